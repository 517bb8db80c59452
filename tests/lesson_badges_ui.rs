//! The lessons on the techniques point the class to what a projector shows. At 1024×700 the
//! node arrays are narrow and their status column is out of sight, and the tree and the tables
//! are tabs. The steps that ask the class to look at a badge bring the tree's tab to the front
//! themselves (`"view": "tree"`): lesson 31's, where b3 wears R, lesson 32's, where Nc3 wears
//! R, lesson 33's, where h5 wears P, and lesson 34's, where Black's moves wear A. The test finds
//! each node drawn on screen there, told with what was done to it, without a click on a tab.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::node_words::TechniqueBadge;
use klados::ui::settings::Settings;

mod common;

/// Every text drawn inside the 1024×700 window: the widgets' labels and values.
fn texts_on_screen(harness: &Harness<'_, KladosApp>) -> Vec<String> {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, common::SMALL_PROJECTOR.into());
    harness
        .query_all(by().predicate(|node| node.bounding_box().is_some() && node.role() != Role::TextRun))
        .filter(|node| screen.contains_rect(node.rect()))
        .flat_map(|node| {
            let node = node.accesskit_node();
            [node.label(), node.value()]
                .into_iter()
                .flatten()
                .map(|text| text.to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Opens the lesson whose title starts with `title` in a 1024×700 projector window and goes to
/// its step `step` (from 1); returns the window and what that step says.
fn at_step(title: &str, step: usize) -> (Harness<'static, KladosApp>, String) {
    let settings = Settings {
        projector: true,
        ..Settings::default()
    };
    let mut harness = common::window(common::SMALL_PROJECTOR, settings);
    common::open_lesson(&mut harness, title);
    for _ in 1..step {
        // A question waits for its answer before the lesson goes on.
        if harness.query_by_label("Reveal the answer").is_some() {
            harness.get_by_label("Reveal the answer").click();
            harness.run();
        }
        harness.state_mut().apply(Command::LessonNext);
        harness.state_mut().wait_for_lesson();
        harness.run();
    }
    let Some(active) = harness.state().lessons().active() else {
        panic!("no lesson open")
    };
    assert_eq!(active.current_step() + 1, step, "{title}");
    let say = active.lesson().steps[step - 1].say.clone();
    (harness, say)
}

/// The tree view's nodes on screen (their spoken labels name their level and node) whose label
/// contains `meaning`.
fn tree_nodes_saying(harness: &Harness<'_, KladosApp>, meaning: &str) -> Vec<String> {
    texts_on_screen(harness)
        .into_iter()
        .filter(|text| text.contains("(level ") && text.contains(meaning))
        .collect()
}

/// Clicks the views' Tree tab, where a table is in front (a window too short for both).
fn open_tree_tab(harness: &mut Harness<'_, KladosApp>) {
    if harness.query_by_label("Tree").is_some() {
        harness.get_by_label("Tree").click();
        harness.run();
    }
}

#[test]
fn lesson_32_brings_the_tree_with_nc3s_badge_to_the_front() {
    let (harness, say) = at_step("Null-move pruning and late move reductions", 2);
    assert!(!say.contains("Look at the status column"), "{say}");
    assert!(say.contains("its badge R"), "step 2 names the badge: {say}");
    assert!(
        !say.contains("its tab, Tree"),
        "the step brings the tree forward itself: {say}"
    );
    // On a projector the tree and the tables are tabs; the step brings the tree's to the front,
    // where Nc3 is framed: reduced, surprising, searched again.
    let nc3 = tree_nodes_saying(&harness, "was first searched a ply shallower");
    assert!(
        nc3.iter().any(|text| text.starts_with("Nc3 (level 0")),
        "Nc3, re-searched after its reduction, in the tree on screen: {nc3:?}"
    );
    // Under Nc3, Black's late replies wear −1, again and again (shown when its every move is).
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown")
    };
    let tree = stepper.tree();
    let Some(nc3) = tree.root_children().find(|&id| tree.san_of(id) == "Nc3") else {
        panic!("no Nc3")
    };
    let marks = tree.search_marks();
    let reduced = tree
        .children_of(nc3)
        .filter(|&child| {
            marks.iter().any(|(id, marks)| {
                id == child && TechniqueBadge::of(&marks) == Some(TechniqueBadge::Reduced(1))
            })
        })
        .count();
    assert!(reduced >= 2, "{reduced} of Black's replies to Nc3 wear −1");
    // The legend names the badges.
    let texts = texts_on_screen(&harness);
    for badge in ["R re-searched", "−1 reduced"] {
        assert!(
            texts.iter().any(|text| text.starts_with(badge)),
            "the legend names {badge}"
        );
    }
}

#[test]
fn lesson_33_brings_the_tree_with_the_null_move_badge_to_the_front() {
    let (harness, say) = at_step("Zugzwang", 3);
    assert!(!say.starts_with("Look at h5's row"), "{say}");
    assert!(say.contains("badge P"), "step 3 names the badge: {say}");
    assert!(
        !say.contains("its tab, Tree"),
        "the step brings the tree forward itself: {say}"
    );
    // On a projector the step brings the tree's tab to the front itself.
    let cut = tree_nodes_saying(&harness, "the node is cut without searching its moves");
    assert!(
        cut.iter().any(|text| text.starts_with("h5 ")),
        "h5, cut by the null move, in the tree on screen: {cut:?}"
    );
}

#[test]
fn lesson_31_brings_the_tree_with_b3s_badge_to_the_front() {
    let (harness, say) = at_step("Principal variation search", 2);
    assert!(say.contains("R, re-searched"), "step 2 names the badge: {say}");
    assert!(
        !say.contains("its tab, Tree"),
        "the step brings the tree forward itself: {say}"
    );
    let b3 = tree_nodes_saying(&harness, "was first searched with a null window");
    assert!(
        b3.iter().any(|text| text.starts_with("b3 (level 0")),
        "b3, re-searched after its null window, in the tree on screen: {b3:?}"
    );
}

#[test]
fn lesson_34_brings_the_tree_with_the_settled_moves_to_the_front() {
    let (harness, say) = at_step("When the aspiration window fails", 2);
    assert!(say.contains("badge A"), "step 2 names the badge: {say}");
    // Black's moves the failed try settled, each drawn in the tree on screen.
    let shown = tree_nodes_saying(&harness, "");
    for settled in ["a6", "Nc6"] {
        assert!(
            shown
                .iter()
                .any(|text| text.starts_with(&format!("{settled} (level 0"))),
            "{settled} in the tree on screen: {shown:?}"
        );
    }
}

/// The tree a step brought to the front goes at the next step, which has no view of its own:
/// the table of its focused node's level is in front again, as usual. Its rows name Black's
/// reply Nc6 under Nc3; the tree's drawn nodes are gone.
#[test]
fn the_next_step_lets_the_tree_go() {
    let (harness, _) = at_step("Null-move pruning and late move reductions", 3);
    let drawn = tree_nodes_saying(&harness, "");
    assert!(drawn.is_empty(), "the tree is still in front: {drawn:?}");
}

/// Lesson 33's question asks which move Klados chooses with the null move on. Before Reveal
/// the moves the null move cut must not show their bounds (h5 "≥+1.62": cut, bad for Black,
/// so the other move is the answer) nor say they were cut (the status column at 1280×820, the
/// badge's hover); their static scores stay, what the class reasons from.
#[test]
fn lesson_33s_question_keeps_the_null_moves_cuts_back_until_revealed() {
    let (mut harness, say) = at_step("Zugzwang", 2);
    assert!(say.contains("null move"), "{say}");
    open_tree_tab(&mut harness);
    let bounds = |harness: &Harness<'_, KladosApp>| {
        texts_on_screen(harness)
            .into_iter()
            .filter(|text| {
                text.contains('≥')
                    || text.contains("at least")
                    || text.contains("cut by a null move")
                    || text.contains("cut without searching")
            })
            .collect::<Vec<_>>()
    };
    let before = bounds(&harness);
    assert!(before.is_empty(), "a cut shows before Reveal: {before:?}");
    harness.get_by_label("Reveal the answer").click();
    harness.run();
    let after = bounds(&harness);
    assert!(!after.is_empty(), "after Reveal the cut moves show their bounds");
}
