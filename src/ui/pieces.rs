//! Drawing a chess piece from the DejaVu Sans glyphs.
//!
//! Unicode has two sets of chess glyphs: the "white" ones (♔ U+2654 …) are outlines, the "black"
//! ones (♚ U+265A …) are solid shapes of the same outline. A piece is drawn in two layers: the
//! solid shape filled with the piece's colour, then the outline on top in a contrasting colour.
//! So a white piece is white with a dark outline and a black piece is dark with a light inner
//! line, and both stand out on light and dark squares alike.

use egui::{Align2, Color32, FontId, Painter, Pos2};
use shakmaty::{Color, Piece, Role};

use crate::ui::theme::piece_family;

/// Returns the outline glyph of a role (the Unicode "white" chess symbol).
pub fn outline_glyph(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

/// Returns the solid glyph of a role (the Unicode "black" chess symbol).
pub fn solid_glyph(role: Role) -> char {
    match role {
        Role::King => '♚',
        Role::Queen => '♛',
        Role::Rook => '♜',
        Role::Bishop => '♝',
        Role::Knight => '♞',
        Role::Pawn => '♟',
    }
}

/// Returns the English name of a role, as people read it ("knight").
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// Draws `piece` centred on `center`, `size` points tall.
///
/// `opacity` (0 to 1) lets a piece being dragged leave a faint trace on its square.
pub fn paint_piece(painter: &Painter, center: Pos2, size: f32, piece: Piece, opacity: f32) {
    let (fill, line) = match piece.color {
        Color::White => (Color32::WHITE, Color32::from_gray(20)),
        Color::Black => (Color32::from_gray(25), Color32::from_gray(150)),
    };
    let font = FontId::new(size, piece_family());
    // The glyphs sit a little high in their line box; this moves them to the square's centre.
    let center = center + egui::vec2(0.0, size * 0.04);
    painter.text(
        center,
        Align2::CENTER_CENTER,
        solid_glyph(piece.role),
        font.clone(),
        fill.gamma_multiply(opacity),
    );
    painter.text(
        center,
        Align2::CENTER_CENTER,
        outline_glyph(piece.role),
        font,
        line.gamma_multiply(opacity),
    );
}
