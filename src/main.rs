//! The `backrank` command: everything happens in the library's `cli`.

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

fn main() -> std::process::ExitCode {
    backrank::cli::main()
}
