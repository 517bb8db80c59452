//! What can be checked of a lesson's claims before searching: that each states something,
//! that a node goes with the facts about it, and that a claim states only what its search has
//! (a depth-first search's values and counts, or Monte Carlo tree search's N, W and UCB).

use super::errors::{FieldPath, Problems};
use super::*;
use crate::engine::said::{Said, Told};
use crate::engine::settings::Technique;

/// What a lesson searches, for the checks that depend on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SubjectKind {
    /// A chess position.
    Chess,
    /// A tree drawn for teaching.
    Tree,
    /// A position of another game of the course (tic-tac-toe, Connect Four), with the deepest
    /// search it allows, in plies.
    Game(GameId, usize),
}

impl SubjectKind {
    /// Returns what `subject` is.
    pub(super) fn of(subject: &Subject) -> SubjectKind {
        match subject {
            Subject::Position { .. } => SubjectKind::Chess,
            Subject::Tree { .. } => SubjectKind::Tree,
            Subject::Game { game, .. } => SubjectKind::Game(game.id(), subject.depth_limit()),
        }
    }

    /// Returns true for a position of a game (chess or another), false for a drawn tree.
    pub(super) fn has_position(self) -> bool {
        self != SubjectKind::Tree
    }

    /// Returns the deepest search the lesson may ask for, in plies.
    pub(super) fn depth_limit(self) -> usize {
        match self {
            SubjectKind::Chess | SubjectKind::Tree => MAX_DEPTH,
            SubjectKind::Game(_, limit) => limit,
        }
    }

    /// The problem with a search to `depth`, beyond [`SubjectKind::depth_limit`]: "the depth
    /// must be 1 to 9 plies, not 12", "… plies in tic-tac-toe, …" in another game.
    pub(super) fn depth_problem(self, depth: usize) -> Told {
        let limit = self.depth_limit();
        let (words, game) = match self {
            SubjectKind::Game(id, _) => (
                format!(" in {}", id.title()),
                Some(Said::new("lesson-problem-in-game").said("game", id.title_said())),
            ),
            SubjectKind::Chess | SubjectKind::Tree => (String::new(), None),
        };
        Told::new(
            format!("the depth must be 1 to {limit} plies{words}, not {depth}"),
            Said::new("lesson-problem-depth")
                .text("limit", limit.to_string())
                .maybe("game", game)
                .text("depth", depth.to_string()),
        )
    }
}

/// What kind of lesson the steps belong to, for the checks that depend on it.
#[derive(Clone, Copy)]
pub(super) struct LessonKind {
    /// What the lesson searches.
    pub(super) subject: SubjectKind,
    /// A Monte Carlo lesson: the iterations it runs (`u32::MAX` when its settings were wrong
    /// and already reported, so that no step is reported past the end twice).
    pub(super) mcts: Option<u32>,
    /// The file gives the search's depth.
    pub(super) depth_given: bool,
}

/// A claim about a tree cannot switch on the techniques: a tree has no captures, no evaluation
/// of its inner nodes and no transpositions. Another game takes the transposition table alone.
pub(super) fn check_claim_techniques(
    claim: &Claim,
    subject: SubjectKind,
    at: &FieldPath,
    problems: &mut Problems<'_>,
) {
    let Some(techniques) = claim.with.and_then(|with| with.techniques) else {
        return;
    };
    if let Some(problem) = techniques_problem(techniques, subject) {
        problems.add(&at.field("with").field("techniques"), problem);
    }
}

/// Says what is wrong with searching `subject` with `techniques`, if anything: a drawn tree
/// takes none, another game than chess the transposition table alone.
pub(super) fn techniques_problem(techniques: Techniques, subject: SubjectKind) -> Option<Told> {
    match subject {
        SubjectKind::Chess => None,
        SubjectKind::Tree if techniques != Techniques::NONE => Some(Told::new(
            "quiescence, iterative deepening and the transposition table need a chess position: a tree has no \
             captures, no evaluation of its inner nodes and no transpositions",
            Said::new("lesson-problem-techniques-tree"),
        )),
        SubjectKind::Game(id, _)
            if techniques.has(Technique::Quiescence) || techniques.has(Technique::Iterative) =>
        {
            Some(Told::new(
                format!(
                    "quiescence and iterative deepening are chess's: {} has no captures, and its search goes to \
                     its depth in one go; it may use the transposition table (\"transpositions\": true)",
                    id.title()
                ),
                Said::new("lesson-problem-techniques-game").said("game", id.title_said()),
            ))
        }
        SubjectKind::Tree | SubjectKind::Game(..) => None,
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
        problems.add(
            at,
            Told::new(
                "the claim states nothing to check",
                Said::new("lesson-problem-claim-empty"),
            ),
        );
    }
    let about_mcts = kind.mcts.is_some() && with.is_none();
    if about_mcts {
        let node_facts = visits.is_some() || total.is_some() || mean.is_some() || ucb.is_some();
        if node.is_some() && !(node_facts || chooses.is_some()) {
            problems.add(
                at,
                Told::new(
                    "\"node\" goes with \"visits\", \"total\", \"mean\", \"ucb\" or \"chooses\"",
                    Said::new("lesson-problem-node-mcts-facts"),
                ),
            );
        }
        if node_facts && node.is_none() {
            problems.add(
                at,
                Told::new(
                    "\"visits\", \"total\", \"mean\" and \"ucb\" are a node's: name it with \"node\" ([] is the root)",
                    Said::new("lesson-problem-mcts-facts-node"),
                ),
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
                    Told::new(
                        format!(
                            "MCTS has no \"{name}\": state N, W, W/N or UCB, or compare with a depth-first search \
                             (\"with\": {{ \"algorithm\": \"alphabeta\" }})"
                        ),
                        Said::new("lesson-problem-mcts-has-no").text("name", name),
                    ),
                );
            }
        }
    } else {
        if claim.states_mcts() {
            let problem = if kind.mcts.is_some() {
                Told::new(
                    "a claim with \"with\" is about a depth-first search: N, W, UCB and \"chooses\" are MCTS's",
                    Said::new("lesson-problem-with-depth-first"),
                )
            } else {
                Told::new(
                    "\"chooses\", \"leads\", \"visits\", \"total\", \"mean\", \"ucb\" and \"settles_at\" need \
                     Monte Carlo tree search (\"algorithm\": \"mcts\")",
                    Said::new("lesson-problem-needs-mcts"),
                )
            };
            problems.add(at, problem);
        }
        if node.is_some() != (value.is_some() || static_score.is_some()) {
            problems.add(
                at,
                Told::new(
                    "\"node\" goes with \"value\" or \"static_score\", and they with it",
                    Said::new("lesson-problem-node-value"),
                ),
            );
        }
    }
    if kind.subject.has_position()
        && kind.mcts.is_some()
        && !kind.depth_given
        && with.is_some_and(|with| with.depth.is_none())
    {
        problems.add(
            &at.field("with"),
            Told::new(
                "the lesson's search has no depth: give this search's \"depth\"",
                Said::new("lesson-problem-with-no-depth"),
            ),
        );
    }
    let limit = kind.subject.depth_limit();
    if let Some(depth) = with.and_then(|with| with.depth)
        && !(1..=limit).contains(&depth)
    {
        problems.add(
            &at.field("with").field("depth"),
            kind.subject.depth_problem(depth),
        );
    }
}
