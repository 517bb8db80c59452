//! The thinking panel's header: what was searched, the stepper and its sentence, the legend.

use std::sync::Arc;

use egui::{Color32, FontId, RichText, Sense, Ui, vec2};

use crate::engine::tree::{BoardKind, SearchTree};
use crate::engine::words::capitalised;
use crate::shell::i18n::{number, tr, tr_args};
use crate::ui::command::Command;
use crate::ui::names::{
    algorithm_name, counts_named, duration_named, plies_named, search_named, techniques_named,
};
use crate::ui::palette::{chooser_color, legend_ui, level_color, neutral};

use super::book_panel::{book_here_ui, book_panel_ui};
use super::notices::{notice_ui, search_notices};
use super::tabs::iteration_chooser_ui;
use super::{PanelContext, ThinkingPanel};

impl ThinkingPanel {
    /// Draws the panel's header: heading, progress, summary, the stepper and its sentence, and
    /// the legend with the code's toggle.
    pub fn header_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>) -> Vec<Command> {
        let mut commands = self.header_top_ui(ui, context);
        commands.extend(self.legend_row_ui(ui, context));
        commands
    }

    /// Draws all of the header but its last row (see [`Self::legend_row_ui`]): the heading,
    /// progress, summary, the stepper and its sentence. A panel whose header scrolls draws the
    /// last row outside the scrolled part, so the code's toggle is never cut.
    pub fn header_top_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        // In a narrow or short panel the heading takes the body's size, so it stays on one line.
        // Over a game's search the one-line summary is the heading: the views get the room.
        let narrow = ui.available_width() < ui.text_style_height(&egui::TextStyle::Body) * 22.0;
        let game_search = self.stepper.is_some() && !self.lesson_mode;
        // After a book move, what the book played is the heading (see `book_panel`).
        let book_instead = self.stepper.is_none() && context.notes.book.is_some();
        // In a short window a lesson's search needs its lines for the stepper and its sentence:
        // the summary's first words ("Alpha-beta, depth 3") say what the panel shows.
        let short_lesson = context.compact && self.lesson_mode && self.stepper.is_some();
        if !game_search && !book_instead && !short_lesson {
            if narrow || context.compact {
                ui.label(RichText::new(tr("thinking-heading")).strong());
            } else {
                ui.heading(tr("thinking-heading"));
            }
        }
        if let Some(progress) = context.running {
            ui.label(RichText::new(tr("thinking-running")).strong());
            if let Some(chosen) = progress.fallback_from {
                let named = |settings: &crate::engine::settings::SearchSettings| {
                    search_named(settings.algorithm, settings.techniques, settings.depth)
                };
                ui.label(tr_args(
                    "thinking-fallback",
                    &[
                        ("chosen", capitalised(&named(&chosen)).into()),
                        ("now", named(&progress.settings).into()),
                    ],
                ));
            }
            let counts = progress.levels();
            // While searching the levels' sides are not known here: one neutral colour.
            let colors = vec![neutral(ui.visuals().dark_mode); counts.len()];
            level_bars_ui(ui, counts, &colors, progress.settings.depth);
            ui.label(format!(
                "{} s",
                crate::shell::i18n::decimal(progress.elapsed.as_secs_f64(), 1)
            ));
            ui.separator();
        }
        let Some(stepper) = &self.stepper else {
            // After a book move there is no tree: the panel says what the book played instead.
            if let Some(book) = &context.notes.book {
                // No tree needs the room: the headline keeps the heading's size unless the panel
                // is narrow; in a short window the book's moves get the sentence's rows.
                let searching = context.running.is_some();
                commands.extend(book_panel_ui(ui, book, searching, !narrow, !context.compact));
            } else if context.running.is_none() {
                ui.label(tr("thinking-empty"));
                if ui
                    .button(tr("thinking-think-here"))
                    .on_hover_text(tr("thinking-think-here-hint"))
                    .clicked()
                {
                    commands.push(Command::ThinkHere);
                }
            }
            return commands;
        };
        let tree = Arc::clone(stepper.tree());
        // A tree opened from a file says so over its replay. Its own panel does too, but beside
        // the board (Play) or under the stepper (Study), not over this header.
        if let Some(opened) = self.opened.as_ref().filter(|_| context.studying.is_some()) {
            super::opened::opened_heading_ui(ui, opened);
        }
        // What is worth a word about the search shown, one line each (the whole search, not
        // the iteration replayed, is what the settings and the board are compared with).
        let searched = self.deepening.as_ref().unwrap_or(&tree);
        if let Some(book) = context.notes.book.as_ref().filter(|book| book.studied_here) {
            commands.extend(book_here_ui(ui, book));
        }
        for notice in search_notices(context.notes, searched) {
            if !self.closed_notices.contains(&notice.full) {
                notice_ui(ui, &notice, &mut self.closed_notices, &mut commands);
            }
        }

        // In a lesson the class is asked what the search will choose: the summary keeps the
        // answer back until the replay reaches the end.
        let held_back = self.choice_held_back();
        let counts = if stepper.hides_counts() {
            ShownCounts::Hidden
        } else {
            match stepper.counts_so_far() {
                // A lesson's header counts what the replay has reached; the totals come at the
                // end, or when a question about them has been answered.
                Some((searched, evaluated))
                    if stepper.step() != stepper.replay().last_step() && !self.lesson_totals =>
                {
                    ShownCounts::SoFar { searched, evaluated }
                }
                _ => ShownCounts::Totals,
            }
        };
        if self.lesson_mode {
            // A lesson's header is part of its story: what the search is, and so far.
            summary_ui(ui, &tree, held_back, counts, context.compact);
        } else {
            // One line that opens on a click: the views below get the height.
            let line = summary_line(&tree, held_back.is_none(), &counts);
            let arrow = if self.summary_open { "▼" } else { "▶" };
            let color = chooser_color(tree.root_backup(), ui.visuals().dark_mode);
            let clicked = ui
                .add(
                    egui::Label::new(RichText::new(format!("{arrow} {line}")).strong().color(color))
                        .sense(Sense::click()),
                )
                .on_hover_text(tr(if self.summary_open {
                    "thinking-fold-hint"
                } else {
                    "thinking-unfold-hint"
                }))
                .clicked();
            if clicked {
                self.summary_open = !self.summary_open;
            }
            if self.summary_open {
                summary_ui(ui, &tree, held_back, counts, false);
            }
        }
        // Iterative deepening: any iteration can be replayed (a lesson's replay stays on the tree
        // its steps count in).
        if let Some(deepening) = &self.deepening
            && !self.lesson_mode
            && let Some(iteration) = iteration_chooser_ui(ui, deepening, self.shown_iteration())
        {
            commands.push(Command::ShowIteration(iteration));
        }
        // An abstract tree has no position to think about, and neither has a practice tree or
        // Predict's (the game waits meanwhile).
        if !self.lesson_mode && tree.chess_root().is_some() && context.notes.game_search {
            ui.horizontal_wrapped(|ui| {
                // During a game, the layout that gives the search the window, and the way back.
                if let Some(studying) = context.studying {
                    let (text, hover) = if studying {
                        ("thinking-back-to-board", "thinking-back-to-board-hint")
                    } else {
                        ("thinking-study", "thinking-study-hint")
                    };
                    if ui.button(tr(text)).on_hover_text(tr(hover)).clicked() {
                        commands.push(Command::ToggleStudy);
                    }
                }
                // While the computer thinks, S waits for it: so does the button.
                if ui
                    .add_enabled(
                        context.running.is_none(),
                        egui::Button::new(tr("thinking-think-here")),
                    )
                    .on_hover_text(tr("thinking-think-here-hint"))
                    .clicked()
                {
                    commands.push(Command::ThinkHere);
                }
                // An abstract tree has no chess position to search again; in a short panel
                // the comparison is a tab below.
                if tree.chess_root().is_some()
                    && !context.compact
                    && ui
                        .button(tr("thinking-compare"))
                        .on_hover_text(tr("thinking-compare-hint"))
                        .clicked()
                {
                    commands.push(Command::CompareAlgorithms);
                }
            });
        }
        ui.separator();

        // The stepper and what the current step does, in words.
        // A lesson sets the replay's order itself; its stepper offers only the steps.
        commands.extend(
            stepper
                .controls_ui(ui, !self.lesson_mode, context.compact)
                .into_iter()
                .map(Command::Step),
        );
        let narration = stepper.narration();
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Room for three lines, so the views below do not jump as sentences change length.
            // A lesson's sentences are longer; a game's replay keeps its views' height.
            let lines = if context.compact || !self.lesson_mode {
                2.4
            } else {
                3.3
            };
            ui.set_min_height(ui.text_style_height(&egui::TextStyle::Body) * lines);
            ui.label(RichText::new(narration));
        });
        commands
    }

    /// Draws the header's last row: the legend of MAX and MIN, the code's toggle and whether the
    /// board follows the replay (nothing before a search).
    pub fn legend_row_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let Some(stepper) = &self.stepper else {
            return commands;
        };
        let tree = Arc::clone(stepper.tree());
        ui.horizontal_wrapped(|ui| {
            // The short legend when the long one would take a row of its own.
            let short =
                context.compact || ui.available_width() < ui.text_style_height(&egui::TextStyle::Body) * 48.0;
            legend_ui(ui, &tree, short);
            let (text, hover) = if context.code.open {
                ("thinking-hide-code", "thinking-hide-code-hint")
            } else {
                ("thinking-show-code", "thinking-show-code-hint")
            };
            if ui
                .selectable_label(context.code.open, tr(text))
                .on_hover_text(tr(hover))
                .clicked()
            {
                commands.push(Command::ToggleCode);
            }
            // In a short panel the choice stays in the Settings menu.
            if tree.chess_root().is_some() && !context.compact {
                let mut follows = context.board_follows;
                if ui
                    .checkbox(&mut follows, tr("thinking-board-follows"))
                    .on_hover_text(tr("thinking-board-follows-hint"))
                    .changed()
                {
                    commands.push(Command::SetBoardFollows(follows));
                }
            }
        });
        commands
    }

    /// Says (as a message id) until when the search's choice (its best move and value) is kept
    /// back, in a lesson:
    /// until a question's answer is revealed, or until the replay's end; `None` when it may be
    /// shown.
    pub(super) fn choice_held_back(&self) -> Option<&'static str> {
        let stepper = self.stepper.as_ref()?;
        if stepper.hides_choice() {
            Some("thinking-held-until-reveal")
        } else if self.lesson_mode && stepper.step() != stepper.replay().last_step() {
            Some("thinking-held-until-end")
        } else {
            None
        }
    }
}

