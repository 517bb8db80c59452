//! The thinking panel (right side): the computer's search as Huo-style node arrays, replayed step
//! by step.
//!
//! From top to bottom: a summary of the search (nodes per level as a bar chart, time, best move,
//! value, principal variation, a comparison of the three algorithms), the stepper with a sentence
//! saying what the current step does, the tree view around the focus node, the evaluation of the
//! focus node term by term, and the node arrays themselves. Clicking a row or a tree node focuses
//! that node everywhere, and the board previews its position.

use std::sync::{Arc, Mutex};

use egui::{Color32, FontId, RichText, Sense, Ui, vec2};
use shakmaty::{Chess, Square};

use crate::engine::eval::{display_score, explain};
use crate::engine::replay::{Granularity, Order};
use crate::engine::search::{Algorithm, SearchControl, SearchSettings, search};
use crate::engine::tree::{NodeId, SearchTree};
use crate::ui::command::Command;
use crate::ui::node_tables::{NodeTables, TablesContext, backup_color};
use crate::ui::stepper::{Stepper, StepperCommand};
use crate::ui::tree_view::tree_view_ui;
use crate::ui::worker::Progress;

/// What the board should show while a node is focused: its position and the moves from the
/// root to it, drawn as arrows.
pub struct Preview {
    /// The position after the focused node's move.
    pub position: Chess,
    /// The moves from the root to the node: from, to, and the side that moved.
    pub arrows: Vec<(Square, Square, shakmaty::Color)>,
}

/// Node counts per level of the three algorithms on one position, computed on a background
/// thread when the user asks for them.
type Comparison = Arc<Mutex<Option<Vec<(Algorithm, Result<Vec<usize>, String>)>>>>;

/// The thinking panel.
#[derive(Default)]
pub struct ThinkingPanel {
    /// The replay of the last search, and where the user is in it.
    stepper: Option<Stepper>,
    /// The node the user clicked, focused in every view; `None` follows the stepper.
    focus: Option<NodeId>,
    /// The node tables' scroll memory.
    tables: NodeTables,
    /// The order and granularity the user chose last, kept for the next search.
    order: Order,
    granularity: Granularity,
    /// The algorithm comparison for the current tree, once asked for.
    comparison: Option<Comparison>,
    /// True while the tree is a lesson's: the buttons that search the game's position are hidden.
    lesson_mode: bool,
}

impl ThinkingPanel {
    /// Returns the replay being shown, if any (tests read it).
    pub fn stepper(&self) -> Option<&Stepper> {
        self.stepper.as_ref()
    }

    /// Returns the focused node, if the user clicked one.
    pub fn focus(&self) -> Option<NodeId> {
        self.focus
    }

    /// Returns what the board should preview: the focused node's position and path.
    pub fn preview(&self) -> Option<Preview> {
        let stepper = self.stepper.as_ref()?;
        let focus = self.focus?;
        let tree = stepper.tree();
        if tree.is_abstract() {
            // An abstract tree's nodes are not chess positions: nothing to show on the board.
            return None;
        }
        let arrows = tree
            .path_to(focus)
            .into_iter()
            .filter_map(|id| {
                let mover = tree.levels()[id.level].mover;
                tree.get(id)
                    .map(|node| (node.packed_move().from(), node.packed_move().to(), mover))
            })
            .collect();
        Some(Preview {
            position: tree.position_of(focus),
            arrows,
        })
    }

    /// Starts replaying a new tree from step 0 (the app calls this when a search finishes).
    pub fn show_tree(&mut self, tree: Arc<SearchTree>) {
        self.stepper = Some(Stepper::new(tree, self.order, self.granularity));
        self.focus = None;
        self.comparison = None;
        self.lesson_mode = false;
    }

