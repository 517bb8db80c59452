//! The studies beside a game, in the worker: Predict's search, *Compare algorithms*, grading a
//! tree file, a chess Monte Carlo tree search and the searches its view compares it with. Each runs as the desktop's job runs it and
//! sends back its one result: a tree as bytes ([`crate::engine::tree::wire`],
//! [`crate::engine::mcts::wire`]), the rest as JSON.

use super::{
    CHOSEN, COMPARED, GRADED, GROWN, GROWN_FAILED, RemoteAnswer, SEARCH_FAILED, SEARCHED, from_json,
    json_bytes,
};
use crate::course::grade::{Graded, graded};
use crate::engine::fen::{FenError, parse_fen};
use crate::engine::mcts::{MctsSettings, mcts_chess};
use crate::engine::said::{Said, Told};
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings};
use crate::engine::tree::wire;
use crate::engine::tree_file::{AnyTreeFile, read_any_tree_file_of};
use crate::shell::comparison::{AlgorithmComparison, compare_algorithms, minimax_and_alpha_beta};

/// The control a study runs under in the worker: one thread (the worker is one), never
/// cancelled (the page ends the worker instead).
fn control() -> SearchControl {
    SearchControl::new().with_threads(1)
}

/// Reads the request's root, or says why it cannot be read (a page sends the FENs it wrote,
/// so this is Klados's own mistake).
fn root_of(fen: &str) -> Result<shakmaty::Chess, FenError> {
    parse_fen(fen)
}

/// Runs a plain search; returns its tree as bytes, or why there is none.
pub(super) fn run_search(fen: &str, history: &[u64], settings: &SearchSettings) -> Vec<u8> {
    // Why there is no tree is said in the page's language, as the desktop's Predict says it.
    let tree = root_of(fen).map_err(|error| error.said()).and_then(|root| {
        let tree = search(&root, history, settings, &control()).map_err(|error| error.said())?;
        wire::to_bytes(&tree).map_err(|reason| super::unsent(reason).said)
    });
    match tree {
        Ok(bytes) => [&[SEARCHED][..], &bytes].concat(),
        Err(reason) => json_bytes(SEARCH_FAILED, &reason),
    }
}

/// Compares the algorithms; returns the rows as JSON (none if the root cannot be read).
pub(super) fn run_compare(fen: &str, history: &[u64], depth: usize, max_nodes: usize) -> Vec<u8> {
    let compared = root_of(fen)
        .ok()
        .and_then(|root| compare_algorithms(&root, history, depth, max_nodes, &control()));
    json_bytes(COMPARED, &compared)
}

/// Searches with minimax and alpha-beta for the Monte Carlo view's comparison; returns their
/// choices as JSON (each says why it failed if the root cannot be read).
pub(super) fn run_depth_first(fen: &str, history: &[u64], depth: usize, max_nodes: usize) -> Vec<u8> {
    let chosen = match root_of(fen) {
        Ok(root) => minimax_and_alpha_beta(&root, history, depth, max_nodes, &control()),
        Err(reason) => [Algorithm::Minimax, Algorithm::AlphaBeta]
            .into_iter()
            .map(|algorithm| (algorithm, Err(reason.said())))
            .collect(),
    };
    json_bytes(CHOSEN, &chosen)
}

/// Reads a tree file's text and grades it; returns the grade, or why there is none, as JSON.
pub(super) fn run_grade(text: &str) -> Vec<u8> {
    let graded = graded_bytes(text.as_bytes(), &control());
    json_bytes(GRADED, &graded)
}

/// Reads a tree file's bytes (with the games it may hold) and grades it against Klados's
/// search, or says why it cannot: what the worker and, failing a worker, the page do.
pub fn graded_bytes(bytes: &[u8], control: &SearchControl) -> Result<Graded, Told> {
    match read_any_tree_file_of(bytes, control, &crate::games::Games) {
        Ok(AnyTreeFile::Search(file)) => graded(&file, control),
        Ok(AnyTreeFile::MonteCarlo(_)) => Err(Told::new(
            "a Monte Carlo tree search's file is not graded",
            Said::new("grade-error-mcts"),
        )),
        Err(error) => Err(Told::new(error.to_string(), error.said())),
    }
}

/// Grows a Monte Carlo tree; returns it as bytes, or why there is none.
pub(super) fn run_mcts(fen: &str, history: &[u64], settings: &MctsSettings) -> Vec<u8> {
    // Why there is no tree is said in the page's language.
    let root = root_of(fen).map_err(|error| error.said());
    let tree = root.and_then(|root| {
        let tree = mcts_chess(&root, history, settings, &control()).map_err(|error| error.said())?;
        crate::engine::mcts::wire::to_bytes(&tree).map_err(|reason| super::unsent(reason).said)
    });
    match tree {
        Ok(bytes) => [&[GROWN][..], &bytes].concat(),
        Err(reason) => json_bytes(GROWN_FAILED, &reason),
    }
}

/// Reads a study's answer.
pub(super) fn read_study_answer(kind: u8, rest: &[u8]) -> Result<RemoteAnswer, String> {
    Ok(match kind {
        SEARCHED => RemoteAnswer::Searched(Box::new(Ok(wire::from_bytes(rest)?))),
        SEARCH_FAILED => RemoteAnswer::Searched(Box::new(Err(from_json(rest)?))),
        COMPARED => {
            let compared: Option<AlgorithmComparison> = from_json(rest)?;
            RemoteAnswer::Compared(compared.ok_or("the comparison's root could not be read")?)
        }
        GRADED => RemoteAnswer::Graded(Box::new(from_json(rest)?)),
        CHOSEN => RemoteAnswer::DepthFirst(from_json(rest)?),
        GROWN => RemoteAnswer::Grown(Box::new(Ok(crate::engine::mcts::wire::from_bytes(rest)?))),
        _ => RemoteAnswer::Grown(Box::new(Err(from_json(rest)?))),
    })
}
