//! The stepper: which step of the replay the panel shows, and the controls that move it.
//!
//! The replay itself ([`Replay`]) computes what every node shows at any step, so the stepper only
//! keeps a step number. Time comes in from outside (`now`, in seconds): the app passes egui's
//! clock and the tests pass whatever they like, so playback and animation are deterministic.

use std::sync::Arc;

use egui::Ui;

use crate::course::lesson::Secrets;
use crate::engine::replay::{Granularity, NodeView, Order, Replay, Step};
use crate::engine::tree::{NodeId, SearchTree, Status};
use crate::shell::i18n::{tr, tr_args};

/// How long the back-up animation of one step lasts, in seconds.
pub const ANIMATION_SECONDS: f64 = 0.7;

/// Something the user asked the stepper to do; applied after the frame's layout.
#[must_use]
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StepperCommand {
    /// Go back to step 0.
    ToStart,
    /// One step back.
    Back,
    /// One step forward.
    Forward,
    /// Jump to the last step.
    ToEnd,
    /// Start or stop automatic stepping.
    TogglePlay,
    /// Replay in another order.
    SetOrder(Order),
    /// Back up a level, a group or a comparison per step.
    SetGranularity(Granularity),
    /// Steps per second while playing.
    SetSpeed(f32),
}

/// The replay of the last search and where the user is in it.
#[derive(Clone, Debug)]
pub struct Stepper {
    replay: Replay,
    step: usize,
    playing: bool,
    /// Steps per second while playing.
    speed: f32,
    /// When (app clock, seconds) the current step was reached: starts its animation.
    step_reached_at: f64,
    /// The step shown before the current one, to animate from.
    previous_step: usize,
    /// What a lesson's question keeps back until its answer is revealed: every view asks the
    /// stepper, so nothing on screen gives the answer away.
    secrets: Option<Secrets>,
    /// Counts the changes of `secrets`, so that views drawn once can tell they must redraw.
    secrets_generation: u64,
    /// The step of a lesson's open question: until its answer is revealed no key and no button
    /// takes the replay past it (a presenter's Space would otherwise play the answer out).
    hold: Option<usize>,
    /// For a lesson's replay: when each searched position and each leaf is reached, so that
    /// the header counts what the replay has searched so far (see [`Stepper::counts_so_far`]).
    reached: Option<Arc<Reached>>,
}

/// The steps at which a replay reaches its searched positions and its evaluated leaves, each
/// list sorted: how many were reached by step `s` is a binary search, not a scan of the tree.
#[derive(Debug)]
struct Reached {
    searched: Vec<u32>,
    evaluated: Vec<u32>,
}

impl Reached {
    /// Looks once at every node of the replay's tree (a lesson's: at most a few hundred
    /// thousand nodes).
    fn of(replay: &Replay) -> Reached {
        let tree = replay.tree();
        let mut reached = Reached {
            searched: Vec::new(),
            evaluated: Vec::new(),
        };
        for (level, nodes) in tree.levels().iter().enumerate() {
            for (index, node) in nodes.nodes.iter().enumerate() {
                if node.status() == Status::Pruned {
                    continue;
                }
                let id = NodeId::new(level, index as u32);
                let Some(step) = replay.entered_at(id) else {
                    continue;
                };
                let step = u32::try_from(step).unwrap_or(u32::MAX);
                reached.searched.push(step);
                // As the tree's counts have it: a searched leaf that is no transposition.
                if node.is_leaf() && node.status() != Status::Transposition {
                    reached.evaluated.push(step);
                }
            }
        }
        reached.searched.sort_unstable();
        reached.evaluated.sort_unstable();
        reached
    }

    /// Returns how many positions were searched and leaves evaluated by step `step`.
    fn at(&self, step: usize) -> (usize, usize) {
        let by = |steps: &[u32]| steps.partition_point(|&reached| reached as usize <= step);
        (by(&self.searched), by(&self.evaluated))
    }
}

