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

use egui::{Color32, FontId, RichText, Sense, Ui, vec2};
use shakmaty::{Chess, Square};

use crate::engine::counts::{SearchCounts, minimal_tree};
use crate::engine::eval::{display_score, explain};
use crate::engine::replay::{Granularity, Order};
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchSettings, Techniques};
use crate::engine::tree::{NodeId, SearchTree};
use crate::format::{
    COUNTS_HINT, budget_text, capitalised, counts_words, duration_words, group_thousands, plies,
    techniques_words,
};
use crate::lesson::Secrets;
use crate::session::describe;
use crate::ui::command::Command;
use crate::ui::job::{Job, JobCount, take_result};
use crate::ui::node_tables::{NodeTables, TablesContext};
use crate::ui::palette::{chooser_color, legend_ui, level_color, neutral, problem_color};
use crate::ui::settings::NODE_BUDGETS;
use crate::ui::stepper::{Stepper, StepperCommand};
use crate::ui::tree_view::{TreeView, TreeViewContext};
use crate::ui::widgets::{keep_together, text_width};
use crate::ui::worker::Progress;

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

/// What one algorithm made of the position: its counts, best move and value.
struct ComparisonRow {
    algorithm: Algorithm,
    result: Result<(SearchCounts, String, String), String>,
}

/// What the three algorithms made of one position, and the minimal tree worked out from
/// minimax's (none at depth 1, where there is nothing to cut, or if minimax did not fit).
struct ComparisonResult {
    rows: Vec<ComparisonRow>,
    minimal: Option<SearchCounts>,
}

/// The comparison of the three algorithms, worked out by a [`Job`]. Dropping it (a new tree, a
/// new comparison) cancels the searches that have not finished and ends the job's thread.
struct Comparison {
    /// The searches, until their result has been taken in.
    job: Option<Job<ComparisonResult>>,
    /// The result, once taken in.
    result: Option<ComparisonResult>,
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
    /// True once the person has stepped this replay (or a lesson moved it): from then on the
    /// board follows it, until they go back to the game.
    stepped: bool,
    /// An iterative-deepening search: the tree it returned (its last iteration), which holds
    /// the earlier ones. The stepper replays any one of them.
    deepening: Option<Arc<SearchTree>>,
}

