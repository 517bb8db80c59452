//! The tree view frames the story: for every step of every shipped lesson, in projector mode with
//! the lesson column open, in a 1024×700 window (a small projector, as a teacher runs it) and a
//! 1280×820 one, with the Code pane closed and open, the nodes the step names (its `focus`) or
//! asks about (its question's node, or the root for a question about the root's value or choice)
//! are drawn wholly inside the tree view, below its floating header, with labels at least 18
//! pixels high and their [α, β] at least 16; in an abstract tree's lesson their parents and
//! children are in sight too. At a step that names nothing, every node drawn is that large.
//! With the Code pane open, the line the step runs is whole in the listing's sight, its code at
//! least 16 pixels high, and a lesson's note covers no line of code.
//!
//! Sizes are measured as the screen gets them: a node's text size is its box's height over
//! [`NODE_HEIGHT_IN_TEXT`], its bounds' size the [α, β] block's height over
//! [`WINDOW_HEIGHT_IN_TEXT`], both in points, times the window's pixels per point; the code's,
//! a one-row line's height less [`LISTING_ROW_PADDING`], over the monospace font's row height
//! per point of size.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::course::lesson::{LessonSearch, LessonStep};
use klados::engine::tree::{NodeId, SearchTree};
use klados::ui::KladosApp;
use klados::ui::code_pane::{LISTING_ROW_PADDING, listing_label};
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::tree_view::{NODE_HEIGHT_IN_TEXT, WINDOW_HEIGHT_IN_TEXT, drawing_label};

mod common;

/// A small projector, and the window's default size.
const SIZES: [[f32; 2]; 2] = [[1024.0, 700.0], [1280.0, 820.0]];
/// The smallest label, bounds and code the back row reads, in pixels.
const LABEL_PX: f32 = 18.0;
const WINDOW_PX: f32 = 16.0;
const CODE_PX: f32 = 16.0;

fn projector_window(size: [f32; 2]) -> Harness<'static, KladosApp> {
    let settings = Settings {
        projector: true,
        ..Settings::default()
    };
    common::window(size, settings)
}

/// The places a step names or asks about, read from the lesson file's step (`None`: the root).
fn named_places(step: &LessonStep, search: &LessonSearch) -> Vec<Option<NodeId>> {
    let place = |path: &Vec<String>| {
        if path.is_empty() {
            Some(None)
        } else {
            search.find(path).map(Some)
        }
    };
    let mut places = Vec::new();
    places.extend(step.focus.iter().filter_map(place));
    if let Some(check) = step.predict.as_ref().and_then(|predict| predict.check.as_ref()) {
        places.extend(check.node.as_ref().and_then(place));
        let about_root = check.best.is_some()
            || check.root_value.is_some()
            || check.root_value_at_least.is_some()
            || check.root_value_at_most.is_some()
            || check.pv.is_some();
        if about_root {
            places.push(None);
        }
    }
    places
}

/// The accessible name a drawn node's label contains (the root's starts with "root").
fn node_name(place: Option<NodeId>) -> String {
    match place {
        Some(id) => format!("(level {}, node {})", id.level, id.index + 1),
        None => String::from("root"),
    }
}

fn is_node(label: &str, place: Option<NodeId>) -> bool {
    match place {
        Some(_) => label.contains(&node_name(place)),
        // A call stack's row ("root: depth 2, MAX, …") is not the node.
        None => {
            (label == "root" || label.starts_with("root:") || label.starts_with("root,"))
                && !label.contains(": depth ")
        }
    }
}

/// The rectangle of a node's box, if it is drawn wholly in sight (only those are widgets).
fn node_rect(harness: &Harness<'_, KladosApp>, place: Option<NodeId>) -> Option<Rect> {
    harness
        .query_all(
            by().role(Role::Button)
                .predicate(move |node| is_node(&node.label().unwrap_or_default(), place)),
        )
        .next()
        .map(|node| node.rect())
}

/// The rectangle of a node's [α, β] block, if it shows one wholly in sight.
fn window_rect(harness: &Harness<'_, KladosApp>, place: Option<NodeId>) -> Option<Rect> {
    harness
        .query_all(by().role(Role::Label).predicate(move |node| {
            let label = node.label().or(node.value()).unwrap_or_default();
            label.starts_with('α')
                && label
                    .split_once(" under ")
                    .is_some_and(|(_, owner)| is_node(owner, place))
        }))
        .next()
        .map(|node| node.rect())
}

