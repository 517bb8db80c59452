//! The game being played: its moves, take back and redo, FEN, notation, and how it ended. A
//! game knows nothing of PGN: the PGN reader and writer (in this chess part) use it, never the
//! other way round.
//!
//! Chess rules come from `shakmaty`; this module only keeps the history a game needs on top of
//! them: every position reached (so a move can be taken back and a threefold repetition counted)
//! and the moves that were taken back (so they can be redone).

use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::chess::openings::{Opening, Openings};
use crate::engine::fen::{FenError, parse_fen};
use crate::engine::mcts::{MctsError, MctsSettings, MctsTree, mcts_chess};
use crate::engine::position::{
    GameOutcome, MoveInputError, fen_of, outcome_of, parse_move, position_hash, san_plus,
};
use crate::engine::search::search;
use crate::engine::settings::{SearchControl, SearchError, SearchSettings};
use crate::engine::tree::SearchTree;

/// The tags of the record a game was read from (`Event`, `White`, …), kept so that saving the
/// game writes them back (open → save round-trips), and the result the record gave while the
/// game is still as it was read. The game only keeps them: the PGN reader fills them in and the
/// writer writes them out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameTags {
    /// The tag pairs in the order read, such as `("White", "Kasparov, Garry")`. `FEN`, `SetUp`
    /// and `Result` are among them as written, but writing computes those three afresh.
    pub pairs: Vec<(String, String)>,
    /// The result token the text ended with (`1-0`, `0-1`, `1/2-1/2`) and the number of plies
    /// the game had then. [`Game::play`] forgets it: a game played on has no result yet.
    pub result_as_read: Option<(String, usize)>,
}

impl GameTags {
    /// Returns the value of the tag `name`, if the game was read with it.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }
}

/// A chess game: the starting position, the moves played since, and the moves taken back.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[0]` is the starting position; `positions[i + 1]` is the position after `moves[i]`.
    positions: Vec<Chess>,
    /// The Zobrist hash of each position in `positions`, for counting repetitions.
    hashes: Vec<u64>,
    /// The moves played, in order.
    moves: Vec<Move>,
    /// Moves taken back, the most recently taken back last, so `redo` pops them in order.
    undone: Vec<Move>,
    /// The tags of the record the game was read from (empty otherwise), kept so that saving it
    /// writes them back.
    tags: GameTags,
}

impl Default for Game {
    fn default() -> Self {
        Game::from_position(Chess::default())
    }
}

impl Game {
    /// Starts a game from the standard starting position.
    pub fn new() -> Game {
        Game::default()
    }

    /// Starts a game from a position.
    pub fn from_position(start: Chess) -> Game {
        let hash = position_hash(&start);
        Game {
            positions: vec![start],
            hashes: vec![hash],
            moves: Vec::new(),
            undone: Vec::new(),
            tags: GameTags::default(),
        }
    }

    /// Starts a game from a FEN, saying what is wrong with it if it cannot be used. Castling
    /// rights the kings and rooks do not allow are dropped;
    /// [`read_fen`](crate::engine::fen::read_fen) also says which.
    ///
    /// ```
    /// let game = klados::chess::game::Game::from_fen(klados::engine::position::START_FEN).unwrap();
    /// assert_eq!(game.legal_moves().len(), 20);
    /// assert!(klados::chess::game::Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(text: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(parse_fen(text)?))
    }

    /// Returns the position the game has reached.
    pub fn position(&self) -> &Chess {
        // `positions` always holds the starting position, so `last` always exists.
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// Returns the position after the first `ply` moves (0 = the starting position), clamped to the end.
    pub fn position_at(&self, ply: usize) -> &Chess {
        &self.positions[ply.min(self.positions.len() - 1)]
    }

    /// Returns the starting position.
    pub fn start_position(&self) -> &Chess {
        &self.positions[0]
    }

    /// Returns the name of the opening after the first `ply` moves (clamped to the end): the
    /// last named position the game passed through, so transpositions are named too (see
    /// [`Openings::name_along`]).
    pub fn opening_at(&self, ply: usize) -> Option<&'static Opening> {
        let shown = &self.positions[..=ply.min(self.positions.len() - 1)];
        Openings::built_in().name_along(shown.iter())
    }

    /// Returns the moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Returns the legal moves in the current position (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position().legal_moves().into_iter().collect()
    }

    /// Returns the Zobrist hashes of the positions before the current one that a repetition could
    /// still reach: those since the last capture or pawn move, oldest first. The search counts
    /// them so that a repetition inside its tree is scored as the draw it is.
    pub fn repetition_history(&self) -> &[u64] {
        let reversible = self.position().halfmoves() as usize;
        let before_current = &self.hashes[..self.hashes.len() - 1];
        &before_current[before_current.len().saturating_sub(reversible)..]
    }

    /// Plays a legal move. Redo is no longer possible afterwards (as in every chess program).
    ///
    /// Returns an error, leaving the game unchanged, if the move is not legal or the game is over.
    pub fn play(&mut self, m: Move) -> Result<(), MoveInputError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveInputError::GameOver(outcome));
        }
        if !self.position().is_legal(m) {
            return Err(MoveInputError::Illegal(
                m.to_uci(CastlingMode::Standard).to_string(),
            ));
        }
        self.push(m);
        self.undone.clear();
        // A game played on is no longer the one read: its result is not known yet.
        self.tags.result_as_read = None;
        Ok(())
    }

    /// Parses a move typed as UCI (`e2e4`, `e7e8q`) or SAN (`Nf3`, `O-O`, `exd5`, `e8=Q+`) and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveInputError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveInputError::GameOver(outcome));
        }
        let m = parse_move(self.position(), text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move, returning it; `None` at the start of the game.
    pub fn take_back(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.hashes.pop();
        self.undone.push(m);
        Some(m)
    }

    /// Plays again the move most recently taken back, returning it; `None` if there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let m = self.undone.pop()?;
        self.push(m);
        Some(m)
    }

    /// Returns true if a move has been taken back and can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Returns how the game ended, or `None` while it goes on.
    ///
    /// Checkmate is checked before the draw rules: a mate given on the hundredth half-move wins.
    pub fn outcome(&self) -> Option<GameOutcome> {
        outcome_of(self.position(), self.repetition_history())
    }

    /// Returns the current position as FEN.
    pub fn fen(&self) -> String {
        fen_of(self.position())
    }

    /// Returns the moves played, in SAN with check marks (`e4`, `Nf3`, `Qxf7#`).
    pub fn san_moves(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&m, before)| san_plus(before, m))
            .collect()
    }

    /// Returns the tags of the record the game was read from (empty if it was begun here).
    pub fn tags(&self) -> &GameTags {
        &self.tags
    }

    /// Keeps the tags a game was read with, for writing it back.
    pub(crate) fn set_tags(&mut self, tags: GameTags) {
        self.tags = tags;
    }

    fn push(&mut self, m: Move) {
        let mut next = self.position().clone();
        next.play_unchecked(m);
        self.hashes.push(position_hash(&next));
        self.positions.push(next);
        self.moves.push(m);
    }
}

