//! Everything a person can ask the window to do, and the keys that ask for it.
//!
//! Panels never change the game while they are being laid out: they return [`Command`]s, and the
//! app applies them all after the frame's layout. So one frame always shows one consistent state,
//! and every action has exactly one place where it happens ([`crate::ui::app::KladosApp::apply`]).

use std::path::PathBuf;

use egui::{Key, KeyboardShortcut, Modifiers};
use shakmaty::Move;

use crate::engine::settings::{Algorithm, Techniques};
use crate::engine::tree::NodeId;
use crate::ui::mcts::choice::MctsChoice;
use crate::ui::settings::{Divider, Side, SmallSettings, ThemeChoice};
use crate::ui::stepper::StepperCommand;

/// A user action, applied after layout.
#[must_use = "a command does nothing until the app applies it"]
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Play a move on the board (the person's move).
    PlayMove(Move),
    /// Play a move typed as `e2e4` or in SAN (`Nf3`).
    PlayTyped(String),
    /// Start a new game, the person playing this side.
    NewGame(Side),
    /// Play chess, tic-tac-toe or Connect Four (the game left waits where it was).
    ChooseGame(crate::shell::small_game::GameChoice),
    /// Play the person's move in the small game: a cell (0 to 8) or a column (0 to 6).
    PlaySmall(u16),
    /// Start the small game again from its empty board, the person playing this side.
    NewSmallGame(crate::engine::tree::Backup),
    /// Set the small games' searches (depth, algorithm, transposition table).
    SetSmallSettings(SmallSettings),
    /// Start the small game from a position typed as text (`x.o......`, `4453`).
    LoadSmallText(String),
    /// Take back the person's last move and the computer's reply.
    TakeBack,
    /// Play again the moves taken back.
    Redo,
    /// Turn the board around.
    Flip,
    /// Let the computer move now (after a cancelled search, or in a pasted position).
    ComputerMove,
    /// Stop the computer's search.
    CancelSearch,
    /// Set the search depth in plies.
    SetDepth(usize),
    /// Set the search algorithm.
    SetAlgorithm(Algorithm),
    /// Switch to the next algorithm in [`Algorithm::ALL`].
    NextAlgorithm,
    /// Switch the techniques beyond the algorithm (quiescence, iterative deepening, the
    /// transposition table) on or off; the next search uses them, as after an algorithm change.
    SetTechniques(Techniques),
    /// Choose Monte Carlo tree search (or leave it) and set its numbers; the next search uses
    /// them.
    SetMcts(MctsChoice),
    /// Stop the Monte Carlo tree search running.
    CancelMcts,
    /// Compare the Monte Carlo tree shown with minimax and alpha-beta on the same root.
    CompareMcts,
    /// Replay iteration `n` (from 1: the search to depth `n`) of an iterative-deepening search
    /// in the thinking panel; its last iteration is the tree the search returned.
    ShowIteration(usize),
    /// Show the position after this many moves (0 = the start) without changing the game.
    ViewPly(usize),
    /// Show one move earlier than the position shown now.
    ViewPrevious,
    /// Show one move later than the position shown now.
    ViewNext,
    /// Go back to the game's current position.
    ViewPresent,
    /// Copy the current position as FEN to the clipboard.
    CopyFen,
    /// Copy the game as PGN to the clipboard.
    CopyPgn,
    /// Start a game from pasted FEN or PGN.
    LoadText(String),
    /// Open or close the FEN and PGN window.
    ToggleExchange,
    /// Open a PGN file chosen in the platform's file dialog.
    OpenPgnDialog,
    /// Save the game to a PGN file chosen in the platform's file dialog.
    SavePgnDialog,
    /// Open this PGN (or FEN) file and play on from its game.
    OpenPgnFile(std::path::PathBuf),
    /// Save the game as PGN to this file (written atomically).
    SavePgnFile(std::path::PathBuf),
    /// Open a game from a file's bytes, as a page reads a file picked or dropped: the file's
    /// name (for the messages) and what it holds.
    OpenPgnBytes(String, std::sync::Arc<[u8]>),
    /// Open a search tree from a file's bytes, as a page reads a file picked or dropped: the
    /// file's name and what it holds.
    OpenTreeBytes(String, std::sync::Arc<[u8]>),
    /// Open a search tree (`klados-tree/1`) chosen in the platform's file dialog.
    OpenTreeDialog,
    /// Open this `klados-tree/1` file and replay its tree in the thinking panel; the game waits.
    OpenTreeFile(PathBuf),
    /// Close the tree opened from a file: the game and its search come back.
    CloseOpenedTree,
    /// Compare the opened tree with Klados's own search of the same root, depth and algorithm.
    CompareWithKlados,
    /// Go to the opened tree's difference `n` (from 0, most important first): its node focused,
    /// the replay at the step that shows it.
    GoToDifference(usize),
    /// Open or close the help window.
    ToggleHelp,
    /// Set light or dark colours.
    SetTheme(ThemeChoice),
    /// Speak another language from the next frame on (the game and the replay stay).
    SetLanguage(crate::shell::i18n::Language),
    /// Switch between light and dark colours.
    ToggleTheme,
    /// Switch projector mode (large text, high contrast) on or off.
    ToggleProjector,
    /// Put the keyboard focus in the move field.
    FocusMoveField,
    /// Move the thinking panel's stepper.
    Step(StepperCommand),
    /// Focus a node of the search tree everywhere (`None`: back to the game's position).
    FocusNode(Option<NodeId>),
    /// Search the position on the board, to study it, without the computer playing a move.
    ThinkHere,
    /// Search the shown search's position again with the settings as they are now (they changed
    /// since); the position on the board if the shown search's is no longer in the game.
    ThinkAgain,
    /// Show or hide the lesson panel.
    ToggleLessons,
    /// Show the list of lessons (`true`) or the lesson being taught (`false`).
    BrowseLessons(bool),
    /// Load the lessons in another folder.
    LoadLessonsFrom(PathBuf),
    /// Start the lesson at this place in the list.
    OpenLesson(usize),
    /// Go to this step of the lesson (from 0): the narration and the stepper move together.
    LessonStep(usize),
    /// Go to the lesson's next step.
    LessonNext,
    /// Go to the lesson's previous step.
    LessonPrevious,
    /// Reveal the answer to the current step's question.
    RevealAnswer,
    /// End the lesson; a chess lesson's position becomes the game.
    LeaveLesson,
    /// Bring back the game that a load, a paste or a new game replaced.
    RestoreReplacedGame,
    /// Answer the offer made at start: go on with the game from last time (`true`) or not.
    ResumeSavedGame(bool),
    /// Search the shown tree's root with all three algorithms and compare them.
    CompareAlgorithms,
    /// Let the board show the positions of the replay while stepping (or not).
    SetBoardFollows(bool),
    /// Set the depth, algorithm and techniques at once (the search that fitted the node budget).
    UseSearch {
        /// The depth in plies.
        depth: usize,
        /// The algorithm.
        algorithm: Algorithm,
        /// The techniques beside it.
        techniques: Techniques,
    },
    /// Set the node budget, in nodes.
    SetNodeBudget(usize),
    /// Switch between the Play layout (the board first) and the Study layout (the search first).
    ToggleStudy,
    /// Open or close the Code pane: the search's code beside the replay, the line running lit.
    ToggleCode,
    /// Open (`true`) or close the Code pane: for a caller that knows which it wants, such as a
    /// lesson step that shows the code.
    OpenCode(bool),
    /// Show the pseudocode or Klados's own Rust in the Code pane.
    SetCodeSource(crate::engine::code::Source),
    /// Move a divider to a share of the room it divides (`None`: back to Klados's choice).
    /// `done` is true when the person let go of it: the settings are written then, not while
    /// it moves.
    SetDivider {
        /// The divider moved.
        divider: Divider,
        /// Its new share.
        share: Option<f32>,
        /// True when the drag ended (or on a double-click).
        done: bool,
    },
    /// Show or hide the practice column (exercises, and the tree builder).
    TogglePractice,
    /// Something the practice column asks for.
    Practice(PracticeCommand),
    /// Open or close the handouts window.
    ToggleHandouts,
    /// Choose the handouts' folder in the platform's dialog.
    ChooseHandoutFolder,
    /// Write the handout files chosen (`replace`: files of those names may be replaced).
    ExportHandouts {
        /// Whether existing files may be replaced.
        replace: bool,
    },
    /// Let the computer play from the opening book while the game is in it (`true`), or always
    /// search.
    SetPlayFromBook(bool),
    /// Set the seed the book's moves are chosen with (the same seed plays the same game).
    SetBookSeed(u64),
    /// Choose a new seed for the book's moves.
    NewBookSeed,
    /// Choose a Polyglot book file in the platform's dialog.
    ChooseBookFile,
    /// Play from this Polyglot book file from now on (if it can be read).
    OpenBookFile(PathBuf),
    /// Play from the built-in book of named openings.
    UseBuiltInBook,
    /// Search the position the last book move was played from: what the search would have
    /// played there. Nothing is played.
    ThinkBeforeBookMove,
    /// Show the last book move in the thinking panel again (after a study of its position).
    ShowBookMove,
}

