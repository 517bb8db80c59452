//! The openings' names and the opening book in the window, driven with egui_kittest: the game
//! panel names the opening of the position shown; with the book on, the computer answers at
//! once from the book and the thinking panel says so; with it off, it searches as before.
//!
//! What the book plays is taken from the core (`Book::choose`, `Book::moves`), never written
//! out here: these tests check that the window plays and shows what the book says.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{Queryable, by};
use klados::chess::book::Book;
use klados::chess::game::Game;
use klados::chess::pgn;
use klados::chess::polyglot::PolyglotBook;
use klados::shell::i18n::said;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::{BookSettings, Settings, Side};
use shakmaty::Chess;

mod common;

/// A window of 1280×820 (the default) with `settings`.
fn window(settings: Settings) -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.run();
    harness
}

/// Settings for quick tests: the computer looks one ply ahead; the book as given.
fn with_book(play: bool, seed: u64) -> Settings {
    Settings {
        depth: 1,
        book: BookSettings {
            play,
            seed,
            file: None,
        },
        ..Settings::default()
    }
}

/// Lets the frame that handles a click run, waits for any search it started, then settles.
fn settle(harness: &mut Harness<'_, KladosApp>) {
    harness.step();
    harness.state_mut().wait_for_computer();
    harness.run();
}

fn click(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    settle(harness);
}

/// Plays a move on the board by clicking its two squares (`e2e4`).
fn play(harness: &mut Harness<'_, KladosApp>, uci: &str) {
    click(harness, &uci[..2]);
    click(harness, &uci[2..4]);
}

fn load(harness: &mut Harness<'_, KladosApp>, pgn: &str) {
    let game = pgn::read(pgn).map(|read| read.game).unwrap_or_default();
    assert!(!game.moves().is_empty(), "the test's PGN must load: {pgn}");
    harness.state_mut().load_game(game);
    settle(harness);
}

/// The position after the moves (SAN) from the start.
fn after(moves: &str) -> Chess {
    let mut game = Game::new();
    for word in moves.split_whitespace() {
        assert!(game.play_text(word).is_ok(), "{word}");
    }
    game.position().clone()
}

/// The name the core gives the game after these moves, as the panel writes it.
fn name_after(moves: &str) -> String {
    let mut game = Game::new();
    for word in moves.split_whitespace() {
        assert!(game.play_text(word).is_ok(), "{word}");
    }
    match game.opening_at(game.moves().len()) {
        Some(opening) => opening.to_string(),
        None => panic!("{moves} has a name"),
    }
}

#[test]
fn the_opening_is_named_as_the_moves_are_played_and_for_the_move_looked_at() {
    let mut harness = window(with_book(false, 1));
    harness.get_by_label("No named opening");

    load(&mut harness, "1. e4 e5 2. Nf3 Nc6");
    let before = name_after("e4 e5 Nf3 Nc6");
    harness.get_by_label(&before);
    // The person plays 3. Bb5: the Ruy Lopez.
    play(&mut harness, "f1b5");
    assert_eq!(harness.state().game().moves().len(), 6, "the computer replied");
    let ruy_lopez = name_after("e4 e5 Nf3 Nc6 Bb5");
    assert_eq!(
        ruy_lopez, "C60 Ruy Lopez",
        "the core's name, as the issue gives it"
    );
    // Looking at an earlier move names the position looked at.
    click(&mut harness, "move 3. Bb5");
    harness.get_by_label(&ruy_lopez);
    click(&mut harness, "move 2… Nc6");
    harness.get_by_label(&before);
    assert!(harness.query_by_label(&ruy_lopez).is_none());

    // A loaded game is named the same way: the Berlin, then a transposition.
    load(&mut harness, "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6");
    harness.get_by_label("C65 Ruy Lopez: Berlin Defense");
    let transposed = name_after("Nf3 d5 d4");
    assert_eq!(transposed, name_after("d4 d5 Nf3"));
    load(&mut harness, "1. Nf3 d5 2. d4");
    harness.get_by_label(&transposed);
    load(&mut harness, "1. d4 d5 2. Nf3");
    harness.get_by_label(&transposed);
}

