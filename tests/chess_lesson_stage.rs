//! Chess lessons on a projector, driven through the window with egui_kittest: while a step is
//! about the search, the board shrinks and the tree and the node arrays get the room; a row's
//! numbers and move are never cut; the row a step names is in view; at the end the chosen move
//! is an arrow on the board; lesson 13 draws the levels' sizes, one more at each level revealed.

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{Queryable, by};
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::level_sizes::{picture_label, revealed_sizes};

mod common;

use common::{SMALL_PROJECTOR as SIZE, open_lesson, projector_window};

/// Reveals the current step's answer, if it asks, and moves the lesson on one step.
fn next_step(harness: &mut Harness<'_, KladosApp>) {
    let asks = harness.state().lessons().active().is_some_and(|active| {
        let step = active.current_step();
        active.lesson().steps[step].predict.is_some() && !active.is_revealed()
    });
    if asks {
        harness.state_mut().apply(Command::RevealAnswer);
        harness.run();
    }
    harness.state_mut().apply(Command::LessonNext);
    harness.run();
}

fn lesson_step(harness: &Harness<'_, KladosApp>) -> usize {
    harness
        .state()
        .lessons()
        .active()
        .map_or(usize::MAX, |active| active.current_step())
}

/// The board's rectangle: from its a1 square to its h8 square (either way up).
fn board_rect(harness: &Harness<'_, KladosApp>) -> Rect {
    harness
        .get_by_label("a1")
        .rect()
        .union(harness.get_by_label("h8").rect())
}

/// The rectangles of the node table's cells in the row whose move cell reads `text` exactly,
/// left to right: the row's other cells lie on the same line, right of the board.
fn table_row(harness: &Harness<'_, KladosApp>, text: &str) -> Vec<Rect> {
    let board = board_rect(harness);
    let cells: Vec<Rect> = harness
        .query_all(by().label(text))
        .map(|node| node.rect())
        .filter(|rect| rect.left() > board.right())
        .collect();
    let Some(cell) = cells.first() else {
        panic!("no table row reads {text}")
    };
    let mut row: Vec<Rect> = harness
        .query_all(by().predicate(|node| {
            let named = |text: Option<String>| text.is_some_and(|text| !text.is_empty());
            named(node.label()) || named(node.value())
        }))
        .map(|node| node.rect())
        .filter(|rect| (rect.center().y - cell.center().y).abs() < 2.0 && rect.left() > board.right())
        .collect();
    row.sort_by(|a, b| a.left().total_cmp(&b.left()));
    row.dedup_by(|a, b| (a.left() - b.left()).abs() < 0.5);
    row
}

#[test]
fn a_chess_lesson_gives_the_search_the_room_and_never_cuts_a_row() {
    let mut harness = projector_window();
    open_lesson(&mut harness, "Why the reply matters");
    let window = Rect::from_min_size(egui::Pos2::ZERO, SIZE.into());
    // The first step is about the position: the board has its usual room.
    let board_at_start = board_rect(&harness).width();
    // The third step asks what Qxd5 is worth: the tree and the arrays are the subject.
    while lesson_step(&harness) < 2 {
        next_step(&mut harness);
    }
    let board = board_rect(&harness);
    assert!(
        board.width() < board_at_start * 0.8,
        "the board stays {:.0} px wide (was {board_at_start:.0}) while the search is the subject",
        board.width()
    );
    // The row the step names is in view, and none of its cells runs into the next.
    let row = table_row(&harness, "Qxd5");
    // The thinking panel, from the row's first cell to the window's edge, is the wider.
    let panel = SIZE[0] - row[0].left();
    assert!(
        panel > board.width() * 1.3,
        "the thinking panel is {panel:.0} px wide beside a board of {:.0} px",
        board.width()
    );
    assert!(row.len() >= 5, "the Qxd5 row shows {} cells", row.len());
    for pair in row.windows(2) {
        assert!(
            pair[0].right() <= pair[1].left() + 0.5,
            "a cell of the Qxd5 row ends at {:.1}, past the next one's start at {:.1}",
            pair[0].right(),
            pair[1].left()
        );
    }
    for cell in &row {
        assert!(
            window.expand(1.0).contains_rect(*cell),
            "a cell at {cell:?} is off screen"
        );
    }
}

#[test]
fn at_a_chess_lessons_end_the_chosen_move_is_an_arrow_on_the_board() {
    let mut harness = projector_window();
    open_lesson(&mut harness, "Why the reply matters");
    let last = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |active| active.lesson().steps.len() - 1);
    while lesson_step(&harness) < last {
        assert_eq!(
            harness.state().lesson_choice_move(),
            None,
            "an arrow before the end, at lesson step {}",
            lesson_step(&harness)
        );
        next_step(&mut harness);
    }
    // The lesson ends on Nc3: the knight's move from b1 to c3.
    let Some((from, to)) = harness.state().lesson_choice_move() else {
        panic!("no arrow at the end")
    };
    assert_eq!((from.to_string(), to.to_string()), ("b1".into(), "c3".into()));
}

#[test]
fn the_cost_of_depth_draws_each_level_as_it_is_revealed() {
    let mut harness = projector_window();
    open_lesson(&mut harness, "The cost of depth");
    let window = Rect::from_min_size(egui::Pos2::ZERO, SIZE.into());
    let steps = harness
        .state()
        .lessons()
        .active()
        .map_or(0, |active| active.lesson().steps.len());
    let mut drawn = Vec::new();
    for index in 0..steps {
        while lesson_step(&harness) < index {
            next_step(&mut harness);
        }
        let Some(stepper) = harness.state().thinking().stepper() else {
            panic!("no replay")
        };
        let sizes = revealed_sizes(stepper);
        let tree_sizes: Vec<usize> = stepper
            .tree()
            .levels()
            .iter()
            .map(|level| level.nodes.len())
            .collect();
        // The picture shows the levels revealed so far, each with its true size.
        assert_eq!(sizes[..], tree_sizes[..sizes.len()], "at lesson step {index}");
        let picture = harness.get_by_label(&picture_label()).rect();
        assert!(
            window.expand(1.0).contains_rect(picture),
            "the picture lies at {picture:?}, off screen"
        );
        drawn.push(sizes.len());
    }
    // One level more at every level revealed: 1, 2, 2 (the question), 3, 3 (the question), 4, 4.
    assert_eq!(drawn, vec![1, 2, 2, 3, 3, 4, 4]);
}
