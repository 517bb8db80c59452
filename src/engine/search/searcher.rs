//! The state of one search and the values it passes around: [`Searcher`] (the rules, the node
//! arrays being filled, the transposition table, the killer moves and history), the alpha-beta [`Window`], a position's
//! [`Choice`] among its moves, and what a finished search [`Found`].
//!
//! They live apart from the search itself (`search.rs`, the lesson) so that its helpers (the
//! budget, the split search) can name them without naming the search: no import circle.

use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasherDefault;
use web_time::Instant;

use shakmaty::Color;

use super::cutoffs::CutoffMemory;
use super::key_hasher;
use super::share;
use crate::engine::chance::{Expectation, SearchValue};
use crate::engine::counts::{SearchCounts, Tally};
use crate::engine::eval::MATE;
use crate::engine::rules::Rules;
use crate::engine::settings::{SearchControl, SearchSettings, Technique};
use crate::engine::tree::{
    AspirationAttempt, Backup, Bound, Level, NodeArray, NodeId, SearchMarks, SearchTree, TreeGame,
};

/// A value beyond every score, even a mate: the starting point of "best so far".
pub(crate) const INFINITY: i32 = MATE + 1;

/// Returns `depth` empty node arrays: level 0 for the moves of `root_mover`, the side to move at
/// the root, level 1 for the replies, and so on.
pub(super) fn empty_levels(root_mover: Color, depth: usize) -> Vec<Level> {
    (0..depth)
        .map(|level| Level {
            mover: if level % 2 == 0 { root_mover } else { !root_mover },
            nodes: NodeArray::new(),
        })
        .collect()
}

/// What [`super::search_with`] found: the node arrays and the root's choice.
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
    /// What PVS, late move reductions and null-move pruning did to each node.
    pub(crate) marks: SearchMarks,
    /// Aspiration windows: the root's attempts.
    pub(crate) aspiration: Vec<AspirationAttempt>,
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
            utilities: None,
            iterations: Vec::new(),
            total_elapsed: None,
            marks: self.marks,
            aspiration: self.aspiration,
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

    /// The null window principal variation search tries a later move with: (α, α+1) where MAX
    /// chooses, (β−1, β) where MIN does. It can only say whether the move is better than the
    /// best so far, and says it cheaply. (Whole values only: PVS does not search chance nodes.)
    pub(crate) fn null_for(self, chooser: Backup) -> Window<V> {
        match chooser {
            Backup::Max => Window {
                alpha: self.alpha,
                beta: V::whole(self.alpha.shown().saturating_add(1)),
            },
            Backup::Min => Window {
                alpha: V::whole(self.beta.shown().saturating_sub(1)),
                beta: self.beta,
            },
        }
    }

    /// Returns true if `value` is better for `chooser` than what it is already sure of: above α
    /// where MAX chooses, below β where MIN does.
    pub(crate) fn beaten_by(self, chooser: Backup, value: V) -> bool {
        match chooser {
            Backup::Max => value > self.alpha,
            Backup::Min => value < self.beta,
        }
    }

    /// Returns true if `value` lies strictly inside the window: a search with this window would
    /// find it exactly.
    pub(crate) fn holds(self, value: V) -> bool {
        self.alpha < value && value < self.beta
    }

    /// Returns true if a value found before, `value` with `bound`, answers a search with this
    /// window without searching: it is exact, or a bound already outside the window (a
    /// search would cut off anyway). The transposition table and aspiration windows' settled
    /// root moves both ask this.
    pub(crate) fn answered_by(self, value: V, bound: Bound) -> bool {
        match bound {
            Bound::Exact => true,
            Bound::Lower => value >= self.beta,
            Bound::Upper => value <= self.alpha,
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
pub(super) struct Searcher<'a, R: Rules> {
    pub(super) rules: R,
    pub(super) settings: &'a SearchSettings,
    pub(super) control: &'a SearchControl,
    pub(super) levels: Vec<Level>,
    pub(super) nodes_stored: usize,
    /// The bytes the node arrays and the table may take (see [`SearchControl::memory_limit`]).
    pub(super) memory_limit: usize,
    /// The transposition table: positions searched so far, by key and ply.
    pub(super) table: Table<R::Value>,
    /// The line to try first (iterative deepening: the previous iteration's best line).
    pub(super) line: &'a [R::Move],
    /// The exact value of every node whose value is not a whole number (below chance nodes).
    pub(super) fractions: BTreeMap<NodeId, Expectation>,
    /// In a minimax search split across threads, this thread's share of it: the nodes the other
    /// threads stored count against the budget too (see `parallel.rs`).
    pub(super) share: Option<share::Share<'a>>,
    /// The nodes stored, counted by kind as the search goes.
    pub(super) tally: Tally,
    /// Killer moves and the history table: what the cutoffs so far say of the moves to try
    /// first.
    pub(super) cutoffs: CutoffMemory<R::Move>,
    /// The plies of depth taken off the path being searched: late move reductions and the null
    /// move's shallower search. The depth is per path, not per level: [`Searcher::ply`]
    /// subtracts it.
    pub(super) reduction: usize,
    /// What PVS, late move reductions and null-move pruning did to each node.
    pub(super) marks: SearchMarks,
    /// While an attempt that may be thrown away is open (see `attempt.rs`): the table's keys
    /// stored since, so that entries pointing at thrown-away rows can be taken out.
    pub(super) table_log: Vec<(u64, usize)>,
    /// How many such attempts are open, one inside another.
    pub(super) open_attempts: usize,
    /// The rows thrown away so far.
    pub(super) discarded: usize,
    /// Aspiration windows: the root's attempts so far.
    pub(super) aspiration: Vec<AspirationAttempt>,
    /// Aspiration windows: what the tries whose window failed found of each root move, its
    /// value and what the value says, for the next try (see `aspiration.rs`).
    pub(super) root_proofs: Vec<(R::Move, i32, Bound)>,
}

impl<'a, R: Rules> Searcher<'a, R> {
    /// A search with no node arrays yet. `held_bytes`: the memory earlier iterations of
    /// iterative deepening still hold.
    pub(super) fn new(
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
            cutoffs: CutoffMemory::new(
                settings.techniques.has(Technique::Killers),
                settings.techniques.has(Technique::History),
                settings.depth,
            ),
            reduction: 0,
            marks: SearchMarks::default(),
            table_log: Vec::new(),
            open_attempts: 0,
            discarded: 0,
            aspiration: Vec::new(),
            root_proofs: Vec::new(),
        }
    }
}

