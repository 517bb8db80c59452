//! Writing a Monte Carlo tree out: `klados-tree/1` JSON, Huo-style tables and CSV.
//!
//! The JSON is the minimax trees' document with `"algorithm": "mcts"`: the same levels of nodes
//! (`n`, `parent`, the move or label, `status`), each node with its `visits` (N), `total` (W,
//! MAX's or White's view), `mean` (W/N) and `ucb` (the value it had when its parent last chose
//! it; `null` if never chosen) in place of a score and a value; `best` names the most visited
//! move. The search's settings and the root's N and W are written beside them, and an abstract
//! tree's problem as `"tree"` when the caller gives it: the search is repeatable, so the window
//! replays such a file by growing the tree again (`engine::tree_file`). A game of `src/games`
//! is written as its minimax trees are: `game`, `position`, and each node's `move` by the
//! game's name for it.

use std::io::{self, Write};

use serde::Serialize;
use shakmaty::Color;

use crate::engine::export::TREE_FORMAT;
use crate::engine::mcts::replay::number;
use crate::engine::mcts::{Judge, MctsTree, Outcome};
use crate::engine::tree::{NodeId, TreeGame};

/// One node as `klados-tree/1` writes an MCTS node.
#[derive(Serialize)]
struct NodeJson {
    n: u32,
    parent: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    uci: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<String>,
    /// Another game's move, as the game names it (a cell `5`, a column `4`).
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    game_move: Option<String>,
    visits: u32,
    total: f64,
    mean: Option<f64>,
    ucb: Option<f64>,
    /// The iteration that created it, counting from 1.
    iteration: u32,
    status: &'static str,
    /// Where the game ends: the value there (a score, or a leaf's value).
    #[serde(skip_serializing_if = "Option::is_none")]
    end_value: Option<i32>,
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Rounds to six decimals, so the document is short and the same on every machine.
fn rounded(value: f64) -> f64 {
    (value * 1e6).round() / 1e6
}

/// Names a node as the JSON does: UCI in chess, the label in an abstract tree, the game's
/// name in another game.
fn move_name(tree: &MctsTree, id: NodeId) -> String {
    match tree.game() {
        TreeGame::Chess(_) => tree
            .get(id)
            .and_then(|node| node.packed_move())
            .map(|m| m.uci())
            .unwrap_or_default(),
        _ => tree.name_of(id),
    }
}

/// How a tree's nodes are named in the JSON: which of `uci` and `san`, `label`, `move`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Naming {
    Chess,
    Drawn,
    Game,
}

fn naming(tree: &MctsTree) -> Naming {
    match tree.game() {
        TreeGame::Chess(_) => Naming::Chess,
        TreeGame::Drawn(_) => Naming::Drawn,
        TreeGame::Other(_) => Naming::Game,
    }
}

/// The search's settings, as the document gives them.
#[derive(Serialize)]
struct SettingsJson {
    iterations: u32,
    exploration: f64,
    seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    playout_depth: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<&'static str>,
}

/// The move MCTS plays: the root's most visited child.
#[derive(Serialize)]
struct BestJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    uci: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<String>,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    game_move: Option<String>,
    visits: u32,
    mean: Option<f64>,
}

/// Writes the tree as `klados-tree/1` JSON, one node to a line as the other searches' trees.
pub fn write_json<W: Write>(tree: &MctsTree, out: &mut W) -> io::Result<()> {
    write_json_with_problem(tree, None, out)
}

