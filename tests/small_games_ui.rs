//! Tic-tac-toe and Connect Four in the window (issue 43, item 2): chosen in the toolbar, played
//! by clicking, answered by the computer, taken back; the whole tic-tac-toe tree searched and
//! stepped level by level.

mod common;

use egui_kittest::kittest::Queryable;
use klados::engine::replay::Step;
use klados::engine::settings::Algorithm;
use klados::engine::tree::Backup;
use klados::shell::small_game::{GameChoice, SmallGame};
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::settings::SmallSettings;
use klados::ui::stepper::StepperCommand;

fn settings(game: GameChoice, small: SmallSettings) -> Settings {
    Settings {
        game,
        small,
        ..Settings::default()
    }
}

#[test]
fn tic_tac_toe_clicked_answered_and_taken_back() {
    let small = SmallSettings {
        tictactoe_depth: 9,
        algorithm: Algorithm::AlphaBeta,
        ..SmallSettings::default()
    };
    let mut harness = common::window([1280.0, 820.0], settings(GameChoice::Chess, small));
    harness
        .state_mut()
        .apply(Command::ChooseGame(GameChoice::TicTacToe));
    harness.run();
    assert_eq!(harness.state().small_game(), Some(SmallGame::TicTacToe));
    harness.get_by_label("Cell 5").click();
    harness.run();
    harness.state_mut().wait_for_computer();
    harness.run();
    let session = harness.state().small_games().session(SmallGame::TicTacToe);
    assert_eq!(session.moves().len(), 2, "{:?}", session.moves());
    assert_eq!(session.moves()[0], 4);
    // Against the centre, only a corner keeps the draw: the whole-game search finds one.
    assert!(
        [0, 2, 6, 8].contains(&session.moves()[1]),
        "{:?}",
        session.moves()
    );
    // The computer's tree is in the thinking panel, its moves named by cells.
    let stepper = harness
        .state()
        .thinking()
        .stepper()
        .expect("the computer's tree is shown");
    assert_eq!(
        stepper.tree().game().id(),
        klados::engine::tree::GameId::TicTacToe
    );
    // The heading names the choice and its value in words: "best: cell 1, value 0".
    let chosen = session.moves()[1] + 1;
    harness.get_by_label_contains(&format!("best: cell {chosen}, value 0"));
    // A taken cell does nothing.
    harness.get_by_label("Cell 5").click();
    harness.run();
    assert_eq!(
        harness
            .state()
            .small_games()
            .session(SmallGame::TicTacToe)
            .moves()
            .len(),
        2
    );
    harness.state_mut().apply(Command::TakeBack);
    harness.run();
    assert!(
        harness
            .state()
            .small_games()
            .session(SmallGame::TicTacToe)
            .moves()
            .is_empty()
    );
    // Switching to chess and back keeps the games.
    harness.get_by_label("Cell 1").click();
    harness.run();
    harness.state_mut().wait_for_computer();
    harness.state_mut().apply(Command::ChooseGame(GameChoice::Chess));
    harness.run();
    assert_eq!(harness.state().small_game(), None);
    harness
        .state_mut()
        .apply(Command::ChooseGame(GameChoice::TicTacToe));
    harness.run();
    assert_eq!(
        harness
            .state()
            .small_games()
            .session(SmallGame::TicTacToe)
            .moves()[0],
        0
    );
}

#[test]
fn a_connect_four_disc_clicked_anywhere_in_its_column_lands_at_the_bottom() {
    let small = SmallSettings {
        connect4_depth: 2,
        ..SmallSettings::default()
    };
    let mut harness = common::window([1024.0, 700.0], settings(GameChoice::ConnectFour, small));
    harness.get_by_label("Column 3").click();
    harness.run();
    harness.state_mut().wait_for_computer();
    harness.run();
    let session = harness.state().small_games().session(SmallGame::ConnectFour);
    let rows: Vec<&str> = session.position_at(1).text().leak().split('/').collect();
    assert_eq!(rows.last(), Some(&"..x...."), "{rows:?}");
    assert_eq!(session.moves().len(), 2);
    assert_eq!(session.human(), Backup::Max);
    let chosen = session.moves()[1] + 1;
    harness.get_by_label_contains(&format!("best: column {chosen}, value "));
}

#[test]
fn a_bad_position_typed_gets_one_line() {
    let mut harness = common::window(
        [1280.0, 820.0],
        settings(GameChoice::TicTacToe, SmallSettings::default()),
    );
    harness
        .state_mut()
        .apply(Command::LoadSmallText(String::from("xxxxxxxxx")));
    harness.run();
    let error = harness
        .state()
        .small_games()
        .typed_error
        .clone()
        .expect("refused");
    assert!(!error.contains('\n'), "{error}");
    harness.get_by_label(&error);
    harness
        .state_mut()
        .apply(Command::LoadSmallText(String::from("x.o.x....")));
    harness.run();
    let session = harness.state().small_games().session(SmallGame::TicTacToe);
    assert_eq!(session.position().text(), "x.o.x....");
}

