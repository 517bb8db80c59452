//! Handouts: a tree drawn as SVG (and PNG) for paper, in an answer copy and a student copy,
//! and the node arrays as CSV. (SKELETON: the helper fills it in.)

use crate::engine::tree::{Backup, SearchTree};

/// Which copy of a handout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Copy {
    /// Everything the search found: values, α/β, pruned marks.
    Answer,
    /// Leaf values only; inner nodes are empty boxes to fill in.
    Student,
}

/// A tree to draw, already chosen: every node in pre-order, 0 the root.
#[derive(Clone, Debug, Default)]
pub struct Sketch {
    /// A title printed above the tree.
    pub title: String,
    /// The nodes, in pre-order.
    pub nodes: Vec<SketchNode>,
}

/// One node of a [`Sketch`].
#[derive(Clone, Debug)]
pub struct SketchNode {
    /// The parent's number (`None` for the root).
    pub parent: Option<usize>,
    /// The children's numbers, left to right.
    pub children: Vec<usize>,
    /// Its name under the box: a label (`A1`) or a move in SAN (`Nf3`).
    pub label: String,
    /// Who chooses here (MAX square, MIN pill); `None` for a leaf.
    pub chooser: Option<Backup>,
    /// A leaf: its value is printed on both copies.
    pub leaf: bool,
    /// The value as shown (`"3"`, `"≤2"`, `"+0.35"`); `None` if it has none (pruned).
    pub value: Option<String>,
    /// α and β as shown (`("3", "+∞")`), for alpha-beta answer copies.
    pub window: Option<(String, String)>,
    /// Pruned: never searched (drawn dashed, crossed on the answer copy).
    pub pruned: bool,
    /// Children not drawn (`+N more`), for a neighbourhood of a big tree.
    pub hidden_children: usize,
}

/// Chooses the whole tree (every stored node) as a sketch. Abstract trees are labelled with
/// their labels, chess trees with SAN.
pub fn sketch_of_tree(tree: &SearchTree, title: &str) -> Sketch {
    let _ = (tree, title);
    todo!()
}

/// Draws a sketch as a standalone SVG document.
pub fn svg(sketch: &Sketch, copy: Copy) -> String {
    let _ = (sketch, copy);
    todo!()
}

/// Renders an SVG document (as [`svg`] writes it) to PNG bytes at `scale` (2.0 for print).
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, String> {
    let _ = (svg, scale);
    todo!()
}

/// Writes the node arrays as CSV: one row per node with its level, number, parent's number, move
/// or label, score, value, bound and status (a header row first).
pub fn write_csv(tree: &SearchTree, out: &mut impl std::io::Write) -> std::io::Result<()> {
    let _ = (tree, out);
    todo!()
}
