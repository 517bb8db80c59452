//! The window's names for the engine's and the book's things, in the window's language: an
//! algorithm, the techniques switched on, a node budget, the opening book. (The engine and the
//! command line keep their English names; the window asks here.)

use crate::chess::book::Book;
use crate::engine::settings::{Algorithm, Techniques};
use crate::engine::tree::NODE_BYTES;
use crate::shell::i18n::{number, tr, tr_args};

/// The algorithm's name, as the algorithm's menu lists it.
pub fn algorithm_name(algorithm: Algorithm) -> String {
    tr(match algorithm {
        Algorithm::Minimax => "algorithm-minimax",
        Algorithm::AlphaBeta => "algorithm-alpha-beta",
        Algorithm::Ordered => "algorithm-ordered",
    })
}

/// The algorithm's name in the middle of a sentence: "minimax", "ordered alpha-beta".
pub fn algorithm_words(algorithm: Algorithm) -> String {
    tr(match algorithm {
        Algorithm::Minimax => "algorithm-minimax-words",
        Algorithm::AlphaBeta => "algorithm-alpha-beta-words",
        Algorithm::Ordered => "algorithm-ordered-words",
    })
}

/// The techniques switched on, in words ("quiescence, a transposition table"); empty when none is.
pub fn techniques_named(techniques: Techniques) -> String {
    techniques
        .iter()
        .map(|facts| tr(facts.listed))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A node budget in nodes and memory: "10,000,000 nodes (160 MB)".
pub fn budget_words(nodes: usize) -> String {
    let bytes = nodes.saturating_mul(NODE_BYTES);
    tr_args(
        "budget-nodes",
        &[
            ("count", (nodes as f64).into()),
            ("memory", bytes_words(bytes).into()),
        ],
    )
}

/// An amount of memory, rounded as `engine::words::bytes_text` rounds it, with the language's
/// decimal sign: "160 MB", "1,5 GB".
pub fn bytes_words(bytes: usize) -> String {
    use crate::shell::i18n::decimal;
    if bytes < 1_000_000 {
        format!("{} kB", number(bytes.div_ceil(1000) as u64))
    } else if bytes < 10_000_000 {
        format!("{} MB", decimal(bytes as f64 / 1e6, 1))
    } else if bytes < 1_000_000_000 {
        format!(
            "{} MB",
            number((bytes.saturating_add(500_000) / 1_000_000) as u64)
        )
    } else {
        format!("{} GB", decimal(bytes as f64 / 1e9, 1))
    }
}

/// The opening book in use, in words: "the built-in book (3,807 named openings)"; a Polyglot
/// file's words stay the book module's (its file name and counts).
pub fn book_name(book: &Book) -> String {
    match book {
        Book::BuiltIn => tr_args(
            "book-built-in",
            &[(
                "count",
                (crate::chess::openings::Openings::built_in().len() as f64).into(),
            )],
        ),
        Book::Polyglot(_) => crate::chess::book::book_words(book),
    }
}

/// A search named in a sentence: "minimax to depth 5", "ordered alpha-beta with quiescence to
/// depth 4".
pub fn search_named(algorithm: Algorithm, techniques: Techniques, depth: usize) -> String {
    let algorithm = algorithm_name(algorithm);
    let techniques = techniques_named(techniques);
    if techniques.is_empty() {
        tr_args(
            "search-named",
            &[("algorithm", algorithm.into()), ("depth", depth.into())],
        )
    } else {
        tr_args(
            "search-named-with",
            &[
                ("algorithm", algorithm.into()),
                ("techniques", techniques.into()),
                ("depth", depth.into()),
            ],
        )
    }
}

/// A number of plies: "1 ply", "3 plies".
pub fn plies_named(count: usize) -> String {
    tr_args("count-plies", &[("count", count.into())])
}

/// A side's name: "White", "Black".
pub fn side_name(color: shakmaty::Color) -> String {
    tr(match color {
        shakmaty::Color::White => "side-white",
        shakmaty::Color::Black => "side-black",
    })
}

/// A side of a tree's game in the window's language: White or Black in chess; MAX or MIN (the
/// game's own words, such as "MAX (x)") elsewhere, which stay as they are in every language.
pub fn tree_side_name(tree: &crate::engine::tree::SearchTree, color: shakmaty::Color) -> String {
    if tree.chess_root().is_some() {
        side_name(color)
    } else {
        tree.side_name(color).to_owned()
    }
}

/// A side of a tree's game as a sentence about its turn or its moves needs it, in the window's
/// language: "Black" in English, "των μαύρων" in Greek, "de las negras" in Spanish; MAX or MIN
/// in that form elsewhere ([`crate::engine::tree::TreeGame::side_whose_said`]).
pub fn tree_side_whose(tree: &crate::engine::tree::SearchTree, color: shakmaty::Color) -> String {
    crate::shell::i18n::said(&tree.game().side_whose_said(color))
}

/// How a game ended, as the status line says it: "Checkmate: White wins".
pub fn outcome_words(outcome: &crate::engine::position::GameOutcome) -> String {
    use crate::engine::position::GameOutcome;
    match outcome {
        GameOutcome::Checkmate { winner } => tr(match winner {
            shakmaty::Color::White => "outcome-white-mates",
            shakmaty::Color::Black => "outcome-black-mates",
        }),
        GameOutcome::Stalemate => tr("outcome-stalemate"),
        GameOutcome::FiftyMoveRule => tr("outcome-fifty-moves"),
        GameOutcome::ThreefoldRepetition => tr("outcome-repetition"),
        GameOutcome::InsufficientMaterial => tr("outcome-material"),
    }
}

/// The game's status line: whose turn and whether in check, or how the game ended.
pub fn status_words(session: &crate::shell::session::Session) -> String {
    use shakmaty::Position;
    let game = session.game();
    if let Some(outcome) = game.outcome() {
        return outcome_words(&outcome);
    }
    let position = game.position();
    let id = match (position.turn(), position.turn() == session.human()) {
        (shakmaty::Color::White, true) => "status-white-you",
        (shakmaty::Color::White, false) => "status-white-computer",
        (shakmaty::Color::Black, true) => "status-black-you",
        (shakmaty::Color::Black, false) => "status-black-computer",
    };
    if position.is_check() {
        tr_args("status-check", &[("status", tr(id).into())])
    } else {
        tr(id)
    }
}

/// A search's counts in words: "5,072 positions searched, 4,200 leaves evaluated, 12 moves
/// pruned, …" (the counts that are zero, beyond the first two, left out).
pub fn counts_named(counts: &crate::engine::counts::SearchCounts) -> String {
    let mut words = tr_args(
        "counts-searched-evaluated",
        &[
            ("searched", counts.searched.into()),
            ("evaluated", counts.evaluated.into()),
        ],
    );
    for (count, id) in [
        (counts.pruned, "counts-pruned"),
        (counts.quiescence, "counts-quiescence"),
        (counts.at_quiescence_limit, "counts-at-limit"),
        (counts.transpositions, "counts-transpositions"),
    ] {
        if count > 0 {
            words.push_str(&tr_args(id, &[("count", count.into())]));
        }
    }
    words
}

/// How long a search took: "under a millisecond", "35 ms", "1,25 s".
pub fn duration_named(duration: std::time::Duration) -> String {
    let milliseconds = duration.as_secs_f64() * 1000.0;
    if milliseconds < 1.0 {
        tr("duration-under-ms")
    } else if milliseconds < 1000.0 {
        format!("{} ms", crate::shell::i18n::decimal(milliseconds, 0))
    } else {
        format!("{} s", crate::shell::i18n::decimal(milliseconds / 1000.0, 2))
    }
}

/// A node's status as the node arrays' status column writes it: "searched", "pruned", ….
pub fn status_name(status: crate::engine::tree::Status) -> String {
    use crate::engine::tree::Status;
    tr(match status {
        Status::Searched => "status-searched",
        Status::Checkmate => "status-checkmate",
        Status::Stalemate => "status-stalemate",
        Status::Draw => "status-draw",
        Status::Pruned => "status-pruned",
        Status::Quiescence => "status-quiescence",
        Status::Transposition => "status-transposition",
    })
}

/// A search named in the middle of a sentence: "minimax to depth 5", "ordered alpha-beta with
/// quiescence to depth 4" (`capitalised` makes it start one).
pub fn search_words(settings: &crate::engine::settings::SearchSettings) -> String {
    crate::shell::i18n::said(&crate::engine::settings::search_said(
        settings.algorithm,
        settings.techniques,
        settings.depth,
    ))
}

/// Why a file could not be read, in words: not a regular file, too big, or what the system
/// said ([`crate::engine::reading::ReadError::said`]).
pub fn read_error_words(error: &crate::engine::reading::ReadError) -> String {
    crate::shell::i18n::said(&error.said())
}

/// What the system said when a file could not be read or written: its common refusals in the
/// window's language, anything rarer as the system words it ([`crate::engine::reading::io_said`]).
pub fn io_error_words(error: &std::io::Error) -> String {
    crate::shell::i18n::said(&crate::engine::reading::io_said(error))
}

/// Why a Monte Carlo tree search produced no tree, in words: the search's refusals and the
/// node budget in the window's language, a drawn tree's or the settings' problem as they say it.
pub fn mcts_error_words(error: &crate::engine::mcts::MctsError) -> String {
    crate::shell::i18n::said(&error.said())
}

/// A game's name in the middle of a sentence ("tic-tac-toe", "a drawn tree"), as
/// `GameId::title` says it in English.
pub fn game_words(game: crate::engine::tree::GameId) -> String {
    crate::shell::i18n::said(&game.title_said())
}
