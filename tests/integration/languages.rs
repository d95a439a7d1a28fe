//! Replies in the player's language through the HTTP endpoint: `/random`
//! from a Discord in German, French, Spanish and Korean, the same position
//! and replay code in each; a locale Backrank does not speak falls back to
//! the server's choice, then the server's community language; a person's
//! `/prefs language` beats them all.

use serde_json::{Value, json};

use crate::endpoint::{command, opt, serve, subcommand};
use crate::privacy;

async fn ask(url: &str, body: &Value) -> Value {
    privacy::ask(url, body).await.0
}

fn random(locale: &str, guild_locale: &str) -> Value {
    let mut c = command(
        "random",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("rolls", 3, json!("2 1 3 1 1"))
        ]),
        "t",
    );
    c["locale"] = json!(locale);
    c["guild_locale"] = json!(guild_locale);
    c
}

/// The reply's text, its fields' names, its buttons' labels and the
/// board's alt text.
struct Seen {
    content: String,
    fields: Vec<String>,
    buttons: Vec<String>,
    alt: String,
    /// The step-by-step record in the embed.
    record: String,
}

fn seen(payload: &Value) -> Seen {
    let data = &payload["data"];
    Seen {
        content: data["content"].as_str().unwrap_or_default().to_owned(),
        fields: data["embeds"][0]["fields"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|f| f["name"].as_str().unwrap().to_owned())
            .collect(),
        buttons: data["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .map(|b| b["label"].as_str().unwrap().to_owned())
            .collect(),
        alt: data["attachments"][0]["description"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
        record: data["embeds"][0]["description"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_answers_in_the_language_of_the_persons_discord() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    // (locale, White, a field, the buttons, a piece in the alt text, the
    // record's first step)
    let cases = [
        (
            "en-US",
            "White `",
            "Method",
            ["Roll again", "Play on lichess", "Full record"],
            "f1 rook",
            "**1.** Dark-squared bishop: ",
        ),
        (
            "de",
            "Weiß `",
            "Verfahren",
            ["Neu würfeln", "Auf lichess spielen", "Ganzes Protokoll"],
            "Turm f1",
            "**1.** Schwarzfeldriger Läufer: ",
        ),
        (
            "fr",
            "Blancs `",
            "Méthode",
            ["Relancer", "Jouer sur lichess", "Relevé complet"],
            "tour en f1",
            "**1.** Fou de cases sombres: ",
        ),
        (
            "es-ES",
            "Blancas `",
            "Método",
            ["Tirar de nuevo", "Jugar en lichess", "Registro completo"],
            "torre en f1",
            "**1.** Alfil de casillas oscuras: ",
        ),
        (
            "ko",
            "백 `",
            "방법",
            ["다시 굴리기", "lichess에서 두기", "전체 기록"],
            "f1 룩",
            "**1.** 어두운 칸 비숍: ",
        ),
    ];
    let mut codes = Vec::new();
    for (locale, white, field, buttons, piece, step) in cases {
        let s = seen(&ask(&url, &random(locale, "en-US")).await);
        assert!(s.content.contains(white), "{locale}: {}", s.content);
        assert!(
            s.fields.iter().any(|f| f == field),
            "{locale}: {:?}",
            s.fields
        );
        assert_eq!(s.buttons[..3], buttons, "{locale}");
        assert!(s.alt.contains(piece), "{locale}: {}", s.alt);
        assert!(s.record.starts_with(step), "{locale}: {}", s.record);
        assert!(!s.content.contains("{$"), "{locale}: {}", s.content);
        // The replay code: the last `…` on the key line.
        let code = s.content.rsplit('`').nth(1).unwrap().to_owned();
        codes.push(code);
    }
    // One position, whatever the language: the same replay code.
    assert!(codes.iter().all(|c| *c == codes[0]), "{codes:?}");
    assert!(codes[0].starts_with("960-"), "{codes:?}");
    // The first roll again, asked for from a French Discord.
    let mut record = command("record", json!([opt("id", 4, json!(1))]), "t");
    record["locale"] = json!("fr");
    let s = seen(&ask(&url, &record).await);
    assert!(
        s.content
            .starts_with("Relevé #1 : tirage au hasard par Alice le <t:"),
        "{}",
        s.content
    );
    assert!(s.content.contains(&codes[0]), "{}", s.content);
}

/// Issue 59: a method's description stayed English in German replies
/// ("placement (Carrillo's procedure #1)"): `/random`'s Method and
/// `/fairness`'s heading give it in the reader's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_methods_description_is_in_the_persons_language() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let field = |got: &Value, name: &str| {
        got["data"]["embeds"][0]["fields"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["name"] == name)
            .map(|f| f["value"].as_str().unwrap().to_owned())
            .unwrap_or_else(|| panic!("no {name} in {got}"))
    };
    for (locale, method, described) in [
        ("en-US", "Method", "placement (Carrillo's procedure #1)"),
        ("de", "Verfahren", "placement (Carrillos Verfahren Nr. 1)"),
        ("fr", "Méthode", "placement (procédure n° 1 de Carrillo)"),
        (
            "es-ES",
            "Método",
            "placement (procedimiento n.º 1 de Carrillo)",
        ),
        ("ko", "방법", "placement (카리요의 절차 1번)"),
    ] {
        let got = ask(&url, &random(locale, "en-US")).await;
        assert_eq!(field(&got, method), described, "{locale}");
        let mut fairness = command(
            "fairness",
            json!([
                opt("variant", 3, json!("chess960")),
                opt("method", 3, json!("placement"))
            ]),
            "t",
        );
        fairness["locale"] = json!(locale);
        let got = ask(&url, &fairness).await;
        let embed = got["data"]["embeds"][0].to_string();
        assert!(embed.contains(described), "{locale}: {embed}");
    }
}

/// Issue 59: "all 2 rounds revealed", and "8 of crc's 21836 positions"
/// without the separator `/variants` writes. Two rounds are both, in every
/// language; a count in the thousands is grouped as the reader's language
/// writes it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn event_replies_count_as_the_persons_language_does() {
    use crate::events::{content, event};
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let name = opt("name", 3, json!("Duo"));
    let in_lang = |mut body: Value, locale: &str| {
        body["locale"] = json!(locale);
        body
    };
    let start = event(
        "start",
        json!([
            name,
            opt("rounds", 4, json!(2)),
            opt("variant", 3, json!("chess960"))
        ]),
    );
    ask(&url, &start).await;
    for _ in 0..2 {
        ask(&url, &event("next", json!([name]))).await;
    }
    for (locale, listed, refused) in [
        (
            "en-US",
            "both rounds revealed",
            "both rounds of \"Duo\" are revealed",
        ),
        (
            "de",
            "beide Runden aufgedeckt",
            "beide Runden von „Duo“ sind aufgedeckt",
        ),
        (
            "es-ES",
            "las dos rondas reveladas",
            "las dos rondas de «Duo» ya están reveladas",
        ),
        (
            "fr",
            "les deux rondes révélées",
            "les deux rondes de « Duo » sont révélées",
        ),
        (
            "ko",
            "두 라운드 모두 공개",
            "\"Duo\"의 두 라운드가 모두 공개되었습니다",
        ),
    ] {
        let got = ask(&url, &in_lang(event("list", json!([])), locale)).await;
        let said = got.to_string();
        assert!(said.contains(listed), "{locale}: {said}");
        let got = ask(&url, &in_lang(event("next", json!([name])), locale)).await;
        assert!(content(&got).contains(refused), "{locale}: {got}");
    }
    // CRC's 21,836 positions with all but 8 left out (its numbers run
    // past its positions: a number with an unprotected pawn is none), one
    // round.
    let crc = backrank::core::variant::Variant::Crc;
    let kept = (0..backrank::core::numbering::range(crc))
        .rev()
        .filter(|n| backrank::core::position::Position::from_number(crc, *n).is_ok())
        .nth(7)
        .unwrap();
    let crowded = || {
        event(
            "start",
            json!([
                opt("name", 3, json!("Crowded")),
                opt("rounds", 4, json!(1)),
                opt("variant", 3, json!("crc")),
                opt("exclude", 3, json!(format!("0-{}", kept - 1)))
            ]),
        )
    };
    for (locale, count) in [
        ("en-US", "only 8 of crc's 21,836 positions"),
        ("de", "nur 8 von 21.836 Stellungen"),
        ("es-ES", "8 de las 21.836 posiciones"),
        ("fr", "8 des 21\u{202f}836 positions"),
        ("ko", "배치 21,836개 중 8개"),
    ] {
        let got = ask(&url, &in_lang(crowded(), locale)).await;
        assert!(content(&got).contains(count), "{locale}: {got}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_locale_falls_back_to_the_server_then_its_community_language() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    // Portuguese is not spoken: the server's community language (German).
    let s = seen(&ask(&url, &random("pt-BR", "de")).await);
    assert!(s.content.contains("Weiß `"), "{}", s.content);
    // The server chose French: that comes before its community language.
    let set = subcommand("settings", "set", json!([opt("language", 3, json!("fr"))]));
    let saved = ask(&url, &set).await;
    assert!(saved.to_string().contains("Français"), "{saved}");
    // The settings themselves, shown to a German Discord, then to one
    // Backrank doesn't speak (the server's French).
    let mut show = command(
        "settings",
        json!([{"name": "show", "type": 1, "options": []}]),
        "t",
    );
    show["locale"] = json!("de");
    let shown = ask(&url, &show).await;
    assert_eq!(
        shown["data"]["embeds"][0]["title"],
        "Backrank-Einstellungen dieses Servers"
    );
    // A new interaction: a repeated id would be a second delivery.
    let mut show = crate::endpoint::again(show);
    show["locale"] = json!("pt-BR");
    let shown = ask(&url, &show).await;
    assert_eq!(
        shown["data"]["embeds"][0]["title"],
        "Réglages Backrank de ce serveur"
    );
    let s = seen(&ask(&url, &random("pt-BR", "de")).await);
    assert!(s.content.contains("Blancs `"), "{}", s.content);
    // A person's own Discord language still comes first.
    let s = seen(&ask(&url, &random("es-419", "de")).await);
    assert!(s.content.contains("Blancas `"), "{}", s.content);
    // A language Backrank doesn't speak is refused and changes nothing.
    let bad = ask(
        &url,
        &subcommand("settings", "set", json!([opt("language", 3, json!("xx"))])),
    )
    .await;
    let text = bad["data"]["content"].as_str().unwrap();
    assert!(text.contains("'xx' is not a language"), "{text}");
    let s = seen(&ask(&url, &random("pt-BR", "de")).await);
    assert!(s.content.contains("Blancs `"), "{}", s.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persons_chosen_language_comes_before_their_discords() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let set = ask(
        &url,
        &subcommand("prefs", "set", json!([opt("language", 3, json!("ko"))])),
    )
    .await;
    // The confirmation already speaks the new language.
    assert_eq!(set["data"]["embeds"][0]["title"], "내 설정", "{set}");
    assert!(set.to_string().contains("한국어"), "{set}");
    let s = seen(&ask(&url, &random("de", "de")).await);
    assert!(s.content.contains("백 `"), "{}", s.content);
    let auto = subcommand("prefs", "set", json!([opt("language", 3, json!("auto"))]));
    assert!(
        ask(&url, &auto)
            .await
            .to_string()
            .contains("your Discord's")
    );
    let s = seen(&ask(&url, &random("de", "de")).await);
    assert!(s.content.contains("Weiß `"), "{}", s.content);
}

/// A roll-along started from a German Discord: German controls; a press
/// from a Korean Discord redraws the table's message in Korean.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_along_speaks_the_language_of_whoever_acts() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let mut start = command(
        "roll-along",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("dice", 3, json!("coin"))
        ]),
        "t",
    );
    start["locale"] = json!("de");
    let first = ask(&url, &start).await;
    let s = seen(&first);
    assert_eq!(
        s.buttons,
        ["Kopf", "Zahl", "Mehrere eintippen…", "Abbrechen…"]
    );
    assert!(
        s.fields.contains(&"Bisherige Würfe".to_owned()),
        "{:?}",
        s.fields
    );
    // The step to throw for, as the table follows it, in German.
    assert!(
        s.record
            .contains("Zähle die leeren dunklen Felder von links: a1 c1 e1 g1."),
        "{}",
        s.record
    );
    let heads = crate::roll_along::id_ending(&first, "|face|h");
    let mut press = crate::roll_along::press(&heads, "5555555555555555555");
    press["locale"] = json!("ko");
    let next = ask(&url, &press).await;
    let s = seen(&next);
    assert_eq!(next["type"], 7, "{next}");
    assert_eq!(
        s.buttons,
        [
            "앞면",
            "뒷면",
            "여러 개 입력…",
            "마지막 던지기 취소",
            "그만두기…"
        ]
    );
    assert!(
        s.fields.contains(&"지금까지 던진 것".to_owned()),
        "{:?}",
        s.fields
    );
    assert!(
        s.record
            .contains("어두운 빈 칸을 왼쪽부터 세세요: a1 c1 e1 g1."),
        "{}",
        s.record
    );
}

