# Klados's window in English: the default, and every other catalogue's model.
# A message is `id = text`; `{ $name }` is a variable the program fills in. Keep the ids and the
# variables as they are when translating; `tests/i18n.rs` checks every catalogue against this one.

## Numbers and names shared by many screens

count-nodes = { $count ->
    [one] { $count } node
   *[other] { $count } nodes
}
budget-nodes = { $count ->
    [one] { $count } node ({ $memory })
   *[other] { $count } nodes ({ $memory })
}
book-built-in = the built-in book ({ $count } named openings)
algorithm-minimax = Minimax
algorithm-alpha-beta = Alpha-beta
algorithm-ordered = Ordered alpha-beta
algorithm-mcts = Monte Carlo tree search
technique-quiescence = Quiescence search
technique-quiescence-hint = At the depth, go on with captures, promotions and check evasions until the position is quiet, at most 10 plies further (against the horizon effect)
technique-quiescence-words = quiescence
technique-iterative = Iterative deepening
technique-iterative-hint = Search to depth 1, 2, … up to the depth, each trying the last best line first; every iteration is kept
technique-iterative-words = iterative deepening
technique-transpositions = Transposition table
technique-transpositions-hint = A position reached again by another order of moves takes its value from a table, unsearched
technique-transpositions-words = a transposition table
technique-killers = Killer moves
technique-killers-hint = A quiet move that caused a cutoff is kept, two per ply, and tried early in the other positions at that ply
technique-killers-words = killer moves
technique-history = History heuristic
technique-history-hint = Every quiet move that caused a cutoff scores depth² in a table; quiet moves are tried highest score first
technique-history-words = the history heuristic

## h-i45-pvs: search techniques

