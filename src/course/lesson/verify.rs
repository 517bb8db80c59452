//! Checking a lesson against the engine: every step's place in the replay, every claim and every
//! prediction's answer.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use super::answers::{answer_words, find_answer};
use super::errors::{FieldPath, LessonError, Problems, field};
use super::search::same_name;
use super::*;
use crate::engine::counts::minimal_tree;
use crate::engine::replay::Replay;
use crate::engine::said::{Said, Told};

impl Lesson {
    /// Runs the lesson against the engine: searches, finds every step's place in the replay
    /// (in order, never going back), and checks every claim and every prediction's answer.
    /// Returns the problems, located in the lesson's text; none means the lesson tells the truth.
    pub fn verify(&self) -> Vec<LessonError> {
        if self.is_mcts() {
            return self.verify_mcts();
        }
        let mut problems = Problems::new(&self.path, &self.text);
        let search = match self.think(&self.settings) {
            Ok(search) => search,
            Err(message) => {
                problems.add(&field("search"), search_failed(message));
                return problems.errors;
            }
        };
        let replay = self.replay(&search);
        let mut searches: HashMap<LessonSettings, LessonSearch> = HashMap::new();
        searches.insert(self.settings, search.clone());

        self.check_answers_kept(&search, &mut problems);

        let mut previous = 0;
        for (index, step) in self.steps.iter().enumerate() {
            let here = field("steps").index(index);
            let at_step = step_index(&replay, &search, &step.at);
            match at_step {
                Some(step_index) if step_index < previous => {
                    problems.add(&here.field("at"), step_goes_back(step_index, previous))
                }
                Some(step_index) => previous = step_index,
                None => problems.add(
                    &here.field("at"),
                    Told::new(
                        "no step of the replay matches this position",
                        Said::new("lesson-problem-no-replay-step"),
                    ),
                ),
            }
            let mut focused = std::collections::HashSet::new();
            for focus in &step.focus {
                match search.find(focus) {
                    None => problems.add(&here.field("focus"), no_node(focus)),
                    // The step cannot point at a node the replay has not shown yet.
                    Some(id) if at_step.is_some_and(|at| !replay.node_view(at, id).revealed) => problems.add(
                        &here.field("focus"),
                        Told::new(
                            format!("node {} is not shown yet at this step", focus.join(" ")),
                            Said::new("lesson-problem-node-not-shown").text("node", focus.join(" ")),
                        ),
                    ),
                    Some(id) => focused.extend(search.tree.path_to(id)),
                }
            }
            // A node the text names must be framed: focused, or above a focused node.
            if let Some(at) = at_step {
                let texts = std::iter::once((here.field("say"), step.say.as_str())).chain(
                    step.predict
                        .iter()
                        .map(|predict| (here.field("predict").field("ask"), predict.ask.as_str())),
                );
                for (place, text) in texts {
                    for named in super::names::names_in(text, &search) {
                        let shown = named.nodes.iter().any(|&id| replay.node_view(at, id).revealed);
                        let framed = named.nodes.iter().any(|id| focused.contains(id));
                        if shown && !framed {
                            problems.add(&place, names_unfocused(&named.word));
                        }
                    }
                }
            }
            if let (Some(code), Some(at)) = (&step.code, at_step) {
                for problem in check_code_cue(code, &replay, &search, at) {
                    problems.add(&here.field("code"), problem);
                }
            }
            // A sweep's searches share the cache with the claims, which state their results.
            if let Some(sweep) = &step.sweep {
                for &depth in &sweep.depths {
                    let settings = self.sweep_settings(sweep, depth);
                    if let Err(message) = self.search_once(&mut searches, settings) {
                        problems.add(&here.field("sweep"), sweep_failed(depth, message));
                    }
                }
            }
            for (claim, at) in claims_of(step, &here) {
                self.check_depth_first_claim(claim, &mut searches, &at, &mut problems);
            }
        }
        problems.errors
    }

