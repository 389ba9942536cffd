"""Test generator for Catalog Prefix Counter: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 5 * 10**4  # titles
MAX_Q = 10**5  # prefixes
MAX_LEN = 10
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def valid(args):
    titles, prefixes = args
    assert 1 <= len(titles) <= MAX_N and 1 <= len(prefixes) <= MAX_Q, 'counts'
    for s in titles + prefixes:
        assert isinstance(s, str) and 1 <= len(s) <= MAX_LEN, 'length'
        assert all('a' <= ch <= 'z' for ch in s), 'letters'


def word(rng, alphabet, lo=1, hi=MAX_LEN):
    return ''.join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))


def make(rng, n, q, alphabet, max_len):
    pool = [word(rng, alphabet, 1, max_len) for _ in range(max(1, n // 3))]
    titles = [rng.choice(pool) if rng.random() < 0.5 else word(rng, alphabet, 1, max_len) for _ in range(n)]
    prefixes = []
    for _ in range(q):
        r = rng.random()
        if r < 0.6:
            t = rng.choice(titles)
            prefixes.append(t[:rng.randint(1, len(t))])
        elif r < 0.75:
            prefixes.append(rng.choice(titles))
        else:
            prefixes.append(word(rng, alphabet, 1, max_len))
    return [titles, prefixes]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 8), rng.randint(1, 6), rng.choice(['a', 'ab', 'abc', LETTERS]),
                            rng.choice([1, 3, MAX_LEN])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            q = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_Q)])
            out.append(make(rng, n, q, rng.choice(['ab', 'abcd', LETTERS]), rng.choice([3, MAX_LEN])))
    elif mode == 'large':
        out.append(make(rng, MAX_N, MAX_Q, LETTERS, MAX_LEN))
        out.append(make(rng, MAX_N, MAX_Q, 'ab', MAX_LEN))
        out.append([['a' * MAX_LEN] * MAX_N, ['a' * rng.randint(1, MAX_LEN) for _ in range(MAX_Q)]])
        out.append([[word(rng, LETTERS, MAX_LEN, MAX_LEN) for _ in range(MAX_N)], ['z' * MAX_LEN] * MAX_Q])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
