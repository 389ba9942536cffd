import type { FastifyReply } from 'fastify';

/** A comment line this often keeps proxies from closing an idle stream. */
const PING_MS = 15_000;

/** One Server-Sent Events response, taken over from Fastify. */
export interface SseStream {
  /** Writes one event (`data` already serialised); nothing once the stream has ended. */
  write(event: string, data: string, id?: string): void;
  /** Runs `cleanup` when the stream ends, however it ends. */
  onEnd(cleanup: () => void): void;
  /** Ends the stream (once): the cleanups run, the response closes. */
  end(): void;
  readonly ended: boolean;
}

/**
 * The streams one kind of SSE route has open: each opens with the same headers, pings while idle,
 * ends when the client goes away, and `closeAll` ends them all when the server closes. The
 * submission, generation and contest streams differ only in what they write.
 */
export function createSseStreams() {
  const open = new Set<SseStream>();
  return {
    open(reply: FastifyReply): SseStream {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const cleanups: Array<() => void> = [];
      let ended = false;
      const stream: SseStream = {
        write(event, data, id) {
          if (!ended) res.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${data}\n\n`);
        },
        onEnd(cleanup) {
          cleanups.push(cleanup);
        },
        end() {
          if (ended) return;
          ended = true;
          clearInterval(ping);
          open.delete(stream);
          for (const c of cleanups) c();
          res.end();
        },
        get ended() {
          return ended;
        },
      };
      const ping = setInterval(() => !ended && res.write(': ping\n\n'), PING_MS);
      open.add(stream);
      // The response's close, not the request's: a request's fires once its body is read (a POST).
      res.on('close', () => stream.end());
      return stream;
    },
    /** Ends every open stream (the server is closing). */
    closeAll(): void {
      for (const s of open) s.end();
    },
  };
}
