//! The node arrays as a table, one level at a time, as Huo Chess prints `NodesAnalysis0`, `1`, ….
//!
//! Each row is a node: its number, its parent's number (0 = the root), the move, the static score,
//! the backed-up value and the status. Rows are virtual (only the visible ones are laid out), so a
//! level of millions of rows scrolls as smoothly as one of twenty. What a row shows comes from the
//! replay at the stepper's step: hidden, a score, a value so far, a final value. Rows are coloured
//! by who chooses at the node, like the tree view (see [`crate::ui::palette`]); a chance node is
//! marked ◆ in chance's colour, and an outcome of one shows its probability beside its move.

use egui::{Align, Color32, RichText, Sense, Ui};
use egui_extras::{Column, TableBuilder};

use crate::engine::replay::{NodeView, Order, Step};
use crate::engine::settings::MAX_QUIESCENCE_PLIES;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::names::status_name;
use crate::ui::names::{tree_side_name, tree_side_whose};
use crate::ui::node_words::{
    at_quiescence_limit, could_stand_pat, expectation_words, horizon_words, ordered_by_words,
    quiescence_limit_hint, quiescence_words, stand_pat_hint, technique_badges_used, technique_words,
    transposition_hint, transposition_mark, value_words,
};
use crate::ui::opened_tree::marks::{Mark, TreeMarks, kind_words, mark_color, symbol};
use crate::ui::palette::{ARRIVING, chance_color, chooser_color, level_chooser, level_color, related_tint};
use crate::ui::players;
use crate::ui::stepper::Stepper;

mod find_box;

use find_box::FindBox;

/// The table of one level, what it last scrolled to, and the box that finds a node.
#[derive(Debug, Default)]
pub struct NodeTables {
    /// The (level, step, focus) the table last scrolled for; it scrolls again only when that
    /// changes, so the person can scroll freely in between.
    scrolled_for: Option<(usize, usize, Option<NodeId>)>,
    /// Counts the trees shown. It is part of each table's id, so that a new search's table
    /// opens at its top (or at the row its step names), not where the last search's was.
    generation: u64,
    /// The box above the table that finds a node by its line of moves or its number.
    find: FindBox,
}

impl NodeTables {
    /// Forgets what the tables showed (a new tree): where they scrolled to, and the find box's
    /// last message. The text typed in the box stays, to be tried on the new tree.
    pub fn forget(&mut self) {
        self.scrolled_for = None;
        self.generation += 1;
        self.find.forget_message();
    }
}

/// What the table needs to know about the rest of the panel.
pub struct TablesContext<'a> {
    /// The replay and its step.
    pub stepper: &'a Stepper,
    /// The node focused everywhere, if any.
    pub focus: Option<NodeId>,
    /// The marks of a tree opened from a file: a marked row shows its sign and its reason.
    pub marks: Option<&'a TreeMarks>,
    /// How far the current step's animation has run (0 to 1).
    pub animation: f32,
    /// True in a short panel: the table keeps its header to one line.
    pub compact: bool,
}

/// The message ids of the columns' titles, and of shorter ones for a narrow panel.
const TITLES: [(&str, &str); 6] = [
    ("table-node", "table-node-short"),
    ("table-parent", "table-parent-short"),
    ("table-move", "table-move"),
    ("table-score", "table-score"),
    ("table-value", "table-value"),
    ("table-status", "table-status"),
];

/// The columns' titles in the window's language: (long, short).
fn titles() -> Vec<(String, String)> {
    TITLES
        .iter()
        .map(|(long_title, short_title)| (tr(long_title), tr(short_title)))
        .collect()
}

/// The widest text each column may have to show, so that no number and no move is ever cut:
/// a node's and a parent's numbers come from the level's sizes, a move from the longest SAN (a
/// capture that promotes with mate) or label, a score and a value from the widest a search
/// writes (a bound, a sign, two digits of pawns, the "…" of a value still open).
struct Widest {
    node: String,
    parent: String,
    moves: String,
    score: String,
    value: String,
}

