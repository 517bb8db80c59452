//! The settings that persist between runs: search depth, algorithm and node budget, the side the
//! person plays, whether the board follows the replay, the theme, projector mode and zoom, the
//! layout (Play or Study), where the person put the dividers, the Code pane (open, which code) and
//! the opening book (whether the computer plays from it, the seed, the book file).
//!
//! The board's orientation is not among them: the person's side sits at the bottom, and turning
//! the board round lasts for one game (see [`crate::shell::session::Session`]).
//!
//! They are stored as JSON under one key of eframe's storage. Reading them never fails: a missing
//! file gives the defaults quietly, and a corrupt or old one gives the defaults with a notice that
//! says so, because a teacher who finds the depth changed deserves to know why.

use crate::engine::said::{Said, listed};
use crate::engine::settings::{
    Algorithm, DEFAULT_MAX_NODES, MAX_DEPTH, SearchSettings, Technique, Techniques,
};
use crate::engine::words::{json_shown, one_line, one_line_within};
use crate::shell::i18n::Language;
use crate::shell::small_game::SmallGame;
use crate::ui::mcts::choice::MctsChoice;
use shakmaty::Color;

/// The key under which the settings are stored in eframe's storage.
pub const SETTINGS_KEY: &str = "klados-settings";

/// The version of the stored settings. Raise it when a field changes meaning, so that an old file
/// is replaced by the defaults instead of being misread.
pub const SETTINGS_VERSION: u32 = 1;

/// The smallest and largest zoom factors the window accepts (1.0 = egui's normal size).
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.5..=3.0;

/// The node budgets the window offers, in nodes (16 bytes each): from 16 MB to 640 MB.
pub const NODE_BUDGETS: [usize; 6] = [
    1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 40_000_000,
];

/// The node budgets a settings file may hold: a budget below a thousand nodes cannot hold one
/// position's moves at depth 2, and one above the largest offered would not fit a school laptop.
pub const NODE_BUDGET_RANGE: std::ops::RangeInclusive<usize> = 1_000..=40_000_000;

/// Which side the person plays; the computer plays the other one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The person plays White and moves first.
    #[default]
    White,
    /// The person plays Black; the computer opens the game.
    Black,
}

impl Side {
    /// Returns the chess colour of this side.
    pub fn color(self) -> Color {
        match self {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// The window's colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Dark text on a light background: best in a bright classroom.
    #[default]
    Light,
    /// Light text on a dark background.
    Dark,
}

/// How the window shares its room during a game: the board first, or the search first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    /// The board large, the game panel beside it, the thinking panel on the right.
    #[default]
    Play,
    /// A small board that follows the replay, with the stepper under it; the tree view and the
    /// node arrays take the rest of the window.
    Study,
}

/// The lines a person drags to share the window, each as a share of the room it divides;
/// `None` leaves the share to Klados (and a double-click on the line puts it back to `None`).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Dividers {
    /// Play: the thinking panel's share of the window's width (beside the lessons column).
    #[serde(default)]
    pub thinking: Option<f32>,
    /// Study: the small board's column's share of the window's width.
    #[serde(default)]
    pub study_board: Option<f32>,
    /// Play: the tree view's share of the height it shares with the node arrays.
    #[serde(default)]
    pub tree_play: Option<f32>,
    /// Study: the tree view's share of the height it shares with the node arrays.
    #[serde(default)]
    pub tree_study: Option<f32>,
}

/// Which of the [`Dividers`] a person moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Divider {
    /// Between the board and the thinking panel, in Play layout.
    Thinking,
    /// Between the small board's column and the search, in Study layout.
    StudyBoard,
    /// Between the tree view and the node arrays, in Play layout.
    TreePlay,
    /// Between the tree view and the node arrays, in Study layout.
    TreeStudy,
}

/// The shares a divider may hold: each side keeps at least a tenth of the room.
pub const DIVIDER_RANGE: std::ops::RangeInclusive<f32> = 0.1..=0.9;

