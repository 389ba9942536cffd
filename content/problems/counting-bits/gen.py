"""Test generator for Counting Bits: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for i in range(int(sys.argv[3])):
            out.append([i if i <= 64 else rng.randint(0, 2000)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            kind = rng.random()
            if kind < 0.3:
                n = 2 ** rng.randint(0, 16) + rng.choice([-1, 0, 1])
            else:
                n = rng.randint(0, MAX_N)
            out.append([max(0, min(MAX_N, n))])
    elif mode == 'large':
        out += [[MAX_N], [MAX_N - 1], [2**16 + rng.randint(0, MAX_N - 2**16)]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
