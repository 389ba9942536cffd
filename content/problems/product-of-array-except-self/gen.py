"""Test generator for Product of Array Except Self: python3 gen.py small|random|large <seed> [count].

The product of the absolute values of all non-zero elements stays below 2^31, so every prefix and
suffix product (and every answer) fits in a 32-bit signed integer.
"""
import json
import random
import sys

MAX_N = 10**5
LIMIT = 2**31 - 1


def make(rng, n, zeros=0, big=None, vmax=30, negative=0.5):
    """n values: `zeros` zeros, up to `big` values with |v| >= 2 while the budget lasts, the rest +-1."""
    budget = LIMIT
    values = [0] * zeros
    big = rng.randint(0, 40) if big is None else big
    for _ in range(big):
        if len(values) >= n:
            break
        m = rng.randint(2, vmax)
        if budget // m < 1:
            break
        budget //= m
        values.append(-m if rng.random() < negative else m)
    while len(values) < n:
        values.append(-1 if rng.random() < negative else 1)
    rng.shuffle(values)
    return [values]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 8)
            out.append(make(rng, n, zeros=rng.choice([0, 0, 0, 1, 2]), big=rng.randint(0, n), vmax=rng.choice([3, 9, 30])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, MAX_N)])
            out.append(make(rng, n, zeros=min(n, rng.choice([0, 0, 1, 2, 3])), negative=rng.random()))
    elif mode == 'large':
        out.append(make(rng, MAX_N, zeros=0, big=30))
        out.append(make(rng, MAX_N, zeros=1, big=30))
        out.append(make(rng, MAX_N, zeros=2, big=30))
        # |product| as close to 2^31 as the value range allows: 2^30 * -1
        values = [2] * 30 + [-1] + [1] * (MAX_N - 31)
        rng.shuffle(values)
        out.append([values])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
