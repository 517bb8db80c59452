//! The flow of a game between a person and the computer, without a window.
//!
//! [`Session`] holds the rules of play that are not chess rules: whose turn it is (the person's
//! or the computer's), take back and redo in pairs so that it is the person's turn again, which
//! earlier position is being looked at, which way up the board is, whether the search shown
//! still belongs to the game on the board, and what the computer does when the search it was
//! asked for would pass the node budget. It knows nothing of egui and starts no threads: the
//! window asks it for a [`SearchRequest`], runs the search wherever it likes (on a worker
//! thread, in the window) and hands back the outcome with [`Session::finish_search`].
//! The tests in `session/tests.rs` drive it directly.
//!
//! # The fallback: a game never stalls
//!
//! A full-width search to depth 5 needs more than ten million nodes in most middlegames. Rather
//! than refuse to move, the computer tries cheaper searches in turn ([`fallback_attempts`]):
//! ordered alpha-beta at the same depth (the same value, far fewer nodes), then ordered
//! alpha-beta one ply less, and so on down to depth 1. The tree shown then says which search
//! was asked for and which one was played with.

use std::sync::Arc;

use shakmaty::{Chess, Color, Move, Position};

use crate::chess::game::Game;
use crate::engine::position::fen_of;
use crate::engine::said::Said;
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchError, SearchSettings, Technique};
use crate::engine::tree::SearchTree;

mod book;

pub use book::BookPlayed;

/// Why the computer searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To choose and play its move.
    Move,
    /// To show the tree of a position on the board ("think about this position"); nothing is played.
    Study,
}

/// A search the session wants run: the game up to the root (its history counts repetitions),
/// the searches to try in turn, and why.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// The game whose current position is the root.
    pub game: Game,
    /// The search the person chose; cheaper ones are tried in turn if it passes the node budget
    /// ([`fallback_attempts`]).
    pub chosen: SearchSettings,
    /// Why the search runs.
    pub purpose: Purpose,
}

/// A finished search and the settings it really ran with.
#[derive(Debug)]
pub struct Searched {
    /// The tree.
    pub tree: SearchTree,
    /// The search the person asked for.
    pub chosen: SearchSettings,
    /// The search that produced the tree: `chosen`, or a fallback when `chosen` passed the budget.
    pub used: SearchSettings,
}

/// The search the session keeps for the thinking panel.
#[derive(Clone, Debug)]
pub struct ShownSearch {
    /// The tree.
    pub tree: Arc<SearchTree>,
    /// How many moves of the game lead to the tree's root.
    pub root_ply: usize,
    /// The search asked for, when the tree comes from a fallback; `None` when it is the one asked for.
    pub fallback_from: Option<SearchSettings>,
    /// Why the search ran.
    pub purpose: Purpose,
}

/// What became of a finished search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finished {
    /// The computer played this move (SAN).
    Played(String),
    /// The tree is shown for study.
    Studied,
    /// The game has moved on since the search started; its result was thrown away.
    Discarded,
    /// The search was cancelled.
    Cancelled,
    /// No search fitted, or the position had nothing to search: the reason, as a sentence of
    /// the catalogue.
    Failed(Said),
}

/// The searches to try for `chosen`, in turn: `chosen` itself, then ordered alpha-beta at the
/// same depth (unless that is `chosen`), then, if quiescence was on, the same without it (it
/// is what grows a tree most), then ordered alpha-beta one ply less each time, down to depth 1.
/// Every attempt keeps `chosen`'s node budget.
pub fn fallback_attempts(chosen: SearchSettings) -> Vec<SearchSettings> {
    let ordered = |depth, quiescence| SearchSettings {
        depth,
        algorithm: Algorithm::Ordered,
        max_nodes: chosen.max_nodes,
        techniques: chosen.techniques.switched(Technique::Quiescence, quiescence),
    };
    let mut attempts = vec![chosen];
    if chosen.algorithm != Algorithm::Ordered {
        attempts.push(ordered(
            chosen.depth,
            chosen.techniques.has(Technique::Quiescence),
        ));
    }
    if chosen.techniques.has(Technique::Quiescence) {
        attempts.push(ordered(chosen.depth, false));
    }
    attempts.extend((1..chosen.depth).rev().map(|depth| ordered(depth, false)));
    attempts
}

