//! Lessons: a position (or an abstract game tree), a search, and a story told step by step.
//!
//! A lesson is one JSON file in `lessons/`, in the format `klados-lesson/1` (described for
//! authors in `lessons/README.md`). It says what to search — a chess position, or a small tree
//! drawn for teaching minimax before chess — with which depth and algorithm, in which replay
//! order, and then where the stepper stands at each step of the story and what to say there. A
//! step may ask the class to predict a value or a move before revealing the answer.
//!
//! Everything a lesson states about the search is written as a **claim** the engine can check
//! ([`Claim`]): "the best move is Qxf7#", "level 1 has 400 nodes". [`Lesson::verify`] runs the
//! searches and checks every claim, so a lesson cannot silently drift from what the engine does.
//!
//! Loading follows the project's rule for folders: [`load_dir`] returns the good lessons and one
//! error per problem, each with the file, line and column, and a bad file never stops the others.
//!
//! The reading is done in two passes. First serde reads the file into plain structs that mirror
//! the JSON (`*File` types below), which catches bad JSON, unknown fields and wrong types. Then
//! [`Lesson::from_json`] *parses* those structs into the types the program uses ([`Lesson`],
//! [`StepperPosition`], [`Subject`]…), checking everything that needs context: the FEN, the moves,
//! the depth, the levels named by the steps. A value of type [`Lesson`] is therefore always usable.

mod answers;
mod built_in;
mod claim_shape;
mod course;
pub use course::{COURSE_FILE, Course};
mod errors;
mod file;
mod load;
mod mcts;
mod mcts_check;
mod names;
pub use names::asked_about;
mod search;
mod secrets;
mod subject;
mod verify;
mod words;
pub use words::{
    LessonWords, PredictWords, StepWords, WORDS_FORMAT, attach_words, is_language_folder, load_words_dir,
    placeholders,
};
pub mod write;

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;

use serde::Deserialize;

use crate::chess::game::Game;
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::eval::display_score;
use crate::engine::mcts::MctsSettings;
use crate::engine::mcts::replay::Phase;
use crate::engine::replay::Order;
use crate::engine::settings::{Algorithm, MAX_DEPTH, Techniques};
use crate::engine::tree::{GameDescription, GameId};

pub use answers::{answer_words, find_answer};
pub use built_in::{BUILT_IN_FILES, built_in};
pub use errors::{LessonError, MAX_LESSON_BYTES, one_line};
pub use load::{load_dir, load_dir_until};
pub use mcts::{McQuestion, mcts_focus, mcts_question_kind, mcts_step_index};
pub use search::{LessonSearch, SweepRow, step_index};
pub use secrets::Secrets;

/// The value of every lesson file's `format` field.
pub const LESSON_FORMAT: &str = "klados-lesson/1";

// ----- The lesson, parsed -----

/// A lesson, read and checked: everything in it can be searched and replayed.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// The file it came from.
    pub path: PathBuf,
    /// The file's text as it was read: checking the lesson locates its problems in it, so the
    /// file is read once.
    pub text: Arc<str>,
    /// A short stable name, e.g. `"03-mate-in-one"`; lessons are listed in the order of their ids.
    pub id: String,
    /// The title shown in the lesson list.
    pub title: String,
    /// One or two sentences saying what the lesson teaches.
    pub summary: String,
    /// What is searched: a chess position, an abstract tree or a position of another game.
    pub subject: Subject,
    /// The search and the replay order the lesson uses. In a Monte Carlo lesson these are the
    /// depth-first search its claims compare with (`"with": { "algorithm": "alphabeta" }`):
    /// minimax, to the tree's depth or the position's `depth`.
    pub settings: LessonSettings,
    /// Set when the lesson searches with Monte Carlo tree search (`"algorithm": "mcts"`): its
    /// settings. Its steps then stand at iterations and phases ([`StepperPosition::Iteration`]),
    /// found in the tree by [`mcts_step_index`].
    pub mcts: Option<MctsSettings>,
    /// The story, in order.
    pub steps: Vec<LessonStep>,
    /// Its words in other languages ([`LessonWords`]), laid over the English when the window
    /// speaks one of them; the engine checks the English lesson only.
    pub words: Vec<LessonWords>,
}

