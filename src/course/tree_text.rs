//! Abstract trees as nested lists, the way a teacher writes one on the board:
//! `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`.
//!
//! The outer list is the root. Inside a list, a number is a leaf with that value and a list is an
//! inner node whose moves are its items, so `[[3, [1, 2]], 5]` is a root with two moves: the
//! first leads to a leaf (3) and to a node with two leaves, the second is a leaf worth 5. The
//! tree may be ragged, spaces and line breaks may go anywhere, a list may end with a comma, and a
//! minus sign may be typed as `-` or as the typographic `−` that word processors put in.
//!
//! Braces make a **chance node**, where a die decides: each outcome is written after its
//! probability, a fraction, and a colon. `[3, {1/3: -6, 2/3: 9}]` is a root with two moves: a
//! sure 3, and a roll that loses 6 one time in three and wins 9 otherwise. The probabilities
//! must add up to exactly 1; an outcome may be a number, a list or another chance node. The root
//! itself is always a list: it is where MAX chooses.
//!
//! The nodes are named as the lessons name them (see `lessons/05-alpha-beta-by-hand.json`): the
//! root's moves `A`, `B`, …; below them `A1`, `A2`, …; then `A1a`, `A1b`, …; then `A1a1`, …
//! letters and numbers taking turns, so every name says the way down from the root.
//!
//! Reading is a small recursive-descent parser over the characters. It never panics: every
//! mistake is a [`TreeTextError`] with the column (counted in characters from 1, as an editor
//! counts them) and what was expected there. The nesting is bounded by [`MAX_DEPTH`] before the
//! parser recurses, so no input, however deep, can exhaust the stack.

use crate::engine::abstract_tree::{AbstractNode, LEAF_VALUES};
use crate::engine::chance::{Probability, check_distribution};
use crate::engine::settings::MAX_DEPTH;

/// The longest text read, in bytes: a tree of a few thousand leaves fits many times over, and a
/// pasted file by mistake is refused at once instead of being parsed.
pub const MAX_TREE_TEXT_BYTES: usize = 100 * 1024;

/// The most moves one node may have: a node records its child count in 8 bits.
pub const MAX_CHILDREN: usize = u8::MAX as usize;

/// Why a tree's text cannot be read: what is wrong and where (1-based column, counted in characters).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct TreeTextError {
    /// Where, counted in characters from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads a tree written as nested lists; the root is the outer list, and labels are made
/// `A`, `B`, … for the root's moves, `A1`, `A2`, … below them, then `A1a`, `A1a1`, ….
///
/// ```
/// use klados::course::tree_text::parse_tree;
/// let moves = parse_tree("[[3, 12], [2, -4]]").unwrap();
/// assert_eq!(moves[1].label(), "B");
/// assert_eq!(moves[1].children()[1].label(), "B2");
/// assert!(parse_tree("[[3, 12], [2, 4]").unwrap_err().to_string().starts_with("column 17:"));
/// ```
pub fn parse_tree(text: &str) -> Result<Vec<AbstractNode>, TreeTextError> {
    if text.len() > MAX_TREE_TEXT_BYTES {
        // The column of the first character past the limit (the limit may fall inside one).
        let column = text
            .char_indices()
            .take_while(|&(offset, _)| offset < MAX_TREE_TEXT_BYTES)
            .count()
            + 1;
        return Err(TreeTextError {
            column,
            message: format!(
                "the text is {} bytes long; a tree's text may be at most {MAX_TREE_TEXT_BYTES} bytes (100 KB)",
                text.len()
            ),
        });
    }
    let mut parser = Parser {
        chars: text.chars().collect(),
        at: 0,
    };
    parser.skip_space();
    match parser.peek() {
        Some('[') => {}
        Some('{') => {
            return Err(parser.error_here(
                "the root cannot be a chance node: it is where MAX chooses; write the tree as a list [ … ] \
                 with the chance node { … } among its moves"
                    .to_string(),
            ));
        }
        None => {
            return Err(parser.error_here(
                "the text is empty; expected a tree such as [[3, 12, 8], [2, 4, 6]]".to_string(),
            ));
        }
        Some(other) => {
            return Err(parser.error_here(format!(
                "unexpected {}; expected '[' to open the tree (the outer list is the root)",
                shown(other)
            )));
        }
    }
    let opened = parser.column();
    let items = parser.list(0)?;
    if items.is_empty() {
        return Err(TreeTextError {
            column: opened,
            message: "the tree has no moves: the root's list needs at least one number or list".to_string(),
        });
    }
    parser.skip_space();
    if let Some(extra) = parser.peek() {
        return Err(parser.error_here(format!(
            "unexpected {} after the end of the tree; the list opened at column {opened} is the whole tree",
            shown(extra)
        )));
    }
    Ok(name_nodes(items, "", 0))
}