impl Stepper {
    /// Starts at step 0 of a replay of `tree`.
    pub fn new(tree: Arc<SearchTree>, order: Order, granularity: Granularity) -> Stepper {
        Stepper {
            replay: Replay::new(tree, order, granularity),
            step: 0,
            playing: false,
            speed: 2.0,
            step_reached_at: f64::NEG_INFINITY,
            previous_step: 0,
            secrets: None,
            secrets_generation: 0,
            hold: None,
            reached: None,
        }
    }

    /// Counts, from now on, what the replay has searched at each step (a lesson's replay: the
    /// header says what has been searched so far, not the search's totals, which would tell a
    /// question's answer before the class has seen the work).
    pub fn count_as_it_goes(&mut self) {
        if self.reached.is_none() {
            self.reached = Some(Arc::new(Reached::of(&self.replay)));
        }
    }

    /// Returns how many positions the replay has searched and how many leaves it has evaluated
    /// up to the step shown; `None` unless [`Stepper::count_as_it_goes`] was asked for.
    pub fn counts_so_far(&self) -> Option<(usize, usize)> {
        Some(self.reached.as_ref()?.at(self.step))
    }

    /// Keeps the replay at or before `step` while a lesson's question waits for its answer
    /// (`None`: the replay may go to its end). Stepping back stays free; playing stops there.
    pub fn set_hold(&mut self, hold: Option<usize>) {
        self.hold = hold;
        if self.hold.is_some_and(|hold| self.step >= hold) {
            self.playing = false;
        }
    }

    /// Returns the step a waiting question holds the replay at, if any.
    pub fn hold(&self) -> Option<usize> {
        self.hold
    }

    /// Returns the furthest step the replay may go to now: its end, or the step of the question
    /// that waits for its answer (never before the step shown).
    fn limit(&self) -> usize {
        let last = self.replay.last_step();
        self.hold.map_or(last, |hold| hold.max(self.step).min(last))
    }

    /// Keeps back what a lesson's question asks (`None`: nothing is secret).
    pub fn set_secrets(&mut self, secrets: Option<Secrets>) {
        if self.secrets != secrets {
            self.secrets = secrets;
            self.secrets_generation += 1;
        }
    }

    /// Returns a number that changes whenever the secrets do.
    pub fn secrets_generation(&self) -> u64 {
        self.secrets_generation
    }

    /// Returns what is kept back now, if a question waits for its answer.
    pub fn secrets(&self) -> Option<&Secrets> {
        self.secrets.as_ref()
    }

    /// Returns what node `id` shows at the current step: the replay's view, less the secrets.
    /// A move pruned in secret shows as not reached; a value in secret shows as none.
    pub fn node_view(&self, id: NodeId) -> NodeView {
        let view = self.replay.node_view(self.step, id);
        let Some(secrets) = &self.secrets else {
            return view;
        };
        let pruned = self
            .tree()
            .get(id)
            .is_some_and(|node| node.status() == Status::Pruned);
        // Moves pruned at an earlier step of the lesson stay shown.
        let shown_before = secrets
            .pruned_shown_at
            .is_some_and(|step| self.replay.node_view(step, id).revealed);
        if secrets.pruned && pruned && !shown_before {
            return NodeView::hidden();
        }
        if secrets.hides_value(id) {
            return NodeView {
                value: None,
                value_final: false,
                ..view
            };
        }
        // Off the search's path, a node shows the window it was entered with, not the one its
        // children have narrowed (which would show a cutoff asked about).
        if secrets.windows {
            return NodeView {
                on_path: false,
                ..view
            };
        }
        view
    }

    /// Returns true if node `id`'s value is kept back (it shows as "?").
    pub fn hides_value(&self, id: NodeId) -> bool {
        self.secrets
            .as_ref()
            .is_some_and(|secrets| secrets.hides_value(id))
    }

    /// Returns true if node `id`'s static score is kept back (it shows as "?").
    pub fn hides_score(&self, id: NodeId) -> bool {
        self.secrets
            .as_ref()
            .is_some_and(|secrets| secrets.hides_score(id))
    }