technique-pvs = Principal variation search
technique-pvs-hint = The first move is searched with the full window, every later one with a null window that only asks whether it is better; one that is gets searched again with the full window
technique-pvs-words = principal variation search
technique-pvs-short = principal variation search
technique-aspiration = Aspiration windows
technique-aspiration-hint = The root is searched with a narrow window around a guess of its value; a value that falls outside is searched again with a wider window
technique-aspiration-words = aspiration windows
technique-aspiration-short = aspiration windows
technique-reductions = Late move reductions
technique-reductions-hint = A late quiet move is searched one ply shallower; if it beats the best move so far all the same, it is searched again at full depth. The value can change
technique-reductions-words = late move reductions
technique-reductions-short = late move reductions
technique-null-move = Null-move pruning
technique-null-move-hint = The side to move passes; if the other side, moving twice, still cannot bring the value back inside the window, the node is cut unsearched. Wrong in zugzwang, so the value can change
technique-null-move-words = null-move pruning
technique-null-move-short = null-move pruning
narr-null-window = { $move } is searched with a null window: principal variation search only asks whether it is better than the best move so far, which costs less than asking by how much.
narr-re-searched-null-window = { $move } was first searched with a null window, which said it is better than the best move so far; it is searched again with the whole window to learn its value ({ $nodes } nodes of the first search thrown away).
narr-reduced = { $move } is a late quiet move: late move reductions search it { $plies } ply shallower than the depth, a guess that it is bad.
narr-re-searched-reduction = { $move }, a late quiet move, was first searched a ply shallower, and beat the best move so far all the same; it is searched again at full depth ({ $nodes } nodes thrown away).
narr-null-move-cut = Null-move pruning let the side to move pass here, and even so the other side could not bring the value back inside the window: the node is cut without searching its moves ({ $nodes } nodes for the pass's search, thrown away). In zugzwang this is wrong.
narr-null-move-no-cut = Null-move pruning let the side to move pass here, but the pass was not good enough, so its moves are searched ({ $nodes } nodes for the pass's search, thrown away).
tree-badge-null-window = N
tree-badge-re-searched = R
tree-badge-reduced = −{ $plies }
tree-badge-null-move = P
table-null-window = null window
table-re-searched = re-searched
table-reduced = reduced by { $plies }
table-null-move-cut = cut by a null move
table-null-move-no-cut = null move, no cut

## The toolbar

toolbar-lessons = Lessons
toolbar-lessons-hint = L: the lessons, to teach a class step by step
toolbar-practice = Practice
toolbar-practice-hint = E: exercises to do (minimax, alpha-beta, predict the computer) and the tree builder
toolbar-handouts = Handouts
toolbar-handouts-hint = Write the tree as SVG and PNG (answer and student copies) and its node arrays as CSV
toolbar-new-white = New game as White
toolbar-new-white-hint = Ctrl+N: you play White and move first
toolbar-new-black = New game as Black
toolbar-new-black-hint = Ctrl+Shift+N: you play Black; the computer moves first
toolbar-take-back = Take back
toolbar-take-back-hint = Ctrl+Z: take back your move and the computer's reply
toolbar-redo = Redo
toolbar-redo-hint = Ctrl+Y: play the moves taken back again
toolbar-flip = Flip board
toolbar-flip-hint = F: turn the board round for this game
toolbar-lesson-search-hint = The lesson's search: leave the lesson to choose the game's
toolbar-lesson-new-small-hint = { $game }: leaves the lesson for a new game. { $sides }
toolbar-depth = Depth (plies):
toolbar-depth-hint = Keys 1 to 6 (to 9 in the small games): how many half-moves ahead the computer looks
toolbar-computer-move = Computer move
toolbar-computer-move-hint = M: let the computer think and move now
toolbar-fen-pgn = FEN / PGN
toolbar-fen-pgn-hint = Ctrl+L: copy or paste a position or a game
toolbar-settings = Settings
toolbar-settings-hint = Language, theme, node budget, the board during the replay, the opening book
toolbar-projector = Projector
toolbar-projector-hint = P: large text and high contrast
toolbar-help = Help
toolbar-help-hint = F1: keyboard shortcuts
toolbar-algorithm-with-techniques = { $count ->
    [one] { $algorithm } + { $count } technique
   *[other] { $algorithm } + { $count } techniques
}
toolbar-algorithm-hint = A: the search the computer runs; the techniques beside it are in this menu
toolbar-algorithm-techniques-hint = { $count ->
    [one] A: the search the computer runs, with a technique beside it: { $techniques }
   *[other] A: the search the computer runs, with techniques beside it: { $techniques }
}
toolbar-algorithm-named = Algorithm: { $shown }
toolbar-mcts-hint = Grow the tree one node per iteration: select, expand, simulate, back-propagate; its settings are at the top of its panel
toolbar-beside-algorithm = Beside the algorithm

## Settings

settings-language = Language
settings-theme = Theme (T)
settings-theme-light = Light
settings-theme-dark = Dark
settings-budget = Node budget
settings-budget-explained = The most nodes one search may store. A search that would need more falls back to ordered alpha-beta, then to a lower depth.
settings-board-follows = Board follows the replay
settings-board-follows-hint = While you step through a search, the board shows the position each step looks at
settings-book = Opening book
settings-book-play = Play from the opening book
settings-book-play-hint = While the game is in the book, the computer plays a book move at once, without searching; lessons and practice never use it
settings-seed = Seed:
settings-seed-hint = The same seed plays the same book moves: a class can replay a game move for move
settings-new-seed = New seed
settings-new-seed-hint = Another seed: other book moves, chosen by their weights
settings-book-in-use = Book: { $book }
settings-book-file = Opening book file…
settings-book-file-hint = Play from a Polyglot book (.bin), weighted by its weights
settings-book-built-in = Use the built-in book
settings-book-built-in-hint = Play from { $book }

## Words about the search and the game, shared

count-plies = { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}
search-named = { $algorithm } to depth { $depth }
search-named-with = { $algorithm } with { $techniques } to depth { $depth }
side-white = White
side-black = Black
outcome-white-mates = Checkmate: White wins.
outcome-black-mates = Checkmate: Black wins.
outcome-stalemate = Stalemate: draw.
outcome-fifty-moves = Draw by the fifty-move rule.
outcome-repetition = Draw by threefold repetition.
outcome-material = Draw: insufficient material.
status-white-you = White to move (you)
status-white-computer = White to move (the computer)
status-black-you = Black to move (you)
status-black-computer = Black to move (the computer)
status-check = { $status } — check!

## The Play panel (under the board)

play-algorithm-with = { $algorithm } with { $techniques }
play-thinking = Thinking ({ $search }, { $plies }): nodes per level { $levels } — { $seconds } s
play-thinking-quiescence = Thinking ({ $search }, { $plies }): nodes per level { $levels }, quiescence { $quiescence } — { $seconds } s
play-over-budget = ({ $search } passed the node budget)
play-cancel = Cancel
play-your-move = Your move:
play-showing-ply = Showing the position after { $ply } of { $count } moves.
play-back-to-game = Back to the game
play-no-moves = No moves yet.
play-move-named = move { $number } { $san }
play-named-line = The named line: { $line }
play-no-opening = No named opening
preview-root = the search's root
preview-clicked = A position from the search: { $line }
preview-step = This step looks at: { $line }
preview-hint = The board shows it; the numbered arrows are the moves from the search's root.
notice-bring-back = Bring back the previous game
notice-bring-back-hint = Undo: play on with { $previous }
notice-notes = { $count ->
    [one] { $count } note on what was read
   *[other] { $count } notes on what was read
}

## Help

help-title = Help
help-moves = Click a piece, then the square it should go to (or drag it). Type moves as e2e4 or Nf3.
help-answers = The computer answers; the panel on the right shows its search, step by step.
help-shortcuts = Keyboard shortcuts (when no text field is active)
keycap-left = ←
keycap-right = →
keycap-space = Space
keycap-home = Home
keycap-end = End
keycap-enter = Enter
keycap-page-down = Page Down
keycap-page-up = Page Up
keycap-escape = Esc
key-new-black = New game, you play Black
key-new-white = New game, you play White
key-redo = Redo
key-take-back = Take back your move and the reply
key-flip = Flip the board
key-study = Study the search, or back to the board
key-code = The search's code, the line running lit
key-computer-move = Computer moves now
key-cancel = Cancel the computer's search; close Help
key-next-algorithm = Next search algorithm
key-game-previous = Game: the previous position
key-game-next = Game: the next position
key-game-start = Game: the starting position
key-game-present = Game: back to the present
key-replay-forward = Replay: one step forward
key-replay-back = Replay: one step back
key-replay-play = Replay: play or pause
key-replay-start = Replay: go to the start
key-replay-end = Replay: go to the end
key-think-here = Search the board's position
key-copy-pgn = Copy the game as PGN
key-exchange = FEN and PGN window
key-open-pgn = Open a PGN file
key-save-pgn = Save the game as a PGN file
key-type-move = Type a move
key-lessons = Lessons
key-practice = Practice (exercises, tree builder)
key-lesson-next = Lesson: next step (clicker)
key-lesson-previous = Lesson: previous step
key-theme = Light or dark theme
key-projector = Projector mode
key-help = Help (this window)
key-depth = Search depth in plies (chess stops at 6)
key-copy-fen = Copy the position as FEN
key-paste = Paste a FEN or PGN game
key-zoom = Zoom in, zoom out, normal size
play-move-hint = e2e4 or Nf3

## The lesson panel: the list, the frame around a lesson, the question

lessons-choose = Choose a lesson
lessons-back-to = Back to “{ $title }”
lessons-built-in = The lessons built into Klados
lessons-loading = Loading the lessons in { $folder }…
lessons-from-and-own = From { $folder } and your own, { $own }
lessons-from = From { $folder }
lessons-no-folder = No lessons folder was found: type one in the field, or set { $variable }.
lessons-folder = Folder:
lessons-load = Load
lessons-kind-chess = chess
lessons-kind-tree = abstract tree
lessons-kind-tictactoe = tic-tac-toe
lessons-kind-connect4 = Connect Four
lessons-open = Open this lesson ({ $kind })
lessons-none = No lessons here.
lessons-english-only = English only
lesson-all = All lessons
lesson-all-hint = Choose another lesson; this one stays open
lesson-step-of = Lesson step { $step } of { $count }
lesson-previous = ◀ Previous
lesson-previous-hint = The lesson's previous step (PageUp)
lesson-next = Next ▶
lesson-next-hint = The lesson's next step (PageDown)
lesson-next-asking-hint = The lesson's next step, leaving the question unanswered (PageDown reveals the answer first)
lesson-searching = Searching…
lesson-search-failed = The lesson's search failed: { $message }
lesson-ask = Ask the class: { $question }
lesson-answer = Answer: { $answer }
lesson-reveal = Reveal the answer
lesson-reveal-hint = Show the answer once the class has guessed (PageDown)
lesson-replay-elsewhere = The replay is at step { $shown }; this part of the lesson is at step { $here }.
lesson-back-to-step = Back to this step
lesson-end = That is the end of the lesson.
lesson-next-lesson = Next lesson ▶
lesson-next-lesson-hint = Open “{ $name }”, the next in the class plan
lesson-sweep-searching = Searching at every depth…
lesson-leave-play = Leave the lesson and play on from here
lesson-leave-play-hint = Start a game from the lesson's position; you play the side to move
lesson-leave = Leave the lesson
lesson-leave-hint = Close the lesson and go back to the game
sweep-depth = depth
sweep-plies = plies
sweep-move = move
sweep-value = value
sweep-searched = searched
sweep-evaluated = evaluated
counts-hint = Searched: positions the search entered. Evaluated: the leaves, scored by the evaluation or by the rules. Pruned: moves alpha-beta listed but never searched. Quiescence: positions searched beyond the depth: captures, promotions and check evasions only, at most 10 plies past it (a position at that limit is scored as it stands, quiet or not). Transpositions: positions reached again by another order of moves, whose value came from the transposition table. The node arrays store searched and pruned rows alike.
position-to-move = { $whose }: { $side } to move.
position-came-about = It came about by { $moves }.
position-lesson = The lesson's position
position-lesson-waits = The game waits until you leave the lesson.
position-predict = The position to predict
position-predict-waits = The game waits until you leave Practice.
position-file = The file's root
position-file-waits = The game waits until you leave the file's tree.

## The replay's stepper

stepper-kept-back = What this step does is kept back until the answer is revealed: first the class thinks.
stepper-start = ⇤ Start
stepper-start-hint = Go to start (Home)
stepper-back = ◀ Back
stepper-back-hint = Step back (←)
stepper-forward = Step ▶
stepper-forward-hint = Step forward (→)
stepper-end = End ⇥
stepper-end-hint = Go to end (End)
stepper-pause = ■ Pause
stepper-play = ▶ Play
stepper-play-held-hint = The replay waits here until the answer is revealed
stepper-play-hint = Play or pause (Space)
stepper-speed-unit = steps/s
stepper-speed-hint = Playing speed
stepper-order-menu = Order: { $order } ▾
stepper-order-hint = The order of the replay, and how much one back-up step covers
stepper-step-capital = Step { $step }
stepper-step = step { $step }
stepper-step-of-capital = Step { $step } of { $count }
stepper-step-of = step { $step } of { $count }
stepper-order-depth-first = depth first
stepper-order-level = level by level, a level a step
stepper-order-parent = level by level, a parent a step
stepper-order-comparison = level by level, a comparison a step
stepper-order = Order:
stepper-level-by-level = Level by level
stepper-level-by-level-hint = Huo Chess's order: reveal every level, then back the values up level by level.
stepper-depth-first = Depth first
stepper-depth-first-hint = How the recursion really runs: enter a node, search its children, return its value.
stepper-back-up = Back up:
stepper-a-level = a level
stepper-a-parent = a parent
stepper-a-comparison = a comparison
stepper-a-level-hint = One step backs up a whole level.
stepper-a-parent-hint = One step: one parent takes the best of its children.
stepper-a-comparison-hint = One step: one child is compared with its parent's best so far.

## The Code pane: its switch and the call stack (the pseudocode's keywords stay as they are)

code-pseudocode = Pseudocode
code-pseudocode-hint = The algorithm as a textbook prints it, with what this search used
code-rust = Klados's Rust
code-rust-hint = Klados's own search, src/engine/search.rs as this program was built from it
code-level-by-level-hint = Level by level, Klados's search runs as Huo Chess's loops: one listing for both
stack-call-stack = call stack
stack-depth = depth
stack-best = best
stack-child = child
stack-chance = chance
stack-click-hint = Click to focus this call's node in every view
stack-loops = loops:
stack-loops-idle = not running now

## h-i45-mctscode: MCTS in the code pane

code-mcts-rust-hint = Klados's own Monte Carlo tree search, src/engine/mcts/grow.rs as this program was built from it
code-mcts-tab-hint = C: the four phases' code, the line of this step's phase lit, and the loop's variables
code-title-mcts-rust = Klados's MCTS ({ $file })
code-mcts-variables = variables:
code-mcts-before = before the first iteration
code-mcts-act-start = The iterations begin: the tree is the root alone
code-mcts-act-select-loop = Selection stops at once: this node still has a move not tried
code-mcts-act-select = Selection goes down to the child with the highest UCB1
code-mcts-act-terminal = The game is over at the node selected: nothing to add
code-mcts-act-expand = Expansion adds the first move not yet tried as a new node
code-mcts-act-end-result = The game's end is the result: no playout
code-mcts-act-playout = Simulation: a random playout from the new node gives a result
code-mcts-act-backup = Back-propagation: every node on the path counts the visit and adds the result
code-c-mcts-select = 1. select
code-c-mcts-ended = the game ended here:
code-c-mcts-nothing-to-add = nothing to add, no playout
code-c-mcts-expand = 2. expand
code-c-mcts-simulate = 3. simulate
code-c-mcts-backpropagate = 4. back-propagate
code-c-mcts-w-counts = W counts MAX's results
code-c-mcts-most-visited = the most visited
code-c-mcts-mean = how well MAX did through it
code-c-mcts-min-wants = MIN wants what MAX does not
code-c-mcts-bonus = the rarely tried get a bonus
code-c-mcts-random-move = a random move
code-c-mcts-result = 1 a win, 1/2 a draw, 0 a loss for MAX
code-c-mcts-exploration = C: the exploration constant

## The MCTS view's stepper

mcts-question-waits = A question waits for the class: answer it, then Reveal shows what this step does.
mcts-all-done = Every iteration done: the tree as the search left it. The ringed nodes are what this step is about.
mcts-first = ⇤ First
mcts-first-hint = Back to the root alone, before the first iteration
mcts-iteration-back = ◀ Iteration
mcts-iteration-back-hint = The same phase of the iteration before
mcts-phase-back = ◀ Phase
mcts-phase-back-hint = One phase back: N and W go back down
mcts-phase-forward = Phase ▶
mcts-phase-forward-hint = One phase forward: select, expand, simulate, back-propagate
mcts-iteration-forward = Iteration ▶
mcts-iteration-forward-hint = The same phase of the next iteration
mcts-run = Run 100
mcts-run-hint = Forward 100 iterations at once
mcts-last = Last ⇥
mcts-last-hint = The whole tree: every iteration done

## The rest of the window

board-promote = Promote the pawn to
divider-hint = Drag to share the room; double-click to put it back
views-click-node = Click a node (a row or a box of the tree) to see how its position is scored.
views-comparing = Comparing…
notice-close-hint = Close this note until the next search (or until what it says changes)

## The MCTS view's settings

mcts-iterations = Iterations:
mcts-iterations-hint = How many iterations one search runs: 1 to 100,000 (type a number)
mcts-exploration = Exploration C:
mcts-exploration-hint = UCB's exploration constant: larger tries less visited moves more (√2 ≈ 1.41)
mcts-exploration-default-hint = Back to the textbook's C, √2 ≈ 1.41
mcts-seed-hint = The same seed grows the same tree: a class sees the same search
mcts-playout-depth = Playout depth:
mcts-playout-depth-hint = Chess: how many random moves a playout plays before the evaluation judges the position. Random moves mislead: a playout may hang a queen no one would hang
mcts-playout-to-end = A playout goes on to the end of the game: a win for x counts 1, a draw ½, a loss 0.

## The thinking panel's tabs

tabs-level = Level { $level }
tabs-level-count = Level { $level } · { $count }
tabs-level-word = Level
tabs-evaluation = Evaluation
tabs-evaluation-of = Evaluation of { $san }
tabs-evaluation-hint = CountScore term by term, for the node you clicked
tabs-compare = Compare
tabs-compare-hint = Minimax, alpha-beta and ordered alpha-beta on this position
tabs-iterations = Iterations
tabs-iterations-hint = Iterative deepening: every iteration's depth, nodes, time, best move and value
tabs-tree = Tree
tabs-tree-hint = The search tree, drawn
tabs-code = Code
tabs-code-hint = C: the search's code, the line this step runs lit, and the call stack
tabs-quiescence = quiescence:
tabs-more = More
tabs-more-hint = The evaluation of the node clicked, the comparison of the algorithms, the iterations
tabs-level-above = The level above
tabs-level-below = The level below
tabs-level-choose = Choose the level whose node array is shown
tree-abstract = Abstract tree (no board)
tree-view = Tree view
tree-view-hint = Drag the drawing to move it; the wheel or the buttons zoom.
tree-auto = Auto
tree-auto-hint = Readable size, following the replay
tree-fit = Fit
tree-fit-hint = Show the whole drawing as large as the view allows; a drawing too large to read whole is dragged instead
tree-zoom-in-hint = Zoom in (or the mouse wheel)
tree-zoom-out-hint = Zoom out (or the mouse wheel)

## The MCTS panel

mcts-settings = Settings: { $iterations } iterations, C { $c }, seed { $seed }, playout depth { $playout }
mcts-settings-to-end = Settings: { $iterations } iterations, C { $c }, seed { $seed }, playouts to the game's end
mcts-running = Monte Carlo tree search: { $iterations } iterations… { $seconds } s
mcts-cancel-hint = Stop the search
mcts-no-tree = No tree yet: press S (Think about this position) to search the board, or play a move and let the computer answer. The tree grows one node per iteration, in four phases: select, expand, simulate, back-propagate.
mcts-compare = Compare with minimax
mcts-compare-hint = Search the same position with minimax and alpha-beta (at the window's depth) or the same drawn tree, and say when MCTS settled on minimax's move
mcts-node-arrays = Node arrays
mcts-summary = Plays { $move } (the most visited: { $visits } of { $total } visits) · { $nodes } nodes · { $time }

## The thinking panel's summary of a search

summary-value-hint = The value is in pawns from White's side: + is good for White, #3 is mate in three.
summary-compact = { $search }, depth { $depth }.
summary-compact-totals = { $search }, depth { $depth } — { $searched } searched, { $evaluated } evaluated.
summary-compact-so-far = { $search }, depth { $depth } — so far { $searched } searched, { $evaluated } evaluated.
summary-best-short = Best: { $san } ({ $value })
summary-so-far = so far { $searched } positions searched, { $evaluated } leaves evaluated
summary-counts-wait = the counts wait for the answer
summary-full = { $search }, { $plies } in { $time }: { $counts }.
summary-best = Best move: { $san }   Value: { $value }
summary-line = Expected line: { $line }
summary-nodes-per-level = Nodes per level
summary-line-positions = { " · " }{ $count } positions
summary-line-so-far = { " · " }so far { $count } positions
summary-line-best = { " · " }best: { $san }, value { $value }
summary-move-cell = cell { $cell }
summary-move-column = column { $column }
counts-searched-evaluated = { $searched } positions searched, { $evaluated } leaves evaluated
counts-pruned = , { $count } moves pruned
counts-quiescence = , { $count } positions in quiescence
counts-at-limit = { " " }({ $count } stopped at its limit, not quiet)
counts-transpositions = , { $count } transpositions
duration-under-ms = under a millisecond

## The node arrays

table-node = node
table-node-short = #
table-parent = parent
table-parent-short = par.
table-move = move
table-score = score
table-value = value
table-status = status
table-not-revealed = Not revealed yet: step forward to see this level.
table-no-room = No room for the rows here: a taller window shows them.
table-open-value-hint = The best value so far: not every child has reported yet.
status-searched = searched
status-checkmate = checkmate
status-stalemate = stalemate
status-draw = draw
status-pruned = pruned
status-quiescence = quiescence
status-transposition = transposition

## Iterations, Compare and Evaluation tabs

iterations-nodes = nodes
iterations-time = time
iterations-chooser = Iteration:
iterations-chooser-hint = Iterative deepening searched depth 1, 2, … in turn: replay any of them (the Iterations tab compares them)
iterations-replay-hint = Replay iteration { $iteration }: the search to depth { $depth }
iterations-named = Iteration { $iteration }
iterations-share = The last iteration is { $share }% of the work.
iterations-share-hint = Each level is many times the one above, so the earlier iterations cost little; and each told the next which moves to try first.
iterations-no-room = No room for the table here: a taller window shows it.
iterations-all = all
compare-stopped = The comparison was stopped before it finished.
compare-algorithm = algorithm
compare-pruned = pruned
compare-perfect = Perfect ordering
compare-perfect-hint = The minimal tree: what alpha-beta searches when every position's best move comes first
compare-same-answer = The same move and value every time: pruning saves work, it never changes the answer.
compare-time = time
compare-techniques-title = Alpha-beta with each technique, beside plain alpha-beta
compare-technique = search
compare-plus-technique = + { $technique }
compare-answer = answer
compare-answer-same = the same
compare-answer-changed = changed
compare-answer-changed-hint = This technique does not search the same tree to the same depth (it looks beyond the depth, or it skips moves it guesses are bad), so it may choose another move or find another value. The exact techniques never do.
compare-answer-fault = changed: a fault in Klados
evaluation-term = term
evaluation-net = net
evaluation-score = score
evaluation-term-material = Material
evaluation-term-material-why = Pieces win games: pawn 100, knight 300, bishop 310, rook 500, queen 900.
evaluation-term-centre-pawns = Centre pawns
evaluation-term-centre-pawns-why = Pawns on d4, e4, d5 and e5 control the squares where pieces are strongest.
evaluation-term-development = Development
evaluation-term-development-why = Knights and bishops belong off the back rank, and knights belong near the centre.
evaluation-term-king-shelter = King shelter
evaluation-term-king-shelter-why = Before the endgame, pawns in front of the king keep attackers away.
evaluation-term-pawn-advance = Pawn advance
evaluation-term-pawn-advance-why = In the endgame every step a pawn takes brings it closer to becoming a queen.

## The legend of colours and shapes

legend-max-short = ■ MAX { $side }
legend-max = ■ MAX: { $side } takes the largest
legend-max-abstract = ■ MAX: takes the largest
legend-max-hint = A square box: the side to move there is MAX and takes its children's largest value
legend-min-short = ● MIN { $side }
legend-min = ● MIN: { $side } takes the smallest
legend-min-abstract = ● MIN: takes the smallest
legend-min-hint = A round pill: the side to move there is MIN and takes its children's smallest value
legend-chance-short = ◆ chance
legend-chance = ◆ chance: takes the expectation
legend-chance-hint = Pointed ends: a chance node. Nobody chooses there, the dice do: its value is each child's value times its probability (on the edge), added up
legend-open-short = x…: still open
legend-open = x…: still open, the best so far
legend-open-hint = A value followed by "…" is still open: the search has not finished the node's children. At a MAX node it is the best so far, so the node is worth at least that much; at a MIN node, at most that much

## The FEN and PGN window

exchange-title = FEN and PGN
exchange-current = The current position (FEN):
exchange-copy-fen = Copy FEN
exchange-copy-pgn = Copy PGN
exchange-paste = Paste a FEN or a PGN game here to continue from it:
exchange-open-pgn = Open PGN file…
exchange-download-pgn = Download the game as PGN
exchange-save-pgn = Save game as PGN…
exchange-open-tree = Open search tree…
exchange-open-tree-hint = A klados-tree/1 file (.json), such as a student's own search, to replay and compare with Klados's (or drop it on the window)
exchange-path = Or type the file's path:
exchange-path-hint = A .pgn game, or a .json search tree (klados-tree/1)
exchange-open-file = Open this file
exchange-save-file = Save to this file
exchange-exists = { $file } exists already. Replace it?
exchange-replace = Replace it
exchange-keep = Keep it
find-hint-abstract = B2, A B2 or 1:5
find-hint-chess = e4 e5 Bc4 or 2:17
find-hint-tictactoe = 5 1 9 or 2:17
find-hint-connect4 = 4 4 3 or 2:17
find-label = Find:
find-go = Go
find-field-hint = A line of moves from the root (e4 e5 Bc4, 1. e4 e5 2. Bc4, e2e4), or a level and a node number as the tables show them (2:17, level 2 node 17)
find-go-hint = Show that node in the table, the tree and on the board
find-not-reached = The replay has not reached { $node } yet: step on to see it.

## Practice

practice-tab-predict = Predict
practice-tab-build = Build a tree
practice-tab-minimax-hint = Fill in a tree's values with minimax, then check them
practice-tab-alpha-beta-hint = Fill in a tree with alpha-beta: values, pruned moves, α and β
practice-tab-predict-hint = Guess the computer's move and its value, then see its search
practice-tab-build-hint = Type or edit a tree, step its search, save it as a lesson
practice-tree-number = Tree number:
practice-tree-number-hint = The same number gives the same tree on every computer: the class can share one
practice-open = Open
practice-open-hint = Open the tree of this number
practice-not-a-number = “{ $text }” is not a tree number: type a whole number such as 42
practice-new-tree = New tree
practice-new-tree-hint = A new random tree
practice-shown-alpha-beta = The thinking panel replays the real alpha-beta search of this tree, left to right. Step through it with the stepper (→ or Space).
practice-shown-minimax = The thinking panel replays the real minimax search of this tree. Step through it with the stepper (→ or Space).
practice-back-to-answers = Back to my answers
practice-task-alpha-beta = Search the tree as alpha-beta does, left to right. Write the value of every node it searches (a bound such as ≤2 is written 2). Click ✂ on a move it never searches. You may write α and β at the node you select.
practice-task-minimax = Write in each empty box what the node is worth: where MAX (square) chooses, the largest of its children; where MIN (round) chooses, the smallest. Tab goes to the next box.
practice-check = Check
practice-check-hint = Mark every answer right or wrong (Ctrl+Enter)
practice-show-me = Show me
practice-show-me-hint = Replay the real search of this tree in the thinking panel
practice-clear = Clear
practice-clear-hint = Start this tree again
practice-click-node = Click a node to select it.
practice-leaf = { $node } is a leaf: its value is given.
practice-node = Node { $node }:
practice-less-hint = One less (↓ in the box)
practice-more-hint = One more (↑ in the box)
practice-alpha-hint = α at { $node } when it is entered: a number, or -inf
practice-beta-hint = β at { $node } when it is entered: a number, or inf
practice-score = { $right } of { $count } right
practice-well-done = { $score }. Well done!
practice-select-hint = Select { $node } on the sheet
practice-title-minimax = Minimax practice · tree { $seed }
practice-title-alpha-beta = Alpha-beta practice · tree { $seed }
practice-handout-title = { $tab } · tree { $seed }

## The thinking panel's header

thinking-heading = How the computer thinks
thinking-running = Thinking…
thinking-fallback = { $chosen } passed the node budget; now trying { $now }.
thinking-empty = When the computer has thought, its whole search appears here: every position it looked at, level by level, and how the values came back up to choose its move.
thinking-think-here = Think about this position
thinking-think-here-hint = S: search the position on the board without playing a move
thinking-fold-hint = Click to fold the details away
thinking-unfold-hint = Click for the search's time, its expected line and the nodes per level
thinking-back-to-board = ◀ Back to the board
thinking-back-to-board-hint = V: the large board and the game panel again
thinking-study = Study the search ▶
thinking-study-hint = V: a small board that follows the replay; the tree and the node arrays get the window
thinking-compare = Compare algorithms
thinking-compare-hint = Search this position with minimax, alpha-beta and ordered alpha-beta and compare
thinking-held-until-reveal = Best move and value: after the answer is revealed.
thinking-held-until-end = Best move and value: at the end of the replay.
thinking-hide-code = Hide the code
thinking-hide-code-hint = C: close the search's code
thinking-show-code = Show the code
thinking-show-code-hint = C: the search's code beside the replay, the line each step runs lit, and the call stack
thinking-board-follows = Board follows
thinking-board-follows-hint = While you step, the board shows the position each step looks at
evaluation-chess-only = Only a chess position is scored term by term here.

## The thinking panel after a book move

book-taken-back = This book move was taken back: the board has moved on.
book-nothing-searched = Nothing was searched: the book had a move for this position, so there is no tree to replay. What would the search have played?
book-think-here-hint = Search the position the book move was played from, as the computer would without a book; nothing is played
book-played-here = The book played { $move } here; this is what the search would have played.
book-back = Back to the book move
book-back-hint = Show the book's moves from this position again
book-moves-heading = { $count ->
    [one] The book's move from this position
   *[other] The book's { $count } moves from this position
}
book-never = never
book-under-one-percent = < 1 %
book-percent = { $percent } %
book-lines = Lines
book-lines-hint = How many of the named opening lines go on with the move: the built-in book's weight
book-weight = Weight
book-weight-hint = The book file's weight for the move
book-move = Move
book-chance = Chance
book-chance-hint = How often the book plays the move: its weight's share of the moves it plays
book-opening = Opening
book-no-opening = (no named opening)
book-never-played = Never played: { $why }
book-never-file = “never”: the book file gives the move a weight of 0.
book-never-unsound = marked ?, Klados's own search finds it loses more than { $pawns } pawns (hover over it)
book-never-rare = fewer than { $percent } % of the sound moves' lines go on with it
book-never-either = { $unsound }; or { $rare }
book-never-built-in = “never”: the book names the move but does not play it: { $reasons }.

## Going on with last time's game; how the tree grows

common-yes = Yes
common-no = No
resume-question = Go on with the game from last time?
resume-no-moves = You played { $side }, from a position of your own; no moves yet.
resume-moves = You played { $side }; { $plies ->
    [one] { $plies } ply was played.
   *[other] { $plies } plies were played.
}
level-sizes-picture = The levels' sizes (picture)
level-sizes-heading = How the tree grows
level-sizes-step-on = Step on to reveal the first level.
level-sizes-area = Each square's area is its level's number of positions.
level-sizes-level = Level { $level }: { $count }
level-sizes-level-growth = Level { $level }: { $count } (×{ $growth })

## Handouts

handout-answer-svg = Answer copy (SVG)
handout-student-svg = Student copy (SVG)
handout-answer-png = Answer copy (PNG)
handout-student-png = Student copy (PNG)
handout-csv = Node arrays (CSV)
handout-trace-answer-svg = Code and trace, answer copy (SVG)
handout-trace-student-svg = Code and trace, student copy (SVG)
handout-trace-answer-png = Code and trace, answer copy (PNG)
handout-trace-student-png = Code and trace, student copy (PNG)
handout-tree = The tree: { $title }
handout-no-tree = There is no tree to write yet: let the computer think, open a lesson, or practise.
handout-folding = A tree that fits is drawn whole; a bigger one around its best line, the rest folded as “+N more”.
handout-answers-later = The answer copies and the node arrays hold the answers: they can be written after Check or Show me.
handout-names-start = File names start with:
handout-example = For example { $file }
common-in-folder = In the folder:
common-choose-folder = Choose folder…
common-choose-folder-hint = Choose the folder in the platform's dialog
handout-write = Write files
handout-exist = These exist already: { $files }.
handout-replace = Replace them
handout-keep = Keep them

## Practice: Predict the computer

predict-start = The starting position
predict-free-queen = A queen for free (White to move)
predict-guarded-pawn = A guarded pawn (White to move): try depth 1, then 2
predict-defend-f7 = Defend f7 (Black to move)
predict-mate-in-one = Mate in one (White to move)
predict-king-and-pawn = King and pawn (White to move)
predict-play-first = Play your move on the board first: the one you think the computer chooses.
predict-could-not-run = The search could not run: { $reason }.
predict-computer-plays = The computer plays { $move }, worth { $value } at depth { $depth }.
predict-right = You predicted { $move }: right!
predict-as-good = You predicted { $move }: as good as its choice ({ $value }), but it takes the first of the moves that share the best value.
predict-ranked = You predicted { $move }, worth { $value }: { $better ->
    [one] { $better } of the { $count } moves is better.
   *[other] { $better } of the { $count } moves are better.
}
predict-share = { $count } moves share that value.
predict-mate = You wrote { $guess }; the computer sees a forced mate: { $value }.
predict-exact = Your value is exactly the computer's.
predict-apart = You wrote { $guess }; the computer's value is { $value } ({ $apart } pawns apart).
predict-task = Which move will the computer choose here, and what will it think the position is worth? Play your move on the board, write its value in pawns, then Reveal.
predict-game-position = The game's position
predict-position = Position:
predict-depth = Depth:
predict-depth-hint = How many plies the computer looks ahead (minimax)
predict-your-move = Your move for { $side }: { $move }
predict-your-move-none = Your move for { $side }: play it on the board.
predict-value = Its value (pawns):
predict-value-hint = From White's side, as the computer counts: + is good for White, - for Black
predict-reveal = Reveal
predict-reveal-hint = Run the computer's search and compare
predict-try-again = Try again
predict-try-again-hint = Forget this guess
predict-searching = The computer is searching…
predict-see-why = The thinking panel shows the search: step through it to see why.
predict-not-pawns = “{ $text }” is not a value in pawns: write a number such as +1.5 or -0.3.

## Practice: the tree builder and the sheet

builder-default-title = My tree
builder-default-first-step = Here is a tree. What is the root worth to MAX?
builder-no-chance = The builder takes trees without chance nodes { "{" } … { "}" }: search one with `klados tree`, or write it as a lesson (lessons/README.md).
builder-too-big = The tree has { $count } nodes; the builder takes at most { $most }.
builder-at-most = The builder takes at most { $most } nodes.
builder-no-child = No child added: { $reason }.
builder-root-stays = The root cannot be deleted.
builder-root-needs-move = The root needs at least one move.
builder-task = Type a tree as nested lists: a number is a leaf, a list is a node whose children it lists.
builder-tree = Tree:
builder-build = Build
builder-build-hint = Make this text the tree (Enter)
builder-undo = Undo
builder-undo-hint = The tree before the last change
builder-the-root = the root
builder-selected = Selected: { $node }
builder-add-child = Add child
builder-add-child-hint = A new leaf under it, worth 0
builder-delete = Delete
builder-delete-hint = Delete it and everything under it
builder-click-node = Click a node on the sheet to add a child under it or delete it; type a leaf's value in its box.
builder-search-with = Search with:
builder-back-to-editing = Back to editing
builder-step-through = Step through its search
builder-mcts = Search it with MCTS
builder-mcts-hint = Monte Carlo tree search on this tree, stepped one phase at a time beside the board (its settings are at the top of its panel)
builder-save-as-lesson = Save as a lesson
builder-title = Title:
builder-first-step = First step says:
builder-save = Save lesson
builder-save-hint = Write the lesson file (it appears in Lessons when saved in your lessons folder)
builder-no-folder = { $folder } does not exist yet.
builder-create-folder = Create the folder and save
builder-not-now = Not now
builder-exists = { $file } exists already.
builder-building = Building: { $title }
sheet-pruned = Pruned: { $node }
sheet-prune-hint = Mark the move to { $node } pruned: alpha-beta never searches it (nor anything under it)

## Saving lessons and handouts; the page's files; loading a game

builder-cannot-search = The tree cannot be searched: { $reason }.
builder-saved-download = Saved as the download { $file }.
builder-not-saved = The lesson could not be saved: { $reason }.
builder-type-folder = Type the folder to save the lesson in, or choose it.
common-not-a-folder = { $folder } is not a folder.
builder-saved-in-lessons = Saved as { $file }. It is in the Lessons list: add steps to it in any text editor.
builder-saved-elsewhere = Saved as { $file }. Add steps to it in any text editor; load its folder in Lessons to teach it.
builder-not-saved-to = The lesson could not be saved to { $file }: { $reason }.
builder-folder-not-created = The folder { $folder } could not be created: { $reason }.
handout-nothing = There is no tree to write yet.
handout-downloaded = Downloaded: { $files }.
handout-written = Written in { $folder }: { $files }.
handout-not-written = Not written: { $failed }. Written: { $written }.
handout-none = none
web-no-folders = A page has no folders: what it saves goes to the browser's downloads.
web-picker-open = A file picker is open already: choose a file there, or cancel it.
web-picker-failed = The file picker could not open: { $reason }.
web-game-downloaded = The game was saved as the download { $file }.
web-game-not-saved = The game could not be saved: { $reason }.
web-file-unread = { $file } could not be read: { $reason }.
web-no-such-lesson = The page's address asks for lesson { $id }: there is none.
web-book-now = The computer's book is now { $book } (until the page is closed).
web-book-stays = { $reason }. The book stays { $book }.
exchange-nothing = Nothing to load: paste a FEN or a PGN game first.
exchange-bad-fen = Could not load the FEN: { $reason }
exchange-bad-pgn = Could not load the PGN: { $reason }

## The Code pane: the pseudocode's comments and titles (the code itself stays as it is)

code-c-best-line = the best line found so far
code-c-depths = depth 1, then 2, ...
code-c-tried-first = tried first next time
code-c-child-of-value = the child the value came from
code-c-game-over = mate, stalemate or a draw
code-c-horizon-quiet = the horizon: go on while not quiet
code-c-static = the static score
code-c-seen-before = seen before at this depth?
code-c-bound-outside = exact, or a bound outside
code-c-dice = the dice: nobody chooses
code-c-expectation = the expectation
code-c-captures-first = captures first, biggest victim first
code-c-last-best = the last iteration's best move
code-c-sides = White is MAX, Black MIN
code-c-cutoff = cutoff: the rest are pruned
code-c-bound-if-cut = exact, or a bound if cut
code-c-plies-past = plies: how far past the depth
code-c-limit = the limit: no further,
code-c-quiet-or-not = quiet or not
code-c-in-check = every answer, no standing pat
code-c-captures-only = only captures and promotions
code-c-stand-pat = stand pat
code-c-narrow = MAX: alpha, MIN: beta
code-c-root-alone = the root alone, above level 0
code-c-fill = fill NodesAnalysis0, 1, 2, ...
code-c-back-up = back up, the deepest level first
code-c-parent-starts = (parent.value starts at -INF or +INF)
code-title-chance = chance (expectimax)
code-title-transpositions = transposition table
code-title-level-by-level = Level by level (Huo Chess's loops)

## The Code pane: what the lit line does

code-kept-back = What this step does is kept back until the answer is revealed.
code-step-line = ▶ line { $line }: { $words }
code-child-of = { $child } of { $of }
code-act-start = The search is called on the root
code-act-call-chance = The search goes on into an outcome of the dice
code-act-call = The search calls itself on a child
code-act-leaf = A leaf: its static score is its value
code-act-horizon = The depth is reached but the position is not quiet: quiescence goes on
code-act-stand-pat = Standing pat: the static score is the best so far
code-act-stand-pat-cutoff = The static score alone is outside α…β: return at once
code-act-quiescence-limit = The quiescence limit: scored as it stands
code-act-table-hit = The transposition table answers
code-act-table-store = The value goes into the transposition table
code-act-best = The child's value is compared with the best so far
code-act-alpha-rises = α rises
code-act-beta-falls = β falls
code-act-cutoff = α ≥ β: cutoff, the moves left are pruned
code-act-return = The node returns its value
code-act-expect = The outcome's value, times its probability, is added
code-act-expectation = The chance node returns its expectation
code-act-choose = The root plays the move with the best value
code-act-fill = A level is filled: every move of every node above, with its static score
code-act-backup-level = A level's values go up into the level above
code-act-backup-max = A parent takes its children's largest value
code-act-backup-min = A parent takes its children's smallest value

## A tree or an MCTS search opened from a file

opened-compare = Compare with Klados's search
opened-close = Close the tree
opened-name = Opened: { $name }
opened-compare-hint = Klados searches the same root, depth and algorithm, and marks every node of this tree that differs, with the reason
opened-close-hint = Back to the game: it and its search come back as they were
opened-back-hint = Back to the game and its search
opened-comparing = Klados searches the same root, depth and algorithm…
opened-cannot-compare = It cannot be compared: { $reason }.
opened-agree = Score { $score }/100: the trees agree, node for node, with Klados's { $search } ({ $nodes } nodes).
opened-rule = The rule: 100 points, less 25 for a wrong best move, 15 for a wrong root value, and 5 for each other difference, at most 20 for each kind (a mistake repeated across the tree costs no more); a value wrong only because one below it is costs nothing; never below 0.
opened-differences = { $count ->
    [one] { $count } difference
   *[other] { $count } differences
} from Klados's { $search } ({ $compared } of your nodes compared with its { $nodes }), most important first:
opened-score-line = Score { $score }/100: { $count ->
    [one] { $count } difference
   *[other] { $count } differences
}
opened-score = Score { $score }/100
opened-backs-up-short = Every value backs up from its own children.
opened-backs-up = Every value backs up from its own children, and every leaf's value is its score. Compare it with Klados's search to check the rest.
opened-unbacked-short = { $count ->
    [one] { $count } value does not back up from its own children:
   *[other] { $count } values do not back up from their own children:
}
opened-unbacked = { $count ->
    [one] { $count } value does not back up from its own children, marked in the tree and the tables:
   *[other] { $count } values do not back up from their own children, marked in the tree and the tables:
}
opened-wrong-short = { $count ->
    [one] { $count } node is wrong in the file on its own (a grade counts it):
   *[other] { $count } nodes are wrong in the file on their own (a grade counts them):
}
opened-wrong = { $count ->
    [one] { $count } node is wrong in the file on its own, marked in the tree and the tables (a grade counts it):
   *[other] { $count } nodes are wrong in the file on their own, marked in the tree and the tables (a grade counts them):
}
opened-letters = a tree of letters
opened-to-move = { $side } to move
opened-game-from = { $game } from { $position }, { $side } to move
opened-what = Not the computer's search: { $search } to depth { $depth }, { $nodes } nodes, { $what }. The game waits until the tree is closed.
opened-not-computers = a search tree read from a file, not the computer's
mcts-opened-hint = { $path }: a Monte Carlo tree search read from a file, not the computer's
mcts-grown-again = Grown again from the file's seed, the same tree: { $iterations } iterations, C = { $exploration }, seed { $seed }
mcts-level-hint = The node array of level { $level }: the nodes { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} from the root
mcts-level-empty = No node in this level yet: the root alone.
mcts-fit-hint = Scale the drawing to the room it has (never below a readable size)
mcts-w-counts-max = W counts for MAX; MIN's moves are judged by 1 − W/N
mcts-w-counts-white = W counts for White; Black's moves are judged by 1 − W/N
mcts-w-hint = W adds up the results from MAX's (White's) side: 1 a win for MAX, 0 a loss. At a node where MIN (Black) chooses, MIN's own average is 1 − W/N, and its UCB uses that.

## The node arrays: quiescence levels and marks

table-beyond-depth = Beyond depth { $depth }: searched on only where a capture or a promotion is possible or the king is in check, so that no exchange is cut off halfway, up to { $limit } plies past the depth, where a position is scored as it stands.
table-reasons-status = { $reasons }

    Status: { $status }

## A tree opened from a file: the list's end

opened-more-differences = … and { $count } more, less important.

## The node arrays: a level's title and where its values go

table-level-title = NodesAnalysis{ $level }{ $quiescence }: after { $mover }'s moves{ $chance }, { $side } to move ({ $chooser }){ $dice }
table-level-title-named = NodesAnalysis{ $level }{ $quiescence }: after { $mover }'s moves{ $chance }, { $side } to move{ $dice }
table-level-quiescence = { " " }({ $words })
table-level-chance = { " " }and chance's outcomes
table-level-dice = { " " }or the dice (◆)
table-into-root = the root
table-into-level = level { $level }
table-goes-up-chance = ; a chance node ◆ takes their expectation
table-largest = largest (MAX)
table-smallest = smallest (MIN)
table-goes-up = { $count ->
    [one] { $count } node; its value goes up into { $into }, where { $side } takes the { $which }{ $chance }.
   *[other] { $count } nodes; their values go up into { $into }, where { $side } takes the { $which }{ $chance }.
}
table-goes-up-hidden = Its nodes' values go up into { $into }, where { $side } takes the { $which }{ $chance }.

## The replay's narration: what each step does

said-text = { $text }
said-nothing = { "" }
narr-node = { $move } (level { $level }, node { $node })
narr-node-probability = { $move } (level { $level }, node { $node }, probability { $probability })
narr-no-value = no value
narr-the-root = the root
narr-the-root-capital = The root
narr-chooser-max = MAX (the largest value)
narr-chooser-min = MIN (the smallest value)
narr-start = The root: { $side } to move. Step to see every move { $side } can make (level 0).
narr-reveal-quiescence = Level { $level } (NodesAnalysis{ $level }), beyond the depth: quiescence search. { $count } positions after { $plies } half-moves, reached by { $side }'s captures, promotions and answers to check only, each with its static score.{ $last }
narr-quiescence-last = { " " }This is quiescence's last level: { $count } of them { $count ->
    [one] is
   *[other] are
} not quiet, but stopped at the quiescence limit (10 plies past the depth): scored as it stands.
narr-reveal = Level { $level } (NodesAnalysis{ $level }): { $count } positions after { $plies ->
    [one] { $plies } half-move
   *[other] { $plies } half-moves
}, reached by { $side }'s moves{ $chance }, each with its static score.
narr-reveal-chance = { " " }and by chance's outcomes (the dice)
narr-adds-last = { $child } adds { $weighted } to the expectation of { $parent }, a chance node. Every outcome is in: { $expectation }.
narr-adds = { $child } adds { $weighted } to the expectation of { $parent }, a chance node: nobody chooses there, each outcome counts by its probability.
narr-chance-node = { $parent } is a chance node: nobody chooses there, the dice do. It takes the expectation of its { $count } outcomes, each value times its probability: { $expectation }.
narr-compare-pruned = { $child } was pruned: alpha-beta never searched it, so it has no value to compare.
narr-compare-first = { $child } is the first child of { $target }: its value { $value } is the best so far.
narr-compare-better = { $side } prefers { $value } from { $child } to the best so far, { $best }: { $target } now has { $value }.
narr-compare-worse = { $value } from { $child } is no better for { $side } than { $best }: { $target } keeps { $best }.
narr-takes-stand-pat = { $target } takes the { $chooser } of its own static score { $score } (it may stand pat) and its { $count } captures: { $value }.
narr-takes = { $target } takes the { $chooser } of its { $count } children: { $value }.
narr-into-level = level { $level }
narr-backing-up = Backing up level { $level } into { $into }: in every position of { $into }, { $side } is to move and takes the { $chooser } of its moves' values.{ $chance }
narr-backing-up-chance = { " " }At a chance node nobody chooses: it takes the expectation, each outcome's value times its probability, added up.
narr-choice = The root chooses { $move } with value { $value }. Expected line (principal variation): { $line }{ $dice }.
narr-choice-dice = , then the dice decide: the value is what MAX can expect on average
narr-enter-ordered = { $entered } { $why }
narr-ordered-killer = { $move } was tried early: it was a killer move at this ply, a quiet move that caused a cutoff in another position at the same ply.
narr-ordered-history = { $move } was tried early: its history score, earned by the cutoffs it caused so far in this search, put it ahead of the other quiet moves.
narr-window = { " " }with α = { $alpha }, β = { $beta }
narr-enter-chance = Enter { $node }{ $window }: a chance node. Nobody chooses here: the dice do. Its { $count } outcomes are all searched{ $full }, and its value will be their expectation.
narr-enter-chance-full = , each with the full window α = −∞, β = +∞: one outcome can pull an average anywhere, so nothing below a chance node is cut
narr-enter-transposition = Enter { $node }{ $window }: reached before by another order of moves, at { $source }. Its value comes from the transposition table: { $value }.
narr-enter-stands-pat = Enter { $node }{ $window }: captures or promotions are possible, but its static score { $value } is already too good for the window, so { $side } stands pat and none of them is even listed.
narr-enter-limit = Enter { $node }{ $window }: not quiet (a capture, a promotion or an answer to check is still possible), but stopped at the quiescence limit (10 plies past the depth): scored as it stands: { $value }.
narr-enter-leaf = Enter { $node }{ $window }: { $what }, scored { $value }.
narr-leaf-quiet = a quiet leaf at full depth
narr-leaf-full-depth = a leaf at full depth
narr-leaf-checkmate = checkmate
narr-leaf-stalemate = stalemate
narr-leaf-draw = a draw by rule
narr-leaf-pruned = pruned
narr-leaf-quiescence = a quiet position beyond the depth
narr-leaf-transposition = a transposition
narr-enter-quiescence = Enter { $node }{ $window }: not quiet. Quiescence: { $side } may stand pat on its static score { $score }, or try its { $count ->
    [one] { $count } capture or promotion
   *[other] { $count } captures and promotions
}.
narr-enter-check = Enter { $node }{ $window }: in check, so quiescence searches its { $count ->
    [one] { $count } answer
   *[other] { $count } answers
} (no standing pat in check).
narr-enter = Enter { $node }{ $window }: search its { $count ->
    [one] { $count } reply
   *[other] { $count } replies
}.
narr-return-expectation = { $node } returns its expectation to { $parent }: { $sum }.{ $cutoff }
narr-return = { $node } returns { $value } to { $parent }.{ $cutoff }
narr-cutoff = { " " }Cutoff: { $test }. { $other } already has a better choice elsewhere and will never allow this position, so { $count ->
    [one] its { $count } remaining move is pruned.
   *[other] its { $count } remaining moves are pruned.
}

## The small games: tic-tac-toe and Connect Four played in the window.
game-chess = Chess
game-tictactoe = Tic-tac-toe
game-connect4 = Connect Four
toolbar-game-hint = The game to play: the game left waits where it was
small-cell = Cell { $cell }
small-column = Column { $column }
small-thinking = Thinking… { $nodes } nodes, { $seconds } s
small-cancel = Cancel
small-moves = Moves: { $moves }
small-new-as-x = New game: you play x
small-new-as-x-hint = You move first (x); the computer plays o
small-new-as-o = New game: you play o
small-new-as-o-hint = The computer moves first (x); you play o
small-study = Think about this position
small-study-hint = S: search the position on the board to study its tree; nothing is played
small-position-tictactoe = Position: nine cells row by row, x, o or . (x.o.x....)
small-position-connect4 = Position: the columns played, 1 to 7 (4453), or six rows from the top
small-position-load = Set position
small-depth-hint = How many moves ahead the computer looks, 1 to { $limit }
small-mcts = Monte Carlo tree search
small-mcts-hint = The tree grows by random playouts instead of a search to a depth: the iterations, C and seed are those chosen for chess (the algorithm menu)
small-to-move-you = { $side } to move (you)
small-to-move-computer = { $side } to move (the computer)
small-wins = { $side } wins
small-draw = A draw: the board is full
small-fallback = { $chosen } would pass the node budget, so the computer searched with { $used }.
small-failed = The computer cannot move: { $reason }.
small-board-shows-node = The board shows a position of the search.
small-back-to-game = Back to the game

## A value shown rounded in the node arrays, with its exact fraction

narr-shown-as = { $exact } (shown as { $shown })
small-mcts-no-move = it found no move


## The MCTS view's stepper: the phase, the iteration and what the step does

mcts-phase-start = Start
mcts-phase-select = Select
mcts-phase-expand = Expand
mcts-phase-simulate = Simulate
mcts-phase-backpropagate = Back-propagate
mcts-iteration-of = Iteration { $iteration } of { $total }
mcts-before-first = Before iteration 1 of { $total }
mcts-narr-start = The root alone: { $side } to move, { $count ->
    [one] { $count } move
   *[other] { $count } moves
} to try. Each iteration adds one node: select, expand, simulate, back-propagate.
mcts-narr-select-root-untried = Iteration { $iteration }, select: the root still has a move not tried, so there is nothing to choose yet.
mcts-narr-select = Iteration { $iteration }, select: { $steps }. { $end }
mcts-narr-chooses = { $side } chooses { $node } (UCB { $ucb })
mcts-narr-then = { $before }, then { $next }
mcts-narr-select-untried = { $node } has a move not tried yet.
mcts-narr-select-game-ends = The game ends at { $node }.
mcts-narr-expand = Iteration { $iteration }, expand: { $node } joins the tree below { $parent }: node { $index } of level { $level } (NodesAnalysis{ $level }), N 0, W 0.
mcts-narr-expand-root = Iteration { $iteration }, expand: { $node } joins the tree below the root: node { $index } of level { $level } (NodesAnalysis{ $level }), N 0, W 0.
mcts-narr-expand-nothing = Iteration { $iteration }, expand: nothing to add, the game ends at { $node }.
mcts-narr-simulate = Iteration { $iteration }, simulate: { $played }. Result { $result }.
mcts-narr-no-playout = no random move from { $from }
mcts-narr-playout = random moves from { $from }: { $moves }
mcts-narr-backpropagate = Iteration { $iteration }, back-propagate: the result { $result } is added along the path: the root N { $visits } W { $total }, { $path }.
mcts-result-game-ends = { $result }: the game ends there ({ $end })
mcts-result-playout-ended = { $result }: the playout ended the game
mcts-result-evaluation = { $result }: the evaluation there, { $score }, is White's winning chance { $result }
mcts-result-game-ends-with = { $result }: the game ends there, { $how }
mcts-result-played-to-end = { $result }: the playout played the game to its end, { $how }
mcts-result-scaled = { $result }: the leaf's { $value } scaled between the smallest leaf, { $lowest }, and the largest, { $highest }
mcts-result-sign = { $result }: the leaf's { $value } is { $outcome } for MAX
mcts-side-wins = { $side } wins
mcts-a-win = a win
mcts-a-draw = a draw
mcts-a-loss = a loss
mcts-end-white-mates = White mates
mcts-end-black-mates = Black mates

## The MCTS view's tree, node arrays and comparison; the tree view's folded families

node-root = root
node-root-value = root: { $value }
tree-more = +{ $count } more
tree-more-said = +{ $count } more: show every move of { $parent }
tree-more-said-root = +{ $count } more: show every move of the root
tree-more-hint = Click to draw the whole family
mcts-drawing = MCTS tree (drawing)
mcts-new-node = new node
mcts-kept-back-hint = Kept back until the question is answered
mcts-node-hint = { $name }: visited { $visits ->
    [one] { $visits } time
   *[other] { $visits } times
}, total W { $total } (mean { $mean }, for White / MAX)
mcts-numbers-under = N { $visits } · W { $total } under { $name }
mcts-playout-result = result { $result }
mcts-playout-said = Playout: { $moves }
mcts-leaves = Leaves (value → result)
mcts-leaf-landed = { " " }(the playout's leaf)
mcts-col-n = n
mcts-col-n-hint = The node's number in its level's array, in the order the nodes were created
mcts-col-parent-hint = The number of its parent in the level above (root: a move from the root)
mcts-col-move-hint = The move (or the drawn tree's label) that leads to the node
mcts-col-visits = N
mcts-col-visits-hint = Visits: how many iterations went through the node so far
mcts-col-total = W
mcts-col-total-hint = Total result of those iterations, for White (MAX): 1 a win, 0 a loss
mcts-col-mean = W/N
mcts-col-mean-hint = Mean result for White (MAX)
mcts-col-ucb = UCB
mcts-col-ucb-hint = What selection would score the node now, for the side that chooses it: its mean plus C·√(ln N(parent) / N); ∞ before its first visit
mcts-compare-search = Search
mcts-compare-move = Move
mcts-compare-value = Value
mcts-compare-nodes = Nodes
mcts-compare-time = Time
mcts-compare-depth = { $algorithm }, depth { $depth }
mcts-compare-mcts = MCTS, { $count ->
    [one] { $count } iteration
   *[other] { $count } iterations
}
mcts-compare-mean = { $value } (mean)
mcts-settles = MCTS settles on minimax's move after { $count ->
    [one] { $count } iteration
   *[other] { $count } iterations
}: from then on it is the most visited.
mcts-settles-not = MCTS does not settle on minimax's move: at the end another move is the most visited.
mcts-settles-never = MCTS never tried minimax's move (or minimax did not finish).

small-back-to-lesson = Back to the lesson's position
small-from-lesson = The game goes on from the lesson's position: you play { $side }.

## A small game's evaluation, term by term (beside a game lesson's board and in the Evaluation tab).
evaluation-kept = Kept back until the answer is revealed.
evaluation-game-over = The game is over here: its value is the result, not an evaluation.
evaluation-small-caption = The evaluation of the position on the board, from x's view:
evaluation-small-term = { $term }: { $weight } × (x { $x } − o { $o }) = { $points }
evaluation-small-score = score: { $score }
evaluation-c4-threes = open threes
evaluation-c4-threes-hint = A line of four cells with three of the side's discs and one empty cell: one more disc wins. { $points ->
    [one] { $points } point
   *[other] { $points } points
} each.
evaluation-c4-twos = open twos
evaluation-c4-twos-hint = A line of four cells with two of the side's discs and two empty cells: it may become a three. { $points ->
    [one] { $points } point
   *[other] { $points } points
} each.
evaluation-c4-centre = centre column
evaluation-c4-centre-hint = The side's discs in the middle column, which lies in more lines of four than any other. { $points ->
    [one] { $points } point
   *[other] { $points } points
} each.
evaluation-ttt-lines = open lines
evaluation-ttt-lines-hint = Lines of three with none of the other side's marks: lines the side may still fill. { $points ->
    [one] { $points } point
   *[other] { $points } points
} each.

