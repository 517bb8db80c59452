//! The node arrays as tables: one table per level, as Huo Chess prints `NodesAnalysis0`, `1`, ….
//!
//! Each row is a node: its number, its parent's number (0 = the root), the move, who moved, the
//! static score, the backed-up value and the status. Rows are virtual (only the visible ones are
//! laid out), so a level of millions of rows scrolls as smoothly as one of twenty. What a row
//! shows comes from the replay at the stepper's step: hidden, a score, a value so far, a final
//! value.

use egui::{Align, Color32, RichText, Sense, Ui};
use egui_extras::{Column, TableBuilder};

use crate::engine::replay::{NodeView, Step};
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::ui::stepper::Stepper;
use crate::ui::thinking::group_thousands;

/// The colour of MAX (White chooses) and MIN (Black chooses), used for both everywhere: blue and
/// vermillion from the Okabe–Ito palette, which people with the common colour-blindnesses can
/// tell apart.
pub fn backup_color(backup: Backup, dark_mode: bool) -> Color32 {
    match (backup, dark_mode) {
        (Backup::Max, false) => Color32::from_rgb(0, 114, 178),
        (Backup::Max, true) => Color32::from_rgb(86, 180, 233),
        (Backup::Min, false) => Color32::from_rgb(213, 94, 0),
        (Backup::Min, true) => Color32::from_rgb(240, 150, 60),
    }
}

/// How many rows a level's table shows before it scrolls.
const VISIBLE_ROWS: usize = 8;

/// The tables of every level, and what they last scrolled to.
#[derive(Debug, Default)]
pub struct NodeTables {
    /// The (step, focus) the tables last scrolled for; they scroll again only when it changes,
    /// so the user can scroll freely in between.
    scrolled_for: Option<(usize, Option<NodeId>)>,
}

/// What the tables need to know about the rest of the panel.
pub struct TablesContext<'a> {
    /// The replay and its step.
    pub stepper: &'a Stepper,
    /// The node focused everywhere, if any.
    pub focus: Option<NodeId>,
    /// How far the current step's animation has run (0 to 1).
    pub animation: f32,
}

impl NodeTables {
    /// Draws one table per level; returns the node whose row was clicked.
    pub fn ui(&mut self, ui: &mut Ui, context: &TablesContext<'_>) -> Option<NodeId> {
        let stepper = context.stepper;
        let tree = stepper.tree();
        let step = stepper.step();
        let scroll_now = self.scrolled_for != Some((step, context.focus));
        self.scrolled_for = Some((step, context.focus));
        let targets = scroll_targets(stepper, context.focus);
        let dark_mode = ui.visuals().dark_mode;
        let mut clicked = None;

        for (level_index, level) in tree.levels().iter().enumerate() {
            let backup = level.backup();
            let color = backup_color(backup, dark_mode);
            let into = if level_index == 0 {
                String::from("root")
            } else {
                format!("level {}", level_index - 1)
            };
            let title = RichText::new(format!(
                "Level {level_index} — {}'s moves — {} into {into} — {} nodes",
                tree.side_name(level.mover),
                backup.name().to_uppercase(),
                group_thousands(level.nodes.len())
            ))
            .color(color)
            .strong();
            egui::CollapsingHeader::new(title)
                .id_salt(("node-level", level_index))
                .default_open(level_index < 3)
                .show(ui, |ui| {
                    let revealed_any = stepper
                        .replay()
                        .node_view(step, NodeId::new(level_index, 0))
                        .revealed
                        || stepper.replay().order() == crate::engine::replay::Order::DepthFirst;
                    if !revealed_any {
                        ui.weak("Not revealed yet: step forward to see this level.");
                        return;
                    }
                    if let Some(row) = level_table_ui(
                        ui,
                        context,
                        level_index,
                        targets[level_index].filter(|_| scroll_now),
                    ) {
                        clicked = Some(NodeId::new(level_index, row as u32));
                    }
                });
        }
        clicked
    }
}

/// The row each level's table should scroll to for the current step and focus.
fn scroll_targets(stepper: &Stepper, focus: Option<NodeId>) -> Vec<Option<usize>> {
    let tree = stepper.tree();
    let mut targets = vec![None; tree.levels().len()];
    let mut aim = |id: Option<NodeId>| {
        if let Some(id) = id
            && let Some(target) = targets.get_mut(id.level)
        {
            *target = Some(id.index as usize);
        }
    };
    match stepper.replay().step(stepper.step()) {
        Step::Backup { level, children, .. } => {
            let first = NodeId::new(level, children.start);
            aim(Some(first));
            aim(tree.parent_of(first));
        }
        Step::Enter { node } | Step::Return { node, .. } => {
            aim(Some(node));
            aim(tree.parent_of(node));
        }
        Step::Choice { best } => aim(Some(best)),
        Step::Start | Step::Reveal { .. } => {}
    }
    if let Some(focus) = focus {
        aim(tree.parent_of(focus));
        aim(tree.children_of(focus).next());
        aim(Some(focus));
    }
    targets
}

