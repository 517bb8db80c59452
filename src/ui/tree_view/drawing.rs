//! What the tree view draws for a step, and where: the root, the path to every node the step
//! acts on (and to the focus, and at the end the expected line), those nodes' families (whole
//! when they fit, else folded into "+N more"), each node's texts from the replay, all laid out
//! tidily.

use std::collections::HashSet;

use egui::{FontId, Pos2, Rect, Ui, Vec2, pos2, vec2};

use crate::course::tree_layout::{Gaps, TreeShape, tidy_centres};
use crate::engine::replay::Step;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::names::{status_name, tree_side_whose};
use crate::ui::node_words::{
    at_quiescence_limit, could_stand_pat, expectation_words, horizon_words, node_name, ordered_by_badge,
    quiescence_limit_hint, stand_pat_hint, technique_badge, transposition_hint, transposition_mark,
    value_words,
};
use crate::ui::palette::chooser_at;
use crate::ui::players;
use crate::ui::stepper::Stepper;
use crate::ui::widgets::font_width;

use window::{WindowTime, window_lines, window_said};

mod window;

use super::{DrawingKey, FOLD_ABOVE, NODE_HEIGHT_IN_TEXT, WHOLE_TREE_NODES, WINDOW_HEIGHT_IN_TEXT};

/// The gap between a node's box and the [α, β] under it, in text sizes.
const WINDOW_GAP: f32 = 0.15;
/// The radius of a MIN node's corners, relative to its height: round enough to read as round
/// beside MAX's square boxes, square enough that its two lines of text fit with small margins.
pub(super) const MIN_CORNER: f32 = 0.3;

/// One thing drawn: a node (`None`: the root) or a folded family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Item {
    Node(Option<NodeId>),
    More { parent: Option<NodeId>, hidden: usize },
}

#[derive(Clone, Debug)]
pub(super) struct DrawnNode {
    pub(super) item: Item,
    /// The index of its parent in the drawing.
    pub(super) parent: Option<usize>,
    /// Its centre in the drawing's space (points at zoom 1).
    pub(super) centre: Pos2,
    pub(super) width: f32,
    pub(super) label: String,
    pub(super) value: Option<String>,
    /// α and β as they stood when alpha-beta entered the node, depth first: "α 3" over "β +∞",
    /// two short lines under the node (narrower than "[3, +∞]", and each bound says its name).
    pub(super) window: Option<[String; 2]>,
    pub(super) chooser: Backup,
    /// A chance node: nobody chooses there (drawn with pointed ends, in chance's colour).
    pub(super) chance: bool,
    /// An outcome of a chance node: its probability, written on the edge from its parent.
    pub(super) probability: Option<String>,
    pub(super) revealed: bool,
    pub(super) pruned: bool,
    pub(super) highlighted: bool,
    /// True if the edge from its parent is on the principal variation (shown only at the end).
    pub(super) on_pv: bool,
    /// True when `value` is only the static score, in brackets, before any value came up.
    pub(super) score_only: bool,
    /// True for a transposition: its value came from the table, and a click goes to the node
    /// that searched its position.
    pub(super) transposition: bool,
    /// Killer moves or the history heuristic tried its move early: the badge's letter ("K",
    /// "H") on its corner and the hover saying why.
    pub(super) badge: Option<(String, String)>,
    /// What a screen reader (and a test) calls it.
    pub(super) accessible: String,
    pub(super) hover: String,
}

#[derive(Clone, Debug)]
pub(super) struct Drawing {
    pub(super) key: DrawingKey,
    pub(super) nodes: Vec<DrawnNode>,
    /// The size of the whole drawing, in points at zoom 1.
    pub(super) size: Vec2,
    /// The text size at zoom 1.
    pub(super) text_size: f32,
    pub(super) box_height: f32,
    /// The places the current step acts on or talks about, as indexes into `nodes`; the first
    /// matters most.
    pub(super) interest: Vec<usize>,
    /// The same with the parents and children of the nodes the story names: what the view
    /// frames whenever it fits.
    pub(super) frame: Vec<usize>,
    /// What the camera tries to show, from the most to the least: the frame with the expected
    /// line or the moves just pruned; the frame; the named nodes with their families; with
    /// their parents; alone; what the step acts on.
    pub(super) wishes: Vec<Vec<usize>>,
    /// The nodes the person focused or the lesson's step names or asks about.
    pub(super) named: Vec<usize>,
    /// The same with their parents and children.
    pub(super) family: Vec<usize>,
    /// Where the depth ends, when nodes beyond it (quiescence search's) are drawn: the height in
    /// the drawing between the last level of the depth and the first beyond it.
    pub(super) horizon: Option<f32>,
    /// The height of the [α, β] block under a node that shows one (points at zoom 1).
    pub(super) window_height: f32,
    /// The size of the [α, β] text, relative to the nodes' text.
    pub(super) window_text: f32,
    /// The families drawn whole that could be folded (more than [`FOLD_ABOVE`] children, not
    /// opened by the person), by their parents (`None`: the root), with the parent's depth: the
    /// view folds them, deepest first, while the drawing is wider than the view.
    pub(super) foldable: Vec<(Option<NodeId>, usize)>,
}

