//! The colours every panel shares, and what each one means.
//!
//! **A colour says who chooses.** A node is drawn in the colour of the side to move there: blue
//! where White (MAX) chooses the largest value, vermillion where Black (MIN) chooses the smallest.
//! So a node's colour also says how its backed-up value was made: a blue value is a maximum, an
//! orange one a minimum. A move (an arrow on the board) has the colour of the side that chose it,
//! which is the colour of the node it leaves. Tables, level headers, the tree view, the summary,
//! the board's arrows and the legend all follow this one rule.
//!
//! **Chance chooses nobody.** At a chance node (a dice roll) neither side chooses: its value is
//! the expectation of its children's values. It gets a colour of its own, bluish green, and a
//! shape of its own, a box with pointed ends, so nobody reads it as MAX or MIN; the edges to its
//! children carry their probabilities.
//!
//! Blue, vermillion and bluish green come from the Okabe–Ito palette, which people with the
//! common colour-blindnesses tell apart; the shapes differ too (MAX square boxes, MIN round
//! pills, chance pointed ends).

use egui::{Color32, RichText, Ui};

use crate::course::colours::{chance_rgb, chooser_rgb};
use crate::shell::i18n::{tr, tr_args};

use crate::engine::settings::Technique;
use crate::engine::tree::{Backup, NodeId, SearchTree};
use crate::ui::node_words::{TechniqueBadge, technique_badges_used};
use crate::ui::players::players_listed;

/// The colour of the side that chooses at a node: MAX (White) or MIN (Black). The values are
/// [`chooser_rgb`]'s, which a printed handout uses too.
pub fn chooser_color(chooser: Backup, dark_mode: bool) -> Color32 {
    let [red, green, blue] = chooser_rgb(chooser, dark_mode);
    Color32::from_rgb(red, green, blue)
}

/// The colour of a chance node, where nobody chooses: [`chance_rgb`]'s bluish green.
pub fn chance_color(dark_mode: bool) -> Color32 {
    let [red, green, blue] = chance_rgb(dark_mode);
    Color32::from_rgb(red, green, blue)
}

/// Who chooses at a node (`None`: the root): the side to move in its position, which is the side
/// that did not make its move. (At a chance node the dice choose in that side's place.)
pub fn chooser_at(tree: &SearchTree, place: Option<NodeId>) -> Backup {
    match place {
        None => tree.root_backup(),
        Some(id) => level_chooser(tree, id.level),
    }
}

/// Who chooses in the positions of level `level`: the side that did not make its moves. In a
/// tree of three or more players (max^n) every player takes the largest number for itself, as
/// MAX does, so every level is MAX's.
pub fn level_chooser(tree: &SearchTree, level: usize) -> Backup {
    if tree.is_maxn() {
        return Backup::Max;
    }
    tree.levels()
        .get(level)
        .map_or(tree.root_backup(), |nodes| Backup::of_mover(!nodes.mover))
}

/// The colour of a level: the colour of the side choosing in its positions.
pub fn level_color(tree: &SearchTree, level: usize, dark_mode: bool) -> Color32 {
    chooser_color(level_chooser(tree, level), dark_mode)
}

/// Text that steps back (nodes not reached yet, folded families, a static score in brackets),
/// still at a contrast of about 5:1 on either theme.
pub fn muted_text(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_gray(175)
    } else {
        Color32::from_gray(90)
    }
}

/// A colour that belongs to neither side (the bars of a search still running).
pub fn neutral(dark_mode: bool) -> Color32 {
    muted_text(dark_mode)
}

/// The colour of the principal variation: the line both sides are expected to play.
pub fn pv_color(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgb(240, 200, 60)
    } else {
        Color32::from_rgb(190, 140, 0)
    }
}

/// The colour of a value arriving at its parent during a back-up (the travelling chip and the
/// table cell's flash).
pub const ARRIVING: Color32 = Color32::from_rgb(255, 200, 0);
/// The text on the travelling chip.
pub const ARRIVING_TEXT: Color32 = Color32::BLACK;

/// Red for problems, readable on both themes.
pub fn problem_color(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgb(255, 120, 110)
    } else {
        Color32::from_rgb(190, 20, 20)
    }
}

/// The faint tint of rows related to the focused node (its parent and children).
pub fn related_tint(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_rgba_unmultiplied(255, 255, 255, 28)
    } else {
        Color32::from_rgba_unmultiplied(0, 0, 0, 20)
    }
}

