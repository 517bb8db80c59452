//! Work asked of another running copy of Klados, and its answers, as bytes: on a page the
//! searches run in a web worker (a second copy of the program, in a thread of the browser's
//! own), which shares no memory with the page; requests and answers pass between them as
//! buffers (the `web` module beside this one carries them).
//!
//! Two kinds of request:
//! - the computer's search in a game ([`RemoteRequest::Game`]): the root (FEN), the hashes of
//!   the positions before it that count for repetitions, and the search the person chose; the
//!   worker runs it as the desktop's job does ([`search_position_with_fallback`]), telling its
//!   progress now and then (the attempt running and the nodes in each level), then the tree
//!   ([`crate::engine::tree::wire`]: the node arrays as they are, 16 bytes a node) or why there
//!   is none;
//! - a chess lesson's search and depth sweeps ([`RemoteRequest::Lesson`]): the lesson's file as
//!   read; the worker prepares it as the desktop's lesson job does ([`Lesson::prepare`]) and
//!   sends the tree with each step's place in the replay, then each sweep's rows.
//!
//! Everything here runs on every platform, so the tests check it without a browser.

use shakmaty::Color;

use crate::course::lesson::{Lesson, SweepRow};
use crate::engine::fen::parse_fen;
use crate::engine::position::{GameOutcome, fen_of};
use crate::engine::settings::{BudgetLimit, MAX_LEVELS, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::{SearchTree, wire};
use crate::shell::session::{SearchRequest, Searched, search_position_with_fallback};

/// The first byte of a progress answer.
const PROGRESS: u8 = b'P';
/// The first byte of a finished search's answer.
const TREE: u8 = b'T';
/// The first byte of the answer of a search that made no tree.
const FAILED: u8 = b'E';
/// The first byte of a lesson's prepared search.
const LESSON: u8 = b'L';
/// The first byte of a lesson whose search could not be prepared.
const LESSON_FAILED: u8 = b'l';
/// The first byte of a lesson step's depth sweep.
const SWEEP: u8 = b'S';
/// The first byte of the answer that says everything has been said.
const ENDED: u8 = b'D';

/// Work for the worker.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RemoteRequest {
    /// The computer's search in a game.
    Game {
        /// The root position.
        fen: String,
        /// The hashes of the positions before the root that count for repetitions, oldest first.
        history: Vec<u64>,
        /// The search the person chose (cheaper ones follow it if it passes the budget).
        chosen: SearchSettings,
    },
    /// A lesson's search and its depth sweeps.
    Lesson {
        /// The lesson's file as read.
        text: String,
        /// Its path, for the messages.
        path: String,
    },
}

impl RemoteRequest {
    /// The request for the session's search.
    pub fn of(request: &SearchRequest) -> RemoteRequest {
        RemoteRequest::Game {
            fen: fen_of(request.game.position()),
            history: request.game.repetition_history().to_vec(),
            chosen: request.chosen,
        }
    }

    /// The request for a lesson's search and sweeps.
    pub fn of_lesson(lesson: &Lesson) -> RemoteRequest {
        RemoteRequest::Lesson {
            text: lesson.text.to_string(),
            path: lesson.path.display().to_string(),
        }
    }

    /// Returns the request as bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }
}

/// A lesson's search as the worker prepared it: the tree, and for each lesson step its step in
/// the replay (`None` if it has none).
pub type PreparedLesson = (SearchTree, Vec<Option<usize>>);

/// What the worker says.
#[derive(Debug)]
pub enum RemoteAnswer {
    /// How far a game's search has got: the attempt running (an index into
    /// [`crate::shell::session::fallback_attempts`]) and the nodes in each level.
    Progress {
        /// The attempt running.
        attempt: usize,
        /// The nodes stored so far in each level.
        nodes_per_level: [usize; MAX_LEVELS],
    },
    /// A game's search's end: its tree and settings, or why there is none.
    Finished(Box<Result<Searched, SearchError>>),
    /// A lesson's search: its tree and each lesson step's step in its replay, or why there is none.
    LessonPrepared(Box<Result<PreparedLesson, String>>),
    /// A lesson step's depth sweep.
    LessonSwept {
        /// The lesson step, from 0.
        step: usize,
        /// The sweep's rows.
        rows: Vec<Result<SweepRow, String>>,
    },
    /// Everything has been said: the worker is free again.
    Ended,
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
        /// Nothing but the root's moves was stored when the budget ran out.
        #[serde(default)]
        root_moves_alone: bool,
    },
    /// Something the worker could not say otherwise (a broken request).
    Other(String),
}

