"""Test generator for Banner Strength Total: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    (posts,) = args
    assert 1 <= len(posts) <= MAX_N, 'length'
    assert all(isinstance(p, int) and 1 <= p <= LIM for p in posts), 'height range'


def make(rng, n, hi, shape):
    if shape == 'rising':
        return sorted(rng.randint(1, hi) for _ in range(n))
    if shape == 'dupes':
        pool = [rng.randint(1, hi) for _ in range(rng.randint(1, 3))]
        return [rng.choice(pool) for _ in range(n)]
    if shape == 'mountain':
        a = sorted(rng.randint(1, hi) for _ in range(n))
        return a[::2] + a[1::2][::-1]
    return [rng.randint(1, hi) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'rising', 'dupes', 'mountain']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 10), rng.choice([1, 2, 5, 100, LIM]), rng.choice(SHAPES))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice([3, 1000, LIM]), rng.choice(SHAPES))])
    elif mode == 'large':
        out.append([[LIM] * MAX_N])
        out.append([make(rng, MAX_N, LIM, 'uniform')])
        out.append([make(rng, MAX_N, LIM, 'mountain')])
        out.append([make(rng, MAX_N, LIM, 'dupes')])
        out.append([list(range(1, MAX_N + 1))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
