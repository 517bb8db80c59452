//! The session's tests: they drive it directly, running searches synchronously as the worker
//! thread would.

use super::*;
use crate::engine::position::START_FEN;
use crate::engine::settings::{DEFAULT_MAX_NODES, Techniques};

fn settings(depth: usize, algorithm: Algorithm, max_nodes: usize) -> SearchSettings {
    SearchSettings {
        depth,
        algorithm,
        max_nodes,
        techniques: Techniques::NONE,
    }
}

/// Runs the computer's search synchronously, as the worker thread would, and takes it in.
fn computer_moves(session: &mut Session, chosen: SearchSettings) -> Finished {
    let Some(request) = session.request_computer_move(chosen) else {
        panic!("it is not the computer's turn")
    };
    let outcome = search_with_fallback(&request, &SearchControl::new(), |_| {});
    session.finish_search(outcome)
}

fn play(session: &mut Session, text: &str) {
    assert_eq!(session.play_typed_move(text), Ok(()), "{text}");
}

fn depth_1() -> SearchSettings {
    settings(1, Algorithm::Minimax, DEFAULT_MAX_NODES)
}

#[test]
fn take_back_and_redo_go_in_pairs_to_the_persons_turn() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    assert!(matches!(
        computer_moves(&mut session, depth_1()),
        Finished::Played(_)
    ));
    play(&mut session, "d4");
    assert!(matches!(
        computer_moves(&mut session, depth_1()),
        Finished::Played(_)
    ));
    let four_moves = session.game().moves().to_vec();
    assert_eq!(four_moves.len(), 4);

    assert_eq!(session.take_back(), Ok(()));
    assert_eq!(
        session.game().moves(),
        &four_moves[..2],
        "the person's move and the reply"
    );
    assert!(session.person_may_move());
    assert_eq!(session.take_back(), Ok(()));
    assert!(session.game().moves().is_empty());
    assert!(session.take_back().is_err(), "nothing left to take back");

    session.redo();
    assert_eq!(session.game().moves(), &four_moves[..2]);
    session.redo();
    assert_eq!(session.game().moves(), &four_moves[..]);
    assert!(!session.can_redo());
}

#[test]
fn take_back_without_a_reply_takes_one_move_and_the_computers_opening_stays() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    assert_eq!(session.take_back(), Ok(()));
    assert!(session.game().moves().is_empty());

    // Playing Black, the computer's first move is not the person's to take back.
    let mut session = Session::new(Color::Black);
    assert!(matches!(
        computer_moves(&mut session, depth_1()),
        Finished::Played(_)
    ));
    assert!(!session.can_take_back());
    assert!(session.take_back().is_err());
    assert_eq!(session.game().moves().len(), 1, "the opening move is put back");
}

#[test]
fn a_search_goes_stale_when_its_position_leaves_the_game_and_comes_back_with_redo() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    assert!(matches!(
        computer_moves(&mut session, depth_1()),
        Finished::Played(_)
    ));
    assert_eq!(session.stale_reason(), None);
    play(&mut session, "Nf3");
    assert_eq!(session.stale_reason(), None, "its root is still in the game");
    let _ = computer_moves(&mut session, depth_1());
    assert_eq!(session.take_back(), Ok(()));
    assert!(
        session.stale_reason().is_some(),
        "the root (after Nf3) was taken back"
    );
    session.redo();
    assert_eq!(session.stale_reason(), None);
    session.new_game(Color::White);
    assert!(session.shown_search().is_none(), "a new game forgets the search");
}

#[test]
fn a_result_for_a_position_that_is_gone_is_thrown_away() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    let Some(request) = session.request_computer_move(depth_1()) else {
        panic!("the computer's turn")
    };
    let outcome = search_with_fallback(&request, &SearchControl::new(), |_| {});
    // The person took the move back while the computer thought.
    session.cancel_search();
    assert_eq!(session.take_back(), Ok(()));
    assert_eq!(session.finish_search(outcome), Finished::Discarded);
    assert!(session.game().moves().is_empty());
}

#[test]
fn the_fallback_tries_ordered_alpha_beta_then_shallower() {
    let chosen = settings(5, Algorithm::Minimax, 1000);
    let attempts: Vec<(usize, Algorithm)> = fallback_attempts(chosen)
        .iter()
        .map(|attempt| (attempt.depth, attempt.algorithm))
        .collect();
    assert_eq!(
        attempts,
        [
            (5, Algorithm::Minimax),
            (5, Algorithm::Ordered),
            (4, Algorithm::Ordered),
            (3, Algorithm::Ordered),
            (2, Algorithm::Ordered),
            (1, Algorithm::Ordered)
        ]
    );
    let ordered = fallback_attempts(settings(3, Algorithm::Ordered, 1000));
    assert_eq!(ordered.len(), 3, "ordered is not tried twice");
    assert!(
        fallback_attempts(chosen)
            .iter()
            .all(|attempt| attempt.max_nodes == 1000)
    );
}

