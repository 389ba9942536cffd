"""Test generator for Wedding Seating: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 12


def valid(args):
    n, feuds = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(feuds, list) and len(feuds) <= 66, 'count'
    for f in feuds:
        assert isinstance(f, list) and len(f) == 2, 'shape'
        a, b = f
        assert 0 <= a < n and 0 <= b < n and a != b, 'guests'


def make(rng, n, p):
    feuds = [[a, b] if rng.random() < 0.5 else [b, a] for a in range(n) for b in range(a + 1, n) if rng.random() < p]
    if feuds and rng.random() < 0.2:
        feuds.append(list(rng.choice(feuds)))
    rng.shuffle(feuds)
    return [n, feuds[:66]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 7), rng.choice([0, 0.2, 0.4, 0.7])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, MAX_N), rng.choice([0, 0.1, 0.3, 0.6])))
    elif mode == 'large':
        out.append([MAX_N, []])
        out.append([MAX_N, [[0, 1]]])
        out.append(make(rng, MAX_N, 0.1))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
