"""Test generator for Festival Peak: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_T = 10**9
MAX_SIZE = 10**5


def valid(args):
    (groups,) = args
    assert isinstance(groups, list) and 1 <= len(groups) <= MAX_N, 'count'
    for g in groups:
        assert isinstance(g, list) and len(g) == 3, 'shape'
        arrive, leave, size = g
        assert 0 <= arrive <= leave <= MAX_T, 'minutes'
        assert 1 <= size <= MAX_SIZE, 'size'


def make(rng, n, span, max_len, max_size):
    groups = []
    for _ in range(n):
        arrive = rng.randint(0, span)
        groups.append([arrive, min(MAX_T, arrive + rng.randint(0, max_len)), rng.randint(1, max_size)])
    return [groups]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 8), rng.choice([3, 10, 30]), rng.choice([0, 2, 10]), rng.choice([1, 5, 100])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([10, 10**4, MAX_T]), rng.choice([0, 5, 10**6, MAX_T]), rng.choice([1, MAX_SIZE])))
    elif mode == 'large':
        out.append(make(rng, MAX_N, MAX_T, MAX_T, MAX_SIZE))
        out.append([[[0, MAX_T, MAX_SIZE]] * MAX_N])
        out.append(make(rng, MAX_N, 1000, 10, MAX_SIZE))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
