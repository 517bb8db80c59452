//! The `klados` program: parses the command line, then opens the window or runs a subcommand.

use std::process::ExitCode;

use clap::Parser;
use klados::shell::cli::{
    Cli, Command, LessonsCommand, bench, book, grade_command, lessons_check, lessons_list, think, tree,
};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version: print them as clap does.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            // One clear line: clap's first line says what is wrong and where, and the list of
            // possible values, when clap gives one, says what would be right.
            let rendered = error.render().to_string();
            let first = rendered.lines().next().unwrap_or("error: bad command line");
            let possible = rendered
                .lines()
                .find_map(|line| line.trim().strip_prefix("[possible values: "));
            match possible {
                Some(values) => eprintln!(
                    "{first} (possible values: {}",
                    values.trim_end_matches(']').to_string() + ")"
                ),
                None => eprintln!("{first}"),
            }
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Some(Command::Think(args)) => think(&args),
        Some(Command::Tree(args)) => tree(&args),
        Some(Command::Bench) => bench(),
        Some(Command::Book(args)) => book(&args),
        Some(Command::Ucb(args)) => klados::shell::cli::ucb(&args),
        // Its exit code says whether the trees agree, so it reports its own errors.
        Some(Command::Grade(args)) => return grade_command(&args),
        Some(Command::Uci) => klados::chess::uci::run(std::io::stdin().lock(), Box::new(std::io::stdout())),
        Some(Command::Lessons {
            command: LessonsCommand::Check { dir },
        }) => lessons_check(&dir),
        Some(Command::Lessons {
            command: LessonsCommand::List { dir },
        }) => lessons_list(&dir),
        // A word that names neither a subcommand nor a file is a mistake on the command line
        // (a subcommand mistyped, say): said here, not in a window.
        None => match cli.file {
            Some(file) if !file.exists() => {
                eprintln!(
                    "klados: {}: no such file, and no such subcommand (klados --help lists them)",
                    klados::engine::reading::display_path(&file)
                );
                return ExitCode::from(2);
            }
            file => open_window(file),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("klados: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Opens the window, with a search tree file if one was named.
#[cfg(not(target_arch = "wasm32"))]
fn open_window(file: Option<std::path::PathBuf>) -> Result<(), String> {
    klados::ui::run(file)
}

/// A page has no command line: `web/index.html` starts the app through `klados::web`.
#[cfg(target_arch = "wasm32")]
fn open_window(_file: Option<std::path::PathBuf>) -> Result<(), String> {
    Err(String::from("in a browser, web/index.html starts Klados"))
}
