"""Test generator for Stutter Shorthand: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_N = 2 * 10**5


def valid(args):
    (s,) = args
    assert isinstance(s, str) and 1 <= len(s) <= MAX_N, 'length'
    assert all('a' <= c <= 'z' for c in s), 'letters'


def runs(rng, n, letters, max_run):
    """n letters built from runs of random lengths in [1, max_run]."""
    out = []
    while len(out) < n:
        c = rng.choice(letters)
        out.extend(c * rng.randint(1, max_run))
    return ''.join(out[:n])


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 30)
            letters = rng.sample(string.ascii_lowercase, rng.randint(1, 4))
            out.append([runs(rng, n, letters, rng.choice([1, 3, 12]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, 50, rng.randint(1, 5000), rng.randint(1, MAX_N)])
            letters = rng.sample(string.ascii_lowercase, rng.randint(1, 26))
            out.append([runs(rng, n, letters, rng.choice([1, 2, 9, 11, 150, 5000]))])
    elif mode == 'large':
        out.append([runs(rng, MAX_N, string.ascii_lowercase, 1)])
        out.append(['q' * MAX_N])
        out.append([runs(rng, MAX_N, 'ab', 12)])
        out.append([''.join(rng.choice('ab') for _ in range(MAX_N))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
