//! The checks of a tree of tic-tac-toe or Connect Four on its own that need the game's rules
//! (the others, values backed up and leaves scored, are [`super::checks`]'s, as in chess). The
//! tree is walked level by level with its positions:
//!
//! - **A leaf's status is true**: a leaf marked checkmate is a won game (the side to move has
//!   lost), one marked a draw a full board; a won game is worth what the file's mate convention
//!   says, a full board 0; and a search stops before its depth only where the game ends. A
//!   leaf marked won that the *other* side would have won with the same move says so, and
//!   gives the grade its hint: the search gives moves to the wrong side.
//! - **A move left out that gives its parent's value**: where a node's value comes from none
//!   of the moves the tree lists, it may come from one the tree leaves out: one that ends the
//!   game worth that value (a line made, the board filled: the rules say what it is worth, no
//!   evaluation is needed), or, where the value is better for the side to move than every
//!   listed move gives, the one move left out. That move is missing, named once, under its
//!   parent: the value above it is right, so its backing up is not charged, a parent left
//!   with no moves is no leaf, and the moves pruned after the missing one may be pruned
//!   ([`LeftOut`], which the comparison asks). So a right search with one leaf left out of
//!   its file is graded as one missing move.

use std::collections::{HashMap, HashSet};

use crate::course::grade::place::{Place, chooser, place, searched_values};
use crate::course::grade::rules::{Game, GradedRules, packed};
use crate::course::grade::windows::{Window, accepts};
use crate::course::grade::words::Units;
use crate::course::grade::{Difference, Kind};
use crate::engine::said::{Said, Told};
use crate::engine::tree::{Backup, GameId, Node, NodeId, PackedMove, SearchTree, Status};
use crate::engine::tree_file::{FileNode, TreeFile};

/// A node of the student's tree whose moves are meant: its level and index, `None` for the
/// root.
pub(crate) type Parent = Option<(usize, usize)>;

/// The moves a student's tree leaves out whose values are known: each that ends the game
/// (worth what the rules say, with no evaluation), and the one move left out that must give
/// its parent's value.
#[derive(Debug, Default)]
pub(crate) struct LeftOut {
    /// Every such move, by the node it is left out at: its name and value.
    pub(crate) known: HashMap<Parent, Vec<(String, i32)>>,
    /// The nodes whose value comes from such a move (named missing): their backing up is
    /// not charged.
    pub(crate) explained: HashSet<(usize, usize)>,
    /// The moves named missing by the file's own checks, by their parent and name.
    pub(crate) missing: HashSet<(Parent, String)>,
}

/// What the game's own checks find: the differences, the moves left out whose values are
/// known, and a hint.
pub(crate) struct GameChecks {
    /// The differences, by node.
    pub(crate) differences: Vec<Difference>,
    /// The moves left out whose values are known.
    pub(crate) left_out: LeftOut,
    /// A hint that the student's search gives moves to the wrong side, where a leaf shows it.
    pub(crate) side_hint: Option<crate::engine::said::Told>,
}

/// A move the student's tree leaves out at a node.
struct Unlisted {
    /// The move, as the game names it.
    name: String,
    /// What the game's end after it is worth, by the rules and the file's mate convention;
    /// `None` where the game goes on.
    value: Option<i32>,
    /// How the game ends after it: "MAX (x) wins with it", "it fills the board: a draw".
    how: Told,
}

