import {
  AnalyticsQuery,
  AnalyticsResponse,
  ErrorResponse,
  HeartbeatRequest,
  HeartbeatResponse,
  LeaderboardQuery,
  LeaderboardResponse,
  TimeZoneRequest,
  TimeZoneResponse,
  UserStatsQuery,
  UserStatsResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { sendJson } from '../../lib/send-json.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordHeartbeat, setTimeZone } from './activity.ts';
import { buildAnalytics } from './analytics.ts';
import { buildDashboard } from './dashboard.ts';
import { buildLeaderboard } from './leaderboard.ts';

export interface ProgressOptions {
  /** The clock; tests of the definitions use fixed ones, the app the real one. */
  now?: () => Date;
}

/** Dashboard, leaderboard, analytics and the browser's reports (docs/progress.md). */
export function progressRoutes(ctx: AppContext, opts: ProgressOptions = {}): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { guards } = ctx;
  const now = opts.now ?? (() => new Date());
  const failures = { 400: ErrorResponse, 401: ErrorResponse };
  return async (app) => {
    app.get(
      '/user/stats',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['progress'],
          querystring: UserStatsQuery,
          response: { 200: UserStatsResponse, ...failures },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await buildDashboard(db, currentUser(req).id, req.query.period, now()),
      }),
    );

    app.get(
      '/user/leaderboard',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['progress'],
          querystring: LeaderboardQuery,
          response: { 200: LeaderboardResponse, ...failures },
        },
      },
      async (req, reply) => {
        const json = await buildLeaderboard(
          ctx.database,
          currentUser(req).id,
          req.query.timeframe,
          req.query.limit,
          now(),
        );
        // Written as is: the JSON is built from the board's shared, once-serialised entries.
        return sendJson(reply, json);
      },
    );

    app.get(
      '/analytics',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['progress'],
          querystring: AnalyticsQuery,
          response: { 200: AnalyticsResponse, ...failures },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await buildAnalytics(db, currentUser(req).id, req.query.range, now()),
      }),
    );

    app.put(
      '/user/timezone',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['progress'],
          body: TimeZoneRequest,
          response: { 200: TimeZoneResponse, ...failures },
        },
      },
      async (req) => {
        const timeZone = await setTimeZone(db, currentUser(req).id, req.body.timeZone);
        return { success: true, message: 'Time zone saved', data: { timeZone } };
      },
    );

    app.post(
      '/activity/heartbeat',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['progress'],
          body: HeartbeatRequest,
          response: { 200: HeartbeatResponse, 404: ErrorResponse, ...failures },
        },
      },
      async (req) => {
        const credited = await recordHeartbeat(
          db,
          currentUser(req).id,
          req.body.problemId,
          req.body.seconds,
          now(),
        );
        return { success: true, message: 'OK', data: { credited } };
      },
    );
  };
}
