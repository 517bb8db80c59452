//! The built-in book's check: every move of the named lines is searched by Klados itself, and a
//! move that loses too much is never played.
//!
//! The named lines include traps (lines named after the blunder that loses to them), gambits and
//! curiosities. Their names are true and stay; but a book that played the blunder of a trap
//! would teach a class that it is a good move. So every book move is checked with Klados's own
//! search, by one rule:
//!
//! **A book move is unsound when Klados's search says it gives away more than
//! [`CHECK_MARGIN`] centipawns (two and a half pawns) against the position's best move, both at
//! depth [`CHECK_DEPTH`] and at depth [`RECHECK_DEPTH`].** At each depth the best move's value
//! is the search of the position to that depth and the book move's value the search of the
//! position after it to one ply less, so both look equally far ahead. The first look is cheap
//! and clears almost every move; the deeper one, about six times dearer, is run only on the
//! moves the first one fails, and must agree (where it does not fit in the node budget, the
//! first look decides alone). The search is ordered alpha-beta with quiescence search
//! (captures, promotions and answers to check until the position is quiet) and a transposition
//! table ([`check_settings`]): it sees a piece or a queen left hanging and a short mate, and a
//! gambit's pawn or two stay within the margin. Held against Stockfish, the margin is where
//! the check stops calling sound moves blunders: at 150 centipawns, 102 of its 132 verdicts
//! were sound moves by Stockfish's reckoning (14 plies deep); at 250, 16 of 24.
//!
//! Checking all 8,055 book moves takes minutes, too long for the window's start, so it is done
//! once, offline, by `klados book --check`, whose output is `assets/openings/unsound.tsv`
//! ([`UNSOUND_FILE`]): the unsound moves, which the book reads when it is first used
//! ([`unsound_moves`]). A test runs the check again on a sample (the blunders of issue 41,
//! every third position of the list, every 700th of the book) and finds the same values.

use crate::engine::settings::Technique;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use crate::chess::openings::Openings;
use crate::chess::polyglot;
use crate::engine::eval::{MATE_THRESHOLD, display_score};
use crate::engine::fen::read_fen;
use crate::engine::position::{GameOutcome, fen_of, outcome_of, san_plus, uci};
use crate::engine::rules::mated_score;
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchError, SearchSettings, Techniques};

/// How deep the check's first look searches the position a book move is played from, in
/// plies: five, so that it sees the reply to the reply of the reply to the book move, and then
/// quiescence.
pub const CHECK_DEPTH: usize = 5;

/// How deep a move that fails the first look is searched again, in plies: one more, the
/// deepest Klados searches.
pub const RECHECK_DEPTH: usize = 6;

/// The most a sound book move may give away against the position's best move, in centipawns:
/// two and a half pawns. A gambit's pawn or two stay in the book; a piece or more does not.
pub const CHECK_MARGIN: i32 = 250;

/// The unsound moves as the check last wrote them: `klados book --check` prints this file.
const UNSOUND_FILE: &str = include_str!("../../assets/openings/unsound.tsv");

/// The unsound list's header line, the names of its tab-separated columns.
pub const UNSOUND_HEADER: &str = "fen\tmove\tuci\tdepth\tvalue\tbest\tbest_value\tleads_to";

/// The search the check runs: ordered alpha-beta with quiescence and a transposition table, to
/// `depth` plies.
pub fn check_settings(depth: usize) -> SearchSettings {
    SearchSettings::new(depth, Algorithm::Ordered).with(
        Techniques::NONE
            .with(Technique::Quiescence)
            .with(Technique::Transpositions),
    )
}

/// What one look of the check found for one book move. Values are centipawns from the point
/// of view of the side playing the move (a mate `p` plies away is `±(30,000 − p)`, counted
/// from the position the move is played from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveCheck {
    /// The book move.
    pub played: Move,
    /// How deep the position was searched, in plies ([`CHECK_DEPTH`] or [`RECHECK_DEPTH`]).
    pub depth: usize,
    /// What the move is worth: the search of the position after it, to `depth` − 1.
    pub value: i32,
    /// The move the search of the position itself plays.
    pub best: Move,
    /// What the best move is worth: the search of the position, to `depth`.
    pub best_value: i32,
}

