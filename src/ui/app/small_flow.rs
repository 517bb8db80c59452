//! What the app does for the small games (tic-tac-toe, Connect Four): choosing the game, the
//! person's moves and the game's buttons, the computer's search on a worker as for chess, its
//! tree in the thinking panel, and the board following the replay.
//!
//! The chess game waits while a small game is chosen (its search is stopped, its game kept), and
//! comes back as it was when chess is chosen again. The window's keys and buttons that go on with
//! a game (take back, redo, the computer's move, think about this position, cancel) act on the
//! game chosen.

use std::sync::Arc;

use egui::{Ui, UiBuilder, Vec2};

use crate::course::lesson::{Picture, Subject};
use crate::engine::tree::{Backup, GameDescription};
use crate::engine::words::capitalised;
use crate::shell::i18n::{said, tr, tr_args};
use crate::shell::session::{Finished, Purpose};
use crate::shell::small_game::{GameChoice, SmallGame, SmallPosition};
use crate::ui::command::Command;
use crate::ui::level_sizes::level_sizes_ui;
use crate::ui::names::search_words;
use crate::ui::small_game::board::{SmallBoardScene, small_board_ui};
use crate::ui::small_game::terms::evaluation_terms_ui;
use crate::ui::small_game::{SmallPanelState, side_letter};
use crate::ui::worker::{SearchOutcome, Worker};

use super::KladosApp;

impl KladosApp {
    /// Returns the small game the window plays now: the one chosen, unless a lesson, Practice or
    /// a tree opened from a file has the centre (then the small game waits, as chess does).
    pub fn small_game(&self) -> Option<SmallGame> {
        self.settings
            .game
            .small()
            .filter(|_| self.lessons.active().is_none() && !self.practice.open && !self.tree_file_shown())
    }

    /// Returns the small games' state (tests read the sessions and the board drawn).
    pub fn small_games(&self) -> &crate::ui::small_game::SmallGames {
        &self.small
    }

    /// Applies a command of the small games, and those of the game's flow while a small game is
    /// played (they act on it rather than on the chess game that waits). Returns false for a
    /// command that is not the small games' to apply.
    pub(super) fn apply_small(&mut self, command: &Command) -> bool {
        match command {
            Command::ChooseGame(choice) => {
                self.choose_game(*choice);
                return true;
            }
            Command::SetSmallSettings(settings) => {
                self.settings.small = *settings;
                return true;
            }
            _ => {}
        }
        // In a lesson on a small game the toolbar's new game leaves the lesson for a new game of
        // it, as chess's does in a chess lesson.
        if let Command::NewSmallGame(human) = command
            && let Some((game, _)) = self.lesson_small_game()
        {
            self.close_lesson();
            self.close_practice();
            self.choose_game(GameChoice::of_small(game));
            self.new_small_game(game, game.empty(), *human);
            return true;
        }
        let Some(game) = self.small_game() else {
            // The small games' own commands do nothing while their game waits.
            return matches!(
                command,
                Command::PlaySmall(_) | Command::NewSmallGame(_) | Command::LoadSmallText(_)
            );
        };
        match command {
            Command::PlaySmall(code) => {
                let played = self.small.session_mut(game).play(*code);
                if played.is_ok() {
                    self.after_small_change(game);
                }
            }
            Command::NewSmallGame(human) => self.new_small_game(game, game.empty(), *human),
            Command::NewGame(side) => {
                let human = if side.color() == shakmaty::Color::White {
                    Backup::Max
                } else {
                    Backup::Min
                };
                self.new_small_game(game, game.empty(), human);
            }
            Command::LoadSmallText(text) => match game.parse(text) {
                Ok(position) => {
                    self.small.typed.clear();
                    self.small.typed_error = None;
                    // The person plays the side to move in the position typed.
                    self.new_small_game(game, position, position.to_move());
                }
                Err(error) => self.small.typed_error = Some(said(&error.said())),
            },
            Command::TakeBack => {
                self.stop_search();
                self.small.session_mut(game).take_back();
                self.after_small_change(game);
            }
            Command::Redo => {
                self.stop_search();
                self.small.session_mut(game).redo();
                self.after_small_change(game);
            }
            Command::ComputerMove => self.start_small_search(game, Purpose::Move),
            // The depth keys (1 to 9) choose the game's depth, not chess's.
            Command::SetDepth(depth) => self.settings.small.set_depth(game, *depth),
            Command::ThinkHere | Command::ThinkAgain => self.start_small_search(game, Purpose::Study),
            Command::CancelSearch => {
                if let Some(worker) = self.worker.take() {
                    worker.cancel();
                }
                self.small.session_mut(game).cancel_search();
            }
            // Chess's moves, views, flips and FEN have nothing to do on a small game's board.
            Command::PlayMove(_)
            | Command::PlayTyped(_)
            | Command::Flip
            | Command::ViewPly(_)
            | Command::ViewPrevious
            | Command::ViewNext
            | Command::ViewPresent
            | Command::ThinkBeforeBookMove
            | Command::ShowBookMove
            | Command::FocusMoveField => {}
            _ => return false,
        }
        true
    }

