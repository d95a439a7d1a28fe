//! Who comes to a night: the answers on its announcement in the order
//! they came, the places it has, and at the start those Discord counts
//! as "Interested".
//!
//! The first `places` of those coming have a place and the rest wait in
//! the order they answered; someone who drops out gives their place to the
//! first who waits. An answer on the announcement always wins over
//! Discord's "Interested" (a person who pressed "Can't come" is not
//! counted because Discord still shows them interested).

use crate::store::{Answer, MeetupAnswer};

/// A night's people, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attendance {
    /// Those with a place, in the order they answered.
    pub coming: Vec<u64>,
    /// Those past the cap, in the order they wait.
    pub waiting: Vec<u64>,
    pub maybe: Vec<u64>,
    pub cannot: Vec<u64>,
    /// The night's cap, if it has one.
    pub places: Option<i64>,
}

impl Attendance {
    /// The attendance `answers` (in the order they came) make under a cap.
    #[must_use]
    pub fn of(answers: &[MeetupAnswer], places: Option<i64>) -> Attendance {
        let mut sorted: Vec<&MeetupAnswer> = answers.iter().collect();
        sorted.sort_by_key(|a| a.seq);
        let cap = places.and_then(|p| usize::try_from(p).ok());
        let mut list = Attendance {
            places,
            ..Attendance::default()
        };
        for a in sorted {
            match a.answer {
                Answer::Coming if cap.is_none_or(|c| list.coming.len() < c) => {
                    list.coming.push(a.user_id);
                }
                Answer::Coming => list.waiting.push(a.user_id),
                Answer::Maybe => list.maybe.push(a.user_id),
                Answer::Cannot => list.cannot.push(a.user_id),
            }
        }
        list
    }

    /// Those who have a place now and had none in `before`: moved up from
    /// the waiting list when someone dropped out.
    #[must_use]
    pub fn moved_up_since(&self, before: &Attendance) -> Vec<u64> {
        self.coming
            .iter()
            .copied()
            .filter(|u| before.waiting.contains(u))
            .collect()
    }

    /// The players at the start: those with a place, then those Discord
    /// shows "Interested" who gave no answer here (by id, so the order
    /// Discord lists them in changes nothing), while places remain. Those
    /// still waiting after that stay out.
    #[must_use]
    pub fn players(&self, interested: &[u64]) -> Vec<u64> {
        let answered = |u: &u64| {
            self.coming.contains(u)
                || self.waiting.contains(u)
                || self.maybe.contains(u)
                || self.cannot.contains(u)
        };
        let mut extra: Vec<u64> = interested
            .iter()
            .copied()
            .filter(|u| !answered(u))
            .collect();
        extra.sort_unstable();
        extra.dedup();
        let mut players = self.coming.clone();
        let cap = self.places.and_then(|p| usize::try_from(p).ok());
        for u in extra {
            if cap.is_some_and(|c| players.len() >= c) {
                break;
            }
            players.push(u);
        }
        players
    }

    /// Everyone who said they come, with a place or waiting: whom a
    /// reminder mentions.
    #[must_use]
    pub fn said_coming(&self) -> Vec<u64> {
        self.coming.iter().chain(&self.waiting).copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answered(list: &[(u64, Answer)]) -> Vec<MeetupAnswer> {
        list.iter()
            .zip(1..)
            .map(|(&(user_id, answer), seq)| MeetupAnswer {
                user_id,
                answer,
                seq,
                at: seq,
            })
            .collect()
    }

    #[test]
    fn those_past_the_cap_wait_in_order_and_move_up_when_one_drops_out() {
        let mut answers: Vec<(u64, Answer)> = (1..=11).map(|u| (u, Answer::Coming)).collect();
        let before = Attendance::of(&answered(&answers), Some(8));
        assert_eq!(before.coming, (1..=8).collect::<Vec<_>>());
        assert_eq!(before.waiting, vec![9, 10, 11]);
        // Player 3 can't come after all: their answer goes to the end.
        answers.push((3, Answer::Cannot));
        answers.remove(2);
        let after = Attendance::of(&answered(&answers), Some(8));
        assert_eq!(after.coming, vec![1, 2, 4, 5, 6, 7, 8, 9]);
        assert_eq!(after.waiting, vec![10, 11]);
        assert_eq!(after.cannot, vec![3]);
        assert_eq!(after.moved_up_since(&before), vec![9]);
    }

    #[test]
    fn discords_interested_fill_the_places_left_but_never_override_an_answer() {
        let answers = answered(&[(5, Answer::Coming), (6, Answer::Cannot), (7, Answer::Maybe)]);
        let list = Attendance::of(&answers, Some(3));
        // 6 said they cannot come; 7 said maybe: neither is made a player.
        assert_eq!(list.players(&[9, 6, 8, 7, 9, 1]), vec![5, 1, 8]);
        let open = Attendance::of(&answers, None);
        assert_eq!(open.players(&[9, 6, 8]), vec![5, 8, 9]);
    }
}
