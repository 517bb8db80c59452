//! The game controls along the top: lessons, new game, take back, redo, flip, search depth,
//! algorithm and the techniques beside it (quiescence, iterative deepening, a transposition
//! table), the FEN/PGN window, settings (theme, node budget, the board following the
//! replay, the opening book), projector mode and help.
//!
//! The bar keeps its layout whatever is chosen: every control has the same width whichever
//! value it shows, so nothing jumps to another row when the algorithm changes.

use egui::{ComboBox, Slider, Ui};

use crate::course::lesson::LessonSettings;
use crate::engine::settings::{Algorithm, MAX_DEPTH, budget_text};
use crate::ui::command::Command;
use crate::ui::mcts::menu::MCTS_LABEL;
use crate::ui::settings::{NODE_BUDGETS, Settings, Side, ThemeChoice};
use crate::ui::widgets::{keep_together, text_width};

/// What the controls need to know to show themselves: which actions are possible now.
pub struct ControlsState<'a> {
    /// The persisted settings (depth, algorithm, theme, …).
    pub settings: &'a Settings,
    /// The opening book in use, in words: "the built-in book (3,807 named openings)".
    pub book: &'a str,
    /// True if a move can be taken back.
    pub can_take_back: bool,
    /// True if a move taken back can be played again.
    pub can_redo: bool,
    /// True while the computer searches.
    pub thinking: bool,
    /// True if it is the computer's turn and it is not searching (after a cancel, say).
    pub computer_may_move: bool,
    /// True while the lesson panel is shown.
    pub lessons_open: bool,
    /// True while a lesson is taught: the game waits, so its buttons are off.
    pub in_lesson: bool,
    /// Whether the practice column is shown.
    pub practice_open: bool,
    /// Whether the handouts window is shown.
    pub handouts_open: bool,
    /// The search of the lesson being taught: while a lesson runs the bar shows its depth and
    /// algorithm (greyed, the lesson chooses them), not the game's, so that the bar and the
    /// thinking panel say the same.
    pub lesson_search: Option<LessonSettings>,
    /// True while the lesson taught searches with Monte Carlo tree search: the bar says so.
    pub lesson_mcts: bool,
}

/// The algorithm's name as its menu's button shows it, with how many techniques are on, in
/// words ("+ 2 techniques": a bare "+2" told nobody what was added); the button's hover and
/// the menu name them.
fn algorithm_words(algorithm: Algorithm, switched_on: usize) -> String {
    match switched_on {
        0 => algorithm.label().to_owned(),
        1 => format!("{} + 1 technique", algorithm.label()),
        _ => format!("{} + {switched_on} techniques", algorithm.label()),
    }
}

/// The width of the algorithm's menu with `switched_on` techniques on: as wide as the longest
/// algorithm's name with them, so the bar does not reflow when the algorithm changes. (Ticking a
/// technique may widen it: sized for all three always, the words would cost the bar a row on a
/// small projector.)
fn algorithm_width(ui: &Ui, switched_on: usize) -> f32 {
    let widest = Algorithm::ALL
        .iter()
        .map(|&choice| {
            text_width(
                ui,
                &algorithm_words(choice, switched_on),
                &egui::TextStyle::Button,
            )
        })
        .fold(0.0, f32::max)
        .max(text_width(ui, MCTS_LABEL, &egui::TextStyle::Button));
    widest + ui.spacing().icon_width + ui.spacing().button_padding.x * 2.0
}

/// The row of controls at the top of the window.
#[derive(Debug, Default)]
pub struct ControlsPanel {}

