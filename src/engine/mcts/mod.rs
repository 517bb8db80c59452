//! Monte Carlo tree search (UCT), stored in node arrays and replayed one phase at a time.
//!
//! Minimax looks at every move to a fixed depth. Monte Carlo tree search grows its tree one node
//! per **iteration**, where the results so far say it is worth growing, in four phases:
//!
//! 1. **Select**: from the root, while every move of a node has been tried, go down to the child
//!    with the highest UCB value (below);
//! 2. **Expand**: add the node's first untried move to the tree, a new node;
//! 3. **Simulate**: from the new node, play random moves (a *playout*) to the end of the game,
//!    or in chess to a cut-off where the evaluation is turned into a result, a number from 0
//!    (MIN or Black wins) to 1 (MAX or White wins);
//! 4. **Back-propagate**: every node on the path, the new one included, counts one more visit
//!    `N` and adds the result to its total `W`.
//!
//! After the last iteration the move played is the root's child with the most visits.
//!
//! # UCB
//!
//! A side choosing among its tried moves weighs what each has won so far against how little it
//! has been tried: UCB = mean + C · √(ln N(parent) / N(child)). `W` is kept from MAX's (White's)
//! point of view, as every value in Klados is, so the mean is W/N when MAX chooses and 1 − W/N
//! when MIN does. C, the exploration constant, is √2 unless the person sets another: bigger
//! explores more, 0 only exploits.
//!
//! # Storage
//!
//! The nodes sit in per-level arrays like every search's: level 0 holds the root's moves, and
//! each node its parent's index in the level above. Nodes are stored in the order they were
//! created, so a node's index says when it was born, and its children need not sit together:
//! a node links to its first child and each child to its next sibling, in the order of the
//! parent's moves (which is the order they are tried). Every iteration is logged (the node its
//! playout started from, the playout's moves, the result): the replay rebuilds every N and W at
//! any step from the log, so stepping back restores them exactly.

pub mod compare;
pub mod export;
mod grow;
mod names;
pub mod replay;
pub mod wire;

use std::time::Duration;

use shakmaty::{Chess, Color};

use crate::engine::abstract_tree::AbstractNode;
use crate::engine::said::{Said, Told};
use crate::engine::settings::SearchError;
use crate::engine::tree::{Backup, NodeId, PackedMove, Status, TreeGame};

pub use grow::{mcts_abstract, mcts_chess, mcts_game};

/// The most iterations a search may run: 100,000 iterations store at most 100,000 nodes (about
/// 6 MB) and a playout of at most [`MAX_PLAYOUT_DEPTH`] moves each.
pub const MAX_ITERATIONS: u32 = 100_000;

/// The exploration constant unless the person sets another: √2, the value of the UCB1 formula.
pub const DEFAULT_EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// The largest exploration constant accepted: beyond it, UCB hardly looks at the results.
pub const MAX_EXPLORATION: f64 = 100.0;

/// How many random moves a chess playout plays unless told otherwise, before the evaluation
/// judges the position: few, because random chess moves soon say nothing about the position.
pub const DEFAULT_PLAYOUT_DEPTH: usize = 4;

/// The most random moves a chess playout may play.
pub const MAX_PLAYOUT_DEPTH: usize = 40;

/// How a playout's end becomes a result between 0 (MIN wins) and 1 (MAX wins). Chess's ends
/// are always judged the same way (see [`Judge`]); this choice is for abstract trees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The leaf's value scaled between the tree's smallest leaf (0) and its largest (1): a
    /// utility that keeps how much better one leaf is than another.
    #[default]
    Utility,
    /// Only the leaf value's sign counts: above 0 a win for MAX (1), 0 a draw (½), below 0 a
    /// loss (0), as a game's result is.
    Sign,
}

impl Outcome {
    /// Returns the name used on the command line and in `klados-tree/1`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Utility => "utility",
            Outcome::Sign => "sign",
        }
    }
}

/// What a Monte Carlo tree search is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MctsSettings {
    /// How many iterations to run, 1 to [`MAX_ITERATIONS`].
    pub iterations: u32,
    /// The exploration constant C of UCB, 0 to [`MAX_EXPLORATION`].
    pub exploration: f64,
    /// The seed of the playouts' random moves: the same seed gives the same tree.
    pub seed: u64,
    /// How many random moves a chess playout plays before the evaluation judges it, 0 to
    /// [`MAX_PLAYOUT_DEPTH`]. 0 judges the new node's own position. Abstract trees play on to
    /// a leaf.
    pub playout_depth: usize,
    /// How an abstract tree's leaf becomes a result.
    pub outcome: Outcome,
    /// The most nodes the tree may hold (one per iteration at most).
    pub max_nodes: usize,
}

