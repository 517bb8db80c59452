//! A search tree opened from a file in the window, driven with egui_kittest: it replays like
//! Klados's own search and the board follows it, while the game waits and comes back as it
//! was; a bad file is one message and changes nothing else; "Compare with Klados's search"
//! marks the node that differs and steps the replay to it.
//!
//! The trees are the ones a student's program wrote (`tests/data/recorded-*.json`), some with a
//! mistake put in. What is right is worked out by the core (`grade`, the replay), never written
//! out here: these tests check that the window opens, shows and goes where the core says.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::chess::pgn;
use klados::course::grade::Kind;
use klados::engine::tree::NodeId;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::opened_tree::panel::{close_button, compare_button};
use klados::ui::settings::Settings;
use klados::ui::thinking::step_showing;
use serde_json::Value;

mod common;

/// A window of `size` whose computer looks one ply ahead, with a game of two moves on its board.
fn window_with_game(size: [f32; 2]) -> Harness<'static, KladosApp> {
    let settings = Settings {
        depth: 1,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    let game = pgn::read("1. d4 d5").map(|read| read.game).unwrap_or_default();
    assert_eq!(game.moves().len(), 2, "the test's game loads");
    harness.state_mut().load_game(game);
    harness.run();
    harness
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// A file in the temporary folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn with(name: &str, text: &str) -> TempFile {
        // Tests run in parallel: each file gets a number of its own.
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let folder = std::env::temp_dir().join(format!("klados-opened-{}-{number}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap_or_else(|e| panic!("{e}"));
        let path = folder.join(name);
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(self.0.parent().unwrap_or(&self.0));
    }
}

/// The recorded alpha-beta tree of [[3, 12, 8], [2, 4, 6], [14, 5, 2]], changed by `change`.
fn changed_alphabeta(change: impl FnOnce(&mut Value)) -> String {
    let text = std::fs::read_to_string(data("recorded-alphabeta.json")).unwrap_or_else(|e| panic!("{e}"));
    let mut document: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    change(&mut document);
    document.to_string()
}

/// Opens a tree file through the command the menu, a drop and the command line give, and waits
/// for it to be read.
fn open(harness: &mut Harness<'_, KladosApp>, path: &Path) {
    harness
        .state_mut()
        .apply(Command::OpenTreeFile(path.to_path_buf()));
    harness.state_mut().wait_for_tree_file();
    harness.run();
}

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Clicks "Compare with Klados's search" and waits for the comparison (a frame takes the click;
/// the spinner would keep the window drawing meanwhile).
fn compare(harness: &mut Harness<'_, KladosApp>) {
    harness.get_by_label(&compare_button()).click();
    harness.step();
    harness.state_mut().wait_for_comparison();
    harness.run();
}

/// Checks that the window names the opened file (beside the board, and over the replay).
fn named(harness: &Harness<'_, KladosApp>, file: &str) {
    let label = format!("Opened: {file}");
    assert!(harness.query_all_by_label(&label).count() >= 1, "{label}");
}

fn shown_tree(harness: &Harness<'_, KladosApp>) -> Arc<klados::engine::tree::SearchTree> {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no tree shown");
    };
    Arc::clone(stepper.tree())
}

fn step(harness: &Harness<'_, KladosApp>) -> usize {
    harness
        .state()
        .thinking()
        .stepper()
        .map_or(usize::MAX, |stepper| stepper.step())
}

#[test]
fn a_chess_tree_replays_with_the_board_following_and_the_game_comes_back() {
    let mut harness = window_with_game([1280.0, 820.0]);
    let game_position = harness.state().shown_position();
    open(&mut harness, &data("recorded-chess.json"));

    // It is named, and not taken for the computer's search.
    named(&harness, "recorded-chess.json");
    let tree = shown_tree(&harness);
    let sizes: Vec<usize> = tree.levels().iter().map(|level| level.nodes.len()).collect();
    assert_eq!(
        sizes,
        [20, 400],
        "python-chess's 20 moves and 400 replies, as recorded"
    );
    // The board shows the tree's root, not the game.
    assert_eq!(
        harness.state().shown_position(),
        tree.chess_root().unwrap().clone()
    );
    assert_ne!(harness.state().shown_position(), game_position);

    // Depth first, each step enters a node and the board shows its position.
    click(&mut harness, "Depth first");
    click(&mut harness, "Step ▶");
    let Some(entered) = harness
        .state()
        .thinking()
        .stepper()
        .and_then(|stepper| stepper.replay().position_node(stepper.step()))
    else {
        panic!("the first step enters a node");
    };
    assert_eq!(entered, NodeId::new(0, 0));
    assert_eq!(
        harness.state().shown_position(),
        tree.position_of(entered).unwrap()
    );
    click(&mut harness, "Step ▶");
    let Some(deeper) = harness
        .state()
        .thinking()
        .stepper()
        .and_then(|stepper| stepper.replay().position_node(stepper.step()))
    else {
        panic!("the second step enters a node");
    };
    assert_eq!(deeper.level, 1, "a reply to the first move");
    assert_eq!(
        harness.state().shown_position(),
        tree.position_of(deeper).unwrap()
    );

    // Closing the tree brings the game back as it was.
    click(&mut harness, &close_button());
    assert!(harness.state().thinking().opened().is_none());
    assert_eq!(harness.state().shown_position(), game_position);
    assert_eq!(harness.state().game().san_moves(), ["d4", "d5"]);
}

#[test]
fn going_on_with_the_game_closes_the_tree_first() {
    let mut harness = window_with_game([1280.0, 820.0]);
    open(&mut harness, &data("recorded-chess.json"));
    assert!(harness.state().thinking().opened().is_some());
    // Ctrl+Z takes back the person's move: the game comes back, then the move is taken back.
    harness.state_mut().apply(Command::TakeBack);
    harness.run();
    assert!(harness.state().thinking().opened().is_none());
    assert!(harness.state().game().moves().is_empty(), "1. d4 d5 taken back");
}

#[test]
fn a_bad_file_is_one_message_and_the_window_keeps_what_it_showed() {
    let mut harness = window_with_game([1280.0, 820.0]);
    open(&mut harness, &data("recorded-chess.json"));
    click(&mut harness, "Step ▶");
    let tree = shown_tree(&harness);
    let step_before = step(&harness);

    // Node 3 of level 1 names a parent level 0 does not have.
    let bad = TempFile::with(
        "student.json",
        &changed_alphabeta(|document| document["levels"][1]["nodes"][2]["parent"] = Value::from(9)),
    );
    open(&mut harness, &bad.0);
    let Some(notice) = harness.state().notice().cloned() else {
        panic!("a bad file is told");
    };
    assert!(notice.is_problem);
    assert!(notice.text.contains("student.json"), "{}", notice.text);
    assert!(notice.text.contains("level 1, node 3"), "{}", notice.text);
    harness.get_by_label(&notice.text);
    // What was shown stays: the same tree, at the same step.
    assert!(Arc::ptr_eq(&shown_tree(&harness), &tree));
    assert_eq!(step(&harness), step_before);
    named(&harness, "recorded-chess.json");

    // Without a tree open, a file that is not JSON is told beside the board; the game stays.
    click(&mut harness, &close_button());
    let not_json = TempFile::with("notes.json", "these are my notes, not a tree");
    open(&mut harness, &not_json.0);
    let Some(notice) = harness.state().notice().cloned() else {
        panic!("a file that is not JSON is told");
    };
    assert!(
        notice.text.contains("notes.json: line 1, column "),
        "{}",
        notice.text
    );
    harness.get_by_label(&notice.text);
    assert!(harness.state().thinking().opened().is_none());
    assert_eq!(harness.state().game().san_moves(), ["d4", "d5"]);
}

#[test]
fn compare_marks_the_node_that_differs_and_steps_to_it() {
    // B backed up as 4: its only searched child, B1, is worth 2.
    let student = TempFile::with(
        "b-is-four.json",
        &changed_alphabeta(|document| document["levels"][0]["nodes"][1]["value"] = Value::from(4)),
    );
    let mut harness = window_with_game([1280.0, 820.0]);
    open(&mut harness, &student.0);
    let b = NodeId::new(0, 1);
    let Some(opened) = harness.state().thinking().opened() else {
        panic!("the tree is opened");
    };
    // Before any comparison, its own children already say B is wrong.
    assert_eq!(
        opened.marks().of(Some(b)).first().map(|mark| mark.kind),
        Some(Kind::Backup)
    );
    harness.get_by_label_contains("1 value does not back up");

    compare(&mut harness);
    let Some(opened) = harness.state().thinking().opened() else {
        panic!("the tree is still opened");
    };
    let Some(Ok(graded)) = opened.graded() else {
        panic!(
            "the comparison came: {:?}",
            opened.graded().map(|graded| graded.as_ref().err())
        );
    };
    assert_eq!(graded.differences.len(), 1, "{:?}", graded.differences);
    let reason = graded.differences[0].reason.english.clone();
    assert!(reason.starts_with("B: MIN takes the smallest"), "{reason}");
    assert_eq!(
        opened.marks().of(Some(b)).first().map(|mark| mark.kind),
        Some(Kind::Backup)
    );
    harness.get_by_label_contains(&format!("Score {}/100", graded.score));

    // The replay is at the step that shows B's value going up, and B is focused.
    assert_eq!(harness.state().thinking().focus(), Some(b));
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("the tree is replayed");
    };
    assert_eq!(stepper.step(), step_showing(stepper.replay(), Some(b)));
    assert_eq!(stepper.node_view(b).value, Some(4), "B shows the student's value");
    // The reason is in the list of differences, on B in the tree view and in B's row.
    harness.get_by_label_contains(&format!("✗ 1. level 0, node 2 (B): {reason}"));
    let marked = harness.query_all_by_label(&format!("✗ {reason}")).count();
    assert!(
        marked >= 2,
        "the tree's disc and the table's row say why: {marked}"
    );
}

