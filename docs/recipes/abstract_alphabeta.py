# Alpha-beta on a tree given as nested lists, recorded as klados-tree/1.
import json

PROBLEM = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]"  # the tree the teacher gave
levels = []  # levels[k] is the node array of level k (Huo Chess's NodesAnalysis k)

def label(parent, level, index):
    # Klados's names: A, B, … at level 0, then numbers and small letters by turns (A1, A1a).
    if level % 2 == 1:
        return parent + str(index + 1)
    return parent + chr((ord("A") if level == 0 else ord("a")) + index)

def alphabeta(node, name, level, alpha, beta, maximizing):
    if not isinstance(node, list):  # a leaf: its value is given
        return node
    # List every move first, as not searched yet; a cutoff leaves the rest "pruned".
    rows = []
    for index, child in enumerate(node):
        levels.extend([] for _ in range(level + 1 - len(levels)))
        row = {"n": len(levels[level]) + 1, "parent": parent_n[name], "label": label(name, level, index),
               "score": child if not isinstance(child, list) else None, "value": None, "status": "pruned"}
        levels[level].append(row)
        parent_n[row["label"]] = row["n"]
        rows.append(row)
    best = float("-inf") if maximizing else float("inf")
    for child, row in zip(node, rows):
        value = alphabeta(child, row["label"], level + 1, alpha, beta, not maximizing)
        row["value"], row["status"] = value, "searched"
        if maximizing:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:  # the cutoff: the moves after this one cannot change the result
            break
    return best

parent_n = {"": 0}  # a node's n in its level, by label (the root is 0)
value = alphabeta(json.loads(PROBLEM), "", 0, float("-inf"), float("inf"), True)
best = next(row["label"] for row in levels[0] if row["value"] == value)
print(json.dumps({"format": "klados-tree/1", "tree": PROBLEM, "depth": len(levels), "algorithm": "alphabeta",
                  "levels": [{"level": k, "nodes": nodes} for k, nodes in enumerate(levels)],
                  "best": {"label": best, "value": value}}, indent=1))
