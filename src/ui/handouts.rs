//! The handouts window: the tree on screen written to files a teacher prints or shares — the
//! drawing as SVG and PNG in an answer copy and a student copy, and the node arrays as CSV.
//! [`crate::course::handout`] draws them; the app writes them (atomically) when asked.
//!
//! Every file's name carries the tree's own name ([`HandoutSubject::file_part`]: the practice
//! tree's number, the lesson, the built tree's title), so a student copy never lands beside
//! another tree's answer copy.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{Context, RichText, TextEdit};

use crate::course::handout::trace_sheet::trace_sheet;
use crate::course::handout::{Copy, Sketch, png, svg, write_csv};
use crate::engine::tree::SearchTree;
use crate::shell::i18n::{tr, tr_args};
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
    /// The pseudocode beside the trace, every cell filled, as SVG.
    TraceAnswerSvg,
    /// The pseudocode beside an empty trace table, as SVG.
    TraceStudentSvg,
    /// The trace's answer copy as PNG.
    TraceAnswerPng,
    /// The trace's student copy as PNG.
    TraceStudentPng,
}

impl HandoutFile {
    /// Every kind, in the order listed.
    pub const ALL: [HandoutFile; 9] = [
        HandoutFile::AnswerSvg,
        HandoutFile::StudentSvg,
        HandoutFile::AnswerPng,
        HandoutFile::StudentPng,
        HandoutFile::Csv,
        HandoutFile::TraceAnswerSvg,
        HandoutFile::TraceStudentSvg,
        HandoutFile::TraceAnswerPng,
        HandoutFile::TraceStudentPng,
    ];

    /// Which files are chosen at first: the drawings and the arrays. The trace sheets are for
    /// small trees, chosen when wanted.
    pub const CHOSEN_AT_FIRST: [bool; 9] = [true, true, true, true, true, false, false, false, false];

    /// What the window calls it.
    fn label(self) -> String {
        tr(match self {
            HandoutFile::AnswerSvg => "handout-answer-svg",
            HandoutFile::StudentSvg => "handout-student-svg",
            HandoutFile::AnswerPng => "handout-answer-png",
            HandoutFile::StudentPng => "handout-student-png",
            HandoutFile::Csv => "handout-csv",
            HandoutFile::TraceAnswerSvg => "handout-trace-answer-svg",
            HandoutFile::TraceStudentSvg => "handout-trace-student-svg",
            HandoutFile::TraceAnswerPng => "handout-trace-answer-png",
            HandoutFile::TraceStudentPng => "handout-trace-student-png",
        })
    }

    /// The end of its file name.
    fn suffix(self) -> &'static str {
        match self {
            HandoutFile::AnswerSvg => "-answer.svg",
            HandoutFile::StudentSvg => "-student.svg",
            HandoutFile::AnswerPng => "-answer.png",
            HandoutFile::StudentPng => "-student.png",
            HandoutFile::Csv => "-nodes.csv",
            HandoutFile::TraceAnswerSvg => "-trace-answer.svg",
            HandoutFile::TraceStudentSvg => "-trace-student.svg",
            HandoutFile::TraceAnswerPng => "-trace-answer.png",
            HandoutFile::TraceStudentPng => "-trace-student.png",
        }
    }

    /// Returns true for the files that hold the answers: the answer copies and the node arrays.
    pub fn holds_answers(self) -> bool {
        !matches!(
            self,
            HandoutFile::StudentSvg
                | HandoutFile::StudentPng
                | HandoutFile::TraceStudentSvg
                | HandoutFile::TraceStudentPng
        )
    }

    /// Makes the file's bytes. Both copies are drawn from the one `sketch` (for an alpha-beta
    /// tree, [`crate::course::handout::with_every_leaf`]'s), so that they are the same drawing at
    /// the same size: the answer copy lays over the student's sheet. A trace sheet gives students
    /// the tree as `tree_text` (an abstract tree's nested list, every leaf's value in it).
    pub fn contents(
        self,
        tree: &Arc<SearchTree>,
        sketch: &Sketch,
        tree_text: Option<&str>,
    ) -> Result<Vec<u8>, String> {
        let sheet = |copy| trace_sheet(tree, &sketch.title, tree_text, copy);
        /// PNGs are drawn at twice the SVG's size, sharp enough to print.
        const PRINT_SCALE: f32 = 2.0;
        match self {
            HandoutFile::AnswerSvg => Ok(svg(sketch, Copy::Answer).into_bytes()),
            HandoutFile::StudentSvg => Ok(svg(sketch, Copy::Student).into_bytes()),
            HandoutFile::AnswerPng => png(&svg(sketch, Copy::Answer), PRINT_SCALE),
            HandoutFile::StudentPng => png(&svg(sketch, Copy::Student), PRINT_SCALE),
            HandoutFile::Csv => {
                let mut bytes = Vec::new();
                write_csv(tree, &mut bytes).map_err(|error| error.to_string())?;
                Ok(bytes)
            }
            HandoutFile::TraceAnswerSvg => sheet(Copy::Answer).map(String::into_bytes),
            HandoutFile::TraceStudentSvg => sheet(Copy::Student).map(String::into_bytes),
            HandoutFile::TraceAnswerPng => png(&sheet(Copy::Answer)?, PRINT_SCALE),
            HandoutFile::TraceStudentPng => png(&sheet(Copy::Student)?, PRINT_SCALE),
        }
    }
}

