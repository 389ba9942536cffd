import { z } from 'zod';
import { defineTopic } from '../../live/change-bus.ts';

/**
 * A submission's live notes (GET /api/submissions/:id/events): the judge's progress, then a
 * verdict note that only says "look it up". A stream says `queued` itself when it opens (a pending
 * submission is queued until a worker's first note), so no such note is sent.
 */
export const SubmissionNote = z.discriminatedUnion('phase', [
  z.object({ id: z.string(), phase: z.literal('compiling') }),
  z.object({ id: z.string(), phase: z.literal('running'), test: z.number(), total: z.number() }),
  z.object({ id: z.string(), phase: z.literal('verdict') }),
]);
export type SubmissionNote = z.infer<typeof SubmissionNote>;

export const SUBMISSION_NOTES = defineTopic('cc_submission_events', SubmissionNote, (n) => n.id);
