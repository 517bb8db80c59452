//! The window's words (issue 44): every catalogue has every English message with the same
//! variables, no message is unused, the window's files write no words of their own, and a
//! switch of language takes effect at once with the game and the replay kept.

mod common;
#[path = "i18n/lesson_problems.rs"]
mod lesson_problems;
#[path = "i18n/scan.rs"]
mod scan;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use egui_kittest::kittest::Queryable;
use fluent_syntax::ast;
use klados::shell::i18n::Language;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::stepper::StepperCommand;

/// A catalogue read as Fluent's syntax: each message's id and the variables it uses.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let text = language.catalogue();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:?}", language.code()),
    };
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    variables_in(pattern, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(
                    found.insert(id.clone(), variables).is_none(),
                    "{}.ftl gives {id} twice",
                    language.code()
                );
            }
            ast::Entry::Junk { content } => {
                panic!("{}.ftl has a line Fluent cannot read: {content}", language.code())
            }
            _ => {}
        }
    }
    found
}

fn variables_in(pattern: &ast::Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_in_expression(expression, variables);
        }
    }
}

fn variables_in_expression(expression: &ast::Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            variables_in_inline(selector, variables);
            for variant in variants {
                variables_in(&variant.value, variables);
            }
        }
        ast::Expression::Inline(inline) => variables_in_inline(inline, variables),
    }
}

