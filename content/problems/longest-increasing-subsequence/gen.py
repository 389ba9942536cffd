"""Test generator for Longest Increasing Subsequence: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2500
LIMIT = 10**4


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            span = rng.choice([1, 3, 10, 50])
            out.append([[rng.randint(-span, span) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            span = rng.choice([2, 100, LIMIT])
            values = [rng.randint(-span, span) for _ in range(n)]
            if rng.random() < 0.3:  # a noisy upward trend: long answers
                values = [max(-LIMIT, min(LIMIT, -LIMIT + 8 * i + rng.randint(-40, 40))) for i in range(n)]
            out.append([values])
    elif mode == 'large':
        out.append([[rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)]])
        out.append([sorted(rng.sample(range(-LIMIT, LIMIT + 1), MAX_N))])  # the whole array
        out.append([sorted(rng.sample(range(-LIMIT, LIMIT + 1), MAX_N), reverse=True)])  # 1
        out.append([[LIMIT] * MAX_N])  # equal values: 1
        out.append([[(i // 2) * 7 - LIMIT if i % 2 == 0 else LIMIT - i for i in range(MAX_N)]])  # zigzag
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
