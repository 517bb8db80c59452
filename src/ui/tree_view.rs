//! The tree view: the search tree drawn as a tree, tidily, around what the replay is doing.
//!
//! A small tree (a lesson's abstract tree, a depth-1 search) is drawn whole, every node and leaf
//! with its value. A big one is drawn around the nodes that matter now: the root, the path down
//! to every node the current step acts on (and to the node the person clicked), and the
//! children of those nodes; a family of more than [`FOLD_ABOVE`] children shows its first few
//! and folds the rest into a "+N more" node, which opens the whole family when clicked. The
//! nodes are placed by [`crate::ui::tree_layout`].
//!
//! The view is a camera over that drawing: drag to move it, the wheel or the buttons to zoom.
//! When the drawing fits it is shown whole and centred; when it does not, the camera follows the
//! replay, moving whenever the node a step acts on would be out of sight. Sizes follow the text
//! size, so projector mode enlarges the whole tree, and the view never zooms out so far that a
//! value becomes hard to read (12 px, 18 px in projector mode) unless asked to with "Fit".
//!
//! What a node shows comes from the replay ([`crate::engine::replay::Replay::node_view`]), so
//! nothing appears before its step: values arrive as they are backed up, a pruned move appears
//! (crossed out) at the cutoff that skips it, and the principal variation is marked only at the
//! end. In a depth-first alpha-beta replay every entered node also shows its window [α, β] as it
//! stood when the node was entered.

use std::collections::HashSet;

use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo, pos2,
    vec2,
};

use crate::engine::replay::{Granularity, Order, Step};
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::ui::palette::{ARRIVING, chooser_at, chooser_color, pv_color};
use crate::ui::stepper::Stepper;
use crate::ui::tree_layout::{Gaps, TreeShape, tidy_centres};

/// A tree with at most this many nodes is drawn whole.
pub const WHOLE_TREE_NODES: usize = 80;
/// A family of more children than this is folded: its first [`FOLD_SHOWN`] children are drawn,
/// with those the replay needs, and the rest become one "+N more" node.
pub const FOLD_ABOVE: usize = 8;
/// How many children of a folded family are drawn.
const FOLD_SHOWN: usize = 4;
/// A node's height, in lines of its text: a label and a value, with some room around them. Tests
/// read a node's text size from its height with it.
pub const NODE_HEIGHT_IN_TEXT: f32 = 2.7;
/// The size of the [α, β] under a node, relative to the node's text.
const WINDOW_TEXT: f32 = 0.8;
/// What screen readers (and tests) call the drawing's area.
pub const DRAWING_LABEL: &str = "Tree view (drawing)";
/// The smallest text the view zooms out to by itself, in points: normal and projector mode.
const LEGIBLE_TEXT: f32 = 12.0;
const LEGIBLE_TEXT_PROJECTOR: f32 = 18.0;

/// What the tree view needs from the panel around it.
pub struct TreeViewContext<'a> {
    /// The replay and its step.
    pub stepper: &'a Stepper,
    /// The node the person clicked, if any: it is drawn, with a ring.
    pub focus: Option<NodeId>,
    /// How far the current step's animation has run, from 0 to 1.
    pub animation: f32,
    /// True in projector mode: the view keeps values at least 18 px high.
    pub projector: bool,
    /// The largest zoom the view uses by itself (the centre of the window draws a small tree
    /// larger than the side panel does).
    pub largest_auto_zoom: f32,
}

/// The tree view's state between frames: the camera, and the families the person unfolded.
#[derive(Debug, Default)]
pub struct TreeView {
    /// The drawing's point at the centre of the view; `None` until the view first follows.
    camera: Option<Pos2>,
    /// The zoom the person chose with the buttons or the wheel; `None`: automatic.
    zoom: Option<f32>,
    /// The parents (`None`: the root) whose children are all drawn.
    unfolded: HashSet<Option<NodeId>>,
    /// What the camera last followed; it follows again when this changes.
    followed: Option<FollowKey>,
    /// The view's size and zoom when the camera last followed.
    followed_view: Option<(i32, i32, i32)>,
    /// The drawing of the last frame, rebuilt when what it shows changes.
    drawing: Option<Drawing>,
    /// A zoom button clicked in the last frame.
    pending_zoom: Option<ZoomChange>,
    /// The largest drawing seen so far of one tree (its address), in points at zoom 1.
    largest_drawing: Option<(usize, Vec2)>,
    /// The height the drawing wanted last frame, in points: the panel gives the rest to the tables.
    wanted_height: Option<f32>,
}

