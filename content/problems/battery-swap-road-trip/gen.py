"""Test generator for Battery Swap Road Trip: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_L = 10**9


def valid(args):
    road, stations, swaps = args
    assert 1 <= road <= MAX_L, 'road length'
    assert 0 <= len(stations) <= MAX_N, 'station count'
    assert all(isinstance(s, int) and 0 < s < road for s in stations), 'station range'
    assert len(set(stations)) == len(stations), 'distinct stations'
    assert 0 <= swaps <= len(stations), 'swap count'


def make(rng, road, n, swaps=None, shape='uniform'):
    n = min(n, road - 1)
    if shape == 'clustered' and n > 0:
        centres = [rng.randint(1, road - 1) for _ in range(rng.randint(1, 4))]
        chosen = set()
        width = max(1, road // 50)
        while len(chosen) < n:
            c = rng.choice(centres)
            p = c + rng.randint(-width, width)
            if 0 < p < road:
                chosen.add(p)
                if len(chosen) < n and rng.random() < 0.01:
                    chosen.add(rng.randint(1, road - 1))
        stations = list(chosen)
    else:
        stations = rng.sample(range(1, road), n) if n else []
    rng.shuffle(stations)
    if swaps is None:
        swaps = rng.randint(0, len(stations))
    return [road, stations, min(swaps, len(stations))]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            road = rng.randint(1, 30)
            n = rng.randint(0, min(8, road - 1))
            out.append(make(rng, road, n, shape=rng.choice(['uniform', 'clustered'])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            road = rng.choice([rng.randint(1, 100), rng.randint(1, 10**6), rng.randint(1, MAX_L)])
            n = rng.choice([0, 1, rng.randint(0, 100), rng.randint(0, MAX_N)])
            swaps = rng.choice([None, 0, 1, 2, n])
            out.append(make(rng, road, n, swaps, rng.choice(['uniform', 'clustered'])))
    elif mode == 'large':
        # Few swaps and short legs: the answer is near roadLength / 3 and far above the longest
        # leg, so trying ranges one by one needs about 3 * 10^8 checks.
        out.append(make(rng, MAX_L, MAX_N, 2))
        out.append(make(rng, MAX_L, MAX_N, 1, 'clustered'))
        out.append(make(rng, MAX_L, MAX_N, MAX_N // 2))
        out.append(make(rng, MAX_L, MAX_N, 7))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
