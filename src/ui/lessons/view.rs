//! The lesson being taught, as the panel draws it: the teacher's controls, the story, the
//! question and its answer, the depth sweep, and the way out (leave, or the next lesson).

use egui::{RichText, Ui};
use shakmaty::{Color, Position};

use super::{ActiveLesson, lesson_number, problem_color};
use crate::chess::game::Game;
use crate::course::lesson::Lesson;
use crate::shell::i18n::number;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::names::{plies_named, side_name};

/// What the lesson being taught is drawn from, this frame.
pub(super) struct LessonView<'a> {
    pub(super) active: &'a ActiveLesson,
    /// Where the thinking panel's stepper stands.
    pub(super) replay_step: Option<usize>,
    /// The lesson after this one in the class plan, and its place in the list.
    pub(super) next: Option<(usize, &'a Lesson)>,
    /// True in the frame after a Reveal: the answer is scrolled into view.
    pub(super) scroll_to_answer: bool,
}

impl LessonView<'_> {
    /// The lesson: its controls on top, the story in a scroll area of its own (one per lesson
    /// step, so each starts at its top), and the way out at the bottom, always in view.
    pub(super) fn ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let active = self.active;
        self.controls_ui(ui, commands);
        let at_end = active.current + 1 == active.lesson.steps.len();
        let searched = matches!(active.search, Some(Ok(_)));
        if searched || matches!(active.search, Some(Err(_))) {
            egui::Panel::bottom("lesson-way-out")
                .resizable(false)
                .show_separator_line(true)
                .show(ui, |ui| {
                    ui.add_space(4.0);
                    // Reveal stays in view under a long story or question (Greek words are
                    // longer): the class is told to answer, then the teacher reveals.
                    if searched && active.is_asking() {
                        // The question too, over its button: under a long story (Greek,
                        // Spanish at 1024×700) it was below the fold, the class not seeing it.
                        self.question_ui(ui);
                        ui.add_space(4.0);
                        reveal_ui(ui, commands);
                        ui.add_space(4.0);
                    }
                    // The next lesson once the last question is answered: while it waits the
                    // story needs the room (at 1024×700 in Greek it shrank to a line and a half).
                    if at_end && searched && !active.is_asking() {
                        self.next_lesson_ui(ui, commands);
                    }
                    leave_ui(ui, active, commands);
                    ui.add_space(2.0);
                });
        }
        egui::ScrollArea::vertical()
            .id_salt(("lesson-story", &active.lesson.path, active.current))
            .auto_shrink([false, false])
            .show(ui, |ui| self.story_ui(ui, commands));
    }

    /// The teacher's controls on one row, at the controls' size: the list, and the story's
    /// buttons, which move the narration and the stepper together.
    fn controls_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let active = self.active;
        let count = active.lesson.steps.len();
        let searched = matches!(active.search, Some(Ok(_)));
        ui.horizontal_wrapped(|ui| {
            ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
            if ui
                .button(tr("lesson-all"))
                .on_hover_text(tr("lesson-all-hint"))
                .clicked()
            {
                commands.push(Command::BrowseLessons(true));
            }
            if searched {
                // Previous, the step and Next stay together on one row where they fit.
                let step_words = tr_args(
                    "lesson-step-of",
                    &[("step", (active.current + 1).into()), ("count", count.into())],
                );
                let previous_words = tr("lesson-previous");
                let next_words = tr("lesson-next");
                let group = [previous_words.as_str(), step_words.as_str(), next_words.as_str()]
                    .iter()
                    .map(|words| crate::ui::widgets::text_width(ui, words, &egui::TextStyle::Button))
                    .sum::<f32>()
                    + ui.spacing().button_padding.x * 4.0
                    + ui.spacing().item_spacing.x * 3.0;
                let step_label = |ui: &mut Ui| {
                    ui.add(
                        egui::Label::new(RichText::new(&step_words).strong())
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                };
                let one_row = group <= ui.max_rect().width();
                if one_row {
                    crate::ui::widgets::keep_together(ui, group);
                } else {
                    // A narrow list: the step beside "All lessons", the two buttons under it, side
                    // by side (rather than Next alone on a row under Previous).
                    step_label(ui);
                    ui.end_row();
                }
                let previous = ui.add_enabled(active.current > 0, egui::Button::new(previous_words));
                if previous.on_hover_text(tr("lesson-previous-hint")).clicked() {
                    commands.push(Command::LessonStep(active.current.saturating_sub(1)));
                }
                if one_row {
                    step_label(ui);
                }
                let next = ui.add_enabled(active.current + 1 < count, egui::Button::new(next_words));
                let hint = if active.is_asking() {
                    tr("lesson-next-asking-hint")
                } else {
                    tr("lesson-next-hint")
                };
                if next.on_hover_text(hint).clicked() {
                    commands.push(Command::LessonStep(active.current + 1));
                }
            }
        });
    }

    /// The title, the step's story, its sweep and question, and where the replay stands.
    fn story_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let active = self.active;
        let lesson = &active.lesson;
        let count = lesson.steps.len();
        // The words in the window's language where the lesson has them, else in English.
        let language = crate::shell::i18n::language().code();
        ui.heading(RichText::new(lesson.title_in(language)).strong());
        // The summary introduces the lesson; after the first step the story has the room. On
        // the first it keeps to a third of the view (scrolling inside it), so that the first
        // step's story still shows under a long summary: in Greek at 1024×700 on a projector
        // the story was pushed below the fold.
        if active.current == 0 {
            let most =
                (ui.clip_rect().height() / 3.0).max(ui.text_style_height(&egui::TextStyle::Body) * 3.0);
            egui::ScrollArea::vertical()
                .id_salt(("lesson-summary", &lesson.path))
                .max_height(most)
                .auto_shrink([false, true])
                .show(ui, |ui| ui.weak(lesson.summary_in(language)));
        }
        ui.separator();

        match &active.search {
            None => {
                ui.label(tr("lesson-searching"));
                return;
            }
            Some(Err(message)) => {
                ui.label(
                    RichText::new(tr_args(
                        "lesson-search-failed",
                        &[("message", crate::shell::i18n::said(&message.said).into())],
                    ))
                    .color(problem_color(ui)),
                );
                return;
            }
            Some(Ok(_)) => {}
        }

        let Some(step) = lesson.steps.get(active.current) else {
            return;
        };
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(lesson.say_in(language, active.current)));
        });
        if step.sweep.is_some() {
            ui.add_space(6.0);
            sweep_ui(ui, active);
        }
        // A waiting question stands at the panel's foot, over Reveal (see `ui`); once
        // revealed, it is here with its answer.
        if step.predict.is_some() && active.revealed {
            ui.add_space(6.0);
            self.question_ui(ui);
        }

        // The stepper may be moved freely; say so when it no longer stands at this step.
        let here = active.replay_step(active.current);
        if let (Some(here), Some(shown)) = (here, self.replay_step)
            && here != shown
        {
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                ui.weak(tr_args(
                    "lesson-replay-elsewhere",
                    &[("shown", shown.into()), ("here", here.into())],
                ));
                if ui.button(tr("lesson-back-to-step")).clicked() {
                    commands.push(Command::LessonStep(active.current));
                }
            });
        }
        if active.current + 1 == count {
            ui.add_space(8.0);
            ui.strong(tr("lesson-end"));
        }
    }

    /// The step's question in a frame, and its answer under it once revealed. While it waits
    /// it stands right over the Reveal button.
    fn question_ui(&self, ui: &mut Ui) {
        let active = self.active;
        let lesson = &active.lesson;
        let language = crate::shell::i18n::language().code();
        let Some(predict) = lesson
            .steps
            .get(active.current)
            .and_then(|step| step.predict.as_ref())
        else {
            return;
        };
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(tr_args(
                    "lesson-ask",
                    &[(
                        "question",
                        lesson
                            .ask_in(language, active.current)
                            .unwrap_or(&predict.ask)
                            .into(),
                    )],
                ))
                .strong(),
            );
            ui.add_space(4.0);
            if active.revealed {
                let answer = ui.label(RichText::new(tr_args(
                    "lesson-answer",
                    &[(
                        "answer",
                        lesson
                            .answer_in(language, active.current)
                            .unwrap_or(&predict.answer)
                            .into(),
                    )],
                )));
                if self.scroll_to_answer {
                    // The whole answer in view, its end at the bottom if it is long.
                    answer.scroll_to_me(Some(egui::Align::BOTTOM));
                }
            }
        });
    }

    /// At the lesson's end: the button that opens the next lesson of the class plan.
    fn next_lesson_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some((index, next)) = self.next else {
            return;
        };
        let name = match lesson_number(next) {
            Some(number) => format!(
                "{number} {}",
                next.title_in(crate::shell::i18n::language().code())
            ),
            None => next.title_in(crate::shell::i18n::language().code()).to_string(),
        };
        ui.horizontal_wrapped(|ui| {
            if ui
                .add(egui::Button::new(
                    RichText::new(tr("lesson-next-lesson")).strong(),
                ))
                .on_hover_text(tr_args(
                    "lesson-next-lesson-hint",
                    &[("name", name.as_str().into())],
                ))
                .clicked()
            {
                commands.push(Command::OpenLesson(index));
            }
            ui.weak(name);
        });
        ui.add_space(4.0);
    }
}

