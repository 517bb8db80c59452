//! The order a student's search tries its moves in.
//!
//! Alpha-beta prunes by the order of the moves, so a grade searches in the student's own order
//! and never charges the pruning that follows from it. What the order itself must be is
//! checked once, as one difference naming the first place it shows and how many more:
//!
//! - **a tree of letters** under alpha-beta: the problem's order, left to right, is part of the
//!   problem;
//! - **ordered alpha-beta** in chess: the moves that take material (captures, promotions) come
//!   before the others; their order among themselves is the student's;
//! - **iterative deepening** in any game: the root tries first a move the search one ply
//!   shallower can choose (its best, or one as good).
//!
//! Plain alpha-beta and minimax may try the moves in any order, and so may ordered alpha-beta
//! in tic-tac-toe and Connect Four: nothing is captured there, and which cells or columns an
//! ordering tries first is the student's heuristic.

use crate::engine::settings::Technique;
use std::collections::HashMap;

use shakmaty::Move;

use crate::course::grade::place::place;
use crate::course::grade::reference::{Known, root_move, root_move_value};
use crate::course::grade::rules::{Game, GradedRules};
use crate::course::grade::words::{Units, bound};
use crate::course::grade::{Difference, GradeOptions, Kind, Place, algorithm_said, algorithm_words};
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::said::{Said, Told};
use crate::engine::settings::Algorithm;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::engine::tree_file::TreeFile;

/// The first place an order differs, and how many places do.
struct FirstOf {
    /// The first one: the node (`None`: the root) and what to say of it.
    first: Option<(Option<NodeId>, Told)>,
    /// How many places in all.
    count: usize,
}

impl FirstOf {
    fn new() -> FirstOf {
        FirstOf {
            first: None,
            count: 0,
        }
    }

    /// Counts a place, keeping the first.
    fn add(&mut self, node: Option<NodeId>, words: impl FnOnce() -> Told) {
        self.count += 1;
        if self.first.is_none() {
            self.first = Some((node, words()));
        }
    }

    /// Returns the one difference, if any place counted: `what` said of the first, then how
    /// many more, then `rule`.
    fn difference(self, tree: &SearchTree, rule: Told) -> Option<Difference> {
        let (node, what) = self.first?;
        let more = match self.count {
            1 => String::new(),
            2 => String::from(" (and at 1 more node)"),
            count => format!(" (and at {} more nodes)", count - 1),
        };
        let said = Said::new("grade-order")
            .said("what", what.said)
            .count("more", self.count - 1)
            .said("rule", rule.said);
        let place = match node {
            Some(id) => place(tree, id.level, id.index as usize),
            None => Place::root(),
        };
        Some(Difference {
            kind: Kind::Order,
            place,
            reason: Told::new(format!("{}{more}. {}", what.english, rule.english), said),
        })
    }
}

/// Names a node of the student's tree in a sentence: "the root", "B", "Nf3".
fn node_name(tree: &SearchTree, node: Option<NodeId>) -> String {
    node.map_or_else(|| String::from("the root"), |id| tree.san_of(id))
}

/// Names a node as [`node_name`] does, as a sentence of the catalogue.
fn node_said(tree: &SearchTree, node: Option<NodeId>) -> Said {
    node.map_or_else(
        || Said::new("opened-place-root"),
        |id| Said::new("said-text").text("text", tree.san_of(id)),
    )
}

/// Returns the student's nodes with children, the root (`None`) first, each with its children.
fn families(tree: &SearchTree) -> impl Iterator<Item = (Option<NodeId>, Vec<NodeId>)> + '_ {
    let root = std::iter::once((None, tree.root_children().collect::<Vec<_>>()));
    let nodes = (0..tree.levels().len()).flat_map(move |level| {
        (0..tree.levels()[level].nodes.len()).filter_map(move |index| {
            let id = NodeId::new(level, index as u32);
            let children: Vec<NodeId> = tree.children_of(id).collect();
            (!children.is_empty()).then_some((Some(id), children))
        })
    });
    root.chain(nodes)
}

