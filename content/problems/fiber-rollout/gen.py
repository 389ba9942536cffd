"""Test generator for Fiber Rollout: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_EXISTING = 10**5
MAX_OFFERS = 2 * 10**5
MAX_COST = 10**9


def valid(args):
    n, existing, offers = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(existing, list) and len(existing) <= MAX_EXISTING, 'existing count'
    for e in existing:
        assert isinstance(e, list) and len(e) == 2 and 0 <= e[0] < n and 0 <= e[1] < n and e[0] != e[1], 'existing cable'
    assert isinstance(offers, list) and len(offers) <= MAX_OFFERS, 'offer count'
    for o in offers:
        assert isinstance(o, list) and len(o) == 3, 'offer shape'
        a, b, c = o
        assert 0 <= a < n and 0 <= b < n and a != b and 1 <= c <= MAX_COST, 'offer'


def pairs(rng, n, m):
    out = []
    if n < 2:
        return out
    for _ in range(m):
        a = rng.randrange(n)
        b = rng.randrange(n - 1)
        out.append([a, b if b < a else b + 1])
    return out


def make(rng, n, existing, offers, hi, spanning):
    ex = pairs(rng, n, existing)
    of = [p + [rng.randint(1, hi)] for p in pairs(rng, n, offers)]
    if spanning and n >= 2:  # a random spanning tree among the offers keeps the answer finite
        order = list(range(n))
        rng.shuffle(order)
        of += [[order[i], order[rng.randrange(i)], rng.randint(1, hi)] for i in range(1, n)]
        rng.shuffle(of)
    return [n, ex, of[:MAX_OFFERS]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 6)
            out.append(make(rng, n, rng.randint(0, 3), rng.randint(0, 6), rng.choice([1, 5, 100]), False))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.randint(0, min(MAX_EXISTING, n)), rng.randint(0, min(MAX_OFFERS - n, 2 * n)), rng.choice([10, MAX_COST]), rng.random() < 0.8))
    elif mode == 'large':
        out.append(make(rng, MAX_N, 0, MAX_OFFERS - MAX_N, MAX_COST, True))
        out.append(make(rng, MAX_N, MAX_EXISTING // 2, MAX_OFFERS - MAX_N, MAX_COST, True))
        out.append([MAX_N, [], [[i, i + 1, MAX_COST] for i in range(MAX_N - 1)] + [p + [MAX_COST] for p in pairs(rng, MAX_N, MAX_OFFERS - MAX_N + 1)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
