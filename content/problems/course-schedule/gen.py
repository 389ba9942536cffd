"""Test generator for Course Schedule: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_V = 2000
MAX_E = 5000


def dag(rng, v, e):
    """e distinct pairs [a, b] where b comes before a in a random order of the courses: no cycle."""
    order = list(range(v))
    rng.shuffle(order)
    e = min(e, v * (v - 1) // 2)
    pairs = set()
    while len(pairs) < e:
        i, j = rng.sample(range(v), 2) if v > 1 else (0, 0)
        if i > j:
            i, j = j, i
        pairs.add((order[j], order[i]))  # order[i] must come before order[j]
    return order, [list(p) for p in pairs]


def with_cycle(rng, v, e):
    """A DAG plus one pair that closes a directed cycle through a random path of the DAG."""
    _, pairs = dag(rng, v, max(0, e - 1))
    if not pairs:
        return [[0, 0]] if v == 1 else [[0, 1], [1, 0]]
    after = [[] for _ in range(v)]  # after[b]: the courses that require b
    for a, b in pairs:
        after[b].append(a)
    a, b = rng.choice(pairs)
    z = a
    while after[z]:  # walk forward as far as the DAG goes: b -> a -> ... -> z
        z = rng.choice(after[z])
    pairs.append([b, z])  # b now requires z: the cycle closes (z -> b was absent, it is a DAG)
    rng.shuffle(pairs)
    return pairs


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            v = rng.randint(1, 6)
            all_pairs = [[a, b] for a in range(v) for b in range(v) if a != b or rng.random() < 0.1]
            pairs = rng.sample(all_pairs, rng.randint(0, min(len(all_pairs), 8)))
            out.append([v, pairs])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            v = rng.choice([1, 2, rng.randint(1, 50), rng.randint(1, MAX_V)])
            e = rng.randint(0, min(MAX_E, v * (v - 1) // 2))
            if rng.random() < 0.5:
                out.append([v, dag(rng, v, e)[1]])
            else:
                out.append([v, with_cycle(rng, v, e)])
    elif mode == 'large':
        out.append([MAX_V, dag(rng, MAX_V, MAX_E)[1]])
        out.append([MAX_V, with_cycle(rng, MAX_V, MAX_E)])
        # a ladder: both courses of pair k require both courses of pair k - 1 (2^1000 paths)
        ladder = []
        for k in range(1, MAX_V // 2):
            for a in (2 * k, 2 * k + 1):
                for b in (2 * k - 2, 2 * k - 1):
                    ladder.append([a, b])
        out.append([MAX_V, ladder])
        # the same ladder closed into a cycle at its far end
        out.append([MAX_V, ladder + [[0, MAX_V - 1]]])
        # one long chain, and the chain closed into a cycle
        chain = [[c, c - 1] for c in range(1, MAX_V)]
        out.append([MAX_V, chain])
        out.append([MAX_V, chain + [[0, MAX_V - 1]]])
        out.append([MAX_V, []])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