impl Widest {
    /// The widest texts of `level`'s columns; `marked` when its rows may carry a mark's sign.
    fn of(tree: &SearchTree, level: usize, marked: bool) -> Widest {
        let size = |level: Option<usize>| {
            level
                .and_then(|level| tree.levels().get(level))
                .map_or(1, |nodes| nodes.nodes.len())
        };
        // A digit as wide as any: the numbers are laid out in the proportional font.
        let digits = |count: usize| "8".repeat(count.max(1).to_string().len());
        // A drawn tree's labels are the teacher's (a few thousand nodes at most, measured); a
        // game's moves are short names.
        let (moves, score) = if tree.game().labels().is_some() {
            let nodes = tree.levels()[level].nodes.len() as u32;
            let longest = (0..nodes)
                .map(|index| tree.san_of(NodeId::new(level, index)))
                .max_by_key(|label| label.chars().count())
                .unwrap_or_default();
            let widest_value = (0..nodes)
                .filter_map(|index| tree.get(NodeId::new(level, index)).and_then(|node| node.value()))
                .map(|value| value.to_string())
                .max_by_key(String::len)
                .unwrap_or_default();
            let chance = if tree.level_has_chance(level) {
                "◆\u{a0}"
            } else {
                ""
            };
            let probability = if level > 0 && tree.level_has_chance(level - 1) {
                "\u{a0}(88/88)"
            } else {
                ""
            };
            (
                format!("{chance}{longest}{probability}"),
                format!("≈-{widest_value}"),
            )
        } else {
            (String::from("exd8=Q#"), String::from("-88.88"))
        };
        Widest {
            node: format!(
                "▲ {}{}",
                if marked { "✗ " } else { "" },
                digits(size(Some(level)))
            ),
            parent: digits(if level == 0 { 1 } else { size(Some(level - 1)) }),
            moves,
            value: format!("≥{score}…"),
            score,
        }
    }
}

/// Returns the level title: its Huo name, whose moves made it, and who chooses in its positions;
/// a level beyond the depth says it is quiescence search's.
pub fn level_title(tree: &SearchTree, level: usize) -> String {
    // Three or more players are named as players, not as MAX and MIN.
    if let Some(title) = players::level_title(tree, level) {
        return title;
    }
    let mover = tree.levels()[level].mover;
    let chooser = level_chooser(tree, level);
    let quiescence = if tree.is_quiescence_level(level) {
        tr_args("table-level-quiescence", &[("words", quiescence_words().into())])
    } else {
        String::new()
    };
    let chance = if level > 0 && tree.level_has_chance(level - 1) {
        tr("table-level-chance")
    } else {
        String::new()
    };
    let dice = if tree.level_has_chance(level) {
        tr("table-level-dice")
    } else {
        String::new()
    };
    let side = tree_side_name(tree, !mover);
    let chooser = chooser.name().to_uppercase();
    let level = level.to_string();
    let mut args = vec![
        ("level", level.as_str().into()),
        ("quiescence", quiescence.into()),
        ("mover", tree_side_whose(tree, mover).into()),
        ("chance", chance.into()),
        ("dice", dice.into()),
    ];
    // A drawn tree names its sides MAX and MIN already: "MIN to move", not "MIN to move (MIN)".
    let id = if side == chooser {
        "table-level-title-named"
    } else {
        args.push(("chooser", chooser.as_str().into()));
        "table-level-title"
    };
    args.push(("side", tree_side_whose(tree, !mover).into()));
    tr_args(id, &args)
}

