//! The flow of a small game (tic-tac-toe, Connect Four) between a person and the computer,
//! without a window: chess's [`crate::shell::session::Session`] for the first games of a course.
//!
//! [`SmallSession`] is game-neutral: it keeps the game's id, the root position, the moves played
//! as the game's own codes (a cell 0 to 8, a column 0 to 6), who plays which side, the moves taken
//! back (to redo), the search shown and the one running. It asks the game ([`SmallPosition`]) for
//! everything else. Like chess's session it starts no threads: the window asks it for a
//! [`SmallRequest`], runs [`search_small_with_fallback`] wherever it likes and hands the outcome
//! back with [`SmallSession::finish_search`].

use std::sync::Arc;

use crate::engine::said::Said;
use crate::engine::settings::{SearchControl, SearchError, SearchSettings};
use crate::engine::tree::{Backup, GameId, SearchTree};
use crate::games::{GameError, PositionError, connect4, tictactoe};
use crate::shell::session::{Finished, Purpose, Searched, ShownSearch, fallback_attempts};

/// The game the window plays: chess, or one of the small games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameChoice {
    /// Chess, the game Klados started with.
    #[default]
    Chess,
    /// Tic-tac-toe (3×3).
    TicTacToe,
    /// Connect Four (7 columns × 6 rows).
    ConnectFour,
}

impl GameChoice {
    /// Every choice, in the chooser's order.
    pub const ALL: [GameChoice; 3] = [GameChoice::Chess, GameChoice::TicTacToe, GameChoice::ConnectFour];

    /// Returns the small game chosen, or `None` for chess.
    pub fn small(self) -> Option<SmallGame> {
        match self {
            GameChoice::Chess => None,
            GameChoice::TicTacToe => Some(SmallGame::TicTacToe),
            GameChoice::ConnectFour => Some(SmallGame::ConnectFour),
        }
    }

    /// Returns the choice of the small game `game`.
    pub fn of_small(game: SmallGame) -> GameChoice {
        match game {
            SmallGame::TicTacToe => GameChoice::TicTacToe,
            SmallGame::ConnectFour => GameChoice::ConnectFour,
        }
    }
}

/// A small game: one played on a grid, named by cells or columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SmallGame {
    /// Tic-tac-toe: cells 0 to 8 row by row from the top left.
    TicTacToe,
    /// Connect Four: columns 0 to 6 from the left.
    ConnectFour,
}

impl SmallGame {
    /// Returns the game's id, as trees and tree files name it.
    pub fn id(self) -> GameId {
        match self {
            SmallGame::TicTacToe => GameId::TicTacToe,
            SmallGame::ConnectFour => GameId::ConnectFour,
        }
    }

    /// Returns the small game a tree's [`GameId`] names, or `None` for chess and drawn trees.
    pub fn from_id(id: GameId) -> Option<SmallGame> {
        match id {
            GameId::TicTacToe => Some(SmallGame::TicTacToe),
            GameId::ConnectFour => Some(SmallGame::ConnectFour),
            GameId::Chess | GameId::Drawn => None,
        }
    }

    /// Returns the deepest search the game allows: 9 plies (the whole game) for tic-tac-toe,
    /// 12 for Connect Four.
    pub fn depth_limit(self) -> usize {
        match self {
            SmallGame::TicTacToe => tictactoe::MAX_DEPTH,
            SmallGame::ConnectFour => connect4::MAX_DEPTH,
        }
    }

    /// Returns the game's empty board.
    pub fn empty(self) -> SmallPosition {
        match self {
            SmallGame::TicTacToe => SmallPosition::TicTacToe(tictactoe::Board::empty()),
            SmallGame::ConnectFour => SmallPosition::ConnectFour(connect4::Board::empty()),
        }
    }

    /// Reads a position typed as text (`x.o......`; for Connect Four a list of columns such as
    /// `4453` or six rows of seven cells); the one line of [`PositionError`] says what is wrong.
    pub fn parse(self, text: &str) -> Result<SmallPosition, PositionError> {
        match self {
            SmallGame::TicTacToe => tictactoe::Board::parse(text).map(SmallPosition::TicTacToe),
            SmallGame::ConnectFour => connect4::Board::parse(text).map(SmallPosition::ConnectFour),
        }
    }
}

/// A position of a small game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmallPosition {
    /// A tic-tac-toe board.
    TicTacToe(tictactoe::Board),
    /// A Connect Four board.
    ConnectFour(connect4::Board),
}

