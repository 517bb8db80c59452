//! The sentences a grade says: values in the tables' unit, windows, and why a backed-up value
//! is what it is.

use shakmaty::{Chess, Position};

use crate::engine::eval::{MATE, MATE_THRESHOLD, display_score};
use crate::engine::said::{Said, Told};
use crate::engine::tree::{Backup, GameId};
use crate::engine::tree_file::MateConvention;

/// Stands for −∞ and +∞ in α and β: past every value a node can have.
pub(crate) const INFINITY: i32 = MATE + 1;

/// How a grade writes values: as the node tables show them, so that the words and the tables
/// agree. A chess tree's values are pawns ("+3.00", "-0.10") and mates ("#2"); a tree of
/// letters' are its plain numbers; tic-tac-toe's and Connect Four's are plain numbers, and a
/// won game, where the file keeps Klados's mate convention, is written as a mate ("#2").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Units {
    /// A tree of letters: plain numbers.
    Plain,
    /// A chess tree, whose mates are worth what its file says.
    Pawns(MateConvention),
    /// A tree of tic-tac-toe or Connect Four, whose won games are worth what its file says.
    Game(MateConvention),
}

impl Units {
    /// Returns the units of a tree of `game` whose file's mate convention is `mate`.
    pub(crate) fn of(game: GameId, mate: MateConvention) -> Units {
        match game {
            GameId::Chess => Units::Pawns(mate),
            GameId::Drawn => Units::Plain,
            GameId::TicTacToe | GameId::ConnectFour => Units::Game(mate),
        }
    }

    /// Writes a value, or ±∞ for the window's open ends.
    pub(crate) fn value(self, value: i32) -> String {
        match (self, value) {
            (_, v) if v >= INFINITY => String::from("+∞"),
            (_, v) if v <= -INFINITY => String::from("−∞"),
            // The window shows a won game as a mate, where its value is Klados's.
            (Units::Game(mate), v) if mate.is_klados() && v.abs() > MATE_THRESHOLD => display_score(v),
            (Units::Plain | Units::Game(_), v) if v < 0 => format!("−{}", -i64::from(v)),
            (Units::Plain | Units::Game(_), v) => v.to_string(),
            (Units::Pawns(mate), v) if mate.is_klados() => display_score(v),
            (Units::Pawns(mate), v) if mate.is_mate(v, 64) => {
                let sign = if v < 0 { "-" } else { "" };
                match mate.minus_plies {
                    true => {
                        let plies = mate.value.unsigned_abs() - v.unsigned_abs();
                        format!("{sign}#{}", plies.div_ceil(2))
                    }
                    false => format!("{sign}mate ({})", v.unsigned_abs()),
                }
            }
            // Another convention's number beyond Klados's mates is still pawns, not a mate.
            (Units::Pawns(_), v) => {
                let sign = match v {
                    v if v > 0 => "+",
                    v if v < 0 => "-",
                    _ => "",
                };
                let size = v.unsigned_abs();
                format!("{sign}{}.{:02}", size / 100, size % 100)
            }
        }
    }

    /// Writes the values of a node's children as a list: "2, 4, 6".
    pub(crate) fn list(self, values: &[i32]) -> String {
        values
            .iter()
            .map(|&v| self.value(v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Names the point of view values are written from: "White's", "MAX's".
    pub(crate) fn point_of_view(self) -> &'static str {
        match self {
            Units::Plain | Units::Game(_) => "MAX's",
            Units::Pawns(_) => "White's",
        }
    }

    /// The point of view as the catalogue selects on it: `white` or `max`.
    pub(crate) fn point_of_view_key(self) -> &'static str {
        match self {
            Units::Plain | Units::Game(_) => "max",
            Units::Pawns(_) => "white",
        }
    }
}

/// Names the side that chooses with `backup` and what it takes: ("MAX", "largest").
pub(crate) fn chooser(backup: Backup) -> (&'static str, &'static str) {
    match backup {
        Backup::Max => ("MAX", "largest"),
        Backup::Min => ("MIN", "smallest"),
    }
}

/// What a node's children give it, for [`backup_reason`].
pub(crate) struct Backed<'a> {
    /// The node's name.
    pub(crate) name: &'a str,
    /// Who chooses at the node.
    pub(crate) backup: Backup,
    /// The searched children's values, in order (with the node's own score first where
    /// quiescence let it stand pat).
    pub(crate) children: &'a [i32],
    /// The pruned children's names.
    pub(crate) pruned: &'a [String],
    /// The best of `children` for the chooser.
    pub(crate) best: i32,
    /// α and β when the node came up.
    pub(crate) window: (i32, i32),
}

