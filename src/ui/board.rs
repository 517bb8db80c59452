//! The board: squares, pieces, highlights and coordinates, and the clicks and drags that make a move.
//!
//! The board never decides what is legal: it is handed the legal moves (from `shakmaty`, through
//! [`crate::chess::game::Game`]) and only offers those. A move the person makes comes back to the
//! app as a [`Move`]; the app plays it after the frame's layout, like every other action.

use egui::{
    Align2, Color32, CursorIcon, FontId, Id, LayerId, Modal, Order, Pos2, Rect, Response, Sense, Stroke, Ui,
    Vec2, WidgetInfo,
};
use shakmaty::{Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use crate::shell::i18n::tr;
use crate::ui::pieces::{PieceImages, role_name};
use crate::ui::theme::BoardColors;

/// The pieces a pawn may become, in the order the promotion picker offers them.
pub const PROMOTION_CHOICES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// What the board shows this frame. The app builds it from the game and the settings.
pub struct BoardScene<'a> {
    /// The position on the board.
    pub position: &'a Chess,
    /// The moves the person may make now; empty while the computer thinks, when the game is over,
    /// or while an earlier position of the game is being viewed.
    pub legal_moves: &'a [Move],
    /// The move that led to this position, highlighted on the board.
    pub last_move: Option<Move>,
    /// True when White's side of the board is at the bottom.
    pub white_at_bottom: bool,
    /// The colours to draw with.
    pub colors: BoardColors,
    /// Moves drawn as numbered arrows over the pieces: the path from the search's root to the
    /// node being previewed.
    pub arrows: &'a [Arrow],
}

/// A move drawn as an arrow on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrow {
    /// The square the move starts from.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
    /// The arrow's colour (the colour of the side that moved: MAX or MIN).
    pub color: Color32,
}

/// The board's state between frames: the selected square, a piece being dragged, a pawn
/// waiting for its promotion choice, and the pieces' images at the size last drawn.
#[derive(Debug, Default)]
pub struct BoardView {
    /// The square whose piece the person picked up by clicking (or dragging).
    selected: Option<Square>,
    /// The square a piece is being dragged from.
    dragged_from: Option<Square>,
    /// A promotion waiting for the person to choose the new piece.
    pending_promotion: Option<PendingPromotion>,
    /// The pieces drawn from their SVGs, kept per size.
    pieces: PieceImages,
    /// Where the board was drawn last (its eight by eight squares), and whether White was at
    /// the bottom: a page tells scripts where the squares are ([`BoardView::drawn_at`]).
    drawn_at: Option<(Rect, bool)>,
}

/// A pawn move to the last rank whose new piece is not chosen yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PendingPromotion {
    from: Square,
    to: Square,
    color: Color,
}

/// Returns the square a move's piece lands on as people see it. For castling that is the king's
/// destination (g1 or c1), not the rook's square where `shakmaty` records it.
pub fn destination(m: Move) -> Square {
    match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            Square::from_coords(file, king.rank())
        }
        other => other.to(),
    }
}

/// Returns the screen rectangle of `square` on a board drawn in `board_rect`.
pub fn screen_from_square(board_rect: Rect, square: Square, white_at_bottom: bool) -> Rect {
    let size = board_rect.width() / 8.0;
    let file = usize::from(square.file()) as f32;
    let rank = usize::from(square.rank()) as f32;
    let (column, row) = if white_at_bottom {
        (file, 7.0 - rank)
    } else {
        (7.0 - file, rank)
    };
    Rect::from_min_size(
        board_rect.min + Vec2::new(column * size, row * size),
        Vec2::splat(size),
    )
}

