//! What a lesson searches, read from its file: a chess position (`position` as a FEN and moves),
//! a tree drawn for teaching (`tree`), or a position of another game of the course (`game` with
//! `position` as the game's text). Every problem is located at the part of the file at fault.

use super::errors::{FieldPath, Problems, field};
use super::file::{NodeFile, PositionFile, PositionWritten, TreeFile};
use super::*;
use crate::engine::abstract_tree::LEAF_VALUES;
use crate::engine::chance::{Probability, ProbabilityError, check_distribution};
use crate::engine::position::START_FEN;
use crate::engine::said::{Said, Told};
use crate::engine::tree::GameCatalog;
use crate::games::{Games, connect4, tictactoe};

/// The games a lesson's `game` may name, as a message lists them (the catalogue's
/// `lesson-problem-write-games` and `lesson-problem-game-unknown` list them in each language).
const GAMES: &str = "\"chess\" (the default), \"tictactoe\" or \"connect4\"";

/// Reads what the lesson searches from its `game`, `position` and `tree`, reporting what is
/// wrong; `None` if the lesson has nothing usable to search.
pub(super) fn parse_subject(
    game: Option<String>,
    position: Option<PositionWritten>,
    tree: Option<TreeFile>,
    problems: &mut Problems<'_>,
) -> Option<Subject> {
    let game_id = match game.as_deref().map(|name| (name, GameId::from_key(name))) {
        None => GameId::Chess,
        Some((_, Some(id @ (GameId::Chess | GameId::TicTacToe | GameId::ConnectFour)))) => id,
        Some((_, Some(GameId::Drawn))) => {
            problems.add(
                &field("game"),
                Told::new(
                    "a drawn tree is given by \"tree\": leave \"game\" out",
                    Said::new("lesson-problem-game-drawn"),
                ),
            );
            return None;
        }
        Some((name, None)) => {
            problems.add(
                &field("game"),
                Told::new(
                    format!(
                        "\"{}\" is no game Klados teaches: write {GAMES}",
                        crate::engine::words::one_line(name)
                    ),
                    Said::new("lesson-problem-game-unknown")
                        .text("game", crate::engine::words::one_line(name)),
                ),
            );
            return None;
        }
    };
    match (game_id, position, tree) {
        (_, Some(_), Some(_)) => {
            problems.add(
                &field("tree"),
                Told::new(
                    "give either a position or a tree, not both",
                    Said::new("lesson-problem-position-and-tree"),
                ),
            );
            None
        }
        (GameId::Chess, Some(PositionWritten::Chess(position)), None) => parse_position(position, problems),
        (GameId::Chess, Some(PositionWritten::Text(_)), None) => {
            problems.add(
                &field("position"),
                Told::new(
                    "a chess position is written { \"fen\": \"…\", \"moves\": […] }; a position as text belongs to \
                     another game: name it, e.g. \"game\": \"tictactoe\"",
                    Said::new("lesson-problem-chess-as-text"),
                ),
            );
            None
        }
        (GameId::Chess, None, Some(tree)) if game.is_none() => parse_tree(tree, problems),
        (GameId::Chess, None, None) if game.is_none() => {
            problems.add(
                &FieldPath::default(),
                Told::new(
                    "give a position (FEN) or an abstract tree",
                    Said::new("lesson-problem-no-subject"),
                ),
            );
            None
        }
        (GameId::Chess, None, _) => {
            problems.add(
                &field("game"),
                Told::new(
                    "a chess lesson needs its \"position\": { \"fen\": \"…\", \"moves\": […] }",
                    Said::new("lesson-problem-chess-no-position"),
                ),
            );
            None
        }
        (id, None, Some(_)) => {
            problems.add(
                &field("game"),
                Told::new(
                    format!("a drawn tree is no game of {}: leave \"game\" out", id.title()),
                    Said::new("lesson-problem-tree-in-game").said("game", id.title_said()),
                ),
            );
            None
        }
        (id, Some(PositionWritten::Chess(_)), None) => {
            problems.add(
                &field("position"),
                Told::new(
                    format!(
                        "a position of {} is written as text, e.g. \"{}\"",
                        id.title(),
                        example_position(id)
                    ),
                    Said::new("lesson-problem-game-as-text")
                        .said("game", id.title_said())
                        .text("example", example_position(id)),
                ),
            );
            None
        }
        (id, Some(PositionWritten::Text(text)), None) => parse_game(id, text, problems),
        // No position: the game's empty board, as a chess lesson without a FEN starts from
        // the starting position.
        (id, None, None) => parse_game(id, empty_board(id), problems),
    }
}

