//! The replay's words for a tree of three or more players, searched by max^n: which player
//! chooses at each level, the tuple that goes up, and the component it was chosen by.
//!
//! The steps are those of any replay (the node arrays are filled in the same order); only the
//! sentences differ: where a two-player tree says "MIN takes the smallest value", a max^n tree
//! says "player B takes the tuple best for B: (1, 2, 6), for its own 2".

use super::*;
use crate::engine::said::Said;
use crate::engine::tree::{player_name, tuple_text};

impl Replay {
    /// Says what step `step` does in a max^n tree; `None` for a step whose sentence is the same
    /// as in any tree (entering a node, revealing a level), or outside max^n.
    pub(super) fn maxn_narration(&self, step: usize) -> Option<Said> {
        let tree = &self.tree;
        let players = tree.root_utilities().map(|_| tree.players())?;
        let name = |id: NodeId| self.narration_name(id);
        let tuple = |id: NodeId| {
            tree.utilities_of(id)
                .map_or_else(|| String::from("?"), tuple_text)
        };
        // The player choosing among the nodes of `level`, and its share of a node's tuple.
        let player = |level: usize| player_name(tree.chooser_of_level(level).unwrap_or(0));
        let own = |id: NodeId| {
            let share = tree
                .chooser_of_level(id.level)
                .and_then(|p| tree.utilities_of(id)?.get(p).copied());
            share.map_or_else(|| String::from("?"), |share| share.to_string())
        };
        let root_tuple = || tree.root_utilities().map_or_else(String::new, tuple_text);
        Some(match self.step(step) {
            Step::Start => Said::new("narr-maxn-start").count("players", players),
            Step::Choice { best } => {
                let line: Vec<String> = self
                    .principal_variation
                    .iter()
                    .map(|&id| tree.san_of(id))
                    .collect();
                Said::new("narr-maxn-choice")
                    .text("move", tree.san_of(best))
                    .text("tuple", root_tuple())
                    .text("line", line.join(" "))
            }
            Step::Return { node, .. } => {
                let parent = tree
                    .parent_of(node)
                    .map_or_else(|| Said::new("narr-the-root"), name);
                Said::new("narr-maxn-return")
                    .said("node", name(node))
                    .text("tuple", tuple(node))
                    .said("parent", parent)
                    .text("player", player(node.level))
                    .text("own", own(node))
            }
            Step::Backup {
                level,
                children,
                parent: Some(parent),
            } if self.granularity == Granularity::Comparison => {
                let child = NodeId::new(level, children.start);
                let target = parent.map_or_else(|| Said::new("narr-the-root"), name);
                let siblings = self.siblings_of(child);
                // The player keeps the first of equal shares: the best so far is the first
                // largest one.
                let best_before = (siblings.start..child.index)
                    .map(|index| NodeId::new(level, index))
                    .filter_map(|id| Some((id, tree.get(id)?.value()?)))
                    .reduce(|best, next| if next.1 > best.1 { next } else { best });
                let now = tree.get(child).and_then(Node::value);
                let said = match (now, best_before) {
                    (None, _) => return None,
                    (Some(_), None) => Said::new("narr-maxn-compare-first"),
                    (Some(now), Some((best, best_share))) if now > best_share => {
                        Said::new("narr-maxn-compare-better").text("best", tuple(best))
                    }
                    (Some(now), Some((best, best_share))) if now == best_share => {
                        Said::new("narr-maxn-compare-tie").text("best", tuple(best))
                    }
                    (Some(_), Some((best, _))) => {
                        Said::new("narr-maxn-compare-worse").text("best", tuple(best))
                    }
                };
                said.said("child", name(child))
                    .text("tuple", tuple(child))
                    .text("own", own(child))
                    .said("target", target)
                    .text("player", player(level))
            }
            Step::Backup {
                level,
                children,
                parent: Some(parent),
            } => {
                let (target, backed) = match parent {
                    Some(parent) => (name(parent), tuple(parent)),
                    None => (Said::new("narr-the-root-capital"), root_tuple()),
                };
                Said::new("narr-maxn-takes")
                    .said("target", target)
                    .count("count", children.len())
                    .text("player", player(level))
                    .text("tuple", backed)
            }
            Step::Backup { level, .. } => {
                let into = if level == 0 {
                    Said::new("narr-the-root")
                } else {
                    Said::new("narr-into-level").text("level", (level - 1).to_string())
                };
                Said::new("narr-maxn-backing-up")
                    .text("level", level.to_string())
                    .said("into", into)
                    .text("player", player(level))
            }
            Step::Reveal { level } => Said::new("narr-maxn-reveal")
                .text("level", level.to_string())
                .count("count", tree.levels()[level].nodes.len())
                .text("player", player(level)),
            Step::Enter { .. } => return None,
        })
    }
}