    /// Chooses the game the window plays. The game left waits where it was, its search stopped;
    /// the panel shows the search of the game chosen.
    fn choose_game(&mut self, choice: GameChoice) {
        if self.settings.game == choice {
            return;
        }
        self.stop_search();
        if let Some(game) = self.settings.game.small() {
            self.small.session_mut(game).cancel_search();
        }
        self.settings.game = choice;
        self.board.clear();
        self.small.typed.clear();
        self.small.typed_error = None;
        self.small.notice = None;
        match self.small_game() {
            Some(game) => self.show_small_tree(game),
            None => {
                self.show_game_tree();
                self.start_computer_if_its_turn();
            }
        }
    }

    /// Shows the small game's last search in the thinking panel (or nothing).
    fn show_small_tree(&mut self, game: crate::shell::small_game::SmallGame) {
        self.thinking.clear();
        if let Some(shown) = self.small.session(game).shown_search() {
            self.thinking.show_tree(Arc::clone(&shown.tree));
        }
    }

    /// Plays on from a lesson on a small game: the game becomes the one played, from the
    /// lesson's position, the person playing the side to move (as a chess lesson's position
    /// becomes the chess game).
    pub(super) fn continue_small_from_lesson(&mut self, lesson_game: &dyn GameDescription) {
        self.thinking.clear();
        let Some(game) = SmallGame::from_id(lesson_game.id()) else {
            return;
        };
        let Ok(start) = game.parse(&lesson_game.root_text()) else {
            return;
        };
        if let Some(waiting) = self.settings.game.small() {
            self.small.session_mut(waiting).cancel_search();
        }
        self.settings.game = GameChoice::of_small(game);
        self.small.typed.clear();
        self.small.typed_error = None;
        self.small.session_mut(game).restart(start, start.to_move());
        self.board.clear();
        self.small.notice = Some(tr_args(
            "small-from-lesson",
            &[("side", side_letter(start.to_move()).into())],
        ));
    }

    /// Starts the small game again from `start`, the person playing `human`.
    fn new_small_game(&mut self, game: SmallGame, start: SmallPosition, human: Backup) {
        self.stop_search();
        self.small.session_mut(game).restart(start, human);
        self.thinking.clear();
        self.after_small_change(game);
    }

    /// After a move, a take back or a new game: a fresh board and message, and the computer's
    /// move if it is its turn.
    fn after_small_change(&mut self, game: SmallGame) {
        self.board.clear();
        self.thinking.set_focus(None);
        self.small.notice = None;
        if self.small.session(game).is_computers_turn() {
            self.start_small_search(game, Purpose::Move);
        }
    }

    /// Starts the computer's search of the small game, for its move or to study the position.
    fn start_small_search(&mut self, game: SmallGame, purpose: Purpose) {
        if self.worker.is_some() {
            return;
        }
        if self.mcts_in_use() {
            self.start_small_mcts(game, purpose);
            return;
        }
        let chosen = self.settings.small.search(game, self.settings.node_budget);
        let session = self.small.session_mut(game);
        let request = match purpose {
            Purpose::Move => session.request_computer_move(chosen),
            Purpose::Study => session.request_study(chosen),
        };
        if let Some(request) = request {
            let ctx = self.ctx.clone();
            self.worker = Some(Worker::start_small(request, &self.jobs, move || {
                ctx.request_repaint()
            }));
        }
    }

