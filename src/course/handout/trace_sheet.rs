//! The trace sheet: the search's pseudocode beside the trace of a small tree, one row per call
//! and per return, as exam questions ask for. The answer copy fills every cell; the student
//! copy gives the code, the tree and the first row, and leaves the rest of the table to fill in.

use std::fmt::Write as _;
use std::sync::Arc;

use crate::course::handout::{Copy, xml};
use crate::engine::code::trace::{Event, TraceLine, node_name, trace, value_text};
use crate::engine::code::{self, Source};
use crate::engine::replay::Order;
use crate::engine::tree::SearchTree;

/// The most rows a trace sheet prints: two pages of a small tree. A bigger tree's trace is a
/// file (`klados think --format trace`), not a sheet.
pub const MAX_TRACE_ROWS: usize = 90;

/// The sheet's type: a monospaced font for the code, as in a textbook.
const MONO: &str = "DejaVu Sans Mono";
const CODE_SIZE: f32 = 11.0;
/// A DejaVu Sans Mono character is 0.602 em wide.
const CHAR_WIDTH: f32 = CODE_SIZE * 0.602;
const CODE_LINE: f32 = 15.0;
const ROW: f32 = 19.0;
const MARGIN: f32 = 28.0;
const HEADER: f32 = 74.0;

/// The trace table's columns: heading and width.
const COLUMNS: [(&str, f32); 8] = [
    ("#", 30.0),
    ("", 58.0),
    ("node", 130.0),
    ("depth", 46.0),
    ("α", 58.0),
    ("β", 58.0),
    ("value", 62.0),
    ("note", 230.0),
];

/// Draws the trace sheet of `tree` as SVG. `tree_text` is the tree as students are given it
/// (the nested list of an abstract tree, every leaf's value, pruned ones too); without it the
/// sheet names the position. Errors when the trace is longer than [`MAX_TRACE_ROWS`].
pub fn trace_sheet(
    tree: &Arc<SearchTree>,
    title: &str,
    tree_text: Option<&str>,
    copy: Copy,
) -> Result<String, String> {
    // Counted before the trace is made: a big tree's trace is never worked out for a sheet.
    let searched = tree
        .levels()
        .iter()
        .flat_map(|level| level.nodes.iter())
        .filter(|node| node.status() != crate::engine::tree::Status::Pruned)
        .count();
    let rows = 2 * searched + 2;
    if rows > MAX_TRACE_ROWS {
        return Err(format!(
            "the trace has {rows} rows; a sheet prints at most {MAX_TRACE_ROWS} (a smaller tree, or `klados think --format trace`)"
        ));
    }
    let lines = trace(tree);
    let listing = code::listing(tree, Order::DepthFirst, Source::Pseudocode);
    // The student's table has a row for every call and return minimax would make, so that the
    // number of rows does not tell how much alpha-beta pruned.
    let student_rows = 2 * tree.node_count() + 2;
    let table_rows = match copy {
        Copy::Answer => lines.len(),
        Copy::Student => student_rows.max(lines.len()),
    };
    let code_width = listing
        .lines
        .iter()
        .map(|line| line.text.chars().count() + 4)
        .max()
        .unwrap_or(40) as f32
        * CHAR_WIDTH;
    let table_width: f32 = COLUMNS.iter().map(|(_, width)| width).sum();
    let width = MARGIN * 3.0 + code_width + table_width;
    let code_height = listing.lines.len() as f32 * CODE_LINE;
    let table_height = (table_rows + 1) as f32 * ROW;
    let height = HEADER + code_height.max(table_height) + MARGIN * 2.0;

    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="DejaVu Sans">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let heading = match copy {
        Copy::Answer => format!("{title} · the trace (answers)"),
        Copy::Student => format!("{title} · fill in the trace"),
    };
    let _ = writeln!(
        svg,
        r#"<text x="{MARGIN}" y="{:.0}" font-size="18" font-weight="bold">{}</text>"#,
        MARGIN + 8.0,
        xml(&heading)
    );
    let given = match tree_text {
        Some(text) => format!("The tree: {text}"),
        None => format!(
            "The position: {}, depth {}",
            tree.position_text(None).unwrap_or_default(),
            tree.depth()
        ),
    };
    let _ = writeln!(
        svg,
        r#"<text x="{MARGIN}" y="{:.0}" font-size="12">{} · {}</text>"#,
        MARGIN + 30.0,
        xml(&listing.title),
        xml(&given)
    );
    write_code(&mut svg, &listing, MARGIN, HEADER);
    let left = MARGIN * 2.0 + code_width;
    write_table(&mut svg, tree, &lines, table_rows, copy, left, HEADER);
    svg.push_str("</svg>\n");
    Ok(svg)
}

