//! Practice checking (issue 11): seeded trees, the solution against an independent search, and
//! a table of wrong answers with the reason each must be given.

use klados::course::practice::{
    Answers, Exercise, Item, Mark, PracticeKind, Verdict, parse_bound, parse_value,
};
use klados::engine::abstract_tree::AbstractNode;
use klados::engine::tree::Backup;

use PracticeKind::{AlphaBeta, Minimax};

// ----- A tiny reader for trees written as nested lists -----

/// Reads `[[3, 12, 8], [2, 4, 6]]` into the root's children, labelled as the lessons do.
fn tree(text: &str) -> Vec<AbstractNode> {
    let characters: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut at = 0;
    let moves = read_list(&characters, &mut at, "", 0);
    assert_eq!(at, characters.len(), "trailing text in {text}");
    moves
}

/// Reads a list at `at`: the children of the node `label` at `depth`.
fn read_list(text: &[char], at: &mut usize, label: &str, depth: usize) -> Vec<AbstractNode> {
    assert_eq!(text[*at], '[');
    *at += 1;
    let mut children = Vec::new();
    loop {
        let child = klados::course::tree_text::child_label(label, depth, children.len());
        if text[*at] == '[' {
            let grandchildren = read_list(text, at, &child, depth + 1);
            children.push(AbstractNode::Inner {
                label: child,
                children: grandchildren,
            });
        } else {
            let start = *at;
            while text[*at] == '-' || text[*at].is_ascii_digit() {
                *at += 1;
            }
            let number: String = text[start..*at].iter().collect();
            children.push(AbstractNode::Leaf {
                label: child,
                value: number.parse().unwrap_or_else(|e| panic!("{number:?}: {e}")),
            });
        }
        *at += 1;
        if text[*at - 1] == ']' {
            return children;
        }
        assert_eq!(text[*at - 1], ',');
    }
}

/// Writes an exercise's tree back as nested lists.
fn write(exercise: &Exercise, number: usize) -> String {
    let node = &exercise.nodes[number];
    match node.leaf_value {
        Some(value) => value.to_string(),
        None => {
            let children: Vec<String> = node.children.iter().map(|&c| write(exercise, c)).collect();
            format!("[{}]", children.join(","))
        }
    }
}

/// The textbook tree: MIN answers A with 3, B with 2, C with 2; alpha-beta prunes B2 and B3.
const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// A depth-3 tree with a cutoff at a MAX node (A2b) and a pruned subtree (B2, under MIN).
const DEEP: &str = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";

