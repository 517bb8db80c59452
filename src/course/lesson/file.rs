//! The lesson file exactly as the JSON has it: plain structs serde reads, which catches bad JSON,
//! unknown fields and wrong types. [`super::load`] then parses them into the types the program uses.

use serde::Deserialize;

use super::{Claim, Prediction};
use crate::engine::mcts::Outcome;
use crate::engine::settings::{Algorithm, Techniques};

/// A lesson file exactly as the JSON has it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LessonFile {
    pub(super) format: String,
    pub(super) id: String,
    pub(super) title: String,
    pub(super) summary: String,
    /// The game: `chess` (the default), `tictactoe` or `connect4`; any text is read so that an
    /// unknown game gets a message naming the games.
    pub(super) game: Option<String>,
    pub(super) position: Option<PositionWritten>,
    pub(super) tree: Option<TreeFile>,
    pub(super) search: SearchFile,
    pub(super) steps: Vec<StepFile>,
}

/// `position` as written: a chess position's object (`{ "fen": …, "moves": […] }`), or another
/// game's position as text (`"x.o......"`, `"4453"`). Read by hand rather than as an untagged
/// enum, so that a mistake inside a chess position keeps serde's own message and place.
#[derive(Debug)]
pub(super) enum PositionWritten {
    Chess(PositionFile),
    Text(String),
}

impl<'de> Deserialize<'de> for PositionWritten {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = PositionWritten;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(
                    "a chess position ({ \"fen\": …, \"moves\": […] }) or a game's position as text (\"x.o......\")",
                )
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<PositionWritten, E> {
                Ok(PositionWritten::Text(text.to_owned()))
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<PositionWritten, A::Error> {
                PositionFile::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(PositionWritten::Chess)
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PositionFile {
    pub(super) fen: Option<String>,
    #[serde(default)]
    pub(super) moves: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct TreeFile {
    pub(super) label: Option<String>,
    /// Read only to refuse it with a clear message: the root is where MAX chooses.
    #[serde(default)]
    pub(super) chance: bool,
    pub(super) children: Vec<NodeFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NodeFile {
    pub(super) label: String,
    pub(super) value: Option<i32>,
    /// A leaf of a game of three or four players: one utility per player, A first
    /// (`[1, 2, 6]`), in place of a `value`; such a tree is searched by max^n.
    pub(super) utilities: Option<Vec<i32>>,
    pub(super) children: Option<Vec<NodeFile>>,
    /// True for a chance node: its children are outcomes, each with a `probability`.
    #[serde(default)]
    pub(super) chance: bool,
    /// An outcome's probability as a fraction in a string (`"1/6"`); any JSON value is read so
    /// that a number such as 0.5 gets a message saying how to write it.
    pub(super) probability: Option<serde_json::Value>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SearchFile {
    pub(super) depth: Option<usize>,
    #[serde(default)]
    pub(super) algorithm: AlgorithmName,
    pub(super) order: Option<OrderName>,
    #[serde(default)]
    pub(super) techniques: Techniques,
    /// Monte Carlo tree search only: how many iterations.
    pub(super) iterations: Option<u32>,
    /// Monte Carlo tree search only: the seed of the playouts.
    pub(super) seed: Option<u64>,
    /// Monte Carlo tree search only: the exploration constant C.
    pub(super) exploration: Option<f64>,
    /// Monte Carlo tree search on a tree only: how a leaf becomes a result.
    pub(super) outcome: Option<Outcome>,
    /// Monte Carlo tree search in chess only: the random moves of a playout.
    pub(super) playout_depth: Option<usize>,
}

/// The algorithms as lesson files name them: the depth-first searches, and Monte Carlo tree
/// search, which is not one of them (it grows its tree by iterations, not to a depth).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum AlgorithmName {
    #[default]
    Minimax,
    #[serde(rename = "alphabeta")]
    AlphaBeta,
    Ordered,
    Mcts,
}

impl AlgorithmName {
    /// The depth-first algorithm named, or `None` for Monte Carlo tree search.
    pub(super) fn depth_first(self) -> Option<Algorithm> {
        match self {
            AlgorithmName::Minimax => Some(Algorithm::Minimax),
            AlgorithmName::AlphaBeta => Some(Algorithm::AlphaBeta),
            AlgorithmName::Ordered => Some(Algorithm::Ordered),
            AlgorithmName::Mcts => None,
        }
    }
}

/// The replay orders as lesson files name them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum OrderName {
    #[default]
    LevelByLevel,
    DepthFirst,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct StepFile {
    /// A name (`"start"`, `"revealed"`, …) or, in a Monte Carlo lesson, an iteration and a
    /// phase (`{ "iteration": 7, "phase": "select" }`); read as any JSON value so that each
    /// mistake gets a message of its own, located at the part at fault.
    pub(super) at: serde_json::Value,
    pub(super) level: Option<usize>,
    pub(super) node: Option<Vec<String>>,
    pub(super) say: String,
    pub(super) focus: Option<FocusFile>,
    pub(super) sweep: Option<SweepFile>,
    pub(super) picture: Option<super::Picture>,
    /// `"tree"` or `"table"`; read as any JSON value so that a wrong one is reported, located,
    /// with the names it may take.
    pub(super) view: Option<serde_json::Value>,
    pub(super) predict: Option<Prediction>,
    #[serde(default)]
    pub(super) expect: Vec<Claim>,
    pub(super) code: Option<super::CodeCue>,
}

/// `focus` as written: one node's path (`["A", "A2"]`), or a list of paths (`[["A", "A2"],
/// ["B"]]`) when a step talks about several nodes.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum FocusFile {
    One(Vec<String>),
    Many(Vec<Vec<String>>),
}

impl FocusFile {
    /// The paths, one a node.
    pub(super) fn paths(self) -> Vec<Vec<String>> {
        match self {
            FocusFile::One(path) => vec![path],
            FocusFile::Many(paths) => paths,
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SweepFile {
    pub(super) depths: Vec<usize>,
    pub(super) algorithm: Option<Algorithm>,
    pub(super) techniques: Option<Techniques>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum AtName {
    Start,
    Revealed,
    BackedUp,
    Entered,
    Returned,
    End,
}
