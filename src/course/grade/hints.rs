//! A hint at the line of code behind the pruning differences: the student's tree is replayed
//! with its own values under a few common mistakes, and a mistake that gives exactly the moves
//! the student's search searched and pruned, where alpha-beta's own rule does not, is named.
//!
//! The mistakes: MIN never lowers β; MAX never raises α; the cutoff tests α > β instead of
//! α ≥ β; a node's window is not passed down to its children (each starts from −∞…+∞). Where
//! the student's search never cuts off at all, it says so first.

use crate::course::grade::place::place;
use crate::course::grade::windows::FULL;
use crate::course::grade::words::Units;
use crate::engine::said::{Said, Told};
use crate::engine::tree::{Backup, NodeId, SearchTree, Status};
use crate::engine::tree_file::TreeFile;

/// A way of running alpha-beta: the right one, or one with a common mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Alpha-beta as it should be.
    Right,
    /// No cutoff at all: every move searched, as minimax does.
    NeverCuts,
    /// The cutoff waits for α > β.
    CutsPastEqual,
    /// MIN never lowers β.
    MinKeepsBeta,
    /// MAX never raises α.
    MaxKeepsAlpha,
    /// Every node starts from −∞…+∞.
    WindowNotPassed,
}

impl Rule {
    /// The mistakes a hint may name, in the order it names them.
    const MISTAKES: [Rule; 4] = [
        Rule::MinKeepsBeta,
        Rule::MaxKeepsAlpha,
        Rule::CutsPastEqual,
        Rule::WindowNotPassed,
    ];

    /// Names the mistake and says what alpha-beta does instead, as messages of the window's
    /// catalogue (the same words as [`Rule::words`]).
    fn said(self) -> (Said, Said) {
        let (cause, advice) = match self {
            Rule::Right | Rule::NeverCuts => ("said-nothing", "said-nothing"),
            Rule::CutsPastEqual => ("grade-cause-cuts-past-equal", "grade-advice-cuts-past-equal"),
            Rule::MinKeepsBeta => ("grade-cause-min-keeps-beta", "grade-advice-min-keeps-beta"),
            Rule::MaxKeepsAlpha => ("grade-cause-max-keeps-alpha", "grade-advice-max-keeps-alpha"),
            Rule::WindowNotPassed => ("grade-cause-window-not-passed", "grade-advice-window-not-passed"),
        };
        (Said::new(cause), Said::new(advice))
    }

    /// Names the mistake and says what alpha-beta does instead.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Rule::Right | Rule::NeverCuts => ("", ""),
            Rule::CutsPastEqual => ("the cutoff waits for α > β", "alpha-beta cuts as soon as α ≥ β"),
            Rule::MinKeepsBeta => (
                "β is never lowered",
                "MIN lowers β to the smallest value it has found",
            ),
            Rule::MaxKeepsAlpha => (
                "α is never raised",
                "MAX raises α to the largest value it has found",
            ),
            Rule::WindowNotPassed => (
                "α and β are not passed down",
                "a node's moves start from its own α and β, not from −∞ and +∞",
            ),
        }
    }
}

/// Returns the hint the student's pruning supports: the common mistake (or mistakes) that
/// give exactly the moves its search searched and pruned; none where alpha-beta's own rule
/// does, or no mistake does.
pub(crate) fn hints(file: &TreeFile, tree: &SearchTree, units: Units) -> Vec<Told> {
    if !file.algorithm.prunes() {
        return Vec::new();
    }
    let mut first = None;
    if replay(file, Rule::Right, &mut first) {
        return Vec::new();
    }
    let Some(first) = first else {
        return Vec::new();
    };
    let at = first.words(tree, units);
    let at_said = first.said(tree, units);
    let fitting: Vec<Rule> = Rule::MISTAKES
        .into_iter()
        .filter(|&rule| replay(file, rule, &mut None))
        .collect();
    let causes: Vec<&str> = fitting.iter().map(|rule| rule.words().0).collect();
    let advice: Vec<&str> = fitting.iter().map(|rule| rule.words().1).collect();
    let causes_said = joined(fitting.iter().map(|rule| rule.said().0), "grade-hint-or");
    let advice_said = joined(fitting.iter().map(|rule| rule.said().1), "grade-hint-and");
    if replay(file, Rule::NeverCuts, &mut None) {
        let (why, said) = match causes_said {
            None => (
                String::new(),
                Said::new("grade-hint-never-cuts").said("at", at_said),
            ),
            Some(causes_said) => (
                format!(": perhaps {}", causes.join(", or ")),
                Said::new("grade-hint-never-cuts-perhaps")
                    .said("at", at_said)
                    .said("causes", causes_said),
            ),
        };
        return vec![Told::new(
            format!("Hint: your search never cuts off, though alpha-beta does ({at}){why}."),
            said,
        )];
    }
    match (causes_said, advice_said) {
        (Some(causes_said), Some(advice_said)) => vec![Told::new(
            format!("Hint: {} ({at}): {}.", causes.join(", or "), advice.join("; ")),
            Said::new("grade-hint-mistakes")
                .said("causes", causes_said)
                .said("at", at_said)
                .said("advice", advice_said),
        )],
        _ => Vec::new(),
    }
}

