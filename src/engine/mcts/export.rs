//! Writing a Monte Carlo tree out: `klados-tree/1` JSON, Huo-style tables and CSV.
//!
//! The JSON is the minimax trees' document with `"algorithm": "mcts"`: the same levels of nodes
//! (`n`, `parent`, the move or label, `status`), each node with its `visits` (N), `total` (W,
//! MAX's or White's view), `mean` (W/N) and `ucb` (the value it had when its parent last chose
//! it; `null` if never chosen) in place of a score and a value; `best` names the most visited
//! move. The search's settings and the root's N and W are written beside them.

use std::io::{self, Write};

use serde::Serialize;
use shakmaty::{Color, Position};

use crate::engine::export::TREE_FORMAT;
use crate::engine::mcts::replay::number;
use crate::engine::mcts::{Judge, MctsTree};
use crate::engine::tree::NodeId;

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

/// Names a node as the JSON does: UCI in chess, the label in an abstract tree.
fn move_name(tree: &MctsTree, id: NodeId) -> String {
    if tree.is_abstract() {
        tree.name_of(id)
    } else {
        tree.get(id)
            .and_then(|node| node.packed_move())
            .map(|m| m.uci())
            .unwrap_or_default()
    }
}

/// Writes the tree as `klados-tree/1` JSON.
pub fn write_json<W: Write>(tree: &MctsTree, out: &mut W) -> io::Result<()> {
    let abstract_tree = tree.is_abstract();
    let settings = tree.settings();
    let mut document = serde_json::Map::new();
    document.insert("format".into(), TREE_FORMAT.into());
    if !abstract_tree {
        document.insert("fen".into(), crate::game::fen_of(tree.root()).into());
    }
    document.insert("depth".into(), tree.levels().len().into());
    document.insert("algorithm".into(), "mcts".into());
    let mut mcts = serde_json::json!({
        "iterations": settings.iterations,
        "exploration": rounded(settings.exploration),
        "seed": settings.seed,
    });
    match tree.judge() {
        Judge::Chess => mcts["playout_depth"] = settings.playout_depth.into(),
        Judge::Leaves { outcome, .. } => mcts["outcome"] = outcome.name().into(),
    }
    document.insert("mcts".into(), mcts);
    document.insert("to_move".into(), side_name(tree.root().turn()).into());
    let mut levels = Vec::with_capacity(tree.levels().len());
    for (level_index, level) in tree.levels().iter().enumerate() {
        let nodes: Vec<serde_json::Value> = (0..level.nodes.len())
            .map(|index| {
                let id = NodeId::new(level_index, index as u32);
                let node = &level.nodes[index];
                let name = tree.name_of(id);
                let json = NodeJson {
                    n: id.index + 1,
                    parent: if level_index == 0 { 0 } else { node.parent() + 1 },
                    uci: (!abstract_tree).then(|| move_name(tree, id)),
                    san: (!abstract_tree).then(|| name.clone()),
                    label: abstract_tree.then_some(name),
                    visits: node.visits(),
                    total: rounded(node.total()),
                    mean: node.mean().map(rounded),
                    ucb: node.ucb().filter(|value| value.is_finite()).map(rounded),
                    iteration: node.born() + 1,
                    status: node.status().name(),
                    end_value: node.end_value(),
                };
                serde_json::to_value(json).unwrap_or_default()
            })
            .collect();
        levels.push(serde_json::json!({
            "level": level_index,
            "mover": side_name(level.mover),
            "nodes": nodes,
        }));
    }
    document.insert("levels".into(), levels.into());
    document.insert(
        "root".into(),
        serde_json::json!({ "visits": tree.root_visits(), "total": rounded(tree.root_total()) }),
    );
    if let Some(best) = tree.best() {
        let node = tree.get(best);
        let mut json = serde_json::json!({
            "visits": node.map_or(0, |node| node.visits()),
            "mean": node.and_then(|node| node.mean()).map(rounded),
        });
        if abstract_tree {
            json["label"] = tree.name_of(best).into();
        } else {
            json["uci"] = move_name(tree, best).into();
            json["san"] = tree.name_of(best).into();
        }
        document.insert("best".into(), json);
    }
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| move_name(tree, id))
        .collect();
    document.insert("pv".into(), pv.into());
    document.insert(
        "stats".into(),
        serde_json::json!({
            "nodes": tree.node_count(),
            "per_level": tree.nodes_per_level(),
            "iterations": tree.root_visits(),
            "playout_moves": tree.playouts.len(),
            "elapsed_ms": tree.elapsed().as_millis() as u64,
        }),
    );
    serde_json::to_writer_pretty(&mut *out, &serde_json::Value::Object(document)).map_err(io::Error::from)?;
    writeln!(out)
}

/// Returns the first lines of the table: what was searched and what it chose.
fn summary(tree: &MctsTree) -> Vec<String> {
    let settings = tree.settings();
    let playouts = match tree.judge() {
        Judge::Chess => format!(
            "playouts of {} random moves, then the evaluation as White's winning chance",
            settings.playout_depth
        ),
        Judge::Leaves { outcome, .. } => format!("playouts to a leaf, results by {}", outcome.name()),
    };
    let what = if tree.is_abstract() {
        String::from("an abstract game tree")
    } else {
        format!("from {}", crate::game::fen_of(tree.root()))
    };
    let mut lines = vec![
        format!(
            "Klados search: Monte Carlo tree search (UCT), {} iterations, C = {}, seed {}, {what}",
            crate::format::group_thousands(tree.root_visits() as usize),
            number(settings.exploration),
            settings.seed
        ),
        format!("Playouts: {playouts}."),
    ];
    if let Some(best) = tree.best() {
        let node = tree.get(best);
        lines.push(format!(
            "Root: {} to move. Most visited move {}: N {} of {}, W/N {}.",
            tree.side_name(tree.root().turn()),
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
                if tree.is_abstract() {
                    String::new()
                } else {
                    move_name(tree, id)
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
