"""Test generator for Group Anagrams: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_N = 10**4
MAX_LEN = 100
LETTERS = string.ascii_lowercase


def shuffled(rng, word):
    letters = list(word)
    rng.shuffle(letters)
    return ''.join(letters)


def make(rng, n, max_len, alphabet, bases):
    """n strings drawn as rearrangements of `bases` random base words (so anagram groups form)."""
    words = [''.join(rng.choice(alphabet) for _ in range(rng.randint(0, max_len))) for _ in range(bases)]
    return [[shuffled(rng, rng.choice(words)) for _ in range(n)]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            out.append(make(rng, n, rng.randint(0, 4), LETTERS[: rng.randint(1, 3)], rng.randint(1, n)))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            max_len = rng.choice([0, 3, 10, MAX_LEN])
            alphabet = LETTERS[: rng.choice([2, 3, 26])]
            out.append(make(rng, n, max_len, alphabet, rng.randint(1, n)))
    elif mode == 'large':
        # all 10^4 strings of length 100 in different groups (collisions are practically impossible)
        out.append([[''.join(rng.choice(LETTERS) for _ in range(MAX_LEN)) for _ in range(MAX_N)]])
        # 10^4 strings of length 100 in 100 groups
        words = [''.join(rng.choice(LETTERS) for _ in range(MAX_LEN)) for _ in range(100)]
        out.append([[shuffled(rng, rng.choice(words)) for _ in range(MAX_N)]])
        # two letters only: the groups are told apart by counts, not by which letters occur
        out.append([[''.join(rng.choice('ab') for _ in range(MAX_LEN)) for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
