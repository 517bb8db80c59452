//! Practice: exercises a student does, checked at once. (SKELETON: the helper fills it in.)
//!
//! An [`Exercise`] is a small abstract tree; the student writes every inner node's value (and,
//! for alpha-beta, marks what is pruned and may write [α, β]); [`Exercise::check`] compares with
//! the real search and explains each mistake.

use crate::engine::abstract_tree::{AbstractNode, AbstractTreeError};
use crate::engine::tree::Backup;

/// What the student practises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub enum PracticeKind {
    /// Back the values up with minimax.
    #[default]
    Minimax,
    /// Back the values up with alpha-beta (left-to-right order), marking what it prunes.
    AlphaBeta,
}

/// One node of an exercise, numbered in pre-order (0 is the root, then each subtree left to right).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseNode {
    /// Its name: `"root"`? no: the root's label is `""`; then `A`, `A1`, `A1a`, …
    pub label: String,
    /// The parent's number (`None` for the root).
    pub parent: Option<usize>,
    /// The children's numbers, left to right (empty for a leaf).
    pub children: Vec<usize>,
    /// A leaf's given value; `None` for an inner node.
    pub leaf_value: Option<i32>,
    /// Who chooses at this node: MAX at the root and every second level.
    pub chooser: Backup,
}

/// An exercise: the tree, and the real search's answers.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The seed it was made from (`None` for a tree typed or built by hand).
    pub seed: Option<u64>,
    /// Minimax or alpha-beta.
    pub kind: PracticeKind,
    /// Every node in pre-order; `nodes[0]` is the root.
    pub nodes: Vec<ExerciseNode>,
}

/// What the student has written, one entry per node (indexed like [`Exercise::nodes`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answers {
    /// The value written at each node (`None`: left empty). Leaves' entries are ignored.
    pub values: Vec<Option<i32>>,
    /// Alpha-beta: the nodes the student marks pruned (a marked node's whole subtree counts as pruned).
    pub pruned: Vec<bool>,
    /// Alpha-beta: the [α, β] the student wrote at a node, if any; infinities are
    /// `i32::MIN` / `i32::MAX` (see [`parse_bound`]).
    pub windows: Vec<Option<(i32, i32)>>,
}

/// The verdict on one thing the student wrote or should have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Right.
    Right,
    /// Wrong or missing, and why: e.g. "MIN takes the smallest of 3, 12, 8: 3".
    Wrong(String),
}

/// What kind of item a verdict is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// The node's value.
    Value,
    /// Whether the node (top of a subtree) is pruned.
    Pruned,
    /// The [α, β] written at the node.
    Window,
}

/// One verdict: a node, the item, the mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The node's number.
    pub node: usize,
    /// What is judged.
    pub item: Item,
    /// Right or wrong, and why.
    pub mark: Mark,
}

/// The marking of a whole answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marking {
    /// Every verdict, in pre-order of their nodes.
    pub verdicts: Vec<Verdict>,
    /// How many are right.
    pub right: usize,
    /// How many things were judged.
    pub out_of: usize,
}

impl Exercise {
    /// Makes the exercise for `seed`: the same seed always gives the same tree.
    pub fn random(kind: PracticeKind, seed: u64) -> Exercise {
        let _ = (kind, seed);
        todo!()
    }

    /// Makes an exercise of a given tree (the root's children).
    pub fn from_tree(kind: PracticeKind, moves: &[AbstractNode]) -> Result<Exercise, AbstractTreeError> {
        let _ = (kind, moves);
        todo!()
    }

    /// Returns the tree as the root's children, to search it or save it.
    pub fn moves(&self) -> Vec<AbstractNode> {
        todo!()
    }

    /// Returns the right answers (what a full score needs).
    pub fn solution(&self) -> Answers {
        todo!()
    }

    /// Returns empty answers of the right length.
    pub fn blank(&self) -> Answers {
        Answers {
            values: vec![None; self.nodes.len()],
            pruned: vec![false; self.nodes.len()],
            windows: vec![None; self.nodes.len()],
        }
    }

    /// Marks the student's answers against the real search.
    pub fn check(&self, answers: &Answers) -> Marking {
        let _ = answers;
        todo!()
    }
}

/// Reads a value a student typed: `"3"`, `"-2"`, `"−2"`; empty gives `None`.
pub fn parse_value(text: &str) -> Result<Option<i32>, String> {
    let _ = text;
    todo!()
}

/// Reads an α or β a student typed: a number, or `-inf`, `−∞`, `inf`, `+∞`, `∞`
/// (`i32::MIN` / `i32::MAX`); empty gives `None`.
pub fn parse_bound(text: &str) -> Result<Option<i32>, String> {
    let _ = text;
    todo!()
}
