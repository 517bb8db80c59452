//! Reading a lesson: serde reads the file into [`super::file`]'s structs, then they are parsed
//! into a [`Lesson`], checking everything that needs context (the FEN, the moves, the depth, the
//! levels the steps name). Every problem is reported, located, so an author fixes them in one go.

use crate::engine::settings::Technique;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::claim_shape::{LessonKind, SubjectKind, check_claim_shape, check_claim_techniques};
use super::errors::{
    FieldPath, LessonError, MAX_LESSON_BYTES, Problems, TextMap, field, locate, not_json, wrong_format,
};
use super::file::*;
use super::mcts::AtWritten;
use super::*;
use crate::engine::reading::{ReadError, place_of_byte};
use crate::engine::said::{Said, Told};
use crate::engine::settings::MAX_QUIESCENCE_PLIES;

impl Lesson {
    /// Reads and checks one lesson file. Returns every problem found, so that an author can fix
    /// them all in one go. Only a regular file (after following links) of at most
    /// [`MAX_LESSON_BYTES`] is read, so a FIFO or a link to `/dev/zero` is refused, not waited on.
    pub fn load(path: &Path) -> Result<Lesson, Vec<LessonError>> {
        let bytes = read_lesson_bytes(path).map_err(|error| vec![error])?;
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(error) => return Err(vec![not_utf8(path, error.as_bytes(), error.utf8_error())]),
        };
        Lesson::from_json(&text, path)
    }

    /// Reads and checks a lesson from its JSON text; `path` is only used in the errors. A
    /// byte-order mark at the start, which some editors write, is skipped.
    pub fn from_json(text: &str, path: &Path) -> Result<Lesson, Vec<LessonError>> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let file: LessonFile = serde_json::from_str(text).map_err(|error| {
            // serde_json ends its message with " at line L column C"; we put those first, with
            // the column counted in characters rather than bytes.
            let message = error.to_string();
            let message = match message.rfind(" at line ") {
                Some(cut) => message[..cut].to_string(),
                None => message,
            };
            let map = TextMap::new(text);
            let offset = map.offset_of_byte_column(error.line(), error.column());
            let (line, column) = map.line_and_column(offset);
            vec![LessonError::Invalid {
                path: path.to_path_buf(),
                line,
                column,
                field: String::new(),
                message: Box::new(not_json(message)),
            }]
        })?;
        let mut problems = Problems::new(path, text);
        let lesson = parse_lesson(file, path, &mut problems);
        match lesson {
            Some(lesson) if problems.errors.is_empty() => Ok(lesson),
            _ => Err(problems.errors),
        }
    }
}

/// Reads a lesson file's bytes: only a regular file, and at most [`MAX_LESSON_BYTES`] of it
/// ([`crate::engine::reading::read_limited`]).
fn read_lesson_bytes(path: &Path) -> Result<Vec<u8>, LessonError> {
    let path_buf = path.to_path_buf();
    crate::engine::reading::read_limited(path, MAX_LESSON_BYTES).map_err(|error| match error {
        ReadError::NotAFile => LessonError::NotAFile { path: path_buf },
        ReadError::TooLarge { .. } => LessonError::TooLarge { path: path_buf },
        ReadError::Io(source) => LessonError::Unreadable {
            path: path_buf,
            source,
        },
    })
}

/// The error for a file that is not UTF-8: located at its first invalid byte, which it names.
fn not_utf8(path: &Path, bytes: &[u8], error: std::str::Utf8Error) -> LessonError {
    let (line, column) = place_of_byte(bytes, error.valid_up_to());
    let byte = bytes.get(error.valid_up_to()).copied().unwrap_or_default();
    LessonError::Invalid {
        path: path.to_path_buf(),
        line,
        column,
        field: String::new(),
        message: Box::new(Told::new(
            format!("the file is not UTF-8 text (byte 0x{byte:02X}): save it as UTF-8"),
            Said::new("lesson-problem-not-utf8").text("byte", format!("0x{byte:02X}")),
        )),
    }
}

/// Loads every `*.json` file in `dir`: returns the good lessons in the course's order (the
/// folder's `course.txt`, [`super::Course`]; the lessons it does not name after, by id), and
/// every problem found, file by file. Two files with the same id are a problem for the
/// second. Never fails as a whole: an unreadable folder is one error and no lessons.
pub fn load_dir(dir: &Path) -> (Vec<Lesson>, Vec<LessonError>) {
    load_dir_until(dir, || false)
}

