"""Test generator for Card Riffle: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_T = 10**9
LIM = 10**9


def valid(args):
    head, t = args
    assert isinstance(head, list) and 0 <= len(head) <= MAX_N, 'length'
    assert all(isinstance(v, int) and -LIM <= v <= LIM for v in head), 'values'
    assert isinstance(t, int) and 0 <= t <= MAX_T, 't'


def deck(rng, n, kind):
    if kind == 'ids':
        return list(range(1, n + 1))
    if kind == 'dups':
        return [rng.randint(0, 3) for _ in range(n)]
    return [rng.randint(-LIM, LIM) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(0, 14)
            out.append([deck(rng, n, rng.choice(['ids', 'ids', 'dups'])), rng.randint(0, 40)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, 3, rng.randint(1, 100), rng.randint(1, MAX_N)])
            t = rng.choice([0, 1, rng.randint(0, 100), rng.randint(0, MAX_T)])
            out.append([deck(rng, n, rng.choice(['ids', 'values', 'dups'])), t])
    elif mode == 'large':
        # 99990 and 99989 cards: the riffle only restores the deck after 99988 riffles.
        out.append([deck(rng, 99990, 'ids'), MAX_T])
        out.append([deck(rng, 99989, 'values'), MAX_T - 1])
        out.append([deck(rng, MAX_N, 'values'), rng.randint(MAX_T // 2, MAX_T)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
