//! The lesson panel, driven through the window with egui_kittest: the list, a chess lesson and an
//! abstract-tree lesson, the story's buttons moving the stepper, the hidden answer, leaving a
//! lesson for a game, a bad lesson file listed with its place, and every shipped lesson played
//! to its end.
//!
//! A lesson's search runs on a thread; the tests wait for it with `wait_for_lesson` rather than
//! counting frames.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use klados::course::lesson::{Subject, answer_words, find_answer, step_index};
use klados::engine::words::group_thousands;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

/// Opens a 1600×1000 window (the size of a projector) with the shipped lessons.
fn window() -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(|cc| KladosApp::with_settings(&cc.egui_ctx, Settings::default()));
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
}

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

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.state_mut().wait_for_lesson();
    harness.run();
}

/// Opens the lesson with this title (as the list would) and waits for its search.
fn open_by_title(harness: &mut Harness<'_, KladosApp>, title: &str) {
    let Some(index) = harness
        .state()
        .lessons()
        .lessons()
        .iter()
        .position(|lesson| lesson.title == title)
    else {
        panic!("no lesson {title}")
    };
    harness.state_mut().apply(Command::OpenLesson(index));
    harness.state_mut().wait_for_lesson();
    harness.run();
}

/// Opens the lesson list with the top bar's button, then the lesson with this title.
fn open_lesson(harness: &mut Harness<'_, KladosApp>, title: &str) {
    if !harness.state().lessons().open {
        click(harness, "Lessons");
    }
    click(harness, title);
    let active = harness
        .state()
        .lessons()
        .active()
        .map(|a| a.lesson().title.clone());
    assert_eq!(active.as_deref(), Some(title));
    assert!(
        harness
            .state()
            .lessons()
            .active()
            .is_some_and(|a| a.search().is_some())
    );
}

