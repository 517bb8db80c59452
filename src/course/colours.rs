//! The colours that say who chooses at a node, as red, green and blue: blue where MAX (White)
//! chooses, vermillion where MIN (Black) does, bluish green at a chance node, where nobody does
//! (the Okabe–Ito palette, which people with the common colour-blindnesses tell apart).
//!
//! They are here, below the window, because a handout printed on paper uses them as the window
//! does; the window's palette turns them into its colours and says what each one means.

use crate::engine::tree::Backup;

/// The colour of the side that chooses at a node: MAX (White) or MIN (Black), lighter on a dark
/// theme.
pub fn chooser_rgb(chooser: Backup, dark_mode: bool) -> [u8; 3] {
    match (chooser, dark_mode) {
        (Backup::Max, false) => [0, 114, 178],
        (Backup::Max, true) => [86, 180, 233],
        (Backup::Min, false) => [213, 94, 0],
        (Backup::Min, true) => [240, 150, 60],
    }
}

/// The colour of a chance node, where nobody chooses (bluish green; darkened on a light theme so
/// that a value written in it still reads at about 5:1).
pub fn chance_rgb(dark_mode: bool) -> [u8; 3] {
    if dark_mode { [60, 200, 150] } else { [0, 128, 94] }
}