/// Says why a node's value is what its children give: "B: MIN takes the smallest of 2, 4, 6:
/// 2, not 4", with the pruned children named when there are some, and, where the best lies
/// outside the window, the bounds alpha-beta may return instead ("as a bound, any value from
/// 2 to α = 3 is true").
pub(crate) fn backup_reason(backed: &Backed<'_>, yours: i32, units: Units) -> Told {
    let (side, takes) = chooser(backed.backup);
    let (pruned, pruned_said) = match backed.pruned.len() {
        0 => (String::new(), Said::new("said-nothing")),
        _ => (
            format!(" ({} pruned)", backed.pruned.join(", ")),
            Said::new("grade-backup-pruned").text("names", backed.pruned.join(", ")),
        ),
    };
    let (alpha, beta) = backed.window;
    let best = backed.best;
    let (bound, bound_said) = if best <= alpha && alpha > -INFINITY {
        (
            format!(
                " (as a bound, any value from {} to α = {} is true)",
                units.value(best),
                units.value(alpha)
            ),
            Said::new("grade-backup-bound-alpha")
                .text("best", units.value(best))
                .text("alpha", units.value(alpha)),
        )
    } else if best >= beta && beta < INFINITY {
        (
            format!(
                " (as a bound, any value from β = {} to {} is true)",
                units.value(beta),
                units.value(best)
            ),
            Said::new("grade-backup-bound-beta")
                .text("beta", units.value(beta))
                .text("best", units.value(best)),
        )
    } else {
        (String::new(), Said::new("said-nothing"))
    };
    Told::new(
        format!(
            "{}: {side} takes the {takes} of {}{pruned}: {}, not {}{bound}",
            backed.name,
            units.list(backed.children),
            units.value(best),
            units.value(yours)
        ),
        Said::new("grade-backup")
            .text("name", backed.name)
            .text("side", side)
            .text("values", units.list(backed.children))
            .said("pruned", pruned_said)
            .text("best", units.value(best))
            .text("yours", units.value(yours))
            .said("bound", bound_said),
    )
}

/// Names the rule that ends the game at `position` with a draw: "the fifty-move rule",
/// "insufficient material", else "a repetition".
pub(crate) fn draw_rule(position: &Chess) -> &'static str {
    if position.halfmoves() >= 100 {
        "the fifty-move rule"
    } else if position.is_insufficient_material() {
        "insufficient material"
    } else {
        "a repetition"
    }
}

/// A value or a bound on it: `kind` is `exact` ("3"), `least` ("at least 3") or `most` ("at
/// most 3").
pub(crate) fn bound(kind: &'static str, value: String) -> Told {
    let english = match kind {
        "least" => format!("at least {value}"),
        "most" => format!("at most {value}"),
        _ => value.clone(),
    };
    Told::new(
        english,
        Said::new("grade-bound").text("kind", kind).text("value", value),
    )
}

/// Names the rule that ends the game at `position` with a draw, as a sentence of the
/// catalogue (the same as [`draw_rule`]).
pub(crate) fn draw_rule_said(position: &Chess) -> Said {
    Said::new("grade-draw-rule").text(
        "rule",
        if position.halfmoves() >= 100 {
            "fifty"
        } else if position.is_insufficient_material() {
            "material"
        } else {
            "repetition"
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_written_as_the_tables_write_them() {
        let chess = Units::Pawns(MateConvention::default());
        assert_eq!(chess.value(300), "+3.00");
        assert_eq!(chess.value(-10), "-0.10");
        assert_eq!(chess.value(29_999), "#1");
        assert_eq!(chess.value(INFINITY), "+∞");
        assert_eq!(Units::Plain.value(-10), "−10");
        let flat = Units::Pawns(MateConvention {
            value: 10_000,
            minus_plies: false,
        });
        assert_eq!(flat.value(-10_000), "-mate (10000)");
        assert_eq!(flat.value(29_999), "+299.99");
        let game = Units::Game(MateConvention::default());
        assert_eq!(
            (game.value(29_993), game.value(-29_994)),
            ("#4".into(), "-#3".into())
        );
        assert_eq!(game.value(-3), "−3");
        let utility = Units::Game(MateConvention {
            value: 1,
            minus_plies: false,
        });
        assert_eq!((utility.value(1), utility.value(-1)), ("1".into(), "−1".into()));
    }
}
