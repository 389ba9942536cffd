import type { Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTED } from '../test/languages.ts';
import { createJudge, type Judge, type JudgeRequest } from './index.ts';

// Interpreters started ahead of their submission (prestart.ts) must give exactly the answers a
// cold start gives: same verdicts, output, errors and limits. Both judges here are real and
// sandboxed; `cold` never pre-starts.
const sig: Signature = {
  function: 'echoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'label', type: 'string' },
  ],
  returns: 'string',
};

const CODE = {
  python: `class Solution:
    def echoSum(self, nums: List[int], label: str) -> str:
        print("seen", len(nums))
        if label == "boom":
            raise ValueError("no " + label)
        if label == "hog":
            x = bytearray(400 * 1024 * 1024)
            return str(len(x))
        if label == "spin":
            while True:
                pass
        return label + ":" + str(sum(nums))
`,
  javascript: `var echoSum = function(nums, label) {
    console.log("seen", nums.length);
    if (label === "boom") throw new RangeError("no " + label);
    if (label === "hog") { const b = Buffer.alloc(600 * 1024 * 1024, 1); return String(b.length); }
    if (label === "spin") { for (;;) {} }
    return label + ":" + nums.reduce((a, b) => a + b, 0);
};`,
  ruby: `def echo_sum(nums, label)
    puts "seen #{nums.length}"
    raise ArgumentError, "no " + label if label == "boom"
    return ("x" * (400 * 1024 * 1024)).length.to_s if label == "hog"
    nil while label == "spin"
    label + ":" + nums.sum.to_s
end
`,
} as const;

let warm: Judge;
let cold: Judge;

beforeAll(async () => {
  [warm, cold] = await Promise.all([createJudge({ slots: 1 }), createJudge({ slots: 1, preStart: false })]);
});
afterAll(async () => {
  await Promise.all([warm.close(), cold.close()]);
});

function req(
  language: 'python' | 'javascript' | 'ruby',
  label: string,
  extra: Partial<JudgeRequest> = {},
): JudgeRequest {
  return {
    language,
    code: CODE[language],
    signature: sig,
    checker: 'exact',
    tests: [
      { input: [[1, 2, 3], 'a'], expected: 'a:6' },
      { input: [[4], label], expected: `${label}:4` },
    ],
    timeLimitMs: 1000,
    memoryLimitMb: 128,
    stopOnFirstFailure: true,
    ...extra,
  };
}

/** What must not depend on how the interpreter was started. */
const essence = (r: Awaited<ReturnType<Judge['run']>>) => ({
  verdict: r.verdict,
  testsPassed: r.testsPassed,
  error: r.error ? { type: r.error.type, message: r.error.message, line: r.error.line } : undefined,
  tests: r.tests.map((t) => ({ verdict: t.verdict, actual: t.actual, stdout: t.stdout })),
});

describe.each((['python', 'javascript', 'ruby'] as const).filter((l) => TESTED.has(l)))(
  '%s started ahead',
  (language) => {
    it('is used for the next submission in the language, and answers as a cold start does', async () => {
      await warm.run(req(language, 'first')); // leaves an interpreter started for the slot
      for (const label of ['b', 'boom', 'hog', 'spin']) {
        const w = await warm.run(req(language, label));
        const c = await cold.run(req(language, label));
        expect(w.preStarted, label).toBe(true);
        expect(c.preStarted, label).toBeUndefined();
        expect(essence(w), label).toEqual(essence(c));
      }
    }, 60_000);

    it('reports the memory a cold start reports', async () => {
      await warm.run(req(language, 'x'));
      const w = await warm.run(req(language, 'x'));
      const c = await cold.run(req(language, 'x'));
      expect(w.preStarted).toBe(true);
      // The interpreter's own memory counts in both; only page rounding and GC timing differ.
      expect(Math.abs(w.memoryMb - c.memoryMb)).toBeLessThan(Math.max(8, c.memoryMb * 0.25));
    });

    it('is not used when the submission would run another command, nor across languages', async () => {
      await warm.run(req(language, 'x'));
      const other = language === 'python' ? 'javascript' : 'python';
      const r = await warm.run({ ...req(other, 'x') });
      expect(r.verdict).toBe('accepted');
      expect(r.preStarted).toBeUndefined();
      if (language === 'javascript') {
        // Node's heap flag depends on the memory limit.
        await warm.run(req(language, 'x'));
        const big = await warm.run(req(language, 'x', { memoryLimitMb: 512 }));
        expect(big.verdict).toBe('accepted');
        expect(big.preStarted).toBeUndefined();
      }
    });
  },
);
