//! The Code pane: the search's code beside its replay, the line each step runs lit, and the
//! call stack with what every call holds (α, β, the best so far, the child being tried).
//!
//! The engine says which line each step is and what the calls hold
//! ([`crate::engine::code`]); the pane draws it. It shows the pseudocode a textbook would print
//! or Klados's own Rust (the switch at its top; the choice, and whether the pane is open, are
//! settings), and level by level the loops of Huo Chess's order with their variables.
//!
//! Stepping must stay cheap with millions of nodes: what a step shows is worked out once when
//! the step changes ([`facts`]) and kept until it changes again; the listing once per tree,
//! order and code. Nothing here scans the tree.
//!
//! A lesson can point at the code ([`CodePointer`]): an arrow and a note beside a line it names
//! by marker, and an outline around a call of the stack.

mod comments;
mod facts;
mod highlight;
mod listing_view;
mod mcts;
mod stack_view;
mod switch;
mod wrap;

use egui::{RichText, Ui};

use crate::engine::code::{self, Listing, Source};
use crate::engine::replay::Order;
use crate::engine::tree::NodeId;
use crate::shell::i18n::tr_args;
use crate::ui::command::Command;
use crate::ui::stepper::Stepper;

pub use facts::{FrameRow, StepFacts, act_words, kept_back};
pub use listing_view::{ROW_PADDING as LISTING_ROW_PADDING, listing_label};
pub use mcts::{MctsCodeContext, MctsCodeFacts, MctsCodePane};

use facts::{FactsKey, ListingKey, step_facts};
use listing_view::{ListingScene, Scrolled, listing_ui};
use stack_view::{StackScene, loops_ui, stack_height, stack_ui};
use switch::source_switch_ui;

/// Where a lesson step points in the code: the pane draws an arrow and the note beside the line
/// that carries `marker` (a marker of the listing shown, such as `cutoff` or `alpha`; see
/// [`crate::engine::code::Act::markers`]) and outlines the call of `frame` in the stack
/// (`Some(None)`: the root's call). Everything `None` (the default) points at nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodePointer {
    /// The marker of the line pointed at.
    pub marker: Option<String>,
    /// The call outlined in the stack: its node, `None` for the root's call.
    pub frame: Option<Option<NodeId>>,
    /// What is said beside the line.
    pub note: Option<String>,
}

/// What the pane is drawn with this frame.
pub struct CodeContext<'a> {
    /// The replay and where it is.
    pub stepper: &'a Stepper,
    /// The code shown: the pseudocode or Klados's own.
    pub source: Source,
    /// Where a lesson points, if anywhere.
    pub pointer: &'a CodePointer,
    /// The node focused in every view (its call is marked in the stack).
    pub focus: Option<NodeId>,
    /// True under a lesson's tree, where the height is short: the words over the listing are
    /// left out (the lit line, the lesson's note and the stepper's sentence say what the step
    /// does).
    pub terse: bool,
}

/// The Code pane's state: the listing and the step's facts worked out, and the listing's
/// scrolling.
#[derive(Default)]
pub struct CodePane {
    /// The listing shown and what it was made from.
    listing: Option<(ListingKey, Listing)>,
    /// What the step shows and what it was worked out from.
    facts: Option<(FactsKey, StepFacts)>,
    /// Where the listing was left scrolled.
    scrolled: Scrolled,
    /// The step's facts and the listing's height the lit line was last brought into view for:
    /// it is brought again only when one of them changes, so the person may scroll meanwhile.
    brought: Option<(FactsKey, f32)>,
    /// Frames spent bringing the lit line into view without getting there yet.
    bring_tries: u8,
}

/// How many frames the pane tries to bring the lit line into view before it leaves the
/// listing where it is.
const MAX_BRING_TRIES: u8 = 4;

/// The smallest height the listing keeps, in its lines: with less, the stack scrolls.
const SMALLEST_LISTING_LINES: f32 = 6.0;