    /// Starts Monte Carlo tree search of the small game's position, for the computer's move
    /// or to study it; the MCTS view shows it as it shows chess's.
    fn start_small_mcts(&mut self, game: SmallGame, purpose: Purpose) {
        let session = self.small.session(game);
        let position = session.position();
        let wanted = match purpose {
            Purpose::Move => session.is_computers_turn() && !session.is_searching(),
            Purpose::Study => !position.is_over(),
        };
        if !wanted {
            return;
        }
        let purpose = match purpose {
            Purpose::Move => crate::ui::mcts::Purpose::Move,
            Purpose::Study => crate::ui::mcts::Purpose::Study,
        };
        self.start_mcts(crate::ui::mcts::Root::Game(position.description()), purpose);
    }

    /// Plays the most visited move of a finished Monte Carlo search for the computer, if the
    /// small game still stands where the search started.
    pub(super) fn play_small_mcts_move(&mut self, game: SmallGame, tree: &crate::engine::mcts::MctsTree) {
        let session = self.small.session(game);
        if tree.game().root_text() != Some(session.position().text()) {
            return;
        }
        let Some(code) = tree
            .best()
            .and_then(|best| tree.move_codes_to(best).last().copied())
        else {
            self.small.notice = Some(tr_args(
                "small-failed",
                &[("reason", tr("small-mcts-no-move").into())],
            ));
            return;
        };
        if self.small.session_mut(game).play_computers(code).is_ok() {
            self.after_small_change(game);
        }
    }

    /// Takes in a finished search: the small game's while one is played, else chess's. (Choosing
    /// a game stops the search running, so the search that ends is the game's played now.)
    pub(super) fn finish_any_search(&mut self, outcome: SearchOutcome) {
        match self.small_game() {
            Some(game) => self.finish_small_search(game, outcome),
            None => self.finish_search(outcome),
        }
    }

    /// Takes in the small game's finished search: the session plays its move (or keeps it for
    /// study) and the panel shows its tree.
    pub(super) fn finish_small_search(&mut self, game: SmallGame, outcome: SearchOutcome) {
        let finished = self.small.session_mut(game).finish_search(outcome);
        match finished {
            Finished::Played(_) | Finished::Studied => {
                self.board.clear();
                self.show_small_tree(game);
                let fallback = self.small.session(game).shown_search().and_then(|shown| {
                    shown
                        .fallback_from
                        .map(|chosen| (chosen, Arc::clone(&shown.tree)))
                });
                self.small.notice = fallback.map(|(chosen, tree)| {
                    tr_args(
                        "small-fallback",
                        &[
                            ("chosen", capitalised(&search_words(&chosen)).into()),
                            (
                                "used",
                                search_words(&crate::engine::settings::SearchSettings {
                                    depth: tree.depth(),
                                    algorithm: tree.algorithm(),
                                    max_nodes: chosen.max_nodes,
                                    techniques: tree.techniques(),
                                })
                                .into(),
                            ),
                        ],
                    )
                });
            }
            Finished::Discarded | Finished::Cancelled => {}
            Finished::Failed(reason) => {
                self.small.notice = Some(tr_args("small-failed", &[("reason", said(&reason).into())]));
            }
        }
    }

    /// Returns the position of the search the board follows, with the move into it: the node
    /// of the depth-first tree clicked or stepped to (board follows), or the line a Monte Carlo
    /// replay stands at. `None` while the board shows no node of a search of `game`.
    fn small_followed(&self, game: SmallGame) -> Option<(SmallPosition, Option<u16>)> {
        let follows = self.settings.board_follows;
        if self.mcts_in_use()
            && let Some(view) = self
                .mcts
                .view()
                .filter(|view| view.tree().game().id() == game.id())
        {
            let tree = view.tree();
            let line = view.followed_line(follows)?;
            let codes = line.last().map(|&id| tree.move_codes_to(id)).unwrap_or_default();
            let position = SmallPosition::after_line(game, &tree.position_text(None)?, &codes)?;
            return Some((position, codes.last().copied()));
        }
        let (node, _) = self.thinking.followed_node(follows)?;
        let tree = self.thinking.stepper()?.tree();
        if tree.game().id() != game.id() {
            return None;
        }
        let codes = node.map(|id| tree.move_codes_to(id)).unwrap_or_default();
        let position = SmallPosition::after_line(game, &tree.position_text(None)?, &codes)?;
        Some((position, codes.last().copied()))
    }

    /// Returns the position the small game's board shows and the move to mark: the node of the
    /// search clicked or stepped to (board follows), else the game's position now.
    fn small_shown(&self, game: SmallGame) -> (SmallPosition, Option<u16>, bool) {
        if let Some((position, last_move)) = self.small_followed(game) {
            return (position, last_move, false);
        }
        let session = self.small.session(game);
        (
            session.position(),
            session.moves().last().copied(),
            session.person_may_move(),
        )
    }

