//! Matching a student's tree with Klados's, node by node, and saying where they differ.
//!
//! Nodes are matched by their moves from the root (a chess move in UCI, an abstract node by its
//! label), so the rows' order in the file does not matter. Each matched pair is compared:
//! searched or pruned, leaf or not, and the value; a wrong value is blamed on the node itself
//! when its own children (as the student has them) do not give it, and otherwise on what is
//! wrong below it.

use std::fmt;

use shakmaty::Chess;

use crate::chess::pgn::numbered;
use crate::course::grade::words::{self, INFINITY};
use crate::course::grade::{Difference, GradeOptions, Kind, algorithm_words};
use crate::engine::tree::{Backup, Bound, NodeId, SearchTree, Status};
use crate::engine::tree_file::{FileNode, TreeFile};

/// Where a difference is: a node's level, its number in the student's level (`None` for a move
/// the student's tree does not have) and its name (an abstract node's label, or the line of
/// moves from the root in SAN).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
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

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.level, self.n) {
            (None, _) => write!(f, "the root"),
            (Some(level), Some(n)) => write!(f, "level {level}, node {n} ({})", self.name),
            (Some(level), None) => write!(f, "level {level}, not in your tree ({})", self.name),
        }
    }
}

/// Returns every difference between the student's tree and Klados's, unsorted.
pub(crate) fn differences(file: &TreeFile, reference: &SearchTree, options: GradeOptions) -> Vec<Difference> {
    let mut comparer = Comparer {
        file,
        klados: reference,
        options,
        windows: windows(reference),
        found: Vec::new(),
    };
    comparer.root();
    comparer.children(None, None, &[]);
    comparer.found
}

/// The comparison under way.
struct Comparer<'a> {
    file: &'a TreeFile,
    klados: &'a SearchTree,
    options: GradeOptions,
    /// α and β at every node of Klados's tree, when its parent came to it.
    windows: Vec<Vec<(i32, i32)>>,
    found: Vec<Difference>,
}

/// A node of the student's tree: its level and index.
#[derive(Clone, Copy)]
struct StudentNode {
    level: usize,
    index: usize,
}

