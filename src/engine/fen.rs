//! Reading FEN, the one-line description of a position: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`.
//!
//! shakmaty parses FEN for every chess variant, so its complaints speak of all of them ("invalid
//! pocket" is crazyhouse's word) and say little of where the mistake is. The common mistakes are
//! caught here first, in words that say what is wrong and where: the number of ranks, the squares
//! in a rank, a letter that is not a piece, the side to move. What shakmaty then refuses is said
//! in plain words too. Castling rights that the kings and rooks no longer allow are dropped, as
//! other chess programs do, and a note says so.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{CastlingMode, Chess, Color, File, Piece, Position, PositionErrorKinds, Role, Square};

use crate::engine::words::one_line;

/// Why a FEN could not be used as a starting position. Its message is one line: the FEN as
/// given (control characters escaped, cut after 60 characters), then what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is not FEN at all (wrong number of ranks or fields, a bad piece letter, …).
    #[error("invalid FEN \"{}\": {reason}", one_line(.fen))]
    Syntax {
        /// The FEN as given.
        fen: String,
        /// What is wrong with it, and where.
        reason: String,
    },
    /// The text is FEN but the position is impossible (no king, a pawn on the last rank, …).
    #[error("impossible position in FEN \"{}\": {reason}", one_line(.fen))]
    Illegal {
        /// The FEN as given.
        fen: String,
        /// What is wrong with the position.
        reason: String,
    },
}

/// A position read from FEN, with notes on what had to be changed to use it (castling rights
/// the kings and rooks no longer allow are dropped). A window shows the notes; the command line
/// prints them.
#[derive(Clone, Debug)]
pub struct FenReading {
    /// The position.
    pub position: Chess,
    /// One line for each thing changed, e.g. "castling right K dropped: no rook on h1".
    pub notes: Vec<String>,
}

/// Parses a FEN into a position, or says what is wrong with it; stale castling rights are
/// dropped silently (see [`read_fen`] for the notes that say so).
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    read_fen(text).map(|reading| reading.position)
}

/// Reads a FEN: the position, with a note for every castling right dropped, or one line saying
/// what is wrong and where.
///
/// ```
/// let reading = klados::engine::fen::read_fen("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1").unwrap();
/// assert_eq!(reading.notes, ["castling right Q dropped: no rook on a1",
///                            "castling right k dropped: no rook on h8"]);
/// let error = klados::engine::fen::read_fen("8/8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
/// assert!(error.to_string().contains("9 ranks; a FEN board has 8"));
/// ```
pub fn read_fen(text: &str) -> Result<FenReading, FenError> {
    let text = text.trim();
    let syntax = |reason: String| FenError::Syntax {
        fen: text.to_string(),
        reason,
    };
    check_text(text).map_err(syntax)?;
    let fen: Fen = text.parse().map_err(|e| syntax(parse_error_words(&e, text)))?;
    let requested = fen.as_setup().castling_rights;
    let illegal = |kinds: PositionErrorKinds| FenError::Illegal {
        fen: text.to_string(),
        reason: position_error_words(kinds),
    };
    let position: Chess = match fen.into_position(CastlingMode::Standard) {
        Ok(position) => position,
        Err(error)
            if error
                .kinds()
                .contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) =>
        {
            error
                .ignore_invalid_castling_rights()
                .map_err(|rest| illegal(rest.kinds()))?
        }
        Err(error) => return Err(illegal(error.kinds())),
    };
    let dropped = requested & !position.castles().castling_rights();
    let notes = dropped
        .into_iter()
        .map(|rook_square| dropped_castling_note(&position, rook_square))
        .collect();
    Ok(FenReading { position, notes })
}

/// Finds the common mistakes before shakmaty does, and says where they are: a control
/// character, the board's ranks and squares, a letter that is not a piece, the side to move.
fn check_text(text: &str) -> Result<(), String> {
    if text.is_empty() {
        return Err(String::from("the FEN is empty"));
    }
    if let Some(control) = text.chars().find(|c| c.is_control()) {
        return Err(format!(
            "a control character ('{}'); the fields are separated by spaces",
            control.escape_default()
        ));
    }
    let fields: Vec<&str> = text.split(' ').filter(|field| !field.is_empty()).collect();
    let board = fields.first().copied().unwrap_or_default();
    check_board(board)?;
    if let Some(&turn) = fields.get(1)
        && turn != "w"
        && turn != "b"
    {
        return Err(format!(
            "the side to move is '{}': w or b",
            one_line(turn).chars().take(10).collect::<String>()
        ));
    }
    if fields.len() > 6 {
        return Err(format!(
            "{} fields; a FEN has 6 (board, side to move, castling, en passant, two clocks)",
            fields.len()
        ));
    }
    Ok(())
}

