//! Why a `klados-tree/1` file cannot be opened, as typed reasons: the command line prints each
//! in English ([`std::fmt::Display`]), the window says it in the class's language
//! ([`TreeFileReason::said`], messages `tree-file-*` of the catalogue). The two say the same,
//! and `tests/i18n.rs` holds that they do.

use serde_json::Value;

use crate::engine::eval::MATE;
use crate::engine::fen::FenError;
use crate::engine::mcts::{MAX_EXPLORATION, MAX_ITERATIONS, MAX_PLAYOUT_DEPTH};
use crate::engine::said::{Said, Told};
use crate::engine::tree::GameId;
use crate::engine::tree_file::{MAX_FILE_DEPTH, MAX_MOVES_OF_A_NODE, MAX_NAME_CHARS};
use crate::engine::words::{group_thousands, json_kind, json_shown};

/// A JSON value a file gave where another belongs, as a reason repeats it: its kind ("a
/// list"), the value itself (`"minimax"`, `12`), or nothing where a key is missing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    /// The value's kind, by [`json_kind`]'s key: `null`, `bool`, `number`, `string`, `array`,
    /// `object`, or `nothing` where no value was given.
    Kind(&'static str),
    /// The value as written, cut to one line ([`json_shown`]).
    Shown(String),
    /// A list too long to repeat: its number of items.
    List(usize),
    /// An object too large to repeat: its number of keys.
    Object(usize),
    /// No value: the key is missing.
    Missing,
}

impl Json {
    /// The kind of `value`.
    pub fn kind(value: &Value) -> Json {
        Json::Kind(match value {
            Value::Null => "null",
            Value::Bool(_) => "bool",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        })
    }

    /// The kind of `value`, or that there is none.
    pub fn kind_or_nothing(value: Option<&Value>) -> Json {
        value.map_or(Json::Kind("nothing"), Json::kind)
    }

    /// `value` as a message repeats it ([`json_shown`]).
    pub fn shown(value: &Value) -> Json {
        const FEW: usize = 8;
        match value {
            Value::Array(items) if items.len() > FEW => Json::List(items.len()),
            Value::Object(keys) if keys.len() > FEW => Json::Object(keys.len()),
            other => Json::Shown(json_shown(other)),
        }
    }

    /// `value` as a message repeats it, or that it is missing.
    pub fn shown_or_missing(value: Option<&Value>) -> Json {
        value.map_or(Json::Missing, Json::shown)
    }

    /// Says the value as a sentence of the catalogue.
    pub fn said(&self) -> Said {
        match self {
            Json::Kind(kind) => Said::new("tree-file-json-kind").text("kind", *kind),
            Json::Shown(text) => Said::new("said-text").text("text", text.as_str()),
            Json::List(count) => Said::new("tree-file-json-list").count("count", *count),
            Json::Object(count) => Said::new("tree-file-json-object").count("count", *count),
            Json::Missing => Said::new("tree-file-json-missing"),
        }
    }
}

impl std::fmt::Display for Json {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Json::Kind("nothing") => formatter.write_str("nothing"),
            Json::Kind(kind) => formatter.write_str(json_kind(&kind_example(kind))),
            Json::Shown(text) => formatter.write_str(text),
            Json::List(count) => match count {
                1 => formatter.write_str("a list of 1 item"),
                _ => write!(formatter, "a list of {} items", group_thousands(*count)),
            },
            Json::Object(count) => match count {
                1 => formatter.write_str("an object of 1 key"),
                _ => write!(formatter, "an object of {} keys", group_thousands(*count)),
            },
            Json::Missing => formatter.write_str("missing"),
        }
    }
}

/// A value of the kind `key` names, for [`json_kind`] to word.
fn kind_example(key: &str) -> Value {
    match key {
        "bool" => Value::Bool(false),
        "number" => Value::from(0),
        "string" => Value::String(String::new()),
        "array" => Value::Array(Vec::new()),
        "object" => Value::Object(serde_json::Map::new()),
        _ => Value::Null,
    }
}

/// A rule an MCTS setting of the file breaks: what the setting must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MctsRule {
    /// `iterations`: a whole number from 1 to the most Klados runs ([`MAX_ITERATIONS`]).
    Iterations,
    /// `exploration`: a number from 0 to the largest C ([`MAX_EXPLORATION`]).
    Exploration,
    /// `seed`: a whole number from 0.
    Seed,
    /// `outcome`: `"utility"` or `"sign"`.
    Outcome,
    /// `playout_depth`: a whole number of moves up to the deepest playout
    /// ([`MAX_PLAYOUT_DEPTH`]).
    PlayoutDepth,
}

