//! The MCTS tree as it stands at the replay's step: the nodes that exist then, each with its N
//! and W, edges thicker for more visits, and what the phase does drawn on it — at select the
//! lit path with every compared child's UCB beside it and the chosen child marked, at expand
//! the new node, at simulate the playout as a dashed line below the new node with its moves,
//! at back-propagate the lit path's N and W counted up.
//!
//! A chess tree's root has tens of moves and thousands of nodes: the view shows each node's
//! most visited children (more at the root, fewer deeper down) and says in a box how many more
//! there are; the lit path is always shown, and scrolled to when the step changes.

use egui::{Align2, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2};

use crate::engine::mcts::replay::{Phase, number};
use crate::engine::mcts::{MctsNode, MctsTree};
use crate::engine::tree::{Backup, NodeId};
use crate::ui::mcts::view::{MctsView, ViewAction};
use crate::ui::palette::{ARRIVING, ARRIVING_TEXT, chooser_color, muted_text, pv_color};

/// A tree with at most this many nodes at the step is drawn whole.
const WHOLE_TREE: usize = 60;

/// How many children of a node are drawn in a larger tree, by the node's depth (the root
/// first); deeper than this list, only the lit path goes on.
const CHILDREN_SHOWN: [usize; 4] = [8, 3, 2, 1];

/// One box of the drawing: a node, or the "+N more" box for a node's children not drawn.
#[derive(Clone, Copy, Debug)]
enum Item {
    Node(Option<NodeId>),
    More(usize),
}

/// A box placed on the drawing: what it is, its depth (0: the root) and its slot across.
#[derive(Clone, Copy, Debug)]
struct Placed {
    item: Item,
    depth: usize,
    slot: f32,
    parent: Option<usize>,
}

/// Works out which nodes are drawn and where.
struct Layout<'a> {
    view: &'a MctsView,
    whole: bool,
    lit: Vec<NodeId>,
    placed: Vec<Placed>,
    next_slot: f32,
}

impl Layout<'_> {
    /// Places `node` (and, below it, the children drawn) at `depth`; returns its index.
    fn place(&mut self, node: Option<NodeId>, depth: usize, parent: Option<usize>) -> usize {
        let tree = self.view.tree();
        let step = self.view.step();
        let snapshot = self.view.snapshot();
        let mut children: Vec<NodeId> = tree
            .children_of(node)
            .into_iter()
            .filter(|&child| tree.exists_at(child, step))
            .collect();
        let existing = children.len();
        if !self.whole {
            let shown = CHILDREN_SHOWN.get(depth).copied().unwrap_or(0);
            children.sort_by_key(|&child| std::cmp::Reverse(snapshot.visits_of(child)));
            let lit_child = children.iter().copied().find(|child| self.lit.contains(child));
            children.truncate(shown);
            // The lit path is always drawn, in the place of the least visited child shown.
            if let Some(id) = lit_child
                && !children.contains(&id)
            {
                if children.len() >= shown.max(1) {
                    children.pop();
                }
                children.push(id);
            }
        }
        children.sort_by_key(|&child| tree.get(child).map_or(0, MctsNode::move_index));
        let more = existing - children.len();
        let index = self.placed.len();
        self.placed.push(Placed {
            item: Item::Node(node),
            depth,
            slot: 0.0,
            parent,
        });
        let mut slots = Vec::new();
        for child in children {
            let at = self.place(Some(child), depth + 1, Some(index));
            slots.push(self.placed[at].slot);
        }
        if more > 0 {
            self.placed.push(Placed {
                item: Item::More(more),
                depth: depth + 1,
                slot: self.next_slot,
                parent: Some(index),
            });
            slots.push(self.next_slot);
            self.next_slot += 1.0;
        }
        self.placed[index].slot = match (slots.first(), slots.last()) {
            (Some(first), Some(last)) => (first + last) / 2.0,
            _ => {
                self.next_slot += 1.0;
                self.next_slot - 1.0
            }
        };
        index
    }
}

/// The sizes of the drawing, from the body text's height.
struct Metrics {
    line: f32,
    box_size: Vec2,
    slot: f32,
    row: f32,
    margin: f32,
}

