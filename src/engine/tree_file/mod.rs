//! Reading `klados-tree/1` back: a search tree written by Klados, or by a student's own search.
//!
//! Klados writes every search as `klados-tree/1` ([`crate::engine::export`]); a student's minimax
//! or alpha-beta can record its search in the same format (`docs/record-your-search.md`). Read
//! back, such a file is opened in the window and replayed like Klados's own search, and graded
//! against it (grading, in the course part).
//!
//! Reading happens in two steps:
//!
//! 1. [`read_tree_file`] reads the document into a [`TreeFile`]: the root, the depth, the
//!    algorithm and every level's rows as written, checked for what any tree must be (a parent
//!    in the level above, children of one parent listed together, values in range, known
//!    statuses). A file that is not such a tree gets one [`TreeFileError`] naming the node:
//!    `level 2, node 17: parent 40 is out of range: level 1 has 32 nodes`.
//! 2. [`TreeFile::to_search_tree`] builds the node arrays the replay and the views use. A chess
//!    tree's moves must then be legal where they are played; their values need not be right (a
//!    student's tree is shown with its mistakes).

use serde::Deserialize;
use serde_json::Value;
use shakmaty::{Chess, Color, Position};

use crate::engine::chance::Probability;
use crate::engine::eval::MATE;
use crate::engine::fen::parse_fen;
use crate::engine::settings::{Algorithm, Techniques};
use crate::engine::tree::{Bound, Status};

mod build;
mod mate;
pub(crate) use build::legal_move;
pub use mate::MateConvention;

/// A `klados-tree/1` document as read: the search it describes and its rows.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeFile {
    /// The root position of a chess tree; `None` for an abstract tree (named by labels).
    pub root: Option<Chess>,
    /// The depth searched, in plies.
    pub depth: usize,
    /// The search that made the tree.
    pub algorithm: Algorithm,
    /// The techniques after alpha-beta it names.
    pub techniques: Techniques,
    /// `levels[k]` are the rows of level k (NodesAnalysis k), in the file's order.
    pub levels: Vec<Vec<FileNode>>,
    /// The best move the file names (`best.uci` or `best.label`), if any.
    pub best: Option<String>,
    /// The root value the file names (`best.value`), if any.
    pub root_value: Option<i32>,
    /// An abstract tree's problem as nested lists (`"tree": "[[3, 12, 8], …]"`), if the file
    /// gives it: what a grade compares the student's tree against.
    pub problem: Option<String>,
    /// What a checkmate is worth in a chess tree (`"mate"`; Klados's `30000 − plies` if the file
    /// does not say).
    pub mate: MateConvention,
}

/// One row of a level, as the file writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct FileNode {
    /// The parent's index in the level above (from 0); 0 for level 0, whose parent is the root.
    pub parent: usize,
    /// The move: UCI for a chess tree (`e2e4`), the label for an abstract tree (`B2`).
    pub name: String,
    /// The static score (centipawns, White's view; a leaf's value in an abstract tree).
    pub score: Option<i32>,
    /// The backed-up value.
    pub value: Option<i32>,
    /// The bound, when the file gives one.
    pub bound: Option<Bound>,
    /// What happened at the node.
    pub status: Status,
    /// A transposition: the index (from 0) of the node in the same level that searched it.
    pub source: Option<usize>,
    /// Quiescence let the side to move stand pat here.
    pub stands_pat: bool,
    /// Quiescence stopped here at its limit.
    pub at_quiescence_limit: bool,
    /// A chance node.
    pub chance: bool,
    /// An outcome of a chance node: its probability.
    pub probability: Option<Probability>,
}

/// Why a file is not a tree Klados can open. Each message says where: the file, and for a row
/// its level and node (`n`, from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeFileError {
    /// The file could not be read.
    #[error("{path}: {reason}")]
    Unreadable {
        /// The file, as shown.
        path: String,
        /// Why.
        reason: String,
    },
    /// Not JSON, or JSON that is not a tree document.
    #[error("line {line}, column {column}: {reason}")]
    NotJson {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// What serde_json said.
        reason: String,
    },
    /// Something about the whole document (its format, depth, algorithm, root).
    #[error("{0}")]
    Document(String),
    /// Something about one row.
    #[error("level {level}, node {n}: {reason}")]
    Node {
        /// The level, from 0.
        level: usize,
        /// The node's number in its level, from 1.
        n: usize,
        /// What is wrong.
        reason: String,
    },
}

