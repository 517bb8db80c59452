//! `klados bench`: the search's speed and memory on three positions, the replay's and the Code
//! pane's cost on the biggest tree, each technique after alpha-beta, and Monte Carlo tree search.

use crate::engine::settings::Technique;
use std::io::{self, Write};
use web_time::Instant;

use super::{BENCH_POSITIONS, game, ignore_closed_pipe, mcts};
use crate::engine::fen::parse_fen;
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};
use crate::engine::tree::SearchTree;

/// One benchmark search.
struct BenchCase {
    name: &'static str,
    fen: &'static str,
    depth: usize,
    algorithm: Algorithm,
}

/// Runs `klados bench`: searches each benchmark position with each algorithm and prints the
/// nodes per level, speed, memory and time. Minimax goes to depth 5 from the start and depth 4
/// in the middlegames (depth 5 there would exceed the default budget); alpha-beta to depth 5.
///
/// Memory is the tree's node arrays (tree MB), the process's peak during the search (peak
/// RSS), and how far that peak rose above what the process held before the search (rise: the
/// search's own memory, to set against the tree).
pub fn bench() -> Result<(), String> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    run_bench(&mut out)
}

fn run_bench(out: &mut impl Write) -> Result<(), String> {
    let mut cases = Vec::new();
    for (name, fen) in BENCH_POSITIONS {
        for algorithm in Algorithm::ALL {
            let depth = if algorithm == Algorithm::Minimax && name != "start" {
                4
            } else {
                5
            };
            cases.push(BenchCase {
                name,
                fen,
                depth,
                algorithm,
            });
        }
    }
    writeln!(
        out,
        "{:<9} {:<10} {:>5} {:>10} {:>9} {:>9} {:>6} {:>12} {:>10} {:>9} {:>11} {:>8}  nodes per level",
        "position",
        "algorithm",
        "depth",
        "nodes",
        "time ms",
        "floor ms",
        "ratio",
        "nodes/s",
        "bytes/node",
        "tree MB",
        "peak RSS MB",
        "rise MB"
    )
    .or_else(ignore_closed_pipe)?;
    for (case_number, case) in cases.into_iter().enumerate() {
        let root = parse_fen(case.fen).map_err(|e| e.to_string())?;
        let held_before = reset_peak_memory();
        let settings = SearchSettings::new(case.depth, case.algorithm);
        // One thread: the ratio to the floor is the search's own speed.
        let one_thread = SearchControl::new().with_threads(1);
        let run = || -> Result<(SearchTree, f64), String> {
            let started = Instant::now();
            let tree = search(&root, &[], &settings, &one_thread).map_err(|e| e.to_string())?;
            Ok((tree, started.elapsed().as_secs_f64()))
        };
        let (mut tree, first_seconds) = run()?;
        let (peak, rise) = memory_since(held_before);
        // The floor, for the full-width search only: shakmaty making the same moves, each time
        // just after the search, so that each ratio compares two times taken in the same moment.
        // The first run is not one of them: it is the only one that pays for fresh memory
        // (printed apart for the first case), and among them it would pull the median towards
        // the slower runs.
        let full_width = case.algorithm == Algorithm::Minimax;
        let mut times = Vec::new();
        let mut floors = Vec::new();
        let mut made = 0;
        for _ in 0..RUNS {
            drop(tree);
            let (again, seconds) = run()?;
            tree = again;
            times.push(seconds);
            if full_width {
                let started = Instant::now();
                made = make_every_move(&root, case.depth);
                floors.push(started.elapsed().as_secs_f64());
            }
        }
        let nodes = tree.node_count();
        let seconds = median(&times);
        let ratios: Vec<f64> = floors
            .iter()
            .zip(&times)
            .map(|(floor, time)| floor / time)
            .collect();
        let (floor_ms, ratio) = match full_width {
            true if made == nodes as u64 => (
                format!("{:.1}", median(&floors) * 1000.0),
                format!("{:.2}", median(&ratios)),
            ),
            true => (format!("{made} made"), String::from("-")),
            false => (String::from("-"), String::from("-")),
        };
        writeln!(
            out,
            "{:<9} {:<10} {:>5} {:>10} {:>9.1} {floor_ms:>9} {ratio:>6} {:>12.0} {:>10} {:>9.1} {:>11} {:>8}  {}",
            case.name,
            case.algorithm.name(),
            case.depth,
            nodes,
            seconds * 1000.0,
            nodes as f64 / seconds,
            std::mem::size_of::<crate::engine::tree::Node>(),
            tree.memory_bytes() as f64 / 1e6,
            peak,
            rise,
            tree.nodes_per_level()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("/")
        )
        .and_then(|()| out.flush())
        .or_else(ignore_closed_pipe)?;
        if case_number == 0 {
            // The process's first search takes its memory fresh from the system, which costs a
            // page fault per 4 KiB; the later ones fill the memory the trees before them left.
            writeln!(
                out,
                "  first run {:>10.1} ms: its memory fresh from the system (the runs after it reuse a dropped tree's)",
                first_seconds * 1000.0
            )
            .or_else(ignore_closed_pipe)?;
        }
        if case.algorithm == Algorithm::Minimax {
            bench_threads(out, &root, &settings, &tree)?;
        }
        if case.name == "start" && case.algorithm == Algorithm::Minimax {
            bench_replay(out, tree)?;
        }
    }
    bench_techniques(out)?;
    game::bench(out, reset_peak_memory, peak_memory_mb)?;
    mcts::bench(out, reset_peak_memory, peak_memory_mb)
}

