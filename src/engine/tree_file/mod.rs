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

use crate::engine::settings::Technique;
use std::sync::Arc;

use serde_json::{Map, Value};
use shakmaty::{Chess, Color, Position};

use crate::engine::chance::Probability;
use crate::engine::eval::MATE;
use crate::engine::fen::parse_fen;
use crate::engine::settings::{Algorithm, SearchControl, Techniques};
use crate::engine::tree::{
    AspirationAttempt, Bound, GameCatalog, GameDescription, GameId, OrderedBy, Status, TechniqueMarks,
    game::NoGames,
};
use crate::engine::words::one_line;

mod build;
mod mate;
mod mcts;
mod reason;
mod rows;
pub(crate) use build::legal_move;
pub use mate::MateConvention;
pub use mcts::{MctsFile, MctsFileNode};
pub use reason::{GrownNode, GrownPlace, Json, MctsRule, TreeFileReason};

/// A `klados-tree/1` document as read: the search it describes and its rows.
#[derive(Clone, Debug)]
pub struct TreeFile {
    /// The root position of a chess tree; `None` for a tree of another game.
    pub root: Option<Chess>,
    /// The game of a tree that is neither chess nor drawn (`"game": "tictactoe"`), opened from
    /// its `position` by the catalog the reader was given; `None` for chess and drawn trees.
    pub game: Option<Arc<dyn GameDescription>>,
    /// The depth searched, in plies.
    pub depth: usize,
    /// The search that made the tree.
    pub algorithm: Algorithm,
    /// The techniques after alpha-beta it names.
    pub techniques: Techniques,
    /// `levels[k]` are the rows of level k (NodesAnalysis k), in the file's order.
    pub levels: Vec<Vec<FileNode>>,
    /// The best move the file names (`best.uci`, `best.label` or, in another game, `best.move`),
    /// if any.
    pub best: Option<String>,
    /// The root value the file names (`best.value`), if any.
    pub root_value: Option<i32>,
    /// An abstract tree's problem as nested lists (`"tree": "[[3, 12, 8], …]"`), if the file
    /// gives it: what a grade compares the student's tree against.
    pub problem: Option<String>,
    /// What a checkmate is worth in a chess tree, and a won game in another game (`"mate"`;
    /// Klados's `30000 − plies` if the file does not say).
    pub mate: MateConvention,
    /// Aspiration windows' attempts at the root (`"aspiration"`), in order; empty if none.
    pub aspiration: Vec<AspirationAttempt>,
    /// The nodes the search threw away (`stats.discarded`: re-searches' first attempts, null
    /// moves' searches); 0 if the file does not say.
    pub discarded: usize,
}

impl PartialEq for TreeFile {
    /// Two documents are equal if they say the same: the game and root, the search, the rows.
    fn eq(&self, other: &TreeFile) -> bool {
        let game_of = |file: &TreeFile| file.game.as_ref().map(|game| (game.id(), game.root_text()));
        self.root == other.root
            && game_of(self) == game_of(other)
            && self.depth == other.depth
            && self.algorithm == other.algorithm
            && self.techniques == other.techniques
            && self.levels == other.levels
            && self.best == other.best
            && self.root_value == other.root_value
            && self.problem == other.problem
            && self.mate == other.mate
            && self.aspiration == other.aspiration
            && self.discarded == other.discarded
    }
}

/// One row of a level, as the file writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct FileNode {
    /// The parent's index in the level above (from 0); 0 for level 0, whose parent is the root.
    pub parent: usize,
    /// The move: UCI for a chess tree (`e2e4`), the label for a drawn tree (`B2`), the game's
    /// name for it in another game (a cell `5`).
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
    /// Killer moves or the history heuristic tried the move sooner than move ordering alone.
    pub ordered_by: Option<OrderedBy>,
    /// What PVS, late move reductions and null-move pruning did to the node.
    pub marks: TechniqueMarks,
    /// An outcome of a chance node: its probability.
    pub probability: Option<Probability>,
    /// A node of a drawn tree of three or four players (max^n): its tuple of utilities, one per
    /// player, A first (`"utilities": [1, 2, 6]`).
    pub utilities: Option<Vec<i32>>,
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
        /// Why, in English (the command line prints it).
        reason: String,
        /// The same, as a sentence of the window's catalogue.
        reason_said: crate::engine::said::Said,
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
    Document(TreeFileReason),
    /// Something about one row.
    #[error("level {level}, node {n}: {reason}")]
    Node {
        /// The level, from 0.
        level: usize,
        /// The node's number in its level, from 1.
        n: usize,
        /// What is wrong.
        reason: TreeFileReason,
    },
}

