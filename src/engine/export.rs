//! Writing a search tree out: the `klados-tree/1` JSON format and Huo-style text tables.
//!
//! Both walk the tree level by level ([`for_each_row`]), on every core ([`write_rows`]: each
//! thread writes pieces of a level, and they are put out in order). SAN needs the position
//! before each move, so a walk keeps the positions along one path from the root (one per
//! level), never one per node: writing a tree out takes little memory beside the tree. An
//! abstract tree has no positions: its rows are named by their labels, and its JSON has
//! `label` where a chess tree has `uci` and `san` (and no `fen`).
//!
//! A tree may have millions of rows, so a row is written into a byte buffer kept from row to row
//! ([`text`]), and the buffer goes to the output in large pieces: no allocation per row, no
//! `format!` per number. What is written once per tree or per level goes through `write!`. A
//! row knows nothing of the rows before it: a level's first row (index 0) writes the level's
//! heading, since a piece may start anywhere.

use crate::engine::settings::Technique;
use std::io::{self, Write};

use shakmaty::Color;

use crate::engine::counts::minimal_tree;
use crate::engine::position;
use crate::engine::tree::{NodeId, SearchTree, Status, TechniqueMarks, TreeGame};

mod pieces;
mod rows;
pub(crate) mod text;

pub(crate) use pieces::write_rows;
pub use rows::{Row, for_each_row};
use text::{push_int, push_padded, push_right_aligned, push_score, push_unsigned};

/// The name and version of the JSON format.
pub const TREE_FORMAT: &str = "klados-tree/1";

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Writes the tree as `klados-tree/1` JSON (see the README for the format).
pub fn write_json<W: Write>(tree: &SearchTree, out: &mut W) -> io::Result<()> {
    write_json_with_problem(tree, None, out)
}

