import type { Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tested } from '../test/languages.ts';
import { FORGERIES, type Forgery } from '../test/measurement-forgeries.ts';
import { createJudge, type Judge, type JudgeRequest } from './index.ts';

/**
 * The measurement belongs to the host (issue 11): whatever a program writes or patches, its
 * verdict, its runtime and the test it is blamed on are the ones its launcher measured, and no
 * run holds its slot past its deadline. Each forgery of test/measurement-forgeries.ts, run through the real
 * sandbox; JavaScript, Python and Ruby once more in an interpreter started ahead.
 */
const solve: Signature = { function: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'int' };

let judge: Judge;
let preStarting: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2, preStart: false });
  preStarting = await createJudge({ slots: 1 });
  expect((await judge.status()).sandbox.ok).toBe(true);
});
afterAll(async () => {
  await judge?.close();
  await preStarting?.close();
});

function request(f: Forgery): JudgeRequest {
  return {
    language: f.language,
    code: f.code,
    signature: solve,
    checker: 'exact',
    tests: Array.from({ length: f.tests }, (_, i) => ({ input: [i + 1], expected: 2 * (i + 1) })),
    timeLimitMs: f.timeLimitMs,
    memoryLimitMb: 256,
    stopOnFirstFailure: f.mode === 'submit',
  };
}