impl Default for MctsSettings {
    fn default() -> MctsSettings {
        MctsSettings {
            iterations: 1_000,
            exploration: DEFAULT_EXPLORATION,
            seed: 0,
            playout_depth: DEFAULT_PLAYOUT_DEPTH,
            outcome: Outcome::Utility,
            max_nodes: crate::engine::settings::DEFAULT_MAX_NODES,
        }
    }
}

impl MctsSettings {
    /// Settings for `iterations` iterations with `seed`, everything else the default.
    pub fn new(iterations: u32, seed: u64) -> MctsSettings {
        MctsSettings {
            iterations,
            seed,
            ..MctsSettings::default()
        }
    }

    /// Returns what is wrong with the settings, in a sentence (the command line's English and
    /// the window's catalogue), or `None`.
    pub fn problem(&self) -> Option<Told> {
        if !(1..=MAX_ITERATIONS).contains(&self.iterations) {
            return Some(Told::new(
                format!(
                    "the iterations must be 1 to {}, not {}",
                    crate::engine::words::group_thousands(MAX_ITERATIONS as usize),
                    self.iterations
                ),
                Said::new("mcts-settings-iterations")
                    .count("most", MAX_ITERATIONS as usize)
                    .text("iterations", self.iterations.to_string()),
            ));
        }
        if !(0.0..=MAX_EXPLORATION).contains(&self.exploration) {
            return Some(Told::new(
                format!(
                    "the exploration constant must be a number from 0 to {MAX_EXPLORATION}, not {}",
                    self.exploration
                ),
                Said::new("mcts-settings-exploration")
                    .text("most", MAX_EXPLORATION.to_string())
                    .text("exploration", self.exploration.to_string()),
            ));
        }
        if self.playout_depth > MAX_PLAYOUT_DEPTH {
            return Some(Told::new(
                format!(
                    "the playout depth must be 0 to {MAX_PLAYOUT_DEPTH} moves, not {}",
                    self.playout_depth
                ),
                Said::new("mcts-settings-playout-depth")
                    .text("most", MAX_PLAYOUT_DEPTH.to_string())
                    .text("depth", self.playout_depth.to_string()),
            ));
        }
        None
    }
}

/// Why a Monte Carlo tree search produced no tree.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MctsError {
    /// The settings are out of range (see [`MctsSettings::problem`]).
    #[error("{0}")]
    Settings(Told),
    /// The search could not run or was stopped: the game is over, it was cancelled, or the
    /// tree passed its node budget.
    #[error("{0}")]
    Search(#[from] SearchError),
    /// The tree would pass its node budget.
    #[error(
        "Monte Carlo tree search needs more than its node budget of {} nodes: choose fewer iterations",
        crate::engine::words::group_thousands(*.0)
    )]
    OverBudget(usize),
    /// The tree cannot be grown: the game is over, or the drawn tree cannot be searched (see
    /// [`crate::engine::abstract_tree`]).
    #[error("{0}")]
    Tree(Told),
}

impl MctsError {
    /// The refusal of a finished game: there is nothing to search.
    pub fn game_over() -> MctsError {
        MctsError::Tree(Told::new(
            "the game is over: there is nothing to search",
            Said::new("small-bad-over"),
        ))
    }

    /// Says why there is no tree as a sentence of the window's catalogue, in the class's
    /// language: the search's refusals, the node budget, the settings' and the tree's problems.
    pub fn said(&self) -> crate::engine::said::Said {
        use crate::engine::said::Said;
        match self {
            MctsError::Search(error) => error.said(),
            MctsError::OverBudget(nodes) => Said::new("mcts-over-budget").count("count", *nodes),
            MctsError::Settings(problem) | MctsError::Tree(problem) => problem.said.clone(),
        }
    }
}

