//! Nothing squeezes the thinking panel's views, driven through the window with egui_kittest:
//! the notices over the search take one line each, can be closed and go when no longer true;
//! the level tabs take one row with quiescence's levels too; a new search's table opens at its
//! top; stepping after a click lets the board follow the replay again; the find box goes to a
//! node by its line of moves or its number, and says what it cannot find.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::chess::pgn;
use klados::engine::find::find_node;
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, Techniques};
use klados::engine::tree::{NodeId, SearchTree};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::stepper::StepperCommand;

mod common;

use common::window;

/// The default window.
const DEFAULT: [f32; 2] = [1280.0, 820.0];

fn settings(depth: usize, algorithm: Algorithm) -> Settings {
    Settings {
        depth,
        algorithm,
        ..Settings::default()
    }
}

fn press(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn step(harness: &mut Harness<'_, KladosApp>, command: StepperCommand) {
    harness.state_mut().apply(Command::Step(command));
    harness.run();
}

fn shown_tree(harness: &Harness<'_, KladosApp>) -> std::sync::Arc<SearchTree> {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    std::sync::Arc::clone(stepper.tree())
}

/// The height of one button in the window's style (a tab, a notice's button).
fn button_height(harness: &Harness<'_, KladosApp>) -> f32 {
    harness.get_by_label("Flip board").rect().height()
}

/// Checks that the notice whose sentence is `sentence` sits on one line with `button`.
fn assert_one_line(harness: &Harness<'_, KladosApp>, sentence: &str, button: &str) {
    let text = harness.get_by_label(sentence).rect();
    let buttons: Vec<Rect> = harness
        .query_all(by().label(button).role(Role::Button))
        .map(|node| node.rect())
        .collect();
    let Some(button) = buttons
        .iter()
        .find(|rect| (rect.center().y - text.center().y).abs() < 4.0)
    else {
        panic!("no {button} on the line of \"{sentence}\" ({text:?}; buttons at {buttons:?})")
    };
    let limit = button_height(harness) + 1.0;
    assert!(
        text.height() <= limit && button.height() <= limit,
        "\"{sentence}\" is {} px high, its button {} px: more than one line ({limit} px)",
        text.height(),
        button.height()
    );
}

#[test]
fn a_take_back_says_in_one_line_that_the_board_moved_on_until_closed_or_redone() {
    let mut harness = window(DEFAULT, settings(1, Algorithm::Minimax));
    common::play_e4(&mut harness);
    let moved_on = "The board has moved on since this search.";
    assert!(harness.query_by_label(moved_on).is_none());
    press(&mut harness, "Take back");
    assert_one_line(&harness, moved_on, "Think again");

    // A redo brings the search's position back: the notice goes by itself.
    press(&mut harness, "Redo");
    assert!(harness.query_by_label(moved_on).is_none());

    // Closed, it stays closed until the next search.
    press(&mut harness, "Take back");
    harness.get_by_label(moved_on);
    press(&mut harness, "✕");
    assert!(harness.query_by_label(moved_on).is_none());
    // Think again searches the position on the board: the notice has nothing left to say.
    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    assert_eq!(
        shown_tree(&harness).chess_root().unwrap(),
        harness.state().game().position()
    );
    assert!(harness.query_by_label(moved_on).is_none());
}

#[test]
fn the_fallback_notice_goes_when_the_depth_no_longer_asks_for_the_search_that_passed_the_budget() {
    // After 1. e4, minimax to depth 3 stores 13,780 nodes; ordered alpha-beta 7,953.
    let mut harness = window(
        DEFAULT,
        Settings {
            node_budget: 9_000,
            ..settings(3, Algorithm::Minimax)
        },
    );
    common::play_e4(&mut harness);
    let fallback = "Minimax to depth 3 passed the budget: this is ordered alpha-beta to depth 3.";
    assert_one_line(&harness, fallback, "Use it");
    harness.get_by_label("Raise budget");

    harness.state_mut().apply(Command::SetDepth(2));
    harness.run();
    assert!(
        harness.query_by_label(fallback).is_none(),
        "minimax to depth 3 is no longer asked for"
    );
    // What the settings now ask for is not the search shown either: said, with Think again.
    let changed = "Settings changed since this search: ordered alpha-beta → minimax, depth 3 → 2.";
    assert_one_line(&harness, changed, "Think again");

    // Back to depth 3: the fallback is true again.
    harness.state_mut().apply(Command::SetDepth(3));
    harness.run();
    harness.get_by_label(fallback);
    assert!(harness.query_by_label(changed).is_none());
}

#[test]
fn ticking_a_technique_says_the_search_is_out_of_date_and_think_again_searches_the_same_position() {
    let mut harness = window(DEFAULT, settings(1, Algorithm::Minimax));
    common::play_e4(&mut harness);
    let root = shown_tree(&harness).chess_root().unwrap().clone();
    assert!(
        harness
            .query_by_label_contains("Settings changed since this search")
            .is_none()
    );
    press(&mut harness, "Algorithm: Minimax");
    press(&mut harness, "Quiescence search");
    // The menu's button names what "+ 1" is.
    harness.get_by_label("Algorithm: Minimax + 1 technique");
    let changed = "Settings changed since this search: + quiescence.";
    assert_one_line(&harness, changed, "Think again");
    assert_eq!(
        harness
            .state()
            .last_search()
            .map(|tree| tree.techniques().has(Technique::Quiescence)),
        Some(false),
        "ticking searches nothing by itself"
    );

    press(&mut harness, "Think again");
    harness.state_mut().wait_for_computer();
    harness.run();
    let tree = shown_tree(&harness);
    assert!(tree.techniques().has(Technique::Quiescence));
    assert_eq!(
        *tree.chess_root().unwrap(),
        root,
        "the same position: the one before the computer's move"
    );
    assert!(harness.query_by_label(changed).is_none());
}

#[test]
fn with_quiescence_the_level_tabs_take_one_row() {
    for size in [[1024.0, 700.0], DEFAULT] {
        let mut harness = window(
            size,
            Settings {
                techniques: Techniques::NONE.with(Technique::Quiescence),
                ..settings(3, Algorithm::Ordered)
            },
        );
        // 1. e4 d5 2. Nc3: captures at the horizon, so quiescence goes on beyond it.
        let Ok(game) = pgn::read("1. e4 d5 2. Nc3").map(|read| read.game) else {
            panic!("the test's PGN loads")
        };
        harness.state_mut().load_game(game);
        harness.state_mut().apply(Command::ThinkHere);
        harness.state_mut().wait_for_computer();
        harness.run();
        step(&mut harness, StepperCommand::ToEnd);
        let levels = shown_tree(&harness).levels().len();
        assert!(levels >= 6, "{levels} levels: quiescence searched on");
        // Every level's tab, or where not even their numbers fit (the small window), the
        // chooser "◀ Level 3 ▾ ▶".
        let tabs: Vec<Rect> = harness
            .query_all(by().role(Role::Button))
            .filter(|node| {
                let label = node.accesskit_node().label().unwrap_or_default();
                let level_tab = label
                    .strip_prefix("Level ")
                    .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
                level_tab || label == "◀" || label == "▶"
            })
            .map(|node| node.rect())
            .collect();
        if size == DEFAULT {
            assert_eq!(tabs.len(), levels, "a tab for each level at {size:?}");
        } else {
            assert!(!tabs.is_empty(), "a way to choose the level at {size:?}");
        }
        let top = tabs.iter().map(|rect| rect.top()).fold(f32::MAX, f32::min);
        let bottom = tabs.iter().map(|rect| rect.bottom()).fold(f32::MIN, f32::max);
        let height = button_height(&harness);
        assert!(
            bottom - top <= height + 1.0,
            "the {levels} level tabs take {} px at {size:?}: more than one row ({height} px)",
            bottom - top
        );
    }
}

/// Finds a table cell (a label, not a board square of the same name) with `text`.
fn cell_shown(harness: &Harness<'_, KladosApp>, text: &str) -> bool {
    harness
        .query_all(by().label(text).role(Role::Label))
        .next()
        .is_some()
}

#[test]
fn a_new_search_s_table_opens_at_its_top() {
    let mut harness = window(DEFAULT, settings(1, Algorithm::Minimax));
    common::play_e4(&mut harness);
    step(&mut harness, StepperCommand::Forward);
    let tree = shown_tree(&harness);
    let last = tree.levels()[0].nodes.len() as u32 - 1;
    let first_move = tree.san_of(NodeId::new(0, 0));
    // Focusing the last row scrolls the table down to it, away from the first.
    harness
        .state_mut()
        .apply(Command::FocusNode(Some(NodeId::new(0, last))));
    harness.run();
    assert!(cell_shown(&harness, &tree.san_of(NodeId::new(0, last))));
    assert!(
        !cell_shown(&harness, &first_move),
        "the table shows all 20 rows: the test needs a table that scrolls"
    );

    harness.state_mut().apply(Command::FocusNode(None));
    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    step(&mut harness, StepperCommand::Forward);
    let tree = shown_tree(&harness);
    assert!(
        cell_shown(&harness, &tree.san_of(NodeId::new(0, 0))),
        "the new search's table opens at its first row"
    );
}

#[test]
fn stepping_after_a_click_lets_the_board_follow_the_replay_again() {
    let mut harness = window(DEFAULT, settings(2, Algorithm::Minimax));
    common::play_e4(&mut harness);
    for _ in 0..3 {
        press(&mut harness, "Step ▶");
    }
    let clicked = NodeId::new(0, 0);
    harness.state_mut().apply(Command::FocusNode(Some(clicked)));
    harness.run();
    assert!(harness.state().preview().is_some_and(|preview| preview.clicked));

    press(&mut harness, "Step ▶");
    assert_eq!(
        harness.state().thinking().focus(),
        None,
        "the step lets go of the click"
    );
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("a search")
    };
    let tree = std::sync::Arc::clone(stepper.tree());
    let looked_at = stepper.replay().position_node(stepper.step());
    let expected = looked_at.map_or_else(
        || tree.chess_root().unwrap().clone(),
        |id| tree.position_of(id).unwrap(),
    );
    let Some(preview) = harness.state().preview() else {
        panic!("the board follows the replay")
    };
    assert!(!preview.clicked);
    assert_eq!(
        preview.position, expected,
        "the board shows what the step looks at"
    );
}

