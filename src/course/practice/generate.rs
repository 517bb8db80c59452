//! Random practice trees that a whole class can share: the same seed gives the same tree on
//! every computer.
//!
//! The numbers come from [`SplitMix64`], so a seed written on the board today gives the same
//! tree next year.

use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::random::SplitMix64;
use crate::engine::settings::Algorithm;

/// The depths a practice tree may have (plies from the root to its leaves).
pub const DEPTHS: std::ops::RangeInclusive<usize> = 2..=4;

/// The values a practice leaf may have: small enough to add up in one's head.
pub const VALUES: std::ops::RangeInclusive<i32> = -20..=20;

/// How many leaves a practice tree may have: enough to be worth doing, few enough to finish
/// in a few minutes, and few enough that the sheet fits a 1024-point window in projector mode.
pub const LEAVES: std::ops::RangeInclusive<usize> = 6..=20;

/// How many trees are drawn before giving up on a seed. A drawn tree is kept in about one try
/// in four, so no seed comes near this; the limit only makes sure the loop ends.
const MAX_ATTEMPTS: usize = 10_000;

/// Draws the tree for `seed` (the root's children): depth 2 to 4, 2 to 4 moves at a node,
/// leaf values −20 to 20, between 6 and 20 leaves (a depth-4 tree has two moves at a node), every leaf at the full depth, and labels as
/// the lessons write them. Trees that miss the leaf count, or where alpha-beta (left to right)
/// would prune nothing, are thrown away and the next one is drawn from the same stream, so
/// every seed is worth doing in both kinds of practice. The tree depends on the seed alone.
pub fn random_moves(seed: u64) -> Vec<AbstractNode> {
    let mut numbers = SplitMix64::new(seed);
    for _ in 0..MAX_ATTEMPTS {
        let depth = numbers.within(*DEPTHS.start() as i64..=*DEPTHS.end() as i64) as usize;
        // Deep trees get fewer moves per node, or they would grow past a few minutes' work.
        let widest = match depth {
            0..=2 => 4,
            3 => 3,
            _ => 2,
        };
        let moves = draw_children(&mut numbers, "", 0, depth, widest);
        let leaves: usize = moves.iter().map(leaf_count).sum();
        if LEAVES.contains(&leaves) && alpha_beta_prunes(&moves) {
            return moves;
        }
    }
    // Never reached for any seed tried; a tree is still better than a panic.
    classic_tree()
}

/// Draws the children of a node at `node_depth` (0 is the root) labelled `parent_label`, down
/// to `depth`. Numbers are drawn in pre-order, so the tree is a function of the stream.
fn draw_children(
    numbers: &mut SplitMix64,
    parent_label: &str,
    node_depth: usize,
    depth: usize,
    widest: i64,
) -> Vec<AbstractNode> {
    let count = numbers.within(2..=widest) as usize;
    (0..count)
        .map(|index| {
            let label = crate::course::tree_text::child_label(parent_label, node_depth, index);
            if node_depth + 1 == depth {
                let value = numbers.within(i64::from(*VALUES.start())..=i64::from(*VALUES.end()));
                AbstractNode::Leaf {
                    label,
                    value: value as i32,
                }
            } else {
                let children = draw_children(numbers, &label, node_depth + 1, depth, widest);
                AbstractNode::Inner { label, children }
            }
        })
        .collect()
}

/// Counts the leaves below (and including) a node.
fn leaf_count(node: &AbstractNode) -> usize {
    match node {
        AbstractNode::Leaf { .. } | AbstractNode::Utilities { .. } => 1,
        AbstractNode::Inner { children, .. } | AbstractNode::Chance { children, .. } => {
            children.iter().map(leaf_count).sum()
        }
    }
}

/// True if alpha-beta, searching left to right, leaves at least one node unsearched.
fn alpha_beta_prunes(moves: &[AbstractNode]) -> bool {
    search_abstract(moves, Algorithm::AlphaBeta).is_ok_and(|search| search.tree.counts().pruned > 0)
}

/// The textbook tree `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`, where alpha-beta prunes B2 and B3.
fn classic_tree() -> Vec<AbstractNode> {
    crate::course::tree_text::parse_tree("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]").unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_mix_64_gives_the_published_numbers() {
        // The first outputs for seed 1234567, from the reference C code.
        let mut numbers = SplitMix64::new(1_234_567);
        let first: Vec<u64> = (0..3).map(|_| numbers.next_u64()).collect();
        assert_eq!(
            first,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423
            ]
        );
    }

    #[test]
    fn drawn_numbers_stay_in_range() {
        let mut numbers = SplitMix64::new(7);
        for _ in 0..1000 {
            assert!((-20..=20).contains(&numbers.within(-20..=20)));
            assert!(numbers.below(3) < 3);
        }
        assert_eq!(numbers.below(0), 0);
    }

    #[test]
    fn the_fallback_tree_is_the_classic_one() {
        let moves = classic_tree();
        assert_eq!(moves[1].children()[2].label(), "B3");
        assert!(alpha_beta_prunes(&moves));
    }
}
