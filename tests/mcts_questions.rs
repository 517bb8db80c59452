//! A Monte Carlo lesson's question keeps its answer back everywhere the window shows it: at each
//! question of each MCTS lesson, on a small projector (the tree and the node arrays on two tabs)
//! and in a large window (both at once), every tab and every level's node array is opened and
//! what it shows is read (the accessible labels and texts), with the Code pane closed and open
//! (a tab of its own, or beside the views). Before Reveal:
//!
//! - a question about the choice of a select phase shows no ✔ and no UCB value, and none of the
//!   numbers its answer works out;
//! - a question about the result a back-propagation adds shows no "W +…" and no W or W/N in the
//!   row or the box of the node asked about;
//! - a question about the move MCTS plays shows no N, W or W/N anywhere, no "Plays …", and the
//!   lesson's summary and the steps before it do not name the move.

mod common;

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::course::lesson::{Lesson, McQuestion, mcts_question_kind};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

/// Every text on screen with its rectangle.
fn texts_on_screen(harness: &Harness<'_, KladosApp>) -> Vec<(String, Rect)> {
    harness
        .query_all(by().predicate(|node| node.bounding_box().is_some()))
        .flat_map(|node| {
            let ak = node.accesskit_node();
            let rect = node.rect();
            [ak.label(), ak.value()]
                .into_iter()
                .flatten()
                .map(|text| (text.to_string(), rect))
                .collect::<Vec<_>>()
        })
        .filter(|(text, _)| !text.is_empty())
        .fold(Vec::new(), |mut texts: Vec<(String, Rect)>, (text, rect)| {
            // A label's name and value are often the same text.
            if !texts.iter().any(|(seen, at)| *seen == text && *at == rect) {
                texts.push((text, rect));
            }
            texts
        })
}

/// The numbers with two decimals in a text ("2.32").
fn decimals(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (at, _) in chars.iter().enumerate() {
        let starts = at == 0 || !chars[at - 1].is_ascii_digit() && chars[at - 1] != '.';
        if starts
            && let Some(dot) = chars[at..].iter().position(|&c| !c.is_ascii_digit())
            && dot > 0
            && chars.get(at + dot) == Some(&'.')
            && chars.get(at + dot + 1).is_some_and(char::is_ascii_digit)
            && chars.get(at + dot + 2).is_some_and(char::is_ascii_digit)
        {
            found.push(chars[at..at + dot + 3].iter().collect());
        }
    }
    found
}

/// True for a cell that shows a number (not "?" or "–").
fn is_number(text: &str) -> bool {
    text.trim().parse::<f64>().is_ok()
}

/// The cells of the node arrays' row whose move is `name`, right of the move. The move's cell
/// is the one under the arrays' "move" heading: a game's moves are numbers (a column "3"), as
/// a row's n and parent are, so a number found elsewhere is not the move (and with no arrays on
/// screen, a move named by a number has no row).
fn row_after<'a>(texts: &'a [(String, Rect)], name: &str) -> Vec<&'a str> {
    let heading = texts
        .iter()
        .find(|(text, _)| text == "move")
        .map(|(_, rect)| *rect);
    let in_move_column = |rect: &Rect| {
        heading.map_or(!is_number(name), |heading| {
            rect.left() < heading.right() && rect.right() > heading.left()
        })
    };
    let Some((_, cell)) = texts
        .iter()
        .find(|(text, rect)| text == name && in_move_column(rect))
    else {
        return Vec::new();
    };
    texts
        .iter()
        .filter(|(_, rect)| {
            (rect.center().y - cell.center().y).abs() < cell.height() / 2.0 && rect.left() > cell.right()
        })
        .map(|(text, _)| text.as_str())
        .collect()
}

/// True for a line of the Code pane's listing ("Line 7: …", "Lit line 13: …").
fn is_code_line(text: &str) -> bool {
    ["Line ", "Lit line ", "Also lit, line "].iter().any(|start| {
        text.strip_prefix(start)
            .and_then(|rest| rest.split_once(": "))
            .is_some_and(|(number, _)| number.chars().all(|c| c.is_ascii_digit()))
    })
}

