//! PGN, the text format chess programs exchange games in: reading a game, and writing one.
//!
//! Reading happens in two passes over the same text:
//!
//! 1. The *locator* ([`locate`]) walks the text once, character by character, and finds where
//!    things are: each tag, each move of the main line, each comment, variation and annotation
//!    (as line:column), and where the first game ends. It is strict where a lenient reader would
//!    lose moves without saying so: an unclosed `{` or `(`, a stray `}` or `)`, or a word that is
//!    not a move is an error at its place.
//! 2. The `pgn-reader` crate (shakmaty's companion) then reads the first game's text: the tags
//!    with their escapes, the moves as SAN and the result. Its moves are paired with the
//!    locator's, so that an illegal move can be reported at its place; shakmaty checks each one.
//!
//! Klados plays only the main line. Whatever else the text holds — variations, comments,
//! annotations, further games — is not lost silently: [`read`] returns a note for each kind,
//! saying what was skipped and where.

use std::io;
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::san::SanError;
use shakmaty::{Color, KnownOutcome, Position};

use crate::chess::game::{Game, GameTags};
use crate::engine::said::Said;

mod problems;
mod write;
pub use problems::{MoveProblem, PgnNote, PgnProblem, Place};
pub use write::{numbered, numbered_moves, write};

/// Why a PGN text could not be read: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {problem}")]
pub struct PgnError {
    /// Where in the text the problem is.
    pub place: Place,
    /// What is wrong, without the place.
    pub problem: PgnProblem,
}

impl PgnError {
    fn at(place: Place, problem: PgnProblem) -> PgnError {
        PgnError { place, problem }
    }

    /// Says what is wrong and where as a sentence of the window's catalogue: the same words
    /// as the English `Display`, in the class's language.
    pub fn said(&self) -> Said {
        Said::new("pgn-at")
            .text("line", self.place.line.to_string())
            .text("column", self.place.column.to_string())
            .said("problem", self.problem.said())
    }
}

/// A game read from PGN, with notes on what in the text was not played.
#[derive(Clone, Debug)]
pub struct ReadGame {
    /// The game: its starting position (the `FEN` tag, if any), the main line played, and the
    /// text's tags (see [`Game::tags`]).
    pub game: Game,
    /// One note per kind of thing skipped, each starting with its place, such as
    /// "3:14: a variation (2. Nc3 …) was skipped: Klados plays the main line".
    pub notes: Vec<PgnNote>,
}

/// Reads the first game of a PGN text: its tags, its starting position and its main line, each
/// move checked for legality.
///
/// ```
/// let read = klados::chess::pgn::read("1. e4 e5 (1... c5) 2. 0-0 1-0").unwrap_err();
/// assert_eq!(read.to_string(), "1:23: move 2 for White, O-O, is not legal in that position");
/// let read = klados::chess::pgn::read("1. e4 { best by test } e5 (1... c5 2. Nf3) 1-0").unwrap();
/// assert_eq!(read.game.san_moves(), ["e4", "e5"]);
/// assert_eq!(read.notes.len(), 2);
/// ```
pub fn read(text: &str) -> Result<ReadGame, PgnError> {
    let layout = locate(text)?;
    let first_game = &text[..layout.game_end];
    // pgn-reader's buffer must hold the longest tag line and comment: the whole game fits.
    let parsed = Reader::build(io::Cursor::new(first_game.as_bytes()))
        .set_supported_tag_line_length(first_game.len())
        .set_supported_comment_length(first_game.len())
        .finish()
        .read_game(&mut Collector)
        .ok()
        .flatten()
        .unwrap_or_default();

    let pairs = check_tags(&layout, &parsed)?;
    let mut game = starting_game(&layout, &pairs)?;
    play_main_line(&mut game, &layout, &parsed)?;
    let mut notes = layout.skipped_notes();
    let result = result_of(&layout, &parsed, &pairs, &mut notes)?;
    let plies = game.moves().len();
    game.set_tags(GameTags {
        pairs,
        result_as_read: result.map(|token| (token, plies)),
    });
    Ok(ReadGame { game, notes })
}

