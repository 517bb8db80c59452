//! The evaluation ("CountScore", as Huo Chess calls it): how good a position looks without searching.
//!
//! Scores are **centipawns from White's point of view**: +100 means White is a pawn better,
//! −250 means Black is two and a half pawns better. The score is a sum of a few named terms,
//! each worked out for White and for Black and subtracted, so the user interface can show any
//! position's score term by term ([`explain`]) and the search can add it up quickly
//! ([`count_score`]) at every one of millions of nodes. Both read the same table, [`TERMS`].
//!
//! Every term looks at the board "from its own side": Black's pieces are mirrored top to bottom
//! first, so one rule ("a pawn on the fourth rank") serves both colours.

use shakmaty::attacks::king_attacks;
use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Rank, Role, Square};

/// The score of being checkmated, in centipawns. A mate found `p` plies from the root scores
/// `MATE - p` for the winner (so a quicker mate is preferred), which is always beyond
/// `MATE - 1000`; no material count comes near it.
pub const MATE: i32 = 30_000;

/// Every score beyond this in absolute value is a mate score.
pub const MATE_THRESHOLD: i32 = MATE - 1000;

/// What each piece is worth, in centipawns. The bishop is worth a little more than the knight
/// because it reaches both wings at once; the king is priceless and never counted.
pub fn piece_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 300,
        Role::Bishop => 310,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// Whether the game is still in its opening and middlegame or already in its endgame; some
/// terms only make sense in one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Queens on the board or plenty of pieces: development and king shelter matter.
    Middlegame,
    /// Few pieces left: the king can come out and pawns race to promote.
    Endgame,
}

/// One named part of the evaluation.
pub struct Term {
    /// A short name for the table in the user interface ("Material").
    pub name: &'static str,
    /// One sentence saying why the term exists.
    pub why: &'static str,
    /// The id of its name in the window's catalogues (assets/i18n).
    pub message: &'static str,
    /// The id of its sentence in the window's catalogues.
    pub hint: &'static str,
    /// Computes the term's centipawns for one side.
    pub for_side: fn(&Board, Color, Phase) -> i32,
}

/// The evaluation's terms, in the order they are shown.
pub const TERMS: [Term; 5] = [
    Term {
        name: "Material",
        why: "Pieces win games: pawn 100, knight 300, bishop 310, rook 500, queen 900.",
        message: "evaluation-term-material",
        hint: "evaluation-term-material-why",
        for_side: material,
    },
    Term {
        name: "Centre pawns",
        why: "Pawns on d4, e4, d5 and e5 control the squares where pieces are strongest.",
        message: "evaluation-term-centre-pawns",
        hint: "evaluation-term-centre-pawns-why",
        for_side: centre_pawns,
    },
    Term {
        name: "Development",
        why: "Knights and bishops belong off the back rank, and knights belong near the centre.",
        message: "evaluation-term-development",
        hint: "evaluation-term-development-why",
        for_side: development,
    },
    Term {
        name: "King shelter",
        why: "Before the endgame, pawns in front of the king keep attackers away.",
        message: "evaluation-term-king-shelter",
        hint: "evaluation-term-king-shelter-why",
        for_side: king_shelter,
    },
    Term {
        name: "Pawn advance",
        why: "In the endgame every step a pawn takes brings it closer to becoming a queen.",
        message: "evaluation-term-pawn-advance",
        hint: "evaluation-term-pawn-advance-why",
        for_side: endgame_pawn_advance,
    },
];

/// One term of a position's evaluation, worked out for both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TermScore {
    /// The term's name, from [`TERMS`].
    pub name: &'static str,
    /// Why the term exists, from [`TERMS`].
    pub why: &'static str,
    /// The id of its name in the window's catalogues, from [`TERMS`].
    pub message: &'static str,
    /// The id of its sentence in the window's catalogues, from [`TERMS`].
    pub hint: &'static str,
    /// White's centipawns for this term.
    pub white: i32,
    /// Black's centipawns for this term.
    pub black: i32,
}