impl CodePane {
    /// Works out the listing and the step's facts again if the tree, the order, the code, the
    /// step or the lesson's secrets changed since they were last worked out.
    pub fn refresh(&mut self, stepper: &Stepper, source: Source) {
        let listing_key = ListingKey::of(stepper, source);
        if !self
            .listing
            .as_ref()
            .is_some_and(|(key, _)| key.same(&listing_key))
        {
            let tree = stepper.tree();
            let listing = code::listing(tree, stepper.replay().order(), source);
            // The pseudocode's comments in the class's language; Klados's source as it is (max^n's
            // title in the class's language, as Monte Carlo tree search's).
            let listing = if stepper.replay().order() == Order::LevelByLevel || source == Source::Pseudocode {
                comments::translated(listing)
            } else if tree.is_maxn() {
                let file = code::maxn::MAXN_FILE;
                Listing {
                    title: tr_args("code-title-maxn-rust", &[("file", file.into())]),
                    ..listing
                }
            } else {
                listing
            };
            self.listing = Some((listing_key, listing));
            self.facts = None;
        }
        let facts_key = FactsKey::of(stepper, source);
        if self.facts.as_ref().is_some_and(|(key, _)| key.same(&facts_key)) {
            return;
        }
        if let Some((_, listing)) = &self.listing {
            self.facts = Some((facts_key, step_facts(stepper, listing)));
        }
    }

    /// Returns the listing shown, once the pane has been drawn (tests read it).
    pub fn listing(&self) -> Option<&Listing> {
        self.listing.as_ref().map(|(_, listing)| listing)
    }

    /// Returns what the pane shows at the step drawn last (tests read it).
    pub fn facts(&self) -> Option<&StepFacts> {
        self.facts.as_ref().map(|(_, facts)| facts)
    }

    /// Returns the text of the brightly lit line, as the listing has it (tests read it).
    pub fn lit_text(&self) -> Option<&str> {
        let line = *self.facts()?.lit.first()?;
        Some(self.listing()?.lines.get(line)?.text.as_str())
    }

    /// Returns the least height (points) the pane needs in `width` points: its switch, what the
    /// step does, the lit line whole with a row either side (and a lesson's note), and two
    /// rows of the stack (or the loops' line). The panel keeps the pane beside a lesson's tree
    /// only with this much room.
    pub fn least_height(&mut self, ui: &Ui, context: &CodeContext<'_>, width: f32) -> f32 {
        self.refresh(context.stepper, context.source);
        let (Some((_, listing)), Some((_, facts))) = (&self.listing, &self.facts) else {
            return 0.0;
        };
        let spacing = ui.spacing().item_spacing.y;
        let switch = ui.spacing().interact_size.y + spacing;
        let words = if context.terse {
            0.0
        } else {
            ui.painter()
                .layout(
                    step_words(facts),
                    egui::TextStyle::Body.resolve(ui.style()),
                    ui.visuals().text_color(),
                    width,
                )
                .size()
                .y
                + spacing
        };
        let pointed_line = context
            .pointer
            .marker
            .as_deref()
            .and_then(|marker| listing.line_named(marker));
        let scene = ListingScene {
            listing,
            lit: &facts.lit,
            pointed: pointed_line.map(|line| (line, context.pointer.note.as_deref())),
            bring_into_view: false,
        };
        let code = listing_view::least_height(ui, &scene, width);
        let depth_first = context.stepper.replay().order() == Order::DepthFirst;
        let stack = if depth_first {
            stack_height(ui, facts.frames.len().min(2), &stack_text(context))
        } else {
            ui.text_style_height(&egui::TextStyle::Body) + spacing
        };
        switch + words + code + stack + spacing * 4.0 + 6.0
    }