impl TreeFileError {
    /// A problem at a row: `level` from 0, `index` from 0 (shown from 1, as `n`).
    pub(crate) fn at(level: usize, index: usize, reason: impl Into<String>) -> TreeFileError {
        TreeFileError::Node {
            level,
            n: index + 1,
            reason: reason.into(),
        }
    }
}

/// The document as serde reads it. Every field is optional or loosely typed here, so that what
/// is missing or of the wrong type gets a message of Klados's own, naming the node.
#[derive(Deserialize)]
struct Document {
    format: Option<Value>,
    fen: Option<Value>,
    depth: Option<Value>,
    algorithm: Option<Value>,
    techniques: Option<Value>,
    levels: Option<Vec<LevelDocument>>,
    best: Option<Value>,
    tree: Option<Value>,
    mate: Option<Value>,
}

/// One level as serde reads it.
#[derive(Deserialize)]
struct LevelDocument {
    nodes: Option<Vec<NodeDocument>>,
}

/// One row as serde reads it.
#[derive(Deserialize)]
struct NodeDocument {
    n: Option<Value>,
    parent: Option<Value>,
    uci: Option<Value>,
    label: Option<Value>,
    score: Option<Value>,
    value: Option<Value>,
    bound: Option<Value>,
    status: Option<Value>,
    source: Option<Value>,
    stands_pat: Option<Value>,
    at_quiescence_limit: Option<Value>,
    chance: Option<Value>,
    probability: Option<Value>,
}

/// Reads a `klados-tree/1` document from its bytes.
pub fn read_tree_file(bytes: &[u8]) -> Result<TreeFile, TreeFileError> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let document: Document = serde_json::from_slice(bytes).map_err(|error| {
        let (line, column) = match error.line() {
            0 => (1, 1),
            line => (line, error.column().max(1)),
        };
        let mut reason = error
            .to_string()
            .split(" at line ")
            .next()
            .unwrap_or("not JSON")
            .to_string();
        // Python's json writes an infinite value as Infinity, which JSON does not have.
        if [&b"Infinity"[..], b"NaN"]
            .iter()
            .any(|word| contains(bytes, word))
        {
            reason.push_str(" (JSON has no Infinity or NaN: write every value as a number)");
        }
        TreeFileError::NotJson { line, column, reason }
    })?;
    let format = document.format.as_ref().and_then(Value::as_str);
    if format != Some(crate::engine::export::TREE_FORMAT) {
        return Err(TreeFileError::Document(match document.format {
            None => String::from("this is not a klados-tree/1 file: it has no \"format\""),
            Some(other) => format!("this is not a klados-tree/1 file: its format is {other}"),
        }));
    }
    let root = match &document.fen {
        None | Some(Value::Null) => None,
        Some(Value::String(fen)) => {
            Some(parse_fen(fen).map_err(|error| TreeFileError::Document(format!("fen: {error}")))?)
        }
        Some(other) => return Err(TreeFileError::Document(format!("fen must be text, not {other}"))),
    };
    let algorithm = match document.algorithm.as_ref() {
        None => Algorithm::Minimax,
        Some(Value::String(name)) => Algorithm::from_name(name).ok_or_else(|| {
            TreeFileError::Document(format!(
                "algorithm \"{name}\" is not one Klados knows: minimax, alphabeta or ordered"
            ))
        })?,
        Some(other) => {
            return Err(TreeFileError::Document(format!(
                "algorithm must be text, not {other}"
            )));
        }
    };
    let techniques = read_techniques(document.techniques.as_ref())?;
    let Some(level_documents) = document.levels else {
        return Err(TreeFileError::Document(String::from(
            "the file has no \"levels\": a klados-tree/1 file lists its nodes level by level",
        )));
    };
    let depth = match document.depth.as_ref() {
        None => level_documents.len(),
        Some(value) => match value.as_u64() {
            Some(depth) if (1..=64).contains(&depth) => depth as usize,
            _ => {
                return Err(TreeFileError::Document(format!(
                    "depth must be a whole number of plies, not {value}"
                )));
            }
        },
    };
    let mut levels: Vec<Vec<FileNode>> = Vec::with_capacity(level_documents.len());
    for (level, level_document) in level_documents.into_iter().enumerate() {
        let above = match level {
            0 => 1,
            _ => levels[level - 1].len(),
        };
        let rows = level_document.nodes.unwrap_or_default();
        let mut nodes = Vec::with_capacity(rows.len());
        for (index, row) in rows.into_iter().enumerate() {
            let node = read_node(row, level, index, above, root.is_none())?;
            if let Some(previous) = nodes.last().map(|previous: &FileNode| previous.parent)
                && node.parent < previous
            {
                return Err(TreeFileError::at(
                    level,
                    index,
                    format!(
                        "its parent {} comes after parent {}'s children: list each node's moves \
                         together, in the order you searched them, so that a level's nodes come \
                         in the order of their parents",
                        node.parent + 1,
                        previous + 1
                    ),
                ));
            }
            nodes.push(node);
        }
        levels.push(nodes);
    }
    check_sources(&levels)?;
    let (best, root_value) = read_best(document.best.as_ref());
    let mate = mate::read_mate(document.mate.as_ref())?;
    Ok(TreeFile {
        root,
        depth,
        algorithm,
        techniques,
        levels,
        best,
        root_value,
        problem: document.tree.as_ref().and_then(Value::as_str).map(str::to_string),
        mate,
    })
}

