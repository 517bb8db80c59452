//! The thinking panel: the computer's search as Huo-style node arrays, replayed step by step.
//!
//! It has two parts, which the app places:
//! * the **header** ([`ThinkingPanel::header_ui`]): what was searched and how (with a word when
//!   the search no longer belongs to the board, or fell back to a cheaper one), the nodes per
//!   level as a bar chart, the stepper and a sentence saying what the current step does, the
//!   legend of MAX and MIN;
//! * the **views** ([`ThinkingPanel::views_ui`]), filling the height they are given: the tree
//!   view, and below it one tab per level's node array, the evaluation of the focused node and a
//!   comparison of the three algorithms.
//!
//! Next to a board both parts sit in the side panel. An abstract tree has no board, so the app
//! draws the views large in the centre of the window and the header alone in the side panel:
//! one tree view per screen.
//!
//! Clicking a row or a tree node focuses that node everywhere, and the board previews its
//! position; while the replay is stepped, the board shows the position each step looks at.

use std::sync::Arc;

use shakmaty::{Chess, Square};

use crate::course::lesson::{Secrets, StepView};
use crate::engine::replay::{Granularity, Order};
use crate::engine::settings::SearchSettings;
use crate::engine::tree::{BoardKind, NodeId, SearchTree};
use crate::shell::comparison::AlgorithmComparison;
use crate::shell::session::BookPlayed;
use crate::ui::code_pane::{CodePane, CodePointer};
use crate::ui::job::{Job, JobCount, take_result};
use crate::ui::node_tables::NodeTables;
use crate::ui::settings::CodeSettings;
use crate::ui::stepper::{Stepper, StepperCommand};
use crate::ui::tree_view::TreeView;
use crate::ui::worker::Progress;

mod book_panel;
mod header;
mod notices;
mod opened;
mod tabs;
mod tabs_row;
mod views;

pub use opened::step_showing;
use tabs::{iteration_trees, start_comparison};

/// What the board should show instead of the game: a node's position and the moves from the
/// root to it, drawn as numbered arrows.
pub struct Preview {
    /// The position after the node's move (the root's position for `None`).
    pub position: Chess,
    /// The moves from the root to the node: from, to, and the side that moved.
    pub arrows: Vec<(Square, Square, shakmaty::Color)>,
    /// True when the node was clicked; false when the board follows the replay.
    pub clicked: bool,
    /// The moves in SAN, for the caption above the board.
    pub line: Vec<String>,
}

/// The comparison of the three algorithms, worked out by a [`Job`]. Dropping it (a new tree, a
/// new comparison) cancels the searches that have not finished and ends the job's thread.
struct Comparison {
    /// The searches, until their result has been taken in.
    job: Option<Job<AlgorithmComparison>>,
    /// The result, once taken in.
    result: Option<AlgorithmComparison>,
}

/// The tabs under the tree view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewTab {
    /// The tree view, when there is no room for it above the tables.
    Tree,
    /// One level's node array.
    Level(usize),
    /// The focused node's evaluation, term by term (chess only).
    Evaluation,
    /// The three algorithms on the same position (chess only).
    Compare,
    /// The iterations of an iterative-deepening search, in a table.
    Iterations,
    /// The Code pane, when there is no room for it beside the views.
    Code,
}

/// Facts about the search shown that the app knows and the panel does not.
#[derive(Clone, Debug)]
pub struct SearchNotes {
    /// Why the search no longer belongs to the board, when it does not.
    pub stale: Option<String>,
    /// The search asked for, when the tree comes from a cheaper one because it passed the budget.
    pub fallback_from: Option<SearchSettings>,
    /// The search the computer runs now (depth, algorithm and node budget).
    pub current: SearchSettings,
    /// True when the tree shown is the game's search (not a lesson's, a practice tree's or
    /// Predict's): only then do the game's board and settings say anything about it.
    pub game_search: bool,
    /// The computer's last book move in the game, when the panel has something to say about it.
    pub book: Option<BookNote>,
}

/// The computer's last book move, as the panel shows it: instead of a tree while there is
/// none, and as one line over a study of the position it was played from.
#[derive(Clone, Debug)]
pub struct BookNote {
    /// The book move and the book's other moves from its position.
    pub played: BookPlayed,
    /// True when the book move was taken back.
    pub stale: bool,
    /// True when the tree shown is a search of the position the book move was played from.
    pub studied_here: bool,
}

