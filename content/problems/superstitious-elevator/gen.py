"""Test generator for Superstitious Elevator: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_LABEL = 10**15
DIGITS = '012356789'


def valid(args):
    (label,) = args
    assert isinstance(label, int) and 1 <= label <= MAX_LABEL, 'label range'
    assert '4' not in str(label), 'no digit 4'


def label_with(rng, digits):
    """A random label with the given number of digits and no 4."""
    while True:
        s = rng.choice('12356789') + ''.join(rng.choice(DIGITS) for _ in range(digits - 1))
        if int(s) <= MAX_LABEL:
            return int(s)


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append([label_with(rng, rng.randint(1, 4))])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            out.append([label_with(rng, rng.randint(1, 15))])
    elif mode == 'large':
        out.append([MAX_LABEL])
        out.append([999999999999999])
        out.append([label_with(rng, 15)])
        out.append([label_with(rng, 15)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