impl MctsRule {
    /// The setting's key in the file.
    pub(super) fn key(self) -> &'static str {
        match self {
            MctsRule::Iterations => "iterations",
            MctsRule::Exploration => "exploration",
            MctsRule::Seed => "seed",
            MctsRule::Outcome => "outcome",
            MctsRule::PlayoutDepth => "playout_depth",
        }
    }

    /// What the setting must be, in English.
    fn english(self) -> String {
        match self {
            MctsRule::Iterations => format!(
                "a whole number from 1 to {}",
                group_thousands(MAX_ITERATIONS as usize)
            ),
            MctsRule::Exploration => format!("a number from 0 to {MAX_EXPLORATION}"),
            MctsRule::Seed => String::from("a whole number from 0"),
            MctsRule::Outcome => String::from("\"utility\" or \"sign\""),
            MctsRule::PlayoutDepth => format!("a whole number of moves from 0 to {MAX_PLAYOUT_DEPTH}"),
        }
    }

    /// What the setting must be, as a sentence of the catalogue.
    fn said(self) -> Said {
        match self {
            MctsRule::Iterations => {
                Said::new("tree-file-rule-iterations").count("most", MAX_ITERATIONS as usize)
            }
            MctsRule::Exploration => {
                Said::new("tree-file-rule-exploration").text("most", MAX_EXPLORATION.to_string())
            }
            MctsRule::Seed => Said::new("tree-file-rule-seed"),
            MctsRule::Outcome => Said::new("tree-file-rule-outcome"),
            MctsRule::PlayoutDepth => {
                Said::new("tree-file-rule-playout-depth").text("most", MAX_PLAYOUT_DEPTH.to_string())
            }
        }
    }
}

/// Where an MCTS file differs from the tree grown again from its settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrownPlace {
    /// The number of levels.
    Levels {
        /// The file's levels.
        file: usize,
        /// The grown tree's.
        grown: usize,
    },
    /// The number of nodes of a level.
    Nodes {
        /// The level, from 0.
        level: usize,
        /// The file's nodes in it.
        file: usize,
        /// The grown tree's.
        grown: usize,
    },
    /// A node: what the grown tree has there.
    Node {
        /// The level, from 0.
        level: usize,
        /// The node's number in its level, from 1.
        n: usize,
        /// What the grown tree has there.
        grown: GrownNode,
    },
}

/// What the grown tree has at a node the file gives otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrownNode {
    /// Another move or parent.
    Move {
        /// The move's name.
        name: String,
        /// Its parent's number, from 1.
        parent: usize,
    },
    /// Created by another iteration (from 1).
    Iteration(u32),
    /// Another N.
    Visits(u32),
    /// Another W, to six decimals.
    Total(String),
}

impl std::fmt::Display for GrownPlace {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GrownPlace::Levels { file, grown } => {
                write!(formatter, "{file} levels in the file, {grown} grown")
            }
            GrownPlace::Nodes { level, file, grown } => write!(
                formatter,
                "level {level} has {} nodes in the file, {} grown",
                group_thousands(*file),
                group_thousands(*grown)
            ),
            GrownPlace::Node { level, n, grown } => {
                let grown = match grown {
                    GrownNode::Move { name, parent } => format!("the move {name}, child of node {parent}"),
                    GrownNode::Iteration(iteration) => format!("created by iteration {iteration}"),
                    GrownNode::Visits(visits) => format!("N {visits}"),
                    GrownNode::Total(total) => format!("W {total}"),
                };
                write!(formatter, "level {level}, node {n}: {grown} when grown again")
            }
        }
    }
}