impl Drawing {
    /// The box of node `node`, in the drawing's space.
    pub(super) fn box_rect(&self, node: &DrawnNode) -> Rect {
        Rect::from_center_size(node.centre, vec2(node.width, self.box_height))
    }

    /// The [α, β] block under node `node`, if it shows one, in the drawing's space: a small gap
    /// under its box, as wide as its lines.
    pub(super) fn window_rect(&self, node: &DrawnNode) -> Option<Rect> {
        node.window.as_ref()?;
        let top = node.centre.y + self.box_height / 2.0 + self.text_size * WINDOW_GAP;
        // A node is laid out at least as wide as its [α, β] lines.
        Some(Rect::from_min_max(
            pos2(node.centre.x - node.width / 2.0, top),
            pos2(node.centre.x + node.width / 2.0, top + self.window_height),
        ))
    }

    /// The index of the node at `place` (`None`: the root), if it is drawn.
    pub(super) fn index_of(&self, place: Option<NodeId>) -> Option<usize> {
        self.nodes.iter().position(|node| node.item == Item::Node(place))
    }

    /// The rectangle round the footprints of the nodes at `indexes`, if any is drawn.
    pub(super) fn union(&self, indexes: &[usize]) -> Option<Rect> {
        indexes
            .iter()
            .filter_map(|&index| self.nodes.get(index))
            .map(|node| self.footprint(node))
            .reduce(|union, rect| union.union(rect))
    }

    /// What node `node` takes in the drawing: its box and the [α, β] under it. The view frames
    /// footprints, so that a node's bounds are never cut off.
    pub(super) fn footprint(&self, node: &DrawnNode) -> Rect {
        let rect = self.box_rect(node);
        self.window_rect(node).map_or(rect, |window| rect.union(window))
    }
}

/// How much of the tree a drawing shows around what matters. The view asks for less when the
/// nodes a step names do not fit side by side at a readable size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Detail {
    /// A small tree whole; a big one's paths to what matters, with those nodes' children and
    /// the first few of every family on the way.
    Full,
    /// Only the paths and their families, even for a small tree: a node off every path keeps
    /// its subtree folded away.
    Paths,
    /// Only the paths: a family shows just the moves on a path (the rest as "+N more"), and the
    /// nodes at the ends of the paths keep their children folded, so that named nodes far
    /// apart in the tree stand side by side.
    Lean,
}

/// What a drawing is built around, besides the replay's step.
pub(super) struct Around<'a> {
    /// The node the person clicked (or the lesson focused).
    pub(super) focus: Option<NodeId>,
    /// The places the lesson's step names or asks about.
    pub(super) story: &'a [Option<NodeId>],
    /// The parents (`None`: the root) whose children are all drawn.
    pub(super) unfolded: &'a HashSet<Option<NodeId>>,
    /// The parents whose families of more than [`FOLD_ABOVE`] children are folded (the others
    /// are drawn whole): those that did not fit the view's width.
    pub(super) folded: &'a HashSet<Option<NodeId>>,
    /// How many children a folded family shows before its "+N more" ([`super::FOLD_SHOWN`], fewer in
    /// a view too narrow for that many).
    pub(super) first_few: usize,
    /// How much to draw around them.
    pub(super) detail: Detail,
    /// The size of the [α, β] text, relative to the nodes' text (as large in projector mode).
    pub(super) window_text: f32,
}

