"""Test generator for Road Trip Settle-Up: python3 gen.py small|random|large <seed> [count].

Inputs are built from a target balance for every friend (handed out minus received, summing to
zero): payments between creditors and debtors realise the balances, and payment cycles that change
nobody's balance are mixed in as noise.
"""
import json
import random
import sys

MAX_N = 16
MAX_M = 100
MAX_AMOUNT = 10**6


def valid(args):
    n, payments = args
    assert isinstance(n, int) and 2 <= n <= MAX_N, 'n'
    assert isinstance(payments, list) and len(payments) <= MAX_M, 'payment count'
    for p in payments:
        assert isinstance(p, list) and len(p) == 3, 'payment'
        a, b, amount = p
        assert 0 <= a < n and 0 <= b < n and a != b, 'friends'
        assert 1 <= amount <= MAX_AMOUNT, 'amount'


def realise(rng, n, balance, noise):
    """Payments giving every friend exactly balance[i], plus `noise` payments in balanced cycles."""
    rem = list(balance)
    out = []
    while any(rem):
        creditors = [i for i in range(n) if rem[i] > 0]
        debtors = [i for i in range(n) if rem[i] < 0]
        c, d = rng.choice(creditors), rng.choice(debtors)
        amount = min(rem[c], -rem[d], MAX_AMOUNT)
        if rng.random() < 0.3 and amount > 1:
            amount = rng.randint(1, amount)
        out.append([c, d, amount])  # c hands money to d: c's balance goes up, d's down
        rem[c] -= amount
        rem[d] += amount
    while noise > 0 and len(out) + 2 <= MAX_M:
        size = min(rng.randint(2, min(n, 4)), MAX_M - len(out))
        cycle = rng.sample(range(n), size)
        amount = rng.randint(1, MAX_AMOUNT)
        for i in range(size):
            out.append([cycle[i], cycle[(i + 1) % size], amount])
        noise -= size
    rng.shuffle(out)
    assert len(out) <= MAX_M
    return out


def zero_sum(rng, size, top):
    """`size` non-zero integers of magnitude at most `top` that add up to zero (size >= 2)."""
    while True:
        vals = [rng.choice([-1, 1]) * rng.randint(1, top) for _ in range(size - 1)]
        last = -sum(vals)
        if last != 0 and abs(last) <= top * size:
            return vals + [last]


def grouped(rng, n, sizes, top):
    """Balances made of hidden zero-sum groups of the given sizes, spread over random friends."""
    balance = [0] * n
    people = rng.sample(range(n), sum(sizes))
    at = 0
    for g in sizes:
        for v in zero_sum(rng, g, top):
            balance[people[at]] = v
            at += 1
    return balance


def random_sizes(rng, total):
    sizes = []
    while total >= 2:
        g = rng.randint(2, min(total, 6))
        if total - g == 1:
            g = total
        sizes.append(g)
        total -= g
    return sizes


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, 7)
            if rng.random() < 0.3:
                m = rng.randint(0, 8)
                pays = []
                for _ in range(m):
                    a, b = rng.sample(range(n), 2)
                    pays.append([a, b, rng.randint(1, rng.choice([3, 10, 100]))])
                out.append([n, pays])
            else:
                k = rng.randint(0, n)
                top = rng.choice([3, 10, 1000])
                balance = grouped(rng, n, random_sizes(rng, k), top)
                out.append([n, realise(rng, n, balance, rng.choice([0, 0, 3]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(2, MAX_N)
            k = rng.randint(0, n)
            top = rng.choice([5, 100, 10**5, 5 * 10**6])
            sizes = random_sizes(rng, k) if rng.random() < 0.6 else ([k] if k >= 2 else [])
            balance = grouped(rng, n, sizes, top)
            out.append([n, realise(rng, n, balance, rng.choice([0, 5, 20]))])
    elif mode == 'large':
        # 16 friends, all with distinct non-zero balances and no zero-sum group smaller than all of
        # them: settling friends one by one with every possible partner explores billions of plans.
        out.append([MAX_N, realise(rng, MAX_N, grouped(rng, MAX_N, [MAX_N], 5 * 10**6), 10)])
        out.append([MAX_N, realise(rng, MAX_N, grouped(rng, MAX_N, [MAX_N], 5 * 10**6), 0)])
        out.append([MAX_N, realise(rng, MAX_N, grouped(rng, MAX_N, [4, 4, 4, 4], 10**6), 10)])
        out.append([MAX_N, realise(rng, MAX_N, grouped(rng, MAX_N, [2, 3, 5, 6], 10**6), 10)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