#[test]
fn the_whole_tic_tac_toe_tree_is_searched_and_stepped_level_by_level() {
    let small = SmallSettings {
        tictactoe_depth: 9,
        algorithm: Algorithm::Minimax,
        ..SmallSettings::default()
    };
    let mut harness = common::window([1280.0, 820.0], settings(GameChoice::TicTacToe, small));
    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    let stepper = harness.state().thinking().stepper().expect("the tree is shown");
    assert_eq!(
        stepper.tree().nodes_per_level(),
        [9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    );
    // Nothing was played: a study.
    assert!(
        harness
            .state()
            .small_games()
            .session(SmallGame::TicTacToe)
            .moves()
            .is_empty()
    );
    harness.state_mut().apply(Command::Step(StepperCommand::Forward));
    harness.run();
    harness.state_mut().apply(Command::Step(StepperCommand::Forward));
    harness.run();
    let stepper = harness.state().thinking().stepper().expect("the tree is shown");
    assert_eq!(stepper.replay().step(stepper.step()), Step::Reveal { level: 1 });
    // Compare algorithms is offered for the game's tree as for chess's.
    harness.get_by_label("Compare");
}

/// Monte Carlo tree search plays a small game too: the computer's move is the most visited
/// child of a tree grown from the board, the MCTS view shows that tree, and chess's own choice
/// of algorithm is left as it was.
#[test]
fn connect_four_answered_by_monte_carlo_tree_search() {
    let small = SmallSettings {
        mcts: true,
        ..SmallSettings::default()
    };
    let mut chosen = settings(GameChoice::ConnectFour, small);
    chosen.mcts.iterations = 300;
    let chess_mcts = chosen.mcts.chosen;
    let mut harness = common::window([1280.0, 820.0], chosen);
    harness.get_by_label("Column 4").click();
    harness.run();
    harness.state_mut().wait_for_mcts();
    harness.run();
    let session = harness.state().small_games().session(SmallGame::ConnectFour);
    assert_eq!(session.moves().len(), 2, "{:?}", session.moves());
    let view = harness
        .state()
        .mcts()
        .view()
        .expect("the MCTS view shows the tree");
    let tree = view.tree();
    assert_eq!(tree.game().id(), klados::engine::tree::GameId::ConnectFour);
    assert_eq!(tree.game().root_text(), Some(session.position_at(1).text()));
    let best = tree.best().expect("a most visited move");
    assert_eq!(tree.move_codes_to(best), vec![session.moves()[1]]);
    assert_eq!(harness.state().settings().mcts.chosen, chess_mcts);
    // The settings say what a game's playouts do: go on to its end (chess's depth is not theirs).
    harness.get_by_label_contains("300 iterations, C 1.41, seed");
    harness.get_by_label_contains("playouts to the game's end");
    assert!(harness.query_by_label_contains("playout depth").is_none());
}

/// On a small projector the MCTS panel of a Connect Four game stays inside the window: its
/// settings' title ("… playouts to the game's end") wraps rather than widening the panel.
#[test]
fn connect_four_mcts_fits_a_small_projector() {
    let small = SmallSettings {
        mcts: true,
        ..SmallSettings::default()
    };
    let mut chosen = settings(GameChoice::ConnectFour, small);
    chosen.mcts.iterations = 1000;
    chosen.projector = true;
    let mut harness = common::window(common::SMALL_PROJECTOR, chosen);
    harness.get_by_label("Column 4").click();
    harness.run();
    harness.state_mut().wait_for_mcts();
    harness.run();
    let title = harness.get_by_label_contains("playouts to the game's end");
    assert!(
        title.rect().right() <= common::SMALL_PROJECTOR[0],
        "the settings' title runs past the window: {:?}",
        title.rect()
    );
    let heading = harness.get_by_label_contains("Iteration 1,000 of");
    assert!(
        heading.rect().right() <= common::SMALL_PROJECTOR[0],
        "{:?}",
        heading.rect()
    );
}

#[test]
fn the_small_games_panel_offers_the_techniques_that_apply_to_games() {
    use klados::engine::settings::{Technique, Techniques};
    let small = SmallSettings {
        tictactoe_depth: 4,
        algorithm: Algorithm::AlphaBeta,
        ..SmallSettings::default()
    };
    let mut harness = common::window([1280.0, 820.0], settings(GameChoice::TicTacToe, small));
    harness.run();
    // Each technique that applies to games, but quiescence (nothing to capture here).
    harness.get_by_label("Transposition table");
    harness.get_by_label("History heuristic");
    assert!(harness.query_by_label("Quiescence search").is_none());
    assert!(harness.query_by_label("Iterative deepening").is_none());
    harness.get_by_label("Killer moves").click();
    harness.run();
    harness.get_by_label("History heuristic").click();
    harness.run();
    assert_eq!(
        harness.state().settings().small.techniques,
        Techniques::of(&[Technique::Killers, Technique::History])
    );
}