/// Writes a tree (the root's children) as nested lists, `[[3, 12, 8], [2, 4, 6]]`, a chance
/// node in braces (`{1/2: 2, 1/2: [3, 9]}`): what [`parse_tree`] reads back to the same shape,
/// values and probabilities (with its own labels).
pub fn write_tree(moves: &[AbstractNode]) -> String {
    let mut text = String::new();
    write_list(moves, &mut text);
    text
}

/// Names every node of a tree as [`parse_tree`] does (`A`, `A1`, `A1a`, …), keeping shape and values.
pub fn relabel(moves: &[AbstractNode]) -> Vec<AbstractNode> {
    moves
        .iter()
        .enumerate()
        .map(|(index, node)| relabel_node(node, &child_label("", 0, index), 0))
        .collect()
}

/// Returns the label of the `index`-th child (from 0) of the node labelled `parent`, whose
/// children are at `level` (the root's children are level 0): capital letters at level 0, then
/// numbers from 1 and small letters taking turns. Past `z` the letters go on `aa`, `ab`, … as a
/// spreadsheet names its columns, so siblings never share a name.
pub fn child_label(parent: &str, level: usize, index: usize) -> String {
    let suffix = if level == 0 {
        letters(index, b'A')
    } else if level % 2 == 1 {
        (index + 1).to_string()
    } else {
        letters(index, b'a')
    };
    format!("{parent}{suffix}")
}

/// `0` → `a`, `25` → `z`, `26` → `aa`, … (starting from `first`, `a` or `A`).
fn letters(index: usize, first: u8) -> String {
    let mut reversed = Vec::new();
    let mut rest = index + 1;
    while rest > 0 {
        rest -= 1;
        reversed.push(char::from(first + (rest % 26) as u8));
        rest /= 26;
    }
    reversed.iter().rev().collect()
}

/// Renames `node`, a node of `level`, to `label`, and its subtree below it.
fn relabel_node(node: &AbstractNode, label: &str, level: usize) -> AbstractNode {
    match node {
        AbstractNode::Leaf { value, .. } => AbstractNode::Leaf {
            label: label.to_string(),
            value: *value,
        },
        AbstractNode::Utilities { utilities, .. } => AbstractNode::Utilities {
            label: label.to_string(),
            utilities: utilities.clone(),
        },
        AbstractNode::Inner { children, .. } => AbstractNode::Inner {
            label: label.to_string(),
            children: relabel_children(children, label, level),
        },
        AbstractNode::Chance {
            children,
            probabilities,
            ..
        } => AbstractNode::Chance {
            label: label.to_string(),
            children: relabel_children(children, label, level),
            probabilities: probabilities.clone(),
        },
    }
}

/// Renames the children of the node `label` of `level`, and their subtrees.
fn relabel_children(children: &[AbstractNode], label: &str, level: usize) -> Vec<AbstractNode> {
    children
        .iter()
        .enumerate()
        .map(|(index, child)| relabel_node(child, &child_label(label, level + 1, index), level + 1))
        .collect()
}

fn write_list(nodes: &[AbstractNode], text: &mut String) {
    text.push('[');
    for (index, node) in nodes.iter().enumerate() {
        if index > 0 {
            text.push_str(", ");
        }
        write_node(node, text);
    }
    text.push(']');
}

fn write_node(node: &AbstractNode, text: &mut String) {
    match node {
        AbstractNode::Leaf { value, .. } => text.push_str(&value.to_string()),
        AbstractNode::Utilities { utilities, .. } => {
            text.push_str(&crate::engine::tree::tuple_text(utilities))
        }
        AbstractNode::Inner { children, .. } => write_list(children, text),
        AbstractNode::Chance {
            children,
            probabilities,
            ..
        } => {
            text.push('{');
            for (index, (child, probability)) in children.iter().zip(probabilities).enumerate() {
                if index > 0 {
                    text.push_str(", ");
                }
                text.push_str(&format!("{probability}: "));
                write_node(child, text);
            }
            text.push('}');
        }
    }
}

/// A node as read, before it has a name.
enum Item {
    Leaf(i32),
    List(Vec<Item>),
    /// A chance node's outcomes, each with its probability.
    Chance(Vec<(Probability, Item)>),
}

