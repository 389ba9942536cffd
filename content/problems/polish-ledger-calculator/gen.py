"""Test generator for Polish Ledger Calculator: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys

MAX_TOKENS = 10**5
LIM_NUM = 10**9
LIM_VAL = 10**15
OPS = ('+', '-', '*')


def evaluate(tokens):
    """Right-to-left stack evaluation with every check of the constraints."""
    stack = []
    for t in reversed(tokens):
        if t in OPS:
            assert len(stack) >= 2, 'operator without two operands'
            a, b = stack.pop(), stack.pop()
            v = a + b if t == '+' else a - b if t == '-' else a * b
            assert abs(v) <= LIM_VAL, 'subexpression bound'
            stack.append(v)
        else:
            v = int(t)
            assert str(v) == t and -LIM_NUM <= v <= LIM_NUM, 'number token'
            stack.append(v)
    assert len(stack) == 1, 'not a single expression'
    return stack[0]


def valid(args):
    (tokens,) = args
    assert 1 <= len(tokens) <= MAX_TOKENS, 'length'
    assert all(isinstance(t, str) for t in tokens)
    evaluate(tokens)


def make(rng, target_len, num_hi, op_weights):
    """Builds about target_len tokens backwards (right to left), keeping every value within the bound."""
    numbers = (target_len + 1) // 2
    rev, stack = [], []
    pushed = 0
    while pushed < numbers or len(stack) > 1:
        if len(stack) >= 2 and (pushed >= numbers or rng.random() < 0.45):
            a, b = stack[-1], stack[-2]
            for op in rng.choices(OPS, op_weights, k=3) + ['+', '-']:
                v = a + b if op == '+' else a - b if op == '-' else a * b
                if abs(v) <= LIM_VAL:
                    stack.pop()
                    stack.pop()
                    stack.append(v)
                    rev.append(op)
                    break
            else:  # a and b are both huge: put a harmless 0 on top and combine with it later
                rev.append('0')
                stack.append(0)
            continue
        v = rng.randint(-num_hi, num_hi)
        rev.append(str(v))
        stack.append(v)
        pushed += 1
    return [rev[::-1]]


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            out.append(make(rng, rng.randint(1, 9), rng.choice([9, 1000, LIM_NUM]), [1, 1, 1]))
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            n = rng.choice([1, 3, rng.randint(1, 100), rng.randint(1, MAX_TOKENS - 1000)])
            out.append(make(rng, n, rng.choice([9, 10**5, LIM_NUM]), rng.choice([[1, 1, 1], [3, 3, 1]])))
    elif mode == 'large':
        out.append(make(rng, MAX_TOKENS - 1000, LIM_NUM, [1, 1, 1]))
        out.append(make(rng, MAX_TOKENS - 1000, 9, [1, 1, 3]))
        # deep chain: + + + ... 1 1 1 ... (left operands nest)
        k = (MAX_TOKENS - 1) // 2
        out.append([['+'] * k + ['1000000000'] * (k + 1)])
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