impl Metrics {
    fn new(ui: &Ui) -> Metrics {
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let box_size = Vec2::new(line * 6.4, line * 2.5);
        Metrics {
            line,
            box_size,
            slot: box_size.x + line * 0.9,
            row: box_size.y + line * 2.4,
            margin: line * 1.5,
        }
    }

    fn center(&self, origin: Pos2, placed: &Placed) -> Pos2 {
        origin
            + Vec2::new(
                self.margin + placed.slot * self.slot + self.box_size.x / 2.0,
                self.margin + placed.depth as f32 * self.row + self.box_size.y / 2.0,
            )
    }
}

/// Draws the tree at the view's step, in at most `height` points, scrolled to the lit node when
/// the step changed. Clicking a node shows its level's table.
pub fn tree_ui(ui: &mut Ui, view: &MctsView, height: f32) -> Vec<ViewAction> {
    let tree = view.tree();
    let step = view.step();
    let existing: usize = (0..tree.levels().len())
        .map(|level| view.existing_in_level(level))
        .sum();
    let mut layout = Layout {
        view,
        whole: existing <= WHOLE_TREE,
        lit: view.lit(),
        placed: Vec::new(),
        next_slot: 0.0,
    };
    layout.place(None, 0, None);
    let placed = layout.placed;
    let metrics = Metrics::new(ui);
    let at = tree.step_at(step);
    let playout = match at {
        Some(at) if at.phase == Phase::Simulate => tree.playout_names(at.iteration),
        _ => Vec::new(),
    };
    let depth = placed.iter().map(|p| p.depth).max().unwrap_or(0);
    let slots = placed.iter().map(|p| p.slot).fold(0.0, f32::max) + 1.0;
    let size = Vec2::new(
        metrics.margin * 2.0 + slots * metrics.slot + metrics.line * 8.0,
        metrics.margin * 2.0
            + (depth + 1) as f32 * metrics.row
            + (playout.len() + 2) as f32 * metrics.line * 1.2,
    );
    let mut actions = Vec::new();
    egui::ScrollArea::both()
        .id_salt("mcts-tree")
        .max_width(ui.available_width())
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
            let origin = rect.min;
            let lit_center = paint(ui, view, &placed, &metrics, origin, &playout, &mut actions);
            if view.scroll_pending {
                // The lit node with room around it, and at simulate the playout under it too.
                let mut focus = Rect::from_center_size(lit_center, metrics.box_size * 1.6);
                if !playout.is_empty() {
                    let below = metrics.box_size.y / 2.0 + (playout.len() + 2) as f32 * metrics.line * 1.2;
                    focus = focus.union(Rect::from_center_size(
                        lit_center + Vec2::new(0.0, below),
                        Vec2::splat(metrics.line),
                    ));
                }
                // The rows above it too, up to the root, when they fit: the path reads from the top.
                let from_root = Rect::from_x_y_ranges(focus.x_range(), origin.y..=focus.bottom());
                if from_root.height() <= height * 0.95 {
                    focus = from_root;
                }
                ui.scroll_to_rect(focus, None);
            }
        });
    actions
}

