//! The window, driven through its accessibility tree with egui_kittest: no display needed.
//!
//! The computer's search runs on a worker thread. Tests never wait for a number of frames or
//! milliseconds; they call `wait_for_computer`, which blocks until the search has finished, and
//! they keep the depth at 1 or 2 so the searches are small.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::chess::game::Game;
use klados::chess::pgn;
use klados::engine::position::{START_FEN, uci};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::{Settings, Side};

/// Opens the window with the given settings.
fn window(settings: Settings) -> Harness<'static, KladosApp> {
    Harness::builder()
        .with_size([1100.0, 720.0])
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings))
}

/// Settings for quick tests: the computer looks one ply ahead.
fn shallow() -> Settings {
    Settings {
        depth: 1,
        ..Settings::default()
    }
}

/// Lets the frame that handles a click run, waits for any search it started, then lets the
/// window settle.
fn settle(harness: &mut Harness<'_, KladosApp>) {
    harness.step();
    harness.state_mut().wait_for_computer();
    harness.run();
}

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    settle(harness);
}

fn moves_in_uci(harness: &Harness<'_, KladosApp>) -> Vec<String> {
    harness.state().game().moves().iter().map(|m| uci(*m)).collect()
}

fn load(harness: &mut Harness<'_, KladosApp>, pgn: &str) {
    let game = pgn::read(pgn).map(|read| read.game).unwrap_or_default();
    assert!(!game.moves().is_empty(), "the test's PGN must load: {pgn}");
    harness.state_mut().load_game(game);
    settle(harness);
}

fn type_move(harness: &mut Harness<'_, KladosApp>, text: &str) {
    let field = harness.get_by_label("Your move:");
    field.focus();
    harness.step();
    // Select what is left in the field (a refused move stays there to be corrected) and replace it.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.step();
    harness.get_by_label("Your move:").type_text(text);
    harness.step();
    harness.key_press(Key::Enter);
    settle(harness);
}

#[test]
fn clicking_e2_then_e4_plays_the_move_and_the_computer_replies() {
    let mut harness = window(shallow());
    click(&mut harness, "e2");
    assert_eq!(
        moves_in_uci(&harness),
        Vec::<String>::new(),
        "selecting plays nothing"
    );
    click(&mut harness, "e4");
    let moves = moves_in_uci(&harness);
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert_eq!(moves[0], "e2e4");
    assert!(harness.state().last_search().is_some());
    // The move list shows the move (labelled so that it is not confused with the square e4).
    harness.get_by_label("move 1. e4");
}

#[test]
fn dragging_a_piece_plays_the_move() {
    let mut harness = window(shallow());
    let from = harness.get_by_label("g1").rect().center();
    let to = harness.get_by_label("f3").rect().center();
    harness.hover_at(from);
    harness.drag_at(from);
    harness.step();
    // Move in a few steps, as a hand does, so egui sees a drag rather than a click.
    for fraction in [0.1, 0.5, 1.0] {
        harness.hover_at(from + (to - from) * fraction);
        harness.step();
    }
    harness.drop_at(to);
    settle(&mut harness);
    assert_eq!(moves_in_uci(&harness).first().map(String::as_str), Some("g1f3"));
}

#[test]
fn an_illegal_destination_leaves_the_position_unchanged() {
    let mut harness = window(shallow());
    click(&mut harness, "e2");
    click(&mut harness, "e5");
    assert!(harness.state().game().moves().is_empty());
    assert_eq!(harness.state().game().fen(), START_FEN);
    // The selection was cancelled: clicking e4 now does nothing either.
    click(&mut harness, "e4");
    assert!(harness.state().game().moves().is_empty());
}

#[test]
fn a_promotion_is_chosen_in_the_picker() {
    let mut harness = window(shallow());
    harness
        .state_mut()
        .load_game(Game::from_fen("7k/4P3/8/8/8/8/8/K7 w - - 0 1").unwrap_or_default());
    settle(&mut harness);
    click(&mut harness, "e7");
    click(&mut harness, "e8");
    assert!(harness.state().game().moves().is_empty(), "waits for the choice");
    click(&mut harness, "Knight");
    assert_eq!(moves_in_uci(&harness).first().map(String::as_str), Some("e7e8n"));
}

