//! A small game's evaluation, term by term: what the search's static score of a position is made
//! of. Connect Four counts open threes, open twos and discs in the centre column; tic-tac-toe the
//! lines still open. Shown beside a game lesson's board and in the thinking panel's Evaluation
//! tab, as chess's terms are; the game computes the counts (`src/games`), this only lays them out.

use egui::Ui;

use crate::engine::tree::Backup;
use crate::games::connect4;
use crate::shell::i18n::{tr, tr_args};
use crate::shell::small_game::SmallPosition;

/// One row: the term's message and hint, its points per count, and each side's count.
struct Row {
    name: &'static str,
    hint: &'static str,
    weight: i32,
    x: i32,
    o: i32,
}

/// The rows of `position`'s evaluation, in the game's order.
fn rows(position: &SmallPosition) -> Vec<Row> {
    match position {
        SmallPosition::TicTacToe(board) => vec![Row {
            name: "evaluation-ttt-lines",
            hint: "evaluation-ttt-lines-hint",
            weight: 1,
            x: board.open_lines_for(Backup::Max),
            o: board.open_lines_for(Backup::Min),
        }],
        SmallPosition::ConnectFour(board) => {
            let [threes, twos, centre] = connect4::terms(board);
            [
                ("evaluation-c4-threes", "evaluation-c4-threes-hint", threes),
                ("evaluation-c4-twos", "evaluation-c4-twos-hint", twos),
                ("evaluation-c4-centre", "evaluation-c4-centre-hint", centre),
            ]
            .into_iter()
            .map(|(name, hint, term)| Row {
                name,
                hint,
                weight: term.weight,
                x: term.x,
                o: term.o,
            })
            .collect()
        }
    }
}

/// Lays out the evaluation of `position` term by term, one line a term as a class writes it on
/// the board, `open twos: 2 × (2 − 5) = -6` (its points a count times x's count less o's, x's
/// view), then the score: the static score the tree shows for the position. The lines wrap, so
/// the panel under a narrow board keeps them whole. A position where the game is over has no
/// evaluation: its value is the result.
pub fn evaluation_terms_ui(ui: &mut Ui, position: &SmallPosition) {
    if position.is_over() {
        ui.label(tr("evaluation-game-over"));
        return;
    }
    let rows = rows(position);
    for row in &rows {
        let line = tr_args(
            "evaluation-small-term",
            &[
                ("term", tr(row.name).into()),
                ("weight", row.weight.into()),
                ("x", row.x.into()),
                ("o", row.o.into()),
                ("points", (row.weight * (row.x - row.o)).into()),
            ],
        );
        ui.add(egui::Label::new(line).wrap())
            .on_hover_text(tr_args(row.hint, &[("points", row.weight.into())]));
    }
    let score: i32 = rows.iter().map(|row| row.weight * (row.x - row.o)).sum();
    ui.strong(tr_args("evaluation-small-score", &[("score", score.into())]));
}
