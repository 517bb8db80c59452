//! The search's code beside its replay: which line of the algorithm each replay step is, and
//! what every active call holds.
//!
//! A step of the replay is something the search *did*: it called itself on a child, evaluated
//! a leaf, took a child's value, raised α, cut off, returned. Each of those is an [`Act`], and
//! each act is one line of the code: of the pseudocode a textbook would print
//! ([`pseudocode`]) or of Klados's own search function ([`source`], `src/engine/search.rs`
//! itself, embedded when the program is built).
//!
//! The lines are found by **markers**, short tags at the end of a line (`# @cutoff` in the
//! pseudocode, `// @cutoff` in the Rust source), never by line numbers: editing the search
//! cannot make the pane light the wrong line, and a test fails if an act has no marker. The
//! markers are not shown.
//!
//! Like the replay, nothing here is recorded while searching: the act of a step and the call
//! stack at a step are worked out from the tree and the step number, so stepping back restores
//! them exactly.

pub mod listing;
pub mod maxn;
pub mod mcts;
pub mod pseudocode;
pub mod source;
pub mod stack;
pub mod techniques;
pub mod trace;

use crate::engine::replay::{Order, Replay, Step};
use crate::engine::settings::Technique;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};

pub use listing::{CodeLine, Listing};
pub use stack::{Frame, stack};
pub use techniques::{Surprise, act_said};

/// Which code the pane shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Source {
    /// The algorithm in the style of a textbook's figures (Python-like).
    #[default]
    Pseudocode,
    /// Klados's own search function, the Rust that made the tree.
    Klados,
}

/// Something the search does, which one line of its code does. Every replay step is one or
/// more acts, the main one first ([`acts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Before anything: the search is called on the root.
    Start,
    /// The search calls itself on a child of a node where `chooser` chooses (a chance node's
    /// outcome when `chance`).
    Call {
        /// MAX or MIN: who chooses at the node making the call.
        chooser: Backup,
        /// True if the node making the call is a chance node.
        chance: bool,
    },
    /// A leaf: the depth is reached (or the game is over), so its static score is its value.
    Leaf,
    /// The depth is reached in a position that is not quiet: quiescence search goes on.
    Horizon,
    /// Quiescence: the side to move keeps its static score as the best so far (stands pat).
    StandPat,
    /// Quiescence: the static score alone is already outside α…β, so the node returns at once.
    StandPatCutoff,
    /// Quiescence stops this many plies past the depth: the position is scored as it stands.
    QuiescenceLimit,
    /// The transposition table answers: the node takes the value found before.
    TableHit,
    /// The transposition table remembers the value just worked out.
    TableStore,
    /// A child's value is compared with the best so far, where `chooser` chooses.
    Best {
        /// MAX or MIN.
        chooser: Backup,
    },
    /// Alpha-beta: the child's value raises α (MAX) or lowers β (MIN).
    Narrow {
        /// MAX (α rises) or MIN (β falls).
        chooser: Backup,
    },
    /// Alpha-beta: α ≥ β, so the moves left are not searched (the `break`).
    Cutoff {
        /// Who was choosing where the cutoff happened.
        chooser: Backup,
    },
    /// A node returns its best value to its caller.
    Return,
    /// A chance node adds an outcome's value, weighted by its probability.
    Expect,
    /// A chance node returns its expectation.
    Expectation,
    /// The root's choice: the move with the best value is played.
    Choose,
    /// Principal variation search or late move reductions: a move after the first of its
    /// position is searched apart from it (with less than the full search where a technique
    /// says so).
    CallLater,
    /// Principal variation search: a later move is asked with a null window, (α, α+1) or
    /// (β−1, β): only whether it is better than the best so far.
    NullWindow,
    /// Late move reductions: a late quiet move is searched shallower than the depth.
    Reduce,
    /// A later move surprised, so it is searched again: at full depth after a reduction, with
    /// the whole window after a null window.
    ReSearch {
        /// What the search thrown away was.
        after: Surprise,
    },
    /// Null-move pruning: even after passing, the side to move was too good for the other
    /// side, so the node is cut without searching its moves.
    NullMoveCut,
    /// Aspiration windows: the root is searched inside a window around a guess of its value,
    /// and again with a wider one while the value falls outside.
    Aspiration,
    /// Aspiration windows: a root move that a try whose window failed already searched, and
    /// what it found answers in the window kept, so it is not searched again.
    Settled,
    /// Level by level: a level's nodes are made, one per move of every node of the level above,
    /// each with its static score.
    Fill,
    /// Level by level: a whole level's values go up into the level above.
    BackupLevel,
    /// Level by level: one parent takes its children's best (`chooser`: MAX or MIN).
    BackupGroup {
        /// MAX or MIN.
        chooser: Backup,
    },
}

