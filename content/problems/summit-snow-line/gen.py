"""Test generator for Summit Snow Line: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_Q = 10**5
LIM = 10**9


def valid(args):
    alt, lines = args
    n = len(alt)
    assert 1 <= n <= MAX_N and 1 <= len(lines) <= MAX_Q, 'length'
    assert all(isinstance(a, int) and -LIM <= a <= LIM for a in alt), 'altitude range'
    assert all(isinstance(v, int) and -LIM <= v <= LIM for v in lines), 'snow line range'
    p = alt.index(max(alt))
    assert all(alt[i] < alt[i + 1] for i in range(p)), 'strict climb'
    assert all(alt[i] > alt[i + 1] for i in range(p, n - 1)), 'strict descent'


def trail(rng, n, lo, hi, peak_at=None):
    """n checkpoints with altitudes in [lo, hi]; hi - lo must be at least n."""
    p = rng.randint(0, n - 1) if peak_at is None else peak_at
    top = rng.randint(lo + max(p, n - 1 - p), hi)
    up = sorted(rng.sample(range(lo, top), p))
    down = sorted(rng.sample(range(lo, top), n - 1 - p), reverse=True)
    return up + [top] + down


def lines_for(rng, alt, q, lo, hi):
    out = []
    top, bottom = max(alt), min(alt)
    for _ in range(q):
        r = rng.random()
        if r < 0.5:
            out.append(rng.choice(alt))
        elif r < 0.6:
            out.append(min(hi, top + rng.randint(1, 3)))
        elif r < 0.7:
            out.append(max(lo, bottom - rng.randint(0, 3)))
        else:
            out.append(rng.randint(lo, hi))
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 9)
            lo = rng.randint(-30, 30)
            hi = lo + n + rng.choice([0, 3, 10])
            alt = trail(rng, n, lo, hi, rng.choice([None, 0, n - 1]))
            out.append([alt, lines_for(rng, alt, rng.randint(1, 6), lo - 2, hi + 2)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, 3, rng.randint(1, 100), rng.randint(1, MAX_N)])
            q = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_Q)])
            lo = rng.choice([-LIM, -1000, 0])
            hi = rng.choice([lo + 2 * n + 5, LIM])
            alt = trail(rng, n, lo, hi, rng.choice([None, None, 0, n - 1]))
            out.append([alt, lines_for(rng, alt, q, -LIM, LIM)])
    elif mode == 'large':
        # Low snow lines cover almost the whole trail, so walking outwards from the summit is as
        # slow as a full scan.
        alt = trail(rng, MAX_N, -LIM, LIM, MAX_N // 2)
        low = min(alt)
        out.append([alt, [low + rng.randint(0, 1000) for _ in range(MAX_Q)]])
        out.append([alt, lines_for(rng, alt, MAX_Q, -LIM, LIM)])
        alt = trail(rng, MAX_N, -LIM, LIM, MAX_N - 1)
        out.append([alt, [rng.choice([-LIM, LIM, alt[0]]) for _ in range(MAX_Q)]])
        alt = trail(rng, MAX_N, 0, MAX_N + 5, 0)
        out.append([alt, lines_for(rng, alt, MAX_Q, 0, MAX_N + 5)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