impl TreeFileError {
    /// A problem at a row: `level` from 0, `index` from 0 (shown from 1, as `n`).
    pub(crate) fn at(level: usize, index: usize, reason: TreeFileReason) -> TreeFileError {
        TreeFileError::Node {
            level,
            n: index + 1,
            reason,
        }
    }

    /// Says what is wrong as a sentence of the window's catalogue: where (the row's level and
    /// node, the JSON's line and column) and why, in the class's language (serde_json's own
    /// words for what is not JSON stay as it writes them).
    pub fn said(&self) -> crate::engine::said::Said {
        use crate::engine::said::Said;
        match self {
            TreeFileError::Unreadable {
                path, reason_said, ..
            } => Said::new("tree-file-unreadable")
                .text("file", path.as_str())
                .said("reason", reason_said.clone()),
            TreeFileError::NotJson { line, column, reason } => Said::new("tree-file-not-json")
                .text("line", line.to_string())
                .text("column", column.to_string())
                .said("reason", crate::engine::json_said::json_error_said(reason)),
            TreeFileError::Document(reason) => reason.said(),
            TreeFileError::Node { level, n, reason } => Said::new("tree-file-node")
                .text("level", level.to_string())
                .text("node", n.to_string())
                .said("reason", reason.said()),
        }
    }
}

/// The deepest tree a file may give: `depth` and the number of levels are at most this many plies.
pub const MAX_FILE_DEPTH: usize = 64;

/// The most moves a node may have in a tree Klados opens: a node records its child count in 8
/// bits (chess has at most 218 moves in a position).
pub const MAX_MOVES_OF_A_NODE: usize = u8::MAX as usize;

/// The longest move name a file may give, in characters: a UCI move is 4 or 5, a label a few.
pub const MAX_NAME_CHARS: usize = 40;

/// What a file may hold: a depth-first search's tree, or a Monte Carlo tree search's.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyTreeFile {
    /// A minimax or alpha-beta tree, Klados's or a student's.
    Search(TreeFile),
    /// A Monte Carlo tree search's tree, as Klados writes it (`"algorithm": "mcts"`).
    MonteCarlo(MctsFile),
}

/// Why an MCTS tree is not graded, for `klados grade`: said in one line.
pub const MCTS_NOT_GRADED: &str = "a Monte Carlo tree search's tree is not graded: its playouts are random moves, \
     so another program's MCTS grows another tree from the same position and no one tree is right \
     (open the file in the window to replay it)";

/// Reads a `klados-tree/1` document of a minimax or alpha-beta search from its bytes. A Monte
/// Carlo tree search's document is refused with the reason ([`MCTS_NOT_GRADED`]): only the
/// window replays those ([`read_any_tree_file`]).
pub fn read_tree_file(bytes: &[u8]) -> Result<TreeFile, TreeFileError> {
    read_tree_file_of(bytes, &NoGames)
}

/// Reads a `klados-tree/1` document as [`read_tree_file`] does, with the games above the
/// engine it may meet (`"game": "tictactoe"`): `games` opens them.
pub fn read_tree_file_of(bytes: &[u8], games: &dyn GameCatalog) -> Result<TreeFile, TreeFileError> {
    match read_any_tree_file_of(bytes, &SearchControl::new(), games)? {
        AnyTreeFile::Search(file) => Ok(file),
        AnyTreeFile::MonteCarlo(_) => Err(TreeFileError::Document(TreeFileReason::MctsNotGraded)),
    }
}

/// Reads a `klados-tree/1` document of any search from its bytes, in one pass over the JSON and
/// one over the rows (the work grows with the file, never with its square). `progress` counts
/// the rows read in each level as they are read (the window shows it), and a cancel there stops
/// the reading.
pub fn read_any_tree_file(bytes: &[u8], progress: &SearchControl) -> Result<AnyTreeFile, TreeFileError> {
    read_any_tree_file_of(bytes, progress, &NoGames)
}

