//! The chess words the engine needs, and everyone above it: a position's hash (repetitions are
//! counted with it), how a game stands decided, a move in SAN or UCI, a position as FEN, and a
//! typed move parsed. Chess rules come from `shakmaty`; the game being played, with its history,
//! is the chess part's `Game`, which uses these words.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use crate::engine::said::Said;

/// The FEN of the standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameOutcome {
    /// The side to move is in check and has no legal move; `winner` gave the mate.
    Checkmate {
        /// The side that delivered checkmate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// A hundred half-moves without a capture or a pawn move.
    FiftyMoveRule,
    /// The same position has occurred three times with the same side to move.
    ThreefoldRepetition,
    /// Neither side has enough material left to mate.
    InsufficientMaterial,
}

impl GameOutcome {
    /// Returns the score of the result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_tag(self) -> &'static str {
        match self {
            GameOutcome::Checkmate { winner: Color::White } => "1-0",
            GameOutcome::Checkmate { winner: Color::Black } => "0-1",
            _ => "1/2-1/2",
        }
    }

    /// Says how the game ended as a sentence of the window's catalogue ("Checkmate: White
    /// wins."), which the window writes in the class's language; [`fmt::Display`] is the
    /// command line's English.
    pub fn said(self) -> Said {
        Said::new(match self {
            GameOutcome::Checkmate { winner: Color::White } => "outcome-white-mates",
            GameOutcome::Checkmate { winner: Color::Black } => "outcome-black-mates",
            GameOutcome::Stalemate => "outcome-stalemate",
            GameOutcome::FiftyMoveRule => "outcome-fifty-moves",
            GameOutcome::ThreefoldRepetition => "outcome-repetition",
            GameOutcome::InsufficientMaterial => "outcome-material",
        })
    }
}

impl fmt::Display for GameOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameOutcome::Checkmate { winner } => {
                write!(f, "Checkmate: {} wins", color_name(*winner))
            }
            GameOutcome::Stalemate => f.write_str("Stalemate: draw"),
            GameOutcome::FiftyMoveRule => f.write_str("Draw by the fifty-move rule"),
            GameOutcome::ThreefoldRepetition => f.write_str("Draw by threefold repetition"),
            GameOutcome::InsufficientMaterial => f.write_str("Draw: insufficient material"),
        }
    }
}

/// Why a typed move was not played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveInputError {
    /// Nothing was typed.
    #[error("type a move, such as e2e4 or Nf3")]
    Empty,
    /// The text is neither UCI (`e2e4`) nor SAN (`Nf3`).
    #[error("\"{0}\" is not a move: type it as e2e4 or Nf3")]
    NotAMove(String),
    /// The text is a move, but not a legal one here.
    #[error("{0} is not legal in this position")]
    Illegal(String),
    /// The SAN fits more than one legal move.
    #[error("{0} is ambiguous: say which piece, e.g. Nbd2")]
    Ambiguous(String),
    /// The game is already over.
    #[error("the game is over: {0}")]
    GameOver(GameOutcome),
}

impl MoveInputError {
    /// Says why the move was not played as a sentence of the window's catalogue, the same as
    /// [`fmt::Display`]'s English in the class's language.
    pub fn said(&self) -> Said {
        match self {
            MoveInputError::Empty => Said::new("move-empty"),
            MoveInputError::NotAMove(text) => Said::new("move-not-a-move").text("text", text.as_str()),
            MoveInputError::Illegal(text) => Said::new("move-illegal").text("move", text.as_str()),
            MoveInputError::Ambiguous(text) => Said::new("move-ambiguous").text("move", text.as_str()),
            MoveInputError::GameOver(outcome) => Said::new("move-game-over").said("outcome", outcome.said()),
        }
    }
}

/// Returns how the game stands decided in `position`, or `None` if it goes on.
/// `earlier` holds the hashes of the positions before it since the last capture or pawn move
/// (oldest first), for counting repetitions.
///
/// Checkmate is checked before the draw rules: a mate given on the hundredth half-move wins.
pub fn outcome_of(position: &Chess, earlier: &[u64]) -> Option<GameOutcome> {
    if position.legal_moves().is_empty() {
        return Some(if position.is_check() {
            GameOutcome::Checkmate {
                winner: !position.turn(),
            }
        } else {
            GameOutcome::Stalemate
        });
    }
    if position.is_insufficient_material() {
        return Some(GameOutcome::InsufficientMaterial);
    }
    if position.halfmoves() >= 100 {
        return Some(GameOutcome::FiftyMoveRule);
    }
    let since_last_irreversible = &earlier[earlier.len().saturating_sub(position.halfmoves() as usize)..];
    if is_third_occurrence(position_hash(position), since_last_irreversible) {
        return Some(GameOutcome::ThreefoldRepetition);
    }
    None
}

/// Returns true if the position with `hash` has occurred at least twice among `earlier`, so that
/// this is its third occurrence: a draw by threefold repetition.
pub fn is_third_occurrence(hash: u64, earlier: &[u64]) -> bool {
    earlier.iter().filter(|&&h| h == hash).count() >= 2
}

/// Returns a position as FEN (en passant square only when a capture is really possible).
pub fn fen_of(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// Parses a move typed as UCI (`e2e4`) or SAN (`Nf3`) in `position`, checking it is legal.
pub fn parse_move(position: &Chess, text: &str) -> Result<Move, MoveInputError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveInputError::Empty);
    }
    if let Ok(uci) = text.parse::<UciMove>() {
        return uci
            .to_move(position)
            .map_err(|_| MoveInputError::Illegal(text.to_string()));
    }
    // People type castling with zeros too; SAN wants the letter O.
    let normalised = text.replace('0', "O");
    let Ok(san) = normalised.parse::<SanPlus>() else {
        return Err(MoveInputError::NotAMove(text.to_string()));
    };
    san.san.to_move(position).map_err(|e| match e {
        shakmaty::san::SanError::AmbiguousSan => MoveInputError::Ambiguous(text.to_string()),
        shakmaty::san::SanError::IllegalSan => MoveInputError::Illegal(text.to_string()),
    })
}

/// Returns a move in SAN with its check or mate suffix, as played from `before`.
pub fn san_plus(before: &Chess, m: Move) -> String {
    SanPlus::from_move(before.clone(), m).to_string()
}

/// Returns a move in SAN without a check suffix (cheaper than [`san_plus`]).
pub fn san(before: &Chess, m: Move) -> String {
    San::from_move(before, m).to_string()
}

/// Returns a move in UCI notation (`e2e4`, castling as the king's move `e1g1`, `e7e8q`).
pub fn uci(m: Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

/// Returns the Zobrist hash of a position: equal positions (same pieces, side to move, castling
/// rights and en passant possibility) have equal hashes. Repetitions are counted with it.
pub fn position_hash(position: &Chess) -> u64 {
    let hash: Zobrist64 = position.zobrist_hash(EnPassantMode::Legal);
    hash.0
}

/// Returns "White" or "Black".
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}
