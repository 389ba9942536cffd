"""Test generator for Maximum Depth of Binary Tree: python3 gen.py small|random|large <seed> [count].

Trees are built as child lists, then written in LeetCode's level-order array form.
"""
import json
import random
import sys

MAX_N = 10**4
MAX_V = 100


def serialize(n, left, right, val):
    """Level order with null for each missing child of a present node, trailing nulls trimmed."""
    if n == 0:
        return []
    out, queue, i = [], [0], 0
    while i < len(queue):
        node = queue[i]
        i += 1
        if node is None:
            out.append(None)
            continue
        out.append(val[node])
        queue.append(left[node])
        queue.append(right[node])
    while out and out[-1] is None:
        out.pop()
    return out


def random_tree(rng, n, shape):
    left, right = [None] * n, [None] * n
    free = [(0, 'L'), (0, 'R')] if n else []
    for v in range(1, n):
        if shape == 'left-chain':
            left[v - 1] = v
            continue
        if shape == 'right-chain':
            right[v - 1] = v
            continue
        if shape == 'zigzag':
            (left if v % 2 else right)[v - 1] = v
            continue
        if shape == 'complete':
            parent = (v - 1) // 2
            (left if v % 2 else right)[parent] = v
            continue
        # random: attach to a random free slot; 'deep' prefers the newest slots
        k = len(free) - 1 - min(len(free) - 1, int(rng.expovariate(1.0))) if shape == 'deep' else rng.randrange(len(free))
        parent, side = free[k]
        free[k] = free[-1]
        free.pop()
        (left if side == 'L' else right)[parent] = v
        free += [(v, 'L'), (v, 'R')]
    val = [rng.randint(-MAX_V, MAX_V) for _ in range(n)]
    return serialize(n, left, right, val)


SHAPES = ['random', 'deep', 'left-chain', 'right-chain', 'zigzag', 'complete']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([random_tree(rng, rng.randint(0, 10), rng.choice(SHAPES))])
    elif mode == 'random':
        for i in range(int(sys.argv[3])):
            n = rng.choice([0, 1, rng.randint(1, 100), rng.randint(1, 3000), rng.randint(1, MAX_N)])
            out.append([random_tree(rng, n, SHAPES[i % len(SHAPES)])])
    elif mode == 'large':
        # Path-shaped trees of 10^4 nodes: exponential recursion explodes; recursion goes 10^4 deep.
        out.append([random_tree(rng, MAX_N, 'left-chain')])
        out.append([random_tree(rng, MAX_N, 'zigzag')])
        out.append([random_tree(rng, MAX_N, 'deep')])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
