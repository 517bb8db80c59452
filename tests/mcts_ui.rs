//! Monte Carlo tree search in the window, driven with egui_kittest: MCTS chosen in the
//! algorithm's menu, the computer playing its most visited move, the stepper one phase, one
//! iteration and a hundred iterations at a time with the phase as the heading, N and W going
//! back down when a phase is stepped back, and the comparison with minimax and alpha-beta.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::engine::mcts::replay::Phase;
use klados::ui::KladosApp;
use klados::ui::mcts::choice::MctsChoice;
use klados::ui::settings::{Settings, Side};

/// A window where MCTS is chosen with `iterations` iterations (seed 1) and the person plays
/// Black, so the computer opens the game with MCTS; waits for its search.
fn computer_opens_with_mcts(size: [f32; 2], iterations: u32) -> Harness<'static, KladosApp> {
    let settings = Settings {
        human_side: Side::Black,
        depth: 2,
        mcts: MctsChoice {
            chosen: true,
            iterations,
            seed: 1,
            ..MctsChoice::default()
        },
        ..Settings::default()
    };
    let mut harness = common::window(size, settings);
    harness.state_mut().wait_for_mcts();
    harness.run();
    harness
}

fn press(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn step(harness: &Harness<'_, KladosApp>) -> usize {
    harness
        .state()
        .mcts()
        .view()
        .map_or(usize::MAX, |view| view.step())
}

#[test]
fn the_computer_plays_the_most_visited_move_of_its_search() {
    let harness = computer_opens_with_mcts([1280.0, 820.0], 200);
    let Some(view) = harness.state().mcts().view() else {
        panic!("the MCTS view shows the computer's search")
    };
    let tree = view.tree();
    assert_eq!(tree.root_visits(), 200, "every iteration visits the root");
    let best = tree
        .children_of(None)
        .into_iter()
        .max_by_key(|&id| tree.get(id).map_or(0, |node| node.visits()));
    let played = harness.state().game().moves().first().copied();
    assert!(played.is_some(), "the computer moved");
    let most_visited = best.and_then(|id| tree.get(id)).map(|node| node.visits());
    let played_visits = tree
        .children_of(None)
        .into_iter()
        .find(|&id| tree.move_of(id) == played)
        .and_then(|id| tree.get(id))
        .map(|node| node.visits());
    assert_eq!(
        played_visits, most_visited,
        "the move played is a most visited one"
    );
    // The heading names the phase and the iteration at the last step.
    harness.get_by_label("Back-propagate");
    harness.get_by_label("Iteration 200 of 200");
}

#[test]
fn stepping_a_phase_forward_and_back_restores_every_n_and_w() {
    let mut harness = computer_opens_with_mcts([1280.0, 820.0], 60);
    press(&mut harness, "⇤ First");
    assert_eq!(step(&harness), 0);
    harness.get_by_label("Start");
    harness.get_by_label("Before iteration 1 of 60");
    // To the simulate phase of iteration 30: its select, then two phases on.
    for _ in 0..30 {
        press(&mut harness, "Iteration ▶");
    }
    for _ in 0..2 {
        press(&mut harness, "Phase ▶");
    }
    harness.get_by_label("Simulate");
    harness.get_by_label("Iteration 30 of 60");
    let Some(view) = harness.state().mcts().view() else {
        panic!("no MCTS view")
    };
    let before = view.snapshot().clone();
    let path = view.lit();
    assert!(!path.is_empty(), "the simulate phase lights a path");

    press(&mut harness, "Phase ▶");
    harness.get_by_label("Back-propagate");
    let Some(view) = harness.state().mcts().view() else {
        panic!("no MCTS view")
    };
    let counted = view.snapshot().clone();
    for &id in &path {
        assert_eq!(
            counted.visits_of(id),
            before.visits_of(id) + 1,
            "back-propagate counts the iteration on the path"
        );
    }
    assert_eq!(counted.root_visits, before.root_visits + 1);

    press(&mut harness, "◀ Phase");
    harness.get_by_label("Simulate");
    let Some(view) = harness.state().mcts().view() else {
        panic!("no MCTS view")
    };
    let after = view.snapshot();
    assert_eq!(after.visits, before.visits, "N back as it stood");
    assert_eq!(after.totals, before.totals, "W back as it stood");
    assert_eq!(after.root_visits, before.root_visits);
}

#[test]
fn run_100_moves_the_replay_400_steps_and_iterations_keep_their_phase() {
    let mut harness = computer_opens_with_mcts([1280.0, 820.0], 300);
    press(&mut harness, "⇤ First");
    press(&mut harness, "Phase ▶");
    harness.get_by_label("Select");
    harness.get_by_label("Iteration 1 of 300");
    press(&mut harness, "Run 100");
    assert_eq!(step(&harness), 401);
    harness.get_by_label("Iteration 101 of 300");
    harness.get_by_label("Select");
    press(&mut harness, "Iteration ▶");
    assert_eq!(step(&harness), 405);
    press(&mut harness, "◀ Iteration");
    assert_eq!(step(&harness), 401);
    let Some(view) = harness.state().mcts().view() else {
        panic!("no MCTS view")
    };
    assert_eq!(view.phase(), Some(Phase::Select));
    press(&mut harness, "Last ⇥");
    assert_eq!(
        step(&harness),
        4 * 300,
        "the last step: iteration 300's back-propagate"
    );
}

#[test]
fn mcts_is_the_fourth_choice_of_the_algorithm_menu_and_leaving_it_keeps_the_algorithm() {
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    press(&mut harness, "Algorithm: Minimax");
    press(&mut harness, "Monte Carlo tree search");
    assert!(harness.state().settings().mcts.chosen);
    // Its settings are at the top of its panel, each field labelled.
    press(
        &mut harness,
        "Settings: 1,000 iterations, C 1.41, seed 1, playout depth 4",
    );
    harness.get_by_label("Iterations:");
    harness.get_by_label("Exploration C:");
    press(&mut harness, "10,000");
    assert_eq!(harness.state().settings().mcts.iterations, 10_000);
    press(&mut harness, "Algorithm: Monte Carlo tree search");
    press(&mut harness, "Alpha-beta");
    assert!(!harness.state().settings().mcts.chosen);
    assert_eq!(
        harness.state().settings().algorithm,
        klados::engine::settings::Algorithm::AlphaBeta
    );
    assert_eq!(
        harness.state().settings().mcts.iterations,
        10_000,
        "MCTS's numbers are kept"
    );
}

#[test]
fn the_comparison_puts_mcts_beside_minimax_and_alpha_beta() {
    let mut harness = computer_opens_with_mcts([1600.0, 1000.0], 100);
    press(&mut harness, "Compare with minimax");
    harness.state_mut().wait_for_mcts_comparison();
    harness.run();
    let Some(comparison) = harness.state().mcts().comparison() else {
        panic!("the comparison is shown")
    };
    assert_eq!(comparison.rows.len(), 3);
    let rows: Vec<_> = comparison
        .rows
        .iter()
        .filter_map(|row| row.as_ref().ok())
        .collect();
    assert_eq!(rows.len(), 3, "all three searches finished at depth 2");
    assert!(matches!(
        rows[0].search,
        klados::ui::mcts::compare::CompareSearch::Mcts { iterations: 100 }
    ));
    assert!(rows[0].search.words().starts_with("MCTS"));
    // Alpha-beta finds minimax's move and value with fewer nodes.
    assert_eq!(rows[1].best, rows[2].best);
    assert_eq!(rows[1].value, rows[2].value);
    assert!(rows[2].nodes < rows[1].nodes);
    harness.get_by_label_contains("minimax's move");
}

/// A Monte Carlo lesson on the issue's tree: the start, a question at iteration 7's select
/// phase, and the end.
const MCTS_LESSON: &str = r#"{
  "format": "klados-lesson/1",
  "id": "90-mcts-test",
  "title": "MCTS test lesson",
  "summary": "Four phases.",
  "tree": { "label": "now", "children": [
    { "label": "A", "children": [ { "label": "A1", "value": 3 }, { "label": "A2", "value": 12 }, { "label": "A3", "value": 8 } ] },
    { "label": "B", "children": [ { "label": "B1", "value": 2 }, { "label": "B2", "value": 4 }, { "label": "B3", "value": 6 } ] },
    { "label": "C", "children": [ { "label": "C1", "value": 14 }, { "label": "C2", "value": 5 }, { "label": "C3", "value": 2 } ] }
  ] },
  "search": { "algorithm": "mcts", "iterations": 30, "seed": 1 },
  "steps": [
    { "at": "start", "say": "Only the root." },
    { "at": { "iteration": 7, "phase": "select" }, "say": "Selection again.",
      "predict": { "ask": "Which child does selection choose?", "answer": "The one with the largest UCB." } },
    { "at": "end", "say": "Done." }
  ]
}"#;

