//! The Monte Carlo tree search itself: one iteration after another, each in four phases,
//! select, expand, simulate, back-propagate, over the same [`Rules`] minimax uses, so chess, a
//! tree drawn for a lesson and the games of `src/games` are searched by the same code.

use std::sync::Arc;

use web_time::Instant;

use shakmaty::{Chess, Move};

use crate::engine::abstract_tree::{AbstractNode, drawn_rules};
use crate::engine::mcts::{
    Iteration, Judge, MctsError, MctsLevel, MctsNode, MctsSettings, MctsTree, NONE, ucb,
};
use crate::engine::position;
use crate::engine::random::SplitMix64;
use crate::engine::rules::{ChessRules, Rules};
use crate::engine::said::{Said, Told};
use crate::engine::settings::{SearchControl, SearchError};
use crate::engine::tree::{GameDescription, NodeId, PackedMove, Status, TreeGame};

/// Runs Monte Carlo tree search from a chess position. `history` holds the hashes of the
/// positions before it since the last capture or pawn move, as for [`crate::engine::search::search`].
///
/// The same position, history and settings give the same tree.
///
/// ```
/// use klados::engine::mcts::{mcts_chess, MctsSettings};
/// use klados::engine::settings::SearchControl;
/// let tree = mcts_chess(&shakmaty::Chess::default(), &[], &MctsSettings::new(100, 1),
///                       &SearchControl::new()).unwrap();
/// assert_eq!(tree.root_visits(), 100);
/// assert_eq!(tree.levels()[0].nodes.len(), 20); // the first 20 iterations try every move once
/// ```
pub fn mcts_chess(
    root: &Chess,
    history: &[u64],
    settings: &MctsSettings,
    control: &SearchControl,
) -> Result<MctsTree, MctsError> {
    if let Some(problem) = settings.problem() {
        return Err(MctsError::Settings(problem));
    }
    if let Some(outcome) = position::outcome_of(root, history) {
        return Err(SearchError::GameOver(outcome).into());
    }
    let started = Instant::now();
    let mut rules = ChessRules::new(root, history);
    let grown = grow(&mut rules, root, settings, control, Judge::Chess, |m: Move| {
        Some(PackedMove::new(m))
    })?;
    Ok(grown.into_tree(
        TreeGame::Chess(root.clone()),
        settings,
        Judge::Chess,
        started,
        None,
    ))
}

/// Runs Monte Carlo tree search on a game of `src/games` (tic-tac-toe, Connect Four), described
/// by `game` and played by `rules` from `root`. Every playout goes on to the end of the game,
/// whose result is a win (1), a draw (½) or a loss (0) for MAX ([`Judge::Game`]): these games
/// are short enough that no evaluation needs to guess. `code` gives a move's code, which the
/// node keeps and the game names. The caller refuses a finished game (the game knows when it
/// is over); a root without moves is refused here too.
///
/// The same game, root and settings give the same tree.
pub fn mcts_game<R: Rules>(
    game: Arc<dyn GameDescription>,
    mut rules: R,
    root: &R::Position,
    code: impl Fn(R::Move) -> u16,
    settings: &MctsSettings,
    control: &SearchControl,
) -> Result<MctsTree, MctsError>
where
    R::Position: Clone,
{
    if let Some(problem) = settings.problem() {
        return Err(MctsError::Settings(problem));
    }
    if rules.moves(root).is_empty() {
        return Err(MctsError::game_over());
    }
    // A playout is never cut off: the game's longest (42 plies for Connect Four) ends first.
    let settings_played = MctsSettings {
        playout_depth: usize::from(u16::MAX),
        ..*settings
    };
    let started = Instant::now();
    let grown = grow(&mut rules, root, &settings_played, control, Judge::Game, |m| {
        Some(PackedMove::from_bits(code(m)))
    })?;
    Ok(grown.into_tree(TreeGame::Other(game), settings, Judge::Game, started, None))
}

