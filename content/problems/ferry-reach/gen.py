"""Test generator for Ferry Reach: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_M = 2 * 10**5


def valid(args):
    n, routes, start, k = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(routes, list) and len(routes) <= MAX_M, 'routes'
    for r in routes:
        assert isinstance(r, list) and len(r) == 2, 'route shape'
        a, b = r
        assert 0 <= a < n and 0 <= b < n and a != b, 'route ends'
    assert 0 <= start < n, 'start'
    assert 0 <= k <= n, 'k'


def random_graph(rng, n, m):
    routes = []
    if n < 2:
        return routes
    for _ in range(m):
        a = rng.randrange(n)
        b = rng.randrange(n - 1)
        routes.append([a, b if b < a else b + 1])
    return routes


def chain(rng, n, extra):
    """A shuffled path through all islands plus a few random shortcuts."""
    perm = list(range(n))
    rng.shuffle(perm)
    routes = [[perm[i], perm[i + 1]] for i in range(n - 1)]
    routes += random_graph(rng, n, extra)
    rng.shuffle(routes)
    return routes, perm[0]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            routes = random_graph(rng, n, rng.randint(0, 12))
            out.append([n, routes, rng.randrange(n), rng.randint(0, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            if rng.random() < 0.3:
                routes, start = chain(rng, n, rng.randint(0, 5))
            else:
                routes, start = random_graph(rng, n, rng.randint(0, min(MAX_M, 2 * n))), rng.randrange(n)
            k = min(n, rng.choice([0, 1, 2, rng.randint(0, 20), rng.randint(0, n)]))
            out.append([n, routes, start, k])
    elif mode == 'large':
        perm = list(range(MAX_N))
        rng.shuffle(perm)
        path = [[perm[i], perm[i + 1]] for i in range(MAX_N - 1)]
        out.append([MAX_N, path + [[perm[-1], perm[-2]]] * (MAX_M - MAX_N + 1), perm[0], MAX_N])
        routes, start = chain(rng, MAX_N, MAX_M - MAX_N + 1)
        out.append([MAX_N, routes, start, MAX_N // 2])
        out.append([MAX_N, random_graph(rng, MAX_N, MAX_M), 0, 6])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
