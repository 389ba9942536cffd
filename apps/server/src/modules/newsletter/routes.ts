import { ErrorResponse, MessageResponse, NewsletterRequest } from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { normaliseEmail } from '../../lib/email.ts';
import { hit } from '../../lib/rate-limit.ts';
import { createNewsletterRepository } from './repository.ts';

export function newsletterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const repo = createNewsletterRepository(db);
  return async (app) => {
    app.post(
      '/newsletter',
      {
        schema: {
          tags: ['system'],
          body: NewsletterRequest,
          response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req) => {
        await hit(db, `newsletter:ip:${req.ip}`, 20, 60 * 60 * 1000);
        // Idempotent: subscribing twice is the same as once, and says the same.
        await repo.subscribe(normaliseEmail(req.body.email));
        return { success: true, message: 'Thank you for subscribing!' };
      },
    );
  };
}
