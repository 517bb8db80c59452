//! Minimax on more than one core, the same tree as on one.
//!
//! Minimax searches every move of every position whatever it found before, so the subtree below
//! each reply to each of the root's moves does not depend on the others. The root's moves and
//! their replies (levels 0 and 1) are stored first, as one thread stores them; then the replies
//! are shared out among threads, a reply at a time to whichever thread is free, and each thread
//! searches a reply's whole subtree into node arrays of its own. As soon as a subtree and every
//! one before it are searched, it is put into the tree's node arrays, in the order one thread
//! searches them, every index moved by the rows the subtrees before it took: the node arrays are
//! node for node the ones one thread fills. When the last reply to a root move is in, the root
//! move takes the value its side to move chooses, and the root chooses among its moves so far.
//!
//! Why the replies and not the root's moves: from the start the root has 20 moves and 400
//! replies. A reply's subtree is small enough (about 200 KB at depth 5) to be put in while the
//! processor's cache still holds it, and the threads run out of work within one small subtree of
//! each other. A subtree's chunks of nodes become the tree's as they are, filled up in place where
//! they do not line up ([`NodeArray::try_append_moved`]): no chunk is copied into fresh memory.
//!
//! Alpha-beta stays on one thread: its cutoffs depend on the values found before them, so its
//! tree depends on the order the moves are searched in. So does a transposition table's, whose
//! entries come from the subtrees searched earlier.

use crate::engine::settings::Technique;
use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use shakmaty::{Chess, Move, Position};

