//! The command line: `klados think` prints a search tree, `klados tree` an abstract tree written
//! as nested lists (as a table, JSON, CSV or a handout in SVG), `klados bench` measures the
//! search, `klados uci` speaks UCI to a chess GUI (see [`crate::chess::uci`]), `klados book` names
//! an opening and lists its book moves.
//! `klados` with no subcommand opens the window.

use crate::engine::settings::Technique;
use std::io::{self, Write};

use clap::{Parser, Subcommand, ValueEnum};

mod bench;
mod book;
mod game;
mod grade;
pub use bench::bench;
mod mcts;
mod ucb;
pub use book::{BookArgs, book};
pub use game::GameArg;
pub use grade::{GradeArgs, GradeFormat, grade_command};
pub use mcts::{MctsArgs, OutcomeArg};
pub use ucb::{UcbArgs, ucb};

use crate::course::handout::{Copy, sketch_of_tree, svg, write_csv};
use crate::course::tree_text::{MAX_TREE_TEXT_BYTES, parse_tree, write_tree};
use crate::engine::abstract_tree::search_abstract;
use crate::engine::code::trace;
use crate::engine::export::{write_json, write_json_with_problem, write_table};
use crate::engine::fen::read_fen;
use crate::engine::position::START_FEN;
use crate::engine::search::search;
use crate::engine::settings::{
    Algorithm, BudgetLimit, DEFAULT_MAX_NODES, MAX_DEPTH, SearchControl, SearchSettings, Techniques,
};

/// The positions `klados bench` searches: the start and two well-known middlegames (here, where
/// both the depth-first and the MCTS benchmarks read them).
const BENCH_POSITIONS: [(&str, &str); 3] = [
    ("start", START_FEN),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (
        "italian",
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b - - 0 6",
    ),
];

/// Klados: a chess program that shows how it thinks.
#[derive(Debug, Parser)]
#[command(name = "klados", version, about, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// What to do; without a subcommand the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A search tree (klados-tree/1, .json) for the window to open and replay: a student's own
    /// search, say, to compare with Klados's.
    pub file: Option<std::path::PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Search one position and print the whole tree.
    Think(ThinkArgs),
    /// Search an abstract tree written as nested lists, e.g. '[[3, 12, 8], [2, 4, 6]]', and
    /// print it: as node arrays, JSON, CSV, or a handout to print (SVG).
    Tree(TreeArgs),
    /// Measure the search speed and the growth of the tree with depth.
    Bench,
    /// Play as a UCI engine over standard input and output, for chess GUIs.
    Uci,
    /// Name a position's opening and list its book moves, with their names and weights.
    Book(BookArgs),
    /// Compare a student's search tree (klados-tree/1) with Klados's search of the same root,
    /// depth and algorithm; exit 0 only when they agree.
    Grade(GradeArgs),
    /// Practise Monte Carlo tree search: which child will UCB select next? Prints the question
    /// for a seed; `--pick B` marks an answer and shows every child's UCB.
    Ucb(UcbArgs),
    /// Work with lesson files.
    Lessons {
        /// What to do with them.
        #[command(subcommand)]
        command: LessonsCommand,
    },
}

/// The subcommands of `klados lessons`.
#[derive(Debug, Subcommand)]
pub enum LessonsCommand {
    /// Check every lesson file in a folder: its format, and every fact it states against the
    /// engine. Prints one line per problem, `path:line:column: what is wrong`.
    Check {
        /// The folder of lessons.
        #[arg(default_value = "lessons")]
        dir: std::path::PathBuf,
    },
    /// List the lessons of a folder in the course's order, as the window lists them (the
    /// folder's `course.txt`, then by id): one line each, its id and its title.
    List {
        /// The folder of lessons.
        #[arg(default_value = "lessons")]
        dir: std::path::PathBuf,
    },
}

