//! Fonts, colours and text sizes: the light and dark themes and the projector mode.
//!
//! The chess pieces are glyphs of DejaVu Sans (U+2654..U+265F), embedded in the program by the
//! `dejavu` crate, so they are drawn as crisp vector outlines at any size and never depend on the
//! fonts installed on the machine. egui's own fonts have no chess glyphs.

use egui::epaint::text::{FontData, FontDefinitions, FontFamily};
use egui::{Color32, Context, Stroke, TextStyle, Theme};

use crate::ui::settings::ThemeChoice;

/// The name of the font family that draws the pieces.
pub const PIECE_FONT: &str = "klados-pieces";

/// The name under which DejaVu Sans is registered with egui.
const DEJAVU_SANS: &str = "DejaVuSans";

/// Returns the font family that draws the pieces (DejaVu Sans).
pub fn piece_family() -> FontFamily {
    FontFamily::Name(PIECE_FONT.into())
}

/// Registers DejaVu Sans with egui: as the piece font, and as a fallback of the normal fonts so
/// that a chess glyph inside ordinary text (a button, the help) is drawn too.
pub fn install_fonts(ctx: &Context) {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        DEJAVU_SANS.to_owned(),
        std::sync::Arc::new(FontData::from_static(dejavu::sans::regular())),
    );
    fonts
        .families
        .insert(piece_family(), vec![DEJAVU_SANS.to_owned()]);
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(DEJAVU_SANS.to_owned());
    }
    ctx.set_fonts(fonts);
}

/// The text sizes, in points, of egui's text styles at the normal size.
fn base_text_size(style: &TextStyle) -> f32 {
    match style {
        TextStyle::Small => 11.0,
        TextStyle::Body | TextStyle::Button => 15.0,
        TextStyle::Monospace => 14.0,
        TextStyle::Heading => 21.0,
        TextStyle::Name(_) => 15.0,
    }
}

/// How much larger the text is in projector mode: what the class reads (the story, the sentence
/// of each step, the tree, the tables)…
const PROJECTOR_TEXT_SCALE: f32 = 1.4;
/// …and the controls the teacher clicks (buttons, tabs, the stepper's choices), which grow less
/// so that everything still fits in a 1024×700 window.
const PROJECTOR_CONTROL_SCALE: f32 = 1.15;

/// Applies the theme and, in projector mode, larger text and stronger contrast to the whole window.
pub fn apply_style(ctx: &Context, theme: ThemeChoice, projector: bool) {
    ctx.set_theme(match theme {
        ThemeChoice::Light => Theme::Light,
        ThemeChoice::Dark => Theme::Dark,
    });
    let (scale, control_scale) = if projector {
        (PROJECTOR_TEXT_SCALE, PROJECTOR_CONTROL_SCALE)
    } else {
        (1.0, 1.0)
    };
    ctx.all_styles_mut(|style| {
        for (text_style, font) in &mut style.text_styles {
            let size = if *text_style == TextStyle::Button {
                control_scale
            } else {
                scale
            };
            font.size = base_text_size(text_style) * size;
        }
        style.spacing.interact_size.y = 22.0 * control_scale;
        style.spacing.button_padding = egui::vec2(6.0, 3.0) * control_scale;
    });
    // High contrast: pure black on white (or white on black), and clearly outlined widgets.
    for (egui_theme, text, background) in [
        (Theme::Light, Color32::BLACK, Color32::WHITE),
        (Theme::Dark, Color32::WHITE, Color32::BLACK),
    ] {
        let mut visuals = match egui_theme {
            Theme::Light => egui::Visuals::light(),
            Theme::Dark => egui::Visuals::dark(),
        };
        if projector {
            visuals.override_text_color = Some(text);
            visuals.panel_fill = background;
            visuals.window_fill = background;
            visuals.widgets.inactive.bg_stroke = Stroke::new(1.5, text);
            visuals.widgets.hovered.bg_stroke = Stroke::new(2.5, text);
            visuals.window_stroke = Stroke::new(2.0, text);
        }
        ctx.set_visuals_of(egui_theme, visuals);
    }
}

/// The colours the board is drawn with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardColors {
    /// The light squares.
    pub light_square: Color32,
    /// The dark squares.
    pub dark_square: Color32,
    /// Laid over the two squares of the last move.
    pub last_move: Color32,
    /// Laid over the selected square.
    pub selected: Color32,
    /// The dots and rings on the squares the selected piece can move to.
    pub destination: Color32,
    /// The glow under a king in check.
    pub check: Color32,
    /// The file letters and rank numbers beside the board.
    pub coordinates: Color32,
}

impl BoardColors {
    /// Returns the board colours for a theme; projector mode uses stronger contrast.
    pub fn new(theme: ThemeChoice, projector: bool) -> BoardColors {
        let coordinates = match theme {
            ThemeChoice::Light => Color32::from_gray(40),
            ThemeChoice::Dark => Color32::from_gray(220),
        };
        if projector {
            BoardColors {
                light_square: Color32::from_rgb(250, 240, 215),
                dark_square: Color32::from_rgb(160, 112, 70),
                last_move: Color32::from_rgba_unmultiplied(255, 230, 0, 130),
                selected: Color32::from_rgba_unmultiplied(0, 170, 255, 150),
                destination: Color32::from_rgba_unmultiplied(0, 70, 200, 170),
                check: Color32::from_rgb(230, 0, 0),
                coordinates: match theme {
                    ThemeChoice::Light => Color32::BLACK,
                    ThemeChoice::Dark => Color32::WHITE,
                },
            }
        } else {
            BoardColors {
                light_square: Color32::from_rgb(240, 217, 181),
                dark_square: Color32::from_rgb(181, 136, 99),
                last_move: Color32::from_rgba_unmultiplied(255, 235, 60, 110),
                selected: Color32::from_rgba_unmultiplied(60, 160, 255, 120),
                destination: Color32::from_rgba_unmultiplied(20, 80, 160, 130),
                check: Color32::from_rgb(220, 30, 30),
                coordinates,
            }
        }
    }
}
