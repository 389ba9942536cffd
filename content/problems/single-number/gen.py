"""Test generator for Single Number: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

LIMIT = 3 * 10**4
MAX_N = 3 * 10**4 - 1  # the length is always odd


def make(rng, n, lo=-LIMIT, hi=LIMIT, single_at=None):
    """n odd: (n - 1) / 2 distinct paired values plus one distinct single value."""
    values = rng.sample(range(lo, hi + 1), (n - 1) // 2 + 1)
    single, pairs = values[0], values[1:]
    nums = pairs + pairs
    rng.shuffle(nums)
    if single_at == 'last':
        nums.append(single)
    elif single_at == 'first':
        nums.insert(0, single)
    else:
        nums.insert(rng.randint(0, len(nums)), single)
    return [nums]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = 2 * rng.randint(0, 7) + 1
            out.append(make(rng, n, -20, 20))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = 2 * rng.choice([0, 1, rng.randint(0, 50), rng.randint(0, MAX_N // 2)]) + 1
            out.append(make(rng, n))
    elif mode == 'large':
        out.append(make(rng, MAX_N, single_at='last'))
        out.append(make(rng, MAX_N))
        # the extremes of the value range, the single one among them
        nums = [LIMIT, -LIMIT] * 2 + list(range(1, (MAX_N - 5) // 2 + 1)) * 2
        rng.shuffle(nums)
        out.append([nums + [-LIMIT + 1]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
