//! α and β at every node, and which values alpha-beta may return there.
//!
//! A node searched with the window α…β returns its exact value when that lies inside the
//! window. Outside it, alpha-beta only proves a bound, and a program may return any value the
//! bound makes true: fail-soft returns the best value it found, fail-hard returns α or β
//! itself, and both are right. So a value is accepted when it is the best found, or lies
//! between the best found and the window's edge it fell past ([`accepts`]). A value on the
//! wrong side of what was found (B = 1 when B1 = 2) is not a bound the search proved.
//!
//! The windows are worked out twice: in Klados's tree ([`reference_windows`]), and in the
//! student's own tree from the student's own values ([`file_windows`]), which is how the
//! student's program saw them.

use crate::course::grade::words::INFINITY;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::engine::tree_file::TreeFile;

/// α and β when a node comes up.
pub(crate) type Window = (i32, i32);

/// The full window, −∞…+∞: nothing is known yet (and minimax's, always).
pub(crate) const FULL: Window = (-INFINITY, INFINITY);

/// Returns true if `value` is one alpha-beta may return for a node whose best child (for its
/// chooser) is `best` and whose window was `window`: the best itself, or, where the best fell
/// outside the window, any value between it and the window's edge (a true bound). With the
/// full window (minimax) only the best is accepted.
pub(crate) fn accepts(value: i32, best: i32, window: Window) -> bool {
    let (alpha, beta) = window;
    value == best
        || (best >= beta && (beta..=best).contains(&value))
        || (best <= alpha && (best..=alpha).contains(&value))
}

/// Returns true if `value` and `right` say the same of a node searched with `window`: they are
/// equal, or both fall below α (or both above β), so that both are bounds alpha-beta may
/// return there. (Whether the value is a true bound, its own children say: see
/// [`super::checks`].)
pub(crate) fn same_side(value: i32, right: i32, window: Window) -> bool {
    let (alpha, beta) = window;
    value == right || (right <= alpha && value <= alpha) || (right >= beta && value >= beta)
}

/// Narrows a window by a value the chooser is now sure of: MAX raises α, MIN lowers β.
fn narrow(window: &mut Window, chooser: Backup, value: i32) {
    match chooser {
        Backup::Max => window.0 = window.0.max(value),
        Backup::Min => window.1 = window.1.min(value),
    }
}

/// Returns α and β at every node of Klados's tree, when its parent came to it: the window
/// alpha-beta searched it with, worked out from the values backed up (minimax's is always
/// −∞…+∞). Below a chance node the window starts again from −∞…+∞, as the search does.
pub(crate) fn reference_windows(tree: &SearchTree) -> Vec<Vec<Window>> {
    let mut windows: Vec<Vec<Window>> = tree
        .levels()
        .iter()
        .map(|level| vec![FULL; level.nodes.len()])
        .collect();
    if !tree.algorithm().prunes() {
        return windows;
    }
    let value_of = |id: NodeId| tree.get(id).and_then(|node| node.value());
    let root_children: Vec<NodeId> = tree.root_children().collect();
    give(&mut windows, &root_children, FULL, tree.root_backup(), value_of);
    // Level by level: a node's window is known before its children's.
    for level in 0..tree.levels().len() {
        for index in 0..tree.levels()[level].nodes.len() {
            let id = NodeId::new(level, index as u32);
            let Some(node) = tree.get(id) else { continue };
            if node.child_count() == 0 || node.status() == Status::Transposition {
                continue;
            }
            let mut window = match node.is_chance() {
                // Below a chance node every outcome is searched from the full window.
                true => FULL,
                false => windows[level][index],
            };
            let backup = tree
                .levels()
                .get(level + 1)
                .map_or(Backup::Max, |below| below.backup());
            // Quiescence: standing pat narrows the window before the first capture.
            if node.stands_pat()
                && let Some(score) = node.static_score()
            {
                narrow(&mut window, backup, score);
            }
            let children: Vec<NodeId> = tree.children_of(id).collect();
            give(&mut windows, &children, window, backup, value_of);
        }
    }
    windows
}

/// Gives each of a node's children the window it was searched with: the parent's, narrowed by
/// the values of the children before it.
fn give(
    windows: &mut [Vec<Window>],
    children: &[NodeId],
    mut window: Window,
    backup: Backup,
    value_of: impl Fn(NodeId) -> Option<i32>,
) {
    for &child in children {
        if let Some(slot) = windows
            .get_mut(child.level)
            .and_then(|level| level.get_mut(child.index as usize))
        {
            *slot = window;
        }
        if let Some(value) = value_of(child) {
            narrow(&mut window, backup, value);
        }
    }
}

