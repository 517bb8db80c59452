//! The board of a small game, drawn for the game: tic-tac-toe's 3×3 grid with its X and O,
//! Connect Four's 7×6 frame with its discs.
//!
//! Made to be read from the back of a room: marks fill most of their cell and are drawn with
//! strokes a tenth of the cell wide. The two sides differ in colour (the blue and vermillion of
//! the tree view's MAX and MIN, which colour-blind eyes tell apart) and in shape as well: a
//! Connect Four disc of `x` carries a cross, one of `o` a ring. The last move is marked, the
//! winning line drawn through the winner's marks; a hover over a column shows where a disc
//! would land, and a click anywhere in the column drops it.

use egui::{Color32, Pos2, Rect, Sense, Stroke, Ui, Vec2};

use crate::engine::tree::Backup;
use crate::shell::i18n::tr_args;
use crate::shell::small_game::SmallPosition;
use crate::ui::palette::chooser_color;

/// What the board shows.
pub struct SmallBoardScene<'a> {
    /// The position.
    pub position: &'a SmallPosition,
    /// The move that led to it, as the game's code, to mark.
    pub last_move: Option<u16>,
    /// True if the person may play on it now: clicks become moves and a hover shows where.
    pub playable: bool,
}

/// Where the board was drawn and how big its marks are, for tests and measurements.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnBoard {
    /// The board's rectangle, in points.
    pub rect: Rect,
    /// The side of one cell, in points.
    pub cell: f32,
    /// The width (or diameter) of a mark drawn in a cell, in points.
    pub mark: f32,
}

impl Default for DrawnBoard {
    fn default() -> Self {
        DrawnBoard {
            rect: Rect::NOTHING,
            cell: 0.0,
            mark: 0.0,
        }
    }
}

/// Draws the board as large as `ui` allows and returns the move clicked (a cell or a column),
/// with where it was drawn.
pub fn small_board_ui(ui: &mut Ui, scene: &SmallBoardScene<'_>) -> (Option<u16>, DrawnBoard) {
    match scene.position {
        SmallPosition::TicTacToe(board) => tic_tac_toe_ui(ui, board, scene),
        SmallPosition::ConnectFour(board) => connect_four_ui(ui, board, scene),
    }
}

/// The rectangle of `columns × rows` square cells, as large as `room` allows, at its top left.
fn grid_rect(room: Rect, columns: usize, rows: usize) -> (Rect, f32) {
    let cell = (room.width() / columns as f32)
        .min(room.height() / rows as f32)
        .max(8.0);
    let size = Vec2::new(cell * columns as f32, cell * rows as f32);
    (Rect::from_min_size(room.min, size), cell)
}

/// The colour of the last move's mark and of the winning line: dark on a light board, light on a
/// dark one, so that it stands apart from both sides' colours.
fn mark_color(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgb(250, 220, 60)
    } else {
        Color32::from_rgb(20, 20, 20)
    }
}

/// Draws an `x` (a cross) or an `o` (a ring) filling `size` of a cell at `centre`.
fn draw_mark(painter: &egui::Painter, side: Backup, centre: Pos2, cell: f32, color: Color32) {
    let half = cell * 0.32;
    let stroke = Stroke::new(cell * 0.1, color);
    match side {
        Backup::Max => {
            painter.line_segment(
                [centre + Vec2::new(-half, -half), centre + Vec2::new(half, half)],
                stroke,
            );
            painter.line_segment(
                [centre + Vec2::new(-half, half), centre + Vec2::new(half, -half)],
                stroke,
            );
        }
        Backup::Min => {
            painter.circle_stroke(centre, half, stroke);
        }
    }
}

