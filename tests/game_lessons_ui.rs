//! The lessons on tic-tac-toe and Connect Four in the window (issue 43, item 5), as a teacher
//! runs them on a small projector (1024×700, projector mode): the game's board shows the
//! lesson's position; Next (a presenter's clicker) goes through every step, at a question first
//! revealing the answer, which nothing on screen gave before (not the answer's words, not the
//! root's value or the node's score asked about, not the step's sentence, not the MCTS path or
//! visits); and the node a step talks about is drawn in the tree, with its position on the
//! board. Previous goes back; leaving the lesson plays on from its position.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::course::lesson::{Lesson, StepperPosition, answer_words};
use klados::engine::tree::NodeId;
use klados::shell::small_game::{GameChoice, SmallGame};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

/// The three lessons, by the start of their titles.
const GAME_LESSONS: [&str; 3] = [
    "The whole tree of tic-tac-toe",
    "Connect Four: the evaluation decides",
    "Connect Four: MCTS against alpha-beta",
];

fn projector_window() -> Harness<'static, KladosApp> {
    let settings = Settings {
        projector: true,
        ..Settings::default()
    };
    common::window(common::SMALL_PROJECTOR, settings)
}

/// Every text on screen: the labels and values of the widgets drawn in the window.
fn texts(harness: &Harness<'_, KladosApp>) -> Vec<String> {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, common::SMALL_PROJECTOR.into());
    harness
        .query_all(by().predicate(move |node| node.bounding_box().is_some()))
        .filter(|node| screen.intersects(node.rect()))
        .flat_map(|node| {
            let node = node.accesskit_node();
            [
                node.label().map(|label| label.to_string()),
                node.value().map(|value| value.to_string()),
            ]
        })
        .flatten()
        .collect()
}

/// The accessible label of the tree view's node `id` ("3 (level 0, node 3): -7"), if it is drawn.
fn tree_node(harness: &Harness<'_, KladosApp>, id: Option<NodeId>) -> Option<String> {
    texts(harness).into_iter().find(|label| match id {
        Some(id) => label.contains(&format!("(level {}, node {})", id.level, id.index + 1)),
        None => label == "root" || label.starts_with("root:"),
    })
}

fn lesson(harness: &Harness<'_, KladosApp>) -> Lesson {
    harness
        .state()
        .lessons()
        .active()
        .map(|active| active.lesson().clone())
        .unwrap_or_else(|| panic!("no lesson is taught"))
}

fn current_step(harness: &Harness<'_, KladosApp>) -> usize {
    harness
        .state()
        .lessons()
        .active()
        .map_or(usize::MAX, |active| active.current_step())
}

