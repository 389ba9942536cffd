"""Test generator for Merge Two Sorted Lists: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_LEN = 50
LO, HI = -100, 100


def sorted_list(rng, n, lo=LO, hi=HI):
    return sorted(rng.randint(lo, hi) for _ in range(n))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            lo = rng.randint(LO, HI - 6)
            out.append([sorted_list(rng, rng.randint(0, 6), lo, lo + 6), sorted_list(rng, rng.randint(0, 6), lo, lo + 6)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            a = sorted_list(rng, rng.randint(0, MAX_LEN))
            b = sorted_list(rng, rng.choice([0, 1, rng.randint(0, MAX_LEN)]))
            out.append([a, b] if rng.random() < 0.5 else [b, a])
    elif mode == 'large':
        out.append([sorted_list(rng, MAX_LEN), sorted_list(rng, MAX_LEN)])
        out.append([sorted_list(rng, MAX_LEN, LO, -1), sorted_list(rng, MAX_LEN, 0, HI)])
        out.append([[HI] * MAX_LEN, [LO] * MAX_LEN])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
