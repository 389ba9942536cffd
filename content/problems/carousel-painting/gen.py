"""Test generator for Carousel Painting: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_H = 10**15
MAX_C = 10**9


def valid(args):
    h, c = args
    assert isinstance(h, int) and 2 <= h <= MAX_H, 'horses'
    assert isinstance(c, int) and 1 <= c <= MAX_C, 'colours'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            h = rng.randint(2, 7)
            c = rng.randint(1, 4) if h > 5 else rng.randint(1, 6)
            out.append([h, c])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            h = rng.choice([rng.randint(2, 100), rng.randint(2, 10**9), rng.randint(2, MAX_H)])
            c = rng.choice([1, 2, 3, rng.randint(1, 1000), rng.randint(1, MAX_C)])
            out.append([h, c])
    elif mode == 'large':
        out.append([MAX_H, MAX_C])
        out.append([MAX_H - 1, rng.randint(10**8, MAX_C)])
        out.append([rng.randint(MAX_H // 2, MAX_H), 2])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
