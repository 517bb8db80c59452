//! The window's files write no words of their own: every text a view shows or says comes from
//! the catalogue, and every message of the catalogue is used. (Part of `tests/i18n.rs`.)

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use klados::shell::i18n::Language;

use super::messages;
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
        // A sentence's variable named first in its builder's call: `.text("file", name)`.
        let names_a_variable = before.is_empty()
            && rest.trim_start().starts_with(',')
            && literal.chars().all(|c| c.is_ascii_lowercase() || c == '-');
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
        if !is_id && !is_variable && !names_a_variable && has_word && !NOT_WORDS.contains(&literal) {
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

/// A window's file's code, outside its tests and without its comments (they may say anything).
fn code_of(text: &str) -> String {
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    code.lines()
        .map(|line| match line.trim_start().starts_with("//") {
            true => "",
            false => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The word literals in the arguments of every call of `calls` in `code`.
fn words_in_calls(code: &str, calls: &[&str]) -> Vec<String> {
    let mut words = Vec::new();
    for call in calls {
        let mut from = 0;
        while let Some(found) = code[from..].find(call) {
            let start = from + found + call.len();
            words.extend(words_in(call_arguments(code, start)));
            from = start;
        }
    }
    words
}

/// The words the window's file `text` writes in Rust, outside its tests.
fn window_words(text: &str) -> Vec<String> {
    words_in_calls(&code_of(text), &WORD_CALLS)
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

/// The string literals of a constant's or a static's value (`value` runs from after its `=`):
/// up to its `;`, outside strings and brackets.
fn literals_of_item(value: &str) -> Vec<String> {
    let mut literals = Vec::new();
    let mut depth = 0;
    let mut rest = value;
    loop {
        let Some(next) = rest.find(['"', '(', '[', '{', ')', ']', '}', ';']) else {
            return literals;
        };
        let character = rest[next..].chars().next().unwrap_or(';');
        rest = &rest[next + character.len_utf8()..];
        match character {
            '"' => {
                let Some(close) = closing_quote(rest) else {
                    return literals;
                };
                literals.push(rest[..close].to_owned());
                rest = &rest[close + 1..];
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ if depth <= 0 => return literals,
            _ => {}
        }
    }
}

/// The constants and statics of the window's file `text` (outside its tests), each with its
/// name and its string literals.
fn constants_of(text: &str) -> Vec<(String, Vec<String>)> {
    let code = code_of(text);
    let mut found = Vec::new();
    for keyword in ["const ", "static "] {
        for (at, _) in code.match_indices(keyword) {
            // A keyword, not the end of a longer word.
            if code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let after = &code[at + keyword.len()..];
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            // `const fn`, `static ref` and the like are no items with a value here.
            if name.is_empty() || !after[name.len()..].trim_start().starts_with(':') {
                continue;
            }
            let Some(equals) = after.find('=') else { continue };
            found.push((name, literals_of_item(&after[equals + 1..])));
        }
    }
    found
}

/// A literal that names a thing rather than saying a word: a file, a path, an id, an
/// environment variable, a key ("Ctrl+C"), a font ("DejaVuSans"), an acronym ("UCB").
fn names_a_thing(literal: &str) -> bool {
    let one_token = !literal.contains(char::is_whitespace);
    let camel_case = literal
        .chars()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|pair| pair[0].is_lowercase() && pair[1].is_uppercase());
    one_token
        && (literal.contains(['/', '.', '_', '-', '+'])
            || literal.chars().any(|c| c.is_ascii_digit())
            || camel_case
            || !literal.chars().any(char::is_lowercase))
}

/// Constants of the window whose literals are not words of a language, with why.
const NOT_WORD_CONSTANTS: [(&str, &str); 7] = [
    // The pseudocode's and Rust's keywords: code, shown as it is.
    ("src/ui/code_pane/highlight.rs", "KEYWORDS"),
    // The pseudocode's English comments and titles: the keys their translations are found by.
    ("src/ui/code_pane/comments.rs", "COMMENTS"),
    ("src/ui/code_pane/comments.rs", "TITLE_PARTS"),
    // Keys, as Help lists them ("Ctrl++, Ctrl+−, Ctrl+0"), beside the catalogue's words.
    ("src/ui/command.rs", "OTHER_SHORTCUTS"),
    // egui's names of keys ("PageDown"), the keys the catalogue's names for them are found by.
    ("src/ui/help.rs", "KEY_CAPS"),
    // Positions in FEN, beside the catalogue's names for them.
    ("src/ui/practice/predict.rs", "POSITIONS"),
    // A folder's name on disk.
    ("src/ui/saved_state.rs", "OWN_LESSONS_FOLDER"),
];

/// Constants of the window still holding English words (issue 44 moves them): each is checked
/// when it leaves this list, and every one here must still hold a word, so the list only
/// shrinks. (Most are what screen readers and tests call a view.)
const CONSTANTS_NOT_YET_MOVED: [(&str, &str); 0] = [];

#[test]
fn the_window_keeps_no_words_in_constants() {
    let ids = messages(Language::English);
    let mut found = Vec::new();
    let mut not_yet_moved_seen = BTreeSet::new();
    for (path, text) in sources("src/ui") {
        let file = path.to_string_lossy().replace('\\', "/");
        for (name, literals) in constants_of(&text) {
            let words: Vec<String> = literals
                .into_iter()
                .filter(|literal| has_word(literal) && !ids.contains_key(literal) && !names_a_thing(literal))
                .collect();
            let item = (file.as_str(), name.as_str());
            if NOT_WORD_CONSTANTS.contains(&item) {
                continue;
            }
            if CONSTANTS_NOT_YET_MOVED.contains(&item) {
                assert!(
                    !words.is_empty(),
                    "{file}'s {name} holds no word now: take it off CONSTANTS_NOT_YET_MOVED"
                );
                not_yet_moved_seen.insert(item.1.to_owned());
                continue;
            }
            found.extend(
                words
                    .into_iter()
                    .map(|word| format!("{file}'s {name}: \"{word}\"")),
            );
        }
    }
    assert_eq!(
        not_yet_moved_seen.len(),
        CONSTANTS_NOT_YET_MOVED.len(),
        "a constant not yet moved is gone: take it off the list"
    );
    assert!(
        found.is_empty(),
        "words kept in constants, not in assets/i18n/en.ftl (a constant may hold a message's id):\n{}",
        found.join("\n")
    );
}

/// The calls that make a text a view draws or says (painted, told to screen readers), beyond
/// the widgets' calls ([`WORD_CALLS`]).
const TEXT_CALLS: [&str; 4] = ["format!(", "String::from(", ".text(", ".push_str("];

/// The files whose every text is the catalogue's, formatted ones too: the window's, the game's
/// flow it says (the sessions of chess and of the small games return sentences of the
/// catalogue) and what Practice says of a student's typing. A file joins this list when it has
/// no English left.
const FORMATTED_IN_THE_CATALOGUE: [&str; 4] = [
    "src/ui/",
    "src/shell/session",
    "src/shell/small_game.rs",
    "src/course/practice/parse.rs",
];

/// Files of the window whose formatted texts are not in the catalogue yet. Each must still have
/// a word, so the list only shrinks.
const FORMATTED_NOT_YET_MOVED: [&str; 0] = [];

/// Names a formatted text may hold in every language: the data model's node arrays
/// (NodesAnalysis0), the selection's formula (UCB), who chooses (MAX, MIN), units.
const SAME_IN_EVERY_LANGUAGE: [&str; 8] = ["NodesAnalysis", "UCB", "MAX", "MIN", "ms", "kB", "MB", "GB"];

/// Formatted texts no window shows, with why.
const NEVER_SHOWN: [&str; 5] = [
    // An error no lesson reaches (a Monte Carlo lesson always searches with MCTS).
    "the lesson does not search with MCTS",
    // Said on the terminal: no window opened.
    "the window could not be opened: {error}",
    // A move measured for a column's width, never drawn.
    "exd8=Q#",
    // The page's data for its own script: which side is at the board's bottom.
    "white",
    "black",
];

/// True if `literal` has two letters in a row.
fn has_word(literal: &str) -> bool {
    literal
        .chars()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|pair| pair[0].is_alphabetic() && pair[1].is_alphabetic())
}

/// True if every word of `literal` (outside its placeholders) is a name every language keeps.
fn only_names(literal: &str) -> bool {
    strip_placeholders(literal)
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 2)
        .all(|word| SAME_IN_EVERY_LANGUAGE.contains(&word))
}

#[test]
fn the_window_formats_no_words_in_rust() {
    let ids = messages(Language::English);
    let mut found = Vec::new();
    for (path, text) in sources("src") {
        let file = path.to_string_lossy().replace('\\', "/");
        // A module's tests in a file of their own say what they like.
        if !FORMATTED_IN_THE_CATALOGUE
            .iter()
            .any(|start| file.starts_with(start))
            || file.ends_with("/tests.rs")
        {
            continue;
        }
        let words: Vec<String> = words_in_calls(&code_of(&text), &TEXT_CALLS)
            .into_iter()
            .filter(|word| {
                !ids.contains_key(word)
                    && !only_names(word)
                    && !names_a_thing(word)
                    && !NEVER_SHOWN.contains(&word.as_str())
            })
            .collect();
        if FORMATTED_NOT_YET_MOVED.contains(&file.as_str()) {
            assert!(
                !words.is_empty(),
                "{file} formats no words in Rust now: take it off FORMATTED_NOT_YET_MOVED"
            );
            continue;
        }
        found.extend(words.into_iter().map(|word| format!("{file}: \"{word}\"")));
    }
    assert!(
        found.is_empty(),
        "texts formatted in Rust, not in assets/i18n/en.ftl:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scans_find_words_in_constants_and_formatted_texts() {
    let constants = constants_of(
        "const COLUMNS: [(&str, &str); 2] = [(\"n\", \"The node's number\"), (\"mcts-col-n\", \"x\")];\n\
         pub const FILE: &str = \"settings.json\";\nconst fn twice() {}\nstatic NAMES: [&str; 1] = [\"parent\"];",
    );
    assert_eq!(
        constants,
        [
            (
                String::from("COLUMNS"),
                vec![
                    String::from("n"),
                    String::from("The node's number"),
                    String::from("mcts-col-n"),
                    String::from("x"),
                ]
            ),
            (String::from("FILE"), vec![String::from("settings.json")]),
            (String::from("NAMES"), vec![String::from("parent")]),
        ]
    );
    assert!(names_a_thing("settings.json") && names_a_thing("KLADOS_LESSONS") && names_a_thing("UCB"));
    assert!(!names_a_thing("parent") && !names_a_thing("Tree view (drawing)"));
    assert_eq!(
        words_in_calls(
            r#"let a = format!("result {}", n); let b = format!("UCB {}", u); let c = String::from("root");"#,
            &TEXT_CALLS
        )
        .into_iter()
        .filter(|word| !only_names(word))
        .collect::<Vec<_>>(),
        ["result {}", "root"]
    );
    // A sentence's variable is named, not said: `Said::new(id).text("file", name)`.
    assert!(words_in_calls(r#"Said::new("app-saved").text("file", name)"#, &TEXT_CALLS).is_empty());
    assert_eq!(
        words_in_calls(
            r#"painter.text(at, align, "beyond the depth", font)"#,
            &TEXT_CALLS
        ),
        ["beyond the depth"]
    );
}
