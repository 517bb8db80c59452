//! Lesson tests: every shipped lesson loads, replays to its end and tells the truth about the
//! engine; malformed lessons give a located message each and do not stop the others loading;
//! `klados lessons check` agrees.

use std::path::{Path, PathBuf};
use std::process::Command;

use klados::course::lesson::{Lesson, LessonError, StepView, Subject, load_dir, step_index};
use klados::engine::replay::{Granularity, Order, Replay};

fn shipped_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons")
}

fn shipped() -> Vec<Lesson> {
    let (lessons, errors) = load_dir(&shipped_dir());
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(messages.is_empty(), "{messages:#?}");
    lessons
}

#[test]
fn every_shipped_lesson_loads_in_the_course_order() {
    let lessons = shipped();
    assert!(lessons.len() >= 12, "only {} lessons", lessons.len());
    // The games first (26–28), then the rest by id, killer moves and history (29), then PVS and aspiration
    // windows (31), the window that fails (34), null move and LMR (32) and the zugzwang (33), right after move
    // ordering (15) (tests/course_order.rs says more).
    let ids: Vec<&str> = lessons.iter().map(|lesson| lesson.id.as_str()).collect();
    let mut sorted = ids.clone();
    let is_first_game = |id: &str| ["26-", "27-", "28-"].iter().any(|number| id.starts_with(number));
    let place = |id: &str| match id {
        "29-killer-moves-and-history" => String::from("15-move-ordering~"),
        "31-pvs-and-aspiration-windows" => String::from("15-move-ordering~~"),
        "34-when-the-window-fails" => String::from("15-move-ordering~~~"),
        "32-null-move-and-late-move-reductions" => String::from("15-move-ordering~~~~"),
        "33-zugzwang-fools-the-null-move" => String::from("15-move-ordering~~~~~"),
        other => other.to_owned(),
    };
    sorted.sort_by_key(|id| (!is_first_game(id), place(id)));
    assert_eq!(ids, sorted);
    // Both kinds of subject are taught.
    assert!(lessons.iter().any(|l| matches!(l.subject, Subject::Tree { .. })));
    assert!(
        lessons
            .iter()
            .any(|l| matches!(l.subject, Subject::Position { .. }))
    );
}

#[test]
fn every_shipped_lesson_replays_to_its_end_in_order() {
    for lesson in shipped() {
        // A Monte Carlo lesson's steps stand in MCTS's replay, one phase at a time.
        if let Some(tree) = lesson.think_mcts() {
            let tree = tree.unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
            let mut previous = 0;
            for (number, step) in lesson.steps.iter().enumerate() {
                let index = klados::course::lesson::mcts_step_index(&tree, &step.at).unwrap_or_else(|| {
                    panic!("{} step {number}: {:?} is not in the replay", lesson.id, step.at)
                });
                assert!(index < tree.step_count(), "{} step {number}", lesson.id);
                assert!(index >= previous, "{} step {number} goes back", lesson.id);
                previous = index;
            }
            continue;
        }
        let search = lesson
            .think(&lesson.settings)
            .unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
        let replay = Replay::new(
            std::sync::Arc::clone(&search.tree),
            lesson.settings.order,
            Granularity::Level,
        );
        let mut previous = 0;
        for (number, step) in lesson.steps.iter().enumerate() {
            let index = step_index(&replay, &search, &step.at)
                .unwrap_or_else(|| panic!("{} step {number}: {:?} is not in the replay", lesson.id, step.at));
            assert!(index < replay.step_count(), "{} step {number}", lesson.id);
            assert!(index >= previous, "{} step {number} goes back", lesson.id);
            previous = index;
        }
    }
}