## The game's flow: why a move or a search waits, a typed move, a search that cannot run

session-stale = This search was made for a position that is no longer in the game (moves were taken back or the game was replaced).
session-not-computers-turn = it is not the computer's turn
session-wait-study = wait for the search to finish (or press Esc to cancel it)
session-wait-computer = wait for the computer's move (or press Esc to cancel its search)
session-computers-turn = it is the computer's turn: press M to let it move
session-earlier-shown = an earlier position is shown: go back to the game first (End)
session-game-over = the game is over
session-nothing-to-take-back = There is no move of yours to take back.
session-previous-position = the previous position
session-previous-game = { $moves ->
    [one] the previous game ({ $moves } move)
   *[other] the previous game ({ $moves } moves)
}
session-already-thinking = the computer is already thinking
session-nothing-to-think = Nothing to think about: { $outcome }
session-no-move-found = the search found no move
session-move-not-played = the computer's move could not be played: { $reason }
session-no-book-move = The computer has played no book move to think about.
session-book-move-taken-back = The book move was taken back: press S to think about the position on the board.
move-empty = type a move, such as e2e4 or Nf3
move-not-a-move = "{ $text }" is not a move: type it as e2e4 or Nf3
move-illegal = { $move } is not legal in this position
move-ambiguous = { $move } is ambiguous: say which piece, e.g. Nbd2
move-game-over = the game is over: { $outcome }
algorithm-minimax-words = minimax
algorithm-alpha-beta-words = alpha-beta
algorithm-ordered-words = ordered alpha-beta
said-comma = { $first }, { $rest }
search-error-depth = depth must be 1 to { $max } plies, not { $depth }
search-error-game-depth = depth must be 1 to { $max } plies in { $game }, not { $depth }
search-error-game-over = nothing to search: { $outcome }
search-error-cancelled = the search was cancelled
budget-try-ordered = ordered alpha-beta (it prunes the most)
budget-try-no-quiescence = no quiescence search
budget-try-no-iterative = no iterative deepening (its iterations share the budget)
budget-try-lower-depth = a lower depth
budget-try-bigger = a bigger node budget
budget-free-memory = free some memory
budget-choose-one = choose { $choice }
budget-choose = choose { $choices }, or { $last }
budget-over-nodes = { $search } needs more than its node budget of { $budget }: { $choices }
budget-over-memory = { $search } needs more than the memory a search may take on this computer ({ $memory }): { $choices }
budget-over-refused = { $search } ran out of memory: the computer refused more after { $memory } of node arrays: { $choices }
book-headline = Book move: { $move }
book-headline-named = Book move: { $move } — { $opening }
book-source = from { $book }, chosen with seed { $seed }
session-move-not-legal = the search's move is not legal here

