//! Matching a student's tree with Klados's, node by node, and saying where they differ.
//!
//! Nodes are matched by their moves from the root (a chess move in UCI, an abstract node by its
//! label, a move of tic-tac-toe or Connect Four by its cell or column), so the rows' order in
//! the file does not matter. Each matched pair is compared: searched or pruned, leaf or not,
//! and the value. A value that differs from Klados's is
//! accepted where it is a true alpha-beta bound ([`accepts`]); otherwise, if the student's own
//! children do not give it, the file's own checks have named it already ([`super::checks`]),
//! and if they do, the mistake is below it: it is listed as following from there, at no cost.
//! Each node is charged once: a node the file's own checks name gets no second difference here.

use std::collections::HashSet;

use shakmaty::{Chess, Position};

use crate::chess::pgn::numbered;
use crate::course::grade::game_checks::{LeftOut, Parent};
use crate::course::grade::place::Place;
use crate::course::grade::reference::Known;
use crate::course::grade::windows::{
    Sure, Window, file_windows, is_closed, reference_windows, same_side, sure,
};
use crate::course::grade::words::{self, INFINITY, Units};
use crate::course::grade::{Difference, GradeOptions, Kind, algorithm_said, algorithm_words};
use crate::engine::said::{Said, Told};
use crate::engine::tree::{Backup, NodeId, SearchTree, Status, TreeGame};
use crate::engine::tree_file::{FileNode, TreeFile};

/// What the comparison needs besides the two trees.
pub(crate) struct Setting<'a> {
    /// The grade's options.
    pub(crate) options: GradeOptions,
    /// The student's rows (level, index) the file's own checks named: charged once already.
    pub(crate) named: &'a HashSet<(usize, usize)>,
    /// What is known of each root move's value.
    pub(crate) root: &'a [(String, Known)],
    /// How values are written.
    pub(crate) units: Units,
    /// The moves the student's tree leaves out that end the game and give their parents'
    /// values, by parent ([`super::game_checks`]).
    pub(crate) left_out: &'a LeftOut,
}

/// Returns every difference between the student's tree and Klados's, unsorted.
pub(crate) fn differences(file: &TreeFile, reference: &SearchTree, setting: &Setting<'_>) -> Vec<Difference> {
    let mut comparer = Comparer {
        file,
        klados: reference,
        setting,
        windows: reference_windows(reference),
        own_windows: file_windows(file),
        sure: sure(reference),
        found: Vec::new(),
        missing_said: HashSet::new(),
    };
    comparer.root();
    comparer.children(None, None, &[]);
    comparer.found
}

/// The comparison under way.
struct Comparer<'a> {
    file: &'a TreeFile,
    klados: &'a SearchTree,
    setting: &'a Setting<'a>,
    /// α and β at every node of Klados's tree, when its parent came to it.
    windows: Vec<Vec<Window>>,
    /// α and β at every row of the student's tree, as its own values make them.
    own_windows: Vec<Vec<Window>>,
    /// What is sure in Klados's tree (no stand-in decides it).
    sure: Sure,
    found: Vec<Difference>,
    /// The moves named missing so far, by the student's node they are missing at (`None`:
    /// the root) and their names.
    missing_said: HashSet<(Parent, String)>,
}

/// A node of the student's tree: its level and index.
#[derive(Clone, Copy)]
struct StudentNode {
    level: usize,
    index: usize,
}

