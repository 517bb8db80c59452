//! Writing a lesson: a tree built in the window saved as a `klados-lesson/1` file, ready for a
//! teacher to add steps to.
//!
//! The file is laid out the way the shipped lessons are, so that a teacher who opens it finds
//! what they would have typed: one field a line at the top, the tree indented by depth with a
//! node whose moves are all leaves on one line, and a single step to build the story from.
//! Every string goes through serde_json, which escapes quotes, backslashes and control
//! characters, so any title or label makes valid JSON.

use crate::course::lesson::LESSON_FORMAT;
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::chance::Probability;
use crate::engine::settings::Algorithm;

/// The id (and file name) used when a title has no letter or digit to make one from.
pub const FALLBACK_ID: &str = "my-tree";

/// Returns the text of a `klados-lesson/1` file for an abstract tree: its `id` made from the
/// title, the title, a summary, the tree (labels and leaf values), the search, and one step
/// (`"at": "start"`) saying `first_step`. `lessons check` accepts what this writes.
///
/// The loader refuses an empty title, summary or step, so a blank one is written as a short
/// placeholder for the teacher to replace (the file must load to be edited in the window).
pub fn tree_lesson_text(
    title: &str,
    summary: &str,
    first_step: &str,
    root_label: Option<&str>,
    moves: &[AbstractNode],
    algorithm: Algorithm,
) -> String {
    let or_placeholder = |text: &str, placeholder: &str| {
        if text.trim().is_empty() {
            placeholder.to_string()
        } else {
            text.to_string()
        }
    };
    let title = or_placeholder(title, "My tree");
    let summary = or_placeholder(summary, "A game tree to work out by hand.");
    let first_step = or_placeholder(
        first_step,
        "MAX chooses at the root, MIN one level down. Work the values up from the leaves.",
    );
    let mut text = String::new();
    text.push_str("{\n");
    text.push_str(&format!("  \"format\": {},\n", json(LESSON_FORMAT)));
    text.push_str(&format!("  \"id\": {},\n", json(&id_of_title(&title))));
    text.push_str(&format!("  \"title\": {},\n", json(&title)));
    text.push_str(&format!("  \"summary\": {},\n", json(&summary)));
    text.push_str("  \"tree\": {\n");
    // The loader refuses a blank root label; leaving it out is the same as having none.
    if let Some(label) = root_label.filter(|label| !label.trim().is_empty()) {
        text.push_str(&format!("    \"label\": {},\n", json(label)));
    }
    text.push_str("    \"children\": [\n");
    write_nodes(moves, &[], 3, &mut text);
    text.push_str("    ]\n");
    text.push_str("  },\n");
    text.push_str(&format!(
        "  \"search\": {{ \"algorithm\": {}, \"order\": \"level_by_level\" }},\n",
        algorithm_json(algorithm)
    ));
    text.push_str("  \"steps\": [\n");
    text.push_str(&format!(
        "    {{\n      \"at\": \"start\",\n      \"say\": {}\n    }}\n",
        json(&first_step)
    ));
    text.push_str("  ]\n");
    text.push_str("}\n");
    text
}

/// Makes a lesson id (and file name, without `.json`) from a title: `"My tree"` → `"my-tree"`.
///
/// Only lowercase ASCII letters, digits and single hyphens are kept (accents and other scripts
/// are dropped, so the file name is safe everywhere); a title with none of them gives
/// [`FALLBACK_ID`]. The id is never empty and never starts or ends with a hyphen.
///
/// ```
/// use klados::course::lesson::write::id_of_title;
/// assert_eq!(id_of_title("Alpha-beta: by hand!"), "alpha-beta-by-hand");
/// assert_eq!(id_of_title("???"), "my-tree");
/// ```
pub fn id_of_title(title: &str) -> String {
    let mut id = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            id.push(c.to_ascii_lowercase());
        } else if !id.is_empty() && !id.ends_with('-') {
            // Any run of other characters (spaces, punctuation) becomes one hyphen.
            id.push('-');
        }
    }
    let id = id.trim_end_matches('-');
    if id.is_empty() {
        FALLBACK_ID.to_string()
    } else {
        id.to_string()
    }
}

/// The algorithm as a lesson file names it (`"minimax"`, `"alphabeta"`, `"ordered"`), quoted:
/// serde's own name for it, so the writer and the reader cannot disagree.
fn algorithm_json(algorithm: Algorithm) -> String {
    serde_json::to_string(&algorithm).unwrap_or_else(|_| json(algorithm.name()))
}

