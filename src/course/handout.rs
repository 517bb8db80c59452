//! Handouts: a tree drawn as SVG (and PNG) for paper, in an answer copy and a student copy,
//! the node arrays as CSV, and the search's code with its trace ([`trace_sheet`]).
//!
//! A handout is made in three steps. [`sketch_of_tree`] chooses what to draw from a search
//! tree (every node of a small tree; the root's moves and the principal variation's
//! neighbourhood of a big one) and writes each node's texts. [`svg`] lays the sketch out with the
//! tidy layout the window uses ([`crate::course::tree_layout`]) and draws it for a printer: black
//! text on white, MAX as square boxes and MIN as round pills in the palette's colours, so shape
//! alone tells them apart on a greyscale printer; a chance node is a box with pointed ends, and
//! the edges to its outcomes carry their probabilities. [`png`] rasterises the SVG with resvg, with the
//! DejaVu Sans font built into the program, so a PNG is the same on every machine.
//!
//! The student copy is the same drawing with the answers left out: leaf values only, the inner
//! boxes empty and big enough to write a number in, a line for a name. Both copies of one sketch
//! have the same size and every box in the same place, so the answer copy lays over a student's
//! sheet as a key. For an alpha-beta tree, [`with_every_leaf`] draws the whole tree (from its
//! minimax search) with alpha-beta's values: a subtree alpha-beta cut off is drawn greyed under its
//! ✕ on the answer copy, not left out, so the student copy has every leaf to work from.

pub mod trace_sheet;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;

use crate::course::colours::{chance_rgb, chooser_rgb};
use crate::course::tree_layout::{Gaps, TreeShape, tidy_centres};
use crate::engine::eval::MATE;
use crate::engine::export::text::{push_csv_cell, push_int, push_short, push_unsigned};
use crate::engine::export::write_rows;
use crate::engine::replay::{Granularity, Order, Replay};
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};

/// The most nodes a sketch draws: a tree this size still prints legibly on a page or two, and a
/// bigger one is shown as the root's moves and the principal variation's neighbourhood.
pub const MAX_SKETCH_NODES: usize = 400;

/// Which copy of a handout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Copy {
    /// Everything the search found: values, α/β, pruned marks.
    Answer,
    /// Leaf values only; inner nodes are empty boxes to fill in.
    Student,
}

/// A tree to draw, already chosen: every node in pre-order, 0 the root.
#[derive(Clone, Debug, Default)]
pub struct Sketch {
    /// A title printed above the tree.
    pub title: String,
    /// The nodes, in pre-order.
    pub nodes: Vec<SketchNode>,
    /// The principal variation as sketch numbers, from the root's best move down (the root
    /// itself not included): the answer copy draws these edges bold.
    pub principal_variation: Vec<usize>,
}

/// One node of a [`Sketch`].
#[derive(Clone, Debug)]
pub struct SketchNode {
    /// The parent's number (`None` for the root).
    pub parent: Option<usize>,
    /// The children's numbers, left to right.
    pub children: Vec<usize>,
    /// Its name under the box: a label (`A1`) or a move in SAN (`Nf3`).
    pub label: String,
    /// Who chooses here (MAX square, MIN pill); `None` for a leaf.
    pub chooser: Option<Backup>,
    /// A chance node (pointed ends): nobody chooses, its value is the expectation.
    pub chance: bool,
    /// An outcome of a chance node: its probability (`"1/6"`), written on the edge to it.
    pub probability: Option<String>,
    /// A leaf: its value is printed on both copies.
    pub leaf: bool,
    /// The value as shown (`"3"`, `"≤2"`, `"+0.35"`); `None` if it has none (pruned).
    pub value: Option<String>,
    /// α and β as shown (`("3", "+∞")`), for alpha-beta answer copies.
    pub window: Option<(String, String)>,
    /// Pruned: never searched (drawn dashed, crossed on the answer copy).
    pub pruned: bool,
    /// Children not drawn (`+N more`), for a neighbourhood of a big tree.
    pub hidden_children: usize,
}