/// The current step's depth sweep: one row per depth with the move, the value and the work. A
/// question about one of the searches keeps its row back until the answer is revealed.
///
/// Where the five columns fit the column's width it is one table; where they do not (a
/// projector's letters in the lesson column), it is two: the choice at each depth, then the work,
/// so that nothing is cut and nothing scrolls sideways.
fn sweep_ui(ui: &mut Ui, active: &ActiveLesson) {
    let Some(rows) = active.sweep(active.current) else {
        ui.label(tr("lesson-sweep-searching"));
        return;
    };
    let secrets = active.secrets();
    let hidden_move = |depth: usize| secrets.is_some_and(|secrets| secrets.sweep_moves.contains(&depth));
    let hidden_value = |depth: usize| secrets.is_some_and(|secrets| secrets.sweep_values.contains(&depth));
    let hidden_counts = secrets.is_some_and(|secrets| secrets.counts);
    let depths = active
        .lesson
        .steps
        .get(active.current)
        .and_then(|step| step.sweep.as_ref())
        .map_or(&[][..], |sweep| &sweep.depths[..]);
    // Each row's cells as they are written, the depth first; a search that failed says why.
    let rows: Vec<SweepCells> = rows
        .iter()
        .zip(depths)
        .map(|(row, depth)| {
            let cells = row
                .as_ref()
                .map_err(|reason| crate::shell::i18n::said(&reason.said))
                .map(|row| {
                    let secret = |hidden: bool, text: &String| {
                        if hidden { String::from("?") } else { text.clone() }
                    };
                    let count = |count: usize| {
                        if hidden_counts {
                            String::from("?")
                        } else {
                            number(count as u64)
                        }
                    };
                    [
                        secret(hidden_move(row.depth), &row.best),
                        secret(hidden_value(row.depth), &row.value),
                        count(row.counts.searched),
                        count(row.counts.evaluated),
                    ]
                });
            SweepCells { depth: *depth, cells }
        })
        .collect();
    let room = ui.available_width();
    let whole = [0, 1, 2, 3, 4];
    if sweep_width(ui, &rows, &whole, false) <= room {
        sweep_grid_ui(ui, "depth-sweep", &rows, &whole, false);
        return;
    }
    // The depth as a number ("plies" over the column) where its words do not fit.
    let choice = [0, 1, 2];
    let work = [0, 3, 4];
    for (id, columns) in [("depth-sweep-choice", &choice), ("depth-sweep-work", &work)] {
        let numbers = sweep_width(ui, &rows, columns, false) > room;
        sweep_grid_ui(ui, id, &rows, columns, numbers);
        ui.add_space(4.0);
    }
}

