//! The practice column: what a student does rather than watches, and the teacher's tree builder.
//!
//! Four tabs:
//! * **Minimax** and **Alpha-beta**: a small random tree made from a seed (shown, and typeable so
//!   a whole class can work the same tree); the student writes every inner node's value (and for
//!   alpha-beta marks the pruned moves and may write [α, β]); **Check** marks each one and explains
//!   each mistake ([`crate::course::practice`] does the marking); **Show me** replays the real
//!   search.
//! * **Predict**: a chess position; the student plays the move they think the computer will
//!   choose and writes its value; **Reveal** runs the search and says where their move ranked.
//! * **Build**: a teacher types a tree as nested lists or edits one, steps its search, and saves
//!   it as a lesson.
//!
//! While a tree exercise is open the thinking panel is hidden: it would show the answers. The
//! replay of "Show me" (and of the builder's tree) is the thinking panel's, as in an abstract
//! lesson.

use egui::{RichText, TextEdit, Ui};

use crate::course::practice::{
    Answers, Exercise, Item, Mark, Marking, PracticeKind, parse_bound, parse_value,
};
use crate::engine::abstract_tree::{AbstractNode, AbstractSearch, AbstractTreeError, search_abstract};
use crate::shell::i18n::{said, tr, tr_args};
use crate::ui::command::{Command, PracticeCommand, PracticeTab};
use crate::ui::palette::problem_color;
use crate::ui::settings::fresh_seed;

pub mod builder;
pub mod predict;
pub mod sheet;

use builder::Builder;
use predict::Predict;
use sheet::{SheetLook, SheetMode, SheetState, Tick, nudge, right_color, sheet_ui};

/// The practice column and its exercises.
pub struct PracticePanel {
    /// Whether the column is shown.
    pub open: bool,
    /// The tab shown.
    pub tab: PracticeTab,
    /// The seed of the tree on the sheet.
    seed: u64,
    /// The seed field's text.
    seed_text: String,
    /// Why the seed typed cannot be used.
    seed_error: Option<String>,
    /// The tree exercise (minimax or alpha-beta, as the tab).
    exercise: Exercise,
    /// What the student has written on it.
    sheet: SheetState,
    /// The α and β typed at each node (alpha-beta).
    windows: Vec<(String, String)>,
    /// The marking after Check (cleared by any change to the sheet).
    marking: Option<Marking>,
    /// The sheet as it was checked, to clear the marks when it changes.
    checked_sheet: Option<(SheetState, Vec<(String, String)>)>,
    /// Entries Check could not read, with the node's label.
    unreadable: Vec<String>,
    /// True while the thinking panel shows a practice search: the real search of the sheet's (or
    /// the builder's) tree, or Predict's revealed search.
    pub showing: bool,
    /// The Predict tab.
    pub predict: Predict,
    /// The Build tab.
    pub builder: Builder,
}

impl Default for PracticePanel {
    fn default() -> PracticePanel {
        let seed = 1;
        let mut panel = PracticePanel {
            open: false,
            tab: PracticeTab::Minimax,
            seed,
            seed_text: seed.to_string(),
            seed_error: None,
            exercise: Exercise::random(PracticeKind::Minimax, seed),
            sheet: SheetState::default(),
            windows: Vec::new(),
            marking: None,
            checked_sheet: None,
            unreadable: Vec::new(),
            showing: false,
            predict: Predict::default(),
            builder: Builder::default(),
        };
        panel.clear_sheet();
        panel
    }
}

impl PracticePanel {
    /// Returns the tree exercise on the sheet.
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// Returns the number of the tree on the sheet (its seed: the same number makes the same tree).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Returns the marking of the last Check, if the sheet has not changed since.
    pub fn marking(&self) -> Option<&Marking> {
        self.marking.as_ref()
    }

    /// Returns true if the centre shows a tree tab's sheet or the builder (no board).
    pub fn draws_tree(&self) -> bool {
        self.open && self.tab != PracticeTab::Predict
    }

    /// Returns the kind of tree exercise a tab practises.
    fn kind_of(tab: PracticeTab) -> PracticeKind {
        match tab {
            PracticeTab::AlphaBeta => PracticeKind::AlphaBeta,
            _ => PracticeKind::Minimax,
        }
    }

    /// Opens a tab; a tree tab keeps its seed, so minimax and alpha-beta can be done on one tree.
    pub fn set_tab(&mut self, tab: PracticeTab) {
        if self.tab == tab {
            return;
        }
        self.tab = tab;
        self.showing = false;
        if matches!(tab, PracticeTab::Minimax | PracticeTab::AlphaBeta) {
            self.exercise = Exercise::random(Self::kind_of(tab), self.seed);
            self.clear_sheet();
        }
    }

