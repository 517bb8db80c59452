//! The thinking panel after a book move: what the book played and why there is no tree.
//!
//! A book move has no search behind it, so the panel has nothing to replay. It says so instead:
//! the move and the opening it leads to, which book and which seed chose it, and the book's
//! moves from the position with their names, weights and chances (the played one marked; the
//! moves the book lists but would never play shown as such, an unsound one with a question mark
//! and, on hover, what Klados's own search found). One button searches the position
//! the book move was played from, so a class can see what the search would have played there.

use egui::{Align, Layout, RichText, Ui, vec2};

use crate::chess::book::{BookMove, PLAYED_SHARE};
use crate::chess::book_check::CHECK_MARGIN;
use crate::engine::eval::display_score;
use crate::engine::tree::Backup;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::palette::{chooser_color, problem_color};
use crate::ui::widgets::text_width;

use super::BookNote;

/// Draws what the book played, in place of a search, its first line the panel's heading
/// (`large`: at the heading's size, else the body's), with a sentence on why there is no tree
/// when `explain`; returns the command given.
pub(super) fn book_panel_ui(
    ui: &mut Ui,
    note: &BookNote,
    searching: bool,
    large: bool,
    explain: bool,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let played = &note.played;
    let dark_mode = ui.visuals().dark_mode;
    // A move has the colour of the side that chose it.
    let color = chooser_color(Backup::of_mover(played.mover()), dark_mode);
    let headline = match played.choice.chosen.opening {
        Some(opening) => tr_args(
            "book-headline-named",
            &[
                ("move", played.numbered().into()),
                ("opening", opening.to_string().into()),
            ],
        ),
        None => tr_args("book-headline", &[("move", played.numbered().into())]),
    };
    let headline = RichText::new(headline).strong().color(color);
    ui.label(if large { headline.heading() } else { headline });
    // The built-in book in the window's words; a Polyglot file by its name and counts.
    let book = match played.built_in {
        true => crate::ui::names::book_name(&crate::chess::book::Book::BuiltIn),
        false => played.book.clone(),
    };
    ui.label(tr_args(
        "book-source",
        &[
            ("book", book.into()),
            ("seed", played.choice.seed.to_string().into()),
        ],
    ));
    if note.stale {
        ui.label(RichText::new(tr("book-taken-back")).color(problem_color(dark_mode)));
    } else {
        if explain {
            ui.label(tr("book-nothing-searched"));
        }
        if ui
            .add_enabled(!searching, egui::Button::new(tr("thinking-think-here")))
            .on_hover_text(tr("book-think-here-hint"))
            .clicked()
        {
            commands.push(Command::ThinkBeforeBookMove);
        }
    }
    ui.separator();
    book_moves_ui(
        ui,
        &played.choice.moves,
        &played.choice.chosen,
        played.built_in,
        color,
    );
    commands
}

/// Over a study of the position a book move was played from: one line saying what the book
/// played there, and the way back to it.
pub(super) fn book_here_ui(ui: &mut Ui, note: &BookNote) -> Vec<Command> {
    let mut commands = Vec::new();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr_args(
                "book-played-here",
                &[("move", note.played.numbered().into())],
            ))
            .italics(),
        );
        if ui
            .button(tr("book-back"))
            .on_hover_text(tr("book-back-hint"))
            .clicked()
        {
            commands.push(Command::ShowBookMove);
        }
    });
    commands
}

