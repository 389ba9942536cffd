"""Test generator for Carousel Alignment: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5


def valid(args):
    current, target = args
    assert isinstance(current, str) and isinstance(target, str), 'strings'
    assert 1 <= len(current) == len(target) <= MAX_N, 'lengths'
    assert all('a' <= c <= 'z' for c in current + target), 'letters'


def rotate(s, k):
    return s[k:] + s[:k]


def periodic(rng, n, letters):
    """A string with a short period, so several rotations match."""
    unit = ''.join(rng.choice(letters) for _ in range(rng.randint(1, max(1, min(4, n)))))
    return (unit * (n // len(unit) + 1))[:n]


def make(rng, n, letters):
    kind = rng.choice(['rotation', 'rotation', 'periodic', 'mutated', 'random'])
    if kind == 'periodic':
        s = periodic(rng, n, letters)
        return [s, rotate(s, rng.randrange(n))]
    s = ''.join(rng.choice(letters) for _ in range(n))
    if kind == 'random':
        return [s, ''.join(rng.choice(letters) for _ in range(n))]
    t = rotate(s, rng.randrange(n))
    if kind == 'mutated':
        i = rng.randrange(n)
        t = t[:i] + rng.choice(letters) + t[i + 1:]
    return [s, t]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 10)
            out.append(make(rng, n, rng.choice(['a', 'ab', 'ab', 'abc'])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, 30, rng.randint(1, 3000), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'])))
    elif mode == 'large':
        n = MAX_N
        out.append(['a' * (n - 1) + 'b', 'a' * (n - 1) + 'c'])
        out.append(['a' * (n - 1) + 'b', 'b' + 'a' * (n - 1)])
        s = 'a' * (n // 2) + 'b' + 'a' * (n - n // 2 - 1)
        out.append([s, 'a' * (n - 1) + 'b'])
        s = ''.join(rng.choice('ab') for _ in range(n))
        out.append([s, rotate(s, rng.randrange(n))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
