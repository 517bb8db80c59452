//! Monte Carlo lessons: the format's errors (each one message, located), where a step's
//! iteration and phase stand in the replay, and the claims the checker verifies.

use std::path::Path;

use klados::course::lesson::{Lesson, StepperPosition, mcts_step_index};
use klados::engine::mcts::replay::Phase;

const TREE: &str = r#"{ "label": "start", "children": [
    { "label": "A", "children": [ { "label": "A1", "value": 3 }, { "label": "A2", "value": 12 }, { "label": "A3", "value": 8 } ] },
    { "label": "B", "children": [ { "label": "B1", "value": 2 }, { "label": "B2", "value": 4 }, { "label": "B3", "value": 6 } ] },
    { "label": "C", "children": [ { "label": "C1", "value": 14 }, { "label": "C2", "value": 5 }, { "label": "C3", "value": 2 } ] } ] }"#;

/// A lesson on the tree above with `search` and `steps` (JSON text).
fn lesson_text(search: &str, steps: &str) -> String {
    format!(
        r#"{{ "format": "klados-lesson/1", "id": "t", "title": "T", "summary": "S.",
"tree": {TREE},
"search": {search},
"steps": [{steps}] }}"#
    )
}

const SEARCH: &str = r#"{ "algorithm": "mcts", "iterations": 20, "seed": 1 }"#;

/// The problems of loading a lesson, then of checking it against the engine.
fn problems(text: &str) -> Vec<String> {
    match Lesson::from_json(text, Path::new("t.json")) {
        Ok(lesson) => lesson.verify().iter().map(ToString::to_string).collect(),
        Err(errors) => errors.iter().map(ToString::to_string).collect(),
    }
}

/// The line and column (from 1) where `needle` starts in `text`.
fn place_of(text: &str, needle: &str) -> String {
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} not in the text"));
    let line = text[..offset].matches('\n').count() + 1;
    let column = text[..offset]
        .rfind('\n')
        .map_or(offset, |start| offset - start - 1)
        + 1;
    format!("t.json:{line}:{column}")
}

#[test]
fn a_bad_phase_is_one_message_at_the_phase() {
    let text = lesson_text(
        SEARCH,
        r#"{ "at": { "iteration": 2, "phase": "choose" }, "say": "x" }"#,
    );
    let problems = problems(&text);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with(&format!("{}: steps[0].at.phase: ", place_of(&text, "\"choose\""))),
        "{problems:?}"
    );
    assert!(problems[0].contains("\"choose\" is not a phase"), "{problems:?}");
    assert!(problems[0].contains("backpropagate"), "{problems:?}");
}

#[test]
fn an_iteration_past_the_end_is_one_message_at_the_iteration() {
    let text = lesson_text(
        SEARCH,
        r#"{ "at": { "iteration": 21, "phase": "select" }, "say": "x" }"#,
    );
    let past = problems(&text);
    assert_eq!(past.len(), 1, "{past:?}");
    assert_eq!(
        past[0],
        format!(
            "{}: steps[0].at.iteration: iteration 21 is past the end: the search runs 20 iterations",
            place_of(&text, "21")
        )
    );
    // Iterations count from 1.
    let zero = lesson_text(
        SEARCH,
        r#"{ "at": { "iteration": 0, "phase": "select" }, "say": "x" }"#,
    );
    let zero_problems = problems(&zero);
    assert_eq!(zero_problems.len(), 1, "{zero_problems:?}");
    assert!(zero_problems[0].contains("counting from 1"), "{zero_problems:?}");
}

