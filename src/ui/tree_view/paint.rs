//! Painting the tree view's drawing: the band beyond the depth (quiescence), edges (with a
//! chance node's probabilities on them), then boxes (MAX), pills (MIN) and pointed boxes
//! (chance), their texts, the [α, β] under each node entered, crosses on pruned moves, dashed
//! frames round transpositions, badges on moves killer moves or the history heuristic tried
//! early, and the value travelling up an edge.
//! Each node wholly in sight is also a widget: it can be clicked and screen readers can name it.

use egui::{Align2, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, WidgetInfo, pos2, vec2};

use crate::engine::replay::Step;
use crate::engine::tree::{Backup, NodeId};
use crate::ui::opened_tree::marks::{mark_color, symbol};
use crate::ui::palette::{ARRIVING, ARRIVING_TEXT, chance_color, chooser_color, muted_text, pv_color};
use crate::ui::stepper::Stepper;

use super::drawing::{Drawing, DrawnNode, Item, MIN_CORNER};
use super::{BADGE_DIAMETER_IN_TEXT, LINE_FROM_CENTRE_IN_TEXT, TreeViewContext};

/// Where and how large the drawing is painted this frame.
pub(super) struct Canvas {
    /// The drawing's area on screen (under the floating header).
    pub(super) rect: Rect,
    /// Screen points per drawing point.
    pub(super) zoom: f32,
    /// The drawing's point at the centre of `rect`.
    pub(super) camera: Pos2,
    /// The id the nodes' interactions are made from.
    pub(super) view_id: egui::Id,
}

impl Canvas {
    /// Turns a point of the drawing into a point on screen.
    fn screen(&self, point: Pos2) -> Pos2 {
        self.rect.center() + (point - self.camera) * self.zoom
    }
}