    /// Starts replaying a lesson's tree from step 0, in the order and granularity the lesson's
    /// steps refer to. The person's own choice of order is kept for the game's next search.
    pub fn show_lesson_tree(&mut self, tree: Arc<SearchTree>, order: Order, granularity: Granularity) {
        self.stepper = Some(Stepper::new(tree, order, granularity));
        self.focus = None;
        self.comparison = None;
        self.lesson_mode = true;
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
        stepper.go_to(step, now);
        self.focus = None;
    }

    /// Leaves lesson mode and keeps the tree (a chess lesson's tree stays for the game that goes
    /// on from its position).
    pub fn end_lesson(&mut self) {
        self.lesson_mode = false;
    }

    /// Forgets the tree (a new game).
    pub fn clear(&mut self) {
        self.stepper = None;
        self.focus = None;
        self.comparison = None;
        self.lesson_mode = false;
    }

    /// Carries out a stepper command at time `now` (seconds).
    pub fn apply(&mut self, command: StepperCommand, now: f64) {
        if let Some(stepper) = &mut self.stepper {
            stepper.apply(command, now);
            self.order = stepper.replay().order();
            self.granularity = stepper.replay().granularity();
        }
    }

    /// Draws the tree view alone (the centre of the window shows it large for an abstract
    /// tree, which has no board); returns the node clicked as a command.
    pub fn tree_view_only_ui(&self, ui: &mut Ui, now: f64) -> Vec<Command> {
        let Some(stepper) = &self.stepper else {
            return Vec::new();
        };
        let focus = self.focus.or_else(|| current_parent(stepper));
        let clicked = tree_view_ui(ui, stepper, focus, stepper.animation_progress(now));
        if stepper.animation_progress(now) < 1.0 {
            ui.ctx().request_repaint();
        }
        clicked.map(Command::FocusNode).into_iter().collect()
    }

    /// Focuses a node (or nothing), as a click on a row or a tree node does.
    pub fn set_focus(&mut self, focus: Option<NodeId>) {
        self.focus = focus;
    }

    /// Advances automatic play; returns true while it runs, so the app keeps repainting.
    pub fn tick(&mut self, now: f64) -> bool {
        self.stepper.as_mut().is_some_and(|stepper| stepper.tick(now))
    }

