//! The app: the frame loop and the layout of the window.
//!
//! Each frame runs in three steps, as egui's demo app does:
//! 1. take in what happened since the last frame (a finished search, keyboard shortcuts);
//! 2. lay out the panels, each of which returns the [`Command`]s the person gave in it;
//! 3. apply the commands, in order, in [`KladosApp::apply`] — the only place anything changes
//!    (in `app/apply.rs`, with the game's flow around it: searches, their results, lessons).
//!
//! The rules of the game's flow (whose turn, take back in pairs, stale searches, the fallback
//! when a search passes the node budget) live in [`Session`], which knows nothing of egui.
//!
//! The layout gives the board the largest square the window allows and shares the rest: the
//! lesson column on the left (when open), the thinking panel on the right. Nothing has a fixed
//! pixel width; every panel's width is a share of the window, so a small window, projector mode
//! and zooming all keep everything on screen.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use egui::{CentralPanel, Context, Event, Panel, ScrollArea, Ui, UiBuilder, Vec2};
use shakmaty::{Chess, Color, Position};

use crate::engine::tree::{Backup, SearchTree};
use crate::game::Game;
use crate::lesson::{Picture, Subject};
use crate::session::Session;
use crate::ui::board::{Arrow, BoardScene, BoardView};
use crate::ui::command::PracticeTab;
use crate::ui::command::{Command, shortcuts};
use crate::ui::controls::{ControlsPanel, ControlsState};
use crate::ui::exchange::ExchangeWindow;
use crate::ui::frame_log::FrameLog;
use crate::ui::game_panel::{GamePanel, GameView, Notice, preview_caption_ui};
use crate::ui::handouts::HandoutWindow;
use crate::ui::help::HelpWindow;
use crate::ui::job::{Job, JobCount, take_result};
use crate::ui::lessons::{LessonPanel, find_lessons_folder, lesson_position_ui};
use crate::ui::level_sizes::level_sizes_ui;
use crate::ui::palette::chooser_color;
use crate::ui::practice::PracticePanel;
use crate::ui::saved_state::{read_settings, write_settings};
use crate::ui::settings::{SETTINGS_KEY, Settings, ThemeChoice};
use crate::ui::theme::{BoardColors, apply_style, install_fonts};
use crate::ui::thinking::{PanelContext, Preview, SearchNotes, ThinkingPanel};
use crate::ui::worker::Worker;

pub use crate::ui::frame_log::FRAME_LOG_VARIABLE;

mod apply;
mod kept;
mod lesson_stage;
mod practice_flow;

/// Why the file dialog was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    /// To open a PGN file and play on from its game.
    Open,
    /// To save the game as a PGN file.
    Save,
    /// To choose the folder a built tree's lesson is saved in.
    LessonFolder,
    /// To choose the folder handouts are written to.
    HandoutFolder,
}

/// The Klados window.
pub struct KladosApp {
    /// The game and its flow.
    session: Session,
    /// The settings that persist between runs.
    settings: Settings,
    /// The computer's search, while it runs.
    worker: Option<Worker>,
    /// How many job threads (searches, comparisons, lessons) are alive: see [`crate::ui::job`].
    jobs: JobCount,
    /// The platform's file dialog, while it is open: why it was opened, and the file chosen.
    file_dialog: Option<Job<(FilePurpose, Option<PathBuf>)>>,
    /// A message for the person.
    notice: Option<Notice>,
    /// Where the settings are saved (`None`: not saved, as in tests).
    settings_file: Option<PathBuf>,
    /// The settings as last saved, so that unchanged settings are not written again.
    saved_settings: Option<String>,
    /// Why the settings could not be saved last time, so that the person is told once.
    settings_problem: Option<String>,
    /// The theme and projector mode last applied to egui's style.
    applied_style: Option<(ThemeChoice, bool)>,
    /// The egui context, to wake the window when a search finishes.
    ctx: Context,
    /// Frame interval logging, when [`FRAME_LOG_VARIABLE`] is set.
    frame_log: Option<FrameLog>,
    /// egui's clock at the start of this frame, in seconds: the stepper's animations run on it.
    now: f64,
    board: BoardView,
    controls: ControlsPanel,
    game_panel: GamePanel,
    thinking: ThinkingPanel,
    help: HelpWindow,
    exchange: ExchangeWindow,
    lessons: LessonPanel,
    practice: PracticePanel,
    handouts: HandoutWindow,
    /// What is kept between runs: the game from last time, offered back; the game's file.
    kept: kept::Kept,
}