/// What the panel is drawn with this frame.
pub struct PanelContext<'a> {
    /// The running search's progress, if the computer is thinking.
    pub running: Option<&'a Progress>,
    /// The app's clock, in seconds.
    pub now: f64,
    /// Facts about the search shown.
    pub notes: &'a SearchNotes,
    /// True when the board follows the replay.
    pub board_follows: bool,
    /// True in projector mode.
    pub projector: bool,
    /// True when the window is short for the text size (a small projector): the header keeps
    /// to the essentials, the bars and the order's choices fold away.
    pub compact: bool,
    /// During a game, whether the window is in the Study layout (`Some(true)`) or the Play
    /// layout; `None` in a lesson or practice, which keep their own layouts.
    pub studying: Option<bool>,
    /// The Code pane: open or not, and which code it shows.
    pub code: CodeSettings,
}

/// The thinking panel.
#[derive(Default)]
pub struct ThinkingPanel {
    /// The replay of the last search, and where the person is in it.
    stepper: Option<Stepper>,
    /// The node the person clicked, focused in every view; `None` follows the stepper.
    focus: Option<NodeId>,
    /// The places the lesson's current step names or asks about (`None`: the root): the tree
    /// view frames them.
    story: Vec<Option<NodeId>>,
    /// The node table's scroll memory.
    tables: NodeTables,
    /// The tree view's camera and unfolded families.
    tree_view: TreeView,
    /// The order and granularity the person chose last, kept for the next search.
    order: Order,
    granularity: Granularity,
    /// The algorithm comparison for the current tree, once asked for.
    comparison: Option<Comparison>,
    /// True while the tree is a lesson's: the buttons that search the game's position are hidden.
    lesson_mode: bool,
    /// True when a lesson lets the header show the search's totals before the replay's end
    /// (a question about them has been answered).
    lesson_totals: bool,
    /// The tab shown under the tree view, and the step it was chosen at: the tab follows the
    /// replay's level when the step changes.
    tab: Option<(ViewTab, usize)>,
    /// The tab a lesson's step brought to the front, and the step it did so at: the next step
    /// lets it go, unless the person has chosen another tab meanwhile.
    lesson_tab: Option<(ViewTab, usize)>,
    /// True once the person has stepped this replay (or a lesson moved it): from then on the
    /// board follows it, until they go back to the game.
    stepped: bool,
    /// An iterative-deepening search: the tree it returned (its last iteration), which holds
    /// the earlier ones. The stepper replays any one of them.
    deepening: Option<Arc<SearchTree>>,
    /// True when the person opened the one-line summary of a game's search to its details.
    summary_open: bool,
    /// The notices the person closed (by their whole text), until the next search: a notice
    /// whose text changes comes back.
    closed_notices: Vec<String>,
    /// The Code pane's listing, the step's lines and stack, and its scrolling.
    code: CodePane,
    /// Where a lesson step points in the code (nothing by default).
    code_pointer: CodePointer,
    /// The tree opened from a file, while it is the tree shown (any other tree replaces it).
    opened: Option<crate::ui::opened_tree::OpenedTree>,
}

impl ThinkingPanel {
    /// Returns the replay being shown, if any (tests read it).
    pub fn stepper(&self) -> Option<&Stepper> {
        self.stepper.as_ref()
    }

    /// Returns true when the panel shows `tree`'s search (itself, or one of its iterations):
    /// the app's notes about the game's search apply only then.
    pub fn shows(&self, tree: &Arc<SearchTree>) -> bool {
        let shown = self
            .deepening
            .as_ref()
            .or(self.stepper.as_ref().map(Stepper::tree));
        shown.is_some_and(|shown| Arc::ptr_eq(shown, tree))
    }

    /// Returns the focused node, if the person clicked one.
    pub fn focus(&self) -> Option<NodeId> {
        self.focus
    }

    /// Returns what the board should show instead of the game: the clicked node's position;
    /// else, when the board follows the replay and it has been stepped (and is not at its end),
    /// the position the current step looks at.
    pub fn preview(&self, board_follows: bool) -> Option<Preview> {
        let stepper = self.stepper.as_ref()?;
        let tree = stepper.tree();
        // Only a chess tree's nodes are positions the chess board shows.
        let root = tree.chess_root()?;
        let (node, clicked) = self.followed_node(board_follows)?;
        let path = node.map(|id| tree.path_to(id)).unwrap_or_default();
        let arrows = path
            .iter()
            .filter_map(|&id| {
                let mover = tree.levels()[id.level].mover;
                tree.get(id)
                    .map(|node| (node.packed_move().from(), node.packed_move().to(), mover))
            })
            .collect();
        Some(Preview {
            position: node
                .and_then(|id| tree.position_of(id))
                .unwrap_or_else(|| root.clone()),
            arrows,
            clicked,
            line: path.iter().map(|&id| tree.san_of(id)).collect(),
        })
    }

