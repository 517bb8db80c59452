//! The search: minimax and alpha-beta, filling the node arrays depth first.
//!
//! # How the computer thinks
//!
//! To choose a move the computer imagines every move it could make, every reply to each of
//! them, every answer to each reply, and so on, `depth` half-moves (plies) deep. That is the
//! **game tree**. At the bottom it cannot look further, so it judges each position with the
//! evaluation ([`count_score`]) and passes the judgements back up:
//!
//! * where White is to move, White will pick the move with the **largest** value (MAX);
//! * where Black is to move, Black will pick the move with the **smallest** value (MIN).
//!
//! This is **minimax**. The value that arrives at the root is what the computer expects to get
//! if both sides play the best moves it can see; the move it came from is the move to play.
//!
//! Huo Chess writes one function per level (`ComputerMove`, `HumanMove1`, `ComputerMove2`, …)
//! and therefore needs a fixed, even depth. Here one recursive function, [`Searcher::expand`],
//! serves every level and any depth from 1 to [`MAX_DEPTH`]: it stores a position's moves in the
//! next node array and then visits them one by one.
//!
//! # Alpha-beta
//!
//! Minimax looks at every node. **Alpha-beta** gets the same root value from fewer: it carries
//! two numbers down the tree: α, the least White (MAX) is already sure of getting elsewhere, and
//! β, the most Black (MIN) will allow, having a way elsewhere to hold White to it. As soon as a node's value is certain to fall outside α…β, the
//! side choosing above it would never let the game go there, so its remaining moves need not be
//! searched: that is a **cutoff**. The moves skipped stay in the arrays with status `Pruned`,
//! so a student can see what alpha-beta did not need to look at.
//!
//! Cutoffs come sooner when the best move is tried first. **Move ordering** tries captures
//! first, the most valuable victim first, a cheap guess at which moves are best.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, Move, MoveList, Position};

use crate::engine::counts::SearchCounts;
use crate::engine::eval::{MATE, count_score, piece_value};
use crate::engine::tree::{Backup, Bound, Level, MAX_DEPTH, NODE_BYTES, Node, NodeArray, SearchTree, Status};
use crate::game::{self, Game, GameOutcome};

/// A value beyond every score, even a mate: the starting point of "best so far".
const INFINITY: i32 = MATE + 1;

/// The node budget a search gets unless told otherwise: ten million nodes are 160 MB of node
/// arrays, which a school laptop can spare. A full-width depth-5 search from the start
/// (5,072,213 nodes) fits; depth 6 (119 million) does not.
pub const DEFAULT_MAX_NODES: usize = 10_000_000;

/// The share of the machine's available memory a search's node arrays may take: half, so the
/// window, the replay and the rest of the machine keep the other half.
pub const MEMORY_SHARE: f64 = 0.5;

/// The memory a search's node arrays may take when the machine does not say how much it has
/// (`/proc/meminfo` is Linux's): 2 GB, enough for a full-width depth-6 search from the start.
pub const FALLBACK_MEMORY_BYTES: usize = 2_000_000_000;

/// Which search builds the tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Full-width minimax: every move to the full depth.
    #[default]
    Minimax,
    /// Alpha-beta: the same result as minimax, skipping what cannot matter.
    #[serde(rename = "alphabeta")]
    AlphaBeta,
    /// Alpha-beta with the moves ordered captures first, most valuable victim first.
    Ordered,
}

impl Algorithm {
    /// Every algorithm, in the order menus show them.
    pub const ALL: [Algorithm; 3] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered];

    /// Returns the name used on the command line and in `klados-tree/1`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Ordered => "ordered",
        }
    }

    /// Returns the name people read, e.g. in a menu.
    pub fn label(self) -> &'static str {
        match self {
            Algorithm::Minimax => "Minimax",
            Algorithm::AlphaBeta => "Alpha-beta",
            Algorithm::Ordered => "Ordered alpha-beta",
        }
    }

    /// Parses a name as [`Algorithm::name`] gives it.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL
            .into_iter()
            .find(|algorithm| algorithm.name() == name)
    }

    /// Returns true for the alpha-beta searches, which may prune.
    pub fn prunes(self) -> bool {
        self != Algorithm::Minimax
    }
}

/// What to search for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// How many plies (half-moves) deep to look, 1 to [`MAX_DEPTH`].
    pub depth: usize,
    /// Which search to run.
    pub algorithm: Algorithm,
    /// The most nodes the tree may hold; the search stops with an error rather than exceed it.
    pub max_nodes: usize,
}

