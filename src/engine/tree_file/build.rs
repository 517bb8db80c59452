//! A [`TreeFile`] turned into the node arrays the replay and the views use.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

use crate::engine::counts::SearchCounts;
use crate::engine::said::{Said, Told};
use crate::engine::tree::{
    Backup, Bound, Level, Node, NodeArray, NodeId, SearchMarks, SearchTree, Status, TreeGame, Utilities,
};
use crate::engine::tree_file::{MAX_MOVES_OF_A_NODE, TreeFile, TreeFileError, TreeFileReason};

impl TreeFile {
    /// Builds the node arrays: every row becomes a node, with its children found by their
    /// parents. A chess move must be legal in its parent's position, and a node with children
    /// must not be a leaf by the rules. Values are kept as written, right or wrong.
    ///
    /// The root's value and best move are the file's `best` when it names them, else what the
    /// root's children's values give (the root takes the largest for White, the smallest for
    /// Black).
    pub fn to_search_tree(&self) -> Result<SearchTree, TreeFileError> {
        let mut levels: Vec<Level> = Vec::with_capacity(self.levels.len());
        let mut marks = SearchMarks::default();
        // The positions of the level above (chess only), one per node.
        let mut positions_above: Vec<Chess> = self.root.iter().cloned().collect();
        let mut mover = self.root_turn();
        let maxn = self.levels.iter().flatten().any(|row| row.utilities.is_some());
        // Another game's moves are read by the game, after the line of moves to their parent.
        let mut line: Vec<u16> = Vec::new();
        for (level, rows) in self.levels.iter().enumerate() {
            let mut nodes = NodeArray::new();
            let mut positions = Vec::with_capacity(if self.root.is_some() { rows.len() } else { 0 });
            // The family being built (its parent) and its first pruned move so far: a family's
            // rows come together, so one look a row finds a searched move after a pruned one.
            let mut family: Option<(usize, Option<usize>)> = None;
            for (index, row) in rows.iter().enumerate() {
                let first_pruned = match family {
                    Some((parent, first_pruned)) if parent == row.parent => first_pruned,
                    _ => None,
                };
                let mut node = match (&self.root, &self.game) {
                    (None, Some(game)) => {
                        line_to(&levels, level, row.parent, &mut line);
                        let code = game.read_move(&line, &row.name).map_err(|reason| {
                            TreeFileError::at(level, index, TreeFileReason::Move(reason))
                        })?;
                        Node::with_game_move(row.parent as u32, code)
                    }
                    (None, None) => Node::without_move(row.parent as u32),
                    (Some(_), _) => {
                        let before = positions_above.get(row.parent).cloned().unwrap_or_default();
                        let played = legal_move(&before, &row.name).map_err(|reason| {
                            TreeFileError::at(level, index, TreeFileReason::Move(reason))
                        })?;
                        let mut after = before;
                        after.play_unchecked(played);
                        positions.push(after);
                        Node::not_yet_searched(row.parent as u32, played)
                    }
                };
                if row.status != Status::Pruned {
                    let value = row.value.unwrap_or_default();
                    node.record(
                        row.score.unwrap_or(0),
                        value,
                        row.status,
                        row.bound.unwrap_or(Bound::Exact),
                    );
                }
                if row.stands_pat {
                    node.mark_stands_pat();
                }
                if row.chance {
                    node.mark_chance();
                }
                if row.at_quiescence_limit {
                    node.mark_at_quiescence_limit();
                }
                if let Some(by) = row.ordered_by {
                    node.mark_ordered_by(by);
                }
                marks.set(NodeId::new(level, index as u32), row.marks);
                // The replay reads a family's searched moves as the ones before its first
                // pruned move: alpha-beta prunes only the moves after a cutoff.
                if row.status != Status::Pruned
                    && let Some(pruned) = first_pruned
                {
                    return Err(TreeFileError::at(
                        level,
                        index,
                        TreeFileReason::SearchedAfterPruned(pruned + 1),
                    ));
                }
                let pruned_here = (row.status == Status::Pruned).then_some(index);
                family = Some((row.parent, first_pruned.or(pruned_here)));
                if let Some(source) = row.source {
                    node.set_children(source as u32, 0);
                }
                let children = self.children(level + 1, index);
                if !children.is_empty() {
                    if !matches!(row.status, Status::Searched | Status::Quiescence) {
                        return Err(TreeFileError::at(
                            level,
                            index,
                            TreeFileReason::LeafWithChildren {
                                status: row.status.name(),
                                level: level + 1,
                            },
                        ));
                    }
                    if children.len() > MAX_MOVES_OF_A_NODE {
                        return Err(TreeFileError::at(level, index, TreeFileReason::TooManyChildren));
                    }
                    node.set_children(children.start as u32, children.len());
                }
                nodes
                    .try_push(node)
                    .map_err(|_| TreeFileError::Document(TreeFileReason::NoMemory))?;
            }
            levels.push(Level { mover, nodes });
            positions_above = positions;
            // Max^n: every level's chooser takes the largest of its own utilities, as MAX does
            // (see `tree/utilities.rs`); two players alternate.
            if !maxn {
                mover = !mover;
            }
        }
        let root_backup = Backup::of_mover(self.root_turn());
        let (best, root_value) = self.root_choice(root_backup);
        let counts = SearchCounts {
            discarded: self.discarded,
            ..SearchCounts::of_levels(&levels, self.depth)
        };
        let game = match (&self.root, &self.game) {
            (Some(root), _) => TreeGame::Chess(root.clone()),
            (None, Some(game)) => TreeGame::Other(Arc::clone(game)),
            (None, None) => TreeGame::Drawn(
                self.levels
                    .iter()
                    .map(|rows| rows.iter().map(|row| row.name.clone()).collect())
                    .collect(),
            ),
        };
        Ok(SearchTree {
            game,
            depth: self.depth,
            algorithm: self.algorithm,
            techniques: self.techniques,
            levels,
            root_value,
            best,
            elapsed: Duration::ZERO,
            counts,
            probabilities: self.probabilities(),
            fractions: BTreeMap::new(),
            root_fraction: None,
            utilities: self.utilities(best),
            iterations: Vec::new(),
            total_elapsed: None,
            marks,
            aspiration: self.aspiration.clone(),
        })
    }

