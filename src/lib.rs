//! Klados: a chess program that shows how it thinks.
//!
//! The computer searches with minimax (or alpha-beta) and keeps its whole search tree in
//! per-level node arrays, as the educational Huo Chess does.
//!
//! The parts are layers, lowest first; a part uses only the parts below it, so there is no
//! import circle among them (`tests/layers.rs` checks it):
//!
//! 1. [`engine`]: the search, its tree, its replay and export, and the words it needs.
//! 2. [`chess`]: the game being played, PGN, openings and books, the UCI engine.
//! 3. [`course`]: lessons, practice, handouts, grading, trees written as text.
//! 4. [`shell`]: the command line, a game's flow without a window, writing files.
//! 5. [`ui`]: the window.

pub mod chess;
pub mod course;
pub mod engine;
pub mod games;
pub mod shell;
pub mod ui;

/// The page's entry points (wasm32 only), called by `web/index.html` and `web/worker.js`: the
/// program's `main` for the browser. As `main.rs` opens the window, [`web::Page`] starts the app
/// in a canvas; the worker's entry runs the searches the page hands it ([`shell::web`]).
#[cfg(target_arch = "wasm32")]
pub mod web {
    use wasm_bindgen::prelude::*;

    /// Klados running in a canvas of the page.
    #[wasm_bindgen]
    pub struct Page {
        runner: eframe::WebRunner,
    }

    #[wasm_bindgen]
    impl Page {
        /// Makes a page whose panics are caught and kept (see [`Page::panic_message`]).
        #[wasm_bindgen(constructor)]
        #[allow(clippy::new_without_default)]
        pub fn new() -> Page {
            Page {
                runner: eframe::WebRunner::new(),
            }
        }

        /// Starts the app in `canvas`.
        pub async fn start(&self, canvas: web_sys::HtmlCanvasElement) -> Result<(), JsValue> {
            crate::ui::web::start(&self.runner, canvas).await
        }

        /// Returns true once the app has panicked: it has stopped.
        pub fn has_panicked(&self) -> bool {
            self.runner.has_panicked()
        }

        /// Returns the panic's message, once the app has panicked.
        pub fn panic_message(&self) -> Option<String> {
            self.runner.panic_summary().map(|summary| summary.message())
        }
    }

    /// Searches minimax to `depth` from the starting position on the calling thread and says
    /// how many nodes it stored in how long: `klados bench` for the page (the README's speeds).
    #[wasm_bindgen]
    pub fn bench_minimax(depth: usize) -> String {
        use crate::engine::settings::{Algorithm, SearchControl, SearchSettings};
        let started = web_time::Instant::now();
        let settings = SearchSettings::new(depth, Algorithm::Minimax);
        let control = SearchControl::new().with_threads(1);
        match crate::engine::search::search(&shakmaty::Chess::default(), &[], &settings, &control) {
            Ok(tree) => format!(
                "{} nodes in {} ms",
                tree.node_count(),
                started.elapsed().as_millis()
            ),
            Err(error) => error.to_string(),
        }
    }

    /// The web worker's entry: runs the search request in `data` (bytes) and posts its
    /// progress and tree back to the page ([`crate::shell::web::worker`]).
    #[wasm_bindgen]
    pub fn worker_run(data: JsValue) {
        crate::shell::web::worker::handle(&data);
    }
}