/// What the camera follows: the tree, the step and the focus.
#[derive(Clone, Copy, Debug, PartialEq)]
struct FollowKey {
    tree: usize,
    step: usize,
    order: Order,
    granularity: Granularity,
    focus: Option<NodeId>,
}

/// What a drawing shows: rebuilt when any of it changes.
#[derive(Clone, Debug, PartialEq)]
struct DrawingKey {
    follow: FollowKey,
    unfolded: usize,
    text_size: u32,
}

/// One thing drawn: a node (`None`: the root) or a folded family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Node(Option<NodeId>),
    More { parent: Option<NodeId>, hidden: usize },
}

#[derive(Clone, Debug)]
struct DrawnNode {
    item: Item,
    /// The index of its parent in the drawing.
    parent: Option<usize>,
    /// Its centre in the drawing's space (points at zoom 1).
    centre: Pos2,
    width: f32,
    label: String,
    value: Option<String>,
    /// "[3, +∞]": α and β as they stood when alpha-beta entered the node, depth first.
    window: Option<String>,
    chooser: Backup,
    revealed: bool,
    pruned: bool,
    highlighted: bool,
    /// True if the edge from its parent is on the principal variation (shown only at the end).
    on_pv: bool,
    /// True when `value` is only the static score, in brackets, before any value came up.
    score_only: bool,
    /// What a screen reader (and a test) calls it.
    accessible: String,
    hover: String,
}

#[derive(Clone, Debug)]
struct Drawing {
    key: DrawingKey,
    nodes: Vec<DrawnNode>,
    /// The size of the whole drawing, in points at zoom 1.
    size: Vec2,
    /// The text size at zoom 1.
    text_size: f32,
    box_height: f32,
    /// The places the current step acts on, as indexes into `nodes`; the first matters most.
    interest: Vec<usize>,
    /// The same and the nodes worth showing with them if there is room (the expected line).
    also: Vec<usize>,
}

impl TreeView {
    /// Forgets the camera and the unfolded families (a new tree).
    pub fn reset(&mut self) {
        *self = TreeView::default();
    }

