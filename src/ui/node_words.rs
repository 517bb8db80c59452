//! What the views say about a node beyond its move and value, in the same words everywhere (the
//! tables, the tree view, the bars): a level beyond the depth is quiescence search's, a node that
//! could stand pat, a node quiescence stopped at its limit, a node whose value came from the
//! transposition table and where it was searched.

use crate::engine::tree::{NodeId, SearchTree, Status};

/// What a quiescence level holds, for a level's title and the tree view's horizon.
pub const QUIESCENCE_WORDS: &str = "quiescence: captures, promotions and check evasions only";

/// What a node that could stand pat did, for the hover of its value.
pub const STAND_PAT_HINT: &str = "Could stand pat on its static score: quiescence lets the side to move keep \
     the position as it is, so its value is the best of its static score and its captures' values.";

/// What a node quiescence stopped at its limit did, for its hover: not quiet, scored as it stands.
pub const QUIESCENCE_LIMIT_HINT: &str = "Not quiet (a capture, a promotion or an answer to check was still \
     possible), but quiescence stopped at its limit (10 plies past the depth): scored as it stands, so its value \
     may be wrong by what the exchange would have won.";

/// Returns true for a node quiescence search scored as it stands only because it reached its
/// limit, though it was not quiet.
pub fn at_quiescence_limit(tree: &SearchTree, id: NodeId) -> bool {
    tree.get(id).is_some_and(|node| node.at_quiescence_limit())
}

/// Says where the depth ends and why the levels below it exist: "Beyond depth 3: quiescence:
/// captures, promotions and check evasions only".
pub fn horizon_words(tree: &SearchTree) -> String {
    format!("Beyond depth {}: {QUIESCENCE_WORDS}", tree.depth())
}

/// Names a node as the tables and the tree view number it: "level 2, node 17", 1-based.
pub fn node_name(id: NodeId) -> String {
    format!("level {}, node {}", id.level, id.index + 1)
}

/// Returns the short mark of a transposition: "⇄ 17", the number of the node (in the same
/// level) that searched its position; `None` for any other node.
pub fn transposition_mark(tree: &SearchTree, id: NodeId) -> Option<String> {
    let source = tree.transposition_source(id)?;
    Some(format!("⇄ {}", source.index + 1))
}

/// Explains a transposition's value and names the node it came from, with the moves that led
/// there; `None` for any other node.
pub fn transposition_hint(tree: &SearchTree, id: NodeId) -> Option<String> {
    let source = tree.transposition_source(id)?;
    let line: Vec<String> = tree
        .path_to(source)
        .into_iter()
        .map(|step| tree.san_of(step))
        .collect();
    Some(format!(
        "Reached before by another order of moves: value from the transposition table (searched at {}: {}). \
         Click to go there.",
        node_name(source),
        line.join(" ")
    ))
}

/// Returns true for a node whose value may be its own static score: quiescence search let the
/// side to move stand pat there.
pub fn could_stand_pat(tree: &SearchTree, id: NodeId) -> bool {
    tree.get(id)
        .is_some_and(|node| node.stands_pat() && node.status() != Status::Pruned)
}
