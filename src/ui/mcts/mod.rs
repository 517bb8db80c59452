//! The window's Monte Carlo tree search (issue 25): the search run on a job, and its thinking
//! view, replayed one phase at a time.
//!
//! When MCTS is the chosen search ([`choice::MctsChoice`]), the panel beside the board shows
//! this view instead of the depth-first thinking panel: the phase as a large heading with the
//! engine's sentence about the step, the stepper (one phase, one iteration, a hundred
//! iterations), the comparison with minimax and alpha-beta, the tree and the node arrays.
//!
//! - `choice.rs`: MCTS as a choice, with its settings as the window keeps them, and its menu;
//! - `view.rs`: the step the replay stands at and what the board shows for it;
//! - `stepper.rs`, `tables.rs`, `drawing.rs`, `compare.rs`: the parts drawn.
//!
//! The game's flow is the app's (`ui/app/mcts_flow.rs`): this panel runs searches and says
//! when one has finished; the app plays the computer's move.

use std::sync::Arc;

use egui::{RichText, Ui};

use crate::engine::abstract_tree::AbstractNode;
use crate::engine::mcts::{MctsError, MctsSettings, MctsTree, mcts_abstract, mcts_chess};
use crate::engine::said::{Said, Told};
use crate::shell::i18n::{tr, tr_args};
use crate::shell::remote::{RemoteAnswer, RemoteRequest};
use crate::ui::code_pane::{MctsCodeContext, MctsCodePane};
use crate::ui::command::Command;
use crate::ui::job::{Job, JobCount, take_result};
use crate::ui::settings::CodeSettings;

pub mod choice;
pub mod compare;
mod drawing;
pub use drawing::{BOX_HEIGHT_IN_LABEL, NUMBERS_HEIGHT_IN_TEXT, mcts_drawing_label};
pub mod menu;
mod opened;
mod stepper;
mod tables;
pub mod view;

use choice::MctsChoice;
use compare::{CompareSubject, Comparison};
pub use view::{MctsView, ViewAction};

/// The views' tabs, where they are tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum ViewsTab {
    /// The tree, drawn (with the code under it when both fit).
    #[default]
    Tree,
    /// The node arrays.
    Tables,
    /// The Code pane, with the whole height.
    Code,
}

/// The narrowest room, in lines of body text, where the Code pane sits beside the tree and the
/// node arrays; in less it is a tab beside theirs.
const CODE_BESIDE_LINES: f32 = 50.0;

/// The Code pane's share of the width when it sits beside the views.
const CODE_SHARE: f32 = 0.45;

/// Why a search was run: to play the computer's move, or to study a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's move: the most visited move is played when it finishes.
    Move,
    /// A study: nothing is played.
    Study,
}

/// What to search.
#[derive(Clone, Debug)]
pub enum Root {
    /// A chess position with the hashes of the positions before it (repetitions), after
    /// `ply` moves of the game.
    Chess {
        /// The position.
        position: shakmaty::Chess,
        /// The hashes of the positions before it.
        history: Vec<u64>,
        /// The number of moves of the game before it.
        ply: usize,
    },
    /// A drawn tree's root's moves.
    Drawn(Arc<Vec<AbstractNode>>),
    /// A game of `src/games` from its root (tic-tac-toe, Connect Four), searched by its rules.
    Game(Arc<dyn crate::engine::tree::GameDescription>),
    /// A Monte Carlo lesson: its position or tree, searched with its own settings.
    Lesson(Arc<crate::course::lesson::Lesson>),
}

/// A finished search, as the panel hands it to the app.
pub struct Finished {
    /// Why it was run.
    pub purpose: Purpose,
    /// The number of moves of the game at its root (0 for a drawn tree).
    pub ply: usize,
    /// The tree, or why there is none.
    pub tree: Result<Arc<MctsTree>, MctsError>,
}