/// Runs Monte Carlo tree search on a tree drawn for a lesson, whose root's moves are
/// `root_children`. The root is MAX. Playouts go on to a leaf, whose value becomes a result by
/// `settings.outcome`. A tree with chance nodes is refused: this search chooses for two players.
pub fn mcts_abstract(
    root_children: &[AbstractNode],
    settings: &MctsSettings,
    control: &SearchControl,
) -> Result<MctsTree, MctsError> {
    if let Some(problem) = settings.problem() {
        return Err(MctsError::Settings(problem));
    }
    if let Some(chance) = first_chance_node(root_children) {
        return Err(MctsError::Tree(Told::new(
            format!("\"{chance}\" is a chance node; Monte Carlo tree search here plays trees without dice"),
            Said::new("mcts-tree-chance").text("node", chance.to_string()),
        )));
    }
    let (mut rules, root, _depth) = drawn_rules(root_children)
        .map_err(|error| MctsError::Tree(Told::new(error.to_string(), error.said())))?;
    let (lowest, highest) = leaf_range(root_children);
    let judge = Judge::Leaves {
        outcome: settings.outcome,
        lowest,
        highest,
    };
    // A playout goes on to a leaf, however deep the tree: cut at chess's playout depth (4 by
    // default) it would end at an inner node, which has no value of its own to judge.
    let settings_played = MctsSettings {
        playout_depth: usize::from(u16::MAX),
        ..*settings
    };
    let started = Instant::now();
    let grown = grow(&mut rules, &root, &settings_played, control, judge, |_| None)?;
    let labels = labels_of(&grown.levels, root_children);
    Ok(grown.into_tree(
        TreeGame::Drawn(labels),
        settings,
        judge,
        started,
        Some(root_children.to_vec()),
    ))
}

/// The tree while it grows, and the log of its iterations.
struct Grown {
    levels: Vec<MctsLevel>,
    iterations: Vec<Iteration>,
    playouts: Vec<u8>,
    root_total: f64,
    root_move_count: usize,
}

/// Grows the tree: `settings.iterations` iterations from `root`. `pack` turns a move into the
/// chess move stored with its node (none for a drawn tree).
fn grow<R: Rules>(
    rules: &mut R,
    root: &R::Position,
    settings: &MctsSettings,
    control: &SearchControl,
    judge: Judge,
    pack: impl Fn(R::Move) -> Option<PackedMove>,
) -> Result<Grown, MctsError>
where
    R::Position: Clone,
{
    let mut tree = Grown {
        levels: Vec::new(),
        iterations: Vec::with_capacity(settings.iterations as usize),
        playouts: Vec::new(),
        root_total: 0.0,
        root_move_count: rules.moves(root).len(),
    };
    let mut random = SplitMix64::new(settings.seed);
    for iteration in 0..settings.iterations {
        // @start
        if control.is_cancelled() {
            return Err(SearchError::Cancelled.into());
        }
        // 1. Select: go down through nodes whose every move was tried, by UCB.
        let mut position = root.clone();
        let mut node: Option<NodeId> = None;
        let mut plies = 0;
        while tree.fully_expanded(node) {
            // @select-loop
            let chooser = rules.turn(&position).color();
            let child = tree.select_child(node, chooser, settings.exploration, iteration); // @select
            let moves = rules.moves(&position);
            let Some(&m) = moves.get(tree.node(child).move_index()) else {
                break;
            };
            position = rules.play(&position, m, true);
            plies += 1;
            node = Some(child);
        }
        // 2. Expand: add the first move not yet tried, unless the game ended here.
        let ended = node.and_then(|id| tree.node(id).end_value);
        let (start, expanded, moves) = match (node, ended) {
            (Some(id), Some(_)) => (id, false, None), // @terminal
            _ => {
                let mover = rules.turn(&position).color();
                let moves = rules.moves(&position);
                let place = match node {
                    None => tree.levels.first().map_or(0, |level| level.nodes.len()),
                    Some(id) => tree.node(id).child_count(),
                };
                let Some(&m) = moves.get(place) else {
                    leave(rules, plies);
                    break;
                };
                position = rules.play(&position, m, true);
                plies += 1;
                let child_moves = rules.moves(&position);
                let end = rules.end(&position, m, Some(&child_moves), plies);
                if tree.node_count() >= settings.max_nodes {
                    leave(rules, plies);
                    return Err(MctsError::OverBudget(settings.max_nodes));
                }
                let id = tree.add(node, mover, place, pack(m), child_moves.len(), end, iteration); // @expand
                control.report(id.level, tree.levels[id.level].nodes.len());
                (id, true, Some(child_moves))
            }
        };
        // 3. Simulate: a random playout from the new node, unless the game ended there.
        let playout_start = tree.playouts.len() as u32;
        let (result, playout_len) = match (tree.node(start).end_value, moves) {
            (Some(value), _) => (judge.end(value), 0), // @end-result
            (None, Some(moves)) => playout(
                // @playout
                rules,
                position,
                moves,
                plies,
                settings.playout_depth,
                judge,
                &mut random,
                &mut tree.playouts,
            ),
            (None, None) => (0.5, 0),
        };
        // 4. Back-propagate: every node on the path counts the visit and adds the result.
        tree.back_propagate(start, result); // @backup
        tree.iterations.push(Iteration {
            node: start,
            expanded,
            playout_start,
            playout_len,
            result,
        });
        leave(rules, plies);
    }
    Ok(tree)
}

