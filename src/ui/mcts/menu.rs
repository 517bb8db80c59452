//! The settings of Monte Carlo tree search, at the top of the MCTS panel: iterations (100, 1,000,
//! 10,000 with one click, or any number typed), the exploration constant C, the seed and the
//! chess playout's depth. Every field is labelled, for screen readers and tests.

use egui::{DragValue, Ui};

use crate::engine::mcts::{DEFAULT_EXPLORATION, MAX_EXPLORATION, MAX_ITERATIONS, MAX_PLAYOUT_DEPTH};
use crate::ui::mcts::choice::{ITERATION_CHOICES, MctsChoice};

/// The label of the algorithm menu's fourth choice, in the window's language.
pub fn mcts_label() -> String {
    crate::shell::i18n::tr("algorithm-mcts")
}

/// Draws MCTS's settings into `choice` (changed in place; the caller compares).
pub fn settings_ui(ui: &mut Ui, choice: &mut MctsChoice) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label("Iterations:");
        for count in ITERATION_CHOICES {
            let words = crate::engine::words::group_thousands(count as usize);
            if ui.selectable_label(choice.iterations == count, words).clicked() {
                choice.iterations = count;
            }
        }
        ui.add(
            DragValue::new(&mut choice.iterations)
                .range(1..=MAX_ITERATIONS)
                .speed(10.0),
        )
        .labelled_by(label.id)
        .on_hover_text("How many iterations one search runs: 1 to 100,000 (type a number)");
    });
    ui.horizontal(|ui| {
        let label = ui.label("Exploration C:");
        ui.add(
            DragValue::new(&mut choice.exploration)
                .range(0.0..=MAX_EXPLORATION)
                .speed(0.01)
                .max_decimals(2),
        )
        .labelled_by(label.id)
        .on_hover_text("UCB's exploration constant: larger tries less visited moves more (√2 ≈ 1.41)");
        if ui
            .button("√2")
            .on_hover_text("Back to the textbook's C, √2 ≈ 1.41")
            .clicked()
        {
            choice.exploration = DEFAULT_EXPLORATION;
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label("Seed:");
        ui.add(DragValue::new(&mut choice.seed).speed(0.0))
            .labelled_by(label.id)
            .on_hover_text("The same seed grows the same tree: a class sees the same search");
    });
    ui.horizontal(|ui| {
        let label = ui.label("Playout depth:");
        ui.add(DragValue::new(&mut choice.playout_depth).range(0..=MAX_PLAYOUT_DEPTH))
            .labelled_by(label.id)
            .on_hover_text(
                "Chess: how many random moves a playout plays before the evaluation judges the position. \
                 Random moves mislead: a playout may hang a queen no one would hang",
            );
    });
}