    /// Draws the panel; returns the commands the user gave.
    pub fn ui(&mut self, ui: &mut Ui, running: Option<&Progress>, now: f64) -> Vec<Command> {
        let mut commands = Vec::new();
        ui.heading("How the computer thinks");
        if let Some(progress) = running {
            ui.label(RichText::new("Thinking…").strong());
            let counts = progress.nodes_per_level[..progress.settings.depth].to_vec();
            level_bars_ui(ui, &counts);
            ui.label(format!("{:.1} s", progress.elapsed.as_secs_f64()));
            ui.separator();
        }
        let Some(stepper) = &self.stepper else {
            if running.is_none() {
                ui.label(
                    "When the computer has thought, its whole search appears here: every position it looked at, \
                     level by level, and how the values came back up to choose its move.",
                );
                if ui
                    .button("Think about this position")
                    .on_hover_text("Search the position on the board without playing a move")
                    .clicked()
                {
                    commands.push(Command::ThinkHere);
                }
            }
            return commands;
        };
        let tree = Arc::clone(stepper.tree());
        let animation = stepper.animation_progress(now);

        // In a lesson the class is asked what the search will choose: the summary keeps the
        // answer back until the replay reaches the end.
        let show_choice = !self.lesson_mode || stepper.step() == stepper.replay().last_step();
        summary_ui(ui, &tree, show_choice);
        ui.horizontal_wrapped(|ui| {
            // In a lesson the board shows the lesson's position, not the game's: thinking about
            // "this position" would search something else than the board shows.
            if !self.lesson_mode && ui.button("Think about this position").on_hover_text("Search the position on the board without playing a move").clicked() {
                commands.push(Command::ThinkHere);
            }
            // An abstract tree has no chess position to search again.
            if !tree.is_abstract() && ui.button("Compare algorithms").on_hover_text("Search this position with minimax, alpha-beta and ordered alpha-beta and compare the node counts").clicked() {
                self.comparison = Some(start_comparison(&tree));
            }
        });
        if let Some(comparison) = &self.comparison {
            comparison_ui(ui, comparison, tree.depth());
        }
        ui.separator();

        // The stepper and what the current step does, in words.
        commands.extend(stepper.controls_ui(ui).into_iter().map(Command::Step));
        let narration = stepper.replay().narrate(stepper.step());
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(narration).size(ui.text_style_height(&egui::TextStyle::Body) * 1.1));
        });
        if stepper.replay().order() == Order::DepthFirst && tree.algorithm().prunes() {
            let node = self.focus.or_else(|| current_node(stepper));
            let (alpha, beta) = stepper.replay().window(stepper.step(), node);
            ui.label(format!(
                "At {}: α = {}, β = {}",
                node.map_or_else(|| "the root".into(), |id| tree.san_of(id)),
                tree.display_bound(alpha),
                tree.display_bound(beta)
            ));
        }

        // The tree around the focus (the clicked node, or where the step is).
        let view_focus = self.focus.or_else(|| current_parent(stepper));
        egui::CollapsingHeader::new("Tree view")
            .default_open(true)
            .show(ui, |ui| {
                if let Some(clicked) = tree_view_ui(ui, stepper, view_focus, animation) {
                    commands.push(Command::FocusNode(clicked));
                }
            });
        if let Some(focus) = self.focus.filter(|_| !tree.is_abstract()) {
            egui::CollapsingHeader::new(format!("Evaluation of {} (CountScore)", tree.san_of(focus)))
                .default_open(true)
                .show(ui, |ui| {
                    evaluation_ui(ui, &tree.position_of(focus));
                });
        }
        ui.separator();
        let context = TablesContext {
            stepper,
            focus: self.focus,
            animation,
        };
        if let Some(clicked) = self.tables.ui(ui, &context) {
            commands.push(Command::FocusNode(Some(clicked)));
        }
        if animation < 1.0 {
            ui.ctx().request_repaint();
        }
        commands
    }
}

/// The node the current step is about (entered, returning, or the first child backed up).
fn current_node(stepper: &Stepper) -> Option<NodeId> {
    match stepper.replay().step(stepper.step()) {
        crate::engine::replay::Step::Enter { node } | crate::engine::replay::Step::Return { node, .. } => {
            Some(node)
        }
        // A step about one parent's children: the first of them. A whole level's back-up is about
        // no node in particular, so the tree view stays on the root for an overview.
        crate::engine::replay::Step::Backup {
            level,
            children,
            parent: Some(_),
        } => Some(NodeId::new(level, children.start)),
        _ => None,
    }
}

/// The node whose children the current step is about: the tree view centres on it.
fn current_parent(stepper: &Stepper) -> Option<NodeId> {
    current_node(stepper).and_then(|node| stepper.tree().parent_of(node))
}

/// Time, best move, value, principal variation and the nodes per level.
fn summary_ui(ui: &mut Ui, tree: &SearchTree, show_choice: bool) {
    ui.label(format!(
        "{}, depth {} — {} nodes in {:.3} s",
        tree.algorithm().label(),
        plies(tree.depth()),
        group_thousands(tree.node_count()),
        tree.elapsed().as_secs_f64()
    ));
    if !show_choice {
        ui.label(RichText::new("Best move and value: shown at the end of the replay.").strong());
        level_bars_ui(ui, &tree.nodes_per_level());
        return;
    }
    let color = backup_color(tree.root_backup(), ui.visuals().dark_mode);
    ui.label(
        RichText::new(format!(
            "Best move: {}   Value: {}",
            tree.san_of(tree.best()),
            tree.display_value(tree.root_value())
        ))
        .strong()
        .color(color),
    )
    .on_hover_text("The value is in pawns from White's side: + is good for White, #3 is mate in three.");
    let line: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| tree.san_of(id))
        .collect();
    ui.label(format!("Expected line: {}", line.join(" ")));
    level_bars_ui(ui, &tree.nodes_per_level());
}

