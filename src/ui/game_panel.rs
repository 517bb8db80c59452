//! Beside or under the board: the status line and the opening's name, the computer's progress, a
//! notice, the move field and the move list.
//!
//! The panel lays itself out in the rectangle the app gives it: everything wraps to its width,
//! and the move list takes the height left, scrolling so that the last move is always in sight.

use egui::{RichText, ScrollArea, TextEdit, Ui, WidgetInfo};
use shakmaty::{Color, Position};

use crate::shell::i18n::{number, tr, tr_args};
use crate::shell::session::Session;
use crate::ui::command::Command;
use crate::ui::names::{algorithm_name, plies_named, search_named, status_words, techniques_named};
use crate::ui::palette::problem_color;
use crate::ui::thinking::Preview;
use crate::ui::widgets::{keep_together, text_width};
use crate::ui::worker::Progress;

/// A message for the person: what just went wrong, or something worth knowing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The message, one or two sentences.
    pub text: String,
    /// True for a problem (drawn in red), false for information.
    pub is_problem: bool,
    /// True when the notice tells of a game that replaced another: it offers to bring that one back.
    pub offers_restore: bool,
    /// Notes behind the message (what a PGN held that Klados did not play, castling rights a FEN
    /// lost), folded under it until the person opens them.
    pub details: Vec<String>,
}

impl Notice {
    /// A piece of information.
    pub fn info(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            is_problem: false,
            offers_restore: false,
            details: Vec::new(),
        }
    }

    /// A problem, drawn in red.
    pub fn problem(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            is_problem: true,
            offers_restore: false,
            details: Vec::new(),
        }
    }

    /// News of a game that replaced another (loaded, pasted, new): it comes with the offer to
    /// bring the other one back.
    pub fn replaced(text: impl Into<String>) -> Notice {
        Notice {
            offers_restore: true,
            ..Notice::info(text)
        }
    }

    /// The notice with notes folded under it.
    pub fn with_details(self, details: Vec<String>) -> Notice {
        Notice { details, ..self }
    }
}

/// What the game panel shows this frame.
pub struct GameView<'a> {
    /// The game and its flow.
    pub session: &'a Session,
    /// The running search's progress, if the computer is thinking.
    pub progress: Option<Progress>,
    /// A message to show, if any.
    pub notice: Option<&'a Notice>,
    /// The game a load or a new game replaced, described ("the previous game (12 moves)"), while
    /// it can be brought back with one click.
    pub restorable: Option<&'a str>,
}

/// The panel beside or under the board.
#[derive(Debug, Default)]
pub struct GamePanel {
    /// The text in the move field.
    pub typed: String,
    /// Why the last typed move was not played, shown beside the field.
    pub typed_error: Option<String>,
    /// Set by [`Command::FocusMoveField`]: the field takes the keyboard focus next frame.
    pub focus_requested: bool,
    /// The number of moves the list showed last frame: when it changes, the list scrolls to the end.
    shown_moves: Option<usize>,
}

