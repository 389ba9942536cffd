import { z } from 'zod';
import { Difficulty } from '../domain.ts';
import { Envelope, Pagination } from './common.ts';
import { Problem } from './problems.ts';

/** Contest vocabulary (spec §3, §4, §9; docs/decisions/015-contests.md). */
export const CONTEST_TYPES = ['weekly', 'monthly', 'special', 'practice'] as const;
export const ContestType = z.enum(CONTEST_TYPES);
export type ContestType = z.infer<typeof ContestType>;
export const CONTEST_FORMATS = ['icpc', 'points'] as const;
export const ContestFormat = z.enum(CONTEST_FORMATS);
export type ContestFormat = z.infer<typeof ContestFormat>;
export const CONTEST_STATUSES = ['upcoming', 'live', 'ended'] as const;
export const ContestStatus = z.enum(CONTEST_STATUSES);
export type ContestStatus = z.infer<typeof ContestStatus>;
export const CONTEST_VISIBILITIES = ['public', 'private'] as const;
export const ContestVisibility = z.enum(CONTEST_VISIBILITIES);
export const CONTEST_TABS = ['upcoming', 'live', 'past'] as const;
export const ContestTab = z.enum(CONTEST_TABS);
export type ContestTab = z.infer<typeof ContestTab>;

/** Spec §9: the contest leaderboard shows the top 10; cards show 2 problems and 2 prizes. */
export const CONTEST_TOP = 10;
/**
 * A contest's start must be in the future by the server's (database's) clock. A start up to this
 * long ago is still taken as "now": the request's own transit and a browser clock a few seconds
 * fast. Anything earlier is refused ("Start time must be in the future").
 */
export const CONTEST_START_SKEW_MS = 5_000;
export const START_IN_FUTURE = 'Start time must be in the future';
export const CONTEST_CARD_PROBLEMS = 2;
export const CONTEST_CARD_PRIZES = 2;
export const STANDINGS_PAGE_SIZE = 50;
/** Spec §9 sample points, used as the default points of letters A, B, C. */
export const DEFAULT_CONTEST_POINTS = [500, 1000, 1500] as const;
export const MAX_CONTEST_PROBLEMS = 26;

export const CONTEST_TEXTS = {
  loadFailed: 'Failed to load contests',
  registerFailed: 'Failed to register for contest. Please try again.',
  joinFailed: 'Failed to join contest. Please try again.',
  registered: 'Successfully registered for the contest!',
} as const;

