//! The replay's words: what each step does, said for the panel and for lessons, as a sentence
//! of the catalogue ([`Said`]) that the shell writes in the class's language.

use super::*;
use crate::engine::said::Said;
use crate::engine::settings::Technique;
use crate::engine::tree::{AspirationAttempt, OrderedBy, WindowResult};

impl Replay {
    /// Says what step `step` does, for the panel and for lessons: which level, which side
    /// chooses and how, which value goes where, and why a cutoff happens.
    pub fn narration(&self, step: usize) -> Said {
        // Three or more players: the tuples and whose share chose them.
        if let Some(said) = self.maxn_narration(step) {
            return said;
        }
        let tree = &self.tree;
        let side = |color: shakmaty::Color| side_said(tree, color);
        let level_side = |level: usize| side(tree.levels()[level].mover);
        let chooser = |backup: Backup| {
            Said::new(match backup {
                Backup::Max => "narr-chooser-max",
                Backup::Min => "narr-chooser-min",
            })
        };
        let name = |id: NodeId| self.narration_name(id);
        let expectation = |id: NodeId| match tree.expectation_sum(id) {
            Some((sum, shown)) => shown_as(sum, shown),
            None => Said::new("said-nothing"),
        };
        let value = |id: NodeId| self.narration_value(id);
        let the_root = || Said::new("narr-the-root");
        match self.step(step) {
            Step::Start => {
                let start = Said::new("narr-start").said("side", side(tree.root_backup().color()));
                // Aspiration windows: the windows the root was searched with, before anything.
                match aspiration_sentence(tree) {
                    Some(windows) => Said::new("narr-enter-ordered")
                        .said("entered", start)
                        .said("why", windows),
                    None => start,
                }
            }
            Step::Reveal { level } => {
                // Beyond the depth, quiescence's level (its last one says why it stops there);
                // under a chance node, the dice's outcomes.
                let (id, tail) = if tree.is_quiescence_level(level) {
                    let limited = tree.counts().at_quiescence_limit;
                    // Only the last level a quiescence search can reach holds such nodes.
                    let last = (limited > 0 && level + 1 == tree.depth() + MAX_QUIESCENCE_PLIES)
                        .then(|| Said::new("narr-quiescence-last").count("count", limited));
                    ("narr-reveal-quiescence", ("last", last))
                } else {
                    let chance = (level > 0 && tree.level_has_chance(level - 1))
                        .then(|| Said::new("narr-reveal-chance"));
                    ("narr-reveal", ("chance", chance))
                };
                Said::new(id)
                    .text("level", level.to_string())
                    .count("count", tree.levels()[level].nodes.len())
                    .count("plies", level + 1)
                    .said("side", level_side(level))
                    .maybe(tail.0, tail.1)
            }
            Step::Backup {
                level,
                children,
                parent,
            } => {
                let backup = tree.levels()[level].backup();
                let chance_parent = parent.flatten().filter(|&id| tree.is_chance(id));
                match (self.granularity, parent) {
                    (Granularity::Comparison, Some(_)) if let Some(parent) = chance_parent => {
                        let child = NodeId::new(level, children.start);
                        let weighted =
                            match (tree.probability_of(child), tree.get(child).and_then(Node::value)) {
                                (Some(probability), Some(_))
                                    if let Some(exact) = tree.exact_value_of(child) =>
                                {
                                    format!("{probability} × ({})", exact.fraction_text())
                                }
                                (Some(probability), Some(value)) if value < 0 => {
                                    format!("{probability} × ({})", tree.display_value(value))
                                }
                                (Some(probability), Some(value)) => {
                                    format!("{probability} × {}", tree.display_value(value))
                                }
                                _ => String::from("?"),
                            };
                        let siblings = self.siblings_of(child);
                        let said = if child.index + 1 == siblings.end {
                            Said::new("narr-adds-last").said("expectation", expectation(parent))
                        } else {
                            Said::new("narr-adds")
                        };
                        said.said("child", name(child))
                            .text("weighted", weighted)
                            .said("parent", name(parent))
                    }
                    (_, Some(_)) if let Some(parent) = chance_parent => Said::new("narr-chance-node")
                        .said("parent", name(parent))
                        .count("count", children.len())
                        .said("expectation", expectation(parent)),
                    (Granularity::Comparison, Some(parent)) => {
                        let child = NodeId::new(level, children.start);
                        let target = parent.map_or_else(the_root, name);
                        let siblings = self.siblings_of(child);
                        // Compared exactly: below a chance node values may be fractions.
                        let best_before = (siblings.start..child.index)
                            .map(|index| NodeId::new(level, index))
                            .filter_map(|id| Some((id, tree.exact_or_whole(id)?)))
                            .reduce(|best, next| {
                                if backup.prefers(next.1, best.1) {
                                    next
                                } else {
                                    best
                                }
                            });
                        let said = match (tree.exact_or_whole(child), best_before) {
                            (None, _) => Said::new("narr-compare-pruned"),
                            (Some(_), None) => Said::new("narr-compare-first"),
                            (Some(now), Some((best, best_value))) if backup.prefers(now, best_value) => {
                                Said::new("narr-compare-better").said("best", value(best))
                            }
                            (Some(_), Some((best, _))) => {
                                Said::new("narr-compare-worse").said("best", value(best))
                            }
                        };
                        said.said("child", name(child))
                            .said("value", value(child))
                            .said("target", target)
                            .said("side", level_side(level))
                    }
                    (_, Some(parent)) => {
                        let target = parent.map_or_else(|| Said::new("narr-the-root-capital"), name);
                        let backed = parent.map_or_else(
                            || self.exact_said(tree.root_value(), tree.exact_root_value()),
                            value,
                        );
                        let stand_pat = parent
                            .and_then(|id| tree.get(id))
                            .filter(|node| node.stands_pat())
                            .and_then(Node::static_score);
                        let said = match stand_pat {
                            Some(score) => {
                                Said::new("narr-takes-stand-pat").text("score", tree.display_value(score))
                            }
                            None => Said::new("narr-takes"),
                        };
                        said.said("target", target)
                            .said("chooser", chooser(backup))
                            .count("count", children.len())
                            .said("value", backed)
                    }
                    (_, None) => {
                        let into = if level == 0 {
                            the_root()
                        } else {
                            Said::new("narr-into-level").text("level", (level - 1).to_string())
                        };
                        let chance = (level > 0 && tree.level_has_chance(level - 1))
                            .then(|| Said::new("narr-backing-up-chance"));
                        Said::new("narr-backing-up")
                            .text("level", level.to_string())
                            .said("into", into)
                            .said("side", level_side(level))
                            .said("chooser", chooser(backup))
                            .maybe("chance", chance)
                    }
                }
            }
            Step::Choice { best } => {
                let line: Vec<String> = self
                    .principal_variation
                    .iter()
                    .map(|&id| tree.san_of(id))
                    .collect();
                let then_chance = self
                    .principal_variation
                    .last()
                    .is_some_and(|&last| tree.is_chance(last));
                Said::new("narr-choice")
                    .text("move", tree.san_of(best))
                    .said(
                        "value",
                        self.exact_said(tree.root_value(), tree.exact_root_value()),
                    )
                    .text("line", line.join(" "))
                    .maybe("dice", then_chance.then(|| Said::new("narr-choice-dice")))
            }
            Step::Enter { node } => self.entered(step, node),
            Step::Return { node, cutoff } => {
                let parent = tree.parent_of(node).map_or_else(the_root, name);
                let said = match tree.expectation_sum(node) {
                    Some((sum, shown)) => {
                        Said::new("narr-return-expectation").said("sum", shown_as(sum, shown))
                    }
                    None => Said::new("narr-return").said("value", value(node)),
                };
                let cut = cutoff.then(|| {
                    let siblings = self.siblings_of(node);
                    let pruned = siblings.end - (node.index + 1);
                    let mover = tree.levels()[node.level].mover;
                    let (alpha, beta) = self.window_words(step, tree.parent_of(node));
                    let test = match Backup::of_mover(mover) {
                        Backup::Max => format!("α {alpha} ≥ β {beta}"),
                        Backup::Min => format!("β {beta} ≤ α {alpha}"),
                    };
                    // The side that chose above the parent: White or Black, MAX or MIN.
                    Said::new("narr-cutoff")
                        .text("test", test)
                        .said("other", side(!mover))
                        .count("count", pruned as usize)
                });
                said.said("node", name(node))
                    .said("parent", parent)
                    .maybe("cutoff", cut)
            }
        }
    }

