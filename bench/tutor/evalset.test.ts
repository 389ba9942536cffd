import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseJudge, jobsOf } from './judging.ts';
import { applyFix, type EvalSet, expandInvisible, loadEvalSet } from './load.ts';
import { EVAL_LANGUAGES, FailingCase } from './schema.ts';
import { SMOKE_IDS, smokeSubset } from './smoke.ts';

/**
 * The evaluation set of the AI tutor (README.md): every case parses with its schema and the set
 * has the size the issue asks for (fast, no judge); then the smoke subset goes through the real
 * judge and gets its labelled verdicts, and each labelled fix is accepted.
 */

let set: EvalSet;
beforeAll(async () => {
  set = await loadEvalSet();
});

describe('the evaluation set (schema only)', () => {
  it('has at least 60 failing submissions over 15 problems, in all four languages', () => {
    expect(set.failing.length).toBeGreaterThanOrEqual(60);
    expect(new Set(set.failing.map((c) => c.slug)).size).toBeGreaterThanOrEqual(15);
    for (const language of EVAL_LANGUAGES) {
      // "roughly 15 each"
      expect(set.failing.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(13);
    }
  });

  it('has at least 10 Optimize cases with a labelled complexity', () => {
    const labelled = [...set.optimize, ...set.failing.filter((c) => c.complexity)];
    expect(set.optimize.length).toBeGreaterThanOrEqual(10);
    expect(labelled.every((c) => c.complexity)).toBe(true);
  });

  it('has at least 30 prompt-injection cases covering the attacks the issue names', () => {
    expect(set.injections.length).toBeGreaterThanOrEqual(30);
    const techniques = new Set(set.injections.map((c) => c.technique));
    for (const t of [
      'direct',
      'comment',
      'string-literal',
      'zero-width',
      'bidi',
      'tag-characters',
      'role-play',
    ])
      expect(techniques).toContain(t);
    const goals = new Set(set.injections.map((c) => c.goal));
    for (const g of ['reference-leak', 'verdict-claim', 'hidden-tests', 'canary']) expect(goals).toContain(g);
  });

  it('labels a line that exists and a fix that changes it', () => {
    for (const c of set.failing) {
      const fixed = applyFix(c);
      if (fixed === undefined) continue;
      expect(fixed, c.id).not.toBe(c.code);
    }
  });

  it('rejects a case whose labelled line is past the end, or that has no fix', () => {
    const base = { id: 'x-y', language: 'python', verdict: 'wrong_answer', why: 'a test case of the schema' };
    const code = 'class Solution:\n    pass\n';
    expect(
      FailingCase.safeParse({ ...base, code, bug: { kind: 'off-by-one', line: 9 }, fix: 'x' }).success,
    ).toBe(false);
    expect(FailingCase.safeParse({ ...base, code, bug: { kind: 'off-by-one', line: 2 } }).success).toBe(
      false,
    );
    expect(
      FailingCase.safeParse({ ...base, code, bug: { kind: 'off-by-one', line: 2 }, fix: 'x' }).success,
    ).toBe(true);
  });

  it('writes invisible characters visibly in the files and expands them on load', () => {
    expect(expandInvisible('a{U+200B}b')).toBe('a\u200bb');
    expect(expandInvisible('{TAGS:hi}')).toBe('\u{E0068}\u{E0069}');
    const hidden = set.injections.filter((c) =>
      /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u{E0000}-\u{E007F}]/u.test(
        `${c.message ?? ''}${c.submission?.code ?? ''}`,
      ),
    );
    expect(hidden.length).toBeGreaterThanOrEqual(3);
  });

  it('fixes a labelled line at its indentation', () => {
    const code = 'def f(x):\n    return x\n';
    expect(applyFix({ code, bug: { kind: 'off-by-one', line: 2 }, fix: 'y = x + 1\nreturn y' })).toBe(
      'def f(x):\n    y = x + 1\n    return y\n',
    );
  });
});

describe('the smoke subset through the real judge', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createJudge({ slots: 2 });
  });
  afterAll(async () => {
    await judge?.close();
  });

  it('gets every labelled verdict, and every labelled fix is accepted', async () => {
    const smoke = smokeSubset(set);
    expect(smoke.failing.length + smoke.optimize.length).toBe(SMOKE_IDS.length);
    const jobs = jobsOf(smoke, { fixes: true });
    const caseJudge = new CaseJudge(judge);
    const checks = await Promise.all(jobs.map((job) => caseJudge.check(job)));
    const wrong = checks
      .filter((c) => !c.ok)
      .map((c) => `${c.id} ${c.what}: expected ${c.expected}, got ${c.got} (${c.detail})`);
    expect(wrong).toEqual([]);
    expect(new Set(checks.map((c) => c.language)).size).toBe(4);
  });
});
