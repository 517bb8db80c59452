//! The rules of a game, as the search needs them.
//!
//! The search in [`crate::engine::search`] knows nothing of chess. It asks a game for the moves
//! of a position, plays one, asks whether the game ends there and, at the horizon, for a static
//! score. [`Rules`] is that list of questions. Chess answers them here ([`ChessRules`], over
//! shakmaty); an abstract tree drawn for a lesson answers them in
//! [`crate::engine::abstract_tree`]. So every technique the search has (alpha-beta, quiescence,
//! the transposition table, iterative deepening) is written once and serves both.

use std::ops::DerefMut;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{
    Bitboard, Chess, Color, EnPassantMode, Move, MoveList, Piece, Position, Role, Square, attacks,
};

use crate::engine::chance::{Probability, SearchValue};
use crate::engine::eval::{MATE, Scored, count_score, piece_value, score_after, scored};
use crate::engine::position;
use crate::engine::tree::{Backup, Node, Status};

/// What the search asks of a game. A game may remember the path from the root to the position
/// being searched (chess does, to see repetitions): [`Rules::play`] goes one ply down it and
/// [`Rules::leave`] comes back.
pub trait Rules {
    /// A position of the game.
    type Position;
    /// A move, as the game generates it.
    type Move: Copy + PartialEq;
    /// A position's moves, which the search may reorder in place.
    type Moves: DerefMut<Target = [Self::Move]> + Default;
    /// The values the search backs up: whole numbers (chess), or exact fractions where chance
    /// nodes average (see [`SearchValue`]).
    type Value: SearchValue;

    /// Returns the side to move, as the side that chooses there: MAX (White in chess, the
    /// first player in tic-tac-toe and Connect Four) or MIN. The search needs no more of a
    /// game's sides than that.
    fn turn(&self, position: &Self::Position) -> Backup;

    /// Returns true where chance, not a player, chooses the next move (a dice roll): the
    /// position's value is then the expectation of its moves' values. Chess never is.
    fn is_chance(&self, _position: &Self::Position) -> bool {
        false
    }

    /// Returns the probability of chance's move `m` from `position`, a chance position. The
    /// probabilities of a chance position's moves add up to exactly 1.
    fn probability(&self, _position: &Self::Position, _m: Self::Move) -> Probability {
        Probability::ONE
    }

    /// Returns every legal move of `position`, in the game's own order.
    fn moves(&self, position: &Self::Position) -> Self::Moves;

    /// Keeps only the moves that change the material among `moves`, captures and promotions:
    /// what quiescence search tries in a position where the side to move is not in check.
    fn keep_captures(&self, moves: &mut Self::Moves);

    /// Returns true if the side to move is in check: it must answer that, so it may not stand
    /// pat, and a position at the horizon in check is looked at for a mate.
    fn in_check(&self, position: &Self::Position) -> bool;

    /// Puts the moves most likely to be best first: move ordering.
    fn order(&self, moves: &mut Self::Moves);

    /// Returns true if `m` changes no material: no capture, no promotion. Only quiet moves are
    /// kept as killer moves and scored by the history heuristic, since move ordering already
    /// tries the others first. A game without captures has only quiet moves.
    fn is_quiet(&self, _m: Self::Move) -> bool {
        true
    }

    /// Returns a number naming `m` wherever it is played, the number its node stores (chess:
    /// its squares and promotion; another game: its move code): what the history heuristic
    /// keeps its scores by.
    fn move_code(&self, m: Self::Move) -> u16 {
        self.node(0, m).packed_move().bits()
    }

    /// Null-move pruning: plays a pass from `position` (the other side moves next, nothing else
    /// changes) and remembers it on the path like [`Rules::play`] (leave it with
    /// [`Rules::leave`]). `None` where a pass is no fair test of the position: the side to move
    /// is in check (a pass would leave its king to be taken), or the game has no passes to
    /// offer. Chess also refuses where the side to move has only its king and pawns, the
    /// endings where zugzwang (being obliged to move is a loss) is common.
    fn pass(&mut self, _position: &Self::Position) -> Option<Self::Position> {
        None
    }

    /// How far on either side of its guess an aspiration window first reaches: in chess 50
    /// centipawns, half a pawn; a game whose scores are small counts (open lines) says less.
    fn aspiration_delta(&self) -> i32 {
        50
    }