/// The part of the tree view where nodes may be: the drawing's area below its floating header
/// (the title and the zoom buttons).
fn visible_pane(harness: &Harness<'_, KladosApp>) -> Rect {
    let view = harness.get_by_label(&drawing_label()).rect();
    let header_bottom = ["Auto", "Fit", "+", "−"]
        .iter()
        .filter_map(|label| harness.query_by_label(label))
        .map(|button| button.rect().bottom())
        .filter(|&bottom| bottom > view.top() && bottom < view.bottom())
        .fold(view.top(), f32::max);
    Rect::from_min_max(egui::pos2(view.left(), header_bottom), view.max)
}

/// Checks one lesson step at the window's current state; returns what it measured (the smallest
/// label and bounds, in pixels) or what is wrong.
fn check_step(
    harness: &Harness<'_, KladosApp>,
    places: &[Option<NodeId>],
    abstract_tree: bool,
) -> Result<(f32, Option<f32>), String> {
    let pixels_per_point = harness.ctx.pixels_per_point();
    let pane = visible_pane(harness).expand(0.5);
    let Some(stepper) = harness.state().thinking().stepper() else {
        return Err(String::from("no tree shown"));
    };
    let tree = stepper.tree();
    let hides_counts = stepper.hides_counts();
    let mut smallest_label = f32::INFINITY;
    let mut smallest_window: Option<f32> = None;
    if places.is_empty() {
        // Nothing named: every node drawn wholly in sight is read from the back row.
        for node in harness.query_all(by().role(Role::Button).predicate(|node| {
            let label = node.label().unwrap_or_default();
            label.contains("(level ") || is_node(&label, None)
        })) {
            let rect = node.rect();
            if !pane.contains_rect(rect) {
                continue;
            }
            let label = rect.height() / NODE_HEIGHT_IN_TEXT * pixels_per_point;
            smallest_label = smallest_label.min(label);
            if label < LABEL_PX - 0.1 {
                return Err(format!(
                    "a node drawn ({:?}) has a {label:.1} px label",
                    node.accesskit_node().label()
                ));
            }
        }
    }
    for &place in places {
        // The named node, and in an abstract tree its parent and children, in sight.
        let mut wanted = vec![(place, "named")];
        if abstract_tree {
            if let Some(id) = place {
                wanted.push((tree.parent_of(id), "parent"));
            }
            // While a question counts nodes, children not reached yet are not drawn at all.
            if !hides_counts {
                wanted.extend(
                    children(tree, place)
                        .into_iter()
                        .map(|child| (Some(child), "child")),
                );
            }
        }
        for (node, role) in wanted {
            // While a question counts nodes, a node the replay has not reached is not drawn: its
            // box would count the answer out.
            if hides_counts && node.is_some_and(|id| !stepper.node_view(id).revealed) {
                continue;
            }
            let what = format!("{role} {} of {}", node_name(node), node_name(place));
            let Some(rect) = node_rect(harness, node) else {
                let drawn: Vec<String> = harness
                    .query_all(by().role(Role::Button))
                    .filter_map(|node| node.accesskit_node().label())
                    .filter(|label| label.contains("(level") || label.starts_with("root"))
                    .map(|label| label.chars().take(30).collect())
                    .collect();
                return Err(format!(
                    "{what} is not wholly in sight in {pane:?}; in sight: {drawn:?}"
                ));
            };
            if !pane.contains_rect(rect) {
                return Err(format!("{what} at {rect:?} lies outside the pane {pane:?}"));
            }
            let label = rect.height() / NODE_HEIGHT_IN_TEXT * pixels_per_point;
            smallest_label = smallest_label.min(label);
            if label < LABEL_PX - 0.1 {
                return Err(format!("{what}: its label is {label:.1} px"));
            }
            if let Some(window) = window_rect(harness, node) {
                if !pane.contains_rect(window) {
                    return Err(format!("{what}: its [α, β] lies outside the pane"));
                }
                let size = window.height() / WINDOW_HEIGHT_IN_TEXT * pixels_per_point;
                smallest_window = Some(smallest_window.map_or(size, |smallest: f32| smallest.min(size)));
                if size < WINDOW_PX - 0.1 {
                    return Err(format!("{what}: its [α, β] is {size:.1} px"));
                }
            }
        }
    }
    Ok((smallest_label, smallest_window))
}

