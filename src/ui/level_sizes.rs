//! The levels' sizes as a picture: how the tree explodes, drawn rather than counted.
//!
//! Each level revealed so far is a square whose *area* is its number of positions, under the
//! words "Level 2: 8,902 (×22)". A square is drawn as one cell per position while the
//! cells stay visible, and filled once they are too small to see. The largest square takes the
//! room there is, so every level revealed shrinks the ones before it: at 20 and 400 White's 20
//! moves are a fair block; once 197,281 arrive they are a speck. That shrinking is the lesson.
//!
//! The picture shows only the levels the replay has revealed, as the tables do: a lesson asks
//! about a level's size before the replay reveals it (the lesson's own counts, which a
//! question may keep back, are the whole tree's).

use egui::{Color32, Rect, RichText, Sense, Stroke, Ui, Vec2, pos2, vec2};

use crate::engine::tree::NodeId;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::palette::level_color;
use crate::ui::stepper::Stepper;

/// What screen readers (and tests) call the picture, in the window's language.
pub fn picture_label() -> String {
    tr("level-sizes-picture")
}

/// The sizes of the levels the replay has revealed at its step, from level 0 on.
pub fn revealed_sizes(stepper: &Stepper) -> Vec<usize> {
    stepper
        .tree()
        .levels()
        .iter()
        .enumerate()
        .take_while(|(level, _)| stepper.node_view(NodeId::new(*level, 0)).revealed)
        .map(|(_, nodes)| nodes.nodes.len())
        .collect()
}

/// Draws the picture in the width given and down to `bottom` (a screen coordinate).
pub fn level_sizes_ui(ui: &mut Ui, stepper: &Stepper, bottom: f32) {
    let sizes = revealed_sizes(stepper);
    ui.label(RichText::new(tr("level-sizes-heading")).strong());
    if sizes.is_empty() {
        ui.weak(tr("level-sizes-step-on"));
        return;
    }
    ui.weak(tr("level-sizes-area"));
    let dark_mode = ui.visuals().dark_mode;
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let gap = line * 0.3;
    let width = ui.available_width();
    let height = (bottom - ui.cursor().top()).max(line * 2.0);
    // Each level is a line of words over its square. The largest square is as large as the
    // width allows and as the height allows once every line and every other square is placed.
    let largest_count = sizes.iter().copied().max().unwrap_or(1).max(1) as f32;
    let ratios: Vec<f32> = sizes
        .iter()
        .map(|&count| (count as f32 / largest_count).sqrt())
        .collect();
    let words_height = sizes.len() as f32 * (line + gap * 2.0);
    let largest_side = ((height - words_height) / ratios.iter().sum::<f32>())
        .min(width - 2.0)
        .max(line);
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, picture_label()));
    let painter = ui.painter_at(rect);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let text_color = ui.visuals().strong_text_color();
    let mut top = rect.top();
    let mut previous: Option<usize> = None;
    for (level, (&count, ratio)) in sizes.iter().zip(ratios).enumerate() {
        let words = match previous {
            Some(before) if before > 0 => tr_args(
                "level-sizes-level-growth",
                &[
                    ("level", level.into()),
                    ("count", count.into()),
                    ("growth", growth_words(count, before).into()),
                ],
            ),
            _ => tr_args(
                "level-sizes-level",
                &[("level", level.into()), ("count", count.into())],
            ),
        };
        painter.text(
            pos2(rect.left(), top),
            egui::Align2::LEFT_TOP,
            words,
            font.clone(),
            text_color,
        );
        top += line + gap;
        // A speck stays a speck, but never vanishes.
        let side = (largest_side * ratio).max(2.0);
        let square = Rect::from_min_size(pos2(rect.left() + 1.0, top), Vec2::splat(side));
        paint_positions(
            &painter,
            square,
            count,
            level_color(stepper.tree(), level, dark_mode),
        );
        previous = Some(count);
        top += side + gap;
    }
}

/// Paints `count` positions in `square`: one cell each while a cell is at least 3 points wide,
/// else the square filled.
fn paint_positions(painter: &egui::Painter, square: Rect, count: usize, color: Color32) {
    let per_side = (count as f32).sqrt().ceil().max(1.0);
    let cell = square.width() / per_side;
    if cell < 3.0 {
        painter.rect_filled(square, 0.0, color);
        return;
    }
    let dot = Vec2::splat((cell * 0.8).max(1.0));
    for index in 0..count {
        let (row, column) = (
            (index as f32 / per_side).floor(),
            (index as f32 % per_side).floor(),
        );
        let min = square.min + vec2(column * cell, row * cell);
        painter.rect_filled(Rect::from_min_size(min, dot), 0.0, color);
    }
    painter.rect_stroke(
        square,
        0.0,
        Stroke::new(1.0, color.gamma_multiply(0.5)),
        egui::StrokeKind::Outside,
    );
}

/// How many times the level before a level holds: whole from ten on ("22"), else to one
/// decimal, as the window's language writes it ("1.4", "0.6"; in Greek and Spanish "1,4"), so
/// that tic-tac-toe's last levels, which grow by less than two and then shrink, are not all "1".
/// A whole ratio below ten stays whole ("8", not "8.0").
fn growth_words(count: usize, before: usize) -> String {
    let growth = count as f64 / before.max(1) as f64;
    let tenths = (growth * 10.0).round();
    if growth >= 10.0 || tenths % 10.0 == 0.0 {
        crate::shell::i18n::decimal(growth.round(), 0)
    } else {
        crate::shell::i18n::decimal(tenths / 10.0, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::growth_words;

    #[test]
    fn growth_is_whole_from_ten_on_and_to_a_tenth_below() {
        // Chess's 8,902 after 400; tic-tac-toe's 72 after 9, 200,448 after 148,176, 127,872
        // after 200,448.
        assert_eq!(growth_words(8902, 400), "22");
        assert_eq!(growth_words(72, 9), "8");
        assert_eq!(growth_words(200_448, 148_176), "1.4");
        assert_eq!(growth_words(127_872, 200_448), "0.6");
    }
}