#[test]
fn every_fact_a_lesson_states_is_true() {
    for lesson in shipped() {
        let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{problems:#?}");
        // Every prediction is checkable, so no answer can drift from the engine.
        for (number, step) in lesson.steps.iter().enumerate() {
            if let Some(predict) = &step.predict {
                assert!(
                    predict.check.is_some(),
                    "{} step {number}: the prediction has no check",
                    lesson.id
                );
            }
        }
    }
}

#[test]
fn a_wrong_claim_is_caught_and_located() {
    let text =
        include_str!("data/early-answer/kept.json").replace("[\"B\"], \"value\": 2", "[\"B\"], \"value\": 5");
    let lesson = Lesson::from_json(&text, Path::new("wrong.json")).unwrap_or_else(|e| panic!("{e:?}"));
    // The lesson keeps its text: the problem is located without the file being on disk.
    let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].contains("node B has the value 2, not 5"),
        "{}",
        problems[0]
    );
    let line = text
        .lines()
        .position(|line| line.contains("\"value\": 5"))
        .map(|index| index + 1);
    assert!(
        line.is_some_and(|line| problems[0].starts_with(&format!("wrong.json:{line}:"))),
        "{} (the claim is on line {line:?})",
        problems[0]
    );
}

/// A fresh empty folder under the system's temporary folder.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("klados-lessons-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

/// A small valid lesson on a position, with `replace` applied to its text.
fn position_lesson(id: &str, replace: (&str, &str)) -> String {
    let text = r#"{
  "format": "klados-lesson/1",
  "id": "ID",
  "title": "A test",
  "summary": "A small lesson for the tests.",
  "position": { "fen": "FEN", "moves": ["e4"] },
  "search": { "depth": 2, "algorithm": "minimax" },
  "steps": [
    { "at": "revealed", "level": 1, "say": "Replies." }
  ]
}"#
    .replace("ID", id)
    .replace("FEN", klados::engine::position::START_FEN);
    text.replace(replace.0, replace.1)
}

/// Each bad file, with the text every message about it must contain (after the file name).
fn bad_files() -> Vec<(&'static str, String, &'static str)> {
    vec![
        (
            "bad-json.json",
            position_lesson("bad-json", ("\"title\": \"A test\",", "\"title\": \"A test\"")),
            ":5:3: expected `,` or `}`",
        ),
        (
            "unknown-field.json",
            position_lesson("unknown-field", ("\"summary\"", "\"colour\": 1, \"summary\"")),
            ":5:10: unknown field `colour`",
        ),
        (
            "bad-fen.json",
            position_lesson("bad-fen", ("rnbqkbnr/pppppppp", "rnbqkbnr/ppppppppp")),
            ":6:24: position.fen: invalid FEN",
        ),
        (
            "illegal-move.json",
            position_lesson("illegal-move", ("[\"e4\"]", "[\"e4\", \"e4\"]")),
            ":6:100: position.moves[1]: e4 is not legal",
        ),
        (
            "depth-nine.json",
            position_lesson("depth-nine", ("\"depth\": 2", "\"depth\": 9")),
            ":7:24: search.depth: the depth must be 1 to 6 plies, not 9",
        ),
        (
            "step-beyond-depth.json",
            position_lesson("step-beyond-depth", ("\"level\": 1", "\"level\": 2")),
            ":9:34: steps[0].level: level 2 is beyond the search",
        ),
        (
            "empty-tree.json",
            position_lesson(
                "empty-tree",
                (
                    &format!(
                        "\"position\": {{ \"fen\": \"{}\", \"moves\": [\"e4\"] }}",
                        klados::engine::position::START_FEN
                    ),
                    "\"tree\": { \"children\": [] }",
                ),
            ),
            ":6:25: tree.children: the tree is empty",
        ),
        (
            "empty-label.json",
            position_lesson(
                "empty-label",
                (
                    &format!(
                        "\"position\": {{ \"fen\": \"{}\", \"moves\": [\"e4\"] }}",
                        klados::engine::position::START_FEN
                    ),
                    "\"tree\": { \"children\": [ { \"label\": \" \", \"value\": 1 } ] }",
                ),
            ),
            ":6:38: tree.children[0].label: the label is empty",
        ),
        (
            "sweep-too-deep.json",
            position_lesson(
                "sweep-too-deep",
                (
                    "\"say\": \"Replies.\"",
                    "\"say\": \"Replies.\", \"sweep\": { \"depths\": [1, 7] }",
                ),
            ),
            ":9:81: steps[0].sweep.depths[1]: the depth must be 1 to 6 plies, not 7",
        ),
        (
            "empty-focus.json",
            position_lesson(
                "empty-focus",
                ("\"say\": \"Replies.\"", "\"say\": \"Replies.\", \"focus\": []"),
            ),
            ":9:65: steps[0].focus: name the moves from the root to the node",
        ),
        (
            "unknown-view.json",
            position_lesson(
                "unknown-view",
                (
                    "\"say\": \"Replies.\"",
                    "\"say\": \"Replies.\", \"view\": \"forest\"",
                ),
            ),
            ":9:64: steps[0].view: \"forest\" is no view: write \"tree\" (the tree, where the badges are drawn) or \"table\"",
        ),
        (
            "number-view.json",
            position_lesson(
                "number-view",
                ("\"say\": \"Replies.\"", "\"say\": \"Replies.\", \"view\": 2"),
            ),
            ":9:64: steps[0].view: 2 is no view",
        ),
    ]
}