/// Opens a game of the course from its position's text, as a tree file's reader opens one
/// ([`Games`]): the game's own reading says in one line what is wrong with the text.
fn parse_game(id: GameId, text: String, problems: &mut Problems<'_>) -> Option<Subject> {
    match Games.open(id, &text) {
        Some(Ok(game)) => Some(Subject::Game { position: text, game }),
        Some(Err(message)) => {
            problems.add(
                &field("position"),
                Told::new(
                    format!("not a position of {}: {message}", id.title()),
                    Said::new("lesson-problem-not-a-position")
                        .said("game", id.title_said())
                        .said("reason", message.said),
                ),
            );
            None
        }
        None => {
            problems.add(
                &field("game"),
                Told::new(format!("write {GAMES}"), Said::new("lesson-problem-write-games")),
            );
            None
        }
    }
}

/// Returns the deepest search a game of the course allows, in plies (as its description says).
pub(super) fn depth_limit_of(id: GameId) -> usize {
    let limit = match id {
        GameId::ConnectFour => connect4::MAX_DEPTH,
        _ => tictactoe::MAX_DEPTH,
    };
    limit.min(crate::engine::settings::MAX_LEVELS)
}

/// Returns the empty board of a game of the course, as its text.
fn empty_board(id: GameId) -> String {
    match id {
        GameId::ConnectFour => connect4::Board::empty().to_string(),
        _ => tictactoe::Board::empty().to_string(),
    }
}

/// Returns a position of the game as a message shows one.
fn example_position(id: GameId) -> &'static str {
    match id {
        GameId::ConnectFour => "4453",
        _ => "x.o.x....",
    }
}

fn parse_position(position: PositionFile, problems: &mut Problems<'_>) -> Option<Subject> {
    let fen = position.fen.unwrap_or_else(|| START_FEN.to_string());
    let mut game = match Game::from_fen(&fen) {
        Ok(game) => game,
        Err(error) => {
            problems.add(
                &field("position").field("fen"),
                Told::new(error.to_string(), error.said()),
            );
            return None;
        }
    };
    for (index, text) in position.moves.iter().enumerate() {
        if let Err(error) = game.play_text(text) {
            problems.add(
                &field("position").field("moves").index(index),
                Told::new(error.to_string(), error.said()),
            );
            return None;
        }
    }
    if let Some(outcome) = game.outcome() {
        problems.add(
            &field("position"),
            Told::new(
                format!("the game is already over ({outcome}): there is nothing to search"),
                Said::new("lesson-problem-game-over").said("outcome", outcome.said()),
            ),
        );
        return None;
    }
    Some(Subject::Position {
        fen,
        moves: position.moves,
        game: Box::new(game),
    })
}

fn parse_tree(tree: TreeFile, problems: &mut Problems<'_>) -> Option<Subject> {
    let at = field("tree");
    if tree.children.is_empty() {
        problems.add(
            &at.field("children"),
            Told::new(
                "the tree is empty: the root needs at least one child",
                Said::new("lesson-problem-tree-empty"),
            ),
        );
        return None;
    }
    if tree.label.as_ref().is_some_and(|label| label.trim().is_empty()) {
        problems.add(&at.field("label"), empty_label());
    }
    if tree.chance {
        problems.add(
            &at.field("chance"),
            Told::new(
                "the root cannot be a chance node: it is where MAX chooses the move to play; put the chance node \
                 among its children",
                Said::new("lesson-problem-root-chance"),
            ),
        );
    }
    let (children, _) = parse_nodes(tree.children, &at, 1, false, problems)?;
    // Leaves of three or more players: every one a tuple, all of one length.
    if let Err(error) = crate::engine::abstract_tree::players_of(&children) {
        problems.add(&at, Told::new(error.to_string(), error.said()));
        return None;
    }
    Some(Subject::Tree {
        root_label: tree.label,
        children,
    })
}

