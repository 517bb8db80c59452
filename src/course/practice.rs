//! Practice: exercises a student does, checked at once.
//!
//! An [`Exercise`] is a small abstract tree; the student writes every inner node's value (and,
//! for alpha-beta, marks what is pruned and may write [α, β]); [`Exercise::check`] compares with
//! the real search and explains each mistake.
//!
//! The truth always comes from the engine's own search ([`search_abstract`]), never from a
//! second minimax written here, so what Check says agrees with what the window's replay shows.
//! This file holds the exercise and what the search found at each of its nodes; the trees are
//! drawn in `generate.rs`, the answers marked in `marking.rs`, typed numbers read in `parse.rs`.
//! `ucb.rs` holds the Monte Carlo exercise: which child will UCB select next?

mod generate;
mod marking;
mod parse;
mod ucb;

use std::sync::Arc;

use crate::engine::abstract_tree::{AbstractNode, AbstractSearch, AbstractTreeError, search_abstract};
use crate::engine::eval::MATE;
use crate::engine::replay::{Granularity, Order, Replay};
use crate::engine::settings::Algorithm;
use crate::engine::tree::{Backup, Bound, NodeId, SearchTree, Status};

pub use generate::{DEPTHS, LEAVES, VALUES, random_moves};
pub use parse::{parse_bound, parse_value};
pub use ucb::{UCB_ITERATIONS, UCB_MARGIN, UcbExercise, UcbMarking, UcbOption};

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
    /// Its name, as the lessons write it: `"root"` for the root; then `A`, `B`, … for the
    /// root's moves, `A1`, `A2`, … below them, then `A1a`, `A1a1`, … (a teacher's tree keeps
    /// its own labels).
    pub label: String,
    /// The parent's number (`None` for the root).
    pub parent: Option<usize>,
    /// The children's numbers, left to right (empty for a leaf).
    pub children: Vec<usize>,
    /// A leaf's given value; `None` for an inner node.
    pub leaf_value: Option<i32>,
    /// Who chooses at this node: MAX at the root and at every even depth, MIN at odd depths.
    /// A leaf has one too (its depth's); it chooses nothing.
    pub chooser: Backup,
}

/// An exercise: a small tree to work by hand, minimax or alpha-beta. The real search's answers
/// are worked out from the tree whenever they are needed (a few dozen nodes), so the fields can
/// be changed freely: switching `kind` turns a minimax exercise into alpha-beta on the same tree.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The seed it was made from (`None` for a tree typed or built by hand).
    pub seed: Option<u64>,
    /// Minimax or alpha-beta.
    pub kind: PracticeKind,
    /// Every node in pre-order; `nodes[0]` is the root. Parent and children numbers index
    /// this same list.
    pub nodes: Vec<ExerciseNode>,
}

/// What the student has written, one entry per node (indexed like [`Exercise::nodes`]). Shorter
/// lists are read as empty beyond their end; nothing here can make [`Exercise::check`] panic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answers {
    /// The value written at each node (`None`: left empty). Leaves' entries are ignored.
    pub values: Vec<Option<i32>>,
    /// Alpha-beta: the nodes the student marks pruned (a marked node's whole subtree counts as
    /// pruned, so marks below a marked node change nothing).
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
    /// Wrong or missing, and why, in one sentence a student can read: e.g.
    /// `"B: MIN takes the smallest of 3, 12, 8: 3"`.
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
    /// Every verdict, in pre-order of their nodes; at one node, the value comes first, then
    /// the pruned mark, then the window.
    pub verdicts: Vec<Verdict>,
    /// How many are right.
    pub right: usize,
    /// How many things were judged (the length of `verdicts`).
    pub out_of: usize,
}

impl PracticeKind {
    /// Returns the engine's algorithm whose search is this kind's truth: alpha-beta practice is
    /// checked against the plain left-to-right alpha-beta, never the ordered one, because the
    /// student works the moves in the order they are drawn.
    pub fn algorithm(self) -> Algorithm {
        match self {
            PracticeKind::Minimax => Algorithm::Minimax,
            PracticeKind::AlphaBeta => Algorithm::AlphaBeta,
        }
    }
}

/// What the real search found at one node of an exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    /// True if the search reached the node; false for a pruned node and everything below it.
    pub searched: bool,
    /// The node's value (backed up, or a leaf's own), when searched.
    pub value: Option<i32>,
    /// How much the value says: alpha-beta may only bound a node it cut off.
    pub bound: Bound,
    /// Alpha-beta: the [α, β] the node was entered with, infinities as `i32::MIN`/`i32::MAX`
    /// (the way [`parse_bound`] reads them); `None` in minimax and for nodes never searched.
    pub window: Option<(i32, i32)>,
}