/// Chooses the whole tree (every stored node) as a sketch. Abstract trees are labelled with
/// their labels, chess trees with SAN. A tree of more than [`MAX_SKETCH_NODES`] nodes is
/// shown as the root, its moves, and the principal variation with its siblings; the rest is
/// folded into each drawn node's `hidden_children`.
///
/// An alpha-beta tree's α and β are worked out by a depth-first replay, which needs the tree
/// shared: this copies it (cheap for the small trees handouts are made of); a caller that holds
/// an `Arc` uses [`sketch_of_shared`].
pub fn sketch_of_tree(tree: &SearchTree, title: &str) -> Sketch {
    let replay = tree
        .algorithm()
        .prunes()
        .then(|| Replay::new(Arc::new(tree.clone()), Order::DepthFirst, Granularity::Level));
    build_sketch(tree, replay.as_ref(), title)
}

/// [`sketch_of_tree`] for a tree already shared, without copying it.
pub fn sketch_of_shared(tree: &Arc<SearchTree>, title: &str) -> Sketch {
    let replay = tree
        .algorithm()
        .prunes()
        .then(|| Replay::new(Arc::clone(tree), Order::DepthFirst, Granularity::Level));
    build_sketch(tree, replay.as_ref(), title)
}

/// Which children of a drawn node are drawn too.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shown {
    /// All of them.
    All,
    /// Only the next node of the principal variation.
    OnlyLine,
}

fn build_sketch(tree: &SearchTree, replay: Option<&Replay>, title: &str) -> Sketch {
    let pv = tree.principal_variation();
    // Whose children are drawn: every node's in a small tree; in a big one the root's and the
    // principal variation's, as far as the budget goes (always at least the line itself).
    let whole = tree.node_count() < MAX_SKETCH_NODES;
    let mut expanded: HashMap<Option<NodeId>, Shown> = HashMap::new();
    if !whole {
        let mut count = 1 + tree.levels().first().map_or(0, |level| level.nodes.len());
        expanded.insert(None, Shown::All);
        for &id in &pv {
            let children = tree.get(id).map_or(0, |node| node.child_count());
            if children == 0 {
                break;
            }
            if count + children <= MAX_SKETCH_NODES {
                expanded.insert(Some(id), Shown::All);
                count += children;
            } else {
                expanded.insert(Some(id), Shown::OnlyLine);
                count += 1;
            }
        }
    }
    let root_window = replay.map(|_| (tree.display_bound(-(MATE + 1)), tree.display_bound(MATE + 1)));
    let mut sketch = Sketch {
        title: title.to_string(),
        nodes: vec![SketchNode {
            parent: None,
            children: Vec::new(),
            label: String::from("root"),
            chooser: Some(tree.root_backup()),
            chance: false,
            probability: None,
            leaf: false,
            value: tree
                .levels()
                .first()
                .is_some_and(|level| !level.nodes.is_empty())
                .then(|| tree.display_value(tree.root_value())),
            window: root_window,
            pruned: false,
            hidden_children: 0,
        }],
        principal_variation: Vec::new(),
    };
    // Pre-order: a stack of (node, its parent's sketch number), children pushed right to left.
    let root_children: Vec<NodeId> = tree.root_children().collect();
    let mut stack: Vec<(NodeId, usize)> = root_children.iter().rev().map(|&id| (id, 0)).collect();
    while let Some((id, parent)) = stack.pop() {
        let Some(node) = tree.get(id) else {
            continue;
        };
        let number = sketch.nodes.len();
        if let Some(parent_node) = sketch.nodes.get_mut(parent) {
            parent_node.children.push(number);
        }
        if pv.contains(&id) {
            sketch.principal_variation.push(number);
        }
        let pruned = node.status() == Status::Pruned;
        let leaf = !pruned && node.child_count() == 0;
        let children: Vec<NodeId> = tree.children_of(id).collect();
        let shown: Vec<NodeId> = match (whole, expanded.get(&Some(id))) {
            (true, _) | (false, Some(Shown::All)) => children.clone(),
            (false, Some(Shown::OnlyLine)) => children
                .iter()
                .copied()
                .filter(|child| pv.contains(child))
                .collect(),
            (false, None) => Vec::new(),
        };
        let chooser = tree
            .levels()
            .get(id.level)
            .map(|level| Backup::of_mover(!level.mover));
        sketch.nodes.push(SketchNode {
            parent: Some(parent),
            children: Vec::new(),
            label: tree.san_of(id),
            chooser: if leaf { None } else { chooser },
            chance: node.is_chance(),
            probability: tree.probability_of(id).map(|probability| probability.to_string()),
            leaf,
            value: node.value().map(|value| tree.display_node_value(id, value)),
            window: if leaf {
                None
            } else {
                replay
                    .and_then(|replay| replay.entered_window(id))
                    .map(|(alpha, beta)| (tree.display_bound(alpha), tree.display_bound(beta)))
            },
            pruned,
            hidden_children: children.len() - shown.len(),
        });
        stack.extend(shown.iter().rev().map(|&child| (child, number)));
    }
    if let Some(root) = sketch.nodes.first_mut() {
        root.hidden_children = root_children.len().saturating_sub(root.children.len());
    }
    sketch
}

