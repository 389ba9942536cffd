import type {
  ContestFormat,
  ContestTab,
  ContestType,
  Difficulty,
  SubmissionStatus,
} from '@codecoach/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifySql } from '../../live/change-bus.ts';
import { CONTEST_NOTES } from './notes.ts';

/** A contest as read, with its status from the database's clock (the one clock every server shares). */
export type ContestRow = {
  id: string;
  name: string;
  type: ContestType;
  format: ContestFormat;
  description: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  prizes: string[];
  rated: boolean;
  freezeMinutes: number | null;
  maxParticipants: number | null;
  visibility: 'public' | 'private';
  inviteToken: string | null;
  createdBy: string | null;
  schedule: string | null;
  finalizedAt: Date | null;
  status: 'upcoming' | 'live' | 'ended';
  participants: number;
  registered: boolean;
  virtualStartedAt: Date | null;
  problems: Array<{
    letter: string;
    problemId: string;
    title: string;
    difficulty: Difficulty;
    points: number;
  }>;
};

export interface Viewer {
  id: string;
  role: 'user' | 'admin';
}

const STATUS = sql`case when c.starts_at > now() then 'upcoming'
  when c.starts_at + make_interval(mins => c.duration_minutes) > now() then 'live' else 'ended' end`;

const TAB: Record<ContestTab, SQL> = {
  upcoming: sql`c.starts_at > now()`,
  live: sql`c.starts_at <= now() and c.starts_at + make_interval(mins => c.duration_minutes) > now()`,
  past: sql`c.starts_at + make_interval(mins => c.duration_minutes) <= now()`,
};

/** Who may see a contest: public ones, and private ones to their creator, participants and admins. */
function visibleTo(v: Viewer, invite?: string): SQL {
  if (v.role === 'admin') return sql`true`;
  return sql`(c.visibility = 'public' or c.created_by = ${v.id}
    or exists (select 1 from contest_registrations r where r.contest_id = c.id and r.user_id = ${v.id})
    ${invite ? sql`or c.invite_token = ${invite}` : sql``})`;
}

const SELECT = (v: Viewer) => sql`
  select c.id, c.name, c.type, c.format, c.description, c.starts_at as "startsAt",
    c.starts_at + make_interval(mins => c.duration_minutes) as "endsAt",
    c.duration_minutes as "durationMinutes", c.prizes, c.rated, c.freeze_minutes as "freezeMinutes",
    c.max_participants as "maxParticipants", c.visibility, c.invite_token as "inviteToken",
    c.created_by as "createdBy", c.schedule, c.finalized_at as "finalizedAt", ${STATUS} as status,
    (select count(*)::int from contest_registrations r
      where r.contest_id = c.id and r.virtual_started_at is null) as participants,
    exists (select 1 from contest_registrations r
      where r.contest_id = c.id and r.user_id = ${v.id} and r.virtual_started_at is null) as registered,
    (select r.virtual_started_at from contest_registrations r
      where r.contest_id = c.id and r.user_id = ${v.id}) as "virtualStartedAt",
    coalesce((select json_agg(json_build_object('letter', cp.letter, 'problemId', cp.problem_id,
        'title', p.title, 'difficulty', p.difficulty, 'points', cp.points) order by cp.letter)
      from contest_problems cp join problems p on p.id = cp.problem_id where cp.contest_id = c.id), '[]') as problems
  from contests c`;

function revive(r: ContestRow): ContestRow {
  // json and timestamps come back as strings through db.execute.
  const date = (d: Date | string) => new Date(d);
  const dateOrNull = (d: Date | string | null) => (d === null ? null : new Date(d));
  return {
    ...r,
    startsAt: date(r.startsAt),
    endsAt: date(r.endsAt),
    finalizedAt: dateOrNull(r.finalizedAt),
    virtualStartedAt: dateOrNull(r.virtualStartedAt),
  };
}

