"""Test generator for Factorial Tail Zeros: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**15
MAX_BASE = 10**6
# primes whose next power after the last one <= 10^15 is beyond 2^63
BIG_STEP_PRIMES = [65537, 99989, 99991, 999979, 999983]


def valid(args):
    n, base = args
    assert isinstance(n, int) and 0 <= n <= MAX_N, 'n range'
    assert isinstance(base, int) and 2 <= base <= MAX_BASE, 'base range'


def nice_base(rng):
    kind = rng.random()
    if kind < 0.3:
        return rng.randint(2, 40)
    if kind < 0.5:
        return rng.choice([2, 3, 4, 8, 9, 16, 27, 32, 64, 81, 128, 243, 256, 512, 729, 1024, 2**19, 3**12])
    if kind < 0.7:
        return rng.choice([6, 10, 12, 18, 20, 24, 36, 48, 60, 72, 96, 100, 720, 5040, 720720])
    return rng.randint(2, MAX_BASE)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([rng.randint(0, 300), nice_base(rng) if rng.random() < 0.8 else rng.randint(2, 2000)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(0, 100), rng.randint(0, 10**9), rng.randint(0, MAX_N), MAX_N])
            out.append([n, nice_base(rng)])
    elif mode == 'large':
        out.append([MAX_N, 2])
        out.append([MAX_N, 999983])
        out.append([MAX_N - rng.randint(0, 10**6), rng.choice(BIG_STEP_PRIMES)])
        out.append([MAX_N, 720720])
        out.append([rng.randint(MAX_N // 2, MAX_N), 2**19])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
