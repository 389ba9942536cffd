"""Test generator for Print Shop Deadlines: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    deadlines, payments = args
    assert 1 <= len(deadlines) <= MAX_N and len(payments) == len(deadlines), 'length'
    assert all(isinstance(d, int) and 1 <= d <= LIM for d in deadlines), 'deadline range'
    assert all(isinstance(p, int) and 1 <= p <= LIM for p in payments), 'payment range'


def make(rng, n, d_hi, p_hi):
    return [[rng.randint(1, d_hi) for _ in range(n)], [rng.randint(1, p_hi) for _ in range(n)]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            out.append(make(rng, n, rng.choice([1, 2, n, 10]), rng.choice([5, 100, LIM])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([1, max(1, n // 2), n, LIM]), rng.choice([10, LIM])))
    elif mode == 'large':
        # the calendar fills up: later orders scan far back for a free day
        out.append([[MAX_N] * MAX_N, [rng.randint(1, LIM) for _ in range(MAX_N)]])
        out.append(make(rng, MAX_N, MAX_N // 2, LIM))
        out.append([[LIM] * MAX_N, [LIM] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