fn tic_tac_toe_ui(
    ui: &mut Ui,
    board: &crate::games::tictactoe::Board,
    scene: &SmallBoardScene<'_>,
) -> (Option<u16>, DrawnBoard) {
    let (rect, cell) = grid_rect(ui.max_rect(), 3, 3);
    let painter = ui.painter_at(rect);
    let dark_mode = ui.visuals().dark_mode;
    let line_color = ui.visuals().strong_text_color();
    painter.rect_filled(rect, 0.0, ui.visuals().extreme_bg_color);
    let cell_rect = |index: u8| {
        let (row, column) = (f32::from(index / 3), f32::from(index % 3));
        Rect::from_min_size(rect.min + Vec2::new(column * cell, row * cell), Vec2::splat(cell))
    };
    let mut clicked = None;
    for index in 0..9u8 {
        let here = cell_rect(index);
        let owner = board.cell(index);
        let response = ui
            .interact(here, ui.scope_id().with(("ttt-cell", index)), Sense::click())
            .on_hover_cursor(if scene.playable && owner.is_none() {
                egui::CursorIcon::PointingHand
            } else {
                egui::CursorIcon::Default
            });
        let name = tr_args("small-cell", &[("cell", (u32::from(index) + 1).into())]);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, scene.playable, &name));
        if scene.last_move == Some(u16::from(index)) {
            painter.rect_filled(
                here.shrink(cell * 0.04),
                0.0,
                ui.visuals().selection.bg_fill.gamma_multiply(0.5),
            );
        }
        // The cell's name, small in its corner: moves, lessons and the position's text name
        // cells by these numbers (5 is the centre).
        painter.text(
            here.min + Vec2::splat(cell * 0.07),
            egui::Align2::LEFT_TOP,
            (u32::from(index) + 1).to_string(),
            egui::FontId::proportional(cell * 0.2),
            ui.visuals().weak_text_color(),
        );
        match owner {
            Some(side) => draw_mark(
                &painter,
                side,
                here.center(),
                cell,
                chooser_color(side, dark_mode),
            ),
            None if scene.playable && response.hovered() => {
                let side = board.to_move();
                draw_mark(
                    &painter,
                    side,
                    here.center(),
                    cell,
                    chooser_color(side, dark_mode).gamma_multiply(0.35),
                );
            }
            None => {}
        }
        if scene.playable && owner.is_none() && response.clicked() {
            clicked = Some(u16::from(index));
        }
    }
    // The grid: two lines each way, as on paper.
    let stroke = Stroke::new((cell * 0.03).max(2.0), line_color);
    for k in 1..3 {
        let offset = k as f32 * cell;
        painter.line_segment(
            [
                rect.min + Vec2::new(offset, 0.0),
                rect.min + Vec2::new(offset, rect.height()),
            ],
            stroke,
        );
        painter.line_segment(
            [
                rect.min + Vec2::new(0.0, offset),
                rect.min + Vec2::new(rect.width(), offset),
            ],
            stroke,
        );
    }
    if let Some(line) = board.winning_line() {
        let (first, last) = (cell_rect(line[0]).center(), cell_rect(line[2]).center());
        let stretch = (last - first).normalized() * cell * 0.4;
        painter.line_segment(
            [first - stretch, last + stretch],
            Stroke::new(cell * 0.06, mark_color(dark_mode)),
        );
    }
    ui.advance_cursor_after_rect(rect);
    let drawn = DrawnBoard {
        rect,
        cell,
        mark: cell * 0.64 + cell * 0.1,
    };
    (clicked, drawn)
}

