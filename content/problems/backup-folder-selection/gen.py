"""Test generator for Backup Folder Selection: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import re
import sys

MAX_N = 5 * 10**4
MAX_LEN = 100
PATH = re.compile(r'^(/[a-z0-9_-]+)+$')
ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-_'
# Names that are text prefixes of each other, and '-' / '_' that sort around '/'.
TRICKY = ['a', 'b', 'ab', 'a-b', 'a_b', 'b-a', 'a1', 'a-', 'ba']


def valid(args):
    (selected,) = args
    assert isinstance(selected, list) and 1 <= len(selected) <= MAX_N, 'count'
    for p in selected:
        assert isinstance(p, str) and 2 <= len(p) <= MAX_LEN and PATH.match(p), p


def random_name(rng, lo, hi):
    return ''.join(rng.choice(ALPHABET) for _ in range(rng.randint(lo, hi)))


def from_vocab(rng, n, vocab, max_depth, nest=0.4, dup=0.1):
    """Paths over a small vocabulary; some extend or repeat an earlier path, so nesting is common."""
    out = []
    while len(out) < n:
        r = rng.random()
        if out and r < dup:
            out.append(rng.choice(out))
            continue
        if out and r < dup + nest:
            base = rng.choice(out)
            p = base + ''.join('/' + rng.choice(vocab) for _ in range(rng.randint(1, 2)))
        else:
            p = ''.join('/' + rng.choice(vocab) for _ in range(rng.randint(1, max_depth)))
        if len(p) <= MAX_LEN:
            out.append(p)
    rng.shuffle(out)
    return out


def unrelated(rng, n):
    """n distinct paths that are almost never inside one another."""
    seen = set()
    out = []
    while len(out) < n:
        p = ''.join('/' + random_name(rng, 4, 10) for _ in range(rng.randint(1, 4)))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def tree_ticks(rng, n, nodes):
    """A random folder tree of about `nodes` folders; n ticks on random folders (repeats allowed)."""
    paths = []
    frontier = ['']
    while len(paths) < nodes:
        parent = rng.choice(frontier)
        p = parent + '/' + rng.choice(TRICKY + [random_name(rng, 1, 4)])
        if len(p) > MAX_LEN:
            continue
        paths.append(p)
        frontier.append(p)
    return [rng.choice(paths) for _ in range(n)]


def siblings(rng, n):
    """A long common prefix with n distinct children, plus the prefix's own ancestors mixed in."""
    prefix = '/backup' + ''.join('/' + random_name(rng, 3, 6) for _ in range(6))
    names = set()
    while len(names) < n - 2:
        names.add(random_name(rng, 3, 12))
    out = [prefix + '/' + x for x in names]
    cut = prefix.rfind('/')
    out += [prefix + '-old', prefix[:cut] + '-x']
    rng.shuffle(out)
    return [p for p in out if len(p) <= MAX_LEN][:MAX_N]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            vocab = rng.sample(TRICKY, rng.randint(1, 5))
            out.append([from_vocab(rng, n, vocab, 3)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)])
            kind = rng.choice(['vocab', 'unrelated', 'tree'])
            if kind == 'vocab':
                out.append([from_vocab(rng, n, TRICKY, 6, nest=rng.random(), dup=rng.random() * 0.3)])
            elif kind == 'unrelated':
                out.append([unrelated(rng, n)])
            else:
                out.append([tree_ticks(rng, n, max(1, n // rng.choice([1, 2, 5])))])
    elif mode == 'large':
        # Mostly kept folders: comparing each with every other one costs about n^2 comparisons.
        out.append([unrelated(rng, MAX_N)])
        out.append([siblings(rng, MAX_N)])
        out.append([tree_ticks(rng, MAX_N, MAX_N)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
