//! Max^n's code beside its replay: a drawn tree of three or more players is searched by max^n
//! ([`crate::engine::abstract_tree`]'s `maxn.rs`), whose value is a tuple, not one number MAX
//! maximises and MIN minimises. So the Code pane shows max^n's own code, depth first as a
//! textbook prints it ([`depth_first`]) or as Klados runs it ([`klados`], the function of
//! `src/engine/abstract_tree/maxn.rs` itself), and level by level as Huo Chess's loops would
//! back tuples up ([`level_by_level`]).
//!
//! The replay of a max^n tree is a minimax replay (every level takes the largest of its own
//! numbers), so its steps are the same [`Act`]s and light their lines by the same markers
//! (`# @best`); only the words differ ([`act_said`]): a leaf holds a tuple, the player to move
//! keeps a child's tuple by its own number, a node returns its tuple.

use crate::engine::code::source::{dedent, function_lines};
use crate::engine::code::{Act, Listing};
use crate::engine::said::Said;
use crate::engine::tree::{NodeId, SearchTree, player_name, tuple_text};

/// Max^n's search, as it was when this program was built.
pub const MAXN_RS: &str = include_str!("../abstract_tree/maxn.rs");

/// The file the Rust listing comes from, as its title names it.
pub const MAXN_FILE: &str = "src/engine/abstract_tree/maxn.rs";

/// The function of [`MAXN_RS`] shown: it searches a node's children and keeps the best tuple.
pub const FUNCTION: &str = "expand";

/// The pseudocode's title, as [`crate::engine::code::pseudocode`]'s titles name algorithms.
pub const TITLE: &str = "Max^n (three or more players)";

/// The level-by-level pseudocode's title.
pub const LEVEL_BY_LEVEL_TITLE: &str = "Max^n level by level";

/// The markers a depth-first max^n listing carries: every act of a max^n replay
/// ([`acts`]) has its line.
pub const MARKERS: [&str; 6] = ["start", "call", "leaf", "best", "return", "choose"];

/// Every act a max^n replay lights: depth first, then level by level.
pub fn acts() -> Vec<Act> {
    use crate::engine::tree::Backup::Max;
    vec![
        Act::Start,
        Act::Call {
            chooser: Max,
            chance: false,
        },
        Act::Leaf,
        Act::Best { chooser: Max },
        Act::Return,
        Act::Choose,
        Act::Fill,
        Act::BackupLevel,
        Act::BackupGroup { chooser: Max },
    ]
}

/// Max^n depth first, as a textbook prints it (Python-like): a node's value is a tuple, one
/// utility per player; the player to move keeps the child's tuple whose entry for itself is
/// largest, the first on a tie; a leaf returns its own tuple.
pub fn depth_first() -> Listing {
    let text = "\
def think(root):
    maxn(root)                            # @start
    return root.best_move                 # the child the tuple came from  @choose

def maxn(node):                           # returns a tuple: one utility per player
    if node.is_leaf():
        return node.utilities             # e.g. (1, 2, 6): A's, B's, C's  @leaf
    player = node.player_to_move          # A at the root, then B, C, A, ...
    best = (-INF,) * PLAYERS              # below every tuple, for every player
    for move in node.moves():
        value = maxn(node.play(move))     # the child's tuple  @call
        if value[player] > best[player]:  # keep the better child for the player to move  @best
            best = value                  # (>: on a tie the first stays)
    return best                           # the whole tuple goes up  @return
";
    Listing::parse(TITLE, text, "#")
}

/// Max^n level by level, in Huo Chess's order: the levels filled first, then the tuples backed
/// up, the deepest level first, each parent keeping the child best for its player.
pub fn level_by_level() -> Listing {
    let text = "\
def think(root, depth):
    levels = [[root]]                    # the root alone, above level 0  @start
    for ply in range(depth):             # fill NodesAnalysis0, 1, 2, ...
        levels.append([child for node in levels[-1] for child in node.children()])   # @fill
    for ply in range(depth, 0, -1):      # back up, the deepest level first
        for node in levels[ply]:         # @backup
            parent = levels[ply - 1][node.parent]   # parent.best starts below every tuple
            player = parent.player_to_move   # A at the root, then B, C, A, ...
            if node.utilities[player] > parent.best[player]:   # @backup-max
                parent.best = node.utilities   # keep the better child for the player to move
    return root.best_move                # the child the tuple came from  @choose
";
    Listing::parse(LEVEL_BY_LEVEL_TITLE, text, "#")
}

