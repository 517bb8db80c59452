//! The α and β drawn under a node in the tree view: as they stand while the search is inside
//! it, as it ended with once it has returned (a trace drawn by hand keeps them so), and what a
//! question keeps back.

use crate::engine::tree::{NodeId, SearchTree};
use crate::shell::i18n::tr_args;

use super::Builder;

/// When the α and β drawn under a node stood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WindowTime {
    /// As the search entered it: a leaf, or a node whose narrowing a question keeps back.
    Entered,
    /// As they stand now: the search is inside the node, and its returned children narrowed it.
    Now,
    /// As they stood when the node returned: the window it ended with, as a trace drawn by hand
    /// leaves it.
    Returned,
    /// As they stood at the lesson's previous step, while a question keeps back what came since.
    Earlier,
}

/// The α and β drawn under a node, and when they stood.
#[derive(Clone, Copy, Debug)]
pub(super) struct ShownWindow {
    pub(super) alpha: i32,
    pub(super) beta: i32,
    pub(super) when: WindowTime,
    /// True if a question keeps a later window back.
    pub(super) kept_back: bool,
}

impl Builder<'_> {
    /// The window to draw under node `id`, entered with `entered`: the one it has now (narrowed
    /// by the children returned so far), or, once it has returned, the one it ended with. A
    /// question keeps back what would answer it: a node whose value is asked keeps its entry
    /// window (the narrowed one tells what its children sent up), and while the question is about
    /// cutoffs every node keeps the window it had at the lesson's previous step (a window such
    /// as [6, 3], α past β, is the cutoff itself).
    pub(super) fn shown_window(&self, id: NodeId, entered: (i32, i32)) -> ShownWindow {
        let replay = self.stepper.replay();
        let step = self.stepper.step();
        let entry = ShownWindow {
            alpha: entered.0,
            beta: entered.1,
            when: WindowTime::Entered,
            kept_back: false,
        };
        let is_leaf = self.tree.get(id).is_none_or(|node| node.is_leaf());
        let (Some(enter), false) = (replay.entered_at(id), is_leaf) else {
            return entry;
        };
        let secrets = self.stepper.secrets();
        let (at, kept_back) = if self.stepper.hides_value(id) {
            (enter, true)
        } else if let Some(secrets) = secrets.filter(|secrets| secrets.windows) {
            let earlier = secrets.pruned_shown_at.unwrap_or(0).min(step);
            (earlier, earlier < step)
        } else {
            (step, false)
        };
        if at <= enter {
            return ShownWindow { kept_back, ..entry };
        }
        let (alpha, beta) = replay.window(at, Some(id));
        let returned = replay.returned_at(id).is_some_and(|returned| at >= returned);
        let when = match (returned, kept_back) {
            (_, true) => WindowTime::Earlier,
            (true, false) => WindowTime::Returned,
            (false, false) => WindowTime::Now,
        };
        ShownWindow {
            alpha,
            beta,
            when,
            kept_back,
        }
    }
}

/// The two lines of a node's window: "α 3" over "β +∞".
pub(super) fn window_lines(tree: &SearchTree, alpha: i32, beta: i32) -> [String; 2] {
    [
        format!("α {}", tree.display_bound(alpha)),
        format!("β {}", tree.display_bound(beta)),
    ]
}

/// What screen readers hear of a node's window: ", entered with α 3 and β +∞" (`id` says when).
pub(super) fn window_said(id: &str, tree: &SearchTree, alpha: i32, beta: i32) -> String {
    tr_args(
        id,
        &[
            ("alpha", tree.display_bound(alpha).into()),
            ("beta", tree.display_bound(beta).into()),
        ],
    )
}
