//! The pseudocode's comments and title in the window's language.
//!
//! The pseudocode keeps its keywords and names (`def`, `alpha`, `evaluate`): they are code, as
//! a textbook prints them in every language. Its comments are words to the class, so each is a
//! message of the catalogue, found by its English text ([`COMMENTS`]). Klados's own Rust source
//! is shown as it is, comments and all: it is the program itself.

use crate::engine::code::{CodeLine, Listing};
use crate::shell::i18n::{Language, language, tr};

/// Each English comment of the pseudocode (its markers taken out) and its message.
pub const COMMENTS: [(&str, &str); 69] = [
    ("the best line found so far", "code-c-best-line"),
    ("depth 1, then 2, ...", "code-c-depths"),
    ("tried first next time", "code-c-tried-first"),
    ("the child the value came from", "code-c-child-of-value"),
    ("mate, stalemate or a draw", "code-c-game-over"),
    ("the horizon: go on while not quiet", "code-c-horizon-quiet"),
    ("the static score", "code-c-static"),
    ("seen before at this depth?", "code-c-seen-before"),
    ("exact, or a bound outside", "code-c-bound-outside"),
    ("the dice: nobody chooses", "code-c-dice"),
    ("the expectation", "code-c-expectation"),
    ("captures first, biggest victim first", "code-c-captures-first"),
    ("the last iteration's best move", "code-c-last-best"),
    ("White is MAX, Black MIN", "code-c-sides"),
    ("cutoff: the rest are pruned", "code-c-cutoff"),
    ("exact, or a bound if cut", "code-c-bound-if-cut"),
    ("plies: how far past the depth", "code-c-plies-past"),
    ("the limit: no further,", "code-c-limit"),
    ("quiet or not", "code-c-quiet-or-not"),
    ("every answer, no standing pat", "code-c-in-check"),
    ("only captures and promotions", "code-c-captures-only"),
    ("stand pat", "code-c-stand-pat"),
    ("MAX: alpha, MIN: beta", "code-c-narrow"),
    ("the root alone, above level 0", "code-c-root-alone"),
    ("fill NodesAnalysis0, 1, 2, ...", "code-c-fill"),
    ("back up, the deepest level first", "code-c-back-up"),
    ("(parent.value starts at -INF or +INF)", "code-c-parent-starts"),
    ("1. select", "code-c-mcts-select"),
    ("the game ended here:", "code-c-mcts-ended"),
    ("nothing to add, no playout", "code-c-mcts-nothing-to-add"),
    ("2. expand", "code-c-mcts-expand"),
    ("3. simulate", "code-c-mcts-simulate"),
    ("4. back-propagate", "code-c-mcts-backpropagate"),
    ("W counts MAX's results", "code-c-mcts-w-counts"),
    ("the most visited", "code-c-mcts-most-visited"),
    ("how well MAX did through it", "code-c-mcts-mean"),
    ("MIN wants what MAX does not", "code-c-mcts-min-wants"),
    ("the rarely tried get a bonus", "code-c-mcts-bonus"),
    ("a random move", "code-c-mcts-random-move"),
    ("1 a win, 1/2 a draw, 0 a loss for MAX", "code-c-mcts-result"),
    ("C: the exploration constant", "code-c-mcts-exploration"),
    ("the first guess", "code-c-first-guess"),
    ("values swing odd/even", "code-c-values-swing"),
    ("aspiration windows", "code-c-aspiration"),
    ("failed low: the truth is below", "code-c-failed-low"),
    ("4 DELTA, then -INF", "code-c-wider"),
    ("failed high: the truth is above", "code-c-failed-high"),
    ("inside: the true value", "code-c-inside"),
    (
        "a root move a failed try already settled is not searched again",
        "code-c-settled",
    ),
    ("move i > 0", "code-c-later-move"),
    ("MAX (alpha, alpha+1), MIN (beta-1, beta)", "code-c-null-window"),
    ("move 4 on, depth 3 left", "code-c-late-quiet"),
    ("full depth", "code-c-full-depth"),
    ("the null window failed high", "code-c-null-window-failed-high"),
    ("the whole window", "code-c-whole-window"),
    ("not in check, not king and pawns only", "code-c-may-pass"),
    ("R = 2", "code-c-null-move-r"),
    ("cut: too good even after passing", "code-c-null-move-cut"),
    ("the first move: the whole window", "code-c-first-move"),
    ("the child the tuple came from", "code-c-maxn-child-of-tuple"),
    (
        "returns a tuple: one utility per player",
        "code-c-maxn-returns-tuple",
    ),
    ("e.g. (1, 2, 6): A's, B's, C's", "code-c-maxn-leaf-tuple"),
    ("A at the root, then B, C, A, ...", "code-c-maxn-turns"),
    ("the child's tuple", "code-c-maxn-child-tuple"),
    (
        "keep the better child for the player to move",
        "code-c-maxn-keep-better",
    ),
    ("(>: on a tie the first stays)", "code-c-maxn-tie"),
    ("the whole tuple goes up", "code-c-maxn-goes-up"),
    (
        "below every tuple, for every player",
        "code-c-maxn-below-every-tuple",
    ),
    (
        "parent.best starts below every tuple",
        "code-c-maxn-parent-starts",
    ),
];

