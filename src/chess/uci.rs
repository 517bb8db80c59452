//! `klados uci`: Klados as a UCI engine, so that any chess GUI can play against it.
//!
//! UCI (the Universal Chess Interface) is a line protocol: the GUI writes commands to the
//! engine's standard input (`position startpos moves e2e4`, `go movetime 1000`, `stop`) and
//! reads its answers from standard output (`info depth 3 …`, `bestmove e7e5`).
//!
//! The search runs on its own thread, so that `stop` and `isready` are answered while it
//! thinks. It deepens one ply at a time — depth 1, 2, 3, … — and keeps the move of the last
//! depth it finished: a `stop`, a deadline or the node budget cancels the depth in progress
//! through the engine's [`SearchControl`], and the move already found is played. Every `go` is
//! answered by exactly one `bestmove`.
//!
//! How long to think, for each kind of `go`:
//!
//! * `go depth N`: deepen to N plies (at most [`MAX_DEPTH`]).
//! * `go movetime MS`: deepen until MS milliseconds have passed (less 10 ms kept back, so that
//!   the answer is read in time).
//! * `go infinite`: deepen as far as the engine goes, then wait for `stop`.
//! * `go nodes N`: deepen while a depth fits in N nodes (the node budget).
//! * `go wtime … btime … [winc … binc … movestogo …]`: the move gets the time left divided by
//!   the moves to go (30 if not given) plus three quarters of the increment; a new depth starts
//!   only while less than a quarter of that has passed (each depth takes several times as long
//!   as the one before), and the deadline cancels a depth that runs over.
//! * `go` alone: deepen to the `Depth` option.
//! * `ponder`, `searchmoves …` and `mate N` are what Klados cannot do: each is left out with an
//!   `info string` saying so, and the rest of the line counts (`go ponder depth 2` searches to
//!   depth 2).
//!
//! With `OwnBook` on, a `go` (other than `go infinite`) in a position the book knows is answered
//! at once with a book move and an `info string` saying so; `BookFile` names a Polyglot book to
//! use instead of the built-in one, and `BookSeed` the seed the book's moves are chosen with.

use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use web_time::Instant;

use shakmaty::{Color, Position};

use crate::chess::book::{Book, book_words};
use crate::chess::game::{Game, search_game};
use crate::chess::polyglot::PolyglotBook;
use crate::engine::eval::{MATE, MATE_THRESHOLD};
use crate::engine::position;
use crate::engine::settings::{
    Algorithm, DEFAULT_MAX_NODES, MAX_DEPTH, SearchControl, SearchError, SearchSettings, Techniques,
};
use crate::engine::tree::SearchTree;

mod answer;
mod plan;

use answer::{Answer, start_alarm};
use plan::Plan;

/// The depth a bare `go` searches to, unless the `Depth` option says otherwise.
const DEFAULT_DEPTH: usize = 4;

/// The largest node budget the `Nodes` option accepts (16 bytes a node: 1.6 GB).
const MOST_NODES: usize = 100_000_000;

/// The largest `BookSeed` (UCI spins are 32-bit in many GUIs).
const MOST_SEED: u64 = 2_147_483_647;

/// The time kept back from every deadline, so that `bestmove` is read by the GUI before the
/// limit: on a busy machine the alarm's thread may wait several milliseconds for a core, and
/// the GUI's as long to read the answer.
const MOVE_OVERHEAD: Duration = Duration::from_millis(10);

/// How many moves a clock is shared among when the GUI does not say (`movestogo`).
const DEFAULT_MOVES_TO_GO: u64 = 30;

/// Runs the engine: reads commands from `input` until `quit` or its end, and writes answers to
/// `output`, one flushed line at a time. A closed output ends the engine quietly.
pub fn run(mut input: impl BufRead, output: Box<dyn Write + Send>) -> Result<(), String> {
    let mut engine = Engine::new(Arc::new(Output::new(output)));
    while let Some(line) = read_command(&mut input) {
        let handled = match line {
            Ok(line) => engine.handle(&line),
            Err(too_long) => {
                engine.output.send(&format!("info string {too_long}"));
                true
            }
        };
        if !handled || engine.output.is_closed() {
            break;
        }
    }
    engine.stop_search();
    Ok(())
}

