"""Test generator for Parking Gaps: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**9
MAX_M = 10**5


def valid(args):
    n, occupied = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(occupied, list) and len(occupied) <= min(n, MAX_M), 'count'
    assert all(isinstance(c, int) and 1 <= c <= n for c in occupied), 'spaces'
    assert len(set(occupied)) == len(occupied), 'distinct'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 20)
            out.append([n, rng.sample(range(1, n + 1), rng.randint(0, n))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 1000), rng.randint(1, MAX_N)])
            m = min(n, MAX_M, rng.choice([0, 1, rng.randint(0, 100), MAX_M]))
            out.append([n, rng.sample(range(1, n + 1), m)])
    elif mode == 'large':
        out.append([MAX_N, rng.sample(range(1, MAX_N + 1), MAX_M)])
        out.append([MAX_M, rng.sample(range(1, MAX_M + 1), MAX_M)])
        out.append([MAX_N, rng.sample(range(MAX_N // 2, MAX_N // 2 + 2 * MAX_M), MAX_M)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
