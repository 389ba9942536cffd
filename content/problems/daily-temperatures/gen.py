"""Test generator for Daily Temperatures: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LO, HI = 30, 100


def walk(rng, n):
    """A random walk inside [30, 100]: long warm and cold spells, many repeated values."""
    t = rng.randint(LO, HI)
    out = []
    for _ in range(n):
        t = max(LO, min(HI, t + rng.choice([-2, -1, 0, 0, 1, 2])))
        out.append(t)
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            lo = rng.randint(LO, HI - 4)
            out.append([[rng.randint(lo, lo + 4) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([walk(rng, n) if rng.random() < 0.5 else [rng.randint(LO, HI) for _ in range(n)]])
    elif mode == 'large':
        out.append([[HI] * MAX_N])  # nothing is ever warmer
        out.append([[HI - 1] * (MAX_N - 1) + [HI]])  # everyone waits for the last day
        out.append([[rng.randint(LO, HI) for _ in range(MAX_N)]])
        out.append([walk(rng, MAX_N)])
        out.append([[HI - (i % (HI - LO + 1)) for i in range(MAX_N)]])  # falling saw teeth
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
