"""Test generator for Radio Channel Match: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LO, HI = -2**31, 2**31 - 1
LIM = 10**9


def valid(args):
    a, b = args
    assert 1 <= len(a) <= MAX_N and 1 <= len(b) <= MAX_N, 'length'
    assert all(isinstance(x, int) and LO <= x <= HI for x in a + b), 'value range'
    assert all(a[i] <= a[i + 1] for i in range(len(a) - 1)), 'base sorted'
    assert all(b[i] <= b[i + 1] for i in range(len(b) - 1)), 'field sorted'


def sorted_list(rng, n, lo, hi):
    return sorted(rng.randint(lo, hi) for _ in range(n))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            r = rng.choice([3, 20, LIM])
            lo, hi = (LO, HI) if rng.random() < 0.2 else (-r, r)
            out.append([sorted_list(rng, rng.randint(1, 7), lo, hi), sorted_list(rng, rng.randint(1, 7), lo, hi)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            m = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            if rng.random() < 0.3:  # disjoint ranges: the closest pair sits at the boundary
                out.append([sorted_list(rng, n, LO, -1), sorted_list(rng, m, 1, HI)])
            else:
                out.append([sorted_list(rng, n, LO, HI), sorted_list(rng, m, LO, HI)])
    elif mode == 'large':
        evens = sorted(2 * rng.randint(-LIM // 2, LIM // 2 - 1) for _ in range(MAX_N))
        odds = sorted(2 * rng.randint(-LIM // 2, LIM // 2 - 1) + 1 for _ in range(MAX_N))
        out.append([evens, odds])
        out.append([sorted_list(rng, MAX_N, LO, LO + MAX_N), sorted_list(rng, MAX_N, HI - MAX_N, HI)])
        out.append([[HI] * MAX_N, [LO] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