/// One node of a Monte Carlo tree: its move, where it sits, and what the iterations through it
/// found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsNode {
    /// The parent's index in the level above; for level 0 it is 0 and means the root.
    pub(crate) parent: u32,
    /// The first child's index in the level below, or [`NONE`].
    pub(crate) first_child: u32,
    /// The next child of the same parent (in the level of this node), or [`NONE`].
    pub(crate) next_sibling: u32,
    /// The iteration that created the node (0-based).
    pub(crate) born: u32,
    /// N: how many iterations passed through the node.
    pub(crate) visits: u32,
    /// W: the sum of those iterations' results, from MAX's (White's) point of view.
    pub(crate) total: f64,
    /// The UCB value the node had when its parent last chose it, if it ever did.
    pub(crate) ucb: Option<f64>,
    /// The node's place among its parent's moves, in the game's order of moves.
    pub(crate) move_index: u16,
    /// How many children the node has.
    pub(crate) child_count: u16,
    /// How many moves the position after the node has (0 at the end of the game).
    pub(crate) move_count: u16,
    /// The move: a chess move, or another game's own code for it (a cell, a column); none in
    /// a drawn tree.
    pub(crate) packed: Option<PackedMove>,
    /// How the game ends at the node: `Searched` if it goes on.
    pub(crate) status: Status,
    /// At the end of the game: its value (a chess score or a leaf's value, MAX's view).
    pub(crate) end_value: Option<i32>,
}

/// "No node": the end of a list of children.
pub(crate) const NONE: u32 = u32::MAX;

impl MctsNode {
    /// Returns the parent's index in the level above (0 at level 0, meaning the root).
    pub fn parent(&self) -> u32 {
        self.parent
    }

    /// Returns the iteration that created the node, counting from 0.
    pub fn born(&self) -> u32 {
        self.born
    }

    /// Returns N, the number of iterations that passed through the node.
    pub fn visits(&self) -> u32 {
        self.visits
    }

    /// Returns W, the sum of their results from MAX's (White's) point of view.
    pub fn total(&self) -> f64 {
        self.total
    }

    /// Returns W/N, the node's mean result for MAX (White); `None` before its first visit.
    pub fn mean(&self) -> Option<f64> {
        (self.visits > 0).then(|| self.total / f64::from(self.visits))
    }

    /// Returns the UCB value the node had when its parent last chose it, if it ever did.
    pub fn ucb(&self) -> Option<f64> {
        self.ucb
    }

    /// Returns how many children the node has in the tree.
    pub fn child_count(&self) -> usize {
        usize::from(self.child_count)
    }

    /// Returns how many moves the position after the node has: when all are children, the node
    /// is fully expanded and selection may go down through it.
    pub fn move_count(&self) -> usize {
        usize::from(self.move_count)
    }

    /// Returns the node's place among its parent's moves.
    pub fn move_index(&self) -> usize {
        usize::from(self.move_index)
    }

    /// Returns the move that led here, packed: a chess move, or another game's code for it
    /// (`None` in a drawn tree).
    pub fn packed_move(&self) -> Option<PackedMove> {
        self.packed
    }

    /// Returns how the game ends at the node (`Searched` while it goes on).
    pub fn status(&self) -> Status {
        self.status
    }

    /// Returns the value at the end of the game, if the game ends at the node.
    pub fn end_value(&self) -> Option<i32> {
        self.end_value
    }
}

/// One level of a Monte Carlo tree: the nodes `plies` half-moves below the root.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsLevel {
    /// The side that made this level's moves.
    pub mover: Color,
    /// The nodes, in the order they were created.
    pub nodes: Vec<MctsNode>,
}

/// One iteration, as the replay needs it: the rest (the path, the UCB values) follows from the
/// tree.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Iteration {
    /// The node the playout started from: the new node, or, when selection reached the end of
    /// the game, that node (nothing was expanded).
    pub node: NodeId,
    /// True if the iteration created `node`.
    pub expanded: bool,
    /// Where its moves are in the playout log.
    pub(crate) playout_start: u32,
    /// How many random moves the playout played.
    pub(crate) playout_len: u16,
    /// The playout's result, 0 to 1, from MAX's (White's) point of view.
    pub result: f64,
}

/// How a playout's end became a result: the words the stepper and the export use.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Judge {
    /// Chess: a win 1, a draw ½, a loss 0 at the end of the game; at the cut-off, the
    /// evaluation turned into White's winning chance as Lichess computes it.
    Chess,
    /// A game played to its end (tic-tac-toe, Connect Four): a win 1, a draw ½, a loss 0, by
    /// the sign of the end's value. Its playouts are never cut off.
    Game,
    /// An abstract tree: the leaf's value by [`Outcome`], between the tree's smallest and
    /// largest leaf.
    Leaves {
        /// How the value becomes a result.
        outcome: Outcome,
        /// The smallest leaf value.
        lowest: i32,
        /// The largest leaf value.
        highest: i32,
    },
}

