"""Test generator for Meter Reading Difference: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_LEN = 10**5


def valid(args):
    current, previous = args
    for d in (current, previous):
        assert isinstance(d, list) and 1 <= len(d) <= MAX_LEN, 'length'
        assert all(isinstance(x, int) and 0 <= x <= 9 for x in d), 'digits'
        assert d == [0] or d[0] != 0, 'no leading zeros'
    a, b = current, previous
    assert len(a) > len(b) or (len(a) == len(b) and a >= b), 'current >= previous'


def number(rng, n, zeros):
    digits = [rng.randint(1, 9)] + [0 if rng.random() < zeros else rng.randint(0, 9) for _ in range(n - 1)]
    return digits


def make(rng, n, zeros):
    a = number(rng, n, zeros)
    kind = rng.choice(['shorter', 'same-length', 'equal', 'close'])
    if kind == 'equal':
        return [a, list(a)]
    if kind == 'shorter' and n > 1:
        return [a, number(rng, rng.randint(1, n - 1), zeros)]
    if kind == 'close':  # previous shares a long prefix with current
        b = list(a)
        i = rng.randrange(n)
        while i < n and b[i] == 0:
            i += 1
        if i < n and (i > 0 or b[i] > 1):
            b[i] -= 1
            for k in range(i + 1, n):
                b[k] = rng.randint(0, 9)
            return [a, b]
        return [a, [0]]
    b = number(rng, n, zeros)
    return [a, b] if a >= b else [b, a]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 12), rng.choice([0, 0.5, 0.9])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_LEN)])
            out.append(make(rng, n, rng.choice([0, 0.5, 0.99])))
    elif mode == 'large':
        out.append([[1] + [0] * (MAX_LEN - 1), [9] * (MAX_LEN - 1)])
        out.append(make(rng, MAX_LEN, 0))
        out.append([[rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(MAX_LEN - 1)], [1]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
