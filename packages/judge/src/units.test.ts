import type { Signature } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeCompilerOutput } from './compile.ts';
import { BadTestError, encodeTests } from './lang/encode.ts';
import { starterCode } from './lang/index.ts';

const twoSum: Signature = {
  function: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

const tokens = (sig: Signature, inputs: unknown[][]) => encodeTests(sig, 'tokens', inputs);

describe('test encoding for compiled harnesses', () => {
  it('writes each test framed by its length, with length-prefixed strings and level-order trees', () => {
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
    const one = '4 a b\n\n3\n1\nn\n2\n120\n2\n1\n0\n';
    const two = '0 \n0\n120\n0\n';
    const t = tokens(sig, [
      ['a b\n', [1, null, 2], 'x', [true, false]],
      ['', [], 'x', []],
    ]);
    expect(t.blob.toString()).toBe(`${one.length}\n${one}${two.length}\n${two}`);
    expect(t.offsets).toEqual([0, `${one.length}\n${one}`.length]);
  });
  it('frames JSON lines by their length in bytes, not characters', () => {
    const t = encodeTests(
      { function: 'f', params: [{ name: 's', type: 'string' }], returns: 'int' },
      'json',
      [['é']],
    );
    expect(t.blob.toString()).toBe('7\n["é"]\n');
  });
  it('rejects data that does not fit the signature (the problem author’s bug)', () => {
    expect(() => tokens(twoSum, [[[1, 2], 2 ** 31]])).toThrow(BadTestError);
    expect(() => tokens(twoSum, [[[1, 'x'], 3]])).toThrow(BadTestError);
    expect(() => tokens(twoSum, [[[1, 2]]])).toThrow(BadTestError);
    expect(() => encodeTests(twoSum, 'json', [[[1, 'x'], 3]])).toThrow(BadTestError);
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
    expect(starterCode(twoSum, 'typescript')).toBe(
      'function twoSum(nums: number[], target: number): number[] {\n    \n};\n',
    );
  });
  it('C#: a parameter named like a keyword is escaped (the bank has `base`)', () => {
    const sig: Signature = {
      function: 'trailingZeros',
      params: [
        { name: 'n', type: 'long' },
        { name: 'base', type: 'int' },
      ],
      returns: 'long',
    };
    expect(starterCode(sig, 'csharp')).toContain('public long TrailingZeros(long n, int @base) {');
    expect(starterCode(sig, 'c')).toContain('long long trailingZeros(long long n, int base) {');
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
    expect(starterCode(sig, 'typescript')).toContain(
      'function levelOrder(root: TreeNode | null): number[][] {',
    );
    expect(starterCode(sig, 'typescript')).toContain(' *     left: TreeNode | null');
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
    const { createJudgeWith } = await import('./create-judge.ts');
    const { JudgeUnavailableError } = await import('./judge-program.ts');
    const { DEFAULT_JUDGE_CONFIG } = await import('./types.ts');
    const j = await createJudgeWith({ ...DEFAULT_JUDGE_CONFIG, allowUnsandboxed: false }, async () => ({
      reason: 'bubblewrap is missing',
    }));
    const st = await j.status();
    expect(st.sandbox).toEqual({ ok: false, mechanism: 'none', reason: 'bubblewrap is missing' });
    expect(st.languages.map((l) => l.id)).toEqual([
      'javascript',
      'python',
      'java',
      'cpp',
      'c',
      'csharp',
      'typescript',
    ]);
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