/// Parses the children of the node at `at`, which are `ply` plies from the root; `of_chance`
/// says that node is a chance node, whose children each carry a probability. Returns the nodes
/// and, below a chance node, their probabilities.
fn parse_nodes(
    nodes: Vec<NodeFile>,
    at: &FieldPath,
    ply: usize,
    of_chance: bool,
    problems: &mut Problems<'_>,
) -> Option<(Vec<AbstractNode>, Vec<Probability>)> {
    let mut parsed = Vec::with_capacity(nodes.len());
    let mut probabilities = Vec::new();
    let mut good = true;
    for (index, node) in nodes.into_iter().enumerate() {
        let here = at.field("children").index(index);
        if node.label.trim().is_empty() {
            problems.add(&here.field("label"), empty_label());
            good = false;
        }
        match (of_chance, &node.probability) {
            (true, Some(written)) => match parse_probability(written) {
                Ok(probability) => probabilities.push(probability),
                Err(message) => {
                    problems.add(&here.field("probability"), message);
                    good = false;
                }
            },
            (true, None) => {
                problems.add(
                    &here,
                    Told::new(
                        "an outcome of a chance node needs its \"probability\", e.g. \"1/6\"",
                        Said::new("lesson-problem-no-probability"),
                    ),
                );
                good = false;
            }
            (false, Some(_)) => {
                problems.add(
                    &here.field("probability"),
                    Told::new(
                        "only an outcome of a chance node (\"chance\": true) has a probability",
                        Said::new("lesson-problem-probability-not-chance"),
                    ),
                );
                good = false;
            }
            (false, None) => {}
        }
        if let Some(utilities) = node.utilities {
            if node.value.is_some() || node.children.is_some() || node.chance {
                problems.add(
                    &here.field("utilities"),
                    Told::new(
                        "a leaf of three or more players has \"utilities\" only: no \"value\", \"children\" or \"chance\"",
                        Said::new("lesson-problem-utilities-only"),
                    ),
                );
                good = false;
            } else if let Some(value) = utilities.iter().find(|value| !LEAF_VALUES.contains(value)) {
                problems.add(
                    &here.field("utilities"),
                    Told::new(
                        format!(
                            "utility {value} is out of range: utilities go from {} to {}",
                            LEAF_VALUES.start(),
                            LEAF_VALUES.end()
                        ),
                        Said::new("lesson-problem-utility-range")
                            .text("value", value.to_string())
                            .text("lowest", LEAF_VALUES.start().to_string())
                            .text("highest", LEAF_VALUES.end().to_string()),
                    ),
                );
                good = false;
            } else {
                parsed.push(AbstractNode::Utilities {
                    label: node.label,
                    utilities,
                });
            }
            continue;
        }
        match (node.value, node.children) {
            (Some(_), None) if node.chance => {
                problems.add(
                    &here.field("chance"),
                    Told::new(
                        "a chance node has outcomes (children), not a value",
                        Said::new("lesson-problem-chance-value"),
                    ),
                );
                good = false;
            }
            (Some(value), None) => {
                if !LEAF_VALUES.contains(&value) {
                    problems.add(
                        &here.field("value"),
                        Told::new(
                            format!(
                                "leaf value {value} is out of range: leaf values go from {} to {}",
                                LEAF_VALUES.start(),
                                LEAF_VALUES.end()
                            ),
                            Said::new("lesson-problem-leaf-range")
                                .text("value", value.to_string())
                                .text("lowest", LEAF_VALUES.start().to_string())
                                .text("highest", LEAF_VALUES.end().to_string()),
                        ),
                    );
                    good = false;
                }
                parsed.push(AbstractNode::Leaf {
                    label: node.label,
                    value,
                });
            }
            (None, Some(children)) if children.is_empty() => {
                problems.add(
                    &here.field("children"),
                    Told::new(
                        "an inner node needs children; a leaf needs a value instead",
                        Said::new("lesson-problem-no-children"),
                    ),
                );
                good = false;
            }
            (None, Some(_)) if ply >= MAX_DEPTH => {
                problems.add(
                    &here.field("children"),
                    Told::new(
                        format!("the tree is deeper than {MAX_DEPTH} plies"),
                        Said::new("lesson-problem-tree-too-deep").text("limit", MAX_DEPTH.to_string()),
                    ),
                );
                good = false;
            }
            (None, Some(children)) => {
                let Some((children, outcome_probabilities)) =
                    parse_nodes(children, &here, ply + 1, node.chance, problems)
                else {
                    good = false;
                    continue;
                };
                if !node.chance {
                    parsed.push(AbstractNode::Inner {
                        label: node.label,
                        children,
                    });
                } else if let Err(error) = check_distribution(&outcome_probabilities) {
                    problems.add(
                        &here.field("children"),
                        Told::new(
                            format!("the outcomes' probabilities are wrong: {error}"),
                            Said::new("lesson-problem-probabilities").said("reason", error.said()),
                        ),
                    );
                    good = false;
                } else {
                    parsed.push(AbstractNode::Chance {
                        label: node.label,
                        children,
                        probabilities: outcome_probabilities,
                    });
                }
            }
            (Some(_), Some(_)) => {
                problems.add(
                    &here,
                    Told::new(
                        "a node has either a value (a leaf) or children (an inner node), not both",
                        Said::new("lesson-problem-value-and-children"),
                    ),
                );
                good = false;
            }
            (None, None) => {
                problems.add(
                    &here,
                    Told::new(
                        "a node needs a value (a leaf) or children (an inner node)",
                        Said::new("lesson-problem-no-value"),
                    ),
                );
                good = false;
            }
        }
    }
    good.then_some((parsed, probabilities))
}

