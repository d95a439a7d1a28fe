//! The serial plugin against the tower simulator on a pseudo-terminal: each
//! mode, and every fault the plugin must report.

use std::time::Duration;

use backrank_entropy::{Die, EntropyError, EntropySource};
use backrank_serial::identity::{Port, UsbIdentity};
use backrank_serial::sim::{self, Behaviour, SimConfig};
use backrank_serial::{Mode, SerialConfig, SerialTower};

fn tower_for(sim: SimConfig) -> SerialTower {
    let die = sim.die;
    let mode = sim.mode;
    let started = sim::start(sim).expect("a pseudo-terminal");
    let mut config = SerialConfig::new(started.path);
    config.mode = mode;
    config.die = die;
    config.answer_timeout = Duration::from_millis(800);
    config.busy_retry = Duration::from_millis(10);
    SerialTower::start(config)
}

fn failure_text(e: EntropyError) -> String {
    e.to_string()
}

#[tokio::test]
async fn request_mode_gives_faces_of_the_die_it_holds() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Fair));
    let mut s = tower.session().await;
    let mut seen = [0u32; 7];
    for _ in 0..120 {
        let f = s.throw(Die::D6).await.unwrap();
        assert_eq!(f.die(), Die::D6);
        seen[usize::from(f.value())] += 1;
    }
    assert!(seen[1..].iter().all(|&c| c > 0), "{seen:?}");
    let e = s.throw(Die::Coin).await.unwrap_err();
    assert!(failure_text(e).contains("holds a d6, not a coin"));
}

#[tokio::test]
async fn stream_mode_takes_the_next_throw() {
    let tower = tower_for(SimConfig::new(Mode::Stream, Behaviour::Fair));
    let mut s = tower.session().await;
    for _ in 0..10 {
        assert_eq!(s.throw(Die::D6).await.unwrap().die(), Die::D6);
    }
}

#[tokio::test]
async fn byte_mode_serves_any_die_and_counts_bytes() {
    let tower = tower_for(SimConfig::new(Mode::Bytes, Behaviour::Fair));
    let mut s = tower.session().await;
    assert_eq!(s.dice(), Die::ALL.to_vec());
    for die in Die::ALL {
        for _ in 0..20 {
            assert_eq!(s.throw(die).await.unwrap().die(), die);
        }
    }
    drop(s);
    let stats = tower.stats().await;
    assert_eq!(stats.faces, 140);
    assert!(stats.bytes_used >= 140);
    assert_eq!(stats.bytes_used - stats.bytes_rejected, 140);
}

#[tokio::test]
async fn an_absent_device_says_what_to_check() {
    let tower = SerialTower::start(SerialConfig::new("/dev/backrank-no-such-tower"));
    let e = failure_text(tower.session().await.throw(Die::D6).await.unwrap_err());
    assert!(
        e.contains("could not open /dev/backrank-no-such-tower"),
        "{e}"
    );
    assert!(
        e.contains("backrank devices") && e.contains("dialout"),
        "{e}"
    );
}

#[tokio::test]
async fn a_silent_tower_times_out() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Silent));
    let e = failure_text(tower.session().await.throw(Die::D6).await.unwrap_err());
    assert!(e.contains("no answer within 0.8 s"), "{e}");
}

#[tokio::test]
async fn bad_answers_are_reported_not_used() {
    for (behaviour, needle) in [
        (Behaviour::Garbage, "is not a line of the tower protocol"),
        (Behaviour::OutOfRange, "sent face 7 for a d6"),
        (
            Behaviour::WrongDie,
            "answered with a d8 face for a d6 throw",
        ),
    ] {
        let tower = tower_for(SimConfig::new(Mode::Request, behaviour));
        let e = failure_text(tower.session().await.throw(Die::D6).await.unwrap_err());
        assert!(e.contains(needle), "{behaviour:?}: {e}");
    }
}

#[tokio::test]
async fn busy_means_ask_again() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Busy));
    let mut s = tower.session().await;
    for _ in 0..3 {
        assert_eq!(s.throw(Die::D6).await.unwrap().die(), Die::D6);
    }
}