/// Writes the tree as [`write_json`] does, with an abstract tree's problem as `"tree"` (nested
/// lists, as `klados tree` reads them): the window grows the same tree again from it to replay
/// the file.
pub fn write_json_with_problem<W: Write>(
    tree: &MctsTree,
    problem: Option<&str>,
    out: &mut W,
) -> io::Result<()> {
    let text = |value: &str| serde_json::to_string(value).unwrap_or_default();
    let naming = naming(tree);
    let settings = tree.settings();
    writeln!(out, "{{")?;
    writeln!(out, "  \"format\": {},", text(TREE_FORMAT))?;
    match tree.game() {
        TreeGame::Chess(root) => writeln!(
            out,
            "  \"fen\": {},",
            text(&crate::engine::position::fen_of(root))
        )?,
        TreeGame::Drawn(_) => {}
        TreeGame::Other(game) => {
            writeln!(out, "  \"game\": {},", text(game.id().key()))?;
            writeln!(out, "  \"position\": {},", text(&game.root_text()))?;
        }
    }
    if let Some(problem) = problem.filter(|_| naming == Naming::Drawn) {
        writeln!(out, "  \"tree\": {},", text(problem))?;
    }
    writeln!(out, "  \"depth\": {},", tree.levels().len())?;
    writeln!(out, "  \"algorithm\": \"mcts\",")?;
    let (playout_depth, outcome) = match tree.judge() {
        Judge::Chess => (Some(settings.playout_depth), None),
        Judge::Leaves { outcome, .. } => (None, Some(outcome.name())),
        Judge::Game => (None, None),
    };
    write!(out, "  \"mcts\": ")?;
    write_value(
        out,
        &SettingsJson {
            iterations: settings.iterations,
            // Whole, not rounded: the search grown again from the file must be this one.
            exploration: settings.exploration,
            seed: settings.seed,
            playout_depth,
            outcome,
        },
    )?;
    writeln!(out, ",")?;
    let to_move = match tree.game() {
        TreeGame::Other(_) => tree.root_side().name(),
        _ => side_name(tree.root_side().color()),
    };
    writeln!(out, "  \"to_move\": {},", text(to_move))?;
    writeln!(out, "  \"levels\": [")?;
    for (level_index, level) in tree.levels().iter().enumerate() {
        write!(
            out,
            "    {{ \"level\": {level_index}, \"mover\": {},\n      \"nodes\": [",
            text(side_name(level.mover))
        )?;
        for (index, node) in level.nodes.iter().enumerate() {
            let id = NodeId::new(level_index, index as u32);
            let name = tree.name_of(id);
            let row = NodeJson {
                n: id.index + 1,
                parent: if level_index == 0 { 0 } else { node.parent() + 1 },
                uci: (naming == Naming::Chess).then(|| move_name(tree, id)),
                san: (naming == Naming::Chess).then(|| name.clone()),
                label: (naming == Naming::Drawn).then(|| name.clone()),
                game_move: (naming == Naming::Game).then_some(name),
                visits: node.visits(),
                total: rounded(node.total()),
                mean: node.mean().map(rounded),
                ucb: node.ucb().filter(|value| value.is_finite()).map(rounded),
                iteration: node.born() + 1,
                status: node.status().name(),
                end_value: node.end_value(),
            };
            write!(out, "{}\n        ", if index == 0 { "" } else { "," })?;
            write_value(out, &row)?;
        }
        let last = level_index + 1 == tree.levels().len();
        writeln!(out, "\n    ] }}{}", if last { "" } else { "," })?;
    }
    writeln!(out, "  ],")?;
    writeln!(
        out,
        "  \"root\": {{ \"visits\": {}, \"total\": {} }},",
        tree.root_visits(),
        rounded(tree.root_total())
    )?;
    if let Some(best) = tree.best() {
        let node = tree.get(best);
        write!(out, "  \"best\": ")?;
        write_value(
            out,
            &BestJson {
                uci: (naming == Naming::Chess).then(|| move_name(tree, best)),
                san: (naming == Naming::Chess).then(|| tree.name_of(best)),
                label: (naming == Naming::Drawn).then(|| tree.name_of(best)),
                game_move: (naming == Naming::Game).then(|| tree.name_of(best)),
                visits: node.map_or(0, |node| node.visits()),
                mean: node.and_then(|node| node.mean()).map(rounded),
            },
        )?;
        writeln!(out, ",")?;
    }
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| move_name(tree, id))
        .collect();
    write!(out, "  \"pv\": ")?;
    write_value(out, &pv)?;
    writeln!(out, ",")?;
    writeln!(
        out,
        "  \"stats\": {{ \"nodes\": {}, \"per_level\": {}, \"iterations\": {}, \"playout_moves\": {}, \"elapsed_ms\": {} }}",
        tree.node_count(),
        serde_json::to_string(&tree.nodes_per_level()).map_err(io::Error::from)?,
        tree.root_visits(),
        tree.playouts.len(),
        tree.elapsed().as_millis()
    )?;
    writeln!(out, "}}")
}

/// Writes a value as compact JSON. `io::Error::from` keeps a write error's kind (a closed pipe
/// stays a closed pipe).
fn write_value<W: Write, T: Serialize>(out: &mut W, value: &T) -> io::Result<()> {
    serde_json::to_writer(out, value).map_err(io::Error::from)
}