/// Returns the request that grows the search of `root` in a page's web worker: a chess
/// position's (the game's, or a chess lesson's with the lesson's settings); `None` for a drawn
/// tree.
fn remote_request(root: &Root, settings: MctsSettings) -> Option<RemoteRequest> {
    let (position, history, settings) = match root {
        Root::Chess {
            position, history, ..
        } => (position, history.as_slice(), settings),
        Root::Lesson(lesson) => match (&lesson.subject, lesson.mcts) {
            (crate::course::lesson::Subject::Position { game, .. }, Some(settings)) => {
                (game.position(), game.repetition_history(), settings)
            }
            _ => return None,
        },
        Root::Drawn(_) | Root::Game(_) => return None,
    };
    Some(RemoteRequest::Mcts {
        fen: crate::engine::position::fen_of(position),
        history: history.to_vec(),
        settings,
    })
}

/// A search running on its job.
struct Running {
    job: Job<Result<MctsTree, MctsError>>,
    purpose: Purpose,
    root: Root,
    iterations: u32,
}

/// The MCTS side of the window: the search running, the tree shown and its comparison.
#[derive(Default)]
pub struct MctsPanel {
    running: Option<Running>,
    view: Option<MctsView>,
    /// What the tree shown was searched from (for the comparison).
    root: Option<Root>,
    /// The comparison being worked out, then worked out.
    comparing: Option<Job<Comparison>>,
    comparison: Option<Comparison>,
    /// The tab shown where the views are tabs (a short window, or the Code pane open where it
    /// cannot sit beside them).
    tab: ViewsTab,
    /// The Code pane: the four phases' code, the step's line lit.
    code: MctsCodePane,
    /// The lesson step the replay was last moved to (a Monte Carlo lesson's), so that the
    /// lesson moves it once per step and the person steps freely from there.
    pub(crate) lesson_step: Option<usize>,
    /// A tree opened from a file, while it is shown (`opened.rs`).
    file: Option<opened::OpenedFile>,
}

impl MctsPanel {
    /// Starts a search of `root` with `settings` on a job; a search already running is
    /// cancelled first.
    pub fn start(
        &mut self,
        root: Root,
        settings: MctsSettings,
        purpose: Purpose,
        jobs: &JobCount,
        wake: impl Fn() + Send + 'static,
    ) {
        self.running = None;
        // A search of the game's takes the place of a file's tree.
        self.close_file();
        let searched = root.clone();
        // On a page a chess search grows in the web worker; a drawn tree's (a few dozen nodes)
        // grows on the page's thread.
        let request = {
            let root = root.clone();
            move || remote_request(&root, settings)
        };
        let translate = |answer| match answer {
            RemoteAnswer::Grown(grown) => Some(
                (*grown)
                    .map_err(|reason| MctsError::Tree(Told::new(crate::shell::i18n::said(&reason), reason))),
            ),
            _ => None,
        };
        let job = Job::start_in_worker("klados-mcts", jobs, wake, request, translate, move |context| {
            let tree = match &searched {
                Root::Chess {
                    position, history, ..
                } => mcts_chess(position, history, &settings, context.control()),
                Root::Drawn(drawn) => mcts_abstract(drawn, &settings, context.control()),
                Root::Game(game) => Arc::clone(game).mcts(&settings, context.control()),
                Root::Lesson(lesson) => match lesson.think_mcts_under(context.control()) {
                    Some(Ok(tree)) => Ok(Arc::unwrap_or_clone(tree)),
                    Some(Err(reason)) => Err(MctsError::Tree(reason)),
                    None => Err(MctsError::Tree(Told::new(
                        "the lesson does not search with MCTS",
                        Said::new("mcts-lesson-not-mcts"),
                    ))),
                },
            };
            context.send(tree);
        });
        self.running = Some(Running {
            job,
            purpose,
            root,
            iterations: settings.iterations,
        });
    }

    /// Returns true while a search runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Returns true while the computer's move is being searched: the person waits.
    pub fn is_moving(&self) -> bool {
        self.running
            .as_ref()
            .is_some_and(|running| running.purpose == Purpose::Move)
    }

    /// Cancels the running search, if any (its job ends before this returns).
    pub fn cancel(&mut self) {
        self.running = None;
    }

    /// Takes in the running search once it has finished: the tree is shown (from its last
    /// step) and handed back for the app to play its move.
    pub fn poll(&mut self) -> Option<Finished> {
        let running = self.running.as_mut()?;
        let result = take_result_of(&mut running.job)?;
        let running = self.running.take()?;
        Some(self.finish(running, result))
    }