/// Paints the placed boxes and what the phase adds; returns the centre of the lit node (the
/// root's when nothing is lit).
fn paint(
    ui: &mut Ui,
    view: &MctsView,
    placed: &[Placed],
    metrics: &Metrics,
    origin: Pos2,
    playout: &[String],
    actions: &mut Vec<ViewAction>,
) -> Pos2 {
    let tree = view.tree();
    let snapshot = view.snapshot();
    let dark = ui.visuals().dark_mode;
    let text = ui.visuals().text_color();
    let muted = muted_text(dark);
    let lit = view.lit();
    let phase = view.phase();
    let iteration = tree.step_at(view.step()).map(|at| at.iteration);
    let new_node = iteration
        .and_then(|i| tree.iterations().get(i))
        .filter(|it| it.expanded && phase.is_some_and(|p| p >= Phase::Expand))
        .map(|it| it.node);
    let root_visits = snapshot.root_visits.max(1);
    let font = FontId::proportional(metrics.line * 0.85);
    let small = FontId::proportional(metrics.line * 0.75);
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
                let share = f64::from(snapshot.visits_of(id)) / f64::from(root_visits);
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
                    format!("+{} more", crate::engine::words::group_thousands(count)),
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
                let is_lit = node.is_some_and(|id| lit.contains(&id)) || (node.is_none() && view.step() > 0);
                let is_new = node.is_some() && node == new_node;
                let fill = if is_new {
                    ARRIVING
                } else if is_lit {
                    pv_color(dark).gamma_multiply(0.35)
                } else {
                    ui.visuals().extreme_bg_color
                };
                let label_color = if is_new { ARRIVING_TEXT } else { text };
                let stroke = Stroke::new(if is_lit { 3.0 } else { 1.5 }, side);
                painter.rect(rect, metrics.line * 0.3, fill, stroke, egui::StrokeKind::Inside);
                let (visits, total) = match node {
                    Some(id) => (snapshot.visits_of(id), snapshot.total_of(id)),
                    None => (snapshot.root_visits, snapshot.root_total),
                };
                let name = node.map_or_else(|| String::from("root"), |id| tree.name_of(id));
                painter.text(
                    center - Vec2::new(0.0, metrics.line * 0.55),
                    Align2::CENTER_CENTER,
                    name,
                    font.clone(),
                    label_color,
                );
                painter.text(
                    center + Vec2::new(0.0, metrics.line * 0.55),
                    Align2::CENTER_CENTER,
                    format!("N {visits} · W {}", number(total)),
                    small.clone(),
                    label_color,
                );
                if let Some(id) = node
                    && let Some(&(_, ucb, chosen)) = ucb_of.iter().find(|(option, ..)| *option == id)
                {
                    let words = if chosen {
                        format!("✔ UCB {}", number(ucb))
                    } else {
                        format!("UCB {}", number(ucb))
                    };
                    painter.text(
                        rect.center_top() - Vec2::new(0.0, metrics.line * 0.2),
                        Align2::CENTER_BOTTOM,
                        words,
                        if chosen { font.clone() } else { small.clone() },
                        if chosen { pv_color(dark) } else { text },
                    );
                }
                if is_new && phase == Some(Phase::Expand) {
                    painter.text(
                        rect.center_top() - Vec2::new(0.0, metrics.line * 0.2),
                        Align2::CENTER_BOTTOM,
                        "new node",
                        font.clone(),
                        text,
                    );
                }
                if is_lit && phase == Some(Phase::Backpropagate) {
                    let result = iteration
                        .and_then(|i| tree.iterations().get(i))
                        .map_or(0.0, |it| it.result);
                    painter.text(
                        rect.center_top() - Vec2::new(0.0, metrics.line * 0.2),
                        Align2::CENTER_BOTTOM,
                        format!("N +1, W +{}", number(result)),
                        small.clone(),
                        text,
                    );
                }
                if node == view.lit_node() {
                    lit_center = center;
                }
                let response = ui.interact(rect, ui.make_persistent_id(("mcts-node", node)), Sense::click());
                let response = response.on_hover_text(node_hover(tree, node, visits, total));
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
        let step = metrics.line * 1.2;
        let end = start + Vec2::new(0.0, step * (playout.len() as f32 + 1.0));
        painter.extend(Shape::dashed_line(
            &[start, end],
            Stroke::new(2.0, pv_color(dark)),
            6.0,
            4.0,
        ));
        for (place, name) in playout.iter().enumerate() {
            painter.text(
                start + Vec2::new(metrics.line * 0.4, step * (place as f32 + 1.0)),
                Align2::LEFT_CENTER,
                format!("{}. {name}", place + 1),
                font.clone(),
                text,
            );
        }
        let result = iteration
            .and_then(|i| tree.iterations().get(i))
            .map_or(0.0, |it| it.result);
        painter.text(
            end + Vec2::new(metrics.line * 0.4, 0.0),
            Align2::LEFT_CENTER,
            format!("result {}", number(result)),
            font,
            pv_color(dark),
        );
    }
    lit_center
}

/// The hover of a node: its move, N, W and mean.
fn node_hover(tree: &MctsTree, node: Option<NodeId>, visits: u32, total: f64) -> String {
    let name = node.map_or_else(|| String::from("The root"), |id| tree.name_of(id));
    let mean = if visits == 0 {
        String::from("–")
    } else {
        number(total / f64::from(visits))
    };
    format!(
        "{name}: visited {visits} times, total W {} (mean {mean}, for White / MAX)",
        number(total)
    )
}
