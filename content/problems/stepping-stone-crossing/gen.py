"""Test generator for Stepping Stone Crossing: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    costs, lo, hi = args
    n = len(costs)
    assert 2 <= n <= MAX_N, 'length'
    assert isinstance(lo, int) and isinstance(hi, int) and 1 <= lo <= hi <= n - 1, 'jump range'
    assert all(isinstance(c, int) and (c == -1 or 0 <= c <= LIM) for c in costs), 'cost range'
    assert costs[0] != -1 and costs[-1] != -1, 'ends usable'


def make(rng, n, hi_cost, water, lo=None, hi=None):
    costs = [-1 if rng.random() < water else rng.randint(0, hi_cost) for _ in range(n)]
    costs[0] = rng.randint(0, hi_cost)
    costs[-1] = rng.randint(0, hi_cost)
    if lo is None:
        hi = rng.randint(1, n - 1)
        lo = rng.randint(1, hi)
    return [costs, lo, hi]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(2, 10), rng.choice([0, 3, 20, LIM]), rng.choice([0, 0.2, 0.5])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, MAX_N)])
            case = make(rng, n, rng.choice([10, LIM]), rng.choice([0, 0.1, 0.4]))
            if rng.random() < 0.5:  # narrow ranges make long routes
                hi = rng.randint(1, min(n - 1, 20))
                case[1], case[2] = rng.randint(1, hi), hi
            out.append(case)
    elif mode == 'large':
        n = MAX_N
        out.append(make(rng, n, LIM, 0.1, n // 4, 3 * n // 4))  # wide window: scanning it is slow
        out.append(make(rng, n, LIM, 0.0, 1, n // 2))
        out.append(make(rng, n, LIM, 0.0, 1, 1))  # every stone: the total passes 2^31 by far
        out.append(make(rng, n, LIM, 0.3, 2, 5))
        out.append(make(rng, n, LIM, 0.9, 3, 40))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
