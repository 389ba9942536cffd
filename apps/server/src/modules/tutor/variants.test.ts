import type { Judge } from '@codecoach/judge';
import { VARIANT_THREW, variantProgram } from '@codecoach/tutor';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { createSandbox } from './sandbox.ts';
import { startTutorApp, type TutorTestApp, TWO_SUM_EXAMPLES } from './tutor-test-setup.ts';

/** Java and C++ variants of the learner's code (experiments.ts), many in one program, in the real judge. */
let t: TestApp;
let problemId: string;
/** The judge as the app has it: every run counted. */
let counted: Judge;
let runs: TutorTestApp['runs'];

beforeAll(async () => {
  ({ t, problemId, judge: counted, runs } = await startTutorApp({ slug: 'tutor-two-sum' }));
}, 120_000);

describe('variants of Java and C++ code, many in one program', () => {
  const CODES = {
    cpp: {
      wrong:
        'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) { return {0, 0}; }\n};',
      right:
        'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) {\n    for (int i = 0; i < (int)nums.size(); i++)\n      for (int j = i + 1; j < (int)nums.size(); j++)\n        if (nums[i] + nums[j] == target) return {i, j};\n    return {};\n  }\n};',
      loops:
        'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) { volatile long x = 0; while (true) x++; return {}; }\n};',
      throws:
        'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) { return {nums.at(nums.size()), 0}; }\n};',
      faults:
        'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) { int *volatile p = nullptr; return {*p, 0}; }\n};',
      // Loops in and out of malloc: the call's timer must not leave malloc's lock held.
      allocates:
        'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) {\n    void *(*volatile m)(size_t) = std::malloc;\n    void (*volatile f)(void *) = std::free;\n    while (true) f(m(64));\n    return {};\n  }\n};',
    },
    java: {
      wrong:
        'class Solution {\n  public int[] twoSum(int[] nums, int target) { return new int[] {0, 0}; }\n}',
      right:
        'import java.util.*;\n\nclass Solution {\n  public int[] twoSum(int[] nums, int target) {\n    Map<Integer, Integer> seen = new HashMap<>();\n    for (int i = 0; i < nums.length; i++) {\n      Integer j = seen.get(target - nums[i]);\n      if (j != null) return new int[] {j, i};\n      seen.put(nums[i], i);\n    }\n    return new int[0];\n  }\n}\n\nclass Unused {}',
      loops:
        'class Solution {\n  public int[] twoSum(int[] nums, int target) { long x = 0; while (x >= 0) x = x + 1 - 1; return null; }\n}',
      throws:
        'class Solution {\n  public int[] twoSum(int[] nums, int target) { return new int[] {nums[nums.length], 0}; }\n}',
      faults:
        'class Solution {\n  public int[] twoSum(int[] nums, int target) { int[] p = null; return new int[] {p[0], 0}; }\n}',
      allocates:
        'import java.util.*;\nclass Solution {\n  public int[] twoSum(int[] nums, int target) {\n    List<int[]> l = new ArrayList<>();\n    while (l.size() >= 0) { l.add(new int[16]); l.clear(); }\n    return null;\n  }\n}',
    },
  } as const;

  it.each(['cpp', 'java'] as const)(
    '%s: one compile tries them all; a throwing, faulting or looping variant fails alone',
    async (language) => {
      const p = await t.judging.inputs.problem(problemId);
      const sandbox = createSandbox({ judge: counted, inputs: t.judging.inputs });
      const c = CODES[language];
      const checks = TWO_SUM_EXAMPLES.slice(0, 2);
      const before = runs.length;
      const codes = [c.wrong, c.throws, c.faults, c.right, c.loops, c.allocates, c.right];
      const program = variantProgram(language, codes, checks.length, {
        method: 'twoSum',
        params: ['nums', 'target'],
        javaHeader: 'public int[] twoSum(int[] nums, int target)',
      });
      expect(program).toBeDefined();
      const r = await sandbox.variants(p, language, program ?? '', codes.length, checks, 100);
      expect(runs.length - before).toBe(1);
      expect(r.compiled).toBe(true);
      // The exception, the fault (a null access) and the loops (cut at their call's cap in the
      // process, one of them in and out of malloc) fail their own variant only, and the run goes
      // on to the last one.
      expect(r.outcomes).toEqual([false, false, false, true, false, false, true]);
      // The looping variant is not run on its second check: it answers at once.
      expect(r.results?.[4]?.map((x) => x?.output)).toEqual([VARIANT_THREW, VARIANT_THREW]);
    },
  );
});