/// The longest command read: a `position` with a whole game's moves is a few kilobytes.
const LONGEST_COMMAND: usize = 64 * 1024;

/// Reads one command line: `None` at the end of the input, `Err` (with what to tell the GUI) for
/// a line longer than [`LONGEST_COMMAND`], which is skipped. Bytes that are not UTF-8 (a
/// Latin-1 option value) are read as replacement characters rather than end the engine.
fn read_command(input: &mut impl BufRead) -> Option<Result<String, String>> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return None,
        };
        if buffer.is_empty() {
            return (!line.is_empty() || too_long).then(|| finish_command(line, too_long));
        }
        let (piece, ends) = match buffer.iter().position(|&byte| byte == b'\n') {
            Some(at) => (&buffer[..at], at + 1),
            None => (buffer, buffer.len()),
        };
        if line.len() + piece.len() > LONGEST_COMMAND {
            too_long = true;
        } else {
            line.extend_from_slice(piece);
        }
        let found_end = ends > piece.len();
        input.consume(ends);
        if found_end {
            return Some(finish_command(line, too_long));
        }
    }
}

fn finish_command(line: Vec<u8>, too_long: bool) -> Result<String, String> {
    if too_long {
        return Err(format!(
            "a command longer than {LONGEST_COMMAND} bytes was ignored"
        ));
    }
    Ok(String::from_utf8_lossy(&line).trim_end_matches('\r').to_owned())
}

/// The engine's output, shared by the command loop and the search thread.
struct Output {
    writer: Mutex<Box<dyn Write + Send>>,
    /// Set once a write fails (the GUI went away); the engine then ends.
    closed: AtomicBool,
}

impl Output {
    fn new(writer: Box<dyn Write + Send>) -> Output {
        Output {
            writer: Mutex::new(writer),
            closed: AtomicBool::new(false),
        }
    }

    /// Writes one line and flushes it, so the GUI sees it at once.
    fn send(&self, line: &str) {
        let Ok(mut writer) = self.writer.lock() else {
            self.closed.store(true, Ordering::Relaxed);
            return;
        };
        let written = writeln!(writer, "{line}").and_then(|()| writer.flush());
        if written.is_err() {
            self.closed.store(true, Ordering::Relaxed);
        }
    }

    /// Tells the GUI something in words (`info string …`), on one line.
    fn tell(&self, message: &str) {
        self.send(&format!("info string {}", message.replace(['\n', '\r'], " ")));
    }

    fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }
}

/// The options a GUI can set with `setoption` (the book file is kept in [`Engine::book`]).
#[derive(Clone, Copy, Debug)]
struct Options {
    algorithm: Algorithm,
    depth: usize,
    max_nodes: usize,
    /// `OwnBook`: play from the opening book while the position is in it (off by default, as
    /// UCI asks: a GUI usually has its own book).
    own_book: bool,
    /// `BookSeed`: the seed book moves are chosen with, so a game can be replayed.
    book_seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            algorithm: Algorithm::Ordered,
            depth: DEFAULT_DEPTH,
            max_nodes: DEFAULT_MAX_NODES,
            own_book: false,
            book_seed: 0,
        }
    }
}

/// A search running on its own thread.
struct RunningSearch {
    control: Arc<SearchControl>,
    thread: JoinHandle<()>,
}

/// The engine between commands: the position set by the GUI, the options, the search running.
struct Engine {
    output: Arc<Output>,
    game: Game,
    options: Options,
    /// The book `OwnBook` plays from: the built-in one, or the `BookFile`.
    book: Book,
    search: Option<RunningSearch>,
}

