//! What principal variation search, late move reductions and null-move pruning did to a node,
//! and what aspiration windows did at the root: marks kept beside the node arrays, because a
//! node's 16 bytes have no bit left (the flags' three mark bits are all used, see `marks.rs`).

use std::collections::BTreeMap;

use super::NodeId;

/// What the techniques that search a node with less than the full search did to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TechniqueMarks {
    /// Principal variation search: the node's search, as kept, had a null window (α, α+1):
    /// it only asked whether the move is better than the best so far.
    pub null_window: bool,
    /// A null-window search said the move was better than the best so far, so it was searched
    /// again with the whole window.
    pub re_searched_after_null_window: bool,
    /// A search one ply shallower (a late move reduction) said the move beat the best so far,
    /// so it was searched again at full depth.
    pub re_searched_after_reduction: bool,
    /// Late move reductions: the node, as kept, was searched this many plies shallower than
    /// the depth (0 when not reduced).
    pub reduced_by: u8,
    /// Null-move pruning was tried at the node (its side to move passed): whether the pass alone
    /// was already too good for the other side, so the node was cut without searching its
    /// moves.
    pub null_move: Option<NullMove>,
    /// The nodes the attempts thrown away here cost: the searches that were repeated and the
    /// null move's search. None of them is in the node arrays; every one counts in the node
    /// budget and in [`crate::engine::tree::SearchCounts::discarded`].
    pub discarded_nodes: u32,
    /// Aspiration windows: a root move that a try whose window failed had already searched,
    /// and what it found (its value, or a bound) answered in the window kept, so it was not
    /// searched again: the node has no children in the arrays.
    #[serde(default)]
    pub settled_by_failed_window: bool,
}

/// What a null move found at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NullMove {
    /// Even after passing, the side to move was too good: the node was cut.
    Cut,
    /// The pass was not good enough: the node's moves were searched as usual.
    NoCut,
}

impl NullMove {
    /// Returns the name used in `klados-tree/1` (`cut`, `no_cut`).
    pub fn name(self) -> &'static str {
        match self {
            NullMove::Cut => "cut",
            NullMove::NoCut => "no_cut",
        }
    }

    /// Parses a name as [`NullMove::name`] gives it.
    pub fn from_name(name: &str) -> Option<NullMove> {
        [NullMove::Cut, NullMove::NoCut]
            .into_iter()
            .find(|found| found.name() == name)
    }
}

impl TechniqueMarks {
    /// Returns true if no technique marked the node.
    pub fn is_empty(&self) -> bool {
        *self == TechniqueMarks::default()
    }

    /// Returns true if an attempt at the node was thrown away and searched again.
    pub fn re_searched(&self) -> bool {
        self.re_searched_after_null_window || self.re_searched_after_reduction
    }

    /// The mark's byte: its switches, and the reduction in bits 3 and 4 (at most 3 plies).
    fn byte(&self) -> u8 {
        u8::from(self.null_window)
            | u8::from(self.re_searched_after_null_window) << 1
            | u8::from(self.re_searched_after_reduction) << 2
            | (self.reduced_by.min(3) << 3)
            | u8::from(self.null_move.is_some()) << 5
            | u8::from(self.null_move == Some(NullMove::Cut)) << 6
            | u8::from(self.settled_by_failed_window) << 7
    }

    /// The marks a byte holds (the nodes discarded are kept apart).
    fn of_byte(byte: u8) -> TechniqueMarks {
        TechniqueMarks {
            null_window: byte & 1 != 0,
            re_searched_after_null_window: byte & 2 != 0,
            re_searched_after_reduction: byte & 4 != 0,
            reduced_by: (byte >> 3) & 0b11,
            null_move: (byte & 32 != 0).then_some(if byte & 64 != 0 {
                NullMove::Cut
            } else {
                NullMove::NoCut
            }),
            discarded_nodes: 0,
            settled_by_failed_window: byte & 128 != 0,
        }
    }
}

/// Every node's [`TechniqueMarks`].
///
/// Why this shape: principal variation search marks nearly every node after the first of its
/// family (each is searched with a null window), so a map by node (some 40 bytes an entry)
/// would cost more than the nodes themselves. A byte per node, per level, costs a sixteenth
/// of the node arrays, and only where a node was marked: a level's bytes grow only as far as its
/// last marked node, so a search without these techniques allocates nothing. The counts of
/// nodes thrown away are few (one per re-search or null move tried) and large, so they are kept
/// in a map by node.
#[derive(Clone, Debug, Default)]
pub struct SearchMarks {
    /// Per level, a byte per node up to the last one marked.
    bytes: Vec<Vec<u8>>,
    /// The nodes thrown away at a node, where some were.
    discarded: BTreeMap<NodeId, u32>,
}

