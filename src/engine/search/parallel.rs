//! Minimax on more than one core, the same tree as on one.
//!
//! Minimax searches every move of every position whatever it found before, so the subtree below
//! each of the root's moves does not depend on the others. The root's moves are shared out
//! among threads, a move at a time to whichever thread is free; each thread searches a move's
//! whole subtree into node arrays of its own. When all are done the subtrees are put together
//! in the root's move order, every index moved by the rows the subtrees before it took, so the
//! node arrays are node for node the ones one thread fills.
//!
//! Alpha-beta stays on one thread: its cutoffs depend on the values found before them, so its
//! tree depends on the order the moves are searched in. So does a transposition table's, whose
//! entries come from the subtrees searched earlier.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use shakmaty::{Chess, Move, Position};

use super::{Found, INFINITY, Searcher, Window, empty_levels};
use crate::engine::rules::{ChessRules, Rules};
use crate::engine::settings::{
    Algorithm, BudgetLimit, MAX_LEVELS, SearchControl, SearchError, SearchSettings,
};
use crate::engine::tree::{Backup, Level, Node, NodeArray};

/// Returns how many threads a search with `settings` shares its root's moves among: one per
/// core (or as many as `control` allows) for minimax without the transposition table, one for
/// every other search.
pub(super) fn threads_for(settings: &SearchSettings, control: &SearchControl) -> usize {
    let order_free = settings.algorithm == Algorithm::Minimax && !settings.techniques.transpositions;
    if order_free { control.threads() } else { 1 }
}

/// What the threads of one search share: the next root move to take, the nodes stored between
/// them, and whether one of them failed (the others then stop).
struct Shared {
    next_move: AtomicUsize,
    stored: AtomicUsize,
    failed: AtomicBool,
}

/// One thread's part in a split search, kept by its [`Searcher`]: the nodes it stored that it has
/// not yet added to the shared count. It adds them every [`SAY_EVERY`] nodes rather than at every
/// position, so that the threads do not queue for the shared count; the budget check may
/// therefore miss up to that many nodes per thread, and the whole tree is checked once more at
/// the end.
pub(super) struct Share<'a> {
    shared: &'a Shared,
    /// Nodes stored and not yet added to the shared count, level by level (for the progress).
    unsaid: [usize; MAX_LEVELS],
    unsaid_total: usize,
    /// Nodes already added to the shared count.
    said: usize,
}

/// How many nodes a thread stores before it adds them to the shared count.
const SAY_EVERY: usize = 4096;

impl<'a> Share<'a> {
    fn new(shared: &'a Shared) -> Share<'a> {
        Share {
            shared,
            unsaid: [0; MAX_LEVELS],
            unsaid_total: 0,
            said: 0,
        }
    }

    /// Counts `count` nodes just stored in `level`.
    pub(super) fn stored(&mut self, control: &SearchControl, level: usize, count: usize) {
        if let Some(unsaid) = self.unsaid.get_mut(level) {
            *unsaid += count;
        }
        self.unsaid_total += count;
        if self.unsaid_total >= SAY_EVERY {
            self.say(control);
        }
    }

    /// Adds the nodes not yet said to the shared count and to the progress.
    fn say(&mut self, control: &SearchControl) {
        self.shared.stored.fetch_add(self.unsaid_total, Ordering::Relaxed);
        self.said += self.unsaid_total;
        self.unsaid_total = 0;
        for (level, unsaid) in self.unsaid.iter_mut().enumerate() {
            if *unsaid > 0 {
                control.add_progress(level, std::mem::take(unsaid));
            }
        }
    }

    /// Returns the nodes the other threads (and the root's level) have said they stored.
    pub(super) fn stored_elsewhere(&self) -> usize {
        self.shared
            .stored
            .load(Ordering::Relaxed)
            .saturating_sub(self.said)
    }

    /// Returns true once another thread has failed: this one stops too.
    pub(super) fn another_failed(&self) -> bool {
        self.shared.failed.load(Ordering::Relaxed)
    }
}

/// One root move's subtree, searched by one thread into node arrays of its own.
struct Subtree {
    /// The move's index among the root's moves.
    index: usize,
    /// The move's node, its children counted from the start of `levels[0]`.
    node: Node,
    value: i32,
    /// Levels 1, 2, … of the tree, holding this subtree only.
    levels: Vec<Level>,
}

/// Searches `root` with minimax on `threads` threads and returns what one thread's
/// [`super::search_with`] would: the same node arrays, value and move.
pub(super) fn search_split(
    rules: ChessRules,
    root: &Chess,
    settings: &SearchSettings,
    control: &SearchControl,
    line: &[Move],
    held_bytes: usize,
    threads: usize,
) -> Result<Found, SearchError> {
    // The root's moves are stored first, in the order one thread tries them.
    let mut main = Searcher::new(rules, settings, control, line, held_bytes);
    main.levels = empty_levels(root.turn(), settings.depth);
    let mut moves = main.rules.moves(root);
    let follows_line = main.put_line_first(&mut moves, 0, true);
    main.store_children(&moves, 0, 0)?;
    let shared = Shared {
        next_move: AtomicUsize::new(0),
        stored: AtomicUsize::new(main.nodes_stored),
        failed: AtomicBool::new(false),
    };

    let finished: Vec<Result<Vec<Subtree>, SearchError>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(moves.len()))
            .map(|_| {
                let searcher = Searcher {
                    levels: vec![main.levels[0].clone()],
                    share: Some(Share::new(&shared)),
                    ..Searcher::new(main.rules.clone(), settings, control, line, held_bytes)
                };
                let (moves, shared) = (&moves, &shared);
                scope.spawn(move || search_root_moves(searcher, root, moves, follows_line, shared))
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });

