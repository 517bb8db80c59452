//! The search: minimax and alpha-beta, and what comes after them, filling the node arrays depth
//! first.
//!
//! # How the computer thinks
//!
//! To choose a move the computer imagines every move it could make, every reply to each of
//! them, every answer to each reply, and so on, `depth` half-moves (plies) deep. That is the
//! **game tree**. At the bottom it cannot look further, so it judges each position with the
//! evaluation (a **static score**) and passes the judgements back up:
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
//! next node array and then visits them one by one. It knows nothing of chess: it asks the
//! game's [`Rules`], so the same search runs on chess and on the trees a lesson draws.
//!
//! # Alpha-beta
//!
//! Minimax looks at every node. **Alpha-beta** gets the same root value from fewer: it carries
//! two numbers down the tree: α, the least White (MAX) is already sure of getting elsewhere, and
//! β, the most Black (MIN) will allow, having a way elsewhere to hold White to it. As soon as a
//! node's value is certain to fall outside α…β, the side choosing above it would never let the
//! game go there, so its remaining moves need not be searched: that is a **cutoff**. The moves
//! skipped stay in the arrays with status `Pruned`, so a student can see what alpha-beta did not
//! need to look at.
//!
//! Cutoffs come sooner when the best move is tried first. **Move ordering** tries captures
//! first, the most valuable victim first, a cheap guess at which moves are best.
//!
//! # After alpha-beta
//!
//! * **Quiescence search.** A static score is only fair in a quiet position: in the middle of
//!   an exchange it counts the piece just taken and not the recapture. So at the horizon a
//!   position where a capture or a promotion is possible, or the side to move is in check, is
//!   searched on with captures and promotions (or check evasions) only, until quiet, or until
//!   [`MAX_QUIESCENCE_PLIES`] (10) plies past the depth: there a position is scored as it
//!   stands, quiet or not, and a node that was not quiet is marked
//!   ([`crate::engine::tree::Node::at_quiescence_limit`]). A side not in check may also
//!   **stand pat**: decline them all and keep the static score. Those nodes go into further
//!   levels beyond the depth, with status `Quiescence`.
//! * **Transposition table.** The same position is often reached by different orders of moves
//!   (1. e4 e5 2. Nf3 and 1. Nf3 e5 2. e4). The table remembers every position searched, at its
//!   ply, with its value; reached again, it is not searched again: the node gets status
//!   `Transposition` and points at the node that searched it.
//! * **Iterative deepening.** Search depth 1, then 2, … up to the depth, each time trying the
//!   previous iteration's best line first, so that alpha-beta cuts sooner. Each iteration costs
//!   a fraction of the next, so the repetition is cheap; and a program playing on a clock can
//!   stop between iterations and play the last finished one's move (Klados's UCI engine does).
//!
//! # Chance
//!
//! In a game with dice, chance moves too. At a **chance node** nobody chooses: the value is the
//! **expectation**, each outcome's value weighted by its probability (expectimax). The search
//! carries it up exactly, as a fraction, and the node arrays show it as the nearest whole number
//! (see [`crate::engine::chance`]). Only abstract trees have chance nodes.

use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasherDefault;
use std::sync::Arc;
use web_time::Instant;

use shakmaty::{Chess, Color, Move};

use crate::engine::chance::{Expectation, SearchValue};
use crate::engine::counts::{SearchCounts, Tally};
use crate::engine::eval::MATE;
use crate::engine::position;
use crate::engine::rules::{ChessRules, Leaf, Rules};
use crate::engine::settings::{
    Algorithm, BudgetLimit, MAX_DEPTH, MAX_LEVELS, MAX_QUIESCENCE_PLIES, SearchControl, SearchError,
    SearchSettings, Technique,
};
use crate::engine::tree::{
    Backup, Bound, GameDescription, Level, NodeArray, NodeId, SearchTree, Status, TreeGame,
};

mod key_hasher;
mod parallel;
mod store;

/// A value beyond every score, even a mate: the starting point of "best so far".
pub(crate) const INFINITY: i32 = MATE + 1;