/// The tree handouts would be made of, as the window names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandoutSubject {
    /// The title printed on the handouts ("Alpha-beta · tree 4711").
    pub title: String,
    /// What every file's name carries to say which tree it is ("Alpha-beta-tree-4711"): made
    /// from the title, with more where the title alone could name two trees.
    pub file_part: String,
}

impl HandoutSubject {
    /// Names a tree whose title says which tree it is (a practice tree, a lesson, a built tree).
    pub fn titled(title: String) -> HandoutSubject {
        HandoutSubject {
            file_part: file_stem(&title),
            title,
        }
    }

    /// Names a chess search: its title ("White to move, depth 3, minimax") could name a search of
    /// any position, so the file names carry a short fingerprint of the position (its FEN) too.
    pub fn of_position(title: String, fen: &str) -> HandoutSubject {
        // FNV-1a: a few lines, the same on every machine and every run.
        let digest = fen.bytes().fold(0x811c_9dc5_u32, |hash, byte| {
            (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
        });
        HandoutSubject {
            file_part: format!("{}-{:06x}", file_stem(&title), digest & 0xff_ffff),
            title,
        }
    }
}

/// The handouts window's state.
pub struct HandoutWindow {
    /// Whether it is shown.
    pub open: bool,
    /// The folder the files go to.
    pub folder: String,
    /// The start of every file's name; the tree's own name follows it.
    pub name: String,
    /// Which files to write.
    pub chosen: [bool; 9],
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
            name: "klados".to_owned(),
            chosen: HandoutFile::CHOSEN_AT_FIRST,
            confirm_replace: Vec::new(),
            message: None,
        }
    }
}

impl HandoutWindow {
    /// Returns the files chosen for the tree `subject`, with their paths (`answers`: whether the
    /// files that hold the answers may be written now).
    pub fn files(&self, subject: &HandoutSubject, answers: bool) -> Vec<(HandoutFile, PathBuf)> {
        let folder = Path::new(self.folder.trim());
        HandoutFile::ALL
            .into_iter()
            .zip(self.chosen)
            .filter(|(file, chosen)| *chosen && (answers || !file.holds_answers()))
            .map(|(file, _)| (file, folder.join(self.file_name(subject, file))))
            .collect()
    }

    /// Returns the name of one file of `subject`'s handouts: the start the person chose, the
    /// tree's own name, then what the file holds ("klados-Alpha-beta-tree-4711-student.svg").
    pub fn file_name(&self, subject: &HandoutSubject, file: HandoutFile) -> String {
        format!(
            "{}-{}{}",
            file_stem(&self.name),
            file_stem(&subject.file_part),
            file.suffix()
        )
    }

