//! The checks a student's tree passes or fails on its own, before any comparison with Klados's
//! search: the window marks what they find as soon as a file is opened, and a grade counts
//! the same differences (one set of checks, one verdict).
//!
//! - **A value backs up from its own children**: the best of its searched children for the
//!   side that chooses there, or, with alpha-beta, a true bound between that best and the
//!   edge of the window the student's own values make (fail-soft and fail-hard both pass; B = 1
//!   when its only searched child B1 is 2 does not).
//! - **A leaf's value is its score**: both are from White's point of view (MAX's in a tree of
//!   letters), so a leaf searched further is not a leaf, and a value from the side to move's
//!   point of view is caught.
//! - **A node's status is true** (chess, tic-tac-toe, Connect Four): a node marked checkmate,
//!   stalemate or a draw is one (in tic-tac-toe and Connect Four, checkmate is a won game: the
//!   side to move has lost), and worth what the rules and the file's mate convention say; a
//!   game that ends is worth that too, whatever its status; and a search does not stop before
//!   its depth where the game goes on.

use shakmaty::{Chess, Position};

use crate::course::grade::game_checks::{GameChecks, LeftOut, game_checks};
use crate::course::grade::place::{chooser, place, searched_values};
use crate::course::grade::rules::Game;
use crate::course::grade::windows::{Window, accepts, file_windows};
use crate::course::grade::words::{self, Backed, Units};
use crate::course::grade::{Difference, Kind};
use crate::engine::position::position_hash;
use crate::engine::said::{Said, Told};
use crate::engine::tree::{GameId, NodeId, SearchTree, Status, TreeGame};
use crate::engine::tree_file::{FileNode, TreeFile, legal_move};

/// Returns what is wrong in a student's tree on its own, most important kind first within each
/// node. `tree` is the file built into node arrays ([`TreeFile::to_search_tree`]), which names
/// the nodes.
pub fn own_checks(file: &TreeFile, tree: &SearchTree) -> Vec<Difference> {
    checked(file, tree).differences
}

/// Returns what [`own_checks`] does, and, in tic-tac-toe and Connect Four, the moves the tree
/// leaves out that end the game (those that give their parents' values named missing among
/// the differences) and the hint that the search gives moves to the wrong side.
pub(crate) fn checked(file: &TreeFile, tree: &SearchTree) -> GameChecks {
    let units = Units::of(file.game_id(), file.mate);
    let windows = file_windows(file);
    let mut found = Vec::new();
    for (level, rows) in file.levels.iter().enumerate() {
        for index in 0..rows.len() {
            if let Some(reason) = backup(file, tree, &windows, level, index, units) {
                found.push(difference(Kind::Backup, tree, level, index, reason));
            }
            if let Some(reason) = leaf_score(file, tree, level, index, units) {
                found.push(difference(Kind::Leaf, tree, level, index, reason));
            }
        }
    }
    let game_checks = match (&file.root, &file.game) {
        (Some(root), _) => {
            endings(file, tree, root, units, &mut found);
            None
        }
        // The game's root read when the file was opened, so it reads again here.
        (None, Some(game)) => match game.id() {
            GameId::TicTacToe => Game::tictactoe(game)
                .ok()
                .map(|game| game_checks(file, tree, &game, units, &windows)),
            GameId::ConnectFour => Game::connect4(game)
                .ok()
                .map(|game| game_checks(file, tree, &game, units, &windows)),
            GameId::Chess | GameId::Drawn => None,
        },
        (None, None) => None,
    };
    let Some(GameChecks {
        differences,
        left_out,
        side_hint,
    }) = game_checks
    else {
        return GameChecks {
            differences: found,
            left_out: LeftOut::default(),
            side_hint: None,
        };
    };
    // A value a missing move gives is charged once, as the missing move: it backs up, and a
    // node left with no moves is no leaf, whose value would be its score.
    found.retain(|difference| {
        let at = difference.place.level.zip(difference.place.n);
        !(matches!(difference.kind, Kind::Backup | Kind::Leaf)
            && at.is_some_and(|(level, n)| left_out.explained.contains(&(level, n - 1))))
    });
    found.extend(differences);
    GameChecks {
        differences: found,
        left_out,
        side_hint,
    }
}

/// Returns the difference of kind `kind` at row `index` of `level`, named as a person reads it.
fn difference(kind: Kind, tree: &SearchTree, level: usize, index: usize, reason: Told) -> Difference {
    Difference {
        kind,
        place: place(tree, level, index),
        reason,
    }
}