/// The parts a pseudocode listing's title is made of (joined by " + ") and their messages.
const TITLE_PARTS: [(&str, &str); 17] = [
    ("Minimax", "algorithm-minimax"),
    ("Alpha-beta", "algorithm-alpha-beta"),
    ("Ordered alpha-beta", "algorithm-ordered"),
    ("chance (expectimax)", "code-title-chance"),
    ("quiescence", "technique-quiescence-words"),
    ("transposition table", "code-title-transpositions"),
    ("iterative deepening", "technique-iterative-words"),
    ("Level by level (Huo Chess's loops)", "code-title-level-by-level"),
    ("Monte Carlo tree search", "algorithm-mcts"),
    ("killer moves", "technique-killers-short"),
    ("history heuristic", "technique-history-short"),
    ("principal variation search", "technique-pvs-short"),
    ("aspiration windows", "technique-aspiration-short"),
    ("late move reductions", "technique-reductions-short"),
    ("null-move pruning", "technique-null-move-short"),
    ("Max^n (three or more players)", "code-title-maxn"),
    ("Max^n level by level", "code-title-maxn-level-by-level"),
];

/// Returns the message of an English comment, if it has one.
pub fn comment_message(english: &str) -> Option<&'static str> {
    COMMENTS
        .iter()
        .find(|(words, _)| *words == english)
        .map(|(_, id)| *id)
}

/// Returns the pseudocode `listing` with its comments and title in the window's language (as
/// it is in English, or for a comment the catalogue does not hold).
pub fn translated(listing: Listing) -> Listing {
    if language() == Language::English {
        return listing;
    }
    let title = listing
        .title
        .split(" + ")
        .map(|part| {
            TITLE_PARTS
                .iter()
                .find(|(words, _)| *words == part)
                .map_or_else(|| part.to_owned(), |(_, id)| tr(id))
        })
        .collect::<Vec<_>>()
        .join(" + ");
    let comment = listing.comment;
    let lines = listing
        .lines
        .into_iter()
        .map(|line| {
            let code = line.code_part(comment).len();
            let rest = &line.text[code..];
            let words = rest.trim_start().trim_start_matches(comment).trim();
            match comment_message(words) {
                Some(id) => {
                    let gap = &rest[..rest.len() - rest.trim_start().len()];
                    CodeLine {
                        text: format!("{}{gap}{comment} {}", &line.text[..code], tr(id)),
                        markers: line.markers,
                    }
                }
                None => line,
            }
        })
        .collect();
    Listing {
        title,
        lines,
        comment,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::code::pseudocode::{Features, depth_first, level_by_level};

    /// Every listing the pane can show: each combination of the features, level by level,
    /// Monte Carlo tree search's and max^n's.
    fn every_listing() -> Vec<Listing> {
        let mut listings = vec![
            level_by_level(),
            crate::engine::code::mcts::pseudocode(),
            crate::engine::code::maxn::depth_first(),
            crate::engine::code::maxn::level_by_level(),
        ];
        listings.extend(Features::every().map(|features| depth_first(&features)));
        listings
    }

    #[test]
    fn every_comment_and_title_of_the_pseudocode_has_its_message() {
        let mut missing = Vec::new();
        for listing in every_listing() {
            for part in listing.title.split(" + ") {
                if !TITLE_PARTS.iter().any(|(words, _)| *words == part) {
                    missing.push(format!("title: {part}"));
                }
            }
            for line in &listing.lines {
                let rest = &line.text[line.code_part(listing.comment).len()..];
                let words = rest.trim_start().trim_start_matches(listing.comment).trim();
                if !words.is_empty() && comment_message(words).is_none() {
                    missing.push(format!("comment: {words}"));
                }
            }
        }
        missing.sort();
        missing.dedup();
        assert!(missing.is_empty(), "not in COMMENTS or TITLE_PARTS: {missing:#?}");
    }

    #[test]
    fn a_translated_listing_keeps_its_code_and_markers_and_changes_its_comments() {
        crate::shell::i18n::set_language(Language::Greek);
        for listing in every_listing() {
            let greek = translated(listing.clone());
            assert_eq!(greek.lines.len(), listing.lines.len());
            for (english, greek) in listing.lines.iter().zip(&greek.lines) {
                assert_eq!(english.markers, greek.markers);
                assert_eq!(
                    english.code_part(listing.comment),
                    greek.code_part(listing.comment)
                );
            }
        }
        let greek = translated(level_by_level());
        assert!(
            greek.lines.iter().any(|line| line.text.contains("NodesAnalysis0")
                && line.text.contains(&tr("code-c-fill"))
                && !line.text.contains("fill NodesAnalysis0")),
            "{:#?}",
            greek.lines
        );
        crate::shell::i18n::set_language(Language::English);
    }
}