/// What a lesson searches.
#[derive(Clone, Debug)]
pub enum Subject {
    /// A chess position: a starting FEN and the moves played from it (so repetitions count).
    Position {
        /// The FEN as the file gives it (the starting position if the file gives none).
        fen: String,
        /// The moves that led from the FEN to the position searched, as the file gives them.
        moves: Vec<String>,
        /// The game: the FEN with the moves played; the search starts from its position.
        game: Box<Game>,
    },
    /// An abstract tree: the root's moves (the root is MAX).
    Tree {
        /// The root's label, if the file gives one (e.g. `"start"`).
        root_label: Option<String>,
        /// The root's children.
        children: Vec<AbstractNode>,
    },
    /// A position of one of the course's first games (tic-tac-toe, Connect Four: `src/games`).
    Game {
        /// The position as the file gives it, in the game's text (`x.o......`, `4453`; the
        /// empty board if the file gives none).
        position: String,
        /// The game from that position as a tree describes it: it names the moves, reads
        /// them back and searches with the game's own rules.
        game: Arc<dyn GameDescription>,
    },
}

impl Subject {
    /// Returns which game the lesson searches: chess, a drawn tree, tic-tac-toe, Connect Four.
    pub fn game_id(&self) -> GameId {
        match self {
            Subject::Position { .. } => GameId::Chess,
            Subject::Tree { .. } => GameId::Drawn,
            Subject::Game { game, .. } => game.id(),
        }
    }

    /// Returns the deepest search the lesson may ask for, in plies: 6 for chess and drawn
    /// trees, the game's own limit for another game (9 for tic-tac-toe: its whole game).
    pub fn depth_limit(&self) -> usize {
        match self {
            Subject::Position { .. } | Subject::Tree { .. } => MAX_DEPTH,
            Subject::Game { game, .. } => game.depth_limit().min(crate::engine::settings::MAX_LEVELS),
        }
    }
}

/// How a lesson searches and replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LessonSettings {
    /// Plies, 1 to [`Subject::depth_limit`] ([`MAX_DEPTH`] for chess). For an abstract tree it
    /// is the tree's depth.
    pub depth: usize,
    /// The search algorithm.
    pub algorithm: Algorithm,
    /// The replay order the steps refer to.
    pub order: Order,
    /// The techniques beyond the algorithm (quiescence, iterative deepening, the table); chess
    /// lessons, and the table in another game's.
    pub techniques: Techniques,
}

/// Where the stepper stands at a step of a lesson, in terms of the replay
/// ([`crate::engine::replay`]). Levels are numbered from 0 (the root side's moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepperPosition {
    /// Before anything: only the root is shown.
    Start,
    /// Level by level: just after `level` is revealed. Depth first: just after the first node of
    /// `level` is entered.
    Revealed {
        /// The level.
        level: usize,
    },
    /// Just after the values of `level` have gone up into the level above (level 0: into the
    /// root). Depth first: just after the last node of `level` returns.
    BackedUp {
        /// The level.
        level: usize,
    },
    /// Depth first: just after the search enters the node reached by these moves (names or
    /// labels, from the root). Level by level: when the node's level is revealed.
    Entered {
        /// The moves from the root to the node.
        node: Vec<String>,
    },
    /// Depth first: just after the node returns its value. Level by level: when the step that
    /// backs up the node's value is done.
    Returned {
        /// The moves from the root to the node.
        node: Vec<String>,
    },
    /// The end: the root has chosen its move. In a Monte Carlo lesson: the last iteration's
    /// back-propagation is done.
    End,
    /// A Monte Carlo lesson: at a phase of an iteration.
    Iteration {
        /// The iteration, counting from 1 as people count (the replay counts from 0).
        iteration: usize,
        /// The phase.
        phase: Phase,
    },
}

/// One step of a lesson's story.
#[derive(Clone, Debug)]
pub struct LessonStep {
    /// Where the stepper stands.
    pub at: StepperPosition,
    /// What to say there.
    pub say: String,
    /// The nodes the step talks about, each by the moves from the root (none: the view follows
    /// the replay). The tree view frames them; the first is the one the tables scroll to and
    /// the board shows. `lessons check` asks that every node the step's text names be one of
    /// them or above one of them.
    pub focus: Vec<Vec<String>>,
    /// The same position searched at several depths, shown side by side.
    pub sweep: Option<Sweep>,
    /// A picture drawn beside the board while the step is shown.
    pub picture: Option<Picture>,
    /// The view brought to the front while the step is shown, where the tree and the tables are
    /// tabs (`None`: the usual one, the table of the focused node's level).
    pub view: Option<StepView>,
    /// A question for the class, answered when the teacher reveals it.
    pub predict: Option<Prediction>,
    /// Facts the step states, checked against the engine by [`Lesson::verify`].
    pub expect: Vec<Claim>,
    /// The search's code to point at: the Code pane opens with an arrow at a line and a frame
    /// outlined.
    pub code: Option<CodeCue>,
}

