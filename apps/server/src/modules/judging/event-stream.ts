import type { Submission, SubmissionEvent } from '@codecoach/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSseStreams } from '../../lib/sse.ts';
import type { ChangeBus } from '../../live/change-bus.ts';
import { SUBMISSION_NOTES } from '../submissions/notes.ts';

/**
 * Server-Sent Events of submissions (GET /api/submissions/:id/events): `queued` at once, the
 * judge's progress as it comes, then the verdict with the submission, and the stream ends. Any
 * API server can stream any submission: the notes come through the change bus (LISTEN/NOTIFY).
 */
export function createEventStreams(bus: ChangeBus) {
  const streams = createSseStreams();
  return {
    /**
     * Takes over the reply and streams submission `id`; `read` reads it as the caller may see it
     * (the route has already answered 404 for anyone else).
     */
    start(
      req: FastifyRequest,
      reply: FastifyReply,
      id: string,
      read: () => Promise<Submission>,
    ): Promise<void> {
      const stream = streams.open(reply);
      const send = (event: 'status' | 'verdict', data: SubmissionEvent) =>
        stream.write(event, JSON.stringify(data));
      // The browser's EventSource reconnects after an ended stream, and the stream reads again.
      const endOnFailure = (err: unknown) => {
        req.log.warn({ err, submission: id }, 'live stream ended: the submission could not be read');
        stream.end();
      };
      const sendVerdictIfDone = async () => {
        const s = await read();
        if (s.status !== 'pending') {
          send('verdict', { phase: 'verdict', submission: s });
          stream.end();
        }
      };
      // Subscribe first, then read: a verdict written in between is not missed.
      stream.onEnd(
        bus.subscribe(SUBMISSION_NOTES, id, (note) => {
          if (note.phase === 'verdict') void sendVerdictIfDone().catch(endOnFailure);
          else
            send(
              'status',
              note.phase === 'running'
                ? { phase: 'running', test: note.test, total: note.total }
                : { phase: note.phase },
            );
        }),
      );
      send('status', { phase: 'queued' });
      return sendVerdictIfDone().catch(endOnFailure);
    },

    /** Ends every open stream (the server is closing). */
    closeAll: streams.closeAll,
  };
}
