"""Test generator for 3Sum: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 3000
LIMIT = 10**5


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(3, 10)
            span = rng.choice([1, 3, 6, 15])
            out.append([[rng.randint(-span, span) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([3, 4, rng.randint(3, 100), rng.randint(3, MAX_N)])
            span = rng.choice([2, 50, 1000, LIMIT])
            out.append([[rng.randint(-span, span) for _ in range(n)]])
    elif mode == 'large':
        out.append([[rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)]])
        out.append([[0] * MAX_N])
        out.append([[rng.randint(-200, 200) for _ in range(MAX_N)]])
        # distinct values spread evenly over the whole range: every two-pointer scan is long
        out.append([rng.sample(range(-LIMIT, LIMIT + 1), MAX_N)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
