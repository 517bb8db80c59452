//! The Code pane beside the Monte Carlo replay: the four phases' code (the pseudocode or
//! `src/engine/mcts/grow.rs` itself), the line of the step's phase lit, and the loop's
//! variables as they stand (the iteration, the node, its N and W, the result).
//!
//! The engine says which line a step is ([`code::mcts::lit`]); this file draws it with the
//! listing the depth-first pane draws. While a lesson's question waits at the step, the line lit
//! is the phase's own (the heading already names the phase) and the variables that would tell
//! the answer (the node selected, N, W, the result) are "?".

use std::sync::{Arc, Weak};

use egui::{RichText, Ui};

use crate::engine::code::{self, Listing, Source};
use crate::engine::mcts::MctsTree;
use crate::engine::mcts::replay::{Phase, number};
use crate::engine::tree::NodeId;
use crate::shell::i18n::{Language, language, tr, tr_args};
use crate::ui::command::Command;

use super::comments;
use super::facts::kept_back;
use super::listing_view::{self, ListingScene, Scrolled, listing_ui};
use super::switch::source_switch_ui;

/// What the pane is drawn with this frame.
pub struct MctsCodeContext<'a> {
    /// The tree replayed.
    pub tree: &'a Arc<MctsTree>,
    /// The replay's step (0: the root alone; then four per iteration).
    pub step: usize,
    /// True while a lesson's question waits at the step.
    pub asking: bool,
    /// The code shown: the pseudocode or Klados's own.
    pub source: Source,
    /// True under the tree, where the height is short: the words over the listing are left out
    /// (the heading and the sentence over the stepper say what the step does).
    pub terse: bool,
}

/// What the pane shows at one step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MctsCodeFacts {
    /// The lines lit, the bright one first.
    pub lit: Vec<usize>,
    /// What the step does, in a few words.
    pub words: String,
    /// The loop's variables and their values, as the pseudocode names them.
    pub variables: Vec<(&'static str, String)>,
}

/// What the facts were worked out from.
#[derive(Clone, Debug)]
struct FactsKey {
    tree: Weak<MctsTree>,
    step: usize,
    asking: bool,
    source: Source,
    language: Language,
}

impl FactsKey {
    fn of(context: &MctsCodeContext<'_>) -> FactsKey {
        FactsKey {
            tree: Arc::downgrade(context.tree),
            step: context.step,
            asking: context.asking,
            source: context.source,
            language: language(),
        }
    }

    fn same(&self, other: &FactsKey) -> bool {
        Weak::ptr_eq(&self.tree, &other.tree)
            && self.step == other.step
            && self.asking == other.asking
            && self.source == other.source
            && self.language == other.language
    }
}

/// The MCTS Code pane's state: the listing and the step's facts worked out, and the scrolling.
#[derive(Default)]
pub struct MctsCodePane {
    /// The listing shown, the code and language it was made for.
    listing: Option<((Source, Language), Listing)>,
    /// What the step shows and what it was worked out from.
    facts: Option<(FactsKey, MctsCodeFacts)>,
    /// Where the listing was left scrolled.
    scrolled: Scrolled,
    /// The facts and listing height the lit line was last brought into view for.
    brought: Option<(FactsKey, f32)>,
    /// Frames spent bringing the lit line into view without getting there yet.
    bring_tries: u8,
}

/// How many frames the pane tries to bring the lit line into view.
const MAX_BRING_TRIES: u8 = 4;

impl MctsCodePane {
    /// Works out the listing and the step's facts again if what they show changed.
    fn refresh(&mut self, context: &MctsCodeContext<'_>) {
        let made_for = (context.source, language());
        if self.listing.as_ref().is_none_or(|(key, _)| *key != made_for) {
            self.listing = Some((made_for, listing(context.source)));
            self.facts = None;
        }
        let key = FactsKey::of(context);
        if self.facts.as_ref().is_some_and(|(old, _)| old.same(&key)) {
            return;
        }
        if let Some((_, listing)) = &self.listing {
            self.facts = Some((key, step_facts(context, listing)));
        }
    }

    /// Returns the listing shown, once the pane has been drawn (tests read it).
    pub fn listing(&self) -> Option<&Listing> {
        self.listing.as_ref().map(|(_, listing)| listing)
    }