use super::searcher::{Choice, Found, INFINITY, Searcher, Window, bound_of, empty_levels};
use super::share::{Share, SharedCount};
use crate::engine::counts::{SearchCounts, Tally};
use crate::engine::rules::{ChessRules, Rules};
use crate::engine::settings::{Algorithm, BudgetLimit, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::{Backup, Bound, Level, Node, NodeArray, Status};

/// The levels stored before the split: the root's moves and their replies. The threads search
/// below the replies.
const LEVELS_ABOVE: usize = 2;

/// Returns how many threads a search with `settings` shares its replies among: one per core (or
/// as many as `control` allows) for minimax without the transposition table that looks at
/// least one ply below the replies, one for every other search.
pub(super) fn threads_for(settings: &SearchSettings, control: &SearchControl) -> usize {
    let order_free =
        settings.algorithm == Algorithm::Minimax && !settings.techniques.has(Technique::Transpositions);
    if order_free && settings.depth > LEVELS_ABOVE {
        control.threads()
    } else {
        1
    }
}

/// What the threads of one search share: the next reply to take, the nodes stored between them,
/// whether one of them failed (the others then stop), and the tree put together so far.
struct Shared {
    next_reply: AtomicUsize,
    count: SharedCount,
    joined: Mutex<Joined>,
}

/// A root move, stored with its replies before the split.
struct RootMove {
    /// Its replies, by index in level 1 (none where the game ends).
    replies: Range<usize>,
    /// Its node's static score.
    static_score: i32,
    /// Where the game ends after the move, its value; the move then has no replies.
    ends: Option<i32>,
    /// The choice among its replies so far, made by the side to move after it.
    choice: BestSoFar,
}

/// A reply to a root move: one thread searches the subtree below it. The replies are listed in
/// the order of level 1, so a reply's place in the list is its index there.
struct Reply {
    /// The root move it answers, by its index in level 0.
    root_move: usize,
    /// The reply itself.
    m: Move,
    /// True if it is on the line to try first (iterative deepening).
    on_line: bool,
}

/// One reply's subtree, searched by one thread into node arrays of its own.
struct Subtree {
    /// The reply's place in the list of replies: its index in level 1.
    index: usize,
    /// The reply's node, its children counted from the start of `levels[0]`.
    node: Node,
    value: i32,
    bound: Bound,
    /// Levels 2, 3, … of the tree, holding this subtree only.
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
    // The root's moves and their replies are stored first, in the order one thread stores them.
    let mut main = Searcher::new(rules, settings, control, line, held_bytes);
    main.levels = empty_levels(root.turn(), settings.depth);
    let mut moves = main.rules.moves(root);
    let follows_line = main.put_line_first(&mut moves, 0, true);
    main.store_children(&moves, 0, 0)?;
    let mut replies = Vec::new();
    let mut root_moves = Vec::with_capacity(moves.len());
    for (index, &m) in moves.iter().enumerate() {
        let on_line = follows_line && index == 0;
        root_moves.push(main.store_replies(root, m, index, on_line, &mut replies)?);
    }
    let levels_above = main.levels[..LEVELS_ABOVE].to_vec();
    let chooser = Backup::of_mover(root.turn());
    let shared = Shared {
        next_reply: AtomicUsize::new(0),
        count: SharedCount::new(main.nodes_stored),
        joined: Mutex::new(Joined {
            levels: std::mem::take(&mut main.levels),
            next: 0,
            waiting: BTreeMap::new(),
            root_moves,
            next_root_move: 0,
            root: BestSoFar::new(chooser, 0),
        }),
    };

    let finished: Vec<Result<Tally, SearchError>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(replies.len()))
            .map(|_| {
                let searcher = Searcher {
                    levels: levels_above.clone(),
                    share: Some(Share::new(&shared.count)),
                    ..Searcher::new(main.rules.clone(), settings, control, line, held_bytes)
                };
                let (moves, replies, shared) = (&moves, &replies, &shared);
                scope.spawn(move || search_replies(searcher, root, moves, replies, shared))
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
    let mut tallies = Vec::with_capacity(finished.len());
    for result in finished {
        match result {
            Ok(tally) => tallies.push(tally),
            Err(SearchError::Cancelled) => stopped = true,
            Err(error) => return Err(error),
        }
    }
    let mut joined = shared.joined.into_inner().unwrap_or_else(PoisonError::into_inner);
    // Root moves where the game ends have no replies: those at the end are chosen among here.
    joined.back_up_root_moves();
    if stopped || joined.next_root_move < moves.len() {
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
    // The levels above the split are counted here: the main thread stored them before any was
    // final, so its own tally (`main.tally`) is not used. The threads counted the levels below
    // as they searched them.
    let mut counts = SearchCounts::of_levels(&main.levels[..LEVELS_ABOVE], settings.depth);
    for tally in &tallies {
        tally.add_to(&mut counts, settings.depth);
    }
    Ok(Found {
        levels: main.levels,
        root_value: joined.root.value,
        best: joined.root.best_index,
        fractions: main.fractions,
        root_fraction: None,
        counts,
        marks: Default::default(),
        aspiration: Vec::new(),
    })
}

impl Searcher<'_, ChessRules> {
    /// Plays the root move `m`, the `index`th, and stores its replies in level 1, as
    /// [`Searcher::visit`] and [`Searcher::expand`] do above the horizon; lists the replies in
    /// `replies`, for the threads to search below. Returns the root move, to be backed up when
    /// its replies are searched.
    fn store_replies(
        &mut self,
        root: &Chess,
        m: Move,
        index: usize,
        on_line: bool,
        replies: &mut Vec<Reply>,
    ) -> Result<RootMove, SearchError> {
        let child = self.rules.play(root, m, true);
        let mut moves = self.rules.moves(&child);
        let first = self.level_len(1);
        let choice = BestSoFar::new(self.rules.turn(&child), first);
        if let Some((status, value)) = self.rules.end(&child, m, Some(&moves), 1) {
            self.rules.leave();
            self.levels[0].nodes[index].record(value, value, status, Bound::Exact);
            return Ok(RootMove {
                replies: first..first,
                static_score: value,
                ends: Some(value),
                choice,
            });
        }
        let static_score = self.rules.evaluate_played(&child);
        let follows_line = self.put_line_first(&mut moves, 1, on_line);
        let stored = self.store_children(&moves, 1, index as u32);
        self.rules.leave();
        stored?;
        replies.extend(moves.iter().enumerate().map(|(offset, &m)| Reply {
            root_move: index,
            m,
            on_line: follows_line && offset == 0,
        }));
        Ok(RootMove {
            replies: first..self.level_len(1),
            static_score,
            ends: None,
            choice,
        })
    }
}

/// One thread's work: takes the replies one at a time, while any are left, searches each one's
/// subtree into fresh node arrays, and hands it to the tree being put together.
fn search_replies(
    mut searcher: Searcher<'_, ChessRules>,
    root: &Chess,
    moves: &[Move],
    replies: &[Reply],
    shared: &Shared,
) -> Result<Tally, SearchError> {
    let failed = |error: SearchError| {
        shared.count.fail();
        error
    };
    loop {
        let index = shared.next_reply.fetch_add(1, Ordering::Relaxed);
        let Some(reply) = replies.get(index) else {
            break;
        };
        searcher.levels.truncate(LEVELS_ABOVE);
        searcher.levels.extend(
            empty_levels(root.turn(), searcher.settings.depth)
                .into_iter()
                .skip(LEVELS_ABOVE),
        );
        let position = searcher.rules.play(root, moves[reply.root_move], true);
        let searched = searcher.visit(&position, reply.m, 1, index as u32, Window::full(), reply.on_line);
        searcher.rules.leave();
        let (value, bound) = searched.map_err(failed)?;
        searcher.tally.count_rest(&searcher.levels, LEVELS_ABOVE);
        let subtree = Subtree {
            index,
            node: searcher.levels[1].nodes[index],
            value,
            bound,
            levels: searcher.levels.split_off(LEVELS_ABOVE),
        };
        if lock(&shared.joined).add(subtree, replies).is_err() {
            let bytes = searcher.bytes_used(0, 0);
            return Err(failed(searcher.over_budget(BudgetLimit::Refused { bytes })));
        }
    }
    if let Some(share) = &mut searcher.share {
        share.say(searcher.control);
    }
    Ok(searcher.tally)
}

/// Locks the tree being put together. A thread that panicked while holding it has already made
/// the search fail, so what it left is never used.
fn lock(joined: &Mutex<Joined>) -> std::sync::MutexGuard<'_, Joined> {
    joined.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A position's choice among its children so far, as [`Searcher::expand`] makes it.
struct BestSoFar {
    chooser: Backup,
    value: i32,
    best_index: u32,
    exact: bool,
}

impl BestSoFar {
    /// The choice before any child: the worst value for `chooser`, and the first child.
    fn new(chooser: Backup, first_child: usize) -> BestSoFar {
        BestSoFar {
            chooser,
            value: match chooser {
                Backup::Max => -INFINITY,
                Backup::Min => INFINITY,
            },
            best_index: first_child as u32,
            exact: true,
        }
    }

    /// Takes the child at `index`, with its value and bound, into the choice.
    fn add(&mut self, index: u32, value: i32, bound: Bound) {
        self.exact &= bound == Bound::Exact;
        if self.chooser.prefers(value, self.value) {
            self.value = value;
            self.best_index = index;
        }
    }

    /// Returns the bound the choice's value has, as [`Searcher::visit`] works it out.
    fn bound(&self) -> Bound {
        let choice = Choice {
            value: self.value,
            best_index: self.best_index,
            exact: self.exact,
        };
        bound_of(&choice, Window::full())
    }
}

/// The tree being put together: the levels above the split, and the levels below them holding
/// the subtrees of the first `next` replies; each root move's choice among its replies so far,
/// and the root's among its moves.
struct Joined {
    levels: Vec<Level>,
    /// The place of the next reply whose subtree goes in.
    next: usize,
    /// Subtrees searched before one of the replies ahead of them: they wait their turn.
    waiting: BTreeMap<usize, Subtree>,
    root_moves: Vec<RootMove>,
    /// The next root move to take its value, once all its replies are in.
    next_root_move: usize,
    /// The root's choice among its moves.
    root: BestSoFar,
}

impl Joined {
    /// Takes a searched subtree, and puts in every subtree whose turn it now is.
    fn add(&mut self, subtree: Subtree, replies: &[Reply]) -> Result<(), std::collections::TryReserveError> {
        self.waiting.insert(subtree.index, subtree);
        while let Some(subtree) = self.waiting.remove(&self.next) {
            self.put_in(subtree, &replies[self.next])?;
            self.next += 1;
            self.back_up_root_moves();
        }
        Ok(())
    }

    /// Appends a subtree's rows to the node arrays, after the rows of the subtrees before it,
    /// and takes the reply's value into its root move's choice.
    fn put_in(&mut self, subtree: Subtree, reply: &Reply) -> Result<(), std::collections::TryReserveError> {
        // Where this subtree's rows start in each level: after the rows of the ones before it.
        let starts: Vec<u32> = self.levels.iter().map(|level| level.nodes.len() as u32).collect();
        let start = |level: usize| starts.get(level).copied().unwrap_or(0);
        self.levels[1].nodes[subtree.index] = subtree.node.moved(0, start(LEVELS_ABOVE));
        for (level, part) in (LEVELS_ABOVE..).zip(subtree.levels) {
            if level == self.levels.len() {
                self.levels.push(Level {
                    mover: part.mover,
                    nodes: NodeArray::new(),
                });
            }
            // The first level's parents are the replies, numbered alike in both.
            let parents_from = if level == LEVELS_ABOVE {
                0
            } else {
                start(level - 1)
            };
            self.levels[level]
                .nodes
                .try_append_moved(part.nodes, parents_from, start(level + 1))?;
        }
        if let Some(root_move) = self.root_moves.get_mut(reply.root_move) {
            root_move
                .choice
                .add(subtree.index as u32, subtree.value, subtree.bound);
        }
        Ok(())
    }

    /// Gives each root move whose replies are all in its value, in order, and takes it into the
    /// root's choice, as [`Searcher::visit`] and [`Searcher::expand`] do.
    fn back_up_root_moves(&mut self) {
        while let Some(root_move) = self.root_moves.get(self.next_root_move)
            && root_move.replies.end <= self.next
        {
            let index = self.next_root_move;
            let (value, bound) = match root_move.ends {
                Some(value) => (value, Bound::Exact),
                None => {
                    let (value, bound) = (root_move.choice.value, root_move.choice.bound());
                    let node = &mut self.levels[0].nodes[index];
                    node.record(root_move.static_score, value, Status::Searched, bound);
                    (value, bound)
                }
            };
            self.root.add(index as u32, value, bound);
            self.next_root_move += 1;
        }
    }
}
