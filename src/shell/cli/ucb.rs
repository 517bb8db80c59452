//! `klados ucb`: the practice question "which child will UCB select next?" for a seed, and
//! the marking of a pick, for a handout or a student at the command line.

use std::io::{self, Write};

use crate::course::practice::UcbExercise;

/// The options of `klados ucb`.
#[derive(Debug, clap::Args)]
pub struct UcbArgs {
    /// The seed: the same seed gives the same tree, search and question on every computer.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The child you think selection chooses (`A`, `B`, …): marks it and shows every UCB.
    #[arg(long)]
    pub pick: Option<String>,
}

/// Runs `klados ucb`: prints the question, and with `--pick` its marking. Returns the message
/// to print if the seed gives no question.
pub fn ucb(args: &UcbArgs) -> Result<(), String> {
    let exercise = UcbExercise::random(args.seed)
        .ok_or_else(|| format!("seed {} gives no question: try another seed", args.seed))?;
    let mut lines = exercise.question();
    if let Some(pick) = &args.pick {
        lines.push(String::new());
        lines.extend(exercise.mark(pick).lines);
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let text: String = lines.iter().map(|line| format!("{line}\n")).collect();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(super::ignore_closed_pipe)
}
