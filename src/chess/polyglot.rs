//! Polyglot opening books (`.bin`), the format chess GUIs and engines share.
//!
//! A Polyglot book is a file of 16-byte entries sorted by key, every number big-endian:
//!
//! | bytes | field | meaning |
//! |---|---|---|
//! | 0–7 | key | the position's Zobrist hash, with Polyglot's published random numbers |
//! | 8–9 | move | to square (bits 0–5), from square (6–11), promotion (12–14: 0 none, 1 N, 2 B, 3 R, 4 Q); bit 15 unused |
//! | 10–11 | weight | how often to play the move, relative to the position's other entries |
//! | 12–15 | learn | unused by Klados |
//!
//! Squares count from a1 = 0 to h8 = 63. Castling is written as the king taking its own rook
//! (e1h1 for White's short castling), the way Chess960 writes it. shakmaty's 64-bit Zobrist
//! hashing uses Polyglot's numbers, so [`key`] is shakmaty's hash; the tests check it against
//! the positions the Polyglot specification publishes with their keys.
//!
//! Klados reads a book as python-chess, the reference reader, plays it:
//!
//! * An entry whose move no chess position can have (a square to itself, which python-chess
//!   reads as a variant's piece drop, or a promotion code 5–7, a piece chess has not) is
//!   skipped and counted ([`PolyglotBook::skipped`]); the rest of the file is read. Bit 15 is
//!   ignored, as python-chess ignores it.
//! * Castling written the other way, as the king's two-square move (e1g1), is castling too.
//! * Entries for one move of a position (written twice, or castling written both ways) are one
//!   move, their weights summed: python-chess lists them twice, and its weighted choice adds
//!   them up.
//! * An entry whose move is not legal in the position (another position with the same key) is
//!   left out when the position is looked up.
//!
//! A book is read piece by piece, never held whole: it takes its own size in memory, 16 bytes
//! an entry.

use std::fmt;
use std::fs;
use std::io::{self, Read};
use std::path::Path;

use shakmaty::zobrist::Zobrist64;

use crate::engine::reading::{ReadError, display_path, io_said, open_limited};
use crate::engine::said::Said;
use crate::engine::words::group_thousands;
use shakmaty::{Chess, EnPassantMode, Move, Position, Role, Square};

/// The size of one entry, in bytes.
const ENTRY_BYTES: usize = 16;

/// The largest book file Klados reads: 256 MB, 16 million entries (the big published books are
/// a few tens of megabytes).
pub const LARGEST_BOOK_BYTES: u64 = 256 * 1024 * 1024;

/// Returns a position's Polyglot key. The en passant square counts only when a pawn of the side
/// to move stands beside the pawn that just advanced two squares, as the specification says.
pub fn key(position: &Chess) -> u64 {
    let hash: Zobrist64 = position.zobrist_hash(EnPassantMode::PseudoLegal);
    hash.0
}

/// One entry of a book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The position's [`key`].
    pub key: u64,
    /// The move, in Polyglot's 16 bits (see the module's table).
    pub encoded_move: u16,
    /// The move's weight.
    pub weight: u16,
}

/// A Polyglot book read into memory, its entries sorted by key.
#[derive(Clone, Debug)]
pub struct PolyglotBook {
    /// The file's name, for messages and for the panel: `gm2001.bin`.
    name: String,
    /// Every entry read, in the file's order (sorted by key, which reading checks).
    entries: Vec<Entry>,
    /// How many entries were skipped: their move is one no chess position can have.
    skipped: usize,
}