/// Searches the game's current position to `settings.depth` plies, counting repetitions with the
/// game's history (see [`crate::engine::search::search`]).
pub fn search_game(
    game: &Game,
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, SearchError> {
    search(game.position(), game.repetition_history(), settings, control)
}

/// Runs Monte Carlo tree search from the game's current position, counting repetitions with
/// the game's history (see [`crate::engine::mcts::mcts_chess`]).
pub fn mcts_game(
    game: &Game,
    settings: &MctsSettings,
    control: &SearchControl,
) -> Result<MctsTree, MctsError> {
    mcts_chess(game.position(), game.repetition_history(), settings, control)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;

    fn game_after(moves: &str) -> Game {
        let mut game = Game::new();
        for m in moves.split_whitespace() {
            if let Err(e) = game.play_text(m) {
                panic!("{m}: {e}");
            }
        }
        game
    }

    #[test]
    fn fools_mate_is_checkmate_for_black() {
        let game = game_after("f3 e5 g4 Qh4#");
        assert_eq!(
            game.outcome(),
            Some(GameOutcome::Checkmate { winner: Color::Black })
        );
        assert!(game.legal_moves().is_empty());
    }

    #[test]
    fn knights_dancing_home_twice_is_threefold_repetition() {
        let game = game_after("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        assert_eq!(game.outcome(), None, "the start position has occurred twice");
        let game = game_after("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        assert_eq!(game.outcome(), Some(GameOutcome::ThreefoldRepetition));
    }

    #[test]
    fn take_back_and_redo_restore_positions() {
        let mut game = game_after("e4 e5 Nf3");
        let fen_after_three = game.fen();
        assert!(game.take_back().is_some());
        assert!(game.take_back().is_some());
        assert_eq!(game.san_moves(), vec!["e4"]);
        assert!(game.redo().is_some());
        assert!(game.redo().is_some());
        assert_eq!(game.fen(), fen_after_three);
        assert!(game.redo().is_none());
        game.take_back();
        assert!(game.play_text("Nc3").is_ok());
        assert!(!game.can_redo(), "a new move forgets the moves taken back");
    }

    #[test]
    fn typed_moves_in_uci_and_san() {
        let mut game = Game::new();
        assert!(game.play_text("e2e4").is_ok());
        assert!(game.play_text("e5").is_ok());
        assert!(game.play_text("Nf3").is_ok());
        assert!(matches!(game.play_text("Ke3"), Err(MoveInputError::Illegal(_))));
        assert!(matches!(
            game.play_text("hello"),
            Err(MoveInputError::NotAMove(_))
        ));
        assert!(matches!(game.play_text(""), Err(MoveInputError::Empty)));
        assert_eq!(game.san_moves(), vec!["e4", "e5", "Nf3"]);
    }

    #[test]
    fn castling_and_promotion_as_typed() {
        let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        assert!(game.play_text("0-0").is_ok(), "castling typed with zeros");
        assert!(
            game.play_text("e8c8").is_ok(),
            "castling typed as the king's move"
        );
        assert_eq!(game.san_moves(), vec!["O-O", "O-O-O"]);

        let mut game = Game::from_fen("8/1P5k/8/8/8/8/8/K7 w - - 0 1").unwrap();
        assert!(game.play_text("b8=N").is_ok());
        assert_eq!(game.san_moves(), vec!["b8=N"]);
        game.take_back();
        assert!(game.play_text("b7b8q").is_ok());
        assert_eq!(game.san_moves(), vec!["b8=Q"]);
    }

    #[test]
    fn bad_fens_say_what_is_wrong() {
        assert!(matches!(
            Game::from_fen("not a fen"),
            Err(FenError::Syntax { .. })
        ));
        assert!(matches!(
            Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1"),
            Err(FenError::Illegal { .. })
        ));
    }

    #[test]
    fn under_promotion_to_a_lone_minor_piece_is_a_draw() {
        for (promotion, outcome) in [
            ("e7e8n", Some(GameOutcome::InsufficientMaterial)),
            ("e7e8b", Some(GameOutcome::InsufficientMaterial)),
            ("e7e8r", None),
            ("e7e8q", None),
        ] {
            let mut game = Game::from_fen("8/4P3/8/8/8/k7/8/K7 w - - 0 1").unwrap();
            game.play_text(promotion).unwrap();
            assert_eq!(game.outcome(), outcome, "{promotion}");
        }
    }
}
