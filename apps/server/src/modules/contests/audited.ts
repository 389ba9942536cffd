import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { AuditRecord } from '../../lib/audit.ts';
import { must } from '../../lib/invariant.ts';

/**
 * A contest as its audit entries record it: what an admin can set in the contest dialog, with
 * each problem's title of the moment beside its id. The invite token is left out: it is a
 * credential, and the audit log is read by every admin.
 */
export type ContestState = Record<string, unknown> & { name: string };

/**
 * The contest's state, read in the writing transaction and with its row locked, so the state
 * before an edit is the one the edit replaced and the state after is the one it stored.
 */
export async function contestState(tx: Executor, id: string): Promise<ContestState> {
  const { rows } = await tx.execute<ContestState & { startTime: string }>(sql`
    select c.name, c.type, c.format, c.description, c.starts_at as "startTime",
      c.duration_minutes as duration, c.prizes, c.rated, c.freeze_minutes as "freezeMinutes",
      c.max_participants as "maxParticipants", c.visibility,
      coalesce((select json_agg(json_build_object('letter', cp.letter, 'problemId', cp.problem_id,
          'title', p.title, 'points', cp.points) order by cp.letter)
        from contest_problems cp join problems p on p.id = cp.problem_id where cp.contest_id = c.id), '[]') as problems
    from contests c where c.id = ${id} for update of c`);
  // Contests are never deleted, and the caller found this one.
  const row = must(rows[0], `contest ${id}`);
  // Timestamps come back as strings through db.execute; the entry keeps the API's ISO form.
  return { ...row, startTime: new Date(row.startTime).toISOString() };
}

/** An admin's edit as an audit record: only the fields it changed, or null when it changed none. */
export function contestUpdate(id: string, before: ContestState, after: ContestState): AuditRecord | null {
  const fields = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (fields.length === 0) return null;
  const pick = (s: ContestState) => Object.fromEntries(fields.map((k) => [k, s[k]]));
  return {
    action: 'contest.update',
    target: { type: 'contest', id, label: after.name },
    before: pick(before),
    after: pick(after),
  };
}

/** An admin's new contest as an audit record: everything it was created with. */
export function contestCreate(id: string, after: ContestState): AuditRecord {
  return {
    action: 'contest.create',
    target: { type: 'contest', id, label: after.name },
    before: null,
    after,
  };
}
