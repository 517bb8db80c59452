//! The listing as the Code pane draws it: numbered lines of syntax-coloured monospace, the
//! line the step runs lit with a strong background and a ▶, the other lines of the step lit
//! softly, and a lesson's pointer (an arrow and a note) beside the line it names.
//!
//! Only the lines in view are drawn (the Klados listing is some three hundred lines), and the
//! lit line is brought into view whenever the step, the code or the pane's height changes;
//! between those the person may scroll freely.

use egui::text::LayoutJob;
use egui::{
    Color32, FontId, Rect, ScrollArea, Sense, Stroke, TextFormat, TextStyle, Ui, Vec2, WidgetInfo, pos2, vec2,
};

use crate::engine::code::Listing;
use crate::ui::palette::muted_text;

use super::highlight::{Kind, color_of, pieces};
use super::wrap::{self, Row};

/// The points a row of the listing has besides its font's row height (tests read the code's
/// text size from a row's height with it).
pub const ROW_PADDING: f32 = 3.0;

/// The smallest the code is made to fit the pane's width, as a font size in physical pixels:
/// what the back row of a class reads (a code font smaller than this is left as it is).
pub const SMALLEST_CODE_PX: f32 = 16.5;

/// What screen readers (and tests) call the part of the listing in sight.
pub fn listing_label() -> String {
    crate::shell::i18n::tr("code-listing-label")
}

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

/// One row of the listing as drawn: a row of a line's code, or a row the lesson's note takes
/// under the line it points at (a note never covers code).
enum Drawn {
    /// A row of line `line`; `first` on its first row (which carries its number).
    Code { line: usize, row: Row, first: bool },
    /// A row of the note under the pointed line; `first` on the note's first row.
    Note { first: bool },
}

/// The listing laid out for a width: its font, its columns and every row it draws.
struct Layout {
    font: FontId,
    char_width: f32,
    row_height: f32,
    digits: usize,
    number_width: f32,
    code_left: f32,
    /// The rows, in order.
    drawn: Vec<Drawn>,
    /// The index in `drawn` of each line's first row.
    first_row: Vec<usize>,
    /// The note's text laid out, and the rows it takes.
    note: Option<(usize, std::sync::Arc<egui::Galley>, String)>,
    note_rows: usize,
}

/// The padding inside the box of a lesson's note.
const NOTE_PADDING: Vec2 = vec2(6.0, 2.0);

impl Layout {
    /// Lays the listing out for `width` points. The code is made smaller, down to what the
    /// back row reads, until its longest line fits the width; what still does not fit is
    /// broken into rows, so nothing is cut at the right.
    fn new(ui: &Ui, scene: &ListingScene<'_>, width: f32) -> Layout {
        let lines = &scene.listing.lines;
        let digits = lines.len().max(1).to_string().len();
        let mut font = TextStyle::Monospace.resolve(ui.style());
        let longest = lines
            .iter()
            .map(|line| line.code_part(scene.listing.comment).chars().count())
            .max()
            .unwrap_or(0) as f32;
        let room = width - ui.spacing().scroll.bar_width * 2.0 - 4.0;
        let char_width = ui.fonts_mut(|fonts| fonts.glyph_width(&font, '0'));
        let needed = char_width * (digits as f32 + 2.5 + longest);
        let smallest = font.size.min(SMALLEST_CODE_PX / ui.ctx().pixels_per_point());
        if needed > room {
            font.size = (font.size * room / needed).max(smallest);
        }
        let char_width = ui.fonts_mut(|fonts| fonts.glyph_width(&font, '0'));
        let row_height = ui.fonts_mut(|fonts| fonts.row_height(&font)) + ROW_PADDING;
        // The line numbers, then a column for the ▶ and the pointer's arrow, then the code.
        let number_width = char_width * digits as f32;
        let code_left = number_width + char_width * 2.5;
        let code_room = room - code_left;
        let columns = (code_room / char_width).floor().max(1.0) as usize;
        let note = scene.pointed.and_then(|(line, note)| {
            let text = format!("▲ {}", note?);
            // The controls' size: read from the back row, and one row of code high.
            let body = TextStyle::Button.resolve(ui.style());
            let color = ui.visuals().strong_text_color();
            let wrap = (code_room - NOTE_PADDING.x * 2.0).max(char_width * 8.0);
            Some((line, ui.painter().layout(text.clone(), body, color, wrap), text))
        });
        let note_rows = note.as_ref().map_or(0, |(_, galley, _)| {
            ((galley.size().y + NOTE_PADDING.y * 2.0) / row_height).ceil() as usize
        });
        let mut drawn: Vec<Drawn> = Vec::with_capacity(lines.len() + note_rows);
        let mut first_row = Vec::with_capacity(lines.len());
        for (index, line) in lines.iter().enumerate() {
            first_row.push(drawn.len());
            let code_end = line.code_part(scene.listing.comment).len();
            // A comment too long for its row is cut short, the lit line's too: what the step
            // does is said in words over the listing.
            let rows = wrap::rows(&line.text, code_end, columns, false);
            for (at, row) in rows.into_iter().enumerate() {
                drawn.push(Drawn::Code {
                    line: index,
                    row,
                    first: at == 0,
                });
            }
            if note.as_ref().is_some_and(|(pointed, _, _)| *pointed == index) {
                drawn.extend((0..note_rows).map(|at| Drawn::Note { first: at == 0 }));
            }
        }
        Layout {
            font,
            char_width,
            row_height,
            digits,
            number_width,
            code_left,
            drawn,
            first_row,
            note,
            note_rows,
        }
    }

