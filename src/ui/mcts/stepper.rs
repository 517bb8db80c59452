//! The MCTS replay's heading and stepper: the phase in large letters ("Select", "Iteration 7 of
//! 1,000"), the engine's sentence about the step beside it, and the buttons that move the replay
//! one phase, one iteration or a hundred iterations at a time.

use egui::{Button, RichText, Ui};

use crate::shell::i18n::{said, tr};
use crate::ui::mcts::view::{MctsView, RUN_ITERATIONS, ViewAction};

/// How much larger than body text the phase's name is drawn: the class reads it first.
const HEADING_SCALE: f32 = 1.8;

/// Draws the phase heading and the step's sentence.
pub fn heading_ui(ui: &mut Ui, view: &MctsView) {
    let body = ui.text_style_height(&egui::TextStyle::Body);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(view.phase_words())
                .size(body * HEADING_SCALE)
                .strong(),
        );
        ui.label(RichText::new(view.iteration_words()).size(body * 1.2));
    });
    if view.keeps_secret() {
        ui.label(tr("mcts-question-waits"));
    } else if !view.focus().is_empty() && view.step() == view.tree().last_step() {
        // The lesson's step is about its ringed nodes, not the last iteration's path.
        ui.label(tr("mcts-all-done"));
    } else {
        ui.label(said(&view.tree().narration(view.step())));
    }
}

/// Draws the stepper's buttons and returns what was asked. Every button is named by its text,
/// so screen readers and tests find it.
pub fn buttons_ui(ui: &mut Ui, view: &MctsView) -> Vec<ViewAction> {
    let mut actions = Vec::new();
    let step = view.step();
    let last = view.last_allowed();
    let at_start = step == 0;
    let at_end = step >= last;
    let buttons: [(&str, &str, bool, ViewAction); 7] = [
        ("mcts-first", "mcts-first-hint", !at_start, ViewAction::First),
        (
            "mcts-iteration-back",
            "mcts-iteration-back-hint",
            !at_start,
            ViewAction::IterationBack,
        ),
        (
            "mcts-phase-back",
            "mcts-phase-back-hint",
            !at_start,
            ViewAction::PhaseBack,
        ),
        (
            "mcts-phase-forward",
            "mcts-phase-forward-hint",
            !at_end,
            ViewAction::PhaseForward,
        ),
        (
            "mcts-iteration-forward",
            "mcts-iteration-forward-hint",
            !at_end,
            ViewAction::IterationForward,
        ),
        ("mcts-run", "mcts-run-hint", !at_end, ViewAction::Run),
        ("mcts-last", "mcts-last-hint", !at_end, ViewAction::Last),
    ];
    debug_assert_eq!(RUN_ITERATIONS, 100, "the button's name says 100");
    ui.horizontal_wrapped(|ui| {
        for (label, hint, enabled, action) in buttons {
            if ui
                .add_enabled(enabled, Button::new(tr(label)))
                .on_hover_text(tr(hint))
                .clicked()
            {
                actions.push(action);
            }
        }
    });
    actions
}
