//! The thinking panel (right side): what the computer's last search found.
//!
//! For now it shows a summary — nodes per level, time, best move, value and principal variation —
//! of the last finished search, or the progress of the running one. A later issue replaces it with
//! the node arrays, the stepper and the tree view; they read the same `Arc<SearchTree>` the app
//! keeps in [`crate::ui::app::KladosApp::last_search`].

use std::sync::Arc;

use egui::{Grid, RichText, Ui};

use crate::engine::eval::display_score;
use crate::engine::tree::SearchTree;
use crate::ui::worker::Progress;

/// The thinking panel.
#[derive(Debug, Default)]
pub struct ThinkingPanel {}

impl ThinkingPanel {
    /// Draws the summary of the last search, or the running search's progress.
    pub fn ui(&mut self, ui: &mut Ui, last_search: Option<&Arc<SearchTree>>, running: Option<&Progress>) {
        ui.heading("How the computer thinks");
        ui.add_space(4.0);
        if let Some(progress) = running {
            ui.label(RichText::new("Thinking…").strong());
            let counts: Vec<usize> = progress.nodes_per_level[..progress.settings.depth].to_vec();
            nodes_per_level_ui(ui, "thinking-levels", &counts);
            ui.label(format!("Time: {:.1} s", progress.elapsed.as_secs_f64()));
            ui.separator();
        }
        let Some(tree) = last_search else {
            if running.is_none() {
                ui.label("When the computer has moved, its search is summarised here: how many positions it looked at on each level, and the line of play it expects.");
            }
            return;
        };
        ui.label(RichText::new("Last search").strong());
        ui.label(format!(
            "{}, depth {}",
            tree.algorithm().label(),
            plies(tree.depth())
        ));
        nodes_per_level_ui(ui, "last-levels", &tree.nodes_per_level());
        ui.label(format!(
            "{} nodes in {:.2} s",
            group_thousands(tree.node_count()),
            tree.elapsed().as_secs_f64()
        ));
        ui.add_space(4.0);
        let best = tree
            .best_move()
            .map_or_else(|| "—".to_owned(), |_| tree.san_of(tree.best()));
        ui.label(format!("Best move: {best}"));
        ui.label(format!("Value: {}", display_score(tree.root_value())))
            .on_hover_text("The score the search backed up to the root, in pawns from White's side (+ is good for White); #3 means mate in 3 moves.");
        let line: Vec<String> = tree
            .principal_variation()
            .into_iter()
            .map(|id| tree.san_of(id))
            .collect();
        ui.label("Expected line (principal variation):");
        ui.label(RichText::new(line.join(" ")).monospace());
    }
}

/// A small table: level number, and how many nodes it holds.
fn nodes_per_level_ui(ui: &mut Ui, id: &str, counts: &[usize]) {
    Grid::new(id).striped(true).num_columns(2).show(ui, |ui| {
        ui.label("Level");
        ui.label("Nodes");
        ui.end_row();
        for (level, count) in counts.iter().enumerate() {
            ui.label(level.to_string());
            ui.label(group_thousands(*count));
            ui.end_row();
        }
    });
}

/// Writes a number of plies: "1 ply", "3 plies".
pub fn plies(count: usize) -> String {
    if count == 1 {
        "1 ply".to_owned()
    } else {
        format!("{count} plies")
    }
}

/// Writes a count with thousands separators: 5072213 becomes "5,072,213".
pub fn group_thousands(count: usize) -> String {
    let digits = count.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::group_thousands;

    #[test]
    fn thousands_are_grouped() {
        for (count, expected) in [(0, "0"), (20, "20"), (8902, "8,902"), (5_072_213, "5,072,213")] {
            assert_eq!(group_thousands(count), expected);
        }
    }
}
