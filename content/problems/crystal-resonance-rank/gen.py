"""Test generator for Crystal Resonance Rank: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 3 * 10**4
LIM = 10**6


def valid(args):
    charges, k = args
    n = len(charges)
    assert 2 <= n <= MAX_N, 'length'
    assert all(isinstance(c, int) and -LIM <= c <= LIM for c in charges), 'charge range'
    assert isinstance(k, int) and 1 <= k <= n * (n - 1) // 2, 'k range'


def charges_for(rng, n, lim, shape):
    if shape == 'positive':
        return [rng.randint(1, lim) for _ in range(n)]
    if shape == 'negative':
        return [rng.randint(-lim, -1) for _ in range(n)]
    if shape == 'zeros':
        return [0 if rng.random() < 0.4 else rng.randint(-lim, lim) for _ in range(n)]
    if shape == 'extreme':
        return [rng.choice([-lim, lim, -lim + 1, lim - 1, 0, 1, -1]) for _ in range(n)]
    return [rng.randint(-lim, lim) for _ in range(n)]


def pick_k(rng, n):
    total = n * (n - 1) // 2
    return rng.choice([1, total, (total + 1) // 2, rng.randint(1, total), rng.randint(1, total)])


SHAPES = ['mixed', 'mixed', 'positive', 'negative', 'zeros', 'extreme']


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 9)
            lim = rng.choice([1, 3, 10, LIM])
            out.append([charges_for(rng, n, lim, rng.choice(SHAPES)), pick_k(rng, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, MAX_N)])
            lim = rng.choice([5, 1000, LIM, LIM])
            out.append([charges_for(rng, n, lim, rng.choice(SHAPES)), pick_k(rng, n)])
    elif mode == 'large':
        total = MAX_N * (MAX_N - 1) // 2
        out.append([charges_for(rng, MAX_N, LIM, 'mixed'), total // 2])
        out.append([charges_for(rng, MAX_N, LIM, 'mixed'), 1])
        out.append([charges_for(rng, MAX_N, LIM, 'extreme'), rng.randint(1, total)])
        out.append([charges_for(rng, MAX_N, LIM, 'negative'), total])
        out.append([charges_for(rng, MAX_N, LIM, 'zeros'), rng.randint(1, total)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