/// Returns true if `bytes` contain `word`.
fn contains(bytes: &[u8], word: &[u8]) -> bool {
    bytes.windows(word.len()).any(|window| window == word)
}

/// Reads `techniques`: a list of `quiescence`, `iterative`, `tt`.
fn read_techniques(value: Option<&Value>) -> Result<Techniques, TreeFileError> {
    let mut techniques = Techniques::default();
    let Some(value) = value else {
        return Ok(techniques);
    };
    let names = value
        .as_array()
        .ok_or_else(|| TreeFileError::Document(format!("techniques must be a list of names, not {value}")))?;
    for name in names {
        match name.as_str() {
            Some("quiescence") => techniques.quiescence = true,
            Some("iterative") => techniques.iterative = true,
            Some("tt") => techniques.transpositions = true,
            _ => {
                return Err(TreeFileError::Document(format!(
                    "technique {name} is not one Klados knows: quiescence, iterative or tt"
                )));
            }
        }
    }
    Ok(techniques)
}

/// Reads `best`: the move's name and the root's value, each if given.
fn read_best(best: Option<&Value>) -> (Option<String>, Option<i32>) {
    let Some(best) = best else {
        return (None, None);
    };
    let name = ["uci", "label"]
        .iter()
        .find_map(|key| best.get(key).and_then(Value::as_str))
        .map(str::to_string);
    let value = best
        .get("value")
        .and_then(Value::as_i64)
        .and_then(|value| i32::try_from(value).ok())
        .filter(|value| value.abs() <= MATE);
    (name, value)
}