/// Runs the attempts of a request in turn until one fits in its node budget; `on_attempt` is
/// told the index of each attempt as it starts (the window's progress line shows it).
///
/// Returns the first tree that fits. A cancel, or a root with nothing to search, ends the
/// search at once; if even the last attempt passes the budget, its error is returned.
pub fn search_with_fallback(
    request: &SearchRequest,
    control: &SearchControl,
    on_attempt: impl FnMut(usize),
) -> Result<Searched, SearchError> {
    let game = &request.game;
    search_position_with_fallback(
        game.position(),
        game.repetition_history(),
        request.chosen,
        control,
        on_attempt,
    )
}

/// Runs the attempts for `chosen` from `root` as [`search_with_fallback`] does, with `history`
/// the hashes of the positions before it that count for repetitions
/// ([`Game::repetition_history`]): how the page's web worker, which has no game, runs a request.
pub fn search_position_with_fallback(
    root: &Chess,
    history: &[u64],
    chosen: SearchSettings,
    control: &SearchControl,
    mut on_attempt: impl FnMut(usize),
) -> Result<Searched, SearchError> {
    let mut last_error = SearchError::Cancelled;
    for (index, attempt) in fallback_attempts(chosen).iter().enumerate() {
        on_attempt(index);
        control.reset_progress();
        match search(root, history, attempt, control) {
            Ok(tree) => {
                return Ok(Searched {
                    tree,
                    chosen,
                    used: *attempt,
                });
            }
            Err(error @ SearchError::OverBudget { .. }) => last_error = error,
            Err(other) => return Err(other),
        }
    }
    Err(last_error)
}

/// Describes a search for people: "minimax to depth 5", "ordered alpha-beta with quiescence to
/// depth 4" (the techniques switched on, if any).
pub fn describe(settings: &SearchSettings) -> String {
    crate::engine::settings::search_words(settings.algorithm, settings.techniques, settings.depth)
}

/// A search asked for and not finished yet. While one is pending the game cannot change: every
/// change of the game (a move, take back, redo, a new or loaded game) is refused or forgets the
/// search first, so its result always belongs to the position it was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PendingSearch {
    purpose: Purpose,
    /// The number of moves of the game at the root.
    root_ply: usize,
}

/// The game between the person and the computer, and everything about its flow.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    /// The side the person plays.
    human: Color,
    /// True when the person turned the board round for this game (it resets with a new game).
    flipped: bool,
    /// The number of moves shown when an earlier position is being looked at.
    viewed_ply: Option<usize>,
    /// The last finished search, for the thinking panel.
    shown: Option<ShownSearch>,
    /// The search running now, if any.
    pending: Option<PendingSearch>,
    /// The game that a load or a new game replaced, and the person's side in it: it can be
    /// brought back.
    replaced: Option<(Game, Color)>,
    /// The last book move the computer played (see `session/book.rs`), until its own search
    /// replaces it.
    book_move: Option<BookPlayed>,
}

impl Default for Session {
    fn default() -> Self {
        Session::new(Color::White)
    }
}

impl Session {
    /// A new game from the starting position, the person playing `human`.
    pub fn new(human: Color) -> Session {
        Session {
            game: Game::new(),
            human,
            flipped: false,
            viewed_ply: None,
            shown: None,
            pending: None,
            replaced: None,
            book_move: None,
        }
    }

    /// Returns the game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Returns the side the person plays.
    pub fn human(&self) -> Color {
        self.human
    }

    /// Returns the number of moves shown when an earlier position is being looked at.
    pub fn viewed_ply(&self) -> Option<usize> {
        self.viewed_ply
    }

    /// Returns the number of moves of the position shown on the board.
    pub fn shown_ply(&self) -> usize {
        self.viewed_ply.unwrap_or(self.game.moves().len())
    }

