//! Painting the placed boxes: each node with its N and W, the edges thicker for more visits,
//! and what the phase adds — the lit path, the compared children's UCB, the new node, the
//! playout, the counts going up — each told to screen readers as it is drawn.

use egui::{Align2, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2};

use crate::engine::mcts::replay::{Phase, number};
use crate::engine::mcts::{MctsNode, MctsTree};
use crate::engine::tree::{Backup, NodeId};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::mcts::view::{MctsView, ViewAction};
use crate::ui::palette::{ARRIVING, ARRIVING_TEXT, chooser_color, muted_text, pv_color};

use super::{Item, Metrics, NUMBERS_HEIGHT_IN_TEXT, NUMBERS_SCALE, Painted, Placed};

/// Paints the placed boxes and what the phase adds; returns where the lit node, the focused
/// nodes and the root were drawn. Every box is told to screen readers (and tests) with what it
/// shows, and its N and W as a label of their own.
pub(super) fn paint(
    ui: &mut Ui,
    view: &MctsView,
    placed: &[Placed],
    metrics: &Metrics,
    origin: Pos2,
    playout: &[String],
    actions: &mut Vec<ViewAction>,
) -> Painted {
    let tree = view.tree();
    let snapshot = view.snapshot();
    let dark = ui.visuals().dark_mode;
    let text = ui.visuals().text_color();
    // The words over a box (UCB, "new", N +1) sit where the edge from its parent comes in: on a
    // plate of the background's colour, so that the edge passes behind them.
    let background = ui.visuals().panel_fill;
    let muted = muted_text(dark);
    let lit = view.lit();
    let phase = view.phase();
    let iteration = tree.step_at(view.step()).map(|at| at.iteration);
    let new_node = iteration
        .and_then(|i| tree.iterations().get(i))
        .filter(|it| it.expanded && phase.is_some_and(|p| p >= Phase::Expand))
        .map(|it| it.node);
    let root_visits = snapshot.root_visits.max(1);
    let font = FontId::proportional(metrics.label);
    let small = FontId::proportional(metrics.label * NUMBERS_SCALE);
    let focused = view.focused_nodes();
    let mut focus_rect: Option<Rect> = None;
    let hides_visits = view.hides_visits();
    let painter = ui.painter().clone();

    // Edges first, under the boxes: thicker for more visits, lit along the path.
    for p in placed {
        let Some(parent) = p.parent.map(|at| &placed[at]) else {
            continue;
        };
        let from = metrics.center(origin, parent) + Vec2::new(0.0, metrics.box_size.y / 2.0);
        let to = metrics.center(origin, p) - Vec2::new(0.0, metrics.box_size.y / 2.0);
        let (width, color) = match p.item {
            Item::Node(Some(id)) => {
                // While the visits are kept back, every edge is as thick as the others.
                let share = if hides_visits {
                    0.0
                } else {
                    f64::from(snapshot.visits_of(id)) / f64::from(root_visits)
                };
                let width = 1.0 + 8.0 * share.sqrt() as f32;
                let color = if lit.contains(&id) { pv_color(dark) } else { muted };
                (width, color)
            }
            _ => (1.0, muted),
        };
        painter.line_segment([from, to], Stroke::new(width, color));
    }

    // The UCB of every child compared at select, beside it; the chosen one marked.
    let mut ucb_of: Vec<(NodeId, f64, bool)> = Vec::new();
    if phase == Some(Phase::Select)
        && let Some(i) = iteration
    {
        // While a question waits, no UCB and no mark: the class works the choice out from N
        // and W (the largest UCB is the answer).
        let secret = view.keeps_secret();
        let choices = tree.selection(i);
        let shown = if secret { 0 } else { choices.len() };
        for choice in choices.into_iter().take(shown) {
            for option in choice.options {
                ucb_of.push((option.id, option.ucb, !secret && option.id == choice.chosen));
            }
        }
    }

    let mut lit_center = metrics.center(origin, &placed[0]);
    let mut lit_path: Vec<Rect> = Vec::new();
    let root = Rect::from_center_size(lit_center, metrics.box_size);
    for p in placed {
        let center = metrics.center(origin, p);
        let rect = Rect::from_center_size(center, metrics.box_size);
        match p.item {
            Item::More(count) => {
                let dashes = Shape::dashed_line(
                    &[
                        rect.left_top(),
                        rect.right_top(),
                        rect.right_bottom(),
                        rect.left_bottom(),
                        rect.left_top(),
                    ],
                    Stroke::new(1.0, muted),
                    4.0,
                    3.0,
                );
                painter.extend(dashes);
                painter.text(
                    center,
                    Align2::CENTER_CENTER,
                    tr_args("tree-more", &[("count", count.into())]),
                    font.clone(),
                    muted,
                );
            }
            Item::Node(node) => {
                let chooser = tree.chooser(node);
                let backup = if chooser == shakmaty::Color::White {
                    Backup::Max
                } else {
                    Backup::Min
                };
                let side = chooser_color(backup, dark);
                let is_lit = node.is_some_and(|id| lit.contains(&id)) || (node.is_none() && !lit.is_empty());
                let is_new = node.is_some() && node == new_node;
                let fill = if is_new {
                    ARRIVING
                } else if is_lit {
                    pv_color(dark).gamma_multiply(0.35)
                } else {
                    ui.visuals().extreme_bg_color
                };
                let label_color = if is_new { ARRIVING_TEXT } else { text };
                let is_focused = node.is_some_and(|id| focused.contains(&id));
                let stroke = Stroke::new(if is_lit || is_focused { 3.0 } else { 1.5 }, side);
                painter.rect(rect, metrics.label * 0.3, fill, stroke, egui::StrokeKind::Inside);
                if is_focused {
                    // A lesson step's focus: a ring the class finds at a glance.
                    painter.rect_stroke(
                        rect.expand(metrics.label * 0.25),
                        metrics.label * 0.4,
                        Stroke::new(2.5, pv_color(dark)),
                        egui::StrokeKind::Outside,
                    );
                    let ring = rect.expand(metrics.label * 0.3);
                    focus_rect = Some(focus_rect.map_or(ring, |so_far| so_far.union(ring)));
                }
                let (visits, total) = match node {
                    Some(id) => (snapshot.visits_of(id), snapshot.total_of(id)),
                    None => (snapshot.root_visits, snapshot.root_total),
                };
                let mut name = node.map_or_else(|| tr("node-root"), |id| tree.name_of(id));
                // A drawn tree's leaf shows its value: the class sees what a playout there gives.
                if tree.game().labels().is_some()
                    && let Some(value) = node.and_then(|id| tree.get(id)).and_then(MctsNode::end_value)
                {
                    name = format!("{name} = {value}");
                }
                // While a question keeps them back, "?" stands for the numbers it asks.
                let visits_words = if hides_visits {
                    String::from("?")
                } else {
                    visits.to_string()
                };
                let total_words = if view.hides_total_of(node) {
                    String::from("?")
                } else {
                    number(total)
                };
                let name_line = Rect::from_center_size(
                    rect.center_top() + Vec2::new(0.0, metrics.label * 0.85),
                    Vec2::new(rect.width(), metrics.label * 1.2),
                );
                painter.text(
                    name_line.center(),
                    Align2::CENTER_CENTER,
                    &name,
                    font.clone(),
                    label_color,
                );
                let line = metrics.label * NUMBERS_SCALE * NUMBERS_HEIGHT_IN_TEXT / 2.0;
                let numbers_rect = Rect::from_min_size(
                    Pos2::new(rect.left() + 2.0, name_line.bottom()),
                    Vec2::new(rect.width() - 4.0, line * 2.0),
                );
                painter.text(
                    numbers_rect.center_top() + Vec2::new(0.0, line * 0.5),
                    Align2::CENTER_CENTER,
                    format!("N {visits_words}"),
                    small.clone(),
                    label_color,
                );
                painter.text(
                    numbers_rect.center_top() + Vec2::new(0.0, line * 1.5),
                    Align2::CENTER_CENTER,
                    format!("W {total_words}"),
                    small.clone(),
                    label_color,
                );
                let mut said = vec![format!("{name}: N {visits_words} · W {total_words}")];
                if let Some(id) = node
                    && let Some(&(_, ucb, chosen)) = ucb_of.iter().find(|(option, ..)| *option == id)
                {
                    let words = if chosen {
                        format!("✔ UCB {}", number(ucb))
                    } else {
                        format!("UCB {}", number(ucb))
                    };
                    said.push(words.clone());
                    plate_text(
                        &painter,
                        rect.center_top() - Vec2::new(0.0, metrics.label * 0.2),
                        words,
                        if chosen { font.clone() } else { small.clone() },
                        if chosen { pv_color(dark) } else { text },
                        background,
                    );
                }
                if is_new && phase == Some(Phase::Expand) {
                    let new_words = tr("mcts-new-node");
                    said.push(new_words.clone());
                    plate_text(
                        &painter,
                        rect.center_top() - Vec2::new(0.0, metrics.label * 0.2),
                        new_words,
                        font.clone(),
                        text,
                        background,
                    );
                }
                if is_lit && phase == Some(Phase::Backpropagate) {
                    let result = iteration
                        .and_then(|i| tree.iterations().get(i))
                        .map_or(0.0, |it| it.result);
                    let added = if view.hides_result() {
                        String::from("N +1, W + ?")
                    } else {
                        format!("N +1, W +{}", number(result))
                    };
                    said.push(added.clone());
                    plate_text(
                        &painter,
                        rect.center_top() - Vec2::new(0.0, metrics.label * 0.2),
                        added,
                        small.clone(),
                        text,
                        background,
                    );
                }
                if node == view.lit_node() {
                    lit_center = center;
                }
                if is_lit && node.is_some() {
                    // With the line above it (UCB, N +1), as the framing must show it.
                    lit_path.push(rect.with_min_y(rect.top() - metrics.label * 1.3));
                }
                // Told to screen readers (and tests) only when wholly in sight, as the depth-first
                // view does: a box cut by the edge is not "on screen".
                let in_sight = ui.clip_rect().contains_rect(rect);
                let response = ui.interact(rect, ui.make_persistent_id(("mcts-node", node)), Sense::click());
                if in_sight {
                    let numbers_id = ui.make_persistent_id(("mcts-numbers", node));
                    let numbers = ui.interact(numbers_rect, numbers_id, Sense::hover());
                    let numbers_words = tr_args(
                        "mcts-numbers-under",
                        &[
                            ("visits", visits_words.as_str().into()),
                            ("total", total_words.as_str().into()),
                            ("name", name.as_str().into()),
                        ],
                    );
                    numbers
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &numbers_words));
                    let said = said.join(", ");
                    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &said));
                }
                let hover = if hides_visits || view.hides_total_of(node) {
                    tr("mcts-kept-back-hint")
                } else {
                    node_hover(tree, node, visits, total)
                };
                let response = response.on_hover_text(hover);
                if response.clicked()
                    && let Some(id) = node
                {
                    actions.push(ViewAction::ShowLevel(id.level));
                }
            }
        }
    }

    // At simulate, the playout as a dashed line down from the new node, its moves beside it.
    if !playout.is_empty() || phase == Some(Phase::Simulate) {
        let start = lit_center + Vec2::new(0.0, metrics.box_size.y / 2.0);
        let step = metrics.label * 1.3;
        let end = start + Vec2::new(0.0, step * (playout.len() as f32 + 1.0));
        painter.extend(Shape::dashed_line(
            &[start, end],
            Stroke::new(2.0, pv_color(dark)),
            6.0,
            4.0,
        ));
        for (place, name) in playout.iter().enumerate() {
            painter.text(
                start + Vec2::new(metrics.label * 0.4, step * (place as f32 + 1.0)),
                Align2::LEFT_CENTER,
                format!("{}. {name}", place + 1),
                font.clone(),
                text,
            );
        }
        let result = iteration
            .and_then(|i| tree.iterations().get(i))
            .map_or(0.0, |it| it.result);
        let result_words = tr_args("mcts-playout-result", &[("result", number(result).into())]);
        let result_rect = painter.text(
            end + Vec2::new(metrics.label * 0.4, 0.0),
            Align2::LEFT_CENTER,
            &result_words,
            font,
            pv_color(dark),
        );
        let mut said: Vec<String> = playout
            .iter()
            .enumerate()
            .map(|(place, name)| format!("{}. {name}", place + 1))
            .collect();
        said.push(result_words);
        let playout_rect = Rect::from_min_max(start, result_rect.right_bottom());
        let response = ui.interact(
            playout_rect,
            ui.make_persistent_id("mcts-playout"),
            Sense::hover(),
        );
        let said = tr_args("mcts-playout-said", &[("moves", said.join(", ").into())]);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
    }
    Painted {
        lit_center,
        focus: focus_rect,
        root,
        lit_path,
    }
}