/// Searches `root` to `settings.depth` plies and returns the whole tree.
///
/// `history` holds the Zobrist hashes ([`position::position_hash`]) of the positions before the
/// root since the last capture or pawn move, oldest first (a game keeps them: its repetition
/// history), so that a threefold repetition inside the tree is scored as a draw.
///
/// With iterative deepening the tree returned is the last iteration's, holding the earlier
/// ones ([`SearchTree::iterations`]); the node budget is the budget of them all.
///
/// The result is deterministic: the same root, history and settings give the same tree.
///
/// ```
/// use klados::engine::search::search;
/// use klados::engine::settings::{Algorithm, SearchControl, SearchSettings};
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
    if let Some(outcome) = position::outcome_of(root, history) {
        return Err(SearchError::GameOver(outcome));
    }
    if settings.techniques.has(Technique::Iterative) {
        return deepen(root, history, settings, control);
    }
    search_chess(root, history, settings, control, &[], 0)
}

/// Iterative deepening: searches depth 1, 2, … `settings.depth`, each iteration trying the
/// previous iteration's principal variation first, and returns the last iteration's tree with
/// the earlier ones in it. All iterations share the node budget.
fn deepen(
    root: &Chess,
    history: &[u64],
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, SearchError> {
    let started = Instant::now();
    let mut iterations: Vec<Arc<SearchTree>> = Vec::new();
    let mut line: Vec<Move> = Vec::new();
    let mut spent = 0;
    let mut held_bytes = 0;
    for depth in 1..=settings.depth {
        let iteration = SearchSettings {
            depth,
            max_nodes: settings.max_nodes.saturating_sub(spent),
            techniques: settings.techniques.without(Technique::Iterative),
            ..*settings
        };
        control.reset_progress();
        let tree =
            search_chess(root, history, &iteration, control, &line, held_bytes).map_err(
                |error| match error {
                    // The budget was the whole search's, so say so at the depth asked for.
                    SearchError::OverBudget {
                        limit,
                        root_moves_alone,
                        ..
                    } => SearchError::OverBudget {
                        max_nodes: settings.max_nodes,
                        depth: settings.depth,
                        algorithm: settings.algorithm,
                        techniques: settings.techniques,
                        limit,
                        // An iteration after the first had its root's moves stored before.
                        root_moves_alone: root_moves_alone && spent == 0,
                    },
                    other => other,
                },
            )?;
        spent += tree.node_count();
        held_bytes += tree.memory_bytes();
        line = tree
            .principal_variation()
            .into_iter()
            .take(depth)
            .filter_map(|id| tree.move_of(id))
            .collect();
        iterations.push(Arc::new(tree));
    }
    let mut last = iterations
        .pop()
        .map(Arc::unwrap_or_clone)
        .ok_or(SearchError::InvalidDepth(settings.depth))?;
    last.iterations = iterations;
    last.techniques.set(Technique::Iterative, true);
    last.total_elapsed = Some(started.elapsed());
    Ok(last)
}

/// Searches a chess position once, to `settings.depth`, trying `line` first where the search
/// follows it.
fn search_chess(
    root: &Chess,
    history: &[u64],
    settings: &SearchSettings,
    control: &SearchControl,
    line: &[Move],
    held_bytes: usize,
) -> Result<SearchTree, SearchError> {
    let started = Instant::now();
    let rules = ChessRules::new(root, history);
    let threads = parallel::threads_for(settings, control);
    let found = if threads > 1 {
        parallel::search_split(rules, root, settings, control, line, held_bytes, threads)?
    } else {
        search_with(rules, root, settings, control, line, held_bytes)?
    };
    Ok(found.into_tree(TreeGame::Chess(root.clone()), settings, started))
}

/// Searches `root`, a position of a game other than chess (tic-tac-toe, Connect Four), under
/// the game's `rules`, to `settings.depth` plies, and returns the whole tree. `game` describes
/// the game to the tree (its name, its root as text, its moves' names, its depth limit, at most
/// [`MAX_LEVELS`]); the caller has checked that the game goes on at `root`.
///
/// The tree stores the game's moves as the game codes them ([`Rules::node`]) and asks `game` to
/// read them. Iterative deepening is chess's alone (it replays the best line as chess moves),
/// so it is not offered here; the other techniques are.
pub fn search_game<R: Rules>(
    game: Arc<dyn GameDescription>,
    rules: R,
    root: &R::Position,
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, SearchError> {
    let max = game.depth_limit().min(MAX_LEVELS);
    if !(1..=max).contains(&settings.depth) {
        return Err(SearchError::DepthOutOfRange {
            depth: settings.depth,
            max,
            game: game.id().title(),
        });
    }
    let settings = SearchSettings {
        techniques: settings.techniques.without(Technique::Iterative),
        ..*settings
    };
    let started = Instant::now();
    let found = search_with(rules, root, &settings, control, &[], 0)?;
    Ok(found.into_tree(TreeGame::Other(game), &settings, started))
}

/// Searches `root` under `rules`: the one search every game goes through. Returns the node
/// arrays, the root's value and the index of the move chosen.
pub(crate) fn search_with<R: Rules>(
    rules: R,
    root: &R::Position,
    settings: &SearchSettings,
    control: &SearchControl,
    line: &[R::Move],
    held_bytes: usize,
) -> Result<Found, SearchError> {
    let root_mover = rules.turn(root).color();
    let mut searcher = Searcher::new(rules, settings, control, line, held_bytes);
    searcher.levels = empty_levels(root_mover, settings.depth);
    let mut moves = searcher.rules.moves(root);
    let root_choice = searcher.expand(root, &mut moves, 0, 0, Window::full(), None, true)?; // @start
    // Give back the room the last chunk of each level did not use.
    for level in &mut searcher.levels {
        level.nodes.shrink_to_fit();
    }
    Ok(Found {
        counts: searcher.counts(),
        levels: searcher.levels,
        root_value: root_choice.value.shown(),
        best: root_choice.best_index, // @choose
        fractions: searcher.fractions,
        root_fraction: root_choice.value.fraction(),
    })
}

/// Returns `depth` empty node arrays: level 0 for the moves of `root_mover`, the side to move at
/// the root, level 1 for the replies, and so on.
fn empty_levels(root_mover: Color, depth: usize) -> Vec<Level> {
    (0..depth)
        .map(|level| Level {
            mover: if level % 2 == 0 { root_mover } else { !root_mover },
            nodes: NodeArray::new(),
        })
        .collect()
}

/// What [`search_with`] found: the node arrays and the root's choice.
pub(crate) struct Found {
    pub(crate) levels: Vec<Level>,
    pub(crate) root_value: i32,
    pub(crate) best: u32,
    /// The exact value of every node whose value is not a whole number (below chance nodes).
    pub(crate) fractions: BTreeMap<NodeId, Expectation>,
    /// The root's exact value, when it is not a whole number.
    pub(crate) root_fraction: Option<Expectation>,
    /// The nodes counted, as the search went ([`Tally`]).
    pub(crate) counts: SearchCounts,
}

impl Found {
    /// Makes the search tree: the node arrays with their game and root, settings, result and
    /// counts.
    pub(crate) fn into_tree(self, game: TreeGame, settings: &SearchSettings, started: Instant) -> SearchTree {
        SearchTree {
            game,
            depth: settings.depth,
            algorithm: settings.algorithm,
            techniques: settings.techniques,
            counts: self.counts,
            levels: self.levels,
            root_value: self.root_value,
            best: self.best,
            elapsed: started.elapsed(),
            probabilities: BTreeMap::new(),
            fractions: self.fractions,
            root_fraction: self.root_fraction,
            iterations: Vec::new(),
            total_elapsed: None,
        }
    }
}

/// The alpha-beta window: values the side choosing above has already been offered elsewhere.
/// α is the least White is already sure of, β the most Black will allow; a value outside α…β
/// cannot reach the root. Minimax keeps the window at −∞…+∞, where it never cuts anything.
/// Its values are the search's: whole numbers, or exact fractions below chance nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Window<V> {
    pub(crate) alpha: V,
    pub(crate) beta: V,
}

impl<V: SearchValue> Window<V> {
    /// −∞…+∞: nothing is known yet.
    pub(crate) fn full() -> Window<V> {
        Window {
            alpha: V::whole(-INFINITY),
            beta: V::whole(INFINITY),
        }
    }

    /// Narrows the chooser's side of the window: a value `chooser` is now sure of. This is the
    /// one place alpha-beta narrows a window; the replay narrows it here too.
    pub(crate) fn narrow(&mut self, chooser: Backup, value: V) {
        match chooser {
            Backup::Max => self.alpha = self.alpha.max(value),
            Backup::Min => self.beta = self.beta.min(value),
        }
    }

    /// Returns true once the window is empty: whatever the remaining moves are worth, the side
    /// choosing one level up already has something better. That is alpha-beta's cutoff.
    pub(crate) fn is_closed(self) -> bool {
        self.alpha >= self.beta
    }
}

/// The state of one search: the rules of its game, the node arrays being filled and the
/// transposition table.
struct Searcher<'a, R: Rules> {
    rules: R,
    settings: &'a SearchSettings,
    control: &'a SearchControl,
    levels: Vec<Level>,
    nodes_stored: usize,
    /// The bytes the node arrays and the table may take (see [`SearchControl::memory_limit`]).
    memory_limit: usize,
    /// The transposition table: positions searched so far, by key and ply.
    table: Table<R::Value>,
    /// The line to try first (iterative deepening: the previous iteration's best line).
    line: &'a [R::Move],
    /// The exact value of every node whose value is not a whole number (below chance nodes).
    fractions: BTreeMap<NodeId, Expectation>,
    /// In a minimax search split across threads, this thread's share of it: the nodes the other
    /// threads stored count against the budget too (see [`parallel`]).
    share: Option<parallel::Share<'a>>,
    /// The nodes stored, counted by kind as the search goes.
    tally: Tally,
}

