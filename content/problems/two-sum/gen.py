"""Test generator for Two Sum: python3 gen.py small|random|large <seed> [count].

Every input has exactly one pair of indices adding up to target: a value is only added when its
complement is absent, so the planted pair stays the only one.
"""
import json
import random
import sys

LIMIT = 10**9
MAX_N = 10**5


def make(rng, n, span, pair_at='random', equal=False):
    span = min(span, LIMIT)
    if equal:
        a = rng.randint(-span // 2, span // 2)
        target, b = 2 * a, a
    else:
        target = rng.randint(-span, span)
        a = rng.randint(max(-span, target - span), min(span, target + span))
        b = target - a
    present = {a, b}
    others = []
    while len(others) < n - 2:
        v = None
        for _ in range(20):
            c = rng.randint(-span, span)
            if target - c not in present:
                v = c
                break
        if v is None:
            if not others:
                continue
            v = rng.choice(others)  # already safe: its complement was absent and stays absent
        others.append(v)
        present.add(v)
    if pair_at == 'end':
        p, q = n - 2, n - 1
    elif pair_at == 'late':
        p, q = n - 3, n - 1
    else:
        p, q = sorted(rng.sample(range(n), 2))
    if rng.random() < 0.5:
        a, b = b, a
    nums = others[:p] + [a] + others[p:]
    nums = nums[:q] + [b] + nums[q:]
    return [nums, target]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(2, 8), rng.choice([3, 10, 30]), equal=rng.random() < 0.1))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([2, 3, rng.randint(2, 100), rng.randint(2, 5000), rng.randint(2, MAX_N)])
            out.append(make(rng, n, rng.choice([10, 1000, LIMIT]), equal=rng.random() < 0.2))
    elif mode == 'large':
        # The pair sits at the end, so checking every pair costs about n^2 / 2 additions.
        out.append(make(rng, MAX_N, LIMIT, pair_at='end'))
        out.append(make(rng, MAX_N, 50_000, pair_at='late', equal=True))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
