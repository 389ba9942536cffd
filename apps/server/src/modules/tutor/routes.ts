import {
  ChatRequest,
  CodeRequest,
  ErrorResponse,
  ExplainResponse,
  HintRequest,
  HintResponse,
  OptimizeResponse,
  RecommendationsResponse,
  TutorStatusResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createSseStreams } from '../../lib/sse.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TutorService } from './service.ts';

const failures = {
  400: ErrorResponse,
  401: ErrorResponse,
  // A problem the caller is competing on right now (core.ts IN_CONTEST_MESSAGE).
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

/** HTTP only (docs/api.md "Tutor"): each handler validates, calls one use case and answers. */
export function tutorRoutes(ctx: AppContext, tutor: TutorService): FastifyPluginAsyncZod {
  const { guards } = ctx;
  return async (app) => {
    const chats = createSseStreams();
    app.addHook('preClose', async () => chats.closeAll());
    app.post(
      '/hint',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['tutor'], body: HintRequest, response: { 200: HintResponse, ...failures } },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await tutor.hint(currentUser(req).id, req.body),
      }),
    );
    app.post(
      '/explain',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['tutor'], body: CodeRequest, response: { 200: ExplainResponse, ...failures } },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await tutor.explain(currentUser(req).id, req.body),
      }),
    );
    app.post(
      '/optimize',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['tutor'], body: CodeRequest, response: { 200: OptimizeResponse, ...failures } },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await tutor.optimize(currentUser(req).id, req.body),
      }),
    );
    app.get(
      '/recommendations',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['tutor'],
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(10).default(3) }),
          response: { 200: RecommendationsResponse, ...failures },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: await tutor.recommend(currentUser(req).id, req.query.limit),
      }),
    );
    app.get(
      '/status',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['tutor'], response: { 200: TutorStatusResponse, 401: ErrorResponse } },
      },
      async () => ({ success: true, message: 'OK', data: await tutor.status() }),
    );
    // Server-Sent Events over a POST (the browser reads it with fetch): `event: text|done|withheld|error`.
    app.post(
      '/chat',
      { onRequest: guards.requireUser, schema: { tags: ['tutor'], body: ChatRequest, response: failures } },
      async (req, reply) => {
        const answer = await tutor.chat(currentUser(req).id, req.body);
        const stream = chats.open(reply);
        // The browser went away, or the server is closing (preClose ends every open stream).
        const controller = new AbortController();
        stream.onEnd(() => controller.abort());
        try {
          for await (const e of answer(controller.signal)) {
            if (controller.signal.aborted) break;
            stream.write(e.type, JSON.stringify(e));
          }
        } catch (err) {
          req.log.error({ err }, 'tutor chat failed');
          stream.write(
            'error',
            JSON.stringify({ type: 'error', message: 'The tutor could not answer. Please try again.' }),
          );
        }
        stream.end();
      },
    );
  };
}
