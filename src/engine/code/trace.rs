//! The trace table exam questions ask for: one line per call and per return of the search, in
//! the order they ran, with the depth, α and β on entry, the value returned and the cutoffs.
//! It is the depth-first replay written out, so it holds the same events as the Code pane.

use std::io::{self, Write};
use std::sync::Arc;

use crate::engine::replay::{Granularity, Order, Replay, Step};
use crate::engine::tree::{NodeId, SearchTree, Status};

/// One line of a trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceLine {
    /// The replay step (depth first) this line is.
    pub step: usize,
    /// A call or a return.
    pub event: Event,
    /// The node (`None`: the root).
    pub node: Option<NodeId>,
    /// How many calls are below the root's: 0 for the root, 1 for level 0, …
    pub nesting: usize,
    /// The `depth` argument of the call: plies left to the horizon (below 0 in quiescence).
    pub depth_left: i32,
    /// α and β as the call received them (alpha-beta only).
    pub window: Option<(i32, i32)>,
    /// The value returned (returns only).
    pub value: Option<i32>,
    /// What else the line says: "leaf", "table", "stand pat", "cutoff: B2, B3 pruned".
    pub note: String,
}

/// A call or a return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search is called on a node.
    Call,
    /// The node's call returns its value.
    Return,
}

/// Returns the trace of `tree`'s search: every call and return, the root's first and last.
pub fn trace(tree: &Arc<SearchTree>) -> Vec<TraceLine> {
    lines(tree).collect()
}

/// The trace's lines one after another, worked out as they are asked for: a tree of millions
/// of nodes is written without holding its trace.
pub fn lines(tree: &Arc<SearchTree>) -> impl Iterator<Item = TraceLine> + use<> {
    let tree = Arc::clone(tree);
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let depth = tree.depth() as i32;
    let mut step = 0;
    std::iter::from_fn(move || {
        let last = replay.last_step();
        while step <= last {
            let at = step;
            step += 1;
            if let Some(line) = line_at(&tree, &replay, at, depth) {
                return Some(line);
            }
        }
        None
    })
}

/// The trace line of step `step`, if the step is a call or a return.
fn line_at(tree: &SearchTree, replay: &Replay, step: usize, depth: i32) -> Option<TraceLine> {
    let prunes = tree.algorithm().prunes();
    if step == 0 {
        return Some(TraceLine {
            step,
            event: Event::Call,
            node: None,
            nesting: 0,
            depth_left: depth,
            window: prunes.then(|| replay.window(0, None)),
            value: None,
            note: String::new(),
        });
    }
    if step == replay.last_step() {
        return Some(TraceLine {
            step,
            event: Event::Return,
            node: None,
            nesting: 0,
            depth_left: depth,
            window: None,
            value: Some(tree.root_value()),
            note: format!("best move {}", tree.san_of(tree.best())),
        });
    }
    let (event, node, note) = match replay.step(step) {
        Step::Enter { node } => (Event::Call, node, String::new()),
        Step::Return { node, cutoff } => (Event::Return, node, return_note(tree, node, cutoff)),
        _ => return None,
    };
    Some(TraceLine {
        step,
        event,
        node: Some(node),
        nesting: node.level + 1,
        depth_left: depth - 1 - node.level as i32 - super::techniques::plies_reduced(tree, Some(node)),
        window: match event {
            Event::Call if prunes => Some(replay.given_window(step, node)),
            _ => None,
        },
        value: match event {
            Event::Call => None,
            Event::Return => tree.get(node).and_then(|n| n.value()),
        },
        note,
    })
}

