import type { Signature } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeCompilerOutput } from './compile.ts';
import { BadTestError, encodeTests } from './lang/encode.ts';
import { goSolution } from './lang/go.ts';
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
    expect(starterCode(twoSum, 'ruby')).toBe(
      '# @param {Integer[]} nums\n# @param {Integer} target\n# @return {Integer[]}\ndef two_sum(nums, target)\n    \nend\n',
    );
  });
  it('Ruby: snake_case names as LeetCode writes them, and no keyword as a parameter', () => {
    const sig: Signature = {
      function: 'lengthOfLIS',
      params: [
        { name: 'numCourses', type: 'int' },
        { name: 'end', type: 'char[][]' },
      ],
      returns: 'double',
    };
    expect(starterCode(sig, 'ruby')).toContain(
      '# @param {Integer} num_courses\n# @param {Character[][]} end_\n# @return {Float}\ndef length_of_lis(num_courses, end_)',
    );
    expect(starterCode(twoSum, 'rust')).toBe(
      'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        \n    }\n}\n',
    );
  });
  it('Rust: snake_case names as LeetCode gives them, a keyword as a raw identifier', () => {
    const sig: Signature = {
      function: 'isValidBST',
      params: [
        { name: 'nodeList', type: 'ListNode' },
        { name: 'type', type: 'list<list<string>>' },
      ],
      returns: 'double[]',
    };
    expect(starterCode(sig, 'rust')).toContain(
      'pub fn is_valid_bst(node_list: Option<Box<ListNode>>, r#type: Vec<Vec<String>>) -> Vec<f64> {',
    );
    expect(starterCode(sig, 'rust')).toContain('// pub struct ListNode {');
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
    expect(starterCode(sig, 'ruby')).toContain('#     attr_accessor :val, :left, :right\n');
    expect(starterCode(sig, 'ruby')).toContain(
      '# @param {TreeNode} root\n# @return {Integer[][]}\ndef level_order(root)',
    );
    // LeetCode's Rust tree starter imports Rc and RefCell itself, uncommented.
    expect(starterCode(sig, 'rust')).toContain(
      'use std::rc::Rc;\nuse std::cell::RefCell;\nimpl Solution {\n    pub fn level_order(root: Option<Rc<RefCell<TreeNode>>>) -> Vec<Vec<i32>> {',
    );
  });
});

describe("Go: LeetCode's form and its implicit imports", () => {
  it('starter: a func, int for long, byte for char, slices, node definitions as comments', () => {
    expect(starterCode(twoSum, 'go')).toBe('func twoSum(nums []int, target int) []int {\n    \n}\n');
    const sig: Signature = {
      function: 'f',
      params: [
        { name: 'root', type: 'TreeNode' },
        { name: 'type', type: 'long' },
        { name: 'grid', type: 'char[][]' },
        { name: 'words', type: 'list<string>' },
      ],
      returns: 'list<list<string>>',
    };
    const s = starterCode(sig, 'go');
    expect(s).toContain('func f(root *TreeNode, type_ int, grid [][]byte, words []string) [][]string {');
    expect(s).toContain(' * type TreeNode struct {\n *     Val int\n *     Left *TreeNode\n');
    expect(s).not.toContain('ListNode');
  });
  it('imports the packages the code names and does not import, on its first line', () => {
    const code =
      '// sort.Ints in a comment\nimport "strings"\nfunc f(s string) int { x := "math.Max"; _ = x; return len(strings.Fields(s)) + sort.SearchInts(nil, 1) }';
    const src = goSolution(code);
    const [first] = src.split('\n');
    expect(first).toBe('package main; import "sort"; /*line solution.go:1:1*/// sort.Ints in a comment');
    expect(src).not.toContain('import "math"');
    expect(src.match(/import "strings"/g)?.length).toBe(1);
    expect(src).toMatch(/var _ = sort\.Ints\n$/);
    expect(goSolution('package main\nfunc f() {}')).toBe('package main\nfunc f() {}');
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
      'go',
      'rust',
      'ruby',
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
