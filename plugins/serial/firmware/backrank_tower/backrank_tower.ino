// Backrank dice tower firmware for an Arduino Uno (ATmega328P, 16 MHz).
//
// It speaks the Backrank tower protocol (plugins/serial/PROTOCOL.md) on the
// USB serial port at 9600 baud, 8N1. Lines it understands (case does not
// matter, words are separated by spaces, "\n" or "\r\n" ends a line):
//
//   HELLO              -> READY club-tower d6 tags
//   ROLL d6            -> FACE d6 <1..6>
//   ROLL d6 @TAG       -> FACE d6 <1..6> @TAG   (TAG: 1-8 letters/digits)
//   anything wrong     -> one ERR line (with @TAG right after ERR when the
//                         request carried a valid tag)
//
// "tags" in the READY line advertises that request tags are echoed, so the
// host can match every answer to its request even after a reset or a
// stale line.
//
// Stream mode: a "thrown" button or tilt switch between pin 2 and GND.
// Each press (debounced) sends one FACE line on its own.
//
// Where faces come from (compile-time switch):
//   default           the electronic die below;
//   PHYSICAL_DIE = 1  a real die lands on six switches, pins 3..8 to GND
//                     (pin 3+k-1 closed = face k up), read when the button
//                     is pressed. ROLL is then refused: only the person
//                     throwing knows when the die has settled.
//
// ---------------------------------------------------------------------------
// What the electronic die's randomness rests on, and what it is not
// ---------------------------------------------------------------------------
// * Main source: watchdog-timer jitter. The watchdog runs from its own
//   ~128 kHz RC oscillator, Timer1 from the 16 MHz crystal. Every watchdog
//   interrupt (~16 ms) samples the low byte of Timer1; the two clocks drift
//   against each other with thermal noise, so the low bits jitter. This is
//   a known AVR technique (cf. the "Entropy" library), but the entropy per
//   sample is modest and not measured on your board: we assume only about
//   2 bits per sample and gather at least MIN_WDT_SAMPLES (64, ~1 s, so
//   ~128 bits by that assumption) before the first throw after a boot.
// * Also mixed in: Timer1 and micros() at the moment each request line's
//   newline arrives (the host's timing varies), the same at each button
//   press, a few analog readings of A0 at boot (leave A0 floating for a
//   little noise), and a 16-byte seed kept in EEPROM that is replaced
//   before the first throw of each boot, so no two boots that served
//   throws start from the same state.
// * Whitening: everything goes into a 32-byte pool through BLAKE2s
//   (pool = H(pool || input)). A throw hashes (pool, counter) into 32
//   output bytes and then ratchets the pool with a separate hash, so a
//   later look at the pool cannot recompute earlier throws.
// * Fairness: faces come from output bytes by rejection sampling (bytes
//   >= 252 are thrown away, face = byte % 6 + 1), so no face is favoured
//   by a modulo bias. The die is as fair as BLAKE2s output is uniform.
// * It is NOT a certified true random number generator and has no health
//   tests of its own (Backrank runs those on the faces). In an emulator
//   (simavr) the oscillators never drift, so there is no jitter at all:
//   only the request timing and the EEPROM seed differ between runs.
// * Costs: Timer1 is taken over as a free-running counter, so analogWrite
//   on pins 9 and 10 does not work with this sketch. The watchdog runs in
//   interrupt-only mode: it never resets the board.

#include <avr/eeprom.h>
#include <avr/interrupt.h>
#include <avr/wdt.h>
#include <string.h>

#ifndef PHYSICAL_DIE
#define PHYSICAL_DIE 0
#endif

#if !PHYSICAL_DIE
#include "blake2s.h"
#endif

static const char TOWER_NAME[] = "club-tower";
static const uint8_t SIDES = 6;

static const uint8_t BUTTON_PIN = 2;        // to GND; pressed = LOW
static const uint8_t FIRST_FACE_PIN = 3;    // pins 3..8: face switches
static const unsigned long DEBOUNCE_MS = 30;

static const uint8_t MAX_LINE = 64;         // longer lines are refused whole
static const uint8_t MAX_TAG = 8;
static const uint8_t SHOW_MAX = 20;         // bad input echoed back, at most

// ---------------------------------------------------------------------------
// Output helpers
// ---------------------------------------------------------------------------

static void printReady() {
  Serial.print(F("READY "));
  Serial.print(TOWER_NAME);
  Serial.print(F(" d"));
  Serial.print(SIDES);
  Serial.println(F(" tags"));
}

