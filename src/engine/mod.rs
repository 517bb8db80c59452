//! The engine: evaluation, the node arrays, the search that fills them, the replay of a search
//! step by step, and its export. Nothing here knows about the window.

pub mod abstract_tree;
pub mod chance;
pub mod code;
pub mod counts;
pub mod eval;
pub mod export;
pub mod find;
pub mod mcts;
pub mod random;
pub mod replay;
pub mod rules;
pub mod search;
pub mod settings;
pub mod tree;
pub mod tree_file;
