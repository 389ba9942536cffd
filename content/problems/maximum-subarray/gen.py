"""Test generator for Maximum Subarray: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_V = 10**4


def make(rng, n):
    shape = rng.choice(['uniform', 'negative', 'mostly-negative', 'small'])
    if shape == 'uniform':
        return [rng.randint(-MAX_V, MAX_V) for _ in range(n)]
    if shape == 'negative':
        return [rng.randint(-MAX_V, -1) for _ in range(n)]
    if shape == 'mostly-negative':
        return [rng.randint(-MAX_V, MAX_V // 3) for _ in range(n)]
    return [rng.randint(-3, 3) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            top = rng.choice([3, 10, MAX_V])
            hi = top if rng.random() < 0.7 else -1  # some arrays are all negative
            out.append([[rng.randint(-top, hi) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)]))])
    elif mode == 'large':
        out.append([[rng.randint(-MAX_V, MAX_V) for _ in range(MAX_N)]])
        out.append([[MAX_V] * MAX_N])  # the largest possible sum, 10^9
        out.append([[rng.randint(-MAX_V, -1) for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
