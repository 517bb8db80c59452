//! Searching and replaying a lesson: its search (chess or an abstract tree), the names of its
//! nodes, and the replay step each of its stepper positions stands at.

use std::sync::Arc;

use super::*;
use crate::chess::game::search_game;
use crate::engine::abstract_tree::search_abstract;
use crate::engine::counts::SearchCounts;
use crate::engine::replay::{Granularity, Replay};
use crate::engine::said::Told;
use crate::engine::settings::{SearchControl, SearchSettings};
use crate::engine::tree::{NodeId, SearchTree, Status};

/// A lesson's search: the node arrays, and for an abstract tree the nodes' labels.
#[derive(Clone, Debug)]
pub struct LessonSearch {
    /// The node arrays.
    pub tree: Arc<SearchTree>,
    /// `labels[level][index]` names the nodes of an abstract tree; `None` for chess, whose
    /// nodes are named by their moves in SAN, and another game, whose tree names its moves (a
    /// cell `5`, a column `4`).
    pub labels: Option<Vec<Vec<String>>>,
}

impl LessonSearch {
    /// Returns a node's name: its label in an abstract tree, its move in SAN (with `+` or `#`)
    /// in chess, the game's name for the move in another game (a cell, a column).
    pub fn name_of(&self, id: NodeId) -> String {
        match &self.labels {
            Some(labels) => labels
                .get(id.level)
                .and_then(|level| level.get(id.index as usize))
                .cloned()
                .unwrap_or_else(|| String::from("?")),
            None => self.tree.san_of(id),
        }
    }

    /// Finds the node reached from the root by the moves named in `path` (names as
    /// [`LessonSearch::name_of`] gives them; a check mark `+` or `#` may be left out).
    pub fn find(&self, path: &[String]) -> Option<NodeId> {
        let mut found: Option<NodeId> = None;
        for name in path {
            let candidates: Vec<NodeId> = match found {
                None => self.tree.root_children().collect(),
                Some(parent) => self.tree.children_of(parent).collect(),
            };
            found = Some(
                candidates
                    .into_iter()
                    .find(|&id| same_name(&self.name_of(id), name))?,
            );
        }
        found
    }

    /// Returns the names of the principal variation.
    pub fn pv_names(&self) -> Vec<String> {
        self.tree
            .principal_variation()
            .into_iter()
            .map(|id| self.name_of(id))
            .collect()
    }
}

/// Compares move names, ignoring a trailing check or mate mark.
pub(super) fn same_name(actual: &str, written: &str) -> bool {
    let strip = |name: &str| name.trim().trim_end_matches(['+', '#']).to_string();
    strip(actual) == strip(written)
}

/// One row of a depth sweep: what the search to one depth chose, and what it cost.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SweepRow {
    /// The depth, in plies.
    pub depth: usize,
    /// The move chosen, in SAN.
    pub best: String,
    /// The root's value as people read it (`+0.52`, `#2`).
    pub value: String,
    /// What the search did.
    pub counts: SearchCounts,
}

impl SweepRow {
    /// Returns the row of a search: its depth, choice, value and counts.
    pub fn of(search: &LessonSearch) -> SweepRow {
        let tree = &search.tree;
        SweepRow {
            depth: tree.depth(),
            best: search.name_of(tree.best()),
            value: tree.display_value(tree.root_value()),
            counts: tree.counts(),
        }
    }
}

impl Lesson {
    /// Returns the settings of a sweep's search to `depth`.
    pub fn sweep_settings(&self, sweep: &Sweep, depth: usize) -> LessonSettings {
        LessonSettings {
            depth,
            algorithm: sweep.algorithm,
            techniques: sweep.techniques,
            ..self.settings
        }
    }

    /// Searches the lesson's position at every depth of `sweep`, in order. A depth whose search
    /// fails (past the node budget) gives its reason instead of a row.
    pub fn sweep(&self, sweep: &Sweep) -> Vec<Result<SweepRow, Told>> {
        self.sweep_under(sweep, &SearchControl::new())
    }

    /// [`Lesson::sweep`] with a control the caller can cancel (the window's lesson job).
    pub fn sweep_under(&self, sweep: &Sweep, control: &SearchControl) -> Vec<Result<SweepRow, Told>> {
        sweep
            .depths
            .iter()
            .map(|&depth| {
                let settings = self.sweep_settings(sweep, depth);
                Ok(SweepRow::of(&self.think_under(&settings, control)?))
            })
            .collect()
    }

