//! The opening book: moves the computer plays without searching while the game is in it.
//!
//! A book is a table from positions to moves people have played there. Huo Chess had one, and
//! so has every strong program: in the opening a shallow search plays aimlessly and wastes time,
//! while the book holds what players learned over centuries. The price is that a book move has
//! no search behind it, so there is no tree to ask "why?".
//!
//! Klados's built-in book is its named openings ([`Openings`]): from a position on a named line
//! it plays one of the moves the lines play next, weighed by how many lines go on through each.
//! The lines include traps, so every move was checked by Klados's own search
//! ([`crate::chess::book_check`]): an unsound move keeps its name and its place in the list, but
//! is never played. A Polyglot file ([`PolyglotBook`]) can stand in for the built-in book,
//! weighed by the file's weights.
//!
//! Which move is played is chosen with a seed: the same seed, the same position, the same move,
//! so a class can replay a game move for move.

use shakmaty::{Chess, Move};

use crate::chess::book_check::{Unsound, unsound_moves};
use crate::chess::openings::{Opening, Openings};
use crate::chess::polyglot::{self, PolyglotBook};
use crate::engine::position::{san_plus, uci};
use crate::engine::words::group_thousands;

/// The least share of the named lines from a position, in percent, that a move must carry for
/// the built-in book to play it. The named lines include traps, gambits and curiosities (1. g4,
/// 3...Nb8 in the Ruy Lopez); they are named, listed and shown, but a book that played them
/// would surprise a class. The heaviest moves of a position carry most of its lines.
pub const PLAYED_SHARE: u32 = 5;

/// Where the book's moves come from.
#[derive(Clone, Debug, Default)]
pub enum Book {
    /// The named openings built into Klados.
    #[default]
    BuiltIn,
    /// A Polyglot file.
    Polyglot(PolyglotBook),
}

/// One book move from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move.
    pub played: Move,
    /// The move in standard notation, with its check or mate sign: `Bb5+`.
    pub san: String,
    /// The move in UCI notation: `f1b5`.
    pub uci: String,
    /// How often the book plays it, relative to the other moves here: the number of named lines
    /// through it in the built-in book, the file's weight in a Polyglot book.
    pub weight: u32,
    /// True when the computer may play it: in a Polyglot book a move of weight more than 0; in
    /// the built-in book a sound move (see `unsound`) that carries at least [`PLAYED_SHARE`] of
    /// the sound moves' lines from here, or the heaviest sound move.
    pub playable: bool,
    /// In the built-in book, what Klados's check found when the move loses more than
    /// [`crate::chess::book_check::CHECK_MARGIN`]: such a move is named, never played. `None`
    /// for a sound move and for a Polyglot book's moves (a file is not checked).
    pub unsound: Option<Unsound>,
    /// The opening the move leads to: the name of the position after it, or of the nearest named
    /// position along the lines through it; `None` when no named line passes (a Polyglot move
    /// off the named lines).
    pub opening: Option<&'static Opening>,
}

/// The book's move in a position, and how it was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookChoice {
    /// The move played.
    pub chosen: BookMove,
    /// Every book move in the position, the heaviest first (`chosen` among them).
    pub moves: Vec<BookMove>,
    /// The seed the choice was made with.
    pub seed: u64,
}

