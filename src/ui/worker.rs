//! The computer thinks on a [`Job`], so the window keeps drawing while it searches.
//!
//! The window's thread and the job share one [`SearchControl`]: the search writes how many
//! nodes each level holds so far, the window reads that for its progress line, and the window can
//! ask the search to stop. The job runs the session's [`SearchRequest`], falling back to a
//! cheaper search when one passes the node budget; the finished tree (or the reason there is
//! none) comes back as the job's one message.
//!
//! On a page the search runs in the page's web worker instead
//! (`shell::web::Remote`), which tells its progress as it goes; cancelling ends
//! the worker. (Should the page have no worker, the job runs the search on the page's thread.)

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::engine::settings::{MAX_LEVELS, SearchError, SearchSettings};
use crate::shell::session::{SearchRequest, Searched, search_with_fallback};
use crate::shell::small_game::{SmallRequest, search_small_with_fallback};
use crate::ui::job::{Job, JobCount, Polled};

/// What a finished search hands back: the tree and the settings it ran with, or why there is none.
pub type SearchOutcome = Result<Searched, SearchError>;

/// The computer's search, running as a job.
///
/// Dropping it cancels the search and waits for the thread to end, so no search outlives the
/// window or the game it was started for.
pub struct Worker {
    /// The search's thread.
    job: Job<SearchOutcome>,
    /// On a page: the search in the web worker, when the page has one (then `job` is idle).
    #[cfg(target_arch = "wasm32")]
    remote: Option<crate::shell::web::Remote>,
    /// The searches to try in turn (see [`crate::shell::session::fallback_attempts`]).
    attempts: Vec<SearchSettings>,
    /// The index in `attempts` of the search running now.
    attempt: Arc<AtomicUsize>,
}

/// How far a running search has got, for the progress line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The nodes stored so far in each level (unused levels are 0).
    pub nodes_per_level: [usize; MAX_LEVELS],
    /// Time since the search began.
    pub elapsed: Duration,
    /// The settings the search runs with now.
    pub settings: SearchSettings,
    /// The settings asked for, when the search running now is a fallback because they passed
    /// the node budget.
    pub fallback_from: Option<SearchSettings>,
}

impl Progress {
    /// Returns the nodes stored so far in the levels the search has reached: at least the
    /// depth's levels, and the quiescence levels beyond them that hold nodes.
    pub fn levels(&self) -> &[usize] {
        let reached = self
            .nodes_per_level
            .iter()
            .rposition(|&count| count > 0)
            .map_or(0, |last| last + 1);
        let shown = reached.max(self.settings.depth).min(self.nodes_per_level.len());
        &self.nodes_per_level[..shown]
    }
}

impl Worker {
    /// Starts running a search request as a job counted in `count`. `wake` is called once the
    /// search ends (the window passes a function that asks egui for a repaint).
    pub fn start(request: SearchRequest, count: &JobCount, wake: impl Fn() + Send + 'static) -> Worker {
        let remote = crate::shell::remote::RemoteRequest::of(&request);
        Worker::launch(request.chosen, remote, count, wake, move |control, on_attempt| {
            search_with_fallback(&request, control, on_attempt)
        })
    }

    /// Starts running a small game's search (tic-tac-toe, Connect Four) as [`Worker::start`]
    /// runs chess's: the same fallback, progress and cancel; on a page in the web worker too.
    pub fn start_small(request: SmallRequest, count: &JobCount, wake: impl Fn() + Send + 'static) -> Worker {
        let remote = crate::shell::remote::RemoteRequest::of_small(&request);
        Worker::launch(request.chosen, remote, count, wake, move |control, on_attempt| {
            search_small_with_fallback(&request.root, request.chosen, control, on_attempt)
        })
    }

