//! Max^n, minimax for three or more players, on drawn trees whose leaves hold a tuple of
//! utilities: AIMA's three-player tree gives its published root vector, the node arrays keep
//! each chooser's own utility and the tuples beside them, alpha-beta is refused with its
//! reason, and a tuple of the wrong length is an error that names the leaf.

use std::sync::Arc;

use klados::engine::abstract_tree::{AbstractNode, AbstractTreeError, search_abstract};
use klados::engine::replay::{Granularity, Order, Replay};
use klados::engine::settings::Algorithm;
use klados::engine::tree::{Node, NodeId, SearchTree};

fn leaf(label: &str, utilities: &[i32]) -> AbstractNode {
    AbstractNode::Utilities {
        label: label.into(),
        utilities: utilities.to_vec(),
    }
}

fn inner(label: &str, children: Vec<AbstractNode>) -> AbstractNode {
    AbstractNode::Inner {
        label: label.into(),
        children,
    }
}

/// The three-player tree of Russell and Norvig's *Artificial Intelligence: A Modern Approach*
/// (3rd edition, Figure 5.4): A moves at the root, B at the second level, C at the third, and
/// every node has two children, so there are eight leaves. Read left to right as the figure
/// draws them, the leaves are (1, 2, 6) (4, 2, 3) (6, 1, 2) (7, 4, 1) (5, 1, 1) (1, 5, 2)
/// (7, 7, 1) (5, 4, 5): the first two under A's left move and B's left reply, and so on. C's
/// choices come to (1, 2, 6), (6, 1, 2), (1, 5, 2), (5, 4, 5); B's to (1, 2, 6) and (1, 5, 2);
/// A's utility is 1 in both, so A keeps the first and the root vector is (1, 2, 6), the figure's.
///
/// The moves are named by the turns taken from the root: `L`, `R`, then `LL`, `LR`, … .
fn aima() -> Vec<AbstractNode> {
    let pair = |label: &str, first: &[i32], second: &[i32]| {
        inner(
            label,
            vec![
                leaf(&format!("{label}L"), first),
                leaf(&format!("{label}R"), second),
            ],
        )
    };
    vec![
        inner(
            "L",
            vec![
                pair("LL", &[1, 2, 6], &[4, 2, 3]),
                pair("LR", &[6, 1, 2], &[7, 4, 1]),
            ],
        ),
        inner(
            "R",
            vec![
                pair("RL", &[5, 1, 1], &[1, 5, 2]),
                pair("RR", &[7, 7, 1], &[5, 4, 5]),
            ],
        ),
    ]
}

fn tuple_of(tree: &SearchTree, id: NodeId) -> Vec<i32> {
    tree.utilities_of(id).map(<[i32]>::to_vec).unwrap_or_default()
}

#[test]
fn maxn_on_aimas_three_player_tree_gives_the_published_root_vector() {
    let searched = search_abstract(&aima(), Algorithm::Minimax).unwrap();
    let tree = &searched.tree;
    assert_eq!(tree.players(), 3);
    assert_eq!(tree.root_utilities(), Some(&[1, 2, 6][..]));
    assert_eq!(searched.label_of(tree.best()), Some("L"));
    assert_eq!(tree.nodes_per_level(), vec![2, 4, 8]);
    // What each level backed up: B's choices at level 0, C's at level 1.
    let level = |level: usize| -> Vec<Vec<i32>> {
        (0..tree.levels()[level].nodes.len() as u32)
            .map(|index| tuple_of(tree, NodeId::new(level, index)))
            .collect()
    };
    assert_eq!(level(0), [vec![1, 2, 6], vec![1, 5, 2]]);
    assert_eq!(
        level(1),
        [vec![1, 2, 6], vec![6, 1, 2], vec![1, 5, 2], vec![5, 4, 5]]
    );
    // A node's value is the utility of the player who chose the move into it: A's at level 0,
    // B's at level 1, C's at the leaves. So every parent takes the largest of its children's.
    let values =
        |level: usize| -> Vec<Option<i32>> { tree.levels()[level].nodes.iter().map(Node::value).collect() };
    assert_eq!(values(0), [Some(1), Some(1)]);
    assert_eq!(values(1), [Some(2), Some(1), Some(5), Some(4)]);
    assert_eq!(tree.root_value(), 1);
    // The expected line follows the tuple down: L, then LL, then LLL.
    let line: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| tree.san_of(id))
        .collect();
    assert_eq!(line, ["L", "LL", "LLL"]);
    assert_eq!(tree.display_node_value(NodeId::new(1, 3), 4), "(5, 4, 5)");
}

#[test]
fn alpha_beta_is_refused_with_its_reason() {
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Ordered] {
        let error = search_abstract(&aima(), algorithm).unwrap_err();
        assert_eq!(error, AbstractTreeError::PruningWithPlayers(3));
        assert!(error.to_string().contains("max^n"), "{error}");
    }
}

