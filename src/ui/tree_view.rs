//! The tree view: the neighbourhood of one node drawn as a tree.
//!
//! It shows the root, the focus node's ancestors, the focus node, its children and its
//! grandchildren. Wide fan-outs are folded into "+N more", so only a few dozen nodes are ever
//! drawn, whatever the size of the tree. Nodes where White chooses (MAX) are square boxes in the
//! MAX colour; nodes where Black chooses (MIN) are round pills in the MIN colour. During a
//! back-up the value being passed up travels along its edge.

use egui::{Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};

use crate::engine::replay::Step;
use crate::engine::tree::{Backup, NodeId, Status};
use crate::ui::node_tables::backup_color;
use crate::ui::stepper::Stepper;

/// How many children of the focus node are drawn before the rest fold into "+N more".
const SHOWN_CHILDREN: usize = 6;
/// The most grandchildren drawn under each child, when there is room.
const MOST_GRANDCHILDREN: usize = 4;

/// A node of the drawing: `None` is the root.
type Place = Option<NodeId>;

/// Draws the neighbourhood of `focus` (`None`: the root); returns the node clicked, if any
/// (`Some(None)` for the root).
pub fn tree_view_ui(ui: &mut Ui, stepper: &Stepper, focus: Place, animation: f32) -> Option<Place> {
    let tree = stepper.tree();
    let replay = stepper.replay();
    let step = stepper.step();
    let dark_mode = ui.visuals().dark_mode;

    // The rows of the drawing: the root, the ancestors (the middle ones folded if deep), the focus.
    let path: Vec<NodeId> = focus.map(|id| tree.path_to(id)).unwrap_or_default();
    let mut spine: Vec<Option<Place>> = vec![Some(None)];
    if path.len() > 3 {
        spine.push(None); // "…" for the folded ancestors
        spine.extend(path[path.len() - 2..].iter().map(|&id| Some(Some(id))));
    } else {
        spine.extend(path.iter().map(|&id| Some(Some(id))));
    }
    let children: Vec<NodeId> = match focus {
        Some(id) => tree.children_of(id).collect(),
        None => tree.root_children().collect(),
    };
    let shown_children = choose_shown(
        &children,
        focus.map_or(Some(tree.best()), |id| tree.best_child(id)),
    );

    // Everything scales with the body text, so projector mode enlarges the tree as well.
    let scale = egui::TextStyle::Body.resolve(ui.style()).size / 15.0;
    let row_gap = 62.0 * scale;
    // The spine, the children, and a row of grandchildren only if there are any.
    let has_grandchildren = shown_children
        .iter()
        .any(|&child| tree.children_of(child).next().is_some());
    let rows = spine.len() + 1 + usize::from(has_grandchildren);
    let width = ui.available_width().max(200.0);
    let (response, painter) = ui.allocate_painter(vec2(width, row_gap * rows as f32 + 20.0), Sense::hover());
    let area = response.rect;
    let slots_needed = children.len().min(SHOWN_CHILDREN) + usize::from(children.len() > SHOWN_CHILDREN);
    let slot_width_estimate = width / slots_needed.max(1) as f32;
    // Boxes shrink to fit their slot, so neighbours never overlap.
    let box_size = vec2(
        (slot_width_estimate - 8.0).clamp(44.0, 96.0 * scale),
        40.0 * scale,
    );
    // As many grandchildren under each child as fit in its slot (small trees show them all).
    let shown_grandchildren = ((slot_width_estimate / (40.0 * scale)) as usize).clamp(1, MOST_GRANDCHILDREN);
    let small_size = vec2(
        (slot_width_estimate / shown_grandchildren as f32 - 6.0).clamp(30.0, 52.0),
        24.0,
    );
    let text_color = ui.visuals().text_color();
    let weak_color = ui.visuals().weak_text_color();
    // The principal variation is the answer: it is marked only once the replay has reached it.
    let pv = if step == replay.last_step() {
        tree.principal_variation()
    } else {
        Vec::new()
    };
    let on_pv = |place: Place| place.is_none_or(|id| pv.contains(&id));
    let mut clicked = None;

    // Where each drawn node sits.
    let row_y = |row: usize| area.top() + 26.0 * scale + row as f32 * row_gap;
    let centre_x = area.center().x;
    let spine_positions: Vec<Pos2> = (0..spine.len()).map(|row| pos2(centre_x, row_y(row))).collect();
    let children_row = spine.len();
    let slots = shown_children.len() + usize::from(children.len() > shown_children.len());
    let slot_width = width / slots.max(1) as f32;
    let child_position = |slot: usize| {
        pos2(
            area.left() + slot_width * (slot as f32 + 0.5),
            row_y(children_row),
        )
    };
    let focus_position = spine_positions[spine.len() - 1];

    // Edges first, so the boxes cover their ends.
    for pair in spine_positions.windows(2) {
        painter.line_segment([pair[0], pair[1]], Stroke::new(2.0, text_color));
    }
    for (slot, &child) in shown_children.iter().enumerate() {
        let position = child_position(slot);
        let stroke = if on_pv(focus) && pv.contains(&child) {
            Stroke::new(3.0, pv_color(dark_mode))
        } else {
            Stroke::new(1.2, weak_color)
        };
        painter.line_segment([focus_position, position], stroke);
        let grandchildren: Vec<NodeId> = tree.children_of(child).collect();
        for (index, &grandchild) in grandchildren.iter().take(shown_grandchildren).enumerate() {
            let below = grandchild_position(
                position,
                index,
                grandchildren.len().min(shown_grandchildren),
                slot_width,
                row_gap,
            );
            painter.line_segment([position, below], Stroke::new(1.0, weak_color));
            let view = replay.node_view(step, grandchild);
            let label = if view.revealed {
                view.value
                    .map_or_else(|| "·".into(), |value| tree.display_value(value))
            } else {
                "?".into()
            };
            let chooser = chooser_at(stepper, Some(grandchild));
            let rect = Rect::from_center_size(below, small_size);
            if draw_node(
                ui,
                &painter,
                rect,
                chooser,
                &label,
                None,
                tree.get(grandchild).map(|n| n.status()),
                view.highlighted,
                dark_mode,
            ) {
                clicked = Some(Some(grandchild));
            }
        }
        if grandchildren.len() > shown_grandchildren {
            painter.text(
                position + vec2(0.0, row_gap * 0.8 + 20.0),
                egui::Align2::CENTER_CENTER,
                format!("+{}", grandchildren.len() - shown_grandchildren),
                FontId::proportional(12.0 * scale),
                weak_color,
            );
        }
    }
    if children.len() > shown_children.len() {
        painter.text(
            child_position(slots - 1),
            egui::Align2::CENTER_CENTER,
            format!("+{} more", children.len() - shown_children.len()),
            FontId::proportional(14.0 * scale),
            weak_color,
        );
    }

    // The spine: root, ancestors, focus.
    for (row, place) in spine.iter().enumerate() {
        let position = spine_positions[row];
        let Some(place) = *place else {
            painter.text(
                position,
                egui::Align2::CENTER_CENTER,
                "⋮",
                FontId::proportional(20.0 * scale),
                text_color,
            );
            continue;
        };
        let (label, value, status, highlighted) = match place {
            None => {
                let (value, _) = replay.root_value(step);
                (
                    "root".to_string(),
                    value.map(|value| tree.display_value(value)),
                    None,
                    matches!(replay.step(step), Step::Choice { .. }),
                )
            }
            Some(id) => {
                let view = replay.node_view(step, id);
                let value = if view.revealed {
                    view.value.map(|value| shown_value(tree, id, &view, value))
                } else {
                    Some("?".into())
                };
                (
                    tree.san_of(id),
                    value,
                    tree.get(id).map(|n| n.status()),
                    view.highlighted,
                )
            }
        };
        let rect = Rect::from_center_size(position, box_size);
        let focus_ring = row + 1 == spine.len();
        if draw_node(
            ui,
            &painter,
            rect,
            chooser_at(stepper, place),
            &label,
            value.as_deref(),
            status,
            highlighted || focus_ring,
            dark_mode,
        ) {
            clicked = Some(place);
        }
    }

    // The children of the focus.
    for (slot, &child) in shown_children.iter().enumerate() {
        let view = replay.node_view(step, child);
        let value = if view.revealed {
            view.value.map(|value| shown_value(tree, child, &view, value))
        } else {
            Some("?".into())
        };
        let label = if view.revealed {
            tree.san_of(child)
        } else {
            "?".into()
        };
        let rect = Rect::from_center_size(child_position(slot), box_size);
        let status = tree.get(child).map(|n| n.status());
        if draw_node(
            ui,
            &painter,
            rect,
            chooser_at(stepper, Some(child)),
            &label,
            value.as_deref(),
            status,
            view.highlighted,
            dark_mode,
        ) {
            clicked = Some(Some(child));
        }
    }

    // The value on its way up: from the child being backed up or returning, to its parent.
    if animation < 1.0
        && let Some(child) = travelling_child(stepper)
        && tree.parent_of(child) == focus
        && let Some(slot) = shown_children.iter().position(|&shown| shown == child)
        && let Some(value) = tree.get(child).and_then(|node| node.value())
    {
        let (from, to) = (child_position(slot), focus_position);
        let t = if stepper.went_back() {
            1.0 - animation
        } else {
            animation
        };
        let position = from + (to - from) * ease(t);
        let chip = Rect::from_center_size(position, vec2(58.0, 24.0));
        painter.rect_filled(chip, CornerRadius::same(12), Color32::from_rgb(255, 200, 0));
        painter.text(
            position,
            egui::Align2::CENTER_CENTER,
            tree.display_value(value),
            FontId::proportional(14.0 * scale),
            Color32::BLACK,
        );
        ui.ctx().request_repaint();
    }
    clicked
}

