//! The app: the game, the settings, the computer's worker, and the panels that show them.
//!
//! Each frame runs in three steps, as egui's demo app does:
//! 1. take in what happened since the last frame (a finished search, keyboard shortcuts);
//! 2. lay out the panels, each of which returns the [`Command`]s the person gave in it;
//! 3. apply the commands, in order, in [`KladosApp::apply`] — the only place the game changes.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{CentralPanel, Context, Event, Panel, ScrollArea, Ui, Vec2};
use shakmaty::{Chess, Color, Move, Position};

use crate::engine::replay::Granularity;
use crate::engine::search::{Algorithm, SearchError, SearchSettings};
use crate::engine::tree::Backup;
use crate::engine::tree::{MAX_DEPTH, SearchTree};
use crate::game::{Game, color_name, fen_of};
use crate::lesson::{LessonSearch, Subject};
use crate::ui::board::{Arrow, BoardScene, BoardView};
use crate::ui::command::{Command, shortcuts};
use crate::ui::controls::{ControlsPanel, ControlsState};
use crate::ui::exchange::{ExchangeWindow, game_from_text};
use crate::ui::game_panel::{GamePanel, GameView, Notice};
use crate::ui::help::HelpWindow;
use crate::ui::lessons::{LessonPanel, find_lessons_folder};
use crate::ui::node_tables::backup_color;
use crate::ui::settings::{SETTINGS_KEY, Settings, Side, ThemeChoice};
use crate::ui::theme::{BoardColors, apply_style, install_fonts};
use crate::ui::thinking::ThinkingPanel;
use crate::ui::worker::{SearchOutcome, Worker};

/// The environment variable that makes the window log its frame intervals to stderr once a
/// second (set it to anything), to check that the window stays responsive during a search.
pub const FRAME_LOG_VARIABLE: &str = "KLADOS_FRAME_LOG";

/// The Klados window.
pub struct KladosApp {
    /// The game being played.
    game: Game,
    /// The settings that persist between runs.
    settings: Settings,
    /// The computer's search, while it runs.
    worker: Option<Worker>,
    /// The last finished search, kept for the thinking panel.
    last_search: Option<Arc<SearchTree>>,
    /// The number of moves shown on the board when an earlier position is being viewed.
    viewed_ply: Option<usize>,
    /// A message for the person.
    notice: Option<Notice>,
    /// The theme and projector mode last applied to egui's style.
    applied_style: Option<(ThemeChoice, bool)>,
    /// The egui context, to wake the window when the worker finishes.
    ctx: Context,
    /// Frame interval logging, when [`FRAME_LOG_VARIABLE`] is set.
    frame_log: Option<FrameLog>,
    /// True while the running search is a study ("think about this position"): its tree is shown
    /// but its move is not played.
    studying: bool,
    /// egui's clock at the start of this frame, in seconds: the stepper's animations run on it.
    now: f64,
    board: BoardView,
    controls: ControlsPanel,
    game_panel: GamePanel,
    thinking: ThinkingPanel,
    help: HelpWindow,
    exchange: ExchangeWindow,
    lessons: LessonPanel,
}

impl KladosApp {
    /// Creates the app as eframe starts it: restores the settings (or falls back to the defaults
    /// with a notice) and starts a new game.
    pub fn new(cc: &eframe::CreationContext<'_>) -> KladosApp {
        let stored = cc.storage.and_then(|storage| storage.get_string(SETTINGS_KEY));
        let (settings, notice) = Settings::load(stored.as_deref());
        let mut app = KladosApp::with_settings(&cc.egui_ctx, settings);
        if let Some(text) = notice {
            app.notice = Some(Notice {
                text,
                is_problem: true,
            });
        }
        app
    }

    /// Creates the app with the given settings and starts a new game (tests use this to search
    /// shallowly). If the person plays Black, the computer starts thinking at once.
    pub fn with_settings(ctx: &Context, settings: Settings) -> KladosApp {
        install_fonts(ctx);
        ctx.set_zoom_factor(settings.zoom);
        let frame_log = std::env::var_os(FRAME_LOG_VARIABLE).map(|_| FrameLog::new());
        let mut app = KladosApp {
            game: Game::new(),
            settings,
            worker: None,
            last_search: None,
            viewed_ply: None,
            notice: None,
            applied_style: None,
            ctx: ctx.clone(),
            frame_log,
            studying: false,
            now: 0.0,
            board: BoardView::default(),
            controls: ControlsPanel::default(),
            game_panel: GamePanel::default(),
            thinking: ThinkingPanel::default(),
            help: HelpWindow::default(),
            exchange: ExchangeWindow::default(),
            lessons: LessonPanel::default(),
        };
        if let Some(folder) = find_lessons_folder() {
            app.lessons.load_from(&folder);
        }
        app.start_computer_if_its_turn();
        app
    }