impl GrownPlace {
    /// Says the place as a sentence of the catalogue.
    fn said(&self) -> Said {
        match self {
            GrownPlace::Levels { file, grown } => Said::new("tree-file-grown-levels")
                .text("file", file.to_string())
                .text("grown", grown.to_string()),
            GrownPlace::Nodes { level, file, grown } => Said::new("tree-file-grown-nodes")
                .text("level", level.to_string())
                .count("file", *file)
                .count("grown", *grown),
            GrownPlace::Node { level, n, grown } => {
                let grown = match grown {
                    GrownNode::Move { name, parent } => Said::new("tree-file-grown-move")
                        .text("name", name.as_str())
                        .text("parent", parent.to_string()),
                    GrownNode::Iteration(iteration) => {
                        Said::new("tree-file-grown-iteration").text("iteration", iteration.to_string())
                    }
                    GrownNode::Visits(visits) => Said::new("said-text").text("text", format!("N {visits}")),
                    GrownNode::Total(total) => Said::new("said-text").text("text", format!("W {total}")),
                };
                Said::new("tree-file-grown-node")
                    .text("level", level.to_string())
                    .text("node", n.to_string())
                    .said("grown", grown)
            }
        }
    }
}

/// Why a file is not a tree Klados can open: about the whole document, or about one row (the
/// row's place is [`super::TreeFileError::Node`]'s).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeFileReason {
    /// The document is not a JSON object.
    #[error(
        "a klados-tree/1 file is a JSON object, {{\"format\": \"klados-tree/1\", \"levels\": […]}}, not {0}"
    )]
    NotObject(Json),
    /// No `format`.
    #[error("this is not a klados-tree/1 file: it has no \"format\"")]
    NoFormat,
    /// Another `format`.
    #[error("this is not a klados-tree/1 file: its format is {0}")]
    OtherFormat(Json),
    /// The `fen` is no position.
    #[error("fen: {0}")]
    Fen(FenError),
    /// A key that holds text holds something else (`fen`, `algorithm`, `position`).
    #[error("{key} must be text, not {kind}")]
    NotText {
        /// The key.
        key: &'static str,
        /// What it holds.
        kind: Json,
    },
    /// `tree` is not the problem as text.
    #[error("tree must be the problem as text, such as \"[[3, 12, 8], [2, 4, 6]]\", not {0}")]
    ProblemNotText(Json),
    /// `depth` is no depth.
    #[error("depth must be a whole number of plies, at most {MAX_FILE_DEPTH}, not {0}")]
    Depth(Json),
    /// An algorithm Klados does not know.
    #[error("algorithm \"{0}\" is not one Klados knows: minimax, alphabeta, ordered or mcts")]
    UnknownAlgorithm(String),
    /// A game Klados does not know.
    #[error("game \"{0}\" is not one Klados knows: chess, drawn, tictactoe or connect4")]
    UnknownGame(String),
    /// `game` is not text.
    #[error("game must be text, such as \"tictactoe\", not {0}")]
    GameNotText(Json),
    /// Another game's tree gives a `fen`.
    #[error("a tree of {} gives its root as \"position\", not \"fen\"", .0.title())]
    FenInGame(GameId),
    /// Another game's tree gives no `position`.
    #[error("a tree of {} needs its root's \"position\"", .0.title())]
    NoPosition(GameId),
    /// Another game's `position` is no position of it.
    #[error("position: {0}")]
    Position(Told),
    /// A game this reader cannot open.
    #[error("a tree of {} cannot be read here: this reader knows chess and drawn trees only", .0.title())]
    GameNotHere(GameId),
    /// No `levels`.
    #[error("the file has no \"levels\": a klados-tree/1 file lists its nodes level by level")]
    NoLevels,
    /// `levels` is not a list.
    #[error("levels must be a list of levels, [{{\"nodes\": […]}}, …], not {0}")]
    LevelsNotList(Json),
    /// More levels than a tree may have.
    #[error("the file has {} levels: a tree Klados opens has at most {MAX_FILE_DEPTH}", group_thousands(*.0))]
    TooManyLevels(usize),
    /// `techniques` is not a list.
    #[error("techniques must be a list of names, not {0}")]
    TechniquesNotList(Json),
    /// A technique Klados does not know.
    #[error("technique {shown} is not one Klados knows: {known}")]
    UnknownTechnique {
        /// The name as given.
        shown: Json,
        /// The names Klados knows, listed.
        known: String,
    },
    /// A Monte Carlo tree search's tree given to be graded.
    #[error("{}", super::MCTS_NOT_GRADED)]
    MctsNotGraded,
    /// The reading was cancelled.
    #[error("the reading was cancelled")]
    Cancelled,
    /// A level is not an object.
    #[error("level {level} must be an object, {{\"nodes\": […]}}, not {kind}")]
    LevelNotObject {
        /// The level, from 0.
        level: usize,
        /// What it is.
        kind: Json,
    },
    /// A level's `nodes` is not a list.
    #[error("level {level}: nodes must be a list of nodes, not {kind}")]
    NodesNotList {
        /// The level, from 0.
        level: usize,
        /// What it is.
        kind: Json,
    },
    /// A row is not an object (`example`: the object shown, a full row's or an MCTS row's).
    #[error("a node is an object{}, not {kind}", if *.full { " such as {\"n\": 1, \"parent\": 0, …}" } else { "" })]
    NodeNotObject {
        /// True to show an example row.
        full: bool,
        /// What it is.
        kind: Json,
    },
    /// A node's parent comes before the parent of the row above.
    #[error(
        "its parent {parent} comes after parent {previous}'s children: list each node's moves together, in the \
         order you searched them, so that a level's nodes come in the order of their parents"
    )]
    ParentOrder {
        /// This row's parent, from 1.
        parent: usize,
        /// The row above's parent, from 1.
        previous: usize,
    },
    /// A family with more moves than a node may have: `parent` is `None` for the root, else its
    /// number (from 1) and level.
    #[error(
        "{} has more than {MAX_MOVES_OF_A_NODE} moves, the most a node may have in a tree Klados opens (a \
         chess position has at most 218)",
        match .parent { None => String::from("the root"), Some((node, level)) => format!("node {node} of level {level}") }
    )]
    FamilyTooLarge {
        /// The parent's number and level, or `None` for the root.
        parent: Option<(usize, usize)>,
    },
    /// `n` is not the row's number.
    #[error(
        "n is {shown}, but it is node {} of its level: number the nodes of a level 1, 2, 3 … in order",
        group_thousands(*.n)
    )]
    WrongNumber {
        /// The n given.
        shown: Json,
        /// The row's number, from 1.
        n: usize,
    },
    /// A status Klados does not know.
    #[error(
        "status {0} is not one of searched, checkmate, stalemate, draw, pruned, quiescence, transposition"
    )]
    UnknownStatus(Json),
    /// A value out of range.
    #[error("{key} {shown} is out of range: values lie between −{MATE} and {MATE} (mate)")]
    OutOfRange {
        /// `score` or `value`.
        key: &'static str,
        /// The value given.
        shown: Json,
    },
    /// A number that is not whole.
    #[error("{key} must be a whole number, not {shown}")]
    NotWhole {
        /// The key.
        key: &'static str,
        /// The value given, or missing.
        shown: Json,
    },
    /// An MCTS row's `total` is not a number.
    #[error("total must be a number, not {0}")]
    TotalNotNumber(Json),
    /// A node that is not pruned without a value (`status` as the file names it).
    #[error("it is {0} but has no value: only a pruned node has none")]
    NoValue(&'static str),
    /// A row's `utilities` (max^n) is not a list of whole numbers.
    #[error("utilities {0} must be a list of whole numbers, one per player, such as [1, 2, 6]")]
    UtilitiesNotList(Json),
    /// The first tuple of utilities gives a number of players max^n does not take.
    #[error("utilities has {0} numbers; a tree of tuples has 3 or 4 players, one number each")]
    UtilitiesPlayers(usize),
    /// A tuple of another length than the first.
    #[error(
        "utilities has {has} numbers, but the tree has {players} players (level {first_level}, node {first_n} has {players}): every node needs one utility per player"
    )]
    UtilitiesLength {
        /// The numbers in this row's tuple.
        has: usize,
        /// The players, from the first tuple.
        players: usize,
        /// The level of the first tuple.
        first_level: usize,
        /// Its node's number, from 1.
        first_n: usize,
    },
    /// A searched node of a tree of tuples without one.
    #[error("it has no utilities, but the tree has {0} players: give it a tuple such as [1, 2, 6]")]
    UtilitiesMissing(usize),
    /// `re_searched` names a reason Klados does not know.
    #[error("re_searched names {0}, not null_window or reduction")]
    ReSearchedName(Json),
    /// `re_searched` is not a list.
    #[error("re_searched must be a list such as [\"null_window\"], not {0}")]
    ReSearchedNotList(Json),
    /// `reduced_by` or `discarded_nodes` is no whole number in range.
    #[error("{key} {shown} must be a whole number up to {most}")]
    MarkNumber {
        /// The key.
        key: &'static str,
        /// The value given.
        shown: Json,
        /// The largest allowed.
        most: u64,
    },
    /// `null_move` is neither `cut` nor `no_cut`.
    #[error("null_move {0} is not cut or no_cut")]
    NullMoveName(Json),
    /// The document's `aspiration` is not a list.
    #[error("aspiration: must be a list of attempts, not {0}")]
    AspirationNotList(Json),
    /// An aspiration attempt's number (`alpha`, `beta`, `nodes`) is missing or not whole.
    #[error("aspiration: an attempt's {0} must be a whole number")]
    AspirationNumber(&'static str),
    /// An aspiration attempt's result is not one Klados knows.
    #[error("aspiration: an attempt's result must be fail_low, fail_high or inside")]
    AspirationResult,
    /// A bound Klados does not know.
    #[error("bound {0} is not exact, lower or upper")]
    UnknownBound(Json),
    /// A source that is no node before the row.
    #[error("source {0} must be the n of a node listed before it in its level")]
    BadSource(Json),
    /// A transposition without its source.
    #[error("a transposition needs its source: the n of the node in its level that searched it")]
    NoSource,
    /// An `ordered_by` Klados does not know.
    #[error("ordered_by {0} is not killer or history")]
    UnknownOrderedBy(Json),
    /// A probability that is no fraction.
    #[error("probability {0} must be a fraction such as \"1/6\"")]
    BadProbability(Json),
    /// No `parent`.
    #[error("it has no parent: give the n of its parent in the level above (0 for the root)")]
    NoParent,
    /// A parent other than the root in level 0.
    #[error("parent {0} is out of range: the nodes of level 0 have the root, 0, as parent")]
    RootParent(u64),
    /// A parent that is no node of the level above.
    #[error(
        "parent {shown} is out of range: level {above_level} has {} nodes, numbered from 1",
        group_thousands(*.above)
    )]
    ParentOutOfRange {
        /// The parent given.
        shown: Json,
        /// The level above, from 0.
        above_level: usize,
        /// Its number of nodes.
        above: usize,
    },
    /// A move's name too long.
    #[error(
        "{key} \"{name}\" is {} characters long: a move's name has at most {MAX_NAME_CHARS}",
        group_thousands(*.chars)
    )]
    NameTooLong {
        /// `uci`, `label` or `move`.
        key: &'static str,
        /// The name, cut to one line.
        name: String,
        /// Its length in characters.
        chars: usize,
    },
    /// A move's name that is not text.
    #[error("{key} must be text, not {shown}")]
    NameNotText {
        /// `uci`, `label` or `move`.
        key: &'static str,
        /// What it is.
        shown: Json,
    },
    /// A drawn tree's row with a chess move.
    #[error("it has a uci move, but the file has no fen: a chess tree needs its root's fen")]
    UciWithoutFen,
    /// A row without its move.
    #[error("it has no {0}: name its move")]
    NoName(&'static str),
    /// A transposition's source that did not search.
    #[error("source {0} did not search the position (it is pruned or a transposition itself)")]
    SourceNotSearched(usize),
    /// A searched move after a pruned one of its family.
    #[error(
        "it is searched after node {0}, which is pruned: alpha-beta prunes only the moves after a cutoff, so \
         list the pruned moves after the searched ones"
    )]
    SearchedAfterPruned(usize),
    /// A node with children that is not searched.
    #[error("it is {status} but has children in level {level}: only a searched node has children")]
    LeafWithChildren {
        /// Its status, as the file names it.
        status: &'static str,
        /// The level of its children, from 0.
        level: usize,
    },
    /// A node with more children than a node may have.
    #[error("it has more than {MAX_MOVES_OF_A_NODE} moves, the most a node may have")]
    TooManyChildren,
    /// The tree does not fit in memory.
    #[error("there is no memory for this tree")]
    NoMemory,
    /// A move that is not legal where it is played (chess, or another game).
    #[error("{0}")]
    Move(Told),
    /// `mcts` gives no settings.
    #[error(
        "mcts must give the search's settings, {{\"iterations\": 1000, \"exploration\": 1.41, \"seed\": 0, …}}, \
         not {0}"
    )]
    NoMctsSettings(Json),
    /// An MCTS setting out of its rule.
    #[error("mcts: {} must be {}, not {shown}", .rule.key(), .rule.english())]
    MctsSetting {
        /// What the setting must be.
        rule: MctsRule,
        /// The value given, or missing.
        shown: Json,
    },
    /// A drawn tree's MCTS file without its problem.
    #[error(
        "an abstract tree's MCTS is replayed from its problem, and the file has no \"tree\" (klados tree … \
         --algorithm mcts --format json writes it)"
    )]
    NoProblem,
    /// The search grown again failed.
    #[error("the search again from the file's settings: {0}")]
    SearchAgain(Told),
    /// The file is not the tree grown again.
    #[error(
        "the file is not the tree Klados's Monte Carlo tree search grows from its settings ({0}): Klados \
         replays its own MCTS trees, grown again from their seed"
    )]
    NotGrown(GrownPlace),
    /// A mate convention Klados does not read.
    #[error(
        "mate must be {{\"value\": a whole number from {0} to {MATE}, \"minus_plies\": true or false}}, such as \
         {{\"value\": 10000, \"minus_plies\": false}}"
    )]
    Mate(i64),
}

