"""Test generator for Best Time to Buy and Sell Stock: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_P = 10**4


def walk(rng, n, drift):
    """A random walk of prices clamped to [0, MAX_P]; drift < 0 makes a falling market."""
    p = rng.randint(0, MAX_P)
    out = []
    for _ in range(n):
        p = min(MAX_P, max(0, p + rng.randint(-50, 50) + drift))
        out.append(p)
    return out


def make(rng, n):
    shape = rng.choice(['uniform', 'walk', 'falling', 'narrow'])
    if shape == 'uniform':
        return [rng.randint(0, MAX_P) for _ in range(n)]
    if shape == 'walk':
        return walk(rng, n, 0)
    if shape == 'falling':
        return walk(rng, n, -3)
    lo = rng.randint(0, MAX_P - 5)
    return [rng.randint(lo, lo + 5) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            top = rng.choice([3, 20, MAX_P])
            out.append([[rng.randint(0, top) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)]))])
    elif mode == 'large':
        out.append([[rng.randint(0, MAX_P) for _ in range(MAX_N)]])
        # Strictly falling then one late rise: the answer is found only at the very end.
        falling = [MAX_P - i // 10 for i in range(MAX_N - 1)]
        out.append([falling + [MAX_P]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
