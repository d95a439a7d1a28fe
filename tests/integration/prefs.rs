//! A person's own preferences through the HTTP endpoint: `/prefs set`
//! changes how their later rolls look (and nobody else's), `/prefs show`
//! says what applies, `/prefs reset` goes back; `/random text:true` and
//! the text-only preference give a text board with no image.

use serde_json::{Value, json};

use crate::endpoint::{command, opt, serve, subcommand};
use crate::privacy::{ask, by};

const ALICE: &str = "5555555555555555555";
const BOB: &str = "5666666666666666666";

fn prefs(sub: &str, options: Value) -> Value {
    subcommand("prefs", sub, options)
}

fn random(extra: &[Value]) -> Value {
    let mut options = vec![
        opt("variant", 3, json!("chess960")),
        opt("rolls", 3, json!("2 1 3 1 1")),
    ];
    options.extend_from_slice(extra);
    command("random", Value::Array(options), "t")
}

/// The reply's payload and its board's size, if it has one.
async fn roll(url: &str, body: &Value) -> (Value, Option<(u32, u32)>) {
    let r = crate::endpoint::signed(url, body).await;
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let bytes = r.bytes().await.unwrap();
    if !ctype.starts_with("multipart/") {
        return (serde_json::from_slice(&bytes).unwrap(), None);
    }
    let parts = crate::endpoint::parts(&ctype, &bytes);
    let payload = serde_json::from_slice(&parts[0].1).unwrap();
    let board = parts
        .iter()
        .find(|(n, b)| n.starts_with("files[") && b.starts_with(b"\x89PNG"))
        .map(|(_, png)| {
            let info = png::Decoder::new(std::io::Cursor::new(png.clone()))
                .read_info()
                .unwrap()
                .info()
                .clone();
            (info.width, info.height)
        });
    (payload, board)
}

fn content(payload: &Value) -> &str {
    payload["data"]["content"].as_str().unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn preferences_apply_to_the_persons_later_rolls_only() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let alice = |cmd: Value| by(cmd, ALICE, "Alice", Some("3333333333333333333"));
    let bob = |cmd: Value| by(cmd, BOB, "Bob", Some("3333333333333333333"));

    let (_, before) = roll(&url, &alice(random(&[]))).await;
    let (default_w, _) = before.unwrap();

    let (r, _) = ask(
        &url,
        &alice(prefs(
            "set",
            json!([
                opt("width", 4, json!(400)),
                opt("theme", 3, json!("contrast"))
            ]),
        )),
    )
    .await;
    assert_eq!(r["data"]["flags"], 64, "{r}");
    assert!(content(&r).starts_with("✅ Saved"), "{r}");
    let (_, board) = roll(&url, &alice(random(&[]))).await;
    let (w, _) = board.unwrap();
    assert!(w < default_w && w.abs_diff(400) <= 8, "{w} after width 400");
    // Bob's rolls keep the server's look.
    let (_, board) = roll(&url, &bob(random(&[]))).await;
    assert_eq!(board.unwrap().0, default_w);

    // Show: what is set, and what follows the defaults.
    let (r, _) = ask(&url, &alice(prefs("show", json!([])))).await;
    let fields = r["data"]["embeds"][0]["fields"].to_string();
    assert!(
        fields.contains("contrast") && fields.contains("400 px"),
        "{fields}"
    );
    assert!(
        fields.contains("no (default)"),
        "flipped follows the default: {fields}"
    );

    // Wrong values are named, and change nothing.
    for (option, value, says) in [
        (
            opt("width", 4, json!(5000)),
            "5000",
            "`width` must be from 160 to 2048, not 5000",
        ),
        (
            opt("theme", 3, json!("neon")),
            "neon",
            "`theme` 'neon' is not one of Backrank's",
        ),
    ] {
        let (r, _) = ask(&url, &alice(prefs("set", json!([option])))).await;
        assert!(content(&r).contains(says), "{value}: {r}");
    }
    let (_, board) = roll(&url, &alice(random(&[]))).await;
    assert!(board.unwrap().0.abs_diff(400) <= 8);

    // Text only: a text board, no image, no embed; the key facts there.
    ask(
        &url,
        &alice(prefs("set", json!([opt("text_only", 5, json!(true))]))),
    )
    .await;
    let (r, board) = roll(&url, &alice(random(&[]))).await;
    assert_eq!(board, None, "{r}");
    assert!(r["data"]["embeds"].as_array().is_none_or(|e| e.is_empty()));
    let text = content(&r);
    assert!(text.contains("SP 36") && text.contains("```"), "{text}");

    // Reset: the server's look again.
    ask(&url, &alice(prefs("reset", json!([])))).await;
    let (_, board) = roll(&url, &alice(random(&[]))).await;
    assert_eq!(board.unwrap().0, default_w);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_text_true_gives_a_text_board_and_images_carry_the_key_facts() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let (r, board) = roll(&url, &random(&[opt("text", 5, json!(true))])).await;
    assert_eq!(board, None);
    let text = content(&r);
    let p = backrank::core::position::Position::from_number(
        backrank::core::variant::Variant::Chess960,
        36,
    )
    .unwrap();
    assert!(text.contains(&p.diagram()), "{text}");
    assert!(
        text.starts_with(&format!(
            "**Chess960 (Fischer Random) · SP 36** · White `{}` · replay `",
            p.row_letters(backrank::core::board::Color::White)
        )),
        "{text}"
    );
    // With an image, the same first line is the message's text.
    let (r, board) = roll(&url, &random(&[])).await;
    assert!(board.is_some());
    assert_eq!(content(&r).lines().next(), text.lines().next());
}

/// A member's lichess username through the signed endpoint (issue 61:
/// club nights' boards are locked to it): set, shown, a name lichess
/// would not give refused naming it and changing nothing, and `none`
/// unlinks it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lichess_username_is_linked_checked_shown_and_unlinked() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let alice = |cmd: Value| by(cmd, ALICE, "Alice", Some("3333333333333333333"));
    let set = |name: &str| alice(prefs("set", json!([opt("lichess", 3, json!(name))])));
    let shown = async || {
        let (r, _) = ask(&url, &alice(prefs("show", json!([])))).await;
        let fields = r["data"]["embeds"][0]["fields"].as_array().unwrap().clone();
        fields
            .iter()
            .find(|f| f["name"] == "lichess")
            .map(|f| f["value"].as_str().unwrap().to_owned())
            .unwrap_or_else(|| panic!("no lichess in {fields:?}"))
    };

    assert_eq!(shown().await, "not linked");
    let (r, _) = ask(&url, &set(" Magnus_C-99 ")).await;
    assert!(content(&r).starts_with("✅ Saved"), "{r}");
    assert_eq!(shown().await, "`Magnus_C-99`");

    for bad in [
        "_magnus",
        "m",
        "magnus carlsen",
        "twenty-one-characters",
        "émile",
    ] {
        let (r, _) = ask(&url, &set(bad)).await;
        assert_eq!(r["data"]["flags"], 64, "{r}");
        let said = content(&r);
        assert!(
            said.contains(&format!("`lichess`: '{bad}' is not a lichess username"))
                && said.contains("2 to 20 letters"),
            "{bad}: {said}"
        );
        assert_eq!(shown().await, "`Magnus_C-99`", "{bad} changed it");
    }

    let (r, _) = ask(&url, &set("none")).await;
    assert!(content(&r).starts_with("✅ Saved"), "{r}");
    assert_eq!(shown().await, "not linked");
}
