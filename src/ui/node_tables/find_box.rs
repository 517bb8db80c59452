//! The box above the node table that finds a node: a line of moves ("e4 e5 Bc4"), a level and
//! a node number ("2:17"), or an abstract tree's label ("B2"). What it finds is focused as a
//! click focuses it: the table scrolls to its row, the tree view frames it, the board shows it.
//! What it cannot find it says in one line under the box (see [`crate::engine::find`]).

use egui::{RichText, Ui};

use crate::engine::find::find_node;
use crate::engine::tree::{GameId, NodeId};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::palette::problem_color;
use crate::ui::stepper::Stepper;

/// The text typed in the find box and what became of it.
#[derive(Debug, Default)]
pub struct FindBox {
    /// What the person typed; kept from one search to the next.
    text: String,
    /// Why the last text found nothing, if it did not.
    message: Option<String>,
}

impl FindBox {
    /// Forgets the last message (a new tree: the text may find something in it).
    pub fn forget_message(&mut self) {
        self.message = None;
    }

    /// Draws the box on one line (and the reason a text found nothing under it); returns the
    /// node found when the person pressed Enter or Find.
    pub fn ui(&mut self, ui: &mut Ui, stepper: &Stepper) -> Option<NodeId> {
        let tree = stepper.tree();
        let hint = tr(match tree.game().id() {
            GameId::Drawn => "find-hint-abstract",
            GameId::Chess => "find-hint-chess",
            GameId::TicTacToe => "find-hint-tictactoe",
            GameId::ConnectFour => "find-hint-connect4",
        });
        let mut asked = false;
        ui.horizontal(|ui| {
            let label = ui.label(tr("find-label"));
            let go = tr("find-go");
            let button_width = crate::ui::widgets::text_width(ui, &go, &egui::TextStyle::Button)
                + ui.spacing().button_padding.x * 2.0
                + ui.spacing().item_spacing.x;
            // The field's width is inside its margin: the margin is counted too, so that the
            // row ends at the panel's edge.
            let margin = egui::Margin::symmetric(4, 2);
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.text)
                        .hint_text(hint)
                        .margin(margin)
                        .desired_width((ui.available_width() - button_width - margin.sum().x).max(40.0)),
                )
                .labelled_by(label.id)
                .on_hover_text(tr("find-field-hint"));
            asked |= field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            asked |= ui.button(go).on_hover_text(tr("find-go-hint")).clicked();
        });
        let found = if asked { self.find(stepper) } else { None };
        if let Some(message) = &self.message {
            let color = problem_color(ui.visuals().dark_mode);
            ui.add(egui::Label::new(RichText::new(message).color(color)).truncate())
                .on_hover_text(message);
        }
        found
    }

    /// Looks the text up in the tree; a node the replay has not reached yet stays hidden, as
    /// its row does.
    fn find(&mut self, stepper: &Stepper) -> Option<NodeId> {
        match find_node(stepper.tree(), &self.text) {
            Ok(id) if stepper.node_view(id).revealed => {
                self.message = None;
                Some(id)
            }
            Ok(_) => {
                self.message = Some(tr_args("find-not-reached", &[("node", self.text.trim().into())]));
                None
            }
            Err(error) => {
                self.message = Some(crate::shell::i18n::said(&error.said()));
                None
            }
        }
    }
}
