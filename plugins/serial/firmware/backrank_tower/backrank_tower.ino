// Backrank dice tower: an example sketch for an Arduino-class board.
//
// It speaks the Backrank protocol (plugins/serial/PROTOCOL.md) on the USB
// serial port at 9600 baud. Wire a push button between pin 2 and GND and
// six LEDs (or a seven-segment display) as you like.
//
// How the face is produced is the interesting part of a real tower: a
// camera reading a real die, or a die dropped through a tube onto six
// switches. This sketch stands in with the board's own randomness,
// seeded from a floating analog pin and the timing of a button press,
// so a club can test its cabling and Backrank's settings end to end before
// building the mechanics. Replace readFace() with your tower's reader.

const char *TOWER_NAME = "club-tower";
const int SIDES = 6;           // the die this tower holds
const int BUTTON_PIN = 2;      // stream mode: press to throw

bool streamMode = false;       // set true for a tower people drop dice into
String line;

int readFace() {
  // Replace with the real reading of the die.
  return random(1, SIDES + 1);
}

void sendFace(int face) {
  Serial.print("FACE d");
  Serial.print(SIDES);
  Serial.print(' ');
  Serial.println(face);
}

void setup() {
  Serial.begin(9600);
  pinMode(BUTTON_PIN, INPUT_PULLUP);
  randomSeed(analogRead(A0) ^ micros());
  while (!Serial) {
  }
  Serial.print("READY ");
  Serial.print(TOWER_NAME);
  Serial.print(" d");
  Serial.println(SIDES);
}

void handleLine(String l) {
  l.trim();
  l.toUpperCase();
  if (l.length() == 0) {
    return;
  }
  if (l.startsWith("ROLL ")) {
    String die = l.substring(5);
    if (die != String("D") + SIDES) {
      Serial.print("ERR this tower holds a d");
      Serial.println(SIDES);
      return;
    }
    Serial.println("# throwing");
    sendFace(readFace());
  } else {
    Serial.println("ERR unknown request");
  }
}

void loop() {
  while (Serial.available() > 0) {
    char c = (char)Serial.read();
    if (c == '\n') {
      handleLine(line);
      line = "";
    } else if (c != '\r' && line.length() < 200) {
      line += c;
    }
  }
  if (streamMode && digitalRead(BUTTON_PIN) == LOW) {
    randomSeed(random() ^ micros());
    sendFace(readFace());
    delay(400);  // debounce: one throw per press
  }
}
