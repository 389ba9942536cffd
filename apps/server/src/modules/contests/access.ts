import { errors } from '../../lib/errors.ts';
import type { ContestRepository, ContestRow, Viewer } from './repository.ts';

/** The contest a viewer may see (404 for anyone else, so private contests do not leak their existence). */
export async function findContest(
  repo: ContestRepository,
  v: Viewer,
  id: string,
  invite?: string,
): Promise<ContestRow> {
  const c = await repo.get(v, id, invite);
  if (!c) throw errors.notFound('Contest not found');
  return c;
}

export const isStaff = (v: Viewer, c: ContestRow) => v.role === 'admin' || c.createdBy === v.id;

/** Whether a virtual run started at `start` is still running. */
export function virtualRunning(c: ContestRow, now = Date.now()): boolean {
  const end = virtualEnd(c);
  return end !== null && now < end;
}

/** When the viewer's virtual run ends (epoch ms), or null when they have none. */
export function virtualEnd(c: ContestRow): number | null {
  return c.virtualStartedAt === null ? null : c.virtualStartedAt.getTime() + c.durationMinutes * 60_000;
}

/**
 * Who may read a contest's problems: during the contest its registered participants (and its
 * creator and admins); after the end anyone who can see it. Before the start nobody but staff.
 */
export function assertCanReadProblems(v: Viewer, c: ContestRow): void {
  if (isStaff(v, c) || c.status === 'ended') return;
  if (c.status === 'upcoming') throw errors.forbidden('The contest has not started yet');
  if (!c.registered) throw errors.forbidden('Register for this contest to open its problems');
}