/// The counts the header shows.
enum ShownCounts {
    /// None: a lesson's question asks for one.
    Hidden,
    /// What a lesson's replay has reached so far.
    SoFar {
        /// Positions searched up to the step shown.
        searched: usize,
        /// Leaves evaluated up to the step shown.
        evaluated: usize,
    },
    /// The whole search's.
    Totals,
}

/// Time, the counts, best move, value, principal variation and the nodes per level (folded
/// away when `compact`). A lesson may keep back the choice (`held_back` says until when) and
/// the counts (`counts`: hidden while a question waits, so far until the replay's end).
fn summary_ui(ui: &mut Ui, tree: &SearchTree, held_back: Option<&str>, counts: ShownCounts, compact: bool) {
    let show_choice = held_back.is_none();
    let color = chooser_color(tree.root_backup(), ui.visuals().dark_mode);
    let value_hint = tr("summary-value-hint");
    let totals = tree.counts();
    let show_counts = matches!(counts, ShownCounts::Totals);
    if compact {
        // One paragraph: the search, and its choice when it may be shown.
        ui.horizontal_wrapped(|ui| {
            let search = ("search", searched_with(tree).into());
            let depth = ("depth", tree.depth().into());
            let text = match counts {
                ShownCounts::Totals => tr_args(
                    "summary-compact-totals",
                    &[
                        search,
                        depth,
                        ("searched", totals.searched.into()),
                        ("evaluated", totals.evaluated.into()),
                    ],
                ),
                ShownCounts::SoFar { searched, evaluated } => tr_args(
                    "summary-compact-so-far",
                    &[
                        search,
                        depth,
                        ("searched", searched.into()),
                        ("evaluated", evaluated.into()),
                    ],
                ),
                ShownCounts::Hidden => tr_args("summary-compact", &[search, depth]),
            };
            ui.label(text).on_hover_text(tr("counts-hint"));
            if show_choice {
                ui.label(
                    RichText::new(tr_args(
                        "summary-best-short",
                        &[
                            ("san", best_move_words(tree).into()),
                            ("value", tree.display_value(tree.root_value()).into()),
                        ],
                    ))
                    .strong()
                    .color(color),
                )
                .on_hover_text(&value_hint);
            }
        });
    } else {
        let done = match counts {
            ShownCounts::Totals => counts_named(&totals),
            ShownCounts::SoFar { searched, evaluated } => tr_args(
                "summary-so-far",
                &[("searched", searched.into()), ("evaluated", evaluated.into())],
            ),
            ShownCounts::Hidden => tr("summary-counts-wait"),
        };
        ui.label(tr_args(
            "summary-full",
            &[
                ("search", searched_with(tree).into()),
                ("plies", plies_named(tree.depth()).into()),
                ("time", duration_named(tree.total_elapsed()).into()),
                ("counts", done.into()),
            ],
        ))
        .on_hover_text(tr("counts-hint"));
        if show_choice {
            let line: Vec<String> = tree
                .principal_variation()
                .into_iter()
                .map(|id| tree.san_of(id))
                .collect();
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(tr_args(
                        "summary-best",
                        &[
                            ("san", best_move_words(tree).into()),
                            ("value", tree.display_value(tree.root_value()).into()),
                        ],
                    ))
                    .strong()
                    .color(color),
                )
                .on_hover_text(&value_hint);
                ui.label(tr_args("summary-line", &[("line", line.join(" ").into())]));
            });
        } else if let Some(until) = held_back {
            ui.label(RichText::new(tr(until)).strong());
        }
    }
    // Aspiration windows: how the root's windows came out (they tell the value's side, so
    // they wait with the choice, and each try's nodes, so they wait with the counts).
    if show_choice
        && show_counts
        && let Some(words) = aspiration_words(tree)
    {
        ui.label(words).on_hover_text(tr("technique-aspiration-hint"));
    }
    // The growth of the levels is the point in a game; a drawn tree has a handful of nodes.
    if tree.game().labels().is_some() || !show_counts {
        return;
    }
    if compact {
        egui::CollapsingHeader::new(tr("summary-nodes-per-level"))
            .id_salt("nodes-per-level")
            .default_open(false)
            .show(ui, |ui| {
                level_bars_ui(ui, &tree.nodes_per_level(), &level_colors(ui, tree), tree.depth())
            });
    } else {
        let colors = level_colors(ui, tree);
        level_bars_ui(ui, &tree.nodes_per_level(), &colors, tree.depth());
    }
}

