"""Test generator for Pipe Organ Tuning: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    pitches, k = args
    assert 1 <= len(pitches) <= MAX_N, 'length'
    assert isinstance(k, int) and 1 <= k <= len(pitches), 'k range'
    assert all(isinstance(p, int) and 0 <= p <= LIM for p in pitches), 'pitch range'


def make(rng, n, hi, shape):
    if shape == 'skewed':  # a few wild pipes pull the average away from the median
        return [rng.randint(0, hi // 100 + 1) if rng.random() < 0.8 else rng.randint(0, hi) for _ in range(n)]
    if shape == 'dupes':
        pool = [rng.randint(0, hi) for _ in range(3)]
        return [rng.choice(pool) for _ in range(n)]
    if shape == 'extremes':
        return [rng.choice([0, hi]) for _ in range(n)]
    if shape == 'drift':  # slowly rising pitches
        p = rng.randint(0, hi // 2)
        out = []
        for _ in range(n):
            p = min(hi, max(0, p + rng.randint(-3, 5)))
            out.append(p)
        return out
    return [rng.randint(0, hi) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'skewed', 'dupes', 'extremes', 'drift']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            out.append([make(rng, n, rng.choice([1, 5, 30]), rng.choice(SHAPES)), rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            k = min(n, rng.choice([1, 2, n, rng.randint(1, n), max(1, n // 2)]))
            out.append([make(rng, n, rng.choice([10, 10**6, LIM]), rng.choice(SHAPES)), k])
    elif mode == 'large':
        out.append([make(rng, MAX_N, LIM, 'uniform'), MAX_N // 2])
        out.append([make(rng, MAX_N, LIM, 'skewed'), MAX_N // 2 + 1])
        out.append([make(rng, MAX_N, LIM, 'extremes'), MAX_N])
        out.append([make(rng, MAX_N, LIM, 'drift'), 1000])
        out.append([make(rng, MAX_N, LIM, 'uniform'), 2])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
