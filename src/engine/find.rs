//! Finding a node of a search tree from what a person types, so that a student who wonders
//! "what did it think of 1. e4 e5 2. Bc4?" can go straight there instead of opening family
//! after family.
//!
//! [`find_node`] reads three kinds of text:
//! * a line of moves from the root, in SAN (`e4 e5 Bc4`, move numbers allowed: `1. e4 e5
//!   2. Bc4`) or UCI (`e2e4 e7e5`);
//! * a level and a node number as the tables show them (`2:17`, `level 2 node 17`): levels
//!   count from 0 like `NodesAnalysis0`, nodes from 1 like the tables' first column;
//! * in an abstract tree, the nodes' labels (`B2`, or a line of them: `B B2`).
//!
//! When the text names nothing in the tree, the error says which part is missing, in one line.

use shakmaty::{Chess, Move};

use crate::engine::said::Said;
use crate::engine::tree::{NodeId, PackedMove, SearchTree};

/// Why a text names no node of the tree; its `Display` is the one line shown under the box.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FindError {
    /// Nothing was typed.
    #[error("Type a line of moves (Nf3 e5 Bc4) or a level and a node (2:17).")]
    Empty,
    /// The level asked for is not in the tree.
    #[error("There is no level {asked}: the tree has levels 0 to {last}.")]
    NoLevel {
        /// The level typed.
        asked: usize,
        /// The tree's last level.
        last: usize,
    },
    /// The node number asked for is not in its level (numbers count from 1).
    #[error("Level {level} has nodes 1 to {count}: there is no node {asked}.")]
    NoNode {
        /// The level.
        level: usize,
        /// The node number typed.
        asked: usize,
        /// How many nodes the level has.
        count: usize,
    },
    /// A word of the line is no move (or no label) in the position it comes to.
    #[error("No move {word} {}.", place_words(before.as_deref()))]
    NoMove {
        /// The word as typed.
        word: String,
        /// The moves typed before it (`Nf3 e5`); `None` in the position searched.
        before: Option<String>,
    },
    /// A legal move that the search did not look at there (the line ends at a leaf, or
    /// quiescence searched captures only).
    #[error("{word} was not searched {}.", place_words(before.as_deref()))]
    NotSearched {
        /// The move as typed.
        word: String,
        /// The moves typed before it (`Nf3 e5`); `None` in the position searched.
        before: Option<String>,
    },
}

/// Where a word of the line was looked for, in English: "in the position searched", "after Nf3 e5".
fn place_words(before: Option<&str>) -> String {
    match before {
        None => String::from("in the position searched"),
        Some(line) => format!("after {line}"),
    }
}

impl FindError {
    /// Says why the text names no node, as a sentence of the window's catalogue (the same words
    /// as [`std::fmt::Display`]'s English, with the numbers grouped by thousands).
    pub fn said(&self) -> Said {
        match self {
            FindError::Empty => Said::new("find-empty"),
            FindError::NoLevel { asked, last } => Said::new("find-no-level")
                .count("asked", *asked)
                .count("last", *last),
            FindError::NoNode { level, asked, count } => Said::new("find-no-node")
                .count("level", *level)
                .count("asked", *asked)
                .count("count", *count),
            FindError::NoMove { word, before } => match before {
                None => Said::new("find-no-move-root").text("word", word.clone()),
                Some(line) => Said::new("find-no-move-after")
                    .text("word", word.clone())
                    .text("line", line.clone()),
            },
            FindError::NotSearched { word, before } => match before {
                None => Said::new("find-not-searched-root").text("word", word.clone()),
                Some(line) => Said::new("find-not-searched-after")
                    .text("word", word.clone())
                    .text("line", line.clone()),
            },
        }
    }
}

/// Returns the node `text` names in `tree`: a line of moves (SAN or UCI, move numbers
/// skipped), a level and a node number (`2:17`), or in an abstract tree a label (`B2`).
pub fn find_node(tree: &SearchTree, text: &str) -> Result<NodeId, FindError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FindError::Empty);
    }
    if let Some((level, number)) = level_and_number(text) {
        return node_at(tree, level, number);
    }
    let words: Vec<&str> = text
        .split_whitespace()
        .map(without_move_number)
        .filter(|word| !word.is_empty())
        .collect();
    if words.is_empty() {
        return Err(FindError::Empty);
    }
    // An abstract tree's labels are unique (A, A1, A1a…): one label finds its node anywhere.
    if tree.game().labels().is_some()
        && let [word] = words[..]
        && let Some(id) = node_labelled(tree, word)
    {
        return Ok(id);
    }
    follow_line(tree, &words)
}