    /// Makes the tree of `seed` and gives the student a clean sheet. A replay of the old tree
    /// is the app's to take away (the column asks it to).
    pub fn new_tree(&mut self, seed: u64) {
        self.seed = seed;
        self.seed_text = seed.to_string();
        self.seed_error = None;
        self.exercise = Exercise::random(Self::kind_of(self.tab), seed);
        self.clear_sheet();
    }

    fn clear_sheet(&mut self) {
        let count = self.exercise.nodes.len();
        self.sheet = SheetState::blank(count);
        self.windows = vec![(String::new(), String::new()); count];
        self.marking = None;
        self.checked_sheet = None;
        self.unreadable.clear();
    }

    /// Reads the sheet into answers; entries that cannot be read are listed in `unreadable`.
    fn answers(&mut self) -> Answers {
        let mut answers = self.exercise.blank();
        self.unreadable.clear();
        for (index, node) in self.exercise.nodes.iter().enumerate() {
            if node.leaf_value.is_some() {
                continue;
            }
            match parse_value(&self.sheet.values[index]) {
                Ok(value) => answers.values[index] = value,
                Err(reason) => self.unreadable.push(format!("{}: {}", node.label, said(&reason))),
            }
            if self.exercise.kind == PracticeKind::AlphaBeta {
                let (alpha, beta) = &self.windows[index];
                match (parse_bound(alpha), parse_bound(beta)) {
                    (Ok(Some(alpha)), Ok(Some(beta))) => answers.windows[index] = Some((alpha, beta)),
                    (Ok(None), Ok(None)) => {}
                    (Ok(_), Ok(_)) => self.unreadable.push(tr_args(
                        "practice-both-bounds",
                        &[("node", node.label.as_str().into())],
                    )),
                    (Err(reason), _) | (_, Err(reason)) => {
                        self.unreadable
                            .push(format!("{} (α, β): {}", node.label, said(&reason)));
                    }
                }
            }
        }
        if self.exercise.kind == PracticeKind::AlphaBeta {
            answers.pruned.clone_from(&self.sheet.pruned);
        }
        answers
    }

    /// Checks the sheet: marks every node and keeps the explanations.
    pub fn check(&mut self) {
        let answers = self.answers();
        self.marking = Some(self.exercise.check(&answers));
        self.checked_sheet = Some((self.sheet.clone(), self.windows.clone()));
    }

    /// The sheet's marks for the items of these kinds, per node.
    fn ticks(&self, items: &[Item]) -> Vec<Option<Tick>> {
        let mut ticks = vec![None; self.exercise.nodes.len()];
        if let Some(marking) = &self.marking {
            for verdict in marking
                .verdicts
                .iter()
                .filter(|verdict| items.contains(&verdict.item))
            {
                if let Some(tick) = ticks.get_mut(verdict.node) {
                    let this = match verdict.mark {
                        Mark::Right => Tick::Right,
                        Mark::Wrong(_) => Tick::Wrong,
                    };
                    // One wrong item makes the node's mark wrong.
                    *tick = Some(match (*tick, this) {
                        (Some(Tick::Wrong), _) | (_, Tick::Wrong) => Tick::Wrong,
                        _ => Tick::Right,
                    });
                }
            }
        }
        ticks
    }

    /// Lays out the column and returns what the app must do (`dialog_open`: the platform's
    /// folder dialog is open already).
    pub fn ui(&mut self, ui: &mut Ui, dialog_open: bool) -> Vec<Command> {
        let mut commands = Vec::new();
        ui.heading(tr("toolbar-practice"));
        ui.horizontal_wrapped(|ui| {
            for tab in PracticeTab::ALL {
                if ui
                    .selectable_label(self.tab == tab, tr(tab.label()))
                    .on_hover_text(tr(tab.hover()))
                    .clicked()
                {
                    commands.push(Command::Practice(PracticeCommand::Tab(tab)));
                }
            }
        });
        ui.separator();
        match self.tab {
            PracticeTab::Minimax | PracticeTab::AlphaBeta => self.exercise_ui(ui, &mut commands),
            PracticeTab::Predict => self.predict.ui(ui, &mut commands),
            PracticeTab::Build => self.builder.ui(ui, dialog_open, self.showing, &mut commands),
        }
        commands
    }

