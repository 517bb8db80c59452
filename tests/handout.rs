//! Handouts (`klados::course::handout`): the student copy hides every inner value, both copies are
//! SVG that resvg reads and renders to a picture with ink on it, every node of lesson 2's tree is
//! drawn, a big tree is cut down to a printable sketch, and the CSV has one row per node with
//! the right parents.

use std::path::Path;

use klados::course::handout::{
    Copy, MAX_SKETCH_NODES, Sketch, png, sketch_of_tree, svg, with_every_leaf, write_csv,
};
use klados::course::lesson::{Subject, load_dir};
use klados::engine::abstract_tree::{AbstractSearch, search_abstract};
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings};
use klados::engine::tree::{NodeId, SearchTree};

/// Lesson 2's tree, loaded as the window loads it, searched with `algorithm`.
fn lesson_two(algorithm: Algorithm) -> AbstractSearch {
    let (lessons, errors) = load_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons"));
    assert!(errors.is_empty(), "{errors:?}");
    let lesson = lessons
        .iter()
        .find(|lesson| lesson.id == "02-minimax-by-hand")
        .unwrap_or_else(|| panic!("lesson 2 is missing"));
    let Subject::Tree { children, .. } = &lesson.subject else {
        panic!("lesson 2 is not a tree");
    };
    search_abstract(children, algorithm).unwrap_or_else(|e| panic!("{e:?}"))
}

/// A depth-3 tree on which alpha-beta prunes at both MIN and MAX nodes: A2b (A2 reaches A's
/// β = 4), B2 (B1 holds B to 2, below the root's α = 4) and C2b.
fn depth_three(algorithm: Algorithm) -> AbstractSearch {
    let moves =
        klados::course::tree_text::parse_tree("[[[3, 4], [5, 1]], [[1, 2], [8, 9]], [[6, 3], [7, 2]]]")
            .unwrap_or_else(|e| panic!("{e:?}"));
    search_abstract(&moves, algorithm).unwrap_or_else(|e| panic!("{e:?}"))
}

/// The texts of the SVG's `<text>` elements that carry a node's value (bold, and not the title).
fn value_texts(document: &str, sketch: &Sketch) -> Vec<String> {
    let mut values: Vec<String> = document
        .split("<text ")
        .skip(1)
        .filter(|element| element.contains("font-weight=\"bold\""))
        .filter_map(|element| {
            let text = element.split_once('>')?.1.split_once("</text>")?.0;
            (text != sketch.title).then(|| text.to_string())
        })
        .collect();
    values.sort();
    values
}

fn sorted(values: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut values: Vec<String> = values.into_iter().collect();
    values.sort();
    values
}

#[test]
fn the_student_copy_shows_leaf_values_only_and_the_answer_copy_every_value() {
    for searched in [lesson_two(Algorithm::Minimax), depth_three(Algorithm::Minimax)] {
        let sketch = sketch_of_tree(&searched.tree, "Minimax by hand");
        let leaves = sorted(
            sketch
                .nodes
                .iter()
                .filter(|node| node.leaf)
                .filter_map(|node| node.value.clone()),
        );
        let every = sorted(sketch.nodes.iter().filter_map(|node| node.value.clone()));
        assert!(every.len() > leaves.len());
        assert_eq!(value_texts(&svg(&sketch, Copy::Student), &sketch), leaves);
        assert_eq!(value_texts(&svg(&sketch, Copy::Answer), &sketch), every);
        let student = svg(&sketch, Copy::Student);
        assert!(student.contains("Name: ___"));
        assert!(!student.contains('α') && !student.contains('✕'));
    }
}

#[test]
fn both_copies_draw_every_node_of_lesson_two() {
    let searched = lesson_two(Algorithm::Minimax);
    let sketch = sketch_of_tree(&searched.tree, "Minimax by hand");
    assert_eq!(sketch.nodes.len(), 1 + searched.tree.node_count());
    for copy in [Copy::Answer, Copy::Student] {
        let document = svg(&sketch, copy);
        for label in searched.labels.iter().flatten() {
            assert!(
                document.contains(&format!(">{label}</text>")),
                "{copy:?}: {label} is missing"
            );
        }
        assert!(document.contains("MAX (square) takes the largest value · MIN (round) takes the smallest"));
    }
}

