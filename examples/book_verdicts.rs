//! Every book move's verdict, not only the unsound ones: the measurement behind the book
//! check's rule, to compare with another engine (`klados book --check` prints only the unsound
//! moves).
//!
//! `cargo run --release --example book_verdicts -- PART PARTS DOUBT [FEN …]` looks at every
//! PARTS-th book position starting with the PART-th (0-based), so that parts can run side by
//! side, or only at the FENs given. Each move gets a line of the unsound list's form
//! ([`check_line`]) at [`CHECK_DEPTH`]; a move that gives away more than DOUBT centipawns there
//! gets a second line at [`RECHECK_DEPTH`]. A search that cannot run gives a line `error`, the
//! FEN and the error.

use klados::chess::book_check::{
    CHECK_DEPTH, RECHECK_DEPTH, UNSOUND_HEADER, book_positions, check_line, look_at_moves,
};
use klados::chess::openings::Openings;
use klados::engine::fen::read_fen;
use klados::engine::position::fen_of;
use klados::engine::settings::SearchControl;
use shakmaty::Move;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Vec<i64> = args.iter().take(3).filter_map(|word| word.parse().ok()).collect();
    let [part, parts, doubt] = numbers[..] else {
        eprintln!("usage: book_verdicts PART PARTS DOUBT");
        std::process::exit(2);
    };
    let (Ok(part), Ok(parts), Ok(doubt)) = (
        usize::try_from(part),
        usize::try_from(parts.max(1)),
        i32::try_from(doubt),
    ) else {
        eprintln!("book_verdicts: PART and PARTS must be 0 or more, DOUBT a centipawn count");
        std::process::exit(2);
    };
    let control = SearchControl::new();
    println!("{UNSOUND_HEADER}");
    let positions: Vec<_> = match args.len() > 3 {
        true => args[3..]
            .iter()
            .filter_map(|fen| read_fen(fen).ok().map(|reading| reading.position))
            .collect(),
        false => book_positions().into_iter().skip(part).step_by(parts).collect(),
    };
    for position in &positions {
        let moves: Vec<Move> = Openings::built_in()
            .continuations(position)
            .into_iter()
            .map(|next| next.played)
            .collect();
        let first = match look_at_moves(position, &moves, CHECK_DEPTH, &control) {
            Ok(first) => first,
            Err(error) => {
                println!("error\t{}\t{error}", fen_of(position));
                continue;
            }
        };
        for check in &first {
            print!("{}", check_line(position, check));
        }
        let doubted: Vec<Move> = first
            .iter()
            .filter(|check| check.loss() > doubt)
            .map(|check| check.played)
            .collect();
        if doubted.is_empty() {
            continue;
        }
        match look_at_moves(position, &doubted, RECHECK_DEPTH, &control) {
            Ok(deeper) => {
                for check in &deeper {
                    print!("{}", check_line(position, check));
                }
            }
            Err(error) => println!("error\t{}\t{error}", fen_of(position)),
        }
    }
}
