//! What the Code pane shows at one step, worked out once when the step changes and kept: the
//! lines to light, the act's words and the call stack's rows, with a lesson's secrets applied.
//!
//! The engine says what the search did ([`code::acts`], [`code::stack`]); this file turns it
//! into text and keeps back what a lesson's open question asks, the way the tree view does:
//! a value asked about shows as "?", a node whose value is asked keeps the window it was
//! entered with, and the line that would tell a comparison's outcome (the `break`, α rising)
//! waits for the answer like the stepper's sentence.

use std::sync::{Arc, Weak};

use crate::engine::code::{self, Act, Listing, Source, Surprise};
use crate::engine::replay::{Granularity, Order};
use crate::engine::tree::{Backup, NodeId, SearchTree, tuple_text};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::stepper::Stepper;

/// What is shown of one call of the search: one row of the call stack, as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameRow {
    /// The node the call searches (`None`: the root).
    pub node: Option<NodeId>,
    /// The moves that lead to it from the root ("e4 e5 Nf3", "A → A1"), or "root".
    pub path: String,
    /// The plies left to the depth ("3", "0"), or how far past it quiescence is ("q2").
    pub depth: String,
    /// Who chooses in the call (`None`: a chance node, where nobody does).
    pub chooser: Option<Backup>,
    /// In a tree of three or more players (max^n), the player who chooses in the call ("B"),
    /// said in place of MAX.
    pub player: Option<String>,
    /// α and β as the call holds them (`None`: minimax, which has none); "?" while a question
    /// keeps them back.
    pub window: Option<(String, String)>,
    /// The best value so far and the move it came from ("3 (A1)"; in max^n the tuple kept,
    /// "(1, 2, 6) (LLL)"); "–" before any; "?" while a question keeps it back.
    pub best: String,
    /// Which child is being tried, "2 of 3"; empty before the first.
    pub trying: String,
}

impl FrameRow {
    /// The row in words, as a screen reader (and a test) hears it.
    pub fn words(&self) -> String {
        let who = self.who();
        let mut words = format!("{}: {} {}, {who}", self.path, tr("stack-depth"), self.depth);
        if let Some((alpha, beta)) = &self.window {
            words.push_str(&format!(", α {alpha}, β {beta}"));
        }
        words.push_str(&format!(", {} {}", tr("stack-best"), self.best));
        if !self.trying.is_empty() {
            words.push_str(&format!(", {} {}", tr("stack-child"), self.trying));
        }
        words
    }

    /// Who chooses in the call, as its row says it: "MAX", "MIN", "chance", or "player B".
    pub fn who(&self) -> String {
        match (&self.player, self.chooser) {
            (Some(player), _) => tr_args("stack-player", &[("player", player.as_str().into())]),
            (None, Some(Backup::Max)) => String::from("MAX"),
            (None, Some(Backup::Min)) => String::from("MIN"),
            (None, None) => tr("stack-chance"),
        }
    }
}

/// What a listing is made from: the tree, the replay's order and the code asked for.
#[derive(Clone, Debug)]
pub(super) struct ListingKey {
    tree: Weak<SearchTree>,
    order: Order,
    source: Source,
    /// The language its comments are in.
    language: crate::shell::i18n::Language,
}

impl ListingKey {
    pub(super) fn of(stepper: &Stepper, source: Source) -> ListingKey {
        ListingKey {
            tree: Arc::downgrade(stepper.tree()),
            order: stepper.replay().order(),
            source,
            language: crate::shell::i18n::language(),
        }
    }

    pub(super) fn same(&self, other: &ListingKey) -> bool {
        // A weak pointer keeps the old tree's allocation, so a new tree never has its address.
        Weak::ptr_eq(&self.tree, &other.tree)
            && self.order == other.order
            && self.source == other.source
            && self.language == other.language
    }
}

/// What the facts of a step are made from: the listing's key, the step and the secrets.
#[derive(Clone, Debug)]
pub(super) struct FactsKey {
    listing: ListingKey,
    granularity: Granularity,
    step: usize,
    secrets: u64,
}

impl FactsKey {
    pub(super) fn of(stepper: &Stepper, source: Source) -> FactsKey {
        FactsKey {
            listing: ListingKey::of(stepper, source),
            granularity: stepper.replay().granularity(),
            step: stepper.step(),
            secrets: stepper.secrets_generation(),
        }
    }

    pub(super) fn same(&self, other: &FactsKey) -> bool {
        self.listing.same(&other.listing)
            && self.granularity == other.granularity
            && self.step == other.step
            && self.secrets == other.secrets
    }
}

