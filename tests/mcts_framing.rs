//! The MCTS view frames the story: for every step of every Monte Carlo lesson, on a small
//! projector (1024×700) and in a 1280×820 window, both in projector mode, with the code pane's
//! setting open and closed, the nodes the step focuses or asks about, and the root when a
//! question asks about the move played, are drawn wholly in sight in the MCTS tree, with labels
//! at least 18 pixels high and their N and W at least 16; and the root is never half cut by the
//! view's edge.
//!
//! With the Code pane open the tree is drawn no smaller and the root no less in sight: at every
//! step where the root is wholly in sight with the pane closed it is with the pane open, and
//! every label is as large. Where the code sits under the tree, and on its own tab, the line
//! of the step's phase is lit, whole in the listing's sight, its code at least 16 pixels high.
//!
//! Sizes are measured as the screen gets them: a node's label size is its box's height over
//! [`BOX_HEIGHT_IN_LABEL`], its numbers' size their block's height over
//! [`NUMBERS_HEIGHT_IN_TEXT`], both in points, times the window's pixels per point. A box is
//! told to screen readers (and found here) only while it is wholly in sight.

use std::collections::BTreeMap;

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::course::lesson::LessonStep;
use klados::ui::KladosApp;
use klados::ui::code_pane::{LISTING_ROW_PADDING, listing_label};
use klados::ui::command::Command;
use klados::ui::mcts::{BOX_HEIGHT_IN_LABEL, NUMBERS_HEIGHT_IN_TEXT, mcts_drawing_label};
use klados::ui::settings::Settings;

mod common;

/// The smallest label and numbers the back row reads, in pixels.
const LABEL_PX: f32 = 18.0;
const NUMBERS_PX: f32 = 16.0;
const CODE_PX: f32 = 16.0;

/// What one lesson step showed: whether the root was wholly in sight, and each named node's
/// label size in pixels.
#[derive(Debug, Default)]
struct Sight {
    root: bool,
    labels: Vec<(String, f32)>,
}

/// What a window's run measured: the failures, the smallest label and numbers, the nodes
/// checked, each step's sight (by lesson and step), and with the code open, the steps where
/// the code sat under the tree and the smallest code in pixels.
#[derive(Debug, Default)]
struct Run {
    failures: Vec<String>,
    label: f32,
    numbers: f32,
    checked: usize,
    sights: BTreeMap<String, Sight>,
    code_under_tree: usize,
    code: f32,
}

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

/// With the MCTS Code pane in sight: its lit line is the line of the step's phase (or, while a
/// question waits, the phase's own line), whole in the listing's sight and at least
/// [`CODE_PX`] high. Returns the code's size in pixels.
fn check_code(harness: &Harness<'_, KladosApp>) -> Result<f32, String> {
    let name = listing_label();
    let Some(listing) = harness.query_by_label(&name) else {
        return Err(String::from("the code's listing is not in sight"));
    };
    let sight = listing.rect().expand(0.5);
    let app = harness.state();
    let Some(view) = app.mcts().view() else {
        return Err(String::from("no MCTS replay"));
    };
    let pane = app.mcts().code_pane();
    let marker = klados::engine::code::mcts::lit(view.tree(), view.step(), view.keeps_secret())[0];
    let (Some(listing), Some(lit)) = (pane.listing(), pane.lit_text()) else {
        return Err(String::from("no line lit"));
    };
    let wanted = listing
        .line_marked(marker)
        .map(|line| listing.lines[line].text.as_str());
    if wanted != Some(lit) {
        return Err(format!(
            "the lit line is {lit:?}, not the {marker} line {wanted:?}"
        ));
    }
    let lines: Vec<(String, Rect)> = harness
        .query_all(by().role(Role::Label).predicate(|node| {
            let label = node.label().or(node.value()).unwrap_or_default();
            label.starts_with("Line ") || label.starts_with("Lit line ")
        }))
        .map(|node| {
            let info = node.accesskit_node();
            (info.label().or(info.value()).unwrap_or_default(), node.rect())
        })
        .collect();
    let Some((_, rect)) = lines.iter().find(|(label, _)| label.starts_with("Lit line ")) else {
        return Err(format!(
            "the lit line ({}) is not in the listing's sight",
            lit.trim()
        ));
    };
    if !sight.contains_rect(*rect) {
        return Err(format!(
            "the lit line at {rect:?} is cut by the listing's edge {sight:?}"
        ));
    }
    let per_point = harness
        .ctx
        .fonts_mut(|fonts| fonts.row_height(&egui::FontId::monospace(100.0)))
        / 100.0;
    let row = lines
        .iter()
        .map(|(_, rect)| rect.height())
        .fold(f32::INFINITY, f32::min);
    let px = (row - LISTING_ROW_PADDING) / per_point * harness.ctx.pixels_per_point();
    if px < CODE_PX - 0.1 {
        return Err(format!("the code is {px:.1} px"));
    }
    Ok(px)
}