impl GamePanel {
    /// Draws the panel and returns the commands the person gave in it.
    pub fn ui(&mut self, ui: &mut Ui, view: &GameView<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let session = view.session;
        let game = session.game();
        let dark_mode = ui.visuals().dark_mode;

        let status_text = status_words(session);
        let mut status = RichText::new(&status_text).heading();
        if game.outcome().is_some() || game.position().is_check() {
            status = status.color(problem_color(dark_mode));
        }
        // The opening's name sits beside the status where the row has room for both (under the
        // board); in a narrow panel it heads the move list instead, so that it never takes a
        // row of its own above the move field (which a small window would push out of sight).
        let opening = opening_words(session);
        let beside_status = text_width(ui, &status_text, &egui::TextStyle::Heading)
            + ui.spacing().item_spacing.x * 2.0
            + text_width(ui, &opening, &egui::TextStyle::Body)
            <= ui.available_width();
        if beside_status {
            ui.horizontal(|ui| {
                ui.label(status);
                ui.add_space(ui.spacing().item_spacing.x);
                opening_ui(ui, session);
            });
        } else {
            ui.label(status);
        }

        if let Some(progress) = &view.progress {
            ui.horizontal_wrapped(|ui| {
                let depth = progress.settings.depth;
                let words = |counts: &[usize]| {
                    counts
                        .iter()
                        .map(|count| number(*count as u64))
                        .collect::<Vec<String>>()
                        .join(" · ")
                };
                let (levels, beyond) = progress.levels().split_at(depth);
                let techniques = techniques_named(progress.settings.techniques);
                let search = if techniques.is_empty() {
                    algorithm_name(progress.settings.algorithm)
                } else {
                    tr_args(
                        "play-algorithm-with",
                        &[
                            ("algorithm", algorithm_name(progress.settings.algorithm).into()),
                            ("techniques", techniques.into()),
                        ],
                    )
                };
                let args = [
                    ("search", search.into()),
                    ("plies", plies_named(depth).into()),
                    ("levels", words(levels).into()),
                    ("quiescence", words(beyond).into()),
                    (
                        "seconds",
                        crate::shell::i18n::decimal(progress.elapsed.as_secs_f64(), 1).into(),
                    ),
                ];
                ui.spinner();
                ui.label(if beyond.is_empty() {
                    tr_args("play-thinking", &args)
                } else {
                    tr_args("play-thinking-quiescence", &args)
                });
                if let Some(chosen) = progress.fallback_from {
                    let named = search_named(chosen.algorithm, chosen.techniques, chosen.depth);
                    ui.label(tr_args("play-over-budget", &[("search", named.into())]));
                }
                if ui.button(tr("play-cancel")).on_hover_text("Esc").clicked() {
                    commands.push(Command::CancelSearch);
                }
            });
        }
        if let Some(notice) = view.notice {
            notice_ui(ui, notice, view.restorable, dark_mode, &mut commands);
        }

        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr("play-your-move"));
            let field = ui
                .add(
                    TextEdit::singleline(&mut self.typed)
                        .hint_text(tr("play-move-hint"))
                        .desired_width(ui.text_style_height(&egui::TextStyle::Body) * 6.0),
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
                ui.label(RichText::new(error).color(problem_color(dark_mode)));
            }
        });

        if let Some(ply) = session.viewed_ply() {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(tr_args(
                        "play-showing-ply",
                        &[("ply", ply.into()), ("count", game.moves().len().into())],
                    ))
                    .italics(),
                );
                if ui
                    .button(tr("play-back-to-game"))
                    .on_hover_text("Ctrl+End")
                    .clicked()
                {
                    commands.push(Command::ViewPresent);
                }
            });
        }

        ui.separator();
        commands.extend(self.move_list_ui(ui, session, !beside_status));
        commands
    }

    /// The moves in SAN, numbered and wrapped to the panel's width; clicking one shows the
    /// position after it. The list scrolls, and jumps to its end whenever a move is added.
    /// `with_opening`: the opening's name heads the list, when there is room for it and a row.
    fn move_list_ui(&mut self, ui: &mut Ui, session: &Session, with_opening: bool) -> Vec<Command> {
        let mut commands = Vec::new();
        let game = session.game();
        let start = game.start_position();
        let first_mover = start.turn();
        let mut move_number = start.fullmoves().get();
        let shown_ply = session.shown_ply();
        let count = game.moves().len();
        let jump_to_end = self.shown_moves != Some(count);
        self.shown_moves = Some(count);
        // The list takes the height left in the panel's rectangle; with less than a row left
        // (a tiny window) it waits for room rather than run off the screen.
        let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
        if ui.available_height() < row {
            self.shown_moves = None;
            return commands;
        }
        if with_opening && ui.available_height() >= row * 2.0 {
            opening_ui(ui, session);
        }
        let room = ui.available_height();
        let mut list = ScrollArea::vertical()
            .id_salt("move-list")
            .auto_shrink([false, false])
            .stick_to_bottom(true)
            .max_height(room);
        if jump_to_end {
            // A new move (or a new game): the end of the list comes into sight.
            list = list.vertical_scroll_offset(1.0e7);
        }
        list.show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                if game.moves().is_empty() {
                    ui.label(RichText::new(tr("play-no-moves")).weak());
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
                    let shown_number = if white_moved || index == 0 {
                        number.as_str()
                    } else {
                        ""
                    };
                    let pair = text_width(ui, &format!("{shown_number} {san}"), &egui::TextStyle::Body);
                    keep_together(
                        ui,
                        pair + ui.spacing().button_padding.x * 2.0 + ui.spacing().item_spacing.x * 2.0,
                    );
                    let response = ui
                        .horizontal(|ui| {
                            if white_moved || index == 0 {
                                ui.label(RichText::new(&number).weak());
                            }
                            ui.selectable_label(ply == shown_ply, &san)
                        })
                        .inner;
                    // The squares are labelled "e4" too: the list's entries say which move they are.
                    let accessible = tr_args(
                        "play-move-named",
                        &[("number", number.as_str().into()), ("san", san.as_str().into())],
                    );
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

/// The name of the opening at the position shown ("C65 Ruy Lopez: Berlin Defense"), found by
/// position so that a transposition is named too; quiet words until the game reaches a named
/// position, so that the moves do not jump when the first name comes. The named line's moves
/// are on hover.
fn opening_ui(ui: &mut Ui, session: &Session) {
    match session.game().opening_at(session.shown_ply()) {
        Some(opening) => {
            ui.add(egui::Label::new(RichText::new(opening.to_string()).strong()).wrap())
                .on_hover_text(tr_args("play-named-line", &[("line", opening.line.into())]));
        }
        None => {
            ui.label(RichText::new(tr("play-no-opening")).weak());
        }
    }
}

/// Returns the words [`opening_ui`] shows for the position shown.
fn opening_words(session: &Session) -> String {
    session
        .game()
        .opening_at(session.shown_ply())
        .map_or_else(|| tr("play-no-opening"), ToString::to_string)
}

/// Says, where the eye goes after the board, which position the board shows instead of the
/// game, with the way back first (`back` names where it goes: the game, or an opened tree's
/// root); returns the command given.
pub fn preview_caption_ui(ui: &mut Ui, preview: &Preview, back: &str) -> Vec<Command> {
    let mut commands = Vec::new();
    ui.horizontal_wrapped(|ui| {
        if ui.button(back).on_hover_text("Esc").clicked() {
            commands.push(Command::FocusNode(None));
        }
        let line = if preview.line.is_empty() {
            tr("preview-root")
        } else {
            preview.line.join(" ")
        };
        let id = if preview.clicked {
            "preview-clicked"
        } else {
            "preview-step"
        };
        ui.label(RichText::new(tr_args(id, &[("line", line.into())])).strong())
            .on_hover_text(tr("preview-hint"));
    });
    commands
}

/// The notice: its text (red for a problem, italic for information) and, when it tells of a game
/// that replaced another, the button that brings that one back. (An opened tree's panel shows
/// it too, where the game panel is not drawn.)
pub fn notice_ui(
    ui: &mut Ui,
    notice: &Notice,
    restorable: Option<&str>,
    dark_mode: bool,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let text = RichText::new(&notice.text);
        ui.label(if notice.is_problem {
            text.color(problem_color(dark_mode))
        } else {
            text.italics()
        });
        if let Some(previous) = restorable
            && ui
                .button(tr("notice-bring-back"))
                .on_hover_text(tr_args(
                    "notice-bring-back-hint",
                    &[("previous", previous.into())],
                ))
                .clicked()
        {
            commands.push(Command::RestoreReplacedGame);
        }
    });
    if !notice.details.is_empty() {
        // Folded: a PGN's notes could fill the panel and push the move field out of the window.
        // Opened, they scroll within a few lines.
        let count = notice.details.len();
        let heading = tr_args("notice-notes", &[("count", count.into())]);
        egui::CollapsingHeader::new(RichText::new(heading).text_style(egui::TextStyle::Body))
            .id_salt("notice-details")
            .show(ui, |ui| {
                let most = ui.text_style_height(&egui::TextStyle::Body) * 5.0;
                egui::ScrollArea::vertical().max_height(most).show(ui, |ui| {
                    for detail in &notice.details {
                        ui.label(detail);
                    }
                });
            });
    }
}