    /// The rows of a line's code: from its first row to its note or the next line's.
    fn rows_of(&self, line: usize) -> std::ops::Range<usize> {
        let start = self.first_row.get(line).copied().unwrap_or(self.drawn.len());
        let end = self.first_row.get(line + 1).copied().unwrap_or(self.drawn.len());
        let code_rows = self.drawn[start..end]
            .iter()
            .filter(|row| matches!(row, Drawn::Code { .. }))
            .count();
        start..start + code_rows
    }

    /// The rows of the lit line, with its note if the lesson points at it.
    fn lit_rows(&self, lit: &[usize]) -> Option<std::ops::Range<usize>> {
        lit.first().map(|&line| {
            let rows = self.rows_of(line);
            let pointed = self.note.as_ref().is_some_and(|(pointed, _, _)| *pointed == line);
            rows.start..rows.end + if pointed { self.note_rows } else { 0 }
        })
    }
}

/// Returns the least height (points) the listing needs in `width` points to show the lit line
/// whole, with its note.
pub(super) fn least_height(ui: &Ui, scene: &ListingScene<'_>, width: f32) -> f32 {
    let layout = Layout::new(ui, scene, width);
    // One row more: the listing's rows need not line up with its top.
    let rows = layout.lit_rows(scene.lit).map_or(3, |rows| rows.len() + 1);
    layout.row_height * rows as f32 + ui.spacing().scroll.bar_width
}

