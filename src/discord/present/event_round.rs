//! What a revealed round says under its heading: when its play starts,
//! what decided it (its seed and commitment, or its beacon round and
//! signature) and the lines that redo and check it, a fact a line, from
//! the round's view.

use std::sync::Arc;

use crate::app::App;
use crate::app::drawing::Look;
use crate::app::error::AppError;
use crate::app::event::round::Revealed;
use crate::app::play::game::Occasion;
use crate::app::view::Fact;
use crate::app::view::round::RoundView;
use crate::app::visibility::Visibility;
use crate::discord::limits;
use crate::discord::present::event_view::variant_file;
use crate::discord::present::roll::view_message;
use crate::discord::reply::File;
use crate::discord::reply::Reply;
use crate::i18n::{Lang, t_with};

/// A fact as a line, a code in a code span so it copies whole.
fn fact_line(f: &Fact, lang: Lang) -> String {
    let value = if f.is_code() {
        format!("`{}`", f.value)
    } else {
        f.value.clone()
    };
    t_with(
        lang,
        msg!("fact-line"),
        &[("label", f.name(lang).into()), ("value", value.into())],
    )
}

/// The lines under a revealed round's heading, codes in code spans so they
/// copy whole, in at most `room` characters: when they do not fit (a
/// check line carrying a long list of positions left out, and of the
/// earlier rounds'), the check line is attached whole as a shell script,
/// and the line printed is the one that runs it. A printed line is never
/// cut, so it always runs as printed.
pub fn proof_lines(r: &RoundView, room: usize) -> (Vec<String>, Option<File>) {
    fitted(&r.proof, r.lang, r.round, room)
}

/// [`proof_lines`] of round `round`'s `proof`, in `lang`.
fn fitted(proof: &[Fact], lang: Lang, round: i64, room: usize) -> (Vec<String>, Option<File>) {
    let lines: Vec<String> = proof.iter().map(|f| fact_line(f, lang)).collect();
    let length = |lines: &[String]| lines.iter().map(|l| l.chars().count() + 1).sum::<usize>();
    let check = proof.iter().position(|f| f.label == msg!("round-check"));
    let (Some(at), true) = (check, length(&lines) > room) else {
        return (lines, None);
    };
    let name = format!("check-round-{round}.sh");
    let command = format!("sh {name}");
    let mut fitted = lines;
    fitted[at] = t_with(
        lang,
        msg!("event-check-attached"),
        &[
            ("label", proof[at].name(lang).into()),
            ("command", command.into()),
            ("file", name.as_str().into()),
        ],
    );
    let file = File {
        bytes: format!("#!/bin/sh\n{}\n", proof[at].value).into_bytes(),
        description: Some(proof[at].value.chars().take(ALT_TEXT).collect()),
        name,
    };
    (fitted, Some(file))
}

/// An attachment's alt text, at most (Discord's limit).
const ALT_TEXT: usize = crate::discord::limits::ALT_TEXT;

/// When the round's play starts, as Discord timestamps each reader sees in
/// their own time zone; none without study time.
pub fn play_line(r: &RoundView) -> Option<String> {
    let play = r.play?;
    let (time, relative) = play.discord();
    Some(t_with(
        r.lang,
        msg!("event-play-starts"),
        &[
            ("minutes", play.minutes.into()),
            ("time", time.into()),
            ("relative", relative.into()),
        ],
    ))
}

/// A revealed round's message: its board, the proof and how to check
/// it, its variant's file when it is a server's own, and "Play on
/// lichess" when the server offers it (`lichess`).
pub async fn round_message(
    app: &App,
    revealed: &Revealed,
    lichess: bool,
    lang: Lang,
) -> Result<Reply, AppError> {
    let e = &revealed.event.event;
    let view = app.views().round(revealed, lang);
    // The event's board for everyone: the server's look, in the
    // arbiter's language.
    let look = Look {
        lang,
        ..app.boards().default_look()
    };
    let mut lines = vec![t_with(
        lang,
        msg!("event-round"),
        &[
            ("name", view.name.as_str().into()),
            ("round", view.round.into()),
            ("rounds", view.rounds.into()),
            ("position", view.roll.heading.as_str().into()),
        ],
    )];
    lines.extend(play_line(&view));
    let play = lichess.then_some(Occasion::Round {
        event: revealed.event.id,
        round: u32::try_from(view.round).unwrap_or(0),
    });
    let roll = Arc::new(view.roll.clone());
    let mut reply = view_message(app, roll, None, play, Visibility::Public, &look).await?;
    // What the message holds besides the proof: its heading, and what
    // the roll's message already says.
    let taken = lines.iter().map(|l| l.chars().count() + 1).sum::<usize>()
        + reply
            .content
            .as_deref()
            .map_or(0, |c| c.chars().count() + 1);
    let (proof, check) = proof_lines(&view, limits::CONTENT.saturating_sub(taken));
    lines.extend(proof);
    reply.headline(lines.join("\n"));
    reply.files.extend(variant_file(app, e, lang).await?);
    reply.files.extend(check);
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round whose lines fit is printed as it is; one whose check line
    /// would not fit prints the line that runs it from the attached file,
    /// which holds the whole check line, and fits.
    #[test]
    fn a_check_line_too_long_for_the_message_is_attached_whole() {
        let check = format!(
            "backrank verify-event --event Cup --round 3 --exclude {}",
            (0..400)
                .map(|n| (n * 7).to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        let proof = [
            Fact::code(msg!("round-seed"), "ab".repeat(32)),
            Fact::code(msg!("round-check"), check.clone()),
        ];
        let (lines, file) = fitted(&proof, Lang::En, 3, 10_000);
        assert!(
            file.is_none() && lines[1] == format!("Check it: `{check}`"),
            "{lines:?}"
        );

        let (lines, file) = fitted(&proof, Lang::En, 3, 1_000);
        let file = file.expect("the check attached");
        assert_eq!(file.name, "check-round-3.sh");
        assert_eq!(
            String::from_utf8(file.bytes).unwrap(),
            format!("#!/bin/sh\n{check}\n")
        );
        assert!(
            lines[1].starts_with("Check it: `sh check-round-3.sh`"),
            "{lines:?}"
        );
        assert!(lines.iter().map(|l| l.chars().count() + 1).sum::<usize>() <= 1_000);
        assert_eq!(lines[0], format!("Seed: `{}`", "ab".repeat(32)));
    }
}
