//! `klados think --game tictactoe|connect4` and the games' part of `klados bench`: the first
//! games of a course searched from the command line, printed as chess's search is (levels,
//! counts, best move, value), with the position drawn and, for Connect Four, its evaluation
//! term by term.

use crate::engine::settings::Technique;
use std::io::{self, Write};
use std::time::Instant;

use clap::ValueEnum;

use super::{Format, ThinkArgs, ignore_closed_pipe};
use crate::engine::position::START_FEN;
use crate::engine::settings::{Algorithm, BudgetLimit, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::SearchTree;
use crate::engine::words::group_thousands;
use crate::games::{GameError, connect4, tictactoe};

/// `--game` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    /// Chess (the default): the position is `--fen`.
    Chess,
    /// Tic-tac-toe: the position is nine cells row by row, `x`, `o` or `.` (`x.o......`).
    Tictactoe,
    /// Connect Four: the position is the columns played, 1 to 7 (`4453`), or six rows of seven
    /// cells from the top, separated by `/`.
    Connect4,
}

/// A game's position, read from `--position`.
enum Position {
    TicTacToe(tictactoe::Board),
    ConnectFour(connect4::Board),
}

/// Runs `klados think --game tictactoe|connect4`: one search of `--position` (the empty board
/// by default), printed as a table. Returns the one-line error message if it fails.
pub(super) fn think(game: GameArg, args: &ThinkArgs) -> Result<(), String> {
    let text = args.position.as_deref().unwrap_or("");
    let position = match game {
        GameArg::Tictactoe if text.is_empty() => Position::TicTacToe(tictactoe::Board::empty()),
        GameArg::Tictactoe => {
            Position::TicTacToe(tictactoe::Board::parse(text).map_err(|e| format!("--position: {e}"))?)
        }
        GameArg::Connect4 => {
            Position::ConnectFour(connect4::Board::parse(text).map_err(|e| format!("--position: {e}"))?)
        }
        GameArg::Chess => return Err(String::from("chess is searched from --fen")),
    };
    if args.fen != START_FEN {
        return Err(String::from(
            "--fen is a chess position: tic-tac-toe and Connect Four take --position",
        ));
    }
    let Some(algorithm) = args.algorithm.tree_search() else {
        return think_mcts(&position, args);
    };
    if let Some(problem) = super::mcts::flags_without_mcts(&args.mcts) {
        return Err(problem);
    }
    if args.quiescence || args.iterative || args.null_move {
        return Err(String::from(
            "--quiescence, --iterative and --null-move are chess's techniques (nothing is captured in these games, and \
             none has a pass); --tt, --killers, --history, --pvs, --aspiration and --lmr work",
        ));
    }
    if !matches!(args.format, Format::Table | Format::Json) {
        return Err(String::from(
            "tic-tac-toe and Connect Four are printed as a table (--format table) or as klados-tree/1 (--format json)",
        ));
    }
    let settings = SearchSettings {
        depth: usize::from(args.depth),
        algorithm,
        max_nodes: args.max_nodes,
        techniques: args.techniques(),
    };
    let control = SearchControl::new();
    let searched = match &position {
        Position::TicTacToe(board) => tictactoe::search(*board, &settings, &control),
        Position::ConnectFour(board) => connect4::search(board, &settings, &control),
    }
    .map_err(|error| match error {
        GameError::Search(SearchError::OverBudget {
            limit: BudgetLimit::Nodes,
            ..
        }) => format!("{error} (--max-nodes)"),
        GameError::Position(_) => format!("--position: {error}"),
        GameError::Search(SearchError::DepthOutOfRange { .. }) => format!("--depth: {error}"),
        GameError::Search(_) => error.to_string(),
    })?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    match args.format {
        Format::Json => crate::engine::export::write_json(&searched, &mut out),
        _ => write_summary(&searched, &position, &mut out),
    }
    .and_then(|()| out.flush())
    .or_else(ignore_closed_pipe)
}

