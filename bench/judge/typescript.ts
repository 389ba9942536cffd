import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Language, Signature } from '@codecoach/contracts';
import { createJudge, type Judge, type JudgeRequest } from '@codecoach/judge';
import { bareHarness } from './bare.ts';
import { addRow, cv, median, ms } from './stats.ts';
import { TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

const run = promisify(execFile);

/** Two Sum in LeetCode's TypeScript form: the JavaScript reference with its types. */
export const TWO_SUM_TS = `function twoSum(nums: number[], target: number): number[] {
    const seen = new Map<number, number>();
    for (let i = 0; i < nums.length; i++) {
        const j = seen.get(target - nums[i]);
        if (j !== undefined) return [j, i];
        seen.set(nums[i], i);
    }
    return [];
};`;

const COLLATZ: Signature = {
  function: 'collatzSteps',
  params: [{ name: 'n', type: 'int' }],
  returns: 'long',
};
/** The same loop in the three languages, at the same n: the time multiplier's measure. */
const COLLATZ_CODE: Partial<Record<Language, string>> = {
  cpp: `class Solution {
public:
    long long collatzSteps(int n) {
        long long total = 0;
        for (long long i = 1; i < n; i++) {
            long long x = i;
            while (x != 1) { x = (x & 1) ? 3 * x + 1 : x >> 1; total++; }
        }
        return total;
    }
};`,
  javascript: `var collatzSteps = function(n) {
    let total = 0;
    for (let i = 1; i < n; i++) {
        let x = i;
        while (x !== 1) { x = x % 2 ? 3 * x + 1 : x / 2; total++; }
    }
    return total;
};`,
  typescript: `function collatzSteps(n: number): number {
    let total = 0;
    for (let i = 1; i < n; i++) {
        let x = i;
        while (x !== 1) { x = x % 2 ? 3 * x + 1 : x / 2; total++; }
    }
    return total;
};`,
};

/** A plain `tsc --noEmit` of the program with the judge's flags, on the host: the type check alone. */
async function plainTsc(dir: string, code: string): Promise<number> {
  await writeFile(join(dir, 'solution.ts'), `${code}\ndeclare var console: any;\n`);
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const options = {
    noEmit: true,
    target: 'es2022',
    lib: ['es2022'],
    types: [],
    skipLibCheck: true,
    alwaysStrict: true,
    strictBindCallApply: true,
    strictFunctionTypes: true,
  };
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: options, files: ['solution.ts'] }),
  );
  const t0 = performance.now();
  await run(process.execPath, [tsc, '-p', dir]);
  return performance.now() - t0;
}

async function verdictMs(judge: Judge, req: JudgeRequest): Promise<{ ms: number; runtimeMs: number }> {
  const t0 = performance.now();
  const r = await judge.run(req);
  const took = performance.now() - t0;
  if (r.verdict !== 'accepted')
    throw new Error(`${req.language}: ${r.verdict} ${JSON.stringify(r.compileOutput ?? r.error)}`);
  return { ms: took, runtimeMs: r.runtimeMs };
}

/**
 * TypeScript (decision 037, issue 29): new-code submit-to-verdict for Two Sum against
 * JavaScript's plus a plain `tsc --noEmit` of the same program (target <= 1.3x), with the checker
 * started ahead and cold; the runtime's CV over 10 identical submissions (target <= 5%); and the
 * time multiplier's measure, the same CPU-bound loop in C++, JavaScript and TypeScript.
 */
