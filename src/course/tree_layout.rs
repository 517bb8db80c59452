//! A tidy drawing of a tree: where each node goes, so that the tree reads at a glance.
//!
//! This is Reingold and Tilford's idea ("Tidier drawings of trees", 1981), in its short form:
//! lay out every subtree on its own, then push each subtree to the right of its left sibling
//! just far enough that the two never touch at any depth, comparing their *contours* (the
//! leftmost and rightmost edge of a subtree at every depth); finally centre each parent over its
//! first and last child (or, where the caller asks, over one child: the one a story follows). The drawing that results has the properties people expect of a tree:
//! nodes of one depth on one row, parents centred over their children, no overlaps, and
//! identical subtrees drawn identically wherever they are.
//!
//! The layout works in abstract units (the caller gives every node its width); the window's tree
//! view turns them into screen points, a printed handout into points on paper. It takes time
//! proportional to the number of nodes times the depth, a few microseconds for the few hundred
//! nodes a view draws.

/// The shape of the tree to lay out: `children[i]` lists node `i`'s children in order, and
/// `widths[i]` is node `i`'s width. Node 0 is the root.
pub struct TreeShape<'a> {
    /// The children of every node, left to right.
    pub children: &'a [Vec<usize>],
    /// The width of every node.
    pub widths: &'a [f32],
    /// For a node, the child it is placed over instead of the middle of its family (`None`, or
    /// no entry: the middle). A family wider than the view keeps its parent above the child the
    /// story goes on with, so that the two are seen together.
    pub over: &'a [Option<usize>],
}

/// The space between neighbours in a row: `siblings` between children of one parent, `cousins`
/// between nodes of different parents, which keeps each family visibly together.
#[derive(Clone, Copy, Debug)]
pub struct Gaps {
    /// Between two children of the same parent.
    pub siblings: f32,
    /// Between neighbouring nodes with different parents.
    pub cousins: f32,
}

/// The left and right edges of a subtree at each depth below its root (index 0 is the root's
/// own row), relative to the root's centre.
struct Contour {
    left: Vec<f32>,
    right: Vec<f32>,
}

/// Returns the horizontal centre of every node, the leftmost edge of the drawing being at 0.
///
/// Nodes that cannot be reached from the root (or a shape whose `children` and `widths`
/// differ in length) get 0; the caller builds the shape, so this does not happen in practice.
pub fn tidy_centres(shape: &TreeShape<'_>, gaps: Gaps) -> Vec<f32> {
    let count = shape.widths.len();
    if count == 0 || shape.children.len() != count {
        return vec![0.0; count];
    }
    // Each node's centre relative to its parent's, filled in by `place`.
    let mut relative = vec![0.0_f32; count];
    let contour = place(shape, gaps, 0, &mut relative);
    // Absolute centres: the root first, then each child from its parent (a pre-order walk).
    let mut centres = vec![0.0_f32; count];
    let leftmost = contour.left.iter().copied().fold(0.0_f32, f32::min);
    centres[0] = -leftmost;
    let mut stack = vec![0_usize];
    while let Some(node) = stack.pop() {
        for &child in &shape.children[node] {
            if child < count {
                centres[child] = centres[node] + relative[child];
                stack.push(child);
            }
        }
    }
    centres
}

