//! A search's errors said twice from one list: in English for the command line
//! ([`SearchError`]'s `Display`) and as sentences of the window's catalogue ([`SearchError::said`]),
//! which the window writes in the class's language. `tests/i18n.rs` holds that the catalogue's
//! English is the `Display`'s, word for word.

use super::{Algorithm, BudgetLimit, SearchError, Technique, Techniques, budget_text, search_words};
use crate::engine::said::{Said, listed};
use crate::engine::words::bytes_text;

/// Something that would let a search that passed its budget fit: its English words and its
/// message in the catalogue.
struct Alternative {
    english: &'static str,
    id: &'static str,
}

/// What would help a search that passed its budget and is not already chosen: ordered alpha-beta
/// unless it is running, where it stores fewer nodes (from depth 3, or with quiescence: to depth
/// 2 alpha-beta stores every node minimax does, levels 0 and 1 whole), no quiescence or no
/// iterative deepening when on, a lower depth above depth 1, and a bigger node budget only when
/// the node budget, not the memory, was the limit. When not even the root's moves fitted, only
/// a bigger budget (or more memory) helps.
fn alternatives(
    depth: usize,
    algorithm: Algorithm,
    techniques: Techniques,
    limit: BudgetLimit,
    root_moves_alone: bool,
) -> Vec<Alternative> {
    let mut alternatives = Vec::new();
    let mut add = |english, id| alternatives.push(Alternative { english, id });
    if !root_moves_alone {
        if algorithm != Algorithm::Ordered && (depth >= 3 || techniques.has(Technique::Quiescence)) {
            add("ordered alpha-beta (it prunes the most)", "budget-try-ordered");
        }
        if techniques.has(Technique::Quiescence) {
            add("no quiescence search", "budget-try-no-quiescence");
        }
        if techniques.has(Technique::Iterative) {
            add(
                "no iterative deepening (its iterations share the budget)",
                "budget-try-no-iterative",
            );
        }
        if depth > 1 {
            add("a lower depth", "budget-try-lower-depth");
        }
    }
    if limit == BudgetLimit::Nodes {
        add("a bigger node budget", "budget-try-bigger");
    }
    alternatives
}

/// Says that a search passed its budget, and what would help, in English.
pub(super) fn over_budget_message(error: &SearchError) -> String {
    let SearchError::OverBudget {
        max_nodes,
        depth,
        algorithm,
        techniques,
        limit,
        root_moves_alone,
    } = *error
    else {
        return String::new();
    };
    let mut alternatives: Vec<&str> = alternatives(depth, algorithm, techniques, limit, root_moves_alone)
        .iter()
        .map(|alternative| alternative.english)
        .collect();
    let choices = match alternatives.pop() {
        None => String::from("free some memory"),
        Some(last) if alternatives.is_empty() => format!("choose {last}"),
        Some(last) => format!("choose {}, or {last}", alternatives.join(", ")),
    };
    let search = search_words(algorithm, techniques, depth);
    match limit {
        BudgetLimit::Nodes => format!(
            "{search} needs more than its node budget of {}: {choices}",
            budget_text(max_nodes),
        ),
        BudgetLimit::Memory { bytes } => format!(
            "{search} needs more than the memory a search may take on this computer ({}): {choices}",
            bytes_text(bytes),
        ),
        BudgetLimit::Refused { bytes } => format!(
            "{search} ran out of memory: the computer refused more after {} of node arrays: {choices}",
            bytes_text(bytes),
        ),
    }
}

/// Names a search in a sentence of the catalogue: "minimax to depth 5", "ordered alpha-beta
/// with quiescence to depth 4", as [`search_words`] does in English.
pub fn search_said(algorithm: Algorithm, techniques: Techniques, depth: usize) -> Said {
    let algorithm = Said::new(match algorithm {
        Algorithm::Minimax => "algorithm-minimax-words",
        Algorithm::AlphaBeta => "algorithm-alpha-beta-words",
        Algorithm::Ordered => "algorithm-ordered-words",
    });
    let named: Vec<Said> = techniques.iter().map(|facts| Said::new(facts.listed)).collect();
    match listed(named) {
        None => Said::new("search-named")
            .said("algorithm", algorithm)
            .count("depth", depth),
        Some(techniques) => Said::new("search-named-with")
            .said("algorithm", algorithm)
            .said("techniques", techniques)
            .count("depth", depth),
    }
}

impl SearchError {
    /// Says why the search produced no tree as a sentence of the window's catalogue: the same
    /// words as `Display`'s English, in the class's language.
    pub fn said(&self) -> Said {
        match *self {
            SearchError::InvalidDepth(depth) => Said::new("search-error-depth")
                .count("max", super::MAX_DEPTH)
                .count("depth", depth),
            SearchError::DepthOutOfRange { depth, max, game } => Said::new("search-error-game-depth")
                .count("max", max)
                .text("game", game)
                .count("depth", depth),
            SearchError::GameOver(outcome) => {
                Said::new("search-error-game-over").said("outcome", outcome.said())
            }
            SearchError::Cancelled => Said::new("search-error-cancelled"),
            SearchError::OverBudget {
                max_nodes,
                depth,
                algorithm,
                techniques,
                limit,
                root_moves_alone,
            } => {
                let mut alternatives: Vec<Said> =
                    alternatives(depth, algorithm, techniques, limit, root_moves_alone)
                        .iter()
                        .map(|alternative| Said::new(alternative.id))
                        .collect();
                let choices = match alternatives.pop() {
                    None => Said::new("budget-free-memory"),
                    Some(last) => match listed(alternatives) {
                        None => Said::new("budget-choose-one").said("choice", last),
                        Some(list) => Said::new("budget-choose")
                            .said("choices", list)
                            .said("last", last),
                    },
                };
                let search = search_said(algorithm, techniques, depth);
                let sentence = match limit {
                    BudgetLimit::Nodes => Said::new("budget-over-nodes").said(
                        "budget",
                        Said::new("budget-nodes")
                            .count("count", max_nodes)
                            .text("memory", bytes_text(max_nodes.saturating_mul(super::NODE_BYTES))),
                    ),
                    BudgetLimit::Memory { bytes } => {
                        Said::new("budget-over-memory").text("memory", bytes_text(bytes))
                    }
                    BudgetLimit::Refused { bytes } => {
                        Said::new("budget-over-refused").text("memory", bytes_text(bytes))
                    }
                };
                sentence.said("search", search).said("choices", choices)
            }
        }
    }
}
