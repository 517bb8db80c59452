//! The algorithms as a textbook prints them: Python-like pseudocode, written for Klados, one
//! short function per idea, with the markers that tie each line to what the replay does.
//!
//! The listing shown is put together from the parts the replayed search used: the driver
//! (with iterative deepening, its loop), the search (minimax or alpha-beta, with move ordering,
//! the transposition table and chance nodes where they were on) and quiescence search. Each
//! function says what Klados's search does, limits included: quiescence stops
//! [`MAX_QUIESCENCE_PLIES`] plies past the depth.

use crate::engine::code::Listing;
use crate::engine::settings::{Algorithm, MAX_QUIESCENCE_PLIES, Technique, Techniques};
use crate::engine::tree::SearchTree;

/// What the search being replayed did, and so what its listing shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Alpha-beta rather than minimax.
    pub prunes: bool,
    /// Captures first, most valuable victim first.
    pub ordered: bool,
    /// The techniques beyond the algorithm (quiescence, the table, iterative deepening, …).
    pub techniques: Techniques,
    /// Chance nodes (expectimax).
    pub chance: bool,
}

impl Features {
    /// Every combination of the ten switches (1,024; ordering counts only with alpha-beta, so
    /// minimax's listings come twice, and more: the techniques that narrow a window do nothing
    /// without one): the listings the pane can show, for the tests that read them all.
    pub fn every() -> impl Iterator<Item = Features> {
        (0..1024u32).map(|bits| {
            let on = |bit: u32| bits & (1 << bit) != 0;
            Features {
                prunes: on(0),
                ordered: on(0) && on(1),
                techniques: Techniques::NONE
                    .switched(Technique::Quiescence, on(2))
                    .switched(Technique::Transpositions, on(3))
                    .switched(Technique::Iterative, on(4))
                    .switched(Technique::Pvs, on(6))
                    .switched(Technique::Reductions, on(7))
                    .switched(Technique::NullMove, on(8))
                    .switched(Technique::Aspiration, on(9)),
                chance: on(5),
            }
        })
    }

    /// True if the search narrowed windows with `technique` (PVS, late move reductions,
    /// null-move pruning, aspiration windows): they need alpha-beta's window.
    fn windowed(self, technique: Technique) -> bool {
        self.prunes && self.techniques.has(technique)
    }

    /// True if a position's later moves are searched apart from its first (PVS or late move
    /// reductions).
    fn searches_later_apart(self) -> bool {
        self.windowed(Technique::Pvs) || self.windowed(Technique::Reductions)
    }

    /// The features of the search that made `tree`.
    pub fn of(tree: &SearchTree) -> Features {
        let techniques = tree.techniques();
        Features {
            prunes: tree.algorithm().prunes(),
            ordered: tree.algorithm() == Algorithm::Ordered,
            techniques,
            chance: tree.has_chance(),
        }
    }

    /// The listing's title: the algorithm and what was added to it.
    fn title(self) -> String {
        let mut title = String::from(match (self.prunes, self.ordered) {
            (false, _) => "Minimax",
            (true, false) => "Alpha-beta",
            (true, true) => "Ordered alpha-beta",
        });
        if self.chance {
            title.push_str(" + chance (expectimax)");
        }
        for facts in self.techniques.iter() {
            title.push_str(" + ");
            title.push_str(facts.short);
        }
        title
    }
}

/// The depth-first listing for a search with `features`.
pub fn depth_first(features: &Features) -> Listing {
    let mut text = driver(features);
    if features.windowed(Technique::Aspiration) {
        text.push('\n');
        text.push_str(ASPIRE);
    }
    text.push('\n');
    text.push_str(&search(features));
    if features.searches_later_apart() {
        text.push('\n');
        text.push_str(&search_later(features));
    }
    if features.techniques.has(Technique::Quiescence) {
        text.push('\n');
        text.push_str(&quiesce(features));
    }
    Listing::parse(&features.title(), &text, "#")
}

/// The name of the search function and its window arguments.
fn call(features: &Features, node: &str, depth: &str) -> String {
    if features.prunes {
        format!("alphabeta({node}, {depth}, alpha, beta)")
    } else {
        format!("minimax({node}, {depth})")
    }
}