/// Runs `klados think --game tictactoe|connect4 --algorithm mcts`: Monte Carlo tree search from
/// the position, its playouts played to the end of the game.
fn think_mcts(position: &Position, args: &ThinkArgs) -> Result<(), String> {
    if !args.techniques().is_empty() {
        return Err(String::from(super::TECHNIQUES_WITHOUT_MCTS));
    }
    let format = match args.format {
        Format::Json => super::mcts::MctsFormat::Json,
        Format::Table => super::mcts::MctsFormat::Table,
        Format::Csv => super::mcts::MctsFormat::Csv,
        Format::Trace => {
            return Err(String::from(
                "--algorithm mcts writes table, json or csv: a trace is for minimax and alpha-beta",
            ));
        }
    };
    let control = SearchControl::new();
    super::mcts::think_game(&args.mcts, args.max_nodes, format, |settings| match position {
        Position::TicTacToe(board) => tictactoe::mcts(*board, settings, &control),
        Position::ConnectFour(board) => connect4::mcts(board, settings, &control),
    })
}

/// Writes what the search found, as chess's table starts: the search, the root, the best move
/// and value, the principal variation, the nodes per level and the counts; then the board and,
/// for Connect Four, the root's evaluation term by term.
fn write_summary(tree: &SearchTree, position: &Position, out: &mut impl Write) -> io::Result<()> {
    let side = tree.root_backup();
    writeln!(
        out,
        "Klados search: {}{} to depth {} of {} from {}",
        tree.algorithm().label(),
        crate::engine::settings::techniques_words(tree.techniques()),
        tree.depth(),
        tree.game().id().title(),
        tree.position_text(None).unwrap_or_default()
    )?;
    writeln!(
        out,
        "Root: {} to move, chooses by {}. Best move {} with value {}.",
        tree.side_name(side.color()),
        side.name().to_uppercase(),
        tree.san_of(tree.best()),
        tree.display_value(tree.root_value())
    )?;
    let line: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| tree.san_of(id))
        .collect();
    writeln!(out, "Principal variation: {}", line.join(" "))?;
    let counts = tree.counts();
    let per_level: Vec<String> = tree.nodes_per_level().iter().map(ToString::to_string).collect();
    writeln!(
        out,
        "Nodes: {} stored ({} per level), {} ms, {:.1} MB",
        counts.stored,
        per_level.join(" / "),
        tree.elapsed().as_millis(),
        tree.memory_bytes() as f64 / 1e6
    )?;
    writeln!(
        out,
        "{} positions searched, {} leaves evaluated, {} moves pruned (listed, never searched).",
        counts.searched, counts.evaluated, counts.pruned
    )?;
    if tree.techniques().has(Technique::Transpositions) {
        writeln!(
            out,
            "Transposition table: {} positions reached again by another order of moves, taken from the table; \
             {} nodes stored, the root counted, for the tree's {} distinct positions.",
            group_thousands(counts.transpositions),
            group_thousands(counts.stored + 1),
            group_thousands(crate::games::distinct_positions(tree).unwrap_or_default())
        )?;
    }
    let games_over = tree
        .levels()
        .iter()
        .flat_map(|level| level.nodes.iter())
        .filter(|node| {
            matches!(
                node.status(),
                crate::engine::tree::Status::Checkmate | crate::engine::tree::Status::Draw
            )
        })
        .count();
    writeln!(out, "Games ended inside the tree: {games_over}.")?;
    writeln!(
        out,
        "Moves are named by {}.",
        match position {
            Position::TicTacToe(_) => "cell, 1 to 9 row by row from the top left (5 is the centre)",
            Position::ConnectFour(_) => "column, 1 to 7 from the left",
        }
    )?;
    writeln!(out)?;
    match position {
        Position::TicTacToe(board) => {
            let cells: Vec<char> = board.to_string().chars().collect();
            for row in cells.chunks(3) {
                writeln!(
                    out,
                    "  {}",
                    row.iter().map(char::to_string).collect::<Vec<_>>().join(" ")
                )?;
            }
            writeln!(out)?;
            writeln!(
                out,
                "Evaluation at the horizon: lines open for x less lines open for o; here {}.",
                board.open_lines()
            )?;
        }
        Position::ConnectFour(board) => {
            for row in board.to_string().split('/') {
                let cells: Vec<String> = row.chars().map(String::from).collect();
                writeln!(out, "  {}", cells.join(" "))?;
            }
            writeln!(out, "  1 2 3 4 5 6 7")?;
            writeln!(out)?;
            writeln!(out, "Evaluation of this position, x's view, term by term:")?;
            for term in connect4::terms(board) {
                writeln!(
                    out,
                    "  {:<14} {} × ({} − {}) = {:>4}   ({})",
                    term.name,
                    term.weight,
                    term.x,
                    term.o,
                    term.points(),
                    term.why
                )?;
            }
            writeln!(out, "  {:<14} {:>19}", "total", connect4::evaluate(board))?;
        }
    }
    Ok(())
}

