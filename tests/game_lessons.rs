//! Lessons on the course's first games (tic-tac-toe, Connect Four): the shipped ones load, ask
//! before they tell and say only what the engine finds; a game or position a file gets wrong is
//! one located line, as every other lesson error is; and a chess lesson reads as it always did.

use std::path::{Path, PathBuf};

use klados::course::lesson::{Lesson, Subject, load_dir};
use klados::engine::tree::GameId;

fn shipped_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons")
}

/// A tic-tac-toe lesson for the tests, with `replace.0` replaced by `replace.1`.
fn game_lesson(replace: (&str, &str)) -> String {
    let text = r##"{
  "format": "klados-lesson/1",
  "id": "game",
  "title": "A test",
  "summary": "A small lesson for the tests.",
  "game": "tictactoe",
  "position": "xx.oo....",
  "search": { "depth": 3, "algorithm": "minimax" },
  "steps": [
    { "at": "end", "say": "x wins.", "expect": [ { "best": "3", "root_value": "#1" } ] }
  ]
}"##;
    text.replace(replace.0, replace.1)
}

/// Reads a lesson's text, and returns its one problem as `path:line:column: …`.
fn one_problem(text: &str) -> String {
    match Lesson::from_json(text, Path::new("game.json")) {
        Ok(lesson) => {
            let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
            assert_eq!(problems.len(), 1, "{problems:#?}");
            problems[0].clone()
        }
        Err(errors) => {
            let problems: Vec<String> = errors.iter().map(ToString::to_string).collect();
            assert_eq!(problems.len(), 1, "{problems:#?}");
            problems[0].clone()
        }
    }
}