// Starts an ERR line; the tag goes right after ERR so the host can match the
// error to its request without parsing the text.
static void beginErr(const char *tag) {
  Serial.print(F("ERR "));
  if (tag != NULL) {
    Serial.print('@');
    Serial.print(tag);
    Serial.print(' ');
  }
}

// Echoes untrusted input: at most SHOW_MAX characters, and anything that is
// not printable ASCII as '?', so an ERR line stays one clean line.
static void printShown(const char *s) {
  uint8_t n = 0;
  for (; s[n] != '\0' && n < SHOW_MAX; n++) {
    char c = s[n];
    Serial.print((c >= 0x20 && c < 0x7f) ? c : '?');
  }
  if (s[n] != '\0') {
    Serial.print(F("..."));
  }
}

static void sendFace(uint8_t face, const char *tag) {
  Serial.print(F("FACE d"));
  Serial.print(SIDES);
  Serial.print(' ');
  Serial.print(face);
  if (tag != NULL) {
    Serial.print(F(" @"));
    Serial.print(tag);
  }
  Serial.println();
}

// ---------------------------------------------------------------------------
// The electronic die: entropy pool
// ---------------------------------------------------------------------------
#if !PHYSICAL_DIE

// 64 samples at the watchdog's shortest period (16 ms) take ~1 s: the first
// throw after a boot waits at most that long, later throws never wait.
static const uint16_t MIN_WDT_SAMPLES = 64;
static const uint8_t WDT_BUF = 16;          // power of two
static const int EEPROM_SEED_ADDR = 0;      // 16 bytes at the start of EEPROM
static const uint8_t SEED_LEN = 16;

// Domain bytes keep the different uses of the hash apart.
enum : uint8_t {
  MIX_BOOT = 1, MIX_WDT, MIX_LINE, MIX_PRESS, OUT_BYTES, OUT_RATCHET, OUT_SEED
};

static uint8_t pool[32];
static uint32_t outputCounter = 0;
static bool seedWritten = false;

// Filled by the watchdog interrupt. Only a sample that gets a slot of its
// own counts towards the minimum: if the main loop is late and the buffer
// is full, a new sample is XORed onto an old one (it still stirs the pool)
// but is not counted, since two jittery low bits XORed onto two others in
// the same positions give two bits, not four.
static volatile uint8_t wdtBuf[WDT_BUF];
static volatile uint8_t wdtCount = 0;       // samples since the last drain
static volatile uint16_t wdtTotal = 0;      // since boot, saturating

ISR(WDT_vect) {
  uint8_t sample = TCNT1L;
  if (wdtCount < WDT_BUF) {
    wdtBuf[wdtCount] = sample;
    wdtCount++;
    if (wdtTotal != 0xFFFF) {
      wdtTotal++;
    }
  } else {
    wdtBuf[sample & (WDT_BUF - 1)] ^= sample;
  }
  // In interrupt-only mode WDIE stays set on real hardware, so this is a
  // no-op there; simavr 1.6 (Debian 12's) wrongly clears it after each
  // interrupt, and without this the emulator would give one sample only.
  WDTCSR |= _BV(WDIE);
}

// pool = BLAKE2s(pool || domain || len || data), data up to 30 bytes.
static void poolMix(uint8_t domain, const void *data, uint8_t len) {
  uint8_t block[64];
  memset(block, 0, sizeof block);
  memcpy(block, pool, 32);
  block[32] = domain;
  block[33] = len;
  memcpy(block + 34, data, len);
  blake2s256_block64(pool, block);
  b2s_wipe(block, sizeof block);
}

// out = BLAKE2s(pool || domain || counter): one-way, so an output says
// nothing usable about the pool.
static void poolDerive(uint8_t domain, uint8_t out[32]) {
  uint8_t block[64];
  memset(block, 0, sizeof block);
  memcpy(block, pool, 32);
  block[32] = domain;
  memcpy(block + 33, &outputCounter, sizeof outputCounter);
  blake2s256_block64(out, block);
  b2s_wipe(block, sizeof block);
}

// After every output the pool moves on through a separate one-way step:
// whoever reads the pool later cannot go back to earlier throws.
static void poolRatchet() {
  poolDerive(OUT_RATCHET, pool);
  outputCounter++;
}