    /// Returns true when White is drawn at the bottom: the person's side sits at the bottom,
    /// unless they turned the board round for this game.
    pub fn white_at_bottom(&self) -> bool {
        (self.human == Color::White) != self.flipped
    }

    /// Returns true when the board is turned round for this game.
    pub fn is_flipped(&self) -> bool {
        self.flipped
    }

    /// Turns the board round (for this game only).
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// Returns the last finished search, if it is kept.
    pub fn shown_search(&self) -> Option<&ShownSearch> {
        self.shown.as_ref()
    }

    /// Returns true while a search asked for by the session runs.
    pub fn is_searching(&self) -> bool {
        self.pending.is_some()
    }

    /// Returns true while the running search is a study (its move will not be played).
    pub fn is_studying(&self) -> bool {
        self.pending
            .is_some_and(|pending| pending.purpose == Purpose::Study)
    }

    /// Returns true when it is the computer's turn in a game that goes on.
    pub fn is_computers_turn(&self) -> bool {
        self.game.outcome().is_none() && self.game.position().turn() != self.human
    }

    /// Returns true if the person may move now: their turn, no search, the present position shown.
    pub fn person_may_move(&self) -> bool {
        self.pending.is_none()
            && self.viewed_ply.is_none()
            && self.game.outcome().is_none()
            && self.game.position().turn() == self.human
    }

    /// Returns why the search shown no longer belongs to the game on the board, or `None` while
    /// it does: its root must be the position after its number of moves in this game. A take
    /// back past the root makes it stale; a redo brings it back.
    pub fn stale_reason(&self) -> Option<Said> {
        let shown = self.shown.as_ref()?;
        let root_fen = shown.tree.position_text(None).unwrap_or_default();
        let in_game = shown.root_ply <= self.game.moves().len()
            && fen_of(self.game.position_at(shown.root_ply)) == root_fen;
        (!in_game).then(|| Said::new("session-stale"))
    }

    /// Plays the person's move. Refused (with the reason) when it is not the person's turn.
    pub fn play_human_move(&mut self, m: Move) -> Result<(), Said> {
        if !self.person_may_move() {
            return Err(self.why_not_now());
        }
        self.game.play(m).map_err(|error| error.said())?;
        self.viewed_ply = None;
        Ok(())
    }

    /// Plays the computer's move found by a search the window ran itself (Monte Carlo tree
    /// search): refused (with the reason) unless it is the computer's turn and no search of the
    /// session's runs. The depth-first search kept for the panel no longer belongs to the game's
    /// latest thought, so it is forgotten, as after a book move.
    pub fn play_computer_move(&mut self, m: Move) -> Result<(), Said> {
        if self.pending.is_some() || !self.is_computers_turn() {
            return Err(Said::new("session-not-computers-turn"));
        }
        self.game.play(m).map_err(|error| error.said())?;
        self.viewed_ply = None;
        self.shown = None;
        self.book_move = None;
        Ok(())
    }

    /// Plays a move typed as `e2e4` or in SAN. Refused (with the reason) when it is not the
    /// person's turn, or the text is not a legal move.
    pub fn play_typed_move(&mut self, text: &str) -> Result<(), Said> {
        if !self.person_may_move() {
            return Err(self.why_not_now());
        }
        self.game
            .play_text(text)
            .map(|_| ())
            .map_err(|error| error.said())
    }

    fn why_not_now(&self) -> Said {
        Said::new(if self.is_studying() {
            "session-wait-study"
        } else if self.pending.is_some() {
            "session-wait-computer"
        } else if self.is_computers_turn() {
            "session-computers-turn"
        } else if self.viewed_ply.is_some() {
            "session-earlier-shown"
        } else {
            "session-game-over"
        })
    }