impl Comparer<'_> {
    fn say(&mut self, kind: Kind, place: Place, reason: Told) {
        self.found.push(Difference { kind, place, reason });
    }

    fn row(&self, node: StudentNode) -> Option<&FileNode> {
        self.file.levels.get(node.level)?.get(node.index)
    }

    fn value(&self, value: i32) -> String {
        self.setting.units.value(value)
    }

    /// Returns the name Klados's tree gives a node, as the student's file names it.
    fn klados_name(&self, id: NodeId) -> String {
        move_name(self.klados, id)
    }

    /// Returns a node's place, named as a person reads it: the label, the SAN line, or a
    /// game's line of moves (`5 1 9`).
    fn place(
        &self,
        level: usize,
        student: Option<StudentNode>,
        line: &[NodeId],
        extra: Option<&str>,
    ) -> Place {
        let mut words: Vec<String> = line.iter().map(|&id| self.klados.san_of(id)).collect();
        if let Some(extra) = extra {
            words.push(extra.to_string());
        }
        let name = match self.klados.game() {
            TreeGame::Drawn(_) => extra.map_or_else(
                || line.last().map(|&id| self.klados.san_of(id)).unwrap_or_default(),
                str::to_string,
            ),
            TreeGame::Chess(root) => numbered(root, words).join(" "),
            TreeGame::Other(_) => words.join(" "),
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

    /// Compares the root's choice: the best move and the value, with what is known of each
    /// root move's value (exact, or within bounds where the student's tree leaves moves out).
    fn root(&mut self) {
        let backup = self.klados.root_backup();
        let (student_best, student_value) = student_choice(self.file, backup);
        let known = self.setting.root;
        let better = |a: i32, b: i32| backup.prefers(a, b);
        let pick =
            |values: &mut dyn Iterator<Item = i32>| values.reduce(|a, b| if better(b, a) { b } else { a });
        let low = pick(&mut known.iter().map(|(_, known)| known.low));
        let high = pick(&mut known.iter().map(|(_, known)| known.high));
        if let (Some(yours), Some(low), Some(high)) = (student_value, low, high)
            && !(low..=high).contains(&yours)
        {
            let right = match (low == high, low > -INFINITY, high < INFINITY) {
                (true, _, _) => words::bound("exact", self.value(low)),
                (false, true, true) => Told::new(
                    format!("between {} and {}", self.value(low), self.value(high)),
                    Said::new("grade-between")
                        .text("low", self.value(low))
                        .text("high", self.value(high)),
                ),
                (false, true, false) => words::bound("least", self.value(low)),
                (false, _, _) => words::bound("most", self.value(high)),
            };
            let reason = Told::new(
                format!("the root's value is {right}, not {}", self.value(yours)),
                Said::new("grade-root-value")
                    .said("right", right.said)
                    .text("yours", self.value(yours)),
            );
            self.say(Kind::RootValue, Place::root(), reason);
        }
        let Some(chosen) = student_best else { return };
        let san = |name: &str| {
            self.klados
                .root_children()
                .find(|&id| self.klados_name(id) == name)
                .map_or_else(|| name.to_string(), |id| self.klados.san_of(id))
        };
        let Some(&(_, mine)) = known.iter().find(|(name, _)| *name == chosen) else {
            let reason = Told::new(
                format!("{} is not one of the root's moves", san(&chosen)),
                Said::new("grade-not-a-root-move").text("name", san(&chosen)),
            );
            return self.say(Kind::BestMove, Place::root(), reason);
        };
        // The surest better move: the one whose worst case is best.
        let (sure, worst_of_mine): (fn(&Known) -> i32, i32) = match backup {
            Backup::Max => (|known| known.low, mine.high),
            Backup::Min => (|known| known.high, mine.low),
        };
        let Some((name, theirs)) = known
            .iter()
            .filter(|(_, known)| better(sure(known), worst_of_mine))
            .fold(None, |best: Option<&(String, Known)>, candidate| match best {
                Some(best) if !better(sure(&candidate.1), sure(&best.1)) => Some(best),
                _ => Some(candidate),
            })
            .cloned()
        else {
            return;
        };
        let exact = |known: Known| known.low == known.high;
        let reason = match (exact(theirs), exact(mine)) {
            (true, true) => Told::new(
                format!(
                    "the best move is {} (value {}), not {}, worth {}",
                    san(&name),
                    self.value(theirs.low),
                    san(&chosen),
                    self.value(mine.low)
                ),
                Said::new("grade-best-move")
                    .text("best", san(&name))
                    .text("value", self.value(theirs.low))
                    .text("chosen", san(&chosen))
                    .text("worth", self.value(mine.low)),
            ),
            _ => {
                let (at_least, at_most) = match backup {
                    Backup::Max => ("at least", "at most"),
                    Backup::Min => ("at most", "at least"),
                };
                Told::new(
                    format!(
                        "{} is not the best move: {} is surely better ({at_least} {} against {at_most} {})",
                        san(&chosen),
                        san(&name),
                        self.value(sure(&theirs)),
                        self.value(worst_of_mine)
                    ),
                    Said::new("grade-surely-better")
                        .text("chosen", san(&chosen))
                        .text("better", san(&name))
                        .text("side", backup.name_upper())
                        .text("theirs", self.value(sure(&theirs)))
                        .text("mine", self.value(worst_of_mine)),
                )
            }
        };
        self.say(Kind::BestMove, Place::root(), reason);
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
        // The window after the student's last move here, as its own values make it: where it is
        // closed, the moves left out are alpha-beta's to prune.
        let parent_window = match student {
            Some(node) => self.own_window(node),
            None => super::windows::FULL,
        };
        let after_listed = self.after(student, level, parent_window);
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
            if is_closed(after_listed) {
                continue;
            }
            let mut path = line.to_vec();
            path.push(id);
            let (alpha, beta) = after_listed;
            let reason = match self.klados.algorithm().prunes() {
                true => Told::new(
                    format!(
                        "{} is missing: {} must search it (your values leave α = {} < β = {} when it comes up)",
                        self.klados.san_of(id),
                        algorithm_words(self.klados.algorithm()),
                        self.value(alpha),
                        self.value(beta)
                    ),
                    Said::new("grade-missing-must-search")
                        .text("name", self.klados.san_of(id))
                        .said("algorithm", algorithm_said(self.klados.algorithm()))
                        .text("alpha", self.value(alpha))
                        .text("beta", self.value(beta)),
                ),
                false => Told::new(
                    format!(
                        "{} is missing: minimax searches every move",
                        self.klados.san_of(id)
                    ),
                    Said::new("grade-missing-minimax").text("name", self.klados.san_of(id)),
                ),
            };
            let mut place = self.place(level, None, &path, None);
            place.parent = student.map(|node| node.index + 1);
            self.missing_said.insert((
                student.map(|node| (node.level, node.index)),
                self.klados.san_of(id),
            ));
            self.say(Kind::Missing, place, reason);
        }
        for (index, id) in matched {
            let mut path = line.to_vec();
            path.push(id);
            self.node(StudentNode { level, index }, id, &path);
        }
    }

    /// A student's move Klados's tree does not have at that place.
    fn unknown_move(&mut self, here: StudentNode, name: String, parent: Option<NodeId>, line: &[NodeId]) {
        let place = self.place(here.level, Some(here), line, Some(&name));
        let before: Option<Chess> = match parent {
            Some(id) => self.klados.position_of(id),
            None => self.klados.chess_root().cloned(),
        };
        let reason = match (before, self.klados.game()) {
            (_, TreeGame::Drawn(_)) => Told::new(
                format!("{name} is not a move of the problem here"),
                Said::new("grade-not-a-problem-move").text("name", name.as_str()),
            ),
            (Some(before), _) => match crate::engine::tree_file::legal_move(&before, &name) {
                Err(why) => why,
                Ok(_) => not_tried(&name),
            },
            // The game read the move when the file was opened: it is legal there.
            (None, _) => not_tried(&name),
        };
        self.say(Kind::Extra, place, reason);
    }

    /// Returns α and β at a node of Klados's tree.
    fn window(&self, id: NodeId) -> Window {
        self.windows
            .get(id.level)
            .and_then(|level| level.get(id.index as usize))
            .copied()
            .unwrap_or(super::windows::FULL)
    }

    /// Returns α and β at a row of the student's tree, as its own values make them.
    fn own_window(&self, node: StudentNode) -> Window {
        self.own_windows
            .get(node.level)
            .and_then(|level| level.get(node.index))
            .copied()
            .unwrap_or(super::windows::FULL)
    }

    /// Returns the window after all the student's moves from a node (`None`: the root), whose
    /// window was `window` and whose moves are in `level`: narrowed by every searched move's
    /// value, as the student's values make it (minimax's stays −∞…+∞).
    fn after(&self, student: Option<StudentNode>, level: usize, mut window: Window) -> Window {
        if !self.file.algorithm.prunes() {
            return window;
        }
        let chooser = match level % 2 {
            0 => Backup::of_mover(self.file.root_turn()),
            _ => Backup::of_mover(!self.file.root_turn()),
        };
        let parent = student.map_or(0, |node| node.index);
        for index in self.file.children(level, parent) {
            let row = &self.file.levels[level][index];
            if row.status != Status::Pruned
                && let Some(value) = row.value
            {
                match chooser {
                    Backup::Max => window.0 = window.0.max(value),
                    Backup::Min => window.1 = window.1.min(value),
                }
            }
        }
        window
    }

    /// Says why a move the student's tree prunes, where its own values leave its window open,
    /// may be pruned all the same: moves the tree leaves out, named missing, that end the game
    /// (worth what the rules say) close the window if they were searched before it, at its
    /// parent or above; `None` if they do not.
    fn pruned_after_missing(&self, student: StudentNode, name: &str) -> Option<Told> {
        // The rows from level 0 down to the pruned one.
        let mut path = vec![student.index];
        for level in (1..=student.level).rev() {
            let below = *path.last()?;
            path.push(self.file.levels.get(level)?.get(below)?.parent);
        }
        path.reverse();
        let mut window = super::windows::FULL;
        let mut used: Vec<(String, i32)> = Vec::new();
        for (level, &index) in path.iter().enumerate() {
            let parent = level.checked_sub(1).map(|above| (above, path[above]));
            let chooser = match level % 2 {
                0 => Backup::of_mover(self.file.root_turn()),
                _ => Backup::of_mover(!self.file.root_turn()),
            };
            if let Some((above, at)) = parent
                && self
                    .row(StudentNode {
                        level: above,
                        index: at,
                    })
                    .is_some_and(|row| row.chance)
            {
                window = super::windows::FULL;
            }
            let narrow = |window: &mut Window, value: i32| match chooser {
                Backup::Max => window.0 = window.0.max(value),
                Backup::Min => window.1 = window.1.min(value),
            };
            // The moves left out here that are missing, as if searched first.
            for (missing, value) in self.setting.left_out.known.get(&parent).into_iter().flatten() {
                let key = (parent, missing.clone());
                if self.setting.left_out.missing.contains(&key) || self.missing_said.contains(&key) {
                    narrow(&mut window, *value);
                    used.push((missing.clone(), *value));
                }
            }
            let parent_index = parent.map_or(0, |(_, at)| at);
            for sibling in self.file.children(level, parent_index) {
                if sibling == index {
                    break;
                }
                let row = &self.file.levels[level][sibling];
                if row.status != Status::Pruned
                    && let Some(value) = row.value
                {
                    narrow(&mut window, value);
                }
            }
        }
        if used.is_empty() || !is_closed(window) {
            return None;
        }
        let names: Vec<&str> = used.iter().map(|(missing, _)| missing.as_str()).collect();
        let values: Vec<String> = used.iter().map(|&(_, value)| self.value(value)).collect();
        let (are, worth) = match used.len() {
            1 => ("is", format!("{} is worth {}", names.join(""), values.join(""))),
            _ => ("are", format!("they are worth {}", values.join(", "))),
        };
        Some(Told::new(
            format!(
                "{name} is pruned, as it is if {}, which your tree leaves out, {are} searched before it ({worth}, so \
                 α = {} ≥ β = {}): this follows from the missing move",
                names.join(", "),
                self.value(window.0),
                self.value(window.1)
            ),
            Said::new("grade-pruned-after-missing")
                .text("name", name)
                .text("missing", names.join(", "))
                .count("count", names.len())
                .text("values", values.join(", "))
                .text("alpha", self.value(window.0))
                .text("beta", self.value(window.1)),
        ))
    }

    /// Returns true if the value of a node of Klados's tree is sure: no stand-in decides it.
    fn is_sure(&self, id: NodeId) -> bool {
        at(&self.sure.values, id)
    }

    /// Returns true if the window a node of Klados's tree came up with is sure.
    fn is_window_sure(&self, id: NodeId) -> bool {
        at(&self.sure.windows, id)
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
        // Pruning is judged by the student's own values: where they close the window, the move
        // is alpha-beta's to prune. Where the student's values differ from the right ones, so
        // may the pruning: that follows from them, and is not charged again.
        let own = self.own_window(student);
        let (own_alpha, own_beta) = (self.value(own.0), self.value(own.1));
        let window_said = |id: &'static str| {
            Said::new(id)
                .text("name", name.as_str())
                .said("algorithm", algorithm_said(self.klados.algorithm()))
                .text("alpha", own_alpha.as_str())
                .text("beta", own_beta.as_str())
        };
        match (row.status == Status::Pruned, node.status() == Status::Pruned) {
            (true, true) => return,
            (false, true) if is_closed(own) => {
                let reason = Told::new(
                    format!(
                        "{name} is searched, but {algorithm} prunes it: when it comes up α = {own_alpha} ≥ β = \
                         {own_beta}, so nothing it finds can change the choice above it"
                    ),
                    window_said("grade-searched-but-pruned"),
                );
                return self.say(Kind::SearchedTooMuch, place, reason);
            }
            (true, false) if !is_closed(own) => {
                if let Some(reason) = self.pruned_after_missing(student, &name) {
                    return self.say(Kind::Follows, place, reason);
                }
                let reason = Told::new(
                    format!(
                        "{name} is pruned, but {algorithm} must search it: when it comes up α = {own_alpha} < β = \
                         {own_beta}"
                    ),
                    window_said("grade-pruned-but-searched"),
                );
                return self.say(Kind::PrunedTooMuch, place, reason);
            }
            (false, true) | (true, false) if !self.is_window_sure(klados) => return,
            (false, true) => {
                let reason = Told::new(
                    format!(
                        "{name} is searched, as your values before it say (α = {own_alpha} < β = {own_beta}), but \
                         with the right values {algorithm} prunes it: this follows from wrong values elsewhere"
                    ),
                    window_said("grade-searched-follows"),
                );
                return self.say(Kind::Follows, place, reason);
            }
            (true, false) => {
                let reason = Told::new(
                    format!(
                        "{name} is pruned, as your values before it say (α = {own_alpha} ≥ β = {own_beta}), but with \
                         the right values {algorithm} searches it: this follows from wrong values elsewhere"
                    ),
                    window_said("grade-pruned-follows"),
                );
                return self.say(Kind::Follows, place, reason);
            }
            (false, false) => {}
        }
        // The file's own checks named this node already: it is charged once.
        let named = self.setting.named.contains(&(student.level, student.index));
        let student_has_children = !self.file.children(student.level + 1, student.index).is_empty();
        let right = node.value().unwrap_or_default();
        let yours = row.value.unwrap_or_default();
        if node.child_count() == 0 || node.status() == Status::Transposition {
            if named {
                return;
            }
            if student_has_children && node.status() != Status::Transposition {
                let why = match node.status() {
                    status @ (Status::Checkmate | Status::Stalemate | Status::Draw) => {
                        self.end_words(status, klados)
                    }
                    _ => Told::new(
                        format!("the depth, {} plies", self.klados.depth()),
                        Said::new("grade-the-depth").count("plies", self.klados.depth()),
                    ),
                };
                let reason = Told::new(
                    format!("{name}: Klados's tree ends here ({why}), but yours searches on"),
                    Said::new("grade-klados-ends")
                        .text("name", name.as_str())
                        .said("why", why.said),
                );
                return self.say(Kind::Ending, place, reason);
            }
            if yours != right && !self.rules_give(klados, yours) {
                self.leaf(&name, node.status(), klados, right, yours, place);
            }
            return;
        }
        if !student_has_children && !named {
            let reason = Told::new(
                format!("{name}: your search stops here, but Klados searches on below it"),
                Said::new("grade-yours-stops").text("name", name.as_str()),
            );
            return self.say(Kind::Ending, place, reason);
        }
        self.children(Some(student), Some(klados), path);
        if named || !self.is_sure(klados) || same_side(yours, right, self.window(klados)) {
            return;
        }
        // The node's own children give its value (else its own check named it): the mistake is
        // below it, or before it, where its window came from.
        let reason = Told::new(
            format!(
                "{name}: {}, not {}: this follows from wrong values elsewhere",
                self.value(right),
                self.value(yours)
            ),
            Said::new("grade-value-follows")
                .text("name", name.as_str())
                .text("right", self.value(right))
                .text("yours", self.value(yours)),
        );
        self.say(Kind::Follows, place, reason);
    }

    /// Returns true if the game ends at a chess node of Klados's tree and `value` is what the
    /// rules give the end: a student's search may see a stalemate at the depth, where
    /// Klados's only looks for a mate.
    fn rules_give(&self, id: NodeId, value: i32) -> bool {
        let Some(position) = self.klados.position_of(id) else {
            return false;
        };
        if !position.legal_moves().is_empty() {
            return false;
        }
        match position.is_check() {
            true => self.file.mate.value_of(position.turn(), id.level + 1) == value,
            false => value == 0,
        }
    }

    /// Says how the game ends at a node of Klados's tree whose status is `status` (a
    /// checkmate, a stalemate or a draw): "checkmate", "a draw by the fifty-move rule", "won
    /// by MAX (x)", "a draw (the board is full)".
    fn end_words(&self, status: Status, id: NodeId) -> Told {
        match (status, self.klados.game()) {
            // A won game is stored as a checkmate: the side to move has lost.
            (Status::Checkmate, TreeGame::Other(_)) => Told::new(
                format!("won by {}", self.klados.mover_name(id)),
                Said::new("grade-won-by").text("side", self.klados.mover_name(id)),
            ),
            (_, TreeGame::Other(_)) => Told::new("a draw (the board is full)", Said::new("grade-board-full")),
            (Status::Draw, _) => {
                let position = self.klados.position_of(id);
                Told::new(
                    format!("a draw by {}", position.as_ref().map_or("rule", words::draw_rule)),
                    Said::new("grade-draw-by").said(
                        "rule",
                        position.as_ref().map_or_else(
                            || Said::new("grade-draw-rule").text("rule", "rule"),
                            words::draw_rule_said,
                        ),
                    ),
                )
            }
            _ => Told::new(
                status.name(),
                Said::new(match status {
                    Status::Checkmate => "status-checkmate",
                    _ => "status-stalemate",
                }),
            ),
        }
    }

    /// Names a leaf whose value differs from Klados's.
    fn leaf(&mut self, name: &str, status: Status, id: NodeId, right: i32, yours: i32, place: Place) {
        let (right_words, yours_words) = (self.value(right), self.value(yours));
        let leaf_said = |id: &'static str| {
            Said::new(id)
                .text("name", name)
                .text("right", right_words.as_str())
                .text("yours", yours_words.as_str())
        };
        let (kind, reason) = match status {
            Status::Checkmate | Status::Stalemate | Status::Draw => (Kind::Ending, {
                let end = self.end_words(status, id);
                Told::new(
                    format!("{name} is {end}: its value is {right_words}, not {yours_words}"),
                    Said::new("grade-ends-worth")
                        .text("name", name)
                        .said("end", end.said)
                        .text("right", right_words.as_str())
                        .text("yours", yours_words.as_str()),
                )
            }),
            _ if self.klados.game().labels().is_some() => (
                Kind::Leaf,
                Told::new(
                    format!("{name} is a leaf worth {right_words} in the problem, not {yours_words}"),
                    leaf_said("grade-leaf-problem"),
                ),
            ),
            _ if self.setting.options.klados_evaluation => (
                Kind::Leaf,
                Told::new(
                    format!(
                        "{name}: Klados's evaluation of this position is {right_words}, not {yours_words}"
                    ),
                    leaf_said("grade-leaf-evaluation"),
                ),
            ),
            _ => (
                Kind::Leaf,
                Told::new(
                    format!("{name}: its value is {right_words}, not {yours_words}"),
                    leaf_said("grade-leaf-value"),
                ),
            ),
        };
        self.say(kind, place, reason);
    }
}

