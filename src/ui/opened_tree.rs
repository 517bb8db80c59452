//! A search tree opened from a `klados-tree/1` file — a student's own minimax or alpha-beta,
//! or any search Klados wrote — replayed in the thinking panel like Klados's own, and compared
//! with Klados's search of the same root on request. Klados's own Monte Carlo tree search files
//! are grown again from their settings and seed, checked to be the file's tree, and replayed in
//! the MCTS view ([`Loaded::MonteCarlo`]; `ui/app/opened_flow.rs`).
//!
//! What the window does with one:
//! * the file is read on a job ([`load_tree`]; a file may hold some 600,000 nodes), a line
//!   beside the board saying how far it has got: a file that is not a tree is one message
//!   naming the file and the node, and the window keeps what it showed;
//! * the tree replays in both orders, with its node tables and tree view, and for chess the
//!   board follows it; the panel names the file, so nobody takes it for the computer's search;
//! * before any comparison, what is wrong in the file on its own
//!   ([`crate::course::grade::own_checks`]: values that do not back up from their own children,
//!   leaves whose value is not their score, statuses that are not true) is marked ([`marks`]);
//!   the comparison's grade counts the same, so the two never disagree;
//! * *Compare with Klados's search* grades it on another job
//!   ([`crate::course::grade::grade_with`]), then marks every difference, lists them most
//!   important first, and steps to the first.
//!
//! The game waits meanwhile: closing the tree, or any move of the game, brings the game and its
//! search back as they were (`ui/app/opened_flow.rs`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::course::grade::{Difference, graded, own_checks};
use crate::course::tree_text::parse_tree;
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::mcts::MctsTree;
use crate::engine::reading::display_path;
use crate::engine::said::{Said, Told};
use crate::engine::settings::SearchControl;
use crate::engine::tree::SearchTree;
use crate::engine::tree_file::{AnyTreeFile, TreeFile, TreeFileError, read_any_tree_file_of};
use crate::shell::files::read_any_tree_path;
use crate::shell::remote::{OpenedFile, RemoteAnswer, RemoteRequest};
use crate::ui::job::{Job, JobCount, take_result};

pub mod drop;
pub mod marks;
pub mod panel;

use marks::TreeMarks;

/// A tree file read and built into node arrays, ready to be shown.
#[derive(Debug)]
pub struct LoadedTree {
    /// The file it was read from.
    pub path: PathBuf,
    /// The document as read (what a comparison grades); `None` when a page's web worker read
    /// it (the worker grades the file's bytes, `source`).
    pub file: Option<Arc<TreeFile>>,
    /// The node arrays the replay and the views use.
    pub tree: Arc<SearchTree>,
    /// What is wrong in the file on its own, most important first.
    pub unbacked: Vec<Difference>,
    /// The file's bytes, when it was read from bytes (on a page): the web worker grades them.
    pub source: Option<Arc<[u8]>>,
}

/// A Monte Carlo tree search's file, grown again from its settings and found to be the file's
/// tree: ready to replay in the MCTS view.
#[derive(Debug)]
pub struct LoadedMcts {
    /// The file it was read from.
    pub path: PathBuf,
    /// The tree, grown again (with its playouts, which the file does not hold).
    pub tree: MctsTree,
    /// An abstract tree's problem, its root's moves (the comparison with minimax searches it).
    pub drawn: Option<Vec<AbstractNode>>,
}

/// What a tree file held, ready to be shown.
#[derive(Debug)]
pub enum Loaded {
    /// A minimax or alpha-beta tree: replayed in the thinking panel.
    Search(LoadedTree),
    /// A Monte Carlo tree search's tree: replayed in the MCTS view.
    MonteCarlo(Box<LoadedMcts>),
}

/// Reads a tree file: a depth-first search's document, its node arrays and the values that do
/// not back up; or a Monte Carlo tree search's, grown again from its settings. `control` counts
/// the rows read (the window's progress line) and stops the work when cancelled. `Err` is one
/// line naming the file and, for a row, its level and node, as a sentence the window writes
/// in its language when it shows it (not in the job's thread).
pub fn load_tree(path: &Path, control: &SearchControl) -> Result<Loaded, Said> {
    let named = |error: TreeFileError| match error {
        // An unreadable file's message names the file already.
        TreeFileError::Unreadable { .. } => error.said(),
        other => of_file(path, other.said()),
    };
    let file = read_any_tree_path(path, control).map_err(named)?;
    loaded(path, file, control)
}