## The game's notices: a move refused, a game loaded or saved, a search cancelled or fallen back

app-read-as-latin1 = { $line }:{ $column }: the file is not UTF-8, so it was read as Latin-1
app-game-waits-practice = The game waits while Practice is open: close Practice (E) to go on with it.
app-mcts-thinking = The computer is thinking (Monte Carlo tree search): wait for its move.
app-new-game = A new game: you play { $side }.
app-cancelled-press-m = The search was cancelled. Press M (Computer move) to let the computer think again.
app-cancelled-press-s = The search was cancelled. Press S (Think about this position) to search it again.
app-now-searches-with = The computer now searches with { $search }.
app-copied-fen = The position was copied as FEN.
app-copied-pgn = The game was copied as PGN.
app-previous-game-back = The previous game is back.
app-from-lesson = The game goes on from the lesson's position: you play { $side }.
app-loaded-finished = Loaded a finished game: { $outcome }
app-loaded-finished-from = Loaded a finished game from { $file }: { $outcome }
app-loaded = Loaded: the game continues from this position, and you play { $side }.
app-loaded-from = Loaded from { $file }: the game continues from this position, and you play { $side }.
app-dialog-open = A file dialog is open already: choose a file there, or cancel it.
app-filter-pgn = PGN game
app-filter-book = Polyglot opening book
app-filter-tree = Search tree (klados-tree/1)
app-no-folder-chosen = No folder was chosen. If no dialog appeared, this desktop has none: type the folder's path in its field instead.
app-no-file-chosen = No file was chosen. If no dialog appeared, this desktop has none: type the file's path in the FEN and PGN window (Ctrl+L) instead.
app-not-opened = { $file } could not be opened: { $reason }.
app-game-saved = The game was saved to { $file }.
app-game-not-saved = The game could not be saved to { $file }: { $reason }.
app-fell-back = { $chosen } would pass the node budget, so the computer searched with { $used } (see the panel).
file-not-regular = not a regular file
file-too-large = too big: the limit is { $limit } bytes
file-not-found = there is no such file
file-permission-denied = permission denied
app-book-lost = The opening book chosen last time could not be used ({ $reason }); { $book } is used instead.
app-book-stays = { $reason }. The book stays { $book }.
app-book-now = The computer's book is now { $book }.
app-book-now-off = The computer's book is now { $book } (switch on “Play from the opening book” in Settings to use it).
app-no-book-chosen = No book file was chosen; the book stays { $book }. (If no dialog appeared, this desktop has none.)
app-study-after-book = The computer played a book move: nothing was searched, so there is no tree. Think about this position (left) shows what the search would have played.
app-study-waiting = The search's tree and node arrays appear here once the computer has thought: play a move, or press S to search the position on the board.
app-back-to-root = Back to the tree's root
app-mcts-running = Monte Carlo tree search is running already: wait for it, or cancel it.
app-mcts-failed = Monte Carlo tree search: { $reason }.
app-mcts-no-move = Monte Carlo tree search found no move.
mcts-over-budget = Monte Carlo tree search needs more than its node budget of { $count } nodes: choose fewer iterations
app-tree-being-read = A search tree is being read already: open { $file } when it is shown.
app-opening = Opening { $file }… { $seconds } s
app-opening-nodes = Opening { $file }: { $count ->
    [one] { $count } node
   *[other] { $count } nodes
} so far… { $seconds } s
app-not-read = { $file } could not be read.
app-handout-a-tree = A tree
app-handout-position = { $side } to move, depth { $depth }, { $algorithm }

