"""Test generator for Tandem Kayak Pairs: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9
MAX_LIMIT = 2 * 10**9


def valid(args):
    weights, limit = args
    assert 1 <= len(weights) <= MAX_N, 'length'
    assert all(isinstance(w, int) and 1 <= w <= LIM for w in weights), 'weight range'
    assert isinstance(limit, int) and 1 <= limit <= MAX_LIMIT, 'limit range'


def make(rng, n, hi):
    weights = [rng.randint(1, hi) for _ in range(n)]
    s = sorted(weights)
    limit = rng.choice([s[0] + s[-1], s[n // 2] * 2 if n > 1 else s[0] * 2, rng.randint(1, 2 * hi), hi + 1])
    return [weights, max(1, min(MAX_LIMIT, limit))]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 10), rng.choice([5, 20, LIM])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([100, LIM])))
    elif mode == 'large':
        out.append([[rng.randint(1, LIM) for _ in range(MAX_N)], LIM + 1])  # about n/2 pairs
        out.append([[LIM] * MAX_N, MAX_LIMIT])
        light = [rng.randint(1, 10) for _ in range(MAX_N // 2)]
        heavy = [rng.randint(LIM - 10, LIM) for _ in range(MAX_N // 2)]
        out.append([light + heavy, LIM + 10])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
