import type { Submission, SubmissionListQuery, SubmissionListResponse } from '@codecoach/contracts';
import { errors } from '../../lib/errors.ts';
import type { SubmissionsRepository } from '../submissions/repository.ts';
import { toSubmissionDto } from './dto.ts';

/** A learner's own submissions: the list (filtered, sorted, paged) and one by id. */
export function createSubmissionReads(repo: SubmissionsRepository) {
  return {
    async list(
      user: { id: string; role: string },
      q: SubmissionListQuery,
    ): Promise<SubmissionListResponse['data']> {
      const { rows, total } = await repo.listOfUser(user.id, q, user.role === 'admin');
      return {
        submissions: rows.map((r) => toSubmissionDto(r.s, r.p, user)),
        pagination: {
          pages: Math.max(1, Math.ceil(total / q.limit)),
          current: q.page,
          total,
          limit: q.limit,
        },
      };
    },

    /** One submission of the caller (an admin may read anyone's). */
    async own(id: string, user: { id: string; role: string }): Promise<Submission> {
      const row = await repo.findShown(id);
      // Someone else's submission is "not found", not "forbidden": ids are not confirmed to strangers.
      if (!row || (row.s.userId !== user.id && user.role !== 'admin'))
        throw errors.notFound('Submission not found');
      return toSubmissionDto(row.s, row.p, user);
    },
  };
}
