//! The window's layout: the board, the game panel and the thinking panel, in the Play layout
//! (the board first) or the Study layout (the search first), and the dividers between them.

use web_time::Instant;

use egui::{CentralPanel, Panel, ScrollArea, Ui, UiBuilder, Vec2};

use shakmaty::Position;

use crate::chess::game::Game;
use crate::course::lesson::{Picture, Subject};
use crate::engine::tree::Backup;
use crate::shell::i18n::tr;
use crate::ui::board::{Arrow, BoardScene};
use crate::ui::command::Command;
use crate::ui::game_panel::{GameView, preview_caption_ui};
use crate::ui::lessons::{WaitingPosition, lesson_position_ui};
use crate::ui::level_sizes::level_sizes_ui;
use crate::ui::opened_tree::panel::Placement;
use crate::ui::palette::chooser_color;
use crate::ui::theme::BoardColors;
use crate::ui::thinking::PanelContext;
use crate::ui::widgets::within_width;
use crate::ui::worker::Worker;

use crate::ui::divider::{Direction, DividerChange, divider_ui};
use crate::ui::settings::{Divider, Layout};
use crate::ui::thinking::ThinkingPanel;

use super::KladosApp;

impl KladosApp {
    /// Returns true when the Play and Study layouts apply: during a game, not in a lesson or
    /// practice, which keep their own layouts.
    pub(super) fn study_applies(&self) -> bool {
        // An abstract tree opened from a file has no board: it takes the centre, as a lesson's.
        self.lessons.active().is_none() && !self.practice.open && !self.opened_abstract_tree()
    }

    /// Returns true while the window is in the Study layout.
    pub(super) fn studying(&self) -> bool {
        // The MCTS view keeps to the Play layout: its tree and tables beside the board.
        self.study_applies() && self.settings.layout == Layout::Study && !self.mcts_in_use()
    }