export function createContestRepository(db: Db) {
  return {
    async list(v: Viewer, tab: ContestTab, page: number, limit: number) {
      const order = tab === 'past' ? sql`c.starts_at desc` : sql`c.starts_at asc`;
      const rows = (
        await db.execute<ContestRow>(sql`${SELECT(v)} where ${visibleTo(v)} and ${TAB[tab]}
          order by ${order}, c.id limit ${limit} offset ${(page - 1) * limit}`)
      ).rows.map(revive);
      const [counts] = (
        await db.execute<{ upcoming: number; live: number; past: number }>(sql`
          select count(*) filter (where ${TAB.upcoming})::int as upcoming,
            count(*) filter (where ${TAB.live})::int as live,
            count(*) filter (where ${TAB.past})::int as past
          from contests c where ${visibleTo(v)}`)
      ).rows;
      return { rows, counts: counts ?? { upcoming: 0, live: 0, past: 0 } };
    },

    /** Public contests starting between now and `until`, soonest first. */
    async upcomingPublic(until: Date, limit: number) {
      return (
        await db.execute<{ id: string; name: string; startsAt: string; durationMinutes: number }>(sql`
          select c.id, c.name, c.starts_at as "startsAt", c.duration_minutes as "durationMinutes"
          from contests c
          where c.visibility = 'public' and c.starts_at > now() and c.starts_at <= ${until.toISOString()}
          order by c.starts_at, c.id limit ${limit}`)
      ).rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt) }));
    },

    async get(v: Viewer, id: string, invite?: string): Promise<ContestRow | undefined> {
      const [row] = (
        await db.execute<ContestRow>(sql`${SELECT(v)} where c.id = ${id} and ${visibleTo(v, invite)}`)
      ).rows;
      return row ? revive(row) : undefined;
    },

    /**
     * Registers the viewer unless the contest is over or full, in one statement (the count and the
     * insert see the same snapshot under the contest row's lock, so a full contest stays full).
     */
    async register(contestId: string, userId: string): Promise<'ok' | 'already' | 'full' | 'ended'> {
      const [r] = (
        await db.execute<{ outcome: 'ok' | 'already' | 'full' | 'ended' }>(sql`
          with c as (
            select id, max_participants, starts_at + make_interval(mins => duration_minutes) <= now() as ended
            from contests where id = ${contestId} for update
          ), existing as (
            select 1 from contest_registrations where contest_id = ${contestId} and user_id = ${userId}
          ), n as (
            select count(*)::int as n from contest_registrations
            where contest_id = ${contestId} and virtual_started_at is null
          ), ins as (
            insert into contest_registrations (contest_id, user_id)
            select ${contestId}, ${userId} from c, n
            where not c.ended and not exists (select 1 from existing)
              and (c.max_participants is null or n.n < c.max_participants)
            on conflict do nothing returning 1
          )
          select case when exists (select 1 from ins) then 'ok'
            when exists (select 1 from existing) then 'already'
            when (select ended from c) then 'ended' else 'full' end as outcome`)
      ).rows;
      return r?.outcome ?? 'ended';
    },

    /** Marks a registered participant as joined, the first time, and tells every server's boards. */
    async markJoined(contestId: string, userId: string): Promise<void> {
      await db.execute(sql`
        with joined as (
          update contest_registrations set joined_at = now()
          where contest_id = ${contestId} and user_id = ${userId} and joined_at is null
          returning 1
        ) ${notifySql(CONTEST_NOTES, { contestId, joined: userId }, sql`joined`)}`);
    },

    /** The participants who joined the contest itself (not a virtual run), in no order. */
    async joined(contestId: string): Promise<string[]> {
      const { rows } = await db.execute<{ userId: string }>(sql`
        select user_id as "userId" from contest_registrations
        where contest_id = ${contestId} and joined_at is not null and virtual_started_at is null`);
      return rows.map((r) => r.userId);
    },

    /** Starts a virtual run of an ended contest; false when the viewer already has a row (live or virtual). */
    async startVirtual(contestId: string, userId: string): Promise<boolean> {
      const r =
        await db.execute(sql`insert into contest_registrations (contest_id, user_id, virtual_started_at, joined_at)
        values (${contestId}, ${userId}, now(), now()) on conflict do nothing returning 1`);
      return r.rows.length === 1;
    },

    /**
     * Whether `userId` may submit `problemId` to the contest now, and why not: the submission
     * counts only inside the participant's window (the contest's, or their virtual run's).
     */
    async submitWindow(contestId: string, userId: string, problemId: string) {
      const [r] = (
        await db.execute<{ inContest: boolean; registered: boolean; virtual: boolean; open: boolean }>(sql`
          select exists (select 1 from contest_problems where contest_id = c.id and problem_id = ${problemId}) as "inContest",
            r.user_id is not null as registered, r.virtual_started_at is not null as virtual,
            case when r.virtual_started_at is not null
              then now() < r.virtual_started_at + make_interval(mins => c.duration_minutes)
              else c.starts_at <= now() and now() < c.starts_at + make_interval(mins => c.duration_minutes) end as open
          from contests c left join contest_registrations r on r.contest_id = c.id and r.user_id = ${userId}
          where c.id = ${contestId}`)
      ).rows;
      return r;
    },

    /** Every counted-or-not submission of a contest, as the board reads its log, and the last event id. */
    async log(contestId: string) {
      const rows = (
        await db.execute<{
          id: string;
          userId: string;
          letter: string;
          status: SubmissionStatus;
          submittedAt: string;
          virtualStartedAt: string | null;
        }>(sql`
          select s.id, s.user_id as "userId", cp.letter, s.status, s.submitted_at as "submittedAt",
            r.virtual_started_at as "virtualStartedAt"
          from submissions s
          join contest_problems cp on cp.contest_id = s.contest_id and cp.problem_id = s.problem_id
          left join contest_registrations r on r.contest_id = s.contest_id and r.user_id = s.user_id
          where s.contest_id = ${contestId}
          order by s.submitted_at, s.id`)
      ).rows;
      const [last] = (
        await db.execute<{ id: string | null }>(
          sql`select max(id)::text as id from contest_events where contest_id = ${contestId}`,
        )
      ).rows;
      return { rows, lastEventId: last?.id ?? '0' };
    },

    /** Contest events after `afterId` (a resuming viewer), with what the board needs of each. */
    async eventsAfter(contestId: string, afterId: string, limit = 1000) {
      return (
        await db.execute<{
          id: string;
          submissionId: string;
          userId: string;
          letter: string;
          status: SubmissionStatus;
          submittedAt: string;
          virtualStartedAt: string | null;
        }>(sql`
          select e.id::text, e.submission_id as "submissionId", e.user_id as "userId", cp.letter,
            e.status, e.submitted_at as "submittedAt", r.virtual_started_at as "virtualStartedAt"
          from contest_events e
          join contest_problems cp on cp.contest_id = e.contest_id and cp.problem_id = e.problem_id
          left join contest_registrations r on r.contest_id = e.contest_id and r.user_id = e.user_id
          where e.contest_id = ${contestId} and e.id > ${afterId}::bigint
          order by e.id limit ${limit}`)
      ).rows;
    },

    async names(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = (
        await db.execute<{ id: string; name: string }>(
          sql`select id, name from users where id = any(${sql.param([...userIds])}::uuid[])`,
        )
      ).rows;
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type ContestRepository = ReturnType<typeof createContestRepository>;