/// Checks that a searched inner node's value backs up from its own children: why not, if it
/// does not.
fn backup(
    file: &TreeFile,
    tree: &SearchTree,
    windows: &[Vec<Window>],
    level: usize,
    index: usize,
    units: Units,
) -> Option<Told> {
    let row = file.levels.get(level)?.get(index)?;
    let children = file.children(level + 1, index);
    if children.is_empty() || row.chance || matches!(row.status, Status::Pruned | Status::Transposition) {
        return None;
    }
    let backup = chooser(file, level + 1);
    let searched = searched_values(file, level, index);
    let best = searched
        .iter()
        .copied()
        .reduce(|best, value| if backup.prefers(value, best) { value } else { best })?;
    let yours = row.value?;
    let window = windows.get(level)?.get(index).copied()?;
    if accepts(yours, best, window) {
        return None;
    }
    let pruned: Vec<String> = children
        .filter(|&child| file.levels[level + 1][child].status == Status::Pruned)
        .map(|child| tree.san_of(NodeId::new(level + 1, child as u32)))
        .collect();
    let name = tree.san_of(NodeId::new(level, index as u32));
    let backed = Backed {
        name: &name,
        backup,
        children: &searched,
        pruned: &pruned,
        best,
        window,
    };
    Some(words::backup_reason(&backed, yours, units))
}

/// Checks that a leaf's value is its score, where the file gives both.
fn leaf_score(file: &TreeFile, tree: &SearchTree, level: usize, index: usize, units: Units) -> Option<Told> {
    let row = file.levels.get(level)?.get(index)?;
    let is_leaf = file.children(level + 1, index).is_empty();
    if !is_leaf || !matches!(row.status, Status::Searched | Status::Quiescence) {
        return None;
    }
    let (score, value) = (row.score?, row.value?);
    if score == value {
        return None;
    }
    // A game that ends is worth what the rules say, whatever its evaluation (checked apart).
    if game_ends(tree, level, index) {
        return None;
    }
    let name = tree.san_of(NodeId::new(level, index as u32));
    Some(Told::new(
        format!(
            "{name}: a leaf's value is its score, {}, not {} (both are from {} point of view)",
            units.value(score),
            units.value(value),
            units.point_of_view()
        ),
        Said::new("grade-leaf-score")
            .text("name", name)
            .text("score", units.value(score))
            .text("yours", units.value(value))
            .text("view", units.point_of_view_key()),
    ))
}

/// Returns true if the game is over at row `index` of `level`: no legal move (in a tree of
/// letters, never).
fn game_ends(tree: &SearchTree, level: usize, index: usize) -> bool {
    let id = NodeId::new(level, index as u32);
    match tree.game() {
        TreeGame::Chess(_) => tree
            .position_of(id)
            .is_some_and(|position| position.legal_moves().is_empty()),
        TreeGame::Other(game) => game.moves_after(&tree.move_codes_to(id)).is_empty(),
        TreeGame::Drawn(_) => false,
    }
}

/// Checks every chess row's status and the value the rules give a game that ends, and that
/// the search does not stop before its depth; walks the tree level by level with the
/// positions.
fn endings(file: &TreeFile, tree: &SearchTree, root: &Chess, units: Units, found: &mut Vec<Difference>) {
    let mut above: Vec<Chess> = vec![root.clone()];
    // Every row's position hash, to see a repetition on the road to it.
    let mut hashes: Vec<Vec<u64>> = Vec::with_capacity(file.levels.len());
    for (level, rows) in file.levels.iter().enumerate() {
        let mut here = Vec::with_capacity(rows.len());
        let mut level_hashes = Vec::with_capacity(rows.len());
        for (index, row) in rows.iter().enumerate() {
            let Some(before) = above.get(row.parent) else {
                return;
            };
            let Ok(m) = legal_move(before, &row.name) else {
                return;
            };
            let mut after = before.clone();
            after.play_unchecked(m);
            level_hashes.push(position_hash(&after));
            let is_leaf = file.children(level + 1, index).is_empty();
            if is_leaf && row.status != Status::Pruned {
                let road = Road {
                    file,
                    hashes: &hashes,
                    root,
                    level,
                    index,
                };
                let hash = level_hashes.last().copied().unwrap_or_default();
                if let Some(reason) = ending(
                    file,
                    tree,
                    row,
                    &after,
                    road.may_repeat(hash),
                    units,
                    level,
                    index,
                ) {
                    found.push(difference(Kind::Ending, tree, level, index, reason));
                }
            }
            here.push(after);
        }
        hashes.push(level_hashes);
        above = here;
    }
}

/// The road from the root to a row, to see whether its position may be a repetition.
struct Road<'a> {
    file: &'a TreeFile,
    hashes: &'a [Vec<u64>],
    root: &'a Chess,
    level: usize,
    index: usize,
}