impl SmallPosition {
    /// Returns the game the position is of.
    pub fn game(&self) -> SmallGame {
        match self {
            SmallPosition::TicTacToe(_) => SmallGame::TicTacToe,
            SmallPosition::ConnectFour(_) => SmallGame::ConnectFour,
        }
    }

    /// Returns the side to move: `x` (MAX) or `o` (MIN).
    pub fn to_move(&self) -> Backup {
        match self {
            SmallPosition::TicTacToe(board) => board.to_move(),
            SmallPosition::ConnectFour(board) => board.to_move(),
        }
    }

    /// Returns the side with a line, if one has.
    pub fn winner(&self) -> Option<Backup> {
        match self {
            SmallPosition::TicTacToe(board) => board.winner(),
            SmallPosition::ConnectFour(board) => board.winner(),
        }
    }

    /// Returns true once the game is over (a line, or a full board).
    pub fn is_over(&self) -> bool {
        match self {
            SmallPosition::TicTacToe(board) => board.is_over(),
            SmallPosition::ConnectFour(board) => board.is_over(),
        }
    }

    /// Returns the position after the move `code` (a cell or a column), or `None` if it is no
    /// legal move here.
    pub fn after(&self, code: u16) -> Option<SmallPosition> {
        let code = u8::try_from(code).ok()?;
        match self {
            SmallPosition::TicTacToe(board) => board.try_play(code).map(SmallPosition::TicTacToe),
            SmallPosition::ConnectFour(board) => board.try_play(code).map(SmallPosition::ConnectFour),
        }
    }

    /// Returns the position a node of a tree of `game` stands for: the tree's root, `root_text`
    /// as the tree writes it, with the moves `codes` from the root played (a tree's
    /// `move_codes_to`). A game's last position is one too, though the game's text reader
    /// refuses a finished game: the moves are played, not read. `None` if the text is no
    /// position of the game or a move is not legal on the way.
    pub fn after_line(game: SmallGame, root_text: &str, codes: &[u16]) -> Option<SmallPosition> {
        let root = game.parse(root_text).ok()?;
        codes
            .iter()
            .try_fold(root, |position, &code| position.after(code))
    }

    /// Returns the number of empty cells: the most moves the game can still last.
    pub fn empty_cells(&self) -> usize {
        match self {
            SmallPosition::TicTacToe(board) => board.empty_cells().count(),
            SmallPosition::ConnectFour(board) => (0..connect4::COLUMNS as u8)
                .map(|column| connect4::ROWS - board.height(column))
                .sum(),
        }
    }

    /// Returns the position as the game writes it (`x.o.x....`; Connect Four's six rows).
    pub fn text(&self) -> String {
        match self {
            SmallPosition::TicTacToe(board) => board.to_string(),
            SmallPosition::ConnectFour(board) => board.to_string(),
        }
    }

    /// Describes the position as a tree does: the root a Monte Carlo search grows from.
    pub fn description(&self) -> Arc<dyn crate::engine::tree::GameDescription> {
        match *self {
            SmallPosition::TicTacToe(root) => Arc::new(crate::games::described::TicTacToe { root }),
            SmallPosition::ConnectFour(root) => Arc::new(crate::games::described::ConnectFour { root }),
        }
    }

    /// Names a move of the game: its cell (1 to 9) or column (1 to 7).
    pub fn move_name(&self, code: u16) -> String {
        match self {
            SmallPosition::TicTacToe(_) => tictactoe::move_name(code),
            SmallPosition::ConnectFour(_) => connect4::move_name(code),
        }
    }
}

/// How a small game stands, for the status line (the window says it in the person's language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmallStatus {
    /// The game goes on: the side to move, and whether the person plays it.
    ToMove {
        /// The side to move.
        side: Backup,
        /// True when it is the person's turn.
        person: bool,
    },
    /// A side has a line.
    Won(Backup),
    /// The board is full without a line.
    Draw,
}

/// A search of a small game the session wants run: the root, the search chosen, and why.
#[derive(Clone, Copy, Debug)]
pub struct SmallRequest {
    /// The root position.
    pub root: SmallPosition,
    /// The search the person chose; cheaper ones are tried in turn if it passes the node budget.
    pub chosen: SearchSettings,
    /// Why the search runs.
    pub purpose: Purpose,
}

