//! Writing a lesson: a tree built in the window saved as a `klados-lesson/1` file, ready for a
//! teacher to add steps to. (SKELETON: the helper fills it in.)

use crate::engine::abstract_tree::AbstractNode;
use crate::engine::search::Algorithm;

/// Returns the text of a `klados-lesson/1` file for an abstract tree: its `id` made from the
/// title, the title, a summary, the tree (labels and leaf values), the search, and one step
/// (`"at": "start"`) saying `first_step`. `lessons check` accepts what this writes.
pub fn tree_lesson_text(
    title: &str,
    summary: &str,
    first_step: &str,
    root_label: Option<&str>,
    moves: &[AbstractNode],
    algorithm: Algorithm,
) -> String {
    let _ = (title, summary, first_step, root_label, moves, algorithm);
    todo!()
}

/// Makes a lesson id (and file name, without `.json`) from a title: `"My tree"` → `"my-tree"`.
pub fn id_of_title(title: &str) -> String {
    let _ = title;
    todo!()
}
