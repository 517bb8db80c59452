//! Monte Carlo tree search's code beside its replay: the four phases as a textbook prints them
//! ([`pseudocode`]) and as Klados runs them ([`klados`], the loop of `src/engine/mcts/grow.rs`
//! itself, embedded when the program is built), and which line each replay step is ([`lit`]).
//!
//! Every step of the MCTS replay is one phase of one iteration (select, expand, simulate,
//! back-propagate; step 0 is the root alone), so the line lit is the phase's line, found by its
//! marker (`# @select`, `// @select`) as the depth-first search's lines are. Where a phase went
//! one of two ways (the root still had a move to try, so selection went nowhere; the game was
//! over at the node selected, so nothing was added and no playout was played), the line of the
//! way it went is lit, unless a lesson's question waits there: then the phase's own line is,
//! which tells nothing the phase's name does not.

use crate::engine::code::Listing;
use crate::engine::code::source::{dedent, function_lines};
use crate::engine::mcts::MctsTree;
use crate::engine::mcts::replay::Phase;

/// The MCTS search's source, as it was when this program was built.
pub const GROW_RS: &str = include_str!("../mcts/grow.rs");

/// The file the Rust listing comes from, as its title names it.
pub const GROW_FILE: &str = "src/engine/mcts/grow.rs";

/// The functions of [`GROW_RS`] shown, in the order an iteration runs into them: the loop of
/// the four phases, then selection's choice, the playout and the back-propagation.
pub const FUNCTIONS: [&str; 4] = ["grow", "select_child", "playout", "back_propagate"];

/// The markers an MCTS listing carries, in the order of an iteration: every one is lit by some
/// step (a test checks that each listing has them all).
pub const MARKERS: [&str; 8] = [
    "start",
    "select-loop",
    "select",
    "terminal",
    "expand",
    "end-result",
    "playout",
    "backup",
];

/// The pseudocode's title, as [`crate::engine::code::pseudocode`]'s titles name algorithms.
pub const TITLE: &str = "Monte Carlo tree search";

/// The four phases as a textbook prints them (Python-like), with Klados's choices: the first
/// move not yet tried is added, W counts MAX's results (1 a win, ½ a draw, 0 a loss), and UCB1
/// turns W round for MIN.
pub fn pseudocode() -> Listing {
    let text = "\
def mcts(root, iterations):
    for i in range(1, iterations + 1):          # @start
        node = root
        while node.fully_expanded() and not node.game_over():   # 1. select  @select-loop
            node = max(node.children, key=ucb1)   # @select
        if node.game_over():                     # the game ended here:
            result = node.result()               # nothing to add, no playout  @terminal @end-result
        else:
            node = node.add_child(node.untried_moves()[0])   # 2. expand  @expand
            result = playout(node)               # 3. simulate  @playout
        while node is not None:                  # 4. back-propagate
            node.N += 1
            node.W += result                     # W counts MAX's results  @backup
            node = node.parent
    return max(root.children, key=lambda child: child.N)   # the most visited

def ucb1(child):                                 # C: the exploration constant
    mean = child.W / child.N                     # how well MAX did through it
    if not child.parent.max_to_move:
        mean = 1 - mean                          # MIN wants what MAX does not
    return mean + C * sqrt(log(child.parent.N) / child.N)   # the rarely tried get a bonus

def playout(node):
    state, plies = node.state, 0
    while not state.game_over() and plies < playout_depth:
        state = state.play(random.choice(state.moves()))   # a random move
        plies += 1
    return state.result()                        # 1 a win, 1/2 a draw, 0 a loss for MAX
";
    Listing::parse(TITLE, text, "#")
}

/// Klados's MCTS: the functions of [`FUNCTIONS`] from `src/engine/mcts/grow.rs`, each with its
/// doc comment, one after another, its comments as they are.
pub fn klados() -> Listing {
    let lines: Vec<&str> = GROW_RS.lines().collect();
    let mut text = String::new();
    for name in FUNCTIONS {
        if let Some((range, indent)) = function_lines(&lines, name) {
            if !text.is_empty() {
                text.push('\n');
            }
            for line in &lines[range] {
                text.push_str(dedent(line, indent));
                text.push('\n');
            }
        }
    }
    Listing::parse(&format!("Klados's MCTS ({GROW_FILE})"), &text, "//")
}

