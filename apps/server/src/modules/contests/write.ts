import { randomBytes } from 'node:crypto';
import { CONTEST_START_SKEW_MS, type ContestWriteRequest, START_IN_FUTURE } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { AuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { findContest, isStaff } from './access.ts';
import { contestCreate, contestState, contestUpdate } from './audited.ts';
import { scheduleFinalizeSql } from './jobs.ts';
import { letter } from './letters.ts';
import { CONTEST_NOTES, RESET } from './notes.ts';
import type { ContestRepository, Viewer } from './repository.ts';

/**
 * Rejects what the schema cannot: a start not in the future (by the database's clock, which decides
 * a contest's status; CONTEST_START_SKEW_MS of skew), a freeze longer than the contest, repeated
 * problems.
 */
async function check(db: Db, body: ContestWriteRequest): Promise<void> {
  const [clock] = (await db.execute<{ now: string }>(sql`select now() as now`)).rows;
  const now = clock ? new Date(clock.now).getTime() : Date.now();
  if (Date.parse(body.startTime) < now - CONTEST_START_SKEW_MS)
    throw errors.validation([{ field: 'startTime', message: START_IN_FUTURE }]);
  if (body.freezeMinutes !== null && body.freezeMinutes >= body.duration)
    throw errors.validation([
      { field: 'freezeMinutes', message: 'The freeze must be shorter than the contest' },
    ]);
  if (new Set(body.problems.map((p) => p.problemId)).size !== body.problems.length)
    throw errors.validation([{ field: 'problems', message: 'A problem can be in a contest only once' }]);
}

async function putProblems(tx: Executor, contestId: string, body: ContestWriteRequest): Promise<void> {
  const found = (
    await tx.execute<{ id: string }>(
      sql`select id from problems where id = any(${sql.param(body.problems.map((p) => p.problemId))}::uuid[])`,
    )
  ).rows;
  if (found.length !== body.problems.length)
    throw errors.validation([{ field: 'problems', message: 'Unknown problem' }]);
  await tx.execute(sql`delete from contest_problems where contest_id = ${contestId}`);
  for (const [i, p] of body.problems.entries())
    await tx.execute(sql`insert into contest_problems (contest_id, letter, problem_id, points)
      values (${contestId}, ${letter(i)}, ${p.problemId}, ${p.points})`);
}

/** Who writes a contest: the viewer, with the name an admin's audit entry records. */
export interface Writer extends Viewer {
  name: string;
}

/**
 * Creating and editing contests: admins make public or private contests; any learner makes a
 * private one (never rated) from bank problems and shares its invite link. A contest can be
 * changed only before it starts, by its creator or an admin. What an admin creates or changes is
 * audited in the same transaction (decision 027); a learner's own private contest is not an
 * admin action, so it is not.
 */
export function createContestWrites(db: Db, repo: ContestRepository, audit: AuditLog) {
  return {
    async create(v: Writer, body: ContestWriteRequest): Promise<string> {
      if (body.visibility === 'public' && v.role !== 'admin')
        throw errors.forbidden(
          'Only admins can create public contests; create a private one and share its link',
        );
      await check(db, body);
      const isPrivate = body.visibility === 'private';
      return db.transaction(async (tx) => {
        const [row] = (
          await tx.execute<{ id: string; endsAt: string }>(sql`
            insert into contests (name, type, format, description, starts_at, duration_minutes, prizes, rated,
              freeze_minutes, max_participants, visibility, invite_token, created_by)
            values (${body.name}, ${body.type}, ${body.format}, ${body.description}, ${body.startTime},
              ${body.duration}, ${sql.param(body.prizes)}::text[], ${isPrivate ? false : body.rated},
              ${body.freezeMinutes}, ${body.maxParticipants}, ${body.visibility},
              ${isPrivate ? randomBytes(18).toString('base64url') : null}, ${v.id})
            returning id, starts_at + make_interval(mins => duration_minutes) as "endsAt"`)
        ).rows;
        if (!row) throw new Error('contest not stored');
        await putProblems(tx, row.id, body);
        await tx.execute(scheduleFinalizeSql(row.id, new Date(row.endsAt)));
        if (v.role === 'admin') {
          const entry = contestCreate(row.id, await contestState(tx, row.id));
          await audit.append(tx, v, entry);
        }
        return row.id;
      });
    },

    async update(v: Writer, id: string, body: ContestWriteRequest): Promise<void> {
      const c = await findContest(repo, v, id);
      if (!isStaff(v, c)) throw errors.forbidden('Only its creator or an admin can change this contest');
      if (c.status !== 'upcoming') throw errors.conflict('A contest cannot be changed once it has started');
      if (body.visibility !== c.visibility && v.role !== 'admin')
        throw errors.forbidden('Only admins can change who can see a contest');
      await check(db, body);
      const isPrivate = body.visibility === 'private';
      await db.transaction(async (tx) => {
        const before = v.role === 'admin' ? await contestState(tx, id) : null;
        const [row] = (
          await tx.execute<{ endsAt: string }>(sql`
            update contests set name = ${body.name}, type = ${body.type}, format = ${body.format},
              description = ${body.description}, starts_at = ${body.startTime}, duration_minutes = ${body.duration},
              prizes = ${sql.param(body.prizes)}::text[], rated = ${isPrivate ? false : body.rated},
              freeze_minutes = ${body.freezeMinutes}, max_participants = ${body.maxParticipants},
              visibility = ${body.visibility},
              invite_token = case when ${isPrivate} then coalesce(invite_token, ${randomBytes(18).toString('base64url')}) end
            where id = ${id} and starts_at > now()
            returning starts_at + make_interval(mins => duration_minutes) as "endsAt"`)
        ).rows;
        if (!row) throw errors.conflict('A contest cannot be changed once it has started');
        await putProblems(tx, id, body);
        await tx.execute(scheduleFinalizeSql(id, new Date(row.endsAt)));
        await tx.execute(
          sql`select pg_notify(${CONTEST_NOTES.channel}, ${JSON.stringify({ contestId: id, eventId: RESET })})`,
        );
        // An edit that changed nothing is not recorded, as Manage Problems' no-ops are not.
        const entry = before && contestUpdate(id, before, await contestState(tx, id));
        if (entry) await audit.append(tx, v, entry);
      });
    },
  };
}
