//! Where a node of the student's tree is ([`Place`]: its level, its number and its name, as
//! a difference names it) and what its rows say that every check reads: the side that chooses
//! at a level and the values a row backs up from. The file's own checks, the games' checks and
//! the comparison all read these, so none of them needs another.

use std::fmt;

use crate::chess::pgn::numbered;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::engine::tree_file::TreeFile;

/// Where a difference is: a node's level, its number in the student's level (`None` for a move
/// the student's tree does not have) and its name (an abstract node's label, or the line of
/// moves from the root in SAN).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub struct Place {
    /// The level, from 0; `None` for the root.
    pub level: Option<usize>,
    /// The node's `n` in the student's file, from 1.
    pub n: Option<usize>,
    /// The node's name.
    pub name: String,
    /// The parent's `n` in the student's level above, from 1; `None` for level 0 and the root.
    /// For a move the student's tree does not have, it names where the move is missing.
    pub parent: Option<usize>,
}

impl Place {
    /// The root's place.
    pub(crate) fn root() -> Place {
        Place {
            level: None,
            n: None,
            name: String::from("the root"),
            parent: None,
        }
    }
}

impl Place {
    /// Says the place as a sentence of the window's catalogue (the same words as `Display`).
    pub fn said(&self) -> crate::engine::said::Said {
        use crate::engine::said::Said;
        match (self.level, self.n) {
            (None, _) => Said::new("opened-place-root"),
            (Some(level), Some(n)) => Said::new("opened-place-node")
                .text("level", level.to_string())
                .text("node", n.to_string())
                .text("name", self.name.as_str()),
            (Some(level), None) => Said::new("grade-place-not-in-tree")
                .text("level", level.to_string())
                .text("name", self.name.as_str()),
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.level, self.n) {
            (None, _) => write!(f, "the root"),
            (Some(level), Some(n)) => write!(f, "level {level}, node {n} ({})", self.name),
            (Some(level), None) => write!(f, "level {level}, not in your tree ({})", self.name),
        }
    }
}

/// Returns the place of row `index` of `level` in the student's tree: its label, or the line of
/// moves from the root in SAN.
pub(crate) fn place(tree: &SearchTree, level: usize, index: usize) -> Place {
    let id = NodeId::new(level, index as u32);
    // A chess node is named by its line of moves, numbered; a drawn tree's by its label;
    // another game's by its line of moves.
    let name = match (tree.chess_root(), tree.game().labels()) {
        (_, Some(_)) => tree.san_of(id),
        (Some(root), None) => {
            let sans = tree.path_to(id).into_iter().map(|id| tree.san_of(id));
            numbered(root, sans).join(" ")
        }
        (None, None) => tree
            .path_to(id)
            .into_iter()
            .map(|id| tree.san_of(id))
            .collect::<Vec<_>>()
            .join(" "),
    };
    Place {
        level: Some(level),
        n: Some(index + 1),
        name,
        parent: (level > 0)
            .then(|| tree.parent_of(id).map(|parent| parent.index as usize + 1))
            .flatten(),
    }
}

/// Returns the side that chooses among the rows of `level` (the side that moves into it).
pub(crate) fn chooser(file: &TreeFile, level: usize) -> Backup {
    match level % 2 {
        0 => Backup::of_mover(file.root_turn()),
        _ => Backup::of_mover(!file.root_turn()),
    }
}

/// Returns the values a row's value backs up from: its searched children's, after standing
/// pat's static score in quiescence (the first of the side's options).
pub(crate) fn searched_values(file: &TreeFile, level: usize, index: usize) -> Vec<i32> {
    let Some(row) = file.levels.get(level).and_then(|rows| rows.get(index)) else {
        return Vec::new();
    };
    let rows = file.levels.get(level + 1).map(Vec::as_slice).unwrap_or_default();
    let stood = row.stands_pat.then_some(row.score).flatten();
    stood
        .into_iter()
        .chain(
            file.children(level + 1, index)
                .filter_map(|child| rows.get(child))
                .filter(|child| child.status != Status::Pruned)
                .filter_map(|child| child.value),
        )
        .collect()
}
