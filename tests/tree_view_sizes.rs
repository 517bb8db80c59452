//! The tree view's sizes, for views of given sizes: with "Fit" (and by itself) a node's label is
//! never smaller than a person reads (13 px, 18 px in projector mode, as a font size in physical
//! pixels, whatever the screen's scale); a larger view draws a small tree larger; a family that
//! fits the view's width is drawn whole (the root's 20 moves in a view 1000 px wide), and one
//! that does not is folded into "+N more", which opens with one click and keeps its parent in
//! sight; and practice's Show me draws its whole tree readably in the default window.
//!
//! A node's text size is read from its box's height over [`NODE_HEIGHT_IN_TEXT`] (points), times
//! the screen's pixels per point.

use std::sync::Arc;

use egui::accesskit::Role;
use egui::{Rect, UiBuilder, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::course::practice::{Exercise, PracticeKind};
use klados::engine::replay::{Granularity, Order};
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings};
use klados::engine::tree::SearchTree;
use klados::ui::settings::{Settings, ThemeChoice};
use klados::ui::stepper::Stepper;
use klados::ui::theme::apply_style;
use klados::ui::tree_view::{NODE_HEIGHT_IN_TEXT, TreeView, TreeViewContext, drawing_label};

mod common;

/// What a bare tree view needs between frames.
struct Shown {
    view: TreeView,
    stepper: Stepper,
    projector: bool,
    /// The view's size, in points.
    size: Vec2,
}

/// A minimax search of the starting position, `depth` plies deep.
fn start_search(depth: usize) -> Arc<SearchTree> {
    let settings = SearchSettings::new(depth, Algorithm::Minimax);
    match search(&shakmaty::Chess::default(), &[], &settings, &SearchControl::new()) {
        Ok(tree) => Arc::new(tree),
        Err(error) => panic!("the search failed: {error:?}"),
    }
}

/// Practice's first minimax tree (the one the Minimax tab opens with), searched.
fn practice_search() -> Arc<SearchTree> {
    let exercise = Exercise::random(PracticeKind::Minimax, 1);
    match exercise.search() {
        Ok(searched) => Arc::new(searched.tree),
        Err(error) => panic!("the practice tree does not search: {error:?}"),
    }
}

/// A tree view alone, `size` points large, showing `tree` at `step` (`None`: the end), in a
/// screen of `pixels_per_point`.
fn view_harness(
    tree: &Arc<SearchTree>,
    step: Option<usize>,
    size: Vec2,
    projector: bool,
    pixels_per_point: f32,
) -> Harness<'static, Shown> {
    let mut stepper = Stepper::new(Arc::clone(tree), Order::LevelByLevel, Granularity::Level);
    let last = stepper.replay().last_step();
    stepper.go_to(step.unwrap_or(last).min(last), 0.0);
    let shown = Shown {
        view: TreeView::default(),
        stepper,
        projector,
        size,
    };
    let mut harness = Harness::builder()
        .with_size(size + vec2(40.0, 40.0))
        .with_pixels_per_point(pixels_per_point)
        .build_ui_state(
            |ui, shown: &mut Shown| {
                let context = TreeViewContext {
                    stepper: &shown.stepper,
                    focus: None,
                    marks: None,
                    story: &[],
                    animation: 1.0,
                    projector: shown.projector,
                    largest_auto_zoom: 1.6,
                };
                let area = Rect::from_min_size(ui.cursor().min, shown.size);
                ui.scope_builder(UiBuilder::new().max_rect(area), |ui| {
                    shown.view.ui(ui, &context, shown.size.y);
                });
            },
            shown,
        );
    apply_style(&harness.ctx, ThemeChoice::Light, projector);
    harness.run();
    harness
}

/// The boxes of the nodes drawn wholly in sight (the root, moves and "+N more"), with their
/// accessible names.
fn drawn_nodes<S>(harness: &Harness<'_, S>) -> Vec<(String, Rect)> {
    harness
        .query_all(by().role(Role::Button).predicate(|node| {
            let label = node.label().unwrap_or_default();
            label.starts_with("root") || label.contains("(level") || label.contains(" more: ")
        }))
        .map(|node| (node.accesskit_node().label().unwrap_or_default(), node.rect()))
        .collect()
}

/// The text size of a drawn node, in physical pixels.
fn label_px<S>(harness: &Harness<'_, S>, rect: Rect) -> f32 {
    rect.height() / NODE_HEIGHT_IN_TEXT * harness.ctx.pixels_per_point()
}

/// The smallest label drawn, in physical pixels, and how many nodes are drawn.
fn smallest_label<S>(harness: &Harness<'_, S>) -> (f32, usize) {
    let nodes = drawn_nodes(harness);
    let smallest = nodes
        .iter()
        .map(|(_, rect)| label_px(harness, *rect))
        .fold(f32::INFINITY, f32::min);
    (smallest, nodes.len())
}

