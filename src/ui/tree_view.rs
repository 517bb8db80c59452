//! The tree view: the search tree drawn as a tree, tidily, around what the replay is doing.
//!
//! A small tree (a lesson's abstract tree, a depth-1 search) is drawn whole, every node and leaf
//! with its value. A big one is drawn around the nodes that matter now: the root, the path down
//! to every node the current step acts on (and to the node the person clicked), and the
//! children of those nodes. A family is drawn whole when it fits the view's width at a readable
//! size; one of more than [`FOLD_ABOVE`] children that does not (the deepest are folded first)
//! shows its first few and folds the rest into a "+N more" node, which opens the whole family
//! when clicked, at any detail. An opened family wider than the view keeps its parent over the
//! child the story goes on with (not over the family's middle), and the camera looks again, so
//! that the node the step names and the node clicked stay in sight. The nodes are placed by
//! [`crate::course::tree_layout`].
//!
//! The view is a camera over that drawing: drag to move it, the wheel or the buttons to zoom.
//! When the drawing fits it is shown whole and centred; when it does not, the camera follows the
//! replay, moving whenever the node a step acts on would be out of sight. Sizes follow the text
//! size, so projector mode enlarges the whole tree, and neither the automatic zoom nor "Fit"
//! ever makes a label smaller than a person reads ([`LEGIBLE_PX`], 18 px in projector mode):
//! a drawing too large for the view at that size is panned, not shrunk. Within that, the zoom
//! is chosen from the area the view is given, so a taller or wider view draws the tree larger.
//!
//! `drawing` decides what to draw for a step and lays it out; `paint` paints it. What a node
//! shows comes from the replay ([`crate::engine::replay::Replay::node_view`]), so
//! nothing appears before its step: values arrive as they are backed up, a pruned move appears
//! (crossed out) at the cutoff that skips it, and the principal variation is marked only at the
//! end. In a depth-first alpha-beta replay every entered node also shows its window [α, β] as it
//! stood when the node was entered.
//!
//! Beyond the depth, quiescence search's nodes lie under a dashed line, the horizon, on a tinted
//! band. A transposition carries "⇄" and the number of the node that searched its position, and a
//! click on it goes there.

use std::collections::HashSet;

mod drawing;
mod paint;
mod story;

pub use story::lesson_story;

use egui::{Pos2, Rect, Sense, Ui, Vec2, WidgetInfo, pos2, vec2};

use crate::engine::replay::{Granularity, Order};
use crate::engine::tree::{BoardKind, NodeId, SearchTree};
use crate::shell::i18n::tr;
use crate::ui::opened_tree::marks::TreeMarks;
use crate::ui::stepper::Stepper;

use drawing::{Around, Detail, Drawing, Item, build_drawing};
use paint::{Canvas, paint};

/// A tree with at most this many nodes is drawn whole.
pub const WHOLE_TREE_NODES: usize = 80;
/// A family of more children than this is folded: its first [`FOLD_SHOWN`] children are drawn,
/// with those the replay needs, and the rest become one "+N more" node.
pub const FOLD_ABOVE: usize = 8;
/// How many children of a folded family are drawn.
const FOLD_SHOWN: usize = 4;
/// A node's height, in lines of its text: a label and a value, with some room around them. Tests
/// read a node's text size from its height with it.
pub const NODE_HEIGHT_IN_TEXT: f32 = 2.5;
/// How far a node's two lines (its move over its value) sit from its centre, in lines of its
/// text: a little closer than a line apart, clear of the rounded corners. Tests find where a
/// node's value is drawn with it.
pub const LINE_FROM_CENTRE_IN_TEXT: f32 = 0.55;
/// A badge's disc (K, H, N, R, −1, P on a node's corner), across, in its letter's text size.
/// Its letter is at least as large as the node's own text, read from the back row too; tests
/// read the letter's size from the disc's with it.
pub const BADGE_DIAMETER_IN_TEXT: f32 = 1.5;
/// The size of the [α, β] under a node, relative to the node's text, in normal mode; in
/// projector mode they are as large as the values, read from the back row too.
const WINDOW_TEXT: f32 = 0.9;
/// The height of a node's [α, β] block ("α 3" over "β +∞"), in lines of its own text size.
/// Tests read the bounds' text size from the block's height with it.
pub const WINDOW_HEIGHT_IN_TEXT: f32 = 2.2;
/// What screen readers (and tests) call the drawing's area, in the window's language.
pub fn drawing_label() -> String {
    crate::shell::i18n::tr("tree-drawing")
}
/// The smallest text the view zooms out to by itself or with "Fit", as a font size in physical
/// pixels (the screen's, whatever its scale): a label a person reads without leaning in.
pub const LEGIBLE_PX: f32 = 13.0;
/// The same in projector mode: read from the back row.
pub const LEGIBLE_PX_PROJECTOR: f32 = 18.0;