/// Checks what the window shows at the current lesson step: the question's answer kept back
/// (before Reveal) or shown (after), and the step's nodes drawn with the board on the first.
fn check_step(harness: &Harness<'_, KladosApp>, revealed: bool) {
    let lesson = lesson(harness);
    let index = current_step(harness);
    let step = &lesson.steps[index];
    let place = format!("{} step {}", lesson.id, index + 1);
    let on_screen = texts(harness);
    let search = harness
        .state()
        .lessons()
        .active()
        .and_then(|active| active.search().cloned())
        .unwrap_or_else(|| panic!("{place}: no search"));
    if let Some(predict) = &step.predict {
        let answer_shown = on_screen.iter().any(|text| text.contains(&predict.answer));
        assert_eq!(answer_shown, revealed, "{place}: the answer's text");
        let check = predict
            .check
            .as_ref()
            .unwrap_or_else(|| panic!("{place}: no check"));
        if !revealed {
            assert!(harness.query_by_label("Reveal the answer").is_some(), "{place}");
            // A count asked about is nowhere on screen, in any of its spellings (a value or a
            // move is a small number a board, a score or a term shows by chance: those are
            // checked where they would tell, below).
            let counts = if check.states_count() {
                answer_words(check, &search)
            } else {
                Vec::new()
            };
            for word in counts.iter().filter(|word| word.chars().count() > 1) {
                let found: Vec<&String> = on_screen
                    .iter()
                    .filter(|text| {
                        text.split(|c: char| c.is_whitespace() || c == '(' || c == ')')
                            .any(|part| part == word)
                    })
                    .collect();
                assert!(
                    found.is_empty(),
                    "{place}: {word} is on screen before Reveal: {found:?}"
                );
            }
        }
        if lesson.is_mcts() {
            let view = harness
                .state()
                .mcts()
                .view()
                .unwrap_or_else(|| panic!("{place}: no MCTS view"));
            assert_eq!(view.keeps_secret(), !revealed, "{place}: the MCTS view's secret");
            if !revealed {
                assert!(view.lit().is_empty(), "{place}: the path selection takes is lit");
            }
        } else {
            let stepper = harness
                .state()
                .thinking()
                .stepper()
                .unwrap_or_else(|| panic!("{place}"));
            let sentence_kept = on_screen
                .iter()
                .any(|text| text.starts_with("What this step does is kept back"));
            assert_eq!(sentence_kept, !revealed, "{place}: the stepper's sentence");
            if check.states_choice() && check.with.is_none() {
                // The root's value is the answer: drawn without it until Reveal, and with it after
                // once the replay has carried the values up to it (a question may be asked
                // earlier, while the values are still on their way up).
                let root = tree_node(harness, None).unwrap_or_else(|| panic!("{place}: no root drawn"));
                let root_valued = matches!(
                    step.at,
                    StepperPosition::BackedUp { level: 0 } | StepperPosition::End
                );
                assert_eq!(root == "root", !(revealed && root_valued), "{place}: {root}");
                assert_eq!(stepper.hides_choice(), !revealed, "{place}");
            }
            if let Some(path) = &check.node {
                let id = search
                    .find(path)
                    .unwrap_or_else(|| panic!("{place}: no node {path:?}"));
                assert_eq!(
                    stepper.hides_score(id),
                    !revealed,
                    "{place}: the score of {path:?}"
                );
            }
        }
    }
    // The node the step talks about: drawn in the tree, its position on the board.
    let Some(first) = step.focus.first() else {
        return;
    };
    let shown = harness
        .state()
        .small_board_shown()
        .unwrap_or_else(|| panic!("{place}: no small board"));
    if lesson.is_mcts() {
        let view = harness.state().mcts().view().unwrap_or_else(|| panic!("{place}"));
        let tree = view.tree();
        for path in &step.focus {
            let name = path.last().cloned().unwrap_or_default();
            assert!(
                on_screen.iter().any(|text| text.starts_with(&format!("{name}:"))),
                "{place}: the MCTS box of {path:?} is not on screen"
            );
        }
        let line = view.focus().first().cloned().unwrap_or_default();
        let codes = line.last().map(|&id| tree.move_codes_to(id)).unwrap_or_default();
        let expected = klados::shell::small_game::SmallPosition::after_line(
            SmallGame::ConnectFour,
            &tree.position_text(None).unwrap_or_default(),
            &codes,
        );
        assert_eq!(Some(shown), expected, "{place}: the board");
    } else {
        for path in &step.focus {
            let id = search
                .find(path)
                .unwrap_or_else(|| panic!("{place}: no node {path:?}"));
            assert!(
                tree_node(harness, Some(id)).is_some(),
                "{place}: {path:?} is not drawn in the tree view"
            );
        }
        let id = search.find(first).unwrap_or_else(|| panic!("{place}"));
        assert_eq!(
            Some(shown.text()),
            search.tree.position_text(Some(id)),
            "{place}: the board shows {first:?}"
        );
    }
}

