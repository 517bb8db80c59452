# Alpha-beta on tic-tac-toe to the end of the game, recorded as klados-tree/1.
import json, sys

POSITION = sys.argv[1] if len(sys.argv) > 1 else "x.o.x...."  # nine cells, row by row; x moves first
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
levels = [[] for _ in range(POSITION.count("."))]  # levels[k] is the node array of level k

def ending(board):  # how the game ends here (its status) and its utility; None if it goes on
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:  # the side to move has lost
            return "checkmate", 1 if board[a] == "x" else -1
    if "." not in board:
        return "draw", 0
    return None

def alphabeta(board, level, parent, alpha, beta):
    if ending(board):
        return ending(board)[1]
    mark = "x" if board.count("x") == board.count("o") else "o"  # x is MAX, o is MIN
    rows = []  # every move listed first, in the order it is searched, as not searched yet
    for cell in range(9):
        if board[cell] == ".":
            rows.append({"n": len(levels[level]) + 1, "parent": parent, "move": str(cell + 1),
                         "value": None, "status": "pruned"})
            levels[level].append(rows[-1])
    best = -2 if mark == "x" else 2  # worse than any utility
    for row in rows:
        cell = int(row["move"]) - 1
        child = board[:cell] + mark + board[cell + 1:]
        row["value"] = alphabeta(child, level + 1, row["n"], alpha, beta)
        row["status"] = (ending(child) or ("searched",))[0]
        if mark == "x":
            best, alpha = max(best, row["value"]), max(alpha, row["value"])
        else:
            best, beta = min(best, row["value"]), min(beta, row["value"])
        if alpha >= beta:  # the cutoff: no move after this one can change the result
            break
    return best

value = alphabeta(POSITION, 0, 0, -2, 2)
best = next(row["move"] for row in levels[0] if row["value"] == value)
print(json.dumps({"format": "klados-tree/1", "game": "tictactoe", "position": POSITION,
                  "depth": len(levels), "algorithm": "alphabeta",
                  "mate": {"value": 1, "minus_plies": False},  # a win is +1 for x, -1 for o
                  "levels": [{"level": k, "nodes": nodes} for k, nodes in enumerate(levels)],
                  "best": {"move": best, "value": value}}))