## The notes over the search shown: the board moved on, a fallback, settings changed

notes-moved-on = The board has moved on since this search.
notes-think-again = Think again
notes-think-again-here-hint = S: search the position on the board now
notes-think-again-hint = Search the same position again with the settings as they are now
notes-use-it = Use it
notes-use-it-hint = Use { $search } from now on
notes-raise-budget = Raise budget
notes-raise-budget-hint = Raise the node budget to { $budget } (bigger trees take more memory)
notes-fell-back = { $chosen } passed the budget: this is { $used }.
notes-fell-back-full = { $chosen } would need more than { $budget }, the node budget. So this is { $used } ({ $count ->
    [one] { $count } node
   *[other] { $count } nodes
}): it fits.
notes-depth-changed = depth { $before } → { $now }
notes-budget-changed = budget { $before } → { $now } nodes
notes-budget-too-small = a budget of { $budget } nodes (this tree has { $count })
notes-changed = Settings changed since this search: { $changes }.
notes-changed-full = This search used { $used }; the settings now say { $now } (a budget of { $budget }). Think again to search the same position with them.
technique-quiescence-short = quiescence
technique-iterative-short = iterative deepening
technique-transpositions-short = transposition table
technique-killers-short = killer moves
technique-history-short = history heuristic

## The thinking panel's header: nodes per level

header-level = level { $level }
header-levels-from-to = levels { $first }–{ $last }
header-level-count = level { $level }: { $count }
header-beyond-depth = beyond the depth: quiescence
header-levels-hint = Nodes per level, on a log scale: every level is many times the one above.
header-levels-hint-beyond = Nodes per level, on a log scale: every level is many times the one above. The outlined levels are beyond the depth: quiescence search, captures, promotions and check evasions only ({ $levels }).

## What the views say about a node: quiescence, stand pat, the limit, a transposition, an exact value

node-quiescence-words = quiescence: captures, promotions and check evasions only
node-stand-pat-hint = Could stand pat on its static score: quiescence lets the side to move keep the position as it is, so its value is the best of its static score and its captures' values.
node-quiescence-limit-hint = Not quiet (a capture, a promotion or an answer to check was still possible), but quiescence stopped at its limit (10 plies past the depth): scored as it stands, so its value may be wrong by what the exchange would have won.
node-horizon = Beyond depth { $depth }: { $words }
node-name = level { $level }, node { $node }
node-transposition-hint = Reached before by another order of moves: value from the transposition table (searched at { $node }: { $line }). Click to go there.
table-node-reasons = Node { $node }: { $reasons }
table-stand-pat = stand pat
table-at-limit = at the limit
table-ordered = { $status }, { $by }
table-ordered-killer = killer
table-ordered-history = history
node-ordered-killer-hint = Tried early as a killer move: a quiet move that caused a cutoff in another position at the same ply.
node-ordered-history-hint = Tried early by the history heuristic: its moves' cutoffs so far gave it a high score.
table-differs-here = Differs here ({ $kind }):
    { $reasons }
table-expectation-hint = A chance node's expectation: { $sum }.
table-exactly-hint = Exactly { $words }: below a chance node values are fractions, and the table shows the nearest whole number.
table-bound-hint = ≤ or ≥: alpha-beta proved only a bound, which was enough to decide.

## The tree view: what a node's hover says and what screen readers hear

tree-said-now = , now α { $alpha } and β { $beta }
tree-said-entered = , entered with α { $alpha } and β { $beta }
tree-said-ended = , ended with α { $alpha } and β { $beta }
tree-said-earlier = , earlier α { $alpha } and β { $beta }
tree-root-window-hint = { $window } under it: α and β at the root as they stand now
tree-said-not-reached = { $label } { $name }, not reached yet
tree-named-ahead-hint = Not reached yet by the replay: it has no value yet
tree-not-reached-hint = Not reached yet by the replay
tree-said-pruned = { $label } { $name }: pruned
tree-pruned-hint = Pruned: alpha-beta never searched this move
tree-game-ends-hint = { $status }: the game ends here
tree-chance-hint = A chance node: nobody chooses here, the dice do. It takes the expectation: each child's value times its probability (on the edge), added up
tree-chance-sum-hint = A chance node: nobody chooses here, the dice do. It takes the expectation: each child's value times its probability (on the edge), added up:
    { $sum }
tree-exactly-hint = Exactly { $words }.
tree-said-exactly = , exactly { $words }
tree-said-chance = , a chance node
tree-said-probability = , probability { $probability }
tree-static-score-hint = In brackets: its static score; no value has come up from its children yet.
tree-said-transposition = , a transposition of { $node }
tree-said-stand-pat = , could stand pat
tree-said-limit = , stopped at the quiescence limit
tree-badge-killer = K
tree-badge-history = H
tree-said-killer = , tried early as a killer move
tree-said-history = , tried early by the history heuristic
legend-killer = { $badge } killer move
legend-killer-short = { $badge } killer
legend-history = { $badge } history heuristic
legend-history-short = { $badge } history
tree-window-now = as they stand now, while the search is inside it
tree-window-returned = as they stood when it returned (the window it ended with)
tree-window-entered-kept = when the search entered it (any narrowing since is kept back until the answer is revealed)
tree-window-entered = when the search entered it
tree-window-earlier = as they stood at the lesson's last step (how they narrowed since is kept back until the answer is revealed)
tree-window-hint = { $window } under it: α and β { $when } (α: the least MAX is already sure of, β: the most MIN will allow)
tree-max-hint = { $side } to move here: takes the largest (MAX) of its children's values
tree-min-hint = { $side } to move here: takes the smallest (MIN) of its children's values

## The tree view's and the code listing's names for screen readers; the horizon; a standing pat in the call stack

tree-drawing = Tree view (drawing)
tree-horizon = ▼ beyond depth { $depth }: quiescence
code-listing-label = Code listing (in sight)
code-said-lit = Lit line { $line }: { $code }
code-said-also-lit = Also lit, line { $line }: { $code }
code-said-line = Line { $line }: { $code }
code-said-this-line = this line
code-stand-pat-value = { $value } stand pat

## A tree opened from a file: where a difference is, where a click goes, a file dropped

kind-best-move = best move
kind-root-value = root value
kind-backup = backed up wrongly
kind-leaf = leaf value
kind-ending = leaf or not (a mate, a draw, the depth)
kind-searched-too-much = searched, though alpha-beta prunes it
kind-pruned-too-much = pruned, though alpha-beta must search it
kind-missing = missing move
kind-extra = extra move
kind-order = order of moves
kind-follows = follows from a wrong value below (not counted)
opened-place-root = the root
opened-place-node = level { $level }, node { $node } ({ $name })
opened-place-missing = level { $level }, missing under level { $parent-level }, node { $parent-node } ({ $parent })
opened-place-missing-root = level { $level }, missing at the root
opened-go-root = { $kind }: click to go to the end of the replay, where the root chooses.
opened-go-missing = { $kind }: click to go to the node the move is missing under.
opened-go-node = { $kind }: click to go to this node, at the step where its value goes up.
opened-not-counted = It is not counted: the mistake is below it.
opened-bad-drawn-tree = { $file }: tree, { $error }
opened-file-gone = the file is no longer at hand
opened-drop-hint = Drop a search tree (.json, klados-tree/1) to replay it, or a game (.pgn) to play on

## Practice: what a student typed that cannot be read; the sheet's names for screen readers

practice-typed-not-a-number = "{ $text }" is not a number: type a whole number such as 3 or -2
practice-typed-not-a-bound = "{ $text }" is not a bound: type a whole number such as 3, or -inf or +inf
practice-both-bounds = { $node }: write both α and β, or neither
sheet-leaf-value-of = Leaf value of { $node }
sheet-value-of = Value of { $node }
sheet-node = Node { $node }
builder-lesson-summary = A tree made in the tree builder.
lesson-search-no-result = the search stopped without a result

## The tree view's window for screen readers

tree-said-window-under = { $window } under { $node }

## A game's name in a sentence

game-words-chess = chess
game-words-drawn = a drawn tree
game-words-tictactoe = tic-tac-toe
game-words-connect4 = Connect Four

## A FEN that cannot be used: what is wrong, and where

fen-invalid = invalid FEN "{ $fen }": { $reason }
fen-impossible = impossible position in FEN "{ $fen }": { $reason }
fen-empty = the FEN is empty
fen-control = a control character ('{ $character }'); the fields are separated by spaces
fen-side-to-move = the side to move is '{ $side }': w or b
fen-too-many-fields = { $count } fields; a FEN has 6 (board, side to move, castling, en passant, two clocks)
fen-in-hand = "{ $hand }" after the board: in standard chess no pieces are held in hand
fen-ranks = { $count } ranks; a FEN board has 8, separated by /
fen-count = '{ $digit }' on rank { $rank }: empty squares are counted 1 to 8
fen-letter = unknown piece letter '{ $letter }' on rank { $rank } (PNBRQK are White's pieces, pnbrqk Black's)
fen-squares = rank { $rank } has { $squares } squares; each rank has 8
fen-castling = the castling field is - or letters from KQkq
fen-en-passant = the en passant field is - or the square a pawn skipped, such as e3
fen-halfmove-clock = the half-move clock (the fifth field) is a whole number from 0 to 4294967295
fen-fullmoves = the move number (the sixth field) is a whole number from 1 to 4294967295
fen-turn = the side to move is w or b
fen-board = the board is not eight ranks of pieces and empty squares
fen-fields = { $count } fields; a FEN has the board, the side to move, castling, en passant and two clocks
fen-empty-board = the board is empty
fen-missing-king = a king is missing (each side has one)
fen-too-many-kings = too many kings (each side has one)
fen-pawn-back-rank = a pawn on the first or last rank
fen-bad-castling = castling rights the pieces do not allow
fen-bad-en-passant = the en passant square does not follow a two-square pawn move
fen-opposite-check = the side not to move is in check
fen-impossible-check = a check no move could have given
fen-too-much-material = more pieces than a game can have
fen-variant = a rule of standard chess is broken
fen-not-standard = not a position of standard chess

## What Klados kept between runs (settings, the game, the window's state) and could not use
state-then = { $first } { $second }
state-settings-unreadable = The saved settings could not be read ({ $reason }); Klados started with the defaults.
state-settings-unreadable-in = The saved settings in { $file } could not be read ({ $reason }); Klados started with the defaults.
state-settings-not-object = they are { $kind ->
        [null] null
        [bool] true or false
        [number] a number
        [string] text
        [array] a list
       *[other] something else
    }, not an object
state-settings-no-version = they have no version
state-settings-bad-key = { $key } is { $value }, which Klados does not read there
state-settings-other-version = The saved settings come from another version of Klados (format { $found }, this one reads { $reads }); Klados started with the defaults.
state-settings-out-of-range = Some saved settings were out of range ({ $settings }) and were reset to their defaults.
state-replaced-depth = depth { $depth }
state-replaced-budget = node budget { $count }
state-replaced-zoom = zoom { $zoom }
state-replaced-divider = a divider at { $share }
state-replaced-mcts = a Monte Carlo tree search setting
state-settings-not-saved = The settings could not be saved to { $file } ({ $reason }); they stay as they are until Klados closes.
state-kept-as = The file was kept as { $file }.
state-not-moved = It could not be moved aside ({ $reason }).
state-not-utf8 = not UTF-8 text
state-game-format = format { $found } (this Klados reads { $reads })
state-game-moves = its moves: { $reason }
state-game-unreadable = The game saved last time in { $file } could not be read ({ $reason }); a new game was started.
state-game-not-saved = The game could not be saved to { $file } ({ $reason }); it will not be offered next time.
state-window-unreadable = The saved window state in { $file } could not be read ({ $reason }); the window opened as new.
state-window-reset = Some of the saved window state in { $file } could not be used ({ $reasons }) and were reset.
state-window-not-corrected = Some of the saved window state in { $file } could not be used ({ $reasons }) and were ignored, but the file could not be corrected ({ $reason }).
state-egui-memory = egui's memory: { $reason }
state-zoom = a zoom factor of { $zoom }
state-window-size = the window's size: { $reason }
state-window-number = a window size or place of { $number }
file-is-a-folder = it is a folder, not a file
file-path-not-folder = a part of its path is not a folder
file-disk-full = the disk is full
file-read-only = the disk is read-only

## A small game's position typed that is no position: what is wrong
small-bad-ttt-character = the position has '{ $found }' at cell { $cell }: each cell is x, o or . (empty)
small-bad-ttt-cells = the position has { $cells } cells; tic-tac-toe has 9: x, o or . for each, row by row from the top left
small-bad-marks = x has { $xs } marks and o { $os }: x moves first and the players take turns, so x has as many as o or one more
small-bad-both-three = both x and o have three in a row: no game gets there
small-bad-three = { $side } has three in a row: the game is over
small-bad-four = { $side } has four in a row: the game is over
small-bad-full = the board is full: the game is over (a draw)
small-bad-no-column = move { $number } is column { $column }: the columns are 1 to 7, from the left
small-bad-after-end = move { $number } (column { $column }) comes after { $winner } won: the game was over
small-bad-column-full = move { $number } drops into column { $column }, which is full (6 discs)
small-bad-c4-character = the position has '{ $found }': a cell is x, o or . (empty), a list of columns only digits 1 to 7
small-bad-c4-cells = the position has { $cells } cells; Connect Four has 42: six rows of seven, the top row first
small-bad-floats = the disc in column { $column }, row { $row } from the bottom, floats: the cell below it is empty
small-bad-discs = x has { $xs } discs and o { $os }: x moves first and the players take turns, so x has as many as o or one more
small-bad-over = the game is over: there is nothing to search

## Why a drawn tree cannot be searched, and why a comparison's search made no choice
drawn-empty = the tree has no moves: the root needs at least one child
drawn-no-children = node "{ $node }" has no children and no value
drawn-too-deep = the tree is { $depth } plies deep; at most { $max } are allowed
drawn-value-out-of-range = leaf "{ $node }" has the value { $value }; values must lie between -29000 and 29000
drawn-too-many-children = node "{ $node }" has more than 255 children
drawn-probability-count = chance node "{ $node }" has { $children } children but { $probabilities } probabilities
drawn-distribution = chance node "{ $node }": { $reason }
drawn-too-fine = the chance nodes' probabilities, multiplied down the tree, need a common denominator of more than 1,000,000,000,000; use fewer nested chance nodes or simpler fractions
drawn-chance-in-practice = "{ $node }" is a chance node; practice trees have none (a lesson teaches expectimax)
chance-not-one = the probabilities add up to { $sum }, not 1
chance-too-fine = the probabilities need a common denominator of more than 1000000
compare-no-move = no move

