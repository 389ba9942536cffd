/**
 * The proof of every problem in the bank (FORMAT.md "Proof"), through the real judge. Successful
 * proofs are cached by content hash and judge version, so an unchanged bank re-proves in seconds;
 * a cold run proves two problems at a time (two cores).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_CONCURRENCY, lazyJudge } from './bank.ts';
import { buildProblem } from './build.ts';
import { listSlugs, loadProblemSource } from './load.ts';
import { limiter } from './pool.ts';
import { proveProblem } from './proof.ts';

const slugs = await listSlugs();
const judge = lazyJudge();
const slot = limiter(BUILD_CONCURRENCY);

afterAll(() => judge.close());

describe.concurrent('problem bank', () => {
  it('has problems', () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  for (const slug of slugs) {
    // Queued tests wait for a slot, and their timeout runs while they wait.
    it(`proves ${slug}`, { timeout: 60 * 60_000 }, async () => {
      const report = await slot(async () => {
        const source = await loadProblemSource(slug);
        return proveProblem(source, () => buildProblem(source, { judge: judge.get }), { judge: judge.get });
      });
      const failures = report.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`);
      expect(failures, `${slug}: run \`npm run content:check -- ${slug}\` for details`).toEqual([]);
      expect(report.checks.length).toBeGreaterThanOrEqual(7);
    });
  }
});