/// Why a book file could not be used. Each says which file and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookError {
    /// The file could not be opened or read (missing, no permission, a folder).
    Unreadable {
        /// The file's name.
        name: String,
        /// What the system said, in English (the command line prints it).
        reason: String,
        /// The same, as a sentence of the window's catalogue.
        reason_said: Said,
    },
    /// The file is larger than [`LARGEST_BOOK_BYTES`].
    TooLarge {
        /// The file's name.
        name: String,
        /// Its size in bytes.
        bytes: u64,
    },
    /// The file holds no entry.
    Empty {
        /// The file's name.
        name: String,
    },
    /// Every entry holds a move no chess position can have.
    NoMoves {
        /// The file's name.
        name: String,
        /// How many entries there are.
        entries: usize,
    },
    /// The size is not a whole number of 16-byte entries: the file was cut short, or it is not
    /// a Polyglot book.
    Truncated {
        /// The file's name.
        name: String,
        /// Its size in bytes.
        bytes: usize,
    },
    /// An entry is out of order: the file is damaged, or it is not a Polyglot book.
    Corrupt {
        /// The file's name.
        name: String,
        /// The entry, counting from 1.
        entry: usize,
        /// What is wrong with it.
        reason: &'static str,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Unreadable { name, reason, .. } => write!(f, "{name}: cannot read the book: {reason}"),
            BookError::TooLarge { name, bytes } => write!(
                f,
                "{name}: the file is {} MB; Klados reads books of at most {} MB",
                bytes / (1024 * 1024),
                LARGEST_BOOK_BYTES / (1024 * 1024)
            ),
            BookError::Empty { name } => write!(f, "{name}: the file is empty, so it is not a Polyglot book"),
            BookError::NoMoves { name, entries } => write!(
                f,
                "{name}: none of its {} entries holds a move a chess position can have: it is not a \
                 Polyglot book of chess",
                group_thousands(*entries)
            ),
            BookError::Truncated { name, bytes } => write!(
                f,
                "{name}: {bytes} bytes is not a whole number of 16-byte entries: the file is cut short, \
                 or it is not a Polyglot book"
            ),
            BookError::Corrupt { name, entry, reason } => write!(
                f,
                "{name}: entry {entry} {reason}: the file is damaged, or it is not a Polyglot book"
            ),
        }
    }
}

impl std::error::Error for BookError {}

impl BookError {
    /// Says what is wrong with the book file as a sentence of the window's catalogue (the same
    /// words as [`fmt::Display`]'s English).
    pub fn said(&self) -> Said {
        match self {
            BookError::Unreadable {
                name, reason_said, ..
            } => Said::new("book-unreadable")
                .text("file", name.clone())
                .said("reason", reason_said.clone()),
            BookError::TooLarge { name, bytes } => Said::new("book-too-large")
                .text("file", name.clone())
                .count("size", (bytes / (1024 * 1024)) as usize)
                .count("most", (LARGEST_BOOK_BYTES / (1024 * 1024)) as usize),
            BookError::Empty { name } => Said::new("book-empty").text("file", name.clone()),
            BookError::NoMoves { name, entries } => Said::new("book-no-moves")
                .text("file", name.clone())
                .count("entries", *entries),
            BookError::Truncated { name, bytes } => Said::new("book-truncated")
                .text("file", name.clone())
                .text("bytes", bytes.to_string()),
            BookError::Corrupt { name, entry, .. } => Said::new("book-out-of-order")
                .text("file", name.clone())
                .count("entry", *entry),
        }
    }
}

impl PolyglotBook {
    /// Reads a book file, piece by piece. Any problem is one [`BookError`] naming the file; an
    /// entry whose move no position can have is skipped and counted, not a problem.
    pub fn read(path: &Path) -> Result<PolyglotBook, BookError> {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        // Messages name the whole path; the panel, the file's name.
        let shown = display_path(path);
        let unreadable = |reason: String, reason_said: Said| BookError::Unreadable {
            name: shown.clone(),
            reason,
            reason_said,
        };
        let (file, size) = open_limited(path, LARGEST_BOOK_BYTES).map_err(|error| match error {
            ReadError::NotAFile if path.is_dir() => unreadable(
                String::from("it is a folder, not a book file"),
                Said::new("book-is-folder"),
            ),
            ReadError::NotAFile => unreadable(
                String::from("it is not a regular file"),
                Said::new("book-not-regular"),
            ),
            ReadError::TooLarge { .. } => BookError::TooLarge {
                name: shown.clone(),
                bytes: fs::metadata(path).map_or(LARGEST_BOOK_BYTES + 1, |metadata| metadata.len()),
            },
            ReadError::Io(error) => unreadable(error.to_string(), io_said(&error)),
        })?;
        // The file may grow while it is read: stop one byte past the limit.
        let mut file = io::BufReader::with_capacity(64 * 1024, file.take(LARGEST_BOOK_BYTES + 1));
        let mut reading = Reading::new(&shown, size);
        let mut chunk = [0u8; ENTRY_BYTES];
        let mut bytes: u64 = 0;
        loop {
            let filled = fill(&mut file, &mut chunk)
                .map_err(|error| unreadable(error.to_string(), io_said(&error)))?;
            bytes += filled as u64;
            if bytes > LARGEST_BOOK_BYTES {
                return Err(BookError::TooLarge {
                    name: shown.clone(),
                    bytes,
                });
            }
            match filled {
                0 => break,
                ENTRY_BYTES => reading.push(&chunk)?,
                _ => {
                    return Err(BookError::Truncated {
                        name: shown.clone(),
                        bytes: usize::try_from(bytes).unwrap_or(usize::MAX),
                    });
                }
            }
        }
        let book = reading.finish()?;
        Ok(PolyglotBook { name, ..book })
    }

