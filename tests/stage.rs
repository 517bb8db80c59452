//! The classroom stage, driven through the window with egui_kittest: what a class sees must be on
//! screen. Every leaf of a small tree has a readable label; the node each step acts on is inside
//! the tree view; a pruned move is not drawn as pruned before its cutoff; no labelled widget of
//! the main screens lies outside the window, at 1024×700 and 1280×820, normal and projector;
//! the move list shows the last move of a long game; a search over its node budget still moves;
//! the techniques' screens (their menu, quiescence levels, a transposition, the iterations) fit
//! at 1024×700, 1280×820 and 1600×1000.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::chess::game::Game;
use klados::chess::pgn;
use klados::engine::replay::{Granularity, Step};
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, Techniques};
use klados::engine::tree::NodeId;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::stepper::StepperCommand;
use klados::ui::tree_view::{NODE_HEIGHT_IN_TEXT, drawing_label};

mod common;

use common::{open_lesson, window};

/// The window sizes a classroom meets: a small projector and the default window.
const SIZES: [[f32; 2]; 2] = [[1024.0, 700.0], [1280.0, 820.0]];

fn settings(projector: bool) -> Settings {
    Settings {
        projector,
        depth: 1,
        ..Settings::default()
    }
}

fn press(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// The rectangle of the tree view's drawing area.
fn tree_view_rect(harness: &Harness<'_, KladosApp>) -> Rect {
    harness.get_by_label(&drawing_label()).rect()
}

/// The rectangle of the tree view's node for `place` (`None`: the root), if it is drawn and in sight.
fn tree_node_rect(harness: &Harness<'_, KladosApp>, place: Option<NodeId>) -> Option<Rect> {
    let wanted = place.map(|id| format!("(level {}, node {})", id.level, id.index + 1));
    harness
        .query_all(by().role(Role::Button).predicate(move |node| {
            let label = node.label().unwrap_or_default();
            match &wanted {
                Some(name) => label.contains(name.as_str()),
                None => label == "root" || label.starts_with("root:") || label.starts_with("root,"),
            }
        }))
        .next()
        .map(|node| node.rect())
}

fn inside(outer: Rect, inner: Rect) -> bool {
    outer.expand(1.0).contains_rect(inner)
}

fn current_step(harness: &Harness<'_, KladosApp>) -> (usize, Step, Vec<Option<NodeId>>) {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown")
    };
    let step = stepper.step();
    let replay = stepper.replay();
    (step, replay.step(step), replay.acted_on(step))
}

#[test]
fn every_leaf_of_minimax_by_hand_has_a_readable_label_in_sight() {
    for size in SIZES {
        for projector in [false, true] {
            let mut harness = window(size, settings(projector));
            open_lesson(&mut harness, "Minimax by hand");
            // The first lesson step reveals the leaves.
            let view = tree_view_rect(&harness);
            let window = Rect::from_min_size(egui::Pos2::ZERO, size.into());
            // The view never zooms below 13 px (18 px on a projector) by itself.
            let smallest = if projector { 18.0 } else { 13.0 };
            for leaf in ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"] {
                let label = format!("{leaf} (level 1,");
                let Some(node) = harness.query_by_label_contains(&label) else {
                    panic!("{leaf} is not drawn at {size:?}, projector {projector}")
                };
                let rect = node.rect();
                assert!(
                    inside(view, rect),
                    "{leaf} outside the view at {size:?}, projector {projector}"
                );
                assert!(inside(window, rect), "{leaf} outside the window");
                let text = rect.height() / NODE_HEIGHT_IN_TEXT;
                assert!(
                    text >= smallest - 0.1,
                    "{leaf}'s text is {text:.1} px at {size:?}, projector {projector}"
                );
                // Its value is drawn with it.
                let label = node.accesskit_node().label().unwrap_or_default();
                assert!(label.contains(": "), "{label}");
            }
        }
    }
}

