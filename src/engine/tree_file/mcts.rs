//! A Monte Carlo tree search's `klados-tree/1` document read back (`"algorithm": "mcts"`, as
//! [`crate::engine::mcts::export::write_json`] writes it), to be replayed.
//!
//! The document holds the tree's nodes with their N and W, not its playouts' random moves,
//! which the replay shows. But Klados's MCTS is repeatable: the same root, settings and seed
//! grow the same tree. So the search runs again from the document's settings
//! ([`MctsFile::search_again`]) and the tree it grows is checked against the file node by node:
//! the replay shows the file's own tree, and a file that is not what Klados grew says where it
//! differs.

use std::sync::Arc;

use serde_json::{Map, Value};
use shakmaty::Chess;

use crate::engine::abstract_tree::AbstractNode;
use crate::engine::mcts::{
    DEFAULT_EXPLORATION, MAX_EXPLORATION, MAX_ITERATIONS, MAX_PLAYOUT_DEPTH, MctsSettings, MctsTree, Outcome,
    mcts_abstract, mcts_chess,
};
use crate::engine::said::Told;
use crate::engine::settings::{DEFAULT_MAX_NODES, SearchControl};
use crate::engine::tree::{GameDescription, GameId, NodeId};
use crate::engine::tree_file::rows::{NameKey, level_rows, read_name, read_parent};
use crate::engine::tree_file::{GrownNode, GrownPlace, Json, MctsRule, TreeFileError, TreeFileReason};

/// The `algorithm` of a Monte Carlo tree search's document.
pub(super) const MCTS_NAME: &str = "mcts";

/// A Monte Carlo tree search's document as read: what was searched, how, and the nodes it grew.
#[derive(Clone, Debug)]
pub struct MctsFile {
    /// The root position of a chess tree; `None` for an abstract tree or another game.
    pub root: Option<Chess>,
    /// The game of a search of tic-tac-toe or Connect Four (`"game"`), opened from its
    /// `position`; `None` for chess and drawn trees.
    pub game: Option<Arc<dyn GameDescription>>,
    /// The search's settings: iterations, C, seed, playout depth (chess) or outcome (a tree).
    pub settings: MctsSettings,
    /// An abstract tree's problem as nested lists (`"tree"`): the tree the search played on.
    pub problem: Option<String>,
    /// `levels[k]` are the nodes of level k, in the order the search created them.
    pub levels: Vec<Vec<MctsFileNode>>,
}

impl PartialEq for MctsFile {
    /// Two documents are equal if they say the same: the game and root, the settings, the rows.
    fn eq(&self, other: &MctsFile) -> bool {
        let game_of = |file: &MctsFile| file.game.as_ref().map(|game| (game.id(), game.root_text()));
        self.root == other.root
            && game_of(self) == game_of(other)
            && self.settings == other.settings
            && self.problem == other.problem
            && self.levels == other.levels
    }
}

/// One node of an MCTS document.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsFileNode {
    /// The parent's index in the level above (from 0); 0 in level 0, whose parent is the root.
    pub parent: usize,
    /// The move: UCI in chess, the label in an abstract tree, the game's name in another game.
    pub name: String,
    /// N: the iterations through the node.
    pub visits: u32,
    /// W: their results added up, MAX's (White's) view, as written (six decimals).
    pub total: f64,
    /// The iteration that created the node, from 1.
    pub iteration: u32,
}

