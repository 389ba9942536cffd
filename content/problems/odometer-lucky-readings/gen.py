"""Test generator for Odometer Lucky Readings: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_V = 10**15
MAX_K = 150


def valid(args):
    lo, hi, k = args
    assert isinstance(lo, int) and isinstance(hi, int) and 1 <= lo <= hi <= MAX_V, 'range'
    assert isinstance(k, int) and 1 <= k <= MAX_K, 'k'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            lo = rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**6)])
            hi = lo + rng.randint(0, 300)
            out.append([lo, hi, rng.choice([1, 2, 3, 7, rng.randint(1, 30)])])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            lo = rng.randint(1, 10**rng.randint(1, 15))
            hi = rng.randint(lo, MAX_V if rng.random() < 0.5 else min(MAX_V, lo * 10))
            out.append([lo, hi, rng.choice([1, 9, 10, rng.randint(1, 40), rng.randint(1, MAX_K)])])
    elif mode == 'large':
        out = [[1, MAX_V, 7], [1, MAX_V, 1], [rng.randint(1, 10**6), MAX_V - rng.randint(0, 10**6), MAX_K], [1, MAX_V, 135]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
