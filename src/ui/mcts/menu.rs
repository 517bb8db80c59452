//! The settings of Monte Carlo tree search, at the top of the MCTS panel: iterations (100, 1,000,
//! 10,000 with one click, or any number typed), the exploration constant C, the seed and the
//! chess playout's depth (a game's playouts go to its end). Every field is labelled, for screen readers and tests.

use egui::{DragValue, Ui};

use crate::engine::mcts::{DEFAULT_EXPLORATION, MAX_EXPLORATION, MAX_ITERATIONS, MAX_PLAYOUT_DEPTH};
use crate::shell::i18n::tr;
use crate::ui::mcts::choice::{ITERATION_CHOICES, MctsChoice};

/// The label of the algorithm menu's fourth choice, in the window's language.
pub fn mcts_label() -> String {
    crate::shell::i18n::tr("algorithm-mcts")
}

/// Draws MCTS's settings into `choice` (changed in place; the caller compares). The playout's
/// depth is chess's: a game's playouts (`to_the_end`: tic-tac-toe, Connect Four) go on to the
/// end of the game, and a line says so instead.
pub fn settings_ui(ui: &mut Ui, choice: &mut MctsChoice, to_the_end: bool) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr("mcts-iterations"));
        for count in ITERATION_CHOICES {
            let words = crate::shell::i18n::number(u64::from(count));
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
        .on_hover_text(tr("mcts-iterations-hint"));
    });
    ui.horizontal(|ui| {
        let label = ui.label(tr("mcts-exploration"));
        ui.add(
            DragValue::new(&mut choice.exploration)
                .range(0.0..=MAX_EXPLORATION)
                .speed(0.01)
                .max_decimals(2),
        )
        .labelled_by(label.id)
        .on_hover_text(tr("mcts-exploration-hint"));
        if ui
            .button("√2")
            .on_hover_text(tr("mcts-exploration-default-hint"))
            .clicked()
        {
            choice.exploration = DEFAULT_EXPLORATION;
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(tr("settings-seed"));
        ui.add(DragValue::new(&mut choice.seed).speed(0.0))
            .labelled_by(label.id)
            .on_hover_text(tr("mcts-seed-hint"));
    });
    if to_the_end {
        ui.label(tr("mcts-playout-to-end"));
        return;
    }
    ui.horizontal(|ui| {
        let label = ui.label(tr("mcts-playout-depth"));
        ui.add(DragValue::new(&mut choice.playout_depth).range(0..=MAX_PLAYOUT_DEPTH))
            .labelled_by(label.id)
            .on_hover_text(tr("mcts-playout-depth-hint"));
    });
}