/// Reads an MCTS document: its settings (`"mcts"`) and its rows.
pub(super) fn read_mcts(
    document: &Map<String, Value>,
    root: Option<Chess>,
    game: Option<Arc<dyn GameDescription>>,
    problem: Option<String>,
    levels: Vec<Value>,
    progress: &SearchControl,
) -> Result<MctsFile, TreeFileError> {
    let id = game_id(root.as_ref(), game.as_ref());
    let settings = read_settings(document.get("mcts"), id)?;
    let name_key = match id {
        GameId::Chess => NameKey::Uci,
        GameId::Drawn => NameKey::Label,
        GameId::TicTacToe | GameId::ConnectFour => NameKey::Move,
    };
    let mut read: Vec<Vec<MctsFileNode>> = Vec::with_capacity(levels.len());
    for (level, level_value) in levels.into_iter().enumerate() {
        let above = read.last().map_or(1, Vec::len);
        let rows = level_rows(level, level_value)?;
        let mut nodes = Vec::with_capacity(rows.len());
        for (index, row) in rows.iter().enumerate() {
            let fail = |reason: TreeFileReason| TreeFileError::at(level, index, reason);
            let Value::Object(row) = row else {
                return Err(fail(TreeFileReason::NodeNotObject {
                    full: false,
                    kind: Json::kind(row),
                }));
            };
            let whole = |key: &'static str| -> Result<u32, TreeFileError> {
                row.get(key)
                    .and_then(Value::as_u64)
                    .and_then(|number| u32::try_from(number).ok())
                    .ok_or_else(|| {
                        fail(TreeFileReason::NotWhole {
                            key,
                            shown: Json::shown_or_missing(row.get(key)),
                        })
                    })
            };
            let total = row.get("total").and_then(Value::as_f64).ok_or_else(|| {
                fail(TreeFileReason::TotalNotNumber(Json::shown_or_missing(
                    row.get("total"),
                )))
            })?;
            nodes.push(MctsFileNode {
                parent: read_parent(row.get("parent"), level, above).map_err(fail)?,
                name: read_name(row, name_key).map_err(fail)?,
                visits: whole("visits")?,
                total,
                iteration: whole("iteration")?,
            });
        }
        progress.report(level, nodes.len());
        read.push(nodes);
    }
    Ok(MctsFile {
        root,
        game,
        settings,
        problem,
        levels: read,
    })
}

/// Returns which game a document's search is of: another game's if it names one, chess if it
/// has a root, else a drawn tree.
fn game_id(root: Option<&Chess>, game: Option<&Arc<dyn GameDescription>>) -> GameId {
    match (root, game) {
        (_, Some(game)) => game.id(),
        (Some(_), None) => GameId::Chess,
        (None, None) => GameId::Drawn,
    }
}

/// Reads the search's settings: `{"iterations": 1000, "exploration": 1.41…, "seed": 0,
/// "playout_depth": 4}` (chess), `… "outcome": "utility"` (a tree), neither for another game
/// (its playouts go to the end of the game).
fn read_settings(value: Option<&Value>, game: GameId) -> Result<MctsSettings, TreeFileError> {
    let Some(Value::Object(settings)) = value else {
        return Err(TreeFileError::Document(TreeFileReason::NoMctsSettings(
            Json::kind_or_nothing(value),
        )));
    };
    let fail = |rule: MctsRule| {
        TreeFileError::Document(TreeFileReason::MctsSetting {
            rule,
            shown: Json::shown_or_missing(settings.get(rule.key())),
        })
    };
    let iterations = settings
        .get("iterations")
        .and_then(Value::as_u64)
        .filter(|iterations| (1..=u64::from(MAX_ITERATIONS)).contains(iterations))
        .ok_or_else(|| fail(MctsRule::Iterations))? as u32;
    let exploration = settings
        .get("exploration")
        .and_then(Value::as_f64)
        .filter(|exploration| (0.0..=MAX_EXPLORATION).contains(exploration))
        .ok_or_else(|| fail(MctsRule::Exploration))?;
    // Files written before C was written whole have √2 to six decimals: that is the default.
    let exploration = if (exploration - DEFAULT_EXPLORATION).abs() < 1e-6 {
        DEFAULT_EXPLORATION
    } else {
        exploration
    };
    let seed = settings
        .get("seed")
        .and_then(Value::as_u64)
        .ok_or_else(|| fail(MctsRule::Seed))?;
    let mut read = MctsSettings {
        iterations,
        exploration,
        seed,
        max_nodes: DEFAULT_MAX_NODES,
        ..MctsSettings::default()
    };
    if game == GameId::Drawn {
        read.outcome = match settings.get("outcome").and_then(Value::as_str) {
            Some("utility") => Outcome::Utility,
            Some("sign") => Outcome::Sign,
            _ => return Err(fail(MctsRule::Outcome)),
        };
    } else if game == GameId::Chess {
        read.playout_depth = settings
            .get("playout_depth")
            .and_then(Value::as_u64)
            .filter(|depth| *depth <= MAX_PLAYOUT_DEPTH as u64)
            .ok_or_else(|| fail(MctsRule::PlayoutDepth))? as usize;
    }
    Ok(read)
}

