//! PGN as other chess programs write it: results, castling with zeros, comments, variations and
//! annotations are read; what is not played is reported; bad text gives one located error.

mod common;
use common::SplitMix;

use std::time::Instant;

use klados::chess::game::Game;
use klados::chess::pgn::{self, PgnError};

/// Plays SAN moves from the start, failing the test on a bad one.
fn game_after(moves: &str) -> Game {
    let mut game = Game::new();
    for m in moves.split_whitespace() {
        if let Err(error) = game.play_text(m) {
            panic!("{m}: {error}");
        }
    }
    game
}

/// Reads PGN that must load, failing the test with the reader's message if it does not.
fn loads(text: &str) -> Game {
    match pgn::read(text).map(|read| read.game) {
        Ok(game) => game,
        Err(error) => panic!("{text:?} did not load: {error}"),
    }
}

// Defect 11: any result token, and castling written with zeros, made the whole PGN fail.
#[test]
fn every_result_token_loads() {
    for result in ["1-0", "0-1", "1/2-1/2", "*"] {
        let game = loads(&format!("1. e4 e5 2. Nf3 {result}"));
        assert_eq!(game.san_moves(), ["e4", "e5", "Nf3"], "with {result}");
    }
}

#[test]
fn kladoss_own_pgn_of_a_finished_game_loads_back() {
    for moves in [
        "f3 e5 g4 Qh4#",
        "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6",
        "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
    ] {
        let game = game_after(moves);
        assert!(game.outcome().is_some(), "{moves} must end the game");
        let again = loads(&pgn::write(&game, None));
        assert_eq!(again.san_moves(), game.san_moves());
        assert_eq!(again.outcome(), game.outcome());
    }
}

#[test]
fn castling_with_zeros_loads() {
    let game = loads("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 0-0 *");
    assert_eq!(game.san_moves()[6], "O-O");
    assert_eq!(game.san_moves()[9], "O-O");
    let game = loads("[FEN \"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1\"]\n\n1. 0-0 0-0-0+ *");
    assert_eq!(game.san_moves(), ["O-O", "O-O-O"]);
}

// Defect 12: an unbalanced `{` or `(` silently cut the game short, and the computer played on.
#[test]
fn an_unclosed_comment_or_variation_is_an_error_not_a_shorter_game() {
    for text in [
        "1. e4 e5 2. Nf3 {a comment that never ends 2... Nc6 3. Bb5 *",
        "1. e4 e5 2. Nf3 (2. f4 exf4 2... Nc6 3. Bb5 *",
        "1. e4 e5 2. Nf3 ((2. f4) 2... Nc6 3. Bb5 *",
        "1. e4 e5 2. Nf3 } 2... Nc6 *",
        "1. e4 e5 2. Nf3 ) 2... Nc6 *",
    ] {
        assert!(pgn::read(text).is_err(), "{text} must not load");
    }
}

