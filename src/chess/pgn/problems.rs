//! What the PGN reader says: why a text could not be read ([`PgnProblem`]), and what it read
//! but does not play ([`PgnNote`]). Each is typed, with the data it names; `Display` is the
//! command line's English, and `said()` the same sentence as a message of the window's
//! catalogue, which the window writes in the class's language.

use std::fmt;

use shakmaty::Color;

use crate::engine::fen::FenError;
use crate::engine::position::{GameOutcome, MoveInputError, color_name};
use crate::engine::said::Said;

/// A place in a text: line and column, both counted from 1, columns in characters (not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Place {
    /// The line, 1 for the first.
    pub line: usize,
    /// The column in characters, 1 for the first character of the line.
    pub column: usize,
}

impl Default for Place {
    /// The first character of the text: 1:1.
    fn default() -> Place {
        Place { line: 1, column: 1 }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// What is wrong with a PGN text, without its place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnProblem {
    /// The text holds only blank lines and `%` escapes.
    #[error("there is no game in this text")]
    NoGame,
    /// A tag is not `[Name "value"]` on one line.
    #[error("a tag must read [Name \"value\"] on one line")]
    MalformedTag,
    /// A tag's value has no closing quote on its line; the tag's name.
    #[error("the value of the tag {0} is never closed with \" on its line")]
    TagNotClosed(String),
    /// The tags the locator found are not the ones pgn-reader read.
    #[error("the tags here could not be read as PGN tags")]
    TagsUnreadable,
    /// The `Variant` tag names a game other than standard chess (shortened).
    #[error("the game is \"{0}\": Klados plays standard chess only")]
    Variant(String),
    /// A `Result` tag or a result-like word that is none of the four results (shortened).
    #[error("\"{0}\" is not a result: write 1-0, 0-1, 1/2-1/2 or *")]
    NotAResult(String),
    /// The `FEN` tag's position cannot be played.
    #[error("the FEN tag cannot be used: {0}")]
    BadFen(FenError),
    /// A `{` with no `}` after it.
    #[error("a comment opened here is never closed")]
    CommentNotClosed,
    /// A `}` with no `{` before it.
    #[error("this }} closes no comment")]
    StrayCommentEnd,
    /// A `)` with no `(` before it.
    #[error("this ) closes no variation")]
    StrayVariationEnd,
    /// A `(` with no `)` after it.
    #[error("a variation opened here is never closed")]
    VariationNotClosed,
    /// A `$` not followed by digits.
    #[error("a $ must be followed by a number (a NAG such as $1)")]
    NagWithoutNumber,
    /// A word that starts with a digit but is no move number (shortened).
    #[error("\"{0}\" is neither a move number nor a move")]
    NeitherNumberNorMove(String),
    /// A word that is not a move in SAN (shortened).
    #[error("\"{0}\" is not a move")]
    NotAMove(String),
    /// A move the locator found that pgn-reader did not read.
    #[error("\"{0}\" could not be read")]
    Unread(String),
    /// pgn-reader read more moves than the locator found.
    #[error("the moves after this one could not be placed")]
    MovesUnplaced,
    /// A move of the main line that cannot be played where it stands.
    #[error("move {number} for {side}, {san}, {why}", side = color_name(*side))]
    Move {
        /// The move's number, as the position counts it.
        number: u32,
        /// The side that would play it.
        side: Color,
        /// The move as written (SAN).
        san: String,
        /// Why it cannot be played.
        why: MoveProblem,
    },
}

/// Why a move of the main line cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveProblem {
    /// The game was over before it.
    #[error("comes after the game is over ({0})")]
    AfterTheEnd(GameOutcome),
    /// More than one legal move fits the SAN.
    #[error("is ambiguous in that position: say which piece")]
    Ambiguous,
    /// No legal move fits the SAN.
    #[error("is not legal in that position")]
    Illegal,
    /// The game refused the move.
    #[error("cannot be played: {0}")]
    Refused(MoveInputError),
}

