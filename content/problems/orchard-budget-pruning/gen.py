"""Test generator for Orchard Budget Pruning: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys
from collections import deque

MAX_NODES = 10**5
LIM = 10**9


def serialize(children, values):
    """children[i] = [left, right] (node indices or None), node 0 is the root: LeetCode level order."""
    if not values:
        return []
    out, queue = [], deque([0])
    while queue:
        i = queue.popleft()
        if i is None:
            out.append(None)
            continue
        out.append(values[i])
        queue.extend(children[i])
    while out[-1] is None:
        out.pop()
    return out


def count_nodes(arr):
    """Checks the level-order shape and returns the number of nodes."""
    if not arr:
        return 0
    assert arr[0] is not None and arr[-1] is not None, 'root and last entry must be nodes'
    nodes, slots = 1, 2  # open child slots of nodes already placed
    for v in arr[1:]:
        assert slots > 0, 'more entries than child slots'
        slots -= 1
        if v is not None:
            nodes += 1
            slots += 2
    return nodes


def valid(args):
    (root,) = args
    assert isinstance(root, list), 'tree'
    assert count_nodes(root) <= MAX_NODES, 'size'
    assert all(v is None or (isinstance(v, int) and -LIM <= v <= LIM) for v in root), 'values'


def random_tree(rng, n, shape, lo, hi):
    values = [rng.randint(lo, hi) for _ in range(n)]
    children = [[None, None] for _ in range(n)]
    free = [(0, 0), (0, 1)]  # open child slots
    for i in range(1, n):
        if shape == 'left':
            children[i - 1][0] = i
        elif shape == 'right':
            children[i - 1][1] = i
        elif shape == 'zigzag':
            children[i - 1][rng.randrange(2)] = i
        elif shape == 'complete':
            children[(i - 1) // 2][(i - 1) % 2] = i
        else:
            k = rng.randrange(len(free))
            free[k], free[-1] = free[-1], free[k]
            parent, side = free.pop()
            children[parent][side] = i
            free.extend([(i, 0), (i, 1)])
    return serialize(children, values)


SHAPES = ['random', 'random', 'random', 'left', 'right', 'zigzag', 'complete']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([random_tree(rng, rng.randint(0, 12), rng.choice(SHAPES), -9, rng.choice([3, 9]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, rng.randint(1, 100), rng.randint(1, MAX_NODES)])
            lim = rng.choice([10, LIM])
            out.append([random_tree(rng, n, rng.choice(SHAPES), -lim, lim)])
    elif mode == 'large':
        out.append([random_tree(rng, MAX_NODES, 'random', -LIM, LIM)])
        out.append([random_tree(rng, MAX_NODES, 'left', LIM - 5, LIM)])
        out.append([random_tree(rng, MAX_NODES, 'zigzag', -LIM, LIM // 2)])
        out.append([random_tree(rng, MAX_NODES, 'complete', -LIM, LIM)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
