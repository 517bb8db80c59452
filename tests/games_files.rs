//! Trees of tic-tac-toe and Connect Four as `klados-tree/1`: written with their `game` and
//! `position`, read back equal to themselves (the reader given the games it may meet), and a
//! bad game, position or move in a file said in one line.

use klados::engine::export::write_json;
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};
use klados::engine::tree::SearchTree;
use klados::engine::tree_file::{read_tree_file, read_tree_file_of};
use klados::games::{Games, connect4, tictactoe};

fn json_of(tree: &SearchTree) -> String {
    let mut bytes = Vec::new();
    write_json(tree, &mut bytes).unwrap_or_else(|error| panic!("{error}"));
    String::from_utf8(bytes).unwrap_or_else(|error| panic!("{error}"))
}

/// Writes `tree`, reads it back with the games and checks it equals itself, node for node.
fn check_round_trip(tree: &SearchTree) {
    let json = json_of(tree);
    let file = read_tree_file_of(json.as_bytes(), &Games).unwrap_or_else(|error| panic!("{error}"));
    let read = file.to_search_tree().unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(read.game(), tree.game());
    assert_eq!(read.levels(), tree.levels());
    assert_eq!(read.root_value(), tree.root_value());
    assert_eq!(read.best(), tree.best());
    assert_eq!(json_of(&read).lines().count(), json.lines().count());
}

#[test]
fn a_tic_tac_toe_tree_written_and_read_back_equals_itself() {
    let control = SearchControl::new();
    for (position, depth, algorithm, tt) in [
        ("x...o....", 7, Algorithm::Minimax, false),
        ("x...o....", 7, Algorithm::AlphaBeta, false),
        (".........", 4, Algorithm::Ordered, true),
    ] {
        let settings = SearchSettings {
            techniques: Techniques::default().switched(Technique::Transpositions, tt),
            ..SearchSettings::new(depth, algorithm)
        };
        let tree =
            tictactoe::search(tictactoe::Board::parse(position).unwrap(), &settings, &control).unwrap();
        check_round_trip(&tree);
    }
}

#[test]
fn a_connect_four_tree_written_and_read_back_equals_itself() {
    let control = SearchControl::new();
    let board = connect4::Board::parse("4453").unwrap();
    let tree = connect4::search(&board, &SearchSettings::new(4, Algorithm::AlphaBeta), &control).unwrap();
    check_round_trip(&tree);
}

#[test]
fn a_game_s_file_says_its_game_and_position() {
    let board = tictactoe::Board::parse("x.o......").unwrap();
    let tree = tictactoe::search(
        board,
        &SearchSettings::new(1, Algorithm::Minimax),
        &SearchControl::new(),
    )
    .unwrap();
    let json = json_of(&tree);
    assert!(json.contains("\"game\": \"tictactoe\""), "{json}");
    assert!(json.contains("\"position\": \"x.o......\""), "{json}");
    assert!(!json.contains("\"fen\""), "{json}");
    assert!(json.contains("\"move\":\"2\""), "{json}");
}

/// Reads `json` with the games and returns its one-line error.
fn refused(json: &str) -> String {
    match read_tree_file_of(json.as_bytes(), &Games).and_then(|file| file.to_search_tree()) {
        Ok(_) => panic!("{json} was read"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_bad_game_position_or_move_gets_one_line() {
    let node = |name: &str| {
        format!(r#"{{"n": 1, "parent": 0, "move": "{name}", "score": 0, "value": 0, "status": "searched"}}"#)
    };
    let file = |game: &str, position: &str, name: &str| {
        format!(
            r#"{{"format": "klados-tree/1", "game": "{game}", "position": "{position}", "depth": 1,
                "levels": [{{"level": 0, "nodes": [{}]}}]}}"#,
            node(name)
        )
    };
    for (json, expected) in [
        (
            file("checkers", ".........", "1"),
            "game \"checkers\" is not one Klados knows: chess, drawn, tictactoe or connect4",
        ),
        (
            file("tictactoe", "xxxxxxxxx", "1"),
            "position: x has 9 marks and o 0: x moves first and the players take turns, so x has as many as o or one more",
        ),
        (
            file("tictactoe", "x.o.......", "2"),
            "position: the position has 10 cells; tic-tac-toe has 9: x, o or . for each, row by row from the top left",
        ),
        (
            file("tictactoe", "x.o......", "3"),
            "level 0, node 1: cell 3 is taken in its parent (x.o......)",
        ),
        (
            file("tictactoe", "x.o......", "10"),
            "level 0, node 1: \"10\" is not a cell of tic-tac-toe: 1 to 9, row by row from the top left",
        ),
        (
            file("connect4", "4444444", "1"),
            "position: move 7 drops into column 4, which is full (6 discs)",
        ),
        (
            file("connect4", "44", "8"),
            "level 0, node 1: \"8\" is not a column of Connect Four: 1 to 7, from the left",
        ),
        (
            r#"{"format": "klados-tree/1", "game": "tictactoe", "fen": "8/8/8/8/8/8/8/8 w - - 0 1", "levels": []}"#
                .to_string(),
            "a tree of tic-tac-toe gives its root as \"position\", not \"fen\"",
        ),
        (
            r#"{"format": "klados-tree/1", "game": "connect4", "levels": []}"#.to_string(),
            "a tree of Connect Four needs its root's \"position\"",
        ),
    ] {
        assert_eq!(refused(&json), expected, "{json}");
    }
    // A floating disc, and a position after a win.
    let floating = refused(
        &file("connect4", "......./......./......./......./......./.x.....", "1").replace(
            "......./......./......./......./......./.x.....",
            "......./......./......./......./...x.../.......",
        ),
    );
    assert!(floating.starts_with("position: "), "{floating}");
    assert_eq!(floating.lines().count(), 1);
    let won = refused(&file("tictactoe", "xxxoo....", "6"));
    assert_eq!(won, "position: x has three in a row: the game is over");
}

#[test]
fn a_reader_without_the_games_says_so() {
    let board = tictactoe::Board::empty();
    let tree = tictactoe::search(
        board,
        &SearchSettings::new(1, Algorithm::Minimax),
        &SearchControl::new(),
    )
    .unwrap();
    let error = read_tree_file(json_of(&tree).as_bytes()).unwrap_err().to_string();
    assert_eq!(
        error,
        "a tree of tic-tac-toe cannot be read here: this reader knows chess and drawn trees only"
    );
}