/// Paints the drawing and returns what was clicked.
pub(super) fn paint(
    ui: &Ui,
    canvas: &Canvas,
    drawing: &Drawing,
    context: &TreeViewContext<'_>,
) -> Option<Item> {
    let painter = ui.painter_at(canvas.rect);
    let painter = &painter;
    let (rect, zoom, view_id) = (canvas.rect, canvas.zoom, canvas.view_id);
    let screen = |point: Pos2| canvas.screen(point);
    let visuals = ui.visuals();
    let dark_mode = visuals.dark_mode;
    let text_size = drawing.text_size * zoom;
    let box_height = drawing.box_height * zoom;
    let rect_of =
        |node: &DrawnNode| Rect::from_center_size(screen(node.centre), vec2(node.width * zoom, box_height));
    let on_screen = |area: Rect| Rect::from_min_max(screen(area.min), screen(area.max));
    // Where the edges to a node's children leave it: under its [α, β], so that no edge crosses
    // those words.
    let edge_start = |node: &DrawnNode| on_screen(drawing.footprint(node)).center_bottom();

    // The band beyond the depth first, under everything.
    let horizon = drawing.horizon.map(|y| screen(pos2(0.0, y)).y);
    if let Some(y) = horizon.filter(|&y| y < rect.bottom()) {
        let band = Rect::from_min_max(pos2(rect.left(), y.max(rect.top())), rect.max);
        painter.rect_filled(band, 0.0, visuals.weak_text_color().gamma_multiply(0.1));
        if y > rect.top() {
            let stroke = Stroke::new(1.5, visuals.weak_text_color());
            painter.add(egui::Shape::dashed_line(
                &[pos2(rect.left(), y), pos2(rect.right(), y)],
                stroke,
                8.0,
                5.0,
            ));
        }
    }

    // Edges first, so the boxes cover their ends.
    for node in &drawing.nodes {
        let Some(parent) = node.parent.and_then(|index| drawing.nodes.get(index)) else {
            continue;
        };
        let from = edge_start(parent);
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
    // The probabilities of a chance node's outcomes, on their edges (after every edge, so that
    // no other edge crosses them), nearer the child, where the edges have spread apart (and the
    // parent's [α, β] sits under the parent).
    // A little larger than [α, β]: the class reads them from the back row too.
    let small = FontId::proportional(text_size * 0.9);
    for node in &drawing.nodes {
        let (Some(probability), Some(parent)) = (
            &node.probability,
            node.parent.and_then(|index| drawing.nodes.get(index)),
        ) else {
            continue;
        };
        let (from, to) = (edge_start(parent), rect_of(node).center_top());
        let at = from + (to - from) * 0.7;
        let galley = painter.layout_no_wrap(probability.clone(), small.clone(), chance_color(dark_mode));
        let label = Rect::from_center_size(at, galley.size() + vec2(6.0, 2.0));
        painter.rect_filled(label, CornerRadius::same(3), visuals.extreme_bg_color);
        painter.galley(
            label.center() - galley.size() / 2.0,
            galley,
            chance_color(dark_mode),
        );
    }

    let mut clicked = None;
    for node in &drawing.nodes {
        let node_rect = rect_of(node);
        if !rect.intersects(node_rect.expand(text_size * 1.5)) {
            continue;
        }
        let window_rect = drawing.window_rect(node).map(on_screen);
        draw_node(painter, visuals, node, node_rect, text_size, zoom);
        if let (Some(lines), Some(window_rect)) = (&node.window, window_rect) {
            draw_window(
                painter,
                visuals,
                lines,
                window_rect,
                text_size * drawing.window_text,
            );
        }
        // A tree opened from a file marks where it differs, once the replay shows the node.
        let marks = match (context.marks, node.item) {
            (Some(marks), Item::Node(place)) if node.revealed => marks.of(place),
            _ => &[],
        };
        if context.focus.is_some() && node.item == Item::Node(context.focus) {
            // Round the node and its [α, β], clear of both.
            painter.rect_stroke(
                on_screen(drawing.footprint(node)).expand(4.0 * zoom.max(0.5)),
                CornerRadius::same(6),
                Stroke::new(2.5, visuals.text_color()),
                StrokeKind::Outside,
            );
        }
        // Over the focus ring: the mark is what the eye looks for.
        let mark_disc = marks
            .first()
            .map(|mark| draw_mark(painter, visuals, mark.kind, node_rect.right_top(), text_size));
        // Killer moves or the history heuristic tried its move early: a badge on its top-left
        // corner (a practice sheet's mark takes the top-right one).
        let badge_disc = node
            .badge
            .as_ref()
            .map(|(letter, _)| draw_badge(painter, visuals, letter, node_rect.left_top(), text_size));
        // Only what is wholly in sight can be clicked (and is told to screen readers): a node
        // cut by the edge of the view is not "on screen".
        if !rect.contains_rect(node_rect) {
            continue;
        }
        // The [α, β] block is told to screen readers (and tests) as a label of its own.
        if let (Some(lines), Some(window_rect)) = (&node.window, window_rect)
            && rect.contains_rect(window_rect)
        {
            let id = view_id.with(("tree-window", node_key(node.item)));
            let response = ui.interact(window_rect, id, Sense::hover());
            let owner = node.accessible.split(':').next().unwrap_or_default();
            let name = crate::shell::i18n::tr_args(
                "tree-said-window-under",
                &[("window", lines.join(", ").into()), ("node", owner.into())],
            );
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &name));
        }
        // A node the replay has not reached, and the root (the game's own position), cannot be
        // clicked: focusing them would show the board what the class is still to find out.
        let clickable = match node.item {
            Item::Node(Some(_)) => node.revealed,
            Item::Node(None) => false,
            Item::More { .. } => true,
        };
        let id = view_id.with(("tree-node", node_key(node.item)));
        let sense = if clickable { Sense::click() } else { Sense::hover() };
        let response = ui.interact(node_rect, id, sense);
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, clickable, &node.accessible));
        let reasons = match (context.marks, node.item) {
            (Some(all), Item::Node(place)) if !marks.is_empty() => all.reasons(place),
            _ => String::new(),
        };
        // The disc is told to screen readers (and tests) with its reasons, as a label.
        if let Some(disc) = mark_disc.filter(|disc| rect.contains_rect(*disc)) {
            let mark_id = view_id.with(("tree-mark", node_key(node.item)));
            let disc_response = ui.interact(disc, mark_id, Sense::hover());
            disc_response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &reasons));
            disc_response.on_hover_text(&reasons);
        }
        // The badge says why on its own hover, and is told to screen readers as a label.
        if let (Some((_, hint)), Some(disc)) =
            (&node.badge, badge_disc.filter(|disc| rect.contains_rect(*disc)))
        {
            let badge_id = view_id.with(("tree-badge", node_key(node.item)));
            let badge_response = ui.interact(disc, badge_id, Sense::hover());
            badge_response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, hint));
            badge_response.on_hover_text(hint);
        }
        let hover = if reasons.is_empty() {
            node.hover.clone()
        } else {
            format!("{}\n\n{reasons}", node.hover)
        };
        if response.on_hover_text(hover).clicked() && clickable {
            clicked = Some(node.item);
        }
    }

    // The horizon's label, over the edges at the view's left, where the band begins.
    if let Some(y) = horizon.filter(|&y| y > rect.top() && y < rect.bottom()) {
        horizon_label_ui(ui, painter, canvas, y, drawing, context);
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
            ARRIVING_TEXT,
        );
        ui.ctx().request_repaint();
    }
    clicked
}

