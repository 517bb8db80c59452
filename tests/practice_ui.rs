//! The practice column, driven through the window with egui_kittest as a student and a teacher
//! would: solving a minimax sheet by typing, one mistake marked, an alpha-beta sheet with its
//! pruned moves clicked, Predict on a built-in position, the tree builder saving a lesson, and
//! handouts written from the window.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::course::lesson::{Subject, load_dir};
use klados::course::practice::{Exercise, Mark};
use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::search_abstract;
use klados::ui::KladosApp;
use klados::ui::settings::Settings;

fn window() -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(|cc| KladosApp::with_settings(&cc.egui_ctx, Settings::default()));
    // The lessons folder loads in the background at start; let it finish first, so that it
    // cannot change the window between a click and the next (it made a popup's item vanish
    // once, on a loaded machine).
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
}

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Replaces the text of the field labelled `label` with `text`.
fn type_into(harness: &mut Harness<'_, KladosApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

fn exercise(harness: &Harness<'_, KladosApp>) -> Exercise {
    harness.state().practice().exercise().clone()
}

/// Types the solution into every inner node, `change` deciding what is typed at each.
fn fill_in(harness: &mut Harness<'_, KladosApp>, change: impl Fn(&str, i32) -> i32) {
    let exercise = exercise(harness);
    let solution = exercise.solution();
    for (index, node) in exercise.nodes.iter().enumerate() {
        if let (None, Some(value)) = (node.leaf_value, solution.values[index]) {
            let typed = change(&node.label, value);
            type_into(harness, &format!("Value of {}", node.label), &typed.to_string());
        }
    }
}

#[test]
fn a_student_solves_a_minimax_tree_by_typing_and_sees_a_full_score() {
    let mut harness = window();
    click(&mut harness, "Practice");
    assert!(harness.state().practice().open);
    fill_in(&mut harness, |_, value| value);
    click(&mut harness, "Check");
    let marking = harness.state().practice().marking().cloned();
    let Some(marking) = marking else {
        panic!("Check marks the sheet");
    };
    let inner = exercise(&harness)
        .nodes
        .iter()
        .filter(|node| node.leaf_value.is_none())
        .count();
    assert_eq!(marking.out_of, inner, "one verdict per inner node");
    assert_eq!(marking.right, marking.out_of, "{marking:?}");
    harness.get_by_label_contains("Well done");
}

#[test]
fn one_mistake_is_marked_wrong_and_explained() {
    let mut harness = window();
    click(&mut harness, "Practice");
    // The root's value one too high: one mistake.
    fill_in(
        &mut harness,
        |label, value| if label == "root" { value + 1 } else { value },
    );
    click(&mut harness, "Check");
    let Some(marking) = harness.state().practice().marking().cloned() else {
        panic!("Check marks the sheet");
    };
    assert_eq!(marking.right + 1, marking.out_of, "{marking:?}");
    let wrong: Vec<_> = marking
        .verdicts
        .iter()
        .filter_map(|verdict| match &verdict.mark {
            Mark::Wrong(why) => Some((verdict.node, why.clone())),
            Mark::Right => None,
        })
        .collect();
    assert_eq!(wrong.len(), 1);
    assert_eq!(wrong[0].0, 0, "the root is the node marked wrong");
    assert!(
        wrong[0].1.contains("MAX"),
        "the explanation names the rule: {}",
        wrong[0].1
    );
    // The explanation is on screen, and the score is not full.
    harness.get_by_label_contains(&wrong[0].1);
    assert!(harness.query_by_label_contains("Well done").is_none());
}

#[test]
fn the_same_tree_number_gives_the_same_tree_and_alpha_beta_marks_prunes_by_clicking() {
    let mut harness = window();
    click(&mut harness, "Practice");
    type_into(&mut harness, "Tree number:", "4242");
    click(&mut harness, "Open");
    let minimax_tree = exercise(&harness).moves();
    click(&mut harness, "Alpha-beta");
    let alpha_beta = exercise(&harness);
    assert_eq!(
        alpha_beta.moves(),
        minimax_tree,
        "a tree number is one tree in both exercises"
    );

    // Click the scissors of every move at the top of a pruned subtree, then type the values.
    let solution = alpha_beta.solution();
    for (index, node) in alpha_beta.nodes.iter().enumerate() {
        if solution.pruned[index] {
            click(
                &mut harness,
                &klados::shell::i18n::tr_args("sheet-pruned", &[("node", node.label.as_str().into())]),
            );
        }
    }
    for (index, node) in alpha_beta.nodes.iter().enumerate() {
        if let (None, Some(value)) = (node.leaf_value, solution.values[index]) {
            type_into(
                &mut harness,
                &format!("Value of {}", node.label),
                &value.to_string(),
            );
        }
    }
    click(&mut harness, "Check");
    let Some(marking) = harness.state().practice().marking().cloned() else {
        panic!("Check marks the sheet");
    };
    assert!(
        solution.pruned.iter().any(|&pruned| pruned),
        "the tree prunes something"
    );
    assert_eq!(marking.right, marking.out_of, "{marking:?}");

    // Show me replays the real alpha-beta search of the same tree.
    click(&mut harness, "Show me");
    let shown = harness
        .state()
        .thinking()
        .stepper()
        .map(|stepper| stepper.tree().root_value());
    let real = search_abstract(&minimax_tree, klados::engine::settings::Algorithm::AlphaBeta)
        .map(|searched| searched.tree.root_value())
        .ok();
    assert_eq!(shown, real);
    click(&mut harness, "Back to my answers");
    assert!(!harness.state().practice().showing);
}

#[test]
fn a_prune_mark_can_be_set_from_the_keyboard() {
    let mut harness = window();
    click(&mut harness, "Practice");
    click(&mut harness, "Alpha-beta");
    let node = exercise(&harness).nodes[1].label.clone();
    let label = format!("Pruned: {node}");
    harness.get_by_label(&label).focus();
    harness.run();
    harness.key_press(egui::Key::Space);
    harness.run();
    harness.get_by_label("Check").click();
    harness.run();
    // The mark is on the sheet: Check judges it (a first move is never pruned, so it is wrong).
    let marking = harness.state().practice().marking().cloned();
    let judged = marking.is_some_and(|marking| {
        marking
            .verdicts
            .iter()
            .any(|verdict| verdict.node == 1 && verdict.item == klados::course::practice::Item::Pruned)
    });
    assert!(judged, "Space on the focused ✂ marks {node} pruned");
}

#[test]
fn predict_the_computer_ranks_the_move_played_on_the_board() {
    let mut harness = window();
    click(&mut harness, "Practice");
    click(&mut harness, "Predict");
    harness.get_by_label("Position:").click();
    harness.run();
    click(&mut harness, "Mate in one (White to move)");
    click(&mut harness, "d1");
    click(&mut harness, "d8");
    assert!(
        harness.state().practice().predict.guess.is_some(),
        "the move on the board is the guess"
    );
    assert!(
        harness.state().game().moves().is_empty(),
        "the game itself is not played"
    );
    click(&mut harness, "Reveal");
    harness.state_mut().wait_for_prediction();
    harness.run();
    let lines = harness
        .state()
        .practice()
        .predict
        .revealed
        .as_ref()
        .map(|revealed| revealed.lines.clone())
        .unwrap_or_default();
    assert!(
        lines
            .iter()
            .any(|line| line.contains("Rd8#") && line.contains("right")),
        "{lines:?}"
    );
    assert!(
        harness.state().thinking().stepper().is_some(),
        "the search is in the thinking panel"
    );
}

#[test]
fn the_builder_saves_a_tree_as_a_lesson_that_loads_back() {
    let folder = std::env::temp_dir().join(format!("klados-builder-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap_or_default();
    let mut harness = window();
    click(&mut harness, "Practice");
    click(&mut harness, "Build a tree");
    let text = "[[1, [2, 3]], [4, 5], -6]";
    type_into(&mut harness, "Tree:", text);
    click(&mut harness, "Build");
    click(&mut harness, "Step through its search");
    let expected = parse_tree(text).unwrap_or_default();
    let real = search_abstract(&expected, klados::engine::settings::Algorithm::Minimax)
        .map(|searched| searched.tree.root_value());
    let shown = harness
        .state()
        .thinking()
        .stepper()
        .map(|stepper| stepper.tree().root_value());
    assert_eq!(shown, real.ok());
    click(&mut harness, "Back to editing");
    click(&mut harness, "Save as a lesson");
    type_into(&mut harness, "Title:", "Three moves");
    type_into(&mut harness, "In the folder:", &folder.display().to_string());
    click(&mut harness, "Save lesson");
    harness.get_by_label_contains("Saved as");
    let (lessons, problems) = load_dir(&folder);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(lessons.len(), 1);
    let Subject::Tree { children, .. } = &lessons[0].subject else {
        panic!("a tree lesson");
    };
    assert_eq!(children, &expected);
    assert_eq!(lessons[0].title, "Three moves");
    let _ = std::fs::remove_dir_all(&folder);
}

/// The values printed in a handout's boxes (the bold numbers), sorted.
fn printed_values(svg: &str) -> Vec<i32> {
    let mut values: Vec<i32> = svg
        .split("<text ")
        .filter(|element| {
            element.contains("font-weight=\"bold\"") && element.contains("text-anchor=\"middle\"")
        })
        .filter_map(|element| element.split('>').nth(1)?.split('<').next()?.trim().parse().ok())
        .collect();
    values.sort_unstable();
    values
}

#[test]
fn handouts_of_the_practice_tree_are_written_from_the_window() {
    let folder = std::env::temp_dir().join(format!("klados-handouts-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap_or_default();
    let mut harness = window();
    click(&mut harness, "Practice");
    click(&mut harness, "Alpha-beta");
    click(&mut harness, "Handouts");
    type_into(&mut harness, "In the folder:", &folder.display().to_string());
    type_into(&mut harness, "File names start with:", "sheet");
    // Before Check or Show me only the student copies can be written: the rest hold the answers.
    click(&mut harness, "Write files");
    // Every name carries the tree's number, so another tree's files never mix with these.
    let stem = format!("sheet-Alpha-beta-tree-{}", harness.state().practice().seed());
    let name = |end: &str| format!("{stem}-{end}");
    let exists = |end: &str| folder.join(name(end)).exists();
    assert!(exists("student.svg") && exists("student.png"));
    assert!(!exists("answer.svg") && !exists("answer.png") && !exists("nodes.csv"));

    click(&mut harness, "Show me");
    click(&mut harness, "Write files");
    // The student copies exist already: the window asks before replacing them.
    click(&mut harness, "Replace them");
    for end in [
        "answer.svg",
        "student.svg",
        "answer.png",
        "student.png",
        "nodes.csv",
    ] {
        let size = std::fs::metadata(folder.join(name(end)))
            .map(|meta| meta.len())
            .unwrap_or(0);
        assert!(size > 100, "{}: {size} bytes", name(end));
    }
    // The student copy of an alpha-beta tree prints every leaf's value, the pruned ones too, and
    // no other value: nothing shows what was pruned or what the inner nodes are worth.
    let student = std::fs::read_to_string(folder.join(name("student.svg"))).unwrap_or_default();
    let exercise = exercise(&harness);
    let mut leaves: Vec<i32> = exercise.nodes.iter().filter_map(|node| node.leaf_value).collect();
    leaves.sort_unstable();
    assert_eq!(printed_values(&student), leaves);
    for node in &exercise.nodes {
        assert!(
            student.contains(&format!(">{}<", node.label)),
            "{} is drawn",
            node.label
        );
    }
    let answer = std::fs::read_to_string(folder.join(name("answer.svg"))).unwrap_or_default();
    assert!(
        printed_values(&answer).len() > leaves.len(),
        "the answer copy has the inner values"
    );
    // The answer copy lays over the student's sheet: the same page, every box in its place.
    let head = |svg: &str| svg.lines().nth(1).unwrap_or_default().to_owned();
    assert_eq!(head(&answer), head(&student), "the same width and height");
    let boxes = |svg: &str| -> Vec<String> {
        svg.split("<rect ")
            .skip(1)
            .filter(|element| element.contains("height=\"40\""))
            .filter_map(|element| element.split(" fill=").next().map(str::to_owned))
            .collect()
    };
    assert_eq!(boxes(&answer), boxes(&student));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_thinking_panel_is_hidden_while_a_sheet_is_worked_on() {
    let mut harness = window();
    // A search of the game first: the thinking panel has a stepper.
    harness.state_mut().apply(klados::ui::command::Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    assert!(
        harness.query_by_label("Step ▶").is_some(),
        "the game's search is on screen"
    );
    harness.key_press(egui::Key::E);
    harness.run();
    assert!(harness.state().practice().open, "E opens the practice column");
    // The panel would show answers beside the sheet: it is gone until Show me.
    assert!(harness.query_by_label("Step ▶").is_none());
    click(&mut harness, "Show me");
    assert!(
        harness.query_by_label("Step ▶").is_some(),
        "Show me replays the search"
    );
    click(&mut harness, "Back to my answers");
    harness.key_press(egui::Key::E);
    harness.run();
    assert!(!harness.state().practice().open);
    let game_tree = harness.state().last_search().map(|tree| tree.node_count());
    let shown = harness
        .state()
        .thinking()
        .stepper()
        .map(|stepper| stepper.tree().node_count());
    assert_eq!(shown, game_tree, "the game's search comes back to the panel");
}

/// The widest sheet (20 leaves) at 1024×700 on a projector: its bottom row is staggered, so the
/// leaves' values are drawn large enough for the back row, and no two boxes overlap.
#[test]
fn the_widest_minimax_sheet_stays_readable_in_a_small_projector_window() {
    let settings = Settings {
        projector: true,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([1024.0, 700.0])
        .build_eframe(|cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
        .state_mut()
        .apply(klados::ui::command::Command::TogglePractice);
    harness.run();
    type_into(&mut harness, "Tree number:", "8");
    click(&mut harness, "Open");
    let leaves: Vec<egui::Rect> = harness
        .query_all_by_label_contains("Node ")
        .map(|node| node.rect())
        .collect();
    assert_eq!(leaves.len(), 20, "tree 8 has 20 leaves");
    // A box is 2.9 times the sheet's text high, and a value 1.3 times that text.
    let value_size = leaves[0].height() / 2.9 * 1.3;
    println!("leaf value text: {value_size:.1} px");
    assert!(value_size >= 20.0, "values drawn at {value_size:.1} px");
    for (index, a) in leaves.iter().enumerate() {
        for b in &leaves[index + 1..] {
            assert!(!a.intersects(*b), "{a:?} overlaps {b:?}");
        }
    }
    // Staggered: the second leaf lies lower than the first.
    assert!(leaves[1].top() > leaves[0].bottom());
}
