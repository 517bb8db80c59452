//! Tic-tac-toe and Connect Four through the one search: the whole tic-tac-toe tree, Connect
//! Four's counts per ply, alpha-beta against minimax on seeded random positions, wins found at
//! the right depth, and the games' depth limits.

use klados::engine::eval::{MATE, MATE_THRESHOLD};
use klados::engine::random::SplitMix64;
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};
use klados::engine::tree::{NodeId, SearchTree, Status};
use klados::games::{connect4, distinct_positions, tictactoe};

fn settings(depth: usize, algorithm: Algorithm) -> SearchSettings {
    SearchSettings::new(depth, algorithm)
}

/// The games that end at a node of the tree: won (stored like a checkmate) or drawn.
fn finished_games(tree: &SearchTree) -> usize {
    tree.levels()
        .iter()
        .flat_map(|level| level.nodes.iter())
        .filter(|node| matches!(node.status(), Status::Checkmate | Status::Draw))
        .count()
}

#[test]
fn the_whole_tic_tac_toe_tree() {
    let searched = tictactoe::search(
        tictactoe::Board::empty(),
        &settings(9, Algorithm::Minimax),
        &SearchControl::new(),
    )
    .unwrap();
    let tree = &searched;
    assert_eq!(
        tree.nodes_per_level(),
        [9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    );
    assert_eq!(tree.node_count() + 1, 549_946, "counting the root");
    assert_eq!(finished_games(tree), 255_168);
    assert_eq!(tree.root_value(), 0, "a draw");
    assert_eq!(tree.counts().pruned, 0);
}

#[test]
fn alpha_beta_on_the_whole_tic_tac_toe_tree_finds_the_draw_with_fewer_nodes() {
    let mut stored = Vec::new();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered] {
        let searched = tictactoe::search(
            tictactoe::Board::empty(),
            &settings(9, algorithm),
            &SearchControl::new(),
        )
        .unwrap();
        assert_eq!(searched.root_value(), 0, "{algorithm:?}");
        stored.push(searched.counts().searched);
    }
    assert!(stored[1] < stored[0] / 10, "{stored:?}");
    assert!(stored[2] < stored[1], "{stored:?}");
}

#[test]
fn connect_four_counts_per_ply() {
    let counts = connect4::count_per_ply(&connect4::Board::empty(), 8);
    let positions: Vec<usize> = counts.iter().map(|count| count.positions).collect();
    assert_eq!(
        positions,
        [7, 49, 343, 2_401, 16_807, 117_649, 823_536, 5_673_234]
    );
    let ended: Vec<usize> = counts.iter().map(|count| count.ended).collect();
    assert_eq!(&ended[..6], [0; 6], "no game ends before ply 7");
    assert_eq!(ended[6], 13_032);
}

#[test]
fn a_minimax_search_stores_every_line_of_play() {
    let board = connect4::Board::parse("4453").unwrap();
    let searched = connect4::search(&board, &settings(5, Algorithm::Minimax), &SearchControl::new()).unwrap();
    let perft: Vec<usize> = connect4::count_per_ply(&board, 5)
        .iter()
        .map(|count| count.positions)
        .collect();
    assert_eq!(searched.nodes_per_level(), perft);
}

/// A position reached by `least` to `moves` random moves from the empty board (fewer if the
/// game would end), where the game goes on.
fn random_position<B: Copy>(
    random: &mut SplitMix64,
    empty: B,
    least: u64,
    moves: u64,
    legal: impl Fn(&B) -> Vec<u8>,
    play: impl Fn(&B, u8) -> B,
    over: impl Fn(&B) -> bool,
) -> B {
    loop {
        let mut board = empty;
        for _ in 0..least + random.below(moves - least + 1) {
            let choices = legal(&board);
            let Some(&m) = choices.get(random.below(choices.len() as u64) as usize) else {
                break;
            };
            let next = play(&board, m);
            if over(&next) {
                break;
            }
            board = next;
        }
        if !over(&board) {
            return board;
        }
    }
}

