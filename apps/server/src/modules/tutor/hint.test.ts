import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { OFF_BY_ONE_PY, startTutorApp, type TutorTestApp } from './tutor-test-setup.ts';

/** AI Hint through HTTP: the ladder of rungs per learner and problem, and its your-code rung. */
let t: TestApp;
let problemId: string;
let post: TutorTestApp['post'];

beforeAll(async () => {
  ({ t, problemId, post } = await startTutorApp({ slug: 'tutor-two-sum' }));
}, 120_000);

describe('hint ladder', () => {
  it('climbs concept, strategy, your code, pseudo-code per learner and problem, then restarts', async () => {
    const a = await t.register();
    const b = await t.register();
    const rungs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await post(a.token, 'hint', { problemId, language: 'python' });
      expect(r.statusCode, r.body).toBe(200);
      const d = r.json().data;
      expect(d.engine).toEqual({ kind: 'builtin', label: 'Built-in tutor' });
      rungs.push(d.levelName);
      if (i === 1) expect(d.markdown).toContain('Which value completes the pair?');
    }
    expect(rungs).toEqual(['concept', 'strategy', 'your-code', 'pseudo-code', 'pseudo-code']);
    // Another learner starts at the bottom; a restart goes back to it.
    expect((await post(b.token, 'hint', { problemId, language: 'python' })).json().data.levelName).toBe(
      'concept',
    );
    expect(
      (await post(a.token, 'hint', { problemId, language: 'python', restart: true })).json().data.levelName,
    ).toBe('concept');
    const rows = await t.sql<{ n: number }>(
      `select count(*)::int as n from tutor_answers where kind = 'hint' and engine_label = 'Built-in tutor'`,
    );
    expect(rows[0]?.n).toBe(7);
  });

  it("the your-code rung points at the failing input of the learner's code", async () => {
    const u = await t.register();
    await post(u.token, 'hint', { problemId, language: 'python' });
    await post(u.token, 'hint', { problemId, language: 'python' });
    const r = await post(u.token, 'hint', { problemId, language: 'python', code: OFF_BY_ONE_PY });
    expect(r.json().data.levelName).toBe('your-code');
    expect(r.json().data.markdown).toMatch(
      /Smallest failing input found: `nums = \[-?\d+,-?\d+\], target = -?\d+`/,
    );
  });
});