/// Returns the whole tree `full` (a minimax search's sketch: every node, every leaf's value) with
/// what `searched` (an alpha-beta search's sketch of the same tree, in the same move order) found:
/// its values, windows and principal variation. A node alpha-beta never searched is marked
/// pruned with everything below it: the answer copy greys that subtree under one ✕, and its
/// leaves keep their values (they are given, on both copies).
///
/// Why: alpha-beta stores a cut-off move but nothing below it, so its own sketch has fewer
/// nodes than the student's sheet; drawn from this, the answer copy and the student copy are the
/// same drawing. Where the two sketches do not match (a node's children differ), the extra nodes
/// of `full` are treated as cut off.
pub fn with_every_leaf(full: &Sketch, searched: &Sketch) -> Sketch {
    let mut merged = full.clone();
    merged.title.clone_from(&searched.title);
    // Which node of `merged` each node of `searched` is, to carry the principal variation over.
    let mut merged_of = vec![None; searched.nodes.len()];
    // Pairs (node of `merged`, node of `searched` or `None` when alpha-beta cut it off above).
    let mut stack: Vec<(usize, Option<usize>)> = if merged.nodes.is_empty() {
        Vec::new()
    } else {
        vec![(0, (!searched.nodes.is_empty()).then_some(0))]
    };
    while let Some((number, found)) = stack.pop() {
        let Some(node) = merged.nodes.get_mut(number) else {
            continue;
        };
        let match_of = found.and_then(|found| Some((found, searched.nodes.get(found)?)));
        let searched_children: &[usize] = match match_of {
            Some((found, other)) => {
                if let Some(slot) = merged_of.get_mut(found) {
                    *slot = Some(number);
                }
                node.pruned = other.pruned;
                node.window.clone_from(&other.window);
                if !other.pruned {
                    node.value.clone_from(&other.value);
                }
                if other.pruned { &[] } else { &other.children }
            }
            None => {
                node.pruned = true;
                node.window = None;
                &[]
            }
        };
        // A node never searched has no value of its own; a leaf's value is given all the same.
        if node.pruned && !node.leaf {
            node.value = None;
        }
        for (index, &child) in node.children.iter().enumerate() {
            stack.push((child, searched_children.get(index).copied()));
        }
    }
    merged.principal_variation = searched
        .principal_variation
        .iter()
        .filter_map(|&found| merged_of.get(found).copied().flatten())
        .collect();
    merged
}

// ----- Drawing -----

/// The font of every text: DejaVu Sans is built into the program for the PNG, and most
/// machines have it for the SVG; any sans-serif will do otherwise.
pub const FONT_FAMILY: &str = "DejaVu Sans, sans-serif";

/// The legend printed under the title on both copies.
pub const LEGEND: &str = "MAX (square) takes the largest value · MIN (round) takes the smallest";

/// The legend's end on a tree with chance nodes.
pub const CHANCE_LEGEND: &str = " · chance (pointed) takes the expectation";