/// The stepper's step, and the replay step the current lesson step stands for.
fn stepper_and_lesson_steps(harness: &Harness<'_, KladosApp>) -> (usize, usize) {
    let app = harness.state();
    let Some(stepper) = app.thinking().stepper() else {
        panic!("no tree shown")
    };
    let Some(active) = app.lessons().active() else {
        panic!("no lesson")
    };
    let Some(search) = active.search() else {
        panic!("no search")
    };
    let lesson = active.lesson();
    let replay = lesson.replay(search);
    let Some(expected) = step_index(&replay, search, &lesson.steps[active.current_step()].at) else {
        panic!("the lesson step has no place in the replay")
    };
    (stepper.step(), expected)
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
    let place = format!("{}:3:3:", dir.join("99-broken.json").display());
    harness.get_by_label_contains(&place);
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

/// Returns the text of every label, button and value laid out in the window.
/// A call stack row of the Code pane ("B → B2: depth 2, MAX, α 3, β 5, best –, child 1 of 2")
/// without its α and β: those are the windows the tree view draws under the nodes (the one a
/// node was entered with), which tell only what earlier steps said; its best so far stays, and
/// must hide a value asked about as the tree does.
fn without_windows(text: &str) -> String {
    if !text.contains(": depth ") {
        return text.to_string();
    }
    let mut kept = Vec::new();
    let mut words = text.split_whitespace();
    while let Some(word) = words.next() {
        if word == "α" || word == "β" {
            words.next();
        } else {
            kept.push(word);
        }
    }
    kept.join(" ")
}

/// True for a line of the Code pane's listing ("Line 7: return evaluate(node)", "Lit line 19:
/// break"): the code is the same whatever the search found, so its numbers tell nothing. So
/// for a small game's evaluation term by term ("open twos: 2 × (x 2 − o 5) = -6", "score:
/// -9"): the inputs of a position's score, as a tree's leaves are; the window keeps them back
/// where the position's score is asked (`tests/game_lessons_ui.rs` checks that).
fn is_code_or_terms_line(text: &str) -> bool {
    ["Line ", "Lit line ", "Also lit, line "]
        .iter()
        .any(|start| text.starts_with(start))
        || text.contains(" × (x ")
        || text.starts_with("score: ")
}

/// The texts the window shows, each whole: a wrapped label's rows (its text runs) are left to
/// the label, or a row ending at "4" of "4 leaves evaluated" would read as a bare number (the
/// row breaks where the search's time, "1 ms" or "under a millisecond", puts it).
fn texts_on_screen(harness: &Harness<'_, KladosApp>) -> Vec<String> {
    harness
        .query_all(
            egui_kittest::kittest::by().predicate(|node| {
                node.bounding_box().is_some() && node.role() != egui::accesskit::Role::TextRun
            }),
        )
        .flat_map(|node| {
            let ak = node.accesskit_node();
            [ak.label(), ak.value()]
                .into_iter()
                .flatten()
                .map(|text| text.to_string())
                .collect::<Vec<_>>()
        })
        .filter(|text| !text.is_empty())
        .collect()
}

/// Returns the node a tree-view label names with "(level L, node N)", and the value shown
/// after it ("" if none).
fn tree_node_label(text: &str) -> Option<(klados::engine::tree::NodeId, &str)> {
    let start = text.find("(level ")?;
    let end = start + text[start..].find(')')?;
    let (level, node) = text[start + 7..end].split_once(", node ")?;
    let id =
        klados::engine::tree::NodeId::new(level.parse().ok()?, node.parse::<u32>().ok()?.checked_sub(1)?);
    let value = text[end + 1..].trim_start_matches(':').trim();
    Some((id, value.split(',').next().unwrap_or_default().trim()))
}

/// The text without the numbers that name places in the interface ("Step 3 of 9", "Lesson step
/// 2 of 5", "Level 1", "level 2", "3 plies", a board's "Column 3") and how long a search took
/// ("in 2 ms"): they are places and measurements, not answers. A level tab's count of nodes
/// ("Level 1 · 9") goes too unless `counts` (the question is about a count).
fn without_places(text: &str, counts: bool) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut kept = Vec::new();
    let mut index = 0;
    while let Some(&word) = words.get(index) {
        let number = |at: usize| {
            words
                .get(at)
                .is_some_and(|next| next.replace(',', "").parse::<usize>().is_ok())
        };
        // "9 nodes;" in a table's header is the level's size; "2 plies" the search's depth; "6
        // positions searched, 4 leaves evaluated" in the header count the work so far.
        let unit = words.get(index + 1).copied().unwrap_or_default();
        let size = !counts
            && ["nodes", "positions", "leaves"]
                .iter()
                .any(|name| unit.starts_with(name));
        // "in 2 ms": how long the search took is a measurement, not an answer.
        let time = unit == "ms" || unit.starts_with("ms:") || unit.starts_with("ms,");
        if number(index) && (size || time || unit.starts_with("plies") || unit.starts_with("ply")) {
            index += 2;
            continue;
        }
        // The Code pane's places: "line 19:", a call's "depth 2", "child 2 of 3".
        let code_place = |at: usize| {
            words
                .get(at)
                .is_some_and(|next| next.trim_end_matches([':', ',']).parse::<usize>().is_ok())
        };
        if matches!(word, "line" | "Line" | "depth") && code_place(index + 1) {
            index += 2;
            continue;
        }
        if word == "child" && code_place(index + 1) && words.get(index + 2) == Some(&"of") {
            index += 4;
            continue;
        }
        // A small game's board names its cells and columns ("Cell 5", "Column 3") for screen
        // readers: places, the same at every step.
        let names_a_place =
            matches!(word, "Step" | "step" | "Level" | "level" | "Cell" | "Column") && number(index + 1);
        if names_a_place {
            // "Step 3 of 9": the total goes too.
            let of_total = words.get(index + 2) == Some(&"of");
            let level_count = words.get(index + 2) == Some(&"·") && !counts;
            index += if of_total || level_count { 4 } else { 2 };
            continue;
        }
        kept.push(word);
        index += 1;
    }
    kept.join(" ")
}