    /// Returns true if the root's value, the move chosen and the expected line are kept back.
    pub fn hides_choice(&self) -> bool {
        self.secrets.as_ref().is_some_and(|secrets| secrets.choice)
    }

    /// Returns true if the node counts are kept back.
    pub fn hides_counts(&self) -> bool {
        self.secrets.as_ref().is_some_and(|secrets| secrets.counts)
    }

    /// Returns the root's value so far and whether it is final, `None` while it is a secret.
    pub fn root_value(&self) -> (Option<i32>, bool) {
        if self.hides_choice() {
            return (None, false);
        }
        self.replay.root_value(self.step)
    }

    /// Says what the current step does, in words; at a question, only that the sentence waits
    /// for the answer (it would often give it away).
    pub fn narration(&self) -> String {
        if self.secrets.as_ref().is_some_and(|secrets| secrets.asking) {
            return tr("stepper-kept-back");
        }
        crate::shell::i18n::said(&self.replay.narration(self.step))
    }

    /// Returns the replay.
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// Returns the tree being replayed.
    pub fn tree(&self) -> &Arc<SearchTree> {
        self.replay.tree()
    }

    /// Returns the step shown.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Returns true while playing automatically.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Returns how far the current step's animation has run, from 0 (just stepped) to 1 (done).
    /// Stepping back animates too: the value travels back down.
    pub fn animation_progress(&self, now: f64) -> f32 {
        (((now - self.step_reached_at) / ANIMATION_SECONDS).clamp(0.0, 1.0)) as f32
    }

    /// Returns true if the last move of the stepper went backwards.
    pub fn went_back(&self) -> bool {
        self.previous_step > self.step
    }

    /// Moves to `step` (clamped to the replay, and forward no further than a waiting question
    /// allows), starting its animation at `now`.
    pub fn go_to(&mut self, step: usize, now: f64) {
        let step = step.min(self.limit());
        if step != self.step {
            self.previous_step = self.step;
            self.step = step;
            self.step_reached_at = now;
        }
        if self.step == self.limit() {
            self.playing = false;
        }
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: StepperCommand, now: f64) {
        match command {
            StepperCommand::ToStart => self.go_to(0, now),
            StepperCommand::Back => self.go_to(self.step.saturating_sub(1), now),
            StepperCommand::Forward => self.go_to(self.step + 1, now),
            StepperCommand::ToEnd => self.go_to(self.replay.last_step(), now),
            StepperCommand::TogglePlay => {
                self.playing = !self.playing && self.step < self.limit();
                self.step_reached_at = now;
            }
            StepperCommand::SetOrder(order) => self.rebuild(order, self.replay.granularity(), now),
            StepperCommand::SetGranularity(granularity) => {
                self.rebuild(self.replay.order(), granularity, now)
            }
            StepperCommand::SetSpeed(speed) => self.speed = speed.clamp(0.25, 30.0),
        }
    }

    /// Advances one step when playing and the step's time is up. Returns true while playing, so
    /// the caller keeps repainting.
    pub fn tick(&mut self, now: f64) -> bool {
        if self.playing && now - self.step_reached_at >= 1.0 / f64::from(self.speed) {
            self.go_to(self.step + 1, now);
        }
        self.playing
    }

    /// Replays the same tree in another order or granularity, keeping the place as well as the
    /// orders allow: the end stays the end, a level-by-level phase stays that phase.
    fn rebuild(&mut self, order: Order, granularity: Granularity, now: f64) {
        if order == self.replay.order() && granularity == self.replay.granularity() {
            return;
        }
        let at_end = self.step == self.replay.last_step();
        let current = self.replay.step(self.step);
        let next = Replay::new(Arc::clone(self.replay.tree()), order, granularity);
        let step = if at_end {
            next.last_step()
        } else if order == Order::LevelByLevel && self.replay.order() == Order::LevelByLevel {
            (0..next.step_count())
                .find(|&candidate| same_phase(&next.step(candidate), &current))
                .unwrap_or(0)
        } else {
            0
        };
        if self.reached.is_some() {
            self.reached = Some(Arc::new(Reached::of(&next)));
        }
        self.replay = next;
        self.step = step;
        self.previous_step = step;
        self.step_reached_at = now;
        self.playing = false;
    }

