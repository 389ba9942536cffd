import type { Db } from '../../db/client.ts';
import { createAuditLog } from '../../lib/audit.ts';
import type { ChangeBus } from '../../live/change-bus.ts';
import { createProblemRepository } from '../problems/repository.ts';
import { createLiveBoards } from './live-boards.ts';
import { createParticipation } from './participation.ts';
import { createRatingReads } from './rating-reads.ts';
import { createContestReads } from './reads.ts';
import { createContestRepository } from './repository.ts';
import { createBoardStreams } from './stream.ts';
import { createContestWrites } from './write.ts';

/** Contests, wired: one repository, this server's live boards, and the use cases over them. */
export function createContestService(deps: { db: Db; bus: ChangeBus }) {
  const repo = createContestRepository(deps.db);
  const boards = createLiveBoards({ repo, bus: deps.bus });
  return {
    repo,
    boards,
    streams: createBoardStreams(boards, repo),
    reads: createContestReads({ repo, boards, problems: createProblemRepository(deps.db) }),
    participation: createParticipation(repo, boards),
    writes: createContestWrites(deps.db, repo, createAuditLog(deps.db)),
    ratings: createRatingReads(deps.db),
  };
}
export type ContestService = ReturnType<typeof createContestService>;
