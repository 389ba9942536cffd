"""Test generator for Plotter Queue Lateness: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_V = 10**9


def valid(args):
    durations, deadlines = args
    assert isinstance(durations, list) and isinstance(deadlines, list), 'lists'
    assert 1 <= len(durations) == len(deadlines) <= MAX_N, 'lengths'
    assert all(isinstance(v, int) and 1 <= v <= MAX_V for v in durations + deadlines), 'values'


def make(rng, n, dmax, tmax):
    return [[rng.randint(1, dmax) for _ in range(n)], [rng.randint(1, tmax) for _ in range(n)]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 7)
            dmax = rng.choice([1, 5, 20])
            out.append(make(rng, n, dmax, rng.choice([dmax, n * dmax, 3 * n * dmax])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            dmax = rng.choice([10, 10**5, MAX_V])
            out.append(make(rng, n, dmax, rng.choice([dmax, MAX_V])))
    elif mode == 'large':
        n = MAX_N
        out.append(make(rng, n, MAX_V, MAX_V))
        out.append([[MAX_V] * n, list(range(MAX_V, MAX_V - n, -1))])  # deadlines in decreasing order
        out.append(make(rng, n, 1000, n * 500))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
