"""Test generator for Jump Game: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_JUMP = 10**5


def sparse(rng, n, top, zeros):
    """Random jumps up to `top`, with a share `zeros` of zeros."""
    return [0 if rng.random() < zeros else rng.randint(1, top) for _ in range(n)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([sparse(rng, rng.randint(1, 9), rng.randint(1, 4), rng.choice([0.2, 0.4, 0.6]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            top = rng.choice([2, 3, 10, MAX_JUMP])
            out.append([sparse(rng, n, top, rng.choice([0.1, 0.3, 0.5]))])
    elif mode == 'large':
        # every index jumps far: a marking solution writes about n^2 / 2 entries
        out.append([[MAX_JUMP] * MAX_N])
        # every index reaches exactly index n - 2, which holds 0: a trap after n^2 / 2 marks
        out.append([[MAX_N - 2 - i for i in range(MAX_N - 1)] + [rng.randint(0, MAX_JUMP)]])
        # short hops across many zeros
        out.append([[2 if i % 2 == 0 else 0 for i in range(MAX_N)]])
        out.append([sparse(rng, MAX_N, 4, 0.5)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
