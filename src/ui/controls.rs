//! The game controls along the top: lessons, new game, take back, redo, flip, search depth,
//! algorithm and the techniques beside it (quiescence, iterative deepening, a transposition
//! table), the FEN/PGN window, settings (theme, node budget, the board following the
//! replay, the opening book), projector mode and help.
//!
//! The bar keeps its layout whatever is chosen: every control has the same width whichever
//! value it shows, so nothing jumps to another row when the algorithm changes.

use crate::engine::settings::Technique;
use egui::{ComboBox, Slider, Ui};

use crate::course::lesson::LessonSettings;
use crate::engine::settings::{Algorithm, MAX_DEPTH};
use crate::engine::tree::Backup;
use crate::shell::i18n::{Language, tr, tr_args};
use crate::shell::small_game::{GameChoice, SmallGame};
use crate::ui::command::Command;
use crate::ui::mcts::menu::mcts_label;
use crate::ui::names::{algorithm_name, budget_words, techniques_named};
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
    /// True while tic-tac-toe or Connect Four is played: chess's buttons give way to the game's
    /// own, beside its board.
    pub small_game: bool,
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
    /// The players of the lesson's tree: 2, or 3 or 4 on a drawn tree of tuples (max^n), where
    /// the two-player algorithms are greyed with the reason.
    pub lesson_players: usize,
    /// The small game the lesson taught is on (tic-tac-toe, Connect Four): the bar offers a new
    /// game of it in its own words, shows the lesson's depth up to the game's limit, and leaves
    /// out chess's controls (take back, flip, the computer's move, FEN/PGN), which would act on
    /// the chess game that waits.
    pub lesson_game: Option<SmallGame>,
}

/// The algorithm's name as its menu's button shows it, with how many techniques are on, in
/// words ("+ 2 techniques": a bare "+2" told nobody what was added); the button's hover and
/// the menu name them.
fn algorithm_words(algorithm: Algorithm, switched_on: usize) -> String {
    match switched_on {
        0 => algorithm_name(algorithm),
        _ => tr_args(
            "toolbar-algorithm-with-techniques",
            &[
                ("algorithm", algorithm_name(algorithm).into()),
                ("count", switched_on.into()),
            ],
        ),
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
        .max(text_width(ui, &mcts_label(), &egui::TextStyle::Button));
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
                .selectable_label(state.lessons_open, tr("toolbar-lessons"))
                .on_hover_text(tr("toolbar-lessons-hint"))
                .clicked()
            {
                commands.push(Command::ToggleLessons);
            }
            if ui
                .selectable_label(state.practice_open, tr("toolbar-practice"))
                .on_hover_text(tr("toolbar-practice-hint"))
                .clicked()
            {
                commands.push(Command::TogglePractice);
            }
            if ui
                .selectable_label(state.handouts_open, tr("toolbar-handouts"))
                .on_hover_text(tr("toolbar-handouts-hint"))
                .clicked()
            {
                commands.push(Command::ToggleHandouts);
            }
            ui.separator();
            // A lesson chooses its own game; the chooser gives its room to the lesson's tree.
            if !state.in_lesson {
                game_chooser_ui(ui, settings.game, &mut commands);
                ui.separator();
            }
            if let Some(game) = state.lesson_game {
                lesson_game_ui(ui, state, game, &mut commands);
            } else if !state.small_game {
                if ui
                    .button(tr("toolbar-new-white"))
                    .on_hover_text(tr("toolbar-new-white-hint"))
                    .clicked()
                {
                    commands.push(Command::NewGame(Side::White));
                }
                if ui
                    .button(tr("toolbar-new-black"))
                    .on_hover_text(tr("toolbar-new-black-hint"))
                    .clicked()
                {
                    commands.push(Command::NewGame(Side::Black));
                }
                ui.separator();
                if ui
                    .add_enabled(
                        state.can_take_back && !state.in_lesson,
                        egui::Button::new(tr("toolbar-take-back")),
                    )
                    .on_hover_text(tr("toolbar-take-back-hint"))
                    .clicked()
                {
                    commands.push(Command::TakeBack);
                }
                if ui
                    .add_enabled(
                        state.can_redo && !state.in_lesson,
                        egui::Button::new(tr("toolbar-redo")),
                    )
                    .on_hover_text(tr("toolbar-redo-hint"))
                    .clicked()
                {
                    commands.push(Command::Redo);
                }
                if ui
                    .button(tr("toolbar-flip"))
                    .on_hover_text(tr("toolbar-flip-hint"))
                    .clicked()
                {
                    commands.push(Command::Flip);
                }
                ui.separator();

                search_ui(ui, state, MAX_DEPTH, &mut commands);
                // While the computer thinks, its Cancel button sits on the progress line under the board.
                if ui
                    .add_enabled(
                        state.computer_may_move && !state.thinking && !state.in_lesson,
                        egui::Button::new(tr("toolbar-computer-move")),
                    )
                    .on_hover_text(tr("toolbar-computer-move-hint"))
                    .clicked()
                {
                    commands.push(Command::ComputerMove);
                }
                ui.separator();

                if ui
                    .button(tr("toolbar-fen-pgn"))
                    .on_hover_text(tr("toolbar-fen-pgn-hint"))
                    .clicked()
                {
                    commands.push(Command::ToggleExchange);
                }
            }
            // The menu stays open while its settings are changed (the seed is typed into it),
            // and closes with a click outside it, as the algorithm's menu does.
            let stays_open = egui::containers::menu::MenuConfig::new()
                .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
            let (settings_button, _) = egui::containers::menu::MenuButton::new(tr("toolbar-settings"))
                .config(stays_open)
                .ui(ui, |ui| {
                    settings_menu_ui(ui, settings, &mut commands);
                    ui.separator();
                    book_menu_ui(ui, settings, state.book, &mut commands);
                });
            settings_button.on_hover_text(tr("toolbar-settings-hint"));
            if ui
                .selectable_label(settings.projector, tr("toolbar-projector"))
                .on_hover_text(tr("toolbar-projector-hint"))
                .clicked()
            {
                commands.push(Command::ToggleProjector);
            }
            if ui
                .button(tr("toolbar-help"))
                .on_hover_text(tr("toolbar-help-hint"))
                .clicked()
            {
                commands.push(Command::ToggleHelp);
            }
        });
        commands
    }
}