/// What `pgn-reader` read from the first game: tags, main-line moves and the result.
#[derive(Debug, Default)]
struct Parsed {
    tags: Vec<(String, String)>,
    moves: Vec<SanPlus>,
    outcome: Option<Outcome>,
}

/// The visitor `pgn-reader` calls as it reads: it keeps the tags, the main line's moves and the
/// result, and skips variations (the locator has already noted them).
struct Collector;

impl Visitor for Collector {
    type Tags = Vec<(String, String)>;
    type Movetext = Parsed;
    type Output = Parsed;

    fn begin_tags(&mut self) -> ControlFlow<Parsed, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<Parsed> {
        let name = String::from_utf8_lossy(name).trim().to_owned();
        tags.push((name, value.decode_utf8_lossy().into_owned()));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Parsed, Parsed> {
        ControlFlow::Continue(Parsed {
            tags,
            ..Parsed::default()
        })
    }

    fn san(&mut self, parsed: &mut Parsed, san_plus: SanPlus) -> ControlFlow<Parsed> {
        parsed.moves.push(san_plus);
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _parsed: &mut Parsed) -> ControlFlow<Parsed, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, parsed: &mut Parsed, outcome: Outcome) -> ControlFlow<Parsed> {
        parsed.outcome = Some(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, parsed: Parsed) -> Parsed {
        parsed
    }
}

/// Returns the tags pgn-reader read, after checking it saw the ones the locator found.
fn check_tags(layout: &Layout, parsed: &Parsed) -> Result<Vec<(String, String)>, PgnError> {
    if parsed.tags.len() != layout.tags.len() {
        let place = layout
            .tags
            .first()
            .map_or(Place { line: 1, column: 1 }, |tag| tag.place);
        return Err(PgnError::at(place, PgnProblem::TagsUnreadable));
    }
    for (tag, (name, value)) in layout.tags.iter().zip(&parsed.tags) {
        if name == "Variant" && !["standard", "chess", ""].contains(&value.to_lowercase().as_str()) {
            return Err(PgnError::at(tag.place, PgnProblem::Variant(shorten(value))));
        }
        if name == "Result" && !is_result(value) && !value.is_empty() && value != "?" {
            return Err(PgnError::at(tag.place, PgnProblem::NotAResult(shorten(value))));
        }
    }
    Ok(parsed.tags.clone())
}

/// Returns the game's starting position: the `FEN` tag's, or the usual one.
fn starting_game(layout: &Layout, pairs: &[(String, String)]) -> Result<Game, PgnError> {
    let fen_tag = pairs
        .iter()
        .zip(&layout.tags)
        .find(|((name, _), _)| name == "FEN");
    match fen_tag {
        None => Ok(Game::new()),
        Some(((_, fen), located)) => {
            Game::from_fen(fen).map_err(|error| PgnError::at(located.place, PgnProblem::BadFen(error)))
        }
    }
}

/// Plays the main line, move by move, reporting an illegal or ambiguous move at its place.
fn play_main_line(game: &mut Game, layout: &Layout, parsed: &Parsed) -> Result<(), PgnError> {
    for (index, word) in layout.moves.iter().enumerate() {
        let Some(san_plus) = parsed.moves.get(index) else {
            return Err(PgnError::at(word.place, PgnProblem::Unread(word.text.clone())));
        };
        let position = game.position();
        let number = position.fullmoves().get();
        let side = position.turn();
        let san = san_plus.to_string();
        let refused = |why| {
            PgnError::at(
                word.place,
                PgnProblem::Move {
                    number,
                    side,
                    san: san.clone(),
                    why,
                },
            )
        };
        if let Some(outcome) = game.outcome() {
            return Err(refused(MoveProblem::AfterTheEnd(outcome)));
        }
        let m = san_plus.san.to_move(position).map_err(|error| {
            refused(match error {
                SanError::AmbiguousSan => MoveProblem::Ambiguous,
                SanError::IllegalSan => MoveProblem::Illegal,
            })
        })?;
        game.play(m)
            .map_err(|error| refused(MoveProblem::Refused(error)))?;
    }
    if parsed.moves.len() > layout.moves.len() {
        let place = layout.moves.last().map_or(layout.end_place, |word| word.place);
        return Err(PgnError::at(place, PgnProblem::MovesUnplaced));
    }
    Ok(())
}

/// Returns the result the text gives (`None` for `*` or none), checking the token against the
/// `Result` tag and noting where they disagree.
fn result_of(
    layout: &Layout,
    parsed: &Parsed,
    pairs: &[(String, String)],
    notes: &mut Vec<PgnNote>,
) -> Result<Option<String>, PgnError> {
    let token = match parsed.outcome {
        Some(Outcome::Known(KnownOutcome::Decisive { winner: Color::White })) => Some("1-0"),
        Some(Outcome::Known(KnownOutcome::Decisive { winner: Color::Black })) => Some("0-1"),
        Some(Outcome::Known(KnownOutcome::Draw)) => Some("1/2-1/2"),
        Some(Outcome::Unknown) => Some("*"),
        None => None,
    };
    let tag = pairs
        .iter()
        .find(|(name, _)| name == "Result")
        .map(|(_, value)| value.as_str())
        .filter(|value| is_result(value));
    if let (Some(token), Some(tag), Some(place)) = (token, tag, layout.result_place)
        && token != tag
    {
        notes.push(PgnNote::ResultDiffers {
            place,
            token: token.to_owned(),
            tag: tag.to_owned(),
        });
    }
    Ok(token.or(tag).filter(|result| *result != "*").map(str::to_owned))
}

/// Returns true for the four result tokens PGN knows.
fn is_result(text: &str) -> bool {
    ["1-0", "0-1", "1/2-1/2", "*"].contains(&text)
}

/// Returns at most 20 characters of `text`, with an ellipsis if it was longer, for messages.
fn shorten(text: &str) -> String {
    crate::engine::words::one_line_within(text, 20)
}

// ---------------------------------------------------------------------------------------------
// Reading, pass 1: the locator.
// ---------------------------------------------------------------------------------------------

/// What the locator found in the text.
#[derive(Debug, Default)]
struct Layout {
    /// The first game's tags, in order.
    tags: Vec<Located>,
    /// The first game's main-line moves, in order, as written.
    moves: Vec<Located>,
    /// Where the result token is, if there is one.
    result_place: Option<Place>,
    /// Variations skipped at the main line's level: where each opens, and how it starts.
    variations: Vec<Located>,
    /// Comments in the main line (`{…}` and `;…`).
    comments: Vec<Place>,
    /// Annotations in the main line (`!`, `?!`, `$14`).
    annotations: Vec<Place>,
    /// Where a second game starts, if the text goes on after the first.
    more_games: Option<Place>,
    /// The byte just after the first game, where pgn-reader stops reading.
    game_end: usize,
    /// The place just after the first game.
    end_place: Place,
}

/// A piece of text and where it starts.
#[derive(Debug, Clone)]
struct Located {
    place: Place,
    text: String,
}

impl Layout {
    /// Returns one note per kind of thing the main line does not play.
    fn skipped_notes(&self) -> Vec<PgnNote> {
        let mut notes = Vec::new();
        if let Some(first) = self.variations.first() {
            notes.push(PgnNote::Variations {
                place: first.place,
                count: self.variations.len(),
                start: first.text.clone(),
            });
        }
        if let Some(&place) = self.comments.first() {
            let count = self.comments.len();
            notes.push(PgnNote::Comments { place, count });
        }
        if let Some(&place) = self.annotations.first() {
            let count = self.annotations.len();
            notes.push(PgnNote::Annotations { place, count });
        }
        if let Some(place) = self.more_games {
            notes.push(PgnNote::MoreGames(place));
        }
        notes
    }
}

/// Walks a text character by character, knowing the line and column of each.
struct Scanner<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    at: usize,
    /// Place of the next character.
    place: Place,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Scanner<'a> {
        // A byte-order mark is not part of the text: skip it without counting a column.
        let at = if text.starts_with('\u{feff}') {
            '\u{feff}'.len_utf8()
        } else {
            0
        };
        Scanner {
            text,
            at,
            place: Place { line: 1, column: 1 },
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn peek_second(&self) -> Option<char> {
        self.text[self.at..].chars().nth(1)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.place.line += 1;
            self.place.column = 1;
        } else {
            self.place.column += 1;
        }
        Some(c)
    }

