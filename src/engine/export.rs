//! Writing a search tree out: the `klados-tree/1` JSON format and Huo-style text tables.
//!
//! Both walk the tree level by level. SAN needs the position before each move, so the walk keeps
//! the positions along one path from the root (one per level, see `PathCursor`), never one per
//! node: writing a tree out takes little memory beside the tree. An abstract tree has no
//! positions: its rows are named by their labels, and its JSON has `label` where a chess tree
//! has `uci` and `san` (and no `fen`).

use std::io::{self, Write};

use serde::Serialize;
use shakmaty::{Chess, Color, Position};

use crate::engine::counts::minimal_tree;
use crate::engine::position;
use crate::engine::tree::{NodeId, SearchTree, Status};

/// The name and version of the JSON format.
pub const TREE_FORMAT: &str = "klados-tree/1";

/// One node as `klados-tree/1` writes it: a chess move as `uci` and `san`, an abstract tree's
/// node by its `label` instead (its stored move means nothing).
#[derive(Serialize)]
struct NodeJson<'a> {
    n: u32,
    parent: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    uci: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<&'a str>,
    score: Option<i32>,
    value: Option<i32>,
    bound: Option<&'static str>,
    status: &'static str,
    /// A transposition: the `n` of the node in the same level that searched the position.
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<u32>,
    /// Quiescence let the side to move stand pat here: its `score` was one of its options.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    stands_pat: bool,
    /// Quiescence search stopped here at its limit (`MAX_QUIESCENCE_PLIES` past the depth)
    /// although a capture or a promotion was possible or the side to move was in check: its
    /// `value` is its `score`, as it stands.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    at_quiescence_limit: bool,
    /// A chance node: nobody chooses here, its `value` is its children's expectation, rounded.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    chance: bool,
    /// A chance node's exact expectation as a fraction (`"11/2"`); its `value` is the nearest
    /// whole number.
    #[serde(skip_serializing_if = "Option::is_none")]
    expectation: Option<String>,
    /// An outcome of a chance node: its probability as a fraction (`"1/6"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    probability: Option<String>,
    /// A value that is not a whole number (below a chance node), exactly, as a fraction
    /// (`"1/4"`); its `value` is the nearest whole number.
    #[serde(skip_serializing_if = "Option::is_none")]
    exact: Option<String>,
}

/// One row of a node array with its move written out, as the export walk yields it.
pub struct Row<'a> {
    /// Where the node is.
    pub id: NodeId,
    /// The node, with its parent index, scores and status.
    pub node: &'a crate::engine::tree::Node,
    /// The move in UCI notation (empty in an abstract tree, whose nodes have no move).
    pub uci: String,
    /// The move in SAN; in an abstract tree, the node's label.
    pub san: String,
}

/// Calls `visit` for every node, level by level and in index order within a level, with its
/// move written in UCI and SAN (an abstract tree's nodes: no UCI, the label as SAN). Stops at
/// the first error `visit` returns.
pub fn for_each_row<E>(tree: &SearchTree, mut visit: impl FnMut(Row<'_>) -> Result<(), E>) -> Result<(), E> {
    if tree.is_abstract() {
        // No positions to walk: the nodes' moves mean nothing, their labels name them.
        for (level_index, level) in tree.levels().iter().enumerate() {
            for (index, node) in level.nodes.iter().enumerate() {
                let id = NodeId::new(level_index, index as u32);
                visit(Row {
                    id,
                    node,
                    uci: String::new(),
                    san: tree.san_of(id),
                })?;
            }
        }
        return Ok(());
    }
    let mut path = PathCursor::new(tree);
    for (level_index, level) in tree.levels().iter().enumerate() {
        for (index, node) in level.nodes.iter().enumerate() {
            let before = if level_index == 0 {
                Some(tree.root())
            } else {
                path.position_after(NodeId::new(level_index - 1, node.parent()))
            };
            let Some(before) = before else {
                continue;
            };
            let san = node
                .packed_move()
                .unpack(before)
                .map_or_else(|| String::from("?"), |m| position::san_plus(before, m));
            visit(Row {
                id: NodeId::new(level_index, index as u32),
                node,
                uci: node.packed_move().uci(),
                san,
            })?;
        }
    }
    Ok(())
}

/// The positions along one path down the tree, kept while the export walks a level: the rows
/// of a level come parent by parent, so the position before each row is the position after its
/// parent, and consecutive parents share most of their path from the root.
///
/// Moving to another node replays only the moves below the deepest ancestor the two paths
/// share. So the walk holds one position per level (not one per node of the level above, which
/// for a big tree took as much memory as the tree itself) and plays each move about once.
struct PathCursor<'t> {
    tree: &'t SearchTree,
    /// `path[k]` is the node at level `k` on the path.
    path: Vec<NodeId>,
    /// `positions[0]` is the root; `positions[k + 1]` the position after `path[k]`.
    positions: Vec<Chess>,
}

