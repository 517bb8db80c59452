//! The MCTS view frames the story: for every step of every Monte Carlo lesson, on a small
//! projector (1024×700) and in a 1280×820 window, both in projector mode, with the code pane's
//! setting open and closed, the nodes the step focuses or asks about, and the root when a
//! question asks about the move played, are drawn wholly in sight in the MCTS tree, with labels
//! at least 18 pixels high and their N and W at least 16; and the root is never half cut by the
//! view's edge.
//!
//! Sizes are measured as the screen gets them: a node's label size is its box's height over
//! [`BOX_HEIGHT_IN_LABEL`], its numbers' size their block's height over
//! [`NUMBERS_HEIGHT_IN_TEXT`], both in points, times the window's pixels per point. A box is
//! told to screen readers (and found here) only while it is wholly in sight.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::course::lesson::LessonStep;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::mcts::{BOX_HEIGHT_IN_LABEL, NUMBERS_HEIGHT_IN_TEXT, mcts_drawing_label};
use klados::ui::settings::Settings;

mod common;

/// The smallest label and numbers the back row reads, in pixels.
const LABEL_PX: f32 = 18.0;
const NUMBERS_PX: f32 = 16.0;

/// The names a step focuses or asks about (`None`: the root).
fn named(step: &LessonStep) -> Vec<Option<String>> {
    let mut names: Vec<Option<String>> = step.focus.iter().map(|path| path.last().cloned()).collect();
    if let Some(check) = step.predict.as_ref().and_then(|predict| predict.check.as_ref()) {
        if let Some(path) = &check.node {
            names.push(path.last().cloned());
        }
        if check.best.is_some() || check.settles_at.is_some() {
            names.push(None);
        }
    }
    names
}

/// Whether an accessible label is the box of the node named `name` ("Qxf7#: N 1 · W 1.00",
/// "A1 = 3: N …", "root: …").
fn is_box_of(label: &str, name: Option<&str>) -> bool {
    let name = name.unwrap_or("root");
    label.starts_with(&format!("{name}:")) || label.starts_with(&format!("{name} = "))
}

fn box_rect(harness: &Harness<'_, KladosApp>, name: Option<&str>) -> Option<Rect> {
    harness
        .query_all(
            by().role(Role::Button)
                .predicate(move |node| is_box_of(&node.label().unwrap_or_default(), name)),
        )
        .next()
        .map(|node| node.rect())
}

fn numbers_rect(harness: &Harness<'_, KladosApp>, name: Option<&str>) -> Option<Rect> {
    let name = name.unwrap_or("root").to_owned();
    harness
        .query_all(by().role(Role::Label).predicate(move |node| {
            // A label's text is its accessible value.
            let label = node.value().unwrap_or_default();
            label.starts_with("N ")
                && label
                    .rsplit_once(" under ")
                    .is_some_and(|(_, owner)| owner == name || owner.starts_with(&format!("{name} = ")))
        }))
        .next()
        .map(|node| node.rect())
}

/// The root's box when the drawing shows part of it: it is drawn but not told as a box (a box
/// is told only while wholly in sight), and it reaches into the view, between the legend over
/// the drawing and the window's bottom.
fn root_cut(harness: &Harness<'_, KladosApp>, size: [f32; 2]) -> Option<Rect> {
    let legend = harness
        .query_all(by().role(Role::Label))
        .find(|node| node.value().is_some_and(|text| text.starts_with("W counts for")))?
        .rect();
    let root = harness
        .query_all(by().predicate(|node| {
            node.role() != Role::Button && node.label().is_some_and(|text| text.starts_with("The root: "))
        }))
        .next()?
        .rect();
    let view_top = legend.bottom();
    let view_bottom = size[1];
    (root.bottom() > view_top + 1.0 && root.top() < view_bottom - 1.0).then_some(root)
}

