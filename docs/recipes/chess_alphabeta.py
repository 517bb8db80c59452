# Alpha-beta in chess with python-chess, recorded as klados-tree/1.
import json, sys
import chess

FEN, DEPTH = sys.argv[1] if len(sys.argv) > 1 else chess.STARTING_FEN, 2
VALUES = {chess.PAWN: 100, chess.KNIGHT: 300, chess.BISHOP: 300, chess.ROOK: 500, chess.QUEEN: 900}
levels = [[] for _ in range(DEPTH)]  # levels[k] is the node array of level k (NodesAnalysis k)

def evaluate(board):  # centipawns from White's point of view: material only
    return sum(VALUES.get(p.piece_type, 0) * (1 if p.color else -1) for p in board.piece_map().values())

def ending(board, level):  # how the game ends here (its status) and its value; None if it goes on
    if board.is_checkmate():  # the side to move is mated, `level` plies from the root
        return "checkmate", (level - 30000) if board.turn == chess.WHITE else (30000 - level)
    if board.is_stalemate():
        return "stalemate", 0
    if board.is_insufficient_material() or board.is_fifty_moves() or board.is_repetition(3):
        return "draw", 0
    return None

def alphabeta(board, level, parent, alpha, beta):
    if ending(board, level):
        return ending(board, level)[1]
    if level == DEPTH:
        return evaluate(board)
    rows = []  # every move listed first, in the order it is searched, as not searched yet
    for move in board.legal_moves:
        rows.append({"n": len(levels[level]) + 1, "parent": parent, "uci": move.uci(),
                     "score": None, "value": None, "status": "pruned"})
        levels[level].append(rows[-1])
    maximizing = board.turn == chess.WHITE
    best = -10**9 if maximizing else 10**9
    for row in rows:
        board.push_uci(row["uci"])
        row["score"] = evaluate(board)
        row["value"] = alphabeta(board, level + 1, row["n"], alpha, beta)
        row["status"] = (ending(board, level + 1) or ("searched",))[0]
        board.pop()
        if maximizing:
            best, alpha = max(best, row["value"]), max(alpha, row["value"])
        else:
            best, beta = min(best, row["value"]), min(beta, row["value"])
        if alpha >= beta:  # the cutoff: no move after this one can change the result
            break
    return best

value = alphabeta(chess.Board(FEN), 0, 0, -10**9, 10**9)
best = next(row["uci"] for row in levels[0] if row["value"] == value)
print(json.dumps({"format": "klados-tree/1", "fen": FEN, "depth": DEPTH, "algorithm": "alphabeta",
                  "levels": [{"level": k, "nodes": nodes} for k, nodes in enumerate(levels)],
                  "best": {"uci": best, "value": value}}))
