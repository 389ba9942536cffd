"""Test generator for Wallpaper Tile: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5


def valid(args):
    (strip,) = args
    assert isinstance(strip, str) and 1 <= len(strip) <= MAX_N, 'length'
    assert all('a' <= c <= 'z' for c in strip), 'letters'


def printed(rng, n, tile_len, letters):
    tile = ''.join(rng.choice(letters) for _ in range(tile_len))
    s = (tile * (n // tile_len + 1))[:n]
    if rng.random() < 0.2:  # a misprint somewhere
        i = rng.randrange(n)
        s = s[:i] + rng.choice(letters) + s[i + 1:]
    return s


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 14)
            out.append([printed(rng, n, rng.randint(1, n), rng.choice(['a', 'ab', 'abc']))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([printed(rng, n, rng.randint(1, max(1, min(n, rng.choice([3, 50, n])))), rng.choice(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']))])
    elif mode == 'large':
        out.append(['a' * (MAX_N - 1) + 'b'])
        out.append([printed(rng, MAX_N, 99991, 'ab')])
        out.append([('ab' * MAX_N)[:MAX_N - 1] + 'c'])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
