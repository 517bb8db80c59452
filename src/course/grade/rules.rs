//! The rules Klados's reference search uses when it grades a student's tree.
//!
//! They are the game's own rules (chess's [`ChessRules`], tic-tac-toe's, Connect Four's) with
//! what is the student's to choose taken from the student's tree, which the search follows
//! move by move ([`Rules::play`] goes down it, [`Rules::leave`] comes back):
//!
//! - **the order of the moves**: where the student's tree lists a position's moves, the search
//!   tries them in that order (moves the student left out come after, in the game's order),
//!   ordered alpha-beta too. python-chess and shakmaty generate moves in different orders, and
//!   alpha-beta prunes differently in a different order: what is graded is the search in the
//!   order the student chose. (Whether an ordered chess search's order puts captures first is
//!   checked once, apart.)
//! - **the evaluation**, unless the grade checks Klados's own: a leaf is worth the student's
//!   `score` of it (its `value` where the file gives no score). Klados never evaluates a
//!   position for the student: a move the student's tree leaves out, or prunes, is not searched
//!   but stands as a move its chooser would never take (so it changes no value and no window
//!   above it), and the grade names it once, as missing or pruned, where alpha-beta reaches it.
//!   Where the student's search stops before the depth, Klados's stops too, with the student's
//!   value (the stop is named once, apart).
//! - **the mate convention** the file declares: a checkmate, or a won game of tic-tac-toe or
//!   Connect Four, is worth what the file's `"mate"` says.
//!
//! What a grade needs of a game beyond the search's questions is small ([`GradedRules`]): when
//! the game is over, and how to search one root move alone.

use std::sync::Arc;

use shakmaty::{Chess, Position};

use crate::course::grade::words::INFINITY;
use crate::engine::rules::{ChessRules, Rules};
use crate::engine::settings::{MAX_DEPTH, MAX_LEVELS};
use crate::engine::tree::{Backup, GameDescription, Node, NodeId, PackedMove, SearchTree, Status, TreeGame};
use crate::engine::tree_file::TreeFile;
use crate::games::SmallMoves;
use crate::games::connect4::{self, ConnectFourRules};
use crate::games::tictactoe::{self, TicTacToeRules};

/// What grading asks of a game's rules beyond what the search asks ([`Rules`]). Chess,
/// tic-tac-toe and Connect Four answer it; a fresh copy of the rules (`Clone`) starts each of
/// Klados's searches.
pub(crate) trait GradedRules: Rules<Value = i32, Position: Clone> + Clone {
    /// Returns true if the game is over at `position`: no legal move (a mate, a stalemate), a
    /// line made, a full board.
    fn is_over(&self, position: &Self::Position) -> bool;

    /// Keeps only `m` among `moves`: the search of one root move alone.
    fn keep_only(moves: &mut Self::Moves, m: Self::Move);

    /// Returns true if the side *not* to move at `position` would win by playing `m` there:
    /// what a search that gives the move to the wrong side sees (never, in chess, where a
    /// move is one side's own).
    fn other_side_wins(&self, position: &Self::Position, m: Self::Move) -> bool;
}

impl GradedRules for ChessRules {
    fn is_over(&self, position: &Chess) -> bool {
        position.legal_moves().is_empty()
    }

    fn keep_only(moves: &mut shakmaty::MoveList, m: shakmaty::Move) {
        moves.retain(|other| *other == m);
    }

    fn other_side_wins(&self, _position: &Chess, _m: shakmaty::Move) -> bool {
        false
    }
}

impl GradedRules for TicTacToeRules {
    fn is_over(&self, board: &tictactoe::Board) -> bool {
        board.is_over()
    }

    fn keep_only(moves: &mut SmallMoves<9>, m: u8) {
        keep_only_small(moves, m);
    }

    fn other_side_wins(&self, board: &tictactoe::Board, cell: u8) -> bool {
        let other = board.to_move().other();
        board.play_as(cell, other).winner() == Some(other)
    }
}

