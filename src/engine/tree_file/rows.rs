//! A `klados-tree/1` document's rows read, level by level: each checked for what any tree's row
//! must be, with a message naming the level, the node and the key.

use serde_json::{Map, Value};

use crate::engine::chance::Probability;
use crate::engine::eval::MATE;
use crate::engine::settings::SearchControl;
use crate::engine::tree::{
    AspirationAttempt, Bound, NullMove, OrderedBy, Status, TechniqueMarks, WindowResult,
};
use crate::engine::tree_file::{FileNode, MAX_MOVES_OF_A_NODE, MAX_NAME_CHARS, TreeFileError};
use crate::engine::words::{group_thousands, json_kind, json_shown, one_line};

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
                    return Err(TreeFileError::Document(String::from("the reading was cancelled")));
                }
            }
            let Value::Object(row) = row else {
                return Err(TreeFileError::at(
                    level,
                    index,
                    format!(
                        "a node is an object such as {{\"n\": 1, \"parent\": 0, …}}, not {}",
                        json_kind(&row)
                    ),
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
        return Err(TreeFileError::Document(format!(
            "level {level} must be an object, {{\"nodes\": […]}}, not {}",
            json_kind(&level_value)
        )));
    };
    match level_object.remove("nodes") {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(rows)) => Ok(rows),
        Some(other) => Err(TreeFileError::Document(format!(
            "level {level}: nodes must be a list of nodes, not {}",
            json_kind(&other)
        ))),
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
            format!(
                "its parent {} comes after parent {}'s children: list each node's moves \
                 together, in the order you searched them, so that a level's nodes come in the \
                 order of their parents",
                node.parent + 1,
                previous.parent + 1
            ),
        ));
    }
    *family = match previous {
        Some(_) if family.0 == node.parent => (node.parent, family.1 + 1),
        _ => (node.parent, 1),
    };
    if family.1 > MAX_MOVES_OF_A_NODE {
        let parent = match level {
            0 => String::from("the root"),
            _ => format!("node {} of level {}", node.parent + 1, level - 1),
        };
        return Err(TreeFileError::at(
            level,
            index,
            format!(
                "{parent} has more than {MAX_MOVES_OF_A_NODE} moves, the most a node may have in a tree \
                 Klados opens (a chess position has at most 218)"
            ),
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
    let fail = |reason: String| TreeFileError::at(level, index, reason);
    if let Some(n) = row.get("n")
        && n.as_u64() != Some(index as u64 + 1)
    {
        return Err(fail(format!(
            "n is {}, but it is node {} of its level: number the nodes of a level 1, 2, 3 … in order",
            json_shown(n),
            group_thousands(index + 1)
        )));
    }
    let parent = read_parent(row.get("parent"), level, above).map_err(fail)?;
    let name = read_name(row, name_key).map_err(fail)?;
    let status = match row.get("status") {
        None => Status::Searched,
        Some(value) => value.as_str().and_then(status_named).ok_or_else(|| {
            fail(format!(
                "status {} is not one of searched, checkmate, stalemate, draw, pruned, \
                 quiescence, transposition",
                json_shown(value)
            ))
        })?,
    };
    let number = |key: &str| -> Result<Option<i32>, TreeFileError> {
        match row.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(value) => match value.as_i64() {
                Some(number) if number.abs() <= i64::from(MATE) => Ok(Some(number as i32)),
                Some(_) => Err(fail(format!(
                    "{key} {} is out of range: values lie between −{MATE} and {MATE} (mate)",
                    json_shown(value)
                ))),
                None => Err(fail(format!(
                    "{key} must be a whole number, not {}",
                    json_shown(value)
                ))),
            },
        }
    };
    let score = number("score")?;
    let value = number("value")?;
    if value.is_none() && status != Status::Pruned {
        return Err(fail(format!(
            "it is {} but has no value: only a pruned node has none",
            status.name()
        )));
    }
    let bound = match row.get("bound") {
        None | Some(Value::Null) => None,
        Some(value) => Some(match value.as_str() {
            Some("exact") => Bound::Exact,
            Some("lower") => Bound::Lower,
            Some("upper") => Bound::Upper,
            _ => {
                return Err(fail(format!(
                    "bound {} is not exact, lower or upper",
                    json_shown(value)
                )));
            }
        }),
    };
    let source = match row.get("source") {
        None | Some(Value::Null) => None,
        Some(value) => match value.as_u64() {
            Some(source) if source >= 1 && (source as usize) < index + 1 => Some(source as usize - 1),
            _ => {
                return Err(fail(format!(
                    "source {} must be the n of a node listed before it in its level",
                    json_shown(value)
                )));
            }
        },
    };
    if status == Status::Transposition && source.is_none() {
        return Err(fail(String::from(
            "a transposition needs its source: the n of the node in its level that searched it",
        )));
    }
    let flag = |key: &str| row.get(key).and_then(Value::as_bool).unwrap_or(false);
    let ordered_by = match row.get("ordered_by") {
        None | Some(Value::Null) => None,
        Some(value) => Some(value.as_str().and_then(OrderedBy::from_name).ok_or_else(|| {
            fail(format!(
                "ordered_by {} is not killer or history",
                json_shown(value)
            ))
        })?),
    };
    let probability = match row.get("probability") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(|text| text.parse::<Probability>().ok())
                .ok_or_else(|| {
                    fail(format!(
                        "probability {} must be a fraction such as \"1/6\"",
                        json_shown(value)
                    ))
                })?,
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
    })
}

