import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { OFF_BY_ONE_PY, startTutorApp, type TutorTestApp } from './tutor-test-setup.ts';

/**
 * Explain my failure through HTTP and the real judge: a wrong answer minimised (and really
 * failing), the judge's verdict on a submission of the same code taken as it is, a runtime error
 * and a syntax error named (the 1 MB failing input: explain-large.test.ts).
 */
let t: TestApp;
let problemId: string;
let post: TutorTestApp['post'];
let runs: TutorTestApp['runs'];

beforeAll(async () => {
  ({ t, problemId, post, runs } = await startTutorApp({ slug: 'tutor-two-sum' }));
}, 120_000);

describe('explain my failure', () => {
  it('minimises a wrong answer in the sandbox, and the minimised input really fails', async () => {
    const u = await t.register();
    const r = await post(u.token, 'explain', { problemId, language: 'python', code: OFF_BY_ONE_PY });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.verdict).toBe('wrong_answer');
    expect(d.failingTest.minimised).toBe(true);
    expect(d.failingTest.size).toBeLessThan(d.failingTest.originalSize);
    expect(d.failingTest.input[0]).toHaveLength(2);
    expect(d.causes[0]).toMatchObject({ kind: 'off-by-one', line: 4 });
    expect(d.markdown).toContain(d.failingTest.readable);
    // Grounding: Run Code on it (expected output from the reference) fails the learner's code.
    const run = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: {
        problemId,
        language: 'python',
        code: OFF_BY_ONE_PY,
        customInput: JSON.stringify(d.failingTest.input),
      },
    });
    const custom = run.json().data.results.find((x: { custom: boolean }) => x.custom);
    expect(custom.passed).toBe(false);
    expect(custom.expectedOutput).toEqual(d.failingTest.expected);
  });

  it("takes the judge's verdict on the learner's submission of the same code instead of judging it again", async () => {
    const u = await t.register();
    const [{ n: total } = { n: 0 }] = await t.sql<{ n: number }>(
      'select count(*)::int as n from problem_tests where problem_id = $1',
      [problemId],
    );
    // A run of the code on every test, stopping at the first failure: Submit's run.
    const wholeRuns = () => runs.filter((r) => r.stopOnFirstFailure && r.tests === total).length;
    const code = `${OFF_BY_ONE_PY}# submitted first\n`;
    const sub = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/submissions',
      payload: { problemId, language: 'python', code },
    });
    expect(sub.statusCode, sub.body).toBe(202);
    const id = sub.json().data.submission._id as string;
    await t.judging.judgeSubmission(id, { number: 1, max: 4 });
    const [facts] = await t.sql<{ judge_facts: { failedIndex: number; version: string } }>(
      'select judge_facts from submissions where id = $1',
      [id],
    );
    expect(facts?.judge_facts.failedIndex).toBeGreaterThanOrEqual(0);
    const before = wholeRuns();
    const d = (await post(u.token, 'explain', { problemId, language: 'python', code })).json().data;
    expect(wholeRuns()).toBe(before);
    expect(d.verdict).toBe('wrong_answer');
    expect(d.failingTest.minimised).toBe(true);
    expect(d.causes[0]).toMatchObject({ kind: 'off-by-one', line: 4 });
    // Once the problem's tests are another version, the stored verdict no longer stands.
    await t.sql(
      `update submissions set judge_facts = jsonb_set(judge_facts, '{version}', '"older"') where id = $1`,
      [id],
    );
    const again = `${code}# and explained after the tests changed\n`;
    await t.sql('update submissions set code = $2 where id = $1', [id, again]);
    const e = (await post(u.token, 'explain', { problemId, language: 'python', code: again })).json().data;
    expect(wholeRuns()).toBe(before + 1);
    expect(e.verdict).toBe('wrong_answer');
  });

  it('names the exception and its line for a runtime error, and explains a syntax error', async () => {
    const u = await t.register();
    const crash =
      'var twoSum = function(nums, target) {\n  const first = null;\n  return [first.index, 1];\n};';
    const d = (await post(u.token, 'explain', { problemId, language: 'javascript', code: crash })).json()
      .data;
    expect(d.verdict).toBe('runtime_error');
    expect(d.causes[0]).toMatchObject({ kind: 'null-dereference', line: 3 });
    const syntax = 'class Solution:\n    def twoSum(self, nums, target)\n        return []\n';
    const s = (await post(u.token, 'explain', { problemId, language: 'python', code: syntax })).json().data;
    expect(s.verdict).toBe('compilation_error');
    expect(s.causes[0]).toMatchObject({ kind: 'compile-error', line: 2 });
    expect(s.markdown).toMatch(/missing colon/);
  });
});