    /// Takes back the person's last move and the computer's reply (or only the person's move if
    /// the computer has not replied), so that it is the person's turn again. A running search
    /// must have been stopped first ([`Session::cancel_search`]).
    pub fn take_back(&mut self) -> Result<(), Said> {
        // The computer's opening move, say, is not the person's to take back; then nothing
        // changes, not even a search that runs.
        if !self.can_take_back() {
            return Err(Said::new("session-nothing-to-take-back"));
        }
        self.pending = None;
        // A move of the person's exists, so this stops on the person's turn.
        while self.game.take_back().is_some() {
            if self.game.position().turn() == self.human {
                break;
            }
        }
        self.viewed_ply = None;
        Ok(())
    }

    /// Returns true if the person has a move to take back.
    pub fn can_take_back(&self) -> bool {
        (0..self.game.moves().len()).any(|ply| self.game.position_at(ply).turn() == self.human)
    }

    /// Plays again the moves taken back, up to the person's next turn.
    pub fn redo(&mut self) {
        self.pending = None;
        while self.game.redo().is_some() {
            if self.game.position().turn() == self.human {
                break;
            }
        }
        self.viewed_ply = None;
    }

    /// Returns true if moves taken back can be played again.
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// Shows the position after `ply` moves (the present when `ply` is the game's length).
    pub fn view_ply(&mut self, ply: usize) {
        self.viewed_ply = (ply < self.game.moves().len()).then_some(ply);
    }

    /// Shows the present position again.
    pub fn view_present(&mut self) {
        self.viewed_ply = None;
    }

    /// Starts a new game, the person playing `human`; the game it replaces can be brought back.
    pub fn new_game(&mut self, human: Color) {
        self.replace(Game::new(), human);
    }

    /// Continues from a loaded game (FEN or PGN), the person playing the side to move (a
    /// finished game keeps the person's side: nobody is to move); the game it replaces can be
    /// brought back.
    pub fn load(&mut self, game: Game) {
        let human = if game.outcome().is_some() {
            self.human
        } else {
            game.position().turn()
        };
        self.replace(game, human);
    }

    /// Continues the game kept from the last run, the person playing `human` as then. The game
    /// it replaces (the new game the window opened with) is not offered back.
    pub fn resume(&mut self, game: Game, human: Color) {
        self.replace(game, human);
        self.replaced = None;
    }

    /// Continues from a lesson's position, the person playing the side to move, with the
    /// lesson's search (if it finished) kept for the thinking panel.
    pub fn continue_from_lesson(&mut self, game: Game, tree: Option<Arc<SearchTree>>) {
        let human = game.position().turn();
        self.replace(game, human);
        self.shown = tree.map(|tree| ShownSearch {
            tree,
            root_ply: self.game.moves().len(),
            fallback_from: None,
            purpose: Purpose::Study,
        });
    }

    /// Returns a description of the game a load or a new game replaced, if it can be brought back
    /// and had any moves.
    pub fn replaced_game(&self) -> Option<Said> {
        let (game, _) = self.replaced.as_ref()?;
        match game.moves().len() {
            0 if game.start_position() == Game::new().start_position() => None,
            0 => Some(Said::new("session-previous-position")),
            moves => Some(Said::new("session-previous-game").count("moves", moves)),
        }
    }

    /// Brings back the game a load or a new game replaced (and keeps the current one, so that
    /// bringing back twice returns to it).
    pub fn restore_replaced(&mut self) -> bool {
        let Some((game, human)) = self.replaced.take() else {
            return false;
        };
        self.replace(game, human);
        true
    }

    fn replace(&mut self, game: Game, human: Color) {
        let old = std::mem::replace(&mut self.game, game);
        self.replaced = Some((old, self.human));
        self.human = human;
        self.flipped = false;
        self.viewed_ply = None;
        self.shown = None;
        self.pending = None;
        self.book_move = None;
    }

    /// Returns the hashes a search of the position after `ply` moves counts repetitions with
    /// (see [`Game::repetition_history`]).
    pub fn history_at(&self, ply: usize) -> Vec<u64> {
        self.game_until(ply).repetition_history().to_vec()
    }

