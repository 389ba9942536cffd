import { z } from 'zod';
import { defineTopic } from '../../live/change-bus.ts';

/**
 * A contest's live notes: a row logged in `contest_events` (announced by the trigger of
 * drizzle/0010_contest_events_trigger.sql at commit, whoever wrote it), RESET when the contest's
 * definition changed (an edit before its start, a participant who left), or a participant who
 * joined (an ICPC board lists them before their first submission).
 */
const ContestNote = z.union([
  z.object({ contestId: z.string(), eventId: z.string() }),
  z.object({ contestId: z.string(), joined: z.string() }),
]);
export type ContestNote = z.infer<typeof ContestNote>;

export const CONTEST_NOTES = defineTopic('cc_contest_events', ContestNote, (n) => n.contestId);

/** The note that says a contest's definition changed: its boards are rebuilt from the log. */
export const RESET = 'reset';
