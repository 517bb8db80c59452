//! The small games in the window: tic-tac-toe and Connect Four played, searched and stepped
//! beside chess.
//!
//! [`SmallGames`] keeps a game of each ([`SmallSession`], the shell's game-neutral flow), so that
//! switching games keeps every game where it was; [`SmallSettings`] (with the window's other
//! settings) keeps each game's search between runs. The board is drawn in `board.rs`; beside it [`SmallGames::panel_ui`] lays out
//! the game's controls: the result, new game (who plays which side), take back, the computer's
//! move, a study of the position, the search (depth up to the game's limit, the algorithm, the
//! techniques that apply to games) and the position typed as text.

use egui::{Slider, TextEdit, Ui};

use crate::engine::settings::{Algorithm, Technique, TechniqueFacts};
use crate::engine::tree::Backup;
use crate::shell::i18n::{tr, tr_args};
use crate::shell::small_game::{SmallGame, SmallSession, SmallStatus};
use crate::ui::command::Command;
use crate::ui::names::algorithm_name;
use crate::ui::settings::SmallSettings;
use crate::ui::worker::Progress;

pub mod board;
pub mod terms;

/// A game of each small game, the text typed for a position, and what was wrong with it.
#[derive(Clone, Debug)]
pub struct SmallGames {
    tictactoe: SmallSession,
    connect4: SmallSession,
    /// The position being typed (`x.o......`, `4453`).
    pub typed: String,
    /// Why the position typed last was refused, in one line.
    pub typed_error: Option<String>,
    /// Where the board was drawn last and how big its marks are (tests measure it).
    pub drawn: board::DrawnBoard,
    /// A message for the person about the small game (why a search could not run, a fallback).
    pub notice: Option<String>,
}

impl Default for SmallGames {
    fn default() -> Self {
        SmallGames {
            tictactoe: SmallSession::new(SmallGame::TicTacToe, Backup::Max),
            connect4: SmallSession::new(SmallGame::ConnectFour, Backup::Max),
            typed: String::new(),
            typed_error: None,
            drawn: board::DrawnBoard::default(),
            notice: None,
        }
    }
}

/// What the panel beside a small game's board needs to know.
pub struct SmallPanelState<'a> {
    /// The game's search settings.
    pub settings: &'a SmallSettings,
    /// How far the computer's search has got, while it runs.
    pub progress: Option<Progress>,
}

impl SmallGames {
    /// Returns the game of `game`.
    pub fn session(&self, game: SmallGame) -> &SmallSession {
        match game {
            SmallGame::TicTacToe => &self.tictactoe,
            SmallGame::ConnectFour => &self.connect4,
        }
    }

    /// Returns the game of `game`, to change it.
    pub fn session_mut(&mut self, game: SmallGame) -> &mut SmallSession {
        match game {
            SmallGame::TicTacToe => &mut self.tictactoe,
            SmallGame::ConnectFour => &mut self.connect4,
        }
    }