    /// Plays `m` from `position` and returns the position it leads to, remembering it on the
    /// path. `may_go_on` says the search may look at the position's own moves, or look it up in
    /// the transposition table; then the game remembers enough to recognise it again.
    fn play(&mut self, position: &Self::Position, m: Self::Move, may_go_on: bool) -> Self::Position;

    /// Forgets the position [`Rules::play`] remembered last.
    fn leave(&mut self);

    /// Returns how the game ends at `position`, just reached by `m` at `plies_from_root`: its
    /// status and value; `None` if it goes on. `moves` are its legal moves when the search has
    /// them (a position without any is over).
    fn end(
        &self,
        position: &Self::Position,
        m: Self::Move,
        moves: Option<&Self::Moves>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)>;

    /// Returns the static score of a position that goes on (centipawns, White's view).
    fn evaluate(&self, position: &Self::Position) -> i32;

    /// Returns the static score of `position`, the position [`Rules::play`] reached last. A game
    /// may keep it up to date as it plays, which costs less than evaluating afresh (chess does:
    /// see [`score_after`](crate::engine::eval::score_after)).
    fn evaluate_played(&self, position: &Self::Position) -> i32 {
        self.evaluate(position)
    }

    /// Judges the position `m` leads to from `position` as a leaf of the search,
    /// `plies_from_root` half-moves from the root, where the search looks no further: how the
    /// game ends there, as [`Rules::end`] says, or else its static score. A game may do it
    /// without playing the move out in full, which costs less (chess does, for a quiet move that
    /// gives no check: see [`ChessRules`]). `None`: the search plays the move out and asks.
    fn judge_leaf(
        &self,
        _position: &Self::Position,
        _m: Self::Move,
        _plies_from_root: usize,
    ) -> Option<Leaf> {
        None
    }

    /// Returns the key that names the position [`Rules::play`] reached last, for the
    /// transposition table; `None` if the game cannot name it (it was not remembered).
    fn key(&self) -> Option<u64>;

    /// Returns the row stored for move `m`, a child of row `parent` of the level above, before
    /// it is searched.
    fn node(&self, parent: u32, m: Self::Move) -> Node;
}

/// What [`Rules::judge_leaf`] says of a leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// The game ends there: the node's status (mate, stalemate or a draw) and its value.
    Ends(Status, i32),
    /// The game goes on: the position's static score.
    Scored(i32),
}

/// The rules of chess, as shakmaty plays them, with the path of positions from the game's
/// start: a threefold repetition inside the tree is a draw.
///
/// Most of a tree's nodes are leaves, and most leaves are reached by a quiet move. Such a leaf
/// [`Rules::judge_leaf`] judges from the position before the move, without playing it out
/// (the board, castling rights, en passant, the move counters): the static score changes only
/// by the moved piece's two squares, and a check can be seen from the squares it left and
/// reached. A check, a capture or a promotion is played out, since the leaf may then be a mate
/// or a draw by material.
#[derive(Clone)]
pub struct ChessRules {
    /// The hashes of the game's positions before the root, the root, then the remembered
    /// positions on the current path: a stack that grows by one as the search goes down a ply.
    hashes: Vec<u64>,
    /// For every [`Rules::play`] not yet left: whether it pushed a hash. Only positions that can
    /// still repeat need one.
    pushed: Vec<bool>,
    /// The static scores of the root and of the positions on the current path, each found from
    /// the one before it ([`score_after`]).
    scores: Vec<Scored>,
}

impl ChessRules {
    /// Rules for a search from `root`, whose game went through the positions with `history`'s
    /// hashes since the last capture or pawn move (a game keeps them: its repetition history).
    pub fn new(root: &Chess, history: &[u64]) -> ChessRules {
        let mut hashes = history.to_vec();
        hashes.push(position::position_hash(root));
        ChessRules {
            hashes,
            pushed: Vec::new(),
            scores: vec![scored(root.board())],
        }
    }