    /// Returns the small game a lesson being taught is about, with its position (`None` for a
    /// lesson on chess or a drawn tree, or when no lesson is taught).
    pub(super) fn lesson_small_game(&self) -> Option<(SmallGame, SmallPosition)> {
        let Subject::Game { game, .. } = &self.lessons.active()?.lesson().subject else {
            return None;
        };
        let small = SmallGame::from_id(game.id())?;
        Some((small, small.parse(&game.root_text()).ok()?))
    }

    /// Returns the node of the search a small game lesson's board shows instead of the lesson's
    /// position, with the move into it; `None` while it shows the lesson's position (the root of
    /// the search is that position, and is shown as such).
    fn lesson_board_followed(&self, game: SmallGame) -> Option<(SmallPosition, Option<u16>)> {
        self.small_followed(game)
            .filter(|(_, last_move)| last_move.is_some())
    }

    /// Returns the position the small game's board shows, if one is drawn: a small game's (or
    /// the node of its search the board follows), or a lesson's on a small game (tests read it).
    pub fn small_board_shown(&self) -> Option<SmallPosition> {
        if let Some((game, start)) = self.lesson_small_game() {
            return Some(
                self.lesson_board_followed(game)
                    .map_or(start, |(position, _)| position),
            );
        }
        self.small_game().map(|game| self.small_shown(game).0)
    }

    /// Returns true if the lesson being taught judges positions with the game's evaluation: a
    /// depth-first search that stops before the game can end. One that sees every end (the
    /// whole tic-tac-toe tree) and MCTS, whose playouts go on to the end, judge none.
    fn lesson_evaluates(&self, start: &SmallPosition) -> bool {
        self.lessons.active().is_some_and(|active| {
            let lesson = active.lesson();
            !lesson.is_mcts() && lesson.settings.depth < start.empty_cells()
        })
    }

    /// Lays out the centre for a lesson on a small game: the game's board, showing the lesson's
    /// position or the node the replay is at (nobody plays on it), and beside it what it shows
    /// and that position's evaluation term by term, kept back while a question asks for it.
    pub(super) fn small_lesson_centre_ui(
        &mut self,
        ui: &mut Ui,
        game: SmallGame,
        start: SmallPosition,
        commands: &mut Vec<Command>,
    ) {
        let caption = tr_args(
            "position-to-move",
            &[
                ("whose", tr("position-lesson").into()),
                ("side", side_letter(start.to_move()).into()),
            ],
        );
        // The board is not the subject of a picture's step: the picture takes its place.
        if let (Some(Picture::LevelSizes), Some(stepper)) = (
            self.position_lesson_step().and_then(|step| step.picture),
            self.thinking.stepper(),
        ) {
            ui.strong(caption);
            ui.weak(tr("position-lesson-waits"));
            ui.separator();
            level_sizes_ui(ui, stepper, ui.max_rect().bottom());
            return;
        }
        let (board_rect, panel_rect) = small_rects(ui, game);
        let followed = self.lesson_board_followed(game);
        let (position, last_move) = followed.unwrap_or((start, None));
        let evaluates = self.lesson_evaluates(&start);
        let scene = SmallBoardScene {
            position: &position,
            last_move,
            playable: false,
        };
        let mut drawn = self.small.drawn;
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            drawn = small_board_ui(ui, &scene).1;
        });
        self.small.drawn = drawn;
        // The depth-first node the board shows (a Monte Carlo replay's line has no scores).
        let node = self
            .thinking
            .followed_node(self.settings.board_follows)
            .and_then(|(node, _)| node)
            .filter(|_| !self.mcts_in_use());
        let kept = node.is_some_and(|id| {
            self.thinking
                .stepper()
                .is_some_and(|stepper| stepper.hides_score(id))
        });
        let clicked = self.thinking.focus().is_some() && !self.mcts_in_use();
        ui.scope_builder(UiBuilder::new().max_rect(panel_rect), |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if followed.is_some() {
                        ui.horizontal_wrapped(|ui| {
                            ui.strong(tr("small-board-shows-node"));
                            if clicked && ui.button(tr("small-back-to-lesson")).clicked() {
                                commands.push(Command::FocusNode(None));
                            }
                        });
                    } else {
                        ui.strong(caption);
                        ui.weak(tr("position-lesson-waits"));
                    }
                    if !evaluates {
                        return;
                    }
                    ui.separator();
                    if kept {
                        ui.label(tr("evaluation-kept"));
                    } else {
                        ui.label(tr("evaluation-small-caption"));
                        evaluation_terms_ui(ui, &position);
                    }
                });
        });
        ui.advance_cursor_after_rect(board_rect.union(panel_rect));
    }

    /// Lays out the centre for a small game: its board as large as the room allows, its panel
    /// beside it (or under it, whichever gives the larger board).
    pub(super) fn small_centre_ui(&mut self, ui: &mut Ui, game: SmallGame, commands: &mut Vec<Command>) {
        let (board_rect, panel_rect) = small_rects(ui, game);
        let (position, last_move, playable) = self.small_shown(game);
        let scene = SmallBoardScene {
            position: &position,
            last_move,
            playable,
        };
        let mut drawn = self.small.drawn;
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            let (clicked, board) = small_board_ui(ui, &scene);
            drawn = board;
            if let Some(code) = clicked {
                commands.push(Command::PlaySmall(code));
            }
        });
        self.small.drawn = drawn;
        let progress = self.worker.as_ref().map(Worker::progress);
        let state = SmallPanelState {
            settings: &self.settings.small,
            progress,
        };
        let following = !playable && self.thinking.followed_node(self.settings.board_follows).is_some();
        ui.scope_builder(UiBuilder::new().max_rect(panel_rect), |ui| {
            // What the board shows instead of the game stays in view, over the scrolled panel.
            if following {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(tr("small-board-shows-node"));
                    if ui.button(tr("small-back-to-game")).clicked() {
                        commands.push(Command::FocusNode(None));
                    }
                });
                ui.separator();
            }
            // Each game keeps its own scroll: switching games does not carry one's into the other.
            let top = ui.cursor().top() - panel_rect.top();
            let shown = egui::ScrollArea::vertical()
                .id_salt(("small-game-panel", game))
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    commands.extend(self.small.panel_ui(ui, game, &state));
                });
            let held = top + shown.content_size.y;
            ui.data_mut(|data| data.insert_temp(panel_height_id(game), held));
        });
        ui.advance_cursor_after_rect(board_rect.union(panel_rect));
    }
}

