import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModelDrafter } from '@codecoach/generator';
import type { Judge } from '@codecoach/judge';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createRuntimeSettings } from './lib/runtime-settings.ts';
import { type ChangeBus, createChangeBus } from './live/change-bus.ts';
import { accountAuthRoutes } from './modules/account/auth-routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createAccountService } from './modules/account/service.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { authoringRoutes } from './modules/authoring/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { forgetParticipant } from './modules/contests/forget.ts';
import { CONTEST_NOTES } from './modules/contests/notes.ts';
import { contestRoutes } from './modules/contests/routes.ts';
import { type ContestService, createContestService } from './modules/contests/service.ts';
import { GENERATION_NOTES } from './modules/generate/notes.ts';
import { createGenerationRepository } from './modules/generate/repository.ts';
import { generateRoutes } from './modules/generate/routes.ts';
import { createGenerationService, type GenerationService } from './modules/generate/service.ts';
import { queueStatus } from './modules/health/queue-status.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createSystemStatus } from './modules/health/status.ts';
import { judgingRoutes } from './modules/judging/routes.ts';
import { createJudgingService, type JudgingService } from './modules/judging/service.ts';
import { learnRoutes } from './modules/learn/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { problemRoutes } from './modules/problems/routes.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { registerSecurityTxt } from './modules/site/security-txt.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { SUBMISSION_NOTES } from './modules/submissions/notes.ts';
import { createSubmissionsRepository } from './modules/submissions/repository.ts';
import { createTutorEngine } from './modules/tutor/engine.ts';
import { tutorRoutes } from './modules/tutor/routes.ts';
import { createTutorService } from './modules/tutor/service.ts';
import { authGuards, refuseUnguardedAdminRoutes } from './plugins/auth.ts';
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
  /** Outgoing e-mail; built from `config.mail` when not given. */
  mailer?: Mailer;
  /** The configured model for Generate AI Problem, if any (the built-in generator is always there). */
  model?: ModelDrafter;
  logger?: boolean | object;
}

/** Wiring only: plugins, then services, then routes. */
export async function buildApp(deps: AppDeps): Promise<{
  app: FastifyInstance;
  ctx: AppContext;
  judging: JudgingService;
  contests: ContestService;
  generation: GenerationService;
  bus: ChangeBus;
}> {
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

  const jobs = await createJobQueue(database.pool);
  // One listening connection for every live note: submissions, generations, contests.
  const bus = createChangeBus(database.url, [SUBMISSION_NOTES, GENERATION_NOTES, CONTEST_NOTES]);
  await bus.start();
  const contests = createContestService({ db: database.db, bus });
  app.addHook('onClose', async () => {
    contests.boards.close();
    await bus.close();
    await jobs.release();
  });
  const auth = createAuthService(database.db, config);
  const mailer = deps.mailer ?? createMailer(config.mail);
  app.addHook('onClose', async () => mailer.close());
  const settings = createRuntimeSettings(database.db, config);
  const judging = createJudgingService({
    config,
    database,
    judge: deps.judge,
    contestGate: contests.participation.gate,
    pendingCap: async () => (await settings.current()).pendingPerUser,
    log: (message) => app.log.warn(message),
  });
  // One engine object serves the tutor's use cases and the Learn study plan.
  const tutorEngine = createTutorEngine(config.ai, app.log);
  const tutor = createTutorService({
    db: database.db,
    judge: judging.judge,
    inputs: judging.inputs,
    engine: tutorEngine,
    quotaPerHour: async () => (await settings.current()).tutorQuotaPerHour,
    model: config.ai.baseUrl ? (config.ai.model ?? null) : null,
  });
  const ctx: AppContext = {
    config,
    database,
    auth,
    guards: authGuards(auth),
    system: createSystemStatus({
      config,
      database,
      judge: deps.judge,
      queue: queueStatus({
        jobs,
        submissions: createSubmissionsRepository(database.db),
        generations: createGenerationRepository(database.db),
      }),
      tutor,
    }),
    jobs,
    mailer,
    settings,
  };
  const accounts = createAccountService(ctx, {
    rating: contests.ratings.current,
    deletionSteps: [forgetParticipant],
  });
  const generation = createGenerationService({
    config,
    db: database.db,
    ...(deps.model ? { model: deps.model } : {}),
  });

  refuseUnguardedAdminRoutes(app, ctx.guards);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(accountAuthRoutes(ctx, accounts), { prefix: '/auth' });
      await api.register(accountRoutes(ctx, accounts));
      await api.register(contactRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(authoringRoutes(ctx));
      await api.register(statsRoutes(ctx));
      await api.register(newsletterRoutes(ctx));
      await api.register(problemRoutes(ctx), { prefix: '/problems' });
      await api.register(judgingRoutes(ctx, judging, bus));
      await api.register(progressRoutes(ctx));
      await api.register(learnRoutes(ctx, { engine: tutorEngine }), { prefix: '/learn' });
      await api.register(tutorRoutes(ctx, tutor), { prefix: '/tutor' });
      await api.register(contestRoutes(ctx, contests));
      await api.register(generateRoutes(ctx, generation, bus));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      api.get('/docs', { schema: { hide: true } }, async (_req, reply) =>
        reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger())),
      );
      api.get('/docs.css', { schema: { hide: true } }, async (_req, reply) =>
        reply.type('text/css').send(DOCS_CSS),
      );
    },
    { prefix: '/api' },
  );

  registerSecurityTxt(app, config);
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
  return { app, ctx, judging, contests, generation, bus };
}
