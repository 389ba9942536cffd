"""Test generator for Ferry Timetable Route: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_ISLANDS = 2 * 10**4
MAX_FERRIES = 5 * 10**4
LIM = 10**9


def valid(args):
    n, ferries = args
    assert isinstance(n, int) and 2 <= n <= MAX_ISLANDS, 'islands'
    assert 1 <= len(ferries) <= MAX_FERRIES, 'ferry count'
    for f in ferries:
        assert isinstance(f, list) and len(f) == 4, 'ferry shape'
        u, v, p, d = f
        assert 0 <= u < n and 0 <= v < n and u != v, 'endpoints'
        assert isinstance(p, int) and 1 <= p <= LIM and isinstance(d, int) and 1 <= d <= LIM, 'period/duration'


def random_net(rng, n, m, p_hi, d_hi, connected=True):
    ferries = []
    if connected:
        order = list(range(n))
        rng.shuffle(order)
        for i in range(1, n):
            ferries.append([order[i], order[rng.randrange(i)], rng.randint(1, p_hi), rng.randint(1, d_hi)])
    while len(ferries) < m:
        u, v = rng.sample(range(n), 2)
        ferries.append([u, v, rng.randint(1, p_hi), rng.randint(1, d_hi)])
    rng.shuffle(ferries)
    return ferries[:m] if not connected else ferries


def chain(rng, n, m):
    """Islands 0 - 1 - ... - n-1 listed from the far end, plus slow long-range ferries."""
    ferries = [[i, i + 1, rng.randint(1, 50), rng.randint(1, 50)] for i in range(n - 2, -1, -1)]
    while len(ferries) < m:
        u = rng.randrange(n - 1)
        v = min(n - 1, u + rng.randint(2, 30))
        ferries.append([v, u, LIM, LIM])
    return ferries


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 6)
            m = rng.randint(1, 8)
            ferries = random_net(rng, n, m, rng.choice([1, 5, 20]), rng.choice([1, 5, 20]), rng.random() < 0.6)
            out.append([n, ferries[:max(1, len(ferries))]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, rng.randint(2, 50), rng.randint(2, MAX_ISLANDS)])
            m = min(MAX_FERRIES, rng.randint(max(1, n - 1), max(n - 1, 3 * n)))
            out.append([n, random_net(rng, n, m, rng.choice([10, 1000, LIM]), rng.choice([10, LIM]),
                                      rng.random() < 0.8)[:MAX_FERRIES]])
    elif mode == 'large':
        out.append([MAX_ISLANDS, chain(rng, MAX_ISLANDS, MAX_FERRIES)])
        out.append([MAX_ISLANDS, random_net(rng, MAX_ISLANDS, MAX_FERRIES, LIM, LIM)])
        out.append([MAX_ISLANDS, [[i, i + 1, LIM, LIM] for i in range(MAX_ISLANDS - 1)]])  # about 4 * 10^13
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
