"""Test generator for Valid Anagram: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import string
import sys

MAX_LEN = 5 * 10**4
LETTERS = string.ascii_lowercase


def word(rng, n, alphabet):
    return ''.join(rng.choice(alphabet) for _ in range(n))


def pair(rng, n, alphabet):
    """Half the time an anagram; otherwise a near miss: one letter swapped for another, or one extra letter."""
    s = word(rng, n, alphabet)
    letters = list(s)
    rng.shuffle(letters)
    kind = rng.random()
    if kind < 0.5:
        pass
    elif kind < 0.8 or len(alphabet) == 1:
        i = rng.randrange(n)
        letters[i] = rng.choice([c for c in LETTERS if c != letters[i]][: max(1, len(alphabet))])
    elif n > 1:
        letters.pop()  # lengths differ
    t = ''.join(letters)
    return [s, t] if rng.random() < 0.5 else [t, s]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            if rng.random() < 0.2:  # two independent words, mostly different
                out.append([word(rng, rng.randint(1, 6), 'abc'), word(rng, rng.randint(1, 6), 'abc')])
            else:
                out.append(pair(rng, rng.randint(1, 8), LETTERS[: rng.randint(1, 4)]))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_LEN)])
            out.append(pair(rng, n, LETTERS[: rng.choice([2, 5, 26])]))
    elif mode == 'large':
        out.append(['a' * MAX_LEN, 'a' * MAX_LEN])
        s = 'a' * (MAX_LEN // 2) + 'b' * (MAX_LEN // 2)
        out.append([s, s[::-1]])
        s = word(rng, MAX_LEN, LETTERS)
        letters = list(s)
        rng.shuffle(letters)
        out.append([s, ''.join(letters)])
        out.append(['a' * (MAX_LEN - 1) + 'b', 'a' * (MAX_LEN - 1) + 'c'])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