/// One depth's row of a sweep, as it is written.
struct SweepCells {
    /// The depth, in plies.
    depth: usize,
    /// The move, the value, the positions searched and the leaves evaluated (a "?" where a
    /// question keeps one back); or why the search failed.
    cells: Result<[String; 4], String>,
}

/// The message ids of the sweep's column titles, the depth's first.
const SWEEP_HEADINGS: [&str; 5] = [
    "sweep-depth",
    "sweep-move",
    "sweep-value",
    "sweep-searched",
    "sweep-evaluated",
];

/// The title of a sweep's `column`; the depth's is "plies" when the depths are bare numbers.
fn sweep_heading(column: usize, numbers: bool) -> String {
    if column == 0 && numbers {
        tr("sweep-plies")
    } else {
        SWEEP_HEADINGS.get(column).map_or_else(String::new, |id| tr(id))
    }
}

/// The text of `column` (an index into [`SWEEP_HEADINGS`]) in `row`; the depth as a bare number
/// when `numbers`. The move and the value are written strong.
fn sweep_cell(row: &SweepCells, column: usize, numbers: bool) -> (String, bool) {
    match (column, &row.cells) {
        (0, _) if numbers => (row.depth.to_string(), false),
        (0, _) => (plies_named(row.depth), false),
        (_, Ok(cells)) => (cells[column - 1].clone(), column <= 2),
        (_, Err(message)) => (message.clone(), false),
    }
}