/// Gives the items read their names: they are the children, at `level`, of the node labelled
/// `parent` ("" for the root).
fn name_nodes(items: Vec<Item>, parent: &str, level: usize) -> Vec<AbstractNode> {
    items
        .into_iter()
        .enumerate()
        .map(|(index, item)| {
            let label = child_label(parent, level, index);
            match item {
                Item::Leaf(value) => AbstractNode::Leaf { label, value },
                Item::List(children) => AbstractNode::Inner {
                    children: name_nodes(children, &label, level + 1),
                    label,
                },
                Item::Chance(outcomes) => {
                    let (probabilities, children): (Vec<Probability>, Vec<Item>) =
                        outcomes.into_iter().unzip();
                    AbstractNode::Chance {
                        children: name_nodes(children, &label, level + 1),
                        probabilities,
                        label,
                    }
                }
            }
        })
        .collect()
}

/// Shows a character in a message, escaped so that the message stays on one line.
fn shown(c: char) -> String {
    format!("{c:?}")
}

/// The reader: the characters and where it is.
struct Parser {
    chars: Vec<char>,
    /// The index of the next character to read.
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// The 1-based column of the next character (one past the end at the end of the text).
    fn column(&self) -> usize {
        self.at + 1
    }

    fn error_here(&self, message: String) -> TreeTextError {
        TreeTextError {
            column: self.column(),
            message,
        }
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// Reads a list whose `[` is the next character; `nesting` is 0 for the root's list, 1 for
    /// a node of level 0, …. Returns its items.
    fn list(&mut self, nesting: usize) -> Result<Vec<Item>, TreeTextError> {
        let opened = self.column();
        self.at += 1;
        let mut items = Vec::new();
        loop {
            self.skip_space();
            let Some(next) = self.peek() else {
                return Err(self.error_here(format!(
                    "the list opened at column {opened} is not closed; expected ']'"
                )));
            };
            if next == ']' {
                self.at += 1;
                // `[]` is a node with no moves; only the root's emptiness is reported by the caller,
                // which knows it is the whole tree.
                if items.is_empty() && nesting > 0 {
                    return Err(TreeTextError {
                        column: opened,
                        message: "an empty list [] is a node with no moves; write a number for a leaf, or give the list at least one item".to_string(),
                    });
                }
                return Ok(items);
            }
            if items.len() == MAX_CHILDREN {
                return Err(self.error_here(format!(
                    "the list opened at column {opened} has more than {MAX_CHILDREN} items; a node may have at most {MAX_CHILDREN} moves"
                )));
            }
            items.push(self.item(nesting)?);
            self.skip_space();
            match self.peek() {
                Some(',') => self.at += 1,
                Some(']') => {}
                Some(other) => {
                    return Err(self.error_here(format!(
                        "unexpected {}; expected ',' or ']' after an item of the list opened at column {opened}",
                        shown(other)
                    )));
                }
                None => {
                    return Err(self.error_here(format!(
                        "the list opened at column {opened} is not closed; expected ']'"
                    )));
                }
            }
        }
    }

    /// Reads one item of a list (or an outcome of a chance node) at `nesting`: a number, a list
    /// or a chance node.
    fn item(&mut self, nesting: usize) -> Result<Item, TreeTextError> {
        match self.peek() {
            Some(open @ ('[' | '{')) => {
                // A list at nesting n + 1 is a node of level n; its moves would be level n + 1,
                // and the node arrays have levels 0 to MAX_DEPTH - 1.
                if nesting + 1 >= MAX_DEPTH {
                    return Err(self.error_here(format!(
                        "the tree is too deep: a tree may have at most {MAX_DEPTH} levels of moves below the root"
                    )));
                }
                if open == '[' {
                    Ok(Item::List(self.list(nesting + 1)?))
                } else {
                    Ok(Item::Chance(self.chance(nesting + 1)?))
                }
            }
            Some(c) if c.is_ascii_digit() || c == '-' || c == '−' => self.number().map(Item::Leaf),
            Some(',') => {
                Err(self
                    .error_here("unexpected ','; expected a number or '[' (is an item missing?)".to_string()))
            }
            Some(other) => {
                Err(self.error_here(format!("unexpected {}; expected a number or '['", shown(other))))
            }
            None => Err(self.error_here("the text ends here; expected a number or '['".to_string())),
        }
    }

    /// Reads a chance node whose `{` is the next character, at `nesting` (as for a list):
    /// `probability: outcome` pairs separated by commas, the probabilities adding up to 1.
    fn chance(&mut self, nesting: usize) -> Result<Vec<(Probability, Item)>, TreeTextError> {
        let opened = self.column();
        self.at += 1;
        let not_closed = |parser: &Parser| {
            parser.error_here(format!(
                "the chance node opened at column {opened} is not closed; expected '}}'"
            ))
        };
        let mut outcomes: Vec<(Probability, Item)> = Vec::new();
        loop {
            self.skip_space();
            let Some(next) = self.peek() else {
                return Err(not_closed(self));
            };
            if next == '}' {
                self.at += 1;
                if outcomes.is_empty() {
                    return Err(TreeTextError {
                        column: opened,
                        message:
                            "an empty chance node {} has no outcomes; write them as probability: outcome, \
                                  e.g. {1/2: 3, 1/2: -1}"
                                .to_string(),
                    });
                }
                let probabilities: Vec<Probability> =
                    outcomes.iter().map(|(probability, _)| *probability).collect();
                if let Err(error) = check_distribution(&probabilities) {
                    return Err(TreeTextError {
                        column: opened,
                        message: format!("in the chance node opened at column {opened}, {error}"),
                    });
                }
                return Ok(outcomes);
            }
            if outcomes.len() == MAX_CHILDREN {
                return Err(self.error_here(format!(
                    "the chance node opened at column {opened} has more than {MAX_CHILDREN} outcomes; a node may have at most {MAX_CHILDREN} moves"
                )));
            }
            let probability = self.probability()?;
            self.skip_space();
            outcomes.push((probability, self.item(nesting)?));
            self.skip_space();
            match self.peek() {
                Some(',') => self.at += 1,
                Some('}') => {}
                Some(other) => {
                    return Err(self.error_here(format!(
                        "unexpected {}; expected ',' or '}}' after an outcome of the chance node opened at column {opened}",
                        shown(other)
                    )));
                }
                None => return Err(not_closed(self)),
            }
        }
    }

    /// Reads an outcome's probability and the colon after it: `1/6:`.
    fn probability(&mut self) -> Result<Probability, TreeTextError> {
        let start = self.column();
        let mut written = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_ascii_digit() || *c == '/') {
            written.push(c);
            self.at += 1;
        }
        if written.is_empty() {
            return Err(self.error_here(match self.peek() {
                Some(other) => format!(
                    "unexpected {}; expected a probability such as 1/6, then ':' and the outcome",
                    shown(other)
                ),
                None => "the text ends here; expected a probability such as 1/6".to_string(),
            }));
        }
        self.skip_space();
        match self.peek() {
            Some(':') => self.at += 1,
            Some('.') => {
                return Err(TreeTextError {
                    column: start,
                    message: "probabilities are written as fractions: 1/2, not 0.5".to_string(),
                });
            }
            Some(other) => {
                return Err(self.error_here(format!(
                    "unexpected {}; expected ':' after the probability {written}",
                    shown(other)
                )));
            }
            None => {
                return Err(self.error_here(format!(
                    "the text ends here; expected ':' after the probability {written}"
                )));
            }
        }
        written
            .parse()
            .map_err(|error: crate::engine::chance::ProbabilityError| TreeTextError {
                column: start,
                message: error.to_string(),
            })
    }

