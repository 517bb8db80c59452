//! The replay: a finished search told again step by step, in one of two orders.
//!
//! * **Level by level** (Huo Chess's order): reveal level 0, level 1, … with their static
//!   scores; then back the values up, the deepest level into the one above, … level 0 into the
//!   root; then the root's choice. A back-up can be taken a whole level at a time, one parent's
//!   group of children at a time, or one comparison (a child against its parent's best so far)
//!   at a time.
//! * **Depth first** (how the recursion really runs): enter a node, go down into its children
//!   one after another, return its value to its parent; with alpha-beta, a return may cause a
//!   cutoff that prunes the remaining siblings. α and β are known at every step.
//!
//! Nothing is recorded while searching: the tree itself says everything. The state of any node
//! at any step is *computed* from the step number, so jumping to step 4,000,000 costs the same
//! as stepping once, stepping back is as quick as stepping forward, and the replay is exactly as
//! deterministic as the search. Two facts from [`crate::engine::tree`] make this possible:
//! children of one parent are contiguous, and every level is in depth-first order.

use std::ops::Range;
use std::sync::Arc;

use crate::engine::chance::{Expectation, SearchValue};
use crate::engine::search::{INFINITY, Window};
use crate::engine::settings::MAX_QUIESCENCE_PLIES;
use crate::engine::tree::{Backup, Node, NodeId, SearchTree, Status};

mod depth_first;
mod level_by_level;
mod maxn;
mod narrate;
pub use narrate::{aspiration_sentence, attempt_said, bound_word, technique_sentences};

/// The order in which the replay tells the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Order {
    /// Reveal level by level, then back up level by level (Huo Chess's order).
    #[default]
    LevelByLevel,
    /// Enter, recurse and return, as the recursive search runs.
    DepthFirst,
}

/// How much one step of a level-by-level back-up covers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Granularity {
    /// A whole level's values go up at once.
    #[default]
    Level,
    /// One parent takes the best of its group of children.
    Group,
    /// One child is compared with its parent's best so far.
    Comparison,
}

/// What one step of the replay does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Before anything: only the root is shown.
    Start,
    /// A level appears, every node with its static score.
    Reveal {
        /// The level revealed.
        level: usize,
    },
    /// Values of level `level` go up into its parents (the root when `level` is 0). `children`
    /// is the range of level `level` covered by this step: the whole level, one parent's group,
    /// or a single child.
    Backup {
        /// The level whose values go up.
        level: usize,
        /// The children whose values go up in this step.
        children: Range<u32>,
        /// Their parent (`None`: the root), when the step covers a single parent.
        parent: Option<Option<NodeId>>,
    },
    /// The root chooses its move: the principal variation is complete.
    Choice {
        /// The move chosen.
        best: NodeId,
    },
    /// Depth first: the search arrives at a node (a leaf is evaluated here).
    Enter {
        /// The node entered.
        node: NodeId,
    },
    /// Depth first: a node's value goes back to its parent; `cutoff` says whether that ended
    /// the parent's search (alpha-beta), pruning the remaining siblings.
    Return {
        /// The node returning.
        node: NodeId,
        /// True if this value caused a cutoff at the parent.
        cutoff: bool,
    },
}

/// What a node shows at some step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeView {
    /// False while the replay has not reached the node yet.
    pub revealed: bool,
    /// The value shown: `None` before any has arrived.
    pub value: Option<i32>,
    /// True once the value is final (every child has reported, or the node is a leaf).
    pub value_final: bool,
    /// True if the current step is about this node (the node itself, or a parent or child in
    /// the group being backed up).
    pub highlighted: bool,
    /// Depth first: true while the node is on the path of the recursion (entered, not returned).
    pub on_path: bool,
}

/// A replay of one search in one order.
#[derive(Clone, Debug)]
pub struct Replay {
    tree: Arc<SearchTree>,
    order: Order,
    granularity: Granularity,
    /// Level by level: the phases in order with the step each starts at.
    phases: Vec<(Phase, usize)>,
    /// Level by level with group steps: for each level, the index where each parent's group of
    /// children starts.
    group_starts: Vec<Vec<u32>>,
    /// Depth first: the step at which each node is entered (`u32::MAX` for pruned nodes).
    enter_step: Vec<Vec<u32>>,
    step_count: usize,
    /// The tree's principal variation, which the last step highlights (worked out once).
    principal_variation: Vec<NodeId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Start,
    Reveal(usize),
    Backup(usize),
    Choice,
}

