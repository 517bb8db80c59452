//! The computer thinks on a worker thread, so the window keeps drawing while it searches.
//!
//! The window's thread and the worker share one [`SearchControl`]: the worker writes how many
//! nodes each level holds so far, the window reads that for its progress line, and the window can
//! ask the worker to stop. The worker runs the session's [`SearchRequest`], falling back to a
//! cheaper search when one passes the node budget; the finished tree (or the reason there is
//! none) comes back over a channel.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::search::{SearchControl, SearchError, SearchSettings};
use crate::engine::tree::MAX_DEPTH;
use crate::session::{SearchRequest, Searched, search_with_fallback};

/// What a finished search hands back: the tree and the settings it ran with, or why there is none.
pub type SearchOutcome = Result<Searched, SearchError>;

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
    /// The searches to try in turn (see [`crate::session::fallback_attempts`]).
    attempts: Vec<SearchSettings>,
    /// The index in `attempts` of the search running now.
    attempt: Arc<AtomicUsize>,
}

/// How far a running search has got, for the progress line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The nodes stored so far in each level (unused levels are 0).
    pub nodes_per_level: [usize; MAX_DEPTH],
    /// Time since the search began.
    pub elapsed: Duration,
    /// The settings the search runs with now.
    pub settings: SearchSettings,
    /// The settings asked for, when the search running now is a fallback because they passed
    /// the node budget.
    pub fallback_from: Option<SearchSettings>,
}

impl Worker {
    /// Starts running a search request on a new thread. `wake` is called once the search ends
    /// (the window passes a function that asks egui for a repaint).
    pub fn start(request: SearchRequest, wake: impl Fn() + Send + 'static) -> Worker {
        let control = Arc::new(SearchControl::new());
        let (sender, outcome) = mpsc::channel();
        let attempts = crate::session::fallback_attempts(request.chosen);
        let attempt = Arc::new(AtomicUsize::new(0));
        let worker_control = Arc::clone(&control);
        let worker_attempt = Arc::clone(&attempt);
        let thread = std::thread::Builder::new()
            .name("klados-search".to_owned())
            .spawn(move || {
                let result = search_with_fallback(&request, &worker_control, |index| {
                    worker_attempt.store(index, Ordering::Relaxed);
                });
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
            attempts,
            attempt,
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
        let index = self.attempt.load(Ordering::Relaxed);
        let chosen = self.attempts.first().copied();
        let settings = self.attempts.get(index).copied().or(chosen);
        Progress {
            nodes_per_level: self.control.nodes_per_level(),
            elapsed: self.started.elapsed(),
            settings: settings.unwrap_or_else(|| SearchSettings::new(1, Default::default())),
            fallback_from: chosen.filter(|_| index > 0),
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
