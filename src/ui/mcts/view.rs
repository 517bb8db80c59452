//! The state of the MCTS thinking view: the tree, the step the replay stands at (one phase of
//! one iteration), the N and W as they stand there, and what the board shows for it.
//!
//! The view is drawn by `stepper.rs` (the heading, the sentence and the buttons), `tables.rs`
//! (the node arrays) and `drawing.rs` (the tree); they return [`ViewAction`]s, applied after
//! the view is laid out, so one frame shows one step.

use std::sync::Arc;

use shakmaty::{Color, Position};

use crate::engine::mcts::MctsTree;
use crate::engine::mcts::replay::{Phase, Snapshot};
use crate::engine::tree::NodeId;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::thinking::Preview;

/// How many iterations "Run 100" goes forward.
pub const RUN_ITERATIONS: usize = 100;

/// What a person asked the view to do with one of its buttons or rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewAction {
    /// Back to step 0: the root alone.
    First,
    /// To the last step: the whole tree.
    Last,
    /// One phase back.
    PhaseBack,
    /// One phase forward.
    PhaseForward,
    /// The same phase of the iteration before.
    IterationBack,
    /// The same phase of the next iteration.
    IterationForward,
    /// Forward [`RUN_ITERATIONS`] iterations (4 steps each).
    Run,
    /// Show this level's node array.
    ShowLevel(usize),
}

/// A Monte Carlo tree being replayed one phase at a time.
pub struct MctsView {
    tree: Arc<MctsTree>,
    step: usize,
    /// The N and W of every node at `step`, worked out once per step.
    snapshot: Snapshot,
    /// The level whose table is shown, and the step it was chosen at: a level chosen by hand
    /// stays until the step changes, then the table follows the replay again.
    level_chosen: Option<(usize, usize)>,
    /// True once the step changed since the views last scrolled to the lit node.
    pub(super) scroll_pending: bool,
    /// True once the person moved the replay: from then on the board follows it.
    stepped: bool,
    /// The room the views had last frame: when it changes they scroll to the lit node again.
    pub(super) last_size: Option<egui::Vec2>,
    /// A lesson's open question holds the replay here: nothing steps past it before Reveal.
    hold: Option<usize>,
    /// What the open question keeps back beyond the step's sentence and choice.
    kept: Kept,
    /// The nodes a lesson's step is about (its `focus`, each with the path down to it), and the
    /// replay step they belong to: the views centre them and the board shows their line while
    /// the replay stands there.
    focus: Option<(usize, Vec<Vec<NodeId>>)>,
    /// The zoom chosen with −/+ (`None`: the drawing is scaled to the room it has).
    pub(super) zoom: Option<f32>,
    /// The zoom the tree was last drawn at, which −/+ start from.
    pub(super) drawn_zoom: f32,
    /// The height (points) the tree's drawing and its header took when last drawn, at the zoom
    /// they were drawn at: the Code pane goes under the tree only where this leaves it room.
    pub(super) drawing_height: Option<f32>,
}

/// What a lesson's open question keeps back until Reveal, besides the step's sentence and, at
/// a select phase, the choice and its UCB values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kept {
    /// Nothing more.
    #[default]
    Choice,
    /// The result a back-propagation adds: the W (and W/N) of the nodes on its path.
    Result,
    /// Every node's N and W: the question is which move the search plays.
    Visits,
}

impl MctsView {
    /// Shows `tree` at its last step: the whole tree and the move it plays. Stepping back, or
    /// "First", replays it from the root alone.
    pub fn new(tree: Arc<MctsTree>) -> MctsView {
        let step = tree.last_step();
        let snapshot = tree.snapshot(step);
        MctsView {
            tree,
            step,
            snapshot,
            level_chosen: None,
            scroll_pending: true,
            stepped: false,
            last_size: None,
            hold: None,
            kept: Kept::Choice,
            focus: None,
            zoom: None,
            drawn_zoom: 1.0,
            drawing_height: None,
        }
    }

    /// Returns the tree replayed.
    pub fn tree(&self) -> &Arc<MctsTree> {
        &self.tree
    }

    /// Returns the step the replay stands at (0: the root alone; then 4 per iteration).
    pub fn step(&self) -> usize {
        self.step
    }