impl ThinkingPanel {
    /// Returns the replay being shown, if any (tests read it).
    pub fn stepper(&self) -> Option<&Stepper> {
        self.stepper.as_ref()
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
        if tree.is_abstract() {
            // An abstract tree's nodes are not chess positions: nothing to show on the board.
            return None;
        }
        let (node, clicked) = match self.focus {
            Some(focus) => (Some(focus), true),
            None => {
                let step = stepper.step();
                let following =
                    board_follows && self.stepped && step > 0 && step < stepper.replay().last_step();
                if !following {
                    return None;
                }
                // Steps about a whole level look at the root's position.
                (stepper.replay().position_node(step), false)
            }
        };
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
            position: node.map_or_else(|| tree.root().clone(), |id| tree.position_of(id)),
            arrows,
            clicked,
            line: path.iter().map(|&id| tree.san_of(id)).collect(),
        })
    }

    /// Starts replaying a new tree from step 0 (the app calls this when a search finishes).
    pub fn show_tree(&mut self, tree: Arc<SearchTree>) {
        self.deepening = (!tree.iterations().is_empty()).then(|| Arc::clone(&tree));
        self.stepper = Some(Stepper::new(tree, self.order, self.granularity));
        self.forget_view();
        self.lesson_mode = false;
    }

    /// Starts replaying a lesson's tree from step 0, in the order and granularity the lesson's
    /// steps refer to. The person's own choice of order is kept for the game's next search.
    pub fn show_lesson_tree(&mut self, tree: Arc<SearchTree>, order: Order, granularity: Granularity) {
        self.deepening = (!tree.iterations().is_empty()).then(|| Arc::clone(&tree));
        let mut stepper = Stepper::new(tree, order, granularity);
        stepper.count_as_it_goes();
        self.stepper = Some(stepper);
        self.forget_view();
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

    fn forget_view(&mut self) {
        self.focus = None;
        self.story = Vec::new();
        self.comparison = None;
        self.tab = None;
        self.stepped = false;
        self.tree_view.reset();
        self.tables = NodeTables::default();
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
        // A new lesson step shows its tree again, where the story happens.
        if self.tree_first() && matches!(self.tab, Some((ViewTab::Level(_), _))) {
            self.tab = None;
        }
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
        self.stepper = None;
        self.deepening = None;
        self.lesson_mode = false;
        self.forget_view();
    }

    /// Carries out a stepper command at time `now` (seconds).
    pub fn apply(&mut self, command: StepperCommand, now: f64) {
        if let Some(stepper) = &mut self.stepper {
            stepper.apply(command, now);
            self.order = stepper.replay().order();
            self.granularity = stepper.replay().granularity();
            self.stepped = true;
        }
    }

    /// Returns true while the tree comes first in the views: an abstract tree's lesson, where the
    /// tree is the subject and the node tables are a tab away.
    fn tree_first(&self) -> bool {
        self.lesson_mode
            && self
                .stepper
                .as_ref()
                .is_some_and(|stepper| stepper.tree().is_abstract())
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
        if stepper.tree().is_abstract() {
            return;
        }
        // The comparison replaced is dropped first, which cancels it and ends its thread.
        self.comparison = None;
        self.comparison = Some(start_comparison(stepper.tree(), history, max_nodes, jobs, wake));
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

    /// Draws the panel's header: heading, progress, summary, the stepper and its sentence.
    pub fn header_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        // In a narrow or short panel the heading takes the body's size, so it stays on one line.
        let narrow = ui.available_width() < ui.text_style_height(&egui::TextStyle::Body) * 22.0;
        if narrow || context.compact {
            ui.label(RichText::new("How the computer thinks").strong());
        } else {
            ui.heading("How the computer thinks");
        }
        if let Some(progress) = context.running {
            ui.label(RichText::new("Thinking…").strong());
            if let Some(chosen) = progress.fallback_from {
                ui.label(format!(
                    "{} passed the node budget; now trying {}.",
                    capitalised(&describe(&chosen)),
                    describe(&progress.settings)
                ));
            }
            let counts = progress.levels();
            // While searching the levels' sides are not known here: one neutral colour.
            let colors = vec![neutral(ui.visuals().dark_mode); counts.len()];
            level_bars_ui(ui, counts, &colors, progress.settings.depth);
            ui.label(format!("{:.1} s", progress.elapsed.as_secs_f64()));
            ui.separator();
        }
        let Some(stepper) = &self.stepper else {
            if context.running.is_none() {
                ui.label(
                    "When the computer has thought, its whole search appears here: every position it looked at, \
                     level by level, and how the values came back up to choose its move.",
                );
                if ui
                    .button("Think about this position")
                    .on_hover_text("S: search the position on the board without playing a move")
                    .clicked()
                {
                    commands.push(Command::ThinkHere);
                }
            }
            return commands;
        };
        let tree = Arc::clone(stepper.tree());
        let dark_mode = ui.visuals().dark_mode;

        if let Some(stale) = &context.notes.stale {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(RichText::new(stale).strong().color(problem_color(dark_mode)));
                if ui
                    .button("Think about the position on the board")
                    .on_hover_text("S: search the position shown now")
                    .clicked()
                {
                    commands.push(Command::ThinkHere);
                }
            });
        }
        if let Some(chosen) = context.notes.fallback_from {
            fallback_ui(ui, &chosen, &tree, &context.notes.current, &mut commands);
        }

        // In a lesson the class is asked what the search will choose: the summary keeps the
        // answer back until the replay reaches the end.
        let held_back = self.choice_held_back();
        let counts = if stepper.hides_counts() {
            ShownCounts::Hidden
        } else {
            match stepper.counts_so_far() {
                // A lesson's header counts what the replay has reached; the totals come at the
                // end, or when a question about them has been answered.
                Some((searched, evaluated))
                    if stepper.step() != stepper.replay().last_step() && !self.lesson_totals =>
                {
                    ShownCounts::SoFar { searched, evaluated }
                }
                _ => ShownCounts::Totals,
            }
        };
        summary_ui(ui, &tree, held_back, counts, context.compact);
        // Iterative deepening: any iteration can be replayed (a lesson's replay stays on the tree
        // its steps count in).
        if let Some(deepening) = &self.deepening
            && !self.lesson_mode
            && let Some(iteration) = iteration_chooser_ui(ui, deepening, self.shown_iteration())
        {
            commands.push(Command::ShowIteration(iteration));
        }
        // An abstract tree has no position to think about.
        if !self.lesson_mode && !tree.is_abstract() {
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button("Think about this position")
                    .on_hover_text("S: search the position on the board without playing a move")
                    .clicked()
                {
                    commands.push(Command::ThinkHere);
                }
                // An abstract tree has no chess position to search again; in a short panel
                // the comparison is a tab below.
                if !tree.is_abstract()
                    && !context.compact
                    && ui
                        .button("Compare algorithms")
                        .on_hover_text(
                            "Search this position with minimax, alpha-beta and ordered alpha-beta and compare",
                        )
                        .clicked()
                {
                    commands.push(Command::CompareAlgorithms);
                }
            });
        }
        ui.separator();

        // The stepper and what the current step does, in words.
        // A lesson sets the replay's order itself; its stepper offers only the steps.
        commands.extend(
            stepper
                .controls_ui(ui, !self.lesson_mode, context.compact)
                .into_iter()
                .map(Command::Step),
        );
        let narration = stepper.narration();
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Room for three lines, so the views below do not jump as sentences change length.
            let lines = if context.compact { 2.4 } else { 3.3 };
            ui.set_min_height(ui.text_style_height(&egui::TextStyle::Body) * lines);
            ui.label(RichText::new(narration));
        });
        ui.horizontal_wrapped(|ui| {
            legend_ui(ui, &tree, context.compact);
            // In a short panel the choice stays in the Settings menu.
            if !tree.is_abstract() && !context.compact {
                let mut follows = context.board_follows;
                if ui
                    .checkbox(&mut follows, "Board follows")
                    .on_hover_text("While you step, the board shows the position each step looks at")
                    .changed()
                {
                    commands.push(Command::SetBoardFollows(follows));
                }
            }
        });
        commands
    }

    /// Says until when the search's choice (its best move and value) is kept back, in a lesson:
    /// until a question's answer is revealed, or until the replay's end; `None` when it may be
    /// shown.
    fn choice_held_back(&self) -> Option<&'static str> {
        let stepper = self.stepper.as_ref()?;
        if stepper.hides_choice() {
            Some("Best move and value: after the answer is revealed.")
        } else if self.lesson_mode && stepper.step() != stepper.replay().last_step() {
            Some("Best move and value: at the end of the replay.")
        } else {
            None
        }
    }

    /// Draws the views in the height left: the tree view (unless `with_tree` is false), then
    /// the tabs of the level tables, the evaluation and the comparison.
    pub fn views_ui(
        &mut self,
        ui: &mut Ui,
        context: &PanelContext<'_>,
        with_tree: bool,
        largest_zoom: f32,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        let Some(stepper) = &self.stepper else {
            return commands;
        };
        let tree = Arc::clone(stepper.tree());
        let animation = stepper.animation_progress(context.now);
        let step = stepper.step();

        // Everything below fills the height still visible, whether or not the panel scrolls.
        // When it is tall enough the tree view sits over the tables; when it is not, the tree
        // becomes the first tab, and the one shown unless the person picks another.
        let line = ui.text_style_height(&egui::TextStyle::Body);
        // The clip rectangle is a scroll area's view; the largest rectangle is a panel's inside.
        let bottom = ui.clip_rect().bottom().min(ui.max_rect().bottom());
        let visible = (bottom - ui.cursor().top()).max(line * 4.0);
        let area_bottom = ui.cursor().top() + visible;
        // In an abstract tree's lesson the tree is the subject: it takes the whole height, the
        // tables a tab away, unless there is room for both the whole drawing and a table
        // under it.
        let tree_first = with_tree && self.tree_first();
        let stacked = !with_tree
            || if tree_first {
                let wanted = self.tree_view.wanted_height().unwrap_or(visible);
                visible >= wanted + line * 14.0
            } else {
                visible >= line * 24.0
            };

        // A level tab follows the level the replay acts on (or the focused node's) when the step
        // changes; a tab the person picked stays until then, the tree and the others for good.
        let acted_level = stepper
            .replay()
            .acted_on(step)
            .first()
            .copied()
            .flatten()
            .map_or(0, |id| id.level);
        let following = ViewTab::Level(self.focus.map_or(acted_level, |focus| focus.level));
        let tab = match self.tab {
            Some((ViewTab::Tree, _)) if stacked => following,
            Some((ViewTab::Level(_), chosen_at)) if tree_first && !stacked && chosen_at != step => {
                ViewTab::Tree
            }
            Some((ViewTab::Level(_), chosen_at)) if chosen_at != step => following,
            Some((tab, _)) => tab,
            None if stacked => following,
            None => ViewTab::Tree,
        };
        let tree_context = TreeViewContext {
            stepper,
            focus: self.focus,
            story: &self.story,
            animation,
            projector: context.projector,
            largest_auto_zoom: largest_zoom,
        };
        if with_tree && stacked {
            // The tree takes what its drawing wants, up to half (all it wants in a lesson whose
            // subject it is); the tables have the rest.
            let wanted = self.tree_view.wanted_height().unwrap_or(visible);
            let share = if tree_first {
                visible - line * 14.0
            } else {
                visible * 0.5
            };
            let tree_height = share.min(wanted).max(line * 9.0);
            if let Some(clicked) = self.tree_view.ui(ui, &tree_context, tree_height) {
                commands.push(Command::FocusNode(clicked));
            }
            ui.add_space(4.0);
        }

        let mut chosen = tab;
        ui.horizontal_wrapped(|ui| {
            ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
            if with_tree && !stacked {
                ui.selectable_value(&mut chosen, ViewTab::Tree, "Tree")
                    .on_hover_text("The search tree, drawn");
            }
            for (level, nodes) in tree.levels().iter().enumerate() {
                if level == tree.depth() {
                    // The levels beyond the depth are quiescence search's: said once, before them.
                    ui.weak("quiescence:")
                        .on_hover_text(crate::ui::node_words::horizon_words(&tree));
                }
                let color = level_color(&tree, level, ui.visuals().dark_mode);
                // The counts are in each table's header too; a short panel leaves them there.
                let text = if context.compact || stepper.hides_counts() {
                    format!("Level {level}")
                } else {
                    format!("Level {level} · {}", group_thousands(nodes.nodes.len()))
                };
                // A tab that does not fit moves whole to the next row ("Lev" / "el 4" read badly).
                let width =
                    text_width(ui, &text, &egui::TextStyle::Button) + ui.spacing().button_padding.x * 2.0;
                keep_together(ui, width);
                let label = RichText::new(text).color(color);
                // A chosen level's tab is filled with a tint of its own colour, not the theme's.
                ui.scope(|ui| {
                    ui.visuals_mut().selection.bg_fill = color.gamma_multiply(0.25);
                    ui.visuals_mut().selection.stroke.color = color;
                    ui.selectable_value(&mut chosen, ViewTab::Level(level), label)
                        .on_hover_text(crate::ui::node_tables::level_title(&tree, level));
                });
            }
            if !tree.is_abstract() {
                let evaluation = match self.focus {
                    Some(focus) => format!("Evaluation of {}", tree.san_of(focus)),
                    None => String::from("Evaluation"),
                };
                let width = text_width(ui, &evaluation, &egui::TextStyle::Button)
                    + ui.spacing().button_padding.x * 2.0;
                keep_together(ui, width);
                ui.selectable_value(&mut chosen, ViewTab::Evaluation, evaluation)
                    .on_hover_text("CountScore term by term, for the node you clicked");
                // A lesson states its own comparisons.
                if !self.lesson_mode
                    && ui
                        .selectable_label(tab == ViewTab::Compare, "Compare")
                        .on_hover_text("Minimax, alpha-beta and ordered alpha-beta on this position")
                        .clicked()
                {
                    if self.comparison.is_none() {
                        commands.push(Command::CompareAlgorithms);
                    }
                    chosen = ViewTab::Compare;
                }
            }
            if self.deepening.is_some() {
                ui.selectable_value(&mut chosen, ViewTab::Iterations, "Iterations")
                    .on_hover_text(
                        "Iterative deepening: every iteration's depth, nodes, time, best move and value",
                    );
            }
        });
        if chosen != tab {
            self.tab = Some((chosen, step));
        }
        ui.separator();
        match chosen {
            ViewTab::Tree => {
                let height = area_bottom - ui.cursor().top();
                if let Some(clicked) = self.tree_view.ui(ui, &tree_context, height) {
                    commands.push(Command::FocusNode(clicked));
                }
            }
            ViewTab::Level(level) => {
                let tables_context = TablesContext {
                    stepper,
                    focus: self.focus,
                    animation,
                    compact: context.compact,
                };
                if let Some(clicked) = self.tables.ui(ui, &tables_context, level, area_bottom) {
                    commands.push(Command::FocusNode(Some(clicked)));
                }
            }
            ViewTab::Evaluation => match self.focus {
                Some(focus) => evaluation_ui(ui, &tree.position_of(focus)),
                None => {
                    ui.label("Click a node (a row or a box of the tree) to see how its position is scored.");
                }
            },
            ViewTab::Compare => match &self.comparison {
                Some(comparison) => comparison_ui(ui, comparison),
                None => {
                    ui.label("Comparing…");
                }
            },
            ViewTab::Iterations => {
                if let Some(deepening) = &self.deepening {
                    let view = IterationsView {
                        shown: self.shown_iteration(),
                        // The earlier iterations' choices would give a question's answer away.
                        hide_answers: self.choice_held_back().is_some() || stepper.secrets().is_some(),
                        hide_counts: stepper.hides_counts(),
                    };
                    iterations_ui(ui, deepening, &view, area_bottom);
                }
            }
        }
        if animation < 1.0 {
            ui.ctx().request_repaint();
        }
        commands
    }
}

