//! The serial plugin against the shipped sketch on an emulated Arduino Uno
//! (simavr, through `firmware/emulator`): the board resets when its port
//! opens and its bootloader swallows input for 500 ms, as a real Uno does.
//!
//! Needs Debian's gcc-avr, avr-libc, arduino-core-avr, simavr,
//! libsimavr-dev and libelf-dev; without them every test here fails,
//! saying which to install.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use backrank_entropy::{Die, EntropySource};
use backrank_serial::emulator::{self, Built, Options, Uno};
use backrank_serial::{Mode, SerialConfig, SerialTower};

fn built() -> Built {
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("uno");
    emulator::build(&out).unwrap_or_else(|why| panic!("{why}"))
}

/// A scratch directory for one test's port link, in the folder cargo
/// keeps for the tests' files (reused by the next run, never left in the
/// system's temporary folder).
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("uno-link-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn uno(name: &str, tweak: impl FnOnce(&mut Options)) -> Uno {
    let built = built();
    let mut options = Options::new(&built.firmware, scratch(name).join("tower"));
    tweak(&mut options);
    Uno::start(&built.emulator, &options).unwrap_or_else(|why| panic!("{why}"))
}

fn tower(uno: &Uno) -> SerialTower {
    let mut config = SerialConfig::new(&uno.path);
    config.answer_timeout = Duration::from_secs(5);
    SerialTower::start(config)
}

/// The first throws of a fresh port, as a new process makes them; returns
/// once the port is closed again (the thread that owns it lets go of it
/// after the tower is dropped).
async fn first_throws(uno: &mut Uno, n: usize) -> Vec<u8> {
    let tower = tower(uno);
    let mut s = tower.session().await;
    let mut faces = Vec::new();
    for _ in 0..n {
        faces.push(s.throw(Die::D6).await.unwrap().value());
    }
    drop((s, tower));
    uno.wait_for("CLOSE", Duration::from_secs(5)).unwrap();
    faces
}

#[tokio::test]
async fn the_plugin_waits_out_the_reset_on_open_and_rolls() {
    let mut uno = uno("rolls", |_| {});
    let tower = tower(&uno);
    let mut s = tower.session().await;
    let started = Instant::now();
    let first = s.throw(Die::D6).await.unwrap();
    let to_first = started.elapsed();
    uno.wait_for("BOOTED", Duration::from_secs(1)).unwrap();
    let started = Instant::now();
    let mut counts = [0u32; 6];
    counts[usize::from(first.index())] += 1;
    for _ in 0..59 {
        counts[usize::from(s.throw(Die::D6).await.unwrap().index())] += 1;
    }
    let per_throw = started.elapsed() / 59;
    drop(s);
    let stats = tower.stats().await;
    assert_eq!(stats.faces, 60);
    assert_eq!(stats.banner.as_deref(), Some("club-tower d6 tags"));
    assert!(counts.iter().all(|&c| c > 0), "{counts:?}");
    eprintln!("first throw after open: {to_first:?}; then {per_throw:?} a throw; {counts:?}");
}

/// Three resets with the same analog reading and the EEPROM erased each
/// time: the only thing that differs is when the requests arrive, and the
/// throws differ.
#[tokio::test]
async fn resets_with_the_same_analog_reading_give_different_throws() {
    let mut uno = uno("resets", |o| {
        o.analog = 300;
        o.erase_eeprom_on_reset = true;
    });
    let mut runs = Vec::new();
    for _ in 0..3 {
        runs.push(first_throws(&mut uno, 12).await);
    }
    assert_ne!(runs[0], runs[1], "{runs:?}");
    assert_ne!(runs[1], runs[2], "{runs:?}");
    assert_ne!(runs[0], runs[2], "{runs:?}");
}

/// Unplugged in the middle of a roll: the throw fails at once, saying so;
/// plugged back in, the same tower object rolls again.
#[tokio::test]
async fn unplugged_mid_roll_fails_the_throw_and_reconnects_when_back() {
    let mut uno = uno("unplug", |_| {});
    let tower = tower(&uno);
    let mut s = tower.session().await;
    s.throw(Die::D6).await.unwrap();
    uno.unplug().unwrap();
    let e = s.throw(Die::D6).await.unwrap_err().to_string();
    assert!(
        e.contains("lost the connection") || e.contains("could not open"),
        "{e}"
    );
    uno.plug().unwrap();
    let face = s.throw(Die::D6).await.unwrap();
    assert_eq!(face.die(), Die::D6);
}

