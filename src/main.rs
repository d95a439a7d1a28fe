//! The `backrank` command: everything happens in the library's `cli`.

fn main() -> std::process::ExitCode {
    backrank::cli::main()
}
