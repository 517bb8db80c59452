//! The game a tree is of: chess, a tree drawn for teaching, tic-tac-toe or Connect Four.
//!
//! The node arrays are the same for every game: a node keeps its move in 16 bits
//! ([`PackedMove`]), its parent, its children, its score and value. What those 16 bits mean,
//! how the root position is written, what a move is called, how deep a search may go and
//! which board shows a position: that is the game's to say, and the tree asks it ([`TreeGame`]).
//!
//! The engine knows chess (its rules live here, over shakmaty) and drawn trees (labels, no
//! position). The other games live above the engine, beside chess (`src/games`), so the
//! engine cannot name their code: such a game hands the tree a description of itself, a
//! [`GameDescription`] (a small trait object), which reads its own move codes. A file reader
//! that may meet such a game is given the games it may meet ([`GameCatalog`]).

use std::fmt;
use std::sync::Arc;

use shakmaty::{Chess, Color, Move, Position};

use crate::engine::eval::{MATE_THRESHOLD, display_score};
use crate::engine::mcts::{MctsError, MctsSettings, MctsTree};
use crate::engine::said::Said;
use crate::engine::settings::{MAX_DEPTH, SearchControl, SearchSettings};
use crate::engine::tree::{Backup, Bound, Node, NodeId, PackedMove, SearchTree, tuple_text};

/// Which game a tree is of: the name `klados-tree/1` writes in its `game` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// Chess: a FEN root, chess moves, centipawns.
    Chess,
    /// A tree drawn for teaching: labels instead of moves, the leaves' numbers as values.
    Drawn,
    /// Tic-tac-toe: cells 1 to 9, `x` first.
    TicTacToe,
    /// Connect Four: columns 1 to 7, discs falling to the lowest free row.
    ConnectFour,
}

impl GameId {
    /// Every game, chess first.
    pub const ALL: [GameId; 4] = [
        GameId::Chess,
        GameId::Drawn,
        GameId::TicTacToe,
        GameId::ConnectFour,
    ];

    /// Returns the game's name in `klados-tree/1` and on the command line: `chess`, `drawn`,
    /// `tictactoe`, `connect4`.
    pub fn key(self) -> &'static str {
        match self {
            GameId::Chess => "chess",
            GameId::Drawn => "drawn",
            GameId::TicTacToe => "tictactoe",
            GameId::ConnectFour => "connect4",
        }
    }

    /// Returns the game whose key is `key`, if any.
    pub fn from_key(key: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|game| game.key() == key)
    }

    /// Returns the game's name as a sentence says it: `chess`, `a drawn tree`, `tic-tac-toe`,
    /// `Connect Four`.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Chess => "chess",
            GameId::Drawn => "a drawn tree",
            GameId::TicTacToe => "tic-tac-toe",
            GameId::ConnectFour => "Connect Four",
        }
    }

    /// Returns the game's name as a sentence of the window's catalogue says it: [`GameId::title`]
    /// in the class's language.
    pub fn title_said(self) -> crate::engine::said::Said {
        crate::engine::said::Said::new(match self {
            GameId::Chess => "game-words-chess",
            GameId::Drawn => "game-words-drawn",
            GameId::TicTacToe => "game-words-tictactoe",
            GameId::ConnectFour => "game-words-connect4",
        })
    }
}

/// The board a game's positions are shown on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    /// The chess board.
    Chess,
    /// No board: a drawn tree has only its labels.
    None,
    /// A grid of cells, `columns` wide and `rows` high; with `drops`, a move names a column
    /// and the piece falls to the lowest free cell (Connect Four), else it names a cell.
    Grid {
        /// Cells in a row.
        columns: u8,
        /// Rows of cells.
        rows: u8,
        /// True if a move is a column a piece is dropped into.
        drops: bool,
    },
}

/// What a game above the engine (`src/games`) tells the tree about itself. The tree stores the
/// game's moves as the game's own 16-bit codes (a cell, a column) and asks the game to read
/// them; the game never needs to know the node arrays. A description holds plain data (its
/// root), so a tree stays safe to share between threads and across a caught panic.
pub trait GameDescription: Send + Sync + fmt::Debug + std::panic::RefUnwindSafe {
    /// Returns which game it is.
    fn id(&self) -> GameId;

    /// Returns the root position as the game writes it (`x.o......`).
    fn root_text(&self) -> String;

    /// Returns the side to move at the root.
    fn root_side(&self) -> Backup;

    /// Names the move whose code is `code` (a cell `5`, a column `4`).
    fn move_name(&self, code: u16) -> String;

