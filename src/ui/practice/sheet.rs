//! The worksheet: a small abstract tree drawn for a student to fill in, as on paper.
//!
//! Every inner node is a box with a field to type its value in (MAX a square box, MIN a round
//! pill, in the colours of [`crate::ui::palette`]); leaves show their given values. For
//! alpha-beta each edge has a pair of scissors to mark the move below it pruned. After Check,
//! every judged node carries a ✓ or a ✗. The same sheet serves the tree builder, where the
//! leaves' values are the fields and the inner nodes show what minimax makes of them.
//!
//! The texts typed, the prune marks and the selected node are the sheet's own state
//! ([`SheetState`]), kept by the panel that owns the sheet, as a text field keeps its text.

use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, ScrollArea, Sense, Stroke, StrokeKind, TextEdit, Ui,
    WidgetInfo, vec2,
};

use crate::course::practice::ExerciseNode;
use crate::course::tree_layout::{Gaps, TreeShape, tidy_centres};
use crate::engine::tree::Backup;
use crate::shell::i18n::tr_args;
use crate::ui::palette::{chooser_color, muted_text, problem_color};

/// What the sheet is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetMode {
    /// Minimax practice: a field in every inner node.
    Minimax,
    /// Alpha-beta practice: fields, and scissors on every edge.
    AlphaBeta,
    /// The tree builder: a field in every leaf; inner nodes show `shown_values`.
    Edit,
}

/// What the student has typed and marked, one entry per node (numbered as the exercise's nodes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SheetState {
    /// The text in each node's field.
    pub values: Vec<String>,
    /// The moves marked pruned (alpha-beta).
    pub pruned: Vec<bool>,
    /// The node clicked last: the panel edits its α and β and its + / − buttons act on it.
    pub selected: Option<usize>,
}

impl SheetState {
    /// Returns an empty sheet for `count` nodes.
    pub fn blank(count: usize) -> SheetState {
        SheetState {
            values: vec![String::new(); count],
            pruned: vec![false; count],
            selected: None,
        }
    }
}

/// A verdict shown on the sheet: right or wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tick {
    /// A ✓.
    Right,
    /// A ✗.
    Wrong,
}

/// What the sheet shows besides the state: the tree, the mode, and the marks after Check.
pub struct SheetLook<'a> {
    /// The nodes, in pre-order (0 is the root).
    pub nodes: &'a [ExerciseNode],
    /// Practice or building.
    pub mode: SheetMode,
    /// Per node, the mark on its value after Check (`None`: not judged).
    pub value_ticks: &'a [Option<Tick>],
    /// Per node, the mark on its prune mark after Check (shown on the edge above it).
    pub prune_ticks: &'a [Option<Tick>],
    /// Per node, a small line shown under it: the [α, β] typed there.
    pub notes: &'a [String],
    /// In the builder: the value shown in each inner node (what minimax makes of the leaves).
    pub shown_values: &'a [Option<String>],
    /// Whether the fields can be typed in (not while the answers are being shown).
    pub editable: bool,
}

/// Sizes in points, from the body text's height, so projector mode enlarges the whole sheet.
struct Metrics {
    font: f32,
    box_height: f32,
    row: f32,
}

/// The smallest text (points) the sheet is shrunk to, to fit its width, before it scrolls instead.
const SMALLEST_TEXT: f32 = 10.0;
/// A node's name's size, relative to the sheet's text.
const LABEL_SIZE: f32 = 1.0;
/// The largest it is grown to fill the panel.
const LARGEST_SCALE: f32 = 2.2;