    /// Returns the game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Returns the settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Returns true while the computer searches.
    pub fn is_thinking(&self) -> bool {
        self.worker.is_some()
    }

    /// Returns the last finished search (the thinking panel reads its node arrays).
    pub fn last_search(&self) -> Option<&Arc<SearchTree>> {
        self.last_search.as_ref()
    }

    /// Returns the thinking panel (tests read its stepper and focus).
    pub fn thinking(&self) -> &ThinkingPanel {
        &self.thinking
    }

    /// Returns the lesson panel: the lessons, the problems found loading them, the lesson taught.
    pub fn lessons(&self) -> &LessonPanel {
        &self.lessons
    }

    /// Loads the lessons in another folder into the lesson panel (the folder field does this).
    pub fn load_lessons_from(&mut self, dir: &Path) {
        self.lessons.load_from(dir);
    }

    /// Waits for the lesson's search to finish and shows its tree. Tests call this instead of
    /// waiting for a number of frames.
    pub fn wait_for_lesson(&mut self) {
        if let Some(search) = self.lessons.wait() {
            self.show_lesson_search(&search);
        }
    }

    /// Returns the position the board shows: a node of the search being previewed, else a chess
    /// lesson's position while it is taught, else the game (at the move being viewed).
    pub fn shown_position(&self) -> Chess {
        if let Some(preview) = self.thinking.preview() {
            return preview.position;
        }
        if let Some(Subject::Position { game, .. }) =
            self.lessons.active().map(|active| &active.lesson().subject)
        {
            return game.position().clone();
        }
        let shown_ply = self.viewed_ply.unwrap_or(self.game.moves().len());
        self.game.position_at(shown_ply).clone()
    }

    /// Returns the message shown to the person, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Returns why the last typed move was refused, if it was.
    pub fn typed_move_error(&self) -> Option<&str> {
        self.game_panel.typed_error.as_deref()
    }

    /// Returns the number of moves shown on the board when an earlier position is viewed.
    pub fn viewed_ply(&self) -> Option<usize> {
        self.viewed_ply
    }

    /// Waits for the running search to finish and plays its move. Tests call this instead of
    /// waiting for a number of frames, so they do not depend on the speed of the machine.
    pub fn wait_for_computer(&mut self) {
        if let Some(worker) = self.worker.take() {
            let outcome = worker.wait();
            self.finish_search(outcome);
        }
    }

    /// Starts a game from a position (tests use this to reach a promotion or a mate quickly).
    pub fn load_game(&mut self, game: Game) {
        self.stop_search();
        self.game = game;
        self.last_search = None;
        self.thinking.clear();
        self.after_game_replaced();
    }

