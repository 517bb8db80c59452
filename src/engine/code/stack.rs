//! The call stack at a step of a depth-first replay: one frame per call still running, from
//! the root to the node the search is at, with what each call holds.
//!
//! Like everything in the replay it is worked out from the tree and the step number (a few
//! hundred operations, whatever the tree's size), so stepping back restores every frame exactly.

use crate::engine::replay::{Order, Replay, Step};
use crate::engine::tree::{Backup, NodeId, SearchTree};

/// One call of the search still running at some step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The node the call is searching (`None`: the root).
    pub node: Option<NodeId>,
    /// Plies left to the horizon: the `depth` argument. Below 0 the call is quiescence search,
    /// that many plies past the depth.
    pub depth_left: i32,
    /// Who chooses in this call: MAX (White) or MIN (Black); `None` at a chance node.
    pub chooser: Option<Backup>,
    /// α and β as they stand in this call: the window it was given, narrowed by the children
    /// that have returned. `None` for minimax, where there is no window.
    pub window: Option<(i32, i32)>,
    /// The best value so far and the child it came from (`None` for a standing pat, where the
    /// value is the node's own static score); `None` before any. In max^n the value is the
    /// chooser's own share and the child's whole tuple is the one kept
    /// ([`SearchTree::utilities_of`]): the pane shows the tuple.
    pub best: Option<(i32, Option<NodeId>)>,
    /// The child being tried (or just returned), counted from 1, and how many children the
    /// call has: "child 2 of 3". `None` before the first child.
    pub trying: Option<(usize, usize)>,
}

/// Returns the call stack after step `step`, the root's call first. Empty level by level: that
/// order runs loops, not calls.
pub fn stack(replay: &Replay, step: usize) -> Vec<Frame> {
    if replay.order() != Order::DepthFirst {
        return Vec::new();
    }
    let tree = replay.tree();
    let step = step.min(replay.last_step());
    // The calls running: the root's, and every node from level 0 down to the current one. A
    // node that returns in this step has left the stack.
    let mut path: Vec<Option<NodeId>> = vec![None];
    match replay.step(step) {
        Step::Enter { node } => path.extend(tree.path_to(node).into_iter().map(Some)),
        Step::Return { node, .. } => {
            if let Some(parent) = tree.parent_of(node) {
                path.extend(tree.path_to(parent).into_iter().map(Some));
            }
        }
        _ => {}
    }
    let frames: Vec<Frame> = path
        .iter()
        .enumerate()
        .map(|(at, &node)| frame(replay, step, node, path.get(at + 1).copied().flatten()))
        .collect();
    frames
}

/// The frame of the call on `node` after `step`, where `below` is the call it is making (the
/// next frame's node), if any.
fn frame(replay: &Replay, step: usize, node: Option<NodeId>, below: Option<NodeId>) -> Frame {
    let tree = replay.tree();
    let level = node.map_or(-1, |id| id.level as i32);
    let chance = node.is_some_and(|id| tree.is_chance(id));
    let children: Vec<NodeId> = match node {
        Some(id) => tree.children_of(id).collect(),
        None => tree.root_children().collect(),
    };
    let chooser = chooser_of(tree, node);
    let returned: Vec<NodeId> = children
        .iter()
        .copied()
        .take_while(|&child| replay.returned_at(child).is_some_and(|at| at <= step))
        .collect();
    let best = if chance {
        None
    } else {
        best_so_far(tree, node, chooser, &returned)
    };
    // The child being tried: the one the call is in, or else the last one to return.
    let current = below.or_else(|| returned.last().copied());
    let trying = current.and_then(|child| {
        let at = children.iter().position(|&c| c == child)?;
        Some((at + 1, children.len()))
    });
    let window = (tree.algorithm().prunes() && !chance).then(|| replay.window(step, node));
    Frame {
        node,
        // Late move reductions searched a reduced node's path shallower.
        depth_left: tree.depth() as i32 - 1 - level - super::techniques::plies_reduced(tree, node),
        chooser: (!chance).then_some(chooser),
        window,
        best,
        trying,
    }
}

/// Who chooses at `node`: the side to move there. In a tree of three or more players (max^n)
/// every player takes the largest value (its own share), as MAX does.
fn chooser_of(tree: &SearchTree, node: Option<NodeId>) -> Backup {
    if tree.is_maxn() {
        return Backup::Max;
    }
    match node {
        None => tree.root_backup(),
        // The side that moved into the node's level is not the one to move in it.
        Some(id) => Backup::of_mover(!tree.levels()[id.level].mover),
    }
}

/// The best value among the children that have returned, and the static score where the side
/// to move stood pat.
fn best_so_far(
    tree: &SearchTree,
    node: Option<NodeId>,
    chooser: Backup,
    returned: &[NodeId],
) -> Option<(i32, Option<NodeId>)> {
    let stand_pat = node
        .and_then(|id| tree.get(id))
        .filter(|n| n.stands_pat())
        .and_then(|n| n.static_score());
    let mut best = stand_pat.map(|score| (score, None));
    for &child in returned {
        let Some(value) = tree.get(child).and_then(|n| n.value()) else {
            continue;
        };
        if best.is_none_or(|(so_far, _)| chooser.prefers(value, so_far)) {
            best = Some((value, Some(child)));
        }
    }
    best
}

/// Level by level there are no calls, only loops: returns the loop variables after `step` as
/// the level-by-level pseudocode names them (`ply`, `parent`, `node`). Empty depth first.
pub fn loops(replay: &Replay, step: usize) -> Vec<(&'static str, String)> {
    if replay.order() != Order::LevelByLevel {
        return Vec::new();
    }
    match replay.step(step) {
        Step::Reveal { level } => vec![("ply", level.to_string())],
        Step::Backup {
            level,
            children,
            parent,
        } => {
            let mut vars = vec![("ply", (level + 1).to_string())];
            if let Some(parent) = parent {
                let parent = parent.map_or_else(|| String::from("the root"), |id| (id.index + 1).to_string());
                vars.push(("parent", parent));
            }
            if children.len() == 1 {
                vars.push(("node", (children.start + 1).to_string()));
            }
            vars
        }
        _ => Vec::new(),
    }
}