/// Returns an abstract problem with every node's moves in the order the student's tree tries
/// them (moves it leaves out after, in the problem's order), and, under alpha-beta, the one
/// difference naming where that is not the problem's order.
pub(crate) fn in_student_order(
    problem: &[AbstractNode],
    file: &TreeFile,
    tree: &SearchTree,
) -> (Vec<AbstractNode>, Option<Difference>) {
    // The labels of each student node's children, in the student's order, by the node's label.
    let mut orders: HashMap<String, Vec<String>> = HashMap::new();
    let mut nodes: HashMap<String, Option<NodeId>> = HashMap::new();
    for (node, children) in families(tree) {
        let label = node.map_or_else(String::new, |id| tree.san_of(id));
        nodes.insert(label.clone(), node);
        orders.insert(label, children.iter().map(|&id| tree.san_of(id)).collect());
    }
    let mut reordered = FirstOf::new();
    let ordered = reorder(problem, "", &orders, &mut |label, yours, problems| {
        let node = nodes.get(label).copied().flatten();
        reordered.add(node, || {
            Told::new(
                format!(
                    "{}'s moves come in another order: yours {yours}; the problem's is {problems}",
                    node_name(tree, node)
                ),
                Said::new("grade-order-problem")
                    .said("node", node_said(tree, node))
                    .text("yours", yours)
                    .text("problems", problems),
            )
        });
    });
    let rule = Told::new(
        format!(
            "The problem's order, left to right, is part of the problem; {} prunes by the order, so your \
             search is graded in your order",
            algorithm_words(file.algorithm)
        ),
        Said::new("grade-order-problem-rule").said("algorithm", algorithm_said(file.algorithm)),
    );
    let difference = match file.algorithm.prunes() {
        true => reordered.difference(tree, rule),
        false => None,
    };
    (ordered, difference)
}

/// Returns `children` (the moves from the node labelled `parent`) in the student's order, their
/// subtrees too; `told` hears of every node whose order differs from the problem's: its label,
/// the student's order and the problem's.
fn reorder(
    children: &[AbstractNode],
    parent: &str,
    orders: &HashMap<String, Vec<String>>,
    told: &mut dyn FnMut(&str, String, String),
) -> Vec<AbstractNode> {
    let mut moves: Vec<(usize, &AbstractNode)> = children.iter().enumerate().collect();
    if let Some(listed) = orders.get(parent) {
        let place = |node: &AbstractNode| listed.iter().position(|label| label == node.label());
        moves.sort_by_key(|(_, node)| place(node).unwrap_or(usize::MAX));
        if moves.iter().enumerate().any(|(at, (was, _))| at != *was) {
            let names = |nodes: &mut dyn Iterator<Item = &AbstractNode>| {
                nodes.map(AbstractNode::label).collect::<Vec<_>>().join(", ")
            };
            let listed_moves = || {
                moves
                    .iter()
                    .map(|(_, node)| *node)
                    .filter(|node| place(node).is_some())
            };
            let problems: Vec<&AbstractNode> = children.iter().filter(|node| place(node).is_some()).collect();
            told(
                parent,
                names(&mut listed_moves()),
                names(&mut problems.into_iter()),
            );
        }
    }
    moves
        .into_iter()
        .map(|(_, node)| reorder_below(node, orders, told))
        .collect()
}

/// Returns `node` with the moves below it in the student's order. A chance node's outcomes keep
/// their order and probabilities (chance is searched whole, in any order), and the moves below
/// them are reordered.
fn reorder_below(
    node: &AbstractNode,
    orders: &HashMap<String, Vec<String>>,
    told: &mut dyn FnMut(&str, String, String),
) -> AbstractNode {
    match node {
        AbstractNode::Leaf { .. } | AbstractNode::Utilities { .. } => node.clone(),
        AbstractNode::Inner { label, children } => AbstractNode::Inner {
            label: label.clone(),
            children: reorder(children, label, orders, told),
        },
        AbstractNode::Chance {
            label,
            children,
            probabilities,
        } => AbstractNode::Chance {
            label: label.clone(),
            children: children
                .iter()
                .map(|child| reorder_below(child, orders, told))
                .collect(),
            probabilities: probabilities.clone(),
        },
    }
}

/// Returns true for a move that takes material: a capture or a promotion.
fn takes_material(m: &Move) -> bool {
    m.is_capture() || m.is_promotion()
}