/// Draws the sheet; typing and clicking change `state` directly.
pub fn sheet_ui(ui: &mut Ui, look: &SheetLook<'_>, state: &mut SheetState) {
    let count = look.nodes.len();
    if count == 0 {
        return;
    }
    state.values.resize(count, String::new());
    state.pruned.resize(count, false);

    // Lay the tree out at full size, then shrink it (text included) to the width there is.
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let label_font = FontId::proportional(body * 0.8);
    let widths: Vec<f32> = look
        .nodes
        .iter()
        .map(|node| {
            let label = crate::ui::widgets::font_width(ui, &node.label, label_font.clone());
            // A leaf holds a given number of two digits at most; an inner node room to write one.
            let room = if node.leaf_value.is_some() { 2.5 } else { 3.4 };
            (body * room).max(label + body * 0.6)
        })
        .collect();
    let children: Vec<Vec<usize>> = look.nodes.iter().map(|node| node.children.clone()).collect();
    let gaps = Gaps {
        siblings: body * 0.5,
        cousins: body * 1.3,
    };
    let depth_of = depths(look.nodes);
    let depth = depth_of.iter().copied().max().unwrap_or(0);
    // As large as the panel allows, so the back row can read it: the width decides, unless the
    // rows (at their closest) would not fit the height.
    let (available_width, available_height) = (ui.available_width() - body, ui.available_height() - body);
    let (box_height, closest_row, margins) = (body * 2.9, body * 4.2, body * 2.5);
    let fit = |stagger: bool| {
        Fit::new(
            &FitInput {
                children: &children,
                widths: &widths,
                depth_of: &depth_of,
                depth,
                gaps,
                stagger,
            },
            (available_width, available_height),
            (body, box_height, closest_row, margins),
        )
    };
    // A wide tree in a narrow panel (twenty leaves at 1024 points, on a projector), whose text
    // would be smaller than the window's, has its bottom row staggered, every other box lower,
    // so each box may reach under its neighbours and the whole sheet be drawn larger. Not with
    // scissors on the edges: they would crowd between the boxes.
    let flat = fit(false);
    let layout = if look.mode != SheetMode::AlphaBeta && depth > 0 && flat.scale < 1.0 {
        let staggered = fit(true);
        if staggered.scale > flat.scale * 1.15 {
            staggered
        } else {
            flat
        }
    } else {
        flat
    };
    let scale = layout.scale;
    let metrics = Metrics {
        font: body * scale,
        box_height: box_height * scale,
        row: layout.row,
    };
    // How far below its row each node is drawn: the staggered boxes by a box and a little.
    let drop = metrics.box_height + body * 0.4 * scale;
    let drops: Vec<f32> = layout
        .lower
        .iter()
        .map(|&lower| if lower { drop } else { 0.0 })
        .collect();
    let size = vec2(
        layout.full_width * scale + body,
        metrics.row * depth as f32 + metrics.box_height + drop + margins,
    );
    let centres = layout.centres;

    ScrollArea::both()
        .id_salt("practice-sheet")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let (area, _) = ui.allocate_exact_size(size, Sense::hover());
            // Centre the drawing when it is narrower than the panel.
            let left = area.left() + ((ui.available_width().max(size.x) - size.x) / 2.0).max(0.0);
            let rects: Vec<Rect> = (0..count)
                .map(|index| {
                    let centre = Pos2::new(
                        left + body / 2.0 + centres[index] * scale,
                        area.top()
                            + body * 0.5
                            + metrics.box_height / 2.0
                            + metrics.row * depth_of[index] as f32
                            + drops[index],
                    );
                    Rect::from_center_size(centre, vec2(widths[index] * scale, metrics.box_height))
                })
                .collect();
            paint_edges(ui, look, state, &rects, &drops, &metrics);
            for (index, &rect) in rects.iter().enumerate() {
                node_ui(ui, look, state, index, rect, &metrics);
            }
        });
}

/// What a layout of the sheet is worked out from.
struct FitInput<'a> {
    children: &'a [Vec<usize>],
    /// Each node's box width at full size.
    widths: &'a [f32],
    depth_of: &'a [usize],
    depth: usize,
    gaps: Gaps,
    /// True to stagger the bottom row.
    stagger: bool,
}

/// A layout of the sheet: where each node's centre lies at full size, and how much it is grown
/// or shrunk to fit the panel.
struct Fit {
    centres: Vec<f32>,
    full_width: f32,
    scale: f32,
    /// The distance between two rows, in points.
    row: f32,
    /// Per node, true if it is drawn lower than its row (every other box of a staggered row).
    lower: Vec<bool>,
}

