//! The "which child will UCB select next?" exercise: the same seed gives the same question,
//! its answer is the child with the largest UCB worked out here from the N and W it shows
//! (and the engine's own choice at that step), and the marking explains with those numbers.

use klados::course::practice::{UCB_MARGIN, UcbExercise};
use klados::engine::mcts::replay::Phase;

/// UCB1 for MAX, written here from the formula, not the engine's: W/N + C·√(ln N(parent) / N).
fn ucb_by_hand(exploration: f64, parent_visits: u32, visits: u32, total: f64) -> f64 {
    total / f64::from(visits) + exploration * (f64::from(parent_visits).ln() / f64::from(visits)).sqrt()
}

fn exercise(seed: u64) -> UcbExercise {
    UcbExercise::random(seed).unwrap_or_else(|| panic!("seed {seed} gives no question"))
}

#[test]
fn every_seed_tried_gives_a_question_whose_answer_has_the_largest_ucb() {
    for seed in 0..60 {
        let exercise = exercise(seed);
        let c = exercise.exploration();
        assert!(exercise.options.len() >= 2, "seed {seed}: a choice of one");
        let mut by_hand: Vec<(f64, &str)> = exercise
            .options
            .iter()
            .map(|option| {
                assert!(option.visits > 0, "seed {seed}: {} never tried", option.name);
                let ucb = ucb_by_hand(c, exercise.parent_visits, option.visits, option.total);
                assert!(
                    (ucb - option.ucb).abs() < 1e-9,
                    "seed {seed}: {}'s UCB",
                    option.name
                );
                (ucb, option.name.as_str())
            })
            .collect();
        by_hand.sort_by(|a, b| b.0.total_cmp(&a.0));
        assert_eq!(by_hand[0].1, exercise.answer, "seed {seed}");
        assert!(
            by_hand[0].0 - by_hand[1].0 >= UCB_MARGIN,
            "seed {seed}: a race rounding could decide"
        );
        // The root's N is the sum of its children's: every iteration so far went through one.
        let children: u32 = exercise.options.iter().map(|option| option.visits).sum();
        assert_eq!(children, exercise.parent_visits, "seed {seed}");
        assert_eq!(exercise.parent_visits as usize, exercise.iteration, "seed {seed}");
    }
}

#[test]
fn the_question_stands_where_the_stepper_shows_the_same_numbers() {
    let exercise = exercise(7);
    let step = exercise.step();
    assert_eq!(step, exercise.tree.step_of(exercise.iteration, Phase::Select));
    let snapshot = exercise.tree.snapshot(step);
    assert_eq!(snapshot.root_visits, exercise.parent_visits);
    for id in exercise.tree.children_of(None) {
        let name = exercise.tree.name_of(id);
        let Some(option) = exercise.options.iter().find(|option| option.name == name) else {
            panic!("{name} is not offered")
        };
        assert_eq!(snapshot.visits_of(id), option.visits, "{name}");
        assert!((snapshot.total_of(id) - option.total).abs() < 1e-12, "{name}");
    }
    let chosen = exercise.tree.selection(exercise.iteration)[0].chosen;
    assert_eq!(exercise.tree.name_of(chosen), exercise.answer);
}

#[test]
fn the_same_seed_gives_the_same_question_and_seeds_differ() {
    assert_eq!(exercise(3).question(), exercise(3).question());
    let questions: std::collections::HashSet<Vec<String>> = (0..10)
        .map(|seed| exercise(seed).question()[1..].to_vec())
        .collect();
    assert!(
        questions.len() >= 8,
        "seeds give different questions: {}",
        questions.len()
    );
    // Most questions are not won by the best average alone: the bonus decides.
    let bonus_decides = (0..40)
        .filter(|&seed| {
            let exercise = exercise(seed);
            let mean = |name: &str| {
                let option = exercise
                    .options
                    .iter()
                    .find(|option| option.name == name)
                    .unwrap();
                option.total / f64::from(option.visits)
            };
            exercise
                .options
                .iter()
                .any(|option| mean(&option.name) > mean(&exercise.answer))
        })
        .count();
    assert!(
        bonus_decides >= 20,
        "{bonus_decides} of 40 questions need the bonus"
    );
}

#[test]
fn marking_says_right_or_wrong_with_every_childs_sum() {
    let exercise = exercise(11);
    let right = exercise.mark(&format!(" {} ", exercise.answer.to_lowercase()));
    assert!(right.right);
    assert_eq!(right.lines.len(), exercise.options.len() + 1);
    assert!(right.lines.last().is_some_and(|line| line.starts_with("Right")));
    let Some(other) = exercise
        .options
        .iter()
        .find(|option| option.name != exercise.answer)
    else {
        panic!("no other child")
    };
    let wrong = exercise.mark(&other.name);
    assert!(!wrong.right);
    let verdict = wrong.lines.last().cloned().unwrap_or_default();
    assert!(verdict.contains(&format!("Not {}", other.name)), "{verdict}");
    assert!(verdict.contains(&exercise.answer), "{verdict}");
    // Each line is the child's sum with the question's numbers.
    let line = &wrong.lines[0];
    let first = &exercise.options[0];
    assert!(line.starts_with(&format!("{}: ", first.name)), "{line}");
    assert!(
        line.contains(&format!("√(ln {} / {})", exercise.parent_visits, first.visits)),
        "{line}"
    );
    assert!(line.ends_with(&format!("= {:.3}", first.ucb)), "{line}");
    let unknown = exercise.mark("Z9");
    assert!(!unknown.right);
    assert!(
        unknown
            .lines
            .last()
            .is_some_and(|line| line.contains("none of the root's children"))
    );
}
