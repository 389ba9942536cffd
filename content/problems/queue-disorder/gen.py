"""Test generator for Queue Disorder: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    (heights,) = args
    assert isinstance(heights, list) and 1 <= len(heights) <= MAX_N, 'length'
    assert all(isinstance(h, int) and -LIM <= h <= LIM for h in heights), 'heights'


def nearly_sorted(rng, n, swaps):
    a = sorted(rng.randint(-LIM, LIM) for _ in range(n))
    for _ in range(swaps):
        i, j = rng.randrange(n), rng.randrange(n)
        a[i], a[j] = a[j], a[i]
    return a


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            r = rng.choice([1, 3, 100])
            out.append([[rng.randint(-r, r) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            kind = rng.choice(['random', 'few-values', 'nearly-sorted'])
            if kind == 'nearly-sorted':
                out.append([nearly_sorted(rng, n, rng.randint(0, 20))])
            else:
                r = 2 if kind == 'few-values' else LIM
                out.append([[rng.randint(-r, r) for _ in range(n)]])
    elif mode == 'large':
        out.append([list(range(LIM, LIM - MAX_N, -1))])
        out.append([[rng.randint(-LIM, LIM) for _ in range(MAX_N)]])
        out.append([[rng.randint(0, 3) for _ in range(MAX_N)]])
        out.append([[7] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