    /// Skips characters up to (not including) the next newline.
    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
    }

    /// True at the start of a line (ignoring nothing: PGN's `%` escape must be in column 1).
    fn at_line_start(&self) -> bool {
        self.place.column == 1
    }

    /// Reads a word: characters up to a delimiter, as pgn-reader splits tokens.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek().filter(|&c| !ends_token(c)) {
            word.push(c);
            self.bump();
        }
        word
    }
}

/// True for the characters that end a movetext word (as in pgn-reader).
fn ends_token(c: char) -> bool {
    c.is_whitespace() || "{}()!?$;.*".contains(c)
}

/// Finds where everything in the first game is, and refuses text that a reader would have to
/// guess at (unclosed comments or variations, stray closers, words that are not moves).
fn locate(text: &str) -> Result<Layout, PgnError> {
    let mut scanner = Scanner::new(text);
    let mut layout = Layout::default();
    locate_tags(&mut scanner, &mut layout)?;
    if layout.tags.is_empty() && scanner.peek().is_none() {
        return Err(PgnError::at(scanner.place, PgnProblem::NoGame));
    }
    locate_movetext(&mut scanner, &mut layout)?;
    layout.game_end = scanner.at;
    layout.end_place = scanner.place;
    skip_blank(&mut scanner);
    if scanner.peek().is_some() {
        layout.more_games = Some(scanner.place);
    }
    Ok(layout)
}

