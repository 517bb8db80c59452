//! The call stack as the Code pane draws it: one row per call still running, the root's first
//! and the one the search is in last, in columns (the moves, the depth left, who chooses, α, β,
//! the best so far and which child is tried). Clicking a row focuses its node.
//!
//! Level by level there are no calls: the loops' variables take the stack's place.

use egui::{Align2, Rect, ScrollArea, Sense, Stroke, TextStyle, Ui, WidgetInfo, pos2, vec2};

use crate::engine::tree::NodeId;
use crate::shell::i18n::tr;
use crate::ui::palette::{chance_color, chooser_color, muted_text, related_tint};
use crate::ui::widgets::font_width;

use super::facts::FrameRow;

/// The columns' titles, in the window's language; the first column holds the moves that lead
/// to the call. (α and β are the same in every language.)
fn titles() -> [String; 7] {
    [
        tr("stack-call-stack"),
        tr("stack-depth"),
        String::new(),
        String::from("α"),
        String::from("β"),
        tr("stack-best"),
        tr("stack-child"),
    ]
}

/// The smallest the stack's text is made to fit the pane's width, as a font size in physical
/// pixels: what the back row reads.
const SMALLEST_STACK_PX: f32 = 16.0;

/// What the stack is drawn with.
pub(super) struct StackScene<'a> {
    /// The rows, the root's call first.
    pub rows: &'a [FrameRow],
    /// The call a lesson points at (`Some(None)`: the root's), outlined.
    pub pointed: Option<Option<NodeId>>,
    /// The node focused in every view.
    pub focus: Option<NodeId>,
    /// The text style of its rows: the body's, or the controls' (smaller in projector mode)
    /// where the height is short.
    pub text: TextStyle,
}

/// The height the stack takes with `rows` rows in `text`, in points: its titles and its rows.
pub(super) fn stack_height(ui: &Ui, rows: usize, text: &TextStyle) -> f32 {
    row_height(ui, text) * (rows + 1) as f32
}

fn row_height(ui: &Ui, text: &TextStyle) -> f32 {
    ui.text_style_height(text) + 6.0
}

/// The texts of a row, one per column.
fn cells(row: &FrameRow) -> [String; 7] {
    let (alpha, beta) = row.window.clone().unwrap_or_default();
    [
        row.path.clone(),
        row.depth.clone(),
        row.who(),
        alpha,
        beta,
        row.best.clone(),
        row.trying.clone(),
    ]
}

/// Draws the stack in `height` points (it scrolls inside them, the call the search is in kept in
/// view); returns the node of the row clicked (`Some(None)`: the root's).
pub(super) fn stack_ui(ui: &mut Ui, scene: &StackScene<'_>, height: f32) -> Option<Option<NodeId>> {
    ui.scope(|ui| {
        // Rows touch, so that the height the pane gave holds them all.
        ui.spacing_mut().item_spacing.y = 0.0;
        rows_ui(ui, scene, height)
    })
    .inner
}