/// What is wrong with the window's texts at a question (empty: nothing shows the answer).
fn leaks(lesson: &Lesson, index: usize, root_moves: &[String], texts: &[(String, Rect)]) -> Vec<String> {
    let step = &lesson.steps[index];
    let Some(predict) = &step.predict else {
        return Vec::new();
    };
    let Some(check) = &predict.check else {
        return Vec::new();
    };
    let mut problems = Vec::new();
    let mut leak = |text: &str, why: &str| problems.push(format!("\"{text}\" {why}"));
    // A line of the Code pane's listing is the same whatever the search found ("node.W +=
    // result"): its words and numbers tell nothing. (The loop's variables under it are read.)
    let texts: Vec<(String, Rect)> = texts
        .iter()
        .filter(|(text, _)| !is_code_line(text))
        .cloned()
        .collect();
    let texts = texts.as_slice();
    // The numbers the answer works out that nothing before the question told.
    let mut told: Vec<&str> = Vec::new();
    for (at, earlier) in lesson.steps[..=index].iter().enumerate() {
        told.push(&earlier.say);
        if let Some(predict) = &earlier.predict {
            told.push(&predict.ask);
            if at < index {
                told.push(&predict.answer);
            }
        }
    }
    let told = told.join(" ");
    let secret: Vec<String> = decimals(&predict.answer)
        .into_iter()
        .filter(|number| !told.contains(number.as_str()))
        .collect();
    for (text, _) in texts {
        if text.contains(&predict.answer) {
            leak(text, "is the answer");
        }
        for number in &secret {
            if decimals(text).contains(number) {
                leak(text, &format!("shows {number}, which the answer works out"));
            }
        }
    }
    match mcts_question_kind(step) {
        McQuestion::Choice => {
            for (text, _) in texts {
                let ucb_shown = text
                    .match_indices("UCB ")
                    .any(|(at, _)| text[at + 4..].starts_with(|c: char| c.is_ascii_digit()));
                if text.contains('✔') || ucb_shown {
                    leak(text, "shows the choice or a UCB");
                }
            }
        }
        McQuestion::Result => {
            let name = check
                .node
                .as_ref()
                .and_then(|path| path.last())
                .cloned()
                .unwrap_or_default();
            for (text, _) in texts {
                if text.contains("W +") && !text.contains('?') {
                    leak(text, "shows the result added");
                }
                if text.starts_with(&format!("{name}:")) && text.contains("W ") && !text.contains("W ?") {
                    leak(text, "shows the node's W");
                }
                if text.ends_with(&format!("under {name}")) && !text.contains("W ?") {
                    leak(text, "shows the node's W");
                }
            }
            let cells = row_after(texts, &name);
            // N, then W and W/N, then UCB: W and W/N are kept back.
            if cells.iter().skip(1).take(2).any(|cell| is_number(cell)) {
                problems.push(format!("the row of {name} shows its W: {cells:?}"));
            }
        }
        McQuestion::Visits => {
            let best = check.best.clone().unwrap_or_default();
            for (text, _) in texts {
                if text.starts_with("Plays ") {
                    leak(text, "says the move played");
                }
                if let Some((_, numbers)) = text.split_once(": N ")
                    && !numbers.starts_with('?')
                {
                    leak(text, "shows a node's N");
                }
                if text.starts_with("N ") && text.contains(" under ") && !text.starts_with("N ?") {
                    leak(text, "shows a node's N");
                }
            }
            for name in root_moves {
                let cells = row_after(texts, name);
                if cells.iter().take(3).any(|cell| is_number(cell)) {
                    problems.push(format!("the row of {name} shows N or W: {cells:?}"));
                }
            }
            if !best.is_empty() {
                let before: Vec<&str> = std::iter::once(lesson.summary.as_str())
                    .chain(lesson.steps[..index].iter().map(|s| s.say.as_str()))
                    .collect();
                // A chess move's name is the answer itself; a drawn tree's labels are named all
                // along, so there what the search plays or likes must not be said.
                let chess = root_moves.iter().any(|name| name.len() > 1);
                for said in before {
                    let names = chess && said.contains(&best);
                    let tells = ["MCTS plays", "MCTS likes", "MCTS prefers"]
                        .iter()
                        .any(|phrase| said.contains(phrase));
                    if names || tells {
                        problems.push(format!("\"{said}\" says the move played before the question"));
                    }
                }
            }
        }
    }
    problems
}