impl Dividers {
    /// Returns the share `divider` holds (`None`: Klados's choice).
    pub fn get(&self, divider: Divider) -> Option<f32> {
        match divider {
            Divider::Thinking => self.thinking,
            Divider::StudyBoard => self.study_board,
            Divider::TreePlay => self.tree_play,
            Divider::TreeStudy => self.tree_study,
        }
    }

    /// Sets the share `divider` holds, kept inside [`DIVIDER_RANGE`] (`None`: Klados's choice).
    pub fn set(&mut self, divider: Divider, share: Option<f32>) {
        let share = share.map(|share| share.clamp(*DIVIDER_RANGE.start(), *DIVIDER_RANGE.end()));
        match divider {
            Divider::Thinking => self.thinking = share,
            Divider::StudyBoard => self.study_board = share,
            Divider::TreePlay => self.tree_play = share,
            Divider::TreeStudy => self.tree_study = share,
        }
    }
}

/// The Code pane: whether it is open and which code it shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CodeSettings {
    /// True while the pane is open (C switches it).
    #[serde(default)]
    pub open: bool,
    /// The pseudocode, or Klados's own Rust.
    #[serde(default)]
    pub source: crate::engine::code::Source,
}

/// The opening book: whether the computer plays from it, which seed chooses among the book's
/// moves, and which book.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BookSettings {
    /// True when the computer plays a book move, without searching, while the game is in the
    /// book. Off by default: the search is what Klados shows.
    #[serde(default)]
    pub play: bool,
    /// The seed the book's move is chosen with: the same seed plays the same game, so a class
    /// can replay it move for move (see [`crate::chess::book::Book::choose`]).
    #[serde(default = "default_book_seed")]
    pub seed: u64,
    /// The Polyglot book file chosen (`None`: the built-in book of named openings).
    #[serde(default)]
    pub file: Option<String>,
}

impl Default for BookSettings {
    fn default() -> Self {
        BookSettings {
            play: false,
            seed: default_book_seed(),
            file: None,
        }
    }
}

fn default_book_seed() -> u64 {
    1
}

/// Returns a new seed, different from `last`: from the clock, kept short (below 10,000) to read
/// out to a class. Practice's trees and the book's choices take their new seeds from it.
pub fn fresh_seed(last: u64) -> u64 {
    let nanos = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |elapsed| u64::from(elapsed.subsec_nanos()));
    let seed = nanos % 10_000;
    if seed == last { (seed + 1) % 10_000 } else { seed }
}

/// Everything the window remembers between runs.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// The format version, [`SETTINGS_VERSION`] when written by this program.
    pub version: u32,
    /// How many plies deep the computer searches, 1 to [`MAX_DEPTH`].
    pub depth: usize,
    /// Which search the computer runs.
    pub algorithm: Algorithm,
    /// The most nodes a search may store (16 bytes each); a search that would pass it falls
    /// back to a cheaper one (see [`crate::shell::session`]).
    #[serde(default = "default_node_budget")]
    pub node_budget: usize,
    /// The techniques beyond the algorithm the computer uses (quiescence, iterative deepening,
    /// a transposition table); all off in settings written before they existed.
    #[serde(default)]
    pub techniques: Techniques,
    /// The side the person plays in a new game.
    pub human_side: Side,
    /// True when the board shows the position of the node the replay is at while stepping.
    #[serde(default = "default_true")]
    pub board_follows: bool,
    /// Light or dark colours.
    pub theme: ThemeChoice,
    /// The language the window speaks; settings written before it existed take the system's.
    #[serde(default = "Language::of_system")]
    pub language: Language,
    /// Large text and high contrast, for a projector at the back of a classroom.
    pub projector: bool,
    /// egui's zoom factor (1.0 = normal), changed with Ctrl + and Ctrl −.
    pub zoom: f32,
    /// Play or Study layout (V switches).
    #[serde(default)]
    pub layout: Layout,
    /// Where the person put the dividers.
    #[serde(default)]
    pub dividers: Dividers,
    /// The Code pane: open or not, and which code.
    #[serde(default)]
    pub code: CodeSettings,
    /// The folder handouts are written to (`None`: the home folder), so that a teacher's
    /// handouts keep going where they went last time.
    #[serde(default)]
    pub handout_folder: Option<String>,
    /// The number (seed) of the practice tree last on the sheet, so that a student finds the
    /// same tree after a restart.
    #[serde(default = "default_practice_seed")]
    pub practice_seed: u64,
    /// The opening book; settings written before it existed have it off.
    #[serde(default)]
    pub book: BookSettings,
    /// Monte Carlo tree search: chosen or not, and its numbers; settings written before it
    /// existed have it off, with the defaults.
    #[serde(default)]
    pub mcts: MctsChoice,
    /// The game played: chess, tic-tac-toe or Connect Four (chess in settings written before).
    #[serde(default)]
    pub game: crate::shell::small_game::GameChoice,
    /// The small games' searches.
    #[serde(default)]
    pub small: SmallSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            depth: 3,
            algorithm: Algorithm::Minimax,
            node_budget: DEFAULT_MAX_NODES,
            techniques: Techniques::NONE,
            human_side: Side::White,
            board_follows: true,
            theme: ThemeChoice::Light,
            language: Language::English,
            projector: false,
            zoom: 1.0,
            layout: Layout::Play,
            dividers: Dividers::default(),
            code: CodeSettings::default(),
            handout_folder: None,
            practice_seed: default_practice_seed(),
            book: BookSettings::default(),
            mcts: MctsChoice::default(),
            game: crate::shell::small_game::GameChoice::default(),
            small: SmallSettings::default(),
        }
    }
}