    /// Draws the pane down to `bottom` (a screen coordinate): the code's title and the switch,
    /// what the step does, the listing, and the call stack (or the loops' variables) under it.
    pub fn ui(&mut self, ui: &mut Ui, context: &CodeContext<'_>, bottom: f32) -> Vec<Command> {
        let mut commands = Vec::new();
        self.refresh(context.stepper, context.source);
        let (Some((_, listing)), Some((facts_key, facts))) = (&self.listing, &self.facts) else {
            return commands;
        };
        let depth_first = context.stepper.replay().order() == Order::DepthFirst;
        let hint = if depth_first && context.stepper.tree().is_maxn() {
            "code-maxn-rust-hint"
        } else if depth_first {
            "code-rust-hint"
        } else {
            "code-level-by-level-hint"
        };
        if let Some(source) = source_switch_ui(ui, context.source, depth_first, hint, &listing.title) {
            commands.push(Command::SetCodeSource(source));
        }
        let line = ui.text_style_height(&egui::TextStyle::Body);
        if !context.terse {
            ui.add(egui::Label::new(RichText::new(step_words(facts)).strong()).wrap());
        }

        // The stack under the listing takes what its rows need, up to what the listing spares.
        let mono = ui.text_style_height(&egui::TextStyle::Monospace) + 3.0;
        let room = bottom - ui.cursor().top() - ui.spacing().item_spacing.y * 3.0 - 6.0;
        let pointed_line = context
            .pointer
            .marker
            .as_deref()
            .and_then(|marker| listing.line_named(marker));
        let mut scene = ListingScene {
            listing,
            lit: &facts.lit,
            pointed: pointed_line.map(|line| (line, context.pointer.note.as_deref())),
            bring_into_view: false,
        };
        // The lit line is whole first; the stack then takes what its rows need, up to what the
        // listing spares (it scrolls, its last call in view); the loops take one line.
        let listing_least = listing_view::least_height(ui, &scene, ui.available_width());
        let stack = if depth_first {
            let text = stack_text(context);
            stack_height(ui, facts.frames.len(), &text)
                .min((room - mono * SMALLEST_LISTING_LINES).max(line * 3.0))
                .min((room - listing_least).max(stack_height(ui, 1, &text)))
        } else {
            line + ui.spacing().item_spacing.y
        };
        // The listing as tall as its lines (and a scroll bar), the stack right under it.
        // (Long lines may take two rows, and a lesson's note rows of its own.)
        let whole = mono * (listing.lines.len() as f32 * 1.3 + 2.0) + ui.spacing().scroll.bar_width * 2.0;
        let listing_height = (room - stack)
            .min(whole)
            .max(listing_least.min(room))
            .max(mono * 2.0);
        let brought = self
            .brought
            .as_ref()
            .is_some_and(|(key, height)| key.same(facts_key) && (height - listing_height).abs() < 1.0);
        scene.bring_into_view = !brought;
        self.scrolled = listing_ui(ui, &scene, listing_height, self.scrolled);
        if self.scrolled.lit_in_view || brought || self.bring_tries >= MAX_BRING_TRIES {
            self.brought = Some((facts_key.clone(), listing_height));
            self.bring_tries = 0;
        } else {
            // Not there yet (a listing just switched): bring it again next frame.
            self.brought = None;
            self.bring_tries += 1;
            ui.ctx().request_repaint();
        }
        ui.separator();
        if depth_first {
            let scene = StackScene {
                text: stack_text(context),
                rows: &facts.frames,
                pointed: context.pointer.frame,
                focus: context.focus,
            };
            if let Some(node) = stack_ui(ui, &scene, stack) {
                commands.push(Command::FocusNode(node));
            }
        } else {
            loops_ui(ui, &facts.loops);
        }
        commands
    }
}

/// What the step does, in words, with the line it runs.
fn step_words(facts: &StepFacts) -> String {
    match facts.lit.first() {
        Some(&lit) if facts.words != kept_back() => tr_args(
            "code-step-line",
            &[("line", (lit + 1).into()), ("words", facts.words.as_str().into())],
        ),
        _ => facts.words.clone(),
    }
}

/// The text style of the stack's rows: the controls' under a lesson's tree (in projector mode a
/// little smaller than the body, still read from the back row), else the body's.
fn stack_text(context: &CodeContext<'_>) -> egui::TextStyle {
    if context.terse {
        egui::TextStyle::Button
    } else {
        egui::TextStyle::Body
    }
}