impl Replay {
    /// Prepares the replay of `tree` in `order`; `granularity` applies to level-by-level
    /// back-ups. Preparing looks once at every node (a few milliseconds for millions).
    pub fn new(tree: Arc<SearchTree>, order: Order, granularity: Granularity) -> Replay {
        let mut replay = Replay {
            order,
            granularity,
            phases: Vec::new(),
            group_starts: Vec::new(),
            enter_step: Vec::new(),
            step_count: 0,
            principal_variation: tree.principal_variation(),
            tree,
        };
        match order {
            Order::LevelByLevel => replay.prepare_level_by_level(),
            Order::DepthFirst => replay.prepare_depth_first(),
        }
        replay
    }

    /// Returns the tree being replayed.
    pub fn tree(&self) -> &Arc<SearchTree> {
        &self.tree
    }

    /// Returns the order of this replay.
    pub fn order(&self) -> Order {
        self.order
    }

    /// Returns the granularity of level-by-level back-ups.
    pub fn granularity(&self) -> Granularity {
        self.granularity
    }

    /// Returns the number of steps; they are numbered `0..step_count()`, 0 being the start.
    pub fn step_count(&self) -> usize {
        self.step_count
    }

    /// Returns the last step's number: the end of the replay.
    pub fn last_step(&self) -> usize {
        self.step_count - 1
    }

    /// Returns what step `step` does (steps past the end are the last step).
    pub fn step(&self, step: usize) -> Step {
        let step = step.min(self.last_step());
        match self.order {
            Order::LevelByLevel => self.level_step(step),
            Order::DepthFirst => self.depth_first_step(step),
        }
    }

    /// Returns what the node `id` shows after step `step`.
    pub fn node_view(&self, step: usize, id: NodeId) -> NodeView {
        let step = step.min(self.last_step());
        match self.order {
            Order::LevelByLevel => self.level_view(step, id),
            Order::DepthFirst => self.depth_first_view(step, id),
        }
    }

    /// Returns the root's value shown after step `step`, and whether it is final.
    pub fn root_value(&self, step: usize) -> (Option<i32>, bool) {
        let step = step.min(self.last_step());
        let level0 = self
            .tree
            .levels()
            .first()
            .map_or(0, |level| level.nodes.len() as u32);
        let reported = match self.order {
            Order::LevelByLevel => self.level_reported(step, 0),
            Order::DepthFirst => self.depth_first_reported(step, 0, 0..level0),
        };
        // Once every child has reported, the root shows the value its tree stores (see
        // `level_view`): a tree read from a file keeps its author's, right or wrong.
        let value = match reported >= level0 {
            true => Some(self.tree.root_value()),
            false => self.best_of(self.tree.root_backup(), 0, 0..reported.min(level0)),
        };
        (value, reported >= level0)
    }

    /// Returns the places step `step` acts on, the main one first (`None` is the root): the node
    /// entered; the node returning and its parent; the parent being backed up and the child
    /// being compared (or the first of its group); the move chosen and the root. A step about a
    /// whole level acts on its first node (and that node's parent during a back-up), so that a
    /// view following the replay shows one example of what the step does.
    pub fn acted_on(&self, step: usize) -> Vec<Option<NodeId>> {
        let parent_place = |id: NodeId| self.tree.parent_of(id);
        match self.step(step) {
            Step::Start => vec![None],
            Step::Reveal { level } => vec![Some(NodeId::new(level, 0))],
            Step::Backup {
                level,
                children,
                parent,
            } => {
                let child = NodeId::new(level, children.start);
                vec![parent.unwrap_or_else(|| parent_place(child)), Some(child)]
            }
            Step::Choice { best } => vec![Some(best), None],
            Step::Enter { node } => vec![Some(node)],
            Step::Return { node, .. } => vec![Some(node), parent_place(node)],
        }
    }

