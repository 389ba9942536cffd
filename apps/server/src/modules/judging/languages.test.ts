import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem } from '../../../test/builders.ts';
import { build, type TestApp } from '../../../test/helper.ts';

/**
 * Issue 29: a language no judge can run is refused when it is submitted, with its name, instead
 * of waiting in the queue for a worker that will never take it. The judge here is the real one;
 * only its status is changed to report Go's toolchain missing, as on a host without golang-go.
 */
let judge: Judge;

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 1 });
}, 60_000);
afterAll(() => judge?.close());

/** `judge` as a host without Go sees it. */
function withoutGo(real: Judge): Judge {
  const status: Judge['status'] = async () => {
    const s = await real.status();
    return {
      ...s,
      languages: s.languages.map((l) =>
        l.id === 'go' ? { ...l, available: false, reason: 'go not found', version: '' } : l,
      ),
    };
  };
  return new Proxy(real, { get: (target, key) => (key === 'status' ? status : Reflect.get(target, key)) });
}

async function setUp(t: TestApp) {
  await createProblem(t.ctx.database.db, { slug: 'two-sum-fixture' });
  const [p] = await t.sql<{ id: string }>(`select id from problems where slug = 'two-sum-fixture'`);
  const u = await t.register();
  const submit = (language: string) =>
    t.injectAs(u.token, {
      method: 'POST',
      url: '/api/submissions',
      payload: {
        problemId: p?.id,
        language,
        code: 'func twoSum(nums []int, target int) []int { return nil }',
      },
    });
  return submit;
}

describe('a submission in a language no judge can run', () => {
  it('is refused by name while no live worker runs it, and accepted once one does', async () => {
    const t = await build({}, { judge: withoutGo(judge) });
    const submit = await setUp(t);
    const refused = await submit('go');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().message).toBe('Go is not available on this judge right now');
    expect(await t.sql('select id from submissions')).toEqual([]);

    // A worker on another host that has Go, seen now: the submission goes to the queue for it.
    await t.sql(
      `insert into judge_workers (id, lock_ids, concurrency, host, languages, last_seen_at)
       values ('judge-go:1', '{}', 1, 'judge-go', '{go,python}', now())`,
    );
    expect((await submit('go')).statusCode).toBe(202);
    // The same worker, gone quiet (not seen for a minute): no longer counted.
    await t.sql(`update judge_workers set last_seen_at = now() - interval '1 minute'`);
    expect((await submit('go')).statusCode).toBe(503);
  }, 60_000);

  it('waits in the queue when nothing is known: no judge here and no live worker', async () => {
    const t = await build();
    const submit = await setUp(t);
    expect((await submit('go')).statusCode).toBe(202);
  }, 60_000);
});
