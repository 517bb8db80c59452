//! Chance nodes (expectimax) from end to end: expectations worked out by hand, exact through
//! nested chance nodes; minimax, alpha-beta and ordered alpha-beta give a plain exact
//! expectimax's root value on 200 random trees with chance nodes; the replay ends with every node's value in both orders, and its α and β below a chance
//! node start again from the full window as the search's do; a lesson's chance nodes are read
//! with located errors; klados-tree/1 gains its new keys only for a tree with chance nodes.

mod common;

use std::path::Path;
use std::sync::Arc;

use common::SplitMix;
use klados::course::lesson::Lesson;
use klados::course::tree_text::{parse_tree, relabel, write_tree};
use klados::engine::abstract_tree::{AbstractNode, search_abstract};
use klados::engine::chance::Probability;
use klados::engine::eval::MATE;
use klados::engine::export::write_json;
use klados::engine::replay::{Granularity, Order, Replay, Step};
use klados::engine::settings::Algorithm;
use klados::engine::tree::{NodeId, SearchTree, Status};

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered];

fn search(text: &str, algorithm: Algorithm) -> Arc<SearchTree> {
    let moves = parse_tree(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let searched = search_abstract(&moves, algorithm).unwrap_or_else(|e| panic!("{text}: {e}"));
    Arc::new(searched.tree)
}

/// The root's value and best move of `text`, the same with every algorithm.
fn check(text: &str, root_value: i32, best: &str) {
    for algorithm in ALGORITHMS {
        let tree = search(text, algorithm);
        assert_eq!(tree.root_value(), root_value, "{text} {algorithm:?}");
        assert_eq!(tree.san_of(tree.best()), best, "{text} {algorithm:?}");
    }
}

/// The root's exact value (a fraction, `"1/4"`), the value the node arrays show for it, and the
/// best move of `text`, the same with every algorithm.
fn check_exact(text: &str, exact: &str, shown: i32, best: &str) {
    for algorithm in ALGORITHMS {
        let tree = search(text, algorithm);
        let root = tree.exact_root_value().map(|value| value.fraction_text());
        assert_eq!(root.as_deref(), Some(exact), "{text} {algorithm:?}");
        assert_eq!(tree.root_value(), shown, "{text} {algorithm:?}");
        assert_eq!(tree.san_of(tree.best()), best, "{text} {algorithm:?}");
    }
}

#[test]
fn expectations_by_hand() {
    // A sure 3 against a roll: 1 or 2 loses 6, 3 to 6 wins 9. Expected: -2 + 6 = 4.
    check("[3, {1/3: -6, 2/3: 9}]", 4, "B");
    // A pessimist would read the roll as MIN (-6) and keep the 3; with -9 the roll is worth 1.
    check("[3, {1/3: -9, 2/3: 6}]", 3, "A");
    // A fair die: (1 + 2 + 3 + 4 + 5 + 6) / 6 = 3.5, shown as 4; beats a sure 3.
    check_exact(
        "[{1/6: 1, 1/6: 2, 1/6: 3, 1/6: 4, 1/6: 5, 1/6: 6}, 3]",
        "7/2",
        4,
        "A",
    );
    // 25/6 = 4.17, shown as 4; a sure 5 is better.
    check("[{1/6: 1, 1/6: 2, 1/6: 3, 1/6: 4, 1/6: 5, 1/6: 10}, 5]", 5, "B");
    // A half is shown rounded away from zero: 5.5 as 6, -5.5 as -6.
    check_exact("[[3, 12], {1/2: 2, 1/2: [3, 9]}]", "11/2", 6, "B");
    check_exact("[{1/2: -2, 1/2: -9}, -7]", "-11/2", -6, "A");
    // Nested chance nodes are carried exactly, rounded only for display: the issue's tree is
    // worth 1/2 × (1/2 × 0 + 1/2 × 1) + 1/2 × 0 = 1/4 (rounding each level gave 1).
    check_exact("[{1/2: [{1/2: 0, 1/2: 1}], 1/2: [0]}]", "1/4", 0, "A");
    // (1 + 2) / 2 = 3/2, then 3/4 (shown as 1).
    check_exact("[{1/2: {1/2: 1, 1/2: 2}, 1/2: 0}]", "3/4", 1, "A");
    // MAX compares exact values: B's 3/4 beats A's 1/2, though both are shown as 1 (rounded at
    // each level, B was 1 too and the tie kept A).
    check_exact(
        "[{1/2: 1, 1/2: 0}, {1/2: {1/2: 1, 1/2: 2}, 1/2: 0}]",
        "3/4",
        1,
        "B",
    );
    // MIN too: after B1's 1/4, B2's 1/2 (shown as 0 and 1) is no better for MIN, and A is 0.
    check_exact("[0, [{1/4: 1, 3/4: 0}, {1/2: 1, 1/2: 0}]]", "1/4", 0, "B");
    // A chance node where MAX would have chosen: MIN's A takes min(5, 7); B is 4.
    check("[[{1/2: 10, 1/2: 0}, 7], [4, 6]]", 5, "A");
    // Below a chance node MAX chooses again (the levels keep alternating): B2 = max(3, 9).
    let tree = search("[[3, 12], {1/2: 2, 1/2: [3, 9]}]", Algorithm::Minimax);
    let b = NodeId::new(0, 1);
    assert!(tree.is_chance(b));
    assert_eq!(tree.get(NodeId::new(1, 3)).and_then(|node| node.value()), Some(9));
    assert_eq!(
        tree.probability_of(NodeId::new(1, 2)),
        Some(Probability::new(1, 2).unwrap_or_else(|e| panic!("{e}")))
    );
    assert_eq!(tree.probability_of(NodeId::new(1, 0)), None);
    assert_eq!(
        tree.explain_expectation(b).as_deref(),
        Some("1/2 × 2 + 1/2 × 9 = 5.5 (shown as 6)")
    );
    assert_eq!(tree.display_node_value(b, 6), "≈6");
    assert_eq!(tree.value_words(b).as_deref(), Some("11/2 (shown as 6)"));
    // A nested outcome is written with its exact value in the sum above it.
    let nested = search("[{1/2: [{1/2: 0, 1/2: 1}], 1/2: [0]}]", Algorithm::AlphaBeta);
    assert_eq!(
        nested.explain_expectation(NodeId::new(0, 0)).as_deref(),
        Some("1/2 × (1/2) + 1/2 × 0 = 0.25 (shown as 0)")
    );
    assert_eq!(
        nested.value_words(NodeId::new(1, 0)).as_deref(),
        Some("1/2 (shown as 1)")
    );
    assert_eq!(nested.display_node_value(NodeId::new(1, 0), 1), "≈1");
    // The line stops at the roll: nobody chooses what comes after it.
    assert_eq!(tree.principal_variation(), vec![b]);
}

// ----- 200 random trees against a plain expectimax -----

/// A random tree (the root's children) of up to `depth` plies: inner nodes have 1 to 3
/// children, about a third of them are chance nodes with probabilities over 2, 3, 4, 6 or 12.
fn random_moves(random: &mut SplitMix, depth: usize, root: bool) -> Vec<AbstractNode> {
    let count = 1 + random.below(3) + usize::from(root);
    (0..count).map(|_| random_node(random, depth)).collect()
}

fn random_node(random: &mut SplitMix, depth: usize) -> AbstractNode {
    let label = String::new();
    if depth <= 1 || random.below(5) == 0 {
        return AbstractNode::Leaf {
            label,
            value: random.below(41) as i32 - 20,
        };
    }
    let children = random_moves(random, depth - 1, false);
    if random.below(3) > 0 {
        return AbstractNode::Inner { label, children };
    }
    // A chance node: cut a denominator into as many positive parts as there are children.
    let denominators: Vec<u32> = [2, 3, 4, 6, 12]
        .into_iter()
        .filter(|&d| d as usize >= children.len())
        .collect();
    let denominator = *random.pick(&denominators);
    let mut parts = vec![1_u32; children.len()];
    for _ in 0..denominator as usize - children.len() {
        let at = random.below(parts.len());
        parts[at] += 1;
    }
    let probabilities = parts
        .iter()
        .map(|&part| Probability::new(part, denominator).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    AbstractNode::Chance {
        label,
        children,
        probabilities,
    }
}

/// Every value of a random tree in units of 1/12^4: 12 is a multiple of every denominator
/// the random trees use, and they nest at most four chance nodes deep.
const UNIT: i64 = 12 * 12 * 12 * 12;

/// Expectimax written plainly and exactly: MAX and MIN choose by depth, a chance node averages
/// its children. Values are counted in units of 1/[`UNIT`], in which every expectation is whole.
fn expectimax(node: &AbstractNode, max_chooses: bool) -> i64 {
    match node {
        AbstractNode::Leaf { value, .. } => i64::from(*value) * UNIT,
        AbstractNode::Utilities { .. } => unreachable!("the random trees have two players"),
        AbstractNode::Inner { children, .. } => {
            let values = children.iter().map(|child| expectimax(child, !max_chooses));
            if max_chooses {
                values.max().unwrap_or_default()
            } else {
                values.min().unwrap_or_default()
            }
        }
        AbstractNode::Chance {
            children,
            probabilities,
            ..
        } => children
            .iter()
            .zip(probabilities)
            .map(|(child, p)| {
                let value = expectimax(child, !max_chooses);
                assert_eq!(
                    value % i64::from(p.denominator()),
                    0,
                    "deeper than the unit allows"
                );
                value / i64::from(p.denominator()) * i64::from(p.numerator())
            })
            .sum(),
    }
}

/// Writes a value counted in units of 1/[`UNIT`] as a fraction in lowest terms: `1/4`, `-3`.
fn fraction(units: i64) -> String {
    let (mut a, mut b) = (units.abs(), UNIT);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let common = a.max(1);
    if UNIT / common == 1 {
        format!("{}", units / common)
    } else {
        format!("{}/{}", units / common, UNIT / common)
    }
}

#[test]
fn alpha_beta_and_ordered_give_expectimax_values_on_random_trees() {
    let mut random = SplitMix(0xc4a2_ce00_0000_0200);
    let (mut trees_with_chance, mut pruned, mut fractions) = (0, 0, 0);
    for round in 0..200 {
        let moves = relabel(&random_moves(&mut random, 2 + round % 4, true));
        let expected = moves
            .iter()
            .map(|child| expectimax(child, false))
            .max()
            .unwrap_or_default();
        trees_with_chance += usize::from(moves.iter().any(AbstractNode::has_chance));
        // The text format writes the tree and reads it back the same.
        let text = write_tree(&moves);
        assert_eq!(parse_tree(&text).as_ref(), Ok(&moves), "{text}");
        for algorithm in ALGORITHMS {
            let searched = search_abstract(&moves, algorithm).unwrap_or_else(|e| panic!("{text}: {e}"));
            let tree = &searched.tree;
            let exact = tree
                .exact_root_value()
                .map_or_else(|| tree.root_value().to_string(), |value| value.fraction_text());
            assert_eq!(exact, fraction(expected), "{text} {algorithm:?}");
            // Shown as the nearest whole number, a half away from zero.
            let shown = (2 * expected.abs() + UNIT) / (2 * UNIT) * expected.signum();
            assert_eq!(i64::from(tree.root_value()), shown, "{text} {algorithm:?}");
            fractions += usize::from(tree.exact_root_value().is_some());
            for id in ids(tree) {
                let Some(node) = tree.get(id) else { continue };
                // Below a chance node nothing is cut, and every value is exact.
                if let Some(parent) = tree.parent_of(id).filter(|&parent| tree.is_chance(parent)) {
                    assert_ne!(node.status(), Status::Pruned, "{text} {algorithm:?} {parent:?}");
                }
                pruned += usize::from(node.status() == Status::Pruned);
            }
        }
    }
    // The trees exercise both: chance nodes, and cutoffs elsewhere.
    assert!(
        trees_with_chance > 100,
        "{trees_with_chance} trees with chance nodes"
    );
    assert!(pruned > 50, "{pruned} pruned nodes");
    assert!(fractions > 50, "{fractions} roots worth a fraction");
}

fn ids(tree: &SearchTree) -> Vec<NodeId> {
    tree.levels()
        .iter()
        .enumerate()
        .flat_map(|(level, nodes)| (0..nodes.nodes.len() as u32).map(move |index| NodeId::new(level, index)))
        .collect()
}

#[test]
fn the_replay_ends_with_every_value_and_its_windows_are_the_searchs() {
    let mut random = SplitMix(0xc4a2_ce00_0000_0ab0);
    let infinity = MATE + 1;
    let mut chance_children_checked = 0;
    for round in 0..60 {
        let moves = relabel(&random_moves(&mut random, 2 + round % 3, true));
        for algorithm in ALGORITHMS {
            let tree = Arc::new(
                search_abstract(&moves, algorithm)
                    .unwrap_or_else(|e| panic!("{e}"))
                    .tree,
            );
            for order in [Order::LevelByLevel, Order::DepthFirst] {
                let replay = Replay::new(Arc::clone(&tree), order, Granularity::Comparison);
                let end = replay.last_step();
                assert_eq!(replay.root_value(end), (Some(tree.root_value()), true));
                for id in ids(&tree) {
                    let view = replay.node_view(end, id);
                    let node = tree.get(id).copied().unwrap_or_else(|| panic!("{id:?}"));
                    assert_eq!(view.value, node.value(), "{order:?} {algorithm:?} {id:?}");
                    assert!(view.value_final || node.status() == Status::Pruned, "{id:?}");
                }
                // Every step says something, and a chance node's sum is said somewhere.
                let mut sums = 0;
                for step in 0..replay.step_count() {
                    let sentence = klados::shell::i18n::said(&replay.narration(step));
                    assert!(sentence.ends_with('.'), "{sentence}");
                    sums += usize::from(sentence.contains(" = "));
                }
                if tree.has_chance() {
                    assert!(sums > 0, "{order:?}: no expectation narrated");
                }
            }
            if !algorithm.prunes() {
                continue;
            }
            // Depth first: below a chance node each outcome starts from the full window; and
            // after any child returns, its parent's window is closed exactly when the search cut.
            let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
            for step in 0..replay.step_count() {
                if let Step::Enter { node } = replay.step(step)
                    && tree.parent_of(node).is_some_and(|parent| tree.is_chance(parent))
                {
                    let sentence = klados::shell::i18n::said(&replay.narration(step));
                    assert!(sentence.contains("α = −∞, β = +∞"), "{sentence}");
                }
                let Step::Return { node, cutoff } = replay.step(step) else {
                    continue;
                };
                let parent = tree.parent_of(node);
                if parent.is_some_and(|parent| tree.is_chance(parent)) {
                    assert_eq!(replay.entered_window(node), Some((-infinity, infinity)));
                    chance_children_checked += 1;
                    continue;
                }
                let siblings_left = match parent {
                    Some(parent) => tree.children_of(parent).any(|sibling| sibling.index > node.index),
                    None => tree.root_children().any(|sibling| sibling.index > node.index),
                };
                if siblings_left {
                    // Exactly: the window a fraction narrowed (α 1/2, β 1) is not closed,
                    // though it is shown rounded (α 1, β 1).
                    let (alpha, beta) = replay.exact_window(step, parent);
                    assert_eq!(alpha >= beta, cutoff, "{algorithm:?} step {step} {node:?}");
                }
            }
        }
    }
    assert!(chance_children_checked > 50, "{chance_children_checked}");
}

// ----- Lessons -----

fn tree_lesson(tree: &str) -> String {
    format!(
        r#"{{
  "format": "klados-lesson/1",
  "id": "dice",
  "title": "Dice",
  "summary": "A roll of the die.",
  "tree": {tree},
  "search": {{ "algorithm": "alphabeta" }}, "steps": [ {{ "at": "start", "say": "MAX is to move." }} ]
}}"#
    )
}