// The timer values at "now": Timer1 changes every 62.5 ns, micros() gives
// the coarse time; together they pin down when an event happened.
static void mixTiming(uint8_t domain) {
  uint8_t t[6];
  uint16_t t1 = TCNT1;
  uint32_t us = micros();
  memcpy(t, &t1, 2);
  memcpy(t + 2, &us, 4);
  poolMix(domain, t, sizeof t);
}

// Moves the watchdog samples gathered so far into the pool.
static void drainWdtSamples() {
  uint8_t copy[1 + WDT_BUF];
  uint8_t n;
  noInterrupts();
  n = wdtCount;
  for (uint8_t i = 0; i < WDT_BUF; i++) {
    copy[1 + i] = wdtBuf[i];
    wdtBuf[i] = 0;
  }
  wdtCount = 0;
  interrupts();
  if (n == 0) {
    return;
  }
  copy[0] = n;  // how many samples had a slot of their own
  poolMix(MIX_WDT, copy, 1 + WDT_BUF);
}

static uint16_t wdtSamplesSinceBoot() {
  uint16_t n;
  noInterrupts();
  n = wdtTotal;
  interrupts();
  return n;
}

// Timer1 free-running from the crystal at clk/1: the fast clock whose low
// byte the watchdog samples. (Arduino's init() set it up for PWM; Timer0,
// used by millis(), is left alone.)
static void startTimer1() {
  TCCR1A = 0;
  TCCR1B = _BV(CS10);
  TCCR1C = 0;
  TIMSK1 = 0;
}

// Watchdog in interrupt-only mode (WDE clear: it never resets the board),
// shortest period (~16 ms) for the most samples per second.
static void startWatchdogSampling() {
  noInterrupts();
  MCUSR &= ~_BV(WDRF);
  wdt_reset();
  WDTCSR = _BV(WDCE) | _BV(WDE);
  WDTCSR = _BV(WDIE);
  interrupts();
}

// Everything the board knows at boot: the EEPROM seed (differs each boot),
// a few analog readings of A0, and the timers.
static void mixBootState() {
  uint8_t buf[SEED_LEN + 8];
  eeprom_read_block(buf, (const void *)EEPROM_SEED_ADDR, SEED_LEN);
  for (uint8_t i = 0; i < 4; i++) {
    uint16_t a = (uint16_t)analogRead(A0);
    memcpy(buf + SEED_LEN + 2 * i, &a, 2);
  }
  poolMix(MIX_BOOT, buf, sizeof buf);
  b2s_wipe(buf, sizeof buf);
  mixTiming(MIX_BOOT);
}

// Replaces the EEPROM seed, once per boot (an EEPROM cell takes ~100,000
// writes: one per boot is decades of club evenings). It happens before the
// first throw is served, so a boot that has served throws never leaves the
// old seed behind for the next boot to start from.
static void writeNextSeed() {
  uint8_t next[32];
  poolDerive(OUT_SEED, next);
  poolRatchet();  // the stored seed must not reveal the pool we go on with
  eeprom_update_block(next, (void *)EEPROM_SEED_ADDR, SEED_LEN);
  b2s_wipe(next, sizeof next);
  seedWritten = true;
}

// Blocks until the pool has its minimum of watchdog samples (only ever
// after a boot), keeping the button's debouncer running meanwhile.
static void pollButton();
static void waitForEntropy() {
  while (wdtSamplesSinceBoot() < MIN_WDT_SAMPLES) {
    // Drain as they come, so no sample is folded and every one counts.
    if (wdtCount >= WDT_BUF / 2) {
      drainWdtSamples();
    }
    pollButton();
  }
  drainWdtSamples();
  if (!seedWritten) {
    writeNextSeed();
  }
}

static bool entropyReady() {
  return wdtSamplesSinceBoot() >= MIN_WDT_SAMPLES;
}

// One fair throw: fresh samples in, 32 output bytes out, rejection sampling
// (252 = 42 * 6 is the largest multiple of 6 that fits in a byte).
static uint8_t electronicFace() {
  uint8_t out[32];
  uint8_t face = 0;
  waitForEntropy();
  while (face == 0) {
    poolDerive(OUT_BYTES, out);
    poolRatchet();
    for (uint8_t i = 0; i < sizeof out && face == 0; i++) {
      if (out[i] < 252) {
        face = out[i] % SIDES + 1;
      }
    }
  }
  b2s_wipe(out, sizeof out);
  return face;
}

static void setupFaceSource() {
  startTimer1();
  mixBootState();
  startWatchdogSampling();
}

#else  // PHYSICAL_DIE

