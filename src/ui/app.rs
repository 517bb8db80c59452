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

use egui::{Context, Event, Panel, Ui};
use shakmaty::{Chess, Color, Position};

use crate::chess::book::Book;
use crate::chess::game::Game;
use crate::course::lesson::Subject;
use crate::engine::said::Said;
use crate::engine::tree::SearchTree;
use crate::shell::session::Session;
use crate::ui::board::BoardView;
use crate::ui::command::{Command, PracticeTab, shortcuts};
use crate::ui::controls::{ControlsPanel, ControlsState};
use crate::ui::exchange::ExchangeWindow;
use crate::ui::frame_log::FrameLog;
use crate::ui::game_panel::{GamePanel, Notice};
use crate::ui::handouts::HandoutWindow;
use crate::ui::help::HelpWindow;
use crate::ui::job::{Job, JobCount, take_result};
use crate::ui::lessons::{LessonPanel, find_lessons_folder};
use crate::ui::practice::PracticePanel;
use crate::ui::saved_state::{read_settings, write_settings};
use crate::ui::settings::{SETTINGS_KEY, Settings, ThemeChoice};
use crate::ui::theme::{apply_style, install_fonts};
use crate::ui::thinking::{Preview, SearchNotes, ThinkingPanel};
use crate::ui::worker::Worker;

pub use crate::ui::frame_log::FRAME_LOG_VARIABLE;

mod apply;
mod book_flow;
mod kept;
mod layout;
mod lesson_flow;
mod lesson_stage;
mod mcts_flow;
mod opened_flow;
mod practice_flow;
mod small_flow;
#[cfg(target_arch = "wasm32")]
mod web_files;

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
    /// To choose a Polyglot opening book (`.bin`).
    Book,
    /// To open a search tree (`klados-tree/1`, `.json`) and replay it.
    TreeFile,
}

/// The Klados window.
pub struct KladosApp {
    /// The game and its flow.
    session: Session,
    /// The settings that persist between runs.
    settings: Settings,
    /// The opening book the computer plays from when the settings say so: the built-in one, or
    /// the Polyglot file the settings name (read when chosen and at start).
    book: Book,
    /// The computer's search, while it runs.
    worker: Option<Worker>,
    /// How many job threads (searches, comparisons, lessons) are alive: see [`crate::ui::job`].
    jobs: JobCount,
    /// The platform's file dialog, while it is open: why it was opened, and the file chosen.
    file_dialog: Option<Job<(FilePurpose, Option<PathBuf>)>>,
    /// On a page: the browser's file picker, while it is open.
    #[cfg(target_arch = "wasm32")]
    picking: Option<web_files::Picking>,
    /// On a page: the files dropped on it, once the browser has read them (name, bytes).
    #[cfg(target_arch = "wasm32")]
    dropped: web_files::Dropped,
    /// On a page: the lesson its address asks for, until the lessons have loaded and it opened.
    #[cfg(target_arch = "wasm32")]
    linked_lesson: Option<String>,
    /// A message for the person.
    notice: Option<Notice>,
    /// Where the settings are saved (`None`: not saved, as in tests).
    settings_file: Option<PathBuf>,
    /// The settings as last saved, so that unchanged settings are not written again.
    saved_settings: Option<String>,
    /// Why the settings could not be saved last time, so that the person is told once.
    settings_problem: Option<Said>,
    /// The theme and projector mode last applied to egui's style.
    applied_style: Option<(ThemeChoice, bool)>,
    /// The egui context, to wake the window when a search finishes.
    ctx: Context,
    /// Frame interval logging, when [`FRAME_LOG_VARIABLE`] is set.
    frame_log: Option<FrameLog>,
    /// egui's clock at the start of this frame, in seconds: the stepper's animations run on it.
    now: f64,
    /// True while the Code pane is open because a lesson step pointed into the code (it closes
    /// again at a step that does not, unless the person had it open already).
    lesson_opened_code: bool,
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
    /// A search tree file being read, until it is shown (or its problem told).
    opening_tree: Option<Job<Result<crate::ui::opened_tree::Loaded, crate::engine::said::Said>>>,
    /// The name of the file being read, for the progress line.
    opening_name: String,
    /// Monte Carlo tree search: the search running and the tree shown (see `app/mcts_flow.rs`).
    mcts: crate::ui::mcts::MctsPanel,
    /// Where the last frame put the panels under the toolbar.
    panel_rects: PanelRects,
    /// Tic-tac-toe and Connect Four: a game of each (see `app/small_flow.rs`).
    small: crate::ui::small_game::SmallGames,
}

