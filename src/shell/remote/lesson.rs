//! A lesson's search on a position (chess, tic-tac-toe, Connect Four) and its depth sweeps, in the
//! worker: prepared as the desktop's lesson
//! job prepares them, the tree sent with each step's place in the replay, then each sweep.

use super::{LESSON, LESSON_FAILED, RemoteAnswer, SWEEP, framed, from_json, json_bytes, unframed, unsent};
use crate::course::lesson::Lesson;
use crate::engine::said::{Said, Told};
use crate::engine::settings::SearchControl;
use crate::engine::tree::wire;

/// Prepares a lesson's search and runs its steps' sweeps, answering each.
pub(super) fn run_lesson(text: &str, path: &str, answer: &dyn Fn(Vec<u8>)) {
    let lesson = match Lesson::from_json(text, std::path::Path::new(path)) {
        Ok(lesson) => lesson,
        Err(errors) => {
            // The lesson's file was read on the page before: its problems are the checker's.
            let reason = errors.first().map_or_else(
                || Told::new("the lesson could not be read", Said::new("lesson-error-unread")),
                |error| Told::new(error.to_string(), error.said()),
            );
            answer(lesson_failed_bytes(&reason));
            return;
        }
    };
    let control = SearchControl::new().with_threads(1);
    let prepared = lesson.prepare(&control).and_then(|(search, replay_steps)| {
        let tree = wire::to_bytes(&search.tree).map_err(unsent)?;
        let json = serde_json::to_vec(&replay_steps).map_err(|error| unsent(error.to_string()))?;
        Ok(framed(LESSON, &json, &tree))
    });
    match prepared {
        Ok(bytes) => answer(bytes),
        Err(reason) => {
            answer(lesson_failed_bytes(&reason));
            return;
        }
    }
    for (step, lesson_step) in lesson.steps.iter().enumerate() {
        if let Some(sweep) = &lesson_step.sweep {
            let rows = lesson.sweep_under(sweep, &control);
            answer(json_bytes(SWEEP, &(step, rows)));
        }
    }
}

fn lesson_failed_bytes(reason: &Told) -> Vec<u8> {
    json_bytes(LESSON_FAILED, reason)
}

/// Reads a lesson's answer: its prepared search (or why there is none), or a step's sweep.
pub(super) fn read_lesson_answer(kind: u8, rest: &[u8]) -> Result<RemoteAnswer, String> {
    match kind {
        LESSON => {
            let (json, tree) = unframed(rest)?;
            let replay_steps: Vec<Option<usize>> = from_json(json)?;
            // A lesson on another game than chess sends its game's tree: the games read it.
            let tree = wire::from_bytes_in(tree, &crate::games::Games)?;
            Ok(RemoteAnswer::LessonPrepared(Box::new(Ok((tree, replay_steps)))))
        }
        LESSON_FAILED => Ok(RemoteAnswer::LessonPrepared(Box::new(Err(from_json(rest)?)))),
        _ => {
            let (step, rows) = from_json(rest)?;
            Ok(RemoteAnswer::LessonSwept { step, rows })
        }
    }
}
