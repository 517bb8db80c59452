//! The lesson checker's problems (issue 44): each says in the window's English exactly what
//! `klados lessons check` prints, and in Greek and Spanish something else. The problems come
//! from lessons bad in one way each, from the shipped lessons with their claims made wrong,
//! from bad translations and from a bad course order.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use klados::course::lesson::{Course, Lesson, LessonError, WORDS_FORMAT, attach_words, load_dir};
use klados::shell::i18n::{Language, said, set_language};
use serde_json::{Value, json};

/// A small lesson on a drawn tree, changed by `change`.
fn tree_lesson(change: impl FnOnce(&mut Value)) -> String {
    let mut lesson = json!({
        "format": "klados-lesson/1",
        "id": "tree",
        "title": "A tree",
        "summary": "Two moves, two replies each.",
        "tree": { "children": [
            { "label": "A", "children": [ { "label": "A1", "value": 3 }, { "label": "A2", "value": 12 } ] },
            { "label": "B", "children": [ { "label": "B1", "value": 2 }, { "label": "B2", "value": 4 } ] }
        ] },
        "search": { "algorithm": "minimax" },
        "steps": [ { "at": "end", "say": "MAX chooses." } ]
    });
    change(&mut lesson);
    lesson.to_string()
}

/// The tree lesson searched by Monte Carlo tree search, changed by `change`.
fn mcts_lesson(change: impl FnOnce(&mut Value)) -> String {
    tree_lesson(|lesson| {
        lesson["search"] = json!({ "algorithm": "mcts", "iterations": 10 });
        change(lesson);
    })
}

/// A lesson on a chess position (the start), changed by `change`.
fn chess_lesson(change: impl FnOnce(&mut Value)) -> String {
    tree_lesson(|lesson| {
        let Some(object) = lesson.as_object_mut() else {
            return;
        };
        object.remove("tree");
        lesson["position"] = json!({ "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" });
        lesson["search"] = json!({ "algorithm": "alphabeta", "depth": 1 });
        change(lesson);
    })
}

/// A lesson on tic-tac-toe, changed by `change`.
fn game_lesson(change: impl FnOnce(&mut Value)) -> String {
    tree_lesson(|lesson| {
        let Some(object) = lesson.as_object_mut() else {
            return;
        };
        object.remove("tree");
        lesson["game"] = json!("tictactoe");
        lesson["position"] = json!("x...o....");
        lesson["search"] = json!({ "algorithm": "alphabeta", "depth": 1 });
        change(lesson);
    })
}