    /// Returns what the pane shows at the step drawn last (tests read it).
    pub fn facts(&self) -> Option<&MctsCodeFacts> {
        self.facts.as_ref().map(|(_, facts)| facts)
    }

    /// Returns the text of the brightly lit line (tests read it).
    pub fn lit_text(&self) -> Option<&str> {
        let line = *self.facts()?.lit.first()?;
        Some(self.listing()?.lines.get(line)?.text.as_str())
    }

    /// Returns the least height (points) the pane needs in `width` points: its switch, the lit
    /// line whole with a row either side, and the variables' line.
    pub fn least_height(&mut self, ui: &Ui, context: &MctsCodeContext<'_>, width: f32) -> f32 {
        self.refresh(context);
        let (Some((_, listing)), Some((_, facts))) = (&self.listing, &self.facts) else {
            return 0.0;
        };
        let spacing = ui.spacing().item_spacing.y;
        let switch = ui.spacing().interact_size.y + spacing;
        let scene = ListingScene {
            listing,
            lit: &facts.lit,
            pointed: None,
            bring_into_view: false,
        };
        let code = listing_view::least_height(ui, &scene, width);
        let variables = ui.text_style_height(&egui::TextStyle::Body) * 2.0 + spacing;
        switch + code + variables + spacing * 3.0 + 6.0
    }

    /// Draws the pane down to `bottom` (a screen coordinate): the switch and the code's title,
    /// what the step does, the listing, and the loop's variables under it.
    pub fn ui(&mut self, ui: &mut Ui, context: &MctsCodeContext<'_>, bottom: f32) -> Vec<Command> {
        let mut commands = Vec::new();
        self.refresh(context);
        let (Some((_, listing)), Some((key, facts))) = (&self.listing, &self.facts) else {
            return commands;
        };
        if let Some(source) =
            source_switch_ui(ui, context.source, true, "code-mcts-rust-hint", &listing.title)
        {
            commands.push(Command::SetCodeSource(source));
        }
        if !context.terse {
            let words = match facts.lit.first() {
                Some(&line) if facts.words != kept_back() => tr_args(
                    "code-step-line",
                    &[
                        ("line", (line + 1).into()),
                        ("words", facts.words.as_str().into()),
                    ],
                ),
                _ => facts.words.clone(),
            };
            ui.add(egui::Label::new(RichText::new(words).strong()).wrap());
        }
        // The variables' line (or two, wrapped) under the listing, which takes the rest.
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let spacing = ui.spacing().item_spacing.y;
        let variables = line * 2.0 + spacing * 2.0;
        let room = bottom - ui.cursor().top() - spacing * 3.0 - 6.0;
        let mut scene = ListingScene {
            listing,
            lit: &facts.lit,
            pointed: None,
            bring_into_view: false,
        };
        let least = listing_view::least_height(ui, &scene, ui.available_width());
        let height = (room - variables).max(least.min(room)).max(line * 2.0);
        let brought = self
            .brought
            .as_ref()
            .is_some_and(|(old, shown)| old.same(key) && (shown - height).abs() < 1.0);
        scene.bring_into_view = !brought;
        self.scrolled = listing_ui(ui, &scene, height, self.scrolled);
        if self.scrolled.lit_in_view || brought || self.bring_tries >= MAX_BRING_TRIES {
            self.brought = Some((key.clone(), height));
            self.bring_tries = 0;
        } else {
            self.brought = None;
            self.bring_tries += 1;
            ui.ctx().request_repaint();
        }
        ui.separator();
        variables_ui(ui, &facts.variables);
        commands
    }
}

/// The listing for `source`, its pseudocode's comments in the window's language; Klados's
/// source as it is, but for its title.
fn listing(source: Source) -> Listing {
    match source {
        Source::Pseudocode => comments::translated(code::mcts::pseudocode()),
        Source::Klados => {
            let mut listing = code::mcts::klados();
            listing.title = tr_args("code-title-mcts-rust", &[("file", code::mcts::GROW_FILE.into())]);
            listing
        }
    }
}

