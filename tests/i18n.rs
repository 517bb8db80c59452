//! The window's words (issue 44): every catalogue has every English message with the same
//! variables, no message is unused, the window's files write no words of their own, and a
//! switch of language takes effect at once with the game and the replay kept.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use egui_kittest::kittest::Queryable;
use fluent_syntax::ast;
use klados::shell::i18n::Language;
use klados::ui::command::Command;
use klados::ui::settings::Settings;
use klados::ui::stepper::StepperCommand;

/// A catalogue read as Fluent's syntax: each message's id and the variables it uses.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let text = language.catalogue();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:?}", language.code()),
    };
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    variables_in(pattern, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(
                    found.insert(id.clone(), variables).is_none(),
                    "{}.ftl gives {id} twice",
                    language.code()
                );
            }
            ast::Entry::Junk { content } => {
                panic!("{}.ftl has a line Fluent cannot read: {content}", language.code())
            }
            _ => {}
        }
    }
    found
}

fn variables_in(pattern: &ast::Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_in_expression(expression, variables);
        }
    }
}

fn variables_in_expression(expression: &ast::Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            variables_in_inline(selector, variables);
            for variant in variants {
                variables_in(&variant.value, variables);
            }
        }
        ast::Expression::Inline(inline) => variables_in_inline(inline, variables),
    }
}

fn variables_in_inline(inline: &ast::InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => {
            variables_in_expression(expression, variables);
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                variables_in_inline(argument, variables);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let english = messages(Language::English);
    assert!(english.len() > 50, "{}", english.len());
    for language in [Language::Greek, Language::Spanish] {
        let other = messages(language);
        let code = language.code();
        for (id, variables) in &english {
            let Some(translated) = other.get(id) else {
                panic!("{code}.ftl has no {id}")
            };
            assert_eq!(translated, variables, "{code}.ftl's {id} uses other variables");
        }
        for id in other.keys() {
            assert!(
                english.contains_key(id),
                "{code}.ftl has {id}, which en.ftl has not"
            );
        }
    }
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display())
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            found.push(path);
        }
    }
}

fn sources(under: &str) -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    rust_files(&root.join(under), &mut paths);
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap_or_default();
            let relative = path.strip_prefix(root).unwrap_or(&path).to_path_buf();
            (relative, text)
        })
        .collect()
}

#[test]
fn every_message_is_used_by_the_program() {
    let program: String = sources("src").into_iter().map(|(_, text)| text).collect();
    let unused: Vec<String> = messages(Language::English)
        .into_keys()
        .filter(|id| !program.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no Rust file names: {unused:?}");
}

/// The calls that put words in the window: a string literal among their arguments is a word
/// written in Rust instead of the catalogue.
const WORD_CALLS: [&str; 22] = [
    ".label(",
    ".button(",
    ".small_button(",
    ".heading(",
    ".selectable_label(",
    ".selectable_value(",
    ".checkbox(",
    ".radio_value(",
    ".radio(",
    ".strong(",
    ".weak(",
    ".small(",
    "on_hover_text(",
    "on_disabled_hover_text(",
    ".hint_text(",
    ".selected_text(",
    "Button::new(",
    "Label::new(",
    "RichText::new(",
    "Window::new(",
    "MenuButton::new(",
    "Checkbox::new(",
];

/// Literals that are not words of a language: chess notation, keys, symbols, units.
/// ("{heading} (Language)": Settings names the language setting in English too, beside its own
/// language's word, so that a teacher who switched by mistake finds the way back.)
const NOT_WORDS: [&str; 9] = [
    "e2e4",
    "Nf3",
    "Esc",
    "Ctrl+End",
    "Ctrl+O",
    "Ctrl+S",
    "√2",
    "FEN / PGN",
    "{heading} (Language)",
];

/// The window's files whose words are not in the catalogue yet (issue 44 moves them screen by
/// screen): each is checked when it leaves this list. Every file here must still have a word,
/// so the list only shrinks.
const NOT_YET_MOVED: &[&str] = &[];

/// The arguments of the call whose opening parenthesis ends at `start`: the text up to its
/// closing parenthesis (strings and nested calls skipped over).
fn call_arguments(text: &str, start: usize) -> &str {
    let mut depth = 1;
    let mut in_string = false;
    let mut escaped = false;
    for (offset, character) in text[start..].char_indices() {
        if in_string {
            match character {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match character {
            '"' => in_string = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[start..start + offset];
                }
            }
            _ => {}
        }
    }
    &text[start..]
}

/// The string literals in `code` that hold a word (two letters in a row), leaving out message
/// ids (the first argument of `tr` and `tr_args`) and the exceptions.
fn words_in(code: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut rest = code;
    while let Some(open) = rest.find('"') {
        let before = &rest[..open];
        let after = &rest[open + 1..];
        let Some(close) = closing_quote(after) else { break };
        let literal = &after[..close];
        rest = &after[close + 1..];
        let before = before.trim_end();
        let is_id = before.ends_with("tr(") || before.ends_with("tr_args(");
        // A variable's name in `tr_args`'s list: `("count", 3.into())`.
        let is_variable = before.ends_with('(')
            && !before[..before.len() - 1].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '!')
            && rest.trim_start().starts_with(',');
        let has_word = literal
            .chars()
            .collect::<Vec<_>>()
            .windows(2)
            .any(|pair| pair[0].is_alphabetic() && pair[1].is_alphabetic());
        // A format string's placeholders ({count}, {:.1}) are Rust's, not words.
        let without_placeholders = strip_placeholders(literal);
        let has_word = has_word
            && without_placeholders
                .chars()
                .collect::<Vec<_>>()
                .windows(2)
                .any(|pair| pair[0].is_alphabetic() && pair[1].is_alphabetic());
        if !is_id && !is_variable && has_word && !NOT_WORDS.contains(&literal) {
            words.push(literal.to_owned());
        }
    }
    words
}

