//! [`NodeArray`]: one level's nodes, read like a `Vec<Node>` but stored in chunks, and the
//! spare chunks that dropped arrays leave for the next search.

use std::ops::Range;
use std::sync::Mutex;

use super::Node;

/// The nodes a chunk of a [`NodeArray`] holds: 16,384 nodes, 256 KiB.
pub const NODES_PER_CHUNK: usize = 1 << 14;

/// The nodes the first chunk has room for at first, when no spare whole chunk is at hand; it
/// doubles until it is a whole chunk, so a small tree takes little fresh memory. (A spare chunk
/// is taken whole: its memory is held already, and the search's end shrinks the last chunk of
/// each level to fit.)
const FIRST_CHUNK_NODES: usize = 32;

/// The nodes of one level, read like a `Vec<Node>` (`len`, `get`, `iter`, `nodes[i]`) but stored
/// in chunks of [`NODES_PER_CHUNK`] nodes.
///
/// Why chunks: a `Vec` that is full grows by allocating twice the room and copying itself
/// there, so for a moment it needs three times what it holds, and the memory it left behind is
/// not always given back. A node array only ever gains a chunk, so a search's memory stays
/// within one chunk per level of its tree, however big the tree grows.
///
/// A dropped node array gives its whole chunks to [`SPARE`], and a growing one takes its whole
/// chunks from there first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeArray {
    /// Every chunk but the last holds exactly [`NODES_PER_CHUNK`] nodes.
    chunks: Vec<Vec<Node>>,
    /// The number of nodes in all chunks.
    len: usize,
}

impl NodeArray {
    /// An empty node array; it takes no memory until a node is pushed.
    pub fn new() -> NodeArray {
        NodeArray::default()
    }