/// Lessons bad in one way each, as the loader finds them.
fn bad_lessons() -> Vec<String> {
    let step = |lesson: &mut Value, step: Value| lesson["steps"] = json!([step]);
    let claim = |claim: Value| {
        move |lesson: &mut Value| {
            lesson["steps"] = json!([{ "at": "end", "say": "Look.", "expect": [claim] }]);
        }
    };
    let child = |node: Value| move |lesson: &mut Value| lesson["tree"]["children"][0] = node;
    // Each broken where serde_json reads it first: the lesson's fields are read in order.
    let broken_json = [
        "{ \"format\": ",
        "{ \"format\": 1",
        "{ \"format\": \"x\"",
        "{ \"tree\": { \"children\": [",
        "{ \"format\": \"abc",
        "{ \"format\" 1 }",
        "{ \"format\": \"x\" \"id\": 2 }",
        "{ \"tree\": { \"children\": [ { \"label\": \"A\", \"value\": 1 } { } ] } }",
        "{ 1: 2 }",
        "{ \"format\": tru }",
        "{ \"format\": -x }",
        "{ \"format\": \"\\q\" }",
        "{ \"format\": \"a\tb\" }",
        "{ \"format\": \"x\", }",
        "{ \"tree\": { \"children\": [ { \"label\": \"A\", \"value\": 1e999 } ] } }",
    ];
    let mut lessons: Vec<String> = broken_json.iter().map(|text| String::from(*text)).collect();
    lessons.push(format!("{} x", tree_lesson(|_| {})));
    lessons.extend([
        tree_lesson(|lesson| lesson["hint"] = json!(1)),
        tree_lesson(|lesson| lesson["title"] = json!(5)),
        tree_lesson(|lesson| lesson["search"]["algorithm"] = json!("negamax")),
        tree_lesson(|lesson| {
            let Some(object) = lesson.as_object_mut() else {
                return;
            };
            object.remove("steps");
        }),
    ]);
    lessons.extend([
        String::from("{ \"format\": "),
        tree_lesson(|lesson| lesson["format"] = json!("klados-lesson/9")),
        tree_lesson(|lesson| lesson["title"] = json!(" ")),
        tree_lesson(|lesson| lesson["search"]["depth"] = json!(5)),
        tree_lesson(|lesson| lesson["search"]["techniques"] = json!({ "quiescence": true })),
        tree_lesson(|lesson| lesson["steps"] = json!([])),
        tree_lesson(|lesson| step(lesson, json!({ "at": "end", "say": "" }))),
        tree_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "sweep": { "depths": [1] } }),
            )
        }),
        tree_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "picture": "level_sizes" }),
            )
        }),
        tree_lesson(|lesson| step(lesson, json!({ "at": "end", "say": "x", "view": "forest" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": "revealed", "level": 9, "say": "x" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": "revealed", "say": "x" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": "entered", "level": 1, "say": "x" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": "entered", "node": [], "say": "x" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": "start", "level": 1, "say": "x" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": "nowhere", "say": "x" }))),
        tree_lesson(|lesson| step(lesson, json!({ "at": 5, "say": "x" }))),
        tree_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": { "iteration": 1, "phase": "select" }, "say": "x" }),
            )
        }),
        tree_lesson(|lesson| step(lesson, json!({ "at": "end", "say": "x", "focus": [[]] }))),
        tree_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "predict": { "ask": " ", "answer": "" } }),
            )
        }),
        tree_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "code": { "line": "nowhere", "note": " " } }),
            )
        }),
        tree_lesson(claim(json!({}))),
        tree_lesson(claim(json!({ "node": ["A"] }))),
        tree_lesson(claim(json!({ "chooses": "A" }))),
        tree_lesson(claim(json!({ "best": "A", "with": { "depth": 40 } }))),
        tree_lesson(|lesson| lesson["search"]["iterations"] = json!(40)),
        tree_lesson(|lesson| lesson["game"] = json!("drawn")),
        tree_lesson(|lesson| lesson["game"] = json!("go")),
        tree_lesson(|lesson| lesson["position"] = json!({ "fen": "8/8/8/8/8/8/8/8 w - - 0 1" })),
        tree_lesson(|lesson| lesson["tree"]["children"] = json!([])),
        tree_lesson(|lesson| lesson["tree"]["label"] = json!("")),
        tree_lesson(|lesson| lesson["tree"]["chance"] = json!(true)),
        tree_lesson(child(json!({ "label": "", "value": 1 }))),
        tree_lesson(child(json!({ "label": "A", "value": 1, "probability": "1/2" }))),
        tree_lesson(child(json!({ "label": "A", "utilities": [1, 2], "value": 1 }))),
        tree_lesson(child(json!({ "label": "A", "utilities": [1, 99999999] }))),
        tree_lesson(child(json!({ "label": "A", "value": 1, "chance": true }))),
        tree_lesson(child(json!({ "label": "A", "value": 99999999 }))),
        tree_lesson(child(json!({ "label": "A", "children": [] }))),
        tree_lesson(child(
            json!({ "label": "A", "value": 1, "children": [{ "label": "A1", "value": 1 }] }),
        )),
        tree_lesson(child(json!({ "label": "A" }))),
        tree_lesson(child(json!({ "label": "A", "chance": true, "children": [
            { "label": "A1", "value": 1 },
            { "label": "A2", "value": 1, "probability": 0.5 },
            { "label": "A3", "value": 1, "probability": true },
            { "label": "A4", "value": 1, "probability": "half" },
            { "label": "A5", "value": 1, "probability": "1/0" },
            { "label": "A6", "value": 1, "probability": "0/3" },
            { "label": "A7", "value": 1, "probability": "3/2" }
        ] }))),
        tree_lesson(child(json!({ "label": "A", "chance": true, "children": [
            { "label": "A1", "value": 1, "probability": "1/3" },
            { "label": "A2", "value": 1, "probability": "1/3" }
        ] }))),
        tree_lesson(child((0..40).fold(
            json!({ "label": "L", "value": 1 }),
            |below, _| json!({ "label": "L", "children": [below] }),
        ))),
        tree_lesson(|lesson| {
            lesson["search"]["algorithm"] = json!("alphabeta");
            lesson["tree"]["children"] = json!([
                { "label": "A", "utilities": [1, 2, 3] },
                { "label": "B", "utilities": [3, 2, 1] }
            ]);
        }),
        mcts_lesson(|lesson| lesson["search"]["order"] = json!("depth_first")),
        mcts_lesson(|lesson| lesson["search"]["techniques"] = json!({ "transpositions": true })),
        mcts_lesson(|lesson| lesson["search"]["playout_depth"] = json!(3)),
        mcts_lesson(|lesson| lesson["search"]["iterations"] = json!(0)),
        mcts_lesson(|lesson| lesson["search"] = json!({ "algorithm": "mcts" })),
        mcts_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "picture": "level_sizes" }),
            )
        }),
        mcts_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "code": { "line": "start" } }),
            )
        }),
        mcts_lesson(|lesson| step(lesson, json!({ "at": "revealed", "level": 1, "say": "x" }))),
        mcts_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": { "iteration": 1, "phase": "select" }, "level": 1, "say": "x" }),
            )
        }),
        mcts_lesson(|lesson| step(lesson, json!({ "at": { "iteration": 1, "when": 2 }, "say": "x" }))),
        mcts_lesson(|lesson| step(lesson, json!({ "at": { "phase": "select" }, "say": "x" }))),
        mcts_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": { "iteration": 0, "phase": "choose" }, "say": "x" }),
            )
        }),
        mcts_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": { "iteration": 99, "phase": 3 }, "say": "x" }),
            )
        }),
        mcts_lesson(|lesson| step(lesson, json!({ "at": { "iteration": 2 }, "say": "x" }))),
        mcts_lesson(claim(json!({ "node": ["A"] }))),
        mcts_lesson(claim(json!({ "visits": 3, "root_value": 3 }))),
        mcts_lesson(claim(
            json!({ "chooses": "A", "with": { "algorithm": "minimax" } }),
        )),
        chess_lesson(|lesson| lesson["search"]["depth"] = json!(99)),
        chess_lesson(|lesson| {
            let Some(search) = lesson["search"].as_object_mut() else {
                return;
            };
            search.remove("depth");
        }),
        chess_lesson(|lesson| lesson["position"]["fen"] = json!("8/8 w")),
        chess_lesson(|lesson| lesson["position"]["moves"] = json!(["e4", "Ke3"])),
        chess_lesson(|lesson| lesson["position"]["moves"] = json!(["f3", "e5", "g4", "Qh4#"])),
        chess_lesson(|lesson| lesson["position"] = json!("x........")),
        chess_lesson(|lesson| lesson["tree"] = json!({ "children": [{ "label": "A", "value": 1 }] })),
        chess_lesson(|lesson| {
            lesson["search"] = json!({ "algorithm": "mcts", "iterations": 10, "outcome": "sign" });
            step(
                lesson,
                json!({ "at": "end", "say": "x", "expect": [{ "best": "e4", "with": {} }] }),
            );
        }),
        chess_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "sweep": { "depths": [] } }),
            );
        }),
        chess_lesson(|lesson| {
            step(
                lesson,
                json!({ "at": "end", "say": "x", "sweep": { "depths": [99] } }),
            );
        }),
        chess_lesson(|lesson| {
            let sweep = json!({ "depths": [1], "techniques": { "quiescence": true } });
            step(lesson, json!({ "at": "end", "say": "x", "sweep": sweep }));
        }),
        chess_lesson(|lesson| {
            let Some(object) = lesson.as_object_mut() else {
                return;
            };
            object.remove("position");
            lesson["game"] = json!("chess");
        }),
        chess_lesson(|lesson| {
            let Some(object) = lesson.as_object_mut() else {
                return;
            };
            object.remove("position");
        }),
        game_lesson(|lesson| lesson["search"]["depth"] = json!(99)),
        game_lesson(|lesson| lesson["search"]["techniques"] = json!({ "quiescence": true })),
        game_lesson(|lesson| lesson["position"] = json!("xxx......")),
        game_lesson(|lesson| lesson["position"] = json!({ "fen": "x" })),
        game_lesson(|lesson| lesson["tree"] = json!({ "children": [{ "label": "A", "value": 1 }] })),
        game_lesson(|lesson| {
            let Some(object) = lesson.as_object_mut() else {
                return;
            };
            object.remove("position");
            lesson["tree"] = json!({ "children": [{ "label": "A", "value": 1 }] });
        }),
        game_lesson(|lesson| {
            lesson["search"] =
                json!({ "algorithm": "mcts", "iterations": 10, "outcome": "sign", "playout_depth": 2 });
        }),
    ]);
    lessons
}

