"""Test generator for Circular Harvest Arc: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9
MAX_T = 10**14


def valid(args):
    yields, target = args
    assert 1 <= len(yields) <= MAX_N, 'length'
    assert all(isinstance(y, int) and 1 <= y <= LIM for y in yields), 'yield range'
    assert isinstance(target, int) and 1 <= target <= MAX_T, 'target range'


def make(rng, n, hi):
    yields = [rng.randint(1, hi) for _ in range(n)]
    if n > 2 and rng.random() < 0.4:  # rich plots at both ends: the best arc wraps
        yields[0] = yields[-1] = hi
    total = sum(yields)
    target = rng.choice([1, total, total + 1, rng.randint(1, total), 2 * hi, max(1, total - hi)])
    return [yields, min(MAX_T, target)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 9), rng.choice([1, 5, 30, LIM])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([10, 10**6, LIM])))
    elif mode == 'large':
        yields = [rng.randint(1, LIM) for _ in range(MAX_N)]
        out.append([yields, sum(yields) - LIM])  # arcs of almost the whole circle
        out.append([[LIM] * MAX_N, MAX_T])  # exactly the whole circle
        out.append([yields, sum(yields) // 3])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
