//! What a node is beyond its status and bound: the marks the search leaves on it (stand pat,
//! chance, the quiescence limit, a move tried early by killers or history), kept in the three
//! high bits of [`Node`]'s flags.

use super::{Node, STATUS_AND_BOUND};

/// Why the search tried a node's move sooner than move ordering alone would have: a killer
/// move, or the history heuristic's table (see [`crate::engine::settings::Technique`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OrderedBy {
    /// The move caused a cutoff in another position at the same ply: a killer move.
    Killer,
    /// The move's score in the history table, built from earlier cutoffs, put it ahead.
    History,
}

impl OrderedBy {
    /// Returns the name used in tables and in `klados-tree/1` (`killer`, `history`).
    pub fn name(self) -> &'static str {
        match self {
            OrderedBy::Killer => "killer",
            OrderedBy::History => "history",
        }
    }

    /// Parses a name as [`OrderedBy::name`] gives it.
    pub fn from_name(name: &str) -> Option<OrderedBy> {
        [OrderedBy::Killer, OrderedBy::History]
            .into_iter()
            .find(|by| by.name() == name)
    }
}

/// What a node is beyond its status and bound: the marks the search leaves on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Marks {
    /// Quiescence search let the side to move stand pat.
    stands_pat: bool,
    /// A chance node (a dice roll).
    chance: bool,
    /// Quiescence search stopped here at its limit, not quiet.
    at_quiescence_limit: bool,
    /// Killer moves or the history heuristic tried the node's move early.
    ordered_by: Option<OrderedBy>,
}

/// Every combination of [`Marks`] a node can have, numbered by the three bits 5–7 of
/// [`Node::flags`] that hold it. Three bits cannot be one switch per mark (there are four), but
/// no node has two marks except a node ordered early that then stands pat, at the horizon:
/// chance nodes belong to drawn trees, which these searches never order, and the quiescence
/// limit lies beyond the depth, where no move is ordered early. The first three numbers are
/// the ones the three older switches had (1, 2 and 4), so older trees read the same.
const MARKS: [Marks; 8] = [
    Marks::none(),
    Marks {
        stands_pat: true,
        ..Marks::none()
    },
    Marks {
        chance: true,
        ..Marks::none()
    },
    Marks {
        ordered_by: Some(OrderedBy::Killer),
        ..Marks::none()
    },
    Marks {
        at_quiescence_limit: true,
        ..Marks::none()
    },
    Marks {
        ordered_by: Some(OrderedBy::History),
        ..Marks::none()
    },
    Marks {
        ordered_by: Some(OrderedBy::Killer),
        stands_pat: true,
        ..Marks::none()
    },
    Marks {
        ordered_by: Some(OrderedBy::History),
        stands_pat: true,
        ..Marks::none()
    },
];

impl Marks {
    /// No mark.
    const fn none() -> Marks {
        Marks {
            stands_pat: false,
            chance: false,
            at_quiescence_limit: false,
            ordered_by: None,
        }
    }
}

/// The first of the bits of [`Node::flags`] that hold its [`Marks`].
const MARKS_SHIFT: u32 = 5;

impl Node {
    /// Returns the node's marks, from bits 5–7 of its flags.
    fn marks(&self) -> Marks {
        MARKS[usize::from(self.flags >> MARKS_SHIFT)]
    }

    /// Sets the node's marks. A combination no node can have (see [`MARKS`]) leaves them as
    /// they were.
    fn set_marks(&mut self, marks: Marks) {
        if let Some(number) = MARKS.iter().position(|&known| known == marks) {
            self.flags = (self.flags & STATUS_AND_BOUND) | ((number as u8) << MARKS_SHIFT);
        }
    }

    /// Marks a node whose static score was one of its options (quiescence's stand pat).
    pub(crate) fn mark_stands_pat(&mut self) {
        self.set_marks(Marks {
            stands_pat: true,
            ..self.marks()
        });
    }

    /// Marks a chance node.
    pub(crate) fn mark_chance(&mut self) {
        self.set_marks(Marks {
            chance: true,
            ..self.marks()
        });
    }

    /// Marks a node that quiescence search scored as it stands only because it reached its
    /// limit: a capture or a promotion was still possible there, or the side to move was in
    /// check.
    pub(crate) fn mark_at_quiescence_limit(&mut self) {
        self.set_marks(Marks {
            at_quiescence_limit: true,
            ..self.marks()
        });
    }

    /// Marks a node whose move was tried sooner than move ordering alone would have tried it,
    /// because of a killer move or the history table.
    pub(crate) fn mark_ordered_by(&mut self, by: OrderedBy) {
        self.set_marks(Marks {
            ordered_by: Some(by),
            ..self.marks()
        });
    }

    /// Forgets what a search of the node marked (stand pat, the quiescence limit), keeping why
    /// its move was tried early: the search is about to be repeated.
    pub(crate) fn forget_search_marks(&mut self) {
        self.set_marks(Marks {
            ordered_by: self.ordered_by(),
            chance: self.is_chance(),
            ..Marks::none()
        });
    }

    /// Returns true if the node's own static score was one of its options: quiescence search
    /// let the side to move stand pat there. Its value is the best of that score and its
    /// children's values.
    pub fn stands_pat(&self) -> bool {
        self.marks().stands_pat
    }

    /// Returns true for a chance node, whose value is its children's expectation.
    pub fn is_chance(&self) -> bool {
        self.marks().chance
    }

    /// Returns true for a node where quiescence search stopped at its limit
    /// ([`crate::engine::settings::MAX_QUIESCENCE_PLIES`] past the depth) although the position
    /// was not quiet (a capture or a promotion was possible, or the side to move was in check):
    /// its value is its static score, as it stands, and may be wrong by what the exchange would
    /// have won.
    pub fn at_quiescence_limit(&self) -> bool {
        self.marks().at_quiescence_limit
    }

    /// Returns why the node's move was tried sooner than move ordering alone would have tried
    /// it (a killer move, the history table), if it was.
    pub fn ordered_by(&self) -> Option<OrderedBy> {
        self.marks().ordered_by
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tree::{Bound, Status};

    #[test]
    fn a_nodes_marks_keep_their_older_numbers_and_combine_as_searches_need() {
        let mut node = Node::without_move(0);
        node.mark_stands_pat();
        assert_eq!(node.flags >> MARKS_SHIFT, 1, "stand pat keeps its older bit");
        let mut node = Node::without_move(0);
        node.mark_chance();
        assert_eq!(node.flags >> MARKS_SHIFT, 2, "chance keeps its older bit");
        let mut node = Node::without_move(0);
        node.mark_at_quiescence_limit();
        assert_eq!(
            node.flags >> MARKS_SHIFT,
            4,
            "the quiescence limit keeps its older bit"
        );
        for by in [OrderedBy::Killer, OrderedBy::History] {
            let mut node = Node::without_move(0);
            node.mark_ordered_by(by);
            node.record(10, 20, Status::Searched, Bound::Lower);
            node.mark_stands_pat();
            assert_eq!(node.ordered_by(), Some(by));
            assert!(node.stands_pat() && !node.is_chance() && !node.at_quiescence_limit());
            assert_eq!((node.status(), node.bound()), (Status::Searched, Bound::Lower));
        }
    }
}
