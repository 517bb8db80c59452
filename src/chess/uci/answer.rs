//! One `go`'s answer, and the alarm that gives it on time.
//!
//! The search thread deepens one ply at a time; at the deadline the alarm cancels it and answers
//! with the move of the last depth finished, without waiting for the search thread to notice
//! the cancel. Whichever answers first does: a `go` gets exactly one `bestmove`.

use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Duration;

use web_time::Instant;

use shakmaty::Move;

use super::Output;
use crate::engine::position;
use crate::engine::settings::SearchControl;

/// One `go`'s answer: the best move of the deepest depth finished so far, and whether
/// `bestmove` was sent. The search thread and the alarm may both answer and the first one
/// does, so a `go` gets exactly one `bestmove`, and it comes at the deadline even when the
/// depth in progress takes a while to stop or a finished one to be counted up.
pub(super) struct Answer {
    output: Arc<Output>,
    state: Mutex<AnswerState>,
}

#[derive(Default)]
struct AnswerState {
    /// The move of the deepest depth finished (`None` before depth 1 has).
    best: Option<Move>,
    /// True once `bestmove` was sent.
    sent: bool,
}

impl Answer {
    pub(super) fn new(output: Arc<Output>) -> Answer {
        Answer {
            output,
            state: Mutex::new(AnswerState::default()),
        }
    }

    /// Runs `then` on the state, unless `bestmove` was sent: nothing about this `go` is said
    /// after its answer. A poisoned lock (a panic while sending) is taken as it is.
    fn unless_sent(&self, then: impl FnOnce(&mut AnswerState)) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if !state.sent {
            then(&mut state);
        }
    }

    /// Keeps a finished depth's move and reports the depth's `info` line.
    pub(super) fn finished_depth(&self, best: Option<Move>, info: &str) {
        self.unless_sent(|state| {
            state.best = best.or(state.best);
            self.output.send(info);
        });
    }

    /// Tells the GUI something about the search, in words.
    pub(super) fn tell(&self, message: &str) {
        self.unless_sent(|_| self.output.tell(message));
    }

    /// Sends `bestmove`: the best move found, else `fallback`'s, else `0000` (no legal move).
    pub(super) fn send_best(&self, fallback: impl FnOnce() -> Option<Move>) {
        self.unless_sent(|state| {
            let answer = state
                .best
                .or_else(fallback)
                .map_or_else(|| "0000".to_owned(), position::uci);
            self.output.send(&format!("bestmove {answer}"));
            state.sent = true;
        });
    }

    /// Sends `bestmove` if a depth has finished (depth 1 always does, in microseconds); returns
    /// true once `bestmove` was sent, by anyone.
    fn send_best_found(&self) -> bool {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let (false, Some(best)) = (state.sent, state.best) {
            self.output.send(&format!("bestmove {}", position::uci(best)));
            state.sent = true;
        }
        state.sent
    }

    fn is_sent(&self) -> bool {
        self.state.lock().unwrap_or_else(PoisonError::into_inner).sent
    }
}

/// Starts a thread that, at `deadline`, cancels the search and answers with the move found so
/// far, unless the search has answered by then. Answering here rather than when the search
/// thread notices keeps `bestmove` on time whatever that thread is doing (counting up a big
/// depth that just finished, freeing one that was cancelled).
pub(super) fn start_alarm(deadline: Instant, control: Arc<SearchControl>, answer: Arc<Answer>) {
    let alarm = move || {
        while !answer.is_sent() {
            match deadline.checked_duration_since(Instant::now()) {
                // Naps of at most 5 ms: the alarm ends soon after the search answers by itself.
                Some(left) => thread::sleep(left.min(Duration::from_millis(5))),
                None => {
                    control.cancel();
                    if answer.send_best_found() {
                        return;
                    }
                    // Depth 1 is still running: it is about to answer.
                    thread::sleep(Duration::from_millis(1));
                }
            }
        }
    };
    if thread::Builder::new()
        .name("klados-uci-alarm".to_owned())
        .spawn(alarm)
        .is_err()
    {
        // Without an alarm the search still ends: at its depth, or at `stop`.
    }
}
