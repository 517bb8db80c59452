//! No choice in a side panel pushes a panel behind another, driven through the window with
//! egui_kittest at 1024×700 (a small projector), in projector mode and out of it: in chess and
//! abstract-tree lessons and in a game's search, every level (by its tab, or through the Level
//! menu and its arrows), every other view tab (the tree, the evaluation, the comparison, the
//! iterations, the code) and every toggle of the views (the code, the board following, the
//! summary's details, the nodes per level) is chosen in turn. After each choice:
//! - the thinking panel stays where its share puts it, right of the centre, and keeps its width;
//! - every widget of the thinking panel lies across inside the panel's rectangle, and every
//!   widget of the lessons column inside the column's, unless it is in a part that scrolls
//!   sideways by itself and that part is inside the panel;
//! - the code's toggle is whole (no scroll area cuts it) at every step and after every choice, and a depth sweep in the lesson column
//!   (lesson 18's) is read without scrolling sideways.
//!
//! Where a panel lies is what egui laid out ([`KladosApp::panel_rects`]); where a widget lies is
//! what the accessibility tree says.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, Techniques};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

mod common;

use common::SMALL_PROJECTOR;

/// How far a widget may reach past an edge, in points: rounding, a focus ring.
const SLACK: f32 = 1.0;

fn settings(projector: bool) -> Settings {
    Settings {
        projector,
        ..Settings::default()
    }
}

/// The accessibility node's rectangle, in points, if it has one (a panel or a layout has none,
/// or one that is not a number).
fn bounds(node: &egui_kittest::Node<'_>) -> Option<Rect> {
    node.accesskit_node()
        .bounding_box()
        .map(|_| node.rect())
        .filter(|rect| rect.is_finite())
}

fn label(node: &egui_kittest::Node<'_>) -> String {
    let accesskit = node.accesskit_node();
    accesskit
        .label()
        .or(accesskit.value())
        .unwrap_or_else(|| format!("{:?}", accesskit.role()))
}

/// The bars of every scroll area `node` lies in, innermost first. A scroll area's content is a
/// container whose bars follow it among its parent's children.
fn scroll_bars_around(node: &egui_kittest::Node<'_>) -> Vec<Rect> {
    let mut bars = Vec::new();
    let mut on_path = node.accesskit_node().id();
    let mut ancestor = node.parent();
    while let Some(container) = ancestor {
        let children: Vec<_> = container.children().collect();
        if let Some(index) = children
            .iter()
            .position(|child| child.accesskit_node().id() == on_path)
        {
            bars.extend(
                children[index + 1..]
                    .iter()
                    .take_while(|child| child.accesskit_node().role() == Role::ScrollBar)
                    .filter_map(bounds),
            );
        }
        on_path = container.accesskit_node().id();
        ancestor = container.parent();
    }
    bars
}

/// True when `node` is in a part that scrolls sideways by itself (a scroll area with a
/// horizontal bar) whose bar lies across inside `panel`: it may hold more than shows.
fn in_sideways_scroll(node: &egui_kittest::Node<'_>, panel: Rect) -> bool {
    scroll_bars_around(node).iter().any(|bar| {
        bar.width() > bar.height()
            && bar.left() >= panel.left() - SLACK
            && bar.right() <= panel.right() + SLACK
    })
}

/// True when `node` is seen whole from top to bottom: no scroll area around it (one with an
/// upright bar) cuts it.
fn seen_whole_upright(node: &egui_kittest::Node<'_>) -> bool {
    let Some(rect) = bounds(node) else {
        return false;
    };
    scroll_bars_around(node).iter().all(|bar| {
        bar.width() >= bar.height()
            || (rect.top() >= bar.top() - SLACK && rect.bottom() <= bar.bottom() + SLACK)
    })
}

/// True when `node` has a panel (a pane) among its ancestors.
fn inside_a_pane(node: &egui_kittest::Node<'_>) -> bool {
    let mut ancestor = node.parent();
    while let Some(container) = ancestor {
        if container.accesskit_node().role() == Role::Pane {
            return true;
        }
        ancestor = container.parent();
    }
    false
}

