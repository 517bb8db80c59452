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

use crate::engine::said::{self, Said};
use crate::engine::words::one_line;

/// Why a FEN could not be used as a starting position. Its message is one line: the FEN as
/// given (control characters escaped, cut after 60 characters), then what is wrong; [`FenError::said`]
/// says the same as a sentence of the window's catalogue.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is not FEN at all (wrong number of ranks or fields, a bad piece letter, …).
    #[error("invalid FEN \"{}\": {problem}", one_line(.fen))]
    Syntax {
        /// The FEN as given.
        fen: String,
        /// What is wrong with it, and where.
        problem: FenProblem,
    },
    /// The text is FEN but the position is impossible (no king, a pawn on the last rank, …).
    #[error("impossible position in FEN \"{}\": {}", one_line(.fen), problems_words(.problems))]
    Illegal {
        /// The FEN as given.
        fen: String,
        /// What is wrong with the position: at least one thing.
        problems: Vec<PositionProblem>,
    },
}

/// What is wrong with a FEN's text, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenProblem {
    /// Nothing was given.
    #[error("the FEN is empty")]
    Empty,
    /// A control character (a tab, a line break), escaped.
    #[error("a control character ('{0}'); the fields are separated by spaces")]
    Control(String),
    /// The side to move is neither `w` nor `b` (as given, cut short).
    #[error("the side to move is '{0}': w or b")]
    SideToMove(String),
    /// More than six fields.
    #[error("{0} fields; a FEN has 6 (board, side to move, castling, en passant, two clocks)")]
    TooManyFields(usize),
    /// Pieces in hand after the board (crazyhouse's), as given, cut short.
    #[error("\"{0}\" after the board: in standard chess no pieces are held in hand")]
    InHand(String),
    /// Not eight ranks.
    #[error("{0} ranks; a FEN board has 8, separated by /")]
    Ranks(usize),
    /// An empty-square count of 0 or 9.
    #[error("'{digit}' on rank {rank}: empty squares are counted 1 to 8")]
    Count {
        /// The digit.
        digit: char,
        /// The rank, 1 to 8.
        rank: usize,
    },
    /// A letter that is no piece, escaped.
    #[error("unknown piece letter '{letter}' on rank {rank} (PNBRQK are White's pieces, pnbrqk Black's)")]
    Letter {
        /// The letter.
        letter: String,
        /// The rank, 1 to 8.
        rank: usize,
    },
    /// A rank whose squares do not add up to eight.
    #[error("rank {rank} has {squares} squares; each rank has 8")]
    Squares {
        /// The rank, 1 to 8.
        rank: usize,
        /// The squares it adds up to.
        squares: usize,
    },
    /// The castling field.
    #[error("the castling field is - or letters from KQkq")]
    Castling,
    /// The en passant field.
    #[error("the en passant field is - or the square a pawn skipped, such as e3")]
    EnPassant,
    /// The fifth field.
    #[error("the half-move clock (the fifth field) is a whole number from 0 to 4294967295")]
    HalfmoveClock,
    /// The sixth field.
    #[error("the move number (the sixth field) is a whole number from 1 to 4294967295")]
    Fullmoves,
    /// The side to move, as shakmaty found it.
    #[error("the side to move is w or b")]
    Turn,
    /// The board, as shakmaty found it.
    #[error("the board is not eight ranks of pieces and empty squares")]
    Board,
    /// The fields, as shakmaty counted them.
    #[error("{0} fields; a FEN has the board, the side to move, castling, en passant and two clocks")]
    Fields(usize),
}

