"""Test generator for Letter Wheel Sign: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_PULLS = 10**9
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def valid(args):
    sign, pulls = args
    assert isinstance(sign, str) and 1 <= len(sign) <= MAX_N, 'length'
    assert all(c in LETTERS for c in sign), 'letters'
    assert isinstance(pulls, list) and len(pulls) == len(sign), 'pulls length'
    assert all(isinstance(p, int) and 0 <= p <= MAX_PULLS for p in pulls), 'pulls'


def make(rng, n, top, zero_rate=0.0, letters=LETTERS):
    sign = ''.join(rng.choice(letters) for _ in range(n))
    pulls = [0 if rng.random() < zero_rate else rng.randint(0, top) for _ in range(n)]
    return [sign, pulls]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            top = rng.choice([1, 3, 30, MAX_PULLS])
            out.append(make(rng, n, top, rng.choice([0.0, 0.5]), rng.choice([LETTERS, 'az', 'yz'])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)])
            top = rng.choice([1, 25, 10**4, MAX_PULLS])
            out.append(make(rng, n, top, rng.choice([0.0, 0.3, 0.9])))
    elif mode == 'large':
        # Turning every linked wheel for every lever is about n^2 / 2 = 5 * 10^9 clicks; the raw
        # sums of pulls reach 10^14.
        out.append(make(rng, MAX_N, MAX_PULLS))
        out.append(['z' * MAX_N, [MAX_PULLS] * MAX_N])
        out.append(make(rng, MAX_N, 25, 0.5))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
