"""Test generator for Parade Sightline Pairs: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    (heights,) = args
    assert 1 <= len(heights) <= MAX_N, 'length'
    assert all(isinstance(h, int) and 1 <= h <= LIM for h in heights), 'height range'


def make(rng, n, hi, shape):
    if shape == 'few':
        pool = [rng.randint(1, hi) for _ in range(3)]
        return [rng.choice(pool) for _ in range(n)]
    if shape == 'valley':
        half = sorted(rng.randint(1, hi) for _ in range(n // 2))
        return half[::-1] + sorted(rng.randint(1, hi) for _ in range(n - n // 2))
    return [rng.randint(1, hi) for _ in range(n)]


SHAPES = ['uniform', 'few', 'few', 'valley']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 10), rng.choice([1, 2, 3, 10, LIM]), rng.choice(SHAPES))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice([2, 5, 1000, LIM]), rng.choice(SHAPES))])
    elif mode == 'large':
        out.append([[LIM] * MAX_N])  # everyone sees everyone: n(n-1)/2 pairs
        out.append([make(rng, MAX_N, LIM, 'valley')])
        out.append([make(rng, MAX_N, 3, 'uniform')])
        out.append([list(range(MAX_N, 0, -1))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
