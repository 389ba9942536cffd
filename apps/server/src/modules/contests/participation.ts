import { errors } from '../../lib/errors.ts';
import { findContest, virtualEnd, virtualRunning } from './access.ts';
import type { LiveBoards } from './live-boards.ts';
import type { ContestRepository, Viewer } from './repository.ts';

/** Registering, joining, virtual runs, and the gate every contest submission passes. */
export function createParticipation(repo: ContestRepository, boards: Pick<LiveBoards, 'joined'>) {
  return {
    async register(v: Viewer, id: string, invite?: string): Promise<void> {
      const c = await findContest(repo, v, id, invite);
      if (
        c.visibility === 'private' &&
        !invite &&
        c.createdBy !== v.id &&
        v.role !== 'admin' &&
        !c.registered
      )
        throw errors.forbidden('This contest is private: open its invite link to register');
      const outcome = await repo.register(c.id, v.id);
      if (outcome === 'already') throw errors.conflict('You are already registered for this contest');
      if (outcome === 'full') throw errors.conflict('This contest is full');
      if (outcome === 'ended') throw errors.conflict('This contest has ended');
    },

    /** Enters the contest: live and registered, or in one's own virtual run. */
    async join(v: Viewer, id: string) {
      const c = await findContest(repo, v, id);
      const end = virtualEnd(c);
      if (end !== null && virtualRunning(c)) {
        return { endTime: new Date(end).toISOString(), serverNow: Date.now(), virtual: true };
      }
      if (c.status === 'upcoming') throw errors.conflict('The contest has not started yet');
      if (c.status === 'ended') throw errors.conflict('This contest has ended');
      if (!c.registered) throw errors.forbidden('Register for this contest first');
      await repo.markJoined(c.id, v.id);
      await boards.joined(c, v.id);
      return { endTime: c.endsAt.toISOString(), serverNow: Date.now(), virtual: false };
    },

    /** Starts a virtual run of an ended contest, once per learner (who did not take part live). */
    async startVirtual(v: Viewer, id: string) {
      const c = await findContest(repo, v, id);
      if (c.status !== 'ended') throw errors.conflict('A virtual run is for a contest that has ended');
      if (!(await repo.startVirtual(c.id, v.id)))
        throw errors.conflict(
          c.registered
            ? 'You took part in this contest'
            : 'You already started a virtual run of this contest',
        );
    },

    /**
     * A submission carries a contest only from a participant, for one of its problems, inside the
     * participant's window (the contest's start to end, or their virtual run); anything else is
     * refused before it is stored, so it never reaches a board.
     */
    async gate(userId: string, contestId: string, problemId: string): Promise<void> {
      const w = await repo.submitWindow(contestId, userId, problemId);
      if (!w) throw errors.notFound('Contest not found');
      if (!w.inContest)
        throw errors.validation([{ field: 'problemId', message: 'This problem is not in the contest' }]);
      if (!w.registered) throw errors.forbidden('Register for this contest first');
      if (!w.open)
        throw errors.conflict(
          w.virtual ? 'Your virtual run has ended' : 'The contest is not live: submissions are closed',
        );
    },
  };
}
export type Participation = ReturnType<typeof createParticipation>;