/// Checks that alpha-beta, ordered alpha-beta, alpha-beta with the transposition table and
/// alpha-beta with killer moves, the history heuristic or both give minimax's root value.
fn check_agree(search: impl Fn(Algorithm, Techniques) -> SearchTree, what: &str) {
    let minimax = search(Algorithm::Minimax, Techniques::default()).root_value();
    let table = Techniques::NONE.with(Technique::Transpositions);
    let killers = Techniques::NONE.with(Technique::Killers);
    let history = Techniques::NONE.with(Technique::History);
    let both = killers.with(Technique::History);
    for (algorithm, techniques) in [
        (Algorithm::AlphaBeta, Techniques::NONE),
        (Algorithm::Ordered, Techniques::NONE),
        (Algorithm::AlphaBeta, table),
        (Algorithm::Minimax, table),
        (Algorithm::AlphaBeta, killers),
        (Algorithm::AlphaBeta, history),
        (Algorithm::Ordered, both),
        (Algorithm::Ordered, both.with(Technique::Transpositions)),
    ] {
        let value = search(algorithm, techniques).root_value();
        assert_eq!(value, minimax, "{what}: {algorithm:?}, {techniques:?}");
    }
}

#[test]
fn alpha_beta_gives_minimax_value_on_random_tic_tac_toe_positions() {
    let mut random = SplitMix64::new(43);
    for _ in 0..200 {
        let board = random_position(
            &mut random,
            tictactoe::Board::empty(),
            2,
            7,
            |board| board.empty_cells().collect(),
            |board, cell| board.play(cell),
            |board| board.is_over(),
        );
        let depth = board.empty_cells().count();
        check_agree(
            |algorithm, techniques| {
                let settings = SearchSettings {
                    techniques,
                    ..settings(depth, algorithm)
                };
                tictactoe::search(board, &settings, &SearchControl::new()).unwrap()
            },
            &board.to_string(),
        );
    }
}

#[test]
fn alpha_beta_gives_minimax_value_on_random_connect_four_positions() {
    let mut random = SplitMix64::new(43);
    for _ in 0..200 {
        let board = random_position(
            &mut random,
            connect4::Board::empty(),
            0,
            30,
            |board| (0..7).filter(|&column| board.has_room(column)).collect(),
            |board, column| board.play(column),
            |board| board.is_over(),
        );
        check_agree(
            |algorithm, techniques| {
                let settings = SearchSettings {
                    techniques,
                    ..settings(4, algorithm)
                };
                connect4::search(&board, &settings, &SearchControl::new()).unwrap()
            },
            &board.to_string(),
        );
    }
}

/// Searches to `depth` and returns the root value and the best move's name.
fn best(searched: &SearchTree) -> (i32, String) {
    (searched.root_value(), searched.san_of(searched.best()))
}

#[test]
fn a_win_is_found_at_its_depth() {
    let control = SearchControl::new();
    // x completes the top row in cell 3.
    let board = tictactoe::Board::parse("xx.oo....").unwrap();
    let searched = tictactoe::search(board, &settings(1, Algorithm::Minimax), &control).unwrap();
    assert_eq!(best(&searched), (MATE - 1, String::from("3")));
    // o to move completes the middle row in cell 6: a win for MIN.
    let board = tictactoe::Board::parse("xx.oo...x").unwrap();
    let searched = tictactoe::search(board, &settings(3, Algorithm::AlphaBeta), &control).unwrap();
    assert_eq!(best(&searched), (-(MATE - 1), String::from("6")));

    // x on columns 2 and 3 of the bottom row: x in 4 threatens both 1 and 5, and o can block
    // only one: a win with x's second move from here, three plies deep.
    let board = connect4::Board::parse("2737").unwrap();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered] {
        let searched = connect4::search(&board, &settings(3, algorithm), &control).unwrap();
        assert_eq!(best(&searched), (MATE - 3, String::from("4")), "{algorithm:?}");
        assert_eq!(searched.display_value(searched.root_value()), "#2");
    }
    let shallow = connect4::search(&board, &settings(2, Algorithm::Minimax), &control).unwrap();
    assert!(shallow.root_value() < MATE_THRESHOLD, "two plies do not see it");
}

