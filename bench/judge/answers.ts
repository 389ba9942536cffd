import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Judge, JudgeRequest, JudgeResult } from '@codecoach/judge';
import { createJudge } from '@codecoach/judge';
import { load, withApiServer } from './fairness.ts';
import { addRow, ms, percentile, sleep } from './stats.ts';

/**
 * C++ programs: they build and print their answer in a few ms, so answers reach the judge as
 * fast as a judging can send them and the judge's own reading is the most of each judging (the
 * worst case for the API). A Python program would spend most of its time making the list.
 */
const N = 400_000;
const EXPECTED = Array.from({ length: N }, (_, i) => i * 5 - 1_000_000);
const echo = (off: number) =>
  `class Solution { public: vector<int> echo(int n) { vector<int> a(${N}); for (int i = 0; i < ${N}; i++) a[i] = i * 5 - 1000000 + (i == ${N - 1} ? ${off} : 0); return a; } };`;
const HUGE = `class Solution { public: string solve(int n) { return string(90000000, 'y'); } };`;

// One tests array per problem, reused: the judge caches its encoded tests and expected JSON per array.
const LIST_TESTS = [{ input: [1], expected: EXPECTED }];
const TEXT_TESTS = [{ input: [1], expected: 'x' }];

interface Job {
  req: JudgeRequest;
  verdict: JudgeResult['verdict'];
  /** The error type required (AnswerTooLarge), or, when unset, any but AnswerTooLarge. */
  errorType?: string;
}

const listJob = (off: number, verdict: Job['verdict']): Job => ({
  req: {
    language: 'cpp',
    code: echo(off),
    signature: { function: 'echo', params: [{ name: 'n', type: 'int' }], returns: 'int[]' },
    checker: 'exact',
    tests: LIST_TESTS,
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  },
  verdict,
});
/** Every other judging returns the list with its last element changed: read whole, then wrong. */
const LARGEST_LEGAL: Job[] = [listJob(0, 'accepted'), listJob(1, 'wrong_answer')];
const OVERSIZED: Job[] = [
  {
    req: {
      language: 'cpp',
      code: HUGE,
      signature: { function: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'string' },
      checker: 'exact',
      tests: TEXT_TESTS,
      timeLimitMs: 2000,
      // Enough to build the 90 MB answer: it must be refused for its size, not for memory.
      memoryLimitMb: 1024,
      stopOnFirstFailure: true,
    },
    verdict: 'wrong_answer',
    errorType: 'AnswerTooLarge',
  },
];

/**
 * The same work with no judge: each program as a plain C++ process that builds its answer,
 * writes it as the harness would (one JSON line) to /dev/null and exits, started again and again
 * in two unconfined loops (a process per run, as a box per judging). What the programs alone cost
 * the API, beside what judging them costs it.
 */
const BARE: Record<'legal' | 'oversized', string> = {
  legal: `#include <bits/stdc++.h>
int main() { std::vector<int> a(${N}); for (int i = 0; i < ${N}; i++) a[i] = i * 5 - 1000000;
  std::string s = "R ["; for (int i = 0; i < ${N}; i++) { if (i) s += ','; s += std::to_string(a[i]); } s += "]\\n";
  fwrite(s.data(), 1, s.size(), stdout); return 0; }`,
  oversized: `#include <bits/stdc++.h>
int main() { std::string a(90000000, 'y'); std::string s = "R \\"" + a + "\\"\\n";
  fwrite(s.data(), 1, s.size(), stdout); return 0; }`,
};

function bareLoops(kind: keyof typeof BARE): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'answers-bare-'));
  writeFileSync(join(dir, 'p.cpp'), BARE[kind]);
  execFileSync('g++', ['-O2', '-o', join(dir, 'p'), join(dir, 'p.cpp')]);
  const loops = [0, 1].map(() =>
    spawn('sh', ['-c', `while :; do "${join(dir, 'p')}" > /dev/null; done`], {
      stdio: 'ignore',
      detached: true,
    }),
  );
  return async () => {
    for (const l of loops) {
      try {
        if (l.pid) process.kill(-l.pid, 'SIGKILL');
      } catch {}
    }
    await sleep(100);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Judges `job` and throws unless it got the verdict planned: else the phase measures something else. */
async function judgeOnce(judge: Judge, job: Job): Promise<JudgeResult> {
  const r = await judge.run(job.req);
  const type = r.error?.type;
  const typeOk = job.errorType ? type === job.errorType : type !== 'AnswerTooLarge';
  if (r.verdict !== job.verdict || !typeOk)
    throw new Error(
      `${job.req.signature.function}: ${r.verdict} ${JSON.stringify(r.error ?? r.compileOutput)}, expected ${job.verdict}${job.errorType ? ` (${job.errorType})` : ''}`,
    );
  return r;
}

/**
 * Both judge slots judging `jobs` in turn while the API is measured; the judgings that end within
 * the measured window are counted by verdict. A failed judging stops the loops; it is thrown once
 * the window is over (never left as an unhandled rejection in the middle of it).
 */
async function underJudging(
  judge: Judge,
  jobs: Job[],
  measure: () => Promise<number[]>,
): Promise<{ latencies: number[]; verdicts: Map<string, number>; loopDelay: { p99: number; max: number } }> {
  let stop = false;
  let counting = false;
  let failure: unknown;
  let next = 0;
  const verdicts = new Map<string, number>();
  const loop = async () => {
    while (!stop) {
      const r = await judgeOnce(judge, jobs[next++ % jobs.length] as Job);
      if (counting) verdicts.set(r.verdict, (verdicts.get(r.verdict) ?? 0) + 1);
    }
  };
  const loops = [loop(), loop()].map((p) =>
    p.catch((e: unknown) => {
      stop = true;
      failure ??= e;
    }),
  );
  let latencies: number[];
  // The event loop of this process (the API's and the judge's) during the window: whether what
  // the API waits for is this process, or the machine.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  try {
    // As in fairness: the slots are busy before the window opens.
    await sleep(500);
    counting = true;
    delay.enable();
    latencies = await measure();
    delay.disable();
    counting = false;
  } finally {
    stop = true;
    await Promise.all(loops);
  }
  if (failure) throw failure;
  return { latencies, verdicts, loopDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 } };
}

