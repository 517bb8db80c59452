//! A drawn tree's leaves in a row under the MCTS drawing: each leaf's value and the result a
//! playout reaching it gives.

use egui::{Align2, FontId, Pos2, Rect, Sense, Ui, Vec2};

use crate::engine::mcts::replay::{Phase, number};
use crate::shell::i18n::tr;
use crate::ui::mcts::view::MctsView;
use crate::ui::palette::{muted_text, pv_color};

use super::{Metrics, NUMBERS_SCALE};

/// A drawn tree's leaves in a row under the tree, each with its value and the result it gives;
/// at simulate and back-propagate the leaf the playout reached is lit, so the class sees where
/// a playout lands.
pub(super) fn leaves_ui(
    ui: &mut Ui,
    view: &MctsView,
    leaves: &[(String, i32)],
    metrics: &Metrics,
    top_left: Pos2,
) {
    if leaves.is_empty() {
        return;
    }
    let tree = view.tree();
    let judge = tree.judge();
    let landed = tree.step_at(view.step()).and_then(|at| {
        if at.phase < Phase::Simulate || view.hides_result() {
            return None;
        }
        let names = tree.playout_names(at.iteration);
        let it = tree.iterations().get(at.iteration)?;
        names.last().cloned().or_else(|| Some(tree.name_of(it.node)))
    });
    let dark = ui.visuals().dark_mode;
    let text = ui.visuals().text_color();
    let font = FontId::proportional(metrics.label * NUMBERS_SCALE);
    let cell = Vec2::new(metrics.label * 3.4, metrics.label * 2.6);
    let painter = ui.painter().clone();
    let title = tr("mcts-leaves");
    let title_rect = painter.text(
        top_left + Vec2::new(metrics.margin, cell.y / 2.0),
        Align2::LEFT_CENTER,
        &title,
        font.clone(),
        muted_text(dark),
    );
    let mut x = title_rect.right() + metrics.label * 0.6;
    let mut words = vec![title.clone()];
    for (label, value) in leaves {
        let rect = Rect::from_min_size(Pos2::new(x, top_left.y), cell);
        let lit = landed.as_deref() == Some(label.as_str());
        if lit {
            painter.rect_filled(rect, metrics.label * 0.2, pv_color(dark).gamma_multiply(0.35));
        }
        let result = number(judge.end(*value));
        painter.text(
            rect.center() - Vec2::new(0.0, metrics.label * 0.5),
            Align2::CENTER_CENTER,
            format!("{label} {value}"),
            font.clone(),
            text,
        );
        painter.text(
            rect.center() + Vec2::new(0.0, metrics.label * 0.6),
            Align2::CENTER_CENTER,
            &result,
            font.clone(),
            muted_text(dark),
        );
        let landed_words = if lit {
            tr("mcts-leaf-landed")
        } else {
            String::new()
        };
        words.push(format!("{label} {value} → {result}{landed_words}"));
        x += cell.x;
    }
    let strip = Rect::from_min_max(top_left, Pos2::new(x, top_left.y + cell.y));
    let response = ui.interact(strip, ui.make_persistent_id("mcts-leaves"), Sense::hover());
    let said = format!("{}: {}", words[0], words[1..].join(", "));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
}