fn children(tree: &SearchTree, place: Option<NodeId>) -> Vec<NodeId> {
    match place {
        Some(id) => tree.children_of(id).collect(),
        None => tree.root_children().collect(),
    }
}

/// With the Code pane in sight: the line the step runs is whole in the listing's sight and at
/// least [`CODE_PX`] high, and no note covers a line of code. Returns the code's size in pixels
/// (`None`: no line is lit at this step).
fn check_code(harness: &Harness<'_, KladosApp>) -> Result<Option<f32>, String> {
    let listing_name = listing_label();
    let Some(listing) = harness.query_by_label(&listing_name) else {
        return Err(String::from(
            "the Code pane is open but its listing is not in sight",
        ));
    };
    let sight = listing.rect().expand(0.5);
    let screen = harness.ctx.content_rect().expand(0.5);
    if !screen.contains_rect(sight) {
        return Err(format!(
            "the listing's sight {sight:?} leaves the window {screen:?}"
        ));
    }
    let lines: Vec<(String, Rect)> = harness
        .query_all(by().role(Role::Label).predicate(|node| {
            let label = node.label().or(node.value()).unwrap_or_default();
            label.starts_with("Line ")
                || label.starts_with("Lit line ")
                || label.starts_with("Also lit, line ")
        }))
        .map(|node| {
            (
                node.accesskit_node()
                    .label()
                    .or(node.accesskit_node().value())
                    .unwrap_or_default(),
                node.rect(),
            )
        })
        .collect();
    let note = harness
        .query_all(by().role(Role::Label).predicate(|node| {
            node.label()
                .or(node.value())
                .unwrap_or_default()
                .starts_with("▲ ")
        }))
        .next()
        .map(|note| note.rect());
    if let Some(note) = note
        && let Some((covered, _)) = lines.iter().find(|(_, rect)| rect.shrink(0.5).intersects(note))
    {
        return Err(format!("the note at {note:?} covers {covered:?}"));
    }
    let pixels_per_point = harness.ctx.pixels_per_point();
    let per_point = harness
        .ctx
        .fonts_mut(|fonts| fonts.row_height(&egui::FontId::monospace(100.0)))
        / 100.0;
    let lit = harness
        .state()
        .thinking()
        .code_pane()
        .lit_text()
        .map(str::to_owned);
    let Some(lit) = lit else {
        return Ok(None);
    };
    let Some((_, rect)) = lines.iter().find(|(label, _)| label.starts_with("Lit line ")) else {
        let shown: Vec<String> = lines
            .iter()
            .map(|(label, rect)| format!("{} {rect:?}", label.chars().take(12).collect::<String>()))
            .collect();
        return Err(format!(
            "the lit line ({}) is not in the listing's sight {sight:?}: {shown:?}",
            lit.trim()
        ));
    };
    if !sight.contains_rect(*rect) {
        return Err(format!(
            "the lit line ({}) at {rect:?} is cut by the listing's edge {sight:?}",
            lit.trim()
        ));
    }
    let row = lines
        .iter()
        .map(|(_, rect)| rect.height())
        .fold(f32::INFINITY, f32::min);
    let size = (row - LISTING_ROW_PADDING) / per_point * pixels_per_point;
    if size < CODE_PX - 0.1 {
        return Err(format!("the code is {size:.1} px"));
    }
    Ok(Some(size))
}

/// The smallest sizes a run measured, in pixels: labels, bounds and code.
#[derive(Debug)]
struct Smallest {
    label: f32,
    window: f32,
    code: f32,
}

