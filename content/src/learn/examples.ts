import type { Judge } from '@codecoach/judge';
import { cacheKey, DiskCache, judgeVersion } from '../cache.ts';
import { readConfig } from '../config.ts';
import type { Tutorial } from './load.ts';
import { EXAMPLE_LANGUAGES, type ExampleLanguage } from './schema.ts';

/** Generous: an example is tiny, and a busy shared machine must not fail it (C++ base; others x2-3). */
const EXAMPLE_TIME_LIMIT_MS = 2000;

export interface ExampleOutcome {
  language: ExampleLanguage;
  ok: boolean;
  detail: string;
}

function tutorialHash(t: Tutorial): string {
  return cacheKey(JSON.stringify(t.example), ...EXAMPLE_LANGUAGES.map((l) => t.code[l]));
}

/**
 * Runs a tutorial's example in the sandbox in every language against its tests. A success is
 * cached by the example's sources and the judge's version, like the bank's proofs, so an
 * unchanged tutorial is not run again.
 */
export async function runExample(
  t: Tutorial,
  judge: () => Promise<Judge>,
  opts: { cache?: boolean } = {},
): Promise<ExampleOutcome[]> {
  const cache = new DiskCache<ExampleOutcome[]>(readConfig().cacheDir, 'learn-examples');
  const key = cacheKey(tutorialHash(t), await judgeVersion());
  if (opts.cache !== false) {
    const hit = await cache.get(t.id, key);
    if (hit) return hit;
  }
  const outcomes: ExampleOutcome[] = [];
  for (const language of EXAMPLE_LANGUAGES) {
    const r = await (await judge()).run({
      language,
      code: t.code[language],
      signature: t.example.signature,
      checker: 'exact',
      tests: t.example.tests.map((x) => ({ input: x.args, expected: x.expected })),
      timeLimitMs: EXAMPLE_TIME_LIMIT_MS,
      memoryLimitMb: 256,
      stopOnFirstFailure: false,
    });
    const failed = r.tests.find((x) => !x.passed);
    const detail =
      r.verdict === 'accepted'
        ? `${r.testsPassed}/${r.totalTests} tests`
        : `${r.verdict}: ${r.compileOutput ?? r.error?.message ?? JSON.stringify({ test: failed?.index, actual: failed?.actual })}`;
    outcomes.push({ language, ok: r.verdict === 'accepted' && r.testsPassed === r.totalTests, detail });
  }
  if (outcomes.every((o) => o.ok)) await cache.set(t.id, key, outcomes);
  return outcomes;
}
