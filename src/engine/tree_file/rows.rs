//! A `klados-tree/1` document's rows read, level by level: each checked for what any tree's row
//! must be, with a message naming the level, the node and the key.

use serde_json::{Map, Value};

use crate::engine::chance::Probability;
use crate::engine::eval::MATE;
use crate::engine::settings::SearchControl;
use crate::engine::tree::{
    AspirationAttempt, Bound, MAX_PLAYERS, MIN_PLAYERS, NullMove, OrderedBy, Status, TechniqueMarks,
    WindowResult,
};
use crate::engine::tree_file::{
    FileNode, Json, MAX_MOVES_OF_A_NODE, MAX_NAME_CHARS, TreeFileError, TreeFileReason,
};
use crate::engine::words::one_line;

/// How many rows are read between two reports of the progress (and looks at a cancel).
const ROWS_A_REPORT: usize = 4096;

/// Reads every level's rows (the levels as the JSON gives them, each taken and let go in turn):
/// each row checked, the children of one parent together and at most
/// [`MAX_MOVES_OF_A_NODE`] of them, and every transposition's source a node that searched.
pub(super) fn read_levels(
    levels: Vec<Value>,
    name_key: NameKey,
    progress: &SearchControl,
) -> Result<Vec<Vec<FileNode>>, TreeFileError> {
    let mut read: Vec<Vec<FileNode>> = Vec::with_capacity(levels.len());
    for (level, level_value) in levels.into_iter().enumerate() {
        let above = read.last().map_or(1, Vec::len);
        let rows = level_rows(level, level_value)?;
        let mut nodes: Vec<FileNode> = Vec::with_capacity(rows.len());
        // The parent of the family being read and how many moves it has so far.
        let mut family = (0, 0);
        for (index, row) in rows.into_iter().enumerate() {
            if index % ROWS_A_REPORT == 0 {
                progress.report(level, index);
                if progress.is_cancelled() {
                    return Err(TreeFileError::Document(TreeFileReason::Cancelled));
                }
            }
            let Value::Object(row) = row else {
                return Err(TreeFileError::at(
                    level,
                    index,
                    TreeFileReason::NodeNotObject {
                        full: true,
                        kind: Json::kind(&row),
                    },
                ));
            };
            let node = read_node(&row, level, index, above, name_key)?;
            family_check(&mut family, &node, level, index, nodes.last())?;
            nodes.push(node);
        }
        progress.report(level, nodes.len());
        read.push(nodes);
    }
    check_sources(&read)?;
    Ok(read)
}

/// Takes a level's rows out of its object, checking that it is one and that its `nodes` are a
/// list (a level without `nodes` has none).
pub(super) fn level_rows(level: usize, level_value: Value) -> Result<Vec<Value>, TreeFileError> {
    let Value::Object(mut level_object) = level_value else {
        return Err(TreeFileError::Document(TreeFileReason::LevelNotObject {
            level,
            kind: Json::kind(&level_value),
        }));
    };
    match level_object.remove("nodes") {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(rows)) => Ok(rows),
        Some(other) => Err(TreeFileError::Document(TreeFileReason::NodesNotList {
            level,
            kind: Json::kind(&other),
        })),
    }
}

/// Checks that `node` keeps its parent's family together (parents in their level's order) and
/// that no family passes [`MAX_MOVES_OF_A_NODE`]; `family` is the parent being read and its
/// moves so far.
fn family_check(
    family: &mut (usize, usize),
    node: &FileNode,
    level: usize,
    index: usize,
    previous: Option<&FileNode>,
) -> Result<(), TreeFileError> {
    if let Some(previous) = previous
        && node.parent < previous.parent
    {
        return Err(TreeFileError::at(
            level,
            index,
            TreeFileReason::ParentOrder {
                parent: node.parent + 1,
                previous: previous.parent + 1,
            },
        ));
    }
    *family = match previous {
        Some(_) if family.0 == node.parent => (node.parent, family.1 + 1),
        _ => (node.parent, 1),
    };
    if family.1 > MAX_MOVES_OF_A_NODE {
        let parent = match level {
            0 => None,
            _ => Some((node.parent + 1, level - 1)),
        };
        return Err(TreeFileError::at(
            level,
            index,
            TreeFileReason::FamilyTooLarge { parent },
        ));
    }
    Ok(())
}

