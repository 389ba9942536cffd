"""Test generator for Balanced Scale Points: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    (weights,) = args
    assert 1 <= len(weights) <= MAX_N, 'length'
    assert all(isinstance(w, int) and -LIM <= w <= LIM for w in weights), 'value range'


def mirrored(rng, n, lo, hi):
    """A palindrome-like row: balances in the middle, and often elsewhere with small values."""
    half = [rng.randint(lo, hi) for _ in range(n // 2)]
    mid = [rng.randint(lo, hi)] if n % 2 else []
    return half + mid + half[::-1] if n > 1 else mid or [rng.randint(lo, hi)]


def make(rng, n, lo, hi):
    kind = rng.choice(['plain', 'plain', 'mirror', 'zeros'])
    if kind == 'mirror':
        return mirrored(rng, n, lo, hi)
    if kind == 'zeros':
        return [0 if rng.random() < 0.7 else rng.randint(lo, hi) for _ in range(n)]
    return [rng.randint(lo, hi) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            r = rng.choice([1, 2, 3, 5])
            out.append([make(rng, n, -r, r)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, 5, rng.randint(1, 1000), rng.randint(1, MAX_N)])
            r = rng.choice([1, 3, 100, LIM])
            out.append([make(rng, n, -r, r)])
    elif mode == 'large':
        out.append([[0] * MAX_N])
        out.append([[rng.randint(-LIM, LIM) for _ in range(MAX_N)]])
        out.append([mirrored(rng, MAX_N - 1, LIM - 5, LIM)])
        out.append([[rng.choice([-1, 0, 1]) for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