/// Draws the listing in `height` points; returns where it was left scrolled.
pub(super) fn listing_ui(ui: &mut Ui, scene: &ListingScene<'_>, height: f32, scrolled: Scrolled) -> Scrolled {
    let layout = Layout::new(ui, scene, ui.available_width());
    let Layout {
        ref font,
        char_width,
        row_height,
        digits,
        number_width,
        code_left,
        ref drawn,
        ..
    } = layout;
    let lines = &scene.listing.lines;
    let note = layout
        .note
        .as_ref()
        .map(|(line, galley, text)| (*line, galley, text));
    let note_galley = note.map(|(_, galley, _)| galley.clone());
    let note_text = note.map(|(_, _, text)| text.clone());
    let note_padding = NOTE_PADDING;
    let rows_of = |line: usize| layout.rows_of(line);

    let area = ScrollArea::vertical()
        .id_salt("code-listing")
        .auto_shrink([false, false])
        .max_height(height)
        .min_scrolled_height(height);
    // The line to bring into view, unless it is already there with a row to spare above and
    // below (then it is left where the person put it). A pointed line brings its note along.
    let lit_rows = layout.lit_rows(scene.lit);
    let bring = lit_rows.clone().filter(|_| scene.bring_into_view).filter(|rows| {
        let top = rows.start as f32 * row_height;
        let bottom = rows.end as f32 * row_height;
        let view = scrolled.view_height.max(row_height * 3.0);
        !(top >= scrolled.offset + row_height && bottom + row_height <= scrolled.offset + view)
    });
    let dark_mode = ui.visuals().dark_mode;
    let text_color = ui.visuals().text_color();
    let strong_color = ui.visuals().strong_text_color();
    let output = area.show_viewport(ui, |ui, viewport| {
        let width = ui.available_width();
        let (rect, _) = ui.allocate_exact_size(vec2(width, row_height * drawn.len() as f32), Sense::hover());
        let row_rect = |index: usize| {
            Rect::from_min_size(
                pos2(rect.left(), rect.top() + index as f32 * row_height),
                vec2(width, row_height),
            )
        };
        if let Some(rows) = &bring {
            // egui scrolls to it within whatever the listing's length is this frame.
            let shown = row_rect(rows.start).union(row_rect(rows.end.saturating_sub(1).max(rows.start)));
            // At once, not animated: while an animation toward the last step's line runs on,
            // the next step's line may seem in view and then slide out of it (seen stepping
            // quickly with the keys).
            ui.scroll_to_rect_animation(
                shown,
                Some(egui::Align::Center),
                egui::style::ScrollAnimation::none(),
            );
        }
        let first = (viewport.min.y / row_height).floor().max(0.0) as usize;
        let last = ((viewport.max.y / row_height).ceil() as usize).min(drawn.len());
        let painter = ui.painter().clone();
        let mut described = Vec::new();
        for (index, drawn_row) in drawn.iter().enumerate().take(last).skip(first) {
            let row = row_rect(index);
            match drawn_row {
                Drawn::Note { first } => {
                    if let (true, Some(galley)) = (*first, &note_galley) {
                        let size = galley.size() + note_padding * 2.0;
                        let note_rect =
                            Rect::from_min_size(pos2(row.left() + code_left, row.top() + 1.0), size);
                        painter.rect(
                            note_rect,
                            4.0,
                            ui.visuals().extreme_bg_color,
                            Stroke::new(2.0, strong_color),
                            egui::StrokeKind::Inside,
                        );
                        painter.galley(note_rect.min + note_padding, galley.clone(), strong_color);
                    }
                }
                Drawn::Code {
                    line: line_index,
                    row: wrapped,
                    first,
                } => {
                    let line_index = *line_index;
                    let Some(line) = lines.get(line_index) else {
                        continue;
                    };
                    let place = scene.lit.iter().position(|&lit| lit == line_index);
                    if let Some(place) = place {
                        painter.rect_filled(row, 2.0, lit_fill(place == 0, dark_mode));
                    }
                    if *first {
                        let number = format!("{:>width$}", line_index + 1, width = digits);
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
                        if scene.pointed.is_some_and(|(pointed, _)| pointed == line_index) {
                            pointer_arrow(ui, row, row.left() + number_width + char_width * 0.4);
                        }
                        if !described.contains(&line_index) {
                            described.push(line_index);
                        }
                    }
                    // On the gold of the line running, plain text and comments take the
                    // strongest colour: grey on gold would not read on a projector.
                    let line_color = if place == Some(0) {
                        strong_color
                    } else {
                        text_color
                    };
                    let galley = painter.layout_job(coloured(
                        &line.text,
                        wrapped,
                        scene.listing.comment,
                        font,
                        line_color,
                        dark_mode,
                        place == Some(0),
                    ));
                    painter.galley(
                        pos2(row.left() + code_left, row.center().y - galley.size().y / 2.0),
                        galley,
                        text_color,
                    );
                }
            }
        }
        // Each line in sight is one widget, over all its rows: what screen readers (and tests)
        // read, with where it is.
        for line_index in described {
            let Some(line) = lines.get(line_index) else {
                continue;
            };
            let rows = rows_of(line_index);
            let whole = row_rect(rows.start).union(row_rect(rows.end.saturating_sub(1).max(rows.start)));
            let id = match scene.lit.iter().position(|&lit| lit == line_index) {
                Some(0) => "code-said-lit",
                Some(_) => "code-said-also-lit",
                None => "code-said-line",
            };
            let mut words = crate::shell::i18n::tr_args(
                id,
                &[
                    ("line", (line_index + 1).to_string().into()),
                    ("code", line.text.trim().into()),
                ],
            );
            if let Some((_, pointed_note)) = scene.pointed.filter(|&(pointed, _)| pointed == line_index) {
                let note =
                    pointed_note.map_or_else(|| crate::shell::i18n::tr("code-said-this-line"), str::to_owned);
                words.push_str(&format!(" ← {note}"));
            }
            let response = ui.interact(
                whole,
                ui.make_persistent_id(("code-line", line_index)),
                Sense::hover(),
            );
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &words));
        }
        if let (Some((pointed, _, _)), Some(galley)) = (note, &note_galley) {
            // The note, as its own widget, under its line.
            let under = rows_of(pointed).end;
            let note_rect = Rect::from_min_size(
                row_rect(under).min + vec2(code_left, 1.0),
                galley.size() + note_padding * 2.0,
            );
            if note_rect.intersects(ui.clip_rect()) {
                let response = ui.interact(note_rect, ui.make_persistent_id("code-note"), Sense::hover());
                let text = note_text.clone().unwrap_or_default();
                response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &text));
            }
        }
    });
    // The part of the listing in sight, for screen readers (and tests).
    let view = ui.interact(
        output.inner_rect,
        ui.make_persistent_id("code-listing-view"),
        Sense::hover(),
    );
    view.widget_info(|| WidgetInfo::labeled(egui::Role::Group, true, listing_label()));
    let offset = output.state.clamped_offset().y;
    let view_height = output.inner_rect.height();
    // A new listing's scroll area may clamp the offset to the old listing's length for a frame:
    // the caller asks again until the line is in view.
    let lit_in_view = lit_rows.is_none_or(|rows| {
        let top = rows.start as f32 * row_height;
        let bottom = rows.end as f32 * row_height;
        top >= offset - 0.5 && bottom <= offset + view_height + 0.5
    });
    Scrolled {
        offset,
        view_height,
        lit_in_view,
    }
}

