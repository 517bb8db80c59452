//! The marks principal variation search, late move reductions and null-move pruning leave on
//! nodes, driven through a projector's window (1024×700) with egui_kittest: the computer opens
//! the game searching with them, and at the replay's end every kind of badge the tree has (N, R,
//! −1, P) is drawn on its node, told to screen readers with what it means, its letter no smaller
//! than the projector's floor (18 px) and clear of the node's value; the legend names each
//! kind the tree has and no other; and the node arrays' status column, in a wider window, says
//! on its title what the techniques' words mean.
//!
//! A badge's letter size is read from its disc's height over [`BADGE_DIAMETER_IN_TEXT`]; where
//! a node's value is drawn, from the node's box (its text size is its height over
//! [`NODE_HEIGHT_IN_TEXT`], the value's line [`LINE_FROM_CENTRE_IN_TEXT`] below its centre).

use std::sync::Arc;

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use klados::chess::game::Game;
use klados::engine::settings::{Algorithm, Technique, Techniques};
use klados::engine::tree::{NodeId, SearchTree};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::node_words::{TechniqueBadge, technique_badges_used};
use klados::ui::settings::{Settings, Side};
use klados::ui::stepper::StepperCommand;
use klados::ui::tree_view::{
    BADGE_DIAMETER_IN_TEXT, LEGIBLE_PX_PROJECTOR, LINE_FROM_CENTRE_IN_TEXT, NODE_HEIGHT_IN_TEXT,
    drawing_label,
};

mod common;

/// The computer opens the game from the start position, four plies deep, or, asked to think
/// there (as Study's "Think here" does), searches `fen` three plies deep: in a 1024×700 window
/// in projector mode, with ordered alpha-beta and `techniques`; the replay is at its end.
fn computer_thinks(techniques: Techniques, fen: Option<&str>) -> Harness<'static, KladosApp> {
    let settings = Settings {
        depth: if fen.is_some() { 3 } else { 4 },
        algorithm: Algorithm::Ordered,
        techniques,
        human_side: Side::Black,
        projector: true,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size(common::SMALL_PROJECTOR)
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().wait_for_computer();
    if let Some(fen) = fen {
        let game = Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        harness.state_mut().load_game(game);
        harness.state_mut().apply(Command::ThinkHere);
        harness.state_mut().wait_for_computer();
    }
    harness.run();
    harness.state_mut().apply(Command::Step(StepperCommand::ToEnd));
    harness.run();
    harness
}

fn shown_tree(harness: &Harness<'_, KladosApp>) -> Arc<SearchTree> {
    let Some(stepper) = harness.state().thinking().stepper() else {
        panic!("no search shown");
    };
    Arc::clone(stepper.tree())
}

/// The first node of the tree that wears `badge`, in level order.
fn first_wearing(tree: &SearchTree, badge: TechniqueBadge) -> NodeId {
    tree.search_marks()
        .iter()
        .find(|(id, marks)| {
            TechniqueBadge::of(marks) == Some(badge)
                && tree.get(*id).is_some_and(|node| {
                    node.status() != klados::engine::tree::Status::Pruned && node.ordered_by().is_none()
                })
        })
        .map(|(id, _)| id)
        .unwrap_or_else(|| panic!("no node wears {badge:?}"))
}

/// Words of the sentence a badge's hover starts with, by kind: the replay's own explanation.
fn explained_by(badge: TechniqueBadge) -> &'static str {
    match badge {
        TechniqueBadge::NullWindow => "is searched with a null window",
        TechniqueBadge::Reduced(_) => "late move reductions search it",
        TechniqueBadge::ReSearched => "it is searched again",
        TechniqueBadge::NullMove => "Null-move pruning let the side to move pass here",
        TechniqueBadge::Settled => "is not searched again",
    }
}

/// The legend's short words for a badge, in English.
fn legend_words(badge: TechniqueBadge) -> String {
    match badge {
        TechniqueBadge::NullWindow => String::from("N null window"),
        TechniqueBadge::Reduced(plies) => format!("−{plies} reduced"),
        TechniqueBadge::ReSearched => String::from("R re-searched"),
        TechniqueBadge::NullMove => String::from("P null move"),
        TechniqueBadge::Settled => String::from("A settled"),
    }
}

