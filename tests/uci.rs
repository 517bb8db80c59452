//! `klados uci` driven the way a chess GUI drives it: over its standard input and output.
//!
//! Every read waits on a channel with a generous timeout (60 s). That is a guard against a hang,
//! not a timing assertion: a healthy engine answers these in milliseconds.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use klados::chess::game::Game;

const HANG_GUARD: Duration = Duration::from_secs(60);

/// A running `klados uci` and the lines it has written, read on a thread.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|error| panic!("could not start klados uci: {error}"));
        let input = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
        let output = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, input, lines }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.input, "{command}").unwrap_or_else(|error| panic!("could not send {command}: {error}"));
    }

    /// Returns the lines written up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(HANG_GUARD) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no \"{prefix}\" within {HANG_GUARD:?}; saw {seen:?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine ended before \"{prefix}\"; saw {seen:?}")
                }
            }
        }
    }

    /// Sends `go …` and returns the lines up to its `bestmove`, and the move it names.
    fn best_move(&mut self, go: &str) -> (Vec<String>, String) {
        self.send(go);
        let lines = self.until("bestmove");
        let best = lines
            .last()
            .and_then(|line| line.split_whitespace().nth(1))
            .unwrap_or("")
            .to_owned();
        (lines, best)
    }

    /// Sends `quit` and checks the engine ends cleanly.
    fn quit(mut self) {
        self.send("quit");
        assert_ends_cleanly(self.child);
    }
}

/// Waits (at most [`HANG_GUARD`]) for the engine to end, and checks it did not panic.
fn assert_ends_cleanly(mut child: Child) {
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                let mut stderr = String::new();
                if let Some(mut pipe) = child.stderr.take() {
                    let _ = std::io::Read::read_to_string(&mut pipe, &mut stderr);
                }
                assert!(status.success(), "exit {status}: {stderr}");
                assert!(!stderr.contains("panicked"), "{stderr}");
                return;
            }
            Ok(None) if started.elapsed() < HANG_GUARD => thread::sleep(Duration::from_millis(10)),
            other => panic!("the engine did not end: {other:?}"),
        }
    }
}

#[test]
fn the_handshake_names_the_engine_and_its_options() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.until("uciok");
    assert!(
        lines.iter().any(|line| line.starts_with("id name Klados ")),
        "{lines:?}"
    );
    for option in ["Algorithm type combo", "Depth type spin", "Nodes type spin"] {
        assert!(
            lines
                .iter()
                .any(|line| line.starts_with(&format!("option name {option}"))),
            "{option}: {lines:?}"
        );
    }
    engine.send("isready");
    engine.until("readyok");
    engine.quit();
}

#[test]
fn klados_plays_a_whole_game_against_itself_with_legal_moves() {
    let mut engine = Engine::start();
    engine.send("uci");
    engine.until("uciok");
    engine.send("ucinewgame");
    let mut game = Game::new();
    let mut played: Vec<String> = Vec::new();
    while game.outcome().is_none() && played.len() < 40 {
        // The two sides search differently, so the game does not simply repeat itself.
        let algorithm = if played.len().is_multiple_of(2) {
            "ordered"
        } else {
            "alphabeta"
        };
        engine.send(&format!("setoption name Algorithm value {algorithm}"));
        engine.send(&format!("position startpos moves {}", played.join(" ")));
        let (lines, best) = engine.best_move("go depth 2");
        assert!(
            lines.iter().any(|line| line.starts_with("info depth 2 ")),
            "{lines:?}"
        );
        if let Err(error) = game.play_text(&best) {
            panic!("after {played:?} the engine answered {best}, which is not legal: {error}");
        }
        played.push(best);
    }
    assert!(played.len() >= 10, "{played:?}");
    engine.quit();
}

#[test]
fn a_mate_in_one_is_found_and_scored_as_mate_for_either_side() {
    let mut engine = Engine::start();
    for (fen, mate) in [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"),
        ("r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", "a8a1"),
    ] {
        engine.send(&format!("position fen {fen}"));
        let (lines, best) = engine.best_move("go depth 2");
        assert_eq!(best, mate, "{lines:?}");
        let last_info = lines
            .iter()
            .rev()
            .find(|line| line.starts_with("info depth"))
            .cloned()
            .unwrap_or_default();
        assert!(last_info.contains(" score mate 1 "), "{last_info}");
        assert!(last_info.ends_with(&format!("pv {mate}")), "{last_info}");
    }
    // The side that is mated next move, whatever it does, sees it coming: mate -1.
    engine.send("position fen 7k/8/6K1/8/8/8/8/R7 b - - 0 1");
    let (lines, _) = engine.best_move("go depth 2");
    let last_info = lines
        .iter()
        .rev()
        .find(|line| line.starts_with("info depth 2"))
        .cloned()
        .unwrap_or_default();
    assert!(last_info.contains(" score mate -1 "), "{lines:?}");
    engine.quit();
}

