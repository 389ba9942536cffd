"""Test generator for Sunniest Stretch: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**5


def valid(args):
    sunshine, k = args
    assert 1 <= len(sunshine) <= MAX_N, 'length'
    assert isinstance(k, int) and 1 <= k <= len(sunshine), 'k range'
    assert all(isinstance(s, int) and 0 <= s <= LIM for s in sunshine), 'value range'


def make(rng, n, hi, shape):
    if shape == 'flat':
        v = rng.randint(0, hi)
        return [v] * n
    if shape == 'periodic':  # many tied windows
        period = [rng.randint(0, hi) for _ in range(rng.randint(1, 4))]
        return [period[i % len(period)] for i in range(n)]
    if shape == 'high':
        return [rng.randint(max(0, hi - 5), hi) for _ in range(n)]
    return [rng.randint(0, hi) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'flat', 'periodic', 'high']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            out.append([make(rng, n, rng.choice([1, 3, 10, LIM]), rng.choice(SHAPES)), rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            k = rng.choice([1, n, rng.randint(1, n), max(1, n // 2)])
            out.append([make(rng, n, rng.choice([5, 1000, LIM]), rng.choice(SHAPES)), k])
    elif mode == 'large':
        out.append([make(rng, MAX_N, LIM, 'uniform'), MAX_N // 2])
        out.append([make(rng, MAX_N, LIM, 'high'), MAX_N // 2 + 1])
        out.append([[LIM] * MAX_N, MAX_N])
        out.append([make(rng, MAX_N, LIM, 'periodic'), MAX_N // 3])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
