//! The MCTS node arrays, one table per level (NodesAnalysis0, 1, …): each node's number, its
//! parent, its move, N, W, W/N and UCB as they stand at the replay's step. Only the nodes that
//! exist at the step are rows, so a node appears in its table at its expand phase and goes
//! again when the replay steps back past it; the lit path's rows are highlighted and the lit
//! row is scrolled into view.

use egui::{Align, RichText, Ui};
use egui_extras::{Column, TableBuilder};

use crate::engine::mcts::replay::number;
use crate::engine::tree::NodeId;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::mcts::view::{MctsView, ViewAction};
use crate::ui::palette::pv_color;

/// The columns' titles and what each means (the header's hover), as ids of the catalogue.
const COLUMNS: [(&str, &str); 7] = [
    ("mcts-col-n", "mcts-col-n-hint"),
    ("table-parent", "mcts-col-parent-hint"),
    ("table-move", "mcts-col-move-hint"),
    ("mcts-col-visits", "mcts-col-visits-hint"),
    ("mcts-col-total", "mcts-col-total-hint"),
    ("mcts-col-mean", "mcts-col-mean-hint"),
    ("mcts-col-ucb", "mcts-col-ucb-hint"),
];

/// Draws the row of level tabs and the shown level's table in the height left; returns what
/// was asked (another level).
pub fn tables_ui(ui: &mut Ui, view: &MctsView) -> Vec<ViewAction> {
    let mut actions = Vec::new();
    let tree = view.tree();
    let shown = view.shown_level();
    let levels = tree.levels().len();
    ui.horizontal_wrapped(|ui| {
        for level in 0..levels {
            let existing = view.existing_in_level(level);
            if existing == 0 && level != shown {
                continue;
            }
            // The data model's name, as the code and Huo Chess write it, in every language.
            let text = format!(
                "NodesAnalysis{level} ({})",
                crate::shell::i18n::number(existing as u64)
            );
            if ui
                .selectable_label(level == shown, text)
                .on_hover_text(tr_args(
                    "mcts-level-hint",
                    &[("level", level.into()), ("plies", (level + 1).into())],
                ))
                .clicked()
            {
                actions.push(ViewAction::ShowLevel(level));
            }
        }
    });
    let rows = view.existing_in_level(shown);
    if rows == 0 {
        ui.weak(tr("mcts-level-empty"));
        return actions;
    }
    // The table's header takes a row of the height left.
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let height = (ui.available_height() - row_height - ui.spacing().item_spacing.y * 2.0).max(row_height);
    level_table_ui(ui, view, shown, rows, height);
    actions
}

/// One level's table: `rows` rows (the nodes that exist at the step), scrolled to the lit row.
fn level_table_ui(ui: &mut Ui, view: &MctsView, level: usize, rows: usize, height: f32) {
    let tree = view.tree();
    let snapshot = view.snapshot();
    let lit = view.lit();
    let lit_here = lit.iter().find(|id| id.level == level).copied();
    let dark = ui.visuals().dark_mode;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let digit = crate::ui::widgets::text_width(ui, "0", &egui::TextStyle::Body);
    let mut table = TableBuilder::new(ui)
        .id_salt(("mcts-table", level))
        .striped(true)
        .max_scroll_height(height)
        .min_scrolled_height(height.min(row_height * rows as f32))
        .column(Column::exact(digit * 6.0))
        .column(Column::exact(digit * 6.0))
        .column(Column::exact(digit * 8.0).clip(true))
        .column(Column::exact(digit * 6.0))
        .column(Column::exact(digit * 7.0))
        .column(Column::exact(digit * 5.0))
        .column(Column::remainder().at_least(digit * 5.0));
    if let Some(id) = lit_here
        && view.scroll_pending
    {
        table = table.scroll_to_row(id.index as usize, Some(Align::Center));
    }
    table
        .header(row_height, |mut header| {
            for (title, hint) in COLUMNS {
                header.col(|ui| {
                    ui.label(RichText::new(tr(title)).strong())
                        .on_hover_text(tr(hint));
                });
            }
        })
        .body(|body| {
            body.rows(row_height, rows, |mut row| {
                let id = NodeId::new(level, row.index() as u32);
                if tree.get(id).is_none() {
                    return;
                }
                let is_lit = lit.contains(&id);
                let visits = snapshot.visits_of(id);
                let total = snapshot.total_of(id);
                let parent = tree.parent_of(id);
                let parent_visits = parent.map_or(snapshot.root_visits, |p| snapshot.visits_of(p));
                let ucb = tree.ucb(tree.chooser(parent), parent_visits, visits, total);
                // While a lesson's question waits, what it asks stays "?" until Reveal: every N
                // and W when it asks which move is played, the path's W when it asks the result.
                let kept = String::from("?");
                let hides_total = view.hides_total_of(Some(id));
                let cells = [
                    (row.index() + 1).to_string(),
                    parent.map_or_else(|| tr("node-root"), |p| (p.index + 1).to_string()),
                    tree.name_of(id),
                    if view.hides_visits() {
                        kept.clone()
                    } else {
                        visits.to_string()
                    },
                    if hides_total { kept.clone() } else { number(total) },
                    if hides_total {
                        kept.clone()
                    } else if visits == 0 {
                        String::from("–")
                    } else {
                        number(total / f64::from(visits))
                    },
                    // While a lesson's question waits, the UCB column is what the class works
                    // out: kept back until Reveal.
                    if view.keeps_secret() { kept } else { number(ucb) },
                ];
                for cell in cells {
                    row.col(|ui| {
                        if is_lit {
                            ui.painter().rect_filled(
                                ui.max_rect().expand(2.0),
                                0.0,
                                pv_color(dark).gamma_multiply(0.35),
                            );
                        }
                        let text = RichText::new(cell);
                        ui.label(if is_lit { text.strong() } else { text });
                    });
                }
            });
        });
}