    /// Draws the view in a `height`-point-high area as wide as the space given; returns the
    /// node the person clicked (`Some(None)`: the root).
    pub fn ui(&mut self, ui: &mut Ui, context: &TreeViewContext<'_>, height: f32) -> Option<Option<NodeId>> {
        let stepper = context.stepper;
        let tree = stepper.tree();
        let text_size = egui::TextStyle::Body.resolve(ui.style()).size;
        let follow = FollowKey {
            tree: std::sync::Arc::as_ptr(tree) as usize,
            step: stepper.step(),
            order: stepper.replay().order(),
            granularity: stepper.replay().granularity(),
            focus: context.focus,
        };
        let key = DrawingKey {
            follow,
            unfolded: self.unfolded.len(),
            text_size: text_size.to_bits(),
        };
        if self.drawing.as_ref().is_none_or(|drawing| drawing.key != key) {
            self.drawing = Some(build_drawing(
                ui,
                stepper,
                context.focus,
                &self.unfolded,
                key,
                text_size,
            ));
        }
        // Taken out while drawing (the header needs `self`), and put back at the end.
        let drawing_owned = self.drawing.take()?;
        let drawing = &drawing_owned;

        let width = ui.available_width().max(120.0);
        let (rect, response) = ui.allocate_exact_size(vec2(width, height.max(60.0)), Sense::click_and_drag());
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Group, true, DRAWING_LABEL));
        // The title and the zoom buttons float along the top edge; the nodes keep clear of it.
        let header_height = ui.spacing().interact_size.y + 4.0;
        let zoom_change = self.pending_zoom.take();

        // Zoom: the person's choice, or the largest that shows everything without going below
        // a legible size.
        let legible = if context.projector {
            LEGIBLE_TEXT_PROJECTOR
        } else {
            LEGIBLE_TEXT
        };
        let smallest_auto = (legible / drawing.text_size).min(1.0);
        let margin = drawing.text_size * 0.5;
        // The drawing's own area: under the floating header.
        let rect = Rect::from_min_max(rect.min + vec2(0.0, header_height), rect.max);
        let fit = ((rect.width() - margin) / drawing.size.x)
            .min((rect.height() - margin) / drawing.size.y)
            .max(0.05);
        // The largest zoom that shows everything, but never so small that values are hard to
        // read, unless the nodes the step acts on would not fit otherwise: those must be seen.
        let interest = interest_rect(drawing);
        let interest_fit = interest.map_or(f32::INFINITY, |interest| {
            ((rect.width() - margin) / interest.width()).min((rect.height() - margin) / interest.height())
        });
        // Within one tree the automatic zoom fits the largest drawing seen so far, so that
        // stepping does not make the drawing grow and shrink by turns.
        let largest = match self.largest_drawing {
            Some((tree, size)) if tree == follow.tree => size.max(drawing.size),
            _ => drawing.size,
        };
        self.largest_drawing = Some((follow.tree, largest));
        let steady_fit = ((rect.width() - margin) / largest.x)
            .min((rect.height() - margin) / largest.y)
            .max(0.05);
        let auto_zoom = steady_fit
            .clamp(smallest_auto, context.largest_auto_zoom.max(smallest_auto))
            .min(interest_fit.max(0.05));
        match zoom_change {
            Some(ZoomChange::By(factor)) => {
                self.zoom = Some((self.zoom.unwrap_or(auto_zoom) * factor).clamp(0.1, 4.0));
            }
            Some(ZoomChange::Fit) => {
                self.zoom = Some(fit.min(context.largest_auto_zoom));
                self.camera = Some(drawing_centre(drawing));
            }
            Some(ZoomChange::Auto) => {
                self.zoom = None;
                self.followed = None;
            }
            None => {}
        }
        if response.hovered() {
            let (scroll, pinch) = ui.input(|input| (input.smooth_scroll_delta.y, input.zoom_delta()));
            let factor = pinch * (scroll / 300.0).exp();
            if (factor - 1.0).abs() > 1e-3 {
                let before = self.zoom.unwrap_or(auto_zoom);
                let after = (before * factor).clamp(0.1, 4.0);
                // Keep the point under the pointer where it is.
                if let (Some(pointer), Some(camera)) = (response.hover_pos(), self.camera) {
                    let under = camera + (pointer - rect.center()) / before;
                    self.camera = Some(under - (pointer - rect.center()) / after);
                }
                self.zoom = Some(after);
                ui.input_mut(|input| input.smooth_scroll_delta = Vec2::ZERO);
            }
        }
        let zoom = self.zoom.unwrap_or(auto_zoom);
        // The view's size (whole points) and zoom: when they change, the camera looks again.
        let view_key = (rect.width() as i32, rect.height() as i32, (zoom * 1000.0) as i32);
        let fits = drawing.size.x * zoom <= rect.width() - margin * 0.5
            && drawing.size.y * zoom <= rect.height() - margin * 0.5;

        // The camera: the whole drawing when it fits; else follow the replay, and the person's drag.
        if fits {
            self.camera = Some(drawing_centre(drawing));
        } else if self.followed != Some(follow)
            || self.camera.is_none()
            || self.followed_view != Some(view_key)
        {
            // A new step, a new focus, or a view of another size or zoom: look again.
            self.camera = Some(follow_camera(drawing, self.camera, rect.size() / zoom));
        }
        self.followed = Some(follow);
        self.followed_view = Some(view_key);
        if response.dragged() && !fits {
            let delta = response.drag_delta();
            if let Some(camera) = &mut self.camera {
                *camera -= delta / zoom;
            }
        }
        // Never show empty space beside the drawing while part of it is out of sight.
        let camera = clamp_camera(
            self.camera.unwrap_or_else(|| drawing_centre(drawing)),
            drawing.size,
            rect.size() / zoom,
            margin / zoom,
        );
        self.camera = Some(camera);
        // The height it would take if only the width limited it: what the panel should give it.
        let width_zoom = ((rect.width() - margin) / drawing.size.x)
            .min(self.zoom.unwrap_or(context.largest_auto_zoom))
            .max(smallest_auto);
        self.wanted_height = Some(drawing.size.y * width_zoom + margin + header_height);
        let screen = |point: Pos2| rect.center() + (point - camera) * zoom;

        let whole = response.rect;
        ui.painter_at(whole)
            .rect_filled(whole, 4.0, ui.visuals().faint_bg_color);
        let painter = ui.painter_at(rect);
        let clicked = paint(ui, &painter, drawing, rect, zoom, &screen, context, response.id);
        self.header_ui(
            ui,
            Rect::from_min_size(whole.min, vec2(whole.width(), header_height)),
            tree,
        );
        self.drawing = Some(drawing_owned);
        match clicked {
            Some(Item::Node(place)) => Some(place),
            Some(Item::More { parent, .. }) => {
                self.unfolded.insert(parent);
                None
            }
            None => None,
        }
    }
}

