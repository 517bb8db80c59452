//! What the app does when Monte Carlo tree search is the chosen search (see
//! [`crate::ui::mcts`]): the computer's move and a study of the board are searched with MCTS on
//! a job, the computer plays the most visited move, and the panel beside the board shows the
//! MCTS view instead of the depth-first thinking panel.
//!
//! A lesson and Practice keep their own searches: while one is open MCTS waits.

use std::sync::Arc;

use crate::course::lesson::{McQuestion, StepView};
use crate::engine::abstract_tree::AbstractNode;
use crate::shell::i18n::{said, tr, tr_args};
use crate::ui::game_panel::Notice;
use crate::ui::mcts::view::Kept;
use crate::ui::mcts::{Finished, MctsPanel, Purpose, Root, ViewAction};
use crate::ui::names::mcts_error_words;
use crate::ui::stepper::StepperCommand;

use super::KladosApp;

impl KladosApp {
    /// Returns true while the game's search is Monte Carlo tree search (chosen, and no lesson
    /// or Practice has the window), or an MCTS tree opened from a file is shown.
    pub(super) fn mcts_in_use(&self) -> bool {
        // A small game has its own choice; chess's is for chess.
        let chosen = match self.small_game() {
            Some(_) => self.settings.small.mcts,
            None => self.settings.mcts.chosen,
        };
        (chosen && self.lessons.active().is_none() && !self.practice.open)
            || self.mcts_lesson().is_some()
            || self.mcts.opened_file().is_some()
    }

    /// Returns the lesson taught, if it searches with Monte Carlo tree search.
    fn mcts_lesson(&self) -> Option<&crate::course::lesson::Lesson> {
        self.lessons
            .active()
            .map(|active| active.lesson())
            .filter(|lesson| lesson.is_mcts())
    }

    /// Starts a Monte Carlo lesson's own search (its depth-first one, which its claims compare
    /// with, has finished): the MCTS view shows it at the lesson's step.
    pub(super) fn start_mcts_lesson(&mut self) {
        let Some(lesson) = self.mcts_lesson().cloned() else {
            return;
        };
        self.mcts.clear();
        let settings = lesson.mcts.unwrap_or_default();
        let ctx = self.ctx.clone();
        self.mcts.start(
            Root::Lesson(Arc::new(lesson)),
            settings,
            Purpose::Study,
            &self.jobs,
            move || ctx.request_repaint(),
        );
    }

    /// Moves the MCTS replay to the lesson step's place when the step changed, and holds it
    /// there while the step's question waits for Reveal.
    pub(super) fn follow_mcts_lesson(&mut self) {
        let Some(active) = self.lessons.active().filter(|active| active.lesson().is_mcts()) else {
            return;
        };
        let current = active.current_step();
        let asking = active.is_asking();
        let step = active.lesson().steps.get(current).cloned();
        let Some(view) = self.mcts.view_mut() else {
            return;
        };
        let place = step
            .as_ref()
            .and_then(|step| crate::course::lesson::mcts_step_index(view.tree(), &step.at));
        view.set_hold(None, Kept::Choice);
        if self.mcts.lesson_step != Some(current) {
            self.mcts.lesson_step = Some(current);
            // A new step is about the tree: its tab comes to the front, unless the step names
            // the node arrays.
            match step.as_ref().and_then(|step| step.view) {
                Some(StepView::Table) => self.mcts.show_tables_tab(),
                Some(StepView::Tree) | None => self.mcts.show_tree_tab(),
            }
            if let (Some(view), Some(at)) = (self.mcts.view_mut(), place) {
                view.go_to(at);
                // The view centres what the step is about, and the board shows its line.
                let focus = step
                    .as_ref()
                    .map(|step| crate::course::lesson::mcts_focus(view.tree(), step))
                    .unwrap_or_default();
                view.set_focus(at, focus);
            }
        }
        let kept = match step.as_ref().map(crate::course::lesson::mcts_question_kind) {
            Some(McQuestion::Visits) => Kept::Visits,
            Some(McQuestion::Result) => Kept::Result,
            Some(McQuestion::Choice) | None => Kept::Choice,
        };
        if let Some(view) = self.mcts.view_mut() {
            view.set_hold(place.filter(|_| asking), kept);
        }
    }

    /// Returns the MCTS panel: the search running and the tree shown (tests read it).
    pub fn mcts(&self) -> &MctsPanel {
        &self.mcts
    }

    /// Returns the MCTS panel, to move its replay (tests).
    pub fn mcts_mut(&mut self) -> &mut MctsPanel {
        &mut self.mcts
    }

    /// Starts an MCTS search for the computer's move, if it is its turn and nothing runs.
    pub(super) fn start_mcts_move(&mut self) {
        if self.mcts.is_running() || !self.session.is_computers_turn() || self.session.is_searching() {
            return;
        }
        self.session.view_present();
        let game = self.session.game();
        let root = Root::Chess {
            position: game.position().clone(),
            history: game.repetition_history().to_vec(),
            ply: game.moves().len(),
        };
        self.start_mcts(root, Purpose::Move);
    }

