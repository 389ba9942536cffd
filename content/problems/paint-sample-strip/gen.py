"""Test generator for Paint Sample Strip: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    colors, k = args
    assert 1 <= len(colors) <= MAX_N, 'length'
    assert isinstance(k, int) and 1 <= k <= len(colors), 'k range'
    assert all(isinstance(c, int) and 1 <= c <= LIM for c in colors), 'colour range'


def palette(rng, size, big):
    return rng.sample(range(1, LIM + 1), size) if big else list(range(1, size + 1))


def make(rng, n, colours, big):
    pal = palette(rng, colours, big)
    return [rng.choice(pal) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            colors = make(rng, n, rng.randint(1, 5), rng.random() < 0.3)
            out.append([colors, rng.randint(1, n)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            colours = rng.choice([1, 3, 50, 1000, n])
            colors = make(rng, n, colours, rng.random() < 0.5)
            distinct = len(set(colors))
            k = min(n, rng.choice([1, distinct, distinct + 1, rng.randint(1, distinct), max(1, distinct // 2)]))
            out.append([colors, k])
    elif mode == 'large':
        # 1000 colours spread everywhere, plus two rare colours at the far ends: every start of a
        # fresh window must run to one of them.
        pal = palette(rng, 1000, True)
        body = [rng.choice(pal) for _ in range(MAX_N - 2)]
        used = set(pal)
        rare = rng.sample([c for c in range(1, LIM + 1, 7919) if c not in used], 2)
        out.append([[rare[0]] + body + [rare[1]], len(set(body)) + 2])
        out.append([body + [rare[0], rare[1]], len(set(body)) + 2])
        out.append([make(rng, MAX_N, MAX_N, True), MAX_N // 2])
        out.append([[LIM] * MAX_N, 2])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
