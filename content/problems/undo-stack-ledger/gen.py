"""Test generator for Undo Stack Ledger: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_OPS = 10**5
LIM_X = 10**9
LIM_V = 10**15


def simulate(ops):
    """Runs ops with snapshots; raises AssertionError on an invalid operation or value."""
    ledger, snaps = [], []
    for op in ops:
        if op == 'UNDO':
            assert snaps, 'nothing to undo'
            ledger = snaps.pop()
            continue
        snaps.append(ledger)
        ledger = list(ledger) if len(ledger) < 64 else ledger[:]
        if op.startswith('PUSH '):
            x = int(op[5:])
            assert str(x) == op[5:] and -LIM_X <= x <= LIM_X, 'push value'
            ledger.append(x)
        elif op in ('POP', 'DUP'):
            assert ledger, op + ' on empty ledger'
            ledger.append(ledger[-1]) if op == 'DUP' else ledger.pop()
        elif op in ('ADD', 'SWAP'):
            assert len(ledger) >= 2, op + ' needs two values'
            if op == 'ADD':
                ledger.append(ledger.pop() + ledger.pop())
            else:
                ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
        else:
            raise AssertionError('unknown op ' + op)
        assert all(-LIM_V <= v <= LIM_V for v in ledger[-1:]), 'value bound'


def valid(args):
    (ops,) = args
    assert 1 <= len(ops) <= MAX_OPS, 'length'
    assert all(isinstance(op, str) for op in ops)
    if len(ops) <= 2000:
        simulate(ops)
    else:
        check_fast(ops)


def check_fast(ops):
    """The same checks with a reversible history (linear time) for big inputs."""
    ledger, history = [], []
    for op in ops:
        if op == 'UNDO':
            assert history, 'nothing to undo'
            kind, data = history.pop()
            if kind in ('PUSH', 'DUP'):
                ledger.pop()
            elif kind == 'POP':
                ledger.append(data)
            elif kind == 'ADD':
                ledger.pop()
                ledger.extend(data)
            else:
                ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
            continue
        if op.startswith('PUSH '):
            x = int(op[5:])
            assert str(x) == op[5:] and -LIM_X <= x <= LIM_X, 'push value'
            ledger.append(x)
            history.append(('PUSH', None))
        elif op == 'POP':
            assert ledger, 'POP on empty ledger'
            history.append(('POP', ledger.pop()))
        elif op == 'DUP':
            assert ledger, 'DUP on empty ledger'
            ledger.append(ledger[-1])
            history.append(('DUP', None))
        elif op == 'ADD':
            assert len(ledger) >= 2, 'ADD needs two values'
            a, b = ledger.pop(), ledger.pop()
            assert -LIM_V <= a + b <= LIM_V, 'value bound'
            ledger.append(a + b)
            history.append(('ADD', (b, a)))
        elif op == 'SWAP':
            assert len(ledger) >= 2, 'SWAP needs two values'
            ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
            history.append(('SWAP', None))
        else:
            raise AssertionError('unknown op ' + op)


def make(rng, n, weights, xlim):
    """A valid random program of n operations."""
    ops, ledger, history = [], [], []
    names = ['PUSH', 'POP', 'DUP', 'ADD', 'SWAP', 'UNDO']
    batch = []
    while len(ops) < n:
        if not batch:
            batch = rng.choices(names, weights, k=1024)
        op = batch.pop()
        if op == 'PUSH':
            x = rng.randint(-xlim, xlim)
            ledger.append(x)
            history.append(('PUSH', None))
            ops.append(f'PUSH {x}')
        elif op == 'POP' and ledger:
            history.append(('POP', ledger.pop()))
            ops.append(op)
        elif op == 'DUP' and ledger:
            ledger.append(ledger[-1])
            history.append(('DUP', None))
            ops.append(op)
        elif op == 'ADD' and len(ledger) >= 2 and abs(ledger[-1] + ledger[-2]) <= LIM_V:
            a, b = ledger.pop(), ledger.pop()
            ledger.append(a + b)
            history.append(('ADD', (b, a)))
            ops.append(op)
        elif op == 'SWAP' and len(ledger) >= 2:
            ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
            history.append(('SWAP', None))
            ops.append(op)
        elif op == 'UNDO' and history:
            kind, data = history.pop()
            if kind in ('PUSH', 'DUP'):
                ledger.pop()
            elif kind == 'POP':
                ledger.append(data)
            elif kind == 'ADD':
                ledger.pop()
                ledger.extend(data)
            else:
                ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
            ops.append(op)
    return [ops]


PROFILES = [
    [4, 1, 1, 1, 1, 2],  # balanced
    [2, 1, 3, 3, 1, 1],  # growing values: DUP/ADD chains pass 2^31
    [3, 1, 1, 1, 1, 6],  # undo-heavy
    [6, 1, 0, 0, 0, 3],  # pushes and undos only
]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 14), rng.choice(PROFILES), rng.choice([5, LIM_X])))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, rng.randint(1, 100), rng.randint(1, MAX_OPS)])
            out.append(make(rng, n, rng.choice(PROFILES), rng.choice([100, LIM_X])))
    elif mode == 'large':
        for profile in PROFILES:
            out.append(make(rng, MAX_OPS, profile, LIM_X))
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
