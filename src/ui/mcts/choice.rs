//! Monte Carlo tree search as the window's fourth choice of search, beside the depth-first ones
//! ([`crate::engine::settings::Algorithm`]), and its settings as the window keeps them.
//!
//! MCTS is not a variant of `Algorithm` (that enum describes searches with a depth, pruning and
//! techniques); the window keeps a flag that says MCTS is chosen instead, with its own numbers,
//! so that choosing it and going back to alpha-beta leaves the depth-first settings as they were.

use crate::engine::mcts::{
    DEFAULT_EXPLORATION, DEFAULT_PLAYOUT_DEPTH, MAX_EXPLORATION, MAX_ITERATIONS, MAX_PLAYOUT_DEPTH,
    MctsSettings,
};

/// The iteration counts the menu offers as one click each; any other number can be typed.
pub const ITERATION_CHOICES: [u32; 3] = [100, 1_000, 10_000];

/// The window's Monte Carlo tree search: whether it is the search the computer runs, and how.
/// Every field has a default, so settings files written before MCTS existed still load.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MctsChoice {
    /// True when the computer thinks with Monte Carlo tree search instead of the depth-first
    /// algorithm chosen beside it.
    #[serde(default)]
    pub chosen: bool,
    /// How many iterations (select, expand, simulate, back-propagate) one search runs.
    #[serde(default = "default_iterations")]
    pub iterations: u32,
    /// The exploration constant C of UCB1: larger tries the less visited moves more.
    #[serde(default = "default_exploration")]
    pub exploration: f64,
    /// The seed of the random playouts: the same seed grows the same tree.
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// How many random moves a chess playout plays before the evaluation judges it.
    #[serde(default = "default_playout_depth")]
    pub playout_depth: usize,
}

impl Default for MctsChoice {
    fn default() -> Self {
        MctsChoice {
            chosen: false,
            iterations: default_iterations(),
            exploration: default_exploration(),
            seed: default_seed(),
            playout_depth: default_playout_depth(),
        }
    }
}

fn default_iterations() -> u32 {
    1_000
}

fn default_exploration() -> f64 {
    DEFAULT_EXPLORATION
}

fn default_seed() -> u64 {
    1
}

fn default_playout_depth() -> usize {
    DEFAULT_PLAYOUT_DEPTH
}

impl MctsChoice {
    /// Returns the engine's settings for a search with these numbers and the window's node
    /// budget.
    pub fn settings(&self, max_nodes: usize) -> MctsSettings {
        MctsSettings {
            iterations: self.iterations,
            exploration: self.exploration,
            seed: self.seed,
            playout_depth: self.playout_depth,
            max_nodes,
            ..MctsSettings::default()
        }
    }

    /// Returns the same choice with every number brought inside its range, so that a number
    /// typed or read from a file never reaches the search out of range.
    pub fn clamped(self) -> MctsChoice {
        let exploration = if self.exploration.is_finite() {
            self.exploration.clamp(0.0, MAX_EXPLORATION)
        } else {
            DEFAULT_EXPLORATION
        };
        MctsChoice {
            iterations: self.iterations.clamp(1, MAX_ITERATIONS),
            exploration,
            playout_depth: self.playout_depth.min(MAX_PLAYOUT_DEPTH),
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_numbers_are_brought_inside_their_ranges() {
        let wild = MctsChoice {
            iterations: 0,
            exploration: f64::NAN,
            playout_depth: 1_000,
            ..MctsChoice::default()
        }
        .clamped();
        assert_eq!(wild.iterations, 1);
        assert_eq!(wild.exploration, DEFAULT_EXPLORATION);
        assert_eq!(wild.playout_depth, MAX_PLAYOUT_DEPTH);
        assert_eq!(wild.settings(1_000).problem(), None);
    }

    #[test]
    fn a_settings_section_with_some_fields_keeps_the_defaults_for_the_rest() {
        let read: MctsChoice =
            serde_json::from_str(r#"{"chosen":true,"iterations":300}"#).unwrap_or_default();
        assert!(read.chosen);
        assert_eq!(read.iterations, 300);
        assert_eq!(read.exploration, DEFAULT_EXPLORATION);
        assert_eq!(read.playout_depth, DEFAULT_PLAYOUT_DEPTH);
    }
}
