//! Work asked of another running copy of Klados, and its answers, as bytes: on a page the
//! searches run in a web worker (a second copy of the program, in a thread of the browser's
//! own), which shares no memory with the page; requests and answers pass between them as
//! buffers (the `web` module beside this one carries them).
//!
//! The kinds of request:
//! - the computer's search in a game ([`RemoteRequest::Game`], `game.rs`): the root (FEN), the
//!   hashes of the positions before it that count for repetitions, and the search the person
//!   chose; the worker runs it as the desktop's job does
//!   ([`crate::shell::session::search_position_with_fallback`]), telling its progress now and
//!   then (the attempt running and the nodes in each level), then the tree
//!   ([`crate::engine::tree::wire`]: the node arrays as they are, 16 bytes a node) or why there
//!   is none;
//! - the computer's search in a small game ([`RemoteRequest::SmallGame`], `game.rs`): the
//!   game, its root as the game writes it and the search chosen, answered as a chess game's
//!   (the tree's buffer names its game);
//! - a chess lesson's search and depth sweeps ([`RemoteRequest::Lesson`], `lesson.rs`): the
//!   lesson's file as read; the worker prepares it as the desktop's lesson job does
//!   ([`Lesson::prepare`]) and sends the tree with each step's place in the replay, then each
//!   sweep's rows;
//! - the studies beside a game (`studies.rs`): Predict's search ([`RemoteRequest::Search`], the
//!   tree back as a game's is), *Compare algorithms* ([`RemoteRequest::Compare`], its rows as
//!   JSON), grading a tree file ([`RemoteRequest::Grade`], the file's text; the grade back as
//!   JSON), a chess Monte Carlo tree search ([`RemoteRequest::Mcts`], the tree back as
//!   [`crate::engine::mcts::wire`] writes it) and the minimax and alpha-beta searches the
//!   Monte Carlo view compares it with ([`RemoteRequest::DepthFirst`], their choices as JSON);
//! - a tree file opened on the page ([`RemoteRequest::OpenTree`], `opened.rs`): read there, the
//!   tree back as bytes.
//!
//! A request is cancelled by ending the worker (the page's side does so); nothing here needs
//! to listen for it. Everything here runs on every platform, so the tests check it without a
//! browser.

use crate::course::grade::Graded;
use crate::course::lesson::{Lesson, SweepRow};
use crate::engine::mcts::{MctsSettings, MctsTree};
use crate::engine::position::fen_of;
use crate::engine::said::Told;
use crate::engine::settings::{Algorithm, MAX_LEVELS, SearchError, SearchSettings};
use crate::engine::tree::SearchTree;
use crate::shell::comparison::{AlgorithmComparison, Chosen};
use crate::shell::session::{SearchRequest, Searched};
use crate::shell::small_game::{SmallGame, SmallRequest};
pub use opened::OpenedFile;
pub use studies::graded_bytes;

mod game;
mod lesson;
mod opened;
mod studies;
#[cfg(test)]
mod tests;

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
/// The first byte of a plain search's tree.
const SEARCHED: u8 = b'R';
/// The first byte of a plain search that made no tree.
const SEARCH_FAILED: u8 = b'r';
/// The first byte of the algorithms' comparison.
const COMPARED: u8 = b'C';
/// The first byte of a grade, or why there is none.
const GRADED: u8 = b'G';
/// The first byte of a Monte Carlo tree.
const GROWN: u8 = b'M';
/// The first byte of a Monte Carlo search that made no tree.
const GROWN_FAILED: u8 = b'm';
/// The first byte of minimax's and alpha-beta's choices, for the Monte Carlo view's comparison.
const CHOSEN: u8 = b'F';
/// The first byte of a tree file read: its node arrays and what is wrong in it on its own.
const OPENED: u8 = b'O';
/// The first byte of a Monte Carlo tree search's file, grown again.
const OPENED_MCTS: u8 = b'o';
/// The first byte of the answer that leaves a drawn tree's file to the page.
const OPEN_HERE: u8 = b'h';
/// The first byte of a tree file that cannot be read.
const OPEN_FAILED: u8 = b'x';
/// The first byte of the answer that says everything has been said.
const ENDED: u8 = b'D';