impl SearchSettings {
    /// Settings with the default node budget.
    pub fn new(depth: usize, algorithm: Algorithm) -> SearchSettings {
        SearchSettings {
            depth,
            algorithm,
            max_nodes: DEFAULT_MAX_NODES,
        }
    }
}

/// Shared between the search and whoever waits for it (the window's thread): a cancel flag and
/// the number of nodes stored in each level so far. Both are atomics, so another thread can read
/// the progress and ask for a stop while the search runs.
///
/// It also says how much memory the node arrays may take: by default a share of what the machine
/// has available ([`memory_for_trees`]), read when a search starts; a test can set it.
#[derive(Debug, Default)]
pub struct SearchControl {
    cancel: AtomicBool,
    nodes_per_level: [AtomicUsize; MAX_DEPTH],
    memory_limit: Option<usize>,
}

impl SearchControl {
    /// A control with no progress and no cancel request.
    pub fn new() -> SearchControl {
        SearchControl::default()
    }

    /// Limits the node arrays to `bytes` of memory, instead of the share of the machine's
    /// available memory [`memory_for_trees`] finds. The search stops with
    /// [`SearchError::OverBudget`] (limited by [`BudgetLimit::Memory`]) rather than pass it.
    pub fn with_memory_limit(mut self, bytes: usize) -> SearchControl {
        self.memory_limit = Some(bytes);
        self
    }

    /// Asks the search to stop; it returns [`SearchError::Cancelled`] promptly.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Returns true once [`SearchControl::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Returns how many nodes each level holds so far (all `MAX_DEPTH` levels; unused ones are 0).
    pub fn nodes_per_level(&self) -> [usize; MAX_DEPTH] {
        std::array::from_fn(|level| self.nodes_per_level[level].load(Ordering::Relaxed))
    }

    /// Sets every level's count back to 0, before another search starts with the same control.
    pub fn reset_progress(&self) {
        for level in &self.nodes_per_level {
            level.store(0, Ordering::Relaxed);
        }
    }

    fn report(&self, level: usize, nodes: usize) {
        self.nodes_per_level[level].store(nodes, Ordering::Relaxed);
    }
}

/// Why a search produced no tree.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// The depth is outside 1 to [`MAX_DEPTH`].
    #[error("depth must be 1 to {MAX_DEPTH} plies, not {0}")]
    InvalidDepth(usize),
    /// The root position is already decided, so there is nothing to choose.
    #[error("nothing to search: {0}")]
    GameOver(GameOutcome),
    /// [`SearchControl::cancel`] was called.
    #[error("the search was cancelled")]
    Cancelled,
    /// The tree would need more nodes than the budget allows, or more memory than the machine
    /// can spare.
    #[error("{}", over_budget_message(*.max_nodes, *.depth, *.algorithm, *.limit))]
    OverBudget {
        /// The node budget asked for.
        max_nodes: usize,
        /// The depth asked for.
        depth: usize,
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// What ran out: the node budget, or the memory.
        limit: BudgetLimit,
    },
}

/// What stopped a search that grew too big.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BudgetLimit {
    /// The node budget ([`SearchSettings::max_nodes`]) was reached.
    Nodes,
    /// The node arrays would have passed the memory a search may take (see
    /// [`memory_for_trees`]).
    Memory {
        /// The memory the node arrays were allowed, in bytes.
        bytes: usize,
    },
    /// The machine refused the node arrays more memory.
    Refused {
        /// The memory the node arrays held when more was refused, in bytes.
        bytes: usize,
    },
}

