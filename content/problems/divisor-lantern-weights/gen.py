"""Test generator for Divisor Lantern Weights: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**12


def valid(args):
    (n,) = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n range'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(1, 50), rng.randint(1, 3000), rng.randint(1, 60) ** 2])
            out.append([n])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(1, 10**6), rng.randint(1, 10**9), rng.randint(1, MAX_N),
                            rng.randint(1, 10**6) ** 2, rng.randint(2, 10**6) ** 2 - 1])
            out.append([n])
    elif mode == 'large':
        out.append([MAX_N])
        out.append([MAX_N - 1])
        out.append([999999 * 1000001])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