/// Says that the search asked for passed the node budget and what the computer used instead,
/// with one click to keep that search, or to raise the budget.
fn fallback_ui(
    ui: &mut Ui,
    chosen: &SearchSettings,
    tree: &SearchTree,
    current: &SearchSettings,
    commands: &mut Vec<Command>,
) {
    let budget = current.max_nodes;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let used = SearchSettings {
            depth: tree.depth(),
            algorithm: tree.algorithm(),
            max_nodes: budget,
            techniques: tree.techniques(),
        };
        ui.label(
            RichText::new(format!(
                "{} would need more than {}, the node budget. So this is {} ({} nodes): it fits.",
                capitalised(&describe(chosen)),
                budget_text(chosen.max_nodes),
                describe(&used),
                group_thousands(tree.node_count())
            ))
            .strong(),
        );
        ui.horizontal_wrapped(|ui| {
            // Each offer goes once it is taken.
            let in_use = current.depth == used.depth && current.algorithm == used.algorithm;
            if !in_use
                && ui
                    .button(format!("Use {} from now on", describe(&used)))
                    .on_hover_text("Set the depth and algorithm to the search that fitted")
                    .clicked()
            {
                commands.push(Command::UseSearch {
                    depth: used.depth,
                    algorithm: used.algorithm,
                });
            }
            if let Some(&bigger) = NODE_BUDGETS.iter().find(|&&nodes| nodes > budget)
                && budget <= chosen.max_nodes
                && ui
                    .button(format!("Raise the budget to {}", budget_text(bigger)))
                    .on_hover_text("Allow bigger trees (they take more memory)")
                    .clicked()
            {
                commands.push(Command::SetNodeBudget(bigger));
            }
        });
    });
}

