//! A search asked of another running copy of Klados, and its answers, as bytes: on a page the
//! computer's searches run in a web worker (a second copy of the program, in a thread of the
//! browser's own), which shares no memory with the page; requests and answers pass between
//! them as buffers (the `web` module beside this one carries them).
//!
//! A request is the root (FEN), the hashes of the positions before it that count for
//! repetitions, and the search the person chose; the worker runs it as the desktop's job does
//! ([`search_position_with_fallback`]). Its answers: progress now and then (the attempt running
//! and the nodes in each level), then the tree ([`crate::engine::tree::wire`]: the node arrays
//! as they are, 16 bytes a node) or why there is none.
//!
//! Everything here runs on every platform, so the tests check it without a browser.

use shakmaty::Color;

use crate::engine::fen::parse_fen;
use crate::engine::position::{GameOutcome, fen_of};
use crate::engine::settings::{BudgetLimit, MAX_LEVELS, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::wire;
use crate::shell::session::{SearchRequest, Searched, search_position_with_fallback};

/// The first byte of a progress answer.
const PROGRESS: u8 = b'P';
/// The first byte of a finished search's answer.
const TREE: u8 = b'T';
/// The first byte of the answer of a search that made no tree.
const FAILED: u8 = b'E';

/// A search for the worker: its root, the repetition history before it, the search chosen.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RemoteRequest {
    /// The root position.
    pub fen: String,
    /// The hashes of the positions before the root that count for repetitions, oldest first.
    pub history: Vec<u64>,
    /// The search the person chose (cheaper ones follow it if it passes the budget).
    pub chosen: SearchSettings,
}

impl RemoteRequest {
    /// The request for the session's search.
    pub fn of(request: &SearchRequest) -> RemoteRequest {
        RemoteRequest {
            fen: fen_of(request.game.position()),
            history: request.game.repetition_history().to_vec(),
            chosen: request.chosen,
        }
    }

    /// Returns the request as bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }
}

/// What the worker says about a search.
#[derive(Debug)]
pub enum RemoteAnswer {
    /// How far it has got: the attempt running (an index into
    /// [`crate::shell::session::fallback_attempts`]) and the nodes in each level.
    Progress {
        /// The attempt running.
        attempt: usize,
        /// The nodes stored so far in each level.
        nodes_per_level: [usize; MAX_LEVELS],
    },
    /// The search's end: its tree and settings, or why there is none.
    Finished(Box<Result<Searched, SearchError>>),
}

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
    },
    /// Something the worker could not say otherwise (a broken request).
    Other(String),
}

/// Runs a request (as bytes) as the worker does, telling `answer` the progress now and then
/// and the end once; `clock` gives the time in milliseconds, so that progress is told every
/// tenth of a second or so. A request that cannot be read is answered with why.
pub fn run_request(
    bytes: &[u8],
    clock: impl Fn() -> f64 + Send + Sync + 'static,
    answer: impl Fn(Vec<u8>) + Send + Sync + 'static,
) {
    let answer = std::sync::Arc::new(answer);
    let finished = match serde_json::from_slice::<RemoteRequest>(bytes) {
        Err(error) => Err(FailureWords::Other(format!(
            "the request could not be read: {error}"
        ))),
        Ok(request) => match parse_fen(&request.fen) {
            Err(error) => Err(FailureWords::Other(format!("the request's root: {error}"))),
            Ok(root) => {
                let attempt = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
                let told = std::sync::Mutex::new(clock());
                let heartbeat_attempt = std::sync::Arc::clone(&attempt);
                let progress_answer = std::sync::Arc::clone(&answer);
                let control = SearchControl::new()
                    .with_threads(1)
                    .with_heartbeat(move |levels| {
                        let now = clock();
                        let Ok(mut last) = told.lock() else { return };
                        if now - *last >= 100.0 {
                            *last = now;
                            progress_answer(progress_bytes(
                                heartbeat_attempt.load(std::sync::atomic::Ordering::Relaxed),
                                levels,
                            ));
                        }
                    });
                search_position_with_fallback(&root, &request.history, request.chosen, &control, |index| {
                    attempt.store(index, std::sync::atomic::Ordering::Relaxed);
                })
                .map_err(|error| failure_words(&error, request.chosen))
            }
        },
    };
    let bytes = match finished {
        Ok(searched) => match tree_bytes(&searched) {
            Ok(bytes) => bytes,
            Err(reason) => failure_bytes(&FailureWords::Other(reason)),
        },
        Err(words) => failure_bytes(&words),
    };
    answer(bytes);
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
    let tree = wire::to_bytes(&searched.tree)?;
    let mut bytes = Vec::with_capacity(5 + json.len() + tree.len());
    bytes.push(TREE);
    bytes.extend_from_slice(&u32::try_from(json.len()).map_err(|_| "too long")?.to_le_bytes());
    bytes.extend(json);
    bytes.extend(tree);
    Ok(bytes)
}