impl Judge {
    /// Returns the result of a playout that reached the end of the game with `value`.
    pub fn end(&self, value: i32) -> f64 {
        match *self {
            Judge::Chess | Judge::Game => by_sign(value),
            Judge::Leaves {
                outcome: Outcome::Sign,
                ..
            } => by_sign(value),
            Judge::Leaves {
                outcome: Outcome::Utility,
                lowest,
                highest,
            } => {
                if highest == lowest {
                    0.5
                } else {
                    f64::from(value - lowest) / f64::from(highest - lowest)
                }
            }
        }
    }

    /// Returns the result of a playout cut off where the evaluation says `score`: in chess
    /// (centipawns) White's winning chance; in another game, which plays out to the end, only
    /// the score's sign (never needed there, but said).
    pub fn evaluation(&self, score: i32) -> f64 {
        match self {
            Judge::Game => by_sign(score),
            _ => winning_chance(score),
        }
    }
}

/// A result by a value's sign: 1 above 0, ½ at 0, 0 below.
fn by_sign(value: i32) -> f64 {
    match value.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    }
}

/// White's winning chance, 0 to 1, for an evaluation in centipawns: Lichess's curve,
/// 1 / (1 + e^(−0.00368208 · cp)). +100 is 0.59, +300 is 0.75, a queen up 0.96.
pub fn winning_chance(centipawns: i32) -> f64 {
    1.0 / (1.0 + (-0.003_682_08 * f64::from(centipawns)).exp())
}

/// A finished Monte Carlo tree search: the node arrays, the log of its iterations, and the
/// move it plays.
#[derive(Clone, Debug)]
pub struct MctsTree {
    /// The game searched, with its root (a drawn tree's game holds its nodes' labels).
    pub(crate) game: TreeGame,
    pub(crate) settings: MctsSettings,
    pub(crate) levels: Vec<MctsLevel>,
    pub(crate) iterations: Vec<Iteration>,
    /// Every playout's moves, one after the other: each a place in its position's moves.
    pub(crate) playouts: Vec<u8>,
    pub(crate) root_total: f64,
    pub(crate) root_move_count: usize,
    pub(crate) judge: Judge,
    pub(crate) elapsed: Duration,
    /// For an abstract tree: the tree as drawn (to name the playouts' nodes).
    pub(crate) drawn: Option<Vec<AbstractNode>>,
}

impl PartialEq for MctsTree {
    /// Two trees are equal if they hold the same nodes, log and result; the time is ignored.
    fn eq(&self, other: &MctsTree) -> bool {
        self.game == other.game
            && self.settings == other.settings
            && self.levels == other.levels
            && self.iterations == other.iterations
            && self.playouts == other.playouts
            && self.root_total == other.root_total
    }
}

impl MctsTree {
    /// Returns the game searched, with its root: what names the moves, the sides and the
    /// positions.
    pub fn game(&self) -> &TreeGame {
        &self.game
    }

    /// Returns the chess position the search started from; `None` for another game or a drawn
    /// tree.
    pub fn chess_root(&self) -> Option<&Chess> {
        self.game.chess_root()
    }

    /// Returns the side to move at the root, MAX or MIN.
    pub fn root_side(&self) -> Backup {
        self.game.root_side()
    }

    /// Returns the settings it ran with.
    pub fn settings(&self) -> &MctsSettings {
        &self.settings
    }

    /// Returns the levels: level 0 holds the root's moves.
    pub fn levels(&self) -> &[MctsLevel] {
        &self.levels
    }

    /// Returns the iterations, in the order they ran.
    pub fn iterations(&self) -> &[Iteration] {
        &self.iterations
    }

    /// Returns how playouts were turned into results.
    pub fn judge(&self) -> Judge {
        self.judge
    }

    /// Returns the time the search took.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Returns the root's N: the number of iterations.
    pub fn root_visits(&self) -> u32 {
        self.iterations.len() as u32
    }

    /// Returns the root's W: the sum of every result.
    pub fn root_total(&self) -> f64 {
        self.root_total
    }

    /// Returns how many moves the root has.
    pub fn root_move_count(&self) -> usize {
        self.root_move_count
    }

    /// Returns how many nodes the tree holds.
    pub fn node_count(&self) -> usize {
        self.levels.iter().map(|level| level.nodes.len()).sum()
    }

    /// Returns how many nodes each level holds.
    pub fn nodes_per_level(&self) -> Vec<usize> {
        self.levels.iter().map(|level| level.nodes.len()).collect()
    }

    /// Returns the memory the node arrays and the log take, in bytes.
    pub fn memory_bytes(&self) -> usize {
        self.node_count() * std::mem::size_of::<MctsNode>()
            + self.iterations.len() * std::mem::size_of::<Iteration>()
            + self.playouts.len()
    }

