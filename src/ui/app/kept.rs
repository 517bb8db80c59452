//! What a person made is kept between runs: the game in progress (saved after every move and
//! offered back on start), the handout folder and the practice tree's number (in the settings),
//! and the lessons the tree builder saved (in the person's own lessons folder, listed with the
//! built-in ones). The files themselves are [`crate::ui::saved_state`]'s.

use std::path::{Path, PathBuf};

use egui::{Context, Id, Modal, RichText};

use crate::engine::position::fen_of;
use crate::engine::said::Said;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::game_panel::Notice;
use crate::ui::lessons::find_lessons_folder;
use crate::ui::saved_state::{GAME_FILE, OWN_LESSONS_FOLDER, SavedGame, read_saved_game, write_saved_game};

use super::KladosApp;

/// The app's part in keeping things: the game offered back, and what was saved last.
#[derive(Debug, Default)]
pub(super) struct Kept {
    /// The game from last time, while the person has not said whether to go on with it.
    offer: Option<SavedGame>,
    /// Where the game is saved (`None`: it is not, as in tests without a settings file).
    game_file: Option<PathBuf>,
    /// What the game looked like when last saved, so that an unchanged game is not written again.
    saved_fingerprint: Option<String>,
    /// Why the game could not be saved last time, so that the person is told once.
    problem: Option<Said>,
}

impl KladosApp {
    /// Reads what the last run kept in the folder of the settings file: lists the person's own
    /// lessons with the built-in ones, and offers the game from last time back (a saved game
    /// that cannot be read is reported once and ignored). [`KladosApp::new`] calls this; tests
    /// call it after [`KladosApp::set_settings_file`].
    pub fn load_kept(&mut self) {
        let Some(folder) = self
            .settings_file
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_path_buf)
        else {
            return;
        };
        self.lessons.set_own_folder(Some(folder.join(OWN_LESSONS_FOLDER)));
        self.reload_lessons();
        let game_file = folder.join(GAME_FILE);
        match read_saved_game(&game_file) {
            Some(Ok(saved)) if saved.is_worth_offering() => self.kept.offer = Some(saved),
            Some(Ok(_)) | None => {}
            Some(Err(problem)) => {
                let problem = crate::shell::i18n::said(&problem);
                eprintln!("klados: {problem}");
                self.notice = Some(Notice::problem(problem));
            }
        }
        self.kept.game_file = Some(game_file);
    }

    /// Returns the folder the handouts window writes to.
    pub fn handout_folder(&self) -> &str {
        &self.handouts.folder
    }

    /// Returns true while the window asks whether to go on with the game from last time.
    pub fn is_offering_saved_game(&self) -> bool {
        self.kept.offer.is_some()
    }

    /// Gives the panels what the settings kept: the handout folder and the practice tree.
    pub(super) fn apply_kept_settings(&mut self) {
        if let Some(folder) = &self.settings.handout_folder {
            self.handouts.folder.clone_from(folder);
        }
        if self.settings.practice_seed != self.practice.seed() {
            self.practice.new_tree(self.settings.practice_seed);
        }
    }

    /// Loads the lessons again (after a lesson was saved into a listed folder): the lessons
    /// folder with the person's own, or the own folder alone when there is no other.
    pub(super) fn reload_lessons(&mut self) {
        let folder = self
            .lessons
            .folder()
            .map(Path::to_path_buf)
            .or_else(find_lessons_folder)
            .or_else(|| {
                self.lessons
                    .own_folder()
                    .filter(|own| own.is_dir())
                    .map(Path::to_path_buf)
            });
        if let Some(folder) = folder {
            self.load_lessons_in_background(&folder);
        }
    }

    /// Takes into the settings what the panels changed (the handout folder, the practice tree),
    /// and saves the game when it changed. Called at the end of every frame; writes only on a
    /// change. Nothing is saved while the game from last time is still offered: the new game
    /// would replace it before the person answered.
    pub(super) fn keep(&mut self) {
        let folder = self.handouts.folder.trim();
        let home = crate::ui::handouts::HandoutWindow::default().folder;
        self.settings.handout_folder = (folder != home.trim()).then(|| folder.to_owned());
        self.settings.practice_seed = self.practice.seed();
        if self.kept.offer.is_some() {
            return;
        }
        let Some(path) = self.kept.game_file.clone() else {
            return;
        };
        let game = self.session.game();
        let fingerprint = format!(
            "{:?} {} {} {}",
            self.session.human(),
            game.moves().len(),
            fen_of(game.start_position()),
            fen_of(game.position())
        );
        if self.kept.saved_fingerprint.as_deref() == Some(fingerprint.as_str()) {
            return;
        }
        let saved = SavedGame {
            game: game.clone(),
            human: self.session.human(),
        };
        match write_saved_game(&path, &saved) {
            Ok(()) => {
                self.kept.saved_fingerprint = Some(fingerprint);
                self.kept.problem = None;
            }
            Err(problem) => {
                // Told once per reason; tried again after the next move.
                self.kept.saved_fingerprint = Some(fingerprint);
                if self.kept.problem.as_ref() != Some(&problem) {
                    let problem_words = crate::shell::i18n::said(&problem);
                    eprintln!("klados: {problem_words}");
                    self.notice = Some(Notice::problem(problem_words));
                    self.kept.problem = Some(problem);
                }
            }
        }
    }

    /// Goes on with the game from last time (`resume`) or leaves it (the new game is saved in
    /// its place from now on).
    pub(super) fn answer_resume_offer(&mut self, resume: bool) {
        let Some(saved) = self.kept.offer.take() else {
            return;
        };
        if resume {
            self.close_lesson();
            self.stop_search();
            self.settings.human_side = match saved.human {
                shakmaty::Color::White => crate::ui::settings::Side::White,
                shakmaty::Color::Black => crate::ui::settings::Side::Black,
            };
            self.session.resume(saved.game, saved.human);
            self.after_game_replaced();
        }
    }

    /// Asks whether to go on with the game from last time, while that is offered.
    pub(super) fn resume_offer_ui(&self, ctx: &Context) -> Vec<Command> {
        let mut commands = Vec::new();
        let Some(saved) = &self.kept.offer else {
            return commands;
        };
        let moves = saved.game.moves().len();
        let side = crate::ui::names::side_name(saved.human);
        // White's and Black's moves each count: "1. e4 Nf6" is 2 plies.
        let what = match moves {
            0 => tr_args("resume-no-moves", &[("side", side.into())]),
            moves => tr_args("resume-moves", &[("side", side.into()), ("plies", moves.into())]),
        };
        let modal = Modal::new(Id::unique("klados-resume-game")).show(ctx, |ui| {
            ui.heading(tr("resume-question"));
            ui.label(what);
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(RichText::new(tr("common-yes")).strong()).clicked() {
                    commands.push(Command::ResumeSavedGame(true));
                }
                if ui.button(tr("common-no")).clicked() {
                    commands.push(Command::ResumeSavedGame(false));
                }
            });
        });
        if modal.should_close() && commands.is_empty() {
            // Escape or a click outside: the game from last time is left, as with No.
            commands.push(Command::ResumeSavedGame(false));
        }
        commands
    }
}