/// Returns the first lines of the table: what was searched and what it chose.
fn summary(tree: &MctsTree) -> Vec<String> {
    let settings = tree.settings();
    let playouts = match tree.judge() {
        Judge::Chess => format!(
            "{} random moves, then the evaluation as White's winning chance",
            settings.playout_depth
        ),
        Judge::Leaves {
            outcome: Outcome::Utility,
            lowest,
            highest,
        } => format!("to a leaf, its value scaled from {lowest} (0) to {highest} (1)"),
        Judge::Leaves {
            outcome: Outcome::Sign,
            ..
        } => String::from("to a leaf, its value's sign a win (1), a draw (0.5) or a loss (0)"),
        Judge::Game => String::from("to the end of the game, a win (1), a draw (0.5) or a loss (0)"),
    };
    let what = match tree.game() {
        TreeGame::Drawn(_) => String::from("an abstract game tree"),
        TreeGame::Chess(root) => format!("from {}", crate::engine::position::fen_of(root)),
        TreeGame::Other(game) => format!("of {} from {}", game.id().title(), game.root_text()),
    };
    let mut lines = vec![
        format!(
            "Klados search: Monte Carlo tree search (UCT), {} iterations, C = {}, seed {}, {what}",
            crate::engine::words::group_thousands(tree.root_visits() as usize),
            number(settings.exploration),
            settings.seed
        ),
        format!("Playouts: {playouts}."),
    ];
    if let Some(best) = tree.best() {
        let node = tree.get(best);
        lines.push(format!(
            "Root: {} to move. Most visited move {}: N {} of {}, W/N {}.",
            tree.side_name(tree.root_side().color()),
            tree.name_of(best),
            node.map_or(0, |node| node.visits()),
            tree.root_visits(),
            number(node.and_then(|node| node.mean()).unwrap_or(f64::NAN)),
        ));
    }
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| tree.name_of(id))
        .collect();
    lines.push(format!("Most visited line: {}", pv.join(" ")));
    let per_level: Vec<String> = tree.nodes_per_level().iter().map(|n| n.to_string()).collect();
    lines.push(format!(
        "Nodes: {} stored ({} per level), {} ms",
        tree.node_count(),
        per_level.join(" + "),
        tree.elapsed().as_millis()
    ));
    lines
}

/// Writes the tree as Huo-style text tables: one per level ("NodesAnalysis0", …), each row the
/// node's number, its parent's number (0 = the root), the move, who moved, N, W, W/N, the UCB
/// value when last chosen, the iteration that created it and its status.
pub fn write_table(tree: &MctsTree, out: &mut impl Write) -> io::Result<()> {
    for line in summary(tree) {
        writeln!(out, "{line}")?;
    }
    for (level_index, level) in tree.levels().iter().enumerate() {
        writeln!(out)?;
        writeln!(
            out,
            "NodesAnalysis{level_index} ({} nodes, {} moved)",
            level.nodes.len(),
            tree.side_name(level.mover)
        )?;
        writeln!(
            out,
            "{:>6} {:>6}  {:<8} {:>6} {:>9} {:>6} {:>6} {:>6}  status",
            "n", "parent", "move", "N", "W", "W/N", "UCB", "born"
        )?;
        for (index, node) in level.nodes.iter().enumerate() {
            let id = NodeId::new(level_index, index as u32);
            writeln!(
                out,
                "{:>6} {:>6}  {:<8} {:>6} {:>9} {:>6} {:>6} {:>6}  {}",
                index + 1,
                if level_index == 0 { 0 } else { node.parent() + 1 },
                tree.name_of(id),
                node.visits(),
                number(node.total()),
                node.mean().map_or_else(|| String::from("–"), number),
                node.ucb().map_or_else(|| String::from("–"), number),
                node.born() + 1,
                node.status().name()
            )?;
        }
    }
    Ok(())
}

/// The CSV's header: one row per node.
pub const CSV_HEADER: &str = "level,n,parent,move,uci,visits,total,mean,ucb,iteration,status";

/// Writes the tree as CSV, one row per node, level by level.
pub fn write_csv(tree: &MctsTree, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{CSV_HEADER}")?;
    let naming = naming(tree);
    let decimal = |value: Option<f64>| {
        value
            .filter(|v| v.is_finite())
            .map_or_else(String::new, |v| rounded(v).to_string())
    };
    for (level_index, level) in tree.levels().iter().enumerate() {
        for (index, node) in level.nodes.iter().enumerate() {
            let id = NodeId::new(level_index, index as u32);
            let name = tree.name_of(id);
            let name = if name.contains([',', '"']) {
                format!("\"{}\"", name.replace('"', "\"\""))
            } else {
                name
            };
            writeln!(
                out,
                "{},{},{},{},{},{},{},{},{},{},{}",
                level_index,
                index + 1,
                if level_index == 0 { 0 } else { node.parent() + 1 },
                name,
                if naming == Naming::Chess {
                    move_name(tree, id)
                } else {
                    String::new()
                },
                node.visits(),
                decimal(Some(node.total())),
                decimal(node.mean()),
                decimal(node.ucb()),
                node.born() + 1,
                node.status().name()
            )?;
        }
    }
    Ok(())
}