/// A game as other programs annotate it: tags beyond the roster, comments, nested variations,
/// NAGs, move numbers with `...`, and a result.
const ANNOTATED: &str = r#"[Event "Casual game"]
[Site "Berlin GER"]
[Date "1852.??.??"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Dufresne, Jean"]
[Result "1-0"]
[ECO "C52"]
[Annotator "A \"quoted\" name"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 {the Evans Gambit} Bxb4 5. c3 Ba5 6. d4
exd4 7. O-O d3 (7... dxc3 8. Qb3 (8. Nxc3) 8... Qf6) 8. Qb3 Qf6 9. e5 Qg6 10. Re1
Nge7 11. Ba3 b5 $6 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5
17. Nf6+ gxf6 18. exf6 Rg8 19. Rad1 Qxf3 20. Rxe7+ Nxe7 21. Qxd7+ Kxd7 22. Bf5+
Ke8 23. Bd7+ Kf8 24. Bxe7# 1-0
"#;

#[test]
fn an_annotated_game_round_trips_with_its_tags_moves_and_result() {
    let first = pgn::read(ANNOTATED).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(first.game.moves().len(), 47);
    assert_eq!(first.game.san_moves().last().map(String::as_str), Some("Bxe7#"));
    let written = pgn::write(&first.game, None);
    let second = pgn::read(&written).unwrap_or_else(|error| panic!("{error}\n{written}"));
    assert_eq!(second.game.san_moves(), first.game.san_moves());
    assert!(
        second.notes.is_empty(),
        "Klados writes nothing it skips: {:?}",
        second.notes
    );
    for name in [
        "Event",
        "Site",
        "Date",
        "Round",
        "White",
        "Black",
        "Result",
        "ECO",
        "Annotator",
    ] {
        assert_eq!(
            second.game.tags().get(name),
            first.game.tags().get(name),
            "tag {name} in\n{written}"
        );
    }
    assert_eq!(first.game.tags().get("Annotator"), Some(r#"A "quoted" name"#));
    assert!(written.trim_end().ends_with("1-0"), "{written}");
    let roster: Vec<&str> = written
        .lines()
        .take(7)
        .map(|line| line.split(' ').next().unwrap_or(""))
        .collect();
    assert_eq!(
        roster,
        [
            "[Event", "[Site", "[Date", "[Round", "[White", "[Black", "[Result"
        ]
    );
    assert!(written.lines().all(|line| line.chars().count() < 80), "{written}");
}

#[test]
fn what_is_not_played_is_noted_with_its_place() {
    let read = pgn::read(ANNOTATED).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(
        read.notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "12:16: a variation (7... dxc3 …) was skipped: Klados plays the main line",
            "11:38: a comment was skipped: Klados keeps the moves",
            "13:17: an annotation (such as !? or $1) was skipped: Klados keeps the moves",
        ]
    );
    let two_games = "1. e4 e5 1-0\n\n1. d4 d5 0-1\n";
    let read = pgn::read(two_games).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(read.game.san_moves(), ["e4", "e5"]);
    assert_eq!(
        read.notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["3:1: the text goes on with more after the first game; Klados read only the first"]
    );
}

#[test]
fn long_tags_and_comments_are_read_whole() {
    let long = "x".repeat(40_000); // more than pgn-reader's default 16 KB buffer
    let text = format!("[Annotator \"{long}\"]\n\n1. e4 {{{long}}} e5 *");
    let read = pgn::read(&text).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(read.game.tags().get("Annotator"), Some(long.as_str()));
    assert_eq!(read.game.san_moves(), ["e4", "e5"]);
}

#[test]
fn a_result_read_is_written_back_until_the_game_is_played_on() {
    let mut game = loads("[White \"Me\"]\n\n1. e4 e5 0-1");
    assert!(
        pgn::write(&game, None).trim_end().ends_with("0-1"),
        "{}",
        pgn::write(&game, None)
    );
    assert!(pgn::write(&game, None).contains("[White \"Me\"]"));
    let _ = game.play_text("Nf3");
    assert!(
        pgn::write(&game, None).trim_end().ends_with(" *"),
        "{}",
        pgn::write(&game, None)
    );
}

#[test]
fn a_game_from_a_position_writes_its_fen_and_starts_with_black() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 20";
    let mut game = Game::from_fen(fen).unwrap_or_default();
    for m in ["Kd7", "e4", "Kc6"] {
        let _ = game.play_text(m);
    }
    let written = pgn::write(&game, Some(shakmaty::Color::Black));
    assert!(
        written.contains("[White \"Klados\"]\n[Black \"Player\"]"),
        "{written}"
    );
    assert!(
        written.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]")),
        "{written}"
    );
    assert!(written.contains("20... Kd7 21. e4 Kc6 *"), "{written}");
    assert_eq!(loads(&written).san_moves(), game.san_moves());
}

/// Reads text that must fail, returning the error.
fn error_of(text: &str) -> PgnError {
    match pgn::read(text) {
        Ok(read) => panic!("{text:?} loaded {:?}", read.game.san_moves()),
        Err(error) => error,
    }
}

#[test]
fn bad_text_gives_one_line_with_its_place() {
    for (text, expected) in [
        ("", "1:1: there is no game in this text"),
        (
            "1. e4 e5\n2. Nf3 {never closed\n3. Bb5 *",
            "2:8: a comment opened here is never closed",
        ),
        (
            "1. e4 (1. d4 d5\n2. c4 *",
            "1:7: a variation opened here is never closed",
        ),
        ("1. e4 e5 } *", "1:10: this } closes no comment"),
        ("1. e4 e5 ) *", "1:10: this ) closes no variation"),
        (
            "1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6\n5. Nc6+ Nf6 *",
            "2:9: move 5 for Black, Nf6, is not legal in that position",
        ),
        (
            "1. e4 e5 2. Ke3 *",
            "1:13: move 2 for White, Ke3, is not legal in that position",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2 *",
            "2:4: move 1 for White, Nd2, is ambiguous in that position",
        ),
        ("1. e4 e5 2. Xy7 *", "1:13: \"Xy7\" is not a move"),
        (
            "1. e4 e5 2-0",
            "1:10: \"2-0\" is not a result: write 1-0, 0-1, 1/2-1/2 or *",
        ),
        (
            "[Result \"2-0\"]\n1. e4 *",
            "1:1: \"2-0\" is not a result: write 1-0, 0-1, 1/2-1/2 or *",
        ),
        (
            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *",
            "1:1: the FEN tag cannot be used",
        ),
        (
            "[Event \"never closed]\n1. e4 *",
            "1:1: the value of the tag Event is never closed",
        ),
        (
            "[Event]\n1. e4 *",
            "1:1: a tag must read [Name \"value\"] on one line",
        ),
        (
            "1. f3 e5 2. g4 Qh4# 3. e4 *",
            "1:24: move 3 for White, e4, comes after the game is over (Checkmate: Black wins)",
        ),
    ] {
        let error = error_of(text).to_string();
        assert!(
            error.starts_with(expected),
            "{text:?}\n  gave {error}\n  want {expected}"
        );
        assert_eq!(error.lines().count(), 1, "{error}");
    }
}

/// Changes a text a little, as a careless edit or a cut-off copy would.
fn mutate(text: &str, random: &mut SplitMix) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    const INSERTS: [&str; 14] = [
        "{",
        "}",
        "(",
        ")",
        "\0",
        "\n",
        "\n\n",
        "[",
        "\"",
        "$",
        "99999999999999999999999",
        "0-0",
        "1-0",
        "½",
    ];
    for _ in 0..=random.below(4) {
        let at = random.below(chars.len() + 1);
        match random.below(6) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => {
                let insert = INSERTS[random.below(INSERTS.len())];
                for (offset, c) in insert.chars().enumerate() {
                    chars.insert(at + offset, c);
                }
            }
            2 if at + 1 < chars.len() => chars.swap(at, at + 1),
            3 => chars.truncate(at),
            4 if at < chars.len() => chars[at] = char::from(b' ' + (random.below(95) as u8)),
            _ => {
                let from = random.below(chars.len() + 1);
                let piece: Vec<char> = chars[from.min(at)..from.max(at)]
                    .iter()
                    .take(30)
                    .copied()
                    .collect();
                for (offset, c) in piece.into_iter().enumerate() {
                    chars.insert(at + offset, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_pgn_never_panics_and_every_error_is_inside_the_text() {
    let seeds = [
        ANNOTATED.to_owned(),
        pgn::write(&game_after("f3 e5 g4 Qh4#"), None),
        "1. e4 e5 2. 0-0 *".to_owned(),
    ];
    let mut random = SplitMix(0x6b6c_6164_6f73);
    let started = Instant::now();
    let (mut inputs, mut loaded) = (0, 0);
    for round in 0..20_000 {
        let text = mutate(&seeds[round % seeds.len()], &mut random);
        inputs += 1;
        match pgn::read(&text) {
            Ok(_) => loaded += 1,
            Err(error) => {
                let lines: Vec<&str> = text.split('\n').collect();
                let line = lines
                    .get(error.place.line - 1)
                    .unwrap_or_else(|| panic!("{error} is past the last line of {text:?}"));
                let line = line.strip_prefix('\u{feff}').unwrap_or(line);
                assert!(
                    error.place.line >= 1
                        && error.place.column >= 1
                        && error.place.column <= line.chars().count() + 1,
                    "{error} is outside {text:?}"
                );
                assert_eq!(error.to_string().lines().count(), 1, "{error}");
                // The locator and pgn-reader must agree on every text: these would mean they did not.
                for disagreement in [
                    "could not be read",
                    "could not be placed",
                    "could not be read as PGN tags",
                ] {
                    assert!(
                        !error.problem.to_string().contains(disagreement),
                        "{error} in {text:?}"
                    );
                }
            }
        }
    }
    eprintln!(
        "{inputs} mutated PGN texts, {loaded} loaded, in {:?}",
        started.elapsed()
    );
}

#[test]
fn a_huge_tag_value_is_not_echoed_whole_in_an_error() {
    let text = format!("[Variant \"{}\r\"]\n\n1. e4 *\n", "x".repeat(100_000));
    let error = klados::chess::pgn::read(&text)
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(
        error.chars().count() < 200,
        "{} characters",
        error.chars().count()
    );
    assert_eq!(error.lines().count(), 1, "{error}");
}
