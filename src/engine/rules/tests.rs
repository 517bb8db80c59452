//! Chess judges a leaf without playing the move out ([`Rules::judge_leaf`]): the trees must be
//! the ones the search makes when every leaf is played out.

use shakmaty::{Chess, Move, MoveList, Position};

use super::{ChessRules, Leaf, Rules};
use crate::engine::fen::parse_fen;
use crate::engine::position::position_hash;
use crate::engine::random::random_game_positions;
use crate::engine::search::{Found, search_with};
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings};
use crate::engine::tree::{Backup, Node, Status};

/// Chess with every leaf played out: [`ChessRules`] without its `judge_leaf`.
struct PlayedOut(ChessRules);

impl Rules for PlayedOut {
    type Position = Chess;
    type Move = Move;
    type Moves = MoveList;
    type Value = i32;

    fn turn(&self, position: &Chess) -> Backup {
        self.0.turn(position)
    }
    fn moves(&self, position: &Chess) -> MoveList {
        self.0.moves(position)
    }
    fn keep_captures(&self, moves: &mut MoveList) {
        self.0.keep_captures(moves);
    }
    fn in_check(&self, position: &Chess) -> bool {
        self.0.in_check(position)
    }
    fn order(&self, moves: &mut MoveList) {
        self.0.order(moves);
    }
    fn play(&mut self, position: &Chess, m: Move, may_go_on: bool) -> Chess {
        self.0.play(position, m, may_go_on)
    }
    fn leave(&mut self) {
        self.0.leave();
    }
    fn end(
        &self,
        position: &Chess,
        m: Move,
        moves: Option<&MoveList>,
        plies: usize,
    ) -> Option<(Status, i32)> {
        self.0.end(position, m, moves, plies)
    }
    fn evaluate(&self, position: &Chess) -> i32 {
        self.0.evaluate(position)
    }
    fn key(&self) -> Option<u64> {
        self.0.key()
    }
    fn node(&self, parent: u32, m: Move) -> Node {
        self.0.node(parent, m)
    }
}

/// Searches `root` both ways and checks the trees are equal; returns how many leaves were drawn.
fn both_ways(root: &Chess, history: &[u64], depth: usize, algorithm: Algorithm) -> usize {
    let settings = SearchSettings::new(depth, algorithm);
    let control = SearchControl::new();
    let judged: Found =
        search_with(ChessRules::new(root, history), root, &settings, &control, &[], 0).unwrap();
    let played: Found = search_with(
        PlayedOut(ChessRules::new(root, history)),
        root,
        &settings,
        &control,
        &[],
        0,
    )
    .unwrap();
    let fen = crate::engine::position::fen_of(root);
    for (level, (judged, played)) in judged.levels.iter().zip(&played.levels).enumerate() {
        let first_difference = judged
            .nodes
            .iter()
            .zip(played.nodes.iter())
            .position(|(a, b)| a != b);
        assert_eq!(first_difference, None, "{fen} depth {depth}: level {level}");
        assert_eq!(
            judged.nodes.len(),
            played.nodes.len(),
            "{fen} depth {depth}: level {level}"
        );
    }
    assert_eq!(judged.levels.len(), played.levels.len(), "{fen}");
    assert_eq!(
        (judged.root_value, judged.best),
        (played.root_value, played.best),
        "{fen}"
    );
    judged
        .levels
        .iter()
        .flat_map(|level| level.nodes.iter())
        .filter(|node| node.status() == Status::Draw)
        .count()
}

#[test]
fn a_leaf_judged_is_a_leaf_played_out() {
    // Positions from random games: quiet moves, checks, captures, promotions and castling.
    let positions = random_game_positions(5, 30, 40);
    let mut roots = 0;
    for (at, position) in positions.iter().enumerate().filter(|(at, _)| at % 8 == 3) {
        if position.legal_moves().is_empty() {
            continue;
        }
        let algorithm = [Algorithm::Minimax, Algorithm::AlphaBeta][at % 16 / 8];
        both_ways(position, &[], 2, algorithm);
        roots += 1;
    }
    assert!(roots > 100, "{roots}");
}

#[test]
fn draws_by_rule_at_the_leaves_are_seen_without_playing_out() {
    // The fifty-move rule: after 98 half-moves without a capture or a pawn move, every leaf two
    // plies on reached by a piece's move is a draw (the rook's are judged, the king's played out).
    let fifty = parse_fen("r3k3/4p3/8/8/8/8/4P3/R3K3 w - - 98 80").unwrap();
    let draws = both_ways(&fifty, &[], 2, Algorithm::Minimax);
    assert!(draws > 30, "{draws}");

    // A repetition: the knights went out and back (1. Nf3 Nf6 2. Ng1 Ng8), so going out and
    // back again reaches the start a third time.
    let mut game = vec![Chess::default()];
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        let m = crate::engine::position::parse_move(game.last().unwrap(), uci).unwrap();
        let mut next = game.last().unwrap().clone();
        next.play_unchecked(m);
        game.push(next);
    }
    let root = game.pop().unwrap();
    let history: Vec<u64> = game.iter().map(position_hash).collect();
    assert!(both_ways(&root, &history, 4, Algorithm::Minimax) > 0);
}

#[test]
fn a_check_is_seen_without_playing_the_move() {
    // Every legal move of positions from random games: direct and discovered checks, checks by
    // promotion, en passant and castling.
    let (mut checks, mut moves_seen) = (0, 0);
    for position in random_game_positions(9, 60, 100) {
        for m in position.legal_moves() {
            let mut after = position.clone();
            after.play_unchecked(m);
            let fen = crate::engine::position::fen_of(&position);
            assert_eq!(super::gives_check(&position, m), after.is_check(), "{m} in {fen}");
            checks += usize::from(after.is_check());
            moves_seen += 1;
        }
    }
    assert!(checks > 1000 && moves_seen > 50_000, "{checks} of {moves_seen}");
}

#[test]
fn only_quiet_moves_without_check_are_judged() {
    let rules = ChessRules::new(&Chess::default(), &[]);
    let start = Chess::default();
    let e4 = crate::engine::position::parse_move(&start, "e2e4").unwrap();
    assert_eq!(rules.judge_leaf(&start, e4, 1), Some(Leaf::Scored(10)));
    // Scholar's mate: Qxf7 is a capture and a mate, so it is played out.
    let before_mate =
        parse_fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4").unwrap();
    let qxf7 = crate::engine::position::parse_move(&before_mate, "h5f7").unwrap();
    assert_eq!(rules.judge_leaf(&before_mate, qxf7, 1), None);
    // A quiet check is played out too (it might be a mate).
    let check = parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    let ra8 = crate::engine::position::parse_move(&check, "a1a8").unwrap();
    assert_eq!(rules.judge_leaf(&check, ra8, 1), None);
}