/// Searches a small game's position once with `settings`, as chess's `search` does.
pub fn search_small(
    root: &SmallPosition,
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, GameError> {
    match root {
        SmallPosition::TicTacToe(board) => tictactoe::search(*board, settings, control),
        SmallPosition::ConnectFour(board) => connect4::search(board, settings, control),
    }
}

/// Runs the attempts for `chosen` ([`fallback_attempts`], the same as chess's) from `root` in
/// turn until one fits in its node budget, `on_attempt` told each attempt's index as it starts.
/// A finished game is never asked for (the session refuses it); should one come, the answer is
/// that the search stopped ([`SearchError::Cancelled`]).
pub fn search_small_with_fallback(
    root: &SmallPosition,
    chosen: SearchSettings,
    control: &SearchControl,
    mut on_attempt: impl FnMut(usize),
) -> Result<Searched, SearchError> {
    let mut last_error = SearchError::Cancelled;
    // The game's depth limit bounds the attempts: a depth beyond it is refused by the game.
    let chosen = SearchSettings {
        depth: chosen.depth.clamp(1, root.game().depth_limit()),
        ..chosen
    };
    for (index, attempt) in fallback_attempts(chosen).iter().enumerate() {
        on_attempt(index);
        control.reset_progress();
        match search_small(root, attempt, control) {
            Ok(tree) => {
                return Ok(Searched {
                    tree,
                    chosen,
                    used: *attempt,
                });
            }
            Err(GameError::Search(error @ SearchError::OverBudget { .. })) => last_error = error,
            Err(GameError::Search(other)) => return Err(other),
            Err(GameError::Position(_)) => return Err(SearchError::Cancelled),
        }
    }
    Err(last_error)
}

/// *Compare algorithms* on a small game's position: minimax, alpha-beta and ordered alpha-beta
/// to `depth`, each within `max_nodes`, as chess's comparison is made. `None` once cancelled.
pub fn compare_small(
    root: &SmallPosition,
    depth: usize,
    max_nodes: usize,
    control: &SearchControl,
) -> Option<crate::shell::comparison::AlgorithmComparison> {
    let games = |facts: &crate::engine::settings::TechniqueFacts| facts.applies.games;
    crate::shell::comparison::compare_with(depth, max_nodes, control, games, |settings| {
        search_small(root, settings, control).map_err(|error| error.said())
    })
}

/// The search running now, if any: why, and the number of moves at its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pending {
    purpose: Purpose,
    root_ply: usize,
}

/// A small game between the person and the computer, and everything about its flow.
#[derive(Clone, Debug)]
pub struct SmallSession {
    /// The position the game started from (the empty board, or one typed).
    start: SmallPosition,
    /// The moves played, as the game's codes.
    moves: Vec<u16>,
    /// The moves taken back, the next to play again last.
    undone: Vec<u16>,
    /// The side the person plays.
    human: Backup,
    /// The last finished search, for the thinking panel.
    shown: Option<ShownSearch>,
    /// The search running now.
    pending: Option<Pending>,
}

impl SmallSession {
    /// A new game of `game` from its empty board, the person playing `human`.
    pub fn new(game: SmallGame, human: Backup) -> SmallSession {
        SmallSession::from_position(game.empty(), human)
    }

    /// A new game from `start`, the person playing `human`.
    pub fn from_position(start: SmallPosition, human: Backup) -> SmallSession {
        SmallSession {
            start,
            moves: Vec::new(),
            undone: Vec::new(),
            human,
            shown: None,
            pending: None,
        }
    }

    /// Returns the game.
    pub fn game(&self) -> SmallGame {
        self.start.game()
    }

    /// Returns the position the game started from.
    pub fn start(&self) -> SmallPosition {
        self.start
    }

    /// Returns the moves played, as the game's codes.
    pub fn moves(&self) -> &[u16] {
        &self.moves
    }

    /// Returns the side the person plays.
    pub fn human(&self) -> Backup {
        self.human
    }

    /// Returns the position after the first `ply` moves (all of them if there are fewer).
    pub fn position_at(&self, ply: usize) -> SmallPosition {
        self.moves
            .iter()
            .take(ply)
            .try_fold(self.start, |position, &code| position.after(code))
            .unwrap_or(self.start)
    }

    /// Returns the position now.
    pub fn position(&self) -> SmallPosition {
        self.position_at(self.moves.len())
    }

    /// Returns the last finished search, if it is kept.
    pub fn shown_search(&self) -> Option<&ShownSearch> {
        self.shown.as_ref()
    }

    /// Returns true while a search asked for by the session runs.
    pub fn is_searching(&self) -> bool {
        self.pending.is_some()
    }

    /// Returns true when it is the computer's turn in a game that goes on.
    pub fn is_computers_turn(&self) -> bool {
        let position = self.position();
        !position.is_over() && position.to_move() != self.human
    }

    /// Returns true if the person may move now: their turn and no search running.
    pub fn person_may_move(&self) -> bool {
        let position = self.position();
        self.pending.is_none() && !position.is_over() && position.to_move() == self.human
    }

