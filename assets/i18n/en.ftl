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
toolbar-depth = Depth (plies):
toolbar-depth-hint = Keys 1 to 6: how many half-moves ahead the computer looks
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
settings-budget-explained = The most nodes one search may store. A search that would need more
    falls back to ordered alpha-beta, then to a lower depth.
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
key-depth = Search depth 1 to 6 plies
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
summary-line-best = { " · " }best { $san } { $value }
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
evaluation-term = term
evaluation-net = net
evaluation-score = score

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
