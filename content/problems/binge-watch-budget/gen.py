"""Test generator for Binge Watch Budget: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
LIM = 10**9
MAX_BUDGET = 10**14


def valid(args):
    durations, budget = args
    assert 1 <= len(durations) <= MAX_N, 'length'
    assert all(isinstance(d, int) and 1 <= d <= LIM for d in durations), 'duration range'
    assert isinstance(budget, int) and 0 <= budget <= MAX_BUDGET, 'budget range'


def make(rng, n, hi):
    durations = [rng.randint(1, hi) for _ in range(n)]
    total = sum(durations)
    budget = rng.choice([0, rng.randint(0, hi), rng.randint(0, total), total, total // 2, 3 * hi])
    return [durations, min(MAX_BUDGET, budget)]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 9), rng.choice([1, 5, 30, LIM])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append(make(rng, n, rng.choice([10, 10**6, LIM])))
    elif mode == 'large':
        durations = [rng.randint(1, LIM) for _ in range(MAX_N)]
        out.append([durations, sum(durations) // 2])  # runs of about n / 2 episodes
        out.append([[LIM] * MAX_N, MAX_BUDGET])
        out.append([durations, LIM])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
