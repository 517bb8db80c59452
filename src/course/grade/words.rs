//! The sentences a grade says: values, windows, and why a backed-up value is what it is.

use crate::engine::eval::MATE;
use crate::engine::tree::Backup;

/// Stands for −∞ and +∞ in α and β: past every value a node can have.
pub(crate) const INFINITY: i32 = MATE + 1;

/// Writes a value, or ±∞ for the window's open ends.
pub(crate) fn value(value: i32) -> String {
    match value {
        v if v >= INFINITY => String::from("+∞"),
        v if v <= -INFINITY => String::from("−∞"),
        v if v < 0 => format!("−{}", -i64::from(v)),
        v => v.to_string(),
    }
}

/// Writes the values of a node's children as a list: "2, 4, 6".
pub(crate) fn list(values: &[i32]) -> String {
    values.iter().map(|&v| value(v)).collect::<Vec<_>>().join(", ")
}

/// Names the side that chooses with `backup` and what it takes: ("MAX", "largest").
pub(crate) fn chooser(backup: Backup) -> (&'static str, &'static str) {
    match backup {
        Backup::Max => ("MAX", "largest"),
        Backup::Min => ("MIN", "smallest"),
    }
}

/// Says why a node's value is what its children give: "B: MIN takes the smallest of 2, 4, 6:
/// 2, not 4", with the pruned children named when there are some.
pub(crate) fn backup_reason(
    name: &str,
    backup: Backup,
    children: &[i32],
    pruned: &[String],
    right: i32,
    yours: i32,
) -> String {
    let (side, takes) = chooser(backup);
    let pruned = match pruned.len() {
        0 => String::new(),
        _ => format!(" ({} pruned)", pruned.join(", ")),
    };
    format!(
        "{name}: {side} takes the {takes} of {}{pruned}: {}, not {}",
        list(children),
        value(right),
        value(yours)
    )
}
