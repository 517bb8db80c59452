//! Opening a folded family in the tree view ("+N more: show every move of …"), as a teacher
//! does it at a 1024×700 projector: one click draws that family whole (lesson 32's step 2,
//! Black's replies to Nc3 with their −1 badges), and the node the lesson's step talks about stays
//! in sight while the drawing grows around it (lesson 31's root at step 4, lesson 32's Nc3
//! above Nc6 at step 3).
//!
//! A node is "in sight" when its box, as screen readers are told it, lies inside the tree view's
//! drawing, below the floating header.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::tree_view::drawing_label;

mod common;

use common::lesson_panel;

/// Opens the lesson with this title from the lesson list in a 1024×700 projector window and goes
/// to its step `step` (from 1), revealing the answers of the questions on the way.
fn at_step(title: &str, step: usize) -> Harness<'static, KladosApp> {
    let settings = Settings {
        projector: true,
        ..Settings::default()
    };
    let mut harness = common::window(common::SMALL_PROJECTOR, settings);
    lesson_panel::open_lesson(&mut harness, title);
    for _ in 1..step {
        reveal(&mut harness);
        harness.state_mut().apply(Command::LessonNext);
        harness.state_mut().wait_for_lesson();
        harness.run();
    }
    let Some(active) = harness.state().lessons().active() else {
        panic!("no lesson open")
    };
    assert_eq!(active.current_step() + 1, step, "{title}");
    // Where a table is in front (a window too short for both), the class is sent to the tree.
    if harness.query_by_label("Tree").is_some() {
        harness.get_by_label("Tree").click();
        harness.run();
    }
    harness
}

/// Clicks "Reveal the answer" if the step waits for it.
fn reveal(harness: &mut Harness<'_, KladosApp>) {
    if harness.query_by_label("Reveal the answer").is_some() {
        harness.get_by_label("Reveal the answer").click();
        harness.run();
    }
}

/// The part of the tree view where nodes are seen: the drawing's area below its floating header.
fn drawing_in_sight(harness: &Harness<'_, KladosApp>) -> Rect {
    let view = harness.get_by_label(&drawing_label()).rect();
    let header_bottom = ["Auto", "Fit", "+", "−"]
        .iter()
        .filter_map(|label| harness.query_by_label(label))
        .map(|button| button.rect().bottom())
        .filter(|&bottom| bottom > view.top() && bottom < view.bottom())
        .fold(view.top(), f32::max);
    Rect::from_min_max(egui::pos2(view.left(), header_bottom), view.max)
}

/// The spoken labels and boxes of the tree's nodes on screen whose label starts with `start`.
fn nodes_starting(harness: &Harness<'_, KladosApp>, start: &str) -> Vec<(String, Rect)> {
    harness
        .query_all(by().role(Role::Button).predicate(|node| {
            node.label().is_some_and(|label| {
                label.starts_with(start) && (label.contains("(level ") || label.starts_with("root"))
            })
        }))
        .map(|node| {
            (
                node.accesskit_node().label().unwrap_or_default().to_string(),
                node.rect(),
            )
        })
        .collect()
}

/// Asserts that a node whose label starts with `start` is drawn wholly inside the tree view.
fn assert_in_sight(harness: &Harness<'_, KladosApp>, start: &str, when: &str) {
    let pane = drawing_in_sight(harness).expand(0.5);
    let found = nodes_starting(harness, start);
    let seen: Vec<String> = nodes_starting(harness, "")
        .into_iter()
        .map(|(label, _)| label.chars().take(24).collect())
        .collect();
    assert!(
        found.iter().any(|(_, rect)| pane.contains_rect(*rect)),
        "{when}: {start} is not in the tree view's sight {pane:?}: {seen:?}"
    );
}