#[test]
fn each_game_has_its_depth_limit() {
    let control = SearchControl::new();
    let error = tictactoe::search(
        tictactoe::Board::empty(),
        &settings(10, Algorithm::AlphaBeta),
        &control,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "depth must be 1 to 9 plies in tic-tac-toe, not 10"
    );
    let error = connect4::search(
        &connect4::Board::empty(),
        &settings(13, Algorithm::AlphaBeta),
        &control,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "depth must be 1 to 12 plies in Connect Four, not 13"
    );
}

#[test]
fn the_principal_variation_names_the_game_moves() {
    let board = tictactoe::Board::parse("xx.oo....").unwrap();
    let searched = tictactoe::search(board, &settings(3, Algorithm::Minimax), &SearchControl::new()).unwrap();
    let line: Vec<String> = searched
        .principal_variation()
        .into_iter()
        .map(|id| searched.san_of(id))
        .collect();
    assert_eq!(line, ["3"]);
    assert_eq!(searched.san_of(NodeId::new(0, 0)), "3");
}

#[test]
fn merging_transpositions_leaves_tic_tac_toe_s_5478_positions() {
    let tt = Techniques::default().with(Technique::Transpositions);
    let searched = tictactoe::search(
        tictactoe::Board::empty(),
        &SearchSettings {
            techniques: tt,
            ..settings(9, Algorithm::Minimax)
        },
        &SearchControl::new(),
    )
    .unwrap();
    assert_eq!(searched.root_value(), 0);
    // The table stores 16,168 nodes (the root counted) for the 549,946 of minimax: every
    // position once, but a game's end once for every way it is reached (an end is judged
    // before the table is looked in).
    let counts = searched.counts();
    assert_eq!(counts.stored + 1, 16_168, "{counts:?}");
    assert_eq!(counts.transpositions, 8_786, "{counts:?}");
    assert_eq!(distinct_positions(&searched), Some(5_478));
    let whole = tictactoe::search(
        tictactoe::Board::empty(),
        &settings(9, Algorithm::Minimax),
        &SearchControl::new(),
    )
    .unwrap();
    assert_eq!(distinct_positions(&whole), Some(5_478));
}

#[test]
fn the_tree_knows_its_game() {
    use klados::engine::tree::{BoardKind, GameId};
    let control = SearchControl::new();
    let board = tictactoe::Board::parse("x.o......").unwrap();
    let tree = tictactoe::search(board, &settings(2, Algorithm::Minimax), &control).unwrap();
    assert_eq!(tree.game().id(), GameId::TicTacToe);
    assert_eq!(tree.position_text(None).as_deref(), Some("x.o......"));
    assert_eq!(tree.game().depth_limit(), 9);
    assert!(tree.chess_root().is_none());
    assert_eq!(
        tree.game().board(),
        BoardKind::Grid {
            columns: 3,
            rows: 3,
            drops: false
        }
    );
    // x's first move is cell 2; o answers in cell 4: the position after them.
    let first = NodeId::new(0, 0);
    let reply = tree.children_of(first).next().unwrap();
    assert_eq!((tree.san_of(first), tree.san_of(reply)), ("2".into(), "4".into()));
    assert_eq!(tree.position_text(Some(reply)).as_deref(), Some("xxoo....."));
    assert_eq!(tree.side_name(tree.root_backup().color()), "MAX (x)");

    let four = connect4::search(
        &connect4::Board::parse("44").unwrap(),
        &settings(2, Algorithm::AlphaBeta),
        &control,
    )
    .unwrap();
    assert_eq!(four.game().id(), GameId::ConnectFour);
    assert_eq!(four.game().depth_limit(), 12);
    assert_eq!(
        four.position_text(None).as_deref(),
        Some("......./......./......./......./...o.../...x...")
    );
}
