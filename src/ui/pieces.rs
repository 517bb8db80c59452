//! Drawing a chess piece: from Colin M.L. Burnett's SVG pieces on the board, from the DejaVu Sans
//! glyphs where a piece stands inside text.
//!
//! The board's pieces are the cburnett set (`assets/pieces/cburnett/`, the pieces Lichess shows),
//! embedded in the program. [`PieceImages`] renders them with resvg to textures exactly as many
//! physical pixels wide as a square, so they are sharp at every size, and keeps them: they are
//! drawn again only when the square's size changes. A glyph font's bishop reads as a pawn with a
//! cross at board size; these do not.
//!
//! Glyphs stay for text (move lists, captions) and as the fallback should an SVG not be read.
//! Unicode has two sets of chess glyphs: the "white" ones (♔ U+2654 …) are outlines, the "black"
//! ones (♚ U+265A …) are solid shapes of the same outline. A piece is drawn in two layers: the
//! solid shape filled with the piece's colour, then the outline on top in a contrasting colour.
//! So a white piece is white with a dark outline and a black piece is dark with a light inner
//! line, and both stand out on light and dark squares alike.

use egui::{Align2, Color32, ColorImage, FontId, Painter, Pos2, Rect, TextureHandle, TextureOptions, Vec2};
use resvg::{tiny_skia, usvg};
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

/// Draws `piece` from its glyphs, centred on `center`, `size` points tall: the fallback when the
/// SVG pieces cannot be drawn.
///
/// `opacity` (0 to 1) lets a piece being dragged leave a faint trace on its square.
pub fn paint_glyph_piece(painter: &Painter, center: Pos2, size: f32, piece: Piece, opacity: f32) {
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

/// The cburnett pieces as SVG files, embedded at build time: White's king to pawn, then Black's.
const PIECE_SVGS: [&[u8]; 12] = [
    include_bytes!("../../assets/pieces/cburnett/wK.svg"),
    include_bytes!("../../assets/pieces/cburnett/wQ.svg"),
    include_bytes!("../../assets/pieces/cburnett/wR.svg"),
    include_bytes!("../../assets/pieces/cburnett/wB.svg"),
    include_bytes!("../../assets/pieces/cburnett/wN.svg"),
    include_bytes!("../../assets/pieces/cburnett/wP.svg"),
    include_bytes!("../../assets/pieces/cburnett/bK.svg"),
    include_bytes!("../../assets/pieces/cburnett/bQ.svg"),
    include_bytes!("../../assets/pieces/cburnett/bR.svg"),
    include_bytes!("../../assets/pieces/cburnett/bB.svg"),
    include_bytes!("../../assets/pieces/cburnett/bN.svg"),
    include_bytes!("../../assets/pieces/cburnett/bP.svg"),
];

/// The roles in the order of [`PIECE_SVGS`] within one colour.
const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Every piece, in the order of [`PIECE_SVGS`].
pub const ALL_PIECES: [Piece; 12] = {
    let mut pieces = [Piece {
        color: Color::White,
        role: Role::King,
    }; 12];
    let mut index = 0;
    while index < 12 {
        pieces[index] = Piece {
            color: if index < 6 { Color::White } else { Color::Black },
            role: ROLES[index % 6],
        };
        index += 1;
    }
    pieces
};

/// Returns the place of `piece` in [`PIECE_SVGS`] and [`ALL_PIECES`].
fn piece_index(piece: Piece) -> usize {
    let role = match piece.role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    };
    match piece.color {
        Color::White => role,
        Color::Black => 6 + role,
    }
}

/// The largest piece image made, in pixels a side: far above any screen's square, and a mistaken
/// size cannot ask for gigabytes.
const MAX_PIECE_PIXELS: u32 = 2048;

