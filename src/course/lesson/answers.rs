//! How a question's answer can be written, and finding it in a text that should not give it
//! away yet.
//!
//! A question's answer is a claim ([`super::Prediction::check`]): a move, a value, a count. The
//! same answer can be written several ways — a value of 352 centipawns as `352`, `+3.52` or
//! `3.52`, and a negative one with a hyphen or a minus (`-6`, `−6`); a count as `9322`, `9,322`
//! or, in Greek and Spanish, `9.322`; a move with or without its check mark — and
//! [`answer_words`] lists them all. [`find_answer`] looks for any of them as a whole word, so that
//! `3` is found in "worth 3" but not in "A3", "3.50" or "level 13".

use super::{Claim, LessonSearch, ShownValue};
use crate::engine::words::group_thousands;

/// Returns every way the answer `claim` states can be written in text. `search` says how its
/// values are shown: chess scores in pawns too, an abstract tree's plain numbers, another
/// game's numbers with a won game as `#n`.
pub fn answer_words(claim: &Claim, search: &LessonSearch) -> Vec<String> {
    let mut words = Vec::new();
    // A value as the tree shows it too: in pawns for chess (`+3.52`), a won game as `#3`.
    let value = |value: i32, words: &mut Vec<String>| {
        words.push(value.to_string());
        let shown = search.tree.display_value(value);
        words.push(shown.trim_start_matches('+').to_string());
        words.push(shown);
    };
    for shown in [&claim.root_value, &claim.value].into_iter().flatten() {
        match shown {
            ShownValue::Centipawns(centipawns) => value(*centipawns, &mut words),
            ShownValue::Shown(text) => words.push(text.clone()),
        }
    }
    if let Some(score) = claim.static_score {
        value(score, &mut words);
    }
    // Monte Carlo: W, W/N and UCB as written, and to two decimals as the window shows them.
    for decimal in [&claim.total, &claim.mean, &claim.ucb].into_iter().flatten() {
        words.push(decimal.to_string());
        if let Some(decimal) = decimal.as_f64() {
            words.push(crate::engine::mcts::replay::number(decimal));
        }
    }
    let moves = claim
        .best
        .iter()
        .chain(claim.pv.iter().flat_map(|pv| pv.first()))
        .chain(claim.chooses.iter())
        .chain(claim.leads.iter());
    for name in moves {
        let bare = name.trim_end_matches(['+', '#']);
        words.push(name.clone());
        words.push(bare.to_string());
    }
    let counts = [
        claim.visits.map(|visits| visits as usize),
        claim.settles_at,
        claim.nodes,
        claim.searched,
        claim.evaluated,
        claim.pruned,
        claim.minimal_evaluated,
        claim.quiescence,
        claim.transpositions,
        claim.total_nodes,
    ];
    let level_counts = claim.level_nodes.iter().flatten().copied();
    for count in counts.into_iter().flatten().chain(level_counts) {
        words.push(count.to_string());
        words.push(group_thousands(count));
    }
    // A translation writes numbers as its language does: Greek and Spanish group thousands with
    // a point and write a decimal comma (9.322, +3,52), so each such word is looked for that
    // way too.
    let continental: Vec<String> = words
        .iter()
        .filter(|word| word.contains([',', '.']))
        .map(|word| {
            word.chars()
                .map(|c| match c {
                    ',' => '.',
                    '.' => ',',
                    other => other,
                })
                .collect()
        })
        .collect();
    words.extend(continental);
    // A negative value with the typographic minus (−6), as the lessons' texts write it.
    let minus: Vec<String> = words
        .iter()
        .filter_map(|word| word.strip_prefix('-').map(|rest| format!("−{rest}")))
        .collect();
    words.extend(minus);
    words.sort();
    words.dedup();
    words.retain(|word| !word.is_empty());
    words
}