    /// Returns the number of nodes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Returns true if there are no nodes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Returns the node at `index`, or `None` past the end.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&Node> {
        self.chunks
            .get(index / NODES_PER_CHUNK)?
            .get(index % NODES_PER_CHUNK)
    }

    /// Returns the nodes in index order, a chunk at a time: a loop over each chunk's slice is
    /// quicker than [`NodeArray::iter`] where every node of millions is visited.
    pub fn chunks(&self) -> impl Iterator<Item = &[Node]> + '_ {
        self.chunks.iter().map(Vec::as_slice)
    }

    /// Returns the nodes in index order.
    pub fn iter(&self) -> std::iter::Flatten<std::slice::Iter<'_, Vec<Node>>> {
        self.chunks.iter().flatten()
    }

    /// Returns the nodes with indexes in `range` (one parent's children, say), in order; the
    /// part of the range past the end is left out.
    pub fn range(&self, range: Range<usize>) -> impl DoubleEndedIterator<Item = &Node> + '_ {
        let end = range.end.min(self.len);
        let start = range.start.min(end);
        // The chunks the range touches (one, mostly: a parent has at most 218 children), each
        // read as a slice.
        let chunks = if start == end {
            1..1
        } else {
            start / NODES_PER_CHUNK..(end - 1) / NODES_PER_CHUNK + 1
        };
        chunks.flat_map(move |chunk| {
            let first = chunk * NODES_PER_CHUNK;
            let nodes = self.chunks.get(chunk).map_or(&[][..], Vec::as_slice);
            let from = start.saturating_sub(first).min(nodes.len());
            let to = (end - first).min(nodes.len()).max(from);
            &nodes[from..to]
        })
    }

    /// Returns the room the chunks hold, in nodes: at most one chunk more than [`NodeArray::len`]
    /// (before [`NodeArray::shrink_to_fit`]).
    pub fn capacity(&self) -> usize {
        self.chunks.iter().map(Vec::capacity).sum()
    }

    /// Appends nodes (a position's moves, stored at once), or returns the allocator's refusal if
    /// there is no memory for them; the nodes before the refusal are then appended.
    pub(crate) fn try_extend(
        &mut self,
        nodes: impl ExactSizeIterator<Item = Node>,
    ) -> Result<(), std::collections::TryReserveError> {
        let count = nodes.len();
        // Mostly the last chunk has room for them all: one copy, no checks per node.
        if let Some(chunk) = self.chunks.last_mut()
            && chunk.len() + count <= chunk.capacity().min(NODES_PER_CHUNK)
        {
            chunk.extend(nodes);
            self.len += count;
            return Ok(());
        }
        for node in nodes {
            self.try_push(node)?;
        }
        Ok(())
    }

    /// Appends every node of `other`, each [`Node::moved`] by `parents_by` and `children_by`.
    /// `other`'s chunks become this array's: where this array's last chunk is full they are
    /// taken as they are; otherwise each first fills up the last chunk, and its other nodes move
    /// down within it. Each node is moved once, and no chunk is copied into fresh memory (a copy
    /// would ask the system for as many fresh pages as the tree has): the one allocation is a
    /// small last chunk (a level's first) growing once to a whole one. Returns the allocator's
    /// refusal if it cannot grow (the nodes moved so far stay, and [`NodeArray::len`] counts them).
    pub(crate) fn try_append_moved(
        &mut self,
        mut other: NodeArray,
        parents_by: u32,
        children_by: u32,
    ) -> Result<(), std::collections::TryReserveError> {
        let moved = |node: &Node| node.moved(parents_by, children_by);
        for mut chunk in std::mem::take(&mut other.chunks) {
            let room = self.chunks.last().map_or(0, |last| NODES_PER_CHUNK - last.len());
            let taken = room.min(chunk.len());
            if let Some(last) = self.chunks.last_mut()
                && taken > 0
            {
                // A small last chunk grows to a whole one at once, not by every subtree's
                // nodes again and again (the search's end shrinks it to fit).
                last.try_reserve_exact(room)?;
                last.extend(chunk[..taken].iter().map(moved));
                self.len += taken;
            }
            // The nodes left move to the front of their chunk, which comes next.
            let left = chunk.len() - taken;
            for index in 0..left {
                chunk[index] = moved(&chunk[index + taken]);
            }
            chunk.truncate(left);
            if chunk.is_empty() {
                SPARE.give_back(vec![chunk]);
            } else {
                self.chunks.try_reserve(1)?;
                self.len += chunk.len();
                self.chunks.push(chunk);
            }
        }
        Ok(())
    }

    /// Appends a node, or returns the allocator's refusal if there is no memory for it (the
    /// array is then unchanged).
    pub(crate) fn try_push(&mut self, node: Node) -> Result<(), std::collections::TryReserveError> {
        self.make_room_for_one()?;
        if let Some(chunk) = self.chunks.last_mut() {
            chunk.push(node);
            self.len += 1;
        }
        Ok(())
    }

    /// Makes sure the last chunk has room for one more node: the first chunk doubles until it
    /// is whole; after that a full chunk is followed by a new one. Nothing is ever copied but
    /// the small first chunk.
    #[cold]
    fn make_room_for_one(&mut self) -> Result<(), std::collections::TryReserveError> {
        match self.chunks.last_mut() {
            Some(chunk) if chunk.len() < chunk.capacity().min(NODES_PER_CHUNK) => Ok(()),
            Some(chunk) if chunk.len() < NODES_PER_CHUNK => {
                let more = chunk.capacity().max(FIRST_CHUNK_NODES);
                chunk.try_reserve_exact(more.min(NODES_PER_CHUNK - chunk.len()))
            }
            _ => {
                // A spare whole chunk, even for the first: its memory is held already.
                let (mut chunk, room) = match SPARE.take() {
                    Some(spare) => (spare, NODES_PER_CHUNK),
                    None if self.chunks.is_empty() => (Vec::new(), FIRST_CHUNK_NODES),
                    None => (Vec::new(), NODES_PER_CHUNK),
                };
                chunk.try_reserve_exact(room)?;
                self.chunks.try_reserve(1)?;
                self.chunks.push(chunk);
                Ok(())
            }
        }
    }

    /// Keeps the first `len` nodes and drops the rest (nothing if it holds no more): a search
    /// that throws away an attempt it is about to repeat (a re-search) drops the attempt's rows.
    /// Chunks left empty are dropped too.
    pub(crate) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        let whole_chunks = len / NODES_PER_CHUNK;
        let in_last = len % NODES_PER_CHUNK;
        let kept_chunks = whole_chunks + usize::from(in_last > 0);
        self.chunks.truncate(kept_chunks);
        if in_last > 0
            && let Some(chunk) = self.chunks.last_mut()
        {
            chunk.truncate(in_last);
        }
        self.len = len;
    }

    /// Gives back the room the last chunk did not use.
    pub(crate) fn shrink_to_fit(&mut self) {
        if let Some(chunk) = self.chunks.last_mut() {
            chunk.shrink_to_fit();
        }
        self.chunks.shrink_to_fit();
    }
}

