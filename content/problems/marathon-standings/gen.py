"""Test generator for Marathon Standings: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_T = 10**9


def valid(args):
    (times,) = args
    assert isinstance(times, list) and 1 <= len(times) <= MAX_N, 'length'
    assert all(isinstance(t, int) and 1 <= t <= MAX_T for t in times), 'times'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            hi = rng.choice([1, 3, 10, 1000])
            out.append([[rng.randint(1, hi) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            lo = rng.choice([1, 7000, MAX_T - 50])
            hi = min(MAX_T, lo + rng.choice([0, 5, 10**4, MAX_T]))
            out.append([[rng.randint(lo, hi) for _ in range(n)]])
    elif mode == 'large':
        out.append([[rng.randint(1, MAX_T) for _ in range(MAX_N)]])
        out.append([[rng.randint(7000, 7100) for _ in range(MAX_N)]])
        out.append([list(range(MAX_N, 0, -1))])
        out.append([[MAX_T] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
