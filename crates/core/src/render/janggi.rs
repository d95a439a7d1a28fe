//! Janggi tokens: octagons in three sizes, as on a real board (the general
//! largest; chariot, horse, elephant and cannon middling; advisor and
//! soldier smallest), each with a pictogram in its side's colour.
//!
//! The pictograms are Backrank's own: a crowned dome for the general, a fan
//! for the advisor, an elephant's head, a horse's head, a wheel for the
//! chariot, a cannon on its wheel, and a foot soldier.

use tiny_skia::{Path, PathBuilder, Transform};

use crate::board::Role;
use crate::render::art::{self, Ink};

/// How a mark on a token is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mark {
    /// Filled with the side's colour.
    Fill,
    /// A line in the side's colour, this wide (in the 100-unit box).
    Stroke(f32),
    /// Filled with the token's face colour (eyes, hubs).
    Hole,
}

/// A token: its octagon's radius and its pictogram, in a 100 × 100 box.
pub struct Token {
    pub radius: f32,
    pub marks: Vec<(Path, Mark)>,
}

/// The octagon of a token, centred in the box.
pub fn octagon(radius: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for i in 0..8 {
        let a = std::f32::consts::PI * (0.125 + 0.25 * i as f32);
        let (x, y) = (50.0 + radius * a.cos(), 50.0 + radius * a.sin());
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
    pb.finish()
}

/// The token for a Janggi piece; `None` for roles that are not Janggi's.
pub fn token(role: Role) -> Option<Token> {
    let radius = match role {
        Role::General => 47.0,
        Role::Chariot | Role::Horse | Role::Elephant | Role::Cannon => 41.0,
        Role::Advisor | Role::Soldier => 34.0,
        _ => return None,
    };
    let marks = match role {
        Role::General => from_chess(Role::King, 0.58),
        Role::Horse => from_chess(Role::Knight, 0.62),
        Role::Soldier => from_chess(Role::Pawn, 0.62),
        Role::Advisor => fan(),
        Role::Elephant => elephant(),
        Role::Chariot => wheel(),
        Role::Cannon => cannon(),
        _ => return None,
    };
    Some(Token { radius, marks })
}

/// A chess piece's silhouette without its plinth, shrunk about the centre.
fn from_chess(role: Role, scale: f32) -> Vec<(Path, Mark)> {
    // Centre the piece's body (roughly y 10..78) on the token.
    let ts = Transform::from_row(
        scale,
        0.0,
        0.0,
        scale,
        50.0 - 50.0 * scale,
        50.0 - 46.0 * scale,
    );
    art::drawing(role)
        .into_iter()
        .skip(2)
        .filter_map(|l| {
            let mark = match l.ink {
                Ink::Body => Mark::Fill,
                Ink::Line => Mark::Stroke(3.0),
                Ink::Dot => Mark::Hole,
            };
            l.path.transform(ts).map(|p| (p, mark))
        })
        .collect()
}

fn fan() -> Vec<(Path, Mark)> {
    let mut marks = Vec::new();
    let mut pb = PathBuilder::new();
    pb.move_to(50.0, 66.0);
    let (r, start, end) = (26.0f32, 200f32.to_radians(), 340f32.to_radians());
    for i in 0..=12 {
        let a = start + (end - start) * i as f32 / 12.0;
        pb.line_to(50.0 + r * a.cos(), 62.0 + r * a.sin());
    }
    pb.close();
    marks.extend(pb.finish().map(|p| (p, Mark::Fill)));
    for i in 1..4 {
        let a = start + (end - start) * i as f32 / 4.0;
        let mut rib = PathBuilder::new();
        rib.move_to(50.0, 62.0);
        rib.line_to(50.0 + r * 0.95 * a.cos(), 62.0 + r * 0.95 * a.sin());
        marks.extend(rib.finish().map(|p| (p, Mark::Stroke(2.0))));
    }
    // Hide the ribs' ends under a handle.
    marks.extend(PathBuilder::from_circle(50.0, 63.0, 5.0).map(|p| (p, Mark::Hole)));
    marks
}

fn elephant() -> Vec<(Path, Mark)> {
    let mut marks = Vec::new();
    for (x, y, r) in [(34.0, 42.0, 11.0), (66.0, 42.0, 11.0), (50.0, 42.0, 15.0)] {
        marks.extend(PathBuilder::from_circle(x, y, r).map(|p| (p, Mark::Fill)));
    }
    let mut trunk = PathBuilder::new();
    trunk.move_to(50.0, 50.0);
    trunk.cubic_to(50.0, 62.0, 46.0, 70.0, 54.0, 74.0);
    marks.extend(trunk.finish().map(|p| (p, Mark::Stroke(8.0))));
    for (x, y) in [(44.0, 39.0), (56.0, 39.0)] {
        marks.extend(PathBuilder::from_circle(x, y, 2.2).map(|p| (p, Mark::Hole)));
    }
    for dir in [-1.0f32, 1.0] {
        let mut tusk = PathBuilder::new();
        tusk.move_to(50.0 + dir * 8.0, 52.0);
        tusk.quad_to(50.0 + dir * 12.0, 62.0, 50.0 + dir * 7.0, 66.0);
        marks.extend(tusk.finish().map(|p| (p, Mark::Stroke(3.0))));
    }
    marks
}

fn wheel() -> Vec<(Path, Mark)> {
    let mut marks = Vec::new();
    marks.extend(PathBuilder::from_circle(50.0, 50.0, 24.0).map(|p| (p, Mark::Stroke(6.0))));
    for i in 0..6 {
        let a = std::f32::consts::PI * i as f32 / 3.0;
        let mut spoke = PathBuilder::new();
        spoke.move_to(50.0, 50.0);
        spoke.line_to(50.0 + 24.0 * a.cos(), 50.0 + 24.0 * a.sin());
        marks.extend(spoke.finish().map(|p| (p, Mark::Stroke(3.5))));
    }
    marks.extend(PathBuilder::from_circle(50.0, 50.0, 7.0).map(|p| (p, Mark::Fill)));
    marks
}

fn cannon() -> Vec<(Path, Mark)> {
    let mut marks = Vec::new();
    // The barrel, raised towards the upper right.
    let barrel = PathBuilder::from_rect(
        tiny_skia::Rect::from_ltrb(24.0, 44.0, 74.0, 58.0).expect("a valid rectangle"),
    );
    let tilt = Transform::from_rotate_at(-25.0, 50.0, 51.0);
    marks.extend(barrel.transform(tilt).map(|p| (p, Mark::Fill)));
    // The muzzle, at the barrel's raised end (74, 51) turned 25° about
    // (50, 51): (50 + 24 cos 25°, 51 − 24 sin 25°).
    marks.extend(PathBuilder::from_circle(71.8, 40.9, 7.5).map(|p| (p, Mark::Fill)));
    // The wheel under it.
    marks.extend(PathBuilder::from_circle(42.0, 64.0, 12.0).map(|p| (p, Mark::Fill)));
    marks.extend(PathBuilder::from_circle(42.0, 64.0, 4.0).map(|p| (p, Mark::Hole)));
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_come_in_three_sizes() {
        let r = |role| token(role).unwrap().radius;
        assert!(r(Role::General) > r(Role::Chariot));
        assert_eq!(r(Role::Chariot), r(Role::Horse));
        assert_eq!(r(Role::Elephant), r(Role::Cannon));
        assert!(r(Role::Chariot) > r(Role::Soldier));
        assert_eq!(r(Role::Advisor), r(Role::Soldier));
        assert!(token(Role::Queen).is_none());
    }

    #[test]
    fn pictograms_stay_on_their_token() {
        for role in [
            Role::General,
            Role::Advisor,
            Role::Elephant,
            Role::Horse,
            Role::Chariot,
            Role::Cannon,
            Role::Soldier,
        ] {
            let t = token(role).unwrap();
            assert!(!t.marks.is_empty());
            for (p, _) in &t.marks {
                let b = p.bounds();
                let far = [b.left(), b.right(), b.top(), b.bottom()]
                    .iter()
                    .map(|v| (v - 50.0).abs())
                    .fold(0.0f32, f32::max);
                assert!(far <= t.radius, "{role}: {b:?} outside radius {}", t.radius);
            }
        }
    }
}
