//! What the views say about a node beyond its move and value, in the same words everywhere (the
//! tables, the tree view, the bars): a level beyond the depth is quiescence search's, a node that
//! could stand pat, a node quiescence stopped at its limit, a node whose value came from the
//! transposition table and where it was searched.

use crate::engine::tree::{NodeId, OrderedBy, SearchTree, Status, TechniqueMarks};
use crate::shell::i18n::{tr, tr_args};

/// What a quiescence level holds, for a level's title and the tree view's horizon.
pub fn quiescence_words() -> String {
    tr("node-quiescence-words")
}

/// What a node that could stand pat did, for the hover of its value.
pub fn stand_pat_hint() -> String {
    tr("node-stand-pat-hint")
}

/// What a node quiescence stopped at its limit did, for its hover: not quiet, scored as it stands.
pub fn quiescence_limit_hint() -> String {
    tr("node-quiescence-limit-hint")
}

/// Returns true for a node quiescence search scored as it stands only because it reached its
/// limit, though it was not quiet.
pub fn at_quiescence_limit(tree: &SearchTree, id: NodeId) -> bool {
    tree.get(id).is_some_and(|node| node.at_quiescence_limit())
}

/// Says where the depth ends and why the levels below it exist: "Beyond depth 3: quiescence:
/// captures, promotions and check evasions only".
pub fn horizon_words(tree: &SearchTree) -> String {
    tr_args(
        "node-horizon",
        &[
            ("depth", tree.depth().into()),
            ("words", quiescence_words().into()),
        ],
    )
}

/// Names a node as the tables and the tree view number it: "level 2, node 17", 1-based.
pub fn node_name(id: NodeId) -> String {
    tr_args(
        "node-name",
        // As the tables number their rows: no thousands separator.
        &[
            ("level", id.level.to_string().into()),
            ("node", (id.index + 1).to_string().into()),
        ],
    )
}

/// Returns the short mark of a transposition: "⇄ 17", the number of the node (in the same
/// level) that searched its position; `None` for any other node.
pub fn transposition_mark(tree: &SearchTree, id: NodeId) -> Option<String> {
    let source = tree.transposition_source(id)?;
    Some(format!("⇄ {}", source.index + 1))
}

/// Explains a transposition's value and names the node it came from, with the moves that led
/// there; `None` for any other node.
pub fn transposition_hint(tree: &SearchTree, id: NodeId) -> Option<String> {
    let source = tree.transposition_source(id)?;
    let line: Vec<String> = tree
        .path_to(source)
        .into_iter()
        .map(|step| tree.san_of(step))
        .collect();
    Some(tr_args(
        "node-transposition-hint",
        &[
            ("node", node_name(source).into()),
            ("line", line.join(" ").into()),
        ],
    ))
}

/// Says why a searched node's move was tried early, for its status cell: "searched, killer"
/// with its hover; `None` for a node killer moves and the history heuristic left in place (or
/// that was pruned after all).
pub fn ordered_by_words(tree: &SearchTree, id: NodeId, status: &str) -> Option<(String, String)> {
    let node = tree.get(id).filter(|node| node.status() != Status::Pruned)?;
    let (by, hint) = match node.ordered_by()? {
        OrderedBy::Killer => ("table-ordered-killer", "node-ordered-killer-hint"),
        OrderedBy::History => ("table-ordered-history", "node-ordered-history-hint"),
    };
    let words = tr_args(
        "table-ordered",
        &[("status", status.into()), ("by", tr(by).into())],
    );
    Some((words, tr(hint)))
}

/// The badge the tree view draws on a node whose move killer moves or the history heuristic
/// tried early, in the window's language.
pub struct OrderedBadge {
    /// The badge's letter: "K" (killer move), "H" (history heuristic).
    pub letter: String,
    /// Why the move was tried early, for the badge's hover.
    pub hint: String,
    /// What screen readers hear after the node's name: ", tried early as a killer move".
    pub said: String,
}

/// Returns the badge of a node whose move killer moves or the history heuristic tried early;
/// `None` for any other node (and for a node pruned after all).
pub fn ordered_by_badge(tree: &SearchTree, id: NodeId) -> Option<OrderedBadge> {
    let node = tree.get(id).filter(|node| node.status() != Status::Pruned)?;
    let (letter, hint, said) = match node.ordered_by()? {
        OrderedBy::Killer => (
            "tree-badge-killer",
            "node-ordered-killer-hint",
            "tree-said-killer",
        ),
        OrderedBy::History => (
            "tree-badge-history",
            "node-ordered-history-hint",
            "tree-said-history",
        ),
    };
    Some(OrderedBadge {
        letter: tr(letter),
        hint: tr(hint),
        said: tr(said),
    })
}