fn press<S>(harness: &mut Harness<'_, S>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

#[test]
fn fit_never_draws_a_label_smaller_than_a_person_reads() {
    let chess = start_search(3);
    let practice = practice_search();
    let sizes = [
        vec2(260.0, 120.0),
        vec2(555.0, 190.0),
        vec2(640.0, 480.0),
        vec2(1000.0, 600.0),
    ];
    for (name, tree) in [("depth 3 from the start", &chess), ("practice tree 1", &practice)] {
        for size in sizes {
            for projector in [false, true] {
                // A screen at its own scale, and one scaled down (points are not pixels there).
                for pixels_per_point in [1.0, 0.8] {
                    for step in [Some(1), None] {
                        let mut harness = view_harness(tree, step, size, projector, pixels_per_point);
                        let legible = if projector { 18.0 } else { 13.0 };
                        for button in ["Fit", "Auto"] {
                            press(&mut harness, button);
                            let (smallest, count) = smallest_label(&harness);
                            assert!(count > 0, "{name}: nothing drawn in {size:?}");
                            assert!(
                                smallest >= legible - 0.1,
                                "{name} at step {step:?} in {size:?}, projector {projector}, \
                                 {pixels_per_point} px a point, {button}: a label of {smallest:.1} px"
                            );
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_larger_view_draws_a_small_tree_larger() {
    let practice = practice_search();
    let nodes = practice.node_count() + 1;
    let label_at = |size: Vec2| {
        let mut harness = view_harness(&practice, None, size, false, 1.0);
        press(&mut harness, "Fit");
        let (smallest, count) = smallest_label(&harness);
        assert_eq!(count, nodes, "the whole tree is drawn in {size:?}");
        smallest
    };
    let short = label_at(vec2(1400.0, 240.0));
    let tall = label_at(vec2(1400.0, 480.0));
    assert!(
        tall > short * 1.3,
        "a view twice as tall draws larger: {short:.1} px, then {tall:.1} px"
    );
}

/// The name "+N more" carries when it folds the root's moves.
const ROOT_FOLDED: &str = "more: show every move of the root";

#[test]
fn the_roots_twenty_moves_are_drawn_whole_in_a_view_1000_px_wide() {
    let chess = start_search(3);
    for step in [Some(1), None] {
        let harness = view_harness(&chess, step, vec2(1000.0, 500.0), false, 1.0);
        let nodes = drawn_nodes(&harness);
        let folded: Vec<&String> = nodes
            .iter()
            .map(|(name, _)| name)
            .filter(|name| name.contains(ROOT_FOLDED))
            .collect();
        assert!(
            folded.is_empty(),
            "step {step:?}: the root's moves are folded: {folded:?}"
        );
        let moves = nodes
            .iter()
            .filter(|(name, _)| name.contains("(level 0,"))
            .count();
        assert_eq!(moves, 20, "step {step:?}: the root's moves in sight");
        let (smallest, _) = smallest_label(&harness);
        assert!(smallest >= 12.9, "step {step:?}: labels of {smallest:.1} px");
    }
    // Where they cannot fit at a readable size, they are folded.
    let narrow = view_harness(&chess, Some(1), vec2(420.0, 500.0), false, 1.0);
    assert!(
        drawn_nodes(&narrow)
            .iter()
            .any(|(name, _)| name.contains(ROOT_FOLDED)),
        "a view 420 px wide folds the root's moves"
    );
}

#[test]
fn practice_show_me_draws_the_whole_tree_readably_at_1280_by_820() {
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    press(&mut harness, "Practice");
    press(&mut harness, "Show me");
    press(&mut harness, "End ⇥");
    // The root and 29 moves.
    let nodes = practice_search().node_count() + 1;
    for button in [None, Some("Fit")] {
        if let Some(button) = button {
            press(&mut harness, button);
        }
        let view = harness.get_by_label(&drawing_label()).rect();
        let drawn = drawn_nodes(&harness);
        assert_eq!(
            drawn.len(),
            nodes,
            "{button:?}: every node wholly in sight: {:?}",
            drawn.iter().map(|(name, _)| name).collect::<Vec<_>>()
        );
        for (name, rect) in &drawn {
            assert!(view.contains_rect(*rect), "{name} outside the view");
            let size = label_px(&harness, *rect);
            assert!(size >= 12.9, "{button:?}: {name}'s label is {size:.1} px");
        }
    }
}

/// Opening the root's folded family in a narrow projector view: the drawing grows to all 20 moves,
/// wider than the view, and the node clicked for (the root) stays wholly in sight.
#[test]
fn opening_the_roots_family_keeps_the_root_in_sight() {
    let chess = start_search(2);
    let mut harness = view_harness(&chess, Some(3), vec2(446.0, 266.0), true, 1.0);
    let Some((more, _)) = drawn_nodes(&harness)
        .into_iter()
        .find(|(label, _)| label.ends_with("show every move of the root"))
    else {
        panic!("the root's family is not folded: {:?}", drawn_nodes(&harness))
    };
    press(&mut harness, &more);
    let view = harness.get_by_label(&drawing_label()).rect().expand(0.5);
    let nodes = drawn_nodes(&harness);
    assert!(
        nodes
            .iter()
            .all(|(label, _)| !label.ends_with("show every move of the root")),
        "one click opens the root's family: {nodes:?}"
    );
    assert!(
        nodes
            .iter()
            .any(|(label, rect)| label.starts_with("root") && view.contains_rect(*rect)),
        "the root is out of sight after its family opened: {nodes:?}"
    );
}