    /// Shows the window. `subject` says which tree would be written (`None`: there is none);
    /// `answers` whether the files that hold its answers may be written (not while a student is
    /// still to check a practice tree).
    pub fn show(
        &mut self,
        ctx: &Context,
        subject: Option<&HandoutSubject>,
        answers: bool,
        dialog_open: bool,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        if !self.open {
            return commands;
        }
        let mut open = self.open;
        egui::Window::new(tr("toolbar-handouts"))
            .open(&mut open)
            .collapsible(false)
            .resizable(true)
            .default_width(ctx.content_rect().width().min(520.0))
            // Over the middle of the window, clear of the columns and the top bar.
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 90.0))
            .show(ctx, |ui| {
                let dark_mode = ui.visuals().dark_mode;
                match subject {
                    Some(subject) => ui.label(tr_args(
                        "handout-tree",
                        &[("title", subject.title.as_str().into())],
                    )),
                    None => ui.label(tr("handout-no-tree")),
                };
                ui.weak(tr("handout-folding"));
                ui.separator();
                for (index, file) in HandoutFile::ALL.into_iter().enumerate() {
                    ui.add_enabled(
                        answers || !file.holds_answers(),
                        egui::Checkbox::new(&mut self.chosen[index], file.label()),
                    );
                }
                if !answers {
                    ui.weak(tr("handout-answers-later"));
                }
                let width = ui.available_width();
                let name_label = ui.label(tr("handout-names-start"));
                ui.add(TextEdit::singleline(&mut self.name).desired_width(width))
                    .labelled_by(name_label.id);
                if let Some(subject) = subject {
                    // The tree's own name follows, so that no tree's files replace another's.
                    ui.weak(tr_args(
                        "handout-example",
                        &[("file", self.file_name(subject, HandoutFile::StudentSvg).into())],
                    ));
                }
                // A page has no folders: the files are downloads.
                if !crate::shell::files::NO_FOLDERS {
                    let folder_label = ui.label(tr("common-in-folder"));
                    ui.add(TextEdit::singleline(&mut self.folder).desired_width(width))
                        .labelled_by(folder_label.id);
                }
                ui.horizontal_wrapped(|ui| {
                    if !crate::shell::files::NO_FOLDERS
                        && ui
                            .add_enabled(!dialog_open, egui::Button::new(tr("common-choose-folder")))
                            .on_hover_text(tr("common-choose-folder-hint"))
                            .clicked()
                    {
                        commands.push(Command::ChooseHandoutFolder);
                    }
                    let can_write = subject.is_some_and(|subject| !self.files(subject, answers).is_empty());
                    if ui
                        .add_enabled(
                            can_write,
                            egui::Button::new(RichText::new(tr("handout-write")).strong()),
                        )
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
                    ui.label(tr_args("handout-exist", &[("files", names.join(", ").into())]));
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(tr("handout-replace")).clicked() {
                            commands.push(Command::ExportHandouts { replace: true });
                        }
                        if ui.button(tr("handout-keep")).clicked() {
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

/// Makes a part of a file name safe: letters, digits, `-` and `_` kept, anything else (a run of
/// them) one `-`, none at either end.
fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() || c == '_' {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        if stem.chars().count() >= 60 {
            break;
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() {
        "tree".to_owned()
    } else {
        stem.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_made_safe() {
        let cases = [
            ("tree", "tree"),
            ("my tree/2", "my-tree-2"),
            ("", "tree"),
            ("../..", "tree"),
            ("Bäume", "Bäume"),
            ("Alpha-beta · tree 4711", "Alpha-beta-tree-4711"),
            ("-x-", "x"),
        ];
        for (name, expected) in cases {
            assert_eq!(file_stem(name), expected, "{name}");
        }
    }

    #[test]
    fn the_files_of_two_trees_never_share_a_name() {
        let window = HandoutWindow {
            folder: "/tmp".to_owned(),
            chosen: [true; HandoutFile::ALL.len()],
            ..HandoutWindow::default()
        };
        let first = HandoutSubject::titled("Alpha-beta · tree 4711".to_owned());
        let second = HandoutSubject::titled("Alpha-beta · tree 4712".to_owned());
        let names = |subject: &HandoutSubject| -> Vec<PathBuf> {
            window
                .files(subject, true)
                .into_iter()
                .map(|(_, path)| path)
                .collect()
        };
        let (first_names, second_names) = (names(&first), names(&second));
        assert_eq!(first_names.len(), HandoutFile::ALL.len());
        for name in &first_names {
            assert!(!second_names.contains(name), "{}", name.display());
        }
        assert_eq!(
            window.file_name(&first, HandoutFile::StudentSvg),
            "klados-Alpha-beta-tree-4711-student.svg"
        );
        // Two positions searched alike have one title but not one name.
        let title = "White to move, depth 3, minimax";
        let start = HandoutSubject::of_position(
            title.to_owned(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        );
        let later = HandoutSubject::of_position(
            title.to_owned(),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        );
        assert_eq!(start.title, later.title);
        assert_ne!(
            window.file_name(&start, HandoutFile::AnswerSvg),
            window.file_name(&later, HandoutFile::AnswerSvg)
        );
    }
}