/// Steps through every lesson in a window of `size` in projector mode, with the Code pane open
/// or closed; returns the steps checked and the smallest sizes, or what was framed badly.
fn frame_every_lesson(size: [f32; 2], code_open: bool) -> Result<(usize, Smallest), Vec<String>> {
    let mut harness = projector_window(size);
    let count = harness.state().lessons().lessons().len();
    assert!(count >= 21, "the shipped lessons load: {count}");
    let mut checked = 0;
    // The steps where the tree and the code were in sight together, without a tab's click.
    let mut together = 0;
    let mut failures = Vec::new();
    let mut smallest = Smallest {
        label: f32::INFINITY,
        window: f32::INFINITY,
        code: f32::INFINITY,
    };
    let where_ = format!(
        "{}×{}, code {}",
        size[0],
        size[1],
        if code_open { "open" } else { "closed" }
    );
    for index in 0..count {
        harness.state_mut().apply(Command::OpenLesson(index));
        harness.state_mut().wait_for_lesson();
        harness.run();
        if !harness.state().lessons().open {
            harness.get_by_label("Lessons").click();
            harness.run();
        }
        let Some(active) = harness.state().lessons().active() else {
            panic!("lesson {index} did not open")
        };
        let lesson = active.lesson().clone();
        // A Monte Carlo lesson's steps stand in MCTS's replay, which the window's MCTS view
        // shows; tests/mcts_framing.rs measures that view.
        if lesson.is_mcts() {
            continue;
        }
        let Some(search) = active.search().cloned() else {
            panic!("{}: no search", lesson.title)
        };
        let abstract_tree = search.labels.is_some();
        for (step_index, step) in lesson.steps.iter().enumerate() {
            let places = named_places(step, &search);
            let last = step_index + 1 == lesson.steps.len();
            let question = step.predict.is_some();
            // The steps the story turns on: those naming nodes, the questions and the end.
            if places.is_empty() && !question && !last && step.code.is_none() {
                continue;
            }
            let place = format!("{where_}: {}, step {}", lesson.title, step_index + 1);
            harness.state_mut().apply(Command::LessonStep(step_index));
            harness.run();
            if code_open != harness.state().settings().code.open {
                harness.state_mut().apply(Command::OpenCode(code_open));
                harness.run();
            }
            // The tree view may be a tab: show it.
            let tree_in_sight = harness.query_by_label(&drawing_label()).is_some();
            if code_open && tree_in_sight && harness.query_by_label(&listing_label()).is_some() {
                together += 1;
            }
            if !tree_in_sight && let Some(tab) = harness.query_by_label("Tree") {
                tab.click();
                harness.run();
            }
            if harness.query_by_label(&drawing_label()).is_none() {
                failures.push(format!("{place}: no tree view, even on its tab"));
                continue;
            }
            match check_step(&harness, &places, abstract_tree) {
                Ok((label, window)) => {
                    checked += 1;
                    smallest.label = smallest.label.min(label);
                    smallest.window = smallest.window.min(window.unwrap_or(f32::INFINITY));
                }
                Err(problem) => failures.push(format!("{place}: {problem}")),
            }
            if code_open {
                // The code may be a tab of its own: show it.
                if harness.query_by_label(&listing_label()).is_none()
                    && let Some(tab) = harness.query_by_label("Code")
                {
                    tab.click();
                    harness.run();
                }
                match check_code(&harness) {
                    Ok(size) => smallest.code = smallest.code.min(size.unwrap_or(f32::INFINITY)),
                    Err(problem) => failures.push(format!("{place}: {problem}")),
                }
            }
        }
    }
    if failures.is_empty() {
        println!("{where_}: the tree and the code in sight together at {together} steps");
        Ok((checked, smallest))
    } else {
        Err(failures)
    }
}

fn check_every_lesson(size: [f32; 2], code_open: bool) {
    match frame_every_lesson(size, code_open) {
        Ok((checked, smallest)) => {
            println!("{size:?}, code open {code_open}: {checked} steps; smallest {smallest:?} px");
            assert!(checked > 30, "the lessons name nodes in their steps: {checked}");
        }
        Err(failures) => panic!("{} steps framed badly:\n{}", failures.len(), failures.join("\n")),
    }
}

#[test]
fn every_lesson_step_frames_its_nodes_large_enough_on_a_small_projector() {
    check_every_lesson(SIZES[0], false);
}

#[test]
fn every_lesson_step_frames_its_nodes_and_code_large_enough_on_a_small_projector_with_the_code_open() {
    check_every_lesson(SIZES[0], true);
}

#[test]
fn every_lesson_step_frames_its_nodes_large_enough_in_the_default_window() {
    check_every_lesson(SIZES[1], false);
}

#[test]
fn every_lesson_step_frames_its_nodes_and_code_large_enough_in_the_default_window_with_the_code_open() {
    check_every_lesson(SIZES[1], true);
}
