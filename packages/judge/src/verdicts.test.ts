import { LANGUAGES, type Language, type Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTED } from '../test/languages.ts';
import { PROBES } from '../test/probes.ts';
import { createJudge, type Judge } from './index.ts';
import { detectToolchains } from './toolchains.ts';

const sig: Signature = { function: 'probe', params: [{ name: 'mode', type: 'int' }], returns: 'int' };
const tests = [0, 5, 1, 4, 3, 2].map((mode) => ({ input: [mode], expected: mode === 0 ? 100000 : 5 }));

/** What each language reports for mode 1 (an exception on line 6 of the learner's code). */
const EXCEPTION: Record<Language, { type: string; line?: number }> = {
  javascript: { type: 'TypeError', line: 6 },
  python: { type: 'IndexError', line: 6 },
  java: { type: 'java.lang.ArrayIndexOutOfBoundsException', line: 6 },
  cpp: { type: 'std::out_of_range' },
  c: { type: 'SIGFPE' },
  csharp: { type: 'System.IndexOutOfRangeException', line: 6 },
  ruby: { type: 'IndexError', line: 6 },
  rust: { type: 'panic', line: 6 },
  go: { type: 'panic', line: 6 },
  typescript: { type: 'TypeError', line: 6 },
};

const BROKEN: Record<Language, { code: string; line: number }> = {
  javascript: { code: 'var probe = function(mode) {\n  return mode +;\n};', line: 2 },
  python: {
    code: 'class Solution:\n    def probe(self, mode: int) -> int:\n        return mode +\n',
    line: 3,
  },
  java: {
    code: 'class Solution {\n    public int probe(int mode) {\n        return mode + undefinedName;\n    }\n}',
    line: 3,
  },
  cpp: {
    code: 'class Solution {\npublic:\n    int probe(int mode) {\n        return mode + undefinedName;\n    }\n};',
    line: 4,
  },
  c: { code: 'int probe(int mode) {\n    return mode + undefinedName;\n}', line: 2 },
  csharp: {
    code: 'public class Solution {\n    public int Probe(int mode) {\n        return mode + undefinedName;\n    }\n}',
    line: 3,
  },
  ruby: { code: '# @param {Integer} mode\ndef probe(mode)\n    mode + )\nend\n', line: 3 },
  rust: {
    code: 'impl Solution {\n    pub fn probe(mode: i32) -> i32 {\n        mode + undefined_name\n    }\n}',
    line: 3,
  },
  go: { code: 'func probe(mode int) int {\n    return mode + undefinedName\n}', line: 2 },
  typescript: { code: 'function probe(mode: number): number {\n  return mode + "1";\n}', line: 2 },
};

/** The probe's request in `language`, without its code, tests and mode. */
const probeRequest = (language: Language) => ({
  language,
  signature: sig,
  checker: 'exact' as const,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
});
/** Each probe test's verdict, in the order of `tests`. */
const PROBE_VERDICTS = [
  'accepted',
  'accepted',
  'runtime_error',
  'runtime_error',
  'memory_limit_exceeded',
  'time_limit_exceeded',
];

let judge: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2 });
});
afterAll(() => judge.close());