async function check(j: Judge, f: Forgery): Promise<void> {
  // The run's time: from the moment it starts running (after any compile) to its verdict.
  let t0 = 0;
  const r = await j.run({
    ...request(f),
    onProgress: (e) => {
      if (e.phase === 'running' && t0 === 0) t0 = performance.now();
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  const shown = JSON.stringify({
    ...r,
    tests: r.tests.map((t) => ({ ...t, stdout: t.stdout.slice(0, 200) })),
  }).slice(0, 1500);
  expect(r.verdict, shown).toBe(f.expect.verdict);
  expect(r.verdict).not.toBe('internal_error');
  if (f.expect.blamed !== undefined) {
    expect(r.firstFailure?.index, shown).toBe(f.expect.blamed);
    // What the learner is shown of the failing test is that test's, and no other's.
    expect(r.firstFailure?.expected).toBe(2 * (f.expect.blamed + 1));
  }
  const blamed = r.tests.find((t) => t.index === r.firstFailure?.index);
  if (f.expect.minRuntimeMs !== undefined)
    expect(blamed?.runtimeMs ?? 0, shown).toBeGreaterThanOrEqual(f.expect.minRuntimeMs);
  if (f.expect.minTotalMs !== undefined)
    expect(r.runtimeMs, shown).toBeGreaterThanOrEqual(f.expect.minTotalMs);
  if (f.expect.errorType !== undefined) expect(r.error?.type, shown).toBe(f.expect.errorType);
  expect(seconds, shown).toBeLessThan(f.expect.maxSeconds);
}

describe('forged measurements', () => {
  it.concurrent.each(tested(FORGERIES).map((f) => [`${f.language}: ${f.name}`, f] as const))(
    '%s',
    async (_, f) => {
      await check(judge, f);
    },
  );
});

describe('forged measurements, in an interpreter started ahead', () => {
  // One slot: run them one after another, each in the interpreter the previous one left.
  const startedAhead = ['python', 'javascript', 'typescript', 'ruby'];
  for (const f of tested(FORGERIES).filter((x) => startedAhead.includes(x.language))) {
    it(`${f.language}: ${f.name}`, async () => {
      await check(preStarting, f);
    });
  }
});

describe('bounded answers, messages and output', () => {
  const text: Signature = { function: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'string' };
  const base = {
    signature: text,
    checker: 'exact' as const,
    tests: [{ input: [1], expected: 'x' }],
    timeLimitMs: 2000,
    memoryLimitMb: 512,
    stopOnFirstFailure: true,
  };
  it.concurrent.each([
    ['python', "class Solution:\n    def solve(self, n: int) -> str:\n        return 'y' * 20_000_000\n"],
    ['javascript', "var solve = function(n) { return 'y'.repeat(20000000); };"],
    ['typescript', "function solve(n: number): string { return 'y'.repeat(20000000); }"],
    ['java', 'class Solution { public String solve(int n) { return "y".repeat(20000000); } }'],
    ['cpp', "class Solution { public: string solve(int n) { return string(20000000, 'y'); } };"],
    [
      'c',
      "char* solve(int n) { char *s = malloc(20000001); memset(s, 'y', 20000000); s[20000000] = 0; return s; }",
    ],
    ['csharp', "public class Solution { public string Solve(int n) { return new string('y', 20000000); } }"],
    ['ruby', "def solve(n)\n    'y' * 20_000_000\nend\n"],
  ] as const)(
    '%s: a 20 MB answer is checked whole (off the event loop) and kept cut to 64 KB',
    async (language, code) => {
      // Expected 5 MB: a 20 MB answer is within what is read for it (results.ts answerCapBytes).
      const r = await judge.run({
        ...base,
        language,
        code,
        tests: [{ input: [1], expected: 'x'.repeat(5_000_000) }],
      });
      expect(r.verdict).toBe('wrong_answer');
      expect(r.error).toBeUndefined();
      const actual = r.tests[0]?.actual;
      expect(typeof actual).toBe('string');
      expect((actual as string).length).toBeLessThan(70 * 1024);
      expect(actual as string).toMatch(/answer cut: 19\.1 MB in all\)$/);
      expect(r.tests[0]?.actualCut).toBe(true);
      expect(JSON.stringify({ ...r, firstFailure: undefined }).length).toBeLessThan(200 * 1024);
    },
  );
  it('keeps a large answer whole when asked (answers used as data)', async () => {
    const r = await judge.run({
      ...base,
      language: 'python',
      code: "class Solution:\n    def solve(self, n: int) -> str:\n        return 'y' * 200_000\n",
      tests: [{ input: [1] }],
      answers: 'whole',
    });
    expect(r.verdict).toBe('accepted');
    expect(r.tests[0]?.actual).toBe('y'.repeat(200_000));
    expect(r.tests[0]?.actualCut).toBeUndefined();
  });
  it.concurrent.each([
    [
      'python',
      "class Solution:\n    def solve(self, n: int) -> str:\n        raise ValueError('z' * 10_000_000)\n",
    ],
    ['javascript', "var solve = function(n) { throw new Error('z'.repeat(10000000)); };"],
    ['typescript', "function solve(n: number): string { throw new Error('z'.repeat(10000000)); }"],
    [
      'java',
      'class Solution { public String solve(int n) { throw new IllegalStateException("z".repeat(10000000)); } }',
    ],
    [
      'cpp',
      "class Solution { public: string solve(int n) { throw runtime_error(string(10000000, 'z')); } };",
    ],
    [
      'csharp',
      "public class Solution { public string Solve(int n) { throw new InvalidOperationException(new string('z', 10000000)); } }",
    ],
  ] as const)(
    '%s: a 10 MB exception message is a runtime error with its message cut',
    async (language, code) => {
      const r = await judge.run({ ...base, language, code });
      expect(r.verdict, JSON.stringify(r).slice(0, 300)).toBe('runtime_error');
      expect(r.error?.message.length).toBeLessThanOrEqual(4096 + 100);
      expect(r.error?.message.startsWith('zzz')).toBe(true);
      expect(JSON.stringify(r).length).toBeLessThan(100 * 1024);
    },
  );
});

describe("the launcher's protocol at its edges", () => {
  const twoSum: Signature = {
    function: 'twoSum',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'target', type: 'int' },
    ],
    returns: 'int[]',
  };
  // Even numbers and one odd one (at p): the only pair to sum to an odd target holds it.
  const bigWithOdd = (p: number) => Array.from({ length: 400_000 }, (_, i) => (i === p ? 1 : 2 * i));
  it.concurrent.each([
    [
      'python',
      'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n',
    ],
    [
      'cpp',
      'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { unordered_map<int, int> s; for (int i = 0; i < (int)nums.size(); i++) { auto it = s.find(target - nums[i]); if (it != s.end()) return {it->second, i}; s[nums[i]] = i; } return {}; } };',
    ],
    [
      'c',
      'static int *g; static int cmp(const void *a, const void *b) { int x = g[*(const int *)a], y = g[*(const int *)b]; return (x > y) - (x < y); }\nint* twoSum(int* nums, int numsSize, int target, int* returnSize) { int *ix = malloc(numsSize * sizeof(int)); for (int i = 0; i < numsSize; i++) ix[i] = i; g = nums; qsort(ix, numsSize, sizeof(int), cmp); int lo = 0, hi = numsSize - 1; int *r = malloc(2 * sizeof(int)); *returnSize = 2; while (lo < hi) { long long s = (long long)nums[ix[lo]] + nums[ix[hi]]; if (s == target) { r[0] = ix[lo]; r[1] = ix[hi]; break; } if (s < target) lo++; else hi--; } free(ix); return r; }',
    ],
    [
      'csharp',
      'public class Solution { public int[] TwoSum(int[] nums, int target) { var s = new Dictionary<int, int>(); for (int i = 0; i < nums.Length; i++) { if (s.TryGetValue(target - nums[i], out int j)) return new[] { j, i }; s[nums[i]] = i; } return new int[0]; } }',
    ],
    [
      'typescript',
      'function twoSum(nums: number[], target: number): number[] { const s = new Map<number, number>(); for (let i = 0; i < nums.length; i++) { const j = s.get(target - nums[i]); if (j !== undefined) return [j, i]; s.set(nums[i], i); } return []; }',
    ],
  ] as const)('%s: inputs of 3 MB each, fed in pieces through the pipe', async (language, code) => {
    const r = await judge.run({
      language,
      code,
      signature: twoSum,
      checker: 'unordered',
      tests: [0, 1, 2].map((k) => ({
        input: [bigWithOdd(10 + k), 1 + 2 * (399_990 - k)],
        expected: [10 + k, 399_990 - k],
      })),
      timeLimitMs: 2000,
      memoryLimitMb: 512,
      stopOnFirstFailure: true,
    });
    expect(r.verdict, JSON.stringify(r.error)).toBe('accepted');
    expect(r.testsPassed).toBe(3);
  });
  it('an answer written a byte at a time is still one answer, to the test being fed', async () => {
    const code = `import os, time
class Solution:
    def solve(self, n: int) -> int:
        if n == 1:
            for c in b'R 2\\n':
                os.write(3, bytes([c])); time.sleep(0.002)
            os._exit(0)
        return 2 * n
`;
    const r = await judge.run({
      ...request(FORGERIES[0] as Forgery),
      language: 'python',
      code,
      stopOnFirstFailure: false,
    });
    expect(r.tests.map((t) => t.verdict)).toEqual([
      'accepted',
      'runtime_error',
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect(r.tests[1]?.error?.type).toBe('ExitedEarly');
  });
  it('an error line over 64 KB breaks the protocol', async () => {
    const code =
      "import os\nclass Solution:\n    def solve(self, n: int) -> int:\n        os.write(3, b'E ' + b'x' * 70000 + b'\\n')\n        return 2 * n\n";
    const r = await judge.run({ ...request(FORGERIES[0] as Forgery), language: 'python', code });
    expect(r.verdict).toBe('runtime_error');
    expect(r.error?.type).toBe('ProtocolViolation');
    expect(r.firstFailure?.index).toBe(0);
  });
});

describe('sharing the cores', () => {
  it('two busy boxes get a core each, however many threads one of them starts', async () => {
    // Each burns for 1.5 s of wall time, one with eight threads, one with one: what each got is
    // its runtime. The scheduler shares between boxes (groups), not between threads.
    const code = (threads: number) => `#include <thread>
class Solution {
public:
    int solve(int n) {
        auto until = chrono::steady_clock::now() + chrono::milliseconds(1500);
        vector<thread> ts;
        for (int i = 0; i < ${threads}; i++) ts.emplace_back([until] { volatile long x = 0; while (chrono::steady_clock::now() < until) x++; });
        for (auto &t : ts) t.join();
        return 2 * n;
    }
};`;
    const run = (threads: number) =>
      judge.run({
        language: 'cpp',
        code: code(threads),
        signature: solve,
        checker: 'exact',
        tests: [{ input: [1], expected: 2 }],
        timeLimitMs: 10_000,
        memoryLimitMb: 256,
        stopOnFirstFailure: true,
      });
    // Compile both first, so that the two runs overlap.
    await Promise.all([run(8), run(1)]);
    const [many, one] = await Promise.all([run(8), run(1)]);
    expect(many.verdict).toBe('accepted');
    expect(one.verdict).toBe('accepted');
    // Without the boxes' groups, eight threads against one would take 8/9 of both cores (8x).
    expect(many.runtimeMs / one.runtimeMs, `${many.runtimeMs} vs ${one.runtimeMs}`).toBeLessThan(2.5);
    expect(one.runtimeMs).toBeGreaterThan(100);
  });
});