impl KladosApp {
    /// Creates the app as eframe starts it: restores the settings from `settings_file` (or, if
    /// there is none yet, from where older versions kept them in eframe's storage; or falls back
    /// to the defaults with a notice) and starts a new game. `startup_notice` is what was found
    /// wrong before the window opened (see [`crate::ui::saved_state`]).
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        settings_file: Option<PathBuf>,
        startup_notice: Option<String>,
    ) -> KladosApp {
        let (settings, notice) = match settings_file.as_deref().and_then(read_settings) {
            Some(read) => read,
            None => {
                let stored = cc.storage.and_then(|storage| storage.get_string(SETTINGS_KEY));
                Settings::load(stored.as_deref())
            }
        };
        let mut app = KladosApp::with_settings(&cc.egui_ctx, settings);
        app.settings_file = settings_file;
        app.load_kept();
        let notices: Vec<String> = startup_notice.into_iter().chain(notice).collect();
        if !notices.is_empty() {
            app.notice = Some(Notice::problem(notices.join(" ")));
        }
        app
    }

    /// Saves the settings to the settings file, if the app has one and they changed since they
    /// were last saved. If they cannot be saved, the person is told once (per reason).
    pub fn save_settings(&mut self) {
        let Some(path) = &self.settings_file else { return };
        let stored = self.settings.to_stored();
        if self.saved_settings.as_deref() == Some(stored.as_str()) {
            return;
        }
        match write_settings(path, &self.settings) {
            Ok(()) => {
                self.saved_settings = Some(stored);
                self.settings_problem = None;
            }
            Err(problem) => {
                if self.settings_problem.as_deref() != Some(problem.as_str()) {
                    eprintln!("klados: {problem}");
                    self.notice = Some(Notice::problem(problem.clone()));
                    self.settings_problem = Some(problem);
                }
            }
        }
    }

    /// Makes the app keep its settings in `path` (tests use this; [`KladosApp::new`] is given it).
    pub fn set_settings_file(&mut self, path: PathBuf) {
        self.settings_file = Some(path);
    }

    /// Creates the app with the given settings and starts a new game (tests use this to search
    /// shallowly). If the person plays Black, the computer starts thinking at once.
    pub fn with_settings(ctx: &Context, settings: Settings) -> KladosApp {
        install_fonts(ctx);
        ctx.set_zoom_factor(settings.zoom);
        let mut app = KladosApp {
            session: Session::new(settings.human_side.color()),
            settings,
            worker: None,
            jobs: JobCount::default(),
            file_dialog: None,
            notice: None,
            settings_file: None,
            saved_settings: None,
            settings_problem: None,
            applied_style: None,
            ctx: ctx.clone(),
            frame_log: FrameLog::from_environment(),
            now: 0.0,
            board: BoardView::default(),
            controls: ControlsPanel::default(),
            game_panel: GamePanel::default(),
            thinking: ThinkingPanel::default(),
            help: HelpWindow::default(),
            exchange: ExchangeWindow::default(),
            lessons: LessonPanel::default(),
            practice: PracticePanel::default(),
            handouts: HandoutWindow::default(),
            kept: kept::Kept::default(),
        };
        app.apply_kept_settings();
        if let Some(folder) = find_lessons_folder() {
            app.load_lessons_in_background(&folder);
        }
        app.start_computer_if_its_turn();
        app
    }

    /// Returns the game.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// Returns the game's flow: whose turn, the board's orientation, the search kept.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Returns the settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Returns how many job threads (the computer's search, a comparison, a lesson's search) are
    /// alive: replacing or ending a job ends its thread, so this stays small (tests check it).
    pub fn running_jobs(&self) -> usize {
        self.jobs.alive()
    }

    /// Returns true while the computer searches.
    pub fn is_thinking(&self) -> bool {
        self.worker.is_some()
    }

    /// Returns the last finished search of the game (the thinking panel reads its node arrays).
    pub fn last_search(&self) -> Option<&Arc<SearchTree>> {
        self.session.shown_search().map(|shown| &shown.tree)
    }

    /// Returns the thinking panel (tests read its stepper and focus).
    pub fn thinking(&self) -> &ThinkingPanel {
        &self.thinking
    }

    /// Returns the lesson panel: the lessons, the problems found loading them, the lesson taught.
    pub fn lessons(&self) -> &LessonPanel {
        &self.lessons
    }

    /// Returns the practice column (tests read its exercise and marking).
    pub fn practice(&self) -> &PracticePanel {
        &self.practice
    }

    /// Makes the tree builder save lessons, and the handouts window write files, in `folder` (tests
    /// use this so that no click writes into the lessons folder or the home folder).
    pub fn set_save_folder(&mut self, folder: &Path) {
        self.practice.builder.folder = folder.display().to_string();
        self.handouts.folder = folder.display().to_string();
    }

    /// Waits for Predict's search to finish and shows it (tests call this instead of counting frames).
    pub fn wait_for_prediction(&mut self) {
        while self.practice.predict.is_searching() {
            self.take_prediction();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    /// Loads the lessons in another folder into the lesson panel (the folder field does this).
    /// Tests call this; it waits for the folder to load.
    pub fn load_lessons_from(&mut self, dir: &Path) {
        self.load_lessons_in_background(dir);
        self.lessons.wait_for_folder();
    }

    /// Waits for the lessons folder being loaded (tests call this after starting the app, which
    /// loads its folder in the background).
    pub fn wait_for_lessons(&mut self) {
        self.lessons.wait_for_folder();
    }

    /// Starts loading the lessons in `dir` as a job; the list changes when they have loaded.
    pub(crate) fn load_lessons_in_background(&mut self, dir: &Path) {
        let ctx = self.ctx.clone();
        self.lessons
            .load_from(dir, &self.jobs, move || ctx.request_repaint());
    }

    /// Waits for the lesson's search to finish and shows its tree. Tests call this instead of
    /// waiting for a number of frames.
    pub fn wait_for_lesson(&mut self) {
        if let Some(search) = self.lessons.wait() {
            self.show_lesson_search(&search);
        }
    }

    /// Returns what the board shows instead of the game, if anything: a node of the search the
    /// person clicked, or the position the replay is at while they step it.
    pub fn preview(&self) -> Option<Preview> {
        self.thinking.preview(self.settings.board_follows)
    }

    /// Returns the position the board shows: a node of the search being previewed, else a chess
    /// lesson's position while it is taught, else the game (at the move being viewed).
    pub fn shown_position(&self) -> Chess {
        if let Some(preview) = self.preview() {
            return preview.position;
        }
        if let Some(Subject::Position { game, .. }) =
            self.lessons.active().map(|active| &active.lesson().subject)
        {
            return game.position().clone();
        }
        if self.predicting() {
            return self.practice.predict.game.position().clone();
        }
        self.session.game().position_at(self.session.shown_ply()).clone()
    }

    /// Returns true when the board is drawn with White at the bottom.
    pub fn white_at_bottom(&self) -> bool {
        match self.lessons.active().map(|active| &active.lesson().subject) {
            // In a chess lesson the side to move at the root (MAX) sits at the bottom.
            Some(Subject::Position { game, .. }) => {
                (game.position().turn() == Color::White) != self.session.is_flipped()
            }
            // In Predict the side to move sits at the bottom: the student moves for it.
            _ if self.predicting() => {
                (self.practice.predict.game.position().turn() == Color::White) != self.session.is_flipped()
            }
            _ => self.session.white_at_bottom(),
        }
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
        self.session.viewed_ply()
    }

    /// Waits for the running search to finish and plays its move. Tests call this instead of
    /// waiting for a number of frames, so they do not depend on the speed of the machine.
    pub fn wait_for_computer(&mut self) {
        if let Some(worker) = self.worker.take() {
            let outcome = worker.wait();
            self.finish_search(outcome);
        }
    }

    /// Continues from a game (tests use this to reach a promotion or a mate quickly), as
    /// loading a FEN or PGN does: the person plays the side to move.
    pub fn load_game(&mut self, game: Game) {
        self.close_lesson();
        self.stop_search();
        self.session.load(game);
        self.after_game_replaced();
    }

    /// Turns this frame's key presses into commands. Nothing happens while a text field has the
    /// keyboard (typing a move must never flip the board) or while the promotion picker is open.
    fn keyboard_commands(&self, ctx: &Context) -> Vec<Command> {
        let mut commands = Vec::new();
        if ctx.text_edit_focused() || self.board.is_choosing_promotion() {
            return commands;
        }
        // On a practice sheet Space and Enter act on the focused widget (a ✂ mark, a button), as
        // the keyboard does everywhere else, rather than play the replay or type a move.
        let widget_keys = self.practice.open && ctx.memory(|memory| memory.focused().is_some());
        // The lesson's keys reach the lesson only when it is in front: with the list of lessons
        // open over it, PageDown leaves the lesson behind alone (and scrolls the list).
        let list_in_front = self.lessons.is_list_in_front();
        ctx.input_mut(|input| {
            for (shortcut, _, command) in shortcuts() {
                if widget_keys && matches!(shortcut.logical_key, egui::Key::Space | egui::Key::Enter) {
                    continue;
                }
                if list_in_front && matches!(command, Command::LessonNext | Command::LessonPrevious) {
                    continue;
                }
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

    /// Returns true while the centre draws an abstract tree's search instead of the board: an
    /// abstract tree's lesson, or the replay of a practice or built tree.
    fn tree_in_centre(&self) -> bool {
        let abstract_lesson = matches!(
            self.lessons.active().map(|active| &active.lesson().subject),
            Some(Subject::Tree { .. })
        );
        abstract_lesson || (self.practice.draws_tree() && self.practice.showing)
    }

    /// Returns true while the practice column's Predict tab is open: the board shows its position.
    fn predicting(&self) -> bool {
        self.practice.open && self.practice.tab == PracticeTab::Predict
    }

    /// Returns true while the thinking panel is hidden: a practice tree is being worked on (the
    /// panel would show answers), or Predict has not revealed its search yet.
    fn thinking_hidden(&self) -> bool {
        self.practice.open && !self.practice.showing
    }

    fn search_notes(&self) -> SearchNotes {
        let ours = self.lessons.active().is_none();
        SearchNotes {
            stale: self.session.stale_reason().filter(|_| ours),
            fallback_from: self
                .session
                .shown_search()
                .and_then(|shown| shown.fallback_from)
                .filter(|_| ours),
            current: self.settings.search(),
        }
    }

    /// Lays out the centre: the board and the game panel (side by side or stacked, whichever
    /// gives the larger board); for an abstract tree's lesson, its tree and tables instead.
    fn central_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>, commands: &mut Vec<Command>) {
        if self.tree_in_centre() {
            // No board: the tree is drawn large here, its tables under it.
            commands.extend(self.thinking.views_ui(ui, context, true, 1.6));
            return;
        }
        if self.practice.draws_tree() {
            // The student's sheet, or the tree being built.
            self.practice.sheet_ui(ui);
            return;
        }
        if let (Some(Picture::LevelSizes), Some(stepper), Some(game)) = (
            self.chess_lesson_step().and_then(|step| step.picture),
            self.thinking.stepper(),
            self.lessons
                .active()
                .and_then(|active| match &active.lesson().subject {
                    Subject::Position { game, .. } => Some(game),
                    Subject::Tree { .. } => None,
                }),
        ) {
            // The board is not the subject of a picture's step: the picture takes its place.
            lesson_position_ui(ui, game, "The lesson's position", "the lesson");
            ui.separator();
            level_sizes_ui(ui, stepper, ui.max_rect().bottom());
            return;
        }
        let predict_game = self.predicting().then(|| self.practice.predict.game.clone());
        let lesson_game = match self.lessons.active().map(|active| &active.lesson().subject) {
            Some(Subject::Position { game, .. }) => Some(game.as_ref().clone()),
            _ => predict_game.clone(),
        };
        let preview = self.preview();
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
                        // A move has the colour of the side that chose it.
                        color: chooser_color(Backup::of_mover(mover), dark_mode),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let position = self.shown_position();
        let shown_ply = self.session.shown_ply();
        let last_move = match (&preview, &lesson_game) {
            (Some(_), _) => None,
            (None, Some(lesson_game)) => lesson_game.moves().last().copied(),
            (None, None) => shown_ply
                .checked_sub(1)
                .and_then(|index| self.session.game().moves().get(index).copied()),
        };
        let legal_moves = match &predict_game {
            // Predict: the student's guess is played on the board, until the answer is revealed.
            Some(game) if preview.is_none() && self.practice.predict.revealed.is_none() => game.legal_moves(),
            Some(_) => Vec::new(),
            None if self.session.person_may_move() && preview.is_none() && lesson_game.is_none() => {
                self.session.game().legal_moves()
            }
            None => Vec::new(),
        };
        let mut arrows = arrows;
        if let (Some((from, to)), None, Some(stepper)) =
            (self.lesson_choice_move(), &preview, self.thinking.stepper())
        {
            arrows.push(Arrow {
                from,
                to,
                color: chooser_color(stepper.tree().root_backup(), dark_mode),
            });
        }
        if let (Some(_), Some(guess), None) = (&predict_game, self.practice.predict.guess, &preview)
            && let (Some(from), to) = (guess.from(), guess.to())
        {
            // The student's guess, in the colour of the side that would play it.
            let mover = self.practice.predict.game.position().turn();
            arrows.push(Arrow {
                from,
                to,
                color: chooser_color(Backup::of_mover(mover), dark_mode),
            });
        }
        let scene = BoardScene {
            position: &position,
            legal_moves: &legal_moves,
            last_move,
            white_at_bottom: self.white_at_bottom(),
            colors: BoardColors::new(self.settings.theme, self.settings.projector),
            arrows: &arrows,
        };
        let lesson_game_ref = lesson_game.as_ref();
        let predicting = predict_game.is_some();
        let restorable = self
            .session
            .replaced_game()
            .filter(|_| self.notice.as_ref().is_some_and(|notice| notice.offers_restore));
        let view = GameView {
            session: &self.session,
            progress: self.worker.as_ref().map(Worker::progress),
            notice: self.notice.as_ref(),
            restorable: restorable.as_deref(),
        };
        let board = &mut self.board;
        let game_panel = &mut self.game_panel;

        // Whichever arrangement gives the larger board: the game panel beside it or under it.
        let available = ui.available_size();
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let under_height = line * UNDER_BOARD_LINES;
        let beside_width = line * BESIDE_BOARD_LINES;
        let gap = line * 0.6;
        let board_under = available.x.min(available.y - under_height - gap);
        let board_beside = available.y.min(available.x - beside_width - gap);
        let top_left = ui.cursor().min;
        let (board_rect, panel_rect) = if board_beside > board_under {
            let side = board_beside.max(120.0);
            (
                egui::Rect::from_min_size(top_left, Vec2::splat(side)),
                egui::Rect::from_min_max(top_left + Vec2::new(side + gap, 0.0), top_left + available),
            )
        } else {
            let side = board_under.max(120.0);
            (
                egui::Rect::from_min_size(top_left, Vec2::splat(side)),
                egui::Rect::from_min_max(top_left + Vec2::new(0.0, side + gap), top_left + available),
            )
        };
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            if let Some(m) = board.ui(ui, &scene) {
                commands.push(Command::PlayMove(m));
            }
        });
        ui.scope_builder(UiBuilder::new().max_rect(panel_rect), |ui| {
            // What the board shows instead of the game, said where the eye goes after the board,
            // so that the board itself never moves.
            if let Some(preview) = &preview {
                commands.extend(preview_caption_ui(ui, preview));
                ui.separator();
            }
            match lesson_game_ref {
                Some(game) if predicting => {
                    lesson_position_ui(ui, game, "The position to predict", "Practice")
                }
                Some(game) => lesson_position_ui(ui, game, "The lesson's position", "the lesson"),
                None => commands.extend(game_panel.ui(ui, &view)),
            }
        });
        ui.advance_cursor_after_rect(board_rect.union(panel_rect));
    }
}

/// The widths of the side panels, as shares of the window's width in points.
struct PanelWidths {
    lessons: f32,
    thinking: f32,
}

/// The game panel's height under the board, and its width beside it, in lines of body text.
const UNDER_BOARD_LINES: f32 = 8.0;
const BESIDE_BOARD_LINES: f32 = 14.0;

impl KladosApp {
    /// Shares the window's width: the lesson column when it is open, then the board with the
    /// game panel under or beside it (whichever gives the larger board), then the thinking
    /// panel. The board may take about half of what is left, more when zoomed in, so that
    /// zooming enlarges the text without shrinking the board. For an abstract lesson the centre
    /// draws the tree and the side panel holds only the stepper.
    fn panel_widths(&self, ui: &Ui) -> PanelWidths {
        let width = ui.available_width();
        let height = ui.available_height();
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let projector = self.settings.projector;
        let lessons = if self.lessons.open || self.practice.open {
            (width * if projector { 0.28 } else { 0.25 }).clamp(line * 11.0, line * 28.0)
        } else {
            0.0
        };
        // A window narrower than its lessons column (a tiny window at a large zoom) leaves no room,
        // not less than none.
        let rest = (width - lessons).max(0.0);
        let thinking = if self.thinking_hidden() {
            0.0
        } else if self.tree_in_centre() {
            // The stepper and its sentence; the tree in the centre is what the class reads.
            (rest * 0.34).clamp(line * 10.0, line * 26.0)
        } else {
            // A chess lesson's step about the search gives the board a smaller share: the tree
            // and the node arrays are what the class reads then.
            let share = if self.lesson_studies_search() {
                0.34
            } else {
                (0.52 * ui.ctx().zoom_factor()).clamp(0.52, 0.7)
            };
            let gap = line * 0.6;
            let board_under = (height - line * UNDER_BOARD_LINES - gap).min(rest * share);
            let board_beside = height.min(rest * share - line * BESIDE_BOARD_LINES - gap);
            let centre = if board_beside > board_under {
                board_beside + line * BESIDE_BOARD_LINES + gap
            } else {
                board_under
            };
            let widest = if self.lesson_studies_search() { 0.66 } else { 0.62 };
            (rest - centre - line).clamp(rest * 0.28, rest * widest)
        };
        PanelWidths { lessons, thinking }
    }
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
        self.thinking.poll_jobs();
        self.take_prediction();
        if let Some((purpose, path)) = take_result(&mut self.file_dialog) {
            self.finish_file_dialog(purpose, path);
        }
        self.help.close_on_escape(&ctx);
        let mut commands = self.keyboard_commands(&ctx);

        // 2. Layout; the panels return commands.
        let controls_state = ControlsState {
            settings: &self.settings,
            can_take_back: self.session.can_take_back(),
            can_redo: self.session.can_redo(),
            thinking: self.worker.is_some(),
            computer_may_move: self.worker.is_none() && self.session.is_computers_turn(),
            lessons_open: self.lessons.open,
            practice_open: self.practice.open,
            handouts_open: self.handouts.open,
            in_lesson: self.lessons.active().is_some(),
            lesson_search: self.lessons.active().map(|active| active.lesson().settings),
        };
        Panel::top("controls").show(ui, |ui| {
            ui.add_space(4.0);
            commands.extend(self.controls.ui(ui, &controls_state));
            ui.add_space(2.0);
        });
        let widths = self.panel_widths(ui);
        let progress = self.worker.as_ref().map(Worker::progress);
        let notes = self.search_notes();
        let context = PanelContext {
            running: progress.as_ref(),
            now: self.now,
            notes: &notes,
            board_follows: self.settings.board_follows,
            projector: self.settings.projector,
            compact: ui.available_height() < ui.text_style_height(&egui::TextStyle::Body) * 40.0,
        };
        let tree_in_centre = self.tree_in_centre();
        let panel_started = Instant::now();
        if !self.thinking_hidden() {
            Panel::right("thinking")
                .resizable(false)
                .exact_size(widths.thinking)
                .show(ui, |ui| {
                    ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                        commands.extend(self.thinking.header_ui(ui, &context));
                        if !tree_in_centre {
                            commands.extend(self.thinking.views_ui(ui, &context, true, 1.25));
                        }
                    });
                });
        }
        if let Some(log) = &mut self.frame_log {
            log.panel(panel_started.elapsed());
        }
        if self.practice.open {
            let dialog_open = self.file_dialog.is_some();
            Panel::left("practice")
                .resizable(false)
                .exact_size(widths.lessons)
                .show(ui, |ui| {
                    ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                        commands.extend(self.practice.ui(ui, dialog_open));
                    });
                });
        } else if self.lessons.open {
            let replay_step = self.thinking.stepper().map(|stepper| stepper.step());
            Panel::left("lessons")
                .resizable(false)
                .exact_size(widths.lessons)
                .show(ui, |ui| {
                    // The panel scrolls its list and its story itself (the way out stays in view).
                    commands.extend(self.lessons.ui(ui, replay_step, self.settings.projector));
                });
        }
        CentralPanel::default().show(ui, |ui| self.central_ui(ui, &context, &mut commands));
        self.help.show(&ctx);
        commands.extend(self.resume_offer_ui(&ctx));
        commands.extend(self.exchange.show(&ctx, self.session.game()));
        let handout_subject = self.handout_subject();
        let answers = self.handout_answers_allowed();
        commands.extend(self.handouts.show(
            &ctx,
            handout_subject.as_ref(),
            answers,
            self.file_dialog.is_some(),
        ));

        // 3. Apply what the person asked for.
        for command in commands {
            self.apply(command);
        }

        if self.worker.is_some() {
            // Keep drawing at full rate: the progress line changes every frame.
            ctx.request_repaint();
        }
        self.settings.zoom = ctx.zoom_factor();
        self.keep();
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        // Klados writes its own settings file (atomically, and it says when it cannot); eframe's
        // storage keeps only its own window state.
        self.save_settings();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Closing the window during a search stops it cleanly.
        self.stop_search();
    }
}
