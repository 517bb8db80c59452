//! The notices over the search shown: one line each, so that they never squeeze the tree view
//! and the tables under them.
//!
//! Three things may be worth a word: the board has moved on since the search (a take back), the
//! search asked for passed the node budget and a cheaper one was run (a fallback), or the
//! settings changed since the search (a technique ticked, the depth moved). Each notice is a
//! short sentence with the whole of it on hover, its buttons on the same line, and a ✕ that
//! closes it until the next search or until what it says changes. A notice goes by itself when
//! it stops being true: the fallback's once the depth or the budget no longer ask for the search
//! that passed it.

use crate::engine::settings::Technique;
use egui::{Layout, RichText, Ui, vec2};

use crate::engine::settings::SearchSettings;
use crate::engine::tree::SearchTree;
use crate::engine::words::capitalised;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::names::{algorithm_words, budget_words, search_words};
use crate::ui::palette::problem_color;
use crate::ui::settings::NODE_BUDGETS;
use crate::ui::widgets::text_width;

use super::SearchNotes;

/// One thing the panel says about the search shown.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Notice {
    /// The sentence on the line, short enough to fit a side panel.
    pub(super) short: String,
    /// The whole of it, shown on hover; it also names the notice, so a closed one stays closed
    /// until what it says changes.
    pub(super) full: String,
    /// The buttons on the line.
    pub(super) actions: Vec<NoticeAction>,
}

/// A button on a notice's line.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct NoticeAction {
    /// The button's word or two.
    pub(super) label: String,
    /// What it does, on hover.
    pub(super) hover: String,
    /// The command it gives.
    pub(super) command: Command,
}

/// Returns the notices that are true of `tree` (the search shown; for iterative deepening the
/// whole search, not an iteration) given what the app knows about it.
pub(super) fn search_notices(notes: &SearchNotes, tree: &SearchTree) -> Vec<Notice> {
    let mut notices = Vec::new();
    if !notes.game_search {
        // A lesson's, a practice tree's or Predict's: the game's settings and board say nothing
        // about it.
        return notices;
    }
    let current = notes.current;
    let used = SearchSettings {
        depth: tree.depth(),
        algorithm: tree.algorithm(),
        max_nodes: notes
            .fallback_from
            .map_or(current.max_nodes, |chosen| chosen.max_nodes),
        techniques: tree.techniques(),
    };
    if let Some(stale) = &notes.stale {
        notices.push(Notice {
            short: tr("notes-moved-on"),
            full: stale.clone(),
            actions: vec![NoticeAction {
                label: tr("notes-think-again"),
                hover: tr("notes-think-again-here-hint"),
                command: Command::ThinkHere,
            }],
        });
    }
    // The fallback's notice describes the search asked for: true only while the settings still
    // ask for it.
    if let Some(chosen) = notes.fallback_from
        && chosen == current
    {
        notices.push(fallback_notice(&chosen, &used, tree.node_count()));
    } else if notes.stale.is_none() {
        let changes = settings_changes(&used, &current, notes.fallback_from.is_some(), tree.node_count());
        if !changes.is_empty() {
            notices.push(changed_notice(&used, &current, &changes));
        }
    }
    notices
}

/// Says that the search asked for passed the node budget and what the computer used instead,
/// with one click to keep that search, or to raise the budget.
fn fallback_notice(chosen: &SearchSettings, used: &SearchSettings, stored: usize) -> Notice {
    let budget = chosen.max_nodes;
    let mut actions = Vec::new();
    actions.push(NoticeAction {
        label: tr("notes-use-it"),
        hover: tr_args("notes-use-it-hint", &[("search", search_words(used).into())]),
        command: Command::UseSearch {
            depth: used.depth,
            algorithm: used.algorithm,
            techniques: used.techniques,
        },
    });
    if let Some(&bigger) = NODE_BUDGETS.iter().find(|&&nodes| nodes > budget) {
        actions.push(NoticeAction {
            label: tr("notes-raise-budget"),
            hover: tr_args(
                "notes-raise-budget-hint",
                &[("budget", budget_words(bigger).into())],
            ),
            command: Command::SetNodeBudget(bigger),
        });
    }
    let chosen_words = capitalised(&search_words(chosen));
    Notice {
        short: tr_args(
            "notes-fell-back",
            &[
                ("chosen", chosen_words.as_str().into()),
                ("used", search_words(used).into()),
            ],
        ),
        full: tr_args(
            "notes-fell-back-full",
            &[
                ("chosen", chosen_words.as_str().into()),
                ("budget", budget_words(budget).into()),
                ("used", search_words(used).into()),
                ("count", stored.into()),
            ],
        ),
        actions,
    }
}