/// The panel (a pane that is no other's part) that holds a widget labelled `marker`.
fn pane_with<'tree>(
    harness: &'tree Harness<'_, KladosApp>,
    marker: &str,
) -> Option<egui_kittest::Node<'tree>> {
    harness
        .query_all(by().role(Role::Pane))
        .filter(|pane| !inside_a_pane(pane))
        .find(|pane| pane.query_all(by().label(marker)).next().is_some())
}

/// Asserts that every widget of `pane` lies across inside `panel` (or scrolls sideways inside it).
fn assert_within(pane: &egui_kittest::Node<'_>, panel: Rect, name: &str, after: &str) {
    for node in pane.query_all(by()) {
        let Some(rect) = bounds(&node) else { continue };
        let across = rect.left() >= panel.left() - SLACK && rect.right() <= panel.right() + SLACK;
        assert!(
            across || in_sideways_scroll(&node, panel),
            "after {after}: \"{}\" in the {name} lies at x {:.0}–{:.0}, outside the panel's {:.0}–{:.0}",
            label(&node),
            rect.left(),
            rect.right(),
            panel.left(),
            panel.right()
        );
    }
}

/// What a screen's panels must keep, measured before any choice: the thinking panel's place.
struct Expected {
    thinking: Rect,
}

/// Measures the thinking panel's place before the choices.
fn expected(harness: &Harness<'_, KladosApp>) -> Expected {
    let Some(thinking) = harness.state().panel_rects().thinking else {
        panic!("no thinking panel")
    };
    Expected { thinking }
}

/// Checks the panels after a choice (`after` says which).
fn check(harness: &Harness<'_, KladosApp>, expected: &Expected, after: &str) {
    let rects = harness.state().panel_rects();
    let (Some(thinking), Some(centre)) = (rects.thinking, rects.centre) else {
        panic!("after {after}: no thinking panel or no centre")
    };
    assert!(
        (thinking.left() - expected.thinking.left()).abs() <= SLACK
            && (thinking.width() - expected.thinking.width()).abs() <= SLACK,
        "after {after}: the thinking panel moved from x {:.0}–{:.0} to {:.0}–{:.0}",
        expected.thinking.left(),
        expected.thinking.right(),
        thinking.left(),
        thinking.right()
    );
    assert!(
        centre.right() <= thinking.left() + SLACK,
        "after {after}: the centre (to x {:.0}) reaches under the thinking panel (from x {:.0})",
        centre.right(),
        thinking.left()
    );
    let Some(pane) = pane_with(harness, "Step ▶") else {
        panic!("after {after}: no pane holds the stepper")
    };
    assert_within(&pane, thinking, "thinking panel", after);
    // The step's sentence and the code's toggle are whole where they are: not half under the
    // views.
    let narration = harness
        .state()
        .thinking()
        .stepper()
        .map(|stepper| stepper.narration());
    let toggles = ["Show the code", "Hide the code"];
    for toggle in toggles.iter().copied().chain(narration.as_deref()) {
        if let Some(node) = pane.query_by_label(toggle) {
            assert!(
                seen_whole_upright(&node),
                "after {after}: \"{toggle}\" is cut, at y {:.0}–{:.0} (scroll bars {:?})",
                node.rect().top(),
                node.rect().bottom(),
                scroll_bars_around(&node)
            );
        }
    }
    if let Some(lessons) = rects.lessons {
        assert!(
            lessons.right() <= centre.left() + SLACK,
            "after {after}: the lessons column (to x {:.0}) reaches under the centre (from x {:.0})",
            lessons.right(),
            centre.left()
        );
        let Some(pane) = pane_with(harness, "All lessons") else {
            panic!("after {after}: no pane holds the lesson")
        };
        assert_within(&pane, lessons, "lessons column", after);
        // A depth sweep's table is read whole, without scrolling sideways.
        if let Some(heading) = pane.query_by_label("value") {
            let sideways = in_sideways_scroll(&heading, lessons);
            assert!(!sideways, "after {after}: the depth sweep scrolls sideways");
        }
    }
}

/// The labels of the buttons (and selectable labels) whose label passes `wanted`.
fn buttons(harness: &Harness<'_, KladosApp>, wanted: &dyn Fn(&str) -> bool) -> Vec<String> {
    let mut labels: Vec<String> = harness
        .query_all(by().role(Role::Button))
        .filter_map(|node| node.accesskit_node().label())
        .filter(|label| wanted(label))
        .collect();
    labels.dedup();
    labels
}

