//! The thinking panel's views: the tree view over the node arrays' tabs, and the other tabs;
//! the Code pane beside them, or as a tab where the room is narrow.

use std::sync::Arc;

use egui::Ui;

use crate::engine::code::Source;
use crate::engine::tree::NodeId;
use crate::shell::i18n::tr;
use crate::ui::code_pane::{CodeContext, CodePane, CodePointer};
use crate::ui::command::Command;
use crate::ui::divider::{Direction, DividerChange, divider_ui};
use crate::ui::node_tables::{ROW_PADDING, TablesContext};
use crate::ui::settings::Divider;
use crate::ui::small_game::terms::evaluation_terms_ui;
use crate::ui::stepper::Stepper;
use crate::ui::tree_view::TreeViewContext;

use super::tabs::{IterationsView, comparison_ui, evaluation_ui, iterations_ui};
use super::{PanelContext, ThinkingPanel, ViewTab, acted_level};

/// The node array's rows the tables get under the tree, unless the person moved the line: in
/// the Play layout beside the large board, and in the Study layout, where the search has the
/// window. The tree takes the rest, up to what its drawing wants, and never less than its
/// smallest height (in lines of body text): in the Study layout, a tree of three levels with
/// labels a class reads.
const PLAY_ROWS: f32 = 9.0;
const STUDY_ROWS: f32 = 21.0;
const SMALLEST_TREE_LINES: f32 = 10.0;
const STUDY_TREE_LINES: f32 = 17.3;

/// The fewest rows worth showing under the tree; with less room the tree and the tables are
/// tabs, each with the whole height.
const FEWEST_ROWS: f32 = 6.0;

/// The lines the tables take besides their rows: the tabs, the find box, the level's title, the
/// column titles, a row cut by the scrolling and the margins, in lines of body text.
const TABLE_LINES: f32 = 8.0;

/// The narrowest room, in lines of body text, where the Code pane sits beside the tree and the
/// tables; in less it is a tab among theirs.
const CODE_BESIDE_LINES: f32 = 50.0;

/// The Code pane's share of the width beside the views, and the fewest lines of body text it
/// keeps (a line of pseudocode and its comment).
const CODE_SHARE: f32 = 0.5;
const CODE_LINES: f32 = 26.0;

impl ThinkingPanel {
    /// Draws the views in the height left: the tree view (unless `with_tree` is false), then
    /// the tabs of the level tables, the evaluation and the comparison; and with the Code pane
    /// open, the code beside them where the room is wide enough, else the code as a tab.
    ///
    /// With a `split` (a divider and the tree's share of the height, `None`: Klados's choice)
    /// the tree view and the tables share the height at a line the person drags; without one
    /// (a lesson) the tree takes what its drawing wants.
    pub fn views_ui(
        &mut self,
        ui: &mut Ui,
        context: &PanelContext<'_>,
        with_tree: bool,
        largest_zoom: f32,
        split: Option<(Divider, Option<f32>)>,
    ) -> Vec<Command> {
        let line = ui.text_style_height(&egui::TextStyle::Body);
        if self.stepper.is_none() || !context.code.open || ui.available_width() < line * CODE_BESIDE_LINES {
            return self.tree_and_tables_ui(ui, context, with_tree, largest_zoom, split, context.code.open);
        }
        // The code on the right, the tree and the tables on the left, each the whole height.
        let bottom = ui.clip_rect().bottom().min(ui.max_rect().bottom());
        let room = egui::Rect::from_min_max(
            egui::pos2(ui.max_rect().left(), ui.cursor().top()),
            egui::pos2(ui.max_rect().right(), bottom),
        );
        let gap = line * 0.8;
        let code_width = (room.width() * CODE_SHARE).max(line * CODE_LINES);
        let code_rect = egui::Rect::from_min_max(egui::pos2(room.right() - code_width, room.top()), room.max);
        let views_rect =
            egui::Rect::from_min_max(room.min, egui::pos2(code_rect.left() - gap, room.bottom()));
        let mut commands = ui
            .scope_builder(egui::UiBuilder::new().max_rect(views_rect), |ui| {
                self.tree_and_tables_ui(ui, context, with_tree, largest_zoom, split, false)
            })
            .inner;
        let x = code_rect.left() - gap / 2.0;
        ui.painter()
            .vline(x, room.y_range(), ui.visuals().widgets.noninteractive.bg_stroke);
        ui.scope_builder(egui::UiBuilder::new().max_rect(code_rect), |ui| {
            let bottom = code_rect.bottom() - ui.spacing().item_spacing.y * 2.0;
            commands.extend(self.code_ui(ui, context, bottom));
        });
        ui.advance_cursor_after_rect(room);
        commands
    }