/// For ordered alpha-beta in chess: the one difference naming where the student's order does
/// not try the moves that take material first (with iterative deepening, after the first move
/// tried, the last iteration's).
pub(crate) fn captures_first(file: &TreeFile, tree: &SearchTree) -> Option<Difference> {
    // Taking material is a chess question: another game's order is the student's to choose.
    if file.algorithm != Algorithm::Ordered || file.root.is_none() {
        return None;
    }
    let mut late = FirstOf::new();
    for (node, children) in families(tree) {
        let before = match node {
            Some(id) => tree.position_of(id),
            None => tree.chess_root().cloned(),
        };
        let Some(before) = before else {
            continue;
        };
        let moves: Vec<Move> = children
            .iter()
            .filter_map(|&id| tree.get(id).and_then(|child| child.packed_move().unpack(&before)))
            .collect();
        let skip = usize::from(file.techniques.has(Technique::Iterative));
        let tried = moves.get(skip..).unwrap_or_default();
        let Some(quiet) = tried.iter().position(|m| !takes_material(m)) else {
            continue;
        };
        let Some(capture) = tried[quiet..].iter().find(|m| takes_material(m)) else {
            continue;
        };
        let san = |m: &Move| crate::engine::position::san_plus(&before, *m);
        late.add(node, || {
            Told::new(
                format!(
                    "{}'s moves do not take material first: yours try {} before {}",
                    node_name(tree, node),
                    san(&tried[quiet]),
                    san(capture)
                ),
                Said::new("grade-order-captures")
                    .said("node", node_said(tree, node))
                    .text("quiet", san(&tried[quiet]))
                    .text("capture", san(capture)),
            )
        });
    }
    late.difference(
        tree,
        Told::new(
            "Ordered alpha-beta tries the captures and promotions before the other moves (in any order among \
             themselves); your search is graded in your order",
            Said::new("grade-order-captures-rule"),
        ),
    )
}

/// For a tree of a game (chess, tic-tac-toe, Connect Four) that says it deepened iteratively:
/// the difference saying the root's first move is not one the search one ply shallower can
/// choose, where Klados can show it (the student's tree does not score every position that
/// search needs, so each root move's value is known within bounds).
pub(crate) fn iterative_claim<R: GradedRules>(
    file: &TreeFile,
    game: &Game<R>,
    tree: &SearchTree,
    options: GradeOptions,
) -> Option<Difference> {
    if !file.techniques.has(Technique::Iterative) || file.depth < 2 {
        return None;
    }
    let shallower = file.depth - 1;
    let backup = game.rules.turn(&game.root);
    let searched: Vec<(NodeId, R::Move)> = tree
        .root_children()
        .filter(|&id| {
            file.levels[0]
                .get(id.index as usize)
                .is_some_and(|row| row.status != Status::Pruned)
        })
        .filter_map(|id| Some((id, root_move(game, tree, id)?)))
        .collect();
    let &(first, first_move) = searched.first()?;
    let first_value = root_move_value(file, game, tree, options, first_move, shallower)?;
    // A move surely better than the first for the side to move at the root.
    let better = searched.iter().skip(1).find_map(|&(id, m)| {
        let known = root_move_value(file, game, tree, options, m, shallower)?;
        let surely = match backup {
            Backup::Max => known.low > first_value.high,
            Backup::Min => known.high < first_value.low,
        };
        surely.then_some((id, known))
    })?;
    // Plain numbers, as this difference has always written them (in chess, centipawns).
    let units = Units::Plain;
    let worth = |known: Known| match (known.low == known.high, backup) {
        (true, _) => bound("exact", units.value(known.low)),
        (false, Backup::Max) => bound("least", units.value(known.low)),
        (false, Backup::Min) => bound("most", units.value(known.high)),
    };
    let first_worth = match (first_value.low == first_value.high, backup) {
        (true, _) => bound("exact", units.value(first_value.low)),
        (false, Backup::Max) => bound("most", units.value(first_value.high)),
        (false, Backup::Min) => bound("least", units.value(first_value.low)),
    };
    let better_worth = worth(better.1);
    Some(Difference {
        kind: Kind::Order,
        place: Place::root(),
        reason: Told::new(
            format!(
                "the tree says iterative deepening, but the root tries {} first, which the search to {} does \
                 not choose: {} is better there ({} against {}). Iterative deepening tries the last \
                 iteration's best move first",
                tree.san_of(first),
                crate::engine::words::plies(shallower),
                tree.san_of(better.0),
                better_worth.english,
                first_worth.english
            ),
            Said::new("grade-iterative-first")
                .text("first", tree.san_of(first))
                .count("plies", shallower)
                .text("better", tree.san_of(better.0))
                .said("worth", better_worth.said)
                .said("against", first_worth.said),
        ),
    })
}