    /// Starts `search` (given the job's control and the function to tell each attempt to) as a
    /// job, or on a page hands `remote` to the web worker.
    fn launch(
        chosen: SearchSettings,
        #[cfg_attr(not(target_arch = "wasm32"), allow(unused_variables))]
        remote: crate::shell::remote::RemoteRequest,
        count: &JobCount,
        wake: impl Fn() + Send + 'static,
        search: impl FnOnce(&crate::engine::settings::SearchControl, &mut dyn FnMut(usize)) -> SearchOutcome
        + Send
        + 'static,
    ) -> Worker {
        let attempts = crate::shell::session::fallback_attempts(chosen);
        // The wake is shared by the worker's messages and, failing a worker, the job.
        #[cfg(target_arch = "wasm32")]
        let wake = Arc::new(std::sync::Mutex::new(wake));
        #[cfg(target_arch = "wasm32")]
        {
            let remote_wake = Arc::clone(&wake);
            let woken = move || {
                if let Ok(wake) = remote_wake.lock() {
                    wake();
                }
            };
            if let Ok(remote) = crate::shell::web::Remote::start(&remote, woken) {
                return Worker {
                    job: Job::start("klados-search", count, || {}, |_| {}),
                    remote: Some(remote),
                    attempts,
                    attempt: Arc::new(AtomicUsize::new(0)),
                };
            }
        }
        #[cfg(target_arch = "wasm32")]
        let wake = move || {
            if let Ok(wake) = wake.lock() {
                wake();
            }
        };
        let attempt = Arc::new(AtomicUsize::new(0));
        let job_attempt = Arc::clone(&attempt);
        let job = Job::start("klados-search", count, wake, move |context| {
            let result = search(context.control(), &mut |index| {
                job_attempt.store(index, Ordering::Relaxed);
            });
            context.send(result);
        });
        Worker {
            job,
            #[cfg(target_arch = "wasm32")]
            remote: None,
            attempts,
            attempt,
        }
    }

    /// Returns the search's outcome if it has finished, without waiting.
    pub fn poll(&self) -> Option<SearchOutcome> {
        #[cfg(target_arch = "wasm32")]
        if let Some(remote) = &self.remote {
            while let Some(answer) = remote.take_answer() {
                if let crate::shell::remote::RemoteAnswer::Finished(outcome) = answer {
                    return Some(*outcome);
                }
            }
            return remote.has_ended().then_some(Err(SearchError::Cancelled));
        }
        match self.job.poll() {
            Polled::Message(outcome) => Some(outcome),
            Polled::Running => None,
            Polled::Ended => Some(Err(SearchError::Cancelled)),
        }
    }

    /// Waits until the search finishes and returns its outcome. Tests use this to wait for the
    /// computer's move without depending on how fast the machine is.
    pub fn wait(&self) -> SearchOutcome {
        self.job.wait().unwrap_or(Err(SearchError::Cancelled))
    }

    /// Returns how far the search has got.
    pub fn progress(&self) -> Progress {
        #[cfg(target_arch = "wasm32")]
        if let Some(remote) = &self.remote {
            let (index, nodes_per_level) = remote.progress();
            return self.progress_of(index, nodes_per_level);
        }
        let index = self.attempt.load(Ordering::Relaxed);
        self.progress_of(index, self.job.control().nodes_per_level())
    }

    /// Returns the progress of attempt `index` with `nodes_per_level` stored so far.
    fn progress_of(&self, index: usize, nodes_per_level: [usize; MAX_LEVELS]) -> Progress {
        let chosen = self.attempts.first().copied();
        let settings = self.attempts.get(index).copied().or(chosen);
        Progress {
            nodes_per_level,
            elapsed: self.job.started().elapsed(),
            settings: settings.unwrap_or_else(|| SearchSettings::new(1, Default::default())),
            fallback_from: chosen.filter(|_| index > 0),
        }
    }

    /// Asks the search to stop and waits for its thread to end (the search checks the flag often,
    /// so this is prompt).
    pub fn cancel(self) {
        drop(self);
    }
}