/// Walks a lesson's whole replay (or only its lesson steps) and checks that every place the
/// step acts on is drawn inside the tree view.
fn assert_acted_on_in_sight(harness: &mut Harness<'_, KladosApp>, what: &str) {
    let (step, kind, acted) = current_step(harness);
    let view = tree_view_rect(harness);
    for place in acted {
        let Some(rect) = tree_node_rect(harness, place) else {
            panic!("{what}: step {step} ({kind:?}) acts on {place:?}, which is not in sight")
        };
        assert!(
            inside(view, rect),
            "{what}: {place:?} at step {step} lies outside the view"
        );
    }
}

#[test]
fn the_node_each_step_acts_on_is_in_the_tree_view() {
    // Every replay step of the abstract alpha-beta lesson.
    let mut harness = window([1280.0, 820.0], settings(false));
    open_lesson(&mut harness, "Alpha-beta on a tree");
    press(&mut harness, "⇤ Start");
    let mut steps = 0;
    loop {
        assert_acted_on_in_sight(&mut harness, "Alpha-beta on a tree");
        let (step, _, _) = current_step(&harness);
        press(&mut harness, "Step ▶");
        if current_step(&harness).0 == step {
            break;
        }
        steps += 1;
    }
    assert!(steps > 10, "the replay has its steps: {steps}");

    // Every lesson step of two chess lessons, in both window sizes, normal and projector: one
    // level by level, one depth first with alpha-beta.
    for size in SIZES {
        for projector in [false, true] {
            for title in ["Why the reply matters", "Alpha-beta in chess"] {
                let mut harness = window(size, settings(projector));
                open_lesson(&mut harness, title);
                let count = harness
                    .state()
                    .lessons()
                    .active()
                    .map_or(0, |active| active.lesson().steps.len());
                for index in 0..count {
                    harness.state_mut().apply(Command::LessonStep(index));
                    harness.run();
                    // A step that names its nodes is framed around them instead (the story
                    // wins where both do not fit): tests/lesson_framing.rs checks those.
                    let names_nodes = harness
                        .state()
                        .lessons()
                        .active()
                        .is_some_and(|active| !active.lesson().steps[index].focus.is_empty());
                    if names_nodes {
                        continue;
                    }
                    // The tree view may be a tab when the panel is short: show it.
                    if harness.query_by_label(&drawing_label()).is_none() {
                        press(&mut harness, "Tree");
                    }
                    assert_acted_on_in_sight(
                        &mut harness,
                        &format!("{title} at {size:?}, projector {projector}"),
                    );
                }
            }
        }
    }
}

