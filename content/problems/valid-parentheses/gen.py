"""Test generator for Valid Parentheses: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 10**5
OPEN, CLOSE = '([{', ')]}'


def balanced(rng, n, depth_bias=0.5):
    """A well-formed string of even length n; depth_bias near 1 nests deeply."""
    out, stack = [], []
    while len(out) + len(stack) < n:
        if stack and (len(out) + 2 * len(stack) >= n or rng.random() > depth_bias):
            out.append(CLOSE[stack.pop()])
        else:
            k = rng.randrange(3)
            stack.append(k)
            out.append(OPEN[k])
    out.extend(CLOSE[k] for k in reversed(stack))
    return ''.join(out)


def broken(rng, s):
    """One small edit that usually breaks a well-formed string (the reference decides)."""
    i = rng.randrange(len(s))
    edit = rng.choice(['swap-kind', 'flip', 'drop', 'swap-adjacent'])
    if edit == 'swap-kind':
        table = OPEN if s[i] in OPEN else CLOSE
        return s[:i] + rng.choice(table.replace(s[i], '')) + s[i + 1:]
    if edit == 'flip':
        c = s[i]
        return s[:i] + (CLOSE[OPEN.index(c)] if c in OPEN else OPEN[CLOSE.index(c)]) + s[i + 1:]
    if edit == 'drop' and len(s) > 1:
        return s[:i] + s[i + 1:]
    j = min(i + 1, len(s) - 1)
    return s[:i] + s[j] + s[i] + s[j + 1:] if j > i else s[::-1]


def make(rng, n):
    n = max(2, n - n % 2)
    s = balanced(rng, n, rng.choice([0.3, 0.5, 0.8]))
    return s if rng.random() < 0.5 else broken(rng, s)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            if rng.random() < 0.3:
                s = ''.join(rng.choice(OPEN + CLOSE) for _ in range(rng.randint(1, 8)))
            else:
                s = make(rng, rng.randint(1, 12))
            out.append([s])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.choice([2, 3, rng.randint(2, 50), rng.randint(2, 5000), rng.randint(2, MAX_N)]))])
    elif mode == 'large':
        # Deep nesting: pair-by-pair deletion needs n/2 passes over the string.
        deep = balanced(rng, MAX_N, 1.0)
        out.append([deep])
        out.append([deep[:-2] + deep[-1] + deep[-2]])  # broken only at the very end
        out.append([balanced(rng, MAX_N, 0.7)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