    /// Reads the move named `name` in the position after `line` (the codes of the moves from
    /// the root), or says in one line why it is no legal move there (in English and as a
    /// sentence of the window's catalogue).
    fn read_move(&self, line: &[u16], name: &str) -> Result<u16, crate::engine::said::Told>;

    /// Names a side: the game's word for MAX or MIN (`MAX (x)`).
    fn side_name(&self, side: Backup) -> &'static str;

    /// Returns the deepest search the game allows, in plies.
    fn depth_limit(&self) -> usize;

    /// Returns the board its positions are shown on.
    fn board(&self) -> BoardKind;

    /// Returns the position after `line` (the codes of the moves from the root) as the game
    /// writes positions, or `None` if a code is no legal move on the way.
    fn position_text(&self, line: &[u16]) -> Option<String>;

    /// Returns the codes of the legal moves after `line`, in the order the game's rules list
    /// them (a playout keeps a move as its place in that list); empty where the game is over or
    /// a code on the way is no legal move.
    fn moves_after(&self, line: &[u16]) -> Vec<u16>;

    /// Runs Monte Carlo tree search from the root with the game's own rules: how a tree file of
    /// the game's MCTS is grown again to be replayed (the engine cannot name the game's rules).
    fn mcts(self: Arc<Self>, settings: &MctsSettings, control: &SearchControl)
    -> Result<MctsTree, MctsError>;

    /// Searches the root depth first (minimax, alpha-beta …) with the game's own rules: how a
    /// lesson on the game is searched (the engine cannot name the game's rules). Says in one
    /// line why there is no tree: a depth past the game's limit, the node budget, a game over.
    fn search(
        self: Arc<Self>,
        settings: &SearchSettings,
        control: &SearchControl,
    ) -> Result<SearchTree, crate::engine::said::Told>;
}

/// Opens the games above the engine from a file's `game` and root position: what a file reader
/// is given so that it can read the trees of games it cannot name.
pub trait GameCatalog {
    /// Returns the game `id` from the root position `root_text`, or says in one line why the
    /// text is no position of it, in English and as a sentence of the window's catalogue
    /// (`None` for a game the catalog does not hold).
    fn open(
        &self,
        id: GameId,
        root_text: &str,
    ) -> Option<Result<Arc<dyn GameDescription>, crate::engine::said::Told>>;
}

/// A catalog of no games: chess and drawn trees only (the engine's own).
pub struct NoGames;

impl GameCatalog for NoGames {
    fn open(
        &self,
        _id: GameId,
        _root_text: &str,
    ) -> Option<Result<Arc<dyn GameDescription>, crate::engine::said::Told>> {
        None
    }
}

/// The game a tree is of, with its root: what the tree asks when it names a move, writes a
/// value or a side, or shows a position.
#[derive(Clone, Debug)]
pub enum TreeGame {
    /// Chess from this position.
    Chess(Chess),
    /// A drawn tree (MAX at its root): `labels[level][index]` names each node; its nodes keep
    /// no move.
    Drawn(Vec<Vec<String>>),
    /// A game of `src/games`, described by itself.
    Other(Arc<dyn GameDescription>),
}

impl PartialEq for TreeGame {
    /// Two games are equal if they are the same game from the same root (and, drawn, with the
    /// same labels).
    fn eq(&self, other: &TreeGame) -> bool {
        match (self, other) {
            (TreeGame::Chess(a), TreeGame::Chess(b)) => a == b,
            (TreeGame::Drawn(a), TreeGame::Drawn(b)) => a == b,
            (TreeGame::Other(a), TreeGame::Other(b)) => a.id() == b.id() && a.root_text() == b.root_text(),
            _ => false,
        }
    }
}

impl TreeGame {
    /// Returns which game it is.
    pub fn id(&self) -> GameId {
        match self {
            TreeGame::Chess(_) => GameId::Chess,
            TreeGame::Drawn(_) => GameId::Drawn,
            TreeGame::Other(game) => game.id(),
        }
    }

    /// Returns the chess position at the root; `None` for any other game.
    pub fn chess_root(&self) -> Option<&Chess> {
        match self {
            TreeGame::Chess(root) => Some(root),
            _ => None,
        }
    }

    /// Returns a drawn tree's labels; `None` for a game with moves.
    pub fn labels(&self) -> Option<&[Vec<String>]> {
        match self {
            TreeGame::Drawn(labels) => Some(labels),
            _ => None,
        }
    }

    /// Returns the root position as text: FEN for chess, the game's text for another game,
    /// `None` for a drawn tree (it has no position).
    pub fn root_text(&self) -> Option<String> {
        match self {
            TreeGame::Chess(root) => Some(crate::engine::position::fen_of(root)),
            TreeGame::Drawn(_) => None,
            TreeGame::Other(game) => Some(game.root_text()),
        }
    }