impl Engine {
    fn new(output: Arc<Output>) -> Engine {
        Engine {
            output,
            game: Game::new(),
            options: Options::default(),
            book: Book::BuiltIn,
            search: None,
        }
    }

    /// Handles one command line; returns false for `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, arguments)) = words.split_first() else {
            return true;
        };
        match command {
            "uci" => self.identify(),
            "isready" => self.output.send("readyok"),
            "ucinewgame" => {
                self.stop_search();
                self.game = Game::new();
            }
            "position" => self.set_position(arguments),
            "go" => self.go(arguments),
            "stop" => self.stop_search(),
            "setoption" => self.set_option(arguments),
            "quit" => return false,
            // UCI asks engines to ignore what they do not know; `debug` and `ponderhit` have
            // nothing to do here.
            "debug" | "ponderhit" | "register" => {}
            _ => self
                .output
                .tell(&format!("unknown command ignored: {}", shorten(command))),
        }
        true
    }

    /// Answers `uci`: the engine's name, its options, and `uciok`.
    fn identify(&self) {
        let defaults = Options::default();
        for line in [
            format!("id name Klados {}", env!("CARGO_PKG_VERSION")),
            "id author the Klados authors".to_owned(),
            format!(
                "option name Algorithm type combo default {} var minimax var alphabeta var ordered",
                defaults.algorithm.name()
            ),
            format!(
                "option name Depth type spin default {} min 1 max {MAX_DEPTH}",
                defaults.depth
            ),
            format!(
                "option name Nodes type spin default {} min 1 max {MOST_NODES}",
                defaults.max_nodes
            ),
            format!("option name OwnBook type check default {}", defaults.own_book),
            "option name BookFile type string default <empty>".to_owned(),
            format!(
                "option name BookSeed type spin default {} min 0 max {MOST_SEED}",
                defaults.book_seed
            ),
            "uciok".to_owned(),
        ] {
            self.output.send(&line);
        }
    }

    /// Handles `setoption name <name> value <value>`; a bad one is told and changes nothing.
    fn set_option(&mut self, arguments: &[&str]) {
        let Some((&"name", rest)) = arguments.split_first() else {
            return self
                .output
                .tell("setoption needs: setoption name <name> value <value>");
        };
        // The word `value` ends the name (which may have spaces), even with nothing after it:
        // `setoption name OwnBook value` gives OwnBook the empty value.
        let (name, value) = match rest.iter().position(|&word| word == "value") {
            Some(at) => (rest[..at].join(" "), rest[at + 1..].join(" ")),
            None => (rest.join(" "), String::new()),
        };
        let (name, value) = (name.as_str(), value.as_str());
        let problem = match name.to_ascii_lowercase().as_str() {
            "algorithm" => match Algorithm::from_name(&value.to_ascii_lowercase()) {
                Some(algorithm) => {
                    self.options.algorithm = algorithm;
                    None
                }
                None => Some("Algorithm is minimax, alphabeta or ordered".to_owned()),
            },
            "depth" => match value.parse::<usize>() {
                Ok(depth) if (1..=MAX_DEPTH).contains(&depth) => {
                    self.options.depth = depth;
                    None
                }
                _ => Some(format!("Depth is a number of plies from 1 to {MAX_DEPTH}")),
            },
            "nodes" => match value.parse::<usize>() {
                Ok(nodes) if (1..=MOST_NODES).contains(&nodes) => {
                    self.options.max_nodes = nodes;
                    None
                }
                _ => Some(format!("Nodes is a node budget from 1 to {MOST_NODES}")),
            },
            "ownbook" => match value.to_ascii_lowercase().as_str() {
                "true" => {
                    self.options.own_book = true;
                    None
                }
                "false" => {
                    self.options.own_book = false;
                    None
                }
                _ => Some("OwnBook is true or false".to_owned()),
            },
            "bookfile" => self.set_book_file(value),
            "bookseed" => match value.parse::<u64>() {
                Ok(seed) if seed <= MOST_SEED => {
                    self.options.book_seed = seed;
                    None
                }
                _ => Some(format!("BookSeed is a number from 0 to {MOST_SEED}")),
            },
            _ => Some(format!("there is no option {}", shorten(name))),
        };
        if let Some(problem) = problem {
            self.output.tell(&format!("option not set: {problem}"));
        }
    }

    /// Sets `BookFile`: a Polyglot book, or the built-in book for an empty value (`<empty>`, as
    /// GUIs send it). A file that cannot be used leaves the book as it was, and says why.
    fn set_book_file(&mut self, value: &str) -> Option<String> {
        if value.is_empty() || value == "<empty>" {
            self.book = Book::BuiltIn;
            return None;
        }
        match PolyglotBook::read(Path::new(value)) {
            Ok(file) => {
                self.book = Book::Polyglot(file);
                None
            }
            Err(error) => Some(format!("{error}; the book stays {}", book_words(&self.book))),
        }
    }

    /// Plays the book's move at once, if `OwnBook` is on, the position is in the book and `go`
    /// asked for a move (not `go infinite`, which analyses). Returns true if it answered.
    fn play_from_book(&self, arguments: &[&str]) -> bool {
        if !self.options.own_book || arguments.contains(&"infinite") {
            return false;
        }
        let position = self.game.position();
        let Some(choice) = self.book.choose(position, self.options.book_seed) else {
            return false;
        };
        let chosen = &choice.chosen;
        let total: u32 = choice.moves.iter().filter(|m| m.playable).map(|m| m.weight).sum();
        let opening = chosen
            .opening
            .map_or_else(String::new, |opening| format!(" ({opening})"));
        self.output.send(&format!(
            "info string book move {}{opening}, weight {} of {total}, from {}, seed {}",
            chosen.uci,
            chosen.weight,
            book_words(&self.book),
            choice.seed
        ));
        self.output.send(&format!("bestmove {}", chosen.uci));
        true
    }

    /// Handles `position startpos|fen <fen> [moves …]`. A bad FEN or move is told and leaves
    /// the position as it was.
    fn set_position(&mut self, arguments: &[&str]) {
        match position_from(arguments) {
            Ok(game) => self.game = game,
            Err(problem) => self.output.tell(&format!("position not set: {problem}")),
        }
    }

    /// Handles `go`: starts a search on its own thread (stopping one still running first).
    fn go(&mut self, arguments: &[&str]) {
        // The time to think counts from now, not from when the search before has stopped.
        let started = Instant::now();
        self.stop_search();
        if self.play_from_book(arguments) {
            return;
        }
        let mut clamped = Vec::new();
        let plan = match Plan::of(
            arguments,
            &self.options,
            self.game.position().turn(),
            &mut clamped,
        ) {
            Ok(plan) => {
                for note in clamped {
                    self.output.tell(&format!("go: {note}"));
                }
                plan
            }
            Err(problem) => {
                self.output
                    .tell(&format!("go: {problem}; searching to the Depth option"));
                Plan::to_depth(self.options.depth, self.options.max_nodes)
            }
        };
        let control = Arc::new(SearchControl::new());
        let thinker = Thinker {
            game: self.game.clone(),
            algorithm: self.options.algorithm,
            plan,
            started,
            control: Arc::clone(&control),
            answer: Arc::new(Answer::new(Arc::clone(&self.output))),
        };
        match thread::Builder::new()
            .name("klados-uci-search".to_owned())
            .spawn(move || thinker.think())
        {
            Ok(thread) => self.search = Some(RunningSearch { control, thread }),
            Err(error) => {
                self.output.tell(&format!("could not start the search: {error}"));
                self.output.send("bestmove 0000");
            }
        }
    }

    /// Stops the search running, if any, and waits for it to answer its `bestmove`.
    fn stop_search(&mut self) {
        if let Some(running) = self.search.take() {
            running.control.cancel();
            let _ = running.thread.join();
        }
    }
}