impl TermScore {
    /// Returns the term's contribution to the score: White's centipawns minus Black's.
    pub fn net(&self) -> i32 {
        self.white - self.black
    }
}

/// Counts a position's score in centipawns from White's point of view: every term of [`TERMS`]
/// for White minus the same for Black, the sum [`explain`] shows term by term.
///
/// This runs at every one of millions of nodes, so it adds the terms up directly instead of
/// going through the table: each side's pieces are counted once, for the phase and the material
/// together, and a term that does not apply in the phase is not worked out at all. A test
/// checks it against [`explain`] on thousands of positions. (The search counts even less: see
/// [`score_after`].)
///
/// ```
/// use klados::engine::eval::count_score;
/// assert_eq!(count_score(&shakmaty::Chess::default()), 0); // the start is symmetrical
/// ```
#[inline]
pub fn count_score(position: &Chess) -> i32 {
    scored(position.board()).score
}

/// A static score with the phase it was counted in: what [`score_after`] needs to score the
/// next position from this one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The score, as [`count_score`] counts it.
    pub score: i32,
    /// The phase the terms were counted in.
    pub phase: Phase,
}

/// Counts the score of the position on `board`, as [`count_score`] does, with its phase.
pub fn scored(board: &Board) -> Scored {
    let white = Army::of(board, Color::White);
    let black = Army::of(board, Color::Black);
    let phase = decide_phase(board, &white, &black);
    Scored {
        score: white.score(board, Color::White, phase) - black.score(board, Color::Black, phase),
        phase,
    }
}

/// Returns the score of the position `mover`'s quiet move `m` leads to from a position scored
/// `before`: the number [`count_score`] gives, found with less work; `None` if `m` is not
/// quiet, and the position must be counted afresh ([`scored`]). `board` is the board before
/// the move or after it: what the score looks at besides the moved piece is the same on both.
///
/// A quiet move (no capture, no promotion, no castling) leaves the material and therefore the
/// phase as they were, and moves one piece. Every term counts pieces on squares, so the score
/// changes only by what the piece counted on its old square and counts on its new one. A rook or
/// a queen counts nowhere: its quiet moves leave the score alone. The king's move changes which
/// pawns shelter it, so its shelter is counted on both squares. Any other move is counted
/// afresh. A test checks that the two ways agree after every move of thousands of positions.
#[inline(always)]
pub fn score_after(before: Scored, mover: Color, m: Move, board: &Board) -> Option<Scored> {
    let Move::Normal {
        role,
        from,
        capture: None,
        to,
        promotion: None,
    } = m
    else {
        return None;
    };
    let phase = before.phase;
    let (from, to) = (seen_from(mover, from), seen_from(mover, to));
    let placements = &PLACEMENTS[phase as usize][role as usize - 1];
    let mut gain = placements[to as usize] - placements[from as usize];
    if phase == Phase::Middlegame {
        gain += match role {
            Role::King => {
                let pawns = own(board, mover, Role::Pawn);
                shelter(to, pawns) - shelter(from, pawns)
            }
            // A pawn stepping into or out of its king's shelter.
            Role::Pawn => match board.king_of(mover) {
                Some(king) => {
                    let squares = shelter_squares(seen_from(mover, king));
                    10 * (i32::from(squares.contains(to)) - i32::from(squares.contains(from)))
                }
                None => 0,
            },
            _ => 0,
        };
    }
    let score = match mover {
        Color::White => before.score + gain,
        Color::Black => before.score - gain,
    };
    Some(Scored { score, phase })
}

