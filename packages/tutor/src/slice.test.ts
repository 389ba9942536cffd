import { describe, expect, it } from 'vitest';
import { crashNames, crashSlice, sets } from './slice.ts';

describe('crashSlice', () => {
  it('Java: the array allocated one short and the loop that indexes it', () => {
    const code = [
      'class Solution {',
      '    public int[] countBits(int n) {',
      '        int[] result = new int[n];',
      '        for (int i = 1; i <= n; i++) {',
      '            result[i] = result[i / 2] + i % 2;',
      '        }',
      '        return result;',
      '    }',
      '}',
    ].join('\n');
    expect(crashSlice(code, 'java', 5)).toEqual([4, 3]);
  });
  it('Python: a pop from a stack last changed by an append', () => {
    const code = [
      'class Solution:',
      '    def f(self, tokens):',
      '        stack = []',
      '        for token in reversed(tokens):',
      '            if token.isdigit():',
      '                stack.append(int(token))',
      '                continue',
      '            first = stack.pop()',
    ].join('\n');
    expect(crashSlice(code, 'python', 8)).toEqual([6]);
  });
  it('JavaScript: a list that starts with a null', () => {
    const code = [
      'var f = function (root) {',
      '  let level = [root];',
      '  while (level.length > 0) {',
      '    let min = level[0].val;',
    ].join('\n');
    expect(crashSlice(code, 'javascript', 4)).toEqual([2]);
  });
});

describe('crashNames and sets', () => {
  it('reads the dereferenced names first and leaves out what the line only assigns', () => {
    expect(crashNames('long left = worth.get(node.left);')).toEqual(['worth', 'node']);
    expect(crashNames('x = a[i + k] * y')).toEqual(['a', 'i', 'k', 'y']);
  });
  it('an assignment, an update, a loop binding or a mutating call sets a name; a comparison does not', () => {
    expect(sets('  node = node.next;', 'node')).toBe(true);
    expect(sets('  i += 2', 'i')).toBe(true);
    expect(sets('  for (const x of xs) {', 'x')).toBe(true);
    expect(sets('  for k, v in d.items():', 'v')).toBe(true);
    expect(sets('  q.push_back(3);', 'q')).toBe(true);
    expect(sets('  if (i <= n) {', 'i')).toBe(false);
    expect(sets('  if (a == b) {', 'a')).toBe(false);
  });
});