/// Where the last frame put the panels under the toolbar, in points: each panel's whole
/// rectangle (its margins included) as egui laid it out. Tests check that no panel's widgets
/// stray outside it, behind a neighbour.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PanelRects {
    /// The lessons' or practice's column on the left, when open.
    pub lessons: Option<egui::Rect>,
    /// The thinking panel on the right, when shown.
    pub thinking: Option<egui::Rect>,
    /// The centre: the board and the game panel, or a tree drawn large.
    pub centre: Option<egui::Rect>,
}

impl KladosApp {
    /// Creates the app as eframe starts it: restores the settings from `settings_file` (or, if
    /// there is none yet, from where older versions kept them in eframe's storage; or falls back
    /// to the defaults with a notice) and starts a new game. `startup_notice` is what was found
    /// wrong before the window opened (see [`crate::ui::saved_state`]).
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        settings_file: Option<PathBuf>,
        startup_notice: Option<Said>,
    ) -> KladosApp {
        let (settings, notice) = match settings_file.as_deref().and_then(read_settings) {
            Some(read) => read,
            None => {
                let stored = cc.storage.and_then(|storage| storage.get_string(SETTINGS_KEY));
                let (mut settings, notice) = Settings::load(stored.as_deref());
                // The first start speaks the system's language when Klados has it.
                if stored.is_none() {
                    settings.language = crate::shell::i18n::Language::of_system();
                }
                (settings, notice)
            }
        };
        let mut app = KladosApp::with_settings(&cc.egui_ctx, settings);
        // The book file the settings name is read as the app is made; a problem with it is
        // said with the others found at start.
        let book_problem = app.notice.take().map(|notice| notice.text);
        app.settings_file = settings_file;
        app.load_kept();
        // The notices found before the language was known are written in it now.
        let notices: Vec<String> = startup_notice
            .into_iter()
            .chain(notice)
            .map(|notice| crate::shell::i18n::said(&notice))
            .chain(book_problem)
            .collect();
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
                if self.settings_problem.as_ref() != Some(&problem) {
                    let problem_words = crate::shell::i18n::said(&problem);
                    eprintln!("klados: {problem_words}");
                    self.notice = Some(Notice::problem(problem_words));
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
        crate::shell::i18n::set_language(settings.language);
        ctx.set_zoom_factor(settings.zoom);
        let mut app = KladosApp {
            session: Session::new(settings.human_side.color()),
            settings,
            book: Book::BuiltIn,
            worker: None,
            jobs: JobCount::default(),
            file_dialog: None,
            #[cfg(target_arch = "wasm32")]
            picking: None,
            #[cfg(target_arch = "wasm32")]
            dropped: Arc::default(),
            #[cfg(target_arch = "wasm32")]
            linked_lesson: crate::ui::web::linked_lesson(),
            notice: None,
            settings_file: None,
            saved_settings: None,
            settings_problem: None,
            applied_style: None,
            ctx: ctx.clone(),
            frame_log: FrameLog::from_environment(),
            now: 0.0,
            lesson_opened_code: false,
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
            opening_tree: None,
            opening_name: String::new(),
            mcts: crate::ui::mcts::MctsPanel::default(),
            panel_rects: PanelRects::default(),
            small: crate::ui::small_game::SmallGames::default(),
        };
        app.apply_kept_settings();
        app.read_book_at_start();
        if crate::shell::files::NO_FOLDERS {
            let ctx = app.ctx.clone();
            app.lessons
                .load_built_in(&app.jobs, move || ctx.request_repaint());
        } else if let Some(folder) = find_lessons_folder() {
            app.load_lessons_in_background(&folder);
        }
        app.start_computer_if_its_turn();
        app
    }

    /// Returns true while a file dialog (on a page, the browser's file picker) is open.
    fn is_dialog_open(&self) -> bool {
        #[cfg(target_arch = "wasm32")]
        if self.picking.is_some() {
            return true;
        }
        self.file_dialog.is_some()
    }

    /// Returns where the last frame put the panels (tests check what lies inside them).
    pub fn panel_rects(&self) -> PanelRects {
        self.panel_rects
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

    /// Returns the opening book the computer plays from when the settings say so.
    pub fn book(&self) -> &Book {
        &self.book
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
        if self.mcts_in_use()
            && let Some(preview) = self
                .mcts
                .view()
                .and_then(|view| view.preview(self.settings.board_follows))
        {
            return Some(preview);
        }
        self.thinking.preview(self.settings.board_follows)
    }

    /// Returns the position the board shows: a node of the search being previewed, else a chess
    /// lesson's position while it is taught, else the game (at the move being viewed).
    pub fn shown_position(&self) -> Chess {
        if let Some(preview) = self.preview() {
            return preview.position;
        }
        if let Some(root) = self.opened_root() {
            return root.position().clone();
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
        // An opened tree's root: its side to move (MAX) sits at the bottom, as in a lesson.
        if let Some(root) = self.opened_root() {
            return (root.position().turn() == Color::White) != self.session.is_flipped();
        }
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
            self.finish_any_search(outcome);
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
        abstract_lesson
            || (self.practice.draws_tree() && self.practice.showing)
            || self.opened_abstract_tree()
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
        // The notes are about the game's search: not while the panel shows a lesson's, a
        // practice tree's or Predict's.
        let game_search = self
            .session
            .shown_search()
            .filter(|shown| self.lessons.active().is_none() && self.thinking.shows(&shown.tree));
        SearchNotes {
            stale: game_search
                .and_then(|_| self.session.stale_reason())
                .map(|stale| crate::shell::i18n::said(&stale)),
            fallback_from: game_search.and_then(|shown| shown.fallback_from),
            current: self.settings.search(),
            game_search: game_search.is_some() || self.thinking.stepper().is_none(),
            book: self.book_note(),
        }
    }
}

impl eframe::App for KladosApp {
    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        // Every word this frame draws is in the language the settings hold now.
        crate::shell::i18n::set_language(self.settings.language);
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
            self.finish_any_search(outcome);
        }
        if let Some(search) = self.lessons.poll() {
            self.show_lesson_search(&search);
        }
        #[cfg(target_arch = "wasm32")]
        self.open_linked_lesson();
        self.thinking.poll_jobs();
        self.take_prediction();
        if let Some((purpose, path)) = take_result(&mut self.file_dialog) {
            self.finish_file_dialog(purpose, path);
        }
        #[cfg(target_arch = "wasm32")]
        self.poll_web_files();
        self.poll_tree_jobs();
        self.poll_mcts();
        self.help.close_on_escape(&ctx);
        let mut commands = self.keyboard_commands(&ctx);
        #[cfg(not(target_arch = "wasm32"))]
        commands.extend(crate::ui::opened_tree::drop::dropped_file_commands(&ctx));

        // 2. Layout; the panels return commands.
        let book = crate::ui::names::book_name(&self.book);
        let controls_state = ControlsState {
            settings: &self.settings,
            book: &book,
            can_take_back: self.session.can_take_back(),
            can_redo: self.session.can_redo(),
            thinking: self.worker.is_some() || self.mcts.is_running(),
            computer_may_move: self.worker.is_none() && self.session.is_computers_turn(),
            small_game: self.small_game().is_some(),
            lessons_open: self.lessons.open,
            practice_open: self.practice.open,
            handouts_open: self.handouts.open,
            in_lesson: self.lessons.active().is_some(),
            lesson_search: self.lessons.active().map(|active| active.lesson().settings),
            lesson_mcts: self
                .lessons
                .active()
                .is_some_and(|active| active.lesson().is_mcts()),
            lesson_players: self
                .lessons
                .active()
                .and_then(|active| active.search())
                .map_or(2, |search| search.tree.players()),
            lesson_game: self.lesson_small_game().map(|(game, _)| game),
        };
        Panel::top("controls").show(ui, |ui| {
            ui.add_space(4.0);
            commands.extend(self.controls.ui(ui, &controls_state));
            ui.add_space(2.0);
        });
        self.panels_ui(ui, &mut commands);
        self.help.show(&ctx);
        commands.extend(self.resume_offer_ui(&ctx));
        commands.extend(self.exchange.show(&ctx, self.session.game()));
        let handout_subject = self.handout_subject();
        let answers = self.handout_answers_allowed();
        commands.extend(
            self.handouts
                .show(&ctx, handout_subject.as_ref(), answers, self.is_dialog_open()),
        );

        crate::ui::opened_tree::drop::drop_hint_ui(&ctx);

        // 3. Apply what the person asked for.
        for command in commands {
            self.apply(command);
        }

        if self.worker.is_some() || self.mcts.is_running() {
            // Keep drawing at full rate: the progress line changes every frame. (On a page the
            // web worker tells its progress ten times a second and wakes the window then: a
            // frame drawn in software there costs more than the progress is worth.)
            #[cfg(not(target_arch = "wasm32"))]
            ctx.request_repaint();
            #[cfg(target_arch = "wasm32")]
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        self.settings.zoom = ctx.zoom_factor();
        self.keep();
        #[cfg(target_arch = "wasm32")]
        crate::ui::web::publish(
            &self.session.game().san_moves().join(" "),
            self.board.drawn_at(),
            ctx.zoom_factor(),
            self.jobs.alive() > 0 || self.worker.is_some(),
            frame.info().cpu_usage,
        );
        #[cfg(not(target_arch = "wasm32"))]
        let _ = frame;
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        // Klados writes its own settings file (atomically, and it says when it cannot); eframe's
        // storage keeps only its own window state. A page has no files: its settings go into
        // the browser's storage, under Klados's own key.
        #[cfg(target_arch = "wasm32")]
        _storage.set_string(SETTINGS_KEY, self.settings.to_stored());
        self.save_settings();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Closing the window during a search stops it cleanly.
        self.stop_search();
    }
}
