//! What can be checked of a lesson's claims before searching: that each states something,
//! that a node goes with the facts about it, and that a claim states only what its search has
//! (a depth-first search's values and counts, or Monte Carlo tree search's N, W and UCB).

use super::errors::{FieldPath, Problems};
use super::*;

/// What kind of lesson the steps belong to, for the checks that depend on it.
#[derive(Clone, Copy)]
pub(super) struct LessonKind {
    /// A chess position (else an abstract tree).
    pub(super) chess: bool,
    /// A Monte Carlo lesson: the iterations it runs (`u32::MAX` when its settings were wrong
    /// and already reported, so that no step is reported past the end twice).
    pub(super) mcts: Option<u32>,
    /// The file gives the search's depth.
    pub(super) depth_given: bool,
}

/// A claim about a tree cannot switch on the techniques: a tree has no captures, no evaluation
/// of its inner nodes and no transpositions.
pub(super) fn check_claim_techniques(
    claim: &Claim,
    chess: bool,
    at: &FieldPath,
    problems: &mut Problems<'_>,
) {
    let techniques = claim.with.and_then(|with| with.techniques);
    if !chess && techniques.is_some_and(|techniques| techniques != Techniques::NONE) {
        problems.add(
            &at.field("with").field("techniques"),
            "quiescence, iterative deepening and the transposition table need a chess position",
        );
    }
}

/// Checks what can be checked of a claim without searching. In a Monte Carlo lesson a claim
/// without `with` is about MCTS, and one with `with` about a depth-first search; each states
/// only what its search has.
pub(super) fn check_claim_shape(
    claim: &Claim,
    kind: LessonKind,
    at: &FieldPath,
    problems: &mut Problems<'_>,
) {
    let Claim {
        with,
        node,
        value,
        static_score,
        visits,
        total,
        mean,
        ucb,
        chooses,
        ..
    } = claim;
    let states_something = claim.states_choice()
        || claim.states_count()
        || claim.states_mcts()
        || value.is_some()
        || static_score.is_some();
    if !states_something {
        problems.add(at, "the claim states nothing to check");
    }
    let about_mcts = kind.mcts.is_some() && with.is_none();
    if about_mcts {
        let node_facts = visits.is_some() || total.is_some() || mean.is_some() || ucb.is_some();
        if node.is_some() && !(node_facts || chooses.is_some()) {
            problems.add(
                at,
                "\"node\" goes with \"visits\", \"total\", \"mean\", \"ucb\" or \"chooses\"",
            );
        }
        if node_facts && node.is_none() {
            problems.add(
                at,
                "\"visits\", \"total\", \"mean\" and \"ucb\" are a node's: name it with \"node\" ([] is the root)",
            );
        }
        let depth_first_only = [
            ("root_value", claim.root_value.is_some()),
            ("root_value_at_least", claim.root_value_at_least.is_some()),
            ("root_value_at_most", claim.root_value_at_most.is_some()),
            ("value", value.is_some()),
            ("static_score", static_score.is_some()),
            ("pruned", claim.pruned.is_some()),
            ("searched", claim.searched.is_some()),
            ("evaluated", claim.evaluated.is_some()),
            ("minimal_evaluated", claim.minimal_evaluated.is_some()),
            ("quiescence", claim.quiescence.is_some()),
            ("transpositions", claim.transpositions.is_some()),
            ("total_nodes", claim.total_nodes.is_some()),
        ];
        for (name, given) in depth_first_only {
            if given {
                problems.add(
                    &at.field(name),
                    format!(
                        "MCTS has no \"{name}\": state N, W, W/N or UCB, or compare with a depth-first search \
                         (\"with\": {{ \"algorithm\": \"alphabeta\" }})"
                    ),
                );
            }
        }
    } else {
        if claim.states_mcts() {
            problems.add(
                at,
                if kind.mcts.is_some() {
                    "a claim with \"with\" is about a depth-first search: N, W, UCB and \"chooses\" are MCTS's"
                } else {
                    "\"chooses\", \"leads\", \"visits\", \"total\", \"mean\", \"ucb\" and \"settles_at\" need \
                     Monte Carlo tree search (\"algorithm\": \"mcts\")"
                },
            );
        }
        if node.is_some() != (value.is_some() || static_score.is_some()) {
            problems.add(
                at,
                "\"node\" goes with \"value\" or \"static_score\", and they with it",
            );
        }
    }
    if kind.chess && kind.mcts.is_some() && !kind.depth_given && with.is_some_and(|with| with.depth.is_none())
    {
        problems.add(
            &at.field("with"),
            "the lesson's search has no depth: give this search's \"depth\"",
        );
    }
    if let Some(depth) = with.and_then(|with| with.depth)
        && !(1..=MAX_DEPTH).contains(&depth)
    {
        problems.add(
            &at.field("with").field("depth"),
            format!("the depth must be 1 to {MAX_DEPTH} plies, not {depth}"),
        );
    }
}
