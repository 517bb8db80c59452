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
                problems.add(&field("search"), format!("the search failed: {message}"));
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
                Some(step_index) if step_index < previous => problems.add(
                    &here.field("at"),
                    format!(
                        "this is replay step {step_index}, before the previous step's {previous}: steps must go forward"
                    ),
                ),
                Some(step_index) => previous = step_index,
                None => problems.add(&here.field("at"), "no step of the replay matches this position"),
            }
            let mut focused = std::collections::HashSet::new();
            for focus in &step.focus {
                match search.find(focus) {
                    None => problems.add(
                        &here.field("focus"),
                        format!("the tree has no node {}", focus.join(" ")),
                    ),
                    // The step cannot point at a node the replay has not shown yet.
                    Some(id) if at_step.is_some_and(|at| !replay.node_view(at, id).revealed) => problems.add(
                        &here.field("focus"),
                        format!("node {} is not shown yet at this step", focus.join(" ")),
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
                            problems.add(
                                &place,
                                format!(
                                    "names {}, which the step does not focus: add it to \"focus\" (one path, or a list of paths)",
                                    named.word
                                ),
                            );
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
                        problems.add(
                            &here.field("sweep"),
                            format!("the search to depth {depth} failed: {message}"),
                        );
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
        let original = Told {
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
            let told = Told {
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
    fn answers_kept_in(&self, told: &Told<'_>, search: &LessonSearch, problems: &mut Problems<'_>) {
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
                        format!(
                            "\"{word}\" gives away the answer to the question of steps[{index}] before it is revealed"
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
            Err(message) => problems.add(at, format!("the search failed: {message}")),
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
                        problems.add(at, format!("the minimal tree has {actual} leaves, not {claimed}"));
                    }
                }
                Err(message) => problems.add(at, format!("the search failed: {message}")),
            }
        }
    }

    /// Returns the search with `settings`, running it the first time: claims that change the
    /// search share one search per setting.
    pub(super) fn search_once<'a>(
        &self,
        searches: &'a mut HashMap<LessonSettings, LessonSearch>,
        settings: LessonSettings,
    ) -> Result<&'a LessonSearch, String> {
        match searches.entry(settings) {
            Entry::Occupied(entry) => Ok(entry.into_mut()),
            Entry::Vacant(entry) => Ok(entry.insert(self.think(&settings).map_err(|told| told.english)?)),
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
    pub fn check(&self, search: &LessonSearch) -> Vec<String> {
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
                failures.push(format!("the engine chooses {actual}, not {best}"));
            }
        }
        if let Some(expected) = &self.root_value
            && !expected.matches(root_value)
        {
            failures.push(format!("the root value is {}, not {expected}", show(root_value)));
        }
        if let Some(least) = self.root_value_at_least
            && root_value < least
        {
            failures.push(format!("the root value is {root_value}, below {least}"));
        }
        if let Some(most) = self.root_value_at_most
            && root_value > most
        {
            failures.push(format!("the root value is {root_value}, above {most}"));
        }
        self.check_line_and_sizes(
            "principal variation",
            search.pv_names(),
            tree.node_count(),
            tree.nodes_per_level(),
            &mut failures,
        );
        let counts = tree.counts();
        for (claimed, actual, what) in [
            (self.pruned, counts.pruned, "moves are pruned"),
            (self.searched, counts.searched, "positions are searched"),
            (self.evaluated, counts.evaluated, "leaves are evaluated"),
            (
                self.quiescence,
                counts.quiescence,
                "positions are searched by quiescence",
            ),
            (
                self.transpositions,
                counts.transpositions,
                "positions come from the transposition table",
            ),
            (
                self.total_nodes,
                tree.total_node_count(),
                "nodes are stored by all iterations together",
            ),
        ] {
            if let Some(claimed) = claimed
                && claimed != actual
            {
                failures.push(format!("{actual} {what}, not {claimed}"));
            }
        }
        if let Some(path) = &self.node {
            match search.find(path).and_then(|id| tree.get(id)) {
                None => failures.push(format!("the tree has no node {}", path.join(" "))),
                Some(node) => {
                    if let Some(expected) = &self.value {
                        match node.value() {
                            Some(value) if expected.matches(value) => {}
                            Some(value) => failures.push(format!(
                                "node {} has the value {}, not {expected}",
                                path.join(" "),
                                show(value)
                            )),
                            None => {
                                failures.push(format!("node {} was pruned: it has no value", path.join(" ")))
                            }
                        }
                    }
                    if let Some(expected) = self.static_score {
                        match node.static_score() {
                            Some(score) if score == expected => {}
                            Some(score) => failures.push(format!(
                                "node {} has the static score {score}, not {expected}",
                                path.join(" ")
                            )),
                            None => {
                                failures.push(format!("node {} was pruned: it has no score", path.join(" ")))
                            }
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
        line_words: &str,
        line: Vec<String>,
        nodes: usize,
        per_level: Vec<usize>,
        failures: &mut Vec<String>,
    ) {
        if let Some(pv) = &self.pv {
            let agrees = line.len() == pv.len() && line.iter().zip(pv).all(|(a, b)| same_name(a, b));
            if !agrees {
                failures.push(format!(
                    "the {line_words} is {}, not {}",
                    line.join(" "),
                    pv.join(" ")
                ));
            }
        }
        if let Some(expected) = self.nodes
            && nodes != expected
        {
            failures.push(format!("the tree has {nodes} nodes, not {expected}"));
        }
        if let Some(level_nodes) = &self.level_nodes
            && per_level != *level_nodes
        {
            failures.push(format!(
                "the levels have {per_level:?} nodes, not {level_nodes:?}"
            ));
        }
    }
}

fn check_code_cue(code: &CodeCue, replay: &Replay, search: &LessonSearch, at: usize) -> Vec<String> {
    use crate::engine::code;
    let mut problems = Vec::new();
    let listing = code::listing(&search.tree, replay.order(), code.source);
    let lit = code::lit_lines(replay, at, &listing);
    match listing.line_marked(&code.line) {
        None => problems.push(format!(
            "the {} has no line marked \"{}\"",
            listing.title, code.line
        )),
        Some(line) if !lit.contains(&line) => {
            let lit_words: Vec<String> = lit
                .iter()
                .map(|&l| format!("\"{}\"", listing.lines[l].markers.join("/")))
                .collect();
            problems.push(format!(
                "the line marked \"{}\" is not lit at this step; lit here: {}",
                code.line,
                if lit_words.is_empty() {
                    String::from("none")
                } else {
                    lit_words.join(", ")
                }
            ));
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
            problems.push(format!(
                "the call on {} is not on the call stack at this step",
                if frame.is_empty() {
                    String::from("the root")
                } else {
                    frame.join(" ")
                }
            ));
        }
    }
    problems
}

/// One file's words, step by step, as [`Lesson::check_answers_kept`] reads them: the lesson's
/// own, or a translation's (`None` where it leaves a word to the English).
struct Told<'a> {
    /// The file's text, where a problem is pointed at.
    text: &'a str,
    title: Option<&'a str>,
    summary: Option<&'a str>,
    /// Each step's story.
    say: Vec<Option<&'a str>>,
    /// Each step's question, where it asks one.
    ask: Vec<Option<&'a str>>,
}