/// Checks every step of every MCTS lesson in one window; returns the failures and the smallest
/// label and numbers measured.
fn check_window(size: [f32; 2], code_open: bool) -> (Vec<String>, f32, f32, usize) {
    let mut settings = Settings {
        projector: true,
        ..Settings::default()
    };
    settings.code.open = code_open;
    let mut harness = common::window(size, settings);
    let pixels_per_point = harness.ctx.pixels_per_point();
    let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
    let count = harness.state().lessons().lessons().len();
    let mut failures = Vec::new();
    let (mut smallest_label, mut smallest_numbers) = (f32::INFINITY, f32::INFINITY);
    let mut checked = 0;
    for index in 0..count {
        let lesson = harness.state().lessons().lessons()[index].clone();
        if !lesson.is_mcts() {
            continue;
        }
        harness.state_mut().apply(Command::OpenLesson(index));
        harness.state_mut().wait_for_lesson();
        harness.run();
        harness.state_mut().wait_for_mcts();
        harness.run();
        for (step_index, step) in lesson.steps.iter().enumerate() {
            let names = named(step);
            if names.is_empty() {
                continue;
            }
            harness.state_mut().apply(Command::LessonStep(step_index));
            harness.run();
            if harness.query_by_label(&mcts_drawing_label()).is_none()
                && let Some(tab) = harness.query_by_label("Tree")
            {
                tab.click();
                harness.run();
            }
            let place = format!(
                "{} step {} at {}×{}{}",
                lesson.title,
                step_index + 1,
                size[0],
                size[1],
                if code_open { ", code open" } else { "" }
            );
            // The root is in sight whole or not at all: never half cut by the view's edge
            // (lesson 25's last step cut it at the top while its three rows had the room).
            if let Some(cut) = root_cut(&harness, size) {
                failures.push(format!("{place}: the root is cut by the view's edge at {cut:?}"));
            }
            for name in &names {
                let name = name.as_deref();
                let shown = name.unwrap_or("root");
                let Some(rect) = box_rect(&harness, name) else {
                    let drawn: Vec<String> = harness
                        .query_all(by().role(Role::Button))
                        .filter_map(|node| node.accesskit_node().label())
                        .filter(|label| label.contains(": N "))
                        .map(|label| label.chars().take(24).collect())
                        .collect();
                    failures.push(format!(
                        "{place}: {shown} is not wholly in sight; in sight: {drawn:?}"
                    ));
                    continue;
                };
                checked += 1;
                if !window.contains_rect(rect) {
                    failures.push(format!("{place}: {shown} at {rect:?} lies outside the window"));
                }
                let label = rect.height() / BOX_HEIGHT_IN_LABEL * pixels_per_point;
                smallest_label = smallest_label.min(label);
                if label < LABEL_PX - 0.1 {
                    failures.push(format!("{place}: {shown}'s label is {label:.1} px"));
                }
                match numbers_rect(&harness, name) {
                    Some(numbers) => {
                        let px = numbers.height() / NUMBERS_HEIGHT_IN_TEXT * pixels_per_point;
                        smallest_numbers = smallest_numbers.min(px);
                        if px < NUMBERS_PX - 0.1 {
                            failures.push(format!("{place}: {shown}'s N and W are {px:.1} px"));
                        }
                    }
                    None => failures.push(format!("{place}: {shown}'s N and W are not in sight")),
                }
            }
        }
    }
    (failures, smallest_label, smallest_numbers, checked)
}

fn check_all(size: [f32; 2]) {
    let mut failures = Vec::new();
    for code_open in [false, true] {
        let (more, label, numbers, checked) = check_window(size, code_open);
        eprintln!(
            "{}×{}{}: {checked} nodes, smallest label {label:.1} px, numbers {numbers:.1} px",
            size[0],
            size[1],
            if code_open { ", code open" } else { "" }
        );
        assert!(checked >= 15, "the MCTS lessons name nodes: {checked}");
        failures.extend(more);
    }
    assert!(
        failures.is_empty(),
        "{} framed badly:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_mcts_lesson_step_frames_its_nodes_on_a_small_projector() {
    check_all(common::SMALL_PROJECTOR);
}

#[test]
fn every_mcts_lesson_step_frames_its_nodes_at_1280_by_820() {
    check_all([1280.0, 820.0]);
}
