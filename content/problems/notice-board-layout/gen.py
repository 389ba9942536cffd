"""Test generator for Notice Board Layout: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**4
MAX_W = 200


def valid(args):
    words, width = args
    assert isinstance(width, int) and 1 <= width <= MAX_W, 'width'
    assert isinstance(words, list) and 1 <= len(words) <= MAX_N, 'length'
    assert all(isinstance(w, int) and 1 <= w <= width for w in words), 'word lengths'


def make(rng, n, width):
    longest = rng.choice([1, 3, max(1, width // 3), width])
    return [[rng.randint(1, min(width, longest)) for _ in range(n)], width]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 10), rng.randint(1, 12)))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([1, 10, rng.randint(1, MAX_W), MAX_W])))
    elif mode == 'large':
        out.append([[1] * MAX_N, MAX_W])
        out.append([[rng.randint(1, 8) for _ in range(MAX_N)], MAX_W])
        out.append([[rng.randint(1, MAX_W) for _ in range(MAX_N)], MAX_W])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
