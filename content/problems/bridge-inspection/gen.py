"""Test generator for Bridge Inspection: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_M = 2 * 10**5


def valid(args):
    n, roads = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(roads, list) and len(roads) <= MAX_M, 'count'
    for r in roads:
        assert isinstance(r, list) and len(r) == 2, 'shape'
        a, b = r
        assert 0 <= a < n and 0 <= b < n and a != b, 'towns'


def clusters(rng, n, extra, parallel):
    """Random trees of small cycles: some roads are bridges, some are not."""
    roads = []
    for v in range(1, n):
        roads.append([rng.randrange(v), v] if rng.random() < 0.5 else [v, rng.randrange(v)])
    for _ in range(extra):  # short cycles close to the tree
        v = rng.randrange(1, n) if n > 1 else 0
        u = max(0, v - rng.randint(1, 5))
        if u != v:
            roads.append([u, v])
    for _ in range(parallel):
        if roads:
            roads.append(list(reversed(rng.choice(roads))))
    rng.shuffle(roads)
    return roads[:MAX_M]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            roads = clusters(rng, n, rng.randint(0, 3), rng.randint(0, 2))
            if rng.random() < 0.3 and roads:
                roads.pop(rng.randrange(len(roads)))  # sometimes disconnected
            out.append([n, roads])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([n, clusters(rng, n, rng.randint(0, n // 2), rng.randint(0, n // 10))])
    elif mode == 'large':
        out.append([MAX_N, [[i, i + 1] for i in range(MAX_N - 1)]])  # a path: every road is critical
        out.append([MAX_N, clusters(rng, MAX_N, MAX_M - MAX_N - 1000, 1000)])
        path = [[i, i + 1] for i in range(MAX_N - 1)]
        out.append([MAX_N, path + [list(reversed(r)) for r in path]])  # every road doubled
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
