"""Test generator for Exam Timetabling: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 12
MAX_M = 100


def valid(args):
    n, conflicts = args
    assert isinstance(n, int) and 1 <= n <= MAX_N, 'n'
    assert isinstance(conflicts, list) and len(conflicts) <= MAX_M, 'conflict count'
    for c in conflicts:
        assert isinstance(c, list) and len(c) == 2, 'pair'
        a, b = c
        assert 0 <= a < n and 0 <= b < n and a != b, 'exams'


def random_graph(rng, n, p):
    pairs = [[a, b] for a in range(n) for b in range(a + 1, n) if rng.random() < p]
    for pair in pairs:
        if rng.random() < 0.5:
            pair.reverse()
    if pairs and rng.random() < 0.3:
        pairs.append(list(rng.choice(pairs)))  # a repeated conflict
    rng.shuffle(pairs)
    return pairs[:MAX_M]


def hidden_partition(rng, n, k, p):
    """Exams split into k groups; conflicts only across groups, so at most k slots are needed."""
    group = [rng.randrange(k) for _ in range(n)]
    pairs = [[a, b] for a in range(n) for b in range(a + 1, n) if group[a] != group[b] and rng.random() < p]
    rng.shuffle(pairs)
    return pairs[:MAX_M]


def odd_cycles(n):
    """Disjoint triangles and 5-cycles: every clique is small but 3 slots are needed."""
    pairs = []
    for start in range(0, n - 4, 5):
        pairs += [[start + i, start + (i + 1) % 5] for i in range(5)]
    return pairs


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 6)
            out.append([n, random_graph(rng, n, rng.choice([0.2, 0.5, 0.8]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, MAX_N)
            if rng.random() < 0.5:
                out.append([n, random_graph(rng, n, rng.choice([0.1, 0.3, 0.5, 0.7, 0.9]))])
            else:
                out.append([n, hidden_partition(rng, n, rng.randint(1, 6), rng.choice([0.5, 0.9]))])
    elif mode == 'large':
        out.append([MAX_N, [[a, b] for a in range(MAX_N) for b in range(a + 1, MAX_N)]])
        out.append([MAX_N, hidden_partition(rng, MAX_N, 6, 0.95)])
        out.append([MAX_N, random_graph(rng, MAX_N, 0.75)])
        out.append([MAX_N, odd_cycles(MAX_N)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