#[test]
fn with_the_book_on_the_computer_answers_1_e4_at_once_and_the_panel_lists_the_book_moves() {
    let seed = 7;
    let mut harness = window(with_book(true, seed));
    // The book move is played in the frame that takes the person's move: no search to wait for.
    harness.get_by_label("e2").click();
    harness.run();
    harness.get_by_label("e4").click();
    harness.run();
    assert!(!harness.state().is_thinking(), "no search ran");
    assert!(harness.state().last_search().is_none(), "and none is kept");
    let after_e4 = after("e4");
    let Some(choice) = Book::BuiltIn.choose(&after_e4, seed) else {
        panic!("1. e4 is in the book")
    };
    let moves = harness.state().game().moves().to_vec();
    assert_eq!(moves.len(), 2);
    assert_eq!(
        moves[1], choice.chosen.played,
        "the book's choice for seed {seed}"
    );

    // The panel says so: the move, its opening, the book and the seed, then the book's moves.
    let Some(opening) = choice.chosen.opening else {
        panic!("the built-in book names its moves")
    };
    harness.get_by_label(&format!("Book move: 1...{} — {opening}", choice.chosen.san));
    harness.get_by_label(&format!(
        "from the built-in book (3,807 named openings), chosen with seed {seed}"
    ));
    harness.get_by_label(&format!(
        "The book's {} moves from this position",
        choice.moves.len()
    ));
    // Each move is a row of text (the squares are labelled "e5" too, as buttons); an unsound
    // one is marked "?".
    for m in &choice.moves {
        let written = match m.unsound {
            Some(_) => format!("{}?", m.san),
            None => m.san.clone(),
        };
        let shown = if m.played == choice.chosen.played {
            format!("▶ {written}")
        } else {
            written
        };
        harness.get(by().role(Role::Label).label(&shown));
    }
    let never = choice.moves.iter().filter(|m| !m.playable).count();
    assert!(never > 0, "1. e4 has curiosities the book never plays");
    assert_eq!(harness.get_all_by_label("never").count(), never);

    // What would the search have played? A study of the position after 1. e4; nothing is played.
    click(&mut harness, "Think about this position");
    let Some(tree) = harness.state().last_search() else {
        panic!("the study's tree is shown")
    };
    assert_eq!(tree.chess_root().unwrap(), &after_e4);
    assert_eq!(harness.state().game().moves(), &moves[..]);
    harness.get_by_label_contains(&format!("The book played 1...{} here", choice.chosen.san));
    click(&mut harness, "Back to the book move");
    harness.get_by_label_contains("Book move: 1...");
}

#[test]
fn an_unsound_book_move_is_listed_with_a_question_mark_and_never_played() {
    // 1. e4 c6 2. c4 d5 3. exd5: the lines go on with 3...cxd5 and 3...Qxd5??, which loses
    // the queen to 4. cxd5. Every seed plays cxd5; the table lists Qxd5? as never played.
    for seed in [1, 2, 3] {
        let mut harness = window(with_book(true, seed));
        load(&mut harness, "1. e4 c6 2. c4 d5");
        play(&mut harness, "e4d5");
        assert_eq!(
            harness.state().game().san_moves().last().map(String::as_str),
            Some("cxd5"),
            "seed {seed}"
        );
        harness.get(by().role(Role::Label).label("▶ cxd5"));
        harness.get(by().role(Role::Label).label("Qxd5?"));
        assert_eq!(harness.get_all_by_label("never").count(), 1);
        harness.get_by_label_contains("marked ?, Klados's own search finds it loses more than 2.50 pawns");
        // Hovering over it says what the search found.
        harness.get(by().role(Role::Label).label("Qxd5?")).hover();
        for _ in 0..10 {
            harness.step();
        }
        harness.get_by_label_contains(
            "Never played: +8.05 by Klados's search to depth 6, against +0.40 for cxd5",
        );
    }
}

