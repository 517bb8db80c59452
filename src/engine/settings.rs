//! The search's vocabulary: what a search is asked to do ([`SearchSettings`]: depth, algorithm,
//! node budget and the techniques beyond alpha-beta), how another thread follows and stops it
//! ([`SearchControl`]), and why it may produce no tree ([`SearchError`]).
//!
//! It lives apart from the search itself so that the node arrays ([`crate::engine::tree`]), the
//! search ([`crate::engine::search`]) and everything that shows a search can all name these
//! things without importing each other.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::engine::position::GameOutcome;
use crate::engine::words::{bytes_text, group_thousands};

mod error_said;

use error_said::over_budget_message;
pub use error_said::search_said;

/// The bytes one node takes in the node arrays ([`crate::engine::tree::Node`]: its parent's and
/// first child's numbers, its two scores, its move, its count of children and its flags); node
/// budgets are stated in megabytes with it. The tree checks at compile time that a node is this
/// size.
pub const NODE_BYTES: usize = 16;

/// The deepest search Klados offers, in plies (half-moves). A full-width depth-6 search from the
/// start has 119 million nodes: more would not fit in a school laptop's memory.
pub const MAX_DEPTH: usize = 6;

/// How far quiescence search may go beyond the depth, in plies: a limit on the longest series
/// of captures, promotions and answers to check it follows. Few lines reach it (the horizon
/// lesson's position at depth 6 does); a position this far beyond the horizon is scored as it
/// stands, quiet or not, and one that was not quiet is marked
/// ([`crate::engine::tree::Node::at_quiescence_limit`]).
pub const MAX_QUIESCENCE_PLIES: usize = 10;

/// What a node at quiescence's limit is, in the words every output uses (tables, tree view,
/// narration): it was not quiet, but the search stopped there.
pub const QUIESCENCE_LIMIT_WORDS: &str =
    "stopped at the quiescence limit (10 plies past the depth): scored as it stands";

/// The most levels a tree can have: the depth, then the quiescence levels.
pub const MAX_LEVELS: usize = MAX_DEPTH + MAX_QUIESCENCE_PLIES;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchSettings {
    /// How many plies (half-moves) deep to look, 1 to [`MAX_DEPTH`].
    pub depth: usize,
    /// Which search to run.
    pub algorithm: Algorithm,
    /// The most nodes the tree may hold; the search stops with an error rather than exceed it.
    /// With iterative deepening it is the budget of all iterations together.
    pub max_nodes: usize,
    /// The techniques beyond alpha-beta that are switched on.
    pub techniques: Techniques,
}

impl SearchSettings {
    /// Settings with the default node budget and no technique beyond the algorithm.
    pub fn new(depth: usize, algorithm: Algorithm) -> SearchSettings {
        SearchSettings {
            depth,
            algorithm,
            max_nodes: DEFAULT_MAX_NODES,
            techniques: Techniques::default(),
        }
    }

    /// The same settings with `techniques` switched on.
    pub fn with(mut self, techniques: Techniques) -> SearchSettings {
        self.techniques = techniques;
        self
    }
}

