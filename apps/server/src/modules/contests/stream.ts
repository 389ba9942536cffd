import { CONTEST_TOP } from '@codecoach/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSseStreams } from '../../lib/sse.ts';
import { toRow } from './dto.ts';
import type { LiveBoard, LiveBoards } from './live-boards.ts';
import { toChange } from './live-boards.ts';
import { boardView, frozenNow } from './reads.ts';
import type { ContestRepository, ContestRow } from './repository.ts';

/** A resume further behind than this gets the board only. */
const MAX_REPLAY = 1000;

/**
 * The live scoreboard over Server-Sent Events (GET /api/contests/:id/events). Each message has the
 * contest event id as its SSE id: `change` (one submission's new state, as the public may see it)
 * and `board` (the top 10, the viewer's own row, the freeze; sent again when the freeze starts).
 * On connect the viewer gets the full
 * board; with `Last-Event-ID` it first gets the changes it missed, read from the log, so a resume
 * works on any API server. At the end of the contest an `ended` event closes the stream.
 */
export function createBoardStreams(boards: LiveBoards, repo: ContestRepository) {
  const streams = createSseStreams();
  /**
   * The part of a `board` message every viewer shares (the top 10, the freeze), serialised once per
   * board state and spliced with each viewer's own row: 500 viewers cost one JSON of the top 10.
   */
  const shared = new WeakMap<LiveBoard, { eventId: string; size: number; frozen: boolean; json: string }>();
  const boardJson = (c: ContestRow, lb: LiveBoard, viewerId: string): string => {
    let s = shared.get(lb);
    const frozen = frozenNow(c, lb.public);
    if (!s || s.eventId !== lb.lastEventId || s.size !== lb.public.size || s.frozen !== frozen) {
      const { you: _none, ...rest } = boardView(c, lb, '', false, 0, CONTEST_TOP);
      s = { eventId: lb.lastEventId, size: lb.public.size, frozen, json: JSON.stringify(rest) };
      shared.set(lb, s);
    }
    const mine = lb.public.rowOf(viewerId);
    return `${s.json.slice(0, -1)},"you":${JSON.stringify(mine ? toRow(mine, lb.names) : null)}}`;
  };
  return {
    async start(req: FastifyRequest, reply: FastifyReply, c: ContestRow, viewerId: string): Promise<void> {
      const lb = await boards.get(c);
      const stream = streams.open(reply);
      const send = (event: string, id: string | undefined, data: unknown) =>
        stream.write(event, JSON.stringify(data), id);
      const sendBoard = () => stream.write('board', boardJson(c, lb, viewerId), lb.lastEventId);
      stream.onEnd(
        boards.subscribe(
          c.id,
          (changes) => {
            for (const ch of changes) send('change', ch.eventId, ch);
            sendBoard();
          },
          // This board was dropped (an edit, a deleted participant): the EventSource reconnects
          // with its Last-Event-ID and gets the rebuilt one.
          () => stream.end(),
        ),
      );
      const untilEnd = c.endsAt.getTime() - Date.now();
      const ending = setTimeout(
        () => {
          send('ended', undefined, { endTime: c.endsAt.toISOString() });
          stream.end();
        },
        Math.max(0, Math.min(untilEnd, 2 ** 31 - 1)),
      );
      stream.onEnd(() => clearTimeout(ending));
      // The freeze starts: the board says so then, even if nothing changes on it.
      const freezeMoment =
        lb.public.spec.masked && lb.public.spec.freezeAtSeconds !== null
          ? c.startsAt.getTime() + lb.public.spec.freezeAtSeconds * 1000
          : null;
      if (freezeMoment !== null && freezeMoment > Date.now() && freezeMoment < c.endsAt.getTime()) {
        // Timers run on a monotonic clock and may fire a millisecond before Date.now() (which
        // decides whether the board is frozen) reaches the moment: wait again for the rest.
        let freezing: NodeJS.Timeout;
        const atFreeze = () => {
          const left = freezeMoment - Date.now();
          if (left > 0) freezing = setTimeout(atFreeze, Math.min(left, 2 ** 31 - 1));
          else sendBoard();
        };
        atFreeze();
        stream.onEnd(() => clearTimeout(freezing));
      }

      const last = req.headers['last-event-id'];
      if (typeof last === 'string' && /^\d{1,18}$/.test(last) && BigInt(last) < BigInt(lb.lastEventId)) {
        const missed = await repo.eventsAfter(c.id, last, MAX_REPLAY);
        if (missed.length < MAX_REPLAY)
          for (const e of missed)
            if (BigInt(e.id) <= BigInt(lb.lastEventId)) send('change', e.id, toChange(c, lb, e));
      }
      sendBoard();
      if (untilEnd <= 0) {
        send('ended', undefined, { endTime: c.endsAt.toISOString() });
        stream.end();
      }
    },
    closeAll: streams.closeAll,
  };
}