/// Focuses the node that first wears `badge` and checks its badge in the tree view: drawn on
/// the node's corner, told with what it means, its letter at least the projector's floor and
/// its disc above the node's value.
fn check_badge(harness: &mut Harness<'_, KladosApp>, tree: &SearchTree, badge: TechniqueBadge) {
    let id = first_wearing(tree, badge);
    harness.state_mut().apply(Command::FocusNode(Some(id)));
    harness.run();
    if harness.query_by_label(&drawing_label()).is_none() {
        harness.get_by_label("Tree").click();
        harness.run();
    }
    let name = format!("(level {}, node {})", id.level, id.index + 1);
    let explained = explained_by(badge);
    let Some(node) = harness
        .query_all(
            by().role(Role::Button)
                .predicate(|node| node.label().is_some_and(|label| label.contains(&name))),
        )
        .next()
    else {
        panic!("{badge:?}: {name} is not drawn")
    };
    let node_rect = node.rect();
    let node_label = node.accesskit_node().label().unwrap_or_default();
    assert!(
        node_label.contains(explained),
        "{badge:?}: {name} is told without its mark: {node_label}"
    );
    // The badge: a label of its own over the node's top-left corner, more on its own box than
    // on its left neighbour's, which tells what the mark means (as its hover does).
    let corner = node_rect.left_top();
    let Some(disc) = harness
        .query_all(
            by().role(Role::Label)
                .predicate(|label| label.value().is_some_and(|words| words.contains(explained))),
        )
        .map(|label| label.rect())
        .find(|disc| {
            let (centre, radius) = (disc.center(), disc.width() / 2.0);
            centre.x > corner.x && centre.x < corner.x + radius && (centre.y - corner.y).abs() < radius
        })
    else {
        panic!("{badge:?}: no badge on {name}'s corner")
    };
    let pixels_per_point = harness.ctx.pixels_per_point();
    let letter_px = disc.height() / BADGE_DIAMETER_IN_TEXT * pixels_per_point;
    assert!(
        letter_px >= LEGIBLE_PX_PROJECTOR - 0.1,
        "{badge:?}: the badge's letter is {letter_px:.1} px"
    );
    // The value's line: the node's text size high, below the node's centre.
    let text_size = node_rect.height() / NODE_HEIGHT_IN_TEXT;
    let value_centre = node_rect.center().y + LINE_FROM_CENTRE_IN_TEXT * text_size;
    let value_line = Rect::from_x_y_ranges(
        node_rect.x_range(),
        (value_centre - text_size / 2.0)..=(value_centre + text_size / 2.0),
    );
    assert!(
        !disc.intersects(value_line),
        "{badge:?}: the badge {disc:?} covers {name}'s value {value_line:?}"
    );
}

/// Checks every badge the tree wears, and the legend: an entry for each, in the window's body
/// text (at least the projector's floor), and none for the kinds the tree does not have.
fn check_marks(techniques: Techniques, expected: &[TechniqueBadge]) {
    check_marks_at(techniques, None, expected);
}

/// [`check_marks`], the computer thinking at `fen` (or opening the game).
fn check_marks_at(techniques: Techniques, fen: Option<&str>, expected: &[TechniqueBadge]) {
    let mut harness = computer_thinks(techniques, fen);
    let tree = shown_tree(&harness);
    let used = technique_badges_used(&tree);
    for badge in expected {
        assert!(used.contains(badge), "{badge:?} not among {used:?}");
    }
    for &badge in &used {
        check_badge(&mut harness, &tree, badge);
    }
    let body_px =
        egui::TextStyle::Body.resolve(&harness.ctx.global_style()).size * harness.ctx.pixels_per_point();
    assert!(
        body_px >= LEGIBLE_PX_PROJECTOR,
        "the legend's text is {body_px:.1} px"
    );
    let all = [
        TechniqueBadge::NullWindow,
        TechniqueBadge::Reduced(1),
        TechniqueBadge::ReSearched,
        TechniqueBadge::NullMove,
        TechniqueBadge::Settled,
    ];
    for badge in all {
        let words = legend_words(badge);
        let shown = harness.query_all_by_label(&words).count();
        if used.contains(&badge) {
            assert_eq!(shown, 1, "the legend says {words} once");
            let entry = harness.get_by_label(&words).rect();
            assert!(entry.height() >= LEGIBLE_PX_PROJECTOR, "{words}: {entry:?}");
        } else {
            assert_eq!(shown, 0, "the legend says {words}, which no node wears");
        }
    }
}

#[test]
fn pvs_and_late_move_reductions_mark_their_nodes_readably_on_a_projector() {
    check_marks(
        Techniques::NONE.with(Technique::Pvs).with(Technique::Reductions),
        &[
            TechniqueBadge::NullWindow,
            TechniqueBadge::ReSearched,
            TechniqueBadge::Reduced(1),
        ],
    );
}

#[test]
fn a_null_move_marks_its_nodes_readably_on_a_projector() {
    check_marks(
        Techniques::NONE.with(Technique::NullMove),
        &[TechniqueBadge::NullMove],
    );
}

#[test]
fn root_moves_a_failed_aspiration_window_settled_are_marked_readably_on_a_projector() {
    // A quiet Italian game, three plies deep: the static score is a poor guess, the first
    // window fails, and the next try settles root moves from it.
    check_marks_at(
        Techniques::NONE.with(Technique::Aspiration),
        Some("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5"),
        &[TechniqueBadge::Settled],
    );
}

#[test]
fn a_search_without_these_techniques_has_no_such_legend() {
    check_marks(Techniques::NONE, &[]);
}

#[test]
fn the_status_columns_title_explains_the_techniques_words() {
    // A window wide enough for the node arrays' status column.
    let settings = Settings {
        depth: 4,
        algorithm: Algorithm::Ordered,
        techniques: Techniques::NONE.with(Technique::Pvs),
        human_side: Side::Black,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([1600.0, 1000.0])
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().wait_for_computer();
    harness.state_mut().apply(Command::Step(StepperCommand::ToEnd));
    harness.run();
    harness.get_by_label_contains("Level 0 ·").click();
    harness.run();
    harness.get_by_label("status").hover();
    for _ in 0..10 {
        harness.step();
    }
    harness.get_by_label_contains("What the techniques did to a node follows its status");
    harness.get_by_label_contains("N searched with a null window: Principal variation search asked");
}