/// A technique a course teaches after alpha-beta: a switch beside the algorithm. Each one is
/// named in [`Technique::ALL`]'s table and nowhere else: its names, its words, whether it can
/// change the root's value and where it applies. Adding a technique is one entry there and its
/// few lines in the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// Quiescence search: at the horizon, a position that is not quiet (a capture or a
    /// promotion is possible, or the side to move is in check) is searched on with captures and
    /// promotions (check evasions, in check) only, until quiet or [`MAX_QUIESCENCE_PLIES`] past
    /// the depth, where a position is scored as it stands. Cures the horizon effect.
    Quiescence,
    /// Iterative deepening: search depth 1, then 2, … up to the depth, each iteration trying the
    /// previous one's best line first. Every iteration's tree is kept.
    Iterative,
    /// A transposition table: a position reached again by another order of moves, at the same
    /// ply, takes its value from the table instead of being searched again.
    Transpositions,
    /// Killer moves: a quiet move (no capture, no promotion) that caused a cutoff is kept, two
    /// per ply, and tried early in the other positions at that ply, where it often cuts again.
    Killers,
    /// The history heuristic: every quiet move that caused a cutoff scores depth² in a table
    /// by move (its squares, or the game's move code), and quiet moves are tried highest score
    /// first.
    History,
    /// Principal variation search: a position's first move is searched with the full window,
    /// every later one with a null window (α, α+1) that only asks "is it better?"; a move whose
    /// answer is yes is searched again with the full window.
    Pvs,
    /// Aspiration windows: the root is searched with a narrow window around a guess of its
    /// value (the previous iteration's, or its static score); a value that falls outside it is
    /// searched again with a wider window.
    Aspiration,
    /// Late move reductions: a late quiet move is searched a ply shallower; one that beats the
    /// best so far all the same is searched again at full depth. It can change the value.
    Reductions,
    /// Null-move pruning: the side to move passes; if the other side, moving twice, still
    /// cannot bring the value back inside the window, the node is cut unsearched. Wrong in
    /// zugzwang, so it can change the value.
    NullMove,
}

/// Where a technique can be switched on: which trees its search applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applies {
    /// Chess positions.
    pub chess: bool,
    /// The course's other games (tic-tac-toe, Connect Four).
    pub games: bool,
    /// Trees a lesson or a teacher draws (their leaves' values given, no positions).
    pub drawn: bool,
}

/// What Klados knows of a technique: one row of [`Technique::ALL`]'s table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TechniqueFacts {
    /// The technique.
    pub technique: Technique,
    /// Its name on the command line (`--tt`) and in a `klados-tree/1` file's `techniques` list.
    pub name: &'static str,
    /// Its field in the settings' and lessons' JSON (`"techniques": { "transpositions": true }`).
    pub key: &'static str,
    /// Its name in English words, as a list of techniques says it: "a transposition table".
    pub words: &'static str,
    /// Its name in English words on its own, as a title or a change says it: "transposition
    /// table".
    pub short: &'static str,
    /// Its label's id in the window's catalogues (assets/i18n).
    pub message: &'static str,
    /// The id of the words saying what it does (a hover).
    pub hint: &'static str,
    /// The id of its name in a list ("a transposition table").
    pub listed: &'static str,
    /// The id of its name on its own, as a change of the settings says it ("+ transposition
    /// table").
    pub named: &'static str,
    /// True if it never changes the root's value or move, only how many nodes find them.
    pub exact: bool,
    /// Where it applies.
    pub applies: Applies,
}