impl Exercise {
    /// Makes the exercise for `seed`: the same seed always gives the same tree, whatever the
    /// kind, so a class can work one tree with minimax and then with alpha-beta. See
    /// [`random_moves`] for the trees it draws.
    pub fn random(kind: PracticeKind, seed: u64) -> Exercise {
        let mut exercise = Exercise::of_moves(kind, &random_moves(seed));
        exercise.seed = Some(seed);
        exercise
    }

    /// Makes an exercise of a given tree (the root's children), such as a teacher's. Returns
    /// the engine's error when it would refuse to search the tree (no moves, an inner node
    /// without children, too deep, a value out of range).
    pub fn from_tree(kind: PracticeKind, moves: &[AbstractNode]) -> Result<Exercise, AbstractTreeError> {
        // A sheet asks for MAX's and MIN's choices; chance nodes are taught by lessons.
        if let Some(chance) = moves.iter().find_map(first_chance) {
            return Err(AbstractTreeError::ChanceInPractice(chance.label().to_string()));
        }
        // Minimax and alpha-beta accept exactly the same trees, so one search checks both.
        search_abstract(moves, kind.algorithm())?;
        Ok(Exercise::of_moves(kind, moves))
    }

    /// Numbers the nodes of a tree in pre-order, the root first.
    fn of_moves(kind: PracticeKind, moves: &[AbstractNode]) -> Exercise {
        let mut nodes = vec![ExerciseNode {
            label: String::from("root"),
            parent: None,
            children: Vec::new(),
            leaf_value: None,
            chooser: Backup::Max,
        }];
        for child in moves {
            let number = push_subtree(&mut nodes, child, 0, 1);
            nodes[0].children.push(number);
        }
        Exercise {
            seed: None,
            kind,
            nodes,
        }
    }

    /// Returns the tree as the root's children, to search it or save it.
    pub fn moves(&self) -> Vec<AbstractNode> {
        self.children_of(0).map(|child| self.subtree(child)).collect()
    }

    /// Rebuilds the subtree under node `number`.
    fn subtree(&self, number: usize) -> AbstractNode {
        let Some(node) = self.nodes.get(number) else {
            return AbstractNode::Inner {
                label: String::new(),
                children: Vec::new(),
            };
        };
        match node.leaf_value {
            Some(value) => AbstractNode::Leaf {
                label: node.label.clone(),
                value,
            },
            None => AbstractNode::Inner {
                label: node.label.clone(),
                children: self
                    .children_of(number)
                    .map(|child| self.subtree(child))
                    .collect(),
            },
        }
    }