impl GradedRules for ConnectFourRules {
    fn is_over(&self, board: &connect4::Board) -> bool {
        board.is_over()
    }

    fn keep_only(moves: &mut SmallMoves<{ connect4::COLUMNS }>, m: u8) {
        keep_only_small(moves, m);
    }

    fn other_side_wins(&self, board: &connect4::Board, column: u8) -> bool {
        let other = board.to_move().other();
        board.has_room(column) && board.play_as(column, other).winner() == Some(other)
    }
}

/// Keeps only `m` among a small game's moves.
fn keep_only_small<const N: usize>(moves: &mut SmallMoves<N>, m: u8) {
    let listed = moves.contains(&m);
    *moves = SmallMoves::default();
    if listed {
        moves.push(m);
    }
}

/// Returns the 16 bits a node stores for `m`: how a move of the search is matched with a
/// move of the student's tree, in any game.
pub(crate) fn packed<R: Rules>(rules: &R, m: R::Move) -> PackedMove {
    rules.node(0, m).packed_move()
}

/// A game's rules and root: what Klados's search of a student's tree starts from, and what
/// the file's own checks play the student's moves with.
pub(crate) struct Game<R: GradedRules> {
    /// The game's rules, fresh: each search starts from a copy.
    pub(crate) rules: R,
    /// The root position.
    pub(crate) root: R::Position,
    /// The game as Klados's tree holds it.
    pub(crate) tree_game: TreeGame,
    /// The deepest search of the game, in plies.
    pub(crate) max_depth: usize,
}

impl Game<ChessRules> {
    /// Chess from `root` (the file's history before the root is not known: no repetition
    /// reaches back past it).
    pub(crate) fn chess(root: &Chess) -> Game<ChessRules> {
        Game {
            rules: ChessRules::new(root, &[]),
            root: root.clone(),
            tree_game: TreeGame::Chess(root.clone()),
            max_depth: MAX_DEPTH,
        }
    }
}

impl Game<TicTacToeRules> {
    /// Tic-tac-toe from the root of `game`, a tree file's game.
    pub(crate) fn tictactoe(game: &Arc<dyn GameDescription>) -> Result<Game<TicTacToeRules>, String> {
        let root = tictactoe::Board::parse(&game.root_text()).map_err(|error| error.to_string())?;
        Ok(Game {
            rules: TicTacToeRules::default(),
            root,
            tree_game: TreeGame::Other(Arc::clone(game)),
            max_depth: game.depth_limit().min(MAX_LEVELS),
        })
    }
}

impl Game<ConnectFourRules> {
    /// Connect Four from the root of `game`, a tree file's game.
    pub(crate) fn connect4(game: &Arc<dyn GameDescription>) -> Result<Game<ConnectFourRules>, String> {
        let root = connect4::Board::parse(&game.root_text()).map_err(|error| error.to_string())?;
        Ok(Game {
            rules: ConnectFourRules::default(),
            root,
            tree_game: TreeGame::Other(Arc::clone(game)),
            max_depth: game.depth_limit().min(MAX_LEVELS),
        })
    }
}

impl<R: GradedRules> Game<R> {
    /// Returns the move of the search that a node of a tree of this game stores as `packed`,
    /// among the moves of `position`.
    pub(crate) fn move_in(&self, position: &R::Position, packed_move: PackedMove) -> Option<R::Move> {
        self.rules
            .moves(position)
            .iter()
            .copied()
            .find(|&m| packed(&self.rules, m) == packed_move)
    }
}

/// What stands in for a move the student's tree leaves out or prunes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StandIn {
    /// The worst its chooser could have: it is never taken and narrows no window (grading).
    Worst,
    /// −∞ everywhere: the search's value is then at most the true one (a value is a minimax of
    /// its leaves, which never falls as a leaf rises).
    Low,
    /// +∞ everywhere: the search's value is then at least the true one.
    High,
}

/// Where the search stands in the student's tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    /// At the root.
    Root,
    /// At one of the student's nodes.
    Node(NodeId),
    /// Off the student's tree: a move it leaves out, or below one.
    Outside,
}

