"""Test generator for Triage Desk: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_T = 10**9
MAX_SEV = 10**6


def valid(args):
    (patients,) = args
    assert 1 <= len(patients) <= MAX_N, 'length'
    for p in patients:
        assert isinstance(p, list) and len(p) == 3, 'shape'
        a, s, d = p
        assert isinstance(a, int) and 0 <= a <= MAX_T, 'arrival'
        assert isinstance(s, int) and 1 <= s <= MAX_SEV, 'severity'
        assert isinstance(d, int) and 1 <= d <= MAX_T, 'duration'


def make(rng, n, t_hi, sev_hi, d_hi, clumped=False):
    times = [rng.randint(0, t_hi) for _ in range(max(1, n // 4))] if clumped else None
    out = []
    for _ in range(n):
        a = rng.choice(times) if clumped else rng.randint(0, t_hi)
        out.append([a, rng.randint(1, sev_hi), rng.randint(1, d_hi)])
    return [out]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 8)
            out.append(make(rng, n, rng.choice([0, 5, 30]), rng.choice([1, 3, 10]), rng.choice([1, 5, 20]),
                            rng.random() < 0.4))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([10, 10**6, MAX_T]), rng.choice([2, 100, MAX_SEV]),
                            rng.choice([1, 1000, MAX_T]), rng.random() < 0.5))
    elif mode == 'large':
        out.append(make(rng, MAX_N, MAX_T, MAX_SEV, 10**4))
        out.append(make(rng, MAX_N, MAX_T, 3, MAX_T))  # the clock passes 2^31 quickly
        out.append(make(rng, MAX_N, 1000, MAX_SEV, 5, True))
        out.append([[[0, rng.randint(1, MAX_SEV), MAX_T] for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