/// The transposition table: an entry for every position searched, by its key (a Zobrist hash)
/// and its ply. The same ply means the same depth left, so an entry holds what a search of the
/// position with that window found: its exact value, or a bound where alpha-beta cut. (It does
/// not know the road to the position: a repetition below it counts as it did the first time.)
pub(super) type Table<V> = HashMap<(u64, usize), Entry<V>, BuildHasherDefault<key_hasher::KeyHasher>>;

/// A transposition table entry: what the search found for a position, and where.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<V> {
    pub(super) static_score: i32,
    pub(super) value: V,
    pub(super) bound: Bound,
    /// The node that searched it, in the same level (the table is by ply).
    pub(super) index: u32,
}

/// A position's choice among its moves, as [`Searcher::expand`] made it.
pub(super) struct Choice<V> {
    /// The value backed up.
    pub(super) value: V,
    /// The index of the child it came from (the first child if the position stood pat).
    pub(super) best_index: u32,
    /// True if it is the position's exact value: no cutoff, and every child's value exact.
    pub(super) exact: bool,
}

/// Returns what a searched node's value says, from its choice and the window it was searched
/// with: exact when nothing was cut below it and every child was exact (its value is then the
/// true best of theirs, wherever it lies); otherwise a bound, as [`Bound::of_value`] says.
pub(super) fn bound_of<V: SearchValue>(choice: &Choice<V>, window: Window<V>) -> Bound {
    if choice.exact {
        Bound::Exact
    } else {
        Bound::of_value(choice.value, window.alpha, window.beta)
    }
}

/// What the search does at one ply, as [`Searcher::ply`] works it out.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ply {
    /// Half-moves from the root to the position.
    pub(super) from_root: usize,
    /// True inside the depth: the position's moves are searched.
    pub(super) inside_depth: bool,
    /// True past the depth: only quiescence search gets here.
    pub(super) beyond_horizon: bool,
    /// True where quiescence search may go on (it is on, and not at its limit).
    pub(super) quiescence: bool,
    /// True where the transposition table is asked and told.
    pub(super) use_table: bool,
}

impl Ply {
    /// Returns true if the search may look at the position's moves.
    pub(super) fn goes_on(self) -> bool {
        self.inside_depth || self.quiescence
    }
}

/// What searching a node found: its value, what the value says, and what quiescence search made
/// of it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Searched<V> {
    pub(super) value: V,
    pub(super) bound: Bound,
    /// Quiescence: the side to move could stand pat.
    pub(super) stands_pat: bool,
    /// Quiescence stopped here at its limit, although the position was not quiet.
    pub(super) at_quiescence_limit: bool,
}

impl<V: SearchValue> Searched<V> {
    /// A leaf scored by its static score.
    pub(super) fn leaf(static_score: i32) -> Searched<V> {
        Searched {
            value: V::whole(static_score),
            bound: Bound::Exact,
            stands_pat: false,
            at_quiescence_limit: false,
        }
    }

    /// An inner node: the choice among its children, searched with `window`.
    pub(super) fn of(choice: &Choice<V>, window: Window<V>) -> Searched<V> {
        Searched {
            value: choice.value,
            bound: bound_of(choice, window),
            stands_pat: false,
            at_quiescence_limit: false,
        }
    }
}
