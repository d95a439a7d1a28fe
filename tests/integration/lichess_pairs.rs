//! A club night's board on lichess locked to its two players
//! (`Play::open_for_pair`), against the stand-in for lichess: the open
//! challenge carries `users=white,black` with the drawn colours, and bad
//! names, one person twice, a position lichess cannot play and a server
//! with lichess off make no request at all.

use std::time::Duration;

use backrank::app::App;
use backrank::app::play::game::Game;
use backrank::app::settings::Settings;
use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::store::GuildSettings;

use crate::fake_lichess::{self, FakeLichess};

const DEADLINE: Duration = Duration::from_secs(5);

fn app(lichess: &FakeLichess) -> App {
    let mut s = Settings::load(None).unwrap();
    s.lichess.api_url = lichess.url.clone();
    s.lichess.timeout_secs = 5;
    App::new(s, crate::common::fresh_store()).unwrap()
}

fn board(number: u64) -> Game {
    let p = Position::from_number(Variant::Chess960, number).unwrap();
    Game::round(&p, "Thursday 960", 1, false).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nights_board_is_locked_to_its_two_players_with_their_colours() {
    let lichess = FakeLichess::start().await;
    let app = app(&lichess);
    let guild = GuildSettings {
        lichess_clock: Some("15+10".into()),
        ..GuildSettings::default()
    };
    let played = app
        .play()
        .open_for_pair(&board(518), ("alice", "bob"), &guild, DEADLINE)
        .await
        .unwrap();
    // The other way round on the next board: the first name plays White.
    app.play()
        .open_for_pair(&board(521), (" Bob ", "Carol_2"), &guild, DEADLINE)
        .await
        .unwrap();
    let log = lichess.log();
    assert_eq!(log.len(), 2, "{log:?}");
    for sent in &log {
        assert_eq!(fake_lichess::check(sent), Ok(()), "{sent:?}");
        assert_eq!(sent.status, Some(200));
        assert_eq!(sent.field("clock.limit"), Some("900"));
        assert_eq!(sent.field("name"), Some("Backrank · Thursday 960 round 1"));
    }
    assert_eq!(log[0].field("users"), Some("alice,bob"));
    assert_eq!(log[1].field("users"), Some("Bob,Carol_2"));
    assert!(
        played.challenge.url.starts_with("https://lichess.org/"),
        "{played:?}"
    );
    assert_eq!(played.name, "Backrank · Thursday 960 round 1");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_that_cannot_be_locked_asks_lichess_nothing() {
    let lichess = FakeLichess::start().await;
    let app = app(&lichess);
    let on = GuildSettings::default();
    let refused = async |game: &Game, pair: (&str, &str), guild: &GuildSettings| {
        app.play()
            .open_for_pair(game, pair, guild, DEADLINE)
            .await
            .unwrap_err()
            .to_string()
    };
    let said = refused(&board(518), ("alice", "-bob"), &on).await;
    assert!(said.contains("'-bob' is not a lichess username"), "{said}");
    let said = refused(&board(518), ("Alice", "alice"), &on).await;
    assert!(
        said.contains("both players of a board are lichess's Alice"),
        "{said}"
    );
    let off = GuildSettings {
        lichess: false,
        ..GuildSettings::default()
    };
    let said = refused(&board(518), ("alice", "bob"), &off).await;
    assert!(said.contains("turned off"), "{said}");
    let crc = (0..1000)
        .find_map(|n| Position::from_number(Variant::Crc, n).ok())
        .unwrap();
    let ten_files = Game {
        position: crc,
        name: "Backrank · Thursday round 1".into(),
        pair: false,
    };
    let said = refused(&ten_files, ("alice", "bob"), &on).await;
    assert!(said.contains("Capablanca"), "{said}");
    assert_eq!(lichess.log().len(), 0, "{:?}", lichess.log());
}
