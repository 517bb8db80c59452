//! What Klados keeps between runs, checked before anything uses it.
//!
//! These live in the folder eframe chooses (`~/.local/share/klados` on Linux):
//! - `settings.json`, Klados's own settings ([`Settings`]), written atomically by Klados, which
//!   says so when it cannot write them;
//! - `game.json`, the game in progress ([`SavedGame`]), written atomically after every move and
//!   offered back when Klados starts again;
//! - `lessons/`, the person's own lessons (the tree builder saves there), listed with the
//!   built-in ones;
//! - `app.ron`, eframe's and egui's own state (window size, egui's memory). eframe reads it when
//!   the window opens and panics on some values in it (a zoom factor of 0 or NaN), so Klados
//!   checks it first ([`repair_window_state`]): a part it cannot trust is dropped, a file it
//!   cannot read is set aside, and the person is told.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use shakmaty::Color;

use crate::chess::game::Game;
use crate::engine::reading::{display_path, io_said, read_limited};
use crate::engine::said::{Said, listed};
use crate::shell::files::write_atomic;
use crate::ui::settings::{Settings, Side, ZOOM_RANGE};

/// The file of Klados's own settings, in the storage folder.
pub const SETTINGS_FILE: &str = "settings.json";
/// The game in progress, in the storage folder.
pub const GAME_FILE: &str = "game.json";
/// The person's own lessons, a folder in the storage folder.
pub const OWN_LESSONS_FOLDER: &str = "lessons";
/// The version of the saved game's file.
const GAME_VERSION: u32 = 1;
/// eframe's own state, in the storage folder.
pub const WINDOW_STATE_FILE: &str = "app.ron";
/// The largest state file read: both are a few kilobytes.
const STATE_LIMIT: u64 = 4 * 1024 * 1024;
/// The largest coordinate or size believed in the window's state, in points.
const LARGEST_COORDINATE: f64 = 100_000.0;

/// Returns the folder where Klados keeps its state (`None` if the system has none).
#[cfg(not(target_arch = "wasm32"))]
pub fn storage_dir() -> Option<PathBuf> {
    eframe::storage_dir("klados")
}

/// Returns the folder where Klados keeps its state: a page has none (its settings are in the
/// browser's storage: `ui::web`).
#[cfg(target_arch = "wasm32")]
pub fn storage_dir() -> Option<PathBuf> {
    None
}

/// Reads Klados's settings from `path`. A missing file gives `None` (the caller then looks in
/// older places); a file that cannot be used gives the defaults and a notice saying why. A file
/// that could not be read at all is set aside as `settings.json.unreadable` (so that saving the
/// defaults does not destroy it) and the notice says where it went.
///
/// The notice is a sentence of the catalogue, written when the window shows it: it is found
/// before the settings that name the window's language are read.
pub fn read_settings(path: &Path) -> Option<(Settings, Option<Said>)> {
    std::fs::symlink_metadata(path).ok()?;
    let text = read_state_text(path);
    let (settings, notice) = match text {
        Ok(text) => Settings::load(Some(&text)),
        Err(reason) => (
            Settings::default(),
            Some(
                Said::new("state-settings-unreadable-in")
                    .text("file", display_path(path))
                    .said("reason", reason),
            ),
        ),
    };
    let unusable = notice.is_some() && settings == Settings::default();
    let notice = match notice {
        Some(notice) if unusable => Some(then(notice, set_aside(path))),
        notice => notice,
    };
    Some((settings, notice))
}

/// Two sentences, one after the other.
fn then(first: Said, second: Said) -> Said {
    Said::new("state-then")
        .said("first", first)
        .said("second", second)
}

/// Renames a file Klados could not use to `<name>.unreadable`, so that nothing overwrites it;
/// returns a sentence saying where it went.
fn set_aside(path: &Path) -> Said {
    let mut aside = path.as_os_str().to_owned();
    aside.push(".unreadable");
    let aside = PathBuf::from(aside);
    match std::fs::rename(path, &aside) {
        Ok(()) => Said::new("state-kept-as").text("file", display_path(&aside)),
        Err(error) => Said::new("state-not-moved").said("reason", io_said(&error)),
    }
}

