//! A divider: the line between two views that a person drags to share the room between them.
//!
//! It is drawn over the boundary the caller gives (the caller lays out both sides itself, from
//! the share it keeps), shows a resize cursor under the pointer, and reports the share the
//! pointer asks for while it is dragged. A double-click asks for Klados's own share back.

use egui::{Align2, CursorIcon, Rect, Sense, Ui, vec2};

/// Which way a divider runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// A vertical line between a left and a right view, dragged sideways.
    Vertical,
    /// A horizontal line between an upper and a lower view, dragged up and down.
    Horizontal,
}

/// What the person did with a divider this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DividerChange {
    /// It is being dragged: the first view's share of `room` the pointer asks for.
    Moved(f32),
    /// The drag ended at this share.
    Released(f32),
    /// A double-click: back to Klados's own share.
    Reset,
}

/// How far from the line (in points) the pointer may be to grab it.
const GRAB: f32 = 4.0;

/// Draws a divider at `at` (an x for a vertical line, a y for a horizontal one) across `room`,
/// the rectangle the two views share, and returns what the person did with it. The share is
/// measured from `room`'s left (or top) edge.
pub fn divider_ui(
    ui: &mut Ui,
    salt: impl std::hash::Hash + std::fmt::Debug,
    room: Rect,
    at: f32,
    direction: Direction,
) -> Option<DividerChange> {
    let line = match direction {
        Direction::Vertical => Rect::from_min_max(
            egui::pos2(at - GRAB, room.top()),
            egui::pos2(at + GRAB, room.bottom()),
        ),
        Direction::Horizontal => Rect::from_min_max(
            egui::pos2(room.left(), at - GRAB),
            egui::pos2(room.right(), at + GRAB),
        ),
    };
    let response = ui
        .interact(line, ui.scope_id().with(salt), Sense::click_and_drag())
        .on_hover_text(crate::shell::i18n::tr("divider-hint"));
    let active = response.hovered() || response.dragged();
    if active {
        ui.ctx().set_cursor_icon(match direction {
            Direction::Vertical => CursorIcon::ResizeHorizontal,
            Direction::Horizontal => CursorIcon::ResizeVertical,
        });
    }
    // A thin line at rest, a thicker one in the selection colour while it can be moved.
    let visuals = ui.visuals();
    let stroke = if active {
        egui::Stroke::new(3.0, visuals.selection.stroke.color)
    } else {
        egui::Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color)
    };
    let painter = ui.painter();
    match direction {
        Direction::Vertical => painter.vline(at, room.y_range(), stroke),
        Direction::Horizontal => painter.hline(room.x_range(), at, stroke),
    };
    if active {
        // A grip in the middle says "this moves" without words.
        let centre = match direction {
            Direction::Vertical => egui::pos2(at, room.center().y),
            Direction::Horizontal => egui::pos2(room.center().x, at),
        };
        let grip = match direction {
            Direction::Vertical => "⋮",
            Direction::Horizontal => "⋯",
        };
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            grip,
            egui::TextStyle::Body.resolve(ui.style()),
            visuals.selection.stroke.color,
        );
    }
    if response.double_clicked() {
        return Some(DividerChange::Reset);
    }
    let pointer = response.interact_pointer_pos().or(response.hover_pos())?;
    let share = match direction {
        Direction::Vertical => (pointer.x - room.left()) / room.width().max(1.0),
        Direction::Horizontal => (pointer.y - room.top()) / room.height().max(1.0),
    };
    if response.drag_stopped() {
        Some(DividerChange::Released(share))
    } else if response.dragged() && response.drag_delta() != vec2(0.0, 0.0) {
        Some(DividerChange::Moved(share))
    } else {
        None
    }
}
