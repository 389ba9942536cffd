"""Test generator for Touring Drummer Bookings: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_T = 10**9
MAX_FEE = 10**6


def valid(args):
    gigs, rest = args
    assert isinstance(gigs, list) and 1 <= len(gigs) <= MAX_N, 'count'
    for g in gigs:
        assert isinstance(g, list) and len(g) == 3, 'gig'
        s, e, fee = g
        assert 0 <= s < e <= MAX_T, 'hours'
        assert 1 <= fee <= MAX_FEE, 'fee'
    assert isinstance(rest, int) and 0 <= rest <= MAX_T, 'rest'


def random_gigs(rng, n, horizon, max_len, max_fee):
    out = []
    for _ in range(n):
        length = rng.randint(1, max_len)
        s = rng.randint(0, horizon - 1)
        e = min(horizon, s + length)
        if e <= s:
            s, e = horizon - 1, horizon
        out.append([s, e, rng.randint(1, max_fee)])
    return out


def chain(rng, n, rest):
    """n gigs one after another, each exactly `rest` hours after the previous one: all can be played."""
    step = (MAX_T - rest * (n - 1)) // n
    assert step >= 1
    out = []
    t = 0
    for _ in range(n):
        out.append([t, t + step, rng.randint(MAX_FEE - 1000, MAX_FEE)])
        t += step + rest
    rng.shuffle(out)
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            horizon = rng.choice([6, 15, 40])
            gigs = random_gigs(rng, n, horizon, rng.choice([2, 5, horizon]), rng.choice([3, 20, MAX_FEE]))
            out.append([gigs, rng.choice([0, 0, 1, 2, rng.randint(0, horizon)])])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)])
            kind = rng.choice(['short', 'long', 'chain', 'dense'])
            if kind == 'chain':
                rest = rng.choice([0, 1, rng.randint(0, MAX_T // (2 * n))])
                out.append([chain(rng, n, rest), rest])
            elif kind == 'short':
                out.append([random_gigs(rng, n, MAX_T, rng.choice([10, 10**4, 10**6]), MAX_FEE),
                            rng.choice([0, rng.randint(0, 10**4), rng.randint(0, MAX_T)])])
            elif kind == 'long':
                out.append([random_gigs(rng, n, MAX_T, MAX_T, MAX_FEE), rng.randint(0, 10**6)])
            else:
                out.append([random_gigs(rng, n, 3 * n, 10, rng.choice([5, MAX_FEE])), rng.choice([0, 1, 3])])
    elif mode == 'large':
        # Scanning every earlier gig is about n^2 / 2 = 5 * 10^9 steps; the chains earn about 10^11.
        out.append([chain(rng, MAX_N, 0), 0])
        out.append([chain(rng, MAX_N, 5000), 5000])
        out.append([random_gigs(rng, MAX_N, MAX_T, 10**5, MAX_FEE), 777])
        out.append([random_gigs(rng, MAX_N, MAX_T, MAX_T, MAX_FEE), 0])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
