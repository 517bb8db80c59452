//! A lesson in the window: opening one, its search, going to a step (the stepper, the views and
//! the code pane follow the story), its secrets, and leaving it for the game.

use std::sync::Arc;

use shakmaty::Position;

use super::KladosApp;
use crate::course::lesson::{LessonSearch, Subject};
use crate::engine::replay::Granularity;
use crate::shell::i18n::tr_args;
use crate::ui::code_pane::CodePointer;
use crate::ui::game_panel::Notice;
use crate::ui::lessons::ActiveLesson;
use crate::ui::names::side_name;
use crate::ui::tree_view::lesson_story;

impl KladosApp {
    /// Starts teaching lesson `index` of the list: the game waits (a running search is
    /// cancelled) and the lesson's own search starts.
    pub(super) fn open_lesson(&mut self, index: usize) {
        let ctx = self.ctx.clone();
        if self
            .lessons
            .open_lesson(index, &self.jobs, move || ctx.request_repaint())
        {
            self.stop_search();
            self.thinking.clear();
            self.board.clear();
            self.notice = None;
        }
    }

    /// Shows a lesson's finished search in the thinking panel, at the current lesson step.
    pub(super) fn show_lesson_search(&mut self, search: &LessonSearch) {
        let Some(active) = self.lessons.active() else {
            return;
        };
        let order = active.lesson().settings.order;
        let current = active.current_step();
        self.thinking
            .show_lesson_tree(Arc::clone(&search.tree), order, Granularity::Level);
        self.go_to_lesson_step(current);
        self.start_mcts_lesson();
    }

    /// Moves the lesson to step `index`: the narration, and the stepper to that step's place in
    /// the lesson's replay.
    pub(super) fn go_to_lesson_step(&mut self, index: usize) {
        let Some(order) = self.lessons.active().map(|active| active.lesson().settings.order) else {
            return;
        };
        if let Some(step) = self.lessons.go_to(index) {
            self.board.clear();
            self.thinking
                .go_to_step(step, order, Granularity::Level, self.now);
            // The node the step talks about: the tree centres it, the table scrolls to its row
            // and the board shows its position.
            if let Some(focus) = self.lessons.active().and_then(ActiveLesson::focus) {
                self.thinking.set_focus(Some(focus));
            }
            // The view the step names (the tree, where the badges are) comes to the front.
            if let Some(view) = self.lessons.active().and_then(ActiveLesson::view) {
                self.thinking.show_lesson_view(view);
            }
            // The nodes the step names or asks about: the tree view frames them.
            let story = self.lessons.active().map_or_else(Vec::new, |active| {
                active.search().map_or_else(Vec::new, |search| {
                    lesson_story(active.lesson(), active.current_step(), search)
                })
            });
            self.thinking.set_story(story);
            // A step may point at the code: the pane opens on the line and the call it names.
            let pointer = self.lesson_code_pointer();
            if let Some((pointer, source)) = pointer {
                self.settings.code.source = source;
                if !self.settings.code.open {
                    self.lesson_opened_code = true;
                }
                self.open_code(true);
                self.thinking.set_code_pointer(pointer);
            } else {
                self.thinking.set_code_pointer(CodePointer::default());
                // The pane the story opened closes when the story moves on: the tree has the
                // room again. One the person opened stays.
                if std::mem::take(&mut self.lesson_opened_code) {
                    self.open_code(false);
                }
            }
        }
        self.show_lesson_secrets();
    }

    /// Returns where the lesson's current step points in the code (its `code`), with the code
    /// it points into; `None` for a step that points nowhere.
    fn lesson_code_pointer(&self) -> Option<(CodePointer, crate::engine::code::Source)> {
        let active = self.lessons.active()?;
        let cue = active.lesson().steps.get(active.current_step())?.code.as_ref()?;
        // `[]` is the root's call; a path the search does not have outlines nothing.
        let frame = cue.frame.as_ref().and_then(|path| {
            if path.is_empty() {
                Some(None)
            } else {
                active.search().and_then(|search| search.find(path)).map(Some)
            }
        });
        let pointer = CodePointer {
            marker: Some(cue.line.clone()),
            frame,
            // The note in the window's language where the lesson has it, else in English.
            note: active
                .lesson()
                .note_in(crate::shell::i18n::language().code(), active.current_step())
                .map(str::to_string),
        };
        Some((pointer, cue.source))
    }

    /// Hands the lesson's secrets to the thinking panel: a question waiting for its answer keeps
    /// it back in every view.
    /// The replay is held at the open question too: no key or button plays the answer out.
    pub(super) fn show_lesson_secrets(&mut self) {
        let secrets = self.lessons.active().and_then(ActiveLesson::secrets).cloned();
        self.thinking.set_secrets(secrets);
        let hold = self.lessons.active().and_then(ActiveLesson::hold_step);
        self.thinking.set_hold(hold);
        let totals = self.lessons.active().is_some_and(ActiveLesson::counts_revealed);
        self.thinking.set_lesson_totals(totals);
        self.follow_mcts_lesson();
    }

    /// Ends the lesson. A chess lesson's position becomes the game, the person playing the side
    /// to move, and its tree stays in the thinking panel; after an abstract tree the game that
    /// was waiting comes back.
    pub(super) fn leave_lesson(&mut self) {
        let Some(active) = self.lessons.close_lesson() else {
            return;
        };
        self.lessons.open = false;
        self.stop_search();
        self.board.clear();
        match &active.lesson().subject {
            Subject::Position { game, .. } => {
                let tree = active.search().map(|search| Arc::clone(&search.tree));
                match &tree {
                    Some(_) => self.thinking.end_lesson(),
                    None => self.thinking.clear(),
                }
                self.session.continue_from_lesson(game.as_ref().clone(), tree);
                self.after_game_replaced_keeping_panel();
                let to_move = side_name(self.session.game().position().turn());
                self.notice = Some(Notice::replaced(tr_args(
                    "app-from-lesson",
                    &[("side", to_move.into())],
                )));
            }
            Subject::Tree { .. } => {
                self.show_game_tree();
                self.after_move();
            }
            Subject::Game { game, .. } => self.continue_small_from_lesson(game.as_ref()),
        }
    }

    /// Shows the game's last search in the thinking panel again (after an abstract tree's
    /// lesson or a practice tree had it).
    pub(super) fn show_game_tree(&mut self) {
        self.thinking.clear();
        if let Some(shown) = self.session.shown_search() {
            self.thinking.show_tree(Arc::clone(&shown.tree));
        }
    }

    /// Ends the lesson without a word, before something else replaces the game.
    pub(super) fn close_lesson(&mut self) {
        if self.lessons.close_lesson().is_some() {
            self.thinking.clear();
        }
    }
}
