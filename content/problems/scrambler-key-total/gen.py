"""Test generator for Scrambler Key Total: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 1 << 20


def valid(args):
    (fragments,) = args
    assert 1 <= len(fragments) <= MAX_N, 'length'
    assert all(isinstance(f, int) and 0 <= f < LIM for f in fragments), 'value range'


def make(rng, n, shape):
    if shape == 'max':
        return [LIM - 1] * n
    if shape == 'small':
        return [rng.randint(0, 3) for _ in range(n)]
    if shape == 'zeros':
        return [0 if rng.random() < 0.8 else rng.randrange(LIM) for _ in range(n)]
    if shape == 'powers':
        return [1 << rng.randrange(20) for _ in range(n)]
    return [rng.randrange(LIM) for _ in range(n)]


SHAPES = ['uniform', 'uniform', 'max', 'small', 'zeros', 'powers']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 12), rng.choice(SHAPES))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice(SHAPES))])
    elif mode == 'large':
        out.append([make(rng, MAX_N, 'uniform')])
        out.append([make(rng, MAX_N, 'max')])
        out.append([[LIM - 1 if i % 2 == 0 else 0 for i in range(MAX_N)]])
        out.append([make(rng, MAX_N, 'powers')])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
