"""Test generator for Folded Ribbon: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
LIM = 5 * 10**8


def valid(args):
    (head,) = args
    assert isinstance(head, list) and 0 <= len(head) <= MAX_N, 'length'
    assert all(isinstance(v, int) and -LIM <= v <= LIM for v in head), 'values'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([[rng.randint(-9, 9) for _ in range(rng.randint(0, 12))]])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([0, 1, 2, 3, rng.randint(1, 100), rng.randint(1, MAX_N)])
            r = rng.choice([10, LIM])
            out.append([[rng.randint(-r, r) for _ in range(n)]])
    elif mode == 'large':
        out.append([[rng.randint(-LIM, LIM) for _ in range(MAX_N)]])
        out.append([[LIM] * (MAX_N - 1)])
        out.append([[-LIM] * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