/// Checks the board part: eight ranks separated by `/`, each adding up to eight squares of
/// piece letters (PNBRQK for White, pnbrqk for Black) and counts of empty squares (1 to 8).
fn check_board(board: &str) -> Result<(), String> {
    if let Some(at) = board.find('[') {
        let hand: String = board[at..].chars().take(12).collect();
        return Err(format!(
            "\"{}\" after the board: in standard chess no pieces are held in hand",
            one_line(&hand)
        ));
    }
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(format!(
            "{} ranks; a FEN board has 8, separated by /",
            ranks.len()
        ));
    }
    for (row, rank) in ranks.iter().enumerate() {
        // FEN lists the ranks from the 8th down to the 1st.
        let number = 8 - row;
        let mut squares = 0;
        for c in rank.chars() {
            match c {
                '1'..='8' => squares += c as usize - '0' as usize,
                '0' | '9' => {
                    return Err(format!(
                        "'{c}' on rank {number}: empty squares are counted 1 to 8"
                    ));
                }
                _ if Piece::from_char(c).is_some() => squares += 1,
                _ => {
                    return Err(format!(
                        "unknown piece letter '{}' on rank {number} (PNBRQK are White's pieces, pnbrqk Black's)",
                        c.escape_default()
                    ));
                }
            }
        }
        if squares != 8 {
            return Err(format!("rank {number} has {squares} squares; each rank has 8"));
        }
    }
    Ok(())
}

/// Says in plain words what shakmaty's parser refused, for the mistakes [`check_text`] leaves
/// to it (castling, en passant, the clocks).
fn parse_error_words(error: &ParseFenError, text: &str) -> String {
    match error {
        ParseFenError::InvalidCastling => String::from("the castling field is - or letters from KQkq"),
        ParseFenError::InvalidEpSquare => {
            String::from("the en passant field is - or the square a pawn skipped, such as e3")
        }
        ParseFenError::InvalidHalfmoveClock => {
            String::from("the half-move clock (the fifth field) is a whole number from 0 to 4294967295")
        }
        ParseFenError::InvalidFullmoves => {
            String::from("the move number (the sixth field) is a whole number from 1 to 4294967295")
        }
        ParseFenError::InvalidTurn => String::from("the side to move is w or b"),
        ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => {
            String::from("the board is not eight ranks of pieces and empty squares")
        }
        ParseFenError::InvalidFen | ParseFenError::InvalidRemainingChecks => format!(
            "{} fields; a FEN has the board, the side to move, castling, en passant and two clocks",
            text.split(' ').filter(|field| !field.is_empty()).count()
        ),
    }
}

/// Says in plain words why shakmaty found the position impossible.
fn position_error_words(kinds: PositionErrorKinds) -> String {
    let words = [
        (PositionErrorKinds::EMPTY_BOARD, "the board is empty"),
        (
            PositionErrorKinds::MISSING_KING,
            "a king is missing (each side has one)",
        ),
        (
            PositionErrorKinds::TOO_MANY_KINGS,
            "too many kings (each side has one)",
        ),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            "a pawn on the first or last rank",
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            "castling rights the pieces do not allow",
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            "the en passant square does not follow a two-square pawn move",
        ),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            "the side not to move is in check",
        ),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            "a check no move could have given",
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            "more pieces than a game can have",
        ),
        (PositionErrorKinds::VARIANT, "a rule of standard chess is broken"),
    ];
    let said: Vec<&str> = words
        .iter()
        .filter(|(kind, _)| kinds.contains(*kind))
        .map(|(_, text)| *text)
        .collect();
    if said.is_empty() {
        String::from("not a position of standard chess")
    } else {
        said.join(", ")
    }
}

