import { LANGUAGES, type Language } from '@codecoach/contracts';

/**
 * The languages the judge's suites run programs in: every one, or those `JUDGE_TEST_LANGUAGES`
 * names (comma-separated). `npm test` runs the suites again under the other supported Node lines
 * with only the languages a Node line can change (JavaScript and TypeScript run on it; between
 * them an interpreter started ahead and a compile box, the paths the others share;
 * scripts/test.mjs): the other eight languages' harnesses do not depend on the judge's Node.
 */
const named = (process.env.JUDGE_TEST_LANGUAGES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const l of named)
  if (!(LANGUAGES as readonly string[]).includes(l)) throw new Error(`JUDGE_TEST_LANGUAGES: ${l}?`);
export const TESTED: ReadonlySet<Language> = new Set(named.length ? (named as Language[]) : LANGUAGES);

/** `xs` without the programs in languages not tested in this run. */
export function tested<T extends { language: Language }>(xs: readonly T[]): T[] {
  return xs.filter((x) => TESTED.has(x.language));
}