/// Keyboard shortcuts: the key, the message id of what the help window calls the action (in
/// `assets/i18n/*.ftl`), and the command.
///
/// They work whenever no text field has the keyboard focus (so typing a move never triggers one).
/// The window's help lists exactly this table, so help and behaviour cannot disagree.
pub fn shortcuts() -> Vec<(KeyboardShortcut, &'static str, Command)> {
    let plain = |key| KeyboardShortcut::new(Modifiers::NONE, key);
    let command = |key| KeyboardShortcut::new(Modifiers::COMMAND, key);
    let command_shift = |key| KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, key);
    let mut table = vec![
        // Shift before plain Ctrl: egui matches Ctrl+N inside Ctrl+Shift+N otherwise.
        (
            command_shift(Key::N),
            "key-new-black",
            Command::NewGame(Side::Black),
        ),
        (command(Key::N), "key-new-white", Command::NewGame(Side::White)),
        (command_shift(Key::Z), "key-redo", Command::Redo),
        (command(Key::Z), "key-take-back", Command::TakeBack),
        (command(Key::Y), "key-redo", Command::Redo),
        (plain(Key::F), "key-flip", Command::Flip),
        (plain(Key::V), "key-study", Command::ToggleStudy),
        (plain(Key::C), "key-code", Command::ToggleCode),
        (plain(Key::M), "key-computer-move", Command::ComputerMove),
        (plain(Key::Escape), "key-cancel", Command::CancelSearch),
        (plain(Key::A), "key-next-algorithm", Command::NextAlgorithm),
        (
            command(Key::ArrowLeft),
            "key-game-previous",
            Command::ViewPrevious,
        ),
        (command(Key::ArrowRight), "key-game-next", Command::ViewNext),
        (command(Key::Home), "key-game-start", Command::ViewPly(0)),
        (command(Key::End), "key-game-present", Command::ViewPresent),
        (
            plain(Key::ArrowRight),
            "key-replay-forward",
            Command::Step(StepperCommand::Forward),
        ),
        (
            plain(Key::ArrowLeft),
            "key-replay-back",
            Command::Step(StepperCommand::Back),
        ),
        (
            plain(Key::Space),
            "key-replay-play",
            Command::Step(StepperCommand::TogglePlay),
        ),
        (
            plain(Key::Home),
            "key-replay-start",
            Command::Step(StepperCommand::ToStart),
        ),
        (
            plain(Key::End),
            "key-replay-end",
            Command::Step(StepperCommand::ToEnd),
        ),
        (plain(Key::S), "key-think-here", Command::ThinkHere),
        (command_shift(Key::C), "key-copy-pgn", Command::CopyPgn),
        (command(Key::L), "key-exchange", Command::ToggleExchange),
        (command(Key::O), "key-open-pgn", Command::OpenPgnDialog),
        (command(Key::S), "key-save-pgn", Command::SavePgnDialog),
        (plain(Key::Enter), "key-type-move", Command::FocusMoveField),
        (plain(Key::L), "key-lessons", Command::ToggleLessons),
        (plain(Key::E), "key-practice", Command::TogglePractice),
        (plain(Key::PageDown), "key-lesson-next", Command::LessonNext),
        (plain(Key::PageUp), "key-lesson-previous", Command::LessonPrevious),
        (plain(Key::T), "key-theme", Command::ToggleTheme),
        (plain(Key::P), "key-projector", Command::ToggleProjector),
        (plain(Key::F1), "key-help", Command::ToggleHelp),
        (plain(Key::H), "key-help", Command::ToggleHelp),
    ];
    // Nine keys: chess keeps its depth to 6, tic-tac-toe goes to 9 (the whole game), Connect Four
    // takes each key as it is; each game clamps the number to its own limit.
    let depth_keys = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    for (index, key) in depth_keys.into_iter().enumerate() {
        table.push((plain(key), "key-depth", Command::SetDepth(index + 1)));
    }
    table
}