impl TreeView {
    /// The title and the zoom buttons, along the top of the view. They are laid out after the
    /// nodes so that they stay on top; a click takes effect in the next frame.
    fn header_ui(&mut self, ui: &mut Ui, rect: Rect, tree: &SearchTree) {
        let mut change = None;
        // A child that takes no room in the layout: the header floats over the drawing's top.
        let mut header = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect.shrink2(vec2(4.0, 2.0)))
                .layout(egui::Layout::left_to_right(egui::Align::Center)),
        );
        {
            let ui = &mut header;
            {
                ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
                ui.weak(if tree.is_abstract() {
                    "Abstract tree (no board)"
                } else {
                    "Tree view"
                })
                .on_hover_text("Drag the drawing to move it; the wheel or the buttons zoom.");
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .small_button("Auto")
                        .on_hover_text("Readable size, following the replay")
                        .clicked()
                    {
                        change = Some(ZoomChange::Auto);
                    }
                    if ui
                        .small_button("Fit")
                        .on_hover_text("Show the whole drawing, however small")
                        .clicked()
                    {
                        change = Some(ZoomChange::Fit);
                    }
                    if ui
                        .small_button("+")
                        .on_hover_text("Zoom in (or the mouse wheel)")
                        .clicked()
                    {
                        change = Some(ZoomChange::By(1.25));
                    }
                    if ui
                        .small_button("−")
                        .on_hover_text("Zoom out (or the mouse wheel)")
                        .clicked()
                    {
                        change = Some(ZoomChange::By(1.0 / 1.25));
                    }
                });
            }
        }
        if change.is_some() {
            self.pending_zoom = change;
            ui.ctx().request_repaint();
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum ZoomChange {
    By(f32),
    Fit,
    Auto,
}

fn drawing_centre(drawing: &Drawing) -> Pos2 {
    (drawing.size / 2.0).to_pos2()
}

/// Keeps the camera over the drawing: along an axis where the drawing is smaller than the view
/// it is centred; along one where it is larger, the view stays inside it (with a margin).
fn clamp_camera(camera: Pos2, size: Vec2, view: Vec2, margin: f32) -> Pos2 {
    let along = |camera: f32, size: f32, view: f32| {
        if size + 2.0 * margin <= view {
            size / 2.0
        } else {
            camera.clamp(view / 2.0 - margin, size - view / 2.0 + margin)
        }
    };
    pos2(along(camera.x, size.x, view.x), along(camera.y, size.y, view.y))
}

/// The rectangle around the nodes the current step acts on (in the drawing's space).
fn interest_rect(drawing: &Drawing) -> Option<Rect> {
    drawing
        .interest
        .iter()
        .filter_map(|&index| drawing.nodes.get(index))
        .map(|node| node_rect(node, drawing.box_height))
        .reduce(|union, rect| union.union(rect))
}

impl TreeView {
    /// Returns the height the drawing wanted in the last frame, with its header (points), so that
    /// the panel can give what it does not need to the tables.
    pub fn wanted_height(&self) -> Option<f32> {
        self.wanted_height
    }
}

/// Where the camera should look: where it is, if every node of interest is in sight there;
/// else centred on them and the nodes worth showing with them if those fit too, else on the
/// nodes of interest, else on the first of them.
fn follow_camera(drawing: &Drawing, camera: Option<Pos2>, view: Vec2) -> Pos2 {
    let union = |indexes: &[usize]| {
        indexes
            .iter()
            .filter_map(|&index| drawing.nodes.get(index))
            .map(|node| node_rect(node, drawing.box_height))
            .reduce(|union, rect| union.union(rect))
    };
    let Some(needed) = union(&drawing.interest) else {
        return camera.unwrap_or_else(|| drawing_centre(drawing));
    };
    let fits = |rect: Rect| rect.width() <= view.x && rect.height() <= view.y;
    if let Some(camera) = camera
        && Rect::from_center_size(camera, view).contains_rect(needed)
        && union(&drawing.also)
            .is_none_or(|also| !fits(also) || Rect::from_center_size(camera, view).contains_rect(also))
    {
        return camera;
    }
    match union(&drawing.also) {
        Some(also) if fits(also) => also.center(),
        _ if fits(needed) => needed.center(),
        _ => drawing
            .interest
            .first()
            .and_then(|&index| drawing.nodes.get(index))
            .map_or(needed.center(), |node| node.centre),
    }
}

fn node_rect(node: &DrawnNode, box_height: f32) -> Rect {
    Rect::from_center_size(node.centre, vec2(node.width, box_height))
}

/// Decides what to draw for this step and lays it out.
fn build_drawing(
    ui: &Ui,
    stepper: &Stepper,
    focus: Option<NodeId>,
    unfolded: &HashSet<Option<NodeId>>,
    key: DrawingKey,
    text_size: f32,
) -> Drawing {
    let tree = stepper.tree();
    let replay = stepper.replay();
    let step = stepper.step();
    let at_end = step == replay.last_step();
    let pv: Vec<NodeId> = if at_end {
        tree.principal_variation()
    } else {
        Vec::new()
    };
    let acted = replay.acted_on(step);
    // At a cutoff, the moves it prunes appear, crossed out, beside the move that caused it.
    let pruned_now: Vec<NodeId> = match replay.step(step) {
        Step::Return { node, cutoff: true } => {
            let family = match tree.parent_of(node) {
                Some(parent) => tree.get(parent).map_or(0..0, |n| n.children()),
                None => 0..tree.levels().first().map_or(0, |level| level.nodes.len() as u32),
            };
            (node.index + 1..family.end)
                .map(|index| NodeId::new(node.level, index))
                .collect()
        }
        _ => Vec::new(),
    };

    // Every node on the way to a node that matters is drawn, and so are that node's children.
    let mut wanted: Vec<NodeId> = acted.iter().flatten().copied().collect();
    wanted.extend(focus);
    wanted.extend(pv.iter().copied());
    wanted.extend(pruned_now.iter().copied());
    let mut on_path: HashSet<NodeId> = HashSet::new();
    for &id in &wanted {
        on_path.extend(tree.path_to(id));
    }
    let whole = tree.node_count() <= WHOLE_TREE_NODES;

    let mut builder = Builder {
        tree,
        stepper,
        on_path: &on_path,
        unfolded,
        whole,
        pv: &pv,
        nodes: Vec::new(),
        children: Vec::new(),
    };
    builder.visit(None, None);
    let Builder {
        mut nodes, children, ..
    } = builder;

    // Sizes in points at zoom 1: text as large as the body text.
    let font = FontId::proportional(text_size);
    let measure = |text: &str| {
        ui.painter()
            .layout_no_wrap(text.to_owned(), font.clone(), Color32::WHITE)
            .size()
            .x
    };
    let small = FontId::proportional(text_size * WINDOW_TEXT);
    for node in &mut nodes {
        let window = node.window.as_deref().map_or(0.0, |window| {
            ui.painter()
                .layout_no_wrap(window.to_owned(), small.clone(), Color32::WHITE)
                .size()
                .x
        });
        let text = measure(&node.label)
            .max(node.value.as_deref().map_or(0.0, &measure))
            .max(window);
        // A pill's round ends take room from its text, and a pill is at least as wide as high
        // so that it stays a pill; a box only needs a margin round its text.
        let pill = node.chooser == Backup::Min || matches!(node.item, Item::More { .. });
        let (ends, narrowest) = if pill {
            (text_size * 1.8, text_size * (NODE_HEIGHT_IN_TEXT + 0.2))
        } else {
            (text_size * 0.85, text_size * 2.0)
        };
        node.width = (text + ends).clamp(narrowest, text_size * 9.0);
    }
    let widths: Vec<f32> = nodes.iter().map(|node| node.width).collect();
    let xs = tidy_centres(
        &TreeShape {
            children: &children,
            widths: &widths,
        },
        Gaps {
            siblings: text_size * 0.3,
            cousins: text_size * 0.8,
        },
    );
    let box_height = text_size * NODE_HEIGHT_IN_TEXT;
    let shows_windows = nodes.iter().any(|node| node.window.is_some());
    let row = box_height + text_size * if shows_windows { 2.0 } else { 1.1 };
    let mut depth = vec![0_usize; nodes.len()];
    for index in 0..nodes.len() {
        if let Some(parent) = nodes[index].parent {
            depth[index] = depth[parent] + 1;
        }
    }
    let deepest = depth.iter().copied().max().unwrap_or(0);
    for (index, node) in nodes.iter_mut().enumerate() {
        node.centre = pos2(xs[index], box_height / 2.0 + row * depth[index] as f32);
    }
    let width = nodes
        .iter()
        .map(|node| node.centre.x + node.width / 2.0)
        .fold(0.0, f32::max);
    let height = row * deepest as f32 + box_height + if shows_windows { text_size * 1.1 } else { 0.0 };
    let index_of = |place: Option<NodeId>| nodes.iter().position(|node| node.item == Item::Node(place));
    let interest: Vec<usize> = acted
        .iter()
        .chain(focus.map(Some).as_ref())
        .filter_map(|place| index_of(*place))
        .collect();
    // At the end the whole expected line is worth showing, when it fits; at a cutoff, the moves
    // it prunes.
    let mut also = interest.clone();
    also.extend(pv.iter().filter_map(|&id| index_of(Some(id))));
    also.extend(pruned_now.iter().filter_map(|&id| index_of(Some(id))));
    Drawing {
        key,
        nodes,
        size: vec2(width, height),
        text_size,
        box_height,
        interest,
        also,
    }
}

/// Walks the tree from the root, choosing what to draw.
struct Builder<'a> {
    tree: &'a SearchTree,
    stepper: &'a Stepper,
    on_path: &'a HashSet<NodeId>,
    unfolded: &'a HashSet<Option<NodeId>>,
    whole: bool,
    pv: &'a [NodeId],
    nodes: Vec<DrawnNode>,
    children: Vec<Vec<usize>>,
}