/// Aspiration windows in a line: every search of the root, its window, how it came out (failed
/// low, failed high, held the value) and its nodes; `None` for a search without them.
fn aspiration_words(tree: &SearchTree) -> Option<String> {
    let attempts = tree.aspiration_attempts();
    if attempts.is_empty() {
        return None;
    }
    let each: Vec<String> = attempts
        .iter()
        .map(|attempt| crate::shell::i18n::said(&crate::engine::replay::attempt_said(tree, attempt)))
        .collect();
    Some(tr_args(
        "summary-aspiration",
        &[
            ("tries", attempts.len().into()),
            ("attempts", each.join("; ").into()),
        ],
    ))
}

/// The search in one line: the algorithm, the depth, how many positions it searched and, when
/// it may be shown, its choice.
fn summary_line(tree: &SearchTree, show_choice: bool, counts: &ShownCounts) -> String {
    let searched = match counts {
        ShownCounts::Totals => tr_args(
            "summary-line-positions",
            &[("count", tree.counts().searched.into())],
        ),
        ShownCounts::SoFar { searched, .. } => {
            tr_args("summary-line-so-far", &[("count", (*searched).into())])
        }
        ShownCounts::Hidden => String::new(),
    };
    let choice = if show_choice {
        tr_args(
            "summary-line-best",
            &[
                ("san", best_move_words(tree).into()),
                ("value", tree.display_value(tree.root_value()).into()),
            ],
        )
    } else {
        String::new()
    };
    let head = tr_args(
        "summary-compact",
        &[
            ("search", searched_with(tree).into()),
            ("depth", tree.depth().into()),
        ],
    );
    // The compact sentence without its full stop, then the parts, each " · …".
    format!("{}{searched}{choice}", head.trim_end_matches('.'))
}