/// The depth and the algorithm: the game's, to choose, or the lesson's, greyed (so that the bar
/// and the thinking panel say the same). `limit` is the deepest the slider goes: chess's, or
/// the small game's a lesson is on.
fn search_ui(ui: &mut Ui, state: &ControlsState<'_>, limit: usize, commands: &mut Vec<Command>) {
    let settings = state.settings;
    let mut depth = state
        .lesson_search
        .as_ref()
        .map_or(settings.depth, |lesson| lesson.depth);
    let editable = state.lesson_search.is_none();
    let lesson_hint = tr("toolbar-lesson-search-hint");
    // The label, the slider and its number move to a new row together.
    let depth_words = tr("toolbar-depth");
    let label_width = text_width(ui, &depth_words, &egui::TextStyle::Button);
    keep_together(
        ui,
        label_width + ui.spacing().slider_width + ui.spacing().interact_size.x * 1.5,
    );
    let depth_label = ui.label(depth_words);
    let depth_slider = ui
        .add_enabled(editable, Slider::new(&mut depth, 1..=limit))
        .labelled_by(depth_label.id);
    let depth_slider = if editable {
        depth_slider.on_hover_text(tr("toolbar-depth-hint"))
    } else {
        depth_slider.on_disabled_hover_text(&lesson_hint)
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
            // The lesson's choice, shown where the game's is and greyed: nothing to change. On
            // a tree of three or more players the hover says why alpha-beta is not there.
            let players = state.lesson_players;
            let hint = if players > 2 {
                format!(
                    "{lesson_hint}\n\n{}",
                    tr_args("toolbar-two-players-only", &[("players", players.into())])
                )
            } else {
                lesson_hint
            };
            let mut ignored = Vec::new();
            ui.add_enabled_ui(false, |ui| algorithm_ui(ui, &shown, players, &mut ignored))
                .response
                .on_disabled_hover_text(hint);
        }
        None => algorithm_ui(ui, settings, 2, commands),
    }
}

/// The bar in a lesson on a small game: a new game of it, in its words (x moves first), which
/// leaves the lesson as chess's new game does; then the lesson's depth, up to the game's limit,
/// and its algorithm. Chess's other controls would act on the chess game that waits: left out.
fn lesson_game_ui(ui: &mut Ui, state: &ControlsState<'_>, game: SmallGame, commands: &mut Vec<Command>) {
    for (words, hint, human) in [
        ("small-new-as-x", "small-new-as-x-hint", Backup::Max),
        ("small-new-as-o", "small-new-as-o-hint", Backup::Min),
    ] {
        let hint = tr_args(
            "toolbar-lesson-new-small-hint",
            &[
                ("game", crate::ui::small_game::game_title(game).into()),
                ("sides", tr(hint).into()),
            ],
        );
        if ui.button(tr(words)).on_hover_text(hint).clicked() {
            commands.push(Command::NewSmallGame(human));
        }
    }
    ui.separator();
    search_ui(ui, state, game.depth_limit(), commands);
    ui.separator();
}

