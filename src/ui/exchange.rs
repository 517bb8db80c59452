//! The FEN and PGN window: copy the position or the game, paste one to play on from it, or open
//! and save PGN files (with the platform's file dialog, or a path typed in).

use egui::{Context, RichText, TextEdit, Window};

use crate::chess::game::Game;
use crate::shell::files::NO_FOLDERS;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;

/// The FEN and PGN window.
#[derive(Debug, Default)]
pub struct ExchangeWindow {
    /// True while the window is shown.
    pub open: bool,
    /// The text pasted or typed into the window.
    pub pasted: String,
    /// Why the pasted text or the file could not be loaded or saved, shown under it.
    pub error: Option<String>,
    /// The PGN file's path, typed or last chosen.
    pub path: String,
    /// A typed path to save to that names a file already there: asked about before replacing it.
    replacing: Option<std::path::PathBuf>,
}

impl ExchangeWindow {
    /// The file name the save dialog suggests: the name last used, else `klados-game.pgn`.
    pub fn suggested_file_name(&self) -> String {
        std::path::Path::new(self.path.trim()).file_name().map_or_else(
            || "klados-game.pgn".to_owned(),
            |name| name.to_string_lossy().into_owned(),
        )
    }

    /// Shows the window if it is open, and returns the commands given in it.
    pub fn show(&mut self, ctx: &Context, game: &Game) -> Vec<Command> {
        let mut commands = Vec::new();
        let mut open = self.open;
        Window::new(tr("exchange-title"))
            .id(egui::Id::unique("exchange"))
            .open(&mut open)
            .collapsible(false)
            .default_width(460.0)
            .show(ctx, |ui| {
                ui.label(tr("exchange-current"));
                ui.label(RichText::new(game.fen()).monospace());
                ui.horizontal(|ui| {
                    if ui.button(tr("exchange-copy-fen")).clicked() {
                        commands.push(Command::CopyFen);
                    }
                    if ui.button(tr("exchange-copy-pgn")).clicked() {
                        commands.push(Command::CopyPgn);
                    }
                });
                ui.separator();
                let label = ui.label(tr("exchange-paste"));
                ui.add(
                    TextEdit::multiline(&mut self.pasted)
                        .desired_rows(5)
                        .desired_width(f32::INFINITY)
                        .code_editor(),
                )
                .labelled_by(label.id);
                if let Some(error) = &self.error {
                    ui.colored_label(crate::ui::palette::problem_color(ui.visuals().dark_mode), error);
                }
                if ui.button(tr("lessons-load")).clicked() {
                    commands.push(Command::LoadText(self.pasted.clone()));
                }
                ui.separator();
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .button(tr("exchange-open-pgn"))
                        .on_hover_text("Ctrl+O")
                        .clicked()
                    {
                        commands.push(Command::OpenPgnDialog);
                    }
                    let save = tr(if NO_FOLDERS {
                        "exchange-download-pgn"
                    } else {
                        "exchange-save-pgn"
                    });
                    if ui.button(save).on_hover_text("Ctrl+S").clicked() {
                        commands.push(Command::SavePgnDialog);
                    }
                    if ui
                        .button(tr("exchange-open-tree"))
                        .on_hover_text(tr("exchange-open-tree-hint"))
                        .clicked()
                    {
                        commands.push(Command::OpenTreeDialog);
                    }
                });
                if NO_FOLDERS {
                    // A page sees no paths: files are picked, and saved as downloads.
                    return;
                }
                let label = ui
                    .label(tr("exchange-path"))
                    .on_hover_text(tr("exchange-path-hint"));
                ui.add(TextEdit::singleline(&mut self.path).desired_width(f32::INFINITY))
                    .labelled_by(label.id);
                let path = std::path::PathBuf::from(self.path.trim());
                ui.add_enabled_ui(!self.path.trim().is_empty(), |ui| {
                    ui.horizontal(|ui| {
                        if ui.button(tr("exchange-open-file")).clicked() {
                            let is_tree = path
                                .extension()
                                .is_some_and(|extension| extension.eq_ignore_ascii_case("json"));
                            commands.push(if is_tree {
                                Command::OpenTreeFile(path.clone())
                            } else {
                                Command::OpenPgnFile(path.clone())
                            });
                        }
                        if ui.button(tr("exchange-save-file")).clicked() {
                            if path.exists() {
                                self.replacing = Some(path.clone());
                            } else {
                                commands.push(Command::SavePgnFile(path.clone()));
                            }
                        }
                    });
                });
                // The platform's dialog asks before it replaces a file; a typed path asks here.
                if let Some(existing) = self.replacing.clone() {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(tr_args(
                            "exchange-exists",
                            &[("file", crate::engine::reading::display_path(&existing).into())],
                        ));
                        if ui.button(tr("exchange-replace")).clicked() {
                            commands.push(Command::SavePgnFile(existing.clone()));
                            self.replacing = None;
                        }
                        if ui.button(tr("exchange-keep")).clicked() {
                            self.replacing = None;
                        }
                    });
                    if existing != path {
                        self.replacing = None;
                    }
                }
            });
        self.open = open;
        commands
    }
}