fn variables_in_inline(inline: &ast::InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => {
            variables_in_expression(expression, variables);
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                variables_in_inline(argument, variables);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let english = messages(Language::English);
    assert!(english.len() > 50, "{}", english.len());
    for language in [Language::Greek, Language::Spanish] {
        let other = messages(language);
        let code = language.code();
        for (id, variables) in &english {
            let Some(translated) = other.get(id) else {
                panic!("{code}.ftl has no {id}")
            };
            assert_eq!(translated, variables, "{code}.ftl's {id} uses other variables");
        }
        for id in other.keys() {
            assert!(
                english.contains_key(id),
                "{code}.ftl has {id}, which en.ftl has not"
            );
        }
    }
}

/// Every message id a sentence uses, its own and its variables'.
fn ids_of(said: &klados::engine::said::Said, ids: &mut BTreeSet<&'static str>) {
    ids.insert(said.id);
    for (_, arg) in &said.args {
        if let klados::engine::said::SaidArg::Said(inner) = arg {
            ids_of(inner, ids);
        }
    }
}

/// The Monte Carlo trees of lessons 23 (a drawn tree) and 24 (chess, where White mates), with
/// a chess position where Black mates, leaves judged by their sign, and tic-tac-toe one move
/// from its end.
fn mcts_trees() -> Vec<(String, std::sync::Arc<klados::engine::mcts::MctsTree>)> {
    use klados::engine::mcts::{MctsSettings, Outcome, mcts_abstract, mcts_chess};
    use klados::engine::settings::SearchControl;
    let lessons_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let (lessons, errors) = klados::course::lesson::load_dir(&lessons_dir);
    assert!(errors.is_empty(), "{errors:?}");
    let mut trees: Vec<_> = ["23-mcts-on-a-tree", "24-mcts-in-chess"]
        .into_iter()
        .map(|id| {
            let Some(lesson) = lessons.iter().find(|lesson| lesson.id == id) else {
                panic!("no lesson {id}")
            };
            let Some(Ok(tree)) = lesson.think_mcts() else {
                panic!("{id} searches with MCTS")
            };
            (id.to_owned(), tree)
        })
        .collect();
    let control = SearchControl::new();
    let fool: shakmaty::Chess = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
        .parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|fen| fen.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_else(|| panic!("the fool's mate position"));
    let black_mates = mcts_chess(&fool, &[], &MctsSettings::new(40, 2), &control);
    let signs = klados::course::tree_text::parse_tree("[[1, -1], [0, 0]]").unwrap_or_default();
    let sign = MctsSettings {
        outcome: Outcome::Sign,
        ..MctsSettings::new(20, 0)
    };
    let by_sign = mcts_abstract(&signs, &sign, &control);
    // x wins at once with cell 3: a game that ends where a node is expanded.
    let tic_tac_toe = klados::games::tictactoe::Board::parse("xx.oo....")
        .map_err(|error| error.to_string())
        .and_then(|board| {
            klados::games::tictactoe::mcts(board, &MctsSettings::new(30, 1), &control)
                .map_err(|error| error.to_string())
        });
    for (name, tree) in [
        ("black mates", black_mates.map_err(|error| error.to_string())),
        ("by sign", by_sign.map_err(|error| error.to_string())),
        ("tic-tac-toe", tic_tac_toe),
    ] {
        let tree = tree.unwrap_or_else(|error| panic!("{name}: {error}"));
        trees.push((name.to_owned(), std::sync::Arc::new(tree)));
    }
    trees
}

/// English that must never be left in a Greek or Spanish sentence of the MCTS view.
const ENGLISH_WORDS: [&str; 12] = [
    "Iteration",
    "root",
    "select",
    "expand",
    "simulate",
    "chooses",
    "the ",
    "random",
    "Result ",
    "wins",
    "White",
    "Black",
];

#[test]
fn every_mcts_step_is_narrated_in_greek_and_spanish_too_with_no_english_sentence_left() {
    use klados::shell::i18n::{said, set_language};
    let trees = mcts_trees();
    let mut used = BTreeSet::new();
    for language in [Language::Greek, Language::Spanish] {
        for (name, tree) in &trees {
            for step in 0..tree.step_count() {
                let narration = tree.narration(step);
                ids_of(&narration, &mut used);
                set_language(Language::English);
                let english = said(&narration);
                set_language(language);
                let text = said(&narration);
                let left = ENGLISH_WORDS.iter().find(|word| text.contains(*word));
                assert!(
                    text != english && !text.contains("mcts-") && !text.contains('{') && left.is_none(),
                    "{language:?} {name} step {step}: {text} ({left:?} left)"
                );
            }
        }
    }
    set_language(Language::English);
    // Every sentence of the narration was said, so each was checked in both languages.
    let unsaid: Vec<String> = messages(Language::English)
        .into_keys()
        .filter(|id| {
            ["mcts-narr-", "mcts-result-", "mcts-end-", "mcts-a-"]
                .iter()
                .any(|start| id.starts_with(start))
        })
        .filter(|id| !used.contains(id.as_str()))
        .collect();
    assert!(unsaid.is_empty(), "no tree says {unsaid:?}");
}

#[test]
fn the_mcts_stepper_s_headline_speaks_the_window_s_language() {
    use klados::engine::mcts::replay::Phase;
    use klados::shell::i18n::{set_language, tr};
    for (language, expected) in [
        (
            Language::English,
            ["Select", "Expand", "Simulate", "Back-propagate"],
        ),
        (
            Language::Greek,
            ["Επιλογή", "Επέκταση", "Προσομοίωση", "Οπισθοδιάδοση"],
        ),
        (
            Language::Spanish,
            ["Selección", "Expansión", "Simulación", "Retropropagación"],
        ),
    ] {
        set_language(language);
        let said: Vec<String> = Phase::ALL.into_iter().map(|phase| tr(phase.label())).collect();
        assert_eq!(said, expected);
    }
    set_language(Language::English);
}

#[test]
fn switching_the_language_speaks_it_at_once_and_keeps_the_game() {
    let settings = Settings {
        depth: 1,
        ..Settings::default()
    };
    let mut harness = common::window([1280.0, 820.0], settings);
    harness.state_mut().apply(Command::PlayTyped(String::from("e4")));
    harness.state_mut().wait_for_computer();
    harness.run();
    let moves_before = harness.state().game().san_moves();
    assert_eq!(moves_before.len(), 2, "the computer replied: {moves_before:?}");
    // The replay of the computer's search, a few steps in.
    for _ in 0..3 {
        harness.state_mut().apply(Command::Step(StepperCommand::Forward));
    }
    harness.run();
    let step = |harness: &egui_kittest::Harness<'_, klados::ui::KladosApp>| {
        harness.state().thinking().stepper().map(|stepper| stepper.step())
    };
    let step_before = step(&harness);
    assert_eq!(step_before, Some(3));
    harness.get_by_label("Lessons");
    harness.state_mut().apply(Command::SetLanguage(Language::Greek));
    harness.run();
    harness.get_by_label("Μαθήματα");
    harness.get_by_label("Ρυθμίσεις");
    harness.get_by_label("Βήμα ▶");
    assert!(harness.query_by_label("Lessons").is_none());
    assert_eq!(harness.state().game().san_moves(), moves_before);
    assert_eq!(step(&harness), step_before, "the replay stays where it was");
    assert_eq!(harness.state().settings().language, Language::Greek);
    harness.state_mut().apply(Command::SetLanguage(Language::Spanish));
    harness.run();
    harness.get_by_label("Lecciones");
    harness.get_by_label("Paso ▶");
    assert_eq!(harness.state().game().san_moves(), moves_before);
    assert_eq!(step(&harness), step_before);
}