    /// Reads a book from its bytes; `name` is what messages call it.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<PolyglotBook, BookError> {
        if !bytes.len().is_multiple_of(ENTRY_BYTES) {
            return Err(BookError::Truncated {
                name: name.to_string(),
                bytes: bytes.len(),
            });
        }
        let mut reading = Reading::new(name, bytes.len() as u64);
        for chunk in bytes.chunks_exact(ENTRY_BYTES) {
            let mut entry = [0u8; ENTRY_BYTES];
            entry.copy_from_slice(chunk);
            reading.push(&entry)?;
        }
        reading.finish()
    }

    /// Returns the book as a file's bytes (the inverse of [`PolyglotBook::from_bytes`]; the
    /// learn field is written as 0).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.entries.len() * ENTRY_BYTES);
        for entry in &self.entries {
            bytes.extend_from_slice(&entry.key.to_be_bytes());
            bytes.extend_from_slice(&entry.encoded_move.to_be_bytes());
            bytes.extend_from_slice(&entry.weight.to_be_bytes());
            bytes.extend_from_slice(&0u32.to_be_bytes());
        }
        bytes
    }

    /// Makes a book of the given moves: for each position, its moves and their weights. The
    /// entries are sorted as a book file must be. Tests write books with it.
    pub fn of_moves(name: &str, moves: &[(Chess, Move, u16)]) -> PolyglotBook {
        let mut entries: Vec<Entry> = moves
            .iter()
            .map(|(position, played, weight)| Entry {
                key: key(position),
                encoded_move: encode(played),
                weight: *weight,
            })
            .collect();
        entries.sort_by_key(|entry| entry.key);
        PolyglotBook {
            name: name.to_string(),
            entries,
            skipped: 0,
        }
    }

    /// Returns the file's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Returns how many entries the book holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Returns true when the book holds no entry (a book read from a file always has one).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Returns how many of the file's entries were skipped on reading, their move being one no
    /// chess position can have (a square to itself, a promotion code 5–7).
    pub fn skipped(&self) -> usize {
        self.skipped
    }

    /// Returns the book's moves from this position with their weights, in the file's order
    /// (the heaviest first in books written by Polyglot). An entry whose move is not legal here
    /// (another position with the same key) is left out; entries for one move (written twice,
    /// or castling written both ways) are one move, their weights summed.
    pub fn moves(&self, position: &Chess) -> Vec<(Move, u32)> {
        let wanted = key(position);
        let first = self.entries.partition_point(|entry| entry.key < wanted);
        let legal = position.legal_moves();
        let mut moves: Vec<(Move, u32)> = Vec::new();
        for entry in self.entries[first..]
            .iter()
            .take_while(|entry| entry.key == wanted)
        {
            let Some(played) = legal.iter().find(|m| is_written(m, entry.encoded_move)) else {
                continue;
            };
            match moves.iter_mut().find(|(known, _)| known == played) {
                Some((_, weight)) => *weight = weight.saturating_add(u32::from(entry.weight)),
                None => moves.push((*played, u32::from(entry.weight))),
            }
        }
        moves
    }
}

/// A book being read, one entry at a time: what [`PolyglotBook::read`] and
/// [`PolyglotBook::from_bytes`] share.
struct Reading<'a> {
    /// What messages call the book.
    name: &'a str,
    /// The entries kept so far.
    entries: Vec<Entry>,
    /// The entries skipped so far.
    skipped: usize,
}