    /// Returns the tuples of a tree of three or four players (max^n), the root's being its best
    /// child's; `None` for a tree whose nodes have none.
    fn utilities(&self, best: u32) -> Option<Utilities> {
        let players = self
            .levels
            .iter()
            .flatten()
            .find_map(|row| row.utilities.as_ref())?
            .len();
        let mut utilities = Utilities::new(players);
        for (level, rows) in self.levels.iter().enumerate() {
            for (index, row) in rows.iter().enumerate() {
                if let Some(tuple) = &row.utilities {
                    utilities
                        .of_node
                        .insert(NodeId::new(level, index as u32), tuple.clone());
                }
            }
        }
        utilities.root = utilities
            .of_node
            .get(&NodeId::new(0, best))
            .cloned()
            .unwrap_or_default();
        Some(utilities)
    }

    /// Returns the root's best child (its index in level 0) and value: the file's when it names
    /// them, else the best of level 0's values for the side to move.
    fn root_choice(&self, root_backup: Backup) -> (u32, i32) {
        let first = self.levels.first().map(Vec::as_slice).unwrap_or_default();
        let searched = || {
            first
                .iter()
                .enumerate()
                .filter_map(|(index, row)| Some((index, row.value?)))
        };
        let best_by_value = searched().fold(None, |best: Option<(usize, i32)>, (index, value)| match best {
            Some((_, best_value)) if !root_backup.prefers(value, best_value) => best,
            _ => Some((index, value)),
        });
        let named = self
            .best
            .as_ref()
            .and_then(|name| first.iter().position(|row| &row.name == name));
        let best = named.or(best_by_value.map(|(index, _)| index)).unwrap_or(0);
        let value = self
            .root_value
            .or_else(|| first.get(best).and_then(|row| row.value))
            .unwrap_or_default();
        (best as u32, value)
    }

    /// Returns the probability of every outcome of a chance node.
    fn probabilities(&self) -> BTreeMap<NodeId, crate::engine::chance::Probability> {
        let mut probabilities = BTreeMap::new();
        for (level, rows) in self.levels.iter().enumerate() {
            for (index, row) in rows.iter().enumerate() {
                if let Some(probability) = row.probability {
                    probabilities.insert(NodeId::new(level, index as u32), probability);
                }
            }
        }
        probabilities
    }
}

/// Puts into `line` the codes of the moves from the root to `parent` of level `level − 1` (the
/// root itself for level 0), as the built levels hold them.
fn line_to(levels: &[Level], level: usize, parent: usize, line: &mut Vec<u16>) {
    line.clear();
    let mut at = level.checked_sub(1).map(|above| (above, parent as u32));
    while let Some((above, index)) = at {
        let Some(node) = levels
            .get(above)
            .and_then(|built| built.nodes.get(index as usize))
        else {
            break;
        };
        line.push(node.packed_move().bits());
        at = above.checked_sub(1).map(|higher| (higher, node.parent()));
    }
    line.reverse();
}

/// Returns the legal move written `uci` in `position`, or why it is not one.
pub(crate) fn legal_move(position: &Chess, uci: &str) -> Result<Move, Told> {
    let parsed: UciMove = uci.parse().map_err(|_| {
        let shown = crate::engine::words::one_line(uci);
        Told::new(
            format!("\"{shown}\" is not a move in UCI notation (such as e2e4)"),
            Said::new("tree-file-not-uci").text("name", shown),
        )
    })?;
    parsed.to_move(position).map_err(|_| {
        let fen = crate::engine::position::fen_of(position);
        Told::new(
            format!("{uci} is not legal in its position ({fen})"),
            Said::new("tree-file-illegal-move")
                .text("name", uci)
                .text("fen", fen),
        )
    })
}