#[test]
fn a_monte_carlo_lesson_moves_the_mcts_view_and_holds_its_question_until_reveal() {
    let dir = std::env::temp_dir().join(format!("klados-mcts-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_default();
    std::fs::write(dir.join("90-mcts-test.json"), MCTS_LESSON).unwrap_or_default();
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    harness.state_mut().load_lessons_from(&dir);
    assert!(
        harness.state().lessons().problems().is_empty(),
        "{:?}",
        harness.state().lessons().problems()
    );
    common::open_lesson(&mut harness, "MCTS test lesson");
    harness.state_mut().wait_for_mcts();
    harness.run();
    assert_eq!(step(&harness), 0, "the lesson's first step: the root alone");
    harness.get_by_label("Start");

    harness
        .state_mut()
        .apply(klados::ui::command::Command::LessonNext);
    harness.run();
    let Some(view) = harness.state().mcts().view() else {
        panic!("the lesson's tree is in the MCTS view")
    };
    let question_step = view.tree().step_of(6, Phase::Select);
    assert_eq!(
        step(&harness),
        question_step,
        "the view stands at iteration 7's select phase"
    );
    harness.get_by_label("Iteration 7 of 30");
    assert!(view.keeps_secret());
    assert!(
        view.lit().is_empty(),
        "the selection path is the answer: not lit before Reveal"
    );
    harness.get_by_label_contains("A question waits");
    assert!(
        harness.query_by_label_contains("chooses").is_none(),
        "the sentence names the choice"
    );
    press(&mut harness, "Phase ▶");
    assert_eq!(
        step(&harness),
        question_step,
        "nothing steps past the open question"
    );

    press(&mut harness, "Reveal the answer");
    harness.get_by_label_contains("chooses");
    press(&mut harness, "Phase ▶");
    assert_eq!(step(&harness), question_step + 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_tree_builders_tree_is_searched_with_mcts_beside_the_board() {
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    harness
        .state_mut()
        .apply(klados::ui::command::Command::TogglePractice);
    harness.state_mut().apply(klados::ui::command::Command::Practice(
        klados::ui::command::PracticeCommand::Tab(klados::ui::command::PracticeTab::Build),
    ));
    harness.run();
    let built = harness.state().practice().builder.moves().to_vec();
    press(&mut harness, "Search it with MCTS");
    harness.state_mut().wait_for_mcts();
    harness.run();
    assert!(
        harness.state().settings().mcts.chosen,
        "MCTS becomes the chosen search"
    );
    assert!(
        !harness.state().practice().open,
        "Practice closes: the view is beside the board"
    );
    let Some(view) = harness.state().mcts().view() else {
        panic!("the built tree is in the MCTS view")
    };
    let tree = view.tree();
    assert!(tree.game().labels().is_some());
    // The root's children are the built tree's moves, by their labels.
    let mut names: Vec<String> = tree
        .children_of(None)
        .into_iter()
        .map(|id| tree.name_of(id))
        .collect();
    names.sort();
    let mut labels: Vec<String> = built.iter().map(|node| node.label().to_string()).collect();
    labels.sort();
    assert_eq!(names, labels);
}

/// The text of the MCTS Code pane's brightly lit line.
fn lit_code(harness: &Harness<'_, KladosApp>) -> String {
    harness
        .state()
        .mcts()
        .code_pane()
        .lit_text()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn the_code_pane_lights_the_line_of_each_phase_as_the_mcts_stepper_moves() {
    let mut harness = computer_opens_with_mcts([1280.0, 820.0], 60);
    // Opened (C), the code comes to the front on its tab.
    harness
        .state_mut()
        .apply(klados::ui::command::Command::OpenCode(true));
    harness.run();
    press(&mut harness, "⇤ First");
    assert!(
        lit_code(&harness).contains("for i in range"),
        "{}",
        lit_code(&harness)
    );
    // Iteration 1: the root has moves never tried, so selection stops at once.
    let lines = [
        (Phase::Select, "while node.fully_expanded()"),
        (Phase::Expand, "node.add_child("),
        (Phase::Simulate, "result = playout(node)"),
        (Phase::Backpropagate, "node.W += result"),
    ];
    for (phase, line) in lines {
        press(&mut harness, "Phase ▶");
        let view = harness.state().mcts().view().map(|view| view.phase());
        assert_eq!(view, Some(Some(phase)));
        assert!(
            lit_code(&harness).contains(line),
            "{phase:?}: {}",
            lit_code(&harness)
        );
    }
    harness.get_by_label_contains("i = 1");
    // Iteration 30: every first move has been tried, so selection chooses by UCB1.
    for _ in 0..29 {
        press(&mut harness, "Iteration ▶");
    }
    press(&mut harness, "◀ Phase");
    press(&mut harness, "◀ Phase");
    press(&mut harness, "◀ Phase");
    harness.get_by_label("Select");
    assert!(lit_code(&harness).contains("key=ucb1"), "{}", lit_code(&harness));
    harness.get_by_label_contains("i = 30");
    // Klados's own Rust: the same phase's line of src/engine/mcts/grow.rs.
    press(&mut harness, "Klados's Rust");
    assert!(
        lit_code(&harness).contains("select_child("),
        "{}",
        lit_code(&harness)
    );
}

#[test]
fn on_a_small_projector_the_code_tab_opens_the_mcts_code_pane() {
    let settings = Settings {
        projector: true,
        human_side: Side::Black,
        depth: 2,
        mcts: MctsChoice {
            chosen: true,
            iterations: 40,
            seed: 1,
            ..MctsChoice::default()
        },
        ..Settings::default()
    };
    let mut harness = common::window(common::SMALL_PROJECTOR, settings);
    harness.state_mut().wait_for_mcts();
    harness.run();
    assert!(!harness.state().settings().code.open);
    press(&mut harness, "Code");
    assert!(harness.state().settings().code.open, "the tab opens the pane");
    assert!(
        harness
            .query_by_label(&klados::ui::code_pane::listing_label())
            .is_some(),
        "the code is in front"
    );
    assert!(
        lit_code(&harness).contains("node.W += result"),
        "{}",
        lit_code(&harness)
    );
}