#[test]
fn the_answer_copy_of_an_alpha_beta_tree_shows_the_window_and_the_cuts() {
    let searched = depth_three(Algorithm::AlphaBeta);
    let sketch = sketch_of_tree(&searched.tree, "Alpha-beta");
    let pruned = sketch.nodes.iter().filter(|node| node.pruned).count();
    assert_eq!(pruned, 3);
    assert!(
        sketch
            .nodes
            .iter()
            .filter(|node| node.pruned)
            .all(|node| node.value.is_none())
    );
    // Every inner node that was searched has its window; the root's is the widest.
    assert_eq!(sketch.nodes[0].window, Some(("−∞".to_string(), "+∞".to_string())));
    assert!(
        sketch
            .nodes
            .iter()
            .filter(|node| !node.leaf && !node.pruned)
            .all(|node| node.window.is_some())
    );
    let answer = svg(&sketch, Copy::Answer);
    assert_eq!(answer.matches('✕').count(), pruned);
    assert!(answer.contains("stroke-dasharray"));
    assert!(answer.contains("stroke-width=\"4\""), "the best line is bold");
    assert!(answer.contains("β 4"), "A2 is searched with β = 4, from A1");
    let student = svg(&sketch, Copy::Student);
    assert!(!student.contains("stroke-dasharray") && !student.contains("stroke-width=\"4\""));
}

/// Counts the pixels that are not white, and those with a colour (not grey).
fn ink(png_bytes: &[u8]) -> (usize, usize) {
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(png_bytes).unwrap_or_else(|e| panic!("{e:?}"));
    let pixels = pixmap.pixels();
    let inked = pixels
        .iter()
        .filter(|p| p.red() < 200 || p.green() < 200 || p.blue() < 200)
        .count();
    let coloured = pixels.iter().filter(|p| p.red().abs_diff(p.blue()) > 60).count();
    (inked, coloured)
}

#[test]
fn both_copies_render_to_png_with_ink_and_colour() {
    let cases = [
        ("lesson-2", lesson_two(Algorithm::Minimax), "Minimax by hand"),
        (
            "alpha-beta",
            depth_three(Algorithm::AlphaBeta),
            "Alpha-beta, depth 3",
        ),
    ];
    for (name, searched, title) in cases {
        let sketch = sketch_of_tree(&searched.tree, title);
        for (copy, copy_name) in [(Copy::Answer, "answer"), (Copy::Student, "student")] {
            let document = svg(&sketch, copy);
            let options = resvg::usvg::Options::default();
            assert!(
                resvg::usvg::Tree::from_str(&document, &options).is_ok(),
                "{name} {copy_name}"
            );
            let bytes = png(&document, 2.0).unwrap_or_else(|e| panic!("{name} {copy_name}: {e}"));
            let (inked, coloured) = ink(&bytes);
            assert!(inked > 5_000, "{name} {copy_name}: {inked} inked pixels");
            assert!(coloured > 1_000, "{name} {copy_name}: {coloured} coloured pixels");
            // Kept for a person to look at, as the report says.
            let _ = std::fs::write(
                std::env::temp_dir().join(format!("handout-{name}-{copy_name}.png")),
                &bytes,
            );
        }
    }
    assert!(
        png("<svg", 1.0)
            .unwrap_err()
            .starts_with("the SVG cannot be read")
    );
    assert!(png(&svg(&Sketch::default(), Copy::Answer), f32::NAN).is_err());
}

/// The value of an attribute of an SVG element's text (`width="320"` → "320").
fn attribute<'a>(element: &'a str, name: &str) -> Option<&'a str> {
    element
        .split_once(&format!(" {name}=\""))?
        .1
        .split_once('"')
        .map(|(value, _)| value)
}

/// A box's left, top and width, as the SVG writes them.
type BoxPlace = (String, String, String);

/// The document's size and the places of its boxes (every `<rect>` of a node's height, in the
/// order drawn), as texts.
fn size_and_boxes(document: &str) -> ((String, String), Vec<BoxPlace>) {
    let root = document.split("<svg").nth(1).unwrap_or_default();
    let size = (
        attribute(root, "width").unwrap_or_default().to_string(),
        attribute(root, "height").unwrap_or_default().to_string(),
    );
    let boxes = document
        .split("<rect")
        .skip(1)
        .filter(|element| attribute(element, "height") == Some("40"))
        .map(|element| {
            let place = |name| attribute(element, name).unwrap_or_default().to_string();
            (place("x"), place("y"), place("width"))
        })
        .collect();
    (size, boxes)
}