impl MctsFile {
    /// Returns which game the search is of: chess, a drawn tree, tic-tac-toe or Connect Four.
    pub fn game_id(&self) -> GameId {
        game_id(self.root.as_ref(), self.game.as_ref())
    }

    /// Returns how many nodes the file gives.
    pub fn node_count(&self) -> usize {
        self.levels.iter().map(Vec::len).sum()
    }

    /// Grows the tree again from the file's root (or `drawn`, the problem of an abstract tree,
    /// read from `"tree"` by the caller) with its settings, and checks it is the file's tree
    /// node for node: the same moves in the same places, created by the same iterations, with
    /// the same N and W. The tree grown is returned to be replayed; a difference is one line
    /// naming the first node that differs.
    pub fn search_again(
        &self,
        drawn: Option<&[AbstractNode]>,
        control: &SearchControl,
    ) -> Result<MctsTree, TreeFileError> {
        let grown = match (&self.root, &self.game, drawn) {
            (_, Some(game), _) => Arc::clone(game).mcts(&self.settings, control),
            (Some(root), None, _) => mcts_chess(root, &[], &self.settings, control),
            (None, None, Some(drawn)) => mcts_abstract(drawn, &self.settings, control),
            (None, None, None) => {
                return Err(TreeFileError::Document(TreeFileReason::NoProblem));
            }
        }
        .map_err(|error| {
            TreeFileError::Document(TreeFileReason::SearchAgain(Told::new(
                error.to_string(),
                error.said(),
            )))
        })?;
        self.check_is(&grown)?;
        Ok(grown)
    }

    /// Checks that `grown` is the file's tree; the first difference is the error.
    fn check_is(&self, grown: &MctsTree) -> Result<(), TreeFileError> {
        let differs = |place: GrownPlace| TreeFileError::Document(TreeFileReason::NotGrown(place));
        let levels = grown.levels();
        if levels.len() != self.levels.len() {
            return Err(differs(GrownPlace::Levels {
                file: self.levels.len(),
                grown: levels.len(),
            }));
        }
        for (level, (rows, grown_level)) in self.levels.iter().zip(levels).enumerate() {
            if rows.len() != grown_level.nodes.len() {
                return Err(differs(GrownPlace::Nodes {
                    level,
                    file: rows.len(),
                    grown: grown_level.nodes.len(),
                }));
            }
            for (index, (row, node)) in rows.iter().zip(&grown_level.nodes).enumerate() {
                let id = NodeId::new(level, index as u32);
                let name = match self.game_id() {
                    GameId::Chess => node.packed_move().map(|m| m.uci()).unwrap_or_default(),
                    _ => grown.name_of(id),
                };
                let parent = if level == 0 { 0 } else { node.parent() as usize };
                let mismatch = if row.parent != parent || row.name != name {
                    Some(GrownNode::Move {
                        name,
                        parent: parent + 1,
                    })
                } else if row.iteration != node.born() + 1 {
                    Some(GrownNode::Iteration(node.born() + 1))
                } else if row.visits != node.visits() {
                    Some(GrownNode::Visits(node.visits()))
                } else if (row.total - node.total()).abs() > 1e-6 {
                    Some(GrownNode::Total(format!("{:.6}", node.total())))
                } else {
                    None
                };
                if let Some(grown) = mismatch {
                    return Err(differs(GrownPlace::Node {
                        level,
                        n: index + 1,
                        grown,
                    }));
                }
            }
        }
        Ok(())
    }
}
