//! What the window says beside an opened tree: whose tree it is (the file), the way back to
//! the game, *Compare with Klados's search*, the score, and the differences, most important
//! first, each a button that goes to its node.
//!
//! It sits where the game panel sat (beside the board, for a chess tree), or over the stepper
//! (an abstract tree's, which has no board, and the Study layout's column).

use egui::{RichText, ScrollArea, Ui};

use crate::course::grade::{Difference, Kind, Place};
use crate::engine::tree::{NodeId, SearchTree, TreeGame};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::game_panel::{Notice, notice_ui};
use crate::ui::palette::problem_color;

use super::OpenedTree;
use super::marks::{kind_words, mark_color, node_of, symbol};

/// The label of the button that compares the opened tree with Klados's search.
pub fn compare_button() -> String {
    tr("opened-compare")
}

/// The label of the button that closes the opened tree.
pub fn close_button() -> String {
    tr("opened-close")
}

/// What the window gives the panel besides the tree.
pub struct Said<'a> {
    /// The window's message, which the game panel would show (it is not drawn meanwhile).
    pub notice: Option<&'a Notice>,
    /// The node focused: its difference is shown selected.
    pub focus: Option<NodeId>,
    /// True in a short window (a projector): the panel keeps to its essentials.
    pub compact: bool,
    /// Where the panel sits.
    pub placement: Placement,
}

/// Where the panel sits, which decides what it says and how much room its list takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Beside (or under) the board, where the game panel sat: the list has the height left.
    BesideBoard,
    /// Over the stepper in one column (an abstract tree's side panel): the list keeps to a few
    /// lines and scrolls, so that the stepper stays in view.
    OverStepper,
    /// Under the stepper (the Study layout's column), whose header names the file already: the
    /// panel starts with its buttons.
    UnderStepper,
}

/// Draws what the window says beside an opened tree; returns the commands given in it.
pub fn opened_tree_ui(ui: &mut Ui, opened: &OpenedTree, said: &Said<'_>) -> Vec<Command> {
    let mut commands = Vec::new();
    let tree = opened.tree();
    let dark_mode = ui.visuals().dark_mode;
    let name = RichText::new(tr_args(
        "opened-name",
        &[("name", opened.name().to_string().into())],
    ))
    .strong();
    let what = what_it_is(tree);
    // A short window keeps the rows for the differences: the sentence waits under the pointer
    // (the panel's header says it is not the computer's search too).
    if said.placement != Placement::UnderStepper {
        let response = ui.label(if said.compact { name } else { name.heading() });
        if said.compact {
            response.on_hover_text(format!(
                "{}\n{what}",
                crate::engine::reading::display_path(opened.path())
            ));
        } else {
            response.on_hover_text(crate::engine::reading::display_path(opened.path()));
            ui.label(what);
        }
    }
    ui.horizontal_wrapped(|ui| {
        // Once compared, the button has done its work: the row is the list's.
        let compared = matches!(opened.graded(), Some(Ok(_)));
        if !compared
            && ui
                .add_enabled(!opened.is_comparing(), egui::Button::new(compare_button()))
                .on_hover_text(tr("opened-compare-hint"))
                .clicked()
        {
            commands.push(Command::CompareWithKlados);
        }
        if ui
            .button(close_button())
            .on_hover_text(tr("opened-close-hint"))
            .clicked()
        {
            commands.push(Command::CloseOpenedTree);
        }
    });
    if let Some(notice) = said.notice {
        notice_ui(ui, notice, None, dark_mode, &mut commands);
    }
    match opened.graded() {
        _ if opened.is_comparing() => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr("opened-comparing"));
            });
        }
        Some(Err(reason)) => {
            ui.label(
                RichText::new(tr_args(
                    "opened-cannot-compare",
                    &[("reason", crate::shell::i18n::said(&reason.said).into())],
                ))
                .color(problem_color(dark_mode)),
            );
        }
        Some(Ok(graded)) if graded.differences.is_empty() => {
            ui.label(
                RichText::new(tr_args(
                    "opened-agree",
                    &[
                        ("score", graded.score.into()),
                        ("search", crate::shell::i18n::said(&graded.search.said).into()),
                        ("nodes", graded.klados_nodes.into()),
                    ],
                ))
                .strong(),
            );
        }
        Some(Ok(graded)) => {
            let counted = graded
                .differences
                .iter()
                .filter(|difference| difference.kind.cost() > 0)
                .count();
            // The rule as `crate::course::grade::SCORE_RULE` says it, in the class's language.
            let rule = tr("opened-rule");
            let compared = tr_args(
                "opened-differences",
                &[
                    ("count", counted.into()),
                    ("search", crate::shell::i18n::said(&graded.search.said).into()),
                    ("compared", graded.compared.into()),
                    ("nodes", graded.klados_nodes.into()),
                ],
            );
            if said.compact || said.placement == Placement::UnderStepper {
                // One line: the rows are the list's.
                let line = tr_args(
                    "opened-score-line",
                    &[("score", graded.score.into()), ("count", counted.into())],
                );
                ui.label(RichText::new(line).strong())
                    .on_hover_text(format!("{compared}\n\n{rule}"));
                for hint in &graded.hints {
                    let hint = crate::shell::i18n::said(&hint.said);
                    ui.label(&hint).on_hover_text(hint);
                }
            } else {
                ui.label(
                    RichText::new(tr_args("opened-score", &[("score", graded.score.into())]))
                        .heading()
                        .strong(),
                )
                .on_hover_text(&rule);
                ui.label(compared);
                for hint in &graded.hints {
                    ui.label(crate::shell::i18n::said(&hint.said));
                }
            }
        }
        None if opened.unbacked().is_empty() => {
            ui.label(tr(if said.compact {
                "opened-backs-up-short"
            } else {
                "opened-backs-up"
            }));
        }
        None => {
            let found = opened.unbacked();
            let count = found.len();
            let id = match (
                found.iter().all(|difference| difference.kind == Kind::Backup),
                said.compact,
            ) {
                (true, true) => "opened-unbacked-short",
                (true, false) => "opened-unbacked",
                (false, true) => "opened-wrong-short",
                (false, false) => "opened-wrong",
            };
            let what = tr_args(id, &[("count", count.into())]);
            ui.label(RichText::new(what).color(problem_color(dark_mode)));
        }
    }
    if !opened.is_comparing() {
        differences_ui(ui, opened, said, &mut commands);
    }
    commands
}

