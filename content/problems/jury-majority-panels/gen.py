"""Test generator for Jury Majority Panels: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_V = 10**9


def valid(args):
    votes, candidate = args
    assert isinstance(votes, list) and 1 <= len(votes) <= MAX_N, 'length'
    assert all(isinstance(v, int) and 1 <= v <= MAX_V for v in votes), 'votes'
    assert isinstance(candidate, int) and 1 <= candidate <= MAX_V, 'candidate'


def make(rng, n, share, others):
    candidate = rng.randint(1, MAX_V)
    pool = [rng.randint(1, MAX_V) for _ in range(others)]
    pool = [p for p in pool if p != candidate] or [candidate % MAX_V + 1]
    return [[candidate if rng.random() < share else rng.choice(pool) for _ in range(n)], candidate]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 12), rng.choice([0, 0.3, 0.5, 0.7, 1]), rng.randint(1, 3)))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([0, 0.2, 0.5, 0.55, 1]), rng.choice([1, 5, 1000])))
    elif mode == 'large':
        out.append([[7] * MAX_N, 7])
        out.append(make(rng, MAX_N, 0.5, 10))
        out.append(make(rng, MAX_N, 0.6, 1000))
        out.append([[1, 2] * (MAX_N // 2), 1])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