/// Says what PVS, late move reductions and null-move pruning did to a searched node, for its
/// status cell: "searched, null window, re-searched" with the replay's sentences as its hover;
/// `None` for a node they left alone.
/// With `kept_back` (the node's value waits for a question's answer) a null move's outcome is
/// not told: "cut by a null move" would answer a question about the root's choice.
pub fn technique_words(
    tree: &SearchTree,
    id: NodeId,
    status: &str,
    kept_back: bool,
) -> Option<(String, String)> {
    let badge = technique_badge(tree, id, kept_back)?;
    let marks = tree.technique_marks(id);
    let mut words = Vec::new();
    if marks.null_window {
        words.push(tr("table-null-window"));
    }
    if marks.re_searched() {
        words.push(tr("table-re-searched"));
    }
    if marks.reduced_by > 0 {
        words.push(tr_args(
            "table-reduced",
            &[("plies", i64::from(marks.reduced_by).into())],
        ));
    }
    match marks.null_move {
        Some(_) if kept_back => words.push(tr("table-null-move-kept")),
        Some(crate::engine::tree::NullMove::Cut) => words.push(tr("table-null-move-cut")),
        Some(crate::engine::tree::NullMove::NoCut) => words.push(tr("table-null-move-no-cut")),
        None => {}
    }
    if marks.settled_by_failed_window {
        words.push(tr("table-settled"));
    }
    let mut said = status.to_string();
    for word in words {
        said = tr_args("table-ordered", &[("status", said.into()), ("by", word.into())]);
    }
    Some((said, badge.hint))
}

/// The one badge the tree view draws for what principal variation search, late move reductions
/// and null-move pruning did to a node: the most telling of its marks (a node wears one badge;
/// its hover says all of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TechniqueBadge {
    /// "N": searched with a null window, and not again.
    NullWindow,
    /// "−1" (−N): searched this many plies shallower, by late move reductions.
    Reduced(u8),
    /// "R": a cheaper first search said the move beats the best so far, so it was searched
    /// again.
    ReSearched,
    /// "P": null-move pruning let the side to move pass here (the node cut or not).
    NullMove,
    /// "A": aspiration windows took the root move's value from a try whose window failed,
    /// without searching it again.
    Settled,
}

impl TechniqueBadge {
    /// Returns the badge of a node with these marks, by the order the tree view puts them in:
    /// settled by a failed aspiration window (it has no search of its own), a null move (the pass), then a re-search, a reduction, a null window; `None` for
    /// an unmarked node.
    pub fn of(marks: &TechniqueMarks) -> Option<TechniqueBadge> {
        if marks.settled_by_failed_window {
            Some(TechniqueBadge::Settled)
        } else if marks.null_move.is_some() {
            Some(TechniqueBadge::NullMove)
        } else if marks.re_searched() {
            Some(TechniqueBadge::ReSearched)
        } else if marks.reduced_by > 0 {
            Some(TechniqueBadge::Reduced(marks.reduced_by))
        } else if marks.null_window {
            Some(TechniqueBadge::NullWindow)
        } else {
            None
        }
    }

    /// Returns the badge's letter in the window's language: "N", "R", "−1", "P".
    pub fn letter(self) -> String {
        match self {
            TechniqueBadge::NullWindow => tr("tree-badge-null-window"),
            TechniqueBadge::Reduced(plies) => {
                tr_args("tree-badge-reduced", &[("plies", i64::from(plies).into())])
            }
            TechniqueBadge::ReSearched => tr("tree-badge-re-searched"),
            TechniqueBadge::NullMove => tr("tree-badge-null-move"),
            TechniqueBadge::Settled => tr("tree-badge-settled"),
        }
    }