/// Draws one level's table; returns the clicked row.
fn level_table_ui(
    ui: &mut Ui,
    context: &TablesContext<'_>,
    level_index: usize,
    scroll_to: Option<usize>,
) -> Option<usize> {
    let stepper = context.stepper;
    let tree = stepper.tree();
    let replay = stepper.replay();
    let step = stepper.step();
    let level = &tree.levels()[level_index];
    let dark_mode = ui.visuals().dark_mode;
    let level_color = backup_color(level.backup(), dark_mode);
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let em = egui::TextStyle::Body.resolve(ui.style()).size;
    let focus_parent = context.focus.and_then(|focus| tree.parent_of(focus));
    let focus_children = context
        .focus
        .and_then(|focus| tree.get(focus).map(|node| (focus.level + 1, node.children())));
    let mut clicked = None;

    let mut table = TableBuilder::new(ui)
        .id_salt(("node-table", level_index))
        .striped(true)
        .sense(Sense::click())
        .max_scroll_height(row_height * VISIBLE_ROWS as f32)
        .min_scrolled_height(row_height * level.nodes.len().min(VISIBLE_ROWS) as f32)
        // Widths in characters of the body font, so projector mode widens them with the text.
        .column(Column::exact(em * 4.6))
        .column(Column::exact(em * 4.0))
        .column(Column::exact(em * 4.6))
        .column(Column::exact(em * 3.6))
        .column(Column::exact(em * 4.0))
        .column(Column::exact(em * 5.0))
        .column(Column::remainder().at_least(70.0));
    if let Some(row) = scroll_to {
        table = table.scroll_to_row(row, Some(Align::Center));
    }
    table
        .header(row_height, |mut header| {
            for title in ["node", "parent", "move", "mover", "score", "value", "status"] {
                header.col(|ui| {
                    ui.strong(title);
                });
            }
        })
        .body(|body| {
            body.rows(row_height, level.nodes.len(), |mut row| {
                let index = row.index();
                let id = NodeId::new(level_index, index as u32);
                let Some(node) = tree.get(id) else { return };
                let view = replay.node_view(step, id);
                let is_focus = context.focus == Some(id);
                let is_focus_parent = focus_parent == Some(id);
                let is_focus_child = focus_children
                    .as_ref()
                    .is_some_and(|(level, range)| *level == level_index && range.contains(&id.index));
                row.set_selected(is_focus);
                let background = if view.highlighted {
                    Some(level_color.gamma_multiply(0.28))
                } else if is_focus_parent || is_focus_child {
                    Some(ui_selection_tint(dark_mode))
                } else {
                    None
                };
                let pruned = node.status() == Status::Pruned;
                // Every cell is clickable (and so is the row), so a click anywhere on the row, or
                // an accessibility "click" on its text, focuses the node.
                let mut cell_clicked = false;
                let mut text = |ui: &mut Ui, text: String| {
                    if let Some(color) = background {
                        ui.painter().rect_filled(ui.max_rect().expand(2.0), 0.0, color);
                    }
                    let rich = RichText::new(text);
                    let label =
                        egui::Label::new(if pruned { rich.weak() } else { rich }).sense(Sense::click());
                    cell_clicked |= ui.add(label).clicked();
                };
                let marker = if is_focus_parent {
                    "▲ "
                } else if is_focus_child {
                    "▼ "
                } else {
                    ""
                };
                row.col(|ui| text(ui, format!("{marker}{}", index + 1)));
                row.col(|ui| {
                    let parent = if level_index == 0 { 0 } else { node.parent() + 1 };
                    text(ui, parent.to_string());
                });
                if !view.revealed {
                    for _ in 0..5 {
                        row.col(|ui| {
                            ui.weak("…");
                        });
                    }
                } else {
                    row.col(|ui| text(ui, tree.san_of(id)));
                    row.col(|ui| text(ui, tree.side_name(level.mover).to_string()));
                    // An abstract tree's inner nodes have no score of their own.
                    let score = node
                        .static_score()
                        .filter(|_| !tree.is_abstract() || node.is_leaf());
                    row.col(|ui| {
                        text(
                            ui,
                            score.map_or_else(|| "–".into(), |score| tree.display_value(score)),
                        )
                    });
                    row.col(|ui| value_cell_ui(ui, tree, id, &view, background, context.animation));
                    row.col(|ui| text(ui, node.status().name().to_string()));
                }
                if cell_clicked || row.response().clicked() {
                    clicked = Some(index);
                }
            });
        });
    clicked
}

/// The value cell: final values in bold (with ≤ or ≥ when alpha-beta only bounded them), values so
/// far with an ellipsis; a value that has just arrived flashes, fading as the animation runs.
fn value_cell_ui(
    ui: &mut Ui,
    tree: &SearchTree,
    id: NodeId,
    view: &NodeView,
    background: Option<Color32>,
    animation: f32,
) {
    if let Some(color) = background {
        let flash = if view.highlighted { 1.0 - animation } else { 0.0 };
        let strong = Color32::from_rgba_unmultiplied(255, 210, 0, (200.0 * flash) as u8);
        ui.painter().rect_filled(ui.max_rect().expand(2.0), 0.0, color);
        ui.painter().rect_filled(ui.max_rect().expand(2.0), 0.0, strong);
    }
    match view.value {
        Some(value) if view.value_final => {
            ui.label(RichText::new(tree.display_node_value(id, value)).strong())
                .on_hover_text("≤ or ≥: alpha-beta proved only a bound, which was enough to decide.");
        }
        Some(value) => {
            ui.label(RichText::new(format!("{}…", tree.display_value(value))).italics())
                .on_hover_text("The best value so far: not every child has reported yet.");
        }
        None => {
            ui.weak("");
        }
    }
}

fn ui_selection_tint(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgba_unmultiplied(255, 255, 255, 28)
    } else {
        Color32::from_rgba_unmultiplied(0, 0, 0, 20)
    }
}
