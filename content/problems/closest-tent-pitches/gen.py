"""Test generator for Closest Tent Pitches: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    (pitches,) = args
    assert isinstance(pitches, list) and 2 <= len(pitches) <= MAX_N, 'length'
    assert all(isinstance(p, int) and -LIM <= p <= LIM for p in pitches), 'positions'


def spread(rng, n, lo, hi):
    """n random positions in [lo, hi], duplicates allowed."""
    return [rng.randint(lo, hi) for _ in range(n)]


def distinct(rng, n, lo, hi):
    """n distinct positions in [lo, hi], shuffled."""
    out = rng.sample(range(lo, hi + 1), n)
    rng.shuffle(out)
    return out


def progression(rng, n, step):
    """A shuffled arithmetic progression: every sorted gap equals step."""
    start = rng.randint(-LIM, LIM - step * (n - 1))
    out = [start + i * step for i in range(n)]
    rng.shuffle(out)
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 8)
            r = rng.choice([2, 10, 1000, LIM])
            out.append([spread(rng, n, -r, r)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, 5000), rng.randint(2, MAX_N)])
            kind = rng.choice(['spread', 'distinct', 'progression', 'crowded'])
            if kind == 'spread':
                out.append([spread(rng, n, -LIM, LIM)])
            elif kind == 'distinct':
                out.append([distinct(rng, n, -LIM, LIM)])
            elif kind == 'progression':
                out.append([progression(rng, n, rng.randint(1, (2 * LIM) // max(1, n - 1)))])
            else:
                out.append([spread(rng, n, -n, n)])
    elif mode == 'large':
        # Every pair of 10^5 tents is about 5 * 10^9 distances.
        out.append([distinct(rng, MAX_N, -LIM, LIM)])
        out.append([progression(rng, MAX_N, 20000)])
        big = distinct(rng, MAX_N - 1, -LIM, LIM - 1)
        big.append(big[-1] + 1 if big[-1] + 1 not in set(big) else big[-1])  # the closest pair sits last
        out.append([big])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