    /// Returns how the game stands.
    pub fn status(&self) -> SmallStatus {
        let position = self.position();
        match position.winner() {
            Some(side) => SmallStatus::Won(side),
            None if position.is_over() => SmallStatus::Draw,
            None => SmallStatus::ToMove {
                side: position.to_move(),
                person: position.to_move() == self.human,
            },
        }
    }

    /// Plays the person's move `code` (a cell or a column). `Err` when it is not the person's
    /// turn or the move is not legal (a taken cell, a full column): nothing changes then.
    pub fn play(&mut self, code: u16) -> Result<(), SmallRefusal> {
        if !self.person_may_move() {
            return Err(SmallRefusal::NotYourTurn);
        }
        self.position().after(code).ok_or(SmallRefusal::Illegal)?;
        self.moves.push(code);
        self.undone.clear();
        Ok(())
    }

    /// Plays the computer's move `code`, found by a search the window ran itself (Monte Carlo
    /// tree search). `Err` when it is not the computer's turn, a search of the session's runs,
    /// or the move is not legal here: nothing changes then.
    pub fn play_computers(&mut self, code: u16) -> Result<(), SmallRefusal> {
        if !self.is_computers_turn() || self.pending.is_some() {
            return Err(SmallRefusal::NotYourTurn);
        }
        self.position().after(code).ok_or(SmallRefusal::Illegal)?;
        self.moves.push(code);
        self.undone.clear();
        Ok(())
    }