/// The hover of a node: its move, N, W and mean.
fn node_hover(tree: &MctsTree, node: Option<NodeId>, visits: u32, total: f64) -> String {
    let name = node.map_or_else(|| tr("narr-the-root-capital"), |id| tree.name_of(id));
    let mean = if visits == 0 {
        String::from("–")
    } else {
        number(total / f64::from(visits))
    };
    tr_args(
        "mcts-node-hint",
        &[
            ("name", name.into()),
            ("visits", visits.into()),
            ("total", number(total).into()),
            ("mean", mean.into()),
        ],
    )
}

/// Writes `words` centred above `bottom_centre` on a plate of `background`, hiding what was
/// painted there (an edge) so that the words read whole.
fn plate_text(
    painter: &egui::Painter,
    bottom_centre: egui::Pos2,
    words: String,
    font: egui::FontId,
    color: egui::Color32,
    background: egui::Color32,
) {
    let galley = painter.layout_no_wrap(words, font, color);
    let rect = Align2::CENTER_BOTTOM.anchor_size(bottom_centre, galley.size());
    let margin = galley.size().y * 0.12;
    painter.rect_filled(
        rect.expand2(Vec2::new(margin * 2.0, margin)),
        margin * 2.0,
        background,
    );
    painter.galley(rect.min, galley, color);
}
