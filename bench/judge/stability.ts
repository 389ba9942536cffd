import type { Signature } from '@codecoach/contracts';
import { createJudge } from '@codecoach/judge';
import { bareHarness } from './bare.ts';
import { addRow, cv, median, ms } from './stats.ts';

const SIG: Signature = { function: 'collatzSteps', params: [{ name: 'n', type: 'int' }], returns: 'long' };
/** Pure computation with almost no memory: what is measured is the judge, not page faults. */
const CODE = {
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
  python: `class Solution:
    def collatzSteps(self, n: int) -> int:
        total = 0
        for i in range(1, n):
            x = i
            while x != 1:
                x = 3 * x + 1 if x & 1 else x >> 1
                total += 1
        return total
`,
  javascript: `var collatzSteps = function(n) {
    let total = 0;
    for (let i = 1; i < n; i++) {
        let x = i;
        while (x !== 1) { x = x % 2 ? 3 * x + 1 : x / 2; total++; }
    }
    return total;
};`,
};
const N: Record<keyof typeof CODE, number> = { cpp: 1_000_000, python: 30_000, javascript: 300_000 };

/**
 * The same submission judged 10 times: the reported runtimes must agree (CV <= 5%), unless the
 * machine itself is noisier. This machine is a shared VM whose speed moves by itself (the same
 * Python program, bare, takes 181 to 292 ms from one run to the next), so each judging is paired
 * with one run of the same harness with no sandbox (`bareHarness`), interleaved, and the judge is
 * held to the larger of 5% and 1.25 times the bare runs' own CV: the judge may not add noise of
 * its own, and cannot remove the machine's.
 */
export async function stability(_quick: boolean): Promise<void> {
  const judge = await createJudge({ slots: 1 });
  for (const lang of Object.keys(CODE) as Array<keyof typeof CODE>) {
    const n = N[lang];
    const req = {
      language: lang,
      code: CODE[lang],
      signature: SIG,
      checker: 'exact' as const,
      tests: [{ input: [n] }],
      timeLimitMs: 5000,
      memoryLimitMb: 256,
      stopOnFirstFailure: true,
    };
    const bare = await bareHarness(lang, SIG, CODE[lang], req.tests);
    await judge.run(req);
    await bare.once();
    const times: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      bareTimes.push(await bare.once());
      const r = await judge.run(req);
      if (r.verdict !== 'accepted') throw new Error(`${lang}: ${r.verdict}`);
      times.push(r.runtimeMs);
    }
    bare.close();
    const c = cv(times);
    const floor = Math.max(0.05, 1.25 * cv(bareTimes));
    addRow({
      section: 'stability, 10 judgings',
      case: `${lang} collatz (CPU-bound)`,
      bare: `median ${ms(median(bareTimes))}, CV ${(cv(bareTimes) * 100).toFixed(1)}%`,
      judged: `median ${ms(median(times))}`,
      result: `CV ${(c * 100).toFixed(1)}%`,
      target: `<= ${(floor * 100).toFixed(1)}% (5%, or 1.25x bare)`,
      ok: c <= floor,
    });
  }
  await judge.close();
}
