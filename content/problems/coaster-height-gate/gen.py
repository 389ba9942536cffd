"""Test generator for Coaster Height Gate: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_Q = 10**5
LIM = 10**9


def valid(args):
    heights, settings = args
    assert 1 <= len(heights) <= MAX_N and 1 <= len(settings) <= MAX_Q, 'length'
    assert all(isinstance(h, int) and 1 <= h <= LIM for h in heights), 'height range'
    assert all(isinstance(m, int) and 1 <= m <= LIM for m in settings), 'setting range'
    assert all(heights[i] <= heights[i + 1] for i in range(len(heights) - 1)), 'sorted'


def make(rng, n, q, lo, hi):
    heights = sorted(rng.randint(lo, hi) for _ in range(n))
    settings = []
    for _ in range(q):
        r = rng.random()
        if r < 0.4:
            settings.append(rng.choice(heights))  # exactly some rider's height
        elif r < 0.5:
            settings.append(max(1, lo - rng.randint(0, 3)))
        elif r < 0.6:
            settings.append(min(LIM, hi + rng.randint(0, 3)))
        else:
            settings.append(rng.randint(max(1, lo - 2), min(LIM, hi + 2)))
    return [heights, settings]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            lo = rng.randint(1, 200)
            out.append(make(rng, rng.randint(1, 8), rng.randint(1, 6), lo, lo + rng.choice([0, 2, 5, 20])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            q = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_Q)])
            lo = rng.randint(1, 10**6)
            out.append(make(rng, n, q, lo, rng.choice([lo + 10, lo + 10**5, LIM])))
    elif mode == 'large':
        # Settings above every rider make a forward walk scan everything; settings at or below the
        # shortest rider do the same for a walk from the back.
        heights = sorted(rng.randint(1, LIM - 1) for _ in range(MAX_N))
        out.append([heights, [LIM] * MAX_Q])
        out.append([heights, [rng.choice([1, LIM]) for _ in range(MAX_Q)]])
        heights = sorted(rng.randint(1, 1000) for _ in range(MAX_N))  # many duplicates
        out.append([heights, [rng.randint(1, 1001) for _ in range(MAX_Q)]])
        out.append([[LIM] * MAX_N, [rng.choice([1, LIM - 1, LIM]) for _ in range(MAX_Q)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