    /// Lays out the panels under the toolbar: the lessons or practice column, the thinking
    /// panel and the centre, in the Play or the Study layout, with the dividers between them.
    pub(super) fn panels_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let room = ui.available_rect_before_wrap();
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
            studying: self.study_applies().then_some(self.studying()),
            code: self.settings.code,
        };
        let panel_started = Instant::now();
        let studying = self.studying();
        // A Monte Carlo lesson's drawn tree has its header, tree and tables in the centre.
        let mcts_in_centre = self.tree_in_centre() && self.mcts_in_use();
        self.panel_rects = super::PanelRects::default();
        if !studying && !self.thinking_hidden() && !mcts_in_centre {
            // Nothing in it may widen the panel: that would slide it behind the board.
            let shown = Panel::right("thinking")
                .resizable(false)
                .exact_size(widths.thinking)
                .show(ui, |ui| {
                    within_width(ui, |ui| self.thinking_panel_ui(ui, &context, commands))
                });
            self.panel_rects.thinking = Some(shown.response.rect);
        }
        if let Some(log) = &mut self.frame_log {
            log.panel(panel_started.elapsed());
        }
        if self.practice.open {
            let dialog_open = self.is_dialog_open();
            let shown = Panel::left("practice")
                .resizable(false)
                .exact_size(widths.lessons)
                .show(ui, |ui| {
                    ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                        commands.extend(self.practice.ui(ui, dialog_open));
                    });
                });
            self.panel_rects.lessons = Some(shown.response.rect);
        } else if self.lessons.open {
            let replay_step = self.thinking.stepper().map(|stepper| stepper.step());
            let shown = Panel::left("lessons")
                .resizable(false)
                .exact_size(widths.lessons)
                .show(ui, |ui| {
                    // The panel scrolls its list and its story itself (the way out stays in view).
                    commands.extend(self.lessons.ui(ui, replay_step, self.settings.projector));
                });
            self.panel_rects.lessons = Some(shown.response.rect);
        }
        // The room right of the lessons column, which the dividers share out.
        let rest = egui::Rect::from_min_max(egui::pos2(room.left() + widths.lessons, room.top()), room.max);
        if studying {
            Panel::left("study-board")
                .resizable(false)
                .exact_size(widths.study_board)
                .show(ui, |ui| self.study_column_ui(ui, &context, commands));
            let split = Some((Divider::TreeStudy, self.settings.dividers.tree_study));
            CentralPanel::default().show(ui, |ui| {
                if self.thinking.stepper().is_none() {
                    // Nothing to study yet: say what will be here, and how to get it.
                    let waiting = tr(if context.notes.book.is_some() {
                        "app-study-after-book"
                    } else {
                        "app-study-waiting"
                    });
                    ui.centered_and_justified(|ui| {
                        ui.weak(waiting);
                    });
                }
                commands.extend(self.thinking.views_ui(ui, &context, true, 1.6, split));
            });
            let at = rest.left() + widths.study_board;
            if let Some(change) = divider_ui(ui, "study-divider", rest, at, Direction::Vertical) {
                commands.push(divider_command(Divider::StudyBoard, change, |share| share));
            }
        } else {
            let shown = CentralPanel::default().show(ui, |ui| self.central_ui(ui, &context, commands));
            self.panel_rects.centre = Some(shown.response.rect);
            // During a game the board and the thinking panel share the width as the person
            // drags the line between them; lessons and practice keep their own shares.
            if self.study_applies() && !self.thinking_hidden() {
                let at = rest.right() - widths.thinking;
                if let Some(change) = divider_ui(ui, "thinking-divider", rest, at, Direction::Vertical) {
                    // The share kept is the thinking panel's, right of the line.
                    commands.push(divider_command(Divider::Thinking, change, |share| 1.0 - share));
                }
            }
        }
    }

    /// The thinking panel of the Play layout: its header, scrolled on its own when it is taller
    /// than its share, over the views, which fill the rest of the height and scroll and zoom
    /// each by itself. For an abstract tree's lesson or replay the views are in the centre and
    /// the panel holds the header alone.
    fn thinking_panel_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>, commands: &mut Vec<Command>) {
        if self.mcts_in_use() {
            // An abstract tree's views are in the centre: the panel holds the header alone.
            let views = !self.tree_in_centre();
            let to_the_end = self.small_game().is_some();
            let (mcts, choice) = (&mut self.mcts, &self.settings.mcts);
            let shown = McShown {
                compact: context.compact,
                views,
                to_the_end,
                code: context.code,
            };
            commands.extend(mcts_panel_ui(ui, mcts, choice, shown));
            return;
        }
        if self.tree_in_centre() {
            ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                commands.extend(self.opened_tree_ui(ui, context.compact, Placement::OverStepper));
                commands.extend(self.thinking.header_ui(ui, context));
            });
            return;
        }
        // A lesson shares the height its own way; the game and practice's Show me at a line
        // the person drags.
        let split = self
            .lessons
            .active()
            .is_none()
            .then_some((Divider::TreePlay, self.settings.dividers.tree_play));
        commands.extend(header_then_views(
            ui,
            &mut self.thinking,
            context,
            |ui, thinking| thinking.views_ui(ui, context, true, 1.25, split),
        ));
    }

    /// The Study layout's left column: the small board that follows the replay, what it shows,
    /// and the thinking panel's header (the stepper and its sentence) under it.
    fn study_column_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>, commands: &mut Vec<Command>) {
        let side = ui.available_width().min(ui.available_height() * 0.6);
        let top_left = ui.cursor().min;
        let board_rect = egui::Rect::from_min_size(top_left, Vec2::splat(side));
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            self.board_ui(ui, commands)
        });
        ui.advance_cursor_after_rect(board_rect);
        if let Some(preview) = &self.preview() {
            commands.extend(preview_caption_ui(ui, preview, &self.back_from_preview()));
        }
        ui.separator();
        // The header's last row (the legend and the code's toggle) stays under the scrolled
        // part, so a short window never cuts the toggle.
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let legend_room = if self.thinking.stepper().is_some() {
            line * LEGEND_ROW_LINES
        } else {
            0.0
        };
        ScrollArea::vertical()
            .id_salt("study-header")
            .max_height((ui.available_height() - legend_room).max(line * 4.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if self.thinking.opened().is_none()
                    && let Some(notice) = &self.notice
                {
                    // No game panel here: the window's message (a file that would not open, no
                    // file chosen) is told here.
                    crate::ui::game_panel::notice_ui(ui, notice, None, ui.visuals().dark_mode, commands);
                }
                commands.extend(self.thinking.header_top_ui(ui, context));
                // An opened tree's differences come after the stepper, which stays in view.
                if self.thinking.opened().is_some() {
                    ui.separator();
                    commands.extend(self.opened_tree_ui(ui, context.compact, Placement::UnderStepper));
                }
            });
        commands.extend(self.thinking.legend_row_ui(ui, context));
    }

    /// Names where the way back from a position of the search goes: the game, or the root of
    /// a tree opened from a file (the game waits behind it).
    fn back_from_preview(&self) -> String {
        tr(match self.thinking.opened() {
            Some(_) => "app-back-to-root",
            None => "play-back-to-game",
        })
    }

    /// What is said beside an opened tree (its file, Compare, the differences), with the
    /// window's message: nothing when no tree is opened.
    /// `compact` in a short window: it keeps to its essentials.
    fn opened_tree_ui(&self, ui: &mut Ui, compact: bool, placement: Placement) -> Vec<Command> {
        let Some(opened) = self.thinking.opened() else {
            return Vec::new();
        };
        let said = crate::ui::opened_tree::panel::Said {
            notice: self.notice.as_ref(),
            focus: self.thinking.focus(),
            compact,
            placement,
        };
        let commands = crate::ui::opened_tree::panel::opened_tree_ui(ui, opened, &said);
        ui.separator();
        commands
    }

    /// Lays out the centre: the board and the game panel (side by side or stacked, whichever
    /// gives the larger board); for an abstract tree's lesson, its tree and tables instead; for
    /// a small game's (or its lesson's), the game's own board.
    fn central_ui(&mut self, ui: &mut Ui, context: &PanelContext<'_>, commands: &mut Vec<Command>) {
        if self.tree_in_centre() && self.mcts_in_use() {
            // A Monte Carlo lesson's drawn tree: the stepper over its tree and node arrays, the
            // whole width right of the lesson (a side panel beside them was too narrow for the
            // stepper's buttons in projector letters).
            let to_the_end = self.small_game().is_some();
            let (mcts, choice) = (&mut self.mcts, &self.settings.mcts);
            let shown = McShown {
                compact: context.compact,
                views: true,
                to_the_end,
                code: context.code,
            };
            commands.extend(mcts_panel_ui(ui, mcts, choice, shown));
            return;
        }
        if self.tree_in_centre() {
            // No board: the tree is drawn large here, its tables under it.
            commands.extend(self.thinking.views_ui(ui, context, true, 1.6, None));
            return;
        }
        if let Some((game, start)) = self.lesson_small_game() {
            // A lesson on tic-tac-toe or Connect Four: the game's board, showing the lesson's
            // position or the node the replay is at, and that position's evaluation.
            self.small_lesson_centre_ui(ui, game, start, commands);
            return;
        }
        if let Some(game) = self.small_game() {
            // Tic-tac-toe or Connect Four: its own board and panel.
            self.small_centre_ui(ui, game, commands);
            return;
        }
        if self.practice.draws_tree() {
            // The student's sheet, or the tree being built.
            self.practice.sheet_ui(ui);
            return;
        }
        if let (Some(Picture::LevelSizes), Some(stepper), Some(game)) = (
            self.position_lesson_step().and_then(|step| step.picture),
            self.thinking.stepper(),
            self.lessons
                .active()
                .and_then(|active| match &active.lesson().subject {
                    Subject::Position { game, .. } => Some(game),
                    Subject::Tree { .. } | Subject::Game { .. } => None,
                }),
        ) {
            // The board is not the subject of a picture's step: the picture takes its place.
            lesson_position_ui(ui, game, WaitingPosition::Lesson);
            ui.separator();
            level_sizes_ui(ui, stepper, ui.max_rect().bottom());
            return;
        }
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
            self.board_ui(ui, commands)
        });
        ui.scope_builder(UiBuilder::new().max_rect(panel_rect), |ui| {
            self.beside_board_ui(ui, context.compact, commands);
        });
        ui.advance_cursor_after_rect(board_rect.union(panel_rect));
    }

    /// The games the board shows instead of the person's: Predict's position (while its tab is
    /// open), and a lesson's position or else Predict's (`None`: the person's game).
    fn fixed_games(&self) -> (Option<Game>, Option<Game>) {
        let predict_game = self.predicting().then(|| self.practice.predict.game.clone());
        let lesson_game = match self.lessons.active().map(|active| &active.lesson().subject) {
            Some(Subject::Position { game, .. }) => Some(game.as_ref().clone()),
            _ => predict_game.clone(),
        }
        .or_else(|| self.opened_root());
        (predict_game, lesson_game)
    }

    /// What sits beside (or under) the board: the caption of what the board shows instead of the
    /// game, then the game panel, or the position of a lesson or of Predict.
    /// `compact` in a short window.
    fn beside_board_ui(&mut self, ui: &mut Ui, compact: bool, commands: &mut Vec<Command>) {
        let (predict_game, lesson_game) = self.fixed_games();
        // What the board shows instead of the game, said where the eye goes after the board,
        // so that the board itself never moves.
        if let Some(preview) = &self.preview() {
            commands.extend(preview_caption_ui(ui, preview, &self.back_from_preview()));
            ui.separator();
        }
        if self.thinking.opened().is_some() {
            commands.extend(self.opened_tree_ui(ui, compact, Placement::BesideBoard));
            return;
        }
        let restorable = self
            .session
            .replaced_game()
            .filter(|_| self.notice.as_ref().is_some_and(|notice| notice.offers_restore))
            .map(|previous| crate::shell::i18n::said(&previous));
        let view = GameView {
            session: &self.session,
            progress: self.worker.as_ref().map(Worker::progress),
            notice: self.notice.as_ref(),
            restorable: restorable.as_deref(),
        };
        match &lesson_game {
            Some(game) if predict_game.is_some() => lesson_position_ui(ui, game, WaitingPosition::Predict),
            Some(game) if self.mcts.opened_file().is_some() => {
                lesson_position_ui(ui, game, WaitingPosition::FileRoot)
            }
            Some(game) => lesson_position_ui(ui, game, WaitingPosition::Lesson),
            None => commands.extend(self.game_panel.ui(ui, &view)),
        }
    }

    /// Draws the board as large as `ui` allows: the position shown (the game's, a lesson's, or
    /// the node the replay or a click previews), with the moves from the search's root as
    /// arrows. A move played on it becomes a command.
    fn board_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let (predict_game, lesson_game) = self.fixed_games();
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
        if let Some(m) = self.board.ui(ui, &scene) {
            commands.push(Command::PlayMove(m));
        }
    }
}

