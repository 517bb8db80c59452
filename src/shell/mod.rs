//! The shell: the command line ([`cli`]), the flow of a game between a person and the computer
//! ([`session`]), and writing files safely ([`files`]); on a page (wasm32), the browser's files
//! and the web worker that searches (`web`).
//!
//! It sits above the engine, the chess part and the course, and uses them; nothing here uses the
//! window, which sits on top of it.

pub mod cli;
pub mod comparison;
pub mod files;
pub mod i18n;
pub mod remote;
pub mod session;
pub mod small_game;
#[cfg(target_arch = "wasm32")]
pub mod web;