/// The sketch's parsing is strict: trailing words, a wrong die, an unknown
/// request and an over-long line are each refused, and nothing is thrown.
#[test]
fn the_sketch_refuses_what_is_not_a_request() {
    let mut uno = uno("strict", |_| {});
    let mut port = serialport::new(uno.path.display().to_string(), 9600)
        .timeout(Duration::from_millis(50))
        .open()
        .unwrap();
    uno.wait_for("BOOTED", Duration::from_secs(5)).unwrap();
    let mut lines = Lines::default();
    assert!(
        lines
            .next(&mut *port)
            .starts_with("READY club-tower d6 tags")
    );
    let long = format!("ROLL d6 {}", "x".repeat(80));
    for (request, answer) in [
        ("ROLL d6 x", "ERR ROLL takes a die and an optional @tag"),
        ("ROLL d8 @a1", "ERR @a1 this tower holds a d6, not a d8"),
        ("SHAKE", "ERR unknown request"),
        (long.as_str(), "ERR line over 64 characters"),
        (
            "ROLL d6\u{0}junk",
            "ERR line has bytes that are not printable text",
        ),
        ("ROLL d6 a b c d e f", "ERR too many words"),
        ("HELLO", "READY club-tower d6 tags"),
        ("roll D6 @Zz9", "FACE d6 "),
    ] {
        port.write_all(format!("{request}\n").as_bytes()).unwrap();
        let got = lines.next_answer(&mut *port);
        assert!(got.starts_with(answer), "{request}: {got}");
    }
    assert!(lines.last.ends_with(" @Zz9"), "{}", lines.last);
}

/// Lines read from a raw port, skipping comments.
#[derive(Default)]
struct Lines {
    pending: Vec<u8>,
    last: String,
}

impl Lines {
    fn next(&mut self, port: &mut dyn serialport::SerialPort) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).collect();
                self.last = String::from_utf8_lossy(&line).trim().to_owned();
                return self.last.clone();
            }
            assert!(Instant::now() < deadline, "no line within 5 s");
            let mut buf = [0u8; 64];
            if let Ok(n) = port.read(&mut buf) {
                self.pending.extend_from_slice(&buf[..n]);
            }
        }
    }

    fn next_answer(&mut self, port: &mut dyn serialport::SerialPort) -> String {
        loop {
            let line = self.next(port);
            if !line.starts_with('#') && !line.is_empty() {
                return line;
            }
        }
    }
}

/// The physical-die build in stream mode: each press of the bouncing
/// button gives exactly one face, the one its switches show.
#[tokio::test]
async fn a_physical_die_gives_one_face_per_press() {
    let built = built();
    let mut options = Options::new(&built.physical, scratch("physical").join("tower"));
    options.bootloader = Duration::from_millis(500);
    let mut uno = Uno::start(&built.emulator, &options).unwrap();
    let mut config = SerialConfig::new(&uno.path);
    config.mode = Mode::Stream;
    config.answer_timeout = Duration::from_secs(1);
    let tower = SerialTower::start(config);
    tower.connect().await.unwrap();
    for face in [4u8, 1, 6] {
        uno.show(face).unwrap();
        let mut s = tower.session().await;
        let got = {
            let throw = s.throw(Die::D6);
            tokio::pin!(throw);
            // The throw waits for a press: nothing comes on its own.
            let early = tokio::time::timeout(Duration::from_millis(200), &mut throw).await;
            assert!(early.is_err(), "a face before the press: {early:?}");
            uno.press().unwrap();
            throw.await
        };
        assert_eq!(got.unwrap().value(), face);
        // The press (bounces, the hold, the release) is over: no second
        // face follows it.
        let e = s.throw(Die::D6).await.unwrap_err().to_string();
        assert!(e.contains("no answer within 1 s"), "{e}");
    }
}

/// A button held down (or a tilt switch resting closed) while the board
/// starts is not a throw: no face comes until it is let go and pressed.
#[tokio::test]
async fn a_button_held_at_boot_is_not_a_throw() {
    let built = built();
    let options = Options::new(&built.physical, scratch("held").join("tower"));
    let mut uno = Uno::start(&built.emulator, &options).unwrap();
    uno.show(2).unwrap();
    uno.hold().unwrap();
    let mut config = SerialConfig::new(&uno.path);
    config.mode = Mode::Stream;
    config.answer_timeout = Duration::from_secs(1);
    let tower = SerialTower::start(config);
    // The first throw opens the port, which resets the board with the
    // button down; whatever it sends after its banner would be taken.
    let mut s = tower.session().await;
    let e = s.throw(Die::D6).await.unwrap_err().to_string();
    assert!(e.contains("no answer within 1 s"), "{e}");
    uno.release().unwrap();
    let got = {
        let throw = s.throw(Die::D6);
        tokio::pin!(throw);
        let early = tokio::time::timeout(Duration::from_millis(200), &mut throw).await;
        assert!(early.is_err(), "a face on release: {early:?}");
        uno.press().unwrap();
        throw.await
    };
    assert_eq!(got.unwrap().value(), 2);
}