impl Act {
    /// The markers that find this act's line, the most particular first: a listing that tells
    /// MAX from MIN marks `best-max`, one that serves both marks `best`.
    pub fn markers(self) -> &'static [&'static str] {
        use Backup::{Max, Min};
        match self {
            Act::Start => &["start"],
            Act::Call { chance: true, .. } => &["chance-call", "call"],
            Act::Call { chooser: Max, .. } => &["call-max", "call"],
            Act::Call { chooser: Min, .. } => &["call-min", "call"],
            Act::Leaf => &["leaf"],
            Act::Horizon => &["horizon"],
            Act::StandPat => &["stand-pat"],
            Act::StandPatCutoff => &["stand-pat-cutoff"],
            Act::QuiescenceLimit => &["q-limit"],
            Act::TableHit => &["table-hit"],
            Act::TableStore => &["table-store"],
            Act::Best { chooser: Max } => &["best-max", "best"],
            Act::Best { chooser: Min } => &["best-min", "best"],
            Act::Narrow { chooser: Max } => &["alpha", "narrow"],
            Act::Narrow { chooser: Min } => &["beta", "narrow"],
            Act::Cutoff { chooser: Max } => &["cutoff-max", "cutoff"],
            Act::Cutoff { chooser: Min } => &["cutoff-min", "cutoff"],
            Act::Return => &["return"],
            Act::Expect => &["expect"],
            Act::Expectation => &["expectation"],
            Act::Choose => &["choose"],
            // A listing without the techniques' own lines lights the plain call (the start).
            Act::CallLater => &["call-later", "call"],
            Act::NullWindow => &["null-window"],
            Act::Reduce => &["reduce"],
            Act::ReSearch {
                after: Surprise::Reduction,
            } => &["re-search-reduced", "re-search"],
            Act::ReSearch {
                after: Surprise::NullWindow,
            } => &["re-search"],
            Act::NullMoveCut => &["null-move"],
            Act::Aspiration => &["aspiration", "start"],
            Act::Settled => &["settled", "aspiration", "start"],
            Act::Fill => &["fill"],
            Act::BackupLevel => &["backup"],
            Act::BackupGroup { chooser: Max } => &["backup-max", "backup"],
            Act::BackupGroup { chooser: Min } => &["backup-min", "backup"],
        }
    }

    /// What the act does, as a message of the window's catalogue (`code-act-…`): the engine
    /// says which sentence, the shell writes it in the class's language.
    pub fn message(self) -> &'static str {
        match self {
            Act::Start => "code-act-start",
            Act::Call { chance: true, .. } => "code-act-call-chance",
            Act::Call { .. } => "code-act-call",
            Act::Leaf => "code-act-leaf",
            Act::Horizon => "code-act-horizon",
            Act::StandPat => "code-act-stand-pat",
            Act::StandPatCutoff => "code-act-stand-pat-cutoff",
            Act::QuiescenceLimit => "code-act-quiescence-limit",
            Act::TableHit => "code-act-table-hit",
            Act::TableStore => "code-act-table-store",
            Act::Best { .. } => "code-act-best",
            Act::Narrow { chooser: Backup::Max } => "code-act-alpha-rises",
            Act::Narrow { chooser: Backup::Min } => "code-act-beta-falls",
            Act::Cutoff { .. } => "code-act-cutoff",
            Act::Return => "code-act-return",
            Act::Expect => "code-act-expect",
            Act::Expectation => "code-act-expectation",
            Act::Choose => "code-act-choose",
            Act::CallLater => "code-act-call-later",
            Act::NullWindow => "code-act-null-window",
            Act::Reduce => "code-act-reduce",
            Act::ReSearch {
                after: Surprise::Reduction,
            } => "code-act-re-search-reduction",
            Act::ReSearch {
                after: Surprise::NullWindow,
            } => "code-act-re-search-null-window",
            Act::NullMoveCut => "code-act-null-move-cut",
            Act::Aspiration => "code-act-aspiration",
            Act::Settled => "code-act-settled",
            Act::Fill => "code-act-fill",
            Act::BackupLevel => "code-act-backup-level",
            Act::BackupGroup { chooser: Backup::Max } => "code-act-backup-max",
            Act::BackupGroup { chooser: Backup::Min } => "code-act-backup-min",
        }
    }

    /// Every act a depth-first replay can light, for the marker test: each must have a line in
    /// the listing of every search that does it.
    pub fn depth_first() -> Vec<Act> {
        let mut acts = vec![
            Act::Start,
            Act::Leaf,
            Act::Horizon,
            Act::StandPat,
            Act::StandPatCutoff,
            Act::QuiescenceLimit,
            Act::TableHit,
            Act::TableStore,
            Act::Return,
            Act::Expect,
            Act::Expectation,
            Act::Choose,
        ];
        for chooser in [Backup::Max, Backup::Min] {
            acts.extend([
                Act::Best { chooser },
                Act::Narrow { chooser },
                Act::Cutoff { chooser },
            ]);
            for chance in [false, true] {
                acts.push(Act::Call { chooser, chance });
            }
        }
        acts.extend(Act::techniques());
        acts
    }

    /// The acts of the techniques that search a node with less than the full search (PVS, late
    /// move reductions, null-move pruning) and of aspiration windows at the root: each has its
    /// own line in Klados's search.
    pub fn techniques() -> Vec<Act> {
        vec![
            Act::Aspiration,
            Act::Settled,
            Act::CallLater,
            Act::NullWindow,
            Act::Reduce,
            Act::ReSearch {
                after: Surprise::Reduction,
            },
            Act::ReSearch {
                after: Surprise::NullWindow,
            },
            Act::NullMoveCut,
        ]
    }

    /// Every act a level-by-level replay can light.
    pub fn level_by_level() -> Vec<Act> {
        vec![
            Act::Start,
            Act::Fill,
            Act::BackupLevel,
            Act::BackupGroup { chooser: Backup::Max },
            Act::BackupGroup { chooser: Backup::Min },
            Act::Choose,
        ]
    }
}

