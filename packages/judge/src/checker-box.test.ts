import type { Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type Judge, type JudgeRequest, type JudgeTest } from './index.ts';

/**
 * Custom checkers run in a box of their own, after the learner's program, on all its answers at
 * once (checker-box.ts). Real sandbox. A checker that misbehaves is the problem's internal_error.
 */

const sig: Signature = {
  function: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

/** Any two distinct indices whose values sum to the target are right (as Two Sum's LeetCode checker). */
const PAIR_CHECKER = `export default function (input, expected, actual) {
  const [nums, target] = input;
  if (!Array.isArray(actual) || actual.length !== 2) return { ok: false, message: 'return two indices' };
  const [i, j] = actual;
  if (i === j) return { ok: false, message: 'the two indices must differ' };
  return nums[i] + nums[j] === target;
}`;

const tests: JudgeTest[] = [
  { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
  { input: [[3, 2, 4], 6], expected: [1, 2] },
  { input: [[1, 5, 5, 3], 10], expected: [1, 2] },
  { input: [[0, 4, 3, 0], 0], expected: [0, 3] },
];

/** Right, but every pair reversed: wrong for `exact`, right for the checker. */
const REVERSED = `var twoSum = function(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    if (seen.has(target - nums[i])) return [i, seen.get(target - nums[i])];
    seen.set(nums[i], i);
  }
  return [];
};`;

const REVERSED_PY = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [i, seen[target - x]]
            seen[x] = i
        return []
`;

/** Wrong from the second test on (returns the same index twice when one number is half the target). */
const SAME_INDEX = `var twoSum = function(nums, target) {
  for (let i = 0; i < nums.length; i++) if (nums[i] * 2 === target) return [i, i];
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
    seen.set(nums[i], i);
  }
  return [];
};`;

let judge: Judge;

beforeAll(async () => {
  judge = await createJudge({ slots: 1, preStart: false });
  const s = await judge.status();
  if (!s.sandbox.ok) throw new Error(`these tests need the sandbox: ${s.sandbox.reason}`);
}, 120_000);

afterAll(async () => {
  await judge?.close();
});

function req(code: string, customChecker: string, over: Partial<JudgeRequest> = {}): JudgeRequest {
  return {
    language: 'javascript',
    code,
    signature: sig,
    checker: 'custom',
    customChecker,
    tests,
    timeLimitMs: 500,
    memoryLimitMb: 128,
    stopOnFirstFailure: true,
    ...over,
  };
}

describe('a custom checker in its own box', () => {
  it('accepts any right answer, in every language', async () => {
    const js = await judge.run(req(REVERSED, PAIR_CHECKER));
    expect(js.verdict, JSON.stringify(js).slice(0, 800)).toBe('accepted');
    expect(js.testsPassed).toBe(tests.length);
    expect(js.tests.map((t) => t.actual)).toEqual([
      [1, 0],
      [2, 1],
      [2, 1],
      [3, 0],
    ]);
    const exact = await judge.run({ ...req(REVERSED, PAIR_CHECKER), checker: 'exact' });
    expect(exact.verdict).toBe('wrong_answer');
    const py = await judge.run(req(REVERSED_PY, PAIR_CHECKER, { language: 'python' }));
    expect(py.verdict, JSON.stringify(py).slice(0, 800)).toBe('accepted');
  }, 60_000);

  it('finds the first wrong answer, with the checker message, and stops there on Submit', async () => {
    const r = await judge.run(req(SAME_INDEX, PAIR_CHECKER));
    expect(r.verdict).toBe('wrong_answer');
    expect(r.testsPassed).toBe(1);
    expect(r.tests).toHaveLength(2);
    expect(r.firstFailure).toEqual({ index: 1, input: tests[1]?.input, expected: [1, 2], actual: [0, 0] });
    expect(r.error).toEqual({ type: 'WrongAnswer', message: 'the two indices must differ' });

    // Run: every test gets its verdict; a test without an expected output is only reported.
    const run = await judge.run(
      req(SAME_INDEX, PAIR_CHECKER, {
        stopOnFirstFailure: false,
        tests: [...tests, { input: [[4, 4], 8] }],
      }),
    );
    expect(run.tests.map((t) => t.verdict)).toEqual([
      'accepted',
      'wrong_answer',
      'wrong_answer',
      'wrong_answer',
      'accepted',
    ]);
    expect(run.tests[4]).toMatchObject({ checked: false, actual: [0, 0] });
  }, 60_000);

  it("keeps the learner's own verdicts (a crash, a time limit) and checks the answers before them", async () => {
    const crash = `var twoSum = function(nums, target) { if (nums.length === 4 && target === 0) throw new RangeError('boom'); return [1, 0]; };`;
    // [1, 0] is right for test 1 only: the checker's wrong answer on test 2 comes first.
    const r = await judge.run(req(crash, PAIR_CHECKER, { stopOnFirstFailure: false }));
    expect(r.tests.map((t) => t.verdict)).toEqual([
      'accepted',
      'wrong_answer',
      'wrong_answer',
      'runtime_error',
    ]);
    expect(r.verdict).toBe('wrong_answer');
    const slow = `var twoSum = function(nums, target) { if (nums.length === 3) for (;;) {} return [1, 0]; };`;
    const s = await judge.run(req(slow, PAIR_CHECKER));
    expect(s.verdict).toBe('time_limit_exceeded');
    expect(s.tests.map((t) => t.verdict)).toEqual(['accepted', 'time_limit_exceeded']);
  }, 60_000);

  it("neither sees the other: the checker's box has no learner file, the learner's no checker", async () => {
    const snoop = `var twoSum = function() {
      const fs = require('fs');
      const seen = [process.cwd(), ...fs.readdirSync('.'), ...fs.readdirSync('/tmp')].join(' ');
      return seen.includes('checker') ? [-1, -1] : [1, 0];
    };`;
    const checker = `import fs from 'node:fs';
export default (input, expected, actual) => {
  const here = [...fs.readdirSync('.'), ...fs.readdirSync('/tmp')].join(' ');
  if (/solution|main\\.cjs/.test(here)) return { ok: false, message: 'sees ' + here };
  return actual[0] === 1 && actual[1] === 0;
};`;
    const r = await judge.run(req(snoop, checker, { tests: [tests[0] as JudgeTest] }));
    expect(r.verdict, JSON.stringify(r).slice(0, 800)).toBe('accepted');
  }, 60_000);

  it('treats a learner answer that looks like a checker answer as data', async () => {
    const answer = `'R {"i":0,"ok":true}\\nR {"i":1,"ok":true}\\n'`;
    const quiet = `var solve = function(n) { return ${answer}; };`;
    const forge = `var solve = function(n) { require('fs').writeSync(3, ${answer}); return ${answer}; };`;
    const strSig: Signature = { function: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'string' };
    const only = 'export default (input, expected, actual) => actual === expected;';
    const two: JudgeTest[] = [
      { input: [1], expected: 'right' },
      { input: [2], expected: 'right' },
    ];
    const r = await judge.run(req(forge, only, { signature: strSig, tests: two }));
    // Writing on the judge's channel is the learner's own affair; never an acceptance.
    expect(['runtime_error', 'wrong_answer'], JSON.stringify(r).slice(0, 800)).toContain(r.verdict);
    const q = await judge.run(req(quiet, only, { signature: strSig, tests: two }));
    expect(q.verdict, JSON.stringify(q).slice(0, 800)).toBe('wrong_answer');
    expect(q.tests[0]?.actual).toBe('R {"i":0,"ok":true}\nR {"i":1,"ok":true}\n');
    expect(q.tests).toHaveLength(1);
  }, 60_000);

  it('ignores what the checker prints', async () => {
    const chatty = PAIR_CHECKER.replace(
      'const [nums, target] = input;',
      'const [nums, target] = input; console.log(\'R {"i":9,"ok":false}\'); process.stderr.write(\'noise\\n\');',
    );
    const r = await judge.run(req(REVERSED, chatty));
    expect(r.verdict, JSON.stringify(r).slice(0, 800)).toBe('accepted');
  }, 60_000);
});

describe('a checker that misbehaves is the problem internal_error, never the learner verdict', () => {
  const HOSTILE: Array<{ name: string; source: string; message: RegExp }> = [
    {
      name: 'loops',
      source: 'export default () => { for (;;) {} };',
      message: /ran over its \d+ ms limit on test 1/,
    },
    {
      name: 'throws',
      source: "export default () => { throw new TypeError('no idea'); };",
      message: /failed on test 1 of 4: .*TypeError.*no idea/,
    },
    {
      name: 'writes forged answers on the answer channel',
      source: `import fs from 'node:fs';
export default () => { fs.writeSync(3, 'R {"i":0,"ok":true}\\n'); return false; };`,
      message: /answered for test 1 when test 2 was fed|protocol/,
    },
    {
      name: 'writes forged answers for every test before the first is fed',
      source: `import fs from 'node:fs';
for (let i = 0; i < 4; i++) fs.writeSync(3, 'R {"i":' + i + ',"ok":true}\\n');
export default () => false;`,
      message: /protocol: an answer before the first test/,
    },
    {
      name: 'prints garbage on the answer channel',
      source: `import fs from 'node:fs';
export default () => { fs.writeSync(3, 'garbage\\n'); return true; };`,
      message: /protocol: a line the protocol does not know/,
    },
    {
      name: 'answers with a number',
      source: 'export default () => 1;',
      message: /returned number; it must return a boolean or \{ok, message\}/,
    },
    {
      name: 'has no default function',
      source: 'export const check = () => true;',
      message: /does not load: .*default export/,
    },
    {
      name: 'does not parse',
      source: 'export default (a, b => true;',
      message: /does not load: .*SyntaxError/,
    },
    { name: 'exits', source: 'export default () => process.exit(0);', message: /ended after 0 of 4 answers/ },
    {
      name: 'eats memory',
      source: 'const keep = []; export default () => { for (;;) keep.push(new Array(1e6).fill(1)); };',
      message: /out of memory|failed on test 1|ended after 0|limit/,
    },
  ];
  for (const h of HOSTILE) {
    it(h.name, async () => {
      const r = await judge.run(req(REVERSED, h.source));
      expect(r.verdict, JSON.stringify(r).slice(0, 800)).toBe('internal_error');
      expect(r.error?.type).toBe('CheckerError');
      expect(r.error?.message).toMatch(h.message);
      expect(r.testsPassed).toBe(0);
    }, 60_000);
  }

  it('without its source, refuses', async () => {
    const r = await judge.run(req(REVERSED, ''));
    expect(r.verdict).toBe('internal_error');
    expect(r.error?.message).toMatch(/needs the problem's checker source/);
  });

  it('the judge works normally afterwards', async () => {
    const r = await judge.run(req(REVERSED, PAIR_CHECKER));
    expect(r.verdict).toBe('accepted');
  }, 60_000);
});
