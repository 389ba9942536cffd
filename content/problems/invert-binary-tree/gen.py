"""Test generator for Invert Binary Tree: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys
from collections import deque

MAX_NODES = 100
LO, HI = -100, 100


def serialize(children, values):
    """children[i] = [left, right] node indices or None; node 0 is the root. LeetCode level order."""
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


def random_tree(rng, n, shape='random', lo=LO, hi=HI):
    values = [rng.randint(lo, hi) for _ in range(n)]
    children = [[None, None] for _ in range(n)]
    for i in range(1, n):
        if shape == 'left':
            children[i - 1][0] = i
        elif shape == 'right':
            children[i - 1][1] = i
        elif shape == 'zigzag':
            children[i - 1][i % 2] = i
        elif shape == 'complete':
            children[(i - 1) // 2][(i - 1) % 2] = i
        else:
            while True:  # attach to a random free child slot
                parent, side = rng.randrange(i), rng.randrange(2)
                if children[parent][side] is None:
                    children[parent][side] = i
                    break
    return serialize(children, values)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    shapes = ['random', 'random', 'random', 'left', 'right', 'zigzag', 'complete']
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([random_tree(rng, rng.randint(0, 12), rng.choice(shapes), -9, 9)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([random_tree(rng, rng.randint(0, MAX_NODES), rng.choice(shapes))])
    elif mode == 'large':
        for shape in ['random', 'complete', 'left', 'zigzag']:
            out.append([random_tree(rng, MAX_NODES, shape)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