## A Polyglot book file that cannot be used
book-unreadable = { $file }: cannot read the book: { $reason }
book-is-folder = it is a folder, not a book file
book-not-regular = it is not a regular file
book-too-large = { $file }: the file is { $size } MB; Klados reads books of at most { $most } MB
book-empty = { $file }: the file is empty, so it is not a Polyglot book
book-no-moves = { $file }: none of its { $entries } entries holds a move a chess position can have: it is not a Polyglot book of chess
book-truncated = { $file }: { $bytes } bytes is not a whole number of 16-byte entries: the file is cut short, or it is not a Polyglot book
book-out-of-order = { $file }: entry { $entry } comes before the one above it (a book is sorted by key): the file is damaged, or it is not a Polyglot book

## A lesson file that could not be loaded (the lesson list's failed files)
lesson-unreadable = { $file }: could not read it: { $reason }
lesson-not-a-file = { $file }: not a regular file (a folder, a FIFO or a device): a lesson is a plain file
lesson-too-large = { $file }: larger than 1 MB: a lesson file is a few kilobytes
lesson-invalid = { $file }:{ $line }:{ $column }: { $field }: { $message }
lesson-invalid-json = { $file }:{ $line }:{ $column }: { $message }

## The find box: why a text names no node of the tree
find-empty = Type a line of moves (Nf3 e5 Bc4) or a level and a node (2:17).
find-no-level = There is no level { $asked }: the tree has levels 0 to { $last }.
find-no-node = Level { $level } has nodes 1 to { $count }: there is no node { $asked }.
find-no-move-root = No move { $word } in the position searched.
find-no-move-after = No move { $word } after { $line }.
find-not-searched-root = { $word } was not searched in the position searched.
find-not-searched-after = { $word } was not searched after { $line }.

## A PGN game that could not be read (its line:column first), and what was skipped in one that was
pgn-at = { $line }:{ $column }: { $problem }
pgn-no-game = there is no game in this text
pgn-malformed-tag = a tag must read [Name "value"] on one line
pgn-tag-not-closed = the value of the tag { $tag } is never closed with " on its line
pgn-tags-unreadable = the tags here could not be read as PGN tags
pgn-variant = the game is "{ $game }": Klados plays standard chess only
pgn-not-a-result = "{ $text }" is not a result: write 1-0, 0-1, 1/2-1/2 or *
pgn-bad-fen = the FEN tag cannot be used: { $reason }
pgn-comment-not-closed = a comment opened here is never closed
pgn-stray-comment-end = this {"}"} closes no comment
pgn-stray-variation-end = this ) closes no variation
pgn-variation-not-closed = a variation opened here is never closed
pgn-nag-without-number = a $ must be followed by a number (a NAG such as $1)
pgn-neither-number-nor-move = "{ $text }" is neither a move number nor a move
pgn-not-a-move = "{ $text }" is not a move
pgn-unread = "{ $text }" could not be read
pgn-moves-unplaced = the moves after this one could not be placed
pgn-move = move { $number } { $side }, { $move }, { $why }
pgn-for-white = for White
pgn-for-black = for Black
pgn-after-the-end = comes after the game is over ({ $outcome })
pgn-ambiguous = is ambiguous in that position: say which piece
pgn-illegal = is not legal in that position
pgn-refused = cannot be played: { $reason }
pgn-skipped-variations = { $line }:{ $column }: { $count ->
    [one] a variation ({ $start }) was skipped: Klados plays the main line
   *[other] { $count } variations were skipped, the first here ({ $start }): Klados plays the main line
}
pgn-skipped-comments = { $line }:{ $column }: { $count ->
    [one] a comment was skipped: Klados keeps the moves
   *[other] { $count } comments were skipped, the first here: Klados keeps the moves
}
pgn-skipped-annotations = { $line }:{ $column }: { $count ->
    [one] an annotation (such as !? or $1) was skipped: Klados keeps the moves
   *[other] { $count } annotations (such as !? or $1) were skipped, the first here: Klados keeps the moves
}
pgn-result-differs = { $line }:{ $column }: the result { $token } differs from the Result tag ({ $tag }); Klados keeps { $token }
pgn-more-games = { $line }:{ $column }: the text goes on with more after the first game; Klados read only the first

## A klados-tree/1 file that could not be opened: where in it
tree-file-unreadable = { $file }: { $reason }
tree-file-not-json = line { $line }, column { $column }: { $reason }
tree-file-node = level { $level }, node { $node }: { $reason }
tree-file-is-folder = it is a folder, not a tree file
tree-file-not-regular = it is not a regular file
tree-file-too-large = the file is larger than { $megabytes } MB, the most Klados opens (some 600,000 nodes): write a shallower search

## h-i44c: why a klados-tree/1 file cannot be opened (the reason after its place; JSON keys stay as the file writes them)
tree-file-json-kind = { $kind ->
        [null] null
        [bool] true or false
        [number] a number
        [string] text
        [array] a list
        [object] an object
       *[nothing] nothing
    }
tree-file-json-list = a list of { $count ->
        [one] { $count } item
       *[other] { $count } items
    }
tree-file-json-object = an object of { $count ->
        [one] { $count } key
       *[other] { $count } keys
    }
tree-file-json-missing = missing
tree-file-not-object = a klados-tree/1 file is a JSON object, { "{" }"format": "klados-tree/1", "levels": […]{ "}" }, not { $found }
tree-file-no-format = this is not a klados-tree/1 file: it has no "format"
tree-file-other-format = this is not a klados-tree/1 file: its format is { $found }
tree-file-fen = fen: { $reason }
tree-file-not-text = { $key } must be text, not { $found }
tree-file-problem-not-text = tree must be the problem as text, such as "[[3, 12, 8], [2, 4, 6]]", not { $found }
tree-file-depth = depth must be a whole number of plies, at most { $most }, not { $found }
tree-file-unknown-algorithm = algorithm "{ $name }" is not one Klados knows: minimax, alphabeta, ordered or mcts
tree-file-unknown-game = game "{ $name }" is not one Klados knows: chess, drawn, tictactoe or connect4
tree-file-game-not-text = game must be text, such as "tictactoe", not { $found }
tree-file-fen-in-game = a tree of { $game } gives its root as "position", not "fen"
tree-file-no-position = a tree of { $game } needs its root's "position"
tree-file-position = position: { $reason }
tree-file-game-not-here = a tree of { $game } cannot be read here: this reader knows chess and drawn trees only
tree-file-no-levels = the file has no "levels": a klados-tree/1 file lists its nodes level by level
tree-file-levels-not-list = levels must be a list of levels, [{ "{" }"nodes": […]{ "}" }, …], not { $found }
tree-file-too-many-levels = the file has { $count } levels: a tree Klados opens has at most { $most }
tree-file-techniques-not-list = techniques must be a list of names, not { $found }
tree-file-unknown-technique = technique { $found } is not one Klados knows: { $known }
tree-file-mcts-not-graded = a Monte Carlo tree search's tree is not graded: its playouts are random moves, so another program's MCTS grows another tree from the same position and no one tree is right (open the file in the window to replay it)
tree-file-cancelled = the reading was cancelled
tree-file-level-not-object = level { $level } must be an object, { "{" }"nodes": […]{ "}" }, not { $found }
tree-file-nodes-not-list = level { $level }: nodes must be a list of nodes, not { $found }
tree-file-node-not-object = a node is an object such as { "{" }"n": 1, "parent": 0, …{ "}" }, not { $found }
tree-file-mcts-node-not-object = a node is an object, not { $found }
tree-file-parent-order = its parent { $parent } comes after parent { $previous }'s children: list each node's moves together, in the order you searched them, so that a level's nodes come in the order of their parents
tree-file-the-root = the root
tree-file-node-of-level = node { $node } of level { $level }
tree-file-family-too-large = { $parent } has more than { $most } moves, the most a node may have in a tree Klados opens (a chess position has at most 218)
tree-file-wrong-number = n is { $found }, but it is node { $n } of its level: number the nodes of a level 1, 2, 3 … in order
tree-file-unknown-status = status { $found } is not one of searched, checkmate, stalemate, draw, pruned, quiescence, transposition
tree-file-out-of-range = { $key } { $found } is out of range: values lie between −{ $mate } and { $mate } (mate)
tree-file-not-whole = { $key } must be a whole number, not { $found }
tree-file-total-not-number = total must be a number, not { $found }
tree-file-no-value = it is { $status } but has no value: only a pruned node has none
tree-file-re-searched-name = re_searched names { $found }, not null_window or reduction
tree-file-re-searched-not-list = re_searched must be a list such as ["null_window"], not { $found }
tree-file-mark-number = { $key } { $found } must be a whole number up to { $most }
tree-file-null-move-name = null_move { $found } is not cut or no_cut
tree-file-aspiration-not-list = aspiration: must be a list of attempts, not { $found }
tree-file-aspiration-number = aspiration: an attempt's { $key } must be a whole number
tree-file-aspiration-result = aspiration: an attempt's result must be fail_low, fail_high or inside
tree-file-utilities-not-list = utilities { $found } must be a list of whole numbers, one per player, such as [1, 2, 6]
tree-file-utilities-players = utilities has { $count } numbers; a tree of tuples has 3 or 4 players, one number each
tree-file-utilities-length = utilities has { $has } numbers, but the tree has { $players } players (level { $level }, node { $node } has { $players }): every node needs one utility per player
tree-file-utilities-missing = it has no utilities, but the tree has { $players } players: give it a tuple such as [1, 2, 6]
tree-file-unknown-bound = bound { $found } is not exact, lower or upper
tree-file-bad-source = source { $found } must be the n of a node listed before it in its level
tree-file-no-source = a transposition needs its source: the n of the node in its level that searched it
tree-file-unknown-ordered-by = ordered_by { $found } is not killer or history
tree-file-bad-probability = probability { $found } must be a fraction such as "1/6"
tree-file-no-parent = it has no parent: give the n of its parent in the level above (0 for the root)
tree-file-root-parent = parent { $parent } is out of range: the nodes of level 0 have the root, 0, as parent
tree-file-parent-out-of-range = parent { $found } is out of range: level { $level } has { $count } nodes, numbered from 1
tree-file-name-too-long = { $key } "{ $name }" is { $count } characters long: a move's name has at most { $most }
tree-file-name-not-text = { $key } must be text, not { $found }
tree-file-uci-without-fen = it has a uci move, but the file has no fen: a chess tree needs its root's fen
tree-file-no-name = it has no { $key }: name its move
tree-file-source-not-searched = source { $source } did not search the position (it is pruned or a transposition itself)
tree-file-searched-after-pruned = it is searched after node { $node }, which is pruned: alpha-beta prunes only the moves after a cutoff, so list the pruned moves after the searched ones
tree-file-leaf-with-children = it is { $status } but has children in level { $level }: only a searched node has children
tree-file-too-many-children = it has more than { $most } moves, the most a node may have
tree-file-no-memory = there is no memory for this tree
tree-file-not-uci = "{ $name }" is not a move in UCI notation (such as e2e4)
tree-file-illegal-move = { $name } is not legal in its position ({ $fen })
tree-file-no-mcts-settings = mcts must give the search's settings, { "{" }"iterations": 1000, "exploration": 1.41, "seed": 0, …{ "}" }, not { $found }
tree-file-mcts-setting = mcts: { $key } must be { $rule }, not { $found }
tree-file-rule-iterations = a whole number from 1 to { $most }
tree-file-rule-exploration = a number from 0 to { $most }
tree-file-rule-seed = a whole number from 0
tree-file-rule-outcome = "utility" or "sign"
tree-file-rule-playout-depth = a whole number of moves from 0 to { $most }
tree-file-no-problem = an abstract tree's MCTS is replayed from its problem, and the file has no "tree" (klados tree … --algorithm mcts --format json writes it)
tree-file-search-again = the search again from the file's settings: { $reason }
tree-file-not-grown = the file is not the tree Klados's Monte Carlo tree search grows from its settings ({ $place }): Klados replays its own MCTS trees, grown again from their seed
tree-file-grown-levels = { $file } levels in the file, { $grown } grown
tree-file-grown-nodes = level { $level } has { $file } nodes in the file, { $grown } grown
tree-file-grown-node = level { $level }, node { $node }: { $grown } when grown again
tree-file-grown-move = the move { $name }, child of node { $parent }
tree-file-grown-iteration = created by iteration { $iteration }
tree-file-mate = mate must be { "{" }"value": a whole number from { $least } to { $most }, "minus_plies": true or false{ "}" }, such as { "{" }"value": 10000, "minus_plies": false{ "}" }
small-move-parent-not-position = its parent is no position of the game
small-move-not-cell = "{ $name }" is not a cell of tic-tac-toe: 1 to 9, row by row from the top left
small-move-ttt-over = the game is over in its parent ({ $position }): no move follows
small-move-cell-taken = cell { $cell } is taken in its parent ({ $position })
small-move-not-column = "{ $name }" is not a column of Connect Four: 1 to 7, from the left
small-move-c4-over = the game is over in its parent: no move follows
small-move-column-full = column { $column } is full in its parent
fen-dropped-castling = castling right { $letter } dropped: { $reason }
fen-dropped-no-rook = no rook on { $square }
fen-dropped-king-away = the { $color ->
        [white] white
       *[black] black
    } king is not on { $square }
fen-dropped-not-allowed = the king and rook do not allow it
grade-cause-cuts-past-equal = the cutoff waits for α > β
grade-advice-cuts-past-equal = alpha-beta cuts as soon as α ≥ β
grade-cause-min-keeps-beta = β is never lowered
grade-advice-min-keeps-beta = MIN lowers β to the smallest value it has found
grade-cause-max-keeps-alpha = α is never raised
grade-advice-max-keeps-alpha = MAX raises α to the largest value it has found
grade-cause-window-not-passed = α and β are not passed down
grade-advice-window-not-passed = a node's moves start from its own α and β, not from −∞ and +∞
grade-hint-or = { $first }, or { $rest }
grade-hint-and = { $first }; { $rest }
grade-hint-at-root = at the root
grade-hint-at-node = at { $node }
grade-hint-goes-on = { $at }, your search goes on to { $child }, where α = { $alpha } { $relation } β = { $beta }
grade-hint-prunes = { $at }, your search prunes { $child }, where α = { $alpha } { $relation } β = { $beta }
grade-hint-never-cuts = Hint: your search never cuts off, though alpha-beta does ({ $at }).
grade-hint-never-cuts-perhaps = Hint: your search never cuts off, though alpha-beta does ({ $at }): perhaps { $causes }.
grade-hint-mistakes = Hint: { $causes } ({ $at }): { $advice }.
grade-place-not-in-tree = level { $level }, not in your tree ({ $name })
grade-hint-wrong-side = Hint: your search gives moves to the wrong side: at { $place }, { $mover } plays { $name }, but your tree scores it as { $waiting }'s win. x moves first, and then the sides take turns: x is to move when both have as many { $pieces ->
        [discs] discs
       *[marks] marks
    } on the board, o when x has one more.

## h-i45-maxn: three players
drawn-utility-count = leaf "{ $node }" has { $count } utilities, but the tree has { $players } players: every leaf needs one utility per player
drawn-player-count = leaf "{ $node }" has { $count } utilities; a tree of tuples has 3 or 4 players (two players need one value per leaf)
drawn-mixed-leaves = leaf "{ $node }" has one value, but the tree's first leaf has a tuple of utilities: give every leaf a tuple
drawn-two-sides-only = leaf "{ $node }" holds a tuple of utilities: only max^n searches a tree of three or more players
drawn-chance-with-players = "{ $node }" is a chance node; a tree of three or more players has none here
drawn-pruning-with-players = alpha-beta does not apply to { $players } players: its cutoffs assume that what one side gains the other loses, which is false when three or more players each want their own utility; this tree is searched by max^n (choose minimax)
narr-maxn-start = The root: player A to move. { $players } players take turns by level (A at the root, then B, C, …), and every leaf holds a tuple, one utility for each player. This is max^n: each player takes the child whose tuple is best for itself, by its own component only.
narr-maxn-reveal = Level { $level } (NodesAnalysis{ $level }): { $count } positions, reached by player { $player }'s moves.
narr-maxn-compare-first = { $child } is the first child of { $target }: its tuple { $tuple } is the best so far for player { $player }, who gets { $own } there.
narr-maxn-compare-better = Player { $player } gets { $own } from { $child } { $tuple }, more than from the best so far, { $best }: { $target } now has { $tuple }.
narr-maxn-compare-worse = Player { $player } gets { $own } from { $child } { $tuple }, no more than from { $best }: { $target } keeps { $best }.
narr-maxn-compare-tie = Player { $player } gets { $own } from { $child } { $tuple }, the same as from { $best }: on a tie the first child stays, so { $target } keeps { $best }.
narr-maxn-takes = { $target } takes, of its { $count } children, the tuple best for player { $player } by { $player }'s own component: { $tuple }.
narr-maxn-backing-up = Backing up level { $level } into { $into }: there player { $player } is to move and takes, in every position, the child whose tuple has the largest { $player } component; the whole tuple goes up.
narr-maxn-return = { $node } returns { $tuple } to { $parent }, where player { $player } chooses, by its own share: { $own }.
narr-maxn-choice = The root (player A) chooses { $move }: the root's tuple is { $tuple }, max^n's answer. Expected line: { $line }.