impl ControlsPanel {
    /// Draws the controls and returns the commands the person gave with them.
    pub fn ui(&mut self, ui: &mut Ui, state: &ControlsState<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let settings = state.settings;
        // Controls are for the teacher's hand, not the class's eyes: they keep the controls' size
        // in projector mode (see `theme`), labels included.
        ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
        ui.horizontal_wrapped(|ui| {
            if ui
                .selectable_label(state.lessons_open, "Lessons")
                .on_hover_text("L: the lessons, to teach a class step by step")
                .clicked()
            {
                commands.push(Command::ToggleLessons);
            }
            if ui
                .selectable_label(state.practice_open, "Practice")
                .on_hover_text(
                    "E: exercises to do (minimax, alpha-beta, predict the computer) and the tree builder",
                )
                .clicked()
            {
                commands.push(Command::TogglePractice);
            }
            if ui
                .selectable_label(state.handouts_open, "Handouts")
                .on_hover_text(
                    "Write the tree as SVG and PNG (answer and student copies) and its node arrays as CSV",
                )
                .clicked()
            {
                commands.push(Command::ToggleHandouts);
            }
            ui.separator();
            if ui
                .button("New game as White")
                .on_hover_text("Ctrl+N: you play White and move first")
                .clicked()
            {
                commands.push(Command::NewGame(Side::White));
            }
            if ui
                .button("New game as Black")
                .on_hover_text("Ctrl+Shift+N: you play Black; the computer moves first")
                .clicked()
            {
                commands.push(Command::NewGame(Side::Black));
            }
            ui.separator();
            if ui
                .add_enabled(
                    state.can_take_back && !state.in_lesson,
                    egui::Button::new("Take back"),
                )
                .on_hover_text("Ctrl+Z: take back your move and the computer's reply")
                .clicked()
            {
                commands.push(Command::TakeBack);
            }
            if ui
                .add_enabled(state.can_redo && !state.in_lesson, egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y: play the moves taken back again")
                .clicked()
            {
                commands.push(Command::Redo);
            }
            if ui
                .button("Flip board")
                .on_hover_text("F: turn the board round for this game")
                .clicked()
            {
                commands.push(Command::Flip);
            }
            ui.separator();

            let mut depth = state
                .lesson_search
                .as_ref()
                .map_or(settings.depth, |lesson| lesson.depth);
            let editable = state.lesson_search.is_none();
            let lesson_hint = "The lesson's search: leave the lesson to choose the game's";
            // The label, the slider and its number move to a new row together.
            let label_width = text_width(ui, "Depth (plies):", &egui::TextStyle::Button);
            keep_together(
                ui,
                label_width + ui.spacing().slider_width + ui.spacing().interact_size.x * 1.5,
            );
            let depth_label = ui.label("Depth (plies):");
            let depth_slider = ui
                .add_enabled(editable, Slider::new(&mut depth, 1..=MAX_DEPTH))
                .labelled_by(depth_label.id);
            let depth_slider = if editable {
                depth_slider.on_hover_text("Keys 1 to 6: how many half-moves ahead the computer looks")
            } else {
                depth_slider.on_disabled_hover_text(lesson_hint)
            };
            if depth_slider.changed() && editable {
                commands.push(Command::SetDepth(depth));
            }
            // The menu moves to a new row whole rather than run past the window's edge.
            let switched_on = state
                .lesson_search
                .as_ref()
                .map_or(settings.techniques, |lesson| lesson.techniques)
                .names()
                .len();
            keep_together(ui, algorithm_width(ui, switched_on) + ui.spacing().item_spacing.x);
            match &state.lesson_search {
                Some(lesson) => {
                    let shown = Settings {
                        algorithm: lesson.algorithm,
                        techniques: lesson.techniques,
                        mcts: crate::ui::mcts::choice::MctsChoice {
                            chosen: state.lesson_mcts,
                            ..settings.mcts
                        },
                        ..settings.clone()
                    };
                    // The lesson's choice, shown where the game's is and greyed: nothing to change.
                    let mut ignored = Vec::new();
                    ui.add_enabled_ui(false, |ui| algorithm_ui(ui, &shown, &mut ignored))
                        .response
                        .on_disabled_hover_text(lesson_hint);
                }
                None => algorithm_ui(ui, settings, &mut commands),
            }
            // While the computer thinks, its Cancel button sits on the progress line under the board.
            if ui
                .add_enabled(
                    state.computer_may_move && !state.thinking && !state.in_lesson,
                    egui::Button::new("Computer move"),
                )
                .on_hover_text("M: let the computer think and move now")
                .clicked()
            {
                commands.push(Command::ComputerMove);
            }
            ui.separator();

            if ui
                .button("FEN / PGN")
                .on_hover_text("Ctrl+L: copy or paste a position or a game")
                .clicked()
            {
                commands.push(Command::ToggleExchange);
            }
            // The menu stays open while its settings are changed (the seed is typed into it),
            // and closes with a click outside it, as the algorithm's menu does.
            let stays_open = egui::containers::menu::MenuConfig::new()
                .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
            let (settings_button, _) = egui::containers::menu::MenuButton::new("Settings")
                .config(stays_open)
                .ui(ui, |ui| {
                    settings_menu_ui(ui, settings, &mut commands);
                    ui.separator();
                    book_menu_ui(ui, settings, state.book, &mut commands);
                });
            settings_button
                .on_hover_text("Theme, node budget, the board during the replay, the opening book");
            if ui
                .selectable_label(settings.projector, "Projector")
                .on_hover_text("P: large text and high contrast")
                .clicked()
            {
                commands.push(Command::ToggleProjector);
            }
            if ui
                .button("Help")
                .on_hover_text("F1: keyboard shortcuts")
                .clicked()
            {
                commands.push(Command::ToggleHelp);
            }
        });
        commands
    }
}

/// The techniques a course teaches after alpha-beta, each a switch beside the algorithm: its
/// label and what it does, in one line.
pub const TECHNIQUE_SWITCHES: [(&str, &str); 3] = [
    (
        "Quiescence search",
        "At the depth, go on with captures, promotions and check evasions until the position is quiet, at most 10 plies \
         further (against the horizon effect)",
    ),
    (
        "Iterative deepening",
        "Search to depth 1, 2, … up to the depth, each trying the last best line first; every iteration is kept",
    ),
    (
        "Transposition table",
        "A position reached again by another order of moves takes its value from a table, unsearched",
    ),
];

/// The algorithm's menu: the three algorithms, then the techniques beside them as checkboxes.
/// Choosing an algorithm closes it; ticking a technique leaves it open for the next one.
fn algorithm_ui(ui: &mut Ui, settings: &Settings, commands: &mut Vec<Command>) {
    let mut algorithm = settings.algorithm;
    let mut techniques = settings.techniques;
    let mut mcts = settings.mcts;
    let switched_on = techniques.names().len();
    let widest = algorithm_width(ui, switched_on);
    let hint = if switched_on == 0 {
        String::from("A: the search the computer runs; the techniques beside it are in this menu")
    } else {
        format!(
            "A: the search the computer runs, with {} beside it: {}",
            if switched_on == 1 {
                "a technique"
            } else {
                "techniques"
            },
            techniques.describe()
        )
    };
    let response = ComboBox::from_id_salt("algorithm")
        .width(widest)
        .selected_text(if mcts.chosen {
            MCTS_LABEL.to_owned()
        } else {
            algorithm_words(algorithm, switched_on)
        })
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
        // Tall enough for the algorithms and the switches without a scroll bar, in projector
        // mode too.
        .height(ui.text_style_height(&egui::TextStyle::Button) * 14.0)
        .show_ui(ui, |ui| {
            for choice in Algorithm::ALL {
                if ui
                    .selectable_label(!mcts.chosen && algorithm == choice, choice.label())
                    .clicked()
                {
                    algorithm = choice;
                    mcts.chosen = false;
                    ui.close();
                }
            }
            // The fourth choice: a search of another kind, with settings of its own below.
            if ui
                .selectable_label(mcts.chosen, MCTS_LABEL)
                .on_hover_text(
                    "Grow the tree one node per iteration: select, expand, simulate, back-propagate; \
                     its settings are at the top of its panel",
                )
                .clicked()
            {
                mcts.chosen = true;
            }
            ui.separator();
            ui.strong("Beside the algorithm");
            let switches = [
                &mut techniques.quiescence,
                &mut techniques.iterative,
                &mut techniques.transpositions,
            ];
            for (on, (label, hint)) in switches.into_iter().zip(TECHNIQUE_SWITCHES) {
                ui.checkbox(on, label).on_hover_text(hint);
            }
        })
        .response;
    // Named for screen readers (and tests) by what it chooses, whichever value it shows.
    let shown_now = if settings.mcts.chosen {
        MCTS_LABEL.to_owned()
    } else {
        algorithm_words(settings.algorithm, switched_on)
    };
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::ComboBox, true, format!("Algorithm: {shown_now}"))
    });
    response.on_hover_text(hint);
    if algorithm != settings.algorithm {
        commands.push(Command::SetAlgorithm(algorithm));
    }
    if techniques != settings.techniques {
        commands.push(Command::SetTechniques(techniques));
    }
    if mcts != settings.mcts {
        commands.push(Command::SetMcts(mcts.clamped()));
    }
}