impl Fit {
    /// Lays the tree out and fits it to `room` (width, height), with the sheet's sizes
    /// (`body`, a box's height, the closest rows, the margins) at full size.
    fn new(input: &FitInput<'_>, room: (f32, f32), sizes: (f32, f32, f32, f32)) -> Fit {
        let (available_width, available_height) = room;
        let (body, box_height, closest_row, margins) = sizes;
        let lower = staggered_nodes(input.depth_of, input.depth, input.stagger);
        // A staggered box needs room beside its neighbours for half its width only: the other
        // half lies above or below them.
        let widths: Vec<f32> = input
            .widths
            .iter()
            .zip(input.depth_of)
            .map(|(&width, &depth)| {
                if input.stagger && depth == input.depth {
                    width / 2.0
                } else {
                    width
                }
            })
            .collect();
        let centres = tidy_centres(
            &TreeShape {
                children: input.children,
                widths: &widths,
                over: &[],
            },
            input.gaps,
        );
        let full_width = centres
            .iter()
            .zip(input.widths)
            .map(|(centre, width)| centre + width / 2.0)
            .fold(0.0, f32::max);
        // The staggered row is a box and a little taller.
        let extra = if lower.contains(&true) {
            box_height + body * 0.4
        } else {
            0.0
        };
        let depth = input.depth as f32;
        let tallest = (available_height - margins) / (closest_row * depth + box_height + extra);
        let scale = (available_width / full_width)
            .min(tallest)
            .clamp((SMALLEST_TEXT / body).min(1.0), LARGEST_SCALE);
        // The rows spread out over the height there is, up to twice their closest.
        let row = ((available_height - margins - (box_height + extra) * scale) / depth.max(1.0))
            .clamp(closest_row * scale, closest_row * scale * 2.0);
        Fit {
            centres,
            full_width,
            scale,
            row,
            lower,
        }
    }
}

/// Per node, true if it is drawn half a row lower: every other node of the bottom row, from
/// the second, when `stagger`.
fn staggered_nodes(depth_of: &[usize], depth: usize, stagger: bool) -> Vec<bool> {
    let mut seen = 0;
    depth_of
        .iter()
        .map(|&at| {
            if !stagger || at != depth {
                return false;
            }
            seen += 1;
            seen % 2 == 0
        })
        .collect()
}

/// Returns every node's depth (the root's is 0).
fn depths(nodes: &[ExerciseNode]) -> Vec<usize> {
    let mut depth = vec![0; nodes.len()];
    // Pre-order: a parent comes before its children.
    for index in 0..nodes.len() {
        if let Some(parent) = nodes[index].parent {
            depth[index] = depth.get(parent).map_or(0, |d| d + 1);
        }
    }
    depth
}

/// Returns true if the node or one of its ancestors is marked pruned.
fn under_prune_mark(nodes: &[ExerciseNode], pruned: &[bool], mut index: usize) -> bool {
    loop {
        if pruned.get(index).copied().unwrap_or(false) {
            return true;
        }
        match nodes.get(index).and_then(|node| node.parent) {
            Some(parent) => index = parent,
            None => return false,
        }
    }
}