/// Writes the tree as [`write_json`] does, with an abstract tree's problem as `"tree"` (nested
/// lists, as `klados tree` reads them), so that the file grades and compares by itself: an
/// alpha-beta tree lacks the values of the leaves it pruned.
pub fn write_json_with_problem<W: Write>(
    tree: &SearchTree,
    problem: Option<&str>,
    out: &mut W,
) -> io::Result<()> {
    let text = |value: &str| serde_json::to_string(value).unwrap_or_default();
    // The game says how the root is written and how moves are named: chess by `fen` and UCI
    // (the default, so a chess document is as it always was); a drawn tree has no position,
    // its nodes, best move and line named by their labels; another game gives its `game`, its
    // `position` as the game writes it and its moves by the game's names.
    let game = tree.game();
    let drawn = game.labels().is_some();
    writeln!(out, "{{")?;
    writeln!(out, "  \"format\": {},", text(TREE_FORMAT))?;
    match game {
        TreeGame::Chess(root) => writeln!(out, "  \"fen\": {},", text(&position::fen_of(root)))?,
        TreeGame::Drawn(_) => {}
        TreeGame::Other(other) => {
            writeln!(out, "  \"game\": {},", text(other.id().key()))?;
            writeln!(out, "  \"position\": {},", text(&other.root_text()))?;
        }
    }
    if let Some(problem) = problem.filter(|_| drawn) {
        writeln!(out, "  \"tree\": {},", text(problem))?;
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
    // Aspiration windows: each attempt at the root, the last one kept.
    if !tree.aspiration_attempts().is_empty() {
        let attempts: Vec<serde_json::Value> = tree
            .aspiration_attempts()
            .iter()
            .map(|attempt| {
                serde_json::json!({
                    "alpha": attempt.alpha,
                    "beta": attempt.beta,
                    "result": attempt.result.name(),
                    "nodes": attempt.nodes,
                })
            })
            .collect();
        writeln!(out, "  \"aspiration\": {},", serde_json::Value::Array(attempts))?;
    }
    writeln!(out, "  \"to_move\": {},", text(&to_move_word(game)))?;
    writeln!(out, "  \"levels\": [")?;
    // Every level is written, even one that came out empty (every line ended before it): the
    // levels are the tree's, one per ply, as `stats.per_level` counts them.
    // A level's first row opens it (and closes the level before it); the levels after the
    // last one with rows are empty (a line that ends leaves no children below it).
    write_rows(tree, out, |row, buffer| {
        if row.id.index == 0 {
            let mut this_level = row.id.level;
            open_json_levels(tree, buffer, &mut this_level, row.id.level)?;
            buffer.push(b'\n');
        } else {
            buffer.extend_from_slice(b",\n");
        }
        push_node_json(buffer, tree, row)
    })?;
    let mut next_level = tree
        .levels()
        .iter()
        .rposition(|level| !level.nodes.is_empty())
        .map_or(0, |last_with_rows| last_with_rows + 1);
    if let Some(last) = tree.levels().len().checked_sub(1) {
        open_json_levels(tree, out, &mut next_level, last)?;
        writeln!(out, "\n    ] }}")?;
    }
    writeln!(out, "  ],")?;
    let best = tree.best();
    let best_json = match game {
        TreeGame::Drawn(_) => {
            let mut best = serde_json::json!({ "label": tree.san_of(best), "value": tree.root_value() });
            if let Some(exact) = tree.exact_root_value() {
                best["exact"] = serde_json::json!(exact.fraction_text());
            }
            best
        }
        TreeGame::Other(_) => serde_json::json!({ "move": tree.san_of(best), "value": tree.root_value() }),
        TreeGame::Chess(_) => serde_json::json!({
            "uci": tree.get(best).map(|node| node.packed_move().uci()),
            "san": tree.san_of(best),
            "value": tree.root_value(),
        }),
    };
    writeln!(out, "  \"best\": {best_json},")?;
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| move_name(tree, id))
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
    if tree.techniques().has(Technique::Quiescence) {
        stats["quiescence"] = serde_json::json!(counts.quiescence);
        stats["at_quiescence_limit"] = serde_json::json!(counts.at_quiescence_limit);
    }
    if tree.techniques().has(Technique::Transpositions) {
        stats["transpositions"] = serde_json::json!(counts.transpositions);
    }
    if counts.discarded > 0 {
        // Re-searches' first attempts and null moves' searches: searched, then thrown away.
        stats["discarded"] = serde_json::json!(counts.discarded);
    }
    if tree.techniques().has(Technique::Iterative) {
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

/// Names a node's move as `klados-tree/1` does: UCI in chess, the label in a drawn tree, the
/// game's name for it in another game.
fn move_name(tree: &SearchTree, id: NodeId) -> String {
    match tree.game() {
        TreeGame::Chess(_) => tree
            .get(id)
            .map(|node| node.packed_move().uci())
            .unwrap_or_default(),
        _ => tree.san_of(id),
    }
}

/// Writes what PVS, late move reductions, null-move pruning and aspiration windows did to a node, as
/// `klados-tree/1` keeps it (nothing for an unmarked node).
fn push_technique_marks(out: &mut Vec<u8>, marks: TechniqueMarks) {
    if marks.null_window {
        out.extend_from_slice(b",\"null_window\":true");
    }
    if marks.re_searched() {
        let reasons: Vec<&str> = [
            ("\"null_window\"", marks.re_searched_after_null_window),
            ("\"reduction\"", marks.re_searched_after_reduction),
        ]
        .into_iter()
        .filter_map(|(name, set)| set.then_some(name))
        .collect();
        out.extend_from_slice(b",\"re_searched\":[");
        out.extend_from_slice(reasons.join(",").as_bytes());
        out.push(b']');
    }
    if marks.reduced_by > 0 {
        out.extend_from_slice(b",\"reduced_by\":");
        push_unsigned(out, u64::from(marks.reduced_by));
    }
    if let Some(null_move) = marks.null_move {
        out.extend_from_slice(b",\"null_move\":");
        push_quoted(out, null_move.name());
    }
    if marks.discarded_nodes > 0 {
        out.extend_from_slice(b",\"discarded_nodes\":");
        push_unsigned(out, u64::from(marks.discarded_nodes));
    }
    if marks.settled_by_failed_window {
        out.extend_from_slice(b",\"settled_by_failed_window\":true");
    }
}

/// Returns `to_move` as `klados-tree/1` writes it: `white` or `black` in chess (and `white`,
/// MAX's colour, in a drawn tree, as it always was), `max` or `min` in another game.
fn to_move_word(game: &TreeGame) -> String {
    match game {
        TreeGame::Other(_) => game.root_side().name().to_string(),
        _ => side_name(game.root_side().color()).to_string(),
    }
}

/// Appends one node of `klados-tree/1`'s `nodes` as one line (its indent included): its keys in
/// the format's order, `null` for a score, value or bound it has not, and the keys that say
/// nothing for most nodes (`source`, `stands_pat`, …) only where they do.
fn push_node_json(out: &mut Vec<u8>, tree: &SearchTree, row: &Row<'_>) -> io::Result<()> {
    let node = row.node;
    out.extend_from_slice(b"        {\"n\":");
    push_unsigned(out, u64::from(row.id.index) + 1);
    out.extend_from_slice(b",\"parent\":");
    let parent = if row.id.level == 0 { 0 } else { node.parent() + 1 };
    push_unsigned(out, u64::from(parent));
    if let TreeGame::Drawn(_) = tree.game() {
        // A label is the teacher's text: it may need escaping.
        out.extend_from_slice(b",\"label\":");
        push_json_text(out, row.san)?;
    } else if let TreeGame::Other(_) = tree.game() {
        out.extend_from_slice(b",\"move\":");
        push_json_text(out, row.san)?;
    } else {
        // A move in UCI or SAN is letters, digits and `+#=-`: nothing to escape.
        out.extend_from_slice(b",\"uci\":\"");
        out.extend_from_slice(row.uci.as_bytes());
        out.extend_from_slice(b"\",\"san\":\"");
        out.extend_from_slice(row.san.as_bytes());
        out.push(b'"');
    }
    for (key, number) in [
        (&b",\"score\":"[..], tree.static_score_of(node)),
        (b",\"value\":", node.value()),
    ] {
        out.extend_from_slice(key);
        match number {
            Some(number) => push_int(out, i64::from(number)),
            None => out.extend_from_slice(b"null"),
        }
    }
    out.extend_from_slice(b",\"bound\":");
    if node.status() == Status::Pruned {
        out.extend_from_slice(b"null");
    } else {
        push_quoted(out, node.bound().name());
    }
    out.extend_from_slice(b",\"status\":");
    push_quoted(out, node.status().name());
    if let Some(source) = node.transposition_of() {
        out.extend_from_slice(b",\"source\":");
        push_unsigned(out, u64::from(source) + 1);
    }
    if let Some(by) = node.ordered_by() {
        out.extend_from_slice(b",\"ordered_by\":");
        push_quoted(out, by.name());
    }
    // Max^n: the node's tuple of utilities, one per player (a drawn tree's few nodes).
    if let Some(utilities) = tree.utilities_of(row.id) {
        out.extend_from_slice(b",\"utilities\":[");
        for (index, utility) in utilities.iter().enumerate() {
            if index > 0 {
                out.push(b',');
            }
            push_int(out, i64::from(*utility));
        }
        out.push(b']');
    }
    push_technique_marks(out, tree.technique_marks(row.id));
    for (key, set) in [
        (&b",\"stands_pat\":true"[..], node.stands_pat()),
        (b",\"at_quiescence_limit\":true", node.at_quiescence_limit()),
        (b",\"chance\":true", node.is_chance()),
    ] {
        if set {
            out.extend_from_slice(key);
        }
    }
    // Fractions, below chance nodes only (an abstract tree's few nodes).
    let fractions = [
        (
            "expectation",
            tree.expectation_of(row.id)
                .map(|expectation| expectation.fraction_text()),
        ),
        (
            "probability",
            tree.probability_of(row.id)
                .map(|probability| probability.to_string()),
        ),
        (
            "exact",
            tree.exact_value_of(row.id).map(|exact| exact.fraction_text()),
        ),
    ];
    for (key, fraction) in fractions {
        if let Some(fraction) = fraction {
            out.extend_from_slice(b",\"");
            out.extend_from_slice(key.as_bytes());
            out.extend_from_slice(b"\":");
            push_json_text(out, &fraction)?;
        }
    }
    out.push(b'}');
    Ok(())
}

/// Appends a text known to need no escaping (a name from the program) as a JSON string.
fn push_quoted(out: &mut Vec<u8>, text: &str) {
    out.push(b'"');
    out.extend_from_slice(text.as_bytes());
    out.push(b'"');
}

/// Appends any text as a JSON string, escaped as JSON asks (by serde_json, as everything else
/// in the document).
fn push_json_text(out: &mut Vec<u8>, text: &str) -> io::Result<()> {
    serde_json::to_writer(out, text).map_err(io::Error::from)
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
    writeln!(
        out,
        "Klados search: {}{} to depth {} {}",
        tree.algorithm().label(),
        crate::engine::settings::techniques_words(tree.techniques()),
        tree.depth(),
        match tree.game() {
            TreeGame::Drawn(_) => String::from("of an abstract game tree"),
            TreeGame::Chess(root) => format!("from {}", position::fen_of(root)),
            TreeGame::Other(game) => format!("of {} from {}", game.id().title(), game.root_text()),
        }
    )?;
    writeln!(
        out,
        "Root: {} to move, chooses by {}. Best move {} with value {}.",
        tree.side_name(tree.root_backup().color()),
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
    if tree.techniques().has(Technique::Quiescence) {
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
    if tree.techniques().has(Technique::Transpositions) {
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
    write_rows(tree, out, |row, buffer| {
        let level = &tree.levels()[row.id.level];
        // A level's first row writes its heading.
        if row.id.index == 0 {
            let into = if row.id.level == 0 {
                String::from("the root")
            } else {
                format!("level {}", row.id.level - 1)
            };
            writeln!(buffer)?;
            // Below a chance node the dice made the move, and the parent averages.
            let chance_above = row.id.level > 0 && tree.level_has_chance(row.id.level - 1);
            writeln!(
                buffer,
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
                buffer,
                "{:>8} {:>8}  {:<8} {:<6} {:>8} {:>8}  status",
                "node", "parent", "move", "mover", "score", "value"
            )?;
        }
        push_right_aligned(buffer, 8, |cell| push_unsigned(cell, u64::from(row.id.index) + 1));
        buffer.push(b' ');
        let parent = if row.id.level == 0 {
            0
        } else {
            row.node.parent() + 1
        };
        push_right_aligned(buffer, 8, |cell| push_unsigned(cell, u64::from(parent)));
        buffer.extend_from_slice(b"  ");
        push_padded(buffer, row.san.as_bytes(), 8, false);
        buffer.push(b' ');
        push_padded(buffer, tree.mover_name(row.id).as_bytes(), 6, false);
        for score in [tree.static_score_of(row.node), row.node.value()] {
            buffer.push(b' ');
            push_right_aligned(buffer, 8, |cell| match score {
                Some(score) if !tree.game().values_in_pawns() => push_int(cell, i64::from(score)),
                Some(score) => push_score(cell, score),
                None => cell.push(b'-'),
            });
        }
        buffer.extend_from_slice(b"  ");
        push_table_status(buffer, tree, row);
        buffer.push(b'\n');
        Ok(())
    })
}

/// Appends a table row's status: what happened at the node, and what a reader needs to know
/// of it (a transposition's source, a stand pat, the quiescence limit, chance, a move killer
/// moves or the history heuristic tried early).
fn push_table_status(out: &mut Vec<u8>, tree: &SearchTree, row: &Row<'_>) {
    let node = row.node;
    let status = node.status().name().as_bytes();
    if let Some(source) = node.transposition_of() {
        out.extend_from_slice(b"transposition of node ");
        push_unsigned(out, u64::from(source) + 1);
    } else if node.stands_pat() {
        out.extend_from_slice(status);
        out.extend_from_slice(b", stands pat");
    } else if node.at_quiescence_limit() {
        out.extend_from_slice(status);
        out.extend_from_slice(b", ");
        out.extend_from_slice(crate::engine::settings::QUIESCENCE_LIMIT_WORDS.as_bytes());
    } else if let Some(sum) = tree.explain_expectation(row.id) {
        out.extend_from_slice(status);
        out.extend_from_slice(b", chance node: ");
        out.extend_from_slice(sum.as_bytes());
    } else {
        out.extend_from_slice(status);
        // Below a chance node only (an abstract tree's few nodes).
        if let Some(probability) = tree.probability_of(row.id) {
            out.extend_from_slice(format!(", probability {probability}").as_bytes());
        }
        if let Some(exact) = tree.exact_value_of(row.id) {
            out.extend_from_slice(b", exactly ");
            out.extend_from_slice(exact.fraction_text().as_bytes());
        }
        // Killer moves or the history heuristic tried the move early.
        if let Some(by) = node.ordered_by().filter(|_| node.status() != Status::Pruned) {
            out.extend_from_slice(b", ordered early: ");
            out.extend_from_slice(by.name().as_bytes());
        }
        // PVS, late move reductions and null-move pruning.
        let marks = tree.technique_marks(row.id);
        for (words, set) in [
            (String::from(", null window"), marks.null_window),
            (
                format!(", re-searched ({} nodes thrown away)", marks.discarded_nodes),
                marks.re_searched(),
            ),
            (format!(", reduced by {}", marks.reduced_by), marks.reduced_by > 0),
            (
                format!(
                    ", null move: {}",
                    marks.null_move.map_or("", |null_move| null_move.name())
                ),
                marks.null_move.is_some(),
            ),
            (
                String::from(", settled by a failed aspiration window"),
                marks.settled_by_failed_window,
            ),
        ] {
            if set {
                out.extend_from_slice(words.as_bytes());
            }
        }
    }
}
