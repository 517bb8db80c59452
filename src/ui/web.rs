//! Klados on a page (wasm32): the same app in a browser tab, started by `web/index.html`
//! through the crate's [`crate::web`] entry point.
//!
//! What differs from the desktop window, and where:
//! - the settings are kept in the browser's storage (eframe's, under
//!   [`crate::ui::settings::SETTINGS_KEY`]), written in [`eframe::App::save`];
//! - the lessons are the ones built into the program ([`crate::course::lesson::built_in`]);
//! - a file is opened through the browser's file picker and read as bytes, and a game, a handout
//!   or an export is saved as a download ([`crate::shell::web`]);
//! - the computer's searches, chess lessons' searches, Compare algorithms, Predict, grading a
//!   tree file and a chess Monte Carlo search run in the page's web worker
//!   ([`crate::shell::web::Remote`]); the few other jobs run on the page's thread
//!   ([`crate::ui::job`]);
//! - what a browser cannot do (the command line, UCI, folders) is not offered;
//! - a link can open a lesson: `index.html?lesson=04` opens the first lesson whose id starts
//!   with `04` ([`linked_lesson`]), so that a course's page can point at each lesson.

use crate::ui::KladosApp;

/// The id of the element the page writes the game's moves into, for people's scripts and the
/// page's test (`web/check_page.py`): `data-moves` holds the moves in SAN, space-separated.
pub const STATUS_ELEMENT: &str = "klados-status";

/// Starts the app in `canvas` with `runner`, eframe's web runner (the page keeps it).
pub async fn start(
    runner: &eframe::WebRunner,
    canvas: web_sys::HtmlCanvasElement,
) -> Result<(), wasm_bindgen::JsValue> {
    let options = eframe::WebOptions::default();
    runner
        .start(
            canvas,
            options,
            Box::new(|cc| Ok(Box::new(KladosApp::new(cc, None, None)))),
        )
        .await
}

/// Writes into the page's status element, when it has one, what changed since the last frame:
/// the game's moves (SAN, space-separated: `data-moves`) and where the board's squares are
/// (`data-board`: left, top and side in CSS pixels, then `white` or `black` for the side at the
/// bottom; `board_in_points` as the board drew it, `zoom` the points' size in CSS pixels), and
/// whether a search or other job runs (`data-busy`: `true` or `false`), and the milliseconds the
/// app spent on its last frame, drawing not counted (`data-frame-ms`, eframe's `cpu_usage`). At
/// the first frame, also the time since the page began to load, in milliseconds
/// (`data-first-frame-ms`).
pub fn publish(
    moves: &str,
    board_in_points: Option<(egui::Rect, bool)>,
    zoom: f32,
    busy: bool,
    last_frame_seconds: Option<f32>,
) {
    let Some(window) = web_sys::window() else { return };
    let Some(element) = window
        .document()
        .and_then(|document| document.get_element_by_id(STATUS_ELEMENT))
    else {
        return;
    };
    if !element.has_attribute("data-first-frame-ms")
        && let Some(performance) = window.performance()
    {
        let _ = element.set_attribute("data-first-frame-ms", &format!("{:.0}", performance.now()));
    }
    let board = board_in_points.map_or_else(String::new, |(rect, white_at_bottom)| {
        format!(
            "{:.1} {:.1} {:.1} {}",
            rect.min.x * zoom,
            rect.min.y * zoom,
            rect.width() * zoom,
            if white_at_bottom { "white" } else { "black" }
        )
    });
    let busy = if busy { "true" } else { "false" };
    let frame_ms = last_frame_seconds.map_or_else(String::new, |seconds| format!("{:.1}", seconds * 1000.0));
    for (name, value) in [
        ("data-moves", moves),
        ("data-board", board.as_str()),
        ("data-busy", busy),
        ("data-frame-ms", frame_ms.as_str()),
    ] {
        if element.get_attribute(name).as_deref() != Some(value) {
            let _ = element.set_attribute(name, value);
        }
    }
}

/// Returns the lesson the page's address asks for (`?lesson=04`, or `?lesson=04-alpha-beta`):
/// the start of a lesson's id, if the address has one.
pub fn linked_lesson() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("lesson="))
        .filter(|id| !id.is_empty())
        .map(str::to_owned)
}
