import { describe, expect, it } from 'vitest';
import { align, definedNames, programLines } from './reference-align.ts';
import { referenceVariants } from './reference-variants.ts';

const lineOf = (code: string, no: number) => code.split('\n')[no - 1]?.trim();

describe('alignment to a reference', () => {
  const reference = [
    'class Solution:',
    '    def maxProfit(self, prices: List[int]) -> int:',
    '        lowest = prices[0]',
    '        best = 0',
    '        for p in prices:',
    '            lowest = min(lowest, p)',
    '            best = max(best, p - lowest)',
    '        return best',
  ].join('\n');
  const learner = [
    'class Solution:',
    '    def maxProfit(self, prices: List[int]) -> int:',
    '        cheapest = 0',
    '        profit = 0',
    '        for price in prices:',
    '            cheapest = min(cheapest, price)',
    '            profit = max(profit, price - cheapest)',
    '        return profit',
  ].join('\n');

  it("maps the reference's names into the learner's by parameters and aligned lines", () => {
    const a = align(learner, reference, 'python', { learner: ['prices'], reference: ['prices'] });
    expect(a).toBeDefined();
    expect(a?.names.get('lowest')).toBe('cheapest');
    expect(a?.names.get('best')).toBe('profit');
    expect(a?.names.get('p')).toBe('price');
    // A library's name is kept as itself.
    expect(a?.names.get('min')).toBe('min');
    expect(a?.pairs.length).toBe(8);
  });

  it("rewrites a differing line in the learner's names, as a starting value when no loop holds it", () => {
    const vs = referenceVariants(learner, 'python', reference, 'maxProfit', 10);
    expect(vs).toHaveLength(1);
    const [v] = vs;
    expect(v?.line).toBe(3);
    expect(v?.kind).toBe('wrong-initial-value');
    expect(lineOf(v?.code ?? '', 3)).toBe('cheapest = prices[0]');
    expect(v?.code.split('\n')[2]).toBe('        cheapest = prices[0]');
    // The answer names the line; the variant's code is never shown, so its words give no code.
    expect(v?.evidence).not.toContain('prices[0]');
    expect(v?.mayNotCompile).toBeUndefined();
  });

  it('reads the names a program defines apart from those it only uses', () => {
    const own = definedNames(programLines(reference, 'python'), 'python');
    expect([...own].sort()).toEqual(['best', 'lowest', 'maxProfit', 'p', 'prices']);
    const java = definedNames(
      programLines('int[] seen = new int[n];\nfor (int i = 0; i < n; i++) total += Math.max(i, 2);', 'java'),
      'java',
    );
    expect([...java].sort()).toEqual(['i', 'seen', 'total']);
  });
});