    /// Reports every text that gives away a question's answer before it is revealed: the title,
    /// the summary, the steps before the question and the question's own step. Values and counts
    /// count anywhere there; a one-letter move name (a tree's `A`) only in the title, the
    /// summary and the question's step, since the story must be able to talk about move A before
    /// asking which move is best. Every translation's words are held to the same rule, each
    /// problem reported in the translation's file.
    pub(super) fn check_answers_kept(&self, search: &LessonSearch, problems: &mut Problems<'_>) {
        let original = FileWords {
            text: &self.text,
            title: Some(&self.title),
            summary: Some(&self.summary),
            say: self.steps.iter().map(|step| Some(step.say.as_str())).collect(),
            ask: (self.steps.iter())
                .map(|step| step.predict.as_ref().map(|predict| predict.ask.as_str()))
                .collect(),
        };
        self.answers_kept_in(&original, search, problems);
        for words in &self.words {
            let mut theirs = Problems::new(&words.path, &words.text);
            let told = FileWords {
                text: &words.text,
                title: words.title.as_deref(),
                summary: words.summary.as_deref(),
                say: words.steps.iter().map(|step| step.say.as_deref()).collect(),
                ask: (words.steps.iter())
                    .map(|step| step.predict.as_ref().and_then(|predict| predict.ask.as_deref()))
                    .collect(),
            };
            self.answers_kept_in(&told, search, &mut theirs);
            problems.errors.extend(theirs.errors);
        }
    }

    /// Holds one file's words (the lesson's, or a translation's) to [`Lesson::check_answers_kept`]'s rule.
    fn answers_kept_in(&self, told: &FileWords<'_>, search: &LessonSearch, problems: &mut Problems<'_>) {
        for (index, step) in self.steps.iter().enumerate() {
            let Some(check) = step.predict.as_ref().and_then(|predict| predict.check.as_ref()) else {
                continue;
            };
            let words = answer_words(check, search);
            let long_words: Vec<String> = words
                .iter()
                .filter(|word| word.chars().count() > 1 || word.chars().all(|c| c.is_ascii_digit()))
                .cloned()
                .collect();
            let mut texts: Vec<(FieldPath, Option<&str>, &[String])> = vec![
                (field("title"), told.title, &words),
                (field("summary"), told.summary, &words),
            ];
            for earlier in 0..index {
                let say = told.say.get(earlier).copied().flatten();
                texts.push((field("steps").index(earlier).field("say"), say, &long_words));
            }
            let here = field("steps").index(index);
            texts.push((here.field("say"), told.say.get(index).copied().flatten(), &words));
            let ask = told.ask.get(index).copied().flatten();
            texts.push((here.field("predict").field("ask"), ask, &words));
            for (at, text, words) in texts {
                let Some(text) = text else {
                    continue;
                };
                if let Some((offset, word)) = find_answer(text, words) {
                    // Point at the word itself: the same occurrence of it in the file's text of the
                    // string (escapes such as \" make the two differ in length).
                    let start = problems.offset_of(&at);
                    let nth = text[..offset].matches(word).count();
                    let in_file = told.text[start..]
                        .match_indices(word)
                        .nth(nth)
                        .map_or(start, |(found, _)| start + found);
                    problems.add_at_offset(
                        &at,
                        in_file,
                        Told::new(
                            format!(
                                "\"{word}\" gives away the answer to the question of steps[{index}] before it is revealed"
                            ),
                            Said::new("lesson-problem-gives-away")
                                .text("word", word.to_string())
                                .text("question", format!("steps[{index}]")),
                        ),
                    );
                }
            }
        }
    }

    /// Checks a claim against the depth-first search it names (the lesson's, changed by its
    /// `with`), and its minimal tree against minimax's tree of the same position.
    pub(super) fn check_depth_first_claim(
        &self,
        claim: &Claim,
        searches: &mut HashMap<LessonSettings, LessonSearch>,
        at: &FieldPath,
        problems: &mut Problems<'_>,
    ) {
        let settings = self.settings_with(claim.with.as_ref());
        match self.search_once(searches, settings) {
            Ok(search) => {
                for failure in claim.check(search) {
                    problems.add(at, failure);
                }
            }
            Err(message) => problems.add(at, search_failed(message)),
        }
        // The minimal tree is worked out from minimax's tree of the same position.
        if let Some(claimed) = claim.minimal_evaluated {
            let minimax = LessonSettings {
                algorithm: Algorithm::Minimax,
                ..settings
            };
            match self.search_once(searches, minimax) {
                Ok(search) => {
                    let actual = minimal_tree(&search.tree).map_or(0, |minimal| minimal.evaluated);
                    if actual != claimed {
                        problems.add(
                            at,
                            Told::new(
                                format!("the minimal tree has {actual} leaves, not {claimed}"),
                                Said::new("lesson-problem-minimal-leaves")
                                    .text("actual", actual.to_string())
                                    .text("claimed", claimed.to_string()),
                            ),
                        );
                    }
                }
                Err(message) => problems.add(at, search_failed(message)),
            }
        }
    }