/// Returns the square under a screen point, or `None` off the board.
pub fn square_from_screen(board_rect: Rect, point: Pos2, white_at_bottom: bool) -> Option<Square> {
    if !board_rect.contains(point) {
        return None;
    }
    let size = board_rect.width() / 8.0;
    let column = (((point.x - board_rect.min.x) / size) as u32).min(7);
    let row = (((point.y - board_rect.min.y) / size) as u32).min(7);
    let (file, rank) = if white_at_bottom {
        (column, 7 - row)
    } else {
        (7 - column, row)
    };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

impl BoardView {
    /// Forgets the selection, a drag and a pending promotion (after a new game, a take back, …).
    pub fn clear(&mut self) {
        // The pieces' images stay: they depend on the square's size only.
        let pieces = std::mem::take(&mut self.pieces);
        *self = BoardView {
            pieces,
            ..BoardView::default()
        };
    }

    /// Returns the selected square, if a piece is picked up.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// Returns where the board's squares were drawn last, in points, and whether White was at
    /// the bottom (`None` before the board was drawn).
    pub fn drawn_at(&self) -> Option<(Rect, bool)> {
        self.drawn_at
    }

    /// Returns true while the promotion picker is open.
    pub fn is_choosing_promotion(&self) -> bool {
        self.pending_promotion.is_some()
    }

    /// Draws the board in the space available (a square as large as fits) and returns the move
    /// the person made this frame, if any.
    pub fn ui(&mut self, ui: &mut Ui, scene: &BoardScene<'_>) -> Option<Move> {
        if scene.legal_moves.is_empty() {
            // Nothing can be moved (the computer thinks, or the game is over): drop any selection.
            self.selected = None;
            self.dragged_from = None;
            self.pending_promotion = None;
        }
        let side = ui.available_width().min(ui.available_height()).max(120.0);
        let (outer, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
        // The left and bottom margins hold the rank numbers and the file letters.
        // Room for the coordinates: never smaller than most of the body text, so projector mode
        // enlarges them too.
        let margin = (side * 0.045)
            .clamp(12.0, 30.0)
            .max(coordinate_size(ui, side) * 1.3);
        let board_rect = Rect::from_min_size(outer.min + Vec2::new(margin, 0.0), Vec2::splat(side - margin));

        let mut made = None;
        for square in Square::ALL {
            let rect = screen_from_square(board_rect, square, scene.white_at_bottom);
            let response = ui.interact(
                rect,
                ui.scope_id().with(("square", square)),
                Sense::click_and_drag(),
            );
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, square.to_string()));
            if let Some(m) = self.handle_square_response(ui, &response, square, board_rect, scene) {
                made = Some(m);
            }
        }

        self.paint(ui, board_rect, scene);
        self.drawn_at = Some((board_rect, scene.white_at_bottom));
        if let Some(m) = self.promotion_picker_ui(ui, scene) {
            made = Some(m);
        }
        made
    }

    /// Reacts to clicks and drags on one square.
    fn handle_square_response(
        &mut self,
        ui: &Ui,
        response: &Response,
        square: Square,
        board_rect: Rect,
        scene: &BoardScene<'_>,
    ) -> Option<Move> {
        let movable = can_move_from(scene, square);
        if movable && self.pending_promotion.is_none() {
            response.clone().on_hover_cursor(CursorIcon::Grab);
        }
        if response.clicked() {
            return self.square_clicked(square, scene);
        }
        if response.drag_started() && movable {
            self.selected = Some(square);
            self.dragged_from = Some(square);
        }
        if response.drag_stopped() && self.dragged_from == Some(square) {
            self.dragged_from = None;
            // Where the button was released (or, failing that, where the pointer was last seen).
            let pointer = response
                .interact_pointer_pos()
                .or_else(|| ui.ctx().input(|input| input.pointer.latest_pos()));
            let target =
                pointer.and_then(|point| square_from_screen(board_rect, point, scene.white_at_bottom));
            match target {
                // Dropped back where it started: the piece stays picked up, as after a click.
                Some(target) if target == square => {}
                Some(target) => {
                    let made = self.try_move(square, target, scene);
                    if made.is_none() && self.pending_promotion.is_none() {
                        self.selected = None;
                    }
                    return made;
                }
                None => self.selected = None,
            }
        }
        None
    }

    /// Applies a click on `square`: pick up a piece, move it, switch to another piece, or cancel.
    pub fn square_clicked(&mut self, square: Square, scene: &BoardScene<'_>) -> Option<Move> {
        if self.pending_promotion.is_some() {
            return None;
        }
        let Some(from) = self.selected else {
            if can_move_from(scene, square) {
                self.selected = Some(square);
            }
            return None;
        };
        if square == from {
            // Clicking the picked-up piece again puts it down.
            self.selected = None;
            return None;
        }
        if let Some(m) = self.try_move(from, square, scene) {
            return Some(m);
        }
        if self.pending_promotion.is_some() {
            return None;
        }
        // Not a destination: another of one's own pieces is picked up instead; anything else cancels.
        self.selected = can_move_from(scene, square).then_some(square);
        None
    }

    /// Returns the move from `from` to `to` if it is legal. A promotion opens the picker instead
    /// (and returns `None` until a piece is chosen).
    fn try_move(&mut self, from: Square, to: Square, scene: &BoardScene<'_>) -> Option<Move> {
        let candidates: Vec<Move> = scene
            .legal_moves
            .iter()
            .copied()
            .filter(|m| m.from() == Some(from) && destination(*m) == to)
            .collect();
        match candidates.as_slice() {
            [] => None,
            [only] if only.promotion().is_none() => {
                self.selected = None;
                Some(*only)
            }
            _ => {
                self.selected = None;
                self.pending_promotion = Some(PendingPromotion {
                    from,
                    to,
                    color: scene.position.turn(),
                });
                None
            }
        }
    }

    /// Shows the promotion picker while a promotion waits, and returns the move once a piece is chosen.
    fn promotion_picker_ui(&mut self, ui: &Ui, scene: &BoardScene<'_>) -> Option<Move> {
        let pending = self.pending_promotion?;
        let pieces = &mut self.pieces;
        let mut chosen = None;
        let mut cancelled = false;
        let modal = Modal::new(Id::unique("klados-promotion")).show(ui.ctx(), |ui| {
            ui.heading(tr("board-promote"));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                for role in PROMOTION_CHOICES {
                    if promotion_button_ui(
                        ui,
                        pieces,
                        Piece {
                            color: pending.color,
                            role,
                        },
                    )
                    .clicked()
                    {
                        chosen = Some(role);
                    }
                }
            });
            ui.add_space(6.0);
            if ui.button(tr("play-cancel")).clicked() {
                cancelled = true;
            }
        });
        if cancelled || modal.should_close() {
            self.pending_promotion = None;
            return None;
        }
        let role = chosen?;
        self.pending_promotion = None;
        scene.legal_moves.iter().copied().find(|m| {
            m.from() == Some(pending.from) && destination(*m) == pending.to && m.promotion() == Some(role)
        })
    }

    /// Paints squares, highlights, pieces and coordinates.
    fn paint(&mut self, ui: &Ui, board_rect: Rect, scene: &BoardScene<'_>) {
        let painter = ui.painter();
        let colors = scene.colors;
        let square_size = board_rect.width() / 8.0;
        let rect_of = |square| screen_from_square(board_rect, square, scene.white_at_bottom);

        for square in Square::ALL {
            let fill = if square.is_light() {
                colors.light_square
            } else {
                colors.dark_square
            };
            painter.rect_filled(rect_of(square), 0.0, fill);
        }
        if let Some(last) = scene.last_move {
            for square in last.from().into_iter().chain([destination(last)]) {
                painter.rect_filled(rect_of(square), 0.0, colors.last_move);
            }
        }
        if let Some(selected) = self.selected {
            painter.rect_filled(rect_of(selected), 0.0, colors.selected);
        }
        if scene.position.is_check()
            && let Some(king) = scene.position.board().king_of(scene.position.turn())
        {
            let rect = rect_of(king);
            painter.rect_stroke(
                rect.shrink(square_size * 0.04),
                square_size * 0.08,
                Stroke::new(square_size * 0.08, colors.check),
                egui::StrokeKind::Inside,
            );
            painter.circle_filled(
                rect.center(),
                square_size * 0.42,
                colors.check.gamma_multiply(0.45),
            );
        }

        for square in Square::ALL {
            if let Some(piece) = scene.position.board().piece_at(square) {
                let opacity = if self.dragged_from == Some(square) {
                    0.3
                } else {
                    1.0
                };
                self.pieces
                    .paint(painter, rect_of(square).center(), square_size, piece, opacity);
            }
        }

        // The destinations go over the pieces so that a capture's ring shows around its victim.
        if let Some(from) = self.selected {
            for m in scene.legal_moves.iter().filter(|m| m.from() == Some(from)) {
                let rect = rect_of(destination(*m));
                if m.is_capture() {
                    painter.circle_stroke(
                        rect.center(),
                        square_size * 0.44,
                        Stroke::new(square_size * 0.07, colors.destination),
                    );
                } else {
                    painter.circle_filled(rect.center(), square_size * 0.16, colors.destination);
                }
            }
        }

        paint_arrows(painter, board_rect, scene);
        self.paint_coordinates(ui, board_rect, scene);

        // The dragged piece follows the pointer, above everything else in the window.
        if let Some(from) = self.dragged_from
            && let Some(piece) = scene.position.board().piece_at(from)
            && let Some(pointer) = ui.ctx().pointer_interact_pos()
        {
            let layer = LayerId::new(Order::Tooltip, Id::unique("klados-dragged-piece"));
            self.pieces
                .paint(&ui.ctx().layer_painter(layer), pointer, square_size, piece, 1.0);
        }
    }

    /// Writes the file letters under the board and the rank numbers to its left.
    fn paint_coordinates(&self, ui: &Ui, board_rect: Rect, scene: &BoardScene<'_>) {
        let painter = ui.painter();
        let square_size = board_rect.width() / 8.0;
        let font = FontId::proportional(coordinate_size(ui, square_size * 8.0));
        let color: Color32 = scene.colors.coordinates;
        for index in 0..8_u32 {
            let file = File::new(index);
            let bottom_square = if scene.white_at_bottom {
                Square::from_coords(file, Rank::First)
            } else {
                Square::from_coords(file, Rank::Eighth)
            };
            let rect = screen_from_square(board_rect, bottom_square, scene.white_at_bottom);
            painter.text(
                Pos2::new(rect.center().x, board_rect.max.y + 2.0),
                Align2::CENTER_TOP,
                file.char(),
                font.clone(),
                color,
            );
            let rank = Rank::new(index);
            let left_square = if scene.white_at_bottom {
                Square::from_coords(File::A, rank)
            } else {
                Square::from_coords(File::H, rank)
            };
            let rect = screen_from_square(board_rect, left_square, scene.white_at_bottom);
            painter.text(
                Pos2::new(board_rect.min.x - 4.0, rect.center().y),
                Align2::RIGHT_CENTER,
                rank.char(),
                font.clone(),
                color,
            );
        }
    }
}