/// Checks a tree of tic-tac-toe or Connect Four with the game's rules: every leaf's status and
/// value where the game ends, no stop before the depth where it goes on, and the moves left
/// out that give a node its value. `windows` are α and β at every row, as the student's own
/// values make them.
pub(crate) fn game_checks<R: GradedRules>(
    file: &TreeFile,
    tree: &SearchTree,
    game: &Game<R>,
    units: Units,
    windows: &[Vec<Window>],
) -> GameChecks {
    let mut found = GameChecks {
        differences: Vec::new(),
        left_out: LeftOut::default(),
        side_hint: None,
    };
    let mut rules = game.rules.clone();
    let root_moves = rules.moves(&game.root);
    let at_root = unlisted(file, tree, &mut rules, None, &game.root, &root_moves);
    keep_known(&mut found.left_out, None, &at_root);
    let mut above: Vec<R::Position> = vec![game.root.clone()];
    for (level, rows) in file.levels.iter().enumerate() {
        let mut here = Vec::with_capacity(rows.len());
        for (index, row) in rows.iter().enumerate() {
            let id = NodeId::new(level, index as u32);
            let Some(before) = above.get(row.parent) else {
                return found;
            };
            let Some(m) = tree
                .get(id)
                .and_then(|node| game.move_in(before, node.packed_move()))
            else {
                return found;
            };
            let after = rules.play(before, m, false);
            let moves = rules.moves(&after);
            let plies = level + 1;
            let end = rules
                .end(&after, m, Some(&moves), plies)
                .map(|(status, _)| status);
            rules.leave();
            let walked = Walked {
                file,
                tree,
                level,
                index,
                row,
                units,
                window: windows
                    .get(level)
                    .and_then(|level| level.get(index))
                    .copied()
                    .unwrap_or(super::windows::FULL),
            };
            // The moves below a searched node the game goes on from, short of the depth (one
            // marked as the game's end is a status that is not true, named below).
            let expects_moves =
                end.is_none() && plies < file.depth && !row.chance && row.status == Status::Searched;
            let mut explained = false;
            if expects_moves {
                let parent = Some((level, index));
                let mut left = unlisted(file, tree, &mut rules, parent, &after, &moves);
                // Only a value its listed moves do not give may come from a move left out.
                if let Some(giving) = walked.giving_the_value(&mut left) {
                    explained = true;
                    found.left_out.explained.insert((level, index));
                    for unlisted in giving {
                        found.differences.push(walked.missing(unlisted));
                        found.left_out.missing.insert((parent, unlisted.name.clone()));
                    }
                }
                keep_known(&mut found.left_out, parent, &left);
            }
            let is_leaf = file.children(level + 1, index).is_empty();
            if is_leaf && row.status != Status::Pruned && !explained {
                let loser = rules.turn(&after);
                let side = |side: Backup| tree.game().side_name(side.color());
                let ended = Ended {
                    name: tree.san_of(id),
                    end,
                    mover: side(loser.other()),
                    waiting: side(loser),
                    won: file.mate.value_of(loser.color(), plies),
                    other_would_win: rules.other_side_wins(before, m),
                };
                if let Some(reason) = leaf_ending(file, row, &ended, units, plies) {
                    let place = place(tree, level, index);
                    if ended.other_would_win && row.status == Status::Checkmate && end.is_none() {
                        found
                            .side_hint
                            .get_or_insert_with(|| side_hint(tree, &place, &ended));
                    }
                    found.differences.push(Difference {
                        kind: Kind::Ending,
                        place,
                        reason,
                    });
                }
            }
            here.push(after);
        }
        above = here;
    }
    found
}

/// Keeps the moves left out at `parent` whose values are known.
fn keep_known(left_out: &mut LeftOut, parent: Parent, unlisted: &[Unlisted]) {
    let known: Vec<(String, i32)> = unlisted
        .iter()
        .filter_map(|unlisted| Some((unlisted.name.clone(), unlisted.value?)))
        .collect();
    if !known.is_empty() {
        left_out.known.insert(parent, known);
    }
}

/// A row of the student's tree, reached by the walk.
struct Walked<'a> {
    file: &'a TreeFile,
    tree: &'a SearchTree,
    level: usize,
    index: usize,
    row: &'a FileNode,
    units: Units,
    /// α and β at the row, as the student's own values make them.
    window: Window,
}