/// What the tree view needs from the panel around it.
pub struct TreeViewContext<'a> {
    /// The replay and its step.
    pub stepper: &'a Stepper,
    /// The node the person clicked, if any: it is drawn, with a ring.
    pub focus: Option<NodeId>,
    /// The marks of a tree opened from a file (where it differs, and why): a disc on each node
    /// marked, the reasons in its hover.
    pub marks: Option<&'a TreeMarks>,
    /// The places a lesson's step names or asks about (`None`: the root): they are drawn, and the
    /// view frames them with their parents and children.
    pub story: &'a [Option<NodeId>],
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
    /// How the zoom is chosen: automatically, to fit, or by hand.
    zoom: Zoom,
    /// The parents (`None`: the root) whose children are all drawn.
    unfolded: HashSet<Option<NodeId>>,
    /// The parent whose "+N more" was just clicked: the drawing grows around it, and the camera
    /// looks again, keeping it in sight with what the step is about.
    opened: Option<Option<NodeId>>,
    /// What the camera last followed; it follows again when this changes.
    followed: Option<FollowKey>,
    /// The view's size and zoom when the camera last followed.
    followed_view: Option<(i32, i32, i32)>,
    /// The drawing of the last frame, rebuilt when what it shows changes.
    drawing: Option<Drawing>,
    /// A zoom button clicked in the last frame.
    pending_zoom: Option<ZoomChange>,
    /// The largest drawing seen so far of one tree (its address) at one text size in one order,
    /// in points at zoom 1.
    largest_drawing: Option<((usize, u32, Order), Vec2)>,
    /// What the drawing of the last frame asks of the view's size: the panel gives the rest to
    /// the tables.
    sizing: Option<Sizing>,
}

/// How the zoom is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
enum Zoom {
    /// The largest that shows what the step is about (the whole drawing when it can), between
    /// the legible size and the panel's largest.
    #[default]
    Auto,
    /// The largest that shows the whole drawing, never below the legible size: chosen again
    /// from the view's area every frame, so that it follows a resized view.
    Fit,
    /// The person's, from the buttons or the wheel.
    Hand(f32),
}

/// The drawing's size and the zooms it may be shown at, kept from the last frame so that the
/// panel can ask how much room the view would like (see [`TreeView::wanted_height_for`]).
#[derive(Clone, Copy, Debug)]
struct Sizing {
    /// The largest drawing of this tree so far, in points at zoom 1.
    drawing: Vec2,
    /// The zoom at which its labels are the legible size.
    smallest: f32,
    /// The largest zoom wanted: the panel's largest automatic zoom, or the person's.
    largest: f32,
    /// The margin round the drawing and the floating header's height, in points.
    margin: f32,
    header: f32,
    /// The width the view had.
    width: f32,
}

/// What the camera follows: the tree, the step and the focus.
#[derive(Clone, Copy, Debug, PartialEq)]
struct FollowKey {
    tree: usize,
    step: usize,
    order: Order,
    granularity: Granularity,
    focus: Option<NodeId>,
    /// The places the lesson's step names, hashed.
    story: u64,
}

