"""Test generator for Portal Maze Courier: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_SIDE = 400
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def valid(args):
    (maze,) = args
    rows = len(maze)
    assert 1 <= rows <= MAX_SIDE, 'rows'
    cols = len(maze[0])
    assert 1 <= cols <= MAX_SIDE and all(len(row) == cols for row in maze), 'cols'
    flat = [ch for row in maze for ch in row]
    assert all(ch in '.#ST' or ch in LETTERS for ch in flat), 'alphabet'
    assert flat.count('S') == 1 and flat.count('T') == 1, 'one S and one T'
    for ch in LETTERS:
        assert flat.count(ch) in (0, 2), 'portal pairs'


def make(rng, rows, cols, wall, portals, corners=False):
    grid = [['#' if rng.random() < wall else '.' for _ in range(cols)] for _ in range(rows)]
    cells = list(range(rows * cols))
    if corners:
        special = [0, rows * cols - 1]
        rest = [c for c in rng.sample(cells, min(len(cells), 2 * portals + 2)) if c not in special]
    else:
        picks = rng.sample(cells, min(len(cells), 2 * portals + 2))
        special, rest = picks[:2], picks[2:]
    grid[special[0] // cols][special[0] % cols] = 'S'
    grid[special[1] // cols][special[1] % cols] = 'T'
    for k in range(min(portals, len(rest) // 2)):
        for cell in rest[2 * k:2 * k + 2]:
            grid[cell // cols][cell % cols] = LETTERS[k]
    return [grid]


def snake(rng, side):
    """A long winding corridor; a few portals, some of them shortcuts."""
    grid = [['.'] * side for _ in range(side)]
    for band in range(2, side - 2, 4):
        gap = 0 if (band // 4) % 2 else side - 2
        for c in range(side):
            if not gap <= c < gap + 2:
                grid[band][c] = '#'
    grid[0][0] = 'S'
    grid[side - 1][side - 1] = 'T'
    free = [(r, c) for r in range(side) for c in range(side) if grid[r][c] == '.']
    for k, (a, b) in enumerate(zip(rng.sample(free, 6)[::2], rng.sample(free, 6)[1::2])):
        if a != b and grid[a[0]][a[1]] == '.' and grid[b[0]][b[1]] == '.':
            grid[a[0]][a[1]] = grid[b[0]][b[1]] = LETTERS[k]
    return [grid]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            rows, cols = rng.randint(1, 5), rng.randint(2, 5)
            out.append(make(rng, rows, cols, rng.choice([0, 0.2, 0.4]), rng.randint(0, 3), rng.random() < 0.3))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            rows = rng.choice([1, rng.randint(1, 30), rng.randint(1, MAX_SIDE)])
            cols = rng.choice([2, rng.randint(2, 30), rng.randint(2, MAX_SIDE)])
            out.append(make(rng, rows, cols, rng.choice([0, 0.2, 0.35]), rng.randint(0, 26), rng.random() < 0.5))
    elif mode == 'large':
        out.append(snake(rng, MAX_SIDE))
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 0.3, 26, True))
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 0.0, 0, True))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