fn is_level(label: &str) -> bool {
    label
        .strip_prefix("Level ")
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()) && !rest.ends_with('▾'))
}

fn is_level_menu(label: &str) -> bool {
    label.starts_with("Level") && label.ends_with('▾')
}

fn is_more_menu(label: &str) -> bool {
    ["More", "Evaluation", "Compare", "Iterations"]
        .iter()
        .any(|title| label == format!("{title} ▾"))
}

fn is_other_tab(label: &str) -> bool {
    label == "Tree"
        || label == "Code"
        || label == "Compare"
        || label == "Iterations"
        || label.starts_with("Evaluation") && !label.ends_with('▾')
}

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
    // A comparison searches on its own thread: its table is what is checked.
    for _ in 0..100 {
        if harness.query_by_label("Comparing…").is_none() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        harness.run();
    }
}

/// Chooses every level and every view tab in turn, checking the panels after each; returns
/// how many choices were made.
fn choose_every_tab(harness: &mut Harness<'_, KladosApp>, expected: &Expected, screen: &str) -> usize {
    let mut made = 0;
    // The levels: their tabs, or the Level menu's items and its arrows.
    let tabs = buttons(harness, &is_level);
    for tab in &tabs {
        click(harness, tab);
        made += 1;
        check(harness, expected, &format!("{screen}, the tab {tab}"));
    }
    if tabs.is_empty() {
        for round in 0.. {
            let Some(menu) = buttons(harness, &is_level_menu).into_iter().next() else {
                break;
            };
            click(harness, &menu);
            let items = buttons(harness, &is_level);
            let Some(item) = items.get(round).cloned() else {
                // The menu's end: close it.
                harness.key_press(egui::Key::Escape);
                harness.run();
                break;
            };
            click(harness, &item);
            made += 1;
            check(harness, expected, &format!("{screen}, Level menu → {item}"));
        }
        for arrow in ["◀", "▶", "▶"] {
            if harness.query_by_label(arrow).is_some() {
                click(harness, arrow);
                made += 1;
                check(harness, expected, &format!("{screen}, the level arrow {arrow}"));
            }
        }
    }
    // The other tabs: in the row, or behind the More menu.
    for tab in buttons(harness, &is_other_tab) {
        if harness.query_by_label(&tab).is_some() {
            click(harness, &tab);
            made += 1;
            check(harness, expected, &format!("{screen}, the tab {tab}"));
        }
    }
    if let Some(menu) = buttons(harness, &is_more_menu).into_iter().next() {
        click(harness, &menu);
        let items = buttons(harness, &is_other_tab);
        harness.key_press(egui::Key::Escape);
        harness.run();
        for item in items {
            let Some(menu) = buttons(harness, &is_more_menu).into_iter().next() else {
                break;
            };
            click(harness, &menu);
            if harness.query_by_label(&item).is_some() {
                click(harness, &item);
                made += 1;
                check(harness, expected, &format!("{screen}, More → {item}"));
            }
        }
    }
    made
}

/// Toggles `toggle` (when the panel has it), checks, and goes through every tab again.
fn toggle_and_choose(
    harness: &mut Harness<'_, KladosApp>,
    expected: &Expected,
    screen: &str,
    toggle: &str,
) -> usize {
    if harness.query_by_label(toggle).is_none() {
        return 0;
    }
    click(harness, toggle);
    let after = format!("{screen}, {toggle}");
    // A chess lesson gives the search the width while its code is open: the panels share the
    // window anew, and keep that share through the choices after it.
    let reshared;
    let expected = if toggle.ends_with("the code") {
        reshared = self::expected(harness);
        &reshared
    } else {
        expected
    };
    check(harness, expected, &after);
    1 + choose_every_tab(harness, expected, &after)
}

/// Makes every choice the thinking panel offers on the screen shown: the tabs, then each
/// toggle and the tabs again, the code last (open, then closed).
fn choose_everything(harness: &mut Harness<'_, KladosApp>, screen: &str) -> usize {
    let expected = expected(harness);
    check(harness, &expected, screen);
    let mut made = choose_every_tab(harness, &expected, screen);
    for toggle in ["Board follows", "Nodes per level"] {
        made += toggle_and_choose(harness, &expected, screen, toggle);
    }
    // The one-line summary of a game's search opens to its details.
    let summary = harness
        .query_all(by().role(Role::Label))
        .filter_map(|node| node.accesskit_node().label())
        .find(|label| label.starts_with("▶ "));
    if let Some(summary) = summary {
        made += toggle_and_choose(harness, &expected, screen, &summary);
    }
    made += toggle_and_choose(harness, &expected, screen, "Show the code");
    made += toggle_and_choose(harness, &expected, screen, "Hide the code");
    made
}