    /// Returns the search with `settings`, running it the first time: claims that change the
    /// search share one search per setting.
    pub(super) fn search_once<'a>(
        &self,
        searches: &'a mut HashMap<LessonSettings, LessonSearch>,
        settings: LessonSettings,
    ) -> Result<&'a LessonSearch, Told> {
        match searches.entry(settings) {
            Entry::Occupied(entry) => Ok(entry.into_mut()),
            Entry::Vacant(entry) => Ok(entry.insert(self.think(&settings)?)),
        }
    }
}

/// Returns a step's claims, each with its place in the file: the prediction's check first,
/// then the `expect` list.
pub(super) fn claims_of<'a>(step: &'a LessonStep, here: &FieldPath) -> Vec<(&'a Claim, FieldPath)> {
    step.predict
        .iter()
        .filter_map(|predict| {
            predict
                .check
                .as_ref()
                .map(|check| (check, here.field("predict").field("check")))
        })
        .chain(
            step.expect
                .iter()
                .enumerate()
                .map(|(claim_index, claim)| (claim, here.field("expect").index(claim_index))),
        )
        .collect()
}

impl Claim {
    /// Checks the claim against a search (already run with the claim's `with`). Returns one
    /// sentence per fact that does not hold; none means the claim is true.
    pub fn check(&self, search: &LessonSearch) -> Vec<Told> {
        let tree = &search.tree;
        // Values are also shown as people read them (+0.35 and #1 in chess, #3 for a won game
        // of another); a tree's values are plain.
        let show = |value: i32| {
            let shown = tree.display_value(value);
            if shown == value.to_string() {
                shown
            } else {
                format!("{value} ({shown})")
            }
        };
        let mut failures = Vec::new();
        let root_value = tree.root_value();
        if let Some(best) = &self.best {
            let actual = search.name_of(tree.best());
            if !same_name(&actual, best) {
                failures.push(Told::new(
                    format!("the engine chooses {actual}, not {best}"),
                    Said::new("lesson-problem-engine-chooses")
                        .text("actual", actual.as_str())
                        .text("claimed", best.as_str()),
                ));
            }
        }
        if let Some(expected) = &self.root_value
            && !expected.matches(root_value)
        {
            failures.push(Told::new(
                format!("the root value is {}, not {expected}", show(root_value)),
                Said::new("lesson-problem-root-value")
                    .text("actual", show(root_value))
                    .text("claimed", expected.to_string()),
            ));
        }
        if let Some(least) = self.root_value_at_least
            && root_value < least
        {
            failures.push(Told::new(
                format!("the root value is {root_value}, below {least}"),
                Said::new("lesson-problem-root-below")
                    .text("actual", root_value.to_string())
                    .text("least", least.to_string()),
            ));
        }
        if let Some(most) = self.root_value_at_most
            && root_value > most
        {
            failures.push(Told::new(
                format!("the root value is {root_value}, above {most}"),
                Said::new("lesson-problem-root-above")
                    .text("actual", root_value.to_string())
                    .text("most", most.to_string()),
            ));
        }
        self.check_line_and_sizes(
            Told::new("principal variation", Said::new("lesson-problem-line-pv")),
            search.pv_names(),
            tree.node_count(),
            tree.nodes_per_level(),
            &mut failures,
        );
        let counts = tree.counts();
        for (claimed, actual, what, id) in [
            (
                self.pruned,
                counts.pruned,
                "moves are pruned",
                "lesson-problem-count-pruned",
            ),
            (
                self.searched,
                counts.searched,
                "positions are searched",
                "lesson-problem-count-searched",
            ),
            (
                self.evaluated,
                counts.evaluated,
                "leaves are evaluated",
                "lesson-problem-count-evaluated",
            ),
            (
                self.quiescence,
                counts.quiescence,
                "positions are searched by quiescence",
                "lesson-problem-count-quiescence",
            ),
            (
                self.transpositions,
                counts.transpositions,
                "positions come from the transposition table",
                "lesson-problem-count-transpositions",
            ),
            (
                self.total_nodes,
                tree.total_node_count(),
                "nodes are stored by all iterations together",
                "lesson-problem-count-total-nodes",
            ),
        ] {
            if let Some(claimed) = claimed
                && claimed != actual
            {
                failures.push(Told::new(
                    format!("{actual} {what}, not {claimed}"),
                    Said::new(id)
                        .text("actual", actual.to_string())
                        .text("claimed", claimed.to_string()),
                ));
            }
        }
        if let Some(path) = &self.node {
            match search.find(path).and_then(|id| tree.get(id)) {
                None => failures.push(no_node(path)),
                Some(node) => {
                    if let Some(expected) = &self.value {
                        match node.value() {
                            Some(value) if expected.matches(value) => {}
                            Some(value) => failures.push(Told::new(
                                format!(
                                    "node {} has the value {}, not {expected}",
                                    path.join(" "),
                                    show(value)
                                ),
                                Said::new("lesson-problem-node-value-is")
                                    .text("node", path.join(" "))
                                    .text("actual", show(value))
                                    .text("claimed", expected.to_string()),
                            )),
                            None => failures.push(Told::new(
                                format!("node {} was pruned: it has no value", path.join(" ")),
                                Said::new("lesson-problem-node-pruned-value").text("node", path.join(" ")),
                            )),
                        }
                    }
                    if let Some(expected) = self.static_score {
                        match node.static_score() {
                            Some(score) if score == expected => {}
                            Some(score) => failures.push(Told::new(
                                format!(
                                    "node {} has the static score {score}, not {expected}",
                                    path.join(" ")
                                ),
                                Said::new("lesson-problem-node-score-is")
                                    .text("node", path.join(" "))
                                    .text("actual", score.to_string())
                                    .text("claimed", expected.to_string()),
                            )),
                            None => failures.push(Told::new(
                                format!("node {} was pruned: it has no score", path.join(" ")),
                                Said::new("lesson-problem-node-pruned-score").text("node", path.join(" ")),
                            )),
                        }
                    }
                }
            }
        }
        failures
    }
}

