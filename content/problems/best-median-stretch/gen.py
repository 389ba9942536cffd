"""Test generator for Best Median Stretch: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    scores, k = args
    assert 1 <= len(scores) <= MAX_N, 'length'
    assert isinstance(k, int) and 1 <= k <= len(scores), 'minDays range'
    assert all(isinstance(s, int) and 1 <= s <= LIM for s in scores), 'score range'


def make(rng, n, hi, shape):
    if shape == 'two-values':
        a, b = rng.randint(1, hi), rng.randint(1, hi)
        return [rng.choice([a, b]) for _ in range(n)]
    if shape == 'alternating':
        a, b = sorted(rng.sample(range(1, hi + 2), 2)) if hi > 1 else (1, 1)
        b = min(b, LIM)
        return [a if i % 2 else b for i in range(n)]
    return [rng.randint(1, hi) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'two-values', 'alternating']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            out.append([make(rng, n, rng.choice([2, 5, 100]), rng.choice(SHAPES)), rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            k = min(n, rng.choice([1, 2, n, rng.randint(1, n), max(1, n // 2)]))
            out.append([make(rng, n, rng.choice([3, 1000, LIM]), rng.choice(SHAPES)), k])
    elif mode == 'large':
        out.append([make(rng, MAX_N, LIM, 'uniform'), MAX_N // 2])
        out.append([make(rng, MAX_N, LIM, 'uniform'), 1000])
        out.append([make(rng, MAX_N, LIM, 'alternating'), 2])
        out.append([make(rng, MAX_N, LIM, 'uniform'), MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