impl Technique {
    /// Every technique, in the order menus, lists and files name them, with what Klados knows
    /// of each: the one place a technique is named.
    pub const ALL: [TechniqueFacts; 9] = [
        TechniqueFacts {
            technique: Technique::Quiescence,
            name: "quiescence",
            key: "quiescence",
            words: "quiescence",
            short: "quiescence",
            message: "technique-quiescence",
            hint: "technique-quiescence-hint",
            listed: "technique-quiescence-words",
            named: "technique-quiescence-short",
            // It searches beyond the depth, so it changes values: that is what it is for.
            exact: false,
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::Iterative,
            name: "iterative",
            key: "iterative",
            words: "iterative deepening",
            short: "iterative deepening",
            message: "technique-iterative",
            hint: "technique-iterative-hint",
            listed: "technique-iterative-words",
            named: "technique-iterative-short",
            exact: true,
            // It replays the previous iteration's best line as chess moves.
            applies: Applies {
                chess: true,
                games: false,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::Transpositions,
            name: "tt",
            key: "transpositions",
            words: "a transposition table",
            short: "transposition table",
            message: "technique-transpositions",
            hint: "technique-transpositions-hint",
            listed: "technique-transpositions-words",
            named: "technique-transpositions-short",
            exact: true,
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::Killers,
            name: "killers",
            key: "killers",
            words: "killer moves",
            short: "killer moves",
            message: "technique-killers",
            hint: "technique-killers-hint",
            listed: "technique-killers-words",
            named: "technique-killers-short",
            // It only changes the order of the moves: alpha-beta finds the same value in any
            // order.
            exact: true,
            // A drawn tree has no moves that come again elsewhere in the tree.
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::History,
            name: "history",
            key: "history",
            words: "the history heuristic",
            short: "history heuristic",
            message: "technique-history",
            hint: "technique-history-hint",
            listed: "technique-history-words",
            named: "technique-history-short",
            exact: true,
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::Pvs,
            name: "pvs",
            key: "pvs",
            words: "principal variation search",
            short: "principal variation search",
            message: "technique-pvs",
            hint: "technique-pvs-hint",
            listed: "technique-pvs-words",
            named: "technique-pvs-short",
            // A null window only answers whether a move is better; a move that is gets the full
            // window again, so the value found is alpha-beta's.
            exact: true,
            // A drawn tree is searched to show alpha-beta itself.
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::Aspiration,
            name: "aspiration",
            key: "aspiration",
            words: "aspiration windows",
            short: "aspiration windows",
            message: "technique-aspiration",
            hint: "technique-aspiration-hint",
            listed: "technique-aspiration-words",
            named: "technique-aspiration-short",
            // A value that falls outside the window is searched again with a wider one, so the
            // value kept is alpha-beta's.
            exact: true,
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::Reductions,
            name: "lmr",
            key: "late_move_reductions",
            words: "late move reductions",
            short: "late move reductions",
            message: "technique-reductions",
            hint: "technique-reductions-hint",
            listed: "technique-reductions-words",
            named: "technique-reductions-short",
            // A move the shallower search misjudged is not looked at again: the value may
            // change.
            exact: false,
            applies: Applies {
                chess: true,
                games: true,
                drawn: false,
            },
        },
        TechniqueFacts {
            technique: Technique::NullMove,
            name: "null-move",
            key: "null_move",
            words: "null-move pruning",
            short: "null-move pruning",
            message: "technique-null-move",
            hint: "technique-null-move-hint",
            listed: "technique-null-move-words",
            named: "technique-null-move-short",
            // In zugzwang a pass is better than every move, and the cut it makes is wrong.
            exact: false,
            // Chess only: the small games have no pass, and Connect Four is all zugzwang (who
            // must play under a threat loses), so a pass would say nothing of a position there.
            applies: Applies {
                chess: true,
                games: false,
                drawn: false,
            },
        },
    ];

    /// Returns what Klados knows of this technique: its row of [`Technique::ALL`].
    pub fn facts(self) -> &'static TechniqueFacts {
        // The table lists every technique once, in the enum's order.
        &Technique::ALL[self as usize]
    }

    /// Returns its name on the command line and in `klados-tree/1` files (`tt`).
    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// Returns its name in English words, as a list says it ("a transposition table").
    pub fn words(self) -> &'static str {
        self.facts().words
    }

    /// Parses a name as [`Technique::name`] gives it.
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL
            .iter()
            .find(|facts| facts.name == name)
            .map(|facts| facts.technique)
    }

    /// Returns every technique's name, for a message saying which ones Klados knows:
    /// "quiescence, iterative, tt, killers, history, pvs, aspiration, lmr or null-move".
    pub fn names_listed() -> String {
        let names: Vec<&str> = Technique::ALL.iter().map(|facts| facts.name).collect();
        match names.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }

    /// The bit this technique has in a [`Techniques`] set.
    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// The techniques switched on beside the algorithm: a set of [`Technique`]s. Empty, a search
/// is exactly the algorithm's.
///
/// In JSON (settings, lessons) it is an object of switches by each technique's key,
/// `{ "quiescence": true }`; one left out is off, one Klados does not know is an error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Techniques(u16);