/// Checks a step's pointer into the code against the replay at step `at`: the line is one the
/// step lights, and the frame is a call on the stack there.
impl Claim {
    /// Checks the facts every search's claim can state the same way: its line (`pv`, named
    /// `line_words` in the sentence), its node count and its levels' sizes. Adds one sentence
    /// per fact that does not hold.
    pub(super) fn check_line_and_sizes(
        &self,
        line_words: Told,
        line: Vec<String>,
        nodes: usize,
        per_level: Vec<usize>,
        failures: &mut Vec<Told>,
    ) {
        if let Some(pv) = &self.pv {
            let agrees = line.len() == pv.len() && line.iter().zip(pv).all(|(a, b)| same_name(a, b));
            if !agrees {
                failures.push(Told::new(
                    format!("the {line_words} is {}, not {}", line.join(" "), pv.join(" ")),
                    Said::new("lesson-problem-line")
                        .said("line", line_words.said)
                        .text("actual", line.join(" "))
                        .text("claimed", pv.join(" ")),
                ));
            }
        }
        if let Some(expected) = self.nodes
            && nodes != expected
        {
            failures.push(Told::new(
                format!("the tree has {nodes} nodes, not {expected}"),
                Said::new("lesson-problem-nodes")
                    .text("actual", nodes.to_string())
                    .text("claimed", expected.to_string()),
            ));
        }
        if let Some(level_nodes) = &self.level_nodes
            && per_level != *level_nodes
        {
            failures.push(Told::new(
                format!("the levels have {per_level:?} nodes, not {level_nodes:?}"),
                Said::new("lesson-problem-levels")
                    .text("actual", format!("{per_level:?}"))
                    .text("claimed", format!("{level_nodes:?}")),
            ));
        }
    }
}