/// How many times the searches and the floor run, after a first run: the machine's speed varies
/// from moment to moment (by as much as half on a shared machine), so bench reports the median
/// of the runs' times, and the median of ratios each taken between two runs made one just after
/// the other.
const RUNS: usize = 5;

/// The process's peak memory, and how far it rose above `held_before`, in MB as the table
/// prints them ("n/a" where the system does not say).
fn memory_since(held_before: Option<f64>) -> (String, String) {
    let peak = peak_memory_mb();
    (
        peak.map_or_else(|| String::from("n/a"), |mb| format!("{mb:.1}")),
        peak.zip(held_before).map_or_else(
            || String::from("n/a"),
            |(peak, held)| format!("{:.1}", peak - held),
        ),
    )
}

/// The floor under the search's speed: shakmaty making every move of the full-width tree to
/// `depth` plies from `position`, storing and evaluating nothing. Returns the moves made (the
/// minimax tree's node count, where no line ends early). Klados's ratio to it is how close the
/// search runs to its move generator.
fn make_every_move(position: &shakmaty::Chess, depth: usize) -> u64 {
    if depth == 0 {
        return 0;
    }
    let mut made = 0;
    for m in shakmaty::Position::legal_moves(position) {
        let mut child = position.clone();
        shakmaty::Position::play_unchecked(&mut child, m);
        made += 1 + make_every_move(&child, depth - 1);
    }
    made
}

/// Measures minimax split among one thread per core (the replies to the root's moves shared
/// out among them), each run against a one-thread run made just after it: the speed-up, the
/// memory the search took, and whether the tree is `one`, the one-thread tree.
fn bench_threads(
    out: &mut impl Write,
    root: &shakmaty::Chess,
    settings: &SearchSettings,
    one: &SearchTree,
) -> Result<(), String> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let held_before = reset_peak_memory();
    let timed = |control: &SearchControl| -> Result<(SearchTree, f64), String> {
        let started = Instant::now();
        let tree = search(root, &[], settings, control).map_err(|e| e.to_string())?;
        Ok((tree, started.elapsed().as_secs_f64()))
    };
    let split_control = SearchControl::new().with_threads(threads);
    let one_control = SearchControl::new().with_threads(1);
    let (mut split, _) = timed(&split_control)?;
    let (_, rise) = memory_since(held_before);
    // A first run of each is not timed: each may pay for memory fresh from the system (the
    // split tree and a one-thread tree are held at once here, which the runs before did not).
    drop(timed(&one_control)?);
    // Each split search is followed by a one-thread search at once: each speed-up compares two
    // times taken in the same moment of the machine.
    let mut times = Vec::new();
    let mut one_times = Vec::new();
    let mut speed_ups = Vec::new();
    for _ in 0..RUNS {
        drop(split);
        let (again, seconds) = timed(&split_control)?;
        split = again;
        let (_, one_seconds) = timed(&one_control)?;
        times.push(seconds);
        one_times.push(one_seconds);
        speed_ups.push(one_seconds / seconds);
    }
    let same = if split == *one { "the same" } else { "a DIFFERENT" };
    writeln!(
        out,
        "  on {threads} threads {:>11.1} ms: {:.2} times one thread's speed (one thread {:.1} ms just after each), \
         rise {rise} MB, {same} tree",
        median(&times) * 1000.0,
        median(&speed_ups),
        median(&one_times) * 1000.0,
    )
    .or_else(ignore_closed_pipe)
}