    /// The game up to the position after `ply` moves, with its history.
    fn game_until(&self, ply: usize) -> Game {
        let mut shown = Game::from_position(self.game.start_position().clone());
        for &m in self.game.moves().iter().take(ply) {
            if shown.play(m).is_err() {
                break;
            }
        }
        shown
    }

    /// Returns the search for the computer's move, if it is the computer's turn and no search
    /// runs; the session then waits for [`Session::finish_search`].
    pub fn request_computer_move(&mut self, chosen: SearchSettings) -> Option<SearchRequest> {
        if self.pending.is_some() || !self.is_computers_turn() {
            return None;
        }
        self.viewed_ply = None;
        self.pending = Some(PendingSearch {
            purpose: Purpose::Move,
            root_ply: self.game.moves().len(),
        });
        Some(SearchRequest {
            game: self.game.clone(),
            chosen,
            purpose: Purpose::Move,
        })
    }

    /// Returns the search of the position shown on the board (the present, or the earlier
    /// position being looked at), to study its tree; nothing will be played. `Err` says why
    /// there is nothing to search.
    pub fn request_study(&mut self, chosen: SearchSettings) -> Result<SearchRequest, Said> {
        self.request_study_at(self.shown_ply(), chosen)
    }

    /// Returns the search of the shown search's position again (its settings changed since):
    /// the tree replaced has the same root, wherever the board is. If that position is no longer
    /// in the game (a take back), the position on the board instead, as [`Session::request_study`].
    pub fn request_study_again(&mut self, chosen: SearchSettings) -> Result<SearchRequest, Said> {
        let root_ply = match &self.shown {
            Some(shown) if self.stale_reason().is_none() => shown.root_ply,
            _ => self.shown_ply(),
        };
        self.request_study_at(root_ply, chosen)
    }

    /// Returns the search of the position after `root_ply` moves of the game, to study it.
    fn request_study_at(&mut self, root_ply: usize, chosen: SearchSettings) -> Result<SearchRequest, Said> {
        if self.pending.is_some() {
            return Err(Said::new("session-already-thinking"));
        }
        // The game up to the shown position, so that repetitions still count its history.
        let shown = self.game_until(root_ply);
        if let Some(outcome) = shown.outcome() {
            return Err(Said::new("session-nothing-to-think").said("outcome", outcome.said()));
        }
        self.pending = Some(PendingSearch {
            purpose: Purpose::Study,
            root_ply,
        });
        Ok(SearchRequest {
            game: shown,
            chosen,
            purpose: Purpose::Study,
        })
    }

    /// Forgets the running search (the window has cancelled it).
    pub fn cancel_search(&mut self) {
        self.pending = None;
    }

    /// Takes in a finished search: for the computer's move, plays the move (unless the game has
    /// moved on meanwhile); in both cases keeps the tree for the thinking panel.
    pub fn finish_search(&mut self, outcome: Result<Searched, SearchError>) -> Finished {
        let Some(pending) = self.pending.take() else {
            return Finished::Discarded;
        };
        let searched = match outcome {
            Ok(searched) => searched,
            Err(SearchError::Cancelled) => return Finished::Cancelled,
            Err(error) => return Finished::Failed(error.said()),
        };
        let fallback_from = (searched.used != searched.chosen).then_some(searched.chosen);
        let tree = Arc::new(searched.tree);
        let finished = match pending.purpose {
            Purpose::Study => Finished::Studied,
            Purpose::Move => {
                let Some(m) = tree.best_move() else {
                    return Finished::Failed(Said::new("session-no-move-found"));
                };
                let san = crate::engine::position::san_plus(self.game.position(), m);
                if let Err(error) = self.game.play(m) {
                    return Finished::Failed(
                        Said::new("session-move-not-played").said("reason", error.said()),
                    );
                }
                self.viewed_ply = None;
                // The computer's own search is its latest thought now, not the book.
                self.book_move = None;
                Finished::Played(san)
            }
        };
        self.shown = Some(ShownSearch {
            tree,
            root_ply: pending.root_ply,
            fallback_from,
            purpose: pending.purpose,
        });
        finished
    }
}

#[cfg(test)]
mod tests;