impl TreeFileReason {
    /// Says the reason as a sentence of the window's catalogue: the same words as the English
    /// `Display`, in the class's language.
    pub fn said(&self) -> Said {
        use TreeFileReason as R;
        let of = |id: &'static str, json: &Json| Said::new(id).said("found", json.said());
        match self {
            R::NotObject(kind) => of("tree-file-not-object", kind),
            R::NoFormat => Said::new("tree-file-no-format"),
            R::OtherFormat(shown) => of("tree-file-other-format", shown),
            R::Fen(error) => Said::new("tree-file-fen").said("reason", error.said()),
            R::NotText { key, kind } => of("tree-file-not-text", kind).text("key", *key),
            R::ProblemNotText(kind) => of("tree-file-problem-not-text", kind),
            R::Depth(shown) => of("tree-file-depth", shown).text("most", MAX_FILE_DEPTH.to_string()),
            R::UnknownAlgorithm(name) => Said::new("tree-file-unknown-algorithm").text("name", name.as_str()),
            R::UnknownGame(name) => Said::new("tree-file-unknown-game").text("name", name.as_str()),
            R::GameNotText(kind) => of("tree-file-game-not-text", kind),
            R::FenInGame(game) => Said::new("tree-file-fen-in-game").said("game", game.title_said()),
            R::NoPosition(game) => Said::new("tree-file-no-position").said("game", game.title_said()),
            R::Position(told) => Said::new("tree-file-position").said("reason", told.said.clone()),
            R::GameNotHere(game) => Said::new("tree-file-game-not-here").said("game", game.title_said()),
            R::NoLevels => Said::new("tree-file-no-levels"),
            R::LevelsNotList(kind) => of("tree-file-levels-not-list", kind),
            R::TooManyLevels(count) => Said::new("tree-file-too-many-levels")
                .count("count", *count)
                .text("most", MAX_FILE_DEPTH.to_string()),
            R::TechniquesNotList(kind) => of("tree-file-techniques-not-list", kind),
            R::UnknownTechnique { shown, known } => {
                of("tree-file-unknown-technique", shown).text("known", known.as_str())
            }
            R::MctsNotGraded => Said::new("tree-file-mcts-not-graded"),
            R::Cancelled => Said::new("tree-file-cancelled"),
            R::LevelNotObject { level, kind } => {
                of("tree-file-level-not-object", kind).text("level", level.to_string())
            }
            R::NodesNotList { level, kind } => {
                of("tree-file-nodes-not-list", kind).text("level", level.to_string())
            }
            R::NodeNotObject { full: true, kind } => of("tree-file-node-not-object", kind),
            R::NodeNotObject { full: false, kind } => of("tree-file-mcts-node-not-object", kind),
            R::ParentOrder { parent, previous } => Said::new("tree-file-parent-order")
                .text("parent", parent.to_string())
                .text("previous", previous.to_string()),
            R::FamilyTooLarge { parent } => {
                let parent = match parent {
                    None => Said::new("tree-file-the-root"),
                    Some((node, level)) => Said::new("tree-file-node-of-level")
                        .text("node", node.to_string())
                        .text("level", level.to_string()),
                };
                Said::new("tree-file-family-too-large")
                    .said("parent", parent)
                    .text("most", MAX_MOVES_OF_A_NODE.to_string())
            }
            R::WrongNumber { shown, n } => of("tree-file-wrong-number", shown).count("n", *n),
            R::UnknownStatus(shown) => of("tree-file-unknown-status", shown),
            R::OutOfRange { key, shown } => of("tree-file-out-of-range", shown)
                .text("key", *key)
                .text("mate", MATE.to_string()),
            R::NotWhole { key, shown } => of("tree-file-not-whole", shown).text("key", *key),
            R::TotalNotNumber(shown) => of("tree-file-total-not-number", shown),
            R::NoValue(status) => Said::new("tree-file-no-value").text("status", *status),
            R::UtilitiesNotList(shown) => of("tree-file-utilities-not-list", shown),
            R::UtilitiesPlayers(players) => Said::new("tree-file-utilities-players").count("count", *players),
            R::UtilitiesLength {
                has,
                players,
                first_level,
                first_n,
            } => Said::new("tree-file-utilities-length")
                .count("has", *has)
                .count("players", *players)
                .text("level", first_level.to_string())
                .text("node", first_n.to_string()),
            R::UtilitiesMissing(players) => {
                Said::new("tree-file-utilities-missing").count("players", *players)
            }
            R::ReSearchedName(shown) => of("tree-file-re-searched-name", shown),
            R::ReSearchedNotList(kind) => of("tree-file-re-searched-not-list", kind),
            R::MarkNumber { key, shown, most } => of("tree-file-mark-number", shown)
                .text("key", *key)
                .text("most", most.to_string()),
            R::NullMoveName(shown) => of("tree-file-null-move-name", shown),
            R::AspirationNotList(kind) => of("tree-file-aspiration-not-list", kind),
            R::AspirationNumber(key) => Said::new("tree-file-aspiration-number").text("key", *key),
            R::AspirationResult => Said::new("tree-file-aspiration-result"),
            R::UnknownBound(shown) => of("tree-file-unknown-bound", shown),
            R::BadSource(shown) => of("tree-file-bad-source", shown),
            R::NoSource => Said::new("tree-file-no-source"),
            R::UnknownOrderedBy(shown) => of("tree-file-unknown-ordered-by", shown),
            R::BadProbability(shown) => of("tree-file-bad-probability", shown),
            R::NoParent => Said::new("tree-file-no-parent"),
            R::RootParent(parent) => Said::new("tree-file-root-parent").text("parent", parent.to_string()),
            R::ParentOutOfRange {
                shown,
                above_level,
                above,
            } => of("tree-file-parent-out-of-range", shown)
                .text("level", above_level.to_string())
                .count("count", *above),
            R::NameTooLong { key, name, chars } => Said::new("tree-file-name-too-long")
                .text("key", *key)
                .text("name", name.as_str())
                .count("count", *chars)
                .text("most", MAX_NAME_CHARS.to_string()),
            R::NameNotText { key, shown } => of("tree-file-name-not-text", shown).text("key", *key),
            R::UciWithoutFen => Said::new("tree-file-uci-without-fen"),
            R::NoName(key) => Said::new("tree-file-no-name").text("key", *key),
            R::SourceNotSearched(source) => {
                Said::new("tree-file-source-not-searched").text("source", source.to_string())
            }
            R::SearchedAfterPruned(pruned) => {
                Said::new("tree-file-searched-after-pruned").text("node", pruned.to_string())
            }
            R::LeafWithChildren { status, level } => Said::new("tree-file-leaf-with-children")
                .text("status", *status)
                .text("level", level.to_string()),
            R::TooManyChildren => {
                Said::new("tree-file-too-many-children").text("most", MAX_MOVES_OF_A_NODE.to_string())
            }
            R::NoMemory => Said::new("tree-file-no-memory"),
            R::Move(told) => told.said.clone(),
            R::NoMctsSettings(kind) => of("tree-file-no-mcts-settings", kind),
            R::MctsSetting { rule, shown } => of("tree-file-mcts-setting", shown)
                .text("key", rule.key())
                .said("rule", rule.said()),
            R::NoProblem => Said::new("tree-file-no-problem"),
            R::SearchAgain(told) => Said::new("tree-file-search-again").said("reason", told.said.clone()),
            R::NotGrown(place) => Said::new("tree-file-not-grown").said("place", place.said()),
            R::Mate(least) => Said::new("tree-file-mate")
                .text("least", least.to_string())
                .text("most", MATE.to_string()),
        }
    }
}