#[test]
fn go_infinite_answers_once_after_stop() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4");
    engine.send("go infinite");
    engine.until("info depth 1 ");
    engine.send("isready");
    let before_stop = engine.until("readyok");
    assert!(
        !before_stop.iter().any(|line| line.starts_with("bestmove")),
        "{before_stop:?}"
    );
    engine.send("stop");
    let lines = engine.until("bestmove");
    let best = lines
        .last()
        .and_then(|line| line.split_whitespace().nth(1))
        .unwrap_or("");
    let mut game = Game::new();
    let _ = game.play_text("e4");
    assert!(game.play_text(best).is_ok(), "{best} in {lines:?}");
    engine.send("isready");
    let after = engine.until("readyok");
    assert!(
        !after.iter().any(|line| line.starts_with("bestmove")),
        "a second bestmove: {after:?}"
    );
    engine.quit();
}

#[test]
fn a_small_node_budget_or_a_short_movetime_still_gives_a_legal_move() {
    let mut engine = Engine::start();
    for go in [
        "go nodes 500",
        "go movetime 50",
        "go wtime 100 btime 100",
        "go depth 6 nodes 3000",
    ] {
        engine.send("position startpos");
        let (lines, best) = engine.best_move(go);
        assert!(Game::new().play_text(&best).is_ok(), "{go}: {best} in {lines:?}");
    }
    engine.quit();
}

#[test]
fn bad_input_is_told_and_the_engine_keeps_working() {
    let mut engine = Engine::start();
    for bad in [
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position fen not a fen",
        "position startpos moves e2e4 e7e5 e1e3",
        "position sideways",
        "setoption name Depth value 99",
        "setoption name Algorithm value random",
        "setoption name Colour value blue",
        "go depth many",
        "flip the board",
    ] {
        engine.send(bad);
        engine.send("isready");
        let lines = engine.until("readyok");
        if bad.starts_with("go") {
            continue; // answered with its own bestmove below
        }
        assert!(
            lines.iter().any(|line| line.starts_with("info string ")),
            "{bad}: {lines:?}"
        );
    }
    engine.until("bestmove");
    // The illegal move left the position as it was (the start), so e2e4 is still legal.
    engine.send("position startpos moves e2e4 e7e5");
    let (_, best) = engine.best_move("go depth 1");
    let mut game = Game::new();
    let _ = (game.play_text("e4"), game.play_text("e5"));
    assert!(game.play_text(&best).is_ok(), "{best}");
    engine.quit();
}

#[test]
fn a_position_with_no_legal_move_answers_bestmove_0000() {
    let mut engine = Engine::start();
    engine.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
    let (lines, best) = engine.best_move("go depth 3");
    assert_eq!(best, "0000", "{lines:?}");
    engine.quit();
}

#[test]
fn a_closed_output_ends_the_engine_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("could not start klados uci: {error}"));
    drop(child.stdout.take());
    if let Some(mut input) = child.stdin.take() {
        // The engine may already have ended after its first failed write: ignore a broken pipe.
        let _ = writeln!(input, "uci\nisready\ngo depth 2\nisready");
    }
    assert_ends_cleanly(child);
}

#[test]
fn huge_clock_numbers_a_huge_line_and_bytes_that_are_not_utf8_do_not_stop_the_engine() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    // An increment that overflows when multiplied used to panic the engine (debug builds).
    let (_, best) =
        engine.best_move("go wtime 1000 btime 1000 winc 7000000000000000000 binc 7000000000000000000");
    assert!(Game::new().play_text(&best).is_ok(), "{best}");
    // A line of 100,000 bytes is refused and said; a Latin-1 byte does not end the engine.
    engine.send(&"x".repeat(100_000));
    let told = engine.until("info string");
    assert!(told.iter().any(|line| line.contains("longer than")), "{told:?}");
    engine
        .input
        .write_all(b"setoption name Algorithm value caf\xe9\n")
        .unwrap_or_else(|error| panic!("could not send: {error}"));
    engine.send("isready");
    engine.until("readyok");
    engine.quit();
}

