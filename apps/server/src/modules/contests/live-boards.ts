import type { BoardChange, SubmissionStatus } from '@codecoach/contracts';
import type { ChangeBus } from '../../live/change-bus.ts';
import { Board, type BoardSpec } from './formats/board.ts';
import type { ContestSub } from './formats/types.ts';
import { CONTEST_NOTES, type ContestNote, RESET } from './notes.ts';
import type { ContestRepository, ContestRow } from './repository.ts';

/**
 * Whether a contest's board lists every participant who joined, with nothing solved until they
 * submit: ICPC scoreboards list every team. A points board lists those who submitted, as
 * LeetCode's contest ranking does (decision 015); ratings count everyone who joined either way.
 */
export const listsJoined = (c: Pick<ContestRow, 'format'>): boolean => c.format === 'icpc';

/** Boards kept in memory per API server; the least recently used beyond this is dropped. */
const MAX_BOARDS = 64;

export interface LiveBoard {
  contestId: string;
  /** The board everyone sees (frozen while the contest runs, if it has a freeze). */
  public: Board;
  /** The unfrozen board (admins). */
  jury: Board;
  lastEventId: string;
  names: Map<string, string>;
  /** The public board hides nothing from this time on: it is rebuilt unmasked when it passes. */
  maskedUntil: number | null;
}

export function boardSpec(c: ContestRow, masked: boolean): BoardSpec {
  return {
    format: c.format,
    problems: c.problems.map((p) => ({ letter: p.letter, points: p.points })),
    durationSeconds: c.durationMinutes * 60,
    freezeAtSeconds: c.freezeMinutes === null ? null : Math.max(0, c.durationMinutes - c.freezeMinutes) * 60,
    masked,
  };
}

/** A log row as the real contest's board sees it: seconds since the contest's start. */
export function toSub(
  c: ContestRow,
  r: { id: string; userId: string; letter: string; status: SubmissionStatus; submittedAt: string },
  seq: number,
): ContestSub {
  return {
    id: r.id,
    userId: r.userId,
    letter: r.letter,
    status: r.status,
    seconds: (new Date(r.submittedAt).getTime() - c.startsAt.getTime()) / 1000,
    seq,
  };
}

/** One logged change as a viewer of the public board may see it (`pending` under a freeze). */
export function toChange(
  c: ContestRow,
  lb: LiveBoard,
  e: { id: string; userId: string; letter: string; status: SubmissionStatus; submittedAt: string },
): BoardChange {
  const spec = lb.public.spec;
  const seconds = (new Date(e.submittedAt).getTime() - c.startsAt.getTime()) / 1000;
  const hidden = spec.masked && spec.freezeAtSeconds !== null && seconds >= spec.freezeAtSeconds;
  return {
    eventId: e.id,
    user: lb.names.get(e.userId) ?? 'Unknown',
    problem: e.letter,
    status: hidden ? 'pending' : e.status,
  };
}

/**
 * The scoreboards this API server serves, each built once from the contest's submissions and then
 * updated change by change from the event log, which a trigger fills and announces on
 * `cc_contest_events` (LISTEN/NOTIFY): any API server serves any viewer, and every server's board
 * is the same function of the same log. A lost listener connection drops every board, so the next
 * read rebuilds it in full.
 */