    /// Returns the children of node `number` that really are below it. Pre-order numbers a
    /// child after its parent, so only larger numbers are followed: even a hand-edited list of
    /// nodes cannot send a walk round in a circle.
    fn children_of(&self, number: usize) -> impl Iterator<Item = usize> + '_ {
        self.nodes
            .get(number)
            .map_or(&[][..], |node| &node.children[..])
            .iter()
            .copied()
            .filter(move |&child| child > number && child < self.nodes.len())
    }

    /// Returns how the node is named in a sentence: `"the root"`, or its label.
    pub fn name(&self, number: usize) -> String {
        match (number, self.nodes.get(number)) {
            (0, _) => String::from("the root"),
            (_, Some(node)) => node.label.clone(),
            (_, None) => String::from("?"),
        }
    }

    /// Runs the real search of this exercise: minimax or left-to-right alpha-beta, as its kind
    /// says. The window's "Show me" replays this very search, so it and Check always agree.
    pub fn search(&self) -> Result<AbstractSearch, AbstractTreeError> {
        search_abstract(&self.moves(), self.kind.algorithm())
    }

    /// Returns, for every node in pre-order, where it is in `tree` (a search of
    /// [`Exercise::moves`]). The root's entry is `None` because the root has no row in the node
    /// arrays; so is the entry of every node below a pruned one, which alpha-beta never stores.
    pub fn node_ids(&self, tree: &SearchTree) -> Vec<Option<NodeId>> {
        let mut ids: Vec<Option<NodeId>> = vec![None; self.nodes.len()];
        for number in 1..self.nodes.len() {
            let Some(parent) = self.nodes[number].parent else {
                continue;
            };
            let Some(place) = self.children_of(parent).position(|child| child == number) else {
                continue;
            };
            ids[number] = if parent == 0 {
                tree.root_children().nth(place)
            } else {
                ids.get(parent)
                    .copied()
                    .flatten()
                    .and_then(|id| tree.children_of(id).nth(place))
            };
        }
        ids
    }

    /// Works out what the real search found at every node, in pre-order.
    pub(crate) fn found(&self) -> Result<Vec<Found>, AbstractTreeError> {
        let search = self.search()?;
        let ids = self.node_ids(&search.tree);
        let replay = (self.kind == PracticeKind::AlphaBeta).then(|| {
            Replay::new(
                Arc::new(search.tree.clone()),
                Order::DepthFirst,
                Granularity::Level,
            )
        });
        let not_searched = Found {
            searched: false,
            value: None,
            bound: Bound::Exact,
            window: None,
        };
        let found = (0..self.nodes.len())
            .map(|number| {
                if number == 0 {
                    // The root is always searched to the end, with nothing known: [−∞, +∞].
                    return Found {
                        searched: true,
                        value: Some(search.tree.root_value()),
                        bound: Bound::Exact,
                        window: replay.as_ref().map(|_| (i32::MIN, i32::MAX)),
                    };
                }
                let Some(id) = ids[number] else {
                    return not_searched;
                };
                match search.tree.get(id) {
                    Some(node) if node.status() != Status::Pruned => Found {
                        searched: true,
                        value: node.value(),
                        bound: node.bound(),
                        window: replay
                            .as_ref()
                            .and_then(|replay| replay.entered_window(id))
                            .map(|(alpha, beta)| (open_ended(alpha), open_ended(beta))),
                    },
                    _ => not_searched,
                }
            })
            .collect();
        Ok(found)
    }

    /// Returns the right answers (what a full score needs): every searched inner node's value
    /// and, for alpha-beta, the top of every pruned subtree and the window every searched node
    /// (leaves too) was entered with. A tree the engine refuses gives blank answers.
    pub fn solution(&self) -> Answers {
        let mut answers = self.blank();
        let Ok(found) = self.found() else {
            return answers;
        };
        for (number, (node, at)) in self.nodes.iter().zip(&found).enumerate() {
            if at.searched && node.leaf_value.is_none() {
                answers.values[number] = at.value;
            }
            if self.kind == PracticeKind::AlphaBeta {
                let parent_searched = node
                    .parent
                    .and_then(|parent| found.get(parent))
                    .is_some_and(|parent| parent.searched);
                answers.pruned[number] = !at.searched && parent_searched;
                answers.windows[number] = at.window;
            }
        }
        answers
    }

    /// Returns empty answers of the right length.
    pub fn blank(&self) -> Answers {
        Answers {
            values: vec![None; self.nodes.len()],
            pruned: vec![false; self.nodes.len()],
            windows: vec![None; self.nodes.len()],
        }
    }

    /// Marks the student's answers against the real search: see [`Marking`] for the order of
    /// the verdicts. Minimax judges every inner node's value. Alpha-beta judges the value of
    /// every node the search reached, a value written where it never went, each region where the
    /// student's pruned marks differ from the search's (once, at its top) and each pruned
    /// subtree marked right, and every window the student wrote. A tree the engine refuses (only
    /// possible if `nodes` was edited by hand) gives an empty marking.
    pub fn check(&self, answers: &Answers) -> Marking {
        match self.found() {
            Ok(found) => marking::mark(self, &found, answers),
            Err(_) => Marking {
                verdicts: Vec::new(),
                right: 0,
                out_of: 0,
            },
        }
    }
}

/// Returns the first chance node at or below `node`, in pre-order.
fn first_chance(node: &AbstractNode) -> Option<&AbstractNode> {
    if node.is_chance() {
        return Some(node);
    }
    node.children().iter().find_map(first_chance)
}

/// Appends `node` and its subtree to `nodes` in pre-order, below `parent`, at `depth` plies
/// from the root; returns its number.
fn push_subtree(nodes: &mut Vec<ExerciseNode>, node: &AbstractNode, parent: usize, depth: usize) -> usize {
    let number = nodes.len();
    nodes.push(ExerciseNode {
        label: node.label().to_string(),
        parent: Some(parent),
        children: Vec::new(),
        leaf_value: match node {
            AbstractNode::Leaf { value, .. } => Some(*value),
            AbstractNode::Utilities { .. } | AbstractNode::Inner { .. } | AbstractNode::Chance { .. } => None,
        },
        chooser: if depth.is_multiple_of(2) {
            Backup::Max
        } else {
            Backup::Min
        },
    });
    for child in node.children() {
        let child_number = push_subtree(nodes, child, number, depth + 1);
        nodes[number].children.push(child_number);
    }
    number
}