    /// Returns the node whose position step `step` looks at, or `None` for the root's: the node
    /// entered or returning, the child being compared, the parent taking the best of its group,
    /// the move chosen. Steps about a whole level look at the root. The board shows this
    /// position while the replay is stepped, so the class sees what the computer imagines.
    pub fn position_node(&self, step: usize) -> Option<NodeId> {
        match self.step(step) {
            Step::Enter { node } | Step::Return { node, .. } => Some(node),
            Step::Backup {
                level,
                children,
                parent: Some(parent),
            } => match self.granularity {
                Granularity::Comparison => Some(NodeId::new(level, children.start)),
                _ => parent,
            },
            Step::Choice { best } => Some(best),
            Step::Start | Step::Reveal { .. } | Step::Backup { parent: None, .. } => None,
        }
    }

    // ----- Where things happen: direct lookups, never a scan of the steps -----

    /// Returns the step that reveals `level`: level by level, its reveal; depth first, the
    /// entry of its first node (levels are in depth-first order, and the first child of a
    /// searched node is always searched). `None` for a level the tree does not have or that is
    /// empty (depth first). Takes a few operations, whatever the tree's size.
    pub fn revealed_at(&self, level: usize) -> Option<usize> {
        match self.order {
            Order::LevelByLevel => self.phase_range(Phase::Reveal(level)).map(|steps| steps.start),
            Order::DepthFirst => self.first_searched(level).and_then(|id| self.entered_at(id)),
        }
    }

    /// Returns the last step that backs up `level`'s values: level by level, the last step of
    /// that level's back-up; depth first, the return of its last searched node (returns, like
    /// entries, come in the level's order). `None` for a level with no such step.
    pub fn backed_up_at(&self, level: usize) -> Option<usize> {
        match self.order {
            Order::LevelByLevel => self
                .phase_range(Phase::Backup(level))
                .and_then(|steps| steps.last()),
            Order::DepthFirst => self.last_searched(level).and_then(|id| self.returned_at(id)),
        }
    }

    /// Returns the first step that shows the node `id` arriving: level by level, the reveal
    /// of its level; depth first, its entry. `None` for a node the tree does not have, or a
    /// pruned node depth first (never entered).
    pub fn entered_at(&self, id: NodeId) -> Option<usize> {
        self.tree.get(id)?;
        match self.order {
            Order::LevelByLevel => self.revealed_at(id.level),
            Order::DepthFirst => {
                let enter = self.enter_of(id);
                (enter != u32::MAX).then_some(enter as usize)
            }
        }
    }

    /// Returns the step that carries the node's value to its parent: level by level, the
    /// back-up step whose children include it; depth first, its return. `None` for a node the
    /// tree does not have, or a pruned node depth first (it never returns).
    pub fn returned_at(&self, id: NodeId) -> Option<usize> {
        self.tree.get(id)?;
        match self.order {
            Order::LevelByLevel => {
                let steps = self.phase_range(Phase::Backup(id.level))?;
                let offset = match self.granularity {
                    Granularity::Level => 0,
                    Granularity::Group => {
                        let starts = self.group_starts.get(id.level)?;
                        starts
                            .partition_point(|&start| start <= id.index)
                            .checked_sub(1)?
                    }
                    Granularity::Comparison => id.index as usize,
                };
                Some(steps.start + offset).filter(|step| steps.contains(step))
            }
            Order::DepthFirst => {
                self.entered_at(id)?;
                Some(self.return_of(id) as usize)
            }
        }
    }

    /// Level by level: the steps of a phase (empty phases, such as the group back-up of an
    /// empty level, have none: `None`).
    fn phase_range(&self, phase: Phase) -> Option<Range<usize>> {
        let position = self
            .phases
            .iter()
            .position(|&(candidate, _)| candidate == phase)?;
        let start = self.phases[position].1;
        let end = self
            .phases
            .get(position + 1)
            .map_or(self.step_count, |&(_, next)| next);
        (start < end).then_some(start..end)
    }

    /// Depth first: the first searched node of `level`, in the order the search entered them.
    fn first_searched(&self, level: usize) -> Option<NodeId> {
        let enters = self.enter_step.get(level)?;
        // Index 0 is searched in every tree the search builds; the scan is a safeguard.
        let index = enters.iter().position(|&enter| enter != u32::MAX)?;
        Some(NodeId::new(level, index as u32))
    }