impl Road<'_> {
    /// Returns true if the position with `hash`, at the end of the road, may be drawn by
    /// repetition: it came before on the road, or its run of reversible moves goes back past
    /// the root, into a game the file does not show.
    fn may_repeat(&self, hash: u64) -> bool {
        let Some(row) = self
            .file
            .levels
            .get(self.level)
            .and_then(|rows| rows.get(self.index))
        else {
            return false;
        };
        let mut parent = row.parent;
        for level in (0..self.level).rev() {
            if self.hashes.get(level).and_then(|hashes| hashes.get(parent)) == Some(&hash) {
                return true;
            }
            parent = self.file.levels[level].get(parent).map_or(0, |row| row.parent);
        }
        position_hash(self.root) == hash
    }
}

/// Checks one leaf of a chess tree: its status true, its value what the rules give a game that
/// ends, and no stop before the depth where the game goes on.
#[allow(clippy::too_many_arguments)]
fn ending(
    file: &TreeFile,
    tree: &SearchTree,
    row: &FileNode,
    position: &Chess,
    may_repeat: bool,
    units: Units,
    level: usize,
    index: usize,
) -> Option<Told> {
    let name = tree.san_of(NodeId::new(level, index as u32));
    let plies = level + 1;
    let moves = position.legal_moves().len();
    let side = crate::engine::position::color_name(position.turn());
    let mated = moves == 0 && position.is_check();
    let stalemated = moves == 0 && !position.is_check();
    let reversible_before_root = position.halfmoves() as usize > plies;
    let drawn = position.is_insufficient_material()
        || position.halfmoves() >= 100
        || (position.halfmoves() >= 4 && (may_repeat || reversible_before_root));
    let yours = row.value?;
    let mate = file.mate.value_of(position.turn(), plies);
    let side_said = match position.turn() {
        shakmaty::Color::White => Said::new("side-white"),
        shakmaty::Color::Black => Said::new("side-black"),
    };
    let claim = |status: &str, truth: Told| {
        Told::new(
            format!("{name} is marked {status}, but {truth}"),
            Said::new("grade-marked-but")
                .text("name", name.as_str())
                .text("status", status)
                .said("truth", truth.said),
        )
    };
    let has_moves = || {
        Told::new(
            format!(
                "{side} has {moves} legal move{}",
                if moves == 1 { "" } else { "s" }
            ),
            Said::new("grade-has-moves")
                .said("side", side_said.clone())
                .count("moves", moves),
        )
    };
    match row.status {
        Status::Checkmate if !mated => Some(claim(
            "checkmate",
            match stalemated {
                true => Told::new(
                    format!("{side} is not in check: it is stalemate"),
                    Said::new("grade-not-in-check").said("side", side_said.clone()),
                ),
                false => has_moves(),
            },
        )),
        Status::Stalemate if !stalemated => Some(claim(
            "stalemate",
            match mated {
                true => Told::new("it is checkmate", Said::new("grade-it-is-checkmate")),
                false => has_moves(),
            },
        )),
        Status::Draw if !drawn => Some(claim(
            "a draw",
            Told::new(
                "no rule ends the game here (not insufficient material, the fifty-move rule or a repetition)",
                Said::new("grade-no-draw-rule"),
            ),
        )),
        _ if mated && yours != mate => Some(Told::new(
            format!(
                "{name} is checkmate: with a mate worth {}, its value is {}, not {}",
                file.mate.words(),
                units.value(mate),
                units.value(yours)
            ),
            Said::new("grade-checkmate-worth")
                .text("name", name.as_str())
                .text("mate", file.mate.words())
                .text("right", units.value(mate))
                .text("yours", units.value(yours)),
        )),
        // At the depth Klados looks for the moves only of a side in check (a mate is what a
        // static score must never miss), so a stalemate there may keep its static score.
        _ if stalemated && yours != 0 && !(plies == file.depth && row.score == Some(yours)) => {
            Some(Told::new(
                format!("{name} is stalemate: its value is 0, not {}", units.value(yours)),
                Said::new("grade-stalemate-worth")
                    .text("name", name.as_str())
                    .text("yours", units.value(yours)),
            ))
        }
        Status::Draw if yours != 0 => Some(Told::new(
            format!(
                "{name} is a draw by {}: its value is 0, not {}",
                words::draw_rule(position),
                units.value(yours)
            ),
            Said::new("grade-draw-worth")
                .text("name", name.as_str())
                .said("rule", words::draw_rule_said(position))
                .text("yours", units.value(yours)),
        )),
        Status::Searched if moves > 0 && plies < file.depth && !drawn => Some(Told::new(
            format!(
                "{name}: your search stops here, {} from the root, though the game goes on and the depth is {}",
                crate::engine::words::plies(plies),
                crate::engine::words::plies(file.depth)
            ),
            Said::new("grade-stops-early")
                .text("name", name.as_str())
                .count("plies", plies)
                .count("depth", file.depth),
        )),
        _ => None,
    }
}