## h-i44d: grade and lesson checks
grade-depth-not-problem = the file says depth { $depth }, but the problem is { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    } deep
grade-backup = { $name }: { $side } takes the { $side ->
        [MAX] largest
       *[MIN] smallest
    } of { $values }{ $pruned }: { $best }, not { $yours }{ $bound }
grade-backup-pruned = { " " }({ $names } pruned)
grade-backup-bound-alpha = { " " }(as a bound, any value from { $best } to α = { $alpha } is true)
grade-backup-bound-beta = { " " }(as a bound, any value from β = { $beta } to { $best } is true)
grade-draw-rule = { $rule ->
        [fifty] the fifty-move rule
        [material] insufficient material
        [rule] rule
       *[repetition] a repetition
    }
grade-leaf-score = { $name }: a leaf's value is its score, { $score }, not { $yours } (both are from { $view ->
        [white] White's
       *[max] MAX's
    } point of view)
grade-marked-but = { $name } is marked { $status ->
        [checkmate] checkmate
        [stalemate] stalemate
       *[draw] a draw
    }, but { $truth }
grade-has-moves = { $side } has { $moves ->
        [one] { $moves } legal move
       *[other] { $moves } legal moves
    }
grade-not-in-check = { $side } is not in check: it is stalemate
grade-it-is-checkmate = it is checkmate
grade-no-draw-rule = no rule ends the game here (not insufficient material, the fifty-move rule or a repetition)
grade-checkmate-worth = { $name } is checkmate: with a mate worth { $mate }, its value is { $right }, not { $yours }
grade-stalemate-worth = { $name } is stalemate: its value is 0, not { $yours }
grade-draw-worth = { $name } is a draw by { $rule }: its value is 0, not { $yours }
grade-stops-early = { $name }: your search stops here, { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    } from the root, though the game goes on and the depth is { $depth ->
        [one] { $depth } ply
       *[other] { $depth } plies
    }
grade-bound = { $kind ->
        [least] at least { $value }
        [most] at most { $value }
       *[exact] { $value }
    }
grade-order = { $what }{ $more ->
        [0] {""}
        [one] { " " }(and at 1 more node)
       *[other] { " " }(and at { $more } more nodes)
    }. { $rule }
grade-order-problem = { $node }'s moves come in another order: yours { $yours }; the problem's is { $problems }
grade-order-problem-rule = The problem's order, left to right, is part of the problem; { $algorithm } prunes by the order, so your search is graded in your order
grade-order-captures = { $node }'s moves do not take material first: yours try { $quiet } before { $capture }
grade-order-captures-rule = Ordered alpha-beta tries the captures and promotions before the other moves (in any order among themselves); your search is graded in your order
grade-iterative-first = the tree says iterative deepening, but the root tries { $first } first, which the search to { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    } does not choose: { $better } is better there ({ $worth } against { $against }). Iterative deepening tries the last iteration's best move first
grade-between = between { $low } and { $high }
grade-root-value = the root's value is { $right }, not { $yours }
grade-not-a-root-move = { $name } is not one of the root's moves
grade-best-move = the best move is { $best } (value { $value }), not { $chosen }, worth { $worth }
grade-surely-better = { $chosen } is not the best move: { $better } is surely better ({ $side ->
        [MAX] at least { $theirs } against at most { $mine }
       *[MIN] at most { $theirs } against at least { $mine }
    })
