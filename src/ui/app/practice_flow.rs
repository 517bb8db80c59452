//! What the app does for the practice column and the handouts window: showing the real search
//! of a practice or built tree, Predict's search, saving a built tree as a lesson, and writing
//! handout files. Every file is written atomically: a failure leaves what was there.

use std::sync::Arc;

use crate::engine::abstract_tree::search_abstract;
use crate::engine::reading::display_path;
use crate::engine::replay::{Granularity, Order};
use crate::engine::tree::SearchTree;
use crate::shell::files::{save_file, write_atomic};
use crate::shell::i18n::{said, tr, tr_args};
use crate::ui::command::{PracticeCommand, PracticeTab};
use crate::ui::handouts::HandoutSubject;

use super::{FilePurpose, KladosApp};

impl KladosApp {
    /// Opens the practice column (the lessons column closes: they share the left side).
    pub(super) fn open_practice(&mut self) {
        if self.lessons.active().is_some() {
            self.close_lesson();
            self.show_game_tree();
        }
        self.lessons.open = false;
        // The game waits while Practice is open: a search of it stops, and starts again after.
        self.stop_search();
        self.practice.open = true;
        self.refresh_predicted_game();
        self.board.clear();
        self.thinking.set_focus(None);
        // A built lesson goes to the person's own lessons folder (listed with the built-in
        // ones), else to the lessons folder.
        if self.practice.builder.folder.is_empty()
            && let Some(folder) = self.lessons.own_folder().or(self.lessons.folder())
        {
            self.practice.builder.folder = folder.display().to_string();
        }
    }

    /// Predict on "the game's position" takes the game as it stands now.
    fn refresh_predicted_game(&mut self) {
        if self.practice.predict.source.is_none() {
            self.practice.predict.choose(None, self.session.game());
        }
    }

    /// Closes the practice column; the thinking panel shows the game's search again.
    pub(super) fn close_practice(&mut self) {
        if !self.practice.open {
            return;
        }
        self.practice.open = false;
        self.practice.predict.forget();
        self.hide_practice_search();
        self.start_computer_if_its_turn();
    }

    /// Takes the replay of a practice tree out of the thinking panel.
    fn hide_practice_search(&mut self) {
        if self.practice.showing {
            self.practice.showing = false;
            self.board.clear();
            self.show_game_tree();
        }
    }

    /// Carries out what the practice column asked for.
    pub(super) fn apply_practice(&mut self, command: PracticeCommand) {
        match command {
            PracticeCommand::Tab(tab) => {
                self.hide_practice_search();
                // A Predict search still running belongs to Predict: it is cancelled.
                self.practice.predict.forget();
                self.practice.set_tab(tab);
                self.refresh_predicted_game();
            }
            PracticeCommand::ShowSearch(true) => self.show_practice_search(),
            PracticeCommand::ShowSearch(false) => self.hide_practice_search(),
            PracticeCommand::Reveal => {
                let ctx = self.ctx.clone();
                let budget = self.settings.search().max_nodes;
                self.practice
                    .predict
                    .reveal(budget, &self.jobs, move || ctx.request_repaint());
            }
            PracticeCommand::Position(source) => {
                self.hide_practice_search();
                self.practice.predict.choose(source, self.session.game());
            }
            PracticeCommand::SaveLesson(replace) => self.save_built_lesson(replace),
            PracticeCommand::CreateFolderAndSave => self.create_folder_and_save(),
            PracticeCommand::ChooseFolder => self.start_file_dialog(FilePurpose::LessonFolder),
            PracticeCommand::SearchWithMcts => self.search_built_tree_with_mcts(),
        }
    }

    /// Searches the sheet's (or the builder's) tree and replays it in the thinking panel. An
    /// abstract tree of at most a couple of thousand nodes is searched here, in microseconds.
    fn show_practice_search(&mut self) {
        let Some(searched) = self.practice.search_to_show() else {
            return;
        };
        match searched {
            Ok(searched) => {
                self.board.clear();
                let tree = Arc::new(searched.tree);
                if self.practice.tab == PracticeTab::Build {
                    // The teacher's own tree: every replay order and choice, as for a game.
                    self.thinking.show_tree(tree);
                } else {
                    // The student's: as a lesson replays it, the answer at the end. Alpha-beta
                    // depth first, where α and β can be seen narrowing node by node.
                    let order = if tree.algorithm().prunes() {
                        Order::DepthFirst
                    } else {
                        Order::LevelByLevel
                    };
                    self.thinking.show_lesson_tree(tree, order, Granularity::Level);
                }
                self.practice.showing = true;
            }
            Err(error) => {
                self.practice.builder.message = Some((
                    false,
                    tr_args("builder-cannot-search", &[("reason", said(&error.said()).into())]),
                ))
            }
        }
    }