fn default_practice_seed() -> u64 {
    1
}

fn default_node_budget() -> usize {
    DEFAULT_MAX_NODES
}

fn default_true() -> bool {
    true
}

impl Settings {
    /// Returns the search the computer runs: depth, algorithm and node budget.
    pub fn search(&self) -> crate::engine::settings::SearchSettings {
        crate::engine::settings::SearchSettings {
            depth: self.depth,
            algorithm: self.algorithm,
            max_nodes: self.node_budget,
            techniques: self.techniques,
        }
    }

    /// Reads the settings from the stored text (`None` when nothing was stored yet).
    ///
    /// Returns the settings to use and, when the stored text could not be used as it is, a notice
    /// for the person saying what happened. Values out of range (a depth of 9, a zoom of 0) are
    /// replaced by their defaults, with a notice.
    /// The notice is a sentence of the catalogue, written when the window shows it (in the
    /// language these settings name).
    pub fn load(stored: Option<&str>) -> (Settings, Option<Said>) {
        let Some(text) = stored else {
            return (Settings::default(), None);
        };
        let fail = |why: Said| Some(Said::new("state-settings-unreadable").said("reason", why));
        // serde_json's own words for what it could not read say where, and quote the file: the
        // commonest in the window's language.
        let theirs = |words: String| crate::engine::json_said::json_error_said(&words);
        let value: serde_json::Value = match serde_json::from_str(text) {
            Ok(value) => value,
            // serde_json's words for bad JSON say where, never repeat the text.
            Err(error) => {
                return (
                    Settings::default(),
                    fail(theirs(one_line_within(&error.to_string(), 120))),
                );
            }
        };
        let Some(object) = value.as_object() else {
            return (
                Settings::default(),
                fail(Said::new("state-settings-not-object").text("kind", json_kind_key(&value))),
            );
        };
        // The version first: a newer Klados's settings may have keys of other kinds, or lack ours.
        match object.get("version").map(|version| (version, version.as_u64())) {
            Some((_, Some(version))) if version == u64::from(SETTINGS_VERSION) => {}
            Some((version, _)) => {
                return (
                    Settings::default(),
                    Some(
                        Said::new("state-settings-other-version")
                            .text("found", json_shown(version))
                            .count("reads", SETTINGS_VERSION as usize),
                    ),
                );
            }
            None => return (Settings::default(), fail(Said::new("state-settings-no-version"))),
        }
        let parsed: Settings = match serde_json::from_value(value.clone()) {
            Ok(settings) => settings,
            Err(error) => {
                let why = first_unreadable_key(object).map_or_else(
                    || theirs(one_line_within(&error.to_string(), 120)),
                    |(key, value)| {
                        Said::new("state-settings-bad-key")
                            .text("key", one_line(key))
                            .text("value", json_shown(value))
                    },
                );
                return (Settings::default(), fail(why));
            }
        };
        parsed.validated()
    }

