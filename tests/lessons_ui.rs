//! The lesson panel, driven through the window with egui_kittest: the list, a chess lesson and an
//! abstract-tree lesson, the story's buttons moving the stepper, the hidden answer, leaving a
//! lesson for a game, a bad lesson file listed with its place, every shipped lesson played to its
//! end, and "Next lesson". (`lesson_answers_ui.rs` holds every question's answer back.)
//!
//! A lesson's search runs on a thread; the tests wait for it with `wait_for_lesson` rather than
//! counting frames.

mod common;

use common::lesson_panel::{click, open_lesson, stepper_and_lesson_steps, window};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use klados::course::lesson::Subject;
use klados::ui::KladosApp;
use klados::ui::command::Command;

/// The number of lesson files shipped.
fn lesson_files() -> usize {
    std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/lessons"))
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "json"))
                .count()
        })
        .unwrap_or_default()
}

/// The game that leads to the open chess lesson's position (panics for an abstract lesson).
fn lesson_game(harness: &Harness<'_, KladosApp>) -> klados::chess::game::Game {
    let subject = harness
        .state()
        .lessons()
        .active()
        .map(|active| active.lesson().subject.clone());
    let Some(Subject::Position { game, .. }) = subject else {
        panic!("a chess lesson")
    };
    *game
}

#[test]
fn the_list_shows_every_lesson_with_its_summary() {
    let mut harness = window();
    assert!(
        harness.query_by_label("Choose a lesson").is_none(),
        "closed at first"
    );
    click(&mut harness, "Lessons");
    harness.get_by_label("Choose a lesson");
    let lessons = harness.state().lessons().lessons().to_vec();
    assert_eq!(lessons.len(), lesson_files());
    assert!(harness.state().lessons().problems().is_empty());
    for lesson in &lessons {
        harness.get_by_label(&lesson.title);
        harness.get_by_label(&lesson.summary);
    }
    // The shortcut closes it again.
    harness.key_press(egui::Key::L);
    harness.run();
    assert!(harness.query_by_label("Choose a lesson").is_none());
}

#[test]
fn a_chess_lesson_sets_the_board_and_next_moves_story_and_stepper() {
    let mut harness = window();
    open_lesson(&mut harness, "Mate in one: seeing the end of the game");
    harness.get_by_label("Lesson step 1 of 3");
    harness.get_by_label_contains("The lesson's position: White to move.");
    let (stepper, expected) = stepper_and_lesson_steps(&harness);
    assert_eq!(stepper, expected);
    // The board shows the lesson's position.
    let game = lesson_game(&harness);
    assert_eq!(harness.state().shown_position(), *game.position());

    let mut seen = vec![stepper];
    while harness
        .query_by_label("Next ▶")
        .is_some_and(|next| !next.accesskit_node().is_disabled())
    {
        click(&mut harness, "Next ▶");
        let (stepper, expected) = stepper_and_lesson_steps(&harness);
        assert_eq!(stepper, expected, "the stepper follows the story");
        seen.push(stepper);
    }
    assert_eq!(seen.len(), 3);
    harness.get_by_label("Lesson step 3 of 3");
    harness.get_by_label("That is the end of the lesson.");

    // Previous goes back, both of them.
    click(&mut harness, "◀ Previous");
    harness.get_by_label("Lesson step 2 of 3");
    let (stepper, expected) = stepper_and_lesson_steps(&harness);
    assert_eq!((stepper, expected), (seen[1], seen[1]));
    // The game has not moved while the lesson ran.
    assert!(harness.state().game().moves().is_empty());
}

#[test]
fn the_stepper_moves_freely_and_the_story_brings_it_back() {
    let mut harness = window();
    open_lesson(&mut harness, "Minimax by hand");
    click(&mut harness, "Step ▶");
    let (stepper, expected) = stepper_and_lesson_steps(&harness);
    assert_eq!(stepper, expected + 1);
    harness.get_by_label_contains("this part of the lesson is at step");
    click(&mut harness, "Back to this step");
    let (stepper, expected) = stepper_and_lesson_steps(&harness);
    assert_eq!(stepper, expected);
}