impl Builder<'_> {
    fn visit(&mut self, place: Option<NodeId>, parent: Option<usize>) {
        let index = self.push(Item::Node(place), parent);
        let replay = self.stepper.replay();
        let step = self.stepper.step();
        // Children are drawn under the root, and under a node the replay has reached whose
        // family is wanted (every family when the tree is drawn whole).
        let expanded = match place {
            None => true,
            Some(id) => (self.whole || self.on_path.contains(&id)) && replay.node_view(step, id).revealed,
        };
        if !expanded {
            return;
        }
        let children: Vec<NodeId> = match place {
            None => self.tree.root_children().collect(),
            Some(id) => self.tree.children_of(id).collect(),
        };
        let everyone = self.whole || children.len() <= FOLD_ABOVE || self.unfolded.contains(&place);
        let mut hidden = 0;
        for (rank, &child) in children.iter().enumerate() {
            if everyone || rank < FOLD_SHOWN || self.on_path.contains(&child) {
                self.visit(Some(child), Some(index));
            } else {
                hidden += 1;
            }
        }
        if hidden > 0 {
            self.push(
                Item::More {
                    parent: place,
                    hidden,
                },
                Some(index),
            );
        }
    }

    /// Adds one drawn node with its texts, and returns its index.
    fn push(&mut self, item: Item, parent: Option<usize>) -> usize {
        let tree = self.tree;
        let replay = self.stepper.replay();
        let step = self.stepper.step();
        let index = self.nodes.len();
        let chooser = match item {
            Item::Node(place) | Item::More { parent: place, .. } => chooser_at(tree, place),
        };
        let mut node = DrawnNode {
            item,
            parent,
            centre: Pos2::ZERO,
            width: 0.0,
            label: String::new(),
            value: None,
            window: None,
            chooser,
            revealed: true,
            pruned: false,
            highlighted: false,
            on_pv: false,
            score_only: false,
            accessible: String::new(),
            hover: String::new(),
        };
        match item {
            Item::More {
                parent: family,
                hidden,
            } => {
                node.label = format!("+{hidden} more");
                node.accessible = format!(
                    "+{hidden} more: show every move of {}",
                    family.map_or_else(|| String::from("the root"), |id| tree.san_of(id))
                );
                node.hover = String::from("Click to draw the whole family");
                // A folded family is drawn in its parent's colour.
                node.chooser = chooser_at(tree, family);
            }
            Item::Node(None) => {
                let (value, is_final) = replay.root_value(step);
                node.label = String::from("root");
                node.value = value.map(|value| {
                    if is_final {
                        tree.display_value(value)
                    } else {
                        format!("{}…", tree.display_value(value))
                    }
                });
                node.highlighted = matches!(replay.step(step), Step::Choice { .. } | Step::Start);
                node.accessible = match &node.value {
                    Some(value) => format!("root: {value}"),
                    None => String::from("root"),
                };
                node.hover = chooser_words(tree, node.chooser);
            }
            Item::Node(Some(id)) => {
                let view = replay.node_view(step, id);
                let status = tree.get(id).map(|n| n.status());
                let name = format!("(level {}, node {})", id.level, id.index + 1);
                node.revealed = view.revealed;
                node.highlighted = view.highlighted;
                node.pruned = view.revealed && status == Some(Status::Pruned);
                node.on_pv = self.pv.contains(&id);
                if !view.revealed {
                    node.label = String::from("?");
                    node.accessible = format!("? {name}");
                    node.hover = String::from("Not reached yet by the replay");
                } else if node.pruned {
                    node.label = tree.san_of(id);
                    node.accessible = format!("{} {name}: pruned", node.label);
                    node.hover = String::from("Pruned: alpha-beta never searched this move");
                } else {
                    node.label = tree.san_of(id);
                    node.value = view.value.map(|value| {
                        if view.value_final {
                            tree.display_node_value(id, value)
                        } else {
                            format!("{}…", tree.display_value(value))
                        }
                    });
                    // Before any value has come up, a chess position shows its own static
                    // score, in brackets: what the evaluation says without looking further.
                    if node.value.is_none()
                        && !tree.is_abstract()
                        && let Some(score) = tree.get(id).and_then(|n| n.static_score())
                    {
                        node.value = Some(format!("({})", tree.display_value(score)));
                        node.score_only = true;
                    }
                    node.window = replay.entered_window(id).map(|(alpha, beta)| {
                        format!("[{}, {}]", tree.display_bound(alpha), tree.display_bound(beta))
                    });
                    node.accessible = match &node.value {
                        Some(value) => format!("{} {name}: {value}", node.label),
                        None => format!("{} {name}", node.label),
                    };
                    if let Some((alpha, beta)) = replay.entered_window(id) {
                        node.accessible.push_str(&format!(
                            ", entered with α {} and β {}",
                            tree.display_bound(alpha),
                            tree.display_bound(beta)
                        ));
                    }
                    node.hover = match status {
                        Some(status @ (Status::Checkmate | Status::Stalemate | Status::Draw)) => {
                            format!("{}: the game ends here", status.name())
                        }
                        _ => chooser_words(tree, node.chooser),
                    };
                    if node.score_only {
                        node.hover.push_str(
                            "\nIn brackets: its static score; no value has come up from its children yet.",
                        );
                    }
                    if let Some(window) = &node.window {
                        node.hover.push_str(&format!(
                            "\n{window} under it: α and β when the search entered it (α: what MAX is \
                             already sure of elsewhere, β: what MIN is)"
                        ));
                    }
                }
            }
        }
        self.nodes.push(node);
        self.children.push(Vec::new());
        if let Some(parent) = parent {
            self.children[parent].push(index);
        }
        index
    }
}