    /// Says what entering `node` at step `step` does: its window, and what kind of node it is.
    fn entered(&self, step: usize, node: NodeId) -> Said {
        let tree = &self.tree;
        let name = |id: NodeId| self.narration_name(id);
        let value = |id: NodeId| self.narration_value(id);
        // The window the node is entered with: its parent's as it stands, or the full window
        // below a chance node.
        let (alpha, beta) = match tree.parent_of(node) {
            Some(parent) if tree.is_chance(parent) => {
                (tree.display_bound(-INFINITY), tree.display_bound(INFINITY))
            }
            // Principal variation search's null window.
            _ if tree.technique_marks(node).null_window => {
                let (alpha, beta) = self.given_window(step, node);
                (tree.display_bound(alpha), tree.display_bound(beta))
            }
            parent => self.window_words(step, parent),
        };
        let window = tree
            .algorithm()
            .prunes()
            .then(|| Said::new("narr-window").text("alpha", alpha).text("beta", beta));
        let mover_after = |id: NodeId| side_said(tree, !tree.levels()[id.level].mover);
        let said = match tree.get(node) {
            Some(n) if n.is_chance() => Said::new("narr-enter-chance")
                .count("count", n.child_count())
                .maybe(
                    "full",
                    tree.algorithm()
                        .prunes()
                        .then(|| Said::new("narr-enter-chance-full")),
                ),
            Some(n) if n.status() == Status::Transposition => Said::new("narr-enter-transposition")
                .said(
                    "source",
                    tree.transposition_source(node)
                        .map_or_else(|| Said::new("said-text").text("text", "?"), name),
                )
                .said("value", value(node)),
            Some(n) if n.is_leaf() && n.stands_pat() => Said::new("narr-enter-stands-pat")
                .said("value", value(node))
                .said("side", mover_after(node)),
            Some(n) if n.at_quiescence_limit() => Said::new("narr-enter-limit").said("value", value(node)),
            // A node a technique answered without searching its moves (a null move's cut, a
            // root move a failed aspiration window settled) is no leaf: the sentence after says
            // why.
            Some(n) if n.is_leaf() && answered_unsearched(tree, node) => {
                Said::new("narr-enter-unsearched").said("value", value(node))
            }
            Some(n) if n.is_leaf() => Said::new("narr-enter-leaf")
                .said(
                    "what",
                    Said::new(match n.status() {
                        Status::Searched if tree.techniques().has(Technique::Quiescence) => "narr-leaf-quiet",
                        Status::Searched => "narr-leaf-full-depth",
                        Status::Checkmate => "narr-leaf-checkmate",
                        Status::Stalemate => "narr-leaf-stalemate",
                        Status::Draw => "narr-leaf-draw",
                        Status::Pruned => "narr-leaf-pruned",
                        Status::Quiescence => "narr-leaf-quiescence",
                        Status::Transposition => "narr-leaf-transposition",
                    }),
                )
                .said("value", value(node)),
            Some(n) if n.stands_pat() => Said::new("narr-enter-quiescence")
                .said("side", mover_after(node))
                .text(
                    "score",
                    n.static_score()
                        .map_or_else(|| String::from("?"), |score| tree.display_value(score)),
                )
                .count("count", n.child_count()),
            Some(n) if tree.is_quiescence_level(node.level + 1) => {
                Said::new("narr-enter-check").count("count", n.child_count())
            }
            Some(n) => Said::new("narr-enter").count("count", n.child_count()),
            None => return Said::new("said-nothing"),
        };
        let mut said = said.said("node", name(node)).maybe("window", window);
        // Killer moves and the history heuristic moved this node's move up among its
        // siblings: the sentence says why it comes so early.
        if let Some(by) = tree.get(node).and_then(Node::ordered_by) {
            let why = match by {
                OrderedBy::Killer => "narr-ordered-killer",
                OrderedBy::History => "narr-ordered-history",
            };
            said = Said::new("narr-enter-ordered")
                .said("entered", said)
                .said("why", Said::new(why).text("move", tree.san_of(node)));
        }
        // PVS, late move reductions and null-move pruning: what they did to the node, each a
        // sentence after the rest.
        for why in technique_sentences(tree, node) {
            said = Said::new("narr-enter-ordered")
                .said("entered", said)
                .said("why", why);
        }
        said
    }

