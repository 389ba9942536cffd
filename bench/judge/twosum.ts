import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createJudge } from '@codecoach/judge';
import { detectToolchains, encodeJsonLines, encodeTokens, LANGUAGE_DEFS } from '@codecoach/judge/internal';
import { folder, runBare } from './bare.ts';
import { addRow, median, ms } from './stats.ts';
import { type BenchLanguage, TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

/** Prepares the exact harness the judge would run, in a plain folder, compiled on the host. */
export async function bareHarness(lang: BenchLanguage, tests = twoSumTests()) {
  const toolchains = await detectToolchains([lang]);
  const tc = toolchains.get(lang);
  if (!tc?.available) throw new Error(`${lang} unavailable`);
  const def = LANGUAGE_DEFS[lang];
  const inputs = tests.map((t) => t.input);
  const data = def.testFormat === 'json' ? encodeJsonLines(TWO_SUM, inputs) : encodeTokens(TWO_SUM, inputs);
  const dir = folder({ ...def.sources(TWO_SUM_CODE[lang], TWO_SUM), 'tests.in': data }, 0o644);
  if (tc.compile) {
    mkdirSync(join(dir, 'out'));
    const c = tc.compile(undefined);
    execFileSync(c.argv[0] as string, c.argv.slice(1), { cwd: dir, env: c.env });
  }
  const run = tc.run({ memoryMb: 256, stackMb: 128 });
  return { dir, run, tests };
}

export async function twosum(quick: boolean): Promise<void> {
  await twosumRows(quick, true, ['javascript', 'python', 'java', 'cpp']);
  await twosumRows(quick, false, ['javascript', 'python']);
}

async function twosumRows(quick: boolean, preStart: boolean, languages: BenchLanguage[]): Promise<void> {
  const judge = await createJudge({ slots: 1, preStart });
  const n = quick ? 5 : 11;
  for (const lang of languages) {
    const { dir, run, tests } = await bareHarness(lang);
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
    const bare: number[] = [];
    const judged: number[] = [];
    for (let i = 0; i < n; i++) {
      const b = await runBare(run.argv, dir, run.env);
      if (!b.results.includes('D\n'))
        throw new Error(`${lang} bare harness failed: ${b.results.slice(-300)}`);
      bare.push(b.ms);
      const t0 = performance.now();
      const r = await judge.run(req);
      judged.push(performance.now() - t0);
      if (r.verdict !== 'accepted') throw new Error(`${lang}: ${r.verdict}`);
      // Let the used box be replaced before the next bare run, so it does not slow that one.
      await new Promise((res) => setTimeout(res, 150));
    }
    rmSync(dir, { recursive: true, force: true });
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