/// The game chooser: chess, tic-tac-toe, Connect Four. The choice is kept between runs; the game
/// left waits where it was.
fn game_chooser_ui(ui: &mut Ui, chosen: GameChoice, commands: &mut Vec<Command>) {
    let words = |choice: GameChoice| {
        tr(match choice {
            GameChoice::Chess => "game-chess",
            GameChoice::TicTacToe => "game-tictactoe",
            GameChoice::ConnectFour => "game-connect4",
        })
    };
    let width = GameChoice::ALL
        .into_iter()
        .map(|choice| text_width(ui, &words(choice), &egui::TextStyle::Button))
        .fold(0.0, f32::max)
        + ui.spacing().icon_width
        + ui.spacing().button_padding.x * 2.0;
    let mut choice = chosen;
    ComboBox::from_id_salt("game-chooser")
        .selected_text(words(chosen))
        .width(width)
        .show_ui(ui, |ui| {
            for option in GameChoice::ALL {
                ui.selectable_value(&mut choice, option, words(option));
            }
        })
        .response
        .on_hover_text(tr("toolbar-game-hint"));
    if choice != chosen {
        commands.push(Command::ChooseGame(choice));
    }
}

/// The algorithm's menu: the three algorithms, then the techniques beside them as checkboxes.
/// Choosing an algorithm closes it; ticking a technique leaves it open for the next one. On a
/// tree of `players` > 2 (max^n) the two-player searches, alpha-beta's and Monte Carlo's, are
/// greyed with the reason.
fn algorithm_ui(ui: &mut Ui, settings: &Settings, players: usize, commands: &mut Vec<Command>) {
    let mut algorithm = settings.algorithm;
    let mut techniques = settings.techniques;
    let mut mcts = settings.mcts;
    let switched_on = techniques.names().len();
    let widest = algorithm_width(ui, switched_on);
    let hint = if switched_on == 0 {
        tr("toolbar-algorithm-hint")
    } else {
        tr_args(
            "toolbar-algorithm-techniques-hint",
            &[
                ("count", switched_on.into()),
                ("techniques", techniques_named(techniques).into()),
            ],
        )
    };
    let response = ComboBox::from_id_salt("algorithm")
        .width(widest)
        .selected_text(if mcts.chosen {
            mcts_label()
        } else {
            algorithm_words(algorithm, switched_on)
        })
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
        // Tall enough for the algorithms, the heading and every switch of the table without a
        // scroll bar, in projector mode too (a row is about two text heights with its spacing).
        .height(
            (ui.spacing().interact_size.y + ui.spacing().item_spacing.y)
                * (Algorithm::ALL.len() + Technique::ALL.len() + 4) as f32,
        )
        .show_ui(ui, |ui| {
            // Alpha-beta's cutoffs and Monte Carlo's wins and losses need two players.
            let two_players_only = tr_args("toolbar-two-players-only-item", &[("players", players.into())]);
            for choice in Algorithm::ALL {
                let applies = players <= 2 || choice == Algorithm::Minimax;
                let response = ui
                    .add_enabled(
                        applies,
                        egui::Button::selectable(!mcts.chosen && algorithm == choice, algorithm_name(choice)),
                    )
                    .on_disabled_hover_text(&two_players_only);
                if response.clicked() {
                    algorithm = choice;
                    mcts.chosen = false;
                    ui.close();
                }
            }
            // The fourth choice: a search of another kind, with settings of its own below.
            if ui
                .add_enabled(players <= 2, egui::Button::selectable(mcts.chosen, mcts_label()))
                .on_hover_text(tr("toolbar-mcts-hint"))
                .on_disabled_hover_text(&two_players_only)
                .clicked()
            {
                mcts.chosen = true;
            }
            ui.separator();
            ui.strong(tr("toolbar-beside-algorithm"));
            // Each technique a switch, labelled and explained from its row of the one table.
            for facts in &Technique::ALL {
                let mut on = techniques.has(facts.technique);
                let hint = tr(facts.hint);
                if ui
                    .checkbox(&mut on, tr(facts.message))
                    .on_hover_text(hint)
                    .changed()
                {
                    techniques.set(facts.technique, on);
                }
            }
        })
        .response;
    // Named for screen readers (and tests) by what it chooses, whichever value it shows.
    let shown_now = if settings.mcts.chosen {
        mcts_label()
    } else {
        algorithm_words(settings.algorithm, switched_on)
    };
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::ComboBox,
            true,
            tr_args("toolbar-algorithm-named", &[("shown", shown_now.as_str().into())]),
        )
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