    /// Applies one command. This is the only place where the game or the settings change.
    pub fn apply(&mut self, command: Command) {
        match command {
            // While a lesson is taught the game waits: the board shows the lesson's position.
            Command::PlayMove(_)
            | Command::PlayTyped(_)
            | Command::TakeBack
            | Command::Redo
            | Command::ComputerMove
            | Command::ThinkHere
                if self.lessons.active().is_some() => {}
            Command::PlayMove(m) => self.play_human_move(m),
            Command::PlayTyped(text) => self.play_typed_move(&text),
            Command::NewGame(side) => {
                self.close_lesson();
                self.stop_search();
                self.settings.human_side = side;
                self.game = Game::new();
                self.last_search = None;
                self.thinking.clear();
                self.after_game_replaced();
            }
            Command::TakeBack => self.take_back(),
            Command::Redo => {
                self.stop_search();
                while self.game.redo().is_some() {
                    if self.game.position().turn() == self.human() {
                        break;
                    }
                }
                self.after_move();
            }
            Command::Flip => self.settings.flipped = !self.settings.flipped,
            Command::ComputerMove => {
                if self.viewed_ply.is_some() {
                    self.viewed_ply = None;
                }
                self.notice = None;
                self.start_computer_if_its_turn();
            }
            Command::CancelSearch => {
                if let Some(worker) = self.worker.take() {
                    worker.cancel();
                    self.notice = Some(Notice {
                        text: "The search was cancelled. Press M (Computer move) to let the computer think again."
                            .to_owned(),
                        is_problem: false,
                    });
                } else {
                    self.board.clear();
                    self.thinking.set_focus(None);
                }
            }
            Command::SetDepth(depth) => self.settings.depth = depth.clamp(1, MAX_DEPTH),
            Command::SetAlgorithm(algorithm) => self.settings.algorithm = algorithm,
            Command::NextAlgorithm => {
                let position = Algorithm::ALL
                    .iter()
                    .position(|algorithm| *algorithm == self.settings.algorithm)
                    .unwrap_or(0);
                self.settings.algorithm = Algorithm::ALL[(position + 1) % Algorithm::ALL.len()];
            }
            Command::ViewPly(ply) => self.view_ply(ply),
            Command::ViewPrevious => {
                let shown = self.viewed_ply.unwrap_or(self.game.moves().len());
                if shown > 0 {
                    self.view_ply(shown - 1);
                }
            }
            Command::ViewNext => {
                if let Some(shown) = self.viewed_ply {
                    self.view_ply(shown + 1);
                }
            }
            Command::ViewPresent => self.viewed_ply = None,
            Command::CopyFen => {
                self.ctx.copy_text(self.game.fen());
                self.inform("The position was copied as FEN.");
            }
            Command::CopyPgn => {
                self.ctx.copy_text(self.game.pgn());
                self.inform("The game was copied as PGN.");
            }
            Command::LoadText(text) => match game_from_text(&text) {
                Ok(game) => {
                    self.close_lesson();
                    self.load_game(game);
                    self.exchange.error = None;
                    self.exchange.open = false;
                    self.inform("Loaded. The game continues from this position.");
                }
                Err(error) if self.exchange.open => self.exchange.error = Some(error),
                Err(error) => {
                    self.notice = Some(Notice {
                        text: error,
                        is_problem: true,
                    });
                }
            },
            Command::ToggleExchange => self.exchange.open = !self.exchange.open,
            Command::ToggleHelp => self.help.open = !self.help.open,
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::ToggleTheme => {
                self.settings.theme = match self.settings.theme {
                    ThemeChoice::Light => ThemeChoice::Dark,
                    ThemeChoice::Dark => ThemeChoice::Light,
                };
            }
            Command::ToggleProjector => self.settings.projector = !self.settings.projector,
            Command::FocusMoveField => self.game_panel.focus_requested = true,
            Command::Step(step) => self.thinking.apply(step, self.now),
            Command::FocusNode(node) => {
                self.board.clear();
                self.thinking.set_focus(node);
            }
            Command::ThinkHere => self.think_here(),
            Command::ToggleLessons => self.lessons.open = !self.lessons.open,
            Command::BrowseLessons(browsing) => self.lessons.set_browsing(browsing),
            Command::LoadLessonsFrom(dir) => self.lessons.load_from(&dir),
            Command::OpenLesson(index) => self.open_lesson(index),
            Command::LessonStep(index) => self.go_to_lesson_step(index),
            Command::LessonNext => {
                if let Some(active) = self.lessons.active() {
                    self.go_to_lesson_step(active.current_step() + 1);
                }
            }
            Command::LessonPrevious => {
                if let Some(current) = self.lessons.active().map(|active| active.current_step())
                    && current > 0
                {
                    self.go_to_lesson_step(current - 1);
                }
            }
            Command::RevealAnswer => self.lessons.reveal(),
            Command::LeaveLesson => self.leave_lesson(),
        }
    }

    /// Starts teaching lesson `index` of the list: the game waits (a running search is
    /// cancelled) and the lesson's own search starts.
    fn open_lesson(&mut self, index: usize) {
        let ctx = self.ctx.clone();
        if self.lessons.open_lesson(index, move || ctx.request_repaint()) {
            self.stop_search();
            self.thinking.clear();
            self.board.clear();
            self.notice = None;
        }
    }

