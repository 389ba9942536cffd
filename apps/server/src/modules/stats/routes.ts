import { AdminStatsResponse, ErrorResponse, PublicStatsResponse } from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { acceptanceRate } from '../problems/dto.ts';
import { createStatsRepository } from './repository.ts';

export function statsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const repo = createStatsRepository(ctx.database.db);
  return async (app) => {
    app.get(
      '/stats/public',
      { schema: { tags: ['system'], response: { 200: PublicStatsResponse } } },
      async () => {
        const row = await repo.public();
        return {
          success: true,
          message: 'OK',
          data: {
            problemsSolved: row.solved,
            activeLearners: row.active,
            acceptanceRate: acceptanceRate(row.accepted, row.judged),
            languagesAvailable: await ctx.system.availableLanguages(),
          },
        };
      },
    );

    app.get(
      '/admin/stats',
      {
        onRequest: ctx.guards.requireAdmin,
        schema: {
          tags: ['admin'],
          response: { 200: AdminStatsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async () => {
        const row = await repo.admin();
        return {
          success: true,
          message: 'OK',
          data: {
            overview: {
              users: row.users,
              problems: row.problems,
              submissions: row.submissions,
              activeUsers: row.active,
            },
          },
        };
      },
    );
  };
}