/// The options of `klados think`.
#[derive(Debug, clap::Args)]
pub struct ThinkArgs {
    /// The game: chess, tic-tac-toe or Connect Four.
    #[arg(long, value_enum, default_value_t = GameArg::Chess)]
    pub game: GameArg,
    /// The position to search, as FEN (default: the starting position).
    #[arg(long, default_value = START_FEN)]
    pub fen: String,
    /// The position of tic-tac-toe (`x.o......`: nine cells row by row, x, o or .) or of
    /// Connect Four (`4453`: the columns played, 1 to 7; or six rows of seven cells from the
    /// top, separated by `/`). Default: the empty board.
    #[arg(long, allow_hyphen_values = true)]
    pub position: Option<String>,
    /// How many plies (half-moves) to look ahead: 1 to 6 in chess, to 9 in tic-tac-toe (the
    /// whole game), to 12 in Connect Four.
    #[arg(long, default_value_t = 3, allow_negative_numbers = true, value_parser = parse_depth)]
    pub depth: u8,
    /// The search algorithm.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Minimax)]
    pub algorithm: AlgorithmArg,
    /// The node budget: the search stops with an error rather than store more nodes.
    #[arg(long, default_value_t = DEFAULT_MAX_NODES, allow_negative_numbers = true, value_parser = parse_max_nodes)]
    pub max_nodes: usize,
    /// Quiescence search: at the depth, positions where a capture or a promotion is possible or
    /// the side to move is in check are searched on with those moves only, until quiet or 10 plies
    /// past the depth, where a position is scored as it stands (such nodes are marked).
    #[arg(long)]
    pub quiescence: bool,
    /// Iterative deepening: search depth 1, 2, … up to the depth, each iteration trying the
    /// previous one's best line first; every iteration is reported.
    #[arg(long)]
    pub iterative: bool,
    /// A transposition table: a position reached again by another order of moves takes its
    /// value from the table instead of being searched again.
    #[arg(long)]
    pub tt: bool,
    /// Killer moves (with alpha-beta): a quiet move that caused a cutoff is kept, two per ply,
    /// and tried right after the captures in the other positions at that ply.
    #[arg(long)]
    pub killers: bool,
    /// The history heuristic (with alpha-beta): every quiet move that caused a cutoff scores
    /// depth² in a table by move, and quiet moves are tried highest score first.
    #[arg(long)]
    pub history: bool,
    /// Principal variation search (with alpha-beta): the first move of a position with the full
    /// window, every later one with a null window, searched again in full if it is better.
    #[arg(long)]
    pub pvs: bool,
    /// Aspiration windows (with alpha-beta): the root searched with a narrow window around a
    /// guess of its value, widened and searched again while the value falls outside.
    #[arg(long)]
    pub aspiration: bool,
    /// Late move reductions (with alpha-beta): late quiet moves searched a ply shallower, again
    /// at full depth if they beat the best so far. May change the value.
    #[arg(long)]
    pub lmr: bool,
    /// Null-move pruning (with alpha-beta, chess only): the side to move passes, R = 2; a node
    /// still too good after the pass is cut. Wrong in zugzwang: may change the value.
    #[arg(long)]
    pub null_move: bool,
    /// The output: `json` (the klados-tree/1 format), `table` (Huo-style node arrays), `csv`
    /// (one row per node) or `trace` (one line per call and per return, as the search ran).
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Monte Carlo tree search's options (with `--algorithm mcts`).
    #[command(flatten)]
    pub mcts: MctsArgs,
}

impl ThinkArgs {
    /// Returns the techniques the flags switch on (`--quiescence`, `--iterative`, `--tt`,
    /// `--killers`, `--history`).
    pub fn techniques(&self) -> Techniques {
        Techniques::NONE
            .switched(Technique::Quiescence, self.quiescence)
            .switched(Technique::Iterative, self.iterative)
            .switched(Technique::Transpositions, self.tt)
            .switched(Technique::Killers, self.killers)
            .switched(Technique::History, self.history)
            .switched(Technique::Pvs, self.pvs)
            .switched(Technique::Aspiration, self.aspiration)
            .switched(Technique::Reductions, self.lmr)
            .switched(Technique::NullMove, self.null_move)
    }
}

/// Why `--algorithm mcts` refuses the techniques' flags.
const TECHNIQUES_WITHOUT_MCTS: &str = "--quiescence, --iterative, --tt, --killers, --history and the other techniques' flags are techniques of minimax and alpha-beta, not of --algorithm mcts";

/// The options of `klados tree`.
#[derive(Debug, clap::Args)]
pub struct TreeArgs {
    /// The tree as nested lists: the outer list is the root, a number is a leaf, a list a node
    /// with moves. Braces make a chance node (a dice roll: nobody chooses, its value is the
    /// expectation), each outcome after its probability as a fraction: `[3, {1/3: -6, 2/3: 9}]`;
    /// the probabilities add up to 1. `-` reads it from standard input.
    #[arg(allow_hyphen_values = true)]
    pub tree: String,
    /// The search algorithm.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Minimax)]
    pub algorithm: AlgorithmArg,
    /// The output: `table` (Huo-style node arrays), `json` (klados-tree/1, nodes named by
    /// `label`), `svg` (a handout to print), `csv` (one row per node) or `trace` (one line per
    /// call and per return, with depth, α and β on entry, the value returned and the cutoffs).
    #[arg(long, value_enum, default_value_t = TreeFormat::Table)]
    pub format: TreeFormat,
    /// Which copy of an SVG handout: `answer` (every value; α, β and cuts for alpha-beta) or
    /// `student` (leaf values only, empty boxes to fill in).
    #[arg(long, value_enum, default_value_t = CopyArg::Answer)]
    pub copy: CopyArg,
    /// The title printed on an SVG handout.
    #[arg(long, default_value = "A game tree")]
    pub title: String,
    /// Monte Carlo tree search's options (with `--algorithm mcts`).
    #[command(flatten)]
    pub mcts: MctsArgs,
}

