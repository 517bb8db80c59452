//! The lesson panel (left side): the list of lessons, and the lesson being taught.
//!
//! A lesson ([`crate::course::lesson`]) sets up a chess position or an abstract tree, searches it
//! and tells its story in steps, each tied to a place in the replay. The panel shows the list
//! (every lesson with its summary, and every file that failed to load with its `path:line:column`),
//! and while a lesson runs: its title, the current lesson step's text, a question for the class
//! with its answer hidden until the teacher reveals it, and buttons that move the story and the
//! thinking panel's stepper together.
//!
//! Loading a folder, and a lesson's search, its preparation (finding each lesson step's place in
//! the replay) and its depth sweeps, run as [`Job`]s, like the computer's search: a lesson file
//! from another folder may ask for a search far larger than the shipped ones. Opening another
//! lesson or leaving it cancels its job.

use std::path::{Path, PathBuf};

use egui::{RichText, TextEdit, Ui};

use crate::course::lesson::{Lesson, LessonError, LessonSearch, Secrets, Subject, SweepRow, load_dir_until};
use crate::engine::said::Said;
use crate::engine::said::Told;
use crate::engine::tree::GameId;
use crate::shell::i18n::{said, tr, tr_args};
use crate::ui::command::Command;
use crate::ui::job::{Job, JobCount, Polled, take_result};

mod view;

use view::LessonView;
pub use view::{WaitingPosition, lesson_position_ui};

/// The environment variable naming the lesson folder, checked before the usual places.
pub const LESSONS_VARIABLE: &str = "KLADOS_LESSONS";

/// Finds the folder of lessons: the one named by [`LESSONS_VARIABLE`] if it is set (even if it
/// does not exist, so that the panel says what is wrong with it), else `lessons/` in the current
/// folder (`cargo run` from the repository), else next to the program (`<exe>/../../lessons`
/// for `target/release/klados`, then `<exe dir>/lessons`). `None` if there is none.
pub fn find_lessons_folder() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os(LESSONS_VARIABLE) {
        return Some(PathBuf::from(named));
    }
    let mut candidates = vec![PathBuf::from("lessons")];
    if let Ok(exe) = std::env::current_exe()
        && let Some(exe_dir) = exe.parent()
    {
        candidates.push(exe_dir.join("..").join("..").join("lessons"));
        candidates.push(exe_dir.join("lessons"));
    }
    candidates.into_iter().find(|dir| dir.is_dir())
}

