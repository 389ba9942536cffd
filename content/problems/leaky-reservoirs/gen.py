"""Test generator for Leaky Reservoirs: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 10**9


def valid(args):
    capacity, rate, target = args
    n = len(capacity)
    assert 1 <= n <= MAX_N and len(rate) == n, 'length'
    assert all(isinstance(c, int) and 1 <= c <= LIM for c in capacity), 'capacity range'
    assert all(isinstance(r, int) and 1 <= r <= LIM for r in rate), 'rate range'
    assert isinstance(target, int) and 1 <= target <= sum(capacity), 'target range'


def make(rng, n, cap_hi, rate_hi, shape='mixed'):
    capacity = [rng.randint(1, cap_hi) for _ in range(n)]
    if shape == 'slow':
        rate = [rng.randint(1, 3) for _ in range(n)]
    else:
        rate = [rng.randint(1, rate_hi) for _ in range(n)]
    total = sum(capacity)
    target = rng.choice([1, total, rng.randint(1, total), rng.randint(total // 2 + 1, total) if total > 1 else 1])
    return [capacity, rate, target]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 6), rng.choice([1, 5, 30]), rng.choice([1, 3, 10])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([100, LIM]), rng.choice([1, 1000, LIM]),
                            rng.choice(['mixed', 'slow'])))
    elif mode == 'large':
        # Slow leaks on big reservoirs: the answer is hundreds of millions of hours.
        out.append(make(rng, MAX_N, LIM, 3, 'slow'))
        cap = [rng.randint(LIM // 2, LIM) for _ in range(MAX_N)]
        out.append([cap, [1] * MAX_N, sum(cap)])
        out.append(make(rng, MAX_N, LIM, LIM))
        out.append([[LIM] * MAX_N, [rng.randint(1, LIM) for _ in range(MAX_N)], LIM * MAX_N // 2])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