    /// Depth first: the last searched node of `level`. Only the last parent's pruned children
    /// (at most a position's moves) can follow it.
    fn last_searched(&self, level: usize) -> Option<NodeId> {
        let enters = self.enter_step.get(level)?;
        let index = enters.iter().rposition(|&enter| enter != u32::MAX)?;
        Some(NodeId::new(level, index as u32))
    }

    /// Depth first, alpha-beta: returns α and β as they stood when `node` was entered (the
    /// window its parent gave it), or `None` for a node never entered (pruned) and for replays
    /// where α and β mean nothing (minimax, or level-by-level order).
    pub fn entered_window(&self, node: NodeId) -> Option<(i32, i32)> {
        if self.order != Order::DepthFirst || !self.tree.algorithm().prunes() {
            return None;
        }
        let enter = self.enter_of(node);
        (enter != u32::MAX).then(|| self.window(enter as usize, Some(node)))
    }

    /// Depth first: returns α and β at `node` (`None`: the root) after step `step`: the window
    /// it was given, narrowed by the children that have returned so far. In a tree with chance
    /// nodes the search narrowed it with exact values, and this is that window shown rounded,
    /// as the values are (see [`Replay::exact_window`]).
    pub fn window(&self, step: usize, node: Option<NodeId>) -> (i32, i32) {
        if self.tree.has_chance() {
            let (alpha, beta) = self.exact_window(step, node);
            return (alpha.shown(), beta.shown());
        }
        let window = self.window_of(step, node, |id| self.tree.get(id).and_then(Node::value));
        (window.alpha, window.beta)
    }

    /// Depth first, alpha-beta: returns α and β as `node`'s call received them at `step`: its
    /// parent's as they stand, made a null window where principal variation search asked the
    /// node with one; the full window below a chance node.
    pub fn given_window(&self, step: usize, node: NodeId) -> (i32, i32) {
        let parent = self.tree.parent_of(node);
        if parent.is_some_and(|p| self.tree.is_chance(p)) {
            return (-INFINITY, INFINITY);
        }
        let (alpha, beta) = self.window(step, parent);
        if !self.tree.technique_marks(node).null_window {
            return (alpha, beta);
        }
        let chooser = parent.map_or(self.tree.root_backup(), |id| {
            Backup::of_mover(!self.tree.levels()[id.level].mover)
        });
        let null = Window { alpha, beta }.null_for(chooser);
        (null.alpha, null.beta)
    }

    /// The window the root was searched with: −∞…+∞, or with aspiration windows the last
    /// attempt's, the one whose search the arrays keep.
    fn root_window<V: SearchValue>(&self) -> Window<V> {
        match self.tree.aspiration_attempts().last() {
            Some(kept) => Window {
                alpha: V::whole(kept.alpha),
                beta: V::whole(kept.beta),
            },
            None => Window::full(),
        }
    }

    /// Depth first: returns α and β at `node` after step `step` exactly, as fractions: what the
    /// search compared below chance nodes, where a value may be 1/4.
    pub fn exact_window(&self, step: usize, node: Option<NodeId>) -> (Expectation, Expectation) {
        let window = self.window_of(step, node, |id| self.tree.exact_or_whole(id));
        (window.alpha, window.beta)
    }

    /// Writes α and β at `node` after step `step` for the narration: as the tables write values,
    /// and exactly where a tree with chance nodes has a fraction there (`α 1/4`).
    fn window_words(&self, step: usize, node: Option<NodeId>) -> (String, String) {
        let tree = &self.tree;
        if !tree.has_chance() {
            let (alpha, beta) = self.window(step, node);
            return (tree.display_bound(alpha), tree.display_bound(beta));
        }
        let words = |bound: Expectation| {
            if bound.is_whole() {
                tree.display_bound(bound.rounded())
            } else {
                bound.fraction_text()
            }
        };
        let (alpha, beta) = self.exact_window(step, node);
        (words(alpha), words(beta))
    }

