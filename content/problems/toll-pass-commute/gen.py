"""Test generator for Toll Pass Commute: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 5000
MAX_M = 2 * 10**4
MAX_K = 10
LIM = 10**9


def valid(args):
    n, roads, k = args
    assert isinstance(n, int) and 2 <= n <= MAX_N, 'n'
    assert 1 <= len(roads) <= MAX_M, 'road count'
    for r in roads:
        assert isinstance(r, list) and len(r) == 3, 'road shape'
        u, v, t = r
        assert 0 <= u < n and 0 <= v < n and u != v, 'endpoints'
        assert isinstance(t, int) and 0 <= t <= LIM, 'toll'
    assert isinstance(k, int) and 0 <= k <= MAX_K, 'passes'


def random_graph(rng, n, m, hi, connected=True):
    roads = []
    if connected:
        order = list(range(n))
        rng.shuffle(order)
        for i in range(1, n):
            roads.append([order[i], order[rng.randrange(i)], rng.randint(0, hi)])
    while len(roads) < m:
        u, v = rng.sample(range(n), 2)
        roads.append([u, v, rng.randint(0, hi)])
    rng.shuffle(roads)
    return roads[:m] if not connected else roads


def chain(rng, n, m, hi):
    """A long chain 0 - 1 - ... - n-1 listed backwards, plus shortcuts that cost more than walking."""
    roads = [[i, i + 1, rng.randint(hi // 200, hi // 100)] for i in range(n - 2, -1, -1)]
    while len(roads) < m:
        u = rng.randrange(n - 1)
        v = min(n - 1, u + rng.randint(2, 50))
        roads.append([v, u, hi])
    return roads


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 7)
            m = rng.randint(1, 10)
            roads = random_graph(rng, n, m, rng.choice([0, 5, 20, LIM]), rng.random() < 0.6)
            out.append([n, roads[:max(1, min(len(roads), 10))], rng.randint(0, 3)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, rng.randint(2, 50), rng.randint(2, MAX_N)])
            m = rng.randint(max(1, n - 1), min(MAX_M, max(n - 1, 4 * n)))
            roads = random_graph(rng, n, m, rng.choice([10, 1000, LIM]), rng.random() < 0.8)
            out.append([n, roads[:MAX_M], rng.randint(0, MAX_K)])
    elif mode == 'large':
        out.append([MAX_N, chain(rng, MAX_N, MAX_M, LIM), MAX_K])  # long route: many relaxation rounds
        out.append([MAX_N, random_graph(rng, MAX_N, MAX_M, LIM), MAX_K])
        out.append([MAX_N, chain(rng, MAX_N, MAX_M, LIM), 0])  # total about 3.7 * 10^10
        out.append([MAX_N, random_graph(rng, MAX_N, MAX_M, 100), 5])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
