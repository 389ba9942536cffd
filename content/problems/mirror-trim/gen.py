"""Test generator for Mirror Trim: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5


def valid(args):
    (ribbon,) = args
    assert isinstance(ribbon, str) and 1 <= len(ribbon) <= MAX_N, 'length'
    assert all('a' <= ch <= 'z' for ch in ribbon), 'letters'


def make(rng, n, alphabet):
    kind = rng.random()
    if kind < 0.4:  # mirrored ends around a random middle
        k = rng.randint(0, n // 2)
        outer = ''.join(rng.choices(alphabet, k=k))
        mid_len = n - 2 * k
        core = rng.randint(0, mid_len)
        half = ''.join(rng.choices(alphabet, k=core // 2))
        pal = half + (rng.choice(alphabet) if core % 2 else '') + half[::-1]
        rest = ''.join(rng.choices(alphabet, k=mid_len - len(pal)))
        middle = pal + rest if rng.random() < 0.5 else rest + pal
        return outer + middle + outer[::-1]
    return ''.join(rng.choices(alphabet, k=n))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 12), rng.choice(['a', 'ab', 'abc']))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']))])
    elif mode == 'large':
        k = (MAX_N - 2) // 2
        out.append(['a' * k + 'b' + 'a' * (k - 1) + 'c'])  # many prefixes fail late
        out.append(['c' + 'a' * (k - 1) + 'b' + 'a' * k])  # the same for suffixes
        out.append(['a' * MAX_N])
        out.append([make(rng, MAX_N, 'ab')])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