/// Each claim of a lesson's steps, to be changed in place, and whether it is about a
/// depth-first search (a Monte Carlo lesson's claims are about MCTS unless they give `with`).
fn claims_of(lesson: &mut Value) -> Vec<(&mut Value, bool)> {
    let is_mcts = lesson["search"]["algorithm"] == json!("mcts");
    let mut claims: Vec<&mut Value> = Vec::new();
    let Some(steps) = lesson["steps"].as_array_mut() else {
        return Vec::new();
    };
    for step in steps {
        let Some(step) = step.as_object_mut() else {
            continue;
        };
        for (key, value) in step.iter_mut() {
            match (key.as_str(), value) {
                ("expect", Value::Array(expect)) => claims.extend(expect.iter_mut()),
                ("predict", predict) => claims.extend(predict.get_mut("check")),
                _ => {}
            }
        }
    }
    claims
        .into_iter()
        .map(|claim| {
            let depth_first = !is_mcts || claim.get("with").is_some();
            (claim, depth_first)
        })
        .collect()
}

/// A shipped lesson with every number its claims state made wrong.
fn numbers_wrong(mut lesson: Value) -> Value {
    for (claim, depth_first) in claims_of(&mut lesson) {
        let Some(claim) = claim.as_object_mut() else {
            continue;
        };
        for (key, value) in claim.iter_mut() {
            if key == "with" {
                continue;
            }
            if let Some(number) = value.as_i64() {
                *value = json!(number + 1);
            } else if let Some(number) = value.as_f64() {
                *value = json!(number + 0.5);
            } else if let Some(levels) = value.as_array_mut()
                && key == "level_nodes"
            {
                levels.push(json!(1));
            }
        }
        if depth_first {
            claim.insert(String::from("root_value_at_least"), json!(9_999_999));
        }
    }
    lesson
}

