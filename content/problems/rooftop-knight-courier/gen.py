"""Test generator for Rooftop Knight Courier: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_SIDE = 300


def valid(args):
    (grid,) = args
    rows = len(grid)
    assert 1 <= rows <= MAX_SIDE, 'rows'
    cols = len(grid[0])
    assert 1 <= cols <= MAX_SIDE, 'cols'
    assert all(len(row) == cols for row in grid), 'rectangular'
    flat = [ch for row in grid for ch in row]
    assert all(ch in '.#ST' for ch in flat), 'cell alphabet'
    assert flat.count('S') == 1 and flat.count('T') == 1, 'one S and one T'


def make(rng, rows, cols, wall, far=False):
    grid = [['#' if rng.random() < wall else '.' for _ in range(cols)] for _ in range(rows)]
    if far:
        s, t = (0, 0), (rows - 1, cols - 1)
        if s == t:
            t = (0, 1) if cols > 1 else (1, 0)
    else:
        cells = rng.sample(range(rows * cols), 2)
        s, t = divmod(cells[0], cols), divmod(cells[1], cols)
    grid[s[0]][s[1]] = 'S'
    grid[t[0]][t[1]] = 'T'
    return [grid]


def snake(rng, side):
    """Walls that leave a long winding corridor, so the route needs many jumps."""
    grid = [['.'] * side for _ in range(side)]
    for band in range(4, side - 4, 8):
        gap = 0 if (band // 8) % 2 else side - 4
        for c in range(side):
            if not gap <= c < gap + 4:
                for r in range(band, band + 2):
                    grid[r][c] = '#'
    grid[0][0] = 'S'
    grid[side - 1][side - 1] = 'T'
    return [grid]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            rows, cols = rng.randint(1, 6), rng.randint(1, 6)
            if rows * cols < 2:
                cols = 2
            out.append(make(rng, rows, cols, rng.choice([0, 0.2, 0.4]), rng.random() < 0.3))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            rows = rng.choice([1, 2, rng.randint(1, 30), rng.randint(1, MAX_SIDE)])
            cols = rng.choice([2, 3, rng.randint(2, 30), rng.randint(2, MAX_SIDE)])
            out.append(make(rng, rows, cols, rng.choice([0, 0.1, 0.3, 0.5]), rng.random() < 0.5))
    elif mode == 'large':
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 0, True))
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 0.3, True))
        out.append(snake(rng, MAX_SIDE))
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 0.6, True))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