/// "White to move here: takes the largest (MAX) of its children's values", in the tree's words.
fn chooser_words(tree: &SearchTree, chooser: Backup) -> String {
    match chooser {
        Backup::Max => format!(
            "{} to move here: takes the largest (MAX) of its children's values",
            tree.side_name(shakmaty::Color::White)
        ),
        Backup::Min => format!(
            "{} to move here: takes the smallest (MIN) of its children's values",
            tree.side_name(shakmaty::Color::Black)
        ),
    }
}

/// Paints the drawing and returns what was clicked.
#[allow(clippy::too_many_arguments)]
fn paint(
    ui: &Ui,
    painter: &egui::Painter,
    drawing: &Drawing,
    rect: Rect,
    zoom: f32,
    screen: &dyn Fn(Pos2) -> Pos2,
    context: &TreeViewContext<'_>,
    view_id: egui::Id,
) -> Option<Item> {
    let visuals = ui.visuals();
    let dark_mode = visuals.dark_mode;
    let text_size = drawing.text_size * zoom;
    let box_height = drawing.box_height * zoom;
    let rect_of =
        |node: &DrawnNode| Rect::from_center_size(screen(node.centre), vec2(node.width * zoom, box_height));

    // Edges first, so the boxes cover their ends.
    for node in &drawing.nodes {
        let Some(parent) = node.parent.and_then(|index| drawing.nodes.get(index)) else {
            continue;
        };
        let from = rect_of(parent).center_bottom();
        let to = rect_of(node).center_top();
        let stroke = if node.on_pv {
            Stroke::new(3.5, pv_color(dark_mode))
        } else if node.pruned || matches!(node.item, Item::More { .. }) || !node.revealed {
            Stroke::new(1.0, visuals.weak_text_color())
        } else {
            Stroke::new(1.5, visuals.text_color().gamma_multiply(0.7))
        };
        if node.pruned {
            painter.add(egui::Shape::dashed_line(&[from, to], stroke, 5.0, 4.0));
        } else {
            painter.line_segment([from, to], stroke);
        }
    }

    let mut clicked = None;
    for node in &drawing.nodes {
        let node_rect = rect_of(node);
        if !rect.intersects(node_rect.expand(text_size * 1.5)) {
            continue;
        }
        draw_node(painter, visuals, node, node_rect, text_size, zoom);
        if context.focus.is_some() && node.item == Item::Node(context.focus) {
            painter.rect_stroke(
                node_rect.expand(4.0 * zoom.max(0.5)),
                CornerRadius::same(6),
                Stroke::new(2.5, visuals.text_color()),
                StrokeKind::Outside,
            );
        }
        // Only what is wholly in sight can be clicked (and is told to screen readers): a node
        // cut by the edge of the view is not "on screen".
        if !rect.contains_rect(node_rect) {
            continue;
        }
        let id = view_id.with(("tree-node", node_key(node.item)));
        let response = ui.interact(node_rect, id, Sense::click());
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &node.accessible));
        if response.on_hover_text(&node.hover).clicked() {
            clicked = Some(node.item);
        }
    }

    // The value on its way up: from the child being backed up or returning, to its parent.
    let stepper = context.stepper;
    if context.animation < 1.0
        && let Some(child) = travelling_child(stepper)
        && let Some(child_node) = drawing
            .nodes
            .iter()
            .find(|node| node.item == Item::Node(Some(child)))
        && let Some(parent_node) = child_node.parent.and_then(|index| drawing.nodes.get(index))
        && let Some(value) = stepper.tree().get(child).and_then(|node| node.value())
    {
        let (from, to) = (screen(child_node.centre), screen(parent_node.centre));
        let t = if stepper.went_back() {
            1.0 - context.animation
        } else {
            context.animation
        };
        let position = from + (to - from) * ease(t);
        let text = stepper.tree().display_value(value);
        let chip = Rect::from_center_size(
            position,
            vec2(text_size * (1.2 + 0.6 * text.len() as f32), text_size * 1.6),
        );
        painter.rect_filled(chip, CornerRadius::same(12), ARRIVING);
        painter.text(
            position,
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(text_size),
            Color32::BLACK,
        );
        ui.ctx().request_repaint();
    }
    clicked
}