/// The book's moves from the position, one row each: the move, its weight, its chance of being
/// chosen, and the opening it leads to (wrapped to the panel's width).
fn book_moves_ui(
    ui: &mut Ui,
    moves: &[BookMove],
    chosen: &BookMove,
    built_in: bool,
    played_color: egui::Color32,
) {
    let count = moves.len();
    ui.label(RichText::new(tr_args("book-moves-heading", &[("count", count.into())])).strong());
    let playable_total: u64 = moves
        .iter()
        .filter(|m| m.playable)
        .map(|m| u64::from(m.weight))
        .sum();
    let chance = |m: &BookMove| -> String {
        if !m.playable || playable_total == 0 {
            return tr("book-never");
        }
        let percent = u64::from(m.weight) * 100 / playable_total;
        if percent == 0 {
            tr("book-under-one-percent")
        } else {
            tr_args("book-percent", &[("percent", percent.into())])
        }
    };
    let (weight_word, weight_hint) = if built_in {
        (tr("book-lines"), tr("book-lines-hint"))
    } else {
        (tr("book-weight"), tr("book-weight-hint"))
    };
    let (move_word, chance_word) = (tr("book-move"), tr("book-chance"));
    let chance_hint = tr("book-chance-hint");
    let body = egui::TextStyle::Body;
    let marker = "▶ ";
    let column = |header: &str, cells: &mut dyn Iterator<Item = String>| {
        cells
            .map(|cell| text_width(ui, &cell, &body))
            .fold(text_width(ui, header, &body), f32::max)
            + ui.spacing().item_spacing.x
    };
    // An unsound move is written with a question mark, the chess sign for a mistake.
    let written = |m: &BookMove| match m.unsound {
        Some(_) => format!("{}?", m.san),
        None => m.san.clone(),
    };
    let move_width = column(
        &move_word,
        &mut moves.iter().map(|m| format!("{marker}{}", written(m))),
    );
    let weight_width = column(&weight_word, &mut moves.iter().map(|m| m.weight.to_string()));
    let chance_width = column(&chance_word, &mut moves.iter().map(&chance));
    let weak = ui.visuals().weak_text_color();
    // The header row, then one row per move.
    let header = [
        RichText::new(move_word).weak(),
        RichText::new(weight_word).weak(),
        RichText::new(chance_word).weak(),
        RichText::new(tr("book-opening")).weak(),
    ];
    let mut rows: Vec<[RichText; 4]> = vec![header];
    for m in moves {
        let is_chosen = m.played == chosen.played;
        let name = m
            .opening
            .map_or_else(|| tr("book-no-opening"), ToString::to_string);
        let san = if is_chosen {
            format!("{marker}{}", written(m))
        } else {
            written(m)
        };
        let style = |text: String| {
            let text = RichText::new(text);
            if is_chosen {
                text.strong().color(played_color)
            } else if m.playable {
                text
            } else {
                text.color(weak)
            }
        };
        rows.push([
            style(san),
            style(m.weight.to_string()),
            style(chance(m)),
            style(name),
        ]);
    }
    // Each row's move says on hover why an unsound move is never played.
    let unsound_words: Vec<Option<String>> = moves
        .iter()
        .map(|m| {
            m.unsound
                .as_ref()
                .map(|unsound| tr_args("book-never-played", &[("why", unsound.words().into())]))
        })
        .collect();
    for (index, cells) in rows.into_iter().enumerate() {
        let hints = if index == 0 {
            [None, Some(weight_hint.as_str()), Some(chance_hint.as_str()), None]
        } else {
            let words = unsound_words.get(index - 1).and_then(Option::as_deref);
            [words, None, None, None]
        };
        cells_row(ui, cells, hints, [move_width, weight_width, chance_width]);
    }
    if moves.iter().any(|m| !m.playable) {
        let why = if !built_in {
            tr("book-never-file")
        } else {
            // Say only the reasons that apply here.
            let unsound = tr_args(
                "book-never-unsound",
                &[(
                    "pawns",
                    display_score(CHECK_MARGIN)
                        .trim_start_matches('+')
                        .to_owned()
                        .into(),
                )],
            );
            let rare = tr_args("book-never-rare", &[("percent", PLAYED_SHARE.into())]);
            let reasons = match (
                moves.iter().any(|m| m.unsound.is_some()),
                moves.iter().any(|m| !m.playable && m.unsound.is_none()),
            ) {
                (true, true) => tr_args(
                    "book-never-either",
                    &[("unsound", unsound.into()), ("rare", rare.into())],
                ),
                (true, false) => unsound,
                _ => rare,
            };
            tr_args("book-never-built-in", &[("reasons", reasons.into())])
        };
        ui.label(RichText::new(why).weak());
    }
}

/// Draws one row of the moves' table: three cells of the given widths (numbers to the right),
/// then the opening's name, wrapped to the width left.
fn cells_row(ui: &mut Ui, cells: [RichText; 4], hints: [Option<&str>; 4], widths: [f32; 3]) {
    let height = ui.text_style_height(&egui::TextStyle::Body);
    ui.horizontal_top(|ui| {
        let [first, second, third, name] = cells;
        for (index, cell) in [first, second, third].into_iter().enumerate() {
            let layout = if index == 0 {
                Layout::left_to_right(Align::Min)
            } else {
                Layout::right_to_left(Align::Min)
            };
            ui.allocate_ui_with_layout(vec2(widths[index], height), layout, |ui| {
                // The column's width whatever the cell holds, so the columns line up.
                ui.set_min_width(widths[index]);
                let response = ui.label(cell);
                if let Some(hint) = hints[index] {
                    response.on_hover_text(hint);
                }
            });
        }
        ui.add_space(ui.spacing().item_spacing.x);
        ui.add(egui::Label::new(name).wrap());
    });
}
