"""Test generator for Bib Number Clash: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    (requests,) = args
    assert isinstance(requests, list) and 1 <= len(requests) <= MAX_N, 'length'
    assert all(isinstance(r, int) and 0 <= r <= LIM for r in requests), 'requests'


def spread(rng, n, lo, hi):
    return [rng.randint(lo, hi) for _ in range(n)]


def clusters(rng, n, k):
    """n requests around k favourite numbers, some of them near the top of the range."""
    centres = [rng.choice([rng.randint(0, LIM), LIM - rng.randint(0, 50)]) for _ in range(k)]
    return [min(LIM, max(0, rng.choice(centres) + rng.randint(-3, 3))) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 6)
            r = rng.choice([0, 1, 3, 6])
            out.append([spread(rng, n, 0, r)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)])
            kind = rng.choice(['spread', 'dense', 'same', 'clusters'])
            if kind == 'spread':
                out.append([spread(rng, n, 0, LIM)])
            elif kind == 'dense':
                out.append([spread(rng, n, 0, max(1, n // rng.choice([1, 3, 10])))])
            elif kind == 'same':
                out.append([[rng.randint(0, LIM)] * n])
            else:
                out.append([clusters(rng, n, rng.randint(1, 20))])
    elif mode == 'large':
        # Equal requests make probing upwards cost about n^2 / 2 steps, and the total about 5 * 10^9.
        out.append([[LIM] * MAX_N])
        out.append([spread(rng, MAX_N, 0, MAX_N // 10)])
        out.append([clusters(rng, MAX_N, 5)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
