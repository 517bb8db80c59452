//! The computer thinks on a worker thread, so the window keeps drawing while it searches.
//!
//! The window's thread and the worker share one [`SearchControl`]: the worker writes how many
//! nodes each level holds so far, the window reads that for its progress line, and the window can
//! ask the worker to stop. The finished tree (or the reason there is none) comes back over a channel.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::search::{SearchControl, SearchError, SearchSettings, search_game};
use crate::engine::tree::{MAX_DEPTH, SearchTree};
use crate::game::Game;

/// What a finished search hands back: the tree, or why there is none.
pub type SearchOutcome = Result<SearchTree, SearchError>;

/// A search running on its own thread.
///
/// Dropping it cancels the search and waits for the thread to end, so no search outlives the
/// window or the game it was started for.
pub struct Worker {
    /// Shared with the search: the cancel flag and the progress counters.
    control: Arc<SearchControl>,
    /// Where the finished search sends its outcome.
    outcome: Receiver<SearchOutcome>,
    /// The thread, joined when the worker is dropped.
    thread: Option<JoinHandle<()>>,
    /// When the search began, for the progress line.
    started: Instant,
    /// What the search was asked to do.
    settings: SearchSettings,
}

/// How far a running search has got, for the progress line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The nodes stored so far in each level (unused levels are 0).
    pub nodes_per_level: [usize; MAX_DEPTH],
    /// Time since the search began.
    pub elapsed: Duration,
    /// The settings the search runs with.
    pub settings: SearchSettings,
}

impl Worker {
    /// Starts searching the game's current position on a new thread. `wake` is called once the
    /// search ends (the window passes a function that asks egui for a repaint).
    pub fn start(game: &Game, settings: SearchSettings, wake: impl Fn() + Send + 'static) -> Worker {
        let control = Arc::new(SearchControl::new());
        let (sender, outcome) = mpsc::channel();
        let game = game.clone();
        let worker_control = Arc::clone(&control);
        let thread = std::thread::Builder::new()
            .name("klados-search".to_owned())
            .spawn(move || {
                let result = search_game(&game, &settings, &worker_control);
                // The window may have gone away; then nobody needs the result.
                let _ = sender.send(result);
                wake();
            });
        // If no thread could be started, `poll` reports the search as ended without a tree.
        let thread = thread.ok();
        Worker {
            control,
            outcome,
            thread,
            started: Instant::now(),
            settings,
        }
    }

    /// Returns the search's outcome if it has finished, without waiting.
    pub fn poll(&self) -> Option<SearchOutcome> {
        match self.outcome.try_recv() {
            Ok(outcome) => Some(outcome),
            Err(TryRecvError::Empty) if self.thread.is_some() => None,
            Err(_) => Some(Err(SearchError::Cancelled)),
        }
    }

    /// Waits until the search finishes and returns its outcome. Tests use this to wait for the
    /// computer's move without depending on how fast the machine is.
    pub fn wait(&self) -> SearchOutcome {
        self.outcome.recv().unwrap_or(Err(SearchError::Cancelled))
    }

    /// Returns how far the search has got.
    pub fn progress(&self) -> Progress {
        Progress {
            nodes_per_level: self.control.nodes_per_level(),
            elapsed: self.started.elapsed(),
            settings: self.settings,
        }
    }

    /// Asks the search to stop and waits for its thread to end (the search checks the flag often,
    /// so this is prompt).
    pub fn cancel(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        self.control.cancel();
        if let Some(thread) = self.thread.take() {
            // A search that panicked has nothing more to say; the window goes on.
            let _ = thread.join();
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop();
    }
}