impl PgnProblem {
    /// Says what is wrong as a sentence of the window's catalogue: the same words as the
    /// English `Display`, in the class's language.
    pub fn said(&self) -> Said {
        match self {
            PgnProblem::NoGame => Said::new("pgn-no-game"),
            PgnProblem::MalformedTag => Said::new("pgn-malformed-tag"),
            PgnProblem::TagNotClosed(name) => Said::new("pgn-tag-not-closed").text("tag", name.as_str()),
            PgnProblem::TagsUnreadable => Said::new("pgn-tags-unreadable"),
            PgnProblem::Variant(game) => Said::new("pgn-variant").text("game", game.as_str()),
            PgnProblem::NotAResult(text) => Said::new("pgn-not-a-result").text("text", text.as_str()),
            PgnProblem::BadFen(error) => Said::new("pgn-bad-fen").said("reason", error.said()),
            PgnProblem::CommentNotClosed => Said::new("pgn-comment-not-closed"),
            PgnProblem::StrayCommentEnd => Said::new("pgn-stray-comment-end"),
            PgnProblem::StrayVariationEnd => Said::new("pgn-stray-variation-end"),
            PgnProblem::VariationNotClosed => Said::new("pgn-variation-not-closed"),
            PgnProblem::NagWithoutNumber => Said::new("pgn-nag-without-number"),
            PgnProblem::NeitherNumberNorMove(text) => {
                Said::new("pgn-neither-number-nor-move").text("text", text.as_str())
            }
            PgnProblem::NotAMove(text) => Said::new("pgn-not-a-move").text("text", text.as_str()),
            PgnProblem::Unread(text) => Said::new("pgn-unread").text("text", text.as_str()),
            PgnProblem::MovesUnplaced => Said::new("pgn-moves-unplaced"),
            PgnProblem::Move {
                number,
                side,
                san,
                why,
            } => Said::new("pgn-move")
                .text("number", number.to_string())
                .said(
                    "side",
                    Said::new(match side {
                        Color::White => "pgn-for-white",
                        Color::Black => "pgn-for-black",
                    }),
                )
                .text("move", san.as_str())
                .said("why", why.said()),
        }
    }
}

impl MoveProblem {
    /// Says why the move cannot be played as a sentence of the window's catalogue.
    pub fn said(&self) -> Said {
        match self {
            MoveProblem::AfterTheEnd(outcome) => {
                Said::new("pgn-after-the-end").said("outcome", outcome.said())
            }
            MoveProblem::Ambiguous => Said::new("pgn-ambiguous"),
            MoveProblem::Illegal => Said::new("pgn-illegal"),
            MoveProblem::Refused(error) => Said::new("pgn-refused").said("reason", error.said()),
        }
    }
}

/// Something the text holds that Klados does not play, noted with where it (or the first of
/// its kind) is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnNote {
    /// Variations at the main line's level: where the first opens, how many, how it starts.
    #[error("{}", variations_words(*place, *count, start))]
    Variations {
        /// Where the first variation opens.
        place: Place,
        /// How many there are (at least 1).
        count: usize,
        /// How the first starts: its first two words, then "…" if it goes on.
        start: String,
    },
    /// Comments in the main line (`{…}` and `;…`).
    #[error("{}", skipped_words(*place, *count, "a comment was", "comments were"))]
    Comments {
        /// Where the first is.
        place: Place,
        /// How many there are (at least 1).
        count: usize,
    },
    /// Annotations in the main line (`!`, `?!`, `$14`).
    #[error(
        "{}",
        skipped_words(
            *place,
            *count,
            "an annotation (such as !? or $1) was",
            "annotations (such as !? or $1) were"
        )
    )]
    Annotations {
        /// Where the first is.
        place: Place,
        /// How many there are (at least 1).
        count: usize,
    },
    /// The result token and the `Result` tag disagree; Klados keeps the token.
    #[error("{place}: the result {token} differs from the Result tag ({tag}); Klados keeps {token}")]
    ResultDiffers {
        /// Where the result token is.
        place: Place,
        /// The token, such as `1-0`.
        token: String,
        /// The tag's value.
        tag: String,
    },
    /// The text goes on after the first game.
    #[error("{0}: the text goes on with more after the first game; Klados read only the first")]
    MoreGames(Place),
}

fn variations_words(place: Place, count: usize, start: &str) -> String {
    if count == 1 {
        format!("{place}: a variation ({start}) was skipped: Klados plays the main line")
    } else {
        format!(
            "{place}: {count} variations were skipped, the first here ({start}): Klados plays the main line"
        )
    }
}

fn skipped_words(place: Place, count: usize, one: &str, many: &str) -> String {
    if count == 1 {
        format!("{place}: {one} skipped: Klados keeps the moves")
    } else {
        format!("{place}: {count} {many} skipped, the first here: Klados keeps the moves")
    }
}

impl PgnNote {
    /// Says the note as a sentence of the window's catalogue, place first as in `Display`.
    pub fn said(&self) -> Said {
        let at = |id: &'static str, place: Place| {
            Said::new(id)
                .text("line", place.line.to_string())
                .text("column", place.column.to_string())
        };
        match self {
            PgnNote::Variations { place, count, start } => at("pgn-skipped-variations", *place)
                .count("count", *count)
                .text("start", start.as_str()),
            PgnNote::Comments { place, count } => at("pgn-skipped-comments", *place).count("count", *count),
            PgnNote::Annotations { place, count } => {
                at("pgn-skipped-annotations", *place).count("count", *count)
            }
            PgnNote::ResultDiffers { place, token, tag } => at("pgn-result-differs", *place)
                .text("token", token.as_str())
                .text("tag", tag.as_str()),
            PgnNote::MoreGames(place) => at("pgn-more-games", *place),
        }
    }
}
