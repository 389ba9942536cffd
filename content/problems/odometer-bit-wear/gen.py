"""Test generator for Odometer Bit Wear: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_V = 10**15


def valid(args):
    a, b = args
    assert isinstance(a, int) and isinstance(b, int), 'integers'
    assert 0 <= a <= b <= MAX_V, 'range'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            a = rng.choice([rng.randint(0, 300), (1 << rng.randint(0, 11)) - rng.randint(0, 2)])
            a = max(0, a)
            out.append([a, a + rng.randint(0, 600)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            hi = rng.choice([10**4, 2**32 + 10, MAX_V])
            a = rng.randint(0, hi)
            out.append([a, rng.randint(a, hi)])
    elif mode == 'large':
        out.append([0, MAX_V])
        out.append([rng.randint(0, 10**6), MAX_V - rng.randint(0, 10**6)])
        out.append([2**32 - 1, 2**49 + 12345])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