impl NodeTables {
    /// Draws the find box and the table of `level`, down to `bottom` (a screen coordinate);
    /// returns the node whose row was clicked, or that the find box found.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        context: &TablesContext<'_>,
        level: usize,
        bottom: f32,
    ) -> Option<NodeId> {
        let stepper = context.stepper;
        let tree = stepper.tree();
        let level_nodes = tree.levels().get(level)?;
        let step = stepper.step();
        let found = self.find.ui(ui, stepper);
        let dark_mode = ui.visuals().dark_mode;
        let mover = level_nodes.mover;
        let chooser = level_chooser(tree, level);
        let into = if level == 0 {
            tr("table-into-root")
        } else {
            tr_args("table-into-level", &[("level", (level - 1).to_string().into())])
        };
        let chance = if level > 0 && tree.level_has_chance(level - 1) {
            tr("table-goes-up-chance")
        } else {
            String::new()
        };
        let which = tr(match Backup::of_mover(mover) {
            Backup::Max => "table-largest",
            Backup::Min => "table-smallest",
        });
        let players_goes_up = players::goes_up(
            tree,
            level,
            into.clone(),
            (!stepper.hides_counts()).then_some(level_nodes.nodes.len()),
        );
        let args = [
            ("count", level_nodes.nodes.len().into()),
            ("into", into.into()),
            ("side", tree_side_whose(tree, mover).into()),
            ("which", which.into()),
            ("chance", chance.into()),
        ];
        // A question about a count keeps the level's size back too.
        let goes_up = if let Some(players) = players_goes_up {
            players
        } else if stepper.hides_counts() {
            tr_args("table-goes-up-hidden", &args)
        } else {
            tr_args("table-goes-up", &args)
        };
        ui.label(
            RichText::new(level_title(tree, level))
                .color(chooser_color(chooser, dark_mode))
                .strong(),
        )
        .on_hover_text(&goes_up);
        // A short panel says where the values go only when the pointer rests on the title.
        if !context.compact {
            ui.weak(goes_up);
        }
        if tree.is_quiescence_level(level) {
            ui.label(tr_args(
                "table-beyond-depth",
                &[
                    ("depth", tree.depth().into()),
                    ("limit", MAX_QUIESCENCE_PLIES.into()),
                ],
            ))
            .on_hover_text(horizon_words(tree));
        }
        // A marked node focused (a difference gone to): its reasons in full, over its row.
        if let (Some(marks), Some(focus)) =
            (context.marks, context.focus.filter(|focus| focus.level == level))
            && stepper.node_view(focus).revealed
            && !marks.of(Some(focus)).is_empty()
        {
            // At most two lines, so the rows keep their room; the whole on hover.
            let reasons = tr_args(
                "table-node-reasons",
                &[
                    ("node", (focus.index + 1).to_string().into()),
                    ("reasons", marks.reasons(Some(focus)).into()),
                ],
            );
            let mut job = egui::text::LayoutJob::single_section(
                reasons.clone(),
                egui::TextFormat::simple(
                    egui::TextStyle::Body.resolve(ui.style()),
                    crate::ui::palette::problem_color(ui.visuals().dark_mode),
                ),
            );
            job.wrap = egui::text::TextWrapping {
                max_width: ui.available_width(),
                max_rows: 2,
                break_anywhere: false,
                overflow_character: Some('…'),
            };
            ui.add(egui::Label::new(job)).on_hover_text(reasons);
        }
        let revealed = stepper.replay().order() == Order::DepthFirst
            || stepper.node_view(NodeId::new(level, 0)).revealed;
        if !revealed {
            ui.weak(tr("table-not-revealed"));
            return found;
        }
        let scroll_now = self.scrolled_for != Some((level, step, context.focus));
        // A node found is shown next frame even if it is the node focused already and the
        // table was scrolled away from it since.
        self.scrolled_for = Some((level, step, context.focus)).filter(|_| found.is_none());
        let target = scroll_target(stepper, context.focus, level).filter(|_| scroll_now);
        // The rows take what is left above `bottom`, less the column titles' row and the
        // spacing around it: the table ends at `bottom`, inside the window (a row it cuts
        // there shows no text, see `seen_whole`).
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + ROW_PADDING;
        let height = bottom - ui.cursor().top() - row_height - ui.spacing().item_spacing.y * 3.0 - 4.0;
        if height < row_height {
            ui.weak(tr("table-no-room"));
            return found;
        }
        level_table_ui(ui, context, (level, self.generation), target, height).or(found)
    }
}