/// The move the search chose, in words: a chess move in SAN (`e4`), a cell or a column of a
/// small game named as such ("cell 1", "column 4": a bare number beside the value read as two
/// numbers), a drawn tree's label.
fn best_move_words(tree: &SearchTree) -> String {
    let name = tree.san_of(tree.best());
    match tree.game().board() {
        BoardKind::Grid { drops: true, .. } => tr_args("summary-move-column", &[("column", name.into())]),
        BoardKind::Grid { drops: false, .. } => tr_args("summary-move-cell", &[("cell", name.into())]),
        BoardKind::Chess | BoardKind::None => name,
    }
}

/// The tree's algorithm with the techniques it used: "Alpha-beta with quiescence".
fn searched_with(tree: &SearchTree) -> String {
    // Minimax on a tree of three or more players' tuples is max^n, as its lesson names it.
    let algorithm = if tree.players() > 2 {
        tr("algorithm-maxn")
    } else {
        algorithm_name(tree.algorithm())
    };
    let techniques = techniques_named(tree.techniques());
    if techniques.is_empty() {
        algorithm
    } else {
        tr_args(
            "play-algorithm-with",
            &[("algorithm", algorithm.into()), ("techniques", techniques.into())],
        )
    }
}

/// The most quiescence levels the bars show one by one; beyond them the rest share one bar.
const QUIESCENCE_BARS: usize = 3;

