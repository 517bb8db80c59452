//! The lines of the techniques that search a node with less than the full search, lit as they
//! act: principal variation search's null window and re-search, late move reductions and their
//! re-search, null-move pruning's cut, and aspiration windows at the root.
//!
//! Like the rest of the replay nothing is recorded for this while searching beyond what the
//! tree keeps anyway: each node's technique marks ([`crate::engine::tree::TechniqueMarks`])
//! and the root's aspiration attempts ([`crate::engine::tree::AspirationAttempt`]). From them
//! this file says which of `visit_later`'s lines ran for a node, and what each did, with its
//! numbers: the null window's α and β, the plies a move was reduced by, the nodes a search
//! thrown away cost.

use crate::engine::code::{Act, Lit};
use crate::engine::replay::{Replay, Step, attempt_said};
use crate::engine::said::Said;
use crate::engine::settings::Technique;
use crate::engine::tree::{NodeId, NullMove, SearchTree};

/// What a later move's first search was, which a surprise threw away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Surprise {
    /// A search shallower than the depth (late move reductions) said the move beats the best so
    /// far: it is searched again at full depth.
    Reduction,
    /// A null-window search (PVS) said the move beats the best so far: it is searched again
    /// with the whole window, to learn by how much.
    NullWindow,
}

/// Returns true if `node` was reached through `visit_later`: a move after the first of its
/// position, where principal variation search or late move reductions were on (under
/// alpha-beta; a chance node's outcomes are all searched alike).
pub fn is_later_move(tree: &SearchTree, node: NodeId) -> bool {
    let techniques = tree.techniques();
    if !tree.algorithm().prunes()
        || !(techniques.has(Technique::Pvs) || techniques.has(Technique::Reductions))
    {
        return false;
    }
    let parent = tree.parent_of(node);
    if parent.is_some_and(|p| tree.is_chance(p)) {
        return false;
    }
    let first = match parent {
        Some(parent) => tree.children_of(parent).next(),
        None => tree.root_children().next(),
    };
    first.is_some_and(|first| first != node)
}

/// Returns true if null-move pruning cut `node`: its side to move passed, and even so the other
/// side could not bring the value back inside the window.
pub fn null_move_cut(tree: &SearchTree, node: NodeId) -> bool {
    tree.technique_marks(node).null_move == Some(NullMove::Cut)
}

/// The acts of calling `node` if it is a later move (`None` otherwise), the one whose search
/// the arrays keep first, then the lines that ran before it in `visit_later`: the re-search
/// after a null window, the re-search after a reduction, the reduction, the null window, the
/// call of a later move. `quiescence`: the node lies past the depth.
pub fn later_call(tree: &SearchTree, node: NodeId, quiescence: bool) -> Option<Vec<Lit>> {
    if !is_later_move(tree, node) {
        return None;
    }
    let marks = tree.technique_marks(node);
    let pvs = tree.techniques().has(Technique::Pvs);
    let mut acts = Vec::new();
    if marks.re_searched_after_null_window {
        acts.push(Act::ReSearch {
            after: Surprise::NullWindow,
        });
    }
    if marks.re_searched_after_reduction {
        acts.push(Act::ReSearch {
            after: Surprise::Reduction,
        });
    }
    if marks.reduced_by > 0 || marks.re_searched_after_reduction {
        acts.push(Act::Reduce);
    }
    // With PVS every later move is asked with a null window first (the kept search is that
    // one unless it was searched again).
    if marks.null_window || (pvs && marks.re_searched()) {
        acts.push(Act::NullWindow);
    }
    acts.push(Act::CallLater);
    Some(acts.into_iter().map(|act| Lit { act, quiescence }).collect())
}

