//! `--algorithm mcts` for `klados think` and `klados tree`: Monte Carlo tree search, with its
//! own settings (iterations, exploration, seed, playouts) and its own columns (N, W, W/N, UCB).

use std::io::{self, Write};

use crate::engine::mcts::export::{write_csv, write_json_with_problem, write_table};
use crate::engine::mcts::{
    DEFAULT_EXPLORATION, DEFAULT_PLAYOUT_DEPTH, MAX_EXPLORATION, MAX_ITERATIONS, MAX_PLAYOUT_DEPTH,
    MctsSettings, MctsTree, Outcome, mcts_abstract, mcts_chess,
};
use crate::engine::settings::SearchControl;

/// The options of Monte Carlo tree search, shared by `think` and `tree`. They mean something
/// only with `--algorithm mcts`.
#[derive(Debug, Clone, clap::Args)]
pub struct MctsArgs {
    /// Monte Carlo tree search: how many iterations (each adds one node), 1 to 100,000.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_iterations)]
    pub iterations: Option<u32>,
    /// Monte Carlo tree search: the seed of the playouts' random moves (the same seed, the
    /// same tree).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: Option<u64>,
    /// Monte Carlo tree search: the exploration constant C of UCB, 0 to 100 (default √2).
    // Hyphen values too: `-inf` is no number to clap, and must get the range's message.
    #[arg(long, allow_hyphen_values = true, value_parser = parse_exploration)]
    pub exploration: Option<f64>,
    /// Monte Carlo tree search in chess: how many random moves a playout plays before the
    /// evaluation judges the position, 0 to 40 (default 4).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_playout_depth)]
    pub playout_depth: Option<usize>,
    /// Monte Carlo tree search on a tree: how a leaf becomes a result, `utility` (its value
    /// scaled between the smallest and the largest leaf) or `sign` (win, draw or loss).
    #[arg(long, value_enum)]
    pub outcome: Option<OutcomeArg>,
}

/// `--outcome` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OutcomeArg {
    /// The leaf's value scaled from 0 (the smallest leaf) to 1 (the largest).
    Utility,
    /// A win (1), a draw (½) or a loss (0) by the leaf value's sign.
    Sign,
}

impl MctsArgs {
    /// Returns the flags given, as typed, to say that they need `--algorithm mcts`.
    pub fn given(&self) -> Vec<&'static str> {
        [
            (self.iterations.is_some(), "--iterations"),
            (self.seed.is_some(), "--seed"),
            (self.exploration.is_some(), "--exploration"),
            (self.playout_depth.is_some(), "--playout-depth"),
            (self.outcome.is_some(), "--outcome"),
        ]
        .into_iter()
        .filter_map(|(given, flag)| given.then_some(flag))
        .collect()
    }

    /// Returns the search's settings: what was given, the defaults for the rest.
    pub fn settings(&self, max_nodes: usize) -> MctsSettings {
        MctsSettings {
            iterations: self.iterations.unwrap_or(1_000),
            exploration: self.exploration.unwrap_or(DEFAULT_EXPLORATION),
            seed: self.seed.unwrap_or(0),
            playout_depth: self.playout_depth.unwrap_or(DEFAULT_PLAYOUT_DEPTH),
            outcome: match self.outcome {
                Some(OutcomeArg::Sign) => Outcome::Sign,
                _ => Outcome::Utility,
            },
            max_nodes,
        }
    }
}

/// Says that MCTS flags were given without `--algorithm mcts`; `None` if none were.
pub fn flags_without_mcts(args: &MctsArgs) -> Option<String> {
    let given = args.given();
    match given.as_slice() {
        [] => None,
        [flag] => Some(format!("{flag} is for --algorithm mcts")),
        flags => Some(format!("{} are for --algorithm mcts", flags.join(", "))),
    }
}

/// The output formats MCTS can write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MctsFormat {
    /// `klados-tree/1` JSON.
    Json,
    /// Huo-style tables with N, W, W/N and UCB.
    Table,
    /// One row per node.
    Csv,
}

/// Runs `klados think --algorithm mcts` from `root` and writes the tree.
pub fn think(
    root: &shakmaty::Chess,
    args: &MctsArgs,
    max_nodes: usize,
    format: MctsFormat,
) -> Result<(), String> {
    if args.outcome.is_some() {
        return Err(String::from(
            "--outcome is for abstract trees (klados tree); a chess playout's result comes from the evaluation",
        ));
    }
    let tree =
        mcts_chess(root, &[], &args.settings(max_nodes), &SearchControl::new()).map_err(|e| e.to_string())?;
    write(&tree, None, format)
}

/// Runs `klados tree --algorithm mcts` on a drawn tree and writes it.
pub fn tree(
    moves: &[crate::engine::abstract_tree::AbstractNode],
    args: &MctsArgs,
    format: MctsFormat,
) -> Result<(), String> {
    if args.playout_depth.is_some() {
        return Err(String::from(
            "--playout-depth is for chess (klados think); a tree's playouts go on to a leaf",
        ));
    }
    let settings = args.settings(crate::engine::settings::DEFAULT_MAX_NODES);
    let tree =
        mcts_abstract(moves, &settings, &SearchControl::new()).map_err(|e| format!("the tree: {e}"))?;
    // The problem goes into the file: the window grows the tree again from it to replay it.
    let problem = crate::course::tree_text::write_tree(moves);
    write(&tree, Some(&problem), format)
}

