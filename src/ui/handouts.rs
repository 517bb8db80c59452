//! The handouts window: the tree on screen written to files a teacher prints or shares — the
//! drawing as SVG and PNG in an answer copy and a student copy, and the node arrays as CSV.
//! [`crate::handout`] draws them; the app writes them (atomically) when asked.

use std::path::{Path, PathBuf};

use egui::{Context, RichText, TextEdit};

use crate::engine::tree::SearchTree;
use crate::handout::{Copy, Sketch, png, svg, write_csv};
use crate::ui::command::Command;
use crate::ui::palette::problem_color;

/// The files a handout can be made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandoutFile {
    /// The drawing with every value, α/β and pruned mark, as SVG.
    AnswerSvg,
    /// The drawing with the leaves' values only, as SVG.
    StudentSvg,
    /// The answer copy as PNG.
    AnswerPng,
    /// The student copy as PNG.
    StudentPng,
    /// The node arrays as CSV.
    Csv,
}

impl HandoutFile {
    /// Every kind, in the order listed.
    pub const ALL: [HandoutFile; 5] = [
        HandoutFile::AnswerSvg,
        HandoutFile::StudentSvg,
        HandoutFile::AnswerPng,
        HandoutFile::StudentPng,
        HandoutFile::Csv,
    ];

    /// What the window calls it.
    fn label(self) -> &'static str {
        match self {
            HandoutFile::AnswerSvg => "Answer copy (SVG)",
            HandoutFile::StudentSvg => "Student copy (SVG)",
            HandoutFile::AnswerPng => "Answer copy (PNG)",
            HandoutFile::StudentPng => "Student copy (PNG)",
            HandoutFile::Csv => "Node arrays (CSV)",
        }
    }

    /// The end of its file name.
    fn suffix(self) -> &'static str {
        match self {
            HandoutFile::AnswerSvg => "-answer.svg",
            HandoutFile::StudentSvg => "-student.svg",
            HandoutFile::AnswerPng => "-answer.png",
            HandoutFile::StudentPng => "-student.png",
            HandoutFile::Csv => "-nodes.csv",
        }
    }

    /// Returns true for the files that hold the answers: the answer copies and the node arrays.
    pub fn holds_answers(self) -> bool {
        !matches!(self, HandoutFile::StudentSvg | HandoutFile::StudentPng)
    }

    /// Makes the file's bytes: the answer copy from `answers`, the student copy from `student`
    /// (for an abstract tree its minimax sketch, so that every leaf has its value and nothing
    /// shows what alpha-beta pruned).
    pub fn contents(self, tree: &SearchTree, answers: &Sketch, student: &Sketch) -> Result<Vec<u8>, String> {
        /// PNGs are drawn at twice the SVG's size, sharp enough to print.
        const PRINT_SCALE: f32 = 2.0;
        match self {
            HandoutFile::AnswerSvg => Ok(svg(answers, Copy::Answer).into_bytes()),
            HandoutFile::StudentSvg => Ok(svg(student, Copy::Student).into_bytes()),
            HandoutFile::AnswerPng => png(&svg(answers, Copy::Answer), PRINT_SCALE),
            HandoutFile::StudentPng => png(&svg(student, Copy::Student), PRINT_SCALE),
            HandoutFile::Csv => {
                let mut bytes = Vec::new();
                write_csv(tree, &mut bytes).map_err(|error| error.to_string())?;
                Ok(bytes)
            }
        }
    }
}

/// The handouts window's state.
pub struct HandoutWindow {
    /// Whether it is shown.
    pub open: bool,
    /// The folder the files go to.
    pub folder: String,
    /// The start of every file's name.
    pub name: String,
    /// Which files to write.
    pub chosen: [bool; 5],
    /// Files that exist already: the person is asked before they are replaced.
    pub confirm_replace: Vec<PathBuf>,
    /// What the last export did: `true` for success.
    pub message: Option<(bool, String)>,
}

impl Default for HandoutWindow {
    fn default() -> HandoutWindow {
        HandoutWindow {
            open: false,
            folder: std::env::var_os("HOME")
                .map_or_else(String::new, |home| PathBuf::from(home).display().to_string()),
            name: "tree".to_owned(),
            chosen: [true; 5],
            confirm_replace: Vec::new(),
            message: None,
        }
    }
}

