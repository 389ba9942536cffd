"""Test generator for Market Stall Restock: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_W = 10**4
MAX_N = 50
MAX_P = 10**9
MAX_STOCK = 10**4


def valid(args):
    cap, w, p, s = args
    assert isinstance(cap, int) and 1 <= cap <= MAX_W, 'capacity'
    assert 1 <= len(w) <= MAX_N and len(w) == len(p) == len(s), 'lengths'
    assert all(isinstance(x, int) and 1 <= x <= cap for x in w), 'weight range'
    assert all(isinstance(x, int) and 1 <= x <= MAX_P for x in p), 'profit range'
    assert all(isinstance(x, int) and 1 <= x <= MAX_STOCK for x in s), 'stock range'


def make(rng, cap, n, w_hi, p_hi, s_hi):
    w = [rng.randint(1, min(cap, w_hi)) for _ in range(n)]
    p = [rng.randint(1, p_hi) for _ in range(n)]
    s = [rng.randint(1, s_hi) for _ in range(n)]
    return [cap, w, p, s]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            cap = rng.randint(1, 40)
            out.append(make(rng, cap, rng.randint(1, 5), rng.choice([3, 10, 40]), rng.choice([10, MAX_P]),
                            rng.choice([1, 3, 10])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            cap = rng.choice([rng.randint(1, 100), rng.randint(1, MAX_W)])
            n = rng.choice([1, rng.randint(1, 10), rng.randint(1, MAX_N)])
            out.append(make(rng, cap, n, rng.choice([5, 100, cap]), rng.choice([100, MAX_P]),
                            rng.choice([1, 10, MAX_STOCK])))
    elif mode == 'large':
        out.append(make(rng, MAX_W, MAX_N, 5, MAX_P, MAX_STOCK))  # light crates, deep stock
        out.append(make(rng, MAX_W, MAX_N, MAX_W, MAX_P, MAX_STOCK))
        out.append([MAX_W, [1] * MAX_N, [MAX_P] * MAX_N, [MAX_STOCK] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
