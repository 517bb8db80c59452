//! Small layout helpers shared by the panels.
//!
//! egui's wrapping rows (`horizontal_wrapped`) move a widget to the next row when it does not
//! fit, but a group of widgets laid out together (a slider with its number, a move number with
//! its move) is not one widget: the group would run past the edge. [`keep_together`] starts a
//! new row first when the group would not fit.

use egui::{Color32, FontId, TextStyle, Ui};

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
