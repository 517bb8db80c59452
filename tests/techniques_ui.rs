//! The techniques beside the algorithm, driven through the window with egui_kittest: the
//! switches in the algorithm's menu and what they save, quiescence levels said as such, a
//! transposition that leads to the node that searched its position, and the chooser of an
//! iterative-deepening search's iterations.

use klados::engine::settings::Technique;
use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::{Queryable, by};
use klados::chess::pgn;
use klados::engine::settings::{Algorithm, Techniques};
use klados::engine::tree::{NodeId, SearchTree, Status};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::saved_state::read_settings;
use klados::ui::settings::{Settings, Side};
use klados::ui::stepper::StepperCommand;
use klados::ui::tree_view::drawing_label;

fn window(size: [f32; 2], settings: Settings) -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().wait_for_computer();
    harness.run();
    harness
}

/// The computer opens the game from the start position with these settings (the person plays
/// Black), and the panel shows its search.
fn computer_opens(depth: usize, techniques: Techniques) -> Harness<'static, KladosApp> {
    window(
        [1600.0, 1000.0],
        Settings {
            depth,
            algorithm: Algorithm::Minimax,
            techniques,
            human_side: Side::Black,
            ..Settings::default()
        },
    )
}

fn press(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn shown_tree(harness: &Harness<'_, KladosApp>) -> Arc<SearchTree> {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    Arc::clone(stepper.tree())
}

/// The first transposition of the tree and the node that searched its position.
fn first_transposition(tree: &SearchTree) -> (NodeId, NodeId) {
    for (level, nodes) in tree.levels().iter().enumerate() {
        for index in 0..nodes.nodes.len() as u32 {
            let id = NodeId::new(level, index);
            if let Some(source) = tree.transposition_source(id) {
                return (id, source);
            }
        }
    }
    panic!("the tree has no transposition")
}

#[test]
fn quiescence_switched_on_in_the_menu_gives_the_next_search_levels_said_to_be_quiescence() {
    let mut harness = window(
        [1280.0, 820.0],
        Settings {
            depth: 1,
            ..Settings::default()
        },
    );
    // 1. e4 d5: White may take on d5, and Black take back beyond the depth.
    let Ok(game) = pgn::read("1. e4 d5").map(|read| read.game) else {
        panic!("the test's PGN loads")
    };
    harness.state_mut().load_game(game);
    harness.run();
    press(&mut harness, "Algorithm: Minimax");
    press(&mut harness, "Quiescence search");
    assert!(harness.state().settings().techniques.has(Technique::Quiescence));
    // The menu stays open for the next switch; the algorithm's button counts what is on.
    harness.get_by_label("Iterative deepening");
    harness.get_by_label("Algorithm: Minimax + 1 technique");

    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    let tree = shown_tree(&harness);
    assert_eq!(tree.depth(), 1);
    assert!(tree.levels().len() > 1, "quiescence levels beyond depth 1");
    assert!(tree.is_quiescence_level(1));
    harness.get_by_label_contains("Minimax with quiescence, depth 1");

    harness.get_by_label_contains("Level 1 ·").click();
    harness.run();
    harness
        .get_by_label_contains("NodesAnalysis1 (quiescence: captures, promotions and check evasions only)");
    harness
        .get_by_label_contains("Beyond depth 1: searched on only where a capture or a promotion is possible");
    // At the end the tree view draws the horizon where the depth ends. (The expected line may
    // stop at it: Nc3 is worth its static score, Black standing pat.)
    press(&mut harness, "End ⇥");
    assert!(
        tree.counts().quiescence > 0,
        "quiescence searched beyond the depth"
    );
    if harness.query_by_label(&drawing_label()).is_none() {
        press(&mut harness, "Tree");
    }
    harness.get_by_label("▼ beyond depth 1: quiescence");
}

#[test]
fn clicking_a_transposition_goes_to_the_node_that_searched_its_position() {
    // Four plies: the table holds positions with depth left, so a transposition needs a ply
    // below it.
    let mut harness = computer_opens(4, Techniques::NONE.with(Technique::Transpositions));
    let tree = shown_tree(&harness);
    let (transposition, source) = first_transposition(&tree);
    assert_eq!(
        tree.get(transposition).map(|node| node.status()),
        Some(Status::Transposition)
    );
    press(&mut harness, "End ⇥");

    // In the tree view: the transposition is drawn once it is focused, with its mark.
    harness.state_mut().apply(Command::FocusNode(Some(transposition)));
    harness.run();
    if harness.query_by_label(&drawing_label()).is_none() {
        press(&mut harness, "Tree");
    }
    let name = format!(
        "(level {}, node {})",
        transposition.level,
        transposition.index + 1
    );
    let source_name = format!(
        "a transposition of level {}, node {}",
        source.level,
        source.index + 1
    );
    let Some(node) = harness
        .query_all(by().role(egui::accesskit::Role::Button).predicate(|node| {
            node.label()
                .is_some_and(|label| label.contains(&name) && label.contains(&source_name))
        }))
        .next()
    else {
        panic!("the transposition {name} is not drawn")
    };
    node.click();
    harness.run();
    assert_eq!(harness.state().thinking().focus(), Some(source));

    // In the table: its row says which node searched it, and a click goes there.
    harness.state_mut().apply(Command::FocusNode(Some(transposition)));
    harness.run();
    let mark = format!("⇄ {}", source.index + 1);
    harness.get_by_label(&mark).click();
    harness.run();
    assert_eq!(harness.state().thinking().focus(), Some(source));
}

#[test]
fn the_iteration_chooser_replays_another_iteration() {
    let mut harness = computer_opens(3, Techniques::NONE.with(Technique::Iterative));
    let returned = shown_tree(&harness);
    assert_eq!(returned.iterations().len(), 2);
    assert_eq!(harness.state().thinking().shown_iteration(), Some(3));
    // The Iterations tab: a row per iteration and the total, then the last one's share.
    press(&mut harness, "Iterations");
    harness.get_by_label("all");
    let total: usize = returned
        .iterations()
        .iter()
        .map(|tree| tree.node_count())
        .sum::<usize>()
        + returned.node_count();
    harness.get_by_label(&klados::engine::words::group_thousands(total));
    harness.get_by_label_contains("The last iteration is");

    press(&mut harness, "Iteration 1");
    let shown = shown_tree(&harness);
    assert_eq!(shown.depth(), 1);
    assert!(Arc::ptr_eq(&shown, &returned.iterations()[0]));
    assert_eq!(harness.state().thinking().shown_iteration(), Some(1));
    // The stepper replays that iteration: at its end it chooses that iteration's move.
    harness.state_mut().apply(Command::Step(StepperCommand::ToEnd));
    harness.run();
    harness.get_by_label_contains(&format!("The root chooses {}", shown.san_of(shown.best())));

    press(&mut harness, "Iteration 3");
    assert_eq!(shown_tree(&harness).depth(), 3);
    assert!(Arc::ptr_eq(&shown_tree(&harness), &returned));
}

#[test]
fn the_switches_are_saved_in_the_settings_file() {
    let dir = std::env::temp_dir().join(format!("klados-techniques-{}", std::process::id()));
    let path = dir.join("settings.json");
    let mut harness = window([1280.0, 820.0], Settings::default());
    harness.state_mut().set_settings_file(path.clone());
    press(&mut harness, "Algorithm: Minimax");
    press(&mut harness, "Transposition table");
    press(&mut harness, "Iterative deepening");
    harness.state_mut().save_settings();
    let Some((saved, None)) = read_settings(&path) else {
        panic!("the settings read back without a notice")
    };
    assert_eq!(
        saved.techniques,
        Techniques::NONE
            .with(Technique::Iterative)
            .with(Technique::Transpositions)
    );
    assert_eq!(&saved, harness.state().settings());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_lesson_keeps_the_iterations_answers_back_until_the_end_of_its_replay() {
    use klados::course::lesson::Secrets;
    use klados::engine::replay::{Granularity, Order};
    use klados::engine::search::search;
    use klados::engine::settings::{SearchControl, SearchSettings};
    use klados::ui::thinking::{PanelContext, SearchNotes, ThinkingPanel};

    let settings =
        SearchSettings::new(3, Algorithm::Minimax).with(Techniques::NONE.with(Technique::Iterative));
    let Ok(tree) = search(&shakmaty::Chess::default(), &[], &settings, &SearchControl::new()) else {
        panic!("the search fits")
    };
    let tree = Arc::new(tree);
    let mut panel = ThinkingPanel::default();
    panel.show_lesson_tree(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    panel.set_secrets(Some(Secrets {
        asking: true,
        choice: true,
        ..Secrets::default()
    }));
    let mut harness = Harness::builder().with_size([1600.0, 1000.0]).build_ui_state(
        move |ui, (panel, fonts): &mut (ThinkingPanel, bool)| {
            // The first frame installs the window's fonts (its arrows are DejaVu's), as the app does.
            if !*fonts {
                klados::ui::theme::install_fonts(ui.ctx());
                *fonts = true;
                return;
            }
            let notes = SearchNotes {
                stale: None,
                fallback_from: None,
                current: settings,
                game_search: false,
                book: None,
            };
            let context = PanelContext {
                running: None,
                // Long after any step: no animation runs.
                now: 100.0,
                notes: &notes,
                board_follows: false,
                projector: false,
                compact: false,
                studying: None,
                code: Default::default(),
            };
            let _ = panel.header_ui(ui, &context);
            let _ = panel.views_ui(ui, &context, true, 1.25, None);
        },
        (panel, false),
    );
    harness.run();
    // A lesson's replay stays on its tree: no chooser. Its table keeps every choice back.
    assert!(harness.query_by_label("Iteration 1").is_none());
    harness.get_by_label("Iterations").click();
    harness.run();
    harness.get_by_label("all");
    let answers: Vec<String> = tree
        .iterations()
        .iter()
        .chain(std::iter::once(&tree))
        .map(|iteration| iteration.san_of(iteration.best()))
        .collect();
    for san in &answers {
        assert!(harness.query_all_by_label(san).next().is_none(), "{san} is shown");
    }
    assert!(harness.query_all_by_label("?").count() >= 2 * answers.len());

    // Answered, and at the end of the replay, the choices are shown.
    harness.state_mut().0.set_secrets(None);
    harness.state_mut().0.apply(StepperCommand::ToEnd, 0.0);
    harness.run();
    for san in &answers {
        assert!(
            harness.query_all_by_label(san).next().is_some(),
            "{san} is not shown"
        );
    }
}

/// The first node of the tree that killer moves tried early, not pruned after all.
fn first_killer(tree: &SearchTree) -> NodeId {
    for (level, nodes) in tree.levels().iter().enumerate() {
        for index in 0..nodes.nodes.len() as u32 {
            let id = NodeId::new(level, index);
            if let Some(node) = tree.get(id)
                && node.ordered_by() == Some(klados::engine::tree::OrderedBy::Killer)
                && node.status() != Status::Pruned
            {
                return id;
            }
        }
    }
    panic!("no move was tried early as a killer")
}

#[test]
fn a_killer_move_wears_its_badge_in_the_tree_view_and_the_replay_says_why_it_came_early() {
    use klados::engine::replay::Order;

    // The computer opens with alpha-beta and killer moves, three plies deep, on a projector's
    // window.
    let mut harness = window(
        [1024.0, 700.0],
        Settings {
            depth: 3,
            algorithm: Algorithm::AlphaBeta,
            techniques: Techniques::NONE.with(Technique::Killers),
            human_side: Side::Black,
            projector: true,
            ..Settings::default()
        },
    );
    let tree = shown_tree(&harness);
    let killer = first_killer(&tree);
    // Depth first, the stepper enters the killer's node.
    harness
        .state_mut()
        .apply(Command::Step(StepperCommand::SetOrder(Order::DepthFirst)));
    harness.state_mut().apply(Command::Step(StepperCommand::ToStart));
    let Some(entered) = harness
        .state()
        .thinking()
        .stepper()
        .and_then(|stepper| stepper.replay().entered_at(killer))
    else {
        panic!("the depth-first replay enters {killer:?}")
    };
    for _ in 0..entered {
        harness.state_mut().apply(Command::Step(StepperCommand::Forward));
    }
    harness.run();
    assert_eq!(
        harness.state().thinking().stepper().map(|stepper| stepper.step()),
        Some(entered)
    );

    // The narration says why the move came so early.
    let said = format!(
        "{} was tried early: it was a killer move at this ply",
        tree.san_of(killer)
    );
    harness.get_by_label_contains(&said);

    // The tree view draws the node with its badge, which says why when the pointer rests on it.
    if harness.query_by_label(&drawing_label()).is_none() {
        press(&mut harness, "Tree");
    }
    let name = format!("(level {}, node {})", killer.level, killer.index + 1);
    let drawn = harness
        .query_all(by().role(egui::accesskit::Role::Button).predicate(|node| {
            node.label().is_some_and(|label| {
                label.contains(&name) && label.contains(", tried early as a killer move")
            })
        }))
        .count();
    assert_eq!(drawn, 1, "the killer {name} is drawn, said to be one");
    assert!(
        harness
            .query_all_by_label_contains("Tried early as a killer move:")
            .count()
            >= 1,
        "the badge is drawn and told"
    );
    // The legend says what the badge means.
    harness.get_by_label_contains("K killer");
}
