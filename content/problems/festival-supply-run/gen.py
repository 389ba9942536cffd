"""Test generator for Festival Supply Run: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**4
MAX_M = 3 * 10**4
MAX_W = 10**9
MAX_K = 12


def valid(args):
    n, roads, sites = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(roads, list) and len(roads) <= MAX_M, 'roads'
    for r in roads:
        assert isinstance(r, list) and len(r) == 3, 'road shape'
        a, b, w = r
        assert 0 <= a < n and 0 <= b < n and a != b, 'road ends'
        assert 1 <= w <= MAX_W, 'length'
    assert isinstance(sites, list) and 1 <= len(sites) <= MAX_K, 'site count'
    assert all(0 <= s < n for s in sites) and len(set(sites)) == len(sites), 'sites'


def random_roads(rng, n, m, lo, hi):
    roads = []
    if n < 2:
        return roads
    for _ in range(m):
        a = rng.randrange(n)
        b = rng.randrange(n - 1)
        roads.append([a, b if b < a else b + 1, rng.randint(lo, hi)])
    return roads


def connected(rng, n, m, lo, hi):
    """A random spanning tree plus random roads, shuffled."""
    roads = [[rng.randrange(i), i, rng.randint(lo, hi)] for i in range(1, n)]
    roads += random_roads(rng, n, max(0, m - (n - 1)), lo, hi)
    rng.shuffle(roads)
    return roads


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            k = rng.randint(1, min(n, 5))
            hi = rng.choice([1, 5, 30])
            roads = connected(rng, n, rng.randint(n - 1, 2 * n), 1, hi) if rng.random() < 0.8 else random_roads(rng, n, rng.randint(0, n), 1, hi)
            out.append([n, roads, rng.sample(range(n), k)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(2, 50), rng.randint(2, 2000), rng.randint(2, MAX_N)])
            k = rng.randint(1, min(n, MAX_K))
            hi = rng.choice([10, 1000, MAX_W])
            m = rng.randint(max(0, n - 1), min(MAX_M, 3 * n))
            roads = connected(rng, n, m, 1, hi) if rng.random() < 0.85 else random_roads(rng, n, m, 1, hi)
            out.append([n, roads, rng.sample(range(n), k)])
    elif mode == 'large':
        for hi in [MAX_W, 1000, MAX_W]:
            roads = connected(rng, MAX_N, MAX_M, 1, hi)
            out.append([MAX_N, roads, rng.sample(range(1, MAX_N - 1), MAX_K)])
        # a long path: distances near 10^13
        path = [[i, i + 1, MAX_W - rng.randint(0, 10)] for i in range(MAX_N - 1)]
        out.append([MAX_N, path, rng.sample(range(MAX_N), MAX_K)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