    /// Shows a lesson's finished search in the thinking panel, at the current lesson step.
    fn show_lesson_search(&mut self, search: &LessonSearch) {
        let Some(active) = self.lessons.active() else {
            return;
        };
        let order = active.lesson().settings.order;
        let current = active.current_step();
        self.thinking
            .show_lesson_tree(Arc::clone(&search.tree), order, Granularity::Level);
        self.go_to_lesson_step(current);
    }

    /// Moves the lesson to step `index`: the narration, and the stepper to that step's place in
    /// the lesson's replay.
    fn go_to_lesson_step(&mut self, index: usize) {
        let Some(order) = self.lessons.active().map(|active| active.lesson().settings.order) else {
            return;
        };
        if let Some(step) = self.lessons.go_to(index) {
            self.board.clear();
            self.thinking
                .go_to_step(step, order, Granularity::Level, self.now);
        }
    }

    /// Ends the lesson. A chess lesson's position becomes the game, the person playing the side
    /// to move, and its tree stays in the thinking panel; after an abstract tree the game that
    /// was waiting comes back.
    fn leave_lesson(&mut self) {
        let Some(active) = self.lessons.close_lesson() else {
            return;
        };
        self.lessons.open = false;
        self.stop_search();
        self.board.clear();
        match (&active.lesson().subject, active.search()) {
            (Subject::Position { game, .. }, search) => {
                self.game = game.as_ref().clone();
                self.settings.human_side = if self.game.position().turn() == Color::White {
                    Side::White
                } else {
                    Side::Black
                };
                match search {
                    Some(search) => {
                        self.thinking.end_lesson();
                        self.last_search = Some(Arc::clone(&search.tree));
                    }
                    None => {
                        self.thinking.clear();
                        self.last_search = None;
                    }
                }
                self.after_game_replaced();
                let to_move = color_name(self.game.position().turn());
                self.inform(&format!(
                    "The game goes on from the lesson's position: you play {to_move}."
                ));
            }
            (Subject::Tree { .. }, _) => {
                self.thinking.clear();
                if let Some(tree) = &self.last_search {
                    self.thinking.show_tree(Arc::clone(tree));
                }
                self.after_move();
            }
        }
    }

    /// Ends the lesson without a word, before something else replaces the game.
    fn close_lesson(&mut self) {
        if self.lessons.close_lesson().is_some() {
            self.thinking.clear();
        }
    }

    fn human(&self) -> Color {
        self.settings.human_side.color()
    }

    fn inform(&mut self, text: &str) {
        self.notice = Some(Notice {
            text: text.to_owned(),
            is_problem: false,
        });
    }

    /// Returns true if the person may move now: their turn, no search, the current position shown.
    fn person_may_move(&self) -> bool {
        self.worker.is_none()
            && self.lessons.active().is_none()
            && self.viewed_ply.is_none()
            && self.game.outcome().is_none()
            && self.game.position().turn() == self.human()
    }

    fn play_human_move(&mut self, m: Move) {
        if !self.person_may_move() {
            return;
        }
        match self.game.play(m) {
            Ok(()) => self.after_move(),
            Err(error) => {
                self.notice = Some(Notice {
                    text: error.to_string(),
                    is_problem: true,
                });
            }
        }
    }

    fn play_typed_move(&mut self, text: &str) {
        let refusal = if self.worker.is_some() {
            Some("wait for the computer's move (or press Esc to cancel its search)".to_owned())
        } else if self.game.outcome().is_none() && self.game.position().turn() != self.human() {
            Some("it is the computer's turn: press M to let it move".to_owned())
        } else {
            None
        };
        if let Some(refusal) = refusal {
            self.game_panel.typed_error = Some(refusal);
            return;
        }
        self.viewed_ply = None;
        match self.game.play_text(text) {
            Ok(_) => {
                self.game_panel.typed.clear();
                self.game_panel.typed_error = None;
                self.after_move();
            }
            Err(error) => self.game_panel.typed_error = Some(error.to_string()),
        }
    }