#[tokio::test]
async fn a_reset_mid_roll_fails_the_roll() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Reset(2)));
    let mut s = tower.session().await;
    s.throw(Die::D6).await.unwrap();
    s.throw(Die::D6).await.unwrap();
    let e = failure_text(s.throw(Die::D6).await.unwrap_err());
    assert!(e.contains("restarted during the roll"), "{e}");
    // The tower works again afterwards.
    s.throw(Die::D6).await.unwrap();
}

#[tokio::test]
async fn a_stuck_tower_is_refused_by_the_health_tests() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Stuck));
    let mut s = tower.session().await;
    for _ in 0..8 {
        s.throw(Die::D6).await.unwrap();
    }
    let e = s.throw(Die::D6).await.unwrap_err();
    assert!(matches!(e, EntropyError::Unhealthy { .. }), "{e}");
    assert!(e.to_string().contains("9 times in a row"));
    // Still refused on the next throw: no silent recovery.
    assert!(matches!(
        s.throw(Die::D6).await,
        Err(EntropyError::Unhealthy { .. })
    ));
    drop(s);
    let report = tower.health(Die::D6).await.unwrap();
    assert!(report.refused.is_some());
}

#[tokio::test]
async fn a_biased_tower_is_refused_within_six_windows() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Biased));
    let mut s = tower.session().await;
    let caught = {
        let mut at = None;
        for i in 1..=6 * 512 {
            if let Err(e) = s.throw(Die::D6).await {
                assert!(matches!(e, EntropyError::Unhealthy { .. }), "{e}");
                at = Some(i);
                break;
            }
        }
        at
    };
    assert!(
        caught.is_some(),
        "a die showing 6 half the time was never refused"
    );
}

#[tokio::test]
async fn a_biased_byte_stream_is_refused() {
    let tower = tower_for(SimConfig::new(Mode::Bytes, Behaviour::Stuck));
    let mut s = tower.session().await;
    let mut refused = false;
    for _ in 0..64 {
        if let Err(e) = s.throw(Die::D20).await {
            assert!(matches!(e, EntropyError::Unhealthy { .. }), "{e}");
            refused = true;
            break;
        }
    }
    assert!(refused);
}

