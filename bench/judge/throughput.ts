import { rmSync } from 'node:fs';
import { createJudge } from '@codecoach/judge';
import { runBare } from './bare.ts';
import { addRow } from './stats.ts';
import { bareHarness } from './twosum.ts';
import { TWO_SUM, TWO_SUM_CODE } from './workloads.ts';

/** A stream of Python Two Sum submissions on 2 workers: judged vs the same harness run bare. */
export async function throughput(quick: boolean): Promise<void> {
  const count = quick ? 8 : 24;
  const workers = 2;
  const { dir, run, tests } = await bareHarness('python');
  const pool = async (job: () => Promise<void>) => {
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next++ < count) await job();
      }),
    );
    return count / ((performance.now() - t0) / 1000);
  };
  await runBare(run.argv, dir, run.env);
  const bare = await pool(async () => {
    await runBare(run.argv, dir, run.env);
  });
  const judge = await createJudge({ slots: workers });
  const req = {
    language: 'python' as const,
    code: TWO_SUM_CODE.python,
    signature: TWO_SUM,
    checker: 'unordered' as const,
    tests,
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  };
  await judge.run(req);
  const judged = await pool(async () => {
    const r = await judge.run(req);
    if (r.verdict !== 'accepted') throw new Error(r.verdict);
  });
  await judge.close();
  rmSync(dir, { recursive: true, force: true });
  const ratio = judged / bare;
  addRow({
    section: 'throughput, 2 workers',
    case: `python Two Sum x${count}`,
    bare: `${bare.toFixed(2)} /s`,
    judged: `${judged.toFixed(2)} /s`,
    result: `${ratio.toFixed(2)}x`,
    target: '>= 0.8x',
    ok: ratio >= 0.8,
  });
}
