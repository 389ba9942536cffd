import { ErrorResponse, HealthResponse } from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['system'], response: { 200: HealthResponse, 503: ErrorResponse } } },
      async () => ({ success: true, message: 'OK', ...(await ctx.system.health()) }),
    );
  };
}