grade-missing-must-search = { $name } is missing: { $algorithm } must search it (your values leave α = { $alpha } < β = { $beta } when it comes up)
grade-missing-minimax = { $name } is missing: minimax searches every move
grade-not-a-problem-move = { $name } is not a move of the problem here
grade-not-tried = { $name } is legal, but Klados's search does not try it here
grade-pruned-after-missing = { $name } is pruned, as it is if { $missing }, which your tree leaves out, { $count ->
        [one] is searched before it ({ $missing } is worth { $values }
       *[other] are searched before it (they are worth { $values }
    }, so α = { $alpha } ≥ β = { $beta }): this follows from the missing move
grade-searched-but-pruned = { $name } is searched, but { $algorithm } prunes it: when it comes up α = { $alpha } ≥ β = { $beta }, so nothing it finds can change the choice above it
grade-pruned-but-searched = { $name } is pruned, but { $algorithm } must search it: when it comes up α = { $alpha } < β = { $beta }
grade-searched-follows = { $name } is searched, as your values before it say (α = { $alpha } < β = { $beta }), but with the right values { $algorithm } prunes it: this follows from wrong values elsewhere
grade-pruned-follows = { $name } is pruned, as your values before it say (α = { $alpha } ≥ β = { $beta }), but with the right values { $algorithm } searches it: this follows from wrong values elsewhere
grade-the-depth = the depth, { $plies } plies
grade-klados-ends = { $name }: Klados's tree ends here ({ $why }), but yours searches on
grade-yours-stops = { $name }: your search stops here, but Klados searches on below it
grade-value-follows = { $name }: { $right }, not { $yours }: this follows from wrong values elsewhere
grade-won-by = won by { $side }
grade-board-full = a draw (the board is full)
grade-draw-by = a draw by { $rule }
grade-ends-worth = { $name } is { $end }: its value is { $right }, not { $yours }
grade-leaf-problem = { $name } is a leaf worth { $right } in the problem, not { $yours }
grade-leaf-evaluation = { $name }: Klados's evaluation of this position is { $right }, not { $yours }
grade-leaf-value = { $name }: its value is { $right }, not { $yours }
grade-how-none-listed = no move your tree lists gives it
grade-how-best-listed = the best of the moves your tree lists for { $side } is { $best }
grade-how-wins = { $side } wins with it
grade-how-fills = it fills the board: a draw
grade-missing-value-from = { $missing } is missing: { $name }'s value, { $value }, comes from it ({ $how }), but your tree does not list it
grade-truth-won = { $side } has won
grade-truth-full = the board is full without a line: a draw
grade-truth-goes-on = nobody has won and the board is not full: the game goes on
grade-marked-won-but = { $name } is marked checkmate (a won game), but { $truth }
grade-marked-draw-but = { $name } is marked a draw, but { $truth }
grade-marked-won-wrong-side = { $name } is marked checkmate (a won game), but { $mover } plays { $name } here, not { $waiting }, and nobody has won: the game goes on ({ $waiting } would have won with { $name })
grade-win-worth = { $name } wins for { $mover }: with a win worth { $win } to MAX (its negative to MIN), its value is { $right }, not { $yours }
grade-full-draw-worth = { $name } is a draw (the board is full): its value is 0, not { $yours }
grade-error-game = a tree of { $game } is not graded here
grade-error-file-tree = the file's "tree": column { $column }: { $message }
grade-error-no-problem = an abstract tree is graded against its problem: give it with --tree '[[3, 12, 8], …]' or as "tree" in the file
grade-error-problem = the problem: { $reason }
grade-error-root-over = the root position is already over: there is nothing to search
grade-error-in-game = { " " }in { $game }
grade-error-too-deep = depth { $depth } is more than Klados searches{ $game } (1 to { $most })
grade-error-mcts = a Monte Carlo tree search's file is not graded
lesson-error-unread = the lesson could not be read

## h-i45-mk: technique marks
legend-null-window = { $badge } searched with a null window
legend-null-window-short = { $badge } null window
legend-null-window-hint = Principal variation search asked this move only whether it beats the best move so far, with a null window (α, α+1): cheaper than asking by how much. If the answer was yes, the move was searched again (R).
legend-reduced = { $badge } searched { $plies ->
        [one] a ply
       *[other] { $plies } plies
    } shallower
legend-reduced-short = { $badge } reduced
legend-reduced-hint = Late move reductions: a late quiet move, guessed to be bad, was searched { $plies ->
        [one] one ply
       *[other] { $plies } plies
    } shallower than the depth. Had it beaten the best move so far all the same, it would have been searched again at full depth (R).
legend-re-searched = { $badge } searched again
legend-re-searched-short = { $badge } re-searched
legend-re-searched-hint = A cheaper first search (with a null window, or a ply shallower) said this move beats the best move so far, so it was searched again with the whole window at full depth. The first search's nodes were thrown away: they count in the search's nodes, but are not in the node arrays.
legend-null-move = { $badge } null move tried (a pass)
legend-null-move-short = { $badge } null move
legend-null-move-hint = Null-move pruning: the side to move passed here. If even then the other side could not bring the value back inside the window, the node was cut without searching its moves (wrong in zugzwang); if not, its moves were searched as usual. The node's own hover says which.
table-status-techniques = What the techniques did to a node follows its status; the tree view puts a badge on the node's corner (one a node: its hover says all):
toolbar-two-players-only = This lesson's tree has { $players } players: alpha-beta, ordered alpha-beta and Monte Carlo tree search are for two players, one's gain the other's loss. Minimax on a tree of tuples is max^n.
toolbar-two-players-only-item = Not for { $players } players: its cutoffs assume that what one player gains the other loses. This tree is searched by max^n (choose minimax).

## h-i45-cp: code pane techniques
code-act-call-later = A later move is searched apart from the first
code-act-null-window = A later move is asked with a null window: is it better than the best so far?
code-act-null-window-kept = A later move is asked with a null window, α { $alpha } … β { $beta }: only whether it is better than the best so far, not by how much
code-act-reduce = A late quiet move is searched shallower than the depth
code-act-reduce-kept = A late quiet move is searched shallower: reduced by { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
code-act-re-search-null-window = Re-searched: the null window failed high, so the move is searched again with the whole window
code-act-re-search-null-window-kept = Re-searched: the null window failed high (the move beats the best so far), so it is searched again with the whole window, α { $alpha } … β { $beta } ({ $nodes } nodes of the first search thrown away)
code-act-re-search-reduction = Re-searched: the shallower search beat the best so far, so the move is searched again at full depth
code-act-re-search-reduction-kept = Re-searched: the shallower search said the move beats the best so far, so it is searched again at full depth ({ $nodes } nodes thrown away)
code-act-null-move-cut = Null move: even after passing, the side to move is too good, so the node is cut
code-act-null-move-cut-kept = Null move: even after passing, the side to move is too good ({ $value }), so the node is cut without searching its moves ({ $nodes } nodes of the pass's search thrown away)
code-act-aspiration = Aspiration windows: the root is searched inside a window around a guess of its value
code-act-aspiration-kept = Aspiration windows: the root is searched inside α { $alpha } … β { $beta } (try { $tries }){ $failed }
code-aspiration-failed = ; before it { $attempts }, and the root was searched again with the window widened on that side
aspiration-attempt-low = α { $alpha } … β { $beta } failed low ({ $nodes } nodes)
aspiration-attempt-high = α { $alpha } … β { $beta } failed high ({ $nodes } nodes)
aspiration-attempt-inside = α { $alpha } … β { $beta } held the value ({ $nodes } nodes, kept)
narr-aspiration = Aspiration windows searched the root { $tries ->
    [one] once
   *[other] { $tries } times
}: { $attempts }. Where the value fell outside, the window was widened on that side and the root searched again; the arrays keep the last search.
summary-aspiration = Aspiration windows, { $tries ->
    [one] { $tries } search
   *[other] { $tries } searches
} of the root: { $attempts }
code-c-first-guess = the first guess
code-c-values-swing = values swing odd/even
code-c-aspiration = aspiration windows
code-c-failed-low = failed low: the truth is below
code-c-wider = 4 DELTA, then -INF
code-c-failed-high = failed high: the truth is above
code-c-inside = inside: the true value
code-c-later-move = move i > 0
code-c-null-window = MAX (alpha, alpha+1), MIN (beta-1, beta)
code-c-late-quiet = move 4 on, depth 3 left
code-c-full-depth = full depth
code-c-null-window-failed-high = the null window failed high
code-c-whole-window = the whole window
code-c-may-pass = not in check, not king and pawns only
code-c-null-move-r = R = 2
code-c-null-move-cut = cut: too good even after passing
code-c-first-move = the first move: the whole window

## h-i44-lp: lesson checker problems
lesson-problem-not-utf8 = the file is not UTF-8 text (byte { $byte }): save it as UTF-8
lesson-problem-id-used = the id "{ $id }" is already used by { $file }
lesson-problem-format = the format must be "{ $format }", not "{ $written }"
lesson-problem-empty = the { $field } is empty
lesson-problem-tree-depth = the tree is { $height } plies deep; leave the depth out or make it { $height }
lesson-problem-depth = the depth must be 1 to { $limit } plies{ $game }, not { $depth }
lesson-problem-in-game = { " " }in { $game }
lesson-problem-no-depth = a position needs a search depth (1 to { $limit } plies)
lesson-problem-no-steps = a lesson needs at least one step
lesson-problem-sweep-tree = only a chess position can be searched at other depths: a tree has one
lesson-problem-sweep-no-depths = name the depths to search, e.g. [1, 2, 3, 4]
lesson-problem-step-silent = the step says nothing
lesson-problem-iteration-no-level = an iteration and a phase take no "level" or "node"
lesson-problem-depth-first-place = { $place } is a place in a depth-first replay: a Monte Carlo lesson stands at "start", "end" or an iteration and a phase, e.g. { "{" } "iteration": 3, "phase": "select" { "}" }
lesson-problem-predict-empty = a prediction needs a question and an answer
lesson-problem-node-path = name the moves from the root to the node, at most one per level
lesson-problem-picture-tree = a picture takes the place of a lesson's board: a tree's lesson has no board
lesson-problem-code-mcts = the Code pane lists the depth-first searches: a Monte Carlo lesson cannot point into it
lesson-problem-picture-mcts = the picture of the levels' sizes follows a depth-first replay, not MCTS's
lesson-problem-level-beyond = level { $level } is beyond the search: a depth-{ $depth } search has levels 0 to { $last }
lesson-problem-level-beyond-quiescence = level { $level } is beyond the search: a depth-{ $depth } search has levels 0 to { $last } with quiescence
lesson-problem-at-level = "revealed" and "backed_up" need a "level" and no "node"
lesson-problem-at-node = "entered" and "returned" need a "node" and no "level"
lesson-problem-at-bare = "start" and "end" take no "level" or "node"
lesson-problem-no-marker = "{ $marker }" marks no line; the markers are { $markers }
lesson-problem-note-empty = the note is empty: leave it out, or say something
lesson-problem-techniques-tree = quiescence, iterative deepening and the transposition table need a chess position: a tree has no captures, no evaluation of its inner nodes and no transpositions
lesson-problem-techniques-game = quiescence and iterative deepening are chess's: { $game } has no captures, and its search goes to its depth in one go; it may use the transposition table ("transpositions": true)
lesson-problem-claim-empty = the claim states nothing to check
lesson-problem-node-mcts-facts = "node" goes with "visits", "total", "mean", "ucb" or "chooses"
lesson-problem-mcts-facts-node = "visits", "total", "mean" and "ucb" are a node's: name it with "node" ([] is the root)
lesson-problem-mcts-has-no = MCTS has no "{ $name }": state N, W, W/N or UCB, or compare with a depth-first search ("with": { "{" } "algorithm": "alphabeta" { "}" })
lesson-problem-with-depth-first = a claim with "with" is about a depth-first search: N, W, UCB and "chooses" are MCTS's
lesson-problem-needs-mcts = "chooses", "leads", "visits", "total", "mean", "ucb" and "settles_at" need Monte Carlo tree search ("algorithm": "mcts")
lesson-problem-node-value = "node" goes with "value" or "static_score", and they with it
lesson-problem-with-no-depth = the lesson's search has no depth: give this search's "depth"
lesson-problem-game-drawn = a drawn tree is given by "tree": leave "game" out
lesson-problem-game-unknown = "{ $game }" is no game Klados teaches: write "chess" (the default), "tictactoe" or "connect4"
lesson-problem-position-and-tree = give either a position or a tree, not both
lesson-problem-chess-as-text = a chess position is written { "{" } "fen": "…", "moves": […] { "}" }; a position as text belongs to another game: name it, e.g. "game": "tictactoe"
lesson-problem-no-subject = give a position (FEN) or an abstract tree
lesson-problem-chess-no-position = a chess lesson needs its "position": { "{" } "fen": "…", "moves": […] { "}" }
lesson-problem-tree-in-game = a drawn tree is no game of { $game }: leave "game" out
lesson-problem-game-as-text = a position of { $game } is written as text, e.g. "{ $example }"
lesson-problem-not-a-position = not a position of { $game }: { $reason }
lesson-problem-write-games = write "chess" (the default), "tictactoe" or "connect4"
lesson-problem-game-over = the game is already over ({ $outcome }): there is nothing to search
lesson-problem-tree-empty = the tree is empty: the root needs at least one child
lesson-problem-label-empty = the label is empty
lesson-problem-root-chance = the root cannot be a chance node: it is where MAX chooses the move to play; put the chance node among its children
lesson-problem-no-probability = an outcome of a chance node needs its "probability", e.g. "1/6"
lesson-problem-probability-not-chance = only an outcome of a chance node ("chance": true) has a probability
lesson-problem-utilities-only = a leaf of three or more players has "utilities" only: no "value", "children" or "chance"
lesson-problem-utility-range = utility { $value } is out of range: utilities go from { $lowest } to { $highest }
lesson-problem-chance-value = a chance node has outcomes (children), not a value
lesson-problem-leaf-range = leaf value { $value } is out of range: leaf values go from { $lowest } to { $highest }
lesson-problem-no-children = an inner node needs children; a leaf needs a value instead
lesson-problem-tree-too-deep = the tree is deeper than { $limit } plies
lesson-problem-probabilities = the outcomes' probabilities are wrong: { $reason }
lesson-problem-value-and-children = a node has either a value (a leaf) or children (an inner node), not both
lesson-problem-no-value = a node needs a value (a leaf) or children (an inner node)
lesson-problem-probability-number = write the probability as a fraction in quotes, e.g. "1/2", not { $number }: fractions stay exact
lesson-problem-probability-kind = a probability is a fraction in quotes, e.g. "1/6"
lesson-problem-probability-not-fraction = { $text } is not a probability; write a fraction such as 1/6 or 2/3
lesson-problem-probability-zero-denominator = { $text } has the denominator 0
lesson-problem-probability-zero = the probability { $text } is 0; an outcome that cannot happen is left out
lesson-problem-probability-above-one = the probability { $text } is more than 1
lesson-problem-at-unknown = "{ $name }" is no place in the replay: write "start", "revealed", "backed_up", "entered", "returned" or "end"
lesson-problem-at-iteration-depth-first = only a Monte Carlo lesson ("algorithm": "mcts") stands at an iteration and a phase; write "start", "revealed", "backed_up", "entered", "returned" or "end"
lesson-problem-at-unknown-field = unknown field "{ $field }": a place in MCTS is an "iteration" and a "phase"
lesson-problem-no-iteration = name the "iteration", counting from 1
lesson-problem-iteration-number = the iteration is a whole number counting from 1, as people count
lesson-problem-iteration-past-end = iteration { $iteration } is past the end: the search runs { $iterations } iterations
lesson-problem-no-phase = name the "phase": "select", "expand", "simulate" or "backpropagate"
lesson-problem-phase-unknown = "{ $name }" is not a phase: the phases are "select", "expand", "simulate" or "backpropagate"
lesson-problem-phase-kind = the phase is a name: "select", "expand", "simulate" or "backpropagate"
lesson-problem-at-kind = the place in the replay is a name ("start", "revealed", "backed_up", "entered", "returned" or "end") or, in a Monte Carlo lesson, an iteration and a phase
lesson-problem-only-mcts = only Monte Carlo tree search ("algorithm": "mcts") takes "{ $name }"
lesson-problem-mcts-order = MCTS replays iteration by iteration, four phases each: it has no order to choose
lesson-problem-mcts-techniques = quiescence, iterative deepening and the transposition table belong to the depth-first searches, not MCTS
lesson-problem-outcome-chess = a chess playout's end is always judged by the evaluation: "outcome" is for trees
lesson-problem-playout-depth-tree = a playout in a tree goes on to a leaf: "playout_depth" is for chess
lesson-problem-outcome-game = a playout of { $game } goes on to the game's end, a win 1, a draw ½, a loss 0: "outcome" is for trees
lesson-problem-playout-depth-game = a playout of { $game } goes on to the game's end: "playout_depth" is for chess
lesson-problem-no-iterations = MCTS needs its "iterations", e.g. 40
lesson-problem-search-failed = the search failed: { $reason }
lesson-problem-sweep-failed = the search to depth { $depth } failed: { $reason }
lesson-problem-step-goes-back = this is replay step { $step }, before the previous step's { $previous }: steps must go forward
lesson-problem-no-replay-step = no step of the replay matches this position
lesson-problem-no-node = the tree has no node { $node }
lesson-problem-node-not-shown = node { $node } is not shown yet at this step
lesson-problem-names-unfocused = names { $name }, which the step does not focus: add it to "focus" (one path, or a list of paths)
lesson-problem-gives-away = "{ $word }" gives away the answer to the question of { $question } before it is revealed
lesson-problem-minimal-leaves = the minimal tree has { $actual } leaves, not { $claimed }
lesson-problem-engine-chooses = the engine chooses { $actual }, not { $claimed }
lesson-problem-root-value = the root value is { $actual }, not { $claimed }
lesson-problem-root-below = the root value is { $actual }, below { $least }
lesson-problem-root-above = the root value is { $actual }, above { $most }
lesson-problem-line-pv = principal variation
lesson-problem-line-most-visited = most visited line
lesson-problem-line = the { $line } is { $actual }, not { $claimed }
lesson-problem-count-pruned = { $actual } moves are pruned, not { $claimed }
lesson-problem-count-searched = { $actual } positions are searched, not { $claimed }
lesson-problem-count-evaluated = { $actual } leaves are evaluated, not { $claimed }
lesson-problem-count-quiescence = { $actual } positions are searched by quiescence, not { $claimed }
lesson-problem-count-transpositions = { $actual } positions come from the transposition table, not { $claimed }
lesson-problem-count-total-nodes = { $actual } nodes are stored by all iterations together, not { $claimed }
lesson-problem-node-value-is = node { $node } has the value { $actual }, not { $claimed }
lesson-problem-node-pruned-value = node { $node } was pruned: it has no value
lesson-problem-node-score-is = node { $node } has the static score { $actual }, not { $claimed }
lesson-problem-node-pruned-score = node { $node } was pruned: it has no score
lesson-problem-nodes = the tree has { $actual } nodes, not { $claimed }
lesson-problem-levels = the levels have { $actual } nodes, not { $claimed }
lesson-problem-no-line-marked = the { $listing } has no line marked "{ $marker }"
lesson-problem-line-not-lit = the line marked "{ $marker }" is not lit at this step; lit here: { $lit }
lesson-problem-line-not-lit-none = the line marked "{ $marker }" is not lit at this step; lit here: none
lesson-problem-call-not-on-stack = the call on { $node } is not on the call stack at this step
lesson-problem-root-call-not-on-stack = the call on the root is not on the call stack at this step
lesson-problem-no-mcts-step = no step of the replay matches this place: the search ran { $iterations } iterations
lesson-problem-node-not-yet-added = node { $node } is not in the tree yet at this step: iteration { $iteration } adds it
lesson-problem-no-mcts-node = the tree MCTS grew has no node { $node }
lesson-problem-node-not-yet = node { $node } is not in the tree yet at this step
lesson-problem-mcts-plays = MCTS plays { $actual } (the most visited), not { $claimed }
lesson-problem-settles = MCTS settles on { $move } after iteration { $actual }, not { $claimed }
lesson-problem-never-settles = MCTS never settles on { $move }: it ends in a tie
lesson-problem-step-not-found = the step's place was not found, so nothing at it can be checked
lesson-problem-leads = { $actual } leads with { $visits } visits at this step, not { $claimed }
lesson-problem-no-leader = no move leads at this step: { $moves } have { $visits } visits each
lesson-problem-and = { $first } and { $rest }
lesson-problem-the-root = the root
lesson-problem-chooses-at-start = at the start no iteration has run: stand at an iteration to say what selection chooses
lesson-problem-chooses = in iteration { $iteration } selection chooses { $actual } below { $below }, not { $claimed }
lesson-problem-chooses-nothing = in iteration { $iteration } selection chooses nothing below { $below }: it stops above it, at a move not tried yet (expand adds it)
lesson-problem-visits = N of { $node } is { $actual } at this step, not { $claimed }
lesson-problem-no-visits = { $node } has no visits yet at this step: W/N is not defined
lesson-problem-no-ucb = selection does not weigh { $node } in this step's iteration: it has no UCB here
lesson-problem-decimal = { $what } of { $node } is { $actual } at this step, not { $claimed }
lesson-problem-translation-unread = the translation could not be read
lesson-problem-translates-nothing = no lesson has the id "{ $id }": name the lesson this translates
lesson-problem-translation-steps = the original has { $original } steps and this translation { $translation }: translate each step, in order
lesson-problem-translation-question = step { $step } of the original asks no question
lesson-problem-translation-note = step { $step } of the original has no note beside its code
lesson-problem-translation-empty = the text is empty: translate it or leave the field out (English is shown)
lesson-problem-placeholders = the placeholders differ from the original's: the original has [{ $original }], this has [{ $translation }]
lesson-problem-course-not-a-file = not a regular file: the course's order is a plain text file
lesson-problem-course-too-large = larger than 100 kB: the course names one lesson id a line
lesson-problem-course-unreadable = could not read it: { $reason }
lesson-problem-course-not-utf8 = the file is not UTF-8 text: save it as UTF-8
lesson-problem-course-twice = the lesson { $id } is already named on line { $line }
lesson-problem-course-unknown = no lesson in the folder has the id { $id } (or its file did not load)
mcts-settings-iterations = the iterations must be 1 to { $most }, not { $iterations }
mcts-settings-exploration = the exploration constant must be a number from 0 to { $most }, not { $exploration }
mcts-settings-playout-depth = the playout depth must be 0 to { $most } moves, not { $depth }
mcts-tree-chance = "{ $node }" is a chance node; Monte Carlo tree search here plays trees without dice
mcts-lesson-not-mcts = the lesson does not search with MCTS
json-at-line = { $reason } at line { $line } column { $column }
json-no-infinity = { $reason } (JSON has no Infinity or NaN: write every value as a number)
json-eof-value = EOF while parsing a value
json-eof-object = EOF while parsing an object
json-eof-list = EOF while parsing a list
json-eof-string = EOF while parsing a string
json-expected-value = expected value
json-expected-comma-or-brace = expected `,` or `{ "}" }`
json-expected-comma-or-bracket = expected `,` or `]`
json-expected-colon = expected `:`
json-expected-ident = expected ident
json-key-must-be-string = key must be a string
json-trailing-comma = trailing comma
json-trailing-characters = trailing characters
json-invalid-number = invalid number
json-number-out-of-range = number out of range
json-invalid-escape = invalid escape
json-control-character = control character (\u0000-\u001F) found while parsing a string
json-missing-field = missing field `{ $field }`
json-duplicate-field = duplicate field `{ $field }`
json-unknown-field-one-of = unknown field `{ $name }`, expected one of { $expected }
json-unknown-field = unknown field `{ $name }`, expected { $expected }
json-unknown-variant-one-of = unknown variant `{ $name }`, expected one of { $expected }
json-unknown-variant = unknown variant `{ $name }`, expected { $expected }
json-invalid-type = invalid type: { $found }, expected { $expected }
json-invalid-value = invalid value: { $found }, expected { $expected }
remote-tree-too-large = the tree is too large to send between the page and its search worker
remote-tree-not-sent = the tree could not be sent between the page and its search worker: { $reason }

## h-i45-mx: three players
legend-players-short = ■ players { $players }
legend-players = ■ players { $players }: each takes the child best for itself
legend-players-hint = A square box: a node where one of the players { $players } is to move (A at the root, the next player one level down, round and round). That player takes the child whose tuple holds the largest number for itself, looking at its own share only, and the whole tuple goes up. Every player wants its own number as large as possible; nobody tries to make another's small.
legend-open-players-hint = A value followed by "…" is still open: the search has not finished the node's children. It is the largest share the player to move there has found for itself so far, so that player gets at least that much.
table-level-title-players = NodesAnalysis{ $level }: after player { $mover }'s moves, player { $player } to move
table-goes-up-players = { $count ->
    [one] { $count } node; its tuple goes up into { $into }, where player { $player } takes the one with the largest number for itself. The value column shows player { $player }'s share.
   *[other] { $count } nodes; their tuples go up into { $into }, where player { $player } takes the one with the largest number for itself. The value column shows player { $player }'s share.
}
table-goes-up-players-hidden = Its nodes' tuples go up into { $into }, where player { $player } takes the one with the largest number for itself. The value column shows player { $player }'s share.
table-tuple-hint = The tuple of this node: one utility for each player ({ $players }). The node arrays keep one number per node, player { $player }'s share, since player { $player } chose the move into this node.
tree-player-hint = Player { $player } to move here: takes the child whose tuple holds the largest number for { $player }, and that whole tuple goes up
tree-leaf-players-hint = A leaf: the game ends here, worth its tuple, one utility for each player ({ $players })
stack-player = player { $player }

## lead: aspiration windows settle root moves from a failed try
narr-settled-by-failed-window = Aspiration windows: { $move } is not searched again. The try whose window failed found it worth { $bound ->
    [upper] at most { $value }
    [lower] at least { $value }
   *[exact] exactly { $value }
  }, and that already answers in this window, so the node keeps that value and has no children here.
tree-badge-settled = A
table-settled = settled
legend-settled = { $badge } settled by a failed window
legend-settled-short = { $badge } settled
legend-settled-hint = Aspiration windows: a try whose window failed had already searched this root move, and what it found (its value, or a bound no better than the new window's edge) still answers, so it was not searched again. Its subtree was thrown away with that try.
code-act-settled = Aspiration windows: a root move the failed try already settled is not searched again
code-act-settled-kept = Aspiration windows: the failed try found this root move worth { $bound ->
    [upper] at most { $value }
    [lower] at least { $value }
   *[exact] exactly { $value }
  }, which answers in this window too: it is not searched again
code-c-settled = a root move a failed try already settled is not searched again
narr-enter-unsearched = Enter { $node }{ $window }: its value is { $value }, without searching its moves.

## h-i45-mxcode: max^n's code
code-title-maxn = Max^n (three or more players)
code-title-maxn-level-by-level = Max^n level by level
code-c-maxn-child-of-tuple = the child the tuple came from
code-c-maxn-returns-tuple = returns a tuple: one utility per player
code-c-maxn-leaf-tuple = e.g. (1, 2, 6): A's, B's, C's
code-c-maxn-turns = A at the root, then B, C, A, ...
code-c-maxn-child-tuple = the child's tuple
code-c-maxn-keep-better = keep the better child for the player to move
code-c-maxn-tie = (>: on a tie the first stays)
code-c-maxn-goes-up = the whole tuple goes up
code-c-maxn-below-every-tuple = below every tuple, for every player
code-c-maxn-parent-starts = parent.best starts below every tuple
code-maxn-act-leaf = A leaf: its tuple { $tuple } is its value, one utility for each player
code-maxn-act-best = Player { $player } compares the child's tuple { $tuple } with the best so far by its own number only, and keeps the better one (the first on a tie)
code-maxn-act-return = The node returns its tuple { $tuple }
code-maxn-act-choose = Player A plays the move whose tuple the root kept: { $tuple }
code-maxn-act-fill = A level is filled: every child of every node above, the leaves with their tuples
code-maxn-act-backup-level = A level's tuples go up into the level above
code-maxn-act-backup-group = A parent keeps the child whose tuple holds the largest number for the player to move there
code-maxn-rust-hint = Klados's own max^n, src/engine/abstract_tree/maxn.rs as this program was built from it
code-title-maxn-rust = Klados's max^n ({ $file })
## h-i45-look: lessons 29–33 at the projector
# The search of a tree of three or more players, in the thinking panel's header.
algorithm-maxn = max^n
# A node's null move while a question about the root's choice waits: that it passed, not whether it cut.
table-null-move-kept = null move
node-null-move-kept-hint = Null-move pruning let the side to move pass here. Whether that cut the node is kept back until the answer is revealed.
## h-i45-tab: a lesson step brings a view to the front
lesson-problem-view-unknown = { $view } is no view: write "tree" (the tree, where the badges are drawn) or "table" (the focused node's level table)
## h-i45-tab: a side named as a sentence about its turn or its moves needs it
# Whose turn it is or whose moves they are: the narration, the level's title and its backing-up line
# (English: as the name; Greek: the genitive, των μαύρων; Spanish: de las negras). A drawn tree's or
# another game's side is its own word, MAX or MIN, as $text.
side-white-whose = White
side-black-whose = Black
side-named-whose = { $text }
