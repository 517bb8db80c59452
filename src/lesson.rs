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

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Deserialize;

use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::eval::display_score;
use crate::engine::replay::{Granularity, Order, Replay, Step};
use crate::engine::search::{Algorithm, SearchControl, SearchSettings, search_game};
use crate::engine::tree::{MAX_DEPTH, NodeId, SearchTree, Status};
use crate::game::{Game, START_FEN};

/// The value of every lesson file's `format` field.
pub const LESSON_FORMAT: &str = "klados-lesson/1";

// ----- The file as written -----

/// A lesson file exactly as the JSON has it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    format: String,
    id: String,
    title: String,
    summary: String,
    position: Option<PositionFile>,
    tree: Option<TreeFile>,
    search: SearchFile,
    steps: Vec<StepFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionFile {
    fen: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TreeFile {
    label: Option<String>,
    children: Vec<NodeFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NodeFile {
    label: String,
    value: Option<i32>,
    children: Option<Vec<NodeFile>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SearchFile {
    depth: Option<usize>,
    #[serde(default)]
    algorithm: Algorithm,
    #[serde(default)]
    order: OrderName,
}

/// The replay orders as lesson files name them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum OrderName {
    #[default]
    LevelByLevel,
    DepthFirst,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepFile {
    at: AtName,
    level: Option<usize>,
    node: Option<Vec<String>>,
    say: String,
    predict: Option<Prediction>,
    #[serde(default)]
    expect: Vec<Claim>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum AtName {
    Start,
    Revealed,
    BackedUp,
    Entered,
    Returned,
    End,
}

// ----- The lesson, parsed -----

/// A lesson, read and checked: everything in it can be searched and replayed.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// The file it came from.
    pub path: PathBuf,
    /// A short stable name, e.g. `"03-mate-in-one"`; lessons are listed in the order of their ids.
    pub id: String,
    /// The title shown in the lesson list.
    pub title: String,
    /// One or two sentences saying what the lesson teaches.
    pub summary: String,
    /// What is searched: a chess position or an abstract tree.
    pub subject: Subject,
    /// The search and the replay order the lesson uses.
    pub settings: LessonSettings,
    /// The story, in order.
    pub steps: Vec<LessonStep>,
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
}

/// How a lesson searches and replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LessonSettings {
    /// Plies, 1 to [`MAX_DEPTH`]. For an abstract tree it is the tree's depth.
    pub depth: usize,
    /// The search algorithm.
    pub algorithm: Algorithm,
    /// The replay order the steps refer to.
    pub order: Order,
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
    /// The end: the root has chosen its move.
    End,
}

/// One step of a lesson's story.
#[derive(Clone, Debug)]
pub struct LessonStep {
    /// Where the stepper stands.
    pub at: StepperPosition,
    /// What to say there.
    pub say: String,
    /// A question for the class, answered when the teacher reveals it.
    pub predict: Option<Prediction>,
    /// Facts the step states, checked against the engine by [`Lesson::verify`].
    pub expect: Vec<Claim>,
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
    /// The number of nodes in the whole tree.
    pub nodes: Option<usize>,
    /// The number of nodes in each level.
    pub level_nodes: Option<Vec<usize>>,
    /// The number of pruned nodes in the whole tree.
    pub pruned: Option<usize>,
    /// A node, by the names of the moves from the root; `value` and `static_score` are its.
    pub node: Option<Vec<String>>,
    /// The node's backed-up value.
    pub value: Option<ShownValue>,
    /// The node's static score (its evaluation before any search below it).
    pub static_score: Option<i32>,
}

/// A change to a lesson's search, for a claim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchChange {
    /// Another depth, in plies.
    pub depth: Option<usize>,
    /// Another algorithm.
    pub algorithm: Option<Algorithm>,
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

// ----- Errors -----

/// A problem with a lesson file.
#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    /// The file or folder could not be read.
    #[error("{}: could not read it: {source}", path.display())]
    Unreadable {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is not a valid lesson, or the engine disagrees with it. `field` names the part
    /// of the file (e.g. `steps[2].level`), empty when the JSON itself is broken.
    #[error("{}:{line}:{column}: {}{message}", path.display(), field_prefix(field))]
    Invalid {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The column, from 1, in characters.
        column: usize,
        /// The field, as a path such as `steps[2].expect[0].best`.
        field: String,
        /// What is wrong.
        message: String,
    },
}

fn field_prefix(field: &str) -> String {
    if field.is_empty() {
        String::new()
    } else {
        format!("{field}: ")
    }
}

impl LessonError {
    /// Returns the file the problem is in.
    pub fn path(&self) -> &Path {
        match self {
            LessonError::Unreadable { path, .. } | LessonError::Invalid { path, .. } => path,
        }
    }
}

/// One part of a path into the JSON: an object's field or an array's element.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Key {
    Name(&'static str),
    Index(usize),
}

/// A path into the JSON, e.g. `steps[2].level`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct FieldPath(Vec<Key>);

impl FieldPath {
    fn at(&self, key: Key) -> FieldPath {
        let mut keys = self.0.clone();
        keys.push(key);
        FieldPath(keys)
    }

    fn field(&self, name: &'static str) -> FieldPath {
        self.at(Key::Name(name))
    }

    fn index(&self, index: usize) -> FieldPath {
        self.at(Key::Index(index))
    }
}

fn field(name: &'static str) -> FieldPath {
    FieldPath(vec![Key::Name(name)])
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (position, key) in self.0.iter().enumerate() {
            match key {
                Key::Name(name) if position == 0 => f.write_str(name)?,
                Key::Name(name) => write!(f, ".{name}")?,
                Key::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// Collects the problems found in one file, each located in the file's text.
struct Problems<'a> {
    path: &'a Path,
    text: &'a str,
    errors: Vec<LessonError>,
}

impl Problems<'_> {
    fn add(&mut self, at: &FieldPath, message: impl Into<String>) {
        let (line, column) = locate(self.text, &at.0);
        self.errors.push(LessonError::Invalid {
            path: self.path.to_path_buf(),
            line,
            column,
            field: at.to_string(),
            message: message.into(),
        });
    }
}

// ----- Loading -----

impl Lesson {
    /// Reads and checks one lesson file. Returns every problem found, so that an author can fix
    /// them all in one go.
    pub fn load(path: &Path) -> Result<Lesson, Vec<LessonError>> {
        let text = std::fs::read_to_string(path).map_err(|source| {
            vec![LessonError::Unreadable {
                path: path.to_path_buf(),
                source,
            }]
        })?;
        Lesson::from_json(&text, path)
    }

    /// Reads and checks a lesson from its JSON text; `path` is only used in the errors.
    pub fn from_json(text: &str, path: &Path) -> Result<Lesson, Vec<LessonError>> {
        let file: LessonFile = serde_json::from_str(text).map_err(|error| {
            // serde_json ends its message with " at line L column C"; we put those first.
            let message = error.to_string();
            let message = match message.rfind(" at line ") {
                Some(cut) => message[..cut].to_string(),
                None => message,
            };
            vec![LessonError::Invalid {
                path: path.to_path_buf(),
                line: error.line(),
                column: error.column(),
                field: String::new(),
                message,
            }]
        })?;
        let mut problems = Problems {
            path,
            text,
            errors: Vec::new(),
        };
        let lesson = parse_lesson(file, path, &mut problems);
        match lesson {
            Some(lesson) if problems.errors.is_empty() => Ok(lesson),
            _ => Err(problems.errors),
        }
    }
}

/// Loads every `*.json` file in `dir`: returns the good lessons, sorted by id (then file name),
/// and every problem found, file by file. Two files with the same id are a problem for the
/// second. Never fails as a whole: an unreadable folder is one error and no lessons.
pub fn load_dir(dir: &Path) -> (Vec<Lesson>, Vec<LessonError>) {
    let mut errors = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(source) => {
            errors.push(LessonError::Unreadable {
                path: dir.to_path_buf(),
                source,
            });
            return (Vec::new(), errors);
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    paths.sort();

    let mut lessons: Vec<Lesson> = Vec::new();
    for path in paths {
        match Lesson::load(&path) {
            Ok(lesson) => lessons.push(lesson),
            Err(file_errors) => errors.extend(file_errors),
        }
    }
    lessons.sort_by(|a, b| a.id.cmp(&b.id).then_with(|| a.path.cmp(&b.path)));

    // The id names a lesson; a second lesson with the same id is reported, not loaded.
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    let mut unique = Vec::with_capacity(lessons.len());
    for lesson in lessons {
        if let Some(first) = seen.get(&lesson.id) {
            let text = std::fs::read_to_string(&lesson.path).unwrap_or_default();
            let (line, column) = locate(&text, &field("id").0);
            errors.push(LessonError::Invalid {
                path: lesson.path.clone(),
                line,
                column,
                field: String::from("id"),
                message: format!("the id \"{}\" is already used by {}", lesson.id, first.display()),
            });
            continue;
        }
        seen.insert(lesson.id.clone(), lesson.path.clone());
        unique.push(lesson);
    }
    (unique, errors)
}

/// Turns the file's structs into a lesson, reporting every problem; `None` if there were any
/// that make the lesson unusable.
fn parse_lesson(file: LessonFile, path: &Path, problems: &mut Problems<'_>) -> Option<Lesson> {
    if file.format != LESSON_FORMAT {
        problems.add(
            &field("format"),
            format!("the format must be \"{LESSON_FORMAT}\", not \"{}\"", file.format),
        );
    }
    for (name, value) in [
        ("id", &file.id),
        ("title", &file.title),
        ("summary", &file.summary),
    ] {
        if value.trim().is_empty() {
            problems.add(&field(name), format!("the {name} is empty"));
        }
    }

    let subject = match (file.position, file.tree) {
        (Some(position), None) => parse_position(position, problems),
        (None, Some(tree)) => parse_tree(tree, problems),
        (Some(_), Some(_)) => {
            problems.add(&field("tree"), "give either a position or a tree, not both");
            None
        }
        (None, None) => {
            problems.add(&FieldPath::default(), "give a position (FEN) or an abstract tree");
            None
        }
    };

    let depth = match (&subject, file.search.depth) {
        (Some(Subject::Tree { children, .. }), given) => {
            let height = children.iter().map(|child| child.height() + 1).max().unwrap_or(0);
            if given.is_some_and(|depth| depth != height) {
                problems.add(
                    &field("search").field("depth"),
                    format!("the tree is {height} plies deep; leave the depth out or make it {height}"),
                );
            }
            Some(height)
        }
        (_, Some(depth)) if (1..=MAX_DEPTH).contains(&depth) => Some(depth),
        (_, Some(depth)) => {
            problems.add(
                &field("search").field("depth"),
                format!("the depth must be 1 to {MAX_DEPTH} plies, not {depth}"),
            );
            None
        }
        (_, None) => {
            problems.add(&field("search"), "a position needs a search depth (1 to 6 plies)");
            None
        }
    };

    let steps = parse_steps(file.steps, depth, problems);
    if steps.is_empty() {
        problems.add(&field("steps"), "a lesson needs at least one step");
    }

    let settings = LessonSettings {
        depth: depth?,
        algorithm: file.search.algorithm,
        order: match file.search.order {
            OrderName::LevelByLevel => Order::LevelByLevel,
            OrderName::DepthFirst => Order::DepthFirst,
        },
    };
    Some(Lesson {
        path: path.to_path_buf(),
        id: file.id,
        title: file.title,
        summary: file.summary,
        subject: subject?,
        settings,
        steps,
    })
}

fn parse_position(position: PositionFile, problems: &mut Problems<'_>) -> Option<Subject> {
    let fen = position.fen.unwrap_or_else(|| START_FEN.to_string());
    let mut game = match Game::from_fen(&fen) {
        Ok(game) => game,
        Err(error) => {
            problems.add(&field("position").field("fen"), error.to_string());
            return None;
        }
    };
    for (index, text) in position.moves.iter().enumerate() {
        if let Err(error) = game.play_text(text) {
            problems.add(&field("position").field("moves").index(index), error.to_string());
            return None;
        }
    }
    if let Some(outcome) = game.outcome() {
        problems.add(
            &field("position"),
            format!("the game is already over ({outcome}): there is nothing to search"),
        );
        return None;
    }
    Some(Subject::Position {
        fen,
        moves: position.moves,
        game: Box::new(game),
    })
}

fn parse_tree(tree: TreeFile, problems: &mut Problems<'_>) -> Option<Subject> {
    let at = field("tree");
    if tree.children.is_empty() {
        problems.add(
            &at.field("children"),
            "the tree is empty: the root needs at least one child",
        );
        return None;
    }
    if tree.label.as_ref().is_some_and(|label| label.trim().is_empty()) {
        problems.add(&at.field("label"), "the label is empty");
    }
    let children = parse_nodes(tree.children, &at, 1, problems)?;
    Some(Subject::Tree {
        root_label: tree.label,
        children,
    })
}

/// Parses the children of the node at `at`, which are `ply` plies from the root.
fn parse_nodes(
    nodes: Vec<NodeFile>,
    at: &FieldPath,
    ply: usize,
    problems: &mut Problems<'_>,
) -> Option<Vec<AbstractNode>> {
    let mut parsed = Vec::with_capacity(nodes.len());
    let mut good = true;
    for (index, node) in nodes.into_iter().enumerate() {
        let here = at.field("children").index(index);
        if node.label.trim().is_empty() {
            problems.add(&here.field("label"), "the label is empty");
            good = false;
        }
        match (node.value, node.children) {
            (Some(value), None) => {
                if value.abs() > crate::engine::eval::MATE_THRESHOLD {
                    problems.add(
                        &here.field("value"),
                        "a leaf's value must lie between -29000 and 29000",
                    );
                    good = false;
                }
                parsed.push(AbstractNode::Leaf {
                    label: node.label,
                    value,
                });
            }
            (None, Some(children)) if children.is_empty() => {
                problems.add(
                    &here.field("children"),
                    "an inner node needs children; a leaf needs a value instead",
                );
                good = false;
            }
            (None, Some(_)) if ply >= MAX_DEPTH => {
                problems.add(
                    &here.field("children"),
                    format!("the tree is deeper than {MAX_DEPTH} plies"),
                );
                good = false;
            }
            (None, Some(children)) => {
                let children = parse_nodes(children, &here, ply + 1, problems);
                match children {
                    Some(children) => parsed.push(AbstractNode::Inner {
                        label: node.label,
                        children,
                    }),
                    None => good = false,
                }
            }
            (Some(_), Some(_)) => {
                problems.add(
                    &here,
                    "a node has either a value (a leaf) or children (an inner node), not both",
                );
                good = false;
            }
            (None, None) => {
                problems.add(&here, "a node needs a value (a leaf) or children (an inner node)");
                good = false;
            }
        }
    }
    good.then_some(parsed)
}

fn parse_steps(steps: Vec<StepFile>, depth: Option<usize>, problems: &mut Problems<'_>) -> Vec<LessonStep> {
    let mut parsed = Vec::with_capacity(steps.len());
    for (index, step) in steps.into_iter().enumerate() {
        let here = field("steps").index(index);
        if step.say.trim().is_empty() {
            problems.add(&here.field("say"), "the step says nothing");
        }
        let at = match (step.at, step.level, step.node) {
            (AtName::Start, None, None) => Some(StepperPosition::Start),
            (AtName::End, None, None) => Some(StepperPosition::End),
            (AtName::Revealed | AtName::BackedUp, Some(level), None) => {
                match depth {
                    Some(depth) if level >= depth => problems.add(
                        &here.field("level"),
                        format!(
                            "level {level} is beyond the search: a depth-{depth} search has levels 0 to {}",
                            depth - 1
                        ),
                    ),
                    _ => {}
                }
                Some(if step.at == AtName::Revealed {
                    StepperPosition::Revealed { level }
                } else {
                    StepperPosition::BackedUp { level }
                })
            }
            (AtName::Entered | AtName::Returned, None, Some(node)) => {
                if node.is_empty() || depth.is_some_and(|depth| node.len() > depth) {
                    problems.add(
                        &here.field("node"),
                        "name the moves from the root to the node, at most one per level",
                    );
                }
                Some(if step.at == AtName::Entered {
                    StepperPosition::Entered { node }
                } else {
                    StepperPosition::Returned { node }
                })
            }
            (AtName::Revealed | AtName::BackedUp, _, _) => {
                problems.add(
                    &here.field("at"),
                    "\"revealed\" and \"backed_up\" need a \"level\" and no \"node\"",
                );
                None
            }
            (AtName::Entered | AtName::Returned, _, _) => {
                problems.add(
                    &here.field("at"),
                    "\"entered\" and \"returned\" need a \"node\" and no \"level\"",
                );
                None
            }
            (AtName::Start | AtName::End, _, _) => {
                problems.add(
                    &here.field("at"),
                    "\"start\" and \"end\" take no \"level\" or \"node\"",
                );
                None
            }
        };
        if let Some(predict) = &step.predict {
            if predict.ask.trim().is_empty() || predict.answer.trim().is_empty() {
                problems.add(
                    &here.field("predict"),
                    "a prediction needs a question and an answer",
                );
            }
            if let Some(check) = &predict.check {
                check_claim_shape(check, &here.field("predict").field("check"), problems);
            }
        }
        for (claim_index, claim) in step.expect.iter().enumerate() {
            check_claim_shape(claim, &here.field("expect").index(claim_index), problems);
        }
        if let Some(at) = at {
            parsed.push(LessonStep {
                at,
                say: step.say,
                predict: step.predict,
                expect: step.expect,
            });
        }
    }
    parsed
}

/// Checks what can be checked of a claim without searching.
fn check_claim_shape(claim: &Claim, at: &FieldPath, problems: &mut Problems<'_>) {
    let Claim {
        with,
        best,
        root_value,
        root_value_at_least,
        root_value_at_most,
        pv,
        nodes,
        level_nodes,
        pruned,
        node,
        value,
        static_score,
    } = claim;
    let states_something = best.is_some()
        || root_value.is_some()
        || root_value_at_least.is_some()
        || root_value_at_most.is_some()
        || pv.is_some()
        || nodes.is_some()
        || level_nodes.is_some()
        || pruned.is_some()
        || value.is_some()
        || static_score.is_some();
    if !states_something {
        problems.add(at, "the claim states nothing to check");
    }
    if node.is_some() != (value.is_some() || static_score.is_some()) {
        problems.add(
            at,
            "\"node\" goes with \"value\" or \"static_score\", and they with it",
        );
    }
    if let Some(depth) = with.and_then(|with| with.depth)
        && !(1..=MAX_DEPTH).contains(&depth)
    {
        problems.add(
            &at.field("with").field("depth"),
            format!("the depth must be 1 to {MAX_DEPTH} plies, not {depth}"),
        );
    }
}

// ----- Searching and replaying a lesson -----

/// A lesson's search: the node arrays, and for an abstract tree the nodes' labels.
#[derive(Clone, Debug)]
pub struct LessonSearch {
    /// The node arrays.
    pub tree: Arc<SearchTree>,
    /// `labels[level][index]` names the nodes of an abstract tree; `None` for chess, whose
    /// nodes are named by their moves in SAN.
    pub labels: Option<Vec<Vec<String>>>,
}

impl LessonSearch {
    /// Returns a node's name: its label in an abstract tree, its move in SAN (with `+` or `#`)
    /// in chess.
    pub fn name_of(&self, id: NodeId) -> String {
        match &self.labels {
            Some(labels) => labels
                .get(id.level)
                .and_then(|level| level.get(id.index as usize))
                .cloned()
                .unwrap_or_else(|| String::from("?")),
            None => self.tree.san_of(id),
        }
    }

    /// Finds the node reached from the root by the moves named in `path` (names as
    /// [`LessonSearch::name_of`] gives them; a check mark `+` or `#` may be left out).
    pub fn find(&self, path: &[String]) -> Option<NodeId> {
        let mut found: Option<NodeId> = None;
        for name in path {
            let candidates: Vec<NodeId> = match found {
                None => self.tree.root_children().collect(),
                Some(parent) => self.tree.children_of(parent).collect(),
            };
            found = Some(
                candidates
                    .into_iter()
                    .find(|&id| same_name(&self.name_of(id), name))?,
            );
        }
        found
    }

    /// Returns the names of the principal variation.
    pub fn pv_names(&self) -> Vec<String> {
        self.tree
            .principal_variation()
            .into_iter()
            .map(|id| self.name_of(id))
            .collect()
    }
}

/// Compares move names, ignoring a trailing check or mate mark.
fn same_name(actual: &str, written: &str) -> bool {
    let strip = |name: &str| name.trim().trim_end_matches(['+', '#']).to_string();
    strip(actual) == strip(written)
}

impl Lesson {
    /// Returns the lesson's settings changed by `change`.
    pub fn settings_with(&self, change: Option<&SearchChange>) -> LessonSettings {
        let mut settings = self.settings;
        if let Some(change) = change {
            if let Some(depth) = change.depth {
                settings.depth = depth;
            }
            if let Some(algorithm) = change.algorithm {
                settings.algorithm = algorithm;
            }
        }
        settings
    }

    /// Runs the lesson's search with `settings` (see [`Lesson::settings_with`]). For an abstract
    /// tree the depth is the tree's and a different one is ignored.
    pub fn think(&self, settings: &LessonSettings) -> Result<LessonSearch, String> {
        match &self.subject {
            Subject::Position { game, .. } => {
                let search_settings = SearchSettings::new(settings.depth, settings.algorithm);
                let tree = search_game(game, &search_settings, &SearchControl::new())
                    .map_err(|error| error.to_string())?;
                Ok(LessonSearch {
                    tree: Arc::new(tree),
                    labels: None,
                })
            }
            Subject::Tree { children, .. } => {
                let searched =
                    search_abstract(children, settings.algorithm).map_err(|error| error.to_string())?;
                Ok(LessonSearch {
                    tree: Arc::new(searched.tree),
                    labels: Some(searched.labels),
                })
            }
        }
    }

    /// Prepares the replay the lesson's steps refer to: its order, whole levels per back-up step.
    pub fn replay(&self, search: &LessonSearch) -> Replay {
        Replay::new(Arc::clone(&search.tree), self.settings.order, Granularity::Level)
    }

    /// Runs the lesson against the engine: searches, finds every step's place in the replay
    /// (in order, never going back), and checks every claim and every prediction's answer.
    /// Returns the problems, located in the file (read again from [`Lesson::path`] for the line
    /// numbers; 1:1 if it cannot be read); none means the lesson tells the truth.
    pub fn verify(&self) -> Vec<LessonError> {
        let text = std::fs::read_to_string(&self.path).unwrap_or_default();
        let mut problems = Problems {
            path: &self.path,
            text: &text,
            errors: Vec::new(),
        };
        let search = match self.think(&self.settings) {
            Ok(search) => search,
            Err(message) => {
                problems.add(&field("search"), format!("the search failed: {message}"));
                return problems.errors;
            }
        };
        let replay = self.replay(&search);
        let mut searches: HashMap<LessonSettings, LessonSearch> = HashMap::new();
        searches.insert(self.settings, search.clone());

        let mut previous = 0;
        for (index, step) in self.steps.iter().enumerate() {
            let here = field("steps").index(index);
            match step_index(&replay, &search, &step.at) {
                Some(step_index) if step_index < previous => problems.add(
                    &here.field("at"),
                    format!(
                        "this is replay step {step_index}, before the previous step's {previous}: steps must go forward"
                    ),
                ),
                Some(step_index) => previous = step_index,
                None => problems.add(&here.field("at"), "no step of the replay matches this position"),
            }
            let claims = step
                .predict
                .iter()
                .filter_map(|predict| {
                    predict
                        .check
                        .as_ref()
                        .map(|check| (check, here.field("predict").field("check")))
                })
                .chain(
                    step.expect
                        .iter()
                        .enumerate()
                        .map(|(claim_index, claim)| (claim, here.field("expect").index(claim_index))),
                );
            for (claim, at) in claims {
                let settings = self.settings_with(claim.with.as_ref());
                // Claims that change the search share one search per setting.
                let search = match searches.entry(settings) {
                    Entry::Occupied(entry) => entry.into_mut(),
                    Entry::Vacant(entry) => match self.think(&settings) {
                        Ok(search) => entry.insert(search),
                        Err(message) => {
                            problems.add(&at, format!("the search failed: {message}"));
                            continue;
                        }
                    },
                };
                for failure in claim.check(search) {
                    problems.add(&at, failure);
                }
            }
        }
        problems.errors
    }
}

/// Returns the replay step at which the stepper stands for `at`, or `None` if no step matches
/// (a level or node the search does not have). The replay's steps are scanned; the lessons'
/// trees are small enough for that to be instant.
pub fn step_index(replay: &Replay, search: &LessonSearch, at: &StepperPosition) -> Option<usize> {
    let steps = 0..replay.step_count();
    match at {
        StepperPosition::Start => Some(0),
        StepperPosition::End => Some(replay.last_step()),
        StepperPosition::Revealed { level } => steps.into_iter().find(|&i| match replay.step(i) {
            Step::Reveal { level: revealed } => revealed == *level,
            Step::Enter { node } => node.level == *level,
            _ => false,
        }),
        StepperPosition::BackedUp { level } => steps.into_iter().rev().find(|&i| match replay.step(i) {
            Step::Backup { level: backed_up, .. } => backed_up == *level,
            Step::Return { node, .. } => node.level == *level,
            _ => false,
        }),
        StepperPosition::Entered { node } => {
            let id = search.find(node)?;
            if search.tree.get(id)?.status() == Status::Pruned {
                return None;
            }
            steps.into_iter().find(|&i| match replay.step(i) {
                Step::Reveal { level } => level == id.level,
                Step::Enter { node } => node == id,
                _ => false,
            })
        }
        StepperPosition::Returned { node } => {
            let id = search.find(node)?;
            if search.tree.get(id)?.status() == Status::Pruned {
                return None;
            }
            steps.into_iter().find(|&i| match replay.step(i) {
                Step::Backup { level, children, .. } => level == id.level && children.contains(&id.index),
                Step::Return { node, .. } => node == id,
                _ => false,
            })
        }
    }
}

impl Claim {
    /// Checks the claim against a search (already run with the claim's `with`). Returns one
    /// sentence per fact that does not hold; none means the claim is true.
    pub fn check(&self, search: &LessonSearch) -> Vec<String> {
        let tree = &search.tree;
        // Chess values are shown as people read them (+0.35, #1); a tree's values are plain.
        let show = |value: i32| match search.labels {
            Some(_) => value.to_string(),
            None => format!("{value} ({})", display_score(value)),
        };
        let mut failures = Vec::new();
        let root_value = tree.root_value();
        if let Some(best) = &self.best {
            let actual = search.name_of(tree.best());
            if !same_name(&actual, best) {
                failures.push(format!("the engine chooses {actual}, not {best}"));
            }
        }
        if let Some(expected) = &self.root_value
            && !expected.matches(root_value)
        {
            failures.push(format!("the root value is {}, not {expected}", show(root_value)));
        }
        if let Some(least) = self.root_value_at_least
            && root_value < least
        {
            failures.push(format!("the root value is {root_value}, below {least}"));
        }
        if let Some(most) = self.root_value_at_most
            && root_value > most
        {
            failures.push(format!("the root value is {root_value}, above {most}"));
        }
        if let Some(pv) = &self.pv {
            let actual = search.pv_names();
            let agrees = actual.len() == pv.len() && actual.iter().zip(pv).all(|(a, b)| same_name(a, b));
            if !agrees {
                failures.push(format!(
                    "the principal variation is {}, not {}",
                    actual.join(" "),
                    pv.join(" ")
                ));
            }
        }
        if let Some(nodes) = self.nodes
            && tree.node_count() != nodes
        {
            failures.push(format!("the tree has {} nodes, not {nodes}", tree.node_count()));
        }
        if let Some(level_nodes) = &self.level_nodes
            && tree.nodes_per_level() != *level_nodes
        {
            failures.push(format!(
                "the levels have {:?} nodes, not {level_nodes:?}",
                tree.nodes_per_level()
            ));
        }
        if let Some(pruned) = self.pruned {
            let actual = tree
                .levels()
                .iter()
                .flat_map(|level| &level.nodes)
                .filter(|node| node.status() == Status::Pruned)
                .count();
            if actual != pruned {
                failures.push(format!("{actual} nodes are pruned, not {pruned}"));
            }
        }
        if let Some(path) = &self.node {
            match search.find(path).and_then(|id| tree.get(id)) {
                None => failures.push(format!("the tree has no node {}", path.join(" "))),
                Some(node) => {
                    if let Some(expected) = &self.value {
                        match node.value() {
                            Some(value) if expected.matches(value) => {}
                            Some(value) => failures.push(format!(
                                "node {} has the value {}, not {expected}",
                                path.join(" "),
                                show(value)
                            )),
                            None => {
                                failures.push(format!("node {} was pruned: it has no value", path.join(" ")))
                            }
                        }
                    }
                    if let Some(expected) = self.static_score {
                        match node.static_score() {
                            Some(score) if score == expected => {}
                            Some(score) => failures.push(format!(
                                "node {} has the static score {score}, not {expected}",
                                path.join(" ")
                            )),
                            None => {
                                failures.push(format!("node {} was pruned: it has no score", path.join(" ")))
                            }
                        }
                    }
                }
            }
        }
        failures
    }
}

// ----- Finding a field in the text -----

/// Returns the line and column (from 1) where the value at `path` starts in the JSON `text`, or
/// where the deepest part of the path that exists starts (1:1 if none does). The text is known
/// to be valid JSON: it has just been read.
fn locate(text: &str, path: &[Key]) -> (usize, usize) {
    let bytes = text.as_bytes();
    let mut position = skip_space(bytes, 0);
    let mut found = position;
    for key in path {
        let next = match (bytes.get(position), key) {
            (Some(b'{'), Key::Name(name)) => find_member(bytes, position, name),
            (Some(b'['), Key::Index(index)) => find_element(bytes, position, *index),
            _ => None,
        };
        let Some(next) = next else { break };
        position = next;
        found = next;
    }
    let before = &text[..found.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |last| last.chars().count()) + 1;
    (line, column)
}

/// In the object starting at `start`, finds the value of the member `name`.
fn find_member(bytes: &[u8], start: usize, name: &str) -> Option<usize> {
    let mut position = skip_space(bytes, start + 1);
    while bytes.get(position) == Some(&b'"') {
        let key_end = skip_value(bytes, position);
        let key = std::str::from_utf8(bytes.get(position + 1..key_end.saturating_sub(1))?).ok()?;
        position = skip_space(bytes, key_end);
        if bytes.get(position) != Some(&b':') {
            return None;
        }
        position = skip_space(bytes, position + 1);
        if key == name {
            return Some(position);
        }
        position = skip_space(bytes, skip_value(bytes, position));
        if bytes.get(position) == Some(&b',') {
            position = skip_space(bytes, position + 1);
        }
    }
    None
}

/// In the array starting at `start`, finds element `index`.
fn find_element(bytes: &[u8], start: usize, index: usize) -> Option<usize> {
    let mut position = skip_space(bytes, start + 1);
    for _ in 0..index {
        if matches!(bytes.get(position), Some(b']') | None) {
            return None;
        }
        position = skip_space(bytes, skip_value(bytes, position));
        if bytes.get(position) != Some(&b',') {
            return None;
        }
        position = skip_space(bytes, position + 1);
    }
    (!matches!(bytes.get(position), Some(b']') | None)).then_some(position)
}

fn skip_space(bytes: &[u8], mut position: usize) -> usize {
    while bytes.get(position).is_some_and(u8::is_ascii_whitespace) {
        position += 1;
    }
    position
}

/// Returns the position just after the JSON value starting at `start`.
fn skip_value(bytes: &[u8], start: usize) -> usize {
    let mut position = start;
    let mut depth = 0usize;
    let mut in_string = false;
    while let Some(&byte) = bytes.get(position) {
        position += 1;
        if in_string {
            match byte {
                b'\\' => position += 1,
                b'"' => {
                    in_string = false;
                    if depth == 0 {
                        return position;
                    }
                }
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                if depth == 0 {
                    return position - 1;
                }
                depth -= 1;
                if depth == 0 {
                    return position;
                }
            }
            b',' if depth == 0 => return position - 1,
            byte if depth == 0 && byte.is_ascii_whitespace() => return position - 1,
            _ => {}
        }
    }
    position
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_locate(text: &str, path: &[Key], expected: (usize, usize)) {
        assert_eq!(locate(text, path), expected, "{path:?} in {text}");
    }

    #[test]
    fn fields_are_found_in_the_text() {
        let text = "{\n  \"a\": 1,\n  \"steps\": [\n    {\"at\": \"start\"},\n    {\"say\": \"x, [y]\", \"level\": 9}\n  ]\n}";
        check_locate(text, &[Key::Name("a")], (2, 8));
        check_locate(text, &[Key::Name("steps"), Key::Index(0)], (4, 5));
        check_locate(
            text,
            &[Key::Name("steps"), Key::Index(1), Key::Name("level")],
            (5, 32),
        );
        // A missing field points at the deepest part that exists.
        check_locate(text, &[Key::Name("steps"), Key::Index(7)], (3, 12));
        check_locate(text, &[Key::Name("nothing")], (1, 1));
    }

    #[test]
    fn shown_values_match_scores() {
        assert!(ShownValue::Shown("#1".into()).matches(crate::engine::eval::MATE - 1));
        assert!(ShownValue::Shown("+0.35".into()).matches(35));
        assert!(ShownValue::Centipawns(-20).matches(-20));
        assert!(!ShownValue::Centipawns(20).matches(-20));
    }
}