#[test]
fn an_abstract_tree_lesson_shows_no_board() {
    let mut harness = window();
    open_lesson(&mut harness, "Minimax by hand");
    harness.get_by_label("Abstract tree (no board)");
    let is_abstract = harness
        .state()
        .thinking()
        .stepper()
        .is_some_and(|stepper| stepper.tree().game().labels().is_some());
    assert!(is_abstract);
    click(&mut harness, "Next ▶");
    let (stepper, expected) = stepper_and_lesson_steps(&harness);
    assert_eq!(stepper, expected);
    // Leaving an abstract lesson gives the board back to the game.
    click(&mut harness, "Leave the lesson");
    assert!(harness.state().lessons().active().is_none());
    assert!(harness.query_by_label("Abstract tree (no board)").is_none());
    harness.get_by_label("e2");
    assert_eq!(
        harness.state().shown_position(),
        *harness.state().game().position()
    );
}

#[test]
fn a_prediction_is_hidden_until_revealed_and_hidden_again_on_the_next_step() {
    let mut harness = window();
    open_lesson(&mut harness, "Minimax by hand");
    // Walk to the first step with a question.
    let steps = harness
        .state()
        .lessons()
        .active()
        .map(|a| a.lesson().steps.clone())
        .unwrap_or_default();
    let Some(first_question) = steps.iter().position(|step| step.predict.is_some()) else {
        panic!("lesson 02 asks the class something")
    };
    for _ in 0..first_question {
        click(&mut harness, "Next ▶");
    }
    let Some(predict) = steps[first_question].predict.clone() else {
        panic!("no question")
    };
    harness.get_by_label(&format!("Ask the class: {}", predict.ask));
    let answer = format!("Answer: {}", predict.answer);
    assert!(harness.query_by_label(&answer).is_none(), "the answer is hidden");
    click(&mut harness, "Reveal the answer");
    harness.get_by_label(&answer);
    assert!(harness.query_by_label("Reveal the answer").is_none());

    // Another step hides it again, and so does coming back.
    click(&mut harness, "Next ▶");
    assert!(harness.query_by_label(&answer).is_none());
    click(&mut harness, "◀ Previous");
    assert!(harness.query_by_label(&answer).is_none());
    harness.get_by_label("Reveal the answer");
}

#[test]
fn leaving_a_chess_lesson_starts_a_game_from_its_position() {
    let mut harness = window();
    open_lesson(&mut harness, "Mate in one: seeing the end of the game");
    let game = lesson_game(&harness);
    click(&mut harness, "Leave the lesson and play on from here");
    assert!(harness.state().lessons().active().is_none());
    assert_eq!(harness.state().game().fen(), game.fen());
    assert_eq!(
        harness.state().game().moves(),
        game.moves(),
        "the history comes along"
    );
    assert!(
        !harness.state().is_thinking(),
        "the person plays the side to move"
    );
    harness.get_by_label_contains("The game goes on from the lesson's position");
    // The class can now play the mate on the board.
    for square in ["h5", "f7"] {
        harness.get_by_label(square).click();
        harness.run();
    }
    let outcome = harness.state().game().outcome().map(|o| o.to_string());
    assert!(
        outcome.as_deref().is_some_and(|o| o.starts_with("Checkmate")),
        "{outcome:?}"
    );
}

