//! The MCTS tree as it stands at the replay's step: the nodes that exist then, each with its N
//! and W, edges thicker for more visits, and what the phase does drawn on it — at select the
//! lit path with every compared child's UCB beside it and the chosen child marked, at expand
//! the new node, at simulate the playout as a dashed line below the new node with its moves,
//! at back-propagate the lit path's N and W counted up.
//!
//! A chess tree's root has tens of moves and thousands of nodes: the view shows each node's
//! most visited children (more at the root, fewer deeper down) and says in a box how many more
//! there are; the lit path is always shown, and scrolled to when the step changes.

use std::sync::Arc;

use egui::{FontId, Pos2, Rect, Sense, Ui, Vec2};

use crate::engine::mcts::MctsNode;
use crate::engine::mcts::replay::Phase;
use crate::engine::tree::NodeId;
use crate::shell::i18n::tr;
use crate::ui::mcts::view::{MctsView, ViewAction};
use crate::ui::widgets::font_width;

mod leaves;
mod paint;

use leaves::leaves_ui;
use paint::paint;

/// A tree with at most this many nodes at the step is drawn whole.
const WHOLE_TREE: usize = 60;

/// A node's box height, in sizes of its label's font: the name over N and W on two lines.
/// Tests read the label's size from a box's height with it.
pub const BOX_HEIGHT_IN_LABEL: f32 = 3.7;
/// The height of a node's N-and-W block (two lines), in sizes of its own font. Tests read the
/// numbers' size from the block's height with it.
pub const NUMBERS_HEIGHT_IN_TEXT: f32 = 2.4;
/// The numbers' font, relative to the label's.
const NUMBERS_SCALE: f32 = 0.9;
/// What screen readers (and tests) call the tree's drawing, in the window's language.
pub fn mcts_drawing_label() -> String {
    tr("mcts-drawing")
}
/// The smallest label the automatic zoom draws, in physical pixels; in projector letters
/// (body text of 20 points or more) the back row's 18.
const LEGIBLE_PX: f32 = 13.0;
const LEGIBLE_PX_PROJECTOR: f32 = 18.0;
/// The largest zoom the view takes by itself: a small tree is drawn large, not huge.
const LARGEST_AUTO_ZOOM: f32 = 2.2;

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
    /// The nodes on a lesson step's focused paths: always drawn, and in a large tree the only
    /// ones drawn besides the lit path (with the root's "+N more").
    focused: Vec<NodeId>,
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
        let focused = !self.focused.is_empty();
        if focused && !self.whole {
            // A lesson's step in a large tree: its focus and the lit path, nothing else.
            children.retain(|child| self.focused.contains(child) || self.lit.contains(child));
        } else if !self.whole {
            let shown = CHILDREN_SHOWN.get(depth).copied().unwrap_or(0);
            // While a question keeps the visits back, the most visited are not picked out.
            if !self.view.hides_visits() {
                children.sort_by_key(|&child| std::cmp::Reverse(snapshot.visits_of(child)));
            }
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
        // Below the root a focused drawing says nothing of the children it leaves out.
        let more = if focused && !self.whole && depth > 0 {
            0
        } else {
            existing - children.len()
        };
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

/// The sizes of the drawing, from the label's font size (the body text's at zoom 1).
struct Metrics {
    label: f32,
    box_size: Vec2,
    slot: f32,
    row: f32,
    margin: f32,
}

impl Metrics {
    fn new(label: f32) -> Metrics {
        let box_size = Vec2::new(label * 5.6, label * BOX_HEIGHT_IN_LABEL);
        Metrics {
            label,
            box_size,
            slot: box_size.x + label * 0.7,
            row: box_size.y + label * 2.0,
            margin: label * 1.2,
        }
    }

    fn center(&self, origin: Pos2, placed: &Placed) -> Pos2 {
        origin
            + Vec2::new(
                self.margin + placed.slot * self.slot + self.box_size.x / 2.0,
                self.margin + placed.depth as f32 * self.row + self.box_size.y / 2.0,
            )
    }

    /// The drawing's size for `slots` across, `depth` rows below the root, a playout of
    /// `playout` moves and a row of `leaves` drawn leaves under it, after their title
    /// `leaves_title` sizes of a label wide.
    fn size(&self, slots: f32, depth: usize, playout: usize, leaves: usize, leaves_title: f32) -> Vec2 {
        let strips = usize::from(leaves > 0);
        // The title and the gap after it: at least 12 labels, more for a longer language's words.
        let title = (leaves_title + 0.6).max(12.0);
        let strip_width = self.margin * 2.0 + self.label * (title + 3.4 * leaves as f32);
        Vec2::new(
            (self.margin * 2.0 + slots * self.slot + self.label * 6.0).max(strip_width),
            self.margin * 2.0
                + (depth + 1) as f32 * self.row
                + (playout + 2) as f32 * self.label * 1.3
                + strips as f32 * self.label * 3.2,
        )
    }
}

/// Draws the tree at the view's step, in at most `height` points: its header (the rule for W,
/// and the zoom buttons −, + and Fit), then the drawing, scaled to the room it has (never below
/// a size the back row reads: a larger drawing scrolls), and scrolled to what the step is
/// about — a lesson step's focus, else the lit node — when the step changed. Clicking a node
/// shows its level's table.
pub fn tree_ui(view: &mut MctsView, ui: &mut Ui, height: f32) -> Vec<ViewAction> {
    let tree = Arc::clone(view.tree());
    let step = view.step();
    let existing: usize = (0..tree.levels().len())
        .map(|level| view.existing_in_level(level))
        .sum();
    let layout_of = |whole: bool| {
        let mut layout = Layout {
            view: &*view,
            whole,
            lit: view.lit(),
            focused: view.focused_nodes(),
            placed: Vec::new(),
            next_slot: 0.0,
        };
        layout.place(None, 0, None);
        layout.placed
    };
    let mut placed = layout_of(existing <= WHOLE_TREE);
    let base = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Body)
        .map_or(15.0, |font| font.size);
    let pixels_per_point = ui.ctx().pixels_per_point();
    let legible = if base >= 20.0 {
        LEGIBLE_PX_PROJECTOR
    } else {
        LEGIBLE_PX
    };
    let smallest = legible / pixels_per_point / base;
    // A whole tree too wide to show a step's focus at a readable size draws the focus alone
    // (with the root and the lit path): the class reads what the step is about.
    if existing <= WHOLE_TREE && !view.focused_nodes().is_empty() {
        let slots = placed.iter().map(|p| p.slot).fold(0.0, f32::max) + 1.0;
        if Metrics::new(base * smallest).slot * (slots + 1.0) > ui.available_width() {
            placed = layout_of(false);
        }
    }
    let at = tree.step_at(step);
    let playout = match at {
        Some(at) if at.phase == Phase::Simulate => tree.playout_names(at.iteration),
        _ => Vec::new(),
    };
    let leaves = tree.drawn_leaves();
    let depth = placed.iter().map(|p| p.depth).max().unwrap_or(0);
    let slots = placed.iter().map(|p| p.slot).fold(0.0, f32::max) + 1.0;

    let mut zoom_change = None;
    let header_top = ui.cursor().top();
    ui.horizontal_wrapped(|ui| {
        if ui
            .small_button("−")
            .on_hover_text(tr("tree-zoom-out-hint"))
            .clicked()
        {
            zoom_change = Some(Some(1.0 / 1.25));
        }
        if ui
            .small_button("+")
            .on_hover_text(tr("tree-zoom-in-hint"))
            .clicked()
        {
            zoom_change = Some(Some(1.25));
        }
        if ui
            .small_button(tr("tree-fit"))
            .on_hover_text(tr("mcts-fit-hint"))
            .clicked()
        {
            zoom_change = Some(None);
        }
        ui.weak(tr(if tree.chess_root().is_none() {
            "mcts-w-counts-max"
        } else {
            "mcts-w-counts-white"
        }))
        .on_hover_text(tr("mcts-w-hint"));
    });
    let header_height = ui.cursor().top() - header_top;
    let height = (height - header_height).max(60.0);

    // The zoom: the person's, else the largest that shows the whole drawing, but never a
    // label smaller than the back row reads.
    // The leaves' title in sizes of a label, as it is drawn (smaller than a node's label).
    let leaves_title = font_width(ui, &tr("mcts-leaves"), FontId::proportional(base * NUMBERS_SCALE)) / base;
    let natural = Metrics::new(base).size(slots, depth, playout.len(), leaves.len(), leaves_title);
    let room = Vec2::new(ui.available_width(), height);
    let fit = (room.x / natural.x).min(room.y / natural.y);
    let auto = fit.clamp(smallest, LARGEST_AUTO_ZOOM.max(smallest));
    if let Some(change) = zoom_change {
        view.zoom = change.map(|by| (view.drawn_zoom * by).clamp(0.3, 4.0));
        view.scroll_pending = true;
    }
    let zoom = view.zoom.unwrap_or(auto);
    view.drawn_zoom = zoom;
    let metrics = Metrics::new(base * zoom);
    let size = metrics.size(slots, depth, playout.len(), leaves.len(), leaves_title);
    // What the drawing takes with its header (and a scroll bar's room): where this leaves room
    // under it, the Code pane may go there next frame without making the drawing smaller.
    let taken = header_height + size.y + ui.spacing().scroll.bar_width;
    if view
        .drawing_height
        .is_none_or(|before| (before - taken).abs() > 0.5)
    {
        view.drawing_height = Some(taken);
        ui.ctx().request_repaint();
    }
    let view: &MctsView = view;

    let mut actions = Vec::new();
    egui::ScrollArea::both()
        .id_salt("mcts-tree")
        .max_width(ui.available_width())
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            // Centred across when narrower than the room.
            let width = size.x.max(ui.available_width());
            let (rect, response) = ui.allocate_exact_size(Vec2::new(width, size.y), Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, mcts_drawing_label()));
            let origin = rect.min + Vec2::new((width - size.x) / 2.0, 0.0);
            let painted = paint(ui, view, &placed, &metrics, origin, &playout, &mut actions);
            leaves_ui(
                ui,
                view,
                &leaves,
                &metrics,
                origin + Vec2::new(0.0, size.y - metrics.label * 3.2),
            );
            if view.scroll_pending {
                // What the step is about, and at simulate the playout.
                let mut focus = painted
                    .focus
                    .unwrap_or_else(|| Rect::from_center_size(painted.lit_center, metrics.box_size));
                if !playout.is_empty() {
                    let below = metrics.box_size.y / 2.0 + (playout.len() + 2) as f32 * metrics.label * 1.3;
                    focus = focus.union(Rect::from_center_size(
                        painted.lit_center + Vec2::new(0.0, below),
                        Vec2::splat(metrics.label),
                    ));
                }
                let room = Vec2::new(ui.clip_rect().width(), height) * 0.98;
                let fits = |rect: Rect| rect.width() <= room.x && rect.height() <= room.y;
                // The rows above it too, up to the root, when they fit: the path reads from the
                // top; and the root itself when it fits across. Whether they fit is judged
                // without the margin, which then takes what room is left: a margin must not
                // push the root out of sight, half cut at the top.
                let from_root = Rect::from_x_y_ranges(focus.x_range(), origin.y..=focus.bottom());
                if fits(from_root) {
                    focus = from_root;
                } else if painted.focus.is_none() {
                    // Too tall for that: as much of the lit path above the node as fits, from
                    // its parent up, so the story's path is read from the node upwards.
                    let mut above: Vec<Rect> = painted
                        .lit_path
                        .iter()
                        .copied()
                        .filter(|rect| rect.top() < focus.top())
                        .collect();
                    above.sort_by(|a, b| b.top().total_cmp(&a.top()));
                    for rect in above {
                        let with = focus.union(rect);
                        if !fits(with) {
                            break;
                        }
                        focus = with;
                    }
                }
                let with_root = focus.union(painted.root);
                // Where the root does not fit with it, centring it could still cut the root
                // in half at the top (a longer sentence over the drawing, a language's longer
                // words, leave less room): the view then starts just below the root.
                // (A little below its edge: a scroll rounded to whole pixels leaves no line of it.)
                let root_end = painted.root.bottom() + metrics.label * 0.2;
                let below_root = Rect::from_x_y_ranges(focus.x_range(), root_end..=focus.bottom());
                let below_the_root = !fits(with_root)
                    && focus.top() > root_end
                    && focus.center().y - room.y / 2.0 < painted.root.bottom()
                    && fits(below_root);
                if fits(with_root) {
                    focus = with_root;
                } else if below_the_root {
                    focus = below_root;
                }
                // Too tall to show whole, the top (what the step is about) comes first.
                let align = if fits(focus) && !below_the_root {
                    egui::Align::Center
                } else {
                    egui::Align::Min
                };
                let spare = ((room - focus.size()) * 0.5).max(Vec2::ZERO);
                let margin = (metrics.box_size * 0.3).min(spare);
                let mut target = focus.expand2(margin);
                if below_the_root {
                    // No margin above: it would bring the root's lower edge back into sight.
                    target.min.y = focus.min.y;
                }
                ui.scroll_to_rect(target, Some(align));
            }
        });
    actions
}

/// Where the painted drawing put what the scroll follows.
struct Painted {
    /// The centre of the lit node (the root's when nothing is lit).
    lit_center: Pos2,
    /// The box around a lesson step's focused nodes, if it has any.
    focus: Option<Rect>,
    /// The root's box.
    root: Rect,
    /// The boxes of the lit path's nodes below the root (each with the line drawn above it).
    lit_path: Vec<Rect>,
}
