"""Test generator for Workshop Commissions: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_D = 10**9
MAX_P = 10**9


def valid(args):
    deadlines, payments = args
    assert isinstance(deadlines, list) and isinstance(payments, list), 'lists'
    assert 1 <= len(deadlines) == len(payments) <= MAX_N, 'lengths'
    assert all(isinstance(d, int) and 1 <= d <= MAX_D for d in deadlines), 'deadlines'
    assert all(isinstance(p, int) and 1 <= p <= MAX_P for p in payments), 'payments'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            dmax = rng.choice([1, 2, n, n + 2])
            pmax = rng.choice([3, 20, 1000])
            out.append([[rng.randint(1, dmax) for _ in range(n)], [rng.randint(1, pmax) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            dmax = rng.choice([1, max(1, n // 10), n, MAX_D])
            pmax = rng.choice([10, 10**6, MAX_P])
            out.append([[rng.randint(1, dmax) for _ in range(n)], [rng.randint(1, pmax) for _ in range(n)]])
    elif mode == 'large':
        n = MAX_N
        out.append([[n] * n, [rng.randint(1, MAX_P) for _ in range(n)]])
        out.append([[rng.randint(1, n) for _ in range(n)], [rng.randint(1, MAX_P) for _ in range(n)]])
        out.append([[rng.randint(n // 2, MAX_D) for _ in range(n)], [rng.randint(MAX_P - 100, MAX_P) for _ in range(n)]])
        out.append([[rng.randint(1, n // 4) for _ in range(n)], [rng.randint(1, MAX_P) for _ in range(n)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