impl Book {
    /// Returns the book's moves from this position, the heaviest first (ties in the book's
    /// order); empty when the position is not in the book.
    pub fn moves(&self, position: &Chess) -> Vec<BookMove> {
        let mut moves: Vec<BookMove> = match self {
            Book::BuiltIn => {
                let unsound = unsound_moves().get(&polyglot::key(position));
                Openings::built_in()
                    .continuations(position)
                    .into_iter()
                    .map(|next| {
                        let mut m = book_move(position, next.played, next.lines, Some(next.leads_to));
                        m.unsound = unsound
                            .and_then(|moves| moves.iter().find(|u| u.played == next.played))
                            .cloned();
                        m
                    })
                    .collect()
            }
            Book::Polyglot(file) => file
                .moves(position)
                .into_iter()
                .map(|(played, weight)| {
                    let opening = opening_after(position, &played);
                    book_move(position, played, weight, opening)
                })
                .collect(),
        };
        moves.sort_by_key(|m| std::cmp::Reverse(m.weight));
        // The share is counted among the sound moves, so a trap's lines neither make a sound
        // move rare nor leave a position without a move to play.
        let sound = || moves.iter().filter(|m| m.unsound.is_none());
        let total: u32 = sound().map(|m| m.weight).sum();
        let heaviest = sound().map(|m| m.weight).max().unwrap_or(0);
        for m in &mut moves {
            m.playable = match self {
                Book::BuiltIn => {
                    m.unsound.is_none() && (m.weight * 100 >= total * PLAYED_SHARE || m.weight == heaviest)
                }
                Book::Polyglot(_) => m.weight > 0,
            };
        }
        moves
    }

    /// Chooses the book's move in this position with `seed`: among the playable moves, each
    /// with a chance in proportion to its weight. `None` when the position is not in the book or
    /// no move is playable; then the computer searches.
    pub fn choose(&self, position: &Chess, seed: u64) -> Option<BookChoice> {
        let moves = self.moves(position);
        let weight = |m: &BookMove| if m.playable { u64::from(m.weight) } else { 0 };
        let total: u64 = moves.iter().map(weight).sum();
        if total == 0 {
            return None;
        }
        // The roll depends on the seed and the position only, so the same game with the same
        // seed gets the same book moves, whatever was played before.
        let mut roll = crate::engine::random::mix(seed ^ polyglot::key(position)) % total;
        let chosen = moves.iter().find(|m| {
            if roll < weight(m) {
                return true;
            }
            roll -= weight(m);
            false
        })?;
        Some(BookChoice {
            chosen: chosen.clone(),
            moves: moves.clone(),
            seed,
        })
    }
}

/// Returns a book move with its notations.
fn book_move(position: &Chess, played: Move, weight: u32, opening: Option<&'static Opening>) -> BookMove {
    BookMove {
        san: san_plus(position, played),
        uci: uci(played),
        played,
        weight,
        playable: false,
        unsound: None,
        opening,
    }
}

/// Returns the opening a move leads to in the built-in lines: the named position it reaches, or
/// the nearest one along the lines through it.
fn opening_after(position: &Chess, played: &Move) -> Option<&'static Opening> {
    let openings = Openings::built_in();
    if let Some(next) = openings
        .continuations(position)
        .into_iter()
        .find(|next| next.played == *played)
    {
        return Some(next.leads_to);
    }
    let after = shakmaty::Position::play(position.clone(), *played).ok()?;
    openings.name_of(&after)
}

