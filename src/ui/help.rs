//! The help window: every keyboard shortcut, read from the same table that handles the keys.
//!
//! The window never grows past the screen: the shortcuts sit in two columns when the window is
//! wide enough, and whatever does not fit scrolls.

use egui::{Context, Grid, ScrollArea, Window};

use crate::shell::i18n::tr;
use crate::ui::command::{OTHER_SHORTCUTS, shortcuts};

/// The help window.
#[derive(Debug, Default)]
pub struct HelpWindow {
    /// True while the window is shown.
    pub open: bool,
}

impl HelpWindow {
    /// Shows the window if it is open.
    pub fn show(&mut self, ctx: &Context) {
        let mut open = self.open;
        let screen = ctx.content_rect();
        Window::new(tr("help-title"))
            .id(egui::Id::unique("help"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .max_width(screen.width() * 0.94)
            .max_height(screen.height() * 0.88)
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(egui::pos2(
                screen.center().x,
                screen.top() + screen.height() * 0.05,
            ))
            .constrain(true)
            .show(ctx, |ui| {
                // A solid scroll bar takes its own room instead of floating over the right column,
                // and the window grows with its contents up to most of the screen.
                ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                ScrollArea::vertical()
                    .auto_shrink([true, true])
                    .max_height(screen.height() * 0.8)
                    .min_scrolled_height(screen.height() * 0.8)
                    .show(ui, |ui| self.ui(ui));
            });
        self.open = open;
    }

    /// Closes the window when Escape is pressed while it is open, and takes the key so that it
    /// does nothing else (it would cancel the computer's search). Called before the shortcuts
    /// are read.
    pub fn close_on_escape(&mut self, ctx: &Context) {
        if self.open && ctx.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
            self.open = false;
        }
    }

    /// The window's contents, at the controls' size: Help is for the teacher, not the class.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
        ui.label(tr("help-moves"));
        ui.label(tr("help-answers"));
        ui.add_space(6.0);
        ui.strong(tr("help-shortcuts"));

        // One row per action: keys, what they do.
        let mut rows: Vec<(String, String)> = Vec::new();
        let mut depth_listed = false;
        for (shortcut, description, _) in shortcuts() {
            if description == "key-depth" {
                if depth_listed {
                    continue;
                }
                depth_listed = true;
                rows.push(("1 … 9".to_owned(), tr(description)));
                continue;
            }
            let keys = key_caps(&ui.ctx().format_shortcut(&shortcut));
            // Two keys for one action share a row: "F1, H".
            let description = tr(description);
            if let Some(row) = rows.iter_mut().find(|(_, existing)| *existing == description) {
                row.0.push_str(&format!(", {keys}"));
            } else {
                rows.push((keys, description));
            }
        }
        rows.extend(
            OTHER_SHORTCUTS
                .iter()
                .map(|(keys, description)| (key_caps(keys), tr(description))),
        );

        // Two columns when they fit side by side in the window, each as wide as its own widest
        // keys and description (Greek and Spanish descriptions are longer than English ones:
        // measured, not guessed).
        let em = ui.text_style_height(&egui::TextStyle::Button);
        let style = egui::TextStyle::Button;
        let width_of = |chunk: &[(String, String)]| {
            let widest = |text: &dyn Fn(&(String, String)) -> &str| {
                chunk
                    .iter()
                    .map(|row| crate::ui::widgets::text_width(ui, text(row), &style))
                    .fold(0.0, f32::max)
            };
            widest(&|row| row.0.as_str()) + widest(&|row| row.1.as_str()) + em * 0.8
        };
        let two_columns: f32 = rows.chunks(rows.len().div_ceil(2).max(1)).map(width_of).sum();
        let room = ui.ctx().content_rect().width() * 0.94 - em * 0.5;
        let columns = if two_columns <= room { 2 } else { 1 };
        let per_column = rows.len().div_ceil(columns);
        Grid::new("shortcuts")
            .striped(true)
            .num_columns(columns * 2)
            .spacing([em * 0.8, em * 0.1])
            .show(ui, |ui| {
                for row in 0..per_column {
                    for column in 0..columns {
                        if let Some((keys, description)) = rows.get(column * per_column + row) {
                            ui.strong(keys);
                            ui.label(description);
                        }
                    }
                    ui.end_row();
                }
            });
    }
}

/// The names egui gives keys, with the catalogue's name for each: the words printed on the
/// keys of the language's keyboards ("Inicio" on a Spanish one), arrows as arrows.
const KEY_CAPS: [(&str, &str); 9] = [
    ("Left", "keycap-left"),
    ("Right", "keycap-right"),
    ("Space", "keycap-space"),
    ("Home", "keycap-home"),
    ("End", "keycap-end"),
    ("Enter", "keycap-enter"),
    ("PageDown", "keycap-page-down"),
    ("PageUp", "keycap-page-up"),
    ("Escape", "keycap-escape"),
];

/// Writes a shortcut as egui formats it ("Ctrl+Home") with its key named in the window's
/// language ("Ctrl+Inicio"); letters, digits and modifiers stay as they are.
fn key_caps(keys: &str) -> String {
    let (modifiers, key) = keys
        .rsplit_once('+')
        .map_or(("", keys), |(modifiers, key)| (modifiers, key));
    let key = KEY_CAPS
        .iter()
        .find(|(name, _)| *name == key)
        .map_or_else(|| key.to_owned(), |(_, id)| tr(id));
    if modifiers.is_empty() {
        key
    } else {
        format!("{modifiers}+{key}")
    }
}
