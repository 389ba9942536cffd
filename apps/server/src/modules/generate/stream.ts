import type { GenerationJob } from '@codecoach/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSseStreams } from '../../lib/sse.ts';
import type { ChangeBus } from '../../live/change-bus.ts';
import { GENERATION_NOTES } from './notes.ts';

/** A missed note costs at most this long: the stream also re-reads on its own. */
const REREAD_MS = 2_000;

/**
 * Server-Sent Events of a generation (GET /api/generate/:id/events): `progress` with the job at
 * once and at every step, then `done` with the finished job, and the stream ends. Notes come
 * through the change bus (LISTEN/NOTIFY), so the worker may be in another process.
 */
export function createGenerationStreams(bus: ChangeBus) {
  const streams = createSseStreams();
  return {
    start(
      req: FastifyRequest,
      reply: FastifyReply,
      id: string,
      read: () => Promise<GenerationJob>,
    ): Promise<void> {
      const stream = streams.open(reply);
      let last = '';
      const sendCurrent = async () => {
        const job = await read();
        if (stream.ended) return;
        const finished = job.status === 'succeeded' || job.status === 'failed';
        const text = JSON.stringify({ job });
        if (text !== last || finished) {
          last = text;
          stream.write(finished ? 'done' : 'progress', text);
        }
        if (finished) stream.end();
      };
      const onError = (err: unknown) => {
        req.log.warn({ err, generation: id }, 'generation stream ended: the job could not be read');
        stream.end();
      };
      stream.onEnd(bus.subscribe(GENERATION_NOTES, id, () => void sendCurrent().catch(onError)));
      const reread = setInterval(() => void sendCurrent().catch(onError), REREAD_MS);
      stream.onEnd(() => clearInterval(reread));
      return sendCurrent().catch(onError);
    },
    closeAll: streams.closeAll,
  };
}