/// An act where it happens: in the main search function, or in quiescence search (a listing
/// with a `quiesce` function marks its lines `q-…`; one function doing both has no `q-` marks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lit {
    /// What is done.
    pub act: Act,
    /// True if it is done by quiescence search.
    pub quiescence: bool,
}

impl Lit {
    fn main(act: Act) -> Lit {
        Lit {
            act,
            quiescence: false,
        }
    }
}

/// Every marker a listing may carry (without the `q-` that marks quiescence search's lines),
/// in the order of [`Act::depth_first`] and [`Act::level_by_level`]: the words a lesson may
/// name a line by.
pub fn all_markers() -> Vec<&'static str> {
    let mut markers: Vec<&'static str> = Vec::new();
    for act in Act::depth_first().into_iter().chain(Act::level_by_level()) {
        for &marker in act.markers() {
            if !markers.contains(&marker) {
                markers.push(marker);
            }
        }
    }
    markers
}

/// Returns the acts of step `step`, the main one first: the line to light brightly. The others
/// ran in the same step (a child's `return` before its parent takes the value; the table's
/// store) and are lit softly.
///
/// Depth first, entering a node is the call (or, for a leaf, its evaluation; for a node found
/// in the table, the table's answer); a return is what the parent does with the value: take
/// it, raise α or lower β, cut off, or add it to an expectation.
pub fn acts(replay: &Replay, step: usize) -> Vec<Lit> {
    let tree = replay.tree();
    match replay.step(step) {
        // With aspiration windows the root is searched inside the window kept (depth first:
        // level by level has no windows).
        Step::Start if replay.order() == Order::DepthFirst && !tree.aspiration_attempts().is_empty() => {
            vec![Lit::main(Act::Aspiration)]
        }
        Step::Start => vec![Lit::main(Act::Start)],
        Step::Choice { .. } => vec![Lit::main(Act::Choose)],
        Step::Reveal { .. } => vec![Lit::main(Act::Fill)],
        Step::Backup { level, parent, .. } => vec![Lit::main(match parent {
            Some(_) => Act::BackupGroup {
                chooser: chooser_above(tree, level),
            },
            None => Act::BackupLevel,
        })],
        Step::Enter { node } => entering(tree, node),
        Step::Return { node, cutoff } => returning(replay, step, node, cutoff),
    }
}