/// Sizes, in SVG units (CSS pixels: 96 to the inch, so 38 units are 1 cm).
const MARGIN: f32 = 36.0;
const BOX_HEIGHT: f32 = 40.0;
/// The narrowest inner box: room for a two-digit number written by hand.
const INNER_WIDTH: f32 = 60.0;
const LEAF_WIDTH: f32 = 48.0;
const VALUE_SIZE: f32 = 17.0;
const LABEL_SIZE: f32 = 14.0;
const WINDOW_SIZE: f32 = 11.5;
const MORE_SIZE: f32 = 12.0;
const PROBABILITY_SIZE: f32 = 12.5;
const TITLE_SIZE: f32 = 22.0;
const LEGEND_SIZE: f32 = 14.0;
/// From one row's box tops to the next: box, label, "+N more", and room for the edges to fan out.
const ROW_HEIGHT: f32 = 118.0;
const GAPS: Gaps = Gaps {
    siblings: 14.0,
    cousins: 30.0,
};

/// An estimate of a text's width in DejaVu Sans, which is wide: about 0.62 of the font size a
/// character (digits 0.64), so 0.65 is kept on the safe side. Enough to keep texts apart.
fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.65
}

/// Escapes the characters XML gives a meaning to, so that any label or title is text.
fn xml(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            // XML 1.0 cannot hold other control characters at all; a space keeps the layout.
            c if c.is_control() && c != '\t' => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    escaped
}

/// The palette's colour for a chooser as `#rrggbb`, and a light tint of it for the fill (a
/// fifth of the colour on white: light enough for black text and for ink to write on).
fn colours(chooser: Backup) -> (String, String) {
    colours_of(chooser_rgb(chooser, false))
}

/// [`colours`] for any of the palette's colours.
fn colours_of([red, green, blue]: [u8; 3]) -> (String, String) {
    let tint = |channel: u8| 255 - (255 - u32::from(channel)) / 5;
    (
        format!("#{red:02x}{green:02x}{blue:02x}"),
        format!("#{:02x}{:02x}{:02x}", tint(red), tint(green), tint(blue)),
    )
}

/// The size of a node's box: wide enough for its value (both copies get the same boxes, so
/// the student copy lines up with the answers).
fn box_width(node: &SketchNode) -> f32 {
    let least = if node.leaf { LEAF_WIDTH } else { INNER_WIDTH };
    let value = node
        .value
        .as_deref()
        .map_or(0.0, |value| text_width(value, VALUE_SIZE) + 14.0);
    // A chance node's pointed ends take room from its text.
    let points = if node.chance { BOX_HEIGHT * 0.6 } else { 0.0 };
    least.max(value) + points
}

/// The width a node takes in its row: its box with α and β on either side, its label, its
/// "+N more".
fn layout_width(node: &SketchNode) -> f32 {
    let window = node.window.as_ref().map_or(0.0, |(alpha, beta)| {
        let side =
            text_width(&format!("α {alpha}"), WINDOW_SIZE).max(text_width(&format!("β {beta}"), WINDOW_SIZE));
        2.0 * (side + 6.0)
    });
    (box_width(node) + window)
        .max(text_width(&node.label, LABEL_SIZE))
        .max(text_width(&more_text(node.hidden_children), MORE_SIZE))
}

/// Where the edges to a node's children leave it: below its box, its label and its "+N more".
fn edge_start(node: &SketchNode, top: f32) -> f32 {
    let below_label = top + BOX_HEIGHT + LABEL_SIZE + 8.0;
    if node.hidden_children > 0 {
        below_label + MORE_SIZE + 4.0
    } else {
        below_label
    }
}

fn more_text(hidden: usize) -> String {
    if hidden == 0 {
        String::new()
    } else {
        format!("+{hidden} more")
    }
}