/// A game's rules with the student's move order, mate convention and, optionally, leaf
/// scores.
pub(crate) struct Student<'a, R: GradedRules> {
    /// The rules of the game.
    game: R,
    /// The student's file: its scores, values and statuses.
    file: &'a TreeFile,
    /// The student's tree as node arrays: its moves.
    student: &'a SearchTree,
    /// The student's node at each ply of the line being searched; the root first.
    path: Vec<Spot>,
    /// True to score leaves with the student's scores; false for Klados's evaluation.
    student_evaluation: bool,
    /// The depth searched, in plies.
    depth: usize,
    /// True if quiescence search goes on past the depth.
    quiescence: bool,
    /// Search only this move at the root (to find one move's exact value).
    only: Option<R::Move>,
    /// What stands in for the moves the student's tree does not search.
    stand_in: StandIn,
}

impl<'a, R: GradedRules> Student<'a, R> {
    /// The rules for grading `file` (built into `student`) under `game`, the game's rules
    /// fresh for a search from the root, to `depth` plies (with quiescence beyond if
    /// `quiescence`), scoring leaves with the student's scores when `student_evaluation`.
    pub(crate) fn new(
        game: R,
        file: &'a TreeFile,
        student: &'a SearchTree,
        depth: usize,
        quiescence: bool,
        student_evaluation: bool,
    ) -> Student<'a, R> {
        Student {
            game,
            file,
            student,
            path: vec![Spot::Root],
            student_evaluation,
            depth,
            quiescence,
            only: None,
            stand_in: StandIn::Worst,
        }
    }

    /// Searches only `m` at the root, with `stand_in` for the moves the student's tree does not
    /// search: one move's value, or bounds on it.
    pub(crate) fn only(mut self, m: R::Move, stand_in: StandIn) -> Student<'a, R> {
        self.only = Some(m);
        self.stand_in = stand_in;
        self
    }

    /// Returns the spot the search stands at.
    fn here(&self) -> Spot {
        self.path.last().copied().unwrap_or(Spot::Outside)
    }

    /// Returns the student's moves from a spot, in the student's order.
    fn listed(&self, spot: Spot) -> Vec<NodeId> {
        match spot {
            Spot::Root => self.student.root_children().collect(),
            Spot::Node(id) => self.student.children_of(id).collect(),
            Spot::Outside => Vec::new(),
        }
    }

    /// Returns the student's row of a node.
    fn row(&self, id: NodeId) -> Option<&'a crate::engine::tree_file::FileNode> {
        self.file.levels.get(id.level)?.get(id.index as usize)
    }

    /// Returns the student's node that searched the position of node `id`: the node itself, or,
    /// for a transposition, the node of its level the student's table took it from (the
    /// search follows the student's tree on from there, or takes it from its own table).
    fn searched_at(&self, id: NodeId) -> NodeId {
        match self.row(id) {
            Some(row) if row.status == Status::Transposition => row
                .source
                .map_or(id, |source| NodeId::new(id.level, source as u32)),
            _ => id,
        }
    }

    /// Returns the student's value of `position`, a leaf of its tree: the leaf's score (its
    /// value, without one), or, where the game ends, the value the student gave the end (the
    /// file's own checks see that it is the rules').
    fn leaf_value(&self, id: NodeId, position: &R::Position) -> Option<i32> {
        let row = self.row(id)?;
        let ends = matches!(row.status, Status::Checkmate | Status::Stalemate | Status::Draw)
            || self.game.is_over(position);
        match ends {
            true => row.value,
            false => row.score.or(row.value),
        }
    }

    /// Returns the value of a move `mover` plays that the student's tree leaves out or prunes
    /// (see [`StandIn`]).
    fn stand_in(&self, mover: Backup) -> (Status, i32) {
        let value = match (self.stand_in, mover) {
            (StandIn::Worst, Backup::Max) | (StandIn::Low, _) => -INFINITY,
            (StandIn::Worst, Backup::Min) | (StandIn::High, _) => INFINITY,
        };
        (Status::Searched, value)
    }
}