/// Reads what PVS, late move reductions and null-move pruning did to a row: `null_window`,
/// `re_searched` (a list: `null_window`, `reduction`), `reduced_by`, `null_move` (`cut` or
/// `no_cut`) and `discarded_nodes`. A file written before them has none, and reads as unmarked.
fn read_technique_marks(
    row: &Map<String, Value>,
    fail: &dyn Fn(String) -> TreeFileError,
) -> Result<TechniqueMarks, TreeFileError> {
    let mut marks = TechniqueMarks {
        null_window: row.get("null_window").and_then(Value::as_bool).unwrap_or(false),
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
                        return Err(fail(format!(
                            "re_searched names {}, not null_window or reduction",
                            json_shown(reason)
                        )));
                    }
                }
            }
        }
        Some(other) => {
            return Err(fail(format!(
                "re_searched must be a list such as [\"null_window\"], not {}",
                json_kind(other)
            )));
        }
    }
    let small = |key: &str, most: u64| -> Result<u64, TreeFileError> {
        match row.get(key) {
            None | Some(Value::Null) => Ok(0),
            Some(value) => value.as_u64().filter(|&number| number <= most).ok_or_else(|| {
                fail(format!(
                    "{key} {} must be a whole number up to {most}",
                    json_shown(value)
                ))
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
                .ok_or_else(|| fail(format!("null_move {} is not cut or no_cut", json_shown(value))))?,
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
    let fail = |what: String| TreeFileError::Document(format!("aspiration: {what}"));
    let Some(attempts) = value.as_array() else {
        return Err(fail(format!(
            "must be a list of attempts, not {}",
            json_kind(value)
        )));
    };
    attempts
        .iter()
        .map(|attempt| {
            let number = |key: &str| {
                attempt
                    .get(key)
                    .and_then(Value::as_i64)
                    .and_then(|number| i32::try_from(number).ok())
                    .ok_or_else(|| fail(format!("an attempt's {key} must be a whole number")))
            };
            let result = attempt
                .get("result")
                .and_then(Value::as_str)
                .and_then(WindowResult::from_name)
                .ok_or_else(|| {
                    fail(String::from(
                        "an attempt's result must be fail_low, fail_high or inside",
                    ))
                })?;
            let nodes = attempt
                .get("nodes")
                .and_then(Value::as_u64)
                .ok_or_else(|| fail(String::from("an attempt's nodes must be a whole number")))?;
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
pub(super) fn read_parent(parent: Option<&Value>, level: usize, above: usize) -> Result<usize, String> {
    match parent.map(|parent| (parent, parent.as_u64())) {
        None => Err(String::from(
            "it has no parent: give the n of its parent in the level above (0 for the root)",
        )),
        Some((_, Some(parent))) if level == 0 && parent != 0 => Err(format!(
            "parent {parent} is out of range: the nodes of level 0 have the root, 0, as parent"
        )),
        Some((_, Some(_))) if level == 0 => Ok(0),
        Some((_, Some(parent))) if (1..=above as u64).contains(&parent) => Ok(parent as usize - 1),
        Some((parent, _)) => Err(format!(
            "parent {} is out of range: level {} has {} nodes, numbered from 1",
            json_shown(parent),
            level.saturating_sub(1),
            group_thousands(above)
        )),
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
pub(super) fn read_name(row: &Map<String, Value>, name_key: NameKey) -> Result<String, String> {
    let key = match name_key {
        NameKey::Uci => "uci",
        NameKey::Label => "label",
        NameKey::Move => "move",
    };
    match row.get(key) {
        Some(Value::String(name)) if name.chars().count() > MAX_NAME_CHARS => Err(format!(
            "{key} \"{}\" is {} characters long: a move's name has at most {MAX_NAME_CHARS}",
            one_line(name),
            group_thousands(name.chars().count())
        )),
        Some(Value::String(name)) if !name.is_empty() => Ok(name.clone()),
        Some(other) => Err(format!("{key} must be text, not {}", json_shown(other))),
        None if name_key == NameKey::Label && row.contains_key("uci") => Err(String::from(
            "it has a uci move, but the file has no fen: a chess tree needs its root's fen",
        )),
        None => Err(format!("it has no {key}: name its move")),
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
