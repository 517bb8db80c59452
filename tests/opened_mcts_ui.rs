//! Klados's own files opened in the window (issue 41): a Monte Carlo tree search's tree replays
//! in the MCTS view, Klados's own abstract tree compares with no problem given again, and a file
//! with a long string is one short message.

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::engine::fen::parse_fen;
use klados::engine::mcts::export::write_json;
use klados::engine::mcts::{MctsSettings, mcts_chess};
use klados::engine::settings::SearchControl;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::opened_tree::panel::compare_button;
use klados::ui::settings::Settings;

mod common;

/// A file in a folder of its own in the temporary folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn with(name: &str, bytes: &[u8]) -> TempFile {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let folder = std::env::temp_dir().join(format!("klados-opened-mcts-{}-{number}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap_or_else(|e| panic!("{e}"));
        let path = folder.join(name);
        std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{e}"));
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(self.0.parent().unwrap_or(&self.0));
    }
}

fn window() -> Harness<'static, KladosApp> {
    common::window(
        [1280.0, 820.0],
        Settings {
            depth: 1,
            ..Settings::default()
        },
    )
}

/// Opens a tree file as the menu, a drop and the command line do, and waits for it.
fn open(harness: &mut Harness<'_, KladosApp>, path: &Path) {
    harness
        .state_mut()
        .apply(Command::OpenTreeFile(path.to_path_buf()));
    harness.state_mut().wait_for_tree_file();
    harness.run();
}

/// What `klados ARGS` writes on its standard output.
fn klados_output(args: &[&str]) -> Vec<u8> {
    let output = Process::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

#[test]
fn klados_own_mcts_tree_of_a_position_replays_in_the_window() {
    let root = parse_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        .unwrap_or_else(|e| panic!("{e}"));
    let searched = mcts_chess(&root, &[], &MctsSettings::new(60, 7), &SearchControl::new())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut bytes = Vec::new();
    write_json(&searched, &mut bytes).unwrap_or_else(|e| panic!("{e}"));
    let file = TempFile::with("mcts.json", &bytes);

    let mut harness = window();
    open(&mut harness, &file.0);
    let app = harness.state();
    assert!(
        app.notice().is_none_or(|notice| !notice.is_problem),
        "{:?}",
        app.notice()
    );
    let Some(view) = app.mcts().view() else {
        panic!("no MCTS view: {:?}", app.notice());
    };
    // The tree replayed is the search the file was written from: every node, the log, the move.
    assert!(**view.tree() == searched, "another tree is shown");
    harness.get_by_label("Opened: mcts.json");
    // Beside the board, the file's root is named as the file's, not a lesson's.
    harness.get_by_label_contains("The file's root: White to move.");
    assert!(
        harness.query_by_label_contains("The lesson's position").is_none(),
        "the file's root is called a lesson's"
    );
    // Stepping replays it.
    if let Some(view) = harness.state_mut().mcts_mut().view_mut() {
        view.apply(klados::ui::mcts::ViewAction::First);
    }
    harness.run();
    assert_eq!(harness.state().mcts().view().map(|view| view.step()), Some(0));
}

#[test]
fn klados_own_mcts_tree_of_a_drawn_tree_replays_in_the_window() {
    let bytes = klados_output(&[
        "tree",
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        "--algorithm",
        "mcts",
        "--iterations",
        "25",
        "--seed",
        "4",
        "--format",
        "json",
    ]);
    let document: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let file = TempFile::with("drawn-mcts.json", &bytes);
    let mut harness = window();
    open(&mut harness, &file.0);
    let app = harness.state();
    let Some(view) = app.mcts().view() else {
        panic!("no MCTS view: {:?}", app.notice());
    };
    assert_eq!(
        Some(view.tree().node_count() as u64),
        document["stats"]["nodes"].as_u64()
    );
    assert_eq!(view.tree().root_visits(), 25);
}

#[test]
fn klados_own_abstract_tree_compares_alone_in_the_window() {
    let bytes = klados_output(&[
        "tree",
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        "--algorithm",
        "alphabeta",
        "--format",
        "json",
    ]);
    let file = TempFile::with("own.json", &bytes);
    let mut harness = window();
    open(&mut harness, &file.0);
    harness.get_by_label(&compare_button()).click();
    harness.step();
    harness.state_mut().wait_for_comparison();
    harness.run();
    let Some(opened) = harness.state().thinking().opened() else {
        panic!("no tree opened");
    };
    match opened.graded() {
        Some(Ok(graded)) => assert_eq!(graded.score, 100, "{:?}", graded.differences),
        other => panic!("not graded: {other:?}"),
    }
}

#[test]
fn a_file_with_a_five_megabyte_string_is_one_short_message() {
    let long = "x".repeat(5_000_000);
    let text = format!(r#"{{"format": "klados-tree/1", "depth": 1, "algorithm": "{long}", "levels": []}}"#);
    let file = TempFile::with("long.json", text.as_bytes());
    let mut harness = window();
    open(&mut harness, &file.0);
    let Some(notice) = harness.state().notice().cloned() else {
        panic!("nothing said");
    };
    assert!(notice.is_problem);
    assert!(
        notice.text.chars().count() < 300,
        "{} characters",
        notice.text.len()
    );
    assert!(notice.text.contains("algorithm"), "{}", notice.text);
}

#[test]
fn opening_a_file_says_so_at_once_and_the_line_goes_when_it_is_read() {
    // 255 moves of the root, each with 255 replies: 65,280 nodes, which take a moment.
    let mut text = String::from(r#"{"format": "klados-tree/1", "depth": 2, "levels": [{"nodes": ["#);
    for parent in 0..255 {
        if parent > 0 {
            text.push(',');
        }
        text.push_str(&format!(
            r#"{{"n": {}, "parent": 0, "label": "A{parent}", "value": 0}}"#,
            parent + 1
        ));
    }
    text.push_str(r#"]}, {"nodes": ["#);
    for parent in 0..255 {
        for reply in 0..255 {
            if parent + reply > 0 {
                text.push(',');
            }
            text.push_str(&format!(
                r#"{{"n": {}, "parent": {}, "label": "A{parent}x{reply}", "value": 0}}"#,
                parent * 255 + reply + 1,
                parent + 1
            ));
        }
    }
    text.push_str("]}]}");
    let file = TempFile::with("wide.json", text.as_bytes());
    let mut harness = window();
    harness.state_mut().apply(Command::OpenTreeFile(file.0.clone()));
    // Said before the reading ends, in one line that names the file.
    let Some(notice) = harness.state().notice().cloned() else {
        panic!("nothing is said while the file is read");
    };
    assert!(!notice.is_problem, "{}", notice.text);
    assert!(notice.text.starts_with("Opening wide.json"), "{}", notice.text);
    assert!(!notice.text.contains('\n'), "{}", notice.text);
    harness.state_mut().wait_for_tree_file();
    harness.run();
    assert!(
        harness
            .state()
            .notice()
            .is_none_or(|notice| !notice.text.starts_with("Opening")),
        "the line stays: {:?}",
        harness.state().notice()
    );
    let Some(opened) = harness.state().thinking().opened() else {
        panic!("no tree opened: {:?}", harness.state().notice());
    };
    assert_eq!(opened.tree().node_count(), 255 + 255 * 255);
}
