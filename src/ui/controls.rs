//! The game controls along the top: lessons, new game, take back, redo, flip, search depth and algorithm,
//! the FEN/PGN window, theme, projector mode and help.

use egui::{ComboBox, Slider, Ui};

use crate::engine::search::Algorithm;
use crate::engine::tree::MAX_DEPTH;
use crate::ui::command::Command;
use crate::ui::settings::{Settings, Side, ThemeChoice};

/// What the controls need to know to show themselves: which actions are possible now.
pub struct ControlsState<'a> {
    /// The persisted settings (depth, algorithm, theme, …).
    pub settings: &'a Settings,
    /// True if a move can be taken back.
    pub can_take_back: bool,
    /// True if a move taken back can be played again.
    pub can_redo: bool,
    /// True while the computer searches.
    pub thinking: bool,
    /// True if it is the computer's turn and it is not searching (after a cancel, say).
    pub computer_may_move: bool,
    /// True while the lesson panel is shown.
    pub lessons_open: bool,
    /// True while a lesson is taught: the game waits, so its buttons are off.
    pub in_lesson: bool,
}

/// The row of controls at the top of the window.
#[derive(Debug, Default)]
pub struct ControlsPanel {}

impl ControlsPanel {
    /// Draws the controls and returns the commands the person gave with them.
    pub fn ui(&mut self, ui: &mut Ui, state: &ControlsState<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let settings = state.settings;
        ui.horizontal_wrapped(|ui| {
            if ui
                .selectable_label(state.lessons_open, "Lessons")
                .on_hover_text("L: the lessons, to teach a class step by step")
                .clicked()
            {
                commands.push(Command::ToggleLessons);
            }
            ui.separator();
            if ui
                .button("New game as White")
                .on_hover_text("Ctrl+N: you play White and move first")
                .clicked()
            {
                commands.push(Command::NewGame(Side::White));
            }
            if ui
                .button("New game as Black")
                .on_hover_text("Ctrl+Shift+N: you play Black; the computer moves first")
                .clicked()
            {
                commands.push(Command::NewGame(Side::Black));
            }
            ui.separator();
            if ui
                .add_enabled(
                    state.can_take_back && !state.in_lesson,
                    egui::Button::new("Take back"),
                )
                .on_hover_text("Ctrl+Z: take back your move and the computer's reply")
                .clicked()
            {
                commands.push(Command::TakeBack);
            }
            if ui
                .add_enabled(state.can_redo && !state.in_lesson, egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y: play the moves taken back again")
                .clicked()
            {
                commands.push(Command::Redo);
            }
            if ui.button("Flip board").on_hover_text("F").clicked() {
                commands.push(Command::Flip);
            }
            ui.separator();

            let mut depth = settings.depth;
            let depth_label = ui.label("Depth (plies):");
            let depth_slider = ui
                .add(Slider::new(&mut depth, 1..=MAX_DEPTH))
                .labelled_by(depth_label.id)
                .on_hover_text("Keys 1 to 6: how many half-moves ahead the computer looks");
            if depth_slider.changed() {
                commands.push(Command::SetDepth(depth));
            }
            let mut algorithm = settings.algorithm;
            ComboBox::from_id_salt("algorithm")
                .selected_text(algorithm.label())
                .show_ui(ui, |ui| {
                    for choice in Algorithm::ALL {
                        ui.selectable_value(&mut algorithm, choice, choice.label());
                    }
                })
                .response
                .on_hover_text("A: the search the computer runs");
            if algorithm != settings.algorithm {
                commands.push(Command::SetAlgorithm(algorithm));
            }
            // While the computer thinks, its Cancel button sits on the progress line under the board.
            if ui
                .add_enabled(
                    state.computer_may_move && !state.thinking && !state.in_lesson,
                    egui::Button::new("Computer move"),
                )
                .on_hover_text("M: let the computer think and move now")
                .clicked()
            {
                commands.push(Command::ComputerMove);
            }
            ui.separator();

            if ui
                .button("FEN / PGN")
                .on_hover_text("Ctrl+L: copy or paste a position or a game")
                .clicked()
            {
                commands.push(Command::ToggleExchange);
            }
            let other_theme = match settings.theme {
                ThemeChoice::Light => ThemeChoice::Dark,
                ThemeChoice::Dark => ThemeChoice::Light,
            };
            let theme_label = match other_theme {
                ThemeChoice::Light => "Light theme",
                ThemeChoice::Dark => "Dark theme",
            };
            if ui
                .button(theme_label)
                .on_hover_text("T: light or dark colours")
                .clicked()
            {
                commands.push(Command::SetTheme(other_theme));
            }
            if ui
                .selectable_label(settings.projector, "Projector")
                .on_hover_text("P: large text and high contrast")
                .clicked()
            {
                commands.push(Command::ToggleProjector);
            }
            if ui
                .button("Help")
                .on_hover_text("F1: keyboard shortcuts")
                .clicked()
            {
                commands.push(Command::ToggleHelp);
            }
        });
        commands
    }
}