export function createLiveBoards(deps: { repo: ContestRepository; bus: ChangeBus }) {
  const boards = new Map<string, Promise<LiveBoard>>();
  const subscribers = new Map<string, Set<(changes: BoardChange[]) => void>>();
  /** Per contest, what its viewers do when its board is rebuilt from scratch (a reset). */
  const resetters = new Map<string, Set<() => void>>();
  /** Per contest, the tail of its updates: changes apply one batch at a time, in log order. */
  const chains = new Map<string, Promise<void>>();
  const seqs = new Map<string, number>();

  const nextSeq = (id: string) => {
    const n = (seqs.get(id) ?? 0) + 1;
    seqs.set(id, n);
    return n;
  };

  async function build(c: ContestRow): Promise<LiveBoard> {
    const [{ rows, lastEventId }, joined] = await Promise.all([
      deps.repo.log(c.id),
      listsJoined(c) ? deps.repo.joined(c.id) : [],
    ]);
    const masked = c.freezeMinutes !== null && Date.now() < c.endsAt.getTime();
    const lb: LiveBoard = {
      contestId: c.id,
      public: new Board(boardSpec(c, masked)),
      jury: new Board(boardSpec(c, false)),
      lastEventId,
      names: await deps.repo.names([...new Set([...rows.map((r) => r.userId), ...joined])]),
      maskedUntil: masked ? c.endsAt.getTime() : null,
    };
    for (const userId of joined) {
      lb.public.join(userId);
      lb.jury.join(userId);
    }
    for (const r of rows) {
      const sub = toSub(c, r, nextSeq(c.id));
      lb.public.apply(sub);
      lb.jury.apply(sub);
    }
    return lb;
  }

  /** A participant joined: listed (nothing solved) on a board that lists those who joined. */
  async function addJoined(c: ContestRow, lb: LiveBoard, userId: string): Promise<void> {
    if (!listsJoined(c) || lb.public.rowOf(userId)) return;
    if (!lb.names.has(userId))
      for (const [id, name] of await deps.repo.names([userId])) lb.names.set(id, name);
    lb.public.join(userId);
    lb.jury.join(userId);
    for (const fn of subscribers.get(c.id) ?? []) fn([]);
  }

  async function catchUp(c: ContestRow, lb: LiveBoard): Promise<void> {
    const events = await deps.repo.eventsAfter(c.id, lb.lastEventId);
    if (events.length === 0) return;
    const unknown = events.map((e) => e.userId).filter((u) => !lb.names.has(u));
    for (const [id, name] of await deps.repo.names([...new Set(unknown)])) lb.names.set(id, name);
    const changes: BoardChange[] = [];
    for (const e of events) {
      const sub = toSub(c, { ...e, id: e.submissionId }, nextSeq(c.id));
      const seen = lb.public.apply(sub);
      lb.jury.apply(sub);
      lb.lastEventId = e.id;
      if (seen || e.status === 'pending') changes.push(toChange(c, lb, e));
    }
    if (changes.length > 0) for (const fn of subscribers.get(c.id) ?? []) fn(changes);
  }

  /** Contests seen by this server, so that a notification can find the row it needs. */
  const rows = new Map<string, ContestRow>();

  const onNote = (note: ContestNote) => {
    if ('joined' in note) {
      const pending = boards.get(note.contestId);
      const c = rows.get(note.contestId);
      if (!pending || !c) return; // built when someone looks at it, with everyone who joined
      chain(c.id, async () => addJoined(c, await pending, note.joined));
      return;
    }
    if (note.eventId === RESET) {
      // The contest was edited, or a participant deleted their account: rebuilt from the log on the
      // next read, and the streams on the old board end (their browsers reconnect to the new one).
      boards.delete(note.contestId);
      rows.delete(note.contestId);
      for (const end of [...(resetters.get(note.contestId) ?? [])]) end();
      return;
    }
    const pending = boards.get(note.contestId);
    const c = rows.get(note.contestId);
    if (!pending || !c) return; // nobody here looks at it: it is built when someone does
    const eventId = note.eventId;
    chain(c.id, async () => {
      const lb = await pending;
      if (BigInt(eventId) > BigInt(lb.lastEventId)) await catchUp(c, lb);
    });
  };

  /** Runs `update` after the contest's earlier updates; a failed one drops the board (rebuilt in full by its next read). */
  function chain(contestId: string, update: () => Promise<void>): void {
    const tail = (chains.get(contestId) ?? Promise.resolve()).then(update);
    chains.set(
      contestId,
      tail.catch(() => {
        boards.delete(contestId);
      }),
    );
  }

  // A lost connection may have lost notes: every board is rebuilt in full by its next read.
  const unsubscribe = [deps.bus.listen(CONTEST_NOTES, onNote), deps.bus.onReconnect(() => boards.clear())];

  /** Drops the least recently used board that nobody streams, while there are too many. */
  function prune() {
    if (boards.size <= MAX_BOARDS) return;
    const idle = [...boards.keys()].find((id) => !subscribers.get(id)?.size);
    if (idle) boards.delete(idle);
  }

  return {
    /**
     * A participant joined through this server: listed on its board now, so their next read shows
     * it (other servers' boards hear of it through the join's note).
     */
    async joined(c: ContestRow, userId: string): Promise<void> {
      const pending = boards.get(c.id);
      if (!pending) return; // built with everyone who joined when someone looks at it
      chain(c.id, async () => addJoined(c, await pending, userId));
      await chains.get(c.id);
    },

    /** Stops following the contests' notes (the bus itself is closed by its owner). */
    close(): void {
      for (const stop of unsubscribe) stop();
    },

    /** The contest's live board, built on first use; a board whose freeze has lifted is rebuilt. */
    async get(c: ContestRow): Promise<LiveBoard> {
      rows.set(c.id, c);
      let pending = boards.get(c.id);
      if (pending) {
        const lb = await pending.catch(() => undefined);
        if (lb && (lb.maskedUntil === null || Date.now() < lb.maskedUntil)) {
          // Most recently used last: the Map's order is the eviction order (prune).
          boards.delete(c.id);
          boards.set(c.id, pending);
          // Wait for changes already announced, so a read after a verdict includes it.
          await chains.get(c.id);
          return lb;
        }
        boards.delete(c.id);
      }
      pending = build(c);
      boards.set(c.id, pending);
      pending.catch(() => boards.delete(c.id));
      prune();
      return pending;
    },

    /** Calls `fn` with each batch of changes, and `onReset` when the board is dropped to be rebuilt. */
    subscribe(contestId: string, fn: (changes: BoardChange[]) => void, onReset?: () => void): () => void {
      const add = <T>(map: Map<string, Set<T>>, item: T) => {
        let set = map.get(contestId);
        if (!set) {
          set = new Set();
          map.set(contestId, set);
        }
        set.add(item);
        return () => {
          set.delete(item);
          if (set.size === 0) map.delete(contestId);
        };
      };
      const offChanges = add(subscribers, fn);
      const offReset = onReset ? add(resetters, onReset) : () => {};
      return () => {
        offChanges();
        offReset();
      };
    },
  };
}
export type LiveBoards = ReturnType<typeof createLiveBoards>;
