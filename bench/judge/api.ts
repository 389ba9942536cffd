import { createJudge } from '@codecoach/judge';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config/env.ts';
import { connect, runMigrations } from '../../apps/server/src/db/client.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/open.ts';
import { startJobRuntime } from '../../apps/server/src/jobs/runtime.ts';
import { bestEffort } from '../../apps/server/src/lib/best-effort.ts';
import { judgingLane } from '../../apps/server/src/modules/judging/lane.ts';
import { seedProblems } from '../../apps/server/src/modules/problems/seed.ts';
import { acquireTestServer, createTestDatabase } from '../../apps/server/test/pg.ts';
import { addRow, median, ms } from './stats.ts';
import { twoSumBare } from './twosum.ts';
import { type BenchLanguage, TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

const LANGUAGES: BenchLanguage[] = ['javascript', 'python', 'java', 'cpp'];

/**
 * Submit-to-verdict through the API, as a learner's browser sees it: POST /api/submissions over
 * real HTTP, then the submission's event stream until its `verdict` event. The server is the real
 * app (queue, in-process worker, judge, PostgreSQL) with a Two Sum problem of the same 50 tests
 * the bare harness runs. The database is the machine's PostgreSQL (TEST_DATABASE_URL, default
 * 127.0.0.1:5432/test) or an embedded one started for the run.
 */
export async function api(quick: boolean): Promise<void> {
  await apiRows(quick, true, LANGUAGES);
  // The same without interpreters started ahead: what the sandbox and the server cost when the
  // interpreter starts with the submission, as in the bare run.
  await apiRows(quick, false, ['javascript', 'python']);
}

async function apiRows(quick: boolean, preStart: boolean, languages: BenchLanguage[]): Promise<void> {
  const server = await acquireTestServer();
  const testDb = await createTestDatabase(server.adminUrl, 'cc_bench');
  const database = connect(testDb.url, 5);
  const judge = await createJudge({ slots: 2, preStart });
  const stops: Array<() => Promise<unknown>> = [];
  try {
    await runMigrations(database, MIGRATIONS_DIR);
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: testDb.url,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      PORT: '0',
    });
    const { app, ctx, judging } = await buildApp({ config, database, judge, logger: false });
    stops.push(() => app.close());
    const runner = await startJobRuntime({
      pool: database.pool,
      queue: ctx.jobs,
      lanes: [judgingLane(judging, 1)],
      slots: 1,
      log: () => {},
    });
    stops.push(() => runner.stop());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const tests = twoSumTests();
    await seedProblems(database.db, [benchProblem(tests)]);
    const n = quick ? 5 : 11;
    for (const lang of languages) {
      // One learner per language, so no per-learner limit shapes the figures.
      const token = await register(base, `${lang}-${preStart}`);
      const bareRun = await twoSumBare(lang, tests);
      const submit = () => submitAndWait(base, token, lang);
      const warm = await submit();
      if (warm.status !== 'accepted') throw new Error(`${lang} through the API: ${warm.status}`);
      const bare: number[] = [];
      const judged: number[] = [];
      for (let i = 0; i < n; i++) {
        bare.push(await bareRun.once());
        const r = await submit();
        if (r.status !== 'accepted') throw new Error(`${lang} through the API: ${r.status}`);
        judged.push(r.ms);
        // Let the used sandbox be replaced before the next bare run, so it does not slow that one.
        await new Promise((res) => setTimeout(res, 150));
      }
      bareRun.close();
      const ratio = median(judged) / median(bare);
      // The target is for the judge as it runs by default; the cold rows are for reference.
      const target = lang === 'cpp' || !preStart ? undefined : 1.3;
      addRow({
        section: 'Submit to verdict via API (median)',
        case: `${lang}${lang === 'java' || lang === 'cpp' ? ' (compile cached)' : preStart ? ' (interpreter started ahead)' : ' (cold interpreter)'}`,
        bare: ms(median(bare)),
        judged: ms(median(judged)),
        result: `${ratio.toFixed(2)}x`,
        target: target ? `<= ${target}x` : 'report',
        ok: target ? ratio <= target : undefined,
      });
    }
  } finally {
    for (const stop of stops.reverse()) await bestEffort('stopping a bench worker', stop);
    await judge.close();
    await database.close();
    await testDb.drop();
    await server.release();
  }
}

async function register(base: string, lang: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${lang}`,
      email: `bench-${lang}-${process.pid}@example.com`,
      password: 'bench-passphrase-2026',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** POSTs a submission and reads its event stream until the verdict; ms from the POST to the verdict. */
async function submitAndWait(
  base: string,
  token: string,
  lang: BenchLanguage,
): Promise<{ ms: number; status: string }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ problemId: 'bench-two-sum', language: lang, code: TWO_SUM_CODE[lang] }),
  });
  if (res.status !== 202) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { data: { submission: { _id: string } } }).data.submission._id;
  const events = await fetch(`${base}/api/submissions/${id}/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!events.ok || !events.body) throw new Error(`events: ${events.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of events.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    const at = buffer.indexOf('event: verdict\n');
    const end = at >= 0 ? buffer.indexOf('\n\n', at) : -1;
    if (end >= 0) {
      const ms = performance.now() - t0;
      const data =
        buffer
          .slice(at)
          .split('\n')[1]
          ?.replace(/^data: /, '') ?? '{}';
      const status = (JSON.parse(data) as { submission?: { status?: string } }).submission?.status ?? '?';
      // Leaving the for-await closes the stream (its iterator's return() cancels it).
      return { ms, status };
    }
  }
  throw new Error('the event stream ended without a verdict');
}

export function benchProblem(tests: ReturnType<typeof twoSumTests>) {
  return {
    slug: 'bench-two-sum',
    version: 'bench-1',
    meta: {
      title: 'Bench Two Sum',
      slug: 'bench-two-sum',
      difficulty: 'easy' as const,
      category: 'array' as const,
      tags: ['hash-table'],
      estimatedMinutes: 15,
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      targetComplexity: 'O(n)',
      signature: TWO_SUM,
      checker: 'unordered' as const,
      constraints: ['2 <= nums.length <= 10^4'],
      hints: ['Look for the complement.', 'Keep a map from value to index.'],
      examples: [
        { input: 'nums = [3,3], target = 6', args: [[3, 3], 6], output: '[0,1]', explanation: '3 + 3 = 6.' },
      ],
      tests: { seed: 7, random: 0, small: 200 },
      wrong: [{ file: 'wrong/none.py', expect: 'wrong_answer' as const, why: 'bench' }],
    },
    statement: 'Return the indices of the two numbers that add up to the target.',
    editorial: 'One pass with a hash map: O(n) time, O(n) space.',
    solutions: TWO_SUM_CODE,
    // All hidden: Submit runs every test, as for a bank problem.
    tests: tests.map((t, i) => ({
      input: t.input,
      expected: t.expected,
      hidden: true,
      origin: `bench ${i + 1}`,
    })),
  };
}