/// A refusal the person can put right comes in their language too: a face
/// the die does not have, throws that run out, a record that is not there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_are_in_the_persons_language() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let typed = |locale: &str, rolls: &str| {
        let mut c = command(
            "random",
            json!([
                opt("variant", 3, json!("chess960")),
                opt("rolls", 3, json!(rolls))
            ]),
            "t",
        );
        c["locale"] = json!(locale);
        c
    };
    let refusal = |payload: &Value| {
        assert_eq!(payload["data"]["flags"], 64, "{payload}");
        payload["data"]["content"].as_str().unwrap().to_owned()
    };
    // (locale, a face a d6 lacks, throws that run out at the queen)
    let cases = [
        (
            "en-US",
            "⚠️ `rolls`: face 2 ('7'): 7 is not a face of a d6: use a number from 1 to 6",
            "⚠️ ran out of faces at step 3 (queen): throw a d6 next, then add it to `rolls`",
        ),
        (
            "de",
            "⚠️ `rolls`: Wurf 2 („7“): 7 ist keine Seite eines d6: nimm eine Zahl von 1 bis 6",
            "⚠️ die Würfe reichen nur bis Schritt 3 (Dame): als Nächstes einen d6 würfeln, dann \
             bei `rolls` anhängen",
        ),
        (
            "fr",
            "⚠️ `rolls` : face 2 (« 7 ») : 7 n'est pas une face d'un d6 : utilisez un nombre de 1 \
             à 6",
            "⚠️ plus de faces à l'étape 3 (dame) : lancez ensuite un d6, puis ajoutez-le à `rolls`",
        ),
        (
            "es-419",
            "⚠️ `rolls`: cara 2 («7»): 7 no es una cara de un d6: usa un número del 1 al 6",
            "⚠️ se acabaron las caras en el paso 3 (dama): ahora tira un d6, y añádelo a `rolls`",
        ),
        (
            "ko",
            "⚠️ `rolls`: 2번째 면('7'): 7은(는) d6의 면이 아닙니다. 쓸 수 있는 것: 1부터 6까지의 수",
            "⚠️ 3단계(퀸)에서 면이 모자랍니다: 다음에 d6를 던지세요. 그 다음 `rolls`에 추가하세요",
        ),
    ];
    for (locale, bad_face, run_out) in cases {
        assert_eq!(refusal(&ask(&url, &typed(locale, "2 7")).await), bad_face);
        assert_eq!(refusal(&ask(&url, &typed(locale, "2 1")).await), run_out);
    }
    let mut unknown = command("random", json!([opt("variant", 3, json!("chess961"))]), "t");
    unknown["locale"] = json!("de");
    assert!(
        refusal(&ask(&url, &unknown).await).starts_with(
            "⚠️ unbekannte Variante „chess961“ (meintest du chess960?): die Varianten"
        ),
    );
    let mut record = command("record", json!([opt("id", 4, json!(99))]), "t");
    record["locale"] = json!("es-ES");
    assert!(
        refusal(&ask(&url, &record).await).starts_with("⚠️ aquí no hay ningún registro n.º 99:"),
    );
}

