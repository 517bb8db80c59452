//! Abstract trees as nested lists, the way a teacher writes one on the board:
//! `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`. (SKELETON: the helper fills it in.)

use crate::engine::abstract_tree::AbstractNode;

/// Why a tree's text cannot be read: what is wrong and where (1-based column, counted in characters).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct TreeTextError {
    /// Where, counted in characters from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads a tree written as nested lists; the root is the outer list, and labels are made
/// `A`, `B`, … for the root's moves, `A1`, `A2`, … below them, then `A1a`, `A1a1`, ….
pub fn parse_tree(text: &str) -> Result<Vec<AbstractNode>, TreeTextError> {
    let _ = text;
    todo!()
}

/// Writes a tree (the root's children) as nested lists, `[[3, 12, 8], [2, 4, 6]]`.
pub fn write_tree(moves: &[AbstractNode]) -> String {
    let _ = moves;
    todo!()
}

/// Names every node of a tree as [`parse_tree`] does (`A`, `A1`, `A1a`, …), keeping shape and values.
pub fn relabel(moves: &[AbstractNode]) -> Vec<AbstractNode> {
    let _ = moves;
    todo!()
}
