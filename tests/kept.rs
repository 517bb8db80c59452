//! What a person made is kept between runs (issue 21, item 10): the settings keep the handout
//! folder and the practice tree's number; the game in progress is offered back on start (and a
//! saved game that cannot be read is reported once and ignored); a lesson saved from the tree
//! builder goes to the person's own lessons folder, created when the person agrees, and is
//! listed with the built-in lessons at once. Also: Escape closes Help.

use std::path::{Path, PathBuf};

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::engine::position::uci;
use klados::ui::KladosApp;
use klados::ui::saved_state::{GAME_FILE, SETTINGS_FILE, read_settings};
use klados::ui::settings::Settings;

/// A folder of the test's own, empty, standing for `~/.local/share/klados`.
fn storage(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("klados-kept-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap_or_default();
    folder
}

/// A window as Klados starts it with its settings and what it kept in `storage`.
fn started(storage: &Path) -> Harness<'static, KladosApp> {
    let settings_file = storage.join(SETTINGS_FILE);
    let settings = read_settings(&settings_file).map_or_else(Settings::default, |(settings, _)| settings);
    let settings = Settings { depth: 1, ..settings };
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().set_settings_file(settings_file);
    harness.state_mut().load_kept();
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
}

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

#[test]
fn the_handout_folder_and_the_practice_tree_survive_a_restart() {
    let storage = storage("settings");
    let handouts = storage.join("handouts");
    let mut harness = started(&storage);
    harness.state_mut().set_save_folder(&handouts);
    click(&mut harness, "Practice");
    click(&mut harness, "New tree");
    let seed = harness.state().practice().seed();
    assert_ne!(seed, Settings::default().practice_seed, "a new tree was drawn");
    harness.run();
    harness.state_mut().save_settings();
    drop(harness);

    let harness = started(&storage);
    assert_eq!(harness.state().practice().seed(), seed);
    assert_eq!(harness.state().handout_folder(), handouts.display().to_string());
    let _ = std::fs::remove_dir_all(&storage);
}

#[test]
fn the_game_in_progress_is_offered_back_on_start() {
    let storage = storage("game");
    let mut harness = started(&storage);
    assert!(!harness.state().is_offering_saved_game(), "nothing was kept yet");
    click(&mut harness, "e2");
    click(&mut harness, "e4");
    harness.state_mut().wait_for_computer();
    harness.run();
    let moves: Vec<String> = harness.state().game().moves().iter().map(|m| uci(*m)).collect();
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert!(storage.join(GAME_FILE).is_file(), "saved after the moves");
    drop(harness);

    // Next time: the game is offered; No leaves it, and a new game starts.
    let mut harness = started(&storage);
    assert!(harness.state().is_offering_saved_game());
    harness.get_by_label("Go on with the game from last time?");
    click(&mut harness, "No");
    assert!(!harness.state().is_offering_saved_game());
    assert!(harness.state().game().moves().is_empty());
    drop(harness);

    // The new game (no moves) replaced it: nothing is offered any more.
    let harness = started(&storage);
    assert!(!harness.state().is_offering_saved_game());
    drop(harness);
    let _ = std::fs::remove_dir_all(&storage);
}

#[test]
fn yes_goes_on_with_the_game_from_last_time() {
    let storage = storage("resume");
    let mut harness = started(&storage);
    click(&mut harness, "g1");
    click(&mut harness, "f3");
    harness.state_mut().wait_for_computer();
    harness.run();
    let moves: Vec<String> = harness.state().game().moves().iter().map(|m| uci(*m)).collect();
    drop(harness);

    let mut harness = started(&storage);
    click(&mut harness, "Yes");
    let resumed: Vec<String> = harness.state().game().moves().iter().map(|m| uci(*m)).collect();
    assert_eq!(resumed, moves);
    assert!(
        harness.state().session().person_may_move(),
        "the person's turn, as then"
    );
    let _ = std::fs::remove_dir_all(&storage);
}

#[test]
fn a_saved_game_that_cannot_be_read_is_reported_once_and_ignored() {
    let storage = storage("corrupt");
    let game_file = storage.join(GAME_FILE);
    for text in [
        "not json",
        r#"{"version":1,"human":"white","pgn":"1. e4 e5 2. Ke3"}"#,
        r#"{"version":7,"human":"white","pgn":"1. e4"}"#,
    ] {
        std::fs::write(&game_file, text).unwrap_or_default();
        let harness = started(&storage);
        assert!(!harness.state().is_offering_saved_game(), "{text}");
        let notice = harness
            .state()
            .notice()
            .map(|notice| notice.text.clone())
            .unwrap_or_default();
        assert!(notice.contains("could not be read"), "{text}: {notice}");
        drop(harness);
        // Set aside: the next start says nothing more about it.
        let harness = started(&storage);
        assert!(harness.state().notice().is_none(), "{text}: reported once");
        drop(harness);
        let _ = std::fs::remove_file(&game_file);
    }
    let _ = std::fs::remove_dir_all(&storage);
}

#[test]
fn a_lesson_saved_from_the_builder_is_listed_with_the_lessons_at_once() {
    let storage = storage("lessons");
    let own = storage.join("lessons");
    let mut harness = started(&storage);
    let built_in = harness.state().lessons().lessons().len();
    assert!(built_in > 0, "the built-in lessons are listed");
    click(&mut harness, "Practice");
    click(&mut harness, "Build a tree");
    click(&mut harness, "Save as a lesson");
    click(&mut harness, "Save lesson");
    // The own lessons folder does not exist yet: the window offers to make it.
    harness.get_by_label_contains("does not exist yet");
    click(&mut harness, "Create the folder and save");
    harness.get_by_label_contains("Saved as");
    assert!(own.is_dir());
    harness.state_mut().wait_for_lessons();
    harness.run();
    let titles: Vec<String> = harness
        .state()
        .lessons()
        .lessons()
        .iter()
        .map(|lesson| lesson.title.clone())
        .collect();
    assert_eq!(titles.len(), built_in + 1, "{titles:?}");
    assert!(titles.iter().any(|title| title == "My tree"), "{titles:?}");
    drop(harness);

    // And after a restart too.
    let harness = started(&storage);
    assert_eq!(harness.state().lessons().lessons().len(), built_in + 1);
    let _ = std::fs::remove_dir_all(&storage);
}

#[test]
fn escape_closes_help() {
    let storage = storage("help");
    let mut harness = started(&storage);
    click(&mut harness, "Help");
    assert!(
        harness
            .query_by_label("Keyboard shortcuts (when no text field is active)")
            .is_some()
    );
    harness.key_press(Key::Escape);
    harness.run();
    assert!(
        harness
            .query_by_label("Keyboard shortcuts (when no text field is active)")
            .is_none()
    );
    let _ = std::fs::remove_dir_all(&storage);
}