#[test]
fn a_tic_tac_toe_tree_is_marked_and_compared_like_a_chess_tree() {
    // The tic-tac-toe recipe's tree (a win +1 for x, −1 for o), with a win for x written as −1.
    let text = std::fs::read_to_string(data("recorded-tictactoe.json")).unwrap_or_else(|e| panic!("{e}"));
    let mut document: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    let index = document["levels"][1]["nodes"]
        .as_array()
        .and_then(|nodes| nodes.iter().position(|row| row["status"] == "checkmate"))
        .unwrap_or_else(|| panic!("a win for x at level 1"));
    assert_eq!(document["levels"][1]["nodes"][index]["value"], 1);
    document["levels"][1]["nodes"][index]["value"] = Value::from(-1);
    let student = TempFile::with("tictactoe.json", &document.to_string());
    let mut harness = window_with_game([1280.0, 820.0]);
    open(&mut harness, &student.0);
    let won = NodeId::new(1, index as u32);
    let Some(opened) = harness.state().thinking().opened() else {
        panic!("the tree is opened");
    };
    // Opening marks the win on the wrong side; comparing counts it, and more.
    assert_eq!(
        opened.marks().of(Some(won)).first().map(|mark| mark.kind),
        Some(Kind::Ending)
    );
    compare(&mut harness);
    let Some(Ok(graded)) = harness
        .state()
        .thinking()
        .opened()
        .and_then(|opened| opened.graded())
        .cloned()
    else {
        panic!("the comparison came");
    };
    assert!(graded.score < 100, "{graded:?}");
    assert!(
        graded
            .differences
            .iter()
            .any(|difference| difference.kind == Kind::Ending
                && difference.place.level == Some(1)
                && difference.place.n == Some(index + 1)
                && difference.reason.english.contains("wins for MAX (x)")),
        "{:?}",
        graded.differences
    );
    harness.get_by_label_contains(&format!("Score {}/100", graded.score));
}

