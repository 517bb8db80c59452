//! The openings' names: 3,807 named opening lines (ECO code, name, moves), looked up by position.
//!
//! The lines are Lichess's `chess-openings` (CC0, `assets/openings/`), built into the program. Each
//! line names the position at its end, so a game is named by the last named position it passed
//! through, whatever the order of its moves: 1. Nf3 d5 2. d4 and 1. d4 d5 2. Nf3 reach the same
//! position and get the same name (a *transposition*).
//!
//! The lines are also Klados's built-in opening book: from a position on some line, the moves the
//! lines play next are the book's moves, each weighed by how many named lines go on through it.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use shakmaty::san::San;
use shakmaty::{Chess, Move, Position};

use crate::chess::polyglot;

/// The five volumes of the openings, as the files in `assets/openings/` hold them.
const VOLUMES: [&str; 5] = [
    include_str!("../../assets/openings/a.tsv"),
    include_str!("../../assets/openings/b.tsv"),
    include_str!("../../assets/openings/c.tsv"),
    include_str!("../../assets/openings/d.tsv"),
    include_str!("../../assets/openings/e.tsv"),
];

/// One named opening: the position at the end of `line` is called `eco` `name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The Encyclopaedia of Chess Openings code, a letter A–E and two digits: `C60`.
    pub eco: &'static str,
    /// The name, family first: `Ruy Lopez: Berlin Defense`.
    pub name: &'static str,
    /// The moves from the starting position, as the file writes them: `1. e4 e5 2. Nf3 Nc6 3. Bb5`.
    pub line: &'static str,
}

impl fmt::Display for Opening {
    /// Writes the code and the name, as the game panel shows them: `C60 Ruy Lopez`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.eco, self.name)
    }
}

/// A move the named lines play from a position.
#[derive(Clone, Debug)]
pub struct Continuation<'a> {
    /// The move.
    pub played: Move,
    /// How many named lines go on through this move (the built-in book's weight for it).
    pub lines: u32,
    /// The nearest named position the move leads to along one of those lines: the position
    /// after the move itself when it has a name.
    pub leads_to: &'a Opening,
}

/// Every named opening, indexed by the position it names and by the moves that lead on.
#[derive(Debug, Default)]
pub struct Openings {
    /// The named openings, in the order of the files.
    all: Vec<Opening>,
    /// The position a line ends in (its [`polyglot::key`]) → the index of its opening in `all`.
    named: HashMap<u64, usize>,
    /// A position on some line → the moves the lines play from it, most lines first.
    next: HashMap<u64, Vec<NextMove>>,
}

/// A move some lines play from a position, as [`Openings`] keeps it.
#[derive(Debug)]
struct NextMove {
    /// The move.
    played: Move,
    /// How many named lines go on through it.
    lines: u32,
    /// The index in `all` of the nearest named position it leads to.
    leads_to: usize,
    /// How many plies after the move that named position is (0: the move's own position).
    distance: usize,
}

/// One line of a volume, read: its opening and the positions along it.
struct ReadLine {
    /// The opening the line names.
    opening: Opening,
    /// The key of every position on the line, the starting position first.
    keys: Vec<u64>,
    /// The moves, `moves[i]` played from the position `keys[i]`.
    moves: Vec<Move>,
}

impl Openings {
    /// Returns the openings built into the program, read once on first use.
    pub fn built_in() -> &'static Openings {
        static BUILT_IN: OnceLock<Openings> = OnceLock::new();
        BUILT_IN.get_or_init(|| Openings::read(&VOLUMES))
    }

    /// Reads volumes of tab-separated `eco`, `name`, `pgn` lines, each volume with a header line.
    /// A line that does not read (a wrong field count, an illegal move) is left out; the
    /// built-in volumes have none, which a test checks.
    pub fn read(volumes: &[&'static str]) -> Openings {
        let lines: Vec<ReadLine> = volumes
            .iter()
            .flat_map(|volume| volume.lines().skip(1))
            .filter_map(read_line)
            .collect();
        let mut openings = Openings::default();
        for line in &lines {
            let Some(&end) = line.keys.last() else { continue };
            openings.named.entry(end).or_insert(openings.all.len());
            openings.all.push(line.opening.clone());
        }
        for line in &lines {
            openings.add_continuations(line);
        }
        for moves in openings.next.values_mut() {
            moves.sort_by_key(|next| std::cmp::Reverse(next.lines));
        }
        openings
    }

    /// Counts the line in the weight of every move along it, and names each move after the
    /// nearest named position it leads to (the shortest such way among the lines through it).
    fn add_continuations(&mut self, line: &ReadLine) {
        for (ply, played) in line.moves.iter().enumerate() {
            let Some((distance, leads_to)) = line.keys[ply + 1..]
                .iter()
                .enumerate()
                .find_map(|(distance, key)| Some((distance, *self.named.get(key)?)))
            else {
                continue;
            };
            let moves = self.next.entry(line.keys[ply]).or_default();
            match moves.iter_mut().find(|next| next.played == *played) {
                Some(next) => {
                    next.lines += 1;
                    if distance < next.distance {
                        next.leads_to = leads_to;
                        next.distance = distance;
                    }
                }
                None => moves.push(NextMove {
                    played: *played,
                    lines: 1,
                    leads_to,
                    distance,
                }),
            }
        }
    }

    /// Returns how many named openings there are.
    pub fn len(&self) -> usize {
        self.all.len()
    }

    /// Returns true when no opening was read.
    pub fn is_empty(&self) -> bool {
        self.all.is_empty()
    }

    /// Returns the name of this very position, if some line ends in it.
    pub fn name_of(&self, position: &Chess) -> Option<&Opening> {
        let index = *self.named.get(&polyglot::key(position))?;
        self.all.get(index)
    }

    /// Returns the name of a game: the name of the last named position among `positions` (the
    /// game's positions in order, the starting position first), so a game that has left the
    /// named lines keeps the name of where it left them.
    pub fn name_along<'a>(&self, positions: impl DoubleEndedIterator<Item = &'a Chess>) -> Option<&Opening> {
        positions.rev().find_map(|position| self.name_of(position))
    }

    /// Returns the position before each move of every named line, line by line in the order of
    /// the files (a position many lines pass through comes once per line).
    pub fn line_positions(&self) -> impl Iterator<Item = Chess> + '_ {
        self.all.iter().flat_map(|opening| {
            let mut position = Chess::default();
            let mut before = Vec::new();
            for word in opening
                .line
                .split_whitespace()
                .filter(|word| !word.ends_with('.'))
            {
                let Some(played) = word
                    .parse::<San>()
                    .ok()
                    .and_then(|san| san.to_move(&position).ok())
                else {
                    break;
                };
                before.push(position.clone());
                let Ok(after) = position.clone().play(played) else {
                    break;
                };
                position = after;
            }
            before
        })
    }

    /// Returns the moves the named lines play from this position, the move most lines go on
    /// through first (empty when the position is on no line).
    pub fn continuations(&self, position: &Chess) -> Vec<Continuation<'_>> {
        let Some(moves) = self.next.get(&polyglot::key(position)) else {
            return Vec::new();
        };
        moves
            .iter()
            .filter_map(|next| {
                Some(Continuation {
                    played: next.played,
                    lines: next.lines,
                    leads_to: self.all.get(next.leads_to)?,
                })
            })
            .collect()
    }
}

