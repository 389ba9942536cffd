"""Test generator for Vault Code Rank: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
BITS = 30


def valid(args):
    chips, k = args
    assert 1 <= len(chips) <= MAX_N, 'length'
    assert all(isinstance(c, int) and 0 <= c < 2**BITS for c in chips), 'chip range'
    assert isinstance(k, int) and 1 <= k <= 2**BITS, 'k range'


def rank(chips):
    basis = [0] * BITS
    r = 0
    for x in chips:
        for b in range(BITS - 1, -1, -1):
            if x >> b & 1:
                if basis[b]:
                    x ^= basis[b]
                else:
                    basis[b] = x
                    r += 1
                    break
    return r


def chips_for(rng, n, bits, dependent):
    if dependent:  # XORs of a few generators: low rank, many repeats
        gens = [rng.getrandbits(bits) for _ in range(rng.randint(1, 5))]
        out = []
        for _ in range(n):
            x = 0
            for g in gens:
                if rng.random() < 0.5:
                    x ^= g
            out.append(x)
        return out
    return [rng.getrandbits(bits) for _ in range(n)]


def pick_k(rng, chips):
    total = 1 << rank(chips)
    return rng.choice([1, total, min(2**BITS, total + 1), rng.randint(1, total), rng.randint(1, 2**BITS)])


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            chips = chips_for(rng, rng.randint(1, 10), rng.choice([2, 4, 8, BITS]), rng.random() < 0.4)
            out.append([chips, pick_k(rng, chips)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            chips = chips_for(rng, n, rng.choice([5, 20, BITS]), rng.random() < 0.3)
            out.append([chips, pick_k(rng, chips)])
    elif mode == 'large':
        chips = chips_for(rng, MAX_N, BITS, False)
        out.append([chips, 2**BITS])
        out.append([chips, rng.randint(1, 2**BITS)])
        out.append([[1 << (i % BITS) for i in range(MAX_N)], 2**BITS - 12345])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