/// The "+N more" node that opens the family of `parent` ("root" for the root's).
fn more_of(harness: &Harness<'_, KladosApp>, parent: &str) -> Option<String> {
    let ending = if parent == "root" {
        String::from("show every move of the root")
    } else {
        format!("show every move of {parent}")
    };
    harness
        .query_all(by().role(Role::Button).predicate(move |node| {
            node.label()
                .is_some_and(|label| label.starts_with('+') && label.ends_with(&ending))
        }))
        .next()
        .and_then(|node| node.accesskit_node().label().map(|label| label.to_string()))
}

/// How many of Nc3's replies are drawn: nodes on level 1 (Black's replies) under it.
fn replies_to_nc3_drawn(harness: &Harness<'_, KladosApp>) -> usize {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown")
    };
    let tree = stepper.tree();
    let Some(nc3) = tree.root_children().find(|&id| tree.san_of(id) == "Nc3") else {
        panic!("no Nc3")
    };
    let replies: Vec<String> = tree.children_of(nc3).map(|id| tree.san_of(id)).collect();
    let drawn = nodes_starting(harness, "");
    drawn
        .iter()
        .filter(|(label, _)| {
            label.contains("(level 1,")
                && replies
                    .iter()
                    .any(|reply| label.starts_with(&format!("{reply} (")))
        })
        .count()
}

#[test]
fn one_click_on_nc3s_more_draws_its_replies_in_lesson_32() {
    let mut harness = at_step("Null-move pruning and late move reductions", 2);
    reveal(&mut harness);
    let Some(more) = more_of(&harness, "Nc3") else {
        panic!("no +N more under Nc3: {:?}", nodes_starting(&harness, ""))
    };
    let before = replies_to_nc3_drawn(&harness);
    harness.get_by_label(&more).click();
    harness.run();
    let after = replies_to_nc3_drawn(&harness);
    assert!(
        more_of(&harness, "Nc3").is_none(),
        "after one click Nc3's family is still folded ({before} replies drawn before, {after} after)"
    );
    // Black's late replies wear −1: reduced by one ply (the view is narrow; some are in sight).
    let reduced = nodes_starting(&harness, "")
        .into_iter()
        .filter(|(label, _)| label.contains("(level 1,") && label.contains("1 ply shallower"))
        .count();
    assert!(
        after > before && reduced >= 2,
        "after one click {after} of Nc3's replies are in sight ({before} before), {reduced} of them reduced"
    );
    assert_in_sight(&harness, "Nc3 (level 0", "after opening Nc3's family");
}

#[test]
fn opening_the_roots_family_keeps_the_root_in_sight_in_lesson_31() {
    let mut harness = at_step("Principal variation search and aspiration windows", 4);
    assert_in_sight(&harness, "root", "before opening the root's family");
    let Some(more) = more_of(&harness, "root") else {
        panic!("no +N more under the root: {:?}", nodes_starting(&harness, ""))
    };
    harness.get_by_label(&more).click();
    harness.run();
    assert!(
        more_of(&harness, "root").is_none(),
        "the root's family is still folded"
    );
    assert_in_sight(&harness, "root", "after opening the root's family");
    assert_in_sight(&harness, "Nc3 (level 0", "after opening the root's family");
}

#[test]
fn opening_a_family_keeps_nc3_above_nc6_in_sight_in_lesson_32() {
    let mut harness = at_step("Null-move pruning and late move reductions", 3);
    assert_in_sight(&harness, "Nc3 (level 0", "before opening a family");
    assert_in_sight(&harness, "Nc6 (level 1", "before opening a family");
    // Open every folded family on the way, as a teacher would, one after the other.
    for parent in ["Nc3", "root"] {
        if let Some(more) = more_of(&harness, parent) {
            harness.get_by_label(&more).click();
            harness.run();
            assert_in_sight(
                &harness,
                "Nc3 (level 0",
                &format!("after opening {parent}'s family"),
            );
            assert_in_sight(
                &harness,
                "Nc6 (level 1",
                &format!("after opening {parent}'s family"),
            );
        }
    }
}