impl MoveCheck {
    /// Returns how much the move gives away against the best move, in centipawns (0 or more).
    pub fn loss(&self) -> i32 {
        self.best_value.saturating_sub(self.value).max(0)
    }

    /// Returns true when this look keeps the move: it loses at most [`CHECK_MARGIN`].
    pub fn is_sound(&self) -> bool {
        self.loss() <= CHECK_MARGIN
    }
}

/// Checks `moves` (legal moves of `position`) by the rule and returns each move's last look,
/// which decides ([`MoveCheck::is_sound`]): every move is looked at to [`CHECK_DEPTH`]
/// ([`look_at_moves`]); the moves that fail are looked at again to [`RECHECK_DEPTH`], so a move
/// is unsound only when both looks agree. A first search that cannot run (over its node budget)
/// is the error.
pub fn check_moves(
    position: &Chess,
    moves: &[Move],
    control: &SearchControl,
) -> Result<Vec<MoveCheck>, SearchError> {
    let mut checks = look_at_moves(position, moves, CHECK_DEPTH, control)?;
    let failed: Vec<Move> = checks
        .iter()
        .filter(|check| !check.is_sound())
        .map(|check| check.played)
        .collect();
    if failed.is_empty() {
        return Ok(checks);
    }
    // A short search can miss the answer that wins the material back (a gambit's, or a
    // sacrifice's); a deeper look at the few moves it fails must agree. Where the deeper look
    // does not fit in the node budget, the first look's verdict stands.
    let deeper = match look_at_moves(position, &failed, RECHECK_DEPTH, control) {
        Ok(deeper) => deeper,
        Err(SearchError::OverBudget { .. }) => return Ok(checks),
        Err(error) => return Err(error),
    };
    for deeper in deeper {
        if let Some(check) = checks.iter_mut().find(|check| check.played == deeper.played) {
            *check = deeper;
        }
    }
    Ok(checks)
}

/// Looks at `moves` (legal moves of `position`) to `depth`: one search of the position to
/// `depth` for the best move, and one of the position after each move to one ply less, so that
/// both look equally far ahead. A search that cannot run (over its node budget) is the error.
pub fn look_at_moves(
    position: &Chess,
    moves: &[Move],
    depth: usize,
    control: &SearchControl,
) -> Result<Vec<MoveCheck>, SearchError> {
    let mover = position.turn();
    let tree = search(position, &[], &check_settings(depth), control)?;
    let best_value = for_mover(mover, tree.root_value());
    let Some(best) = tree.best_move() else {
        return Ok(Vec::new());
    };
    let mut checks = Vec::with_capacity(moves.len());
    for &played in moves {
        let value = match position.clone().play(played) {
            Ok(after) => value_after(&after, depth - 1, control)?,
            Err(_) => continue,
        };
        checks.push(MoveCheck {
            played,
            depth,
            value: for_mover(mover, value),
            best,
            best_value,
        });
    }
    Ok(checks)
}

/// Returns the value of the position after a book move (White's view), searched to `depth`,
/// as the search of the position before it would have it: a mate is one ply further from there.
fn value_after(after: &Chess, depth: usize, control: &SearchControl) -> Result<i32, SearchError> {
    let value = match outcome_of(after, &[]) {
        Some(GameOutcome::Checkmate { winner }) => return Ok(mated_score(!winner, 1)),
        Some(_) => return Ok(0),
        None => search(after, &[], &check_settings(depth), control)?.root_value(),
    };
    Ok(match value {
        mate if mate > MATE_THRESHOLD => mate - 1,
        mated if mated < -MATE_THRESHOLD => mated + 1,
        score => score,
    })
}

/// Turns a value from White's point of view to `mover`'s, and back.
fn for_mover(mover: Color, value: i32) -> i32 {
    match mover {
        Color::White => value,
        Color::Black => -value,
    }
}

/// Returns every position the named lines go on from, once each, in the order the lines first
/// reach them: the positions the check visits.
pub fn book_positions() -> Vec<Chess> {
    let mut seen = std::collections::HashSet::new();
    Openings::built_in()
        .line_positions()
        .filter(|position| seen.insert(polyglot::key(position)))
        .collect()
}