/// Runs a request (as bytes) as the worker does, handing `answer` each answer as bytes: for a
/// game's search its progress now and then and its end, for a lesson its prepared search and
/// each step's sweep; then [`RemoteAnswer::Ended`]. `clock` gives the time in milliseconds, so
/// that progress is told every tenth of a second or so. A request that cannot be read is
/// answered with why.
pub fn run_request(
    bytes: &[u8],
    clock: impl Fn() -> f64 + Send + Sync + 'static,
    answer: impl Fn(Vec<u8>) + Send + Sync + 'static,
) {
    let answer = std::sync::Arc::new(answer);
    match serde_json::from_slice::<RemoteRequest>(bytes) {
        Err(error) => answer(failure_bytes(&FailureWords::Other(format!(
            "the request could not be read: {error}"
        )))),
        Ok(RemoteRequest::Game { fen, history, chosen }) => {
            answer(run_game(
                &fen,
                &history,
                chosen,
                clock,
                std::sync::Arc::clone(&answer),
            ));
        }
        Ok(RemoteRequest::Lesson { text, path }) => run_lesson(&text, &path, &*answer),
    }
    answer(vec![ENDED]);
}

/// Runs a game's search, telling its progress; returns its end as bytes.
fn run_game(
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
    let searched = search_position_with_fallback(&root, history, chosen, &control, |index| {
        attempt.store(index, std::sync::atomic::Ordering::Relaxed);
    });
    match searched {
        Ok(searched) => {
            tree_bytes(&searched).unwrap_or_else(|reason| failure_bytes(&FailureWords::Other(reason)))
        }
        Err(error) => failure_bytes(&failure_words(&error, chosen)),
    }
}

/// Prepares a lesson's search and runs its steps' sweeps, answering each.
fn run_lesson(text: &str, path: &str, answer: &dyn Fn(Vec<u8>)) {
    let lesson = match Lesson::from_json(text, std::path::Path::new(path)) {
        Ok(lesson) => lesson,
        Err(errors) => {
            let reason = errors.first().map_or_else(
                || String::from("the lesson could not be read"),
                ToString::to_string,
            );
            answer(lesson_failed_bytes(&reason));
            return;
        }
    };
    let control = SearchControl::new().with_threads(1);
    let prepared = lesson.prepare(&control).and_then(|(search, replay_steps)| {
        let tree = wire::to_bytes(&search.tree)?;
        let json = serde_json::to_vec(&replay_steps).map_err(|error| error.to_string())?;
        Ok(framed(LESSON, &json, &tree))
    });
    match prepared {
        Ok(bytes) => answer(bytes),
        Err(reason) => {
            answer(lesson_failed_bytes(&reason));
            return;
        }
    }
    for (step, lesson_step) in lesson.steps.iter().enumerate() {
        if let Some(sweep) = &lesson_step.sweep {
            let rows = lesson.sweep_under(sweep, &control);
            let mut bytes = vec![SWEEP];
            bytes.extend(serde_json::to_vec(&(step, rows)).unwrap_or_default());
            answer(bytes);
        }
    }
}

fn lesson_failed_bytes(reason: &str) -> Vec<u8> {
    let mut bytes = vec![LESSON_FAILED];
    bytes.extend(serde_json::to_vec(reason).unwrap_or_default());
    bytes
}

/// Returns `kind`, the length of `json`, `json` and `rest`: an answer with a JSON head and a tree.
fn framed(kind: u8, json: &[u8], rest: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(5 + json.len() + rest.len());
    bytes.push(kind);
    bytes.extend_from_slice(&u32::try_from(json.len()).unwrap_or(u32::MAX).to_le_bytes());
    bytes.extend_from_slice(json);
    bytes.extend_from_slice(rest);
    bytes
}