/// The row the table of `level` should scroll to for the current step and focus.
fn scroll_target(stepper: &Stepper, focus: Option<NodeId>, level: usize) -> Option<usize> {
    let tree = stepper.tree();
    let mut target = None;
    let mut aim = |id: Option<NodeId>| {
        if let Some(id) = id
            && id.level == level
        {
            target = Some(id.index as usize);
        }
    };
    match stepper.replay().step(stepper.step()) {
        Step::Backup { level, children, .. } => {
            let first = NodeId::new(level, children.start);
            aim(tree.parent_of(first));
            aim(Some(first));
        }
        Step::Enter { node } | Step::Return { node, .. } => {
            aim(tree.parent_of(node));
            aim(Some(node));
        }
        Step::Choice { best } => aim(Some(best)),
        Step::Start | Step::Reveal { .. } => {}
    }
    if let Some(focus) = focus {
        aim(tree.parent_of(focus));
        aim(tree.children_of(focus).next());
        aim(Some(focus));
    }
    target
}

/// A row's height beyond its line of text: room for the focus ring and the stripes.
pub const ROW_PADDING: f32 = 3.0;

/// Draws one level's table (`level`, with the generation of the tree it belongs to); returns
/// the clicked node.
fn level_table_ui(
    ui: &mut Ui,
    context: &TablesContext<'_>,
    (level, generation): (usize, u64),
    scroll_to: Option<usize>,
    height: f32,
) -> Option<NodeId> {
    let stepper = context.stepper;
    let tree = stepper.tree();
    let nodes = &tree.levels()[level].nodes;
    let dark_mode = ui.visuals().dark_mode;
    let level_row_color = level_color(tree, level, dark_mode);
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + ROW_PADDING;
    let focus_parent = context.focus.and_then(|focus| tree.parent_of(focus));
    let focus_children = context
        .focus
        .and_then(|focus| tree.get(focus).map(|node| (focus.level + 1, node.children())));

    // Every column as wide as the widest text it may show, so that a number or a move is
    // never cut ("-0.…" tells nobody anything). In a narrow panel the titles shorten first,
    // then the status column goes: the status is the row's hover, and a pruned row is greyed.
    let widest = Widest::of(tree, level, context.marks.is_some_and(|marks| !marks.is_empty()));
    let text_width = |text: &str| crate::ui::widgets::text_width(ui, text, &egui::TextStyle::Body);
    let title_width = |text: &str| {
        crate::ui::widgets::font_width(ui, text, egui::TextStyle::Body.resolve(ui.style()))
            + text_width("8") * 0.5
    };
    let contents = [
        widest.node.as_str(),
        widest.parent.as_str(),
        widest.moves.as_str(),
        widest.score.as_str(),
        widest.value.as_str(),
    ];
    let padding = text_width("8") * 0.6;
    let all_titles = titles();
    let fitted = |short: bool| -> Vec<f32> {
        contents
            .iter()
            .zip(&all_titles)
            .map(|(content, (long_title, short_title))| {
                let title = if short { short_title } else { long_title };
                (text_width(content) + padding).max(title_width(title))
            })
            .collect()
    };
    let available = ui.available_width();
    let spacing = ui.spacing().item_spacing.x;
    let total = |widths: &[f32]| widths.iter().sum::<f32>() + spacing * (widths.len() + 1) as f32;
    let searched = status_name(Status::Searched);
    let status_width = title_width(&all_titles[5].0)
        .max(title_width(&searched))
        .max(text_width(&searched) + padding);
    let mut short = false;
    let mut widths = fitted(false);
    if total(&widths) + status_width > available {
        short = true;
        widths = fitted(true);
    }
    let with_status = total(&widths) + status_width <= available;
    let titles: Vec<&str> = all_titles
        .iter()
        .take(if with_status { 6 } else { 5 })
        .map(|(long_title, short_title)| {
            if short {
                short_title.as_str()
            } else {
                long_title.as_str()
            }
        })
        .collect();
    // Where not even the short columns fit (a narrow panel in projector letters), the table
    // scrolls sideways inside its own room rather than reach past the panel's edge.
    let needed = total(&widths);
    let draw = |ui: &mut Ui| -> Option<NodeId> {
        let mut table = TableBuilder::new(ui)
            .id_salt(("node-table", level, generation))
            .striped(true)
            .sense(Sense::click())
            .max_scroll_height(height.max(row_height))
            .min_scrolled_height(height.max(row_height).min(row_height * nodes.len() as f32));
        for width in &widths {
            table = table.column(Column::exact(*width).clip(true));
        }
        if with_status {
            table = table.column(Column::remainder().at_least(status_width).clip(true));
        }
        if let Some(row) = scroll_to {
            table = table.scroll_to_row(row, Some(Align::Center));
        }
        let mut clicked = None;
        table
            .header(row_height, |mut header| {
                for (index, (title, (long_title, _))) in titles.iter().zip(&all_titles).enumerate() {
                    // The status column's title (the last) explains the techniques' words its
                    // rows use.
                    let hint = if index == TITLES.len() - 1 {
                        status_title_hint(tree, long_title)
                    } else {
                        long_title.clone()
                    };
                    header.col(|ui| {
                        ui.add(egui::Label::new(RichText::new(*title).strong()))
                            .on_hover_text(hint);
                    });
                }
            })
            .body(|body| {
                body.rows(row_height, nodes.len(), |mut row| {
                    let index = row.index();
                    let id = NodeId::new(level, index as u32);
                    let Some(node) = tree.get(id) else { return };
                    let row_color = if node.is_chance() {
                        chance_color(dark_mode)
                    } else {
                        level_row_color
                    };
                    let view = context.stepper.node_view(id);
                    let secret = context.stepper.hides_value(id);
                    let is_focus = context.focus == Some(id);
                    let is_focus_parent = focus_parent == Some(id);
                    let is_focus_child = focus_children.as_ref().is_some_and(|(child_level, range)| {
                        *child_level == level && range.contains(&id.index)
                    });
                    row.set_selected(is_focus);
                    let background = if view.highlighted {
                        Some(row_color.gamma_multiply(0.18))
                    } else if is_focus_parent || is_focus_child {
                        Some(related_tint(dark_mode))
                    } else {
                        None
                    };
                    let pruned = view.revealed && node.status() == Status::Pruned;
                    // Where a tree opened from a file differs, once the replay shows the row.
                    let marks = match context.marks {
                        Some(marks) if view.revealed => marks.of(Some(id)),
                        _ => &[],
                    };
                    // Every cell is clickable (and so is the row), so a click anywhere on the row, or
                    // an accessibility "click" on its text, focuses the node.
                    let mut cell_clicked = false;
                    let mut text = |ui: &mut Ui, rich: RichText| -> egui::Response {
                        if let Some(color) = background {
                            ui.painter().rect_filled(cell_rect(ui), 0.0, color);
                        }
                        // Never cut: every column is as wide as the widest text it may show.
                        let label = egui::Label::new(if pruned { rich.weak() } else { rich })
                            .sense(Sense::click())
                            .extend();
                        let response = ui.add(label);
                        cell_clicked |= response.clicked();
                        response
                    };
                    let marker = if is_focus_parent {
                        "▲ "
                    } else if is_focus_child {
                        "▼ "
                    } else {
                        ""
                    };
                    row.col(|ui| {
                        if !seen_whole(ui) {
                            return;
                        }
                        let sign = marks
                            .first()
                            .map_or(String::new(), |mark| format!("{} ", symbol(mark.kind)));
                        let response = text(ui, RichText::new(format!("{marker}{sign}{}", index + 1)));
                        if let Some(mark) = marks.first() {
                            response.on_hover_text(reasons_of(marks, mark));
                        }
                    });
                    row.col(|ui| {
                        if !seen_whole(ui) {
                            return;
                        }
                        let parent = if level == 0 { 0 } else { node.parent() + 1 };
                        text(ui, RichText::new(parent.to_string()));
                    });
                    if !view.revealed {
                        for _ in 2..titles.len() {
                            row.col(|ui| {
                                if !seen_whole(ui) {
                                    return;
                                }
                                ui.weak("…");
                            });
                        }
                    } else {
                        // ◆ marks a chance node; an outcome of one shows its probability. A cell is
                        // one name: no-break spaces keep it together.
                        let name = match (node.is_chance(), tree.probability_of(id)) {
                            (true, _) => format!("◆\u{a0}{}", tree.san_of(id)),
                            (false, Some(probability)) => format!("{}\u{a0}({probability})", tree.san_of(id)),
                            (false, None) => tree.san_of(id),
                        };
                        // A transposition names the node that searched its position, and a node
                        // that could stand pat says so: both are explained on hover.
                        let (status, hint) = if let Some(mark) = transposition_mark(tree, id) {
                            (mark, transposition_hint(tree, id))
                        } else if could_stand_pat(tree, id) {
                            (tr("table-stand-pat"), Some(stand_pat_hint()))
                        } else if at_quiescence_limit(tree, id) {
                            (tr("table-at-limit"), Some(quiescence_limit_hint()))
                        } else if node.is_chance() && node.status() == Status::Searched {
                            (tr("stack-chance"), None)
                        } else if let Some((words, hint)) =
                            ordered_by_words(tree, id, &status_name(node.status()))
                        {
                            // Killer moves or the history heuristic tried this move early.
                            (words, Some(hint))
                        } else if let Some((words, hint)) =
                            technique_words(tree, id, &status_name(node.status()), secret)
                        {
                            // PVS, late move reductions or a null move searched it with less.
                            (words, Some(hint))
                        } else {
                            (status_name(node.status()), None)
                        };
                        row.col(|ui| {
                            if !seen_whole(ui) {
                                return;
                            }
                            let response = text(ui, RichText::new(name));
                            // Without a status column, the move says its status on hover (and
                            // where a tree opened from a file differs).
                            if !with_status {
                                let said = match &hint {
                                    Some(hint) => format!("{status}: {hint}"),
                                    None => status.clone(),
                                };
                                response.on_hover_text(match marks.first() {
                                    Some(mark) => format!("{said}\n\n{}", reasons_of(marks, mark)),
                                    None => said,
                                });
                            }
                        });
                        let score = tree.static_score_of(node);
                        row.col(|ui| {
                            if !seen_whole(ui) {
                                return;
                            }
                            let score = match score {
                                _ if context.stepper.hides_score(id) => String::from("?"),
                                Some(score) => tree.display_value(score),
                                None => String::from("–"),
                            };
                            text(ui, RichText::new(score));
                        });
                        row.col(|ui| {
                            if !seen_whole(ui) {
                                return;
                            }
                            if secret {
                                text(ui, RichText::new("?"));
                            } else {
                                value_cell_ui(ui, tree, id, &view, background, context.animation, row_color);
                            }
                        });
                        if with_status {
                            row.col(|ui| {
                                if !seen_whole(ui) {
                                    return;
                                }
                                // A marked row's status cell gives its reason instead (the
                                // status is said on hover).
                                if let Some(mark) = marks.first() {
                                    let color = mark_color(mark.kind, dark_mode);
                                    let reason = format!(
                                        "{} {}",
                                        symbol(mark.kind),
                                        crate::shell::i18n::said(&mark.reason.said)
                                    );
                                    text(ui, RichText::new(reason).color(color)).on_hover_text(tr_args(
                                        "table-reasons-status",
                                        &[
                                            ("reasons", reasons_of(marks, mark).into()),
                                            ("status", status.to_string().into()),
                                        ],
                                    ));
                                    return;
                                }
                                let response = text(ui, RichText::new(status));
                                if let Some(hint) = hint {
                                    response.on_hover_text(hint);
                                }
                            });
                        }
                    }
                    // A row the replay has not reached keeps its secret: clicking it does nothing. A
                    // transposition's row goes to the node that searched its position.
                    if (cell_clicked || row.response().clicked()) && view.revealed {
                        clicked = Some(tree.transposition_source(id).unwrap_or(id));
                    }
                });
            });
        clicked
    };
    if needed <= available + 0.5 {
        return draw(ui);
    }
    egui::ScrollArea::horizontal()
        .id_salt(("node-table-sideways", level, generation))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.allocate_ui(egui::vec2(needed, ui.available_height()), |ui| draw(ui))
                .inner
        })
        .inner
}

