"""Test generator for Batch Shipping: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_W = 100
MAX_FEE = 10**9


def valid(args):
    weights, fee = args
    assert isinstance(weights, list) and 1 <= len(weights) <= MAX_N, 'length'
    assert all(isinstance(w, int) and 1 <= w <= MAX_W for w in weights), 'weights'
    assert isinstance(fee, int) and 0 <= fee <= MAX_FEE, 'fee'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 11)
            hi = rng.choice([1, 3, 10, 100])
            out.append([[rng.randint(1, hi) for _ in range(n)], rng.choice([0, 1, rng.randint(0, 50), rng.randint(0, 3000)])])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            hi = rng.choice([1, 5, MAX_W])
            out.append([[rng.randint(1, hi) for _ in range(n)], rng.choice([0, rng.randint(0, 10**4), rng.randint(0, 10**7), MAX_FEE])])
    elif mode == 'large':
        out.append([[rng.randint(1, MAX_W) for _ in range(MAX_N)], MAX_FEE])
        out.append([[MAX_W] * MAX_N, 10**6])
        out.append([[rng.randint(1, MAX_W) for _ in range(MAX_N)], 12345])
        out.append([[1] * MAX_N, MAX_FEE])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