/// Nodes per level as bars on a logarithmic scale: each level is many times the one above,
/// and that exponential growth is the lesson. Levels from `depth` on are quiescence search's:
/// they come after a line saying so, their bars outlined rather than filled; past the first
/// few, the rest share one bar ("levels 6–10"), so that the header stays short.
fn level_bars_ui(ui: &mut Ui, counts: &[usize], colors: &[Color32], depth: usize) {
    let neutral_color = neutral(ui.visuals().dark_mode);
    let color_of = |level: usize| colors.get(level).copied().unwrap_or(neutral_color);
    // (label, count, colour, beyond the depth)
    let mut bars: Vec<(String, usize, Color32, bool)> = counts
        .iter()
        .enumerate()
        .take(depth)
        .map(|(level, &count)| (level_word(level), count, color_of(level), false))
        .collect();
    let beyond = counts.get(depth..).unwrap_or_default();
    let one_by_one = if beyond.len() > QUIESCENCE_BARS {
        QUIESCENCE_BARS - 1
    } else {
        beyond.len()
    };
    for (offset, &count) in beyond.iter().enumerate().take(one_by_one) {
        let level = depth + offset;
        bars.push((level_word(level), count, color_of(level), true));
    }
    if beyond.len() > one_by_one {
        let first = depth + one_by_one;
        let label = tr_args(
            "header-levels-from-to",
            &[("first", first.into()), ("last", (counts.len() - 1).into())],
        );
        bars.push((label, beyond[one_by_one..].iter().sum(), neutral_color, true));
    }

    let max = bars.iter().map(|bar| bar.1).max().unwrap_or(1).max(10) as f32;
    let text_size = egui::TextStyle::Small.resolve(ui.style()).size;
    let font = FontId::proportional(text_size);
    let row_height = text_size + 4.0;
    let width = ui.available_width();
    let divider = usize::from(!beyond.is_empty());
    let (rect, response) = ui.allocate_exact_size(
        vec2(width, row_height * (bars.len() + divider) as f32),
        Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    let widest_label = bars
        .iter()
        .map(|bar| crate::ui::widgets::font_width(ui, &bar.0, font.clone()))
        .fold(text_size * 4.0, f32::max);
    let label_width = widest_label + text_size * 0.5;
    let number_width = text_size * 6.0;
    let bar_space = (width - label_width - number_width).max(30.0);
    let text_color = ui.visuals().text_color();
    if !beyond.is_empty() {
        painter.text(
            egui::pos2(rect.left(), rect.top() + row_height * (depth as f32 + 0.5)),
            egui::Align2::LEFT_CENTER,
            tr("header-beyond-depth"),
            font.clone(),
            ui.visuals().weak_text_color(),
        );
    }
    for (row, (label, count, color, quiescence)) in bars.iter().enumerate() {
        let top = rect.top() + row_height * (row + usize::from(*quiescence) * divider) as f32;
        painter.text(
            egui::pos2(rect.left(), top + row_height / 2.0),
            egui::Align2::LEFT_CENTER,
            label,
            font.clone(),
            text_color,
        );
        let fraction = (((*count).max(1) as f32).ln() / max.ln()).clamp(0.02, 1.0);
        let bar = egui::Rect::from_min_size(
            egui::pos2(rect.left() + label_width, top + 2.0),
            vec2(bar_space * fraction, row_height - 4.0),
        );
        // Each bar in the colour of the side choosing in that level's positions.
        if *quiescence {
            painter.rect_filled(bar, 2.0, color.gamma_multiply(0.3));
            painter.rect_stroke(bar, 2.0, egui::Stroke::new(1.5, *color), egui::StrokeKind::Inside);
        } else {
            painter.rect_filled(bar, 2.0, color.gamma_multiply(0.85));
        }
        painter.text(
            egui::pos2(bar.right() + 6.0, top + row_height / 2.0),
            egui::Align2::LEFT_CENTER,
            number(*count as u64),
            font.clone(),
            text_color,
        );
    }
    let hint = if beyond.is_empty() {
        tr("header-levels-hint")
    } else {
        let each: Vec<String> = beyond
            .iter()
            .enumerate()
            .map(|(offset, count)| {
                tr_args(
                    "header-level-count",
                    &[("level", (depth + offset).into()), ("count", (*count).into())],
                )
            })
            .collect();
        tr_args("header-levels-hint-beyond", &[("levels", each.join(", ").into())])
    };
    response.on_hover_text(hint);
}

/// A level's name beside its bar: "level 3".
fn level_word(level: usize) -> String {
    tr_args("header-level", &[("level", level.into())])
}

/// The colour of each level: the side choosing in its positions (see [`crate::ui::palette`]).
fn level_colors(ui: &Ui, tree: &SearchTree) -> Vec<Color32> {
    (0..tree.levels().len())
        .map(|level| level_color(tree, level, ui.visuals().dark_mode))
        .collect()
}
