//! The Play and Study layouts: how much of the search a person sees at the window sizes a class
//! meets, the key and the button that switch them, and the dividers a person drags.
//!
//! Rows are counted as a person counts them: a row of the node array is seen when its whole
//! height is inside the window, under the table's column titles.

mod common;

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::{Divider, Layout, Settings};

/// A window of `size` in `layout` after a depth-3 search of the start position, at the replay's
/// end (as a person who pressed S and then End sees it).
fn searched(size: [f32; 2], layout: Layout) -> Harness<'static, KladosApp> {
    let settings = Settings {
        depth: 3,
        layout,
        ..Settings::default()
    };
    let mut harness = common::window(size, settings);
    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    harness.key_press(egui::Key::End);
    harness.run();
    assert!(harness.state().last_search().is_some(), "the search finished");
    harness
}

/// The rectangle of the widget labelled `label`.
fn rect_of(harness: &Harness<'_, KladosApp>, label: &str) -> Rect {
    harness.get_by_label(label).rect()
}

/// The node array's rows seen whole: under the column titles and inside the window.
fn rows_seen(harness: &Harness<'_, KladosApp>, window_height: f32) -> usize {
    let titles = rect_of(harness, "status");
    harness
        .query_all_by_label("searched")
        .map(|row| row.rect())
        .filter(|row| row.top() >= titles.bottom() - 1.0 && row.bottom() <= window_height)
        .count()
}

/// The tree view's height: from its title to the tabs of the node arrays under it.
fn tree_height(harness: &Harness<'_, KladosApp>) -> f32 {
    let title = rect_of(harness, "Tree view");
    let tabs = harness.get_by_label_contains("Level 0").rect();
    tabs.top() - title.top()
}

#[test]
fn the_default_window_shows_rows_of_the_node_array_in_both_layouts() {
    for (size, play_rows, study_rows) in [([1280.0, 820.0], 8, 12), ([1600.0, 1000.0], 12, 20)] {
        let harness = searched(size, Layout::Play);
        let seen = rows_seen(&harness, size[1]);
        assert!(seen >= play_rows, "{size:?} Play: {seen} rows, not {play_rows}");
        let play_tree = tree_height(&harness);

        let harness = searched(size, Layout::Study);
        let seen = rows_seen(&harness, size[1]);
        assert!(
            seen >= study_rows,
            "{size:?} Study: {seen} rows, not {study_rows}"
        );
        let study_tree = tree_height(&harness);
        eprintln!(
            "{size:?}: Play {} rows, tree {play_tree} px; Study {seen} rows, tree {study_tree} px",
            rows_seen(&searched(size, Layout::Play), size[1])
        );
        assert!(
            study_tree >= 300.0,
            "{size:?} Study: the tree is {study_tree} px tall"
        );
        assert!(
            study_tree >= play_tree,
            "{size:?}: Study gives the tree {study_tree} px, Play {play_tree}"
        );
    }
}

#[test]
fn a_short_window_puts_the_tree_and_the_tables_on_tabs_in_play() {
    let harness = searched(common::SMALL_PROJECTOR, Layout::Play);
    // The tree is a tab of its own, with the whole height, rather than a strip over the table.
    harness.get_by_label("Tree");
}

#[test]
fn v_and_the_button_switch_the_layouts_and_the_choice_is_kept() {
    let folder = std::env::temp_dir().join(format!("klados-layouts-{}", std::process::id()));
    std::fs::create_dir_all(&folder).ok();
    let file = folder.join("settings.json");
    let mut harness = searched([1280.0, 820.0], Layout::Play);
    harness.state_mut().set_settings_file(file.clone());
    let board_width = rect_of(&harness, "e2").width();

    harness.key_press(egui::Key::V);
    harness.run();
    assert_eq!(harness.state().settings().layout, Layout::Study);
    let small = rect_of(&harness, "e2").width();
    assert!(
        small < board_width * 0.7,
        "the board shrinks: {board_width} → {small}"
    );
    assert!(small * 8.0 >= 240.0, "the small board is {} px", small * 8.0);
    let stored = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(stored.contains("\"layout\":\"study\""), "{stored}");

    harness.get_by_label("◀ Back to the board").click();
    harness.run();
    assert_eq!(harness.state().settings().layout, Layout::Play);
    harness.get_by_label("Study the search ▶");
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn lessons_keep_their_own_layout() {
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    common::open_lesson(&mut harness, "Why the reply matters");
    harness.key_press(egui::Key::V);
    harness.run();
    assert_eq!(
        harness.state().settings().layout,
        Layout::Play,
        "V waits for the game"
    );
    assert!(harness.query_by_label("Study the search ▶").is_none());
}

#[test]
fn dividers_move_the_views_and_a_double_click_puts_them_back() {
    let mut harness = searched([1280.0, 820.0], Layout::Play);
    let panel_left = rect_of(&harness, "Study the search ▶").left();
    harness.state_mut().apply(Command::SetDivider {
        divider: Divider::Thinking,
        share: Some(0.7),
        done: true,
    });
    harness.run();
    let wider = rect_of(&harness, "Study the search ▶").left();
    assert!(
        wider < panel_left - 100.0,
        "the panel widens: {panel_left} → {wider}"
    );

    let tree = tree_height(&harness);
    harness.state_mut().apply(Command::SetDivider {
        divider: Divider::TreePlay,
        share: Some(0.2),
        done: true,
    });
    harness.run();
    assert!(tree_height(&harness) < tree - 40.0, "the tree gives up height");

    for divider in [Divider::Thinking, Divider::TreePlay] {
        harness.state_mut().apply(Command::SetDivider {
            divider,
            share: None,
            done: true,
        });
    }
    harness.run();
    assert_eq!(harness.state().settings().dividers, Default::default());
    assert!((rect_of(&harness, "Study the search ▶").left() - panel_left).abs() < 1.0);
}

#[test]
fn the_divider_follows_the_mouse() {
    let mut harness = searched([1280.0, 820.0], Layout::Play);
    let panel_left = rect_of(&harness, "Study the search ▶").left();
    // The line between the board and the panel: the divider that runs the window's height.
    let line = harness
        .query_all_by_label("Drag to share the room; double-click to put it back")
        .map(|node| node.rect())
        .find(|rect| rect.height() > 400.0)
        .expect("the divider between the board and the panel");
    let x = line.center().x;
    assert!(
        x < panel_left && x > panel_left - 20.0,
        "at the panel's edge: {x}"
    );
    let start = egui::pos2(x, 500.0);
    let end = egui::pos2(x - 200.0, 500.0);
    harness.event(egui::Event::PointerMoved(start));
    harness.run();
    harness.event(egui::Event::PointerButton {
        pos: start,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    harness.run();
    for step in 1..=10 {
        harness.event(egui::Event::PointerMoved(start.lerp(end, step as f32 / 10.0)));
        harness.run();
    }
    harness.event(egui::Event::PointerButton {
        pos: end,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    harness.run();
    let share = harness.state().settings().dividers.thinking;
    assert!(share.is_some(), "the drag set the divider");
    let moved = rect_of(&harness, "Study the search ▶").left();
    assert!(
        (moved - (panel_left - 200.0)).abs() < 20.0,
        "the panel's edge follows the pointer: {panel_left} → {moved}"
    );
}