    /// Draws the stepper's buttons and speed, with the order and step size when `choose_order`
    /// (a lesson chooses those itself), in a menu when `compact`; returns what the person asked.
    pub fn controls_ui(&self, ui: &mut Ui, choose_order: bool, compact: bool) -> Vec<StepperCommand> {
        let mut commands = Vec::new();
        // A waiting question is as far as the buttons go.
        let limit = self.limit();
        // The stepper's controls keep the controls' size in projector mode (see `theme`).
        let outer_style = ui.style().override_text_style.clone();
        ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
        ui.horizontal_wrapped(|ui| {
            let at_start = self.step == 0;
            let at_end = self.step >= limit;
            if ui
                .add_enabled(!at_start, egui::Button::new(tr("stepper-start")))
                .on_hover_text(tr("stepper-start-hint"))
                .clicked()
            {
                commands.push(StepperCommand::ToStart);
            }
            if ui
                .add_enabled(!at_start, egui::Button::new(tr("stepper-back")))
                .on_hover_text(tr("stepper-back-hint"))
                .clicked()
            {
                commands.push(StepperCommand::Back);
            }
            if ui
                .add_enabled(!at_end, egui::Button::new(tr("stepper-forward")))
                .on_hover_text(tr("stepper-forward-hint"))
                .clicked()
            {
                commands.push(StepperCommand::Forward);
            }
            if ui
                .add_enabled(!at_end, egui::Button::new(tr("stepper-end")))
                .on_hover_text(tr("stepper-end-hint"))
                .clicked()
            {
                commands.push(StepperCommand::ToEnd);
            }
            let play_label = tr(if self.playing {
                "stepper-pause"
            } else {
                "stepper-play"
            });
            let play_hint = tr(if at_end && self.hold.is_some() {
                "stepper-play-held-hint"
            } else {
                "stepper-play-hint"
            });
            if ui
                .add_enabled(!at_end || self.playing, egui::Button::new(play_label))
                .on_hover_text(play_hint)
                .clicked()
            {
                commands.push(StepperCommand::TogglePlay);
            }
            if choose_order {
                // Where the order has a row of choices, the step counter sits with the buttons.
                ui.add(egui::Label::new(self.step_words(true)).wrap_mode(egui::TextWrapMode::Extend));
            }
            if compact {
                // A short panel leaves the speed as it is: Play still plays.
                return;
            }
            let mut speed = self.speed;
            // The slider and its number are one group: they move to a new row together.
            let suffix = format!(" {}", tr("stepper-speed-unit"));
            let number =
                crate::ui::widgets::text_width(ui, &format!("30.0{suffix}"), &egui::TextStyle::Button);
            crate::ui::widgets::keep_together(
                ui,
                ui.spacing().slider_width + number + ui.spacing().interact_size.x,
            );
            let slider = egui::Slider::new(&mut speed, 0.25..=30.0)
                .logarithmic(true)
                .suffix(suffix);
            if ui.add(slider).on_hover_text(tr("stepper-speed-hint")).changed() {
                commands.push(StepperCommand::SetSpeed(speed));
            }
        });
        ui.horizontal_wrapped(|ui| {
            if choose_order && compact {
                // The choices in a menu named after what is chosen: one row instead of two.
                let title = tr_args("stepper-order-menu", &[("order", self.order_words().into())]);
                ui.menu_button(title, |ui| self.order_choices_ui(ui, &mut commands))
                    .response
                    .on_hover_text(tr("stepper-order-hint"));
            } else if choose_order {
                self.order_choices_ui(ui, &mut commands);
            } else {
                // A lesson's replay: its order (which may wrap) and the step (which may not).
                let order = self.order_words();
                ui.label(format!("{}:", crate::engine::words::capitalised(&order)));
                ui.add(egui::Label::new(self.step_words(false)).wrap_mode(egui::TextWrapMode::Extend));
            }
        });
        ui.style_mut().override_text_style = outer_style;
        commands
    }
}