#[test]
fn the_fallback_drops_quiescence_before_the_depth() {
    let techniques = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Transpositions);
    let chosen = settings(3, Algorithm::Minimax, 1000).with(techniques);
    let attempts: Vec<(usize, Algorithm, bool)> = fallback_attempts(chosen)
        .iter()
        .map(|attempt| {
            (
                attempt.depth,
                attempt.algorithm,
                attempt.techniques.has(Technique::Quiescence),
            )
        })
        .collect();
    assert_eq!(
        attempts,
        [
            (3, Algorithm::Minimax, true),
            (3, Algorithm::Ordered, true),
            (3, Algorithm::Ordered, false),
            (2, Algorithm::Ordered, false),
            (1, Algorithm::Ordered, false)
        ]
    );
    assert!(
        fallback_attempts(chosen)
            .iter()
            .all(|attempt| attempt.techniques.has(Technique::Transpositions)),
        "the other techniques stay"
    );
}

#[test]
fn a_search_over_budget_still_moves_and_says_what_it_used() {
    // From the start, minimax to depth 3 stores 9,322 nodes and ordered alpha-beta 8,381
    // (its pruned moves are listed too); to depth 2, ordered alpha-beta stores 420.
    for (budget, depth) in [(9_000, 3), (1_000, 2)] {
        let chosen = settings(3, Algorithm::Minimax, budget);
        let mut session = Session::new(Color::Black);
        let finished = computer_moves(&mut session, chosen);
        assert!(matches!(finished, Finished::Played(_)), "{finished:?}");
        assert_eq!(session.game().moves().len(), 1);
        let Some(shown) = session.shown_search() else {
            panic!("the tree is kept")
        };
        assert_eq!(shown.fallback_from, Some(chosen));
        assert!(shown.tree.node_count() <= budget);
        assert_eq!(shown.tree.algorithm(), Algorithm::Ordered);
        assert_eq!(shown.tree.depth(), depth, "budget {budget}");
    }
    // A search that fits is played as asked, with no word of a fallback.
    let mut session = Session::new(Color::Black);
    let _ = computer_moves(&mut session, settings(3, Algorithm::Minimax, 10_000));
    assert_eq!(session.shown_search().and_then(|shown| shown.fallback_from), None);

    // A budget nothing fits in is a clear failure, not a hang.
    let mut session = Session::new(Color::Black);
    let finished = computer_moves(&mut session, settings(2, Algorithm::Minimax, 5));
    let Finished::Failed(message) = finished else {
        panic!("{finished:?}")
    };
    let message = crate::shell::i18n::said(&message);
    assert!(message.contains("node budget"), "{message}");
    assert!(session.game().moves().is_empty());
}

#[test]
fn the_board_shows_the_persons_side_at_the_bottom_unless_turned_for_this_game() {
    let mut session = Session::new(Color::Black);
    assert!(!session.white_at_bottom());
    session.flip();
    assert!(session.white_at_bottom());
    session.new_game(Color::White);
    assert!(
        session.white_at_bottom(),
        "a new game does not keep the last game's flip"
    );
    session.new_game(Color::Black);
    assert!(!session.white_at_bottom());
}

#[test]
fn a_replaced_game_can_be_brought_back() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    let _ = computer_moves(&mut session, depth_1());
    let before = session.game().moves().to_vec();
    let Ok(loaded) = Game::from_fen("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1") else {
        panic!("a legal FEN")
    };
    session.load(loaded);
    assert_eq!(session.human(), Color::Black, "the person plays the side to move");
    assert_eq!(
        session
            .replaced_game()
            .map(|previous| crate::shell::i18n::said(&previous)),
        Some(String::from("the previous game (2 moves)"))
    );
    assert!(session.restore_replaced());
    assert_eq!(session.game().moves(), &before[..]);
    assert_eq!(session.human(), Color::White);
    assert_eq!(session.game().start_position(), Game::new().start_position());
    // Bringing back again returns to the loaded position.
    assert!(session.restore_replaced());
    assert_eq!(session.game().fen(), "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1");
    assert_ne!(session.game().fen(), START_FEN);
}

#[test]
fn a_study_searches_the_position_shown_and_plays_nothing() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    let _ = computer_moves(&mut session, depth_1());
    session.view_ply(1);
    let Ok(request) = session.request_study(depth_1()) else {
        panic!("something to study")
    };
    assert_eq!(request.game.moves().len(), 1, "the position after 1. e4");
    let outcome = search_with_fallback(&request, &SearchControl::new(), |_| {});
    assert_eq!(session.finish_search(outcome), Finished::Studied);
    assert_eq!(session.game().moves().len(), 2, "nothing was played");
    assert_eq!(session.shown_search().map(|shown| shown.root_ply), Some(1));
    assert_eq!(session.stale_reason(), None);
}

#[test]
fn thinking_again_searches_the_shown_search_s_root_unless_it_left_the_game() {
    let mut session = Session::new(Color::White);
    play(&mut session, "e4");
    let _ = computer_moves(&mut session, depth_1());
    let again = session
        .request_study_again(depth_1())
        .map(|request| request.game.moves().len());
    assert_eq!(
        again,
        Ok(1),
        "the computer's search was of the position after 1. e4"
    );
    session.cancel_search();
    assert_eq!(session.take_back(), Ok(()));
    let again = session
        .request_study_again(depth_1())
        .map(|request| request.game.moves().len());
    assert_eq!(again, Ok(0), "taken back: the board's position");
}
