"""Test generator for Dance Pairing: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_H = 10**9


def valid(args):
    leaders, followers = args
    assert isinstance(leaders, list) and isinstance(followers, list), 'lists'
    assert 1 <= len(leaders) == len(followers) <= MAX_N, 'lengths'
    assert all(isinstance(h, int) and 1 <= h <= MAX_H for h in leaders + followers), 'heights'


def heights(rng, n, lo, hi):
    return [rng.randint(lo, hi) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 7)
            lo = rng.randint(1, 200)
            hi = lo + rng.choice([0, 3, 50])
            out.append([heights(rng, n, lo, hi), heights(rng, n, lo, hi)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            if rng.random() < 0.3:
                out.append([heights(rng, n, 1, 100), heights(rng, n, MAX_H - 100, MAX_H)])
            else:
                hi = rng.choice([10, 250, MAX_H])
                out.append([heights(rng, n, 1, hi), heights(rng, n, 1, hi)])
    elif mode == 'large':
        out.append([heights(rng, MAX_N, 1, MAX_H), heights(rng, MAX_N, 1, MAX_H)])
        out.append([heights(rng, MAX_N, 1, 10), heights(rng, MAX_N, MAX_H - 10, MAX_H)])
        out.append([heights(rng, MAX_N, 140, 210), heights(rng, MAX_N, 140, 210)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