/// Reads a `klados-tree/1` document of any search as [`read_any_tree_file`] does, with the games
/// above the engine it may meet: `games` opens a tree's game from its `game` and `position`.
/// Chess stays the default: a file without `game` is chess (or drawn, without `fen`).
pub fn read_any_tree_file_of(
    bytes: &[u8],
    progress: &SearchControl,
    games: &dyn GameCatalog,
) -> Result<AnyTreeFile, TreeFileError> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let document = serde_json::from_slice::<Value>(bytes).map_err(|error| not_json(bytes, &error))?;
    let Value::Object(mut document) = document else {
        return Err(TreeFileError::Document(TreeFileReason::NotObject(Json::kind(
            &document,
        ))));
    };
    let format = document.get("format");
    if format.and_then(Value::as_str) != Some(crate::engine::export::TREE_FORMAT) {
        return Err(TreeFileError::Document(match format {
            None => TreeFileReason::NoFormat,
            Some(other) => TreeFileReason::OtherFormat(Json::shown(other)),
        }));
    }
    let game = read_game(&document, games)?;
    let root = match document.get("fen") {
        None | Some(Value::Null) => None,
        Some(Value::String(fen)) => {
            Some(parse_fen(fen).map_err(|error| TreeFileError::Document(TreeFileReason::Fen(error)))?)
        }
        Some(other) => {
            return Err(TreeFileError::Document(TreeFileReason::NotText {
                key: "fen",
                kind: Json::kind(other),
            }));
        }
    };
    let problem = match document.get("tree") {
        None | Some(Value::Null) => None,
        Some(Value::String(text)) => Some(text.clone()),
        Some(other) => {
            return Err(TreeFileError::Document(TreeFileReason::ProblemNotText(
                Json::kind(other),
            )));
        }
    };
    let levels = take_levels(&mut document)?;
    let depth = match document.get("depth") {
        None => levels.len(),
        Some(value) => match value.as_u64() {
            Some(depth) if (1..=MAX_FILE_DEPTH as u64).contains(&depth) => depth as usize,
            _ => {
                return Err(TreeFileError::Document(TreeFileReason::Depth(Json::shown(value))));
            }
        },
    };
    if let Some(Value::String(name)) = document.get("algorithm")
        && name == mcts::MCTS_NAME
    {
        return mcts::read_mcts(&document, root, game, problem, levels, progress)
            .map(AnyTreeFile::MonteCarlo);
    }
    let algorithm = match document.get("algorithm") {
        None => Algorithm::Minimax,
        Some(Value::String(name)) => Algorithm::from_name(name)
            .ok_or_else(|| TreeFileError::Document(TreeFileReason::UnknownAlgorithm(one_line(name))))?,
        Some(other) => {
            return Err(TreeFileError::Document(TreeFileReason::NotText {
                key: "algorithm",
                kind: Json::kind(other),
            }));
        }
    };
    let techniques = read_techniques(document.get("techniques"))?;
    let name_key = match (&root, &game) {
        (_, Some(_)) => rows::NameKey::Move,
        (Some(_), None) => rows::NameKey::Uci,
        (None, None) => rows::NameKey::Label,
    };
    let levels = rows::read_levels(levels, name_key, progress)?;
    rows::check_utilities(&levels)?;
    let (best, root_value) = read_best(document.get("best"));
    // A mate in chess must be worth more than any evaluation; a won game of another game may
    // be worth a textbook's +1.
    let least = match game {
        Some(_) => mate::LEAST_WIN,
        None => mate::LEAST_MATE,
    };
    let mate = mate::read_mate(document.get("mate"), least)?;
    let aspiration = rows::read_aspiration(document.get("aspiration"))?;
    let discarded = document
        .get("stats")
        .and_then(|stats| stats.get("discarded"))
        .and_then(Value::as_u64)
        .map_or(0, |nodes| nodes as usize);
    Ok(AnyTreeFile::Search(TreeFile {
        root,
        game,
        depth,
        algorithm,
        techniques,
        levels,
        best,
        root_value,
        problem,
        mate,
        aspiration,
        discarded,
    }))
}

