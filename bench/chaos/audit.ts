/** bench/chaos: what the database holds after a run, against what was sent. */

import type { Database } from '../../apps/server/src/db/client.ts';
import { rebuildProgress } from '../../apps/server/src/modules/progress/rebuild.ts';
import { progressSnapshot } from '../../apps/server/test/progress-snapshot.ts';
import { log, secs, sleep } from './support.ts';
import type { Variant } from './workload.ts';

export interface Tracked {
  n: number;
  tag: string;
  variant: Variant;
  learner: number;
  problemId: string;
  id?: string;
  /** Sent again after an error with no answer: the server may hold an extra row for it. */
  uncertain: number;
  acceptedAt?: number;
}

export interface RunResult {
  mode: 'baseline' | 'chaos';
  submitMs: number;
  drainMs: number;
  totalMs: number;
  lost: number;
  wrong: Array<{ tag: string; variant: string; got: string }>;
  extraRows: number;
  counterMismatches: string[];
  progressEqual: boolean;
  jobsLeft: number;
  attempts: Record<string, number>;
  faults: { workerKills: number; apiKills: number; pgRestarts: number; pgDownMs: number };
  lastFaultToAllJudgedMs: number | undefined;
  pendingAtLastFault: number | undefined;
  recoveryMs: number[];
  /** Kill to another worker holding the job (or its verdict written). */
  retakenMs: number[];
  workerStarts: number;
  /** Processes that exited without being killed or stopped (crashes). */
  unexpectedExits: number;
}

export interface KilledInFlight {
  id: string;
  killedAt: number;
  retakenMs?: number;
}

/**
 * Waits until another worker holds a killed worker's job, or its verdict is in (the recovery the
 * sweep is for), and records how long that took in `entry.retakenMs`; gives up after `withinMs`.
 */
export async function watchRetake(
  database: Database,
  entry: KilledInFlight,
  lock: string,
  withinMs: number,
): Promise<void> {
  while (Date.now() - entry.killedAt < withinMs) {
    const r = await database.pool
      .query<{ locked_by: string | null; status: string }>(
        `select j.locked_by, s.status from submissions s
         left join graphile_worker.jobs j on j.key = 'judge:' || s.id::text where s.id = $1`,
        [entry.id],
      )
      .then(
        (x) => x.rows[0],
        () => undefined,
      );
    if (r && (r.status !== 'pending' || (r.locked_by && r.locked_by !== lock))) {
      entry.retakenMs = Date.now() - entry.killedAt;
      return;
    }
    await sleep(200);
  }
}

/** Lost, wrong and double-counted verdicts, progress against a rebuild, and each recovery of a killed worker's submission. */
export async function audit(
  database: Database,
  tracked: Tracked[],
  inFlightAtKill: KilledInFlight[],
): Promise<
  Pick<
    RunResult,
    | 'lost'
    | 'wrong'
    | 'extraRows'
    | 'attempts'
    | 'counterMismatches'
    | 'progressEqual'
    | 'jobsLeft'
    | 'recoveryMs'
    | 'retakenMs'
  >
> {
  const rows = (
    await database.pool.query<{
      id: string;
      tag: string | null;
      status: string;
      judged_at: Date | null;
      judge_attempts: number;
    }>(
      `select id, substring(code from 'chaos [a-z]+ #[0-9]+') as tag, status, judged_at, judge_attempts
       from submissions`,
    )
  ).rows;
  const byTag = new Map<string, typeof rows>();
  for (const r of rows) {
    const list = byTag.get(r.tag ?? '?') ?? [];
    list.push(r);
    byTag.set(r.tag ?? '?', list);
  }
  let lost = 0;
  const wrong: RunResult['wrong'] = [];
  for (const t of tracked) {
    const mine = byTag.get(t.tag) ?? [];
    const row = mine.find((r) => r.id === t.id);
    if (!row || row.status === 'pending') lost++;
    for (const r of mine) {
      if (r.status !== 'pending' && r.status !== t.variant.expected)
        wrong.push({ tag: t.tag, variant: t.variant.name, got: r.status });
    }
  }
  const extraRows = rows.length - tracked.length;
  const attempts: Record<string, number> = {};
  for (const r of rows) attempts[r.judge_attempts] = (attempts[r.judge_attempts] ?? 0) + 1;

  // Each verdict counted once: the counters against the rows they count.
  const counterMismatches: string[] = [];
  const perProblem = await database.pool.query<{
    slug: string;
    submissions_count: number;
    accepted_count: number;
    solved_by: number;
    counted: number;
    accepted: number;
    solvers: number;
  }>(`
    select p.slug, p.submissions_count, p.accepted_count, p.solved_by,
      (select count(*)::int from submissions s where s.problem_id = p.id and s.status not in ('pending', 'internal_error')) as counted,
      (select count(*)::int from submissions s where s.problem_id = p.id and s.status = 'accepted') as accepted,
      (select count(distinct user_id)::int from submissions s where s.problem_id = p.id and s.status = 'accepted') as solvers
    from problems p order by p.slug`);
  for (const p of perProblem.rows) {
    if (p.submissions_count !== p.counted || p.accepted_count !== p.accepted || p.solved_by !== p.solvers)
      counterMismatches.push(
        `${p.slug}: counters ${p.submissions_count}/${p.accepted_count}/${p.solved_by}, rows ${p.counted}/${p.accepted}/${p.solvers}`,
      );
  }
  const attemptsOff = await database.pool.query<{ n: number }>(`
    select count(*)::int as n from user_problems up
    where up.attempts <> (select count(*) from submissions s where s.user_id = up.user_id
      and s.problem_id = up.problem_id and s.status not in ('pending', 'internal_error'))`);
  if ((attemptsOff.rows[0]?.n ?? 0) > 0)
    counterMismatches.push(`${attemptsOff.rows[0]?.n} learner/problem attempt counts differ from their rows`);
  const query = async (text: string) => (await database.pool.query(text)).rows;
  const incremental = await progressSnapshot(query);
  await rebuildProgress(database.db);
  const progressEqual = JSON.stringify(await progressSnapshot(query)) === JSON.stringify(incremental);
  const jobsLeft =
    (await database.pool.query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs')).rows[0]
      ?.n ?? -1;

  const byId = new Map(rows.map((r) => [r.id, r]));
  const variantOf = new Map(tracked.map((t) => [t.id, t.variant.name]));
  // A submission in a killed worker's hands: how long until it was judged elsewhere (those whose
  // verdict was written just before the kill are left out).
  const recoveries = inFlightAtKill
    .map(({ id, killedAt, retakenMs }) => ({
      id,
      retakenMs: retakenMs ?? Number.NaN,
      ms: (byId.get(id)?.judged_at?.getTime() ?? Number.NaN) - killedAt,
      claims: byId.get(id)?.judge_attempts ?? 0,
      variant: variantOf.get(id) ?? '?',
    }))
    .filter((r) => r.ms >= 0);
  const recoveryMs = recoveries.map((r) => r.ms);
  const retakenMs = recoveries.map((r) => r.retakenMs).filter((ms) => !Number.isNaN(ms));
  for (const r of recoveries.sort((a, b) => b.ms - a.ms).slice(0, 5))
    log(
      `judged ${secs(r.ms)} after its worker was killed (taken again after ${secs(r.retakenMs)}): ${r.variant}, claimed ${r.claims} times`,
    );
  return {
    lost,
    wrong,
    extraRows,
    attempts,
    counterMismatches,
    progressEqual,
    jobsLeft,
    recoveryMs,
    retakenMs,
  };
}