/// What the pane shows at one step.
#[derive(Clone, Debug, Default)]
pub struct StepFacts {
    /// The lines lit, the bright one first (indices into the listing's lines).
    pub lit: Vec<usize>,
    /// What the step does, in a few words.
    pub words: String,
    /// The call stack, the root's call first (depth first).
    pub frames: Vec<FrameRow>,
    /// Level by level: the loop variables and their values.
    pub loops: Vec<(&'static str, String)>,
}

/// While a question is open, an act that compares a value with what came before (the best
/// updated, α rising, the cutoff, a re-search, a null move's cut) would tell its answer. In its
/// place the pane lights the line the value comes back to (the call), the search made before
/// the re-search or, for standing pat, the static score taken: what the step is about, not
/// what it decides. Other acts stay.
fn neutral(act: Act) -> Act {
    match act {
        Act::Best { chooser } | Act::Narrow { chooser } | Act::Cutoff { chooser } => Act::Call {
            chooser,
            chance: false,
        },
        Act::StandPatCutoff => Act::StandPat,
        // A re-search tells that the first search found the move better than the best so far:
        // the line of that first search is lit instead. A null move's cut tells the node's
        // fate: the call is lit.
        Act::ReSearch {
            after: Surprise::NullWindow,
        } => Act::NullWindow,
        Act::ReSearch {
            after: Surprise::Reduction,
        } => Act::Reduce,
        Act::NullMoveCut => Act::Call {
            chooser: Backup::Max,
            chance: false,
        },
        other => other,
    }
}

/// The words shown while a question is open, in place of the act's.
pub fn kept_back() -> String {
    tr("code-kept-back")
}

/// What an act does, as a sentence in the window's language.
pub fn act_words(act: Act) -> String {
    tr(act.message())
}

/// Works out what the pane shows at the stepper's step in `listing`.
pub fn step_facts(stepper: &Stepper, listing: &Listing) -> StepFacts {
    let replay = stepper.replay();
    let step = stepper.step();
    let asking = stepper.secrets().is_some_and(|secrets| secrets.asking);
    let mut lits = code::acts(replay, step);
    let words = match lits.first() {
        _ if asking => kept_back(),
        // The techniques' acts say what they did here: the null window, the plies reduced.
        Some(lit) => crate::shell::i18n::said(&code::act_said(replay, step, lit.act)),
        None => String::new(),
    };
    if asking {
        for lit in &mut lits {
            lit.act = neutral(lit.act);
        }
    }
    StepFacts {
        lit: listing.lines_of(&lits),
        words,
        frames: frame_rows(stepper),
        loops: code::stack::loops(replay, step),
    }
}

/// The call stack's rows at the stepper's step, with the secrets applied.
fn frame_rows(stepper: &Stepper) -> Vec<FrameRow> {
    let replay = stepper.replay();
    let tree = replay.tree();
    let secrets = stepper.secrets();
    // Alpha-beta's windows narrowing inside the nodes would show a cutoff asked about.
    let windows_kept = secrets.is_some_and(|secrets| secrets.windows);
    let value_kept = |node: Option<NodeId>| match node {
        None => stepper.hides_choice(),
        Some(id) => stepper.hides_value(id),
    };
    // Chess moves read as a line ("e4 e5"); labels and cells as steps ("A → A1").
    let separator = if tree.chess_root().is_some() { " " } else { " → " };
    let mut path = String::new();
    let mut rows = Vec::new();
    for frame in code::stack(replay, stepper.step()) {
        if let Some(id) = frame.node {
            if !path.is_empty() {
                path.push_str(separator);
            }
            path.push_str(&tree.san_of(id));
        }
        let kept = value_kept(frame.node);
        let window = frame.window.map(|now| {
            let shown = match frame.node {
                // The root's window tells the root's value: the tree view keeps it back too.
                None if kept => None,
                None => Some(now),
                // A node whose value is asked keeps the window it was entered with.
                Some(id) if kept || windows_kept => replay.entered_window(id),
                Some(_) => Some(now),
            };
            match shown {
                Some((alpha, beta)) => (tree.display_bound(alpha), tree.display_bound(beta)),
                None => (String::from("?"), String::from("?")),
            }
        });
        let best = match frame.best {
            None => String::from("–"),
            Some((_, child)) if kept || child.is_some_and(|child| stepper.hides_value(child)) => {
                String::from("?")
            }
            // Max^n keeps a child's whole tuple, not one number: the row shows the tuple.
            Some((value, Some(child))) => {
                let kept = tree
                    .utilities_of(child)
                    .map_or_else(|| tree.display_value(value), tuple_text);
                format!("{kept} ({})", tree.san_of(child))
            }
            // A standing pat: the node's own static score.
            Some((value, None)) => crate::shell::i18n::tr_args(
                "code-stand-pat-value",
                &[("value", tree.display_value(value).into())],
            ),
        };
        let depth = if frame.depth_left < 0 {
            format!("q{}", -frame.depth_left)
        } else {
            frame.depth_left.to_string()
        };
        rows.push(FrameRow {
            node: frame.node,
            path: if frame.node.is_none() {
                tr("node-root")
            } else {
                path.clone()
            },
            depth,
            chooser: frame.chooser,
            player: crate::ui::players::player_to_move(tree, frame.node),
            window,
            best,
            trying: frame.trying.map_or_else(String::new, |(child, of)| {
                tr_args("code-child-of", &[("child", child.into()), ("of", of.into())])
            }),
        });
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_question_lights_what_the_technique_did_before_it_decided() {
        let cases = [
            (
                Act::ReSearch {
                    after: Surprise::NullWindow,
                },
                Act::NullWindow,
            ),
            (
                Act::ReSearch {
                    after: Surprise::Reduction,
                },
                Act::Reduce,
            ),
            (
                Act::NullMoveCut,
                Act::Call {
                    chooser: Backup::Max,
                    chance: false,
                },
            ),
            // What was asked, before the answer: these stay.
            (Act::NullWindow, Act::NullWindow),
            (Act::Reduce, Act::Reduce),
            (Act::CallLater, Act::CallLater),
            (Act::Aspiration, Act::Aspiration),
        ];
        for (act, lit) in cases {
            assert_eq!(neutral(act), lit, "{act:?}");
        }
    }
}