static void setupFaceSource() {
  for (uint8_t k = 0; k < SIDES; k++) {
    pinMode(FIRST_FACE_PIN + k, INPUT_PULLUP);
  }
}

// Exactly one closed switch is a reading; none (die on an edge, no die) or
// several (a stuck switch) is an error, never a guess.
static void sendPhysicalFace() {
  uint8_t closed = 0;
  uint8_t face = 0;
  for (uint8_t k = 0; k < SIDES; k++) {
    if (digitalRead(FIRST_FACE_PIN + k) == LOW) {
      closed++;
      face = k + 1;
    }
  }
  if (closed == 1) {
    sendFace(face, NULL);
  } else {
    Serial.print(F("ERR die not read: "));
    Serial.print(closed);
    Serial.println(F(" switches closed"));
  }
}

#endif  // PHYSICAL_DIE

// ---------------------------------------------------------------------------
// Stream mode: the "thrown" button
// ---------------------------------------------------------------------------
// A contact bounces for a few ms when it closes and opens. The input counts
// as changed only after it has been steady for DEBOUNCE_MS, and only the
// steady HIGH -> LOW change is a throw: a bouncing contact or a held button
// gives exactly one face per press.

// Read from the pin in setup(): a button held, or a tilt switch resting
// closed, when the board starts is not a press. Only a change to LOW after
// a steady HIGH is.
static uint8_t buttonRaw = HIGH;
static uint8_t buttonStable = HIGH;
static unsigned long buttonChangedAt = 0;
static uint8_t pendingPresses = 0;

static void startButton() {
  pinMode(BUTTON_PIN, INPUT_PULLUP);
  delay(5);  // the pull-up charges the line before the first reading
  buttonRaw = (uint8_t)digitalRead(BUTTON_PIN);
  buttonStable = buttonRaw;
  buttonChangedAt = millis();
}

static void pollButton() {
  uint8_t raw = (uint8_t)digitalRead(BUTTON_PIN);
  unsigned long now = millis();
  if (raw != buttonRaw) {
    buttonRaw = raw;
    buttonChangedAt = now;
    return;
  }
  if (raw != buttonStable && now - buttonChangedAt >= DEBOUNCE_MS) {
    buttonStable = raw;
    if (raw == LOW && pendingPresses < 255) {
      pendingPresses++;
#if !PHYSICAL_DIE
      mixTiming(MIX_PRESS);  // a human's timing: more entropy
#endif
    }
  }
}

static void servePresses() {
#if !PHYSICAL_DIE
  // Presses during the first second after boot wait for the pool.
  if (!entropyReady()) {
    return;
  }
#endif
  while (pendingPresses > 0) {
    pendingPresses--;
#if PHYSICAL_DIE
    sendPhysicalFace();
#else
    sendFace(electronicFace(), NULL);
#endif
  }
}

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

static const uint8_t MAX_WORDS = 6;

static bool isValidTag(const char *word) {
  if (word[0] != '@') {
    return false;
  }
  uint8_t n = 0;
  for (const char *p = word + 1; *p != '\0'; p++, n++) {
    if ((uint8_t)*p > 0x7f || !isAlphaNumeric(*p)) {
      return false;
    }
  }
  return n >= 1 && n <= MAX_TAG;
}

// A word that names a die the way Backrank does: coin, d4, d6, d20...
static bool looksLikeDie(const char *word) {
  if (strcasecmp(word, "coin") == 0) {
    return true;
  }
  if (word[0] != 'd' && word[0] != 'D') {
    return false;
  }
  uint8_t digits = 0;
  for (const char *p = word + 1; *p != '\0'; p++, digits++) {
    if (*p < '0' || *p > '9') {
      return false;
    }
  }
  return digits >= 1 && digits <= 3;
}