/// [`load_dir`], stopping between files once `stop` returns true (the window's loading job is
/// cancelled when another folder is asked for or the window closes); what was read by then is
/// returned.
pub fn load_dir_until(dir: &Path, stop: impl Fn() -> bool) -> (Vec<Lesson>, Vec<LessonError>) {
    let mut errors = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(source) => {
            errors.push(LessonError::Unreadable {
                path: dir.to_path_buf(),
                source,
            });
            return (Vec::new(), errors);
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    paths.sort();

    let mut lessons: Vec<Lesson> = Vec::new();
    for path in paths {
        if stop() {
            break;
        }
        match Lesson::load(&path) {
            Ok(lesson) => lessons.push(lesson),
            Err(file_errors) => errors.extend(file_errors),
        }
    }
    lessons.sort_by(|a, b| a.id.cmp(&b.id).then_with(|| a.path.cmp(&b.path)));

    // The id names a lesson; a second lesson with the same id is reported, not loaded.
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    let mut unique = Vec::with_capacity(lessons.len());
    for lesson in lessons {
        if let Some(first) = seen.get(&lesson.id) {
            let (line, column) = locate(&lesson.text, &field("id").0);
            errors.push(LessonError::Invalid {
                path: lesson.path.clone(),
                line,
                column,
                field: String::from("id"),
                message: Box::new(Told::new(
                    format!("the id \"{}\" is already used by {}", lesson.id, first.display()),
                    Said::new("lesson-problem-id-used")
                        .text("id", lesson.id.as_str())
                        .text("file", first.display().to_string()),
                )),
            });
            continue;
        }
        seen.insert(lesson.id.clone(), lesson.path.clone());
        unique.push(lesson);
    }
    // The course's order (`course.txt`), when the folder gives one; else by id.
    let (course, course_errors) = super::Course::read(dir);
    errors.extend(course_errors);
    if !stop() {
        errors.extend(course.unknown_ids(&unique));
    }
    course.sort(&mut unique);
    // The translations in the language folders (`el/`, `es/`, …) beside the lessons.
    errors.extend(super::load_words_dir(dir, &mut unique));
    (unique, errors)
}

/// Turns the file's structs into a lesson, reporting every problem; `None` if there were any
/// that make the lesson unusable.
fn parse_lesson(file: LessonFile, path: &Path, problems: &mut Problems<'_>) -> Option<Lesson> {
    if file.format != LESSON_FORMAT {
        problems.add(&field("format"), wrong_format(LESSON_FORMAT, &file.format));
    }
    for (name, value) in [
        ("id", &file.id),
        ("title", &file.title),
        ("summary", &file.summary),
    ] {
        if value.trim().is_empty() {
            problems.add(
                &field(name),
                Told::new(
                    format!("the {name} is empty"),
                    Said::new("lesson-problem-empty").text("field", name),
                ),
            );
        }
    }

    let is_tree = file.tree.is_some();
    let named_game = file.game.as_deref().and_then(GameId::from_key);
    let subject = super::subject::parse_subject(file.game, file.position, file.tree, problems);
    // What the lesson searches, also when its subject was refused (so that its other parts
    // are checked against the right game).
    let subject_kind = match (&subject, named_game) {
        (Some(subject), _) => SubjectKind::of(subject),
        (None, Some(id @ (GameId::TicTacToe | GameId::ConnectFour))) => {
            SubjectKind::Game(id, super::subject::depth_limit_of(id))
        }
        (None, _) if is_tree => SubjectKind::Tree,
        (None, _) => SubjectKind::Chess,
    };
    let mcts = super::mcts::parse_mcts(&file.search, subject_kind, &mut *problems);
    let is_mcts = file.search.algorithm.depth_first().is_none();
    let algorithm = file.search.algorithm.depth_first().unwrap_or(Algorithm::Minimax);
    // A Monte Carlo lesson on a position needs a depth only for the depth-first searches its
    // claims compare with; without one, each such claim names its depth.
    let depth_given = file.search.depth.is_some();
    let limit = subject_kind.depth_limit();
    let depth = match (&subject, file.search.depth) {
        (Some(Subject::Tree { children, .. }), given) => {
            if let Ok(Some(players)) = crate::engine::abstract_tree::players_of(children)
                && algorithm.prunes()
            {
                let refused = crate::engine::abstract_tree::AbstractTreeError::PruningWithPlayers(players);
                problems.add(
                    &field("search").field("algorithm"),
                    Told::new(refused.to_string(), refused.said()),
                );
            }
            let height = children.iter().map(|child| child.height() + 1).max().unwrap_or(0);
            if given.is_some_and(|depth| depth != height) {
                problems.add(
                    &field("search").field("depth"),
                    Told::new(
                        format!("the tree is {height} plies deep; leave the depth out or make it {height}"),
                        Said::new("lesson-problem-tree-depth").text("height", height.to_string()),
                    ),
                );
            }
            Some(height)
        }
        (_, Some(depth)) if (1..=limit).contains(&depth) => Some(depth),
        (_, Some(depth)) => {
            problems.add(&field("search").field("depth"), subject_kind.depth_problem(depth));
            None
        }
        // A tree whose problems were reported has no depth to check.
        (None, None) if is_tree => None,
        (_, None) if is_mcts => Some(1),
        (_, None) => {
            problems.add(
                &field("search"),
                Told::new(
                    format!("a position needs a search depth (1 to {limit} plies)"),
                    Said::new("lesson-problem-no-depth").text("limit", limit.to_string()),
                ),
            );
            None
        }
    };

    if !is_mcts
        && let Some(problem) = super::claim_shape::techniques_problem(file.search.techniques, subject_kind)
    {
        problems.add(&field("search").field("techniques"), problem);
    }
    let kind = LessonKind {
        subject: subject_kind,
        mcts: is_mcts.then(|| mcts.map_or(u32::MAX, |settings| settings.iterations)),
        depth_given,
    };
    // A file whose only steps were refused has had each refusal reported; this is for a file
    // that gives none.
    let no_steps = file.steps.is_empty();
    let steps = parse_steps(
        file.steps,
        depth,
        (algorithm, file.search.techniques),
        kind,
        problems,
    );
    if no_steps {
        problems.add(
            &field("steps"),
            Told::new(
                "a lesson needs at least one step",
                Said::new("lesson-problem-no-steps"),
            ),
        );
    }

    let settings = LessonSettings {
        depth: depth?,
        algorithm,
        techniques: if is_mcts {
            Techniques::NONE
        } else {
            file.search.techniques
        },
        order: match file.search.order.unwrap_or_default() {
            OrderName::LevelByLevel => Order::LevelByLevel,
            OrderName::DepthFirst => Order::DepthFirst,
        },
    };
    if is_mcts && mcts.is_none() {
        return None;
    }
    Some(Lesson {
        path: path.to_path_buf(),
        text: Arc::from(problems.text()),
        id: file.id,
        title: file.title,
        summary: file.summary,
        subject: subject?,
        settings,
        mcts,
        steps,
        words: Vec::new(),
    })
}

/// Parses a depth sweep: a position's (chess or another game's), with 1 to the game's depth
/// limit ([`MAX_DEPTH`] in chess) at every depth. `search` is the lesson's algorithm and
/// techniques: a sweep's unless it names others.
fn parse_sweep(
    sweep: SweepFile,
    search: (Algorithm, Techniques),
    subject: SubjectKind,
    at: &FieldPath,
    problems: &mut Problems<'_>,
) -> Option<Sweep> {
    let at = at.field("sweep");
    if !subject.has_position() {
        problems.add(
            &at,
            Told::new(
                "only a chess position can be searched at other depths: a tree has one",
                Said::new("lesson-problem-sweep-tree"),
            ),
        );
        return None;
    }
    if sweep.depths.is_empty() {
        problems.add(
            &at.field("depths"),
            Told::new(
                "name the depths to search, e.g. [1, 2, 3, 4]",
                Said::new("lesson-problem-sweep-no-depths"),
            ),
        );
        return None;
    }
    let limit = subject.depth_limit();
    for (index, &depth) in sweep.depths.iter().enumerate() {
        if !(1..=limit).contains(&depth) {
            problems.add(&at.field("depths").index(index), subject.depth_problem(depth));
            return None;
        }
    }
    if let Some(problem) = sweep
        .techniques
        .and_then(|techniques| super::claim_shape::techniques_problem(techniques, subject))
    {
        problems.add(&at.field("techniques"), problem);
        return None;
    }
    Some(Sweep {
        depths: sweep.depths,
        algorithm: sweep.algorithm.unwrap_or(search.0),
        techniques: sweep.techniques.unwrap_or(search.1),
    })
}

fn parse_steps(
    steps: Vec<StepFile>,
    depth: Option<usize>,
    search: (Algorithm, Techniques),
    kind: LessonKind,
    problems: &mut Problems<'_>,
) -> Vec<LessonStep> {
    // Quiescence adds levels beyond the depth; how many, only the search can say (the check of
    // the lesson against the engine finds a level that is not there).
    let levels = depth.map(|depth| {
        if search.1.has(Technique::Quiescence) {
            depth + MAX_QUIESCENCE_PLIES
        } else {
            depth
        }
    });
    let mut parsed = Vec::with_capacity(steps.len());
    for (index, step) in steps.into_iter().enumerate() {
        let here = field("steps").index(index);
        if step.say.trim().is_empty() {
            problems.add(
                &here.field("say"),
                Told::new("the step says nothing", Said::new("lesson-problem-step-silent")),
            );
        }
        let at_field = here.field("at");
        if kind.mcts.is_some() {
            check_mcts_step(&step, &here, problems);
        }
        let at = match super::mcts::parse_at(&step.at, kind.mcts, &at_field, problems) {
            None => None,
            Some(AtWritten::Iteration(iteration, phase)) => {
                if step.level.is_some() || step.node.is_some() {
                    problems.add(
                        &at_field,
                        Told::new(
                            "an iteration and a phase take no \"level\" or \"node\"",
                            Said::new("lesson-problem-iteration-no-level"),
                        ),
                    );
                }
                Some(StepperPosition::Iteration { iteration, phase })
            }
            Some(AtWritten::Name(
                name @ (AtName::Revealed | AtName::BackedUp | AtName::Entered | AtName::Returned),
            )) if kind.mcts.is_some() => {
                problems.add(
                    &at_field,
                    Told::new(
                        format!(
                            "{name:?} is a place in a depth-first replay: a Monte Carlo lesson stands at \"start\", \
                             \"end\" or an iteration and a phase, e.g. {{ \"iteration\": 3, \"phase\": \"select\" }}"
                        ),
                        Said::new("lesson-problem-depth-first-place").text("place", format!("{name:?}")),
                    ),
                );
                None
            }
            Some(AtWritten::Name(name)) => {
                parse_named_at(name, step.level, step.node, depth, levels, &here, problems)
            }
        };
        if let Some(predict) = &step.predict {
            if predict.ask.trim().is_empty() || predict.answer.trim().is_empty() {
                problems.add(
                    &here.field("predict"),
                    Told::new(
                        "a prediction needs a question and an answer",
                        Said::new("lesson-problem-predict-empty"),
                    ),
                );
            }
            if let Some(check) = &predict.check {
                let at = here.field("predict").field("check");
                check_claim_shape(check, kind, &at, problems);
                check_claim_techniques(check, kind.subject, &at, problems);
            }
        }
        for (claim_index, claim) in step.expect.iter().enumerate() {
            let at = here.field("expect").index(claim_index);
            check_claim_shape(claim, kind, &at, problems);
            check_claim_techniques(claim, kind.subject, &at, problems);
        }
        let sweep = step
            .sweep
            .and_then(|sweep| parse_sweep(sweep, search, kind.subject, &here, problems));
        let focus = step.focus.map(super::file::FocusFile::paths).unwrap_or_default();
        let too_deep =
            |path: &Vec<String>| kind.mcts.is_none() && levels.is_some_and(|levels| path.len() > levels);
        if focus.iter().any(|path| path.is_empty() || too_deep(path)) {
            problems.add(&here.field("focus"), node_path_problem());
        }
        if step.picture.is_some() && !kind.subject.has_position() {
            problems.add(
                &here.field("picture"),
                Told::new(
                    "a picture takes the place of a lesson's board: a tree's lesson has no board",
                    Said::new("lesson-problem-picture-tree"),
                ),
            );
        }
        if let Some(code) = &step.code {
            check_code_cue(code, &here.field("code"), problems);
        }
        let view = step
            .view
            .as_ref()
            .and_then(|view| parse_view(view, &here.field("view"), problems));
        if let Some(at) = at {
            parsed.push(LessonStep {
                at,
                say: step.say,
                focus,
                sweep,
                picture: step.picture,
                view,
                predict: step.predict,
                expect: step.expect,
                code: step.code,
            });
        }
    }
    parsed
}

/// Parses the view a step brings to the front: `"tree"` or `"table"`.
fn parse_view(written: &serde_json::Value, at: &FieldPath, problems: &mut Problems<'_>) -> Option<StepView> {
    let found = written
        .as_str()
        .and_then(|name| StepView::NAMED.iter().find(|(named, _)| *named == name));
    if let Some(&(_, view)) = found {
        return Some(view);
    }
    // The value as the file writes it: a string in its quotes, anything else as JSON.
    let shown = written.to_string();
    problems.add(
        at,
        Told::new(
            format!("{shown} is no view: write \"tree\" (the tree, where the badges are drawn) or \"table\" (the focused node's level table)"),
            Said::new("lesson-problem-view-unknown").text("view", shown),
        ),
    );
    None
}

/// Reports what a Monte Carlo lesson's step cannot have: a pointer into the code (the Code
/// pane lists the depth-first searches) or a picture of the levels' sizes.
fn check_mcts_step(step: &StepFile, here: &FieldPath, problems: &mut Problems<'_>) {
    if step.code.is_some() {
        problems.add(
            &here.field("code"),
            Told::new(
                "the Code pane lists the depth-first searches: a Monte Carlo lesson cannot point into it",
                Said::new("lesson-problem-code-mcts"),
            ),
        );
    }
    if step.picture.is_some() {
        problems.add(
            &here.field("picture"),
            Told::new(
                "the picture of the levels' sizes follows a depth-first replay, not MCTS's",
                Said::new("lesson-problem-picture-mcts"),
            ),
        );
    }
}

/// Parses a depth-first place in the replay: a name with its `level` or `node`.
fn parse_named_at(
    name: AtName,
    level: Option<usize>,
    node: Option<Vec<String>>,
    depth: Option<usize>,
    levels: Option<usize>,
    here: &FieldPath,
    problems: &mut Problems<'_>,
) -> Option<StepperPosition> {
    match (name, level, node) {
        (AtName::Start, None, None) => Some(StepperPosition::Start),
        (AtName::End, None, None) => Some(StepperPosition::End),
        (AtName::Revealed | AtName::BackedUp, Some(level), None) => {
            match (depth, levels) {
                (Some(depth), Some(levels)) if level >= levels => {
                    let quiescence = levels > depth;
                    let english = format!(
                        "level {level} is beyond the search: a depth-{depth} search has levels 0 to {}{}",
                        levels - 1,
                        if quiescence { " with quiescence" } else { "" }
                    );
                    let id = match quiescence {
                        true => "lesson-problem-level-beyond-quiescence",
                        false => "lesson-problem-level-beyond",
                    };
                    let said = Said::new(id)
                        .text("level", level.to_string())
                        .text("depth", depth.to_string())
                        .text("last", (levels - 1).to_string());
                    problems.add(&here.field("level"), Told::new(english, said));
                }
                _ => {}
            }
            Some(if name == AtName::Revealed {
                StepperPosition::Revealed { level }
            } else {
                StepperPosition::BackedUp { level }
            })
        }
        (AtName::Entered | AtName::Returned, None, Some(node)) => {
            if node.is_empty() || levels.is_some_and(|levels| node.len() > levels) {
                problems.add(&here.field("node"), node_path_problem());
            }
            Some(if name == AtName::Entered {
                StepperPosition::Entered { node }
            } else {
                StepperPosition::Returned { node }
            })
        }
        (AtName::Revealed | AtName::BackedUp, _, _) => {
            problems.add(
                &here.field("at"),
                Told::new(
                    "\"revealed\" and \"backed_up\" need a \"level\" and no \"node\"",
                    Said::new("lesson-problem-at-level"),
                ),
            );
            None
        }
        (AtName::Entered | AtName::Returned, _, _) => {
            problems.add(
                &here.field("at"),
                Told::new(
                    "\"entered\" and \"returned\" need a \"node\" and no \"level\"",
                    Said::new("lesson-problem-at-node"),
                ),
            );
            None
        }
        (AtName::Start | AtName::End, _, _) => {
            problems.add(
                &here.field("at"),
                Told::new(
                    "\"start\" and \"end\" take no \"level\" or \"node\"",
                    Said::new("lesson-problem-at-bare"),
                ),
            );
            None
        }
    }
}

/// The problem with a node's path (a step's `node`, a `focus`) that is empty or longer than
/// the search is deep.
fn node_path_problem() -> Told {
    Told::new(
        "name the moves from the root to the node, at most one per level",
        Said::new("lesson-problem-node-path"),
    )
}

/// Checks what can be checked of a step's pointer into the code without searching: the
/// marker is one the listings use. (Whether the replay lights that line there, and has that
/// frame, is checked against the engine.)
fn check_code_cue(code: &CodeCue, at: &FieldPath, problems: &mut Problems<'_>) {
    let known = crate::engine::code::all_markers();
    let marker = code.line.strip_prefix("q-").unwrap_or(&code.line);
    if !known.contains(&marker) && !known.contains(&code.line.as_str()) {
        problems.add(
            &at.field("line"),
            Told::new(
                format!(
                    "\"{}\" marks no line; the markers are {}",
                    code.line,
                    known.join(", ")
                ),
                Said::new("lesson-problem-no-marker")
                    .text("marker", code.line.as_str())
                    .text("markers", known.join(", ")),
            ),
        );
    }
    if code.note.as_ref().is_some_and(|note| note.trim().is_empty()) {
        problems.add(
            &at.field("note"),
            Told::new(
                "the note is empty: leave it out, or say something",
                Said::new("lesson-problem-note-empty"),
            ),
        );
    }
}