#[test]
fn the_answer_copy_of_an_alpha_beta_tree_lays_over_the_student_copy() {
    let whole = depth_three(Algorithm::Minimax);
    let searched = depth_three(Algorithm::AlphaBeta);
    let title = "Alpha-beta · tree 7";
    let sketch = with_every_leaf(
        &sketch_of_tree(&whole.tree, title),
        &sketch_of_tree(&searched.tree, title),
    );
    // Every leaf is drawn, the ones alpha-beta never reached too, with its value.
    let leaves: Vec<_> = sketch.nodes.iter().filter(|node| node.leaf).collect();
    assert_eq!(leaves.len(), 12);
    assert!(leaves.iter().all(|node| node.value.is_some()));
    // A2b, B2 (with its leaves B2a and B2b) and C2b were cut off: 1 + 3 + 1 nodes.
    assert_eq!(sketch.nodes.iter().filter(|node| node.pruned).count(), 5);
    assert_eq!(
        sketch.nodes[0].value.as_deref(),
        Some("6"),
        "alpha-beta's value at the root"
    );

    let answer = svg(&sketch, Copy::Answer);
    let student = svg(&sketch, Copy::Student);
    let (answer_size, answer_boxes) = size_and_boxes(&answer);
    let (student_size, student_boxes) = size_and_boxes(&student);
    assert_eq!(answer_size, student_size, "the same page");
    assert_eq!(
        answer_boxes.len(),
        sketch.nodes.len() - sketch.nodes.iter().filter(|node| node.chance).count()
    );
    assert_eq!(answer_boxes, student_boxes, "every box in the same place");
    // One ✕ for each move alpha-beta cut off, none inside the greyed subtree.
    assert_eq!(answer.matches('✕').count(), 3);
    assert!(!student.contains('✕'));

    let answer_png = png(&answer, 2.0).unwrap_or_else(|e| panic!("{e}"));
    let student_png = png(&student, 2.0).unwrap_or_else(|e| panic!("{e}"));
    let size_of = |bytes: &[u8]| {
        let pixmap = resvg::tiny_skia::Pixmap::decode_png(bytes).unwrap_or_else(|e| panic!("{e:?}"));
        (pixmap.width(), pixmap.height())
    };
    assert_eq!(size_of(&answer_png), size_of(&student_png));
    let _ = std::fs::write(
        std::env::temp_dir().join("handout-overlay-answer.png"),
        &answer_png,
    );
    let _ = std::fs::write(
        std::env::temp_dir().join("handout-overlay-student.png"),
        &student_png,
    );
}

fn chess(depth: usize, algorithm: Algorithm) -> SearchTree {
    let root = klados::engine::fen::parse_fen(klados::engine::position::START_FEN)
        .unwrap_or_else(|e| panic!("{e:?}"));
    search(
        &root,
        &[],
        &SearchSettings::new(depth, algorithm),
        &SearchControl::new(),
    )
    .unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn a_big_tree_is_cut_down_to_the_root_moves_and_the_best_line() {
    let tree = chess(3, Algorithm::Minimax);
    let sketch = sketch_of_tree(&tree, "Start, depth 3");
    assert!(sketch.nodes.len() <= MAX_SKETCH_NODES, "{}", sketch.nodes.len());
    assert_eq!(sketch.nodes[0].children.len(), 20);
    assert_eq!(sketch.principal_variation.len(), 3);
    // After any first move Black has 20 replies: drawn under the best move, folded elsewhere.
    for &child in &sketch.nodes[0].children {
        let node = &sketch.nodes[child];
        let on_line = sketch.principal_variation.contains(&child);
        assert_eq!(node.children.len() + node.hidden_children, 20, "{}", node.label);
        assert_eq!(
            node.hidden_children,
            if on_line { 0 } else { 20 },
            "{}",
            node.label
        );
    }
    let document = svg(&sketch, Copy::Answer);
    assert!(
        document.contains(">+"),
        "the folded families say how many they hide"
    );
    png(&document, 1.0).unwrap();
}

/// The CSV's rows, split into cells (the test trees have no quoted cells).
fn csv_rows(tree: &SearchTree) -> Vec<Vec<String>> {
    let mut bytes = Vec::new();
    write_csv(tree, &mut bytes).unwrap_or_else(|e| panic!("{e:?}"));
    let text = String::from_utf8(bytes).unwrap_or_else(|e| panic!("{e:?}"));
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("level,n,parent,move,uci,score,value,bound,status")
    );
    lines
        .map(|line| line.split(',').map(str::to_string).collect())
        .collect()
}

