//! The replay of a search, both orders: forward and back to the start, what every node shows at
//! the end, level by level revealing then backing up, depth first showing every cutoff and the
//! window each node is entered with, each step's narration (in Greek and Spanish too), the nodes
//! a step acts on, and exact values.

mod common;

use std::sync::Arc;

use klados::engine::eval::MATE;
use klados::engine::replay::{Granularity, Order, Replay, Step};
use klados::engine::settings::Algorithm;
use klados::engine::tree::{Bound, NodeId, SearchTree, Status};

use common::think;

fn all_views(replay: &Replay, step: usize) -> Vec<klados::engine::replay::NodeView> {
    let tree = replay.tree();
    let mut views = Vec::new();
    for (level, nodes) in tree.levels().iter().enumerate() {
        for index in 0..nodes.nodes.len() {
            views.push(replay.node_view(step, NodeId::new(level, index as u32)));
        }
    }
    views
}

fn replays(tree: &Arc<SearchTree>) -> Vec<Replay> {
    let mut replays = vec![Replay::new(
        Arc::clone(tree),
        Order::DepthFirst,
        Granularity::Level,
    )];
    for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
        replays.push(Replay::new(Arc::clone(tree), Order::LevelByLevel, granularity));
    }
    replays
}

#[test]
fn replay_forward_then_back_returns_to_the_start() {
    let tree = Arc::new(think(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        2,
        Algorithm::AlphaBeta,
    ));
    for replay in replays(&tree) {
        let initial = all_views(&replay, 0);
        assert!(initial.iter().all(|view| !view.revealed));
        let mut step = 0;
        while step < replay.last_step() {
            step += 1;
        }
        let at_end = all_views(&replay, step);
        assert_ne!(at_end, initial);
        while step > 0 {
            step -= 1;
        }
        assert_eq!(all_views(&replay, step), initial, "{:?}", replay.order());
    }
}

#[test]
fn at_the_end_every_node_shows_its_backed_up_value() {
    for algorithm in Algorithm::ALL {
        let tree = Arc::new(think(
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            3,
            algorithm,
        ));
        for replay in replays(&tree) {
            let end = replay.last_step();
            for (level, nodes) in tree.levels().iter().enumerate() {
                for (index, node) in nodes.nodes.iter().enumerate() {
                    let view = replay.node_view(end, NodeId::new(level, index as u32));
                    assert!(view.revealed);
                    assert_eq!(
                        view.value,
                        node.value(),
                        "{level}/{index} {:?} {:?}",
                        replay.order(),
                        replay.granularity()
                    );
                }
            }
            assert_eq!(replay.root_value(end), (Some(tree.root_value()), true));
            assert_eq!(replay.step(end), Step::Choice { best: tree.best() });
        }
    }
}

#[test]
fn level_by_level_reveals_then_backs_up_in_order() {
    let tree = Arc::new(think(klados::engine::position::START_FEN, 3, Algorithm::Minimax));
    let replay = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    let steps: Vec<Step> = (0..replay.step_count()).map(|s| replay.step(s)).collect();
    assert_eq!(steps[0], Step::Start);
    assert_eq!(steps[1], Step::Reveal { level: 0 });
    assert_eq!(steps[3], Step::Reveal { level: 2 });
    assert!(matches!(steps[4], Step::Backup { level: 2, .. }));
    assert!(matches!(steps[6], Step::Backup { level: 0, .. }));
    assert_eq!(steps.len(), 8);
    // After backing up level 2 into level 1, level 1 is final and level 0 still has no value.
    let first_reply = NodeId::new(1, 0);
    assert_eq!(
        replay.node_view(4, first_reply).value,
        tree.get(first_reply).and_then(|n| n.value())
    );
    assert_eq!(replay.node_view(4, NodeId::new(0, 0)).value, None);
    assert_eq!(replay.root_value(5).0, None);

    // One comparison at a time: the parent's value is the best of the children seen so far.
    let fine = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Comparison);
    let parent = NodeId::new(0, 0);
    let children: Vec<NodeId> = tree.children_of(parent).collect();
    let start_of_level1_backup = (0..fine.step_count())
        .find(|&s| matches!(fine.step(s), Step::Backup { level: 1, .. }))
        .unwrap_or_else(|| panic!("no back-up of level 1"));
    for seen in 1..=children.len() {
        let view = fine.node_view(start_of_level1_backup + seen - 1, parent);
        let best = children[..seen]
            .iter()
            .filter_map(|&c| tree.get(c).and_then(|n| n.value()))
            .min();
        assert_eq!(view.value, best);
        assert_eq!(view.value_final, seen == children.len());
    }
}