    /// A node's value as the narration says it; a value below a chance node that is not whole
    /// says so: "1/4 (shown as 0)".
    fn narration_value(&self, id: NodeId) -> Said {
        // Three or more players: a node's value is its whole tuple.
        if let Some(utilities) = self.tree.utilities_of(id) {
            return Said::new("said-text").text("text", crate::engine::tree::tuple_text(utilities));
        }
        match self.tree.get(id).and_then(Node::value) {
            Some(value) => self.exact_said(value, self.tree.exact_value_of(id)),
            None => Said::new("narr-no-value"),
        }
    }

    /// A value as the node arrays show it (`shown`), with its exact fraction before it where it
    /// is not whole: "1/4 (shown as 0)".
    fn exact_said(&self, shown: i32, exact: Option<Expectation>) -> Said {
        let shown = self.tree.display_value(shown);
        match exact {
            Some(exact) => shown_as(exact.fraction_text(), Some(shown)),
            None => shown_as(shown, None),
        }
    }

    /// A node as the narration names it: its move, level and number, and its probability
    /// below a chance node.
    pub(super) fn narration_name(&self, id: NodeId) -> Said {
        let tree = &self.tree;
        let said = match tree.probability_of(id) {
            Some(probability) => {
                Said::new("narr-node-probability").text("probability", probability.to_string())
            }
            None => Said::new("narr-node"),
        };
        said.text("move", tree.san_of(id))
            .text("level", id.level.to_string())
            .text("node", (id.index + 1).to_string())
    }
}