    /// Takes in Predict's finished search: the thinking panel shows it.
    pub(super) fn take_prediction(&mut self) {
        if !self.predicting() {
            return;
        }
        if let Some(tree) = self.practice.predict.poll() {
            self.board.clear();
            self.thinking.show_tree(tree);
            self.practice.showing = true;
        }
    }

    /// Saves the built tree as a lesson file in the folder typed; when that is the lessons
    /// folder, the list is loaded again so the new lesson appears in it.
    fn save_built_lesson(&mut self, replace: bool) {
        if crate::shell::files::NO_FOLDERS {
            // A page has no folders: the lesson is a download.
            let builder = &mut self.practice.builder;
            let name = builder.file_name();
            builder.message = Some(
                match crate::shell::files::save_file(
                    std::path::Path::new(&name),
                    builder.lesson_text().as_bytes(),
                ) {
                    Ok(()) => (true, tr_args("builder-saved-download", &[("file", name.into())])),
                    Err(reason) => (
                        false,
                        tr_args("builder-not-saved", &[("reason", said(&reason).into())]),
                    ),
                },
            );
            return;
        }
        let builder = &mut self.practice.builder;
        let asked_about = builder.confirm_replace.take();
        let folder = std::path::PathBuf::from(builder.folder.trim());
        if builder.folder.trim().is_empty() {
            builder.message = Some((false, tr("builder-type-folder")));
            return;
        }
        builder.confirm_create = None;
        if !folder.exists() {
            // A folder not made yet (the person's own lessons folder, the first time): offered.
            builder.message = None;
            builder.confirm_create = Some(folder);
            return;
        }
        if !folder.is_dir() {
            builder.message = Some((
                false,
                tr_args("common-not-a-folder", &[("folder", display_path(&folder).into())]),
            ));
            return;
        }
        let path = folder.join(builder.file_name());
        // Replacing is for the file the person was asked about (the title may have changed since).
        if path.exists() && !(replace && asked_about.as_ref() == Some(&path)) {
            builder.confirm_replace = Some(path);
            return;
        }
        match write_atomic(&path, builder.lesson_text().as_bytes()) {
            Ok(()) => {
                let in_lessons = [self.lessons.folder(), self.lessons.own_folder()]
                    .into_iter()
                    .flatten()
                    .any(|lessons| same_folder(lessons, &folder));
                let saved = tr_args(
                    if in_lessons {
                        "builder-saved-in-lessons"
                    } else {
                        "builder-saved-elsewhere"
                    },
                    &[("file", display_path(&path).into())],
                );
                self.practice.builder.message = Some((true, saved));
                if in_lessons {
                    self.reload_lessons();
                }
            }
            Err(reason) => {
                builder.message = Some((
                    false,
                    tr_args(
                        "builder-not-saved-to",
                        &[
                            ("file", display_path(&path).into()),
                            ("reason", crate::ui::names::io_error_words(&reason).into()),
                        ],
                    ),
                ));
            }
        }
    }

    /// Creates the folder the builder was to save in (the person agreed), then saves there.
    fn create_folder_and_save(&mut self) {
        let builder = &mut self.practice.builder;
        let Some(folder) = builder.confirm_create.take() else {
            return;
        };
        match std::fs::create_dir_all(&folder) {
            Ok(()) => self.save_built_lesson(false),
            Err(error) => {
                builder.message = Some((
                    false,
                    tr_args(
                        "builder-folder-not-created",
                        &[
                            ("folder", display_path(&folder).into()),
                            ("reason", crate::ui::names::io_error_words(&error).into()),
                        ],
                    ),
                ));
            }
        }
    }

    /// Returns the title and the file names' part for the handouts of the tree they would be
    /// made of, if there is one.
    pub(super) fn handout_subject(&self) -> Option<HandoutSubject> {
        if self.practice.draws_tree() {
            return Some(HandoutSubject::titled(self.practice.handout_title()));
        }
        let tree = self.thinking.stepper()?.tree();
        Some(match self.lessons.active() {
            Some(active) => HandoutSubject {
                title: active
                    .lesson()
                    .title_in(crate::shell::i18n::language().code())
                    .to_owned(),
                // A lesson's id is its file's name: two lessons never share it.
                file_part: active.lesson().id.clone(),
            },
            None => match tree.position_text(None) {
                None => HandoutSubject::titled(crate::shell::i18n::tr("app-handout-a-tree")),
                Some(position) => HandoutSubject::of_position(
                    crate::shell::i18n::tr_args(
                        "app-handout-position",
                        &[
                            (
                                "side",
                                crate::ui::names::tree_side_name(tree, tree.root_backup().color()).into(),
                            ),
                            ("depth", tree.depth().into()),
                            (
                                "algorithm",
                                crate::ui::names::algorithm_words(tree.algorithm()).into(),
                            ),
                        ],
                    ),
                    &position,
                ),
            },
        })
    }