    /// Returns the node `id`, if there is one.
    pub fn get(&self, id: NodeId) -> Option<&MctsNode> {
        self.levels.get(id.level)?.nodes.get(id.index as usize)
    }

    /// Returns the node's parent; `None` for level 0 (whose parent is the root) or no node.
    pub fn parent_of(&self, id: NodeId) -> Option<NodeId> {
        let level = id.level.checked_sub(1)?;
        Some(NodeId::new(level, self.get(id)?.parent))
    }

    /// Returns the children of `parent` (`None`: the root), in the order of the parent's moves.
    pub fn children_of(&self, parent: Option<NodeId>) -> Vec<NodeId> {
        let (level, first) = match parent {
            None => (
                0,
                if self.levels.first().is_some_and(|l| !l.nodes.is_empty()) {
                    0
                } else {
                    NONE
                },
            ),
            Some(id) => (id.level + 1, self.get(id).map_or(NONE, |node| node.first_child)),
        };
        let mut children = Vec::new();
        let mut next = first;
        while next != NONE {
            let id = NodeId::new(level, next);
            let Some(node) = self.get(id) else {
                break;
            };
            children.push(id);
            next = node.next_sibling;
        }
        children
    }

    /// Returns the nodes from level 0 down to `id`.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        let mut current = id;
        while let Some(parent) = self.parent_of(current) {
            path.push(parent);
            current = parent;
        }
        path.reverse();
        path
    }

    /// Returns the root's child with the most visits: the move MCTS plays. A tie goes to the
    /// better mean for the side to move, then to the first in the order of moves.
    pub fn best(&self) -> Option<NodeId> {
        let max_to_move = self.root_side() == Backup::Max;
        self.children_of(None).into_iter().reduce(|best, id| {
            let (Some(a), Some(b)) = (self.get(best), self.get(id)) else {
                return best;
            };
            let mean_for_mover = |node: &MctsNode| {
                let mean = node.mean().unwrap_or(0.5);
                if max_to_move { mean } else { 1.0 - mean }
            };
            if (b.visits, mean_for_mover(b)) > (a.visits, mean_for_mover(a)) {
                id
            } else {
                best
            }
        })
    }

    /// Returns the most visited line: from the root, each time the child with the most visits.
    pub fn principal_variation(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = self.best();
        while let Some(id) = at {
            line.push(id);
            at = self.children_of(Some(id)).into_iter().max_by_key(|&child| {
                (
                    self.get(child).map_or(0, |node| node.visits),
                    std::cmp::Reverse(child.index),
                )
            });
        }
        line
    }

    /// Returns the UCB value of a child with `visits` and `total`, chosen by `chooser` under a
    /// parent visited `parent_visits` times: the chooser's mean plus the exploration term.
    /// Infinite for a child never visited.
    pub fn ucb(&self, chooser: Color, parent_visits: u32, visits: u32, total: f64) -> f64 {
        ucb(self.settings.exploration, chooser, parent_visits, visits, total)
    }

    /// Returns the first iteration (counting from 1) after which the most visited root child is
    /// `settled` and stays it to the end; `None` if it is not the most visited at the end.
    /// Ties count as not settled.
    pub fn settles_at(&self, settled: NodeId) -> Option<usize> {
        if settled.level != 0 {
            return None;
        }
        let mut visits = vec![0u32; self.levels.first().map_or(0, |level| level.nodes.len())];
        let mut since = None;
        for (number, iteration) in self.iterations.iter().enumerate() {
            let first = self.path_to(iteration.node)[0];
            if let Some(count) = visits.get_mut(first.index as usize) {
                *count += 1;
            }
            let own = visits.get(settled.index as usize).copied().unwrap_or(0);
            let leads = visits
                .iter()
                .enumerate()
                .all(|(index, &count)| index == settled.index as usize || count < own);
            match (leads, since) {
                (true, None) => since = Some(number + 1),
                (false, _) => since = None,
                _ => {}
            }
        }
        since
    }
}

/// UCB1 for a child: the chooser's mean, W/N for MAX (White) and 1 − W/N for MIN (Black), plus
/// C · √(ln N(parent) / N(child)). Infinite for a child never visited.
pub fn ucb(exploration: f64, chooser: Color, parent_visits: u32, visits: u32, total: f64) -> f64 {
    if visits == 0 {
        return f64::INFINITY;
    }
    let mean = total / f64::from(visits);
    let for_chooser = match chooser {
        Color::White => mean,
        Color::Black => 1.0 - mean,
    };
    for_chooser + exploration * (f64::from(parent_visits.max(1)).ln() / f64::from(visits)).sqrt()
}