/// Reads a state file as text; the error says why it cannot be.
fn read_state_text(path: &Path) -> Result<String, Said> {
    let bytes = read_limited(path, STATE_LIMIT).map_err(|error| error.said())?;
    String::from_utf8(bytes).map_err(|_| Said::new("state-not-utf8"))
}

/// Writes the settings to `path` atomically; the error is a sentence for the person.
pub fn write_settings(path: &Path, settings: &Settings) -> Result<(), Said> {
    let not_saved = |error: std::io::Error| {
        Said::new("state-settings-not-saved")
            .text("file", display_path(path))
            .said("reason", io_said(&error))
    };
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(not_saved)?;
    }
    write_atomic(path, settings.to_stored().as_bytes()).map_err(not_saved)
}

/// A game kept between runs: the moves (as PGN, which keeps the starting position and the tags)
/// and the side the person played.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The game as it stood.
    pub game: Game,
    /// The side the person played.
    pub human: Color,
}

/// The saved game's file as written.
#[derive(serde::Serialize, serde::Deserialize)]
struct StoredGame {
    version: u32,
    human: Side,
    pgn: String,
}

impl SavedGame {
    /// Returns true if the game is worth offering back: it has moves, or starts from a position
    /// of its own, and is not over.
    pub fn is_worth_offering(&self) -> bool {
        let started = !self.game.moves().is_empty()
            || crate::engine::position::fen_of(self.game.start_position())
                != crate::engine::position::START_FEN;
        started && self.game.outcome().is_none()
    }

    /// Returns the saved file's text.
    pub fn to_stored(&self) -> String {
        let stored = StoredGame {
            version: GAME_VERSION,
            human: match self.human {
                Color::White => Side::White,
                Color::Black => Side::Black,
            },
            pgn: crate::chess::pgn::write(&self.game, Some(self.human)),
        };
        // Plain data always serialises; an empty file would only be set aside next time.
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// Reads a saved game from its file's text; the error says what is wrong, in one line.
    pub fn from_stored(text: &str) -> Result<SavedGame, Said> {
        // serde_json's words say where in the file, and quote it (the commonest in the window's
        // language).
        let stored: StoredGame = serde_json::from_str(text)
            .map_err(|error| crate::engine::json_said::json_error_said(&one_line(&error.to_string())))?;
        if stored.version != GAME_VERSION {
            return Err(Said::new("state-game-format")
                .count("found", stored.version as usize)
                .count("reads", GAME_VERSION as usize));
        }
        let read = crate::chess::pgn::read(&stored.pgn)
            .map_err(|error| Said::new("state-game-moves").said("reason", error.said()))?;
        Ok(SavedGame {
            game: read.game,
            human: stored.human.color(),
        })
    }
}

/// Reads the game saved at `path`: `None` when there is none; an error (one sentence for the
/// person) when the file cannot be used, which is then set aside as `game.json.unreadable` so
/// that it is reported once and the next game can be saved.
pub fn read_saved_game(path: &Path) -> Option<Result<SavedGame, Said>> {
    std::fs::symlink_metadata(path).ok()?;
    let read = read_state_text(path).and_then(|text| SavedGame::from_stored(&text));
    Some(read.map_err(|reason| {
        let unreadable = Said::new("state-game-unreadable")
            .text("file", display_path(path))
            .said("reason", reason);
        then(unreadable, set_aside(path))
    }))
}

/// Writes the game to `path` atomically; the error is a sentence for the person.
pub fn write_saved_game(path: &Path, saved: &SavedGame) -> Result<(), Said> {
    let not_saved = |error: std::io::Error| {
        Said::new("state-game-not-saved")
            .text("file", display_path(path))
            .said("reason", io_said(&error))
    };
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(not_saved)?;
    }
    write_atomic(path, saved.to_stored().as_bytes()).map_err(not_saved)
}