/// A shipped lesson with every move its claims and steps name made wrong, and its last step
/// moved back to the start.
fn names_wrong(mut lesson: Value) -> Value {
    for (claim, depth_first) in claims_of(&mut lesson) {
        let Some(claim) = claim.as_object_mut() else {
            continue;
        };
        for key in ["best", "chooses", "leads"] {
            if claim.contains_key(key) {
                claim.insert(String::from(key), json!("Zz9"));
            }
        }
        if claim.contains_key("pv") {
            claim.insert(String::from("pv"), json!(["Zz9"]));
        }
        if claim.contains_key("node") {
            claim.insert(String::from("node"), json!(["Zz9"]));
        }
        if depth_first {
            claim.insert(String::from("root_value_at_most"), json!(-9_999_999));
        }
    }
    if let Some(steps) = lesson["steps"].as_array_mut() {
        for step in steps.iter_mut() {
            if step.get("focus").is_some() {
                step["focus"] = json!(["Zz9"]);
            }
            if step.get("code").is_some() {
                step["code"]["line"] = json!("cutoff");
                step["code"]["frame"] = json!(["Zz9"]);
            }
        }
        let count = steps.len();
        if let Some(last) = steps.last_mut()
            && count > 1
        {
            last["at"] = json!("start");
        }
    }
    lesson
}

/// Every problem found in `texts`: each loaded, and checked against the engine if it loads.
fn problems_of(texts: &[String]) -> Vec<LessonError> {
    let mut problems = Vec::new();
    for text in texts {
        match Lesson::from_json(text, Path::new("lesson.json")) {
            Ok(lesson) => problems.extend(lesson.verify()),
            Err(errors) => problems.extend(errors),
        }
    }
    problems
}

