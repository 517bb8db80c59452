//! Aspiration windows: the root is searched with a narrow window around a guess of its value
//! (with iterative deepening the value of the iteration two plies shallower, the same side
//! having moved last, else the one before; without, the root's static score),
//! instead of −∞…+∞. A narrow window cuts more. If the value lands inside it, it is the true
//! value; if it falls at or below α (fail low) or at or above β (fail high), the truth lies
//! outside, beyond the value the failed search returned: the root is searched again with a window
//! from just past that value reaching farther on the side it fell (after a second fail, the
//! window only widens). The tree keeps
//! every attempt's window, result and nodes ([`AspirationAttempt`]) for the replay to tell;
//! the node arrays keep the last attempt's search, the others are thrown away as `attempt.rs`
//! says.
//!
//! The root value and move are alpha-beta's: the value kept always lands inside its window.

use super::searcher::{Choice, INFINITY, Searcher, Window};
use crate::engine::chance::SearchValue;
use crate::engine::rules::Rules;
use crate::engine::settings::{SearchError, Technique};
use crate::engine::tree::{AspirationAttempt, WindowResult};

/// How many times farther a side of the window reaches after each fail; after the second fail
/// on a side it reaches to infinity.
const WIDEN: i32 = 4;

impl<R: Rules> Searcher<'_, R> {
    /// Returns true if the root is searched with aspiration windows: they are on, under
    /// alpha-beta (minimax has no window).
    pub(super) fn aspires(&self) -> bool {
        self.settings.techniques.has(Technique::Aspiration) && self.settings.algorithm.prunes()
    }

    /// Searches `root` with windows around `guess`, each reaching farther than the one before
    /// on the side the value fell, until the value lands inside; returns the root's choice.
    pub(super) fn aspire(&mut self, root: &R::Position, guess: i32) -> Result<Choice<R::Value>, SearchError> {
        let delta = self.rules.aspiration_delta().max(1);
        let (mut alpha, mut beta) = (guess.saturating_sub(delta), guess.saturating_add(delta));
        let (mut below, mut above) = (delta, delta);
        loop {
            let window = Window {
                alpha: R::Value::whole(alpha),
                beta: R::Value::whole(beta),
            };
            let stored_before = self.nodes_stored;
            let attempt = self.begin_attempt(None);
            let mut moves = self.rules.moves(root);
            let choice = self.expand(root, &mut moves, 0, 0, window, None, true)?;
            let value = choice.value.shown();
            let result = if value <= alpha && alpha > -INFINITY {
                WindowResult::FailLow
            } else if value >= beta && beta < INFINITY {
                WindowResult::FailHigh
            } else {
                WindowResult::Inside
            };
            self.aspiration.push(AspirationAttempt {
                alpha,
                beta,
                result,
                nodes: self.nodes_stored - stored_before,
            });
            // A failed search still says on which side the truth lies, and its value is a
            // bound: after a fail low the truth is at most that value, after a fail high at
            // least it. The new window reaches past the bound, farther each time, and after
            // the first fail its other side closes just past the bound (the value itself lands
            // inside). Only after the first: with the table or the pruning techniques a search
            // can contradict the one before, and a window closing behind each fail could swing
            // from side to side for ever; widening alone reaches −∞…+∞ within four fails.
            let close = self.aspiration.len() == 1;
            match result {
                WindowResult::Inside => {
                    self.keep(attempt);
                    return Ok(choice);
                }
                WindowResult::FailLow => {
                    below = wider(below, delta);
                    alpha = value.saturating_sub(below).max(-INFINITY);
                    if close {
                        beta = value.saturating_add(1);
                    }
                }
                WindowResult::FailHigh => {
                    above = wider(above, delta);
                    beta = value.saturating_add(above).min(INFINITY);
                    if close {
                        alpha = value.saturating_sub(1);
                    }
                }
            }
            self.discard(attempt);
        }
    }
}

/// The reach of a side of the window after a fail: [`WIDEN`] times farther, then infinite.
fn wider(reach: i32, delta: i32) -> i32 {
    if reach < WIDEN * delta {
        WIDEN * delta
    } else {
        2 * INFINITY
    }
}
