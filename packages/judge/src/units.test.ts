import type { Signature } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeCompilerOutput } from './compile.ts';
import { BadTestError, encodeTokens } from './lang/encode.ts';
import { starterCode } from './lang/index.ts';
import { EventParser } from './protocol.ts';

const twoSum: Signature = {
  function: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

describe('test encoding for compiled harnesses', () => {
  it('writes counts, length-prefixed strings and level-order trees', () => {
    const sig: Signature = {
      function: 'f',
      params: [
        { name: 's', type: 'string' },
        { name: 't', type: 'TreeNode' },
        { name: 'c', type: 'char' },
        { name: 'b', type: 'boolean[]' },
      ],
      returns: 'int',
    };
    expect(encodeTokens(sig, [['a b\n', [1, null, 2], 'x', [true, false]]]).toString()).toBe(
      '1\n4 a b\n\n3\n1\nn\n2\n120\n2\n1\n0\n',
    );
  });
  it('rejects data that does not fit the signature (the problem author’s bug)', () => {
    expect(() => encodeTokens(twoSum, [[[1, 2], 2 ** 31]])).toThrow(BadTestError);
    expect(() => encodeTokens(twoSum, [[[1, 'x'], 3]])).toThrow(BadTestError);
    expect(() => encodeTokens(twoSum, [[[1, 2]]])).toThrow(BadTestError);
  });
});

describe('starter code in LeetCode’s form', () => {
  it('per language', () => {
    expect(starterCode(twoSum, 'javascript')).toContain('var twoSum = function(nums, target) {');
    expect(starterCode(twoSum, 'python')).toContain(
      'def twoSum(self, nums: List[int], target: int) -> List[int]:',
    );
    expect(starterCode(twoSum, 'java')).toContain('public int[] twoSum(int[] nums, int target) {');
    expect(starterCode(twoSum, 'cpp')).toContain('vector<int> twoSum(vector<int>& nums, int target) {');
    expect(starterCode(twoSum, 'c')).toContain(
      'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {',
    );
    expect(starterCode(twoSum, 'csharp')).toContain('public int[] TwoSum(int[] nums, int target) {');
  });
  it('with node definitions and list types where they are used', () => {
    const sig: Signature = {
      function: 'levelOrder',
      params: [{ name: 'root', type: 'TreeNode' }],
      returns: 'list<list<int>>',
    };
    expect(starterCode(sig, 'java')).toContain('public List<List<Integer>> levelOrder(TreeNode root)');
    expect(starterCode(sig, 'java')).toContain('Definition for a binary tree node.');
    expect(starterCode(sig, 'csharp')).toContain('public IList<IList<int>> LevelOrder(TreeNode root)');
    expect(starterCode(sig, 'python')).toContain(
      'def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:',
    );
    expect(starterCode(sig, 'c')).toContain(
      'int** levelOrder(struct TreeNode* root, int* returnSize, int** returnColumnSizes)',
    );
  });
});

describe('results channel parser', () => {
  it('reassembles lines split across chunks', () => {
    const p = new EventParser();
    expect(p.push(Buffer.from('S 0\nR 0 1500 12 [0,'))).toEqual([{ kind: 'start', index: 0 }]);
    expect(p.push(Buffer.from('1]\nE 1 9 12 {"type":"IndexError","message":"x","line":3}\nD\n'))).toEqual([
      { kind: 'result', index: 0, ns: 1500, pos: 12, json: '[0,1]' },
      { kind: 'error', index: 1, ns: 9, pos: 12, error: { type: 'IndexError', message: 'x', line: 3 } },
      { kind: 'done' },
    ]);
  });

  it('keeps a character split across chunks, and a line written in many chunks', () => {
    const p = new EventParser();
    const line = Buffer.from(`R 3 7 0 "${'é'.repeat(5000)}"\n`);
    const events = [];
    // 7-byte chunks split many two-byte characters in half.
    for (let i = 0; i < line.length; i += 7) events.push(...p.push(line.subarray(i, i + 7)));
    expect(events).toEqual([{ kind: 'result', index: 3, ns: 7, pos: 0, json: `"${'é'.repeat(5000)}"` }]);
    expect(p.bytes).toBe(line.length);
  });
});

describe('compiler output', () => {
  it('loses every host path', () => {
    const raw =
      "main.cpp:3:5: error: 'x' was not declared\nIn file included from /usr/include/c++/12/bits/stl_vector.h:64,\n/tmp/box/solution.cpp:1: note";
    const clean = sanitizeCompilerOutput(raw);
    expect(clean).not.toMatch(/\/usr|\/tmp/);
    expect(clean).toContain('stl_vector.h:64');
    expect(clean).toContain('solution.cpp:1');
  });
});

describe('without a sandbox', () => {
  it('reports why and refuses to run code unless explicitly allowed', async () => {
    const { createJudgeWith } = await import('./judge.ts');
    const { JudgeUnavailableError } = await import('./engine.ts');
    const j = await createJudgeWith({ allowUnsandboxed: false }, async () => ({
      reason: 'bubblewrap is missing',
    }));
    const st = await j.status();
    expect(st.sandbox).toEqual({ ok: false, mechanism: 'none', reason: 'bubblewrap is missing' });
    expect(st.languages.map((l) => l.id)).toEqual(['javascript', 'python', 'java', 'cpp', 'c', 'csharp']);
    const req = {
      language: 'python' as const,
      code: 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n',
      signature: twoSum,
      checker: 'exact' as const,
      tests: [{ input: [[1, 2], 3], expected: [0, 1] }],
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      stopOnFirstFailure: true,
    };
    await expect(j.run(req)).rejects.toThrow(JudgeUnavailableError);
    await expect(j.run(req)).rejects.toThrow(/bubblewrap is missing.*JUDGE_ALLOW_UNSANDBOXED/);
    await j.close();
  });
});
