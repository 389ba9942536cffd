"""Test generator for Leap Day Ledger: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_YEAR = 10**15


def valid(args):
    a, b = args
    assert isinstance(a, int) and isinstance(b, int), 'integers'
    assert 1 <= a <= b <= MAX_YEAR, 'range'


def near_special(rng, hi):
    base = rng.choice([4, 100, 400]) * rng.randint(1, max(1, hi // 400))
    return max(1, min(hi, base + rng.randint(-2, 2)))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            a = near_special(rng, 3000) if rng.random() < 0.6 else rng.randint(1, 3000)
            b = min(a + rng.randint(0, 900), 4000)
            out.append([a, max(a, b)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            hi = rng.choice([10**4, 10**9, MAX_YEAR])
            a = near_special(rng, hi) if rng.random() < 0.5 else rng.randint(1, hi)
            b = rng.randint(a, hi)
            out.append([a, b])
    elif mode == 'large':
        out.append([1, MAX_YEAR])
        out.append([rng.randint(1, 10**6), MAX_YEAR - rng.randint(0, 10**6)])
        out.append([400, MAX_YEAR])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
