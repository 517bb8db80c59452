//! The chess part: the game being played ([`game`]), PGN read and written ([`pgn`]), the named
//! openings ([`openings`]) and opening books ([`book`], [`polyglot`]), and Klados as a UCI
//! engine ([`uci`]).
//!
//! It sits above the engine and uses it (the engine owns the chess words, such as a position's
//! hash and a move in SAN, in [`crate::engine::position`]); nothing here uses the course, the
//! shell or the window. A [`game::Game`] knows nothing of PGN: [`pgn`] reads and writes one.

pub mod book;
pub mod book_check;
pub mod game;
pub mod openings;
pub mod pgn;
pub mod polyglot;
pub mod uci;
