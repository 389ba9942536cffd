"""Test generator for Banned Phrase Tally: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_LOG = 10**5
MAX_PHRASES = 10**4
MAX_TOTAL = 10**5


def valid(args):
    log, phrases = args
    assert isinstance(log, str) and 1 <= len(log) <= MAX_LOG, 'log length'
    assert all('a' <= ch <= 'z' for ch in log), 'log letters'
    assert 1 <= len(phrases) <= MAX_PHRASES, 'phrase count'
    assert len(set(phrases)) == len(phrases), 'distinct phrases'
    assert sum(len(p) for p in phrases) <= MAX_TOTAL, 'total length'
    for p in phrases:
        assert isinstance(p, str) and len(p) >= 1 and all('a' <= ch <= 'z' for ch in p), 'phrase'


def make(rng, n, k, alphabet, max_len, from_log=0.6):
    log = ''.join(rng.choices(alphabet, k=n))
    phrases = set()
    total = 0
    tries = 0
    while len(phrases) < k and tries < 20 * k:
        tries += 1
        length = rng.randint(1, max_len)
        if rng.random() < from_log and length <= n:
            i = rng.randint(0, n - length)
            p = log[i:i + length]
        else:
            p = ''.join(rng.choices(alphabet, k=length))
        if p not in phrases and total + len(p) <= MAX_TOTAL:
            phrases.add(p)
            total += len(p)
    phrases = sorted(phrases)
    rng.shuffle(phrases)
    return [log, phrases]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 15), rng.randint(1, 5), rng.choice(['a', 'ab', 'abc']),
                            rng.choice([1, 2, 4])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([rng.randint(1, 100), rng.randint(1, MAX_LOG)])
            k = rng.choice([1, 10, 1000, MAX_PHRASES])
            out.append(make(rng, n, k, rng.choice(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']),
                            rng.choice([3, 10, 50])))
    elif mode == 'large':
        # one very long phrase that matches the log, plus every short run of a's
        runs = ['a' * k for k in range(1, 301)]
        out.append(['a' * MAX_LOG, runs + ['a' * 50000]])
        out.append(make(rng, MAX_LOG, MAX_PHRASES, 'ab', 20))
        out.append(make(rng, MAX_LOG, MAX_PHRASES, 'abcdefghijklmnopqrstuvwxyz', 10))
        log = ('ab' * (MAX_LOG // 2))
        out.append([log, [log[:50001], 'ab', 'ba', 'b', 'bab', log[1:40000]]])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