/// The problem with a label that is empty.
fn empty_label() -> Told {
    Told::new("the label is empty", Said::new("lesson-problem-label-empty"))
}

/// Reads an outcome's probability: a fraction in a string, `"1/6"`.
fn parse_probability(written: &serde_json::Value) -> Result<Probability, Told> {
    match written {
        serde_json::Value::String(text) => text.parse().map_err(|error| probability_problem(&error)),
        serde_json::Value::Number(number) => Err(Told::new(
            format!(
                "write the probability as a fraction in quotes, e.g. \"1/2\", not {number}: fractions stay exact"
            ),
            Said::new("lesson-problem-probability-number").text("number", number.to_string()),
        )),
        _ => Err(Told::new(
            "a probability is a fraction in quotes, e.g. \"1/6\"",
            Said::new("lesson-problem-probability-kind"),
        )),
    }
}

/// Says what is wrong with a probability written as a fraction, as [`ProbabilityError`]'s
/// English does.
fn probability_problem(error: &ProbabilityError) -> Told {
    let said = match error {
        ProbabilityError::NotAFraction(text) => {
            Said::new("lesson-problem-probability-not-fraction").text("text", format!("{text:?}"))
        }
        ProbabilityError::ZeroDenominator(text) => {
            Said::new("lesson-problem-probability-zero-denominator").text("text", text.as_str())
        }
        ProbabilityError::Zero(text) => {
            Said::new("lesson-problem-probability-zero").text("text", text.as_str())
        }
        ProbabilityError::MoreThanOne(text) => {
            Said::new("lesson-problem-probability-above-one").text("text", text.as_str())
        }
    };
    Told::new(error.to_string(), said)
}