/// The stack's titles and rows.
fn rows_ui(ui: &mut Ui, scene: &StackScene<'_>, height: f32) -> Option<Option<NodeId>> {
    let mut font = scene.text.resolve(ui.style());
    let row_height = row_height(ui, &scene.text);
    let dark_mode = ui.visuals().dark_mode;
    let with_window = scene.rows.iter().any(|row| row.window.is_some());
    let texts: Vec<[String; 7]> = scene.rows.iter().map(cells).collect();
    let room = ui.available_width() - 8.0;
    // Each column as wide as its widest text; the moves get what is left, at least a few letters.
    let column_titles = titles();
    let columns = |font: &egui::FontId| {
        let gap = font.size * 0.9;
        let mut widths = [0.0f32; 7];
        for (column, title) in column_titles.iter().enumerate() {
            let widest = texts
                .iter()
                .map(|cells| font_width(ui, &cells[column], font.clone()))
                .fold(font_width(ui, title, font.clone()), f32::max);
            widths[column] = widest;
        }
        if !with_window {
            widths[3] = 0.0;
            widths[4] = 0.0;
        }
        let others: f32 = widths[1..]
            .iter()
            .filter(|&&width| width > 0.0)
            .map(|width| width + gap)
            .sum();
        widths[0] = widths[0].min(room - others).max(font.size * 4.0);
        let needed = widths
            .iter()
            .filter(|&&width| width > 0.0)
            .map(|width| width + gap)
            .sum::<f32>();
        (widths, gap, needed)
    };
    // Too wide for the pane: the text is made smaller, down to what the back row reads, so that
    // every column (the best so far and the child tried) stays whole.
    let (mut widths, mut gap, mut needed) = columns(&font);
    if needed > room {
        let smallest = font.size.min(SMALLEST_STACK_PX / ui.ctx().pixels_per_point());
        font.size = (font.size * room / needed).max(smallest);
        (widths, gap, needed) = columns(&font);
    }
    let width = needed.max(room);
    let lefts: Vec<f32> = widths
        .iter()
        .scan(4.0, |left, &width| {
            let here = *left;
            if width > 0.0 {
                *left += width + gap;
            }
            Some(here)
        })
        .collect();

    let muted = muted_text(dark_mode);
    let text_color = ui.visuals().text_color();
    // The titles stay put; the rows scroll under them.
    // Never wider than the room: a wider row would widen the whole panel. The titles past the
    // edge are cut, as the rows under them scroll sideways.
    let (titles, _) =
        ui.allocate_exact_size(vec2(width.min(ui.available_width()), row_height), Sense::hover());
    let title_painter = ui.painter().with_clip_rect(titles.intersect(ui.clip_rect()));
    for (column, title) in column_titles.iter().enumerate() {
        if widths[column] > 0.0 {
            title_painter.text(
                pos2(titles.left() + lefts[column], titles.center().y),
                Align2::LEFT_CENTER,
                title,
                font.clone(),
                muted,
            );
        }
    }
    let mut clicked = None;
    ScrollArea::both()
        .id_salt("code-stack")
        .auto_shrink([false, true])
        .max_height((height - row_height).max(row_height))
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let last = scene.rows.len().saturating_sub(1);
            for (index, (row, cells)) in scene.rows.iter().zip(&texts).enumerate() {
                let (rect, response) = ui.allocate_exact_size(vec2(width, row_height), Sense::click());
                let painter = ui.painter();
                let background = if scene.focus.is_some() && row.node == scene.focus {
                    Some(ui.visuals().selection.bg_fill)
                } else if response.hovered() || index == last {
                    // The call the search is in, where the eye starts.
                    Some(related_tint(dark_mode))
                } else {
                    None
                };
                if let Some(fill) = background {
                    painter.rect_filled(rect, 2.0, fill);
                }
                if scene.pointed == Some(row.node) {
                    let color = ui.visuals().strong_text_color();
                    painter.rect_stroke(
                        rect.shrink(1.0),
                        3.0,
                        Stroke::new(2.5, color),
                        egui::StrokeKind::Inside,
                    );
                }
                for (column, text) in cells.iter().enumerate() {
                    if widths[column] <= 0.0 {
                        continue;
                    }
                    let color = match (column, row.chooser) {
                        (2, Some(chooser)) => chooser_color(chooser, dark_mode),
                        (2, None) => chance_color(dark_mode),
                        _ => text_color,
                    };
                    let shown = if column == 0 {
                        fit_from_the_end(ui, text, widths[0], &font)
                    } else {
                        text.clone()
                    };
                    let cell = Rect::from_min_size(
                        pos2(rect.left() + lefts[column], rect.top()),
                        vec2(widths[column] + gap, row_height),
                    );
                    painter.with_clip_rect(cell.intersect(painter.clip_rect())).text(
                        pos2(cell.left(), cell.center().y),
                        Align2::LEFT_CENTER,
                        shown,
                        font.clone(),
                        color,
                    );
                }
                let response = response.on_hover_text(tr("stack-click-hint"));
                response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, row.words()));
                if response.clicked() {
                    clicked = Some(row.node);
                }
            }
        });
    clicked
}

/// `text` as it fits in `width`: its end, with "…" before it, when it is too long (the moves
/// nearest the call say most).
fn fit_from_the_end(ui: &Ui, text: &str, width: f32, font: &egui::FontId) -> String {
    if font_width(ui, text, font.clone()) <= width {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    for start in 1..chars.len() {
        let shown = format!("…{}", chars[start..].iter().collect::<String>());
        if font_width(ui, &shown, font.clone()) <= width {
            return shown;
        }
    }
    String::from("…")
}

/// Level by level: the loops' variables in one row ("ply = 2   parent = 5   node = 17").
pub(super) fn loops_ui(ui: &mut Ui, loops: &[(&'static str, String)]) {
    ui.horizontal_wrapped(|ui| {
        ui.weak(tr("stack-loops"));
        if loops.is_empty() {
            ui.weak(tr("stack-loops-idle"));
        }
        for (name, value) in loops {
            ui.label(
                egui::RichText::new(format!("{name} = {value}"))
                    .monospace()
                    .color(ui.visuals().strong_text_color()),
            );
        }
    });
}