/**
 * The API while the judge reads the largest answers (issue 22): the latency of an authenticated
 * GET /api/auth/me (a session read from PostgreSQL, as in fairness) at a steady 100 requests/s in
 * three phases of equal length on the same server: the judge idle; both slots judging a ~3 MB
 * list of 400,000 integers, right and one-off in turn (each answer read and compared in the
 * answer-pool thread); both slots judging a 90 MB string where one letter is expected (refused
 * while it streams in: the program is stopped past the cap, 1 MB here, and nothing is parsed).
 */
export async function answers(quick: boolean): Promise<void> {
  const seconds = quick ? 4 : 10;
  const rate = 100;
  const judge = await createJudge({ slots: 2, preStart: false });
  try {
    await withApiServer(judge, 'cc_bench_answers', async ({ url, token }) => {
      // Each program judged once first: its compile is cached and the answer thread started, so
      // the loaded phases hold only running code and reading answers.
      for (const job of [...LARGEST_LEGAL, ...OVERSIZED]) await judgeOnce(judge, job);
      await load(url, token, rate, 1);

      const measure = () => load(url, token, rate, seconds);
      const idle = await measure();
      const legal = await underJudging(judge, LARGEST_LEGAL, measure);
      const oversized = await underJudging(judge, OVERSIZED, measure);
      const bare = async (kind: keyof typeof BARE) => {
        const stop = bareLoops(kind);
        try {
          await sleep(500);
          return await measure();
        } finally {
          await stop();
        }
      };
      const bareLegal = await bare('legal');
      const bareOversized = await bare('oversized');

      const p = (xs: number[], q: number) => percentile(xs, q);
      const section = `API latency under large answers (GET /api/auth/me, ${rate}/s, ${seconds} s a phase)`;
      const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
      const rows = (
        name: string,
        phase: {
          latencies: number[];
          verdicts: Map<string, number>;
          loopDelay: { p99: number; max: number };
        },
        same: number[],
      ) => {
        const xs = phase.latencies;
        addRow({
          section,
          case: name,
          bare: `p50 ${ms(p(idle, 50))} / p99 ${ms(p(idle, 99))} (judge idle)`,
          judged: `p50 ${ms(p(xs, 50))} / p99 ${ms(p(xs, 99))}`,
          result: `p99 ${(p(xs, 99) / p(idle, 99)).toFixed(1)}x idle`,
          target: '<= 1.5x idle',
          ok: p(xs, 99) <= 1.5 * p(idle, 99),
        });
        addRow({
          section,
          case: `${name}: against the same programs run bare (two unconfined loops, answers to /dev/null)`,
          bare: `p50 ${ms(p(same, 50))} / p99 ${ms(p(same, 99))} (no judge)`,
          judged: `p50 ${ms(p(xs, 50))} / p99 ${ms(p(xs, 99))}`,
          result: `p99 ${(p(xs, 99) / p(same, 99)).toFixed(2)}x bare`,
          target: '<= 1.5x bare',
          ok: p(xs, 99) <= 1.5 * p(same, 99),
        });
        const done = [...phase.verdicts.values()].reduce((a, b) => a + b, 0);
        addRow({
          section,
          case: `${name}: judgings ended in the phase`,
          bare: '',
          judged: `${done} (${(done / seconds).toFixed(1)}/s)`,
          result: `${[...phase.verdicts].map(([v, n]) => `${n} ${v}`).join(', ') || 'none'}; event loop delay p99 ${ms(phase.loopDelay.p99)}, max ${ms(phase.loopDelay.max)}`,
          target: 'report',
          ok: undefined,
        });
      };
      rows(
        `largest legal answers (${mb(Buffer.byteLength(JSON.stringify(EXPECTED)))} list, right / last off by one, C++)`,
        legal,
        bareLegal,
      );
      rows(
        'oversized answers (90 MB string for a one-letter one, refused AnswerTooLarge, C++)',
        oversized,
        bareOversized,
      );
    });
  } finally {
    await judge.close();
  }
}