/// How the MCTS panel is drawn this frame.
struct McShown {
    /// A short window: the header keeps to its essentials, the views are tabs.
    compact: bool,
    /// The tree and the node arrays are drawn under the header (else they are elsewhere).
    views: bool,
    /// A small game is played, whose playouts go on to its end.
    to_the_end: bool,
    /// The Code pane: open or not, and which code.
    code: crate::ui::settings::CodeSettings,
}

/// Draws the MCTS panel: its header (scrolled on its own when taller than its share), the
/// stepper's buttons, then the tree and the node arrays (and the code, when open), which fill
/// the rest of the height.
fn mcts_panel_ui(
    ui: &mut Ui,
    mcts: &mut crate::ui::mcts::MctsPanel,
    choice: &crate::ui::mcts::choice::MctsChoice,
    shown: McShown,
) -> Vec<Command> {
    let McShown {
        compact,
        views,
        to_the_end,
        code,
    } = shown;
    // Everything in the header wraps at the panel's width: a long line (the settings' title in
    // projector letters) would otherwise widen the panel past the window's edge.
    let width = ui.available_width();
    ui.set_max_width(width);
    ui.set_min_width(width);
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
    let line = ui.text_style_height(&egui::TextStyle::Body);
    // The stepper's buttons stand under the scrolled header, never scrolled away: their height
    // (last frame's; the buttons wrap to the panel's width) comes off the header's share.
    let buttons_id = egui::Id::unique("mcts-buttons-height");
    let buttons = ui
        .data(|data| data.get_temp::<f32>(buttons_id))
        .unwrap_or(line * 2.0);
    let most = if mcts.view().is_some() && views {
        (ui.available_height() * if compact { 0.5 } else { 0.42 } - buttons).max(line * 4.0)
    } else {
        ui.available_height() - buttons
    };
    let mut commands = Vec::new();
    ScrollArea::vertical()
        .id_salt("mcts-header")
        .max_height(most)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            commands.extend(mcts.header_ui(ui, choice, compact, to_the_end))
        });
    let buttons = mcts.stepper_ui(ui);
    ui.data_mut(|data| data.insert_temp(buttons_id, buttons));
    if views {
        ui.separator();
        let height = ui.available_height();
        commands.extend(mcts.views_ui(ui, height, compact, code));
    }
    commands
}