/// The steps of the lessons on the techniques' badges that send the class to the tree bring it
/// to the front themselves; a step may bring a level's table forward as well.
#[test]
fn a_step_brings_the_view_it_names_to_the_front() {
    let lessons = shipped();
    let views_of = |id: &str| {
        let Some(lesson) = lessons.iter().find(|lesson| lesson.id.starts_with(id)) else {
            panic!("no lesson {id}")
        };
        lesson.steps.iter().map(|step| step.view).collect::<Vec<_>>()
    };
    let tree = Some(StepView::Tree);
    assert_eq!(views_of("31-"), [None, tree, None, None]);
    assert_eq!(views_of("32-"), [None, tree, None, None]);
    assert_eq!(views_of("33-"), [None, None, tree]);
    assert_eq!(views_of("34-"), [None, tree]);
    let text = position_lesson(
        "table",
        (
            "\"say\": \"Replies.\"",
            "\"say\": \"Replies.\", \"view\": \"table\"",
        ),
    );
    let lesson = Lesson::from_json(&text, Path::new("table.json")).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(lesson.steps[0].view, Some(StepView::Table));
}

#[test]
fn a_sweep_searches_every_depth_and_a_focus_must_be_shown() {
    let sweep = "\"say\": \"Replies.\", \"focus\": [\"e5\", \"Nf3\"], \"sweep\": { \"depths\": [1, 2, 3], \"algorithm\": \"alphabeta\" }";
    // At level 0's reveal, Black's replies to 1.e4 are on screen, White's answers not yet.
    let text =
        position_lesson("sweep", ("\"say\": \"Replies.\"", sweep)).replace("\"level\": 1", "\"level\": 0");
    let lesson = Lesson::from_json(&text, Path::new("sweep.json")).unwrap_or_else(|e| panic!("{e:?}"));
    let Some(sweep) = &lesson.steps[0].sweep else {
        panic!("the sweep was not read")
    };
    let rows: Vec<_> = lesson
        .sweep(sweep)
        .into_iter()
        .map(|row| row.unwrap_or_else(|e| panic!("{e}")))
        .collect();
    assert_eq!(rows.iter().map(|row| row.depth).collect::<Vec<_>>(), [1, 2, 3]);
    // Each row is the search to its depth: the counts of a direct search agree.
    for row in &rows {
        let settings = lesson.settings_with(Some(&klados::course::lesson::SearchChange {
            depth: Some(row.depth),
            algorithm: Some(klados::engine::settings::Algorithm::AlphaBeta),
            techniques: None,
        }));
        let search = lesson.think(&settings).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(row.counts, search.tree.counts(), "depth {}", row.depth);
        assert_eq!(row.best, search.name_of(search.tree.best()));
    }
    // Level 0 is revealed at this step: its node e5 is on screen, but Nf3 below it is not.
    let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].contains("steps[0].focus: node e5 Nf3 is not shown yet"),
        "{}",
        problems[0]
    );
    let shown = Lesson::from_json(
        &text.replace("[\"e5\", \"Nf3\"]", "[\"e5\"]"),
        Path::new("sweep.json"),
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    let problems: Vec<String> = shown.verify().iter().map(ToString::to_string).collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn each_bad_file_gives_a_located_message_and_the_good_ones_still_load() {
    let dir = temp_dir("bad");
    std::fs::write(dir.join("good.json"), position_lesson("good", ("", "")))
        .unwrap_or_else(|e| panic!("{e}"));
    for (name, text, _) in bad_files() {
        std::fs::write(dir.join(name), text).unwrap_or_else(|e| panic!("{e}"));
    }
    let (lessons, errors) = load_dir(&dir);
    let ids: Vec<&str> = lessons.iter().map(|lesson| lesson.id.as_str()).collect();
    assert_eq!(ids, ["good"]);
    for (name, _, expected) in bad_files() {
        let messages: Vec<String> = errors
            .iter()
            .filter(|error| error.path().ends_with(name))
            .map(LessonError::to_string)
            .collect();
        assert!(!messages.is_empty(), "no error for {name}");
        let wanted = format!("{name}{expected}");
        assert!(
            messages.iter().any(|message| message.contains(&wanted)),
            "{wanted} not among {messages:#?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_duplicate_id_is_reported_once() {
    let dir = temp_dir("duplicate");
    for name in ["a.json", "b.json"] {
        std::fs::write(dir.join(name), position_lesson("same", ("", ""))).unwrap_or_else(|e| panic!("{e}"));
    }
    let (lessons, errors) = load_dir(&dir);
    assert_eq!(lessons.len(), 1);
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0]
            .to_string()
            .contains("b.json:3:9: id: the id \"same\" is already used"),
        "{}",
        errors[0]
    );
}

#[test]
fn a_missing_folder_is_one_error() {
    let (lessons, errors) = load_dir(Path::new("/no/such/folder"));
    assert!(lessons.is_empty());
    assert_eq!(errors.len(), 1);
}

/// Runs `klados lessons check` on a folder.
fn lessons_check(dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(["lessons", "check"])
        .arg(dir)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

#[test]
fn lessons_check_passes_on_the_shipped_folder() {
    let output = lessons_check(&shipped_dir());
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(String::from_utf8_lossy(&output.stdout).contains("0 problems"));
}

#[test]
fn lessons_check_fails_on_a_bad_file_and_names_it() {
    let dir = temp_dir("check");
    std::fs::write(dir.join("good.json"), position_lesson("good", ("", "")))
        .unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        dir.join("deep.json"),
        position_lesson("deep", ("\"depth\": 2", "\"depth\": 9")),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let output = lessons_check(&dir);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("deep.json:7:24: search.depth:"), "{stderr}");
    assert!(!stderr.contains("good.json"), "{stderr}");
    assert!(String::from_utf8_lossy(&output.stdout).contains("1 lesson good"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lessons_check_rejects_a_lesson_that_answers_before_it_asks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/early-answer");
    let output = lessons_check(&dir);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    let path = dir.join("early.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    // Each problem points at the word itself: its line and column in the file.
    let place = |needle: &str| {
        let (line_index, line) = text
            .lines()
            .enumerate()
            .find(|(_, line)| line.contains(needle))
            .unwrap_or_else(|| panic!("{needle} is not in the fixture"));
        let column = line.find(needle).unwrap_or_default() + needle.find(char::is_numeric).unwrap_or(0) + 1;
        format!("{}:{}:{column}", path.display(), line_index + 1)
    };
    // The value 2 is stated by the asking step's own text…
    let early = format!(
        "{}: steps[1].say: \"2\" gives away the answer to the question of steps[1]",
        place("MAX to 2.")
    );
    assert!(stderr.contains(&early), "expected {early} in:\n{stderr}");
    // …and again, as B's value, before the next question, whose answer 3 nobody states early.
    assert!(!stderr.contains("the question of steps[2]"), "{stderr}");
    assert_eq!(
        stderr.lines().filter(|line| line.contains("gives away")).count(),
        1,
        "{stderr}"
    );
    // The same lesson asking first and telling after is good.
    assert!(!stderr.contains("kept.json"), "{stderr}");
    assert!(String::from_utf8_lossy(&output.stdout).contains("1 lesson good"));
}

#[test]
fn the_abstract_replay_orders_both_reach_the_end() {
    // The same lesson replayed depth first and level by level: the end is the last step.
    let lesson = shipped()
        .into_iter()
        .find(|lesson| lesson.id == "02-minimax-by-hand")
        .unwrap_or_else(|| panic!("lesson 02 is missing"));
    let search = lesson.think(&lesson.settings).unwrap_or_else(|e| panic!("{e}"));
    for order in [Order::LevelByLevel, Order::DepthFirst] {
        let replay = Replay::new(std::sync::Arc::clone(&search.tree), order, Granularity::Level);
        let end = step_index(&replay, &search, &klados::course::lesson::StepperPosition::End);
        assert_eq!(end, Some(replay.last_step()));
    }
}

/// Where each place happens in a replay, found the slow way: by walking every step once, in
/// order, as `step_index` once did for every lookup. The direct lookups must agree with it.
#[derive(Default)]
struct ScannedPlaces {
    revealed: std::collections::HashMap<usize, usize>,
    backed_up: std::collections::HashMap<usize, usize>,
    entered: std::collections::HashMap<klados::engine::tree::NodeId, usize>,
    returned: std::collections::HashMap<klados::engine::tree::NodeId, usize>,
}

impl ScannedPlaces {
    fn of(replay: &Replay) -> ScannedPlaces {
        use klados::engine::replay::Step;
        use klados::engine::tree::NodeId;
        let mut places = ScannedPlaces::default();
        // Level by level, a node "enters" when its level is revealed.
        let mut revealed_in_order = Vec::new();
        for step in 0..replay.step_count() {
            match replay.step(step) {
                Step::Reveal { level } => {
                    places.revealed.entry(level).or_insert(step);
                    revealed_in_order.push((level, step));
                }
                Step::Enter { node } => {
                    places.revealed.entry(node.level).or_insert(step);
                    places.entered.entry(node).or_insert(step);
                }
                Step::Backup { level, children, .. } => {
                    places.backed_up.insert(level, step);
                    for index in children {
                        places.returned.entry(NodeId::new(level, index)).or_insert(step);
                    }
                }
                Step::Return { node, .. } => {
                    places.backed_up.insert(node.level, step);
                    places.returned.entry(node).or_insert(step);
                }
                Step::Start | Step::Choice { .. } => {}
            }
        }
        for (level, step) in revealed_in_order {
            let count = replay.tree().levels()[level].nodes.len();
            for index in 0..count as u32 {
                places.entered.entry(NodeId::new(level, index)).or_insert(step);
            }
        }
        places
    }
}

#[test]
fn a_replay_finds_each_place_directly_as_a_scan_of_its_steps_would() {
    use klados::engine::search::search;
    use klados::engine::settings::{Algorithm, SearchControl, SearchSettings};
    use klados::engine::tree::{NodeId, SearchTree};
    let chess = |fen: &str, depth: usize, algorithm: Algorithm| -> SearchTree {
        let root = klados::engine::fen::parse_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        search(
            &root,
            &[],
            &SearchSettings::new(depth, algorithm),
            &SearchControl::new(),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    };
    // Chess trees with and without cutoffs, mates that end lines early, and the shipped
    // abstract trees (leaves at several depths).
    let middlegame = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let mut trees = vec![
        chess(klados::engine::position::START_FEN, 3, Algorithm::Minimax),
        chess(klados::engine::position::START_FEN, 3, Algorithm::AlphaBeta),
        chess(middlegame, 3, Algorithm::AlphaBeta),
        chess(middlegame, 2, Algorithm::Minimax),
    ];
    for lesson in shipped() {
        if matches!(lesson.subject, Subject::Tree { .. }) {
            for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
                let settings = klados::course::lesson::LessonSettings {
                    algorithm,
                    ..lesson.settings
                };
                let search = match lesson.think(&settings) {
                    Ok(search) => search,
                    // Alpha-beta is refused on a tree of three players (max^n's, lesson 30).
                    Err(error) if algorithm.prunes() && error.to_string().contains("does not apply") => {
                        continue;
                    }
                    Err(error) => panic!("{error}"),
                };
                trees.push((*search.tree).clone());
            }
        }
    }
    let mut checked = 0;
    for tree in trees {
        let tree = std::sync::Arc::new(tree);
        let mut replays = vec![Replay::new(
            std::sync::Arc::clone(&tree),
            Order::DepthFirst,
            Granularity::Level,
        )];
        for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
            replays.push(Replay::new(
                std::sync::Arc::clone(&tree),
                Order::LevelByLevel,
                granularity,
            ));
        }
        for replay in replays {
            let scanned = ScannedPlaces::of(&replay);
            let what = format!("{:?} {:?}", replay.order(), replay.granularity());
            // One level past the tree, which has no steps.
            for level in 0..=tree.levels().len() {
                assert_eq!(
                    replay.revealed_at(level),
                    scanned.revealed.get(&level).copied(),
                    "{what} level {level}"
                );
                assert_eq!(
                    replay.backed_up_at(level),
                    scanned.backed_up.get(&level).copied(),
                    "{what} level {level}"
                );
            }
            for (level, nodes) in tree.levels().iter().enumerate() {
                for index in 0..=nodes.nodes.len() as u32 {
                    let id = NodeId::new(level, index);
                    assert_eq!(
                        replay.entered_at(id),
                        scanned.entered.get(&id).copied(),
                        "{what} {id:?}"
                    );
                    assert_eq!(
                        replay.returned_at(id),
                        scanned.returned.get(&id).copied(),
                        "{what} {id:?}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} nodes checked");
}

/// A small abstract lesson whose one step says `say` with `focus` (JSON, or nothing).
fn naming_lesson(say: &str, focus: Option<&str>) -> Lesson {
    let focus = focus.map_or_else(String::new, |focus| format!("\"focus\": {focus}, "));
    let text = format!(
        r#"{{ "format": "klados-lesson/1", "id": "x", "title": "x", "summary": "x",
  "tree": {{ "label": "now", "children": [
    {{ "label": "A", "children": [ {{ "label": "A1", "value": 3 }}, {{ "label": "A2", "value": 5 }} ] }},
    {{ "label": "B", "children": [ {{ "label": "B1", "value": 2 }}, {{ "label": "B2", "value": 9 }} ] }} ] }},
  "search": {{ "algorithm": "minimax" }},
  "steps": [ {{ "at": "end", {focus}"say": "{say}" }} ] }}"#
    );
    Lesson::from_json(&text, Path::new("naming.json")).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn a_step_that_names_a_node_it_does_not_focus_is_flagged() {
    let problems =
        |lesson: Lesson| -> Vec<String> { lesson.verify().iter().map(ToString::to_string).collect() };
    // A2 and B1 are named; nothing is focused: both are reported, at the step's text.
    let flagged = problems(naming_lesson("A2 is worth 5, but B1 only 2.", None));
    assert_eq!(flagged.len(), 2, "{flagged:#?}");
    assert!(flagged[0].contains("steps[0].say: names A2"), "{}", flagged[0]);
    assert!(flagged[1].contains("steps[0].say: names B1"), "{}", flagged[1]);
    // Focusing one path frames the node and the nodes above it: B is framed by B1.
    let one = problems(naming_lesson("A2 is worth 5, B only 2.", Some(r#"["B", "B1"]"#)));
    assert_eq!(one.len(), 1, "{one:#?}");
    assert!(one[0].contains("names A2"), "{}", one[0]);
    // A list of paths frames every node named; the article "A" names nothing.
    let clean = problems(naming_lesson(
        "A tree: A2 is worth 5, B1 only 2.",
        Some(r#"[["A", "A2"], ["B", "B1"]]"#),
    ));
    assert!(clean.is_empty(), "{clean:#?}");
}

#[test]
fn next_lesson_follows_the_class_plan_of_teaching_md() {
    // The plan's table names its lessons "(01)", "(02)", … in the order of the class.
    let teaching = std::fs::read_to_string(shipped_dir().join("TEACHING.md")).unwrap_or_default();
    let plan = teaching
        .split("## A 45-minute class")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or_default();
    let mut numbers: Vec<String> = Vec::new();
    for row in plan.lines().filter(|line| line.starts_with('|')) {
        let lesson_column = row.split('|').nth(2).unwrap_or_default();
        for part in lesson_column.split('(').skip(1) {
            let number: String = part.chars().take_while(char::is_ascii_digit).collect();
            if number.len() == 2 && !numbers.contains(&number) {
                numbers.push(number);
            }
        }
    }
    assert_eq!(numbers, klados::ui::lessons::CLASS_PLAN);
}

#[test]
fn a_step_pointing_at_the_code_must_point_where_the_replay_is() {
    let shipped = include_str!("../lessons/04-alpha-beta-on-a-tree.json");
    let cue = r#""code": { "line": "cutoff", "frame": ["C"], "note": "this is the line that prunes" }"#;
    assert!(shipped.contains(cue), "lesson 04 points at the line that prunes");
    let problems_with = |replacement: &str| -> Vec<String> {
        let text = shipped.replace(cue, replacement);
        let lesson = Lesson::from_json(&text, Path::new("cue.json")).unwrap_or_else(|e| panic!("{e:?}"));
        lesson.verify().iter().map(ToString::to_string).collect()
    };
    assert!(problems_with(cue).is_empty());
    // When C1 returns, the lit line is the `break`, not α's; the stack holds the root and C.
    let wrong_line = problems_with(r#""code": { "line": "alpha", "frame": ["C"] }"#);
    assert!(
        wrong_line.len() == 1
            && wrong_line[0].contains("\"alpha\" is not lit at this step; lit here: \"cutoff\""),
        "{wrong_line:#?}"
    );
    let wrong_frame = problems_with(r#""code": { "line": "cutoff", "frame": ["B"] }"#);
    assert!(
        wrong_frame.len() == 1 && wrong_frame[0].contains("the call on B is not on the call stack"),
        "{wrong_frame:#?}"
    );
    // A marker no listing has is caught when the file is read, with the markers there are.
    let text = shipped.replace(cue, r#""code": { "line": "prune" }"#);
    let errors = match Lesson::from_json(&text, Path::new("cue.json")) {
        Ok(lesson) => lesson.verify().iter().map(ToString::to_string).collect(),
        Err(errors) => errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
    };
    assert!(
        errors
            .iter()
            .any(|e| e.contains("\"prune\" marks no line; the markers are") && e.contains("cutoff")),
        "{errors:#?}"
    );
}

/// The opening book lesson (18) speaks about the book as well as about the search: `lessons check`
/// proves what it says of the search, this proves what it says of the book. Every opening it
/// quotes ("C65 Ruy Lopez: Berlin Defense") is a name the built-in openings give the lesson's
/// position or one of its book moves, and its numbers hold: 18 named answers for Black, the two
/// that most named lines go on with are a6 and Nf6, and the search's Nb4 has no name.
#[test]
fn the_opening_book_lesson_quotes_the_book_as_it_is() {
    use klados::chess::book::Book;
    use klados::chess::openings::Openings;

    let lessons = shipped();
    let Some(lesson) = lessons.iter().find(|l| l.id == "18-the-opening-book") else {
        panic!("lesson 18-the-opening-book is shipped");
    };
    let Subject::Position { game, .. } = &lesson.subject else {
        panic!("the opening book lesson is a chess lesson");
    };
    let position = game.position();
    let moves = Book::BuiltIn.moves(position);
    let mut names: Vec<String> = moves
        .iter()
        .filter_map(|m| m.opening)
        .map(ToString::to_string)
        .collect();
    let here = Openings::built_in().name_of(position).map(ToString::to_string);
    assert_eq!(here.as_deref(), Some("C60 Ruy Lopez"));
    names.extend(here);

    // What the lesson writes in quotation marks and starts with an ECO code is an opening's name.
    let texts = lesson.steps.iter().flat_map(|step| {
        std::iter::once(step.say.as_str()).chain(step.predict.iter().map(|p| p.answer.as_str()))
    });
    let quoted: Vec<&str> = texts
        .flat_map(|text| text.split('"').skip(1).step_by(2))
        .filter(|quote| {
            let code: Vec<char> = quote.chars().take(4).collect();
            code.len() == 4
                && ('A'..='E').contains(&code[0])
                && code[1].is_ascii_digit()
                && code[2].is_ascii_digit()
                && code[3] == ' '
        })
        .collect();
    assert!(quoted.len() >= 5, "{quoted:?}");
    for name in &quoted {
        assert!(
            names.iter().any(|known| known == name),
            "{name} is not in {names:#?}"
        );
    }

    let sans: Vec<&str> = moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(moves.len(), 18, "{sans:?}");
    assert_eq!(sans[..2], ["a6", "Nf6"], "the heaviest first");
    assert!(!sans.contains(&"Nb4"), "{sans:?}");
}

/// A translation is held to the rule the English is: a word that gives a question's answer away
/// before Reveal is reported, in the translation's file, at its field.
#[test]
fn a_translation_that_gives_an_answer_away_is_caught_in_its_own_file() {
    let dir = temp_dir("words-answer");
    let name = "02-minimax-by-hand.json";
    let original = std::fs::read_to_string(shipped_dir().join(name)).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join(name), original).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir_all(dir.join("el")).unwrap_or_else(|e| panic!("{e}"));
    let words =
        std::fs::read_to_string(shipped_dir().join("el").join(name)).unwrap_or_else(|e| panic!("{e}"));
    let mut file: serde_json::Value = serde_json::from_str(&words).unwrap_or_else(|e| panic!("{e}"));
    // The first question asks what A is worth (1 is not a long word, so say it with the root's
    // value, 3, which the second question asks): the story of step 0 now tells it.
    file["steps"][0]["say"] = serde_json::Value::from("Η ρίζα αξίζει 3.");
    let bad = dir.join("el").join(name);
    std::fs::write(&bad, serde_json::to_string_pretty(&file).unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    let (lessons, errors) = load_dir(&dir);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(lessons[0].words.len(), 1, "the Greek words are laid over");
    let problems: Vec<String> = lessons[0].verify().iter().map(ToString::to_string).collect();
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].starts_with(&bad.display().to_string())
            && problems[0].contains("steps[0].say")
            && problems[0].contains("\"3\" gives away the answer to the question of steps[2]"),
        "{}",
        problems[0]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Spanish or Greek translation writes a count as its language does (8.902): the check finds the
/// answer written that way too.
#[test]
fn a_translation_giving_an_answer_in_its_own_number_format_is_caught() {
    let dir = temp_dir("words-continental");
    let name = "13-the-cost-of-depth.json";
    let original = std::fs::read_to_string(shipped_dir().join(name)).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join(name), original).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir_all(dir.join("es")).unwrap_or_else(|e| panic!("{e}"));
    let words =
        std::fs::read_to_string(shipped_dir().join("es").join(name)).unwrap_or_else(|e| panic!("{e}"));
    let mut file: serde_json::Value = serde_json::from_str(&words).unwrap_or_else(|e| panic!("{e}"));
    // Step 2 asks how many positions the third level holds: 8,902, which step 0 now tells.
    file["steps"][0]["say"] = serde_json::Value::from("El tercer nivel tendrá 8.902 posiciones.");
    let bad = dir.join("es").join(name);
    std::fs::write(&bad, serde_json::to_string_pretty(&file).unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    let (lessons, errors) = load_dir(&dir);
    assert!(errors.is_empty(), "{errors:?}");
    let problems: Vec<String> = lessons[0].verify().iter().map(ToString::to_string).collect();
    assert!(
        problems
            .iter()
            .any(|problem| problem.starts_with(&bad.display().to_string())
                && problem.contains("\"8.902\" gives away the answer to the question of steps[2]")),
        "{problems:#?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
