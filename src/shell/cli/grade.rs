//! `klados grade`: a student's search tree compared with Klados's, node by node.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;

use crate::course::grade::{Grade, GradeOptions, algorithm_words, grade};
use crate::course::tree_text::parse_tree;
use crate::engine::reading::display_path;
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
    /// For a chess tree: check the leaves against Klados's evaluation too (otherwise the
    /// student's leaf scores are the evaluation, and only the search is checked).
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
/// be graded (with one line saying why).
pub fn grade_command(args: &GradeArgs) -> ExitCode {
    match grade_file(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("klados: {message}");
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

/// Returns the grade in sentences.
pub fn report(shown: &str, grade: &Grade) -> String {
    let reference = &grade.reference;
    let mut text = format!(
        "{shown}: {} to depth {}, {} nodes compared with Klados's {}.\nScore: {}/100",
        algorithm_words(reference.algorithm()),
        reference.depth(),
        grade.compared,
        reference.node_count(),
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
        " ({counted} difference{}; the rule: 100, less 25 for the best move, 15 for the root's value, 5 for \
         each other difference but those that follow from one below)\n\n",
        if counted == 1 { "" } else { "s" }
    ));
    for (number, difference) in grade.differences.iter().enumerate() {
        text.push_str(&format!(
            "{:>3}. {}: {}\n",
            number + 1,
            difference.place,
            difference.reason
        ));
    }
    text
}

/// Returns the grade as `klados-grade/1` JSON.
pub fn json(shown: &str, grade: &Grade) -> String {
    let differences: Vec<serde_json::Value> = grade
        .differences
        .iter()
        .map(|difference| {
            serde_json::json!({
                "kind": difference.kind.name(),
                "level": difference.place.level,
                "n": difference.place.n,
                "node": difference.place.name,
                "points": difference.kind.cost(),
                "reason": difference.reason,
            })
        })
        .collect();
    let document = serde_json::json!({
        "format": "klados-grade/1",
        "file": shown,
        "algorithm": grade.reference.algorithm().name(),
        "depth": grade.reference.depth(),
        "score": grade.score,
        "agrees": grade.agrees(),
        "compared": grade.compared,
        "differences": differences,
    });
    let mut text = serde_json::to_string_pretty(&document).unwrap_or_default();
    text.push('\n');
    text
}