impl Reading<'_> {
    /// Starts reading a book of `bytes` bytes, room made for all its entries at once.
    fn new(name: &str, bytes: u64) -> Reading<'_> {
        let count = usize::try_from(bytes / ENTRY_BYTES as u64).unwrap_or(0);
        Reading {
            name,
            entries: Vec::with_capacity(count),
            skipped: 0,
        }
    }

    /// Reads the next entry: out of order, the file is refused; a move no position can have is
    /// skipped and counted.
    fn push(&mut self, chunk: &[u8; ENTRY_BYTES]) -> Result<(), BookError> {
        let [k0, k1, k2, k3, k4, k5, k6, k7, m0, m1, w0, w1, ..] = *chunk;
        let entry = Entry {
            key: u64::from_be_bytes([k0, k1, k2, k3, k4, k5, k6, k7]),
            // Bit 15 is unused: python-chess ignores it, and so does Klados.
            encoded_move: u16::from_be_bytes([m0, m1]) & 0x7fff,
            weight: u16::from_be_bytes([w0, w1]),
        };
        let read = self.entries.len() + self.skipped;
        if self
            .entries
            .last()
            .is_some_and(|previous| previous.key > entry.key)
        {
            return Err(BookError::Corrupt {
                name: self.name.to_string(),
                entry: read + 1,
                reason: "comes before the one above it (a book is sorted by key)",
            });
        }
        if decode_squares(entry.encoded_move).is_none() {
            self.skipped += 1;
        } else {
            self.entries.push(entry);
        }
        Ok(())
    }

    /// Ends the reading: the book, or why there is none.
    fn finish(self) -> Result<PolyglotBook, BookError> {
        let name = self.name.to_string();
        if self.entries.is_empty() {
            return Err(match self.skipped {
                0 => BookError::Empty { name },
                entries => BookError::NoMoves { name, entries },
            });
        }
        Ok(PolyglotBook {
            name,
            entries: self.entries,
            skipped: self.skipped,
        })
    }
}

/// Reads up to one entry's bytes, fewer only at the end of the file; returns how many.
fn fill(file: &mut impl Read, chunk: &mut [u8; ENTRY_BYTES]) -> io::Result<usize> {
    let mut filled = 0;
    while filled < ENTRY_BYTES {
        match file.read(&mut chunk[filled..]) {
            Ok(0) => break,
            Ok(read) => filled += read,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(filled)
}

/// Returns true if `encoded_move` is how a book writes `played`: Polyglot's way ([`encode`]),
/// or, for castling, the king's two-square move (e1g1), which python-chess reads as castling.
fn is_written(played: &Move, encoded_move: u16) -> bool {
    if encode(played) == encoded_move {
        return true;
    }
    match (played, played.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            let to = Square::from_coords(side.king_to_file(), king.rank());
            (u16::from(*king) << 6) | u16::from(to) == encoded_move
        }
        _ => false,
    }
}

/// Returns a move in Polyglot's 16 bits. Castling is the king's square to its rook's.
pub fn encode(played: &Move) -> u16 {
    let (from, to) = match played {
        Move::Castle { king, rook } => (*king, *rook),
        _ => (played.from().unwrap_or(Square::A1), played.to()),
    };
    let promotion = match played.promotion() {
        Some(Role::Knight) => 1,
        Some(Role::Bishop) => 2,
        Some(Role::Rook) => 3,
        Some(Role::Queen) => 4,
        _ => 0,
    };
    (promotion << 12) | (u16::from(from) << 6) | u16::from(to)
}

/// Returns the from and to squares of an encoded move, or `None` for bits no chess move has
/// (a square to itself, a promotion code 5–7).
fn decode_squares(encoded_move: u16) -> Option<(Square, Square)> {
    let from = Square::new(u32::from((encoded_move >> 6) & 63));
    let to = Square::new(u32::from(encoded_move & 63));
    let promotion = (encoded_move >> 12) & 7;
    (from != to && promotion <= 4).then_some((from, to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fen::parse_fen;

    /// The positions the Polyglot specification publishes with their keys: the start, then
    /// e2e4, d7d5, e4e5, f7f5, e1e2, e8f7; and a3… with an en passant square that counts.
    const PUBLISHED_KEYS: [(&str, u64); 9] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            0x463b96181691fc9c,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            0x823c9b50fd114196,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            0x0756b94461c50fb0,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            0x662fafb965db29d4,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            0x22a48b5a8e47ff78,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
            0x652a607ca3f242c1,
        ),
        (
            "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
            0x00fdd303c946bdd9,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
            0x3c8123ea7b067637,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
            0x5c3f9b829b279560,
        ),
    ];

    #[test]
    fn keys_match_the_published_ones() {
        for (fen, published) in PUBLISHED_KEYS {
            let position = parse_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"));
            assert_eq!(key(&position), published, "{fen}");
        }
    }

    #[test]
    fn castling_is_written_as_the_king_taking_its_rook() {
        let position = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap_or_default();
        let castles: Vec<u16> = position
            .legal_moves()
            .iter()
            .filter(|m| m.is_castle())
            .map(encode)
            .collect();
        // e1 = 4, h1 = 7, a1 = 0.
        assert_eq!(castles.len(), 2);
        assert!(
            castles.contains(&(4 << 6 | 7)) && castles.contains(&(4 << 6)),
            "{castles:?}"
        );
    }
}
