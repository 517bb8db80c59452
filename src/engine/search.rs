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
//! first, the most valuable victim first, a cheap guess at which moves are best. Two more
//! guesses learn from the search's own cutoffs which quiet moves are good: **killer moves** (the
//! last two quiet moves that cut at the same ply) and the **history heuristic** (a score per
//! move, depth² for every cutoff it caused). See `search/heuristics.rs`.
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

use std::sync::Arc;
use web_time::Instant;

use shakmaty::{Chess, Move};

use crate::engine::chance::SearchValue;
use crate::engine::position;
use crate::engine::rules::{ChessRules, Leaf, Rules};
use crate::engine::settings::{
    Algorithm, MAX_DEPTH, MAX_LEVELS, MAX_QUIESCENCE_PLIES, SearchControl, SearchError, SearchSettings,
    Technique,
};
use crate::engine::tree::{Backup, Bound, GameDescription, NodeId, OrderedBy, SearchTree, Status, TreeGame};

mod aspiration;
mod attempt;
mod budget;
mod cutoffs;
mod heuristics;
mod key_hasher;
mod null_move;
mod parallel;
mod pvs;
mod reductions;
mod searcher;
mod share;

use searcher::{Choice, Entry, Ply, Searched, Searcher, empty_levels};
pub(crate) use searcher::{Found, INFINITY, Window};

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
    search_chess(root, history, settings, control, &[], 0, None)
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
        // Aspiration windows guess the value of the last iteration that ended on the same side's
        // move (two plies back): values swing between odd and even depths, so the iteration just
        // before is the worse guess.
        let guess = iterations
            .len()
            .checked_sub(2)
            .or(iterations.len().checked_sub(1))
            .map(|previous| iterations[previous].root_value());
        let tree = search_chess(root, history, &iteration, control, &line, held_bytes, guess)
            .map_err(|error| budget::of_whole_search(error, settings, spent))?;
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
/// follows it; `guess`: the root's value as the previous iteration found it, for aspiration
/// windows.
fn search_chess(
    root: &Chess,
    history: &[u64],
    settings: &SearchSettings,
    control: &SearchControl,
    line: &[Move],
    held_bytes: usize,
    guess: Option<i32>,
) -> Result<SearchTree, SearchError> {
    let started = Instant::now();
    let rules = ChessRules::new(root, history);
    let threads = parallel::threads_for(settings, control);
    let found = if threads > 1 {
        parallel::search_split(rules, root, settings, control, line, held_bytes, threads)?
    } else {
        search_guessing(rules, root, settings, control, line, held_bytes, guess)?
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
    search_guessing(rules, root, settings, control, line, held_bytes, None)
}

/// [`search_with`], where aspiration windows may guess the root's value as `guess` says (the
/// value of an earlier iteration); without a guess they take the root's static score.
fn search_guessing<R: Rules>(
    rules: R,
    root: &R::Position,
    settings: &SearchSettings,
    control: &SearchControl,
    line: &[R::Move],
    held_bytes: usize,
    guess: Option<i32>,
) -> Result<Found, SearchError> {
    let root_mover = rules.turn(root).color();
    let mut searcher = Searcher::new(rules, settings, control, line, held_bytes);
    searcher.levels = empty_levels(root_mover, settings.depth);
    let root_choice = if searcher.aspires() {
        // Aspiration windows: a narrow window around a guess, widened while the value falls
        // outside it.
        let guess = guess.unwrap_or_else(|| searcher.rules.evaluate(root));
        searcher.aspire(root, guess)? // @aspiration
    } else {
        let mut moves = searcher.rules.moves(root);
        searcher.expand(root, &mut moves, 0, 0, Window::full(), None, true)? // @start
    };
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
        marks: searcher.marks,
        aspiration: searcher.aspiration,
    })
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
        // The side to move here chooses among the children: White the largest value, Black the
        // smallest.
        let chooser = self.rules.turn(position);
        let (follows_line, moved_up) = self.order_moves(moves, level, on_line, chooser);
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
        self.mark_moved_up(moves, level, first_child, &moved_up);
        let mut exact = true;
        for (offset, &m) in moves.iter().enumerate() {
            let index = first_child + offset as u32;
            let on_line = follows_line && offset == 0;
            let (value, bound) = if offset == 0 || !self.searches_later_moves_apart() {
                self.visit(position, m, level, index, window, on_line)? // @call
            } else {
                self.visit_later(position, m, level, index, offset, window, chooser)? // @call-later
            };
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
                    // The move that cut may cut elsewhere too: killer moves and the history
                    // heuristic remember it.
                    self.learn_from_cutoff(m, level, chooser);
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

    /// Move ordering: puts the moves most likely to be best first, so that alpha-beta cuts
    /// sooner. Ordered alpha-beta tries captures first; iterative deepening tries the previous
    /// iteration's best line first; killer moves and the history heuristic then try the quiet
    /// moves that cut elsewhere before the other quiet moves. Returns true if the position is on
    /// the line, and the moves killers and history moved up.
    fn order_moves(
        &self,
        moves: &mut R::Moves,
        level: usize,
        on_line: bool,
        chooser: Backup,
    ) -> (bool, Vec<(R::Move, OrderedBy)>) {
        if self.settings.algorithm == Algorithm::Ordered {
            self.rules.order(moves);
        }
        let follows_line = self.put_line_first(moves, level, on_line);
        let line_first = follows_line && self.line.get(level) == moves.first();
        let start = self.fixed_at_front(moves, line_first);
        let moved_up = self.order_by_cutoffs(moves, level, chooser, start);
        (follows_line, moved_up)
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

    /// Plays `m` from `position` and works out the node `levels[level][index]` it leads to.
    /// Returns the node's value and what it says: exact, or a bound where alpha-beta cut.
    ///
    /// Like the textbook's recursive search: a leaf is judged; any other move is played, the
    /// position it leads to is worked out ([`Searcher::work_out`]), and the move is taken back.
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
        let ply = self.ply(level);
        // A leaf: the search looks no further. The game judges the position the move leads to,
        // its end or its static score, and chess does it without playing the move out in full
        // where it can (see `Rules::judge_leaf`). Quiescence's leaves are played out, to see
        // whether they are quiet.
        if !ply.goes_on()
            && !self.settings.techniques.has(Technique::Quiescence)
            && let Some(leaf) = self.rules.judge_leaf(position, m, ply.from_root)
        {
            return Ok(self.record_leaf(level, index, leaf));
        }
        let child = self.rules.play(position, m, ply.goes_on() || ply.use_table);
        let worked_out = self.work_out(&child, m, level, index, window, on_line, ply);
        self.rules.leave();
        worked_out
    }

    /// Searches a move after the first of its position with less than a full search, and
    /// again in full if it surprises. **Principal variation search**: the first move is likely
    /// the best, so a later one need only be shown no better, which a null window (α, α+1)
    /// does cheaply; a move that is better after all is searched again with the whole window.
    /// **Late move reductions**: a late quiet move is likely bad, so it is searched a ply
    /// shallower; one that beats the best so far all the same is searched again at full depth.
    /// Only the last search of a move stays in the arrays; the node is marked with what the
    /// ones thrown away cost.
    #[allow(clippy::too_many_arguments)]
    fn visit_later(
        &mut self,
        position: &R::Position,
        m: R::Move,
        level: usize,
        index: u32,
        offset: usize,
        window: Window<R::Value>,
        chooser: Backup,
    ) -> Result<(R::Value, Bound), SearchError> {
        let id = NodeId::new(level, index);
        let asked = self.later_window(window, chooser); // @null-window
        let mut reduced = self.reduction_for(position, m, level, offset);
        if (asked == window && reduced == 0) || self.proved_before(level, m, window).is_some() {
            // Nothing cheaper to try, or a failed aspiration window already settled the move.
            return self.visit(position, m, level, index, window, false);
        }
        let mut attempt = self.begin_attempt(Some(id));
        let mut found = self.visit_reduced(position, m, level, index, asked, reduced)?; // @reduce
        if reduced > 0 && window.beaten_by(chooser, found.0) {
            // The shallower search says the move beats the best so far: is it as good at
            // full depth?
            attempt = self.search_again(attempt, id, true);
            found = self.visit(position, m, level, index, asked, false)?; // @re-search-reduced
            reduced = 0;
        }
        let mut null_window = asked != window;
        if null_window && window.holds(found.0) {
            // The null window says the move is better than the best so far, but not by how
            // much: it is searched again with the whole window.
            attempt = self.search_again(attempt, id, false);
            found = self.visit(position, m, level, index, window, false)?; // @re-search
            null_window = false;
        }
        self.keep(attempt);
        self.mark_kept_search(id, null_window, reduced);
        Ok(found)
    }

    /// Says what the search does at the position after `level + 1` half-moves: search its
    /// moves (inside the depth), go on with quiescence search, or score it; and whether it asks
    /// the transposition table.
    fn ply(&self, level: usize) -> Ply {
        let from_root = level + 1;
        // The depth of this path: less where a technique searches it shallower.
        let depth = self.settings.depth.saturating_sub(self.reduction);
        let techniques = self.settings.techniques;
        // Quiescence goes on past the depth, but no further than MAX_QUIESCENCE_PLIES.
        let quiescence =
            techniques.has(Technique::Quiescence) && from_root - depth.min(from_root) < MAX_QUIESCENCE_PLIES; // @q-limit
        Ply {
            from_root,
            inside_depth: from_root < depth,
            beyond_horizon: from_root > depth,
            quiescence,
            // The table holds positions with depth left. A position at the horizon costs less
            // to evaluate than to look up in a table of millions, so it is neither looked up
            // nor stored.
            use_table: techniques.has(Technique::Transpositions) && from_root < depth,
        }
    }

    /// Works out the node `levels[level][index]`, whose position `child` the move `m` has just
    /// reached: the game ends there, or the transposition table knows it, or it is searched:
    /// its moves (inside the depth), quiescence search (at and past the horizon), or its static
    /// score (a leaf at the horizon).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn work_out(
        &mut self,
        child: &R::Position,
        m: R::Move,
        level: usize,
        index: u32,
        window: Window<R::Value>,
        on_line: bool,
        ply: Ply,
    ) -> Result<(R::Value, Bound), SearchError> {
        // Below the horizon we need the moves anyway; at the horizon we look for them only when
        // the side to move is in check, because a checkmate is the one thing a static score
        // must never miss.
        let in_check = self.rules.in_check(child);
        let listed = ply.goes_on() || in_check;
        let mut moves = if listed {
            self.rules.moves(child)
        } else {
            R::Moves::default()
        };
        if let Some((status, value)) = self.rules.end(child, m, listed.then_some(&moves), ply.from_root) {
            // The game ends here: mate, stalemate or a draw by rule (a repetition too, which
            // depends on the road here, so this comes before the table).
            return Ok(self.record_leaf(level, index, Leaf::Ends(status, value)));
        }

        // Aspiration windows: a try whose window failed searched this root move, and what it
        // found answers in this window too.
        if let Some((value, bound)) = self.proved_before(level, m, window) {
            return Ok(self.record_settled(child, index, value, bound)); // @settled
        }

        // The transposition table: this position was searched before at this ply, by another
        // order of moves. Its value is taken from there instead of searching it again.
        if ply.use_table
            && let Some(entry) = self.probe(level, window)
        {
            // @table-hit
            return Ok(self.record_transposition(level, index, entry));
        }

        let static_score = self.rules.evaluate_played(child);
        let searched = if let Some(cut) = self.null_move_cut(child, level, index, window, ply, in_check)? {
            // Null-move pruning: even after passing, the side to move here is too good for the
            // other side, so the node is cut without searching its moves.
            cut // @null-move
        } else if listed && ply.inside_depth {
            // An inner node: its moves are searched, one level down.
            let choice = self.expand(child, &mut moves, level + 1, index, window, None, on_line)?;
            Searched::of(&choice, window)
        } else if listed && ply.quiescence {
            // @horizon
            self.quiesce(child, &mut moves, level, index, window, in_check, static_score)?
        } else {
            self.leaf_at_horizon(child, in_check, static_score)
        };
        if ply.use_table {
            self.remember(level, index, static_score, searched.value, searched.bound)?; // @table-store
        }
        self.record_searched(child, level, index, static_score, searched, ply);
        Ok((searched.value, searched.bound))
    }

    /// Quiescence search at and past the horizon: in check, every evasion; otherwise only the
    /// captures and promotions, and the side to move may stand pat. A quiet position is a leaf.
    #[allow(clippy::too_many_arguments)]
    fn quiesce(
        &mut self,
        child: &R::Position,
        moves: &mut R::Moves,
        level: usize,
        index: u32,
        window: Window<R::Value>,
        in_check: bool,
        static_score: i32,
    ) -> Result<Searched<R::Value>, SearchError> {
        if !in_check {
            self.rules.keep_captures(moves);
        }
        if moves.is_empty() {
            return Ok(Searched::leaf(static_score));
        }
        let stand_pat = (!in_check).then_some(static_score);
        let choice = self.expand(child, moves, level + 1, index, window, stand_pat, false)?;
        Ok(Searched {
            stands_pat: !in_check,
            ..Searched::of(&choice, window)
        })
    }

    /// A leaf at the horizon: its value is its static score. Quiescence's limit:
    /// MAX_QUIESCENCE_PLIES past the depth it stops even where the position is not quiet, and
    /// scores it as it stands. Such a leaf is marked, so that nobody takes its score for a
    /// quiet one.
    fn leaf_at_horizon(&self, child: &R::Position, in_check: bool, static_score: i32) -> Searched<R::Value> {
        Searched {
            at_quiescence_limit: self.settings.techniques.has(Technique::Quiescence)
                && (in_check || self.can_capture(child)),
            ..Searched::leaf(static_score)
        }
    }

    /// Records a leaf the game judged: its end (mate, stalemate, a draw) or its static score.
    fn record_leaf(&mut self, level: usize, index: u32, leaf: Leaf) -> (R::Value, Bound) {
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
        (R::Value::whole(value), Bound::Exact)
    }

    /// Records a node whose value came from the transposition table: it points at the node
    /// that searched the same position.
    fn record_transposition(
        &mut self,
        level: usize,
        index: u32,
        entry: Entry<R::Value>,
    ) -> (R::Value, Bound) {
        let node = &mut self.levels[level].nodes[index as usize];
        node.record(
            entry.static_score,
            entry.value.shown(),
            Status::Transposition,
            entry.bound,
        );
        node.set_children(entry.index, 0);
        (entry.value, entry.bound)
    }

    /// Records what searching the node found: its static score, its value and bound, and what
    /// quiescence search made of it.
    fn record_searched(
        &mut self,
        child: &R::Position,
        level: usize,
        index: u32,
        static_score: i32,
        searched: Searched<R::Value>,
        ply: Ply,
    ) {
        if let Some(fraction) = searched.value.fraction() {
            // Below a chance node: the node arrays show the nearest whole number, and the
            // exact value is kept beside them.
            self.fractions.insert(NodeId::new(level, index), fraction);
        }
        let status = if ply.beyond_horizon {
            Status::Quiescence
        } else {
            Status::Searched
        };
        let chance = self.rules.is_chance(child);
        let node = &mut self.levels[level].nodes[index as usize];
        node.record(static_score, searched.value.shown(), status, searched.bound);
        if searched.stands_pat {
            node.mark_stands_pat();
        }
        if searched.at_quiescence_limit {
            node.mark_at_quiescence_limit();
        }
        if chance {
            node.mark_chance();
        }
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
        let entry = *self.table.get(&(key, self.table_slot(level)))?;
        window.answered_by(entry.value, entry.bound).then_some(entry)
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
        self.make_room_in_table()?;
        let entry = Entry {
            static_score,
            value,
            bound,
            index,
        };
        let slot = self.table_slot(level);
        self.table.insert((key, slot), entry);
        if self.open_attempts > 0 {
            // The entry may point at a row an attempt throws away (see `search/attempt.rs`).
            self.table_log.push((key, slot));
        }
        Ok(())
    }
}