/// `/variants` and `/fairness` in the reader's language; the variants'
/// and methods' own names stay as they are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalogue_and_its_audits_are_in_the_persons_language() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let mut variants = command("variants", json!([]), "t");
    variants["locale"] = json!("de");
    let got = ask(&url, &variants).await;
    let embed = &got["data"]["embeds"][0];
    assert_eq!(embed["title"], "Varianten", "{got}");
    let chess960 = embed["fields"][0]["value"].as_str().unwrap();
    assert!(chess960.contains("960 Stellungen"), "{chess960}");
    assert!(chess960.contains("Verfahren: **"), "{chess960}");
    let mut fairness = command(
        "fairness",
        json!([opt("variant", 3, json!("chess960"))]),
        "t",
    );
    fairness["locale"] = json!("fr");
    let got = ask(&url, &fairness).await;
    let embed = &got["data"]["embeds"][0];
    assert!(
        embed["title"]
            .as_str()
            .unwrap()
            .starts_with("Équité · chess960"),
        "{got}"
    );
    let names: Vec<&str> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Positions",
            "Uniforme",
            "Lancers attendus",
            "Borne inférieure",
            "Chemins parcourus"
        ]
    );
    assert!(
        embed["fields"][1]["value"]
            .as_str()
            .unwrap()
            .starts_with("oui : chaque position")
    );
}

