//! Klados: a chess program that shows how it thinks.
//!
//! The computer searches with minimax (or alpha-beta) and keeps its whole search tree in
//! per-level node arrays, as the educational Huo Chess does.
//!
//! The parts are layers, lowest first; a part uses only the parts below it, so there is no
//! import circle among them (`tests/layers.rs` checks it):
//!
//! 1. [`engine`]: the search, its tree, its replay and export, and the words it needs.
//! 2. [`chess`]: the game being played, PGN, openings and books, the UCI engine.
//! 3. [`course`]: lessons, practice, handouts, grading, trees written as text.
//! 4. [`shell`]: the command line, a game's flow without a window, writing files.
//! 5. [`ui`]: the window.

pub mod chess;
pub mod course;
pub mod engine;
pub mod shell;
pub mod ui;
