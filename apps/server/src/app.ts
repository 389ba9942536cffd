import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Judge } from '@codecoach/judge';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createSystemStatus } from './modules/health/status.ts';
import { createEventBus } from './modules/judging/events.ts';
import { createQueueClient } from './modules/judging/queue.ts';
import { judgingRoutes } from './modules/judging/routes.ts';
import { createJudgingService, type JudgingService } from './modules/judging/service.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { problemRoutes } from './modules/problems/routes.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { authGuards } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { DOCS_CSS, registerOpenApi, renderDocsPage } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { isApiPath, registerWebApp } from './plugins/web.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, found the same way from src/ (tests) and dist/ (the built server). */
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export interface AppDeps {
  config: Config;
  database: Database;
  /** The judge this process runs code with; absent when code execution is unavailable here. */
  judge?: Judge;
  logger?: boolean | object;
}

/** Wiring only: plugins, then services, then routes. */
export async function buildApp(
  deps: AppDeps,
): Promise<{ app: FastifyInstance; ctx: AppContext; judging: JudgingService }> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);

  const queue = await createQueueClient(database.pool);
  const events = createEventBus(database.url);
  await events.start();
  app.addHook('onClose', async () => {
    await events.close();
    await queue.release();
  });
  const auth = createAuthService(database.db, config);
  const ctx: AppContext = {
    config,
    database,
    auth,
    guards: authGuards(auth),
    system: createSystemStatus({ config, database, judge: deps.judge, queue }),
    queue,
  };
  const judging = createJudgingService({ config, database, judge: deps.judge, events });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(statsRoutes(ctx));
      await api.register(newsletterRoutes(ctx));
      await api.register(problemRoutes(ctx), { prefix: '/problems' });
      await api.register(judgingRoutes(ctx, judging, events));
      await api.register(progressRoutes(ctx));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      api.get('/docs', { schema: { hide: true } }, async (_req, reply) =>
        reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as never)),
      );
      api.get('/docs.css', { schema: { hide: true } }, async (_req, reply) =>
        reply.type('text/css').send(DOCS_CSS),
      );
    },
    { prefix: '/api' },
  );

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = await registerWebApp(app, webDist);
  app.setNotFoundHandler(async (req, reply) => {
    if (!isApiPath(req.url) && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: `No route ${req.method} ${req.url.split('?')[0]}`,
    });
  });
  return { app, ctx, judging };
}