/// Decides what to draw for this step and lays it out.
pub(super) fn build_drawing(
    ui: &Ui,
    stepper: &Stepper,
    around: &Around<'_>,
    key: DrawingKey,
    text_size: f32,
) -> Drawing {
    let Around {
        focus,
        story,
        unfolded,
        folded,
        first_few,
        detail,
        window_text,
    } = *around;
    let tree = stepper.tree();
    let replay = stepper.replay();
    let step = stepper.step();
    let at_end = step == replay.last_step();
    let pv: Vec<NodeId> = if at_end && !stepper.hides_choice() {
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
    wanted.extend(story.iter().flatten().copied());
    wanted.extend(pv.iter().copied());
    wanted.extend(pruned_now.iter().copied());
    let mut on_path: HashSet<NodeId> = HashSet::new();
    let mut ancestors: HashSet<NodeId> = HashSet::new();
    for &id in &wanted {
        let path = tree.path_to(id);
        ancestors.extend(path.iter().take(path.len().saturating_sub(1)).copied());
        on_path.extend(path);
    }
    let whole = detail == Detail::Full && tree.node_count() <= WHOLE_TREE_NODES;
    // The nodes the lesson's step names, and the nodes above them, are drawn even before the
    // replay reaches them: a question about C2 needs C2 on screen. Unreached, they are empty
    // boxes with their names, no value and no pruned mark, so the answer stays back.
    let named_ahead: HashSet<NodeId> = story.iter().flatten().flat_map(|&id| tree.path_to(id)).collect();

    let mut builder = Builder {
        tree,
        stepper,
        on_path: &on_path,
        named_ahead: &named_ahead,
        ancestors: (detail == Detail::Lean).then_some(&ancestors),
        unfolded,
        folded,
        first_few,
        whole,
        pv: &pv,
        nodes: Vec::new(),
        children: Vec::new(),
        foldable: Vec::new(),
    };
    builder.visit(None, None, 0);
    let Builder {
        mut nodes,
        children,
        foldable,
        ..
    } = builder;

    // Sizes in points at zoom 1: text as large as the body text.
    let font = FontId::proportional(text_size);
    let measure = |text: &str| font_width(ui, text, font.clone());
    let small = FontId::proportional(text_size * window_text);
    for node in &mut nodes {
        // The [α, β] lines hang under the box: the node is laid out at least as wide as they are.
        let window = node.window.as_ref().map_or(0.0, |lines| {
            lines
                .iter()
                .map(|line| font_width(ui, line, small.clone()))
                .fold(0.0, f32::max)
        });
        let text = measure(&node.label).max(node.value.as_deref().map_or(0.0, &measure));
        // A pill's round ends (and a chance node's pointed ones) take room from its text, and a
        // pill is at least as wide as high so that it stays a pill. A MIN node's corners are
        // rounded less than a pill's ([`MIN_CORNER`]), so it needs little more room than a box,
        // which only needs a margin round its text. Tight, so that a family of twenty moves,
        // and a lesson's or a practice tree's leaves, fit side by side at a readable size.
        let pill = node.chance || matches!(node.item, Item::More { .. });
        let (ends, narrowest) = if pill {
            (text_size * 1.3, text_size * NODE_HEIGHT_IN_TEXT)
        } else if node.chooser == Backup::Min {
            (text_size * 0.6, text_size * 2.0)
        } else {
            (text_size * 0.6, text_size * 1.8)
        };
        node.width = (text + ends).clamp(narrowest, text_size * 9.0).max(window);
    }
    let widths: Vec<f32> = nodes.iter().map(|node| node.width).collect();
    // A family the person opened may be wider than the view: its parent is drawn over the child
    // on the way to the node the step names (or the person focused), not over the family's
    // middle, so that the two stay in sight together and the story reads straight down.
    let followed: HashSet<NodeId> = focus
        .into_iter()
        .chain(story.iter().flatten().copied())
        .flat_map(|id| tree.path_to(id))
        .collect();
    let over: Vec<Option<usize>> = nodes
        .iter()
        .zip(&children)
        .map(|(node, family)| match node.item {
            Item::Node(place) if unfolded.contains(&place) => family.iter().copied().find(|&child| {
                nodes
                    .get(child)
                    .is_some_and(|drawn| matches!(drawn.item, Item::Node(Some(id)) if followed.contains(&id)))
            }),
            _ => None,
        })
        .collect();
    let shows_windows = nodes.iter().any(|node| node.window.is_some());
    let xs = tidy_centres(
        &TreeShape {
            children: &children,
            widths: &widths,
            over: &over,
        },
        // Under the boxes, the [α, β] lines of neighbours need a clear gap between them.
        Gaps {
            siblings: text_size * if shows_windows { 0.5 } else { 0.15 },
            cousins: text_size * 0.4,
        },
    );
    let box_height = text_size * NODE_HEIGHT_IN_TEXT;
    let window_height = text_size * window_text * WINDOW_HEIGHT_IN_TEXT;
    // Under a box: its [α, β] lines when shown, then room for the edges to its children (and
    // for a chance node's probabilities on them).
    let shows_probabilities = nodes.iter().any(|node| node.probability.is_some());
    let under_box = if shows_windows {
        text_size * WINDOW_GAP + window_height
    } else {
        0.0
    };
    let edges = if shows_probabilities { 2.0 } else { 1.0 };
    let gap = under_box / text_size + edges;
    let row = box_height + text_size * gap;
    let mut depth = vec![0_usize; nodes.len()];
    for index in 0..nodes.len() {
        if let Some(parent) = nodes[index].parent {
            depth[index] = depth[parent] + 1;
        }
    }
    let deepest = depth.iter().copied().max().unwrap_or(0);
    // The root is row 0 and level k row k + 1: rows past the depth's last (`tree.depth()`) are
    // quiescence search's. They sit lower by a gap, where the horizon is drawn with its words.
    let last_row = tree.depth();
    let horizon_gap = if deepest > last_row { text_size * 1.2 } else { 0.0 };
    let top_of =
        |row_index: usize| row * row_index as f32 + if row_index > last_row { horizon_gap } else { 0.0 };
    for (index, node) in nodes.iter_mut().enumerate() {
        node.centre = pos2(xs[index], box_height / 2.0 + top_of(depth[index]));
    }
    let width = nodes
        .iter()
        .map(|node| node.centre.x + node.width / 2.0)
        .fold(0.0, f32::max);
    let height = top_of(deepest) + box_height + under_box;
    // The horizon runs halfway between the depth's last boxes and the first row beyond.
    let horizon = (deepest > last_row).then(|| (top_of(last_row) + box_height + top_of(last_row + 1)) / 2.0);
    let index_of = |place: Option<NodeId>| nodes.iter().position(|node| node.item == Item::Node(place));
    // What the step acts on, the node the person or the lesson focused, and the nodes the
    // lesson's story names or asks about.
    let mut interest: Vec<usize> = Vec::new();
    for place in acted
        .iter()
        .copied()
        .chain(focus.map(Some))
        .chain(story.iter().copied())
    {
        if let Some(index) = index_of(place)
            && !interest.contains(&index)
        {
            interest.push(index);
        }
    }
    // The named nodes are framed with their parents and children, so that the class sees where
    // a value comes from and where it goes.
    let named: Vec<usize> = focus
        .map(Some)
        .into_iter()
        .chain(story.iter().copied())
        .filter_map(index_of)
        .collect();
    let with_parents: Vec<usize> = named
        .iter()
        .flat_map(|&index| std::iter::once(index).chain(nodes[index].parent))
        .collect();
    let mut family = with_parents.clone();
    for &index in &named {
        family.extend(children.get(index).into_iter().flatten().copied());
    }
    let mut frame = interest.clone();
    frame.extend(family.iter().copied());
    // At the end the whole expected line is worth showing, when it fits; at a cutoff, the moves
    // it prunes.
    let mut also = frame.clone();
    also.extend(pv.iter().filter_map(|&id| index_of(Some(id))));
    also.extend(pruned_now.iter().filter_map(|&id| index_of(Some(id))));
    Drawing {
        key,
        nodes,
        size: vec2(width, height),
        text_size,
        box_height,
        wishes: vec![
            also,
            frame.clone(),
            family.clone(),
            with_parents,
            named.clone(),
            interest.clone(),
        ],
        interest,
        frame,
        named,
        family,
        horizon,
        window_height,
        window_text,
        foldable,
    }
}

/// Walks the tree from the root, choosing what to draw.
struct Builder<'a> {
    tree: &'a SearchTree,
    stepper: &'a Stepper,
    on_path: &'a HashSet<NodeId>,
    /// The nodes the lesson's step names and the nodes above them: drawn (with their names)
    /// even before the replay reaches them.
    named_ahead: &'a HashSet<NodeId>,
    /// In a lean drawing, the nodes above a node that matters: only they show their children.
    ancestors: Option<&'a HashSet<NodeId>>,
    unfolded: &'a HashSet<Option<NodeId>>,
    folded: &'a HashSet<Option<NodeId>>,
    /// How many children a folded family shows.
    first_few: usize,
    whole: bool,
    pv: &'a [NodeId],
    nodes: Vec<DrawnNode>,
    children: Vec<Vec<usize>>,
    /// The families drawn whole that the view may fold, with their parents' depths.
    foldable: Vec<(Option<NodeId>, usize)>,
}

