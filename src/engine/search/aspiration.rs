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
use crate::engine::tree::{AspirationAttempt, Bound, NodeId, Status, WindowResult};

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
            self.learn_root_proofs(&moves);
            self.discard(attempt);
        }
    }
}

impl<R: Rules> Searcher<'_, R> {
    /// Keeps, from a try whose window failed, what it found of each root move it searched
    /// (`moves`, in the order its rows hold them): a value and what it says, exact or a bound.
    /// They are true whatever the window: the next try need not search a move again where
    /// one already answers (see [`Searcher::proved_before`]).
    fn learn_root_proofs(&mut self, moves: &[R::Move]) {
        let Some(level) = self.levels.first() else {
            return;
        };
        for (offset, (&m, node)) in moves.iter().zip(&level.nodes).enumerate() {
            let searched = matches!(node.status(), Status::Searched | Status::Transposition);
            let whole = !self.fractions.contains_key(&NodeId::new(0, offset as u32));
            if let (true, true, Some(value)) = (searched, whole, node.value()) {
                self.root_proofs.push((m, value, node.bound()));
            }
        }
    }

    /// Returns what a try whose window failed found of root move `m` if it answers in
    /// `window` (as a transposition table entry answers): an exact value, or a bound that
    /// already falls outside the window. `level`: the level the move's node is in.
    pub(super) fn proved_before(
        &self,
        level: usize,
        m: R::Move,
        window: Window<R::Value>,
    ) -> Option<(i32, Bound)> {
        if level != 0 {
            return None;
        }
        self.root_proofs
            .iter()
            .filter(|&&(proved, _, _)| proved == m)
            .map(|&(_, value, bound)| (value, bound))
            .find(|&(value, bound)| window.answered_by(R::Value::whole(value), bound))
    }

    /// Records root move `index`, whose position `child` is, as settled by a try whose window
    /// failed: its value and bound as that try found them, and the mark that says so. It has no
    /// children: they were thrown away with the try.
    pub(super) fn record_settled(
        &mut self,
        child: &R::Position,
        index: u32,
        value: i32,
        bound: Bound,
    ) -> (R::Value, Bound) {
        let static_score = self.rules.evaluate_played(child);
        self.levels[0].nodes[index as usize].record(static_score, value, Status::Searched, bound);
        let id = NodeId::new(0, index);
        let mut marks = self.marks.get(id);
        marks.settled_by_failed_window = true;
        self.marks.set(id, marks);
        (R::Value::whole(value), bound)
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
