import { z } from 'zod';
import { defineTopic } from '../../live/change-bus.ts';

/**
 * A generation's live notes (GET /api/generate/:id/events): the step it reached, or `done`. The
 * stream re-reads the job on each, so a note carries nothing else.
 */
const GenerationNote = z.object({ id: z.string(), step: z.string() });
export type GenerationNote = z.infer<typeof GenerationNote>;

export const GENERATION_NOTES = defineTopic('cc_generation_events', GenerationNote, (n) => n.id);
