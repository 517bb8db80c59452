//! The parts of `src/` are layers, and no part imports one above it, so there is no import
//! circle among them (ARCHITECTURE.md, "Invariants"). Lowest first:
//!
//! 1. `engine`: the search, its tree, its replay and export, and the words it needs;
//! 2. `chess`: the game, PGN, openings and books, the UCI engine; beside it `games`: tic-tac-toe
//!    and Connect Four (neither of the two names the other);
//! 3. `course`: lessons, practice, handouts, grading, tree texts;
//! 4. `shell`: the command line, a game's flow, writing files;
//! 5. `ui`: the window.
//!
//! This test reads the source: every `crate::part` a file names, in code or in a doc link (a
//! link to a part above is a dependency a reader follows too), outside its `#[cfg(test)]` tail.
//! A file that names a part above its own fails the test, and so does a circle among the
//! modules inside the chess, course and shell parts (`game` and `pgn` once imported each other),
//! and so do two files anywhere that import each other in a circle, even in one folder.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first: a part may name only itself and the parts before it.
const LAYERS: [&str; 6] = ["engine", "chess", "games", "course", "shell", "ui"];

/// The parts that share a layer: neither may name the other (chess and the other games sit
/// side by side, both over the engine).
const SIDE_BY_SIDE: [(&str, &str); 1] = [("chess", "games")];

/// The parts whose own modules must not import each other in a circle. (The engine's core
/// modules, search, tree, rules and settings, work as one and name each other; the window's
/// files are checked one by one by its own rule.)
const PARTS_WITHOUT_INNER_CIRCLES: [&str; 4] = ["chess", "games", "course", "shell"];

/// A source file: its path inside `src/` split into components (`["chess", "pgn", "write"]`)
/// and its text up to the test module.
struct Source {
    components: Vec<String>,
    text: String,
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

/// Every source file of `src/` but the crate roots, without test code.
fn sources() -> Vec<Source> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    paths.sort();
    let mut sources = Vec::new();
    for path in paths {
        let Ok(relative) = path.strip_prefix(&src) else {
            panic!("{} is outside src/", path.display())
        };
        let mut components: Vec<String> = relative
            .with_extension("")
            .components()
            .map(|component| component.as_os_str().to_string_lossy().into_owned())
            .collect();
        if components.len() == 1 {
            assert!(
                ["main", "lib"].contains(&components[0].as_str()),
                "src/{} is a loose file: every file but main.rs and lib.rs belongs to a part's folder",
                relative.display()
            );
            continue;
        }
        // A separate test file (`session/tests.rs`) is test code throughout.
        if components.last().is_some_and(|name| name == "tests") {
            continue;
        }
        if components.last().is_some_and(|name| name == "mod") {
            components.pop();
        }
        let Ok(text) = fs::read_to_string(&path) else {
            panic!("cannot read {}", path.display())
        };
        let text = match text.find("\n#[cfg(test)]") {
            Some(tests) => text[..tests].to_string(),
            None => text,
        };
        sources.push(Source { components, text });
    }
    sources
}

/// The module paths a text names after `crate::`, as components: `crate::chess::pgn::read`
/// gives `["chess", "pgn", "read"]`.
fn named_paths(text: &str) -> Vec<Vec<&str>> {
    let mut paths = Vec::new();
    for (at, _) in text.match_indices("crate::") {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[at + "crate::".len()..];
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(rest.len());
        paths.push(
            rest[..end]
                .split("::")
                .filter(|component| !component.is_empty())
                .collect(),
        );
    }
    paths
}

/// The edges `from → to` of a graph that lie on a circle: `to` leads back to `from`.
fn edges_on_circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<(String, String)> {
    let reaches = |start: &str, goal: &str| {
        let mut seen = BTreeSet::new();
        let mut to_visit = vec![start.to_string()];
        while let Some(node) = to_visit.pop() {
            if node == goal {
                return true;
            }
            if seen.insert(node.clone()) {
                to_visit.extend(graph.get(&node).into_iter().flatten().cloned());
            }
        }
        false
    };
    let mut on_circles = Vec::new();
    for (from, targets) in graph {
        for to in targets {
            if reaches(to, from) {
                on_circles.push((from.clone(), to.clone()));
            }
        }
    }
    on_circles
}