/// A side of the tree's game, as the narration names it: whose turn it is, whose moves they
/// are ([`crate::engine::tree::TreeGame::side_whose_said`]).
fn side_said(tree: &SearchTree, color: shakmaty::Color) -> Said {
    tree.game().side_whose_said(color)
}

/// A value in words: `exact`, and the whole number shown for it where that differs.
fn shown_as(exact: String, shown: Option<String>) -> Said {
    match shown {
        Some(shown) => Said::new("narr-shown-as")
            .text("exact", exact)
            .text("shown", shown),
        None => Said::new("said-text").text("text", exact),
    }
}

/// What principal variation search, late move reductions and null-move pruning did to `node`,
/// a sentence each, in the order they happened: a re-search, the search kept (a null window, a
/// reduction), a null move tried before the node's moves. The replay says them on entering the
/// node; the tree view's badge says them on its hover.
pub fn technique_sentences(tree: &SearchTree, node: NodeId) -> Vec<Said> {
    let marks = tree.technique_marks(node);
    let nodes = marks.discarded_nodes as usize;
    let of_move = |id: &'static str| Said::new(id).text("move", tree.san_of(node));
    let mut sentences = Vec::new();
    if marks.re_searched_after_reduction {
        sentences.push(of_move("narr-re-searched-reduction").count("nodes", nodes));
    }
    if marks.re_searched_after_null_window {
        sentences.push(of_move("narr-re-searched-null-window").count("nodes", nodes));
    }
    if marks.reduced_by > 0 {
        sentences.push(of_move("narr-reduced").count("plies", usize::from(marks.reduced_by)));
    }
    if marks.null_window {
        sentences.push(of_move("narr-null-window"));
    }
    match marks.null_move {
        Some(crate::engine::tree::NullMove::Cut) => {
            sentences.push(of_move("narr-null-move-cut").count("nodes", nodes));
        }
        Some(crate::engine::tree::NullMove::NoCut) => {
            sentences.push(of_move("narr-null-move-no-cut").count("nodes", nodes));
        }
        None => {}
    }
    if marks.settled_by_failed_window {
        sentences.push(
            of_move("narr-settled-by-failed-window")
                .text("value", tree.value_words(node).unwrap_or_default())
                .text("bound", bound_word(tree, node)),
        );
    }
    sentences
}

/// Returns true for a node a technique gave a value without searching its moves: null-move
/// pruning cut it, or a failed aspiration window settled it.
fn answered_unsearched(tree: &SearchTree, node: NodeId) -> bool {
    let marks = tree.technique_marks(node);
    marks.settled_by_failed_window || marks.null_move == Some(crate::engine::tree::NullMove::Cut)
}

/// What a node's value says, as the catalogue's selectors name it: `exact`, `upper` (at
/// most) or `lower` (at least).
pub fn bound_word(tree: &SearchTree, node: NodeId) -> &'static str {
    match tree.get(node).map(|n| n.bound()) {
        Some(crate::engine::tree::Bound::Upper) => "upper",
        Some(crate::engine::tree::Bound::Lower) => "lower",
        _ => "exact",
    }
}

/// How aspiration windows searched the root, for the replay's first step and the thinking
/// panel: every attempt with its window, how it came out and the nodes it stored, the failed
/// ones thrown away and searched again; `None` for a search without them.
pub fn aspiration_sentence(tree: &SearchTree) -> Option<Said> {
    let attempts = tree.aspiration_attempts();
    let list = attempts.iter().rev().fold(None, |rest: Option<Said>, attempt| {
        let this = attempt_said(tree, attempt);
        Some(match rest {
            Some(rest) => Said::new("said-comma").said("first", this).said("rest", rest),
            None => this,
        })
    })?;
    Some(
        Said::new("narr-aspiration")
            .count("tries", attempts.len())
            .said("attempts", list),
    )
}

/// One aspiration attempt in words: "α 20 … β 30 failed high (1,234 nodes)".
pub fn attempt_said(tree: &SearchTree, attempt: &AspirationAttempt) -> Said {
    Said::new(match attempt.result {
        WindowResult::FailLow => "aspiration-attempt-low",
        WindowResult::FailHigh => "aspiration-attempt-high",
        WindowResult::Inside => "aspiration-attempt-inside",
    })
    .text("alpha", tree.display_bound(attempt.alpha))
    .text("beta", tree.display_bound(attempt.beta))
    .count("nodes", attempt.nodes)
}
