"""Test generator for Slogan Variety: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_N = 10**5


def valid(args):
    (banner,) = args
    assert isinstance(banner, str) and 1 <= len(banner) <= MAX_N, 'length'
    assert all('a' <= c <= 'z' for c in banner), 'letters'


def make(rng, n, letters):
    kind = rng.choice(['random', 'random', 'periodic', 'fibonacci'])
    if kind == 'periodic':
        unit = ''.join(rng.choice(letters) for _ in range(rng.randint(1, 5)))
        return (unit * (n // len(unit) + 1))[:n]
    if kind == 'fibonacci':
        a, b = 'a', 'ab'
        while len(b) < n:
            a, b = b, b + a
        return b[:n]
    return ''.join(rng.choice(letters) for _ in range(n))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 25), rng.choice(['a', 'ab', 'abc', string.ascii_lowercase]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 1000), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice(['ab', 'abcd', string.ascii_lowercase]))])
    elif mode == 'large':
        out.append(['a' * MAX_N])
        out.append([''.join(rng.choice(string.ascii_lowercase) for _ in range(MAX_N))])
        out.append([make(rng, MAX_N, 'ab')])
        out.append([''.join(rng.choice('ab') for _ in range(MAX_N))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