/// Says what the opened tree is, in a sentence: not the computer's search, its search and size,
/// and that the game waits.
fn what_it_is(tree: &SearchTree) -> String {
    let what = match tree.game() {
        TreeGame::Drawn(_) => tr("opened-letters"),
        TreeGame::Chess(_) => tr_args(
            "opened-to-move",
            &[(
                "side",
                crate::ui::names::tree_side_whose(tree, tree.root_backup().color()).into(),
            )],
        ),
        TreeGame::Other(game) => tr_args(
            "opened-game-from",
            &[
                (
                    "game",
                    crate::engine::words::capitalised(&crate::ui::names::game_words(game.id())).into(),
                ),
                ("position", game.root_text().into()),
                ("side", game.side_name(game.root_side()).into()),
            ],
        ),
    };
    tr_args(
        "opened-what",
        &[
            (
                "search",
                crate::ui::names::algorithm_words(tree.algorithm()).into(),
            ),
            ("depth", tree.depth().into()),
            ("nodes", tree.node_count().into()),
            ("what", what.into()),
        ],
    )
}

/// The differences, most important first, each a button that goes to its node; it scrolls in
/// the height left (or in a few lines, over the stepper).
fn differences_ui(ui: &mut Ui, opened: &OpenedTree, said: &Said<'_>, commands: &mut Vec<Command>) {
    let differences = opened.differences();
    if differences.is_empty() {
        return;
    }
    let (focus, compact) = (said.focus, said.compact);
    let tree = opened.tree();
    let dark_mode = ui.visuals().dark_mode;
    let line = ui.text_style_height(&egui::TextStyle::Body);
    // Over the stepper, the list takes what the column shows less the stepper's lines.
    let shown_below = ui.clip_rect().bottom() - ui.cursor().top();
    let most = match (said.placement, compact) {
        (Placement::OverStepper, true) => shown_below - line * STEPPER_LINES_COMPACT,
        (Placement::OverStepper, false) => shown_below - line * STEPPER_LINES,
        _ => ui.available_height(),
    };
    ScrollArea::vertical()
        .id_salt("opened-tree-differences")
        .auto_shrink([false, true])
        .max_height(most.max(line * 4.0))
        .show(ui, |ui| {
            for (index, difference) in differences.iter().enumerate().take(LISTED) {
                let node = node_of(&difference.place, tree);
                let text = format!(
                    "{} {}. {}: {}",
                    symbol(difference.kind),
                    index + 1,
                    place_words(&difference.place, tree),
                    crate::shell::i18n::said(&difference.reason.said)
                );
                let selected = node.is_some() && node == focus;
                let row = Row {
                    color: mark_color(difference.kind, dark_mode),
                    selected,
                    // The difference the replay stands on is read whole: its reason ends with
                    // what the value should be ("…: 2, not 1"), what the class looks at.
                    max_rows: match (selected, compact) {
                        (true, _) => usize::MAX,
                        (false, true) => 2,
                        (false, false) => 3,
                    },
                };
                let hover = format!("{text}\n\n{}", hover_words(difference));
                if row_ui(ui, &text, &row).on_hover_text(hover).clicked() {
                    commands.push(Command::GoToDifference(index));
                }
            }
            if differences.len() > LISTED {
                ui.weak(tr_args(
                    "opened-more-differences",
                    &[("count", (differences.len() - LISTED).into())],
                ));
            }
        });
}

