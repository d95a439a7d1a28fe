//! One side's row under construction, with the placement moves that every
//! hand procedure is made of.

use crate::core::board::{Color, Role, Square, SquareColour};
use crate::core::method::chooser::{Ask, Chooser, Note, Stop};
use crate::core::method::rule::Technique;
use crate::core::text::{capitalize, ordinal};
use crate::core::variant::{SideGeometry, Variant, Violation};

/// Which empty squares a piece may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Among {
    /// Any empty square.
    Empty,
    /// Empty squares of one colour.
    Colour(SquareColour),
    /// Empty squares but the first and the last (Carrillo 4.2: the king
    /// keeps a square for a rook on each side).
    Inner,
    /// Empty squares left of the first `Role` in the row.
    LeftOf(Role),
    /// Empty squares right of the first `Role` in the row.
    RightOf(Role),
    /// Korean Random: the squares left of the general.
    LeftHalf,
    /// Korean Random: the squares right of the general.
    RightHalf,
}

/// The most squares a row has (a variant file's board is at most 12
/// files wide).
pub const MAX_CELLS: usize = 12;

/// A few cells, left to right, kept on the stack: the exact audit makes
/// millions of placements and must not allocate for each.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cells {
    idx: [usize; MAX_CELLS],
    len: usize,
}

impl Cells {
    fn push(&mut self, i: usize) {
        self.idx[self.len] = i;
        self.len += 1;
    }
}

impl std::ops::Deref for Cells {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.idx[..self.len]
    }
}

impl FromIterator<usize> for Cells {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Cells {
        let mut c = Cells::default();
        for i in iter {
            c.push(i);
        }
        c
    }
}

/// The row being built for one side, in that side's counting order.
pub struct Table<'g> {
    variant: Variant,
    geo: &'g SideGeometry,
    cells: [Option<Role>; MAX_CELLS],
    len: usize,
    technique: Technique,
    /// When searching for a known row (encoding a position number), each
    /// placement is checked against it so wrong branches stop at once.
    target: Option<&'g [Role]>,
}

