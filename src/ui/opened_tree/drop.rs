//! Files dragged onto the window: a search tree (`.json`) opens as *Open search tree…* opens
//! one, a game (`.pgn`, `.fen`) as *Open PGN file…* does. While files hover over the window, it
//! says what dropping them does.

use std::path::Path;

use egui::{Color32, Context, FontId, Id, LayerId, Order, TextStyle};

use crate::ui::command::Command;

/// What the window says while a file is dragged over it.
fn drop_hint() -> String {
    crate::shell::i18n::tr("opened-drop-hint")
}

/// Returns the commands that open the files dropped on the window this frame: a game for a
/// `.pgn` or `.fen` file, a search tree for any other (a file that is not one is told so,
/// with its name).
pub fn dropped_file_commands(ctx: &Context) -> Vec<Command> {
    ctx.input(|input| {
        input
            .raw
            .dropped_files
            .iter()
            .map(|file| command_for(file.path()))
            .collect()
    })
}

/// The command that opens one dropped file.
fn command_for(path: &Path) -> Command {
    let extension = path
        .extension()
        .map(|extension| extension.to_string_lossy().to_lowercase());
    match extension.as_deref() {
        Some("pgn" | "fen") => Command::OpenPgnFile(path.to_path_buf()),
        _ => Command::OpenTreeFile(path.to_path_buf()),
    }
}

/// Darkens the window and says what a drop does, while files are dragged over it.
pub fn drop_hint_ui(ctx: &Context) {
    if ctx.input(|input| input.raw.hovered_files.is_empty()) {
        return;
    }
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("klados-drop-hint")));
    let rect = ctx.content_rect();
    painter.rect_filled(rect, 0.0, Color32::from_black_alpha(170));
    let size = ctx
        .global_style()
        .text_styles
        .get(&TextStyle::Heading)
        .map_or(21.0, |font| font.size);
    // On a dark band of its own, so that it reads over the board's squares too.
    let galley = painter.layout(
        drop_hint(),
        FontId::proportional(size),
        Color32::WHITE,
        rect.width() * 0.8,
    );
    let band = egui::Rect::from_center_size(rect.center(), galley.size() + egui::vec2(size * 2.0, size));
    painter.rect_filled(band, size * 0.4, Color32::from_black_alpha(230));
    painter.galley(band.center() - galley.size() / 2.0, galley, Color32::WHITE);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_opens_as_a_game_and_anything_else_as_a_tree() {
        let path = |name: &str| Path::new("/tmp").join(name);
        assert_eq!(command_for(&path("a.pgn")), Command::OpenPgnFile(path("a.pgn")));
        assert_eq!(command_for(&path("b.FEN")), Command::OpenPgnFile(path("b.FEN")));
        assert_eq!(
            command_for(&path("c.json")),
            Command::OpenTreeFile(path("c.json"))
        );
        // The tree reader names what is wrong with a file that is no tree.
        assert_eq!(command_for(&path("d")), Command::OpenTreeFile(path("d")));
    }
}