/// Opens every tab the MCTS view offers, one after the other, and returns the texts of each.
fn every_tab(harness: &mut Harness<'static, KladosApp>) -> Vec<Vec<(String, Rect)>> {
    let mut seen = Vec::new();
    let tabs: Vec<&str> = ["Tree", "Node arrays", "Code"]
        .into_iter()
        .filter(|tab| harness.query_by_label(tab).is_some())
        .collect();
    let tabs = if tabs.is_empty() { vec![""] } else { tabs };
    for tab in tabs {
        if !tab.is_empty() {
            harness.get_by_label(tab).click();
            harness.run();
        }
        seen.push(texts_on_screen(harness));
        let levels: Vec<String> = texts_on_screen(harness)
            .into_iter()
            .map(|(text, _)| text)
            .filter(|text| text.starts_with("NodesAnalysis"))
            .collect();
        for level in levels {
            if let Some(button) = harness.query_by_label(&level) {
                button.click();
                harness.run();
                seen.push(texts_on_screen(harness));
            }
        }
    }
    seen
}

fn check_size(size: [f32; 2], projector: bool, code_open: bool) -> (usize, Vec<String>) {
    let mut settings = Settings {
        projector,
        ..Settings::default()
    };
    settings.code.open = code_open;
    let mut harness = common::window(size, settings);
    let count = harness.state().lessons().lessons().len();
    let mut questions = 0;
    let mut failures = Vec::new();
    for index in 0..count {
        let lesson = harness.state().lessons().lessons()[index].clone();
        if !lesson.is_mcts() {
            continue;
        }
        harness.state_mut().apply(Command::OpenLesson(index));
        harness.state_mut().wait_for_lesson();
        harness.run();
        harness.state_mut().wait_for_mcts();
        harness.run();
        for (step_index, step) in lesson.steps.iter().enumerate() {
            if step.predict.as_ref().and_then(|p| p.check.as_ref()).is_none() {
                continue;
            }
            harness.state_mut().apply(Command::LessonStep(step_index));
            harness.run();
            questions += 1;
            let root_moves: Vec<String> = harness.state().mcts().view().map_or_else(Vec::new, |view| {
                let tree = view.tree();
                tree.children_of(None)
                    .into_iter()
                    .map(|id| tree.name_of(id))
                    .collect()
            });
            for texts in every_tab(&mut harness) {
                for problem in leaks(&lesson, step_index, &root_moves, &texts) {
                    let code = if code_open { " (code open)" } else { "" };
                    let failure = format!("{} step {}{code}: {problem}", lesson.title, step_index + 1);
                    if !failures.contains(&failure) {
                        failures.push(failure);
                    }
                }
            }
        }
    }
    (questions, failures)
}

#[test]
fn every_mcts_question_keeps_its_answer_back_in_every_tab_on_a_small_projector() {
    for code_open in [false, true] {
        let (questions, failures) = check_size(common::SMALL_PROJECTOR, true, code_open);
        assert!(questions >= 5, "the MCTS lessons ask: {questions}");
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

#[test]
fn every_mcts_question_keeps_its_answer_back_in_a_large_window() {
    for code_open in [false, true] {
        let (questions, failures) = check_size([1600.0, 1000.0], false, code_open);
        assert!(questions >= 5, "the MCTS lessons ask: {questions}");
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
