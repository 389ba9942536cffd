"""Test generator for Rotting Oranges: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_SIDE = 10


def random_grid(rng, m, n, empty, rotten):
    """Cells are empty with probability `empty`, else rotten with probability `rotten`, else fresh."""
    grid = []
    for _ in range(m):
        row = []
        for _ in range(n):
            x = rng.random()
            row.append(0 if x < empty else 2 if x < empty + (1 - empty) * rotten else 1)
        grid.append(row)
    return grid


def snake(m, n):
    """A winding corridor of fresh oranges with a rotten one at its start: the longest spread."""
    grid = [[0] * n for _ in range(m)]
    for r in range(0, m, 2):
        for c in range(n):
            grid[r][c] = 1
        if r + 1 < m:
            grid[r + 1][n - 1 if (r // 2) % 2 == 0 else 0] = 1
    grid[0][0] = 2
    return grid


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            m, n = rng.randint(1, 4), rng.randint(1, 4)
            out.append([random_grid(rng, m, n, rng.choice([0.0, 0.2, 0.4]), rng.choice([0.0, 0.1, 0.3]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            m, n = rng.randint(1, MAX_SIDE), rng.randint(1, MAX_SIDE)
            out.append([random_grid(rng, m, n, rng.choice([0.0, 0.1, 0.3]), rng.choice([0.02, 0.1, 0.5]))])
    elif mode == 'large':
        full = [[1] * MAX_SIDE for _ in range(MAX_SIDE)]
        full[0][0] = 2
        out.append([full])  # 18 minutes from one corner
        out.append([snake(MAX_SIDE, MAX_SIDE)])
        cut = snake(MAX_SIDE, MAX_SIDE)
        cut[MAX_SIDE - 1][MAX_SIDE - 1] = 1
        cut[MAX_SIDE - 2][0] = 0  # the corridor is broken before its last row
        out.append([cut])
        out.append([random_grid(rng, MAX_SIDE, MAX_SIDE, 0.2, 0.05)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