/// Draws a sketch as a standalone SVG document.
///
/// The answer copy shows every value, α and β beside the inner nodes of an alpha-beta tree, the
/// pruned nodes dashed with a ✕ on their edge, and the principal variation's edges bold. The
/// student copy shows the leaves' values only, with a line for the student's name.
pub fn svg(sketch: &Sketch, copy: Copy) -> String {
    let answers = copy == Copy::Answer;
    let count = sketch.nodes.len();
    // The shape for the layout, mended where the sketch is not a tree (a child number out of
    // range, or a node listed twice), so that every node is drawn once, somewhere.
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut placed = vec![false; count];
    let mut depth = vec![0_usize; count];
    if count > 0 {
        placed[0] = true;
    }
    for (number, node) in sketch.nodes.iter().enumerate() {
        for &child in &node.children {
            if child < count && !placed[child] && child != number {
                placed[child] = true;
                children[number].push(child);
            }
        }
    }
    // Depths, from the root down (pre-order numbers come after their parents, but the walk does
    // not rely on it).
    let mut stack = vec![0_usize];
    while let Some(node) = stack.pop().filter(|_| count > 0) {
        for &child in &children[node] {
            depth[child] = depth[node] + 1;
            stack.push(child);
        }
    }
    let widths: Vec<f32> = sketch.nodes.iter().map(layout_width).collect();
    let centres = tidy_centres(
        &TreeShape {
            children: &children,
            widths: &widths,
            over: &[],
        },
        GAPS,
    );
    let tree_width = (0..count)
        .map(|n| centres[n] + widths[n] / 2.0)
        .fold(0.0_f32, f32::max);
    let rows = depth.iter().copied().max().map_or(0, |deepest| deepest + 1);

    let name_line = "Name: ______________________________";
    // The answer copy's corner; the student copy keeps its room, blank.
    let corner = "Answers";
    let legend = if sketch.nodes.iter().any(|node| node.chance) {
        format!("{LEGEND}{CHANCE_LEGEND}")
    } else {
        LEGEND.to_string()
    };
    let header_width = (text_width(&sketch.title, TITLE_SIZE) + text_width(corner, LEGEND_SIZE) + 30.0)
        .max(text_width(&legend, LEGEND_SIZE))
        .max(text_width(name_line, LEGEND_SIZE));
    let content_width = tree_width.max(header_width);
    let width = (content_width + 2.0 * MARGIN).ceil();
    // Both copies keep the line for the student's name, so that their trees sit at the same height.
    let name_y = MARGIN + TITLE_SIZE + 10.0 + LEGEND_SIZE + 8.0 + LEGEND_SIZE + 12.0;
    let tree_top = name_y + 8.0 + 34.0;
    let height = (tree_top + rows.saturating_sub(1) as f32 * ROW_HEIGHT + BOX_HEIGHT + 50.0 + MARGIN).ceil();
    let left = MARGIN + (content_width - tree_width) / 2.0;
    let x_of = |n: usize| left + centres[n];
    let top_of = |n: usize| tree_top + depth[n] as f32 * ROW_HEIGHT;

    let mut out = String::new();
    let _ = writeln!(out, r##"<?xml version="1.0" encoding="UTF-8"?>"##);
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{FONT_FAMILY}">"##
    );
    let _ = writeln!(out, "<title>{}</title>", xml(&sketch.title));
    let _ = writeln!(
        out,
        r##"<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    let _ = writeln!(
        out,
        r##"<text x="{MARGIN}" y="{}" font-size="{TITLE_SIZE}" font-weight="bold" fill="#000000">{}</text>"##,
        MARGIN + TITLE_SIZE,
        xml(&sketch.title)
    );
    if answers {
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-size="{LEGEND_SIZE}" text-anchor="end" fill="#000000">{corner}</text>"##,
            width - MARGIN,
            MARGIN + TITLE_SIZE
        );
    }
    let _ = writeln!(
        out,
        r##"<text x="{MARGIN}" y="{}" font-size="{LEGEND_SIZE}" fill="#000000">{}</text>"##,
        MARGIN + TITLE_SIZE + 10.0 + LEGEND_SIZE,
        xml(&legend)
    );
    if !answers {
        let _ = writeln!(
            out,
            r##"<text x="{MARGIN}" y="{name_y}" font-size="{LEGEND_SIZE}" fill="#000000">{name_line}</text>"##
        );
    }

    // Edges first, so that the boxes cover their ends.
    let line: Vec<bool> = (0..count)
        .map(|n| sketch.principal_variation.contains(&n))
        .collect();
    for (parent, kids) in children.iter().enumerate() {
        for &child in kids {
            // From under the parent's label (and its "+N more"), so no edge crosses a text.
            let (x1, y1) = (x_of(parent), edge_start(&sketch.nodes[parent], top_of(parent)));
            let (x2, y2) = (x_of(child), top_of(child));
            let pruned = answers && sketch.nodes[child].pruned;
            // The ✕ marks the move alpha-beta cut off; the subtree under it is only greyed.
            let cut_here = pruned && !sketch.nodes[parent].pruned;
            let bold = answers && line[child];
            let (stroke, dash) = match (bold, pruned) {
                (true, _) => ("stroke=\"#000000\" stroke-width=\"4\"", ""),
                (false, true) => (
                    "stroke=\"#777777\" stroke-width=\"1.5\"",
                    " stroke-dasharray=\"6 4\"",
                ),
                (false, false) => ("stroke=\"#555555\" stroke-width=\"1.5\"", ""),
            };
            let _ = writeln!(
                out,
                r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" {stroke}{dash}/>"##
            );
            if let Some(probability) = &sketch.nodes[child].probability {
                // An outcome of a chance node: its probability on the edge, on a white ground
                // so that the line does not cross the text. Printed on both copies: it is given,
                // like a leaf's value.
                let (px, py) = (x1 + (x2 - x1) * 0.6, y1 + (y2 - y1) * 0.6);
                let half = text_width(probability, PROBABILITY_SIZE) / 2.0 + 3.0;
                let _ = writeln!(
                    out,
                    r##"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="#ffffff"/><text x="{px:.1}" y="{:.1}" font-size="{PROBABILITY_SIZE}" text-anchor="middle" fill="#000000">{}</text>"##,
                    px - half,
                    py - PROBABILITY_SIZE * 0.75,
                    2.0 * half,
                    PROBABILITY_SIZE * 1.3,
                    py + PROBABILITY_SIZE * 0.36,
                    xml(probability)
                );
            }
            if cut_here {
                // Alpha-beta cut this move off: a cross on the edge says so.
                let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
                let _ = writeln!(
                    out,
                    r##"<circle cx="{mx:.1}" cy="{my:.1}" r="9" fill="#ffffff" stroke="#b00000" stroke-width="1.2"/><text x="{mx:.1}" y="{:.1}" font-size="13" text-anchor="middle" fill="#b00000">✕</text>"##,
                    my + 4.5
                );
            }
        }
    }

    for (number, node) in sketch.nodes.iter().enumerate() {
        let box_w = box_width(node);
        let (cx, top) = (x_of(number), top_of(number));
        let x = cx - box_w / 2.0;
        let dashed = answers && node.pruned;
        let (stroke, fill, radius, stroke_width) = match node.chooser {
            // A leaf: nobody chooses there; a plain box for its number.
            None => ("#444444".to_string(), "#ffffff".to_string(), 3.0, 1.5),
            // A chance node: nobody chooses either, but its value is worked out (radius unused).
            Some(_) if node.chance => {
                let (stroke, fill) = colours_of(chance_rgb(false));
                (stroke, fill, 0.0, 2.2)
            }
            Some(chooser) => {
                let (stroke, fill) = colours(chooser);
                let radius = match chooser {
                    Backup::Max => 3.0,
                    Backup::Min => BOX_HEIGHT / 2.0,
                };
                (stroke, fill, radius, 2.2)
            }
        };
        let (stroke, fill, dash) = if dashed {
            (
                "#888888".to_string(),
                "#f4f4f4".to_string(),
                r##" stroke-dasharray="5 3""##,
            )
        } else {
            (stroke, fill, "")
        };
        if node.chance {
            // Pointed ends: a box whose left and right sides are arrowheads.
            let point = BOX_HEIGHT * 0.4;
            let (right, middle, bottom) = (x + box_w, top + BOX_HEIGHT / 2.0, top + BOX_HEIGHT);
            let _ = writeln!(
                out,
                r##"<polygon points="{x:.1},{middle:.1} {:.1},{top:.1} {:.1},{top:.1} {right:.1},{middle:.1} {:.1},{bottom:.1} {:.1},{bottom:.1}" fill="{fill}" stroke="{stroke}" stroke-width="{stroke_width}" stroke-linejoin="round"{dash}/>"##,
                x + point,
                right - point,
                right - point,
                x + point
            );
        } else {
            let _ = writeln!(
                out,
                r##"<rect x="{x:.1}" y="{top:.1}" width="{box_w:.1}" height="{BOX_HEIGHT}" rx="{radius}" ry="{radius}" fill="{fill}" stroke="{stroke}" stroke-width="{stroke_width}"{dash}/>"##
            );
        }
        // A leaf's value is given on both copies; on the answer copy a leaf alpha-beta never
        // reached is greyed like its box.
        let show_value = if answers {
            !node.pruned || node.leaf
        } else {
            node.leaf
        };
        let value_colour = if dashed { "#888888" } else { "#000000" };
        if let Some(value) = node.value.as_deref().filter(|_| show_value) {
            let _ = writeln!(
                out,
                r##"<text x="{cx:.1}" y="{:.1}" font-size="{VALUE_SIZE}" font-weight="bold" text-anchor="middle" fill="{value_colour}">{}</text>"##,
                top + BOX_HEIGHT / 2.0 + VALUE_SIZE * 0.36,
                xml(value)
            );
        }
        if let Some((alpha, beta)) = node.window.as_ref().filter(|_| answers && !node.leaf) {
            let y = top + BOX_HEIGHT / 2.0 + WINDOW_SIZE * 0.36;
            let _ = writeln!(
                out,
                r##"<text x="{:.1}" y="{y:.1}" font-size="{WINDOW_SIZE}" text-anchor="end" fill="#333333">α {}</text>"##,
                x - 5.0,
                xml(alpha)
            );
            let _ = writeln!(
                out,
                r##"<text x="{:.1}" y="{y:.1}" font-size="{WINDOW_SIZE}" text-anchor="start" fill="#333333">β {}</text>"##,
                x + box_w + 5.0,
                xml(beta)
            );
        }
        let label_y = top + BOX_HEIGHT + LABEL_SIZE + 3.0;
        let _ = writeln!(
            out,
            r##"<text x="{cx:.1}" y="{label_y:.1}" font-size="{LABEL_SIZE}" text-anchor="middle" fill="#000000">{}</text>"##,
            xml(&node.label)
        );
        if node.hidden_children > 0 {
            let _ = writeln!(
                out,
                r##"<text x="{cx:.1}" y="{:.1}" font-size="{MORE_SIZE}" text-anchor="middle" fill="#555555">{}</text>"##,
                label_y + MORE_SIZE + 4.0,
                more_text(node.hidden_children)
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// The largest PNG made, in pixels: a tree of a few hundred nodes at scale 2 is far below it,
/// and a mistaken scale cannot ask for gigabytes.
pub const MAX_PNG_PIXELS: u64 = 80_000_000;

/// Renders an SVG document (as [`svg`] writes it) to PNG bytes at `scale` (2.0 for print).
///
/// The text is set in DejaVu Sans from the `dejavu` crate, never in a system font, so the same
/// SVG gives the same pixels on every machine. Errors are one line: the SVG cannot be read, the
/// scale is not a positive number, or the picture would be too large.
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, String> {
    use resvg::{tiny_skia, usvg};
    if !(scale.is_finite() && scale > 0.0) {
        return Err(format!("the scale must be a positive number, not {scale}"));
    }
    let mut options = usvg::Options {
        font_family: String::from("DejaVu Sans"),
        ..usvg::Options::default()
    };
    let fonts = options.fontdb_mut();
    fonts.load_font_data(dejavu::sans::regular().to_vec());
    fonts.load_font_data(dejavu::sans::bold().to_vec());
    // The code on a trace sheet is monospaced, as in a textbook.
    fonts.load_font_data(dejavu::sans_mono::regular().to_vec());
    fonts.set_sans_serif_family("DejaVu Sans");
    let tree = usvg::Tree::from_str(svg, &options)
        .map_err(|error| crate::engine::words::one_line(&format!("the SVG cannot be read: {error}")))?;
    let size = tree.size();
    let (width, height) = ((size.width() * scale).ceil(), (size.height() * scale).ceil());
    if !(width >= 1.0 && height >= 1.0) || (width as u64).saturating_mul(height as u64) > MAX_PNG_PIXELS {
        return Err(format!(
            "the picture would be {width} × {height} pixels; at most {MAX_PNG_PIXELS} pixels are made (a smaller scale?)"
        ));
    }
    let mut pixmap = tiny_skia::Pixmap::new(width as u32, height as u32)
        .ok_or_else(|| format!("no room for a picture of {width} × {height} pixels"))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|error| crate::engine::words::one_line(&format!("the PNG cannot be written: {error}")))
}

// ----- CSV -----

/// The header row of [`write_csv`].
pub const CSV_HEADER: &str = "level,n,parent,move,uci,score,value,bound,status";

/// The columns [`write_csv`] adds for a tree with chance nodes: an outcome's probability and a
/// chance node's exact expectation, as fractions (`1/6`, `11/2`; empty for other nodes).
pub const CSV_CHANCE_COLUMNS: &str = ",probability,expectation";

/// Writes the node arrays as CSV: one row per node with its level, number, parent's number, move
/// or label, score, value, bound and status (a header row first).
///
/// The columns are [`CSV_HEADER`]'s: `n` is 1-based within the level and `parent` the parent's
/// `n` in the level above (0 = the root), as in `klados-tree/1`; `move` is the SAN (a chess
/// tree) or the label (an abstract tree), `uci` the move in UCI (empty in an abstract tree).
/// A pruned node has no score, value or bound, nor has an abstract tree's inner node a score:
/// those cells are empty. Cells are quoted as
/// RFC 4180 says, so a label with a comma or a quote reads back whole.
pub fn write_csv(tree: &SearchTree, out: &mut impl std::io::Write) -> std::io::Result<()> {
    // A tree with chance nodes has two more columns; any other tree's CSV is as it always was.
    let chance = tree.has_chance();
    let extra_header = if chance { CSV_CHANCE_COLUMNS } else { "" };
    writeln!(out, "{CSV_HEADER}{extra_header}")?;
    // Rows are written on every core, a piece of the tree each, into buffers kept from piece to
    // piece (a tree may have millions of rows: no allocation per row).
    write_rows(tree, out, |row, buffer| {
        let parent = if row.id.level == 0 {
            0
        } else {
            row.node.parent() + 1
        };
        for number in [
            row.id.level as u64,
            u64::from(row.id.index) + 1,
            u64::from(parent),
        ] {
            push_unsigned(buffer, number);
            buffer.push(b',');
        }
        push_csv_cell(buffer, row.san);
        buffer.push(b',');
        push_csv_cell(buffer, row.uci);
        for number in [tree.static_score_of(row.node), row.node.value()] {
            buffer.push(b',');
            if let Some(number) = number {
                push_int(buffer, i64::from(number));
            }
        }
        buffer.push(b',');
        if row.node.status() != Status::Pruned {
            push_short(buffer, row.node.bound().name().as_bytes());
        }
        buffer.push(b',');
        push_short(buffer, row.node.status().name().as_bytes());
        if chance {
            let probability = tree
                .probability_of(row.id)
                .map(|probability| probability.to_string());
            let expectation = tree
                .expectation_of(row.id)
                .map(|expectation| expectation.fraction_text());
            for fraction in [probability, expectation] {
                buffer.push(b',');
                buffer.extend_from_slice(fraction.unwrap_or_default().as_bytes());
            }
        }
        buffer.push(b'\n');
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_escaped_for_xml_and_csv() {
        assert_eq!(xml("a<b & \"c\"\u{7}"), "a&lt;b &amp; &quot;c&quot; ");
        let cell = |text: &str| {
            let mut out = Vec::new();
            push_csv_cell(&mut out, text);
            String::from_utf8(out).unwrap_or_default()
        };
        assert_eq!(cell("A1"), "A1");
        assert_eq!(cell("a,\"b\""), "\"a,\"\"b\"\"\"");
    }

    #[test]
    fn the_tint_is_lighter_than_the_colour() {
        assert_eq!(colours(Backup::Max).0, "#0072b2");
        assert_eq!(colours(Backup::Min).1, "#f7dfcc");
    }
}