#[test]
fn the_csv_has_one_row_per_node_with_its_parent() {
    for (tree, kind) in [
        (chess(2, Algorithm::AlphaBeta), "chess"),
        (depth_three(Algorithm::AlphaBeta).tree, "abstract"),
    ] {
        let rows = csv_rows(&tree);
        assert_eq!(rows.len(), tree.node_count(), "{kind}");
        for row in &rows {
            assert_eq!(row.len(), 9, "{kind}: {row:?}");
            let level: usize = row[0].parse().unwrap();
            let n: u32 = row[1].parse().unwrap();
            let parent: u32 = row[2].parse().unwrap();
            let id = NodeId::new(level, n - 1);
            let expected = tree.parent_of(id).map_or(0, |parent| parent.index + 1);
            assert_eq!(parent, expected, "{kind}: {row:?}");
            assert_eq!(row[3], tree.san_of(id), "{kind}: {row:?}");
            assert_eq!(row[4].is_empty(), kind == "abstract", "{kind}: {row:?}");
            if row[8] == "pruned" {
                assert!(
                    row[5].is_empty() && row[6].is_empty() && row[7].is_empty(),
                    "{row:?}"
                );
            }
        }
        assert!(
            rows.iter().any(|row| row[8] == "pruned"),
            "{kind}: alpha-beta prunes"
        );
    }
}

/// The texts of an SVG's `<text>` elements, in order.
fn texts_of(document: &str) -> Vec<String> {
    document
        .split("<text ")
        .skip(1)
        .filter_map(|element| {
            element
                .split_once('>')
                .and_then(|(_, rest)| rest.split_once("</text>"))
        })
        .map(|(text, _)| {
            text.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        })
        .collect()
}

#[test]
fn the_trace_sheet_gives_the_code_and_the_trace_and_the_student_copy_leaves_it_to_fill() {
    use klados::course::handout::trace_sheet::trace_sheet;
    use klados::engine::code::trace::trace;
    let text = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";
    let moves = klados::course::tree_text::parse_tree(text).unwrap_or_else(|e| panic!("{e}"));
    let tree = std::sync::Arc::new(
        search_abstract(&moves, Algorithm::AlphaBeta)
            .unwrap_or_else(|e| panic!("{e}"))
            .tree,
    );
    let answer = trace_sheet(&tree, "Alpha-beta", Some(text), Copy::Answer).unwrap_or_else(|e| panic!("{e}"));
    let student =
        trace_sheet(&tree, "Alpha-beta", Some(text), Copy::Student).unwrap_or_else(|e| panic!("{e}"));
    let answer_texts = texts_of(&answer);
    let student_texts = texts_of(&student);
    // Both give the code and the tree.
    for texts in [&answer_texts, &student_texts] {
        assert!(
            texts
                .iter()
                .any(|t| t.trim() == "break                        # cutoff: the rest are pruned")
        );
        assert!(texts.iter().any(|t| t.contains(text)));
    }
    // The answer copy has the whole trace: B1's cutoff and the root's return.
    let lines = trace(&tree);
    assert_eq!(lines.len(), 22);
    assert!(answer_texts.iter().any(|t| t == "    B1"), "B1 indented under B");
    assert!(answer_texts.iter().any(|t| t == "≤2"), "B's bound");
    assert!(answer_texts.iter().any(|t| t.ends_with("cutoff: B2, B3 pruned")));
    assert!(answer_texts.iter().any(|t| t == "best move A"));
    // The student copy keeps only the root's call as an example: no value, no cutoff, and a
    // row for every call and return minimax would make (12 nodes and the root: 26 rows), so
    // the count does not tell what was pruned.
    assert!(
        !student_texts
            .iter()
            .any(|t| t.contains("B2, B3") || t == "best move A")
    );
    assert!(student_texts.iter().any(|t| t == "26"));
    assert!(!student_texts.iter().any(|t| t == "27"));
    // Both render, with the monospaced font built in.
    for document in [&answer, &student] {
        let bytes = png(document, 1.0).unwrap_or_else(|e| panic!("{e}"));
        assert!(ink(&bytes).0 > 1000);
        if let Some(dir) = std::env::var_os("KLADOS_SHEETS") {
            let name = if std::ptr::eq(document, &answer) {
                "answer"
            } else {
                "student"
            };
            let _ = std::fs::write(Path::new(&dir).join(format!("trace-{name}.png")), &bytes);
        }
    }
    // A chess tree of thousands of nodes is no sheet: one clear message.
    let big = std::sync::Arc::new(chess(2, Algorithm::Minimax));
    let error = trace_sheet(&big, "big", None, Copy::Answer)
        .err()
        .unwrap_or_default();
    assert!(error.contains("a sheet prints at most"), "{error}");
}