#[test]
fn a_typed_move_is_played_and_nonsense_gets_a_message() {
    let mut harness = window(shallow());
    type_move(&mut harness, "xyz");
    assert!(harness.state().game().moves().is_empty());
    let error = harness.state().typed_move_error().unwrap_or_default().to_owned();
    assert!(error.contains("not a move"), "{error}");
    harness.get_by_label_contains("is not a move");

    type_move(&mut harness, "Nf3");
    let san = harness.state().game().san_moves();
    assert_eq!(san.first().map(String::as_str), Some("Nf3"));
    assert_eq!(san.len(), 2, "the computer replied: {san:?}");
    assert_eq!(harness.state().typed_move_error(), None);
}

#[test]
fn take_back_removes_both_moves_and_redo_restores_them() {
    let mut harness = window(shallow());
    click(&mut harness, "e2");
    click(&mut harness, "e4");
    let played = moves_in_uci(&harness);
    assert_eq!(played.len(), 2);
    click(&mut harness, "Take back");
    assert!(harness.state().game().moves().is_empty());
    assert_eq!(harness.state().game().fen(), START_FEN);
    click(&mut harness, "Redo");
    assert_eq!(moves_in_uci(&harness), played);
    assert!(!harness.state().is_thinking());
}

#[test]
fn a_new_game_as_black_lets_the_computer_move_first() {
    let mut harness = window(shallow());
    click(&mut harness, "New game as Black");
    assert_eq!(harness.state().settings().human_side, Side::Black);
    assert_eq!(harness.state().game().moves().len(), 1);
    harness.get_by_label_contains("Black to move (you)");
}

#[test]
fn cancel_stops_the_search_and_the_position_stays() {
    // A full-width depth-6 search with the largest budget (40 million nodes before it gives up)
    // takes seconds even on a fast machine, so it is still running when Cancel is clicked in the
    // next frame. (Depth 5 no longer did: the search finished within a frame.)
    let mut harness = window(Settings {
        depth: 6,
        node_budget: 40_000_000,
        human_side: Side::Black,
        ..Settings::default()
    });
    harness.step();
    assert!(harness.state().is_thinking());
    harness.get_by_label("Cancel").click();
    harness.step();
    assert!(!harness.state().is_thinking());
    harness.run();
    assert!(harness.state().game().moves().is_empty());
    let notice = harness
        .state()
        .notice()
        .map(|notice| notice.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("cancelled"), "{notice}");
}

#[test]
fn a_game_played_to_checkmate_shows_the_result() {
    let mut harness = window(shallow());
    load(&mut harness, "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6");
    click(&mut harness, "h5");
    click(&mut harness, "f7");
    assert!(!harness.state().is_thinking());
    assert_eq!(
        harness.state().game().san_moves().last().map(String::as_str),
        Some("Qxf7#")
    );
    harness.get_by_label("Checkmate: White wins.");
    harness.get_by_label("1-0");
}

#[test]
fn snapshot_of_the_start_position() {
    let mut harness = window(shallow());
    harness.run();
    harness.snapshot("start_position");
}

#[test]
fn snapshot_of_a_highlighted_position() {
    // Black (the person) is in check after Bb5+; the pawn on c7 is picked up to block.
    let mut harness = window(Settings {
        human_side: Side::Black,
        ..shallow()
    });
    harness.state_mut().wait_for_computer();
    load(&mut harness, "1. e4 d5 2. Bb5+");
    click(&mut harness, "c7");
    harness.snapshot("check_last_move_and_selection");
}

#[test]
fn snapshot_of_a_small_window() {
    let mut harness = Harness::builder()
        .with_size([520.0, 480.0])
        .build_eframe(|cc| KladosApp::with_settings(&cc.egui_ctx, shallow()));
    harness.run();
    harness.snapshot("small_window");
}

/// A PGN file as chess programs write it: tags, comments, a variation, NAGs and a result.
const RICH_PGN: &str = r#"[Event "Club championship"]
[Site "Athens"]
[Date "2026.11.01"]
[Round "3"]
[White "Ada"]
[Black "Basil"]
[Result "1-0"]
[Annotator "Klados test"]

