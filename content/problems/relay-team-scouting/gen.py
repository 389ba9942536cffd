"""Test generator for Relay Team Scouting: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    ratings, clubs, k = args
    n = len(ratings)
    assert 1 <= n <= MAX_N and len(clubs) == n, 'length'
    assert all(isinstance(r, int) and 0 <= r <= LIM for r in ratings), 'rating range'
    assert isinstance(k, int) and 1 <= k <= n, 'club count'
    assert all(isinstance(c, int) and 0 <= c < k for c in clubs), 'club range'
    assert len(set(clubs)) == k, 'every club has an athlete'


def make(rng, n, k, hi, shape='uniform'):
    clubs = list(range(k)) + [rng.randrange(k) for _ in range(n - k)]
    rng.shuffle(clubs)
    if shape == 'banded':  # each club lives in its own rating band, so windows are wide
        width = max(1, hi // k)
        ratings = [min(hi, c * width + rng.randint(0, width)) for c in clubs]
    elif shape == 'dupes':
        pool = [rng.randint(0, hi) for _ in range(max(1, n // 10))]
        ratings = [rng.choice(pool) for _ in range(n)]
    else:
        ratings = [rng.randint(0, hi) for _ in range(n)]
    return [ratings, clubs, k]


SHAPES = ['uniform', 'uniform', 'banded', 'dupes']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            out.append(make(rng, n, rng.randint(1, n), rng.choice([3, 20, 1000]), rng.choice(SHAPES)))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            k = min(n, rng.choice([1, 2, rng.randint(1, n), n, max(1, n // 100)]))
            out.append(make(rng, n, k, rng.choice([100, LIM]), rng.choice(SHAPES)))
    elif mode == 'large':
        out.append(make(rng, MAX_N, 1000, LIM))
        out.append(make(rng, MAX_N, 2, LIM, 'banded'))
        out.append(make(rng, MAX_N, MAX_N // 2, LIM))
        out.append(make(rng, MAX_N, 50, LIM, 'dupes'))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