    /// Returns the node whose position the board shows instead of the game, of any game's tree
    /// (`Some(None)`: the root's), and whether it was clicked: the clicked node; else, when
    /// the board follows the replay and it has been stepped (and is not at its end), the node
    /// the current step looks at. `None` when the board shows the game.
    pub fn followed_node(&self, board_follows: bool) -> Option<(Option<NodeId>, bool)> {
        let stepper = self.stepper.as_ref()?;
        match self.focus {
            Some(focus) => Some((Some(focus), true)),
            None => {
                let step = stepper.step();
                let following =
                    board_follows && self.stepped && step > 0 && step < stepper.replay().last_step();
                // Steps about a whole level look at the root's position.
                following.then(|| (stepper.replay().position_node(step), false))
            }
        }
    }

    /// Starts replaying a new tree from step 0 (the app calls this when a search finishes).
    pub fn show_tree(&mut self, tree: Arc<SearchTree>) {
        self.opened = None;
        self.deepening = (!tree.iterations().is_empty()).then(|| Arc::clone(&tree));
        self.stepper = Some(Stepper::new(tree, self.order, self.granularity));
        self.forget_view();
        self.closed_notices = Vec::new();
        self.lesson_mode = false;
    }

    /// Starts replaying a lesson's tree from step 0, in the order and granularity the lesson's
    /// steps refer to. The person's own choice of order is kept for the game's next search.
    pub fn show_lesson_tree(&mut self, tree: Arc<SearchTree>, order: Order, granularity: Granularity) {
        self.opened = None;
        self.deepening = (!tree.iterations().is_empty()).then(|| Arc::clone(&tree));
        let mut stepper = Stepper::new(tree, order, granularity);
        stepper.count_as_it_goes();
        self.stepper = Some(stepper);
        self.forget_view();
        self.closed_notices = Vec::new();
        self.lesson_mode = true;
        self.lesson_totals = false;
    }

    /// Replays iteration `iteration` (from 1: the search to that depth) of the iterative-
    /// deepening search shown, from step 0, in the order the person chose. A lesson's replay
    /// stays on the tree its steps count in.
    pub fn show_iteration(&mut self, iteration: usize) {
        if self.lesson_mode {
            return;
        }
        let Some(deepening) = &self.deepening else {
            return;
        };
        let Some(tree) = iteration_trees(deepening).nth(iteration.wrapping_sub(1)).cloned() else {
            return;
        };
        if self.shown_iteration() == Some(iteration) {
            return;
        }
        // The table of the iterations stays in view while the person goes through them.
        let tab = self.tab.filter(|&(tab, _)| tab == ViewTab::Iterations);
        self.stepper = Some(Stepper::new(tree, self.order, self.granularity));
        self.forget_view();
        self.tab = tab.map(|(tab, _)| (tab, 0));
    }

    /// Returns which iteration (from 1) of an iterative-deepening search the stepper replays;
    /// `None` when the search shown did not deepen.
    pub fn shown_iteration(&self) -> Option<usize> {
        let shown = self.stepper.as_ref()?.tree();
        let deepening = self.deepening.as_ref()?;
        iteration_trees(deepening)
            .position(|tree| Arc::ptr_eq(tree, shown))
            .map(|index| index + 1)
    }

    /// Returns the Code pane (tests read the lit line and the stack it shows).
    pub fn code_pane(&self) -> &CodePane {
        &self.code
    }

    /// Points the Code pane at a line and a call (a lesson step's pointer); the default points
    /// at nothing.
    pub fn set_code_pointer(&mut self, pointer: CodePointer) {
        self.code_pointer = pointer;
    }

    /// Returns where the Code pane points (a lesson step's pointer; tests read it).
    pub fn code_pointer(&self) -> &CodePointer {
        &self.code_pointer
    }

    /// Brings the Code pane to the front where it is a tab (the pane was just opened).
    pub fn show_code_tab(&mut self) {
        let step = self.stepper.as_ref().map_or(0, Stepper::step);
        self.tab = Some((ViewTab::Code, step));
    }

    fn forget_view(&mut self) {
        self.focus = None;
        self.code_pointer = CodePointer::default();
        self.story = Vec::new();
        self.comparison = None;
        self.tab = None;
        self.lesson_tab = None;
        self.stepped = false;
        self.tree_view.reset();
        self.tables.forget();
    }

