//! Under the board: the status line, the computer's progress, the move field and the move list.

use egui::{Color32, RichText, ScrollArea, TextEdit, Ui, WidgetInfo};
use shakmaty::{Color, Position};

use crate::game::{Game, color_name};
use crate::ui::command::Command;
use crate::ui::thinking::{group_thousands, plies};
use crate::ui::worker::Progress;

/// A message for the person: what just went wrong, or something worth knowing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The message, one or two sentences.
    pub text: String,
    /// True for a problem (drawn in red), false for information.
    pub is_problem: bool,
}

/// What the game panel shows this frame.
pub struct GameView<'a> {
    /// The game.
    pub game: &'a Game,
    /// The number of moves shown on the board, if an earlier position is being viewed.
    pub viewed_ply: Option<usize>,
    /// The person's colour.
    pub human: Color,
    /// The running search's progress, if the computer is thinking.
    pub progress: Option<Progress>,
    /// A message to show, if any.
    pub notice: Option<&'a Notice>,
}

/// The panel under the board.
#[derive(Debug, Default)]
pub struct GamePanel {
    /// The text in the move field.
    pub typed: String,
    /// Why the last typed move was not played, shown beside the field.
    pub typed_error: Option<String>,
    /// Set by [`Command::FocusMoveField`]: the field takes the keyboard focus next frame.
    pub focus_requested: bool,
}

/// Returns the status line: whose move it is and whether they are in check, or how the game ended.
pub fn status_text(game: &Game, human: Color) -> String {
    if let Some(outcome) = game.outcome() {
        return format!("{outcome}.");
    }
    let to_move = game.position().turn();
    let who = if to_move == human { "you" } else { "the computer" };
    let check = if game.position().is_check() {
        " — check!"
    } else {
        ""
    };
    format!("{} to move ({who}){check}", capitalised(color_name(to_move)))
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().collect::<String>() + chars.as_str())
        .unwrap_or_default()
}

impl GamePanel {
    /// Draws the panel and returns the commands the person gave in it.
    pub fn ui(&mut self, ui: &mut Ui, view: &GameView<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let game = view.game;

        let status = status_text(game, view.human);
        let status_color = if game.outcome().is_some() || game.position().is_check() {
            Some(Color32::from_rgb(200, 30, 30))
        } else {
            None
        };
        let mut status_text = RichText::new(status).heading();
        if let Some(color) = status_color {
            status_text = status_text.color(color);
        }
        ui.label(status_text);

        if let Some(progress) = &view.progress {
            ui.horizontal_wrapped(|ui| {
                let depth = progress.settings.depth;
                let levels: Vec<String> = progress.nodes_per_level[..depth]
                    .iter()
                    .map(|count| group_thousands(*count))
                    .collect();
                ui.spinner();
                ui.label(format!(
                    "Thinking ({}, {}): nodes per level {} — {:.1} s",
                    progress.settings.algorithm.label(),
                    plies(depth),
                    levels.join(" · "),
                    progress.elapsed.as_secs_f64()
                ));
                if ui.button("Cancel").clicked() {
                    commands.push(Command::CancelSearch);
                }
            });
        }
        if let Some(notice) = view.notice {
            let text = RichText::new(&notice.text);
            ui.label(if notice.is_problem {
                text.color(Color32::from_rgb(200, 30, 30))
            } else {
                text.italics()
            });
        }

        ui.horizontal(|ui| {
            let label = ui.label("Your move:");
            let field = ui
                .add(
                    TextEdit::singleline(&mut self.typed)
                        .hint_text("e2e4 or Nf3")
                        .desired_width(110.0),
                )
                .labelled_by(label.id);
            if self.focus_requested {
                field.request_focus();
                self.focus_requested = false;
            }
            if field.changed() {
                self.typed_error = None;
            }
            if field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter)) {
                commands.push(Command::PlayTyped(self.typed.clone()));
                // Keep typing moves without reaching for the mouse.
                field.request_focus();
            }
            if let Some(error) = &self.typed_error {
                ui.label(RichText::new(error).color(Color32::from_rgb(200, 30, 30)));
            }
        });

        if let Some(ply) = view.viewed_ply {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!(
                        "Showing the position after {ply} of {} moves.",
                        game.moves().len()
                    ))
                    .italics(),
                );
                if ui.button("Back to the game").on_hover_text("End").clicked() {
                    commands.push(Command::ViewPresent);
                }
            });
        }

        ui.separator();
        commands.extend(self.move_list_ui(ui, view));
        commands
    }

    /// The moves in SAN, numbered; clicking one shows the position after it.
    fn move_list_ui(&mut self, ui: &mut Ui, view: &GameView<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let game = view.game;
        let start = game.start_position();
        let first_mover = start.turn();
        let mut move_number = start.fullmoves().get();
        let shown_ply = view.viewed_ply.unwrap_or(game.moves().len());
        ScrollArea::vertical()
            .id_salt("move-list")
            .auto_shrink([false, true])
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    if game.moves().is_empty() {
                        ui.label(RichText::new("No moves yet.").weak());
                    }
                    for (index, san) in game.san_moves().into_iter().enumerate() {
                        let white_moved = (first_mover == Color::White) == (index % 2 == 0);
                        let number = if white_moved {
                            format!("{move_number}.")
                        } else {
                            format!("{move_number}…")
                        };
                        let ply = index + 1;
                        // The move number and its move stay together when the list wraps.
                        let response = ui
                            .horizontal(|ui| {
                                if white_moved || index == 0 {
                                    ui.label(RichText::new(&number).weak());
                                }
                                ui.selectable_label(ply == shown_ply, &san)
                            })
                            .inner;
                        // The squares are labelled "e4" too: the list's entries say which move they are.
                        let accessible = format!("move {number} {san}");
                        response.widget_info(|| {
                            WidgetInfo::selected(egui::Role::Button, true, ply == shown_ply, &accessible)
                        });
                        if response.clicked() {
                            commands.push(Command::ViewPly(ply));
                        }
                        if !white_moved {
                            move_number += 1;
                        }
                    }
                    if let Some(outcome) = game.outcome() {
                        ui.label(RichText::new(outcome.result_tag()).strong());
                    }
                });
            });
        commands
    }
}
