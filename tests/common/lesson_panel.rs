//! What the lesson panel's window tests share (`lessons_ui.rs`, `lesson_answers_ui.rs`): a
//! projector-sized window with the shipped lessons, a click that waits for the lesson's search,
//! opening a lesson from the list or by its title, and where the stepper stands against the
//! lesson's step.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::course::lesson::step_index;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

/// Opens a 1600×1000 window (the size of a projector) with the shipped lessons.
pub fn window() -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(|cc| KladosApp::with_settings(&cc.egui_ctx, Settings::default()));
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
}

/// Clicks the widget labelled `label`, then waits for a lesson search it started.
pub fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.state_mut().wait_for_lesson();
    harness.run();
}

/// Opens the lesson with this title (as the list would) and waits for its search.
pub fn open_by_title(harness: &mut Harness<'_, KladosApp>, title: &str) {
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
pub fn open_lesson(harness: &mut Harness<'_, KladosApp>, title: &str) {
    if !harness.state().lessons().open {
        click(harness, "Lessons");
    }
    // The list may be longer than the window: scroll to the lesson first, as a teacher would.
    harness.get_by_label(title).scroll_to_me();
    harness.run();
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
pub fn stepper_and_lesson_steps(harness: &Harness<'_, KladosApp>) -> (usize, usize) {
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