/// Plays random moves from `position` (whose moves are `moves`, reached `plies` half-moves from
/// the root) until the game ends or `depth` moves were played, where the evaluation judges the
/// position. Logs each move's place in its list and returns the result, 0 to 1 for MAX
/// (White), with the number of moves played.
#[allow(clippy::too_many_arguments)]
fn playout<R: Rules>(
    rules: &mut R,
    mut position: R::Position,
    mut moves: R::Moves,
    mut plies: usize,
    depth: usize,
    judge: Judge,
    random: &mut SplitMix64,
    log: &mut Vec<u8>,
) -> (f64, u16) {
    let mut played = 0;
    let result = loop {
        if played >= depth {
            break judge.evaluation(rules.evaluate(&position));
        }
        let place = random.below(moves.len() as u64) as usize;
        let Some(&m) = moves.get(place) else {
            break judge.evaluation(rules.evaluate(&position));
        };
        position = rules.play(&position, m, true);
        plies += 1;
        played += 1;
        // A position has at most 218 moves, so a move's place fits a byte.
        log.push(place as u8);
        moves = rules.moves(&position);
        if let Some((_, value)) = rules.end(&position, m, Some(&moves), plies) {
            break judge.end(value);
        }
    };
    leave(rules, played);
    (result, played as u16)
}

/// Goes back up `plies` plies of the path the rules remember.
fn leave<R: Rules>(rules: &mut R, plies: usize) {
    for _ in 0..plies {
        rules.leave();
    }
}

impl Grown {
    fn node(&self, id: NodeId) -> &MctsNode {
        &self.levels[id.level].nodes[id.index as usize]
    }

    fn node_mut(&mut self, id: NodeId) -> &mut MctsNode {
        &mut self.levels[id.level].nodes[id.index as usize]
    }

    fn node_count(&self) -> usize {
        self.levels.iter().map(|level| level.nodes.len()).sum()
    }

    /// Returns true if every move of `node` (`None`: the root) is in the tree and the game goes
    /// on there: selection may then go down through it.
    fn fully_expanded(&self, node: Option<NodeId>) -> bool {
        match node {
            None => self.levels.first().map_or(0, |level| level.nodes.len()) >= self.root_move_count,
            Some(id) => {
                let node = self.node(id);
                node.end_value.is_none() && node.child_count() >= node.move_count()
            }
        }
    }

    /// Returns the children of `parent` (`None`: the root) in the order of its moves.
    fn children(&self, parent: Option<NodeId>) -> Vec<NodeId> {
        let (level, mut next) = match parent {
            None => (0, if self.levels.is_empty() { NONE } else { 0 }),
            Some(id) => (id.level + 1, self.node(id).first_child),
        };
        let mut children = Vec::new();
        while next != NONE {
            let id = NodeId::new(level, next);
            children.push(id);
            next = self.node(id).next_sibling;
        }
        children
    }

    /// Chooses the child of `parent` with the highest UCB value for `chooser` (the first of
    /// equals) and remembers that value in it. `iterations_so_far` is the root's N.
    fn select_child(
        &mut self,
        parent: Option<NodeId>,
        chooser: shakmaty::Color,
        c: f64,
        iterations_so_far: u32,
    ) -> NodeId {
        let parent_visits = parent.map_or(iterations_so_far, |id| self.node(id).visits);
        let mut best: Option<(NodeId, f64)> = None;
        for child in self.children(parent) {
            let node = self.node(child);
            let value = ucb(c, chooser, parent_visits, node.visits, node.total);
            if best.is_none_or(|(_, best_value)| value > best_value) {
                best = Some((child, value));
            }
        }
        // A fully expanded node has at least one child.
        let (chosen, value) = best.unwrap_or((NodeId::new(0, 0), f64::NAN));
        self.node_mut(chosen).ucb = Some(value);
        chosen
    }

