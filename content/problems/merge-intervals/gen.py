"""Test generator for Merge Intervals: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
MAX_V = 10**6


def make(rng, n, top, max_len):
    out = []
    for _ in range(n):
        s = rng.randint(0, top)
        out.append([s, min(top, s + rng.randint(0, max_len))])
    return out


def disjoint(rng, n):
    """n pairwise disjoint intervals in shuffled order: nothing merges."""
    step = MAX_V // n
    out = []
    for i in range(n):
        s = i * step + rng.randint(0, step // 3)
        out.append([s, s + rng.randint(0, step // 3)])
    rng.shuffle(out)
    return out


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            top = rng.choice([5, 12, 40])
            out.append([make(rng, rng.randint(1, 7), top, rng.choice([0, 2, 6]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, 5000), rng.randint(1, MAX_N)])
            kind = rng.choice(['dense', 'sparse', 'disjoint'])
            if kind == 'disjoint':
                out.append([disjoint(rng, n)])
            else:
                out.append([make(rng, n, MAX_V, 50 if kind == 'sparse' else rng.choice([1000, 100000]))])
    elif mode == 'large':
        # Disjoint intervals make a scan of the result list cost O(n) per interval.
        out.append([disjoint(rng, MAX_N)])
        out.append([make(rng, MAX_N, MAX_V, 15)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
