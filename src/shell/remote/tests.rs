//! The worker's answers read back, checked against what the desktop makes of the same work.

use super::*;
use crate::chess::game::Game;
use crate::engine::mcts::mcts_chess;
use crate::engine::search::search;
use crate::engine::settings::Algorithm;
use crate::engine::settings::SearchControl;
use crate::shell::comparison::compare_algorithms;
use crate::shell::session::{Purpose, search_with_fallback};

/// Runs a request as the worker would and returns its answers, checking that the last says
/// everything was said.
fn answers(request: &RemoteRequest) -> Vec<RemoteAnswer> {
    let sent = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let into = std::sync::Arc::clone(&sent);
    let ticks = std::sync::atomic::AtomicU64::new(0);
    // A clock that moves on a second at every look, so that progress is told each time.
    let clock = move || ticks.fetch_add(1000, std::sync::atomic::Ordering::Relaxed) as f64;
    run_request(&request.to_bytes(), clock, move |bytes| {
        into.lock().unwrap().push(bytes)
    });
    let sent = sent.lock().unwrap();
    let mut answers: Vec<RemoteAnswer> = sent.iter().map(|bytes| read_answer(bytes).unwrap()).collect();
    assert!(matches!(answers.pop(), Some(RemoteAnswer::Ended)));
    answers
}

#[test]
fn the_worker_answers_with_progress_then_the_desktops_tree() {
    let mut game = Game::new();
    game.play_text("e4").unwrap();
    let request = SearchRequest {
        game,
        chosen: SearchSettings::new(3, Algorithm::Minimax),
        purpose: Purpose::Move,
    };
    let here = search_with_fallback(&request, &SearchControl::new(), |_| {}).unwrap();
    let answers = answers(&RemoteRequest::of(&request));
    let Some((RemoteAnswer::Finished(finished), progress)) = answers.split_last() else {
        panic!("no end: {answers:?}");
    };
    let Ok(there) = finished.as_ref() else {
        panic!("no tree: {finished:?}");
    };
    assert_eq!(there.tree, here.tree);
    assert_eq!((there.chosen, there.used), (here.chosen, here.used));
    assert!(
        progress.iter().any(|answer| matches!(answer,
            RemoteAnswer::Progress { nodes_per_level, .. } if nodes_per_level[0] == 20)),
        "{progress:?}"
    );
}

#[test]
fn a_small_games_search_comes_back_as_the_desktop_makes_it_and_knows_its_game() {
    use crate::shell::small_game::{SmallGame, SmallRequest, search_small_with_fallback};
    for (game, text) in [
        (SmallGame::TicTacToe, "x.o.x...."),
        (SmallGame::ConnectFour, "4453"),
    ] {
        let request = SmallRequest {
            root: game.parse(text).unwrap(),
            chosen: SearchSettings::new(4, Algorithm::AlphaBeta),
            purpose: Purpose::Move,
        };
        let here =
            search_small_with_fallback(&request.root, request.chosen, &SearchControl::new(), |_| {}).unwrap();
        let answers = answers(&RemoteRequest::of_small(&request));
        let Some(RemoteAnswer::Finished(finished)) = answers.last() else {
            panic!("no end: {answers:?}");
        };
        let Ok(there) = finished.as_ref() else {
            panic!("no tree: {finished:?}");
        };
        assert_eq!(there.tree, here.tree, "{text}");
        assert_eq!(there.tree.game().id(), game.id());
        assert_eq!(there.tree.position_text(None), Some(request.root.text()));
        assert_eq!(there.used, here.used);
    }
}

#[test]
fn a_search_over_its_budget_falls_back_there_as_here() {
    let request = RemoteRequest::Game {
        fen: fen_of(&shakmaty::Chess::default()),
        history: Vec::new(),
        chosen: SearchSettings {
            max_nodes: 1_000,
            ..SearchSettings::new(3, Algorithm::Minimax)
        },
    };
    let answers = answers(&request);
    let Some(RemoteAnswer::Finished(finished)) = answers.last() else {
        panic!("no end: {answers:?}");
    };
    let Ok(searched) = finished.as_ref() else {
        panic!("no tree: {finished:?}");
    };
    assert!(searched.used != searched.chosen);
    assert!(searched.tree.node_count() <= 1_000);
}

#[test]
fn a_lessons_search_and_sweeps_come_back_as_the_desktop_makes_them() {
    // A chess lesson's, and a Connect Four lesson's: its tree comes back knowing its game.
    for id in ["12-", "27-"] {
        check_lesson_comes_back(id);
    }
}