    /// Waits for the running search and takes it in, as [`MctsPanel::poll`] does once it has
    /// finished (tests call this instead of counting frames).
    pub fn wait(&mut self) -> Option<Finished> {
        let running = self.running.take()?;
        let result = running.job.wait().unwrap_or(Err(MctsError::Search(
            crate::engine::settings::SearchError::Cancelled,
        )));
        Some(self.finish(running, result))
    }

    fn finish(&mut self, running: Running, result: Result<MctsTree, MctsError>) -> Finished {
        let ply = match &running.root {
            Root::Chess { ply, .. } => *ply,
            Root::Drawn(_) | Root::Game(_) | Root::Lesson(_) => 0,
        };
        let tree = result.map(Arc::new);
        if let Ok(tree) = &tree {
            self.view = Some(MctsView::new(Arc::clone(tree)));
            self.root = Some(running.root);
            self.comparing = None;
            self.comparison = None;
        }
        Finished {
            purpose: running.purpose,
            ply,
            tree,
        }
    }

    /// Returns the replay shown, if a search has finished.
    pub fn view(&self) -> Option<&MctsView> {
        self.view.as_ref()
    }

    /// Returns the replay shown, to move it (tests, lessons).
    pub fn view_mut(&mut self) -> Option<&mut MctsView> {
        self.view.as_mut()
    }

    /// Forgets the tree shown (a new game) and stops what runs.
    pub fn clear(&mut self) {
        self.lesson_step = None;
        self.running = None;
        self.file = None;
        self.view = None;
        self.root = None;
        self.comparing = None;
        self.comparison = None;
    }

    /// Starts comparing the tree shown with minimax and alpha-beta, at `depth` plies within
    /// `max_nodes` nodes for chess.
    pub fn start_comparison(
        &mut self,
        depth: usize,
        max_nodes: usize,
        jobs: &JobCount,
        wake: impl Fn() + Send + 'static,
    ) {
        let (Some(view), Some(root)) = (&self.view, &self.root) else {
            return;
        };
        let subject = match root {
            Root::Chess { history, .. } => CompareSubject::Chess {
                history: history.clone(),
                depth,
                max_nodes,
            },
            Root::Drawn(drawn) => CompareSubject::Drawn(Arc::clone(drawn)),
            Root::Game(game) => CompareSubject::Game {
                game: Arc::clone(game),
                depth,
                max_nodes,
            },
            Root::Lesson(lesson) => match &lesson.subject {
                crate::course::lesson::Subject::Position { game, .. } => CompareSubject::Chess {
                    history: game.repetition_history().to_vec(),
                    depth,
                    max_nodes,
                },
                crate::course::lesson::Subject::Tree { children, .. } => {
                    CompareSubject::Drawn(Arc::new(children.clone()))
                }
                crate::course::lesson::Subject::Game { game, .. } => CompareSubject::Game {
                    game: Arc::clone(game),
                    depth,
                    max_nodes,
                },
            },
        };
        let tree = Arc::clone(view.tree());
        self.comparison = None;
        // On a page a chess position's searches run in the web worker; the rest is quick.
        let request = match (&subject, tree.chess_root()) {
            (
                CompareSubject::Chess {
                    history,
                    depth,
                    max_nodes,
                },
                Some(root),
            ) => Some(RemoteRequest::DepthFirst {
                fen: crate::engine::position::fen_of(root),
                history: history.clone(),
                depth: *depth,
                max_nodes: *max_nodes,
            }),
            _ => None,
        };
        let shown = Arc::clone(&tree);
        self.comparing = Some(Job::start_in_worker(
            "klados-mcts-compare",
            jobs,
            wake,
            move || request,
            move |answer| match answer {
                RemoteAnswer::DepthFirst(chosen) => Some(compare::compared(&shown, chosen, Some(depth))),
                _ => None,
            },
            move |context| {
                context.send(compare::compare(&tree, &subject, context.control()));
            },
        ));
    }