#[test]
fn depth_first_replay_of_alpha_beta_shows_every_cutoff() {
    let tree = Arc::new(think(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        3,
        Algorithm::Ordered,
    ));
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let mut cutoff_parents = Vec::new();
    let mut enters = 0;
    for step in 0..replay.step_count() {
        match replay.step(step) {
            Step::Return { node, cutoff: true } => cutoff_parents.push(tree.parent_of(node)),
            Step::Enter { .. } => enters += 1,
            _ => {}
        }
    }
    let searched = tree
        .levels()
        .iter()
        .flat_map(|l| &l.nodes)
        .filter(|n| n.status() != Status::Pruned)
        .count();
    assert_eq!(enters, searched);
    let mut parents_with_pruned_children: Vec<Option<NodeId>> = Vec::new();
    for (level, nodes) in tree.levels().iter().enumerate() {
        for (index, node) in nodes.nodes.iter().enumerate() {
            let parent = tree.parent_of(NodeId::new(level, index as u32));
            if node.status() == Status::Pruned && parents_with_pruned_children.last() != Some(&parent) {
                parents_with_pruned_children.push(parent);
            }
        }
    }
    assert!(!cutoff_parents.is_empty());
    cutoff_parents.sort();
    parents_with_pruned_children.sort();
    assert_eq!(cutoff_parents, parents_with_pruned_children);

    // At a cutoff, the window at the parent is empty: alpha >= beta.
    let cutoff_step = (0..replay.step_count())
        .find(|&s| matches!(replay.step(s), Step::Return { cutoff: true, .. }))
        .unwrap_or(0);
    if let Step::Return { node, .. } = replay.step(cutoff_step) {
        let (alpha, beta) = replay.window(cutoff_step, tree.parent_of(node));
        assert!(alpha >= beta, "alpha {alpha} beta {beta}");
    }
}

#[test]
fn every_step_is_narrated_in_greek_and_spanish_too_with_no_english_sentence_left() {
    let tree = Arc::new(think(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        2,
        Algorithm::Ordered,
    ));
    use klados::shell::i18n::{Language, said, set_language};
    for language in [Language::Greek, Language::Spanish] {
        for replay in replays(&tree) {
            for step in 0..replay.step_count() {
                let narration = replay.narration(step);
                set_language(Language::English);
                let english = said(&narration);
                set_language(language);
                let text = said(&narration);
                assert!(
                    text != english && !text.contains("narr-") && !text.contains("{"),
                    "{language:?} {:?} step {step}: {text}",
                    replay.order()
                );
            }
        }
    }
    set_language(Language::English);
}

#[test]
fn every_step_is_narrated() {
    let tree = Arc::new(think(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        2,
        Algorithm::Ordered,
    ));
    for replay in replays(&tree) {
        for step in 0..replay.step_count() {
            let text = klados::shell::i18n::said(&replay.narration(step));
            assert!(text.ends_with('.'), "{:?} step {step}: {text}", replay.order());
        }
    }
    let replay = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    assert!(klados::shell::i18n::said(&replay.narration(3)).starts_with(
        "Backing up level 1 into level 0: in every position of level 0, Black is to move and takes the MIN"
    ));
    let depth_first = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let cutoff = (0..depth_first.step_count())
        .find(|&s| matches!(depth_first.step(s), Step::Return { cutoff: true, .. }));
    assert!(cutoff.is_some_and(|s| klados::shell::i18n::said(&depth_first.narration(s)).contains("Cutoff")));
}

#[test]
fn bounds_are_written_as_bounds() {
    let tree = think(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        3,
        Algorithm::AlphaBeta,
    );
    let mut seen = [false; 3];
    for (level, nodes) in tree.levels().iter().enumerate() {
        for (index, node) in nodes.nodes.iter().enumerate() {
            let (Some(value), id) = (node.value(), NodeId::new(level, index as u32)) else {
                continue;
            };
            let text = tree.display_node_value(id, value);
            match node.bound() {
                Bound::Exact => seen[0] |= text == klados::engine::eval::display_score(value),
                Bound::Upper => seen[1] |= text.starts_with('≤'),
                Bound::Lower => seen[2] |= text.starts_with('≥'),
            }
        }
    }
    assert_eq!(
        seen,
        [true, true, true],
        "exact, upper and lower values all appear and are written so"
    );
}

