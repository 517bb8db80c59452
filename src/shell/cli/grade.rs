//! `klados grade`: a student's search tree compared with Klados's, node by node.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;

use crate::course::grade::{Grade, GradeOptions, Kind, SCORE_RULE, algorithm_words, grade};
use crate::course::tree_text::parse_tree;
use crate::engine::reading::display_path;
use crate::engine::settings::Algorithm;
use crate::engine::tree::GameId;
use crate::engine::words::{capitalised, count_of, group_thousands};
use crate::shell::files::read_tree_path;

/// The options of `klados grade`.
#[derive(Debug, clap::Args)]
pub struct GradeArgs {
    /// The student's tree, a klados-tree/1 file.
    pub file: PathBuf,
    /// For an abstract tree: the problem, as nested lists (`[[3, 12, 8], [2, 4, 6]]`), if the
    /// file does not give it as "tree".
    #[arg(long)]
    pub tree: Option<String>,
    /// For a tree of chess, tic-tac-toe or Connect Four: check the leaves against Klados's
    /// evaluation too (otherwise the student's leaf scores are the evaluation, and only the
    /// search is checked).
    #[arg(long)]
    pub klados_evaluation: bool,
    /// The output: `text` for a person, `json` for a course's autograder.
    #[arg(long, value_enum, default_value_t = GradeFormat::Text)]
    pub format: GradeFormat,
}

/// `klados grade --format` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GradeFormat {
    /// Sentences.
    Text,
    /// klados-grade/1 JSON.
    Json,
}

/// Runs `klados grade`: exit 0 when the trees agree, 1 when they differ, 2 when the file cannot
/// be graded (with one line saying why, and with `--format json` a `klados-grade/1` object whose
/// `error` says it).
pub fn grade_command(args: &GradeArgs) -> ExitCode {
    match grade_file(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("klados: {message}");
            // An autograder reads standard output: it gets an object to parse there too.
            if args.format == GradeFormat::Json {
                let document = serde_json::json!({
                    "format": "klados-grade/1",
                    "file": display_path(&args.file),
                    "error": message,
                });
                let mut text = serde_json::to_string_pretty(&document).unwrap_or_default();
                text.push('\n');
                let _ = io::stdout().lock().write_all(text.as_bytes());
            }
            ExitCode::from(2)
        }
    }
}

/// Grades the file and prints the grade; returns whether the trees agree.
fn grade_file(args: &GradeArgs) -> Result<bool, String> {
    let shown = display_path(&args.file);
    let file = read_tree_path(&args.file).map_err(|error| match error {
        crate::engine::tree_file::TreeFileError::Unreadable { .. } => error.to_string(),
        other => format!("{shown}: {other}"),
    })?;
    let problem = match &args.tree {
        Some(text) => Some(parse_tree(text).map_err(|error| format!("--tree: {error}"))?),
        None => None,
    };
    let options = GradeOptions {
        klados_evaluation: args.klados_evaluation,
    };
    let grade = grade(&file, problem.as_deref(), options).map_err(|error| format!("{shown}: {error}"))?;
    let text = match args.format {
        GradeFormat::Text => report(&shown, &grade),
        GradeFormat::Json => json(&shown, &grade),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(super::ignore_closed_pipe)?;
    Ok(grade.agrees())
}

/// How many differences of each kind the text lists; the rest are counted.
const SHOWN_IN_TEXT: usize = 3;

/// How many differences of each kind the JSON lists; the rest are counted.
const SHOWN_IN_JSON: usize = 20;

/// Returns the grade in sentences: the score and its rule, then the differences by kind, most
/// important first, the first few of each with the count of the rest, then any hint.
pub fn report(shown: &str, grade: &Grade) -> String {
    let reference = &grade.reference;
    let mut text = format!(
        "{shown}: {} to depth {}, {} nodes compared with Klados's {}{}.\nScore: {}/100",
        algorithm_words(reference.algorithm()),
        reference.depth(),
        group_thousands(grade.compared),
        group_thousands(reference.node_count()),
        order_words(reference),
        grade.score
    );
    if grade.agrees() {
        text.push_str(". The trees agree.\n");
        return text;
    }
    let counted = grade
        .differences
        .iter()
        .filter(|difference| difference.kind.cost() > 0)
        .count();
    text.push_str(&format!(
        " ({}). The rule: {SCORE_RULE}.\n",
        count_of(counted, "difference", "differences")
    ));
    for group in grade.groups(SHOWN_IN_TEXT) {
        let points = match group.kind.cost() {
            0 => String::new(),
            _ => format!("less {}", count_of(group.points as usize, "point", "points")),
        };
        let count = match group.kind {
            Kind::BestMove | Kind::RootValue => points,
            Kind::Follows => count_of(group.count, "node", "nodes"),
            _ => format!("{}, {points}", count_of(group.count, "node", "nodes")),
        };
        text.push_str(&format!("\n{}: {count}\n", capitalised(group.kind.words())));
        for (difference, _) in &group.first {
            text.push_str(&format!("  {}: {}\n", difference.place, difference.reason));
        }
        if group.count > group.first.len() {
            text.push_str(&format!(
                "  … and {} more like these\n",
                group_thousands(group.count - group.first.len())
            ));
        }
    }
    for hint in &grade.hints {
        text.push_str(&format!("\n{hint}\n"));
    }
    text
}

/// Says in which order of moves a tree was searched: the student's (" in your order of
/// moves"), for a tree whose order is the student's to choose. Ordered alpha-beta in a game
/// with nothing to capture says that its order is not checked.
fn order_words(reference: &crate::engine::tree::SearchTree) -> String {
    let algorithm = reference.algorithm();
    let game = reference.game().id();
    match (algorithm.prunes(), algorithm, game) {
        (false, _, _) => String::new(),
        (true, Algorithm::Ordered, GameId::TicTacToe | GameId::ConnectFour) => format!(
            ", searched in your order of moves ({} has no captures to try first: any order passes)",
            game.title()
        ),
        (true, _, _) => String::from(", searched in your order of moves"),
    }
}

/// Returns the grade as `klados-grade/1` JSON: the score, the rule, each kind's count and
/// points, the first differences of each kind with the points each cost, and the hints.
pub fn json(shown: &str, grade: &Grade) -> String {
    let groups = grade.groups(SHOWN_IN_JSON);
    let kinds: Vec<serde_json::Value> = groups
        .iter()
        .map(|group| {
            serde_json::json!({
                "kind": group.kind.name(),
                "count": group.count,
                "points": group.points,
            })
        })
        .collect();
    let differences: Vec<serde_json::Value> = groups
        .iter()
        .flat_map(|group| group.first.iter())
        .map(|(difference, points)| {
            serde_json::json!({
                "kind": difference.kind.name(),
                "level": difference.place.level,
                "n": difference.place.n,
                "node": difference.place.name,
                "points": points,
                "reason": difference.reason.english,
            })
        })
        .collect();
    let document = serde_json::json!({
        "format": "klados-grade/1",
        "file": shown,
        "algorithm": grade.reference.algorithm().name(),
        "depth": grade.reference.depth(),
        "score": grade.score,
        "rule": SCORE_RULE,
        "agrees": grade.agrees(),
        "compared": grade.compared,
        "kinds": kinds,
        "differences": differences,
        "listed_per_kind": SHOWN_IN_JSON,
        "hints": grade.hints.iter().map(|hint| hint.english.as_str()).collect::<Vec<_>>(),
    });
    let mut text = serde_json::to_string_pretty(&document).unwrap_or_default();
    text.push('\n');
    text
}