/// Reads the arguments of `position` into a game: the start (`startpos` or `fen` and its six
/// fields) and the moves after `moves`, each checked for legality.
fn position_from(arguments: &[&str]) -> Result<Game, String> {
    let moves_at = arguments.iter().position(|&word| word == "moves");
    let (start, moves) = match moves_at {
        Some(at) => (&arguments[..at], &arguments[at + 1..]),
        None => (arguments, &[][..]),
    };
    let mut game = match start.split_first() {
        Some((&"startpos", [])) => Game::new(),
        Some((&"fen", fen)) if !fen.is_empty() => {
            Game::from_fen(&fen.join(" ")).map_err(|error| shorten(&error.to_string()))?
        }
        _ => return Err("write position startpos or position fen <fen>, then moves …".to_owned()),
    };
    for (index, text) in moves.iter().enumerate() {
        let m = position::parse_move(game.position(), text)
            .map_err(|error| format!("move {} ({}): {error}", index + 1, shorten(text)))?;
        game.play(m)
            .map_err(|error| format!("move {} ({}): {error}", index + 1, shorten(text)))?;
    }
    Ok(game)
}

/// What the search thread needs: its own copy of the game, and what to tell whom.
struct Thinker {
    game: Game,
    algorithm: Algorithm,
    plan: Plan,
    /// When the GUI sent `go`: the deadline counts from there.
    started: Instant,
    control: Arc<SearchControl>,
    answer: Arc<Answer>,
}