/// Work for the worker.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
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
    /// The computer's search in a small game (tic-tac-toe, Connect Four), answered as a chess
    /// game's is: progress, then the tree (which knows its game) or why there is none.
    SmallGame {
        /// The game.
        game: SmallGame,
        /// The root position, as the game writes it.
        position: String,
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
    /// A search of a position with exactly these settings (Predict's): no fallback.
    Search {
        /// The root position.
        fen: String,
        /// The hashes of the positions before the root that count for repetitions.
        history: Vec<u64>,
        /// The search.
        settings: SearchSettings,
    },
    /// *Compare algorithms* (see [`crate::shell::comparison`]).
    Compare {
        /// The root position.
        fen: String,
        /// The hashes of the positions before the root that count for repetitions.
        history: Vec<u64>,
        /// The depth, in plies.
        depth: usize,
        /// Each search's node budget.
        max_nodes: usize,
    },
    /// A depth-first search's tree file graded against Klados's own search, with the default
    /// options (see [`crate::course::grade::graded`]).
    Grade {
        /// The file's text.
        text: String,
    },
    /// Minimax and alpha-beta on a chess position, what the Monte Carlo view compares MCTS
    /// with (see [`crate::shell::comparison::minimax_and_alpha_beta`]).
    DepthFirst {
        /// The root position.
        fen: String,
        /// The hashes of the positions before the root that count for repetitions.
        history: Vec<u64>,
        /// The depth, in plies.
        depth: usize,
        /// Each search's node budget.
        max_nodes: usize,
    },
    /// A tree file opened on the page: read, built into node arrays and checked on its own
    /// (see `opened.rs`).
    OpenTree {
        /// The file's text.
        text: String,
    },
    /// A Monte Carlo tree search of a chess position.
    Mcts {
        /// The root position.
        fen: String,
        /// The hashes of the positions before the root that count for repetitions.
        history: Vec<u64>,
        /// The search's settings.
        settings: MctsSettings,
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

    /// The request for a small game's search.
    pub fn of_small(request: &SmallRequest) -> RemoteRequest {
        RemoteRequest::SmallGame {
            game: request.root.game(),
            position: request.root.text(),
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
    LessonPrepared(Box<Result<PreparedLesson, Told>>),
    /// A lesson step's depth sweep.
    LessonSwept {
        /// The lesson step, from 0.
        step: usize,
        /// The sweep's rows.
        rows: Vec<Result<SweepRow, Told>>,
    },
    /// A plain search's tree, or why there is none.
    Searched(Box<Result<SearchTree, crate::engine::said::Said>>),
    /// The algorithms' comparison.
    Compared(AlgorithmComparison),
    /// A tree file's grade, or why it cannot be graded.
    Graded(Box<Result<Graded, Told>>),
    /// A Monte Carlo tree, or why there is none (the page writes why in its language).
    Grown(Box<Result<MctsTree, crate::engine::said::Said>>),
    /// A tree file read, or why it cannot be (the page names the file and writes why in its
    /// language).
    Opened(Box<Result<OpenedFile, crate::engine::said::Said>>),
    /// Minimax's and alpha-beta's choices, each or why it made none.
    DepthFirst(Vec<(Algorithm, Result<Chosen, crate::engine::said::Said>)>),
    /// Everything has been said: the worker is free again.
    Ended,
}

/// Runs a request (as bytes) as the worker does, handing `answer` each answer as bytes: for a
/// game's search its progress now and then and its end, for a lesson its prepared search and
/// each step's sweep, for the others their one result; then [`RemoteAnswer::Ended`]. `clock`
/// gives the time in milliseconds, so that progress is told every tenth of a second or so. A
/// request that cannot be read is answered with why.
pub fn run_request(
    bytes: &[u8],
    clock: impl Fn() -> f64 + Send + Sync + 'static,
    answer: impl Fn(Vec<u8>) + Send + Sync + 'static,
) {
    let answer = std::sync::Arc::new(answer);
    match serde_json::from_slice::<RemoteRequest>(bytes) {
        Err(error) => answer(game::unreadable_bytes(&error.to_string())),
        Ok(RemoteRequest::Game { fen, history, chosen }) => {
            answer(game::run_game(
                &fen,
                &history,
                chosen,
                clock,
                std::sync::Arc::clone(&answer),
            ));
        }
        Ok(RemoteRequest::SmallGame {
            game,
            position,
            chosen,
        }) => {
            answer(game::run_small_game(
                game,
                &position,
                chosen,
                clock,
                std::sync::Arc::clone(&answer),
            ));
        }
        Ok(RemoteRequest::Lesson { text, path }) => lesson::run_lesson(&text, &path, &*answer),
        Ok(RemoteRequest::Search {
            fen,
            history,
            settings,
        }) => answer(studies::run_search(&fen, &history, &settings)),
        Ok(RemoteRequest::Compare {
            fen,
            history,
            depth,
            max_nodes,
        }) => answer(studies::run_compare(&fen, &history, depth, max_nodes)),
        Ok(RemoteRequest::Grade { text }) => answer(studies::run_grade(&text)),
        Ok(RemoteRequest::OpenTree { text }) => answer(opened::run_open_tree(&text)),
        Ok(RemoteRequest::DepthFirst {
            fen,
            history,
            depth,
            max_nodes,
        }) => answer(studies::run_depth_first(&fen, &history, depth, max_nodes)),
        Ok(RemoteRequest::Mcts {
            fen,
            history,
            settings,
        }) => answer(studies::run_mcts(&fen, &history, &settings)),
    }
    answer(vec![ENDED]);
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

/// Reads an answer the worker sent.
pub fn read_answer(bytes: &[u8]) -> Result<RemoteAnswer, String> {
    let (&kind, rest) = bytes.split_first().ok_or("an empty answer")?;
    match kind {
        PROGRESS | TREE | FAILED => game::read_game_answer(kind, rest),
        LESSON | LESSON_FAILED | SWEEP => lesson::read_lesson_answer(kind, rest),
        SEARCHED | SEARCH_FAILED | COMPARED | GRADED | GROWN | GROWN_FAILED | CHOSEN => {
            studies::read_study_answer(kind, rest)
        }
        OPENED | OPENED_MCTS | OPEN_HERE | OPEN_FAILED => opened::read_opened_answer(kind, rest),
        ENDED => Ok(RemoteAnswer::Ended),
        _ => Err(String::from("an answer of an unknown kind")),
    }
}

/// Returns `kind` followed by `value` as JSON: an answer all in words.
fn json_bytes(kind: u8, value: &impl serde::Serialize) -> Vec<u8> {
    let mut bytes = vec![kind];
    bytes.extend(serde_json::to_vec(value).unwrap_or_default());
    bytes
}

/// Reads the JSON of an answer made by [`json_bytes`] (its kind taken off).
fn from_json<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    serde_json::from_slice(bytes).map_err(|error| error.to_string())
}

/// Why a tree could not be written as bytes for the page (its English from the writer), as the
/// page says it: a tree past the format's size in the class's language, anything else (a tree
/// of a kind the format does not hold, which the worker never sends) with the writer's words.
fn unsent(english: String) -> Told {
    let said = match english.as_str() {
        "the header is too long" => crate::engine::said::Said::new("remote-tree-too-large"),
        _ => crate::engine::said::Said::new("remote-tree-not-sent").text("reason", english.as_str()),
    };
    Told::new(english, said)
}