fn exercise(kind: PracticeKind, text: &str) -> Exercise {
    Exercise::from_tree(kind, &tree(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn number_of(exercise: &Exercise, label: &str) -> usize {
    exercise
        .nodes
        .iter()
        .position(|node| node.label == label)
        .unwrap_or_else(|| panic!("no node {label}"))
}

fn wrong(verdicts: &[Verdict]) -> Vec<&Verdict> {
    verdicts
        .iter()
        .filter(|verdict| verdict.mark != Mark::Right)
        .collect()
}

// ----- Seeds -----

#[test]
fn the_solution_scores_full_marks_for_every_seed() {
    for seed in 0..60 {
        for kind in [Minimax, AlphaBeta] {
            let exercise = Exercise::random(kind, seed);
            let marking = exercise.check(&exercise.solution());
            assert!(marking.out_of > 0);
            assert_eq!(marking.right, marking.out_of, "seed {seed}, {kind:?}");
            assert_eq!(marking.verdicts.len(), marking.out_of);
            assert!(wrong(&marking.verdicts).is_empty(), "seed {seed}, {kind:?}");
        }
    }
}

#[test]
fn blank_answers_score_nothing() {
    for seed in 0..20 {
        let minimax = Exercise::random(Minimax, seed);
        let marking = minimax.check(&minimax.blank());
        let inner = minimax
            .nodes
            .iter()
            .filter(|node| node.leaf_value.is_none())
            .count();
        assert_eq!((marking.right, marking.out_of), (0, inner), "seed {seed}");
        let alpha_beta = Exercise::random(AlphaBeta, seed);
        let marking = alpha_beta.check(&alpha_beta.blank());
        assert_eq!(marking.right, 0, "seed {seed}");
        assert!(
            marking.verdicts.iter().any(|v| v.item == Item::Pruned),
            "seed {seed}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_tree_and_different_seeds_differ() {
    let mut seen = std::collections::HashSet::new();
    for seed in 0..200 {
        let first = Exercise::random(Minimax, seed);
        assert_eq!(first.nodes, Exercise::random(Minimax, seed).nodes, "seed {seed}");
        assert_eq!(
            first.nodes,
            Exercise::random(AlphaBeta, seed).nodes,
            "seed {seed}"
        );
        assert!(
            seen.insert(write(&first, 0)),
            "seed {seed} repeats an earlier tree"
        );
    }
    // Pinned, so a change to the generator cannot silently change every class's seeds.
    for (seed, expected) in [
        (
            0,
            "[[[[-7,-13],[-10,19]],[[1,2],[1,0]]],[[[15,7],[-7,15]],[[-10,6],[18,-12]]]]",
        ),
        (
            1,
            "[[[-2,11],[1,-9,12],[4,-2]],[[-14,6],[7,16,-18],[0,-15]],[[1,9],[20,4]]]",
        ),
        (20_250_901, "[[-16,-9],[0,9,10],[-14,-2,18,0],[-3,11,6]]"),
    ] {
        assert_eq!(
            write(&Exercise::random(Minimax, seed), 0),
            expected,
            "seed {seed}"
        );
    }
}

#[test]
fn random_trees_have_the_promised_shape() {
    let mut depths_seen = [false; 5];
    for seed in 0..200 {
        let exercise = Exercise::random(AlphaBeta, seed);
        let leaves: Vec<usize> = (0..exercise.nodes.len())
            .filter(|&n| exercise.nodes[n].leaf_value.is_some())
            .collect();
        assert!(
            (6..=27).contains(&leaves.len()),
            "seed {seed}: {} leaves",
            leaves.len()
        );
        let depth_of = |mut n: usize| {
            let mut depth = 0;
            while let Some(parent) = exercise.nodes[n].parent {
                n = parent;
                depth += 1;
            }
            depth
        };
        let depth = depth_of(leaves[0]);
        assert!((2..=4).contains(&depth), "seed {seed}");
        depths_seen[depth] = true;
        for (number, node) in exercise.nodes.iter().enumerate() {
            let node_depth = depth_of(number);
            let expected = if node_depth % 2 == 0 {
                Backup::Max
            } else {
                Backup::Min
            };
            assert_eq!(node.chooser, expected, "seed {seed}, {}", node.label);
            match node.leaf_value {
                Some(value) => {
                    assert!((-20..=20).contains(&value));
                    assert_eq!(node_depth, depth, "every leaf at full depth");
                }
                None => assert!((2..=4).contains(&node.children.len()), "seed {seed}"),
            }
            for &child in &node.children {
                assert_eq!(exercise.nodes[child].parent, Some(number));
                assert!(child > number, "pre-order");
            }
        }
        assert_eq!(exercise.nodes[0].label, "root");
        assert!(
            exercise.solution().pruned.contains(&true),
            "seed {seed}: alpha-beta must prune something"
        );
    }
    assert_eq!(
        depths_seen,
        [false, false, true, true, true],
        "depths 2, 3 and 4 all occur"
    );
}

// ----- The solution against a search written here, as plainly as possible -----

/// What the plain searches below found: each node's value (inner nodes), whether it was
/// searched and the window it was entered with (alpha-beta).
#[derive(Default)]
struct Plain {
    values: Vec<Option<i32>>,
    searched: Vec<bool>,
    windows: Vec<Option<(i32, i32)>>,
}

fn is_max(exercise: &Exercise, mut number: usize) -> bool {
    let mut depth = 0;
    while let Some(parent) = exercise.nodes[number].parent {
        number = parent;
        depth += 1;
    }
    depth % 2 == 0
}

fn plain_minimax(exercise: &Exercise, number: usize, plain: &mut Plain) -> i32 {
    let node = &exercise.nodes[number];
    if let Some(value) = node.leaf_value {
        return value;
    }
    let values: Vec<i32> = node
        .children
        .iter()
        .map(|&child| plain_minimax(exercise, child, plain))
        .collect();
    let value = if is_max(exercise, number) {
        values.iter().max()
    } else {
        values.iter().min()
    };
    let Some(&value) = value else {
        panic!("{} has no children", node.label)
    };
    plain.values[number] = Some(value);
    value
}

fn plain_alpha_beta(
    exercise: &Exercise,
    number: usize,
    mut alpha: i32,
    mut beta: i32,
    plain: &mut Plain,
) -> i32 {
    plain.searched[number] = true;
    plain.windows[number] = Some((alpha, beta));
    let node = &exercise.nodes[number];
    if let Some(value) = node.leaf_value {
        return value;
    }
    let max = is_max(exercise, number);
    let mut best = if max { i32::MIN } else { i32::MAX };
    for &child in &node.children {
        let value = plain_alpha_beta(exercise, child, alpha, beta, plain);
        if max {
            best = best.max(value);
            alpha = alpha.max(value);
        } else {
            best = best.min(value);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    plain.values[number] = Some(best);
    best
}

#[test]
fn the_solution_agrees_with_a_plain_minimax_and_alpha_beta() {
    for seed in 0..200 {
        let count = Exercise::random(Minimax, seed).nodes.len();
        let fresh = || Plain {
            values: vec![None; count],
            searched: vec![false; count],
            windows: vec![None; count],
        };

        let minimax = Exercise::random(Minimax, seed);
        let mut plain = fresh();
        plain_minimax(&minimax, 0, &mut plain);
        let solution = minimax.solution();
        assert_eq!(solution.values, plain.values, "seed {seed}, minimax values");
        assert!(!solution.pruned.contains(&true) && !solution.windows.iter().any(Option::is_some));

        let alpha_beta = Exercise::random(AlphaBeta, seed);
        let mut plain = fresh();
        plain_alpha_beta(&alpha_beta, 0, i32::MIN, i32::MAX, &mut plain);
        let solution = alpha_beta.solution();
        assert_eq!(solution.values, plain.values, "seed {seed}, alpha-beta values");
        assert_eq!(solution.windows, plain.windows, "seed {seed}, windows");
        let tops: Vec<bool> = (0..count)
            .map(|n| {
                let parent = alpha_beta.nodes[n].parent;
                !plain.searched[n] && parent.is_some_and(|p| plain.searched[p])
            })
            .collect();
        assert_eq!(solution.pruned, tops, "seed {seed}, pruned");
        // Alpha-beta never changes the root's value.
        assert_eq!(solution.values[0], minimax.solution().values[0], "seed {seed}");
    }
}

// ----- Wrong answers and their reasons -----

/// One change to the solution, by node label.
enum Change {
    /// Write this text (or nothing) as the node's value.
    Value(&'static str, &'static str),
    /// Mark the node pruned, or take its mark away.
    Prune(&'static str, bool),
    /// Write this α and β at the node.
    Window(&'static str, &'static str, &'static str),
}

use Change::{Prune, Value, Window};

/// A wrong answer: the tree and kind, what is changed from the solution, and every wrong
/// verdict expected, as (node, item, reason).
struct Case {
    name: &'static str,
    kind: PracticeKind,
    tree: &'static str,
    changes: &'static [Change],
    expected: &'static [(&'static str, Item, &'static str)],
}

const CASES: &[Case] = &[
    // Minimax on the classic tree.
    Case {
        name: "wrong value at a MIN node",
        kind: Minimax,
        tree: CLASSIC,
        changes: &[Value("B", "4")],
        expected: &[("B", Item::Value, "B: MIN takes the smallest of 2, 4, 6: 2")],
    },
    Case {
        name: "wrong value at the root",
        kind: Minimax,
        tree: CLASSIC,
        changes: &[Value("root", "2")],
        expected: &[(
            "root",
            Item::Value,
            "the root: MAX takes the largest of 3, 2, 2: 3",
        )],
    },
    Case {
        name: "missing value",
        kind: Minimax,
        tree: CLASSIC,
        changes: &[Value("A", "  ")],
        expected: &[(
            "A",
            Item::Value,
            "empty — A: MIN takes the smallest of 3, 12, 8: 3",
        )],
    },
    Case {
        name: "minimax ignores pruned marks and windows",
        kind: Minimax,
        tree: CLASSIC,
        changes: &[Prune("A", true), Window("B", "1", "2")],
        expected: &[],
    },
    Case {
        name: "minimax at a MAX node, negative numbers",
        kind: Minimax,
        tree: DEEP,
        changes: &[Value("B2", "−1")],
        expected: &[("B2", Item::Value, "B2: MAX takes the largest of 0, -1: 0")],
    },
    // Alpha-beta on the classic tree.
    Case {
        name: "wrong value at a node cut off at MIN",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Value("B", "4")],
        expected: &[(
            "B",
            Item::Value,
            "B: MIN stops after B1 = 2: B is worth at most 2, and MAX already has 3 from A, so B's other moves cannot matter",
        )],
    },
    Case {
        name: "a bound typed as the window shows it is right",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Value("B", "≤2")],
        expected: &[],
    },
    Case {
        name: "a pruned leaf missed",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Prune("B3", false)],
        expected: &[(
            "B3",
            Item::Pruned,
            "B3 is pruned: after B1 = 2, B is worth at most 2 to MAX, who already has 3 from A (α = 3 ≥ β = 2)",
        )],
    },
    Case {
        name: "a leaf wrongly marked pruned",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Prune("C3", true)],
        expected: &[(
            "C3",
            Item::Pruned,
            "C3 is searched: after C2 = 5, the best MIN has at C is 5, still more than α = 3, so MIN must look on",
        )],
    },
    Case {
        name: "a first move wrongly marked pruned",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Prune("C1", true)],
        expected: &[(
            "C1",
            Item::Pruned,
            "C1 is searched: C has no value yet, so its first move is always searched",
        )],
    },
    Case {
        name: "a whole searched subtree marked pruned is one mistake",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Prune("C", true), Prune("C2", true)],
        expected: &[(
            "C",
            Item::Pruned,
            "C is searched: after B ≤ 2, the best MAX has at the root is 3, still less than β = +∞, so MAX must look on",
        )],
    },
    Case {
        name: "the root marked pruned",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Prune("root", true)],
        expected: &[("root", Item::Pruned, "the root is always searched")],
    },
    Case {
        name: "wrong α",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Window("B1", "-inf", "+inf")],
        expected: &[(
            "B1",
            Item::Window,
            "B1 is entered with [3, +∞], not [−∞, +∞]: α = 3 because MAX already has 3 from A, and β = +∞ because MIN has nothing sure yet on the way to B1",
        )],
    },
    Case {
        name: "wrong β",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Window("A2", "−∞", "∞")],
        expected: &[(
            "A2",
            Item::Window,
            "A2 is entered with [−∞, 3], not [−∞, +∞]: α = −∞ because MAX has nothing sure yet on the way to A2, and β = 3 because MIN can already hold MAX to 3 with A1",
        )],
    },
    Case {
        name: "wrong window at the root",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Window("root", "0", "inf")],
        expected: &[(
            "root",
            Item::Window,
            "the root is entered with [−∞, +∞], not [0, +∞]: nothing is sure yet at the start",
        )],
    },
    Case {
        name: "a window at a pruned leaf",
        kind: AlphaBeta,
        tree: CLASSIC,
        changes: &[Window("B2", "3", "2")],
        expected: &[("B2", Item::Window, "B2 is never searched, so it has no window")],
    },
    // Alpha-beta on a depth-3 tree.
    Case {
        name: "wrong value at a node cut off at MAX",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Value("A2", "9")],
        expected: &[(
            "A2",
            Item::Value,
            "A2: MAX stops after A2a = 6: A2 is worth at least 6, and MIN can already hold MAX to 5 with A1, so A2's other moves cannot matter",
        )],
    },
    Case {
        name: "a child's bound is shown in the list",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Value("A", "6")],
        expected: &[("A", Item::Value, "A: MIN takes the smallest of 5, ≥6: 5")],
    },
    Case {
        name: "a pruned leaf missed below MAX",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Prune("A2b", false)],
        expected: &[(
            "A2b",
            Item::Pruned,
            "A2b is pruned: after A2a = 6, A2 is worth at least 6 to MIN, who can already hold MAX to 5 with A1 (α = 6 ≥ β = 5)",
        )],
    },
    Case {
        name: "a pruned subtree missed",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Prune("B2", false)],
        expected: &[(
            "B2",
            Item::Pruned,
            "B2 is pruned: after B1 = 2, B is worth at most 2 to MAX, who already has 5 from A (α = 5 ≥ β = 2)",
        )],
    },
    Case {
        name: "a pruned subtree marked too low is still missed, once",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Prune("B2", false), Prune("B2a", true)],
        expected: &[(
            "B2",
            Item::Pruned,
            "B2 is pruned: after B1 = 2, B is worth at most 2 to MAX, who already has 5 from A (α = 5 ≥ β = 2)",
        )],
    },
    Case {
        name: "marks below a marked node change nothing",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Prune("B2a", true), Prune("B2b", true)],
        expected: &[],
    },
    Case {
        name: "a value written in a pruned subtree",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Value("B2", "0")],
        expected: &[("B2", Item::Value, "B2 is never searched, so it has no value")],
    },
    Case {
        name: "a searched MIN node marked pruned, with a value and a wrong window too",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Prune("B", true), Value("B", "5"), Window("B", "−∞", "+∞")],
        expected: &[
            (
                "B",
                Item::Value,
                "B: MIN stops after B1 = 2: B is worth at most 2, and MAX already has 5 from A, so B's other moves cannot matter",
            ),
            (
                "B",
                Item::Pruned,
                "B is searched: after A = 5, the best MAX has at the root is 5, still less than β = +∞, so MAX must look on",
            ),
            (
                "B",
                Item::Window,
                "B is entered with [5, +∞], not [−∞, +∞]: α = 5 because MAX already has 5 from A, and β = +∞ because MIN has nothing sure yet on the way to B",
            ),
        ],
    },
    Case {
        name: "wrong α deep down",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Window("B1b", "1", "+∞")],
        expected: &[(
            "B1b",
            Item::Window,
            "B1b is entered with [5, +∞], not [1, +∞]: α = 5 because MAX already has 5 from A, and β = +∞ because MIN has nothing sure yet on the way to B1b",
        )],
    },
    Case {
        name: "wrong β deep down",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Window("A2a", "-∞", "3")],
        expected: &[(
            "A2a",
            Item::Window,
            "A2a is entered with [−∞, 5], not [−∞, 3]: α = −∞ because MAX has nothing sure yet on the way to A2a, and β = 5 because MIN can already hold MAX to 5 with A1",
        )],
    },
    Case {
        name: "α set inside the subtree",
        kind: AlphaBeta,
        tree: DEEP,
        changes: &[Window("A1b", "−∞", "+∞")],
        expected: &[(
            "A1b",
            Item::Window,
            "A1b is entered with [3, +∞], not [−∞, +∞]: α = 3 because MAX already has 3 from A1a, and β = +∞ because MIN has nothing sure yet on the way to A1b",
        )],
    },
];