impl Stepper {
    /// Says where the replay stands: "Step 3 of 9" (`capital`: at the start of a line, else
    /// "step 3 of 9"). While a question keeps the counts back the total goes ("Step 3"): a
    /// replay takes two steps a node, so its length counts the nodes.
    fn step_words(&self, capital: bool) -> String {
        let step = ("step", self.step.into());
        match (self.hides_counts(), capital) {
            (true, true) => tr_args("stepper-step-capital", &[step]),
            (true, false) => tr_args("stepper-step", &[step]),
            (false, capital) => tr_args(
                if capital {
                    "stepper-step-of-capital"
                } else {
                    "stepper-step-of"
                },
                &[step, ("count", self.replay.last_step().into())],
            ),
        }
    }

    /// Names the order (and, level by level, the step size): "Level by level, a level at a time".
    fn order_words(&self) -> String {
        match (self.replay.order(), self.replay.granularity()) {
            (Order::DepthFirst, _) => tr("stepper-order-depth-first"),
            (Order::LevelByLevel, Granularity::Level) => tr("stepper-order-level"),
            (Order::LevelByLevel, Granularity::Group) => tr("stepper-order-parent"),
            (Order::LevelByLevel, Granularity::Comparison) => tr("stepper-order-comparison"),
        }
    }

    /// The order and the back-up step size as selectable choices.
    fn order_choices_ui(&self, ui: &mut Ui, commands: &mut Vec<StepperCommand>) {
        ui.label(tr("stepper-order"));
        let mut order = self.replay.order();
        ui.selectable_value(&mut order, Order::LevelByLevel, tr("stepper-level-by-level"))
            .on_hover_text(tr("stepper-level-by-level-hint"));
        ui.selectable_value(&mut order, Order::DepthFirst, tr("stepper-depth-first"))
            .on_hover_text(tr("stepper-depth-first-hint"));
        if order != self.replay.order() {
            commands.push(StepperCommand::SetOrder(order));
        }
        // The step size means something level by level only; depth first it stays in place,
        // greyed, so that nothing below moves when the order changes.
        ui.separator();
        let enabled = self.replay.order() == Order::LevelByLevel;
        let words = [
            tr("stepper-back-up"),
            tr("stepper-a-level"),
            tr("stepper-a-parent"),
            tr("stepper-a-comparison"),
        ];
        let group: f32 = words
            .iter()
            .map(|word| crate::ui::widgets::text_width(ui, word, &egui::TextStyle::Button))
            .sum::<f32>()
            + ui.spacing().button_padding.x * 6.0
            + ui.spacing().item_spacing.x * 4.0;
        crate::ui::widgets::keep_together(ui, group);
        let [back_up, a_level, a_parent, a_comparison] = words;
        ui.add_enabled(enabled, egui::Label::new(back_up));
        let current = self.replay.granularity();
        for (granularity, word, hint) in [
            (Granularity::Level, a_level, "stepper-a-level-hint"),
            (Granularity::Group, a_parent, "stepper-a-parent-hint"),
            (Granularity::Comparison, a_comparison, "stepper-a-comparison-hint"),
        ] {
            let choice = egui::Button::selectable(enabled && current == granularity, word);
            if ui.add_enabled(enabled, choice).on_hover_text(tr(hint)).clicked() && current != granularity {
                commands.push(StepperCommand::SetGranularity(granularity));
            }
        }
    }
}

/// True if two level-by-level steps are in the same phase (the same reveal, the same level's
/// back-up, the start or the choice).
fn same_phase(a: &Step, b: &Step) -> bool {
    match (a, b) {
        (Step::Backup { level: x, .. }, Step::Backup { level: y, .. }) => x == y,
        (Step::Reveal { level: x }, Step::Reveal { level: y }) => x == y,
        _ => std::mem::discriminant(a) == std::mem::discriminant(b),
    }
}