/// The driver: search the root, play the best move.
fn driver(f: &Features) -> String {
    let first = if f.windowed(Technique::Aspiration) {
        "aspire(root, depth, guess)".to_string()
    } else if f.prunes {
        "alphabeta(root, depth, -INF, +INF)".to_string()
    } else {
        "minimax(root, depth)".to_string()
    };
    // Aspiration windows guess the root's value: the static score, or with iterative deepening
    // the value found two iterations back (values swing between odd and even depths).
    let guess = if f.windowed(Technique::Aspiration) {
        "    guess = evaluate(root)                # the first guess\n"
    } else {
        ""
    };
    if f.techniques.has(Technique::Iterative) {
        let each = first.replace("depth,", "d,").replace("depth)", "d)");
        let remember = if guess.is_empty() {
            ""
        } else {
            "        guess = value_two_iterations_back(root, d)   # values swing odd/even\n"
        };
        format!(
            "def think(root, depth):\n\
             {guess}\
             \x20   line = []                          # the best line found so far\n\
             \x20   for d in range(1, depth + 1):      # depth 1, then 2, ...\n\
             \x20       {each}   # @start\n\
             \x20       line = principal_variation(root)  # tried first next time\n\
             {remember}\
             \x20   return root.best_move              # @choose\n"
        )
    } else {
        format!(
            "def think(root, depth):\n\
             {guess}\
             \x20   {first}   # @start\n\
             \x20   return root.best_move              # the child the value came from  @choose\n"
        )
    }
}

/// Aspiration windows: the root searched inside a narrow window around a guess, widened on the
/// side the value fell out of until it lands inside; what a failed try found of a root move
/// answers the next try where it can.
const ASPIRE: &str = "\
def aspire(root, depth, guess):         # aspiration windows
    alpha, beta = guess - DELTA, guess + DELTA
    while True:
        # a root move a failed try already settled is not searched again
        value = alphabeta(root, depth, alpha, beta)   # @aspiration @settled
        if value <= alpha:                  # failed low: the truth is below
            alpha = value - wider()         # 4 DELTA, then -INF
        elif value >= beta:                 # failed high: the truth is above
            beta = value + wider()
        else:
            return value                    # inside: the true value
";

/// A move after the first of its position: principal variation search's null window, late
/// move reductions' shallower search, and the search again where either surprised.
fn search_later(f: &Features) -> String {
    let mut s = String::from("def search_later(node, child, i, depth, alpha, beta):   # move i > 0\n");
    if f.windowed(Technique::Pvs) {
        s += "    a, b = null_window(node, alpha, beta)   # MAX (alpha, alpha+1), MIN (beta-1, beta)  @null-window\n";
    } else {
        s += "    a, b = alpha, beta\n";
    }
    if f.windowed(Technique::Reductions) {
        s += "    r = 1 if late_and_quiet(child, i, depth) else 0   # move 4 on, depth 3 left\n";
        s += "    value = alphabeta(child, depth - 1 - r, a, b)   # @reduce\n";
        s += "    if r > 0 and better_than_best(node, value, alpha, beta):\n";
        s += "        value = alphabeta(child, depth - 1, a, b)   # full depth  @re-search-reduced\n";
    } else {
        s += "    value = alphabeta(child, depth - 1, a, b)\n";
    }
    if f.windowed(Technique::Pvs) {
        s += "    if alpha < value < beta:             # the null window failed high\n";
        s += "        value = alphabeta(child, depth - 1, alpha, beta)   # the whole window  @re-search\n";
    }
    s += "    return value\n";
    s
}

/// The search function: minimax or alpha-beta, with what the search added to it.
fn search(f: &Features) -> String {
    let mut s = String::new();
    let header = call(f, "node", "depth");
    s += &format!("def {header}:\n");
    if f.techniques.has(Technique::Quiescence) {
        s += "    if node.game_over():                 # mate, stalemate or a draw\n";
        s += "        return evaluate(node)            # @leaf\n";
        s += &format!(
            "    if depth == 0:                       # the horizon: go on while not quiet\n\
             \x20       return {}   # @horizon\n",
            if f.prunes {
                "quiesce(node, alpha, beta, 0)"
            } else {
                "quiesce(node, 0)"
            }
        );
    } else {
        s += "    if depth == 0 or node.game_over():\n";
        s += "        return evaluate(node)            # the static score  @leaf\n";
    }
    if f.techniques.has(Technique::Transpositions) {
        s += "    entry = table.get(node.key, depth)   # seen before at this depth?\n";
        if f.prunes {
            s += "    if entry and entry.answers(alpha, beta):  # exact, or a bound outside\n";
        } else {
            s += "    if entry:\n";
        }
        s += "        return entry.value               # @table-hit\n";
    }
    if f.chance {
        let child = call(f, "outcome", "depth - 1").replace("alpha, beta", "-INF, +INF");
        s += "    if node.is_chance():                 # the dice: nobody chooses\n";
        s += "        total = 0\n";
        s += "        for outcome, p in node.outcomes():\n";
        s += &format!("            total += p * {child}   # @chance-call @expect\n");
        s += "        return total                     # the expectation  @expectation\n";
    }
    if f.windowed(Technique::NullMove) {
        s += "    if depth >= 2 and node.may_pass():   # not in check, not king and pawns only\n";
        s += "        value = null_move_search(node, depth - 1 - R, alpha, beta)   # R = 2\n";
        s += "        if too_good(node, value, alpha, beta): return value   # cut: too good even after passing  @null-move\n";
    }
    s += "    moves = node.moves()\n";
    if f.ordered {
        s += "    order(moves)                         # captures first, biggest victim first\n";
    }
    if f.techniques.has(Technique::Iterative) {
        s += "    put_first(moves, line)               # the last iteration's best move\n";
    }
    s += "    best = -INF if node.max_to_move else +INF   # White is MAX, Black MIN\n";
    if f.searches_later_apart() {
        s += "    for i, move in enumerate(moves):     # the first move: the whole window\n";
        s += &format!(
            "        if i == 0: value = {}   # @call\n",
            call(f, "node.play(move)", "depth - 1")
        );
        s += "        else: value = search_later(node, node.play(move), i, depth, alpha, beta)   # @call-later\n";
    } else {
        s += "    for move in moves:\n";
        s += &format!(
            "        value = {}   # @call\n",
            call(f, "node.play(move)", "depth - 1")
        );
    }
    s += "        if node.max_to_move:\n";
    s += "            best = max(best, value)      # @best-max\n";
    if f.prunes {
        s += "            alpha = max(alpha, value)    # @alpha\n";
    }
    s += "        else:\n";
    s += "            best = min(best, value)      # @best-min\n";
    if f.prunes {
        s += "            beta = min(beta, value)      # @beta\n";
        s += "        if alpha >= beta:\n";
        s += "            break                        # cutoff: the rest are pruned  @cutoff\n";
    }
    if f.techniques.has(Technique::Transpositions) {
        s += "    table.put(node.key, depth, best)     # exact, or a bound if cut  @table-store\n";
    }
    s += "    return best                          # @return\n";
    s
}

