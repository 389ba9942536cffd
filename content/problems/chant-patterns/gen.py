"""Test generator for Chant Patterns: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_K = 4
MAX_N = 8


def valid(args):
    syllables, n = args
    assert isinstance(syllables, str) and 1 <= len(syllables) <= MAX_K, 'syllables length'
    assert all('a' <= c <= 'z' for c in syllables) and len(set(syllables)) == len(syllables), 'distinct letters'
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'


def letters(rng, k):
    return ''.join(rng.sample(string.ascii_lowercase, k))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            k = rng.randint(1, MAX_K)
            out.append([letters(rng, k), rng.randint(1, 6 if k <= 3 else 5)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([letters(rng, rng.randint(1, MAX_K)), rng.randint(1, MAX_N)])
    elif mode == 'large':
        out.append(['zyxw', MAX_N])
        out.append([letters(rng, 4), MAX_N])
        out.append(['qpo', MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