/// The shipped lessons' texts, each with its claims' numbers made wrong and with its names.
fn wrong_shipped_lessons() -> Vec<String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut texts = Vec::new();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap_or_else(|error| panic!("{error}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{error}"));
        let lesson: Value = serde_json::from_str(&text).unwrap_or_else(|error| panic!("{error}"));
        texts.push(numbers_wrong(lesson.clone()).to_string());
        texts.push(names_wrong(lesson).to_string());
    }
    texts
}

/// Bad translations of lesson 04, and a bad course order.
fn bad_words_and_course() -> Vec<LessonError> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let (mut lessons, errors) = load_dir(&folder);
    assert!(errors.is_empty(), "{errors:?}");
    let Some(lesson) = lessons
        .iter()
        .find(|lesson| lesson.id == "04-alpha-beta-on-a-tree")
    else {
        panic!("no lesson 04")
    };
    let count = lesson.steps.len();
    let words = |first: Value, count: usize| {
        let mut steps = vec![first];
        steps.extend(std::iter::repeat_n(json!({}), count.saturating_sub(1)));
        json!({ "format": WORDS_FORMAT, "of": "04-alpha-beta-on-a-tree", "steps": steps })
    };
    let mut files = vec![
        words(json!({}), count - 1),
        words(json!({ "predict": { "ask": ";" } }), count),
        words(json!({ "note": "σημείωση" }), count),
        words(json!({ "say": " " }), count),
        words(json!({ "say": "a {move}" }), count),
        words(json!({ "hint": "x" }), count),
    ];
    let mut other = words(json!({}), count);
    other["of"] = json!("99-none");
    other["format"] = json!("klados-lesson-words/9");
    files.push(other);
    let mut problems: Vec<LessonError> = files
        .iter()
        .flat_map(|file| attach_words(&mut lessons, "el", Path::new("el/04.json"), &file.to_string()))
        .collect();
    let (_, course_errors) = Course::parse("01-a\n01-a\n", Path::new("course.txt"));
    problems.extend(course_errors);
    problems.extend(
        Course::parse("99-nothing\n", Path::new("course.txt"))
            .0
            .unknown_ids(&lessons),
    );
    problems
}

/// The ids of the catalogue's messages a problem's sentence uses.
fn ids_of(said: &klados::engine::said::Said, ids: &mut BTreeSet<&'static str>) {
    ids.insert(said.id);
    for (_, arg) in &said.args {
        if let klados::engine::said::SaidArg::Said(inner) = arg {
            ids_of(inner, ids);
        }
    }
}

#[test]
fn lesson_problems_say_in_the_catalogue_s_english_what_they_print() {
    let mut problems = problems_of(&bad_lessons());
    problems.extend(problems_of(&wrong_shipped_lessons()));
    problems.extend(bad_words_and_course());
    let mut ids = BTreeSet::new();
    for problem in &problems {
        ids_of(&problem.said(), &mut ids);
    }
    let kinds: BTreeSet<&str> = ids
        .iter()
        .copied()
        .filter(|id| id.starts_with("lesson-problem-"))
        .collect();
    assert!(kinds.len() >= 115, "{} kinds of problem: {kinds:?}", kinds.len());
    let json_kinds = ids.iter().filter(|id| id.starts_with("json-")).count();
    assert!(json_kinds >= 15, "{json_kinds} kinds of JSON mistake: {ids:?}");
    // A problem printed longer than the command line's 300 characters is cut there, each
    // quoted value on its own in the window.
    let whole: Vec<&LessonError> = problems
        .iter()
        .filter(|problem| !problem.to_string().ends_with('…'))
        .collect();
    let mut wrong = Vec::new();
    for language in [Language::English, Language::Greek, Language::Spanish] {
        set_language(language);
        for problem in &whole {
            // A game's outcome ends in a full stop in the window ("Checkmate: Black wins."),
            // not on the command line.
            let window = said(&problem.said()).replace(".)", ")");
            let printed = problem.to_string();
            let agrees = window == printed;
            if agrees != (language == Language::English) {
                wrong.push(format!("{language:?}\n  window:  {window}\n  printed: {printed}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    set_language(Language::English);
}