#[test]
fn a_pruned_move_is_drawn_pruned_only_from_its_cutoff_on() {
    // Depth first, in a lesson: the cutoff is the step where the last searched sibling returns.
    let mut harness = window([1280.0, 820.0], settings(false));
    open_lesson(&mut harness, "Alpha-beta on a tree");
    press(&mut harness, "⇤ Start");
    let mut cut: Vec<String> = Vec::new();
    let mut drawn_pruned = 0;
    loop {
        let (step, kind, _) = current_step(&harness);
        if let Step::Return { node, cutoff: true } = kind {
            let tree = harness
                .state()
                .thinking()
                .stepper()
                .map(|s| std::sync::Arc::clone(s.tree()));
            let Some(tree) = tree else { panic!("a tree") };
            let parent_children = match tree.parent_of(node) {
                Some(parent) => tree.get(parent).map_or(0..0, |n| n.children()),
                None => 0..tree.levels()[0].nodes.len() as u32,
            };
            for index in node.index + 1..parent_children.end {
                cut.push(format!("(level {}, node {})", node.level, index + 1));
            }
        }
        for node in harness.query_all(
            by().role(Role::Button)
                .predicate(|node| node.label().is_some_and(|label| label.ends_with(": pruned"))),
        ) {
            let label = node.accesskit_node().label().unwrap_or_default();
            assert!(
                cut.iter().any(|name| label.contains(name.as_str())),
                "{label} is drawn pruned at step {step}, before its cutoff"
            );
            drawn_pruned += 1;
        }
        press(&mut harness, "Step ▶");
        if current_step(&harness).0 == step {
            break;
        }
    }
    assert!(
        !cut.is_empty() && drawn_pruned > 0,
        "the lesson has cutoffs, and they are drawn"
    );

    // Level by level, in the game's panel: a level's pruned moves appear with its back-up.
    let mut harness = window(
        [1600.0, 1000.0],
        Settings {
            depth: 2,
            algorithm: Algorithm::AlphaBeta,
            ..Settings::default()
        },
    );
    common::play_e4(&mut harness);
    // A parent's group at a time: each step draws the family it backs up.
    press(&mut harness, "a parent");
    // The level-1 families backed up so far, as index ranges: a pruned move may be drawn only
    // inside one of them.
    let mut backed_up: Vec<std::ops::Range<u32>> = Vec::new();
    let mut drawn_pruned = 0;
    loop {
        let (step, kind, _) = current_step(&harness);
        if let Step::Backup {
            level: 1, children, ..
        } = kind
        {
            backed_up.push(children);
        }
        for node in harness.query_all(
            by().role(Role::Button)
                .predicate(|node| node.label().is_some_and(|label| label.ends_with(": pruned"))),
        ) {
            let label = node.accesskit_node().label().unwrap_or_default();
            let covered = backed_up.iter().any(|range| {
                range
                    .clone()
                    .any(|index| label.contains(&format!("(level 1, node {})", index + 1)))
            });
            assert!(
                covered,
                "{label} drawn pruned at step {step}, before its family was backed up"
            );
            drawn_pruned += 1;
        }
        press(&mut harness, "Step ▶");
        if current_step(&harness).0 == step {
            break;
        }
    }
    assert!(
        drawn_pruned > 0,
        "alpha-beta pruned something at depth 2 and it was drawn"
    );
}

/// Shows the tab `name` ("Level 3", "Iterations"): its tab, or where the tab row is short of
/// room, through its level chooser (◀ Level 2 ▾ ▶) or its "More ▾" button.
fn show_tab(harness: &mut Harness<'_, KladosApp>, name: &str) {
    let label_of = |harness: &Harness<'_, KladosApp>, wanted: &dyn Fn(&str) -> bool| {
        harness
            .query_all(by().role(Role::Button))
            .find_map(|node| node.accesskit_node().label().filter(|label| wanted(label)))
    };
    let tab = |label: &str| label == name || label.starts_with(&format!("{name} ·"));
    if let Some(label) = label_of(harness, &tab) {
        press(harness, &label);
        return;
    }
    if name.starts_with("Level ") {
        for _ in 0..20 {
            if label_of(harness, &|label: &str| tab(label.trim_end_matches(" ▾"))).is_some() {
                return;
            }
            press(harness, "▶");
        }
        panic!("no way to {name}");
    }
    let more_button = |label: &str| {
        ["More", "Evaluation", "Compare", "Iterations"]
            .iter()
            .any(|title| label == format!("{title} ▾"))
    };
    let Some(more) = label_of(harness, &more_button) else {
        panic!("no tab {name} and no More button")
    };
    press(harness, &more);
    press(harness, name);
}

/// Asserts that every widget with a name lies inside the window.
fn assert_nothing_outside(harness: &Harness<'_, KladosApp>, size: [f32; 2], screen: &str) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size.into());
    let mut checked = 0;
    for node in harness.query_all(by().predicate(|node| {
        let named = node.label().is_some_and(|label| !label.is_empty())
            || node.value().is_some_and(|value| !value.is_empty());
        named && node.bounding_box().is_some()
    })) {
        let rect = node.rect();
        let ak = node.accesskit_node();
        let name = ak.label().or(ak.value()).unwrap_or_default();
        assert!(
            inside(window, rect),
            "{screen} at {size:?}: \"{name}\" lies at {rect:?}, outside the window"
        );
        checked += 1;
    }
    assert!(checked > 20, "{screen}: only {checked} named widgets");
}