/// The tree of lessons 02 and 03: MAX at the root, three MIN nodes of three leaves each.
fn classroom_tree(algorithm: Algorithm) -> Arc<SearchTree> {
    use klados::engine::abstract_tree::{AbstractNode, search_abstract};
    let family = |name: &str, values: [i32; 3]| AbstractNode::Inner {
        label: name.into(),
        children: values
            .iter()
            .enumerate()
            .map(|(index, &value)| AbstractNode::Leaf {
                label: format!("{name}{}", index + 1),
                value,
            })
            .collect(),
    };
    let moves = [
        family("A", [3, 12, 8]),
        family("B", [2, 4, 6]),
        family("C", [14, 5, 2]),
    ];
    match search_abstract(&moves, algorithm) {
        Ok(searched) => Arc::new(searched.tree),
        Err(error) => panic!("the classroom tree searches: {error}"),
    }
}

#[test]
fn depth_first_alpha_beta_enters_each_node_with_its_window() {
    let tree = classroom_tree(Algorithm::AlphaBeta);
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let infinity = MATE + 1;
    // (node, α and β when entered): A opens the window; once A returns 3, MAX is sure of 3.
    // B1 is entered with [3, +∞], returns 2 ≤ α and cuts B off; C's children see β narrow.
    let cases = [
        (NodeId::new(0, 0), Some((-infinity, infinity))),
        (NodeId::new(1, 0), Some((-infinity, infinity))),
        (NodeId::new(1, 1), Some((-infinity, 3))),
        (NodeId::new(0, 1), Some((3, infinity))),
        (NodeId::new(1, 3), Some((3, infinity))),
        (NodeId::new(1, 4), None), // B2: pruned, never entered
        (NodeId::new(0, 2), Some((3, infinity))),
        (NodeId::new(1, 7), Some((3, 14))),
        (NodeId::new(1, 8), Some((3, 5))),
    ];
    for (node, expected) in cases {
        assert_eq!(replay.entered_window(node), expected, "{node:?}");
    }
    // Minimax, or level by level, has no window to show.
    let level = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    assert_eq!(level.entered_window(NodeId::new(0, 0)), None);
    let minimax = Replay::new(
        classroom_tree(Algorithm::Minimax),
        Order::DepthFirst,
        Granularity::Level,
    );
    assert_eq!(minimax.entered_window(NodeId::new(0, 0)), None);
}

#[test]
fn each_step_says_which_nodes_it_acts_on_and_which_position_it_looks_at() {
    let tree = classroom_tree(Algorithm::Minimax);
    let a = NodeId::new(0, 0);
    let a1 = NodeId::new(1, 0);
    let depth_first = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    for step in 0..depth_first.step_count() {
        let acted = depth_first.acted_on(step);
        match depth_first.step(step) {
            Step::Enter { node } => {
                assert_eq!(acted, vec![Some(node)]);
                assert_eq!(depth_first.position_node(step), Some(node));
            }
            Step::Return { node, .. } => {
                assert_eq!(acted, vec![Some(node), tree.parent_of(node)]);
                assert_eq!(depth_first.position_node(step), Some(node));
            }
            Step::Choice { best } => {
                assert_eq!(acted, vec![Some(best), None]);
                assert_eq!(depth_first.position_node(step), Some(best));
            }
            Step::Start => assert_eq!(acted, vec![None]),
            other => panic!("depth first has no {other:?}"),
        }
    }
    // Level by level, one comparison at a time: the parent and the child compared; the board
    // looks at the child. A whole level's step acts on its first node and looks at the root.
    let comparisons = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Comparison);
    let Some(first_comparison) =
        (0..comparisons.step_count()).find(|&step| matches!(comparisons.step(step), Step::Backup { .. }))
    else {
        panic!("a back-up step")
    };
    assert_eq!(comparisons.acted_on(first_comparison), vec![Some(a), Some(a1)]);
    assert_eq!(comparisons.position_node(first_comparison), Some(a1));
    let levels = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    assert_eq!(levels.step(1), Step::Reveal { level: 0 });
    assert_eq!(levels.acted_on(1), vec![Some(a)]);
    assert_eq!(levels.position_node(1), None);
    let groups = Replay::new(tree, Order::LevelByLevel, Granularity::Group);
    let Some(first_group) =
        (0..groups.step_count()).find(|&step| matches!(groups.step(step), Step::Backup { .. }))
    else {
        panic!("a back-up step")
    };
    assert_eq!(groups.position_node(first_group), Some(a), "the parent choosing");
}