describe('variants of Python and JavaScript code, many in one program', () => {
  const CODES = {
    python: {
      wrong: 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 0]\n',
      right:
        'class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n',
      loops: 'class Solution:\n    def twoSum(self, nums, target):\n        while True:\n            pass\n',
      throws: 'class Solution:\n    def twoSum(self, nums, target):\n        return [nums[len(nums)], 0]\n',
      recurses:
        'class Solution:\n    def twoSum(self, nums, target):\n        return self.twoSum(nums, target)\n',
    },
    javascript: {
      wrong: 'var twoSum = function (nums, target) { return [0, 0]; };',
      right:
        'var twoSum = function (nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n};',
      loops: 'var twoSum = function (nums, target) { while (true) {} };',
      throws: 'var twoSum = function (nums, target) { return [nums.x.y, 0]; };',
      recurses: 'class Solution { twoSum(nums, target) { return this.twoSum(nums, target); } }',
    },
  } as const;

  it.each(['python', 'javascript'] as const)(
    '%s: one run tries them all; a throwing, looping or endlessly recursing variant fails alone',
    async (language) => {
      const p = await t.judging.inputs.problem(problemId);
      const sandbox = createSandbox({ judge: counted, inputs: t.judging.inputs });
      const c = CODES[language];
      const checks = TWO_SUM_EXAMPLES.slice(0, 2);
      const before = runs.length;
      const codes = [c.wrong, c.throws, c.loops, c.right, c.recurses, c.right];
      const program = variantProgram(language, codes, checks.length, { method: 'twoSum' });
      const r = await sandbox.variants(p, language, program ?? '', codes.length, checks, 100);
      expect(runs.length - before).toBe(1);
      expect(r.outcomes).toEqual([false, false, false, true, false, true]);
      // Each check's answer is kept (Metallaxis compares them with the code's own).
      expect(r.results?.[0]?.[0]).toEqual({ passed: false, output: '[0,0]' });
      expect(r.results?.[3]?.map((x) => x?.passed)).toEqual([true, true]);
    },
  );
});

describe('variants that do not compile', () => {
  it.each([
    [
      'cpp',
      'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) { return nums + 1; }\n};',
    ],
    ['java', 'class Solution {\n  public int[] twoSum(int[] nums, int target) { return nums + 1; }\n}'],
  ] as const)('%s: the compiler errors name the variants to drop', async (language, broken) => {
    const p = await t.judging.inputs.problem(problemId);
    const sandbox = createSandbox({ judge: counted, inputs: t.judging.inputs });
    const ok =
      language === 'cpp'
        ? 'class Solution {\npublic:\n  vector<int> twoSum(vector<int>& nums, int target) { return {0, 1}; }\n};'
        : 'class Solution {\n  public int[] twoSum(int[] nums, int target) { return new int[] {0, 1}; }\n}';
    const codes = [ok, broken, ok, broken];
    const program = variantProgram(language, codes, 1, {
      method: 'twoSum',
      params: ['nums', 'target'],
      javaHeader: 'public int[] twoSum(int[] nums, int target)',
    });
    const r = await sandbox.variants(
      p,
      language,
      program ?? '',
      codes.length,
      [{ input: [[2, 7], 9], expected: [0, 1] }],
      100,
    );
    expect(r.compiled).toBe(false);
    expect([...(r.broken ?? [])].sort()).toEqual([1, 3]);
  });
});