/// The counts the header shows.
enum ShownCounts {
    /// None: a lesson's question asks for one.
    Hidden,
    /// What a lesson's replay has reached so far.
    SoFar {
        /// Positions searched up to the step shown.
        searched: usize,
        /// Leaves evaluated up to the step shown.
        evaluated: usize,
    },
    /// The whole search's.
    Totals,
}

/// Time, the counts, best move, value, principal variation and the nodes per level (folded
/// away when `compact`). A lesson may keep back the choice (`held_back` says until when) and
/// the counts (`counts`: hidden while a question waits, so far until the replay's end).
fn summary_ui(ui: &mut Ui, tree: &SearchTree, held_back: Option<&str>, counts: ShownCounts, compact: bool) {
    let show_choice = held_back.is_none();
    let color = chooser_color(tree.root_backup(), ui.visuals().dark_mode);
    let value_hint = "The value is in pawns from White's side: + is good for White, #3 is mate in three.";
    let totals = tree.counts();
    let show_counts = matches!(counts, ShownCounts::Totals);
    if compact {
        // One paragraph: the search, and its choice when it may be shown.
        ui.horizontal_wrapped(|ui| {
            let searched = match counts {
                ShownCounts::Totals => format!(
                    " — {} searched, {} evaluated",
                    group_thousands(totals.searched),
                    group_thousands(totals.evaluated)
                ),
                ShownCounts::SoFar { searched, evaluated } => format!(
                    " — so far {} searched, {} evaluated",
                    group_thousands(searched),
                    group_thousands(evaluated)
                ),
                ShownCounts::Hidden => String::new(),
            };
            ui.label(format!(
                "{}{}, depth {}{searched}.",
                tree.algorithm().label(),
                techniques_words(tree.techniques()),
                tree.depth(),
            ))
            .on_hover_text(COUNTS_HINT);
            if show_choice {
                ui.label(
                    RichText::new(format!(
                        "Best: {} ({})",
                        tree.san_of(tree.best()),
                        tree.display_value(tree.root_value())
                    ))
                    .strong()
                    .color(color),
                )
                .on_hover_text(value_hint);
            }
        });
    } else {
        let done = match counts {
            ShownCounts::Totals => format!(": {}", counts_words(&totals)),
            ShownCounts::SoFar { searched, evaluated } => format!(
                "; so far {} positions searched, {} leaves evaluated",
                group_thousands(searched),
                group_thousands(evaluated)
            ),
            ShownCounts::Hidden => String::from(": the counts wait for the answer"),
        };
        ui.label(format!(
            "{}{}, {} in {}{done}.",
            tree.algorithm().label(),
            techniques_words(tree.techniques()),
            plies(tree.depth()),
            duration_words(tree.total_elapsed())
        ))
        .on_hover_text(COUNTS_HINT);
        if show_choice {
            let line: Vec<String> = tree
                .principal_variation()
                .into_iter()
                .map(|id| tree.san_of(id))
                .collect();
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!(
                        "Best move: {}   Value: {}",
                        tree.san_of(tree.best()),
                        tree.display_value(tree.root_value())
                    ))
                    .strong()
                    .color(color),
                )
                .on_hover_text(value_hint);
                ui.label(format!("Expected line: {}", line.join(" ")));
            });
        } else if let Some(until) = held_back {
            ui.label(RichText::new(until).strong());
        }
    }
    // The growth of the levels is the point in chess; an abstract tree has a handful of nodes.
    if tree.is_abstract() || !show_counts {
        return;
    }
    if compact {
        egui::CollapsingHeader::new("Nodes per level")
            .default_open(false)
            .show(ui, |ui| {
                level_bars_ui(ui, &tree.nodes_per_level(), &level_colors(ui, tree), tree.depth())
            });
    } else {
        let colors = level_colors(ui, tree);
        level_bars_ui(ui, &tree.nodes_per_level(), &colors, tree.depth());
    }
}