/// Sentences one after another, joined by the message `id` (`{ $first }, or { $rest }`);
/// `None` for none.
fn joined(items: impl DoubleEndedIterator<Item = Said>, id: &'static str) -> Option<Said> {
    items
        .rev()
        .reduce(|rest, first| Said::new(id).said("first", first).said("rest", rest))
}

/// Where alpha-beta's own rule first parts from the student's search.
struct Parting {
    /// The node whose moves it is (`None`: the root), as (level, index).
    node: Option<(usize, usize)>,
    /// The move, as (level, index).
    child: (usize, usize),
    /// α and β then, by the rule.
    window: (i32, i32),
    /// True if the rule cuts there and the student's search goes on.
    cuts: bool,
}

impl Parting {
    /// Says it as a sentence of the window's catalogue (the same words as [`Parting::words`]).
    fn said(&self, tree: &SearchTree, units: Units) -> Said {
        let at = self.node.map_or_else(
            || Said::new("grade-hint-at-root"),
            |(level, index)| Said::new("grade-hint-at-node").text("node", place(tree, level, index).name),
        );
        let child = tree.san_of(NodeId::new(self.child.0, self.child.1 as u32));
        let (alpha, beta) = self.window;
        let relation = if alpha >= beta { "≥" } else { "<" };
        Said::new(match self.cuts {
            true => "grade-hint-goes-on",
            false => "grade-hint-prunes",
        })
        .said("at", at)
        .text("child", child)
        .text("alpha", units.value(alpha))
        .text("relation", relation)
        .text("beta", units.value(beta))
    }

    /// Says it: "at B, your search goes on to B2, where α = 3 ≥ β = 2".
    fn words(&self, tree: &SearchTree, units: Units) -> String {
        let node = self.node.map_or_else(
            || String::from("the root"),
            |(level, index)| place(tree, level, index).name,
        );
        let child = tree.san_of(NodeId::new(self.child.0, self.child.1 as u32));
        let (alpha, beta) = self.window;
        let relation = if alpha >= beta { "≥" } else { "<" };
        let what = if self.cuts { "goes on to" } else { "prunes" };
        format!(
            "at {node}, your search {what} {child}, where α = {} {relation} β = {}",
            units.value(alpha),
            units.value(beta)
        )
    }
}

/// Returns true if searching the student's tree with its own values by `rule` searches exactly
/// the moves it searched and prunes the ones it pruned. `first` is told where it does not, the
/// first time.
fn replay(file: &TreeFile, rule: Rule, first: &mut Option<Parting>) -> bool {
    family(file, rule, None, FULL, first)
}

/// Replays the moves of a node (`None`: the root) under `rule`, from `window`.
fn family(
    file: &TreeFile,
    rule: Rule,
    node: Option<(usize, usize)>,
    mut window: (i32, i32),
    first: &mut Option<Parting>,
) -> bool {
    let (level, parent) = node.map_or((0, 0), |(level, index)| (level + 1, index));
    let chooser = match level % 2 {
        0 => Backup::of_mover(file.root_turn()),
        _ => Backup::of_mover(!file.root_turn()),
    };
    let Some(rows) = file.levels.get(level) else {
        return true;
    };
    let chance = node
        .and_then(|(level, index)| file.levels.get(level)?.get(index))
        .is_some_and(|row| row.chance);
    let mut stopped = false;
    let mut fits = true;
    for index in file.children(level, parent) {
        let row = &rows[index];
        let searched = row.status != Status::Pruned;
        if searched == stopped {
            if first.is_none() {
                *first = Some(Parting {
                    node,
                    child: (level, index),
                    window,
                    cuts: stopped,
                });
            }
            return false;
        }
        if !searched {
            continue;
        }
        let below = match rule {
            Rule::WindowNotPassed => FULL,
            _ if chance => FULL,
            _ => window,
        };
        fits &= family(file, rule, Some((level, index)), below, first);
        if !fits {
            return false;
        }
        let Some(value) = row.value else { continue };
        match (chooser, rule) {
            (Backup::Max, Rule::MaxKeepsAlpha) | (Backup::Min, Rule::MinKeepsBeta) => {}
            (Backup::Max, _) => window.0 = window.0.max(value),
            (Backup::Min, _) => window.1 = window.1.min(value),
        }
        stopped = !chance
            && match rule {
                Rule::NeverCuts => false,
                Rule::CutsPastEqual => window.0 > window.1,
                _ => window.0 >= window.1,
            };
    }
    fits
}