impl<R: GradedRules> Rules for Student<'_, R> {
    type Position = R::Position;
    type Move = R::Move;
    type Moves = R::Moves;
    type Value = i32;

    fn turn(&self, position: &R::Position) -> Backup {
        self.game.turn(position)
    }

    /// The legal moves, those the student listed first, in the student's order.
    fn moves(&self, position: &R::Position) -> R::Moves {
        let mut moves = self.game.moves(position);
        let here = self.here();
        if here == Spot::Root
            && let Some(only) = self.only
        {
            R::keep_only(&mut moves, only);
        }
        let listed: Vec<PackedMove> = self
            .listed(here)
            .into_iter()
            .filter_map(|id| self.student.get(id).map(Node::packed_move))
            .collect();
        if !listed.is_empty() {
            let place = |m: &R::Move| {
                let packed = packed(&self.game, *m);
                listed
                    .iter()
                    .position(|known| *known == packed)
                    .unwrap_or(usize::MAX)
            };
            moves.sort_by_key(place);
        }
        moves
    }

    fn keep_captures(&self, moves: &mut R::Moves) {
        self.game.keep_captures(moves);
    }

    fn in_check(&self, position: &R::Position) -> bool {
        self.game.in_check(position)
    }

    fn is_quiet(&self, m: R::Move) -> bool {
        self.game.is_quiet(m)
    }

    /// The student's order where the student's tree lists the moves; the game's order
    /// elsewhere (captures first in chess).
    fn order(&self, moves: &mut R::Moves) {
        if self.listed(self.here()).is_empty() {
            self.game.order(moves);
        }
    }

    fn play(&mut self, position: &R::Position, m: R::Move, may_go_on: bool) -> R::Position {
        let packed = packed(&self.game, m);
        let child = self
            .listed(self.here())
            .into_iter()
            .find(|&id| self.student.get(id).map(Node::packed_move) == Some(packed))
            .map_or(Spot::Outside, |id| Spot::Node(self.searched_at(id)));
        self.path.push(child);
        self.game.play(position, m, may_go_on)
    }

    fn leave(&mut self) {
        self.path.pop();
        self.game.leave();
    }

    /// Where the game ends by its rules (a mate or a won game worth what the file says); where
    /// the student's tree does not search the move, a stand-in; where the student's search
    /// stops before Klados's would, the student's value.
    fn end(
        &self,
        position: &R::Position,
        m: R::Move,
        moves: Option<&R::Moves>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)> {
        let here = self.here();
        let row = match here {
            Spot::Node(id) => self.row(id),
            _ => None,
        };
        if self.student_evaluation && row.is_none_or(|row| row.status == Status::Pruned) {
            return Some(self.stand_in(self.game.turn(position).other()));
        }
        if let Some((status, value)) = self.game.end(position, m, moves, plies_from_root) {
            // The side to move has lost: it is checkmated, or the other side made a line.
            let value = match status {
                Status::Checkmate => self
                    .file
                    .mate
                    .value_of(self.game.turn(position).color(), plies_from_root),
                _ => value,
            };
            return Some((status, value));
        }
        let goes_on = plies_from_root < self.depth || self.quiescence;
        if self.student_evaluation
            && goes_on
            && let Spot::Node(id) = here
            && self.student.get(id).is_some_and(|node| node.child_count() == 0)
        {
            return self
                .leaf_value(id, position)
                .map(|value| (Status::Searched, value));
        }
        None
    }

    /// The student's score of the position (its value, for a leaf without one), unless the
    /// grade checks Klados's evaluation.
    fn evaluate(&self, position: &R::Position) -> i32 {
        if self.student_evaluation
            && let Spot::Node(id) = self.here()
            && let Some(value) = self.leaf_value(id, position)
        {
            return value;
        }
        self.game.evaluate(position)
    }

    fn key(&self) -> Option<u64> {
        self.game.key()
    }

    fn node(&self, parent: u32, m: R::Move) -> Node {
        self.game.node(parent, m)
    }
}
