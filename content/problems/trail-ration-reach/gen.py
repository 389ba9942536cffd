"""Test generator for Trail Ration Reach: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys
from itertools import accumulate

MAX_N = 10**5
LIM = 10**9
MAX_PACK = 10**14


def valid(args):
    rations, packs = args
    assert 1 <= len(rations) <= MAX_N and 1 <= len(packs) <= MAX_N, 'length'
    assert all(isinstance(r, int) and 1 <= r <= LIM for r in rations), 'ration range'
    assert all(isinstance(p, int) and 0 <= p <= MAX_PACK for p in packs), 'pack range'


def make(rng, n, q, hi):
    rations = [rng.randint(1, hi) for _ in range(n)]
    prefix = list(accumulate(rations))
    packs = []
    for _ in range(q):
        r = rng.random()
        if r < 0.35:
            packs.append(min(MAX_PACK, rng.choice(prefix)))  # exact fit
        elif r < 0.5:
            packs.append(max(0, min(MAX_PACK, rng.choice(prefix) - 1)))
        elif r < 0.6:
            packs.append(rng.choice([0, MAX_PACK]))
        else:
            packs.append(rng.randint(0, min(MAX_PACK, prefix[-1] + 5)))
    return [rations, packs]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 8), rng.randint(1, 6), rng.choice([1, 3, 10, LIM])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            q = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, q, rng.choice([10, 10**6, LIM])))
    elif mode == 'large':
        rations = [rng.randint(1, LIM) for _ in range(MAX_N)]
        out.append([rations, [MAX_PACK] * MAX_N])  # everyone walks the whole trail
        out.append(make(rng, MAX_N, MAX_N, LIM))
        out.append([[LIM] * MAX_N, [LIM * rng.randint(0, MAX_N) for _ in range(MAX_N)]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