#[test]
fn the_first_games_are_taught_asking_before_telling_and_every_claim_holds() {
    let (lessons, errors) = load_dir(&shipped_dir());
    let errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let games: Vec<&Lesson> = lessons
        .iter()
        .filter(|lesson| matches!(lesson.subject, Subject::Game { .. }))
        .collect();
    let ids: Vec<(&str, GameId)> = games
        .iter()
        .map(|lesson| (lesson.id.as_str(), lesson.subject.game_id()))
        .collect();
    assert_eq!(
        ids,
        [
            ("26-the-whole-tree-of-tic-tac-toe", GameId::TicTacToe),
            ("27-connect-four-the-evaluation-decides", GameId::ConnectFour),
            ("28-connect-four-mcts-against-alpha-beta", GameId::ConnectFour),
        ]
    );
    for lesson in games {
        let questions: Vec<_> = lesson
            .steps
            .iter()
            .filter_map(|step| step.predict.as_ref())
            .collect();
        assert!(!questions.is_empty(), "{} asks nothing", lesson.id);
        assert!(
            questions.iter().all(|predict| predict.check.is_some()),
            "{}: a question without a check",
            lesson.id
        );
        let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{problems:#?}");
    }
}

#[test]
fn the_whole_tree_of_tic_tac_toe_is_the_one_the_course_counts() {
    let lesson = Lesson::load(&shipped_dir().join("26-the-whole-tree-of-tic-tac-toe.json"))
        .unwrap_or_else(|errors| panic!("{errors:?}"));
    let search = lesson.think(&lesson.settings).unwrap_or_else(|e| panic!("{e}"));
    let tree = &search.tree;
    assert_eq!(
        tree.nodes_per_level(),
        [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
    );
    // 549,946 with the root; every leaf is a finished game.
    assert_eq!(tree.node_count() + 1, 549_946);
    assert_eq!(tree.counts().evaluated, 255_168);
    assert_eq!(tree.root_value(), 0);
    // The tree names its moves by cell, and a lesson finds its nodes by them.
    let edge = search
        .find(&["5".to_owned(), "2".to_owned()])
        .unwrap_or_else(|| panic!("no node 5 2"));
    assert_eq!(
        tree.display_value(tree.get(edge).and_then(|node| node.value()).unwrap_or(0)),
        "#4"
    );
}

#[test]
fn a_game_lesson_searches_its_position_and_a_wrong_claim_is_caught() {
    let lesson = Lesson::from_json(&game_lesson(("", "")), Path::new("game.json"))
        .unwrap_or_else(|errors| panic!("{errors:?}"));
    assert_eq!(lesson.subject.game_id(), GameId::TicTacToe);
    assert_eq!(lesson.subject.depth_limit(), 9);
    assert!(lesson.verify().is_empty());
    // Connect Four from its empty board when the file gives no position.
    let empty = game_lesson(("\"position\": \"xx.oo....\",", ""))
        .replace("tictactoe", "connect4")
        .replace(
            "\"best\": \"3\", \"root_value\": \"#1\"",
            "\"level_nodes\": [7, 49, 343]",
        );
    let lesson =
        Lesson::from_json(&empty, Path::new("game.json")).unwrap_or_else(|errors| panic!("{errors:?}"));
    assert!(lesson.verify().is_empty(), "{:?}", lesson.verify());
    // A claim the engine does not agree with is located at the claim.
    let wrong = one_problem(&game_lesson(("\"best\": \"3\"", "\"best\": \"7\"")));
    assert!(
        wrong.starts_with("game.json:10:50: steps[0].expect[0]: the engine chooses 3, not 7"),
        "{wrong}"
    );
}

#[test]
fn a_bad_game_or_position_is_one_located_line() {
    // Each: what the file gets wrong, and the line that says so (after the file's name).
    let cases: [((&str, &str), &str); 9] = [
        (
            ("\"tictactoe\"", "\"checkers\""),
            ":6:11: game: \"checkers\" is no game Klados teaches: write \"chess\" (the default), \"tictactoe\" or \"connect4\"",
        ),
        (
            ("xx.oo....", "xx.oo....."),
            ":7:15: position: not a position of tic-tac-toe: the position has 10 cells; tic-tac-toe has 9",
        ),
        (
            ("xx.oo....", "xxxoo...."),
            ":7:15: position: not a position of tic-tac-toe: x has three in a row: the game is over",
        ),
        (
            ("\"xx.oo....\"", "{ \"fen\": \"8/8/8/8/8/8/8/K6k w - - 0 1\" }"),
            ":7:15: position: a position of tic-tac-toe is written as text, e.g. \"x.o.x....\"",
        ),
        (
            ("\"game\": \"tictactoe\",", ""),
            ":7:15: position: a chess position is written { \"fen\": \"…\", \"moves\": […] }",
        ),
        (
            ("\"depth\": 3", "\"depth\": 10"),
            ":8:24: search.depth: the depth must be 1 to 9 plies in tic-tac-toe, not 10",
        ),
        (
            (
                "\"depth\": 3",
                "\"depth\": 3, \"techniques\": { \"quiescence\": true }",
            ),
            ":8:41: search.techniques: quiescence and iterative deepening are chess's",
        ),
        (
            (
                "\"position\": \"xx.oo....\",",
                "\"tree\": { \"children\": [ { \"label\": \"A\", \"value\": 1 } ] },",
            ),
            ":6:11: game: a drawn tree is no game of tic-tac-toe: leave \"game\" out",
        ),
        (
            (
                "\"tictactoe\",\n  \"position\": \"xx.oo....\"",
                "\"connect4\",\n  \"position\": \"4448\"",
            ),
            ":7:15: position: not a position of Connect Four: move 4 is column 8: the columns are 1 to 7",
        ),
    ];
    for (replace, expected) in cases {
        let problem = one_problem(&game_lesson(replace));
        assert!(
            problem.starts_with(&format!("game.json{expected}")),
            "{replace:?}: {problem}"
        );
        assert!(!problem.contains('\n'), "{problem}");
    }
}

#[test]
fn a_chess_lesson_reads_as_before() {
    // No game named: a position object is chess, and what is wrong inside it keeps serde's own
    // message at its place.
    let chess = game_lesson((
        "\"game\": \"tictactoe\",\n  \"position\": \"xx.oo....\"",
        "\"position\": { \"fen\": \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\", \"moves\": [] }",
    ))
    .replace(
        "\"best\": \"3\", \"root_value\": \"#1\"",
        "\"root_value_at_least\": 50",
    );
    let lesson =
        Lesson::from_json(&chess, Path::new("game.json")).unwrap_or_else(|errors| panic!("{errors:?}"));
    assert_eq!(lesson.subject.game_id(), GameId::Chess);
    assert!(lesson.verify().is_empty(), "{:?}", lesson.verify());
    let unknown = one_problem(&chess.replace("\"moves\": []", "\"moves\": [], \"colour\": 1"));
    assert!(
        unknown.starts_with("game.json:6:") && unknown.contains("unknown field `colour`"),
        "{unknown}"
    );
    // "game": "chess" says the default aloud.
    let named = chess.replace("\"position\":", "\"game\": \"chess\", \"position\":");
    assert!(Lesson::from_json(&named, Path::new("game.json")).is_ok());
}