/// The most differences listed: the first, most important, are what to look at, and a tree
/// searched wrongly from its root can differ in thousands of nodes (each drawn every frame).
const LISTED: usize = 200;

/// The lines the header under the list takes (the summary, the stepper, its sentence and the
/// legend), in lines of body text (in a short window, fewer): the list leaves them in view.
const STEPPER_LINES: f32 = 12.0;
const STEPPER_LINES_COMPACT: f32 = 10.0;

/// How one difference's row looks.
struct Row {
    /// The colour of its kind.
    color: egui::Color32,
    /// True for the difference whose node is focused.
    selected: bool,
    /// The most lines it takes; the rest is "…" (the whole is its hover). The selected row
    /// takes as many as it needs.
    max_rows: usize,
}

/// Draws one difference as a button as wide as the list, its text cut after `row.max_rows`
/// lines, so that a long reason leaves room for the next; screen readers hear the whole text.
fn row_ui(ui: &mut Ui, text: &str, row: &Row) -> egui::Response {
    let padding = ui.spacing().button_padding;
    let mut job = egui::text::LayoutJob::single_section(
        text.to_owned(),
        egui::TextFormat::simple(egui::TextStyle::Body.resolve(ui.style()), row.color),
    );
    job.wrap = egui::text::TextWrapping {
        max_width: (ui.available_width() - padding.x * 2.0).max(40.0),
        max_rows: row.max_rows,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    let galley = ui.painter().layout_job(job);
    let size = egui::vec2(ui.available_width(), galley.size().y + padding.y * 2.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let visuals = ui.style().interact_selectable(&response, row.selected);
    if row.selected || response.hovered() {
        ui.painter()
            .rect_filled(rect, visuals.corner_radius, visuals.weak_bg_fill);
    }
    ui.painter().galley(rect.min + padding, galley, row.color);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, row.selected, text));
    response
}

/// Names a difference's place in the student's tree: its level and node, or, for a move the
/// tree lacks, the node it is missing under.
fn place_words(place: &Place, tree: &SearchTree) -> String {
    match (place.level, place.n) {
        (None, _) => tr("opened-place-root"),
        (Some(level), Some(n)) => tr_args(
            "opened-place-node",
            &[
                ("level", level.to_string().into()),
                ("node", n.to_string().into()),
                ("name", place.name.as_str().into()),
            ],
        ),
        (Some(level), None) => match node_of(place, tree) {
            Some(parent) => tr_args(
                "opened-place-missing",
                &[
                    ("level", level.to_string().into()),
                    ("parent-level", parent.level.to_string().into()),
                    ("parent-node", (parent.index + 1).to_string().into()),
                    ("parent", tree.san_of(parent).into()),
                ],
            ),
            None => tr_args(
                "opened-place-missing-root",
                &[("level", level.to_string().into())],
            ),
        },
    }
}

/// What the pointer resting on a difference says: its kind, and where a click goes.
fn hover_words(difference: &Difference) -> String {
    let id = match (difference.place.level, difference.place.n) {
        (None, _) => "opened-go-root",
        (Some(_), None) => "opened-go-missing",
        _ => "opened-go-node",
    };
    let mut words = tr_args(id, &[("kind", kind_words(difference.kind).into())]);
    if difference.kind == Kind::Follows {
        words.push(' ');
        words.push_str(&tr("opened-not-counted"));
    }
    words
}
