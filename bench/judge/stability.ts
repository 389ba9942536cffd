import type { Signature } from '@codecoach/contracts';
import { createJudge } from '@codecoach/judge';
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

/** The same submission judged 10 times: the reported runtimes must agree (CV <= 5%). */
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
    await judge.run(req);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await judge.run(req);
      if (r.verdict !== 'accepted') throw new Error(`${lang}: ${r.verdict}`);
      times.push(r.runtimeMs);
    }
    const c = cv(times);
    addRow({
      section: 'stability, 10 judgings',
      case: `${lang} collatz (CPU-bound)`,
      bare: '',
      judged: `median ${ms(median(times))}`,
      result: `CV ${(c * 100).toFixed(1)}%`,
      target: '<= 5%',
      ok: c <= 0.05,
    });
  }
  await judge.close();
}
