import { readFileSync } from 'node:fs';
import { createJudge } from '@codecoach/judge';
import { addRow, median } from './stats.ts';
import { twoSumBare } from './twosum.ts';
import { TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

/** CPU time the whole machine spent (all processes and kernel threads), in ms, from /proc/stat. */
function machineCpuMs(): number {
  const f = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user, nice, system, irq, softirq, steal: everything but idle and iowait (in 10 ms ticks).
  return ((f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0) + (f[5] ?? 0) + (f[6] ?? 0) + (f[7] ?? 0)) * 10;
}

/**
 * A stream of Python Two Sum submissions on 2 workers: judged vs the same harness run bare.
 * Bare and judged streams alternate, three rounds each (after a warm-up of both), so that a
 * passing disturbance of the machine hits both sides; the rate of each is the median of its
 * rounds. A round is long enough (120 submissions, 3-4 s here) for the judge to be in its steady
 * state: with 24 it lasted 0.6 s on this VM, mostly the judge's own code warming up.
 */
export async function throughput(quick: boolean): Promise<void> {
  const count = quick ? 24 : 120;
  const rounds = quick ? 1 : 3;
  const workers = 2;
  const tests = twoSumTests();
  const bareRun = await twoSumBare('python', tests);
  const stream = async (job: () => Promise<void>, n: number) => {
    let next = 0;
    const cpu0 = machineCpuMs();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next++ < n) await job();
      }),
    );
    return { rate: n / ((performance.now() - t0) / 1000), cpuMs: (machineCpuMs() - cpu0) / n };
  };
  const bareJob = async () => {
    await bareRun.once();
  };
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
  const judgedJob = async () => {
    const r = await judge.run(req);
    if (r.verdict !== 'accepted') throw new Error(r.verdict);
  };
  await stream(bareJob, 8);
  await stream(judgedJob, 16);
  const bare: Array<{ rate: number; cpuMs: number }> = [];
  const judged: Array<{ rate: number; cpuMs: number }> = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await stream(bareJob, count));
    judged.push(await stream(judgedJob, count));
  }
  await judge.close();
  bareRun.close();
  const bareRate = median(bare.map((b) => b.rate));
  const judgedRate = median(judged.map((j) => j.rate));
  const ratio = judgedRate / bareRate;
  const cpu = (xs: Array<{ cpuMs: number }>) => median(xs.map((x) => x.cpuMs)).toFixed(1);
  addRow({
    section: 'throughput, 2 workers',
    case: `python Two Sum, ${rounds} x ${count} each way`,
    bare: `${bareRate.toFixed(2)} /s (${cpu(bare)} ms CPU each)`,
    judged: `${judgedRate.toFixed(2)} /s (${cpu(judged)} ms CPU each)`,
    result: `${ratio.toFixed(2)}x (rounds ${judged.map((j, k) => (j.rate / (bare[k]?.rate ?? 1)).toFixed(2)).join(', ')})`,
    target: '>= 0.8x',
    ok: ratio >= 0.8,
  });
}