/// Says on the horizon line that the depth ends there and quiescence search goes on below; the
/// whole sentence is its hover text, and screen readers hear it.
fn horizon_label_ui(
    ui: &Ui,
    painter: &egui::Painter,
    canvas: &Canvas,
    y: f32,
    drawing: &Drawing,
    context: &TreeViewContext<'_>,
) {
    let visuals = ui.visuals();
    let tree = context.stepper.tree();
    let text = crate::shell::i18n::tr_args("tree-horizon", &[("depth", tree.depth().into())]);
    // Readable from the back of the room even when the drawing is zoomed out: the horizon is
    // what the class must see.
    let smallest = if context.projector { 15.0 } else { 12.0 };
    let size = (drawing.text_size * canvas.zoom * 0.8).max(smallest);
    let galley = painter.layout_no_wrap(
        text.clone(),
        FontId::proportional(size),
        visuals.weak_text_color(),
    );
    let padding = vec2(size * 0.4, size * 0.15);
    let label = Rect::from_min_size(
        pos2(
            canvas.rect.left() + size * 0.5,
            y - galley.size().y / 2.0 - padding.y,
        ),
        galley.size() + padding * 2.0,
    );
    // Opaque, so that the line stops at the words: the view's own background is translucent.
    painter.rect_filled(label, CornerRadius::same(4), visuals.panel_fill);
    painter.rect_stroke(
        label,
        CornerRadius::same(4),
        Stroke::new(1.0, visuals.weak_text_color()),
        StrokeKind::Inside,
    );
    painter.galley(label.min + padding, galley, visuals.weak_text_color());
    if canvas.rect.contains_rect(label) {
        let response = ui.interact(label, canvas.view_id.with("horizon"), Sense::hover());
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &text));
        response.on_hover_text(crate::ui::node_words::horizon_words(tree));
    }
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