/// Every iteration of an iterative-deepening search, shallowest first: the earlier ones the tree
/// holds, then the tree itself (the last).
fn iteration_trees(deepening: &Arc<SearchTree>) -> impl Iterator<Item = &Arc<SearchTree>> {
    deepening.iterations().iter().chain(std::iter::once(deepening))
}

/// What the iterations' table shows.
struct IterationsView {
    /// The iteration the stepper replays (from 1).
    shown: Option<usize>,
    /// True while a lesson keeps the search's choice back: no best move or value is shown.
    hide_answers: bool,
    /// True while a lesson's question asks about counts: no node count is shown.
    hide_counts: bool,
}

/// The columns of the iterations' table, with their natural widths in lines of body text (em).
const ITERATION_COLUMNS: [(&str, f32); 5] = [
    ("depth", 3.6),
    ("nodes", 5.4),
    ("time", 4.8),
    ("best", 4.0),
    ("value", 4.0),
];

/// Iterative deepening's chooser: "Iteration: 1 2 3", the iteration the stepper replays
/// selected. Returns the iteration the person chose (from 1).
fn iteration_chooser_ui(ui: &mut Ui, deepening: &Arc<SearchTree>, shown: Option<usize>) -> Option<usize> {
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
        ui.label("Iteration:").on_hover_text(
            "Iterative deepening searched depth 1, 2, … in turn: replay any of them (the Iterations tab compares them)",
        );
        for (index, tree) in iteration_trees(deepening).enumerate() {
            let iteration = index + 1;
            let selected = shown == Some(iteration);
            let response = ui
                .selectable_label(selected, iteration.to_string())
                .on_hover_text(format!(
                    "Replay iteration {iteration}: the search to depth {}",
                    tree.depth()
                ));
            // Screen readers (and tests) hear which iteration, not a bare number.
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, true, selected, format!("Iteration {iteration}"))
            });
            if response.clicked() && !selected {
                chosen = Some(iteration);
            }
        }
    });
    chosen
}