impl Thinker {
    /// Deepens one ply at a time, reporting each finished depth, and answers `bestmove` once
    /// (unless the alarm answered first, at the deadline).
    fn think(self) {
        let started = self.started;
        if let Some(deadline) = self.plan.deadline {
            start_alarm(
                started + deadline.saturating_sub(MOVE_OVERHEAD),
                Arc::clone(&self.control),
                Arc::clone(&self.answer),
            );
        }
        for depth in 1..=self.plan.max_depth {
            let too_late = self
                .plan
                .start_depth_before
                .is_some_and(|limit| started.elapsed() >= limit);
            if depth > 1 && (self.control.is_cancelled() || too_late) {
                break;
            }
            // Depth 1 takes microseconds and always finishes, so there is always a move to play.
            let depth_one = SearchControl::new();
            let control = if depth == 1 { &depth_one } else { &*self.control };
            match self.search_depth(depth, control) {
                Ok(tree) => self
                    .answer
                    .finished_depth(tree.best_move(), &info_line(&tree, started.elapsed())),
                Err(SearchError::OverBudget { max_nodes, .. }) => {
                    self.answer.tell(&format!(
                        "depth {depth} needs more than {max_nodes} nodes; playing the best move of depth {}",
                        depth - 1
                    ));
                    break;
                }
                Err(SearchError::GameOver(outcome)) => {
                    self.answer.tell(&format!("nothing to search: {outcome}"));
                    break;
                }
                Err(_) => break,
            }
        }
        if self.plan.wait_for_stop {
            // `go infinite` answers only after `stop`, even when there is nothing deeper to search.
            while !self.control.is_cancelled() {
                thread::sleep(Duration::from_millis(5));
            }
        }
        // A drawn position (by repetition or the fifty-move rule) can still have legal moves that
        // the search refuses to look at: any legal move is better than none.
        self.answer
            .send_best(|| self.game.position().legal_moves().first().copied());
    }

    /// Searches one depth; if the algorithm chosen passes the node budget, ordered alpha-beta
    /// (the cheapest) gets a try at the same depth, as the window's fallback does.
    fn search_depth(&self, depth: usize, control: &SearchControl) -> Result<SearchTree, SearchError> {
        let settings = SearchSettings {
            depth,
            algorithm: self.algorithm,
            max_nodes: self.plan.max_nodes,
            techniques: Techniques::NONE,
        };
        match search_game(&self.game, &settings, control) {
            Err(SearchError::OverBudget { .. }) if self.algorithm != Algorithm::Ordered => {
                let ordered = SearchSettings {
                    algorithm: Algorithm::Ordered,
                    ..settings
                };
                search_game(&self.game, &ordered, control)
            }
            other => other,
        }
    }
}

