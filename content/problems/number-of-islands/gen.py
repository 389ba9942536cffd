"""Test generator for Number of Islands: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX = 300


def noise(rng, m, n, p):
    return [['1' if rng.random() < p else '0' for _ in range(n)] for _ in range(m)]


def serpentine(m, n):
    """One winding island: full even rows joined at alternating ends."""
    g = [['0'] * n for _ in range(m)]
    for r in range(m):
        if r % 2 == 0:
            g[r] = ['1'] * n
        else:
            g[r][n - 1 if (r // 2) % 2 == 0 else 0] = '1'
    return g


def checkerboard(m, n):
    return [['1' if (r + c) % 2 == 0 else '0' for c in range(n)] for r in range(m)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([noise(rng, rng.randint(1, 5), rng.randint(1, 5), rng.choice([0.3, 0.5, 0.7]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            m = rng.choice([1, rng.randint(1, 20), rng.randint(1, MAX)])
            n = rng.choice([1, rng.randint(1, 20), rng.randint(1, MAX)])
            kind = rng.choice(['noise', 'noise', 'serpentine', 'checkerboard'])
            if kind == 'serpentine':
                out.append([serpentine(m, n)])
            elif kind == 'checkerboard':
                out.append([checkerboard(m, n)])
            else:
                out.append([noise(rng, m, n, rng.choice([0.2, 0.45, 0.6, 0.9]))])
    elif mode == 'large':
        out.append([serpentine(MAX, MAX)])  # one island 45,000 cells long
        out.append([checkerboard(MAX, MAX)])  # 45,000 one-cell islands
        out.append([noise(rng, MAX, MAX, 0.55)])
        out.append([[['1'] * MAX for _ in range(MAX)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