/// Works out what the pane shows at the context's step in `listing`.
pub fn step_facts(context: &MctsCodeContext<'_>, listing: &Listing) -> MctsCodeFacts {
    let tree = context.tree;
    let markers = code::mcts::lit(tree, context.step, context.asking);
    let lit = markers
        .iter()
        .filter_map(|marker| listing.line_marked(marker))
        .collect();
    let words = match markers.first() {
        _ if context.asking => kept_back(),
        Some(marker) => tr(code::mcts::message(marker)),
        None => String::new(),
    };
    MctsCodeFacts {
        lit,
        words,
        variables: variables(tree, context.step, context.asking),
    }
}

/// The loop's variables after `step`: the iteration, the node the phase is at, its N and W,
/// and the result once the playout has given it, the numbers written as the tree writes them. All but the iteration are "?" while a
/// question waits (the node selected, the counts and the result are what questions ask).
fn variables(tree: &MctsTree, step: usize, asking: bool) -> Vec<(&'static str, String)> {
    let Some(at) = tree.step_at(step) else {
        return Vec::new();
    };
    let Some(iteration) = tree.iterations().get(at.iteration) else {
        return Vec::new();
    };
    let mut shown = vec![("i", (at.iteration + 1).to_string())];
    let hidden = || String::from("?");
    // Selection ends at the node it reached; the other phases are at the node the playout
    // starts from (the new one, or the one where the game ended).
    let node = match at.phase {
        Phase::Select => tree.selection_path(at.iteration).last().copied(),
        _ => Some(iteration.node),
    };
    let snapshot = tree.snapshot(step);
    let (visits, total) = match node {
        Some(id) => (snapshot.visits_of(id), snapshot.total_of(id)),
        None => (snapshot.root_visits, snapshot.root_total),
    };
    if asking {
        shown.extend([("node", hidden()), ("node.N", hidden()), ("node.W", hidden())]);
    } else {
        shown.extend([
            ("node", path_words(tree, node)),
            ("node.N", visits.to_string()),
            ("node.W", number(total)),
        ]);
    }
    if at.phase >= Phase::Simulate {
        let result = if asking {
            hidden()
        } else {
            number(iteration.result)
        };
        shown.push(("result", result));
    }
    shown
}

/// The moves from the root to `node` ("A → A1", "e4 e5"), or the root's name.
fn path_words(tree: &MctsTree, node: Option<NodeId>) -> String {
    let Some(id) = node else {
        return tr("node-root");
    };
    let separator = if tree.chess_root().is_some() { " " } else { " → " };
    tree.path_to(id)
        .into_iter()
        .map(|id| tree.name_of(id))
        .collect::<Vec<_>>()
        .join(separator)
}

/// Draws the variables on a line, wrapped where the pane is narrow.
fn variables_ui(ui: &mut Ui, variables: &[(&'static str, String)]) {
    ui.horizontal_wrapped(|ui| {
        ui.weak(tr("code-mcts-variables"));
        if variables.is_empty() {
            ui.weak(tr("code-mcts-before"));
        }
        for (name, value) in variables {
            ui.label(
                RichText::new(format!("{name} = {value}"))
                    .monospace()
                    .color(ui.visuals().strong_text_color()),
            );
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variables_keep_back_what_a_question_asks() {
        use crate::engine::abstract_tree::AbstractNode;
        use crate::engine::mcts::{MctsSettings, mcts_abstract};
        use crate::engine::settings::SearchControl;
        let leaf = |label: &str, value| AbstractNode::Leaf {
            label: label.into(),
            value,
        };
        let drawn = vec![
            AbstractNode::Inner {
                label: "A".into(),
                children: vec![leaf("A1", 3), leaf("A2", 5)],
            },
            leaf("B", 2),
        ];
        let tree = mcts_abstract(&drawn, &MctsSettings::new(8, 1), &SearchControl::new()).unwrap();
        for step in 1..tree.step_count() {
            let told = variables(&tree, step, false);
            let kept = variables(&tree, step, true);
            assert_eq!(told.len(), kept.len());
            assert_eq!(told[0], kept[0], "the iteration is no secret");
            assert!(kept[1..].iter().all(|(_, value)| value == "?"), "{kept:?}");
        }
        let told = variables(&tree, tree.step_of(3, Phase::Backpropagate), false);
        assert_eq!(told[0], ("i", String::from("4")));
        assert!(told.iter().any(|(name, _)| *name == "result"));
    }
}