#[test]
fn level_by_level_shows_a_pruned_move_only_from_the_back_up_of_its_level() {
    for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
        let tree = think(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            3,
            Algorithm::AlphaBeta,
        );
        let tree = Arc::new(tree);
        let replay = Replay::new(Arc::clone(&tree), Order::LevelByLevel, granularity);
        let pruned: Vec<NodeId> = tree
            .levels()
            .iter()
            .enumerate()
            .flat_map(|(level, nodes)| {
                nodes
                    .nodes
                    .iter()
                    .enumerate()
                    .filter(|(_, node)| node.status() == Status::Pruned)
                    .map(move |(index, _)| NodeId::new(level, index as u32))
            })
            .collect();
        assert!(!pruned.is_empty(), "alpha-beta prunes in Kiwipete");
        // Walk the steps, noting how far each level's back-up has come: a pruned node is shown
        // exactly when the back-up of its level has passed it.
        let mut backed_up: Vec<u32> = vec![0; tree.depth()];
        for step in 0..replay.step_count() {
            match replay.step(step) {
                Step::Backup { level, children, .. } => backed_up[level] = backed_up[level].max(children.end),
                Step::Choice { .. } => backed_up.iter_mut().zip(tree.levels()).for_each(|(end, level)| {
                    *end = level.nodes.len() as u32;
                }),
                _ => {}
            }
            for &id in pruned.iter().step_by(7) {
                let shown = replay.node_view(step, id).revealed;
                assert_eq!(
                    shown,
                    id.index < backed_up[id.level],
                    "{granularity:?} step {step} {id:?}"
                );
            }
        }
    }
}

#[test]
fn an_abstract_tree_is_narrated_with_max_and_min_never_white_and_black() {
    let tree = classroom_tree(Algorithm::AlphaBeta);
    let mut cutoffs = 0;
    for order in [Order::LevelByLevel, Order::DepthFirst] {
        let replay = Replay::new(Arc::clone(&tree), order, Granularity::Comparison);
        for step in 0..replay.step_count() {
            let sentence = klados::shell::i18n::said(&replay.narration(step));
            assert!(
                !sentence.contains("White") && !sentence.contains("Black"),
                "step {step}: {sentence}"
            );
            if sentence.contains("Cutoff") {
                cutoffs += 1;
                assert!(sentence.contains("MAX already has a better choice"), "{sentence}");
            }
        }
    }
    assert!(cutoffs > 0, "the classroom tree has a cutoff depth first");
}

#[test]
fn a_node_whose_moves_were_all_searched_exactly_is_exact_even_outside_the_window() {
    use klados::engine::abstract_tree::{AbstractNode, search_abstract};
    let leaf = |label: &str, value: i32| AbstractNode::Leaf {
        label: label.into(),
        value,
    };
    let inner = |label: &str, children: Vec<AbstractNode>| AbstractNode::Inner {
        label: label.into(),
        children,
    };
    // A is worth 3, so B's first reply B1 is searched with α = 3. B1 (MAX) is worth 2, below α,
    // but both its leaves were searched: 2 is its true value. B is cut off after it: at most 2.
    let moves = [
        inner("A", vec![leaf("A1", 3), leaf("A2", 4)]),
        inner(
            "B",
            vec![
                inner("B1", vec![leaf("B1a", 2), leaf("B1b", 1)]),
                inner("B2", vec![leaf("B2a", 9), leaf("B2b", 9)]),
            ],
        ),
    ];
    let searched = search_abstract(&moves, Algorithm::AlphaBeta).unwrap_or_else(|e| panic!("{e}"));
    let tree = &searched.tree;
    let node = |level: usize, label: &str| {
        let index = searched.labels[level]
            .iter()
            .position(|name| name == label)
            .unwrap_or_else(|| panic!("no {label}"));
        tree.get(NodeId::new(level, index as u32))
            .copied()
            .unwrap_or_else(|| panic!("no node {label}"))
    };
    let b1 = node(1, "B1");
    assert_eq!((b1.value(), b1.bound()), (Some(2), Bound::Exact));
    let b = node(0, "B");
    assert_eq!((b.value(), b.bound()), (Some(2), Bound::Upper));
    assert_eq!(node(1, "B2").status(), Status::Pruned);
}