#[test]
fn with_the_book_off_the_computer_searches_as_before() {
    assert!(!Settings::default().book.play, "the book is off by default");
    let mut harness = window(with_book(false, 7));
    play(&mut harness, "e2e4");
    assert_eq!(harness.state().game().moves().len(), 2);
    let Some(tree) = harness.state().last_search() else {
        panic!("the computer searched")
    };
    assert_eq!(tree.chess_root().unwrap(), &after("e4"));
    assert_eq!(
        Some(harness.state().game().moves()[1]),
        tree.best_move(),
        "it played the search's move"
    );
    assert!(
        harness.state().thinking().stepper().is_some(),
        "the panel replays it"
    );
    assert!(harness.query_by_label_contains("Book move").is_none());
}

#[test]
fn out_of_the_book_the_computer_searches() {
    let mut harness = window(with_book(true, 3));
    // A position no named line reaches, White (the person) to move.
    harness
        .state_mut()
        .load_game(Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap_or_default());
    settle(&mut harness);
    play(&mut harness, "e2e4");
    assert_eq!(harness.state().game().moves().len(), 2);
    assert!(harness.state().last_search().is_some(), "the computer searched");
    assert!(harness.query_by_label_contains("Book move").is_none());
}

/// A scratch folder for this test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("klados-book-ui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(error) = std::fs::create_dir_all(&dir) {
        panic!("{}: {error}", dir.display())
    }
    dir
}