impl Comparer<'_> {
    fn say(&mut self, kind: Kind, place: Place, reason: String) {
        self.found.push(Difference { kind, place, reason });
    }

    fn row(&self, node: StudentNode) -> Option<&FileNode> {
        self.file.levels.get(node.level)?.get(node.index)
    }

    /// Returns the name Klados's tree gives a node: UCI for chess, the label for an abstract tree.
    fn klados_name(&self, id: NodeId) -> String {
        match self.klados.is_abstract() {
            true => self.klados.san_of(id),
            false => self
                .klados
                .get(id)
                .map(|node| node.packed_move().uci())
                .unwrap_or_default(),
        }
    }

    /// Returns a node's place, named as a person reads it: the label, or the SAN line.
    fn place(
        &self,
        level: usize,
        student: Option<StudentNode>,
        line: &[NodeId],
        extra: Option<&str>,
    ) -> Place {
        let name = match self.klados.is_abstract() {
            true => extra.map_or_else(
                || line.last().map(|&id| self.klados.san_of(id)).unwrap_or_default(),
                str::to_string,
            ),
            false => {
                let mut words: Vec<String> = line.iter().map(|&id| self.klados.san_of(id)).collect();
                if let Some(extra) = extra {
                    words.push(extra.to_string());
                }
                numbered(self.klados.root(), words).join(" ")
            }
        };
        Place {
            level: Some(level),
            n: student.map(|node| node.index + 1),
            name,
            parent: student
                .filter(|node| node.level > 0)
                .and_then(|node| self.row(node))
                .map(|row| row.parent + 1),
        }
    }

    /// Compares the root's choice: the best move and the value.
    fn root(&mut self) {
        let backup = self.klados.root_backup();
        let first = self.file.levels.first().map(Vec::as_slice).unwrap_or_default();
        let by_value = first.iter().filter(|row| row.status != Status::Pruned).fold(
            None,
            |best: Option<&FileNode>, row| match best {
                Some(best)
                    if !backup.prefers(row.value.unwrap_or_default(), best.value.unwrap_or_default()) =>
                {
                    Some(best)
                }
                _ => Some(row),
            },
        );
        let student_best = self
            .file
            .best
            .clone()
            .or_else(|| by_value.map(|row| row.name.clone()));
        let student_value = self
            .file
            .root_value
            .or_else(|| by_value.and_then(|row| row.value));
        let right_best = self.klados.best();
        let right_name = self.klados_name(right_best);
        let right_value = self.klados.root_value();
        let root = Place {
            level: None,
            n: None,
            name: String::from("the root"),
            parent: None,
        };
        if let Some(student_best) = &student_best
            && *student_best != right_name
        {
            // A move as good as the best (a tie) is not a mistake of the search.
            let tie = self.klados.root_children().any(|id| {
                self.klados_name(id) == *student_best
                    && self
                        .klados
                        .get(id)
                        .is_some_and(|node| node.value() == Some(right_value) && node.bound() == Bound::Exact)
            });
            if !tie {
                let shown = |name: &str| match self
                    .klados
                    .root_children()
                    .find(|&id| self.klados_name(id) == name)
                {
                    Some(id) => self.klados.san_of(id),
                    None => name.to_string(),
                };
                let reason = format!(
                    "the best move is {} (value {}), not {}",
                    self.klados.san_of(right_best),
                    words::value(right_value),
                    shown(student_best)
                );
                self.say(Kind::BestMove, root.clone(), reason);
            }
        }
        if let Some(student_value) = student_value
            && student_value != right_value
        {
            let reason = format!(
                "the root's value is {}, not {}",
                words::value(right_value),
                words::value(student_value)
            );
            self.say(Kind::RootValue, root, reason);
        }
    }

    /// Compares the children of a matched pair of nodes (`None`: the root's).
    fn children(&mut self, student: Option<StudentNode>, klados: Option<NodeId>, line: &[NodeId]) {
        let level = student.map_or(0, |node| node.level + 1);
        let student_children: Vec<usize> = self
            .file
            .children(level, student.map_or(0, |node| node.index))
            .collect();
        let klados_children: Vec<NodeId> = match klados {
            Some(id) => self.klados.children_of(id).collect(),
            None => self.klados.root_children().collect(),
        };
        let mut matched: Vec<(usize, NodeId)> = Vec::new();
        for &index in &student_children {
            let Some(row) = self.file.levels[level].get(index) else {
                continue;
            };
            let here = StudentNode { level, index };
            match klados_children
                .iter()
                .find(|&&id| self.klados_name(id) == row.name)
            {
                Some(&id) => matched.push((index, id)),
                None => self.unknown_move(here, row.name.clone(), klados, line),
            }
        }
        for &id in &klados_children {
            if matched.iter().any(|&(_, known)| known == id) {
                continue;
            }
            // A pruned move may be left out of the student's tree: it was never searched.
            if self
                .klados
                .get(id)
                .is_some_and(|node| node.status() == Status::Pruned)
            {
                continue;
            }
            let mut path = line.to_vec();
            path.push(id);
            let (alpha, beta) = self.window(id);
            let reason = match self.klados.algorithm().prunes() {
                true => format!(
                    "{} is missing: {} must search it (α = {}, β = {} when it comes up)",
                    self.klados.san_of(id),
                    algorithm_words(self.klados.algorithm()),
                    words::value(alpha),
                    words::value(beta)
                ),
                false => format!(
                    "{} is missing: minimax searches every move",
                    self.klados.san_of(id)
                ),
            };
            let mut place = self.place(level, None, &path, None);
            place.parent = student.map(|node| node.index + 1);
            self.say(Kind::Missing, place, reason);
        }
        self.order(student, klados, level, line, &matched);
        for (index, id) in matched {
            let mut path = line.to_vec();
            path.push(id);
            self.node(StudentNode { level, index }, id, &path);
        }
    }

    /// A student's move Klados's tree does not have at that place: illegal, or extra.
    fn unknown_move(&mut self, here: StudentNode, name: String, parent: Option<NodeId>, line: &[NodeId]) {
        let place = self.place(here.level, Some(here), line, Some(&name));
        if self.klados.is_abstract() {
            let reason = format!("{name} is not a move of the problem here");
            self.say(Kind::Extra, place, reason);
            return;
        }
        let before: Chess = match parent {
            Some(id) => self.klados.position_of(id),
            None => self.klados.root().clone(),
        };
        match crate::engine::tree_file::legal_move(&before, &name) {
            Err(why) => self.say(Kind::Illegal, place, why),
            Ok(_) => {
                let reason = format!("{name} is legal, but Klados's tree has no such move here");
                self.say(Kind::Extra, place, reason);
            }
        }
    }

    /// Reports children in another order where the order matters: ordered alpha-beta's
    /// captures-first, and an abstract tree's problem under alpha-beta.
    fn order(
        &mut self,
        student: Option<StudentNode>,
        klados: Option<NodeId>,
        level: usize,
        line: &[NodeId],
        matched: &[(usize, NodeId)],
    ) {
        let matters = self.klados.algorithm().prunes()
            && (self.klados.is_abstract()
                || self.klados.algorithm() == crate::engine::settings::Algorithm::Ordered);
        if !matters || matched.windows(2).all(|pair| pair[0].1.index < pair[1].1.index) {
            return;
        }
        let mut right: Vec<NodeId> = matched.iter().map(|&(_, id)| id).collect();
        right.sort_by_key(|id| id.index);
        let names = |ids: &mut dyn Iterator<Item = NodeId>| {
            ids.map(|id| self.klados.san_of(id))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let yours = names(&mut matched.iter().map(|&(_, id)| id));
        let klados_order = names(&mut right.iter().copied());
        let why = match self.klados.is_abstract() {
            true => "the problem's order",
            false => "captures first, the most valuable victim first",
        };
        let parent_name = match klados {
            Some(id) => self.klados.san_of(id),
            None => String::from("the root"),
        };
        let reason = format!(
            "{parent_name}'s moves come in another order: yours {yours}; {} tries {klados_order} ({why})",
            algorithm_words(self.klados.algorithm())
        );
        let place = match (student, klados) {
            (Some(node), Some(_)) => self.place(node.level, Some(node), line, None),
            _ => Place {
                level: None,
                n: None,
                name: String::from("the root"),
                parent: None,
            },
        };
        let _ = level;
        self.say(Kind::Order, place, reason);
    }

    /// Returns α and β at a node of Klados's tree.
    fn window(&self, id: NodeId) -> (i32, i32) {
        self.windows
            .get(id.level)
            .and_then(|level| level.get(id.index as usize))
            .copied()
            .unwrap_or((-INFINITY, INFINITY))
    }

    /// Compares a matched pair of nodes, then their children.
    fn node(&mut self, student: StudentNode, klados: NodeId, path: &[NodeId]) {
        let Some(row) = self.row(student).cloned() else {
            return;
        };
        let Some(node) = self.klados.get(klados).copied() else {
            return;
        };
        let place = self.place(student.level, Some(student), path, None);
        let name = self.klados.san_of(klados);
        let algorithm = algorithm_words(self.klados.algorithm());
        let (alpha, beta) = self.window(klados);
        match (row.status == Status::Pruned, node.status() == Status::Pruned) {
            (true, true) => return,
            (false, true) => {
                let reason = format!(
                    "{name} is searched, but {algorithm} prunes it: when it comes up α = {} ≥ β = {}, so nothing it \
                     finds can change the choice above it",
                    words::value(alpha),
                    words::value(beta)
                );
                return self.say(Kind::SearchedTooMuch, place, reason);
            }
            (true, false) => {
                let reason = format!(
                    "{name} is pruned, but {algorithm} must search it: when it comes up α = {} < β = {}",
                    words::value(alpha),
                    words::value(beta)
                );
                return self.say(Kind::PrunedTooMuch, place, reason);
            }
            (false, false) => {}
        }
        let student_has_children = !self.file.children(student.level + 1, student.index).is_empty();
        let right = node.value().unwrap_or_default();
        let yours = row.value.unwrap_or_default();
        if node.child_count() == 0 || node.status() == Status::Transposition {
            if student_has_children && node.status() != Status::Transposition {
                let why = match node.status() {
                    Status::Checkmate => String::from("checkmate"),
                    Status::Stalemate => String::from("stalemate"),
                    Status::Draw => String::from("a draw by rule"),
                    _ => format!("the depth, {} plies", self.klados.depth()),
                };
                let reason = format!("{name}: Klados's tree ends here ({why}), but yours searches on");
                return self.say(Kind::Ending, place, reason);
            }
            if yours != right {
                let reason = match node.status() {
                    Status::Checkmate | Status::Stalemate | Status::Draw => {
                        format!(
                            "{name} is {}: its value is {}, not {}",
                            node.status().name(),
                            words::value(right),
                            words::value(yours)
                        )
                    }
                    _ if self.klados.is_abstract() => {
                        format!(
                            "{name} is a leaf worth {} in the problem, not {}",
                            words::value(right),
                            words::value(yours)
                        )
                    }
                    _ if self.options.klados_evaluation => format!(
                        "{name}: Klados's evaluation of this position is {}, not {}",
                        words::value(right),
                        words::value(yours)
                    ),
                    _ => format!(
                        "{name}: its value is {}, not {}",
                        words::value(right),
                        words::value(yours)
                    ),
                };
                let kind = match node.status() {
                    Status::Checkmate | Status::Stalemate | Status::Draw => Kind::Ending,
                    _ => Kind::Leaf,
                };
                self.say(kind, place, reason);
            }
            return;
        }
        if !student_has_children {
            let reason = format!("{name}: your search stops here, but Klados searches on below it");
            return self.say(Kind::Ending, place, reason);
        }
        self.children(Some(student), Some(klados), path);
        let close_enough = yours == right
            || (node.bound() == Bound::Lower && yours >= beta && right >= beta)
            || (node.bound() == Bound::Upper && yours <= alpha && right <= alpha);
        if close_enough {
            return;
        }
        // Whose mistake: this node's own backup, or something below it?
        let backup = self.backup_below(klados);
        let children = self.file.children(student.level + 1, student.index);
        let rows = &self.file.levels[student.level + 1];
        let searched: Vec<i32> = rows[children.clone()]
            .iter()
            .filter(|child| child.status != Status::Pruned)
            .filter_map(|child| child.value)
            .collect();
        let pruned: Vec<String> = rows[children]
            .iter()
            .filter(|child| child.status == Status::Pruned)
            .map(|child| child.name.clone())
            .collect();
        let own = searched
            .iter()
            .copied()
            .reduce(|best, value| if backup.prefers(value, best) { value } else { best });
        match own {
            Some(own) if own != yours && !node.is_chance() => {
                let pruned = self.pruned_names(klados, &pruned);
                let reason = words::backup_reason(&name, backup, &searched, &pruned, own, yours);
                self.say(Kind::Backup, place, reason);
            }
            _ => {
                let reason = format!(
                    "{name}: {}, not {}: this follows from the wrong values below it",
                    words::value(right),
                    words::value(yours)
                );
                self.say(Kind::Follows, place, reason);
            }
        }
    }

    /// Returns how a node's children's values go up into it.
    fn backup_below(&self, id: NodeId) -> Backup {
        self.klados
            .levels()
            .get(id.level + 1)
            .map_or(Backup::Max, |level| level.backup())
    }

    /// Names the pruned children as a person reads them (SAN for chess, labels otherwise).
    fn pruned_names(&self, parent: NodeId, names: &[String]) -> Vec<String> {
        names
            .iter()
            .map(|name| {
                self.klados
                    .children_of(parent)
                    .find(|&id| self.klados_name(id) == *name)
                    .map_or_else(|| name.clone(), |id| self.klados.san_of(id))
            })
            .collect()
    }
}