#[test]
fn places_and_fields_of_the_wrong_kind_of_lesson_are_refused() {
    let cases = [
        // An iteration in a depth-first lesson.
        (
            lesson_text(
                r#"{ "algorithm": "minimax" }"#,
                r#"{ "at": { "iteration": 1, "phase": "select" }, "say": "x" }"#,
            ),
            "only a Monte Carlo lesson",
        ),
        // A depth-first place in a Monte Carlo lesson.
        (
            lesson_text(SEARCH, r#"{ "at": "revealed", "level": 0, "say": "x" }"#),
            "a Monte Carlo lesson stands at",
        ),
        (
            lesson_text(r#"{ "algorithm": "mcts" }"#, r#"{ "at": "start", "say": "x" }"#),
            "needs its \"iterations\"",
        ),
        (
            lesson_text(
                r#"{ "algorithm": "mcts", "iterations": 5, "playout_depth": 3 }"#,
                r#"{ "at": "start", "say": "x" }"#,
            ),
            "\"playout_depth\" is for chess",
        ),
        (
            lesson_text(
                r#"{ "algorithm": "minimax", "iterations": 5 }"#,
                r#"{ "at": "start", "say": "x" }"#,
            ),
            "only Monte Carlo tree search",
        ),
        (
            lesson_text(
                r#"{ "algorithm": "mcts", "iterations": 0 }"#,
                r#"{ "at": "start", "say": "x" }"#,
            ),
            "the iterations must be 1 to",
        ),
        // MCTS's facts in a depth-first lesson, and a depth-first value in an MCTS claim.
        (
            lesson_text(
                r#"{ "algorithm": "minimax" }"#,
                r#"{ "at": "end", "say": "x", "expect": [ { "settles_at": 3 } ] }"#,
            ),
            "need Monte Carlo tree search",
        ),
        (
            lesson_text(
                SEARCH,
                r#"{ "at": "end", "say": "x", "expect": [ { "root_value": 3 } ] }"#,
            ),
            "MCTS has no \"root_value\"",
        ),
        (
            lesson_text(
                SEARCH,
                r#"{ "at": "end", "say": "x", "expect": [ { "visits": 3 } ] }"#,
            ),
            "name it with \"node\"",
        ),
        (
            lesson_text(SEARCH, r#"{ "at": "backed_up", "say": "x" }"#),
            "a Monte Carlo lesson stands at",
        ),
        (lesson_text(SEARCH, r#"{ "at": 7, "say": "x" }"#), "is a name"),
    ];
    for (text, expected) in cases {
        let problems = problems(&text);
        assert_eq!(problems.len(), 1, "{expected}: {problems:?}");
        assert!(problems[0].contains(expected), "{expected}: {problems:?}");
        assert!(problems[0].starts_with("t.json:"), "{problems:?}");
    }
}

#[test]
fn a_chess_lesson_refuses_an_outcome_and_asks_a_depth_for_its_comparisons() {
    let chess = |search: &str, steps: &str| {
        format!(
            r#"{{ "format": "klados-lesson/1", "id": "c", "title": "C", "summary": "S.",
"position": {{ "fen": "4r1k1/5ppp/8/8/n7/8/5PPP/3Q2K1 w - - 0 1" }}, "search": {search}, "steps": [{steps}] }}"#
        )
    };
    let outcome = problems(&chess(
        r#"{ "algorithm": "mcts", "iterations": 5, "outcome": "sign" }"#,
        r#"{ "at": "start", "say": "x" }"#,
    ));
    assert_eq!(outcome.len(), 1, "{outcome:?}");
    assert!(outcome[0].contains("\"outcome\" is for trees"), "{outcome:?}");
    let no_depth = problems(&chess(
        r#"{ "algorithm": "mcts", "iterations": 5 }"#,
        r#"{ "at": "end", "say": "x", "expect": [ { "with": { "algorithm": "alphabeta" }, "best": "Qa1" } ] }"#,
    ));
    assert_eq!(no_depth.len(), 1, "{no_depth:?}");
    assert!(
        no_depth[0].contains("give this search's \"depth\""),
        "{no_depth:?}"
    );
}

#[test]
fn steps_stand_at_their_iteration_and_phase_and_must_go_forward() {
    let text = lesson_text(
        SEARCH,
        r#"{ "at": { "iteration": 3, "phase": "simulate" }, "say": "x" }, { "at": "end", "say": "y" }"#,
    );
    let Ok(lesson) = Lesson::from_json(&text, Path::new("t.json")) else {
        panic!("the lesson loads")
    };
    let Some(Ok(tree)) = lesson.think_mcts() else {
        panic!("the lesson searches with MCTS")
    };
    // Step 0 is the root alone, then four steps per iteration: iteration 3's simulate is
    // 1 + 4 × 2 + 2.
    assert_eq!(mcts_step_index(&tree, &lesson.steps[0].at), Some(11));
    assert_eq!(
        tree.step_at(11).map(|at| (at.iteration, at.phase)),
        Some((2, Phase::Simulate))
    );
    assert_eq!(mcts_step_index(&tree, &lesson.steps[1].at), Some(4 * 20));
    let past = StepperPosition::Iteration {
        iteration: 21,
        phase: Phase::Select,
    };
    assert_eq!(mcts_step_index(&tree, &past), None);
    assert_eq!(
        mcts_step_index(&tree, &StepperPosition::Revealed { level: 0 }),
        None
    );

    let backwards = lesson_text(
        SEARCH,
        r#"{ "at": { "iteration": 3, "phase": "expand" }, "say": "x" }, { "at": { "iteration": 2, "phase": "backpropagate" }, "say": "y" }"#,
    );
    let problems = problems(&backwards);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("steps must go forward"), "{problems:?}");
}

/// The claims at a select step, worked out from the tree independently of the checker: N and W
/// from the snapshot, the chosen child as the largest UCB recomputed here.
#[test]
fn claims_at_a_step_hold_when_true_and_fail_when_not() {
    let at = r#"{ "iteration": 8, "phase": "select" }"#;
    let probe = lesson_text(SEARCH, &format!(r#"{{ "at": {at}, "say": "x" }}"#));
    let Ok(lesson) = Lesson::from_json(&probe, Path::new("t.json")) else {
        panic!("the lesson loads")
    };
    let Some(Ok(tree)) = lesson.think_mcts() else {
        panic!("the lesson searches")
    };
    let step = tree.step_of(7, Phase::Select);
    let snapshot = tree.snapshot(step);
    let root_n = snapshot.root_visits;
    assert_eq!(
        root_n, 7,
        "seven iterations are counted before the eighth selects"
    );
    let c = tree.settings().exploration;
    let children = tree.children_of(None);
    let ucb = |n: u32, w: f64| w / f64::from(n) + c * (f64::from(root_n).ln() / f64::from(n)).sqrt();
    let mut best = None;
    for &id in &children {
        let (n, w) = (snapshot.visits_of(id), snapshot.total_of(id));
        assert!(n > 0, "every root move has been tried by iteration 8");
        if best.is_none_or(|(_, value)| ucb(n, w) > value) {
            best = Some((id, ucb(n, w)));
        }
    }
    let Some((chosen, chosen_ucb)) = best else {
        panic!("no children")
    };
    let name = tree.name_of(chosen);
    let (n, w) = (snapshot.visits_of(chosen), snapshot.total_of(chosen));
    let other = children
        .iter()
        .map(|&id| tree.name_of(id))
        .find(|other| *other != name)
        .unwrap_or_default();
    let claims = |claims: &str| {
        problems(&lesson_text(
            SEARCH,
            &format!(r#"{{ "at": {at}, "say": "x", "expect": [ {claims} ] }}"#),
        ))
    };
    let true_claims = format!(
        r#"{{ "chooses": "{name}" }}, {{ "node": ["{name}"], "visits": {n}, "total": {w:.2}, "mean": {:.2}, "ucb": {chosen_ucb:.2} }}, {{ "node": [], "visits": {root_n} }}"#,
        w / f64::from(n)
    );
    assert_eq!(claims(&true_claims), Vec::<String>::new());

    let wrong = claims(&format!(
        r#"{{ "chooses": "{other}" }}, {{ "node": ["{name}"], "visits": {}, "total": {:.2}, "ucb": {:.2} }}"#,
        n + 1,
        w + 0.02,
        chosen_ucb - 0.02
    ));
    assert_eq!(wrong.len(), 4, "{wrong:?}");
    assert!(
        wrong[0].contains(&format!("selection chooses {name} below the root, not {other}")),
        "{wrong:?}"
    );
    assert!(
        wrong[1].contains(&format!("N of {name} is {n} at this step")),
        "{wrong:?}"
    );
    assert!(wrong[2].contains(&format!("W of {name} is")), "{wrong:?}");
    assert!(wrong[3].contains(&format!("UCB of {name} is")), "{wrong:?}");
    // A node not in the tree yet at the step.
    let unborn = claims(r#"{ "node": ["A", "A3"], "visits": 0 }"#);
    assert_eq!(unborn.len(), 1, "{unborn:?}");
    assert!(unborn[0].contains("not in the tree yet"), "{unborn:?}");
}

/// The claims about the whole run: the move played, and the iteration after which it leads for
/// good, recomputed here from the iteration log.
#[test]
fn claims_about_the_end_hold_when_true_and_fail_when_not() {
    let text = lesson_text(SEARCH, r#"{ "at": "end", "say": "x" }"#);
    let Ok(lesson) = Lesson::from_json(&text, Path::new("t.json")) else {
        panic!("the lesson loads")
    };
    let Some(Ok(tree)) = lesson.think_mcts() else {
        panic!("the lesson searches")
    };
    // The most visited root child, counted here from the replay's last snapshot.
    let end = tree.snapshot(tree.last_step());
    let children = tree.children_of(None);
    let visits: Vec<u32> = children.iter().map(|&id| end.visits_of(id)).collect();
    let most = visits.iter().copied().max().unwrap_or(0);
    let leader = children[visits.iter().position(|&v| v == most).unwrap_or(0)];
    let best = tree.name_of(leader);
    // The first iteration after which the leader has strictly the most visits to the end.
    let mut settles = None;
    for iteration in 1..=tree.iterations().len() {
        let snapshot = tree.snapshot(tree.step_of(iteration - 1, Phase::Backpropagate));
        let own = snapshot.visits_of(leader);
        let leads = children
            .iter()
            .all(|&id| id == leader || snapshot.visits_of(id) < own);
        settles = match (leads, settles) {
            (true, None) => Some(iteration),
            (true, since) => since,
            (false, _) => None,
        };
    }
    let Some(settles) = settles else {
        panic!("no leader at the end")
    };
    let claims = |claims: &str| {
        problems(&lesson_text(
            SEARCH,
            &format!(r#"{{ "at": "end", "say": "x", "expect": [ {claims} ] }}"#),
        ))
    };
    let good = format!(
        r#"{{ "best": "{best}", "settles_at": {settles}, "leads": "{best}" }}, {{ "with": {{ "algorithm": "minimax" }}, "best": "A", "root_value": 3 }}"#
    );
    assert_eq!(claims(&good), Vec::<String>::new());
    let bad = claims(&format!(
        r#"{{ "best": "Z", "settles_at": {} }}, {{ "with": {{ "algorithm": "alphabeta" }}, "best": "B" }}"#,
        settles + 1
    ));
    assert_eq!(bad.len(), 3, "{bad:?}");
    assert!(
        bad[0].contains(&format!("MCTS plays {best} (the most visited), not Z")),
        "{bad:?}"
    );
    assert!(
        bad[1].contains(&format!("after iteration {settles}, not")),
        "{bad:?}"
    );
    assert!(bad[2].contains("the engine chooses A, not B"), "{bad:?}");
}

#[test]
fn an_mcts_question_keeps_its_answer_out_of_the_story_before_it() {
    let text = lesson_text(
        SEARCH,
        r#"{ "at": { "iteration": 2, "phase": "select" }, "say": "Iteration 3 is coming." },
           { "at": "end", "say": "x", "predict": { "ask": "When?", "answer": "3", "check": { "settles_at": 3 } } }"#,
    );
    let problems = problems(&text);
    assert!(
        problems.iter().any(|p| p.contains("\"3\" gives away the answer")),
        "{problems:?}"
    );
}