impl<'t> PathCursor<'t> {
    fn new(tree: &'t SearchTree) -> PathCursor<'t> {
        PathCursor {
            tree,
            path: Vec::new(),
            positions: vec![tree.root().clone()],
        }
    }

    /// Returns the position after the node `id`, or `None` if a move on the way does not
    /// unpack (which a tree the search built never has).
    fn position_after(&mut self, id: NodeId) -> Option<&Chess> {
        // Climb from `id` until the path already holds the node; the nodes passed are the
        // ones to replay, deepest first.
        let mut missing = Vec::new();
        let mut current = Some(id);
        while let Some(node) = current {
            if self.path.get(node.level) == Some(&node) {
                break;
            }
            missing.push(node);
            current = self.tree.parent_of(node);
        }
        let kept = missing
            .last()
            .map_or(id.level + 1, |deepest_unknown| deepest_unknown.level);
        self.path.truncate(kept);
        self.positions.truncate(kept + 1);
        for &node in missing.iter().rev() {
            let before = self.positions.last()?;
            let m = self.tree.get(node)?.packed_move().unpack(before)?;
            let mut after = before.clone();
            after.play_unchecked(m);
            self.path.push(node);
            self.positions.push(after);
        }
        self.positions.last()
    }
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Writes the tree as `klados-tree/1` JSON (see the README for the format).
pub fn write_json<W: Write>(tree: &SearchTree, out: &mut W) -> io::Result<()> {
    let text = |value: &str| serde_json::to_string(value).unwrap_or_default();
    // An abstract tree has no position: no `fen`, and its nodes, best move and line are named by
    // their labels.
    let abstract_tree = tree.is_abstract();
    writeln!(out, "{{")?;
    writeln!(out, "  \"format\": {},", text(TREE_FORMAT))?;
    if !abstract_tree {
        writeln!(out, "  \"fen\": {},", text(&position::fen_of(tree.root())))?;
    }
    writeln!(out, "  \"depth\": {},", tree.depth())?;
    writeln!(out, "  \"algorithm\": {},", text(tree.algorithm().name()))?;
    // Written only when a technique is on, so a plain search's document is as it always was.
    let techniques = tree.techniques().names();
    if !techniques.is_empty() {
        writeln!(
            out,
            "  \"techniques\": {},",
            serde_json::to_string(&techniques).map_err(io::Error::from)?
        )?;
    }
    writeln!(out, "  \"to_move\": {},", text(side_name(tree.root().turn())))?;
    writeln!(out, "  \"levels\": [")?;
    // Every level is written, even one that came out empty (every line ended before it): the
    // levels are the tree's, one per ply, as `stats.per_level` counts them.
    let mut next_level = 0;
    for_each_row(tree, |row| -> io::Result<()> {
        if row.id.level + 1 != next_level {
            open_json_levels(tree, out, &mut next_level, row.id.level)?;
            writeln!(out)?;
        } else {
            writeln!(out, ",")?;
        }
        let pruned = row.node.status() == Status::Pruned;
        let node = NodeJson {
            n: row.id.index + 1,
            parent: if row.id.level == 0 {
                0
            } else {
                row.node.parent() + 1
            },
            uci: (!abstract_tree).then_some(row.uci.as_str()),
            san: (!abstract_tree).then_some(row.san.as_str()),
            label: abstract_tree.then_some(row.san.as_str()),
            score: tree.static_score_of(row.node),
            value: row.node.value(),
            bound: (!pruned).then(|| row.node.bound().name()),
            status: row.node.status().name(),
            source: row.node.transposition_of().map(|index| index + 1),
            stands_pat: row.node.stands_pat(),
            at_quiescence_limit: row.node.at_quiescence_limit(),
            chance: row.node.is_chance(),
            expectation: tree
                .expectation_of(row.id)
                .map(|expectation| expectation.fraction_text()),
            probability: tree
                .probability_of(row.id)
                .map(|probability| probability.to_string()),
            exact: tree.exact_value_of(row.id).map(|exact| exact.fraction_text()),
        };
        write!(out, "        ")?;
        // `io::Error::from` keeps a write error's kind (a closed pipe stays a closed pipe).
        serde_json::to_writer(&mut *out, &node).map_err(io::Error::from)
    })?;
    if let Some(last) = tree.levels().len().checked_sub(1) {
        open_json_levels(tree, out, &mut next_level, last)?;
        writeln!(out, "\n    ] }}")?;
    }
    writeln!(out, "  ],")?;
    let best = tree.best();
    let best_json = if abstract_tree {
        let mut best = serde_json::json!({ "label": tree.san_of(best), "value": tree.root_value() });
        if let Some(exact) = tree.exact_root_value() {
            best["exact"] = serde_json::json!(exact.fraction_text());
        }
        best
    } else {
        serde_json::json!({
            "uci": tree.get(best).map(|node| node.packed_move().uci()),
            "san": tree.san_of(best),
            "value": tree.root_value(),
        })
    };
    writeln!(out, "  \"best\": {best_json},")?;
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .filter_map(|id| {
            if abstract_tree {
                Some(tree.san_of(id))
            } else {
                tree.get(id).map(|node| node.packed_move().uci())
            }
        })
        .collect();
    writeln!(
        out,
        "  \"pv\": {},",
        serde_json::to_string(&pv).map_err(io::Error::from)?
    )?;
    // `nodes` counts every stored row, as it always has; the other counts say what those rows
    // were (see `crate::engine::counts`). `minimal_tree` only for minimax, which knows it.
    let counts = tree.counts();
    let mut stats = serde_json::json!({
        "nodes": counts.stored,
        "searched": counts.searched,
        "evaluated": counts.evaluated,
        "pruned": counts.pruned,
        "per_level": tree.nodes_per_level(),
        "elapsed_ms": tree.elapsed().as_millis() as u64,
    });
    if let Some(minimal) = minimal_tree(tree) {
        stats["minimal_tree"] = serde_json::json!({
            "searched": minimal.searched,
            "evaluated": minimal.evaluated,
        });
    }
    if tree.techniques().quiescence {
        stats["quiescence"] = serde_json::json!(counts.quiescence);
        stats["at_quiescence_limit"] = serde_json::json!(counts.at_quiescence_limit);
    }
    if tree.techniques().transpositions {
        stats["transpositions"] = serde_json::json!(counts.transpositions);
    }
    if tree.techniques().iterative {
        // Every iteration, the last (this tree) included, and what they cost together.
        let all: Vec<&SearchTree> = tree
            .iterations()
            .iter()
            .map(AsRef::as_ref)
            .chain(std::iter::once(tree))
            .collect();
        let rows: Vec<serde_json::Value> = all
            .iter()
            .map(|iteration| {
                serde_json::json!({
                    "depth": iteration.depth(),
                    "nodes": iteration.counts().stored,
                    "searched": iteration.counts().searched,
                    "evaluated": iteration.counts().evaluated,
                    "elapsed_ms": iteration.elapsed().as_millis() as u64,
                    "best": move_name(iteration, iteration.best()),
                    "value": iteration.root_value(),
                })
            })
            .collect();
        writeln!(out, "  \"iterations\": {},", serde_json::Value::Array(rows))?;
        stats["total"] = serde_json::json!({
            "nodes": tree.total_node_count(),
            "elapsed_ms": tree.total_elapsed().as_millis() as u64,
        });
    }
    writeln!(out, "  \"stats\": {stats}")?;
    writeln!(out, "}}")
}

/// Names a node's move as `klados-tree/1` does: UCI in chess, the label in an abstract tree.
fn move_name(tree: &SearchTree, id: NodeId) -> String {
    if tree.is_abstract() {
        tree.san_of(id)
    } else {
        tree.get(id)
            .map(|node| node.packed_move().uci())
            .unwrap_or_default()
    }
}

/// Opens the JSON of every level from `next_level` up to `level`, closing the one before each;
/// a level with no rows is opened and closed with nothing inside.
fn open_json_levels<W: Write>(
    tree: &SearchTree,
    out: &mut W,
    next_level: &mut usize,
    level: usize,
) -> io::Result<()> {
    let text = |value: &str| serde_json::to_string(value).unwrap_or_default();
    while *next_level <= level {
        let Some(nodes) = tree.levels().get(*next_level) else {
            break;
        };
        if *next_level > 0 {
            writeln!(out, "\n    ] }},")?;
        }
        // A quiescence level says so; a full-width level is written as it always was.
        let kind = if tree.is_quiescence_level(*next_level) {
            ", \"kind\": \"quiescence\""
        } else {
            ""
        };
        write!(
            out,
            "    {{ \"level\": {}, \"mover\": {}, \"backup\": {}{kind},\n      \"nodes\": [",
            *next_level,
            text(side_name(nodes.mover)),
            text(nodes.backup().name()),
        )?;
        *next_level += 1;
    }
    Ok(())
}

/// Writes the tree as Huo-style text tables: one table per level ("NodesAnalysis0", …), each row
/// the node's number, its parent's number (0 = the root), the move, who moved, the static score,
/// the backed-up value and the status.
pub fn write_table(tree: &SearchTree, out: &mut impl Write) -> io::Result<()> {
    let root = tree.root();
    writeln!(
        out,
        "Klados search: {}{} to depth {} {}",
        tree.algorithm().label(),
        crate::engine::settings::techniques_words(tree.techniques()),
        tree.depth(),
        if tree.is_abstract() {
            String::from("of an abstract game tree")
        } else {
            format!("from {}", position::fen_of(root))
        }
    )?;
    writeln!(
        out,
        "Root: {} to move, chooses by {}. Best move {} with value {}.",
        tree.side_name(root.turn()),
        tree.root_backup().name().to_uppercase(),
        tree.san_of(tree.best()),
        tree.root_value_words()
    )?;
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| tree.san_of(id))
        .collect();
    writeln!(out, "Principal variation: {}", pv.join(" "))?;
    let counts = tree.counts();
    writeln!(
        out,
        "Nodes: {} stored ({} per level), {} ms",
        counts.stored,
        tree.nodes_per_level()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" / "),
        tree.elapsed().as_millis()
    )?;
    writeln!(
        out,
        "{} positions searched, {} leaves evaluated, {} moves pruned (listed, never searched).",
        counts.searched, counts.evaluated, counts.pruned
    )?;
    if tree.techniques().quiescence {
        writeln!(
            out,
            "Quiescence: {} positions searched beyond the depth: captures, promotions and check evasions only.",
            counts.quiescence
        )?;
        if counts.at_quiescence_limit > 0 {
            writeln!(
                out,
                "{} of them not quiet but {}.",
                counts.at_quiescence_limit,
                crate::engine::settings::QUIESCENCE_LIMIT_WORDS
            )?;
        }
    }
    if tree.techniques().transpositions {
        writeln!(
            out,
            "Transposition table: {} positions reached again by another order of moves, taken from the table.",
            counts.transpositions
        )?;
    }
    for iteration in tree.iterations() {
        writeln!(
            out,
            "Iteration depth {}: {} nodes, {} ms, best move {} with value {}.",
            iteration.depth(),
            iteration.counts().stored,
            iteration.elapsed().as_millis(),
            iteration.san_of(iteration.best()),
            iteration.display_value(iteration.root_value())
        )?;
    }
    if let Some(minimal) = minimal_tree(tree) {
        writeln!(
            out,
            "With perfect move ordering alpha-beta would search {} positions and evaluate {} leaves (the minimal tree).",
            minimal.searched, minimal.evaluated
        )?;
    }
    let mut current_level = usize::MAX;
    for_each_row(tree, |row| -> io::Result<()> {
        let level = &tree.levels()[row.id.level];
        if row.id.level != current_level {
            current_level = row.id.level;
            let into = if row.id.level == 0 {
                String::from("the root")
            } else {
                format!("level {}", row.id.level - 1)
            };
            writeln!(out)?;
            // Below a chance node the dice made the move, and the parent averages.
            let chance_above = row.id.level > 0 && tree.level_has_chance(row.id.level - 1);
            writeln!(
                out,
                "NodesAnalysis{} - level {}{}: {}'s moves{}, backed up into {} by {}{} ({} nodes)",
                row.id.level,
                row.id.level,
                if tree.is_quiescence_level(row.id.level) {
                    ", quiescence (captures, promotions and check evasions only)"
                } else {
                    ""
                },
                tree.side_name(level.mover),
                if chance_above {
                    " and chance's outcomes"
                } else {
                    ""
                },
                into,
                level.backup().name().to_uppercase(),
                if chance_above {
                    " (at a chance node: by expectation)"
                } else {
                    ""
                },
                level.nodes.len()
            )?;
            writeln!(
                out,
                "{:>8} {:>8}  {:<8} {:<6} {:>8} {:>8}  status",
                "node", "parent", "move", "mover", "score", "value"
            )?;
        }
        let show =
            |score: Option<i32>| score.map_or_else(|| String::from("-"), |score| tree.display_value(score));
        writeln!(
            out,
            "{:>8} {:>8}  {:<8} {:<6} {:>8} {:>8}  {}",
            row.id.index + 1,
            if row.id.level == 0 {
                0
            } else {
                row.node.parent() + 1
            },
            row.san,
            tree.mover_name(row.id),
            show(tree.static_score_of(row.node)),
            show(row.node.value()),
            match (row.node.transposition_of(), row.node.stands_pat()) {
                (Some(source), _) => format!("transposition of node {}", source + 1),
                (None, true) => format!("{}, stands pat", row.node.status().name()),
                (None, false) if row.node.at_quiescence_limit() => format!(
                    "{}, {}",
                    row.node.status().name(),
                    crate::engine::settings::QUIESCENCE_LIMIT_WORDS
                ),
                (None, false) => match (tree.explain_expectation(row.id), tree.probability_of(row.id)) {
                    (Some(sum), _) => format!("{}, chance node: {sum}", row.node.status().name()),
                    (None, probability) => {
                        let mut status = row.node.status().name().to_string();
                        if let Some(probability) = probability {
                            status.push_str(&format!(", probability {probability}"));
                        }
                        if let Some(exact) = tree.exact_value_of(row.id) {
                            status.push_str(&format!(", exactly {}", exact.fraction_text()));
                        }
                        status
                    }
                },
            }
        )
    })
}
