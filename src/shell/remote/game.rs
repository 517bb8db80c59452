//! The computer's search in a game, in the worker: run as the desktop's job runs it, its
//! progress told now and then, its tree or why there is none sent back.

use shakmaty::Color;

use super::{FAILED, PROGRESS, RemoteAnswer, TREE, framed, unframed};
use crate::engine::fen::parse_fen;
use crate::engine::position::GameOutcome;
use crate::engine::settings::{BudgetLimit, MAX_LEVELS, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::wire;
use crate::shell::session::{Searched, search_position_with_fallback};
use crate::shell::small_game::{SmallGame, search_small_with_fallback};

/// A progress answer, as JSON.
#[derive(serde::Serialize, serde::Deserialize)]
struct ProgressWords {
    attempt: usize,
    levels: Vec<usize>,
}

/// A finished search's settings, as JSON before its tree.
#[derive(serde::Serialize, serde::Deserialize)]
struct SearchedWords {
    chosen: SearchSettings,
    used: SearchSettings,
}

/// Why a search made no tree, as JSON.
#[derive(serde::Serialize, serde::Deserialize)]
enum FailureWords {
    InvalidDepth(usize),
    /// The game is over at the root: 0 White mated Black, 1 Black mated White, 2 stalemate,
    /// 3 the fifty-move rule, 4 threefold repetition, 5 insufficient material.
    GameOver(u8),
    Cancelled,
    OverBudget {
        max_nodes: usize,
        depth: usize,
        chosen: SearchSettings,
        /// 0 nodes, 1 memory, 2 refused; then the bytes.
        limit: (u8, usize),
        /// Nothing but the root's moves was stored when the budget ran out.
        #[serde(default)]
        root_moves_alone: bool,
    },
    /// Something the worker could not say otherwise (a broken request).
    Other(String),
}

/// The answer to a request that could not be read: why.
pub(super) fn unreadable_bytes(error: &str) -> Vec<u8> {
    failure_bytes(&FailureWords::Other(format!(
        "the request could not be read: {error}"
    )))
}

/// Runs a game's search, telling its progress; returns its end as bytes.
pub(super) fn run_game(
    fen: &str,
    history: &[u64],
    chosen: SearchSettings,
    clock: impl Fn() -> f64 + Send + Sync + 'static,
    answer: std::sync::Arc<impl Fn(Vec<u8>) + Send + Sync + 'static>,
) -> Vec<u8> {
    let root = match parse_fen(fen) {
        Ok(root) => root,
        Err(error) => return failure_bytes(&FailureWords::Other(format!("the request's root: {error}"))),
    };
    run_told(chosen, clock, answer, |control, on_attempt| {
        search_position_with_fallback(&root, history, chosen, control, on_attempt)
    })
}

/// Runs a small game's search (tic-tac-toe, Connect Four) from the position `text`, telling its
/// progress as a chess game's; returns its end as bytes.
pub(super) fn run_small_game(
    game: SmallGame,
    text: &str,
    chosen: SearchSettings,
    clock: impl Fn() -> f64 + Send + Sync + 'static,
    answer: std::sync::Arc<impl Fn(Vec<u8>) + Send + Sync + 'static>,
) -> Vec<u8> {
    let root = match game.parse(text) {
        Ok(root) => root,
        Err(error) => return failure_bytes(&FailureWords::Other(format!("the request's root: {error}"))),
    };
    run_told(chosen, clock, answer, |control, on_attempt| {
        search_small_with_fallback(&root, chosen, control, on_attempt)
    })
}

/// Runs `search` with a control that tells its progress every tenth of a second or so;
/// returns its end as bytes.
fn run_told(
    chosen: SearchSettings,
    clock: impl Fn() -> f64 + Send + Sync + 'static,
    answer: std::sync::Arc<impl Fn(Vec<u8>) + Send + Sync + 'static>,
    search: impl FnOnce(&SearchControl, &mut dyn FnMut(usize)) -> Result<Searched, SearchError>,
) -> Vec<u8> {
    let attempt = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let told = std::sync::Mutex::new(clock());
    let heartbeat_attempt = std::sync::Arc::clone(&attempt);
    let control = SearchControl::new()
        .with_threads(1)
        .with_heartbeat(move |levels| {
            let now = clock();
            let Ok(mut last) = told.lock() else { return };
            if now - *last >= 100.0 {
                *last = now;
                answer(progress_bytes(
                    heartbeat_attempt.load(std::sync::atomic::Ordering::Relaxed),
                    levels,
                ));
            }
        });
    let searched = search(&control, &mut |index| {
        attempt.store(index, std::sync::atomic::Ordering::Relaxed);
    });
    match searched {
        Ok(searched) => {
            tree_bytes(&searched).unwrap_or_else(|reason| failure_bytes(&FailureWords::Other(reason)))
        }
        Err(error) => failure_bytes(&failure_words(&error, chosen)),
    }
}

fn progress_bytes(attempt: usize, levels: &[usize]) -> Vec<u8> {
    let mut bytes = vec![PROGRESS];
    let words = ProgressWords {
        attempt,
        levels: levels.to_vec(),
    };
    bytes.extend(serde_json::to_vec(&words).unwrap_or_default());
    bytes
}

fn tree_bytes(searched: &Searched) -> Result<Vec<u8>, String> {
    let words = SearchedWords {
        chosen: searched.chosen,
        used: searched.used,
    };
    let json = serde_json::to_vec(&words).map_err(|error| error.to_string())?;
    Ok(framed(TREE, &json, &wire::to_bytes(&searched.tree)?))
}

fn failure_bytes(words: &FailureWords) -> Vec<u8> {
    let mut bytes = vec![FAILED];
    bytes.extend(serde_json::to_vec(words).unwrap_or_default());
    bytes
}

fn failure_words(error: &SearchError, chosen: SearchSettings) -> FailureWords {
    match *error {
        // The worker searches chess: another game's depth limit is said as a chess depth's.
        SearchError::InvalidDepth(depth) | SearchError::DepthOutOfRange { depth, .. } => {
            FailureWords::InvalidDepth(depth)
        }
        SearchError::GameOver(outcome) => FailureWords::GameOver(match outcome {
            GameOutcome::Checkmate { winner: Color::White } => 0,
            GameOutcome::Checkmate { winner: Color::Black } => 1,
            GameOutcome::Stalemate => 2,
            GameOutcome::FiftyMoveRule => 3,
            GameOutcome::ThreefoldRepetition => 4,
            GameOutcome::InsufficientMaterial => 5,
        }),
        SearchError::Cancelled => FailureWords::Cancelled,
        SearchError::OverBudget {
            max_nodes,
            depth,
            algorithm,
            techniques,
            limit,
            root_moves_alone,
        } => FailureWords::OverBudget {
            max_nodes,
            depth,
            root_moves_alone,
            chosen: SearchSettings {
                algorithm,
                techniques,
                ..chosen
            },
            limit: match limit {
                BudgetLimit::Nodes => (0, 0),
                BudgetLimit::Memory { bytes } => (1, bytes),
                BudgetLimit::Refused { bytes } => (2, bytes),
            },
        },
    }
}

/// Reads a game's answer: its progress, its tree, or why there is none.
pub(super) fn read_game_answer(kind: u8, rest: &[u8]) -> Result<RemoteAnswer, String> {
    match kind {
        PROGRESS => {
            let words: ProgressWords = serde_json::from_slice(rest).map_err(|error| error.to_string())?;
            let mut nodes_per_level = [0; MAX_LEVELS];
            for (count, &nodes) in nodes_per_level.iter_mut().zip(&words.levels) {
                *count = nodes;
            }
            Ok(RemoteAnswer::Progress {
                attempt: words.attempt,
                nodes_per_level,
            })
        }
        TREE => {
            let (json, tree) = unframed(rest)?;
            let words: SearchedWords = serde_json::from_slice(json).map_err(|error| error.to_string())?;
            let tree = wire::from_bytes_in(tree, &crate::games::Games)?;
            Ok(RemoteAnswer::Finished(Box::new(Ok(Searched {
                tree,
                chosen: words.chosen,
                used: words.used,
            }))))
        }
        _ => {
            let words: FailureWords = serde_json::from_slice(rest).map_err(|error| error.to_string())?;
            Ok(RemoteAnswer::Finished(Box::new(Err(search_error_of(words)?))))
        }
    }
}

fn search_error_of(words: FailureWords) -> Result<SearchError, String> {
    Ok(match words {
        FailureWords::InvalidDepth(depth) => SearchError::InvalidDepth(depth),
        FailureWords::GameOver(outcome) => SearchError::GameOver(match outcome {
            0 => GameOutcome::Checkmate { winner: Color::White },
            1 => GameOutcome::Checkmate { winner: Color::Black },
            2 => GameOutcome::Stalemate,
            3 => GameOutcome::FiftyMoveRule,
            4 => GameOutcome::ThreefoldRepetition,
            _ => GameOutcome::InsufficientMaterial,
        }),
        FailureWords::Cancelled => SearchError::Cancelled,
        FailureWords::OverBudget {
            max_nodes,
            depth,
            chosen,
            limit,
            root_moves_alone,
        } => SearchError::OverBudget {
            max_nodes,
            depth,
            root_moves_alone,
            algorithm: chosen.algorithm,
            techniques: chosen.techniques,
            limit: match limit {
                (0, _) => BudgetLimit::Nodes,
                (1, bytes) => BudgetLimit::Memory { bytes },
                (_, bytes) => BudgetLimit::Refused { bytes },
            },
        },
        FailureWords::Other(reason) => return Err(reason),
    })
}