impl SearchMarks {
    /// Returns the marks of node `id` (none for a node no technique marked).
    pub fn get(&self, id: NodeId) -> TechniqueMarks {
        let byte = self
            .bytes
            .get(id.level)
            .and_then(|level| level.get(id.index as usize))
            .copied()
            .unwrap_or(0);
        TechniqueMarks {
            discarded_nodes: self.discarded.get(&id).copied().unwrap_or(0),
            ..TechniqueMarks::of_byte(byte)
        }
    }

    /// Sets the marks of node `id`.
    pub(crate) fn set(&mut self, id: NodeId, marks: TechniqueMarks) {
        let index = id.index as usize;
        if self.bytes.len() <= id.level {
            if marks.is_empty() {
                return;
            }
            self.bytes.resize(id.level + 1, Vec::new());
        }
        let level = &mut self.bytes[id.level];
        if level.len() <= index {
            if marks.byte() == 0 && marks.discarded_nodes == 0 {
                self.discarded.remove(&id);
                return;
            }
            level.resize(index + 1, 0);
        }
        level[index] = marks.byte();
        if marks.discarded_nodes > 0 {
            self.discarded.insert(id, marks.discarded_nodes);
        } else {
            self.discarded.remove(&id);
        }
    }

    /// Forgets the marks of every node of `level` from `len` on: their rows were thrown away.
    pub(crate) fn truncate(&mut self, level: usize, len: usize) {
        if let Some(bytes) = self.bytes.get_mut(level) {
            bytes.truncate(len);
        }
        let gone: Vec<NodeId> = self
            .discarded
            .range(NodeId::new(level, len as u32)..NodeId::new(level + 1, 0))
            .map(|(&id, _)| id)
            .collect();
        for id in gone {
            self.discarded.remove(&id);
        }
    }

    /// Returns true if no node is marked.
    pub fn is_empty(&self) -> bool {
        self.discarded.is_empty() && self.bytes.iter().all(|level| level.iter().all(|&b| b == 0))
    }

    /// Returns every marked node with its marks, level by level.
    pub fn iter(&self) -> impl Iterator<Item = (NodeId, TechniqueMarks)> + '_ {
        self.bytes.iter().enumerate().flat_map(move |(level, bytes)| {
            bytes.iter().enumerate().filter_map(move |(index, &byte)| {
                let id = NodeId::new(level, index as u32);
                let marks = self.get(id);
                (byte != 0 || !marks.is_empty()).then_some((id, marks))
            })
        })
    }

    /// Returns the bytes the marks take (about).
    pub fn memory_bytes(&self) -> usize {
        self.bytes.iter().map(Vec::capacity).sum::<usize>() + self.discarded.len() * 40
    }
}

impl PartialEq for SearchMarks {
    /// Two stores are equal if they mark the same nodes the same way (a byte of no mark at the
    /// end of a level is no difference).
    fn eq(&self, other: &SearchMarks) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for SearchMarks {}

/// How one aspiration-window attempt at the root came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowResult {
    /// The root's value fell at or below α: the true value is lower than the window.
    FailLow,
    /// The root's value reached β or more: the true value is higher than the window.
    FailHigh,
    /// The value fell inside the window: it is the true value.
    Inside,
}

impl WindowResult {
    /// Returns the name used in `klados-tree/1` (`fail_low`, `fail_high`, `inside`).
    pub fn name(self) -> &'static str {
        match self {
            WindowResult::FailLow => "fail_low",
            WindowResult::FailHigh => "fail_high",
            WindowResult::Inside => "inside",
        }
    }

    /// Parses a name as [`WindowResult::name`] gives it.
    pub fn from_name(name: &str) -> Option<WindowResult> {
        [
            WindowResult::FailLow,
            WindowResult::FailHigh,
            WindowResult::Inside,
        ]
        .into_iter()
        .find(|result| result.name() == name)
    }
}

/// One search of the root with an aspiration window: the window, how it came out, and the
/// nodes it stored (a failed attempt's nodes are thrown away before the next one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct AspirationAttempt {
    /// The window's α (centipawns, White's view); −∞ is [`crate::engine::eval::MATE`] + 1 below 0.
    pub alpha: i32,
    /// The window's β.
    pub beta: i32,
    /// Whether the value fell low, high or inside.
    pub result: WindowResult,
    /// The nodes the attempt stored.
    pub nodes: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_read_back_as_set_and_go_with_their_rows() {
        let mut store = SearchMarks::default();
        assert!(store.is_empty());
        let marks = TechniqueMarks {
            null_window: true,
            re_searched_after_reduction: true,
            reduced_by: 1,
            null_move: Some(NullMove::Cut),
            discarded_nodes: 12,
            ..TechniqueMarks::default()
        };
        store.set(NodeId::new(2, 7), marks);
        assert_eq!(store.get(NodeId::new(2, 7)), marks);
        assert!(store.get(NodeId::new(2, 6)).is_empty());
        assert_eq!(store.iter().count(), 1);
        store.truncate(2, 7);
        assert!(store.get(NodeId::new(2, 7)).is_empty());
        assert!(store.is_empty());
    }
}
