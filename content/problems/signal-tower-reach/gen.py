"""Test generator for Signal Tower Reach: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    (heights,) = args
    assert 1 <= len(heights) <= MAX_N, 'length'
    assert all(isinstance(h, int) and 1 <= h <= LIM for h in heights), 'height range'


def make(rng, n, hi, shape):
    if shape == 'rising':
        return sorted(rng.randint(1, hi) for _ in range(n))
    if shape == 'falling':
        return sorted((rng.randint(1, hi) for _ in range(n)), reverse=True)
    if shape == 'valley':
        half = sorted(rng.randint(1, hi) for _ in range(n // 2))
        return half[::-1] + sorted(rng.randint(1, hi) for _ in range(n - n // 2))
    if shape == 'plateau':
        return [rng.choice([hi, hi - 1 if hi > 1 else hi]) for _ in range(n)]
    return [rng.randint(1, hi) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'rising', 'falling', 'valley', 'plateau']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 10), rng.choice([1, 2, 4, 20, LIM]), rng.choice(SHAPES))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice([3, 1000, LIM]), rng.choice(SHAPES))])
    elif mode == 'large':
        out.append([list(range(1, MAX_N + 1))])  # strictly rising: every signal runs to the start
        out.append([list(range(MAX_N, 0, -1))])
        out.append([make(rng, MAX_N, LIM, 'valley')])
        out.append([[LIM] * MAX_N])
        out.append([make(rng, MAX_N, LIM, 'uniform')])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
