//! The nodes a step's text names, so that `lessons check` can ask that the step focus them and
//! the tree view can draw the nodes a question asks about.
//!
//! A teacher reads the story aloud while the class looks at the tree: a node the text talks
//! about ("A2 comes back", "Qxd5 has fallen") must be framed on screen, so the step names it in
//! `focus`. This module finds the names in a text: an abstract tree's labels ("A2", "B1a"), or
//! in a chess lesson the moves in SAN of the root's moves and their replies ("Qxd5", "b1=Q+").
//! A bare square such as "e4" is left alone: it names a square as often as a pawn's move.

use std::collections::HashMap;

use super::LessonSearch;
use crate::engine::tree::NodeId;

/// The deepest level whose chess moves a text is taken to name (0: the root's moves, 1: the
/// replies). Deeper moves are named in lines ("Rd8+ Kh7 Rh8+") that other depths play.
const NAMED_CHESS_LEVELS: usize = 2;

/// One name in a text: the word as written, and every node of the tree it may mean (a move
/// may be played in several places of a chess tree).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Named {
    /// The name as the text writes it, without punctuation ("A2", "Qxd5").
    pub word: String,
    /// The nodes of that name.
    pub nodes: Vec<NodeId>,
}

/// Returns the node names in `text`, each once, in the order they first appear.
pub(super) fn names_in(text: &str, search: &LessonSearch) -> Vec<Named> {
    let index = name_index(search);
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut named: Vec<Named> = Vec::new();
    for (place, raw) in words.iter().enumerate() {
        let word = bare(raw);
        let key = key_of(word);
        let Some(nodes) = index.get(&key) else {
            continue;
        };
        if search.labels.is_none() && !looks_like_a_piece_move(&key) {
            continue;
        }
        if search.labels.is_some() && is_an_english_word(&words, place, word) {
            continue;
        }
        if !named.iter().any(|known| key_of(&known.word) == key) {
            named.push(Named {
                word: word.to_owned(),
                nodes: nodes.clone(),
            });
        }
    }
    named
}

/// Every node's name, as a text would write it, with the nodes of that name. The root has no
/// name a text could use ("now", "start" are words).
fn name_index(search: &LessonSearch) -> HashMap<String, Vec<NodeId>> {
    let mut index: HashMap<String, Vec<NodeId>> = HashMap::new();
    let levels = match search.labels {
        Some(_) => search.tree.levels().len(),
        None => NAMED_CHESS_LEVELS.min(search.tree.levels().len()),
    };
    for (level, nodes) in search.tree.levels().iter().take(levels).enumerate() {
        for position in 0..nodes.nodes.len() {
            let id = NodeId::new(level, position as u32);
            index.entry(key_of(&search.name_of(id))).or_default().push(id);
        }
    }
    index
}

/// A name without the check marks, which a text may leave out.
fn key_of(name: &str) -> String {
    name.trim_end_matches(['+', '#']).to_owned()
}

/// A word without the punctuation around it, and without a possessive "'s".
fn bare(word: &str) -> &str {
    let word = word.trim_start_matches(['(', '"', '\u{201c}', '\'', '\u{2018}', '[']);
    let word = word.trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '"', '\u{201d}', '\'', ']']);
    word.strip_suffix("'s")
        .or_else(|| word.strip_suffix("\u{2019}s"))
        .unwrap_or(word)
}

/// True for a move in SAN that cannot be read as a square: a piece's move, a capture, a
/// promotion or castling ("Nf3", "exd5", "b1=Q", "O-O"); false for "e4".
fn looks_like_a_piece_move(san: &str) -> bool {
    san.starts_with(['K', 'Q', 'R', 'B', 'N', 'O']) || san.contains(['x', '='])
}

/// True when a one-letter label ("A") is the English article or pronoun: at the start of a
/// sentence, followed by a word that does not say what a node does ("A bigger tree").
fn is_an_english_word(words: &[&str], place: usize, word: &str) -> bool {
    if !matches!(word, "A" | "I") {
        return false;
    }
    // "A:" or "A," names the node: the article never ends a phrase.
    if words.get(place).is_some_and(|raw| raw.ends_with([':', ','])) {
        return false;
    }
    let starts_sentence = place == 0
        || words
            .get(place - 1)
            .is_some_and(|before| before.ends_with(['.', '!', '?', ':']));
    let next = words.get(place + 1).map(|next| bare(next)).unwrap_or_default();
    let about_a_node = matches!(
        next,
        "is" | "was" | "has" | "gets" | "comes" | "sends" | "returns" | "takes" | "and" | "or" | "to"
    ) || !next.starts_with(|c: char| c.is_lowercase());
    starts_sentence && !about_a_node
}

/// Returns the nodes a question's text names, where a name means one node alone ("Can the
/// search skip B2 and B3?"): the tree view draws them at the question, still empty, so the
/// class can point at what it is asked about. A chess move that is played in several places
/// of the tree names no one node and is left out.
pub fn asked_about(ask: &str, search: &LessonSearch) -> Vec<NodeId> {
    names_in(ask, search)
        .into_iter()
        .filter_map(|named| match named.nodes.as_slice() {
            [only] => Some(*only),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_lose_their_punctuation_and_possessive() {
        for (word, expected) in [
            ("A1a:", "A1a"),
            ("(B1a2).", "B1a2"),
            ("B1a's", "B1a"),
            ("\u{201c}Qxd5\u{201d},", "Qxd5"),
        ] {
            assert_eq!(bare(word), expected);
        }
    }

    #[test]
    fn squares_are_not_moves_but_captures_and_pieces_are() {
        for (san, is_move) in [
            ("e4", false),
            ("exd5", true),
            ("Nf3", true),
            ("b1=Q", true),
            ("O-O", true),
        ] {
            assert_eq!(looks_like_a_piece_move(san), is_move, "{san}");
        }
    }

    #[test]
    fn the_article_a_is_no_node_but_a_node_a_is() {
        let check = |text: &str, place: usize| {
            let words: Vec<&str> = text.split_whitespace().collect();
            is_an_english_word(&words, place, "A")
        };
        assert!(check("A bigger tree.", 0));
        assert!(check("Done. A bigger tree.", 1));
        assert!(!check("A is worth 3.", 0));
        assert!(!check("MIN at A and B", 2));
        assert!(!check("A: worth 3", 0));
        assert!(!check("three moves: A, B and C.", 2));
    }
}
