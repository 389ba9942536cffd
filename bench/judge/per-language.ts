import type { Language, Signature } from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';
import { bareHarness } from './bare.ts';
import { addRow, cv, median, ms } from './stats.ts';

/** `work(n)`: the signature of the per-language sections' CPU workloads (go.ts, ruby.ts). */
export const N_SIG: Signature = { function: 'work', params: [{ name: 'n', type: 'int' }], returns: 'long' };

/** The judged runtime of `work(n)` in `code`; anything but accepted stops the bench. */
export async function runtimeOf(judge: Judge, language: Language, code: string, n: number): Promise<number> {
  const r = await judge.run({
    language,
    code,
    signature: N_SIG,
    checker: 'exact',
    tests: [{ input: [n] }],
    timeLimitMs: 10_000,
    memoryLimitMb: 512,
    stopOnFirstFailure: true,
  });
  if (r.verdict !== 'accepted')
    throw new Error(`${language}: ${r.verdict} ${r.compileOutput ?? ''} ${JSON.stringify(r.error ?? '')}`);
  return r.runtimeMs;
}

/** Stability: 10 identical judgings of `work(n)`, each paired with a bare run of the harness; the runtime's CV. */
export async function stabilityRow(judge: Judge, language: Language, code: string, n: number): Promise<void> {
  const bare = await bareHarness(language as Parameters<typeof bareHarness>[0], N_SIG, code, [
    { input: [n] },
  ]);
  await bare.once();
  const times: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    bareTimes.push(await bare.once());
    times.push(await runtimeOf(judge, language, code, n));
  }
  bare.close();
  const c = cv(times);
  addRow({
    section: 'stability, 10 judgings',
    case: `${language} collatz (CPU-bound)`,
    bare: `median ${ms(median(bareTimes))}, CV ${(cv(bareTimes) * 100).toFixed(1)}%`,
    judged: `median ${ms(median(times))}`,
    result: `CV ${(c * 100).toFixed(1)}%`,
    target: '<= 5%',
    ok: c <= 0.05,
  });
}
