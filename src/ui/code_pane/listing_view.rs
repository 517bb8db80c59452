//! The listing as the Code pane draws it: numbered lines of syntax-coloured monospace, the
//! line the step runs lit with a strong background and a ▶, the other lines of the step lit
//! softly, and a lesson's pointer (an arrow and a note) beside the line it names.
//!
//! Only the lines in view are drawn (the Klados listing is some three hundred lines), and the
//! lit line is brought into view whenever the step, the code or the pane's height changes;
//! between those the person may scroll freely.

use egui::text::LayoutJob;
use egui::{
    Color32, FontId, Rect, ScrollArea, Sense, Stroke, TextFormat, TextStyle, Ui, WidgetInfo, pos2, vec2,
};

use crate::engine::code::Listing;
use crate::ui::palette::muted_text;

use super::highlight::{Kind, color_of, pieces};

/// What the listing is drawn with.
pub(super) struct ListingScene<'a> {
    /// The code.
    pub listing: &'a Listing,
    /// The lines lit, the bright one first.
    pub lit: &'a [usize],
    /// The line a lesson points at, and its note.
    pub pointed: Option<(usize, Option<&'a str>)>,
    /// True when the lit line must be brought into view (the step, the code or the height
    /// changed since the last frame).
    pub bring_into_view: bool,
}

/// Where the listing was scrolled to, as the last frame left it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Scrolled {
    /// The offset from the top, in points.
    pub offset: f32,
    /// The height of the part in view, in points.
    pub view_height: f32,
    /// True if the brightly lit line (if any) is in view.
    pub lit_in_view: bool,
}

/// The gold of the line the step runs, and the pale gold of the others it runs: a highlighter's
/// colours, which no side's colour (blue, vermillion, bluish green) is mistaken for.
fn lit_fill(bright: bool, dark_mode: bool) -> Color32 {
    match (bright, dark_mode) {
        (true, false) => Color32::from_rgb(255, 208, 40),
        (true, true) => Color32::from_rgb(125, 95, 0),
        (false, false) => Color32::from_rgb(255, 240, 190),
        (false, true) => Color32::from_rgb(62, 52, 18),
    }
}

/// Draws the listing in `height` points; returns where it was left scrolled.
pub(super) fn listing_ui(ui: &mut Ui, scene: &ListingScene<'_>, height: f32, scrolled: Scrolled) -> Scrolled {
    let font = TextStyle::Monospace.resolve(ui.style());
    let char_width = ui.fonts_mut(|fonts| fonts.glyph_width(&font, '0'));
    let row_height = ui.fonts_mut(|fonts| fonts.row_height(&font)) + 3.0;
    let lines = &scene.listing.lines;
    let digits = lines.len().max(1).to_string().len() as f32;
    // The line numbers, then a column for the ▶ and the pointer's arrow, then the code.
    let number_width = char_width * digits;
    let code_left = number_width + char_width * 2.5;
    let longest = lines
        .iter()
        .map(|line| line.text.chars().count())
        .max()
        .unwrap_or(0);
    let content_width = code_left + char_width * (longest as f32 + 2.0);

    let area = ScrollArea::both()
        .id_salt("code-listing")
        .auto_shrink([false, false])
        .max_height(height)
        .min_scrolled_height(height);
    // The line to bring into view, unless it is already there with a line to spare above and
    // below (then it is left where the person put it).
    let bring = scene
        .lit
        .first()
        .copied()
        .filter(|_| scene.bring_into_view)
        .filter(|&line| {
            let top = line as f32 * row_height;
            let view = scrolled.view_height.max(row_height * 3.0);
            !(top >= scrolled.offset + row_height && top + row_height * 2.0 <= scrolled.offset + view)
        });
    let dark_mode = ui.visuals().dark_mode;
    let text_color = ui.visuals().text_color();
    let strong_color = ui.visuals().strong_text_color();
    let output = area.show_viewport(ui, |ui, viewport| {
        let width = content_width.max(ui.available_width());
        let (rect, _) = ui.allocate_exact_size(vec2(width, row_height * lines.len() as f32), Sense::hover());
        if let Some(line) = bring {
            // egui scrolls to it within whatever the listing's length is this frame.
            let row = Rect::from_min_size(
                pos2(rect.left(), rect.top() + line as f32 * row_height),
                vec2(1.0, row_height),
            );
            ui.scroll_to_rect(row, Some(egui::Align::Center));
        }
        let first = (viewport.min.y / row_height).floor().max(0.0) as usize;
        let last = ((viewport.max.y / row_height).ceil() as usize).min(lines.len());
        let painter = ui.painter().clone();
        for index in first..last {
            let Some(line) = lines.get(index) else { break };
            let row = Rect::from_min_size(
                pos2(rect.left(), rect.top() + index as f32 * row_height),
                vec2(width, row_height),
            );
            let place = scene.lit.iter().position(|&lit| lit == index);
            if let Some(place) = place {
                painter.rect_filled(row, 2.0, lit_fill(place == 0, dark_mode));
            }
            let number = format!("{:>width$}", index + 1, width = digits as usize);
            painter.text(
                pos2(row.left(), row.center().y),
                egui::Align2::LEFT_CENTER,
                number,
                font.clone(),
                muted_text(dark_mode),
            );
            if place == Some(0) {
                painter.text(
                    pos2(row.left() + number_width + char_width * 0.5, row.center().y),
                    egui::Align2::LEFT_CENTER,
                    "▶",
                    font.clone(),
                    text_color,
                );
            }
            // On the gold of the line running, plain text and comments take the strongest
            // colour: grey on gold would not read on a projector.
            let line_color = if place == Some(0) {
                strong_color
            } else {
                text_color
            };
            let galley = painter.layout_job(coloured(
                &line.text,
                scene.listing.comment,
                &font,
                line_color,
                dark_mode,
                place == Some(0),
            ));
            let text_end = row.left() + code_left + galley.size().x;
            painter.galley(
                pos2(row.left() + code_left, row.center().y - galley.size().y / 2.0),
                galley,
                text_color,
            );
            let pointed = scene.pointed.filter(|&(pointed, _)| pointed == index);
            let mut words = match place {
                Some(0) => format!("Lit line {}: {}", index + 1, line.text.trim()),
                Some(_) => format!("Also lit, line {}: {}", index + 1, line.text.trim()),
                None => format!("Line {}: {}", index + 1, line.text.trim()),
            };
            if let Some((_, note)) = pointed {
                let code_chars = line.code_part(scene.listing.comment).chars().count();
                let ends = TextEnds {
                    text: text_end,
                    code: row.left() + code_left + char_width * code_chars as f32,
                };
                pointer_ui(
                    ui,
                    row,
                    row.left() + number_width + char_width * 0.4,
                    ends,
                    viewport,
                    note,
                );
                words.push_str(&format!(" ← {}", note.unwrap_or("this line")));
            }
            let response = ui.interact(row, ui.make_persistent_id(("code-line", index)), Sense::hover());
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &words));
        }
    });
    let offset = output.state.clamped_offset().y;
    let view_height = output.inner_rect.height();
    // A new listing's scroll area may clamp the offset to the old listing's length for a frame:
    // the caller asks again until the line is in view.
    let lit_in_view = scene.lit.first().is_none_or(|&line| {
        let top = line as f32 * row_height;
        top >= offset - 0.5 && top + row_height <= offset + view_height + 0.5
    });
    Scrolled {
        offset,
        view_height,
        lit_in_view,
    }
}

