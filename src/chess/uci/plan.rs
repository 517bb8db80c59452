//! What one `go` asks for: how deep, how many nodes and how long the search may take, read
//! from its words (see the module above for what each one does).

use std::time::Duration;

use shakmaty::Color;

use super::{DEFAULT_MOVES_TO_GO, Options, shorten};
use crate::engine::settings::MAX_DEPTH;

/// The words a `go` may hold: `searchmoves`'s list of moves ends at the next of them.
const GO_WORDS: [&str; 12] = [
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
];

/// How far and how long one `go` searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// The deepest depth to search, 1 to [`MAX_DEPTH`].
    pub(super) max_depth: usize,
    /// The node budget of each depth.
    pub(super) max_nodes: usize,
    /// When the depth in progress is cancelled, counted from `go`.
    pub(super) deadline: Option<Duration>,
    /// A new depth starts only before this much time has passed.
    pub(super) start_depth_before: Option<Duration>,
    /// `go infinite`: after the last depth, wait for `stop` before answering.
    pub(super) wait_for_stop: bool,
}

impl Plan {
    pub(super) fn to_depth(depth: usize, max_nodes: usize) -> Plan {
        Plan {
            max_depth: depth.clamp(1, MAX_DEPTH),
            max_nodes,
            deadline: None,
            start_depth_before: None,
            wait_for_stop: false,
        }
    }

    /// Reads the arguments of `go` (see the module's documentation for what each one does).
    /// A number the engine cannot take as it is (`depth 99`, `movetime -5`) is clamped into
    /// its range, and what was done goes into `clamped`, one sentence each, for the GUI; so
    /// does a word it cannot do (`ponder`, `searchmoves`, `mate`), left out.
    pub(super) fn of(
        arguments: &[&str],
        options: &Options,
        turn: Color,
        clamped: &mut Vec<String>,
    ) -> Result<Plan, String> {
        let mut plan = Plan::to_depth(options.depth, options.max_nodes);
        // Without `depth`, any other limit (time, nodes, infinite) lets the search go as deep
        // as the engine can; `go` alone searches to the Depth option.
        let (mut depth_given, mut other_limit) = (false, false);
        let (mut own_time, mut own_increment, mut moves_to_go) = (None, 0, DEFAULT_MOVES_TO_GO);
        let mut words = arguments.iter();
        while let Some(&word) = words.next() {
            let mut number = || -> Result<i64, String> {
                let text = words.next().copied().unwrap_or("");
                text.parse::<i64>()
                    .map_err(|_| format!("{word} needs a number, not \"{}\"", shorten(text)))
            };
            match word {
                "depth" => {
                    let asked = number()?;
                    plan.max_depth = asked.clamp(1, MAX_DEPTH as i64) as usize;
                    if asked != plan.max_depth as i64 {
                        clamped.push(format!(
                            "depth {asked} is out of range; searching to depth {} (1 to {MAX_DEPTH})",
                            plan.max_depth
                        ));
                    }
                    depth_given = true;
                }
                "nodes" => {
                    let asked = number()?;
                    plan.max_nodes = asked.clamp(1, options.max_nodes as i64) as usize;
                    if asked != plan.max_nodes as i64 {
                        clamped.push(format!(
                            "nodes {asked} is out of range; the node budget is {} (1 to the Nodes option, {})",
                            plan.max_nodes, options.max_nodes
                        ));
                    }
                    other_limit = true;
                }
                "movetime" => {
                    plan.deadline = Some(Duration::from_millis(at_least(word, number()?, 0, clamped)));
                    other_limit = true;
                }
                "infinite" => {
                    plan.wait_for_stop = true;
                    other_limit = true;
                }
                "wtime" | "btime" => {
                    let time = at_least(word, number()?, 0, clamped);
                    if (word == "wtime") == (turn == Color::White) {
                        own_time = Some(time);
                    }
                }
                "winc" | "binc" => {
                    let increment = at_least(word, number()?, 0, clamped);
                    if (word == "winc") == (turn == Color::White) {
                        own_increment = increment;
                    }
                }
                "movestogo" => moves_to_go = at_least(word, number()?, 1, clamped),
                // What Klados cannot do is said and left out; the rest of the line still counts.
                "ponder" => clamped.push(String::from(
                    "ponder is ignored: Klados does not ponder, it searches now and answers",
                )),
                "searchmoves" => {
                    let mut moves = Vec::new();
                    while let Some(&next) = words.as_slice().first()
                        && !GO_WORDS.contains(&next)
                    {
                        moves.push(shorten(next));
                        words.next();
                    }
                    clamped.push(format!(
                        "searchmoves {} is ignored: Klados searches every move",
                        moves.join(" ")
                    ));
                }
                "mate" => {
                    let moves = number()?;
                    clamped.push(format!(
                        "mate {moves} is ignored: Klados searches as the rest of the go says"
                    ));
                }
                _ => {}
            }
        }
        if let (Some(time), None) = (own_time, plan.deadline) {
            // Saturating: a GUI may send any number, and none may overflow.
            let share = (time / moves_to_go).saturating_add(own_increment / 4 * 3);
            // Keep a little back for the GUI's own delays, and never spend more than half the clock.
            let for_this_move = share.min(time / 2).saturating_sub(20).max(1);
            plan.deadline = Some(Duration::from_millis(for_this_move));
            plan.start_depth_before = Some(Duration::from_millis(for_this_move / 4));
            other_limit = true;
        }
        if other_limit && !depth_given {
            plan.max_depth = MAX_DEPTH;
        }
        Ok(plan)
    }
}

/// Takes a time or a count of `go` as at least `least`: some GUIs send a negative time when the
/// clock has run out, which is counted as 0. A value changed is said in `clamped`.
fn at_least(word: &str, value: i64, least: u64, clamped: &mut Vec<String>) -> u64 {
    let taken = u64::try_from(value).unwrap_or(0).max(least);
    if i128::from(value) != i128::from(taken) {
        clamped.push(format!("{word} {value} is counted as {taken}"));
    }
    taken
}
