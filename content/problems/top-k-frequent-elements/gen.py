"""Test generator for Top K Frequent Elements: python3 gen.py small|random|large <seed> [count].

k is always chosen where the answer is unique: the k-th largest count is strictly larger than the
(k+1)-th (or k is the number of distinct values).
"""
import json
import random
import sys

MAX_N = 10**5
LIMIT = 10**4


def make(rng, n, d, lo=-LIMIT, hi=LIMIT, k=None):
    """n values over d distinct values (d <= n, d <= hi - lo + 1), counts a random composition of n."""
    values = rng.sample(range(lo, hi + 1), d)
    cuts = sorted(rng.sample(range(1, n), d - 1)) if d > 1 else []
    counts = [b - a for a, b in zip([0] + cuts, cuts + [n])]
    nums = [v for v, c in zip(values, counts) for _ in range(c)]
    rng.shuffle(nums)
    desc = sorted(counts, reverse=True)
    valid = [i for i in range(1, d + 1) if i == d or desc[i - 1] > desc[i]]
    if k == 'max':
        k = max(v for v in valid if v < d) if len(valid) > 1 else d
    elif k not in valid:
        k = rng.choice(valid)
    return [nums, k]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            out.append(make(rng, n, rng.randint(1, min(n, 6)), -5, 5))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            d = rng.choice([1, rng.randint(1, min(n, 50)), rng.randint(1, min(n, 2 * LIMIT + 1))])
            out.append(make(rng, n, d))
    elif mode == 'large':
        # every value of the range present: counting each value by a scan costs n * 20001
        out.append(make(rng, MAX_N, 2 * LIMIT + 1, k='max'))
        out.append(make(rng, MAX_N, 2 * LIMIT + 1))
        out.append(make(rng, MAX_N, 1000))
        out.append(make(rng, MAX_N, 2))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
