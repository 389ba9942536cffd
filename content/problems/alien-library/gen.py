"""Test generator for Alien Library: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_N = 2 * 10**4
MAX_LEN = 20


def valid(args):
    order, titles = args
    assert isinstance(order, str) and sorted(order) == list(string.ascii_lowercase), 'order'
    assert isinstance(titles, list) and 1 <= len(titles) <= MAX_N, 'count'
    assert all(isinstance(t, str) and 1 <= len(t) <= MAX_LEN and all('a' <= c <= 'z' for c in t) for t in titles), 'titles'


def alphabet(rng):
    letters = list(string.ascii_lowercase)
    rng.shuffle(letters)
    return ''.join(letters)


def titles(rng, n, letters, max_len):
    base = [''.join(rng.choice(letters) for _ in range(rng.randint(1, max_len))) for _ in range(max(1, n // 3))]
    out = []
    for _ in range(n):
        t = rng.choice(base)
        r = rng.random()
        if r < 0.3:
            t = t[:rng.randint(1, len(t))]  # a prefix of another title
        elif r < 0.6 and len(t) < max_len:
            t = t + ''.join(rng.choice(letters) for _ in range(rng.randint(1, max_len - len(t))))
        out.append(t)
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([alphabet(rng), titles(rng, rng.randint(1, 8), rng.sample(string.ascii_lowercase, 3), 4)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            letters = rng.sample(string.ascii_lowercase, rng.choice([2, 5, 26]))
            out.append([alphabet(rng), titles(rng, n, letters, rng.choice([3, MAX_LEN]))])
    elif mode == 'large':
        out.append([alphabet(rng), titles(rng, MAX_N, string.ascii_lowercase, MAX_LEN)])
        out.append([alphabet(rng), titles(rng, MAX_N, 'ab', MAX_LEN)])
        out.append([string.ascii_lowercase[::-1], ['a' * rng.randint(1, MAX_LEN) for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