    /// Returns true if `child`, just reached by `m`, is drawn by rule: insufficient material,
    /// the fifty-move rule, or a threefold repetition counting the game's history.
    fn is_draw_by_rule(&self, child: &Chess, m: Move) -> bool {
        // Material only changes by captures and promotions, so only they can leave too little
        // to mate (a pawn promoted to a lone knight or bishop, say).
        if (m.is_capture() || m.is_promotion()) && child.is_insufficient_material() {
            return true;
        }
        if child.halfmoves() >= 100 {
            return true;
        }
        if !self.pushed.last().copied().unwrap_or(false) || child.halfmoves() < 4 {
            return false;
        }
        let Some((&hash, earlier)) = self.hashes.split_last() else {
            return false;
        };
        let since_last_irreversible = &earlier[earlier.len().saturating_sub(child.halfmoves() as usize)..];
        position::is_third_occurrence(hash, since_last_irreversible)
    }
}

impl Rules for ChessRules {
    type Position = Chess;
    type Move = Move;
    type Moves = MoveList;
    type Value = i32;

    fn turn(&self, position: &Chess) -> Backup {
        Backup::of_mover(position.turn())
    }

    #[inline]
    fn moves(&self, position: &Chess) -> MoveList {
        position.legal_moves()
    }

    fn keep_captures(&self, moves: &mut MoveList) {
        // A pawn about to become a queen is no more quiet than a piece about to be taken.
        moves.retain(|m| m.is_capture() || m.is_promotion());
    }

    #[inline]
    fn in_check(&self, position: &Chess) -> bool {
        position.is_check()
    }

    fn order(&self, moves: &mut MoveList) {
        order_captures_first(moves);
    }

    fn is_quiet(&self, m: Move) -> bool {
        !m.is_capture() && !m.is_promotion()
    }

    #[inline(always)]
    fn play(&mut self, position: &Chess, m: Move, may_go_on: bool) -> Chess {
        let mut child = position.clone();
        child.play_unchecked(m);
        // Only positions that can still repeat need a hash: those the search goes on from,
        // whose descendants may come back to them, and any after four reversible half-moves.
        let needs_hash = may_go_on || child.halfmoves() >= 4;
        if needs_hash {
            let parent_hash = self.hashes.last().copied().unwrap_or_default();
            let hash = position
                .update_zobrist_hash(Zobrist64(parent_hash), m, EnPassantMode::Legal)
                .map_or_else(|| position::position_hash(&child), |hash| hash.0);
            self.hashes.push(hash);
        }
        self.pushed.push(needs_hash);
        let score = match self.scores.last() {
            Some(&before) => score_after(before, position.turn(), m, child.board()),
            None => None,
        }
        .unwrap_or_else(|| scored(child.board()));
        self.scores.push(score);
        child
    }

    fn pass(&mut self, position: &Chess) -> Option<Chess> {
        let board = position.board();
        let pieces = board.by_color(position.turn()) & !board.pawns() & !board.kings();
        if position.is_check() || pieces.is_empty() {
            return None;
        }
        let score = *self.scores.last()?;
        let passed = position.clone().swap_turn().ok()?;
        self.hashes.push(position::position_hash(&passed));
        self.pushed.push(true);
        self.scores.push(score);
        Some(passed)
    }

    #[inline]
    fn leave(&mut self) {
        if self.pushed.pop() == Some(true) {
            self.hashes.pop();
        }
        self.scores.pop();
    }

    #[inline]
    fn end(
        &self,
        child: &Chess,
        m: Move,
        moves: Option<&MoveList>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)> {
        if moves.is_some_and(|moves| moves.is_empty()) {
            return Some(if child.is_check() {
                // Checkmate: the nearer the mate, the bigger the score, so the winner takes the
                // shortest mate and the loser puts it off as long as it can.
                (Status::Checkmate, mated_score(child.turn(), plies_from_root))
            } else {
                (Status::Stalemate, 0)
            });
        }
        self.is_draw_by_rule(child, m).then_some((Status::Draw, 0))
    }

    fn evaluate(&self, position: &Chess) -> i32 {
        count_score(position)
    }

    #[inline(always)]
    fn evaluate_played(&self, position: &Chess) -> i32 {
        match self.scores.last() {
            Some(played) if self.scores.len() > 1 => {
                debug_assert_eq!(
                    played.score,
                    count_score(position),
                    "{}",
                    position::fen_of(position)
                );
                played.score
            }
            _ => count_score(position),
        }
    }