/// Shortcuts that egui or the clipboard handle, listed in the help window next to [`shortcuts`]:
/// the keys and the message id of what they do.
pub const OTHER_SHORTCUTS: [(&str, &str); 3] = [
    ("Ctrl+C", "key-copy-fen"),
    ("Ctrl+V", "key-paste"),
    // One row for the three, so the list fits a projector's 1024×700 without scrolling.
    ("Ctrl++, Ctrl+−, Ctrl+0", "key-zoom"),
];

/// The tabs of the practice column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeTab {
    /// Back a random tree up with minimax.
    Minimax,
    /// Back a random tree up with alpha-beta, marking what it prunes.
    AlphaBeta,
    /// Predict the computer's move in a chess position.
    Predict,
    /// Build a tree and save it as a lesson.
    Build,
}

impl PracticeTab {
    /// Every tab, in the order shown.
    pub const ALL: [PracticeTab; 4] = [
        PracticeTab::Minimax,
        PracticeTab::AlphaBeta,
        PracticeTab::Predict,
        PracticeTab::Build,
    ];

    /// The message id of the tab's name (`assets/i18n/*.ftl`).
    pub fn label(self) -> &'static str {
        match self {
            PracticeTab::Minimax => "algorithm-minimax",
            PracticeTab::AlphaBeta => "algorithm-alpha-beta",
            PracticeTab::Predict => "practice-tab-predict",
            PracticeTab::Build => "practice-tab-build",
        }
    }

    /// The message id of what the tab is for, said when the pointer rests on it.
    pub fn hover(self) -> &'static str {
        match self {
            PracticeTab::Minimax => "practice-tab-minimax-hint",
            PracticeTab::AlphaBeta => "practice-tab-alpha-beta-hint",
            PracticeTab::Predict => "practice-tab-predict-hint",
            PracticeTab::Build => "practice-tab-build-hint",
        }
    }
}

/// A change the practice column asks of the app (it changes nothing outside itself while laid out).
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeCommand {
    /// Open a tab.
    Tab(PracticeTab),
    /// Show the real search of the tree on the sheet in the thinking panel (`false`: back to the sheet).
    ShowSearch(bool),
    /// Predict: run the search and reveal it.
    Reveal,
    /// The tree builder: search its tree with Monte Carlo tree search, in the MCTS view beside
    /// the board (Practice closes; MCTS becomes the chosen search).
    SearchWithMcts,
    /// Predict: choose a position (an index into `practice::predict::POSITIONS`, or `None`: the game's).
    Position(Option<usize>),
    /// Build: save the tree as a lesson in the folder typed (`true`: replacing a file of that name).
    SaveLesson(bool),
    /// Build: create the folder typed, which does not exist yet, and save the lesson in it.
    CreateFolderAndSave,
    /// Build or a tree tab: choose a folder in the platform's dialog (for the lesson, or handouts).
    ChooseFolder,
}