/// Says that a search passed its budget and advises only what would help and is not already
/// chosen: ordered alpha-beta unless it is running, a lower depth above depth 1, and a bigger
/// node budget only when the node budget, not the memory, was the limit.
fn over_budget_message(max_nodes: usize, depth: usize, algorithm: Algorithm, limit: BudgetLimit) -> String {
    let mut alternatives = Vec::new();
    if algorithm != Algorithm::Ordered {
        alternatives.push(String::from("ordered alpha-beta (it prunes the most)"));
    }
    if depth > 1 {
        alternatives.push(String::from("a lower depth"));
    }
    if limit == BudgetLimit::Nodes {
        alternatives.push(String::from("a bigger node budget"));
    }
    let choices = match alternatives.pop() {
        None => String::from("free some memory"),
        Some(last) if alternatives.is_empty() => format!("choose {last}"),
        Some(last) => format!("choose {}, or {last}", alternatives.join(", ")),
    };
    let search = crate::format::search_words(algorithm, depth);
    match limit {
        BudgetLimit::Nodes => format!(
            "{search} needs more than its node budget of {}: {choices}",
            crate::format::budget_text(max_nodes),
        ),
        BudgetLimit::Memory { bytes } => format!(
            "{search} needs more than the memory a search may take on this computer ({}): {choices}",
            crate::format::bytes_text(bytes),
        ),
        BudgetLimit::Refused { bytes } => format!(
            "{search} ran out of memory: the computer refused more after {} of node arrays: {choices}",
            crate::format::bytes_text(bytes),
        ),
    }
}

/// Returns the memory a search's node arrays may take: [`MEMORY_SHARE`] of what the machine
/// says is available (`MemAvailable` in `/proc/meminfo`), or [`FALLBACK_MEMORY_BYTES`] where
/// it does not say.
pub fn memory_for_trees() -> usize {
    available_memory_bytes().map_or(FALLBACK_MEMORY_BYTES, |bytes| {
        (bytes as f64 * MEMORY_SHARE) as usize
    })
}

/// Returns the machine's available memory in bytes, where Linux tells it.
fn available_memory_bytes() -> Option<usize> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|line| line.starts_with("MemAvailable:"))?;
    let kilobytes: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    kilobytes.checked_mul(1024)
}

