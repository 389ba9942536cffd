"""Test generator for Shortest Badge Prefixes: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_LEN = 10
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def valid(args):
    (handles,) = args
    assert 1 <= len(handles) <= MAX_N, 'count'
    assert len(set(handles)) == len(handles), 'distinct'
    for h in handles:
        assert isinstance(h, str) and 1 <= len(h) <= MAX_LEN, 'length'
        assert all('a' <= ch <= 'z' for ch in h), 'letters'


def make(rng, n, alphabet, max_len):
    seen = set()
    out = []
    attempts = 0
    while len(out) < n and attempts < 3 * n:
        attempts += 1
        if out and rng.random() < 0.3:  # extend or cut an existing handle: shared prefixes
            base = rng.choice(out)
            h = base[:rng.randint(1, len(base))] + ''.join(rng.choices(alphabet, k=rng.randint(0, max_len)))
            h = h[:max_len]
        else:
            h = ''.join(rng.choices(alphabet, k=rng.randint(1, max_len)))
        if h not in seen:
            seen.add(h)
            out.append(h)
    return [out]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 8), rng.choice(['ab', 'abc', LETTERS]), rng.choice([2, 4, MAX_LEN])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice(['abc', 'abcd', LETTERS]), MAX_LEN))
    elif mode == 'large':
        out.append(make(rng, MAX_N, LETTERS, MAX_LEN))
        out.append(make(rng, MAX_N, 'abcd', MAX_LEN))
        # a chain of handles extending each other, plus many siblings
        chain = ['q' * k for k in range(1, MAX_LEN + 1)]
        rest = make(rng, MAX_N - MAX_LEN, 'abcd', MAX_LEN)[0]
        out.append([chain + rest])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