/// Reads one row, checking what any tree's row must be.
fn read_node(
    row: NodeDocument,
    level: usize,
    index: usize,
    above: usize,
    is_abstract: bool,
) -> Result<FileNode, TreeFileError> {
    let fail = |reason: String| TreeFileError::at(level, index, reason);
    if let Some(n) = &row.n
        && n.as_u64() != Some(index as u64 + 1)
    {
        return Err(fail(format!(
            "n is {n}, but it is node {} of its level: number the nodes of a level 1, 2, 3 … in order",
            index + 1
        )));
    }
    let parent = match row.parent.as_ref().map(|parent| (parent, parent.as_u64())) {
        None => {
            return Err(fail(String::from(
                "it has no parent: give the n of its parent in the level above (0 for the root)",
            )));
        }
        Some((_, Some(parent))) if level == 0 && parent != 0 => {
            return Err(fail(format!(
                "parent {parent} is out of range: the nodes of level 0 have the root, 0, as parent"
            )));
        }
        Some((_, Some(_))) if level == 0 => 0,
        Some((_, Some(parent))) if (1..=above as u64).contains(&parent) => parent as usize - 1,
        Some((parent, _)) => {
            return Err(fail(format!(
                "parent {parent} is out of range: level {} has {above} nodes, numbered from 1",
                level - 1
            )));
        }
    };
    let name_key = if is_abstract { "label" } else { "uci" };
    let name = match if is_abstract { &row.label } else { &row.uci } {
        Some(Value::String(name)) if !name.is_empty() => name.clone(),
        Some(other) => return Err(fail(format!("{name_key} must be text, not {other}"))),
        None if is_abstract && row.uci.is_some() => {
            return Err(fail(String::from(
                "it has a uci move, but the file has no fen: a chess tree needs its root's fen",
            )));
        }
        None => return Err(fail(format!("it has no {name_key}: name its move"))),
    };
    let status = match row.status.as_ref() {
        None => Status::Searched,
        Some(value) => match value.as_str().and_then(status_named) {
            Some(status) => status,
            None => {
                return Err(fail(format!(
                    "status {value} is not one of searched, checkmate, stalemate, draw, pruned, \
                     quiescence, transposition"
                )));
            }
        },
    };
    let number = |key: &str, value: &Option<Value>| -> Result<Option<i32>, TreeFileError> {
        match value {
            None | Some(Value::Null) => Ok(None),
            Some(value) => match value.as_i64() {
                Some(number) if number.abs() <= i64::from(MATE) => Ok(Some(number as i32)),
                Some(_) => Err(fail(format!(
                    "{key} {value} is out of range: values lie between −{MATE} and {MATE} (mate)"
                ))),
                None => Err(fail(format!("{key} must be a whole number, not {value}"))),
            },
        }
    };
    let score = number("score", &row.score)?;
    let value = number("value", &row.value)?;
    if value.is_none() && status != Status::Pruned {
        return Err(fail(format!(
            "it is {} but has no value: only a pruned node has none",
            status.name()
        )));
    }
    let bound = match row.bound.as_ref() {
        None | Some(Value::Null) => None,
        Some(value) => Some(match value.as_str() {
            Some("exact") => Bound::Exact,
            Some("lower") => Bound::Lower,
            Some("upper") => Bound::Upper,
            _ => return Err(fail(format!("bound {value} is not exact, lower or upper"))),
        }),
    };
    let source = match row.source.as_ref() {
        None | Some(Value::Null) => None,
        Some(value) => match value.as_u64() {
            Some(source) if source >= 1 && (source as usize) < index + 1 => Some(source as usize - 1),
            _ => {
                return Err(fail(format!(
                    "source {value} must be the n of a node listed before it in its level"
                )));
            }
        },
    };
    if status == Status::Transposition && source.is_none() {
        return Err(fail(String::from(
            "a transposition needs its source: the n of the node in its level that searched it",
        )));
    }
    let flag = |value: &Option<Value>| value.as_ref().and_then(Value::as_bool).unwrap_or(false);
    let probability = match row.probability.as_ref() {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(|text| text.parse::<Probability>().ok())
                .ok_or_else(|| fail(format!("probability {value} must be a fraction such as \"1/6\"")))?,
        ),
    };
    Ok(FileNode {
        parent,
        name,
        score,
        value,
        bound,
        status,
        source,
        stands_pat: flag(&row.stands_pat),
        at_quiescence_limit: flag(&row.at_quiescence_limit),
        chance: flag(&row.chance),
        probability,
    })
}

/// Checks that a transposition's source searched the position: it is not itself a
/// transposition or pruned.
fn check_sources(levels: &[Vec<FileNode>]) -> Result<(), TreeFileError> {
    for (level, nodes) in levels.iter().enumerate() {
        for (index, node) in nodes.iter().enumerate() {
            let Some(source) = node.source else { continue };
            if nodes
                .get(source)
                .is_none_or(|searched| matches!(searched.status, Status::Transposition | Status::Pruned))
            {
                return Err(TreeFileError::at(
                    level,
                    index,
                    format!(
                        "source {} did not search the position (it is pruned or a transposition itself)",
                        source + 1
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Returns the status `klados-tree/1` names so.
fn status_named(name: &str) -> Option<Status> {
    [
        Status::Searched,
        Status::Checkmate,
        Status::Stalemate,
        Status::Draw,
        Status::Pruned,
        Status::Quiescence,
        Status::Transposition,
    ]
    .into_iter()
    .find(|status| status.name() == name)
}

impl TreeFile {
    /// Returns true for an abstract tree (named by labels, no position).
    pub fn is_abstract(&self) -> bool {
        self.root.is_none()
    }

    /// Returns the side to move at the root: White (MAX) for an abstract tree.
    pub fn root_turn(&self) -> Color {
        self.root.as_ref().map_or(Color::White, Position::turn)
    }

    /// Returns the index range of `parent`'s children in level `level` (`parent` indexes level
    /// `level − 1`; for level 0 it is 0, the root).
    pub fn children(&self, level: usize, parent: usize) -> std::ops::Range<usize> {
        let Some(nodes) = self.levels.get(level) else {
            return 0..0;
        };
        let start = nodes.partition_point(|node| node.parent < parent);
        let end = nodes.partition_point(|node| node.parent <= parent);
        start..end
    }
}