    /// Lays out the panel beside the board of `game` and returns the commands given in it.
    pub fn panel_ui(&mut self, ui: &mut Ui, game: SmallGame, state: &SmallPanelState<'_>) -> Vec<Command> {
        let mut commands = Vec::new();
        let session = self.session(game);
        let searching = session.is_searching();
        ui.strong(game_title(game));
        // The result, or whose turn it is, in a heading's letters: the class reads it.
        ui.heading(status_words(session.status()));
        if let Some(progress) = &state.progress {
            ui.horizontal_wrapped(|ui| {
                let nodes: usize = progress.levels().iter().sum();
                ui.label(tr_args(
                    "small-thinking",
                    &[
                        ("nodes", nodes.into()),
                        ("seconds", format!("{:.1}", progress.elapsed.as_secs_f64()).into()),
                    ],
                ));
                if ui.button(tr("small-cancel")).clicked() {
                    commands.push(Command::CancelSearch);
                }
            });
        }
        if let Some(notice) = &self.notice {
            ui.label(notice);
        }
        let names: Vec<String> = session
            .moves()
            .iter()
            .map(|&code| session.start().move_name(code))
            .collect();
        if !names.is_empty() {
            ui.label(tr_args("small-moves", &[("moves", names.join(" ").into())]));
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr("small-new-as-x"))
                .on_hover_text(tr("small-new-as-x-hint"))
                .clicked()
            {
                commands.push(Command::NewSmallGame(Backup::Max));
            }
            if ui
                .button(tr("small-new-as-o"))
                .on_hover_text(tr("small-new-as-o-hint"))
                .clicked()
            {
                commands.push(Command::NewSmallGame(Backup::Min));
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    session.can_take_back(),
                    egui::Button::new(tr("toolbar-take-back")),
                )
                .on_hover_text(tr("toolbar-take-back-hint"))
                .clicked()
            {
                commands.push(Command::TakeBack);
            }
            if ui
                .add_enabled(session.can_redo(), egui::Button::new(tr("toolbar-redo")))
                .on_hover_text(tr("toolbar-redo-hint"))
                .clicked()
            {
                commands.push(Command::Redo);
            }
            if ui
                .add_enabled(
                    !searching && session.is_computers_turn(),
                    egui::Button::new(tr("toolbar-computer-move")),
                )
                .on_hover_text(tr("toolbar-computer-move-hint"))
                .clicked()
            {
                commands.push(Command::ComputerMove);
            }
            if ui
                .add_enabled(
                    !searching && !session.position().is_over(),
                    egui::Button::new(tr("small-study")),
                )
                .on_hover_text(tr("small-study-hint"))
                .clicked()
            {
                commands.push(Command::ThinkHere);
            }
        });
        ui.separator();
        search_ui(ui, game, state.settings, &mut commands);
        ui.separator();
        self.position_ui(ui, game, &mut commands);
        commands
    }

    /// The position typed as text: the box, its button, the one-line error, and the position now.
    fn position_ui(&mut self, ui: &mut Ui, game: SmallGame, commands: &mut Vec<Command>) {
        ui.label(tr(match game {
            SmallGame::TicTacToe => "small-position-tictactoe",
            SmallGame::ConnectFour => "small-position-connect4",
        }));
        let now = self.session(game).position().text();
        ui.horizontal(|ui| {
            let field = ui.add(
                TextEdit::singleline(&mut self.typed)
                    .hint_text(now.clone())
                    .desired_width(ui.available_width() * 0.65),
            );
            let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui.button(tr("small-position-load")).clicked() || entered {
                commands.push(Command::LoadSmallText(self.typed.clone()));
            }
        });
        if let Some(error) = &self.typed_error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
    }
}

/// The search's controls: depth up to the game's limit, the algorithm, the techniques that
/// apply to games (the transposition table, killer moves, the history heuristic).
fn search_ui(ui: &mut Ui, game: SmallGame, settings: &SmallSettings, commands: &mut Vec<Command>) {
    let mut changed = *settings;
    ui.horizontal(|ui| {
        let label = ui.label(tr("toolbar-depth"));
        let mut depth = settings.depth(game);
        if ui
            .add(Slider::new(&mut depth, 1..=game.depth_limit()))
            .labelled_by(label.id)
            .on_hover_text(tr_args(
                "small-depth-hint",
                &[("limit", game.depth_limit().into())],
            ))
            .changed()
        {
            changed.set_depth(game, depth);
        }
    });
    ui.horizontal_wrapped(|ui| {
        for algorithm in Algorithm::ALL {
            ui.radio_value(&mut changed.algorithm, algorithm, algorithm_name(algorithm));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for facts in small_game_techniques() {
            let mut on = changed.techniques.has(facts.technique);
            if ui
                .checkbox(&mut on, tr(facts.message))
                .on_hover_text(tr(facts.hint))
                .changed()
            {
                changed.techniques.set(facts.technique, on);
            }
        }
        ui.checkbox(&mut changed.mcts, tr("small-mcts"))
            .on_hover_text(tr("small-mcts-hint"));
    });
    if changed != *settings {
        commands.push(Command::SetSmallSettings(changed));
    }
}

/// The techniques the small games' panel offers: those that apply to games, but quiescence,
/// which would change nothing there (neither game has a capture to look past the depth for).
fn small_game_techniques() -> impl Iterator<Item = &'static TechniqueFacts> {
    Technique::ALL
        .iter()
        .filter(|facts| facts.applies.games && facts.technique != Technique::Quiescence)
}

/// The game's name as a heading says it.
pub fn game_title(game: SmallGame) -> String {
    tr(match game {
        SmallGame::TicTacToe => "game-tictactoe",
        SmallGame::ConnectFour => "game-connect4",
    })
}

/// Says how a small game stands: "x to move (you)", "x wins", "A draw".
pub fn status_words(status: SmallStatus) -> String {
    match status {
        SmallStatus::ToMove { side, person: true } => {
            tr_args("small-to-move-you", &[("side", side_letter(side).into())])
        }
        SmallStatus::ToMove { side, person: false } => {
            tr_args("small-to-move-computer", &[("side", side_letter(side).into())])
        }
        SmallStatus::Won(side) => tr_args("small-wins", &[("side", side_letter(side).into())]),
        SmallStatus::Draw => tr("small-draw"),
    }
}

/// The letter of a side: `x` for MAX, `o` for MIN.
pub fn side_letter(side: Backup) -> &'static str {
    match side {
        Backup::Max => "x",
        Backup::Min => "o",
    }
}
