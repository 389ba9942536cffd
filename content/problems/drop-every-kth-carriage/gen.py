"""Test generator for Drop Every Kth Carriage: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_K = 10**5
LIM = 10**9


def valid(args):
    head, k = args
    assert isinstance(head, list) and 0 <= len(head) <= MAX_N, 'length'
    assert all(isinstance(v, int) and -LIM <= v <= LIM for v in head), 'values'
    assert isinstance(k, int) and 1 <= k <= MAX_K, 'k'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(0, 12)
            k = rng.randint(1, 14)
            out.append([[rng.randint(-9, 9) for _ in range(n)], k])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            k = rng.choice([1, 2, rng.randint(1, 10), rng.randint(1, max(1, n)), rng.randint(1, MAX_K)])
            out.append([[rng.randint(-LIM, LIM) for _ in range(n)], k])
    elif mode == 'large':
        out.append([[rng.randint(-LIM, LIM) for _ in range(MAX_N)], 2])
        out.append([[rng.randint(-LIM, LIM) for _ in range(MAX_N)], 1])
        out.append([[rng.randint(-5, 5) for _ in range(MAX_N)], MAX_K])
        out.append([list(range(1, MAX_N + 1)), 7])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