/// What a return says beside its value: how the value was found, and the cutoff it caused.
fn return_note(tree: &SearchTree, node: NodeId, cutoff: bool) -> String {
    let Some(n) = tree.get(node) else {
        return String::new();
    };
    let mut notes: Vec<String> = Vec::new();
    match n.status() {
        Status::Transposition => notes.push("from the table".into()),
        Status::Checkmate => notes.push("checkmate".into()),
        Status::Stalemate => notes.push("stalemate".into()),
        Status::Draw => notes.push("draw".into()),
        _ if super::techniques::null_move_cut(tree, node) => notes.push("cut by a null move".into()),
        _ if tree.technique_marks(node).settled_by_failed_window => {
            notes.push("settled by a failed aspiration window".into());
        }
        _ if n.stands_pat() && n.child_count() == 0 => notes.push("stand pat cuts".into()),
        _ if n.child_count() == 0 => notes.push("leaf".into()),
        _ => {}
    }
    // What principal variation search and late move reductions did to the search kept.
    let marks = tree.technique_marks(node);
    if marks.re_searched_after_reduction {
        notes.push("re-searched at full depth".into());
    }
    if marks.re_searched_after_null_window {
        notes.push("re-searched: the null window failed high".into());
    }
    if marks.reduced_by > 0 {
        notes.push(format!("reduced by {} ply", marks.reduced_by));
    }
    if marks.null_window {
        notes.push("null window".into());
    }
    if cutoff {
        let siblings: Vec<NodeId> = match tree.parent_of(node) {
            Some(parent) => tree.children_of(parent).collect(),
            None => tree.root_children().collect(),
        };
        let pruned: Vec<String> = siblings
            .into_iter()
            .filter(|&id| tree.get(id).is_some_and(|c| c.status() == Status::Pruned))
            .map(|id| tree.san_of(id))
            .collect();
        notes.push(format!("cutoff: {} pruned", pruned.join(", ")));
    }
    notes.join("; ")
}

/// Writes the trace as text, one line per call and per return, indented by nesting:
///
/// ```text
/// call    root  depth 2  α −∞  β +∞
///   call    A   depth 1  α −∞  β +∞
///     call    A1  depth 0  α −∞  β +∞
///     return  A1 = 3  leaf
/// ```
pub fn write_text(tree: &Arc<SearchTree>, out: &mut impl Write) -> io::Result<()> {
    // Names are short (a move in SAN, a label), so one width serves every line.
    let width = 2 * tree.levels().len() + 8;
    for line in lines(tree) {
        write_line(tree, &line, width, out)?;
    }
    Ok(())
}

/// Writes one line of a trace, the node's name padded to `width` with its indentation.
pub fn write_line(tree: &SearchTree, line: &TraceLine, width: usize, out: &mut impl Write) -> io::Result<()> {
    let indent = "  ".repeat(line.nesting);
    let name = node_name(tree, line.node);
    match line.event {
        Event::Call => {
            let pad = width.saturating_sub(indent.len() + name.chars().count());
            write!(
                out,
                "{indent}call    {name}{}  depth {}",
                " ".repeat(pad),
                line.depth_left
            )?;
            if let Some((alpha, beta)) = line.window {
                write!(
                    out,
                    "  α {}  β {}",
                    tree.display_bound(alpha),
                    tree.display_bound(beta)
                )?;
            }
        }
        Event::Return => {
            let value = line
                .value
                .map_or_else(|| String::from("?"), |v| value_text(tree, line.node, v));
            write!(out, "{indent}return  {name} = {value}")?;
            if !line.note.is_empty() {
                write!(out, "  {}", line.note)?;
            }
        }
    }
    writeln!(out)
}

/// A returned value as a trace writes it: exact where a chance node made it a fraction (`1/4`),
/// marked where alpha-beta only bounded it (`≤2`, `≥5`: it is not the node's true value), as
/// the tables show it otherwise.
pub fn value_text(tree: &SearchTree, node: Option<NodeId>, value: i32) -> String {
    let exact = match node {
        Some(id) => tree.exact_value_of(id),
        None => tree.exact_root_value(),
    };
    match (exact, node) {
        (Some(exact), _) => exact.fraction_text(),
        (None, Some(id)) => tree.display_node_value(id, value),
        (None, None) => tree.display_value(value),
    }
}

/// A node's name in a trace: its move (or label), `root` for the root.
pub fn node_name(tree: &SearchTree, node: Option<NodeId>) -> String {
    node.map_or_else(|| String::from("root"), |id| tree.san_of(id))
}
