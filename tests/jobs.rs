//! Every search the window starts is a job that ends when it is replaced or closed: clicking
//! *Compare algorithms* again and again, or re-opening a heavy lesson, never leaves searches
//! running behind (each would hold its tree: memory would pile up).

use egui_kittest::Harness;
use klados::engine::settings::Algorithm;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

fn window(settings: Settings) -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
}

#[test]
fn comparing_again_and_again_leaves_one_comparison_running() {
    let mut harness = window(Settings {
        depth: 4,
        algorithm: Algorithm::Minimax,
        ..Settings::default()
    });
    // A tree to compare: the start position, four plies deep (about 200,000 nodes, so each
    // comparison runs long enough for the clicks to overlap).
    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    assert!(harness.state().last_search().is_some());
    for click in 1..=20 {
        harness.state_mut().apply(Command::CompareAlgorithms);
        let running = harness.state().running_jobs();
        assert!(running <= 1, "after {click} clicks {running} comparisons run");
    }
    harness.run();
    drop(harness);
}

/// A lesson whose search is heavy: minimax five plies deep from the start, 5 million nodes.
const HEAVY_LESSON: &str = r#"{
  "format": "klados-lesson/1",
  "id": "heavy",
  "title": "Heavy",
  "summary": "A search of five million nodes.",
  "position": { "moves": [] },
  "search": { "depth": 5, "algorithm": "minimax", "order": "depth_first" },
  "steps": [ { "at": "start", "say": "Five plies." } ]
}"#;

#[test]
fn reopening_a_heavy_lesson_cancels_the_search_before() {
    let folder = std::env::temp_dir().join(format!("klados-heavy-lesson-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("heavy.json"), HEAVY_LESSON).unwrap();
    let mut harness = window(Settings::default());
    harness.state_mut().load_lessons_from(&folder);
    assert_eq!(
        harness.state().lessons().lessons().len(),
        1,
        "{:?}",
        harness.state().lessons().problems()
    );
    for open in 1..=15 {
        harness.state_mut().apply(Command::OpenLesson(0));
        let running = harness.state().running_jobs();
        assert!(running <= 1, "after {open} opens {running} lesson searches run");
    }
    // Leaving the lesson ends its search too.
    harness.state_mut().apply(Command::LeaveLesson);
    assert_eq!(harness.state().running_jobs(), 0);
    drop(harness);
    let _ = std::fs::remove_dir_all(&folder);
}
