"""Test generator for Latest Reading Only: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    (head,) = args
    assert isinstance(head, list) and 0 <= len(head) <= MAX_N, 'length'
    assert all(isinstance(v, int) and -LIM <= v <= LIM for v in head), 'values'


def make(rng, n, distinct):
    """n readings drawn from `distinct` random values."""
    pool = [rng.randint(-LIM, LIM) for _ in range(max(1, distinct))]
    return [rng.choice(pool) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(0, 12)
            out.append([[rng.randint(-4, 4) for _ in range(n)]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice([1, 3, max(1, n // 10), n]))])
    elif mode == 'large':
        out.append([rng.sample(range(-LIM, LIM + 1), MAX_N)])
        out.append([make(rng, MAX_N, MAX_N // 2)])
        out.append([list(range(MAX_N // 2)) * 2])
        out.append([[LIM] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