/// Checks every step of every MCTS lesson in one window.
fn check_window(size: [f32; 2], code_open: bool) -> Run {
    let mut settings = Settings {
        projector: true,
        ..Settings::default()
    };
    settings.code.open = code_open;
    let mut harness = common::window(size, settings);
    let pixels_per_point = harness.ctx.pixels_per_point();
    let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
    let count = harness.state().lessons().lessons().len();
    let mut run = Run {
        label: f32::INFINITY,
        numbers: f32::INFINITY,
        code: f32::INFINITY,
        ..Run::default()
    };
    let Run {
        failures,
        label: smallest_label,
        numbers: smallest_numbers,
        checked,
        ..
    } = &mut run;
    let (mut sights, mut code_under_tree, mut smallest_code) = (BTreeMap::new(), 0, f32::INFINITY);
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
            let key = format!("{} step {}", lesson.title, step_index + 1);
            let place = format!(
                "{key} at {}×{}{}",
                size[0],
                size[1],
                if code_open { ", code open" } else { "" }
            );
            let mut sight = Sight {
                root: box_rect(&harness, None).is_some(),
                labels: Vec::new(),
            };
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
                *checked += 1;
                if !window.contains_rect(rect) {
                    failures.push(format!("{place}: {shown} at {rect:?} lies outside the window"));
                }
                let label = rect.height() / BOX_HEIGHT_IN_LABEL * pixels_per_point;
                *smallest_label = smallest_label.min(label);
                sight.labels.push((shown.to_owned(), label));
                if label < LABEL_PX - 0.1 {
                    failures.push(format!("{place}: {shown}'s label is {label:.1} px"));
                }
                match numbers_rect(&harness, name) {
                    Some(numbers) => {
                        let px = numbers.height() / NUMBERS_HEIGHT_IN_TEXT * pixels_per_point;
                        *smallest_numbers = smallest_numbers.min(px);
                        if px < NUMBERS_PX - 0.1 {
                            failures.push(format!("{place}: {shown}'s N and W are {px:.1} px"));
                        }
                    }
                    None => failures.push(format!("{place}: {shown}'s N and W are not in sight")),
                }
            }
            sights.insert(key, sight);
            if code_open {
                // Under the tree, where the whole drawing leaves it room.
                if harness.query_by_label(&listing_label()).is_some() {
                    code_under_tree += 1;
                    match check_code(&harness) {
                        Ok(px) => smallest_code = smallest_code.min(px),
                        Err(problem) => failures.push(format!("{place}, the code under the tree: {problem}")),
                    }
                }
                // On its own tab, then back to the tree.
                match harness.query_by_label("Code") {
                    Some(tab) => {
                        tab.click();
                        harness.run();
                        match check_code(&harness) {
                            Ok(px) => smallest_code = smallest_code.min(px),
                            Err(problem) => failures.push(format!("{place}, the Code tab: {problem}")),
                        }
                        harness.get_by_label("Tree").click();
                        harness.run();
                    }
                    None => failures.push(format!("{place}: no Code tab")),
                }
            }
        }
    }
    run.sights = sights;
    run.code_under_tree = code_under_tree;
    run.code = smallest_code;
    run
}

fn check_all(size: [f32; 2]) {
    let closed = check_window(size, false);
    let open = check_window(size, true);
    let mut failures = closed.failures.clone();
    failures.extend(open.failures.clone());
    for (run, code_open) in [(&closed, ""), (&open, ", code open")] {
        eprintln!(
            "{}×{}{code_open}: {} nodes, smallest label {:.1} px, numbers {:.1} px, root in sight at {} of {} steps",
            size[0],
            size[1],
            run.checked,
            run.label,
            run.numbers,
            run.sights.values().filter(|sight| sight.root).count(),
            run.sights.len(),
        );
        assert!(run.checked >= 15, "the MCTS lessons name nodes: {}", run.checked);
    }
    eprintln!(
        "{}×{}, code open: the code under the tree at {} steps, smallest code {:.1} px",
        size[0], size[1], open.code_under_tree, open.code
    );
    // The code never costs the tree: the root stays in sight, and no label shrinks.
    for (place, before) in &closed.sights {
        let Some(after) = open.sights.get(place) else {
            failures.push(format!("{place}: not checked with the code open"));
            continue;
        };
        if before.root && !after.root {
            failures.push(format!("{place}: the root is out of sight with the code open"));
        }
        for (name, px) in &before.labels {
            if let Some((_, open_px)) = after.labels.iter().find(|(open_name, _)| open_name == name)
                && *open_px < px - 0.1
            {
                failures.push(format!(
                    "{place}: {name}'s label is {open_px:.1} px with the code open, {px:.1} px closed"
                ));
            }
        }
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
