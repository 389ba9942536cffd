"""Test generator for Subsets: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10
VALUES = range(-10, 11)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([rng.sample(VALUES, rng.randint(1, 8))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([rng.sample(VALUES, rng.randint(1, MAX_N))])
    elif mode == 'large':
        out.append([rng.sample(VALUES, MAX_N)])
        out.append([[-10, 10, -9, 9, -8, 8, 0, 1, -1, 5]])
        out.append([list(range(1, 11))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
