"""Test generator for Ledger Zero Balance: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    (flows,) = args
    assert 1 <= len(flows) <= MAX_N, 'length'
    assert all(isinstance(f, int) and -LIM <= f <= LIM for f in flows), 'value range'


def with_zero_stretch(rng, n, r):
    """Random flows with a planted zero stretch somewhere inside."""
    flows = [rng.randint(-r, r) for _ in range(n)]
    if n >= 2:
        i = rng.randrange(n - 1)
        j = rng.randint(i + 1, n - 1)
        s = sum(flows[i:j])
        if -LIM <= -s <= LIM:
            flows[j] = -s
    return flows


def make(rng, n, r):
    kind = rng.choice(['plain', 'planted', 'planted', 'tiny'])
    if kind == 'tiny':
        return [rng.randint(-1, 1) for _ in range(n)]
    if kind == 'planted':
        return with_zero_stretch(rng, n, r)
    return [rng.randint(-r, r) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 12)
            out.append([make(rng, n, rng.choice([1, 2, 4, 9]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, 7, rng.randint(1, 2000), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice([2, 50, 10**6, LIM]))])
    elif mode == 'large':
        out.append([[rng.randint(-LIM, LIM) for _ in range(MAX_N)]])
        out.append([with_zero_stretch(rng, MAX_N, LIM)])
        out.append([[rng.choice([-1, 1]) for _ in range(MAX_N)]])
        # prefix sums climb past 2^31 and then return: a long stretch whose sum is 0
        up = [LIM] * 50000
        out.append([up + [rng.randint(-5, 5) for _ in range(MAX_N - 100000)] + [-LIM] * 50000])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
