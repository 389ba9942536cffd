"""Test generator for Recipe Step Order: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_M = 2 * 10**5


def valid(args):
    n, rules = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(rules, list) and len(rules) <= MAX_M, 'count'
    for r in rules:
        assert isinstance(r, list) and len(r) == 2, 'shape'
        a, b = r
        assert 0 <= a < n and 0 <= b < n and a != b, 'steps'


def acyclic(rng, n, m):
    """Rules that follow a hidden random order, so a valid order exists."""
    rank = list(range(n))
    rng.shuffle(rank)
    rules = []
    if n < 2:
        return rules
    for _ in range(m):
        i, j = rng.sample(range(n), 2)
        a, b = (i, j) if rank[i] < rank[j] else (j, i)
        rules.append([a, b])
    return rules


def make(rng, n, m, cyclic):
    rules = acyclic(rng, n, m)
    if cyclic and n >= 2:
        k = rng.randint(2, min(n, 6))
        cycle = rng.sample(range(n), k)
        rules += [[cycle[i], cycle[(i + 1) % k]] for i in range(k)]
    rng.shuffle(rules)
    return [n, rules[:MAX_M]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 7)
            out.append(make(rng, n, rng.randint(0, 8), rng.random() < 0.2))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.randint(0, min(MAX_M - 10, 2 * n)), rng.random() < 0.3))
    elif mode == 'large':
        out.append(make(rng, MAX_N, MAX_M, False))
        out.append([MAX_N, [[i + 1, i] for i in range(MAX_N - 1)]])  # one long chain, largest step first
        out.append([MAX_N, []])
        out.append(make(rng, MAX_N, MAX_M - 10, True))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