/// Lays out the subtree of `node`: fills in its descendants' positions relative to their
/// parents and returns the subtree's contour.
fn place(shape: &TreeShape<'_>, gaps: Gaps, node: usize, relative: &mut [f32]) -> Contour {
    let half = shape.widths[node] / 2.0;
    let mut children_contour: Option<Contour> = None;
    let mut offsets: Vec<(usize, f32)> = Vec::new();
    for &child in &shape.children[node] {
        if child >= relative.len() {
            continue;
        }
        let contour = place(shape, gaps, child, relative);
        let Some(placed) = children_contour.as_mut() else {
            offsets.push((child, 0.0));
            children_contour = Some(contour);
            continue;
        };
        // The smallest shift that keeps the new subtree clear of everything to its left, at
        // every depth both reach: siblings on the first row, cousins below it.
        let common = placed.right.len().min(contour.left.len());
        let shift = (0..common)
            .map(|depth| {
                let gap = if depth == 0 { gaps.siblings } else { gaps.cousins };
                placed.right[depth] + gap - contour.left[depth]
            })
            .fold(f32::NEG_INFINITY, f32::max);
        offsets.push((child, shift));
        // Merge: the left edge stays the left subtrees' wherever they reach; the right edge is
        // the new subtree's wherever it reaches.
        for depth in 0..contour.left.len() {
            if depth < placed.left.len() {
                placed.right[depth] = shift + contour.right[depth];
            } else {
                placed.left.push(shift + contour.left[depth]);
                placed.right.push(shift + contour.right[depth]);
            }
        }
    }
    let mut own = Contour {
        left: vec![-half],
        right: vec![half],
    };
    if let (Some(children), Some(&(_, first)), Some(&(_, last))) =
        (children_contour, offsets.first(), offsets.last())
    {
        // Centre the parent over its first and last child, or over the child it is asked to be.
        let anchored = shape
            .over
            .get(node)
            .copied()
            .flatten()
            .and_then(|over| offsets.iter().find(|&&(child, _)| child == over))
            .map(|&(_, offset)| offset);
        let middle = anchored.unwrap_or((first + last) / 2.0);
        for (child, offset) in offsets {
            relative[child] = offset - middle;
        }
        own.left.extend(children.left.iter().map(|edge| edge - middle));
        own.right.extend(children.right.iter().map(|edge| edge - middle));
    }
    own
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAPS: Gaps = Gaps {
        siblings: 1.0,
        cousins: 3.0,
    };

    /// Builds a shape from child counts per depth: `uniform(&[3, 2])` is a root with three
    /// children, each with two. Returns the children and every node's depth.
    fn uniform(branching: &[usize]) -> (Vec<Vec<usize>>, Vec<usize>) {
        let mut children = vec![Vec::new()];
        let mut depth = vec![0];
        let mut frontier = vec![0];
        for (level, &count) in branching.iter().enumerate() {
            let mut next = Vec::new();
            for &parent in &frontier {
                for _ in 0..count {
                    let id = children.len();
                    children.push(Vec::new());
                    depth.push(level + 1);
                    children[parent].push(id);
                    next.push(id);
                }
            }
            frontier = next;
        }
        (children, depth)
    }

    /// Checks that neighbours in a row keep their gap: the siblings' gap between children of one
    /// parent, the cousins' gap between nodes of different parents.
    fn assert_no_overlap(children: &[Vec<usize>], depth: &[usize], widths: &[f32], centres: &[f32]) {
        let mut parent = vec![usize::MAX; centres.len()];
        for (node, kids) in children.iter().enumerate() {
            for &kid in kids {
                parent[kid] = node;
            }
        }
        let deepest = depth.iter().copied().max().unwrap_or(0);
        for row in 0..=deepest {
            let mut nodes: Vec<usize> = (0..centres.len()).filter(|&node| depth[node] == row).collect();
            nodes.sort_by(|&a, &b| centres[a].total_cmp(&centres[b]));
            for pair in nodes.windows(2) {
                let (left, right) = (pair[0], pair[1]);
                let gap = if parent[left] == parent[right] {
                    GAPS.siblings
                } else {
                    GAPS.cousins
                };
                let space = (centres[right] - widths[right] / 2.0) - (centres[left] + widths[left] / 2.0);
                assert!(
                    space >= gap - 1e-3,
                    "row {row}: nodes {left} and {right} are {space} apart"
                );
            }
        }
    }

    #[test]
    fn parents_sit_over_the_middle_of_their_children_and_nothing_overlaps() {
        let (children, depth) = uniform(&[3, 3]);
        let widths = vec![2.0; children.len()];
        let centres = tidy_centres(
            &TreeShape {
                children: &children,
                widths: &widths,
                over: &[],
            },
            GAPS,
        );
        for (parent, kids) in children.iter().enumerate() {
            if let (Some(&first), Some(&last)) = (kids.first(), kids.last()) {
                assert!((centres[parent] - (centres[first] + centres[last]) / 2.0).abs() < 1e-4);
            }
        }
        assert_no_overlap(&children, &depth, &widths, &centres);
        // Nine leaves of width 2: siblings 1 apart, families 3 apart: 9*2 + 6*1 + 2*3 = 30 wide.
        let leaves: Vec<f32> = (0..centres.len())
            .filter(|&n| depth[n] == 2)
            .map(|n| centres[n])
            .collect();
        let span =
            leaves.iter().copied().fold(f32::MIN, f32::max) - leaves.iter().copied().fold(f32::MAX, f32::min);
        assert!((span + 2.0 - 30.0).abs() < 1e-4, "{span}");
        // The leftmost edge is at 0.
        let left = (0..centres.len())
            .map(|n| centres[n] - widths[n] / 2.0)
            .fold(f32::MAX, f32::min);
        assert!(left.abs() < 1e-4);
    }

    #[test]
    fn uneven_trees_and_wide_nodes_never_overlap() {
        // A deep narrow subtree beside a wide shallow one, with widths that vary.
        let children = vec![
            vec![1, 2, 3],
            vec![4],
            vec![5, 6, 7, 8, 9],
            vec![10, 11],
            vec![12, 13],
            vec![],
            vec![],
            vec![14],
            vec![],
            vec![],
            vec![],
            vec![],
            vec![],
            vec![],
            vec![],
        ];
        let depth = vec![0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3];
        let widths: Vec<f32> = (0..children.len()).map(|n| 1.0 + (n % 4) as f32).collect();
        let centres = tidy_centres(
            &TreeShape {
                children: &children,
                widths: &widths,
                over: &[],
            },
            GAPS,
        );
        assert_no_overlap(&children, &depth, &widths, &centres);
    }

    #[test]
    fn identical_subtrees_are_drawn_identically_and_a_chain_is_straight() {
        let (children, _) = uniform(&[2, 3, 2]);
        let widths = vec![1.5; children.len()];
        let centres = tidy_centres(
            &TreeShape {
                children: &children,
                widths: &widths,
                over: &[],
            },
            GAPS,
        );
        let shape_of = |root: usize| -> Vec<f32> {
            let mut offsets = Vec::new();
            let mut stack = vec![root];
            while let Some(node) = stack.pop() {
                offsets.push(centres[node] - centres[root]);
                stack.extend(children[node].iter().rev());
            }
            offsets
        };
        assert_eq!(shape_of(children[0][0]), shape_of(children[0][1]));

        let chain = vec![vec![1], vec![2], vec![]];
        let centres = tidy_centres(
            &TreeShape {
                children: &chain,
                widths: &[2.0, 4.0, 1.0],
                over: &[],
            },
            GAPS,
        );
        assert!(centres.iter().all(|&x| (x - 2.0).abs() < 1e-4), "{centres:?}");
    }

    /// A parent asked to stand over one child does, its family still clear of its neighbours':
    /// the root's first child, with five children, is drawn over its fourth.
    #[test]
    fn a_parent_stands_over_the_child_it_is_asked_to() {
        let (children, depth) = uniform(&[3, 5]);
        let widths = vec![2.0; children.len()];
        let first = children[0][0];
        let fourth = children[first][3];
        let mut over = vec![None; children.len()];
        over[first] = Some(fourth);
        let centres = tidy_centres(
            &TreeShape {
                children: &children,
                widths: &widths,
                over: &over,
            },
            GAPS,
        );
        assert!((centres[first] - centres[fourth]).abs() < 1e-4, "{centres:?}");
        assert_no_overlap(&children, &depth, &widths, &centres);
        // The others stay over the middle of their families.
        let second = children[0][1];
        let (left, right) = (children[second][0], children[second][4]);
        assert!((centres[second] - (centres[left] + centres[right]) / 2.0).abs() < 1e-4);
    }
}