#[test]
fn the_window_s_fonts_draw_every_letter_of_every_catalogue() {
    let harness = common::window([1024.0, 700.0], Settings::default());
    for language in Language::ALL {
        let letters: BTreeSet<char> = language
            .catalogue()
            .chars()
            .filter(|letter| !letter.is_control())
            .collect();
        for style in [egui::TextStyle::Body, egui::TextStyle::Monospace] {
            let font = style.resolve(&harness.ctx.global_style());
            let missing: String = harness.ctx.fonts_mut(|fonts| {
                letters
                    .iter()
                    .filter(|letter| !fonts.has_glyph(&font, **letter))
                    .collect()
            });
            assert!(
                missing.is_empty(),
                "{}.ftl: {style:?} has no glyph for {missing:?}",
                language.code()
            );
        }
    }
}

/// The lower layers' errors keep their English for the command line (`Display`) and say the
/// same as sentences of the catalogue for the window: the two must not drift apart. (An outcome
/// ends in a full stop in the window's status line, and not in the command line's sentence.)
/// A FEN's mistakes are read from FENs, one of each kind.
#[test]
fn the_lower_layers_errors_say_in_the_catalogue_s_english_what_they_print() {
    use klados::engine::position::{GameOutcome, MoveInputError};
    use klados::engine::settings::{Algorithm, BudgetLimit, SearchError, Technique, Techniques};
    use klados::shell::i18n::{said, set_language};
    set_language(Language::English);
    let checkmate = GameOutcome::Checkmate {
        winner: shakmaty::Color::Black,
    };
    let moves = [
        MoveInputError::Empty,
        MoveInputError::NotAMove(String::from("xyz")),
        MoveInputError::Illegal(String::from("e2e5")),
        MoveInputError::Ambiguous(String::from("Nd2")),
        MoveInputError::GameOver(checkmate),
    ];
    let every = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Iterative)
        .with(Technique::Transpositions);
    let over = |depth, algorithm, techniques, limit, root_moves_alone| SearchError::OverBudget {
        max_nodes: 1_000_000,
        depth,
        algorithm,
        techniques,
        limit,
        root_moves_alone,
    };
    let searches = [
        SearchError::InvalidDepth(99),
        SearchError::DepthOutOfRange {
            depth: 12,
            max: 9,
            game: "tic-tac-toe",
        },
        SearchError::GameOver(GameOutcome::Stalemate),
        SearchError::Cancelled,
        over(5, Algorithm::Minimax, every, BudgetLimit::Nodes, false),
        over(2, Algorithm::Ordered, Techniques::NONE, BudgetLimit::Nodes, false),
        over(1, Algorithm::Ordered, Techniques::NONE, BudgetLimit::Nodes, true),
        over(
            4,
            Algorithm::AlphaBeta,
            Techniques::NONE,
            BudgetLimit::Memory { bytes: 2_500_000_000 },
            false,
        ),
        over(
            1,
            Algorithm::Ordered,
            Techniques::NONE,
            BudgetLimit::Refused { bytes: 800_000_000 },
            true,
        ),
    ];
    let board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let fens = [
        String::new(),
        String::from("8/8/8/8/8/8/8/k5K\t w - - 0 1"),
        format!("{board} x KQkq - 0 1"),
        format!("{board} w KQkq - 0 1 9"),
        format!("{board}[Qq] w KQkq - 0 1"),
        String::from("8/8/8/8/8/8/8 w - - 0 1"),
        String::from("8/8/8/8/8/8/8/k9K w - - 0 1"),
        String::from("k7/8/8/8/8/8/8/7X w - - 0 1"),
        String::from("8/8/8/8/8/8/8/k6K1 w - - 0 1"),
        format!("{board} w KQxq - 0 1"),
        format!("{board} w KQkq e9 0 1"),
        format!("{board} w KQkq - x 1"),
        format!("{board} w KQkq - 0 x"),
        String::from("8/8/8/8/8/8/8/8 w - - 0 1"),
        String::from("k7/8/8/8/8/8/8/8 w - - 0 1"),
        String::from("kk6/8/8/8/8/8/8/K7 w - - 0 1"),
        String::from("k7/8/8/8/8/8/8/K6P w - - 0 1"),
    ];
    let mut pairs: Vec<(String, String)> = Vec::new();
    pairs.extend(moves.iter().map(|error| (error.to_string(), said(&error.said()))));
    pairs.extend(
        searches
            .iter()
            .map(|error| (error.to_string(), said(&error.said()))),
    );
    let fen_errors: Vec<_> = fens
        .iter()
        .filter_map(|fen| klados::engine::fen::read_fen(fen).err())
        .collect();
    assert_eq!(fen_errors.len(), fens.len(), "every FEN is refused");
    pairs.extend(
        fen_errors
            .iter()
            .map(|error| (error.to_string(), said(&error.said()))),
    );
    // A small game's positions, one of each mistake.
    let small_games: Vec<klados::games::PositionError> = [
        "x.o.?....",
        "xo",
        "xxx......",
        "xxxooo...",
        "xxxoo....",
        "xoxxoooxx",
    ]
    .into_iter()
    .filter_map(|text| klados::games::tictactoe::Board::parse(text).err())
    .chain(
        [
            "12131415",
            "48",
            "1213141",
            "4444444",
            "x?",
            "xo",
            "......./......./......./......./......x/.......",
            "......./......./......./......./......./xxx....",
        ]
        .into_iter()
        .filter_map(|text| klados::games::connect4::Board::parse(text).err()),
    )
    .collect();
    assert_eq!(
        small_games.len(),
        14,
        "every small game's position is refused: {small_games:?}"
    );
    pairs.extend(
        small_games
            .iter()
            .map(|error| (error.to_string(), said(&error.said()))),
    );
    // A drawn tree's mistakes, and a chance node's probabilities.
    {
        use klados::engine::abstract_tree::{AbstractNode, search_abstract};
        use klados::engine::settings::Algorithm;
        let leaf = |value| AbstractNode::Leaf {
            label: String::from("A1"),
            value,
        };
        let inner = |children| AbstractNode::Inner {
            label: String::from("A"),
            children,
        };
        let mut deep = leaf(1);
        for _ in 0..20 {
            deep = inner(vec![deep]);
        }
        let trees = [
            vec![],
            vec![inner(vec![])],
            vec![deep],
            vec![leaf(30_000)],
            vec![inner((0..256).map(|_| leaf(1)).collect())],
        ];
        let drawn: Vec<_> = trees
            .iter()
            .filter_map(|tree| search_abstract(tree, Algorithm::Minimax).err())
            .collect();
        assert_eq!(drawn.len(), trees.len(), "every drawn tree is refused: {drawn:?}");
        pairs.extend(drawn.iter().map(|error| (error.to_string(), said(&error.said()))));
        let sixth: klados::engine::chance::Probability = "1/6".parse().unwrap_or_else(|_| panic!("1/6"));
        let Err(sum) = klados::engine::chance::check_distribution(&[sixth; 5]) else {
            panic!("five sixths are not one")
        };
        pairs.push((sum.to_string(), said(&sum.said())));
        // The find box's answers to what names no node of a drawn tree.
        let two = vec![inner(vec![leaf(1), leaf(2)])];
        let tree = search_abstract(&two, Algorithm::Minimax)
            .unwrap_or_else(|error| panic!("{error}"))
            .tree;
        let found: Vec<_> = ["", "9:1", "1:99", "Z", "A Z"]
            .into_iter()
            .filter_map(|text| klados::engine::find::find_node(&tree, text).err())
            .collect();
        assert_eq!(found.len(), 5, "{found:?}");
        pairs.extend(found.iter().map(|error| (error.to_string(), said(&error.said()))));
    }
    for (printed, window) in pairs {
        assert_eq!(printed.trim_end_matches('.'), window.trim_end_matches('.'));
    }
}