    /// Takes back the person's last move and the computer's reply (or just the person's move if
    /// the computer has not replied), so that it is the person's turn again.
    fn take_back(&mut self) {
        self.stop_search();
        let mut taken = 0;
        while self.game.take_back().is_some() {
            taken += 1;
            if self.game.position().turn() == self.human() {
                break;
            }
        }
        if self.game.position().turn() != self.human() {
            // Nothing of the person's to take back (the computer's opening move): put it back.
            for _ in 0..taken {
                let _ = self.game.redo();
            }
            self.inform("There is no move of yours to take back.");
            return;
        }
        self.viewed_ply = None;
        self.board.clear();
        self.notice = None;
    }

    fn can_take_back(&self) -> bool {
        (0..self.game.moves().len()).any(|ply| self.game.position_at(ply).turn() == self.human())
    }

    fn view_ply(&mut self, ply: usize) {
        self.board.clear();
        self.viewed_ply = (ply < self.game.moves().len()).then_some(ply);
    }

    /// After a move or a redo: show the present and let the computer reply if it is its turn.
    fn after_move(&mut self) {
        self.viewed_ply = None;
        self.board.clear();
        self.notice = None;
        self.start_computer_if_its_turn();
    }

    /// After a new game or a loaded one.
    fn after_game_replaced(&mut self) {
        self.viewed_ply = None;
        self.board.clear();
        self.notice = None;
        self.game_panel.typed_error = None;
        self.start_computer_if_its_turn();
    }

    fn start_computer_if_its_turn(&mut self) {
        if self.worker.is_some()
            || self.lessons.active().is_some()
            || self.game.outcome().is_some()
            || self.game.position().turn() == self.human()
        {
            return;
        }
        let settings = SearchSettings::new(self.settings.depth, self.settings.algorithm);
        let ctx = self.ctx.clone();
        self.worker = Some(Worker::start(&self.game, settings, move || ctx.request_repaint()));
    }

    /// Searches the position on the board (the present, or the earlier position being viewed)
    /// so that its tree can be studied; the computer plays nothing.
    fn think_here(&mut self) {
        if self.worker.is_some() {
            return;
        }
        let shown_ply = self.viewed_ply.unwrap_or(self.game.moves().len());
        // Replay the game up to the shown position, so repetitions still count its history.
        let mut shown = Game::from_position(self.game.start_position().clone());
        for &m in &self.game.moves()[..shown_ply] {
            if shown.play(m).is_err() {
                break;
            }
        }
        if let Some(outcome) = shown.outcome() {
            self.notice = Some(Notice {
                text: format!("Nothing to think about: {outcome}."),
                is_problem: false,
            });
            return;
        }
        let settings = SearchSettings::new(self.settings.depth, self.settings.algorithm);
        let ctx = self.ctx.clone();
        self.studying = true;
        self.worker = Some(Worker::start(&shown, settings, move || ctx.request_repaint()));
    }