/// Returns the `info` line for a finished depth: depth, nodes searched, time, speed, score from
/// the side to move's view, and the expected line.
fn info_line(tree: &SearchTree, elapsed: Duration) -> String {
    let nodes = tree.counts().searched;
    let millis = elapsed.as_millis().max(1);
    let nps = nodes as u128 * 1000 / millis;
    let score = uci_score(tree.root_value(), tree.root_backup().color());
    let pv: Vec<String> = tree
        .principal_variation()
        .into_iter()
        .filter_map(|id| tree.move_of(id))
        .map(position::uci)
        .collect();
    format!(
        "info depth {} nodes {nodes} time {millis} nps {nps} score {score} pv {}",
        tree.depth(),
        pv.join(" ")
    )
}

/// Converts a Klados score (centipawns from White's view, mate = ±(MATE − plies)) into UCI's:
/// from the side to move's view, `cp N` or `mate M` in moves (negative when being mated).
///
/// ```
/// # use shakmaty::Color;
/// assert_eq!(klados::chess::uci::uci_score(35, Color::Black), "cp -35");
/// assert_eq!(klados::chess::uci::uci_score(30_000 - 1, Color::White), "mate 1");
/// assert_eq!(klados::chess::uci::uci_score(30_000 - 2, Color::Black), "mate -1");
/// ```
pub fn uci_score(white_view: i32, turn: Color) -> String {
    let own_view = if turn == Color::White {
        white_view
    } else {
        -white_view
    };
    if own_view.abs() >= MATE_THRESHOLD {
        let plies = MATE - own_view.abs();
        let moves = (plies + 1) / 2;
        format!("mate {}", if own_view > 0 { moves } else { -moves })
    } else {
        format!("cp {own_view}")
    }
}

/// Returns at most 40 characters of what the GUI sent, for messages that echo it.
fn shorten(text: &str) -> String {
    let short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        short + "…"
    } else {
        short
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::position::START_FEN;

    #[test]
    fn positions_from_startpos_and_fen_with_moves() {
        let game = position_from(&["startpos", "moves", "e2e4", "e7e5", "e1e2"]);
        assert_eq!(game.map(|game| game.moves().len()), Ok(3));
        let fen: Vec<&str> = START_FEN.split(' ').collect();
        let mut arguments = vec!["fen"];
        arguments.extend(&fen);
        assert_eq!(
            position_from(&arguments).map(|game| game.fen()),
            Ok(START_FEN.to_owned())
        );
        for bad in [
            &["startpos", "moves", "e2e5"][..],
            &["fen", "8/8"],
            &["sideways"],
            &[],
        ] {
            assert!(position_from(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn time_controls_give_a_deadline_from_the_movers_clock() {
        let options = Options::default();
        let plan = Plan::of(
            &["wtime", "60000", "btime", "1000", "winc", "1000"],
            &options,
            Color::White,
            &mut Vec::new(),
        );
        assert_eq!(
            plan.map(|plan| plan.deadline),
            Ok(Some(Duration::from_millis(2000 + 750 - 20)))
        );
        let plan = Plan::of(
            &["wtime", "60000", "btime", "1000"],
            &options,
            Color::Black,
            &mut Vec::new(),
        );
        assert_eq!(
            plan.map(|plan| plan.deadline),
            Ok(Some(Duration::from_millis(1000 / 30 - 20)))
        );
        let plan = Plan::of(&["depth", "2"], &options, Color::White, &mut Vec::new());
        assert_eq!(plan.map(|plan| (plan.max_depth, plan.deadline)), Ok((2, None)));
        assert!(Plan::of(&["depth", "deep"], &options, Color::White, &mut Vec::new()).is_err());
    }
}
