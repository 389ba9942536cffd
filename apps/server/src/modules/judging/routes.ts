import {
  type Difficulty,
  ErrorResponse,
  RunRequest,
  RunResponse,
  SubmissionListQuery,
  SubmissionListResponse,
  SubmissionResponse,
  SubmitRequest,
  SubmitResponse,
} from '@codecoach/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import { errors } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toSubmissionDto } from './dto.ts';
import type { EventBus } from './events.ts';
import type { JudgingService } from './service.ts';

const IdParams = z.object({ id: z.string().uuid('Submission not found') });

export function judgingRoutes(
  ctx: AppContext,
  judging: JudgingService,
  events: EventBus,
): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { guards } = ctx;
  const openStreams = new Set<() => void>();

  async function loadOwn(id: string, user: { id: string; role: string }) {
    const [row] = await db
      .select({
        s: submissions,
        p: { id: problems.id, title: problems.title, difficulty: problems.difficulty },
      })
      .from(submissions)
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .where(eq(submissions.id, id))
      .limit(1);
    // Someone else's submission is "not found", not "forbidden": ids are not confirmed to strangers.
    if (!row || (row.s.userId !== user.id && user.role !== 'admin'))
      throw errors.notFound('Submission not found');
    return toSubmissionDto(row.s, { ...row.p, difficulty: row.p.difficulty as Difficulty });
  }

  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of openStreams) end();
    });

    app.post(
      '/run',
      {
        preHandler: guards.requireUser,
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
        preHandler: guards.requireUser,
        schema: {
          tags: ['judge'],
          body: SubmitRequest,
          response: { 202: SubmitResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req, reply) => {
        const id = await judging.submit(currentUser(req).id, req.body);
        return reply.status(202).send({
          success: true,
          message: 'Submission queued',
          data: { submission: { _id: id, status: 'pending' as const } },
        });
      },
    );

    app.get(
      '/submissions',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['judge'],
          querystring: SubmissionListQuery,
          response: { 200: SubmissionListResponse, 400: ErrorResponse },
        },
      },
      async (req) => {
        const q = req.query;
        const user = currentUser(req);
        const parts: SQL[] = [eq(submissions.userId, user.id)];
        if (q.status) parts.push(eq(submissions.status, q.status));
        if (q.language) parts.push(eq(submissions.language, q.language));
        if (q.problemId) parts.push(eq(submissions.problemId, q.problemId));
        const where = and(...parts);
        const column =
          q.sort === 'runtime'
            ? submissions.runtimeMs
            : q.sort === 'memory'
              ? submissions.memoryMb
              : submissions.submittedAt;
        // Unjudged rows have no runtime or memory: they sort last whatever the direction.
        const order = q.sort === 'submittedAt' ? [] : [asc(isNull(column))];
        const rows = await db
          .select({
            s: submissions,
            p: { id: problems.id, title: problems.title, difficulty: problems.difficulty },
          })
          .from(submissions)
          .innerJoin(problems, eq(problems.id, submissions.problemId))
          .where(where)
          .orderBy(...order, q.order === 'asc' ? asc(column) : desc(column), desc(submissions.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit);
        const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(where);
        const n = total?.n ?? 0;
        return {
          success: true,
          message: 'OK',
          data: {
            submissions: rows.map((r) =>
              toSubmissionDto(r.s, { ...r.p, difficulty: r.p.difficulty as Difficulty }),
            ),
            pagination: {
              pages: Math.max(1, Math.ceil(n / q.limit)),
              current: q.page,
              total: n,
              limit: q.limit,
            },
          },
        };
      },
    );

    app.get(
      '/submissions/:id',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['judge'],
          params: IdParams,
          response: { 200: SubmissionResponse, 404: ErrorResponse },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: { submission: await loadOwn(req.params.id, currentUser(req)) },
      }),
    );

    app.get(
      '/submissions/:id/events',
      { preHandler: guards.requireUserSse, schema: { tags: ['judge'], params: IdParams } },
      async (req, reply) => {
        const user = currentUser(req);
        const id = req.params.id;
        await loadOwn(id, user); // 404 before the stream opens
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        let done = false;
        const send = (event: string, data: unknown) => {
          if (!done) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        };
        const finish = () => {
          if (done) return;
          done = true;
          unsubscribe();
          clearInterval(ping);
          openStreams.delete(finish);
          res.end();
        };
        const sendVerdictIfDone = async () => {
          const s = await loadOwn(id, user);
          if (s.status !== 'pending') {
            send('verdict', { phase: 'verdict', submission: s });
            finish();
          }
        };
        // Subscribe first, then read: a verdict written in between is not missed.
        const unsubscribe = events.subscribe(id, (note) => {
          if (note.phase === 'verdict') void sendVerdictIfDone().catch(finish);
          else
            send(
              'status',
              note.phase === 'running'
                ? { phase: 'running', test: note.test, total: note.total }
                : { phase: note.phase },
            );
        });
        const ping = setInterval(() => !done && res.write(': ping\n\n'), 15_000);
        openStreams.add(finish);
        req.raw.on('close', finish);
        send('status', { phase: 'queued' });
        await sendVerdictIfDone().catch(finish);
      },
    );
  };
}