/// A PGN text's mistakes and the notes on what a game read skipped print on the command line
/// what the window says in English, and are written in Greek and Spanish too.
#[test]
fn pgn_errors_and_notes_say_in_the_catalogue_s_english_what_they_print() {
    use klados::chess::pgn;
    use klados::shell::i18n::{said, set_language};
    let bad = [
        "",
        "[Event]\n1. e4 *",
        "[Event \"never closed]\n1. e4 *",
        "[Variant \"crazyhouse\"]\n1. e4 *",
        "[Result \"2-0\"]\n1. e4 *",
        "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *",
        "1. e4 e5\n2. Nf3 {never closed\n3. Bb5 *",
        "1. e4 e5 } *",
        "1. e4 e5 ) *",
        "1. e4 (1. d4 d5\n2. c4 *",
        "1. e4 $x e5 *",
        "1. e4 e5 2x *",
        "1. e4 e5 2. Xy7 *",
        "1. e4 e5 2-0",
        "1. e4 e5 2. Ke3 *",
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2 *",
        "1. f3 e5 2. g4 Qh4# 3. e4 *",
    ];
    let errors: Vec<_> = bad.iter().filter_map(|text| pgn::read(text).err()).collect();
    assert_eq!(errors.len(), bad.len(), "every text is refused: {errors:?}");
    let noted = [
        "[Result \"0-1\"]\n1. e4 {a} e5 (1... c5) ; b\n2. Nf3! $1 (2. d4) 1-0\n\n1. d4 *",
        "1. e4 { first } e5 (1... c5 2. Nf3 Nc6) 2. Nf3!? *",
    ];
    let notes: Vec<_> = noted
        .iter()
        .flat_map(|text| pgn::read(text).unwrap_or_else(|error| panic!("{error}")).notes)
        .collect();
    assert_eq!(notes.len(), 8, "{notes:#?}");
    let sentences: Vec<_> = errors
        .iter()
        .map(|error| (error.to_string(), error.said()))
        .chain(notes.iter().map(|note| (note.to_string(), note.said())))
        .collect();
    for language in [Language::Greek, Language::Spanish, Language::English] {
        set_language(language);
        for (printed, sentence) in &sentences {
            let window = said(sentence);
            if language == Language::English {
                // The window's outcome ends in a full stop; the command line's does not.
                assert_eq!(&window.replace(".)", ")"), printed);
            } else {
                assert_ne!(&window, printed, "{language:?}");
            }
        }
    }
}