impl<'g> Table<'g> {
    pub fn new(variant: Variant, geo: &'g SideGeometry, technique: Technique) -> Table<'g> {
        Table {
            variant,
            geo,
            cells: [None; MAX_CELLS],
            len: geo.len().min(MAX_CELLS),
            technique,
            target: None,
        }
    }

    /// A table whose placements must agree with `target`.
    pub fn aiming_at(variant: Variant, geo: &'g SideGeometry, target: &'g [Role]) -> Table<'g> {
        Table {
            target: Some(target),
            ..Table::new(variant, geo, Technique::Efficient)
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn side(&self) -> Color {
        self.geo.color
    }

    pub fn technique(&self) -> Technique {
        self.technique
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn cell(&self, i: usize) -> Option<Role> {
        self.cells[i]
    }

    pub fn square(&self, i: usize) -> Square {
        self.geo.squares[i]
    }

    pub fn colour(&self, i: usize) -> SquareColour {
        self.geo.colour(i)
    }

    /// The first cell holding `role`.
    pub fn find(&self, role: Role) -> Option<usize> {
        self.cells[..self.len].iter().position(|&c| c == Some(role))
    }

    /// Every cell holding `role`, left to right.
    pub fn find_all(&self, role: Role) -> Vec<usize> {
        (0..self.len())
            .filter(|&i| self.cells[i] == Some(role))
            .collect()
    }

    /// Cells of the given colour, empty or not, left to right.
    pub fn of_colour(&self, colour: SquareColour) -> Vec<usize> {
        (0..self.len())
            .filter(|&i| self.colour(i) == colour)
            .collect()
    }

    /// The empty cells `among` allows, left to right.
    pub fn candidates(&self, among: Among) -> Cells {
        let empty: Cells = (0..self.len())
            .filter(|&i| self.cells[i].is_none())
            .collect();
        let split = self.geo.halves.unwrap_or(self.len() / 2);
        let keep = |f: &dyn Fn(usize) -> bool| -> Cells {
            empty.iter().copied().filter(|&i| f(i)).collect()
        };
        match among {
            Among::Empty => empty,
            Among::Colour(c) => keep(&|i| self.colour(i) == c),
            Among::Inner if empty.len() >= 2 => empty[1..empty.len() - 1].iter().copied().collect(),
            Among::Inner => Cells::default(),
            Among::LeftOf(role) => match self.find(role) {
                Some(p) => keep(&|i| i < p),
                None => Cells::default(),
            },
            Among::RightOf(role) => match self.find(role) {
                Some(p) => keep(&|i| i > p),
                None => Cells::default(),
            },
            Among::LeftHalf => keep(&|i| i < split),
            Among::RightHalf => keep(&|i| i >= split),
        }
    }

    fn names(&self, cells: &[usize]) -> String {
        cells
            .iter()
            .map(|&i| self.square(i).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The counting sentence for a placement, naming the squares.
    fn how(&self, among: Among, cells: &[usize]) -> String {
        let from = self.geo.from_left();
        let names = self.names(cells);
        match among {
            Among::Empty => format!("Count the empty squares {from}: {names}."),
            Among::Colour(c) => format!("Count the empty {} squares {from}: {names}.", c.name()),
            Among::Inner => format!(
                "The king may not take the first or the last empty square; count {from} \
                 starting at the second: {names}."
            ),
            Among::LeftOf(r) => format!("Count the empty squares left of the {r} {from}: {names}."),
            Among::RightOf(r) => {
                format!("Count the empty squares right of the {r} {from}: {names}.")
            }
            Among::LeftHalf => {
                format!("Count the empty squares left of the general {from}: {names}.")
            }
            Among::RightHalf => {
                format!("Count the empty squares right of the general {from}: {names}.")
            }
        }
    }

    /// Puts `role` on cell `i`, checking it against the target if there is
    /// one.
    pub fn set(&mut self, i: usize, role: Role) -> Result<(), Stop> {
        if self.target.is_some_and(|t| t.get(i) != Some(&role)) {
            return Err(Stop::Mismatch);
        }
        self.cells[i] = Some(role);
        Ok(())
    }

    /// Exchanges two cells (relocations, the Pawn Method's bishop move).
    pub fn swap(&mut self, a: usize, b: usize) {
        self.cells.swap(a, b);
    }

    /// The finished row packed into one number, five bits a square (the
    /// piece's letter: within one variant no two pieces share a letter): a
    /// cheap key for counting rows.
    pub fn key(&self) -> Result<u64, Stop> {
        self.cells[..self.len]
            .iter()
            .rev()
            .try_fold(0u64, |key, c| {
                let role = c.ok_or(Stop::Bug("the procedure left a square empty"))?;
                Ok(key << 5 | role.letter_index())
            })
    }

    /// Fills every cell with the standard array (Chess25 starts from it).
    pub fn set_standard(&mut self) {
        for (cell, &role) in self.cells.iter_mut().zip(&self.variant.spec().standard) {
            *cell = Some(role);
        }
    }

    /// Asks for a choice among `k` options, or notes a forced step when there
    /// is only one.
    fn ask(
        &self,
        ch: &mut dyn Chooser,
        k: usize,
        title: &str,
        how: &dyn Fn() -> String,
        label: &dyn Fn(u32) -> String,
    ) -> Result<usize, Stop> {
        match k {
            0 => Err(Stop::Bug("a step had nothing to choose from")),
            1 => {
                ch.note(Note::Forced {
                    side: self.side(),
                    title,
                    text: &|| format!("{} Only one is left: {}.", how(), label(0)),
                });
                Ok(0)
            }
            _ => {
                let k = u32::try_from(k).map_err(|_| Stop::Bug("too many options"))?;
                let ask = Ask {
                    k,
                    technique: self.technique,
                    side: self.side(),
                    title,
                    how,
                    label,
                };
                ch.choose(&ask).map(|c| c as usize)
            }
        }
    }

    /// Places one `role` on a chosen square among `among`.
    pub fn place(
        &mut self,
        ch: &mut dyn Chooser,
        role: Role,
        among: Among,
        title: &str,
    ) -> Result<usize, Stop> {
        let cells = self.candidates(among);
        let i = self.ask(ch, cells.len(), title, &|| self.how(among, &cells), &|c| {
            format!(
                "{}: {}",
                ordinal(u64::from(c) + 1),
                self.square(cells[c as usize])
            )
        })?;
        let cell = cells[i];
        self.set(cell, role)?;
        ch.note(Note::Outcome(&|| {
            format!("{} on {}.", capitalize(role.name()), self.square(cell))
        }));
        Ok(cell)
    }

    /// Places two identical pieces one after the other, each on a chosen
    /// square among `among` ("First knight", then "Second knight").
    pub fn place_two(
        &mut self,
        ch: &mut dyn Chooser,
        role: Role,
        among: Among,
    ) -> Result<(), Stop> {
        let titles = match role {
            Role::Bishop => ["First bishop", "Second bishop"],
            Role::Knight => ["First knight", "Second knight"],
            Role::Rook => ["First rook", "Second rook"],
            _ => ["First piece", "Second piece"],
        };
        for title in titles {
            self.place(ch, role, among, title)?;
        }
        Ok(())
    }

    /// Places two identical pieces on a chosen pair of squares among
    /// `among`, the pairs counted in the order of the Chess960 knight table
    /// (first square leftmost, then second square).
    pub fn place_pair(
        &mut self,
        ch: &mut dyn Chooser,
        role: Role,
        among: Among,
        title: &str,
    ) -> Result<(), Stop> {
        self.place_group(ch, role, 2, among, title)
    }

    /// Places `k` identical pieces on a chosen set of `k` squares among
    /// `among`, the sets counted leftmost first (for two pieces, the order
    /// of the Chess960 knight table). Every choice has the same number of
    /// options whatever came before, which numberings need.
    pub fn place_group(
        &mut self,
        ch: &mut dyn Chooser,
        role: Role,
        k: usize,
        among: Among,
        title: &str,
    ) -> Result<(), Stop> {
        let cells = self.candidates(among);
        let sets = || Combinations::new(cells.len(), k);
        let count = sets().count();
        let squares = |set: &[usize]| {
            let names: Vec<String> = set
                .iter()
                .map(|&i| self.square(cells[i]).to_string())
                .collect();
            join_and(&names)
        };
        let plural = crate::core::method::steps::plural(role.name());
        let how = || {
            // Past a few dozen sets the list stops helping a person.
            let list = if count <= 60 {
                sets()
                    .enumerate()
                    .map(|(i, set)| {
                        let names: Vec<String> = set
                            .iter()
                            .map(|&c| self.square(cells[c]).to_string())
                            .collect();
                        format!("{} = {}", i + 1, names.join("+"))
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            } else {
                "count the sets in dictionary order of their squares".to_owned()
            };
            format!(
                "{} Number the ways to put {} {plural} on them, leftmost first: {list}.",
                self.how(among, &cells),
                crate::core::method::steps::number_word(k),
            )
        };
        let nth = |c: usize| sets().nth(c).unwrap_or_default();
        let i = self.ask(ch, count, title, &how, &|c| {
            format!(
                "{}: {}",
                ordinal(u64::from(c) + 1),
                squares(&nth(c as usize))
            )
        })?;
        let set = nth(i);
        let placed = squares(&set);
        let chosen: Vec<usize> = set.iter().map(|&c| cells[c]).collect();
        for cell in chosen {
            self.set(cell, role)?;
        }
        ch.note(Note::Outcome(&|| {
            format!("{} on {placed}.", capitalize(&plural))
        }));
        Ok(())
    }

    /// A choice among named options that places nothing by itself (which
    /// colour, which piece first, which black pawn).
    pub fn pick(
        &mut self,
        ch: &mut dyn Chooser,
        title: &str,
        how: &str,
        labels: &[&str],
    ) -> Result<usize, Stop> {
        let i = self.ask(ch, labels.len(), title, &|| how.to_owned(), &|c| {
            format!("{}: {}", ordinal(u64::from(c) + 1), labels[c as usize])
        })?;
        ch.note(Note::Outcome(&|| format!("{}.", capitalize(labels[i]))));
        Ok(i)
    }

    /// Fills the empty cells, left to right, with `roles` (no choice left).
    pub fn fill(
        &mut self,
        ch: &mut dyn Chooser,
        roles: &[Role],
        title: &str,
        why: &str,
    ) -> Result<(), Stop> {
        let cells = self.candidates(Among::Empty);
        if cells.len() != roles.len() {
            return Err(Stop::Bug("the pieces left do not match the empty squares"));
        }
        for (&cell, &role) in cells.iter().zip(roles) {
            self.set(cell, role)?;
        }
        ch.note(Note::Forced {
            side: self.side(),
            title,
            text: &|| why.to_owned(),
        });
        ch.note(Note::Outcome(&|| {
            let placed: Vec<String> = cells
                .iter()
                .zip(roles)
                .map(|(&c, r)| format!("{} on {}", r, self.square(c)))
                .collect();
            format!("{}.", capitalize(&placed.join(", ")))
        }));
        Ok(())
    }

    /// Carrillo 4.1 and the Chess960 rule: with three squares left, the king
    /// takes the middle one and the rooks the others.
    pub fn king_between_rooks(&mut self, ch: &mut dyn Chooser) -> Result<(), Stop> {
        self.fill(
            ch,
            &[Role::Rook, Role::King, Role::Rook],
            "King and rooks",
            "Three squares are left: the king takes the middle one and the rooks the other two.",
        )
    }

    /// Places the two bishops by Carrillo's technique 3.2: for each, choose a
    /// colour (heads or odd = dark), then a square of that colour.
    pub fn bishops_any_colour_by_colour_choice(
        &mut self,
        ch: &mut dyn Chooser,
    ) -> Result<(), Stop> {
        for title in ["First bishop", "Second bishop"] {
            let colour_title = format!("{title}: colour");
            let c = self.pick(
                ch,
                &colour_title,
                "Choose the colour of the squares: 1st = dark, 2nd = light.",
                &["dark squares", "light squares"],
            )?;
            let colour = [SquareColour::Dark, SquareColour::Light][c];
            self.place(ch, Role::Bishop, Among::Colour(colour), title)?;
        }
        Ok(())
    }

    /// The finished row, in counting order.
    pub fn row(&self) -> Result<Vec<Role>, Stop> {
        self.cells[..self.len]
            .iter()
            .map(|c| c.ok_or(Stop::Bug("the procedure left a square empty")))
            .collect()
    }

    /// Scharnagl's b.13, for any procedure that can produce a row outside the
    /// legal set: such a row is thrown away and the procedure starts over.
    pub fn start_over_unless_legal(&self, ch: &mut dyn Chooser) -> Result<(), Stop> {
        match self.check() {
            Ok(()) => Ok(()),
            Err(violation) => {
                ch.note(Note::StartOver(&|| {
                    format!(
                        "{}, so this row is not allowed: start over from the first step.",
                        capitalize(&violation.to_string())
                    )
                }));
                Err(Stop::StartOver)
            }
        }
    }

    /// Checks the row against the variant's rules.
    pub fn check(&self) -> Result<(), Violation> {
        let row = self.row().map_err(|_| Violation::WrongPieces)?;
        self.variant.check_row(self.side(), &row)
    }
}

/// "a1", "a1 and b1", "a1, b1 and c1".
fn join_and(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The `k`-element subsets of `0..n` in dictionary order.
struct Combinations {
    next: Option<Vec<usize>>,
    n: usize,
}

impl Combinations {
    fn new(n: usize, k: usize) -> Combinations {
        Combinations {
            next: (k <= n).then(|| (0..k).collect()),
            n,
        }
    }
}

impl Iterator for Combinations {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let current = self.next.take()?;
        let k = current.len();
        let mut following = current.clone();
        // The rightmost index that can still move right.
        if let Some(i) = (0..k).rev().find(|&i| following[i] < self.n - k + i) {
            following[i] += 1;
            for j in i + 1..k {
                following[j] = following[j - 1] + 1;
            }
            self.next = Some(following);
        }
        Some(current)
    }
}
