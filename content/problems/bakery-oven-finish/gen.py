"""Test generator for Bakery Oven Finish: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    times, ovens = args
    assert 1 <= len(times) <= MAX_N, 'length'
    assert all(isinstance(t, int) and 1 <= t <= LIM for t in times), 'time range'
    assert isinstance(ovens, int) and 1 <= ovens <= MAX_N, 'oven count'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            hi = rng.choice([3, 10, LIM])
            out.append([[rng.randint(1, hi) for _ in range(n)], rng.randint(1, 5)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            hi = rng.choice([10, 10**6, LIM])
            out.append([[rng.randint(1, hi) for _ in range(n)], rng.choice([1, 2, rng.randint(1, n), rng.randint(1, MAX_N)])])
    elif mode == 'large':
        out.append([[rng.randint(1, LIM) for _ in range(MAX_N)], MAX_N // 2])  # many ovens: scanning is slow
        out.append([[LIM] * MAX_N, 1])  # one oven: 10^14 minutes
        out.append([[rng.randint(1, LIM) for _ in range(MAX_N)], 7])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