/// Reads a bound the table writes; the table never leaves one empty.
fn bound(text: &str) -> i32 {
    match parse_bound(text) {
        Ok(Some(bound)) => bound,
        other => panic!("{text:?} read as {other:?}"),
    }
}

fn apply(exercise: &Exercise, answers: &mut Answers, change: &Change) {
    match *change {
        Value(label, text) => {
            answers.values[number_of(exercise, label)] = parse_value(text).unwrap_or_else(|e| panic!("{e:?}"))
        }
        Prune(label, marked) => answers.pruned[number_of(exercise, label)] = marked,
        Window(label, alpha, beta) => {
            let window = (bound(alpha), bound(beta));
            answers.windows[number_of(exercise, label)] = Some(window);
        }
    }
}

#[test]
fn each_wrong_answer_is_marked_wrong_with_its_reason() {
    for case in CASES {
        let exercise = exercise(case.kind, case.tree);
        let mut answers = exercise.solution();
        for change in case.changes {
            apply(&exercise, &mut answers, change);
        }
        let marking = exercise.check(&answers);
        let found: Vec<(String, Item, String)> = wrong(&marking.verdicts)
            .into_iter()
            .map(|verdict| {
                let Mark::Wrong(reason) = &verdict.mark else {
                    unreachable!()
                };
                (
                    exercise.nodes[verdict.node].label.clone(),
                    verdict.item,
                    reason.clone(),
                )
            })
            .collect();
        let expected: Vec<(String, Item, String)> = case
            .expected
            .iter()
            .map(|&(label, item, reason)| (label.to_string(), item, reason.to_string()))
            .collect();
        assert_eq!(found, expected, "{}", case.name);
        assert_eq!(
            marking.right,
            marking.out_of - expected.len(),
            "{}: every other verdict stays right",
            case.name
        );
        let order: Vec<usize> = marking.verdicts.iter().map(|verdict| verdict.node).collect();
        assert!(order.is_sorted(), "{}: verdicts in pre-order", case.name);
    }
}