    /// Returns true if the handouts holding the answers may be written: always, except for a
    /// practice tree the student has neither checked nor asked to be shown.
    pub(super) fn handout_answers_allowed(&self) -> bool {
        let sheet = matches!(self.practice.tab, PracticeTab::Minimax | PracticeTab::AlphaBeta);
        !(self.practice.open && sheet) || self.practice.showing || self.practice.marking().is_some()
    }

    /// Returns the abstract tree on screen, if it is one (the practice or built tree, an
    /// abstract lesson's), to draw student copies from its minimax search.
    fn abstract_moves_shown(&self) -> Option<Vec<crate::engine::abstract_tree::AbstractNode>> {
        if self.practice.draws_tree() {
            return Some(self.practice.tree_moves());
        }
        match self.lessons.active().map(|active| &active.lesson().subject) {
            Some(crate::course::lesson::Subject::Tree { children, .. }) => Some(children.clone()),
            _ => None,
        }
    }

    /// Returns the tree handouts are made of: the practice sheet's or builder's when the centre
    /// shows it, else the thinking panel's.
    fn handout_tree(&self) -> Option<Arc<SearchTree>> {
        if self.practice.draws_tree() {
            return self
                .practice
                .search_to_show()?
                .ok()
                .map(|searched| Arc::new(searched.tree));
        }
        self.thinking.stepper().map(|stepper| Arc::clone(stepper.tree()))
    }

    /// Writes the handout files chosen in the handouts window, each atomically. Files that exist
    /// are only replaced once the person has said so.
    pub(super) fn export_handouts(&mut self, replace: bool) {
        let (Some(tree), Some(subject)) = (self.handout_tree(), self.handout_subject()) else {
            self.handouts.message = Some((false, tr("handout-nothing")));
            return;
        };
        let folder = std::path::PathBuf::from(self.handouts.folder.trim());
        // A page has no folders: the files are downloads, and none is there to replace.
        let no_folders = crate::shell::files::NO_FOLDERS;
        if !no_folders && !folder.is_dir() {
            self.handouts.message = Some((
                false,
                tr_args("common-not-a-folder", &[("folder", display_path(&folder).into())]),
            ));
            return;
        }
        let files = self.handouts.files(&subject, self.handout_answers_allowed());
        let existing: Vec<_> = files
            .iter()
            .filter(|(_, path)| !no_folders && path.exists())
            .map(|(_, path)| path.clone())
            .collect();
        // Replacing is for the files the person was asked about: if the names or the folder
        // changed since, they are asked again.
        let agreed = replace && existing == self.handouts.confirm_replace;
        if !agreed && !existing.is_empty() {
            self.handouts.confirm_replace = existing;
            return;
        }
        self.handouts.confirm_replace.clear();
        // An abstract tree is drawn whole (its minimax search) with what the search shown found,
        // so that the answer copy and the student copy are the same drawing.
        let searched = crate::course::handout::sketch_of_tree(&tree, &subject.title);
        let moves = self.abstract_moves_shown();
        let tree_text = moves.as_deref().map(crate::course::tree_text::write_tree);
        let sketch = moves
            .and_then(|moves| search_abstract(&moves, crate::engine::settings::Algorithm::Minimax).ok())
            .map_or_else(
                || searched.clone(),
                |whole| {
                    crate::course::handout::with_every_leaf(
                        &crate::course::handout::sketch_of_tree(&whole.tree, &subject.title),
                        &searched,
                    )
                },
            );
        let mut written = Vec::new();
        let mut failed = Vec::new();
        for (file, path) in files {
            let result = file
                .contents(&tree, &sketch, tree_text.as_deref())
                .and_then(|bytes| save_file(&path, &bytes).map_err(|error| said(&error)));
            let name = path
                .file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
            match result {
                Ok(()) => written.push(name),
                Err(reason) => failed.push(format!("{name}: {reason}")),
            }
        }
        self.handouts.message = Some(if failed.is_empty() {
            (
                true,
                if no_folders {
                    tr_args("handout-downloaded", &[("files", written.join(", ").into())])
                } else {
                    tr_args(
                        "handout-written",
                        &[
                            ("folder", display_path(&folder).into()),
                            ("files", written.join(", ").into()),
                        ],
                    )
                },
            )
        } else {
            (
                false,
                tr_args(
                    "handout-not-written",
                    &[
                        ("failed", failed.join("; ").into()),
                        (
                            "written",
                            if written.is_empty() {
                                tr("handout-none")
                            } else {
                                written.join(", ")
                            }
                            .into(),
                        ),
                    ],
                ),
            )
        });
    }
}

/// Returns true if two paths name the same folder.
fn same_folder(a: &std::path::Path, b: &std::path::Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}
