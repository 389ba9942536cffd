"""Test generator for Longest Substring Without Repeating Characters:
python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 5 * 10**4
PRINTABLE = ''.join(chr(c) for c in range(32, 127))  # letters, digits, symbols and space


def make(rng, n):
    alphabet = rng.choice([PRINTABLE, 'ab', 'abc', 'abcdefghijklmnopqrstuvwxyz', '0123456789 ', PRINTABLE[:40]])
    return ''.join(rng.choice(alphabet) for _ in range(n))


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            alphabet = rng.choice(['ab', 'abc', 'abcd', 'aA1 ', PRINTABLE])
            out.append([''.join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.choice([0, 1, rng.randint(0, 100), rng.randint(0, 5000), rng.randint(0, MAX_N)]))])
    elif mode == 'large':
        # Substring checks cost O(n^3) on any long string; these also stress the window.
        out.append([''.join(rng.choice(PRINTABLE) for _ in range(MAX_N))])
        cycle = list(PRINTABLE)
        rng.shuffle(cycle)
        out.append([(''.join(cycle) * (MAX_N // len(cycle) + 1))[:MAX_N]])  # answer 95
        out.append(['a' * MAX_N])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
