"""Test generator for Round-Robin Kitchen: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    times, q = args
    assert 1 <= len(times) <= MAX_N, 'length'
    assert all(isinstance(t, int) and 1 <= t <= LIM for t in times), 'time range'
    assert isinstance(q, int) and 1 <= q <= LIM, 'slice range'


def make(rng, n, hi, q):
    times = []
    for _ in range(n):
        r = rng.random()
        if r < 0.3:
            times.append(max(1, min(hi, q * rng.randint(1, max(1, hi // q)))))  # exact multiples
        elif r < 0.5:
            times.append(max(1, min(hi, q * rng.randint(1, max(1, hi // q)) + rng.choice([-1, 1]))))
        else:
            times.append(rng.randint(1, hi))
    return [times, q]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            hi = rng.choice([3, 10, 40])
            out.append(make(rng, rng.randint(1, 8), hi, rng.randint(1, hi)))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            hi = rng.choice([100, 10**6, LIM])
            out.append(make(rng, n, hi, rng.choice([1, rng.randint(1, hi), hi])))
    elif mode == 'large':
        out.append(make(rng, MAX_N, LIM, 1))  # about 5 * 10^13 turns to simulate
        out.append(make(rng, MAX_N, LIM, 1000))
        out.append([[LIM] * MAX_N, 1])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