    /// The column for a tree exercise: the seed, what to do, the selected node, Check and Show me.
    fn exercise_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        // Any change to the sheet since Check takes the marks away: they would judge old answers.
        if let Some((sheet, windows)) = &self.checked_sheet
            && (sheet.values != self.sheet.values
                || sheet.pruned != self.sheet.pruned
                || *windows != self.windows)
        {
            self.marking = None;
            self.checked_sheet = None;
        }
        let alpha_beta = self.exercise.kind == PracticeKind::AlphaBeta;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr("practice-tree-number"));
            let field = ui
                .add(
                    TextEdit::singleline(&mut self.seed_text)
                        .desired_width(ui.text_style_height(&egui::TextStyle::Body) * 4.0),
                )
                .labelled_by(label.id)
                .on_hover_text(tr("practice-tree-number-hint"));
            let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui
                .button(tr("practice-open"))
                .on_hover_text(tr("practice-open-hint"))
                .clicked()
                || entered
            {
                match self.seed_text.trim().parse::<u64>() {
                    Ok(seed) => {
                        self.new_tree(seed);
                        if self.showing {
                            commands.push(Command::Practice(PracticeCommand::ShowSearch(false)));
                        }
                    }
                    Err(_) => {
                        self.seed_error = Some(tr_args(
                            "practice-not-a-number",
                            &[(
                                "text",
                                crate::engine::words::one_line_within(self.seed_text.trim(), 20).into(),
                            )],
                        ));
                    }
                }
            }
            if ui
                .button(tr("practice-new-tree"))
                .on_hover_text(tr("practice-new-tree-hint"))
                .clicked()
            {
                self.new_tree(fresh_seed(self.seed));
                if self.showing {
                    // The replay shown is of the old tree.
                    commands.push(Command::Practice(PracticeCommand::ShowSearch(false)));
                }
            }
        });
        if let Some(error) = &self.seed_error {
            ui.label(RichText::new(error).color(problem_color(ui.visuals().dark_mode)));
        }
        if self.showing {
            ui.label(tr(if alpha_beta {
                "practice-shown-alpha-beta"
            } else {
                "practice-shown-minimax"
            }));
            if ui.button(tr("practice-back-to-answers")).clicked() {
                commands.push(Command::Practice(PracticeCommand::ShowSearch(false)));
            }
            return;
        }
        ui.label(tr(if alpha_beta {
            "practice-task-alpha-beta"
        } else {
            "practice-task-minimax"
        }));
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            let check = ui
                .button(RichText::new(tr("practice-check")).strong())
                .on_hover_text(tr("practice-check-hint"));
            let pressed = ui.input_mut(|input| input.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
            if check.clicked() || pressed {
                self.check();
            }
            if ui
                .button(tr("practice-show-me"))
                .on_hover_text(tr("practice-show-me-hint"))
                .clicked()
            {
                commands.push(Command::Practice(PracticeCommand::ShowSearch(true)));
            }
            if ui
                .button(tr("practice-clear"))
                .on_hover_text(tr("practice-clear-hint"))
                .clicked()
            {
                self.clear_sheet();
            }
        });
        ui.add_space(4.0);
        self.selected_ui(ui, alpha_beta);
        self.marking_ui(ui);
    }

    /// The selected node: + and − for its value; α and β in alpha-beta.
    fn selected_ui(&mut self, ui: &mut Ui, alpha_beta: bool) {
        let Some(index) = self
            .sheet
            .selected
            .filter(|&index| index < self.exercise.nodes.len())
        else {
            ui.weak(tr("practice-click-node"));
            return;
        };
        let node = &self.exercise.nodes[index];
        if node.leaf_value.is_some() {
            ui.label(tr_args("practice-leaf", &[("node", node.label.as_str().into())]));
            return;
        }
        let label = node.label.clone();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr_args("practice-node", &[("node", label.as_str().into())])).strong());
            if ui.button(" − ").on_hover_text(tr("practice-less-hint")).clicked() {
                nudge(&mut self.sheet.values[index], -1);
            }
            if ui.button(" + ").on_hover_text(tr("practice-more-hint")).clicked() {
                nudge(&mut self.sheet.values[index], 1);
            }
        });
        if alpha_beta {
            let width = ui.text_style_height(&egui::TextStyle::Body) * 3.5;
            ui.horizontal_wrapped(|ui| {
                let (alpha, beta) = &mut self.windows[index];
                let alpha_label = ui.label("α");
                ui.add(TextEdit::singleline(alpha).desired_width(width))
                    .labelled_by(alpha_label.id)
                    .on_hover_text(tr_args("practice-alpha-hint", &[("node", label.as_str().into())]));
                let beta_label = ui.label("β");
                ui.add(TextEdit::singleline(beta).desired_width(width))
                    .labelled_by(beta_label.id)
                    .on_hover_text(tr_args("practice-beta-hint", &[("node", label.as_str().into())]));
            });
        }
    }

    /// The score and every mistake, each with why.
    fn marking_ui(&mut self, ui: &mut Ui) {
        let dark_mode = ui.visuals().dark_mode;
        for problem in &self.unreadable {
            ui.label(RichText::new(problem).color(problem_color(dark_mode)));
        }
        let Some(marking) = &self.marking else { return };
        ui.separator();
        let all_right = marking.right == marking.out_of;
        let score = tr_args(
            "practice-score",
            &[("right", marking.right.into()), ("count", marking.out_of.into())],
        );
        let score = if all_right {
            RichText::new(tr_args("practice-well-done", &[("score", score.into())]))
                .color(right_color(dark_mode))
        } else {
            RichText::new(score)
        };
        ui.label(score.strong().text_style(egui::TextStyle::Heading));
        let mut select = None;
        for verdict in &marking.verdicts {
            let Mark::Wrong(why) = &verdict.mark else { continue };
            let label = self
                .exercise
                .nodes
                .get(verdict.node)
                .map_or("?", |node| node.label.as_str());
            let text = RichText::new(format!("✗ {why}")).color(problem_color(dark_mode));
            if ui
                .add(egui::Label::new(text).sense(egui::Sense::click()))
                .on_hover_text(tr_args("practice-select-hint", &[("node", label.into())]))
                .clicked()
            {
                select = Some(verdict.node);
            }
        }
        if select.is_some() {
            self.sheet.selected = select;
        }
    }

    /// Draws the centre: the sheet of the tree exercise, or the builder's tree.
    pub fn sheet_ui(&mut self, ui: &mut Ui) {
        if self.tab == PracticeTab::Build {
            self.builder.sheet_ui(ui);
            return;
        }
        let alpha_beta = self.exercise.kind == PracticeKind::AlphaBeta;
        let title = match self.exercise.kind {
            PracticeKind::Minimax => tr_args(
                "practice-title-minimax",
                &[("seed", self.seed.to_string().into())],
            ),
            PracticeKind::AlphaBeta => tr_args(
                "practice-title-alpha-beta",
                &[("seed", self.seed.to_string().into())],
            ),
        };
        ui.label(RichText::new(title).heading());
        // A node's mark covers its value and its window; a pruned mark sits on the edge above it.
        let value_ticks = self.ticks(&[Item::Value, Item::Window]);
        let prune_ticks = self.ticks(&[Item::Pruned]);
        let notes: Vec<String> = self
            .windows
            .iter()
            .map(|(alpha, beta)| {
                if alpha_beta && !(alpha.trim().is_empty() && beta.trim().is_empty()) {
                    format!("[{}, {}]", alpha.trim(), beta.trim())
                } else {
                    String::new()
                }
            })
            .collect();
        let look = SheetLook {
            nodes: &self.exercise.nodes,
            mode: if alpha_beta {
                SheetMode::AlphaBeta
            } else {
                SheetMode::Minimax
            },
            value_ticks: &value_ticks,
            prune_ticks: &prune_ticks,
            notes: &notes,
            shown_values: &[],
            editable: true,
        };
        sheet_ui(ui, &look, &mut self.sheet);
    }

    /// Searches the tree on the sheet (with the search Check marks against) or the builder's
    /// tree (with its algorithm), for Show me and handouts; `None` in Predict.
    pub fn search_to_show(&self) -> Option<Result<AbstractSearch, AbstractTreeError>> {
        match self.tab {
            PracticeTab::Minimax | PracticeTab::AlphaBeta => Some(self.exercise.search()),
            PracticeTab::Build => Some(search_abstract(self.builder.moves(), self.builder.algorithm)),
            PracticeTab::Predict => None,
        }
    }

    /// Returns the tree on the sheet, or the builder's (the root's children).
    pub fn tree_moves(&self) -> Vec<AbstractNode> {
        match self.tab {
            PracticeTab::Build => self.builder.moves().to_vec(),
            _ => self.exercise.moves(),
        }
    }

    /// A title for handouts of the tree on the sheet.
    pub fn handout_title(&self) -> String {
        match self.tab {
            PracticeTab::Build => self.builder.title_or_default(),
            _ => tr_args(
                "practice-handout-title",
                &[
                    ("tab", tr(self.tab.label()).into()),
                    ("seed", self.seed.to_string().into()),
                ],
            ),
        }
    }
}