/// The settings menu: theme, node budget, and whether the board follows the replay.
fn settings_menu_ui(ui: &mut Ui, settings: &Settings, commands: &mut Vec<Command>) {
    ui.strong("Theme (T)");
    let mut theme = settings.theme;
    ui.radio_value(&mut theme, ThemeChoice::Light, "Light");
    ui.radio_value(&mut theme, ThemeChoice::Dark, "Dark");
    if theme != settings.theme {
        commands.push(Command::SetTheme(theme));
    }
    ui.separator();
    ui.strong("Node budget");
    ui.weak("The most nodes one search may store. A search that would need more\nfalls back to ordered alpha-beta, then to a lower depth.");
    let mut budget = settings.node_budget;
    for nodes in NODE_BUDGETS {
        ui.radio_value(&mut budget, nodes, budget_text(nodes));
    }
    if !NODE_BUDGETS.contains(&settings.node_budget) {
        ui.radio_value(
            &mut budget,
            settings.node_budget,
            budget_text(settings.node_budget),
        );
    }
    if budget != settings.node_budget {
        commands.push(Command::SetNodeBudget(budget));
    }
    ui.separator();
    let mut follows = settings.board_follows;
    if ui
        .checkbox(&mut follows, "Board follows the replay")
        .on_hover_text("While you step through a search, the board shows the position each step looks at")
        .changed()
    {
        commands.push(Command::SetBoardFollows(follows));
    }
}

