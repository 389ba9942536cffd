"""Test generator for Print Room Priorities: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5


def valid(args):
    (priorities,) = args
    assert 1 <= len(priorities) <= MAX_N, 'length'
    assert all(isinstance(p, int) and 1 <= p <= 9 for p in priorities), 'priority range'


def make(rng, n, shape):
    if shape == 'few-levels':
        levels = rng.sample(range(1, 10), rng.randint(1, 3))
        return [rng.choice(levels) for _ in range(n)]
    if shape == 'rising':
        return sorted(rng.randint(1, 9) for _ in range(n))
    if shape == 'falling':
        return sorted((rng.randint(1, 9) for _ in range(n)), reverse=True)
    return [rng.randint(1, 9) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'few-levels', 'rising', 'falling']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 10), rng.choice(SHAPES))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice(SHAPES))])
    elif mode == 'large':
        # Rising priorities make every job wait for everything behind it; the scan gets long.
        out.append([make(rng, MAX_N, 'rising')])
        out.append([[1] * (MAX_N - 1) + [9]])
        out.append([make(rng, MAX_N, 'uniform')])
        out.append([[(i % 9) + 1 for i in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