impl<'a, R: Rules> Searcher<'a, R> {
    /// A search with no node arrays yet. `held_bytes`: the memory earlier iterations of
    /// iterative deepening still hold.
    fn new(
        rules: R,
        settings: &'a SearchSettings,
        control: &'a SearchControl,
        line: &'a [R::Move],
        held_bytes: usize,
    ) -> Searcher<'a, R> {
        Searcher {
            rules,
            settings,
            control,
            levels: Vec::new(),
            nodes_stored: 0,
            memory_limit: control.memory_limit().saturating_sub(held_bytes),
            table: Table::default(),
            line,
            fractions: BTreeMap::new(),
            share: None,
            tally: Tally::default(),
        }
    }
}

/// The transposition table: an entry for every position searched, by its key (a Zobrist hash)
/// and its ply. The same ply means the same depth left, so an entry holds what a search of the
/// position with that window found: its exact value, or a bound where alpha-beta cut. (It does
/// not know the road to the position: a repetition below it counts as it did the first time.)
type Table<V> = HashMap<(u64, usize), Entry<V>, BuildHasherDefault<key_hasher::KeyHasher>>;

/// A transposition table entry: what the search found for a position, and where.
#[derive(Clone, Copy, Debug)]
struct Entry<V> {
    static_score: i32,
    value: V,
    bound: Bound,
    /// The node that searched it, in the same level (the table is by ply).
    index: u32,
}