/// A tree file's mistakes say in the window's English what they print, and in Greek and
/// Spanish both their places and their reasons. The documents are bad in one way each.
#[test]
fn tree_file_errors_say_in_the_catalogue_s_english_what_they_print() {
    use klados::engine::settings::SearchControl;
    use klados::engine::tree_file::{
        TreeFileError, TreeFileReason, read_any_tree_file_of, read_tree_file_of,
    };
    use klados::games::described::Games;
    use klados::shell::i18n::{said, set_language};
    const FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let head = format!(r#""format": "klados-tree/1", "fen": "{FEN}""#);
    let chess = |rows: &str| format!(r#"{{{head}, "levels": [{{"nodes": [{rows}]}}]}}"#);
    let two_levels = |first: &str, second: &str| {
        format!(r#"{{{head}, "levels": [{{"nodes": [{first}]}}, {{"nodes": [{second}]}}]}}"#)
    };
    let drawn = |rows: &str| format!(r#"{{"format": "klados-tree/1", "levels": [{{"nodes": [{rows}]}}]}}"#);
    let game = |rest: &str| format!(r#"{{"format": "klados-tree/1", "game": "tictactoe", {rest}}}"#);
    let mcts = |settings: &str, rows: &str| {
        format!(r#"{{{head}, "algorithm": "mcts", "mcts": {settings}, "levels": [{{"nodes": [{rows}]}}]}}"#)
    };
    let good_mcts = r#"{"iterations": 10, "exploration": 1.41, "seed": 0, "playout_depth": 2}"#;
    let row = r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0}"#;
    let many = (1..=300)
        .map(|n| format!(r#"{{"n": {n}, "parent": 0, "label": "A{n}", "value": 0}}"#))
        .collect::<Vec<_>>()
        .join(", ");
    let documents: Vec<String> = vec![
        String::from(r#"["a", "list"]"#),
        String::from(r#"{"levels": []}"#),
        String::from(r#"{"format": "klados-lesson/1", "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "fen": "8/8 w", "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "fen": 3, "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "tree": [1], "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "depth": 99, "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "algorithm": "negamax", "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "algorithm": 7, "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "game": "go", "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "game": 1, "levels": []}"#),
        game(r#""fen": "x", "levels": []"#),
        game(r#""levels": []"#),
        game(r#""position": "xxx......", "levels": []"#),
        String::from(r#"{"format": "klados-tree/1"}"#),
        String::from(r#"{"format": "klados-tree/1", "levels": 3}"#),
        format!(
            r#"{{"format": "klados-tree/1", "levels": [{}]}}"#,
            vec!["{}"; 70].join(", ")
        ),
        String::from(r#"{"format": "klados-tree/1", "techniques": "tt", "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "techniques": ["magic"], "levels": []}"#),
        String::from(r#"{"format": "klados-tree/1", "levels": [3]}"#),
        String::from(r#"{"format": "klados-tree/1", "levels": [{"nodes": 3}]}"#),
        chess("7"),
        two_levels(
            &format!(
                "{row}, {}",
                row.replace("\"n\": 1", "\"n\": 2").replace("e2e4", "d2d4")
            ),
            r#"{"n": 1, "parent": 2, "uci": "e7e5", "value": 0}, {"n": 2, "parent": 1, "uci": "d7d5", "value": 0}"#,
        ),
        drawn(&many),
        chess(r#"{"n": 5, "parent": 0, "uci": "e2e4", "value": 0}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "status": "won"}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 99999}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": "high"}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4"}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "bound": "tight"}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "source": 9}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "status": "transposition"}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "ordered_by": "luck"}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "probability": "half"}"#),
        chess(r#"{"n": 1, "uci": "e2e4", "value": 0}"#),
        chess(r#"{"n": 1, "parent": 4, "uci": "e2e4", "value": 0}"#),
        two_levels(row, r#"{"n": 1, "parent": 5, "uci": "e7e5", "value": 0}"#),
        chess(&format!(
            r#"{{"n": 1, "parent": 0, "uci": "{}", "value": 0}}"#,
            "e".repeat(50)
        )),
        chess(r#"{"n": 1, "parent": 0, "uci": 5, "value": 0}"#),
        drawn(r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0}"#),
        chess(r#"{"n": 1, "parent": 0, "value": 0}"#),
        chess(&format!(
            r#"{{"n": 1, "parent": 0, "uci": "e2e4", "status": "pruned"}}, {}"#,
            r#"{"n": 2, "parent": 0, "uci": "d2d4", "value": 0, "status": "transposition", "source": 1}"#
        )),
        String::from(r#"{"format": "klados-tree/1", "mate": 5, "levels": []}"#),
        mcts("3", ""),
        mcts(
            r#"{"iterations": 0, "exploration": 1.41, "seed": 0, "playout_depth": 2}"#,
            "",
        ),
        mcts(
            r#"{"iterations": 10, "exploration": 500, "seed": 0, "playout_depth": 2}"#,
            "",
        ),
        mcts(
            r#"{"iterations": 10, "exploration": 1.41, "playout_depth": 2}"#,
            "",
        ),
        mcts(
            r#"{"iterations": 10, "exploration": 1.41, "seed": 0, "playout_depth": 99}"#,
            "",
        ),
        String::from(
            r#"{"format": "klados-tree/1", "algorithm": "mcts", "mcts": {"iterations": 10, "exploration": 1.41, "seed": 0}, "levels": []}"#,
        ),
        mcts(good_mcts, "7"),
        mcts(
            good_mcts,
            r#"{"parent": 0, "uci": "e2e4", "total": 0.5, "iteration": 1}"#,
        ),
        mcts(
            good_mcts,
            r#"{"parent": 0, "uci": "e2e4", "visits": 1, "iteration": 1}"#,
        ),
    ];
    let mut errors: Vec<TreeFileError> = documents
        .iter()
        .filter_map(|text| read_any_tree_file_of(text.as_bytes(), &SearchControl::new(), &Games).err())
        .collect();
    assert_eq!(
        errors.len(),
        documents.len(),
        "every document is refused: {errors:#?}"
    );
    // What building the node arrays finds: a move not legal, a searched move after a pruned one,
    // a leaf with children; and an MCTS tree refused for a grade.
    let built = [
        chess(r#"{"n": 1, "parent": 0, "uci": "e2e5", "value": 0}"#),
        chess(r#"{"n": 1, "parent": 0, "uci": "xyz", "value": 0}"#),
        chess(&format!(
            r#"{{"n": 1, "parent": 0, "uci": "e2e4", "status": "pruned"}}, {}"#,
            r#"{"n": 2, "parent": 0, "uci": "d2d4", "value": 0}"#
        )),
        two_levels(
            r#"{"n": 1, "parent": 0, "uci": "e2e4", "value": 0, "status": "draw"}"#,
            r#"{"n": 1, "parent": 1, "uci": "e7e5", "value": 0}"#,
        ),
        game(
            r#""position": ".........", "levels": [{"nodes": [{"n": 1, "parent": 0, "move": "12", "value": 0}]}]"#,
        ),
    ];
    for text in &built {
        let file = read_tree_file_of(text.as_bytes(), &Games).unwrap_or_else(|error| panic!("{error}"));
        errors.push(
            file.to_search_tree()
                .err()
                .unwrap_or_else(|| panic!("{text} is built")),
        );
    }
    errors.push(
        read_tree_file_of(mcts(good_mcts, "").as_bytes(), &Games)
            .err()
            .unwrap_or_else(|| panic!("an MCTS tree is not graded")),
    );
    errors.push(TreeFileError::Unreadable {
        path: String::from("a.json"),
        reason: String::from("it is not a regular file"),
        reason_said: klados::engine::said::Said::new("tree-file-not-regular"),
    });
    errors.push(TreeFileError::NotJson {
        line: 3,
        column: 14,
        reason: String::from("expected value"),
    });
    errors.push(TreeFileError::Document(TreeFileReason::Cancelled));
    set_language(Language::English);
    for error in &errors {
        assert_eq!(said(&error.said()), error.to_string());
    }
    let english: Vec<String> = errors.iter().map(ToString::to_string).collect();
    for language in [Language::Greek, Language::Spanish] {
        set_language(language);
        for (error, printed) in errors.iter().zip(&english) {
            if matches!(error, TreeFileError::NotJson { .. }) {
                continue;
            }
            assert_ne!(&said(&error.said()), printed, "{language:?}");
        }
    }
    set_language(Language::Greek);
    let node = errors
        .iter()
        .find(|error| {
            matches!(
                error,
                TreeFileError::Node {
                    reason: TreeFileReason::WrongNumber { .. },
                    ..
                }
            )
        })
        .map(|error| said(&error.said()))
        .unwrap_or_default();
    assert!(node.starts_with("επίπεδο 0, κόμβος 1: το n είναι 5"), "{node}");
    set_language(Language::Spanish);
    assert!(said(&errors[errors.len() - 2].said()).starts_with("línea 3, columna 14"));
    set_language(Language::English);
}

/// The notes on castling rights a FEN's reading dropped print on the command line what the
/// window says in English, and are written in Greek and Spanish too.
#[test]
fn fen_notes_say_in_the_catalogue_s_english_what_they_print() {
    use klados::shell::i18n::{said, set_language};
    let notes: Vec<_> = [
        "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1",
    ]
    .into_iter()
    .flat_map(|fen| {
        klados::engine::fen::read_fen(fen)
            .unwrap_or_else(|error| panic!("{error}"))
            .notes
    })
    .collect();
    assert!(notes.len() >= 3, "{notes:?}");
    for language in [Language::English, Language::Greek, Language::Spanish] {
        set_language(language);
        for note in &notes {
            let window = said(&note.said());
            match language {
                Language::English => assert_eq!(window, note.to_string()),
                _ => assert_ne!(window, note.to_string(), "{language:?}"),
            }
        }
    }
    set_language(Language::English);
}

/// A grade's hint prints in `klados grade` what the window says in English, and is written in
/// Greek and Spanish too.
#[test]
fn grade_hints_say_in_the_catalogue_s_english_what_they_print() {
    use klados::engine::settings::SearchControl;
    use klados::shell::i18n::{said, set_language};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/grade/aima-min-keeps-beta.json");
    let bytes = std::fs::read(&path).unwrap_or_else(|error| panic!("{error}"));
    let file = klados::engine::tree_file::read_tree_file(&bytes).unwrap_or_else(|error| panic!("{error}"));
    let graded =
        klados::course::grade::graded(&file, &SearchControl::new()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(graded.hints.len(), 1, "{:?}", graded.hints);
    for language in [Language::English, Language::Greek, Language::Spanish] {
        set_language(language);
        for hint in &graded.hints {
            let window = said(&hint.said);
            match language {
                Language::English => assert_eq!(window, hint.english),
                _ => assert_ne!(window, hint.english, "{language:?}"),
            }
        }
    }
    set_language(Language::English);
}

/// Every difference a grade finds says in the catalogue's English what `klados grade` prints,
/// and in Greek and Spanish something else: trees of letters, chess and tic-tac-toe, each
/// with values, statuses and moves changed row by row so that many kinds of difference show.
#[test]
fn grade_differences_say_in_the_catalogue_s_english_what_they_print() {
    use klados::engine::settings::SearchControl;
    use klados::shell::i18n::{said, set_language};
    use serde_json::Value;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut texts: Vec<String> = std::fs::read_dir(root.join("grade"))
        .unwrap_or_else(|error| panic!("{error}"))
        .filter_map(Result::ok)
        .map(|entry| std::fs::read_to_string(entry.path()).unwrap_or_default())
        .collect();
    for name in [
        "recorded-alphabeta.json",
        "recorded-chess.json",
        "recorded-tictactoe.json",
    ] {
        texts.push(std::fs::read_to_string(root.join(name)).unwrap_or_default());
    }
    // Each file as it is, then with one row changed at a time (a few rows of each level).
    let mut files: Vec<Value> = Vec::new();
    for text in &texts {
        let tree: Value = serde_json::from_str(text).unwrap_or_else(|error| panic!("{error}"));
        files.push(tree.clone());
        let levels = tree["levels"].as_array().map_or(0, Vec::len);
        for level in 0..levels {
            let rows = tree["levels"][level]["nodes"].as_array().map_or(0, Vec::len);
            for row in (0..rows).step_by((rows / 3).max(1)).take(3) {
                type Change = Box<dyn Fn(&mut Value)>;
                let mut changes: Vec<Change> = vec![
                    Box::new(|node| node["value"] = Value::from(node["value"].as_i64().unwrap_or(0) + 7)),
                    Box::new(|node| node["value"] = Value::from(-node["value"].as_i64().unwrap_or(0) - 1)),
                    Box::new(|node| node["status"] = Value::from("pruned")),
                ];
                if level + 1 == levels {
                    changes.push(Box::new(|node| node["status"] = Value::from("checkmate")));
                    changes.push(Box::new(|node| node["status"] = Value::from("draw")));
                    changes.push(Box::new(|node| node["status"] = Value::from("stalemate")));
                }
                for change in changes {
                    let mut changed = tree.clone();
                    change(&mut changed["levels"][level]["nodes"][row]);
                    files.push(changed);
                }
            }
        }
        for depth in [1, 2, 12] {
            let mut changed = tree.clone();
            changed["depth"] = Value::from(depth);
            files.push(changed);
        }
    }
    let mut differences = Vec::new();
    for tree in &files {
        let bytes = tree.to_string();
        let file = match klados::engine::tree_file::read_tree_file_of(bytes.as_bytes(), &klados::games::Games)
        {
            Ok(file) => file,
            Err(_) => continue,
        };
        match klados::course::grade::graded(&file, &SearchControl::new()) {
            Ok(graded) => {
                differences.extend(graded.differences.into_iter().map(|difference| difference.reason));
                differences.push(graded.search);
            }
            Err(error) => differences.push(error),
        }
    }
    let ids: BTreeSet<&str> = differences.iter().map(|told| told.said.id).collect();
    assert!(ids.len() >= 10, "too few kinds of difference to check: {ids:?}");
    for language in [Language::English, Language::Greek, Language::Spanish] {
        set_language(language);
        for reason in &differences {
            let window = said(&reason.said);
            match language {
                Language::English => assert_eq!(window, reason.english, "{:?}", reason.said),
                _ => assert_ne!(window, reason.english, "{language:?}: {:?}", reason.said),
            }
        }
    }
    set_language(Language::English);
}

/// A side named in a sentence about its turn or its moves takes the form the sentence needs:
/// the genitive in Greek ("η σειρά είναι των μαύρων", "μετά τις κινήσεις των λευκών"), "de las
/// negras" in Spanish; never the bare name after "της πλευράς" or "le toca a", nor in brackets.
#[test]
fn a_side_s_turn_and_moves_are_named_as_the_sentence_needs() {
    use klados::engine::replay::{Granularity, Order, Replay};
    use klados::engine::settings::Algorithm;
    use klados::shell::i18n::{said, set_language};
    use klados::ui::node_tables::level_title;
    use std::sync::Arc;
    let tree = Arc::new(common::think(
        klados::engine::position::START_FEN,
        2,
        Algorithm::Minimax,
    ));
    let replay = Replay::new(Arc::clone(&tree), Order::LevelByLevel, Granularity::Level);
    let sentences = |language| {
        set_language(language);
        let mut all: Vec<String> = (0..=replay.last_step())
            .map(|step| said(&replay.narration(step)))
            .collect();
        all.extend((0..tree.levels().len()).map(|level| level_title(&tree, level)));
        all.join("\n")
    };
    let greek = sentences(Language::Greek);
    for wanted in [
        "η σειρά είναι των μαύρων, και η θέση παίρνει",
        "μετά τις κινήσεις των λευκών, σειρά των μαύρων (MIN)",
        "με κινήσεις των λευκών",
    ] {
        assert!(greek.contains(wanted), "no «{wanted}» in:\n{greek}");
    }
    for wrong in [
        "πλευράς Μαύρα",
        "πλευράς Λευκά",
        "(Λευκά)",
        "(Μαύρα)",
        "πλευρά Μαύρα",
    ] {
        assert!(!greek.contains(wrong), "«{wrong}» in:\n{greek}");
    }
    let spanish = sentences(Language::Spanish);
    for wanted in [
        "el turno es de las negras, y la posición toma",
        "tras las jugadas de las blancas, turno de las negras (MIN)",
    ] {
        assert!(spanish.contains(wanted), "no «{wanted}» in:\n{spanish}");
    }
    for wrong in [
        "toca a Negras",
        "de Negras",
        "de Blancas",
        "Para Negras",
        "juegan Negras",
    ] {
        assert!(!spanish.contains(wrong), "«{wrong}» in:\n{spanish}");
    }
    set_language(Language::English);
}