describe('variants from a reference', () => {
  it('inserts a step the learner has nothing for, where the reference has it', () => {
    const reference = [
      'var maxDepth = function(root) {',
      '  if (root === null) return 0;',
      '  const left = maxDepth(root.left);',
      '  const right = maxDepth(root.right);',
      '  return 1 + Math.max(left, right);',
      '};',
    ].join('\n');
    const learner = [
      'var maxDepth = function(node) {',
      '    const l = maxDepth(node.left);',
      '    const r = maxDepth(node.right);',
      '    return 1 + Math.max(l, r);',
      '};',
    ].join('\n');
    const vs = referenceVariants(learner, 'javascript', reference, 'maxDepth', 10);
    const inserted = vs.find((v) => v.code.includes('if (node === null) return 0;'));
    expect(inserted?.line).toBe(2);
    expect(inserted?.kind).toBe('unhandled-case');
    // Indented as the learner indents (4 spaces where the reference has 2), before the first use.
    expect(inserted?.code.split('\n')[1]).toBe('    if (node === null) return 0;');
    expect(inserted?.code.split('\n')[2]).toBe('    const l = maxDepth(node.left);');
  });

  it('names a comparison one step off, and marks Java and C++ variants as possibly not compiling', () => {
    const reference = [
      'class Solution {',
      '    public int countBelow(int[] nums, int limit) {',
      '        int count = 0;',
      '        for (int x : nums) {',
      '            if (x <= limit) count++;',
      '        }',
      '        return count;',
      '    }',
      '}',
    ].join('\n');
    const learner = reference
      .replace('nums, int limit', 'values, int cap')
      .replace(/\bnums\b/g, 'values')
      .replace('x <= limit', 'v < cap')
      .replace('int x :', 'int v :')
      .replace(/\bcount\b/g, 'n');
    const vs = referenceVariants(learner, 'java', reference, 'countBelow', 10);
    expect(vs).toHaveLength(1);
    expect(vs[0]?.line).toBe(5);
    expect(vs[0]?.kind).toBe('off-by-one');
    expect(lineOf(vs[0]?.code ?? '', 5)).toBe('if (v <= cap) n++;');
    expect(vs[0]?.mayNotCompile).toBe(true);
  });

  it('puts the step after a reference loop after the lines the learner wrote another way, inside the function', () => {
    // The reference loops over four directions; the learner makes four calls. The cell is marked
    // before them in both; the reference restores it after its loop, the learner never does.
    const reference = [
      'class Solution {',
      '    void walk(vector<vector<char>>& grid, int r, int c) {',
      '        if (r < 0 || c < 0 || r >= (int)grid.size() || c >= (int)grid[0].size()) return;',
      '        char was = grid[r][c]; // the letter, put back below',
      "        grid[r][c] = '#'; // in use on this path",
      '        for (int d = 0; d < 4; d++) {',
      '            walk(grid, r + dr[d], c + dc[d]);',
      '        }',
      '        grid[r][c] = was;',
      '    }',
      '};',
    ].join('\n');
    const learner = [
      'class Solution {',
      '    void walk(vector<vector<char>>& board, int row, int col) {',
      '        if (row < 0 || col < 0 || row >= (int)board.size() || col >= (int)board[0].size()) return;',
      '        char ch = board[row][col];',
      "        board[row][col] = '#';",
      '        walk(board, row + 1, col);',
      '        walk(board, row - 1, col);',
      '        walk(board, row, col + 1);',
      '        walk(board, row, col - 1);',
      '    }',
      '};',
    ].join('\n');
    const vs = referenceVariants(learner, 'cpp', reference, 'walk', 10);
    const restore = vs.find((v) => v.code.includes('board[row][col] = ch;'));
    // Before the function's closing brace (line 10), as deep as the learner's other statements.
    expect(restore?.line).toBe(10);
    expect(restore?.code.split('\n').slice(8, 11)).toEqual([
      '        walk(board, row, col - 1);',
      '        board[row][col] = ch;',
      '    }',
    ]);
    // The reference's comment is no code: the marking line pairs with the learner's marking line,
    // not with the restoring one, so no variant "rewrites" the marking as the restoring.
    expect(vs.some((v) => v.line === 5)).toBe(false);
  });

  it("drops Java and C++ variants that could not compile: another type for the learner's name, a helper's arity", () => {
    const reference = [
      'class Solution {',
      '    int count(vector<int>& xs, int k) {',
      '        vector<int> seen(k, 0);',
      '        int total = 0;',
      '        for (int x : xs) total += add(seen, x, k);',
      '        return total;',
      '    }',
      '};',
    ].join('\n');
    const learner = (seen: string) =>
      [
        'class Solution {',
        '    int count(vector<int>& xs, int k) {',
        `        ${seen}`,
        '        long total = 1;',
        '        for (int x : xs) total += add(seen, x);',
        '        return total;',
        '    }',
        '};',
      ].join('\n');
    const asText = referenceVariants(learner("string seen(k, '0');"), 'cpp', reference, 'count', 10);
    // `long total = 1` -> `int total = 0`: a number's type and value may change.
    expect(asText.some((v) => v.line === 4)).toBe(true);
    // The learner's `seen` is a string where the reference's is a vector: neither its declaration
    // nor a line using it is rewritten the reference's way.
    expect(asText.some((v) => v.line === 3 || v.line === 5)).toBe(false);
    // Two classes may share what the line calls (a set's `size` is a vector's): no clash.
    const asSet = referenceVariants(learner('set<int> seen;'), 'cpp', reference, 'count', 10);
    expect(asSet.some((v) => v.line === 5)).toBe(true);
    // The same type: the call is rewritten, while nothing is known of the learner's `add`...
    const asVector = learner('vector<int> seen(k, 0);');
    const call = /add\(seen, x, k\)/;
    expect(referenceVariants(asVector, 'cpp', reference, 'count', 10).some((v) => call.test(v.code))).toBe(
      true,
    );
    // ...but not with three arguments once the learner's `add` is seen to take two.
    const helper = (params: string) => `class Solution {\n    int add(${params}) {\n        return 1;\n    }`;
    const helped = referenceVariants(
      asVector.replace('class Solution {', helper('vector<int>& s, int x')),
      'cpp',
      reference.replace('class Solution {', helper('vector<int>& s, int x, int k')),
      'count',
      10,
    );
    expect(helped.some((v) => call.test(v.code))).toBe(false);
  });

  it('keeps a name the learner defines on a line and uses on others', () => {
    const reference = [
      'def mean(self, xs):',
      '    total = 0',
      '    for x in xs:',
      '        total += x',
      '    return total // len(xs)',
    ].join('\n');
    const learner = [
      'def mean(self, xs):',
      '    total, count = 0, 0',
      '    for x in xs:',
      '        total += x',
      '        count += 1',
      '    return total // (count + 1)',
    ].join('\n');
    const vs = referenceVariants(learner, 'python', reference, 'mean', 10);
    // `total = 0` for line 2 would leave `count` undefined on lines 5 and 6.
    expect(vs.some((v) => v.line === 2)).toBe(false);
    expect(vs.find((v) => v.line === 6)?.code).toContain('return total // len(xs)');
  });

  it("rewrites a loop's header with its own variable when only a later loop uses the learner's", () => {
    const body = (header: string, i: string) =>
      [
        'class Solution {',
        '    public int drain(Queue<Integer> q) {',
        '        int n = 0;',
        `        ${header} {`,
        '            n += q.poll();',
        '        }',
        `        for (int ${i} = 0; ${i} < 2; ${i}++) n++;`,
        '        return n;',
        '    }',
        '}',
      ].join('\n');
    const vs = referenceVariants(
      body('for (int i = 0; i < q.size(); i++)', 'i'),
      'java',
      body('for (int k = q.size(); k > 0; k--)', 'j'),
      'drain',
      10,
    );
    expect(lineOf(vs.find((v) => v.line === 4)?.code ?? '', 4)).toBe('for (int k = q.size(); k > 0; k--) {');
  });

  it('gives nothing for another approach, a name the learner never made, or a language it does not run', () => {
    const reference = [
      'def twoSum(self, nums, target):',
      '    seen = {}',
      '    for i, x in enumerate(nums):',
      '        if target - x in seen:',
      '            return [seen[target - x], i]',
      '        seen[x] = i',
      '    return []',
    ].join('\n');
    const bruteForce = [
      'def twoSum(self, nums, target):',
      '    n = len(nums)',
      '    for a in range(n):',
      '        for b in range(a + 1, n + 1):',
      '            if nums[a] + nums[b] == target:',
      '                return [a, b]',
      '    return [0]',
    ].join('\n');
    expect(referenceVariants(bruteForce, 'python', reference, 'twoSum', 10)).toEqual([]);
    // `seen` is the reference's own dictionary; the learner's code has none to map it to.
    const noDictionary = [
      'def twoSum(self, nums, target):',
      '    for i, x in enumerate(nums):',
      '        if target - x in nums:',
      '            return [nums.index(target - x), i]',
      '    return []',
    ].join('\n');
    for (const v of referenceVariants(noDictionary, 'python', reference, 'twoSum', 10))
      expect(v.code).not.toMatch(/\bseen\b/);
    expect(referenceVariants('fn main() {}', 'rust', 'fn main() { }', 'main', 10)).toEqual([]);
    // Code far longer than a solution, or one enormous line, is not aligned (its cost is quadratic twice).
    const padded = `${noDictionary}\n${'    x = 1\n'.repeat(400)}`;
    expect(referenceVariants(padded, 'python', reference, 'twoSum', 10)).toEqual([]);
    const wide = noDictionary.replace('    return []', `    return [${'1, '.repeat(300)}1]`);
    expect(referenceVariants(wide, 'python', reference, 'twoSum', 10)).toEqual([]);
    expect(referenceVariants(reference, 'python', reference, 'twoSum', 10)).toEqual([]);
  });
});