    /// Moves the stepper to `step` of the replay in `order` and `granularity` (a lesson's step).
    /// If the person has switched the stepper to another order or granularity meanwhile, it is
    /// switched back first, since the lesson's step numbers count in the lesson's replay.
    pub fn go_to_step(&mut self, step: usize, order: Order, granularity: Granularity, now: f64) {
        let Some(stepper) = &mut self.stepper else {
            return;
        };
        stepper.apply(StepperCommand::SetOrder(order), now);
        stepper.apply(StepperCommand::SetGranularity(granularity), now);
        if stepper.is_playing() {
            stepper.apply(StepperCommand::TogglePlay, now);
        }
        // The lesson moves the replay itself; the next step's question sets its own hold.
        stepper.set_hold(None);
        stepper.go_to(step, now);
        self.focus = None;
        self.stepped = true;
        // The view the last step brought to the front goes, unless the person chose another.
        if self
            .lesson_tab
            .take()
            .is_some_and(|shown| self.tab == Some(shown))
        {
            self.tab = None;
        }
        // A new lesson step shows its tree again, where the story happens.
        if self.tree_first() && matches!(self.tab, Some((ViewTab::Level(_), _))) {
            self.tab = None;
        }
    }

    /// Brings the view a lesson's step names to the front where the tree and the tables are
    /// tabs: the tree, or the table of the focused node's level (of the level the replay acts
    /// on, without a focus). Where the tree stands over the tables, both are in view already.
    /// Called after the step's focus is set.
    pub fn show_lesson_view(&mut self, view: StepView) {
        let Some(stepper) = &self.stepper else {
            return;
        };
        let tab = match view {
            StepView::Tree => ViewTab::Tree,
            StepView::Table => ViewTab::Level(
                self.focus
                    .map_or_else(|| acted_level(stepper), |focus| focus.level),
            ),
        };
        self.tab = Some((tab, stepper.step()));
        self.lesson_tab = self.tab;
    }

    /// Tells the tree view which places the lesson's current step names or asks about (`None`:
    /// the root), so that it frames them with their parents and children.
    pub fn set_story(&mut self, story: Vec<Option<NodeId>>) {
        self.story = story;
    }

    /// Keeps back what a lesson's question asks, in every view, until it is answered (`None`:
    /// nothing is secret). Only a lesson's own tree keeps secrets.
    pub fn set_secrets(&mut self, secrets: Option<Secrets>) {
        let secrets = secrets.filter(|_| self.lesson_mode);
        if let Some(stepper) = &mut self.stepper
            && stepper.secrets() != secrets.as_ref()
        {
            stepper.set_secrets(secrets);
        }
    }

    /// Holds the replay at a lesson's open question (`None`: free to its end); see
    /// [`Stepper::set_hold`]. Only a lesson's own tree is held.
    pub fn set_hold(&mut self, hold: Option<usize>) {
        let hold = hold.filter(|_| self.lesson_mode);
        if let Some(stepper) = &mut self.stepper {
            stepper.set_hold(hold);
        }
    }

    /// Lets the header show the lesson search's totals before the replay's end (`true` once a
    /// question about them is answered); otherwise it counts what the replay has reached.
    pub fn set_lesson_totals(&mut self, shown: bool) {
        self.lesson_totals = shown;
    }

    /// Leaves lesson mode and keeps the tree (a chess lesson's tree stays for the game that goes
    /// on from its position).
    pub fn end_lesson(&mut self) {
        self.set_secrets(None);
        self.story = Vec::new();
        self.set_hold(None);
        self.lesson_mode = false;
    }

    /// Forgets the tree (a new game).
    pub fn clear(&mut self) {
        self.opened = None;
        self.stepper = None;
        self.deepening = None;
        self.lesson_mode = false;
        self.closed_notices = Vec::new();
        self.forget_view();
    }

    /// Carries out a stepper command at time `now` (seconds). A command that moves the replay
    /// (or starts or stops it playing) lets go of a clicked node, so that the board and the views follow the step the sentence
    /// talks about again.
    pub fn apply(&mut self, command: StepperCommand, now: f64) {
        if let Some(stepper) = &mut self.stepper {
            let before = (stepper.step(), stepper.is_playing());
            stepper.apply(command, now);
            // A step that moved the replay (or set it playing) lets go of a clicked node, so the
            // board and the views follow the replay again; a key a held question stops changes
            // nothing.
            let moved = matches!(
                command,
                StepperCommand::ToStart
                    | StepperCommand::Back
                    | StepperCommand::Forward
                    | StepperCommand::ToEnd
                    | StepperCommand::TogglePlay
            ) && (stepper.step(), stepper.is_playing()) != before;
            if moved {
                self.focus = None;
            }
            self.order = stepper.replay().order();
            self.granularity = stepper.replay().granularity();
            self.stepped = true;
        }
    }

