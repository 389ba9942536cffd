"""Test generator for Reverse Linked List: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_V = 5000


def values(rng, n, top=MAX_V):
    return [rng.randint(-top, top) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([values(rng, rng.randint(0, 8), rng.choice([2, 50, MAX_V]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, rng.randint(0, 100), rng.randint(0, 5000), rng.randint(0, MAX_N)])
            out.append([values(rng, n, rng.choice([3, MAX_V]))])
    elif mode == 'large':
        # Detaching the tail once per node walks n^2 / 2 links.
        out.append([values(rng, MAX_N)])
        out.append([[i % (2 * MAX_V + 1) - MAX_V for i in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