#[tokio::test]
async fn unplugged_mid_roll_then_back_without_a_restart() {
    // In the folder cargo keeps for the tests' files, reused by each run.
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tower-link");
    std::fs::create_dir_all(&dir).unwrap();
    let mut sim = SimConfig::new(Mode::Request, Behaviour::Unplug(3));
    sim.link = Some(dir.join("tower"));
    sim.replug_after = Some(Duration::from_millis(300));
    let tower = tower_for(sim);
    let mut s = tower.session().await;
    for _ in 0..3 {
        s.throw(Die::D6).await.unwrap();
    }
    let e = failure_text(s.throw(Die::D6).await.unwrap_err());
    assert!(
        e.contains("lost the connection")
            || e.contains("no answer")
            || e.contains("could not open"),
        "{e}"
    );
    // While it is away, opening fails with a clear error.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let away = s.throw(Die::D6).await;
    assert!(away.is_err());
    // Plugged back in (after 300 ms): a throw opens the port again. Poll,
    // so a loaded machine only makes this slower, not flaky.
    let mut back = None;
    for _ in 0..30 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        if let Ok(f) = s.throw(Die::D6).await {
            back = Some(f);
            break;
        }
    }
    assert_eq!(
        back.map(|f| f.die()),
        Some(Die::D6),
        "no reconnect within 3 s"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Two rolls at once: the second waits for the first, and each roll's
/// throws are contiguous (the simulator answers 1, 2, 3, … in turn).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_rolls_queue_and_their_throws_stay_together() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Sequence));
    let roll = |tower: SerialTower| async move {
        let mut s = tower.session().await;
        let mut faces = Vec::new();
        for _ in 0..5 {
            faces.push(s.throw(Die::D6).await.unwrap().value());
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        faces
    };
    let (a, b) = tokio::join!(
        tokio::spawn(roll(tower.clone())),
        tokio::spawn(roll(tower.clone()))
    );
    for faces in [a.unwrap(), b.unwrap()] {
        for pair in faces.windows(2) {
            assert_eq!(pair[1], pair[0] % 6 + 1, "interleaved: {faces:?}");
        }
    }
}

/// A cancelled roll returns at once and gives its turn back at once. (The
/// worker still finishes a throw the tower has begun and discards it, so
/// the next roll's first throw waits for that, never receiving it.)
#[tokio::test]
async fn a_roll_can_be_cancelled() {
    let tower = tower_for(SimConfig::new(Mode::Request, Behaviour::Silent));
    let mut s = tower.session().await;
    let attempt = tokio::time::timeout(Duration::from_millis(100), s.throw(Die::D6)).await;
    assert!(attempt.is_err(), "the throw was still waiting");
    drop(s);
    // The next roll gets its turn without waiting for the silent tower.
    let next = tokio::time::timeout(Duration::from_millis(100), tower.session()).await;
    assert!(next.is_ok());
}

fn config_for(sim: &SimConfig, path: std::path::PathBuf) -> SerialConfig {
    let mut config = SerialConfig::new(path);
    config.mode = sim.mode;
    config.answer_timeout = Duration::from_millis(800);
    config.busy_retry = Duration::from_millis(10);
    config
}

/// A simulator and a tower on it that waits `answer_ms` for a face.
fn started(sim: SimConfig, answer_ms: u64) -> (sim::Sim, SerialTower) {
    let started = sim::start(sim.clone()).unwrap();
    let mut config = config_for(&sim, started.path.clone());
    config.answer_timeout = Duration::from_millis(answer_ms);
    (started, SerialTower::start(config))
}

/// The face in a `FACE d6 4 …` line the simulator wrote.
fn face_in(line: &str) -> u8 {
    line.split_whitespace().nth(2).unwrap().parse().unwrap()
}

/// An Uno resets when its port opens and its bootloader swallows the first
/// request; the plugin waits for its banner, so the first roll succeeds
/// (it used to fail every time: "it restarted during the roll").
#[tokio::test]
async fn a_board_that_resets_when_its_port_opens_rolls_after_its_banner() {
    let tower = tower_for(SimConfig::uno(Behaviour::Fair));
    let mut s = tower.session().await;
    for _ in 0..5 {
        assert_eq!(s.throw(Die::D6).await.unwrap().die(), Die::D6);
    }
    drop(s);
    let stats = tower.stats().await;
    assert_eq!(stats.banner.as_deref(), Some("sim-tower d6 tags"));
    assert_eq!(stats.faces, 5);
}

/// The bot opens the port when it starts; the start-up banner is not taken
/// for a reset during the first roll, nor left behind for it.
#[tokio::test]
async fn the_banner_of_a_port_opened_at_start_up_is_not_a_throw() {
    let tower = tower_for(SimConfig::uno(Behaviour::Sequence));
    tower.connect().await.unwrap();
    let mut s = tower.session().await;
    let mut got = Vec::new();
    for _ in 0..3 {
        got.push(s.throw(Die::D6).await.unwrap().value());
    }
    assert_eq!(got, vec![1, 2, 3]);
}

/// A face that arrives after its request timed out is never the next
/// throw: it carries the old request's tag, so the next request skips it
/// and takes the face answering it. (The simulator holds its first answer
/// back until the second request arrives.)
#[tokio::test]
async fn a_late_answer_carries_an_old_tag_and_is_skipped() {
    let (started, tower) = started(SimConfig::new(Mode::Request, Behaviour::HoldFirst), 300);
    let mut s = tower.session().await;
    let e = failure_text(s.throw(Die::D6).await.unwrap_err());
    assert!(e.contains("no answer within 0.3 s"), "{e}");
    let face = s.throw(Die::D6).await.unwrap();
    let faces: Vec<String> = (0..2)
        .map(|_| {
            started
                .wait_until_said(Duration::from_secs(5), |l| l.starts_with("FACE"))
                .expect("the tower answered twice")
        })
        .collect();
    assert_eq!(face.value(), face_in(&faces[1]), "{faces:?}");
    assert_ne!(faces[0], faces[1]);
    drop(s);
    assert_eq!(tower.stats().await.stale_lines, 1);
}

/// The tail of a line cut off earlier, arriving after the discard, is not
/// the protocol: a tower that tags its answers has it skipped as stale.
#[tokio::test]
async fn a_tail_of_an_older_line_is_skipped_when_answers_are_tagged() {
    let (_sim, tower) = started(SimConfig::new(Mode::Request, Behaviour::Tail), 800);
    let mut s = tower.session().await;
    for _ in 0..4 {
        s.throw(Die::D6).await.unwrap();
    }
    drop(s);
    assert_eq!(tower.stats().await.stale_lines, 3);
}

/// A tower without tags: what arrived before a request is discarded, so a
/// late face already in the buffer is not the next throw.
#[tokio::test]
async fn a_late_answer_in_the_buffer_is_discarded_before_the_next_request() {
    let mut sim = SimConfig::new(Mode::Request, Behaviour::LateFirst(400));
    sim.tags = false;
    // Seed 3's first two faces differ, so taking the stale one would show.
    sim.seed = 3;
    let (started, tower) = started(sim, 200);
    let mut s = tower.session().await;
    assert!(s.throw(Die::D6).await.is_err());
    let stale = started
        .wait_until_said(Duration::from_secs(5), |l| l.starts_with("FACE"))
        .unwrap();
    let face = s.throw(Die::D6).await.unwrap();
    let fresh = started
        .wait_until_said(Duration::from_secs(5), |l| l.starts_with("FACE"))
        .unwrap();
    assert_ne!(face_in(&stale), face_in(&fresh), "pick another seed");
    assert_eq!(face.value(), face_in(&fresh));
}

/// Half a line left by an answer that broke off does not spoil the next
/// answer (it used to join it and fail the next roll).
#[tokio::test]
async fn half_a_line_left_behind_does_not_fail_the_next_throw() {
    let mut sim = SimConfig::new(Mode::Request, Behaviour::CutFirst);
    sim.tags = false;
    let (_sim, tower) = started(sim, 300);
    let mut s = tower.session().await;
    assert!(s.throw(Die::D6).await.is_err());
    for _ in 0..3 {
        s.throw(Die::D6).await.unwrap();
    }
}

/// A board that does not reset prints nothing when opened: after a quiet
/// `reset_wait`, it is asked HELLO, and its banner turns tags on.
#[tokio::test]
async fn a_board_that_does_not_reset_is_asked_hello() {
    let mut sim = SimConfig::new(Mode::Request, Behaviour::Fair);
    sim.boot = None;
    let started = sim::start(sim.clone()).unwrap();
    let mut config = config_for(&sim, started.path.clone());
    config.reset_wait = Duration::from_millis(200);
    let tower = SerialTower::start(config);
    tower.session().await.throw(Die::D6).await.unwrap();
    assert!(
        started
            .wait_until_said(Duration::from_secs(2), |l| l.starts_with("FACE d6")
                && l.contains(" @"))
            .is_some(),
        "the request was not tagged"
    );
    assert_eq!(
        tower.stats().await.banner.as_deref(),
        Some("sim-tower d6 tags")
    );
}

/// A tower of the first protocol (no banner, no HELLO, no tags) still
/// rolls with plain `ROLL d6`.
#[tokio::test]
async fn a_tower_of_the_first_protocol_gets_plain_requests() {
    let mut sim = SimConfig::new(Mode::Request, Behaviour::Fair);
    sim.boot = None;
    sim.tags = false;
    let started = sim::start(sim.clone()).unwrap();
    let mut config = config_for(&sim, started.path.clone());
    config.reset_wait = Duration::from_millis(100);
    let tower = SerialTower::start(config);
    let mut s = tower.session().await;
    for _ in 0..3 {
        s.throw(Die::D6).await.unwrap();
    }
    drop(s);
    assert_eq!(tower.stats().await.banner, None);
}

/// A banner naming another die than the settings is refused with the
/// setting to change.
#[tokio::test]
async fn a_banner_naming_another_die_says_which_setting_to_change() {
    let mut sim = SimConfig::new(Mode::Request, Behaviour::Fair);
    sim.die = Die::D8;
    let started = sim::start(sim.clone()).unwrap();
    let tower = SerialTower::start(config_for(&sim, started.path.clone()));
    let e = failure_text(tower.session().await.throw(Die::D6).await.unwrap_err());
    assert!(e.contains("it says it holds a d8"), "{e}");
    assert!(e.contains("set die = \"d8\""), "{e}");
}

/// A port lister the test controls: which USB device is behind which path.
fn ports_seen() -> (
    std::sync::Arc<std::sync::Mutex<Vec<Port>>>,
    backrank_serial::identity::PortLister,
) {
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let lister = {
        let seen = seen.clone();
        std::sync::Arc::new(move || seen.lock().unwrap().clone()) as _
    };
    (seen, lister)
}

fn arduino(serial: &str) -> Option<UsbIdentity> {
    Some(UsbIdentity {
        vid: 0x2341,
        pid: 0x0043,
        serial: Some(serial.into()),
    })
}

/// Re-plugged while the port was held, a board comes back under another
/// name (`/dev/ttyACM1`): the tower follows its USB identity there.
#[tokio::test]
async fn a_tower_back_under_another_name_is_found_by_its_usb_identity() {
    let first = sim::start(SimConfig::new(Mode::Request, Behaviour::Unplug(2))).unwrap();
    let (seen, lister) = ports_seen();
    *seen.lock().unwrap() = vec![Port {
        path: first.path.clone(),
        usb: arduino("8573"),
    }];
    let mut config = SerialConfig::new(&first.path);
    config.answer_timeout = Duration::from_millis(800);
    let tower = SerialTower::start_with_ports(config, lister);
    let mut s = tower.session().await;
    for _ in 0..2 {
        s.throw(Die::D6).await.unwrap();
    }
    assert!(s.throw(Die::D6).await.is_err(), "unplugged");
    let second = sim::start(SimConfig::new(Mode::Request, Behaviour::Fair)).unwrap();
    *seen.lock().unwrap() = vec![Port {
        path: second.path.clone(),
        usb: arduino("8573"),
    }];
    assert_eq!(s.throw(Die::D6).await.unwrap().die(), Die::D6);
}

/// Another board that took the tower's old name is not the tower: the
/// name is a link the test points at a second simulator whose USB serial
/// number differs.
#[tokio::test]
async fn another_device_under_the_towers_name_is_refused() {
    // In the folder cargo keeps for the tests' files, reused by each run.
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("usb-link");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("ttyACM0");
    let first = sim::start(SimConfig::new(Mode::Request, Behaviour::Unplug(1))).unwrap();
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&first.path, &link).unwrap();
    let (seen, lister) = ports_seen();
    *seen.lock().unwrap() = vec![Port {
        path: first.path.clone(),
        usb: arduino("8573"),
    }];
    let mut config = SerialConfig::new(&link);
    config.answer_timeout = Duration::from_millis(800);
    let tower = SerialTower::start_with_ports(config, lister);
    let mut s = tower.session().await;
    s.throw(Die::D6).await.unwrap();
    assert!(s.throw(Die::D6).await.is_err(), "unplugged");
    let other = sim::start(SimConfig::new(Mode::Request, Behaviour::Fair)).unwrap();
    std::fs::remove_file(&link).unwrap();
    std::os::unix::fs::symlink(&other.path, &link).unwrap();
    *seen.lock().unwrap() = vec![Port {
        path: other.path.clone(),
        usb: arduino("other"),
    }];
    let e = failure_text(s.throw(Die::D6).await.unwrap_err());
    assert!(
        e.contains(
            "is now another device (USB 2341:0043 serial other), not the tower (USB \
             2341:0043 serial 8573)"
        ),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