fn check_lesson_comes_back(id: &str) {
    let (lessons, _) = crate::course::lesson::built_in();
    let lesson = lessons
        .iter()
        .find(|lesson| lesson.id.starts_with(id))
        .unwrap_or_else(|| panic!("no lesson {id}"));
    let control = SearchControl::new();
    let (search, replay_steps) = lesson.prepare(&control).unwrap();
    let answers = answers(&RemoteRequest::of_lesson(lesson));
    let Some((RemoteAnswer::LessonPrepared(prepared), sweeps)) = answers.split_first() else {
        panic!("no lesson: {answers:?}");
    };
    let Ok((tree, steps)) = prepared.as_ref() else {
        panic!("no tree: {prepared:?}");
    };
    assert_eq!(tree, &*search.tree);
    assert_eq!(tree.game(), search.tree.game(), "{id}");
    assert_eq!(steps, &replay_steps);
    let swept: Vec<_> = lesson
        .steps
        .iter()
        .enumerate()
        .filter_map(|(step, lesson_step)| {
            Some((step, lesson.sweep_under(lesson_step.sweep.as_ref()?, &control)))
        })
        .collect();
    assert!(!swept.is_empty(), "{id} sweeps");
    assert_eq!(sweeps.len(), swept.len());
    for (answer, (step, rows)) in sweeps.iter().zip(swept) {
        let RemoteAnswer::LessonSwept {
            step: there,
            rows: there_rows,
        } = answer
        else {
            panic!("not a sweep: {answer:?}");
        };
        assert_eq!((*there, there_rows), (step, &rows));
    }
}

#[test]
fn a_broken_request_is_answered_with_why() {
    let answers = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let into = std::sync::Arc::clone(&answers);
    run_request(b"{", || 0.0, move |bytes| into.lock().unwrap().push(bytes));
    let answers = answers.lock().unwrap();
    assert_eq!(answers.len(), 2);
    let error = read_answer(&answers[0]).unwrap_err();
    assert!(error.starts_with("the request could not be read"), "{error}");
}

/// Returns the one answer (besides the end) a study's request gets.
fn one_answer(request: &RemoteRequest) -> RemoteAnswer {
    let mut answers = answers(request);
    assert_eq!(answers.len(), 1, "{answers:?}");
    answers.remove(0)
}

#[test]
fn predicts_search_comes_back_as_the_desktop_makes_it() {
    let mut game = Game::new();
    game.play_text("e4").unwrap();
    let settings = SearchSettings::new(3, Algorithm::Minimax);
    let here = search(
        game.position(),
        game.repetition_history(),
        &settings,
        &SearchControl::new(),
    )
    .unwrap();
    let request = RemoteRequest::Search {
        fen: fen_of(game.position()),
        history: game.repetition_history().to_vec(),
        settings,
    };
    let RemoteAnswer::Searched(there) = one_answer(&request) else {
        panic!("not a search's tree");
    };
    assert_eq!(*there, Ok(here));
}

#[test]
fn a_search_that_cannot_run_says_why() {
    let request = RemoteRequest::Search {
        fen: String::from("7k/5QQ1/8/8/8/8/8/K7 b - - 0 1"),
        history: Vec::new(),
        settings: SearchSettings::new(2, Algorithm::Minimax),
    };
    let RemoteAnswer::Searched(there) = one_answer(&request) else {
        panic!("not a search's answer");
    };
    assert!(there.is_err(), "{there:?}");
}

#[test]
fn the_comparison_comes_back_as_the_desktop_makes_it() {
    let root = shakmaty::Chess::default();
    let here = compare_algorithms(&root, &[], 3, 100_000, &SearchControl::new()).unwrap();
    assert_eq!(here.rows.len(), 3);
    let request = RemoteRequest::Compare {
        fen: fen_of(&root),
        history: Vec::new(),
        depth: 3,
        max_nodes: 100_000,
    };
    let RemoteAnswer::Compared(there) = one_answer(&request) else {
        panic!("not a comparison");
    };
    // The same in all but the times each search took.
    let timeless = |mut compared: crate::shell::comparison::AlgorithmComparison| {
        for row in &mut compared.rows {
            if let Ok(measured) = &mut row.result {
                measured.micros = 0;
            }
        }
        for row in &mut compared.techniques {
            if let Ok(measured) = &mut row.result {
                measured.micros = 0;
            }
        }
        compared
    };
    assert!(!here.techniques.is_empty());
    assert_eq!(timeless(there), timeless(here));
}

#[test]
fn a_tree_files_grade_comes_back_as_the_desktop_makes_it() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/grade/aima-b-is-1.json");
    let text = std::fs::read_to_string(path).unwrap();
    let control = SearchControl::new();
    let crate::engine::tree_file::AnyTreeFile::Search(file) =
        crate::engine::tree_file::read_any_tree_file(text.as_bytes(), &control).unwrap()
    else {
        panic!("not a depth-first search's file");
    };
    let here = crate::course::grade::graded(&file, &control);
    assert!(
        here.as_ref().is_ok_and(|graded| !graded.differences.is_empty()),
        "{here:?}"
    );
    let RemoteAnswer::Graded(there) = one_answer(&RemoteRequest::Grade { text }) else {
        panic!("not a grade");
    };
    assert_eq!(*there, here);
    let RemoteAnswer::Graded(broken) = one_answer(&RemoteRequest::Grade {
        text: String::from("{"),
    }) else {
        panic!("not a grade");
    };
    assert!(broken.is_err());
}

