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
