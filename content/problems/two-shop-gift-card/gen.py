"""Test generator for Two-Shop Gift Card: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 2 * 10**9
MAX_BUDGET = 4 * 10**9


def valid(args):
    a, b, budget = args
    assert 1 <= len(a) <= MAX_N and 1 <= len(b) <= MAX_N, 'length'
    assert all(isinstance(x, int) and 1 <= x <= LIM for x in a + b), 'price range'
    assert all(a[i] <= a[i + 1] for i in range(len(a) - 1)), 'shopA sorted'
    assert all(b[i] <= b[i + 1] for i in range(len(b) - 1)), 'shopB sorted'
    assert isinstance(budget, int) and 1 <= budget <= MAX_BUDGET, 'budget range'


def prices(rng, n, lo, hi):
    return sorted(rng.randint(lo, hi) for _ in range(n))


def budget_for(rng, a, b):
    kind = rng.random()
    lo, hi = a[0] + b[0], a[-1] + b[-1]
    if kind < 0.15:
        x = lo - rng.randint(1, 5)  # nothing fits
    elif kind < 0.3:
        x = rng.choice(a) + rng.choice(b)  # some pair fits exactly
    elif kind < 0.4:
        x = hi + rng.randint(0, 5)  # everything fits
    else:
        x = rng.randint(lo, hi)
    return max(1, min(MAX_BUDGET, x))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            hi = rng.choice([5, 30, 1000, LIM])
            a = prices(rng, rng.randint(1, 7), 1, hi)
            b = prices(rng, rng.randint(1, 7), 1, hi)
            out.append([a, b, budget_for(rng, a, b)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            m = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            lo = rng.choice([1, LIM // 4, LIM // 2, LIM - 10**6])
            a, b = prices(rng, n, lo, LIM), prices(rng, m, lo, LIM)
            out.append([a, b, budget_for(rng, a, b)])
    elif mode == 'large':
        # The best pair is far from both ends, so a pair scan has to try almost everything.
        a = prices(rng, MAX_N, 1, LIM)
        b = prices(rng, MAX_N, 1, LIM)
        out.append([a, b, LIM + 7])
        out.append([a, b, LIM // 2 + 3])
        out.append([a, b, 1])
        a = prices(rng, MAX_N, LIM - 10**6, LIM)
        b = prices(rng, MAX_N, LIM - 10**6, LIM)
        out.append([a, b, MAX_BUDGET - 10**6])
        out.append([[LIM] * MAX_N, [LIM] * MAX_N, MAX_BUDGET])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
