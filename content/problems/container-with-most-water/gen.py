"""Test generator for Container With Most Water: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_H = 10**4


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 10)
            top = rng.choice([1, 5, 20])
            out.append([[rng.randint(0, top) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, MAX_N)])
            top = rng.choice([10, MAX_H])
            out.append([[rng.randint(0, top) for _ in range(n)]])
    elif mode == 'large':
        out.append([[rng.randint(0, MAX_H) for _ in range(MAX_N)]])
        out.append([[MAX_H] * MAX_N])  # the largest possible area, 10^4 * (10^5 - 1)
        out.append([[i * MAX_H // MAX_N for i in range(MAX_N)]])  # increasing
        # tall lines hidden in the middle, low ones at the ends
        mid = [rng.randint(0, 50) for _ in range(MAX_N)]
        mid[MAX_N // 3], mid[2 * MAX_N // 3] = MAX_H, MAX_H - 1
        out.append([mid])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
