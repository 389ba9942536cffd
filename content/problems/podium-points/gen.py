"""Test generator for Podium Points: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    scores, k = args
    assert 1 <= len(scores) <= MAX_N, 'length'
    assert isinstance(k, int) and 1 <= k <= len(scores), 'k range'
    assert all(isinstance(s, int) and -LIM <= s <= LIM for s in scores), 'score range'


def make(rng, n, lo, hi, shape):
    if shape == 'rising':
        return sorted(rng.randint(lo, hi) for _ in range(n))
    if shape == 'falling':
        return sorted((rng.randint(lo, hi) for _ in range(n)), reverse=True)
    return [rng.randint(lo, hi) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'rising', 'falling']
RANGES = [(-LIM, LIM), (0, LIM), (-LIM, 0), (-5, 5), (LIM - 10, LIM)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            lo, hi = rng.choice(RANGES)
            out.append([make(rng, n, lo, hi, rng.choice(SHAPES)), rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            lo, hi = rng.choice(RANGES)
            k = min(n, rng.choice([1, 3, n, rng.randint(1, n)]))
            out.append([make(rng, n, lo, hi, rng.choice(SHAPES)), k])
    elif mode == 'large':
        out.append([make(rng, MAX_N, 0, LIM, 'rising'), MAX_N // 2])
        out.append([make(rng, MAX_N, -LIM, LIM, 'uniform'), 1000])
        out.append([[LIM] * MAX_N, MAX_N])
        out.append([make(rng, MAX_N, -LIM, LIM, 'falling'), 1])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
