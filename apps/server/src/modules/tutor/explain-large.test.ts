import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem } from '../../../test/builders.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { READABLE_CHARS } from './failure-facts.ts';

/**
 * Explain on a failure that only a 1 MB input shows (issue 24): the answer stays small (the input
 * summarised with its size, whole in `failingTest.input` for the download) and never calls an
 * input minimised that is not.
 */
let t: TestApp;
let judge: Judge;
let problemId: string;
const N = 120_000;

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({ TUTOR_QUOTA_PER_HOUR: 100 }, { judge });
  await createProblem(t.ctx.database.db, { slug: 'tutor-large-input' });
  problemId = (await t.sql<{ id: string }>(`select id from problems where slug = 'tutor-large-input'`))[0]
    ?.id as string;
  // About 1 MB of JSON: the pair is the last two numbers.
  const nums = Array.from({ length: N }, (_, i) => 1_000_000 + 3 * i);
  nums[N - 2] = 2;
  nums[N - 1] = 4;
  await t.sql(
    `insert into problem_tests (problem_id, ordinal, input, expected, hidden) values ($1, 99, $2::jsonb, $3::jsonb, true)`,
    [problemId, JSON.stringify([nums, 6]), JSON.stringify([N - 2, N - 1])],
  );
}, 120_000);

afterAll(async () => {
  await judge?.close();
});

// Looks at the first 100,000 numbers only: right on every test but the 1 MB one.
const CAPPED_JS = `var twoSum = function(nums, target) {
  const seen = new Map();
  for (let i = 0; i < Math.min(nums.length, 100000); i++) {
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
    seen.set(nums[i], i);
  }
  return [];
};`;

describe('Explain on a 1 MB failing input', () => {
  it('summarises the input past 2 KB, keeps it whole for the download, and names a line', async () => {
    const u = await t.register();
    const r = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/tutor/explain',
      payload: { problemId, language: 'javascript', code: CAPPED_JS },
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.verdict).toBe('wrong_answer');
    const shown = d.failingTest as { readable: string; input: unknown[]; minimised: boolean; size: number };
    // No shrink of it that the validator-free bounds allow fails below 100,000 numbers: still big.
    expect(JSON.stringify(shown.input).length).toBeGreaterThan(READABLE_CHARS);
    expect(shown.readable.length).toBeLessThanOrEqual(READABLE_CHARS);
    expect(shown.readable).toMatch(/an input of [\d.]+ KB, too big to show: nums: [\d,]+ items; target = 6/);
    expect(shown.minimised).toBe(false);
    expect(d.markdown.length).toBeLessThan(4 * 1024);
    expect(d.markdown).not.toMatch(/Smallest failing input found/);
    expect(d.suspect?.line).toBeGreaterThan(0);
  }, 120_000);
});
