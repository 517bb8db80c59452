//! Monte Carlo tree search: the textbook tree, the bookkeeping of N and W, UCB worked out again
//! here from its formula, seeds, the replay's steps back, chess ends, and bad settings.

use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::AbstractNode;
use klados::engine::mcts::compare::compare_abstract;
use klados::engine::mcts::replay::Phase;
use klados::engine::mcts::{MctsError, MctsSettings, MctsTree, Outcome, mcts_abstract, mcts_chess};
use klados::engine::settings::SearchControl;
use klados::engine::tree::{NodeId, Status};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color};

/// The textbook tree: MAX chooses A (worth 3), B (2) or C (2).
const TEXTBOOK: &str = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";

fn textbook() -> Vec<AbstractNode> {
    parse_tree(TEXTBOOK).unwrap_or_else(|e| panic!("the textbook tree: {e}"))
}

fn run(iterations: u32, seed: u64) -> MctsTree {
    mcts_abstract(
        &textbook(),
        &MctsSettings::new(iterations, seed),
        &SearchControl::new(),
    )
    .unwrap_or_else(|e| panic!("the search: {e}"))
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every node of the tree, level by level.
fn all_nodes(tree: &MctsTree) -> Vec<NodeId> {
    tree.levels()
        .iter()
        .enumerate()
        .flat_map(|(level, nodes)| (0..nodes.nodes.len()).map(move |index| NodeId::new(level, index as u32)))
        .collect()
}

/// UCB1 written out again from the textbook, not from Klados's code: the chooser's mean
/// (W/N for MAX, 1 − W/N for MIN) plus C √(ln N(parent) / N(child)).
fn ucb_by_hand(c: f64, max_chooses: bool, parent_visits: u32, visits: u32, total: f64) -> f64 {
    let mean = total / visits as f64;
    let exploit = if max_chooses { mean } else { 1.0 - mean };
    exploit + c * ((parent_visits as f64).ln() / visits as f64).sqrt()
}

#[test]
fn the_textbook_tree_settles_on_a_as_minimax_does() {
    // 300 iterations, whatever the seed: A (minimax's move, worth 3) is the most visited.
    for seed in 0..10 {
        let tree = run(300, seed);
        let best = tree.best().expect("a move");
        assert_eq!(tree.name_of(best), "A", "seed {seed}");
        let comparison = compare_abstract(&textbook(), &tree).expect("compares");
        assert!(comparison.agrees, "seed {seed}");
        assert_eq!(comparison.rows[0].best, "A");
        assert_eq!(comparison.rows[1].best, "A");
        let settled = comparison.settles_at.expect("it settles");
        assert!(settled <= 300, "seed {seed}: settles at {settled}");
    }
    // With seed 1 it has settled on A after at most 30 iterations and stays there to 300.
    let tree = run(300, 1);
    let a = tree.children_of(None)[0];
    assert_eq!(tree.name_of(a), "A");
    let settled = tree.settles_at(a).expect("it settles");
    assert!(settled <= 30, "settles at {settled}");
    // And it has visited A's best reply for MIN, A1 (3), the most under A.
    let line: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .map(|id| tree.name_of(id))
        .collect();
    assert_eq!(line, ["A", "A1"]);
}

#[test]
fn the_root_counts_every_iteration_and_each_node_its_children_and_its_own_playouts() {
    for (tree, what) in [
        (run(250, 4), "the textbook tree"),
        (
            mcts_chess(
                &Chess::default(),
                &[],
                &MctsSettings::new(600, 9),
                &SearchControl::new(),
            )
            .expect("runs"),
            "chess",
        ),
    ] {
        assert_eq!(tree.root_visits(), tree.iterations().len() as u32, "{what}");
        let level0: u32 = tree
            .children_of(None)
            .iter()
            .map(|&id| tree.get(id).expect("node").visits())
            .sum();
        assert_eq!(level0, tree.root_visits(), "{what}: the root's children");
        let results: f64 = tree.iterations().iter().map(|it| it.result).sum();
        assert!((tree.root_total() - results).abs() < 1e-9, "{what}");
        for id in all_nodes(&tree) {
            let node = tree.get(id).expect("node");
            let children = tree.children_of(Some(id));
            let own: Vec<_> = tree.iterations().iter().filter(|it| it.node == id).collect();
            let child_visits: u32 = children
                .iter()
                .map(|&c| tree.get(c).expect("child").visits())
                .sum();
            let child_total: f64 = children
                .iter()
                .map(|&c| tree.get(c).expect("child").total())
                .sum();
            let own_total: f64 = own.iter().map(|it| it.result).sum();
            assert_eq!(
                node.visits(),
                child_visits + own.len() as u32,
                "{what}: N of {id:?}"
            );
            assert!(
                (node.total() - child_total - own_total).abs() < 1e-9,
                "{what}: W of {id:?}"
            );
            assert_eq!(node.child_count(), children.len());
            assert!(node.child_count() <= node.move_count());
            // Every node was created by an iteration whose playout started from it.
            assert!(
                own.first().is_some_and(|it| it.expanded),
                "{what}: {id:?} was expanded by its iteration"
            );
            // Results lie between 0 and 1.
            assert!(own.iter().all(|it| (0.0..=1.0).contains(&it.result)));
        }
        assert_eq!(
            tree.node_count(),
            tree.iterations().iter().filter(|it| it.expanded).count()
        );
    }
}

#[test]
fn every_choice_takes_the_highest_ucb_worked_out_by_hand() {
    let tree = run(120, 2);
    let c = tree.settings().exploration;
    let mut last_ucb = std::collections::HashMap::new();
    let mut choices_seen = 0;
    for iteration in 0..tree.iterations().len() {
        for choice in tree.selection(iteration) {
            let max_chooses = choice.chooser == Color::White;
            let by_hand: Vec<f64> = choice
                .options
                .iter()
                .map(|o| ucb_by_hand(c, max_chooses, choice.parent_visits, o.visits, o.total))
                .collect();
            for (option, &value) in choice.options.iter().zip(&by_hand) {
                assert!((option.ucb - value).abs() < 1e-12, "iteration {iteration}");
            }
            // Every child had been tried, so every UCB is a number; the chosen is the first
            // of the highest.
            let highest = by_hand.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let first = choice
                .options
                .iter()
                .zip(&by_hand)
                .find(|(_, v)| **v == highest)
                .expect("one")
                .0;
            assert_eq!(first.id, choice.chosen, "iteration {iteration}");
            // The parent's N is its children's N then, and the one playout from the parent
            // itself when it was created (the root has none).
            let children_visits: u32 = choice.options.iter().map(|o| o.visits).sum();
            let own = u32::from(choice.parent.is_some());
            assert_eq!(
                children_visits + own,
                choice.parent_visits,
                "iteration {iteration}"
            );
            last_ucb.insert(choice.chosen, highest);
            choices_seen += 1;
        }
    }
    assert!(choices_seen > 100);
    // The UCB stored with each node is the one it had when last chosen.
    for id in all_nodes(&tree) {
        let stored = tree.get(id).expect("node").ucb();
        match last_ucb.get(&id) {
            Some(&value) => assert!((stored.expect("stored") - value).abs() < 1e-12),
            None => assert_eq!(stored, None, "{id:?} was never chosen"),
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_tree_and_another_seed_another() {
    assert_eq!(run(200, 5), run(200, 5));
    let chess = |seed| {
        mcts_chess(
            &Chess::default(),
            &[],
            &MctsSettings::new(400, seed),
            &SearchControl::new(),
        )
        .expect("runs")
    };
    let first = chess(11);
    assert_eq!(first, chess(11));
    assert_ne!(first, chess(12));
    // The first twenty iterations try White's twenty moves, in the game's order.
    assert_eq!(first.levels()[0].nodes.len(), 20);
    assert_eq!(first.name_of(NodeId::new(0, 0)), "a3");
}

#[test]
fn stepping_forward_and_back_restores_every_n_and_w() {
    let tree = run(40, 3);
    // Count N and W step by step here, adding each iteration's result along its path at its
    // back-propagate step, then take them away again going back.
    let levels = tree.levels().len();
    let mut visits: Vec<Vec<u32>> = (0..levels)
        .map(|l| vec![0; tree.levels()[l].nodes.len()])
        .collect();
    let mut totals: Vec<Vec<f64>> = (0..levels)
        .map(|l| vec![0.0; tree.levels()[l].nodes.len()])
        .collect();
    let apply = |visits: &mut Vec<Vec<u32>>, totals: &mut Vec<Vec<f64>>, iteration: usize, sign: i32| {
        let it = tree.iterations()[iteration];
        for id in tree.path_to(it.node) {
            let v = &mut visits[id.level][id.index as usize];
            *v = (*v as i32 + sign) as u32;
            totals[id.level][id.index as usize] += sign as f64 * it.result;
        }
    };
    let check = |step: usize, visits: &Vec<Vec<u32>>, totals: &Vec<Vec<f64>>| {
        let snapshot = tree.snapshot(step);
        assert_eq!(&snapshot.visits, visits, "N at step {step}");
        for (a, b) in snapshot.totals.iter().flatten().zip(totals.iter().flatten()) {
            assert!((a - b).abs() < 1e-9, "W at step {step}");
        }
    };
    check(0, &visits, &totals);
    for step in 1..=tree.last_step() {
        let at = tree.step_at(step).expect("a step");
        if at.phase == Phase::Backpropagate {
            apply(&mut visits, &mut totals, at.iteration, 1);
        }
        check(step, &visits, &totals);
    }
    for step in (1..=tree.last_step()).rev() {
        let at = tree.step_at(step).expect("a step");
        if at.phase == Phase::Backpropagate {
            apply(&mut visits, &mut totals, at.iteration, -1);
        }
        check(step - 1, &visits, &totals);
    }
    // At the end the snapshot is the tree's own N and W; at the start nothing exists.
    let last = tree.snapshot(tree.last_step());
    for id in all_nodes(&tree) {
        assert_eq!(last.visits_of(id), tree.get(id).expect("node").visits());
        assert!(!tree.exists_at(id, 0));
        assert!(tree.exists_at(id, tree.last_step()));
    }
}

#[test]
fn the_phases_of_an_iteration_show_what_they_say() {
    let tree = run(12, 1);
    assert_eq!(tree.step_count(), 1 + 4 * 12);
    // Iteration 4 (0-based 3): the root's three moves are tried, so selection chooses.
    let select = tree.step_of(3, Phase::Select);
    assert_eq!(tree.selection(3).len(), 1);
    let chosen = tree.selection(3)[0].chosen;
    let new = tree.iterations()[3].node;
    assert_eq!(tree.parent_of(new), Some(chosen));
    assert!(!tree.exists_at(new, select));
    assert!(tree.exists_at(new, tree.step_of(3, Phase::Expand)));
    let choice = &tree.selection(3)[0];
    let first = &choice.options[0];
    let formula = tree.ucb_formula(choice, first);
    let expected = ucb_by_hand(std::f64::consts::SQRT_2, true, 3, first.visits, first.total);
    assert_eq!(
        formula,
        format!("{:.2} + 1.41 × √(ln 3 / 1) = {expected:.2}", first.total),
        "MAX's UCB of A after each root move was tried once"
    );
    let words = klados::shell::i18n::said(&tree.narration(select));
    assert!(words.starts_with("Iteration 4, select: MAX chooses"), "{words}");
    assert!(
        klados::shell::i18n::said(&tree.narration(tree.step_of(3, Phase::Expand)))
            .contains("joins the tree below")
    );
    let simulate = klados::shell::i18n::said(&tree.narration(tree.step_of(3, Phase::Simulate)));
    assert!(
        simulate.contains("scaled between the smallest leaf, 2, and the largest, 14"),
        "{simulate}"
    );
    // A's first reply is a leaf: nothing to play out, the leaf is the result.
    assert_eq!(
        tree.lit_at(tree.step_of(3, Phase::Backpropagate)),
        tree.path_to(new)
    );
}

#[test]
fn a_sign_outcome_counts_wins_draws_and_losses() {
    let moves = parse_tree("[[1, -1], [0, 0]]").expect("parses");
    let settings = MctsSettings {
        outcome: Outcome::Sign,
        ..MctsSettings::new(50, 0)
    };
    let tree = mcts_abstract(&moves, &settings, &SearchControl::new()).expect("runs");
    assert!(
        tree.iterations()
            .iter()
            .all(|it| [0.0, 0.5, 1.0].contains(&it.result))
    );
    // B is a sure draw; A loses against MIN's best reply: MCTS comes to prefer B.
    assert_eq!(tree.name_of(tree.best().expect("a move")), "B");
}

#[test]
fn a_drawn_trees_playouts_go_on_to_its_leaves_however_deep() {
    // A whole binary tree six levels deep (a drawn tree's most), its leaves wins and losses in
    // turn: from a node of the first level a playout plays five moves to a leaf; cut at chess's
    // playout depth (4) it would stop at an inner node and score it ½.
    fn full(levels: usize, leaf: &mut i32) -> String {
        if levels == 0 {
            *leaf = -*leaf;
            return leaf.to_string();
        }
        format!("[{}, {}]", full(levels - 1, leaf), full(levels - 1, leaf))
    }
    let text = full(6, &mut 1);
    let moves = parse_tree(&text).expect("parses");
    let settings = MctsSettings {
        outcome: Outcome::Sign,
        ..MctsSettings::new(200, 3)
    };
    let tree = mcts_abstract(&moves, &settings, &SearchControl::new()).expect("runs");
    for (index, it) in tree.iterations().iter().enumerate() {
        assert!(
            it.result == 0.0 || it.result == 1.0,
            "iteration {}: {} is not a leaf's result",
            index + 1,
            it.result
        );
    }
}

#[test]
fn chess_playouts_end_at_mates_and_find_the_mate_in_one() {
    // Scholar's mate is on: Qxf7# ends the game, every visit a win for White.
    let root = position("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    let tree = mcts_chess(&root, &[], &MctsSettings::new(2_000, 1), &SearchControl::new()).expect("runs");
    let best = tree.best().expect("a move");
    assert_eq!(tree.name_of(best), "Qxf7#");
    let node = tree.get(best).expect("node");
    assert_eq!(node.status(), Status::Checkmate);
    assert_eq!(node.mean(), Some(1.0));
    assert_eq!(node.child_count(), 0);
    // Its playouts are empty: the game is over there.
    let mating: Vec<usize> = (0..tree.iterations().len())
        .filter(|&i| tree.iterations()[i].node == best)
        .collect();
    assert_eq!(mating.len() as u32, node.visits());
    for i in mating {
        assert!(tree.playout(i).is_empty());
        assert_eq!(tree.iterations()[i].result, 1.0);
    }
}

#[test]
fn playouts_keep_their_moves_and_respect_the_playout_depth() {
    let settings = MctsSettings {
        playout_depth: 6,
        ..MctsSettings::new(100, 3)
    };
    let tree = mcts_chess(&Chess::default(), &[], &settings, &SearchControl::new()).expect("runs");
    for iteration in 0..100 {
        let moves = tree.playout_moves(iteration);
        assert_eq!(moves.len(), 6, "no game ends within 7 plies of the start");
        assert_eq!(tree.playout_names(iteration).len(), 6);
        // Each move is legal where it was played.
        for (before, m) in moves {
            assert!(shakmaty::Position::is_legal(&before, m));
        }
    }
}

#[test]
fn bad_settings_budgets_cancels_and_chance_trees_get_one_clear_message() {
    let control = SearchControl::new();
    let too_many = MctsSettings::new(100_001, 0);
    let error = mcts_chess(&Chess::default(), &[], &too_many, &control).expect_err("refused");
    assert_eq!(
        error.to_string(),
        "the iterations must be 1 to 100,000, not 100001"
    );
    let zero = mcts_abstract(&textbook(), &MctsSettings::new(0, 0), &control).expect_err("refused");
    assert!(zero.to_string().starts_with("the iterations must be 1 to"));
    let small_budget = MctsSettings {
        max_nodes: 5,
        ..MctsSettings::new(100, 0)
    };
    let error = mcts_chess(&Chess::default(), &[], &small_budget, &control).expect_err("over budget");
    assert_eq!(error, MctsError::OverBudget(5));
    let cancelled = SearchControl::new();
    cancelled.cancel();
    let error =
        mcts_chess(&Chess::default(), &[], &MctsSettings::new(100, 0), &cancelled).expect_err("cancelled");
    assert_eq!(error.to_string(), "the search was cancelled");
    let dice = parse_tree("[3, {1/2: 4, 1/2: 0}]").expect("parses");
    let error = mcts_abstract(&dice, &MctsSettings::new(10, 0), &control).expect_err("refused");
    assert!(error.to_string().contains("is a chance node"), "{error}");
    let mated = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let error = mcts_chess(&mated, &[], &MctsSettings::new(10, 0), &control).expect_err("over");
    assert!(error.to_string().starts_with("nothing to search"), "{error}");
}

/// Runs the klados binary and returns its exit code, standard output and standard error.
fn klados(args: &[&str]) -> (i32, String, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_command_line_writes_visits_totals_and_ucb_in_klados_tree_1() {
    let (code, out, err) = klados(&[
        "tree",
        TEXTBOOK,
        "--algorithm",
        "mcts",
        "--iterations",
        "200",
        "--seed",
        "1",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let document: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON: {e}"));
    assert_eq!(document["format"], "klados-tree/1");
    assert_eq!(document["algorithm"], "mcts");
    assert_eq!(document["mcts"]["iterations"], 200);
    assert_eq!(document["root"]["visits"], 200);
    assert_eq!(document["best"]["label"], "A");
    // The document agrees with the search run here: every node's visits, total and UCB.
    let tree = run(200, 1);
    for (level, nodes) in tree.levels().iter().enumerate() {
        let written = document["levels"][level]["nodes"]
            .as_array()
            .unwrap_or_else(|| panic!("nodes"));
        assert_eq!(written.len(), nodes.nodes.len());
        for (node, json) in nodes.nodes.iter().zip(written) {
            assert_eq!(json["visits"], node.visits());
            let total = json["total"].as_f64().unwrap_or(f64::NAN);
            assert!((total - node.total()).abs() < 1e-6);
            match node.ucb() {
                Some(ucb) => assert!((json["ucb"].as_f64().unwrap_or(f64::NAN) - ucb).abs() < 1e-6),
                None => assert!(json["ucb"].is_null()),
            }
        }
    }
    // The root's children's visits add up to the root's.
    let level0: u64 = document["levels"][0]["nodes"]
        .as_array()
        .unwrap_or_else(|| panic!("nodes"))
        .iter()
        .map(|node| node["visits"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(level0, 200);

    // Chess: the most visited move is named in UCI and SAN, with the playout depth.
    let (code, out, err) = klados(&[
        "think",
        "--algorithm",
        "mcts",
        "--iterations",
        "300",
        "--seed",
        "2",
        "--playout-depth",
        "2",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let document: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON: {e}"));
    assert_eq!(document["mcts"]["playout_depth"], 2);
    assert!(document["best"]["uci"].is_string() && document["best"]["san"].is_string());
    assert_eq!(document["stats"]["iterations"], 300);
}

#[test]
fn the_command_line_refuses_what_mcts_cannot_do_in_one_line() {
    for (args, expected) in [
        (
            vec!["tree", TEXTBOOK, "--iterations", "5"],
            "klados: --iterations is for --algorithm mcts\n",
        ),
        (
            vec!["think", "--algorithm", "mcts", "--format", "trace"],
            "klados: --algorithm mcts writes table, json or csv: a trace is for minimax and alpha-beta\n",
        ),
        (
            vec!["tree", TEXTBOOK, "--algorithm", "mcts", "--playout-depth", "3"],
            "klados: --playout-depth is for chess (klados think); a tree's playouts go on to a leaf\n",
        ),
    ] {
        let (code, out, err) = klados(&args);
        assert_eq!((code, out.as_str(), err.as_str()), (1, "", expected), "{args:?}");
    }
    let (code, _, err) = klados(&["think", "--algorithm", "mcts", "--iterations", "100001"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("the iterations must be a whole number from 1 to 100000"),
        "{err}"
    );
}

/// The golden file of the narration: every step of a few trees, one line a step.
const NARRATION_GOLDEN: &str = "tests/data/mcts-narration-golden.txt";

/// Every step's sentence, in English, of a tree of each kind a narration speaks of: the
/// textbook tree (lesson 23's), leaves judged by their sign, chess positions where White and
/// where Black mates and the starting position (playouts judged by the evaluation),
/// tic-tac-toe and Connect Four.
fn narrations_in_words() -> String {
    use std::fmt::Write as _;
    let control = SearchControl::new();
    let sign = MctsSettings {
        outcome: Outcome::Sign,
        ..MctsSettings::new(20, 0)
    };
    let scholar = MctsSettings {
        playout_depth: 4,
        ..MctsSettings::new(40, 1)
    };
    let tic_tac_toe =
        klados::games::tictactoe::Board::parse("x...o....").unwrap_or_else(|e| panic!("a board: {e}"));
    let connect_four =
        klados::games::connect4::Board::parse("4453").unwrap_or_else(|e| panic!("a board: {e}"));
    let trees = [
        ("textbook", run(30, 1)),
        (
            "sign",
            mcts_abstract(
                &parse_tree("[[1, -1], [0, 0]]").unwrap_or_else(|e| panic!("the tree: {e}")),
                &sign,
                &control,
            )
            .unwrap_or_else(|e| panic!("the search: {e}")),
        ),
        (
            "scholar",
            mcts_chess(
                &position("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"),
                &[],
                &scholar,
                &control,
            )
            .unwrap_or_else(|e| panic!("the search: {e}")),
        ),
        (
            "start",
            mcts_chess(&Chess::default(), &[], &MctsSettings::new(25, 3), &control)
                .unwrap_or_else(|e| panic!("the search: {e}")),
        ),
        (
            "fool",
            mcts_chess(
                &position("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"),
                &[],
                &MctsSettings::new(40, 2),
                &control,
            )
            .unwrap_or_else(|e| panic!("the search: {e}")),
        ),
        (
            "tictactoe",
            klados::games::tictactoe::mcts(tic_tac_toe, &MctsSettings::new(30, 1), &control)
                .unwrap_or_else(|e| panic!("the search: {e}")),
        ),
        (
            "connect4",
            klados::games::connect4::mcts(&connect_four, &MctsSettings::new(20, 1), &control)
                .unwrap_or_else(|e| panic!("the search: {e}")),
        ),
    ];
    let mut out = String::new();
    for (name, tree) in &trees {
        let _ = writeln!(out, "# {name}");
        for step in 0..tree.step_count() {
            let _ = writeln!(
                out,
                "{step}: {}",
                klados::shell::i18n::said(&tree.narration(step))
            );
        }
    }
    out
}

/// The narration says every step in English word for word as it did before its sentences moved
/// to the catalogue: `tests/data/mcts-narration-golden.txt` was written by `narrate` as it was
/// then (lead-m1 at c1f3c38); `UPDATE_GOLDEN=1` writes it again.
#[test]
fn the_narration_speaks_english_as_before() {
    let now = narrations_in_words();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(NARRATION_GOLDEN);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &now).unwrap_or_else(|e| panic!("{e}"));
        return;
    }
    let before = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(now.lines().count() > 500, "every tree is narrated");
    for (line, (was, is)) in before.lines().zip(now.lines()).enumerate() {
        assert_eq!(was, is, "{NARRATION_GOLDEN}:{}", line + 1);
    }
    assert_eq!(before.lines().count(), now.lines().count());
}