impl Builder<'_> {
    fn visit(&mut self, place: Option<NodeId>, parent: Option<usize>, depth: usize) {
        let index = self.push(Item::Node(place), parent);
        // Children are drawn under the root, and under a node the replay has reached whose
        // family is wanted (every family when the tree is drawn whole). A family the person
        // opened is drawn in every detail: a leaner drawing that left it out would undo the click.
        let expanded = match (place, self.ancestors) {
            (None, _) => true,
            (Some(id), _) if self.unfolded.contains(&place) && self.reached_or_named(id) => true,
            (Some(id), Some(ancestors)) => ancestors.contains(&id) && self.reached_or_named(id),
            (Some(id), None) => (self.whole || self.on_path.contains(&id)) && self.reached_or_named(id),
        };
        if !expanded {
            return;
        }
        let mut children: Vec<NodeId> = match place {
            None => self.tree.root_children().collect(),
            Some(id) => self.tree.children_of(id).collect(),
        };
        // While a question asks how many nodes there are, nodes the replay has not reached are not
        // drawn at all: their "?" boxes (or a "+N more") would count the answer out. Those the
        // step names stay: the class is told of them already.
        if self.stepper.hides_counts() {
            children
                .retain(|&child| self.stepper.node_view(child).revealed || self.named_ahead.contains(&child));
        }
        // A lean drawing shows only the moves on the paths; else a small family is drawn whole,
        // and a large one too unless the view folded it (it did not fit).
        let lean = self.ancestors.is_some();
        let chosen = self.whole || self.unfolded.contains(&place);
        let small = children.len() <= FOLD_ABOVE;
        let everyone = chosen || (!lean && (small || !self.folded.contains(&place)));
        if everyone && !chosen && !small {
            self.foldable.push((place, depth));
        }
        let first_few = if lean { 0 } else { self.first_few };
        let mut hidden = 0;
        for (rank, &child) in children.iter().enumerate() {
            if everyone || rank < first_few || self.on_path.contains(&child) {
                self.visit(Some(child), Some(index), depth + 1);
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

    /// True if the replay has reached node `id` (as far as the secrets let it show), or the
    /// lesson's step names it or a node below it.
    fn reached_or_named(&self, id: NodeId) -> bool {
        self.stepper.node_view(id).revealed || self.named_ahead.contains(&id)
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
        let mut mark = None;
        let mut node = DrawnNode {
            item,
            parent,
            centre: Pos2::ZERO,
            width: 0.0,
            label: String::new(),
            value: None,
            window: None,
            chooser,
            chance: false,
            probability: None,
            revealed: true,
            pruned: false,
            highlighted: false,
            on_pv: false,
            score_only: false,
            badge: None,
            transposition: false,
            accessible: String::new(),
            hover: String::new(),
        };
        match item {
            Item::More {
                parent: family,
                hidden,
            } => {
                node.label = tr_args("tree-more", &[("count", hidden.into())]);
                node.accessible = match family {
                    Some(id) => tr_args(
                        "tree-more-said",
                        &[("count", hidden.into()), ("parent", tree.san_of(id).into())],
                    ),
                    None => tr_args("tree-more-said-root", &[("count", hidden.into())]),
                };
                node.hover = tr("tree-more-hint");
                // A folded family is drawn in its parent's colour.
                node.chooser = chooser_at(tree, family);
            }
            Item::Node(None) => {
                let (value, is_final) = self.stepper.root_value();
                node.label = tr("node-root");
                node.value = value.map(|value| {
                    if is_final {
                        tree.display_value(value)
                    } else {
                        format!("{}…", tree.display_value(value))
                    }
                });
                node.highlighted = matches!(replay.step(step), Step::Choice { .. } | Step::Start);
                node.accessible = match &node.value {
                    Some(value) => tr_args("node-root-value", &[("value", value.as_str().into())]),
                    None => tr("node-root"),
                };
                node.hover =
                    players::node_hint(tree, None).unwrap_or_else(|| chooser_words(tree, node.chooser));
                // Depth first with alpha-beta, the root's α and β as they stand now (unless a
                // question keeps the root's values back).
                let depth_first = replay.order() == crate::engine::replay::Order::DepthFirst;
                if depth_first && tree.algorithm().prunes() && !self.stepper.hides_choice() {
                    let (alpha, beta) = replay.window(step, None);
                    let lines = window_lines(tree, alpha, beta);
                    let window = lines.join(", ");
                    node.accessible
                        .push_str(&window_said("tree-said-now", tree, alpha, beta));
                    node.hover.push('\n');
                    node.hover
                        .push_str(&tr_args("tree-root-window-hint", &[("window", window.into())]));
                    node.window = Some(lines);
                }
            }
            Item::Node(Some(id)) => {
                let view = self.stepper.node_view(id);
                let status = tree.get(id).map(|n| n.status());
                node.probability = tree.probability_of(id).map(|probability| probability.to_string());
                let name = format!("({})", node_name(id));
                // A chance node's shape is part of the tree as drawn, like its label.
                node.chance = view.revealed && tree.is_chance(id);
                node.revealed = view.revealed;
                node.highlighted = view.highlighted;
                node.pruned = view.revealed && status == Some(Status::Pruned);
                node.on_pv = self.pv.contains(&id);
                if !view.revealed && self.named_ahead.contains(&id) {
                    // Named by the lesson's step, not reached yet: its name in an empty box.
                    node.label = tree.san_of(id);
                    node.accessible = tr_args(
                        "tree-said-not-reached",
                        &[
                            ("label", node.label.as_str().into()),
                            ("name", name.as_str().into()),
                        ],
                    );
                    node.hover = tr("tree-named-ahead-hint");
                } else if !view.revealed {
                    node.label = String::from("?");
                    node.accessible = format!("? {name}");
                    node.hover = tr("tree-not-reached-hint");
                } else if node.pruned {
                    node.label = tree.san_of(id);
                    node.accessible = tr_args(
                        "tree-said-pruned",
                        &[
                            ("label", node.label.as_str().into()),
                            ("name", name.as_str().into()),
                        ],
                    );
                    node.hover = tr("tree-pruned-hint");
                } else {
                    node.label = tree.san_of(id);
                    node.value = view.value.map(|value| {
                        if view.value_final {
                            tree.display_node_value(id, value)
                        } else {
                            format!("{}…", tree.display_value(value))
                        }
                    });
                    // A value the class is asked about shows as a question mark.
                    if self.stepper.hides_value(id) {
                        node.value = Some(String::from("?"));
                    }
                    // Before any value has come up, a chess position shows its own static
                    // score, in brackets: what the evaluation says without looking further.
                    if node.value.is_none()
                        && tree.game().scores_inner_nodes()
                        && !self.stepper.hides_score(id)
                        && let Some(score) = tree.get(id).and_then(|n| n.static_score())
                    {
                        node.value = Some(format!("({})", tree.display_value(score)));
                        node.score_only = true;
                    }
                    let window = replay.entered_window(id);
                    let shown = window.map(|entered| self.shown_window(id, entered));
                    node.window = shown.map(|shown| window_lines(tree, shown.alpha, shown.beta));
                    node.accessible = match &node.value {
                        Some(value) => format!("{} {name}: {value}", node.label),
                        None => format!("{} {name}", node.label),
                    };
                    if let Some((alpha, beta)) = window {
                        node.accessible
                            .push_str(&window_said("tree-said-entered", tree, alpha, beta));
                    }
                    if let Some(shown) = shown.filter(|shown| shown.when != WindowTime::Entered) {
                        let id = match shown.when {
                            WindowTime::Now => "tree-said-now",
                            WindowTime::Returned => "tree-said-ended",
                            WindowTime::Earlier | WindowTime::Entered => "tree-said-earlier",
                        };
                        node.accessible
                            .push_str(&window_said(id, tree, shown.alpha, shown.beta));
                    }
                    node.hover = match status {
                        Some(status @ (Status::Checkmate | Status::Stalemate | Status::Draw)) => {
                            tr_args("tree-game-ends-hint", &[("status", status_name(status).into())])
                        }
                        _ if node.chance => {
                            // The sum gives the value: not while a question keeps it back.
                            match expectation_words(tree, id) {
                                Some(sum) if view.value_final && !self.stepper.hides_value(id) => {
                                    tr_args("tree-chance-sum-hint", &[("sum", sum.into())])
                                }
                                _ => tr("tree-chance-hint"),
                            }
                        }
                        _ => players::node_hint(tree, Some(id))
                            .unwrap_or_else(|| chooser_words(tree, node.chooser)),
                    };
                    // A fraction below a chance node, shown rounded, says its exact value.
                    if view.value_final
                        && !self.stepper.hides_value(id)
                        && tree.exact_value_of(id).is_some()
                        && let Some(words) = value_words(tree, id)
                    {
                        node.hover.push('\n');
                        node.hover
                            .push_str(&tr_args("tree-exactly-hint", &[("words", words.as_str().into())]));
                        node.accessible
                            .push_str(&tr_args("tree-said-exactly", &[("words", words.into())]));
                    }
                    if node.chance {
                        node.accessible.push_str(&tr("tree-said-chance"));
                    }
                    if let Some(probability) = &node.probability {
                        node.accessible.push_str(&tr_args(
                            "tree-said-probability",
                            &[("probability", probability.as_str().into())],
                        ));
                    }
                    if node.score_only {
                        node.hover.push('\n');
                        node.hover.push_str(&tr("tree-static-score-hint"));
                    }
                    if let Some(hint) = transposition_hint(tree, id) {
                        node.transposition = true;
                        mark = transposition_mark(tree, id);
                        node.hover = format!("{hint}\n{}", node.hover);
                        if let Some(source) = tree.transposition_source(id) {
                            node.accessible.push_str(&tr_args(
                                "tree-said-transposition",
                                &[("node", node_name(source).into())],
                            ));
                        }
                    }
                    if could_stand_pat(tree, id) {
                        node.hover.push('\n');
                        node.hover.push_str(&stand_pat_hint());
                        node.accessible.push_str(&tr("tree-said-stand-pat"));
                    }
                    // Killer moves and history first; PVS, reductions and null moves after (their
                    // badge shows where the node has no other).
                    for badge in [
                        ordered_by_badge(tree, id),
                        technique_badge(tree, id, self.stepper.hides_value(id)),
                    ]
                    .into_iter()
                    .flatten()
                    {
                        node.hover.push('\n');
                        node.hover.push_str(&badge.hint);
                        node.accessible.push_str(&badge.said);
                        if node.badge.is_none() {
                            node.badge = Some((badge.letter, badge.hint));
                        }
                    }
                    if at_quiescence_limit(tree, id) {
                        mark = Some(String::from("⊣"));
                        node.hover.push('\n');
                        node.hover.push_str(&quiescence_limit_hint());
                        node.accessible.push_str(&tr("tree-said-limit"));
                    }
                    if tree.is_quiescence_level(id.level) {
                        node.hover.push_str(&format!("\n{}.", horizon_words(tree)));
                    }
                    if let (Some(window), Some(shown)) =
                        (node.window.as_ref().map(|lines| lines.join(", ")), shown)
                    {
                        let when = tr(match shown.when {
                            WindowTime::Now => "tree-window-now",
                            WindowTime::Returned => "tree-window-returned",
                            WindowTime::Entered if shown.kept_back => "tree-window-entered-kept",
                            WindowTime::Entered => "tree-window-entered",
                            WindowTime::Earlier => "tree-window-earlier",
                        });
                        node.hover.push('\n');
                        node.hover.push_str(&tr_args(
                            "tree-window-hint",
                            &[("window", window.into()), ("when", when.into())],
                        ));
                    }
                }
            }
        }
        // A long label (an abstract tree's author may write one) is cut to fit a box; the whole
        // of it is in the hover text and for screen readers.
        const LONGEST_LABEL: usize = 12;
        if node.label.chars().count() > LONGEST_LABEL {
            node.hover = format!("{}\n{}", node.label, node.hover);
            node.label = node.label.chars().take(LONGEST_LABEL - 1).collect::<String>() + "…";
        }
        // A transposition's mark follows its move, whole.
        if let Some(mark) = mark {
            node.label = format!("{} {mark}", node.label);
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
    let (id, color) = match chooser {
        Backup::Max => ("tree-max-hint", shakmaty::Color::White),
        Backup::Min => ("tree-min-hint", shakmaty::Color::Black),
    };
    // The side in the form "whose turn": "των μαύρων" in Greek, "de las negras" in Spanish.
    tr_args(id, &[("side", tree_side_whose(tree, color).into())])
}
