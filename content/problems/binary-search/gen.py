"""Test generator for Binary Search: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

LO, HI = -9999, 9999  # -10^4 < value < 10^4
MAX_N = 10**4


def make(rng, n, mode=None):
    nums = sorted(rng.sample(range(LO, HI + 1), n))
    kind = mode or rng.choice(['present', 'present', 'absent', 'below', 'above', 'any'])
    if kind == 'present':
        target = rng.choice(nums)
    elif kind == 'first':
        target = nums[0]
    elif kind == 'last':
        target = nums[-1]
    elif kind == 'below':
        target = rng.randint(LO, nums[0]) if nums[0] > LO else nums[0]
    elif kind == 'above':
        target = rng.randint(nums[-1], HI) if nums[-1] < HI else nums[-1]
    else:
        present = set(nums)
        target = rng.randint(LO, HI)
        if kind == 'absent' and len(present) < HI - LO + 1:
            while target in present:
                target = rng.randint(LO, HI)
    return [nums, target]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            lo = rng.randint(LO, HI - 40)
            nums = sorted(rng.sample(range(lo, lo + 40), n))
            target = rng.randint(lo - 2, lo + 42) if rng.random() < 0.5 else rng.choice(nums)
            target = max(LO, min(HI, target))
            out.append([nums, target])
    elif mode == 'random':
        for i in range(int(sys.argv[3])):
            n = rng.choice([1, 2, 3, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n))
    elif mode == 'large':
        for kind in ['first', 'last', 'absent', 'present']:
            out.append(make(rng, MAX_N, kind))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