/// Draws the thinking panel's header, then `views` in the height left. The header takes what
/// it needs up to the room the views can spare, and scrolls inside it when it needs more, so
/// the views are never pushed out of the window and nothing scrolls them away.
fn header_then_views(
    ui: &mut Ui,
    thinking: &mut ThinkingPanel,
    context: &PanelContext<'_>,
    views: impl FnOnce(&mut Ui, &mut ThinkingPanel) -> Vec<Command>,
) -> Vec<Command> {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let mut commands = Vec::new();
    // A short window (a projector) shows the tree and the tables on tabs, which need less.
    let views_lines = if context.compact {
        SHORT_VIEWS_LINES
    } else {
        VIEWS_LINES
    };
    // Before the first search there are no views: the header has the whole height. The
    // header's last row (the legend and the code's toggle) stays out of the scrolled part, so
    // a short window never cuts the toggle a class needs: its row comes off the views' room.
    let most = if thinking.stepper().is_some() {
        (ui.available_height() - line * views_lines).max(line * 6.0)
    } else {
        ui.available_height()
    };
    ScrollArea::vertical()
        .id_salt("thinking-header")
        .max_height(most)
        .auto_shrink([false, true])
        .show(ui, |ui| commands.extend(thinking.header_top_ui(ui, context)));
    commands.extend(thinking.legend_row_ui(ui, context));
    commands.extend(views(ui, thinking));
    commands
}

