import {
  CATEGORIES,
  CategoryCountsResponse,
  ErrorResponse,
  ProblemListQuery,
  ProblemListResponse,
  ProblemResponse,
  RandomProblemQuery,
  RandomProblemResponse,
  SolutionResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toProblem, toSummary } from './dto.ts';
import { createProblemRepository } from './repository.ts';

const IdParams = z.object({ id: z.string().min(1).max(100) });

export function problemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const repo = createProblemRepository(ctx.database.db);
  const { guards } = ctx;
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['problems'],
          querystring: ProblemListQuery,
          response: { 200: ProblemListResponse, 400: ErrorResponse },
        },
      },
      async (req) => {
        const q = req.query;
        const { rows, total } = await repo.list(q, req.user?.id);
        return {
          success: true,
          message: 'OK',
          problems: rows.map(toSummary),
          pagination: {
            pages: Math.max(1, Math.ceil(total / q.limit)),
            current: q.page,
            total,
            limit: q.limit,
          },
        };
      },
    );

    app.get(
      '/random',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['problems'],
          querystring: RandomProblemQuery,
          response: { 200: RandomProblemResponse, 404: ErrorResponse },
        },
      },
      async (req) => {
        const row = await repo.random(req.query, req.user?.id);
        if (!row) throw errors.notFound('No problems available for random selection');
        return { success: true, message: 'OK', problem: toSummary(row) };
      },
    );

    app.get(
      '/categories',
      { schema: { tags: ['problems'], response: { 200: CategoryCountsResponse } } },
      async () => {
        const counts = await repo.categoryCounts();
        return {
          success: true,
          message: 'OK',
          categories: CATEGORIES.map((id) => ({ id, count: counts.get(id) ?? 0 })),
        };
      },
    );

    app.get(
      '/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['problems'],
          params: IdParams,
          response: { 200: ProblemResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => {
        const row = await repo.page(req.params.id, currentUser(req).id);
        if (!row) throw errors.notFound('Problem not found');
        return { success: true, message: 'OK', problem: toProblem(row) };
      },
    );

    app.get(
      '/:id/solution',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['problems'],
          params: IdParams,
          response: { 200: SolutionResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => {
        if (await repo.inContestOf(req.params.id, currentUser(req).id))
          throw errors.forbidden('The solution opens once your contest is over');
        const row = await repo.solution(req.params.id, currentUser(req).id);
        if (!row) throw errors.notFound('Problem not found');
        return { success: true, message: 'OK', data: row };
      },
    );
  };
}
