"""Test generator for Training Streak: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_G = 10**9


def valid(args):
    gains, k = args
    assert isinstance(gains, list) and 1 <= len(gains) <= MAX_N, 'length'
    assert all(isinstance(g, int) and 0 <= g <= MAX_G for g in gains), 'gains'
    assert isinstance(k, int) and 1 <= k <= len(gains), 'k'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            hi = rng.choice([1, 3, 10, 100])
            out.append([[rng.randint(0, hi) for _ in range(n)], rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)])
            hi = rng.choice([1, 10, 10**6, MAX_G])
            k = min(n, rng.choice([1, 2, rng.randint(1, n), n]))
            out.append([[rng.randint(0, hi) for _ in range(n)], k])
    elif mode == 'large':
        n = MAX_N
        out.append([[rng.randint(0, MAX_G) for _ in range(n)], n // 2])
        out.append([[rng.randint(MAX_G - 1000, MAX_G) for _ in range(n)], n // 3])
        # decreasing gains: the deque keeps many candidates
        out.append([[MAX_G - i for i in range(n)], 1000])
        out.append([[rng.randint(0, MAX_G) for _ in range(n)], 1])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