#[test]
fn each_game_lesson_keeps_its_answers_back_until_reveal_and_shows_the_node_it_talks_about() {
    let mut harness = projector_window();
    for title in GAME_LESSONS {
        common::open_lesson(&mut harness, title);
        if lesson(&harness).is_mcts() {
            harness.state_mut().wait_for_mcts();
            harness.run();
        }
        // The game's board, with the lesson's position.
        let klados::course::lesson::Subject::Game { position, game } = lesson(&harness).subject else {
            panic!("{title} is not a game lesson")
        };
        let shown = harness
            .state()
            .small_board_shown()
            .unwrap_or_else(|| panic!("{title}: no small board"));
        assert_eq!(shown.text(), game.root_text(), "{title} ({position})");
        let steps = lesson(&harness).steps.len();
        let mut questions = 0;
        loop {
            let asking = harness
                .state()
                .lessons()
                .active()
                .is_some_and(|active| active.is_asking());
            check_step(&harness, false);
            if asking {
                questions += 1;
                // The clicker's first press reveals the answer, the second moves on.
                harness.state_mut().apply(Command::LessonNext);
                harness.run();
                check_step(&harness, true);
            }
            let before = current_step(&harness);
            if before + 1 == steps {
                break;
            }
            harness.state_mut().apply(Command::LessonNext);
            harness.run();
            assert_eq!(current_step(&harness), before + 1, "{title}: Next");
        }
        assert!(questions > 0, "{title} asks nothing");
        harness.state_mut().apply(Command::LessonPrevious);
        harness.run();
        assert_eq!(current_step(&harness), steps - 2, "{title}: Previous");
    }
}

#[test]
fn the_terms_of_a_position_whose_score_is_asked_wait_for_reveal() {
    let mut harness = projector_window();
    common::open_lesson(&mut harness, "Connect Four: the evaluation decides");
    // Step 2 asks which column a one-ply search plays: every first move's score is the answer.
    harness.state_mut().apply(Command::LessonNext);
    harness.run();
    assert!(
        harness
            .state()
            .lessons()
            .active()
            .is_some_and(|active| active.is_asking())
    );
    let search = harness
        .state()
        .lessons()
        .active()
        .and_then(|active| active.search().cloned())
        .unwrap_or_else(|| panic!("no search"));
    let column_3 = search
        .find(&["3".to_owned()])
        .unwrap_or_else(|| panic!("no node 3"));
    // The root's terms are what the class counts from.
    assert!(
        texts(&harness).iter().any(|text| text == "score: -9"),
        "{:?}",
        texts(&harness)
    );
    // A click on column 3 shows its position, and keeps its terms back.
    harness.state_mut().apply(Command::FocusNode(Some(column_3)));
    harness.run();
    let on_screen = texts(&harness);
    assert!(
        on_screen
            .iter()
            .any(|text| text == "Kept back until the answer is revealed."),
        "{on_screen:?}"
    );
    assert!(
        !on_screen.iter().any(|text| text.starts_with("score: ")),
        "{on_screen:?}"
    );
    harness.state_mut().apply(Command::RevealAnswer);
    harness.run();
    assert!(
        texts(&harness).iter().any(|text| text == "score: 2"),
        "{:?}",
        texts(&harness)
    );
}

#[test]
fn leaving_a_game_lesson_plays_on_from_its_position() {
    let mut harness = projector_window();
    common::open_lesson(&mut harness, "Connect Four: the evaluation decides");
    harness.state_mut().apply(Command::LeaveLesson);
    harness.run();
    assert_eq!(harness.state().small_game(), Some(SmallGame::ConnectFour));
    assert_eq!(harness.state().settings().game, GameChoice::ConnectFour);
    let session = harness.state().small_games().session(SmallGame::ConnectFour);
    let lesson_start = klados::games::connect4::Board::parse("653435455472")
        .unwrap_or_else(|error| panic!("{error}"))
        .to_string();
    assert_eq!(session.position().text(), lesson_start);
    // x is to move, and the person plays x.
    assert!(session.person_may_move());
}

