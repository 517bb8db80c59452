//! A tree of three players (lesson 30, max^n on the textbook's three-player tree), driven through
//! the window with egui_kittest: from the lesson's first step to the replay's end, no text on
//! screen calls a node's chooser MAX or MIN; the legend names the players A, B and C, the node
//! arrays' level titles say which player moved and which is to move, and the tree view's nodes
//! say, when the pointer rests on them, which player chooses there. At 1600×1000 and on a
//! 1024×700 projector.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::engine::code::Source;
use klados::engine::replay::Order;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::stepper::StepperCommand;

mod common;

/// Every text the window shows: the widgets' labels, values and descriptions.
fn texts(harness: &Harness<'_, KladosApp>) -> Vec<String> {
    harness
        .query_all(by().predicate(|node| node.bounding_box().is_some() && node.role() != Role::TextRun))
        .flat_map(|node| {
            let node = node.accesskit_node();
            [node.label(), node.value(), node.description()]
                .into_iter()
                .flatten()
                .map(|text| text.to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Fails if a text on screen has the word MAX or MIN (`when` says where the replay stood).
fn no_max_or_min(harness: &Harness<'_, KladosApp>, when: &str) {
    for text in texts(harness) {
        let words = text.split(|c: char| !c.is_alphanumeric());
        assert!(
            !words.into_iter().any(|word| word == "MAX" || word == "MIN"),
            "{when}: {text:?} speaks of MAX or MIN on a tree of three players"
        );
    }
}

/// Opens lesson 30 in a window of `size`, its replay at the lesson's first step.
fn lesson_30(size: [f32; 2], projector: bool) -> Harness<'static, KladosApp> {
    let settings = Settings {
        projector,
        ..Settings::default()
    };
    let mut harness = common::window(size, settings);
    common::open_lesson(&mut harness, "Three players: max^n");
    let players = harness
        .state()
        .thinking()
        .stepper()
        .map(|stepper| stepper.tree().players());
    assert_eq!(players, Some(3), "lesson 30's tree has three players");
    harness
}

/// Rests the pointer on the widget whose label starts with `label` and returns whether a tooltip
/// containing `expected` came up.
fn hover_says(harness: &mut Harness<'_, KladosApp>, label: &str, expected: &str) -> bool {
    harness.get_by_label_contains(label).hover();
    for _ in 0..10 {
        harness.step();
    }
    harness.query_by_label_contains(expected).is_some()
}

#[test]
fn no_label_says_max_or_min_and_the_legend_names_the_players() {
    for (size, projector) in [([1600.0, 1000.0], false), (common::SMALL_PROJECTOR, true)] {
        let mut harness = lesson_30(size, projector);
        let steps = harness
            .state()
            .lessons()
            .active()
            .map_or(0, |a| a.lesson().steps.len());
        for step in 1..=steps {
            no_max_or_min(&harness, &format!("{size:?}, lesson step {step}"));
            if harness.query_by_label("Reveal the answer").is_some() {
                harness.get_by_label("Reveal the answer").click();
                harness.run();
                no_max_or_min(&harness, &format!("{size:?}, lesson step {step} revealed"));
            }
            harness.state_mut().apply(Command::LessonNext);
            harness.state_mut().wait_for_lesson();
            harness.run();
        }
        // Then the whole replay, step by step from its start.
        harness.state_mut().apply(Command::Step(StepperCommand::ToStart));
        harness.run();
        let count = harness
            .state()
            .thinking()
            .stepper()
            .map_or(0, |stepper| stepper.replay().step_count());
        assert!(count > 20, "the replay has its steps");
        for step in 0..count {
            no_max_or_min(&harness, &format!("{size:?}, replay step {step}"));
            harness.state_mut().apply(Command::Step(StepperCommand::Forward));
            harness.run();
        }
        // The legend names the three players (in full where there is room), and says how each
        // chooses when rested on.
        let legend = "■ players A, B, C";
        assert!(
            hover_says(
                &mut harness,
                legend,
                "takes the child whose tuple holds the largest number for itself"
            ),
            "{size:?}: the legend's hover says how a player chooses"
        );
        // The level titles name the player who moved and the one to move.
        for title in [
            "NodesAnalysis0: after player A's moves, player B to move",
            "NodesAnalysis1: after player B's moves, player C to move",
        ] {
            assert!(
                texts(&harness).iter().any(|text| text.contains(title)),
                "{size:?}: no level title {title:?}"
            );
        }
        // A node of level 0 is B's to move: its hover says so.
        assert!(
            hover_says(
                &mut harness,
                "L (level 0, node 1): (1, 2, 6)",
                "Player B to move here"
            ),
            "{size:?}: L's hover names player B"
        );
    }
}

/// Frees the replay from the lesson's questions (reveals each, to the lesson's end), then goes to
/// the replay's start.
fn free_the_replay(harness: &mut Harness<'_, KladosApp>) {
    let steps = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |a| a.lesson().steps.len());
    for _ in 1..=steps {
        if harness.query_by_label("Reveal the answer").is_some() {
            harness.get_by_label("Reveal the answer").click();
            harness.run();
        }
        harness.state_mut().apply(Command::LessonNext);
        harness.state_mut().wait_for_lesson();
        harness.run();
    }
    harness.state_mut().apply(Command::Step(StepperCommand::ToStart));
    harness.run();
}

#[test]
fn the_code_panes_call_stack_names_the_player_in_each_call() {
    let mut harness = lesson_30([1600.0, 1000.0], false);
    harness.get_by_label("Show the code").click();
    harness.run();
    free_the_replay(&mut harness);
    let mut seen = Vec::new();
    for step in 0..30 {
        for row in texts(&harness)
            .into_iter()
            .filter(|text| text.contains(": depth "))
        {
            let words = row.split(|c: char| !c.is_alphanumeric());
            assert!(
                !words.into_iter().any(|word| word == "MAX" || word == "MIN"),
                "replay step {step}: the stack's row {row:?} says MAX or MIN"
            );
            seen.push(row);
        }
        harness.state_mut().apply(Command::Step(StepperCommand::Forward));
        harness.run();
    }
    // B chooses at L; C at LL, where it keeps LLL's tuple for its 6, so LL's best so far is
    // LLL's whole tuple, (1, 2, 6), even after LLR (3 for C) has returned.
    assert!(
        seen.iter().any(|row| row.starts_with("L: depth 2, player B")),
        "{seen:#?}"
    );
    assert!(
        seen.iter()
            .any(|row| row.starts_with("L → LL: depth 1, player C, best (1, 2, 6) (LLL), child 2 of 2")),
        "{seen:#?}"
    );
}

#[test]
fn the_code_pane_shows_maxn_s_own_code_and_lights_its_lines_through_the_replay() {
    let mut harness = lesson_30([1600.0, 1000.0], false);
    harness.get_by_label("Show the code").click();
    harness.run();
    // Max^n's own code from the lesson's first step: its title, and the line that keeps the
    // better child for the player to move, on screen.
    harness.get_by_label_contains("Max^n (three or more players)");
    harness.get_by_label_contains("value[player] > best[player]");
    no_max_or_min(&harness, "the lesson's first step, the code open");
    free_the_replay(&mut harness);
    let count = harness
        .state()
        .thinking()
        .stepper()
        .map_or(0, |stepper| stepper.replay().step_count());
    assert_eq!(count, 30, "the root, 14 calls and 14 returns, the choice");
    let mut lit = Vec::new();
    for step in 0..count {
        let pane = harness.state().thinking().code_pane();
        let listing = pane.listing().map(|listing| listing.title.clone());
        assert_eq!(
            listing.as_deref(),
            Some("Max^n (three or more players)"),
            "step {step}"
        );
        let text = pane.lit_text().map(str::to_owned);
        let Some(text) = text else {
            panic!("step {step}: no line lit")
        };
        for word in ["MAX", "MIN", "White", "Black", "alpha", "beta"] {
            assert!(!text.contains(word), "step {step}: {text:?}");
        }
        no_max_or_min(&harness, &format!("replay step {step}, the code open"));
        lit.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
        harness.state_mut().apply(Command::Step(StepperCommand::Forward));
        harness.run();
    }
    // The start, C's first leaf (LLL), C keeping LLL's tuple, the root's choice.
    assert_eq!(lit[0], "maxn(root)");
    assert_eq!(lit[3], "return node.utilities # e.g. (1, 2, 6): A's, B's, C's");
    assert_eq!(
        lit[4],
        "if value[player] > best[player]: # keep the better child for the player to move"
    );
    assert_eq!(lit[29], "return root.best_move # the child the tuple came from");
    // Klados's own Rust is max^n's `expand`, not search.rs's alpha-beta; level by level, max^n's
    // loops. Neither says MAX or MIN.
    harness.state_mut().apply(Command::SetCodeSource(Source::Klados));
    harness.run();
    harness.get_by_label_contains("Klados's max^n (src/engine/abstract_tree/maxn.rs)");
    harness.get_by_label_contains("if better {");
    no_max_or_min(&harness, "Klados's Rust");
    harness
        .state_mut()
        .apply(Command::Step(StepperCommand::SetOrder(Order::LevelByLevel)));
    harness.run();
    harness.get_by_label_contains("Max^n level by level");
    no_max_or_min(&harness, "level by level");
}