/// What a drawing shows: rebuilt when any of it changes.
#[derive(Clone, Debug, PartialEq)]
struct DrawingKey {
    follow: FollowKey,
    unfolded: usize,
    text_size: u32,
    /// Projector mode draws the [α, β] larger.
    projector: bool,
    /// Changes when a question's secrets do (a Reveal shows what was kept back).
    secrets: u64,
    /// The view's size in whole points: what fits in it decides how much is drawn.
    view: (i32, i32),
    /// The labels ("root", "+5 more") are written in the window's language when drawn.
    language: crate::shell::i18n::Language,
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
            story: story_hash(context.story),
        };
        let key = DrawingKey {
            follow,
            unfolded: self.unfolded.len(),
            text_size: text_size.to_bits(),
            projector: context.projector,
            secrets: stepper.secrets_generation(),
            view: (ui.available_width() as i32, height as i32),
            language: crate::shell::i18n::language(),
        };
        // The zoom at which the labels are the legible size on this screen.
        let legible = if context.projector {
            LEGIBLE_PX_PROJECTOR
        } else {
            LEGIBLE_PX
        };
        let smallest_zoom = legible / (text_size * ui.ctx().pixels_per_point());
        let header_height = ui.spacing().interact_size.y + 4.0;
        if self.drawing.as_ref().is_none_or(|drawing| drawing.key != key) {
            // The view's area at the smallest readable zoom, in the drawing's points: the nodes
            // the step names must fit in it side by side, or the drawing shows less around them;
            // a large family is drawn whole if the drawing still fits its width.
            let view = vec2(
                ui.available_width().max(120.0) - text_size * 0.5,
                height.max(60.0) - header_height - text_size * 0.5,
            ) / smallest_zoom;
            let window_text = if context.projector { 1.0 } else { WINDOW_TEXT };
            let build = |detail| {
                let mut folded = HashSet::new();
                let mut first_few = FOLD_SHOWN;
                loop {
                    let around = Around {
                        focus: context.focus,
                        story: context.story,
                        unfolded: &self.unfolded,
                        folded: &folded,
                        first_few,
                        detail,
                        window_text,
                    };
                    let drawing = build_drawing(ui, stepper, &around, key.clone(), text_size);
                    // Too wide: the deepest family drawn whole is folded, and the drawing made
                    // again; the families nearer the root, which every step passes, stay whole
                    // longest.
                    let deepest = drawing.foldable.iter().max_by_key(|(_, depth)| *depth);
                    // Every large family folded and still too wide (a narrow view): the folded
                    // families show fewer of their first children, down to one.
                    match deepest {
                        Some(&(parent, _)) if drawing.size.x > view.x => {
                            folded.insert(parent);
                        }
                        None if drawing.size.x > view.x && first_few > 1 => first_few -= 1,
                        _ => return drawing,
                    }
                }
            };
            let fits = |drawing: &Drawing, indexes: &[usize]| {
                drawing
                    .union(indexes)
                    .is_none_or(|union| union.width() <= view.x && union.height() <= view.y)
            };
            // The most detail in which the named nodes fit with their families; else in which
            // they fit alone; else the leanest.
            let mut fallback: Option<Drawing> = None;
            let mut chosen: Option<Drawing> = None;
            for detail in [Detail::Full, Detail::Paths, Detail::Lean] {
                let drawing = build(detail);
                if fits(&drawing, &drawing.family) {
                    chosen = Some(drawing);
                    break;
                }
                if (fallback.is_none() && fits(&drawing, &drawing.named)) || detail == Detail::Lean {
                    fallback = fallback.or(Some(drawing));
                }
            }
            let drawing = chosen.or(fallback)?;
            self.drawing = Some(drawing);
        }
        // Taken out while drawing (the header needs `self`), and put back at the end.
        let drawing_owned = self.drawing.take()?;
        let drawing = &drawing_owned;

        let width = ui.available_width().max(120.0);
        let (rect, response) = ui.allocate_exact_size(vec2(width, height.max(60.0)), Sense::click_and_drag());
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Group, true, drawing_label()));
        // The title and the zoom buttons float along the top edge; the nodes keep clear of it.
        let zoom_change = self.pending_zoom.take();

        // Zoom: the person's choice, or the largest that shows everything without going below
        // a legible size.
        let smallest_auto = smallest_zoom;
        let margin = drawing.text_size * 0.5;
        // The drawing's own area: under the floating header.
        let rect = Rect::from_min_max(rect.min + vec2(0.0, header_height), rect.max);
        let fit = ((rect.width() - margin) / drawing.size.x)
            .min((rect.height() - margin) / drawing.size.y)
            .max(0.05);
        // What the step is about, with the parents and children of the nodes it names: the
        // automatic zoom shows all of it when it can without going below the legible size.
        let frame_fit = drawing.union(&drawing.frame).map_or(f32::INFINITY, |frame| {
            ((rect.width() - margin) / frame.width()).min((rect.height() - margin) / frame.height())
        });
        // Within one tree the automatic zoom fits the largest drawing seen so far, so that
        // stepping does not make the drawing grow and shrink by turns.
        let same = (follow.tree, text_size.to_bits(), follow.order);
        let largest = match self.largest_drawing {
            Some((drawn, size)) if drawn == same => size.max(drawing.size),
            _ => drawing.size,
        };
        self.largest_drawing = Some((same, largest));
        let steady_fit = ((rect.width() - margin) / largest.x)
            .min((rect.height() - margin) / largest.y)
            .max(0.05);
        let largest_auto = context.largest_auto_zoom.max(smallest_auto);
        let auto_zoom = steady_fit.min(frame_fit).clamp(smallest_auto, largest_auto);
        // The whole drawing if it fits at a legible size; else as much of it as does, around
        // what the step is about.
        let fit_zoom = fit.clamp(smallest_auto, largest_auto);
        let chosen_zoom = |zoom: Zoom| match zoom {
            Zoom::Auto => auto_zoom,
            Zoom::Fit => fit_zoom,
            Zoom::Hand(zoom) => zoom,
        };
        if let Some(change) = zoom_change {
            self.zoom = match change {
                ZoomChange::By(factor) => Zoom::Hand((chosen_zoom(self.zoom) * factor).clamp(0.1, 4.0)),
                ZoomChange::Fit => Zoom::Fit,
                ZoomChange::Auto => Zoom::Auto,
            };
            // The camera looks again at the new size: what the step is about stays in sight.
            self.followed = None;
        }
        if response.hovered() {
            let (scroll, pinch) = ui.input(|input| (input.smooth_scroll_delta.y, input.zoom_delta()));
            let factor = pinch * (scroll / 300.0).exp();
            if (factor - 1.0).abs() > 1e-3 {
                let before = chosen_zoom(self.zoom);
                let after = (before * factor).clamp(0.1, 4.0);
                // Keep the point under the pointer where it is.
                if let (Some(pointer), Some(camera)) = (response.hover_pos(), self.camera) {
                    let under = camera + (pointer - rect.center()) / before;
                    self.camera = Some(under - (pointer - rect.center()) / after);
                }
                self.zoom = Zoom::Hand(after);
                ui.input_mut(|input| input.smooth_scroll_delta = Vec2::ZERO);
            }
        }
        let zoom = chosen_zoom(self.zoom);
        // The view's size (whole points) and zoom: when they change, the camera looks again.
        // (Not the person's zoom: zooming by hand must not move the camera.)
        let view_key = (
            rect.width() as i32,
            rect.height() as i32,
            (match self.zoom {
                Zoom::Hand(_) => auto_zoom,
                automatic => chosen_zoom(automatic),
            } * 1000.0) as i32,
        );
        let fits = drawing.size.x * zoom <= rect.width() - margin * 0.5
            && drawing.size.y * zoom <= rect.height() - margin * 0.5;

        // The camera: the whole drawing when it fits; else follow the replay, and the person's drag.
        if fits {
            self.camera = Some(drawing_centre(drawing));
            // The whole drawing is in sight, the family just opened with it.
            self.opened = None;
        } else if self.followed != Some(follow)
            || self.camera.is_none()
            || self.followed_view != Some(view_key)
        {
            // A new step, a new focus, or a view of another size or zoom: look again.
            let view = (rect.size() - Vec2::splat(margin)) / zoom;
            // The family just opened: its parent, the node clicked, stays in sight, with as much
            // of what the step is about as fits beside it.
            let opened = self.opened.take().and_then(|parent| drawing.index_of(parent));
            let camera = follow_camera(drawing, self.camera, view, opened);
            let camera = clamp_camera(camera, drawing.size, rect.size() / zoom, margin / zoom);
            self.camera = Some(uncut_edges(drawing, camera, view));
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
        // What the panel should give it: the height the largest drawing so far takes if only
        // the width limits it.
        self.sizing = Some(Sizing {
            drawing: largest,
            smallest: smallest_auto,
            largest: match self.zoom {
                Zoom::Hand(zoom) => zoom,
                Zoom::Auto | Zoom::Fit => largest_auto,
            },
            margin,
            header: header_height,
            width: rect.width(),
        });

        let whole = response.rect;
        ui.painter_at(whole)
            .rect_filled(whole, 4.0, ui.visuals().faint_bg_color);
        let canvas = Canvas {
            rect,
            zoom,
            camera,
            view_id: response.id,
        };
        let clicked = paint(ui, &canvas, drawing, context);
        self.header_ui(
            ui,
            Rect::from_min_size(whole.min, vec2(whole.width(), header_height)),
            tree,
        );
        self.drawing = Some(drawing_owned);
        match clicked {
            // A transposition's value was found at another node: a click goes there.
            Some(Item::Node(Some(id))) => Some(Some(tree.transposition_source(id).unwrap_or(id))),
            Some(Item::Node(None)) => Some(None),
            Some(Item::More { parent, .. }) => {
                // The drawing is laid out anew around the whole family, and every node may move:
                // the camera looks again, or what the step is about would slide out of sight.
                self.unfolded.insert(parent);
                self.opened = Some(parent);
                self.followed = None;
                ui.ctx().request_repaint();
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
                let name = tr(if tree.game().board() == BoardKind::None {
                    "tree-abstract"
                } else {
                    "tree-view"
                });
                // The name gives way to the zoom buttons where the row is short (a projector's
                // letters, a longer language): cut with "…", its whole on hover.
                let buttons: f32 = [
                    tr("tree-auto"),
                    tr("tree-fit"),
                    String::from("+"),
                    String::from("−"),
                ]
                .iter()
                .map(|text| {
                    crate::ui::widgets::text_width(ui, text, &egui::TextStyle::Button)
                        + ui.spacing().button_padding.x * 2.0
                        + ui.spacing().item_spacing.x
                })
                .sum();
                let room = (ui.available_width() - buttons - ui.spacing().item_spacing.x * 2.0).max(0.0);
                ui.scope(|ui| {
                    ui.set_max_width(room);
                    ui.add(egui::Label::new(egui::RichText::new(&name).weak()).truncate())
                        .on_hover_text(format!("{name}: {}", tr("tree-view-hint")));
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .small_button(tr("tree-auto"))
                        .on_hover_text(tr("tree-auto-hint"))
                        .clicked()
                    {
                        change = Some(ZoomChange::Auto);
                    }
                    if ui
                        .small_button(tr("tree-fit"))
                        .on_hover_text(tr("tree-fit-hint"))
                        .clicked()
                    {
                        change = Some(ZoomChange::Fit);
                    }
                    if ui
                        .small_button("+")
                        .on_hover_text(tr("tree-zoom-in-hint"))
                        .clicked()
                    {
                        change = Some(ZoomChange::By(1.25));
                    }
                    if ui
                        .small_button("−")
                        .on_hover_text(tr("tree-zoom-out-hint"))
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

impl TreeView {
    /// Returns the height the drawing wanted in the last frame, with its header (points), so that
    /// the panel can give what it does not need to the tables.
    pub fn wanted_height(&self) -> Option<f32> {
        let sizing = self.sizing?;
        self.wanted_height_for(sizing.width)
    }

    /// Returns the least height (points, with the header) that shows the largest drawing of
    /// this tree so far whole at the legible size, if the width allows: what the panel must
    /// give the view to keep it over something else. `None` before the view was first drawn.
    pub fn least_height(&self) -> Option<f32> {
        let sizing = self.sizing?;
        Some(sizing.drawing.y * sizing.smallest + sizing.margin + sizing.header)
    }

    /// Returns the height (points, with the header) the view would like if it were `width`
    /// points wide: its largest drawing of this tree so far, as large as that width allows up to
    /// the panel's largest zoom, and never smaller than the legible size (a drawing wider than
    /// `width` at that size is panned, and wants only its height at that size). `None` before the
    /// view was first drawn.
    pub fn wanted_height_for(&self, width: f32) -> Option<f32> {
        let sizing = self.sizing?;
        let zoom = ((width - sizing.margin) / sizing.drawing.x.max(1.0))
            .min(sizing.largest)
            .max(sizing.smallest);
        Some(sizing.drawing.y * zoom + sizing.margin + sizing.header)
    }
}

/// Where the camera should look: where it is, if it shows the first of the drawing's wishes that
/// fits in `view` (what the step is about, with the parents and children of the nodes it names,
/// and less when that does not fit); else centred on that wish; else, when nothing fits, on the
/// first node named (or acted on). With `opened` (the index of the node whose family the person
/// just opened), every wish comes with that node, and that node alone is wished before the rest:
/// the node clicked stays in sight.
fn follow_camera(drawing: &Drawing, camera: Option<Pos2>, view: Vec2, opened: Option<usize>) -> Pos2 {
    let fits = |rect: &Rect| rect.width() <= view.x && rect.height() <= view.y;
    let with_opened = opened.into_iter().flat_map(|opened| {
        drawing
            .wishes
            .iter()
            .map(move |indexes| indexes.iter().copied().chain([opened]).collect::<Vec<_>>())
            .chain([vec![opened]])
    });
    let best = with_opened
        .chain(drawing.wishes.iter().cloned())
        .filter_map(|indexes| drawing.union(&indexes))
        .find(fits);
    if let Some(best) = best {
        return match camera {
            Some(camera) if Rect::from_center_size(camera, view).contains_rect(best) => camera,
            _ => best.center(),
        };
    }
    drawing
        .named
        .first()
        .or(drawing.interest.first())
        .and_then(|&index| drawing.nodes.get(index))
        .map_or_else(
            || camera.unwrap_or_else(|| drawing_centre(drawing)),
            |node| drawing.footprint(node).center(),
        )
}

/// Moves the camera up or down, as little as it can, so that no node is cut by the view's top
/// or bottom edge (a root half out of sight at the top reads as a node without a value): a cut
/// node is shown whole if what the step is about stays in sight, else hidden.
fn uncut_edges(drawing: &Drawing, camera: Pos2, view: Vec2) -> Pos2 {
    let wish = drawing
        .wishes
        .iter()
        .filter_map(|indexes| drawing.union(indexes))
        .find(|rect| rect.width() <= view.x && rect.height() <= view.y);
    let keeps = |camera: Pos2| {
        let shown = Rect::from_center_size(camera, view);
        wish.is_none_or(|wish| shown.top() <= wish.top() + 0.5 && wish.bottom() <= shown.bottom() + 0.5)
    };
    let mut camera = camera;
    for _ in 0..4 {
        let shown = Rect::from_center_size(camera, view);
        let cut = drawing
            .nodes
            .iter()
            .map(|node| drawing.footprint(node))
            .find(|node| {
                let across = node.right() > shown.left() && node.left() < shown.right();
                let top_cut = node.top() < shown.top() - 0.5 && node.bottom() > shown.top() + 0.5;
                let bottom_cut = node.top() < shown.bottom() - 0.5 && node.bottom() > shown.bottom() + 0.5;
                across && (top_cut || bottom_cut)
            });
        let Some(node) = cut else { break };
        let (show, hide) = if node.top() < shown.top() {
            (node.top() - shown.top(), node.bottom() - shown.top())
        } else {
            (node.bottom() - shown.bottom(), node.top() - shown.bottom())
        };
        let moved = [show, hide]
            .into_iter()
            .map(|by| camera + vec2(0.0, by))
            .find(|&moved| keeps(moved));
        match moved {
            Some(moved) => camera = moved,
            None => break,
        }
    }
    camera
}

/// A hash of the places a lesson step names: the camera looks again when they change.
fn story_hash(story: &[Option<NodeId>]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    story.hash(&mut hasher);
    hasher.finish()
}
