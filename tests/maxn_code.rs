//! Max^n's code beside its replay, on the three-player tree of the AIMA textbook: the Code pane
//! shows max^n's own listing (a node's value is a tuple, the player to move keeps the child
//! whose entry for itself is largest), every replay step lights one of its lines, and the call
//! stack keeps tuples. The sequence expected is written by hand from the algorithm, not read
//! back from Klados.

use std::sync::Arc;

use klados::engine::abstract_tree::{AbstractNode, search_abstract};
use klados::engine::code::{self, Listing, Source};
use klados::engine::replay::{Granularity, Order, Replay};
use klados::engine::settings::Algorithm;
use klados::engine::tree::{SearchTree, tuple_text};
use klados::shell::i18n::{Language, said, set_language};

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

/// AIMA's three-player tree (3rd edition, Figure 5.4), as lesson 30 draws it: A at the root, B
/// one level down, C below B; the leaves (1, 2, 6) (4, 2, 3) (6, 1, 2) (7, 4, 1) (5, 1, 1)
/// (1, 5, 2) (7, 7, 1) (5, 4, 5), the moves named by the turns taken (`L`, `LR`, …).
fn aima() -> Arc<SearchTree> {
    let pair = |label: &str, first: &[i32], second: &[i32]| {
        inner(
            label,
            vec![
                leaf(&format!("{label}L"), first),
                leaf(&format!("{label}R"), second),
            ],
        )
    };
    let moves = vec![
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
    ];
    let searched = search_abstract(&moves, Algorithm::Minimax).unwrap_or_else(|e| panic!("{e}"));
    Arc::new(searched.tree)
}

fn depth_first(tree: &Arc<SearchTree>) -> Replay {
    Replay::new(Arc::clone(tree), Order::DepthFirst, Granularity::Level)
}

/// One step as the test writes it: the markers of the brightly lit line, then the stack, one
/// frame per call: its node and the tuple kept so far (`.` for none yet).
fn seen(replay: &Replay, step: usize, listing: &Listing) -> String {
    let tree = replay.tree();
    let lit = code::lit_lines(replay, step, listing);
    let marker = lit
        .first()
        .map_or("none".to_string(), |&line| listing.lines[line].markers.join("/"));
    let frames: Vec<String> = code::stack(replay, step)
        .iter()
        .map(|frame| {
            let name = frame.node.map_or("root".to_string(), |id| tree.san_of(id));
            let kept = frame
                .best
                .and_then(|(_, child)| child)
                .and_then(|child| tree.utilities_of(child))
                .map_or(".".to_string(), tuple_text);
            format!("{name} {kept}")
        })
        .collect();
    format!("{marker} | {}", frames.join(", "))
}

#[test]
fn the_aima_tree_lights_maxn_s_lines_and_its_stack_keeps_tuples_by_hand() {
    let tree = aima();
    let replay = depth_first(&tree);
    let listing = code::listing(&tree, Order::DepthFirst, Source::Pseudocode);
    assert_eq!(listing.title, "Max^n (three or more players)");
    let actual: Vec<String> = (0..replay.step_count())
        .map(|step| seen(&replay, step, &listing))
        .collect();
    // Written from max^n: C keeps the larger third number, B the larger second, A the larger
    // first, each keeping the first child on a tie (A at the root: 1 and 1).
    let expected = [
        "start | root .",
        "call | root ., L .",
        "call | root ., L ., LL .",
        "leaf | root ., L ., LL ., LLL .",
        "best | root ., L ., LL (1, 2, 6)",
        "leaf | root ., L ., LL (1, 2, 6), LLR .",
        "best | root ., L ., LL (1, 2, 6)",
        "best | root ., L (1, 2, 6)",
        "call | root ., L (1, 2, 6), LR .",
        "leaf | root ., L (1, 2, 6), LR ., LRL .",
        "best | root ., L (1, 2, 6), LR (6, 1, 2)",
        "leaf | root ., L (1, 2, 6), LR (6, 1, 2), LRR .",
        "best | root ., L (1, 2, 6), LR (6, 1, 2)",
        "best | root ., L (1, 2, 6)",
        "best | root (1, 2, 6)",
        "call | root (1, 2, 6), R .",
        "call | root (1, 2, 6), R ., RL .",
        "leaf | root (1, 2, 6), R ., RL ., RLL .",
        "best | root (1, 2, 6), R ., RL (5, 1, 1)",
        "leaf | root (1, 2, 6), R ., RL (5, 1, 1), RLR .",
        "best | root (1, 2, 6), R ., RL (1, 5, 2)",
        "best | root (1, 2, 6), R (1, 5, 2)",
        "call | root (1, 2, 6), R (1, 5, 2), RR .",
        "leaf | root (1, 2, 6), R (1, 5, 2), RR ., RRL .",
        "best | root (1, 2, 6), R (1, 5, 2), RR (7, 7, 1)",
        "leaf | root (1, 2, 6), R (1, 5, 2), RR (7, 7, 1), RRR .",
        "best | root (1, 2, 6), R (1, 5, 2), RR (5, 4, 5)",
        "best | root (1, 2, 6), R (1, 5, 2)",
        "best | root (1, 2, 6)",
        "choose | root (1, 2, 6)",
    ];
    for (step, (a, e)) in actual.iter().zip(&expected).enumerate() {
        assert_eq!(a, e, "step {step}");
    }
    assert_eq!(actual.len(), expected.len(), "{actual:#?}");
}