/// Reads one row, checking what any tree's row must be.
fn read_node(
    row: &Map<String, Value>,
    level: usize,
    index: usize,
    above: usize,
    name_key: NameKey,
) -> Result<FileNode, TreeFileError> {
    let fail = |reason: TreeFileReason| TreeFileError::at(level, index, reason);
    if let Some(n) = row.get("n")
        && n.as_u64() != Some(index as u64 + 1)
    {
        return Err(fail(TreeFileReason::WrongNumber {
            shown: Json::shown(n),
            n: index + 1,
        }));
    }
    let parent = read_parent(row.get("parent"), level, above).map_err(fail)?;
    let name = read_name(row, name_key).map_err(fail)?;
    let status = match row.get("status") {
        None => Status::Searched,
        Some(value) => value
            .as_str()
            .and_then(status_named)
            .ok_or_else(|| fail(TreeFileReason::UnknownStatus(Json::shown(value))))?,
    };
    let number = |key: &'static str| -> Result<Option<i32>, TreeFileError> {
        match row.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(value) => match value.as_i64() {
                Some(number) if number.abs() <= i64::from(MATE) => Ok(Some(number as i32)),
                Some(_) => Err(fail(TreeFileReason::OutOfRange {
                    key,
                    shown: Json::shown(value),
                })),
                None => Err(fail(TreeFileReason::NotWhole {
                    key,
                    shown: Json::shown(value),
                })),
            },
        }
    };
    let score = number("score")?;
    let value = number("value")?;
    if value.is_none() && status != Status::Pruned {
        return Err(fail(TreeFileReason::NoValue(status.name())));
    }
    let bound = match row.get("bound") {
        None | Some(Value::Null) => None,
        Some(value) => Some(match value.as_str() {
            Some("exact") => Bound::Exact,
            Some("lower") => Bound::Lower,
            Some("upper") => Bound::Upper,
            _ => {
                return Err(fail(TreeFileReason::UnknownBound(Json::shown(value))));
            }
        }),
    };
    let source = match row.get("source") {
        None | Some(Value::Null) => None,
        Some(value) => match value.as_u64() {
            Some(source) if source >= 1 && (source as usize) < index + 1 => Some(source as usize - 1),
            _ => {
                return Err(fail(TreeFileReason::BadSource(Json::shown(value))));
            }
        },
    };
    if status == Status::Transposition && source.is_none() {
        return Err(fail(TreeFileReason::NoSource));
    }
    let flag = |key: &str| row.get(key).and_then(Value::as_bool).unwrap_or(false);
    let ordered_by = match row.get("ordered_by") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(OrderedBy::from_name)
                .ok_or_else(|| fail(TreeFileReason::UnknownOrderedBy(Json::shown(value))))?,
        ),
    };
    let probability = match row.get("probability") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(|text| text.parse::<Probability>().ok())
                .ok_or_else(|| fail(TreeFileReason::BadProbability(Json::shown(value))))?,
        ),
    };
    let utilities = match row.get("utilities") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_array()
                .and_then(|numbers| {
                    numbers
                        .iter()
                        .map(|number| number.as_i64().and_then(|number| i32::try_from(number).ok()))
                        .map(|number| number.filter(|number| number.abs() <= MATE))
                        .collect::<Option<Vec<i32>>>()
                })
                .ok_or_else(|| fail(TreeFileReason::UtilitiesNotList(Json::shown(value))))?,
        ),
    };
    let marks = read_technique_marks(row, &fail)?;
    Ok(FileNode {
        parent,
        name,
        score,
        value,
        bound,
        status,
        source,
        stands_pat: flag("stands_pat"),
        at_quiescence_limit: flag("at_quiescence_limit"),
        chance: flag("chance"),
        ordered_by,
        marks,
        probability,
        utilities,
    })
}