/// A lesson step pointing at the search's code: "this is the line that prunes". The Code pane
/// opens, an arrow and the note stand beside the line, and the named frame of the call stack
/// is outlined. `lessons check` asks that the line be one the replay lights at the step and
/// the frame be on the call stack there.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeCue {
    /// The line, by its marker (`cutoff`, `alpha`, `leaf`, …: see `lessons/README.md`).
    pub line: String,
    /// The call to outline, by the moves from the root to its node (`[]`: the root's call).
    #[serde(default)]
    pub frame: Option<Vec<String>>,
    /// Words beside the arrow, e.g. "this is the line that prunes".
    #[serde(default)]
    pub note: Option<String>,
    /// Which code: the pseudocode (the default) or Klados's own Rust.
    #[serde(default)]
    pub source: crate::engine::code::Source,
}

/// A picture a lesson's step on a position (chess or another game) draws in the board's place,
/// where the board is not the subject.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Picture {
    /// Each level revealed so far as a square whose area is its number of positions: how the
    /// tree grows with depth.
    LevelSizes,
}

/// The view a lesson's step brings to the front where the window is too short for the tree
/// over the tables and each is a tab (a 1024×700 projector): the tree, where the techniques'
/// badges (N, R, −1, P, A) are drawn, or the table of the focused node's level. The next step
/// without one goes back to the usual view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepView {
    /// The tree view.
    Tree,
    /// The node array of the focused node's level (of the level the replay acts on, without a
    /// focus).
    Table,
}

impl StepView {
    /// The views by the names lesson files give them.
    pub const NAMED: [(&'static str, StepView); 2] = [("tree", StepView::Tree), ("table", StepView::Table)];
}

/// The lesson's position searched at several depths, to compare the move, the value and the work
/// as the depth grows (the horizon effect, the cost of depth).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sweep {
    /// The depths, in plies, in the order shown.
    pub depths: Vec<usize>,
    /// The algorithm of every search (the lesson's unless the file names another).
    pub algorithm: Algorithm,
    /// The techniques of every search (the lesson's unless the file names others).
    pub techniques: Techniques,
}

/// A question the class answers before the teacher reveals the answer.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prediction {
    /// The question, e.g. "What value will node A get?".
    pub ask: String,
    /// The answer as the teacher reveals it, in words.
    pub answer: String,
    /// The answer as a fact the engine can check.
    pub check: Option<Claim>,
}

/// A fact about a search that a lesson states, checked by the engine. Every field given must
/// hold; `with` changes the search first (e.g. "at depth 1 the best move would be …").
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// Search with these settings instead of the lesson's.
    pub with: Option<SearchChange>,
    /// The move chosen at the root, by name (SAN such as `Nxe5`, or a tree label).
    pub best: Option<String>,
    /// The root value: centipawns, or as shown to people (`"#1"`, `"-#2"`, `"+0.35"`).
    pub root_value: Option<ShownValue>,
    /// The root value is at least this (centipawns).
    pub root_value_at_least: Option<i32>,
    /// The root value is at most this (centipawns).
    pub root_value_at_most: Option<i32>,
    /// The principal variation, by names.
    pub pv: Option<Vec<String>>,
    /// The number of rows stored in the whole tree, searched or pruned (see
    /// [`crate::engine::counts`] for what each count means).
    pub nodes: Option<usize>,
    /// The number of nodes in each level.
    pub level_nodes: Option<Vec<usize>>,
    /// The number of moves pruned: listed, never searched.
    pub pruned: Option<usize>,
    /// The number of positions searched (every stored row that is not pruned).
    pub searched: Option<usize>,
    /// The number of leaves evaluated (searched positions without children).
    pub evaluated: Option<usize>,
    /// The number of leaves in the minimal tree, which alpha-beta searches with perfect move
    /// ordering (see [`crate::engine::counts::minimal_tree`]); checked on a minimax search of the
    /// same position, whatever the claim's algorithm.
    pub minimal_evaluated: Option<usize>,
    /// A node, by the names of the moves from the root; `value` and `static_score` are its.
    pub node: Option<Vec<String>>,
    /// The node's backed-up value.
    pub value: Option<ShownValue>,
    /// The node's static score (its evaluation before any search below it).
    pub static_score: Option<i32>,
    /// The number of positions quiescence search entered beyond the depth.
    pub quiescence: Option<usize>,
    /// The number of positions whose value came from the transposition table.
    pub transpositions: Option<usize>,
    /// Iterative deepening: the rows stored by all iterations together.
    pub total_nodes: Option<usize>,
    /// Monte Carlo: the child the select phase of the step's iteration chooses, by name; below
    /// the root if the claim names no `node`, else below that node.
    pub chooses: Option<String>,
    /// Monte Carlo: the root's most visited move as N stands at the step (a tie is no leader).
    pub leads: Option<String>,
    /// Monte Carlo: the `node`'s N (visits) as it stands at the step; `"node": []` is the root.
    pub visits: Option<u32>,
    /// Monte Carlo: the `node`'s W (the results added up, MAX's view) at the step, to two
    /// decimals as the window shows it.
    pub total: Option<serde_json::Number>,
    /// Monte Carlo: the `node`'s W/N at the step, to two decimals.
    pub mean: Option<serde_json::Number>,
    /// Monte Carlo: the UCB value the `node` had when the select phase of the step's iteration
    /// compared it with its siblings, to two decimals.
    pub ucb: Option<serde_json::Number>,
    /// Monte Carlo: the iteration (from 1) after which the root's most visited move is the one
    /// MCTS plays in the end, and stays so (see [`crate::engine::mcts::MctsTree::settles_at`]).
    pub settles_at: Option<usize>,
}