/// The width a grid of `columns` takes, in points.
fn sweep_width(ui: &Ui, rows: &[SweepCells], columns: &[usize], numbers: bool) -> f32 {
    let text_width = |text: &str, strong: bool| {
        let width = crate::ui::widgets::text_width(ui, text, &egui::TextStyle::Body);
        // Strong letters may be a little wider: a margin for them.
        if strong { width * 1.08 } else { width }
    };
    let spacing = ui.spacing().item_spacing.x;
    let narrowest = ui.spacing().interact_size.x;
    columns
        .iter()
        .map(|&column| {
            let heading = sweep_heading(column, numbers);
            rows.iter()
                .filter(|row| row.cells.is_ok() || column == 0)
                .map(|row| {
                    let (text, strong) = sweep_cell(row, column, numbers);
                    text_width(&text, strong)
                })
                .fold(text_width(&heading, true), f32::max)
                .max(narrowest)
                + spacing
        })
        .sum()
}

/// Draws the sweep's `columns` as a grid; a failed search's row says why after its depth.
fn sweep_grid_ui(ui: &mut Ui, id: &str, rows: &[SweepCells], columns: &[usize], numbers: bool) {
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        for &column in columns {
            ui.strong(sweep_heading(column, numbers))
                .on_hover_text(tr("counts-hint"));
        }
        ui.end_row();
        for row in rows {
            if let Err(message) = &row.cells {
                ui.label(sweep_cell(row, 0, numbers).0);
                ui.label(message);
                ui.end_row();
                continue;
            }
            for &column in columns {
                let (text, strong) = sweep_cell(row, column, numbers);
                if strong {
                    ui.strong(text);
                } else {
                    ui.label(text);
                }
            }
            ui.end_row();
        }
    });
}

/// The button that ends the lesson: a lesson's position (chess or another game's) becomes the
/// game.
fn leave_ui(ui: &mut Ui, active: &ActiveLesson, commands: &mut Vec<Command>) {
    let (label, hover) = if active.has_position() {
        ("lesson-leave-play", "lesson-leave-play-hint")
    } else {
        ("lesson-leave", "lesson-leave-hint")
    };
    if ui
        .add(egui::Button::new(tr(label)).wrap())
        .on_hover_text(tr(hover))
        .clicked()
    {
        commands.push(Command::LeaveLesson);
    }
}

/// Which position [`lesson_position_ui`] tells of, and so what the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitingPosition {
    /// A chess lesson's position: the game waits for the lesson.
    Lesson,
    /// Predict's position: the game waits for Practice.
    Predict,
    /// An opened tree file's root: the game waits for the file's tree.
    FileRoot,
}

/// Says, beside or under the board, what a chess lesson's (or Predict's, or a file's) position
/// is: who is to move and the moves that led to it, numbered as in a game score, and what the
/// game waits for.
pub fn lesson_position_ui(ui: &mut Ui, game: &Game, whose: WaitingPosition) {
    let (whose, left) = match whose {
        WaitingPosition::Lesson => ("position-lesson", "position-lesson-waits"),
        WaitingPosition::Predict => ("position-predict", "position-predict-waits"),
        WaitingPosition::FileRoot => ("position-file", "position-file-waits"),
    };
    let to_move = side_name(game.position().turn());
    let mut caption = tr_args(
        "position-to-move",
        &[("whose", tr(whose).into()), ("side", to_move.into())],
    );
    let moves = game.san_moves();
    if !moves.is_empty() {
        let start = game.start_position();
        let first_is_white = start.turn() == Color::White;
        let mut number = start.fullmoves().get();
        let mut numbered = Vec::new();
        for (ply, san) in moves.iter().enumerate() {
            let white_moves = (ply % 2 == 0) == first_is_white;
            if white_moves {
                numbered.push(format!("{number}. {san}"));
            } else if ply == 0 {
                numbered.push(format!("{number}… {san}"));
            } else {
                numbered.push(san.clone());
            }
            if !white_moves {
                number += 1;
            }
        }
        caption.push(' ');
        caption.push_str(&tr_args(
            "position-came-about",
            &[("moves", numbered.join(" ").into())],
        ));
    }
    ui.label(RichText::new(caption).strong());
    ui.weak(tr(left));
}

/// The button that shows the answer to the step's question, at the panel's foot.
fn reveal_ui(ui: &mut Ui, commands: &mut Vec<Command>) {
    let reveal = egui::Button::new(RichText::new(tr("lesson-reveal")).strong());
    if ui.add(reveal).on_hover_text(tr("lesson-reveal-hint")).clicked() {
        commands.push(Command::RevealAnswer);
    }
}