    // A thread that stopped because another failed says Cancelled: the other's error is the one.
    let mut subtrees = Vec::with_capacity(moves.len());
    let mut stopped = false;
    for result in finished {
        match result {
            Ok(done) => subtrees.extend(done),
            Err(SearchError::Cancelled) => stopped = true,
            Err(error) => return Err(error),
        }
    }
    if stopped {
        return Err(SearchError::Cancelled);
    }
    subtrees.sort_by_key(|subtree| subtree.index);
    join_subtrees(main, root, subtrees)
}

/// One thread's work: takes the root's moves one at a time, while any are left, and searches
/// each one's subtree into fresh node arrays.
fn search_root_moves(
    mut searcher: Searcher<'_, ChessRules>,
    root: &Chess,
    moves: &[Move],
    follows_line: bool,
    shared: &Shared,
) -> Result<Vec<Subtree>, SearchError> {
    let mut done = Vec::new();
    loop {
        let index = shared.next_move.fetch_add(1, Ordering::Relaxed);
        let Some(&m) = moves.get(index) else {
            break;
        };
        searcher.levels.truncate(1);
        searcher.levels.extend(
            empty_levels(root.turn(), searcher.settings.depth)
                .into_iter()
                .skip(1),
        );
        let on_line = follows_line && index == 0;
        let visited = searcher.visit(root, m, 0, index as u32, Window::full(), on_line);
        let (value, _) = visited.inspect_err(|_| shared.failed.store(true, Ordering::Relaxed))?;
        done.push(Subtree {
            index,
            node: searcher.levels[0].nodes[index],
            value,
            levels: searcher.levels.split_off(1),
        });
    }
    if let Some(share) = &mut searcher.share {
        share.say(searcher.control);
    }
    Ok(done)
}

/// Puts the subtrees together in the root's move order into `main`'s node arrays, and makes the
/// root's choice among its moves as [`Searcher::expand`] does.
fn join_subtrees(
    mut main: Searcher<'_, ChessRules>,
    root: &Chess,
    subtrees: Vec<Subtree>,
) -> Result<Found, SearchError> {
    let chooser = Backup::of_mover(root.turn());
    let mut best_value = match chooser {
        Backup::Max => -INFINITY,
        Backup::Min => INFINITY,
    };
    let mut best = 0;
    for subtree in subtrees {
        // Where this subtree's rows start in each level: after the rows of the ones before it.
        let starts: Vec<u32> = main.levels.iter().map(|level| level.nodes.len() as u32).collect();
        let start = |level: usize| starts.get(level).copied().unwrap_or(0);
        main.levels[0].nodes[subtree.index] = subtree.node.moved(0, start(1));
        main.nodes_stored += subtree
            .levels
            .iter()
            .map(|level| level.nodes.len())
            .sum::<usize>();
        for (level, part) in (1..).zip(subtree.levels) {
            if level == main.levels.len() {
                main.levels.push(Level {
                    mover: part.mover,
                    nodes: NodeArray::new(),
                });
            }
            // Level 1's parents are the root's moves, numbered alike in both.
            let parents_from = if level == 1 { 0 } else { start(level - 1) };
            if main.levels[level]
                .nodes
                .try_append_moved(part.nodes, parents_from, start(level + 1))
                .is_err()
            {
                let bytes = main.bytes_used(0, 0);
                return Err(main.over_budget(BudgetLimit::Refused { bytes }));
            }
        }
        if chooser.prefers(subtree.value, best_value) {
            best_value = subtree.value;
            best = subtree.index as u32;
        }
    }
    // The threads checked the budget with counts up to a few thousand nodes behind: check the
    // whole tree once more.
    main.check_budget(0, 0)?;
    for level in &mut main.levels {
        level.nodes.shrink_to_fit();
    }
    Ok(Found {
        levels: main.levels,
        root_value: best_value,
        best,
        fractions: main.fractions,
        root_fraction: None,
    })
}