    /// Replaces values outside their ranges by the defaults and says which ones it replaced.
    fn validated(self) -> (Settings, Option<Said>) {
        let defaults = Settings::default();
        let mut replaced = Vec::new();
        let mut settings = self;
        if !(1..=MAX_DEPTH).contains(&settings.depth) {
            replaced.push(Said::new("state-replaced-depth").count("depth", settings.depth));
            settings.depth = defaults.depth;
        }
        if !NODE_BUDGET_RANGE.contains(&settings.node_budget) {
            replaced.push(Said::new("state-replaced-budget").count("count", settings.node_budget));
            settings.node_budget = defaults.node_budget;
        }
        if !ZOOM_RANGE.contains(&settings.zoom) {
            replaced.push(Said::new("state-replaced-zoom").text("zoom", settings.zoom.to_string()));
            settings.zoom = defaults.zoom;
        }
        for divider in [
            Divider::Thinking,
            Divider::StudyBoard,
            Divider::TreePlay,
            Divider::TreeStudy,
        ] {
            if let Some(share) = settings.dividers.get(divider)
                && !DIVIDER_RANGE.contains(&share)
            {
                replaced.push(Said::new("state-replaced-divider").text("share", share.to_string()));
                settings.dividers.set(divider, None);
            }
        }
        if settings.mcts.clamped() != settings.mcts {
            replaced.push(Said::new("state-replaced-mcts"));
            settings.mcts = settings.mcts.clamped();
        }
        let notice = listed(replaced)
            .map(|replaced| Said::new("state-settings-out-of-range").said("settings", replaced));
        (settings, notice)
    }