impl Walked<'_> {
    /// Returns the best of `values` for the side that chooses among the row's moves.
    fn best_of(&self, values: impl Iterator<Item = i32>) -> Option<i32> {
        let backup = chooser(self.file, self.level + 1);
        values.reduce(|best, value| if backup.prefers(value, best) { value } else { best })
    }

    /// Returns the moves among `unlisted` (the row's moves its tree leaves out) that give the
    /// row its value where its listed moves do not: those that end the game worth it, or else
    /// the one move left out, where the value is better for the side to move than any listed
    /// move gives (that move's value is then the row's, and `unlisted` keeps it). `None` where
    /// the listed moves give the value, or no move left out can.
    fn giving_the_value<'u>(&self, unlisted: &'u mut [Unlisted]) -> Option<Vec<&'u Unlisted>> {
        let yours = self.row.value?;
        let searched = searched_values(self.file, self.level, self.index);
        let listed_best = self.best_of(searched.iter().copied());
        if listed_best.is_some_and(|best| accepts(yours, best, self.window)) || unlisted.is_empty() {
            return None;
        }
        let best = self.best_of(
            searched
                .iter()
                .copied()
                .chain(unlisted.iter().filter_map(|unlisted| unlisted.value)),
        );
        if let Some(best) = best
            && accepts(yours, best, self.window)
            && unlisted.iter().any(|unlisted| unlisted.value == Some(best))
        {
            return Some(
                unlisted
                    .iter()
                    .filter(|unlisted| unlisted.value == Some(best))
                    .collect(),
            );
        }
        // A value no listed move gives, better for the side to move than all of them: it
        // comes from a move left out, and where only one is, from that one.
        let backup = chooser(self.file, self.level + 1);
        let better = listed_best.is_none_or(|best| backup.prefers(yours, best));
        let [only] = unlisted else { return None };
        if !better || only.value.is_some() {
            return None;
        }
        only.value = Some(yours);
        only.how = match listed_best {
            None => Told::new(
                "no move your tree lists gives it",
                Said::new("grade-how-none-listed"),
            ),
            Some(best) => Told::new(
                format!(
                    "the best of the moves your tree lists for {} is {}",
                    self.tree.game().side_name(backup.color()),
                    self.units.value(best)
                ),
                Said::new("grade-how-best-listed")
                    .text("side", self.tree.game().side_name(backup.color()))
                    .text("best", self.units.value(best)),
            ),
        };
        Some(vec![only])
    }

    /// Names a move left out here as missing, with why: the row's value comes from it.
    fn missing(&self, unlisted: &Unlisted) -> Difference {
        let parent = place(self.tree, self.level, self.index);
        let name = self.tree.san_of(NodeId::new(self.level, self.index as u32));
        let value = self.units.value(self.row.value.unwrap_or_default());
        let reason = Told::new(
            format!(
                "{} is missing: {name}'s value, {value}, comes from it ({}), but your tree does not list it",
                unlisted.name, unlisted.how
            ),
            Said::new("grade-missing-value-from")
                .text("missing", unlisted.name.as_str())
                .text("name", name.as_str())
                .text("value", value)
                .said("how", unlisted.how.said.clone()),
        );
        Difference {
            kind: Kind::Missing,
            place: Place {
                level: Some(self.level + 1),
                n: None,
                name: format!("{} {}", parent.name, unlisted.name),
                parent: Some(self.index + 1),
            },
            reason,
        }
    }
}

/// Returns the moves of `position` (the position of `parent`, whose legal moves are `moves`)
/// that the student's tree does not list, with what the game's end after each is worth.
fn unlisted<R: GradedRules>(
    file: &TreeFile,
    tree: &SearchTree,
    rules: &mut R,
    parent: Parent,
    position: &R::Position,
    moves: &R::Moves,
) -> Vec<Unlisted> {
    let (level, index) = parent.map_or((0, 0), |(level, index)| (level + 1, index));
    let listed: Vec<PackedMove> = file
        .children(level, index)
        .filter_map(|child| tree.get(NodeId::new(level, child as u32)))
        .map(Node::packed_move)
        .collect();
    let plies = level + 1;
    let mut found = Vec::new();
    for &m in moves.iter() {
        let code = packed(rules, m);
        if listed.contains(&code) {
            continue;
        }
        let child = rules.play(position, m, false);
        let child_moves = rules.moves(&child);
        let end = rules.end(&child, m, Some(&child_moves), plies);
        let loser = rules.turn(&child);
        rules.leave();
        let name = tree.game().other_move_name(code).unwrap_or_default();
        let (value, how) = match end {
            Some((Status::Checkmate, _)) => (
                Some(file.mate.value_of(loser.color(), plies)),
                Told::new(
                    format!("{} wins with it", tree.game().side_name(loser.other().color())),
                    Said::new("grade-how-wins").text("side", tree.game().side_name(loser.other().color())),
                ),
            ),
            Some(_) => (
                Some(0),
                Told::new("it fills the board: a draw", Said::new("grade-how-fills")),
            ),
            None => (None, Told::new("", Said::new("said-nothing"))),
        };
        found.push(Unlisted { name, value, how });
    }
    found
}