/// Nodes per level as bars on a logarithmic scale: each level is many times the one above,
/// and that exponential growth is the lesson.
fn level_bars_ui(ui: &mut Ui, counts: &[usize]) {
    let max = counts.iter().copied().max().unwrap_or(1).max(10) as f32;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(vec2(width, row_height * counts.len() as f32), Sense::hover());
    let painter = ui.painter_at(rect);
    let label_width = 70.0;
    let bar_space = (width - label_width - 90.0).max(40.0);
    let text_color = ui.visuals().text_color();
    for (level, &count) in counts.iter().enumerate() {
        let top = rect.top() + row_height * level as f32;
        painter.text(
            egui::pos2(rect.left(), top + row_height / 2.0),
            egui::Align2::LEFT_CENTER,
            format!("level {level}"),
            FontId::proportional(13.0),
            text_color,
        );
        let fraction = ((count.max(1) as f32).ln() / max.ln()).clamp(0.02, 1.0);
        let bar = egui::Rect::from_min_size(
            egui::pos2(rect.left() + label_width, top + 3.0),
            vec2(bar_space * fraction, row_height - 6.0),
        );
        painter.rect_filled(bar, 2.0, Color32::from_rgb(90, 140, 200));
        painter.text(
            egui::pos2(bar.right() + 6.0, top + row_height / 2.0),
            egui::Align2::LEFT_CENTER,
            group_thousands(count),
            FontId::proportional(13.0),
            text_color,
        );
    }
    ui.weak("Bars on a log scale: every level is many times the one above.");
}

/// Starts searching the tree's root with all three algorithms on a background thread.
fn start_comparison(tree: &SearchTree) -> Comparison {
    let result: Comparison = Arc::new(Mutex::new(None));
    let root = tree.root().clone();
    let depth = tree.depth();
    let shared = Arc::clone(&result);
    std::thread::spawn(move || {
        let rows = Algorithm::ALL
            .into_iter()
            .map(|algorithm| {
                let settings = SearchSettings::new(depth, algorithm);
                let counts = search(&root, &[], &settings, &SearchControl::new())
                    .map(|t| t.nodes_per_level())
                    .map_err(|e| e.to_string());
                (algorithm, counts)
            })
            .collect();
        if let Ok(mut slot) = shared.lock() {
            *slot = Some(rows);
        }
    });
    result
}

fn comparison_ui(ui: &mut Ui, comparison: &Comparison, depth: usize) {
    let Ok(slot) = comparison.lock() else { return };
    let Some(rows) = slot.as_ref() else {
        ui.label("Comparing…");
        ui.ctx().request_repaint();
        return;
    };
    egui::Grid::new("algorithm-comparison")
        .striped(true)
        .show(ui, |ui| {
            ui.strong("algorithm");
            for level in 0..depth {
                ui.strong(format!("level {level}"));
            }
            ui.strong("total");
            ui.end_row();
            for (algorithm, counts) in rows {
                ui.label(algorithm.label());
                match counts {
                    Ok(counts) => {
                        for count in counts {
                            ui.label(group_thousands(*count));
                        }
                        ui.strong(group_thousands(counts.iter().sum()));
                    }
                    Err(message) => {
                        ui.label(message);
                    }
                }
                ui.end_row();
            }
        });
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

/// Writes a number of plies: "1 ply", "3 plies".
pub fn plies(count: usize) -> String {
    if count == 1 {
        "1 ply".to_owned()
    } else {
        format!("{count} plies")
    }
}

/// Writes a count with thousands separators: 5072213 becomes "5,072,213".
pub fn group_thousands(count: usize) -> String {
    let digits = count.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::group_thousands;

    #[test]
    fn thousands_are_grouped() {
        for (count, expected) in [(0, "0"), (20, "20"), (8902, "8,902"), (5_072_213, "5,072,213")] {
            assert_eq!(group_thousands(count), expected);
        }
    }
}