    /// Returns the side to move at the root.
    pub fn root_side(&self) -> Backup {
        match self {
            TreeGame::Chess(root) => Backup::of_mover(root.turn()),
            TreeGame::Drawn(_) => Backup::Max,
            TreeGame::Other(game) => game.root_side(),
        }
    }

    /// Returns the deepest search the game allows, in plies: 6 for chess and drawn trees, the
    /// whole game (9) for tic-tac-toe, 12 for Connect Four.
    pub fn depth_limit(&self) -> usize {
        match self {
            TreeGame::Chess(_) | TreeGame::Drawn(_) => MAX_DEPTH,
            TreeGame::Other(game) => game.depth_limit(),
        }
    }

    /// Returns the board the game's positions are shown on.
    pub fn board(&self) -> BoardKind {
        match self {
            TreeGame::Chess(_) => BoardKind::Chess,
            TreeGame::Drawn(_) => BoardKind::None,
            TreeGame::Other(game) => game.board(),
        }
    }

    /// Returns true if an inner node has a score of its own: in a drawn tree only a leaf has a
    /// number (an inner node has just its backed-up value).
    pub fn scores_inner_nodes(&self) -> bool {
        !matches!(self, TreeGame::Drawn(_))
    }

    /// Returns true if values are centipawns, shown as pawns (`+0.35`): chess alone. Other
    /// games' values are plain numbers (a drawn tree's leaves, Connect Four's points).
    pub fn values_in_pawns(&self) -> bool {
        matches!(self, TreeGame::Chess(_))
    }

    /// Writes a value as people read this game's values: pawns for chess (`+0.35`, `#2`), the
    /// plain numbers of a drawn tree (`3`, `-2`), and for another game a plain number or a
    /// won game written as a mate is (`#3`).
    pub fn display_value(&self, value: i32) -> String {
        match self {
            TreeGame::Chess(_) => display_score(value),
            TreeGame::Drawn(_) => value.to_string(),
            TreeGame::Other(_) if value.abs() > MATE_THRESHOLD => display_score(value),
            TreeGame::Other(_) => value.to_string(),
        }
    }

    /// Names a side: White or Black in chess, MAX or MIN in a drawn tree, the game's own words
    /// in another game. `color` is the side's colour as the node arrays keep it (White MAX).
    pub fn side_name(&self, color: Color) -> &'static str {
        let side = Backup::of_mover(color);
        match self {
            TreeGame::Chess(_) => crate::engine::position::color_name(color),
            TreeGame::Drawn(_) => side.name_upper(),
            TreeGame::Other(game) => game.side_name(side),
        }
    }

    /// Names a side in a sentence of the catalogue: White or Black in chess (the catalogue's
    /// words, said in the class's language), the game's own words (MAX, MIN, "MAX (x)")
    /// elsewhere, as they are in every language.
    pub fn side_said(&self, color: Color) -> Said {
        match self {
            TreeGame::Chess(_) => Said::new(match color {
                Color::White => "side-white",
                Color::Black => "side-black",
            }),
            _ => Said::new("said-text").text("text", self.side_name(color)),
        }
    }

    /// Names a side as a sentence about its turn or its moves needs it ("Black is to move",
    /// "after White's moves"): in chess the catalogue's form for that (the genitive in Greek,
    /// των μαύρων; "de las negras" in Spanish), elsewhere the game's own word in that form
    /// ("της πλευράς MAX", "de MAX").
    pub fn side_whose_said(&self, color: Color) -> Said {
        match self {
            TreeGame::Chess(_) => Said::new(match color {
                Color::White => "side-white-whose",
                Color::Black => "side-black-whose",
            }),
            _ => Said::new("side-named-whose").text("text", self.side_name(color)),
        }
    }

    /// Names a move of another game from its packed code (`None` for chess and drawn trees,
    /// whose moves the tree names itself).
    pub(crate) fn other_move_name(&self, packed: PackedMove) -> Option<String> {
        match self {
            TreeGame::Other(game) => Some(game.move_name(packed.bits())),
            _ => None,
        }
    }
}

/// What the tree asks its game: a move's name, a position, a value or a side in the game's words.
impl SearchTree {
    /// Returns the chess position before the node's move: the root's for level 0, otherwise
    /// the parent's position. Worked out by playing the moves from the root. `None` for a tree
    /// of another game.
    pub fn position_before(&self, id: NodeId) -> Option<Chess> {
        match self.parent_of(id) {
            Some(parent) => self.position_of(parent),
            None => self.chess_root().cloned(),
        }
    }

