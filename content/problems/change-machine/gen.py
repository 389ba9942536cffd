"""Test generator for Change Machine: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_COIN = 10**9
MAX_AMOUNT = 10**15


def valid(args):
    coins, amount = args
    assert isinstance(coins, list) and 1 <= len(coins) <= 30, 'count'
    assert all(isinstance(c, int) and 1 <= c <= MAX_COIN for c in coins), 'coin values'
    assert len(set(coins)) == len(coins) and 1 in coins, 'distinct, with a 1'
    s = sorted(coins)
    assert all(b % a == 0 for a, b in zip(s, s[1:])), 'chain of divisors'
    assert isinstance(amount, int) and 0 <= amount <= MAX_AMOUNT, 'amount'


def chain(rng, k, max_factor):
    coins = [1]
    while len(coins) < k:
        nxt = coins[-1] * rng.randint(2, max_factor)
        if nxt > MAX_COIN:
            break
        coins.append(nxt)
    rng.shuffle(coins)
    return coins


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([chain(rng, rng.randint(1, 5), rng.choice([2, 3, 5])), rng.randint(0, 300)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            coins = chain(rng, rng.randint(1, 30), rng.choice([2, 3, 10]))
            out.append([coins, rng.choice([0, rng.randint(0, 1000), rng.randint(0, MAX_AMOUNT)])])
    elif mode == 'large':
        out.append([[1, 2], MAX_AMOUNT])
        out.append([[2, 1, 4], MAX_AMOUNT - 1])
        out.append([chain(rng, 30, 2), MAX_AMOUNT - rng.randint(0, 10**6)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