/// Quiescence search: captures and promotions (every answer to check) past the depth, until
/// the position is quiet or the limit is reached.
fn quiesce(f: &Features) -> String {
    let limit = MAX_QUIESCENCE_PLIES;
    let mut s = String::new();
    let (header, again) = if f.prunes {
        (
            "quiesce(node, alpha, beta, plies)",
            "quiesce(node.play(move), alpha, beta, plies + 1)",
        )
    } else {
        ("quiesce(node, plies)", "quiesce(node.play(move), plies + 1)")
    };
    s += &format!("def {header}:   # plies: how far past the depth\n");
    s += "    if node.game_over():\n";
    s += "        return evaluate(node)            # @q-leaf\n";
    s += &format!("    if plies == {limit}:                      # the limit: no further,\n");
    s += "        return evaluate(node)            # quiet or not  @q-limit\n";
    s += "    if node.in_check():                  # every answer, no standing pat\n";
    s += "        moves, best = node.moves(), (-INF if node.max_to_move else +INF)\n";
    s += "    else:                                # only captures and promotions\n";
    s += "        moves, best = node.captures(), evaluate(node)   # stand pat  @stand-pat\n";
    if f.prunes {
        s += "        alpha, beta = narrow(node, alpha, beta, best)\n";
        s += "        if alpha >= beta:\n";
        s += "            return best                  # @stand-pat-cutoff\n";
    }
    s += "    for move in moves:\n";
    // Klados's quiescence searches later captures through the same `visit_later` as the main
    // search (PVS's null window and re-search; no reduction that shallow): this figure leaves
    // that out, and lights its one call for them.
    let later = if f.windowed(Technique::Pvs) {
        " @q-call-later @q-null-window @q-re-search"
    } else {
        ""
    };
    s += &format!("        value = {again}   # @q-call{later}\n");
    s += "        best = max(best, value) if node.max_to_move else min(best, value)   # @q-best\n";
    if f.prunes {
        s += "        alpha, beta = narrow(node, alpha, beta, value)   # MAX: alpha, MIN: beta  @q-narrow\n";
        s += "        if alpha >= beta:\n";
        s += "            break                        # @q-cutoff\n";
    }
    s += "    return best                          # @q-return\n";
    s
}

/// Level by level, Huo Chess's way: one loop fills each level's array from the level above,
/// then one loop backs the values up, the deepest level first.
pub fn level_by_level() -> Listing {
    let text = "\
def think(root, depth):
    levels = [[root]]                    # the root alone, above level 0  @start
    for ply in range(depth):             # fill NodesAnalysis0, 1, 2, ...
        level = []
        for parent, node in enumerate(levels[-1]):
            for move in node.moves():
                child = node.play(move)
                level.append(Node(child, parent, move, evaluate(child)))   # @fill
        levels.append(level)
    for ply in range(depth, 0, -1):      # back up, the deepest level first
        for node in levels[ply]:         # @backup
            parent = levels[ply - 1][node.parent]
            if parent.max_to_move:       # (parent.value starts at -INF or +INF)
                parent.value = max(parent.value, node.value)   # @backup-max
            else:
                parent.value = min(parent.value, node.value)   # @backup-min
    return root.best_move                # @choose
";
    Listing::parse("Level by level (Huo Chess's loops)", text, "#")
}