impl std::ops::Index<usize> for NodeArray {
    type Output = Node;

    /// Returns the node at `index`; panics past the end, as a slice does.
    #[inline]
    fn index(&self, index: usize) -> &Node {
        &self.chunks[index / NODES_PER_CHUNK][index % NODES_PER_CHUNK]
    }
}

impl std::ops::IndexMut<usize> for NodeArray {
    #[inline]
    fn index_mut(&mut self, index: usize) -> &mut Node {
        &mut self.chunks[index / NODES_PER_CHUNK][index % NODES_PER_CHUNK]
    }
}

impl<'a> IntoIterator for &'a NodeArray {
    type Item = &'a Node;
    type IntoIter = std::iter::Flatten<std::slice::Iter<'a, Vec<Node>>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Drop for NodeArray {
    /// Gives the whole chunks to [`SPARE`], for the next search.
    fn drop(&mut self) {
        SPARE.give_back(std::mem::take(&mut self.chunks));
    }
}

/// Whole chunks, emptied, that node arrays gave back: the next search fills them before it
/// asks the system for more.
///
/// Why: memory the system hands out fresh costs a page fault for every 4 KiB the first time it
/// is written. For the 81 MB of minimax's depth-5 tree from the start that was a quarter of
/// the search's time, and the system takes back what a dropped tree freed, so every search paid
/// it again. A chunk that held nodes before is written again at the speed of memory.
///
/// It keeps at most [`MOST_SPARE_CHUNKS`], so memory held for nothing stays bounded.
static SPARE: SpareChunks = SpareChunks::new(MOST_SPARE_CHUNKS);

/// The most chunks [`SPARE`] keeps: 640 chunks, 160 MiB, the tree of the default node budget.
const MOST_SPARE_CHUNKS: usize = 640;

/// A store of empty whole chunks (see [`SPARE`]), shared by every thread.
struct SpareChunks {
    chunks: Mutex<Vec<Vec<Node>>>,
    /// The most chunks it keeps; the others are freed.
    most: usize,
}

impl SpareChunks {
    /// An empty store that keeps at most `most` chunks.
    const fn new(most: usize) -> SpareChunks {
        SpareChunks {
            chunks: Mutex::new(Vec::new()),
            most,
        }
    }

    /// Keeps the whole chunks of `chunks`, emptied, while there is room; frees the rest.
    fn give_back(&self, chunks: Vec<Vec<Node>>) {
        let whole = chunks
            .into_iter()
            .filter(|chunk| chunk.capacity() == NODES_PER_CHUNK);
        // A thread that panicked while holding the lock left nothing half done: the list of
        // chunks is whole after every push and pop.
        let mut spare = self
            .chunks
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for mut chunk in whole {
            if spare.len() >= self.most || spare.try_reserve(1).is_err() {
                return;
            }
            chunk.clear();
            spare.push(chunk);
        }
    }

    /// Takes an empty whole chunk, if one is spare.
    fn take(&self) -> Option<Vec<Node>> {
        self.chunks
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop()
    }

