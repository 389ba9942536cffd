"""Test generator for Sticker Strip Split: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 20
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def valid(args):
    (strip,) = args
    assert isinstance(strip, str) and 1 <= len(strip) <= MAX_N, 'length'
    assert all(c in LETTERS for c in strip), 'letters'


def word(rng, n, k):
    alphabet = rng.sample(LETTERS, k)
    return ''.join(rng.choice(alphabet) for _ in range(n))


def blocks(rng, n):
    """A short block repeated, with a few letters changed: many pieces look alike."""
    block = word(rng, rng.randint(1, 4), rng.randint(1, 3))
    s = list((block * n)[:n])
    for _ in range(rng.randint(0, 3)):
        s[rng.randrange(n)] = rng.choice('ab')
    return ''.join(s)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            out.append([word(rng, n, rng.randint(1, 4))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(1, MAX_N), rng.randint(14, MAX_N), MAX_N])
            if rng.random() < 0.3:
                out.append([blocks(rng, n)])
            else:
                out.append([word(rng, n, rng.choice([1, 2, 2, 3, 4, 8, 26]))])
    elif mode == 'large':
        # Full length over two or three letters: the most pieces look alike and the search is widest.
        out.append(['baaaabbaaaaababbbbba'])
        out.append(['aaabbabcbbbaaacbbaba'])
        for _ in range(3):
            out.append([word(rng, MAX_N, 2)])
        out.append([word(rng, MAX_N, 3)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
