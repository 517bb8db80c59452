//! A student's chess search, written as `docs/recipes/chess_alphabeta.py` writes it (material
//! only, the moves listed as pruned before the first is searched), recording its search as
//! klados-tree/1, with the mistakes of issue 41 planted in it one switch at a time. The grade
//! tests feed its trees to `klados grade`. (Each test file compiles this module on its own.)

#![allow(dead_code)]

use serde_json::{Value, json};
use shakmaty::fen::Fen;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position, Role};

/// The Italian position the cases start from (White to move).
pub const ITALIAN: &str = "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7";
/// Scholar's mate to come: 4. Qxf7#.
pub const SCHOLAR: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
/// The starting position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How the student's search orders the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// As generated.
    Generated,
    /// Captures first, in the order generated (a stable sort).
    CapturesFirst,
    /// The most valuable victim first, then the least valuable attacker, a knight worth a
    /// bishop (textbook MVV-LVA).
    MvvLva,
}

/// The student's search and the mistakes in it.
#[derive(Clone, Copy, Debug)]
pub struct Student {
    /// `minimax`, `alphabeta` or `ordered`.
    pub algorithm: &'static str,
    /// Plies.
    pub depth: usize,
    /// The classic bug: a leaf scored from the side to move's point of view.
    pub side_to_move_leaves: bool,
    /// The cutoff tests `alpha > beta`.
    pub cuts_past_equal: bool,
    /// MIN never lowers β.
    pub min_keeps_beta: bool,
    /// Returns α or β where the value falls outside the window (textbook fail-hard).
    pub fail_hard: bool,
    /// The order of the moves.
    pub order: Order,
    /// A mate's value and whether the plies are taken off it.
    pub mate: (i32, bool),
    /// Whether a position at the fifty-move rule is a draw.
    pub fifty_move_rule: bool,
    /// The best move is the last one as good as the best, not the first.
    pub last_of_ties: bool,
}

impl Student {
    /// A right alpha-beta to `depth`.
    pub fn alphabeta(depth: usize) -> Student {
        Student {
            algorithm: "alphabeta",
            depth,
            side_to_move_leaves: false,
            cuts_past_equal: false,
            min_keeps_beta: false,
            fail_hard: false,
            order: Order::Generated,
            mate: (30_000, true),
            fifty_move_rule: true,
            last_of_ties: false,
        }
    }

    /// A right minimax to `depth`.
    pub fn minimax(depth: usize) -> Student {
        Student {
            algorithm: "minimax",
            ..Student::alphabeta(depth)
        }
    }