#[test]
fn no_labelled_widget_of_the_main_screens_lies_outside_the_window() {
    for size in SIZES {
        for projector in [false, true] {
            let what = |screen: &str| format!("{screen}, projector {projector}");
            // The game, after a few moves.
            let mut harness = window(size, settings(projector));
            for square in ["e2", "e4", "g1", "f3"] {
                harness.get_by_label(square).click();
                harness.step();
                harness.state_mut().wait_for_computer();
                harness.run();
            }
            assert_eq!(harness.state().game().moves().len(), 4);
            assert_nothing_outside(&harness, size, &what("the game"));

            // The thinking panel in the middle of a replay, after a depth-3 search.
            harness.state_mut().apply(Command::SetDepth(3));
            harness.state_mut().apply(Command::ThinkHere);
            harness.state_mut().wait_for_computer();
            harness.run();
            harness
                .state_mut()
                .apply(Command::Step(StepperCommand::SetGranularity(
                    Granularity::Comparison,
                )));
            harness.run();
            for _ in 0..6 {
                press(&mut harness, "Step ▶");
            }
            assert!(matches!(
                current_step(&harness).1,
                Step::Reveal { .. } | Step::Backup { .. }
            ));
            assert_nothing_outside(&harness, size, &what("the thinking panel mid-replay"));
            // The tree's drawing and the tabs under it do not overlap.
            if let Some(drawing) = harness.query_by_label(&drawing_label()) {
                let tab = harness.get_by_label_contains("Level 0").rect();
                assert!(
                    !tab.intersects(drawing.rect()),
                    "{}: the tabs at {tab:?} overlap the tree at {:?}",
                    what("the thinking panel"),
                    drawing.rect()
                );
            }

            // Help.
            harness.state_mut().apply(Command::ToggleHelp);
            harness.run();
            harness.get_by_label_contains("Keyboard shortcuts");
            assert_nothing_outside(&harness, size, &what("Help"));
            harness.state_mut().apply(Command::ToggleHelp);
            harness.run();

            // A PGN with everything Klados skips: the notice says so, with its notes folded under
            // it, and the move field stays in the window. Then the FEN and PGN window itself.
            harness.state_mut().apply(Command::LoadText(NOTED_PGN.to_owned()));
            harness.run();
            let notice = harness.state().notice().cloned().expect("a notice");
            assert!(
                notice.text.starts_with("Loaded") && notice.details.len() >= 4,
                "{notice:?}"
            );
            harness.get_by_label("Your move:");
            assert_nothing_outside(&harness, size, &what("a PGN's notes"));
            harness.state_mut().apply(Command::ToggleExchange);
            harness.run();
            harness.get_by_label("Open PGN file…");
            assert_nothing_outside(&harness, size, &what("the FEN and PGN window"));
            harness.state_mut().apply(Command::ToggleExchange);
            harness.run();

            // Lessons at a step that asks the class: an abstract one and a chess one.
            for title in ["Minimax by hand", "From trees to chess"] {
                open_lesson(&mut harness, title);
                let steps = harness
                    .state()
                    .lessons()
                    .active()
                    .map(|active| active.lesson().steps.clone())
                    .unwrap_or_default();
                let Some(index) = steps.iter().position(|step| step.predict.is_some()) else {
                    panic!("{title} asks the class something")
                };
                harness.state_mut().apply(Command::LessonStep(index));
                harness.run();
                harness.get_by_label("Reveal the answer");
                harness.get_by_label_contains("Ask the class:");
                assert_nothing_outside(&harness, size, &what(&format!("{title}, asking")));
                harness.state_mut().apply(Command::LeaveLesson);
                harness.run();
            }
        }
    }
}

