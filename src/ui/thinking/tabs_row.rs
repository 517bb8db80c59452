//! The row of tabs under the tree view: one per level's node array, then the evaluation, the
//! comparison and the iterations. It is always one row, however many levels there are: with
//! quiescence a search may have ten or more, and rows of tabs would take the tables' room.
//!
//! When the tabs with their names ("Level 2 · 400") do not fit, the levels shrink to their
//! numbers after one word: "Level 0 1 2 | q 3 4 5" (each still in its side's colour, its title
//! and size on hover); then the evaluation, the comparison and the iterations go behind one
//! button; then the levels become one chooser, "◀ Level 3 · 1,234 ▾ ▶".

use egui::{RichText, Ui};

use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::node_tables::level_title;
use crate::ui::node_words::horizon_words;
use crate::ui::palette::level_color;
use crate::ui::widgets::text_width;

use super::{PanelContext, ThinkingPanel, ViewTab};

impl ThinkingPanel {
    /// Draws the tabs in one row (the tree's first when `tree_tab`: there is no room for it
    /// above them); returns the tab chosen, `shown` unless one was clicked.
    pub(super) fn view_tabs_ui(
        &self,
        ui: &mut Ui,
        context: &PanelContext<'_>,
        shown: ViewTab,
        tree_tab: bool,
        code_tab: bool,
        commands: &mut Vec<Command>,
    ) -> ViewTab {
        let Some(stepper) = &self.stepper else {
            return shown;
        };
        let tree = stepper.tree();
        let mut chosen = shown;

        // The counts are in each table's header too; a short panel leaves them there.
        let with_counts = !context.compact && !stepper.hides_counts();
        let level_name = |level: usize| {
            let nodes = tree.levels()[level].nodes.len();
            if with_counts {
                tr_args(
                    "tabs-level-count",
                    &[("level", level.into()), ("count", nodes.into())],
                )
            } else {
                tr_args("tabs-level", &[("level", level.into())])
            }
        };
        let evaluation = match self.focus {
            Some(focus) => tr_args("tabs-evaluation-of", &[("san", tree.san_of(focus).into())]),
            None => tr("tabs-evaluation"),
        };
        let compare = tr("tabs-compare");
        let iterations = tr("tabs-iterations");
        let tree_word = tr("tabs-tree");
        let code_word = tr("tabs-code");
        let level_word = tr("tabs-level-word");
        let quiescence_word = tr("tabs-quiescence");
        let tab_width = |ui: &Ui, text: &str| {
            text_width(ui, text, &egui::TextStyle::Button) + ui.spacing().button_padding.x * 2.0
        };
        let spacing = ui.spacing().item_spacing.x;
        let levels = tree.levels().len();
        let quiescence = levels > tree.depth();
        // The other tabs than the levels': the tree's (first), then the evaluation, the
        // comparison and the iterations (after a line).
        let others: Vec<(ViewTab, &str)> = [
            (tree.chess_root().is_some() || crate::ui::thinking::small_root(tree).is_some())
                .then_some((ViewTab::Evaluation, evaluation.as_str())),
            ((tree.chess_root().is_some() || crate::ui::thinking::small_root(tree).is_some())
                && !self.lesson_mode)
                .then_some((ViewTab::Compare, compare.as_str())),
            self.deepening
                .is_some()
                .then_some((ViewTab::Iterations, iterations.as_str())),
        ]
        .into_iter()
        .flatten()
        .collect();
        let widths = |texts: &mut dyn Iterator<Item = String>| {
            texts.map(|text| tab_width(ui, &text) + spacing).sum::<f32>()
        };
        let fixed = if tree_tab { tab_width(ui, &tree_word) + spacing } else { 0.0 }
            + if code_tab { tab_width(ui, &code_word) + spacing } else { 0.0 }
            // The line between the levels and the rest.
            + spacing * 3.0;
        // The word before the quiescence levels, as each way of showing them writes it.
        let horizon = |word: &str| {
            if quiescence {
                tab_width(ui, word) + spacing
            } else {
                0.0
            }
        };
        let named_levels = widths(&mut (0..levels).map(level_name)) + horizon(&quiescence_word);
        let numbered_levels = widths(&mut (0..levels).map(|level| level.to_string()))
            + tab_width(ui, &level_word)
            + horizon("| q");
        let others_width = widths(&mut others.iter().map(|(_, text)| (*text).to_owned()));
        let room = ui.available_width();
        // The "More" button as wide as the widest name it may take.
        let more = [
            ViewTab::Evaluation,
            ViewTab::Compare,
            ViewTab::Iterations,
            ViewTab::Tree,
        ]
        .into_iter()
        .map(|tab| tab_width(ui, &format!("{} ▾", short_name(tab))))
        .fold(0.0, f32::max)
            + spacing;
        let fit = if fixed + named_levels + others_width <= room {
            Fit::Named
        } else if fixed + numbered_levels + others_width <= room {
            Fit::Numbered
        } else if fixed + numbered_levels + more <= room {
            Fit::NumberedWithMore
        } else {
            Fit::Chooser
        };

        // The chooser names its level with the count only where that fits too.
        let chooser_width = |name: &dyn Fn(usize) -> String| {
            let widest = (0..levels)
                .map(|level| tab_width(ui, &format!("{} ▾", name(level))))
                .fold(0.0, f32::max);
            fixed + widest + tab_width(ui, "◀") + tab_width(ui, "▶") + spacing * 3.0 + more
        };
        let counted_chooser = chooser_width(&level_name) <= room;
        let chooser_name = |level: usize| {
            if counted_chooser {
                level_name(level)
            } else {
                tr_args("tabs-level", &[("level", level.into())])
            }
        };

        // One row; only where not even the chooser fits (a very narrow panel) does it wrap,
        // rather than reach past the panel's edge.
        ui.horizontal_wrapped(|ui| {
            ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
            if tree_tab {
                ui.selectable_value(&mut chosen, ViewTab::Tree, tree_word.as_str())
                    .on_hover_text(tr("tabs-tree-hint"));
            }
            if code_tab {
                ui.selectable_value(&mut chosen, ViewTab::Code, code_word.as_str())
                    .on_hover_text(tr("tabs-code-hint"));
            }
            let numbers_only = fit != Fit::Named;
            if fit == Fit::Chooser {
                self.level_chooser_ui(ui, &chooser_name, &mut chosen);
            } else if numbers_only {
                ui.label(level_word.as_str());
            }
            for level in (0..levels).filter(|_| fit != Fit::Chooser) {
                if level == tree.depth() {
                    // The levels beyond the depth are quiescence search's: said once,
                    // before them.
                    let word = if numbers_only {
                        "| q"
                    } else {
                        quiescence_word.as_str()
                    };
                    ui.weak(word).on_hover_text(horizon_words(tree));
                }
                let color = level_color(tree, level, ui.visuals().dark_mode);
                let name = level_name(level);
                let text = if numbers_only {
                    level.to_string()
                } else {
                    name.clone()
                };
                // A chosen level's tab is filled with a tint of its own colour, not the
                // theme's.
                ui.scope(|ui| {
                    ui.visuals_mut().selection.bg_fill = color.gamma_multiply(0.25);
                    ui.visuals_mut().selection.stroke.color = color;
                    let response = ui
                        .selectable_value(
                            &mut chosen,
                            ViewTab::Level(level),
                            RichText::new(text).color(color),
                        )
                        .on_hover_text(format!("{name}: {}", level_title(tree, level)));
                    // Named in full for screen readers (and tests), whatever it shows.
                    let selected = chosen == ViewTab::Level(level);
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, selected, &name)
                    });
                });
            }
            if others.is_empty() {
                return;
            }
            ui.separator();
            if matches!(fit, Fit::NumberedWithMore | Fit::Chooser) {
                // The other tabs behind one button, named after the one shown.
                let title = others
                    .iter()
                    .find(|(tab, _)| *tab == chosen)
                    .map_or_else(|| tr("tabs-more"), |(tab, _)| short_name(*tab));
                ui.menu_button(format!("{title} ▾"), |ui| {
                    self.other_tabs_ui(ui, &others, shown, &mut chosen, commands);
                })
                .response
                .on_hover_text(tr("tabs-more-hint"));
            } else {
                self.other_tabs_ui(ui, &others, shown, &mut chosen, commands);
            }
        });
        chosen
    }

    /// The levels as one chooser, where not even their numbers fit in a row: ◀ and ▶ step
    /// through them, the middle button opens the list (each in its side's colour).
    fn level_chooser_ui(&self, ui: &mut Ui, level_name: &dyn Fn(usize) -> String, chosen: &mut ViewTab) {
        let Some(stepper) = &self.stepper else { return };
        let tree = stepper.tree();
        let levels = tree.levels().len();
        let dark_mode = ui.visuals().dark_mode;
        let current = match *chosen {
            ViewTab::Level(level) => Some(level),
            _ => None,
        };
        let shown = current.unwrap_or(0);
        if ui
            .add_enabled(current.is_some_and(|level| level > 0), egui::Button::new("◀"))
            .on_hover_text(tr("tabs-level-above"))
            .clicked()
        {
            *chosen = ViewTab::Level(shown.saturating_sub(1));
        }
        let title = match current {
            Some(level) => {
                RichText::new(format!("{} ▾", level_name(level))).color(level_color(tree, level, dark_mode))
            }
            None => RichText::new(format!("{} ▾", tr("tabs-level-word"))),
        };
        ui.menu_button(title, |ui| {
            for level in 0..levels {
                if level == tree.depth() {
                    ui.weak(tr("tabs-quiescence")).on_hover_text(horizon_words(tree));
                }
                let color = level_color(tree, level, dark_mode);
                if ui
                    .selectable_value(
                        chosen,
                        ViewTab::Level(level),
                        RichText::new(level_name(level)).color(color),
                    )
                    .on_hover_text(level_title(tree, level))
                    .clicked()
                {
                    ui.close();
                }
            }
        })
        .response
        .on_hover_text(tr("tabs-level-choose"));
        if ui
            .add_enabled(
                current.is_none_or(|level| level + 1 < levels),
                egui::Button::new("▶"),
            )
            .on_hover_text(tr("tabs-level-below"))
            .clicked()
        {
            *chosen = ViewTab::Level(current.map_or(0, |level| level + 1));
        }
    }

    /// The tabs after the levels': the evaluation, the comparison, the iterations.
    fn other_tabs_ui(
        &self,
        ui: &mut Ui,
        others: &[(ViewTab, &str)],
        shown: ViewTab,
        chosen: &mut ViewTab,
        commands: &mut Vec<Command>,
    ) {
        for &(tab, text) in others {
            match tab {
                ViewTab::Compare => {
                    if ui
                        .selectable_label(shown == ViewTab::Compare, text)
                        .on_hover_text(tr("tabs-compare-hint"))
                        .clicked()
                    {
                        if self.comparison.is_none() {
                            commands.push(Command::CompareAlgorithms);
                        }
                        *chosen = ViewTab::Compare;
                    }
                }
                ViewTab::Evaluation => {
                    ui.selectable_value(chosen, tab, text)
                        .on_hover_text(tr("tabs-evaluation-hint"));
                }
                _ => {
                    ui.selectable_value(chosen, tab, text)
                        .on_hover_text(tr("tabs-iterations-hint"));
                }
            }
        }
    }
}

/// How much of the tab row fits in one line: the levels by name, by number, and the other tabs
/// behind one button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fit {
    /// "Level 0 · 20", "Level 1 · 400", … and every other tab.
    Named,
    /// "Level 0 1 2 | q 3 4" and every other tab.
    Numbered,
    /// "Level 0 1 2 | q 3 4" and "More ▾" for the others.
    NumberedWithMore,
    /// "◀ Level 3 · 1,234 ▾ ▶" and "More ▾" for the others.
    Chooser,
}

/// The name of a tab behind the "More" button.
fn short_name(tab: ViewTab) -> String {
    tr(match tab {
        ViewTab::Evaluation => "tabs-evaluation",
        ViewTab::Compare => "tabs-compare",
        ViewTab::Iterations => "tabs-iterations",
        ViewTab::Tree | ViewTab::Level(_) | ViewTab::Code => "tabs-more",
    })
}