static void handleRoll(char **args, uint8_t nargs, const char *tag) {
  if (nargs == 0) {
    beginErr(tag);
    Serial.println(F("ROLL needs a die: send ROLL d6 [@tag]"));
    return;
  }
  const char *die = args[0];
  // Anything after the die (the tag was taken off already), or a die word
  // that names no die, is refused whole: a half-understood request is never
  // obeyed.
  const char *stray = NULL;
  if (!looksLikeDie(die)) {
    stray = die;
  } else if (nargs > 1) {
    stray = args[1];
  }
  if (stray != NULL) {
    beginErr(tag);
    Serial.print(F("ROLL takes a die and an optional @tag: '"));
    printShown(stray);
    Serial.println(F("' is neither"));
    return;
  }
  if (strcasecmp(die, "d6") != 0) {
    beginErr(tag);
    Serial.print(F("this tower holds a d"));
    Serial.print(SIDES);
    Serial.print(F(", not a "));
    printShown(die);
    Serial.println();
    return;
  }
#if PHYSICAL_DIE
  beginErr(tag);
  Serial.println(F("this tower reads a physical die: press the button "
                   "after a throw (use stream mode)"));
#else
  if (!entropyReady()) {
    Serial.println(F("# gathering entropy since boot, about a second"));
  }
  sendFace(electronicFace(), tag);
#endif
}

static void handleLine(char *line) {
  char *words[MAX_WORDS];
  uint8_t n = 0;
  char *save = NULL;
  for (char *w = strtok_r(line, " \t", &save); w != NULL;
       w = strtok_r(NULL, " \t", &save)) {
    if (n == MAX_WORDS) {
      // More words than any request has: refused whole, no tag looked for.
      Serial.print(F("ERR too many words: "));
      Serial.print(MAX_WORDS);
      Serial.println(F(" at most"));
      return;
    }
    words[n++] = w;
  }
  if (n == 0) {
    return;  // empty lines are allowed (keep-alives, stray "\r\n")
  }

  // A valid @tag is the last word after the request word.
  const char *tag = NULL;
  if (n >= 2 && isValidTag(words[n - 1])) {
    tag = words[n - 1] + 1;
    n--;
  }

  if (strcasecmp(words[0], "ROLL") == 0) {
    handleRoll(words + 1, n - 1, tag);
  } else if (strcasecmp(words[0], "HELLO") == 0) {
    if (n > 1 || tag != NULL) {
      beginErr(tag);
      Serial.print(F("HELLO takes nothing after it: '"));
      printShown(n > 1 ? words[1] : words[n]);  // words[n]: the tag
      Serial.println('\'');
    } else {
      printReady();
    }
  } else {
    beginErr(tag);
    Serial.print(F("unknown request '"));
    printShown(words[0]);
    Serial.println(F("': send ROLL d6 [@tag] or HELLO"));
  }
}

// Line assembly. One extra byte of room holds the '\r' of a 64-character
// line ending in "\r\n". A longer line is dropped whole, with one ERR,
// never cut and obeyed.
static char lineBuf[MAX_LINE + 2];
static uint8_t lineLen = 0;
static bool lineTooLong = false;

static bool hasControlBytes() {
  for (uint8_t i = 0; i < lineLen; i++) {
    uint8_t c = (uint8_t)lineBuf[i];
    if ((c < 0x20 && c != '\t') || c > 0x7e) {
      return true;
    }
  }
  return false;
}

static void endOfLine() {
#if !PHYSICAL_DIE
  // When the request's last byte arrived: the host's timing is entropy
  // even in an emulator that has no oscillator jitter.
  mixTiming(MIX_LINE);
#endif
  if (lineLen > 0 && lineBuf[lineLen - 1] == '\r') {
    lineLen--;
  }
  if (lineTooLong || lineLen > MAX_LINE) {
    Serial.print(F("ERR line over "));
    Serial.print(MAX_LINE);
    Serial.println(F(" characters: ignored"));
  } else if (hasControlBytes()) {
    // A NUL or another control byte would end or bend the parse: a line
    // that is not plain text is refused whole, never partly obeyed.
    Serial.println(F("ERR line has bytes that are not printable text: ignored"));
  } else {
    lineBuf[lineLen] = '\0';
    handleLine(lineBuf);
  }
  lineLen = 0;
  lineTooLong = false;
}

static void pollSerial() {
  while (Serial.available() > 0) {
    char c = (char)Serial.read();
    if (c == '\n') {
      endOfLine();
      return;  // let the button and the pool have a turn between requests
    }
    if (lineLen < MAX_LINE + 1) {
      lineBuf[lineLen++] = c;
    } else {
      lineTooLong = true;
    }
  }
}

// ---------------------------------------------------------------------------

void setup() {
  Serial.begin(9600);
  startButton();
  setupFaceSource();
  printReady();
}

void loop() {
#if !PHYSICAL_DIE
  // Keep the watchdog samples flowing into the pool in the background.
  if (wdtCount >= WDT_BUF / 2) {
    drainWdtSamples();
  }
#endif
  pollButton();
  servePresses();
  pollSerial();
}