/// Skips whitespace and `%` escape lines.
fn skip_blank(scanner: &mut Scanner<'_>) {
    while let Some(c) = scanner.peek() {
        if c == '%' && scanner.at_line_start() {
            scanner.skip_line();
        } else if c.is_whitespace() || c == '\u{feff}' {
            scanner.bump();
        } else {
            break;
        }
    }
}

/// Locates the tag pairs at the start of the game: `[Name "value"]`, one per line.
fn locate_tags(scanner: &mut Scanner<'_>, layout: &mut Layout) -> Result<(), PgnError> {
    loop {
        skip_blank(scanner);
        if scanner.peek() != Some('[') {
            return Ok(());
        }
        let start = scanner.place;
        scanner.bump();
        let malformed = || PgnError::at(start, PgnProblem::MalformedTag);
        while scanner.peek().is_some_and(|c| c == ' ' || c == '\t') {
            scanner.bump();
        }
        let mut name = String::new();
        while let Some(c) = scanner.peek().filter(|c| c.is_ascii_alphanumeric() || *c == '_') {
            name.push(c);
            scanner.bump();
        }
        while scanner.peek().is_some_and(|c| c == ' ' || c == '\t') {
            scanner.bump();
        }
        if name.is_empty() || scanner.bump() != Some('"') {
            return Err(malformed());
        }
        loop {
            match scanner.bump() {
                Some('"') => break,
                Some('\\') if matches!(scanner.peek(), Some('"' | '\\')) => {
                    scanner.bump();
                }
                Some('\n') | None => {
                    return Err(PgnError::at(start, PgnProblem::TagNotClosed(name)));
                }
                Some(_) => {}
            }
        }
        while scanner.peek().is_some_and(|c| c == ' ' || c == '\t') {
            scanner.bump();
        }
        if scanner.bump() != Some(']') {
            return Err(malformed());
        }
        layout.tags.push(Located {
            place: start,
            text: name,
        });
    }
}