/// Who chooses among the nodes of `level`: the side to move at their parents.
fn chooser_above(tree: &SearchTree, level: usize) -> Backup {
    tree.levels()
        .get(level)
        .map_or(tree.root_backup(), |level| level.backup())
}

/// True if `node` is worked out by quiescence search: it lies past the horizon of its parent's
/// path (the depth, less what late move reductions took off it).
fn in_quiescence(tree: &SearchTree, node: NodeId) -> bool {
    tree.techniques().has(Technique::Quiescence)
        && node.level >= techniques::horizon(tree, tree.parent_of(node))
}

/// True if `node` lies at or past the horizon of its own path: quiescence search takes over.
fn at_horizon(tree: &SearchTree, node: NodeId) -> bool {
    node.level + 1 >= techniques::horizon(tree, Some(node))
}

/// The acts of entering `node`.
fn entering(tree: &SearchTree, node: NodeId) -> Vec<Lit> {
    let Some(n) = tree.get(node) else {
        return vec![Lit::main(Act::Start)];
    };
    let parent = tree.parent_of(node);
    let call = Lit {
        act: Act::Call {
            chooser: chooser_above(tree, node.level),
            chance: parent.is_some_and(|p| tree.is_chance(p)),
        },
        quiescence: in_quiescence(tree, node),
    };
    let game_over = matches!(n.status(), Status::Checkmate | Status::Stalemate | Status::Draw);
    // Quiescence takes over at the horizon (the last level of the depth) and beyond it.
    let quiescence = tree.techniques().has(Technique::Quiescence) && at_horizon(tree, node) && !game_over;
    let mut acts = Vec::new();
    if n.status() == Status::Transposition {
        acts.push(Lit::main(Act::TableHit));
    } else if techniques::null_move_cut(tree, node) {
        acts.push(Lit::main(Act::NullMoveCut));
    } else if tree.technique_marks(node).settled_by_failed_window {
        acts.push(Lit::main(Act::Settled));
    } else if quiescence {
        // The main act is what quiescence search does with the node; reaching it from the
        // horizon's `return quiesce(…)` is lit softly after.
        if is_at_quiescence_limit(tree, node) {
            acts.push(Lit {
                act: Act::QuiescenceLimit,
                quiescence: true,
            });
        } else if n.stands_pat() || n.child_count() == 0 {
            // A quiet position stands pat too: with nothing to capture, its static score stays.
            // (In check there is no standing pat: every evasion is searched.) Where standing
            // pat alone closed the window, the return is the main act.
            if n.stands_pat() && n.child_count() == 0 {
                acts.push(Lit {
                    act: Act::StandPatCutoff,
                    quiescence: true,
                });
            }
            acts.push(Lit {
                act: Act::StandPat,
                quiescence: true,
            });
        }
        if node.level + 1 == techniques::horizon(tree, Some(node)) {
            acts.push(Lit::main(Act::Horizon));
        }
    } else if n.child_count() == 0 {
        acts.push(Lit {
            act: Act::Leaf,
            quiescence: in_quiescence(tree, node),
        });
    }
    // The call itself: the main act for a node with children, lit softly for the others. A
    // later move's call is its technique's: the null window, the reduction, the re-search.
    match techniques::later_call(tree, node, call.quiescence) {
        Some(calls) => acts.extend(calls),
        None => acts.push(call),
    }
    acts
}