    /// Starts an MCTS study of the position on the board (the present, or the earlier one
    /// being viewed); nothing is played.
    pub(super) fn start_mcts_study(&mut self) {
        if self.mcts.is_running() {
            self.inform(&tr("app-mcts-running"));
            return;
        }
        let ply = self.session.shown_ply();
        let root = Root::Chess {
            position: self.session.game().position_at(ply).clone(),
            history: self.session.history_at(ply),
            ply,
        };
        self.start_mcts(root, Purpose::Study);
    }

    /// Searches the tree builder's tree with MCTS: MCTS becomes the chosen search, Practice
    /// closes (the game waits no more) and the view shows the tree beside the board.
    pub(super) fn search_built_tree_with_mcts(&mut self) {
        let moves = self.practice.builder.moves().to_vec();
        self.settings.mcts.chosen = true;
        self.close_practice();
        // A computer's move that closing Practice started gives way to the study asked for;
        // Computer move (M) searches it again.
        self.start_mcts_drawn(moves);
    }

    /// Searches a drawn tree (the tree builder's) with MCTS; the view shows it beside the board.
    pub fn start_mcts_drawn(&mut self, drawn: Vec<AbstractNode>) {
        self.start_mcts(Root::Drawn(Arc::new(drawn)), Purpose::Study);
    }

    pub(super) fn start_mcts(&mut self, root: Root, purpose: Purpose) {
        let ctx = self.ctx.clone();
        let settings = self.settings.mcts.clamped().settings(self.settings.node_budget);
        self.mcts
            .start(root, settings, purpose, &self.jobs, move || ctx.request_repaint());
    }

    /// Takes in a finished MCTS search at the start of a frame.
    pub(super) fn poll_mcts(&mut self) {
        if let Some(finished) = self.mcts.poll() {
            self.finish_mcts(finished);
        }
        self.mcts.poll_comparison();
    }

    /// Waits for the running MCTS search and takes it in (tests call this instead of counting
    /// frames).
    pub fn wait_for_mcts(&mut self) {
        if let Some(finished) = self.mcts.wait() {
            self.finish_mcts(finished);
        }
    }

    /// Takes in a finished search: for the computer's move, plays the most visited move,
    /// unless the game has moved on meanwhile.
    fn finish_mcts(&mut self, finished: Finished) {
        let tree = match finished.tree {
            Ok(tree) => tree,
            Err(crate::engine::mcts::MctsError::Search(crate::engine::settings::SearchError::Cancelled)) => {
                return;
            }
            Err(error) => {
                self.notice = Some(Notice::problem(tr_args(
                    "app-mcts-failed",
                    &[("reason", mcts_error_words(&error).into())],
                )));
                return;
            }
        };
        self.board.clear();
        self.follow_mcts_lesson();
        if let Some(game) = self.small_game() {
            if finished.purpose == Purpose::Move {
                self.play_small_mcts_move(game, &tree);
            }
            return;
        }
        if finished.purpose != Purpose::Move || finished.ply != self.session.game().moves().len() {
            return;
        }
        let Some(m) = tree.best().and_then(|best| tree.move_of(best)) else {
            self.notice = Some(Notice::problem(tr("app-mcts-no-move")));
            return;
        };
        if let Err(reason) = self.session.play_computer_move(m) {
            self.notice = Some(Notice::problem(tr_args(
                "small-failed",
                &[("reason", said(&reason).into())],
            )));
        }
    }

    /// Moves the MCTS replay with the replay's keys: → and ← one phase, Home and End to the
    /// start and the end (Space, which plays the depth-first replay, runs 100 iterations).
    pub(super) fn step_mcts(&mut self, step: StepperCommand) {
        let action = match step {
            StepperCommand::Forward => ViewAction::PhaseForward,
            StepperCommand::Back => ViewAction::PhaseBack,
            StepperCommand::ToStart => ViewAction::First,
            StepperCommand::ToEnd => ViewAction::Last,
            StepperCommand::TogglePlay => ViewAction::Run,
            _ => return,
        };
        if let Some(view) = self.mcts.view_mut() {
            view.apply(action);
        }
    }

    /// Compares the MCTS tree shown with minimax and alpha-beta at the window's depth.
    /// A Monte Carlo lesson compares at its own depth, the one its text speaks of.
    pub(super) fn compare_mcts(&mut self) {
        let ctx = self.ctx.clone();
        let depth = self
            .mcts_lesson()
            .map_or(self.settings.depth, |lesson| lesson.settings.depth);
        self.mcts
            .start_comparison(depth, self.settings.node_budget, &self.jobs, move || {
                ctx.request_repaint()
            });
    }

    /// Waits for the MCTS comparison (tests).
    pub fn wait_for_mcts_comparison(&mut self) {
        self.mcts.wait_for_comparison();
    }
}