/// Says what `act` does at step `step` of `replay`, as a sentence of the catalogue: the
/// techniques' acts with what they did there (the null window's α and β, the plies reduced,
/// the nodes thrown away, the aspiration windows tried), every other act in its plain words
/// ([`Act::message`]).
pub fn act_said(replay: &Replay, step: usize, act: Act) -> Said {
    let tree = replay.tree();
    let node = match replay.step(step) {
        Step::Enter { node } | Step::Return { node, .. } => Some(node),
        _ => None,
    };
    // A tree of three or more players says its acts with tuples and players.
    if tree.is_maxn() {
        return super::maxn::act_said(tree, node, act);
    }
    let marks = node.map(|id| tree.technique_marks(id)).unwrap_or_default();
    let nodes = marks.discarded_nodes as usize;
    let window = |said: Said| match node {
        Some(id) => {
            let (alpha, beta) = replay.given_window(step, id);
            said.text("alpha", tree.display_bound(alpha))
                .text("beta", tree.display_bound(beta))
        }
        None => said.text("alpha", "?").text("beta", "?"),
    };
    match act {
        Act::NullWindow if marks.null_window => window(Said::new("code-act-null-window-kept")),
        Act::Reduce if marks.reduced_by > 0 => {
            Said::new("code-act-reduce-kept").count("plies", usize::from(marks.reduced_by))
        }
        Act::ReSearch {
            after: Surprise::NullWindow,
        } => window(Said::new("code-act-re-search-null-window-kept")).count("nodes", nodes),
        Act::ReSearch {
            after: Surprise::Reduction,
        } => Said::new("code-act-re-search-reduction-kept").count("nodes", nodes),
        Act::NullMoveCut => Said::new("code-act-null-move-cut-kept")
            .text(
                "value",
                node.and_then(|id| tree.get(id))
                    .and_then(|n| n.value())
                    .map_or_else(|| String::from("?"), |value| tree.display_value(value)),
            )
            .count("nodes", nodes),
        Act::Aspiration => aspiration_said(tree),
        Act::Settled => Said::new("code-act-settled-kept")
            .text(
                "value",
                node.and_then(|id| tree.value_words(id))
                    .unwrap_or_else(|| String::from("?")),
            )
            .text(
                "bound",
                node.map_or("exact", |id| crate::engine::replay::bound_word(tree, id)),
            ),
        other => Said::new(other.message()),
    }
}

/// Says how aspiration windows searched the root: the window kept and, before it, every
/// attempt that failed and was searched again.
fn aspiration_said(tree: &SearchTree) -> Said {
    let attempts = tree.aspiration_attempts();
    let Some(kept) = attempts.last() else {
        return Said::new(Act::Aspiration.message());
    };
    let failed = attempts[..attempts.len() - 1]
        .iter()
        .rev()
        .fold(None, |rest: Option<Said>, attempt| {
            let this = attempt_said(tree, attempt);
            Some(match rest {
                Some(rest) => Said::new("said-comma").said("first", this).said("rest", rest),
                None => this,
            })
        });
    Said::new("code-act-aspiration-kept")
        .text("alpha", tree.display_bound(kept.alpha))
        .text("beta", tree.display_bound(kept.beta))
        .count("tries", attempts.len())
        .maybe(
            "failed",
            failed.map(|failed| Said::new("code-aspiration-failed").said("attempts", failed)),
        )
}

/// The plies the techniques took off the depth on the path to `node` (late move reductions):
/// a reduced node and everything below it is searched that much shallower.
pub fn plies_reduced(tree: &SearchTree, node: Option<NodeId>) -> i32 {
    let Some(node) = node else {
        return 0;
    };
    if tree.search_marks().is_empty() {
        return 0;
    }
    tree.path_to(node)
        .into_iter()
        .map(|id| i32::from(tree.technique_marks(id).reduced_by))
        .sum()
}

/// The depth on the path to `node` (the root's with `None`): the search's depth, less the
/// plies late move reductions took off the path, `node`'s own reduction included. A node at
/// level `horizon − 1` is at the horizon; past it, quiescence search.
pub fn horizon(tree: &SearchTree, node: Option<NodeId>) -> usize {
    tree.depth()
        .saturating_sub(plies_reduced(tree, node).max(0) as usize)
}
