"""Test generator for Half-Price Coupon: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 5 * 10**4
MAX_M = 10**5
MAX_W = 10**9


def valid(args):
    n, roads = args
    assert isinstance(n, int) and 2 <= n <= MAX_N, 'n'
    assert isinstance(roads, list) and len(roads) <= MAX_M, 'roads'
    for r in roads:
        assert isinstance(r, list) and len(r) == 3, 'road shape'
        a, b, w = r
        assert 0 <= a < n and 0 <= b < n and a != b, 'road ends'
        assert 1 <= w <= MAX_W, 'toll'


def random_roads(rng, n, m, lo, hi):
    roads = []
    for _ in range(m):
        a = rng.randrange(n)
        b = rng.randrange(n - 1)
        roads.append([a, b if b < a else b + 1, rng.randint(lo, hi)])
    return roads


def path_plus(rng, n, extra, lo, hi):
    """A random path from 0 to n - 1 through every town, plus random roads."""
    order = list(range(1, n - 1))
    rng.shuffle(order)
    order = [0] + order + [n - 1]
    roads = [[order[i], order[i + 1], rng.randint(lo, hi)] for i in range(n - 1)]
    roads += random_roads(rng, n, extra, lo, hi)
    rng.shuffle(roads)
    return roads


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 7)
            hi = rng.choice([1, 3, 20, 100])
            out.append([n, random_roads(rng, n, rng.randint(0, 10), 1, hi)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, MAX_N)])
            hi = rng.choice([5, 1000, MAX_W])
            m = rng.randint(0, min(MAX_M, 3 * n))
            if rng.random() < 0.5:
                out.append([n, path_plus(rng, n, max(0, min(MAX_M - n + 1, m)), 1, hi)])
            else:
                out.append([n, random_roads(rng, n, m, 1, hi)])
    elif mode == 'large':
        out.append([MAX_N, path_plus(rng, MAX_N, MAX_M - MAX_N + 1, 1, MAX_W)])
        out.append([MAX_N, path_plus(rng, MAX_N, MAX_M - MAX_N + 1, MAX_W - 1000, MAX_W)])
        out.append([MAX_N, random_roads(rng, MAX_N, MAX_M, 1, MAX_W)])
        # a long chain: about 5 * 10^13 in total
        out.append([MAX_N, [[i, i + 1, MAX_W] for i in range(MAX_N - 1)] + random_roads(rng, MAX_N, MAX_M - MAX_N + 1, MAX_W, MAX_W)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
