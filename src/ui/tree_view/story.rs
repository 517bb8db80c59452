//! The nodes a lesson step is about: the ones its narration names (its `focus`, one node or several) and the ones its
//! question asks about (the nodes its words name, its check's node, or the root for a question
//! about the root's value or choice). The tree view frames them, with their parents and children, so that what the class is
//! told about or asked about is always on screen.

use crate::course::lesson::{Lesson, LessonSearch, asked_about};
use crate::engine::tree::NodeId;

/// Returns the places lesson step `index` names or asks about (`None`: the root), each once, in
/// the order the step gives them: its focus first, then the nodes its question names, then
/// its question's check. A name that the search
/// does not have is left out (the lesson check reports it; the view must not fail on it).
pub fn lesson_story(lesson: &Lesson, index: usize, search: &LessonSearch) -> Vec<Option<NodeId>> {
    let Some(step) = lesson.steps.get(index) else {
        return Vec::new();
    };
    // A path of no moves is the root itself.
    let place = |path: &[String]| -> Option<Option<NodeId>> {
        if path.is_empty() {
            Some(None)
        } else {
            search.find(path).map(Some)
        }
    };
    let mut story: Vec<Option<NodeId>> = Vec::new();
    story.extend(step.focus.iter().filter_map(|path| place(path)));
    // The nodes the question names, drawn empty until the replay reaches them.
    if let Some(predict) = &step.predict {
        story.extend(asked_about(&predict.ask, search).into_iter().map(Some));
    }
    if let Some(claim) = step.predict.as_ref().and_then(|predict| predict.check.as_ref()) {
        if let Some(node) = claim.node.as_deref().and_then(place) {
            story.push(node);
        }
        // A question about the root's value or its choice is about the root and its moves.
        if claim.states_choice() {
            story.push(None);
        }
    }
    let mut seen = Vec::new();
    story.retain(|place| {
        let new = !seen.contains(place);
        seen.push(*place);
        new
    });
    story
}
