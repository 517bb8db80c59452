//! The openings' names and the opening book, from the outside: `klados book`, Polyglot files
//! written by the test and read back, bad book files, and the ECO and Opening tags of PGN.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use klados::chess::book::Book;
use klados::chess::game::Game;
use klados::chess::pgn;
use klados::chess::polyglot::{self, PolyglotBook};
use shakmaty::{Chess, Move, Position};

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

/// Runs `klados book` and returns what it printed, checking it succeeded.
fn book(args: &[&str]) -> String {
    let mut all = vec!["book"];
    all.extend_from_slice(args);
    let output = klados(&all);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs `klados book` expecting a failure; returns its one line of error.
fn book_error(args: &[&str]) -> String {
    let mut all = vec!["book"];
    all.extend_from_slice(args);
    let output = klados(&all);
    assert!(
        !output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

/// Returns the line of the report that starts with `label`.
fn line<'a>(report: &'a str, label: &str) -> &'a str {
    report
        .lines()
        .find(|line| line.starts_with(label))
        .unwrap_or_else(|| panic!("no {label} in\n{report}"))
}

/// Returns the book-move rows of a report: (move, uci, weight, leads to).
fn rows(report: &str) -> Vec<(String, String, u32, String)> {
    report
        .lines()
        .skip_while(|line| !line.trim_start().starts_with("move "))
        .skip(1)
        .map(|row| {
            let words: Vec<&str> = row[2..].split_whitespace().collect();
            let weight = words[2].parse().unwrap_or_else(|_| panic!("weight in {row}"));
            (
                words[0].to_owned(),
                words[1].to_owned(),
                weight,
                words[4..].join(" "),
            )
        })
        .collect()
}

#[test]
fn the_ruy_lopez_is_named_with_its_continuations() {
    let report = book(&["--moves", "e2e4 e7e5 g1f3 b8c6 f1b5"]);
    assert!(line(&report, "Opening:").contains("C60 Ruy Lopez ("), "{report}");
    let rows = rows(&report);
    let (first, uci, _, leads_to) = &rows[0];
    assert_eq!((first.as_str(), uci.as_str()), ("a6", "a7a6"), "{report}");
    assert_eq!(leads_to, "C70 Ruy Lopez: Morphy Defense");
    assert!(
        rows.iter()
            .any(|(san, _, _, leads_to)| san == "Nf6" && leads_to == "C65 Ruy Lopez: Berlin Defense"),
        "{report}"
    );
    assert!(
        rows.windows(2).all(|pair| pair[0].2 >= pair[1].2),
        "heaviest first:\n{report}"
    );
}

#[test]
fn a_book_move_that_gives_check_is_written_with_its_sign() {
    // The Moscow Variation of the Sicilian: 3. Bb5+.
    let report = book(&["--moves", "e4 c5 Nf3 d6"]);
    let rows = rows(&report);
    assert!(
        rows.iter()
            .any(|(san, uci, _, leads_to)| san == "Bb5+" && uci == "f1b5" && leads_to.contains("Moscow")),
        "{report}"
    );
    assert!(!rows.iter().any(|(san, ..)| san == "Bb5"), "{report}");
}

#[test]
fn a_transposition_gets_the_same_name() {
    let knight_first = book(&["--moves", "g1f3 d7d5 d2d4"]);
    let pawn_first = book(&["--moves", "d2d4 d7d5 g1f3"]);
    let name = line(&knight_first, "Opening:");
    assert!(name.contains("D02 "), "{knight_first}");
    assert_eq!(name, line(&pawn_first, "Opening:"));
    assert_eq!(rows(&knight_first), rows(&pawn_first));
}

#[test]
fn moves_in_san_a_fen_and_positions_off_the_book() {
    let san = book(&["--moves", "e4 e5 Nf3 Nc6 Bb5"]);
    assert_eq!(
        line(&san, "Opening:"),
        line(&book(&["--moves", "e2e4 e7e5 g1f3 b8c6 f1b5"]), "Opening:")
    );
    let endgame = book(&["--fen", "8/8/8/4k3/8/8/8/4K2R w K - 0 1"]);
    assert!(line(&endgame, "Opening:").contains("none"), "{endgame}");
    assert!(endgame.contains("No book moves here"), "{endgame}");
    let message = book_error(&["--moves", "e2e4 e7e5 g1f4"]);
    assert!(message.contains("move 3 (g1f4) after 1. e4 e5"), "{message}");
    let message = book_error(&["--fen", "not a fen"]);
    assert!(message.contains("--fen"), "{message}");
}

/// A temporary file that is removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn with(name: &str, bytes: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("klados-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{e}"));
        TempFile(path)
    }

    fn text(&self) -> &str {
        self.0.to_str().unwrap_or_else(|| panic!("not UTF-8"))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Returns the legal move written `uci` in the position.
fn legal(position: &Chess, uci: &str) -> Move {
    let parsed: shakmaty::uci::UciMove = uci.parse().unwrap_or_else(|e| panic!("{uci}: {e:?}"));
    parsed.to_move(position).unwrap_or_else(|e| panic!("{uci}: {e}"))
}

/// A small book: two moves from the start, three after 1. e4, and White's castling (written as
/// the king taking its rook) in an Italian Game.
fn small_book() -> PolyglotBook {
    let start = Chess::default();
    let after_e4 = Game::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        .unwrap_or_else(|e| panic!("{e}"))
        .position()
        .clone();
    let italian = Game::from_fen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
        .unwrap_or_else(|e| panic!("{e}"))
        .position()
        .clone();
    let entries = [
        (start.clone(), legal(&start, "e2e4"), 30),
        (start.clone(), legal(&start, "d2d4"), 10),
        (after_e4.clone(), legal(&after_e4, "c7c5"), 5),
        (after_e4.clone(), legal(&after_e4, "e7e5"), 4),
        (after_e4.clone(), legal(&after_e4, "g8f6"), 0),
        (italian.clone(), legal(&italian, "e1g1"), 7),
    ];
    PolyglotBook::of_moves("small.bin", &entries)
}

#[test]
fn a_written_polyglot_book_is_read_back_with_its_weights() {
    let file = TempFile::with("small.bin", &small_book().to_bytes());
    let read = PolyglotBook::read(&file.0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.len(), 6);

    let after_e4 = book(&["--book", file.text(), "--moves", "e2e4"]);
    let rows = rows(&after_e4);
    let weights: Vec<(&str, u32)> = rows
        .iter()
        .map(|(san, _, weight, _)| (san.as_str(), *weight))
        .collect();
    assert_eq!(weights, [("c5", 5), ("e5", 4), ("Nf6", 0)], "{after_e4}");
    assert!(rows[0].3.starts_with("B20 Sicilian Defense"), "{after_e4}");
    assert!(
        line(&after_e4, "Book:").contains("small.bin (Polyglot, 6 entries)"),
        "{after_e4}"
    );

    // Castling is read back as castling.
    let italian = book(&["--book", file.text(), "--moves", "e4 e5 Nf3 Nc6 Bc4 Bc5"]);
    let castles = self::rows(&italian);
    assert_eq!(castles.len(), 1, "{italian}");
    assert_eq!(
        (castles[0].0.as_str(), castles[0].1.as_str(), castles[0].2),
        ("O-O", "e1g1", 7)
    );

    // Weights decide: 0 is never played, the rest in proportion (30 : 10 from the start).
    let book = Book::Polyglot(read);
    let after_e4_position = Game::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        .unwrap_or_else(|e| panic!("{e}"))
        .position()
        .clone();
    let mut counts = std::collections::BTreeMap::new();
    for seed in 0..400 {
        let choice = book
            .choose(&Chess::default(), seed)
            .unwrap_or_else(|| panic!("no move"));
        *counts.entry(choice.chosen.san).or_insert(0) += 1;
        let reply = book
            .choose(&after_e4_position, seed)
            .unwrap_or_else(|| panic!("no reply"));
        assert_ne!(reply.chosen.san, "Nf6", "weight 0 is never played");
    }
    let e4 = counts.get("e4").copied().unwrap_or(0);
    assert!(
        (250..=350).contains(&e4),
        "e4 {e4} of 400 against 300 expected: {counts:?}"
    );
}

#[test]
fn a_key_collision_plays_no_illegal_move() {
    // An entry for the starting position's key whose move is not legal there is left out.
    let start = Chess::default();
    let elsewhere = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        .unwrap_or_else(|e| panic!("{e}"))
        .position()
        .clone();
    let rook_move = legal(&elsewhere, "h1h5");
    let mut bytes = PolyglotBook::of_moves("x.bin", &[(start.clone(), legal(&start, "e2e4"), 1)]).to_bytes();
    bytes.extend_from_slice(&polyglot::key(&start).to_be_bytes());
    bytes.extend_from_slice(&polyglot::encode(&rook_move).to_be_bytes());
    bytes.extend_from_slice(&[0, 9, 0, 0, 0, 0]);
    let read = PolyglotBook::from_bytes("x.bin", &bytes).unwrap_or_else(|e| panic!("{e}"));
    let moves = read.moves(&start);
    assert_eq!(moves.len(), 1);
    assert!(start.is_legal(moves[0].0));
}

/// Returns one entry's 16 bytes: the key, the move as written, the weight and a learn of 0.
fn entry(key: u64, encoded_move: u16, weight: u16) -> Vec<u8> {
    let mut bytes = key.to_be_bytes().to_vec();
    bytes.extend_from_slice(&encoded_move.to_be_bytes());
    bytes.extend_from_slice(&weight.to_be_bytes());
    bytes.extend_from_slice(&[0; 4]);
    bytes
}

/// Returns a move in Polyglot's bits: from, to and the promotion code.
fn written(from: u16, to: u16, promotion: u16) -> u16 {
    (promotion << 12) | (from << 6) | to
}

#[test]
fn a_bad_entry_is_skipped_and_counted_as_python_chess_does() {
    // After 1. e4, three good entries and three no chess move has: a1a1 (a square to
    // itself), and promotion codes 5 and 7 on a move that is otherwise c7c5.
    let after_e4 = Game::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        .unwrap_or_else(|e| panic!("{e}"))
        .position()
        .clone();
    let key = polyglot::key(&after_e4);
    let (c7, c5, e7, e5, g8, f6) = (50, 34, 52, 36, 62, 45);
    let mut bytes = Vec::new();
    for (encoded_move, weight) in [
        (written(c7, c5, 0), 5),
        (written(0, 0, 0), 9),
        (written(c7, c5, 5), 9),
        (written(e7, e5, 0), 4),
        (written(c7, c5, 7), 9),
        (written(g8, f6, 0), 1),
    ] {
        bytes.extend(entry(key, encoded_move, weight));
    }
    let file = TempFile::with("bad-entries.bin", &bytes);
    let report = book(&["--book", file.text(), "--moves", "e2e4"]);
    let weights: Vec<(String, u32)> = rows(&report)
        .into_iter()
        .map(|(san, _, weight, _)| (san, weight))
        .collect();
    assert_eq!(
        weights,
        [("c5".to_owned(), 5), ("e5".to_owned(), 4), ("Nf6".to_owned(), 1)],
        "{report}"
    );
    assert_eq!(
        line(&report, "Book:"),
        format!(
            "Book:     klados-{}-bad-entries.bin (Polyglot, 3 entries; 3 entries skipped: their moves are ones \
             no chess position can have)",
            std::process::id()
        ),
        "{report}"
    );

    // A file of nothing but such entries is no book.
    let all_bad = TempFile::with(
        "all-bad.bin",
        &[entry(key, 0, 1), entry(key, written(c7, c5, 6), 1)].concat(),
    );
    let message = book_error(&["--book", all_bad.text()]);
    assert!(
        message.contains("all-bad.bin: none of its 2 entries holds a move a chess position can have"),
        "{message}"
    );
}

#[test]
fn one_move_written_twice_or_castling_written_as_e1g1_is_one_move() {
    // The Italian Game, White to castle: castling written e1h1 (Polyglot's way, weight 7) and
    // e1g1 (the king's move, weight 2), and d2d3 written twice (3 and 1).
    let italian = Game::from_fen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
        .unwrap_or_else(|e| panic!("{e}"))
        .position()
        .clone();
    let key = polyglot::key(&italian);
    let (e1, g1, h1, d2, d3) = (4, 6, 7, 11, 19);
    let bytes = [
        entry(key, written(e1, h1, 0), 7),
        entry(key, written(d2, d3, 0), 3),
        entry(key, written(e1, g1, 0), 2),
        entry(key, written(d2, d3, 0), 1),
    ]
    .concat();
    let file = TempFile::with("twice.bin", &bytes);
    let report = book(&["--book", file.text(), "--moves", "e4 e5 Nf3 Nc6 Bc4 Bc5"]);
    let weights: Vec<(String, String, u32)> = rows(&report)
        .into_iter()
        .map(|(san, uci, weight, _)| (san, uci, weight))
        .collect();
    assert_eq!(
        weights,
        [
            ("O-O".to_owned(), "e1g1".to_owned(), 9),
            ("d3".to_owned(), "d2d3".to_owned(), 4)
        ],
        "{report}"
    );
}

#[test]
fn bad_book_files_get_one_clear_message() {
    let good = small_book().to_bytes();
    let truncated = TempFile::with("truncated.bin", &good[..good.len() - 5]);
    let message = book_error(&["--book", truncated.text()]);
    assert!(
        message.contains("truncated.bin") && message.contains("cut short"),
        "{message}"
    );

    // Random bytes: their keys are not in order.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let random: Vec<u8> = (0..1600)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    let noise = TempFile::with("noise.bin", &random);
    let message = book_error(&["--book", noise.text()]);
    assert!(
        message.contains("noise.bin") && message.contains("not a Polyglot book"),
        "{message}"
    );

    let folder = std::env::temp_dir();
    let message = book_error(&["--book", folder.to_str().unwrap_or("/tmp")]);
    assert!(message.contains("folder"), "{message}");

    let message = book_error(&["--book", "/no/such/book.bin"]);
    assert!(message.contains("book.bin: cannot read"), "{message}");

    let empty = TempFile::with("empty.bin", &[]);
    let message = book_error(&["--book", empty.text()]);
    assert!(message.contains("empty"), "{message}");
}

#[test]
fn pgn_names_the_opening_and_a_loaded_game_is_named() {
    let mut game = Game::new();
    for word in ["e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6"] {
        assert!(game.play_text(word).is_ok(), "{word}");
    }
    let written = pgn::write(&game, None);
    assert!(written.contains("[ECO \"C65\"]"), "{written}");
    assert!(
        written.contains("[Opening \"Ruy Lopez: Berlin Defense\"]"),
        "{written}"
    );

    // A game read without tags is named by its positions; a wrong tag is corrected.
    let read = pgn::read("[ECO \"A00\"]\n[Opening \"Wrong\"]\n\n1. d4 d5 2. Nf3 *\n")
        .map(|read| read.game)
        .unwrap_or_else(|e| panic!("{e}"));
    let opening = read
        .opening_at(read.moves().len())
        .unwrap_or_else(|| panic!("not named"));
    assert_eq!(opening.eco, "D02");
    let rewritten = pgn::write(&read, None);
    assert!(
        rewritten.contains("[ECO \"D02\"]") && !rewritten.contains("Wrong"),
        "{rewritten}"
    );
    // A game no line names keeps the tags it was read with.
    let unnamed = pgn::read(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[Opening \"Rook ending\"]\n\n1. Rh5 *\n",
    )
    .map(|read| read.game)
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(unnamed.opening_at(1).is_none());
    assert!(
        pgn::write(&unnamed, None).contains("[Opening \"Rook ending\"]"),
        "{}",
        pgn::write(&unnamed, None)
    );
}

#[test]
fn the_readmes_uci_session_with_the_book_is_what_klados_answers() {
    // The README shows `$ printf '…' | klados uci` and what comes back: run the same input and
    // compare, line for line.
    let readme = include_str!("../README.md");
    let Some(start) = readme.find("$ printf '") else {
        panic!("the README shows no UCI session");
    };
    let mut lines = readme[start..].lines();
    let command = lines.next().unwrap_or_default();
    let Some(input) = command
        .strip_prefix("$ printf '")
        .and_then(|rest| rest.strip_suffix("' | klados uci"))
    else {
        panic!("not a UCI session: {command}");
    };
    let shown: Vec<&str> = lines.take_while(|line| !line.starts_with("```")).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.replace("\\n", "\n").as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let output = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    let answered = String::from_utf8_lossy(&output.stdout);
    assert_eq!(answered.lines().collect::<Vec<_>>(), shown);
}
