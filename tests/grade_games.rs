//! `klados grade` on tic-tac-toe and Connect Four (issue 43): Klados's own trees agree with
//! Klados (100), a student's search with the textbook's +1/−1/0 utilities agrees too, and
//! each mistake planted in a student's search is found and named. The student here is
//! `docs/recipes/tictactoe_alphabeta.py` written in Rust, its mistakes switched on one at a
//! time; the recipe itself is run where python3 is at hand.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::{Value, json};

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

/// A file in the temporary folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn with(text: &str) -> TempFile {
        // Tests run in parallel: each file gets a number of its own.
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("klados-grade-games-{}-{number}.json", std::process::id()));
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap_or_else(|| panic!("not UTF-8"))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// What `klados grade` says of a tree: its exit code, score, JSON report and text.
struct Graded {
    code: i32,
    score: u64,
    json: Value,
    text: String,
}

impl Graded {
    /// The kinds that cost points, with their counts.
    fn charged(&self) -> Vec<(String, u64)> {
        self.json["kinds"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|kind| kind["points"].as_u64() != Some(0))
            .map(|kind| {
                let name = kind["kind"].as_str().unwrap_or_default().to_string();
                (name, kind["count"].as_u64().unwrap_or_default())
            })
            .collect()
    }

    /// The differences listed, as (kind, node, reason).
    fn differences(&self) -> Vec<(String, String, String)> {
        self.json["differences"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|difference| {
                let text = |key: &str| difference[key].as_str().unwrap_or_default().to_string();
                (text("kind"), text("node"), text("reason"))
            })
            .collect()
    }

    /// True if a difference of `kind` is named at `node` with a reason containing `words`.
    fn names(&self, kind: &str, node: &str, words: &str) -> bool {
        self.differences()
            .iter()
            .any(|(k, n, reason)| k == kind && n == node && reason.contains(words))
    }
}

fn grade(tree: &Value, extra: &[&str]) -> Graded {
    let file = TempFile::with(&tree.to_string());
    let run = |format: &str| {
        let mut args = vec!["grade", file.path(), "--format", format];
        args.extend_from_slice(extra);
        let output = klados(&args);
        let code = output.status.code().unwrap_or(-1);
        assert!(
            matches!(code, 0 | 1),
            "exit {code}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        (code, String::from_utf8_lossy(&output.stdout).into_owned())
    };
    let (code, json) = run("json");
    let json: Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("not JSON: {e}"));
    Graded {
        code,
        score: json["score"].as_u64().unwrap_or(999),
        text: run("text").1,
        json,
    }
}

