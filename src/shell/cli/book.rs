//! `klados book`: a position's opening name and its book moves, with their names and weights.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::chess::book::{Book, PLAYED_SHARE, book_words};
use crate::chess::book_check::{self, CHECK_MARGIN};
use crate::chess::game::Game;
use crate::chess::pgn::numbered_moves;
use crate::chess::polyglot::PolyglotBook;
use crate::engine::eval::display_score;
use crate::engine::fen::read_fen;
use crate::engine::position::START_FEN;
use crate::engine::settings::SearchControl;
use crate::engine::words::{count_of, duration_words, group_thousands};

/// The options of `klados book`.
#[derive(Debug, clap::Args)]
pub struct BookArgs {
    /// The position, as FEN (default: the starting position).
    #[arg(long, default_value = START_FEN)]
    pub fen: String,
    /// Moves played from that position, in UCI or SAN, separated by spaces: "e2e4 e7e5 g1f3".
    /// The game is named by the last named position along them.
    #[arg(long, default_value = "")]
    pub moves: String,
    /// A Polyglot book (`.bin`) to list the moves of, instead of the built-in book.
    #[arg(long)]
    pub book: Option<PathBuf>,
    /// Check every move of the built-in book with Klados's own search and print the unsound
    /// ones, as `assets/openings/unsound.tsv` holds them (it takes minutes; progress goes to
    /// standard error).
    #[arg(long, conflicts_with_all = ["fen", "moves", "book"])]
    pub check: bool,
}

/// Runs `klados book`: prints the opening's name and the book's moves from the position. Returns
/// the one-line message to print if the FEN, a move or the book file is wrong.
pub fn book(args: &BookArgs) -> Result<(), String> {
    if args.check {
        return check_book();
    }
    let game = game_of(&args.fen, &args.moves)?;
    let book = match &args.book {
        Some(path) => Book::Polyglot(read_book(path)?),
        None => Book::BuiltIn,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    out.write_all(report(&game, &book).as_bytes())
        .and_then(|()| out.flush())
        .or_else(super::ignore_closed_pipe)
}

/// Runs `klados book --check`: checks the built-in book's moves ([`book_check::check_book`])
/// and prints the unsound list, saying on standard error how far it has got.
fn check_book() -> Result<(), String> {
    let started = web_time::Instant::now();
    let mut said = 0;
    let list = book_check::check_book(&SearchControl::new(), |done, total| {
        if done == total || done >= said + 250 {
            said = done;
            eprintln!(
                "klados: checked {} of {} book positions ({})",
                group_thousands(done),
                group_thousands(total),
                duration_words(started.elapsed())
            );
        }
    })
    .map_err(|error| format!("--check: {error}"))?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    out.write_all(list.as_bytes())
        .and_then(|()| out.flush())
        .or_else(super::ignore_closed_pipe)
}

/// Reads a Polyglot book, its message on failure.
fn read_book(path: &Path) -> Result<PolyglotBook, String> {
    PolyglotBook::read(path).map_err(|error| format!("--book {error}"))
}

/// Plays `moves` from `fen`; a wrong move is named by its number and what was played before it.
fn game_of(fen: &str, moves: &str) -> Result<Game, String> {
    let reading = read_fen(fen).map_err(|error| format!("--fen: {error}"))?;
    for note in &reading.notes {
        eprintln!("klados: note: {note}");
    }
    let mut game = Game::from_position(reading.position);
    for (index, word) in moves.split_whitespace().enumerate() {
        if let Err(error) = game.play_text(word) {
            let before = match game.san_moves().is_empty() {
                true => String::from("from the start"),
                false => format!("after {}", numbered_moves(&game).join(" ")),
            };
            return Err(format!("--moves: move {} ({word}) {before}: {error}", index + 1));
        }
    }
    Ok(game)
}

/// Returns what `klados book` prints: the position, its opening and the book's moves from it.
pub fn report(game: &Game, book: &Book) -> String {
    let mut text = format!("Position: {}\n", game.fen());
    if !game.moves().is_empty() {
        text.push_str(&format!("Moves:    {}\n", numbered_moves(game).join(" ")));
    }
    match game.opening_at(game.moves().len()) {
        Some(opening) => text.push_str(&format!("Opening:  {opening} ({})\n", opening.line)),
        None => text.push_str("Opening:  none (no named line reaches this position)\n"),
    }
    let weight_is = match book {
        Book::BuiltIn => format!(
            "Weight: how many named lines go on through the move. The computer plays a move\n\
             marked * (at least {PLAYED_SHARE}% of the sound moves' lines) with a chance in proportion to its weight.\n\
             A move marked ? is named but never played: Klados's own search finds it loses more\n\
             than {} pawns (below).",
            display_score(CHECK_MARGIN).trim_start_matches('+')
        ),
        Book::Polyglot(_) => String::from(
            "Weight: the book file's. The computer plays a move marked * (weight above 0)\n\
             with a chance in proportion to its weight.",
        ),
    };
    text.push_str(&format!("Book:     {}\n", book_words(book)));
    let moves = book.moves(game.position());
    if moves.is_empty() {
        text.push_str("\nNo book moves here: the computer would search.\n");
        return text;
    }
    text.push_str(&format!(
        "\n{}. {weight_is}\n\n",
        count_of(moves.len(), "book move", "book moves")
    ));
    let san_width = moves
        .iter()
        .map(|m| m.san.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let total: u32 = moves.iter().map(|m| m.weight).sum();
    text.push_str(&format!(
        "  {:<san_width$}  {:<5}  {:>6}  {:>5}  leads to\n",
        "move", "uci", "weight", "share"
    ));
    for m in &moves {
        let share = match total {
            0 => 0.0,
            _ => 100.0 * f64::from(m.weight) / f64::from(total),
        };
        let leads_to = m
            .opening
            .map_or_else(|| String::from("(no named line)"), ToString::to_string);
        let played = match (m.playable, &m.unsound) {
            (true, _) => '*',
            (false, Some(_)) => '?',
            (false, None) => ' ',
        };
        text.push_str(&format!(
            "{played} {:<san_width$}  {:<5}  {:>6}  {:>4.0}%  {leads_to}\n",
            m.san, m.uci, m.weight, share
        ));
    }
    let unsound: Vec<String> = moves
        .iter()
        .filter_map(|m| Some(format!("? {}: {}\n", m.san, m.unsound.as_ref()?.words())))
        .collect();
    if !unsound.is_empty() {
        text.push_str("\nWhy the moves marked ? are never played (scores in White's view):\n");
        text.push_str(&unsound.concat());
    }
    if !moves.iter().any(|m| m.playable) {
        text.push_str("\nNo move here is played: the computer would search.\n");
    }
    text
}