/// The middle one of `values` (the mean of the middle two of an even number); 0 for none.
fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// Measures each technique after alpha-beta on the bench positions: ordered alpha-beta at
/// depth 5 alone, with each technique, with killer moves and the history heuristic together,
/// and with all of them; alpha-beta at depth 5 (no captures first) alone and with killers,
/// history and both; and minimax at depth 4 with and without the transposition table, where
/// the table saves the most.
fn bench_techniques(out: &mut impl Write) -> Result<(), String> {
    let killers_and_history = Techniques::of(&[Technique::Killers, Technique::History]);
    let mut runs = vec![(Algorithm::Ordered, 5, Techniques::NONE)];
    for facts in &Technique::ALL {
        runs.push((Algorithm::Ordered, 5, Techniques::NONE.with(facts.technique)));
    }
    runs.push((Algorithm::Ordered, 5, killers_and_history));
    runs.push((Algorithm::Ordered, 5, Techniques::every()));
    for techniques in [
        Techniques::NONE,
        Techniques::NONE.with(Technique::Killers),
        Techniques::NONE.with(Technique::History),
        killers_and_history,
    ] {
        runs.push((Algorithm::AlphaBeta, 5, techniques));
    }
    runs.push((Algorithm::Minimax, 4, Techniques::NONE));
    runs.push((
        Algorithm::Minimax,
        4,
        Techniques::NONE.with(Technique::Transpositions),
    ));
    writeln!(
        out,
        "\n{:<9} {:<10} {:>5} {:<40} {:>10} {:>10} {:>10} {:>10} {:>9} {:>9}  best, value",
        "position",
        "algorithm",
        "depth",
        "techniques",
        "nodes",
        "discarded",
        "quiescence",
        "transposed",
        "moved up",
        "time ms"
    )
    .or_else(ignore_closed_pipe)?;
    for (name, fen) in BENCH_POSITIONS {
        let root = parse_fen(fen).map_err(|e| e.to_string())?;
        for &(algorithm, depth, techniques) in &runs {
            let settings = SearchSettings::new(depth, algorithm).with(techniques);
            let started = Instant::now();
            // One thread, so that minimax without the table is timed as it is with it.
            let result = search(&root, &[], &settings, &SearchControl::new().with_threads(1));
            let seconds = started.elapsed().as_secs_f64();
            let names = match techniques.names() {
                names if names.is_empty() => String::from("-"),
                names => names.join("+"),
            };
            let line = match result {
                Ok(tree) => {
                    // Iterative deepening: the nodes of every iteration, and the last one's share.
                    let nodes = tree.total_node_count();
                    let share = if tree.iterations().is_empty() {
                        String::new()
                    } else {
                        format!(
                            " (last iteration {:.0}%)",
                            100.0 * tree.node_count() as f64 / nodes as f64
                        )
                    };
                    // Re-searches' first attempts and null moves' searches, thrown away.
                    let discarded = tree.counts().discarded
                        + tree
                            .iterations()
                            .iter()
                            .map(|iteration| iteration.counts().discarded)
                            .sum::<usize>();
                    format!(
                        "{:>10} {:>10} {:>10} {:>10} {:>9} {:>9.1}  {}, {}{share}",
                        nodes,
                        discarded,
                        tree.counts().quiescence,
                        tree.counts().transpositions,
                        moved_up(&tree),
                        seconds * 1000.0,
                        tree.san_of(tree.best()),
                        tree.display_value(tree.root_value()),
                    )
                }
                Err(error) => format!(
                    "{:>10}  {}",
                    "-",
                    crate::engine::words::one_line(&error.to_string())
                ),
            };
            writeln!(
                out,
                "{name:<9} {:<10} {depth:>5} {names:<40} {line}",
                algorithm.name()
            )
            .and_then(|()| out.flush())
            .or_else(ignore_closed_pipe)?;
        }
    }
    Ok(())
}

