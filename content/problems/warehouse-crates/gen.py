"""Test generator for Warehouse Crates: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_N = 2 * 10**5
MAX_W = 10**9


def valid(args):
    (weights,) = args
    assert isinstance(weights, list) and 1 <= len(weights) <= MAX_N, 'length'
    assert all(isinstance(w, int) and 1 <= w <= MAX_W for w in weights), 'weights'
    assert len(set(weights)) == len(weights), 'distinct'


def distinct(rng, n, lo, hi):
    return rng.sample(range(lo, hi + 1), n)


def with_light_crate(rng, n):
    """Heavy crates scrambled, plus one very light crate already in place: borrowing pays off."""
    heavy = distinct(rng, n - 1, MAX_W // 2, MAX_W)
    rng.shuffle(heavy)
    return [1] + heavy


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            n = rng.randint(1, 6)
            if rng.random() < 0.3 and n >= 2:
                light = rng.randint(1, 3)
                rest = distinct(rng, n - 1, 50, 99)
                rest.insert(rng.randrange(n), light)
                out.append([rest])
            else:
                out.append([distinct(rng, n, 1, rng.choice([n, 10, 100]))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 2, rng.randint(1, 100), rng.randint(2, MAX_N)])
            if rng.random() < 0.3 and n >= 2:
                out.append([with_light_crate(rng, n)])
            else:
                out.append([distinct(rng, n, 1, rng.choice([n, 10 * n, MAX_W]))])
    elif mode == 'large':
        out.append([distinct(rng, MAX_N, 1, MAX_W)])
        out.append([with_light_crate(rng, MAX_N)])
        # one long cycle: every crate is one place to the right of where it belongs
        heavy = sorted(distinct(rng, MAX_N, MAX_W - 10**6, MAX_W))
        out.append([heavy[1:] + heavy[:1]])
        out.append([list(range(MAX_N, 0, -1))])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
