"""Test generator for Kth Largest Element in an Array: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIMIT = 10**4


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            span = rng.choice([2, 5, 20])
            out.append([[rng.randint(-span, span) for _ in range(n)], rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            span = rng.choice([3, 100, LIMIT])
            k = rng.choice([1, n, rng.randint(1, n)])
            out.append([[rng.randint(-span, span) for _ in range(n)], k])
    elif mode == 'large':
        half = MAX_N // 2
        out.append([[rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)], half])
        out.append([sorted(rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)), half])
        out.append([sorted((rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)), reverse=True), half + 1])
        out.append([[7] * MAX_N, half])
        out.append([[rng.randint(-LIMIT, LIMIT) for _ in range(MAX_N)], MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
