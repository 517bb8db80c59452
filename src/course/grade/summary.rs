//! A grade as the window shows it: the differences, the score and Klados's search in a few
//! words, without Klados's own tree. It is what a page's web worker sends back after grading a
//! file (`shell::remote`), and what the window's job makes on the desktop.

use crate::engine::settings::SearchControl;
use crate::engine::tree_file::TreeFile;

use super::{Difference, GradeOptions, algorithm_said, algorithm_words, grade_with};
use crate::engine::said::{Said, Told};

/// What a comparison with Klados's search found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Graded {
    /// The differences, most important first.
    pub differences: Vec<Difference>,
    /// The score out of 100 (the rule is in the README).
    pub score: u32,
    /// How many of the student's nodes were compared.
    pub compared: usize,
    /// How many nodes Klados's own search has.
    pub klados_nodes: usize,
    /// Klados's search in words: "alpha-beta to depth 2" (English and the window's sentence).
    pub search: Told,
    /// Hints at the line of code behind the differences, where they point at one (English and
    /// the window's sentence).
    pub hints: Vec<crate::engine::said::Told>,
}

/// Grades `file` against Klados's search of the same root, depth and algorithm, with the
/// default options, as the window does; `Err` says why the file cannot be graded.
pub fn graded(file: &TreeFile, control: &SearchControl) -> Result<Graded, Told> {
    grade_with(file, None, GradeOptions::default(), control).map(|grade| {
        let reference = &grade.reference;
        Graded {
            search: Told::new(
                format!(
                    "{} to depth {}",
                    algorithm_words(reference.algorithm()),
                    reference.depth()
                ),
                Said::new("search-named")
                    .said("algorithm", algorithm_said(reference.algorithm()))
                    .text("depth", reference.depth().to_string()),
            ),
            klados_nodes: reference.node_count(),
            score: grade.score,
            compared: grade.compared,
            hints: grade.hints,
            differences: grade.differences,
        }
    })
}