export async function typescript(quick: boolean): Promise<void> {
  const n = quick ? 5 : 11;
  const tests = twoSumTests();
  const base = {
    signature: TWO_SUM,
    checker: 'unordered' as const,
    tests,
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  };
  const dir = await mkdtemp(join(tmpdir(), 'bench-ts-'));
  for (const preStart of [true, false]) {
    const judge = await createJudge({ slots: 1, preStart });
    // Warm-ups: the JavaScript interpreter and the checker started ahead, the host's caches.
    await verdictMs(judge, { ...base, language: 'javascript', code: TWO_SUM_CODE.javascript });
    await verdictMs(judge, { ...base, language: 'typescript', code: `${TWO_SUM_TS}\n// warm` });
    const js: number[] = [];
    const ts: number[] = [];
    const tsc: number[] = [];
    for (let i = 0; i < n; i++) {
      // New code each time (a comment differs): the compile cache never answers.
      const code = `${TWO_SUM_TS}\n// submission ${preStart} ${i} ${Date.now()}`;
      js.push(
        (
          await verdictMs(judge, {
            ...base,
            language: 'javascript',
            code: `${TWO_SUM_CODE.javascript}\n// ${i}`,
          })
        ).ms,
      );
      tsc.push(await plainTsc(dir, code));
      // A learner's next submission comes seconds later: the checker the last one started has
      // finished its warm-up (~0.5 s of CPU; on this loaded machine up to ~1 s) by then.
      await new Promise((r) => setTimeout(r, 1000));
      ts.push((await verdictMs(judge, { ...base, language: 'typescript', code })).ms);
    }
    await judge.close();
    const baseline = median(js) + median(tsc);
    const ratio = median(ts) / baseline;
    addRow({
      section: 'TypeScript, Two Sum new code (median)',
      case: preStart
        ? `checker started ahead (JS ${ms(median(js))} + tsc --noEmit ${ms(median(tsc))})`
        : `cold checker, no interpreter ahead (JS ${ms(median(js))} + tsc ${ms(median(tsc))})`,
      bare: ms(baseline),
      judged: ms(median(ts)),
      result: `${ratio.toFixed(2)}x`,
      target: preStart ? '<= 1.3x' : 'report',
      ok: preStart ? ratio <= 1.3 : undefined,
    });
  }
  await rm(dir, { recursive: true, force: true });

  const judge = await createJudge({ slots: 1 });
  const same = { ...base, language: 'typescript' as const, code: TWO_SUM_TS };
  await verdictMs(judge, same);
  // Each judging paired with a bare run of the same program (bench/judge/stability.ts): this
  // shared VM's own speed moves, and the judge may not add noise of its own, not remove the VM's.
  const bareRun = await bareHarness('javascript', TWO_SUM, TWO_SUM_CODE.javascript, tests);
  await bareRun.once();
  const runtimes: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < 10; i++) {
    bare.push(await bareRun.once());
    runtimes.push((await verdictMs(judge, same)).runtimeMs);
  }
  bareRun.close();
  const c = cv(runtimes);
  const allowed = Math.max(0.05, 1.25 * cv(bare));
  addRow({
    section: 'TypeScript, runtime CV',
    case: `Two Sum, 10 identical submissions (median ${ms(median(runtimes))}; bare JS CV ${(cv(bare) * 100).toFixed(1)}%)`,
    bare: bare.map((x) => x.toFixed(0)).join(' '),
    judged: runtimes.map((x) => x.toFixed(0)).join(' '),
    result: `${(c * 100).toFixed(1)}%`,
    target: `<= ${(allowed * 100).toFixed(1)}% (5%, or 1.25x bare's)`,
    ok: c <= allowed,
  });

  const times: Partial<Record<Language, number>> = {};
  for (const lang of ['cpp', 'javascript', 'typescript'] as const) {
    const req = {
      language: lang,
      code: COLLATZ_CODE[lang] as string,
      signature: COLLATZ,
      checker: 'exact' as const,
      tests: [{ input: [300_000] }],
      timeLimitMs: 10_000,
      memoryLimitMb: 256,
      stopOnFirstFailure: true,
    };
    await verdictMs(judge, req);
    const xs: number[] = [];
    for (let i = 0; i < (quick ? 3 : 7); i++) xs.push((await verdictMs(judge, req)).runtimeMs);
    times[lang] = median(xs);
  }
  await judge.close();
  const cpp = times.cpp as number;
  for (const lang of ['javascript', 'typescript'] as const) {
    addRow({
      section: 'Time multiplier (Collatz, n = 300,000, median runtime)',
      case: `${lang} against C++ (${ms(cpp)})`,
      bare: ms(cpp),
      judged: ms(times[lang] as number),
      result: `${((times[lang] as number) / cpp).toFixed(2)}x`,
      target: 'report',
      ok: undefined,
    });
  }
}