/// Draws one node: MAX nodes as boxes, MIN nodes with round corners, folded families as pills.
fn draw_node(
    painter: &egui::Painter,
    visuals: &egui::Visuals,
    node: &DrawnNode,
    rect: Rect,
    text_size: f32,
    zoom: f32,
) {
    let color = if node.chance {
        chance_color(visuals.dark_mode)
    } else {
        chooser_color(node.chooser, visuals.dark_mode)
    };
    let radius = match (node.item, node.chooser) {
        (Item::More { .. }, _) => CornerRadius::same((rect.height() / 2.0).min(255.0) as u8),
        (_, Backup::Min) => {
            let radius = (rect.height() * MIN_CORNER).min(rect.width() / 2.0);
            CornerRadius::same(radius.min(255.0) as u8)
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
    let muted_text = muted_text(visuals.dark_mode);
    let stroke_color = if muted { muted_text } else { color };
    // Inside the node, so that neighbours stay apart: thick enough to stand out, thin enough
    // to leave its text clear at the smallest zoom.
    let stroke_width = if node.highlighted { 3.0 } else { 2.0 };
    if node.chance {
        // Pointed ends: neither MAX's square corners nor MIN's round ones.
        let inside = rect.shrink(stroke_width / 2.0);
        let point = inside.height() * 0.4;
        let (middle, top, bottom) = (inside.center().y, inside.top(), inside.bottom());
        let corners = vec![
            Pos2::new(inside.left(), middle),
            Pos2::new(inside.left() + point, top),
            Pos2::new(inside.right() - point, top),
            Pos2::new(inside.right(), middle),
            Pos2::new(inside.right() - point, bottom),
            Pos2::new(inside.left() + point, bottom),
        ];
        painter.add(egui::Shape::convex_polygon(
            corners,
            fill,
            Stroke::new(stroke_width, stroke_color),
        ));
    } else {
        painter.rect_filled(rect, radius, fill);
        painter.rect_stroke(
            rect,
            radius,
            Stroke::new(stroke_width, stroke_color),
            StrokeKind::Inside,
        );
    }
    let text_color = if muted { muted_text } else { visuals.text_color() };
    let value_color = if node.score_only { muted_text } else { color };
    let font = FontId::proportional(text_size);
    // The two lines a little closer than a line apart, clear of the rounded corners.
    let line = text_size * LINE_FROM_CENTRE_IN_TEXT;
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
    if node.transposition {
        // A dashed frame: its value was not searched here but found in the table.
        let frame = rect.expand(3.0 * zoom.max(0.5));
        let points = [
            frame.left_top(),
            frame.right_top(),
            frame.right_bottom(),
            frame.left_bottom(),
            frame.left_top(),
        ];
        painter.add(egui::Shape::dashed_line(
            &points,
            Stroke::new(1.5, color),
            4.0 * zoom.max(0.5),
            3.0 * zoom.max(0.5),
        ));
    }
    if node.pruned {
        // Crossed out: alpha-beta skipped it. Thin and faint, so the move stays readable.
        let cross = Stroke::new(1.2, visuals.weak_text_color().gamma_multiply(0.6));
        painter.line_segment([rect.left_top(), rect.right_bottom()], cross);
        painter.line_segment([rect.left_bottom(), rect.right_top()], cross);
    }
}

/// The smallest radius of a mark's disc, in points: its sign about 14 points high.
const MARK_RADIUS: f32 = 9.5;

/// Draws a mark's disc centred on a node's corner, `corner`, as a practice sheet draws its ✗:
/// the sign says the kind of difference, the colour that it is one. Returns the disc's square.
fn draw_mark(
    painter: &egui::Painter,
    visuals: &egui::Visuals,
    kind: crate::course::grade::Kind,
    corner: Pos2,
    text_size: f32,
) -> Rect {
    // Never so small that the sign blurs into another (a ✗ of 12 px reads as a λ).
    let radius = (text_size * 0.7).max(MARK_RADIUS);
    let color = mark_color(kind, visuals.dark_mode);
    painter.circle_filled(corner, radius, color);
    painter.circle_stroke(corner, radius, Stroke::new(1.0, visuals.extreme_bg_color));
    // Dark text on the dark theme's light red, white on the light theme's deep one.
    let sign = if visuals.dark_mode {
        egui::Color32::BLACK
    } else {
        egui::Color32::WHITE
    };
    if symbol(kind) == "✗" {
        // A value: a crisp cross of two strokes, which no font blurs at a small size.
        let arm = radius * 0.45;
        let stroke = Stroke::new((radius * 0.22).max(1.5), sign);
        painter.line_segment([corner + vec2(-arm, -arm), corner + vec2(arm, arm)], stroke);
        painter.line_segment([corner + vec2(-arm, arm), corner + vec2(arm, -arm)], stroke);
    } else {
        painter.text(
            corner,
            Align2::CENTER_CENTER,
            symbol(kind),
            FontId::proportional(radius * 1.5),
            sign,
        );
    }
    Rect::from_center_size(corner, vec2(radius * 2.0, radius * 2.0))
}

/// Draws a badge centred on a node's corner, `corner`: a disc in the text's colour with its
/// letter ("K", "H", "N", "R", "−1", "P") in the background's, so that it reads on either theme
/// and stays apart from a practice sheet's coloured marks. Returns the disc's square.
fn draw_badge(
    painter: &egui::Painter,
    visuals: &egui::Visuals,
    letter: &str,
    corner: Pos2,
    text_size: f32,
) -> Rect {
    // The letter as large as the node's text (which the view never draws smaller than the
    // projector's floor), the disc at least a mark's: read from the back row. Its lower edge
    // stays above the node's value, in the half of the box the move's name has.
    let letter_size = text_size.max(MARK_RADIUS * 2.0 / BADGE_DIAMETER_IN_TEXT);
    let radius = letter_size * BADGE_DIAMETER_IN_TEXT / 2.0;
    // Up and over its own box: centred on the corner, it sat as much on the left neighbour's
    // box, whose badge it seemed to be; wholly inside, it hid the move's first letter.
    let corner = corner + vec2(radius * 0.5, -radius * 0.5);
    painter.circle_filled(corner, radius, visuals.text_color());
    painter.circle_stroke(corner, radius, Stroke::new(1.0, visuals.extreme_bg_color));
    painter.text(
        corner,
        Align2::CENTER_CENTER,
        letter,
        FontId::proportional(letter_size),
        visuals.extreme_bg_color,
    );
    Rect::from_center_size(corner, vec2(radius * 2.0, radius * 2.0))
}

/// Draws a node's [α, β] in `rect` at `text_size`: "α 3" over "β +∞", each line in the block's
/// half, in the text's own colour (not a weak grey: the class reads them).
fn draw_window(
    painter: &egui::Painter,
    visuals: &egui::Visuals,
    lines: &[String; 2],
    rect: Rect,
    text_size: f32,
) {
    let font = FontId::proportional(text_size);
    let half = rect.height() / 2.0;
    for (row, line) in lines.iter().enumerate() {
        painter.text(
            pos2(rect.center().x, rect.top() + half * (row as f32 + 0.5)),
            Align2::CENTER_CENTER,
            line,
            font.clone(),
            visuals.text_color(),
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