/// Renders `piece` from its SVG to a square image `side` pixels wide, transparent around the
/// piece. `None` if the SVG cannot be read (the embedded files always can) or `side` is 0 or
/// beyond [`MAX_PIECE_PIXELS`]; the caller then draws the glyphs.
pub fn render_piece(piece: Piece, side: u32) -> Option<ColorImage> {
    if side == 0 || side > MAX_PIECE_PIXELS {
        return None;
    }
    let svg = PIECE_SVGS.get(piece_index(piece))?;
    let tree = usvg::Tree::from_data(svg, &usvg::Options::default()).ok()?;
    let mut pixmap = tiny_skia::Pixmap::new(side, side)?;
    // The drawing is scaled to fill the square and centred in it, whatever its own size.
    let size = tree.size();
    let scale = side as f32 / size.width().max(size.height());
    let offset_x = (side as f32 - size.width() * scale) / 2.0;
    let offset_y = (side as f32 - size.height() * scale) / 2.0;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, offset_x, offset_y),
        &mut pixmap.as_mut(),
    );
    let side = side as usize;
    // tiny-skia keeps premultiplied RGBA, as egui's textures do.
    Some(ColorImage::from_rgba_premultiplied([side, side], pixmap.data()))
}

/// How many sizes of the pieces are kept at once: the board's and the promotion picker's, and
/// one more while the window is resized.
const SIZES_KEPT: usize = 3;

/// The board's pieces as textures, kept per size.
///
/// A size is rendered once, the first time it is asked for, and kept while it is used: at a
/// stable window size nothing is rendered again, and a resized window renders the twelve pieces
/// once per new square size. The few sizes last used are kept, the rest dropped.
#[derive(Default)]
pub struct PieceImages {
    /// The sizes rendered, the one used last first.
    sets: Vec<PieceSet>,
}

/// The twelve pieces at one size.
struct PieceSet {
    /// Their width and height, in physical pixels.
    side: u32,
    /// The textures in the order of [`ALL_PIECES`]; `None` if they could not be rendered (the
    /// glyphs are drawn instead).
    textures: Option<Vec<TextureHandle>>,
}

impl std::fmt::Debug for PieceImages {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sides: Vec<u32> = self.sets.iter().map(|set| set.side).collect();
        formatter
            .debug_struct("PieceImages")
            .field("sides", &sides)
            .finish()
    }
}

impl PieceImages {
    /// Returns the sizes (in physical pixels a side) rendered and kept, the one used last first.
    pub fn sides_kept(&self) -> Vec<u32> {
        self.sets.iter().map(|set| set.side).collect()
    }

    /// Draws `piece` filling a square `square` points wide centred on `center`.
    ///
    /// `opacity` (0 to 1) lets a piece being dragged leave a faint trace on its square. The
    /// texture is exactly as many physical pixels wide as the square and sits on the pixel grid,
    /// so the piece is drawn sharp, never scaled.
    pub fn paint(&mut self, painter: &Painter, center: Pos2, square: f32, piece: Piece, opacity: f32) {
        let pixels_per_point = painter.ctx().pixels_per_point();
        let side = (square * pixels_per_point).round().max(0.0) as u32;
        let Some(texture) = self.texture(painter.ctx(), side, piece) else {
            paint_glyph_piece(painter, center, square * 0.95, piece, opacity);
            return;
        };
        let size = Vec2::splat(side as f32 / pixels_per_point);
        let min = egui::emath::GuiRounding::round_to_pixels(center - size / 2.0, pixels_per_point);
        let uv = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
        painter.image(
            texture.id(),
            Rect::from_min_size(min, size),
            uv,
            Color32::WHITE.gamma_multiply(opacity),
        );
    }

    /// Returns the texture of `piece` at `side` pixels, rendering the set at that size first if
    /// it is not kept; `None` if the pieces cannot be rendered at that size.
    fn texture(&mut self, ctx: &egui::Context, side: u32, piece: Piece) -> Option<TextureHandle> {
        let position = match self.sets.iter().position(|set| set.side == side) {
            Some(position) => position,
            None => {
                self.sets.insert(0, render_set(ctx, side));
                self.sets.truncate(SIZES_KEPT);
                0
            }
        };
        // The set used now goes first, so that the one used longest ago is dropped next.
        let set = self.sets.remove(position);
        self.sets.insert(0, set);
        self.sets
            .first()?
            .textures
            .as_ref()?
            .get(piece_index(piece))
            .cloned()
    }
}