/// Returns α and β at every node of a tree, when its parent came to it: the window alpha-beta
/// searched it with, worked out from the values backed up (minimax's is always −∞…+∞). Below a
/// chance node the window starts again from −∞…+∞, as the search does.
fn windows(tree: &SearchTree) -> Vec<Vec<(i32, i32)>> {
    let mut windows: Vec<Vec<(i32, i32)>> = tree
        .levels()
        .iter()
        .map(|level| vec![(-INFINITY, INFINITY); level.nodes.len()])
        .collect();
    if !tree.algorithm().prunes() {
        return windows;
    }
    // Level by level: a node's window is known before its children's.
    let root_children: Vec<NodeId> = tree.root_children().collect();
    narrow(
        tree,
        &mut windows,
        &root_children,
        (-INFINITY, INFINITY),
        tree.root_backup(),
    );
    for level in 0..tree.levels().len() {
        for index in 0..tree.levels()[level].nodes.len() {
            let id = NodeId::new(level, index as u32);
            let Some(node) = tree.get(id) else { continue };
            if node.child_count() == 0 || node.status() == Status::Transposition {
                continue;
            }
            // Below a chance node every outcome is searched from the full window.
            if node.is_chance() {
                continue;
            }
            let window = windows[level][index];
            let children: Vec<NodeId> = tree.children_of(id).collect();
            let backup = tree
                .levels()
                .get(level + 1)
                .map_or(Backup::Max, |below| below.backup());
            narrow(tree, &mut windows, &children, window, backup);
        }
    }
    windows
}

/// Gives each of a node's children the window it was searched with: the parent's, narrowed by
/// the best value found among the children before it.
fn narrow(
    tree: &SearchTree,
    windows: &mut [Vec<(i32, i32)>],
    children: &[NodeId],
    window: (i32, i32),
    backup: Backup,
) {
    let (mut alpha, mut beta) = window;
    for &child in children {
        if let Some(slot) = windows
            .get_mut(child.level)
            .and_then(|level| level.get_mut(child.index as usize))
        {
            *slot = (alpha, beta);
        }
        let Some(value) = tree.get(child).and_then(|node| node.value()) else {
            continue;
        };
        match backup {
            Backup::Max => alpha = alpha.max(value),
            Backup::Min => beta = beta.min(value),
        }
    }
}