/// Says a marked row's marks on hover: what kind the first is, then every reason.
fn reasons_of(marks: &[Mark], first: &Mark) -> String {
    let reasons: Vec<String> = marks
        .iter()
        .map(|mark| {
            format!(
                "{} {}",
                symbol(mark.kind),
                crate::shell::i18n::said(&mark.reason.said)
            )
        })
        .collect();
    tr_args(
        "table-differs-here",
        &[
            ("kind", kind_words(first.kind).into()),
            ("reasons", reasons.join("\n").into()),
        ],
    )
}

/// The hover of the status column's title: the title, then what the marks principal variation
/// search, late move reductions and null moves left in the tree mean (the words the rows add to
/// their status, the tree view's badges), for those the tree has.
fn status_title_hint(tree: &SearchTree, title: &str) -> String {
    let badges = technique_badges_used(tree);
    if badges.is_empty() {
        return title.to_owned();
    }
    let mut hint = format!("{title}\n\n{}", tr("table-status-techniques"));
    for badge in badges {
        let (words, meaning) = badge.legend_words(false);
        hint.push_str(&format!("\n{words}: {meaning}"));
    }
    hint
}

/// A cell's rectangle widened over the gaps between columns, so a row's tint is one band.
/// Returns true when a cell is seen whole: a row cut by the table's edge, or laid out past it,
/// shows no text, so that no number is read half-hidden (and none is said to be on screen that
/// is not).
fn seen_whole(ui: &Ui) -> bool {
    ui.clip_rect().contains_rect(ui.max_rect().shrink(0.5))
}