/// Draws the edges, and in alpha-beta the scissors on each.
fn paint_edges(
    ui: &mut Ui,
    look: &SheetLook<'_>,
    state: &mut SheetState,
    rects: &[Rect],
    drops: &[f32],
    metrics: &Metrics,
) {
    let visuals = ui.visuals().clone();
    for (index, node) in look.nodes.iter().enumerate() {
        let Some(parent) = node.parent else { continue };
        let (from, to) = (rects[parent].center_bottom(), rects[index].center_top());
        // An edge to a lowered box bends above its row and drops straight down between the
        // neighbours, rather than cross them.
        let bend = to - vec2(0.0, drops[index] + metrics.font * 0.3);
        let line = if drops[index] > 0.0 {
            vec![from, bend, to]
        } else {
            vec![from, to]
        };
        let cut = under_prune_mark(look.nodes, &state.pruned, index);
        let stroke = if cut {
            Stroke::new(1.2, visuals.weak_text_color())
        } else {
            Stroke::new(1.6, visuals.text_color().gamma_multiply(0.7))
        };
        if cut {
            ui.painter()
                .add(egui::Shape::dashed_line(&line, stroke, 5.0, 4.0));
        } else {
            ui.painter().add(egui::Shape::line(line, stroke));
        }
        if look.mode != SheetMode::AlphaBeta {
            continue;
        }
        // The scissors sit on the edge, a little above the child: click to mark the move pruned.
        let place = from + (to - from) * 0.62;
        let side = metrics.font * 1.5;
        let button = Rect::from_center_size(place, vec2(side, side));
        let marked = state.pruned[index];
        let response = ui.interact(button, ui.scope_id().with(("prune", index)), Sense::click());
        response.widget_info(|| {
            WidgetInfo::selected(
                egui::Role::CheckBox,
                look.editable,
                marked,
                tr_args(
                    "sheet-pruned",
                    &[("node", node_name(&node.label).as_str().into())],
                ),
            )
        });
        let response = response.on_hover_text(tr_args(
            "sheet-prune-hint",
            &[("node", node_name(&node.label).as_str().into())],
        ));
        if response.clicked() && look.editable {
            state.pruned[index] = !marked;
            state.selected = Some(index);
        }
        // A mark is the student's, not a verdict: in the text's colour, not red or green.
        let color = if marked {
            visuals.strong_text_color()
        } else {
            muted_text(visuals.dark_mode)
        };
        let fill = if response.hovered() || response.has_focus() {
            visuals.widgets.hovered.bg_fill
        } else {
            visuals.extreme_bg_color
        };
        ui.painter().circle_filled(place, side / 2.0, fill);
        ui.painter().circle_stroke(
            place,
            side / 2.0,
            Stroke::new(if marked { 2.5 } else { 1.0 }, color),
        );
        ui.painter().text(
            place,
            Align2::CENTER_CENTER,
            "✂",
            FontId::proportional(metrics.font * 0.95),
            color,
        );
        if let Some(tick) = look.prune_ticks.get(index).copied().flatten() {
            paint_tick(ui, button.right_top(), tick, metrics.font);
        }
    }
}

/// A node's name as the sheet writes it: the root's in the window's language, the others as
/// the exercise names them (A, B1, …).
fn node_name(label: &str) -> String {
    if label == "root" {
        crate::shell::i18n::tr("node-root")
    } else {
        label.to_owned()
    }
}