#[test]
fn a_bad_book_file_gives_one_message_and_the_book_in_use_stays() {
    let dir = scratch("bad");
    let truncated = dir.join("truncated.bin");
    std::fs::write(&truncated, [0u8; 20]).unwrap();
    let mut noise = common::SplitMix(42);
    let random = dir.join("random.bin");
    std::fs::write(
        &random,
        (0..4096).map(|_| noise.next() as u8).collect::<Vec<u8>>(),
    )
    .unwrap();
    let missing = dir.join("missing.bin");
    let mut harness = window(with_book(true, 1));
    for path in [&truncated, &random, &missing, &dir] {
        let Err(error) = PolyglotBook::read(path) else {
            panic!("{} is not a book", path.display())
        };
        harness.state_mut().apply(Command::OpenBookFile(path.clone()));
        harness.run();
        let notice = harness.state().notice().cloned();
        let Some(notice) = notice else {
            panic!("a message for {}", path.display())
        };
        assert!(notice.is_problem);
        // The window says the reason in its language (English here), as the catalogue writes it.
        assert!(notice.text.contains(&said(&error.said())), "{}", notice.text);
        assert!(
            notice
                .text
                .ends_with("The book stays the built-in book (3,807 named openings)."),
            "{}",
            notice.text
        );
        assert!(matches!(harness.state().book(), Book::BuiltIn));
        assert_eq!(harness.state().settings().book.file, None);
    }

    // A good file is used, weighted by its weights: 1. e4 c5 (weight 3) and e6 (weight 0).
    let after_e4 = after("e4");
    let reply = |san: &str| klados::engine::position::parse_move(&after_e4, san).unwrap();
    let book = PolyglotBook::of_moves(
        "test.bin",
        &[
            (after_e4.clone(), reply("c5"), 3),
            (after_e4.clone(), reply("e6"), 0),
        ],
    );
    let good = dir.join("test.bin");
    std::fs::write(&good, book.to_bytes()).unwrap();
    harness.state_mut().apply(Command::OpenBookFile(good.clone()));
    harness.run();
    assert!(matches!(harness.state().book(), Book::Polyglot(_)));
    assert_eq!(
        harness.state().settings().book.file.as_deref(),
        Some(good.display().to_string().as_str())
    );
    play(&mut harness, "e2e4");
    assert_eq!(harness.state().game().san_moves(), ["e4", "c5"]);
    harness.get_by_label_contains("from test.bin (Polyglot, 2 entries)");
    harness.get_by_label("Weight");
    harness.get_by_label("never");

    // A bad file now leaves the Polyglot book in use; "Use the built-in book" goes back.
    harness
        .state_mut()
        .apply(Command::OpenBookFile(truncated.clone()));
    harness.run();
    assert!(matches!(harness.state().book(), Book::Polyglot(_)));
    assert!(harness.state().notice().is_some_and(|notice| {
        notice
            .text
            .ends_with("The book stays test.bin (Polyglot, 2 entries).")
    }),);
    harness.state_mut().apply(Command::UseBuiltInBook);
    assert!(matches!(harness.state().book(), Book::BuiltIn));
    assert_eq!(harness.state().settings().book.file, None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_saved_book_file_gone_missing_at_start_gives_the_message_not_a_panic() {
    let dir = scratch("gone");
    let gone = dir.join("gone.bin");
    let Err(error) = PolyglotBook::read(&gone) else {
        panic!("there is no such file")
    };
    let settings = Settings {
        book: BookSettings {
            play: true,
            seed: 1,
            file: Some(gone.display().to_string()),
        },
        human_side: Side::Black,
        ..with_book(true, 1)
    };
    let harness = window(settings);
    let Some(notice) = harness.state().notice() else {
        panic!("the person is told")
    };
    // The window says the reason in its language (English here), as the catalogue writes it.
    assert!(notice.text.contains(&said(&error.said())), "{}", notice.text);
    assert!(matches!(harness.state().book(), Book::BuiltIn));
    assert_eq!(harness.state().settings().book.file, None);
    // The built-in book played the computer's first move.
    assert_eq!(harness.state().game().moves().len(), 1);
    assert!(harness.state().last_search().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays a game as Black against the book with `seed`, the person answering with the book's
/// heaviest move each time, and returns the moves (SAN).
fn book_game(seed: u64) -> Vec<String> {
    let settings = Settings {
        human_side: Side::Black,
        ..with_book(true, seed)
    };
    let mut harness = window(settings);
    for _ in 0..3 {
        let position = harness.state().game().position().clone();
        let Some(heaviest) = Book::BuiltIn.moves(&position).into_iter().next() else {
            break;
        };
        harness.state_mut().apply(Command::PlayTyped(heaviest.uci));
        settle(&mut harness);
    }
    harness.state().game().san_moves()
}

#[test]
fn the_same_seed_gives_the_same_book_moves_and_the_seed_can_be_changed() {
    let game = book_game(11);
    assert!(game.len() >= 4, "{game:?}");
    assert_eq!(book_game(11), game, "seed 11 again");
    assert!(
        (1..=10).any(|seed| book_game(seed) != game),
        "some other seed plays another game"
    );

    // The settings menu: the book switched on, a new seed, both by their labels.
    let mut harness = window(with_book(false, 11));
    click(&mut harness, "Settings");
    click(&mut harness, "Play from the opening book");
    assert!(harness.state().settings().book.play);
    click(&mut harness, "New seed");
    assert_ne!(harness.state().settings().book.seed, 11);
    harness.get_by_label("Seed:");
    harness.get_by_label("Opening book file…");
    harness.get_by_label("Use the built-in book");
}

#[test]
fn lessons_never_use_the_book() {
    let settings = Settings {
        human_side: Side::Black,
        ..with_book(true, 1)
    };
    let mut harness = common::window([1280.0, 820.0], settings);
    assert_eq!(
        harness.state().game().moves().len(),
        1,
        "the book opened the game"
    );
    common::open_lesson(&mut harness, "From trees to chess");
    assert!(harness.query_by_label_contains("Book move").is_none());
    assert!(
        harness.state().thinking().stepper().is_some(),
        "the lesson's tree"
    );
    for command in [
        Command::ComputerMove,
        Command::ThinkBeforeBookMove,
        Command::ShowBookMove,
    ] {
        harness.state_mut().apply(command);
        harness.run();
        assert!(!harness.state().is_thinking());
        assert_eq!(harness.state().game().moves().len(), 1, "the game waits");
        assert!(
            harness.state().thinking().stepper().is_some(),
            "the lesson's tree stays"
        );
    }
    // Left, the lesson's position (the start) is the game, the person to move: no book move.
    harness.state_mut().apply(Command::LeaveLesson);
    harness.run();
    assert!(harness.state().game().moves().is_empty());
    assert!(harness.query_by_label_contains("Book move").is_none());
}
