//! Polyglot opening books (`.bin`), the format chess GUIs and engines share.
//!
//! A Polyglot book is a file of 16-byte entries sorted by key, every number big-endian:
//!
//! | bytes | field | meaning |
//! |---|---|---|
//! | 0–7 | key | the position's Zobrist hash, with Polyglot's published random numbers |
//! | 8–9 | move | to square (bits 0–5), from square (6–11), promotion (12–14: 0 none, 1 N, 2 B, 3 R, 4 Q) |
//! | 10–11 | weight | how often to play the move, relative to the position's other entries |
//! | 12–15 | learn | unused by Klados |
//!
//! Squares count from a1 = 0 to h8 = 63. Castling is written as the king taking its own rook
//! (e1h1 for White's short castling), the way Chess960 writes it. shakmaty's 64-bit Zobrist
//! hashing uses Polyglot's numbers, so [`key`] is shakmaty's hash; the tests check it against
//! the positions the Polyglot specification publishes with their keys.

use std::fmt;
use std::fs;
use std::path::Path;

use shakmaty::zobrist::Zobrist64;

use crate::engine::reading::{ReadError, display_path, read_limited};
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
    /// Every entry, in the file's order (sorted by key, which reading checks).
    entries: Vec<Entry>,
}

/// Why a book file could not be used. Each says which file and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookError {
    /// The file could not be opened or read (missing, no permission, a folder).
    Unreadable {
        /// The file's name.
        name: String,
        /// What the system said.
        reason: String,
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
    /// The size is not a whole number of 16-byte entries: the file was cut short, or it is not
    /// a Polyglot book.
    Truncated {
        /// The file's name.
        name: String,
        /// Its size in bytes.
        bytes: usize,
    },
    /// An entry is out of order or holds a move no chess position can have: the file is
    /// damaged, or it is not a Polyglot book.
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
            BookError::Unreadable { name, reason } => write!(f, "{name}: cannot read the book: {reason}"),
            BookError::TooLarge { name, bytes } => write!(
                f,
                "{name}: the file is {} MB; Klados reads books of at most {} MB",
                bytes / (1024 * 1024),
                LARGEST_BOOK_BYTES / (1024 * 1024)
            ),
            BookError::Empty { name } => write!(f, "{name}: the file is empty, so it is not a Polyglot book"),
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

impl PolyglotBook {
    /// Reads a book file. Any problem is one [`BookError`] naming the file.
    pub fn read(path: &Path) -> Result<PolyglotBook, BookError> {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        // Messages name the whole path; the panel, the file's name.
        let shown = display_path(path);
        let unreadable = |reason: String| BookError::Unreadable {
            name: shown.clone(),
            reason,
        };
        let bytes = read_limited(path, LARGEST_BOOK_BYTES).map_err(|error| match error {
            ReadError::NotAFile if path.is_dir() => {
                unreadable(String::from("it is a folder, not a book file"))
            }
            ReadError::NotAFile => unreadable(String::from("it is not a regular file")),
            ReadError::TooLarge { .. } => BookError::TooLarge {
                name: shown.clone(),
                bytes: fs::metadata(path).map_or(LARGEST_BOOK_BYTES + 1, |metadata| metadata.len()),
            },
            ReadError::Io(error) => unreadable(error.to_string()),
        })?;
        let book = PolyglotBook::from_bytes(&shown, &bytes)?;
        Ok(PolyglotBook { name, ..book })
    }

    /// Reads a book from its bytes; `name` is what messages call it.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<PolyglotBook, BookError> {
        let name = name.to_string();
        if bytes.is_empty() {
            return Err(BookError::Empty { name });
        }
        if !bytes.len().is_multiple_of(ENTRY_BYTES) {
            return Err(BookError::Truncated {
                name,
                bytes: bytes.len(),
            });
        }
        let mut entries: Vec<Entry> = Vec::with_capacity(bytes.len() / ENTRY_BYTES);
        for (index, chunk) in bytes.chunks_exact(ENTRY_BYTES).enumerate() {
            let entry = Entry {
                key: u64::from_be_bytes(chunk[0..8].try_into().unwrap_or_default()),
                encoded_move: u16::from_be_bytes([chunk[8], chunk[9]]),
                weight: u16::from_be_bytes([chunk[10], chunk[11]]),
            };
            let corrupt = |reason| BookError::Corrupt {
                name: name.clone(),
                entry: index + 1,
                reason,
            };
            if entries.last().is_some_and(|previous| previous.key > entry.key) {
                return Err(corrupt("comes before the one above it (a book is sorted by key)"));
            }
            if decode_squares(entry.encoded_move).is_none() {
                return Err(corrupt("holds a move no position can have"));
            }
            entries.push(entry);
        }
        Ok(PolyglotBook { name, entries })
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

    /// Returns the book's moves from this position with their weights, in the file's order
    /// (the heaviest first in books written by Polyglot). An entry whose move is not legal here
    /// (another position with the same key) is left out.
    pub fn moves(&self, position: &Chess) -> Vec<(Move, u16)> {
        let wanted = key(position);
        let first = self.entries.partition_point(|entry| entry.key < wanted);
        let legal = position.legal_moves();
        self.entries[first..]
            .iter()
            .take_while(|entry| entry.key == wanted)
            .filter_map(|entry| {
                let played = legal.iter().find(|m| encode(m) == entry.encoded_move)?;
                Some((*played, entry.weight))
            })
            .collect()
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

/// Returns the from and to squares of an encoded move, or `None` for bits no move has (a
/// square to itself, an unknown promotion, the unused top bit set).
fn decode_squares(encoded_move: u16) -> Option<(Square, Square)> {
    let from = Square::new(u32::from((encoded_move >> 6) & 63));
    let to = Square::new(u32::from(encoded_move & 63));
    let promotion = (encoded_move >> 12) & 7;
    (from != to && promotion <= 4 && encoded_move >> 15 == 0).then_some((from, to))
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