/// Returns how many nodes of `tree` killer moves or the history heuristic tried sooner than
/// move ordering alone would have.
fn moved_up(tree: &SearchTree) -> usize {
    tree.levels()
        .iter()
        .map(|level| {
            level
                .nodes
                .iter()
                .filter(|node| node.ordered_by().is_some())
                .count()
        })
        .sum()
}

/// Measures the replay on a big tree: preparing each order, and the cost of one step (jumping
/// anywhere and reading what the rows of a screen show), which the window pays every frame.
fn bench_replay(out: &mut impl Write, tree: SearchTree) -> Result<(), String> {
    use crate::engine::replay::{Granularity, Order, Replay};
    use crate::engine::tree::NodeId;
    let tree = std::sync::Arc::new(tree);
    for (order, granularity, name) in [
        (Order::LevelByLevel, Granularity::Level, "level by level"),
        (Order::LevelByLevel, Granularity::Comparison, "by comparison"),
        (Order::DepthFirst, Granularity::Level, "depth first"),
    ] {
        let started = Instant::now();
        let replay = Replay::new(std::sync::Arc::clone(&tree), order, granularity);
        let prepare = started.elapsed();
        // Jump to 200 steps spread over the replay, and at each read 60 rows (10 per level)
        // around the step's node, as the panel does.
        let started = Instant::now();
        let jumps = 200;
        let mut checksum = 0i64;
        for jump in 0..jumps {
            let step = replay.last_step() * jump / (jumps - 1);
            checksum += crate::shell::i18n::said(&replay.narration(step)).len() as i64;
            for (level, nodes) in tree.levels().iter().enumerate() {
                let centre = (nodes.nodes.len() * jump / jumps) as u32;
                for index in centre..(centre + 10).min(nodes.nodes.len() as u32) {
                    let view = replay.node_view(step, NodeId::new(level, index));
                    checksum += i64::from(view.value.unwrap_or(0));
                }
            }
        }
        let per_step = started.elapsed().as_secs_f64() * 1000.0 / jumps as f64;
        writeln!(
            out,
            "  replay {name:<15} {:>12} steps: prepare {:>7.1} ms, a step (jump, narrate, 60 rows) {per_step:.3} ms  [{checksum}]",
            replay.step_count(),
            prepare.as_secs_f64() * 1000.0
        )
        .or_else(ignore_closed_pipe)?;
        if order == Order::DepthFirst {
            bench_code_pane(out, &replay)?;
        }
    }
    Ok(())
}

/// Measures what the Code pane adds to a depth-first step: the lines to light and the call
/// stack, worked out at 200 steps spread over the replay.
fn bench_code_pane(out: &mut impl Write, replay: &crate::engine::replay::Replay) -> Result<(), String> {
    use crate::engine::code::{self, Source};
    let listing = code::listing(replay.tree(), replay.order(), Source::Pseudocode);
    let started = Instant::now();
    let jumps = 200;
    let mut checksum = 0i64;
    for jump in 0..jumps {
        let step = replay.last_step() * jump / (jumps - 1);
        checksum += code::lit_lines(replay, step, &listing).len() as i64;
        for frame in code::stack(replay, step) {
            checksum += i64::from(frame.best.map_or(0, |(value, _)| value));
            checksum += frame.window.map_or(0, |(alpha, _)| i64::from(alpha));
        }
    }
    let per_step = started.elapsed().as_secs_f64() * 1000.0 / jumps as f64;
    writeln!(
        out,
        "  replay {:<15} {:>12}        the Code pane's part of a step (lit lines, call stack) {per_step:.3} ms  [{checksum}]",
        "+ code pane", ""
    )
    .or_else(ignore_closed_pipe)
}

/// Asks Linux to restart counting the process's peak memory from what it holds now, and returns
/// that, in MB (`None` elsewhere). The peak's rise above it is what the search took.
fn reset_peak_memory() -> Option<f64> {
    std::fs::write("/proc/self/clear_refs", "5").ok()?;
    status_mb("VmRSS:")
}

/// Returns the process's peak resident memory in MB since the last reset, where Linux tells it.
fn peak_memory_mb() -> Option<f64> {
    status_mb("VmHWM:")
}

/// Returns a memory field of `/proc/self/status` (which counts in kB) in MB.
fn status_mb(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024.0 / 1e6)
}