    /// Returns every N and W as they stand at the current step.
    pub fn snapshot(&self) -> &Snapshot {
        &self.snapshot
    }

    /// Returns the last step the replay may go to now: the end, or an open question's step.
    pub fn last_allowed(&self) -> usize {
        self.tree.last_step().min(self.hold.unwrap_or(usize::MAX))
    }

    /// Holds the replay at a lesson's open question (`None`: free to its end), keeping back
    /// `kept` besides the sentence and the choice.
    pub fn set_hold(&mut self, hold: Option<usize>, kept: Kept) {
        self.hold = hold;
        self.kept = kept;
    }

    /// Sets the nodes a lesson's step at replay step `step` is about (each a path from the
    /// root); the views centre them, and the board shows the first one's line, while the
    /// replay stands at `step`.
    pub fn set_focus(&mut self, step: usize, paths: Vec<Vec<NodeId>>) {
        self.focus = (!paths.is_empty()).then_some((step, paths));
        self.scroll_pending = true;
    }

    /// Returns the paths a lesson's step is about at the current step (empty: none; the views
    /// then follow the lit node).
    pub fn focus(&self) -> &[Vec<NodeId>] {
        match &self.focus {
            Some((step, paths)) if *step == self.step => paths,
            _ => &[],
        }
    }

    /// Returns every node on the focused paths.
    pub fn focused_nodes(&self) -> Vec<NodeId> {
        self.focus().iter().flatten().copied().collect()
    }

    /// Returns true while the open question keeps back the W of the lit path's nodes (the
    /// result this back-propagation adds).
    pub fn hides_result(&self) -> bool {
        self.keeps_secret()
            && (self.kept == Kept::Visits
                || (self.kept == Kept::Result && self.phase() == Some(Phase::Backpropagate)))
    }

    /// Returns true while the open question keeps back every N and W (it asks which move the
    /// search plays, the most visited).
    pub fn hides_visits(&self) -> bool {
        self.keeps_secret() && self.kept == Kept::Visits
    }

    /// Returns true if node `id`'s W is kept back at this step.
    pub fn hides_total_of(&self, id: Option<NodeId>) -> bool {
        self.hides_visits()
            || (self.hides_result() && id.is_none_or(|id| self.tree.lit_at(self.step).contains(&id)))
    }

    /// Moves the replay to `step` (kept inside the replay, and before a held question).
    pub fn go_to(&mut self, step: usize) {
        let step = step.min(self.last_allowed());
        if step != self.step {
            self.step = step;
            self.snapshot = self.tree.snapshot(step);
            self.scroll_pending = true;
        }
        self.stepped = true;
    }

    /// Carries out what the person asked with one of the view's buttons or rows.
    pub fn apply(&mut self, action: ViewAction) {
        let step = self.step;
        match action {
            ViewAction::First => self.go_to(0),
            ViewAction::Last => self.go_to(self.tree.last_step()),
            ViewAction::PhaseBack => self.go_to(step.saturating_sub(1)),
            ViewAction::PhaseForward => self.go_to(step + 1),
            // From step 0 the iteration before is the start itself.
            ViewAction::IterationBack => self.go_to(step.saturating_sub(4)),
            ViewAction::IterationForward => self.go_to(if step == 0 { 1 } else { step + 4 }),
            ViewAction::Run => self.go_to(step + 4 * RUN_ITERATIONS),
            ViewAction::ShowLevel(level) => self.level_chosen = Some((level, step)),
        }
    }

    /// Returns the nodes lit at the current step: the selection path, then the new node. While
    /// a lesson's question waits at a select phase nothing is lit: the path is the answer.
    pub fn lit(&self) -> Vec<NodeId> {
        if self.keeps_secret() && (self.phase() == Some(Phase::Select) || self.kept == Kept::Visits) {
            return Vec::new();
        }
        // A lesson's step at the end is about its focus, not the last iteration's path.
        if !self.focus().is_empty() && self.step == self.tree.last_step() {
            return Vec::new();
        }
        self.tree.lit_at(self.step)
    }

    /// Returns true while a lesson's question waits at this step: the views keep back what
    /// the step would tell (the sentence, the choice of the select phase) until Reveal.
    pub fn keeps_secret(&self) -> bool {
        self.hold == Some(self.step)
    }