#[test]
fn taking_a_child_s_tuple_lights_the_line_that_keeps_the_better_child_for_the_player_to_move() {
    let tree = aima();
    let replay = depth_first(&tree);
    let listing = code::listing(&tree, Order::DepthFirst, Source::Pseudocode);
    let keep = listing
        .line_marked("best")
        .unwrap_or_else(|| panic!("no line marked best: {listing:#?}"));
    let text = &listing.lines[keep].text;
    assert!(
        text.contains("if value[player] > best[player]:")
            && text.contains("keep the better child for the player to move"),
        "{text:?}"
    );
    let mut returns = 0;
    for step in 0..replay.step_count() {
        if matches!(replay.step(step), klados::engine::replay::Step::Return { .. }) {
            returns += 1;
            assert_eq!(
                code::lit_lines(&replay, step, &listing).first(),
                Some(&keep),
                "step {step}"
            );
        }
    }
    // Fourteen nodes below the root, each returns its tuple once.
    assert_eq!(returns, 14);
}

#[test]
fn every_step_of_every_order_and_code_lights_a_line_of_maxn_s_own_listing() {
    let tree = aima();
    let mut replays = vec![depth_first(&tree)];
    for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
        replays.push(Replay::new(Arc::clone(&tree), Order::LevelByLevel, granularity));
    }
    for replay in &replays {
        for source in [Source::Pseudocode, Source::Klados] {
            let listing = code::listing(&tree, replay.order(), source);
            assert!(
                listing.title.starts_with("Max^n") || listing.title.contains("max^n"),
                "{}",
                listing.title
            );
            for step in 0..replay.step_count() {
                let acts = code::acts(replay, step);
                let lit = code::lit_lines(replay, step, &listing);
                assert!(
                    !lit.is_empty() && lit.iter().all(|&line| line < listing.lines.len()),
                    "{} {:?} step {step}: {lit:?}",
                    listing.title,
                    replay.granularity()
                );
                // Every act of the step has its line, the soft ones too.
                for act in &acts {
                    assert!(
                        listing.line_of(*act).is_some(),
                        "{} step {step}: no line for {act:?}",
                        listing.title
                    );
                }
            }
        }
    }
}

/// Returns the first word of the two-player games in `text` (MAX, MIN, White, Black, α, β), if any.
fn two_player_words(text: &str) -> Option<String> {
    const WORDS: [&str; 9] = [
        "MAX",
        "MIN",
        "White",
        "Black",
        "alpha",
        "beta",
        "α",
        "β",
        "max_to_move",
    ];
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .find(|word| WORDS.contains(word))
        .map(str::to_string)
}

#[test]
fn no_listing_or_step_of_a_three_player_tree_speaks_of_max_min_or_the_sides() {
    let tree = aima();
    let depth_first = depth_first(&tree);
    let level = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Comparison);
    for language in [Language::English, Language::Greek, Language::Spanish] {
        set_language(language);
        for replay in [&depth_first, &level] {
            for source in [Source::Pseudocode, Source::Klados] {
                let listing = code::listing(&tree, replay.order(), source);
                for line in std::iter::once(&listing.title).chain(listing.lines.iter().map(|line| &line.text))
                {
                    assert_eq!(two_player_words(line), None, "{language:?}: {line:?}");
                }
            }
            for step in 0..replay.step_count() {
                for lit in code::acts(replay, step) {
                    let words = said(&code::act_said(replay, step, lit.act));
                    assert_eq!(
                        two_player_words(&words),
                        None,
                        "{language:?} step {step}: {words:?}"
                    );
                }
            }
        }
    }
    set_language(Language::English);
    // What a step says names the player and the tuple: C keeps (1, 2, 6) at LL.
    let words = said(&code::act_said(
        &depth_first,
        4,
        code::acts(&depth_first, 4)[0].act,
    ));
    assert!(
        words.starts_with("Player C compares the child's tuple (1, 2, 6)"),
        "{words}"
    );
}