#[test]
fn a_game_lessons_toolbar_shows_its_depth_and_offers_a_new_game_of_it() {
    let mut harness = projector_window();
    common::open_lesson(&mut harness, "The whole tree of tic-tac-toe");
    // The lesson searches nine plies: the slider says 9, and goes as far as tic-tac-toe does.
    let depth = harness.get_by_role_and_label(egui::accesskit::Role::Slider, "Depth (plies):");
    assert_eq!(depth.accesskit_node().numeric_value(), Some(9.0));
    assert_eq!(depth.accesskit_node().max_numeric_value(), Some(9.0));
    // Chess's buttons would act on the chess game that waits: not offered.
    for chess_only in [
        "New game as White",
        "New game as Black",
        "Take back",
        "Redo",
        "Flip board",
        "Computer move",
        "FEN / PGN",
    ] {
        assert!(
            harness.query_by_label(chess_only).is_none(),
            "{chess_only} is shown"
        );
    }
    // A new game in the game's words: the computer plays x and moves first.
    harness.get_by_label("New game: you play o").click();
    harness.run();
    assert!(harness.state().lessons().active().is_none(), "the lesson is left");
    assert_eq!(harness.state().small_game(), Some(SmallGame::TicTacToe));
    let session = harness.state().small_games().session(SmallGame::TicTacToe);
    assert_eq!(session.human(), klados::engine::tree::Backup::Min);
    assert!(session.moves().len() <= 1, "a new game: {:?}", session.moves());
}

#[test]
fn in_greek_and_spanish_the_game_lessons_ask_before_they_tell() {
    for language in [
        klados::shell::i18n::Language::Greek,
        klados::shell::i18n::Language::Spanish,
    ] {
        let settings = Settings {
            projector: true,
            language,
            ..Settings::default()
        };
        let mut harness = common::window(common::SMALL_PROJECTOR, settings);
        for title in GAME_LESSONS {
            common::open_lesson(&mut harness, title);
            if lesson(&harness).is_mcts() {
                harness.state_mut().wait_for_mcts();
                harness.run();
            }
            let lesson = lesson(&harness);
            let code = language.code();
            assert!(lesson.words_in(code).is_some(), "{title} has no {code} words");
            let search = harness
                .state()
                .lessons()
                .active()
                .and_then(|active| active.search().cloned())
                .unwrap_or_else(|| panic!("{title}: no search"));
            for (index, step) in lesson.steps.iter().enumerate() {
                let Some(check) = step.predict.as_ref().and_then(|predict| predict.check.as_ref()) else {
                    continue;
                };
                let place = format!("{} step {} in {code}", lesson.id, index + 1);
                harness.state_mut().apply(Command::LessonStep(index));
                harness.run();
                let answer = lesson
                    .answer_in(code, index)
                    .unwrap_or_else(|| panic!("{place}: no answer"));
                let asked = lesson.ask_in(code, index).unwrap_or_default();
                let on_screen = texts(&harness);
                assert!(
                    on_screen.iter().any(|text| text.contains(asked)),
                    "{place}: the question"
                );
                assert!(
                    !on_screen.iter().any(|text| text.contains(answer)),
                    "{place}: the answer"
                );
                // A count asked about is nowhere on screen, as the language writes it (255.168).
                if check.states_count() {
                    for word in answer_words(check, &search)
                        .iter()
                        .filter(|word| word.chars().count() > 1)
                    {
                        assert!(
                            !on_screen.iter().any(|text| text
                                .split(|c: char| c.is_whitespace() || c == '(' || c == ')')
                                .any(|part| part == word)),
                            "{place}: {word} is on screen before Reveal"
                        );
                    }
                }
                harness.state_mut().apply(Command::RevealAnswer);
                harness.run();
                assert!(
                    texts(&harness).iter().any(|text| text.contains(answer)),
                    "{place}: the answer after Reveal"
                );
            }
        }
    }
}