/// Runs `klados think --game tictactoe|connect4 --algorithm mcts`: `search` grows the tree
/// from the game's position with the settings; every playout goes to the end of the game.
pub fn think_game(
    args: &MctsArgs,
    max_nodes: usize,
    format: MctsFormat,
    search: impl FnOnce(&MctsSettings) -> Result<MctsTree, crate::engine::mcts::MctsError>,
) -> Result<(), String> {
    if args.outcome.is_some() {
        return Err(String::from(
            "--outcome is for abstract trees (klados tree); a game's playout goes to its end: a win, a draw or a loss",
        ));
    }
    if args.playout_depth.is_some() {
        return Err(String::from(
            "--playout-depth is for chess; tic-tac-toe's and Connect Four's playouts go to the end of the game",
        ));
    }
    let tree = search(&args.settings(max_nodes)).map_err(|e| format!("--position: {e}"))?;
    write(&tree, None, format)
}

/// Writes the tree in `format`; an abstract tree's JSON carries its `problem`.
fn write(tree: &MctsTree, problem: Option<&str>, format: MctsFormat) -> Result<(), String> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let written = match format {
        MctsFormat::Json => write_json_with_problem(tree, problem, &mut out),
        MctsFormat::Table => write_table(tree, &mut out),
        MctsFormat::Csv => write_csv(tree, &mut out),
    };
    written
        .and_then(|()| out.flush())
        .or_else(super::ignore_closed_pipe)
}

fn parse_iterations(text: &str) -> Result<u32, String> {
    text.trim()
        .parse::<i64>()
        .ok()
        .filter(|n| (1..=i64::from(MAX_ITERATIONS)).contains(n))
        .map(|n| n as u32)
        .ok_or_else(|| String::from("the iterations must be a whole number from 1 to 100000"))
}

fn parse_seed(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| format!("the seed must be a whole number from 0 to {}", u64::MAX))
}

fn parse_exploration(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|c| (0.0..=MAX_EXPLORATION).contains(c))
        // −0 is 0: "C = 0.00", never "C = -0.00".
        .map(|c| c + 0.0)
        .ok_or_else(|| {
            format!("the exploration constant must be a number from 0 to {MAX_EXPLORATION}, such as 1.41")
        })
}

fn parse_playout_depth(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<i64>()
        .ok()
        .filter(|n| (0..=MAX_PLAYOUT_DEPTH as i64).contains(n))
        .map(|n| n as usize)
        .ok_or_else(|| {
            format!("the playout depth must be a whole number of moves from 0 to {MAX_PLAYOUT_DEPTH}")
        })
}

/// Measures Monte Carlo tree search for `klados bench`: 10,000 iterations from the start and
/// from the Italian game, playouts of 4 random moves: iterations per second, the tree's memory,
/// the process's peak and its rise, and what one step of the replay costs (the N and W of every
/// node at a step, worked out from the log, which the window does every frame).
pub fn bench(
    out: &mut impl Write,
    reset_peak_memory: fn() -> Option<f64>,
    peak_memory_mb: fn() -> Option<f64>,
) -> Result<(), String> {
    const ITERATIONS: u32 = 10_000;
    writeln!(
        out,
        "\nMonte Carlo tree search: {} iterations, C = 1.41, seed 1, playouts of {DEFAULT_PLAYOUT_DEPTH} random moves",
        crate::engine::words::group_thousands(ITERATIONS as usize)
    )
    .and_then(|()| {
        writeln!(
            out,
            "{:<9} {:>10} {:>9} {:>13} {:>8} {:>9} {:>11} {:>8} {:>14}  most visited",
            "position", "iterations", "time ms", "iterations/s", "nodes", "tree MB", "peak RSS MB", "rise MB", "a step ms"
        )
    })
    .or_else(super::ignore_closed_pipe)?;
    for (name, fen) in [
        ("start", crate::engine::position::START_FEN),
        ("italian", super::BENCH_POSITIONS[2].1),
    ] {
        let root = crate::engine::fen::parse_fen(fen).map_err(|e| e.to_string())?;
        let held_before = reset_peak_memory();
        let started = web_time::Instant::now();
        let tree = mcts_chess(
            &root,
            &[],
            &MctsSettings::new(ITERATIONS, 1),
            &SearchControl::new(),
        )
        .map_err(|e| e.to_string())?;
        let seconds = started.elapsed().as_secs_f64();
        let peak = peak_memory_mb();
        // A step of the replay: the N and W of every node at 50 steps spread over it.
        let started = web_time::Instant::now();
        let mut checksum = 0u64;
        for jump in 0..50 {
            let step = tree.last_step() * jump / 49;
            checksum += u64::from(tree.snapshot(step).root_visits);
        }
        let per_step = started.elapsed().as_secs_f64() * 1000.0 / 50.0;
        let best = tree
            .best()
            .map_or_else(|| String::from("-"), |id| tree.name_of(id));
        writeln!(
            out,
            "{name:<9} {ITERATIONS:>10} {:>9.1} {:>13.0} {:>8} {:>9.2} {:>11} {:>8} {per_step:>14.3}  {best}  [{checksum}]",
            seconds * 1000.0,
            f64::from(ITERATIONS) / seconds,
            tree.node_count(),
            tree.memory_bytes() as f64 / 1e6,
            peak.map_or_else(|| String::from("n/a"), |mb| format!("{mb:.1}")),
            peak.zip(held_before)
                .map_or_else(|| String::from("n/a"), |(peak, held)| format!("{:.1}", peak - held)),
        )
        .and_then(|()| out.flush())
        .or_else(super::ignore_closed_pipe)?;
    }
    Ok(())
}