/// A lesson's pointer at a line: a thick arrow in the margin (its note is drawn on rows of its
/// own under the line, so that it never hides code).
fn pointer_arrow(ui: &Ui, row: Rect, arrow_left: f32) {
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
}

/// One row of a line as a layout job: its indent, then its pieces, each part in its colour
/// (`lit`: comments in the text colour).
fn coloured(
    text: &str,
    row: &Row,
    comment: &str,
    font: &FontId,
    text_color: Color32,
    dark_mode: bool,
    lit: bool,
) -> LayoutJob {
    let mut job = LayoutJob::default();
    let plain = TextFormat {
        font_id: font.clone(),
        color: text_color,
        ..Default::default()
    };
    job.append(&" ".repeat(row.indent), 0.0, plain.clone());
    let parts = pieces(text, comment);
    for (at, shown) in row.pieces.iter().enumerate() {
        if at > 0 {
            job.append(" ", 0.0, plain.clone());
        }
        for (range, kind) in &parts {
            let start = range.start.max(shown.start);
            let end = range.end.min(shown.end);
            if start >= end {
                continue;
            }
            let color = match kind {
                Kind::Comment if lit => text_color,
                _ => color_of(*kind, text_color, dark_mode),
            };
            let format = TextFormat {
                font_id: font.clone(),
                color,
                italics: *kind == Kind::Comment,
                ..Default::default()
            };
            job.append(&text[start..end], 0.0, format);
        }
    }
    if row.cut {
        // The rest of the comment is in the line's words (its hover and screen readers).
        job.append(
            "…",
            0.0,
            TextFormat {
                color: muted_text(dark_mode),
                ..plain
            },
        );
    }
    job
}
