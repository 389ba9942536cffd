"""Test generator for Vowel Balance Cuts: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_N = 2 * 10**5


def valid(args):
    (s,) = args
    assert isinstance(s, str) and 1 <= len(s) <= MAX_N, 'length'
    assert all('a' <= c <= 'z' for c in s), 'letters'


def word(rng, n, vowel_share):
    consonants = [c for c in string.ascii_lowercase if c not in 'aeiou']
    return ''.join(rng.choice('aeiou') if rng.random() < vowel_share else rng.choice(consonants) for _ in range(n))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([word(rng, rng.randint(1, 12), rng.choice([0, 0.1, 0.3, 0.5]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([word(rng, n, rng.choice([0, 0.001, 0.2, 0.5]))])
    elif mode == 'large':
        out.append([word(rng, MAX_N, 0)])
        out.append([word(rng, MAX_N - 1, 0.3) + 'a'])
        out.append(['a' + 'b' * (MAX_N - 2) + 'e'])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