#[test]
fn a_tuple_of_the_wrong_length_names_its_leaf() {
    let check = |moves: Vec<AbstractNode>, expected: AbstractTreeError| {
        assert_eq!(search_abstract(&moves, Algorithm::Minimax).unwrap_err(), expected);
    };
    check(
        vec![inner("X", vec![leaf("x1", &[1, 2, 3]), leaf("x2", &[1, 2])])],
        AbstractTreeError::UtilityCount("x2".into(), 2, 3),
    );
    check(
        vec![leaf("x", &[1, 2, 3, 4, 5])],
        AbstractTreeError::PlayerCount("x".into(), 5),
    );
    check(
        vec![
            leaf("x", &[1, 2, 3]),
            AbstractNode::Leaf {
                label: "y".into(),
                value: 4,
            },
        ],
        AbstractTreeError::MixedLeaves("y".into()),
    );
}

#[test]
fn four_players_take_turns_round_the_table() {
    // A, B, C, D choose in turn; after D, A again (level 4 would be A's).
    let moves = vec![inner(
        "X",
        vec![inner(
            "Y",
            vec![inner(
                "Z",
                vec![leaf("z1", &[0, 0, 0, 1]), leaf("z2", &[9, 9, 9, 0])],
            )],
        )],
    )];
    let tree = search_abstract(&moves, Algorithm::Minimax).unwrap().tree;
    assert_eq!(tree.players(), 4);
    // D chooses between z1 and z2 for its own utility: 1 beats 0.
    assert_eq!(tree.root_utilities(), Some(&[0, 0, 0, 1][..]));
    assert_eq!(tree.chooser_of_level(3), Some(3));
}

#[test]
fn the_replay_of_a_maxn_tree_ends_with_every_tuple() {
    let tree = Arc::new(search_abstract(&aima(), Algorithm::Minimax).unwrap().tree);
    for order in [Order::DepthFirst, Order::LevelByLevel] {
        for granularity in [Granularity::Level, Granularity::Comparison] {
            let replay = Replay::new(Arc::clone(&tree), order, granularity);
            let end = replay.last_step();
            for (level, nodes) in tree.levels().iter().enumerate() {
                for (index, node) in nodes.nodes.iter().enumerate() {
                    let view = replay.node_view(end, NodeId::new(level, index as u32));
                    assert_eq!(
                        view.value,
                        node.value(),
                        "{order:?} {granularity:?} {level}/{index}"
                    );
                }
            }
            assert_eq!(replay.root_value(end), (Some(1), true));
        }
    }
}

#[test]
fn the_narration_says_the_tuple_and_whose_share_chose_it_in_every_language() {
    use klados::engine::replay::Step;
    use klados::shell::i18n::{Language, said, set_language};
    let tree = Arc::new(search_abstract(&aima(), Algorithm::Minimax).unwrap().tree);
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let return_of_ll = (0..replay.step_count())
        .find(|&step| {
            replay.step(step)
                == Step::Return {
                    node: NodeId::new(1, 0),
                    cutoff: false,
                }
        })
        .unwrap();
    set_language(Language::English);
    let sentence = said(&replay.narration(return_of_ll));
    assert!(
        sentence.contains("(1, 2, 6)") && sentence.contains("player B"),
        "{sentence}"
    );
    let end = said(&replay.narration(replay.last_step()));
    assert!(end.contains("(1, 2, 6)") && end.contains("L LL LLL"), "{end}");
    for order in [Order::DepthFirst, Order::LevelByLevel] {
        for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
            let replay = Replay::new(Arc::clone(&tree), order, granularity);
            for step in 0..replay.step_count() {
                set_language(Language::English);
                let english = said(&replay.narration(step));
                assert!(
                    !english.contains("MIN") && !english.contains("narr-"),
                    "{english}"
                );
                for language in [Language::Greek, Language::Spanish] {
                    set_language(language);
                    let text = said(&replay.narration(step));
                    assert!(text != english && !text.contains('{'), "{language:?}: {text}");
                }
            }
        }
    }
    set_language(Language::English);
}

#[test]
fn klados_tree_files_keep_the_tuples_and_refuse_one_of_the_wrong_length() {
    use klados::engine::export::write_json;
    use klados::engine::tree_file::read_tree_file;
    let tree = search_abstract(&aima(), Algorithm::Minimax).unwrap().tree;
    let mut bytes = Vec::new();
    write_json(&tree, &mut bytes).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    assert!(text.contains("\"utilities\":[5,4,5]"), "{text}");
    let read = read_tree_file(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    let read = read.to_search_tree().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.root_utilities(), Some(&[1, 2, 6][..]));
    assert_eq!(read.best(), tree.best());
    for level in 0..3 {
        for index in 0..tree.levels()[level].nodes.len() as u32 {
            let id = NodeId::new(level, index);
            assert_eq!(read.utilities_of(id), tree.utilities_of(id), "{id:?}");
        }
    }
    assert_eq!(read.principal_variation(), tree.principal_variation());
    // An older file, with no tuples, still reads (a two-player tree).
    let plain = text.replace(",\"utilities\":[", ",\"old\":[");
    let old = read_tree_file(plain.as_bytes())
        .unwrap()
        .to_search_tree()
        .unwrap();
    assert!(!old.is_maxn());
    // A tuple of two numbers in a tree of three players (LR's): the message says where.
    let short = text.replacen("\"utilities\":[6,1,2]", "\"utilities\":[6,1]", 1);
    let error = read_tree_file(short.as_bytes()).unwrap_err().to_string();
    assert!(
        error.starts_with("level 1, node 2: utilities has 2 numbers, but the tree has 3 players"),
        "{error}"
    );
}