/// Why a position written in FEN cannot be: one of the things shakmaty refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PositionProblem {
    /// No piece at all.
    #[error("the board is empty")]
    EmptyBoard,
    /// A side without its king.
    #[error("a king is missing (each side has one)")]
    MissingKing,
    /// A side with two kings.
    #[error("too many kings (each side has one)")]
    TooManyKings,
    /// A pawn where no pawn can stand.
    #[error("a pawn on the first or last rank")]
    PawnsOnBackRank,
    /// Castling rights the kings and rooks do not allow (dropped where that is all).
    #[error("castling rights the pieces do not allow")]
    Castling,
    /// An en passant square no pawn move made.
    #[error("the en passant square does not follow a two-square pawn move")]
    EnPassant,
    /// The side that has just moved is in check.
    #[error("the side not to move is in check")]
    OppositeCheck,
    /// A check no move gives.
    #[error("a check no move could have given")]
    ImpossibleCheck,
    /// More pieces than promotions allow.
    #[error("more pieces than a game can have")]
    TooMuchMaterial,
    /// Any other rule of standard chess.
    #[error("a rule of standard chess is broken")]
    Variant,
    /// Nothing shakmaty named.
    #[error("not a position of standard chess")]
    NotStandard,
}

/// The things wrong with a position, one after another.
fn problems_words(problems: &[PositionProblem]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl FenError {
    /// Says what is wrong as a sentence of the window's catalogue: the same words as the
    /// English `Display`, in the class's language.
    pub fn said(&self) -> Said {
        match self {
            FenError::Syntax { fen, problem } => Said::new("fen-invalid")
                .text("fen", one_line(fen))
                .said("reason", problem.said()),
            FenError::Illegal { fen, problems } => {
                let reasons = problems.iter().map(|problem| problem.said()).collect();
                Said::new("fen-impossible")
                    .text("fen", one_line(fen))
                    .maybe("reason", said::listed(reasons))
            }
        }
    }
}

impl FenProblem {
    /// Says what is wrong with the text as a sentence of the window's catalogue.
    pub fn said(&self) -> Said {
        match self {
            FenProblem::Empty => Said::new("fen-empty"),
            FenProblem::Control(control) => Said::new("fen-control").text("character", control.as_str()),
            FenProblem::SideToMove(side) => Said::new("fen-side-to-move").text("side", side.as_str()),
            FenProblem::TooManyFields(count) => Said::new("fen-too-many-fields").count("count", *count),
            FenProblem::InHand(hand) => Said::new("fen-in-hand").text("hand", hand.as_str()),
            FenProblem::Ranks(count) => Said::new("fen-ranks").count("count", *count),
            FenProblem::Count { digit, rank } => Said::new("fen-count")
                .text("digit", digit.to_string())
                .count("rank", *rank),
            FenProblem::Letter { letter, rank } => Said::new("fen-letter")
                .text("letter", letter.as_str())
                .count("rank", *rank),
            FenProblem::Squares { rank, squares } => Said::new("fen-squares")
                .count("rank", *rank)
                .count("squares", *squares),
            FenProblem::Castling => Said::new("fen-castling"),
            FenProblem::EnPassant => Said::new("fen-en-passant"),
            FenProblem::HalfmoveClock => Said::new("fen-halfmove-clock"),
            FenProblem::Fullmoves => Said::new("fen-fullmoves"),
            FenProblem::Turn => Said::new("fen-turn"),
            FenProblem::Board => Said::new("fen-board"),
            FenProblem::Fields(count) => Said::new("fen-fields").count("count", *count),
        }
    }
}

impl PositionProblem {
    /// Says why the position cannot be as a sentence of the window's catalogue.
    pub fn said(self) -> Said {
        Said::new(match self {
            PositionProblem::EmptyBoard => "fen-empty-board",
            PositionProblem::MissingKing => "fen-missing-king",
            PositionProblem::TooManyKings => "fen-too-many-kings",
            PositionProblem::PawnsOnBackRank => "fen-pawn-back-rank",
            PositionProblem::Castling => "fen-bad-castling",
            PositionProblem::EnPassant => "fen-bad-en-passant",
            PositionProblem::OppositeCheck => "fen-opposite-check",
            PositionProblem::ImpossibleCheck => "fen-impossible-check",
            PositionProblem::TooMuchMaterial => "fen-too-much-material",
            PositionProblem::Variant => "fen-variant",
            PositionProblem::NotStandard => "fen-not-standard",
        })
    }
}

/// A position read from FEN, with notes on what had to be changed to use it (castling rights
/// the kings and rooks no longer allow are dropped). A window shows the notes; the command line
/// prints them.
#[derive(Clone, Debug)]
pub struct FenReading {
    /// The position.
    pub position: Chess,
    /// One note for each thing changed, e.g. "castling right K dropped: no rook on h1".
    pub notes: Vec<FenNote>,
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
/// let notes: Vec<String> = reading.notes.iter().map(ToString::to_string).collect();
/// assert_eq!(notes, ["castling right Q dropped: no rook on a1",
///                    "castling right k dropped: no rook on h8"]);
/// let error = klados::engine::fen::read_fen("8/8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
/// assert!(error.to_string().contains("9 ranks; a FEN board has 8"));
/// ```
pub fn read_fen(text: &str) -> Result<FenReading, FenError> {
    let text = text.trim();
    let syntax = |problem: FenProblem| FenError::Syntax {
        fen: text.to_string(),
        problem,
    };
    check_text(text).map_err(syntax)?;
    let fen: Fen = text.parse().map_err(|e| syntax(parse_problem(&e, text)))?;
    let requested = fen.as_setup().castling_rights;
    let illegal = |kinds: PositionErrorKinds| FenError::Illegal {
        fen: text.to_string(),
        problems: position_problems(kinds),
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
fn check_text(text: &str) -> Result<(), FenProblem> {
    if text.is_empty() {
        return Err(FenProblem::Empty);
    }
    if let Some(control) = text.chars().find(|c| c.is_control()) {
        return Err(FenProblem::Control(control.escape_default().to_string()));
    }
    let fields: Vec<&str> = text.split(' ').filter(|field| !field.is_empty()).collect();
    let board = fields.first().copied().unwrap_or_default();
    check_board(board)?;
    if let Some(&turn) = fields.get(1)
        && turn != "w"
        && turn != "b"
    {
        return Err(FenProblem::SideToMove(
            one_line(turn).chars().take(10).collect::<String>(),
        ));
    }
    if fields.len() > 6 {
        return Err(FenProblem::TooManyFields(fields.len()));
    }
    Ok(())
}

/// Checks the board part: eight ranks separated by `/`, each adding up to eight squares of
/// piece letters (PNBRQK for White, pnbrqk for Black) and counts of empty squares (1 to 8).
fn check_board(board: &str) -> Result<(), FenProblem> {
    if let Some(at) = board.find('[') {
        let hand: String = board[at..].chars().take(12).collect();
        return Err(FenProblem::InHand(one_line(&hand)));
    }
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenProblem::Ranks(ranks.len()));
    }
    for (row, rank) in ranks.iter().enumerate() {
        // FEN lists the ranks from the 8th down to the 1st.
        let number = 8 - row;
        let mut squares = 0;
        for c in rank.chars() {
            match c {
                '1'..='8' => squares += c as usize - '0' as usize,
                '0' | '9' => {
                    return Err(FenProblem::Count {
                        digit: c,
                        rank: number,
                    });
                }
                _ if Piece::from_char(c).is_some() => squares += 1,
                _ => {
                    return Err(FenProblem::Letter {
                        letter: c.escape_default().to_string(),
                        rank: number,
                    });
                }
            }
        }
        if squares != 8 {
            return Err(FenProblem::Squares {
                rank: number,
                squares,
            });
        }
    }
    Ok(())
}

/// Says in plain words what shakmaty's parser refused, for the mistakes [`check_text`] leaves
/// to it (castling, en passant, the clocks).
fn parse_problem(error: &ParseFenError, text: &str) -> FenProblem {
    match error {
        ParseFenError::InvalidCastling => FenProblem::Castling,
        ParseFenError::InvalidEpSquare => FenProblem::EnPassant,
        ParseFenError::InvalidHalfmoveClock => FenProblem::HalfmoveClock,
        ParseFenError::InvalidFullmoves => FenProblem::Fullmoves,
        ParseFenError::InvalidTurn => FenProblem::Turn,
        ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => FenProblem::Board,
        ParseFenError::InvalidFen | ParseFenError::InvalidRemainingChecks => {
            FenProblem::Fields(text.split(' ').filter(|field| !field.is_empty()).count())
        }
    }
}

/// Says why shakmaty found the position impossible: at least one thing.
fn position_problems(kinds: PositionErrorKinds) -> Vec<PositionProblem> {
    let named = [
        (PositionErrorKinds::EMPTY_BOARD, PositionProblem::EmptyBoard),
        (PositionErrorKinds::MISSING_KING, PositionProblem::MissingKing),
        (PositionErrorKinds::TOO_MANY_KINGS, PositionProblem::TooManyKings),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            PositionProblem::PawnsOnBackRank,
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            PositionProblem::Castling,
        ),
        (PositionErrorKinds::INVALID_EP_SQUARE, PositionProblem::EnPassant),
        (PositionErrorKinds::OPPOSITE_CHECK, PositionProblem::OppositeCheck),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            PositionProblem::ImpossibleCheck,
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            PositionProblem::TooMuchMaterial,
        ),
        (PositionErrorKinds::VARIANT, PositionProblem::Variant),
    ];
    let problems: Vec<PositionProblem> = named
        .iter()
        .filter(|(kind, _)| kinds.contains(*kind))
        .map(|(_, problem)| *problem)
        .collect();
    if problems.is_empty() {
        vec![PositionProblem::NotStandard]
    } else {
        problems
    }
}

