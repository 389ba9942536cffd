"""Test generator for Rival Clubs: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_M = 2 * 10**5


def valid(args):
    n, rivalries = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(rivalries, list) and len(rivalries) <= MAX_M, 'count'
    for r in rivalries:
        assert isinstance(r, list) and len(r) == 2, 'pair'
        a, b = r
        assert 0 <= a < n and 0 <= b < n and a != b, 'students'


def bipartite(rng, n, m):
    """Edges only across a hidden split, so the answer is true."""
    side = [rng.randrange(2) for _ in range(n)]
    left = [i for i in range(n) if side[i] == 0]
    right = [i for i in range(n) if side[i] == 1]
    if not left or not right:
        return []
    return [[rng.choice(left), rng.choice(right)] if rng.random() < 0.5 else [rng.choice(right), rng.choice(left)] for _ in range(m)]


def make(rng, n, m):
    edges = bipartite(rng, n, m)
    if n >= 3 and rng.random() < 0.5:  # maybe plant one odd cycle somewhere
        length = rng.choice([3, 5, 7]) if n >= 7 else 3
        cycle = rng.sample(range(n), min(length, n) if min(length, n) % 2 else 3)
        edges += [[cycle[i], cycle[(i + 1) % len(cycle)]] for i in range(len(cycle))]
    rng.shuffle(edges)
    return [n, edges[:MAX_M]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            out.append(make(rng, n, rng.randint(0, 12)))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.randint(0, min(MAX_M - 7, 2 * n))))
    elif mode == 'large':
        edges = bipartite(rng, MAX_N, MAX_M)
        out.append([MAX_N, edges])
        bad = list(edges[:-3]) + [[MAX_N - 3, MAX_N - 2], [MAX_N - 2, MAX_N - 1], [MAX_N - 1, MAX_N - 3]]
        out.append([MAX_N, bad])
        out.append([MAX_N, [[i, i + 1] for i in range(MAX_N - 1)] + [[MAX_N - 1, 0]]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
