//! The process's side of `backrank`: reads the arguments (a value clap
//! refuses is said in Backrank's words), runs the command on a runtime of
//! its own, and ends with the exit status its result calls for.

use std::process::ExitCode;

use clap::Parser;

use crate::cli::args::Args;
use crate::cli::dispatch::run;
use crate::cli::error::finish;
use crate::cli::lang::asked_lang;
use crate::i18n::Lang;

/// Runs `backrank` with the process's arguments.
pub fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let lang = asked_lang(lang_flag(std::env::args_os()).as_deref())
                .ok()
                .flatten()
                .unwrap_or_default();
            if let Some(said) = invalid_value(&e, lang) {
                eprintln!("backrank: {said}");
                return ExitCode::from(2);
            }
            // clap prints help and version to stdout (exit 0) and other
            // usage errors, with the usage line, to stderr (exit 2).
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("backrank: could not start: {e}");
            return ExitCode::from(1);
        }
    };
    finish(runtime.block_on(run(args)))
}

/// `--lang`'s value among `args`, for the words of an error found before
/// the arguments could be read (any of which may not be text).
fn lang_flag(args: impl Iterator<Item = std::ffi::OsString>) -> Option<String> {
    let mut args = args.skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy();
        if arg == "--lang" {
            return args.next().map(|tag| tag.to_string_lossy().into_owned());
        }
        if let Some(tag) = arg.strip_prefix("--lang=") {
            return Some(tag.to_owned());
        }
    }
    None
}

/// A value clap refused (`--format yaml`), said as Backrank says every
/// wrong value, in `lang`; `None` for other errors (help, version, a
/// missing argument keep clap's words and its usage line).
fn invalid_value(e: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::InvalidValue {
        return None;
    }
    let ContextValue::String(arg) = e.get(ContextKind::InvalidArg)? else {
        return None;
    };
    let ContextValue::String(given) = e.get(ContextKind::InvalidValue)? else {
        return None;
    };
    let ContextValue::Strings(valid) = e.get(ContextKind::ValidValue)? else {
        return None;
    };
    let flag = arg.split_whitespace().next().unwrap_or(arg);
    let refusal = crate::core::text::not_one_of(given, &valid.join(", "));
    Some(format!("{flag}: {}", refusal.render(lang)))
}