/// Renders the twelve pieces at `side` pixels and hands them to egui as textures; no textures at
/// all if any piece cannot be rendered, so that the board never mixes SVG pieces and glyphs.
fn render_set(ctx: &egui::Context, side: u32) -> PieceSet {
    let images: Option<Vec<ColorImage>> = ALL_PIECES
        .iter()
        .map(|&piece| render_piece(piece, side))
        .collect();
    let textures = images.map(|images| {
        images
            .into_iter()
            .zip(ALL_PIECES)
            .map(|(image, piece)| {
                let name = format!(
                    "klados-piece-{}{}-{side}",
                    piece.color.char(),
                    piece.role.upper_char()
                );
                ctx.load_texture(name, image, TextureOptions::LINEAR)
            })
            .collect()
    });
    PieceSet { side, textures }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_renders_at_the_size_asked_and_the_colours_differ() {
        for side in [24_u32, 57, 100] {
            let images: Vec<ColorImage> = ALL_PIECES
                .iter()
                .filter_map(|&piece| render_piece(piece, side))
                .collect();
            assert_eq!(images.len(), 12, "every piece renders at {side} px");
            for (image, piece) in images.iter().zip(ALL_PIECES) {
                assert_eq!(image.size, [side as usize, side as usize], "{piece:?}");
                let opaque = image.pixels.iter().filter(|pixel| pixel.a() > 128).count();
                // A piece covers a good part of its square, but not all of it.
                let area = (side * side) as usize;
                assert!(
                    opaque > area / 10 && opaque < area * 3 / 4,
                    "{piece:?} at {side} px: {opaque} of {area}"
                );
            }
            for role in 0..6 {
                let (white, black) = (&images[role], &images[6 + role]);
                assert_ne!(white.pixels, black.pixels, "{:?}", ALL_PIECES[role].role);
                // White's pieces are mostly light inside, Black's mostly dark.
                let brightness = |image: &ColorImage| {
                    let opaque: Vec<_> = image.pixels.iter().filter(|pixel| pixel.a() == 255).collect();
                    opaque.iter().map(|pixel| u32::from(pixel.r())).sum::<u32>() / opaque.len().max(1) as u32
                };
                assert!(
                    brightness(white) > brightness(black) + 60,
                    "{:?}",
                    ALL_PIECES[role].role
                );
            }
        }
    }

    #[test]
    fn no_image_at_a_size_of_nothing_or_too_large() {
        let king = ALL_PIECES[0];
        assert!(render_piece(king, 0).is_none());
        assert!(render_piece(king, MAX_PIECE_PIXELS + 1).is_none());
    }

    #[test]
    fn the_order_of_the_pieces_matches_their_files() {
        for (index, piece) in ALL_PIECES.iter().enumerate() {
            assert_eq!(piece_index(*piece), index);
        }
        // The white king's file draws a cross on its crown; it is the first file.
        assert!(std::str::from_utf8(PIECE_SVGS[0]).is_ok_and(|svg| svg.contains("M22.5 11.63V6")));
    }

    #[test]
    fn a_size_is_rendered_once_and_few_sizes_are_kept() {
        let ctx = egui::Context::default();
        let mut images = PieceImages::default();
        let painter = Painter::new(ctx.clone(), egui::LayerId::background(), Rect::EVERYTHING);
        let piece = ALL_PIECES[3];
        images.paint(&painter, Pos2::new(50.0, 50.0), 40.0, piece, 1.0);
        let first = images.texture(&ctx, 40, piece).map(|texture| texture.id());
        images.paint(&painter, Pos2::new(90.0, 50.0), 40.0, piece, 1.0);
        assert_eq!(
            images.texture(&ctx, 40, piece).map(|texture| texture.id()),
            first,
            "not rendered again"
        );
        for square in [41.0, 42.0, 43.0] {
            images.paint(&painter, Pos2::new(50.0, 50.0), square, piece, 1.0);
        }
        assert_eq!(images.sides_kept(), vec![43, 42, 41]);
    }
}
