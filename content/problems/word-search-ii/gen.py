"""Test generator for Word Search II: python3 gen.py small|random|large <seed> [count]."""
import itertools
import json
import random
import string
import sys

MAX_SIDE = 12
MAX_WORDS = 3 * 10**4
MAX_WORD = 10
LETTERS = string.ascii_lowercase


def walk_word(rng, board, length):
    """The letters along a random path of adjacent, distinct cells (shorter if it gets stuck)."""
    m, n = len(board), len(board[0])
    r, c = rng.randrange(m), rng.randrange(n)
    seen = {(r, c)}
    letters = [board[r][c]]
    while len(letters) < length:
        steps = [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                 if 0 <= r + dr < m and 0 <= c + dc < n and (r + dr, c + dc) not in seen]
        if not steps:
            break
        r, c = rng.choice(steps)
        seen.add((r, c))
        letters.append(board[r][c])
    return ''.join(letters)


def make(rng, m, n, alphabet, count, max_len, on_board=0.5):
    """A random board and `count` distinct words: about a share `on_board` read along board paths."""
    board = [[rng.choice(alphabet) for _ in range(n)] for _ in range(m)]
    possible = sum(len(alphabet) ** k for k in range(1, max_len + 1))
    if possible <= 4 * count:  # few possible words: draw from all of them
        every = [''.join(p) for k in range(1, max_len + 1) for p in itertools.product(alphabet, repeat=k)]
        words = rng.sample(every, min(count, possible))
        return [board, words]
    words = set()
    while len(words) < count:
        length = rng.randint(1, max_len)
        if rng.random() < on_board:
            words.add(walk_word(rng, board, length))
        else:
            words.add(''.join(rng.choice(alphabet) for _ in range(length)))
    words = sorted(words)
    rng.shuffle(words)
    return [board, words]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            alphabet = LETTERS[: rng.randint(1, 3)]
            out.append(make(rng, rng.randint(1, 3), rng.randint(1, 3), alphabet, rng.randint(1, 6), 5))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            m, n = rng.randint(1, MAX_SIDE), rng.randint(1, MAX_SIDE)
            alphabet = LETTERS[: rng.choice([1, 2, 4, 26])]
            count = rng.choice([1, 5, rng.randint(1, 300), rng.randint(1, MAX_WORDS)])
            out.append(make(rng, m, n, alphabet, count, rng.choice([3, MAX_WORD])))
    elif mode == 'large':
        # all 'a': every word starts with a long run of a's that matches everywhere on the board
        board = [['a'] * MAX_SIDE for _ in range(MAX_SIDE)]
        tails = [''.join(p) for p in itertools.product(LETTERS[1:], repeat=3)]
        words = ['a' * k for k in range(1, MAX_WORD + 1)] + ['a' * 7 + x for x in tails]
        extra = set()
        while len(words) + len(extra) < MAX_WORDS:
            extra.add('a' * 6 + ''.join(rng.choice(LETTERS[1:]) for _ in range(4)))
        words += sorted(extra)
        rng.shuffle(words)
        out.append([board, words])
        # three letters: short words cover nearly every path of the board
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 'abc', MAX_WORDS, MAX_WORD, on_board=0.5))
        out.append(make(rng, MAX_SIDE, MAX_SIDE, 'ab', MAX_WORDS, MAX_WORD, on_board=0.3))
        out.append(make(rng, MAX_SIDE, MAX_SIDE, LETTERS, MAX_WORDS, MAX_WORD, on_board=0.5))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