#[test]
fn every_question_keeps_its_answer_until_revealed() {
    let mut harness = window();
    let count = harness.state().lessons().lessons().len();
    let mut questions = 0;
    for index in 0..count {
        // A Monte Carlo lesson steps through MCTS's replay, which the window's MCTS view
        // (branch ui-mcts) shows and tests; this test follows the depth-first stepper.
        if harness.state().lessons().lessons()[index].is_mcts() {
            continue;
        }
        harness.state_mut().apply(Command::OpenLesson(index));
        harness.state_mut().wait_for_lesson();
        harness.run();
        let lesson = harness.state().lessons().lessons()[index].clone();
        let Some(search) = harness
            .state()
            .lessons()
            .active()
            .and_then(|a| a.search().cloned())
        else {
            panic!("{}: no search", lesson.title)
        };
        let check_of = |step: &klados::course::lesson::LessonStep| {
            step.predict.as_ref().and_then(|predict| predict.check.clone())
        };
        for (step_index, step) in lesson.steps.iter().enumerate() {
            harness.state_mut().apply(Command::LessonStep(step_index));
            harness.run();
            // A count asked later waits from the start: counts do not change as the replay goes.
            let later_counts: Vec<String> = lesson.steps[step_index + 1..]
                .iter()
                .filter_map(check_of)
                .filter(|check| check.states_count())
                .flat_map(|check| answer_words(&check, &search))
                .collect();
            for text in texts_on_screen(&harness) {
                if text.trim().contains(' ')
                    && tree_node_label(&text).is_none()
                    && !is_code_or_terms_line(&text)
                {
                    assert!(
                        find_answer(&without_places(&without_windows(&text), true), &later_counts).is_none(),
                        "{} step {}: \"{text}\" gives a later question's count ({later_counts:?})",
                        lesson.title,
                        step_index + 1
                    );
                }
            }
            let Some(check) = check_of(step) else {
                continue;
            };
            let check = &check;
            questions += 1;
            let words = answer_words(check, &search);
            let place = format!("{} step {}", lesson.title, step_index + 1);
            let secrets = harness
                .state()
                .thinking()
                .stepper()
                .and_then(|stepper| stepper.secrets().cloned())
                .unwrap_or_else(|| panic!("{place}: the question keeps nothing back"));
            let mut sentences = 0;
            for text in texts_on_screen(&harness) {
                // A count asked: nodes the replay has not reached are not drawn, or their "?"
                // boxes would count the answer out.
                assert!(
                    !(secrets.counts && text.starts_with("? (level")),
                    "{place}: \"{text}\", a node not reached yet, is drawn while a count is asked"
                );
                if let Some((id, value)) = tree_node_label(&text) {
                    // A node drawn in the tree: the nodes asked about show no value yet.
                    if secrets.hides_value(id) || secrets.hides_score(id) {
                        assert!(
                            value.is_empty() || value == "?",
                            "{place}: \"{text}\" shows its value"
                        );
                    }
                    continue;
                }
                // A single word is a cell, a move's name or a square: the inputs of the
                // question. Sentences (the story, the summary, the stepper's words) must not
                // hold the answer.
                if !text.trim().contains(' ') || is_code_or_terms_line(&text) {
                    continue;
                }
                sentences += 1;
                assert!(
                    find_answer(
                        &without_places(&without_windows(&text), check.states_count()),
                        &words
                    )
                    .is_none(),
                    "{place}: \"{text}\" gives the answer ({words:?}) before Reveal"
                );
            }
            assert!(sentences > 5, "{place}: only {sentences} sentences on screen");
            click(&mut harness, "Reveal the answer");
            let shown = texts_on_screen(&harness)
                .iter()
                .any(|text| find_answer(text, &words).is_some());
            assert!(shown, "{place}: after Reveal the answer ({words:?}) is on screen");
        }
        harness.state_mut().apply(Command::BrowseLessons(true));
        harness.run();
    }
    assert!(questions >= count, "{questions} questions in {count} lessons");
}