/// A node's value as the tree view writes it: marked as a bound when final and only a bound, with
/// an ellipsis while it is the best so far.
fn shown_value(
    tree: &crate::engine::tree::SearchTree,
    id: NodeId,
    view: &crate::engine::replay::NodeView,
    value: i32,
) -> String {
    if view.value_final {
        tree.display_node_value(id, value)
    } else {
        format!("{}…", tree.display_value(value))
    }
}

/// The child whose value travels up in the current step, when the step moves exactly one value.
fn travelling_child(stepper: &Stepper) -> Option<NodeId> {
    match stepper.replay().step(stepper.step()) {
        Step::Backup { level, children, .. } if children.len() == 1 => {
            Some(NodeId::new(level, children.start))
        }
        Step::Return { node, .. } => Some(node),
        _ => None,
    }
}

/// Picks the children to draw: the first few, making sure the best one and the one in the current
/// step are among them.
fn choose_shown(children: &[NodeId], best: Option<NodeId>) -> Vec<NodeId> {
    let mut shown: Vec<NodeId> = children.iter().copied().take(SHOWN_CHILDREN).collect();
    if let Some(best) = best
        && !shown.contains(&best)
        && children.contains(&best)
        && let Some(last) = shown.last_mut()
    {
        *last = best;
    }
    shown
}