/// A game with a comment, a variation, an annotation and a second game after it: each makes a note.
const NOTED_PGN: &str = "[Event \"Notes\"]\n\n1. e4 {a comment} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 *\n\n[Event \"Two\"]\n\n1. d4 *\n";

/// A long game: 60 moves each, chosen by a fixed pseudo-random sequence among the moves that do
/// not end the game.
fn long_game() -> Game {
    let mut game = Game::new();
    let mut seed: u64 = 2026;
    while game.moves().len() < 120 {
        let moves = game.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let start = (seed >> 33) as usize % moves.len().max(1);
        let mut played = false;
        for offset in 0..moves.len() {
            let mut trial = game.clone();
            let m = moves[(start + offset) % moves.len()];
            if trial.play(m).is_ok() && trial.outcome().is_none() && !trial.legal_moves().is_empty() {
                game = trial;
                played = true;
                break;
            }
        }
        assert!(played, "the game went on");
    }
    game
}

#[test]
fn the_move_list_of_a_sixty_move_game_shows_its_last_move() {
    let game = long_game();
    assert_eq!(game.moves().len(), 120);
    let last = game.san_moves().last().cloned().unwrap_or_default();
    for size in SIZES {
        for projector in [false, true] {
            let mut harness = window(size, settings(projector));
            harness.state_mut().load_game(game.clone());
            harness.run();
            let window = Rect::from_min_size(egui::Pos2::ZERO, size.into());
            let label = format!("move 60… {last}");
            let rect = harness.get_by_label(&label).rect();
            assert!(
                inside(window, rect),
                "{label} at {rect:?} is off screen at {size:?}"
            );
            // It is in the list's visible part: under the board, not scrolled away.
            let board_bottom = harness.get_by_label("a1").rect().bottom();
            assert!(
                rect.top() >= board_bottom - 1.0 || rect.left() >= harness.get_by_label("h1").rect().right()
            );
        }
    }
}

#[test]
fn a_search_over_the_node_budget_still_moves_and_offers_the_search_that_fitted() {
    // After 1. e4, minimax to depth 3 stores 13,780 nodes; ordered alpha-beta 7,953.
    let mut harness = window(
        [1280.0, 820.0],
        Settings {
            depth: 3,
            algorithm: Algorithm::Minimax,
            node_budget: 9_000,
            ..Settings::default()
        },
    );
    common::play_e4(&mut harness);
    assert_eq!(harness.state().game().moves().len(), 2, "the computer moved");
    let tree = harness.state().last_search().map(std::sync::Arc::clone);
    assert_eq!(
        tree.map(|tree| (tree.algorithm(), tree.depth())),
        Some((Algorithm::Ordered, 3))
    );
    harness.get_by_label_contains("would pass the node budget");
    harness.get_by_label("Minimax to depth 3 passed the budget: this is ordered alpha-beta to depth 3.");
    press(&mut harness, "Use it");
    assert_eq!(harness.state().settings().algorithm, Algorithm::Ordered);
}

#[test]
fn the_board_follows_the_replay_and_goes_back_to_the_game() {
    let mut harness = window([1280.0, 820.0], settings(false));
    harness.state_mut().apply(Command::SetDepth(2));
    common::play_e4(&mut harness);
    press(&mut harness, "Depth first");
    for _ in 0..3 {
        press(&mut harness, "Step ▶");
    }
    let (step, _, _) = current_step(&harness);
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("a tree")
    };
    let tree = std::sync::Arc::clone(stepper.tree());
    let Some(node) = stepper.replay().position_node(step) else {
        panic!("step {step} looks at a node")
    };
    assert_eq!(harness.state().shown_position(), tree.position_of(node).unwrap());
    harness.get_by_label_contains("This step looks at:");
    press(&mut harness, "Back to the game");
    assert_eq!(
        harness.state().shown_position(),
        *harness.state().game().position()
    );

    // Turned off, the board stays with the game while stepping.
    harness.state_mut().apply(Command::SetBoardFollows(false));
    press(&mut harness, "Step ▶");
    assert_eq!(
        harness.state().shown_position(),
        *harness.state().game().position()
    );
}

