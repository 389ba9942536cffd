"""Test generator for Pow(x, n): python3 gen.py small|random|large <seed> [count].

x is derived from n and a chosen result magnitude 10^L, so that |x| < 100 and |x^n| <= 10^4 hold.
"""
import json
import random
import sys

N_MIN, N_MAX = -2**31, 2**31 - 1


def valid(x, n):
    if x == 0:
        return n > 0
    return abs(x) < 100 and abs(x) ** n <= 1e4


def base_for(rng, n, log_result):
    """A base x with |x^n| close to 10^log_result, random sign, rounded to 12 significant digits."""
    # |x| < 100 needs |L / n| < 2; rounding x to 12 digits moves x^n by under 0.2%, far below 10^0.1.
    log_result = max(-1.9 * abs(n), min(3.9, 1.9 * abs(n), log_result))
    x = float(f'{10 ** (log_result / n):.12g}')
    x = -x if rng.random() < 0.4 else x
    assert valid(x, n), (x, n)
    return x


def make(rng, n):
    if n == 0:
        return [round(rng.uniform(-99.9, 99.9), 5), 0]
    if n > 0 and rng.random() < 0.05:
        return [0.0, n]
    return [base_for(rng, n, rng.uniform(-6, 3.9)), n]


def small(rng):
    while True:
        n = rng.randint(-20, 20)
        if rng.random() < 0.4:
            x = float(rng.choice([-3, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 3]))
        else:
            return make(rng, n)
        if valid(x, n):
            return [x, n]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        out = [small(rng) for _ in range(int(sys.argv[3]))]
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(-10, 10), rng.randint(-1000, 1000), rng.randint(N_MIN, N_MAX)])
            out.append(make(rng, n))
    elif mode == 'large':
        # Exponents at the ends of the int range: |n| multiplications take seconds.
        out.append([base_for(rng, N_MAX, 0.3), N_MAX])
        out.append([base_for(rng, N_MIN, -0.3), N_MIN])
        out.append([base_for(rng, N_MAX - 1, 3.5), N_MAX - 1])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
