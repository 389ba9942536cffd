import {
  ErrorResponse,
  GenerateProblemRequest,
  GenerationInfoResponse,
  GenerationJobResponse,
  MessageResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ChangeBus } from '../../live/change-bus.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { GenerationService } from './service.ts';
import { createGenerationStreams } from './stream.ts';

const IdParams = z.object({ id: z.string().uuid('Generation not found') });
const ProblemParams = z.object({ id: z.string().uuid('Generated problem not found') });

/** Generate AI Problem over HTTP: start, read, stream, and (admins) publish to the bank. */
export function generateRoutes(
  ctx: AppContext,
  service: GenerationService,
  bus: ChangeBus,
): FastifyPluginAsyncZod {
  const { guards } = ctx;
  const streams = createGenerationStreams(bus);
  return async (app) => {
    app.addHook('preClose', async () => streams.closeAll());

    app.get(
      '/generate/info',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['generate'], response: { 200: GenerationInfoResponse } },
      },
      async (req) => ({ success: true, message: 'OK', ...(await service.info(currentUser(req).id)) }),
    );

    app.post(
      '/generate',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['generate'],
          body: GenerateProblemRequest,
          response: {
            202: GenerationJobResponse,
            400: ErrorResponse,
            429: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (req, reply) => {
        const job = await service.start(currentUser(req).id, req.body);
        return reply.status(202).send({ success: true, message: 'Generation started', job });
      },
    );

    app.get(
      '/generate/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['generate'],
          params: IdParams,
          response: { 200: GenerationJobResponse, 404: ErrorResponse },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        job: await service.own(req.params.id, currentUser(req).id),
      }),
    );

    app.get(
      '/generate/:id/events',
      { onRequest: guards.requireUserSse, schema: { tags: ['generate'], params: IdParams } },
      async (req, reply) => {
        const userId = currentUser(req).id;
        const id = req.params.id;
        await service.own(id, userId); // 404 before the stream opens
        await streams.start(req, reply, id, () => service.own(id, userId));
      },
    );

    app.post(
      '/generate/problems/:id/publish',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['generate'],
          params: ProblemParams,
          response: { 200: MessageResponse, 403: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => {
        const admin = currentUser(req);
        await service.publishToBank({ id: admin.id, name: admin.name }, req.params.id);
        return { success: true, message: 'Published to the problem bank' };
      },
    );
  };
}
