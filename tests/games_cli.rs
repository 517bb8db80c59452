//! `klados think --game tictactoe|connect4`: what it prints, and the one line a bad position or
//! option gets.

use std::process::{Command, Output};

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

/// Runs a command that must succeed and returns its standard output.
fn printed(args: &[&str]) -> String {
    let output = klados(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs a command that must fail with one line on standard error and nothing on standard
/// output, and returns that line.
fn one_line_error(args: &[&str]) -> String {
    let output = klados(args);
    assert!(!output.status.success(), "{args:?} succeeded");
    assert!(output.stdout.is_empty(), "{args:?}");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    stderr.trim_end().to_string()
}

#[test]
fn tic_tac_toe_is_searched_from_its_text() {
    let table = printed(&[
        "think",
        "--game",
        "tictactoe",
        "--position",
        "xx.oo....",
        "--depth",
        "5",
    ]);
    assert!(
        table.starts_with("Klados search: Minimax to depth 5 of tic-tac-toe from xx.oo....\n"),
        "{table}"
    );
    assert!(
        table.contains("Root: MAX (x) to move, chooses by MAX. Best move 3 with value #1."),
        "{table}"
    );
    assert!(table.contains("  x x .\n  o o .\n  . . .\n"), "{table}");
}

#[test]
fn connect_four_prints_its_evaluation_term_by_term() {
    let table = printed(&[
        "think",
        "--game",
        "connect4",
        "--position",
        "413",
        "--depth",
        "2",
        "--algorithm",
        "ordered",
    ]);
    assert!(
        table.contains("of Connect Four from ......./......./......./......./......./o.xx..."),
        "{table}"
    );
    assert!(table.contains("  open twos      2 × (2 − 0) =    4"), "{table}");
    assert!(table.contains("  centre column  3 × (1 − 0) =    3"), "{table}");
    assert!(table.contains("  total                            7"), "{table}");
}

#[test]
fn bad_positions_and_options_get_one_line() {
    for (args, expected) in [
        (
            &["think", "--game", "tictactoe", "--position", "xxxxxxxxx"][..],
            "klados: --position: x has 9 marks and o 0: x moves first and the players take turns, so x has as many as o or one more",
        ),
        (
            &[
                "think",
                "--game",
                "tictactoe",
                "--position",
                "x.o.......",
                "--depth",
                "2",
            ][..],
            "klados: --position: the position has 10 cells; tic-tac-toe has 9: x, o or . for each, row by row from the top left",
        ),
        (
            &["think", "--game", "connect4", "--position", "1212121"][..],
            "klados: --position: x has four in a row: the game is over",
        ),
        (
            &["think", "--game", "tictactoe", "--depth", "10"][..],
            "klados: --depth: depth must be 1 to 9 plies in tic-tac-toe, not 10",
        ),
        (
            &["think", "--position", "x........"][..],
            "klados: --position is for --game tictactoe or connect4; a chess position is given with --fen",
        ),
        (
            &[
                "think",
                "--game",
                "connect4",
                "--algorithm",
                "mcts",
                "--playout-depth",
                "4",
            ][..],
            "klados: --playout-depth is for chess; tic-tac-toe's and Connect Four's playouts go to the end of the game",
        ),
        (
            &["think", "--game", "tictactoe", "--iterations", "50"][..],
            "klados: --iterations is for --algorithm mcts",
        ),
    ] {
        assert_eq!(one_line_error(args), expected, "{args:?}");
    }
}

#[test]
fn a_floating_disc_gets_one_line() {
    let said = one_line_error(&[
        "think",
        "--game",
        "connect4",
        "--position",
        "......./......./......./......./...x.../.......",
    ]);
    assert!(
        said.starts_with("klados: --position: the disc in column 4"),
        "{said}"
    );
}

#[test]
fn a_game_s_tree_is_written_as_klados_tree_and_graded() {
    let json = printed(&[
        "think",
        "--game",
        "tictactoe",
        "--position",
        "x.o......",
        "--depth",
        "2",
        "--format",
        "json",
    ]);
    assert!(json.contains("\"game\": \"tictactoe\""), "{json}");
    let path = std::env::temp_dir().join(format!("klados-games-cli-{}.json", std::process::id()));
    std::fs::write(&path, &json).unwrap_or_else(|e| panic!("{e}"));
    let shown = path.to_string_lossy().into_owned();
    let output = klados(&["grade", &shown]);
    std::fs::remove_file(&path).ok();
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{said}");
    assert!(
        said.ends_with(
            "minimax to depth 2, 49 nodes compared with Klados's 49.\nScore: 100/100. The trees agree.\n"
        ),
        "{said}"
    );
}

#[test]
fn the_table_shows_what_merging_transpositions_saves() {
    let table = printed(&["think", "--game", "tictactoe", "--depth", "9", "--tt"]);
    assert!(
        table.contains("16,168 nodes stored, the root counted, for the tree's 5,478 distinct positions"),
        "{table}"
    );
}

#[test]
fn monte_carlo_tree_search_plays_each_game_from_the_command_line() {
    let args = [
        "think",
        "--game",
        "connect4",
        "--position",
        "445566",
        "--algorithm",
        "mcts",
        "--iterations",
        "1000",
        "--seed",
        "1",
    ];
    let table = printed(&args);
    assert!(table.contains("of Connect Four from"), "{table}");
    assert!(table.contains("Playouts: to the end of the game"), "{table}");
    assert!(
        table.contains("NodesAnalysis0 (7 nodes, MAX (x) moved)"),
        "{table}"
    );
    let best = table
        .lines()
        .find_map(|line| line.strip_prefix("Root: MAX (x) to move. Most visited move "))
        .unwrap_or_else(|| panic!("{table}"));
    assert!(best.starts_with("3:") || best.starts_with("7:"), "{best}");
    // The same seed prints the same tree.
    let again = printed(&args);
    let without_time = |text: &str| {
        text.lines()
            .filter(|line| !line.contains(" ms"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(without_time(&again), without_time(&table));
    let json = printed(&[
        "think",
        "--game",
        "tictactoe",
        "--algorithm",
        "mcts",
        "--iterations",
        "200",
        "--format",
        "json",
    ]);
    assert!(json.contains("\"game\": \"tictactoe\""), "{json}");
    assert!(json.contains("\"algorithm\": \"mcts\""), "{json}");
}