fn failure_bytes(words: &FailureWords) -> Vec<u8> {
    let mut bytes = vec![FAILED];
    bytes.extend(serde_json::to_vec(words).unwrap_or_default());
    bytes
}

fn failure_words(error: &SearchError, chosen: SearchSettings) -> FailureWords {
    match *error {
        SearchError::InvalidDepth(depth) => FailureWords::InvalidDepth(depth),
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
        } => FailureWords::OverBudget {
            max_nodes,
            depth,
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

/// Reads an answer the worker sent.
pub fn read_answer(bytes: &[u8]) -> Result<RemoteAnswer, String> {
    let (&kind, rest) = bytes.split_first().ok_or("an empty answer")?;
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
            let (length, rest) = rest.split_first_chunk::<4>().ok_or("a short answer")?;
            let length = u32::from_le_bytes(*length) as usize;
            if rest.len() < length {
                return Err(String::from("a short answer"));
            }
            let (json, tree) = rest.split_at(length);
            let words: SearchedWords = serde_json::from_slice(json).map_err(|error| error.to_string())?;
            let tree = wire::from_bytes(tree)?;
            Ok(RemoteAnswer::Finished(Box::new(Ok(Searched {
                tree,
                chosen: words.chosen,
                used: words.used,
            }))))
        }
        FAILED => {
            let words: FailureWords = serde_json::from_slice(rest).map_err(|error| error.to_string())?;
            Ok(RemoteAnswer::Finished(Box::new(Err(search_error_of(words)?))))
        }
        _ => Err(String::from("an answer of an unknown kind")),
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
        } => SearchError::OverBudget {
            max_nodes,
            depth,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::game::Game;
    use crate::engine::settings::Algorithm;
    use crate::shell::session::{Purpose, search_with_fallback};

    /// Runs a request as the worker would and returns its answers.
    fn answers(request: &RemoteRequest) -> Vec<RemoteAnswer> {
        let sent = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let into = std::sync::Arc::clone(&sent);
        let ticks = std::sync::atomic::AtomicU64::new(0);
        // A clock that moves on a second at every look, so that progress is told each time.
        let clock = move || ticks.fetch_add(1000, std::sync::atomic::Ordering::Relaxed) as f64;
        run_request(&request.to_bytes(), clock, move |bytes| {
            into.lock().unwrap().push(bytes)
        });
        let sent = sent.lock().unwrap();
        sent.iter().map(|bytes| read_answer(bytes).unwrap()).collect()
    }

    #[test]
    fn the_worker_answers_with_progress_then_the_desktops_tree() {
        let mut game = Game::new();
        game.play_text("e4").unwrap();
        let request = SearchRequest {
            game,
            chosen: SearchSettings::new(3, Algorithm::Minimax),
            purpose: Purpose::Move,
        };
        let here = search_with_fallback(&request, &SearchControl::new(), |_| {}).unwrap();
        let answers = answers(&RemoteRequest::of(&request));
        let Some((RemoteAnswer::Finished(finished), progress)) = answers.split_last() else {
            panic!("no answers");
        };
        let Ok(there) = finished.as_ref() else {
            panic!("no tree: {finished:?}");
        };
        assert_eq!(there.tree, here.tree);
        assert_eq!((there.chosen, there.used), (here.chosen, here.used));
        assert!(
            progress.iter().any(|answer| matches!(answer,
                RemoteAnswer::Progress { nodes_per_level, .. } if nodes_per_level[0] == 20)),
            "{progress:?}"
        );
    }

    #[test]
    fn a_search_over_its_budget_falls_back_there_as_here() {
        let request = RemoteRequest {
            fen: fen_of(&shakmaty::Chess::default()),
            history: Vec::new(),
            chosen: SearchSettings {
                max_nodes: 1_000,
                ..SearchSettings::new(3, Algorithm::Minimax)
            },
        };
        let answers = answers(&request);
        let Some(RemoteAnswer::Finished(finished)) = answers.last() else {
            panic!("no answers");
        };
        let Ok(searched) = finished.as_ref() else {
            panic!("no tree: {finished:?}");
        };
        assert!(searched.used != searched.chosen);
        assert!(searched.tree.node_count() <= 1_000);
    }

    #[test]
    fn a_broken_request_is_answered_with_why() {
        let answers = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let into = std::sync::Arc::clone(&answers);
        run_request(b"{", || 0.0, move |bytes| into.lock().unwrap().push(bytes));
        let answers = answers.lock().unwrap();
        assert_eq!(answers.len(), 1);
        let error = read_answer(&answers[0]).unwrap_err();
        assert!(error.starts_with("the request could not be read"), "{error}");
    }
}
