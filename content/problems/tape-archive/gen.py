"""Test generator for Tape Archive: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import re
import sys

MAX_RUNS = 10**5
MAX_COUNT = 10**9
MAX_Q = 10**5


def valid(args):
    encoded, queries = args
    assert isinstance(encoded, str) and re.fullmatch(r'([a-z][1-9][0-9]*)+', encoded), 'format'
    runs = re.findall(r'([a-z])([0-9]+)', encoded)
    assert 1 <= len(runs) <= MAX_RUNS, 'run count'
    assert all(1 <= int(c) <= MAX_COUNT for _, c in runs), 'counts'
    total = sum(int(c) for _, c in runs)
    assert isinstance(queries, list) and 1 <= len(queries) <= MAX_Q, 'query count'
    assert all(isinstance(x, int) and 0 <= x < total for x in queries), 'positions'


def make(rng, runs, max_count, q, letters):
    counts = [rng.randint(1, max_count) for _ in range(runs)]
    encoded = ''.join(rng.choice(letters) + str(c) for c in counts)
    starts, total = [], 0
    for c in counts:
        starts.append(total)
        total += c
    queries = []
    for _ in range(q):
        r = rng.random()
        if r < 0.3:
            queries.append(rng.choice(starts))  # first position of a run
        elif r < 0.5:
            queries.append(max(0, rng.choice(starts) - 1))  # last position of a run
        else:
            queries.append(rng.randrange(total))
    return [encoded, queries]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 6), rng.choice([1, 3, 12]), rng.randint(1, 8), rng.choice(['ab', 'abc', 'xyz'])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            runs = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_RUNS)])
            out.append(make(rng, runs, rng.choice([1, 9, 10**4, MAX_COUNT]), rng.randint(1, MAX_Q), 'abcdefghijklmnopqrstuvwxyz'))
    elif mode == 'large':
        out.append(make(rng, MAX_RUNS, MAX_COUNT, MAX_Q, 'abcdefghijklmnopqrstuvwxyz'))
        out.append(make(rng, MAX_RUNS, 1, MAX_Q, 'ab'))
        out.append(make(rng, MAX_RUNS, MAX_COUNT, MAX_Q, 'qz'))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
