//! Minimax on more than one core, the same tree as on one.
//!
//! Minimax searches every move of every position whatever it found before, so the subtree below
//! each of the root's moves does not depend on the others. The root's moves are shared out
//! among threads, a move at a time to whichever thread is free; each thread searches a move's
//! whole subtree into node arrays of its own. As soon as a subtree and every one before it are
//! searched, it is put into the tree's node arrays, in the root's move order, every index moved
//! by the rows the subtrees before it took: the node arrays are node for node the ones one thread
//! fills. A subtree's chunks of nodes become the tree's as they are, filled up in place where they
//! do not line up ([`NodeArray::try_append_moved`]): nothing is copied into fresh memory.
//!
//! Alpha-beta stays on one thread: its cutoffs depend on the values found before them, so its
//! tree depends on the order the moves are searched in. So does a transposition table's, whose
//! entries come from the subtrees searched earlier.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use shakmaty::{Chess, Move, Position};

use super::{Found, INFINITY, Searcher, Window, empty_levels};
use crate::engine::counts::SearchCounts;
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
/// them, whether one of them failed (the others then stop), and the tree put together so far.
struct Shared {
    next_move: AtomicUsize,
    stored: AtomicUsize,
    failed: AtomicBool,
    joined: Mutex<Joined>,
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
    /// The subtree's nodes counted, by the thread that searched it.
    counts: SearchCounts,
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
    let root_level = main.levels[0].clone();
    let chooser = Backup::of_mover(root.turn());
    let shared = Shared {
        next_move: AtomicUsize::new(0),
        stored: AtomicUsize::new(main.nodes_stored),
        failed: AtomicBool::new(false),
        joined: Mutex::new(Joined {
            levels: std::mem::take(&mut main.levels),
            next: 0,
            waiting: BTreeMap::new(),
            chooser,
            best_value: match chooser {
                Backup::Max => -INFINITY,
                Backup::Min => INFINITY,
            },
            best: 0,
            counts: SearchCounts::default(),
        }),
    };

    let finished: Vec<Result<(), SearchError>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(moves.len()))
            .map(|_| {
                let searcher = Searcher {
                    levels: vec![root_level.clone()],
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
    let mut stopped = false;
    for result in finished {
        match result {
            Ok(()) => {}
            Err(SearchError::Cancelled) => stopped = true,
            Err(error) => return Err(error),
        }
    }
    let joined = shared.joined.into_inner().unwrap_or_else(PoisonError::into_inner);
    if stopped || joined.next < moves.len() {
        return Err(SearchError::Cancelled);
    }
    // The threads checked the budget with counts up to a few thousand nodes behind: check the
    // whole tree once more.
    main.levels = joined.levels;
    main.nodes_stored = main.levels.iter().map(|level| level.nodes.len()).sum();
    main.check_budget(0, 0)?;
    for level in &mut main.levels {
        level.nodes.shrink_to_fit();
    }
    // The root's moves are counted here; every subtree was counted by its thread.
    let mut counts = SearchCounts::of_levels_from(&main.levels[..1], 0, settings.depth);
    counts.add(joined.counts);
    Ok(Found {
        levels: main.levels,
        root_value: joined.best_value,
        best: joined.best,
        fractions: main.fractions,
        root_fraction: None,
        counts: Some(counts),
    })
}

/// One thread's work: takes the root's moves one at a time, while any are left, searches each
/// one's subtree into fresh node arrays, and hands it to the tree being put together.
fn search_root_moves(
    mut searcher: Searcher<'_, ChessRules>,
    root: &Chess,
    moves: &[Move],
    follows_line: bool,
    shared: &Shared,
) -> Result<(), SearchError> {
    let failed = |error: SearchError| {
        shared.failed.store(true, Ordering::Relaxed);
        error
    };
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
        let (value, _) = searcher
            .visit(root, m, 0, index as u32, Window::full(), on_line)
            .map_err(failed)?;
        let levels = searcher.levels.split_off(1);
        let subtree = Subtree {
            index,
            node: searcher.levels[0].nodes[index],
            value,
            counts: SearchCounts::of_levels_from(&levels, 1, searcher.settings.depth),
            levels,
        };
        if lock(&shared.joined).add(subtree).is_err() {
            let bytes = searcher.bytes_used(0, 0);
            return Err(failed(searcher.over_budget(BudgetLimit::Refused { bytes })));
        }
    }
    if let Some(share) = &mut searcher.share {
        share.say(searcher.control);
    }
    Ok(())
}

/// Locks the tree being put together. A thread that panicked while holding it has already made
/// the search fail, so what it left is never used.
fn lock(joined: &Mutex<Joined>) -> std::sync::MutexGuard<'_, Joined> {
    joined.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The tree being put together: the root's level and the levels below it, holding the subtrees
/// of the root's first `next` moves; and the root's choice among those moves so far.
struct Joined {
    levels: Vec<Level>,
    /// The index of the next root move whose subtree goes in.
    next: usize,
    /// Subtrees searched before one of the moves ahead of them: they wait their turn.
    waiting: BTreeMap<usize, Subtree>,
    chooser: Backup,
    best_value: i32,
    best: u32,
    /// The nodes of the subtrees put in so far, counted.
    counts: SearchCounts,
}

impl Joined {
    /// Takes a searched subtree, and puts in every subtree whose turn it now is.
    fn add(&mut self, subtree: Subtree) -> Result<(), std::collections::TryReserveError> {
        self.waiting.insert(subtree.index, subtree);
        while let Some(subtree) = self.waiting.remove(&self.next) {
            self.put_in(subtree)?;
            self.next += 1;
        }
        Ok(())
    }

    /// Appends a subtree's rows to the node arrays, after the rows of the subtrees before it,
    /// and makes the root's choice as [`Searcher::expand`] does.
    fn put_in(&mut self, subtree: Subtree) -> Result<(), std::collections::TryReserveError> {
        // Where this subtree's rows start in each level: after the rows of the ones before it.
        let starts: Vec<u32> = self.levels.iter().map(|level| level.nodes.len() as u32).collect();
        let start = |level: usize| starts.get(level).copied().unwrap_or(0);
        self.levels[0].nodes[subtree.index] = subtree.node.moved(0, start(1));
        for (level, part) in (1..).zip(subtree.levels) {
            if level == self.levels.len() {
                self.levels.push(Level {
                    mover: part.mover,
                    nodes: NodeArray::new(),
                });
            }
            // Level 1's parents are the root's moves, numbered alike in both.
            let parents_from = if level == 1 { 0 } else { start(level - 1) };
            self.levels[level]
                .nodes
                .try_append_moved(part.nodes, parents_from, start(level + 1))?;
        }
        self.counts.add(subtree.counts);
        if self.chooser.prefers(subtree.value, self.best_value) {
            self.best_value = subtree.value;
            self.best = subtree.index as u32;
        }
        Ok(())
    }
}