#[test]
fn own_book_plays_a_book_move_at_once_and_off_it_searches_as_before() {
    let mut engine = Engine::start();
    engine.send("uci");
    let handshake = engine.until("uciok");
    for option in [
        "OwnBook type check default false",
        "BookFile type string",
        "BookSeed type spin",
    ] {
        assert!(
            handshake
                .iter()
                .any(|line| line.starts_with(&format!("option name {option}"))),
            "{option}: {handshake:?}"
        );
    }
    engine.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5");
    // Off by default: a search, with its info lines and no book.
    let (lines, searched) = engine.best_move("go depth 2");
    assert!(
        lines.iter().any(|line| line.starts_with("info depth")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|line| line.contains("book")), "{lines:?}");
    assert!(!searched.is_empty());

    engine.send("setoption name OwnBook value true");
    let (lines, booked) = engine.best_move("go movetime 5000");
    assert_eq!(lines.len(), 2, "one info string, then bestmove: {lines:?}");
    let said = &lines[0];
    assert!(
        said.starts_with(&format!("info string book move {booked} (")),
        "{said}"
    );
    // The Ruy Lopez's book moves that the built-in book plays.
    assert!(["a7a6", "g8f6"].contains(&booked.as_str()), "{booked}");

    // The same seed, the same move; `go infinite` analyses instead.
    let (_, again) = engine.best_move("go depth 3");
    assert_eq!(again, booked);
    engine.send("go infinite");
    engine.until("info depth 1");
    engine.send("stop");
    engine.until("bestmove");

    // Out of the book it searches.
    engine.send("position fen 7k/8/8/8/8/8/8/K5R1 w - - 0 1");
    let (lines, _) = engine.best_move("go depth 2");
    assert!(!lines.iter().any(|line| line.contains("book")), "{lines:?}");
    engine.quit();
}

#[test]
fn a_book_file_that_cannot_be_read_is_told_and_the_book_stays() {
    let mut engine = Engine::start();
    let folder = std::env::temp_dir();
    engine.send(&format!("setoption name BookFile value {}", folder.display()));
    engine.send("setoption name OwnBook value true");
    engine.send("position startpos");
    let (lines, best) = engine.best_move("go depth 1");
    let told = lines
        .iter()
        .find(|line| line.starts_with("info string option not set"))
        .unwrap_or_else(|| panic!("no message in {lines:?}"));
    assert!(
        told.contains("folder") && told.contains("built-in book"),
        "{told}"
    );
    assert!(
        lines.iter().any(|line| line.starts_with("info string book move")),
        "{lines:?}"
    );
    assert!(!best.is_empty());
    engine.quit();
}

#[test]
fn a_clamped_request_is_told_in_one_info_string() {
    let mut engine = Engine::start();
    for (go, told) in [
        (
            "go depth 99 movetime 50",
            "depth 99 is out of range; searching to depth 6",
        ),
        ("go depth 0", "depth 0 is out of range; searching to depth 1"),
        ("go movetime -5", "movetime -5 is counted as 0"),
        ("go nodes 0", "nodes 0 is out of range; the node budget is 1"),
        ("go wtime -100 btime 5000", "wtime -100 is counted as 0"),
        (
            "go wtime 3000 btime 3000 movestogo 0",
            "movestogo 0 is counted as 1",
        ),
    ] {
        engine.send("position startpos");
        let (lines, best) = engine.best_move(go);
        let saying: Vec<&String> = lines.iter().filter(|line| line.contains(told)).collect();
        assert_eq!(saying.len(), 1, "{go}: {lines:?}");
        assert!(saying[0].starts_with("info string go: "), "{go}: {lines:?}");
        assert!(Game::new().play_text(&best).is_ok(), "{go}: {best} in {lines:?}");
    }
    // A request within range is not remarked on.
    engine.send("position startpos");
    let (lines, _) = engine.best_move("go depth 2 movetime 5000");
    assert!(
        !lines.iter().any(|line| line.starts_with("info string")),
        "{lines:?}"
    );
    engine.quit();
}

#[test]
fn a_deadline_already_past_still_answers_once_with_a_legal_move() {
    let mut engine = Engine::start();
    let moves = "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6";
    for go in [
        "go movetime 0",
        "go movetime -5",
        "go wtime 0 btime 0",
        "go wtime -20 btime 10",
    ] {
        engine.send(&format!("position startpos moves {moves}"));
        let (lines, best) = engine.best_move(go);
        let mut game = Game::new();
        for m in moves.split(' ') {
            assert!(game.play_text(m).is_ok(), "{m}");
        }
        assert!(game.play_text(&best).is_ok(), "{go}: {best} in {lines:?}");
        // Exactly one answer: nothing but `readyok` follows it.
        engine.send("isready");
        let after = engine.until("readyok");
        assert_eq!(after, vec!["readyok".to_owned()], "{go}");
    }
    engine.quit();
}