#[test]
fn what_opening_marks_the_comparison_counts_one_verdict() {
    // B = 1, below its only searched child B1 = 2: no bound alpha-beta returns. Opening the file
    // marks it; comparing counts it, and the score says the trees differ.
    let student = TempFile::with(
        "b-is-one.json",
        &changed_alphabeta(|document| document["levels"][0]["nodes"][1]["value"] = Value::from(1)),
    );
    let mut harness = window_with_game([1280.0, 820.0]);
    open(&mut harness, &student.0);
    let b = NodeId::new(0, 1);
    let Some(opened) = harness.state().thinking().opened() else {
        panic!("the tree is opened");
    };
    let marked: Vec<String> = opened
        .unbacked()
        .iter()
        .map(|difference| difference.reason.english.clone())
        .collect();
    assert_eq!(marked.len(), 1, "{marked:?}");
    assert_eq!(
        opened.marks().of(Some(b)).first().map(|mark| mark.kind),
        Some(Kind::Backup)
    );
    compare(&mut harness);
    let Some(Ok(graded)) = harness
        .state()
        .thinking()
        .opened()
        .and_then(|opened| opened.graded())
        .cloned()
    else {
        panic!("the comparison came");
    };
    assert!(graded.score < 100, "{graded:?}");
    for reason in &marked {
        assert!(
            graded
                .differences
                .iter()
                .any(|difference| &difference.reason.english == reason),
            "{reason} is counted: {:?}",
            graded.differences
        );
    }
    assert!(harness.query_by_label_contains("the trees agree").is_none());
    harness.get_by_label_contains(&format!("Score {}/100", graded.score));
}