/// Splits an answer made by [`framed`] (its kind taken off) into its JSON head and the rest.
fn unframed(bytes: &[u8]) -> Result<(&[u8], &[u8]), String> {
    let (length, rest) = bytes.split_first_chunk::<4>().ok_or("a short answer")?;
    let length = u32::from_le_bytes(*length) as usize;
    if rest.len() < length {
        return Err(String::from("a short answer"));
    }
    Ok(rest.split_at(length))
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
            let (json, tree) = unframed(rest)?;
            let words: SearchedWords = serde_json::from_slice(json).map_err(|error| error.to_string())?;
            let tree = wire::from_bytes(tree)?;
            Ok(RemoteAnswer::Finished(Box::new(Ok(Searched {
                tree,
                chosen: words.chosen,
                used: words.used,
            }))))
        }
        LESSON => {
            let (json, tree) = unframed(rest)?;
            let replay_steps: Vec<Option<usize>> =
                serde_json::from_slice(json).map_err(|error| error.to_string())?;
            let tree = wire::from_bytes(tree)?;
            Ok(RemoteAnswer::LessonPrepared(Box::new(Ok((tree, replay_steps)))))
        }
        LESSON_FAILED => {
            let reason: String = serde_json::from_slice(rest).map_err(|error| error.to_string())?;
            Ok(RemoteAnswer::LessonPrepared(Box::new(Err(reason))))
        }
        SWEEP => {
            let (step, rows) = serde_json::from_slice(rest).map_err(|error| error.to_string())?;
            Ok(RemoteAnswer::LessonSwept { step, rows })
        }
        ENDED => Ok(RemoteAnswer::Ended),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::game::Game;
    use crate::engine::settings::Algorithm;
    use crate::shell::session::{Purpose, search_with_fallback};

    /// Runs a request as the worker would and returns its answers, checking that the last says
    /// everything was said.
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
        let mut answers: Vec<RemoteAnswer> = sent.iter().map(|bytes| read_answer(bytes).unwrap()).collect();
        assert!(matches!(answers.pop(), Some(RemoteAnswer::Ended)));
        answers
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
            panic!("no end: {answers:?}");
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
        let request = RemoteRequest::Game {
            fen: fen_of(&shakmaty::Chess::default()),
            history: Vec::new(),
            chosen: SearchSettings {
                max_nodes: 1_000,
                ..SearchSettings::new(3, Algorithm::Minimax)
            },
        };
        let answers = answers(&request);
        let Some(RemoteAnswer::Finished(finished)) = answers.last() else {
            panic!("no end: {answers:?}");
        };
        let Ok(searched) = finished.as_ref() else {
            panic!("no tree: {finished:?}");
        };
        assert!(searched.used != searched.chosen);
        assert!(searched.tree.node_count() <= 1_000);
    }

    #[test]
    fn a_lessons_search_and_sweeps_come_back_as_the_desktop_makes_them() {
        let (lessons, _) = crate::course::lesson::built_in();
        let lesson = lessons
            .iter()
            .find(|lesson| lesson.id.starts_with("12-"))
            .expect("lesson 12 sweeps");
        let control = SearchControl::new();
        let (search, replay_steps) = lesson.prepare(&control).unwrap();
        let answers = answers(&RemoteRequest::of_lesson(lesson));
        let Some((RemoteAnswer::LessonPrepared(prepared), sweeps)) = answers.split_first() else {
            panic!("no lesson: {answers:?}");
        };
        let Ok((tree, steps)) = prepared.as_ref() else {
            panic!("no tree: {prepared:?}");
        };
        assert_eq!(tree, &*search.tree);
        assert_eq!(steps, &replay_steps);
        let swept: Vec<_> = lesson
            .steps
            .iter()
            .enumerate()
            .filter_map(|(step, lesson_step)| {
                Some((step, lesson.sweep_under(lesson_step.sweep.as_ref()?, &control)))
            })
            .collect();
        assert!(!swept.is_empty());
        assert_eq!(sweeps.len(), swept.len());
        for (answer, (step, rows)) in sweeps.iter().zip(swept) {
            let RemoteAnswer::LessonSwept {
                step: there,
                rows: there_rows,
            } = answer
            else {
                panic!("not a sweep: {answer:?}");
            };
            assert_eq!((*there, there_rows), (step, &rows));
        }
    }

    #[test]
    fn a_broken_request_is_answered_with_why() {
        let answers = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let into = std::sync::Arc::clone(&answers);
        run_request(b"{", || 0.0, move |bytes| into.lock().unwrap().push(bytes));
        let answers = answers.lock().unwrap();
        assert_eq!(answers.len(), 2);
        let error = read_answer(&answers[0]).unwrap_err();
        assert!(error.starts_with("the request could not be read"), "{error}");
    }
}