1. e4 {The king's pawn.} e5 2. Nf3 Nc6 (2... d6 {Philidor.} 3. d4) 3. Bc4 $1 Nd4?! 4. Nxe5 Qg5
5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1
"#;

#[test]
fn a_pgn_file_round_trips_through_open_and_save() {
    let dir = std::env::temp_dir().join(format!("klados-pgn-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let opened = dir.join("rich.pgn");
    std::fs::write(&opened, RICH_PGN.replace("[Result \"1-0\"]", "[Result \"0-1\"]")).unwrap();
    let mut harness = window(shallow());
    harness.state_mut().apply(Command::OpenPgnFile(opened.clone()));
    let notice = harness
        .state()
        .notice()
        .map(|notice| notice.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("Loaded a finished game from"), "{notice}");
    // The variation was not played, and the notice's notes say so, with its place.
    let details = harness
        .state()
        .notice()
        .map(|notice| notice.details.join("\n"))
        .unwrap_or_default();
    assert!(details.contains("variation"), "{details}");
    let read = klados::chess::pgn::read(&std::fs::read_to_string(&opened).unwrap()).unwrap();
    assert_eq!(harness.state().game().moves(), read.game.moves());
    assert_eq!(harness.state().game().moves().len(), 14);

    let saved = dir.join("saved.pgn");
    harness.state_mut().apply(Command::SavePgnFile(saved.clone()));
    let written = std::fs::read_to_string(&saved).unwrap();
    let again = klados::chess::pgn::read(&written).unwrap();
    assert_eq!(again.game.moves(), read.game.moves());
    assert_eq!(again.game.outcome(), read.game.outcome());
    for tag in [
        "[Event \"Club championship\"]",
        "[White \"Ada\"]",
        "[Round \"3\"]",
        "[Result \"0-1\"]",
    ] {
        assert!(written.contains(tag), "{tag} missing from:\n{written}");
    }
    assert!(written.trim_end().ends_with("0-1"), "{written}");

    // A save that cannot happen says why and leaves the file there as it was.
    std::fs::write(&saved, "kept").unwrap();
    std::fs::create_dir_all(dir.join("a-folder.pgn")).unwrap();
    harness
        .state_mut()
        .apply(Command::SavePgnFile(dir.join("a-folder.pgn")));
    let notice = harness
        .state()
        .notice()
        .map(|notice| notice.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("could not be saved"), "{notice}");
    harness
        .state_mut()
        .apply(Command::OpenPgnFile(dir.join("missing.pgn")));
    let notice = harness
        .state()
        .notice()
        .map(|notice| notice.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("could not be opened"), "{notice}");
    assert_eq!(
        harness.state().game().moves().len(),
        14,
        "a failed open keeps the game"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saving_to_a_typed_path_asks_before_replacing_a_file() {
    let dir = std::env::temp_dir().join(format!("klados-replace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let existing = dir.join("kept.pgn");
    std::fs::write(&existing, "a file worth keeping").unwrap();
    let mut harness = window(shallow());
    harness.state_mut().apply(Command::ToggleExchange);
    harness.run();
    harness.get_by_label("Or type the file's path:").click();
    harness.run();
    harness
        .get_by_label("Or type the file's path:")
        .type_text(&existing.display().to_string());
    harness.run();
    harness.get_by_label("Save to this file").click();
    harness.run();
    // Asked, not replaced; keeping it keeps it.
    harness.get_by_label_contains("exists already. Replace it?");
    assert_eq!(
        std::fs::read_to_string(&existing).unwrap(),
        "a file worth keeping"
    );
    harness.get_by_label("Keep it").click();
    harness.run();
    assert!(harness.query_by_label("Replace it").is_none());
    assert_eq!(
        std::fs::read_to_string(&existing).unwrap(),
        "a file worth keeping"
    );
    // Asked again and answered: replaced by the game.
    harness.get_by_label("Save to this file").click();
    harness.run();
    harness.get_by_label("Replace it").click();
    harness.run();
    assert!(std::fs::read_to_string(&existing).unwrap().contains("[Event "));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_latin1_pgn_file_opens_and_says_how_it_was_read() {
    let dir = std::env::temp_dir().join(format!("klados-latin1-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("old.pgn");
    std::fs::write(&path, b"[Event \"x\"]\n[White \"M\xfcller\"]\n\n1. e4 e5 *\n").unwrap();
    let mut harness = window(shallow());
    harness.state_mut().apply(Command::OpenPgnFile(path));
    let details = harness
        .state()
        .notice()
        .map(|notice| notice.details.join("\n"))
        .unwrap_or_default();
    assert!(
        details.contains("2:10: the file is not UTF-8, so it was read as Latin-1"),
        "{details}"
    );
    assert_eq!(harness.state().game().moves().len(), 2);
    assert!(klados::chess::pgn::write(harness.state().game(), None).contains("Müller"));
    std::fs::remove_dir_all(&dir).unwrap();
}
