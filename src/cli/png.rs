//! The board image `--png` asks for (`position`, `roll`, `replay`): to a
//! file, or alone to stdout.

use std::io::IsTerminal;

use crate::cli::error::CliError;
use crate::cli::shared_args::ImageArgs;
use crate::core::position::Position;
use crate::render::{self, RenderOptions, Theme};

/// Where [`write_png`] put the image.
#[derive(Debug, PartialEq, Eq)]
pub enum Written {
    Nowhere,
    ToFile,
    /// `--png -`: the image is the command's output, so nothing else is
    /// printed.
    ToStdout,
}

/// Writes the board image if `--png` asked for one. Options are checked
/// before anything is drawn, and nothing is written on error.
pub fn write_png(p: &Position, args: &ImageArgs) -> Result<Written, CliError> {
    let Some(path) = &args.png else {
        return Ok(Written::Nowhere);
    };
    let to_stdout = path.as_os_str() == "-";
    if to_stdout && std::io::stdout().is_terminal() {
        return Err(CliError::Input(
            "--png -: a PNG written to the terminal would show as garbage: redirect it (`--png - \
             > board.png`, or into another program), or give a file name"
                .to_owned(),
        ));
    }
    let theme: Theme = match &args.theme {
        Some(t) => t.parse().map_err(CliError::input)?,
        None => Theme::default(),
    };
    let opts = RenderOptions {
        width: args.width.unwrap_or(render::DEFAULT_WIDTH),
        flip: args.flip,
        theme,
        highlight: !args.no_highlight,
    };
    let image = render::render(p, &opts).map_err(|e| match e {
        render::RenderError::Width(_) => CliError::input(e),
        other => CliError::Failure(other.to_string()),
    })?;
    if to_stdout {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        match out.write_all(&image.png).and_then(|()| out.flush()) {
            // The reader took what it wanted (`| head`): not a failure.
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            Err(e) => return Err(CliError::Failure(format!("could not write the image: {e}"))),
        }
        return Ok(Written::ToStdout);
    }
    std::fs::write(path, &image.png).map_err(|e| {
        CliError::Failure(format!(
            "could not write the image to {}: {e}",
            path.display()
        ))
    })?;
    Ok(Written::ToFile)
}
