"""Test generator for Duet Auditions: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9


def valid(args):
    pitches, gap = args
    assert 1 <= len(pitches) <= MAX_N, 'length'
    assert all(isinstance(p, int) and 0 <= p <= LIM for p in pitches), 'pitch range'
    assert isinstance(gap, int) and 0 <= gap <= LIM, 'gap range'


def make(rng, n, lo, hi):
    pitches = [rng.randint(lo, hi) for _ in range(n)]
    span = hi - lo
    gap = rng.choice([0, rng.randint(0, max(1, span // max(1, n))), rng.randint(0, span), LIM])
    return [pitches, min(gap, LIM)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            lo = rng.randint(0, 100)
            out.append(make(rng, rng.randint(1, 10), lo, lo + rng.choice([0, 3, 20, 1000])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            lo = rng.choice([0, 10**6])
            out.append(make(rng, n, lo, rng.choice([lo + 1000, LIM])))
    elif mode == 'large':
        out.append([[rng.randint(0, LIM) for _ in range(MAX_N)], 5000])
        out.append([[rng.randint(0, LIM) for _ in range(MAX_N)], LIM])
        out.append([[rng.randint(0, 1000) for _ in range(MAX_N)], 100])
        out.append([[LIM] * MAX_N, 0])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