/// Returns α and β at every row of a student's tree, when its parent came to it, as the
/// student's own search had them: worked out from the student's own values, in the order of
/// the rows (minimax's: always −∞…+∞).
pub(crate) fn file_windows(file: &TreeFile) -> Vec<Vec<Window>> {
    let mut windows: Vec<Vec<Window>> = file.levels.iter().map(|rows| vec![FULL; rows.len()]).collect();
    if !file.algorithm.prunes() {
        return windows;
    }
    let root_turn = file.root_turn();
    // The side that moves into level k chooses among level k's rows.
    let chooser = |level: usize| match level % 2 {
        0 => Backup::of_mover(root_turn),
        _ => Backup::of_mover(!root_turn),
    };
    for level in 0..file.levels.len() {
        let parents = match level {
            0 => 1,
            _ => file.levels[level - 1].len(),
        };
        for parent in 0..parents {
            let mut window = match level {
                0 => FULL,
                _ => {
                    let row = &file.levels[level - 1][parent];
                    let mut window = match row.chance {
                        true => FULL,
                        false => windows[level - 1][parent],
                    };
                    if row.stands_pat
                        && let Some(score) = row.score
                    {
                        narrow(&mut window, chooser(level), score);
                    }
                    window
                }
            };
            for index in file.children(level, parent) {
                windows[level][index] = window;
                let row = &file.levels[level][index];
                if row.status != Status::Pruned
                    && let Some(value) = row.value
                {
                    narrow(&mut window, chooser(level), value);
                }
            }
        }
    }
    windows
}

/// Returns true if a node of Klados's tree stands in for a move the student's tree does not
/// search (see [`super::rules::StandIn`]): a leaf worth ±∞.
pub(crate) fn is_stand_in(tree: &SearchTree, id: NodeId) -> bool {
    tree.get(id).is_some_and(|node| {
        node.child_count() == 0
            && node.status() == Status::Searched
            && node.value().is_some_and(|value| value.abs() >= INFINITY)
    })
}

/// What is sure in Klados's tree: a stand-in's value is not, and what it decides is not.
pub(crate) struct Sure {
    /// Whether each node's value is sure: every child it searched is, and, if it cut off its
    /// other moves, the window that cut them was made of sure values only.
    pub(crate) values: Vec<Vec<bool>>,
    /// Whether the window each node came up with is sure: made of sure values only.
    pub(crate) windows: Vec<Vec<bool>>,
}

/// Returns what is sure in Klados's tree (without stand-ins, everything is).
pub(crate) fn sure(tree: &SearchTree) -> Sure {
    let all: Vec<Vec<bool>> = tree
        .levels()
        .iter()
        .map(|level| vec![true; level.nodes.len()])
        .collect();
    let mut sure = Sure {
        values: all.clone(),
        windows: all,
    };
    let root_children: Vec<NodeId> = tree.root_children().collect();
    family(tree, &root_children, true, &mut sure);
    sure
}

/// Works out what is sure of `children`, searched in order with a window that is sure if
/// `window_sure`; returns whether what they give their parent is.
fn family(tree: &SearchTree, children: &[NodeId], mut window_sure: bool, sure: &mut Sure) -> bool {
    let mut all = true;
    for &child in children {
        let Some(node) = tree.get(child) else { continue };
        let (level, index) = (child.level, child.index as usize);
        if let Some(slot) = sure.windows.get_mut(level).and_then(|level| level.get_mut(index)) {
            *slot = window_sure;
        }
        let this = match node.status() {
            // A cut: it is sure if the window that cut was.
            Status::Pruned => window_sure,
            _ if is_stand_in(tree, child) => false,
            _ if node.child_count() == 0 || node.status() == Status::Transposition => true,
            _ => {
                let below: Vec<NodeId> = tree.children_of(child).collect();
                // Below a chance node the window starts afresh.
                family(tree, &below, window_sure || node.is_chance(), sure)
            }
        };
        if let Some(slot) = sure.values.get_mut(level).and_then(|level| level.get_mut(index)) {
            *slot = this;
        }
        all &= this;
        // The moves after it are searched with a window it narrowed.
        window_sure &= this;
    }
    all
}

/// Returns true if a window is closed: α ≥ β, alpha-beta's cutoff.
pub(crate) fn is_closed(window: Window) -> bool {
    window.0 >= window.1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_is_accepted_between_the_best_found_and_the_edge() {
        // AIMA's B: MIN, window α = 3 … +∞, B1 = 2 found. Fail-soft 2, fail-hard 3.
        let window = (3, INFINITY);
        assert!(accepts(2, 2, window) && accepts(3, 2, window));
        assert!(!accepts(1, 2, window) && !accepts(-29_000, 2, window) && !accepts(4, 2, window));
        // AIMA's C: 14, 5, 2 with α = 3: 2 or 3.
        assert!(accepts(3, 2, window));
        // Inside the window only the best: A = 3 from −∞ … +∞.
        assert!(accepts(3, 3, FULL) && !accepts(4, 3, FULL));
        // A fail-high: MAX's best 9 with β = 5: any of 5 … 9.
        assert!(accepts(5, 9, (0, 5)) && accepts(7, 9, (0, 5)) && !accepts(4, 9, (0, 5)));
    }
}
