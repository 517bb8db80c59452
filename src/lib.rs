//! Klados: a chess program that shows how it thinks.
//!
//! The computer searches with minimax (or alpha-beta) and keeps its whole search tree in
//! per-level node arrays, as the educational Huo Chess does. The [`engine`] builds and replays
//! those arrays; [`game`] keeps the game being played.

pub mod cli;
pub mod engine;
pub mod files;
pub mod game;
pub mod grade;
pub mod handout;
pub mod lesson;
pub mod pgn;
pub mod practice;
pub mod session;
pub mod tree_text;
pub mod uci;
pub mod ui;
