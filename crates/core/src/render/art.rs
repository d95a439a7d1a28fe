//! Backrank's own piece art, as vector paths in a 100 × 100 box (y down, the
//! base resting near y = 92).
//!
//! Each piece is a few layers: bodies, filled with the side's colour and
//! outlined, and details (a mitre's slit, an eye) drawn in the side's
//! contrast ink. Compound pieces are two pieces side by side on one base, so
//! an archbishop reads as "bishop + knight" at a glance.

use tiny_skia::{Path, PathBuilder, Rect, Transform};

use crate::board::Role;

/// How a layer is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// Filled with the side's colour and outlined.
    Body,
    /// A line in the side's contrast ink.
    Line,
    /// A small shape filled with the side's contrast ink.
    Dot,
}

/// One layer of a drawing.
#[derive(Clone, Debug)]
pub struct Layer {
    pub path: Path,
    pub ink: Ink,
}

fn layer(path: Option<Path>, ink: Ink) -> Option<Layer> {
    path.map(|path| Layer { path, ink })
}

fn poly(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

fn circle(x: f32, y: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(x, y, r)
}

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Option<Path> {
    Rect::from_ltrb(x0, y0, x1, y1).map(PathBuilder::from_rect)
}

fn line(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.finish()
}

/// The plinth every chess piece stands on.
fn base() -> Vec<Option<Layer>> {
    vec![
        layer(rect(22.0, 84.0, 78.0, 92.0), Ink::Body),
        layer(rect(28.0, 78.0, 72.0, 84.0), Ink::Body),
    ]
}

/// A flared body from a collar at `top` down to the plinth.
fn skirt(top: f32, half_top: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(50.0 - half_top, top);
    pb.line_to(50.0 + half_top, top);
    pb.quad_to(50.0 + half_top + 2.0, 70.0, 70.0, 78.0);
    pb.line_to(30.0, 78.0);
    pb.quad_to(50.0 - half_top - 2.0, 70.0, 50.0 - half_top, top);
    pb.close();
    pb.finish()
}

fn pawn() -> Vec<Option<Layer>> {
    let mut v = base();
    v.push(layer(skirt(50.0, 10.0), Ink::Body));
    v.push(layer(rect(38.0, 44.0, 62.0, 50.0), Ink::Body));
    v.push(layer(circle(50.0, 31.0, 13.0), Ink::Body));
    v
}

fn rook() -> Vec<Option<Layer>> {
    let mut v = base();
    v.push(layer(
        poly(&[(33.0, 40.0), (67.0, 40.0), (70.0, 78.0), (30.0, 78.0)]),
        Ink::Body,
    ));
    v.push(layer(
        poly(&[
            (26.0, 14.0),
            (36.0, 14.0),
            (36.0, 22.0),
            (45.0, 22.0),
            (45.0, 14.0),
            (55.0, 14.0),
            (55.0, 22.0),
            (64.0, 22.0),
            (64.0, 14.0),
            (74.0, 14.0),
            (74.0, 32.0),
            (67.0, 40.0),
            (33.0, 40.0),
            (26.0, 32.0),
        ]),
        Ink::Body,
    ));
    v.push(layer(line(&[(34.0, 58.0), (66.0, 58.0)]), Ink::Line));
    v
}

fn bishop() -> Vec<Option<Layer>> {
    let mut v = base();
    v.push(layer(skirt(64.0, 10.0), Ink::Body));
    v.push(layer(rect(36.0, 58.0, 64.0, 64.0), Ink::Body));
    let mut pb = PathBuilder::new();
    pb.move_to(50.0, 14.0);
    pb.cubic_to(64.0, 26.0, 70.0, 42.0, 62.0, 58.0);
    pb.line_to(38.0, 58.0);
    pb.cubic_to(30.0, 42.0, 36.0, 26.0, 50.0, 14.0);
    pb.close();
    v.push(layer(pb.finish(), Ink::Body));
    v.push(layer(circle(50.0, 10.0, 5.0), Ink::Body));
    // The mitre's slit.
    v.push(layer(line(&[(43.0, 40.0), (57.0, 28.0)]), Ink::Line));
    v
}

fn knight() -> Vec<Option<Layer>> {
    let mut v = base();
    let mut pb = PathBuilder::new();
    pb.move_to(70.0, 78.0);
    pb.line_to(32.0, 78.0);
    pb.quad_to(33.0, 68.0, 45.0, 58.0);
    pb.quad_to(38.0, 55.0, 30.0, 58.0);
    pb.line_to(21.0, 55.0);
    pb.quad_to(16.0, 48.0, 22.0, 42.0);
    pb.line_to(38.0, 28.0);
    pb.line_to(40.0, 16.0);
    pb.line_to(47.0, 25.0);
    pb.line_to(52.0, 13.0);
    pb.line_to(57.0, 26.0);
    pb.quad_to(73.0, 34.0, 74.0, 54.0);
    pb.quad_to(74.0, 68.0, 70.0, 78.0);
    pb.close();
    v.push(layer(pb.finish(), Ink::Body));
    v.push(layer(circle(41.0, 37.0, 3.0), Ink::Dot));
    // The mane.
    let mut mane = PathBuilder::new();
    mane.move_to(57.0, 30.0);
    mane.quad_to(68.0, 42.0, 65.0, 70.0);
    v.push(layer(mane.finish(), Ink::Line));
    // The nostril.
    v.push(layer(circle(25.0, 49.0, 1.8), Ink::Dot));
    v
}

fn queen() -> Vec<Option<Layer>> {
    let mut v = base();
    v.push(layer(skirt(70.0, 14.0), Ink::Body));
    v.push(layer(rect(34.0, 64.0, 66.0, 70.0), Ink::Body));
    v.push(layer(
        poly(&[
            (25.0, 30.0),
            (36.0, 52.0),
            (38.0, 22.0),
            (47.0, 50.0),
            (50.0, 18.0),
            (53.0, 50.0),
            (62.0, 22.0),
            (64.0, 52.0),
            (75.0, 30.0),
            (66.0, 64.0),
            (34.0, 64.0),
        ]),
        Ink::Body,
    ));
    for (x, y) in [
        (25.0, 27.0),
        (38.0, 19.0),
        (50.0, 14.0),
        (62.0, 19.0),
        (75.0, 27.0),
    ] {
        v.push(layer(circle(x, y, 4.2), Ink::Body));
    }
    v
}

fn king() -> Vec<Option<Layer>> {
    let mut v = base();
    v.push(layer(skirt(64.0, 14.0), Ink::Body));
    v.push(layer(rect(34.0, 58.0, 66.0, 64.0), Ink::Body));
    let mut pb = PathBuilder::new();
    pb.move_to(50.0, 26.0);
    pb.cubic_to(72.0, 24.0, 76.0, 46.0, 66.0, 58.0);
    pb.line_to(34.0, 58.0);
    pb.cubic_to(24.0, 46.0, 28.0, 24.0, 50.0, 26.0);
    pb.close();
    v.push(layer(pb.finish(), Ink::Body));
    v.push(layer(rect(46.5, 5.0, 53.5, 27.0), Ink::Body));
    v.push(layer(rect(40.0, 10.0, 60.0, 17.0), Ink::Body));
    v.push(layer(line(&[(36.0, 44.0), (64.0, 44.0)]), Ink::Line));
    v
}

/// The drawing of one piece of one shape, without the plinth where it is
/// half of a compound.
fn single(role: Role) -> Vec<Option<Layer>> {
    match role {
        Role::Pawn | Role::Soldier => pawn(),
        Role::Rook | Role::Chariot => rook(),
        Role::Bishop | Role::Elephant => bishop(),
        Role::Knight | Role::Horse => knight(),
        Role::Queen | Role::Advisor => queen(),
        Role::King | Role::General => king(),
        // Compounds are drawn by `compound`; these arms are never reached
        // through `drawing`, but keep the function total.
        Role::Archbishop | Role::Minister => bishop(),
        Role::Chancellor | Role::Cannon => rook(),
        Role::Custom(f) => match f.spec().looks[..] {
            [one] => single(one),
            _ => bishop(),
        },
    }
}

/// Two pieces side by side on one plinth, each at 82% size, the right one
/// in front.
fn compound(left: Role, right: Role, mark: bool) -> Vec<Option<Layer>> {
    // Scale by 0.82 about the foot of the piece (50, 92), then shift by dx:
    // p -> 0.82 p + (50 − 41 + dx, 92 − 75.44).
    let shrink = |dx: f32| Transform::from_row(0.82, 0.0, 0.0, 0.82, 9.0 + dx, 16.56);
    let mut v = base();
    for (role, dx) in [(left, -14.0), (right, 14.0)] {
        let ts = shrink(dx);
        // Skip each half's own plinth (its first two layers): they share ours.
        for l in single(role).into_iter().skip(2).flatten() {
            v.push(l.path.transform(ts).map(|path| Layer { path, ink: l.ink }));
        }
    }
    if mark {
        // The prime minister's star, to tell it from an archbishop.
        v.push(layer(star(50.0, 10.0, 8.0, 3.5), Ink::Body));
    }
    v
}

/// A variant file's piece: drawn as its looks (one piece, or two fused),
/// with a ring on top to tell it from the piece it looks like.
fn fairy(looks: &[Role]) -> Vec<Option<Layer>> {
    let mut v = match looks {
        [a, b, ..] => compound(*a, *b, false),
        [a] => single(*a),
        [] => single(Role::Pawn),
    };
    v.push(layer(circle(50.0, 9.0, 6.5), Ink::Body));
    v.push(layer(circle(50.0, 9.0, 2.5), Ink::Dot));
    v
}

fn star(cx: f32, cy: f32, outer: f32, inner: f32) -> Option<Path> {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let a = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect();
    poly(&points)
}

/// The layers of a chess piece's drawing.
pub fn drawing(role: Role) -> Vec<Layer> {
    let layers = match role {
        Role::Archbishop => compound(Role::Bishop, Role::Knight, false),
        Role::Minister => compound(Role::Bishop, Role::Knight, true),
        Role::Chancellor => compound(Role::Rook, Role::Knight, false),
        Role::Custom(f) => fairy(&f.spec().looks),
        other => single(other),
    };
    layers.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chess_piece_has_a_drawing_inside_its_box() {
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
            Role::Archbishop,
            Role::Chancellor,
            Role::Minister,
        ] {
            let layers = drawing(role);
            assert!(layers.len() >= 3, "{role}");
            for l in &layers {
                let b = l.path.bounds();
                assert!(b.left() >= 0.0 && b.right() <= 100.0, "{role}: {b:?}");
                assert!(b.top() >= 0.0 && b.bottom() <= 100.0, "{role}: {b:?}");
            }
        }
    }

    #[test]
    fn compounds_differ_from_their_parts() {
        let count = |r| drawing(r).len();
        assert!(count(Role::Archbishop) > count(Role::Bishop));
        assert!(count(Role::Minister) == count(Role::Archbishop) + 1);
    }
}