/// How many times each game's search runs; the median time is printed.
const RUNS: usize = 5;

/// The games' part of `klados bench`: the whole tic-tac-toe tree (every node stored) and
/// Connect Four to depth 8, each with every algorithm, on one thread: nodes, time (the median of
/// [`RUNS`]), speed and memory (the node arrays, the process's peak and its rise during the
/// search).
pub(super) fn bench(
    out: &mut impl Write,
    reset_peak_memory: fn() -> Option<f64>,
    peak_memory_mb: fn() -> Option<f64>,
) -> Result<(), String> {
    writeln!(out).or_else(ignore_closed_pipe)?;
    writeln!(
        out,
        "{:<13} {:<10} {:>5} {:>10} {:>9} {:>12} {:>9} {:>11} {:>8}  value",
        "game", "algorithm", "depth", "nodes", "time ms", "nodes/s", "tree MB", "peak RSS MB", "rise MB"
    )
    .or_else(ignore_closed_pipe)?;
    for (name, depth) in [("tic-tac-toe", 9), ("connect4", 8)] {
        for algorithm in Algorithm::ALL {
            let settings = SearchSettings::new(depth, algorithm);
            let control = SearchControl::new().with_threads(1);
            let run = || -> Result<(SearchTree, f64), String> {
                let started = Instant::now();
                let searched = match name {
                    "tic-tac-toe" => tictactoe::search(tictactoe::Board::empty(), &settings, &control),
                    _ => connect4::search(&connect4::Board::empty(), &settings, &control),
                }
                .map_err(|e| e.to_string())?;
                Ok((searched, started.elapsed().as_secs_f64()))
            };
            let held_before = reset_peak_memory();
            let (mut searched, _) = run()?;
            let peak = peak_memory_mb();
            let mut times = Vec::with_capacity(RUNS);
            for _ in 0..RUNS {
                drop(searched);
                let (again, seconds) = run()?;
                searched = again;
                times.push(seconds);
            }
            times.sort_by(f64::total_cmp);
            let seconds = times.get(RUNS / 2).copied().unwrap_or_default();
            let nodes = searched.node_count();
            let show = |mb: Option<f64>| mb.map_or_else(|| String::from("n/a"), |mb| format!("{mb:.1}"));
            writeln!(
                out,
                "{:<13} {:<10} {:>5} {:>10} {:>9.1} {:>12.0} {:>9.1} {:>11} {:>8}  {}",
                name,
                algorithm.name(),
                depth,
                nodes,
                seconds * 1000.0,
                nodes as f64 / seconds,
                searched.memory_bytes() as f64 / 1e6,
                show(peak),
                show(peak.zip(held_before).map(|(peak, held)| peak - held)),
                searched.display_value(searched.root_value())
            )
            .and_then(|()| out.flush())
            .or_else(ignore_closed_pipe)?;
        }
    }
    Ok(())
}
