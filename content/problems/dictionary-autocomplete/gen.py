"""Test generator for Dictionary Autocomplete: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_WORDS = 5 * 10**4
MAX_TYPED = 10**5
MAX_LEN = 10
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def valid(args):
    words, typed = args
    assert 1 <= len(words) <= MAX_WORDS and 1 <= len(typed) <= MAX_TYPED, 'counts'
    for s in words + typed:
        assert isinstance(s, str) and 1 <= len(s) <= MAX_LEN, 'length'
        assert all('a' <= ch <= 'z' for ch in s), 'letters'


def make(rng, n, q, alphabet, max_len):
    words = [''.join(rng.choices(alphabet, k=rng.randint(1, max_len))) for _ in range(n)]
    if n > 3:
        words += rng.sample(words, min(3, n))[: max(0, MAX_WORDS - n)]  # a few duplicates
    typed = []
    for _ in range(q):
        if rng.random() < 0.7:
            w = rng.choice(words)
            typed.append(w[:rng.randint(1, len(w))])
        else:
            typed.append(''.join(rng.choices(alphabet, k=rng.randint(1, max_len))))
    return [words[:MAX_WORDS], typed]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 8), rng.randint(1, 6), rng.choice(['ab', 'abc', LETTERS]),
                            rng.choice([2, 4, MAX_LEN])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_WORDS - 3)])
            q = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_TYPED)])
            out.append(make(rng, n, q, rng.choice(['ab', 'abcd', LETTERS]), rng.choice([3, MAX_LEN])))
    elif mode == 'large':
        out.append(make(rng, MAX_WORDS - 3, MAX_TYPED, LETTERS, MAX_LEN))
        out.append(make(rng, MAX_WORDS - 3, MAX_TYPED, 'ab', MAX_LEN))
        out.append([[''.join(rng.choices(LETTERS, k=MAX_LEN)) for _ in range(MAX_WORDS)], ['q'] * MAX_TYPED])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