fn connect_four_ui(
    ui: &mut Ui,
    board: &crate::games::connect4::Board,
    scene: &SmallBoardScene<'_>,
) -> (Option<u16>, DrawnBoard) {
    use crate::games::connect4::{COLUMNS, ROWS};
    // Under the frame, a row for the columns' names: moves, lessons and the position's text
    // name columns by these numbers.
    let room = ui.max_rect();
    let names_height = (room.height() / (ROWS as f32 + 1.0) * 0.6).min(room.width() / COLUMNS as f32 * 0.6);
    let (rect, cell) = grid_rect(
        Rect::from_min_size(room.min, Vec2::new(room.width(), room.height() - names_height)),
        COLUMNS,
        ROWS,
    );
    let names = ui.painter_at(Rect::from_min_size(
        rect.left_bottom(),
        Vec2::new(rect.width(), names_height),
    ));
    for column in 0..COLUMNS {
        names.text(
            rect.left_bottom() + Vec2::new((column as f32 + 0.5) * cell, names_height * 0.5),
            egui::Align2::CENTER_CENTER,
            (column + 1).to_string(),
            egui::FontId::proportional((names_height * 0.8).min(cell * 0.45)),
            ui.visuals().text_color(),
        );
    }
    let painter = ui.painter_at(rect);
    let dark_mode = ui.visuals().dark_mode;
    // A slate frame, neither side's colour; the holes show the panel's background.
    let frame = if dark_mode {
        Color32::from_rgb(70, 76, 90)
    } else {
        Color32::from_rgb(120, 128, 145)
    };
    let hole = ui.visuals().extreme_bg_color;
    painter.rect_filled(rect, cell * 0.1, frame);
    // Row 0 is the bottom row.
    let centre_of = |column: u8, row: u8| {
        rect.min
            + Vec2::new(
                (f32::from(column) + 0.5) * cell,
                (ROWS as f32 - f32::from(row) - 0.5) * cell,
            )
    };
    let radius = cell * 0.42;
    let last_cell = scene.last_move.and_then(|code| {
        let column = u8::try_from(code).ok()?;
        let height = board.height(column);
        (height > 0).then(|| (column, (height - 1) as u8))
    });
    let mut clicked = None;
    for column in 0..COLUMNS as u8 {
        let column_rect = Rect::from_min_size(
            rect.min + Vec2::new(f32::from(column) * cell, 0.0),
            Vec2::new(cell, rect.height()),
        );
        let open = board.has_room(column) && !board.is_over();
        let response = ui
            .interact(
                column_rect,
                ui.scope_id().with(("c4-column", column)),
                Sense::click(),
            )
            .on_hover_cursor(if scene.playable && open {
                egui::CursorIcon::PointingHand
            } else {
                egui::CursorIcon::Default
            });
        let name = tr_args("small-column", &[("column", (u32::from(column) + 1).into())]);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, scene.playable, &name));
        let hovered = scene.playable && open && response.hovered();
        if hovered {
            painter.rect_filled(
                column_rect,
                0.0,
                Color32::from_white_alpha(if dark_mode { 20 } else { 50 }),
            );
        }
        for row in 0..ROWS as u8 {
            let centre = centre_of(column, row);
            match board.disc(column, row) {
                Some(side) => draw_disc(&painter, side, centre, radius, chooser_color(side, dark_mode)),
                None => {
                    painter.circle_filled(centre, radius, hole);
                }
            }
        }
        if hovered {
            // Where the disc lands: the lowest empty hole, its disc drawn faint.
            let row = board.height(column) as u8;
            let side = board.to_move();
            draw_disc(
                &painter,
                side,
                centre_of(column, row),
                radius,
                chooser_color(side, dark_mode).gamma_multiply(0.4),
            );
        }
        if scene.playable && open && response.clicked() {
            clicked = Some(u16::from(column));
        }
    }
    if let Some((column, row)) = last_cell {
        painter.circle_stroke(
            centre_of(column, row),
            radius * 1.02,
            Stroke::new(cell * 0.07, mark_color(dark_mode)),
        );
    }
    if let Some(line) = board.winning_line() {
        let (first, last) = (centre_of(line[0].0, line[0].1), centre_of(line[3].0, line[3].1));
        painter.line_segment([first, last], Stroke::new(cell * 0.08, mark_color(dark_mode)));
    }
    ui.advance_cursor_after_rect(rect.union(names.clip_rect()));
    let drawn = DrawnBoard {
        rect,
        cell,
        mark: radius * 2.0,
    };
    (clicked, drawn)
}

/// Draws a disc of `side`: filled in its colour, with a white cross for `x` or a white ring for
/// `o`, so that the sides differ in shape as well as colour.
fn draw_disc(painter: &egui::Painter, side: Backup, centre: Pos2, radius: f32, color: Color32) {
    painter.circle_filled(centre, radius, color);
    let sign = Color32::WHITE.gamma_multiply(f32::from(color.a()) / 255.0);
    let stroke = Stroke::new(radius * 0.16, sign);
    match side {
        Backup::Max => {
            let arm = radius * 0.45;
            painter.line_segment(
                [centre + Vec2::new(-arm, -arm), centre + Vec2::new(arm, arm)],
                stroke,
            );
            painter.line_segment(
                [centre + Vec2::new(-arm, arm), centre + Vec2::new(arm, -arm)],
                stroke,
            );
        }
        Backup::Min => {
            painter.circle_stroke(centre, radius * 0.5, stroke);
        }
    }
}