/// Reads one `eco \t name \t pgn` line, playing its moves from the starting position; `None` if
/// it does not read.
fn read_line(text: &'static str) -> Option<ReadLine> {
    let mut fields = text.split('\t');
    let (Some(eco), Some(name), Some(pgn), None) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return None;
    };
    let mut position = Chess::default();
    let mut keys = vec![polyglot::key(&position)];
    let mut moves = Vec::new();
    for word in pgn.split_whitespace().filter(|word| !word.ends_with('.')) {
        let played = word.parse::<San>().ok()?.to_move(&position).ok()?;
        position = position.play(played).ok()?;
        keys.push(polyglot::key(&position));
        moves.push(played);
    }
    Some(ReadLine {
        opening: Opening { eco, name, line: pgn },
        keys,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::game::Game;

    /// Plays moves (UCI or SAN) from the start and returns the game.
    fn after(moves: &str) -> Game {
        let mut game = Game::new();
        for word in moves.split_whitespace() {
            assert!(game.play_text(word).is_ok(), "{word} in {moves}");
        }
        game
    }

    fn name_after(moves: &str) -> String {
        let game = after(moves);
        let positions = (0..=game.moves().len()).map(|ply| game.position_at(ply));
        match Openings::built_in().name_along(positions) {
            Some(opening) => opening.to_string(),
            None => String::from("none"),
        }
    }

    #[test]
    fn every_built_in_line_reads() {
        let lines: usize = VOLUMES.iter().map(|volume| volume.lines().count() - 1).sum();
        assert_eq!(Openings::built_in().len(), lines);
        assert!(lines > 3000, "{lines} lines");
    }

    #[test]
    fn games_are_named_by_their_last_named_position() {
        assert_eq!(name_after(""), "none");
        assert_eq!(name_after("e2e4 e7e5 g1f3 b8c6 f1b5"), "C60 Ruy Lopez");
        assert_eq!(
            name_after("e4 e5 Nf3 Nc6 Bb5 Nf6"),
            "C65 Ruy Lopez: Berlin Defense"
        );
        // The Berlin played on past the named lines keeps its name.
        assert_eq!(
            name_after("e4 e5 Nf3 Nc6 Bb5 Nf6 h3 h6 a3 a6"),
            "C65 Ruy Lopez: Berlin Defense"
        );
    }

    #[test]
    fn a_transposition_gets_the_same_name() {
        let one = name_after("g1f3 d7d5 d2d4");
        assert_eq!(one, name_after("d2d4 d7d5 g1f3"));
        assert_ne!(one, "none");
    }

    #[test]
    fn continuations_are_weighed_by_the_lines_through_them() {
        let start = Chess::default();
        let moves = Openings::built_in().continuations(&start);
        let first: Vec<String> = moves
            .iter()
            .take(2)
            .map(|m| crate::engine::position::san(&start, m.played))
            .collect();
        assert!(
            first.contains(&String::from("e4")) && first.contains(&String::from("d4")),
            "{first:?}"
        );
        assert!(moves.windows(2).all(|pair| pair[0].lines >= pair[1].lines));
        // Every named line starts from the starting position, so the first moves carry them all.
        let total: u32 = moves.iter().map(|m| m.lines).sum();
        assert_eq!(total as usize, Openings::built_in().len());
    }
}
