//! A witnessed roll-along: the people named take turns throwing (Carrillo:
//! "Players are allowed to alternate turns rolling the dice"). Throw k
//! (from 0) belongs to `players[k mod n]`; only that player enters it, only
//! the player who made the last throw may undo it, and any player may
//! cancel. The record names who threw what.

use backrank_entropy::Face;

use super::buttons::Press;
use crate::app::error::AppError;
use crate::core::text::faces_text;
use crate::i18n::{Lang, Text, t_with};

/// At most this many people besides the starter: a table, not a crowd.
pub(super) const MAX_WITNESSES: usize = 5;

/// How a message names a person: a mention, which Discord shows as their
/// name without pinging them (the bot allows no pings).
pub(super) fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// The players in turn order: the starter first, then each person named in
/// `witnesses` (mentions, as Discord writes `@name` in an option, or bare
/// ids), each once.
pub(super) fn players(starter: u64, witnesses: &str) -> Result<Vec<u64>, AppError> {
    let mut players = vec![starter];
    for word in witnesses
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .flat_map(split_mentions)
    {
        let user = person(word)?;
        if !players.contains(&user) {
            players.push(user);
        }
    }
    if players.len() < 2 {
        return Err(Text::msg(msg!("error-witnesses-none")).into());
    }
    if players.len() > MAX_WITNESSES + 1 {
        return Err(Text::msg(msg!("error-witnesses-too-many"))
            .with("count", players.len() - 1)
            .with("most", MAX_WITNESSES)
            .into());
    }
    Ok(players)
}

/// `<@1><@2>` (mentions picked one after another) as two words.
fn split_mentions(word: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = word;
    while let Some(end) = rest.find('>').filter(|_| rest.starts_with('<')) {
        parts.push(&rest[..=end]);
        rest = &rest[end + 1..];
    }
    if !rest.is_empty() {
        parts.push(rest);
    }
    parts
}

/// One person: `<@id>`, `<@!id>` or a bare id.
fn person(word: &str) -> Result<u64, AppError> {
    let shown: String = word.chars().take(40).collect();
    if word.starts_with("<@&") {
        return Err(Text::msg(msg!("error-witness-role"))
            .with("shown", shown)
            .into());
    }
    let id = word
        .strip_prefix("<@")
        .and_then(|w| w.strip_suffix('>'))
        .map_or(word, |w| w.trim_start_matches('!'));
    match id.parse::<u64>() {
        Ok(user) if user > 0 => Ok(user),
        _ => Err(Text::msg(msg!("error-witness-not-a-person"))
            .with("shown", shown)
            .into()),
    }
}

/// Whose throw comes after `made` throws.
pub(super) fn turn(players: &[u64], made: usize) -> Option<u64> {
    (!players.is_empty()).then(|| players[made % players.len()])
}