/// The legend of the two colours and shapes, in the tree's own words (White and Black in chess,
/// MAX and MIN in an abstract tree), of the badges the tree's nodes wear (killer moves and
/// history; PVS, reductions and null moves), and of a value still open ("x…"), or just the
/// names when `short` (the rest is said when the pointer rests on them). Call it inside a
/// horizontal layout.
pub fn legend_ui(ui: &mut Ui, tree: &SearchTree, short: bool) {
    if let Some(players) = players_listed(tree) {
        players_legend_ui(ui, &players, short);
        return;
    }
    let dark_mode = ui.visuals().dark_mode;
    // Chess names its sides by colour beside MAX and MIN; the other games' legends say MAX
    // and MIN alone.
    let chess = tree.chess_root().is_some();
    // The legend's words: (short, long) for MAX and for MIN, naming the sides in chess.
    let words = |short_id: &str, long_id: &str, abstract_id: &str, side_id: &str| {
        let side = if chess { tr(side_id) } else { String::new() };
        let short_words = tr_args(short_id, &[("side", side.as_str().into())]);
        let long_words = if chess {
            tr_args(long_id, &[("side", side.into())])
        } else {
            tr(abstract_id)
        };
        (short_words.trim_end().to_owned(), long_words)
    };
    let (max_short, max_long) = words(
        "legend-max-short",
        "legend-max",
        "legend-max-abstract",
        "side-white",
    );
    let (min_short, min_long) = words(
        "legend-min-short",
        "legend-min",
        "legend-min-abstract",
        "side-black",
    );
    {
        // Each item stays on one line; the row wraps between them.
        ui.add(
            egui::Label::new(
                RichText::new(if short { max_short } else { max_long })
                    .color(chooser_color(Backup::Max, dark_mode))
                    .strong(),
            )
            .wrap_mode(egui::TextWrapMode::Extend),
        )
        .on_hover_text(tr("legend-max-hint"));
        ui.add(
            egui::Label::new(
                RichText::new(if short { min_short } else { min_long })
                    .color(chooser_color(Backup::Min, dark_mode))
                    .strong(),
            )
            .wrap_mode(egui::TextWrapMode::Extend),
        )
        .on_hover_text(tr("legend-min-hint"));
        if tree.has_chance() {
            ui.add(
                egui::Label::new(
                    RichText::new(tr(if short {
                        "legend-chance-short"
                    } else {
                        "legend-chance"
                    }))
                    .color(chance_color(dark_mode))
                    .strong(),
                )
                .wrap_mode(egui::TextWrapMode::Extend),
            )
            .on_hover_text(tr("legend-chance-hint"));
        }
        // The badges on moves tried early, when the search used killer moves or history.
        let badges = [
            (
                Technique::Killers,
                "tree-badge-killer",
                ["legend-killer-short", "legend-killer"],
                "node-ordered-killer-hint",
            ),
            (
                Technique::History,
                "tree-badge-history",
                ["legend-history-short", "legend-history"],
                "node-ordered-history-hint",
            ),
        ];
        for (technique, badge, [short_words, long_words], hint) in badges {
            if !tree.techniques().has(technique) {
                continue;
            }
            let words = tr_args(
                if short { short_words } else { long_words },
                &[("badge", tr(badge).into())],
            );
            ui.add(egui::Label::new(RichText::new(words).strong()).wrap_mode(egui::TextWrapMode::Extend))
                .on_hover_text(tr(hint));
        }
        // The badges of what PVS, late move reductions and null moves did, those the tree wears;
        // and with aspiration windows always their badge, worn or not, so that the legend does
        // not tell a class whether the window failed before a lesson asks.
        let mut badges = technique_badges_used(tree);
        if tree.techniques().has(Technique::Aspiration) && !badges.contains(&TechniqueBadge::Settled) {
            badges.push(TechniqueBadge::Settled);
        }
        for badge in badges {
            let (words, hint) = badge.legend_words(short);
            ui.add(egui::Label::new(RichText::new(words).strong()).wrap_mode(egui::TextWrapMode::Extend))
                .on_hover_text(hint);
        }
        // A value with "…" is still open (written with an x: a digit here could read as a
        // question's answer): the search has not finished below that node.
        ui.add(
            egui::Label::new(
                RichText::new(tr(if short { "legend-open-short" } else { "legend-open" })).strong(),
            )
            .wrap_mode(egui::TextWrapMode::Extend),
        )
        .on_hover_text(tr("legend-open-hint"));
    }
}

/// The legend of a tree of three or more players (`players`: "A, B, C"): every node is a square
/// box where the player to move takes the child best for itself, and a value with "…" is the
/// most that player has found so far. Max^n searches no techniques, so no badges are named.
fn players_legend_ui(ui: &mut Ui, players: &str, short: bool) {
    let dark_mode = ui.visuals().dark_mode;
    let args = [("players", players.into())];
    ui.add(
        egui::Label::new(
            RichText::new(tr_args(
                if short {
                    "legend-players-short"
                } else {
                    "legend-players"
                },
                &args,
            ))
            .color(chooser_color(Backup::Max, dark_mode))
            .strong(),
        )
        .wrap_mode(egui::TextWrapMode::Extend),
    )
    .on_hover_text(tr_args("legend-players-hint", &args));
    ui.add(
        egui::Label::new(RichText::new(tr(if short { "legend-open-short" } else { "legend-open" })).strong())
            .wrap_mode(egui::TextWrapMode::Extend),
    )
    .on_hover_text(tr("legend-open-players-hint"));
}