/// Where a line's text ends, and where its code ends (before its comment).
#[derive(Clone, Copy)]
struct TextEnds {
    text: f32,
    code: f32,
}

/// A lesson's pointer at a line: a thick arrow in the margin, and its note in a box after the
/// line's text. Where the text runs too far the note goes over the line's comment, in the
/// body's size or, if that is still too wide, smaller and wrapped; it never hides the code.
fn pointer_ui(ui: &Ui, row: Rect, arrow_left: f32, ends: TextEnds, viewport: Rect, note: Option<&str>) {
    let painter = ui.painter();
    let color = ui.visuals().strong_text_color();
    let y = row.center().y;
    let size = row.height() * 0.32;
    let tip = pos2(arrow_left + size * 2.6, y);
    painter.line_segment([pos2(arrow_left, y), tip], Stroke::new(size * 0.6, color));
    painter.add(egui::Shape::convex_polygon(
        vec![
            tip + vec2(size, 0.0),
            tip + vec2(-size * 0.4, -size),
            tip + vec2(-size * 0.4, size),
        ],
        color,
        Stroke::NONE,
    ));
    let Some(note) = note else { return };
    let text = format!("◀ {note}");
    let padding = vec2(6.0, 2.0);
    // The viewport is in the content's coordinates, from the row's left edge.
    let visible_right = row.left() + viewport.max.x - 4.0;
    let body = TextStyle::Body.resolve(ui.style());
    let small = TextStyle::Small.resolve(ui.style());
    let fits = |galley: &std::sync::Arc<egui::Galley>, left: f32| {
        left + galley.size().x + padding.x * 2.0 <= visible_right
    };
    let one_line = |font: &FontId| painter.layout_no_wrap(text.clone(), font.clone(), color);
    let (galley, left) = {
        let body_galley = one_line(&body);
        let small_galley = one_line(&small);
        if fits(&body_galley, ends.text + 12.0) {
            (body_galley, ends.text + 12.0)
        } else if fits(&body_galley, ends.code + 12.0) {
            (body_galley, ends.code + 12.0)
        } else if fits(&small_galley, ends.code + 12.0) {
            (small_galley, ends.code + 12.0)
        } else {
            // No room after the code: the note, wrapped, keeps to the pane's right edge, over
            // the code's end if it must (a note out of sight helps nobody).
            let visible_left = row.left() + viewport.min.x;
            let width = ((visible_right - visible_left) * 0.45).max(120.0);
            let galley = painter.layout(text.clone(), small, color, width);
            let left = (ends.code + 12.0)
                .min(visible_right - galley.size().x - padding.x * 2.0)
                .max(visible_left);
            (galley, left)
        }
    };
    let size = galley.size() + padding * 2.0;
    let rect = Rect::from_min_size(pos2(left, y - size.y / 2.0), size);
    painter.rect(
        rect,
        4.0,
        ui.visuals().extreme_bg_color,
        Stroke::new(2.0, color),
        egui::StrokeKind::Inside,
    );
    painter.galley(rect.min + padding, galley, color);
}

/// One line as a layout job: each piece in its colour (`lit`: comments in the text colour).
fn coloured(
    text: &str,
    comment: &str,
    font: &FontId,
    text_color: Color32,
    dark_mode: bool,
    lit: bool,
) -> LayoutJob {
    let mut job = LayoutJob::default();
    for (range, kind) in pieces(text, comment) {
        let color = match kind {
            Kind::Comment if lit => text_color,
            _ => color_of(kind, text_color, dark_mode),
        };
        let format = TextFormat {
            font_id: font.clone(),
            color,
            italics: kind == Kind::Comment,
            ..Default::default()
        };
        job.append(&text[range], 0.0, format);
    }
    job
}