/// Klados's max^n: the function [`FUNCTION`] of `src/engine/abstract_tree/maxn.rs`, with its
/// doc comment, its comments as they are.
pub fn klados() -> Listing {
    let lines: Vec<&str> = MAXN_RS.lines().collect();
    let mut text = String::new();
    if let Some((range, indent)) = function_lines(&lines, FUNCTION) {
        for line in &lines[range] {
            text.push_str(dedent(line, indent));
            text.push('\n');
        }
    }
    Listing::parse(&format!("Klados's max^n ({MAXN_FILE})"), &text, "//")
}

/// Says what `act` does at `node` (`None`: the root) of a max^n tree, as a sentence of the
/// catalogue (`code-maxn-act-…`): with the tuple and the player where the act has them.
pub fn act_said(tree: &SearchTree, node: Option<NodeId>, act: Act) -> Said {
    let tuple = |id: NodeId| {
        tree.utilities_of(id)
            .map_or_else(|| String::from("?"), tuple_text)
    };
    // The player who chooses among the node's siblings: the one to move at its parent.
    let chooser = |id: NodeId| {
        tree.chooser_of_level(id.level)
            .map_or_else(String::new, player_name)
    };
    match (act, node) {
        (Act::Leaf, Some(id)) => Said::new("code-maxn-act-leaf").text("tuple", tuple(id)),
        (Act::Best { .. }, Some(id)) => Said::new("code-maxn-act-best")
            .text("player", chooser(id))
            .text("tuple", tuple(id)),
        (Act::Return, Some(id)) => Said::new("code-maxn-act-return").text("tuple", tuple(id)),
        (Act::Choose, _) => Said::new("code-maxn-act-choose").text(
            "tuple",
            tree.root_utilities()
                .map_or_else(|| String::from("?"), tuple_text),
        ),
        (Act::BackupGroup { .. }, _) => Said::new("code-maxn-act-backup-group"),
        (Act::BackupLevel, _) => Said::new("code-maxn-act-backup-level"),
        (Act::Fill, _) => Said::new("code-maxn-act-fill"),
        (other, _) => Said::new(other.message()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of the two-player games, which a tree of three players must not show.
    const TWO_PLAYER_WORDS: [&str; 9] = [
        "MAX",
        "MIN",
        "White",
        "Black",
        "alpha",
        "beta",
        "α",
        "β",
        "max_to_move",
    ];

    #[test]
    fn every_listing_has_every_marker_and_no_two_player_word() {
        for listing in [depth_first(), klados()] {
            for marker in MARKERS {
                assert!(
                    listing.line_marked(marker).is_some(),
                    "{}: no line marked {marker}",
                    listing.title
                );
            }
        }
        let level = level_by_level();
        for marker in ["start", "fill", "backup", "backup-max", "choose"] {
            assert!(level.line_marked(marker).is_some(), "level by level: {marker}");
        }
        for listing in [depth_first(), klados(), level] {
            assert!(listing.lines.iter().all(|line| !line.text.contains('@')));
            for line in &listing.lines {
                let words = line.text.split(|c: char| !c.is_alphanumeric());
                for word in words {
                    assert!(
                        !TWO_PLAYER_WORDS.contains(&word),
                        "{}: {:?} says {word}",
                        listing.title,
                        line.text
                    );
                }
            }
        }
    }

    #[test]
    fn the_pseudocode_is_short_and_the_rust_is_maxn_rs_own() {
        let listing = depth_first();
        assert!(listing.lines.len() <= 15, "{} lines", listing.lines.len());
        let best = listing
            .line_marked("best")
            .map(|line| listing.lines[line].text.clone());
        assert!(best.is_some_and(|text| text.contains("if value[player] > best[player]:")));
        let rust = klados();
        let call = rust.line_marked("call").map(|line| rust.lines[line].text.clone());
        assert!(call.is_some_and(|text| text.contains("self.expand(")));
        assert!(rust.lines.iter().any(|line| line.text.contains("fn expand(")));
    }
}
