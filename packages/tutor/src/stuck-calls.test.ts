import { describe, expect, it } from 'vitest';
import { readLines } from './code-lines.ts';
import { stuckCalls } from './recursive-calls.ts';
import { crashSite } from './verdict-causes.ts';

// Where a stack overflow's fix goes: a call that passes its parameters back unchanged, not the line
// the stack happened to run out on (the crash site sbfl.ts weighs).

const stuck = (code: string, language: Parameters<typeof stuckCalls>[1]) =>
  stuckCalls(readLines(code, language), language).map((l) => l.no);

describe('stuckCalls', () => {
  it('finds a recursive call that passes its own parameters back, in each language form', () => {
    const js = [
      'var count = function (nums) {',
      '  const walk = (i, acc) => {',
      '    if (i === nums.length) return acc;',
      '    walk(i + 1, acc + nums[i]);',
      '    return walk(i, acc);',
      '  };',
      '  return walk(0, 0);',
      '};',
    ].join('\n');
    expect(stuck(js, 'javascript')).toEqual([5]);
    const py = [
      'class Solution:',
      '    def depth(self, node: Optional[TreeNode], seen: Dict[int, int] = None) -> int:',
      '        if node is None:',
      '            return 0',
      '        return 1 + self.depth(node, seen)',
    ].join('\n');
    expect(stuck(py, 'python')).toEqual([5]);
    const java = [
      'class Solution {',
      '    private long ways(int[] coins, int left) {',
      '        if (left == 0) return 1;',
      '        return ways(coins, left - coins[0]) + ways(coins, left);',
      '    }',
      '}',
    ].join('\n');
    expect(stuck(java, 'java')).toEqual([4]);
    const cpp = [
      'class Solution {',
      '    int go(vector<pair<int, int>>& v, int k) {',
      '        if (k < 0) return 0;',
      '        return go(v, k);',
      '    }',
      '};',
    ].join('\n');
    expect(stuck(cpp, 'cpp')).toEqual([4]);
    const go = [
      'func fib(n int, memo map[int]int) int {',
      '\tif n < 2 {',
      '\t\treturn n',
      '\t}',
      '\treturn fib(n, memo)',
      '}',
    ].join('\n');
    expect(stuck(go, 'go')).toEqual([5]);
    const rust = [
      'fn down(n: i64, mut acc: i64) -> i64 {',
      '    if n == 0 { return acc; }',
      '    down(n, acc)',
      '}',
    ].join('\n');
    expect(stuck(rust, 'rust')).toEqual([3]);
  });
  it('leaves calls that change an argument, reorder them or pass fewer', () => {
    const js = [
      'var f = function (a, b) {',
      '  if (a <= 0) return b;',
      '  return f(a - 1, b) + f(b, a) + f(a);',
      '};',
    ].join('\n');
    expect(stuck(js, 'javascript')).toEqual([]);
  });
});

describe('crashSite', () => {
  const js = [
    'var subsetsOf = function (nums) {',
    '  const out = [];',
    '  const pick = (i) => {',
    '    if (i >= nums.length) { out.push(1); return; }',
    '    pick(i + 1);',
    '    pick(i);',
    '  };',
    '  pick(0);',
    '  return out.length;',
    '};',
  ].join('\n');
  const lines = readLines(js, 'javascript');
  it("names a stack overflow's stuck call, not the line the stack ran out on", () => {
    expect(
      crashSite(
        { type: 'RangeError', message: 'Maximum call stack size exceeded', line: 4 },
        lines,
        'javascript',
      ),
    ).toBe(6);
  });
  it('keeps the raised line of any other error, and of an overflow with no stuck call', () => {
    expect(crashSite({ type: 'TypeError', message: 'x is undefined', line: 4 }, lines, 'javascript')).toBe(4);
    const plain = readLines('var f = function (n) {\n  return f(n - 1);\n};', 'javascript');
    expect(
      crashSite(
        { type: 'RangeError', message: 'Maximum call stack size exceeded', line: 2 },
        plain,
        'javascript',
      ),
    ).toBe(2);
  });
});
