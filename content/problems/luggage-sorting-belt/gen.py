"""Test generator for Luggage Sorting Belt: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    head, limit = args
    assert isinstance(head, list) and len(head) <= MAX_N, 'length'
    assert all(isinstance(v, int) and -LIM <= v <= LIM for v in head), 'values'
    assert isinstance(limit, int) and -LIM <= limit <= LIM, 'limit'


def make(rng, n, r):
    values = [rng.randint(-r, r) for _ in range(n)]
    limit = rng.choice(values) if values and rng.random() < 0.7 else rng.randint(-r, r)
    return [values, limit]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(0, 12), rng.choice([1, 3, 9])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([2, 1000, LIM])))
    elif mode == 'large':
        out.append(make(rng, MAX_N, 3))
        out.append(make(rng, MAX_N, LIM))
        out.append([list(range(MAX_N, 0, -1)), MAX_N // 2])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
