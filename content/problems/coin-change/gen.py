"""Test generator for Coin Change: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_COINS = 12
MAX_AMOUNT = 10**4
MAX_COIN = 2**31 - 1


def coins_of(rng, k, top):
    k = min(k, top)  # k distinct values must exist below top
    values = set()
    while len(values) < k:
        values.add(rng.randint(1, top))
    out = list(values)
    if rng.random() < 0.15:
        out[rng.randrange(len(out))] = rng.randint(MAX_COIN - 10, MAX_COIN)  # far beyond any amount
    rng.shuffle(out)
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([coins_of(rng, rng.randint(1, 4), rng.choice([3, 8, 15])), rng.randint(0, 15)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            k = rng.randint(1, MAX_COINS)
            amount = rng.choice([0, rng.randint(1, 100), rng.randint(1, MAX_AMOUNT), MAX_AMOUNT])
            out.append([coins_of(rng, k, rng.choice([10, 100, 5000, MAX_COIN])), amount])
    elif mode == 'large':
        # Exhaustive search explodes long before amount 10^4; the DP does 12 * 10^4 steps.
        out.append([coins_of(rng, MAX_COINS, 500), MAX_AMOUNT])
        out.append([list(range(2, 26, 2)), MAX_AMOUNT - 1])  # only even coins, odd amount: -1
        out.append([coins_of(rng, 4, 500), MAX_AMOUNT - rng.randint(0, 100)])
        out.append([[1, 2, 5], MAX_AMOUNT])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
