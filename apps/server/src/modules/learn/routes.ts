import {
  ErrorResponse,
  GeneratePlanRequest,
  GoalResponse,
  LearnSummaryResponse,
  MessageResponse,
  PathsResponse,
  ReviewResponse,
  SavePlanRequest,
  SetGoalRequest,
  STUDY_PLAN_SAVED_MESSAGE,
  StudyPlan,
  StudyPlanResponse,
  TUTORIAL_COMPLETED_MESSAGE,
  TutorialParams,
  TutorialResponse,
  TutorialsResponse,
} from '@codecoach/contracts';
import type { TutorEngine } from '@codecoach/tutor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { hit } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readGoal, readSummary } from './goals.ts';
import { saveGoal, timeZoneOf } from './repository.ts';
import { readReview } from './review.ts';
import { generatePlan, readPaths, readStudyPlan, saveStudyPlan } from './study-plan.ts';
import { listTutorials, markTutorialComplete, readTutorial } from './tutorials.ts';

/** Generating and saving plans: plenty for a person, a wall for a script (per learner). */
export const PLAN_RATE = { limit: 30, windowMs: 10 * 60_000 } as const;

export interface LearnOptions {
  /** The tutor engine: the study plan is its `studyPlan` over the built-in planner's plan. */
  engine: TutorEngine;
  now?: () => Date;
}

/** The Learn screen, the side rail and the dashboard's review and goal (docs/api.md "Learn"). */
export function learnRoutes(ctx: AppContext, opts: LearnOptions): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { guards } = ctx;
  const now = opts.now ?? (() => new Date());
  const failures = {
    400: ErrorResponse,
    401: ErrorResponse,
    404: ErrorResponse,
    429: ErrorResponse,
    503: ErrorResponse,
  };
  const base = { onRequest: guards.requireUser };
  const ok = <T>(data: T, message = 'OK') => ({ success: true as const, message, data });
  return async (app) => {
    app.get(
      '/paths',
      { ...base, schema: { tags: ['learn'], response: { 200: PathsResponse, ...failures } } },
      async (req) => ok({ paths: await readPaths(db, currentUser(req).id) }),
    );
    app.get(
      '/tutorials',
      { ...base, schema: { tags: ['learn'], response: { 200: TutorialsResponse, ...failures } } },
      async (req) => ok({ tutorials: await listTutorials(db, currentUser(req).id) }),
    );
    app.get(
      '/tutorials/:id',
      {
        ...base,
        schema: { tags: ['learn'], params: TutorialParams, response: { 200: TutorialResponse, ...failures } },
      },
      async (req) => ok({ tutorial: await readTutorial(db, currentUser(req).id, req.params.id) }),
    );
    app.post(
      '/tutorials/:id/complete',
      {
        ...base,
        schema: { tags: ['learn'], params: TutorialParams, response: { 200: MessageResponse, ...failures } },
      },
      async (req) => {
        await markTutorialComplete(db, currentUser(req).id, req.params.id);
        return { success: true, message: TUTORIAL_COMPLETED_MESSAGE };
      },
    );
    app.post(
      '/study-plan',
      {
        ...base,
        schema: {
          tags: ['learn'],
          body: GeneratePlanRequest,
          response: {
            200: MessageResponse.extend({
              // `fallback`: the configured model failed and the plan is the built-in planner's text.
              data: z.object({ plan: StudyPlan, fallback: z.string().optional() }),
            }),
            ...failures,
          },
        },
      },
      async (req) => {
        const userId = currentUser(req).id;
        await hit(db, `learn-plan:${userId}`, PLAN_RATE.limit, PLAN_RATE.windowMs);
        return ok(await generatePlan(db, opts.engine, userId, req.body, now()));
      },
    );
    app.get(
      '/study-plan',
      { ...base, schema: { tags: ['learn'], response: { 200: StudyPlanResponse, ...failures } } },
      async (req) => ok(await readStudyPlan(db, currentUser(req).id)),
    );
    app.put(
      '/study-plan',
      {
        ...base,
        schema: { tags: ['learn'], body: SavePlanRequest, response: { 200: StudyPlanResponse, ...failures } },
      },
      async (req) => {
        const userId = currentUser(req).id;
        await hit(db, `learn-plan:${userId}`, PLAN_RATE.limit, PLAN_RATE.windowMs);
        await saveStudyPlan(db, userId, req.body.plan);
        return ok(await readStudyPlan(db, userId), STUDY_PLAN_SAVED_MESSAGE);
      },
    );
    app.get(
      '/review',
      { ...base, schema: { tags: ['learn'], response: { 200: ReviewResponse, ...failures } } },
      async (req) => ok(await readReview(db, currentUser(req).id, now())),
    );
    app.get(
      '/goal',
      { ...base, schema: { tags: ['learn'], response: { 200: GoalResponse, ...failures } } },
      async (req) => {
        const userId = currentUser(req).id;
        return ok({ goal: await readGoal(db, userId, now(), await timeZoneOf(db, userId)) });
      },
    );
    app.put(
      '/goal',
      {
        ...base,
        schema: { tags: ['learn'], body: SetGoalRequest, response: { 200: GoalResponse, ...failures } },
      },
      async (req) => {
        const userId = currentUser(req).id;
        await saveGoal(db, userId, req.body.kind, req.body.target);
        return ok(
          { goal: await readGoal(db, userId, now(), await timeZoneOf(db, userId)) },
          'Weekly goal saved',
        );
      },
    );
    app.get(
      '/summary',
      { ...base, schema: { tags: ['learn'], response: { 200: LearnSummaryResponse, ...failures } } },
      async (req) => ok(await readSummary(db, currentUser(req).id, now())),
    );
  };
}