impl Techniques {
    /// Nothing beyond the algorithm.
    pub const NONE: Techniques = Techniques(0);

    /// Every technique Klados has.
    pub fn every() -> Techniques {
        Technique::ALL
            .iter()
            .fold(Techniques::NONE, |set, facts| set.with(facts.technique))
    }

    /// The techniques in `list`, switched on.
    pub fn of(list: &[Technique]) -> Techniques {
        list.iter()
            .fold(Techniques::NONE, |set, &technique| set.with(technique))
    }

    /// Returns true if `technique` is switched on.
    pub const fn has(self, technique: Technique) -> bool {
        self.0 & technique.bit() != 0
    }

    /// The same techniques with `technique` switched on too.
    #[must_use]
    pub const fn with(self, technique: Technique) -> Techniques {
        Techniques(self.0 | technique.bit())
    }

    /// The same techniques with `technique` switched off.
    #[must_use]
    pub const fn without(self, technique: Technique) -> Techniques {
        Techniques(self.0 & !technique.bit())
    }

    /// The same techniques with `technique` switched on if `on`, off if not.
    #[must_use]
    pub const fn switched(self, technique: Technique, on: bool) -> Techniques {
        if on {
            self.with(technique)
        } else {
            self.without(technique)
        }
    }

    /// Switches `technique` on or off.
    pub fn set(&mut self, technique: Technique, on: bool) {
        *self = self.switched(technique, on);
    }

    /// Returns true if no technique is switched on.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Returns the techniques switched on, in [`Technique::ALL`]'s order.
    pub fn iter(self) -> impl Iterator<Item = &'static TechniqueFacts> {
        Technique::ALL
            .iter()
            .filter(move |facts| self.has(facts.technique))
    }

    /// Returns the names of the techniques switched on, as the command line spells them
    /// (`quiescence`, `iterative`, `tt`), in that order.
    pub fn names(self) -> Vec<&'static str> {
        self.iter().map(|facts| facts.name).collect()
    }

    /// Returns the techniques switched on in words people read, e.g. "quiescence, a
    /// transposition table"; empty when none is.
    pub fn describe(self) -> String {
        self.iter()
            .map(|facts| facts.words)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl serde::Serialize for Techniques {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(Technique::ALL.len()))?;
        for facts in &Technique::ALL {
            map.serialize_entry(facts.key, &self.has(facts.technique))?;
        }
        map.end()
    }
}

impl<'de> serde::Deserialize<'de> for Techniques {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(TechniquesVisitor)
    }
}

/// Reads [`Techniques`] from an object of switches by key.
struct TechniquesVisitor;

impl<'de> serde::de::Visitor<'de> for TechniquesVisitor {
    type Value = Techniques;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("an object of techniques switched on or off, such as { \"quiescence\": true }")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Techniques, A::Error> {
        let mut techniques = Techniques::NONE;
        while let Some(key) = map.next_key::<String>()? {
            let Some(facts) = Technique::ALL.iter().find(|facts| facts.key == key) else {
                // Worded as serde words an unknown field.
                let keys: Vec<String> = Technique::ALL
                    .iter()
                    .map(|facts| format!("`{}`", facts.key))
                    .collect();
                return Err(serde::de::Error::custom(format!(
                    "unknown field `{key}`, expected one of {}",
                    keys.join(", ")
                )));
            };
            let on: bool = map.next_value()?;
            techniques.set(facts.technique, on);
        }
        Ok(techniques)
    }
}

