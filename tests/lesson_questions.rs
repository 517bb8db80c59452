//! What the class sees at a lesson's questions in the tree view: every node a question's step
//! or its question names is drawn (an empty box while the replay has not reached it, so that the answer stays
//! back), a node that has returned keeps the α and β it ended with, and the node a question asks
//! about shows, once revealed, the value the answer gives.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use klados::engine::tree::NodeId;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::tree_view::lesson_story;

/// A 1600×1000 window with the shipped lessons.
fn window() -> Harness<'static, KladosApp> {
    common::window([1600.0, 1000.0], Settings::default())
}

/// Goes to lesson step `index` of the open lesson.
fn go_to_step(harness: &mut Harness<'_, KladosApp>, index: usize) {
    harness.state_mut().apply(Command::LessonStep(index));
    harness.run();
}

/// Clicks "Reveal the answer".
fn reveal(harness: &mut Harness<'_, KladosApp>) {
    harness.get_by_label("Reveal the answer").click();
    harness.run();
}

/// The accessible text of the tree view's node named `name` ("C2 (level 1, node 8): …").
fn tree_node(harness: &Harness<'_, KladosApp>, name: &str) -> Option<String> {
    let start = format!("{name} (level ");
    harness
        .query_all(egui_kittest::kittest::by().predicate(|node| node.bounding_box().is_some()))
        .filter_map(|node| node.accesskit_node().label().map(|label| label.to_string()))
        .find(|label| label.starts_with(&start))
}

/// The accessible texts of every tree-view node drawn.
fn tree_nodes(harness: &Harness<'_, KladosApp>) -> Vec<String> {
    harness
        .query_all(egui_kittest::kittest::by().predicate(|node| node.bounding_box().is_some()))
        .filter_map(|node| node.accesskit_node().label().map(|label| label.to_string()))
        .filter(|label| label.contains("(level "))
        .collect()
}

#[test]
fn lesson_04_draws_c2_and_c3_at_its_question_without_telling_the_answer() {
    let mut harness = window();
    common::open_lesson(&mut harness, "Alpha-beta on a tree");
    // Step 6 asks: "Does the search need to look at C2 and C3?"
    go_to_step(&mut harness, 5);
    for name in ["C2", "C3"] {
        let node = tree_node(&harness, name)
            .unwrap_or_else(|| panic!("{name} is not drawn: {:?}", tree_nodes(&harness)));
        assert!(node.ends_with(", not reached yet"), "{node}");
        assert!(!node.contains("pruned"), "{node}");
    }
    reveal(&mut harness);
    for name in ["C2", "C3"] {
        let node = tree_node(&harness, name).unwrap_or_else(|| panic!("{name} is not drawn"));
        assert!(node.ends_with(": pruned"), "{node}");
    }
}

#[test]
fn every_question_draws_the_nodes_its_step_names() {
    let mut harness = window();
    let count = harness.state().lessons().lessons().len();
    let mut checked = 0;
    for lesson_index in 0..count {
        let lesson = harness.state().lessons().lessons()[lesson_index].clone();
        // Monte Carlo lessons draw their own tree, and the opening book has none.
        if lesson.mcts.is_some() || lesson.id.starts_with("18-") {
            continue;
        }
        harness.state_mut().apply(Command::OpenLesson(lesson_index));
        harness.state_mut().wait_for_lesson();
        harness.run();
        for (index, step) in lesson.steps.iter().enumerate() {
            if step.predict.is_none() {
                continue;
            }
            go_to_step(&mut harness, index);
            let Some(search) = harness
                .state()
                .lessons()
                .active()
                .and_then(|active| active.search())
                .cloned()
            else {
                panic!("{}: no search", lesson.id)
            };
            let drawn = tree_nodes(&harness);
            for place in lesson_story(&lesson, index, &search).into_iter().flatten() {
                let NodeId { level, index: node } = place;
                let name = format!("(level {level}, node {})", node + 1);
                assert!(
                    drawn.iter().any(|label| label.contains(&name)),
                    "{} step {}: {name} is named but not drawn: {drawn:?}",
                    lesson.id,
                    index + 1
                );
                checked += 1;
            }
            // A node the question itself names ("Can the search skip B2 and B3?") is drawn,
            // so the class can point at it.
            let ask = step.predict.as_ref().map_or("", |predict| predict.ask.as_str());
            for word in ask.split(|c: char| !c.is_alphanumeric()) {
                let mut chars = word.chars();
                let named = chars.next().is_some_and(|c| c.is_ascii_uppercase())
                    && chars.clone().next().is_some()
                    && chars.all(|c| c.is_ascii_digit());
                if named {
                    assert!(
                        tree_node(&harness, word).is_some(),
                        "{} step {}: the question names {word}, which is not drawn: {drawn:?}",
                        lesson.id,
                        index + 1
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 20, "{checked}");
}

#[test]
fn a_returned_node_keeps_the_window_it_ended_with() {
    let mut harness = window();
    common::open_lesson(&mut harness, "Alpha-beta on a tree");
    // Step 2: A has returned 1; MIN at A ended with β 1.
    go_to_step(&mut harness, 1);
    let a = tree_node(&harness, "A").unwrap_or_else(|| panic!("A is not drawn"));
    assert!(a.contains("entered with α −∞ and β +∞"), "{a}");
    assert!(a.contains("ended with α −∞ and β 1"), "{a}");
    // At the end, C returned after C1's 2 cut it off: β 2 stays, as in a trace drawn by hand.
    go_to_step(&mut harness, 7);
    let c = tree_node(&harness, "C").unwrap_or_else(|| panic!("C is not drawn"));
    assert!(c.contains("entered with α 3 and β +∞"), "{c}");
    assert!(c.contains("ended with α 3 and β 2"), "{c}");
}

#[test]
fn lesson_22_shows_the_value_asked_about_once_revealed() {
    let mut harness = window();
    common::open_lesson(&mut harness, "Dice");
    go_to_step(&mut harness, 1);
    let before = tree_node(&harness, "B").unwrap_or_else(|| panic!("B is not drawn"));
    assert!(before.contains(": ?"), "{before}");
    reveal(&mut harness);
    let after = tree_node(&harness, "B").unwrap_or_else(|| panic!("B is not drawn"));
    assert!(after.contains(": 4"), "{after}");
    go_to_step(&mut harness, 2);
    let before = tree_node(&harness, "C").unwrap_or_else(|| panic!("C is not drawn"));
    assert!(before.contains(": ?"), "{before}");
    reveal(&mut harness);
    let after = tree_node(&harness, "C").unwrap_or_else(|| panic!("C is not drawn"));
    assert!(after.contains(": ≈3"), "{after}");
    // The stepper's sentence gives the exact 2.5, as the answer says.
    let sentence = harness
        .query_all(egui_kittest::kittest::by().predicate(|node| node.bounding_box().is_some()))
        .flat_map(|node| {
            let node = node.accesskit_node();
            [node.label(), node.value()]
                .into_iter()
                .flatten()
                .map(|text| text.to_string())
                .collect::<Vec<_>>()
        })
        .find(|text| text.contains("returns its expectation"));
    assert!(
        sentence
            .as_deref()
            .is_some_and(|s| s.contains("= 2.5 (shown as 3)")),
        "{sentence:?}"
    );
}
