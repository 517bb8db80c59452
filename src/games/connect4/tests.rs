use super::*;

fn check_refused(text: &str, expected: &str) {
    let error = Board::parse(text).unwrap_err().to_string();
    assert_eq!(error, expected, "{text}");
}

#[test]
fn bad_positions_get_one_clear_line() {
    check_refused(
        "4448",
        "move 4 is column 8: the columns are 1 to 7, from the left",
    );
    check_refused("4444444", "move 7 drops into column 4, which is full (6 discs)");
    check_refused("1212121", "x has four in a row: the game is over");
    check_refused(
        "12121213",
        "move 8 (column 3) comes after x won: the game was over",
    );
    check_refused(
        "......./......./......./...x.../......./...o...",
        "the disc in column 4, row 3 from the bottom, floats: the cell below it is empty",
    );
    check_refused(
        "......./......./......./......./......./xxx....",
        "x has 3 discs and o 0: x moves first and the players take turns, so x has as many as o or one more",
    );
    check_refused(
        "......./......./......./......./......./......",
        "the position has 41 cells; Connect Four has 42: six rows of seven, the top row first",
    );
}

#[test]
fn there_are_69_lines_of_four_each_of_four_cells() {
    assert!(WINDOWS.iter().all(|window| window.count_ones() == 4));
    let mut sorted = WINDOWS.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), 69);
    // Every line of four on the board is four in a row, and nothing else is.
    assert!(WINDOWS.iter().all(|&window| has_four(window)));
    assert!(!has_four(bit(0, 0) | bit(1, 0) | bit(2, 0) | bit(4, 0)));
    assert!(!has_four(bit(0, 5) | bit(1, 0) | bit(1, 1) | bit(1, 2)));
}

#[test]
fn the_evaluation_counts_its_terms() {
    // x in columns 4 and 3 on the bottom row, o in column 1.
    let board = Board::parse("413").unwrap();
    let [threes, twos, centre] = terms(&board);
    assert_eq!((threes.x, threes.o), (0, 0));
    // Across the bottom row, columns 2-5 and 3-6 hold x's two discs and two empty cells;
    // o's disc blocks columns 1-4, and 4-7 holds one x only.
    assert_eq!((twos.x, twos.o), (2, 0));
    assert_eq!((centre.x, centre.o), (1, 0));
    assert_eq!(evaluate(&board), 2 * 2 + 3);
}