#[test]
fn a_sweep_keeps_back_the_row_asked_about_and_a_focus_shows_its_node() {
    let mut harness = window();
    let folder = std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sweep"));
    harness.state_mut().apply(Command::LoadLessonsFrom(folder));
    harness.run();
    open_lesson(&mut harness, "A sweep of depths");
    // Rows for depths 1 to 3 show their moves and values; the row asked about keeps them back.
    let texts = texts_on_screen(&harness);
    for shown in ["Rxc3", "+3.52", "+0.52", "+0.68"] {
        assert!(
            texts.iter().any(|text| text == shown),
            "{shown} is not in {texts:?}"
        );
    }
    assert!(!texts.iter().any(|text| text.contains("-4.48")), "{texts:?}");
    assert!(texts.iter().filter(|text| *text == "?").count() >= 2, "{texts:?}");
    click(&mut harness, "Reveal the answer");
    let texts = texts_on_screen(&harness);
    assert!(texts.iter().any(|text| text == "-4.48"), "{texts:?}");
    // The next step names a node: it is focused, and the board shows its position.
    click(&mut harness, "Next ▶");
    let app = harness.state();
    let Some(stepper) = app.thinking().stepper() else {
        panic!("no tree")
    };
    let focus = app.thinking().focus();
    let names: Vec<String> = focus
        .map(|id| {
            stepper
                .tree()
                .path_to(id)
                .into_iter()
                .map(|id| stepper.tree().san_of(id))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(names, ["Rd8+", "Kh7"]);
    assert!(
        app.thinking()
            .preview(true)
            .is_some_and(|preview| preview.line == names)
    );
}

#[test]
fn a_question_about_pruning_keeps_the_moves_pruned_before_it_shown() {
    let mut harness = window();
    open_lesson(&mut harness, "Alpha-beta by hand");
    let Some(index) = harness.state().lessons().active().and_then(|active| {
        active.lesson().steps.iter().position(|step| {
            step.predict
                .as_ref()
                .and_then(|predict| predict.check.as_ref())
                .is_some_and(|check| check.pruned.is_some())
        })
    }) else {
        panic!("the lesson asks how many moves are pruned")
    };
    // The step before: the cutoff at the MIN node A1b has pruned A1b2.
    harness.state_mut().apply(Command::LessonStep(index - 1));
    harness.run();
    harness.get_by_label_contains("A1b2 (level 3, node");
    let pruned = |harness: &Harness<'_, KladosApp>| {
        texts_on_screen(harness)
            .into_iter()
            .filter(|text| text.ends_with(": pruned"))
            .collect::<Vec<_>>()
    };
    let before = pruned(&harness);
    assert!(before.iter().any(|text| text.starts_with("A1b2")), "{before:?}");
    // At the question A1b2 stays crossed out; the cutoff asked about is not shown yet.
    harness.state_mut().apply(Command::LessonStep(index));
    harness.run();
    assert_eq!(pruned(&harness), before);
    click(&mut harness, "Reveal the answer");
    assert!(pruned(&harness).len() > before.len(), "{:?}", pruned(&harness));
}

#[test]
fn the_tree_shows_alpha_and_beta_as_they_stand_on_the_search_path() {
    let mut harness = window();
    open_lesson(&mut harness, "Alpha-beta by hand");
    // Step 2: A1a has returned 3 to A1, where MAX is now sure of 3 (the story says α = 3).
    click(&mut harness, "Next ▶");
    let texts = texts_on_screen(&harness);
    let a1 = texts
        .iter()
        .find(|text| text.starts_with("A1 (level 1,"))
        .unwrap_or_else(|| panic!("A1 is not drawn: {texts:?}"));
    assert!(a1.contains("entered with α −∞ and β +∞"), "{a1}");
    assert!(a1.contains("now α 3 and β +∞"), "{a1}");
    let root = texts
        .iter()
        .find(|text| text.starts_with("root"))
        .unwrap_or_else(|| panic!("the root is not drawn: {texts:?}"));
    assert!(root.contains("now α −∞ and β +∞"), "{root}");
}

/// Goes to the first question of the lesson titled `title`; returns its replay step.
fn at_first_question(harness: &mut Harness<'_, KladosApp>, title: &str) -> usize {
    open_by_title(harness, title);
    let Some(question) = harness.state().lessons().active().and_then(|active| {
        active
            .lesson()
            .steps
            .iter()
            .position(|step| step.predict.is_some())
    }) else {
        panic!("{title} asks nothing")
    };
    harness.state_mut().apply(Command::LessonStep(question));
    harness.run();
    let (stepper, expected) = stepper_and_lesson_steps(harness);
    assert_eq!(stepper, expected, "{title}");
    assert!(harness.query_by_label("Reveal the answer").is_some(), "{title}");
    stepper
}

#[test]
fn no_key_plays_an_open_question_out_and_the_clicker_reveals_first() {
    let mut harness = window();
    for title in [
        "Minimax by hand",
        "Alpha-beta on a tree: same answer, fewer leaves",
        "Alpha-beta by hand",
    ] {
        let question = at_first_question(&mut harness, title);
        let texts = texts_on_screen(&harness);
        // Space (and letting the replay play), →, End: the replay stays at the question.
        for key in [egui::Key::Space, egui::Key::ArrowRight, egui::Key::End] {
            harness.key_press(key);
            for _ in 0..5 {
                harness.step();
            }
            let step = harness.state().thinking().stepper().map(|s| s.step());
            assert_eq!(step, Some(question), "{title}: {key:?} ran the replay on");
        }
        // The stepper's own buttons wait too.
        for button in ["Step ▶", "End ⇥"] {
            let disabled = harness
                .query_by_label(button)
                .is_none_or(|node| node.accesskit_node().is_disabled());
            assert!(disabled, "{title}: {button} is offered at the question");
        }
        harness.run();
        assert_eq!(
            texts_on_screen(&harness),
            texts,
            "{title}: the keys changed what is shown"
        );
        // PageDown, the clicker: first the answer, then the next step.
        let current = harness.state().lessons().active().map(|a| a.current_step());
        harness.key_press(egui::Key::PageDown);
        harness.run();
        let active = harness.state().lessons().active();
        assert!(
            active.is_some_and(|a| a.is_revealed()),
            "{title}: PageDown did not reveal"
        );
        assert_eq!(
            active.map(|a| a.current_step()),
            current,
            "{title}: PageDown skipped the answer"
        );
        harness.key_press(egui::Key::PageDown);
        harness.run();
        let next = harness.state().lessons().active().map(|a| a.current_step());
        assert_eq!(
            next,
            current.map(|c| c + 1),
            "{title}: the second PageDown did not move on"
        );
    }
}

#[test]
fn with_the_list_in_front_pagedown_leaves_the_lesson_alone() {
    let mut harness = window();
    at_first_question(&mut harness, "Minimax by hand");
    click(&mut harness, "All lessons");
    harness.get_by_label("Choose a lesson");
    let before = harness
        .state()
        .lessons()
        .active()
        .map(|a| (a.current_step(), a.is_revealed()));
    let step = harness.state().thinking().stepper().map(|s| s.step());
    for _ in 0..3 {
        harness.key_press(egui::Key::PageDown);
        harness.run();
    }
    let after = harness
        .state()
        .lessons()
        .active()
        .map(|a| (a.current_step(), a.is_revealed()));
    assert_eq!(after, before);
    assert_eq!(harness.state().thinking().stepper().map(|s| s.step()), step);
}

#[test]
fn the_counts_and_the_step_counter_wait_for_the_end() {
    let mut harness = window();
    // Lesson 14 asks how many leaves alpha-beta evaluates: the step counter's total (two steps
    // a position searched) would answer it.
    at_first_question(&mut harness, "Alpha-beta in chess: same answer, far less work");
    let Some(last) = harness
        .state()
        .thinking()
        .stepper()
        .map(|s| s.replay().last_step())
    else {
        panic!("no replay")
    };
    let total = klados::engine::words::group_thousands(last);
    let texts = texts_on_screen(&harness);
    assert!(
        !texts.iter().any(|text| text.contains(&total)),
        "{total} is on screen: {texts:?}"
    );
    // Lesson 02 in the middle: the header counts what the replay has reached, not the totals.
    let mut harness = window();
    open_lesson(&mut harness, "Minimax by hand");
    click(&mut harness, "Next ▶");
    let Some(totals) = harness
        .state()
        .lessons()
        .active()
        .and_then(|a| a.search().map(|s| s.tree.counts()))
    else {
        panic!("no search")
    };
    // Level by level every position is on screen once the levels are revealed; still the
    // header says it counts what the replay has reached.
    let header = format!("{} positions searched", totals.searched);
    let texts = texts_on_screen(&harness);
    let counting = |text: &String| text.contains("so far") && text.contains("searched");
    assert!(texts.iter().any(counting), "{texts:?}");
    // At the end the totals are there, no longer "so far".
    let steps = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |a| a.lesson().steps.len());
    harness.state_mut().apply(Command::LessonStep(steps - 1));
    harness.run();
    let texts = texts_on_screen(&harness);
    assert!(
        texts.iter().any(|text| text.contains(&header)),
        "{header}: {texts:?}"
    );
    assert!(!texts.iter().any(counting), "{texts:?}");
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
fn no_open_question_of_lessons_05_11_and_14_shows_the_totals_or_the_step_count() {
    for title in [
        "Alpha-beta by hand",
        "The horizon effect",
        "Alpha-beta in chess: same answer, far less work",
    ] {
        let mut harness = window();
        open_by_title(&mut harness, title);
        let Some((steps, totals)) = harness.state().lessons().active().and_then(|active| {
            let questions: Vec<usize> = (0..active.lesson().steps.len())
                .filter(|&step| active.lesson().steps[step].predict.is_some())
                .collect();
            Some((questions, active.search()?.tree.counts()))
        }) else {
            panic!("{title}: no search")
        };
        assert!(!steps.is_empty(), "{title} asks nothing");
        for step in steps {
            harness.state_mut().apply(Command::LessonStep(step));
            harness.run();
            let Some((at, last, counts_secret)) = harness.state().thinking().stepper().map(|stepper| {
                (
                    stepper.step(),
                    stepper.replay().last_step(),
                    stepper.hides_counts(),
                )
            }) else {
                panic!("no replay")
            };
            if at == last {
                // At the replay's end the totals are what the search did: no longer a secret.
                continue;
            }
            let texts = texts_on_screen(&harness);
            // The header counts only what the replay has reached; the step counter's total
            // (two steps a position entered) waits while a question keeps the counts back.
            // The header writes "22 searched" in a narrow panel, "22 positions searched" in a wide
            // one; "so far 22 searched" is what the replay has reached, which may be all of it.
            let total = group_thousands(totals.searched);
            let mut secrets = vec![format!("{total} searched"), format!("{total} positions searched")];
            if counts_secret {
                secrets.push(format!("of {}", group_thousands(last)));
            }
            // A wrapped label is listed whole and line by line: the whole one says "so far".
            let whole: Vec<&String> = texts
                .iter()
                .filter(|text| {
                    !texts
                        .iter()
                        .any(|other| other.len() > text.len() && other.contains(text.as_str()))
                })
                .collect();
            for secret in &secrets {
                assert!(
                    !whole
                        .iter()
                        .any(|text| text.contains(secret.as_str()) && !text.contains("so far")),
                    "{title}, lesson step {step}: \"{secret}\" is on screen before the end: {texts:?}"
                );
            }
        }
    }
}