    /// Returns the lesson's settings changed by `change`.
    pub fn settings_with(&self, change: Option<&SearchChange>) -> LessonSettings {
        let mut settings = self.settings;
        if let Some(change) = change {
            if let Some(depth) = change.depth {
                settings.depth = depth;
            }
            if let Some(algorithm) = change.algorithm {
                settings.algorithm = algorithm;
            }
            if let Some(techniques) = change.techniques {
                settings.techniques = techniques;
            }
        }
        settings
    }

    /// Runs the lesson's search with `settings` (see [`Lesson::settings_with`]). For an abstract
    /// tree the depth is the tree's and a different one is ignored.
    pub fn think(&self, settings: &LessonSettings) -> Result<LessonSearch, Told> {
        self.think_under(settings, &SearchControl::new())
    }

    /// [`Lesson::think`] with a control the caller can cancel (the window's lesson job). An
    /// abstract tree is small and quick; only a game's search (chess or another) checks the
    /// control.
    pub fn think_under(
        &self,
        settings: &LessonSettings,
        control: &SearchControl,
    ) -> Result<LessonSearch, Told> {
        match &self.subject {
            Subject::Position { game, .. } => {
                let search_settings =
                    SearchSettings::new(settings.depth, settings.algorithm).with(settings.techniques);
                let tree = search_game(game, &search_settings, control)
                    .map_err(|error| Told::new(error.to_string(), error.said()))?;
                Ok(LessonSearch {
                    tree: Arc::new(tree),
                    labels: None,
                })
            }
            Subject::Tree { children, .. } => {
                let searched = search_abstract(children, settings.algorithm)
                    .map_err(|error| Told::new(error.to_string(), error.said()))?;
                Ok(LessonSearch {
                    tree: Arc::new(searched.tree),
                    labels: Some(searched.labels),
                })
            }
            Subject::Game { game, .. } => {
                let search_settings =
                    SearchSettings::new(settings.depth, settings.algorithm).with(settings.techniques);
                let tree = Arc::clone(game).search(&search_settings, control)?;
                Ok(LessonSearch {
                    tree: Arc::new(tree),
                    labels: None,
                })
            }
        }
    }

    /// Prepares the replay the lesson's steps refer to: its order, whole levels per back-up step.
    pub fn replay(&self, search: &LessonSearch) -> Replay {
        Replay::new(Arc::clone(&search.tree), self.settings.order, Granularity::Level)
    }

    /// Searches the lesson with its own settings and finds each of its steps in the replay:
    /// the tree, and for each lesson step its step in the replay (`None` if it has none).
    pub fn prepare(&self, control: &SearchControl) -> Result<(LessonSearch, Vec<Option<usize>>), Told> {
        let search = self.think_under(&self.settings, control)?;
        let replay = self.replay(&search);
        let replay_steps = self
            .steps
            .iter()
            .map(|step| step_index(&replay, &search, &step.at))
            .collect();
        Ok((search, replay_steps))
    }
}

/// Returns the replay step at which the stepper stands for `at`, or `None` if no step matches
/// (a level or node the search does not have, or a pruned node). The replay finds each place
/// directly ([`Replay::revealed_at`] and its siblings), so this is quick on a tree of millions.
pub fn step_index(replay: &Replay, search: &LessonSearch, at: &StepperPosition) -> Option<usize> {
    match at {
        StepperPosition::Start => Some(0),
        StepperPosition::End => Some(replay.last_step()),
        StepperPosition::Revealed { level } => replay.revealed_at(*level),
        StepperPosition::BackedUp { level } => replay.backed_up_at(*level),
        StepperPosition::Entered { node } => replay.entered_at(searched_node(search, node)?),
        StepperPosition::Returned { node } => replay.returned_at(searched_node(search, node)?),
        // A Monte Carlo lesson's place: see [`super::mcts_step_index`].
        StepperPosition::Iteration { .. } => None,
    }
}

/// The node reached by the moves `path`, unless the search pruned it.
fn searched_node(search: &LessonSearch, path: &[String]) -> Option<NodeId> {
    let id = search.find(path)?;
    (search.tree.get(id)?.status() != Status::Pruned).then_some(id)
}
