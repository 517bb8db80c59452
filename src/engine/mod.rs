//! The engine: evaluation, the node arrays, the search that fills them, the replay of a search
//! step by step, and its export. Nothing here knows about the window.
//!
//! It is the lowest layer: it uses no other part of Klados. The words it needs it owns
//! ([`position`] for chess words, [`fen`], [`words`] for numbers written for people,
//! [`reading`] for reading a file safely), and the parts above import them from here.

pub mod abstract_tree;
pub mod chance;
pub mod code;
pub mod counts;
pub mod eval;
pub mod export;
pub mod fen;
pub mod find;
pub mod json_said;
pub mod mcts;
pub mod position;
pub mod random;
pub mod reading;
pub mod replay;
pub mod rules;
pub mod said;
pub mod search;
pub mod settings;
pub mod tree;
pub mod tree_file;
pub mod words;
