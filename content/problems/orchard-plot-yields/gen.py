"""Test generator for Orchard Plot Yields: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_CELLS = 2 * 10**5
MAX_Y = 10**9
MAX_Q = 10**5


def valid(args):
    grid, plots = args
    assert isinstance(grid, list) and len(grid) >= 1, 'rows'
    cols = len(grid[0])
    assert cols >= 1 and all(isinstance(row, list) and len(row) == cols for row in grid), 'rectangular'
    assert len(grid) * cols <= MAX_CELLS, 'size'
    assert all(isinstance(v, int) and 0 <= v <= MAX_Y for row in grid for v in row), 'yields'
    assert isinstance(plots, list) and 1 <= len(plots) <= MAX_Q, 'plot count'
    for p in plots:
        assert isinstance(p, list) and len(p) == 4, 'plot shape'
        r1, c1, r2, c2 = p
        assert 0 <= r1 <= r2 < len(grid) and 0 <= c1 <= c2 < cols, 'plot bounds'


def plot(rng, rows, cols, big):
    if big:
        return [rng.randint(0, min(2, rows - 1)), rng.randint(0, min(2, cols - 1)), rows - 1 - rng.randint(0, min(2, rows - 1)), cols - 1 - rng.randint(0, min(2, cols - 1))]
    r1, r2 = sorted(rng.randrange(rows) for _ in range(2))
    c1, c2 = sorted(rng.randrange(cols) for _ in range(2))
    return [r1, c1, r2, c2]


def make(rng, rows, cols, q, hi, big_share):
    grid = [[rng.randint(0, hi) for _ in range(cols)] for _ in range(rows)]
    plots = [plot(rng, rows, cols, rng.random() < big_share) for _ in range(q)]
    for p in plots:  # keep r1 <= r2, c1 <= c2 for the big plots too
        p[0], p[2] = min(p[0], p[2]), max(p[0], p[2])
        p[1], p[3] = min(p[1], p[3]), max(p[1], p[3])
    return [grid, plots]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6), rng.choice([1, 9, MAX_Y]), 0.3))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            rows = rng.choice([1, rng.randint(1, 50), rng.randint(1, 500)])
            cols = rng.randint(1, max(1, min(2000, MAX_CELLS // rows)))
            out.append(make(rng, rows, cols, rng.randint(1, MAX_Q // 10), rng.choice([10, MAX_Y]), 0.5))
    elif mode == 'large':
        out.append(make(rng, 400, 500, MAX_Q, MAX_Y, 1.0))
        out.append(make(rng, 1, MAX_CELLS, MAX_Q, MAX_Y, 0.5))
        out.append(make(rng, MAX_CELLS, 1, MAX_Q, MAX_Y, 0.5))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