/// Returns the markers of the lines step `step` of `tree`'s replay runs, the main one first.
/// With `asking` (a lesson's question waits at the step) the phase's own line stands in for
/// the way the phase went.
pub fn lit(tree: &MctsTree, step: usize, asking: bool) -> Vec<&'static str> {
    let Some(at) = tree.step_at(step) else {
        return vec!["start"];
    };
    let main = phase_marker(at.phase);
    if asking {
        return vec![main];
    }
    let iteration = tree.iterations().get(at.iteration);
    let game_over = iteration.is_some_and(|it| !it.expanded);
    let marker = match at.phase {
        // The root (or the node reached) still had a move not tried: the loop's test failed
        // at once and selection went nowhere.
        Phase::Select if tree.selection_path(at.iteration).is_empty() => "select-loop",
        Phase::Expand if game_over => "terminal",
        Phase::Simulate if game_over => "end-result",
        _ => main,
    };
    vec![marker]
}

/// What the line a marker names does, as a message of the window's catalogue
/// (`code-mcts-act-…`): the engine says which sentence, the window writes it in the class's
/// language.
pub fn message(marker: &str) -> &'static str {
    match marker {
        "start" => "code-mcts-act-start",
        "select-loop" => "code-mcts-act-select-loop",
        "select" => "code-mcts-act-select",
        "terminal" => "code-mcts-act-terminal",
        "expand" => "code-mcts-act-expand",
        "end-result" => "code-mcts-act-end-result",
        "playout" => "code-mcts-act-playout",
        _ => "code-mcts-act-backup",
    }
}

/// The marker of a phase's own line.
pub fn phase_marker(phase: Phase) -> &'static str {
    match phase {
        Phase::Select => "select",
        Phase::Expand => "expand",
        Phase::Simulate => "playout",
        Phase::Backpropagate => "backup",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_marker_has_its_line_in_both_listings() {
        for listing in [pseudocode(), klados()] {
            for marker in MARKERS {
                assert!(
                    listing.line_marked(marker).is_some(),
                    "{}: no line marked {marker}",
                    listing.title
                );
            }
            assert!(
                listing.lines.iter().all(|line| !line.text.contains('@')),
                "{}: a marker is shown",
                listing.title
            );
        }
    }

    #[test]
    fn the_rust_listing_is_the_loop_of_grow_rs() {
        let listing = klados();
        let select = listing
            .line_marked("select")
            .map(|line| listing.lines[line].text.clone());
        assert!(select.is_some_and(|text| text.contains("select_child(")));
        let backup = listing
            .line_marked("backup")
            .map(|line| listing.lines[line].text.clone());
        assert!(backup.is_some_and(|text| text.contains("back_propagate(")));
        // Its comments are the source's own.
        assert!(
            listing
                .lines
                .iter()
                .any(|line| line.text.contains("// 1. Select:"))
        );
        for name in FUNCTIONS {
            assert!(
                listing
                    .lines
                    .iter()
                    .any(|line| line.text.contains(&format!("fn {name}"))),
                "fn {name}"
            );
        }
    }

    #[test]
    fn every_step_of_a_replay_lights_a_line_and_every_marker_is_lit_by_some_step() {
        use crate::engine::abstract_tree::AbstractNode;
        use crate::engine::mcts::{MctsSettings, mcts_abstract};
        use crate::engine::settings::SearchControl;
        let leaf = |label: &str, value| AbstractNode::Leaf {
            label: label.into(),
            value,
        };
        let drawn = vec![
            AbstractNode::Inner {
                label: "A".into(),
                children: vec![leaf("A1", 3), leaf("A2", 5)],
            },
            leaf("B", 2),
        ];
        let tree = mcts_abstract(&drawn, &MctsSettings::new(12, 1), &SearchControl::new()).unwrap();
        let listings = [pseudocode(), klados()];
        let mut seen = Vec::new();
        for step in 0..tree.step_count() {
            for asking in [false, true] {
                let markers = lit(&tree, step, asking);
                assert_eq!(markers.len(), 1);
                for listing in &listings {
                    assert!(listing.line_marked(markers[0]).is_some(), "{}", markers[0]);
                }
                if !seen.contains(&markers[0]) {
                    seen.push(markers[0]);
                }
            }
            // A question never changes the line but to the phase's own.
            if let Some(at) = tree.step_at(step) {
                assert_eq!(lit(&tree, step, true), vec![phase_marker(at.phase)]);
            }
        }
        for marker in MARKERS {
            assert!(seen.contains(&marker), "no step lights {marker}: {seen:?}");
        }
    }
}