    /// Returns the settings as the JSON text [`Settings::load`] reads.
    pub fn to_stored(&self) -> String {
        // Serialising plain data to JSON cannot fail; an empty string would only reset the settings.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The kind of a JSON value, as the catalogue's sentences choose their words by it
/// (`state-settings-not-object`).
fn json_kind_key(value: &serde_json::Value) -> &'static str {
    use serde_json::Value;
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Returns the first stored key whose value Klados cannot read (a word for a number, say): the
/// defaults with that one key from the stored settings fail where the defaults alone read.
fn first_unreadable_key(
    stored: &serde_json::Map<String, serde_json::Value>,
) -> Option<(&str, &serde_json::Value)> {
    let serde_json::Value::Object(defaults) = serde_json::to_value(Settings::default()).ok()? else {
        return None;
    };
    stored.iter().find_map(|(key, value)| {
        let mut one_changed = defaults.clone();
        one_changed.insert(key.clone(), value.clone());
        serde_json::from_value::<Settings>(serde_json::Value::Object(one_changed))
            .is_err()
            .then_some((key.as_str(), value))
    })
}

/// The small games' searches, kept between runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(from = "SmallSettingsFile")]
pub struct SmallSettings {
    /// Tic-tac-toe's depth, 1 to 9 (9: the whole game).
    #[serde(default = "default_tictactoe_depth")]
    pub tictactoe_depth: usize,
    /// Connect Four's depth, 1 to 12.
    #[serde(default = "default_connect4_depth")]
    pub connect4_depth: usize,
    /// The algorithm: minimax, alpha-beta or ordered alpha-beta.
    #[serde(default = "default_algorithm")]
    pub algorithm: Algorithm,
    /// The techniques switched on beside the algorithm: those [`crate::engine::settings::Technique::ALL`] says apply to
    /// games (the transposition table, killer moves, the history heuristic). Settings saved
    /// before this set existed named the table alone (`transpositions`): it is carried over.
    #[serde(default)]
    pub techniques: Techniques,
    /// True when the computer searches with Monte Carlo tree search instead (with the
    /// iterations, C and seed chosen for chess's).
    #[serde(default)]
    pub mcts: bool,
}

/// [`SmallSettings`] as a settings file may hold them: today's, or an older one whose only
/// technique was the transposition table's switch (`"transpositions": true`).
#[derive(serde::Deserialize)]
struct SmallSettingsFile {
    #[serde(default = "default_tictactoe_depth")]
    tictactoe_depth: usize,
    #[serde(default = "default_connect4_depth")]
    connect4_depth: usize,
    #[serde(default = "default_algorithm")]
    algorithm: Algorithm,
    #[serde(default)]
    techniques: Techniques,
    #[serde(default)]
    transpositions: bool,
    #[serde(default)]
    mcts: bool,
}

impl From<SmallSettingsFile> for SmallSettings {
    fn from(file: SmallSettingsFile) -> SmallSettings {
        SmallSettings {
            tictactoe_depth: file.tictactoe_depth,
            connect4_depth: file.connect4_depth,
            algorithm: file.algorithm,
            techniques: if file.transpositions {
                file.techniques.with(Technique::Transpositions)
            } else {
                file.techniques
            },
            mcts: file.mcts,
        }
    }
}

fn default_tictactoe_depth() -> usize {
    crate::games::tictactoe::MAX_DEPTH
}

fn default_connect4_depth() -> usize {
    6
}

fn default_algorithm() -> Algorithm {
    Algorithm::AlphaBeta
}

impl Default for SmallSettings {
    fn default() -> Self {
        SmallSettings {
            tictactoe_depth: default_tictactoe_depth(),
            connect4_depth: default_connect4_depth(),
            algorithm: default_algorithm(),
            techniques: Techniques::NONE,
            mcts: false,
        }
    }
}

impl SmallSettings {
    /// Returns the depth chosen for `game`, within its limit.
    pub fn depth(&self, game: SmallGame) -> usize {
        let depth = match game {
            SmallGame::TicTacToe => self.tictactoe_depth,
            SmallGame::ConnectFour => self.connect4_depth,
        };
        depth.clamp(1, game.depth_limit())
    }

    /// Sets the depth for `game` (kept within its limit).
    pub fn set_depth(&mut self, game: SmallGame, depth: usize) {
        let depth = depth.clamp(1, game.depth_limit());
        match game {
            SmallGame::TicTacToe => self.tictactoe_depth = depth,
            SmallGame::ConnectFour => self.connect4_depth = depth,
        }
    }

    /// Returns the search the computer runs in `game`, with the window's node budget.
    pub fn search(&self, game: SmallGame, max_nodes: usize) -> SearchSettings {
        SearchSettings {
            depth: self.depth(game),
            algorithm: self.algorithm,
            max_nodes,
            techniques: self.techniques,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_older_small_games_table_switch_is_carried_over() {
        let old: SmallSettings =
            serde_json::from_str(r#"{"algorithm": "ordered", "transpositions": true}"#).expect("reads");
        assert_eq!(old.techniques, Techniques::NONE.with(Technique::Transpositions));
        assert_eq!(old.algorithm, Algorithm::Ordered);
        let written = serde_json::to_string(&old).expect("writes");
        assert_eq!(
            serde_json::from_str::<SmallSettings>(&written).expect("reads back"),
            old
        );
    }

    #[test]
    fn nothing_stored_gives_the_defaults_quietly() {
        assert_eq!(Settings::load(None), (Settings::default(), None));
    }

    #[test]
    fn stored_settings_come_back_unchanged() {
        let settings = Settings {
            depth: 5,
            algorithm: Algorithm::Ordered,
            human_side: Side::Black,
            node_budget: 2_000_000,
            board_follows: false,
            theme: ThemeChoice::Dark,
            language: Language::Greek,
            projector: true,
            zoom: 1.5,
            layout: Layout::Study,
            dividers: Dividers {
                thinking: Some(0.4),
                tree_study: Some(0.6),
                ..Dividers::default()
            },
            code: CodeSettings {
                open: true,
                source: crate::engine::code::Source::Klados,
            },
            handout_folder: Some("/home/teacher/handouts".to_owned()),
            practice_seed: 4711,
            book: BookSettings {
                play: true,
                seed: 2026,
                file: Some("/home/teacher/books/gm2001.bin".to_owned()),
            },
            mcts: MctsChoice {
                chosen: true,
                iterations: 2_500,
                exploration: 0.7,
                seed: 9,
                playout_depth: 6,
            },
            techniques: Techniques::of(&[Technique::Quiescence, Technique::Transpositions]),
            ..Settings::default()
        };
        assert_eq!(Settings::load(Some(&settings.to_stored())), (settings, None));
    }

    #[test]
    fn settings_saved_before_the_node_budget_existed_still_load() {
        let older = r#"{"version":1,"depth":4,"algorithm":"ordered","human_side":"black","flipped":true,
                        "theme":"dark","projector":false,"zoom":1.0}"#;
        let (settings, notice) = Settings::load(Some(older));
        assert_eq!(notice, None);
        assert_eq!(settings.depth, 4);
        assert_eq!(settings.node_budget, DEFAULT_MAX_NODES);
        assert!(settings.board_follows);
        assert_eq!(settings.techniques, Techniques::NONE);
        assert_eq!(
            settings.book,
            BookSettings::default(),
            "no book: the computer searches"
        );
        assert!(!settings.book.play);
    }

    #[test]
    fn a_book_section_with_only_some_fields_keeps_the_defaults_for_the_rest() {
        let older = r#"{"version":1,"depth":3,"algorithm":"minimax","human_side":"white",
                        "theme":"light","projector":false,"zoom":1.0,"book":{"play":true}}"#;
        let (settings, notice) = Settings::load(Some(older));
        assert_eq!(notice, None);
        assert!(settings.book.play);
        assert_eq!(settings.book.seed, BookSettings::default().seed);
        assert_eq!(settings.book.file, None);
    }

    #[test]
    fn a_fresh_seed_is_short_and_never_the_last_one() {
        for last in [0, 1, 9_999] {
            let seed = fresh_seed(last);
            assert_ne!(seed, last);
            assert!(seed < 10_000, "{seed}");
        }
    }

    #[test]
    fn settings_saved_before_the_techniques_existed_load_with_all_of_them_off() {
        let older = r#"{"version":1,"depth":3,"algorithm":"alphabeta","node_budget":2000000,
                        "human_side":"white","board_follows":true,"theme":"light","projector":true,"zoom":1.0}"#;
        let (settings, notice) = Settings::load(Some(older));
        assert_eq!(notice, None);
        assert_eq!(settings.algorithm, Algorithm::AlphaBeta);
        assert_eq!(settings.techniques, Techniques::NONE);
        // A file that names only some techniques has the others off.
        let some = older.replace("\"zoom\":1.0", "\"zoom\":1.0,\"techniques\":{\"iterative\":true}");
        let (settings, notice) = Settings::load(Some(&some));
        assert_eq!(notice, None);
        assert_eq!(settings.techniques, Techniques::NONE.with(Technique::Iterative));
    }

    #[test]
    fn corrupt_old_or_out_of_range_settings_fall_back_with_a_notice() {
        for stored in [
            "not json at all",
            r#"{"version": 0, "depth": 3}"#,
            &Settings {
                depth: 9,
                ..Settings::default()
            }
            .to_stored(),
            &Settings {
                zoom: 0.0,
                ..Settings::default()
            }
            .to_stored(),
            &Settings {
                node_budget: 0,
                ..Settings::default()
            }
            .to_stored(),
            &Settings {
                dividers: Dividers {
                    tree_play: Some(1.5),
                    ..Dividers::default()
                },
                ..Settings::default()
            }
            .to_stored(),
        ] {
            let (settings, notice) = Settings::load(Some(stored));
            assert_eq!(settings, Settings::default(), "{stored}");
            assert!(notice.is_some(), "{stored}");
        }
    }
}