#[test]
fn every_part_uses_only_the_parts_below_it() {
    let sources = sources();
    assert!(sources.len() > 100, "only {} source files found", sources.len());
    let mut wrong = Vec::new();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for source in &sources {
        let part = source.components[0].as_str();
        let Some(rank) = LAYERS.iter().position(|&layer| layer == part) else {
            panic!("src/{part}/ is not one of the layers {LAYERS:?}: put it in one, or add it in its place");
        };
        for path in named_paths(&source.text) {
            let Some(&named) = path.first() else { continue };
            let Some(named_rank) = LAYERS.iter().position(|&layer| layer == named) else {
                continue;
            };
            if named != part {
                graph
                    .entry(part.to_string())
                    .or_default()
                    .insert(named.to_string());
            }
            let side_by_side = SIDE_BY_SIDE
                .iter()
                .any(|&(a, b)| (a, b) == (part, named) || (b, a) == (part, named));
            if side_by_side {
                wrong.push(format!(
                    "src/{} names crate::{}, which sits beside {part}, not below it",
                    source.components.join("/"),
                    path.join("::")
                ));
            } else if named_rank > rank {
                wrong.push(format!(
                    "src/{} names crate::{}, a layer above {part}",
                    source.components.join("/"),
                    path.join("::")
                ));
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "parts naming the layers above them:\n{}",
        wrong.join("\n")
    );
    // The layering above rules out circles; this says so in the graph's own terms.
    assert_eq!(
        edges_on_circles(&graph),
        Vec::new(),
        "the parts' graph: {graph:?}"
    );
}

#[test]
fn no_circle_among_the_modules_of_a_part() {
    let sources = sources();
    for part in PARTS_WITHOUT_INNER_CIRCLES {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut modules = 0;
        for source in sources.iter().filter(|source| source.components[0] == part) {
            let Some(module) = source.components.get(1) else {
                continue;
            };
            modules += 1;
            let mut named: Vec<&str> = named_paths(&source.text)
                .into_iter()
                .filter(|path| path.first() == Some(&part))
                .filter_map(|path| path.get(1).copied())
                .collect();
            // In `part/module.rs`, `super::x` is the part's module `x`.
            if source.components.len() == 2 {
                for (at, _) in source.text.match_indices("super::") {
                    let rest = &source.text[at + "super::".len()..];
                    let end = rest
                        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .unwrap_or(rest.len());
                    if end > 0 {
                        named.push(&rest[..end]);
                    }
                }
            }
            for other in named {
                if other != module {
                    graph.entry(module.clone()).or_default().insert(other.to_string());
                }
            }
        }
        assert!(modules > 2, "src/{part}/ has only {modules} module files");
        let circles = edges_on_circles(&graph);
        assert!(
            circles.is_empty(),
            "modules of src/{part}/ that import each other in a circle: {circles:?}\nits graph: {graph:?}"
        );
    }
}

/// The paths a `use` declaration names, its groups spread out: `use crate::a::{b, c::{d, e}}`
/// gives `crate::a::b`, `crate::a::c::d` and `crate::a::c::e`.
fn spread_use(prefix: &str, body: &str, paths: &mut Vec<String>) {
    let mut depth = 0;
    let mut start = 0;
    let mut items = Vec::new();
    for (at, c) in body.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&body[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    items.push(&body[start..]);
    for item in items {
        let item = item.trim();
        let item = item.split(" as ").next().unwrap_or(item).trim();
        if item.is_empty() {
            continue;
        }
        let joined = |tail: &str| {
            if prefix.is_empty() {
                tail.to_string()
            } else {
                format!("{prefix}::{tail}")
            }
        };
        match (item.find('{'), item.rfind('}')) {
            (Some(open), Some(close)) if open < close => {
                let head = item[..open].trim_end_matches("::");
                spread_use(&joined(head), &item[open + 1..close], paths);
            }
            _ => paths.push(joined(item)),
        }
    }
}

/// Every module path a source file's code names: its `use` declarations spread out, and
/// `crate::`, `super::` and `self::` paths written in place. Comments are left out, doc links
/// among them: a link from a module to one that uses it is how a reader finds the way back,
/// not an import (the layers above still hold links to their rule).
fn named_module_paths(text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .map(|line| {
            let trimmed = line.trim_start();
            if trimmed.starts_with("//") { "" } else { line }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut paths = Vec::new();
    for (at, _) in code.match_indices("use ") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(end) = code[at..].find(';') else { continue };
        let declaration: String = code[at + "use ".len()..at + end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        spread_use("", &declaration, &mut paths);
    }
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let rest = &code[at..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            paths.push(rest[..end].trim_end_matches(':').to_string());
        }
    }
    paths
}

#[test]
fn no_two_files_import_each_other_in_a_circle() {
    let sources = sources();
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|source| source.components.clone()).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for source in &sources {
        let here = &source.components;
        for path in named_module_paths(&source.text) {
            let mut parts: Vec<&str> = path.split("::").filter(|part| !part.is_empty()).collect();
            let mut resolved: Vec<String> = match parts.first() {
                Some(&"crate") => {
                    parts.remove(0);
                    Vec::new()
                }
                Some(&"self") => {
                    parts.remove(0);
                    here.clone()
                }
                Some(&"super") => {
                    let mut base = here.clone();
                    // `super` in `a/b.rs` is `a`; in `a/b/mod.rs` (a folder) it is `a` too.
                    while parts.first() == Some(&"super") {
                        parts.remove(0);
                        base.pop();
                    }
                    base
                }
                _ => continue,
            };
            resolved.extend(parts.iter().map(|part| part.to_string()));
            // The longest prefix that is a file of its own.
            let Some(target) = (1..=resolved.len())
                .rev()
                .map(|length| resolved[..length].to_vec())
                .find(|prefix| modules.contains(prefix))
            else {
                continue;
            };
            // A file and the folder module above it always name each other (`mod x;`,
            // `super::`): that is one module's inside, not a circle.
            if here.starts_with(&target) || target.starts_with(here) {
                continue;
            }
            graph
                .entry(here.join("::"))
                .or_default()
                .insert(target.join("::"));
        }
    }
    let on_circles = edges_on_circles(&graph);
    assert!(
        on_circles.is_empty(),
        "files that import each other in a circle (no two files may, not even in one folder): {on_circles:?}"
    );
}