/// Writes the listing, numbered, its indentation kept (a monospaced font).
fn write_code(svg: &mut String, listing: &code::Listing, left: f32, top: f32) {
    for (number, line) in listing.lines.iter().enumerate() {
        let y = top + (number as f32 + 1.0) * CODE_LINE;
        let _ = writeln!(
            svg,
            r##"<text x="{left:.1}" y="{y:.1}" font-family="{MONO}" font-size="{CODE_SIZE}" fill="#888" xml:space="preserve">{:>2}</text>"##,
            number + 1
        );
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{y:.1}" font-family="{MONO}" font-size="{CODE_SIZE}" xml:space="preserve">{}</text>"#,
            left + 3.5 * CHAR_WIDTH,
            xml(&line.text)
        );
    }
}

/// Writes the trace table: a heading row, then `rows` rows, filled from `lines` on the answer
/// copy and only the first (the root's call, as an example) on the student copy.
fn write_table(
    svg: &mut String,
    tree: &SearchTree,
    lines: &[TraceLine],
    rows: usize,
    copy: Copy,
    left: f32,
    top: f32,
) {
    let width: f32 = COLUMNS.iter().map(|(_, width)| width).sum();
    let mut x = left;
    for (heading, column) in COLUMNS {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" font-size="12" font-weight="bold">{heading}</text>"#,
            x + 4.0,
            top + ROW - 5.0
        );
        x += column;
    }
    for row in 0..=rows {
        let y = top + (row as f32 + 1.0) * ROW;
        let _ = writeln!(
            svg,
            r##"<line x1="{left:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#999" stroke-width="0.6"/>"##,
            left + width
        );
    }
    let mut x = left;
    for (_, column) in COLUMNS.iter().take(COLUMNS.len() - 1) {
        x += column;
        let _ = writeln!(
            svg,
            r##"<line x1="{x:.1}" y1="{:.1}" x2="{x:.1}" y2="{:.1}" stroke="#bbb" stroke-width="0.6"/>"##,
            top + ROW,
            top + (rows as f32 + 1.0) * ROW
        );
    }
    for row in 0..rows {
        let y = top + (row as f32 + 2.0) * ROW - 5.0;
        let line = lines.get(row).filter(|_| copy == Copy::Answer || row == 0);
        let cells = match line {
            Some(line) => cells_of(tree, line),
            None => Vec::new(),
        };
        let mut x = left;
        for (index, (_, column)) in COLUMNS.iter().enumerate() {
            let text = if index == 0 {
                (row + 1).to_string()
            } else {
                cells.get(index - 1).cloned().unwrap_or_default()
            };
            if !text.is_empty() {
                let _ = writeln!(
                    svg,
                    r#"<text x="{:.1}" y="{y:.1}" font-size="11" xml:space="preserve">{}</text>"#,
                    x + 4.0,
                    xml(&text)
                );
            }
            x += column;
        }
    }
}

/// The cells of one trace line after its number: call or return, the node (indented by its
/// nesting), the depth, α, β, the value and the note.
fn cells_of(tree: &SearchTree, line: &TraceLine) -> Vec<String> {
    let event = match line.event {
        Event::Call => "call",
        Event::Return => "return",
    };
    let node = format!("{}{}", "  ".repeat(line.nesting), node_name(tree, line.node));
    let (alpha, beta) = line
        .window
        .map_or((String::new(), String::new()), |(alpha, beta)| {
            (tree.display_bound(alpha), tree.display_bound(beta))
        });
    let value = line
        .value
        .map_or_else(String::new, |value| value_text(tree, line.node, value));
    let depth = match line.event {
        Event::Call => line.depth_left.to_string(),
        Event::Return => String::new(),
    };
    vec![event.into(), node, depth, alpha, beta, value, line.note.clone()]
}