/// A stable key for a drawn item's interaction id.
fn node_key(item: Item) -> (i64, i64) {
    match item {
        Item::Node(None) => (-1, -1),
        Item::Node(Some(id)) => (id.level as i64, i64::from(id.index)),
        Item::More { parent: None, .. } => (-2, -1),
        Item::More { parent: Some(id), .. } => (-3 - id.level as i64, i64::from(id.index)),
    }
}

/// Draws one node: MAX nodes as boxes, MIN nodes as pills, folded families as dashed pills.
fn draw_node(
    painter: &egui::Painter,
    visuals: &egui::Visuals,
    node: &DrawnNode,
    rect: Rect,
    text_size: f32,
    zoom: f32,
) {
    let color = chooser_color(node.chooser, visuals.dark_mode);
    let radius = match (node.item, node.chooser) {
        (Item::More { .. }, _) | (_, Backup::Min) => {
            CornerRadius::same((rect.height() / 2.0).min(255.0) as u8)
        }
        (_, Backup::Max) => CornerRadius::same((3.0 * zoom).clamp(1.0, 8.0) as u8),
    };
    let muted = node.pruned || !node.revealed || matches!(node.item, Item::More { .. });
    let fill = if muted {
        visuals.faint_bg_color
    } else if node.highlighted {
        // The nodes the step acts on stand out by their fill as well as their border.
        visuals.extreme_bg_color.lerp_to_gamma(color, 0.18)
    } else {
        visuals.extreme_bg_color
    };
    painter.rect_filled(rect, radius, fill);
    // Muted text keeps a contrast of about 5:1 on either theme.
    let muted_text = if visuals.dark_mode {
        Color32::from_gray(175)
    } else {
        Color32::from_gray(90)
    };
    let stroke_color = if muted { muted_text } else { color };
    let stroke_width = if node.highlighted { 4.0 } else { 2.0 };
    painter.rect_stroke(
        rect,
        radius,
        Stroke::new(stroke_width, stroke_color),
        StrokeKind::Inside,
    );
    let text_color = if muted { muted_text } else { visuals.text_color() };
    let value_color = if node.score_only { muted_text } else { color };
    let font = FontId::proportional(text_size);
    let line = text_size * 0.6;
    match &node.value {
        Some(value) => {
            painter.text(
                rect.center() - vec2(0.0, line),
                Align2::CENTER_CENTER,
                &node.label,
                font.clone(),
                text_color,
            );
            painter.text(
                rect.center() + vec2(0.0, line),
                Align2::CENTER_CENTER,
                value,
                font,
                value_color,
            );
        }
        None => {
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                &node.label,
                font,
                text_color,
            );
        }
    }
    if node.pruned {
        // Crossed out: alpha-beta skipped it. Thin and faint, so the move stays readable.
        let cross = Stroke::new(1.2, visuals.weak_text_color().gamma_multiply(0.6));
        painter.line_segment([rect.left_top(), rect.right_bottom()], cross);
        painter.line_segment([rect.left_bottom(), rect.right_top()], cross);
    }
    if let Some(window) = &node.window {
        painter.text(
            rect.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            window,
            FontId::proportional(text_size * WINDOW_TEXT),
            visuals.text_color().gamma_multiply(0.8),
        );
    }
}

/// The child whose value travels up in the current step, when the step moves exactly one value.
fn travelling_child(stepper: &Stepper) -> Option<NodeId> {
    match stepper.replay().step(stepper.step()) {
        Step::Backup { level, children, .. } if children.len() == 1 => {
            Some(NodeId::new(level, children.start))
        }
        Step::Return { node, .. } => Some(node),
        _ => None,
    }
}

/// Smooth start and stop for the travelling value.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}
