//! The arguments several commands share, as clap reads them: the output's
//! format, the board image's options, how to roll, and the checks of a
//! beacon round's draw and of an event's rules. Values stay text here,
//! like all of the command line's (see `args`).

use std::path::PathBuf;

use clap::ValueEnum;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// How to roll, as `roll` and `verify-event` take it: the command line's
/// side of the app's one roll request
/// ([`crate::app::rolls::request::RollRequest`]).
#[derive(Debug, Default, clap::Args)]
pub struct RollFlags {
    /// The hand procedure (default: the variant's fair default).
    #[arg(long, value_name = "METHOD", requires = "variant")]
    pub method: Option<String>,
    /// The device: coin, d4, d6, d8, d10, d12 or d20 (default from settings: d6).
    #[arg(long, value_name = "DEVICE", requires = "variant")]
    pub dice: Option<String>,
    /// Throw again when the procedure gives the standard position
    /// (Chess960's 518), as tournaments ask; the replay code keeps it.
    #[arg(long, requires = "variant")]
    pub exclude_standard: bool,
    /// The position is for a pair of games, colours swapped for the
    /// second; the record and the replay code say so.
    #[arg(long, requires = "variant")]
    pub pair: bool,
}

/// Checking, offline, that a replay code is a beacon round's draw.
#[derive(Debug, clap::Args)]
pub struct BeaconCheckArgs {
    /// Check that the code's throws are the draw of this drand round:
    /// ROUND, or CHAIN:ROUND (like quicknet:1000). Needs --signature.
    #[arg(long, value_name = "CHAIN:ROUND", requires = "signature")]
    pub beacon: Option<String>,
    /// The round's signature, in hex, as the roll's record gives it.
    #[arg(long, value_name = "HEX", requires = "beacon")]
    pub signature: Option<String>,
    /// The previous round's signature, for a chained chain (the default
    /// chain), in hex.
    #[arg(long, value_name = "HEX", requires = "beacon")]
    pub previous_signature: Option<String>,
    /// What the round was drawn for, as the record gives it.
    #[arg(long, value_name = "TEXT", default_value = "roll", requires = "beacon")]
    pub purpose: String,
    #[command(flatten)]
    pub drawn_again: DrawnAgainArgs,
}

/// What an event round's draw needs of the event's rules (issue 52): a
/// draw whose position is left out, or an earlier round's, goes on with
/// attempt 2, 3… (`SEED attempt N`, `PURPOSE attempt N`).
#[derive(Debug, Default, clap::Args)]
pub struct DrawnAgainArgs {
    /// The positions the event left out at its start (numbers and ranges,
    /// like 0-16,518), as the round's check line gives them: a draw that
    /// gives one is drawn again.
    #[arg(long, value_name = "LIST")]
    pub exclude: Option<String>,
    /// The positions the event's earlier rounds gave, in order, where no
    /// position may come twice: a draw that gives one is drawn again.
    #[arg(long, value_name = "LIST")]
    pub earlier: Option<String>,
}

/// Options for the board image.
#[derive(Debug, clap::Args)]
pub struct ImageArgs {
    /// Also write the board as a PNG image to FILE; `-` writes the image
    /// alone to stdout (redirect it), instead of the text.
    #[arg(long, value_name = "FILE")]
    pub png: Option<PathBuf>,
    /// The image's width in pixels (160 to 2048; default 576).
    #[arg(long, value_name = "PIXELS", requires = "png")]
    pub width: Option<u32>,
    /// Draw Black at the bottom.
    #[arg(long, requires = "png")]
    pub flip: bool,
    /// Board colours: wood, slate, or contrast (high contrast).
    #[arg(long, value_name = "THEME", requires = "png")]
    pub theme: Option<String>,
    /// Do not tint the squares the roll filled.
    #[arg(long, requires = "png")]
    pub no_highlight: bool,
}
