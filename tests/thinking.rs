//! The thinking panel, driven through the window with egui_kittest: stepping level by level,
//! backing up, stepping back, the end of the replay, linked selection, depth-first cutoffs.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::{Queryable, by};
use klados::engine::replay::{NodeView, Order, Step};
use klados::engine::settings::Algorithm;
use klados::engine::tree::{Backup, NodeId};
use klados::ui::KladosApp;
use klados::ui::settings::Settings;

/// Opens a 1600×1000 window, plays 1. e4 by clicking and waits for the computer's reply, whose
/// search the panel then shows.
fn after_first_search(depth: usize, algorithm: Algorithm) -> Harness<'static, KladosApp> {
    in_window(depth, algorithm, [1600.0, 1000.0])
}

/// The same in a window of another size (a tall one shows every node table without scrolling).
fn in_window(depth: usize, algorithm: Algorithm, size: [f32; 2]) -> Harness<'static, KladosApp> {
    let settings = Settings {
        depth,
        algorithm,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    common::play_e4(&mut harness);
    harness
}

fn step(harness: &Harness<'_, KladosApp>) -> usize {
    harness
        .state()
        .thinking()
        .stepper()
        .map_or(usize::MAX, |stepper| stepper.step())
}

fn press(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn press_contains(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label_contains(label).click();
    harness.run();
}

fn view(harness: &Harness<'_, KladosApp>, id: NodeId) -> NodeView {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    stepper.replay().node_view(stepper.step(), id)
}

fn current_step(harness: &Harness<'_, KladosApp>) -> Step {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    stepper.replay().step(stepper.step())
}

fn shown_tree(harness: &Harness<'_, KladosApp>) -> std::sync::Arc<klados::engine::tree::SearchTree> {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    std::sync::Arc::clone(stepper.tree())
}

fn all_views(harness: &Harness<'_, KladosApp>) -> Vec<NodeView> {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    let tree = stepper.tree();
    let mut views = Vec::new();
    for (level, nodes) in tree.levels().iter().enumerate() {
        for index in 0..nodes.nodes.len() as u32 {
            views.push(
                stepper
                    .replay()
                    .node_view(stepper.step(), NodeId::new(level, index)),
            );
        }
    }
    views
}

#[test]
fn step_reveals_level_after_level_then_backs_up() {
    let mut harness = after_first_search(2, Algorithm::Minimax);
    assert_eq!(step(&harness), 0);
    assert!(!view(&harness, NodeId::new(0, 0)).revealed);
    harness.get_by_label_contains("Not revealed yet");

    press(&mut harness, "Step ▶");
    assert_eq!(current_step(&harness), Step::Reveal { level: 0 });
    assert!(view(&harness, NodeId::new(0, 0)).revealed);
    assert!(!view(&harness, NodeId::new(1, 0)).revealed);
    harness.get_by_label_contains("Level 0 (NodesAnalysis0)");

    press(&mut harness, "Step ▶");
    assert_eq!(current_step(&harness), Step::Reveal { level: 1 });
    assert!(view(&harness, NodeId::new(1, 0)).revealed);

    // Back up level 1 into level 0: every level-0 node now shows the MAX of its children
    // (White's replies to Black's moves).
    let before_backup = all_views(&harness);
    press(&mut harness, "Step ▶");
    assert!(matches!(current_step(&harness), Step::Backup { level: 1, .. }));
    harness.get_by_label_contains("Backing up level 1 into level 0");
    let tree = shown_tree(&harness);
    assert_eq!(tree.levels()[1].backup(), Backup::Max);
    for parent in tree.root_children() {
        let children: Vec<i32> = tree
            .children_of(parent)
            .filter_map(|child| tree.get(child).and_then(|n| n.value()))
            .collect();
        let shown = view(&harness, parent);
        assert_eq!(shown.value, children.iter().copied().max(), "{parent:?}");
        assert!(shown.value_final);
    }

    // Step back restores exactly what was shown before the back-up.
    press(&mut harness, "◀ Back");
    assert_eq!(all_views(&harness), before_backup);
    assert_eq!(view(&harness, NodeId::new(0, 0)).value, None);

    // The end: the root's choice is the best move, said in words.
    press(&mut harness, "End ⇥");
    assert_eq!(current_step(&harness), Step::Choice { best: tree.best() });
    let best = tree.san_of(tree.best());
    harness.get_by_label_contains(&format!("The root chooses {best}"));
    assert_eq!(harness.state().game().moves().len(), 2);
}

#[test]
fn keyboard_steps_forward_and_back() {
    let mut harness = after_first_search(2, Algorithm::Minimax);
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(step(&harness), 2);
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(step(&harness), 1);
    harness.key_press(egui::Key::End);
    harness.run();
    assert!(matches!(current_step(&harness), Step::Choice { .. }));
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(step(&harness), 0);
}

#[test]
fn clicking_a_row_focuses_the_node_and_previews_its_position() {
    let mut harness = in_window(2, Algorithm::Minimax, [1600.0, 2400.0]);
    press(&mut harness, "Step ▶");
    press(&mut harness, "Step ▶");
    let tree = shown_tree(&harness);
    // Black's first move in the level-0 table (a6: the first move generated).
    let first = NodeId::new(0, 0);
    let san = tree.san_of(first);
    // The board's squares are labelled too ("a6"); the table's cell is a label.
    press_contains(&mut harness, "Level 0 ·");
    let Some(cell) = harness
        .query_all(by().label(&san).role(egui::accesskit::Role::Label))
        .next()
    else {
        panic!("no row for {san}")
    };
    cell.click();
    harness.run();
    assert_eq!(harness.state().thinking().focus(), Some(first));
    let Some(preview) = harness.state().preview() else {
        panic!("no preview")
    };
    assert_eq!(preview.position, tree.position_of(first).unwrap());
    assert_eq!(preview.arrows.len(), 1, "one move from the root");
    harness.get_by_label_contains("A position from the search:");
    harness.get_by_label_contains("Evaluation of");
    // Its children are marked in the level-1 table, the first of them numbered 1.
    press_contains(&mut harness, "Level 1 ·");
    harness.get_by_label("▼ 1");

    // Back to the game.
    press(&mut harness, "Back to the game");
    assert_eq!(harness.state().thinking().focus(), None);
    assert!(
        harness
            .query_by_label_contains("A position from the search:")
            .is_none()
    );
}

#[test]
fn depth_first_order_on_alpha_beta_shows_a_cutoff() {
    let mut harness = after_first_search(3, Algorithm::AlphaBeta);
    press(&mut harness, "Depth first");
    assert_eq!(
        harness.state().thinking().stepper().map(|s| s.replay().order()),
        Some(Order::DepthFirst)
    );
    let mut found = false;
    for _ in 0..400 {
        press(&mut harness, "Step ▶");
        if matches!(current_step(&harness), Step::Return { cutoff: true, .. }) {
            found = true;
            break;
        }
    }
    assert!(found, "a cutoff within 400 steps");
    harness.get_by_label_contains("Cutoff:");
    // Every node entered carries the window it was entered with, in the tree view.
    assert!(
        harness
            .query_all_by_label_contains("entered with α −∞ and β +∞")
            .next()
            .is_some()
    );
}

#[test]
fn snapshot_of_the_panel_mid_backup() {
    let mut harness = after_first_search(2, Algorithm::Minimax);
    press(&mut harness, "a comparison");
    for _ in 0..5 {
        press(&mut harness, "Step ▶");
    }
    assert!(matches!(current_step(&harness), Step::Backup { level: 1, .. }));
    harness.snapshot("thinking_mid_backup");
}

#[test]
fn compare_algorithms_gives_one_answer_and_each_cost_with_the_minimal_tree() {
    let mut harness = after_first_search(3, Algorithm::Minimax);
    let tree = shown_tree(&harness);
    press(&mut harness, "Compare algorithms");
    // The comparison searches on its own thread: wait for its table.
    for _ in 0..500 {
        if harness.query_by_label("Perfect ordering").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    // The headings, over the algorithms' table and the techniques'.
    for heading in ["searched", "evaluated", "pruned", "time"] {
        assert_eq!(harness.query_all_by_label(heading).count(), 2, "{heading}");
    }
    harness.get_by_label("Perfect ordering");
    // Minimax's row is the tree shown: every stored position searched, none pruned.
    let counts = tree.counts();
    assert_eq!(counts.pruned, 0);
    let best = tree.san_of(tree.best());
    // Three algorithms, then plain alpha-beta and alpha-beta with each technique.
    assert!(
        harness.query_all_by_label(&best).count() >= 3 + 1 + 4,
        "every algorithm and every exact technique chooses {best}"
    );
    harness.get_by_label(&klados::engine::words::group_thousands(counts.evaluated));
    let minimal = klados::engine::counts::minimal_tree(&tree).unwrap_or_else(|| panic!("minimax knows it"));
    harness.get_by_label(&klados::engine::words::group_thousands(minimal.evaluated));
    harness.get_by_label_contains("never changes the answer");
    // The techniques, each beside plain alpha-beta: an exact one finds the same answer.
    harness.get_by_label("Alpha-beta with each technique, beside plain alpha-beta");
    for technique in ["+ killer moves", "+ history heuristic", "+ transposition table"] {
        harness.get_by_label(technique);
    }
    assert!(harness.query_all_by_label("the same").count() >= 4);
    assert!(harness.query_by_label_contains("a fault in Klados").is_none());
}
