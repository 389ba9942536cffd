"""Test generator for Minimum Window Substring: python3 gen.py small|random|large <seed> [count].

The answer must be unique: every shortest window of s containing t must be the same string. After
drawing s and t, `make_unique` breaks each competing shortest window by replacing one of its end
letters (the ends of a shortest window are always needed) with a letter that t does not use, chosen
outside the leftmost shortest window, so that window survives and no window gets shorter.
"""
import json
import random
import string
import sys
from collections import Counter

MAX_LEN = 10**5
LETTERS = string.ascii_lowercase + string.ascii_uppercase


def shortest_windows(s, t):
    """For each end r, the shortest window s[l..r] containing t; returns those of minimum length."""
    need = Counter(t)
    have = Counter()
    missing = len(t)
    l = 0
    found = []
    for r, ch in enumerate(s):
        if ch in need:
            have[ch] += 1
            if have[ch] <= need[ch]:
                missing -= 1
        if missing == 0:
            while s[l] not in need or have[s[l]] > need[s[l]]:
                if s[l] in need:
                    have[s[l]] -= 1
                l += 1
            found.append((l, r))
    if not found:
        return []
    best = min(r - l for l, r in found)
    return [(l, r) for l, r in found if r - l == best]


def make_unique(rng, s, t):
    spare = [c for c in LETTERS if c not in set(t)]
    assert spare, 't must leave at least one letter unused'
    s = list(s)
    while True:
        windows = shortest_windows(s, t)
        if not windows:
            return ''.join(s)
        (bl, br), text = windows[0], s[windows[0][0]:windows[0][1] + 1]
        rivals = [(l, r) for l, r in windows if s[l:r + 1] != text]
        if not rivals:
            return ''.join(s)
        for l, r in rivals:
            s[l if l < bl else r] = rng.choice(spare)


def draw(rng, m, n, alphabet, t_alphabet=None):
    """s: m letters of `alphabet`; t: n letters of `t_alphabet` (which must leave a letter unused)."""
    t_alphabet = t_alphabet or alphabet
    s = ''.join(rng.choice(alphabet) for _ in range(m))
    t = ''.join(rng.choice(t_alphabet) for _ in range(n))
    return [make_unique(rng, s, t), t]


def pick_alphabets(rng):
    k = rng.choice([1, 2, 3, 5, 10, 26, 51])
    letters = rng.sample(LETTERS, k + 1)
    return letters + rng.sample(LETTERS, rng.randint(0, 5)), letters[:k]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            letters = rng.sample('abcABC', rng.randint(2, 4))
            out.append(draw(rng, rng.randint(1, 12), rng.randint(1, 4), letters, letters[:-1]))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            alphabet, t_alphabet = pick_alphabets(rng)
            m = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_LEN)])
            n = rng.choice([1, 2, rng.randint(1, 10), rng.randint(1, max(1, m // 20)), rng.randint(1, m)])
            out.append(draw(rng, m, n, alphabet, t_alphabet))
    elif mode == 'large':
        # the answer sits at the very end: scanning right from every start costs n^2 / 2
        out.append(['a' * (MAX_LEN - 1) + 'b', 'ab'])
        out.append(draw(rng, MAX_LEN, 60, LETTERS, LETTERS[:-1]))
        out.append(draw(rng, MAX_LEN, 3000, LETTERS[:10] + 'XYZ', LETTERS[:10]))
        s = ''.join(rng.choice(LETTERS[:-1]) for _ in range(MAX_LEN))
        t = list(s)
        rng.shuffle(t)
        out.append([s, ''.join(t)])  # t is a rearrangement of s: the answer is s itself
        out.append([s, ''.join(t[:-1]) + 'Z'])  # 'Z' never occurs in s: no window
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