/// True if `node` lies as far past the depth as quiescence goes.
fn is_at_quiescence_limit(tree: &SearchTree, node: NodeId) -> bool {
    node.level + 1 >= techniques::horizon(tree, Some(node)) + crate::engine::settings::MAX_QUIESCENCE_PLIES
}

/// The acts of `node` returning its value at step `step`.
fn returning(replay: &Replay, step: usize, node: NodeId, cutoff: bool) -> Vec<Lit> {
    let tree = replay.tree();
    let parent = tree.parent_of(node);
    let chooser = chooser_above(tree, node.level);
    let parent_is_chance = parent.is_some_and(|p| tree.is_chance(p));
    let main = if parent_is_chance {
        Act::Expect
    } else if cutoff {
        Act::Cutoff { chooser }
    } else if tree.algorithm().prunes() && replay.window(step - 1, parent) != replay.window(step, parent) {
        Act::Narrow { chooser }
    } else {
        Act::Best { chooser }
    };
    let mut acts = vec![Lit {
        act: main,
        quiescence: in_quiescence(tree, node),
    }];
    let n = tree.get(node);
    let own = Lit {
        act: Act::Return,
        quiescence: tree.techniques().has(Technique::Quiescence) && at_horizon(tree, node),
    };
    if n.is_some_and(|n| n.is_chance()) {
        acts.push(Lit::main(Act::Expectation));
    } else if n.is_some_and(|n| n.child_count() > 0 && n.status() != Status::Transposition) {
        acts.push(own);
    }
    let searched = n.is_some_and(|n| n.status() == Status::Searched);
    // The table holds positions with depth left: not the horizon's, nor quiescence's.
    if tree.techniques().has(Technique::Transpositions) && searched && !at_horizon(tree, node) {
        acts.push(Lit::main(Act::TableStore));
    }
    acts
}

/// Returns the lines to light at step `step` in `listing`: the main act's line first (if the
/// listing has it), then the others', without repeats.
pub fn lit_lines(replay: &Replay, step: usize, listing: &Listing) -> Vec<usize> {
    listing.lines_of(&acts(replay, step))
}

/// Returns the listing for a replay of `tree` in `order`, in the code `source` asks for. Level
/// by level there is one listing, Huo Chess's loops, whatever the source. A tree of three or
/// more players has max^n's own code ([`maxn`]): its values are tuples, not MAX's and MIN's.
pub fn listing(tree: &SearchTree, order: Order, source: Source) -> Listing {
    if tree.is_maxn() {
        return match (order, source) {
            (Order::LevelByLevel, _) => maxn::level_by_level(),
            (Order::DepthFirst, Source::Pseudocode) => maxn::depth_first(),
            (Order::DepthFirst, Source::Klados) => maxn::klados(),
        };
    }
    match (order, source) {
        (Order::LevelByLevel, _) => pseudocode::level_by_level(),
        (Order::DepthFirst, Source::Pseudocode) => pseudocode::depth_first(&pseudocode::Features::of(tree)),
        (Order::DepthFirst, Source::Klados) => source::klados(),
    }
}
