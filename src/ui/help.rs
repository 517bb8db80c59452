//! The help window: every keyboard shortcut, read from the same table that handles the keys.

use egui::{Context, Grid, Window};

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
        Window::new("Help")
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| self.ui(ui));
        self.open = open;
    }

    /// The window's contents.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        ui.label("Click a piece, then the square it should go to (or drag it). Type moves as e2e4 or Nf3.");
        ui.label("The computer answers; the panel on the right summarises its search.");
        ui.add_space(6.0);
        ui.strong("Keyboard shortcuts (when no text field is active)");
        Grid::new("shortcuts")
            .striped(true)
            .num_columns(2)
            .show(ui, |ui| {
                let mut listed: Vec<&str> = Vec::new();
                let mut depth_listed = false;
                for (shortcut, description, _) in shortcuts() {
                    if description.starts_with("Search depth") {
                        if depth_listed {
                            continue;
                        }
                        depth_listed = true;
                        ui.label("1 … 6");
                    } else {
                        ui.label(ui.ctx().format_shortcut(&shortcut));
                    }
                    if listed.contains(&description) {
                        ui.label(format!("{description} (also)"));
                    } else {
                        ui.label(description);
                    }
                    listed.push(description);
                    ui.end_row();
                }
                for (keys, description) in OTHER_SHORTCUTS {
                    ui.label(keys);
                    ui.label(description);
                    ui.end_row();
                }
            });
    }
}
