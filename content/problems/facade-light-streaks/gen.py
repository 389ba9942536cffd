"""Test generator for Facade Light Streaks: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LO, HI = -2**31, 2**31 - 1


def valid(args):
    (floors,) = args
    assert 1 <= len(floors) <= MAX_N, 'length'
    assert all(isinstance(x, int) and LO <= x <= HI for x in floors), '32-bit range'


def value(rng):
    kind = rng.random()
    if kind < 0.35:
        return rng.randint(LO, HI)
    if kind < 0.55:  # a streak of random length at a random place
        length = rng.randint(1, 32)
        shift = rng.randint(0, 32 - length)
        u = ((1 << length) - 1) << shift
        if rng.random() < 0.5:
            u |= rng.getrandbits(32) & rng.getrandbits(32)
        return u - (1 << 32) if u >= 1 << 31 else u
    if kind < 0.7:
        return rng.choice([0, -1, 1, LO, HI, -2, 1431655765, -1431655766, 2**30, -(2**30)])
    if kind < 0.85:
        return rng.randint(-70, 70)
    return -rng.randint(1, 2**20)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([[value(rng) for _ in range(rng.randint(1, 6))]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([[value(rng) for _ in range(n)]])
    elif mode == 'large':
        out.append([[value(rng) for _ in range(MAX_N)]])
        out.append([[rng.randint(LO, -1) for _ in range(MAX_N)]])
        out.append([[-1] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