#[test]
fn a_bad_lesson_file_is_listed_with_its_place_and_the_others_still_show() {
    let dir = std::env::temp_dir().join(format!("klados-lessons-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_default();
    std::fs::copy(
        "lessons/02-minimax-by-hand.json",
        dir.join("02-minimax-by-hand.json"),
    )
    .unwrap_or_default();
    // A missing comma on line 3.
    std::fs::write(
        dir.join("99-broken.json"),
        "{\n  \"format\": \"klados-lesson/1\"\n  \"id\": \"99-broken\"\n}\n",
    )
    .unwrap_or_default();

    let mut harness = window();
    click(&mut harness, "Lessons");
    // Through the folder field, as a teacher would.
    let field = harness.get_by_label("Folder:");
    field.focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    harness
        .get_by_label("Folder:")
        .type_text(&dir.display().to_string());
    harness.step();
    click(&mut harness, "Load");

    assert_eq!(harness.state().lessons().lessons().len(), 1);
    // Named inside the folder the list names above it.
    harness.get_by_label_contains(&format!("From {}", dir.display()));
    harness.get_by_label_contains("99-broken.json:3:3:");
    harness.get_by_label("Minimax by hand");
    // The good lesson still opens.
    open_lesson(&mut harness, "Minimax by hand");

    // The same through the API, and a folder that does not exist is one line, not a crash.
    harness.state_mut().load_lessons_from(&dir.join("no-such-folder"));
    harness.state_mut().apply(Command::BrowseLessons(true));
    harness.run();
    harness.get_by_label_contains("could not read it");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_shipped_lesson_opens_and_steps_to_its_end() {
    let mut harness = window();
    let count = harness.state().lessons().lessons().len();
    assert_eq!(count, lesson_files(), "every lesson file loads");
    for index in 0..count {
        // A Monte Carlo lesson steps through MCTS's replay, which the window's MCTS view
        // (branch ui-mcts) shows and tests; this test follows the depth-first stepper.
        if harness.state().lessons().lessons()[index].is_mcts() {
            continue;
        }
        harness.state_mut().apply(Command::OpenLesson(index));
        harness.state_mut().wait_for_lesson();
        harness.run();
        let title = harness.state().lessons().lessons()[index].title.clone();
        let steps = harness.state().lessons().lessons()[index].steps.len();
        harness.get_by_label(&format!("Lesson step 1 of {steps}"));
        for _ in 1..steps {
            let (stepper, expected) = stepper_and_lesson_steps(&harness);
            assert_eq!(stepper, expected, "{title}");
            click(&mut harness, "Next ▶");
        }
        let (stepper, expected) = stepper_and_lesson_steps(&harness);
        assert_eq!(stepper, expected, "{title}");
        harness.get_by_label(&format!("Lesson step {steps} of {steps}"));
        // Every question can be revealed; then the stepper runs to its end.
        if harness.query_by_label("Reveal the answer").is_some() {
            click(&mut harness, "Reveal the answer");
        }
        if harness
            .query_by_label("End ⇥")
            .is_some_and(|end| !end.accesskit_node().is_disabled())
        {
            click(&mut harness, "End ⇥");
        }
        harness.state_mut().apply(Command::BrowseLessons(true));
        harness.run();
    }
}

#[test]
fn at_the_end_next_lesson_opens_the_next_of_the_class_plan() {
    let mut harness = window();
    open_lesson(&mut harness, "Alpha-beta by hand");
    let steps = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |a| a.lesson().steps.len());
    harness.state_mut().apply(Command::LessonStep(steps - 1));
    harness.run();
    click(&mut harness, "Next lesson ▶");
    // After 05 the plan goes on with 06.
    let path = harness
        .state()
        .lessons()
        .active()
        .map(|a| a.lesson().path.clone());
    assert!(
        path.is_some_and(|path| path.ends_with("06-from-trees-to-chess.json")),
        "{:?}",
        harness
            .state()
            .lessons()
            .active()
            .map(|a| a.lesson().title.clone())
    );
}

#[test]
fn on_a_three_player_tree_the_algorithm_menu_says_why_alpha_beta_is_not_there() {
    let mut harness = window();
    common::lesson_panel::open_by_title(&mut harness, "Three players: max^n");
    let tree = harness
        .state()
        .thinking()
        .stepper()
        .map(|stepper| stepper.tree().players());
    assert_eq!(tree, Some(3), "the lesson's tree has three players");
    // The lesson's choice is greyed; resting on it says why the two-player searches are not
    // for this tree.
    harness.get_by_label("Algorithm: Minimax").hover();
    for _ in 0..10 {
        harness.step();
    }
    harness.get_by_label_contains(
        "This lesson's tree has 3 players: alpha-beta, ordered alpha-beta and Monte Carlo tree search are for two players",
    );
}