/// Reads a tree file's bytes, as a page gets them from the browser's file picker; `path` is the
/// file's name, for the messages and the panel. As [`load_tree`] otherwise.
pub fn load_tree_bytes(path: &Path, bytes: &[u8], control: &SearchControl) -> Result<Loaded, Said> {
    let file = read_any_tree_file_of(bytes, control, &crate::games::Games)
        .map_err(|error| of_file(path, error.said()))?;
    let mut loaded = loaded(path, file, control)?;
    if let Loaded::Search(tree) = &mut loaded {
        tree.source = Some(Arc::from(bytes));
    }
    Ok(loaded)
}

/// Makes what a page's web worker read of a tree file's bytes (`opened`) ready to be shown, as
/// [`load_tree_bytes`] would: a drawn tree's file, which the worker leaves to the page, is read
/// here.
pub fn loaded_in_worker(
    path: &Path,
    bytes: &Arc<[u8]>,
    opened: Result<OpenedFile, crate::engine::said::Said>,
) -> Result<Loaded, Said> {
    match opened {
        Ok(OpenedFile::Search { tree, unbacked }) => Ok(Loaded::Search(LoadedTree {
            path: path.to_path_buf(),
            file: None,
            tree: Arc::new(*tree),
            unbacked,
            source: Some(Arc::clone(bytes)),
        })),
        Ok(OpenedFile::MonteCarlo(tree)) => Ok(Loaded::MonteCarlo(Box::new(LoadedMcts {
            path: path.to_path_buf(),
            tree: *tree,
            drawn: None,
        }))),
        Ok(OpenedFile::ReadOnPage) => load_tree_bytes(path, bytes, &SearchControl::new()),
        Err(reason) => Err(of_file(path, reason)),
    }
}

/// Says why the file at `path` cannot be shown: its name, then `reason`.
fn of_file(path: &Path, reason: Said) -> Said {
    Said::new("tree-file-unreadable")
        .text("file", display_path(path))
        .said("reason", reason)
}

/// Makes what a file held ready to be shown: a depth-first search's node arrays and what is
/// wrong in it on its own, or a Monte Carlo tree search grown again from its settings.
fn loaded(path: &Path, file: AnyTreeFile, control: &SearchControl) -> Result<Loaded, Said> {
    let shown = display_path(path);
    let named = |error: TreeFileError| of_file(path, error.said());
    let file = match file {
        AnyTreeFile::Search(file) => file,
        AnyTreeFile::MonteCarlo(file) => {
            let drawn = match &file.problem {
                Some(text) if file.game_id() == crate::engine::tree::GameId::Drawn => {
                    Some(parse_tree(text).map_err(|error| {
                        Said::new("opened-bad-drawn-tree")
                            .text("file", shown.as_str())
                            .text("error", error.to_string())
                    })?)
                }
                _ => None,
            };
            let tree = file.search_again(drawn.as_deref(), control).map_err(named)?;
            return Ok(Loaded::MonteCarlo(Box::new(LoadedMcts {
                path: path.to_path_buf(),
                tree,
                drawn,
            })));
        }
    };
    let tree = file.to_search_tree().map_err(named)?;
    let unbacked = own_checks(&file, &tree);
    Ok(Loaded::Search(LoadedTree {
        path: path.to_path_buf(),
        file: Some(Arc::new(file)),
        tree: Arc::new(tree),
        unbacked,
        source: None,
    }))
}

pub use crate::course::grade::Graded;

/// The tree opened from a file, as the thinking panel shows it.
pub struct OpenedTree {
    /// The file it was read from.
    path: PathBuf,
    /// The document, for the comparison (`None` if a page's worker read it: see `source`).
    file: Option<Arc<TreeFile>>,
    /// The node arrays shown.
    tree: Arc<SearchTree>,
    /// The values that do not back up, found when it was read.
    unbacked: Vec<Difference>,
    /// The file's bytes, when it was read from bytes (on a page: the web worker grades them).
    source: Option<Arc<[u8]>>,
    /// The marks shown: the unbacked values, then every difference once compared.
    marks: TreeMarks,
    /// The comparison, while it runs.
    grading: Option<Job<Result<Graded, Told>>>,
    /// The comparison's result, once it has come.
    graded: Option<Result<Graded, Told>>,
}