describe('every verdict, in every language', () => {
  for (const language of LANGUAGES.filter((l) => TESTED.has(l))) {
    it(`${language}: deep recursion passes; exception, overflow, memory and time each get their verdict`, async () => {
      const base = probeRequest(language);
      const r = await judge.run({ ...base, code: PROBES[language], tests, stopOnFirstFailure: false });
      expect(r.tests.map((t) => t.verdict)).toEqual(PROBE_VERDICTS);
      expect(r.tests[1]?.stdout).toBe('hello 5\n');
      expect(r.tests[0]?.stdout).toBe('');
      expect(r.tests[2]?.error).toMatchObject(EXCEPTION[language]);
      expect(r.tests[3]?.error?.type).toMatch(/StackOverflow|RecursionError|RangeError|SystemStackError/);
      expect(r.verdict).toBe('runtime_error');
      expect(r.testsPassed).toBe(2);
      expect(r.firstFailure).toEqual({ index: 2, input: [1], expected: 5, actual: undefined });

      // Submit stops at the first failure: the endless loop after it never runs.
      const t0 = performance.now();
      const s = await judge.run({ ...base, code: PROBES[language], tests, stopOnFirstFailure: true });
      expect(s.verdict).toBe('runtime_error');
      expect(s.tests.map((t) => t.index)).toEqual([0, 1, 2]);
      expect(performance.now() - t0).toBeLessThan(15_000);

      const c = await judge.run({ ...base, code: BROKEN[language].code, tests, stopOnFirstFailure: true });
      expect(c.verdict).toBe('compilation_error');
      expect(c.tests).toEqual([]);
      expect(c.compileOutput).toMatch(new RegExp(`\\b${BROKEN[language].line}\\b`));
      expect(c.compileOutput).not.toMatch(/\/(tmp|usr|box|judge|root|work)\//);
      // Where the compiler quotes the source, it quotes the learner's own line, not the harness's
      // prelude (C++ once quoted its ListNode constructors under the learner's line numbers).
      const quoted = /^\s*(\d+) \| (.*)$/m.exec(c.compileOutput ?? '');
      if (quoted) {
        const learnerLine = BROKEN[language].code.split('\n')[Number(quoted[1]) - 1] ?? '';
        expect(quoted[2]?.trim()).toBe(learnerLine.trim());
      }
    });
  }
});

describe("a quick build (the tutor's programs): the compiler's speed, the same program", () => {
  it('C and C++ build at -Og, which takes the precompiled header, cached apart, linking the judged harness', async () => {
    const tcs = await detectToolchains({ only: ['cpp', 'c'] });
    for (const id of ['cpp', 'c'] as const) {
      const tc = tcs.get(id);
      if (!tc?.available) continue;
      expect(tc.compile?.(undefined).argv).toContain('-O2');
      expect(tc.quick?.compile?.(undefined).argv).toContain('-Og');
      expect(tc.quick?.compile?.(undefined).argv).not.toContain('-O2');
      expect(tc.quick?.cacheSalt).not.toBe(tc.cacheSalt);
      // C++'s harness object, compiled once per signature, is the judged build's in both.
      if (tc.compileObject) {
        expect(tc.quick?.compileObject?.(undefined).argv).toEqual(tc.compileObject(undefined).argv);
        expect(tc.quick?.objectSalt).toBe(tc.cacheSalt);
      }
    }
  });

  for (const language of (['cpp', 'c'] as const).filter((l) => TESTED.has(l))) {
    it(`${language}: every verdict and the compile error's line as in the judged build`, async () => {
      const base = { ...probeRequest(language), quickBuild: true };
      const r = await judge.run({ ...base, code: PROBES[language], tests, stopOnFirstFailure: false });
      expect(r.tests.map((t) => t.verdict)).toEqual(PROBE_VERDICTS);
      expect(r.tests[2]?.error).toMatchObject(EXCEPTION[language]);
      const c = await judge.run({ ...base, code: BROKEN[language].code, tests, stopOnFirstFailure: true });
      expect(c.verdict).toBe('compilation_error');
      expect(c.compileOutput).toMatch(new RegExp(`\\b${BROKEN[language].line}\\b`));
    });
  }
});

describe('stack overflow is never a memory verdict', () => {
  // JDK 17 spends native memory in proportion to the frames it unwinds after a
  // StackOverflowError: on a 64 MiB thread that reached the box's limit in about one run in four.
  it('java: endless recursion is a runtime error every time', async () => {
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        judge.run({
          language: 'java',
          code: PROBES.java,
          signature: sig,
          checker: 'exact',
          timeLimitMs: 1000,
          memoryLimitMb: 256,
          tests: [{ input: [4], expected: 5 }],
          stopOnFirstFailure: true,
        }),
      ),
    );
    for (const r of runs) {
      expect(r.verdict).toBe('runtime_error');
      expect(r.error?.type).toBe('java.lang.StackOverflowError');
    }
  });
});

describe('Rust: what LeetCode does', () => {
  it('an integer overflow panics (overflow checks on, as LeetCode), a runtime error on its line', async () => {
    const r = await judge.run({
      language: 'rust',
      code: 'impl Solution {\n    pub fn probe(mode: i32) -> i32 {\n        let big = i32::MAX - 1 + mode;\n        big + 1\n    }\n}',
      signature: sig,
      checker: 'exact',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      tests: [
        { input: [0], expected: 2147483647 },
        { input: [1], expected: 0 },
      ],
      stopOnFirstFailure: true,
    });
    expect(r.tests.map((t) => t.verdict)).toEqual(['accepted', 'runtime_error']);
    expect(r.error).toMatchObject({ type: 'panic', line: 4 });
    expect(r.error?.message).toMatch(/attempt to add with overflow \(solution\.rs:4:9\)/);
  });
});