/// Checks the tuples of utilities of a tree of three or four players (max^n): the first node
/// with a tuple says how many players there are, every other tuple must be as long, and a
/// searched node of such a tree has one.
pub(super) fn check_utilities(levels: &[Vec<FileNode>]) -> Result<(), TreeFileError> {
    let rows = || {
        levels.iter().enumerate().flat_map(|(level, rows)| {
            rows.iter()
                .enumerate()
                .map(move |(index, row)| (level, index, row))
        })
    };
    let Some((first_level, first_index, players)) =
        rows().find_map(|(level, index, row)| Some((level, index, row.utilities.as_ref()?.len())))
    else {
        return Ok(());
    };
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(TreeFileError::at(
            first_level,
            first_index,
            TreeFileReason::UtilitiesPlayers(players),
        ));
    }
    for (level, index, row) in rows() {
        match &row.utilities {
            Some(tuple) if tuple.len() != players => {
                return Err(TreeFileError::at(
                    level,
                    index,
                    TreeFileReason::UtilitiesLength {
                        has: tuple.len(),
                        players,
                        first_level,
                        first_n: first_index + 1,
                    },
                ));
            }
            None if row.status != Status::Pruned => {
                return Err(TreeFileError::at(
                    level,
                    index,
                    TreeFileReason::UtilitiesMissing(players),
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Reads what PVS, late move reductions and null-move pruning did to a row: `null_window`,
/// `re_searched` (a list: `null_window`, `reduction`), `reduced_by`, `null_move` (`cut` or
/// `no_cut`), `discarded_nodes` and `settled_by_failed_window`. A file written before them has
/// none, and reads as unmarked.
fn read_technique_marks(
    row: &Map<String, Value>,
    fail: &dyn Fn(TreeFileReason) -> TreeFileError,
) -> Result<TechniqueMarks, TreeFileError> {
    let flag = |key: &str| row.get(key).and_then(Value::as_bool).unwrap_or(false);
    let mut marks = TechniqueMarks {
        null_window: flag("null_window"),
        settled_by_failed_window: flag("settled_by_failed_window"),
        ..TechniqueMarks::default()
    };
    match row.get("re_searched") {
        None | Some(Value::Null) => {}
        Some(Value::Array(reasons)) => {
            for reason in reasons {
                match reason.as_str() {
                    Some("null_window") => marks.re_searched_after_null_window = true,
                    Some("reduction") => marks.re_searched_after_reduction = true,
                    _ => {
                        return Err(fail(TreeFileReason::ReSearchedName(Json::shown(reason))));
                    }
                }
            }
        }
        Some(other) => {
            return Err(fail(TreeFileReason::ReSearchedNotList(Json::kind(other))));
        }
    }
    let small = |key: &'static str, most: u64| -> Result<u64, TreeFileError> {
        match row.get(key) {
            None | Some(Value::Null) => Ok(0),
            Some(value) => value.as_u64().filter(|&number| number <= most).ok_or_else(|| {
                fail(TreeFileReason::MarkNumber {
                    key,
                    shown: Json::shown(value),
                    most,
                })
            }),
        }
    };
    marks.reduced_by = small("reduced_by", 3)? as u8;
    marks.discarded_nodes = small("discarded_nodes", u64::from(u32::MAX))? as u32;
    marks.null_move = match row.get("null_move") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(NullMove::from_name)
                .ok_or_else(|| fail(TreeFileReason::NullMoveName(Json::shown(value))))?,
        ),
    };
    Ok(marks)
}

/// Reads a document's `aspiration`: the root's aspiration-window attempts, each
/// `{"alpha": -50, "beta": 50, "result": "fail_low", "nodes": 1234}`; none if it is absent.
pub(super) fn read_aspiration(value: Option<&Value>) -> Result<Vec<AspirationAttempt>, TreeFileError> {
    let Some(value) = value.filter(|value| !value.is_null()) else {
        return Ok(Vec::new());
    };
    let fail = |reason: TreeFileReason| TreeFileError::Document(reason);
    let Some(attempts) = value.as_array() else {
        return Err(fail(TreeFileReason::AspirationNotList(Json::kind(value))));
    };
    attempts
        .iter()
        .map(|attempt| {
            let number = |key: &'static str| {
                attempt
                    .get(key)
                    .and_then(Value::as_i64)
                    .and_then(|number| i32::try_from(number).ok())
                    .ok_or_else(|| fail(TreeFileReason::AspirationNumber(key)))
            };
            let result = attempt
                .get("result")
                .and_then(Value::as_str)
                .and_then(WindowResult::from_name)
                .ok_or_else(|| fail(TreeFileReason::AspirationResult))?;
            let nodes = attempt
                .get("nodes")
                .and_then(Value::as_u64)
                .ok_or_else(|| fail(TreeFileReason::AspirationNumber("nodes")))?;
            Ok(AspirationAttempt {
                alpha: number("alpha")?,
                beta: number("beta")?,
                result,
                nodes: nodes as usize,
            })
        })
        .collect()
}

/// Reads a row's `parent`: its n in the level above (`above` nodes), 0 (the root) in level 0;
/// returned as an index from 0.
pub(super) fn read_parent(
    parent: Option<&Value>,
    level: usize,
    above: usize,
) -> Result<usize, TreeFileReason> {
    match parent.map(|parent| (parent, parent.as_u64())) {
        None => Err(TreeFileReason::NoParent),
        Some((_, Some(parent))) if level == 0 && parent != 0 => Err(TreeFileReason::RootParent(parent)),
        Some((_, Some(_))) if level == 0 => Ok(0),
        Some((_, Some(parent))) if (1..=above as u64).contains(&parent) => Ok(parent as usize - 1),
        Some((parent, _)) => Err(TreeFileReason::ParentOutOfRange {
            shown: Json::shown(parent),
            above_level: level.saturating_sub(1),
            above,
        }),
    }
}

/// The key a row names its move by, as its game has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NameKey {
    /// `uci`: a chess move (`e2e4`).
    Uci,
    /// `label`: a drawn tree's node (`B2`).
    Label,
    /// `move`: another game's move, as the game names it (a cell `5`, a column `4`).
    Move,
}

