import type { BuiltProblem } from '@codecoach/content';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

import { problems, problemTests } from '../../db/schema/index.ts';

/**
 * Seeds the bank idempotently and by version: an unchanged problem is skipped, an edited one is
 * updated in place (same id, so learners' submissions stay linked) with its tests replaced. A
 * problem whose version an admin published in the browser (source `admin`, decision 028) is left
 * as they made it.
 */
export async function seedProblems(
  db: Db,
  bank: BuiltProblem[],
): Promise<{ inserted: number; updated: number; unchanged: number }> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  const existing = new Map(
    (
      await db
        .select({ id: problems.id, slug: problems.slug, version: problems.version, source: problems.source })
        .from(problems)
    ).map((r) => [r.slug, r]),
  );
  for (const b of bank) {
    const prev = existing.get(b.slug);
    if (prev?.version === b.version || prev?.source === 'admin') {
      counts.unchanged++;
      continue;
    }
    const values = problemRow(b, 'bank');
    await db.transaction(async (tx) => {
      let id = prev?.id;
      if (id) {
        await tx
          .update(problems)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(problems.id, id));
        await tx.delete(problemTests).where(eq(problemTests.problemId, id));
        counts.updated++;
      } else {
        const [row] = await tx.insert(problems).values(values).returning({ id: problems.id });
        id = row?.id;
        counts.inserted++;
      }
      if (!id) throw new Error(`could not save problem ${b.slug}`);
      const problemId = id;
      await insertTests(tx, problemId, b.tests);
    });
  }
  return counts;
}

/** The `problems` row of a built problem: the bank's, a generated one's (`ai`) or an admin's (`admin`). */
export function problemRow(b: BuiltProblem, source: 'bank' | 'ai' | 'admin') {
  return {
    slug: b.slug,
    title: b.meta.title,
    description: b.statement,
    difficulty: b.meta.difficulty,
    category: b.meta.category,
    tags: b.meta.tags,
    estimatedMinutes: b.meta.estimatedMinutes,
    timeLimitMs: b.meta.timeLimitMs,
    memoryLimitMb: b.meta.memoryLimitMb,
    signature: b.meta.signature,
    checker: b.meta.checker,
    checkerCode: b.customChecker ?? null,
    validatorCode: b.validator?.code ?? null,
    validatorLanguage: b.validator?.language ?? null,
    constraints: b.meta.constraints,
    hints: b.meta.hints.map((content, i) => ({ order: i + 1, content })),
    examples: b.meta.examples.map((e) => ({
      input: e.input,
      output: e.output,
      ...(e.explanation ? { explanation: e.explanation } : {}),
    })),
    editorial: b.editorial,
    solutions: b.solutions,
    source,
    version: b.version,
  };
}

/** A problem's tests, in order. */
export async function insertTests(
  tx: Tx | Db,
  problemId: string,
  tests: BuiltProblem['tests'],
): Promise<void> {
  const rows = tests.map((t, ordinal) => ({
    problemId,
    ordinal,
    input: t.input,
    expected: t.expected ?? null,
    hidden: t.hidden,
  }));
  // Large tests are big: insert in modest batches to stay under the parameter limit.
  for (let i = 0; i < rows.length; i += 50) await tx.insert(problemTests).values(rows.slice(i, i + 50));
}