/// The opening book's part of the settings menu: whether the computer plays from it, the seed
/// that chooses among its moves, and which book.
fn book_menu_ui(ui: &mut Ui, settings: &Settings, book: &str, commands: &mut Vec<Command>) {
    ui.strong("Opening book");
    let mut play = settings.book.play;
    if ui
        .checkbox(&mut play, "Play from the opening book")
        .on_hover_text(
            "While the game is in the book, the computer plays a book move at once, without searching; \
             lessons and practice never use it",
        )
        .changed()
    {
        commands.push(Command::SetPlayFromBook(play));
    }
    // A menu draws its buttons (and the seed's field) without a frame, as menu entries; these
    // act on the book, so they look like the buttons and fields elsewhere in the window.
    *ui.visuals_mut() = ui.ctx().global_style().visuals.clone();
    ui.horizontal(|ui| {
        let label = ui.label("Seed:");
        let mut seed = settings.book.seed;
        let field = ui
            .add(egui::DragValue::new(&mut seed).speed(0.0))
            .labelled_by(label.id)
            .on_hover_text(
                "The same seed plays the same book moves: a class can replay a game move for move",
            );
        if field.changed() && seed != settings.book.seed {
            commands.push(Command::SetBookSeed(seed));
        }
        if ui
            .button("New seed")
            .on_hover_text("Another seed: other book moves, chosen by their weights")
            .clicked()
        {
            commands.push(Command::NewBookSeed);
        }
    });
    ui.label(format!("Book: {book}"));
    ui.horizontal(|ui| {
        if ui
            .button("Opening book file…")
            .on_hover_text("Play from a Polyglot book (.bin), weighted by its weights")
            .clicked()
        {
            commands.push(Command::ChooseBookFile);
            ui.close();
        }
        if ui
            .add_enabled(
                settings.book.file.is_some(),
                egui::Button::new("Use the built-in book"),
            )
            .on_hover_text(format!(
                "Play from {}",
                crate::chess::book::book_words(&crate::chess::book::Book::BuiltIn)
            ))
            .clicked()
        {
            commands.push(Command::UseBuiltInBook);
        }
    });
}