/// [`placement`] for every phase, role and square, worked out before the program runs: the
/// search asks for it millions of times.
static PLACEMENTS: [[[i32; 64]; 6]; 2] = {
    let mut table = [[[0; 64]; 6]; 2];
    let mut square = 0;
    while square < 64 {
        let mut role = 0;
        while role < 6 {
            let on = Square::new(square as u32);
            table[0][role][square] = placement(Role::ALL[role], on, Phase::Middlegame);
            table[1][role][square] = placement(Role::ALL[role], on, Phase::Endgame);
            role += 1;
        }
        square += 1;
    }
    table
};

/// What one `role` on `square` (seen from its own side) counts in its side's terms, besides its
/// material and a pawn's share in its king's shelter: [`centre_pawns`], [`development`] and
/// [`endgame_pawn_advance`], one piece at a time.
const fn placement(role: Role, square: Square, phase: Phase) -> i32 {
    let centre = CENTRE.contains(square) as i32;
    let central = CENTRAL_SIXTEEN.contains(square) as i32;
    let home = MINOR_HOME_SQUARES.contains(square) as i32;
    match (role, phase) {
        (Role::Pawn, Phase::Middlegame) => 20 * centre,
        (Role::Pawn, Phase::Endgame) => {
            20 * centre + 8 * (square.rank().to_u32() as i32 - Rank::Second.to_u32() as i32)
        }
        (Role::Knight, Phase::Middlegame) => 10 * central - 15 * home,
        (Role::Bishop, Phase::Middlegame) => -15 * home,
        _ => 0,
    }
}

/// A square seen from `color`'s side (see [`own`]).
fn seen_from(color: Color, square: Square) -> Square {
    match color {
        Color::White => square,
        Color::Black => square.flip_vertical(),
    }
}

/// One side's pieces, counted once for [`count_score`].
struct Army {
    /// The value of the side's pieces other than pawns (and the king): what decides the phase.
    non_pawn: i32,
    /// The side's pawns, seen from its own side (see [`own`]).
    pawns: Bitboard,
}

impl Army {
    fn of(board: &Board, color: Color) -> Army {
        let count = |role: Role| board.by_piece(role.of(color)).count() as i32;
        Army {
            non_pawn: piece_value(Role::Knight) * count(Role::Knight)
                + piece_value(Role::Bishop) * count(Role::Bishop)
                + piece_value(Role::Rook) * count(Role::Rook)
                + piece_value(Role::Queen) * count(Role::Queen),
            pawns: own(board, color, Role::Pawn),
        }
    }

    /// The side's share of the score: [`TERMS`] added up, each as its own function works it out.
    fn score(&self, board: &Board, color: Color, phase: Phase) -> i32 {
        let material = self.non_pawn + piece_value(Role::Pawn) * self.pawns.count() as i32;
        let score = material + centre_pawns(board, color, phase);
        match phase {
            Phase::Middlegame => score + development(board, color, phase) + king_shelter(board, color, phase),
            Phase::Endgame => score + endgame_pawn_advance(board, color, phase),
        }
    }
}

/// Returns a position's score term by term; the nets add up to [`count_score`].
pub fn explain(position: &Chess) -> Vec<TermScore> {
    let board = position.board();
    let phase = phase(board);
    TERMS
        .iter()
        .map(|term| TermScore {
            name: term.name,
            why: term.why,
            message: term.message,
            hint: term.hint,
            white: (term.for_side)(board, Color::White, phase),
            black: (term.for_side)(board, Color::Black, phase),
        })
        .collect()
}

/// Decides the phase: the endgame starts when the queens are gone, or when each side has at
/// most a rook and a minor piece besides its pawns.
pub fn phase(board: &Board) -> Phase {
    decide_phase(
        board,
        &Army::of(board, Color::White),
        &Army::of(board, Color::Black),
    )
}

/// The rule of [`phase`], for armies already counted.
fn decide_phase(board: &Board, white: &Army, black: &Army) -> Phase {
    let no_queens = board.queens().is_empty();
    let little_left = white.non_pawn <= 810 && black.non_pawn <= 810;
    if no_queens || little_left {
        Phase::Endgame
    } else {
        Phase::Middlegame
    }
}