/// Searches the game's current position, counting repetitions with the game's history.
pub fn search_game(
    game: &Game,
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, SearchError> {
    search(game.position(), game.repetition_history(), settings, control)
}

/// Searches `root` to `settings.depth` plies and returns the whole tree.
///
/// `history` holds the Zobrist hashes ([`game::position_hash`]) of the positions before the
/// root since the last capture or pawn move, oldest first (see [`Game::repetition_history`]), so
/// that a threefold repetition inside the tree is scored as a draw.
///
/// The result is deterministic: the same root, history and settings give the same tree.
///
/// ```
/// use klados::engine::search::{search, Algorithm, SearchControl, SearchSettings};
/// let tree = search(&shakmaty::Chess::default(), &[], &SearchSettings::new(3, Algorithm::Minimax),
///                   &SearchControl::new()).unwrap();
/// assert_eq!(tree.nodes_per_level(), vec![20, 400, 8902]); // perft 1, 2, 3
/// ```
pub fn search(
    root: &Chess,
    history: &[u64],
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, SearchError> {
    if !(1..=MAX_DEPTH).contains(&settings.depth) {
        return Err(SearchError::InvalidDepth(settings.depth));
    }
    if let Some(outcome) = game::outcome_of(root, history) {
        return Err(SearchError::GameOver(outcome));
    }

    let started = Instant::now();
    let mut hashes = history.to_vec();
    hashes.push(game::position_hash(root));
    let memory_limit = control.memory_limit.unwrap_or_else(memory_for_trees);
    let mut searcher = Searcher {
        settings,
        control,
        levels: Vec::with_capacity(settings.depth),
        nodes_stored: 0,
        memory_limit,
        hashes,
    };
    for level in 0..settings.depth {
        // Level 0 holds the moves of the side to move at the root, level 1 the replies, ...
        let mover = if level % 2 == 0 { root.turn() } else { !root.turn() };
        searcher.levels.push(Level {
            mover,
            nodes: NodeArray::new(),
        });
    }
    let root_window = Window {
        alpha: -INFINITY,
        beta: INFINITY,
    };
    let root_moves = root.legal_moves();
    let (root_value, best) = searcher.expand(root, root_moves, 0, 0, root_window)?;
    // Give back the room the last chunk of each level did not use.
    for level in &mut searcher.levels {
        level.nodes.shrink_to_fit();
    }

    Ok(SearchTree {
        root: root.clone(),
        depth: settings.depth,
        algorithm: settings.algorithm,
        counts: SearchCounts::of_levels(&searcher.levels),
        levels: searcher.levels,
        root_value,
        best,
        elapsed: started.elapsed(),
        labels: None,
    })
}

/// The alpha-beta window: values the side choosing above has already been offered elsewhere.
/// α is the least White is already sure of, β the most Black will allow; a value outside α…β
/// cannot reach the root. Minimax keeps the window at −∞…+∞, where it never cuts anything.
#[derive(Clone, Copy, Debug)]
struct Window {
    alpha: i32,
    beta: i32,
}

/// The state of one search: the node arrays being filled, and the positions on the path from the
/// root to where it is now (as hashes, for counting repetitions).
struct Searcher<'a> {
    settings: &'a SearchSettings,
    control: &'a SearchControl,
    levels: Vec<Level>,
    nodes_stored: usize,
    /// The bytes the node arrays may take (see [`memory_for_trees`]).
    memory_limit: usize,
    /// The hashes of the game's positions before the root, the root, then the positions on the
    /// current path: a stack that grows by one as the search goes down a ply.
    hashes: Vec<u64>,
}

impl Searcher<'_> {
    /// Stores the moves of `position` as its children in `levels[level]`, visits each of them,
    /// and returns the value backed up from them with the index of the child it came from.
    ///
    /// Invariant: the children of one position occupy consecutive rows, in the order they are
    /// searched, and each child's subtree is finished before its next sibling starts.
    fn expand(
        &mut self,
        position: &Chess,
        mut moves: MoveList,
        level: usize,
        parent: u32,
        mut window: Window,
    ) -> Result<(i32, u32), SearchError> {
        if self.settings.algorithm == Algorithm::Ordered {
            order_captures_first(&mut moves);
        }

        // The node budget: refuse to grow the tree past it, rather than run out of memory.
        self.check_budget(moves.len())?;
        if self.control.is_cancelled() {
            return Err(SearchError::Cancelled);
        }

        // Store every move first, as "not searched yet"; the moves a cutoff skips stay that way.
        // A machine that has no memory left says so, and the search stops with an error (the
        // program does not abort).
        let first_child = self.levels[level].nodes.len() as u32;
        let children = moves.iter().map(|&m| Node::not_yet_searched(parent, m));
        if self.levels[level].nodes.try_extend(children).is_err() {
            let bytes = self.nodes_stored * NODE_BYTES;
            return Err(self.over_budget(BudgetLimit::Refused { bytes }));
        }
        self.nodes_stored += moves.len();
        self.control.report(level, self.levels[level].nodes.len());
        if level > 0 {
            self.levels[level - 1].nodes[parent as usize].set_children(first_child, moves.len());
        }

        // The side to move here chooses among the children: White the largest value, Black the
        // smallest.
        let chooser = Backup::of_mover(position.turn());
        let mut best_value = match chooser {
            Backup::Max => -INFINITY,
            Backup::Min => INFINITY,
        };
        let mut best_index = first_child;

        for (offset, &m) in moves.iter().enumerate() {
            let index = first_child + offset as u32;
            let value = self.visit(position, m, level, index, window)?;
            if chooser.prefers(value, best_value) {
                best_value = value;
                best_index = index;
            }
            if self.settings.algorithm.prunes() {
                // Alpha-beta: the chooser is now sure of at least `best_value`, so it narrows
                // its side of the window.
                match chooser {
                    Backup::Max => window.alpha = window.alpha.max(value),
                    Backup::Min => window.beta = window.beta.min(value),
                }
                // This is alpha-beta's cutoff: the window is empty, so whatever the remaining
                // moves are worth, the side choosing one level up already has something better.
                // They stay in the array, marked pruned.
                if window.alpha >= window.beta {
                    break;
                }
            }
        }
        Ok((best_value, best_index))
    }

    /// Checks that `count` more nodes fit in the node budget and in the memory the search may
    /// take: the tree never grows past either.
    fn check_budget(&self, count: usize) -> Result<(), SearchError> {
        let wanted = self.nodes_stored.saturating_add(count);
        if wanted > self.settings.max_nodes {
            return Err(self.over_budget(BudgetLimit::Nodes));
        }
        if wanted > self.memory_limit / NODE_BYTES {
            return Err(self.over_budget(BudgetLimit::Memory {
                bytes: self.memory_limit,
            }));
        }
        Ok(())
    }

    /// The error for a tree that outgrew `limit`.
    fn over_budget(&self, limit: BudgetLimit) -> SearchError {
        SearchError::OverBudget {
            max_nodes: self.settings.max_nodes,
            depth: self.settings.depth,
            algorithm: self.settings.algorithm,
            limit,
        }
    }

    /// Plays `m` from `position` and works out the node `levels[level][index]` it leads to:
    /// a terminal node, a leaf at the horizon, or an inner node whose children are searched.
    /// Returns the node's value.
    fn visit(
        &mut self,
        position: &Chess,
        m: Move,
        level: usize,
        index: u32,
        window: Window,
    ) -> Result<i32, SearchError> {
        let mut child = position.clone();
        child.play_unchecked(m);
        let plies_from_root = level + 1;
        let at_horizon = plies_from_root == self.settings.depth;

        // Only positions that can still repeat need a hash: inner nodes, whose descendants may
        // come back to them, and any position after four reversible half-moves or more.
        let needs_hash = !at_horizon || child.halfmoves() >= 4;
        if needs_hash {
            let parent_hash = self.hashes.last().copied().unwrap_or_default();
            let hash = position
                .update_zobrist_hash(Zobrist64(parent_hash), m, EnPassantMode::Legal)
                .map_or_else(|| game::position_hash(&child), |hash| hash.0);
            self.hashes.push(hash);
        }

        // Below the horizon we need the moves anyway; at the horizon we look for them only when
        // the side to move is in check, because a checkmate is the one thing a static score
        // must never miss.
        let moves = if !at_horizon || child.is_check() {
            Some(child.legal_moves())
        } else {
            None
        };

        let (static_score, value, status) = if moves.as_ref().is_some_and(MoveList::is_empty) {
            if child.is_check() {
                // Checkmate: the nearer the mate, the bigger the score, so the winner takes the
                // shortest mate and the loser puts it off as long as it can.
                let mate = mated_score(child.turn(), plies_from_root);
                (mate, mate, Status::Checkmate)
            } else {
                (0, 0, Status::Stalemate)
            }
        } else if self.is_draw_by_rule(&child, m, needs_hash) {
            (0, 0, Status::Draw)
        } else {
            let static_score = count_score(&child);
            match moves {
                Some(moves) if !at_horizon => {
                    let (value, _) = self.expand(&child, moves, level + 1, index, window)?;
                    (static_score, value, Status::Searched)
                }
                // A leaf at the horizon: its value is its static score.
                _ => (static_score, static_score, Status::Searched),
            }
        };

        if needs_hash {
            self.hashes.pop();
        }

        // With alpha-beta an inner node's value may only be a bound (see `Bound::of_searched`).
        let bound = if self.settings.algorithm.prunes() {
            Bound::of_searched(&self.levels, level, index, value, window.alpha, window.beta)
        } else {
            Bound::Exact
        };
        self.levels[level].nodes[index as usize].record(static_score, value, status, bound);
        Ok(value)
    }

    /// Returns true if the position `child`, just reached by `m`, is drawn by rule: insufficient
    /// material, the fifty-move rule, or a threefold repetition counting the game's history.
    /// `hash_pushed` says whether the child's hash is on top of the stack.
    fn is_draw_by_rule(&self, child: &Chess, m: Move, hash_pushed: bool) -> bool {
        // Material only changes by captures and promotions, so only they can leave too little
        // to mate (a pawn promoted to a lone knight or bishop, say).
        if (m.is_capture() || m.is_promotion()) && child.is_insufficient_material() {
            return true;
        }
        if child.halfmoves() >= 100 {
            return true;
        }
        if !hash_pushed || child.halfmoves() < 4 {
            return false;
        }
        let Some((&hash, earlier)) = self.hashes.split_last() else {
            return false;
        };
        let since_last_irreversible = &earlier[earlier.len().saturating_sub(child.halfmoves() as usize)..];
        game::is_third_occurrence(hash, since_last_irreversible)
    }
}

/// The value of a position where `mated` is checkmated, `plies_from_root` half-moves from the
/// root: `MATE - plies` for the winner. Positive when White gives mate, negative when Black does.
pub fn mated_score(mated: Color, plies_from_root: usize) -> i32 {
    let score = MATE - plies_from_root as i32;
    match mated {
        Color::White => -score,
        Color::Black => score,
    }
}

/// Move ordering for alpha-beta: captures first, the most valuable victim first and, among equal
/// victims, the least valuable attacker first (MVV-LVA: "a pawn taking a queen" before "a queen
/// taking a pawn"). Other moves keep their generation order; the sort is stable, so the order is
/// deterministic.
pub fn order_captures_first(moves: &mut MoveList) {
    moves.sort_by_key(|m| match m.capture() {
        Some(victim) => (0, -piece_value(victim), piece_value(m.role())),
        None => (1, 0, 0),
    });
}