/// What changed in the settings since the search `used`, in a few words each ("depth 3 → 4",
/// "+ quiescence"); empty when the same search would come out again. The budget counts only
/// where it changes the search: after a fallback (the search asked for may fit now), or when
/// the tree shown would no longer fit in it.
fn settings_changes(
    used: &SearchSettings,
    now: &SearchSettings,
    fell_back: bool,
    stored: usize,
) -> Vec<String> {
    let mut changes = Vec::new();
    if used.algorithm != now.algorithm {
        changes.push(format!(
            "{} → {}",
            algorithm_words(used.algorithm),
            algorithm_words(now.algorithm)
        ));
    }
    if used.depth != now.depth {
        changes.push(tr_args(
            "notes-depth-changed",
            &[("before", used.depth.into()), ("now", now.depth.into())],
        ));
    }
    for facts in &Technique::ALL {
        let name = tr(facts.named);
        match (
            used.techniques.has(facts.technique),
            now.techniques.has(facts.technique),
        ) {
            (false, true) => changes.push(format!("+ {name}")),
            (true, false) => changes.push(format!("− {name}")),
            _ => {}
        }
    }
    if fell_back && used.max_nodes != now.max_nodes {
        changes.push(tr_args(
            "notes-budget-changed",
            &[("before", used.max_nodes.into()), ("now", now.max_nodes.into())],
        ));
    } else if now.max_nodes < stored {
        changes.push(tr_args(
            "notes-budget-too-small",
            &[("budget", now.max_nodes.into()), ("count", stored.into())],
        ));
    }
    changes
}

/// Says that the settings changed since the search shown, with "Think again".
fn changed_notice(used: &SearchSettings, now: &SearchSettings, changes: &[String]) -> Notice {
    Notice {
        short: tr_args("notes-changed", &[("changes", changes.join(", ").into())]),
        full: tr_args(
            "notes-changed-full",
            &[
                ("used", search_words(used).into()),
                ("now", search_words(now).into()),
                ("budget", budget_words(now.max_nodes).into()),
            ],
        ),
        actions: vec![NoticeAction {
            label: tr("notes-think-again"),
            hover: tr("notes-think-again-hint"),
            command: Command::ThinkAgain,
        }],
    }
}

