"""Test generator for Repair Crew Queue: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_V = 1000


def valid(args):
    durations, weights = args
    assert isinstance(durations, list) and isinstance(weights, list), 'lists'
    assert 1 <= len(durations) == len(weights) <= MAX_N, 'lengths'
    assert all(isinstance(v, int) and 1 <= v <= MAX_V for v in durations + weights), 'values'


def make(rng, n, dmax, wmax):
    return [[rng.randint(1, dmax) for _ in range(n)], [rng.randint(1, wmax) for _ in range(n)]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 7), rng.choice([1, 5, 20]), rng.choice([1, 5, 20])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([1, 10, MAX_V]), rng.choice([1, 10, MAX_V])))
    elif mode == 'large':
        out.append(make(rng, MAX_N, MAX_V, MAX_V))
        out.append([[MAX_V] * MAX_N, [MAX_V] * MAX_N])
        out.append(make(rng, MAX_N, 3, MAX_V))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
