"""Test generator for Balanced Teams: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 18
MAX_S = 10**6


def valid(args):
    (skills,) = args
    assert isinstance(skills, list) and 2 <= len(skills) <= MAX_N and len(skills) % 2 == 0, 'length'
    assert all(isinstance(s, int) and 1 <= s <= MAX_S for s in skills), 'skills'


def planted(rng, n, hi):
    """Two teams with equal totals: likely to have at least one balanced split."""
    a = [rng.randint(1, hi) for _ in range(n // 2)]
    b = [rng.randint(1, hi) for _ in range(n // 2 - 1)]
    last = sum(a) - sum(b)
    if not 1 <= last <= MAX_S:
        return [rng.randint(1, hi) for _ in range(n)]
    skills = a + b + [last]
    rng.shuffle(skills)
    return skills


def make(rng, n, hi):
    kind = rng.choice(['planted', 'planted', 'random', 'small-values'])
    if kind == 'planted':
        return planted(rng, n, hi)
    if kind == 'small-values':
        return [rng.randint(1, 3) for _ in range(n)]
    return [rng.randint(1, hi) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.choice([2, 4, 6, 8, 10]), rng.choice([5, 20]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 4, rng.randrange(2, MAX_N + 1, 2), MAX_N])
            out.append([make(rng, n, rng.choice([10, 1000, MAX_S]))])
    elif mode == 'large':
        out.append([[7] * MAX_N])
        out.append([[rng.randint(1, 2) * 2 for _ in range(MAX_N)]])
        out.append([planted(rng, MAX_N, MAX_S)])
        out.append([[1, 2] * (MAX_N // 2)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