fn closing_quote(text: &str) -> Option<usize> {
    let mut escaped = false;
    for (offset, character) in text.char_indices() {
        match character {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return Some(offset),
            _ => {}
        }
    }
    None
}

fn strip_placeholders(literal: &str) -> String {
    let mut kept = String::new();
    let mut depth = 0;
    for character in literal.chars() {
        match character {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => kept.push(character),
            _ => {}
        }
    }
    kept
}

/// The words the window's file `text` writes in Rust, outside its tests.
fn window_words(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    // Comments may say anything.
    let code: String = code
        .lines()
        .map(|line| match line.trim_start().starts_with("//") {
            true => "",
            false => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut words = Vec::new();
    for call in WORD_CALLS {
        let mut from = 0;
        while let Some(found) = code[from..].find(call) {
            let start = from + found + call.len();
            words.extend(words_in(call_arguments(&code, start)));
            from = start;
        }
    }
    words
}

#[test]
fn the_window_writes_no_words_in_rust() {
    // A message's id is no word, wherever it is chosen: `tr(if abstract_tree { "tree-abstract" } …)`.
    let ids = messages(Language::English);
    let mut found = Vec::new();
    for (path, text) in sources("src/ui") {
        let name = path.to_string_lossy().replace('\\', "/");
        let words: Vec<String> = window_words(&text)
            .into_iter()
            .filter(|word| !ids.contains_key(word))
            .collect();
        if NOT_YET_MOVED.contains(&name.as_str()) {
            assert!(
                !words.is_empty(),
                "{name} has no words left in Rust: take it off NOT_YET_MOVED"
            );
            continue;
        }
        found.extend(words.into_iter().map(|word| format!("{name}: \"{word}\"")));
    }
    assert!(
        found.is_empty(),
        "words written in Rust, not in assets/i18n/en.ftl:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_a_word_and_passes_ids_notation_and_placeholders() {
    assert_eq!(
        window_words(r#"ui.label("Your move:"); ui.button(tr("toolbar-help"));"#),
        ["Your move:"]
    );
    assert_eq!(
        window_words(r#"ui.label(format!("{count}. {san}")).on_hover_text("Esc");"#),
        Vec::<String>::new()
    );
    assert_eq!(
        window_words(r#"ui.radio_value(&mut theme, Light, "Light");"#),
        ["Light"]
    );
}

#[test]
fn switching_the_language_speaks_it_at_once_and_keeps_the_game() {
    let settings = Settings {
        depth: 1,
        ..Settings::default()
    };
    let mut harness = common::window([1280.0, 820.0], settings);
    harness.state_mut().apply(Command::PlayTyped(String::from("e4")));
    harness.state_mut().wait_for_computer();
    harness.run();
    let moves_before = harness.state().game().san_moves();
    assert_eq!(moves_before.len(), 2, "the computer replied: {moves_before:?}");
    // The replay of the computer's search, a few steps in.
    for _ in 0..3 {
        harness.state_mut().apply(Command::Step(StepperCommand::Forward));
    }
    harness.run();
    let step = |harness: &egui_kittest::Harness<'_, klados::ui::KladosApp>| {
        harness.state().thinking().stepper().map(|stepper| stepper.step())
    };
    let step_before = step(&harness);
    assert_eq!(step_before, Some(3));
    harness.get_by_label("Lessons");
    harness.state_mut().apply(Command::SetLanguage(Language::Greek));
    harness.run();
    harness.get_by_label("Μαθήματα");
    harness.get_by_label("Ρυθμίσεις");
    harness.get_by_label("Βήμα ▶");
    assert!(harness.query_by_label("Lessons").is_none());
    assert_eq!(harness.state().game().san_moves(), moves_before);
    assert_eq!(step(&harness), step_before, "the replay stays where it was");
    assert_eq!(harness.state().settings().language, Language::Greek);
    harness.state_mut().apply(Command::SetLanguage(Language::Spanish));
    harness.run();
    harness.get_by_label("Lecciones");
    harness.get_by_label("Paso ▶");
    assert_eq!(harness.state().game().san_moves(), moves_before);
    assert_eq!(step(&harness), step_before);
}

#[test]
fn the_window_s_fonts_draw_every_letter_of_every_catalogue() {
    let harness = common::window([1024.0, 700.0], Settings::default());
    for language in Language::ALL {
        let letters: BTreeSet<char> = language
            .catalogue()
            .chars()
            .filter(|letter| !letter.is_control())
            .collect();
        for style in [egui::TextStyle::Body, egui::TextStyle::Monospace] {
            let font = style.resolve(&harness.ctx.global_style());
            let missing: String = harness.ctx.fonts_mut(|fonts| {
                letters
                    .iter()
                    .filter(|letter| !fonts.has_glyph(&font, **letter))
                    .collect()
            });
            assert!(
                missing.is_empty(),
                "{}.ftl: {style:?} has no glyph for {missing:?}",
                language.code()
            );
        }
    }
}
