import {
  CONTEST_TEXTS,
  ContestDetailResponse,
  ContestListQuery,
  ContestListResponse,
  ContestProblemResponse,
  ContestRegisterRequest,
  ContestWriteRequest,
  ErrorResponse,
  InviteQuery,
  JoinResponse,
  MessageResponse,
  RatingBoardResponse,
  StandingsQuery,
  StandingsResponse,
  UserRatingResponse,
  VirtualStandingResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findContest } from './access.ts';
import type { ContestService } from './service.ts';
import { virtualStanding } from './virtual.ts';

const IdParams = z.object({ id: z.string().uuid('Contest not found') });
const LetterParams = IdParams.extend({ letter: z.string().regex(/^[A-Za-z]$/, 'Problem not found') });
const Created = MessageResponse.extend({
  data: z.object({ contestId: z.string(), inviteToken: z.string().nullable() }),
});
const E = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const tags = ['contests'];

/** HTTP only: each handler validates, calls one contest use case and answers (docs/api.md#contests). */
export function contestRoutes(ctx: AppContext, contests: ContestService): FastifyPluginAsyncZod {
  const { guards } = ctx;
  const auth = { onRequest: guards.requireUser };
  const viewer = (req: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(req);
    return { id: u.id, role: u.role };
  };
  // A write also names its author: an admin's is audited with their name of the moment.
  const writer = (req: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(req);
    return { id: u.id, role: u.role, name: u.name };
  };
  return async (app) => {
    app.addHook('preClose', async () => contests.streams.closeAll());

    app.get(
      '/contests',
      {
        ...auth,
        schema: { tags, querystring: ContestListQuery, response: { 200: ContestListResponse, ...E } },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await contests.reads.list(viewer(req), req.query.tab, req.query.page, req.query.limit),
      }),
    );

    app.post(
      '/contests',
      { ...auth, schema: { tags, body: ContestWriteRequest, response: { 201: Created, ...E } } },
      async (req, reply) => {
        const v = writer(req);
        const id = await contests.writes.create(v, req.body);
        const c = await findContest(contests.repo, v, id);
        return reply.status(201).send({
          success: true,
          message: 'Contest created',
          data: { contestId: id, inviteToken: c.inviteToken },
        });
      },
    );

    app.get(
      '/contests/ratings',
      {
        ...auth,
        schema: {
          tags,
          querystring: z.object({
            page: z.coerce.number().int().min(1).default(1),
            limit: z.coerce.number().int().min(1).max(100).default(100),
          }),
          response: { 200: RatingBoardResponse, ...E },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await contests.ratings.board(req.query.page, req.query.limit),
      }),
    );

    app.get(
      '/users/:id/rating',
      {
        ...auth,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid('User not found') }),
          response: { 200: UserRatingResponse, ...E },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await contests.ratings.user(req.params.id),
      }),
    );

    app.get(
      '/contests/:id',
      {
        ...auth,
        schema: {
          tags,
          params: IdParams,
          querystring: InviteQuery,
          response: { 200: ContestDetailResponse, ...E },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: {
          contest: await contests.reads.detail(viewer(req), req.params.id, req.query.invite),
          serverNow: Date.now(),
        },
      }),
    );

    app.put(
      '/contests/:id',
      {
        ...auth,
        schema: {
          tags,
          params: IdParams,
          body: ContestWriteRequest,
          response: { 200: MessageResponse, ...E },
        },
      },
      async (req) => {
        await contests.writes.update(writer(req), req.params.id, req.body);
        return { success: true, message: 'Contest updated' };
      },
    );

    app.post(
      '/contests/:id/register',
      {
        ...auth,
        schema: {
          tags,
          params: IdParams,
          body: ContestRegisterRequest,
          response: { 201: MessageResponse, ...E },
        },
      },
      async (req, reply) => {
        await contests.participation.register(viewer(req), req.params.id, req.body?.invite);
        return reply.status(201).send({ success: true, message: CONTEST_TEXTS.registered });
      },
    );

    app.post(
      '/contests/:id/join',
      { ...auth, schema: { tags, params: IdParams, response: { 200: JoinResponse, ...E } } },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await contests.participation.join(viewer(req), req.params.id),
      }),
    );

    app.post(
      '/contests/:id/virtual',
      { ...auth, schema: { tags, params: IdParams, response: { 201: MessageResponse, ...E } } },
      async (req, reply) => {
        await contests.participation.startVirtual(viewer(req), req.params.id);
        return reply.status(201).send({ success: true, message: 'Virtual run started' });
      },
    );

    app.get(
      '/contests/:id/virtual',
      { ...auth, schema: { tags, params: IdParams, response: { 200: VirtualStandingResponse, ...E } } },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await virtualStanding(contests.repo, viewer(req), req.params.id),
      }),
    );

    app.get(
      '/contests/:id/problems/:letter',
      { ...auth, schema: { tags, params: LetterParams, response: { 200: ContestProblemResponse, ...E } } },
      async (req) => {
        const { problem, contest, points } = await contests.reads.problem(
          viewer(req),
          req.params.id,
          req.params.letter,
        );
        return {
          success: true,
          message: 'OK',
          problem,
          contest: { _id: contest.id, name: contest.name, letter: req.params.letter.toUpperCase(), points },
        };
      },
    );

    app.get(
      '/contests/:id/leaderboard',
      {
        ...auth,
        schema: {
          tags,
          params: IdParams,
          querystring: StandingsQuery,
          response: { 200: StandingsResponse, ...E },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await contests.reads.standings(viewer(req), req.params.id, req.query),
      }),
    );

    app.get(
      '/contests/:id/events',
      { onRequest: guards.requireUserSse, schema: { tags, params: IdParams } },
      async (req, reply) => {
        const v = viewer(req);
        const c = await findContest(contests.repo, v, req.params.id); // 404 before the stream opens
        await contests.streams.start(req, reply, c, v.id);
      },
    );
  };
}