/// The name of the level's tab ("Level 2 · 400", or "Level 2" where the counts wait).
fn level_tab(harness: &Harness<'_, KladosApp>, level: usize) -> String {
    let name = format!("Level {level}");
    let Some(tab) = harness.query_all(by().role(Role::Button)).find_map(|node| {
        node.accesskit_node()
            .label()
            .filter(|label| *label == name || label.starts_with(&format!("{name} ·")))
    }) else {
        panic!("no tab for level {level}")
    };
    tab
}

/// Types `text` in the find box and presses Enter.
fn find(harness: &mut Harness<'_, KladosApp>, text: &str) {
    let field = harness.get_by_label("Find:");
    field.focus();
    field.type_text(text);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.run();
}

#[test]
fn the_find_box_goes_to_a_line_of_moves_or_a_numbered_node_and_names_what_is_missing() {
    let mut harness = window(DEFAULT, settings(2, Algorithm::Minimax));
    common::play_e4(&mut harness);
    step(&mut harness, StepperCommand::ToEnd);
    let tree = shown_tree(&harness);
    // The box is over the tables.
    let tab = level_tab(&harness, 0);
    press(&mut harness, &tab);

    find(&mut harness, "1... e5 2. Nf3");
    let Ok(line) = find_node(&tree, "e5 Nf3") else {
        panic!("e5 Nf3 is in the tree")
    };
    assert_eq!(line.level, 1);
    assert_eq!(harness.state().thinking().focus(), Some(line));
    // The board shows it, and the table its row (the level-1 table, scrolled to it).
    assert!(
        harness
            .state()
            .preview()
            .is_some_and(|preview| preview.clicked && preview.position == tree.position_of(line).unwrap())
    );
    harness.get_by_label_contains("NodesAnalysis1");
    let number = (line.index + 1).to_string();
    assert!(cell_shown(&harness, &number), "row {number} is in view");

    // A node by its level and number; the text typed before is replaced.
    harness.get_by_label("Find:").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    find(&mut harness, "0:3");
    assert_eq!(harness.state().thinking().focus(), Some(NodeId::new(0, 2)));

    harness.get_by_label("Find:").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    find(&mut harness, "e5 Bc9");
    harness.get_by_label("No move Bc9 after e5.");
    assert_eq!(
        harness.state().thinking().focus(),
        Some(NodeId::new(0, 2)),
        "nothing found, nothing moves"
    );
}