/// Says which opening book this is, for the panel and the command line: `the built-in book
/// (3,807 named openings)` or `gm2001.bin (Polyglot, 26,000 entries)`, with the entries skipped
/// on reading, if any: `gm2001.bin (Polyglot, 25,998 entries; 2 entries skipped: their moves are
/// ones no chess position can have)`.
pub fn book_words(book: &Book) -> String {
    match book {
        Book::BuiltIn => format!(
            "the built-in book ({} named openings)",
            group_thousands(Openings::built_in().len())
        ),
        Book::Polyglot(file) => {
            let entries = match file.len() {
                1 => String::from("1 entry"),
                entries => format!("{} entries", group_thousands(entries)),
            };
            let skipped = match file.skipped() {
                0 => String::new(),
                1 => String::from("; 1 entry skipped: its move is one no chess position can have"),
                skipped => format!(
                    "; {} entries skipped: their moves are ones no chess position can have",
                    group_thousands(skipped)
                ),
            };
            format!("{} (Polyglot, {entries}{skipped})", file.name())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_plays_the_same_move_and_seeds_differ() {
        let start = Chess::default();
        let book = Book::BuiltIn;
        let first = book.choose(&start, 7).map(|choice| choice.chosen.uci);
        assert_eq!(first, book.choose(&start, 7).map(|choice| choice.chosen.uci));
        let played: std::collections::BTreeSet<String> = (0..200)
            .filter_map(|seed| book.choose(&start, seed))
            .map(|choice| choice.chosen.uci)
            .collect();
        assert!(played.len() > 2, "{played:?}");
    }

    #[test]
    fn weights_make_the_heavy_moves_likely() {
        let start = Chess::default();
        let book = Book::BuiltIn;
        let heavy = (0..1000)
            .filter_map(|seed| book.choose(&start, seed))
            .filter(|choice| choice.chosen.san == "e4" || choice.chosen.san == "d4")
            .count();
        let moves = book.moves(&start);
        let total: u32 = moves.iter().filter(|m| m.playable).map(|m| m.weight).sum();
        let e4_d4: u32 = moves
            .iter()
            .filter(|m| m.san == "e4" || m.san == "d4")
            .map(|m| m.weight)
            .sum();
        let expected = 1000.0 * f64::from(e4_d4) / f64::from(total);
        assert!(
            (heavy as f64 - expected).abs() < 60.0,
            "{heavy} against {expected}"
        );
    }

    #[test]
    fn the_built_in_book_never_plays_a_curiosity() {
        let start = Chess::default();
        let played: std::collections::BTreeSet<String> = (0..500)
            .filter_map(|seed| Book::BuiltIn.choose(&start, seed))
            .map(|choice| choice.chosen.san)
            .collect();
        assert!(played.contains("e4") && played.contains("d4"), "{played:?}");
        assert!(!played.contains("g4") && !played.contains("Na3"), "{played:?}");
        let listed = Book::BuiltIn.moves(&start);
        assert!(listed.iter().any(|m| m.san == "g4" && !m.playable));
    }

    /// Plays SAN moves from the start.
    fn after(moves: &str) -> Chess {
        let mut position = Chess::default();
        for word in moves.split_whitespace() {
            let played = crate::engine::position::parse_move(&position, word);
            let Ok(played) = played else {
                panic!("{word} in {moves}: {played:?}");
            };
            position = shakmaty::Position::play(position, played).unwrap_or_default();
        }
        position
    }

    /// Blunders the built-in book played before its moves were checked (issue 41), each after
    /// its line: 8...Bxd1?? (9. Bxf7+ Ke7 10. Nd5#), 3...Qxd5?? (4. cxd5), 2. g4?? (2...Qh4#).
    const KNOWN_BLUNDERS: [(&str, &str); 3] = [
        (
            "e4 e5 Nf3 Nc6 d4 exd4 c3 dxc3 Nxc3 d6 Bc4 Bg4 O-O Ne5 Nxe5",
            "Bxd1",
        ),
        ("e4 c6 c4 d5 exd5", "Qxd5"),
        ("f3 e5", "g4"),
    ];

    #[test]
    fn the_book_names_a_known_blunder_but_never_plays_it() {
        for (line, blunder) in KNOWN_BLUNDERS {
            let position = after(line);
            let listed = Book::BuiltIn.moves(&position);
            let Some(named) = listed.iter().find(|m| m.san == blunder) else {
                panic!("after {line}: {blunder} is not among {listed:?}");
            };
            assert!(!named.playable, "after {line}: {blunder} is playable");
            let played: Vec<u64> = (0..1000)
                .filter(|&seed| {
                    Book::BuiltIn
                        .choose(&position, seed)
                        .is_some_and(|choice| choice.chosen.san == blunder)
                })
                .collect();
            assert!(played.is_empty(), "after {line}: {blunder} with seeds {played:?}");
        }
        // 8...Bxd1?? is the only move the lines play there: the book has none to play, and the
        // computer searches.
        assert!(Book::BuiltIn.choose(&after(KNOWN_BLUNDERS[0].0), 1).is_none());
    }

    #[test]
    fn out_of_the_book_there_is_no_choice() {
        let position = crate::engine::fen::parse_fen("8/8/8/4k3/8/8/8/4K2R w K - 0 1").unwrap_or_default();
        assert!(Book::BuiltIn.choose(&position, 1).is_none());
        assert!(Book::BuiltIn.moves(&position).is_empty());
    }
}