fn cell_rect(ui: &Ui) -> egui::Rect {
    ui.max_rect()
        .expand2(egui::vec2(ui.spacing().item_spacing.x * 0.5 + 0.5, 2.0))
}

/// The value cell: final values in bold (with ≤ or ≥ when alpha-beta only bounded them), values so
/// far with an ellipsis; a value that has just arrived flashes, fading as the animation runs.
fn value_cell_ui(
    ui: &mut Ui,
    tree: &SearchTree,
    id: NodeId,
    view: &NodeView,
    background: Option<Color32>,
    animation: f32,
    color: Color32,
) {
    if let Some(background) = background {
        let flash = if view.highlighted { 1.0 - animation } else { 0.0 };
        ui.painter().rect_filled(cell_rect(ui), 0.0, background);
        ui.painter()
            .rect_filled(cell_rect(ui), 0.0, ARRIVING.gamma_multiply(0.8 * flash));
    }
    match view.value {
        Some(value) if view.value_final => {
            let hover = match (expectation_words(tree, id), value_words(tree, id)) {
                (Some(sum), _) => tr_args("table-expectation-hint", &[("sum", sum.into())]),
                (None, Some(words)) if tree.exact_value_of(id).is_some() => {
                    tr_args("table-exactly-hint", &[("words", words.into())])
                }
                _ => players::value_hint(tree, id).unwrap_or_else(|| tr("table-bound-hint")),
            };
            ui.add(
                egui::Label::new(
                    RichText::new(tree.display_node_value(id, value))
                        .strong()
                        .color(color),
                )
                .extend(),
            )
            .on_hover_text(if could_stand_pat(tree, id) {
                stand_pat_hint()
            } else if at_quiescence_limit(tree, id) {
                quiescence_limit_hint()
            } else {
                hover
            });
        }
        Some(value) => {
            ui.add(
                egui::Label::new(RichText::new(format!("{}…", tree.display_value(value))).italics()).extend(),
            )
            .on_hover_text(tr("table-open-value-hint"));
        }
        None => {
            ui.weak("");
        }
    }
}