/// A position's choice among its moves, as [`Searcher::expand`] made it.
struct Choice<V> {
    /// The value backed up.
    value: V,
    /// The index of the child it came from (the first child if the position stood pat).
    best_index: u32,
    /// True if it is the position's exact value: no cutoff, and every child's value exact.
    exact: bool,
}

impl<R: Rules> Searcher<'_, R> {
    /// Stores the moves of `position` as its children in `levels[level]`, visits each of them,
    /// and returns the value backed up from them with the index of the child it came from.
    /// `stand_pat`: in quiescence search, the static score the side to move may keep instead
    /// of moving. `on_line`: the position is on the line to try first.
    ///
    /// Invariant: the children of one position occupy consecutive rows, in the order they are
    /// searched, and each child's subtree is finished before its next sibling starts.
    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        position: &R::Position,
        moves: &mut R::Moves,
        level: usize,
        parent: u32,
        mut window: Window<R::Value>,
        stand_pat: Option<i32>,
        on_line: bool,
    ) -> Result<Choice<R::Value>, SearchError> {
        if self.rules.is_chance(position) {
            return self.expand_chance(position, moves, level, parent);
        }
        if self.settings.algorithm == Algorithm::Ordered {
            self.rules.order(moves);
        }
        let follows_line = self.put_line_first(moves, level, on_line);

        // The side to move here chooses among the children: White the largest value, Black the
        // smallest.
        let chooser = self.rules.turn(position);
        let mut best_value = R::Value::whole(match chooser {
            Backup::Max => -INFINITY,
            Backup::Min => INFINITY,
        });
        let first_child = self.level_len(level) as u32;
        let mut best_index = first_child;
        let prunes = self.settings.algorithm.prunes();

        // Quiescence: standing pat is a move like any other, tried first: the side to move is
        // sure of its static score, since it may decline every capture and promotion.
        if let Some(score) = stand_pat.map(R::Value::whole) {
            best_value = score; // @stand-pat
            if prunes {
                window.narrow(chooser, score);
                if window.is_closed() {
                    // The static score alone is already too good: the captures and
                    // promotions are not even listed.
                    return Ok(Choice {
                        // @stand-pat-cutoff
                        value: score,
                        best_index,
                        exact: false,
                    });
                }
            }
        }

        self.store_children(moves, level, parent)?;
        let mut exact = true;
        for (offset, &m) in moves.iter().enumerate() {
            let index = first_child + offset as u32;
            let on_line = follows_line && offset == 0;
            let (value, bound) = self.visit(position, m, level, index, window, on_line)?; // @call
            exact &= bound == Bound::Exact;
            if chooser.prefers(value, best_value) {
                // @best
                best_value = value;
                best_index = index;
            }
            if prunes {
                // Alpha-beta: the chooser is now sure of at least `best_value`, so it narrows
                // its side of the window. An empty window is alpha-beta's cutoff: the moves
                // left stay in the array, marked pruned.
                window.narrow(chooser, value); // @narrow
                if window.is_closed() && offset + 1 < moves.len() {
                    exact = false;
                    break; // @cutoff
                }
            }
        }
        Ok(Choice {
            // @return
            value: best_value,
            best_index,
            exact,
        })
    }

    /// Iterative deepening: where the search is still on the previous iteration's best line,
    /// puts that line's move at this level first. Returns true if the position is on the line.
    fn put_line_first(&self, moves: &mut R::Moves, level: usize, on_line: bool) -> bool {
        let Some(first) = self.line.get(level).copied().filter(|_| on_line) else {
            return false;
        };
        if let Some(at) = moves.iter().position(|&m| m == first) {
            moves[..=at].rotate_right(1);
        }
        true
    }

    /// Expectimax: stores chance's moves from `position`, visits every one with the full window
    /// (a weighted average can be pulled anywhere by one outcome, so nothing is cut, and every
    /// outcome's value comes back exact), and returns the expectation, exactly worked out and
    /// kept as the nearest whole number.
    fn expand_chance(
        &mut self,
        position: &R::Position,
        moves: &R::Moves,
        level: usize,
        parent: u32,
    ) -> Result<Choice<R::Value>, SearchError> {
        let first_child = self.level_len(level) as u32;
        self.store_children(moves, level, parent)?;
        let mut outcomes = Vec::with_capacity(moves.len());
        let mut exact = true;
        for (offset, &m) in moves.iter().enumerate() {
            let index = first_child + offset as u32;
            let (value, bound) = self.visit(position, m, level, index, Window::full(), false)?; // @chance-call
            exact &= bound == Bound::Exact;
            outcomes.push((self.rules.probability(position, m), value)); // @expect
        }
        Ok(Choice {
            value: R::Value::expectation(outcomes), // @expectation
            best_index: first_child,
            exact,
        })
    }

    /// Plays `m` from `position` and works out the node `levels[level][index]` it leads to: a
    /// position where the game ends, one taken from the transposition table, a leaf at the
    /// horizon, a position quiescence searches on, or an inner node whose children are
    /// searched. Returns the node's value and what it says.
    #[inline(always)]
    fn visit(
        &mut self,
        position: &R::Position,
        m: R::Move,
        level: usize,
        index: u32,
        window: Window<R::Value>,
        on_line: bool,
    ) -> Result<(R::Value, Bound), SearchError> {
        let plies_from_root = level + 1;
        let depth = self.settings.depth;
        let techniques = self.settings.techniques;
        let beyond_horizon = plies_from_root > depth;
        // Quiescence goes on past the depth, but no further than MAX_QUIESCENCE_PLIES.
        let quiescence = techniques.has(Technique::Quiescence)
            && plies_from_root - depth.min(plies_from_root) < MAX_QUIESCENCE_PLIES; // @q-limit
        let goes_on = plies_from_root < depth || quiescence;
        // The table holds positions with depth left. A position at the horizon costs less to
        // evaluate than to look up in a table of millions, so it is neither looked up nor
        // stored.
        let use_table = techniques.has(Technique::Transpositions) && plies_from_root < depth;

        // A leaf: the search looks no further. The game judges the position the move leads to,
        // its end or its static score, and chess does it without playing the move out in full
        // where it can (see `Rules::judge_leaf`). Quiescence's leaves are played out, to see
        // whether they are quiet.
        if !goes_on
            && !techniques.has(Technique::Quiescence)
            && let Some(leaf) = self.rules.judge_leaf(position, m, plies_from_root)
        {
            let node = &mut self.levels[level].nodes[index as usize];
            let value = match leaf {
                Leaf::Ends(status, value) => {
                    node.record(value, value, status, Bound::Exact);
                    value
                }
                Leaf::Scored(score) => {
                    node.record(score, score, Status::Searched, Bound::Exact); // @leaf
                    score
                }
            };
            return Ok((R::Value::whole(value), Bound::Exact));
        }

        let child = self.rules.play(position, m, goes_on || use_table);

        // Below the horizon we need the moves anyway; at the horizon we look for them only when
        // the side to move is in check, because a checkmate is the one thing a static score
        // must never miss.
        let in_check = self.rules.in_check(&child);
        let listed = goes_on || in_check;
        let mut moves = if listed {
            self.rules.moves(&child)
        } else {
            R::Moves::default()
        };
        if let Some((status, value)) = self
            .rules
            .end(&child, m, listed.then_some(&moves), plies_from_root)
        {
            // The game ends here: mate, stalemate or a draw by rule (a repetition too, which
            // depends on the road here, so this comes before the table).
            self.rules.leave();
            let node = &mut self.levels[level].nodes[index as usize];
            node.record(value, value, status, Bound::Exact);
            return Ok((R::Value::whole(value), Bound::Exact));
        }

        // The transposition table: this position was searched before at this ply, by another
        // order of moves. Its value is taken from there instead of searching it again.
        if use_table && let Some(entry) = self.probe(level, window) {
            // @table-hit
            self.rules.leave();
            let node = &mut self.levels[level].nodes[index as usize];
            node.record(
                entry.static_score,
                entry.value.shown(),
                Status::Transposition,
                entry.bound,
            );
            node.set_children(entry.index, 0);
            return Ok((entry.value, entry.bound));
        }

        let searched = if beyond_horizon {
            Status::Quiescence
        } else {
            Status::Searched
        };
        let mut stands_pat = false;
        let mut at_limit = false;
        let static_score = self.rules.evaluate_played(&child);
        let (value, bound) = if listed && plies_from_root < depth {
            let choice = self.expand(&child, &mut moves, level + 1, index, window, None, on_line)?;
            (choice.value, bound_of(&choice, window))
        } else if listed && quiescence {
            // @horizon
            // Quiescence: in check, every evasion; otherwise only the captures and promotions,
            // and the side to move may stand pat. A quiet position is a leaf.
            if !in_check {
                self.rules.keep_captures(&mut moves);
            }
            if moves.is_empty() {
                (R::Value::whole(static_score), Bound::Exact)
            } else {
                stands_pat = !in_check;
                let stand_pat = stands_pat.then_some(static_score);
                let choice = self.expand(&child, &mut moves, level + 1, index, window, stand_pat, false)?;
                (choice.value, bound_of(&choice, window))
            }
        } else {
            // A leaf at the horizon: its value is its static score. Quiescence's limit:
            // MAX_QUIESCENCE_PLIES past the depth it stops even where the position is not
            // quiet, and scores it as it stands. Such a leaf is marked, so that nobody takes
            // its score for a quiet one.
            at_limit = techniques.has(Technique::Quiescence)
                && !quiescence
                && (in_check || self.can_capture(&child));
            (R::Value::whole(static_score), Bound::Exact)
        };
        if use_table {
            self.remember(level, index, static_score, value, bound)?; // @table-store
        }
        self.rules.leave();

        if let Some(fraction) = value.fraction() {
            // Below a chance node: the node arrays show the nearest whole number, and the
            // exact value is kept beside them.
            self.fractions.insert(NodeId::new(level, index), fraction);
        }
        let node = &mut self.levels[level].nodes[index as usize];
        node.record(static_score, value.shown(), searched, bound);
        if stands_pat {
            node.mark_stands_pat();
        }
        if at_limit {
            node.mark_at_quiescence_limit();
        }
        if self.rules.is_chance(&child) {
            node.mark_chance();
        }
        Ok((value, bound))
    }

    /// Returns true if the side to move at `position` has a capture or a promotion: the position
    /// is not quiet.
    fn can_capture(&self, position: &R::Position) -> bool {
        let mut moves = self.rules.moves(position);
        self.rules.keep_captures(&mut moves);
        !moves.is_empty()
    }

    /// Looks the position just played up in the transposition table. An entry answers if its
    /// value is exact, or if it is a bound that already falls outside the window (it would cut
    /// off anyway).
    fn probe(&self, level: usize, window: Window<R::Value>) -> Option<Entry<R::Value>> {
        let key = self.rules.key()?;
        let entry = *self.table.get(&(key, level))?;
        let answers = match entry.bound {
            Bound::Exact => true,
            Bound::Lower => entry.value >= window.beta,
            Bound::Upper => entry.value <= window.alpha,
        };
        answers.then_some(entry)
    }

    /// Remembers the node `levels[level][index]`, just searched, in the transposition table.
    fn remember(
        &mut self,
        level: usize,
        index: u32,
        static_score: i32,
        value: R::Value,
        bound: Bound,
    ) -> Result<(), SearchError> {
        let Some(key) = self.rules.key() else {
            return Ok(());
        };
        if self.table.len() == self.table.capacity() {
            // The table grows like a Vec, into a new table twice the size while the old one is
            // still held: check the memory for both first, and let the machine refuse.
            let more = self.table.capacity().max(1024);
            self.check_budget(0, 2 * more)?;
            if self.table.try_reserve(more).is_err() {
                let bytes = self.bytes_used(0, 0);
                return Err(self.over_budget(BudgetLimit::Refused { bytes }));
            }
        }
        let entry = Entry {
            static_score,
            value,
            bound,
            index,
        };
        self.table.insert((key, level), entry);
        Ok(())
    }
}

/// Returns what a searched node's value says, from its choice and the window it was searched
/// with: exact when nothing was cut below it and every child was exact (its value is then the
/// true best of theirs, wherever it lies); otherwise a bound, as [`Bound::of_value`] says.
fn bound_of<V: SearchValue>(choice: &Choice<V>, window: Window<V>) -> Bound {
    if choice.exact {
        Bound::Exact
    } else {
        Bound::of_value(choice.value, window.alpha, window.beta)
    }
}