/// `klados tree --format` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TreeFormat {
    /// Huo-style text tables.
    Table,
    /// klados-tree/1 JSON, nodes named by label.
    Json,
    /// A printable handout.
    Svg,
    /// One row per node.
    Csv,
    /// One line per call and per return.
    Trace,
}

/// `--copy` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CopyArg {
    /// Everything the search found.
    Answer,
    /// Leaf values only.
    Student,
}

impl From<CopyArg> for Copy {
    fn from(arg: CopyArg) -> Copy {
        match arg {
            CopyArg::Answer => Copy::Answer,
            CopyArg::Student => Copy::Student,
        }
    }
}

/// Reads `--depth`: a whole number of plies from 1 to [`MAX_DEPTH`] in chess, to the game's
/// own limit in tic-tac-toe and Connect Four (the search checks the game's). A negative number
/// is read too (clap would take `-1` for a flag), so the message can say what the depth must be.
fn parse_depth(text: &str) -> Result<u8, String> {
    let deepest = MAX_DEPTH
        .max(crate::games::tictactoe::MAX_DEPTH)
        .max(crate::games::connect4::MAX_DEPTH);
    text.trim()
        .parse::<i64>()
        .ok()
        .filter(|depth| (1..=deepest as i64).contains(depth))
        .and_then(|depth| u8::try_from(depth).ok())
        .ok_or_else(|| {
            format!(
                "the depth must be 1 to {MAX_DEPTH} plies (to {} in tic-tac-toe, {} in Connect Four)",
                crate::games::tictactoe::MAX_DEPTH,
                crate::games::connect4::MAX_DEPTH
            )
        })
}

/// Reads `--max-nodes`: a whole number of nodes, at least 1.
fn parse_max_nodes(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|&nodes| nodes >= 1)
        .ok_or_else(|| format!("the node budget must be a whole number from 1 to {}", usize::MAX))
}

/// `--algorithm` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum AlgorithmArg {
    /// Full-width minimax.
    Minimax,
    /// Alpha-beta.
    Alphabeta,
    /// Alpha-beta with captures tried first.
    Ordered,
    /// Monte Carlo tree search (UCT): `--iterations`, `--seed`, `--exploration`,
    /// `--playout-depth` (chess), `--outcome` (trees).
    Mcts,
}

impl AlgorithmArg {
    /// Returns the depth-first search asked for; `None` for Monte Carlo tree search, which is
    /// no depth search.
    fn tree_search(self) -> Option<Algorithm> {
        match self {
            AlgorithmArg::Minimax => Some(Algorithm::Minimax),
            AlgorithmArg::Alphabeta => Some(Algorithm::AlphaBeta),
            AlgorithmArg::Ordered => Some(Algorithm::Ordered),
            AlgorithmArg::Mcts => None,
        }
    }
}

/// `--format` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// klados-tree/1 JSON.
    Json,
    /// Huo-style text tables.
    Table,
    /// One row per node (see [`crate::course::handout::write_csv`]).
    Csv,
    /// One line per call and per return (see [`crate::engine::code::trace`]).
    Trace,
}

