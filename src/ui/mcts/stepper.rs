//! The MCTS replay's heading and stepper: the phase in large letters ("Select", "Iteration 7 of
//! 1,000"), the engine's sentence about the step beside it, and the buttons that move the replay
//! one phase, one iteration or a hundred iterations at a time.

use egui::{Button, RichText, Ui};

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
        ui.label("A question waits for the class: answer it, then Reveal shows what this step does.");
    } else if !view.focus().is_empty() && view.step() == view.tree().last_step() {
        // The lesson's step is about its ringed nodes, not the last iteration's path.
        ui.label("Every iteration done: the tree as the search left it. The ringed nodes are what this step is about.");
    } else {
        ui.label(view.tree().narrate(view.step()));
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
        (
            "⇤ First",
            "Back to the root alone, before the first iteration",
            !at_start,
            ViewAction::First,
        ),
        (
            "◀ Iteration",
            "The same phase of the iteration before",
            !at_start,
            ViewAction::IterationBack,
        ),
        (
            "◀ Phase",
            "One phase back: N and W go back down",
            !at_start,
            ViewAction::PhaseBack,
        ),
        (
            "Phase ▶",
            "One phase forward: select, expand, simulate, back-propagate",
            !at_end,
            ViewAction::PhaseForward,
        ),
        (
            "Iteration ▶",
            "The same phase of the next iteration",
            !at_end,
            ViewAction::IterationForward,
        ),
        (
            "Run 100",
            "Forward 100 iterations at once",
            !at_end,
            ViewAction::Run,
        ),
        (
            "Last ⇥",
            "The whole tree: every iteration done",
            !at_end,
            ViewAction::Last,
        ),
    ];
    debug_assert_eq!(RUN_ITERATIONS, 100, "the button's name says 100");
    ui.horizontal_wrapped(|ui| {
        for (label, hint, enabled, action) in buttons {
            if ui
                .add_enabled(enabled, Button::new(label))
                .on_hover_text(hint)
                .clicked()
            {
                actions.push(action);
            }
        }
    });
    actions
}
