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