/// Says that a legal move is not one Klados's search tries at its place.
fn not_tried(name: &str) -> Told {
    Told::new(
        format!("{name} is legal, but Klados's search does not try it here"),
        Said::new("grade-not-tried").text("name", name),
    )
}

/// Returns the name a student's file gives the move of a node of `tree`: UCI for chess
/// (`e2e4`), the label in a tree of letters, the game's name for it in another game (a cell
/// `5`, a column `4`).
pub(crate) fn move_name(tree: &SearchTree, id: NodeId) -> String {
    match tree.chess_root() {
        None => tree.san_of(id),
        Some(_) => tree
            .get(id)
            .map(|node| node.packed_move().uci())
            .unwrap_or_default(),
    }
}

/// Returns the flag of a node in per-level flags (false for a node not there).
fn at(flags: &[Vec<bool>], id: NodeId) -> bool {
    flags
        .get(id.level)
        .and_then(|level| level.get(id.index as usize))
        .copied()
        .unwrap_or(false)
}

/// Returns the student's best move (its name) and the root's value: the file's `best`, or
/// what level 0's values give for the side to move at the root.
pub(crate) fn student_choice(file: &TreeFile, backup: Backup) -> (Option<String>, Option<i32>) {
    let first = file.levels.first().map(Vec::as_slice).unwrap_or_default();
    let by_value =
        first
            .iter()
            .filter(|row| row.status != Status::Pruned)
            .fold(None, |best: Option<&FileNode>, row| match best {
                Some(best)
                    if !backup.prefers(row.value.unwrap_or_default(), best.value.unwrap_or_default()) =>
                {
                    Some(best)
                }
                _ => Some(row),
            });
    let best = file.best.clone().or_else(|| by_value.map(|row| row.name.clone()));
    let value = file.root_value.or_else(|| by_value.and_then(|row| row.value));
    (best, value)
}