    /// Cancels a running search without a notice (the action that stops it says enough).
    fn stop_search(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.cancel();
        }
        self.studying = false;
    }

    /// Takes in a finished search: plays its move and keeps its tree for the thinking panel.
    fn finish_search(&mut self, outcome: SearchOutcome) {
        let studying = std::mem::take(&mut self.studying);
        match outcome {
            Ok(tree) if studying => {
                let tree = Arc::new(tree);
                self.thinking.show_tree(Arc::clone(&tree));
                self.last_search = Some(tree);
            }
            Ok(tree) => {
                if fen_of(tree.root()) != self.game.fen() {
                    // The game moved on while the search ran; its move belongs to another position.
                    return;
                }
                let tree = Arc::new(tree);
                if let Some(m) = tree.best_move()
                    && let Err(error) = self.game.play(m)
                {
                    self.notice = Some(Notice {
                        text: format!("The computer's move could not be played: {error}"),
                        is_problem: true,
                    });
                }
                self.thinking.show_tree(Arc::clone(&tree));
                self.last_search = Some(tree);
                self.viewed_ply = None;
                self.board.clear();
            }
            Err(SearchError::Cancelled) => {}
            Err(error) => {
                self.notice = Some(Notice {
                    text: format!("The computer cannot move: {error}."),
                    is_problem: true,
                });
            }
        }
    }

    /// Turns this frame's key presses into commands. Nothing happens while a text field has the
    /// keyboard (typing a move must never flip the board) or while the promotion picker is open.
    fn keyboard_commands(&self, ctx: &Context) -> Vec<Command> {
        let mut commands = Vec::new();
        if ctx.text_edit_focused() || self.board.is_choosing_promotion() {
            return commands;
        }
        ctx.input_mut(|input| {
            for (shortcut, _, command) in shortcuts() {
                if input.consume_shortcut(&shortcut) {
                    commands.push(command);
                }
            }
            for event in &input.events {
                match event {
                    Event::Copy => commands.push(Command::CopyFen),
                    Event::Paste(text) => commands.push(Command::LoadText(text.clone())),
                    _ => {}
                }
            }
        });
        commands
    }

    /// Applies the theme and projector mode to egui when they changed.
    fn update_style(&mut self, ctx: &Context) {
        let wanted = (self.settings.theme, self.settings.projector);
        if self.applied_style != Some(wanted) {
            apply_style(ctx, wanted.0, wanted.1);
            self.applied_style = Some(wanted);
        }
    }

    /// Lays out the board and the game panel: side by side in a wide window, stacked in a narrow one.
    fn central_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        // While a lesson is taught the board shows the lesson's position; an abstract tree has
        // no position at all.
        let lesson_game = match self.lessons.active().map(|active| &active.lesson().subject) {
            Some(Subject::Tree { .. }) => {
                abstract_tree_note_ui(ui);
                commands.extend(self.thinking.tree_view_only_ui(ui, self.now));
                return;
            }
            Some(Subject::Position { game, .. }) => Some(game.as_ref().clone()),
            None => None,
        };
        let shown_ply = self.viewed_ply.unwrap_or(self.game.moves().len());
        // A node focused in the thinking panel is previewed on the board, with the moves from
        // the search's root drawn as arrows; otherwise the board shows the game.
        let preview = self.thinking.preview();
        let dark_mode = ui.visuals().dark_mode;
        let arrows: Vec<Arrow> = preview
            .as_ref()
            .map(|preview| {
                preview
                    .arrows
                    .iter()
                    .map(|&(from, to, mover)| Arrow {
                        from,
                        to,
                        color: backup_color(Backup::of_mover(mover), dark_mode),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let position = self.shown_position();
        let last_move = match (&preview, &lesson_game) {
            (Some(_), _) => None,
            (None, Some(lesson_game)) => lesson_game.moves().last().copied(),
            (None, None) => shown_ply
                .checked_sub(1)
                .and_then(|index| self.game.moves().get(index).copied()),
        };
        let legal_moves = if self.person_may_move() && preview.is_none() {
            self.game.legal_moves()
        } else {
            Vec::new()
        };
        // In a lesson the side to move at the root (MAX) sits at the bottom.
        let bottom_side = match &lesson_game {
            Some(lesson_game) => lesson_game.position().turn(),
            None => self.human(),
        };
        let white_at_bottom = (bottom_side == Color::White) != self.settings.flipped;
        let scene = BoardScene {
            position: &position,
            legal_moves: &legal_moves,
            last_move,
            white_at_bottom,
            colors: BoardColors::new(self.settings.theme, self.settings.projector),
            arrows: &arrows,
        };
        if preview.is_some() {
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new("Previewing a position from the search tree (numbered arrows: the moves from the root).")
                        .strong(),
                );
                if ui.button("Back to the game").on_hover_text("Esc").clicked() {
                    commands.push(Command::FocusNode(None));
                }
            });
        }
        let lesson_caption = lesson_game.as_ref().map(lesson_caption);
        let view = GameView {
            game: &self.game,
            viewed_ply: self.viewed_ply,
            human: self.human(),
            progress: self.worker.as_ref().map(Worker::progress),
            notice: self.notice.as_ref(),
        };
        let board = &mut self.board;
        let game_panel = &mut self.game_panel;
        let available = ui.available_size();
        // Whichever arrangement gives the larger board: the game panel beside it or under it.
        let panel_width = 300.0_f32.min(available.x * 0.45);
        let beside = available.y.min(available.x - panel_width - 12.0);
        let below_height = (available.y * 0.35).clamp(120.0, 260.0);
        let above = (available.y - below_height).min(available.x);
        if beside >= above {
            ui.horizontal_top(|ui| {
                ui.allocate_ui(Vec2::splat(beside.max(120.0)), |ui| {
                    if let Some(m) = board.ui(ui, &scene) {
                        commands.push(Command::PlayMove(m));
                    }
                });
                ui.add_space(12.0);
                ui.vertical(|ui| match &lesson_caption {
                    Some(caption) => caption_ui(ui, caption),
                    None => commands.extend(game_panel.ui(ui, &view)),
                });
            });
        } else {
            ui.allocate_ui(Vec2::new(available.x, above.max(120.0)), |ui| {
                if let Some(m) = board.ui(ui, &scene) {
                    commands.push(Command::PlayMove(m));
                }
            });
            match &lesson_caption {
                Some(caption) => caption_ui(ui, caption),
                None => commands.extend(game_panel.ui(ui, &view)),
            }
        }
    }
}

