//! The Klados window, built with egui and eframe.
//!
//! A map of the files:
//! - [`app`]: the app state and the frame loop (gather input, lay out panels, apply commands);
//! - [`command`]: every user action as a [`command::Command`], and the keyboard shortcuts;
//! - [`board`]: the board and its clicks, drags and promotion picker; [`pieces`] draws a piece;
//! - [`game_panel`]: status line, progress, move field and move list under the board;
//! - [`controls`]: the controls along the top; [`help`] and [`exchange`] (FEN and PGN) are windows;
//! - [`thinking`]: the panel on the right that replays the computer's last search, with the
//!   [`stepper`], the [`tree_view`] (laid out by [`crate::course::tree_layout`]) and the
//!   [`node_tables`], which say the same of quiescence, stand pat and transpositions
//!   ([`node_words`]) and name the players of a tree of three or more ([`players`]), and the [`code_pane`]: the search's code with the step's line lit and the
//!   call stack;
//! - [`opened_tree`]: a `klados-tree/1` file opened (a student's search), its marks, and its
//!   comparison with Klados's search;
//! - [`lessons`]: the panel on the left: the list of lessons and the lesson being taught;
//!   [`level_sizes`] draws a lesson's picture of how the tree grows;
//! - [`worker`]: the search on its own thread; [`settings`]: what persists; [`theme`]: fonts and
//!   sizes; [`palette`]: the colours every panel shares and what they mean; [`frame_log`]: timing.
//!
//! The game's flow (whose turn, take back, stale searches, the fallback) is
//! [`crate::shell::session`].
//!
//! The window never plays chess itself: legal moves, notation and results come from
//! [`crate::chess::game`], and the search from [`crate::engine`], on a worker thread.

pub mod app;
pub mod board;
pub mod code_pane;
pub mod command;
pub mod controls;
pub mod divider;
pub mod exchange;
pub mod frame_log;
pub mod game_panel;
pub mod handouts;
pub mod help;
pub mod job;
pub mod lessons;
pub mod level_sizes;
pub mod mcts;
pub mod names;
pub mod node_tables;
pub mod node_words;
pub mod opened_tree;
pub mod palette;
pub mod pieces;
pub mod players;
pub mod practice;
pub mod saved_state;
pub mod settings;
pub mod small_game;
pub mod stepper;
pub mod theme;
pub mod thinking;
pub mod tree_view;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod widgets;
pub mod worker;

pub use app::KladosApp;

/// The window's icon, a PNG in `assets/`.
#[cfg(not(target_arch = "wasm32"))]
const ICON_PNG: &[u8] = include_bytes!("../../assets/icon.png");

/// Opens the Klados window and returns when it is closed; with a `tree_file`, the window opens
/// that search tree (`klados FILE.json`). (On a page, `ui::web::start` opens the app instead.)
#[cfg(not(target_arch = "wasm32"))]
pub fn run(tree_file: Option<std::path::PathBuf>) -> Result<(), String> {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Klados")
        .with_app_id("klados")
        .with_inner_size([1280.0, 820.0])
        .with_min_inner_size([640.0, 480.0]);
    // A broken icon is no reason not to open the window.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(std::sync::Arc::new(icon));
    }
    // eframe reads its own saved state when the window opens and cannot take every value in
    // it: check it first.
    let storage = saved_state::storage_dir();
    let startup_notice = storage
        .as_ref()
        .and_then(|dir| saved_state::repair_window_state(&dir.join(saved_state::WINDOW_STATE_FILE)));
    // No language is chosen yet: the terminal hears it in English, the window in its own.
    if let Some(notice) = &startup_notice {
        eprintln!("klados: {}", crate::shell::i18n::said(notice));
    }
    let settings_file = storage.map(|dir| dir.join(saved_state::SETTINGS_FILE));
    let options = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    eframe::run_native(
        "Klados",
        options,
        Box::new(|cc| {
            let mut app = KladosApp::new(cc, settings_file, startup_notice);
            if let Some(path) = tree_file {
                app.apply(command::Command::OpenTreeFile(path));
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|error| format!("the window could not be opened: {error}"))
}