    /// Returns true while the tree comes first in the views: an abstract tree's lesson, or one
    /// opened from a file, where the tree is the subject and the node tables are a tab away.
    fn tree_first(&self) -> bool {
        (self.lesson_mode || self.opened.is_some())
            && self
                .stepper
                .as_ref()
                .is_some_and(|stepper| stepper.tree().game().board() != BoardKind::Chess)
    }

    /// Focuses a node (or nothing), as a click on a row or a tree node does. Focusing nothing
    /// also stops the board following the replay: the person went back to the game.
    pub fn set_focus(&mut self, focus: Option<NodeId>) {
        self.focus = focus;
        match focus {
            Some(id) => {
                // A level's table follows the focus; where the tree comes first, it stays in front.
                let level_shown = self.tab.is_some_and(|(tab, _)| matches!(tab, ViewTab::Level(_)));
                if level_shown || (self.tab.is_none() && !self.tree_first()) {
                    let step = self.stepper.as_ref().map_or(0, Stepper::step);
                    self.tab = Some((ViewTab::Level(id.level), step));
                }
            }
            None => self.stepped = false,
        }
    }

    /// Starts comparing the three algorithms on the tree's root, on a background thread, and
    /// shows the comparison's tab.
    /// `history` holds the hashes of the game's positions before the root (so that repetitions
    /// count as they did in the search shown), and `max_nodes` is the node budget each search keeps.
    /// The searches run as a job counted in `jobs`; `wake` is called when they are done.
    pub fn compare_algorithms(
        &mut self,
        history: Vec<u64>,
        max_nodes: usize,
        jobs: &JobCount,
        wake: impl Fn() + Send + 'static,
    ) {
        let Some(stepper) = &self.stepper else { return };
        // The comparison searches the tree's root again: a chess position, or a small game's.
        let Some(root) = stepper.tree().chess_root() else {
            if let Some(root) = small_root(stepper.tree()) {
                let depth = stepper.tree().depth();
                self.comparison = None;
                self.comparison = Some(tabs::start_small_comparison(root, depth, max_nodes, jobs, wake));
                self.tab = Some((ViewTab::Compare, stepper.step()));
            }
            return;
        };
        // The comparison replaced is dropped first, which cancels it and ends its thread.
        self.comparison = None;
        self.comparison = Some(start_comparison(
            root,
            stepper.tree().depth(),
            history,
            max_nodes,
            jobs,
            wake,
        ));
        self.tab = Some((ViewTab::Compare, stepper.step()));
    }

    /// Takes in what the panel's jobs have finished (the comparison); the app calls this at the
    /// start of each frame, before any panel is laid out.
    pub fn poll_jobs(&mut self) {
        if let Some(comparison) = &mut self.comparison
            && let Some(result) = take_result(&mut comparison.job)
        {
            comparison.result = Some(result);
        }
    }

    /// Advances automatic play; returns true while it runs, so the app keeps repainting.
    pub fn tick(&mut self, now: f64) -> bool {
        self.stepper.as_mut().is_some_and(|stepper| stepper.tick(now))
    }
}

/// Returns the root of a small game's tree (tic-tac-toe, Connect Four) as a position of the
/// game, for the searches made again from it; `None` for chess and drawn trees.
pub fn small_root(tree: &SearchTree) -> Option<crate::shell::small_game::SmallPosition> {
    small_position(tree, None)
}

/// The level the replay acts on at its current step (0 before it acts): the level whose table
/// the views show when nothing is focused.
fn acted_level(stepper: &Stepper) -> usize {
    stepper
        .replay()
        .acted_on(stepper.step())
        .first()
        .copied()
        .flatten()
        .map_or(0, |id| id.level)
}

/// Returns the position of a small game's tree at `node` (the root for `None`) as a position of
/// the game: what the board shows and the Evaluation tab scores. `None` for chess and drawn
/// trees.
pub fn small_position(
    tree: &SearchTree,
    node: Option<NodeId>,
) -> Option<crate::shell::small_game::SmallPosition> {
    let game = crate::shell::small_game::SmallGame::from_id(tree.game().id())?;
    let codes = node.map(|id| tree.move_codes_to(id)).unwrap_or_default();
    crate::shell::small_game::SmallPosition::after_line(game, &tree.position_text(None)?, &codes)
}