/// Iterative deepening's table: the last iteration's share of the work, then every iteration's
/// depth, nodes, time, best move and value, and the total, down to `bottom` (a screen
/// coordinate). Its rows are virtual and its columns share the panel's width; a cell too long
/// for its column ends with "…".
fn iterations_ui(ui: &mut Ui, deepening: &Arc<SearchTree>, view: &IterationsView, bottom: f32) {
    let trees: Vec<&Arc<SearchTree>> = iteration_trees(deepening).collect();
    let total = deepening.total_node_count();
    let last = deepening.node_count();
    if !view.hide_counts && total > 0 {
        let share = (last as f64 * 100.0 / total as f64).round();
        ui.label(format!("The last iteration is {share}% of the work."))
            .on_hover_text(
                "Each level is many times the one above, so the earlier iterations cost little; and each \
                 told the next which moves to try first.",
            );
    }
    let em = egui::TextStyle::Body.resolve(ui.style()).size;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    // The rows take what is left above `bottom`, less the header row and a row and a half of
    // margin, as a level's table does: a row cut by the bottom still ends inside the window.
    let height = bottom - ui.cursor().top() - row_height * 2.5 - ui.spacing().item_spacing.y * 4.0 - 4.0;
    if height < row_height {
        ui.weak("No room for the table here: a taller window shows it.");
        return;
    }
    let natural: f32 = ITERATION_COLUMNS.iter().map(|(_, width)| width * em).sum();
    let spacing = ui.spacing().item_spacing.x * ITERATION_COLUMNS.len() as f32;
    let shrink = ((ui.available_width() - spacing).max(60.0) / natural).min(1.0);
    let rows = trees.len() + 1;
    let mut table = egui_extras::TableBuilder::new(ui)
        .id_salt("iterations-table")
        .striped(true)
        .max_scroll_height(height)
        .min_scrolled_height(height.min(row_height * rows as f32));
    for (_, width) in ITERATION_COLUMNS {
        table = table.column(egui_extras::Column::exact(width * em * shrink).clip(true));
    }
    let cell = |ui: &mut Ui, text: String, strong: bool| {
        let rich = RichText::new(text);
        ui.add(egui::Label::new(if strong { rich.strong() } else { rich }).truncate());
    };
    let hidden = || String::from("?");
    table
        .header(row_height, |mut header| {
            for (title, _) in ITERATION_COLUMNS {
                header.col(|ui| cell(ui, title.to_owned(), true));
            }
        })
        .body(|body| {
            body.rows(row_height, rows, |mut row| {
                let texts = match trees.get(row.index()) {
                    Some(tree) => {
                        let shown = view.shown == Some(row.index() + 1);
                        row.set_selected(shown);
                        let nodes = if view.hide_counts {
                            hidden()
                        } else {
                            group_thousands(tree.node_count())
                        };
                        let (best, value) = if view.hide_answers {
                            (hidden(), hidden())
                        } else {
                            (tree.san_of(tree.best()), tree.display_value(tree.root_value()))
                        };
                        let time = crate::format::duration_short(tree.elapsed());
                        [tree.depth().to_string(), nodes, time, best, value]
                    }
                    // The last row: all the iterations together.
                    None => {
                        let nodes = if view.hide_counts {
                            hidden()
                        } else {
                            group_thousands(total)
                        };
                        let time = crate::format::duration_short(deepening.total_elapsed());
                        [String::from("all"), nodes, time, String::new(), String::new()]
                    }
                };
                let strong = row.index() == trees.len() || view.shown == Some(row.index() + 1);
                for text in texts {
                    row.col(|ui| cell(ui, text, strong));
                }
            });
        });
}