/// `/variants` writes a count in the thousands as the reader's language
/// groups digits (CLDR): CRC's 21,836 positions are "21.836 Stellungen",
/// which a German reader never takes for 21.8.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn big_counts_are_grouped_as_the_persons_language_writes_them() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    for (locale, count) in [
        ("en-US", "21,836 positions"),
        ("de", "21.836 Stellungen"),
        ("fr", "21\u{202f}836 positions"),
        ("es-ES", "21.836 posiciones"),
        ("ko", "배치 21,836가지"),
    ] {
        let mut variants = command("variants", json!([]), "t");
        variants["locale"] = json!(locale);
        let got = ask(&url, &variants).await;
        let lines: Vec<&str> = got["data"]["embeds"][0]["fields"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["value"].as_str().unwrap())
            .collect();
        assert!(
            lines.iter().any(|l| l.contains(count)),
            "{locale}: {lines:?}"
        );
    }
}

/// `/daily`'s replies to whoever manages the schedules, in their language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn daily_replies_are_in_the_managers_language() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let mut set = subcommand(
        "daily",
        "set",
        json!([
            opt("channel", 7, json!("700")),
            opt("time", 3, json!("18:30")),
            opt("timezone", 3, json!("Europe/Berlin")),
            opt("variants", 3, json!("chess960, crc")),
            opt("thread", 5, json!(true))
        ]),
    );
    set["locale"] = json!("de");
    let got = ask(&url, &set).await;
    let text = got["data"]["content"].as_str().unwrap();
    assert!(
        text.starts_with(
            "✅ Tägliche Herausforderung eingerichtet. <#700> jeden Tag um 18:30 \
             Europe/Berlin: chess960, crc der Reihe nach, mit einem Thread zu jedem Beitrag. \
             Nächster: <t:"
        ),
        "{got}"
    );
    let mut show = subcommand("daily", "show", json!([]));
    show["locale"] = json!("ko");
    let got = ask(&url, &show).await;
    assert_eq!(got["data"]["embeds"][0]["title"], "매일 도전", "{got}");
    let mut off = subcommand("daily", "off", json!([opt("channel", 7, json!("701"))]));
    off["locale"] = json!("fr");
    let got = ask(&url, &off).await;
    assert_eq!(
        got["data"]["content"],
        "⚠️ il n'y a pas de défi quotidien dans <#701> : `/daily show` les liste",
        "{got}"
    );
}