/// Reads `game` and, for a game above the engine, its `position`, opened by `games`. `None`
/// for chess (the default) and drawn trees, which the engine reads itself.
fn read_game(
    document: &Map<String, Value>,
    games: &dyn GameCatalog,
) -> Result<Option<Arc<dyn GameDescription>>, TreeFileError> {
    let id = match document.get("game") {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::String(key)) => GameId::from_key(key)
            .ok_or_else(|| TreeFileError::Document(TreeFileReason::UnknownGame(one_line(key))))?,
        Some(other) => {
            return Err(TreeFileError::Document(TreeFileReason::GameNotText(Json::kind(
                other,
            ))));
        }
    };
    if matches!(id, GameId::Chess | GameId::Drawn) {
        return Ok(None);
    }
    if document.contains_key("fen") {
        return Err(TreeFileError::Document(TreeFileReason::FenInGame(id)));
    }
    let text = match document.get("position") {
        Some(Value::String(text)) => text.as_str(),
        None => {
            return Err(TreeFileError::Document(TreeFileReason::NoPosition(id)));
        }
        Some(other) => {
            return Err(TreeFileError::Document(TreeFileReason::NotText {
                key: "position",
                kind: Json::kind(other),
            }));
        }
    };
    match games.open(id, text) {
        Some(Ok(game)) => Ok(Some(game)),
        Some(Err(reason)) => Err(TreeFileError::Document(TreeFileReason::Position(reason))),
        None => Err(TreeFileError::Document(TreeFileReason::GameNotHere(id))),
    }
}

/// Says where a file stops being JSON, and why, in serde_json's words (which never repeat the
/// file's text).
fn not_json(bytes: &[u8], error: &serde_json::Error) -> TreeFileError {
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
        reason.push_str(crate::engine::json_said::NO_INFINITY);
    }
    TreeFileError::NotJson { line, column, reason }
}

/// Takes the document's `levels`: each level's object, checked to be a list of levels and at
/// most [`MAX_FILE_DEPTH`] of them.
fn take_levels(document: &mut Map<String, Value>) -> Result<Vec<Value>, TreeFileError> {
    let levels = match document.remove("levels") {
        None => {
            return Err(TreeFileError::Document(TreeFileReason::NoLevels));
        }
        Some(Value::Array(levels)) => levels,
        Some(other) => {
            return Err(TreeFileError::Document(TreeFileReason::LevelsNotList(
                Json::kind(&other),
            )));
        }
    };
    if levels.len() > MAX_FILE_DEPTH {
        return Err(TreeFileError::Document(TreeFileReason::TooManyLevels(
            levels.len(),
        )));
    }
    Ok(levels)
}

/// Returns true if `bytes` contain `word`.
fn contains(bytes: &[u8], word: &[u8]) -> bool {
    bytes.windows(word.len()).any(|window| window == word)
}

/// Reads `techniques`: a list of technique names ([`Technique::name`]: `quiescence`, `tt`, …).
fn read_techniques(value: Option<&Value>) -> Result<Techniques, TreeFileError> {
    let mut techniques = Techniques::default();
    let Some(value) = value else {
        return Ok(techniques);
    };
    let names = value
        .as_array()
        .ok_or_else(|| TreeFileError::Document(TreeFileReason::TechniquesNotList(Json::kind(value))))?;
    for name in names {
        let Some(technique) = name.as_str().and_then(Technique::from_name) else {
            return Err(TreeFileError::Document(TreeFileReason::UnknownTechnique {
                shown: Json::shown(name),
                known: Technique::names_listed(),
            }));
        };
        techniques.set(technique, true);
    }
    Ok(techniques)
}

/// Reads `best`: the move's name and the root's value, each if given (a name longer than any
/// move's is no move's).
fn read_best(best: Option<&Value>) -> (Option<String>, Option<i32>) {
    let Some(best) = best else {
        return (None, None);
    };
    let name = ["uci", "label", "move"]
        .iter()
        .find_map(|key| best.get(key).and_then(Value::as_str))
        .filter(|name| name.chars().count() <= MAX_NAME_CHARS)
        .map(str::to_string);
    let value = best
        .get("value")
        .and_then(Value::as_i64)
        .and_then(|value| i32::try_from(value).ok())
        .filter(|value| value.abs() <= MATE);
    (name, value)
}

impl TreeFile {
    /// Returns which game the file's tree is of.
    pub fn game_id(&self) -> GameId {
        match (&self.root, &self.game) {
            (_, Some(game)) => game.id(),
            (Some(_), None) => GameId::Chess,
            (None, None) => GameId::Drawn,
        }
    }

    /// Returns true if the file's values are centipawns (chess); a drawn tree's and another
    /// game's are plain numbers.
    pub fn values_in_pawns(&self) -> bool {
        self.game_id() == GameId::Chess
    }

    /// Returns the side to move at the root: White (MAX) for a drawn tree; for another game,
    /// the colour that plays its side's part (White MAX).
    pub fn root_turn(&self) -> Color {
        match (&self.root, &self.game) {
            (Some(root), _) => root.turn(),
            (None, Some(game)) => game.root_side().color(),
            (None, None) => Color::White,
        }
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