/// Runs `klados think`: one search, the tree printed to standard output. Returns the one-line
/// error message to print if it fails.
///
/// Castling rights the FEN gives but the kings and rooks do not allow are dropped, and a note
/// on standard error says so.
pub fn think(args: &ThinkArgs) -> Result<(), String> {
    if args.game != GameArg::Chess {
        return game::think(args.game, args);
    }
    if args.position.is_some() {
        return Err(String::from(
            "--position is for --game tictactoe or connect4; a chess position is given with --fen",
        ));
    }
    if usize::from(args.depth) > MAX_DEPTH {
        return Err(format!(
            "--depth: the depth must be 1 to {MAX_DEPTH} plies in chess, not {}",
            args.depth
        ));
    }
    let reading = read_fen(&args.fen).map_err(|e| e.to_string())?;
    for note in &reading.notes {
        eprintln!("klados: note: {note}");
    }
    let root = reading.position;
    let Some(algorithm) = args.algorithm.tree_search() else {
        return think_mcts(&root, args);
    };
    if let Some(problem) = mcts::flags_without_mcts(&args.mcts) {
        return Err(problem);
    }
    let settings = SearchSettings {
        depth: usize::from(args.depth),
        algorithm,
        max_nodes: args.max_nodes,
        techniques: args.techniques(),
    };
    let tree = search(&root, &[], &settings, &SearchControl::new()).map_err(|e| {
        let mut message = e.to_string();
        if matches!(
            e,
            crate::engine::settings::SearchError::OverBudget {
                limit: BudgetLimit::Nodes,
                ..
            }
        ) {
            message.push_str(" (--max-nodes)");
        }
        message
    })?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let written = match args.format {
        Format::Json => write_json(&tree, &mut out),
        Format::Table => write_table(&tree, &mut out),
        Format::Csv => write_csv(&tree, &mut out),
        Format::Trace => trace::write_text(&std::sync::Arc::new(tree), &mut out),
    };
    written.and_then(|()| out.flush()).or_else(ignore_closed_pipe)
}

/// Runs `klados think --algorithm mcts`: the techniques and the trace belong to the depth
/// searches, so they are refused with a reason.
fn think_mcts(root: &shakmaty::Chess, args: &ThinkArgs) -> Result<(), String> {
    if !args.techniques().is_empty() {
        return Err(String::from(TECHNIQUES_WITHOUT_MCTS));
    }
    let format = match args.format {
        Format::Json => mcts::MctsFormat::Json,
        Format::Table => mcts::MctsFormat::Table,
        Format::Csv => mcts::MctsFormat::Csv,
        Format::Trace => {
            return Err(String::from(
                "--algorithm mcts writes table, json or csv: a trace is for minimax and alpha-beta",
            ));
        }
    };
    mcts::think(root, &args.mcts, args.max_nodes, format)
}

/// Runs `klados tree`: reads the tree's text (from standard input for `-`), searches it and
/// prints it to standard output. A mistake in the text is one line with its column.
///
/// The student copy of a handout is drawn from the minimax search whatever the algorithm: it
/// shows no α, β or cuts, and alpha-beta's pruned leaves would have lost the values the
/// students need.
pub fn tree(args: &TreeArgs) -> Result<(), String> {
    let text = if args.tree == "-" {
        read_stdin_text()?
    } else {
        args.tree.clone()
    };
    let moves = parse_tree(&text).map_err(|error| format!("the tree, {error}"))?;
    let Some(algorithm) = args.algorithm.tree_search() else {
        let format = match args.format {
            TreeFormat::Table => mcts::MctsFormat::Table,
            TreeFormat::Json => mcts::MctsFormat::Json,
            TreeFormat::Csv => mcts::MctsFormat::Csv,
            TreeFormat::Svg | TreeFormat::Trace => {
                return Err(String::from(
                    "--algorithm mcts writes table, json or csv: a handout and a trace are for minimax and alpha-beta",
                ));
            }
        };
        return mcts::tree(&moves, &args.mcts, format);
    };
    if let Some(problem) = mcts::flags_without_mcts(&args.mcts) {
        return Err(problem);
    }
    let copy = Copy::from(args.copy);
    let algorithm = if args.format == TreeFormat::Svg && copy == Copy::Student {
        Algorithm::Minimax
    } else {
        algorithm
    };
    let searched = search_abstract(&moves, algorithm).map_err(|error| format!("the tree: {error}"))?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let written = match args.format {
        TreeFormat::Table => write_table(&searched.tree, &mut out),
        // The problem goes into the file, so that Klados's own file grades by itself.
        TreeFormat::Json => write_json_with_problem(&searched.tree, Some(&write_tree(&moves)), &mut out),
        TreeFormat::Csv => write_csv(&searched.tree, &mut out),
        TreeFormat::Trace => trace::write_text(&std::sync::Arc::new(searched.tree), &mut out),
        TreeFormat::Svg => {
            let sketch = sketch_of_tree(&searched.tree, &args.title);
            out.write_all(svg(&sketch, copy).as_bytes())
        }
    };
    written.and_then(|()| out.flush()).or_else(ignore_closed_pipe)
}

