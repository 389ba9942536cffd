import {
  ErrorResponse,
  JUDGING_PAUSED_MESSAGE,
  RejudgeResponse,
  RejudgesResponse,
  RunRequest,
  RunResponse,
  SubmissionListQuery,
  SubmissionListResponse,
  SubmissionResponse,
  SubmitRequest,
  SubmitResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ChangeBus } from '../../live/change-bus.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createEventStreams } from './event-stream.ts';
import type { JudgingService } from './service.ts';

const IdParams = z.object({ id: z.string().uuid('Submission not found') });
const ProblemParams = z.object({ id: z.string().uuid('No such problem') });
const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** HTTP only: each handler validates, calls one use case of the judging service and answers. */
export function judgingRoutes(
  ctx: AppContext,
  judging: JudgingService,
  bus: ChangeBus,
): FastifyPluginAsyncZod {
  const { guards } = ctx;
  const streams = createEventStreams(bus);

  return async (app) => {
    app.addHook('preClose', async () => streams.closeAll());

    app.post(
      '/run',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['judge'],
          body: RunRequest,
          response: {
            200: RunResponse,
            400: ErrorResponse,
            404: ErrorResponse,
            429: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (req) => {
        const data = await judging.run(currentUser(req).id, req.body);
        return { success: true, message: `Executed ${data.results.length} test cases`, data };
      },
    );

    app.post(
      '/submissions',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['judge'],
          body: SubmitRequest,
          response: { 202: SubmitResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req, reply) => {
        const id = await judging.submit(currentUser(req).id, req.body);
        // Judging paused in System Settings: the submission waits, and its learner is told why.
        const paused = (await ctx.settings.current()).judgingPaused;
        return reply.status(202).send({
          success: true,
          message: paused ? JUDGING_PAUSED_MESSAGE : 'Submission queued',
          data: { submission: { _id: id, status: 'pending' as const }, judgingPaused: paused },
        });
      },
    );

    app.get(
      '/submissions',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['judge'],
          querystring: SubmissionListQuery,
          response: { 200: SubmissionListResponse, 400: ErrorResponse },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await judging.list(currentUser(req), req.query),
      }),
    );

    app.get(
      '/submissions/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['judge'],
          params: IdParams,
          response: { 200: SubmissionResponse, 404: ErrorResponse },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: { submission: await judging.own(req.params.id, currentUser(req)) },
      }),
    );

    app.get(
      '/submissions/:id/events',
      { onRequest: guards.requireUserSse, schema: { tags: ['judge'], params: IdParams } },
      async (req, reply) => {
        const user = currentUser(req);
        const id = req.params.id;
        await judging.own(id, user); // 404 before the stream opens
        await streams.start(req, reply, id, () => judging.own(id, user));
      },
    );

    // Rejudging a problem's past submissions on the version in force (decision 031): admins only.
    app.get(
      '/admin/problems/:id/rejudges',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: ProblemParams,
          response: { 200: RejudgesResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => ({ success: true, message: 'OK', data: await judging.rejudging.list(req.params.id) }),
    );

    app.post(
      '/admin/problems/:id/rejudges',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: ProblemParams,
          response: { 202: RejudgeResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req, reply) => {
        const u = currentUser(req);
        const rejudge = await judging.rejudging.start({ id: u.id, name: u.name }, req.params.id);
        return reply.status(202).send({
          success: true,
          message: `Rejudging ${rejudge.total} submission${rejudge.total === 1 ? '' : 's'}`,
          data: { rejudge },
        });
      },
    );
  };
}