/// A string as JSON: quoted and escaped.
fn json(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// Writes `nodes` as the items of a `children` array, `indent` levels of two spaces deep: a
/// leaf on one line, a node whose moves are all leaves on one line, any other node over several.
/// `probabilities` are the nodes' own when their parent is a chance node (empty otherwise).
fn write_nodes(nodes: &[AbstractNode], probabilities: &[Probability], indent: usize, text: &mut String) {
    let pad = "  ".repeat(indent);
    for (index, node) in nodes.iter().enumerate() {
        let comma = if index + 1 < nodes.len() { "," } else { "" };
        let probability = probabilities.get(index).copied();
        let children = node.children();
        if children
            .iter()
            .all(|child| matches!(child, AbstractNode::Leaf { .. }))
        {
            text.push_str(&format!("{pad}{}{comma}\n", one_line_node(node, probability)));
        } else {
            text.push_str(&format!(
                "{pad}{{ {}\"children\": [\n",
                node_head(node, probability)
            ));
            write_nodes(children, node.probabilities(), indent + 1, text);
            text.push_str(&format!("{pad}] }}{comma}\n"));
        }
    }
}

/// A node's fields before its value or children: `"label": "A1", ` and, as the case may be,
/// `"probability": "1/6", ` (an outcome of a chance node) and `"chance": true, `.
fn node_head(node: &AbstractNode, probability: Option<Probability>) -> String {
    let mut head = format!("\"label\": {}, ", json(node.label()));
    if let Some(probability) = probability {
        head.push_str(&format!("\"probability\": {}, ", json(&probability.to_string())));
    }
    if node.is_chance() {
        head.push_str("\"chance\": true, ");
    }
    head
}

/// A node and everything below it on one line: `{ "label": "A1", "value": 3 }`.
fn one_line_node(node: &AbstractNode, probability: Option<Probability>) -> String {
    let head = node_head(node, probability);
    match node {
        AbstractNode::Leaf { value, .. } => format!("{{ {head}\"value\": {value} }}"),
        AbstractNode::Utilities { utilities, .. } => {
            let utilities: Vec<String> = utilities.iter().map(i32::to_string).collect();
            format!("{{ {head}\"utilities\": [{}] }}", utilities.join(", "))
        }
        AbstractNode::Inner { children, .. } | AbstractNode::Chance { children, .. } => {
            let probabilities = node.probabilities();
            let children: Vec<String> = children
                .iter()
                .enumerate()
                .map(|(index, child)| one_line_node(child, probabilities.get(index).copied()))
                .collect();
            format!("{{ {head}\"children\": [ {} ] }}", children.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_lowercase_words_joined_by_hyphens() {
        for (title, id) in [
            ("My tree", "my-tree"),
            ("  Minimax -- by hand  ", "minimax-by-hand"),
            ("Élan 3", "lan-3"),
            ("", FALLBACK_ID),
            ("♔♚", FALLBACK_ID),
            ("Tree #2", "tree-2"),
        ] {
            assert_eq!(id_of_title(title), id, "{title:?}");
        }
    }

    #[test]
    fn the_text_is_json_with_the_tree_and_one_step() {
        let moves = crate::course::tree_text::parse_tree("[[3, 12], [[1, 2], 4]]").unwrap();
        let text = tree_lesson_text("T \"q\"", "S", "Say", Some("now"), &moves, Algorithm::AlphaBeta);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["id"], "t-q");
        assert_eq!(value["title"], "T \"q\"");
        assert_eq!(value["search"]["algorithm"], "alphabeta");
        assert_eq!(
            value["tree"]["children"][1]["children"][0]["children"][1]["label"],
            "B1b"
        );
        assert_eq!(value["steps"][0]["at"], "start");
    }

    #[test]
    fn a_chance_node_is_written_with_its_probabilities() {
        let moves = crate::course::tree_text::parse_tree("[3, {1/3: -6, 2/3: [9, 8]}]").unwrap();
        let text = tree_lesson_text("T", "S", "Say", None, &moves, Algorithm::Minimax);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let roll = &value["tree"]["children"][1];
        assert_eq!(roll["chance"], true);
        assert_eq!(roll["children"][0]["probability"], "1/3");
        assert_eq!(roll["children"][1]["probability"], "2/3");
        assert_eq!(roll["children"][1]["children"][1]["value"], 8);
        assert_eq!(value["tree"]["children"][0].get("chance"), None);
    }
}