#[test]
fn the_board_turns_with_the_side_played_and_a_flip_lasts_one_game() {
    let mut harness = window([1280.0, 820.0], settings(false));
    assert!(harness.state().white_at_bottom());
    press(&mut harness, "Flip board");
    assert!(!harness.state().white_at_bottom());
    press(&mut harness, "New game as White");
    assert!(
        harness.state().white_at_bottom(),
        "a new game does not keep the flip"
    );
    // The computer opens: wait for its search before letting the window settle.
    harness.get_by_label("New game as Black").click();
    harness.step();
    harness.state_mut().wait_for_computer();
    harness.run();
    assert!(!harness.state().white_at_bottom(), "Black plays from the bottom");
}

#[test]
fn a_search_of_a_position_taken_back_says_so_and_a_load_can_be_undone() {
    let mut harness = window([1280.0, 820.0], settings(false));
    common::play_e4(&mut harness);
    assert!(
        harness
            .query_by_label("The board has moved on since this search.")
            .is_none()
    );
    press(&mut harness, "Take back");
    harness.get_by_label("The board has moved on since this search.");

    // Pasting a position replaces the game, and one click brings it back.
    press(&mut harness, "Redo");
    let before = harness.state().game().moves().to_vec();
    harness
        .state_mut()
        .apply(Command::LoadText("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1".to_owned()));
    harness.run();
    assert_ne!(harness.state().game().moves(), &before[..]);
    press(&mut harness, "Bring back the previous game");
    assert_eq!(harness.state().game().moves(), &before[..]);

    // A new game started by mistake comes back the same way.
    press(&mut harness, "New game as White");
    assert!(harness.state().game().moves().is_empty());
    press(&mut harness, "Bring back the previous game");
    assert_eq!(harness.state().game().moves(), &before[..]);
    // The offer goes with its notice: after a move of the person's it is no longer there.
    press(&mut harness, "Take back");
    assert!(harness.query_by_label("Bring back the previous game").is_none());
}

#[test]
fn the_practice_screens_keep_every_labelled_widget_in_the_window() {
    for size in SIZES {
        for projector in [false, true] {
            let what = |screen: &str| format!("{screen}, projector {projector}");
            let mut harness = window(size, settings(projector));
            harness.state_mut().apply(Command::TogglePractice);
            harness.run();
            // The largest tree practice makes (20 leaves) is the widest sheet there is.
            harness.get_by_label("Tree number:").focus();
            harness.step();
            harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
            harness.get_by_label("Tree number:").type_text(WIDEST_TREE);
            harness.run();
            press(&mut harness, "Open");
            let leaves = harness
                .state()
                .practice()
                .exercise()
                .nodes
                .iter()
                .filter(|node| node.leaf_value.is_some())
                .count();
            assert_eq!(leaves, 20, "tree {WIDEST_TREE} has the most leaves");
            assert_nothing_outside(&harness, size, &what("a minimax sheet"));
            // Checked, the mistakes are listed under the score (a list that scrolls): the score and
            // every box of the sheet stay in the window.
            press(&mut harness, "Check");
            let window = Rect::from_min_size(egui::Pos2::ZERO, size.into());
            let score = harness.get_by_label_contains(" right").rect();
            assert!(
                inside(window, score),
                "{}: the score at {score:?}",
                what("checked")
            );
            for node in harness.query_all_by_label_contains("Value of ") {
                assert!(
                    inside(window, node.rect()),
                    "{}: a box at {:?}",
                    what("checked"),
                    node.rect()
                );
            }
            for tab in ["Alpha-beta", "Predict", "Build a tree"] {
                press(&mut harness, tab);
                assert_nothing_outside(&harness, size, &what(tab));
            }
            harness.state_mut().apply(Command::ToggleHandouts);
            harness.run();
            harness.get_by_label("Write files");
            assert_nothing_outside(&harness, size, &what("the handouts window"));
        }
    }
}

