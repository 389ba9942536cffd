"""Test generator for Dice Tray Totals: python3 gen.py small|random|large <seed> [count]."""
import json
import random
import sys


def valid(args):
    dice, faces, target = args
    assert isinstance(dice, int) and 1 <= dice <= 8, 'dice'
    assert isinstance(faces, int) and 2 <= faces <= 12, 'faces'
    assert isinstance(target, int) and 1 <= target <= 100, 'target'


def main():
    mode, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(f'{seed}:{mode}')
    out = []
    if mode == 'small':
        for _ in range(int(sys.argv[3])):
            dice, faces = rng.randint(1, 4), rng.randint(2, 6)
            out.append([dice, faces, rng.randint(1, dice * faces + 2)])
    elif mode == 'random':
        for _ in range(int(sys.argv[3])):
            dice, faces = rng.randint(1, 8), rng.randint(2, 12)
            target = rng.choice([rng.randint(dice, dice * faces), rng.randint(1, 100)])
            out.append([dice, faces, target])
    elif mode == 'large':
        out = [[8, 12, 52], [8, 12, 48], [8, 2, 12], [8, 12, 96]]
    else:
        raise SystemExit(f'unknown mode {mode}')
    for args in out:
        valid(args)
        print(json.dumps(args, separators=(',', ':')))


if __name__ == '__main__':
    main()