fn grandchild_position(parent: Pos2, index: usize, count: usize, slot_width: f32, row_gap: f32) -> Pos2 {
    let spread = slot_width * 0.9 * (count.saturating_sub(1)) as f32 / count.max(1) as f32;
    let offset = if count <= 1 {
        0.0
    } else {
        -spread / 2.0 + spread * index as f32 / (count - 1) as f32
    };
    parent + vec2(offset, row_gap * 0.8)
}

/// Returns who chooses at a node: the side to move there (MAX for White).
fn chooser_at(stepper: &Stepper, place: Place) -> Backup {
    let tree = stepper.tree();
    match place {
        None => tree.root_backup(),
        Some(id) => Backup::of_mover(!tree.levels()[id.level].mover),
    }
}

/// Draws one node: MAX nodes as boxes, MIN nodes as pills; returns true if it was clicked.
#[allow(clippy::too_many_arguments)]
fn draw_node(
    ui: &Ui,
    painter: &egui::Painter,
    rect: Rect,
    chooser: Backup,
    label: &str,
    value: Option<&str>,
    status: Option<Status>,
    highlighted: bool,
    dark_mode: bool,
) -> bool {
    let color = backup_color(chooser, dark_mode);
    let pruned = status == Some(Status::Pruned);
    let radius = match chooser {
        Backup::Max => CornerRadius::same(3),
        Backup::Min => CornerRadius::same((rect.height() / 2.0) as u8),
    };
    let fill = if pruned {
        ui.visuals().faint_bg_color
    } else {
        ui.visuals().extreme_bg_color
    };
    painter.rect_filled(rect, radius, fill);
    let stroke_width = if highlighted { 3.5 } else { 1.8 };
    let stroke_color = if pruned {
        ui.visuals().weak_text_color()
    } else {
        color
    };
    painter.rect_stroke(
        rect,
        radius,
        Stroke::new(stroke_width, stroke_color),
        StrokeKind::Inside,
    );
    let text_color = if pruned {
        ui.visuals().weak_text_color()
    } else {
        ui.visuals().text_color()
    };
    // The text fills a third of the box's height: two lines, label and value.
    let size = (rect.height() * 0.34).clamp(11.0, 24.0);
    match value {
        Some(value) => {
            painter.text(
                rect.center() - Vec2::new(0.0, size * 0.6),
                egui::Align2::CENTER_CENTER,
                label,
                FontId::proportional(size),
                text_color,
            );
            painter.text(
                rect.center() + Vec2::new(0.0, size * 0.65),
                egui::Align2::CENTER_CENTER,
                value,
                FontId::proportional(size),
                color,
            );
        }
        None => {
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                label,
                FontId::proportional(size),
                text_color,
            );
        }
    }
    let id = ui
        .scope_id()
        .with(("tree-node", rect.min.x as i32, rect.min.y as i32));
    ui.interact(rect, id, Sense::click())
        .on_hover_text(hover_text(chooser, status))
        .clicked()
}

fn hover_text(chooser: Backup, status: Option<Status>) -> String {
    let side = match chooser {
        Backup::Max => "White to move: takes the MAX of its children",
        Backup::Min => "Black to move: takes the MIN of its children",
    };
    match status {
        Some(Status::Pruned) => String::from("Pruned: alpha-beta never searched this move"),
        Some(status @ (Status::Checkmate | Status::Stalemate | Status::Draw)) => {
            format!("{}: the game ends here", status.name())
        }
        _ => side.to_string(),
    }
}

fn pv_color(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgb(240, 200, 60)
    } else {
        Color32::from_rgb(190, 140, 0)
    }
}

/// Smooth start and stop for the travelling value.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}