/// Checks every move of the built-in book and returns the unsound list as
/// `assets/openings/unsound.tsv` holds it (the header, then one line per unsound move, in the
/// order of [`book_positions`]). `progress` hears after each position how many were checked
/// of how many.
pub fn check_book(
    control: &SearchControl,
    mut progress: impl FnMut(usize, usize),
) -> Result<String, SearchError> {
    let positions = book_positions();
    let mut text = format!("{UNSOUND_HEADER}\n");
    for (done, position) in positions.iter().enumerate() {
        let moves: Vec<Move> = Openings::built_in()
            .continuations(position)
            .into_iter()
            .map(|next| next.played)
            .collect();
        for check in check_moves(position, &moves, control)? {
            if !check.is_sound() {
                text.push_str(&check_line(position, &check));
            }
        }
        progress(done + 1, positions.len());
    }
    Ok(text)
}

/// Writes one look as a line of the unsound list: the position, the move (SAN and UCI), the
/// depth, the move's value, the best move and its value, and the opening the move leads to.
pub fn check_line(position: &Chess, check: &MoveCheck) -> String {
    let leads_to = Openings::built_in()
        .continuations(position)
        .into_iter()
        .find(|next| next.played == check.played)
        .map_or_else(String::new, |next| next.leads_to.to_string());
    let mut line = String::new();
    let _ = writeln!(
        line,
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{leads_to}",
        fen_of(position),
        san_plus(position, check.played),
        uci(check.played),
        check.depth,
        check.value,
        san_plus(position, check.best),
        check.best_value,
    );
    line
}

/// A book move the check found unsound, as the book shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsound {
    /// The move.
    pub played: Move,
    /// The side playing it.
    pub mover: Color,
    /// How deep the look that found it unsound searched, in plies.
    pub depth: usize,
    /// What the check's search says the move is worth (centipawns, the mover's view).
    pub value: i32,
    /// The move the check's search plays instead, in SAN.
    pub best: String,
    /// What the best move is worth (centipawns, the mover's view).
    pub best_value: i32,
}

impl Unsound {
    /// Says why the book never plays the move, in White's view as every score Klados shows:
    /// `#2 by Klados's search to depth 6, against +1.10 for dxe5` (Black's 8...Bxd1??).
    pub fn words(&self) -> String {
        format!(
            "{} by Klados's search to depth {}, against {} for {}",
            display_score(for_mover(self.mover, self.value)),
            self.depth,
            display_score(for_mover(self.mover, self.best_value)),
            self.best
        )
    }
}

/// Returns the unsound moves of the built-in book by position ([`polyglot::key`]), read from
/// the list once on first use.
pub fn unsound_moves() -> &'static HashMap<u64, Vec<Unsound>> {
    static UNSOUND: OnceLock<HashMap<u64, Vec<Unsound>>> = OnceLock::new();
    UNSOUND.get_or_init(|| read_unsound(UNSOUND_FILE).0)
}

/// Reads an unsound list: the moves by position, and the lines that do not read (counting from
/// 1, the header being line 1). The built-in list has none, which a test checks.
fn read_unsound(text: &str) -> (HashMap<u64, Vec<Unsound>>, Vec<usize>) {
    let mut moves: HashMap<u64, Vec<Unsound>> = HashMap::new();
    let mut bad = Vec::new();
    for (index, line) in text.lines().enumerate().skip(1) {
        match read_unsound_line(line) {
            Some((key, unsound)) => moves.entry(key).or_default().push(unsound),
            None => bad.push(index + 1),
        }
    }
    (moves, bad)
}

/// Reads one line of the unsound list; `None` if it does not read or its move is not legal.
fn read_unsound_line(line: &str) -> Option<(u64, Unsound)> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [fen, _san, uci_text, depth, value, best, best_value, _leads_to] = fields[..] else {
        return None;
    };
    let position = read_fen(fen).ok()?.position;
    let played = uci_text.parse::<UciMove>().ok()?.to_move(&position).ok()?;
    Some((
        polyglot::key(&position),
        Unsound {
            played,
            mover: position.turn(),
            depth: depth.parse().ok()?,
            value: value.parse().ok()?,
            best: best.to_string(),
            best_value: best_value.parse().ok()?,
        },
    ))
}

#[cfg(test)]
mod tests;
