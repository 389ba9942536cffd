"""Test generator for Quote Collage: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_M = 10**5


def valid(args):
    text, quote = args
    assert isinstance(text, str) and 1 <= len(text) <= MAX_N, 'text length'
    assert isinstance(quote, str) and 1 <= len(quote) <= MAX_M, 'quote length'
    assert all('a' <= c <= 'z' for c in text + quote), 'letters'


def collage(rng, n, quote, noise, letters):
    """Paste random prefixes of quote until the text has length n; sometimes corrupt a letter."""
    parts = []
    size = 0
    while size < n:
        piece = quote[:rng.randint(1, len(quote))]
        parts.append(piece)
        size += len(piece)
    text = list(''.join(parts)[:n])
    if rng.random() < noise:
        text[rng.randrange(n)] = rng.choice(letters)
    return ''.join(text)


def make(rng, n, m, letters):
    quote = ''.join(rng.choice(letters) for _ in range(m))
    if rng.random() < 0.3:
        unit = quote[:rng.randint(1, min(3, m))]
        quote = (unit * m)[:m - 1] + rng.choice(letters)
    return [collage(rng, n, quote, 0.3, letters), quote]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            letters = rng.choice(['a', 'ab', 'ab', 'abc'])
            out.append(make(rng, rng.randint(1, 12), rng.randint(1, 6), letters))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 5, rng.randint(1, 3000), rng.randint(1, MAX_N)])
            m = rng.choice([1, 3, rng.randint(1, 100), rng.randint(1, MAX_M)])
            out.append(make(rng, n, m, rng.choice(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'])))
    elif mode == 'large':
        out.append(['a' * MAX_N, 'a' * MAX_M])
        out.append(['a' * (MAX_N - 1) + 'b', 'a' * (MAX_M - 1) + 'b'])
        quote = 'a' * (MAX_M // 2) + 'b' + 'a' * (MAX_M - MAX_M // 2 - 1)
        out.append([collage(rng, MAX_N, quote, 0, 'ab'), quote])
        quote = ''.join(rng.choice('ab') for _ in range(MAX_M))
        out.append([collage(rng, MAX_N, quote, 0, 'ab'), quote])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