/// Issue 59: a schedule of one variant said "chess960 in turn", in every
/// language: one variant has no order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schedule_of_one_variant_names_no_order() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    for (locale, said) in [
        ("en-US", "<#700> every day at 18:30 UTC: chess960. "),
        ("de", "<#700> jeden Tag um 18:30 UTC: chess960. "),
        ("es-ES", "<#700> cada día a las 18:30 UTC: chess960. "),
        ("fr", "<#700> chaque jour à 18:30 UTC : chess960. "),
        ("ko", "<#700> 매일 18:30 UTC: chess960. "),
    ] {
        let mut set = subcommand(
            "daily",
            "set",
            json!([
                opt("channel", 7, json!("700")),
                opt("time", 3, json!("18:30")),
                opt("timezone", 3, json!("UTC")),
                opt("variants", 3, json!("chess960"))
            ]),
        );
        set["locale"] = json!(locale);
        let got = ask(&url, &set).await;
        let text = got["data"]["content"].as_str().unwrap_or_default();
        assert!(text.contains(said), "{locale}: {got}");
    }
}

/// What people type into options is refused in their language too: a
/// position number out of range, a width, a time of day, a time zone, an
/// event that is not there, and a setting changed by someone who may not;
/// each changes nothing. (A replay code's slip is deferred work, so the
/// CLI's test checks it.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_people_type_is_refused_in_their_language() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let refused = |payload: &Value| {
        assert_eq!(payload["data"]["flags"], 64, "{payload}");
        payload["data"]["content"].as_str().unwrap().to_owned()
    };
    let from = |mut cmd: Value, locale: &str| {
        cmd["locale"] = json!(locale);
        cmd
    };
    let number = command(
        "position",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("number", 4, json!(960))
        ]),
        "t",
    );
    assert_eq!(
        refused(&ask(&url, &from(number, "ko")).await),
        "⚠️ chess960에는 960번 배치가 없습니다: 0부터 959까지 쓰세요"
    );
    let width = subcommand("prefs", "set", json!([opt("width", 4, json!(10))]));
    assert_eq!(
        refused(&ask(&url, &from(width, "fr")).await),
        "⚠️ `width` doit aller de 160 à 2048, pas 10"
    );
    let show = subcommand("prefs", "show", json!([]));
    let shown = ask(&url, &from(show, "fr")).await.to_string();
    assert!(!shown.contains("10 px"), "{shown}");
    let daily_at = |time: &str, zone: &str| {
        subcommand(
            "daily",
            "set",
            json!([
                opt("channel", 7, json!("700")),
                opt("time", 3, json!(time)),
                opt("timezone", 3, json!(zone)),
                opt("variants", 3, json!("chess960"))
            ]),
        )
    };
    let time = daily_at("25:99", "Europe/Madrid");
    assert_eq!(
        refused(&ask(&url, &from(time, "es-ES")).await),
        "⚠️ «25:99» no es una hora: escríbela en formato de 24 horas, HH:MM, como 18:30"
    );
    let zone = daily_at("18:30", "Europe/Berlinn");
    // The nearest names come from the time zone database, so only the
    // first is pinned; the choices are joined as German joins them.
    let zone = refused(&ask(&url, &from(zone, "de")).await);
    assert!(
        zone.starts_with("⚠️ „Europe/Berlinn“ ist kein Zeitzonenname: meintest du Europe/Berlin")
            && zone.ends_with('?')
            && zone.contains(" oder "),
        "{zone}"
    );
    let schedules = ask(&url, &from(subcommand("daily", "show", json!([])), "en-US")).await;
    assert!(
        schedules.to_string().contains("No daily challenges yet"),
        "{schedules}"
    );
    let next = subcommand("event", "next", json!([opt("name", 3, json!("Nope"))]));
    assert_eq!(
        refused(&ask(&url, &from(next, "es-419")).await),
        "⚠️ este servidor no tiene ningún evento llamado «Nope»: empieza uno con `/event start`"
    );
    let mut not_manager = subcommand("settings", "set", json!([opt("variant", 3, json!("crc"))]));
    not_manager["member"]["permissions"] = json!("0");
    assert_eq!(
        refused(&ask(&url, &from(not_manager, "ko")).await),
        "⚠️ 서버 관리 권한(또는 서버의 관리자 역할)이 있는 멤버만 `/settings`을(를) 쓸 수 \
         있습니다"
    );
    let settings = ask(
        &url,
        &from(subcommand("settings", "show", json!([])), "en-US"),
    )
    .await;
    assert!(!settings.to_string().contains("crc"), "{settings}");
}