/// Checks eframe's state file at `path` before eframe reads it, and repairs it: a part holding a
/// value eframe cannot take (a zoom factor of 0 or NaN, a window a billion points wide) is
/// dropped; a file that cannot be read at all is renamed to `app.ron.unreadable`. Returns a
/// notice for the person when anything was changed, `None` when the file was fine or absent.
pub fn repair_window_state(path: &Path) -> Option<Said> {
    // A link (dotfile managers make them) is followed: what counts is the file it names.
    let metadata = std::fs::metadata(path)
        .or_else(|_| std::fs::symlink_metadata(path))
        .ok()?;
    let shown = display_path(path);
    let entries = if metadata.is_file() {
        read_state_text(path).and_then(|text| {
            ron::from_str::<HashMap<String, String>>(&text)
                .map_err(|error| Said::new("said-text").text("text", one_line(&error.to_string())))
        })
    } else {
        Err(Said::new("file-not-regular"))
    };
    let mut entries = match entries {
        Ok(entries) => entries,
        Err(reason) => {
            let unreadable = Said::new("state-window-unreadable")
                .text("file", shown)
                .said("reason", reason);
            return Some(then(unreadable, set_aside(path)));
        }
    };
    let mut dropped = Vec::new();
    for (key, check) in [
        ("egui", check_egui_memory as fn(&str) -> Result<(), Said>),
        ("window", check_window),
    ] {
        if let Some(text) = entries.get(key)
            && let Err(reason) = check(text)
        {
            entries.remove(key);
            dropped.push(reason);
        }
    }
    if dropped.is_empty() {
        return None;
    }
    let written = ron::ser::to_string_pretty(&entries, ron::ser::PrettyConfig::default())
        .map_err(|error| Said::new("said-text").text("text", one_line(&error.to_string())))
        .and_then(|text| write_atomic(path, text.as_bytes()).map_err(|error| io_said(&error)));
    let reasons = listed(dropped).unwrap_or_else(|| Said::new("said-nothing"));
    Some(match written {
        Ok(()) => Said::new("state-window-reset")
            .text("file", shown)
            .said("reasons", reasons),
        Err(error) => Said::new("state-window-not-corrected")
            .text("file", shown)
            .said("reasons", reasons)
            .said("reason", error),
    })
}

/// egui's memory must read back, with a zoom factor Klados allows. (ron's words for what it
/// could not read quote the file: they stay as they are.)
fn check_egui_memory(text: &str) -> Result<(), Said> {
    let memory: egui::Memory = ron::from_str(text)
        .map_err(|error| Said::new("state-egui-memory").text("reason", one_line(&error.to_string())))?;
    let zoom = memory.options.zoom_factor;
    if !ZOOM_RANGE.contains(&zoom) {
        return Err(Said::new("state-zoom").text("zoom", zoom.to_string()));
    }
    Ok(())
}

/// The window's size and place must be numbers a screen can have.
fn check_window(text: &str) -> Result<(), Said> {
    let value: ron::Value = ron::from_str(text)
        .map_err(|error| Said::new("state-window-size").text("reason", one_line(&error.to_string())))?;
    match first_bad_number(&value) {
        Some(bad) => Err(Said::new("state-window-number").text("number", bad.to_string())),
        None => Ok(()),
    }
}

/// Returns the first number in `value` that is not finite or is beyond any screen.
fn first_bad_number(value: &ron::Value) -> Option<f64> {
    match value {
        ron::Value::Number(number) => {
            let x = number.into_f64();
            (!x.is_finite() || x.abs() > LARGEST_COORDINATE).then_some(x)
        }
        ron::Value::Option(Some(inner)) => first_bad_number(inner),
        ron::Value::Seq(items) => items.iter().find_map(first_bad_number),
        ron::Value::Map(map) => map.iter().find_map(|(key, item)| match (key, item) {
            // A scale factor divides: it must be above 0.
            (ron::Value::String(name), ron::Value::Number(number))
                if name == "scale_factor" && number.into_f64() <= 0.0 =>
            {
                Some(number.into_f64())
            }
            _ => first_bad_number(item),
        }),
        _ => None,
    }
}

fn one_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_owned()
}