/// A change to a lesson's search, for a claim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchChange {
    /// Another depth, in plies.
    pub depth: Option<usize>,
    /// Another algorithm.
    pub algorithm: Option<Algorithm>,
    /// Other techniques (all of them: the lesson's are replaced, not added to).
    pub techniques: Option<Techniques>,
}

/// A value in a claim: centipawns, or the text people see (`"#1"`, `"-#2"`, `"+0.35"`), which is
/// how a mate is written.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum ShownValue {
    /// Centipawns, White's (MAX's) view.
    Centipawns(i32),
    /// As [`display_score`] shows it.
    Shown(String),
}

impl Claim {
    /// Returns true if the claim states what the root chooses: the move, the value or the line.
    pub fn states_choice(&self) -> bool {
        let Claim {
            best,
            root_value,
            root_value_at_least,
            root_value_at_most,
            pv,
            ..
        } = self;
        best.is_some()
            || root_value.is_some()
            || root_value_at_least.is_some()
            || root_value_at_most.is_some()
            || pv.is_some()
    }

    /// Returns true if the claim states something only a Monte Carlo tree search has: a choice
    /// of the select phase, N, W, W/N, UCB, or when it settles.
    pub fn states_mcts(&self) -> bool {
        let Claim {
            chooses,
            leads,
            visits,
            total,
            mean,
            ucb,
            settles_at,
            ..
        } = self;
        chooses.is_some()
            || leads.is_some()
            || visits.is_some()
            || total.is_some()
            || mean.is_some()
            || ucb.is_some()
            || settles_at.is_some()
    }

    /// Returns true if the claim states a count of the search's nodes.
    pub fn states_count(&self) -> bool {
        let Claim {
            nodes,
            level_nodes,
            pruned,
            searched,
            evaluated,
            minimal_evaluated,
            quiescence,
            transpositions,
            total_nodes,
            ..
        } = self;
        nodes.is_some()
            || level_nodes.is_some()
            || pruned.is_some()
            || searched.is_some()
            || evaluated.is_some()
            || minimal_evaluated.is_some()
            || quiescence.is_some()
            || transpositions.is_some()
            || total_nodes.is_some()
    }
}

impl ShownValue {
    /// Returns true if `value` is this value.
    pub fn matches(&self, value: i32) -> bool {
        match self {
            ShownValue::Centipawns(expected) => *expected == value,
            ShownValue::Shown(text) => display_score(value) == *text,
        }
    }
}

impl fmt::Display for ShownValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShownValue::Centipawns(value) => write!(f, "{value}"),
            ShownValue::Shown(text) => f.write_str(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_values_match_scores() {
        assert!(ShownValue::Shown("#1".into()).matches(crate::engine::eval::MATE - 1));
        assert!(ShownValue::Shown("+0.35".into()).matches(35));
        assert!(ShownValue::Centipawns(-20).matches(-20));
        assert!(!ShownValue::Centipawns(20).matches(-20));
    }
}