/// Formats a score the way a chess player reads it: `+0.35`, `-1.20`, `0.00`, and mates as
/// `#3` (White mates in three moves) or `-#2` (Black mates in two).
///
/// ```
/// use klados::engine::eval::{display_score, MATE};
/// assert_eq!(display_score(35), "+0.35");
/// assert_eq!(display_score(-120), "-1.20");
/// assert_eq!(display_score(MATE - 5), "#3");
/// assert_eq!(display_score(-(MATE - 4)), "-#2");
/// ```
///
/// Any `i32` is shown, even one no search gives (a lesson's claim may hold anything): a value
/// beyond the mate scores is shown in pawns, and `i32::MIN`, whose `abs()` does not fit an
/// `i32`, is measured as unsigned.
pub fn display_score(score: i32) -> String {
    let size = score.unsigned_abs();
    if size > MATE_THRESHOLD.unsigned_abs() && size <= MATE.unsigned_abs() {
        let plies = MATE.unsigned_abs() - size;
        let moves = plies.div_ceil(2);
        let sign = if score > 0 { "" } else { "-" };
        return format!("{sign}#{moves}");
    }
    let sign = match score {
        s if s > 0 => "+",
        s if s < 0 => "-",
        _ => "",
    };
    format!("{sign}{}.{:02}", size / 100, size % 100)
}

/// The pieces of one kind belonging to `color`, seen from that side: Black's are mirrored top to
/// bottom, so that for both sides rank 1 is home and rank 8 is the promotion rank.
fn own(board: &Board, color: Color, role: Role) -> Bitboard {
    let pieces = board.by_piece(role.of(color));
    match color {
        Color::White => pieces,
        Color::Black => pieces.flip_vertical(),
    }
}

/// Material: the value of every piece the side has.
fn material(board: &Board, color: Color, _phase: Phase) -> i32 {
    Role::ALL
        .into_iter()
        .map(|role| piece_value(role) * own(board, color, role).count() as i32)
        .sum()
}

/// d4, e4, d5 and e5.
const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// The sixteen squares from c3 to f6.
const CENTRAL_SIXTEEN: Bitboard = Bitboard(0x0000_3c3c_3c3c_0000);

/// Where the knights and bishops start: b1, c1, f1 and g1 (seen from the side's own side).
const MINOR_HOME_SQUARES: Bitboard = Bitboard(0x66);

/// Centre pawns: 20 for each pawn on d4, e4, d5 or e5.
fn centre_pawns(board: &Board, color: Color, _phase: Phase) -> i32 {
    20 * (own(board, color, Role::Pawn) & CENTRE).count() as i32
}

/// Development, before the endgame: 10 for each knight in the central sixteen squares
/// (c3 to f6), minus 15 for each knight or bishop still on its starting square.
fn development(board: &Board, color: Color, phase: Phase) -> i32 {
    if phase == Phase::Endgame {
        return 0;
    }
    let knights = own(board, color, Role::Knight);
    let minors = knights | own(board, color, Role::Bishop);
    10 * (knights & CENTRAL_SIXTEEN).count() as i32 - 15 * (minors & MINOR_HOME_SQUARES).count() as i32
}

/// King shelter, before the endgame: 10 for each own pawn on the three squares just in front of
/// the king.
fn king_shelter(board: &Board, color: Color, phase: Phase) -> i32 {
    if phase == Phase::Endgame {
        return 0;
    }
    match own(board, color, Role::King).first() {
        Some(king) => shelter(king, own(board, color, Role::Pawn)),
        None => 0,
    }
}

/// 10 for each of `pawns` on the three squares just in front of `king` (both seen from their
/// own side).
#[inline]
fn shelter(king: Square, pawns: Bitboard) -> i32 {
    10 * (shelter_squares(king) & pawns).count() as i32
}