    /// Takes in a finished comparison (the app calls this each frame).
    pub fn poll_comparison(&mut self) {
        if let Some(comparison) = take_result(&mut self.comparing) {
            self.comparison = Some(comparison);
        }
    }

    /// Waits for the comparison (tests).
    pub fn wait_for_comparison(&mut self) {
        if let Some(job) = self.comparing.take() {
            self.comparison = job.wait();
        }
    }

    /// Returns the comparison, once worked out.
    pub fn comparison(&self) -> Option<&Comparison> {
        self.comparison.as_ref()
    }

    /// The top of the panel: the search running (with Cancel), or the phase heading, the
    /// sentence and the comparison (the stepper's buttons are [`MctsPanel::stepper_ui`]'s). Returns the app's commands; the stepper's
    /// own moves are applied to the view after it is drawn. `to_the_end` is true while a game
    /// whose playouts go on to its end is played (tic-tac-toe, Connect Four): the settings say
    /// so rather than chess's playout depth.
    pub fn header_ui(
        &mut self,
        ui: &mut Ui,
        choice: &MctsChoice,
        compact: bool,
        to_the_end: bool,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        let mut changed = *choice;
        // A lesson's search has its own numbers (the stepper says them): the window's settings
        // are not what the class sees.
        let lesson = self.lesson_step.is_some();
        // A file's tree has its own numbers too, said over it.
        self.file_heading_ui(ui, &mut commands);
        if !lesson && self.file.is_none() {
            let iterations = ("iterations", choice.iterations.into());
            let c = ("c", crate::shell::i18n::decimal(choice.exploration, 2).into());
            let seed = ("seed", choice.seed.to_string().into());
            let title = if to_the_end {
                tr_args("mcts-settings-to-end", &[iterations, c, seed])
            } else {
                let playout = ("playout", choice.playout_depth.into());
                tr_args("mcts-settings", &[iterations, c, seed, playout])
            };
            // The title wraps at the panel's width: a CollapsingHeader's never wraps, and a long
            // one ("… playouts to the game's end" in projector letters) widened the panel past
            // the window's edge. A click on it opens the settings as the arrow does.
            let id = ui.make_persistent_id("mcts-settings");
            let mut title_clicked = false;
            let mut header =
                egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false)
                    .show_header(ui, |ui| {
                        let label =
                            egui::Label::new(egui::RichText::new(title).text_style(egui::TextStyle::Button))
                                .wrap()
                                .sense(egui::Sense::click());
                        title_clicked = ui.add(label).clicked();
                    });
            if title_clicked {
                header.toggle();
            }
            header.body(|ui| menu::settings_ui(ui, &mut changed, to_the_end));
        }
        if changed != *choice {
            commands.push(Command::SetMcts(changed.clamped()));
        }
        if let Some(running) = &self.running {
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                let seconds = running.job.started().elapsed().as_secs_f64();
                ui.label(tr_args(
                    "mcts-running",
                    &[
                        ("iterations", running.iterations.into()),
                        ("seconds", crate::shell::i18n::decimal(seconds, 1).into()),
                    ],
                ));
                if ui
                    .button(tr("play-cancel"))
                    .on_hover_text(tr("mcts-cancel-hint"))
                    .clicked()
                {
                    commands.push(Command::CancelMcts);
                }
            });
            ui.ctx().request_repaint();
        }
        let Some(view) = &mut self.view else {
            if self.running.is_none() {
                ui.label(RichText::new(tr("algorithm-mcts")).strong());
                ui.label(tr("mcts-no-tree"));
            }
            return commands;
        };
        stepper::heading_ui(ui, view);
        // The move the search plays is what a lesson asks about at its end: not said before.
        if !compact && !lesson {
            summary_ui(ui, view);
        }
        ui.horizontal_wrapped(|ui| {
            let comparing = self.comparing.is_some();
            if ui
                .add_enabled(!comparing, egui::Button::new(tr("mcts-compare")))
                .on_hover_text(tr("mcts-compare-hint"))
                .clicked()
            {
                commands.push(Command::CompareMcts);
            }
            if comparing {
                ui.spinner();
            }
        });
        // The comparison names the move MCTS plays: kept back while a question waits.
        if let Some(comparison) = &self.comparison
            && !view.keeps_secret()
        {
            compare::comparison_ui(ui, comparison);
        }
        commands
    }

    /// The stepper's buttons, under the header and outside its scrolled part, so that a class
    /// always sees them however long the sentence over them is. Returns the height they took.
    pub fn stepper_ui(&mut self, ui: &mut Ui) -> f32 {
        let Some(view) = &mut self.view else {
            return 0.0;
        };
        let top = ui.cursor().top();
        let actions = stepper::buttons_ui(ui, view);
        for action in actions {
            view.apply(action);
        }
        ui.cursor().top() - top
    }

    /// Brings the tree's tab to the front (a lesson's new step is about the tree).
    pub fn show_tree_tab(&mut self) {
        self.tab = ViewsTab::Tree;
    }

    /// Brings the node arrays' tab to the front (a lesson's step names them).
    pub fn show_tables_tab(&mut self) {
        self.tab = ViewsTab::Tables;
    }

    /// Brings the Code pane's tab to the front (the pane was just opened).
    pub fn show_code_tab(&mut self) {
        self.tab = ViewsTab::Code;
    }

    /// Returns the MCTS Code pane (tests read the lit line and the variables).
    pub fn code_pane(&self) -> &MctsCodePane {
        &self.code
    }

    /// The tree and the node arrays, sharing `height` points; in a short window (`compact`, a
    /// small projector) one at a time, on two tabs, so that each keeps room enough to read.
    /// With the Code pane open (`code`), the code sits beside them where the room is wide, else
    /// it is a third tab, and under the tree too while the whole drawing leaves it the room:
    /// the tree is never drawn smaller for the code. Returns the app's commands (the code's
    /// switch).
    pub fn views_ui(&mut self, ui: &mut Ui, height: f32, compact: bool, code: CodeSettings) -> Vec<Command> {
        let mut commands = Vec::new();
        if self.view.is_none() {
            return commands;
        }
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let beside = code.open && !compact && ui.available_width() >= line * CODE_BESIDE_LINES;
        if !beside {
            self.tree_and_tables_ui(ui, height, compact, code, &mut commands);
            return commands;
        }
        // The code on the right, the tree and the tables on the left, each the whole height.
        let room = egui::Rect::from_min_size(ui.cursor().min, egui::vec2(ui.available_width(), height));
        let gap = line * 0.8;
        let code_rect = egui::Rect::from_min_max(
            egui::pos2(room.right() - room.width() * CODE_SHARE, room.top()),
            room.max,
        );
        let views_rect =
            egui::Rect::from_min_max(room.min, egui::pos2(code_rect.left() - gap, room.bottom()));
        ui.scope_builder(egui::UiBuilder::new().max_rect(views_rect), |ui| {
            self.tree_and_tables_ui(ui, height, false, CodeSettings::default(), &mut commands);
        });
        ui.painter().vline(
            code_rect.left() - gap / 2.0,
            room.y_range(),
            ui.visuals().widgets.noninteractive.bg_stroke,
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(code_rect), |ui| {
            let bottom = code_rect.bottom() - ui.spacing().item_spacing.y * 2.0;
            commands.extend(self.code_ui(ui, code, false, bottom));
        });
        ui.advance_cursor_after_rect(room);
        commands
    }

    /// Draws the Code pane down to `bottom` (a screen coordinate); `terse` under the tree.
    fn code_ui(&mut self, ui: &mut Ui, code: CodeSettings, terse: bool, bottom: f32) -> Vec<Command> {
        let Some(view) = &self.view else {
            return Vec::new();
        };
        let context = MctsCodeContext {
            tree: view.tree(),
            step: view.step(),
            asking: view.keeps_secret(),
            source: code.source,
            terse,
        };
        self.code.ui(ui, &context, bottom)
    }

    /// The tree over the node arrays, or the two (and the code, when open) on tabs.
    fn tree_and_tables_ui(
        &mut self,
        ui: &mut Ui,
        height: f32,
        compact: bool,
        code: CodeSettings,
        commands: &mut Vec<Command>,
    ) {
        let Some(view) = &mut self.view else {
            return;
        };
        // A new size (projector mode, a resized window) scrolls to the lit node again.
        let size = ui.available_size();
        if view.last_size != Some(size) {
            view.last_size = Some(size);
            view.scroll_pending = true;
        }
        let mut actions = Vec::new();
        if compact || code.open {
            if !code.open && self.tab == ViewsTab::Code {
                self.tab = ViewsTab::Tree;
            }
            let tabs = [
                (ViewsTab::Tree, "tabs-tree"),
                (ViewsTab::Tables, "mcts-node-arrays"),
                (ViewsTab::Code, "tabs-code"),
            ];
            ui.horizontal(|ui| {
                for (tab, label) in tabs {
                    let mut response = ui.selectable_label(self.tab == tab, tr(label));
                    if tab == ViewsTab::Code {
                        response = response.on_hover_text(tr("code-mcts-tab-hint"));
                    }
                    let clicked = response.clicked();
                    if clicked && tab == ViewsTab::Code && !code.open {
                        // The code's tab opens the pane (as C does), which brings it in front.
                        commands.push(Command::OpenCode(true));
                    } else if clicked {
                        self.tab = tab;
                        view.scroll_pending = true;
                    }
                }
            });
            let top = ui.cursor().top();
            let left = ui.available_height();
            match self.tab {
                ViewsTab::Tables => actions.extend(tables::tables_ui(ui, view)),
                ViewsTab::Tree => {
                    // The code under the tree only while the whole drawing leaves it the room.
                    let tree = Arc::clone(view.tree());
                    let context = MctsCodeContext {
                        tree: &tree,
                        step: view.step(),
                        asking: view.keeps_secret(),
                        source: code.source,
                        terse: true,
                    };
                    let under = if code.open {
                        let spacing = ui.spacing().item_spacing.y * 2.0 + 6.0;
                        let least = self.code.least_height(ui, &context, ui.available_width()) + spacing;
                        view.drawing_height
                            .filter(|&wanted| wanted + least <= left)
                            .map(|_| least)
                    } else {
                        None
                    };
                    let tree_height = under.map_or(left, |least| left - least);
                    actions.extend(drawing::tree_ui(view, ui, tree_height));
                    if under.is_some() {
                        ui.separator();
                        let bottom = top + left - ui.spacing().item_spacing.y * 2.0;
                        commands.extend(self.code.ui(ui, &context, bottom));
                    }
                }
                ViewsTab::Code => {
                    let bottom = top + left - ui.spacing().item_spacing.y * 2.0;
                    let context = MctsCodeContext {
                        tree: view.tree(),
                        step: view.step(),
                        asking: view.keeps_secret(),
                        source: code.source,
                        terse: false,
                    };
                    commands.extend(self.code.ui(ui, &context, bottom));
                }
            }
        } else {
            let tree_height = (height * 0.55).max(80.0);
            actions.extend(drawing::tree_ui(view, ui, tree_height));
            ui.separator();
            actions.extend(tables::tables_ui(ui, view));
        }
        view.scroll_pending = false;
        for action in actions {
            view.apply(action);
        }
    }
}

/// A line under the stepper: the move MCTS plays, its visits and the size of the tree.
fn summary_ui(ui: &mut Ui, view: &MctsView) {
    let tree = view.tree();
    let Some(best) = tree.best() else {
        return;
    };
    let visits = tree.get(best).map_or(0, |node| node.visits());
    ui.weak(tr_args(
        "mcts-summary",
        &[
            ("move", tree.name_of(best).into()),
            ("visits", visits.into()),
            ("total", tree.root_visits().into()),
            ("nodes", tree.node_count().into()),
            ("time", compare::duration_words(tree.elapsed()).into()),
        ],
    ));
}

/// Takes a job's one result without waiting: `Some` once it has come (or an error once the
/// job ended without one).
fn take_result_of(job: &mut Job<Result<MctsTree, MctsError>>) -> Option<Result<MctsTree, MctsError>> {
    match job.poll() {
        crate::ui::job::Polled::Running => None,
        crate::ui::job::Polled::Message(result) => Some(result),
        crate::ui::job::Polled::Ended => Some(Err(MctsError::Search(
            crate::engine::settings::SearchError::Cancelled,
        ))),
    }
}