/// Locates the movetext of the first game, up to its result, a blank line or a new tag section.
fn locate_movetext(scanner: &mut Scanner<'_>, layout: &mut Layout) -> Result<(), PgnError> {
    // Open variations: where each opens (place and byte offset), innermost last.
    let mut open_variations: Vec<(Place, usize)> = Vec::new();
    while let Some(c) = scanner.peek() {
        let place = scanner.place;
        let in_main_line = open_variations.is_empty();
        if c == '\n' {
            scanner.bump();
            // Like pgn-reader, a blank line or a tag at the start of a line ends the movetext.
            let ends = match scanner.peek() {
                Some('\n' | '[') => true,
                Some('\r') => scanner.peek_second() == Some('\n'),
                _ => false,
            };
            if ends {
                break;
            }
            continue;
        }
        if c == '%' && scanner.at_line_start() {
            scanner.skip_line();
            continue;
        }
        match c {
            '{' => {
                scanner.bump();
                while scanner.peek().is_some_and(|c| c != '}') {
                    scanner.bump();
                }
                if scanner.bump().is_none() {
                    return Err(PgnError::at(place, PgnProblem::CommentNotClosed));
                }
                if in_main_line {
                    layout.comments.push(place);
                }
            }
            ';' => {
                scanner.skip_line();
                if in_main_line {
                    layout.comments.push(place);
                }
            }
            '}' => return Err(PgnError::at(place, PgnProblem::StrayCommentEnd)),
            '(' => {
                scanner.bump();
                open_variations.push((place, scanner.at));
            }
            ')' => {
                scanner.bump();
                let Some((opened, inside)) = open_variations.pop() else {
                    return Err(PgnError::at(place, PgnProblem::StrayVariationEnd));
                };
                if open_variations.is_empty() {
                    let closing = scanner.at - 1;
                    layout.variations.push(Located {
                        place: opened,
                        text: variation_start(&scanner.text[inside..closing]),
                    });
                }
            }
            '$' => {
                scanner.bump();
                let number = scanner.word();
                if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
                    return Err(PgnError::at(place, PgnProblem::NagWithoutNumber));
                }
                if in_main_line {
                    layout.annotations.push(place);
                }
            }
            '!' | '?' => {
                while scanner.peek().is_some_and(|c| c == '!' || c == '?') {
                    scanner.bump();
                }
                if in_main_line {
                    layout.annotations.push(place);
                }
            }
            '*' if in_main_line => {
                scanner.bump();
                layout.result_place = Some(place);
                return Ok(());
            }
            c if c.is_whitespace() || c == '.' || c == '*' => {
                scanner.bump();
            }
            _ => {
                let word = scanner.word();
                if !in_main_line {
                    continue;
                }
                match classify(&word) {
                    Word::MoveNumber => {}
                    Word::Result => {
                        layout.result_place = Some(place);
                        return Ok(());
                    }
                    Word::Move => layout.moves.push(Located { place, text: word }),
                    Word::Unreadable(why) => return Err(PgnError::at(place, why)),
                }
            }
        }
    }
    match open_variations.first() {
        Some(&(opened, _)) => Err(PgnError::at(opened, PgnProblem::VariationNotClosed)),
        None => Ok(()),
    }
}

/// Returns how a variation starts, for a note: its first two words, then "…" if it goes on.
fn variation_start(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut start = words.iter().take(2).copied().collect::<Vec<_>>().join(" ");
    if words.len() > 2 {
        start.push_str(" …");
    }
    shorten(&start)
}

/// What a movetext word is.
enum Word {
    /// A move number such as `12` (its dots are delimiters).
    MoveNumber,
    /// `1-0`, `0-1`, `1/2-1/2` (`*` is a delimiter, handled apart).
    Result,
    /// A move in SAN (castling with zeros included).
    Move,
    /// Neither: what is wrong with it.
    Unreadable(PgnProblem),
}

/// Says what a movetext word is, by the same rules pgn-reader reads it.
fn classify(word: &str) -> Word {
    if word.chars().all(|c| c.is_ascii_digit()) {
        return Word::MoveNumber;
    }
    if ["1-0", "0-1", "1/2-1/2", "½-½"].contains(&word) {
        return Word::Result;
    }
    let castling = word.trim_end_matches(['+', '#']);
    if castling == "0-0" || castling == "0-0-0" {
        return Word::Move;
    }
    if word.starts_with(|c: char| c.is_ascii_digit()) {
        return Word::Unreadable(if word.contains(['-', '/']) {
            PgnProblem::NotAResult(shorten(word))
        } else {
            PgnProblem::NeitherNumberNorMove(shorten(word))
        });
    }
    match SanPlus::from_ascii(word.as_bytes()) {
        Ok(_) => Word::Move,
        Err(_) => Word::Unreadable(PgnProblem::NotAMove(shorten(word))),
    }
}