/// The turn order, as the step message shows it: `<@1> → <@2>`.
pub(super) fn order(players: &[u64]) -> String {
    players
        .iter()
        .map(|&p| mention(p))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// Whether `user` may make `press` after `made` throws of a witnessed
/// roll-along.
pub(super) fn may_press(
    players: &[u64],
    made: usize,
    press: &Press,
    user: u64,
) -> Result<(), AppError> {
    if !players.contains(&user) {
        return Err(Text::msg(msg!("error-not-a-player"))
            .with("order", order(players))
            .into());
    }
    match press {
        Press::Cancel | Press::CancelConfirmed | Press::KeepRolling => Ok(()),
        Press::Undo => match made.checked_sub(1).and_then(|last| turn(players, last)) {
            Some(last) if last != user => Err(Text::msg(msg!("error-undo-not-yours"))
                .with("player", mention(last))
                .into()),
            _ => Ok(()),
        },
        Press::Face(_) | Press::Typed(_) | Press::OpenForm => match turn(players, made) {
            Some(next) if next != user => Err(Text::msg(msg!("error-not-your-turn"))
                .with("player", mention(next))
                .with("order", order(players))
                .into()),
            _ => Ok(()),
        },
    }
}

/// A typed entry in a witnessed roll-along: one throw, the typist's own.
pub(super) fn one_typed(faces: &[Face]) -> Result<(), AppError> {
    if faces.len() == 1 {
        return Ok(());
    }
    Err(Text::msg(msg!("error-one-face-only"))
        .with("count", faces.len())
        .into())
}

/// Who threw what, one line per player: each player's faces in the order
/// thrown, cut after `most` faces so the message keeps its key facts.
pub(super) fn who_threw_what(players: &[u64], faces: &[Face], most: usize, lang: Lang) -> String {
    players
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let theirs: Vec<Face> = faces
                .iter()
                .skip(i)
                .step_by(players.len())
                .copied()
                .collect();
            let player = ("player", mention(p).into());
            if theirs.is_empty() {
                return t_with(lang, msg!("along-no-throws"), &[player]);
            }
            let shown = (
                "faces",
                faces_text(&theirs[..theirs.len().min(most)]).into(),
            );
            let count = ("count", theirs.len().into());
            match theirs.len().saturating_sub(most) {
                0 => t_with(lang, msg!("along-threw"), &[player, shown, count]),
                more => t_with(
                    lang,
                    msg!("along-threw-more"),
                    &[player, shown, ("more", more.into()), count],
                ),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use backrank_entropy::Die;

    fn refused(r: Result<(), AppError>) -> String {
        match r {
            Err(AppError::Input(t)) => t.to_string(),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn witnesses_are_read_from_mentions_in_order_each_once() {
        assert_eq!(players(1, "<@2> <@!3>").unwrap(), [1, 2, 3]);
        assert_eq!(players(1, "<@2><@3>, 4 <@1> <@2>").unwrap(), [1, 2, 3, 4]);
        let role = players(1, "<@&9>").unwrap_err().to_string();
        assert!(
            role.contains("'<@&9>'") && role.contains("is a role"),
            "{role}"
        );
        let word = players(1, "<@2> bob").unwrap_err().to_string();
        assert!(word.contains("'bob'") && word.contains("type @"), "{word}");
        let alone = players(1, "<@1>").unwrap_err().to_string();
        assert!(alone.contains("at least one other person"), "{alone}");
        let crowd = players(1, "2 3 4 5 6 7").unwrap_err().to_string();
        assert!(
            crowd.contains("names 6 people") && crowd.contains("at most 5"),
            "{crowd}"
        );
        assert_eq!(players(1, "2 3 4 5 6").unwrap().len(), 6);
    }

    #[test]
    fn turns_go_round_and_only_the_last_thrower_undoes() {
        let p = [1, 2];
        let face = Press::Face("3".into());
        may_press(&p, 0, &face, 1).unwrap();
        let early = refused(may_press(&p, 0, &face, 2));
        assert!(early.contains("it is <@1>'s throw"), "{early}");
        may_press(&p, 1, &face, 2).unwrap();
        may_press(&p, 2, &face, 1).unwrap();
        may_press(&p, 3, &Press::Undo, 1).unwrap();
        assert!(refused(may_press(&p, 3, &Press::Undo, 2)).contains("only <@1>"));
        may_press(&p, 3, &Press::Cancel, 2).unwrap();
        let stranger = refused(may_press(&p, 1, &Press::Cancel, 7));
        assert!(stranger.contains("<@1> → <@2>"), "{stranger}");
    }

    #[test]
    fn who_threw_what_follows_the_turns() {
        let faces: Vec<Face> = [2, 1, 3, 1, 1]
            .iter()
            .map(|&v| Face::new(Die::D6, v).unwrap())
            .collect();
        assert_eq!(
            who_threw_what(&[1, 2], &faces, 10, Lang::En),
            "<@1> threw 2 3 1 (3 in all)\n<@2> threw 1 1 (2 in all)"
        );
        assert_eq!(
            who_threw_what(&[1, 2, 3], &faces[..1], 1, Lang::En),
            "<@1> threw 2 (1 in all)\n<@2>: no throws\n<@3>: no throws"
        );
        assert!(
            who_threw_what(&[1, 2], &faces, 2, Lang::En)
                .starts_with("<@1> threw 2 3 … and 1 more (3 in all)")
        );
    }
}