#[test]
fn a_lesson_tree_has_chance_nodes_with_probabilities() {
    let text = tree_lesson(
        r#"{ "label": "now", "children": [
    { "label": "safe", "value": 3 },
    { "label": "roll", "chance": true, "children": [
      { "label": "1-2", "probability": "1/3", "value": -6 },
      { "label": "3-6", "probability": "2/3", "value": 9 } ] } ] }"#,
    );
    let lesson = Lesson::from_json(&text, Path::new("dice.json")).unwrap_or_else(|e| panic!("{e:?}"));
    let search = lesson.think(&lesson.settings).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(search.tree.root_value(), 4);
    assert_eq!(search.tree.san_of(search.tree.best()), "roll");
    assert!(lesson.verify().is_empty());
}

#[test]
fn a_lesson_s_wrong_chance_nodes_are_located() {
    let roll = |outcomes: &str| {
        tree_lesson(&format!(
            r#"{{ "children": [
    {{ "label": "safe", "value": 3 }},
    {{ "label": "roll", "chance": true, "children": [
      {outcomes} ] }} ] }}"#
        ))
    };
    let two = |first: &str, second: &str| {
        roll(&format!(
            r#"{{ "label": "low", {first}, "value": -6 }},
      {{ "label": "high", {second}, "value": 9 }}"#
        ))
    };
    for (text, expected) in [
        (
            two(r#""probability": "1/3""#, r#""probability": "1/3""#),
            ":8:52: tree.children[1].children: the outcomes' probabilities are wrong: the probabilities add up to 2/3, not 1",
        ),
        (
            two(r#""probability": "0/3""#, r#""probability": "1""#),
            ":9:40: tree.children[1].children[0].probability: the probability 0/3 is 0",
        ),
        (
            two(r#""probability": 0.5"#, r#""probability": "1/2""#),
            ":9:40: tree.children[1].children[0].probability: write the probability as a fraction in quotes",
        ),
        (
            two(r#""probability": "half""#, r#""probability": "1/2""#),
            ":9:40: tree.children[1].children[0].probability: \"half\" is not a probability",
        ),
        (
            two(r#""chance": false"#, r#""probability": "1""#),
            ":9:7: tree.children[1].children[0]: an outcome of a chance node needs its \"probability\"",
        ),
        (
            tree_lesson(r#"{ "chance": true, "children": [ { "label": "A", "value": 1 } ] }"#),
            ":6:23: tree.chance: the root cannot be a chance node",
        ),
        (
            tree_lesson(r#"{ "children": [ { "label": "A", "probability": "1/2", "value": 1 } ] }"#),
            ":6:58: tree.children[0].probability: only an outcome of a chance node",
        ),
        (
            tree_lesson(r#"{ "children": [ { "label": "A", "chance": true, "value": 1 } ] }"#),
            ":6:53: tree.children[0].chance: a chance node has outcomes (children), not a value",
        ),
        (
            tree_lesson(r#"{ "children": [ { "label": "A", "chance": "yes", "value": 1 } ] }"#),
            ":6:57: invalid type: string \"yes\", expected a boolean",
        ),
        (
            tree_lesson(r#"{ "children": [ { "label": "A", "odds": "1/2", "value": 1 } ] }"#),
            ":6:48: unknown field `odds`",
        ),
    ] {
        let errors = Lesson::from_json(&text, Path::new("dice.json"))
            .map(|_| ())
            .unwrap_err();
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert!(
            messages
                .iter()
                .any(|message| message.contains(&format!("dice.json{expected}"))),
            "{expected} not among {messages:#?}\n{text}"
        );
    }
}

// ----- klados-tree/1 -----

fn json_of(tree: &SearchTree) -> serde_json::Value {
    let mut out = Vec::new();
    write_json(tree, &mut out).unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn klados_tree_json_has_the_chance_keys_only_for_a_tree_with_chance_nodes() {
    let chance = json_of(&search("[[3, 12], {1/2: 2, 1/2: [3, 9]}]", Algorithm::AlphaBeta));
    let roll = &chance["levels"][0]["nodes"][1];
    assert_eq!(roll["chance"], true);
    assert_eq!(roll["value"], 6);
    assert_eq!(roll["expectation"], "11/2");
    assert_eq!(chance["levels"][1]["nodes"][2]["probability"], "1/2");
    assert_eq!(chance["levels"][1]["nodes"][0].get("probability"), None);
    assert_eq!(chance["levels"][0]["nodes"][0].get("chance"), None);
    let plain = serde_json::to_string(&json_of(&search("[[3, 12], [2, [3, 9]]]", Algorithm::AlphaBeta)))
        .unwrap_or_default();
    for key in ["chance", "probability", "expectation", "exact"] {
        // As a key: "exact" is also a bound's name.
        assert!(!plain.contains(&format!("\"{key}\":")), "{key} in {plain}");
    }
    // A value that is not whole is written exactly beside the whole number shown: the root's,
    // and any node's below a chance node (a chance node's and a choice among them).
    let nested = json_of(&search(
        "[{1/2: [{1/2: 0, 1/2: 1}], 1/2: [0]}]",
        Algorithm::Minimax,
    ));
    assert_eq!(nested["best"]["value"], 0);
    assert_eq!(nested["best"]["exact"], "1/4");
    assert_eq!(nested["levels"][0]["nodes"][0]["exact"], "1/4");
    assert_eq!(nested["levels"][1]["nodes"][0]["exact"], "1/2");
    assert_eq!(nested["levels"][1]["nodes"][0]["value"], 1);
    assert_eq!(nested["levels"][1]["nodes"][1].get("exact"), None);
    assert_eq!(chance["best"]["exact"], "11/2");
    assert_eq!(chance["best"]["value"], 6);
}

// ----- Handouts -----

#[test]
fn a_handout_draws_chance_nodes_with_pointed_ends_and_probabilities_on_both_copies() {
    use klados::course::handout::{CHANCE_LEGEND, Copy, LEGEND, png, sketch_of_tree, svg};
    let tree = search("[3, {1/6: -6, 1/6: -6, 4/6: [9, 12]}]", Algorithm::AlphaBeta);
    let sketch = sketch_of_tree(&tree, "Dice");
    let answer = svg(&sketch, Copy::Answer);
    let student = svg(&sketch, Copy::Student);
    for copy in [&answer, &student] {
        assert_eq!(copy.matches("<polygon").count(), 1, "one chance node");
        assert_eq!(copy.matches(">1/6</text>").count(), 2);
        assert!(copy.contains(">2/3</text>"));
        assert!(copy.contains(CHANCE_LEGEND));
    }
    // The chance node's value (-1 - 1 + 8 = 6) is an answer: on the answer copy only.
    let b = sketch
        .nodes
        .iter()
        .find(|node| node.chance)
        .map(|node| node.value.clone());
    assert_eq!(b, Some(Some(String::from("6"))));
    assert!(answer.contains(">6</text>") && !student.contains(">6</text>"));
    assert!(png(&answer, 1.0).is_ok_and(|bytes| bytes.starts_with(b"\x89PNG")));
    // A tree without chance nodes keeps its legend and shapes.
    let plain = svg(
        &sketch_of_tree(&search("[3, [1, 2]]", Algorithm::Minimax), "Plain"),
        Copy::Answer,
    );
    assert!(plain.contains(LEGEND) && !plain.contains(CHANCE_LEGEND) && !plain.contains("<polygon"));
}

#[test]
fn a_tree_whose_exact_values_need_too_fine_fractions_is_refused() {
    // Nested chance nodes multiply their denominators: 999,983 × 999,979 is just under a
    // million million, and one more coin below passes it.
    let fine = "[{1/999983: {1/999979: 1, 999978/999979: 0}, 999982/999983: 0}]";
    let moves = parse_tree(fine).unwrap_or_else(|e| panic!("{e}"));
    assert!(search_abstract(&moves, Algorithm::AlphaBeta).is_ok());
    let too_fine = "[{1/999983: {1/999979: {1/2: 1, 1/2: 0}, 999978/999979: 0}, 999982/999983: 0}]";
    let moves = parse_tree(too_fine).unwrap_or_else(|e| panic!("{e}"));
    let error = search_abstract(&moves, Algorithm::AlphaBeta)
        .map(|_| ())
        .unwrap_err();
    assert!(error.to_string().contains("common denominator"), "{error}");
}
