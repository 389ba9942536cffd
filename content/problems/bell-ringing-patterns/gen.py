"""Test generator for Bell Ringing Patterns: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**6


def valid(args):
    (n,) = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        count = int(sys.argv[3])
        out = [[1 + i % 14] for i in range(count)]  # every length from 1 to 14, repeatedly
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([rng.choice([rng.randint(1, 60), rng.randint(1, 10**4), rng.randint(1, MAX_N)])])
    elif mode == 'large':
        out = [[MAX_N], [MAX_N - 1], [rng.randint(MAX_N // 2, MAX_N)]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
