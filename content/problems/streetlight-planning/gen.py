"""Test generator for Streetlight Planning: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_X = 10**9


def valid(args):
    houses, radius = args
    assert isinstance(houses, list) and 1 <= len(houses) <= MAX_N, 'length'
    assert all(isinstance(h, int) and 0 <= h <= MAX_X for h in houses), 'positions'
    assert isinstance(radius, int) and 0 <= radius <= MAX_X, 'radius'


def clustered(rng, n, span):
    """Houses in a few clusters, so that gaps and lamp ranges interact."""
    centres = [rng.randint(0, MAX_X) for _ in range(rng.randint(1, 20))]
    return [min(MAX_X, max(0, rng.choice(centres) + rng.randint(-span, span))) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            out.append([[rng.randint(0, 25) for _ in range(n)], rng.randint(0, 4)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            if rng.random() < 0.5:
                out.append([clustered(rng, n, rng.choice([10, 10**5])), rng.choice([0, 5, 10**4, 10**8])])
            else:
                out.append([[rng.randint(0, MAX_X) for _ in range(n)], rng.choice([0, 1, rng.randint(0, 10**6), rng.randint(0, MAX_X)])])
    elif mode == 'large':
        out.append([[rng.randint(0, MAX_X) for _ in range(MAX_N)], 3000])
        out.append([[rng.randint(0, MAX_X) for _ in range(MAX_N)], 0])
        out.append([[rng.randint(0, MAX_X) for _ in range(MAX_N)], MAX_X])
        out.append([clustered(rng, MAX_N, 10**6), 777])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
