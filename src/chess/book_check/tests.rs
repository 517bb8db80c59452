use super::*;
use crate::engine::position::parse_move;

/// Plays SAN moves from the start.
fn after(moves: &str) -> Chess {
    let mut position = Chess::default();
    for word in moves.split_whitespace() {
        let Ok(played) = parse_move(&position, word) else {
            panic!("{word} in {moves}");
        };
        let Ok(next) = position.play(played) else {
            panic!("{word} in {moves}");
        };
        position = next;
    }
    position
}

/// Checks one move after `line` and says whether the rule keeps it.
fn check(line: &str, played: &str) -> (bool, MoveCheck) {
    let position = after(line);
    let Ok(played) = parse_move(&position, played) else {
        panic!("{played} after {line}");
    };
    let Ok(mut checks) = check_moves(&position, &[played], &SearchControl::new()) else {
        panic!("{played} after {line}: the check did not run");
    };
    let (Some(check), None) = (checks.pop(), checks.pop()) else {
        panic!("{played} after {line}: not one check");
    };
    (check.is_sound(), check)
}

#[test]
fn the_rule_drops_a_blunder_and_keeps_a_gambit() {
    let cases = [
        // The blunders the book played (issue 41): a mate, a queen, a mate.
        (
            "e4 e5 Nf3 Nc6 d4 exd4 c3 dxc3 Nxc3 d6 Bc4 Bg4 O-O Ne5 Nxe5",
            "Bxd1",
            false,
        ),
        ("e4 c6 c4 d5 exd5", "Qxd5", false),
        ("f3 e5", "g4", false),
        // Their sound alternatives, and sound openings: a gambit gives a pawn, within the margin.
        ("e4 c6 c4 d5 exd5", "cxd5", true),
        // The Muzio Gambit gives a knight for an attack: both looks say it loses about two
        // pawns, and it stays (Stockfish: less than half a pawn).
        ("e4 e5 f4 exf4 Nf3 g5 Bc4 g4", "O-O", true),
        ("f3 e5", "e4", true),
        ("", "e4", true),
        ("e4 e5", "f4", true),
    ];
    for (line, played, sound) in cases {
        let (kept, found) = check(line, played);
        assert_eq!(
            kept,
            sound,
            "{played} after {line}: {found:?}, loss {}",
            found.loss()
        );
    }
}

#[test]
fn the_margin_is_two_and_a_half_pawns_at_either_depth() {
    let position = Chess::default();
    let Some(played) = position.legal_moves().first().copied() else {
        panic!("no move from the start");
    };
    let looked = |depth, value, best_value| MoveCheck {
        played,
        depth,
        value,
        best: played,
        best_value,
    };
    assert_eq!(looked(CHECK_DEPTH, 80, 230).loss(), 150);
    // Either look keeps a move that loses at most CHECK_MARGIN.
    assert!(looked(CHECK_DEPTH, 230 - CHECK_MARGIN, 230).is_sound());
    assert!(!looked(CHECK_DEPTH, 229 - CHECK_MARGIN, 230).is_sound());
    assert!(looked(RECHECK_DEPTH, 230 - CHECK_MARGIN, 230).is_sound());
    assert!(!looked(RECHECK_DEPTH, 229 - CHECK_MARGIN, 230).is_sound());
    // A move the position's own search valued lower (it looks one ply less far) loses nothing.
    assert_eq!(looked(CHECK_DEPTH, 40, 20).loss(), 0);
    // A mate against the mover is beyond every margin.
    let mated = -(crate::engine::eval::MATE - 3);
    assert!(!looked(RECHECK_DEPTH, mated, 230).is_sound());
}

#[test]
fn the_stored_list_reads_whole() {
    let (moves, bad) = read_unsound(UNSOUND_FILE);
    assert!(bad.is_empty(), "lines that do not read: {bad:?}");
    assert_eq!(UNSOUND_FILE.lines().next(), Some(UNSOUND_HEADER));
    let count: usize = moves.values().map(Vec::len).sum();
    assert_eq!(count, UNSOUND_FILE.lines().count() - 1);
}

/// The lines of the stored list that belong to `position`.
fn stored_lines(position: &Chess) -> Vec<&'static str> {
    let fen = fen_of(position);
    UNSOUND_FILE
        .lines()
        .skip(1)
        .filter(|line| line.split('\t').next() == Some(fen.as_str()))
        .collect()
}

/// The positions of the three blunders (8...Bxd1??, 3...Qxd5??, 2. g4??).
const BLUNDER_LINES: [&str; 3] = [
    "e4 e5 Nf3 Nc6 d4 exd4 c3 dxc3 Nxc3 d6 Bc4 Bg4 O-O Ne5 Nxe5",
    "e4 c6 c4 d5 exd5",
    "f3 e5",
];

/// Which positions of the stored list the sample takes: every third (every one passes too, in
/// about a minute and a half).
const SAMPLE_STEP: usize = 3;

#[test]
fn the_stored_list_is_what_the_check_finds_on_a_sample() {
    // The check must find exactly the stored lines, values included (the search is
    // deterministic), at the blunders' positions, every third position of the list and every
    // 700th of the book: 19 positions, under a minute. The whole book is
    // `klados book --check | diff - assets/openings/unsound.tsv`, about twenty minutes.
    let mut listed: Vec<&str> = Vec::new();
    for line in UNSOUND_FILE.lines().skip(1) {
        let Some(fen) = line.split('\t').next() else {
            continue;
        };
        if !listed.contains(&fen) {
            listed.push(fen);
        }
    }
    let mut sample: Vec<Chess> = BLUNDER_LINES.iter().map(|line| after(line)).collect();
    for fen in listed.iter().step_by(SAMPLE_STEP) {
        let Ok(reading) = read_fen(fen) else {
            panic!("{fen} does not read");
        };
        sample.push(reading.position);
    }
    sample.extend(book_positions().into_iter().step_by(700));
    for position in &sample {
        let moves: Vec<Move> = Openings::built_in()
            .continuations(position)
            .into_iter()
            .map(|next| next.played)
            .collect();
        assert!(!moves.is_empty(), "{} is a book position", fen_of(position));
        let Ok(checks) = check_moves(position, &moves, &SearchControl::new()) else {
            panic!("{}: the check did not run", fen_of(position));
        };
        let found: Vec<String> = checks
            .iter()
            .filter(|check| !check.is_sound())
            .map(|check| check_line(position, check).trim_end().to_string())
            .collect();
        assert_eq!(found, stored_lines(position), "{}", fen_of(position));
    }
}