/// Turns the replay's open window ends, ±(MATE + 1), into the infinities students type
/// (`i32::MIN`, `i32::MAX`).
fn open_ended(bound: i32) -> i32 {
    if bound > MATE {
        i32::MAX
    } else if bound < -MATE {
        i32::MIN
    } else {
        bound
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree written as on the board (named A, A1, A1a as the lessons name them).
    fn tree(text: &str) -> Vec<AbstractNode> {
        crate::course::tree_text::parse_tree(text).unwrap()
    }

    /// The textbook tree: alpha-beta prunes B2 and B3.
    fn classic() -> Vec<AbstractNode> {
        tree("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]")
    }

    #[test]
    fn nodes_are_numbered_in_pre_order_with_their_chooser() {
        let exercise = Exercise::from_tree(PracticeKind::Minimax, &classic()).unwrap();
        let labels: Vec<&str> = exercise.nodes.iter().map(|node| node.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "root", "A", "A1", "A2", "A3", "B", "B1", "B2", "B3", "C", "C1", "C2", "C3"
            ]
        );
        assert_eq!(exercise.nodes[0].children, [1, 5, 9]);
        assert_eq!(exercise.nodes[7].parent, Some(5));
        assert_eq!(exercise.nodes[7].leaf_value, Some(4));
        assert_eq!(exercise.nodes[0].chooser, Backup::Max);
        assert_eq!(exercise.nodes[5].chooser, Backup::Min);
        assert_eq!(exercise.nodes[6].chooser, Backup::Max);
        assert_eq!(exercise.moves(), classic());
    }

    #[test]
    fn nodes_below_a_pruned_node_have_no_id() {
        // B is cut off after B1 (2 ≤ α = 3): B2 is stored as pruned, B2's children not at all.
        let moves = tree("[[[3]], [[2], [9]]]");
        let exercise = Exercise::from_tree(PracticeKind::AlphaBeta, &moves).unwrap();
        let search = exercise.search().unwrap();
        let ids = exercise.node_ids(&search.tree);
        assert_eq!(ids[0], None);
        assert_eq!(ids[4], Some(NodeId::new(0, 1)), "B");
        assert_eq!(ids[7], Some(NodeId::new(1, 2)), "B2");
        assert_eq!(ids[8], None, "B2a, below the pruned B2");
        let found = exercise.found().unwrap();
        let searched: Vec<bool> = found.iter().map(|at| at.searched).collect();
        assert_eq!(searched, [true, true, true, true, true, true, true, false, false]);
        assert_eq!(found[4].bound, Bound::Upper);
        assert_eq!(
            found[6].window,
            Some((3, i32::MAX)),
            "B1a is entered with α = 3 from A"
        );
    }

    #[test]
    fn the_kind_does_not_change_the_tree() {
        for seed in [0, 1, 42, u64::MAX] {
            let minimax = Exercise::random(PracticeKind::Minimax, seed);
            let alpha_beta = Exercise::random(PracticeKind::AlphaBeta, seed);
            assert_eq!(minimax.nodes, alpha_beta.nodes, "seed {seed}");
            assert_eq!(minimax.seed, Some(seed));
        }
    }

    #[test]
    fn hand_edited_nodes_never_panic() {
        let mut exercise = Exercise::random(PracticeKind::AlphaBeta, 5);
        // A child list pointing back up, and one pointing past the end.
        exercise.nodes[1].children.push(0);
        exercise.nodes[1].children.push(999);
        let marking = exercise.check(&exercise.solution());
        assert_eq!(marking.right, marking.out_of);
        // An inner node with no children: the engine refuses the tree, so nothing is judged.
        let last = exercise.nodes.len() - 1;
        exercise.nodes[last].leaf_value = None;
        assert_eq!(exercise.check(&Answers::default()).out_of, 0);
    }

    #[test]
    fn short_answer_lists_read_as_empty() {
        let exercise = Exercise::from_tree(PracticeKind::AlphaBeta, &classic()).unwrap();
        let marking = exercise.check(&Answers::default());
        assert_eq!(marking.right, 0);
        // Four inner values and the two pruned leaves are missing.
        assert_eq!(marking.out_of, 6);
    }
}
