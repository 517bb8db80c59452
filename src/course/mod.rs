//! The course part: what a teacher and a class do with the engine's trees. [`lesson`]s tell a
//! story beside the stepper, [`practice`] sheets are marked at once, [`handout`]s are drawn for
//! paper (laid out by [`tree_layout`], the same tidy layout the window's tree view uses, in the
//! [`colours`] the window uses), a
//! student's own tree is graded ([`grade`]), and a tree is written as nested lists
//! ([`tree_text`]).
//!
//! It sits above the engine and the chess part and uses both; nothing here uses the shell or the
//! window.

pub mod colours;
pub mod grade;
pub mod handout;
pub mod lesson;
pub mod practice;
pub mod tree_layout;
pub mod tree_text;