/// Shared between the search and whoever waits for it (the window's thread): a cancel flag and
/// the number of nodes stored in each level so far. Both are atomics, so another thread can read
/// the progress and ask for a stop while the search runs.
///
/// It also says how much memory the node arrays may take: by default a share of what the machine
/// has available ([`memory_for_trees`]), read when a search starts; a test can set it.
///
/// And it says how many threads a minimax search may share its root's moves among (see
/// [`SearchControl::with_threads`]): how the search runs, never what it finds.
///
/// Where nobody can read the atomics while the search runs (a web worker shares no memory with
/// the page), a heartbeat is told the progress now and then instead
/// ([`SearchControl::with_heartbeat`]).
#[derive(Debug, Default)]
pub struct SearchControl {
    cancel: AtomicBool,
    nodes_per_level: [AtomicUsize; MAX_LEVELS],
    memory_limit: Option<usize>,
    threads: Option<usize>,
    heartbeat: Option<Heartbeat>,
    /// The reports since the search began, to call the heartbeat at every
    /// [`HEARTBEAT_REPORTS`]th.
    reports: AtomicUsize,
}

/// The heartbeat is called once in this many reports (a report is a position's moves stored).
const HEARTBEAT_REPORTS: usize = 64;

/// A function told the nodes in each level now and then while the search runs.
struct Heartbeat(Box<HeartbeatFn>);

/// The function a [`Heartbeat`] calls.
type HeartbeatFn = dyn Fn(&[usize]) + Send + Sync;

impl std::fmt::Debug for Heartbeat {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("Heartbeat")
    }
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

    /// Lets a minimax search share its root's moves among `threads` threads (at least 1),
    /// instead of one per core the machine has. The tree is the same with any number.
    pub fn with_threads(mut self, threads: usize) -> SearchControl {
        self.threads = Some(threads.max(1));
        self
    }

    /// Has `heartbeat` told the nodes stored in each level (all [`MAX_LEVELS`]) every so often
    /// while the search runs: every 64th time a position's moves are stored. It runs on the
    /// search's thread, so it must be quick.
    pub fn with_heartbeat(mut self, heartbeat: impl Fn(&[usize]) + Send + Sync + 'static) -> SearchControl {
        self.heartbeat = Some(Heartbeat(Box::new(heartbeat)));
        self
    }

    /// Returns the threads a minimax search may use: the number set with
    /// [`SearchControl::with_threads`], else one per core.
    pub(crate) fn threads(&self) -> usize {
        self.threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
    }

    /// Returns the bytes a search's node arrays may take: the limit set with
    /// [`SearchControl::with_memory_limit`], else [`memory_for_trees`].
    pub(crate) fn memory_limit(&self) -> usize {
        self.memory_limit.unwrap_or_else(memory_for_trees)
    }

    /// Asks the search to stop; it returns [`SearchError::Cancelled`] promptly.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Returns true once [`SearchControl::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Returns how many nodes each level holds so far (all [`MAX_LEVELS`] levels, quiescence
    /// ones included; unused ones are 0).
    pub fn nodes_per_level(&self) -> [usize; MAX_LEVELS] {
        std::array::from_fn(|level| self.nodes_per_level[level].load(Ordering::Relaxed))
    }

    /// Sets every level's count back to 0, before another search starts with the same control.
    pub fn reset_progress(&self) {
        for level in &self.nodes_per_level {
            level.store(0, Ordering::Relaxed);
        }
    }

    /// Says that `level` holds `nodes` more nodes: how the threads of a split search report.
    pub(crate) fn add_progress(&self, level: usize, nodes: usize) {
        if let Some(count) = self.nodes_per_level.get(level) {
            count.fetch_add(nodes, Ordering::Relaxed);
        }
    }

    /// Says that `level` now holds `nodes` nodes.
    pub(crate) fn report(&self, level: usize, nodes: usize) {
        if let Some(count) = self.nodes_per_level.get(level) {
            count.store(nodes, Ordering::Relaxed);
        }
        if let Some(heartbeat) = &self.heartbeat
            && self
                .reports
                .fetch_add(1, Ordering::Relaxed)
                .is_multiple_of(HEARTBEAT_REPORTS)
        {
            (heartbeat.0)(&self.nodes_per_level());
        }
    }
}