/// Turns what the person did with a divider into the command that moves it; `kept` turns the
/// share left of (or above) the line into the share the settings keep.
fn divider_command(divider: Divider, change: DividerChange, kept: impl Fn(f32) -> f32) -> Command {
    match change {
        DividerChange::Moved(share) => Command::SetDivider {
            divider,
            share: Some(kept(share)),
            done: false,
        },
        DividerChange::Released(share) => Command::SetDivider {
            divider,
            share: Some(kept(share)),
            done: true,
        },
        DividerChange::Reset => Command::SetDivider {
            divider,
            share: None,
            done: true,
        },
    }
}

/// The height the views keep under the thinking panel's header, in lines of body text: the
/// header scrolls rather than take it.
const VIEWS_LINES: f32 = 22.0;
const SHORT_VIEWS_LINES: f32 = 14.0;
/// The height of the header's last row (the legend and the code's toggle), drawn under the
/// scrolled part of the header, in lines of body text.
const LEGEND_ROW_LINES: f32 = 1.5;

/// The widths of the side panels, as shares of the window's width in points.
struct PanelWidths {
    lessons: f32,
    thinking: f32,
    /// The Study layout's column of the small board and the stepper.
    study_board: f32,
}

/// The smallest board the Study layout shows, in points: still a board a class can read.
const SMALLEST_STUDY_BOARD: f32 = 240.0;

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
            // A chess lesson's step about the search, and a tree opened from a file (its
            // differences listed under the board), give the board a smaller share: the tree
            // and the node arrays are what the class reads then.
            // So does a chess lesson with the Code pane open: the code needs the width.
            let code_in_lesson = self.settings.code.open && self.position_lesson_step().is_some();
            let search_first =
                self.lesson_studies_search() || self.thinking.opened().is_some() || code_in_lesson;
            let share = if search_first {
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
            let widest = if search_first { 0.66 } else { 0.62 };
            let chosen = self.settings.dividers.thinking.filter(|_| self.study_applies());
            match chosen {
                // The person's share, as long as the board keeps a playable size.
                Some(share) => (rest * share).clamp(rest * 0.2, (rest - line * 10.0).max(rest * 0.2)),
                None => (rest - centre - line).clamp(rest * 0.28, rest * widest),
            }
        };
        // The small board's column: its share, or a quarter of the room; never so narrow that
        // the board is under the smallest size (with its coordinates), nor over half the room.
        let smallest = SMALLEST_STUDY_BOARD + line * 2.0;
        let share = self.settings.dividers.study_board.unwrap_or(0.27);
        let study_board = (rest * share).max(smallest).min((rest * 0.55).max(smallest));
        PanelWidths {
            lessons,
            thinking,
            study_board,
        }
    }
}
