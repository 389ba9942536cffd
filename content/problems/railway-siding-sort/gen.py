"""Test generator for Railway Siding Sort: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5


def valid(args):
    (arrivals,) = args
    n = len(arrivals)
    assert 1 <= n <= MAX_N, 'length'
    assert sorted(arrivals) == list(range(1, n + 1)), 'permutation'


def sortable(rng, n):
    """A random stack-sortable train: a random sequence of push/pull moves, numbering the cars in the
    order they are pulled out (so the exit order is 1..n), read back in arrival order."""
    label = [0] * n  # label[slot] = car number of the slot-th arriving car
    siding = []
    arrived = pulled = 0
    while pulled < n:
        if arrived < n and (not siding or rng.random() < 0.5):
            siding.append(arrived)
            arrived += 1
        else:
            pulled += 1
            label[siding.pop()] = pulled
    return label


def make(rng, n, kind):
    if kind == 'sortable':
        return sortable(rng, n)
    if kind == 'nearly':  # a sortable train with one swap somewhere
        a = sortable(rng, n)
        if n > 1:
            i, j = rng.sample(range(n), 2)
            a[i], a[j] = a[j], a[i]
        return a
    a = list(range(1, n + 1))
    rng.shuffle(a)
    return a


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    kinds = ['sortable', 'nearly', 'random']
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([make(rng, rng.randint(1, 8), rng.choice(kinds))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(1, MAX_N)])
            out.append([make(rng, n, rng.choice(kinds))])
    elif mode == 'large':
        out.append([make(rng, MAX_N, 'sortable')])
        out.append([list(range(MAX_N, 0, -1))])  # everything waits, then leaves in one go
        out.append([make(rng, MAX_N, 'nearly')])
        out.append([list(range(2, MAX_N + 1)) + [1]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