#[test]
fn the_classic_solution_is_the_textbook_one() {
    let exercise = exercise(AlphaBeta, CLASSIC);
    let solution = exercise.solution();
    let pruned: Vec<&str> = (0..exercise.nodes.len())
        .filter(|&n| solution.pruned[n])
        .map(|n| exercise.nodes[n].label.as_str())
        .collect();
    assert_eq!(pruned, ["B2", "B3"]);
    let value = |label| solution.values[number_of(&exercise, label)];
    assert_eq!(
        [value("root"), value("A"), value("B"), value("C")],
        [Some(3), Some(3), Some(2), Some(2)]
    );
    let marking = exercise.check(&solution);
    // 4 values, 2 pruned leaves, and the windows of the 11 nodes searched.
    assert_eq!((marking.right, marking.out_of), (17, 17));
    let pruned_right: Vec<usize> = marking
        .verdicts
        .iter()
        .filter(|verdict| verdict.item == Item::Pruned)
        .map(|verdict| verdict.node)
        .collect();
    assert_eq!(pruned_right, [7, 8]);
}

#[test]
fn a_teachers_tree_the_engine_refuses_is_an_error() {
    let empty = Exercise::from_tree(Minimax, &[]);
    assert!(empty.is_err());
    let childless = vec![AbstractNode::Inner {
        label: "A".into(),
        children: Vec::new(),
    }];
    assert!(Exercise::from_tree(AlphaBeta, &childless).is_err());
    let huge = vec![AbstractNode::Leaf {
        label: "A".into(),
        value: 1_000_000,
    }];
    assert!(Exercise::from_tree(Minimax, &huge).is_err());
    // A tree it accepts keeps its own labels and has no seed.
    let exercise = exercise(Minimax, CLASSIC);
    assert_eq!(exercise.seed, None);
    assert_eq!(exercise.moves(), tree(CLASSIC));
}