impl HandoutWindow {
    /// Returns the files chosen, with their paths (`answers`: whether the files that hold the
    /// answers may be written now).
    pub fn files(&self, answers: bool) -> Vec<(HandoutFile, PathBuf)> {
        let folder = Path::new(self.folder.trim());
        let name = file_stem(&self.name);
        HandoutFile::ALL
            .into_iter()
            .zip(self.chosen)
            .filter(|(file, chosen)| *chosen && (answers || !file.holds_answers()))
            .map(|(file, _)| (file, folder.join(format!("{name}{}", file.suffix()))))
            .collect()
    }

    /// Shows the window. `what` says which tree would be written (`None`: there is none);
    /// `answers` whether the files that hold its answers may be written (not while a student is
    /// still to check a practice tree).
    pub fn show(
        &mut self,
        ctx: &Context,
        what: Option<&str>,
        answers: bool,
        dialog_open: bool,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        if !self.open {
            return commands;
        }
        let mut open = self.open;
        egui::Window::new("Handouts")
            .open(&mut open)
            .collapsible(false)
            .resizable(true)
            .default_width(ctx.content_rect().width().min(520.0))
            // Over the middle of the window, clear of the columns and the top bar.
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 90.0))
            .show(ctx, |ui| {
                let dark_mode = ui.visuals().dark_mode;
                match what {
                    Some(what) => ui.label(format!("The tree: {what}")),
                    None => ui.label("There is no tree to write yet: let the computer think, open a lesson, or practise."),
                };
                ui.weak(
                    "A tree that fits is drawn whole; a bigger one around its best line, the rest folded as \"+N more\".",
                );
                ui.separator();
                for (index, file) in HandoutFile::ALL.into_iter().enumerate() {
                    ui.add_enabled(answers || !file.holds_answers(), egui::Checkbox::new(&mut self.chosen[index], file.label()));
                }
                if !answers {
                    ui.weak("The answer copies and the node arrays hold the answers: they can be written after Check or Show me.");
                }
                let width = ui.available_width();
                let name_label = ui.label("File names start with:");
                ui.add(TextEdit::singleline(&mut self.name).desired_width(width))
                    .labelled_by(name_label.id);
                let folder_label = ui.label("In the folder:");
                ui.add(TextEdit::singleline(&mut self.folder).desired_width(width))
                    .labelled_by(folder_label.id);
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .add_enabled(!dialog_open, egui::Button::new("Choose folder…"))
                        .on_hover_text("Choose the folder in the platform's dialog")
                        .clicked()
                    {
                        commands.push(Command::ChooseHandoutFolder);
                    }
                    let can_write = what.is_some() && !self.files(answers).is_empty();
                    if ui
                        .add_enabled(can_write, egui::Button::new(RichText::new("Write files").strong()))
                        .clicked()
                    {
                        commands.push(Command::ExportHandouts { replace: false });
                    }
                });
                if !self.confirm_replace.is_empty() {
                    let names: Vec<String> = self
                        .confirm_replace
                        .iter()
                        .filter_map(|path| path.file_name().map(|name| name.to_string_lossy().into_owned()))
                        .collect();
                    ui.label(format!("These exist already: {}.", names.join(", ")));
                    ui.horizontal_wrapped(|ui| {
                        if ui.button("Replace them").clicked() {
                            commands.push(Command::ExportHandouts { replace: true });
                        }
                        if ui.button("Keep them").clicked() {
                            self.confirm_replace.clear();
                        }
                    });
                }
                if let Some((ok, message)) = &self.message {
                    let color = if *ok {
                        crate::ui::practice::sheet::right_color(dark_mode)
                    } else {
                        problem_color(dark_mode)
                    };
                    ui.label(RichText::new(message).color(color));
                }
            });
        self.open = open;
        commands
    }
}

/// Makes a file name's start safe: letters, digits, `-` and `_` kept, anything else a `-`.
fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .take(60)
        .collect();
    if stem.trim_matches('-').is_empty() {
        "tree".to_owned()
    } else {
        stem
    }
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn file_names_are_made_safe() {
        let cases = [
            ("tree", "tree"),
            ("my tree/2", "my-tree-2"),
            ("", "tree"),
            ("../..", "tree"),
            ("Bäume", "Bäume"),
        ];
        for (name, expected) in cases {
            assert_eq!(file_stem(name), expected, "{name}");
        }
    }
}
