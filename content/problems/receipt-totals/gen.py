"""Test generator for Receipt Totals: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_LEN = 10
MAX_T = 10**10


def valid(args):
    digits, target = args
    assert isinstance(digits, str) and 1 <= len(digits) <= MAX_LEN, 'length'
    assert all('0' <= c <= '9' for c in digits), 'digits'
    assert isinstance(target, int) and 0 <= target <= MAX_T, 'target'


def reachable_target(rng, digits):
    """The sum of a random valid split, so that most tests have at least one answer."""
    pieces, start = [], 0
    for i in range(1, len(digits)):
        if digits[start] == '0' or rng.random() < 0.5:
            pieces.append(digits[start:i])
            start = i
    pieces.append(digits[start:])
    if any(len(p) > 1 and p[0] == '0' for p in pieces):
        return rng.randint(0, 100)
    return sum(int(p) for p in pieces)


def make(rng, n, alphabet):
    digits = ''.join(rng.choice(alphabet) for _ in range(n))
    target = reachable_target(rng, digits) if rng.random() < 0.8 else rng.randint(0, 10**rng.randint(1, 10))
    return [digits, min(target, MAX_T)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 8), rng.choice(['01', '0123', '0123456789', '19'])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, MAX_LEN), rng.choice(['01', '0123456789', '1', '9'])))
    elif mode == 'large':
        out.append(['1111111111', 55])
        out.append(['1111111111', 10])
        out.append(['9999999999', 9999999999])
        out.append(['0000000000', 0])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
