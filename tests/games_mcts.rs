//! Monte Carlo tree search on tic-tac-toe and Connect Four: the tree holds the game (its moves
//! named by the game), playouts go to the end of the game, an immediate win is taken and an
//! immediate loss blocked, the same seed grows the same tree, and its `klados-tree/1` document
//! names the game and reads back to the same tree, grown again.

use klados::engine::mcts::export::write_json;
use klados::engine::mcts::{Judge, MctsSettings, MctsTree};
use klados::engine::settings::SearchControl;
use klados::engine::tree::{GameId, TreeGame};
use klados::engine::tree_file::{AnyTreeFile, read_any_tree_file, read_any_tree_file_of};
use klados::games::{Games, connect4, tictactoe};

fn connect_four(moves: &str, iterations: u32, seed: u64) -> MctsTree {
    let board = connect4::Board::parse(moves).unwrap_or_else(|error| panic!("{moves}: {error}"));
    connect4::mcts(
        &board,
        &MctsSettings::new(iterations, seed),
        &SearchControl::new(),
    )
    .unwrap_or_else(|error| panic!("{moves}: {error}"))
}

fn tic_tac_toe(cells: &str, iterations: u32, seed: u64) -> MctsTree {
    let board = tictactoe::Board::parse(cells).unwrap_or_else(|error| panic!("{cells}: {error}"));
    tictactoe::mcts(board, &MctsSettings::new(iterations, seed), &SearchControl::new())
        .unwrap_or_else(|error| panic!("{cells}: {error}"))
}

/// The name of the move MCTS plays: the most visited root child.
fn best_name(tree: &MctsTree) -> String {
    tree.best().map(|best| tree.name_of(best)).unwrap_or_default()
}

fn check_plays(tree: &MctsTree, expected: &[&str], what: &str) {
    let best = best_name(tree);
    assert!(
        expected.contains(&best.as_str()),
        "{what}: MCTS plays {best}, not one of {expected:?}"
    );
}

#[test]
fn mcts_takes_an_immediate_connect_four_win() {
    // x has three on the bottom row (columns 4, 5, 6) and moves: 3 or 7 wins.
    for seed in [1, 2, 3] {
        check_plays(&connect_four("445566", 1_000, seed), &["3", "7"], "the win");
    }
}

#[test]
fn mcts_blocks_an_immediate_connect_four_loss() {
    // o has three on the bottom row (columns 5, 6, 7); x, to move, must take column 4.
    for seed in [1, 2, 3] {
        check_plays(&connect_four("151627", 2_000, seed), &["4"], "the block");
    }
}

#[test]
fn mcts_takes_and_blocks_in_tic_tac_toe() {
    // x to move completes the top row; below, x must stop o's middle row.
    check_plays(&tic_tac_toe("xx.oo....", 500, 1), &["3"], "the win");
    check_plays(&tic_tac_toe("x..oo.x..", 500, 1), &["6"], "the block");
}

#[test]
fn the_tree_holds_the_game_and_plays_out_to_the_end() {
    let tree = tic_tac_toe(".........", 300, 7);
    assert_eq!(tree.game().id(), GameId::TicTacToe);
    assert!(tree.chess_root().is_none());
    assert_eq!(tree.judge(), Judge::Game);
    assert_eq!(tree.root_visits(), 300);
    assert_eq!(tree.root_move_count(), 9);
    // Every playout ends the game: a win (1), a draw (½) or a loss (0), nothing between.
    for iteration in tree.iterations() {
        assert!(
            [0.0, 0.5, 1.0].contains(&iteration.result),
            "{}",
            iteration.result
        );
    }
    let names: Vec<String> = tree
        .children_of(None)
        .into_iter()
        .map(|id| tree.name_of(id))
        .collect();
    assert_eq!(names, ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    assert_eq!(tree.position_text(None).as_deref(), Some("........."));
}

#[test]
fn the_same_seed_grows_the_same_tree_and_another_seed_another() {
    assert_eq!(connect_four("", 800, 5), connect_four("", 800, 5));
    assert_eq!(tic_tac_toe("x........", 400, 9), tic_tac_toe("x........", 400, 9));
    assert_ne!(connect_four("", 800, 5), connect_four("", 800, 6));
}

fn json_of(tree: &MctsTree) -> String {
    let mut bytes = Vec::new();
    write_json(tree, &mut bytes).unwrap_or_else(|error| panic!("{error}"));
    String::from_utf8(bytes).unwrap_or_else(|error| panic!("{error}"))
}

/// Writes the tree, reads the document back with the games, grows it again from the file's
/// settings and checks that it is the same tree.
fn check_round_trip(tree: &MctsTree) {
    let json = json_of(tree);
    let control = SearchControl::new();
    let Ok(AnyTreeFile::MonteCarlo(file)) = read_any_tree_file_of(json.as_bytes(), &control, &Games) else {
        panic!("not read back as an MCTS document:\n{json}");
    };
    assert_eq!(file.game_id(), tree.game().id());
    assert_eq!(file.node_count(), tree.node_count());
    let grown = file
        .search_again(None, &control)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(&grown, tree);
    assert!(matches!(grown.game(), TreeGame::Other(_)));
    // The document again, but for the time it took.
    let timeless = |json: &str| -> Vec<String> {
        json.lines()
            .filter(|line| !line.contains("elapsed_ms"))
            .map(String::from)
            .collect()
    };
    assert_eq!(timeless(&json_of(&grown)), timeless(&json));
}

#[test]
fn an_mcts_document_of_each_game_reads_back_to_the_same_tree() {
    check_round_trip(&tic_tac_toe("x...o....", 400, 2));
    check_round_trip(&connect_four("4453", 600, 4));
    let json = json_of(&connect_four("44", 100, 1));
    assert!(json.contains("\"game\": \"connect4\""), "{json}");
    assert!(json.contains("\"position\": "), "{json}");
    assert!(json.contains("\"move\":\"4\""), "{json}");
}

#[test]
fn a_document_changed_by_hand_is_not_replayed() {
    let json = json_of(&tic_tac_toe(".........", 200, 1)).replacen("\"visits\":", "\"visits\":1", 1);
    let control = SearchControl::new();
    let Ok(AnyTreeFile::MonteCarlo(file)) = read_any_tree_file_of(json.as_bytes(), &control, &Games) else {
        panic!("not read back as an MCTS document");
    };
    let error = file
        .search_again(None, &control)
        .expect_err("the file is not the tree grown");
    assert!(error.to_string().contains("level 0, node 1"), "{error}");
    // Without the games, the reader says it does not know the game rather than guess.
    assert!(read_any_tree_file(json.as_bytes(), &control).is_err());
}