/// Reads a tree's text from standard input, refusing more than [`MAX_TREE_TEXT_BYTES`] before
/// reading it all (a file piped by mistake) and text that is not UTF-8.
fn read_stdin_text() -> Result<String, String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_TREE_TEXT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| format!("could not read standard input: {error}"))?;
    if bytes.len() > MAX_TREE_TEXT_BYTES {
        return Err(format!(
            "the tree on standard input is longer than {MAX_TREE_TEXT_BYTES} bytes (100 KB)"
        ));
    }
    String::from_utf8(bytes).map_err(|error| {
        // Columns count characters from the start of the text, as the parser counts them.
        let valid = error.utf8_error().valid_up_to();
        let before = error.as_bytes().get(..valid).unwrap_or_default();
        let column = String::from_utf8_lossy(before).chars().count() + 1;
        format!("the tree, column {column}: standard input is not UTF-8 text")
    })
}

/// A reader that stops early (`klados think | head`) closes the pipe: that is not an error.
fn ignore_closed_pipe(error: io::Error) -> Result<(), String> {
    if error.kind() == io::ErrorKind::BrokenPipe {
        Ok(())
    } else {
        Err(format!("could not write the output: {error}"))
    }
}

/// Runs `klados lessons list DIR`: the lessons that load, in the window's order (the course's,
/// [`crate::course::lesson::Course`]), one line each, `id  title`; the problems found loading
/// them on standard error (`klados lessons check` says more). Fails for a folder that is not
/// there or holds no lessons.
pub fn lessons_list(dir: &std::path::Path) -> Result<(), String> {
    let shown_dir = crate::engine::words::one_line(&dir.display().to_string());
    if !dir.is_dir() {
        return Err(format!("{shown_dir}: no such folder"));
    }
    let (lessons, problems) = crate::course::lesson::load_dir(dir);
    for problem in &problems {
        eprintln!("{problem}");
    }
    if lessons.is_empty() {
        return Err(format!("{shown_dir}: no lessons load from this folder"));
    }
    let width = lessons
        .iter()
        .map(|lesson| lesson.id.chars().count())
        .max()
        .unwrap_or(0);
    let listing: String = lessons
        .iter()
        .map(|lesson| {
            format!(
                "{:width$}  {}\n",
                crate::engine::words::one_line(&lesson.id),
                crate::engine::words::one_line(&lesson.title)
            )
        })
        .collect();
    // A closed output (`| head`) ends the listing quietly, as for `think`.
    io::stdout()
        .write_all(listing.as_bytes())
        .or_else(ignore_closed_pipe)
}

/// Runs `klados lessons check DIR`: loads every lesson in `dir`, runs each one against the engine
/// ([`crate::course::lesson::Lesson::verify`]), prints one line per problem on standard error and a
/// summary on standard output. Fails if there was any problem, and for a folder that is not there
/// or holds no lesson files.
pub fn lessons_check(dir: &std::path::Path) -> Result<(), String> {
    // The folder's name as given, on one line however it is spelt.
    let shown_dir = crate::engine::words::one_line(&dir.display().to_string());
    // A folder misspelt, or one with no lessons, checks nothing: that is no pass.
    if !dir.exists() {
        return Err(format!("{shown_dir}: no such folder"));
    }
    if !dir.is_dir() {
        return Err(format!(
            "{shown_dir}: not a folder: give the folder of the lessons"
        ));
    }
    let (lessons, mut problems) = crate::course::lesson::load_dir(dir);
    if lessons.is_empty() && problems.is_empty() {
        return Err(format!("{shown_dir}: no lesson files (*.json) in this folder"));
    }
    for lesson in &lessons {
        problems.extend(lesson.verify());
    }
    // Problems in file order, so an author reads them top to bottom.
    problems.sort_by(|a, b| a.path().cmp(b.path()));
    for problem in &problems {
        eprintln!("{problem}");
    }
    let failed_files: std::collections::BTreeSet<&std::path::Path> =
        problems.iter().map(|problem| problem.path()).collect();
    let good = lessons
        .iter()
        .filter(|lesson| !failed_files.contains(lesson.path.as_path()))
        .count();
    use crate::engine::words::count_of;
    // A closed output (`| head`, `>&-`) ends the report quietly, as for `think`.
    writeln!(
        io::stdout(),
        "{shown_dir}: {} good, {} in {}",
        count_of(good, "lesson", "lessons"),
        count_of(problems.len(), "problem", "problems"),
        count_of(failed_files.len(), "file", "files")
    )
    .or_else(ignore_closed_pipe)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} in the lessons in {shown_dir}",
            count_of(problems.len(), "problem", "problems")
        ))
    }
}