/// A tree number whose tree has 20 leaves, the most practice makes.
const WIDEST_TREE: &str = "8";

#[test]
fn the_techniques_screens_keep_every_labelled_widget_in_the_window() {
    let all = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Iterative)
        .with(Technique::Transpositions);
    for size in [[1024.0, 700.0], [1280.0, 820.0], [1600.0, 1000.0]] {
        for projector in [false, true] {
            let what = |screen: &str| format!("{screen}, projector {projector}");
            let mut harness = window(
                size,
                Settings {
                    projector,
                    // Four plies: the table holds positions with depth left, so a transposition
                    // needs a ply below it.
                    depth: 4,
                    algorithm: Algorithm::Ordered,
                    techniques: all,
                    ..Settings::default()
                },
            );
            // The algorithm's menu, open, with its switches.
            press(&mut harness, "Algorithm: Ordered alpha-beta + 3 techniques");
            harness.get_by_label("Transposition table");
            assert_nothing_outside(&harness, size, &what("the algorithm's menu"));
            press(&mut harness, "Algorithm: Ordered alpha-beta + 3 techniques");

            // 1. e4 d5 2. Nc3: captures at the horizon, so quiescence goes on beyond it.
            let Ok(game) = pgn::read("1. e4 d5 2. Nc3").map(|read| read.game) else {
                panic!("the test's PGN loads")
            };
            harness.state_mut().load_game(game);
            harness.state_mut().apply(Command::ThinkHere);
            harness.state_mut().wait_for_computer();
            harness.run();
            let Some(tree) = harness.state().last_search().map(std::sync::Arc::clone) else {
                panic!("a search")
            };
            assert!(tree.levels().len() > tree.depth(), "quiescence levels");
            assert_eq!(tree.iterations().len(), 3);
            harness.state_mut().apply(Command::Step(StepperCommand::ToEnd));
            harness.run();
            harness.get_by_label("Iteration 1");
            assert_nothing_outside(&harness, size, &what("an iterative deepening search"));

            // A quiescence level's table, and a transposition focused in the tree and the table.
            // In a short panel the tab leaves the count to the table's header.
            show_tab(&mut harness, &format!("Level {}", tree.depth()));
            harness.get_by_label_contains("(quiescence: captures, promotions and check evasions only)");
            assert_nothing_outside(&harness, size, &what("a quiescence level"));
            let transposition = (0..tree.depth()).find_map(|level| {
                (0..tree.levels()[level].nodes.len() as u32)
                    .map(|index| NodeId::new(level, index))
                    .find(|&id| tree.transposition_source(id).is_some())
            });
            let Some(transposition) = transposition else {
                panic!("a transposition in the tree")
            };
            harness.state_mut().apply(Command::FocusNode(Some(transposition)));
            harness.run();
            assert_nothing_outside(&harness, size, &what("a transposition focused"));

            // The iterations' table, and an earlier iteration replayed.
            show_tab(&mut harness, "Iterations");
            harness.get_by_label_contains("The last iteration is");
            assert_nothing_outside(&harness, size, &what("the iterations' table"));
            press(&mut harness, "Iteration 2");
            harness.get_by_label_contains("The last iteration is");
            assert_eq!(
                harness
                    .state()
                    .thinking()
                    .stepper()
                    .map(|stepper| stepper.tree().depth()),
                Some(2)
            );
            assert_nothing_outside(&harness, size, &what("iteration 2"));
        }
    }
}