    /// Returns the legend's words for the badge, short or long ("N null window", "N searched
    /// with a null window"), and what it means, for the legend's hover.
    pub fn legend_words(self, short: bool) -> (String, String) {
        let (short_id, long_id, hint_id, plies) = match self {
            TechniqueBadge::NullWindow => (
                "legend-null-window-short",
                "legend-null-window",
                "legend-null-window-hint",
                0,
            ),
            TechniqueBadge::Reduced(plies) => (
                "legend-reduced-short",
                "legend-reduced",
                "legend-reduced-hint",
                plies,
            ),
            TechniqueBadge::ReSearched => (
                "legend-re-searched-short",
                "legend-re-searched",
                "legend-re-searched-hint",
                0,
            ),
            TechniqueBadge::NullMove => (
                "legend-null-move-short",
                "legend-null-move",
                "legend-null-move-hint",
                0,
            ),
            TechniqueBadge::Settled => ("legend-settled-short", "legend-settled", "legend-settled-hint", 0),
        };
        let arguments = [
            ("badge", self.letter().into()),
            ("plies", i64::from(plies).into()),
        ];
        let words = tr_args(if short { short_id } else { long_id }, &arguments);
        (words, tr_args(hint_id, &arguments))
    }
}

/// Returns the technique badges the tree view draws on some node of `tree`, each once, in
/// [`TechniqueBadge`]'s order (none for a search without PVS, reductions or null moves): what
/// the legend explains. A node pruned after all wears none, and one killer moves or history
/// tried early wears that badge instead.
pub fn technique_badges_used(tree: &SearchTree) -> Vec<TechniqueBadge> {
    let used: std::collections::BTreeSet<TechniqueBadge> = tree
        .search_marks()
        .iter()
        .filter(|(id, _)| {
            tree.get(*id)
                .is_some_and(|node| node.status() != Status::Pruned && node.ordered_by().is_none())
        })
        .filter_map(|(_, marks)| TechniqueBadge::of(&marks))
        .collect();
    used.into_iter().collect()
}

/// Returns the badge of a node that principal variation search, late move reductions or
/// null-move pruning marked ([`TechniqueBadge`]); the hover says all they did. `None` for an
/// unmarked node (and for a node pruned after all).
/// With `kept_back` (the node's value waits for a question's answer) the hover does not tell
/// whether a null move cut the node.
pub fn technique_badge(tree: &SearchTree, id: NodeId, kept_back: bool) -> Option<OrderedBadge> {
    tree.get(id).filter(|node| node.status() != Status::Pruned)?;
    let marks = tree.technique_marks(id);
    let letter = TechniqueBadge::of(&marks)?.letter();
    if kept_back && marks.null_move.is_some() {
        let hint = tr("node-null-move-kept-hint");
        return Some(OrderedBadge {
            letter,
            said: format!(", {hint}"),
            hint,
        });
    }
    let hint = crate::engine::replay::technique_sentences(tree, id)
        .iter()
        .map(crate::shell::i18n::said)
        .collect::<Vec<_>>()
        .join("\n");
    Some(OrderedBadge {
        letter,
        said: format!(", {hint}"),
        hint,
    })
}

/// Returns true for a node whose value may be its own static score: quiescence search let the
/// side to move stand pat there.
pub fn could_stand_pat(tree: &SearchTree, id: NodeId) -> bool {
    tree.get(id)
        .is_some_and(|node| node.stands_pat() && node.status() != Status::Pruned)
}

/// Writes a value with its exact fraction where it is shown rounded: "1/4 (shown as 0)", in the
/// window's language.
fn exact_words(tree: &SearchTree, shown: i32, exact: Option<crate::engine::chance::Expectation>) -> String {
    match exact {
        Some(exact) => tr_args(
            "narr-shown-as",
            &[
                ("exact", exact.fraction_text().into()),
                ("shown", tree.display_value(shown).into()),
            ],
        ),
        None => tree.display_value(shown),
    }
}

/// A node's value with its exact fraction where it is shown rounded (below a chance node);
/// `None` for a node without a value.
pub fn value_words(tree: &SearchTree, id: NodeId) -> Option<String> {
    let value = tree.get(id)?.value()?;
    Some(exact_words(tree, value, tree.exact_value_of(id)))
}

/// The root's value as [`value_words`] writes a node's.
pub fn root_value_words(tree: &SearchTree) -> String {
    exact_words(tree, tree.root_value(), tree.exact_root_value())
}

/// A chance node's expectation as a sum a class can check, with the whole number shown where it
/// is not one: "1/2 × 2 + 1/2 × 9 = 5.5 (shown as 6)"; `None` for any other node.
pub fn expectation_words(tree: &SearchTree, id: NodeId) -> Option<String> {
    let (sum, shown) = tree.expectation_sum(id)?;
    Some(match shown {
        Some(shown) => tr_args("narr-shown-as", &[("exact", sum.into()), ("shown", shown.into())]),
        None => sum,
    })
}
