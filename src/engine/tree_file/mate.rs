//! What a tree file says a checkmate is worth: its mate convention.
//!
//! Klados scores a mate `30000 − plies` for the side that gives it (the plies counted from the
//! root), so that the nearer mate is the better one. Many programs use a flat ±10,000, or their
//! own number less the plies. A file may say which with `"mate": {"value": 10000,
//! "minus_plies": false}`; without it, the mate is Klados's.
//!
//! A won game of tic-tac-toe or Connect Four is scored as a mate is (the side to move has
//! lost), so the same convention says what a win is worth. There a search often scores the
//! game's end alone, as a textbook's utility: `"mate": {"value": 1, "minus_plies": false}` is
//! +1 for a win of MAX (`x`), −1 for a win of MIN (`o`), 0 for a draw (AIMA's and CS188's
//! convention). In chess a mate must be worth more than any evaluation, at least 1,000.

use serde_json::Value;
use shakmaty::Color;

use crate::engine::eval::MATE;
use crate::engine::tree_file::{TreeFileError, TreeFileReason};

/// The smallest mate value a chess file may declare: a mate must be worth more than any
/// evaluation, and a pawn is 100.
pub(super) const LEAST_MATE: i64 = 1000;

/// The smallest value a win may have in a tree of tic-tac-toe or Connect Four: 1, a
/// textbook's utility.
pub(super) const LEAST_WIN: i64 = 1;

/// What a checkmate is worth in a tree file, for the side that gives it (negative when Black
/// mates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateConvention {
    /// The value of a mate (before the plies are taken off), in centipawns (in tic-tac-toe and
    /// Connect Four, the game's own points).
    pub value: i32,
    /// True if the plies from the root to the mate are taken off `value`, so that a nearer mate
    /// is worth more.
    pub minus_plies: bool,
}

impl Default for MateConvention {
    /// Klados's own: 30,000 less the plies from the root.
    fn default() -> MateConvention {
        MateConvention {
            value: MATE,
            minus_plies: true,
        }
    }
}

impl MateConvention {
    /// Returns the value of a position where `mated` is checkmated, `plies` half-moves from the
    /// root: positive when White gives mate.
    pub fn value_of(self, mated: Color, plies: usize) -> i32 {
        let plies = i32::try_from(plies).unwrap_or(i32::MAX);
        let size = match self.minus_plies {
            true => self.value.saturating_sub(plies),
            false => self.value,
        };
        match mated {
            Color::White => -size,
            Color::Black => size,
        }
    }

    /// Returns true for Klados's own convention.
    pub fn is_klados(self) -> bool {
        self == MateConvention::default()
    }

    /// Returns true if `value` is a mate by this convention, some ply up to `max_plies` from
    /// the root.
    pub fn is_mate(self, value: i32, max_plies: usize) -> bool {
        let size = value.unsigned_abs();
        let top = self.value.unsigned_abs();
        match self.minus_plies {
            true => size <= top && top - size <= max_plies as u32,
            false => size == top,
        }
    }

    /// Says the convention in words: "30000 − plies", "10000".
    pub fn words(self) -> String {
        match self.minus_plies {
            true => format!("{} − plies", self.value),
            false => self.value.to_string(),
        }
    }
}

/// Reads `"mate"`: `{"value": 10000, "minus_plies": false}`, either key optional (Klados's own
/// where it is left out), the value at least `least` ([`LEAST_MATE`] in chess, [`LEAST_WIN`] in
/// the other games).
pub(super) fn read_mate(mate: Option<&Value>, least: i64) -> Result<MateConvention, TreeFileError> {
    let mut convention = MateConvention::default();
    let Some(mate) = mate.filter(|mate| !mate.is_null()) else {
        return Ok(convention);
    };
    let wrong = || TreeFileError::Document(TreeFileReason::Mate(least));
    let Some(object) = mate.as_object() else {
        return Err(wrong());
    };
    for (key, value) in object {
        match key.as_str() {
            "value" => {
                convention.value = value
                    .as_i64()
                    .filter(|value| (least..=i64::from(MATE)).contains(value))
                    .and_then(|value| i32::try_from(value).ok())
                    .ok_or_else(wrong)?;
            }
            "minus_plies" => convention.minus_plies = value.as_bool().ok_or_else(wrong)?,
            _ => return Err(wrong()),
        }
    }
    Ok(convention)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<MateConvention, TreeFileError> {
        let value: Value = serde_json::from_str(text).unwrap_or_default();
        read_mate(Some(&value), LEAST_MATE)
    }

    #[test]
    fn a_mate_is_worth_what_the_file_says() {
        let klados = MateConvention::default();
        assert_eq!(klados.value_of(Color::Black, 1), 29_999);
        assert_eq!(klados.value_of(Color::White, 3), -29_997);
        let flat = read(r#"{"value": 10000, "minus_plies": false}"#).unwrap_or_default();
        assert_eq!(flat.value_of(Color::Black, 1), 10_000);
        assert_eq!(flat.value_of(Color::White, 5), -10_000);
        assert!(flat.is_mate(-10_000, 5) && !flat.is_mate(9_999, 5));
        assert!(klados.is_mate(29_997, 3) && !klados.is_mate(29_000, 3));
        assert_eq!(read("null"), Ok(klados));
        for bad in [
            "10000",
            r#"{"value": 50}"#,
            r#"{"value": 40000}"#,
            r#"{"plies": true}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
        // A game's textbook utility: +1, −1 (and 0 for a draw), whatever the plies.
        let value: Value = serde_json::from_str(r#"{"value": 1, "minus_plies": false}"#).unwrap_or_default();
        let utility = read_mate(Some(&value), LEAST_WIN).unwrap_or_default();
        assert_eq!(
            (
                utility.value_of(Color::Black, 5),
                utility.value_of(Color::White, 2)
            ),
            (1, -1)
        );
        assert!(read_mate(Some(&value), LEAST_MATE).is_err());
    }
}
