import { AdminStatsResponse, ErrorResponse, PublicStatsResponse } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Days of activity that make a user "active" (admin stats and the landing counters alike). */
export const ACTIVE_DAYS = 7;

export function statsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async (app) => {
    app.get(
      '/stats/public',
      { schema: { tags: ['system'], response: { 200: PublicStatsResponse } } },
      async () => {
        const r = await db.execute<{ solved: number; active: number; accepted: number; judged: number }>(sql`
          select
            (select count(*)::int from user_problems where solved_at is not null) as solved,
            (select count(*)::int from users where last_active_at > now() - make_interval(days => ${ACTIVE_DAYS}) and not disabled) as active,
            (select coalesce(sum(accepted_count), 0)::int from problems) as accepted,
            (select coalesce(sum(submissions_count), 0)::int from problems) as judged`);
        const row = r.rows[0] ?? { solved: 0, active: 0, accepted: 0, judged: 0 };
        return {
          success: true,
          message: 'OK',
          data: {
            problemsSolved: row.solved,
            activeLearners: row.active,
            acceptanceRate: row.judged === 0 ? 0 : Math.round((row.accepted / row.judged) * 1000) / 10,
            languagesAvailable: await ctx.system.availableLanguages(),
          },
        };
      },
    );

    app.get(
      '/admin/stats',
      {
        preHandler: ctx.guards.requireAdmin,
        schema: {
          tags: ['admin'],
          response: { 200: AdminStatsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async () => {
        const r = await db.execute<{
          users: number;
          problems: number;
          submissions: number;
          active: number;
        }>(sql`
          select
            (select count(*)::int from users) as users,
            (select count(*)::int from problems) as problems,
            (select count(*)::int from submissions) as submissions,
            (select count(*)::int from users where last_active_at > now() - make_interval(days => ${ACTIVE_DAYS})) as active`);
        const row = r.rows[0] ?? { users: 0, problems: 0, submissions: 0, active: 0 };
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
