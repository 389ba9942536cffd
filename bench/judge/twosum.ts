import type { Language } from '@codecoach/contracts';
import { createJudge } from '@codecoach/judge';
import { bareHarness } from './bare.ts';
import { addRow, median, ms } from './stats.ts';
import { type BenchLanguage, TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

/** The judge's Two Sum harness for `lang`, run bare (bare.ts). */
export const twoSumBare = (lang: Language & BenchLanguage, tests = twoSumTests()) =>
  bareHarness(lang, TWO_SUM, TWO_SUM_CODE[lang], tests);

export async function twosum(quick: boolean): Promise<void> {
  await twosumRows(quick, true, ['javascript', 'python', 'java', 'cpp']);
  await twosumRows(quick, false, ['javascript', 'python']);
}

async function twosumRows(quick: boolean, preStart: boolean, languages: BenchLanguage[]): Promise<void> {
  const judge = await createJudge({ slots: 1, preStart });
  const n = quick ? 5 : 11;
  for (const lang of languages) {
    const tests = twoSumTests();
    const bareRun = await twoSumBare(lang, tests);
    const req = {
      language: lang,
      code: TWO_SUM_CODE[lang],
      signature: TWO_SUM,
      checker: 'unordered' as const,
      tests,
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      stopOnFirstFailure: true,
    };
    const warm = await judge.run(req);
    if (warm.verdict !== 'accepted')
      throw new Error(`${lang}: ${warm.verdict} ${JSON.stringify(warm.error ?? warm.compileOutput)}`);
    await bareRun.once();
    const bare: number[] = [];
    const judged: number[] = [];
    for (let i = 0; i < n; i++) {
      bare.push(await bareRun.once());
      const t0 = performance.now();
      const r = await judge.run(req);
      judged.push(performance.now() - t0);
      if (r.verdict !== 'accepted') throw new Error(`${lang}: ${r.verdict}`);
      // Let the used box be replaced before the next bare run, so it does not slow that one.
      await new Promise((res) => setTimeout(res, 150));
    }
    bareRun.close();
    const ratio = median(judged) / median(bare);
    const target = lang === 'cpp' || !preStart ? undefined : 1.3;
    addRow({
      section: 'Two Sum, 50 tests (median)',
      case: `${lang}${lang === 'java' || lang === 'cpp' ? ' (compile cached)' : preStart ? ' (interpreter started ahead)' : ' (cold interpreter)'}`,
      bare: ms(median(bare)),
      judged: ms(median(judged)),
      result: `${ratio.toFixed(2)}x`,
      target: target ? `<= ${target}x` : 'report',
      ok: target ? ratio <= target : undefined,
    });
  }
  await judge.close();
}