    /// Returns how many chunks are spare.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.chunks.lock().map_or(0, |spare| spare.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_arrays_read_like_a_vec_across_chunks() {
        let count = 2 * NODES_PER_CHUNK + 5;
        let mut nodes = NodeArray::new();
        for parent in 0..count as u32 {
            nodes.try_push(Node::without_move(parent)).unwrap();
        }
        assert_eq!(nodes.len(), count);
        assert_eq!(nodes.iter().count(), count);
        for index in [0, 1, NODES_PER_CHUNK - 1, NODES_PER_CHUNK, count - 1] {
            assert_eq!(nodes[index].parent(), index as u32);
            assert_eq!(nodes.get(index).map(Node::parent), Some(index as u32));
        }
        assert_eq!(nodes.get(count), None);
        let parents: Vec<u32> = nodes
            .range(NODES_PER_CHUNK - 2..NODES_PER_CHUNK + 2)
            .map(Node::parent)
            .collect();
        let expected = NODES_PER_CHUNK as u32;
        assert_eq!(parents, [expected - 2, expected - 1, expected, expected + 1]);
        // Never more room than one chunk beyond the nodes: growing never doubles the array.
        assert!(nodes.capacity() - nodes.len() < NODES_PER_CHUNK);
        nodes.shrink_to_fit();
        assert_eq!(nodes.capacity(), nodes.len());
    }

    #[test]
    fn appended_arrays_read_as_one_pushed_node_by_node() {
        // Parts that do not line up with the chunks, each moved by its own offsets.
        let parts = [NODES_PER_CHUNK + 5, 3, 2 * NODES_PER_CHUNK - 1, NODES_PER_CHUNK];
        let mut joined = NodeArray::new();
        let mut expected = NodeArray::new();
        let mut offset = 0;
        for count in parts {
            let mut part = NodeArray::new();
            for parent in 0..count as u32 {
                part.try_push(Node::without_move(parent)).unwrap();
                expected.try_push(Node::without_move(parent + offset)).unwrap();
            }
            joined.try_append_moved(part, offset, 0).unwrap();
            offset += 1000;
        }
        assert_eq!(joined.len(), expected.len());
        assert!(joined.iter().eq(expected.iter()));
        let whole = joined.chunks.len() - 1;
        assert!(
            joined.chunks[..whole]
                .iter()
                .all(|chunk| chunk.len() == NODES_PER_CHUNK)
        );
    }

    #[test]
    fn spare_chunks_are_whole_empty_and_bounded() {
        let spare = SpareChunks::new(2);
        let full = |nodes: usize| {
            let mut chunk = Vec::with_capacity(nodes);
            chunk.extend((0..nodes as u32).map(Node::without_move));
            chunk
        };
        // A part chunk (a small first one, or one shrunk to fit) is freed, not kept.
        spare.give_back(vec![full(FIRST_CHUNK_NODES), full(NODES_PER_CHUNK - 1)]);
        assert_eq!(spare.len(), 0);
        spare.give_back(vec![
            full(NODES_PER_CHUNK),
            full(NODES_PER_CHUNK),
            full(NODES_PER_CHUNK),
        ]);
        assert_eq!(spare.len(), 2, "it keeps no more than its most");
        let taken = spare.take().unwrap();
        assert!(taken.is_empty());
        assert_eq!(taken.capacity(), NODES_PER_CHUNK);
        assert!(spare.take().is_some());
        assert!(spare.take().is_none());
    }

    #[test]
    fn a_dropped_array_leaves_its_whole_chunks_for_the_next() {
        // Other tests may take from SPARE at the same time, so this one looks only for its own
        // chunks, by address: some of the second array's chunks must be the first's.
        let fill = |count: usize| {
            let mut nodes = NodeArray::new();
            for parent in 0..count as u32 {
                nodes.try_push(Node::without_move(parent)).unwrap();
            }
            nodes
        };
        let first = fill(4 * NODES_PER_CHUNK);
        let addresses: Vec<usize> = first.chunks().map(|chunk| chunk.as_ptr() as usize).collect();
        drop(first);
        let second = fill(4 * NODES_PER_CHUNK);
        let reused = second
            .chunks()
            .filter(|chunk| addresses.contains(&(chunk.as_ptr() as usize)))
            .count();
        assert!(reused > 0, "no chunk of the dropped array was filled again");
        assert_eq!(second[3 * NODES_PER_CHUNK].parent(), 3 * NODES_PER_CHUNK as u32);
    }
}