/// Returns true if two paths name the same folder (after following links, when they exist).
fn same_place(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// What the lesson's job sends: first the lesson's search with each step's place in its replay,
/// then each step's depth sweep.
enum LessonMessage {
    Prepared(Result<Prepared, Told>),
    Swept {
        step: usize,
        rows: Vec<Result<SweepRow, Told>>,
    },
}

/// What the web worker's answer about a lesson means to the lesson's job (on a page).
#[cfg(target_arch = "wasm32")]
fn lesson_message(answer: crate::shell::remote::RemoteAnswer) -> Option<LessonMessage> {
    use crate::shell::remote::RemoteAnswer;
    match answer {
        RemoteAnswer::LessonPrepared(prepared) => Some(LessonMessage::Prepared((*prepared).map(
            |(tree, replay_steps)| Prepared {
                search: LessonSearch {
                    tree: std::sync::Arc::new(tree),
                    labels: None,
                },
                replay_steps,
            },
        ))),
        RemoteAnswer::LessonSwept { step, rows } => Some(LessonMessage::Swept { step, rows }),
        _ => None,
    }
}

/// A lesson's search, prepared for its steps.
struct Prepared {
    search: LessonSearch,
    /// For each lesson step, its step in the replay (`None` if it has none).
    replay_steps: Vec<Option<usize>>,
}

impl Prepared {
    /// Searches the lesson and finds each of its steps in the replay (on the lesson's job).
    fn of(lesson: &Lesson, control: &crate::engine::settings::SearchControl) -> Result<Prepared, Told> {
        let (search, replay_steps) = lesson.prepare(control)?;
        Ok(Prepared { search, replay_steps })
    }
}

/// The lesson being taught: the lesson, its search and where the story is.
pub struct ActiveLesson {
    /// The lesson.
    lesson: Lesson,
    /// Its search: `None` while it runs, then the tree or why there is none.
    search: Option<Result<LessonSearch, Told>>,
    /// The job that searches, prepares and sweeps, until it has sent everything.
    job: Option<Job<LessonMessage>>,
    /// Each step's depth sweep, once searched.
    sweeps: Vec<Option<Vec<Result<SweepRow, Told>>>>,
    /// For each lesson step, its step in the replay (`None` if it has none, or before the search
    /// has finished).
    replay_steps: Vec<Option<usize>>,
    /// The lesson step shown, from 0.
    current: usize,
    /// True once the teacher has revealed the current step's answer.
    revealed: bool,
    /// What is kept back now (see [`ActiveLesson::secrets`]), worked out when the step, the
    /// reveal or the search changes.
    secrets: Option<Secrets>,
}

impl ActiveLesson {
    /// Starts a lesson: its search begins as a job counted in `jobs`; `wake` is called whenever
    /// the job has something for the window.
    fn start(lesson: Lesson, jobs: &JobCount, wake: impl Fn() + Send + 'static) -> ActiveLesson {
        // On a page a lesson on a position (chess, tic-tac-toe, Connect Four) is searched in the
        // web worker: it may take seconds (tic-tac-toe's whole tree is half a million nodes).
        #[cfg(target_arch = "wasm32")]
        let wake = {
            let wake = std::sync::Arc::new(std::sync::Mutex::new(wake));
            if !matches!(lesson.subject, Subject::Tree { .. }) {
                let remote_wake = std::sync::Arc::clone(&wake);
                let request = crate::shell::remote::RemoteRequest::of_lesson(&lesson);
                let woken = move || {
                    if let Ok(wake) = remote_wake.lock() {
                        wake();
                    }
                };
                if let Ok(job) = Job::start_remote(jobs, woken, &request, lesson_message) {
                    return ActiveLesson::with_job(lesson, job);
                }
            }
            move || {
                if let Ok(wake) = wake.lock() {
                    wake();
                }
            }
        };
        let searched = lesson.clone();
        let job = Job::start("klados-lesson", jobs, wake, move |context| {
            let prepared = Prepared::of(&searched, context.control());
            if context.is_cancelled() {
                return;
            }
            let failed = prepared.is_err();
            if !context.send(LessonMessage::Prepared(prepared)) || failed {
                return;
            }
            for (step, lesson_step) in searched.steps.iter().enumerate() {
                if let Some(sweep) = &lesson_step.sweep {
                    let rows = searched.sweep_under(sweep, context.control());
                    if context.is_cancelled() || !context.send(LessonMessage::Swept { step, rows }) {
                        return;
                    }
                }
            }
        });
        ActiveLesson::with_job(lesson, job)
    }

    /// A lesson whose search `job` is searching.
    fn with_job(lesson: Lesson, job: Job<LessonMessage>) -> ActiveLesson {
        ActiveLesson {
            replay_steps: vec![None; lesson.steps.len()],
            sweeps: vec![None; lesson.steps.len()],
            lesson,
            search: None,
            job: Some(job),
            current: 0,
            revealed: false,
            secrets: None,
        }
    }

    /// Takes in the prepared search: the tree and every lesson step's place in the replay.
    fn finish(&mut self, prepared: Result<Prepared, Told>) {
        self.search = Some(prepared.map(|prepared| {
            self.replay_steps = prepared.replay_steps;
            prepared.search
        }));
        self.refresh_secrets();
    }

    /// Returns the lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// Returns the lesson's search once it has finished (`None` while it runs or if it failed).
    pub fn search(&self) -> Option<&LessonSearch> {
        self.search.as_ref().and_then(|result| result.as_ref().ok())
    }

    /// Returns true while the lesson's search runs.
    pub fn is_searching(&self) -> bool {
        self.search.is_none()
    }

    /// Returns lesson step `index`'s depth sweep once it has been searched.
    pub fn sweep(&self, index: usize) -> Option<&[Result<SweepRow, Told>]> {
        self.sweeps.get(index)?.as_deref()
    }

    /// Takes in one message from the lesson's thread; returns the search if that is what came.
    fn receive(&mut self, message: LessonMessage) -> Option<LessonSearch> {
        match message {
            LessonMessage::Prepared(result) => {
                self.finish(result);
                self.search().cloned()
            }
            LessonMessage::Swept { step, rows } => {
                if let Some(slot) = self.sweeps.get_mut(step) {
                    *slot = Some(rows);
                }
                None
            }
        }
    }

    /// Returns the lesson step shown, counted from 0.
    pub fn current_step(&self) -> usize {
        self.current
    }

    /// Returns the replay step of lesson step `index`, once the search has finished.
    pub fn replay_step(&self, index: usize) -> Option<usize> {
        self.replay_steps.get(index).copied().flatten()
    }

    /// Returns true once the current step's answer has been revealed.
    pub fn is_revealed(&self) -> bool {
        self.revealed
    }

    /// Returns true while the current step asks the class something not yet revealed.
    pub fn is_asking(&self) -> bool {
        !self.revealed
            && self
                .lesson
                .steps
                .get(self.current)
                .is_some_and(|step| step.predict.is_some())
    }

    /// Returns true once the current step's question about a count (searched, evaluated, …)
    /// has been answered: the header may show the search's totals.
    pub fn counts_revealed(&self) -> bool {
        self.revealed
            && self
                .lesson
                .steps
                .get(self.current)
                .and_then(|step| step.predict.as_ref()?.check.as_ref())
                .is_some_and(crate::course::lesson::Claim::states_count)
    }

    /// Returns the replay step an open question holds the stepper at: no key and no button goes
    /// past it before Reveal (`None` when no question waits).
    pub fn hold_step(&self) -> Option<usize> {
        self.is_asking().then(|| self.replay_step(self.current)).flatten()
    }

    /// Returns what is kept back now: the current step's question until it is revealed, and
    /// the counts while a later question asks for one (`None` when nothing is).
    pub fn secrets(&self) -> Option<&Secrets> {
        self.secrets.as_ref()
    }

    /// Works the secrets out again, after the step, the reveal or the search changed.
    fn refresh_secrets(&mut self) {
        let previous = self
            .current
            .checked_sub(1)
            .and_then(|previous| self.replay_step(previous));
        self.secrets = self
            .search()
            .and_then(|search| Secrets::of(&self.lesson, self.current, self.revealed, search, previous));
    }

    /// Returns the node the current step talks about first (the one the tables scroll to and
    /// the board shows), if it names one and the search has it.
    pub fn focus(&self) -> Option<crate::engine::tree::NodeId> {
        self.focus_all().into_iter().next()
    }

    /// Returns the view the current step brings to the front (its `view`), if it names one.
    pub fn view(&self) -> Option<crate::course::lesson::StepView> {
        self.lesson.steps.get(self.current)?.view
    }

    /// Returns every node the current step talks about (its `focus`), for the tree view to frame.
    pub fn focus_all(&self) -> Vec<crate::engine::tree::NodeId> {
        let (Some(step), Some(search)) = (self.lesson.steps.get(self.current), self.search()) else {
            return Vec::new();
        };
        step.focus.iter().filter_map(|path| search.find(path)).collect()
    }

    /// Returns true for a lesson on a position (chess, tic-tac-toe, Connect Four), false for an
    /// abstract tree: leaving it plays on from the position.
    pub fn has_position(&self) -> bool {
        !matches!(self.lesson.subject, Subject::Tree { .. })
    }
}

/// The lesson panel: the list of lessons and the lesson being taught.
#[derive(Default)]
pub struct LessonPanel {
    /// True while the panel is shown.
    pub open: bool,
    /// True while the list is shown although a lesson runs (the teacher is choosing another).
    browsing: bool,
    /// The folder the lessons came from.
    folder: Option<PathBuf>,
    /// The person's own lessons folder (beside the settings), listed with the folder's lessons
    /// whenever it exists: the tree builder saves there.
    own_folder: Option<PathBuf>,
    /// The folder typed in the field, loaded with the "Load" button.
    folder_text: String,
    /// The lessons that loaded, in the course's order (`course.txt`, then by id).
    lessons: Vec<Lesson>,
    /// Every problem found while loading, as `path:line:column: what is wrong`, written in the
    /// window's language when shown (the loading job's thread speaks none).
    problems: Vec<Said>,
    /// The lesson being taught.
    active: Option<ActiveLesson>,
    /// The job loading a folder, while it runs.
    loading: Option<Job<LoadedFolder>>,
    /// True from a Reveal until the answer has been scrolled into view.
    scroll_to_answer: bool,
}

/// The lessons of a folder that loaded, and the problems found loading it.
struct LoadedFolder {
    lessons: Vec<Lesson>,
    problems: Vec<Said>,
}

impl LessonPanel {
    /// Starts loading the lessons in `dir` as a job counted in `jobs`; the list is replaced when
    /// they have loaded ([`LessonPanel::poll`]). A bad file is listed with its problem; the others
    /// still load. The person's own lessons ([`LessonPanel::set_own_folder`]) are listed too.
    pub fn load_from(&mut self, dir: &Path, jobs: &JobCount, wake: impl Fn() + Send + 'static) {
        let folder = dir.to_path_buf();
        // The own folder, unless it is the one loaded or does not exist (yet): nothing to list.
        let own = self
            .own_folder
            .clone()
            .filter(|own| own.is_dir() && !same_place(own, dir));
        self.loading = Some(Job::start("klados-lessons", jobs, wake, move |context| {
            let (mut lessons, mut problems) = load_dir_until(&folder, || context.is_cancelled());
            if let Some(own) = own {
                let (own_lessons, own_problems) = load_dir_until(&own, || context.is_cancelled());
                lessons.extend(own_lessons);
                problems.extend(own_problems);
                // The folder's course orders both (its problems were reported with the folder's).
                crate::course::lesson::Course::read(&folder).0.sort(&mut lessons);
            }
            let problems = problems.iter().map(|problem| listed(problem, &folder)).collect();
            context.send(LoadedFolder { lessons, problems });
        }));
        self.folder = Some(dir.to_path_buf());
        self.folder_text = dir.display().to_string();
    }

    /// Starts reading the lessons built into the program ([`crate::course::lesson::built_in`])
    /// as a job counted in `jobs`, as a page does: it has no lessons folder.
    pub fn load_built_in(&mut self, jobs: &JobCount, wake: impl Fn() + Send + 'static) {
        self.loading = Some(Job::start("klados-lessons", jobs, wake, move |context| {
            let (lessons, problems) = crate::course::lesson::built_in();
            let problems = problems.iter().map(LessonError::said).collect();
            context.send(LoadedFolder { lessons, problems });
        }));
    }

    /// Returns the folder the lessons came from.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// Sets the person's own lessons folder, listed with the others from the next load on.
    pub fn set_own_folder(&mut self, folder: Option<PathBuf>) {
        self.own_folder = folder;
    }

    /// Returns the person's own lessons folder, if the window keeps one.
    pub fn own_folder(&self) -> Option<&Path> {
        self.own_folder.as_deref()
    }

    /// Returns true while a folder is being loaded.
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// Takes in a loaded folder.
    fn loaded(&mut self, folder: LoadedFolder) {
        self.lessons = folder.lessons;
        self.problems = folder.problems;
    }

    /// Waits for the folder being loaded (tests use this instead of counting frames).
    pub fn wait_for_folder(&mut self) {
        if let Some(job) = self.loading.take()
            && let Some(folder) = job.wait()
        {
            self.loaded(folder);
        }
    }

    /// Returns the lessons that loaded.
    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    /// Returns the problems found while loading, one line each.
    pub fn problems(&self) -> &[Said] {
        &self.problems
    }

    /// Returns the lesson being taught, if any.
    pub fn active(&self) -> Option<&ActiveLesson> {
        self.active.as_ref()
    }

    /// Starts lesson `index` of the list; returns false if there is no such lesson.
    /// The lesson's search runs as a job counted in `jobs`; a lesson taught before is closed
    /// first, which cancels its job.
    pub fn open_lesson(&mut self, index: usize, jobs: &JobCount, wake: impl Fn() + Send + 'static) -> bool {
        let Some(lesson) = self.lessons.get(index) else {
            return false;
        };
        self.active = None;
        self.active = Some(ActiveLesson::start(lesson.clone(), jobs, wake));
        self.open = true;
        self.browsing = false;
        true
    }

    /// Ends the lesson being taught and returns it.
    pub fn close_lesson(&mut self) -> Option<ActiveLesson> {
        self.browsing = false;
        self.active.take()
    }

    /// Shows the list (`true`) or the lesson being taught (`false`).
    pub fn set_browsing(&mut self, browsing: bool) {
        self.browsing = browsing;
        self.open = true;
    }

    /// Returns true while the list of lessons is in front: the panel is open and shows the
    /// list, not a lesson. The lesson's keys (PageDown, PageUp) then leave the lesson behind it
    /// alone.
    pub fn is_list_in_front(&self) -> bool {
        self.open && (self.browsing || self.active.is_none())
    }

    /// Returns the place in the list of the lesson to teach after the one being taught: the
    /// lessons the course starts with (the list's first, before the plan's), the 45-minute plan
    /// of `lessons/TEACHING.md` ([`CLASS_PLAN`]), then the others in the list's order. `None`
    /// after the last, or when no lesson is taught.
    pub fn next_lesson(&self) -> Option<usize> {
        let active = self.active.as_ref()?;
        let order = class_order(&self.lessons);
        let here = order.iter().position(|&index| {
            self.lessons
                .get(index)
                .is_some_and(|l| l.path == active.lesson.path)
        })?;
        order.get(here + 1).copied()
    }

    /// Takes in what the panel's jobs have sent: a loaded folder, a lesson's search (returned when
    /// it has just finished, once, so that the app can show its tree; an error stays in the
    /// panel, which shows it) and the lesson's sweeps.
    pub fn poll(&mut self) -> Option<LessonSearch> {
        if let Some(folder) = take_result(&mut self.loading) {
            self.loaded(folder);
        }
        let active = self.active.as_mut()?;
        let mut searched = None;
        while let Some(job) = &active.job {
            match job.poll() {
                Polled::Message(message) => searched = searched.or(active.receive(message)),
                Polled::Running => break,
                Polled::Ended => {
                    active.job = None;
                    if active.search.is_none() {
                        active.finish(Err(Told::new(
                            String::new(),
                            crate::engine::said::Said::new("lesson-search-no-result"),
                        )));
                    }
                }
            }
        }
        searched
    }

    /// Waits for the lesson's search to finish (tests use this instead of counting frames) and
    /// returns it, as [`LessonPanel::poll`] does.
    /// Its depth sweeps are waited for too.
    pub fn wait(&mut self) -> Option<LessonSearch> {
        let active = self.active.as_mut()?;
        let job = active.job.take()?;
        let mut searched = None;
        while let Some(message) = job.wait() {
            searched = searched.or(active.receive(message));
        }
        if active.search.is_none() {
            active.finish(Err(Told::new(
                String::new(),
                crate::engine::said::Said::new("lesson-search-no-result"),
            )));
        }
        searched
    }

    /// Moves the story to lesson step `index` (hiding any answer) and returns that step's place
    /// in the replay, for the stepper.
    pub fn go_to(&mut self, index: usize) -> Option<usize> {
        let active = self.active.as_mut()?;
        if index >= active.lesson.steps.len() {
            return None;
        }
        if index != active.current {
            active.current = index;
            active.revealed = false;
            active.refresh_secrets();
        }
        active.replay_step(index)
    }

    /// Reveals the current step's answer (and scrolls it into view).
    pub fn reveal(&mut self) {
        if let Some(active) = &mut self.active
            && !active.revealed
        {
            active.revealed = true;
            active.refresh_secrets();
            self.scroll_to_answer = true;
        }
    }

    /// Draws the panel; `replay_step` is where the thinking panel's stepper stands, `compact`
    /// (projector mode) lists the lessons one line each. Returns the commands the person gave.
    ///
    /// The list and each lesson step scroll on their own, so a lesson opens at its top (title,
    /// Previous and Next in view) and the list stays where it was; "Leave the lesson" sits
    /// under the story, never scrolled away.
    pub fn ui(&mut self, ui: &mut Ui, replay_step: Option<usize>, compact: bool) -> Vec<Command> {
        let mut commands = Vec::new();
        let next_lesson = self.next_lesson();
        match &self.active {
            Some(active) if !self.browsing => {
                let next = next_lesson.and_then(|index| Some((index, self.lessons.get(index)?)));
                let scroll_to_answer = std::mem::take(&mut self.scroll_to_answer);
                let view = LessonView {
                    active,
                    replay_step,
                    next,
                    scroll_to_answer,
                };
                view.ui(ui, &mut commands);
            }
            _ => {
                egui::ScrollArea::vertical()
                    .id_salt("lesson-list")
                    .auto_shrink([false, false])
                    .show(ui, |ui| self.list_ui(ui, compact, &mut commands));
            }
        }
        commands
    }

    /// The list: every lesson, numbered as `lessons/TEACHING.md` numbers them, with its summary
    /// (in `compact` lists a hover: one line a lesson, so that a projector shows many), the
    /// files that failed, and the folder field.
    fn list_ui(&mut self, ui: &mut Ui, compact: bool, commands: &mut Vec<Command>) {
        ui.heading(tr("lessons-choose"));
        if let Some(active) = &self.active
            && ui
                .button(tr_args(
                    "lessons-back-to",
                    &[(
                        "title",
                        active
                            .lesson
                            .title_in(crate::shell::i18n::language().code())
                            .into(),
                    )],
                ))
                .clicked()
        {
            commands.push(Command::BrowseLessons(false));
        }
        if crate::shell::files::NO_FOLDERS {
            // A page teaches the lessons built into it: there is no folder to choose.
            ui.weak(tr("lessons-built-in"));
            ui.separator();
            self.lessons_ui(ui, compact, commands);
            return;
        }
        match &self.folder {
            Some(folder) if self.loading.is_some() => ui.weak(tr_args(
                "lessons-loading",
                &[("folder", folder.display().to_string().into())],
            )),
            Some(folder) => match self.own_folder.as_deref().filter(|own| own.is_dir()) {
                Some(own) => ui.weak(tr_args(
                    "lessons-from-and-own",
                    &[
                        ("folder", folder.display().to_string().into()),
                        ("own", own.display().to_string().into()),
                    ],
                )),
                None => ui.weak(tr_args(
                    "lessons-from",
                    &[("folder", folder.display().to_string().into())],
                )),
            },
            None => ui.weak(tr_args(
                "lessons-no-folder",
                &[("variable", LESSONS_VARIABLE.into())],
            )),
        };
        // The label has a row of its own, so the field keeps room for a path in every language
        // (beside "Φάκελος:" and "Φόρτωση" it was cut to five letters in a narrow list).
        let label = ui.label(tr("lessons-folder"));
        ui.horizontal(|ui| {
            // The field takes what the button leaves: "Load" is a longer word in Greek.
            let load = tr("lessons-load");
            let button = crate::ui::widgets::text_width(ui, &load, &egui::TextStyle::Button)
                + ui.spacing().button_padding.x * 2.0
                + ui.spacing().item_spacing.x * 2.0
                + 8.0;
            let field = ui
                .add(
                    TextEdit::singleline(&mut self.folder_text)
                        .desired_width((ui.available_width() - button).max(40.0)),
                )
                .labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui.button(load).clicked() || entered {
                commands.push(Command::LoadLessonsFrom(PathBuf::from(self.folder_text.trim())));
            }
        });
        ui.separator();
        self.lessons_ui(ui, compact, commands);
    }

    /// The lessons of the list, each a button, then the files that failed.
    fn lessons_ui(&mut self, ui: &mut Ui, compact: bool, commands: &mut Vec<Command>) {
        for (index, lesson) in self.lessons.iter().enumerate() {
            let is_active = self
                .active
                .as_ref()
                .is_some_and(|active| active.lesson.path == lesson.path);
            let kind = tr(match lesson.subject.game_id() {
                GameId::Chess => "lessons-kind-chess",
                GameId::Drawn => "lessons-kind-tree",
                GameId::TicTacToe => "lessons-kind-tictactoe",
                GameId::ConnectFour => "lessons-kind-connect4",
            });
            let language = crate::shell::i18n::language();
            let title = RichText::new(lesson.title_in(language.code()))
                .strong()
                .text_style(egui::TextStyle::Body);
            let open = tr_args("lessons-open", &[("kind", kind.into())]);
            let hover = if compact {
                format!("{}\n\n{open}", lesson.summary_in(language.code()))
            } else {
                open
            };
            // The number as TEACHING.md gives it, then the title (the button, named by it).
            let row = ui
                .horizontal(|ui| {
                    if let Some(number) = lesson_number(lesson) {
                        ui.label(RichText::new(number).strong().text_style(egui::TextStyle::Body));
                    }
                    ui.add(egui::Button::selectable(is_active, title).wrap())
                })
                .inner;
            // A lesson not translated into the window's language is shown in English, and says
            // so on a line of its own (beside a wrapped title it was cut at the list's edge).
            if language != crate::shell::i18n::Language::English && lesson.words_in(language.code()).is_none()
            {
                ui.weak(tr("lessons-english-only"));
            }
            if row.on_hover_text(hover).clicked() {
                commands.push(Command::OpenLesson(index));
            }
            if !compact {
                ui.label(lesson.summary_in(language.code()));
                ui.add_space(6.0);
            }
        }
        if self.lessons.is_empty() && self.loading.is_none() {
            ui.label(tr("lessons-none"));
        }
        for problem in &self.problems {
            let text = said(problem);
            ui.add(egui::Label::new(RichText::new(text).color(problem_color(ui))).wrap());
        }
    }
}

/// A problem as the list shows it: a file in `folder`, named above the list, by its name in
/// it; a whole path is one long word, cut at the edge of a narrow list.
fn listed(problem: &LessonError, folder: &Path) -> Said {
    let mut said = problem.said();
    if let Ok(inside) = problem.path().strip_prefix(folder) {
        for (name, arg) in &mut said.args {
            if *name == "file" {
                *arg = crate::engine::said::SaidArg::Text(inside.display().to_string());
            }
        }
    }
    said
}

/// Red that reads on both themes.
fn problem_color(ui: &Ui) -> egui::Color32 {
    crate::ui::palette::problem_color(ui.visuals().dark_mode)
}

/// The 45-minute class of `lessons/TEACHING.md`, as the lesson numbers its table gives (the
/// file names' first digits); "Next lesson" follows it, then the other lessons in the list's
/// order. `tests/lessons.rs` checks that it agrees with TEACHING.md.
pub const CLASS_PLAN: [&str; 10] = ["01", "02", "03", "04", "05", "06", "09", "13", "14", "16"];

/// Returns a lesson's number as TEACHING.md gives it: the digits its file name starts with
/// ("05" for `05-alpha-beta-by-hand.json`), `None` for a file name without them.
pub fn lesson_number(lesson: &Lesson) -> Option<&str> {
    let name = lesson.path.file_name()?.to_str()?;
    let digits = name.len() - name.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    (digits > 0).then(|| &name[..digits])
}

/// Returns the places in `lessons` in the order a class meets them: the list's (the course's)
/// up to the plan's first lesson (the games the course starts with), the plan's, then the rest
/// in the list's order.
fn class_order(lessons: &[Lesson]) -> Vec<usize> {
    let plan: Vec<usize> = CLASS_PLAN
        .iter()
        .filter_map(|number| {
            lessons
                .iter()
                .position(|lesson| lesson_number(lesson) == Some(number))
        })
        .collect();
    let plan_starts = plan.iter().min().copied().unwrap_or(lessons.len());
    let mut order: Vec<usize> = (0..plan_starts).filter(|index| !plan.contains(index)).collect();
    order.extend(&plan);
    let rest: Vec<usize> = (0..lessons.len())
        .filter(|index| !order.contains(index))
        .collect();
    order.extend(rest);
    order
}