/// Says, under the board, what a chess lesson's position is: who is to move and how it came
/// about.
fn lesson_caption(game: &Game) -> String {
    let to_move = color_name(game.position().turn());
    let mut caption = format!("The lesson's position: {to_move} to move.");
    let moves = game.san_moves();
    if !moves.is_empty() {
        let start_is_white = game.start_position().turn() == Color::White;
        let mut numbered = Vec::new();
        for (ply, san) in moves.iter().enumerate() {
            let white_moves = (ply % 2 == 0) == start_is_white;
            let number = (ply + usize::from(!start_is_white)) / 2 + 1;
            if white_moves {
                numbered.push(format!("{number}. {san}"));
            } else if ply == 0 {
                numbered.push(format!("{number}… {san}"));
            } else {
                numbered.push(san.clone());
            }
        }
        caption.push_str(&format!(" It came about by {}.", numbered.join(" ")));
    }
    caption
}

fn caption_ui(ui: &mut Ui, caption: &str) {
    ui.label(egui::RichText::new(caption).strong());
    ui.weak("The game waits until you leave the lesson.");
}

/// What the centre shows for an abstract tree: there is no board to show.
fn abstract_tree_note_ui(ui: &mut Ui) {
    ui.add_space(8.0);
    ui.vertical_centered(|ui| {
        ui.heading("An abstract tree: no board");
        ui.label(
            "Its nodes are labels and numbers, not chess positions. MAX moves at the root and takes \
             the largest value; MIN answers and takes the smallest.",
        );
    });
    ui.add_space(8.0);
}

impl eframe::App for KladosApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        if let Some(log) = &mut self.frame_log {
            log.frame(self.worker.is_some());
        }
        self.update_style(&ctx);
        self.now = ctx.input(|input| input.time);
        if self.thinking.tick(self.now) {
            ctx.request_repaint();
        }

        // 1. What happened since the last frame.
        if let Some(outcome) = self.worker.as_ref().and_then(Worker::poll) {
            self.worker = None;
            self.finish_search(outcome);
        }
        if let Some(search) = self.lessons.poll() {
            self.show_lesson_search(&search);
        }
        let mut commands = self.keyboard_commands(&ctx);

        // 2. Layout; the panels return commands.
        let controls_state = ControlsState {
            settings: &self.settings,
            can_take_back: self.can_take_back(),
            can_redo: self.game.can_redo(),
            thinking: self.worker.is_some(),
            computer_may_move: self.worker.is_none()
                && self.game.outcome().is_none()
                && self.game.position().turn() != self.human(),
            lessons_open: self.lessons.open,
            in_lesson: self.lessons.active().is_some(),
        };
        Panel::top("controls").show(ui, |ui| {
            ui.add_space(4.0);
            commands.extend(self.controls.ui(ui, &controls_state));
            ui.add_space(2.0);
        });
        let progress = self.worker.as_ref().map(Worker::progress);
        // A fixed width, so the board does not change size when the panel's text changes.
        // In a small window the board comes first: the panel takes at most a third of the width.
        // The node tables need room: about half of a wide window. In a small window the board
        // comes first and the panel takes at most 45% of the width.
        let preferred_width: f32 = if self.settings.projector { 720.0 } else { 580.0 };
        let thinking_width = preferred_width.min(ui.available_width() * 0.45);
        let now = self.now;
        let panel_started = Instant::now();
        Panel::right("thinking")
            .resizable(false)
            .exact_size(thinking_width)
            .show(ui, |ui| {
                // Both ways: in a narrow window the node tables are wider than the panel, and
                // scroll sideways rather than being cut off.
                ScrollArea::both().show(ui, |ui| {
                    commands.extend(self.thinking.ui(ui, progress.as_ref(), now));
                });
            });
        if let Some(log) = &mut self.frame_log {
            log.panel(panel_started.elapsed());
        }
        if self.lessons.open {
            let lesson_width: f32 = if self.settings.projector { 460.0 } else { 380.0 };
            let lesson_width = lesson_width.min(ui.available_width() * 0.4);
            let replay_step = self.thinking.stepper().map(|stepper| stepper.step());
            Panel::left("lessons")
                .resizable(false)
                .exact_size(lesson_width)
                .show(ui, |ui| {
                    ScrollArea::vertical().show(ui, |ui| {
                        commands.extend(self.lessons.ui(ui, replay_step));
                    });
                });
        }
        CentralPanel::default().show(ui, |ui| self.central_ui(ui, &mut commands));
        self.help.show(&ctx);
        commands.extend(self.exchange.show(&ctx, &self.game));

        // 3. Apply what the person asked for.
        for command in commands {
            self.apply(command);
        }

        if self.worker.is_some() {
            // Keep drawing at full rate: the progress line changes every frame.
            ctx.request_repaint();
        }
        self.settings.zoom = ctx.zoom_factor();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        storage.set_string(SETTINGS_KEY, self.settings.to_stored());
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Closing the window during a search stops it cleanly.
        self.stop_search();
    }
}