#[test]
fn a_monte_carlo_tree_comes_back_node_for_node() {
    let mut game = Game::new();
    game.play_text("d4").unwrap();
    let settings = crate::engine::mcts::MctsSettings::new(400, 3);
    let here = mcts_chess(
        game.position(),
        game.repetition_history(),
        &settings,
        &SearchControl::new(),
    )
    .unwrap();
    let request = RemoteRequest::Mcts {
        fen: fen_of(game.position()),
        history: game.repetition_history().to_vec(),
        settings,
    };
    let RemoteAnswer::Grown(there) = one_answer(&request) else {
        panic!("not a Monte Carlo tree");
    };
    let there = (*there).unwrap();
    assert_eq!(there, here);
    assert_eq!(there.best(), here.best());
}

#[test]
fn a_monte_carlo_search_that_cannot_run_says_why() {
    let request = RemoteRequest::Mcts {
        fen: fen_of(&shakmaty::Chess::default()),
        history: Vec::new(),
        settings: crate::engine::mcts::MctsSettings::new(0, 1),
    };
    let RemoteAnswer::Grown(there) = one_answer(&request) else {
        panic!("not a Monte Carlo answer");
    };
    let reason = crate::shell::i18n::said(&(*there).unwrap_err());
    assert!(reason.contains("iterations"), "{reason}");
}

/// Writes `tree` as a tree file's text, as the window's export does.
fn tree_file_text(tree: &SearchTree) -> String {
    let mut text = Vec::new();
    crate::engine::export::write_json(tree, &mut text).unwrap();
    String::from_utf8(text).unwrap()
}

#[test]
fn a_chess_tree_file_comes_back_read_as_the_page_would_read_it() {
    let settings = SearchSettings::new(3, Algorithm::AlphaBeta);
    let searched = search(&shakmaty::Chess::default(), &[], &settings, &SearchControl::new()).unwrap();
    let text = tree_file_text(&searched);
    let control = SearchControl::new();
    let crate::engine::tree_file::AnyTreeFile::Search(file) =
        crate::engine::tree_file::read_any_tree_file(text.as_bytes(), &control).unwrap()
    else {
        panic!("not a depth-first search's file");
    };
    let here = file.to_search_tree().unwrap();
    let RemoteAnswer::Opened(there) = one_answer(&RemoteRequest::OpenTree { text }) else {
        panic!("not an opened tree");
    };
    let Ok(OpenedFile::Search { tree, unbacked }) = *there else {
        panic!("not a search's tree: {there:?}");
    };
    assert_eq!(*tree, here);
    assert_eq!(unbacked, crate::course::grade::own_checks(&file, &here));
}

#[test]
fn a_tree_file_the_worker_does_not_read_is_left_to_the_page_or_says_why() {
    let drawn = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/recorded-alphabeta.json"
    ))
    .unwrap();
    let RemoteAnswer::Opened(there) = one_answer(&RemoteRequest::OpenTree { text: drawn }) else {
        panic!("not an opened tree");
    };
    assert!(matches!(*there, Ok(OpenedFile::ReadOnPage)), "{there:?}");
    let RemoteAnswer::Opened(broken) = one_answer(&RemoteRequest::OpenTree {
        text: String::from("{\"format\": \"klados-tree/1\""),
    }) else {
        panic!("not an opened tree");
    };
    assert!(broken.is_err(), "{broken:?}");
}

#[test]
fn a_monte_carlo_tree_file_comes_back_grown_again() {
    let settings = crate::engine::mcts::MctsSettings::new(300, 5);
    let here = mcts_chess(&shakmaty::Chess::default(), &[], &settings, &SearchControl::new()).unwrap();
    let mut text = Vec::new();
    crate::engine::mcts::export::write_json(&here, &mut text).unwrap();
    let text = String::from_utf8(text).unwrap();
    let RemoteAnswer::Opened(there) = one_answer(&RemoteRequest::OpenTree { text }) else {
        panic!("not an opened tree");
    };
    let Ok(OpenedFile::MonteCarlo(tree)) = *there else {
        panic!("not a Monte Carlo tree: {there:?}");
    };
    assert_eq!(*tree, here);
}

#[test]
fn minimax_and_alpha_beta_come_back_as_the_desktop_chooses() {
    let mut game = Game::new();
    game.play_text("e4").unwrap();
    let here = crate::shell::comparison::minimax_and_alpha_beta(
        game.position(),
        game.repetition_history(),
        3,
        100_000,
        &SearchControl::new(),
    );
    let RemoteAnswer::DepthFirst(there) = one_answer(&RemoteRequest::DepthFirst {
        fen: fen_of(game.position()),
        history: game.repetition_history().to_vec(),
        depth: 3,
        max_nodes: 100_000,
    }) else {
        panic!("not the depth-first searches' choices");
    };
    let without_time = |chosen: &[(Algorithm, Result<Chosen, crate::engine::said::Said>)]| {
        chosen
            .iter()
            .map(|(algorithm, chosen)| {
                let chosen = chosen
                    .clone()
                    .map(|chosen| (chosen.uci, chosen.san, chosen.value, chosen.searched));
                (*algorithm, chosen)
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(without_time(&there), without_time(&here));
    assert_eq!(there.len(), 2);
    assert!(there.iter().all(|(_, chosen)| chosen.is_ok()), "{there:?}");
}
