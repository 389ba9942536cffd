"""Test generator for Stable Price Windows: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 2 * 10**9


def valid(args):
    prices, k = args
    assert 1 <= len(prices) <= MAX_N, 'length'
    assert isinstance(k, int) and 1 <= k <= len(prices), 'k range'
    assert all(isinstance(p, int) and 1 <= p <= LIM for p in prices), 'price range'


def make(rng, n, lo, hi, shape):
    if shape == 'walk':  # a random walk with moderate steps: stability changes often
        p = rng.randint(lo, hi)
        out = []
        for _ in range(n):
            p = min(hi, max(lo, p + rng.randint(-(p // 8) - 1, p // 8 + 1)))
            out.append(p)
        return out
    return [rng.randint(lo, hi) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            lo = rng.choice([1, 10, LIM // 2])
            hi = rng.choice([lo * 2, lo * 3 + 1, LIM])
            out.append([make(rng, n, lo, min(hi, LIM), rng.choice(['walk', 'uniform'])), rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            lo = rng.choice([1, 1000, 2**30])
            hi = min(LIM, rng.choice([lo * 2, lo * 4, LIM]))
            k = min(n, rng.choice([1, 2, n, rng.randint(1, n), max(1, n // 2)]))
            out.append([make(rng, n, lo, hi, rng.choice(['walk', 'uniform'])), k])
    elif mode == 'large':
        out.append([make(rng, MAX_N, 2**30, LIM, 'uniform'), MAX_N // 2])  # all stable, doubling overflows int
        out.append([make(rng, MAX_N, 1, LIM, 'walk'), MAX_N // 2])
        out.append([make(rng, MAX_N, 1, 1000, 'walk'), 50])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