/// Where the height of a small game's panel, as last drawn, is kept between frames.
fn panel_height_id(game: SmallGame) -> egui::Id {
    egui::Id::unique(("small-game-panel-height", game))
}

/// Shares the centre between a small game's board and the panel beside it (or under it,
/// whichever gives the larger board): the board's rectangle and the panel's.
fn small_rects(ui: &Ui, game: SmallGame) -> (egui::Rect, egui::Rect) {
    // Connect Four's frame has its columns' names under it, in a row of about 0.6 of a cell.
    let (columns, rows) = match game {
        SmallGame::TicTacToe => (3.0, 3.0),
        SmallGame::ConnectFour => (7.0, 6.6),
    };
    let available = ui.available_size();
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let gap = line * 0.6;
    // Under the board the panel keeps room for all it held last frame (its buttons, depth,
    // algorithms and position field: some sixteen lines), up to 40% of the height, where it
    // scrolls; beside it, the width of its widest row of buttons.
    let held = ui
        .data(|data| data.get_temp::<f32>(panel_height_id(game)))
        .unwrap_or(line * 16.0);
    let under_room = held.max(line * 10.0).min(available.y * 0.4);
    let beside_room = line * 18.0;
    let cell_under = (available.x / columns).min((available.y - under_room - gap) / rows);
    let cell_beside = ((available.x - beside_room - gap) / columns).min(available.y / rows);
    let top_left = ui.cursor().min;
    if cell_beside >= cell_under {
        let size = Vec2::new(cell_beside * columns, cell_beside * rows).max(Vec2::splat(60.0));
        (
            egui::Rect::from_min_size(top_left, size),
            egui::Rect::from_min_max(top_left + Vec2::new(size.x + gap, 0.0), top_left + available),
        )
    } else {
        let size = Vec2::new(cell_under * columns, cell_under * rows).max(Vec2::splat(60.0));
        (
            egui::Rect::from_min_size(top_left, size),
            egui::Rect::from_min_max(top_left + Vec2::new(0.0, size.y + gap), top_left + available),
        )
    }
}