    #[inline(always)]
    fn judge_leaf(&self, position: &Chess, m: Move, _plies_from_root: usize) -> Option<Leaf> {
        let Move::Normal {
            role,
            capture: None,
            promotion: None,
            ..
        } = m
        else {
            return None;
        };
        if gives_check(position, m) {
            return None; // perhaps a mate: the search plays it out
        }
        let mover = position.turn();
        // The draws by rule, as `is_draw_by_rule` finds them: without a capture, only the
        // fifty-move rule and a repetition.
        let halfmoves = if role == Role::Pawn {
            0
        } else {
            position.halfmoves() + 1
        };
        if halfmoves >= 100 {
            return Some(Leaf::Ends(Status::Draw, 0));
        }
        if halfmoves >= 4 {
            let parent_hash = *self.hashes.last()?;
            let hash = position.update_zobrist_hash(Zobrist64(parent_hash), m, EnPassantMode::Legal)?;
            let since_last_irreversible =
                &self.hashes[self.hashes.len().saturating_sub(halfmoves as usize)..];
            if position::is_third_occurrence(hash.0, since_last_irreversible) {
                return Some(Leaf::Ends(Status::Draw, 0));
            }
        }
        let before = *self.scores.last()?;
        Some(Leaf::Scored(
            score_after(before, mover, m, position.board())?.score,
        ))
    }

    fn key(&self) -> Option<u64> {
        if self.pushed.last().copied().unwrap_or(false) {
            self.hashes.last().copied()
        } else {
            None
        }
    }

    fn node(&self, parent: u32, m: Move) -> Node {
        Node::not_yet_searched(parent, m)
    }
}

/// Returns true if `m`, legal in `before`, gives check, found without playing it: the king was
/// not in check before (the mover was to move), so after the move it is attacked by the piece
/// that moved, from its new square, or by one that stood still, along the line through the
/// square the move left (a discovered check, looked for only when the king is on that line). En passant, which empties a third square, and
/// castling, which moves the rook, are played out.
#[inline(always)]
pub fn gives_check(before: &Chess, m: Move) -> bool {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = m
    else {
        let mut after = before.clone();
        after.play_unchecked(m);
        return after.is_check();
    };
    let mover = before.turn();
    let board = before.board();
    let Some(their_king) = board.king_of(!mover) else {
        return false;
    };
    let occupied = board.occupied().without(from).with(to);
    let by_the_piece = attacks_of(promotion.unwrap_or(role).of(mover), to, occupied).contains(their_king);
    let by_the_others = attacks::ray(their_king, from).any()
        && board.attacks_to(their_king, mover, occupied).without(from).any();
    by_the_piece || by_the_others
}

/// The squares `piece` on `square` attacks, with `occupied` in the way: shakmaty's
/// `attacks::attacks`, written out here so that the compiler puts it inline (it is asked at
/// every leaf).
#[inline(always)]
fn attacks_of(piece: Piece, square: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => attacks::pawn_attacks(piece.color, square),
        Role::Knight => attacks::knight_attacks(square),
        Role::Bishop => attacks::bishop_attacks(square, occupied),
        Role::Rook => attacks::rook_attacks(square, occupied),
        Role::Queen => attacks::queen_attacks(square, occupied),
        Role::King => attacks::king_attacks(square),
    }
}

/// The value of a position where `mated` is checkmated, `plies_from_root` half-moves from the
/// root: `MATE - plies` for the winner. Positive when White gives mate, negative when Black does.
pub fn mated_score(mated: Color, plies_from_root: usize) -> i32 {
    let score = MATE - plies_from_root as i32;
    match mated {
        Color::White => -score,
        Color::Black => score,
    }
}

/// Move ordering for alpha-beta: captures first, the most valuable victim first and, among equal
/// victims, the least valuable attacker first (MVV-LVA: "a pawn taking a queen" before "a queen
/// taking a pawn"). Other moves keep their generation order; the sort is stable, so the order is
/// deterministic.
pub fn order_captures_first(moves: &mut MoveList) {
    moves.sort_by_key(|m| match m.capture() {
        Some(victim) => (0, -piece_value(victim), piece_value(m.role())),
        None => (1, 0, 0),
    });
}

#[cfg(test)]
mod tests;