/// Opens the lesson whose title starts with `title` and goes to each of `steps` (from 0; past
/// the lesson's end: its last), making every choice there.
fn lesson_choices(projector: bool, title: &str, steps: &[usize]) {
    let mut harness = common::window(SMALL_PROJECTOR, settings(projector));
    common::open_lesson(&mut harness, title);
    let count = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |active| active.lesson().steps.len());
    for &step in steps {
        let step = step.min(count.saturating_sub(1));
        go_to_step(&mut harness, step);
        let screen = format!("\"{title}\" step {}, projector {projector}", step + 1);
        let made = choose_everything(&mut harness, &screen);
        assert!(made >= 4, "{screen}: only {made} choices found");
    }
}

/// Goes to the lesson's step `step` (from 0), revealing its answer on the way as a teacher does.
fn go_to_step(harness: &mut Harness<'_, KladosApp>, step: usize) {
    harness.state_mut().apply(Command::LessonStep(step));
    harness.run();
}

/// Steps through every step of the lesson whose title starts with `title`, before and after
/// its answer, checking the panels at each (no choice made).
fn every_step(projector: bool, title: &str) {
    let mut harness = common::window(SMALL_PROJECTOR, settings(projector));
    common::open_lesson(&mut harness, title);
    let count = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |active| active.lesson().steps.len());
    let expected = expected(&harness);
    for step in 0..count {
        go_to_step(&mut harness, step);
        // A step may give the search more of the window (its share changes with the step).
        let expected = Expected {
            thinking: harness
                .state()
                .panel_rects()
                .thinking
                .unwrap_or(expected.thinking),
        };
        check(
            &harness,
            &expected,
            &format!("\"{title}\" step {}, projector {projector}", step + 1),
        );
        if harness.query_by_label("Reveal the answer").is_some() {
            click(&mut harness, "Reveal the answer");
            // The answer may give the search another share of the window, as a step may.
            let expected = Expected {
                thinking: harness
                    .state()
                    .panel_rects()
                    .thinking
                    .unwrap_or(expected.thinking),
            };
            let after = format!("\"{title}\" step {} revealed, projector {projector}", step + 1);
            check(&harness, &expected, &after);
        }
    }
}

#[test]
fn every_step_of_the_chess_lessons_keeps_its_panels_whole() {
    // The code's toggle is whole at every step: the header's last row is never scrolled.
    for title in ["Alpha-beta in chess", "The horizon effect", "The opening book"] {
        for projector in [true, false] {
            every_step(projector, title);
        }
    }
}

#[test]
fn no_choice_in_lesson_14_pushes_a_panel_behind_another() {
    for projector in [true, false] {
        lesson_choices(projector, "Alpha-beta in chess", &[0, 2, usize::MAX]);
    }
}

#[test]
fn no_choice_in_a_drawn_tree_lesson_pushes_a_panel_behind_another() {
    for projector in [true, false] {
        lesson_choices(projector, "Alpha-beta on a tree", &[0, 6, usize::MAX]);
    }
}

#[test]
fn no_choice_in_lesson_18_pushes_a_panel_behind_another() {
    for projector in [true, false] {
        lesson_choices(projector, "The opening book", &[1, 5, usize::MAX]);
    }
}

#[test]
fn no_choice_over_a_game_s_search_pushes_a_panel_behind_another() {
    for projector in [true, false] {
        let game_settings = Settings {
            depth: 2,
            algorithm: Algorithm::AlphaBeta,
            techniques: Techniques::NONE.with(Technique::Iterative),
            ..settings(projector)
        };
        let mut harness = common::window(SMALL_PROJECTOR, game_settings);
        common::play_e4(&mut harness);
        harness.key_press(egui::Key::End);
        harness.run();
        let screen = format!("a game's depth-2 search, projector {projector}");
        let made = choose_everything(&mut harness, &screen);
        assert!(made >= 6, "{screen}: only {made} choices found");
    }
}