/// Draws a notice on one line: its sentence (cut short with "…" if the line is narrow; the whole
/// of it on hover), its buttons, and ✕, which adds it to `closed`.
pub(super) fn notice_ui(ui: &mut Ui, notice: &Notice, closed: &mut Vec<String>, commands: &mut Vec<Command>) {
    let color = problem_color(ui.visuals().dark_mode);
    egui::Frame::new()
        .fill(color.gamma_multiply(0.1))
        .corner_radius(3.0)
        .inner_margin(egui::Margin::symmetric(4, 0))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // One line where the buttons fit beside the sentence (they are measured for it); a
            // button that does not fit after all goes under it rather than past the panel's edge.
            ui.horizontal_wrapped(|ui| {
                let button = |ui: &Ui, text: &str| {
                    text_width(ui, text, &egui::TextStyle::Button)
                        + ui.spacing().button_padding.x * 2.0
                        + ui.spacing().item_spacing.x
                };
                let buttons: f32 = notice
                    .actions
                    .iter()
                    .map(|action| button(ui, &action.label))
                    .sum::<f32>()
                    + button(ui, "✕");
                let sentence_width = (ui.available_width() - buttons).max(0.0);
                let line = ui.spacing().interact_size.y;
                ui.allocate_ui_with_layout(
                    vec2(sentence_width, line),
                    Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(&notice.short).strong().color(color)).truncate(),
                        )
                        .on_hover_text(&notice.full);
                    },
                );
                for action in &notice.actions {
                    if ui.button(&action.label).on_hover_text(&action.hover).clicked() {
                        commands.push(action.command.clone());
                    }
                }
                if ui.button("✕").on_hover_text(tr("notice-close-hint")).clicked() {
                    closed.push(notice.full.clone());
                }
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::search;
    use crate::engine::settings::{Algorithm, Techniques};

    /// Minimax to depth 2 from the starting position (420 nodes).
    fn tree() -> SearchTree {
        let settings = SearchSettings::new(2, Algorithm::Minimax);
        match search(&shakmaty::Chess::default(), &[], &settings, &Default::default()) {
            Ok(tree) => tree,
            Err(error) => panic!("the search failed: {error}"),
        }
    }

    fn notes(current: SearchSettings) -> SearchNotes {
        SearchNotes {
            stale: None,
            fallback_from: None,
            current,
            game_search: true,
            book: None,
        }
    }

    fn shorts(notes: &SearchNotes) -> Vec<String> {
        search_notices(notes, &tree())
            .into_iter()
            .map(|notice| notice.short)
            .collect()
    }

    #[test]
    fn the_same_settings_say_nothing_and_a_ticked_technique_says_the_search_is_out_of_date() {
        let same = SearchSettings::new(2, Algorithm::Minimax);
        assert!(shorts(&notes(same)).is_empty());
        // A bigger budget gives the same tree: nothing to say.
        assert!(
            shorts(&notes(SearchSettings {
                max_nodes: 40_000_000,
                ..same
            }))
            .is_empty()
        );
        let ticked = SearchSettings {
            techniques: Techniques::NONE.with(Technique::Quiescence),
            depth: 3,
            ..same
        };
        assert_eq!(
            shorts(&notes(ticked)),
            ["Settings changed since this search: depth 2 → 3, + quiescence."]
        );
        // A budget the tree no longer fits in would change it.
        assert_eq!(
            shorts(&notes(SearchSettings {
                max_nodes: 100,
                ..same
            })),
            ["Settings changed since this search: a budget of 100 nodes (this tree has 420)."]
        );
        // Not the game's search: nothing at all.
        let lesson = SearchNotes {
            game_search: false,
            ..notes(ticked)
        };
        assert!(shorts(&lesson).is_empty());
    }

    #[test]
    fn the_fallback_notice_lasts_while_the_settings_ask_for_the_search_that_passed_the_budget() {
        // The tree shown (420 nodes) fits in the budget; the search asked for did not.
        let chosen = SearchSettings {
            max_nodes: 1_000,
            ..SearchSettings::new(2, Algorithm::AlphaBeta)
        };
        let fallback = |current| SearchNotes {
            fallback_from: Some(chosen),
            ..notes(current)
        };
        let said = search_notices(&fallback(chosen), &tree());
        assert_eq!(said.len(), 1);
        assert!(
            said[0]
                .short
                .starts_with("Alpha-beta to depth 2 passed the budget"),
            "{said:?}"
        );
        assert_eq!(said[0].actions.len(), 2, "use it, raise the budget");
        // The budget raised: the fallback no longer describes the situation; the settings do
        // not say what the tree is either.
        let raised = SearchSettings {
            max_nodes: 1_000_000,
            ..chosen
        };
        assert_eq!(
            shorts(&fallback(raised)),
            ["Settings changed since this search: minimax → alpha-beta, budget 1,000 → 1,000,000 nodes."]
        );
        // The search used, chosen from now on: nothing to say.
        let used = SearchSettings {
            algorithm: Algorithm::Minimax,
            ..chosen
        };
        assert!(shorts(&fallback(used)).is_empty());
    }

    #[test]
    fn a_stale_search_says_the_board_moved_on_and_no_more_about_the_settings() {
        let stale = SearchNotes {
            stale: Some(String::from("moves were taken back")),
            ..notes(SearchSettings::new(5, Algorithm::Ordered))
        };
        let said = search_notices(&stale, &tree());
        assert_eq!(said.len(), 1);
        assert_eq!(said[0].full, "moves were taken back");
        assert_eq!(said[0].actions[0].command, Command::ThinkHere);
    }
}
