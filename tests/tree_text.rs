//! Trees written as nested lists (`klados::course::tree_text`): good texts give the expected shape
//! and labels, bad texts one message with the right column, writing reads back to the same tree,
//! and thousands of mutated texts never panic.

mod common;

use common::SplitMix;
use klados::course::tree_text::{parse_tree, relabel, write_tree};
use klados::engine::abstract_tree::AbstractNode;

/// The tree in a compact form to compare with: every node as `label=value` or `label(…)`.
fn outline(nodes: &[AbstractNode]) -> String {
    nodes
        .iter()
        .map(|node| match node {
            AbstractNode::Leaf { label, value } => format!("{label}={value}"),
            AbstractNode::Utilities { label, utilities } => format!("{label}={utilities:?}"),
            AbstractNode::Inner { label, children } => format!("{label}({})", outline(children)),
            AbstractNode::Chance {
                label,
                children,
                probabilities,
            } => {
                let outcomes: Vec<String> = probabilities
                    .iter()
                    .zip(children)
                    .map(|(probability, child)| {
                        format!("{probability}:{}", outline(std::slice::from_ref(child)))
                    })
                    .collect();
                format!("{label}{{{}}}", outcomes.join(" "))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn good_texts_give_the_expected_tree() {
    for (text, expected) in [
        ("[1]", "A=1"),
        ("[[3, 12, 8], [2, 4, 6]]", "A(A1=3 A2=12 A3=8) B(B1=2 B2=4 B3=6)"),
        ("[[3,[1,2]],5]", "A(A1=3 A2(A2a=1 A2b=2)) B=5"),
        ("\n [ [ -3 ,\t−4 ] ,\r\n 0 ]\n", "A(A1=-3 A2=-4) B=0"),
        ("[[1, 2,], 3,]", "A(A1=1 A2=2) B=3"),
        ("[[[[[1]]]]]", "A(A1(A1a(A1a1(A1a1a=1))))"),
        ("[[[[[[1]]]]]]", "A(A1(A1a(A1a1(A1a1a(A1a1a1=1)))))"),
        ("[29000, -29000, 007]", "A=29000 B=-29000 C=7"),
    ] {
        let tree = parse_tree(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(outline(&tree), expected, "{text:?}");
    }
}

#[test]
fn a_wide_level_goes_on_past_z_and_past_nine() {
    let leaves = vec!["1"; 28].join(",");
    let tree = parse_tree(&format!("[{leaves}]")).unwrap();
    let labels: Vec<&str> = tree.iter().map(AbstractNode::label).collect();
    assert_eq!(&labels[24..], ["Y", "Z", "AA", "AB"]);
    let tree = parse_tree(&format!("[[{leaves}]]")).unwrap();
    assert_eq!(tree[0].children()[27].label(), "A28");
}

#[test]
fn bad_texts_say_what_is_wrong_and_where() {
    let many = format!("[{}]", vec!["1"; 256].join(","));
    let long = format!("[{}]", " ".repeat(100 * 1024));
    for (text, column, message) in [
        ("", 1, "the text is empty"),
        ("   ", 4, "the text is empty"),
        ("3", 1, "expected '[' to open the tree"),
        ("[]", 1, "the tree has no moves"),
        ("[1, []]", 5, "an empty list [] is a node with no moves"),
        (
            "[[3, 12], [2, 4]",
            17,
            "the list opened at column 1 is not closed; expected ']'",
        ),
        ("[[3, 12, [2, 4]", 16, "the list opened at column 2 is not closed"),
        ("[1 2]", 4, "unexpected '2'; expected ',' or ']'"),
        ("[1,,2]", 4, "unexpected ','; expected a number or '['"),
        ("[1, x]", 5, "unexpected 'x'; expected a number or '['"),
        ("[1.5]", 3, "unexpected '.'; leaf values are whole numbers"),
        ("[1, -]", 6, "unexpected ']' after a minus sign; expected a digit"),
        ("[29001]", 2, "the value 29001 is out of range"),
        ("[1, −30000]", 5, "the value -30000 is out of range"),
        ("[99999999999999999999999]", 2, "is out of range"),
        ("[1] [2]", 5, "unexpected '[' after the end of the tree"),
        ("[1]]", 4, "unexpected ']' after the end of the tree"),
        ("[[[[[[[1]]]]]]]", 7, "the tree is too deep"),
        ("[1, \"2\"]", 5, "unexpected '\"'"),
        ("[1,\n 2\u{0}]", 7, "unexpected '\\0'"),
        (many.as_str(), 512, "has more than 255 items"),
        (long.as_str(), 102_401, "may be at most 102400 bytes"),
    ] {
        let error = parse_tree(text).expect_err(text);
        assert_eq!(error.column, column, "{text:.40?}: {error}");
        assert!(error.message.contains(message), "{text:.40?}: {error}");
        assert!(!error.to_string().contains('\n'), "{text:.40?}: {error}");
    }
}

#[test]
fn writing_a_tree_reads_back_to_the_same_tree() {
    for text in [
        "[1]",
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        "[[3, [1, 2]], 5]",
        "[[[-1, 2], [3, -4]], [[5, 6], 7], -29000]",
    ] {
        let tree = parse_tree(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(write_tree(&tree), text);
        assert_eq!(parse_tree(&write_tree(&tree)), Ok(tree.clone()));
        assert_eq!(
            relabel(&tree),
            tree,
            "parse_tree already names nodes as relabel does"
        );
    }
}

#[test]
fn relabel_names_a_tree_as_parse_tree_would() {
    let leaf = |label: &str, value| AbstractNode::Leaf {
        label: label.into(),
        value,
    };
    let tree = vec![
        AbstractNode::Inner {
            label: "left".into(),
            children: vec![leaf("x", 1), leaf("y", 2)],
        },
        leaf("right", 3),
    ];
    assert_eq!(outline(&relabel(&tree)), "A(A1=1 A2=2) B=3");
}

#[test]
fn mutated_texts_never_panic_and_errors_point_inside_the_text() {
    let seeds = [
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        "[[3,[1,2]],5]",
        "[[[[[1, 2]]]], −7]",
    ];
    let pieces = [
        "[", "]", ",", " ", "\n", "-", "−", "0", "9", "29001", "x", "é", "\u{0}", "[]", "[[[[", "]]]]", "1.5",
    ];
    let parsed = check_mutants(&seeds, &pieces, 0x5eed_1234_abcd_0001, 4000, 4);
    // Some mutants stay trees (a digit changed, a space added): both branches were exercised.
    assert!(parsed > 100 && parsed < 3900, "{parsed} of 4000 parsed");
}

#[test]
fn chance_nodes_are_written_in_braces_with_probabilities() {
    for (text, expected) in [
        ("[3, {1/3: -6, 2/3: 9}]", "A=3 B{1/3:B1=-6 2/3:B2=9}"),
        ("[{1/2:2,1/2:[3,9]}]", "A{1/2:A1=2 1/2:A2(A2a=3 A2b=9)}"),
        ("[{ 2/4 : 1 , 1/2 : 0 , }]", "A{1/2:A1=1 1/2:A2=0}"),
        ("[{1: 5}]", "A{1:A1=5}"),
        (
            "[[{1/6: 1, 1/6: 2, 1/6: 3, 1/6: 4, 1/6: 5, 1/6: 6}]]",
            "A(A1{1/6:A1a=1 1/6:A1b=2 1/6:A1c=3 1/6:A1d=4 1/6:A1e=5 1/6:A1f=6})",
        ),
        (
            "[{1/2: {1/2: 1, 1/2: 2}, 1/2: 0}]",
            "A{1/2:A1{1/2:A1a=1 1/2:A1b=2} 1/2:A2=0}",
        ),
    ] {
        let tree = parse_tree(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(outline(&tree), expected, "{text:?}");
    }
}

#[test]
fn chance_texts_read_back_to_the_same_tree() {
    for text in [
        "[3, {1/3: -6, 2/3: 9}]",
        "[[3, 12], {1/2: 2, 1/2: [3, 9]}]",
        "[{1/6: 1, 1/6: 2, 1/6: 3, 1/6: 4, 1/6: 5, 1/6: 6}, [{1: 7}, -1]]",
        "[{1/4: {1/2: 1, 1/2: [2, 3]}, 3/4: -5}]",
    ] {
        let tree = parse_tree(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(write_tree(&tree), text);
        assert_eq!(parse_tree(&write_tree(&tree)), Ok(tree.clone()));
        assert_eq!(relabel(&tree), tree);
    }
}

#[test]
fn bad_chance_texts_say_what_is_wrong_and_where() {
    for (text, column, message) in [
        ("{1/2: 1, 1/2: 2}", 1, "the root cannot be a chance node"),
        (
            "[3, {1/3: -6, 1/3: 9}]",
            5,
            "the probabilities add up to 2/3, not 1",
        ),
        ("[3, {1/2: -6, 2/3: 9}]", 5, "add up to 7/6, not 1"),
        ("[{0/2: 1, 1: 2}]", 3, "the probability 0/2 is 0"),
        ("[{3/2: 1}]", 3, "is more than 1"),
        ("[{1/0: 1}]", 3, "the denominator 0"),
        ("[{0.5: 1, 1/2: 2}]", 3, "probabilities are written as fractions"),
        ("[{1/2 1, 1/2: 2}]", 7, "expected ':' after the probability 1/2"),
        (
            "[{x: 1}]",
            3,
            "unexpected 'x'; expected a probability such as 1/6",
        ),
        (
            "[{1/2: 1, 1/2: 2]",
            17,
            "expected ',' or '}' after an outcome of the chance node opened at column 2",
        ),
        (
            "[{1/2: 1, 1/2: 2",
            17,
            "the chance node opened at column 2 is not closed",
        ),
        ("[{}]", 2, "an empty chance node {} has no outcomes"),
        ("[{1/2: }]", 8, "unexpected '}'; expected a number or '['"),
        (
            "[{1/2: 1, 1/2: []}]",
            16,
            "an empty list [] is a node with no moves",
        ),
        (
            "[{1/1000003: 1}]",
            2,
            "need a common denominator of more than 1000000",
        ),
        ("[{1/99999999999: 1}]", 3, "is not a probability"),
        ("[{1/999983: 1, 999982/999983: 2, 0/1: 3}]", 34, "is 0"),
    ] {
        let error = parse_tree(text).expect_err(text);
        assert_eq!(error.column, column, "{text:?}: {error}");
        assert!(error.message.contains(message), "{text:?}: {error}");
        assert!(!error.to_string().contains('\n'), "{text:?}: {error}");
    }
}

#[test]
fn mutated_chance_texts_never_panic() {
    let seeds = [
        "[3, {1/3: -6, 2/3: 9}]",
        "[[3, 12], {1/2: 2, 1/2: [3, {1/6: 1, 5/6: 0}]}]",
    ];
    let pieces = [
        "{",
        "}",
        ":",
        "/",
        "1/2",
        "0",
        "6",
        ",",
        "[",
        "]",
        " ",
        "-",
        "1/0",
        "99999999999",
    ];
    let parsed = check_mutants(&seeds, &pieces, 0x5eed_c4a2_0000_0021, 3000, 3);
    assert!(parsed > 50 && parsed < 2950, "{parsed} of 3000 parsed");
}

/// Mutates the seeds `rounds` times (1 to `edits` pieces removed, replaced or inserted each
/// time): every mutant either parses and round-trips through `write_tree`, or is one error on
/// one line whose column lies inside the text. Returns how many parsed.
fn check_mutants(seeds: &[&str], pieces: &[&str], seed: u64, rounds: usize, edits: usize) -> usize {
    let mut random = SplitMix(seed);
    let mut parsed = 0;
    for round in 0..rounds {
        let mut chars: Vec<String> = seeds[round % seeds.len()].chars().map(String::from).collect();
        for _ in 0..1 + random.below(edits) {
            let at = random.below(chars.len() + 1);
            let piece = pieces[random.below(pieces.len())].to_string();
            match random.below(3) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 if at < chars.len() => chars[at] = piece,
                _ => chars.insert(at, piece),
            }
        }
        let text: String = chars.concat();
        match parse_tree(&text) {
            Ok(tree) => {
                parsed += 1;
                assert_eq!(parse_tree(&write_tree(&tree)).as_ref(), Ok(&tree), "{text:?}");
            }
            Err(error) => {
                assert!(
                    (1..=text.chars().count() + 1).contains(&error.column),
                    "{text:?}: {error}"
                );
                assert!(!error.message.contains('\n'), "{text:?}: {error}");
            }
        }
    }
    parsed
}
