//! The Code pane's facts: which line each replay step lights, and the call stack at each step,
//! checked against sequences written by hand from the algorithms (not from Klados's output).

use std::sync::Arc;

use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::search_abstract;
use klados::engine::code::{self, Act, Source, Surprise, pseudocode, source};
use klados::engine::replay::{Granularity, Order, Replay};
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Technique, Techniques};
use klados::engine::tree::{Bound, NodeId, SearchTree};

/// Searches an abstract tree written as a list (`[[3, 12, 8], …]`).
fn abstract_tree(text: &str, algorithm: Algorithm) -> Arc<SearchTree> {
    let moves = parse_tree(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Arc::new(
        search_abstract(&moves, algorithm)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .tree,
    )
}

/// One step as the test writes it: the marker of the brightly lit line, then the stack, one
/// frame per call: `name α β best`, with `.` for "none", `-` and `+` for −∞ and +∞.
fn seen(replay: &Replay, step: usize, listing: &code::Listing) -> String {
    let tree = replay.tree();
    let lit = code::lit_lines(replay, step, listing);
    let marker = lit
        .first()
        .map_or("none".to_string(), |&line| listing.lines[line].markers.join("/"));
    let bound = |v: i32| match v {
        v if v > 30_000 => "+".to_string(),
        v if v < -30_000 => "-".to_string(),
        v => v.to_string(),
    };
    let frames: Vec<String> = code::stack(replay, step)
        .iter()
        .map(|frame| {
            let name = frame.node.map_or("root".to_string(), |id| tree.san_of(id));
            let window = frame
                .window
                .map_or(String::new(), |(a, b)| format!(" {} {}", bound(a), bound(b)));
            let best = frame.best.map_or(".".to_string(), |(v, _)| v.to_string());
            format!("{name}{window} {best}")
        })
        .collect();
    format!("{marker} | {}", frames.join(", "))
}

fn all_steps(tree: &Arc<SearchTree>) -> Vec<String> {
    let replay = Replay::new(Arc::clone(tree), Order::DepthFirst, Granularity::Level);
    let listing = code::listing(tree, Order::DepthFirst, Source::Pseudocode);
    (0..replay.step_count())
        .map(|step| seen(&replay, step, &listing))
        .collect()
}

fn check(actual: &[String], expected: &[&str]) {
    for (step, (a, e)) in actual.iter().zip(expected).enumerate() {
        assert_eq!(a, e, "step {step}");
    }
    assert_eq!(actual.len(), expected.len(), "{actual:#?}");
}

#[test]
fn alpha_beta_on_the_textbook_tree_lights_the_lines_by_hand() {
    let tree = abstract_tree("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", Algorithm::AlphaBeta);
    // Written from the algorithm: MAX at the root, MIN at A, B, C. B1 = 2 ≤ α = 3 cuts B2, B3.
    check(
        &all_steps(&tree),
        &[
            "start | root - + .",
            "call | root - + ., A - + .",
            "leaf | root - + ., A - + ., A1 - + .",
            "beta | root - + ., A - 3 3",
            "leaf | root - + ., A - 3 3, A2 - 3 .",
            "best-min | root - + ., A - 3 3",
            "leaf | root - + ., A - 3 3, A3 - 3 .",
            "best-min | root - + ., A - 3 3",
            "alpha | root 3 + 3",
            "call | root 3 + 3, B 3 + .",
            "leaf | root 3 + 3, B 3 + ., B1 3 + .",
            "cutoff | root 3 + 3, B 3 2 2",
            "best-max | root 3 + 3",
            "call | root 3 + 3, C 3 + .",
            "leaf | root 3 + 3, C 3 + ., C1 3 + .",
            "beta | root 3 + 3, C 3 14 14",
            "leaf | root 3 + 3, C 3 14 14, C2 3 14 .",
            "beta | root 3 + 3, C 3 5 5",
            "leaf | root 3 + 3, C 3 5 5, C3 3 5 .",
            "beta | root 3 + 3, C 3 2 2",
            "best-max | root 3 + 3",
            "choose | root 3 + 3",
        ],
    );
}

/// True if a search with `features` can do `act` (quiescence search's acts, the table's, …).
fn does(features: &pseudocode::Features, act: Act) -> bool {
    match act {
        Act::StandPatCutoff => features.prunes && features.techniques.has(Technique::Quiescence),
        Act::Narrow { .. } | Act::Cutoff { .. } => features.prunes,
        Act::TableHit | Act::TableStore => features.techniques.has(Technique::Transpositions),
        Act::Expect | Act::Expectation | Act::Call { chance: true, .. } => features.chance,
        Act::Horizon | Act::StandPat | Act::QuiescenceLimit => features.techniques.has(Technique::Quiescence),
        // The techniques that narrow a window do nothing without alpha-beta.
        Act::CallLater => {
            features.prunes
                && (features.techniques.has(Technique::Pvs) || features.techniques.has(Technique::Reductions))
        }
        Act::NullWindow
        | Act::ReSearch {
            after: Surprise::NullWindow,
        } => features.prunes && features.techniques.has(Technique::Pvs),
        Act::Reduce
        | Act::ReSearch {
            after: Surprise::Reduction,
        } => features.prunes && features.techniques.has(Technique::Reductions),
        Act::NullMoveCut => features.prunes && features.techniques.has(Technique::NullMove),
        Act::Aspiration | Act::Settled => features.prunes && features.techniques.has(Technique::Aspiration),
        _ => true,
    }
}

#[test]
fn every_act_has_a_marked_line_in_every_listing() {
    let mut listings = 0;
    for features in pseudocode::Features::every() {
        // Chance nodes are in abstract trees only, which have no quiescence, table or iterations.
        if features.chance && !features.techniques.is_empty() {
            continue;
        }
        let listing = pseudocode::depth_first(&features);
        listings += 1;
        for act in code::Act::depth_first()
            .into_iter()
            .filter(|&act| does(&features, act))
        {
            for quiescence in [false, features.techniques.has(Technique::Quiescence)] {
                let lit = code::Lit { act, quiescence };
                assert!(
                    listing.line_of(lit).is_some(),
                    "{act:?} (quiescence: {quiescence}) has no line in {}",
                    listing.title
                );
            }
        }
        assert!(
            listing.lines.iter().all(|line| !line.text.contains('@')),
            "markers are shown"
        );
    }
    // 512 without chance, and chance's 4 without techniques (with and without alpha-beta
    // and ordering).
    assert_eq!(listings, 512 + 4);
    // Klados's own search does everything, in one function for the search and quiescence.
    let klados = source::klados();
    for act in code::Act::depth_first() {
        let lit = code::Lit {
            act,
            quiescence: false,
        };
        assert!(
            klados.line_of(lit).is_some(),
            "{act:?} has no marker in src/engine/search.rs"
        );
    }
    let level_by_level = pseudocode::level_by_level();
    for act in code::Act::level_by_level() {
        let lit = code::Lit {
            act,
            quiescence: false,
        };
        assert!(
            level_by_level.line_of(lit).is_some(),
            "{act:?} has no line level by level"
        );
    }
}

#[test]
fn every_pseudocode_function_fits_a_textbook_figure() {
    // The longest a chess search's listing gets with the chapter's first techniques, and an
    // abstract tree's with chance: 25 lines. With every technique of issue 45 on at once
    // (null move, the later moves' split), a little more: 30.
    let chess = pseudocode::Features {
        prunes: true,
        ordered: true,
        techniques: Techniques::of(&[
            Technique::Quiescence,
            Technique::Transpositions,
            Technique::Iterative,
        ]),
        chance: false,
    };
    let everything = pseudocode::Features {
        techniques: chess
            .techniques
            .with(Technique::Pvs)
            .with(Technique::Reductions)
            .with(Technique::NullMove)
            .with(Technique::Aspiration),
        ..chess
    };
    let dice = pseudocode::Features {
        prunes: true,
        chance: true,
        ..Default::default()
    };
    for (features, most) in [(chess, 25), (everything, 30), (dice, 25)] {
        // A listing holds several functions; each, from its `def` to the next, is one figure.
        let listing = pseudocode::depth_first(&features);
        let mut length = 0;
        for line in &listing.lines {
            if line.text.starts_with("def ") {
                length = 0;
            }
            length += 1;
            assert!(
                length <= most,
                "a function longer than {most} lines in {}",
                listing.title
            );
        }
    }
}

/// Searches a chess position.
fn chess_tree(fen: &str, depth: usize, algorithm: Algorithm, techniques: Techniques) -> Arc<SearchTree> {
    let position = klados::engine::fen::parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let settings = SearchSettings {
        techniques,
        ..SearchSettings::new(depth, algorithm)
    };
    Arc::new(search(&position, &[], &settings, &SearchControl::new()).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn minimax_on_the_textbook_tree_lights_the_lines_by_hand() {
    let tree = abstract_tree("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", Algorithm::Minimax);
    // No window: every leaf is searched, every value compared with the best so far.
    check(
        &all_steps(&tree),
        &[
            "start | root .",
            "call | root ., A .",
            "leaf | root ., A ., A1 .",
            "best-min | root ., A 3",
            "leaf | root ., A 3, A2 .",
            "best-min | root ., A 3",
            "leaf | root ., A 3, A3 .",
            "best-min | root ., A 3",
            "best-max | root 3",
            "call | root 3, B .",
            "leaf | root 3, B ., B1 .",
            "best-min | root 3, B 2",
            "leaf | root 3, B 2, B2 .",
            "best-min | root 3, B 2",
            "leaf | root 3, B 2, B3 .",
            "best-min | root 3, B 2",
            "best-max | root 3",
            "call | root 3, C .",
            "leaf | root 3, C ., C1 .",
            "best-min | root 3, C 14",
            "leaf | root 3, C 14, C2 .",
            "best-min | root 3, C 5",
            "leaf | root 3, C 5, C3 .",
            "best-min | root 3, C 2",
            "best-max | root 3",
            "choose | root 3",
        ],
    );
}

#[test]
fn a_chance_node_adds_its_outcomes() {
    let tree = abstract_tree("[{1/2: 4, 1/2: [2, 6]}, 1]", Algorithm::Minimax);
    // A is the dice: A1 = 4 and A2 = max(2, 6) = 6 each count 1/2, so A = 5 > B = 1. Nobody
    // chooses at A (no best so far); each outcome's return is the `total += p * …` line.
    check(
        &all_steps(&tree),
        &[
            "start | root .",
            "call | root ., A .",
            "leaf | root ., A ., A1 .",
            "chance-call/expect | root ., A .",
            "chance-call/expect | root ., A ., A2 .",
            "leaf | root ., A ., A2 ., A2a .",
            "best-max | root ., A ., A2 2",
            "leaf | root ., A ., A2 2, A2b .",
            "best-max | root ., A ., A2 6",
            "chance-call/expect | root ., A .",
            "best-max | root 5",
            "leaf | root 5, B .",
            "best-max | root 5",
            "choose | root 5",
        ],
    );
}

#[test]
fn quiescence_stands_pat_and_searches_captures() {
    let none = Techniques::default();
    let quiescence = none.with(Technique::Quiescence);
    let tree = chess_tree(
        "7k/8/8/3p4/4P3/8/8/K7 w - - 0 1",
        1,
        Algorithm::Minimax,
        quiescence,
    );
    // Depth 1: every White move reaches the horizon and goes into quiescence. After exd5 and
    // e5 Black has no capture: quiet, the static score stands. After each king move Black
    // stands pat (0) and may take on e4 (−1.44, quiet for White); MIN takes −1.44.
    check(
        &all_steps(&tree),
        &[
            "start | root .",
            "stand-pat | root ., exd5 .",
            "best-max | root 144",
            "stand-pat | root 144, e5 .",
            "best-max | root 144",
            "stand-pat | root 144, Kb1 0",
            "stand-pat | root 144, Kb1 0, dxe4 .",
            "q-best | root 144, Kb1 -144",
            "best-max | root 144",
            "stand-pat | root 144, Ka2 0",
            "stand-pat | root 144, Ka2 0, dxe4 .",
            "q-best | root 144, Ka2 -144",
            "best-max | root 144",
            "stand-pat | root 144, Kb2 0",
            "stand-pat | root 144, Kb2 0, dxe4 .",
            "q-best | root 144, Kb2 -144",
            "best-max | root 144",
            "choose | root 144",
        ],
    );
}

#[test]
fn quiescence_with_alpha_beta_cuts_on_standing_pat() {
    let none = Techniques::default();
    let quiescence = none.with(Technique::Quiescence);
    let tree = chess_tree(
        "7k/8/8/3p4/4P3/8/8/K7 b - - 0 1",
        1,
        Algorithm::AlphaBeta,
        quiescence,
    );
    // Black (MIN) takes on e4 first: β = −1.44. After each king move White could take on d5
    // but stands pat at 0 ≥ β: α = 0 > β, so it returns at once, its captures never listed.
    check(
        &all_steps(&tree),
        &[
            "start | root - + .",
            "stand-pat | root - + ., dxe4 - + .",
            "beta | root - -144 -144",
            "stand-pat | root - -144 -144, d4 - -144 .",
            "best-min | root - -144 -144",
            "stand-pat-cutoff | root - -144 -144, Kg7 0 -144 0",
            "best-min | root - -144 -144",
            "stand-pat-cutoff | root - -144 -144, Kh7 0 -144 0",
            "best-min | root - -144 -144",
            "stand-pat-cutoff | root - -144 -144, Kg8 0 -144 0",
            "best-min | root - -144 -144",
            "choose | root - -144 -144",
        ],
    );
}

#[test]
fn a_transposition_is_the_table_answering() {
    let tt = Techniques::default().with(Technique::Transpositions);
    let tree = chess_tree("k7/p7/8/8/8/8/7P/7K w - - 0 1", 4, Algorithm::AlphaBeta, tt);
    let steps = all_steps(&tree);
    // 1. Kg1 a6 2. h3 reaches the position of 1. h3 a6 2. Kg1, and 2. h4 that of 1. h4 a6
    // 2. Kg1, each with a ply left: the table answers (−0.08 and 0.00, found under 1. h3 and
    // 1. h4). By then the root has α = 0.00. (At the last ply the table is not asked: a leaf is
    // evaluated sooner than looked up.)
    let from = steps
        .iter()
        .position(|step| step.starts_with("call | root 0 + 0, Kg1 "))
        .unwrap_or_else(|| panic!("1. Kg1 is never entered: {steps:#?}"));
    check(
        &steps[from..from + 6],
        &[
            "call | root 0 + 0, Kg1 0 + .",
            "call | root 0 + 0, Kg1 0 + ., a6 0 + .",
            "table-hit | root 0 + 0, Kg1 0 + ., a6 0 + ., h3 0 + .",
            "best-max | root 0 + 0, Kg1 0 + ., a6 0 + -8",
            "table-hit | root 0 + 0, Kg1 0 + ., a6 0 + -8, h4 0 + .",
            "best-max | root 0 + 0, Kg1 0 + ., a6 0 + 0",
        ],
    );
    // Every searched position within the depth is remembered as it returns: 1. h3 a6's return
    // lights the table's store softly.
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let listing = code::listing(&tree, Order::DepthFirst, Source::Pseudocode);
    let store = listing
        .line_marked("table-store")
        .unwrap_or_else(|| panic!("no store line"));
    let a6 = klados::engine::tree::NodeId::new(1, 0);
    let returned = replay
        .returned_at(a6)
        .unwrap_or_else(|| panic!("a6 never returns"));
    assert!(code::lit_lines(&replay, returned, &listing).contains(&store));
}

#[test]
fn a_lesson_s_marker_names_the_same_act_in_klados_s_own_search() {
    // Klados's search raises α and lowers β in one line (`window.narrow`), marked `narrow`.
    let klados = source::klados();
    let narrow = klados
        .line_marked("narrow")
        .unwrap_or_else(|| panic!("no narrow line"));
    assert_eq!(klados.line_named("alpha"), Some(narrow));
    assert_eq!(klados.line_named("beta"), Some(narrow));
    assert!(
        klados.lines[narrow]
            .text
            .contains("window.narrow(chooser, value)")
    );
    // A quiescence marker falls back to the one function's line.
    assert_eq!(klados.line_named("q-cutoff"), klados.line_marked("cutoff"));
    assert_eq!(klados.line_named("nonsense"), None);
}

/// A middlegame (a quiet Italian game) where every technique acts at depth 4.
const ITALIAN: &str = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5";

/// The depth-first steps of `tree` whose main act is `act`.
fn steps_doing(replay: &Replay, act: Act) -> Vec<usize> {
    (0..replay.step_count())
        .filter(|&step| code::acts(replay, step).first().is_some_and(|lit| lit.act == act))
        .collect()
}

/// Checks that `act` is the main act of some step of `tree`'s depth-first replay, that there
/// the bright line of Klados's own search is the one its anchor (`// @marker`) marks, and the
/// pseudocode's bright line carries `marker` too; returns the steps that do it.
fn lights_its_anchor(tree: &Arc<SearchTree>, act: Act, marker: &str) -> Vec<usize> {
    let replay = Replay::new(Arc::clone(tree), Order::DepthFirst, Granularity::Level);
    let steps = steps_doing(&replay, act);
    assert!(!steps.is_empty(), "no step does {act:?}");
    for source in [Source::Klados, Source::Pseudocode] {
        let listing = code::listing(tree, Order::DepthFirst, source);
        let anchor = listing
            .line_marked(marker)
            .unwrap_or_else(|| panic!("no line marked {marker} in {}", listing.title));
        for &step in &steps {
            assert_eq!(
                code::lit_lines(&replay, step, &listing).first(),
                Some(&anchor),
                "{act:?} at step {step} in {}",
                listing.title
            );
        }
    }
    steps
}

/// Searches ITALIAN with ordered alpha-beta and `techniques`.
fn italian(depth: usize, techniques: &[Technique]) -> Arc<SearchTree> {
    chess_tree(ITALIAN, depth, Algorithm::Ordered, Techniques::of(techniques))
}

#[test]
fn every_anchor_an_act_names_is_in_klados_s_search_and_every_anchor_there_is_an_act_s() {
    let klados = source::klados();
    // The techniques' acts each have their own line, found by their first marker.
    for act in Act::techniques() {
        let marker = act.markers()[0];
        assert!(
            source::SEARCH_RS.contains(&format!("// @{marker}")),
            "{act:?}: no // @{marker} in src/engine/search.rs"
        );
        assert!(
            klados.line_marked(marker).is_some(),
            "{act:?}: // @{marker} is not in a function the pane shows"
        );
    }
    // The other way: every anchor in the functions shown is some act's marker.
    let markers: Vec<&str> = Act::depth_first()
        .into_iter()
        .flat_map(|act| act.markers().iter().copied())
        .collect();
    for line in &klados.lines {
        for marker in &line.markers {
            assert!(
                markers.contains(&marker.as_str()),
                "@{marker} in src/engine/search.rs lights nothing: {}",
                line.text
            );
        }
    }
    // The two re-searches are two lines.
    assert_ne!(
        klados.line_marked("re-search"),
        klados.line_marked("re-search-reduced")
    );
}

#[test]
fn pvs_lights_the_null_window_and_the_re_search_with_their_windows() {
    let tree = italian(3, &[Technique::Pvs]);
    let null = lights_its_anchor(&tree, Act::NullWindow, "null-window");
    let again = lights_its_anchor(
        &tree,
        Act::ReSearch {
            after: Surprise::NullWindow,
        },
        "re-search",
    );
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    // A null window is one wide: (α, α+1) where MAX chooses, (β−1, β) where MIN does; the
    // stack's frame of the node holds it, and the words say it.
    for &step in &null {
        let klados::engine::replay::Step::Enter { node } = replay.step(step) else {
            panic!("step {step} enters no node");
        };
        let (alpha, beta) = replay.given_window(step, node);
        assert_eq!(beta - alpha, 1, "the null window at step {step}");
        let frame = code::stack(&replay, step)
            .last()
            .cloned()
            .unwrap_or_else(|| panic!("no frame"));
        assert_eq!(frame.node, Some(node));
        let (frame_alpha, frame_beta) = frame.window.unwrap_or_else(|| panic!("no window"));
        assert!(frame_alpha >= alpha && frame_beta <= beta && frame_alpha <= frame_beta);
        let said = code::act_said(&replay, step, Act::NullWindow);
        assert_eq!(said.id, "code-act-null-window-kept");
        let text = klados::shell::i18n::said(&said);
        assert!(
            text.contains(&tree.display_bound(alpha)) && text.contains(&tree.display_bound(beta)),
            "{text}"
        );
    }
    // A re-search is asked with the whole window: wider than a null one.
    for &step in &again {
        let klados::engine::replay::Step::Enter { node } = replay.step(step) else {
            panic!("step {step} enters no node");
        };
        let marks = tree.technique_marks(node);
        assert!(marks.re_searched_after_null_window && !marks.null_window);
        let (alpha, beta) = replay.given_window(step, node);
        assert!(beta - alpha > 1);
        let text = klados::shell::i18n::said(&code::act_said(
            &replay,
            step,
            Act::ReSearch {
                after: Surprise::NullWindow,
            },
        ));
        assert!(text.contains("null window failed high"), "{text}");
        // The null window's line ran before, lit softly.
        let acts: Vec<Act> = code::acts(&replay, step).iter().map(|lit| lit.act).collect();
        assert!(acts.contains(&Act::NullWindow) && acts.contains(&Act::CallLater));
    }
    // The trace says it too.
    let trace = code::trace::trace(&tree);
    assert!(
        trace
            .iter()
            .any(|line| line.note.contains("re-searched: the null window failed high"))
    );
}

#[test]
fn late_move_reductions_light_the_reduction_and_the_re_search_at_full_depth() {
    let tree = italian(4, &[Technique::Reductions]);
    let reduced = lights_its_anchor(&tree, Act::Reduce, "reduce");
    lights_its_anchor(
        &tree,
        Act::ReSearch {
            after: Surprise::Reduction,
        },
        "re-search-reduced",
    );
    // The first later moves are not reduced: their call is the later move's plain one.
    lights_its_anchor(&tree, Act::CallLater, "call-later");
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    for &step in &reduced {
        let text = klados::shell::i18n::said(&code::act_said(&replay, step, Act::Reduce));
        assert!(text.ends_with("reduced by 1 ply"), "{text}");
        // The stack's depth is a ply less than the level's.
        let frame = code::stack(&replay, step)
            .last()
            .cloned()
            .unwrap_or_else(|| panic!("no frame"));
        let node = frame.node.unwrap_or_else(|| panic!("the root is not reduced"));
        assert_eq!(frame.depth_left, 4 - 1 - node.level as i32 - 1);
    }
}

#[test]
fn a_null_move_cut_lights_its_line() {
    let tree = italian(4, &[Technique::NullMove]);
    let cuts = lights_its_anchor(&tree, Act::NullMoveCut, "null-move");
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let said = code::act_said(&replay, cuts[0], Act::NullMoveCut);
    assert_eq!(said.id, "code-act-null-move-cut-kept");
    assert!(klados::shell::i18n::said(&said).contains("nodes of the pass's search thrown away"));
}

#[test]
fn aspiration_windows_light_their_line_and_tell_every_attempt() {
    // Without iterative deepening the guess is the root's static score: the Italian's value at
    // depth 4 lies outside ±0.50 of it or not, and either way the windows are told.
    let tree = italian(3, &[Technique::Aspiration]);
    let steps = lights_its_anchor(&tree, Act::Aspiration, "aspiration");
    assert_eq!(steps, vec![0]);
    let attempts = tree.aspiration_attempts();
    let kept = attempts.last().unwrap_or_else(|| panic!("no attempt"));
    // The static score's guess is off: the first window fails, and the words tell it.
    assert!(attempts.len() > 1, "{attempts:?}");
    // Every row stored is in one attempt: the last one's are kept, the others' thrown away.
    assert_eq!(
        attempts.iter().map(|attempt| attempt.nodes).sum::<usize>(),
        tree.node_count() + tree.counts().discarded
    );
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    // The root's frame holds the window kept, not −∞…+∞.
    let root = code::stack(&replay, 0)[0].window;
    assert_eq!(root, Some((kept.alpha, kept.beta)));
    let text = klados::shell::i18n::said(&code::act_said(&replay, 0, Act::Aspiration));
    assert!(text.contains(&tree.display_bound(kept.alpha)), "{text}");
    assert!(text.contains("failed"), "{text}");
    // Level by level there are no windows: the start is the start.
    let levels = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    assert_eq!(code::acts(&levels, 0)[0].act, Act::Start);
    let narration = klados::shell::i18n::said(&replay.narration(0));
    assert!(
        narration.contains("Aspiration windows searched the root"),
        "{narration}"
    );
    for attempt in attempts {
        assert!(
            narration.contains(&tree.display_bound(attempt.beta)),
            "{narration}"
        );
    }
}

#[test]
fn a_root_move_a_failed_window_settled_lights_its_line_and_is_told() {
    // The Italian's first window fails (see above): the next try takes the root moves the
    // failed one showed no better than its window's edge as they were, without searching them.
    let tree = italian(3, &[Technique::Aspiration]);
    let steps = lights_its_anchor(&tree, Act::Settled, "settled");
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let settled: Vec<NodeId> = (0..tree.nodes_per_level()[0] as u32)
        .map(|index| NodeId::new(0, index))
        .filter(|&id| tree.technique_marks(id).settled_by_failed_window)
        .collect();
    assert_eq!(steps.len(), settled.len(), "each settled move is one step");
    let kept = tree
        .aspiration_attempts()
        .last()
        .copied()
        .unwrap_or_else(|| panic!("no attempt"));
    for &id in &settled {
        let node = tree.get(id).unwrap_or_else(|| panic!("{id:?}"));
        assert_eq!(node.child_count(), 0, "{id:?} keeps no children");
        // What it says answers in the window kept: at most its floor, or at least its ceiling.
        let value = node.value().unwrap_or_else(|| panic!("{id:?} has no value"));
        match node.bound() {
            Bound::Upper => assert!(value <= kept.alpha, "{value} > {}", kept.alpha),
            Bound::Lower => assert!(value >= kept.beta, "{value} < {}", kept.beta),
            Bound::Exact => {}
        }
    }
    let text = klados::shell::i18n::said(&code::act_said(&replay, steps[0], Act::Settled));
    assert!(text.contains("is not searched again"), "{text}");
    assert!(
        text.contains("at most") || text.contains("at least") || text.contains("exactly"),
        "{text}"
    );
    let narration = klados::shell::i18n::said(&replay.narration(steps[0]));
    assert!(narration.contains("is not searched again"), "{narration}");
    assert!(narration.contains("without searching its moves"), "{narration}");
    assert!(
        !narration.contains("leaf"),
        "a settled move is no leaf: {narration}"
    );
}

#[test]
fn a_later_capture_in_quiescence_lights_quiescence_s_call_in_the_pseudocode() {
    let tree = italian(2, &[Technique::Pvs, Technique::Quiescence]);
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let pseudocode = code::listing(&tree, Order::DepthFirst, Source::Pseudocode);
    let klados = code::listing(&tree, Order::DepthFirst, Source::Klados);
    let steps: Vec<usize> = (0..replay.step_count())
        .filter(|&step| {
            code::acts(&replay, step)
                .iter()
                .any(|lit| lit.quiescence && lit.act == Act::NullWindow)
        })
        .collect();
    assert!(!steps.is_empty(), "no later capture in quiescence");
    for step in steps {
        let lit = code::lit_lines(&replay, step, &pseudocode);
        // Not the main search's null window: quiescence's figure has one call for them all.
        assert!(!lit.contains(&pseudocode.line_marked("null-window").unwrap_or(usize::MAX)));
        assert!(lit.contains(&pseudocode.line_marked("q-call").unwrap_or(usize::MAX)));
        // Klados's own search does it in the one `visit_later`.
        let lit = code::lit_lines(&replay, step, &klados);
        assert!(lit.contains(&klados.line_marked("null-window").unwrap_or(usize::MAX)));
    }
}

#[test]
fn a_reduced_path_reaches_quiescence_sooner_and_its_lines_are_quiescence_s() {
    let tree = italian(4, &[Technique::Reductions, Technique::Quiescence]);
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    // A move reduced a ply at level 1 has its horizon at level 2: its replies' captures at
    // level 3, inside the depth of 4, are quiescence's.
    let mut early = 0;
    for (level, nodes) in tree.levels().iter().enumerate().take(tree.depth()) {
        for index in 0..nodes.nodes.len() {
            let id = klados::engine::tree::NodeId::new(level, index as u32);
            if tree.get(id).map(|n| n.status()) != Some(klados::engine::tree::Status::Quiescence) {
                continue;
            }
            let Some(step) = replay.entered_at(id) else {
                continue;
            };
            early += 1;
            let lits = code::acts(&replay, step);
            assert!(
                lits.iter().all(|lit| lit.quiescence),
                "level {level} node {index}: {lits:?}"
            );
        }
    }
    assert!(early > 0, "no quiescence inside the depth");
}