    /// Takes back the person's last move and the computer's reply after it, so that it is the
    /// person's turn again; a running search is forgotten.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        self.pending = None;
        while let Some(code) = self.moves.pop() {
            self.undone.push(code);
            if self.position().to_move() == self.human {
                break;
            }
        }
        true
    }

    /// Returns true if the person has a move to take back.
    pub fn can_take_back(&self) -> bool {
        (0..self.moves.len()).any(|ply| self.position_at(ply).to_move() == self.human)
    }

    /// Plays again the moves taken back, up to the person's next turn.
    pub fn redo(&mut self) {
        self.pending = None;
        while let Some(code) = self.undone.pop() {
            if self.position().after(code).is_none() {
                self.undone.clear();
                break;
            }
            self.moves.push(code);
            if self.position().to_move() == self.human {
                break;
            }
        }
    }

    /// Returns true if moves taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Starts the game again from `start`, the person playing `human`; the search shown and
    /// the one running are forgotten.
    pub fn restart(&mut self, start: SmallPosition, human: Backup) {
        *self = SmallSession::from_position(start, human);
    }

    /// Returns the search for the computer's move, if it is the computer's turn and no search
    /// runs; the session then waits for [`SmallSession::finish_search`].
    pub fn request_computer_move(&mut self, chosen: SearchSettings) -> Option<SmallRequest> {
        if self.pending.is_some() || !self.is_computers_turn() {
            return None;
        }
        self.pending = Some(Pending {
            purpose: Purpose::Move,
            root_ply: self.moves.len(),
        });
        Some(SmallRequest {
            root: self.position(),
            chosen,
            purpose: Purpose::Move,
        })
    }

    /// Returns the search of the position now, to study its tree; nothing will be played.
    /// `None` while a search runs or when the game is over.
    pub fn request_study(&mut self, chosen: SearchSettings) -> Option<SmallRequest> {
        let root = self.position();
        if self.pending.is_some() || root.is_over() {
            return None;
        }
        self.pending = Some(Pending {
            purpose: Purpose::Study,
            root_ply: self.moves.len(),
        });
        Some(SmallRequest {
            root,
            chosen,
            purpose: Purpose::Study,
        })
    }

    /// Forgets the running search (the window has cancelled it).
    pub fn cancel_search(&mut self) {
        self.pending = None;
    }

    /// Returns true when the search shown was made for a position still in the game: its root
    /// is the position after its number of moves.
    pub fn shown_is_current(&self) -> bool {
        self.shown.as_ref().is_some_and(|shown| {
            shown.root_ply <= self.moves.len()
                && shown.tree.position_text(None) == Some(self.position_at(shown.root_ply).text())
        })
    }

    /// Takes in a finished search: for the computer's move, plays the best move; in both cases
    /// keeps the tree for the thinking panel.
    pub fn finish_search(&mut self, outcome: Result<Searched, SearchError>) -> Finished {
        let Some(pending) = self.pending.take() else {
            return Finished::Discarded;
        };
        let searched = match outcome {
            Ok(searched) => searched,
            Err(SearchError::Cancelled) => return Finished::Cancelled,
            Err(error) => return Finished::Failed(error.said()),
        };
        if pending.root_ply != self.moves.len() {
            return Finished::Discarded;
        }
        let fallback_from = (searched.used != searched.chosen).then_some(searched.chosen);
        let tree = Arc::new(searched.tree);
        let finished = match pending.purpose {
            Purpose::Study => Finished::Studied,
            Purpose::Move => {
                let best = tree.best();
                let Some(code) = tree.get(best).map(|node| node.packed_move().bits()) else {
                    return Finished::Failed(Said::new("session-no-move-found"));
                };
                let position = self.position();
                if position.after(code).is_none() {
                    return Finished::Failed(Said::new("session-move-not-legal"));
                }
                self.moves.push(code);
                self.undone.clear();
                Finished::Played(position.move_name(code))
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

/// Why the person's move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmallRefusal {
    /// It is not the person's turn (the computer's, a search runs, or the game is over).
    NotYourTurn,
    /// The cell is taken or the column full.
    Illegal,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(depth: usize) -> SearchSettings {
        SearchSettings::new(depth, crate::engine::settings::Algorithm::AlphaBeta)
    }

    #[test]
    fn the_computer_answers_with_a_legal_move_and_take_back_undoes_the_pair() {
        let mut session = SmallSession::new(SmallGame::TicTacToe, Backup::Max);
        session.play(4).unwrap();
        assert_eq!(session.play(0), Err(SmallRefusal::NotYourTurn));
        let request = session.request_computer_move(settings(8)).unwrap();
        let outcome =
            search_small_with_fallback(&request.root, request.chosen, &SearchControl::new(), |_| {});
        let Finished::Played(name) = session.finish_search(outcome) else {
            panic!("no move played");
        };
        // Against the centre only a corner holds the draw.
        assert!(["1", "3", "7", "9"].contains(&name.as_str()), "{name}");
        assert_eq!(session.moves().len(), 2);
        assert!(session.shown_is_current());
        assert!(session.take_back());
        assert!(session.moves().is_empty());
        assert!(!session.shown_is_current() || session.shown_search().unwrap().root_ply == 1);
        session.redo();
        assert_eq!(session.moves().len(), 2);
    }

    #[test]
    fn a_taken_cell_and_a_full_column_are_refused() {
        let mut session = SmallSession::new(SmallGame::TicTacToe, Backup::Max);
        session.play(4).unwrap();
        session.human = Backup::Min;
        assert_eq!(session.play(4), Err(SmallRefusal::Illegal));
        let full = SmallGame::ConnectFour.parse("444444").unwrap();
        let mut session = SmallSession::from_position(full, Backup::Max);
        assert_eq!(session.play(3), Err(SmallRefusal::Illegal));
        session.play(0).unwrap();
        assert_eq!(session.position().text().lines().count(), 1);
    }

    #[test]
    fn compare_algorithms_on_the_whole_tic_tac_toe_tree_agrees_and_counts() {
        let empty = SmallGame::TicTacToe.empty();
        let compared = compare_small(&empty, 9, 10_000_000, &SearchControl::new()).unwrap();
        let rows: Vec<_> = compared
            .rows
            .iter()
            .map(|row| row.result.clone().unwrap())
            .collect();
        assert_eq!(rows[0].counts.stored, 549_945);
        // Pruning never changes the value (0, a draw); it stores fewer nodes.
        assert!(rows.iter().all(|row| row.value == rows[0].value));
        assert!(
            rows[1].counts.stored < rows[0].counts.stored && rows[2].counts.stored <= rows[1].counts.stored
        );
        assert!(compared.minimal.is_some());
        // Alpha-beta with each technique of the small games (not iterative deepening, which is
        // chess's); the exact ones find alpha-beta's answer.
        let alpha_beta = compared.alpha_beta().unwrap();
        assert!(compared.techniques.iter().all(|row| row.technique != "iterative"));
        for row in &compared.techniques {
            let facts = row.facts().unwrap();
            let measured = row.result.as_ref().unwrap();
            assert!(
                !facts.exact || !measured.answers_differently(alpha_beta),
                "{}",
                row.technique
            );
        }
    }

    #[test]
    fn a_won_game_says_who_won() {
        let mut session =
            SmallSession::from_position(SmallGame::TicTacToe.parse("xx.oo....").unwrap(), Backup::Max);
        session.play(2).unwrap();
        assert_eq!(session.status(), SmallStatus::Won(Backup::Max));
        assert!(!session.is_computers_turn());
        assert!(session.request_study(settings(3)).is_none());
    }
}
