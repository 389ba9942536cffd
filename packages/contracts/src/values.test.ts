import { describe, expect, it } from 'vitest';
import type { Signature } from './signature.ts';
import { argsError, valueError } from './values.ts';

describe('valueError', () => {
  it('accepts values of each type', () => {
    expect(valueError('int', -(2 ** 31))).toBeNull();
    expect(valueError('long', 2 ** 40)).toBeNull();
    expect(valueError('double', 2.5)).toBeNull();
    expect(valueError('boolean', false)).toBeNull();
    expect(valueError('char', 'x')).toBeNull();
    expect(valueError('char[][]', [['1', '0'], []])).toBeNull();
    expect(valueError('list<list<string>>', [['a'], []])).toBeNull();
    expect(valueError('ListNode', [])).toBeNull();
    expect(valueError('TreeNode', [3, 9, 20, null, null, 15, 7])).toBeNull();
  });

  it('names the path of the first mismatch', () => {
    expect(valueError('int', 2 ** 31)).toMatch(/expected int \(32-bit\)/);
    expect(valueError('int', 1.5)).toMatch(/expected int/);
    expect(valueError('int[][]', [[1], [2, 'x']], 'grid')).toBe('grid[1][1]: expected int (32-bit), got "x"');
    expect(valueError('char', 'ab')).toMatch(/expected char/);
    expect(valueError('double', null)).toMatch(/expected double/);
    expect(valueError('ListNode', [1, null])).toMatch(/\[1\]: expected int list value/);
    expect(valueError('TreeNode', [null, 1])).toMatch(/root cannot be null/);
    expect(valueError('string[]', 'abc')).toMatch(/expected string\[\]/);
  });
});

describe('argsError', () => {
  const sig: Signature = {
    function: 'twoSum',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'target', type: 'int' },
    ],
    returns: 'int[]',
  };
  it('checks arity and each argument', () => {
    expect(argsError(sig, [[1, 2], 3])).toBeNull();
    expect(argsError(sig, [[1, 2]])).toBe('expected 2 argument(s) (nums, target), got 1');
    expect(argsError(sig, [[1, 2], '3'])).toBe('target: expected int (32-bit), got "3"');
    expect(argsError(sig, { nums: [] })).toMatch(/expected a JSON array of arguments/);
  });
});