/// The most quiescence levels the bars show one by one; beyond them the rest share one bar.
const QUIESCENCE_BARS: usize = 3;

/// Nodes per level as bars on a logarithmic scale: each level is many times the one above,
/// and that exponential growth is the lesson. Levels from `depth` on are quiescence search's:
/// they come after a line saying so, their bars outlined rather than filled; past the first
/// few, the rest share one bar ("levels 6–10"), so that the header stays short.
fn level_bars_ui(ui: &mut Ui, counts: &[usize], colors: &[Color32], depth: usize) {
    let neutral_color = neutral(ui.visuals().dark_mode);
    let color_of = |level: usize| colors.get(level).copied().unwrap_or(neutral_color);
    // (label, count, colour, beyond the depth)
    let mut bars: Vec<(String, usize, Color32, bool)> = counts
        .iter()
        .enumerate()
        .take(depth)
        .map(|(level, &count)| (format!("level {level}"), count, color_of(level), false))
        .collect();
    let beyond = counts.get(depth..).unwrap_or_default();
    let one_by_one = if beyond.len() > QUIESCENCE_BARS {
        QUIESCENCE_BARS - 1
    } else {
        beyond.len()
    };
    for (offset, &count) in beyond.iter().enumerate().take(one_by_one) {
        let level = depth + offset;
        bars.push((format!("level {level}"), count, color_of(level), true));
    }
    if beyond.len() > one_by_one {
        let first = depth + one_by_one;
        let label = format!("levels {first}–{}", counts.len() - 1);
        bars.push((label, beyond[one_by_one..].iter().sum(), neutral_color, true));
    }

    let max = bars.iter().map(|bar| bar.1).max().unwrap_or(1).max(10) as f32;
    let text_size = egui::TextStyle::Small.resolve(ui.style()).size;
    let font = FontId::proportional(text_size);
    let row_height = text_size + 4.0;
    let width = ui.available_width();
    let divider = usize::from(!beyond.is_empty());
    let (rect, response) = ui.allocate_exact_size(
        vec2(width, row_height * (bars.len() + divider) as f32),
        Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    let widest_label = bars
        .iter()
        .map(|bar| crate::ui::widgets::font_width(ui, &bar.0, font.clone()))
        .fold(text_size * 4.0, f32::max);
    let label_width = widest_label + text_size * 0.5;
    let number_width = text_size * 6.0;
    let bar_space = (width - label_width - number_width).max(30.0);
    let text_color = ui.visuals().text_color();
    if !beyond.is_empty() {
        painter.text(
            egui::pos2(rect.left(), rect.top() + row_height * (depth as f32 + 0.5)),
            egui::Align2::LEFT_CENTER,
            "beyond the depth: quiescence",
            font.clone(),
            ui.visuals().weak_text_color(),
        );
    }
    for (row, (label, count, color, quiescence)) in bars.iter().enumerate() {
        let top = rect.top() + row_height * (row + usize::from(*quiescence) * divider) as f32;
        painter.text(
            egui::pos2(rect.left(), top + row_height / 2.0),
            egui::Align2::LEFT_CENTER,
            label,
            font.clone(),
            text_color,
        );
        let fraction = (((*count).max(1) as f32).ln() / max.ln()).clamp(0.02, 1.0);
        let bar = egui::Rect::from_min_size(
            egui::pos2(rect.left() + label_width, top + 2.0),
            vec2(bar_space * fraction, row_height - 4.0),
        );
        // Each bar in the colour of the side choosing in that level's positions.
        if *quiescence {
            painter.rect_filled(bar, 2.0, color.gamma_multiply(0.3));
            painter.rect_stroke(bar, 2.0, egui::Stroke::new(1.5, *color), egui::StrokeKind::Inside);
        } else {
            painter.rect_filled(bar, 2.0, color.gamma_multiply(0.85));
        }
        painter.text(
            egui::pos2(bar.right() + 6.0, top + row_height / 2.0),
            egui::Align2::LEFT_CENTER,
            group_thousands(*count),
            font.clone(),
            text_color,
        );
    }
    let hint = if beyond.is_empty() {
        String::from("Nodes per level, on a log scale: every level is many times the one above.")
    } else {
        let each: Vec<String> = beyond
            .iter()
            .enumerate()
            .map(|(offset, count)| format!("level {}: {}", depth + offset, group_thousands(*count)))
            .collect();
        format!(
            "Nodes per level, on a log scale: every level is many times the one above. The outlined levels are \
             beyond the depth: quiescence search, captures, promotions and check evasions only ({}).",
            each.join(", ")
        )
    };
    response.on_hover_text(hint);
}

/// The colour of each level: the side choosing in its positions (see [`crate::ui::palette`]).
fn level_colors(ui: &Ui, tree: &SearchTree) -> Vec<Color32> {
    (0..tree.levels().len())
        .map(|level| level_color(tree, level, ui.visuals().dark_mode))
        .collect()
}

/// Starts searching the tree's root with all three algorithms as a job, each within the node
/// budget, with the game's history for repetitions. A cancelled comparison sends nothing.
fn start_comparison(
    tree: &SearchTree,
    history: Vec<u64>,
    max_nodes: usize,
    jobs: &JobCount,
    wake: impl Fn() + Send + 'static,
) -> Comparison {
    let root = tree.root().clone();
    let depth = tree.depth();
    let job = Job::start("klados-compare", jobs, wake, move |context| {
        let mut minimal = None;
        let mut rows = Vec::new();
        for algorithm in Algorithm::ALL {
            let settings = SearchSettings {
                depth,
                algorithm,
                max_nodes,
                techniques: Techniques::NONE,
            };
            let result = search(&root, &history, &settings, context.control())
                .map(|tree| {
                    if depth >= 2 && !context.is_cancelled() {
                        minimal = minimal.or(minimal_tree(&tree));
                    }
                    (
                        tree.counts(),
                        tree.san_of(tree.best()),
                        tree.display_value(tree.root_value()),
                    )
                })
                .map_err(|error| error.to_string());
            if context.is_cancelled() {
                return;
            }
            rows.push(ComparisonRow { algorithm, result });
        }
        context.send(ComparisonResult { rows, minimal });
    });
    Comparison {
        job: Some(job),
        result: None,
    }
}

/// The comparison: for each algorithm its move and value (always the same: pruning never
/// changes the answer) and what it cost; then the minimal tree, the cost with perfect ordering.
fn comparison_ui(ui: &mut Ui, comparison: &Comparison) {
    let Some(result) = &comparison.result else {
        if comparison.job.is_some() {
            ui.label("Comparing…");
        } else {
            ui.label("The comparison was stopped before it finished.");
        }
        return;
    };
    egui::ScrollArea::horizontal().show(ui, |ui| {
        egui::Grid::new("algorithm-comparison")
            .striped(true)
            .show(ui, |ui| {
                ui.strong("algorithm");
                ui.strong("move");
                ui.strong("value");
                ui.strong("searched").on_hover_text(COUNTS_HINT);
                ui.strong("evaluated").on_hover_text(COUNTS_HINT);
                ui.strong("pruned").on_hover_text(COUNTS_HINT);
                ui.end_row();
                for row in &result.rows {
                    ui.label(row.algorithm.label());
                    match &row.result {
                        Ok((counts, best, value)) => {
                            ui.label(best);
                            ui.label(value);
                            ui.label(group_thousands(counts.searched));
                            ui.strong(group_thousands(counts.evaluated));
                            ui.label(group_thousands(counts.pruned));
                        }
                        Err(message) => {
                            ui.label(message);
                        }
                    }
                    ui.end_row();
                }
                if let Some(minimal) = &result.minimal {
                    ui.label("Perfect ordering")
                        .on_hover_text(
                            "The minimal tree: what alpha-beta searches when every position's best move comes first",
                        );
                    ui.label("–");
                    ui.label("–");
                    ui.label(group_thousands(minimal.searched));
                    ui.strong(group_thousands(minimal.evaluated));
                    ui.label("–");
                    ui.end_row();
                }
            });
    });
    let answers: Vec<(&String, &String)> = result
        .rows
        .iter()
        .filter_map(|row| row.result.as_ref().ok().map(|(_, best, value)| (best, value)))
        .collect();
    if let Some(first) = answers.first()
        && answers.len() > 1
        && answers.iter().all(|answer| answer == first)
    {
        ui.weak("The same move and value every time: pruning saves work, it never changes the answer.");
    }
}

/// The evaluation of a position, term by term (White, Black, net).
fn evaluation_ui(ui: &mut Ui, position: &Chess) {
    let terms = explain(position);
    egui::Grid::new("evaluation-terms").striped(true).show(ui, |ui| {
        ui.strong("term");
        ui.strong("White");
        ui.strong("Black");
        ui.strong("net");
        ui.end_row();
        for term in &terms {
            ui.label(term.name).on_hover_text(term.why);
            ui.label(term.white.to_string());
            ui.label(term.black.to_string());
            ui.label(display_score(term.net()));
            ui.end_row();
        }
        ui.strong("score");
        ui.label("");
        ui.label("");
        ui.strong(display_score(terms.iter().map(|t| t.net()).sum()));
        ui.end_row();
    });
}
