/**
 * A rejudge of 1,000 past submissions (issue 26, decision 031), timed against judging the same
 * 1,000 as new submissions, side by side in one run: the real app's judging service, job runtime
 * (judging's lane, one job per judge slot) and judge, on a fresh database of the machine's
 * PostgreSQL (TEST_DATABASE_URL) or an embedded one. Also: how long a learner's practice
 * submission waits while the rejudge runs, against the same on an idle queue (the rejudge's jobs
 * go after practice), and how long the finish (points, counters, rebuildProgress) takes.
 *
 * Run: `npm run bench:rejudge` (`-- --count 200` for a quicker run).
 */
import { createJudge } from '@codecoach/judge';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config/env.ts';
import { connect, runMigrations } from '../../apps/server/src/db/client.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/open.ts';
import { startJobRuntime } from '../../apps/server/src/jobs/runtime.ts';
import { bestEffort } from '../../apps/server/src/lib/best-effort.ts';
import { judgingLane } from '../../apps/server/src/modules/judging/lane.ts';
import { seedProblems } from '../../apps/server/src/modules/problems/seed.ts';
import { createSubmissionsRepository } from '../../apps/server/src/modules/submissions/repository.ts';
import { acquireTestServer, createTestDatabase } from '../../apps/server/test/pg.ts';
import { benchProblem } from '../judge/api.ts';
import { median, percentile } from '../judge/stats.ts';
import { type BenchLanguage, TWO_SUM_CODE, twoSumTests } from '../judge/workloads.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const COUNT = arg('count', 1000);
const SLOTS = 2;
/** Practice submissions timed on an idle queue, then while the rejudge runs. */
const PRACTICE = 10;
const LANGUAGES: BenchLanguage[] = ['javascript', 'python', 'java', 'cpp'];
/** A wrong answer in each language (the pair's order reversed is still right: the first index only). */
const WRONG: Record<BenchLanguage, string> = {
  javascript: 'var twoSum = function(nums, target) {\n    return [0, 0];\n};',
  python: 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 0]\n',
  java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[]{0, 0};\n    }\n}',
  cpp: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {0, 0};\n    }\n};',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const server = await acquireTestServer();
  const testDb = await createTestDatabase(server.adminUrl, 'cc_bench_rejudge');
  const database = connect(testDb.url, 10);
  const judge = await createJudge({ slots: SLOTS });
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
      lanes: [judgingLane(judging, SLOTS)],
      slots: SLOTS,
      log: () => {},
    });
    stops.push(() => runner.stop());
    await seedProblems(database.db, [benchProblem(twoSumTests())]);
    const db = database.db;
    const [problem] = (
      await db.execute<{ id: string }>(sql`select id from problems where slug = 'bench-two-sum'`)
    ).rows;
    if (!problem) throw new Error('no bench problem');
    const learners = (
      await db.execute<{ id: string }>(sql`
        insert into users (name, email, password_hash)
        select 'Bench ' || g, 'bench-rejudge-' || g || '@example.com', 'x' from generate_series(1, 50) g
        returning id`)
    ).rows.map((r) => r.id);
    const [admin] = (
      await db.execute<{ id: string }>(sql`
        insert into users (name, email, password_hash, role) values ('Bench admin', 'bench-admin@example.com', 'x', 'admin')
        returning id`)
    ).rows;
    if (!admin) throw new Error('no admin');
    const repo = createSubmissionsRepository(db);
    const submit = async (i: number, language: BenchLanguage, right: boolean) => {
      const r = await repo.insertPending({
        userId: learners[i % learners.length] ?? '',
        problemId: problem.id,
        language,
        code: right ? TWO_SUM_CODE[language] : WRONG[language],
        contestId: null,
        cap: 2 ** 31 - 1,
      });
      if (!r?.id) throw new Error('not queued');
      return r.id;
    };
    const pending = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from submissions where status = 'pending'`,
        )
      ).rows[0]?.n ?? 0;
    const verdictOf = async (id: string) => {
      for (;;) {
        const [r] = (
          await db.execute<{ status: string }>(sql`select status from submissions where id = ${id}`)
        ).rows;
        if (r && r.status !== 'pending') return r.status;
        await sleep(10);
      }
    };
    /** A practice submission's enqueue-to-verdict time, `n` times one after another. */
    const practice = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const status = await verdictOf(await submit(i, 'javascript', true));
        if (status !== 'accepted') throw new Error(`practice: ${status}`);
        times.push(performance.now() - t0);
        await sleep(200);
      }
      return times;
    };

    // Warm: each language once (compiles cached, interpreters started).
    for (const language of LANGUAGES) await verdictOf(await submit(0, language, true));
    const idle = await practice(PRACTICE);

    // 1. The same 1,000 as new submissions, all queued at once.
    const plan = Array.from({ length: COUNT }, (_, i) => ({
      language: LANGUAGES[i % LANGUAGES.length] as BenchLanguage,
      right: i % 3 !== 0,
    }));
    const fresh0 = performance.now();
    for (const [i, p] of plan.entries()) await submit(i, p.language, p.right);
    while ((await pending()) > 0) await sleep(100);
    const freshMs = performance.now() - fresh0;

    // 2. A new version of the problem in force: every past submission is stale; rejudge them.
    await db.execute(sql`update problems set version = 'bench-2' where id = ${problem.id}`);
    const rejudge0 = performance.now();
    const started = await judging.rejudging.start({ id: admin.id, name: 'Bench admin' }, problem.id);
    const during = await practice(PRACTICE);
    let allJudgedMs = 0;
    for (;;) {
      const [r] = (
        await db.execute<{ done: number; total: number; finished: boolean }>(sql`
          select judged + failed as done, total, finished_at is not null as finished from rejudges where id = ${started._id}`)
      ).rows;
      if (r && !allJudgedMs && r.done >= r.total) allJudgedMs = performance.now() - rejudge0;
      if (r?.finished) break;
      await sleep(20);
    }
    const rejudgeMs = performance.now() - rejudge0;
    const [counts] = (
      await db.execute<{ total: number; judged: number; changed: number; failed: number }>(
        sql`select total, judged, changed, failed from rejudges where id = ${started._id}`,
      )
    ).rows;

    const total = counts?.total ?? 0;
    const perFresh = freshMs / COUNT;
    const perRejudge = allJudgedMs / Math.max(1, total);
    const rows: Array<[string, string, string]> = [
      [
        `Judging ${COUNT} new submissions (queued at once)`,
        `${s(freshMs)} (${perFresh.toFixed(0)} ms each)`,
        '1.00x',
      ],
      [
        `Rejudging ${total} past submissions (those, the warm-up and the practice ones)`,
        `${s(allJudgedMs)} (${perRejudge.toFixed(0)} ms each)`,
        `${(perRejudge / perFresh).toFixed(2)}x per submission`,
      ],
      [
        'Then the finish (points, counters, rebuildProgress)',
        `${(rejudgeMs - allJudgedMs).toFixed(0)} ms`,
        '',
      ],
      [
        'A practice submission, idle queue (median / p95)',
        `${median(idle).toFixed(0)} / ${percentile(idle, 95).toFixed(0)} ms`,
        '1.00x',
      ],
      [
        'The same while the rejudge runs (median / p95)',
        `${median(during).toFixed(0)} / ${percentile(during, 95).toFixed(0)} ms`,
        `${(median(during) / median(idle)).toFixed(2)}x`,
      ],
    ];
    console.log(
      `\nbench:rejudge: ${COUNT} submissions of Two Sum (${LANGUAGES.join(', ')}; one in three wrong), ${SLOTS} judge slots\n`,
    );
    console.log('| what | time | ratio |\n|---|---|---|');
    for (const [what, time, ratio] of rows) console.log(`| ${what} | ${time} | ${ratio} |`);
    console.log(
      `\nrejudge counts: judged ${counts?.judged}, changed ${counts?.changed}, failed ${counts?.failed} (the tests did not change: 0 changed expected)`,
    );
  } finally {
    for (const stop of stops.reverse()) await bestEffort('stopping the bench', stop);
    await judge.close();
    await database.close();
    await testDb.drop();
    await server.release();
  }
}

await main();
