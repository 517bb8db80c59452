//! How a lesson on a position (chess, tic-tac-toe, Connect Four) uses the stage: the board gives
//! way while a step is about the search, and a chess search's choice is drawn on the board at
//! the end.

use shakmaty::Square;

use super::KladosApp;
use crate::course::lesson::{LessonStep, StepperPosition, Subject};

impl KladosApp {
    /// Returns the current step of a lesson on a position being taught (chess, or another game
    /// with a board), if one is.
    pub(super) fn position_lesson_step(&self) -> Option<&LessonStep> {
        let active = self.lessons.active()?;
        let lesson = active.lesson();
        (!matches!(lesson.subject, Subject::Tree { .. }))
            .then(|| lesson.steps.get(active.current_step()))
            .flatten()
    }

    /// Returns true while a lesson's step on a position is about the search rather than the
    /// board (any step but one at the start, where the story sets out the position): the board
    /// shrinks to give the tree and the node arrays the room, as the class reads those.
    pub(super) fn lesson_studies_search(&self) -> bool {
        self.position_lesson_step()
            .is_some_and(|step| step.at != StepperPosition::Start)
    }

    /// Returns the move a chess lesson's search chose (from, to), once its replay has reached the
    /// end and the choice is no secret: the story's conclusion, drawn as an arrow on the board.
    pub fn lesson_choice_move(&self) -> Option<(Square, Square)> {
        self.position_lesson_step()?;
        let stepper = self.thinking.stepper()?;
        let tree = stepper.tree();
        // The arrow is drawn on a chess board: only a chess tree's move has squares.
        if stepper.step() != stepper.replay().last_step()
            || stepper.hides_choice()
            || tree.chess_root().is_none()
        {
            return None;
        }
        let packed = tree.get(tree.best())?.packed_move();
        Some((packed.from(), packed.to()))
    }
}
