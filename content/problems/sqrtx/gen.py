"""Test generator for Sqrt(x): python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_X = 2**31 - 1


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for i in range(int(sys.argv[3])):
            if i < 200:
                out.append([i])
            else:
                r = rng.randint(0, 3000)
                out.append([max(0, min(MAX_X, r * r + rng.randint(-1, 1)))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            bits = rng.randint(1, 31)
            x = rng.randint(0, 2**bits - 1)
            if rng.random() < 0.4:  # next to a perfect square
                r = rng.randint(0, 46340)
                x = max(0, min(MAX_X, r * r + rng.choice([-1, 0, 1])))
            out.append([x])
    elif mode == 'large':
        out += [[MAX_X], [46340 * 46340], [46340 * 46340 - 1], [rng.randint(2**30, MAX_X)]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
