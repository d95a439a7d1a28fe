//! One side's row under construction, with the placement moves that every
//! hand procedure is made of.

use crate::board::{Color, Role, Square, SquareColour};
use crate::i18n::Text;
use crate::method::chooser::{Ask, Chooser, Note, Stop};
use crate::method::rule::Technique;
use crate::text::{and_list, number_word, ordinal, piece, pieces};
use crate::variant::{SideGeometry, Variant, Violation};

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
    fn how(&self, among: Among, cells: &[usize]) -> Text {
        let text = match among {
            Among::Empty => Text::msg(msg!("count-empty")),
            Among::Colour(c) => Text::msg(msg!("count-colour")).with("colour", c.name()),
            Among::Inner => Text::msg(msg!("count-inner")),
            Among::LeftOf(r) => Text::msg(msg!("count-left-of")).with("piece", piece(r)),
            Among::RightOf(r) => Text::msg(msg!("count-right-of")).with("piece", piece(r)),
            Among::LeftHalf => Text::msg(msg!("count-left-of-general")),
            Among::RightHalf => Text::msg(msg!("count-right-of-general")),
        };
        text.with("from", self.geo.from_left())
            .with("names", self.names(cells))
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
        title: &Text,
        how: &dyn Fn() -> Text,
        label: &dyn Fn(u32) -> Text,
    ) -> Result<usize, Stop> {
        match k {
            0 => Err(Stop::Bug("a step had nothing to choose from")),
            1 => {
                ch.note(Note::Forced {
                    side: self.side(),
                    title,
                    text: &|| {
                        Text::join(
                            [
                                how(),
                                Text::msg(msg!("only-one-left")).with("choice", label(0)),
                            ],
                            " ",
                        )
                    },
                    working: None,
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
        title: &Text,
    ) -> Result<usize, Stop> {
        let cells = self.candidates(among);
        let i = self.ask(ch, cells.len(), title, &|| self.how(among, &cells), &|c| {
            labelled(c, Text::plain(self.square(cells[c as usize]).to_string()))
        })?;
        let cell = cells[i];
        self.set(cell, role)?;
        ch.note(Note::Outcome(&|| {
            Text::msg(msg!("outcome-on"))
                .with("piece", piece(role).capitalized())
                .with("squares", self.square(cell).to_string())
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
        for nth in 0..2 {
            let title = crate::method::steps::piece_title(role, nth, 2);
            self.place(ch, role, among, &title)?;
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
        title: &Text,
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
        title: &Text,
    ) -> Result<(), Stop> {
        let cells = self.candidates(among);
        let sets = || Combinations::new(cells.len(), k);
        let count = sets().count();
        let squares = |set: &[usize]| {
            and_list(
                set.iter()
                    .map(|&i| Text::plain(self.square(cells[i]).to_string()))
                    .collect(),
            )
        };
        let how = || {
            // Past a few dozen sets the list stops helping a person.
            let list = if count <= 60 {
                Text::plain(
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
                        .join(", "),
                )
            } else {
                Text::msg(msg!("sets-in-order"))
            };
            let ways = Text::msg(msg!("number-the-sets"))
                .with("how_many", number_word(k))
                .with("pieces", pieces(role))
                .with("list", list);
            Text::join([self.how(among, &cells), ways], " ")
        };
        let nth = |c: usize| sets().nth(c).unwrap_or_default();
        let i = self.ask(ch, count, title, &how, &|c| {
            labelled(c, squares(&nth(c as usize)))
        })?;
        let set = nth(i);
        let placed = squares(&set);
        let chosen: Vec<usize> = set.iter().map(|&c| cells[c]).collect();
        for cell in chosen {
            self.set(cell, role)?;
        }
        ch.note(Note::Outcome(&|| {
            Text::msg(msg!("outcome-on"))
                .with("piece", pieces(role).capitalized())
                .with("squares", placed.clone())
        }));
        Ok(())
    }

    /// A choice among named options that places nothing by itself (which
    /// colour, which piece first, which black pawn).
    pub fn pick(
        &mut self,
        ch: &mut dyn Chooser,
        title: &Text,
        how: &Text,
        labels: &[Text],
    ) -> Result<usize, Stop> {
        let i = self.ask(ch, labels.len(), title, &|| how.clone(), &|c| {
            labelled(c, labels[c as usize].clone())
        })?;
        ch.note(Note::Outcome(&|| {
            Text::Seq(vec![labels[i].clone().capitalized(), Text::plain(".")])
        }));
        Ok(i)
    }

    /// Fills the empty cells, left to right, with `roles` (no choice left).
    pub fn fill(
        &mut self,
        ch: &mut dyn Chooser,
        roles: &[Role],
        title: &Text,
        why: &Text,
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
            text: &|| why.clone(),
            working: None,
        });
        ch.note(Note::Outcome(&|| {
            let placed = cells.iter().zip(roles).map(|(&c, &r)| {
                Text::msg(msg!("placed-on"))
                    .with("piece", piece(r))
                    .with("square", self.square(c).to_string())
            });
            Text::Seq(vec![
                Text::join(placed, ", ").capitalized(),
                Text::plain("."),
            ])
        }));
        Ok(())
    }

    /// Carrillo 4.1 and the Chess960 rule: with three squares left, the king
    /// takes the middle one and the rooks the others.
    pub fn king_between_rooks(&mut self, ch: &mut dyn Chooser) -> Result<(), Stop> {
        self.fill(
            ch,
            &[Role::Rook, Role::King, Role::Rook],
            &Text::msg(msg!("title-king-and-rooks")),
            &Text::msg(msg!("fill-king-between-rooks")),
        )
    }

    /// Places the two bishops by Carrillo's technique 3.2: for each, choose a
    /// colour (heads or odd = dark), then a square of that colour.
    pub fn bishops_any_colour_by_colour_choice(
        &mut self,
        ch: &mut dyn Chooser,
    ) -> Result<(), Stop> {
        for nth in 0..2 {
            let title = crate::method::steps::piece_title(Role::Bishop, nth, 2);
            let colour_title = Text::msg(msg!("title-colour")).with("title", title.clone());
            let c = self.pick(
                ch,
                &colour_title,
                &Text::msg(msg!("pick-colour")),
                &[
                    Text::msg(msg!("dark-squares")),
                    Text::msg(msg!("light-squares")),
                ],
            )?;
            let colour = [SquareColour::Dark, SquareColour::Light][c];
            self.place(ch, Role::Bishop, Among::Colour(colour), &title)?;
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
                    Text::msg(msg!("start-over-because"))
                        .with("why", violation.text().capitalized())
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

/// An option as the record names it: "3rd: c1".
pub fn labelled(c: u32, name: impl Into<Text>) -> Text {
    let n = u64::from(c) + 1;
    Text::msg(msg!("option"))
        .with("n", n)
        .with("nth", ordinal(n))
        .with("name", name.into())
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
