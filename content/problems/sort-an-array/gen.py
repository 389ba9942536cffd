"""Test generator for Sort an Array: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 5 * 10**4
LIMIT = 5 * 10**4


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            span = rng.choice([2, 15, 200])
            out.append([[rng.randint(-span, span) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            span = rng.choice([3, 1000, LIMIT])
            out.append([[rng.randint(-span, span) for _ in range(n)]])
    elif mode == 'large':
        values = [rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)]
        out.append([values])
        out.append([sorted(values, reverse=True)])  # insertion sort's worst case
        out.append([sorted(values)])  # a fixed-pivot quicksort's worst case
        out.append([[LIMIT] * MAX_N])  # a two-way-partition quicksort's worst case
        out.append([[rng.choice([-LIMIT, 0, LIMIT]) for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