    /// Returns the chess position after the node's move, by playing the path from the root;
    /// `None` for a tree of another game.
    pub fn position_of(&self, id: NodeId) -> Option<Chess> {
        let mut position = self.chess_root()?.clone();
        for step in self.path_to(id) {
            let Some(m) = self.get(step).and_then(|node| node.packed_move.unpack(&position)) else {
                break;
            };
            position.play_unchecked(m);
        }
        Some(position)
    }

    /// Returns the node's chess move, unpacked in the position before it (`None` in a tree of
    /// another game).
    pub fn move_of(&self, id: NodeId) -> Option<Move> {
        self.get(id)?.packed_move.unpack(&self.position_before(id)?)
    }

    /// Returns the codes of the moves from the root down to `id` (both ends included), for a
    /// game that reads its own codes ([`GameDescription`]).
    pub fn move_codes_to(&self, id: NodeId) -> Vec<u16> {
        self.path_to(id)
            .into_iter()
            .filter_map(|step| self.get(step).map(|node| node.packed_move.bits()))
            .collect()
    }

    /// Returns the position after the node's move as the game writes positions (FEN, or the
    /// game's text); the root's for `None`. A drawn tree has none.
    pub fn position_text(&self, id: Option<NodeId>) -> Option<String> {
        match (&self.game, id) {
            (TreeGame::Other(game), Some(id)) => game.position_text(&self.move_codes_to(id)),
            (_, None) => self.game.root_text(),
            (_, Some(id)) => self
                .position_of(id)
                .map(|position| crate::engine::position::fen_of(&position)),
        }
    }

    /// Names the side that made a node's move, in the tree's words (White or Black, MAX or
    /// MIN), or `"chance"` for an outcome of a chance node.
    pub fn mover_name(&self, id: NodeId) -> &'static str {
        if self.probability_of(id).is_some() {
            return "chance";
        }
        self.levels
            .get(id.level)
            .map_or("?", |level| self.side_name(level.mover))
    }

    /// Writes a value as people read this tree's values ([`TreeGame::display_value`]): pawns
    /// for chess (`+0.35`, `#2`), the plain numbers a drawn tree's leaves carry (`3`, `-2`).
    pub fn display_value(&self, value: i32) -> String {
        self.game.display_value(value)
    }

    /// Writes a node's value as [`SearchTree::display_value`] does, marked `≤` or `≥` when
    /// alpha-beta only bounded it, so nobody mistakes a bound for the node's true value, and
    /// `≈` where the exact value is not a whole number and is shown rounded (5.5 shows `≈6`).
    /// A max^n node (three or more players) shows its whole tuple, `(1, 2, 6)`.
    pub fn display_node_value(&self, id: NodeId, value: i32) -> String {
        if let Some(utilities) = self.utilities_of(id) {
            return tuple_text(utilities);
        }
        let rounded = self.get(id).and_then(Node::value) == Some(value) && self.exact_value_of(id).is_some();
        let mark = match self.get(id).map(Node::bound) {
            _ if rounded => "≈",
            Some(Bound::Upper) => "≤",
            Some(Bound::Lower) => "≥",
            _ => "",
        };
        format!("{mark}{}", self.display_value(value))
    }

    /// Writes α or β: like [`SearchTree::display_value`], with the window's open ends as ±∞.
    pub fn display_bound(&self, value: i32) -> String {
        if value > crate::engine::eval::MATE {
            String::from("+∞")
        } else if value < -crate::engine::eval::MATE {
            String::from("−∞")
        } else {
            self.display_value(value)
        }
    }

    /// Names a side: White or Black in chess, MAX or MIN (White's and Black's roles) in a
    /// drawn tree, the game's own words in another game ([`TreeGame::side_name`]).
    pub fn side_name(&self, color: Color) -> &'static str {
        self.game.side_name(color)
    }

    /// Returns the node's move as the game names it: in SAN with its check mark for chess
    /// (`Nf3`, `Qxf7#`), the node's label in a drawn tree, the game's name for it in another
    /// game (a cell `5`, a column `4`).
    pub fn san_of(&self, id: NodeId) -> String {
        let unknown = || String::from("?");
        match &self.game {
            TreeGame::Drawn(labels) => labels
                .get(id.level)
                .and_then(|level| level.get(id.index as usize))
                .cloned()
                .unwrap_or_else(unknown),
            TreeGame::Other(_) => self
                .get(id)
                .and_then(|node| self.game.other_move_name(node.packed_move))
                .unwrap_or_else(unknown),
            TreeGame::Chess(_) => {
                let Some(before) = self.position_before(id) else {
                    return unknown();
                };
                match self.get(id).and_then(|node| node.packed_move.unpack(&before)) {
                    Some(m) => crate::engine::position::san_plus(&before, m),
                    None => unknown(),
                }
            }
        }
    }
}
