/**
 * The proof's margin rule for slow plants, with a stand-in judge (no sandbox, instant): a
 * `time_limit_exceeded` plant must exceed twice the limit, every other run keeps the limit as is.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Judge, type JudgeRequest, type JudgeResult, LANGUAGE_DEFS } from '@codecoach/judge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltProblem } from './build.ts';
import { readConfig } from './config.ts';
import { FIXTURE_YAML, fixtureFiles } from './fixture.test-util.ts';
import { loadProblemSource } from './load.ts';
import { type ProofReport, proveProblem, TLE_MARGIN } from './proof.ts';

const SLOW = '// slow\nclass Solution { public: int addTwo(int a, int b) { return a + b; } };\n';

// The brute force's `small` inputs: as many as asked for.
const GEN = 'import sys\nfor _ in range(int(sys.argv[3])):\n    print("[1,2]")\n';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-margin-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A judge whose every test takes 1 ms, except the slow plant's, which takes `slowMs` (C++ time). */
function fakeJudge(slowMs: number, seen: JudgeRequest[]): Judge {
  return {
    async run(req: JudgeRequest): Promise<JudgeResult> {
      seen.push(req);
      const limit = req.timeLimitMs * (LANGUAGE_DEFS[req.language]?.timeMultiplier ?? 1);
      const ms = req.code === SLOW ? slowMs * (LANGUAGE_DEFS[req.language]?.timeMultiplier ?? 1) : 1;
      const minus = req.code.includes('a - b');
      // validator.py (validator.ts) accepts every input here but the planted invalid one.
      const validating = req.signature.function === 'validate';
      const tests = req.tests.map((t, index) => {
        const [a, b] = t.input as [number, number];
        const actual = validating
          ? a > 10 ** 9
            ? 'a = 2000000000: the problem needs -10^9 <= a, b <= 10^9'
            : ''
          : minus
            ? a - b
            : a + b;
        const passed = t.expected === undefined || t.expected === actual;
        const verdict = ms > limit ? 'time_limit_exceeded' : passed ? 'accepted' : 'wrong_answer';
        return {
          index,
          verdict,
          passed: verdict === 'accepted',
          checked: true,
          actual,
          runtimeMs: ms,
          stdout: '',
        } as const;
      });
      const failed = tests.find((t) => t.verdict !== 'accepted');
      const upTo = failed ? tests.slice(0, failed.index + 1) : tests;
      return {
        verdict: failed?.verdict ?? 'accepted',
        runtimeMs: upTo.reduce((s, t) => s + t.runtimeMs, 0),
        memoryMb: 1,
        testsPassed: upTo.filter((t) => t.passed).length,
        totalTests: tests.length,
        tests: upTo,
        ...(failed
          ? {
              firstFailure: {
                index: failed.index,
                input: req.tests[failed.index]?.input ?? [],
                expected: req.tests[failed.index]?.expected,
                actual: failed.actual,
              },
            }
          : {}),
        sandboxed: true,
      };
    },
    status: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  };
}

async function prove(slowMs: number, seen: JudgeRequest[]): Promise<ProofReport> {
  const yaml = FIXTURE_YAML.replace(
    'wrong:\n',
    'wrong:\n  - file: wrong/slow.cpp\n    expect: time_limit_exceeded\n    why: "Slow"\n',
  );
  for (const [path, text] of fixtureFiles({ 'problem.yaml': yaml, 'wrong/slow.cpp': SLOW, 'gen.py': GEN })) {
    const full = join(root, 'add-two', path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, text);
  }
  const source = await loadProblemSource('add-two', root);
  const tests = [
    { input: [1, 2], expected: 3, hidden: false, origin: 'example 1' },
    { input: [5, 7], expected: 12, hidden: true, origin: 'large 1' },
  ];
  const { slug, version, meta, statement, editorial, solutions } = source;
  const built: BuiltProblem = { slug, version, meta, statement, editorial, solutions, tests };
  const judge = fakeJudge(slowMs, seen);
  return proveProblem(source, async () => built, {
    judge: async () => judge,
    config: readConfig(),
    cache: false,
  });
}

describe('time_limit_exceeded plants', () => {
  it('run at twice the limit, and every other run at the limit itself', async () => {
    const seen: JudgeRequest[] = [];
    const report = await prove(1000 * TLE_MARGIN + 500, seen);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    const slow = seen.filter((r) => r.code === SLOW);
    expect(slow.map((r) => r.timeLimitMs)).toEqual([1000 * TLE_MARGIN]);
    const programs = seen.filter((r) => r.code !== SLOW && r.signature.function !== 'validate');
    expect(programs.every((r) => r.timeLimitMs === 1000)).toBe(true);
    expect(report.checks.map((c) => c.name)).toContain(
      'wrong/slow.cpp gets time_limit_exceeded (at 2x the limit)',
    );
    expect(report.checks.find((c) => c.name === 'wrong/minus.py gets wrong_answer')?.ok).toBe(true);
  });

  it('fail when the plant exceeds the limit but not twice the limit', async () => {
    const report = await prove(1500, []);
    expect(report.ok).toBe(false);
    const check = report.checks.find((c) => c.name.startsWith('wrong/slow.cpp'));
    expect(check?.ok).toBe(false);
    expect(check?.detail).toBe(
      'planted for time_limit_exceeded (at 2x the limit), got accepted with 2000 ms per test (2x the 1000 ms cpp limit); its slowest test took 1500 ms on example 1',
    );
  });
});
