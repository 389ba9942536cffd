"""Test generator for Archive Consolidation: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_S = 10**9
MAX_K = 10**5


def valid(args):
    sizes, k = args
    assert isinstance(sizes, list) and 1 <= len(sizes) <= MAX_N, 'length'
    assert all(isinstance(s, int) and 1 <= s <= MAX_S for s in sizes), 'sizes'
    assert isinstance(k, int) and 2 <= k <= MAX_K, 'k'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 6)
            hi = rng.choice([1, 5, 30])
            out.append([[rng.randint(1, hi) for _ in range(n)], rng.randint(2, 5)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            k = rng.choice([2, 3, rng.randint(2, 20), rng.randint(2, MAX_K)])
            hi = rng.choice([10, 10**6, MAX_S])
            out.append([[rng.randint(1, hi) for _ in range(n)], k])
    elif mode == 'large':
        out.append([[rng.randint(1, MAX_S) for _ in range(MAX_N)], 2])
        out.append([[MAX_S] * MAX_N, 2])
        out.append([[rng.randint(1, MAX_S) for _ in range(MAX_N)], 7])
        out.append([[rng.randint(1, MAX_S) for _ in range(MAX_N)], MAX_K])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
