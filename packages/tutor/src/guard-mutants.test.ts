import type { Signature } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { guardMutants } from './guard-mutants.ts';

const LIST: Signature = {
  function: 'middleValue',
  params: [
    { name: 'head', type: 'ListNode' },
    { name: 'k', type: 'int' },
  ],
  returns: 'int',
};
const ARRAY: Signature = {
  function: 'evens',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int[]',
};

describe('guardMutants', () => {
  it('JavaScript: returns the expected answer right before the first statement that reads the empty list', () => {
    const js = [
      'var middleValue = function (h, k) {',
      '  let steps = 0;',
      '  let slow = h, fast = h;',
      '  while (fast.next !== null) { slow = slow.next; fast = fast.next.next; steps++; }',
      '  return slow.val + k;',
      '};',
    ].join('\n');
    const [m, ...rest] = guardMutants(js, 'javascript', LIST, { input: [[], 3], expected: 0 });
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ line: 3, kind: 'empty-input' });
    expect(m?.code.split('\n').slice(2, 4)).toEqual([
      '  if (h === null) return 0;',
      '  let slow = h, fast = h;',
    ]);
    // Nothing is empty: no guard.
    expect(guardMutants(js, 'javascript', LIST, { input: [[1, 2], 3], expected: 4 })).toEqual([]);
  });
  it('Python, Java and C++, each with its own test of emptiness and literal', () => {
    const py = [
      'class Solution:',
      '    def evens(self, values: List[int]) -> List[int]:',
      '        out = []',
      '        last = values[-1]',
      '        return [v for v in values if v % 2 == 0 and v != last]',
    ].join('\n');
    const p = guardMutants(py, 'python', ARRAY, { input: [[]], expected: [] })[0];
    expect(p?.line).toBe(4);
    expect(p?.code.split('\n')[3]).toBe('        if not values: return []');
    const truths = guardMutants(
      py,
      'python',
      { ...ARRAY, returns: 'string[]' },
      { input: [[]], expected: ['true', null] },
    );
    expect(truths[0]?.code.split('\n')[3]).toBe(`        if not values: return ["true", None]`);
    const java = [
      'class Solution {',
      '    public int[] evens(int[] nums) {',
      '        int first = nums[0];',
      '        return new int[] { first };',
      '    }',
      '}',
    ].join('\n');
    const j = guardMutants(java, 'java', ARRAY, { input: [[]], expected: [] })[0];
    expect(j?.line).toBe(3);
    expect(j?.code.split('\n')[2]).toBe('        if (nums.length == 0) return new int[]{};');
    const cpp = [
      'class Solution {',
      'public:',
      '    int middleValue(ListNode* head, int k) {',
      '        ListNode* fast = head->next;',
      '        return fast->val + k;',
      '    }',
      '};',
    ].join('\n');
    const c = guardMutants(cpp, 'cpp', LIST, { input: [[], 2], expected: -1 })[0];
    expect(c?.line).toBe(4);
    expect(c?.code.split('\n')[3]).toBe('        if (head == nullptr) return -1;');
  });
  it('makes none where the answer has no literal here or the first use is inside a nested function', () => {
    const tree: Signature = {
      function: 'copy',
      params: [{ name: 'root', type: 'TreeNode' }],
      returns: 'char',
    };
    expect(
      guardMutants('def copy(self, root):\n    return root.val', 'python', tree, {
        input: [[]],
        expected: 'a',
      }),
    ).toEqual([]);
    const nested = [
      'var evens = function (nums) {',
      '  const pick = () => {',
      '    return nums[0];',
      '  };',
      '  return [pick()];',
      '};',
    ].join('\n');
    expect(guardMutants(nested, 'javascript', ARRAY, { input: [[]], expected: [] })).toEqual([]);
  });
});