/// Reads "2:17", "2 17", "level 2 node 17" or "level 2, node 17" as (level, node number).
fn level_and_number(text: &str) -> Option<(usize, usize)> {
    let lower = text.to_lowercase();
    let spaced: String = lower
        .replace("level", " ")
        .replace("node", " ")
        .chars()
        .map(|c| if matches!(c, ':' | ',' | '#') { ' ' } else { c })
        .collect();
    let numbers: Vec<usize> = spaced
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    match numbers[..] {
        [level, number] => Some((level, number)),
        _ => None,
    }
}

/// The node numbered `number` (from 1) in `level`, or why there is none.
fn node_at(tree: &SearchTree, level: usize, number: usize) -> Result<NodeId, FindError> {
    let Some(nodes) = tree.levels().get(level) else {
        return Err(FindError::NoLevel {
            asked: level,
            last: tree.levels().len().saturating_sub(1),
        });
    };
    let count = nodes.nodes.len();
    if number == 0 || number > count {
        return Err(FindError::NoNode {
            level,
            asked: number,
            count,
        });
    }
    Ok(NodeId::new(level, (number - 1) as u32))
}

/// Drops a move number in front of a move ("1.", "12...", "1.Nf3" → "Nf3").
fn without_move_number(word: &str) -> &str {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if digits.len() < word.len() && digits.starts_with('.') {
        digits.trim_start_matches('.')
    } else {
        word
    }
}

/// The node of an abstract tree whose label is `word` (case does not matter).
fn node_labelled(tree: &SearchTree, word: &str) -> Option<NodeId> {
    tree.levels().iter().enumerate().find_map(|(level, nodes)| {
        (0..nodes.nodes.len() as u32)
            .map(|index| NodeId::new(level, index))
            .find(|&id| tree.san_of(id).eq_ignore_ascii_case(word))
    })
}

/// Walks the line from the root, one word a level.
fn follow_line(tree: &SearchTree, words: &[&str]) -> Result<NodeId, FindError> {
    let mut parent: Option<NodeId> = None;
    for (played, &word) in words.iter().enumerate() {
        let line_before = (played > 0).then(|| words[..played].join(" "));
        let children: Vec<NodeId> = match parent {
            None => tree.root_children().collect(),
            Some(id) => tree.children_of(id).collect(),
        };
        let chess_before = match parent {
            None => tree.chess_root().cloned(),
            Some(id) => tree.position_of(id),
        };
        // A chess move is read in its position; any other game's move (a drawn tree's label,
        // a cell, a column) by the name the tree gives it.
        let found = if let Some(before) = chess_before {
            let Some(m) = chess_move(&before, word) else {
                return Err(FindError::NoMove {
                    word: word.to_owned(),
                    before: line_before.clone(),
                });
            };
            let packed = PackedMove::new(m);
            let child = children
                .iter()
                .copied()
                .find(|&id| tree.get(id).is_some_and(|node| node.packed_move() == packed));
            let Some(id) = child else {
                return Err(FindError::NotSearched {
                    word: word.to_owned(),
                    before: line_before.clone(),
                });
            };
            id
        } else {
            let named = children
                .iter()
                .copied()
                .find(|&id| tree.san_of(id).eq_ignore_ascii_case(word));
            let Some(id) = named else {
                return Err(FindError::NoMove {
                    word: word.to_owned(),
                    before: line_before.clone(),
                });
            };
            id
        };
        parent = Some(found);
    }
    // `words` is not empty, so the loop found a node or returned.
    parent.ok_or(FindError::Empty)
}