    /// Adds the child reached by the move at `place` of `parent`'s moves (`None`: the root),
    /// made by `mover`, with its own `move_count` moves and how the game ends there.
    #[allow(clippy::too_many_arguments)]
    fn add(
        &mut self,
        parent: Option<NodeId>,
        mover: shakmaty::Color,
        place: usize,
        packed: Option<PackedMove>,
        move_count: usize,
        end: Option<(Status, i32)>,
        iteration: u32,
    ) -> NodeId {
        let level = parent.map_or(0, |id| id.level + 1);
        if self.levels.len() <= level {
            self.levels.push(MctsLevel {
                mover,
                nodes: Vec::new(),
            });
        }
        let index = self.levels[level].nodes.len() as u32;
        let (status, end_value) = match end {
            Some((status, value)) => (status, Some(value)),
            None => (Status::Searched, None),
        };
        self.levels[level].nodes.push(MctsNode {
            parent: parent.map_or(0, |id| id.index),
            first_child: NONE,
            next_sibling: NONE,
            born: iteration,
            visits: 0,
            total: 0.0,
            ucb: None,
            // Places and counts fit: a position has at most 218 moves, a drawn node 255.
            move_index: place as u16,
            child_count: 0,
            move_count: move_count as u16,
            packed,
            status,
            end_value,
        });
        let id = NodeId::new(level, index);
        // Link it after its last sibling (the root's children are linked the same way).
        let siblings = self.children(parent);
        match siblings.iter().rev().find(|&&sibling| sibling != id) {
            Some(&last) => self.node_mut(last).next_sibling = index,
            None => {
                if let Some(parent) = parent {
                    self.node_mut(parent).first_child = index;
                }
            }
        }
        if let Some(parent) = parent {
            self.node_mut(parent).child_count += 1;
        }
        id
    }

    /// Counts the visit and adds `result` at `node` and every node above it, and the root.
    fn back_propagate(&mut self, node: NodeId, result: f64) {
        let mut at = Some(node);
        while let Some(id) = at {
            let node = self.node_mut(id);
            node.visits += 1;
            node.total += result;
            let parent = node.parent;
            at = id.level.checked_sub(1).map(|level| NodeId::new(level, parent));
        }
        self.root_total += result;
    }

    fn into_tree(
        self,
        game: TreeGame,
        settings: &MctsSettings,
        judge: Judge,
        started: Instant,
        drawn: Option<Vec<AbstractNode>>,
    ) -> MctsTree {
        MctsTree {
            game,
            settings: *settings,
            levels: self.levels,
            iterations: self.iterations,
            playouts: self.playouts,
            root_total: self.root_total,
            root_move_count: self.root_move_count,
            judge,
            elapsed: started.elapsed(),
            drawn,
        }
    }
}

/// Returns the label of every stored node of a drawn tree: the drawn node its moves lead to.
fn labels_of(levels: &[MctsLevel], drawn: &[AbstractNode]) -> Vec<Vec<String>> {
    let mut places: Vec<Vec<&AbstractNode>> = Vec::with_capacity(levels.len());
    for (level, rows) in levels.iter().enumerate() {
        let mut here = Vec::with_capacity(rows.nodes.len());
        for node in &rows.nodes {
            let siblings: &[AbstractNode] = if level == 0 {
                drawn
            } else {
                places[level - 1][node.parent as usize].children()
            };
            // The search only stores moves the drawn tree has.
            here.push(&siblings[node.move_index()]);
        }
        places.push(here);
    }
    places
        .iter()
        .map(|level| level.iter().map(|node| node.label().to_string()).collect())
        .collect()
}

/// Returns the smallest and the largest leaf value of a drawn tree.
fn leaf_range(nodes: &[AbstractNode]) -> (i32, i32) {
    let mut range = (i32::MAX, i32::MIN);
    for node in nodes {
        let (low, high) = match node {
            AbstractNode::Leaf { value, .. } => (*value, *value),
            _ => leaf_range(node.children()),
        };
        range = (range.0.min(low), range.1.max(high));
    }
    range
}

/// Returns the label of the first chance node of a drawn tree, if it has one.
fn first_chance_node(nodes: &[AbstractNode]) -> Option<String> {
    nodes.iter().find_map(|node| {
        if node.is_chance() {
            Some(node.label().to_string())
        } else {
            first_chance_node(node.children())
        }
    })
}