    /// Draws the Code pane down to `bottom` (a screen coordinate).
    fn code_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>, bottom: f32) -> Vec<Command> {
        let Some(stepper) = &self.stepper else {
            return Vec::new();
        };
        let code_context = CodeContext {
            stepper,
            source: context.code.source,
            pointer: &self.code_pointer,
            focus: self.focus,
            terse: false,
        };
        self.code.ui(ui, &code_context, bottom)
    }

    /// The tree view over the tabs of the tables (and of the code, when `code_tab`), or the
    /// tree as the first tab where the height is short.
    fn tree_and_tables_ui(
        &mut self,
        ui: &mut Ui,
        context: &PanelContext<'_>,
        with_tree: bool,
        largest_zoom: f32,
        split: Option<(Divider, Option<f32>)>,
        code_tab: bool,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        let Some(stepper) = &self.stepper else {
            return commands;
        };
        let tree = Arc::clone(stepper.tree());
        let animation = stepper.animation_progress(context.now);
        let step = stepper.step();

        // Everything below fills the height still visible, whether or not the panel scrolls.
        // When it is tall enough the tree view sits over the tables; when it is not, the tree
        // becomes the first tab, and the one shown unless the person picks another.
        let line = ui.text_style_height(&egui::TextStyle::Body);
        // The clip rectangle is a scroll area's view; the largest rectangle is a panel's inside.
        // A few points of margin: the last row a table shows ends inside the window.
        let bottom = ui.clip_rect().bottom().min(ui.max_rect().bottom()) - ui.spacing().item_spacing.y * 2.0;
        let visible = (bottom - ui.cursor().top()).max(line * 4.0);
        let area_bottom = ui.cursor().top() + visible;
        // In an abstract tree's lesson the tree is the subject: it takes the whole height, the
        // tables a tab away, unless there is room for both the whole drawing and a table
        // under it.
        let tree_first = with_tree && self.tree_first();
        let row = line + ROW_PADDING + ui.spacing().item_spacing.y;
        let tables_room = |rows: f32| line * TABLE_LINES + row * rows;
        // The tabs' row over the code, with its separator.
        let tabs_room = ui.spacing().interact_size.y + ui.spacing().item_spacing.y * 3.0 + 6.0;
        // What the code takes under a lesson's tree, with its tab (worked out once a frame).
        let code_under_tree = if tree_first && code_tab {
            let source = context.code.source;
            tabs_room
                + code_least_height(
                    ui,
                    &mut self.code,
                    &self.code_pointer,
                    self.focus,
                    stepper,
                    source,
                )
        } else {
            0.0
        };
        let stacked = !with_tree
            || match split {
                // A lesson's tree over its code, when both fit: the tree as large as it wants
                // (never under the legible size), the code with room for its lit line and its
                // stack. Else each is a tab with the whole height.
                _ if tree_first && code_tab => {
                    // Before the tree was first drawn its wish is unknown: it is drawn, and asked.
                    let least = self.tree_view.least_height().unwrap_or(0.0);
                    visible >= least + code_under_tree
                }
                _ if tree_first => {
                    let wanted = self.tree_view.wanted_height().unwrap_or(visible);
                    visible >= wanted + line * 14.0
                }
                // During a game both stay in view while the tree can be read and the table
                // keeps a few rows; in a shorter window each has a tab and the whole height.
                Some((_, None)) => visible >= line * SMALLEST_TREE_LINES + tables_room(FEWEST_ROWS),
                _ => visible >= line * 24.0,
            };

        // A level tab follows the level the replay acts on (or the focused node's) when the step
        // changes; a tab the person picked stays until then, the tree and the others for good.
        let following = ViewTab::Level(
            self.focus
                .map_or_else(|| acted_level(stepper), |focus| focus.level),
        );
        let tab = match self.tab {
            // The code closed (or beside the views now): its tab goes.
            Some((ViewTab::Code, _)) if !code_tab => {
                if stacked {
                    following
                } else {
                    ViewTab::Tree
                }
            }
            Some((ViewTab::Tree, _)) if stacked => following,
            Some((ViewTab::Level(_), chosen_at)) if tree_first && !stacked && chosen_at != step => {
                ViewTab::Tree
            }
            Some((ViewTab::Level(_), chosen_at)) if chosen_at != step => following,
            Some((tab, _)) => tab,
            // The person opened the code: it is in front until they choose another tab.
            None if code_tab => ViewTab::Code,
            None if stacked => following,
            None => ViewTab::Tree,
        };
        let marks = self.opened.as_ref().map(|opened| opened.marks());
        let tree_context = TreeViewContext {
            stepper,
            focus: self.focus,
            marks,
            story: &self.story,
            animation,
            projector: context.projector,
            largest_auto_zoom: largest_zoom,
        };
        if with_tree && stacked {
            let wanted = self.tree_view.wanted_height().unwrap_or(visible);
            let top = ui.cursor().top();
            let tree_height = match split {
                // The person's share, each side keeping room for a few lines.
                Some((_, Some(share))) => (visible * share).clamp(line * 6.0, visible - line * 8.0),
                // The tables keep room for their rows. Beside the board the tree takes what its
                // drawing wants of the rest, so nothing is left empty under it; in the Study
                // layout it keeps its height whatever the tree, so the table's top stays put
                // from search to search (and a tree drawn small has room to be zoomed).
                Some((divider, None)) => {
                    let studying = divider == Divider::TreeStudy;
                    let (rows, smallest) = if studying {
                        (STUDY_ROWS, line * STUDY_TREE_LINES)
                    } else {
                        (PLAY_ROWS, line * SMALLEST_TREE_LINES)
                    };
                    let height = (visible - tables_room(rows)).max(smallest);
                    if studying { height } else { height.min(wanted) }
                }
                // A lesson's tree takes what it wants, up to half (all but the tables' room in a
                // lesson whose subject it is).
                None if tree_first && code_tab => (visible - code_under_tree).min(wanted).max(line * 9.0),
                None if tree_first => (visible - line * 14.0).min(wanted).max(line * 9.0),
                None => (visible * 0.5).min(wanted).max(line * 9.0),
            };
            if let Some(clicked) = self.tree_view.ui(ui, &tree_context, tree_height) {
                commands.push(Command::FocusNode(clicked));
            }
            ui.add_space(6.0);
            if let Some((divider, _)) = split {
                let room = egui::Rect::from_min_max(
                    egui::pos2(ui.max_rect().left(), top),
                    egui::pos2(ui.max_rect().right(), area_bottom),
                );
                let at = top + tree_height + 3.0;
                if let Some(change) =
                    divider_ui(ui, ("views-split", divider), room, at, Direction::Horizontal)
                {
                    let (share, done) = match change {
                        DividerChange::Moved(share) => (Some(share), false),
                        DividerChange::Released(share) => (Some(share), true),
                        DividerChange::Reset => (None, true),
                    };
                    commands.push(Command::SetDivider { divider, share, done });
                }
            }
        }

        let chosen = self.view_tabs_ui(ui, context, tab, with_tree && !stacked, code_tab, &mut commands);
        // The code's tab, once in front, stays there when a node is focused (a click in the
        // stack), as a tab the person chose does.
        if chosen != tab || (chosen == ViewTab::Code && self.tab.is_none()) {
            self.tab = Some((chosen, step));
        }
        ui.separator();
        match chosen {
            ViewTab::Tree => {
                let height = area_bottom - ui.cursor().top();
                if let Some(clicked) = self.tree_view.ui(ui, &tree_context, height) {
                    commands.push(Command::FocusNode(clicked));
                }
            }
            ViewTab::Level(level) => {
                let tables_context = TablesContext {
                    stepper,
                    focus: self.focus,
                    marks,
                    animation,
                    // During a game the level's sentence waits under the pointer: the rows get the room.
                    compact: context.compact || context.studying.is_some(),
                };
                if let Some(clicked) = self.tables.ui(ui, &tables_context, level, area_bottom) {
                    commands.push(Command::FocusNode(Some(clicked)));
                }
            }
            ViewTab::Evaluation => match self.focus {
                // A lesson's question about this position's score keeps its terms back too.
                Some(focus) if stepper.hides_score(focus) => {
                    ui.label(tr("evaluation-kept"));
                }
                Some(focus) => match (tree.position_of(focus), super::small_position(&tree, Some(focus))) {
                    (Some(position), _) => evaluation_ui(ui, &position),
                    (None, Some(position)) => evaluation_terms_ui(ui, &position),
                    (None, None) => {
                        ui.label(tr("evaluation-chess-only"));
                    }
                },
                None => {
                    ui.label(tr("views-click-node"));
                }
            },
            ViewTab::Compare => match &self.comparison {
                Some(comparison) => comparison_ui(ui, comparison),
                None => {
                    ui.label(tr("views-comparing"));
                }
            },
            ViewTab::Code => {
                let code_context = CodeContext {
                    stepper,
                    source: context.code.source,
                    pointer: &self.code_pointer,
                    focus: self.focus,
                    // Under a lesson's tree the code keeps to its lines.
                    terse: with_tree && stacked && tree_first,
                };
                commands.extend(self.code.ui(ui, &code_context, area_bottom));
            }
            ViewTab::Iterations => {
                if let Some(deepening) = &self.deepening {
                    let view = IterationsView {
                        shown: self.shown_iteration(),
                        // The earlier iterations' choices would give a question's answer away.
                        hide_answers: self.choice_held_back().is_some() || stepper.secrets().is_some(),
                        hide_counts: stepper.hides_counts(),
                    };
                    iterations_ui(ui, deepening, &view, area_bottom);
                }
            }
        }
        if animation < 1.0 {
            ui.ctx().request_repaint();
        }
        commands
    }
}

/// Returns the least height (points) the Code pane needs under a lesson's tree: the lit line
/// whole, what the step does, a short stack (see [`CodePane::least_height`]).
fn code_least_height(
    ui: &Ui,
    code: &mut CodePane,
    pointer: &CodePointer,
    focus: Option<NodeId>,
    stepper: &Stepper,
    source: Source,
) -> f32 {
    let code_context = CodeContext {
        stepper,
        source,
        pointer,
        focus,
        terse: true,
    };
    code.least_height(ui, &code_context, ui.available_width())
}