/// Measures frame intervals and prints them to stderr: a summary once a second, and for each
/// search a summary of the frames drawn while it ran.
struct FrameLog {
    last_frame: Instant,
    window_start: Instant,
    frames: u32,
    longest: Duration,
    /// The intervals between frames drawn while the current search runs.
    search_intervals: Vec<Duration>,
    /// How long the thinking panel's layout took in the frames of this second: total and longest.
    panel_total: Duration,
    panel_longest: Duration,
}

impl FrameLog {
    fn new() -> FrameLog {
        let now = Instant::now();
        FrameLog {
            last_frame: now,
            window_start: now,
            frames: 0,
            longest: Duration::ZERO,
            search_intervals: Vec::new(),
            panel_total: Duration::ZERO,
            panel_longest: Duration::ZERO,
        }
    }

    /// Records how long the thinking panel took to lay out in this frame.
    fn panel(&mut self, took: Duration) {
        self.panel_total += took;
        self.panel_longest = self.panel_longest.max(took);
    }

    fn frame(&mut self, thinking: bool) {
        let now = Instant::now();
        let interval = now - self.last_frame;
        self.longest = self.longest.max(interval);
        self.last_frame = now;
        self.frames += 1;
        if thinking {
            self.search_intervals.push(interval);
        } else if !self.search_intervals.is_empty() {
            let mut intervals: Vec<Duration> = std::mem::take(&mut self.search_intervals);
            intervals.sort();
            if let (Some(longest), false) = (intervals.last(), intervals.is_empty()) {
                let total: Duration = intervals.iter().sum();
                eprintln!(
                    "search frames: {} intervals over {:.2} s: mean {:.1} ms, median {:.1} ms, longest {:.1} ms",
                    intervals.len(),
                    total.as_secs_f64(),
                    total.as_secs_f64() * 1000.0 / intervals.len() as f64,
                    intervals[intervals.len() / 2].as_secs_f64() * 1000.0,
                    longest.as_secs_f64() * 1000.0
                );
            }
        }
        let window = now - self.window_start;
        if window >= Duration::from_secs(1) {
            eprintln!(
                "frames: {} in {:.2} s, mean interval {:.1} ms, longest {:.1} ms, thinking: {}; \
                 thinking panel layout: mean {:.2} ms, longest {:.2} ms",
                self.frames,
                window.as_secs_f64(),
                window.as_secs_f64() * 1000.0 / f64::from(self.frames),
                self.longest.as_secs_f64() * 1000.0,
                if thinking { "yes" } else { "no" },
                self.panel_total.as_secs_f64() * 1000.0 / f64::from(self.frames),
                self.panel_longest.as_secs_f64() * 1000.0,
            );
            self.window_start = now;
            self.frames = 0;
            self.longest = Duration::ZERO;
            self.panel_total = Duration::ZERO;
            self.panel_longest = Duration::ZERO;
        }
    }
}
