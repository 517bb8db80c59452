//! Predict the computer: the student plays the move they think the computer will choose in a
//! position, at a depth, and writes the value they think it gives it; Reveal runs the search
//! (minimax, so every move's value is exact and the moves can be ranked) and says where their
//! move ranked and how far their value was.

use std::sync::Arc;

use egui::{RichText, TextEdit, Ui};
use shakmaty::{Move, Position};

use crate::chess::game::Game;
use crate::engine::eval::display_score;
use crate::engine::position::{fen_of, san_plus};
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, MAX_DEPTH, SearchSettings, Techniques};
use crate::engine::tree::SearchTree;
use crate::shell::i18n::{tr, tr_args};
use crate::shell::remote::{RemoteAnswer, RemoteRequest};
use crate::ui::command::{Command, PracticeCommand};
use crate::ui::job::{Job, JobCount, take_result};
use crate::ui::palette::problem_color;

/// The built-in positions: the message id of a name that says what to look for, and a FEN.
pub const POSITIONS: [(&str, &str); 6] = [
    (
        "predict-start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "predict-free-queen",
        "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    ),
    (
        "predict-guarded-pawn",
        "r1bqkbnr/ppp1pppp/2n5/3p4/8/4PQ2/PPPP1PPP/RNB1KBNR w KQkq - 2 3",
    ),
    (
        "predict-defend-f7",
        "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
    ),
    ("predict-mate-in-one", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"),
    ("predict-king-and-pawn", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"),
];

/// The deepest Predict searches: minimax at depth 4 is at most a few million nodes.
pub const PREDICT_MAX_DEPTH: usize = 4;

/// What Reveal found.
pub struct Revealed {
    /// The search, for the thinking panel.
    pub tree: Arc<SearchTree>,
    /// What to tell the student.
    pub lines: Vec<String>,
}

/// The Predict tab's state.
pub struct Predict {
    /// Which built-in position (`None`: the game's).
    pub source: Option<usize>,
    /// The position, as a game (its history counts for repetitions).
    pub game: Game,
    /// The depth the computer searches, in plies.
    pub depth: usize,
    /// The move the student played on the board.
    pub guess: Option<Move>,
    /// The value the student wrote, in pawns.
    pub value_text: String,
    /// The search, while it runs.
    job: Option<Job<Result<SearchTree, crate::engine::said::Said>>>,
    /// What Reveal found.
    pub revealed: Option<Revealed>,
    /// Why Reveal could not run.
    pub problem: Option<String>,
}

impl Default for Predict {
    fn default() -> Predict {
        let mut predict = Predict {
            source: Some(0),
            game: Game::new(),
            depth: 2,
            guess: None,
            value_text: String::new(),
            job: None,
            revealed: None,
            problem: None,
        };
        predict.choose(Some(0), &Game::new());
        predict
    }
}

impl Predict {
    /// Sets the position: a built-in one, or (`None`) the game's as it stands.
    pub fn choose(&mut self, source: Option<usize>, game: &Game) {
        self.source = source;
        self.game = match source.and_then(|index| POSITIONS.get(index)) {
            Some((_, fen)) => Game::from_fen(fen).unwrap_or_else(|_| Game::new()),
            None => game.clone(),
        };
        self.forget();
    }

    /// Forgets the guess and the answer (a new position or depth), and cancels a search running.
    pub fn forget(&mut self) {
        self.guess = None;
        self.value_text.clear();
        self.job = None;
        self.revealed = None;
        self.problem = None;
    }

    /// Takes the move the student played on the board as their guess.
    pub fn guess_move(&mut self, m: Move) {
        if self.revealed.is_none() && self.game.legal_moves().contains(&m) {
            self.guess = Some(m);
        }
    }

    /// Returns true while the search runs.
    pub fn is_searching(&self) -> bool {
        self.job.is_some()
    }

    /// Starts the search on a job (minimax, so that every move has an exact value to rank).
    pub fn reveal(&mut self, max_nodes: usize, jobs: &JobCount, wake: impl Fn() + Send + 'static) {
        self.problem = None;
        if self.guess.is_none() {
            self.problem = Some(tr("predict-play-first"));
            return;
        }
        let root = self.game.position().clone();
        let history = self.game.repetition_history().to_vec();
        let settings = SearchSettings {
            depth: self.depth,
            algorithm: Algorithm::Minimax,
            max_nodes,
            techniques: Techniques::NONE,
        };
        let request = {
            let (root, history) = (root.clone(), history.clone());
            move || {
                Some(RemoteRequest::Search {
                    fen: fen_of(&root),
                    history,
                    settings,
                })
            }
        };
        self.job = Some(Job::start_in_worker(
            "klados-predict",
            jobs,
            wake,
            request,
            |answer| match answer {
                RemoteAnswer::Searched(searched) => Some(*searched),
                _ => None,
            },
            move |context| {
                let result =
                    search(&root, &history, &settings, context.control()).map_err(|error| error.said());
                context.send(result);
            },
        ));
    }

    /// Takes in the finished search; returns its tree for the thinking panel.
    pub fn poll(&mut self) -> Option<Arc<SearchTree>> {
        let result = take_result(&mut self.job)?;
        match result {
            Ok(tree) => {
                let tree = Arc::new(tree);
                let lines = self.verdict(&tree);
                self.revealed = Some(Revealed {
                    tree: Arc::clone(&tree),
                    lines,
                });
                Some(tree)
            }
            Err(reason) => {
                self.problem = Some(tr_args(
                    "predict-could-not-run",
                    &[("reason", crate::shell::i18n::said(&reason).into())],
                ));
                None
            }
        }
    }

    /// Says where the student's move ranked and how far their value was.
    fn verdict(&self, tree: &SearchTree) -> Vec<String> {
        let before = self.game.position();
        let chooser = tree.root_backup();
        let mut moves: Vec<(Move, i32)> = tree
            .root_children()
            .filter_map(|id| Some((tree.move_of(id)?, tree.get(id)?.value()?)))
            .collect();
        // Best first for the side to move: the order the computer prefers them.
        moves.sort_by(|a, b| {
            if chooser.prefers(a.1, b.1) {
                std::cmp::Ordering::Less
            } else if chooser.prefers(b.1, a.1) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        let mut lines = Vec::new();
        let best = tree.best_move();
        if let Some(best) = best {
            lines.push(tr_args(
                "predict-computer-plays",
                &[
                    ("move", san_plus(before, best).into()),
                    ("value", display_score(tree.root_value()).into()),
                    ("depth", tree.depth().into()),
                ],
            ));
        }
        if let Some(guess) = self.guess
            && let Some(&(_, value)) = moves.iter().find(|(m, _)| *m == guess)
        {
            let better = moves
                .iter()
                .filter(|(_, other)| chooser.prefers(*other, value))
                .count();
            let equal = moves.iter().filter(|(_, other)| *other == value).count();
            let name = san_plus(before, guess);
            if Some(guess) == best {
                lines.push(tr_args("predict-right", &[("move", name.into())]));
            } else if better == 0 {
                lines.push(tr_args(
                    "predict-as-good",
                    &[("move", name.into()), ("value", display_score(value).into())],
                ));
            } else {
                lines.push(tr_args(
                    "predict-ranked",
                    &[
                        ("move", name.into()),
                        ("better", better.into()),
                        ("count", moves.len().into()),
                        ("value", display_score(value).into()),
                    ],
                ));
            }
            if equal > 1 && better > 0 {
                lines.push(tr_args("predict-share", &[("count", equal.into())]));
            }
        }
        match read_pawns(&self.value_text) {
            Ok(Some(guessed)) if tree.root_value().abs() > crate::engine::eval::MATE_THRESHOLD => {
                // A mate is not a number of pawns: no distance to it.
                lines.push(tr_args(
                    "predict-mate",
                    &[
                        ("guess", display_score(guessed).into()),
                        ("value", display_score(tree.root_value()).into()),
                    ],
                ));
            }
            Ok(Some(guessed)) => {
                let actual = tree.root_value();
                let off = (guessed - actual).abs();
                lines.push(if off == 0 {
                    tr("predict-exact")
                } else {
                    tr_args(
                        "predict-apart",
                        &[
                            ("guess", display_score(guessed).into()),
                            ("value", display_score(actual).into()),
                            (
                                "apart",
                                display_score(off).trim_start_matches('+').to_owned().into(),
                            ),
                        ],
                    )
                });
            }
            Ok(None) => {}
            Err(reason) => lines.push(reason),
        }
        lines
    }

    /// Lays out the tab's column.
    pub fn ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.label(tr("predict-task"));
        ui.add_space(4.0);
        let selected = match self.source.and_then(|index| POSITIONS.get(index)) {
            Some((name, _)) => tr(name),
            None => tr("predict-game-position"),
        };
        let label = ui.label(tr("predict-position"));
        egui::ComboBox::from_id_salt("predict-position")
            .width(ui.available_width() * 0.95)
            .selected_text(selected)
            .show_ui(ui, |ui| {
                for (index, (name, _)) in POSITIONS.iter().enumerate() {
                    if ui
                        .selectable_label(self.source == Some(index), tr(name))
                        .clicked()
                    {
                        commands.push(Command::Practice(PracticeCommand::Position(Some(index))));
                    }
                }
                if ui
                    .selectable_label(self.source.is_none(), tr("predict-game-position"))
                    .clicked()
                {
                    commands.push(Command::Practice(PracticeCommand::Position(None)));
                }
            })
            .response
            .labelled_by(label.id);
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr("predict-depth"));
            let mut depth = self.depth;
            let slider = ui
                .add(egui::Slider::new(
                    &mut depth,
                    1..=PREDICT_MAX_DEPTH.min(MAX_DEPTH),
                ))
                .labelled_by(label.id)
                .on_hover_text(tr("predict-depth-hint"));
            if slider.changed() && depth != self.depth {
                self.depth = depth;
                // The search shown was at the old depth: it goes, with its verdict.
                commands.push(Command::Practice(PracticeCommand::ShowSearch(false)));
                let guess = self.guess;
                let value = std::mem::take(&mut self.value_text);
                self.forget();
                self.guess = guess;
                self.value_text = value;
            }
        });
        let before = self.game.position();
        let to_move = crate::ui::names::side_name(before.turn());
        match self.guess {
            Some(guess) => ui.label(tr_args(
                "predict-your-move",
                &[("side", to_move.into()), ("move", san_plus(before, guess).into())],
            )),
            None => ui.label(tr_args("predict-your-move-none", &[("side", to_move.into())])),
        };
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr("predict-value"));
            ui.add_enabled(
                self.revealed.is_none(),
                TextEdit::singleline(&mut self.value_text)
                    .desired_width(ui.text_style_height(&egui::TextStyle::Body) * 4.0)
                    .hint_text("+0.5"),
            )
            .labelled_by(label.id)
            .on_hover_text(tr("predict-value-hint"));
        });
        ui.horizontal_wrapped(|ui| {
            let can_reveal = self.revealed.is_none() && self.job.is_none();
            if ui
                .add_enabled(
                    can_reveal,
                    egui::Button::new(RichText::new(tr("predict-reveal")).strong()),
                )
                .on_hover_text(tr("predict-reveal-hint"))
                .clicked()
            {
                commands.push(Command::Practice(PracticeCommand::Reveal));
            }
            if ui
                .button(tr("predict-try-again"))
                .on_hover_text(tr("predict-try-again-hint"))
                .clicked()
            {
                self.forget();
                commands.push(Command::Practice(PracticeCommand::ShowSearch(false)));
            }
        });
        if self.job.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr("predict-searching"));
            });
        }
        let dark_mode = ui.visuals().dark_mode;
        if let Some(problem) = &self.problem {
            ui.label(RichText::new(problem).color(problem_color(dark_mode)));
        }
        if let Some(revealed) = &self.revealed {
            ui.separator();
            for line in &revealed.lines {
                ui.label(RichText::new(line).text_style(egui::TextStyle::Body));
            }
            ui.weak(tr("predict-see-why"));
        }
    }
}

/// Reads a value in pawns (`+1.5`, `-0.3`, `2`); empty gives `None`. Returns centipawns.
fn read_pawns(text: &str) -> Result<Option<i32>, String> {
    let trimmed = text.trim().replace('\u{2212}', "-").replace(',', ".");
    if trimmed.is_empty() {
        return Ok(None);
    }
    match trimmed.parse::<f64>() {
        Ok(pawns) if pawns.is_finite() && pawns.abs() <= 100.0 => Ok(Some((pawns * 100.0).round() as i32)),
        _ => Err(tr_args(
            "predict-not-pawns",
            &[(
                "text",
                crate::engine::words::one_line_within(text.trim(), 20).into(),
            )],
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawns_are_read_as_centipawns() {
        assert_eq!(read_pawns("+1.5"), Ok(Some(150)));
        assert_eq!(read_pawns("−0.3"), Ok(Some(-30)));
        assert_eq!(read_pawns(" "), Ok(None));
        assert!(read_pawns("NaN").is_err());
        assert!(read_pawns("1e300").is_err());
    }

    #[test]
    fn every_built_in_position_reads() {
        for (name, fen) in POSITIONS {
            assert!(Game::from_fen(fen).is_ok(), "{name}");
        }
    }
}