impl OpenedTree {
    /// Makes the opened tree of a file read, its unbacked values marked.
    pub fn new(loaded: LoadedTree) -> OpenedTree {
        let marks = TreeMarks::new(&loaded.unbacked, &loaded.tree);
        OpenedTree {
            path: loaded.path,
            file: loaded.file,
            tree: loaded.tree,
            unbacked: loaded.unbacked,
            source: loaded.source,
            marks,
            grading: None,
            graded: None,
        }
    }

    /// Returns the file's name (its last part), as the panel names the tree.
    pub fn name(&self) -> String {
        self.path.file_name().map_or_else(
            || display_path(&self.path),
            |name| name.to_string_lossy().into_owned(),
        )
    }

    /// Returns the file the tree was read from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Returns the node arrays shown.
    pub fn tree(&self) -> &Arc<SearchTree> {
        &self.tree
    }

    /// Returns the marks shown on the nodes.
    pub fn marks(&self) -> &TreeMarks {
        &self.marks
    }

    /// Returns the values that do not back up from their own children.
    pub fn unbacked(&self) -> &[Difference] {
        &self.unbacked
    }

    /// Returns true while the comparison with Klados's search runs.
    pub fn is_comparing(&self) -> bool {
        self.grading.is_some()
    }

    /// Returns the comparison's result, once it has come: the grade, or why the tree cannot be
    /// graded.
    pub fn graded(&self) -> Option<&Result<Graded, Told>> {
        self.graded.as_ref()
    }

    /// Returns the differences the panel lists and the marks show: the comparison's once it
    /// has come, else the values that do not back up.
    pub fn differences(&self) -> &[Difference] {
        match &self.graded {
            Some(Ok(graded)) => &graded.differences,
            _ => &self.unbacked,
        }
    }

    /// Starts comparing the tree with Klados's search of the same root, depth and algorithm,
    /// on a job counted in `jobs` (`wake` is called when it is done). A comparison that runs,
    /// or has come, is kept.
    pub fn start_comparing(&mut self, jobs: &JobCount, wake: impl Fn() + Send + 'static) {
        if self.grading.is_some() || matches!(self.graded, Some(Ok(_))) {
            return;
        }
        self.graded = None;
        let file = self.file.clone();
        // On a page the web worker reads the file's bytes again and grades them.
        let source = self.source.clone();
        let request = {
            let source = source.clone();
            move || {
                let text = String::from_utf8(source?.to_vec()).ok()?;
                Some(RemoteRequest::Grade { text })
            }
        };
        self.grading = Some(Job::start_in_worker(
            "klados-grade",
            jobs,
            wake,
            request,
            |answer| match answer {
                RemoteAnswer::Graded(graded) => Some(*graded),
                _ => None,
            },
            move |context| {
                let control = context.control();
                context.send(match (file, source) {
                    (Some(file), _) => graded(&file, control),
                    (None, Some(bytes)) => crate::shell::remote::graded_bytes(&bytes, control),
                    (None, None) => Err(Told::new(String::new(), Said::new("opened-file-gone"))),
                });
            },
        ));
    }

    /// Takes in the comparison if it has finished: the differences are marked. Returns true
    /// when a grade came in now (the window then steps to the first difference).
    pub fn poll_comparison(&mut self) -> bool {
        match take_result(&mut self.grading) {
            Some(graded) => self.take_in(graded),
            None => false,
        }
    }

    /// Waits for the comparison to finish and takes it in (tests call this instead of counting
    /// frames). Returns true when a grade came in.
    pub fn wait_for_comparison(&mut self) -> bool {
        let graded = self.grading.take().and_then(|job| job.wait());
        match graded {
            Some(graded) => self.take_in(graded),
            None => false,
        }
    }

    /// Keeps the comparison's result and marks its differences; returns true for a grade.
    fn take_in(&mut self, graded: Result<Graded, Told>) -> bool {
        let came = graded.is_ok();
        if let Ok(graded) = &graded {
            self.marks = TreeMarks::new(&graded.differences, &self.tree);
        }
        self.graded = Some(graded);
        came
    }
}