/// Says why the castling right of the rook on `rook_square` was dropped: "castling right K
/// dropped: no rook on h1", or "… the white king is not on e1".
fn dropped_castling_note(position: &Chess, rook_square: Square) -> FenNote {
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
        DroppedBecause::NoRook(rook_square)
    } else if board.king_of(color) != Some(king_home) {
        DroppedBecause::KingAway { color, king_home }
    } else {
        DroppedBecause::NotAllowed
    };
    FenNote::CastlingDropped { letter, reason }
}

/// A note on what reading a FEN changed to use the position: the command line prints it in
/// English (`Display`), the window says it in the class's language ([`FenNote::said`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenNote {
    /// A castling right the pieces no longer allow was dropped.
    CastlingDropped {
        /// The right's letter as the FEN writes it (`K`, `q`, or a file's letter).
        letter: char,
        /// Why it was dropped.
        reason: DroppedBecause,
    },
}

/// Why a castling right was dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DroppedBecause {
    /// No rook of the side on the rook's square.
    NoRook(Square),
    /// The side's king is not on its home square.
    KingAway {
        /// The side.
        color: Color,
        /// The king's home square (e1 or e8).
        king_home: Square,
    },
    /// Anything else the king and rook do not allow.
    NotAllowed,
}

impl std::fmt::Display for FenNote {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let FenNote::CastlingDropped { letter, reason } = self;
        write!(formatter, "castling right {letter} dropped: ")?;
        match reason {
            DroppedBecause::NoRook(square) => write!(formatter, "no rook on {square}"),
            DroppedBecause::KingAway { color, king_home } => {
                write!(formatter, "the {} king is not on {king_home}", color_word(*color))
            }
            DroppedBecause::NotAllowed => formatter.write_str("the king and rook do not allow it"),
        }
    }
}

impl FenNote {
    /// Says the note as a sentence of the window's catalogue.
    pub fn said(&self) -> Said {
        let FenNote::CastlingDropped { letter, reason } = self;
        let reason = match reason {
            DroppedBecause::NoRook(square) => {
                Said::new("fen-dropped-no-rook").text("square", square.to_string())
            }
            DroppedBecause::KingAway { color, king_home } => Said::new("fen-dropped-king-away")
                .text("color", color_word(*color))
                .text("square", king_home.to_string()),
            DroppedBecause::NotAllowed => Said::new("fen-dropped-not-allowed"),
        };
        Said::new("fen-dropped-castling")
            .text("letter", letter.to_string())
            .said("reason", reason)
    }
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
            let written: Vec<String> = reading.notes.iter().map(ToString::to_string).collect();
            assert_eq!(written, notes, "{fen}");
        }
    }
}