/// The size of the file letters and rank numbers for a board `side` points wide: a quarter of a
/// square, and at least three quarters of the body text.
fn coordinate_size(ui: &Ui, side: f32) -> f32 {
    let body = egui::TextStyle::Body.resolve(ui.style()).size;
    (side / 8.0 * 0.26).clamp(10.0, 26.0).max(body * 0.75)
}

/// Returns true if the piece on `square` belongs to the side to move and the person may move now.
fn can_move_from(scene: &BoardScene<'_>, square: Square) -> bool {
    scene.legal_moves.iter().any(|m| m.from() == Some(square))
}

/// A large button showing a piece and its name, for the promotion picker.
fn promotion_button_ui(ui: &mut Ui, pieces: &mut PieceImages, piece: Piece) -> Response {
    let size = Vec2::new(72.0, 92.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let name = role_name(piece.role);
    let label = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
    let visuals = ui.style().interact(&response);
    let painter = ui.painter();
    painter.rect(
        rect,
        6.0,
        Color32::from_rgb(181, 136, 99),
        visuals.bg_stroke,
        egui::StrokeKind::Inside,
    );
    pieces.paint(painter, rect.center() - Vec2::new(0.0, 10.0), 62.0, piece, 1.0);
    painter.text(
        Pos2::new(rect.center().x, rect.max.y - 4.0),
        Align2::CENTER_BOTTOM,
        label,
        FontId::proportional(13.0),
        Color32::WHITE,
    );
    response
}

/// Draws the scene's arrows, each with its number (1 for the first move) near its head, so the
/// order of the moves reads at a glance.
fn paint_arrows(painter: &egui::Painter, board_rect: Rect, scene: &BoardScene<'_>) {
    let square_size = board_rect.width() / 8.0;
    let centre = |square| screen_from_square(board_rect, square, scene.white_at_bottom).center();
    for (number, arrow) in scene.arrows.iter().enumerate() {
        let (start, end) = (centre(arrow.from), centre(arrow.to));
        let direction = (end - start).normalized();
        let head_base = end - direction * square_size * 0.3;
        let stroke = Stroke::new(square_size * 0.12, arrow.color.gamma_multiply(0.85));
        painter.line_segment([start, head_base], stroke);
        let side = Vec2::new(-direction.y, direction.x) * square_size * 0.2;
        painter.add(egui::Shape::convex_polygon(
            vec![end, head_base + side, head_base - side],
            arrow.color.gamma_multiply(0.85),
            Stroke::NONE,
        ));
        let label_at = start + (end - start) * 0.5;
        painter.circle_filled(label_at, square_size * 0.16, Color32::WHITE);
        painter.circle_stroke(label_at, square_size * 0.16, Stroke::new(2.0, arrow.color));
        painter.text(
            label_at,
            Align2::CENTER_CENTER,
            (number + 1).to_string(),
            FontId::proportional(square_size * 0.2),
            Color32::BLACK,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::game::Game;

    fn scene<'a>(position: &'a Chess, legal_moves: &'a [Move]) -> BoardScene<'a> {
        BoardScene {
            position,
            legal_moves,
            last_move: None,
            white_at_bottom: true,
            colors: BoardColors::new(crate::ui::settings::ThemeChoice::Light, false),
            arrows: &[],
        }
    }

    #[test]
    fn screen_and_square_coordinates_are_inverse_both_ways_up() {
        let board = Rect::from_min_size(Pos2::new(10.0, 20.0), Vec2::splat(400.0));
        for white_at_bottom in [true, false] {
            for square in Square::ALL {
                let rect = screen_from_square(board, square, white_at_bottom);
                assert_eq!(
                    square_from_screen(board, rect.center(), white_at_bottom),
                    Some(square)
                );
            }
        }
        let a1 = screen_from_square(board, Square::A1, true);
        assert_eq!(a1.min, Pos2::new(10.0, 370.0));
    }

    #[test]
    fn castling_lands_on_the_kings_square() {
        let game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap_or_default();
        let destinations: Vec<String> = game
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_castle())
            .map(|m| destination(m).to_string())
            .collect();
        assert_eq!(destinations.len(), 2);
        assert!(destinations.contains(&"g1".to_owned()) && destinations.contains(&"c1".to_owned()));
    }

    #[test]
    fn clicks_select_switch_cancel_and_move() {
        let game = Game::new();
        let legal = game.legal_moves();
        let scene = scene(game.position(), &legal);
        let mut board = BoardView::default();
        assert_eq!(board.square_clicked(Square::E4, &scene), None, "empty square");
        assert_eq!(board.selected(), None);
        assert_eq!(board.square_clicked(Square::E2, &scene), None);
        assert_eq!(board.selected(), Some(Square::E2));
        assert_eq!(board.square_clicked(Square::E2, &scene), None, "same piece again");
        assert_eq!(board.selected(), None);
        let _ = board.square_clicked(Square::E2, &scene);
        let _ = board.square_clicked(Square::G1, &scene);
        assert_eq!(board.selected(), Some(Square::G1), "another own piece");
        assert_eq!(
            board.square_clicked(Square::G3, &scene),
            None,
            "illegal destination"
        );
        assert_eq!(board.selected(), None);
        let _ = board.square_clicked(Square::G1, &scene);
        let played = board.square_clicked(Square::F3, &scene);
        assert_eq!(played.map(crate::engine::position::uci), Some("g1f3".to_owned()));
    }
}