    /// Searches `fen` and returns the tree the student's program writes.
    pub fn record(&self, fen: &str) -> Value {
        let setup: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        let board: Chess = setup
            .into_position(CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut search = Search {
            student: *self,
            levels: vec![Vec::new(); self.depth],
            path: vec![hash(&board)],
        };
        let (value, _) = search.search(&board, 0, 0, -1_000_000_000, 1_000_000_000);
        let searched: Vec<&Value> = search.levels[0]
            .iter()
            .filter(|row| row["status"] != "pruned")
            .collect();
        let mut ties = searched.iter().filter(|row| row["value"] == value);
        let best = match self.last_of_ties {
            true => ties.next_back(),
            false => ties.next(),
        }
        .map(|row| row["uci"].clone())
        .unwrap_or_default();
        let levels: Vec<Value> = search
            .levels
            .into_iter()
            .enumerate()
            .map(|(level, nodes)| json!({ "level": level, "nodes": nodes }))
            .collect();
        json!({
            "format": "klados-tree/1",
            "fen": fen,
            "depth": self.depth,
            "algorithm": self.algorithm,
            "levels": levels,
            "best": { "uci": best, "value": value },
        })
    }
}

/// A search under way.
struct Search {
    student: Student,
    levels: Vec<Vec<Value>>,
    /// The hashes of the positions from the root to here.
    path: Vec<u64>,
}

fn hash(board: &Chess) -> u64 {
    board.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// Material, from White's point of view.
fn evaluate(board: &Chess) -> i32 {
    let value = |role: Role| match role {
        Role::Pawn => 100,
        Role::Knight | Role::Bishop => 300,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    };
    board
        .board()
        .iter()
        .map(|(_, piece)| match piece.color {
            Color::White => value(piece.role),
            Color::Black => -value(piece.role),
        })
        .sum()
}

impl Search {
    /// The recipe's `alphabeta`: returns the value and the status.
    fn search(
        &mut self,
        board: &Chess,
        level: usize,
        parent: usize,
        alpha: i32,
        beta: i32,
    ) -> (i32, &'static str) {
        let student = self.student;
        let moves = board.legal_moves();
        if moves.is_empty() && board.is_check() {
            let size = match student.mate.1 {
                true => student.mate.0 - level as i32,
                false => student.mate.0,
            };
            return (
                if board.turn() == Color::White { -size } else { size },
                "checkmate",
            );
        }
        if moves.is_empty() {
            return (0, "stalemate");
        }
        let repeated = self
            .path
            .iter()
            .filter(|&&h| Some(&h) == self.path.last())
            .count()
            >= 3;
        if board.is_insufficient_material()
            || (student.fifty_move_rule && board.halfmoves() >= 100)
            || repeated
        {
            return (0, "draw");
        }
        if level == student.depth {
            let score = evaluate(board);
            let flip = student.side_to_move_leaves && board.turn() == Color::Black;
            return (if flip { -score } else { score }, "searched");
        }
        let mut moves: Vec<Move> = moves.into_iter().collect();
        match student.order {
            Order::Generated => {}
            Order::CapturesFirst => moves.sort_by_key(|m| !m.is_capture()),
            Order::MvvLva => moves.sort_by_key(|m| match m.is_capture() {
                true => (
                    0,
                    -m.capture().map_or(0, victim_value_of),
                    if m.role() == Role::King {
                        1000
                    } else {
                        victim_value_of(m.role())
                    },
                ),
                false => (1, 0, 0),
            }),
        }
        let first = self.levels[level].len();
        for m in &moves {
            let n = self.levels[level].len() + 1;
            self.levels[level].push(json!({
                "n": n, "parent": parent, "uci": m.to_uci(CastlingMode::Standard).to_string(),
                "score": null, "value": null, "status": "pruned",
            }));
        }
        let maximizing = board.turn() == Color::White;
        let mut best = if maximizing { -1_000_000_000 } else { 1_000_000_000 };
        let (mut a, mut b) = (alpha, beta);
        for (offset, m) in moves.iter().enumerate() {
            let mut after = board.clone();
            after.play_unchecked(*m);
            self.path.push(hash(&after));
            let index = first + offset;
            let n = index + 1;
            self.levels[level][index]["score"] = json!(evaluate(&after));
            let (value, status) = self.search(&after, level + 1, n, a, b);
            self.path.pop();
            self.levels[level][index]["value"] = json!(value);
            self.levels[level][index]["status"] = json!(status);
            if maximizing {
                best = best.max(value);
                a = a.max(value);
            } else {
                best = best.min(value);
                if !student.min_keeps_beta {
                    b = b.min(value);
                }
            }
            let cut = match student.cuts_past_equal {
                true => a > b,
                false => a >= b,
            };
            if student.algorithm != "minimax" && cut {
                break;
            }
        }
        if student.fail_hard && student.algorithm != "minimax" {
            best = best.clamp(alpha, beta);
        }
        (best, "searched")
    }
}

/// A piece's value in MVV-LVA: the king last as an attacker.
fn victim_value_of(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight | Role::Bishop => 300,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 1000,
    }
}

/// Removes the row reached by the moves `line` (UCI) from the tree, numbering the rows of its
/// level again and their children's parents.
pub fn drop_row(tree: &mut Value, line: &[&str]) {
    let mut parent = 0;
    let mut at = (0, 0);
    for (level, uci) in line.iter().enumerate() {
        let nodes = tree["levels"][level]["nodes"]
            .as_array()
            .unwrap_or_else(|| panic!("no level {level}"));
        let index = nodes
            .iter()
            .position(|row| row["parent"] == parent && row["uci"] == *uci)
            .unwrap_or_else(|| panic!("no {uci} at level {level}"));
        parent = index + 1;
        at = (level, index);
    }
    let (level, index) = at;
    let nodes = tree["levels"][level]["nodes"]
        .as_array_mut()
        .unwrap_or_else(|| panic!("no level {level}"));
    nodes.remove(index);
    for (number, row) in nodes.iter_mut().enumerate() {
        row["n"] = json!(number + 1);
    }
    let below = tree["levels"]
        .get_mut(level + 1)
        .and_then(|below| below.get_mut("nodes"))
        .and_then(Value::as_array_mut);
    if let Some(below) = below {
        for row in below {
            let parent = row["parent"].as_u64().unwrap_or_default() as usize;
            assert_ne!(parent, index + 1, "drop a leaf, not a node with children");
            if parent > index + 1 {
                row["parent"] = json!(parent - 1);
            }
        }
    }
}