    /// Reads a whole number with an optional minus sign (`-` or `−`), within [`LEAF_VALUES`].
    fn number(&mut self) -> Result<i32, TreeTextError> {
        let start = self.column();
        let negative = matches!(self.peek(), Some('-' | '−'));
        if negative {
            self.at += 1;
        }
        let mut magnitude: i64 = 0;
        let mut digits = 0;
        while let Some(digit) = self.peek().and_then(|c| c.to_digit(10)) {
            // Saturating: a number of any length stays a (huge) number to report, never overflows.
            magnitude = magnitude.saturating_mul(10).saturating_add(i64::from(digit));
            digits += 1;
            self.at += 1;
        }
        if digits == 0 {
            return Err(self.error_here(match self.peek() {
                Some(other) => format!("unexpected {} after a minus sign; expected a digit", shown(other)),
                None => "the text ends after a minus sign; expected a digit".to_string(),
            }));
        }
        if let Some(point @ ('.' | 'e' | 'E')) = self.peek() {
            return Err(self.error_here(format!(
                "unexpected {}; leaf values are whole numbers",
                shown(point)
            )));
        }
        let value = if negative { -magnitude } else { magnitude };
        match i32::try_from(value) {
            Ok(value) if LEAF_VALUES.contains(&value) => Ok(value),
            _ => Err(TreeTextError {
                column: start,
                message: format!(
                    "the value {} is out of range; a leaf's value must lie between {} and {}",
                    if magnitude == i64::MAX {
                        "written here".to_string()
                    } else {
                        value.to_string()
                    },
                    LEAF_VALUES.start(),
                    LEAF_VALUES.end()
                ),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_take_turns_between_letters_and_numbers() {
        assert_eq!(child_label("", 0, 0), "A");
        assert_eq!(child_label("", 0, 26), "AA");
        assert_eq!(child_label("B", 1, 1), "B2");
        assert_eq!(child_label("B2", 2, 27), "B2ab");
        assert_eq!(child_label("B2a", 3, 9), "B2a10");
    }
}