/// The settings menu: the language, the theme, the node budget, and whether the board follows
/// the replay.
fn settings_menu_ui(ui: &mut Ui, settings: &Settings, commands: &mut Vec<Command>) {
    // The language's name in itself, and the heading in English too when another is chosen:
    // a teacher who switched by mistake finds the way back.
    let heading = tr("settings-language");
    if settings.language == Language::English {
        ui.strong(heading);
    } else {
        ui.strong(format!("{heading} (Language)"));
    }
    let mut language = settings.language;
    for choice in Language::ALL {
        ui.radio_value(&mut language, choice, choice.native_name());
    }
    if language != settings.language {
        commands.push(Command::SetLanguage(language));
    }
    ui.separator();
    ui.strong(tr("settings-theme"));
    let mut theme = settings.theme;
    ui.radio_value(&mut theme, ThemeChoice::Light, tr("settings-theme-light"));
    ui.radio_value(&mut theme, ThemeChoice::Dark, tr("settings-theme-dark"));
    if theme != settings.theme {
        commands.push(Command::SetTheme(theme));
    }
    ui.separator();
    ui.strong(tr("settings-budget"));
    ui.weak(tr("settings-budget-explained"));
    let mut budget = settings.node_budget;
    for nodes in NODE_BUDGETS {
        ui.radio_value(&mut budget, nodes, budget_words(nodes));
    }
    if !NODE_BUDGETS.contains(&settings.node_budget) {
        ui.radio_value(
            &mut budget,
            settings.node_budget,
            budget_words(settings.node_budget),
        );
    }
    if budget != settings.node_budget {
        commands.push(Command::SetNodeBudget(budget));
    }
    ui.separator();
    let mut follows = settings.board_follows;
    if ui
        .checkbox(&mut follows, tr("settings-board-follows"))
        .on_hover_text(tr("settings-board-follows-hint"))
        .changed()
    {
        commands.push(Command::SetBoardFollows(follows));
    }
}

/// The opening book's part of the settings menu: whether the computer plays from it, the seed
/// that chooses among its moves, and which book.
fn book_menu_ui(ui: &mut Ui, settings: &Settings, book: &str, commands: &mut Vec<Command>) {
    ui.strong(tr("settings-book"));
    let mut play = settings.book.play;
    if ui
        .checkbox(&mut play, tr("settings-book-play"))
        .on_hover_text(tr("settings-book-play-hint"))
        .changed()
    {
        commands.push(Command::SetPlayFromBook(play));
    }
    // A menu draws its buttons (and the seed's field) without a frame, as menu entries; these
    // act on the book, so they look like the buttons and fields elsewhere in the window.
    *ui.visuals_mut() = ui.ctx().global_style().visuals.clone();
    ui.horizontal(|ui| {
        let label = ui.label(tr("settings-seed"));
        let mut seed = settings.book.seed;
        let field = ui
            .add(egui::DragValue::new(&mut seed).speed(0.0))
            .labelled_by(label.id)
            .on_hover_text(tr("settings-seed-hint"));
        if field.changed() && seed != settings.book.seed {
            commands.push(Command::SetBookSeed(seed));
        }
        if ui
            .button(tr("settings-new-seed"))
            .on_hover_text(tr("settings-new-seed-hint"))
            .clicked()
        {
            commands.push(Command::NewBookSeed);
        }
    });
    ui.label(tr_args("settings-book-in-use", &[("book", book.into())]));
    ui.horizontal(|ui| {
        if ui
            .button(tr("settings-book-file"))
            .on_hover_text(tr("settings-book-file-hint"))
            .clicked()
        {
            commands.push(Command::ChooseBookFile);
            ui.close();
        }
        if ui
            .add_enabled(
                settings.book.file.is_some(),
                egui::Button::new(tr("settings-book-built-in")),
            )
            .on_hover_text(tr_args(
                "settings-book-built-in-hint",
                &[(
                    "book",
                    crate::ui::names::book_name(&crate::chess::book::Book::BuiltIn).into(),
                )],
            ))
            .clicked()
        {
            commands.push(Command::UseBuiltInBook);
        }
    });
}