fn check_code_cue(code: &CodeCue, replay: &Replay, search: &LessonSearch, at: usize) -> Vec<Told> {
    use crate::engine::code;
    let mut problems = Vec::new();
    let listing = code::listing(&search.tree, replay.order(), code.source);
    let lit = code::lit_lines(replay, at, &listing);
    match listing.line_marked(&code.line) {
        None => problems.push(Told::new(
            format!("the {} has no line marked \"{}\"", listing.title, code.line),
            Said::new("lesson-problem-no-line-marked")
                .text("listing", listing.title.as_str())
                .text("marker", code.line.as_str()),
        )),
        Some(line) if !lit.contains(&line) => {
            let lit_words: Vec<String> = lit
                .iter()
                .map(|&l| format!("\"{}\"", listing.lines[l].markers.join("/")))
                .collect();
            let english = format!(
                "the line marked \"{}\" is not lit at this step; lit here: {}",
                code.line,
                if lit_words.is_empty() {
                    String::from("none")
                } else {
                    lit_words.join(", ")
                }
            );
            let said = match lit_words.is_empty() {
                true => Said::new("lesson-problem-line-not-lit-none").text("marker", code.line.as_str()),
                false => Said::new("lesson-problem-line-not-lit")
                    .text("marker", code.line.as_str())
                    .text("lit", lit_words.join(", ")),
            };
            problems.push(Told::new(english, said));
        }
        Some(_) => {}
    }
    if let Some(frame) = &code.frame {
        let node = if frame.is_empty() {
            Some(None)
        } else {
            search.find(frame).map(Some)
        };
        let on_stack = node.is_some_and(|node| code::stack(replay, at).iter().any(|f| f.node == node));
        if !on_stack {
            problems.push(if frame.is_empty() {
                Told::new(
                    "the call on the root is not on the call stack at this step",
                    Said::new("lesson-problem-root-call-not-on-stack"),
                )
            } else {
                Told::new(
                    format!(
                        "the call on {} is not on the call stack at this step",
                        frame.join(" ")
                    ),
                    Said::new("lesson-problem-call-not-on-stack").text("node", frame.join(" ")),
                )
            });
        }
    }
    problems
}

/// The problem with a search that failed (`reason`).
pub(super) fn search_failed(reason: Told) -> Told {
    Told::new(
        format!("the search failed: {reason}"),
        Said::new("lesson-problem-search-failed").said("reason", reason.said),
    )
}

/// The problem with a sweep's search to `depth` that failed (`reason`).
pub(super) fn sweep_failed(depth: usize, reason: Told) -> Told {
    Told::new(
        format!("the search to depth {depth} failed: {reason}"),
        Said::new("lesson-problem-sweep-failed")
            .text("depth", depth.to_string())
            .said("reason", reason.said),
    )
}

/// The problem with a step that stands at replay step `step`, before the previous step's.
pub(super) fn step_goes_back(step: usize, previous: usize) -> Told {
    Told::new(
        format!("this is replay step {step}, before the previous step's {previous}: steps must go forward"),
        Said::new("lesson-problem-step-goes-back")
            .text("step", step.to_string())
            .text("previous", previous.to_string()),
    )
}

/// The problem with a path that names no node of the tree.
pub(super) fn no_node(path: &[String]) -> Told {
    Told::new(
        format!("the tree has no node {}", path.join(" ")),
        Said::new("lesson-problem-no-node").text("node", path.join(" ")),
    )
}

/// The problem with a step whose text names a node (`word`) it does not focus.
pub(super) fn names_unfocused(word: &str) -> Told {
    Told::new(
        format!(
            "names {word}, which the step does not focus: add it to \"focus\" (one path, or a list of paths)"
        ),
        Said::new("lesson-problem-names-unfocused").text("name", word),
    )
}

/// One file's words, step by step, as [`Lesson::check_answers_kept`] reads them: the lesson's
/// own, or a translation's (`None` where it leaves a word to the English).
struct FileWords<'a> {
    /// The file's text, where a problem is pointed at.
    text: &'a str,
    title: Option<&'a str>,
    summary: Option<&'a str>,
    /// Each step's story.
    say: Vec<Option<&'a str>>,
    /// Each step's question, where it asks one.
    ask: Vec<Option<&'a str>>,
}