/// Says why the castling right of the rook on `rook_square` was dropped: "castling right K
/// dropped: no rook on h1", or "… the white king is not on e1".
fn dropped_castling_note(position: &Chess, rook_square: Square) -> String {
    let color = if rook_square.rank() == shakmaty::Rank::First {
        Color::White
    } else {
        Color::Black
    };
    let letter = match rook_square.file() {
        File::H => 'K',
        File::A => 'Q',
        file => file.upper_char(),
    };
    let letter = match color {
        Color::White => letter,
        Color::Black => letter.to_ascii_lowercase(),
    };
    let board = position.board();
    let own_rook = Piece {
        color,
        role: Role::Rook,
    };
    let king_home = Square::from_coords(File::E, rook_square.rank());
    let reason = if board.piece_at(rook_square) != Some(own_rook) {
        format!("no rook on {rook_square}")
    } else if board.king_of(color) != Some(king_home) {
        format!("the {} king is not on {king_home}", color_word(color))
    } else {
        String::from("the king and rook do not allow it")
    };
    format!("castling right {letter} dropped: {reason}")
}

fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::position::fen_of;

    /// Checks that `fen` is refused with one line of at most 200 characters that contains
    /// `expected` and never shakmaty's words for other variants.
    fn check_refused(fen: &str, expected: &str) {
        let message = match parse_fen(fen) {
            Ok(position) => panic!("accepted {fen:?} as {}", fen_of(&position)),
            Err(error) => error.to_string(),
        };
        assert!(message.contains(expected), "{expected:?} not in: {message}");
        assert_eq!(message.lines().count(), 1, "{message}");
        assert!(message.chars().count() <= 200, "too long: {message}");
        assert!(!message.contains("pocket"), "{message}");
    }

    #[test]
    fn fen_mistakes_are_named_where_they_are() {
        let board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        check_refused("", "empty");
        check_refused("   ", "empty");
        check_refused(&format!("{board}/8 w - - 0 1"), "9 ranks; a FEN board has 8");
        check_refused("8/8/8/8/8/8/8 w - - 0 1", "7 ranks; a FEN board has 8");
        check_refused(
            "8/8/8/8/8/8/8/k6K1 w - - 0 1",
            "rank 1 has 9 squares; each rank has 8",
        );
        check_refused("8/8/8/8/8/8/8/k5K w - - 0 1", "rank 1 has 7 squares");
        check_refused("8/8/8/8/8/8/8/k9K w - - 0 1", "'9' on rank 1");
        check_refused(
            "k7/8/8/8/8/8/8/7X w - - 0 1",
            "unknown piece letter 'X' on rank 1",
        );
        check_refused(
            "k7/8/8/8/8/8/8/6~K w - - 0 1",
            "unknown piece letter '~' on rank 1",
        );
        check_refused(&format!("{board} x KQkq - 0 1"), "side to move is 'x': w or b");
        check_refused(&format!("{board}[Qn] w KQkq - 0 1"), "\"[Qn]\"");
        check_refused(&format!("{board} w KQkq - 0 1 {}", "1".repeat(100_000)), "…");
        check_refused(&format!("{board}\n w KQkq - 0 1"), "\\n");
        check_refused("8/8/8/8/8/8/8/8 w - - 0 1", "a king is missing");
    }

    #[test]
    fn stale_castling_rights_are_dropped() {
        let position = parse_fen("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1").unwrap();
        assert_eq!(fen_of(&position), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
        let position = parse_fen("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1").unwrap();
        assert_eq!(fen_of(&position), "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
    }

    #[test]
    fn each_dropped_castling_right_gets_a_note_that_says_why() {
        for (fen, notes) in [
            ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", vec![]),
            (
                "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1",
                vec![
                    "castling right Q dropped: the white king is not on e1",
                    "castling right K dropped: the white king is not on e1",
                ],
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 b KQkq - 0 1",
                vec![
                    "castling right Q dropped: no rook on a1",
                    "castling right K dropped: no rook on h1",
                    "castling right q dropped: no rook on a8",
                    "castling right k dropped: no rook on h8",
                ],
            ),
        ] {
            let reading = read_fen(fen).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(reading.notes, notes, "{fen}");
        }
    }
}