/// How a game of tic-tac-toe or Connect Four stands at a leaf of a student's tree.
struct Ended {
    /// The leaf's move, as the game names it.
    name: String,
    /// How the game ends there by its rules: `Checkmate` (won), `Draw` (a full board), or
    /// `None` (it goes on).
    end: Option<Status>,
    /// The side that played the leaf's move, which has won if the game is won there.
    mover: &'static str,
    /// The other side, to move after it.
    waiting: &'static str,
    /// What a win there is worth by the file's mate convention.
    won: i32,
    /// True if the other side would have won with the same move.
    other_would_win: bool,
}

/// Returns the hint that a search gives moves to the wrong side, as the leaf `ended` at
/// `place` shows it: marked won, it would be, had the other side played its move.
fn side_hint(tree: &SearchTree, place: &Place, ended: &Ended) -> crate::engine::said::Told {
    let pieces = match tree.game().id() {
        GameId::ConnectFour => "discs",
        _ => "marks",
    };
    let Ended {
        name, mover, waiting, ..
    } = ended;
    let said = crate::engine::said::Said::new("grade-hint-wrong-side")
        .said("place", place.said())
        .text("mover", *mover)
        .text("name", name.as_str())
        .text("waiting", *waiting)
        .text("pieces", pieces);
    let english = format!(
        "Hint: your search gives moves to the wrong side: at {place}, {mover} plays {name}, but your tree scores \
         it as {waiting}'s win. x moves first, and then the sides take turns: x is to move when both have as \
         many {pieces} on the board, o when x has one more."
    );
    crate::engine::said::Told::new(english, said)
}

/// Checks one leaf of a tree of tic-tac-toe or Connect Four: why not, if it is wrong.
fn leaf_ending(file: &TreeFile, row: &FileNode, ended: &Ended, units: Units, plies: usize) -> Option<Told> {
    let Ended {
        name,
        end,
        mover,
        waiting,
        won,
        other_would_win,
    } = ended;
    let yours = row.value?;
    let truth = || match end {
        Some(Status::Checkmate) => Told::new(
            format!("{mover} has won"),
            Said::new("grade-truth-won").text("side", *mover),
        ),
        Some(_) => Told::new(
            "the board is full without a line: a draw",
            Said::new("grade-truth-full"),
        ),
        None => Told::new(
            "nobody has won and the board is not full: the game goes on",
            Said::new("grade-truth-goes-on"),
        ),
    };
    let marked = |id: &'static str| {
        let truth = truth();
        Told::new(
            match id {
                "grade-marked-won-but" => format!("{name} is marked checkmate (a won game), but {truth}"),
                _ => format!("{name} is marked a draw, but {truth}"),
            },
            Said::new(id)
                .text("name", name.as_str())
                .said("truth", truth.said),
        )
    };
    let drawn = *end == Some(Status::Draw);
    match (row.status, end) {
        // The search gave the move to the wrong side: say so, where it shows first.
        (Status::Checkmate, None) if *other_would_win => Some(Told::new(
            format!(
                "{name} is marked checkmate (a won game), but {mover} plays {name} here, not {waiting}, and \
                 nobody has won: the game goes on ({waiting} would have won with {name})"
            ),
            Said::new("grade-marked-won-wrong-side")
                .text("name", name.as_str())
                .text("mover", *mover)
                .text("waiting", *waiting),
        )),
        (Status::Checkmate, _) if *end != Some(Status::Checkmate) => Some(marked("grade-marked-won-but")),
        (Status::Stalemate | Status::Draw, _) if !drawn => Some(marked("grade-marked-draw-but")),
        (_, Some(Status::Checkmate)) if yours != *won => Some(Told::new(
            format!(
                "{name} wins for {mover}: with a win worth {} to MAX (its negative to MIN), its value is {}, not {}",
                file.mate.words(),
                units.value(*won),
                units.value(yours)
            ),
            Said::new("grade-win-worth")
                .text("name", name.as_str())
                .text("mover", *mover)
                .text("win", file.mate.words())
                .text("right", units.value(*won))
                .text("yours", units.value(yours)),
        )),
        _ if drawn && yours != 0 => Some(Told::new(
            format!(
                "{name} is a draw (the board is full): its value is 0, not {}",
                units.value(yours)
            ),
            Said::new("grade-full-draw-worth")
                .text("name", name.as_str())
                .text("yours", units.value(yours)),
        )),
        (Status::Searched, None) if plies < file.depth => Some(Told::new(
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
