"""Test generator for Climbing Stairs: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 45


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        out = [[rng.randint(1, MAX_N)] for _ in range(int(sys.argv[3]))]
    elif mode == 'random':
        # Without repeats while possible, spread over the whole range.
        pool = list(range(6, MAX_N - 2))
        rng.shuffle(pool)
        out = [[pool[i % len(pool)]] for i in range(int(sys.argv[3]))]
    elif mode == 'large':
        # Exponential recursion needs about 2 * F(n) calls: billions at the top of the range.
        out = [[MAX_N], [MAX_N - 1], [MAX_N - 2]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
