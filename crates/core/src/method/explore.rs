//! Walking every path of a procedure's choice tree, exactly once each.
//!
//! A procedure is ordinary code, so it cannot be paused and forked. Instead
//! each path is one run: the [`PathChooser`] answers from a prefix of
//! choices and takes the first option past it; after the run, the last
//! choice that has a next option is stepped (like an odometer) and the rest
//! dropped. Runs that stop early (a target mismatch) are stepped at the
//! choice where they stopped, which prunes the subtree.

use std::ops::ControlFlow;

use backrank_entropy::Die;

use crate::method::{Ask, Chooser, Stop, Technique};

/// Answers choices from a prefix, then with the first option.
pub struct PathChooser {
    device: Die,
    choices: Vec<u32>,
    asks: Vec<(u32, Technique)>,
}

impl PathChooser {
    /// The choices made on this path, counted from 0.
    pub fn choices(&self) -> &[u32] {
        &self.choices
    }

    /// For each choice: how many options it had, and the technique asked for.
    pub fn asks(&self) -> &[(u32, Technique)] {
        &self.asks
    }

    /// The path as one mixed-radix number, first choice least significant.
    pub fn as_number(&self) -> u64 {
        self.choices
            .iter()
            .zip(&self.asks)
            .rev()
            .fold(0, |n, (&c, &(k, _))| n * u64::from(k) + u64::from(c))
    }
}

impl Chooser for PathChooser {
    fn device(&self) -> Die {
        self.device
    }

    fn choose(&mut self, ask: &Ask<'_>) -> Result<u32, Stop> {
        let pos = self.asks.len();
        self.asks.push((ask.k, ask.technique));
        if pos == self.choices.len() {
            self.choices.push(0);
        }
        Ok(self.choices[pos])
    }
}

/// Runs `run` once for every path of its choice tree (with `device` behind
/// the choices), handing each finished or stopped run to `visit`.
pub fn explore<T>(
    device: Die,
    mut run: impl FnMut(&mut PathChooser) -> Result<T, Stop>,
    mut visit: impl FnMut(&PathChooser, Result<T, Stop>) -> ControlFlow<()>,
) {
    let mut prefix = Vec::new();
    // Reused from run to run: the audit walks hundreds of thousands of paths.
    let mut asks = Vec::new();
    loop {
        asks.clear();
        let mut path = PathChooser {
            device,
            choices: prefix,
            asks,
        };
        let result = run(&mut path);
        // A run that stopped early made fewer choices than its prefix held.
        path.choices.truncate(path.asks.len());
        if visit(&path, result).is_break() {
            return;
        }
        prefix = path.choices;
        loop {
            let depth = prefix.len();
            let Some(last) = prefix.last_mut() else {
                return;
            };
            if *last + 1 < path.asks[depth - 1].0 {
                *last += 1;
                break;
            }
            prefix.pop();
        }
        asks = path.asks;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    fn ask(ch: &mut dyn Chooser, k: u32) -> u32 {
        ch.choose(&Ask {
            k,
            technique: Technique::Efficient,
            side: Color::White,
            title: &crate::i18n::Text::empty(),
            how: &crate::i18n::Text::empty,
            label: &|c| crate::i18n::Text::plain(c.to_string()),
        })
        .unwrap()
    }

    #[test]
    fn every_path_is_visited_once_even_when_the_tree_is_ragged() {
        // The second choice has as many options as the first choice's value
        // plus one, so the paths are (0,0), (1,0), (1,1), (2,0), (2,1), (2,2).
        let mut seen = Vec::new();
        explore(
            Die::D6,
            |ch| {
                let a = ask(ch, 3);
                let b = ask(ch, a + 1);
                Ok((a, b))
            },
            |_, r: Result<(u32, u32), Stop>| {
                seen.push(r.unwrap());
                ControlFlow::Continue(())
            },
        );
        assert_eq!(seen, [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2)]);
    }

    #[test]
    fn a_stopped_run_prunes_its_subtree() {
        let mut visits = 0;
        explore(
            Die::D6,
            |ch| {
                let a = ask(ch, 4);
                if a != 2 {
                    return Err(Stop::Mismatch);
                }
                Ok(ask(ch, 1000))
            },
            |_, _: Result<u32, Stop>| {
                visits += 1;
                ControlFlow::Continue(())
            },
        );
        assert_eq!(visits, 3 + 1000);
    }

    #[test]
    fn paths_read_as_mixed_radix_numbers() {
        let mut numbers = Vec::new();
        explore(
            Die::D6,
            |ch| {
                ask(ch, 4);
                ask(ch, 3);
                Ok(())
            },
            |p, _| {
                numbers.push(p.as_number());
                ControlFlow::Continue(())
            },
        );
        let mut sorted = numbers.clone();
        sorted.sort();
        assert_eq!(sorted, (0..12).collect::<Vec<_>>());
        assert_eq!(
            &numbers[..3],
            [0, 4, 8],
            "the first choice is the lowest digit"
        );
    }
}
