"""Test generator for Hunting Tooth Gears: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_V = 10**5


def valid(args):
    (teeth,) = args
    assert 1 <= len(teeth) <= MAX_N, 'length'
    assert all(isinstance(t, int) and 1 <= t <= MAX_V for t in teeth), 'tooth range'


def make(rng, n, v, shape):
    if shape == 'smooth':  # many shared small factors
        base = [2, 3, 5, 6, 10, 12, 15, 30]
        return [min(v, rng.choice(base) * rng.randint(1, max(1, v // 30))) for _ in range(n)]
    if shape == 'even':
        return [2 * rng.randint(1, max(1, v // 2)) for _ in range(n)]
    if shape == 'ones':
        return [1 if rng.random() < 0.5 else rng.randint(1, v) for _ in range(n)]
    if shape == 'few':
        pool = [rng.randint(1, v) for _ in range(3)]
        return [rng.choice(pool) for _ in range(n)]
    return [rng.randint(1, v) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'smooth', 'even', 'ones', 'few']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 12), rng.choice([2, 6, 30, 100, MAX_V]), rng.choice(SHAPES))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            v = rng.choice([10, 1000, MAX_V])
            out.append([make(rng, n, v, rng.choice(SHAPES))])
    elif mode == 'large':
        out.append([make(rng, MAX_N, MAX_V, 'uniform')])
        out.append([[1] * MAX_N])
        out.append([make(rng, MAX_N, MAX_V, 'smooth')])
        out.append([make(rng, MAX_N, MAX_V, 'even')])
        out.append([[MAX_V - i for i in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
