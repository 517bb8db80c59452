//! One thread's part in a minimax search split across threads (see `parallel.rs`): the count of
//! nodes the threads share, and what this thread has stored and not yet said.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::engine::settings::{MAX_LEVELS, SearchControl};

/// What the threads of a split search count together: the nodes stored between them, and
/// whether one of them failed (the others then stop).
pub(super) struct SharedCount {
    stored: AtomicUsize,
    failed: AtomicBool,
}

impl SharedCount {
    /// A count that starts at `stored` nodes (those stored before the split), nobody failed.
    pub(super) fn new(stored: usize) -> SharedCount {
        SharedCount {
            stored: AtomicUsize::new(stored),
            failed: AtomicBool::new(false),
        }
    }

    /// Says that a thread failed: the others stop.
    pub(super) fn fail(&self) {
        self.failed.store(true, Ordering::Relaxed);
    }
}

/// One thread's part in a split search, kept by its [`Searcher`]: the nodes it stored that it has
/// not yet added to the shared count. It adds them every [`SAY_EVERY`] nodes rather than at every
/// position, so that the threads do not queue for the shared count; the budget check may
/// therefore miss up to that many nodes per thread, and the whole tree is checked once more at
/// the end.
pub(crate) struct Share<'a> {
    shared: &'a SharedCount,
    /// Nodes stored and not yet added to the shared count, level by level (for the progress).
    unsaid: [usize; MAX_LEVELS],
    unsaid_total: usize,
    /// Nodes already added to the shared count.
    said: usize,
}

/// How many nodes a thread stores before it adds them to the shared count.
const SAY_EVERY: usize = 4096;

impl<'a> Share<'a> {
    pub(super) fn new(shared: &'a SharedCount) -> Share<'a> {
        Share {
            shared,
            unsaid: [0; MAX_LEVELS],
            unsaid_total: 0,
            said: 0,
        }
    }

    /// Counts `count` nodes just stored in `level`.
    pub(super) fn stored(&mut self, control: &SearchControl, level: usize, count: usize) {
        if let Some(unsaid) = self.unsaid.get_mut(level) {
            *unsaid += count;
        }
        self.unsaid_total += count;
        if self.unsaid_total >= SAY_EVERY {
            self.say(control);
        }
    }

    /// Adds the nodes not yet said to the shared count and to the progress.
    pub(super) fn say(&mut self, control: &SearchControl) {
        self.shared.stored.fetch_add(self.unsaid_total, Ordering::Relaxed);
        self.said += self.unsaid_total;
        self.unsaid_total = 0;
        for (level, unsaid) in self.unsaid.iter_mut().enumerate() {
            if *unsaid > 0 {
                control.add_progress(level, std::mem::take(unsaid));
            }
        }
    }

    /// Returns the nodes the other threads (and the levels above the split) have said they
    /// stored.
    pub(super) fn stored_elsewhere(&self) -> usize {
        self.shared
            .stored
            .load(Ordering::Relaxed)
            .saturating_sub(self.said)
    }

    /// Returns true once another thread has failed: this one stops too.
    pub(super) fn another_failed(&self) -> bool {
        self.shared.failed.load(Ordering::Relaxed)
    }
}