/// Finds the first of `words` written in `text` as a whole word; returns its byte offset in
/// `text` and the word. A word is whole when no letter or digit touches it, nor a decimal point
/// or thousands separator followed by a digit (`3` is not in `3.50` or `3,000`), and a one-letter
/// word does not count where it starts a sentence ("A knight…" does not name move A).
pub fn find_answer<'a>(text: &str, words: &'a [String]) -> Option<(usize, &'a str)> {
    let mut found: Option<(usize, &str)> = None;
    for word in words {
        for (offset, _) in text.match_indices(word.as_str()) {
            if is_whole_word(text, offset, word) && found.is_none_or(|(first, _)| offset < first) {
                found = Some((offset, word));
                break;
            }
        }
    }
    found
}

fn is_whole_word(text: &str, offset: usize, word: &str) -> bool {
    let before = text[..offset].chars().next_back();
    let mut after = text[offset + word.len()..].chars();
    let (next, then) = (after.next(), after.next());
    let joins = |c: char| c.is_alphanumeric() || c == '_';
    if before
        .is_some_and(|c| joins(c) || (matches!(c, '.' | ',' | '+' | '-' | '#') && starts_with_digit(word)))
    {
        return false;
    }
    if next.is_some_and(joins) {
        return false;
    }
    // "3" in "3.50" or "3,000": a separator followed by a digit continues the number.
    if next.is_some_and(|c| matches!(c, '.' | ',')) && then.is_some_and(|c| c.is_ascii_digit()) {
        return false;
    }
    // "2" in "(1, 2, 6)": one player's share of a tuple of utilities, a leaf the class reasons
    // from, is not a value said on its own.
    if starts_with_digit(word.trim_start_matches(['-', '−'])) && in_tuple(text, offset, offset + word.len())
    {
        return false;
    }
    // A one-letter name at the start of a sentence is the article or a capital, not a move.
    if word.chars().count() == 1 && word.chars().all(char::is_alphabetic) {
        let sentence_start =
            text[..offset].trim_end().is_empty() || text[..offset].trim_end().ends_with(['.', '!', '?', ':']);
        if sentence_start {
            return false;
        }
    }
    true
}

/// Returns true if `text[start..end]` is one of the numbers of a tuple written `(1, 2, 6)`:
/// between a `(` and a `)` there is nothing but numbers, commas and spaces, and a comma.
fn in_tuple(text: &str, start: usize, end: usize) -> bool {
    let (Some(open), Some(close)) = (text[..start].rfind('('), text[end..].find(')')) else {
        return false;
    };
    let inside = &text[open + 1..end + close];
    inside.contains(',')
        && inside
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ',' | ' ' | '-' | '−'))
}

fn starts_with_digit(word: &str) -> bool {
    word.chars().next().is_some_and(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, word: &str, expected: Option<usize>) {
        let words = vec![word.to_string()];
        assert_eq!(
            find_answer(text, &words).map(|(offset, _)| offset),
            expected,
            "{word:?} in {text:?}"
        );
    }

    #[test]
    fn a_share_of_a_tuple_is_no_value_said() {
        check("worth (1, 2, 6) to them", "2", None);
        check("worth (1, -2, 6)", "-2", None);
        check("B gets 2 (1, 2, 6)", "2", Some(7));
        check("f(2) = 3", "2", Some(2));
    }

    #[test]
    fn answers_are_found_as_whole_words_only() {
        check("A is worth 3.", "3", Some(11));
        check("A3 is worth 12, not 3.50 or 3,000", "3", None);
        check("level 13 and -3", "3", None);
        check("It plays Nc3 now", "Nc3", Some(9));
        check("It plays Nc3+ now", "Nc3", Some(9));
        check("It plays Nc34", "Nc3", None);
        check("9,322 positions", "9,322", Some(0));
        check("A knight moves. Then A wins", "A", Some(21));
        check("MAX plays A.", "A", Some(10));
        check("worth +3.52 now", "+3.52", Some(6));
        check("worth +3.52 now", "3.52", None);
    }
}