    /// Returns the node the step is about: the last lit one (`None`: the root).
    pub fn lit_node(&self) -> Option<NodeId> {
        self.lit().last().copied()
    }

    /// Returns the phase at the current step (`None`: step 0, the root alone).
    pub fn phase(&self) -> Option<Phase> {
        self.tree.step_at(self.step).map(|at| at.phase)
    }

    /// Returns the level whose node array is shown: the one chosen by hand at this step, else
    /// the lit node's, else level 0.
    pub fn shown_level(&self) -> usize {
        match self.level_chosen {
            Some((level, at)) if at == self.step => level,
            _ => self.lit_node().map_or(0, |id| id.level),
        }
    }

    /// Returns how many of a level's nodes exist at the current step. A level's nodes are
    /// stored in the order they were created, so those that exist are the first ones.
    pub fn existing_in_level(&self, level: usize) -> usize {
        let Some(nodes) = self.tree.levels().get(level).map(|level| &level.nodes) else {
            return 0;
        };
        nodes.partition_point(|node| {
            let index = node.born() as usize;
            match self.tree.step_at(self.step) {
                None => false,
                Some(at) => index < at.iteration || (index == at.iteration && at.phase >= Phase::Expand),
            }
        })
    }

    /// Returns the headline of the step: "Select", "Expand", …, or "Start" at step 0, in the
    /// window's language.
    pub fn phase_words(&self) -> String {
        tr(self.phase().map_or("mcts-phase-start", Phase::label))
    }

    /// Returns "Iteration 7 of 1,000" (or "Before iteration 1 of 1,000" at step 0).
    pub fn iteration_words(&self) -> String {
        let total = self.tree.iterations().len();
        match self.tree.step_at(self.step) {
            None => tr_args("mcts-before-first", &[("total", total.into())]),
            Some(at) => tr_args(
                "mcts-iteration-of",
                &[("iteration", (at.iteration + 1).into()), ("total", total.into())],
            ),
        }
    }

    /// Returns the line the board shows while it follows the replay, the nodes from the root
    /// down: a lesson's step shows the line it is about, else the replay's lit path (a focus the
    /// lit path runs through, a step about the new node under it, shows the lit path). `None`
    /// before the person stepped, and at the start.
    pub fn followed_line(&self, board_follows: bool) -> Option<Vec<NodeId>> {
        if !board_follows || !self.stepped || self.step == 0 {
            return None;
        }
        let lit_path = self.lit();
        Some(match self.focus().first() {
            Some(path) if !lit_path.starts_with(path) => path.clone(),
            _ => lit_path,
        })
    }

    /// Returns what the board shows for the step, when it follows the replay: the lit node's
    /// position with the moves to it as arrows; at simulate, the position at the playout's end
    /// with the playout's moves as arrows too. `None` for an abstract tree, before the person
    /// stepped, and at the start.
    pub fn preview(&self, board_follows: bool) -> Option<Preview> {
        let tree = &self.tree;
        tree.chess_root()?;
        let lit = self.followed_line(board_follows)?;
        let lit_path = self.lit();
        let mut arrows = Vec::new();
        let mut line = Vec::new();
        for &id in &lit {
            if let Some(m) = tree.move_of(id) {
                let mover = tree.levels()[id.level].mover;
                arrows.extend(m.from().map(|from| (from, m.to(), mover)));
            }
            line.push(tree.name_of(id));
        }
        let mut position = match lit.last() {
            Some(&id) => tree.position_of(id)?,
            None => tree.chess_root()?.clone(),
        };
        if let Some(at) = tree.step_at(self.step)
            && at.phase == Phase::Simulate
            && lit == lit_path
        {
            let playout = tree.playout_moves(at.iteration);
            for (before, m) in &playout {
                let mover: Color = before.turn();
                arrows.extend(m.from().map(|from| (from, m.to(), mover)));
                line.push(format!("({})", crate::engine::position::san_plus(before, *m)));
                position.play_unchecked(*m);
            }
        }
        Some(Preview {
            position,
            arrows,
            clicked: false,
            line,
        })
    }
}
