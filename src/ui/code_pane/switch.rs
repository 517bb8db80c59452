//! The Code pane's first row: the switch between the pseudocode and Klados's own Rust, and the
//! title of the code shown.

use egui::{RichText, Ui};

use crate::engine::code::Source;
use crate::shell::i18n::tr;

/// Draws one row: the switch between the pseudocode and Klados's Rust (`enabled` or not, the
/// Rust's button explained by the message `rust_hint`), then the code's `title`, cut short
/// where the pane is narrow. Returns the code chosen, if the person chose another.
pub(super) fn source_switch_ui(
    ui: &mut Ui,
    source: Source,
    enabled: bool,
    rust_hint: &str,
    title: &str,
) -> Option<Source> {
    let mut chosen = None;
    ui.horizontal(|ui| {
        ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
        for (shown, name, hover) in [
            (Source::Pseudocode, "code-pseudocode", "code-pseudocode-hint"),
            (Source::Klados, "code-rust", rust_hint),
        ] {
            // Where the switch is off (level by level), both buttons say why.
            let hover = if enabled { hover } else { rust_hint };
            if ui
                .add_enabled(enabled, egui::Button::selectable(source == shown, tr(name)))
                .on_hover_text(tr(hover))
                .clicked()
                && source != shown
            {
                chosen = Some(shown);
            }
        }
        ui.separator();
        ui.style_mut().override_text_style = None;
        ui.add(egui::Label::new(RichText::new(title).strong()).truncate());
    });
    chosen
}