/// Reads a move typed in SAN (with or without + and #, or a "!?" after it) or UCI, legal in
/// `before`.
fn chess_move(before: &Chess, word: &str) -> Option<Move> {
    crate::engine::position::parse_move(before, word.trim_end_matches(['!', '?'])).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::abstract_tree::{AbstractNode, search_abstract};
    use crate::engine::search::search;
    use crate::engine::settings::{Algorithm, SearchSettings};

    /// Minimax to depth 3 from the starting position: every legal line is in the tree.
    fn chess_tree() -> SearchTree {
        let settings = SearchSettings::new(3, Algorithm::Minimax);
        match search(&Chess::default(), &[], &settings, &Default::default()) {
            Ok(tree) => tree,
            Err(error) => panic!("the search failed: {error}"),
        }
    }

    /// The line of SAN moves from the root to `id`.
    fn line_of(tree: &SearchTree, id: NodeId) -> String {
        let sans: Vec<String> = tree
            .path_to(id)
            .into_iter()
            .map(|step| tree.san_of(step))
            .collect();
        sans.join(" ")
    }

    #[test]
    fn a_line_in_san_uci_or_with_move_numbers_finds_the_same_node() {
        let tree = chess_tree();
        let mut found = Vec::new();
        for text in [
            "e4 e5 Bc4",
            "1. e4 e5 2. Bc4",
            "1.e4 e5 2.Bc4",
            "e2e4 e7e5 f1c4",
            "e4 e7e5 Bc4!?",
        ] {
            match find_node(&tree, text) {
                Ok(id) => found.push(id),
                Err(error) => panic!("{text}: {error}"),
            }
        }
        assert_eq!(found[0].level, 2);
        assert_eq!(line_of(&tree, found[0]), "e4 e5 Bc4");
        assert!(found.iter().all(|&id| id == found[0]), "{found:?}");
    }

    #[test]
    fn a_level_and_a_number_find_the_row_the_table_shows() {
        let tree = chess_tree();
        let expected = NodeId::new(2, 16);
        for text in ["2:17", " 2 : 17 ", "level 2 node 17", "Level 2, node 17", "2 17"] {
            assert_eq!(find_node(&tree, text), Ok(expected), "{text}");
        }
        assert_eq!(find_node(&tree, "0:1"), Ok(NodeId::new(0, 0)));
    }

    #[test]
    fn what_is_not_in_the_tree_is_named() {
        let tree = chess_tree();
        let check = |text: &str, expected: &str| match find_node(&tree, text) {
            Ok(id) => panic!("{text} found {id:?}"),
            Err(error) => assert_eq!(error.to_string(), expected, "{text}"),
        };
        check("Bc9", "No move Bc9 in the position searched.");
        check("e4 e5 Bc9", "No move Bc9 after e4 e5.");
        check("Nf3 e5 Bc4", "No move Bc4 after Nf3 e5.");
        check("Nf3 e4", "No move e4 after Nf3.");
        // Depth 3: the fourth move was never searched.
        check("e4 e5 Bc4 Nf6", "Nf6 was not searched after e4 e5 Bc4.");
        check("7:1", "There is no level 7: the tree has levels 0 to 2.");
        check("0:21", "Level 0 has nodes 1 to 20: there is no node 21.");
        check("0:0", "Level 0 has nodes 1 to 20: there is no node 0.");
        check("   ", &FindError::Empty.to_string());
        check("1.", &FindError::Empty.to_string());
        check("Nf3 éé ", "No move éé after Nf3.");
    }

    #[test]
    fn an_abstract_tree_finds_a_label_alone_or_in_a_line() {
        // [[3, 12, 8], [2, 4, 6], [14, 5, 2]], labelled as a tree text labels it.
        let children: Vec<AbstractNode> = [("A", [3, 12, 8]), ("B", [2, 4, 6]), ("C", [14, 5, 2])]
            .into_iter()
            .map(|(label, values)| AbstractNode::Inner {
                label: label.to_string(),
                children: (1..)
                    .zip(values)
                    .map(|(number, value)| AbstractNode::Leaf {
                        label: format!("{label}{number}"),
                        value,
                    })
                    .collect(),
            })
            .collect();
        let tree = match search_abstract(&children, Algorithm::Minimax) {
            Ok(searched) => searched.tree,
            Err(error) => panic!("{error}"),
        };
        let b2 = NodeId::new(1, 4);
        assert_eq!(tree.san_of(b2), "B2");
        assert_eq!(find_node(&tree, "B2"), Ok(b2));
        assert_eq!(find_node(&tree, "b2"), Ok(b2));
        assert_eq!(find_node(&tree, "B B2"), Ok(b2));
        assert_eq!(find_node(&tree, "1:5"), Ok(b2));
        assert_eq!(
            find_node(&tree, "A B2").map_err(|error| error.to_string()),
            Err(String::from("No move B2 after A."))
        );
    }
}