    /// The window at `node` after step `step`, in the values `value_of` gives the nodes.
    fn window_of<V: SearchValue>(
        &self,
        step: usize,
        node: Option<NodeId>,
        value_of: impl Fn(NodeId) -> Option<V>,
    ) -> Window<V> {
        let step = step.min(self.last_step());
        let path = node.map(|id| self.tree.path_to(id)).unwrap_or_default();
        let mut window = self.root_window();
        let mut chooser = self.tree.root_backup();
        let mut siblings = 0..self
            .tree
            .levels()
            .first()
            .map_or(0, |level| level.nodes.len() as u32);
        // Walk down the path: each node's window is its parent's, narrowed by the values of the
        // siblings searched before it, exactly as alpha-beta narrowed it. Below a chance node
        // the search starts again from the full window, for every outcome.
        let mut chance = false;
        for &id in &path {
            if chance {
                window = Window::full();
            } else {
                for index in siblings.start..id.index {
                    self.narrow(&mut window, chooser, value_of(NodeId::new(id.level, index)));
                }
                // Principal variation search asked this later move with a null window.
                if self.tree.technique_marks(id).null_window {
                    window = window.null_for(chooser);
                }
            }
            chooser = Backup::of_mover(!self.tree.levels()[id.level].mover);
            let node = self.tree.get(id);
            chance = node.is_some_and(Node::is_chance);
            siblings = node.map_or(0..0, |n| n.children());
            // Quiescence: the side to move here was sure of its static score before any move.
            if let Some(score) = node.filter(|n| n.stands_pat()).and_then(Node::static_score)
                && self.tree.algorithm().prunes()
            {
                window.narrow(chooser, V::whole(score));
            }
        }
        // Then the node's own children that have returned by this step (a chance node's
        // outcomes narrow nothing: nobody chooses among them).
        let level = path.len();
        let returned = match self.order {
            Order::DepthFirst => self.depth_first_reported(step, level, siblings.clone()),
            Order::LevelByLevel => siblings.end.min(self.level_reported(step, level)),
        };
        if !chance {
            for index in siblings.start..returned.max(siblings.start) {
                self.narrow(&mut window, chooser, value_of(NodeId::new(level, index)));
            }
        }
        window
    }

    /// Narrows `window` with a child's value, as alpha-beta did when the child returned.
    fn narrow<V: SearchValue>(&self, window: &mut Window<V>, chooser: Backup, value: Option<V>) {
        if !self.tree.algorithm().prunes() {
            return;
        }
        if let Some(value) = value {
            window.narrow(chooser, value);
        }
    }

    /// The value the node `id` shows once its children in `reported` have sent theirs: the best
    /// of them for the side choosing there and, where quiescence let that side stand pat, of its
    /// own static score. A chance node shows its expectation once every outcome has reported
    /// (a part of an average is no value yet).
    fn backed_up(&self, id: NodeId, reported: Range<u32>) -> Option<i32> {
        let node = self.tree.get(id)?;
        if node.is_chance() {
            return (reported.end == node.children().end).then(|| node.value())?;
        }
        let below = id.level + 1;
        let chooser = self.tree.levels().get(below)?.backup();
        let from_children = self.best_of(chooser, below, reported);
        let stand_pat = node.static_score().filter(|_| node.stands_pat());
        match (from_children, stand_pat) {
            (Some(child), Some(own)) if chooser.prefers(own, child) => Some(own),
            (from_children, stand_pat) => from_children.or(stand_pat),
        }
    }

    /// The best value among the given children of one parent (or of the root, `level` 0),
    /// skipping pruned ones; `None` if none has a value.
    fn best_of(&self, chooser: Backup, level: usize, children: Range<u32>) -> Option<i32> {
        let nodes = &self.tree.levels().get(level)?.nodes;
        let mut best: Option<i32> = None;
        for node in nodes.range(children.start as usize..children.end as usize) {
            if let Some(value) = node.value()
                && best.is_none_or(|b| chooser.prefers(value, b))
            {
                best = Some(value);
            }
        }
        best
    }
}

impl NodeView {
    /// The view of a node the replay has not reached.
    pub fn hidden() -> NodeView {
        NodeView {
            revealed: false,
            value: None,
            value_final: false,
            highlighted: false,
            on_path: false,
        }
    }
}
