//! Small layout helpers shared by the panels.
//!
//! egui's wrapping rows (`horizontal_wrapped`) move a widget to the next row when it does not
//! fit, but a group of widgets laid out together (a slider with its number, a move number with
//! its move) is not one widget: the group would run past the edge. [`keep_together`] starts a
//! new row first when the group would not fit.
//!
//! A side panel on the right that holds a widget wider than itself does worse than cut it: egui
//! moves the whole panel left by the overflow, behind the board. [`within_width`] draws a
//! panel's contents so that they can never widen it.

use egui::{Color32, FontId, Rect, TextStyle, Ui, UiBuilder};

/// In a wrapping row, starts a new row unless `width` points still fit in this one.
pub fn keep_together(ui: &mut Ui, width: f32) {
    let cursor = ui.cursor().min.x;
    let row_started = cursor > ui.max_rect().min.x + 0.5;
    // `available_width` is the whole row's in a wrapping layout; what is left is up to the edge.
    if row_started && ui.max_rect().max.x - cursor < width {
        ui.end_row();
    }
}

/// Returns the width of `text` in the given text style, unwrapped.
pub fn text_width(ui: &Ui, text: &str, style: &TextStyle) -> f32 {
    font_width(ui, text, style.resolve(ui.style()))
}

/// Returns the width of `text` in the given font, unwrapped.
pub fn font_width(ui: &Ui, text: &str, font: FontId) -> f32 {
    // The colour plays no part in the size.
    ui.painter()
        .layout_no_wrap(text.to_owned(), font, Color32::WHITE)
        .size()
        .x
}

/// Draws `add_contents` in the room `ui` has left, and tells `ui` it used no more width than that
/// room: a widget too wide for a side panel is cut at the panel's edge, where it shows, instead of
/// widening the panel, which would slide a right-hand panel behind its neighbour. The height used
/// is told as it is, so a scroll area around it still scrolls.
pub fn within_width<R>(ui: &mut Ui, add_contents: impl FnOnce(&mut Ui) -> R) -> R {
    let room = ui.available_rect_before_wrap();
    // A child that does not report its size to `ui` by itself (as `scope` would).
    let mut child = ui.new_child(UiBuilder::new().max_rect(room).layout(*ui.layout()));
    child.shrink_clip_rect(Rect::from_x_y_ranges(room.x_range(), child.clip_rect().y_range()));
    let inner = add_contents(&mut child);
    let used = child.min_rect();
    let kept = Rect::from_x_y_ranges(
        used.min.x.max(room.min.x)..=used.max.x.min(room.max.x),
        used.y_range(),
    );
    ui.advance_cursor_after_rect(kept);
    inner
}