#[test]
fn a_difference_clicked_goes_to_its_node_and_a_missing_move_to_where_it_is_missing() {
    // Four mistakes: B backed up wrongly, A2 a wrong leaf, B2 searched, C3 missing (so C is 5,
    // the smallest of the two searched, which follows from the missing move).
    let student = TempFile::with(
        "four-mistakes.json",
        &changed_alphabeta(|document| {
            document["levels"][0]["nodes"][1]["value"] = Value::from(4);
            document["levels"][0]["nodes"][2]["value"] = Value::from(5);
            document["levels"][1]["nodes"][1]["value"] = Value::from(13);
            document["levels"][1]["nodes"][4]["status"] = Value::from("searched");
            document["levels"][1]["nodes"][4]["value"] = Value::from(4);
            if let Some(nodes) = document["levels"][1]["nodes"].as_array_mut() {
                nodes.remove(8);
            }
        }),
    );
    let mut harness = window_with_game([1280.0, 820.0]);
    open(&mut harness, &student.0);
    compare(&mut harness);
    let kinds: Vec<Kind> = harness
        .state()
        .thinking()
        .opened()
        .and_then(|opened| opened.graded())
        .and_then(|graded| graded.as_ref().ok())
        .map(|graded| {
            graded
                .differences
                .iter()
                .map(|difference| difference.kind)
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        kinds,
        [
            Kind::Backup,
            Kind::Leaf,
            Kind::SearchedTooMuch,
            Kind::Missing,
            Kind::Follows
        ]
    );

    // The leaf: A2 focused, at its step.
    harness.get_by_label_contains("✗ 2. level 1, node 2 (A2)").click();
    harness.run();
    let a2 = NodeId::new(1, 1);
    assert_eq!(harness.state().thinking().focus(), Some(a2));
    // The missing move is listed under the node it is missing from, and goes there.
    harness
        .get_by_label_contains("! 4. level 1, missing under level 0, node 3 (C)")
        .click();
    harness.run();
    assert_eq!(harness.state().thinking().focus(), Some(NodeId::new(0, 2)));
}

#[test]
fn a_file_dropped_on_the_window_opens() {
    #[derive(Debug)]
    struct Dropped(PathBuf);
    impl egui::DroppedFile for Dropped {
        fn path(&self) -> &Path {
            &self.0
        }
        fn bytes(&self) -> Result<Vec<u8>, String> {
            std::fs::read(&self.0).map_err(|e| e.to_string())
        }
    }
    let mut harness = window_with_game([1280.0, 820.0]);
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(data("recorded-alphabeta.json"))));
    harness.step();
    harness.state_mut().wait_for_tree_file();
    harness.run();
    named(&harness, "recorded-alphabeta.json");
    assert!(shown_tree(&harness).game().labels().is_some());
}

#[test]
fn a_path_typed_in_the_fen_and_pgn_window_opens_a_tree() {
    // Where the desktop has no file dialog, a path typed in opens a tree as it opens a game.
    let mut harness = window_with_game([1280.0, 820.0]);
    harness.state_mut().apply(Command::ToggleExchange);
    harness.run();
    harness.get_by_label("Or type the file's path:").click();
    harness.run();
    harness
        .get_by_label("Or type the file's path:")
        .type_text(&data("recorded-chess.json").display().to_string());
    harness.run();
    click(&mut harness, "Open this file");
    harness.state_mut().wait_for_tree_file();
    harness.run();
    named(&harness, "recorded-chess.json");
}

#[test]
fn an_abstract_tree_fits_a_small_projector_with_its_first_difference_in_view() {
    let student = TempFile::with(
        "b-is-four.json",
        &changed_alphabeta(|document| document["levels"][0]["nodes"][1]["value"] = Value::from(4)),
    );
    let mut harness = common::projector_window();
    open(&mut harness, &student.0);
    compare(&mut harness);
    // The first difference's row, B in the tree view, and B's mark are in the window.
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 700.0));
    let row = harness.get_by_label_contains("✗ 1. level 0, node 2 (B)");
    assert!(window.contains_rect(row.rect()), "{:?}", row.rect());
    let b = harness.get_by_label_contains("B (level 0, node 2): 4");
    assert!(window.contains_rect(b.rect()), "{:?}", b.rect());
    let reason = harness
        .state()
        .thinking()
        .opened()
        .map(|opened| opened.marks().reasons(Some(NodeId::new(0, 1))))
        .unwrap_or_default();
    assert!(reason.starts_with("✗ B: MIN takes"), "{reason}");
    let marks_in_view = harness
        .query_all_by_label(&reason)
        .filter(|mark| window.contains_rect(mark.rect()))
        .count();
    assert!(marks_in_view >= 1, "B's mark is in view");
}