export const ContestListQuery = z.object({
  tab: ContestTab.default('upcoming'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ContestSummary = z.object({
  _id: z.string(),
  name: z.string(),
  type: ContestType,
  format: ContestFormat,
  status: ContestStatus,
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  participants: z.number().int(),
  maxParticipants: z.number().int().nullable(),
  problems: z.array(z.string()),
  difficulty: Difficulty,
  prizes: z.array(z.string()),
  rated: z.boolean(),
  freezeMinutes: z.number().int().nullable(),
  visibility: ContestVisibility,
  registered: z.boolean(),
  userRank: z.number().int().nullable(),
  userScore: z.number().nullable(),
});
export type ContestSummary = z.infer<typeof ContestSummary>;

export const ContestListResponse = Envelope.extend({
  data: z.object({
    contests: z.array(ContestSummary),
    counts: z.object({ upcoming: z.number().int(), live: z.number().int(), past: z.number().int() }),
    pagination: Pagination,
    /** The server's clock when it answered (ms since epoch): the browser corrects its own by it. */
    serverNow: z.number(),
  }),
});
export type ContestListResponse = z.infer<typeof ContestListResponse>;

export const ContestProblem = z.object({
  id: z.string(),
  problemId: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  points: z.number().int(),
  /** Participants who solved it, and who tried it (in the public view). */
  solved: z.number().int(),
  attempts: z.number().int(),
  /** The caller's own state on it. */
  yourStatus: z.enum(['solved', 'attempted']).nullable(),
});
export type ContestProblem = z.infer<typeof ContestProblem>;

export const ContestDetail = ContestSummary.extend({
  problemList: z.array(ContestProblem),
  /** Present for the creator (and admins) of a private contest: the link to share. */
  inviteToken: z.string().nullable(),
  canEdit: z.boolean(),
  /** The caller's virtual run of this (ended) contest, if any. */
  virtualStart: z.string().nullable(),
});
export type ContestDetail = z.infer<typeof ContestDetail>;

export const ContestDetailResponse = Envelope.extend({
  data: z.object({ contest: ContestDetail, serverNow: z.number() }),
});
export type ContestDetailResponse = z.infer<typeof ContestDetailResponse>;

export const InviteQuery = z.object({ invite: z.string().max(100).optional() });
export const ContestRegisterRequest = z.object({ invite: z.string().max(100).optional() }).default({});

export const ContestCell = z.object({
  /** Rejected submissions before the first accepted (or all of them while unsolved). */
  rejected: z.number().int(),
  pending: z.number().int(),
  solved: z.boolean(),
  /** Contest minutes (icpc) or seconds (points) of the first accepted. */
  time: z.number().int().nullable(),
});
export type ContestCell = z.infer<typeof ContestCell>;

export const StandingRow = z.object({
  rank: z.number().int(),
  userId: z.string(),
  user: z.string(),
  score: z.number(),
  problemsSolved: z.number().int(),
  /** icpc: penalty minutes; points: finish time in seconds (last accepted + 5 min per rejection). */
  penalty: z.number().int(),
  country: z.string().nullable(),
  cells: z.record(z.string(), ContestCell),
});
export type StandingRow = z.infer<typeof StandingRow>;

export const StandingsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(STANDINGS_PAGE_SIZE),
  /** `jury`: the unfrozen board, admins only. */
  view: z.enum(['public', 'jury']).default('public'),
});

export const Board = z.object({
  format: ContestFormat,
  frozen: z.boolean(),
  /** The ICPC text for a frozen board, or null. */
  frozenNotice: z.string().nullable(),
  participants: z.number().int(),
  rows: z.array(StandingRow),
  you: StandingRow.nullable(),
  /** The id of the last contest event the board includes (SSE `Last-Event-ID`). */
  eventId: z.string(),
});
export type Board = z.infer<typeof Board>;

export const StandingsResponse = Envelope.extend({
  data: Board.extend({ pagination: Pagination, final: z.boolean() }),
});
export type StandingsResponse = z.infer<typeof StandingsResponse>;

/** One change of the board, as the SSE `change` event (after Last-Event-ID on a resume). */
export const BoardChange = z.object({
  eventId: z.string(),
  user: z.string(),
  problem: z.string(),
  /** The submission's status as others may see it (`pending` under a freeze). */
  status: z.string(),
});
export type BoardChange = z.infer<typeof BoardChange>;

export const ContestProblemResponse = Envelope.extend({
  problem: Problem,
  contest: z.object({ _id: z.string(), name: z.string(), letter: z.string(), points: z.number().int() }),
});
export type ContestProblemResponse = z.infer<typeof ContestProblemResponse>;

export const JoinResponse = Envelope.extend({
  data: z.object({ endTime: z.string(), serverNow: z.number(), virtual: z.boolean() }),
});

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Start time must be a date');

export const ContestWriteRequest = z.object({
  name: z.string().trim().min(3, 'Name must be at least 3 characters').max(120),
  type: ContestType.default('special'),
  format: ContestFormat.default('points'),
  description: z.string().max(4000).default(''),
  startTime: isoDate,
  duration: z
    .number()
    .int()
    .min(5, 'Duration must be at least 5 minutes')
    .max(7 * 24 * 60),
  problems: z
    .array(
      z.object({ problemId: z.string().uuid('Unknown problem'), points: z.number().int().min(1).max(10000) }),
    )
    .min(1, 'Pick at least one problem')
    .max(MAX_CONTEST_PROBLEMS),
  prizes: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  rated: z.boolean().default(false),
  freezeMinutes: z.number().int().min(1).nullable().default(null),
  maxParticipants: z.number().int().min(1).max(1_000_000).nullable().default(null),
  visibility: ContestVisibility.default('private'),
});
export type ContestWriteRequest = z.infer<typeof ContestWriteRequest>;

export const ContestRatingRow = z.object({
  rank: z.number().int(),
  userId: z.string(),
  user: z.string(),
  rating: z.number().int(),
  contests: z.number().int(),
  lastDelta: z.number().int().nullable(),
});
export const RatingBoardResponse = Envelope.extend({
  data: z.object({ ratings: z.array(ContestRatingRow), pagination: Pagination }),
});
export type RatingBoardResponse = z.infer<typeof RatingBoardResponse>;

export const UserRatingResponse = Envelope.extend({
  data: z.object({
    rating: z.number().int().nullable(),
    contests: z.number().int(),
    history: z.array(
      z.object({
        contestId: z.string(),
        contest: z.string(),
        endTime: z.string(),
        rank: z.number().int(),
        oldRating: z.number().int(),
        newRating: z.number().int(),
        delta: z.number().int(),
      }),
    ),
  }),
});
export type UserRatingResponse = z.infer<typeof UserRatingResponse>;

export const VirtualStandingResponse = Envelope.extend({
  data: z.object({
    minute: z.number().int(),
    endTime: z.string(),
    serverNow: z.number(),
    /** Where the caller would place against the real standings at the same minute. */
    rank: z.number().int(),
    of: z.number().int(),
    you: StandingRow,
    top: z.array(StandingRow),
  }),
});
export type VirtualStandingResponse = z.infer<typeof VirtualStandingResponse>;
