"""Test generator for Courtyard Tiling: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5


def valid(args):
    (n,) = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        out = [[1 + i % 12] for i in range(int(sys.argv[3]))]  # every width from 1 to 12, repeatedly
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(1, 40), rng.randint(1, 1000), rng.randint(1, MAX_N)])
            out.append([n + (n % 2 if rng.random() < 0.8 and n < MAX_N else 0)])  # mostly even widths
    elif mode == 'large':
        out = [[MAX_N], [MAX_N - 2], [40]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