/// Why a search produced no tree.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// The depth is outside 1 to [`MAX_DEPTH`].
    #[error("depth must be 1 to {MAX_DEPTH} plies, not {0}")]
    InvalidDepth(usize),
    /// The depth is outside what a game other than chess allows: 1 to its own limit (9 plies
    /// for tic-tac-toe, its whole game).
    #[error("depth must be 1 to {max} plies in {game}, not {depth}")]
    DepthOutOfRange {
        /// The depth asked for.
        depth: usize,
        /// The game's deepest depth.
        max: usize,
        /// The game's name, e.g. `tic-tac-toe`.
        game: &'static str,
    },
    /// The root position is already decided, so there is nothing to choose.
    #[error("nothing to search: {0}")]
    GameOver(GameOutcome),
    /// [`SearchControl::cancel`] was called.
    #[error("the search was cancelled")]
    Cancelled,
    /// The tree would need more nodes than the budget allows, or more memory than the machine
    /// can spare.
    #[error("{}", over_budget_message(self))]
    OverBudget {
        /// The node budget asked for.
        max_nodes: usize,
        /// The depth asked for.
        depth: usize,
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// The techniques asked for.
        techniques: Techniques,
        /// What ran out: the node budget, or the memory.
        limit: BudgetLimit,
        /// True when not even the root's moves fitted: every search stores those, so no other
        /// search would fit either.
        root_moves_alone: bool,
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

/// Names a search in a sentence: "minimax to depth 5", "ordered alpha-beta with quiescence to
/// depth 4".
pub fn search_words(algorithm: Algorithm, techniques: Techniques, depth: usize) -> String {
    format!(
        "{}{} to depth {depth}",
        algorithm.label().to_lowercase(),
        techniques_words(techniques)
    )
}

/// Names the techniques switched on beside the algorithm, as the end of a phrase: " with
/// quiescence, a transposition table"; empty when none is.
///
/// ```
/// use klados::engine::settings::Techniques;
/// use klados::engine::settings::Technique;
/// let techniques = Techniques::NONE.with(Technique::Quiescence);
/// assert_eq!(klados::engine::settings::techniques_words(techniques), " with quiescence");
/// assert_eq!(klados::engine::settings::techniques_words(Techniques::NONE), "");
/// ```
pub fn techniques_words(techniques: Techniques) -> String {
    let described = techniques.describe();
    if described.is_empty() {
        described
    } else {
        format!(" with {described}")
    }
}

/// Returns the memory the node arrays of `nodes` nodes take, in whole megabytes (10^6 bytes),
/// rounded to the nearest: 10,000,000 nodes of 16 bytes are 160 MB.
pub fn megabytes(nodes: usize) -> usize {
    nodes.saturating_mul(NODE_BYTES).saturating_add(500_000) / 1_000_000
}

/// Writes a node budget as people read it: "10,000,000 nodes (160 MB)"; a smaller one with a
/// decimal, "100,000 nodes (1.6 MB)", or in kilobytes, "3,000 nodes (48 kB)".
pub fn budget_text(nodes: usize) -> String {
    let memory = bytes_text(nodes.saturating_mul(NODE_BYTES));
    format!("{} nodes ({memory})", group_thousands(nodes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_read_in_nodes_and_megabytes() {
        assert_eq!(budget_text(10_000_000), "10,000,000 nodes (160 MB)");
        assert_eq!(budget_text(1_000_000), "1,000,000 nodes (16 MB)");
        assert_eq!(budget_text(3_000), "3,000 nodes (48 kB)");
        assert_eq!(budget_text(100_000), "100,000 nodes (1.6 MB)");
        assert_eq!(budget_text(700_000_000), "700,000,000 nodes (11.2 GB)");
        assert_eq!(
            search_words(Algorithm::Ordered, Techniques::NONE, 4),
            "ordered alpha-beta to depth 4"
        );
    }
}