/// Reads a row's move: `uci` in a chess tree, `label` in a drawn one, `move` in another game's,
/// at most [`MAX_NAME_CHARS`] characters.
pub(super) fn read_name(row: &Map<String, Value>, name_key: NameKey) -> Result<String, TreeFileReason> {
    let key = match name_key {
        NameKey::Uci => "uci",
        NameKey::Label => "label",
        NameKey::Move => "move",
    };
    match row.get(key) {
        Some(Value::String(name)) if name.chars().count() > MAX_NAME_CHARS => {
            Err(TreeFileReason::NameTooLong {
                key,
                name: one_line(name),
                chars: name.chars().count(),
            })
        }
        Some(Value::String(name)) if !name.is_empty() => Ok(name.clone()),
        Some(other) => Err(TreeFileReason::NameNotText {
            key,
            shown: Json::shown(other),
        }),
        None if name_key == NameKey::Label && row.contains_key("uci") => Err(TreeFileReason::UciWithoutFen),
        None => Err(TreeFileReason::NoName(key)),
    }
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
                    TreeFileReason::SourceNotSearched(source + 1),
                ));
            }
        }
    }
    Ok(())
}

/// Returns the status `klados-tree/1` names so.
pub(super) fn status_named(name: &str) -> Option<Status> {
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
