"""Test generator for Allergen-Free Pairings: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
BITS = 17
LIM = 1 << BITS


def valid(args):
    (dishes,) = args
    assert 1 <= len(dishes) <= MAX_N, 'length'
    assert all(isinstance(d, int) and 0 <= d < LIM for d in dishes), 'mask range'


def sparse(rng, k):
    """A mask with about k allergens."""
    m = 0
    for _ in range(k):
        m |= 1 << rng.randrange(BITS)
    return m


def make(rng, n, shape):
    if shape == 'sparse':
        return [sparse(rng, rng.randint(0, 3)) for _ in range(n)]
    if shape == 'dense':
        return [rng.randrange(LIM) | rng.randrange(LIM) for _ in range(n)]
    if shape == 'zeros':
        return [0 if rng.random() < 0.3 else sparse(rng, rng.randint(1, 5)) for _ in range(n)]
    if shape == 'few-bits':  # only the low 4 allergens occur
        return [rng.randrange(16) for _ in range(n)]
    if shape == 'high-bits':  # only the top allergens occur
        return [rng.randrange(8) << 14 for _ in range(n)]
    return [rng.randrange(LIM) for _ in range(n)]


SHAPES = ['uniform', 'sparse', 'sparse', 'dense', 'zeros', 'few-bits', 'high-bits']


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
        out.append([make(rng, MAX_N, 'sparse')])
        out.append([[0] * MAX_N])
        out.append([make(rng, MAX_N, 'zeros')])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
