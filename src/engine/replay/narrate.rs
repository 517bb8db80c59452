//! The replay's words: what each step does, said for the panel and for lessons.

use super::*;
use crate::engine::settings::Technique;

impl Replay {
    /// Says in words what step `step` does, for the panel and for lessons: which level, which
    /// side chooses and how, which value goes where, and why a cutoff happens.
    pub fn narrate(&self, step: usize) -> String {
        let tree = &self.tree;
        let side = |level: usize| tree.side_name(tree.levels()[level].mover);
        let chooser_word = |backup: Backup| match backup {
            Backup::Max => "MAX (the largest value)",
            Backup::Min => "MIN (the smallest value)",
        };
        // An outcome of a chance node says its probability wherever it is named.
        let name = |id: NodeId| match tree.probability_of(id) {
            Some(probability) => format!(
                "{} (level {}, node {}, probability {probability})",
                tree.san_of(id),
                id.level,
                id.index + 1
            ),
            None => format!("{} (level {}, node {})", tree.san_of(id), id.level, id.index + 1),
        };
        let expectation = |id: NodeId| tree.explain_expectation(id).unwrap_or_default();
        // A value below a chance node that is not whole says so: "1/4 (shown as 0)".
        let value_text = |id: NodeId| tree.value_words(id).unwrap_or_else(|| String::from("no value"));
        match self.step(step) {
            Step::Start => format!(
                "The root: {} to move. Step to see every move {} can make (level 0).",
                tree.side_name(tree.root_backup().color()),
                tree.side_name(tree.root_backup().color())
            ),
            Step::Reveal { level } if tree.is_quiescence_level(level) => format!(
                "Level {level} (NodesAnalysis{level}), beyond the depth: quiescence search. {} positions after {} \
                 half-moves, reached by {}'s captures, promotions and answers to check only, each with its static \
                 score.{}",
                crate::engine::words::group_thousands(tree.levels()[level].nodes.len()),
                level + 1,
                side(level),
                match tree.counts().at_quiescence_limit {
                    // Only the last level a quiescence search can reach holds such nodes.
                    limited if limited > 0 && level + 1 == tree.depth() + MAX_QUIESCENCE_PLIES => format!(
                        " This is quiescence's last level: {} of them {} not quiet, but {QUIESCENCE_LIMIT_WORDS}.",
                        crate::engine::words::group_thousands(limited),
                        if limited == 1 { "is" } else { "are" }
                    ),
                    _ => String::new(),
                }
            ),
            Step::Reveal { level } => format!(
                "Level {level} (NodesAnalysis{level}): {} positions after {} half-move{}, reached by {}'s moves{}, \
                 each with its static score.",
                crate::engine::words::group_thousands(tree.levels()[level].nodes.len()),
                level + 1,
                if level == 0 { "" } else { "s" },
                side(level),
                if level > 0 && tree.level_has_chance(level - 1) {
                    " and by chance's outcomes (the dice)"
                } else {
                    ""
                }
            ),
            Step::Backup {
                level,
                children,
                parent,
            } => {
                let backup = tree.levels()[level].backup();
                let into = if level == 0 {
                    String::from("the root")
                } else {
                    format!("level {}", level - 1)
                };
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
                        if child.index + 1 == siblings.end {
                            format!(
                                "{} adds {weighted} to the expectation of {}, a chance node. Every outcome is in: {}.",
                                name(child),
                                name(parent),
                                expectation(parent)
                            )
                        } else {
                            format!(
                                "{} adds {weighted} to the expectation of {}, a chance node: nobody chooses there, \
                                 each outcome counts by its probability.",
                                name(child),
                                name(parent)
                            )
                        }
                    }
                    (_, Some(_)) if let Some(parent) = chance_parent => format!(
                        "{} is a chance node: nobody chooses there, the dice do. It takes the expectation of its {} \
                         outcomes, each value times its probability: {}.",
                        name(parent),
                        children.len(),
                        expectation(parent)
                    ),
                    (Granularity::Comparison, Some(parent)) => {
                        let child = NodeId::new(level, children.start);
                        let target = parent.map_or_else(|| String::from("the root"), name);
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
                        match (tree.exact_or_whole(child), best_before) {
                            (None, _) => format!(
                                "{} was pruned: alpha-beta never searched it, so it has no value to compare.",
                                name(child)
                            ),
                            (Some(_), None) => format!(
                                "{} is the first child of {target}: its value {} is the best so far.",
                                name(child),
                                value_text(child)
                            ),
                            (Some(value), Some((best, best_value))) if backup.prefers(value, best_value) => {
                                format!(
                                    "{side} prefers {} from {} to the best so far, {}: {target} now has {}.",
                                    value_text(child),
                                    name(child),
                                    value_text(best),
                                    value_text(child),
                                    side = side(level)
                                )
                            }
                            (Some(_), Some((best, _))) => format!(
                                "{} from {} is no better for {} than {}: {target} keeps {}.",
                                value_text(child),
                                name(child),
                                side(level),
                                value_text(best),
                                value_text(best)
                            ),
                        }
                    }
                    (_, Some(parent)) => {
                        let target = parent.map_or_else(|| String::from("The root"), name);
                        let value = parent.map_or_else(|| tree.root_value_words(), value_text);
                        let stand_pat = parent
                            .and_then(|id| tree.get(id))
                            .filter(|node| node.stands_pat())
                            .and_then(Node::static_score);
                        match stand_pat {
                            Some(score) => format!(
                                "{target} takes the {} of its own static score {} (it may stand pat) and its {} \
                                 captures: {value}.",
                                chooser_word(backup),
                                tree.display_value(score),
                                children.len()
                            ),
                            None => format!(
                                "{target} takes the {} of its {} children: {value}.",
                                chooser_word(backup),
                                children.len()
                            ),
                        }
                    }
                    (_, None) => format!(
                        "Backing up level {level} into {into}: in every position of {into}, {} is to move and \
                         takes the {} of its moves' values.{}",
                        side(level),
                        chooser_word(backup),
                        if level > 0 && tree.level_has_chance(level - 1) {
                            " At a chance node nobody chooses: it takes the expectation, each outcome's value times \
                             its probability, added up."
                        } else {
                            ""
                        }
                    ),
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
                format!(
                    "The root chooses {} with value {}. Expected line (principal variation): {}{}.",
                    tree.san_of(best),
                    tree.root_value_words(),
                    line.join(" "),
                    if then_chance {
                        ", then the dice decide: the value is what MAX can expect on average"
                    } else {
                        ""
                    }
                )
            }
            Step::Enter { node } => {
                // The window the node is entered with: its parent's as it stands, or the full
                // window below a chance node.
                let (alpha, beta) = match tree.parent_of(node) {
                    Some(parent) if tree.is_chance(parent) => {
                        (tree.display_bound(-INFINITY), tree.display_bound(INFINITY))
                    }
                    parent => self.window_words(step, parent),
                };
                let window = if tree.algorithm().prunes() {
                    format!(" with α = {alpha}, β = {beta}")
                } else {
                    String::new()
                };
                match tree.get(node) {
                    Some(n) if n.is_chance() => format!(
                        "Enter {}{window}: a chance node. Nobody chooses here: the dice do. Its {} outcomes are all \
                         searched{}, and its value will be their expectation.",
                        name(node),
                        n.child_count(),
                        if tree.algorithm().prunes() {
                            ", each with the full window α = −∞, β = +∞: one outcome can pull an average anywhere, \
                             so nothing below a chance node is cut"
                        } else {
                            ""
                        }
                    ),
                    Some(n) if n.status() == Status::Transposition => format!(
                        "Enter {}{window}: reached before by another order of moves, at {}. Its value comes from \
                         the transposition table: {}.",
                        name(node),
                        tree.transposition_source(node)
                            .map_or_else(|| String::from("?"), name),
                        value_text(node)
                    ),
                    Some(n) if n.is_leaf() && n.stands_pat() => format!(
                        "Enter {}{window}: captures or promotions are possible, but its static score {} is \
                         already too good for the window, so {} stands pat and none of them is even listed.",
                        name(node),
                        value_text(node),
                        tree.side_name(!tree.levels()[node.level].mover)
                    ),
                    Some(n) if n.at_quiescence_limit() => format!(
                        "Enter {}{window}: not quiet (a capture, a promotion or an answer to check is still \
                         possible), but {QUIESCENCE_LIMIT_WORDS}: {}.",
                        name(node),
                        value_text(node)
                    ),
                    Some(n) if n.is_leaf() => format!(
                        "Enter {}{window}: {}, scored {}.",
                        name(node),
                        match n.status() {
                            Status::Searched if tree.techniques().has(Technique::Quiescence) =>
                                "a quiet leaf at full depth",
                            Status::Searched => "a leaf at full depth",
                            Status::Checkmate => "checkmate",
                            Status::Stalemate => "stalemate",
                            Status::Draw => "a draw by rule",
                            Status::Pruned => "pruned",
                            Status::Quiescence => "a quiet position beyond the depth",
                            Status::Transposition => "a transposition",
                        },
                        value_text(node)
                    ),
                    Some(n) if n.stands_pat() => format!(
                        "Enter {}{window}: not quiet. Quiescence: {} may stand pat on its static score {}, or \
                         try its {} {}.",
                        name(node),
                        tree.side_name(!tree.levels()[node.level].mover),
                        n.static_score()
                            .map_or_else(|| String::from("?"), |score| tree.display_value(score)),
                        n.child_count(),
                        if n.child_count() == 1 {
                            "capture or promotion"
                        } else {
                            "captures and promotions"
                        }
                    ),
                    Some(n) if tree.is_quiescence_level(node.level + 1) => format!(
                        "Enter {}{window}: in check, so quiescence searches its {} {} (no standing pat in check).",
                        name(node),
                        n.child_count(),
                        if n.child_count() == 1 { "answer" } else { "answers" }
                    ),
                    Some(n) => format!(
                        "Enter {}{window}: search its {} {}.",
                        name(node),
                        n.child_count(),
                        if n.child_count() == 1 { "reply" } else { "replies" }
                    ),
                    None => String::new(),
                }
            }
            Step::Return { node, cutoff } => {
                let parent = tree
                    .parent_of(node)
                    .map_or_else(|| String::from("the root"), name);
                let mut text = match tree.explain_expectation(node) {
                    Some(sum) => format!("{} returns its expectation to {parent}: {sum}.", name(node)),
                    None => format!("{} returns {} to {parent}.", name(node), value_text(node)),
                };
                if cutoff {
                    let siblings = self.siblings_of(node);
                    let pruned = siblings.end - (node.index + 1);
                    let mover = tree.levels()[node.level].mover;
                    let (alpha, beta) = self.window_words(step, tree.parent_of(node));
                    let test = match Backup::of_mover(mover) {
                        Backup::Max => format!("α {alpha} ≥ β {beta}"),
                        Backup::Min => format!("β {beta} ≤ α {alpha}"),
                    };
                    // The side that chose above the parent: White or Black, MAX or MIN.
                    let other = tree.side_name(!mover);
                    text.push_str(&format!(
                        " Cutoff: {test}. {other} already has a better choice elsewhere and will never allow \
                         this position, so {}.",
                        if pruned == 1 {
                            String::from("its 1 remaining move is pruned")
                        } else {
                            format!("its {pruned} remaining moves are pruned")
                        }
                    ));
                }
                text
            }
        }
    }
}