/// Reads pasted text as a game: FEN if its first word looks like a FEN board (it has seven
/// slashes), PGN otherwise. The error names which of the two it was read as, and what is wrong.
pub fn game_from_text(text: &str) -> Result<Game, String> {
    game_and_notes_from_text(text).map(|(game, _notes)| game)
}

/// Reads pasted text as [`game_from_text`] does, and also returns the notes for the window to
/// show: the PGN reader's on what the text held that Klados does not play (variations, comments,
/// more games), each with its line:column; the FEN reader's on castling rights it dropped.
pub fn game_and_notes_from_text(text: &str) -> Result<(Game, Vec<String>), String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(tr("exchange-nothing"));
    }
    let first_word = text.split_whitespace().next().unwrap_or_default();
    if first_word.matches('/').count() == 7 {
        // Stale castling rights are dropped, and the notes say which.
        crate::engine::fen::read_fen(text)
            .map(|reading| {
                let said = crate::shell::i18n::said;
                let notes = reading.notes.iter().map(|note| said(&note.said())).collect();
                (Game::from_position(reading.position), notes)
            })
            .map_err(|error| {
                tr_args(
                    "exchange-bad-fen",
                    &[("reason", crate::shell::i18n::said(&error.said()).into())],
                )
            })
    } else {
        let said = crate::shell::i18n::said;
        crate::chess::pgn::read(text)
            .map(|read| {
                let notes = read.notes.iter().map(|note| said(&note.said())).collect();
                (read.game, notes)
            })
            .map_err(|error| tr_args("exchange-bad-pgn", &[("reason", said(&error.said()).into())]))
    }
}

#[cfg(test)]
mod tests {
    use super::{game_and_notes_from_text, game_from_text};

    #[test]
    fn a_fen_with_stale_castling_rights_loads_and_says_what_was_dropped() {
        let (game, notes) = game_and_notes_from_text("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1").unwrap();
        assert_eq!(game.fen(), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(notes.iter().all(|note| note.contains("dropped")), "{notes:?}");
    }

    #[test]
    fn fen_and_pgn_are_told_apart_and_errors_say_which() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(game_from_text(fen).map(|game| game.fen()), Ok(fen.to_owned()));
        let game = game_from_text("1. e4 e5 2. Nf3 *");
        assert_eq!(game.map(|game| game.moves().len()), Ok(3));
        for (text, expected) in [
            ("", "Nothing to load"),
            ("8/8/8/8/8/8/8/8 w - - 0 1", "Could not load the FEN"),
            (
                "1. e4 e5 2. Ke3",
                "Could not load the PGN: 1:13: move 2 for White",
            ),
        ] {
            let error = game_from_text(text).err().unwrap_or_default();
            assert!(error.starts_with(expected), "{text}: {error}");
        }
    }
}