/// The three squares just in front of `king` (seen from its own side), fewer at the edge.
#[inline]
fn shelter_squares(king: Square) -> Bitboard {
    match king.rank().offset(1) {
        Some(rank_in_front) => king_attacks(king) & Bitboard::from_rank(rank_in_front),
        None => Bitboard::EMPTY,
    }
}

/// Pawn advance, in the endgame: 8 for every rank each pawn has advanced from its starting rank.
fn endgame_pawn_advance(board: &Board, color: Color, phase: Phase) -> i32 {
    if phase == Phase::Middlegame {
        return 0;
    }
    own(board, color, Role::Pawn)
        .into_iter()
        .map(|square: Square| 8 * (square.rank().to_u32() as i32 - Rank::Second.to_u32() as i32))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fen::parse_fen;
    use crate::engine::random::random_game_positions;

    fn score_of(fen: &str) -> i32 {
        count_score(&parse_fen(fen).unwrap())
    }

    #[test]
    fn explained_terms_add_up_to_the_score() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "8/5k2/8/2P5/8/8/5K2/8 w - - 0 1",
        ] {
            let position = parse_fen(fen).unwrap();
            let sum: i32 = explain(&position).iter().map(TermScore::net).sum();
            assert_eq!(sum, count_score(&position), "{fen}");
        }
    }

    #[test]
    fn the_quick_count_equals_the_terms_everywhere() {
        // Random games from the start and from an endgame with pawns about to promote: every
        // position on the way, middlegame and endgame, captures, promotions and castling.
        let positions = random_game_positions(7, 60, 120);
        for position in &positions {
            let sum: i32 = explain(position).iter().map(TermScore::net).sum();
            let fen = shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal);
            assert_eq!(count_score(position), sum, "{fen}");
        }
        assert!(positions.len() > 5000, "{}", positions.len());
    }

    #[test]
    fn the_score_after_a_move_equals_the_count() {
        // Every legal move of every position on random games from three starts: quiet moves of
        // every piece in both phases, captures, promotions, castling and en passant.
        let mut checked = 0;
        let mut quiet = [0; 2];
        for position in random_game_positions(11, 60, 120) {
            let before = scored(position.board());
            for m in position.legal_moves() {
                let mut child = position.clone();
                child.play_unchecked(m);
                let fen = shakmaty::fen::Fen::from_position(&child, shakmaty::EnPassantMode::Legal);
                // Quiet moves are scored from the board before the move or after it; any other
                // move is left to be counted afresh.
                let count = scored(child.board());
                let is_quiet = !(m.is_capture() || m.is_promotion() || m.is_castle());
                for board in [position.board(), child.board()] {
                    let after = score_after(before, position.turn(), m, board);
                    assert_eq!(after, is_quiet.then_some(count), "{m} to {fen}");
                }
                if is_quiet {
                    quiet[before.phase as usize] += 1;
                    checked += 1;
                }
            }
        }
        assert!(
            checked > 50_000 && quiet.iter().all(|&n| n > 5_000),
            "{checked} {quiet:?}"
        );
    }

    #[test]
    fn mirrored_positions_score_opposite() {
        // 1. e4 from White's side and the same move made by Black.
        let white = score_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        let black = score_of("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        // +20 for the centre pawn, -10 because e2 no longer shelters the king.
        assert_eq!(white, 10);
        assert_eq!(white, -black);
    }

    #[test]
    fn an_extra_queen_is_worth_nine_pawns() {
        let with_queen = score_of("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        let without = score_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(with_queen - without, 900);
    }

    #[test]
    fn endgame_pawns_gain_as_they_advance() {
        let on_fifth = score_of("8/5k2/8/2P5/8/8/5K2/8 w - - 0 1");
        let on_sixth = score_of("8/5k2/2P5/8/8/8/5K2/8 w - - 0 1");
        assert_eq!(on_fifth, 100 + 3 * 8);
        assert_eq!(on_sixth - on_fifth, 8);
    }
}