/// Draws one node: its box, its label, its field or value, its mark.
fn node_ui(
    ui: &mut Ui,
    look: &SheetLook<'_>,
    state: &mut SheetState,
    index: usize,
    rect: Rect,
    metrics: &Metrics,
) {
    let node = &look.nodes[index];
    let visuals = ui.visuals().clone();
    let dark_mode = visuals.dark_mode;
    let is_leaf = node.leaf_value.is_some();
    let cut = look.mode == SheetMode::AlphaBeta && under_prune_mark(look.nodes, &state.pruned, index);
    let color = if is_leaf {
        visuals.text_color().gamma_multiply(0.8)
    } else {
        chooser_color(node.chooser, dark_mode)
    };
    let radius = match (is_leaf, node.chooser) {
        (false, Backup::Min) => CornerRadius::same((rect.height() / 2.0).min(255.0) as u8),
        _ => CornerRadius::same(4),
    };
    let selected = state.selected == Some(index);
    let fill = if cut {
        visuals.faint_bg_color
    } else if selected {
        visuals.extreme_bg_color.lerp_to_gamma(color, 0.2)
    } else {
        visuals.extreme_bg_color
    };
    ui.painter().rect_filled(rect, radius, fill);
    ui.painter().rect_stroke(
        rect,
        radius,
        Stroke::new(
            if selected { 3.5 } else { 2.0 },
            if cut { muted_text(dark_mode) } else { color },
        ),
        StrokeKind::Inside,
    );
    let label_height = metrics.font * 1.0;
    ui.painter().text(
        rect.center_top() + vec2(0.0, label_height * 0.65),
        Align2::CENTER_CENTER,
        node_name(&node.label),
        FontId::proportional(metrics.font * LABEL_SIZE),
        muted_text(dark_mode),
    );
    let value_rect = Rect::from_min_max(
        rect.left_top() + vec2(4.0, label_height),
        rect.right_bottom() - vec2(4.0, 3.0),
    );
    let value_font = FontId::proportional(metrics.font * 1.3);
    let has_field = match look.mode {
        SheetMode::Minimax | SheetMode::AlphaBeta => !is_leaf,
        SheetMode::Edit => is_leaf,
    };
    if has_field {
        let text_color = if cut {
            muted_text(dark_mode)
        } else {
            visuals.text_color()
        };
        let field = TextEdit::singleline(&mut state.values[index])
            .font(value_font)
            .text_color(text_color)
            .align(Align2::CENTER_CENTER)
            .frame(egui::Frame::NONE)
            .interactive(look.editable)
            .char_limit(8)
            .desired_width(value_rect.width());
        let response = ui.put(value_rect, field);
        let id = if look.mode == SheetMode::Edit {
            "sheet-leaf-value-of"
        } else {
            "sheet-value-of"
        };
        // Named for screen readers (and tests): "Value of B".
        let name = crate::shell::i18n::tr_args(id, &[("node", node_name(&node.label).as_str().into())]);
        ui.ctx()
            .accesskit_node_builder(response.id, |builder| builder.set_label(name));
        if response.gained_focus() || response.clicked() {
            state.selected = Some(index);
        }
        // The arrow keys count up and down in a field, like the + and − buttons.
        if response.has_focus() {
            let step = ui.input(|input| {
                i32::from(input.key_pressed(egui::Key::ArrowUp))
                    - i32::from(input.key_pressed(egui::Key::ArrowDown))
            });
            if step != 0 {
                nudge(&mut state.values[index], step);
            }
        }
        // An empty field shows a faint line to write on, as on paper.
        if state.values[index].trim().is_empty() && !response.has_focus() {
            let y = value_rect.bottom() - metrics.font * 0.35;
            let half = value_rect.width() * 0.25;
            ui.painter().line_segment(
                [
                    Pos2::new(value_rect.center().x - half, y),
                    Pos2::new(value_rect.center().x + half, y),
                ],
                Stroke::new(1.0, muted_text(dark_mode)),
            );
        }
    } else {
        let text = if is_leaf {
            node.leaf_value.map(|value| value.to_string())
        } else {
            look.shown_values.get(index).cloned().flatten()
        };
        if let Some(text) = text {
            ui.painter().text(
                value_rect.center(),
                Align2::CENTER_CENTER,
                text,
                value_font,
                visuals.text_color(),
            );
        }
        let response = ui.interact(rect, ui.scope_id().with(("sheet-node", index)), Sense::click());
        response.widget_info(|| {
            WidgetInfo::labeled(
                egui::Role::Button,
                true,
                crate::shell::i18n::tr_args(
                    "sheet-node",
                    &[("node", node_name(&node.label).as_str().into())],
                ),
            )
        });
        if response.clicked() {
            state.selected = Some(index);
        }
    }
    if let Some(note) = look.notes.get(index).filter(|note| !note.is_empty()) {
        ui.painter().text(
            rect.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            note,
            FontId::proportional(metrics.font * 0.8),
            visuals.text_color().gamma_multiply(0.85),
        );
    }
    if let Some(tick) = look.value_ticks.get(index).copied().flatten() {
        paint_tick(ui, rect.right_top(), tick, metrics.font);
    }
}

/// Draws a ✓ or ✗ in a disc at `corner`: the colour says it, and so does the shape.
fn paint_tick(ui: &Ui, corner: Pos2, tick: Tick, font: f32) {
    let dark_mode = ui.visuals().dark_mode;
    let (text, color) = match tick {
        Tick::Right => ("✓", right_color(dark_mode)),
        Tick::Wrong => ("✗", problem_color(dark_mode)),
    };
    let radius = font * 0.62;
    ui.painter().circle_filled(corner, radius, color);
    ui.painter().text(
        corner,
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(font * 0.9),
        Color32::WHITE,
    );
}

/// Green for a right answer, dark enough for white text on either theme.
pub fn right_color(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgb(0, 140, 90)
    } else {
        Color32::from_rgb(0, 120, 80)
    }
}

/// Adds `step` to the number in `text` (an empty or unreadable text counts as 0).
pub fn nudge(text: &mut String, step: i32) {
    let current = crate::course::practice::parse_value(text)
        .ok()
        .flatten()
        .unwrap_or(0);
    *text = current.saturating_add(step).clamp(-999, 999).to_string();
}
