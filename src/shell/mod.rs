//! The shell: the command line ([`cli`]), the flow of a game between a person and the computer
//! ([`session`]), and writing files safely ([`files`]).
//!
//! It sits above the engine, the chess part and the course, and uses them; nothing here uses the
//! window, which sits on top of it.

pub mod cli;
pub mod files;
pub mod session;
