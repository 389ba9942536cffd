"""Test generator for Telegraph Split Count: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_MSG = 5 * 10**4
MAX_WORDS = 2 * 10**4
MAX_LEN = 20
MAX_TOTAL = 2 * 10**5


def valid(args):
    message, words = args
    assert isinstance(message, str) and 1 <= len(message) <= MAX_MSG, 'message length'
    assert all('a' <= ch <= 'z' for ch in message), 'message letters'
    assert 1 <= len(words) <= MAX_WORDS, 'word count'
    assert len(set(words)) == len(words), 'distinct words'
    assert sum(len(w) for w in words) <= MAX_TOTAL, 'total length'
    for w in words:
        assert isinstance(w, str) and 1 <= len(w) <= MAX_LEN, 'word length'
        assert all('a' <= ch <= 'z' for ch in w), 'word letters'


def vocabulary(rng, count, alphabet, max_len):
    words = set()
    total = 0
    tries = 0
    while len(words) < count and tries < 20 * count and total <= MAX_TOTAL - max_len:
        tries += 1
        w = ''.join(rng.choices(alphabet, k=rng.randint(1, max_len)))
        if w not in words and total + len(w) <= MAX_TOTAL:
            words.add(w)
            total += len(w)
    return sorted(words)


def compose(rng, words, length, noise=0.0, alphabet='ab'):
    """A message made of dictionary words (so readings exist), with optional noise letters."""
    parts = []
    size = 0
    while size < length:
        w = rng.choice(words) if rng.random() >= noise else rng.choice(alphabet)
        parts.append(w)
        size += len(w)
    return ''.join(parts)[:length] if noise or size == length else ''.join(parts)[:length]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            alphabet = rng.choice(['a', 'ab', 'abc'])
            words = vocabulary(rng, rng.randint(1, 6), alphabet, rng.choice([2, 3, 4]))
            message = compose(rng, words, rng.randint(1, 14), rng.choice([0, 0, 0.1]), alphabet)
            out.append([message, words])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            alphabet = rng.choice(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'])
            words = vocabulary(rng, rng.choice([5, 100, 2000]), alphabet, rng.choice([3, 8, MAX_LEN]))
            length = rng.choice([rng.randint(1, 50), rng.randint(1, MAX_MSG)])
            out.append([compose(rng, words, length, rng.choice([0, 0.01]), alphabet), words])
    elif mode == 'large':
        ones = ['a' * k for k in range(1, MAX_LEN + 1)]
        out.append(['a' * MAX_MSG, ones])  # every position walks 20 letters; counts explode
        words = vocabulary(rng, MAX_WORDS, 'ab', MAX_LEN)
        out.append([compose(rng, words, MAX_MSG), words])
        words = vocabulary(rng, MAX_WORDS, 'abc', MAX_LEN)
        out.append([compose(rng, words, MAX_MSG, 0.001, 'abc'), words])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
