"""Test generator for Buddy Allocator Waste: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_S = 2**31 - 1


def valid(args):
    (requests,) = args
    assert 1 <= len(requests) <= MAX_N, 'length'
    assert all(isinstance(s, int) and 1 <= s <= MAX_S for s in requests), 'size range'


def size(rng, hi_bits):
    kind = rng.random()
    b = rng.randint(0, hi_bits)
    if kind < 0.25:
        return min(MAX_S, 1 << b)  # exact power of two
    if kind < 0.45:
        return min(MAX_S, (1 << b) + 1)  # one past a power of two
    if kind < 0.6:
        return max(1, min(MAX_S, (1 << b) - 1))
    return rng.randint(1, min(MAX_S, 1 << (b + 1)))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([[size(rng, rng.choice([3, 10, 31])) for _ in range(rng.randint(1, 6))]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([[size(rng, rng.choice([10, 20, 31])) for _ in range(n)]])
    elif mode == 'large':
        out.append([[2**30 + 1] * MAX_N])  # the largest possible waste
        out.append([[size(rng, 31) for _ in range(MAX_N)]])
        out.append([[MAX_S] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