/// Klados's own tree of a search, as JSON.
fn klados_tree(args: &[&str]) -> Value {
    let output = klados(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"))
}

/// Klados's tic-tac-toe tree of `position` to the end of the game.
fn klados_tictactoe(position: &str, algorithm: &str) -> Value {
    let depth = position.matches('.').count().to_string();
    klados_tree(&[
        "think",
        "--game",
        "tictactoe",
        "--position",
        position,
        "--depth",
        &depth,
        "--algorithm",
        algorithm,
        "--format",
        "json",
    ])
}

/// Two mid-game positions with `x` to move, and one with `o` to move.
const POSITIONS: [&str; 3] = ["xo.......", "xo..x..o.", "x.o.x...."];

/// The eight lines of three, by cell (0 to 8).
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A value past every utility and every win.
const INFINITE: i64 = 100_000;

/// A student's tic-tac-toe search to the end of the game, as the recipe writes it (every move
/// listed as pruned before the first is searched), with the mistakes of a homework planted
/// one switch at a time.
#[derive(Clone, Copy, Debug, Default)]
struct Student {
    /// Alpha-beta; else minimax.
    alphabeta: bool,
    /// A win is +1 for `x`, −1 for `o` (`"mate": {"value": 1, "minus_plies": false}`); else
    /// Klados's own, 30000 less the plies.
    utilities: bool,
    /// MIN takes the largest value, as MAX does.
    min_takes_max: bool,
    /// A win for `o` is scored as a win for `x`: positive.
    o_wins_positive: bool,
    /// The cutoff waits for α > β.
    cuts_past_equal: bool,
    /// The side to move is the wrong one: `o` when both have as many marks.
    wrong_side: bool,
}

impl Student {
    /// Returns the search of `position`, recorded as klados-tree/1.
    fn record(self, position: &str) -> Value {
        let mut board: Vec<u8> = position.bytes().collect();
        let mut levels: Vec<Vec<Value>> = vec![Vec::new(); position.matches('.').count()];
        let value = self.search(&mut board, 0, 0, (-INFINITE, INFINITE), &mut levels);
        let best = levels[0]
            .iter()
            .find(|row| row["value"] == value)
            .map(|row| row["move"].clone());
        let mut tree = json!({
            "format": "klados-tree/1",
            "game": "tictactoe",
            "position": position,
            "depth": levels.len(),
            "algorithm": if self.alphabeta { "alphabeta" } else { "minimax" },
            "levels": levels.iter().enumerate()
                .map(|(level, nodes)| json!({ "level": level, "nodes": nodes }))
                .collect::<Vec<_>>(),
            "best": { "move": best, "value": value },
        });
        if self.utilities {
            tree["mate"] = json!({ "value": 1, "minus_plies": false });
        }
        tree
    }

    /// How the game ends on `board`, `plies` from the root: its status and value.
    fn ending(self, board: &[u8], plies: usize) -> Option<(&'static str, i64)> {
        let win = if self.utilities { 1 } else { 30_000 - plies as i64 };
        for [a, b, c] in LINES {
            if board[a] != b'.' && board[a] == board[b] && board[a] == board[c] {
                let for_x = board[a] == b'x' || self.o_wins_positive;
                return Some(("checkmate", if for_x { win } else { -win }));
            }
        }
        (!board.contains(&b'.')).then_some(("draw", 0))
    }

    fn search(
        self,
        board: &mut [u8],
        level: usize,
        parent: usize,
        (mut alpha, mut beta): (i64, i64),
        levels: &mut [Vec<Value>],
    ) -> i64 {
        if let Some((_, value)) = self.ending(board, level) {
            return value;
        }
        let xs = board.iter().filter(|&&cell| cell == b'x').count();
        let os = board.iter().filter(|&&cell| cell == b'o').count();
        let maximizing = (xs == os) != self.wrong_side;
        let first = levels[level].len();
        for cell in (0..9).filter(|&cell| board[cell] == b'.') {
            let n = levels[level].len() + 1;
            levels[level].push(json!({
                "n": n, "parent": parent, "move": (cell + 1).to_string(), "value": null, "status": "pruned",
            }));
        }
        let takes_max = maximizing || self.min_takes_max;
        let mut best = if takes_max { -INFINITE } else { INFINITE };
        for index in first..levels[level].len() {
            let cell = levels[level][index]["move"]
                .as_str()
                .and_then(|name| name.parse::<usize>().ok())
                .unwrap_or_default()
                - 1;
            board[cell] = if maximizing { b'x' } else { b'o' };
            let value = self.search(board, level + 1, index + 1, (alpha, beta), levels);
            let status = self
                .ending(board, level + 1)
                .map_or("searched", |(status, _)| status);
            board[cell] = b'.';
            levels[level][index]["value"] = json!(value);
            levels[level][index]["status"] = json!(status);
            best = match takes_max {
                true => best.max(value),
                false => best.min(value),
            };
            match maximizing {
                true => alpha = alpha.max(value),
                false => beta = beta.min(value),
            }
            let cutoff = alpha > beta || (alpha == beta && !self.cuts_past_equal);
            if self.alphabeta && cutoff {
                break;
            }
        }
        best
    }
}

#[test]
fn klados_own_tic_tac_toe_trees_grade_100() {
    for position in POSITIONS {
        for algorithm in ["minimax", "alphabeta", "ordered"] {
            let graded = grade(&klados_tictactoe(position, algorithm), &[]);
            assert_eq!(
                (graded.code, graded.score),
                (0, 100),
                "{position} {algorithm}: {}",
                graded.text
            );
            assert!(graded.text.contains("The trees agree."), "{}", graded.text);
        }
    }
    // Ordered alpha-beta says in its first line what it checks of the order: nothing to capture.
    let graded = grade(&klados_tictactoe("x.o.x....", "ordered"), &[]);
    assert!(
        graded
            .text
            .contains("tic-tac-toe has no captures to try first: any order passes"),
        "{}",
        graded.text
    );
}

#[test]
fn short_searches_grade_100_with_the_students_scores_or_klados_evaluation() {
    // Stopped before the end, a tic-tac-toe search scores its leaves (Klados: open lines).
    for algorithm in ["minimax", "alphabeta"] {
        let tree = klados_tree(&[
            "think",
            "--game",
            "tictactoe",
            "--position",
            "xo.......",
            "--depth",
            "3",
            "--algorithm",
            algorithm,
            "--format",
            "json",
        ]);
        for extra in [&[][..], &["--klados-evaluation"]] {
            let graded = grade(&tree, extra);
            assert_eq!(graded.score, 100, "{algorithm} {extra:?}: {}", graded.text);
        }
    }
}

#[test]
fn klados_own_connect_four_trees_grade_100() {
    for position in ["", "4453"] {
        for algorithm in ["minimax", "alphabeta"] {
            let tree = klados_tree(&[
                "think",
                "--game",
                "connect4",
                "--position",
                position,
                "--depth",
                "3",
                "--algorithm",
                algorithm,
                "--format",
                "json",
            ]);
            for extra in [&[][..], &["--klados-evaluation"]] {
                let graded = grade(&tree, extra);
                assert_eq!(
                    (graded.code, graded.score),
                    (0, 100),
                    "{position:?} {algorithm} {extra:?}: {}",
                    graded.text
                );
            }
        }
    }
}

#[test]
fn trees_with_the_transposition_table_grade_100() {
    // A transposition is followed on from the node the table took it from, in every game.
    for (game, position, depth) in [("tictactoe", "xo.......", "7"), ("connect4", "4453", "4")] {
        for algorithm in ["minimax", "alphabeta", "ordered"] {
            let tree = klados_tree(&[
                "think",
                "--game",
                game,
                "--position",
                position,
                "--depth",
                depth,
                "--algorithm",
                algorithm,
                "--tt",
                "--format",
                "json",
            ]);
            let graded = grade(&tree, &[]);
            assert_eq!(graded.score, 100, "{game} {algorithm}: {}", graded.text);
        }
    }
    let chess = klados_tree(&[
        "think",
        "--fen",
        "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
        "--depth",
        "4",
        "--algorithm",
        "ordered",
        "--tt",
        "--format",
        "json",
    ]);
    let graded = grade(&chess, &[]);
    assert_eq!(graded.score, 100, "chess: {}", graded.text);
}

#[test]
fn a_students_right_search_grades_100_with_klados_wins_or_textbook_utilities() {
    for position in POSITIONS {
        for alphabeta in [false, true] {
            for utilities in [false, true] {
                let student = Student {
                    alphabeta,
                    utilities,
                    ..Student::default()
                };
                let graded = grade(&student.record(position), &[]);
                assert_eq!(graded.score, 100, "{position} {student:?}: {}", graded.text);
            }
        }
    }
}

#[test]
fn a_move_named_another_way_is_the_same_move() {
    // "05" and " 5" are cell 5, as the window reads them.
    let mut tree = Student::default().record("xo..x..o.");
    for level in tree["levels"].as_array_mut().into_iter().flatten() {
        for (index, row) in level["nodes"].as_array_mut().into_iter().flatten().enumerate() {
            let name = row["move"].as_str().unwrap_or_default().to_string();
            row["move"] = json!(if index % 2 == 0 {
                format!("0{name}")
            } else {
                format!(" {name}")
            });
        }
    }
    tree["best"]["move"] = json!(format!("0{}", tree["best"]["move"].as_str().unwrap_or_default()));
    let graded = grade(&tree, &[]);
    assert_eq!(graded.score, 100, "{}", graded.text);
}

#[test]
fn min_taking_the_max_is_named_with_its_reason() {
    let graded = grade(
        &Student {
            min_takes_max: true,
            ..Student::default()
        }
        .record("xo..x..o."),
        &[],
    );
    assert!(graded.score < 100, "{}", graded.text);
    assert!(
        graded
            .differences()
            .iter()
            .any(|(kind, _, reason)| kind == "backup" && reason.contains("MIN takes the smallest of")),
        "{}",
        graded.text
    );
}

#[test]
fn a_win_for_o_written_as_positive_is_named_where_the_game_is_won() {
    let graded = grade(
        &Student {
            o_wins_positive: true,
            ..Student::default()
        }
        .record("x.o.x...."),
        &[],
    );
    assert!(graded.score < 100, "{}", graded.text);
    let ending = graded
        .differences()
        .into_iter()
        .find(|(kind, _, _)| kind == "ending")
        .unwrap_or_else(|| panic!("no ending named: {}", graded.text));
    assert!(ending.2.contains("wins for MIN (o)"), "{ending:?}");
    assert!(ending.2.contains("its value is -#"), "{ending:?}");
}

#[test]
fn a_search_that_gives_moves_to_the_wrong_side_is_told_so() {
    let graded = grade(
        &Student {
            alphabeta: true,
            utilities: true,
            wrong_side: true,
            ..Student::default()
        }
        .record("x.o.x...."),
        &[],
    );
    assert!(graded.score < 100, "{}", graded.text);
    // Where it shows first: o moves at the root, and x would have won with 9.
    assert!(
        graded.names(
            "ending",
            "9",
            "9 is marked checkmate (a won game), but MIN (o) plays 9 here, not MAX (x), and nobody has won: \
             the game goes on (MAX (x) would have won with 9)"
        ),
        "{}",
        graded.text
    );
    assert_eq!(
        graded.json["hints"],
        json!([
            "Hint: your search gives moves to the wrong side: at level 0, node 6 (9), MIN (o) plays 9, but your \
             tree scores it as MAX (x)'s win. x moves first, and then the sides take turns: x is to move when both \
             have as many marks on the board, o when x has one more."
        ]),
        "{}",
        graded.text
    );
}

#[test]
fn a_status_that_is_not_true_is_named() {
    // A full board marked as a won game.
    let mut tree = Student::default().record("x.o.x....");
    let (level, index) = (0..6)
        .find_map(|level| {
            let nodes = tree["levels"][level]["nodes"].as_array()?;
            Some((level, nodes.iter().position(|row| row["status"] == "draw")?))
        })
        .unwrap_or_else(|| panic!("a draw"));
    tree["levels"][level]["nodes"][index]["status"] = json!("checkmate");
    let graded = grade(&tree, &[]);
    assert_eq!(graded.charged(), [(String::from("ending"), 1)], "{}", graded.text);
    assert!(
        graded
            .text
            .contains("is marked checkmate (a won game), but the board is full without a line: a draw"),
        "{}",
        graded.text
    );
}

#[test]
fn a_missing_move_is_one_difference() {
    let mut tree = Student::default().record("xo..x..o.");
    // A leaf with a sibling worth its parent's value: without it, every value above stands.
    let last = tree["levels"].as_array().map_or(0, |levels| levels.len() - 1);
    let (level, index) = (1..=last)
        .rev()
        .find_map(|level| {
            let nodes = tree["levels"][level]["nodes"].as_array()?;
            let above = tree["levels"][level - 1]["nodes"].as_array()?;
            let is_leaf = |index: usize| {
                tree["levels"]
                    .get(level + 1)
                    .and_then(|below| below["nodes"].as_array())
                    .is_none_or(|below| below.iter().all(|row| row["parent"] != index + 1))
            };
            let index = (0..nodes.len()).find(|&index| {
                let parent = &nodes[index]["parent"];
                let parent_value = parent
                    .as_u64()
                    .and_then(|n| above.get(n as usize - 1))
                    .map(|row| &row["value"]);
                is_leaf(index)
                    && nodes.iter().enumerate().any(|(other, row)| {
                        other != index && row["parent"] == *parent && Some(&row["value"]) == parent_value
                    })
            })?;
            Some((level, index))
        })
        .unwrap_or_else(|| panic!("no leaf to drop"));
    let name = tree["levels"][level]["nodes"][index]["move"].clone();
    drop_leaf(&mut tree, level, index);
    let graded = grade(&tree, &[]);
    assert_eq!(
        graded.charged(),
        [(String::from("missing"), 1)],
        "{}",
        graded.text
    );
    assert_eq!(graded.score, 95);
    let missing = format!(
        "{} is missing: minimax searches every move",
        name.as_str().unwrap_or_default()
    );
    assert!(graded.text.contains(&missing), "{missing}\n{}", graded.text);
}

/// Removes the row `index` of `level`, a leaf, and numbers the rows again.
fn drop_leaf(tree: &mut Value, level: usize, index: usize) {
    let nodes = tree["levels"][level]["nodes"]
        .as_array_mut()
        .unwrap_or_else(|| panic!("no level {level}"));
    nodes.remove(index);
    for (number, row) in nodes.iter_mut().enumerate() {
        row["n"] = json!(number + 1);
    }
    if let Some(below) = tree["levels"]
        .get_mut(level + 1)
        .and_then(|below| below["nodes"].as_array_mut())
    {
        for row in below {
            let parent = row["parent"].as_u64().unwrap_or_default() as usize;
            assert_ne!(parent, index + 1, "drop a leaf, not a node with children");
            if parent > index + 1 {
                row["parent"] = json!(parent - 1);
            }
        }
    }
}

#[test]
fn a_move_alpha_beta_prunes_searched_is_named_with_a_hint() {
    for utilities in [false, true] {
        let graded = grade(
            &Student {
                alphabeta: true,
                utilities,
                cuts_past_equal: true,
                ..Student::default()
            }
            .record("xo......."),
            &[],
        );
        assert_eq!(
            graded.charged().first().map(|(kind, _)| kind.as_str()),
            Some("searched_but_pruned"),
            "{}",
            graded.text
        );
        assert_eq!(graded.charged().len(), 1, "{}", graded.text);
        assert!(
            graded.text.contains("is searched, but alpha-beta prunes it"),
            "{}",
            graded.text
        );
        assert!(
            graded.text.contains("Hint: the cutoff waits for α > β"),
            "{}",
            graded.text
        );
    }
}

#[test]
fn a_wrong_best_move_is_named_with_both_values() {
    let mut tree = klados_tictactoe("xo..x..o.", "minimax");
    // x wins at once on cell 9 (1, 5, 9); cell 3 lets the game go on.
    assert_eq!(tree["best"]["move"], "9", "{}", tree["best"]);
    tree["best"]["move"] = json!("3");
    let graded = grade(&tree, &[]);
    assert_eq!(
        graded.charged(),
        [(String::from("best_move"), 1)],
        "{}",
        graded.text
    );
    assert!(
        graded.names(
            "best_move",
            "the root",
            "the best move is 9 (value #1), not 3, worth"
        ),
        "{}",
        graded.text
    );
}

#[test]
fn the_command_line_says_one_line_a_problem() {
    let tree = Student {
        o_wins_positive: true,
        ..Student::default()
    }
    .record("x.o.x....");
    let file = TempFile::with(&tree.to_string());
    let output = klados(&["grade", file.path()]);
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8_lossy(&output.stdout);
    let first = text.lines().next().unwrap_or_default();
    assert!(
        first.ends_with("minimax to depth 6, 932 nodes compared with Klados's 932."),
        "{text}"
    );
    // Every difference listed is one line under its kind: where, then why.
    let listed: Vec<&str> = text.lines().filter(|line| line.starts_with("  ")).collect();
    assert!(!listed.is_empty(), "{text}");
    for line in listed {
        assert!(
            line.starts_with("  the root: ") || line.starts_with("  level ") || line.starts_with("  … and "),
            "{line}"
        );
    }
    assert!(
        text.contains("Leaf or not (a mate, a draw, the depth): "),
        "{text}"
    );
    // A right file says so in two lines and exits 0.
    let right = TempFile::with(&Student::default().record("x.o.x....").to_string());
    let output = klados(&["grade", right.path()]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.ends_with("Score: 100/100. The trees agree.\n"), "{text}");
}

#[test]
fn the_tic_tac_toe_recipe_grades_100() {
    let recorded = "tests/data/recorded-tictactoe.json";
    // Where python3 is at hand, the recipe writes the file that is kept here.
    if let Ok(output) = Command::new("python3")
        .arg("docs/recipes/tictactoe_alphabeta.py")
        .output()
    {
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let kept = std::fs::read(recorded).unwrap_or_else(|e| panic!("{recorded}: {e}"));
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&kept),
            "docs/recipes/tictactoe_alphabeta.py writes another file than {recorded}"
        );
    }
    let output = klados(&["grade", recorded]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("Score: 100/100. The trees agree."), "{text}");
}

#[test]
fn the_window_grades_a_game_tree_it_opens() {
    // The window reads a file with the games' catalog and grades it on a job with `graded`.
    let tree = Student {
        min_takes_max: true,
        ..Student::default()
    }
    .record("xo..x..o.");
    let file =
        klados::engine::tree_file::read_tree_file_of(tree.to_string().as_bytes(), &klados::games::Games)
            .unwrap_or_else(|e| panic!("{e}"));
    let graded = klados::course::grade::graded(&file, &klados::engine::settings::SearchControl::new())
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(graded.score < 100);
    assert_eq!(graded.search.english, "minimax to depth 5");
    assert!(
        graded
            .differences
            .iter()
            .any(|difference| difference.kind == klados::course::grade::Kind::Backup),
        "{:?}",
        graded.differences
    );
}
