//! A tree file opened on a page, read in the worker: a file of 128,000 nodes takes the page's
//! thread about a second to read, so the worker reads it, builds the node arrays and finds what
//! is wrong in it on its own, and sends the tree as bytes ([`crate::engine::tree::wire`]) with
//! those differences as JSON; a chess Monte Carlo tree search's file is grown again there and
//! sent as [`crate::engine::mcts::wire`] writes it. A drawn tree's file (small, and its labels
//! do not go as bytes) and another game's are left to the page: the answer says so.

use super::{
    OPEN_FAILED, OPEN_HERE, OPENED, OPENED_MCTS, RemoteAnswer, framed, from_json, json_bytes, unframed,
};
use crate::course::grade::{Difference, own_checks};
use crate::engine::mcts::MctsTree;
use crate::engine::settings::SearchControl;
use crate::engine::tree::{SearchTree, wire};
use crate::engine::tree_file::{AnyTreeFile, read_any_tree_file_of};

/// A tree file as the worker read it.
#[derive(Debug)]
pub enum OpenedFile {
    /// A minimax or alpha-beta tree: its node arrays and what is wrong in it on its own.
    Search {
        /// The node arrays (boxed, as the Monte Carlo tree is: both are large).
        tree: Box<SearchTree>,
        /// What is wrong in the file on its own, most important first.
        unbacked: Vec<Difference>,
    },
    /// A chess Monte Carlo tree search, grown again from the file's settings.
    MonteCarlo(Box<MctsTree>),
    /// A drawn tree's file: the page reads it itself.
    ReadOnPage,
}

/// Reads a tree file's text; returns the tree as bytes, or that the page should read it, or
/// why it cannot be read (the page names the file, and writes why in its own language).
pub(super) fn run_open_tree(text: &str) -> Vec<u8> {
    let control = SearchControl::new().with_threads(1);
    let file = match read_any_tree_file_of(text.as_bytes(), &control, &crate::games::Games) {
        Ok(file) => file,
        Err(error) => return json_bytes(OPEN_FAILED, &error.said()),
    };
    match file {
        AnyTreeFile::Search(file) if file.root.is_some() => {
            let tree = match file.to_search_tree() {
                Ok(tree) => tree,
                Err(error) => return json_bytes(OPEN_FAILED, &error.said()),
            };
            let unbacked = own_checks(&file, &tree);
            match (wire::to_bytes(&tree), serde_json::to_vec(&unbacked)) {
                (Ok(bytes), Ok(json)) => framed(OPENED, &json, &bytes),
                _ => vec![OPEN_HERE],
            }
        }
        AnyTreeFile::MonteCarlo(file) if file.game_id() == crate::engine::tree::GameId::Chess => {
            let grown = file
                .search_again(None, &control)
                .map_err(|error| error.said())
                .and_then(|tree| {
                    crate::engine::mcts::wire::to_bytes(&tree).map_err(|reason| super::unsent(reason).said)
                });
            match grown {
                Ok(bytes) => [&[OPENED_MCTS][..], &bytes].concat(),
                Err(reason) => json_bytes(OPEN_FAILED, &reason),
            }
        }
        _ => vec![OPEN_HERE],
    }
}

/// Reads the worker's answer to an opened tree file.
pub(super) fn read_opened_answer(kind: u8, rest: &[u8]) -> Result<RemoteAnswer, String> {
    let opened = match kind {
        OPENED => {
            let (json, bytes) = unframed(rest)?;
            Ok(OpenedFile::Search {
                unbacked: from_json(json)?,
                tree: Box::new(wire::from_bytes(bytes)?),
            })
        }
        OPENED_MCTS => Ok(OpenedFile::MonteCarlo(Box::new(
            crate::engine::mcts::wire::from_bytes(rest)?,
        ))),
        OPEN_HERE => Ok(OpenedFile::ReadOnPage),
        _ => Err(from_json(rest)?),
    };
    Ok(RemoteAnswer::Opened(Box::new(opened)))
}
